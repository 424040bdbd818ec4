; Bit counting and reversal on i32, i16 and i8, divergent (one input per
; lane) and uniform (a kernel argument). clz/ctz of 0 are the width.
;
; run: @bits32 grid(8) (x=i32[0,1,-2147483648,-1,240,12345678,2147483647,6], out=i32[108](0), u=74560) => out == [0, 32, 32, 0, 0, 16, 16, 0, 0, 8, 8, 0, 1, 31, 0, -2147483648, 1, 15, 0, 32768, 1, 7, 0, 128, 1, 0, 31, 1, 0, 16, 16, 0, 0, 8, 8, 0, 32, 0, 0, -1, 16, 0, 0, 65535, 8, 0, 0, 255, 4, 24, 4, 251658240, 4, 8, 4, 3840, 4, 0, 4, 15, 12, 8, 1, 1921400064, 7, 1, 1, 29318, 4, 1, 1, 114, 31, 1, 0, -2, 16, 0, 0, 65535, 8, 0, 0, 255, 2, 29, 1, 1610612736, 2, 13, 1, 24576, 2, 5, 1, 96, 5, 15, 6, 46432256, 4, 2, 6, 708, 1, 1, 6, 2]

kernel @bits32(%x: ptr.global, %out: ptr.global, %u: i32) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %xo = imul %i64, %four
    %c48 = iconst.i64 48
    %px = ptradd %x, %xo
    %v = load.i32 %px, align 4
    %v16 = trunc.i16 %v
    %v8 = trunc.i8 %v
    %u16 = trunc.i16 %u
    %u8 = trunc.i8 %u
    %n = iconst.i64 16
    %slot = imul %i64, %n
    %r0 = popcnt %v
    %ru0 = popcnt %u
    %o0 = iconst.i64 0
    %a0 = imul %i64, %c48
    %b0 = iadd %a0, %o0
    %p0 = ptradd %out, %b0
    store %r0, %p0, align 4
    %q0 = iconst.i64 384
    %pq0 = ptradd %out, %q0
    store %ru0, %pq0, align 4
    %r1 = clz %v
    %ru1 = clz %u
    %o1 = iconst.i64 4
    %a1 = imul %i64, %c48
    %b1 = iadd %a1, %o1
    %p1 = ptradd %out, %b1
    store %r1, %p1, align 4
    %q1 = iconst.i64 388
    %pq1 = ptradd %out, %q1
    store %ru1, %pq1, align 4
    %r2 = ctz %v
    %ru2 = ctz %u
    %o2 = iconst.i64 8
    %a2 = imul %i64, %c48
    %b2 = iadd %a2, %o2
    %p2 = ptradd %out, %b2
    store %r2, %p2, align 4
    %q2 = iconst.i64 392
    %pq2 = ptradd %out, %q2
    store %ru2, %pq2, align 4
    %r3 = bitrev %v
    %ru3 = bitrev %u
    %o3 = iconst.i64 12
    %a3 = imul %i64, %c48
    %b3 = iadd %a3, %o3
    %p3 = ptradd %out, %b3
    store %r3, %p3, align 4
    %q3 = iconst.i64 396
    %pq3 = ptradd %out, %q3
    store %ru3, %pq3, align 4
    %r4 = popcnt %v16
    %ru4 = popcnt %u16
    %r4z = zext.i32 %r4
    %ru4z = zext.i32 %ru4
    %o4 = iconst.i64 16
    %a4 = imul %i64, %c48
    %b4 = iadd %a4, %o4
    %p4 = ptradd %out, %b4
    store %r4z, %p4, align 4
    %q4 = iconst.i64 400
    %pq4 = ptradd %out, %q4
    store %ru4z, %pq4, align 4
    %r5 = clz %v16
    %ru5 = clz %u16
    %r5z = zext.i32 %r5
    %ru5z = zext.i32 %ru5
    %o5 = iconst.i64 20
    %a5 = imul %i64, %c48
    %b5 = iadd %a5, %o5
    %p5 = ptradd %out, %b5
    store %r5z, %p5, align 4
    %q5 = iconst.i64 404
    %pq5 = ptradd %out, %q5
    store %ru5z, %pq5, align 4
    %r6 = ctz %v16
    %ru6 = ctz %u16
    %r6z = zext.i32 %r6
    %ru6z = zext.i32 %ru6
    %o6 = iconst.i64 24
    %a6 = imul %i64, %c48
    %b6 = iadd %a6, %o6
    %p6 = ptradd %out, %b6
    store %r6z, %p6, align 4
    %q6 = iconst.i64 408
    %pq6 = ptradd %out, %q6
    store %ru6z, %pq6, align 4
    %r7 = bitrev %v16
    %ru7 = bitrev %u16
    %r7z = zext.i32 %r7
    %ru7z = zext.i32 %ru7
    %o7 = iconst.i64 28
    %a7 = imul %i64, %c48
    %b7 = iadd %a7, %o7
    %p7 = ptradd %out, %b7
    store %r7z, %p7, align 4
    %q7 = iconst.i64 412
    %pq7 = ptradd %out, %q7
    store %ru7z, %pq7, align 4
    %r8 = popcnt %v8
    %ru8 = popcnt %u8
    %r8z = zext.i32 %r8
    %ru8z = zext.i32 %ru8
    %o8 = iconst.i64 32
    %a8 = imul %i64, %c48
    %b8 = iadd %a8, %o8
    %p8 = ptradd %out, %b8
    store %r8z, %p8, align 4
    %q8 = iconst.i64 416
    %pq8 = ptradd %out, %q8
    store %ru8z, %pq8, align 4
    %r9 = clz %v8
    %ru9 = clz %u8
    %r9z = zext.i32 %r9
    %ru9z = zext.i32 %ru9
    %o9 = iconst.i64 36
    %a9 = imul %i64, %c48
    %b9 = iadd %a9, %o9
    %p9 = ptradd %out, %b9
    store %r9z, %p9, align 4
    %q9 = iconst.i64 420
    %pq9 = ptradd %out, %q9
    store %ru9z, %pq9, align 4
    %r10 = ctz %v8
    %ru10 = ctz %u8
    %r10z = zext.i32 %r10
    %ru10z = zext.i32 %ru10
    %o10 = iconst.i64 40
    %a10 = imul %i64, %c48
    %b10 = iadd %a10, %o10
    %p10 = ptradd %out, %b10
    store %r10z, %p10, align 4
    %q10 = iconst.i64 424
    %pq10 = ptradd %out, %q10
    store %ru10z, %pq10, align 4
    %r11 = bitrev %v8
    %ru11 = bitrev %u8
    %r11z = zext.i32 %r11
    %ru11z = zext.i32 %ru11
    %o11 = iconst.i64 44
    %a11 = imul %i64, %c48
    %b11 = iadd %a11, %o11
    %p11 = ptradd %out, %b11
    store %r11z, %p11, align 4
    %q11 = iconst.i64 428
    %pq11 = ptradd %out, %q11
    store %ru11z, %pq11, align 4
    ret
}

