define amdgpu_kernel void @k(ptr addrspace(1) %out, float %x) {
entry:
  %s = call float @llvm.amdgcn.sin.f32(float %x)
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}

declare float @llvm.amdgcn.sin.f32(float)
