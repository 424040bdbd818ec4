define float @f(float %x) {
  %r = call float @llvm.exp2.f32(float %x)
  ret float %r
}

declare float @llvm.exp2.f32(float)
