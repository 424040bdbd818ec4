define float @f() {
  ret float 0.1
}
