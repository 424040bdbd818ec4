define i64 @f(ptr addrspace(1) %p) {
  %pair = cmpxchg ptr addrspace(1) %p, i32 0, i32 1 monotonic monotonic, align 4
  %x = extractvalue { i32, i1, i64 } %pair, 2
  ret i64 %x
}
