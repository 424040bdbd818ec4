define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  store i32 1, ptr addrspace(1) %out, align 4
next:
  ret void
}
