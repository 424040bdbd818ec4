define amdgpu_gfx void @f() {
  ret void
}
