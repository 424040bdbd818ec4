define amdgpu_kernel void @k(ptr addrspace(1) %out, float %x, float %y) {
entry:
  %r = frem float %x, %y
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}
