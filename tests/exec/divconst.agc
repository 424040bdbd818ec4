; Division and remainder by constants (udiv urem sdiv srem) of i32 and
; i64, divergent (one input per lane) and uniform (a kernel argument): at
; -O1 and above the cleanup round rewrites them into multiply-high and
; shifts, at -O0 they take the general expansion; both must agree with
; the interpreter. Divisors cover the magic-number forms: plain (3, 10),
; the 33/65-bit "add" form (7), even divisors pre-shifted (12, -100),
; powers of two of both signs, the extremes and the Fermat-number factors
; 641 and 274177. Expected values computed with Python's integers
; (truncating signed division, wrapped to the width).
; run: @divconst_32 grid(8) (x=i32[0,1,-1,-2147483648,2147483647,123456789,-987654321,7], out=i32[432](0), u=-123456) => out == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 1431655765, 0, 0, -1, 613566756, 3, 0, -1, 429496729, 5, 0, -1, 357913941, 3, 0, -1, 6700416, 639, 0, -1, 4, 294967267, 0, -1, 1, 6, 0, -1, 1, 99, 0, -1, 268435455, 15, 0, -1, 1, 15, 0, -1, 2, 1, 0, -1, 1, 2147483647, 0, -1, 715827882, 2, -715827882, -2, 306783378, 2, -306783378, -2, 214748364, 8, -214748364, -8, 178956970, 8, -178956970, -8, 3350208, 320, -3350208, -320, 2, 147483634, -2, -147483634, 0, -2147483648, 306783378, -2, 0, -2147483648, 21474836, -48, 134217728, 0, -134217728, 0, 0, -2147483648, 134217728, 0, 1, 1, -1, -1, 1, 0, 1, 0, 715827882, 1, 715827882, 1, 306783378, 1, 306783378, 1, 214748364, 7, 214748364, 7, 178956970, 7, 178956970, 7, 3350208, 319, 3350208, 319, 2, 147483633, 2, 147483633, 0, 2147483647, -306783378, 1, 0, 2147483647, -21474836, 47, 134217727, 15, 134217727, 15, 0, 2147483647, -134217727, 15, 1, 0, 1, 0, 0, 2147483647, 0, 2147483647, 41152263, 0, 41152263, 0, 17636684, 1, 17636684, 1, 12345678, 9, 12345678, 9, 10288065, 9, 10288065, 9, 192600, 189, 192600, 189, 0, 123456789, 0, 123456789, 0, 123456789, -17636684, 1, 0, 123456789, -1234567, 89, 7716049, 5, 7716049, 5, 0, 123456789, -7716049, 5, 0, 123456789, 0, 123456789, 0, 123456789, 0, 123456789, 1102437658, 1, -329218107, 0, 472473282, 1, -141093474, -3, 330731297, 5, -98765432, -1, 275609414, 7, -82304526, -9, 5159614, 401, -1540802, -239, 3, 307312954, 0, -987654321, 0, -987654321, 141093474, -3, 0, -987654321, 9876543, -21, 206707060, 15, -61728395, -1, 0, -987654321, 61728395, -1, 1, 1159829328, 0, -987654321, 1, 1159829327, 0, -987654321, 2, 1, 2, 1, 1, 0, 1, 0, 0, 7, 0, 7, 0, 7, 0, 7, 0, 7, 0, 7, 0, 7, 0, 7, 0, 7, -1, 0, 0, 7, 0, 7, 0, 7, 0, 7, 0, 7, 0, 7, 0, 7, 0, 7, 0, 7, 0, 7, 1431614613, 1, -41152, 0, 613549120, 0, -17636, -4, 429484384, 0, -12345, -6, 357903653, 4, -10288, 0, 6700224, 256, -192, -384, 4, 294843812, 0, -123456, 0, -123456, 17636, -4, 0, -123456, 1234, -56, 268427740, 0, -7716, 0, 0, -123456, 7716, 0, 1, 2147360193, 0, -123456, 1, 2147360192, 0, -123456]
; run: @divconst_64 grid(8) (x=i64[0,1,-1,-9223372036854775808,9223372036854775807,1234567890123456789,-987654321987654321,30064771077], out=i64[468](0), u=81985529216486895) => out == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 6148914691236517205, 0, 0, -1, 2635249153387078802, 1, 0, -1, 1844674407370955161, 5, 0, -1, 1537228672809129301, 3, 0, -1, 67280421310720, 274175, 0, -1, 274176, 67280421310719, 0, -1, 18446743944, 582344007, 0, -1, 1, 6, 0, -1, 1, 99, 0, -1, 1152921504606846975, 15, 0, -1, 1, 15, 0, -1, 2, 1, 0, -1, 1, 9223372036854775807, 0, -1, 3074457345618258602, 2, -3074457345618258602, -2, 1317624576693539401, 1, -1317624576693539401, -1, 922337203685477580, 8, -922337203685477580, -8, 768614336404564650, 8, -768614336404564650, -8, 33640210655360, 137088, -33640210655360, -137088, 137088, 33640210655360, -137088, -33640210655360, 9223371972, 291172004, -9223371972, -291172004, 0, -9223372036854775808, 1317624576693539401, -1, 0, -9223372036854775808, 92233720368547758, -8, 576460752303423488, 0, -576460752303423488, 0, 0, -9223372036854775808, 576460752303423488, 0, 1, 1, -1, -1, 1, 0, 1, 0, 3074457345618258602, 1, 3074457345618258602, 1, 1317624576693539401, 0, 1317624576693539401, 0, 922337203685477580, 7, 922337203685477580, 7, 768614336404564650, 7, 768614336404564650, 7, 33640210655360, 137087, 33640210655360, 137087, 137088, 33640210655359, 137088, 33640210655359, 9223371972, 291172003, 9223371972, 291172003, 0, 9223372036854775807, -1317624576693539401, 0, 0, 9223372036854775807, -92233720368547758, 7, 576460752303423487, 15, 576460752303423487, 15, 0, 9223372036854775807, -576460752303423487, 15, 1, 0, 1, 0, 0, 9223372036854775807, 0, 9223372036854775807, 411522630041152263, 0, 411522630041152263, 0, 176366841446208112, 5, 176366841446208112, 5, 123456789012345678, 9, 123456789012345678, 9, 102880657510288065, 9, 102880657510288065, 9, 4502813474957, 171400, 4502813474957, 171400, 18349, 39439493037160, 18349, 39439493037160, 1234567881, 481481622, 1234567881, 481481622, 0, 1234567890123456789, -176366841446208112, 5, 0, 1234567890123456789, -12345678901234567, 89, 77160493132716049, 5, 77160493132716049, 5, 0, 1234567890123456789, -77160493132716049, 5, 0, 1234567890123456789, 0, 1234567890123456789, 0, 1234567890123456789, 0, 1234567890123456789, 5819696583907299098, 1, -329218107329218107, 0, 2494155678817413899, 2, -141093474569664903, 0, 1745908975172189729, 5, -98765432198765432, -1, 1454924145976824774, 7, -82304526832304526, -9, 63678170494687, 99696, -3602250816033, -174480, 259497, 22262853729958, -14679, -45017567580762, 17459089629, 508269892, -987654315, -74074116, 0, -987654321987654321, 141093474569664903, 0, 0, -987654321987654321, 9876543219876543, -21, 1091193109482618580, 15, -61728395124228395, -1, 0, -987654321987654321, 61728395124228395, -1, 1, 8235717714867121488, 0, -987654321987654321, 1, 8235717714867121487, 0, -987654321987654321, 10021590359, 0, 10021590359, 0, 4294967296, 5, 4294967296, 5, 3006477107, 7, 3006477107, 7, 2505397589, 9, 2505397589, 9, 109654, 166319, 109654, 166319, 0, 30064771077, 0, 30064771077, 30, 64770867, 30, 64770867, 0, 30064771077, -4294967296, 5, 0, 30064771077, -300647710, 77, 1879048192, 5, 1879048192, 5, 0, 30064771077, -1879048192, 5, 0, 30064771077, 0, 30064771077, 0, 30064771077, 0, 30064771077, 27328509738828965, 0, 27328509738828965, 0, 11712218459498127, 6, 11712218459498127, 6, 8198552921648689, 5, 8198552921648689, 5, 6832127434707241, 3, 6832127434707241, 3, 299024094714, 86517, 299024094714, 86517, 1218, 37976060028717, 1218, 37976060028717, 81985528, 642588199, 81985528, 642588199, 0, 81985529216486895, -11712218459498127, 6, 0, 81985529216486895, -819855292164868, 95, 5124095576030430, 15, 5124095576030430, 15, 0, 81985529216486895, -5124095576030430, 15, 0, 81985529216486895, 0, 81985529216486895, 0, 81985529216486895, 0, 81985529216486895]

