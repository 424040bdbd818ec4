define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  call void @helper()
  ret void
}
