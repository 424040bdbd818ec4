; Loads through one address at neighbouring offsets, merged into wide
; loads (global_load_dwordx4, flat_load_dwordx2, s_load_dwordx4,
; ds_read_b128) where that is legal, and kept apart where it is not: a
; store between that aliases the second load, an LDS base of unknown
; 16-byte alignment (ds_read2_b32 pairs instead), and a misaligned
; global base (merged: GFX9 runs in unaligned mode).
;
; run: @load_merge_global grid(64) (in=i32[256](i), out=i32[64](0)) => out == (40 * i + 20)
; run: @load_merge_alias grid(64) (in=i32[256](i), out=i32[64](0), k=4) => out == (8 * i + 1002)
; run: @load_merge_flat grid(64) (in=i32[256](i), out=i32[64](0)) => out == (8 * i + 1)
; run: @load_merge_uniform grid(64) (in=i32[8](3 * i + 1), out=i32[64](0)) => out == (i + 70)
; run: @load_merge_lds grid(64) wg(64) (out=i32[64](0)) => out == (12 * i + 108)
; run: @load_merge_odd grid(16) (in=i8[136](i), out=i32[32](0)) => out == [67305985, 134678021, 202050057, 269422093, 336794129, 404166165, 471538201, 538910237, 606282273, 673654309, 741026345, 808398381, 875770417, 943142453, 1010514489, 1077886525, 1145258561, 1212630597, 1280002633, 1347374669, 1414746705, 1482118741, 1549490777, 1616862813, 1684234849, 1751606885, 1818978921, 1886350957, 1953722993, 2021095029, 2088467065, -2139128195]

lds @buf: 1024, align 16

; Four neighbouring dwords of one lane: one global_load_dwordx4.
kernel @load_merge_global(%in: ptr.global, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = zext.i64 %t
    %k16 = iconst.i64 16
    %o = imul %t64, %k16
    %p = ptradd %in, %o
    %c4 = iconst.i64 4
    %c8 = iconst.i64 8
    %c12 = iconst.i64 12
    %p4 = ptradd %p, %c4
    %p8 = ptradd %p, %c8
    %p12 = ptradd %p, %c12
    %a = load.i32 %p, align 4
    %b = load.i32 %p4, align 4
    %c = load.i32 %p8, align 4
    %d = load.i32 %p12, align 4
    %two = iconst.i32 2
    %three = iconst.i32 3
    %four = iconst.i32 4
    %b2 = imul %b, %two
    %c3 = imul %c, %three
    %d4 = imul %d, %four
    %s0 = iadd %a, %b2
    %s1 = iadd %c3, %d4
    %s = iadd %s0, %s1
    %k4 = iconst.i64 4
    %oo = imul %t64, %k4
    %q = ptradd %out, %oo
    store %s, %q, align 4
    ret
}

; The store writes the second dword (k = 4 bytes): the first load must
; not be merged with the second, which must see the stored value.
kernel @load_merge_alias(%in: ptr.global, %out: ptr.global, %k: i64) {
entry:
    %t = workitem_id x
    %t64 = zext.i64 %t
    %k16 = iconst.i64 16
    %o = imul %t64, %k16
    %p = ptradd %in, %o
    %c4 = iconst.i64 4
    %c8 = iconst.i64 8
    %p4 = ptradd %p, %c4
    %p8 = ptradd %p, %c8
    %w = ptradd %p, %k
    %a = load.i32 %p, align 4
    %v = iconst.i32 1000
    store %v, %w, align 4
    %b = load.i32 %p4, align 4
    %c = load.i32 %p8, align 4
    %s0 = iadd %a, %b
    %s = iadd %s0, %c
    %k4 = iconst.i64 4
    %oo = imul %t64, %k4
    %q = ptradd %out, %oo
    store %s, %q, align 4
    ret
}

; Two neighbouring dwords through a flat pointer: flat_load_dwordx2.
kernel @load_merge_flat(%in: ptr.global, %out: ptr.global) {
entry:
    %f = addrspacecast.ptr.flat %in
    %t = workitem_id x
    %t64 = zext.i64 %t
    %k16 = iconst.i64 16
    %o = imul %t64, %k16
    %p = ptradd %f, %o
    %c4 = iconst.i64 4
    %p4 = ptradd %p, %c4
    %a = load.i32 %p, align 4
    %b = load.i32 %p4, align 4
    %s = iadd %a, %b
    %k4 = iconst.i64 4
    %oo = imul %t64, %k4
    %q = ptradd %out, %oo
    store %s, %q, align 4
    ret
}

