declare void @g()

define void @f() {
  call void @g() [ "deopt"(i32 1) ]
  ret void
}
