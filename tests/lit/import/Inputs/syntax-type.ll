define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  store qword 1, ptr addrspace(1) %out, align 4
  ret void
}
