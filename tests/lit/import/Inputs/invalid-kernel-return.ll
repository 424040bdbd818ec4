define amdgpu_kernel i32 @k() {
entry:
  ret i32 0
}