kernel @divconst_32(%x: ptr.global, %out: ptr.global, %u: i32) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %sz = iconst.i64 4
    %xo = imul %i64, %sz
    %px = ptradd %x, %xo
    %v = load.i32 %px, align 4
    %row = iconst.i64 192
    %base = imul %i64, %row
    %pv = ptradd %out, %base
    %ubase = iconst.i64 1536
    %pu = ptradd %out, %ubase
    %d0 = iconst.i32 3
    %r0 = udiv %v, %d0
    %ru0 = udiv %u, %d0
    %o0 = iconst.i64 0
    %p0 = ptradd %pv, %o0
    store %r0, %p0, align 4
    %q0 = ptradd %pu, %o0
    store %ru0, %q0, align 4
    %r1 = urem %v, %d0
    %ru1 = urem %u, %d0
    %o1 = iconst.i64 4
    %p1 = ptradd %pv, %o1
    store %r1, %p1, align 4
    %q1 = ptradd %pu, %o1
    store %ru1, %q1, align 4
    %r2 = sdiv %v, %d0
    %ru2 = sdiv %u, %d0
    %o2 = iconst.i64 8
    %p2 = ptradd %pv, %o2
    store %r2, %p2, align 4
    %q2 = ptradd %pu, %o2
    store %ru2, %q2, align 4
    %r3 = srem %v, %d0
    %ru3 = srem %u, %d0
    %o3 = iconst.i64 12
    %p3 = ptradd %pv, %o3
    store %r3, %p3, align 4
    %q3 = ptradd %pu, %o3
    store %ru3, %q3, align 4
    %d1 = iconst.i32 7
    %r4 = udiv %v, %d1
    %ru4 = udiv %u, %d1
    %o4 = iconst.i64 16
    %p4 = ptradd %pv, %o4
    store %r4, %p4, align 4
    %q4 = ptradd %pu, %o4
    store %ru4, %q4, align 4
    %r5 = urem %v, %d1
    %ru5 = urem %u, %d1
    %o5 = iconst.i64 20
    %p5 = ptradd %pv, %o5
    store %r5, %p5, align 4
    %q5 = ptradd %pu, %o5
    store %ru5, %q5, align 4
    %r6 = sdiv %v, %d1
    %ru6 = sdiv %u, %d1
    %o6 = iconst.i64 24
    %p6 = ptradd %pv, %o6
    store %r6, %p6, align 4
    %q6 = ptradd %pu, %o6
    store %ru6, %q6, align 4
    %r7 = srem %v, %d1
    %ru7 = srem %u, %d1
    %o7 = iconst.i64 28
    %p7 = ptradd %pv, %o7
    store %r7, %p7, align 4
    %q7 = ptradd %pu, %o7
    store %ru7, %q7, align 4
    %d2 = iconst.i32 10
    %r8 = udiv %v, %d2
    %ru8 = udiv %u, %d2
    %o8 = iconst.i64 32
    %p8 = ptradd %pv, %o8
    store %r8, %p8, align 4
    %q8 = ptradd %pu, %o8
    store %ru8, %q8, align 4
    %r9 = urem %v, %d2
    %ru9 = urem %u, %d2
    %o9 = iconst.i64 36
    %p9 = ptradd %pv, %o9
    store %r9, %p9, align 4
    %q9 = ptradd %pu, %o9
    store %ru9, %q9, align 4
    %r10 = sdiv %v, %d2
    %ru10 = sdiv %u, %d2
    %o10 = iconst.i64 40
    %p10 = ptradd %pv, %o10
    store %r10, %p10, align 4
    %q10 = ptradd %pu, %o10
    store %ru10, %q10, align 4
    %r11 = srem %v, %d2
    %ru11 = srem %u, %d2
    %o11 = iconst.i64 44
    %p11 = ptradd %pv, %o11
    store %r11, %p11, align 4
    %q11 = ptradd %pu, %o11
    store %ru11, %q11, align 4
    %d3 = iconst.i32 12
    %r12 = udiv %v, %d3
    %ru12 = udiv %u, %d3
    %o12 = iconst.i64 48
    %p12 = ptradd %pv, %o12
    store %r12, %p12, align 4
    %q12 = ptradd %pu, %o12
    store %ru12, %q12, align 4
    %r13 = urem %v, %d3
    %ru13 = urem %u, %d3
    %o13 = iconst.i64 52
    %p13 = ptradd %pv, %o13
    store %r13, %p13, align 4
    %q13 = ptradd %pu, %o13
    store %ru13, %q13, align 4
    %r14 = sdiv %v, %d3
    %ru14 = sdiv %u, %d3
    %o14 = iconst.i64 56
    %p14 = ptradd %pv, %o14
    store %r14, %p14, align 4
    %q14 = ptradd %pu, %o14
    store %ru14, %q14, align 4
    %r15 = srem %v, %d3
    %ru15 = srem %u, %d3
    %o15 = iconst.i64 60
    %p15 = ptradd %pv, %o15
    store %r15, %p15, align 4
    %q15 = ptradd %pu, %o15
    store %ru15, %q15, align 4
    %d4 = iconst.i32 641
    %r16 = udiv %v, %d4
    %ru16 = udiv %u, %d4
    %o16 = iconst.i64 64
    %p16 = ptradd %pv, %o16
    store %r16, %p16, align 4
    %q16 = ptradd %pu, %o16
    store %ru16, %q16, align 4
    %r17 = urem %v, %d4
    %ru17 = urem %u, %d4
    %o17 = iconst.i64 68
    %p17 = ptradd %pv, %o17
    store %r17, %p17, align 4
    %q17 = ptradd %pu, %o17
    store %ru17, %q17, align 4
    %r18 = sdiv %v, %d4
    %ru18 = sdiv %u, %d4
    %o18 = iconst.i64 72
    %p18 = ptradd %pv, %o18
    store %r18, %p18, align 4
    %q18 = ptradd %pu, %o18
    store %ru18, %q18, align 4
    %r19 = srem %v, %d4
    %ru19 = srem %u, %d4
    %o19 = iconst.i64 76
    %p19 = ptradd %pv, %o19
    store %r19, %p19, align 4
    %q19 = ptradd %pu, %o19
    store %ru19, %q19, align 4
    %d5 = iconst.i32 1000000007
    %r20 = udiv %v, %d5
    %ru20 = udiv %u, %d5
    %o20 = iconst.i64 80
    %p20 = ptradd %pv, %o20
    store %r20, %p20, align 4
    %q20 = ptradd %pu, %o20
    store %ru20, %q20, align 4
    %r21 = urem %v, %d5
    %ru21 = urem %u, %d5
    %o21 = iconst.i64 84
    %p21 = ptradd %pv, %o21
    store %r21, %p21, align 4
    %q21 = ptradd %pu, %o21
    store %ru21, %q21, align 4
    %r22 = sdiv %v, %d5
    %ru22 = sdiv %u, %d5
    %o22 = iconst.i64 88
    %p22 = ptradd %pv, %o22
    store %r22, %p22, align 4
    %q22 = ptradd %pu, %o22
    store %ru22, %q22, align 4
    %r23 = srem %v, %d5
    %ru23 = srem %u, %d5
    %o23 = iconst.i64 92
    %p23 = ptradd %pv, %o23
    store %r23, %p23, align 4
    %q23 = ptradd %pu, %o23
    store %ru23, %q23, align 4
    %d6 = iconst.i32 -7
    %r24 = udiv %v, %d6
    %ru24 = udiv %u, %d6
    %o24 = iconst.i64 96
    %p24 = ptradd %pv, %o24
    store %r24, %p24, align 4
    %q24 = ptradd %pu, %o24
    store %ru24, %q24, align 4
    %r25 = urem %v, %d6
    %ru25 = urem %u, %d6
    %o25 = iconst.i64 100
    %p25 = ptradd %pv, %o25
    store %r25, %p25, align 4
    %q25 = ptradd %pu, %o25
    store %ru25, %q25, align 4
    %r26 = sdiv %v, %d6
    %ru26 = sdiv %u, %d6
    %o26 = iconst.i64 104
    %p26 = ptradd %pv, %o26
    store %r26, %p26, align 4
    %q26 = ptradd %pu, %o26
    store %ru26, %q26, align 4
    %r27 = srem %v, %d6
    %ru27 = srem %u, %d6
    %o27 = iconst.i64 108
    %p27 = ptradd %pv, %o27
    store %r27, %p27, align 4
    %q27 = ptradd %pu, %o27
    store %ru27, %q27, align 4
    %d7 = iconst.i32 -100
    %r28 = udiv %v, %d7
    %ru28 = udiv %u, %d7
    %o28 = iconst.i64 112
    %p28 = ptradd %pv, %o28
    store %r28, %p28, align 4
    %q28 = ptradd %pu, %o28
    store %ru28, %q28, align 4
    %r29 = urem %v, %d7
    %ru29 = urem %u, %d7
    %o29 = iconst.i64 116
    %p29 = ptradd %pv, %o29
    store %r29, %p29, align 4
    %q29 = ptradd %pu, %o29
    store %ru29, %q29, align 4
    %r30 = sdiv %v, %d7
    %ru30 = sdiv %u, %d7
    %o30 = iconst.i64 120
    %p30 = ptradd %pv, %o30
    store %r30, %p30, align 4
    %q30 = ptradd %pu, %o30
    store %ru30, %q30, align 4
    %r31 = srem %v, %d7
    %ru31 = srem %u, %d7
    %o31 = iconst.i64 124
    %p31 = ptradd %pv, %o31
    store %r31, %p31, align 4
    %q31 = ptradd %pu, %o31
    store %ru31, %q31, align 4
    %d8 = iconst.i32 16
    %r32 = udiv %v, %d8
    %ru32 = udiv %u, %d8
    %o32 = iconst.i64 128
    %p32 = ptradd %pv, %o32
    store %r32, %p32, align 4
    %q32 = ptradd %pu, %o32
    store %ru32, %q32, align 4
    %r33 = urem %v, %d8
    %ru33 = urem %u, %d8
    %o33 = iconst.i64 132
    %p33 = ptradd %pv, %o33
    store %r33, %p33, align 4
    %q33 = ptradd %pu, %o33
    store %ru33, %q33, align 4
    %r34 = sdiv %v, %d8
    %ru34 = sdiv %u, %d8
    %o34 = iconst.i64 136
    %p34 = ptradd %pv, %o34
    store %r34, %p34, align 4
    %q34 = ptradd %pu, %o34
    store %ru34, %q34, align 4
    %r35 = srem %v, %d8
    %ru35 = srem %u, %d8
    %o35 = iconst.i64 140
    %p35 = ptradd %pv, %o35
    store %r35, %p35, align 4
    %q35 = ptradd %pu, %o35
    store %ru35, %q35, align 4
    %d9 = iconst.i32 -16
    %r36 = udiv %v, %d9
    %ru36 = udiv %u, %d9
    %o36 = iconst.i64 144
    %p36 = ptradd %pv, %o36
    store %r36, %p36, align 4
    %q36 = ptradd %pu, %o36
    store %ru36, %q36, align 4
    %r37 = urem %v, %d9
    %ru37 = urem %u, %d9
    %o37 = iconst.i64 148
    %p37 = ptradd %pv, %o37
    store %r37, %p37, align 4
    %q37 = ptradd %pu, %o37
    store %ru37, %q37, align 4
    %r38 = sdiv %v, %d9
    %ru38 = sdiv %u, %d9
    %o38 = iconst.i64 152
    %p38 = ptradd %pv, %o38
    store %r38, %p38, align 4
    %q38 = ptradd %pu, %o38
    store %ru38, %q38, align 4
    %r39 = srem %v, %d9
    %ru39 = srem %u, %d9
    %o39 = iconst.i64 156
    %p39 = ptradd %pv, %o39
    store %r39, %p39, align 4
    %q39 = ptradd %pu, %o39
    store %ru39, %q39, align 4
    %d10 = iconst.i32 2147483647
    %r40 = udiv %v, %d10
    %ru40 = udiv %u, %d10
    %o40 = iconst.i64 160
    %p40 = ptradd %pv, %o40
    store %r40, %p40, align 4
    %q40 = ptradd %pu, %o40
    store %ru40, %q40, align 4
    %r41 = urem %v, %d10
    %ru41 = urem %u, %d10
    %o41 = iconst.i64 164
    %p41 = ptradd %pv, %o41
    store %r41, %p41, align 4
    %q41 = ptradd %pu, %o41
    store %ru41, %q41, align 4
    %r42 = sdiv %v, %d10
    %ru42 = sdiv %u, %d10
    %o42 = iconst.i64 168
    %p42 = ptradd %pv, %o42
    store %r42, %p42, align 4
    %q42 = ptradd %pu, %o42
    store %ru42, %q42, align 4
    %r43 = srem %v, %d10
    %ru43 = srem %u, %d10
    %o43 = iconst.i64 172
    %p43 = ptradd %pv, %o43
    store %r43, %p43, align 4
    %q43 = ptradd %pu, %o43
    store %ru43, %q43, align 4
    %d11 = iconst.i32 -2147483648
    %r44 = udiv %v, %d11
    %ru44 = udiv %u, %d11
    %o44 = iconst.i64 176
    %p44 = ptradd %pv, %o44
    store %r44, %p44, align 4
    %q44 = ptradd %pu, %o44
    store %ru44, %q44, align 4
    %r45 = urem %v, %d11
    %ru45 = urem %u, %d11
    %o45 = iconst.i64 180
    %p45 = ptradd %pv, %o45
    store %r45, %p45, align 4
    %q45 = ptradd %pu, %o45
    store %ru45, %q45, align 4
    %r46 = sdiv %v, %d11
    %ru46 = sdiv %u, %d11
    %o46 = iconst.i64 184
    %p46 = ptradd %pv, %o46
    store %r46, %p46, align 4
    %q46 = ptradd %pu, %o46
    store %ru46, %q46, align 4
    %r47 = srem %v, %d11
    %ru47 = srem %u, %d11
    %o47 = iconst.i64 188
    %p47 = ptradd %pv, %o47
    store %r47, %p47, align 4
    %q47 = ptradd %pu, %o47
    store %ru47, %q47, align 4
    ret
}

