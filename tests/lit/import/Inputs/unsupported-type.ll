define amdgpu_kernel void @k(ptr addrspace(1) %out, i128 %x) {
entry:
  ret void
}
