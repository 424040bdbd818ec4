; Stores through one address at neighbouring offsets, merged into wide
; stores (global_store_dwordx4/x2, flat_store_dwordx2, ds_write_b128)
; where that is legal, and kept apart where it is not: a load between
; that reads a stored dword, a store in the other order, and a load
; from another buffer that may alias.
;
; run: @store_merge_global grid(64) (in=i32[128](i), out=i32[256](0)) => out == ((i % 4 == 0) * (2 * ((i - i % 4) / 2) + 1) + (i % 4 == 1) * ((i - i % 4) / 2) * ((i - i % 4) / 2 + 1) + (i % 4 == 2) * -1 + (i % 4 == 3) * ((i - i % 4) / 2))
; run: @store_merge_tuple grid(64) (in=i32[256](i), out=i32[256](0)) => out == (i + 7)
; run: @store_merge_alias grid(64) (out=i32[256](0)) => out == ((i % 4 == 0) * ((i - i % 4) / 4) + (i % 4 == 1) * (2 * ((i - i % 4) / 4) + 1) + (i % 4 == 2) * (3 * ((i - i % 4) / 4)) + (i % 4 == 3) * 5)
; run: @store_merge_other grid(64) (in=i32[64](10 * i), out=i32[128](0)) => out == ((i % 2 == 0) * ((i - i % 2) / 2) + (i % 2 == 1) * (10 * ((i - i % 2) / 2)))
; run: @store_merge_flat grid(64) (out=i32[128](0)) => out == (3 * i)
; run: @store_merge_lds grid(64) wg(64) (out=i32[256](0)) => out == (i + 100)
; run: @store_merge_odd grid(16) (out=i8[132](0)) => out == [0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 3, 2, 1, 1, 0, 0, 0, 8, 6, 4, 2, 2, 0, 0, 0, 12, 9, 6, 3, 3, 0, 0, 0, 16, 12, 8, 4, 4, 0, 0, 0, 20, 15, 10, 5, 5, 0, 0, 0, 24, 18, 12, 6, 6, 0, 0, 0, 28, 21, 14, 7, 7, 0, 0, 0, 32, 24, 16, 8, 8, 0, 0, 0, 36, 27, 18, 9, 9, 0, 0, 0, 40, 30, 20, 10, 10, 0, 0, 0, 44, 33, 22, 11, 11, 0, 0, 0, 48, 36, 24, 12, 12, 0, 0, 0, 52, 39, 26, 13, 13, 0, 0, 0, 56, 42, 28, 14, 14, 0, 0, 0, 60, 45, 30, 15, 15, 0, 0, 0, 0, 0, 0]

lds @buf: 1024, align 16

; Four computed dwords to one lane's 16 bytes: one global_store_dwordx4
; built from four values.
kernel @store_merge_global(%in: ptr.global, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = zext.i64 %t
    %k8 = iconst.i64 8
    %k16 = iconst.i64 16
    %oi = imul %t64, %k8
    %o = imul %t64, %k16
    %p = ptradd %in, %oi
    %q = ptradd %out, %o
    %c4 = iconst.i64 4
    %c8 = iconst.i64 8
    %c12 = iconst.i64 12
    %p4 = ptradd %p, %c4
    %q4 = ptradd %q, %c4
    %q8 = ptradd %q, %c8
    %q12 = ptradd %q, %c12
    %a = load.i32 %p, align 4
    %b = load.i32 %p4, align 4
    %s = iadd %a, %b
    %m = imul %a, %b
    %x = isub %a, %b
    store %s, %q, align 4
    store %m, %q4, align 4
    store %x, %q8, align 4
    store %a, %q12, align 4
    ret
}

; Four loaded dwords stored back in order (their load merges into one
; tuple; the store takes the tuple as it is), each plus 7.
kernel @store_merge_tuple(%in: ptr.global, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = zext.i64 %t
    %k16 = iconst.i64 16
    %o = imul %t64, %k16
    %p = ptradd %in, %o
    %q = ptradd %out, %o
    %c4 = iconst.i64 4
    %c8 = iconst.i64 8
    %c12 = iconst.i64 12
    %p4 = ptradd %p, %c4
    %p8 = ptradd %p, %c8
    %p12 = ptradd %p, %c12
    %q4 = ptradd %q, %c4
    %q8 = ptradd %q, %c8
    %q12 = ptradd %q, %c12
    %a = load.i32 %p, align 4
    %b = load.i32 %p4, align 4
    %c = load.i32 %p8, align 4
    %d = load.i32 %p12, align 4
    %seven = iconst.i32 7
    %a7 = iadd %a, %seven
    %b7 = iadd %b, %seven
    %c7 = iadd %c, %seven
    %d7 = iadd %d, %seven
    store %d7, %q12, align 4
    store %c7, %q8, align 4
    store %b7, %q4, align 4
    store %a7, %q, align 4
    ret
}

