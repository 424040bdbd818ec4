define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %v = load <6 x float>, ptr addrspace(1) %out, align 32
  ret void
}
