define void @f(ptr addrspace(5) byval([4 x i32]) %s) {
  ret void
}