; 64-bit bit counting, min/max and high multiplies; each lane pairs its
; input with its neighbour's.
;
; run: @bits64 grid(8) (x=i64[0,1,-9223372036854775808,-1,1030792151040,1311768467463790320,9223372036854775807,4294967295], out=i64[90](0), u=1099511627776, w=-13) => out == [0, 64, 64, 0, 0, 1, 0, 1, 0, 0, 1, 63, 0, -9223372036854775808, -9223372036854775808, 1, 1, -9223372036854775808, 0, -1, 1, 0, 63, 1, -9223372036854775808, -1, -9223372036854775808, -1, 9223372036854775807, 0, 64, 0, 0, -1, -1, 1030792151040, 1030792151040, -1, 1030792151039, -1, 4, 24, 36, 251658240, 1030792151040, 1311768467463790320, 1030792151040, 1311768467463790320, 73300775185, 73300775185, 32, 3, 4, 1115552785675988040, 1311768467463790320, 9223372036854775807, 1311768467463790320, 9223372036854775807, 655884233731895159, 655884233731895159, 63, 1, 0, -2, 4294967295, 9223372036854775807, 4294967295, 9223372036854775807, 2147483647, 2147483647, 32, 32, 0, -4294967296, 0, 4294967295, 0, 4294967295, 0, 0, 1, 23, 40, 8388608, -13, 1099511627776, 1099511627776, -13, 1099511627775, -1]

