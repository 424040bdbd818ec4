; Uniform 8-dword loads as one s_load_dwordx8 (global memory that no store
; precedes, constant memory at an immediate offset, past the immediate's
; range and at a register offset), every 32- and 64-bit lane extracted
; from SGPR and VGPR tuples (named as a component of the tuple, no copy),
; and the hidden workgroup size read in two blocks and by grid_size.
; Expected values computed with Python's integers, independently of the
; interpreter; the harness also compares against the IR interpreter.
; run: @sload_wide grid(64) (a=i64[16](i*7+3), c=i64[131200](i*3+1), o=i64[64](0), k=40) => o == (18881168 + 1000*(((i % 2)*4*7+3)*1 + ((i % 2)*4*7+10)*2 + ((i % 2)*4*7+17)*3 + ((i % 2)*4*7+24)*4) + i)
; run: @sload_lanes grid(64) (a=i32[16](i*5-9), o=i32[64](0)) => o == (310 + 2000*(i % 4))
; run: @sload_hidden grid(128) wg(64) (o=i32[128](0), t=1) => o == (64*3 + 128 + 64 + i)

kernel @sload_wide(%a: ptr.global, %c: ptr.constant, %o: ptr.global, %k: i64) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %va = load.i64x4 %a, align 8
    %big = iconst.i64 1048640
    %pb = ptradd %c, %big
    %vb = load.i64x4 %pb, align 8
    %pk = ptradd %c, %k
    %vk = load.i64x4 %pk, align 8
    %c32 = iconst.i64 32
    %pc = ptradd %c, %c32
    %vc = load.i64x4 %pc, align 8
    %a0 = extractlane %va, 0
    %a1 = extractlane %va, 1
    %a2 = extractlane %va, 2
    %a3 = extractlane %va, 3
    %b0 = extractlane %vb, 0
    %b1 = extractlane %vb, 1
    %b2 = extractlane %vb, 2
    %b3 = extractlane %vb, 3
    %k0 = extractlane %vk, 0
    %k1 = extractlane %vk, 1
    %k2 = extractlane %vk, 2
    %k3 = extractlane %vk, 3
    %c0 = extractlane %vc, 0
    %c1 = extractlane %vc, 1
    %c2 = extractlane %vc, 2
    %c3 = extractlane %vc, 3
    %w2 = iconst.i64 2
    %w3 = iconst.i64 3
    %w5 = iconst.i64 5
    %w7 = iconst.i64 7
    %w11 = iconst.i64 11
    %w13 = iconst.i64 13
    %w17 = iconst.i64 17
    %w19 = iconst.i64 19
    %w23 = iconst.i64 23
    %w29 = iconst.i64 29
    %w31 = iconst.i64 31
    %w37 = iconst.i64 37
    %w41 = iconst.i64 41
    %w43 = iconst.i64 43
    %w47 = iconst.i64 47
    %m1 = imul %a1, %w2
    %m2 = imul %a2, %w3
    %m3 = imul %a3, %w5
    %m4 = imul %b0, %w7
    %m5 = imul %b1, %w11
    %m6 = imul %b2, %w13
    %m7 = imul %b3, %w17
    %m8 = imul %k0, %w19
    %m9 = imul %k1, %w23
    %m10 = imul %k2, %w29
    %m11 = imul %k3, %w31
    %m12 = imul %c0, %w37
    %m13 = imul %c1, %w41
    %m14 = imul %c2, %w43
    %m15 = imul %c3, %w47
    %s1 = iadd %a0, %m1
    %s2 = iadd %s1, %m2
    %s3 = iadd %s2, %m3
    %s4 = iadd %s3, %m4
    %s5 = iadd %s4, %m5
    %s6 = iadd %s5, %m6
    %s7 = iadd %s6, %m7
    %s8 = iadd %s7, %m8
    %s9 = iadd %s8, %m9
    %s10 = iadd %s9, %m10
    %s11 = iadd %s10, %m11
    %s12 = iadd %s11, %m12
    %s13 = iadd %s12, %m13
    %s14 = iadd %s13, %m14
    %s15 = iadd %s14, %m15
    ; A divergent 8-dword load: its lanes are components of a VGPR tuple.
    %one = iconst.i64 1
    %odd = and %i64, %one
    %dv = imul %odd, %c32
    %pd = ptradd %a, %dv
    %vd = load.i64x4 %pd, align 8
    %d0 = extractlane %vd, 0
    %d1 = extractlane %vd, 1
    %d2 = extractlane %vd, 2
    %d3 = extractlane %vd, 3
    %e1 = imul %d1, %w2
    %e2 = imul %d2, %w3
    %w4 = iconst.i64 4
    %e3 = imul %d3, %w4
    %t1 = iadd %d0, %e1
    %t2 = iadd %t1, %e2
    %t3 = iadd %t2, %e3
    %thou = iconst.i64 1000
    %t4 = imul %t3, %thou
    %r1 = iadd %s15, %t4
    %r = iadd %r1, %i64
    %eight = iconst.i64 8
    %off = imul %i64, %eight
    %po = ptradd %o, %off
    store %r, %po, align 8
    ret
}

