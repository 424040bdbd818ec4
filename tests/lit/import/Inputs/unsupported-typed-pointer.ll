define void @f(i32* %p) {
  ret void
}
