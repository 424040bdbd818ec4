; Every read-modify-write operation, every ordering and scope, cmpxchg and fences.
kernel @rmw(%p: ptr.global, %q: ptr.global, %l: ptr.local, %fp: ptr.flat) {
entry:
    %v = iconst.i32 1
    %w = iconst.i64 2
    %f = fconst.f32 1.0
    %d = fconst.f64 2.0
    %a0 = atomicrmw add %p, %v, monotonic agent, align 4
    %a1 = atomicrmw sub %p, %v, acquire agent, align 4
    %a2 = atomicrmw and %p, %v, release agent, align 4
    %a3 = atomicrmw or %p, %v, acq_rel agent, align 4
    %a4 = atomicrmw xor %p, %v, seq_cst agent, align 4
    %a5 = atomicrmw smin %l, %v, monotonic workgroup, align 4
    %a6 = atomicrmw smax %l, %v, monotonic workgroup, align 8
    %a7 = atomicrmw umin %q, %w, monotonic system, align 8
    %a8 = atomicrmw umax %q, %w, monotonic system, align 8, volatile
    %a9 = atomicrmw inc %p, %v, monotonic wavefront, align 4
    %a10 = atomicrmw dec %p, %v, monotonic singlethread, align 4
    %a11 = atomicrmw xchg %fp, %f, monotonic agent, align 4
    %a12 = atomicrmw xchg %q, %q, monotonic agent, align 8
    %a13 = atomicrmw fadd %p, %f, monotonic agent_one_as, align 4
    %a14 = atomicrmw fadd %q, %d, monotonic system_one_as, align 8
    %a15 = atomicrmw fmin %p, %f, monotonic workgroup_one_as, align 4
    %a16 = atomicrmw fmax %q, %d, monotonic wavefront_one_as, align 8, volatile, nontemporal
    %a17 = atomicrmw xchg %p, %v, seq_cst singlethread_one_as, align 4
    ret
}

kernel @packed(%p: ptr.global, %h: f16x2, %b: bf16x2) {
entry:
    %r0 = atomicrmw fadd %p, %h, monotonic agent, align 4
    %r1 = atomicrmw fadd %p, %b, monotonic agent, align 4
    ret
}

kernel @cmpxchg(%p: ptr.global, %l: ptr.local, %e: i32, %n: i32, %e64: i64, %n64: i64) {
entry:
    %c0 = cmpxchg %p, %e, %n, monotonic monotonic agent, align 4
    %c1 = cmpxchg %p, %e, %n, acquire acquire agent, align 4
    %c2 = cmpxchg %p, %e, %n, release monotonic system, align 4
    %c3 = cmpxchg %l, %e, %n, acq_rel acquire workgroup, align 4, volatile
    %c4 = cmpxchg %p, %e64, %n64, seq_cst seq_cst agent_one_as, align 8
    %c5 = cmpxchg %p, %e64, %n64, seq_cst monotonic system, align 16, volatile, nontemporal
    ret
}

kernel @fences() {
entry:
    fence acquire singlethread
    fence release wavefront
    fence acq_rel workgroup
    fence seq_cst agent
    fence seq_cst system
    fence acquire singlethread_one_as
    fence release wavefront_one_as
    fence acq_rel workgroup_one_as
    fence seq_cst agent_one_as
    fence acq_rel system_one_as
    barrier
    ret
}