kernel @sload_lanes(%a: ptr.global, %o: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %c16 = iconst.i64 16
    %pa = ptradd %a, %c16
    %u = load.i32x4 %pa, align 4
    %c3 = iconst.i32 3
    %m = and %i, %c3
    %m64 = zext.i64 %m
    %dv = imul %m64, %c16
    %pd = ptradd %a, %dv
    %v = load.i32x4 %pd, align 4
    %u0 = extractlane %u, 0
    %u1 = extractlane %u, 1
    %u2 = extractlane %u, 2
    %u3 = extractlane %u, 3
    %v0 = extractlane %v, 0
    %v1 = extractlane %v, 1
    %v2 = extractlane %v, 2
    %v3 = extractlane %v, 3
    %k2 = iconst.i32 2
    %k3 = iconst.i32 3
    %k4 = iconst.i32 4
    %k10 = iconst.i32 10
    %k20 = iconst.i32 20
    %k30 = iconst.i32 30
    %k40 = iconst.i32 40
    %n1 = imul %u1, %k2
    %n2 = imul %u2, %k3
    %n3 = imul %u3, %k4
    %n4 = imul %v0, %k10
    %n5 = imul %v1, %k20
    %n6 = imul %v2, %k30
    %n7 = imul %v3, %k40
    %s1 = iadd %u0, %n1
    %s2 = iadd %s1, %n2
    %s3 = iadd %s2, %n3
    %s4 = iadd %s3, %n4
    %s5 = iadd %s4, %n5
    %s6 = iadd %s5, %n6
    %s7 = iadd %s6, %n7
    %four = iconst.i64 4
    %off = imul %i64, %four
    %po = ptradd %o, %off
    store %s7, %po, align 4
    ret
}

kernel @sload_hidden(%o: ptr.global, %t: i32) {
entry:
    %tid = workitem_id x
    %gid = workgroup_id x
    %size = workgroup_size x
    %base = imul %gid, %size
    %g = iadd %base, %tid
    %zero = iconst.i32 0
    %c = icmp ne %t, %zero
    brif %c, more, join(%zero)

more:
    %size2 = workgroup_size x
    %grid = grid_size x
    %k3 = iconst.i32 3
    %x3 = imul %size2, %k3
    %y = iadd %x3, %grid
    br join(%y)

join(%p: i32):
    %size3 = workgroup_size x
    %q = iadd %p, %size3
    %r = iadd %q, %g
    %g64 = zext.i64 %g
    %four = iconst.i64 4
    %off = imul %g64, %four
    %po = ptradd %o, %off
    store %r, %po, align 4
    ret
}
