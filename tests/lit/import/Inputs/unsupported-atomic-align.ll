define void @f(ptr addrspace(1) %p) {
  %old = atomicrmw add ptr addrspace(1) %p, i32 1 syncscope("agent") monotonic, align 2
  ret void
}
