; Shift-and-add trees selected as one three-source VALU row
; (v_lshl_add_u32, v_add_lshl_u32, v_add3_u32, v_xad_u32, v_lshl_or_b32,
; v_and_or_b32, v_or3_b32) and the sums reassociated so their uniform part
; is computed on the SALU: shifts by 0 and 31 (kernel arguments), sums
; that wrap, a negative uniform offset, a literal, an `imul` by 8, a case
; with two scalars that stays two rows, and an LDS address
; `((t + 3) << 2) + (lds + 64)` with
; its uniform part (3 and 64 from the argument d = -3) on the SALU. Expected values computed with
; Python's integers wrapped to 32 bits, independently of the interpreter.
; run: @addr_fusion grid(16) wg(16) (xs=i32[0, 1, -1, -2147483648, 2147483647, 123456789, -987654321, 7, 1073741824, -5, 77, 65535, -65536, 3, 2147483644, -100], out=i32[320](0), u=-123456, w=65536, sh0=0, sh31=31, d=-3) => out == [0, 0, -123456, 74565, 138688, 2040832, 865536, -493824, 0, -122456, 65533, -123456, -123456, 0, -123456, -57920, 0, -123456, 124, 3, 2, -2147483647, -123448, 74569, 138692, 2040848, 865544, -493820, 0, -122454, 65534, -123454, -123424, 1, -123455, -57919, 9, 2147360192, 129, 2147483644, 1, -2147483646, -123464, 74561, 138684, 2040816, 865528, -493828, -2147483648, -122455, 65532, 123457, -32, -123454, -1, -1, -6, 2147360192, 122, -100, -2147483645, 3, -123456, 74565, 138688, 2040832, 865536, -493824, -2147483648, 2147361195, -2147418115, 2147360195, -123456, -2147483645, -123453, -57920, 3, -123456, 127, 1000, -2147483645, -2147483644, -123464, 74561, 138684, 2040816, 865528, -493828, -2147483648, 2147361195, -2147418116, -2147360189, -32, 2147360196, -1, -1, -4, 2147360192, 124, 1001, 123456794, -2147483643, 987530856, 493901721, 493965844, 1977349456, 988519848, 493333332, 0, 123334338, 123522322, -123350822, -16416, 123342085, -8747, -8747, 987654317, 2147360192, 493827285, 1002, -987654315, -2147483642, 688576568, 344424577, 344488700, 1379440880, 689565560, 343856188, -2147483648, -987776771, -987588788, 987728533, -66080, -987753146, -24625, -24625, 688700030, 2147360192, 344350142, 1003, 14, -2147483641, -123400, 74593, 138716, 2040944, 865592, -493796, 0, -122442, 65540, -123442, -123424, 7, -123449, -57913, 63, 2147360192, 159, 1004, 1073741832, 8, -123456, 74565, 138688, 2040832, 865536, -493824, 0, 1073619376, 1073807357, -1073865272, -123456, 1073741832, -123448, -57920, 8, -123456, 132, 1005, 4, -2147483639, -123496, 74545, 138668, 2040752, 865496, -493844, 0, -122452, 65528, 123460, -32, -123447, -5, -5, -31, 2147360192, 113, 1006, 87, -2147483638, -122840, 74873, 138996, 2042064, 866152, -493516, -2147483648, -122369, 65610, -123497, -123424, 74, -123441, -57907, 626, 2147360192, 442, 1007, 65546, -2147483637, 400824, 336705, 400828, 3089392, 1389816, -231684, 0, -56910, 131068, -73142, -32, 7627, -65537, -1, 524291, 2147360192, 262275, 1008, -65524, 12, -647744, -187579, -123456, 992256, 341248, -755968, 0, -187980, -3, 73164, -123456, -131060, -57908, -57920, -524276, -123456, -262008, 1009, 16, -2147483635, -123432, 74577, 138700, 2040880, 865560, -493812, 0, -122440, 65536, -123440, -123424, 13, -123441, -57917, 37, 2147360192, 149, 1010, -2147483638, 14, -123488, 74549, 138672, 2040768, 865504, -493840, 0, 2147361202, -2147418119, -2147360182, -64, 2147360206, -2, -4, -18, -123456, 122, 1011, -85, 15, -124256, 74165, 138288, 2039232, 864736, -494224, -2147483648, -122541, 65433, 123499, -64, -123505, -33, -36, -785, -123456, -261, 1012]

lds @addr_fusion_buf: 128, align 4