kernel @divconst_64(%x: ptr.global, %out: ptr.global, %u: i64) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %sz = iconst.i64 8
    %xo = imul %i64, %sz
    %px = ptradd %x, %xo
    %v = load.i64 %px, align 8
    %row = iconst.i64 416
    %base = imul %i64, %row
    %pv = ptradd %out, %base
    %ubase = iconst.i64 3328
    %pu = ptradd %out, %ubase
    %d0 = iconst.i64 3
    %r0 = udiv %v, %d0
    %ru0 = udiv %u, %d0
    %o0 = iconst.i64 0
    %p0 = ptradd %pv, %o0
    store %r0, %p0, align 8
    %q0 = ptradd %pu, %o0
    store %ru0, %q0, align 8
    %r1 = urem %v, %d0
    %ru1 = urem %u, %d0
    %o1 = iconst.i64 8
    %p1 = ptradd %pv, %o1
    store %r1, %p1, align 8
    %q1 = ptradd %pu, %o1
    store %ru1, %q1, align 8
    %r2 = sdiv %v, %d0
    %ru2 = sdiv %u, %d0
    %o2 = iconst.i64 16
    %p2 = ptradd %pv, %o2
    store %r2, %p2, align 8
    %q2 = ptradd %pu, %o2
    store %ru2, %q2, align 8
    %r3 = srem %v, %d0
    %ru3 = srem %u, %d0
    %o3 = iconst.i64 24
    %p3 = ptradd %pv, %o3
    store %r3, %p3, align 8
    %q3 = ptradd %pu, %o3
    store %ru3, %q3, align 8
    %d1 = iconst.i64 7
    %r4 = udiv %v, %d1
    %ru4 = udiv %u, %d1
    %o4 = iconst.i64 32
    %p4 = ptradd %pv, %o4
    store %r4, %p4, align 8
    %q4 = ptradd %pu, %o4
    store %ru4, %q4, align 8
    %r5 = urem %v, %d1
    %ru5 = urem %u, %d1
    %o5 = iconst.i64 40
    %p5 = ptradd %pv, %o5
    store %r5, %p5, align 8
    %q5 = ptradd %pu, %o5
    store %ru5, %q5, align 8
    %r6 = sdiv %v, %d1
    %ru6 = sdiv %u, %d1
    %o6 = iconst.i64 48
    %p6 = ptradd %pv, %o6
    store %r6, %p6, align 8
    %q6 = ptradd %pu, %o6
    store %ru6, %q6, align 8
    %r7 = srem %v, %d1
    %ru7 = srem %u, %d1
    %o7 = iconst.i64 56
    %p7 = ptradd %pv, %o7
    store %r7, %p7, align 8
    %q7 = ptradd %pu, %o7
    store %ru7, %q7, align 8
    %d2 = iconst.i64 10
    %r8 = udiv %v, %d2
    %ru8 = udiv %u, %d2
    %o8 = iconst.i64 64
    %p8 = ptradd %pv, %o8
    store %r8, %p8, align 8
    %q8 = ptradd %pu, %o8
    store %ru8, %q8, align 8
    %r9 = urem %v, %d2
    %ru9 = urem %u, %d2
    %o9 = iconst.i64 72
    %p9 = ptradd %pv, %o9
    store %r9, %p9, align 8
    %q9 = ptradd %pu, %o9
    store %ru9, %q9, align 8
    %r10 = sdiv %v, %d2
    %ru10 = sdiv %u, %d2
    %o10 = iconst.i64 80
    %p10 = ptradd %pv, %o10
    store %r10, %p10, align 8
    %q10 = ptradd %pu, %o10
    store %ru10, %q10, align 8
    %r11 = srem %v, %d2
    %ru11 = srem %u, %d2
    %o11 = iconst.i64 88
    %p11 = ptradd %pv, %o11
    store %r11, %p11, align 8
    %q11 = ptradd %pu, %o11
    store %ru11, %q11, align 8
    %d3 = iconst.i64 12
    %r12 = udiv %v, %d3
    %ru12 = udiv %u, %d3
    %o12 = iconst.i64 96
    %p12 = ptradd %pv, %o12
    store %r12, %p12, align 8
    %q12 = ptradd %pu, %o12
    store %ru12, %q12, align 8
    %r13 = urem %v, %d3
    %ru13 = urem %u, %d3
    %o13 = iconst.i64 104
    %p13 = ptradd %pv, %o13
    store %r13, %p13, align 8
    %q13 = ptradd %pu, %o13
    store %ru13, %q13, align 8
    %r14 = sdiv %v, %d3
    %ru14 = sdiv %u, %d3
    %o14 = iconst.i64 112
    %p14 = ptradd %pv, %o14
    store %r14, %p14, align 8
    %q14 = ptradd %pu, %o14
    store %ru14, %q14, align 8
    %r15 = srem %v, %d3
    %ru15 = srem %u, %d3
    %o15 = iconst.i64 120
    %p15 = ptradd %pv, %o15
    store %r15, %p15, align 8
    %q15 = ptradd %pu, %o15
    store %ru15, %q15, align 8
    %d4 = iconst.i64 274177
    %r16 = udiv %v, %d4
    %ru16 = udiv %u, %d4
    %o16 = iconst.i64 128
    %p16 = ptradd %pv, %o16
    store %r16, %p16, align 8
    %q16 = ptradd %pu, %o16
    store %ru16, %q16, align 8
    %r17 = urem %v, %d4
    %ru17 = urem %u, %d4
    %o17 = iconst.i64 136
    %p17 = ptradd %pv, %o17
    store %r17, %p17, align 8
    %q17 = ptradd %pu, %o17
    store %ru17, %q17, align 8
    %r18 = sdiv %v, %d4
    %ru18 = sdiv %u, %d4
    %o18 = iconst.i64 144
    %p18 = ptradd %pv, %o18
    store %r18, %p18, align 8
    %q18 = ptradd %pu, %o18
    store %ru18, %q18, align 8
    %r19 = srem %v, %d4
    %ru19 = srem %u, %d4
    %o19 = iconst.i64 152
    %p19 = ptradd %pv, %o19
    store %r19, %p19, align 8
    %q19 = ptradd %pu, %o19
    store %ru19, %q19, align 8
    %d5 = iconst.i64 67280421310721
    %r20 = udiv %v, %d5
    %ru20 = udiv %u, %d5
    %o20 = iconst.i64 160
    %p20 = ptradd %pv, %o20
    store %r20, %p20, align 8
    %q20 = ptradd %pu, %o20
    store %ru20, %q20, align 8
    %r21 = urem %v, %d5
    %ru21 = urem %u, %d5
    %o21 = iconst.i64 168
    %p21 = ptradd %pv, %o21
    store %r21, %p21, align 8
    %q21 = ptradd %pu, %o21
    store %ru21, %q21, align 8
    %r22 = sdiv %v, %d5
    %ru22 = sdiv %u, %d5
    %o22 = iconst.i64 176
    %p22 = ptradd %pv, %o22
    store %r22, %p22, align 8
    %q22 = ptradd %pu, %o22
    store %ru22, %q22, align 8
    %r23 = srem %v, %d5
    %ru23 = srem %u, %d5
    %o23 = iconst.i64 184
    %p23 = ptradd %pv, %o23
    store %r23, %p23, align 8
    %q23 = ptradd %pu, %o23
    store %ru23, %q23, align 8
    %d6 = iconst.i64 1000000007
    %r24 = udiv %v, %d6
    %ru24 = udiv %u, %d6
    %o24 = iconst.i64 192
    %p24 = ptradd %pv, %o24
    store %r24, %p24, align 8
    %q24 = ptradd %pu, %o24
    store %ru24, %q24, align 8
    %r25 = urem %v, %d6
    %ru25 = urem %u, %d6
    %o25 = iconst.i64 200
    %p25 = ptradd %pv, %o25
    store %r25, %p25, align 8
    %q25 = ptradd %pu, %o25
    store %ru25, %q25, align 8
    %r26 = sdiv %v, %d6
    %ru26 = sdiv %u, %d6
    %o26 = iconst.i64 208
    %p26 = ptradd %pv, %o26
    store %r26, %p26, align 8
    %q26 = ptradd %pu, %o26
    store %ru26, %q26, align 8
    %r27 = srem %v, %d6
    %ru27 = srem %u, %d6
    %o27 = iconst.i64 216
    %p27 = ptradd %pv, %o27
    store %r27, %p27, align 8
    %q27 = ptradd %pu, %o27
    store %ru27, %q27, align 8
    %d7 = iconst.i64 -7
    %r28 = udiv %v, %d7
    %ru28 = udiv %u, %d7
    %o28 = iconst.i64 224
    %p28 = ptradd %pv, %o28
    store %r28, %p28, align 8
    %q28 = ptradd %pu, %o28
    store %ru28, %q28, align 8
    %r29 = urem %v, %d7
    %ru29 = urem %u, %d7
    %o29 = iconst.i64 232
    %p29 = ptradd %pv, %o29
    store %r29, %p29, align 8
    %q29 = ptradd %pu, %o29
    store %ru29, %q29, align 8
    %r30 = sdiv %v, %d7
    %ru30 = sdiv %u, %d7
    %o30 = iconst.i64 240
    %p30 = ptradd %pv, %o30
    store %r30, %p30, align 8
    %q30 = ptradd %pu, %o30
    store %ru30, %q30, align 8
    %r31 = srem %v, %d7
    %ru31 = srem %u, %d7
    %o31 = iconst.i64 248
    %p31 = ptradd %pv, %o31
    store %r31, %p31, align 8
    %q31 = ptradd %pu, %o31
    store %ru31, %q31, align 8
    %d8 = iconst.i64 -100
    %r32 = udiv %v, %d8
    %ru32 = udiv %u, %d8
    %o32 = iconst.i64 256
    %p32 = ptradd %pv, %o32
    store %r32, %p32, align 8
    %q32 = ptradd %pu, %o32
    store %ru32, %q32, align 8
    %r33 = urem %v, %d8
    %ru33 = urem %u, %d8
    %o33 = iconst.i64 264
    %p33 = ptradd %pv, %o33
    store %r33, %p33, align 8
    %q33 = ptradd %pu, %o33
    store %ru33, %q33, align 8
    %r34 = sdiv %v, %d8
    %ru34 = sdiv %u, %d8
    %o34 = iconst.i64 272
    %p34 = ptradd %pv, %o34
    store %r34, %p34, align 8
    %q34 = ptradd %pu, %o34
    store %ru34, %q34, align 8
    %r35 = srem %v, %d8
    %ru35 = srem %u, %d8
    %o35 = iconst.i64 280
    %p35 = ptradd %pv, %o35
    store %r35, %p35, align 8
    %q35 = ptradd %pu, %o35
    store %ru35, %q35, align 8
    %d9 = iconst.i64 16
    %r36 = udiv %v, %d9
    %ru36 = udiv %u, %d9
    %o36 = iconst.i64 288
    %p36 = ptradd %pv, %o36
    store %r36, %p36, align 8
    %q36 = ptradd %pu, %o36
    store %ru36, %q36, align 8
    %r37 = urem %v, %d9
    %ru37 = urem %u, %d9
    %o37 = iconst.i64 296
    %p37 = ptradd %pv, %o37
    store %r37, %p37, align 8
    %q37 = ptradd %pu, %o37
    store %ru37, %q37, align 8
    %r38 = sdiv %v, %d9
    %ru38 = sdiv %u, %d9
    %o38 = iconst.i64 304
    %p38 = ptradd %pv, %o38
    store %r38, %p38, align 8
    %q38 = ptradd %pu, %o38
    store %ru38, %q38, align 8
    %r39 = srem %v, %d9
    %ru39 = srem %u, %d9
    %o39 = iconst.i64 312
    %p39 = ptradd %pv, %o39
    store %r39, %p39, align 8
    %q39 = ptradd %pu, %o39
    store %ru39, %q39, align 8
    %d10 = iconst.i64 -16
    %r40 = udiv %v, %d10
    %ru40 = udiv %u, %d10
    %o40 = iconst.i64 320
    %p40 = ptradd %pv, %o40
    store %r40, %p40, align 8
    %q40 = ptradd %pu, %o40
    store %ru40, %q40, align 8
    %r41 = urem %v, %d10
    %ru41 = urem %u, %d10
    %o41 = iconst.i64 328
    %p41 = ptradd %pv, %o41
    store %r41, %p41, align 8
    %q41 = ptradd %pu, %o41
    store %ru41, %q41, align 8
    %r42 = sdiv %v, %d10
    %ru42 = sdiv %u, %d10
    %o42 = iconst.i64 336
    %p42 = ptradd %pv, %o42
    store %r42, %p42, align 8
    %q42 = ptradd %pu, %o42
    store %ru42, %q42, align 8
    %r43 = srem %v, %d10
    %ru43 = srem %u, %d10
    %o43 = iconst.i64 344
    %p43 = ptradd %pv, %o43
    store %r43, %p43, align 8
    %q43 = ptradd %pu, %o43
    store %ru43, %q43, align 8
    %d11 = iconst.i64 9223372036854775807
    %r44 = udiv %v, %d11
    %ru44 = udiv %u, %d11
    %o44 = iconst.i64 352
    %p44 = ptradd %pv, %o44
    store %r44, %p44, align 8
    %q44 = ptradd %pu, %o44
    store %ru44, %q44, align 8
    %r45 = urem %v, %d11
    %ru45 = urem %u, %d11
    %o45 = iconst.i64 360
    %p45 = ptradd %pv, %o45
    store %r45, %p45, align 8
    %q45 = ptradd %pu, %o45
    store %ru45, %q45, align 8
    %r46 = sdiv %v, %d11
    %ru46 = sdiv %u, %d11
    %o46 = iconst.i64 368
    %p46 = ptradd %pv, %o46
    store %r46, %p46, align 8
    %q46 = ptradd %pu, %o46
    store %ru46, %q46, align 8
    %r47 = srem %v, %d11
    %ru47 = srem %u, %d11
    %o47 = iconst.i64 376
    %p47 = ptradd %pv, %o47
    store %r47, %p47, align 8
    %q47 = ptradd %pu, %o47
    store %ru47, %q47, align 8
    %d12 = iconst.i64 -9223372036854775808
    %r48 = udiv %v, %d12
    %ru48 = udiv %u, %d12
    %o48 = iconst.i64 384
    %p48 = ptradd %pv, %o48
    store %r48, %p48, align 8
    %q48 = ptradd %pu, %o48
    store %ru48, %q48, align 8
    %r49 = urem %v, %d12
    %ru49 = urem %u, %d12
    %o49 = iconst.i64 392
    %p49 = ptradd %pv, %o49
    store %r49, %p49, align 8
    %q49 = ptradd %pu, %o49
    store %ru49, %q49, align 8
    %r50 = sdiv %v, %d12
    %ru50 = sdiv %u, %d12
    %o50 = iconst.i64 400
    %p50 = ptradd %pv, %o50
    store %r50, %p50, align 8
    %q50 = ptradd %pu, %o50
    store %ru50, %q50, align 8
    %r51 = srem %v, %d12
    %ru51 = srem %u, %d12
    %o51 = iconst.i64 408
    %p51 = ptradd %pv, %o51
    store %r51, %p51, align 8
    %q51 = ptradd %pu, %o51
    store %ru51, %q51, align 8
    ret
}
