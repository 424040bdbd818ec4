define void @f(ptr %p) {
  %v = load %struct.S, ptr %p, align 4
  ret void
}
