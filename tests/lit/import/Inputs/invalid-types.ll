define i32 @f(i32 %x, i64 %y) {
  %s = add i32 %x, %y
  ret i32 %s
}
