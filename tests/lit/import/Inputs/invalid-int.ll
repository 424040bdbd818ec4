define i8 @f() {
  ret i8 1.5
}
