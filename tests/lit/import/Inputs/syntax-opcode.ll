define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %x = frobnicate i32 1, 2
  ret void
}
