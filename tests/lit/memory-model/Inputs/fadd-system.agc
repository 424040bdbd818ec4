kernel @k(%p: ptr.global, %v: f32) {
entry:
    %r = atomicrmw fadd %p, %v, monotonic system, align 4
    ret
}
