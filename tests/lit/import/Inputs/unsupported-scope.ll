define void @f() {
  fence syncscope("cluster") acquire
  ret void
}
