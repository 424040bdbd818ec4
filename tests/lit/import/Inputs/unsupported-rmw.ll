define void @f(ptr addrspace(1) %p) {
  %old = atomicrmw nand ptr addrspace(1) %p, i32 1 syncscope("agent") monotonic, align 4
  ret void
}
