define void @f(i32 %n) {
  %p = alloca i32, i32 %n, align 4, addrspace(5)
  ret void
}
