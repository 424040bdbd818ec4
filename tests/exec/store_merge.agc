; Stores through one address at neighbouring offsets, merged into wide
; stores (global_store_dwordx4/x2, flat_store_dwordx2, ds_write_b128)
; where that is legal, and kept apart where it is not: a load between
; that reads a stored dword, a store in the other order, and a load
; from another buffer that may alias.
;
; run: @store_merge_global grid(64) (in=i32[128](i), out=i32[256](0)) => out == [1, 0, -1, 0, 5, 6, -1, 2, 9, 20, -1, 4, 13, 42, -1, 6, 17, 72, -1, 8, 21, 110, -1, 10, 25, 156, -1, 12, 29, 210, -1, 14, 33, 272, -1, 16, 37, 342, -1, 18, 41, 420, -1, 20, 45, 506, -1, 22, 49, 600, -1, 24, 53, 702, -1, 26, 57, 812, -1, 28, 61, 930, -1, 30, 65, 1056, -1, 32, 69, 1190, -1, 34, 73, 1332, -1, 36, 77, 1482, -1, 38, 81, 1640, -1, 40, 85, 1806, -1, 42, 89, 1980, -1, 44, 93, 2162, -1, 46, 97, 2352, -1, 48, 101, 2550, -1, 50, 105, 2756, -1, 52, 109, 2970, -1, 54, 113, 3192, -1, 56, 117, 3422, -1, 58, 121, 3660, -1, 60, 125, 3906, -1, 62, 129, 4160, -1, 64, 133, 4422, -1, 66, 137, 4692, -1, 68, 141, 4970, -1, 70, 145, 5256, -1, 72, 149, 5550, -1, 74, 153, 5852, -1, 76, 157, 6162, -1, 78, 161, 6480, -1, 80, 165, 6806, -1, 82, 169, 7140, -1, 84, 173, 7482, -1, 86, 177, 7832, -1, 88, 181, 8190, -1, 90, 185, 8556, -1, 92, 189, 8930, -1, 94, 193, 9312, -1, 96, 197, 9702, -1, 98, 201, 10100, -1, 100, 205, 10506, -1, 102, 209, 10920, -1, 104, 213, 11342, -1, 106, 217, 11772, -1, 108, 221, 12210, -1, 110, 225, 12656, -1, 112, 229, 13110, -1, 114, 233, 13572, -1, 116, 237, 14042, -1, 118, 241, 14520, -1, 120, 245, 15006, -1, 122, 249, 15500, -1, 124, 253, 16002, -1, 126]
; run: @store_merge_tuple grid(64) (in=i32[256](i), out=i32[256](0)) => out == (i + 7)
; run: @store_merge_alias grid(64) (out=i32[256](0)) => out == [0, 1, 0, 5, 1, 3, 3, 5, 2, 5, 6, 5, 3, 7, 9, 5, 4, 9, 12, 5, 5, 11, 15, 5, 6, 13, 18, 5, 7, 15, 21, 5, 8, 17, 24, 5, 9, 19, 27, 5, 10, 21, 30, 5, 11, 23, 33, 5, 12, 25, 36, 5, 13, 27, 39, 5, 14, 29, 42, 5, 15, 31, 45, 5, 16, 33, 48, 5, 17, 35, 51, 5, 18, 37, 54, 5, 19, 39, 57, 5, 20, 41, 60, 5, 21, 43, 63, 5, 22, 45, 66, 5, 23, 47, 69, 5, 24, 49, 72, 5, 25, 51, 75, 5, 26, 53, 78, 5, 27, 55, 81, 5, 28, 57, 84, 5, 29, 59, 87, 5, 30, 61, 90, 5, 31, 63, 93, 5, 32, 65, 96, 5, 33, 67, 99, 5, 34, 69, 102, 5, 35, 71, 105, 5, 36, 73, 108, 5, 37, 75, 111, 5, 38, 77, 114, 5, 39, 79, 117, 5, 40, 81, 120, 5, 41, 83, 123, 5, 42, 85, 126, 5, 43, 87, 129, 5, 44, 89, 132, 5, 45, 91, 135, 5, 46, 93, 138, 5, 47, 95, 141, 5, 48, 97, 144, 5, 49, 99, 147, 5, 50, 101, 150, 5, 51, 103, 153, 5, 52, 105, 156, 5, 53, 107, 159, 5, 54, 109, 162, 5, 55, 111, 165, 5, 56, 113, 168, 5, 57, 115, 171, 5, 58, 117, 174, 5, 59, 119, 177, 5, 60, 121, 180, 5, 61, 123, 183, 5, 62, 125, 186, 5, 63, 127, 189, 5]
; run: @store_merge_other grid(64) (in=i32[64](10 * i), out=i32[128](0)) => out == [0, 0, 1, 10, 2, 20, 3, 30, 4, 40, 5, 50, 6, 60, 7, 70, 8, 80, 9, 90, 10, 100, 11, 110, 12, 120, 13, 130, 14, 140, 15, 150, 16, 160, 17, 170, 18, 180, 19, 190, 20, 200, 21, 210, 22, 220, 23, 230, 24, 240, 25, 250, 26, 260, 27, 270, 28, 280, 29, 290, 30, 300, 31, 310, 32, 320, 33, 330, 34, 340, 35, 350, 36, 360, 37, 370, 38, 380, 39, 390, 40, 400, 41, 410, 42, 420, 43, 430, 44, 440, 45, 450, 46, 460, 47, 470, 48, 480, 49, 490, 50, 500, 51, 510, 52, 520, 53, 530, 54, 540, 55, 550, 56, 560, 57, 570, 58, 580, 59, 590, 60, 600, 61, 610, 62, 620, 63, 630]
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
