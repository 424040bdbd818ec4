define void @f(ptr %fp) {
  call void %fp()
  ret void
}