; A load between the stores reads the first stored dword: the first
; store must stay before it. The second and third merge; the last
; stores what the load saw plus 5 - t.
kernel @store_merge_alias(%out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = zext.i64 %t
    %k16 = iconst.i64 16
    %o = imul %t64, %k16
    %q = ptradd %out, %o
    %c4 = iconst.i64 4
    %c8 = iconst.i64 8
    %c12 = iconst.i64 12
    %q4 = ptradd %q, %c4
    %q8 = ptradd %q, %c8
    %q12 = ptradd %q, %c12
    %one = iconst.i32 1
    %two = iconst.i32 2
    %three = iconst.i32 3
    %five = iconst.i32 5
    %t2 = imul %t, %two
    %t21 = iadd %t2, %one
    %t3 = imul %t, %three
    store %t, %q, align 4
    %seen = load.i32 %q, align 4
    store %t21, %q4, align 4
    store %t3, %q8, align 4
    %r0 = isub %five, %t
    %r = iadd %seen, %r0
    store %r, %q12, align 4
    ret
}

; A load from another buffer between two stores may alias them: the
; stores stay single. out[2t] = t, out[2t+1] = in[t].
kernel @store_merge_other(%in: ptr.global, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = zext.i64 %t
    %k8 = iconst.i64 8
    %k4 = iconst.i64 4
    %o = imul %t64, %k8
    %oi = imul %t64, %k4
    %q = ptradd %out, %o
    %p = ptradd %in, %oi
    %q4 = ptradd %q, %k4
    store %t, %q, align 4
    %v = load.i32 %p, align 4
    store %v, %q4, align 4
    ret
}

; Flat stores of two dwords: flat_store_dwordx2. out[2t] = 6t,
; out[2t+1] = 6t + 3.
kernel @store_merge_flat(%out: ptr.flat) {
entry:
    %t = workitem_id x
    %t64 = zext.i64 %t
    %k8 = iconst.i64 8
    %k4 = iconst.i64 4
    %o = imul %t64, %k8
    %q = ptradd %out, %o
    %q4 = ptradd %q, %k4
    %six = iconst.i32 6
    %three = iconst.i32 3
    %a = imul %t, %six
    %b = iadd %a, %three
    store %a, %q, align 4
    store %b, %q4, align 4
    ret
}

; LDS: each lane writes four dwords at a 16-byte-aligned address
; (ds_write_b128), then reads back its neighbour's four.
kernel @store_merge_lds(%out: ptr.global) reqd_workgroup_size(64, 1, 1) {
entry:
    %t = workitem_id x
    %lds = lds_addr @buf
    %k16 = iconst.i32 16
    %to = imul %t, %k16
    %mine = ptradd %lds, %to
    %c4 = iconst.i32 4
    %c8 = iconst.i32 8
    %c12 = iconst.i32 12
    %m4 = ptradd %mine, %c4
    %m8 = ptradd %mine, %c8
    %m12 = ptradd %mine, %c12
    %four = iconst.i32 4
    %b = imul %t, %four
    %hundred = iconst.i32 100
    %v0 = iadd %b, %hundred
    %one = iconst.i32 1
    %two = iconst.i32 2
    %three = iconst.i32 3
    %v1 = iadd %v0, %one
    %v2 = iadd %v0, %two
    %v3 = iadd %v0, %three
    store %v0, %mine, align 16
    store %v1, %m4, align 4
    store %v2, %m8, align 8
    store %v3, %m12, align 4
    barrier
    %n = iadd %t, %one
    %k63 = iconst.i32 63
    %nw = and %n, %k63
    %no = imul %nw, %k16
    %nb = ptradd %lds, %no
    %n4 = ptradd %nb, %c4
    %n8 = ptradd %nb, %c8
    %n12 = ptradd %nb, %c12
    %r0 = load.i32 %nb, align 16
    %r1 = load.i32 %n4, align 4
    %r2 = load.i32 %n8, align 8
    %r3 = load.i32 %n12, align 4
    %t64 = zext.i64 %nw
    %k16l = iconst.i64 16
    %oo = imul %t64, %k16l
    %q = ptradd %out, %oo
    %k4l = iconst.i64 4
    %k8l = iconst.i64 8
    %k12l = iconst.i64 12
    %q4 = ptradd %q, %k4l
    %q8 = ptradd %q, %k8l
    %q12 = ptradd %q, %k12l
    store %r0, %q, align 4
    store %r1, %q4, align 4
    store %r2, %q8, align 4
    store %r3, %q12, align 4
    ret
}

; Global dwords at an odd base (byte 8t + 1): the pair still merges
; (unaligned mode).
kernel @store_merge_odd(%out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = zext.i64 %t
    %k8 = iconst.i64 8
    %one = iconst.i64 1
    %o = imul %t64, %k8
    %o1 = iadd %o, %one
    %q = ptradd %out, %o1
    %k4 = iconst.i64 4
    %q4 = ptradd %q, %k4
    %k = iconst.i32 16909060
    %t32 = imul %t, %k
    store %t32, %q, align 1
    store %t, %q4, align 1
    ret
}