kernel @addr_fusion(%xs: ptr.global, %out: ptr.global, %u: i32, %w: i32, %sh0: i32, %sh31: i32, %d: i32) reqd_workgroup_size(16, 1, 1) {
entry:
    %t = workitem_id x
    %t64 = zext.i64 %t
    %c4x = iconst.i64 4
    %ox = imul %t64, %c4x
    %px = ptradd %xs, %ox
    %x = load.i32 %px, align 4
    %rowb = iconst.i64 80
    %ob = imul %t64, %rowb
    %base = ptradd %out, %ob
    %c2 = iconst.i32 2
    %c3 = iconst.i32 3
    %c4 = iconst.i32 4
    %c5 = iconst.i32 5
    %c8 = iconst.i32 8
    %k100000 = iconst.i32 100000
    %lit = iconst.i32 74565
    ; LDS: lane t writes x at t and 1000 + t at t + 16
    %lds = lds_addr @addr_fusion_buf
    %toff = shl %t, %c2
    %l0 = ptradd %lds, %toff
    store %x, %l0, align 4
    %k1000 = iconst.i32 1000
    %y = iadd %t, %k1000
    %k64 = iconst.i32 64
    %l1 = ptradd %l0, %k64
    store %y, %l1, align 4
    barrier
    ; shl by 0 plus tid
    %a0 = shl %x, %sh0
    %r0 = iadd %a0, %t
    %o0 = iconst.i64 0
    %p0 = ptradd %base, %o0
    store %r0, %p0, align 4
    ; shl by 31 plus tid
    %a1 = shl %x, %sh31
    %r1 = iadd %t, %a1
    %o1 = iconst.i64 4
    %p1 = ptradd %base, %o1
    store %r1, %p1, align 4
    ; shl by 3 plus uniform, wrapping
    %a2 = shl %x, %c3
    %r2 = iadd %a2, %u
    %o2 = iconst.i64 8
    %p2 = ptradd %base, %o2
    store %r2, %p2, align 4
    ; shl by 2 plus literal
    %a3 = shl %x, %c2
    %r3 = iadd %a3, %lit
    %o3 = iconst.i64 12
    %p3 = ptradd %base, %o3
    store %r3, %p3, align 4
    ; (x + w) << 2 + u, reassociated
    %a4 = iadd %x, %w
    %b4 = shl %a4, %c2
    %r4 = iadd %b4, %u
    %o4 = iconst.i64 16
    %p4 = ptradd %base, %o4
    store %r4, %p4, align 4
    ; (x - u) << 4 + w, reassociated
    %a5 = isub %x, %u
    %b5 = shl %a5, %c4
    %r5 = iadd %w, %b5
    %o5 = iconst.i64 20
    %p5 = ptradd %base, %o5
    store %r5, %p5, align 4
    ; (x + 100000) << 3 + w, constant part
    %a6 = iadd %x, %k100000
    %b6 = shl %a6, %c3
    %r6 = iadd %b6, %w
    %o6 = iconst.i64 24
    %p6 = ptradd %base, %o6
    store %r6, %p6, align 4
    ; (x + u) << 2
    %a7 = iadd %x, %u
    %r7 = shl %a7, %c2
    %o7 = iconst.i64 28
    %p7 = ptradd %base, %o7
    store %r7, %p7, align 4
    ; (x + t) << sh31
    %a8 = iadd %x, %t
    %r8 = shl %a8, %sh31
    %o8 = iconst.i64 32
    %p8 = ptradd %base, %o8
    store %r8, %p8, align 4
    ; (x + y) + u, y = t + 1000
    %a9 = iadd %x, %y
    %r9 = iadd %a9, %u
    %o9 = iconst.i64 36
    %p9 = ptradd %base, %o9
    store %r9, %p9, align 4
    ; (x + d) + w, reassociated
    %a10 = iadd %x, %d
    %r10 = iadd %a10, %w
    %o10 = iconst.i64 40
    %p10 = ptradd %base, %o10
    store %r10, %p10, align 4
    ; (x ^ u) + t
    %a11 = xor %x, %u
    %r11 = iadd %a11, %t
    %o11 = iconst.i64 44
    %p11 = ptradd %base, %o11
    store %r11, %p11, align 4
    ; (x << 5) | u
    %a12 = shl %x, %c5
    %r12 = or %a12, %u
    %o12 = iconst.i64 48
    %p12 = ptradd %base, %o12
    store %r12, %p12, align 4
    ; (x & u) | t
    %a13 = and %x, %u
    %r13 = or %t, %a13
    %o13 = iconst.i64 52
    %p13 = ptradd %base, %o13
    store %r13, %p13, align 4
    ; (x | t) | u
    %a14 = or %x, %t
    %r14 = or %a14, %u
    %o14 = iconst.i64 56
    %p14 = ptradd %base, %o14
    store %r14, %p14, align 4
    ; (x | u) | w, reassociated
    %a15 = or %x, %u
    %r15 = or %a15, %w
    %o15 = iconst.i64 60
    %p15 = ptradd %base, %o15
    store %r15, %p15, align 4
    ; x * 8 + t
    %a16 = imul %x, %c8
    %r16 = iadd %a16, %t
    %o16 = iconst.i64 64
    %p16 = ptradd %base, %o16
    store %r16, %p16, align 4
    ; (x << sh31) + u, two scalars
    %a17 = shl %x, %sh31
    %r17 = iadd %a17, %u
    %o17 = iconst.i64 68
    %p17 = ptradd %base, %o17
    store %r17, %p17, align 4
    ; (x + sh31) << 2 + t
    %a18 = iadd %x, %sh31
    %b18 = shl %a18, %c2
    %r18 = iadd %b18, %t
    %o18 = iconst.i64 72
    %p18 = ptradd %base, %o18
    store %r18, %p18, align 4
    ; LDS read at ((t + d) << 2) + (lds + 64), lds + 64 a uniform value
    %k67 = iconst.i32 67
    %ub = iadd %d, %k67
    %half = ptradd %lds, %ub
    %j = iadd %t, %d
    %joff = shl %j, %c2
    %lj = ptradd %half, %joff
    %v = load.i32 %lj, align 4
    %olast = iconst.i64 76
    %plast = ptradd %base, %olast
    store %v, %plast, align 4
    ret
}
