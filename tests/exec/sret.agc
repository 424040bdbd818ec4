; Structs under the calling convention (seed 002, "non-kernel
; functions"): the IR has no aggregate types, so a struct larger than 16
; bytes travels by reference to the caller's private memory. @fill is
; the `sret` pattern: it stores a 32-byte result through the pointer its
; caller passes; @sum reads a 32-byte argument the caller built in its
; own stack slot (`byref`); @pair returns a small struct as two results.
; @mid has a frame of its own and passes a pointer into it down, and the
; kernels pass pointers into theirs: the callee's frame lies above the
; caller's, so the caller's slot stays valid and distinct per lane.
;
; run: @sret_kernel grid(64) (x=i32[64](11*i-300), out=i32[128](0)) => out == [-90301, 87914, -84385, 82086, -78583, 76372, -72063, 69940, -67321, 65286, -60533, 58586, -56059, 54200, -50259, 48488, -45365, 43682, -41641, 40046, -37423, 35916, -33271, 31852, -29265, 27934, -25613, 24370, -21811, 20656, -18619, 17552, -16205, 15226, -12913, 12022, -11047, 10244, -8879, 8164, -6953, 6326, -4965, 4426, -3691, 3240, -2275, 1912, -1541, 1266, -665, 478, -287, 188, -7, -4, 127, -50, 419, -254, 1117, -864, 1941, -1600, 2787, -2358, 4159, -3642, 5865, -5260, 7713, -7020, 9895, -9114, 12203, -11334, 14565, -13608, 17037, -15992, 20331, -19198, 23351, -22130, 27121, -25812, 31145, -29748, 35151, -33666, 39379, -37806, 43757, -42096, 47333, -45584, 52563, -50726, 57775, -55850, 64185, -62172, 68913, -66812, 75383, -73194, 81915, -79638, 87925, -85560, 93629, -91176, 101019, -98478, 108423, -105794, 115457, -112740, 124249, -121444, 132127, -129234, 140227, -137246, 148605, -145536, 157173, -154016]
; run: @sret_nested grid(64) (x=i32[64](11*i-300), out=i32[64](0)) => out == [-192592, -179746, -167256, -154290, -143344, -130594, -120400, -109122, -98992, -90274, -81304, -72642, -64368, -56690, -49104, -42370, -36656, -30306, -25624, -20882, -16624, -12546, -9424, -6402, -4304, -2306, -1048, -130, 400, 846, 1456, 1950, 2224, 2782, 3432, 3982, 4624, 5150, 5488, 5694, 6480, 6750, 7528, 8318, 8848, 9358, 9776, 9150, 9936, 10462, 11944, 11502, 12560, 13438, 13552, 13118, 14128, 14910, 15080, 16766, 17296, 17806, 18352, 18846]

; Writes eight i32 fields: x, x+1, ..., x+7 scaled.
func @fill(%p: ptr.private, %x: i32) {
entry:
    %c4 = iconst.i32 4
    %c3 = iconst.i32 3
    %x3 = imul %x, %c3
    store %x3, %p, align 4
    %p1 = ptradd %p, %c4
    %y1 = iadd %x3, %c3
    store %y1, %p1, align 4
    %p2 = ptradd %p1, %c4
    %y2 = iadd %y1, %c3
    store %y2, %p2, align 4
    %p3 = ptradd %p2, %c4
    %y3 = iadd %y2, %x
    store %y3, %p3, align 4
    %p4 = ptradd %p3, %c4
    %y4 = isub %y3, %c4
    store %y4, %p4, align 4
    %p5 = ptradd %p4, %c4
    store %x, %p5, align 4
    %p6 = ptradd %p5, %c4
    %y6 = imul %x, %x
    store %y6, %p6, align 4
    %p7 = ptradd %p6, %c4
    %y7 = xor %y6, %x3
    store %y7, %p7, align 4
    ret
}

; Reads eight i32 fields and weighs them.
func @sum(%p: ptr.private) -> i32 {
entry:
    %v0 = load.i32 %p, align 4
    %c4 = iconst.i32 4
    %p1 = ptradd %p, %c4
    %v1 = load.i32 %p1, align 4
    %p2 = ptradd %p1, %c4
    %v2 = load.i32 %p2, align 4
    %p3 = ptradd %p2, %c4
    %v3 = load.i32 %p3, align 4
    %p4 = ptradd %p3, %c4
    %v4 = load.i32 %p4, align 4
    %p5 = ptradd %p4, %c4
    %v5 = load.i32 %p5, align 4
    %p6 = ptradd %p5, %c4
    %v6 = load.i32 %p6, align 4
    %p7 = ptradd %p6, %c4
    %v7 = load.i32 %p7, align 4
    %c2 = iconst.i32 2
    %a0 = imul %v0, %c2
    %a1 = iadd %a0, %v1
    %a2 = imul %a1, %c2
    %a3 = iadd %a2, %v2
    %a4 = isub %a3, %v3
    %a5 = iadd %a4, %v4
    %a6 = imul %a5, %c2
    %a7 = iadd %a6, %v5
    %a8 = isub %a7, %v6
    %a9 = iadd %a8, %v7
    ret %a9
}

; A struct of two fields, returned as two results.
func @pair(%x: i32) -> (i32, f32) {
entry:
    %one = iconst.i32 1
    %y = iadd %x, %one
    %f = sitofp.f32 %x
    ret %y, %f
}

; Its own frame: a struct filled by @fill, summed by @sum.
func @mid(%x: i32) -> i32 {
    $s = stack_slot 32, align 4
entry:
    %p = stack_addr $s
    call @fill(%p, %x)
    %r = call @sum(%p)
    %c20 = iconst.i32 20
    %p5 = ptradd %p, %c20
    %v5 = load.i32 %p5, align 4
    %t = iadd %r, %v5
    ret %t
}

kernel @sret_kernel(%x: ptr.global, %out: ptr.global) {
    $s = stack_slot 32, align 16
entry:
    %tid = workitem_id x
    %t64 = zext.i64 %tid
    %four = iconst.i64 4
    %off = imul %t64, %four
    %px = ptradd %x, %off
    %v = load.i32 %px, align 4
    %p = stack_addr $s
    call @fill(%p, %v)
    %c12 = iconst.i32 12
    %p3 = ptradd %p, %c12
    %f3 = load.i32 %p3, align 4
    %c28 = iconst.i32 28
    %p7 = ptradd %p, %c28
    %f7 = load.i32 %p7, align 4
    %a, %b = call @pair(%f3)
    %bi = fptosi.i32 %b
    %w0 = iadd %a, %f7
    %w1 = isub %bi, %f7
    %eight = iconst.i64 8
    %o = imul %t64, %eight
    %po = ptradd %out, %o
    store %w0, %po, align 4
    %po1 = ptradd %po, %four
    store %w1, %po1, align 4
    ret
}

kernel @sret_nested(%x: ptr.global, %out: ptr.global) {
    $own = stack_slot 16, align 16
entry:
    %tid = workitem_id x
    %t64 = zext.i64 %tid
    %four = iconst.i64 4
    %off = imul %t64, %four
    %px = ptradd %x, %off
    %v = load.i32 %px, align 4
    %q = stack_addr $own
    store %v, %q, align 4
    %r = call @mid(%v)
    %w = load.i32 %q, align 4
    %s = iadd %r, %w
    %po = ptradd %out, %off
    store %s, %po, align 4
    ret
}