kernel @bits64(%x: ptr.global, %out: ptr.global, %u: i64, %w: i64) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %eight = iconst.i64 8
    %xo = imul %i64, %eight
    %px = ptradd %x, %xo
    %v = load.i64 %px, align 8
    %one = iconst.i32 1
    %seven = iconst.i32 7
    %in = iadd %i, %one
    %jn = and %in, %seven
    %jn64 = zext.i64 %jn
    %yo = imul %jn64, %eight
    %py = ptradd %x, %yo
    %y = load.i64 %py, align 8
    %c80 = iconst.i64 80
    %base = imul %i64, %c80
    %r0 = popcnt %v
    %ru0 = popcnt %u
    %o0 = iconst.i64 0
    %b0 = iadd %base, %o0
    %p0 = ptradd %out, %b0
    store %r0, %p0, align 8
    %q0 = iconst.i64 640
    %pq0 = ptradd %out, %q0
    store %ru0, %pq0, align 8
    %r1 = clz %v
    %ru1 = clz %u
    %o1 = iconst.i64 8
    %b1 = iadd %base, %o1
    %p1 = ptradd %out, %b1
    store %r1, %p1, align 8
    %q1 = iconst.i64 648
    %pq1 = ptradd %out, %q1
    store %ru1, %pq1, align 8
    %r2 = ctz %v
    %ru2 = ctz %u
    %o2 = iconst.i64 16
    %b2 = iadd %base, %o2
    %p2 = ptradd %out, %b2
    store %r2, %p2, align 8
    %q2 = iconst.i64 656
    %pq2 = ptradd %out, %q2
    store %ru2, %pq2, align 8
    %r3 = bitrev %v
    %ru3 = bitrev %u
    %o3 = iconst.i64 24
    %b3 = iadd %base, %o3
    %p3 = ptradd %out, %b3
    store %r3, %p3, align 8
    %q3 = iconst.i64 664
    %pq3 = ptradd %out, %q3
    store %ru3, %pq3, align 8
    %r4 = smin %v, %y
    %ru4 = smin %u, %w
    %o4 = iconst.i64 32
    %b4 = iadd %base, %o4
    %p4 = ptradd %out, %b4
    store %r4, %p4, align 8
    %q4 = iconst.i64 672
    %pq4 = ptradd %out, %q4
    store %ru4, %pq4, align 8
    %r5 = smax %v, %y
    %ru5 = smax %u, %w
    %o5 = iconst.i64 40
    %b5 = iadd %base, %o5
    %p5 = ptradd %out, %b5
    store %r5, %p5, align 8
    %q5 = iconst.i64 680
    %pq5 = ptradd %out, %q5
    store %ru5, %pq5, align 8
    %r6 = umin %v, %y
    %ru6 = umin %u, %w
    %o6 = iconst.i64 48
    %b6 = iadd %base, %o6
    %p6 = ptradd %out, %b6
    store %r6, %p6, align 8
    %q6 = iconst.i64 688
    %pq6 = ptradd %out, %q6
    store %ru6, %pq6, align 8
    %r7 = umax %v, %y
    %ru7 = umax %u, %w
    %o7 = iconst.i64 56
    %b7 = iadd %base, %o7
    %p7 = ptradd %out, %b7
    store %r7, %p7, align 8
    %q7 = iconst.i64 696
    %pq7 = ptradd %out, %q7
    store %ru7, %pq7, align 8
    %r8 = umulhi %v, %y
    %ru8 = umulhi %u, %w
    %o8 = iconst.i64 64
    %b8 = iadd %base, %o8
    %p8 = ptradd %out, %b8
    store %r8, %p8, align 8
    %q8 = iconst.i64 704
    %pq8 = ptradd %out, %q8
    store %ru8, %pq8, align 8
    %r9 = smulhi %v, %y
    %ru9 = smulhi %u, %w
    %o9 = iconst.i64 72
    %b9 = iadd %base, %o9
    %p9 = ptradd %out, %b9
    store %r9, %p9, align 8
    %q9 = iconst.i64 712
    %pq9 = ptradd %out, %q9
    store %ru9, %pq9, align 8
    ret
}
