; Dispatch geometry, wave operations and every reduction.
kernel @geometry(%out: ptr.global) flat_workgroup_size(1, 256) {
entry:
    %tx = workitem_id x
    %ty = workitem_id y
    %tz = workitem_id z
    %gx = workgroup_id x
    %gy = workgroup_id y
    %gz = workgroup_id z
    %sx = workgroup_size x
    %sy = workgroup_size y
    %sz = workgroup_size z
    %nx = grid_size x
    %ny = grid_size y
    %nz = grid_size z
    %lane = lane_id
    %ws = wave_size
    %a = iadd %tx, %ty
    %b = iadd %tz, %gx
    %c = iadd %gy, %gz
    %d = iadd %sx, %sy
    %e = iadd %sz, %nx
    %f = iadd %ny, %nz
    %g = iadd %lane, %ws
    %s1 = iadd %a, %b
    %s2 = iadd %c, %d
    %s3 = iadd %e, %f
    %s4 = iadd %s1, %s2
    %s5 = iadd %s3, %s4
    %s6 = iadd %s5, %g
    store %s6, %out, align 4
    ret
}

kernel @wave_ops(%x: i32, %y: i64, %f: f32, %d: f64, %v: f32x4, %out: ptr.global) waves_per_eu(2, 8) {
entry:
    %first = readfirstlane %x
    %firstv = readfirstlane %v
    %zero = iconst.i32 0
    %rl = readlane %f, %zero
    %sh = shuffle %d, %x
    %odd = icmp ne %x, %zero
    %mask = ballot %odd
    %r0 = wave_reduce add %x
    %r1 = wave_reduce and %y
    %r2 = wave_reduce or %x
    %r3 = wave_reduce xor %y
    %r4 = wave_reduce smin %x
    %r5 = wave_reduce smax %y
    %r6 = wave_reduce umin %x
    %r7 = wave_reduce umax %y
    %r8 = wave_reduce fadd %f
    %r9 = wave_reduce fmin %d
    %r10 = wave_reduce fmax %f
    barrier
    store %mask, %out, align 8
    ret
}