; Uniform neighbours no store precedes: s_load_dwordx4.
kernel @load_merge_uniform(%in: ptr.global, %out: ptr.global) {
entry:
    %c4 = iconst.i64 4
    %c8 = iconst.i64 8
    %c12 = iconst.i64 12
    %p4 = ptradd %in, %c4
    %p8 = ptradd %in, %c8
    %p12 = ptradd %in, %c12
    %a = load.i32 %in, align 4
    %b = load.i32 %p4, align 4
    %c = load.i32 %p8, align 4
    %d = load.i32 %p12, align 4
    %two = iconst.i32 2
    %three = iconst.i32 3
    %four = iconst.i32 4
    %b2 = imul %b, %two
    %c3 = imul %c, %three
    %d4 = imul %d, %four
    %s0 = iadd %a, %b2
    %s1 = iadd %c3, %d4
    %s = iadd %s0, %s1
    %t = workitem_id x
    %r = iadd %s, %t
    %t64 = zext.i64 %t
    %k4 = iconst.i64 4
    %oo = imul %t64, %k4
    %q = ptradd %out, %oo
    store %r, %q, align 4
    ret
}

; LDS: four dwords at constant 16-byte-aligned addresses (ds_read_b128),
; four at constant addresses 4..16 (two ds_read2_b32), and four through
; a base that is only 4-byte aligned (two ds_read2_b32).
kernel @load_merge_lds(%out: ptr.global) reqd_workgroup_size(64, 1, 1) {
entry:
    %t = workitem_id x
    %lds = lds_addr @buf
    %four = iconst.i32 4
    %to = imul %t, %four
    %mine = ptradd %lds, %to
    %three = iconst.i32 3
    %v = imul %t, %three
    store %v, %mine, align 4
    %k256 = iconst.i32 256
    %hi = ptradd %mine, %k256
    %k192 = iconst.i32 192
    %vh = iadd %v, %k192
    store %vh, %hi, align 4
    barrier
    %o4 = iconst.i32 4
    %o8 = iconst.i32 8
    %o12 = iconst.i32 12
    %o16 = iconst.i32 16
    %l4 = ptradd %lds, %o4
    %l8 = ptradd %lds, %o8
    %l12 = ptradd %lds, %o12
    %l16 = ptradd %lds, %o16
    %c0 = load.i32 %lds, align 16
    %c1 = load.i32 %l4, align 4
    %c2 = load.i32 %l8, align 8
    %c3 = load.i32 %l12, align 4
    %e1 = load.i32 %l4, align 4
    %e2 = load.i32 %l8, align 4
    %e3 = load.i32 %l12, align 4
    %e4 = load.i32 %l16, align 4
    %m1 = ptradd %mine, %o4
    %m2 = ptradd %mine, %o8
    %m3 = ptradd %mine, %o12
    %v0 = load.i32 %mine, align 4
    %v1 = load.i32 %m1, align 4
    %v2 = load.i32 %m2, align 4
    %v3 = load.i32 %m3, align 4
    %two = iconst.i32 2
    %c1w = imul %c1, %two
    %c2w = imul %c2, %three
    %c3w = imul %c3, %four
    %cs0 = iadd %c0, %c1w
    %cs1 = iadd %c2w, %c3w
    %cs = iadd %cs0, %cs1
    %es0 = iadd %e1, %e2
    %es1 = iadd %e3, %e4
    %es = iadd %es0, %es1
    %vs0 = iadd %v0, %v1
    %vs1 = iadd %v2, %v3
    %vs = iadd %vs0, %vs1
    %s0 = iadd %cs, %es
    %s = iadd %s0, %vs
    %t64 = zext.i64 %t
    %k4 = iconst.i64 4
    %oo = imul %t64, %k4
    %q = ptradd %out, %oo
    store %s, %q, align 4
    ret
}

; Global dwords at an odd base (byte 8t + 1): the pair still merges
; (unaligned mode; the simulator reports misaligned accesses it rejects).
kernel @load_merge_odd(%in: ptr.global, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = zext.i64 %t
    %k8 = iconst.i64 8
    %o = imul %t64, %k8
    %one = iconst.i64 1
    %o1 = iadd %o, %one
    %p = ptradd %in, %o1
    %c4 = iconst.i64 4
    %p4 = ptradd %p, %c4
    %a = load.i32 %p, align 1
    %b = load.i32 %p4, align 1
    %k2 = iconst.i64 2
    %i0 = imul %t64, %k2
    %k4 = iconst.i64 4
    %b0 = imul %i0, %k4
    %q0 = ptradd %out, %b0
    %q1 = ptradd %q0, %k4
    store %a, %q0, align 4
    store %b, %q1, align 4
    ret
}
