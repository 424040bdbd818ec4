; Stack frames under the calling convention (seed 002, "non-kernel
; functions"): functions with private arrays (@leaf addresses its frame
; from s32, @mid from the frame pointer s33 with its array live across a
; call), kernels with private memory that call, a callee (@hot) with
; enough VGPR and SGPR pressure to use callee-saved registers (saved
; whole-wave and into VGPR lanes) called from divergent control flow with
; values live across the call (@around), and a function of 36 arguments,
; the last ones passed on the stack (@many). 70 work-items: a full wave
; and a 6-lane one.
;
; run: @frames grid(70) wg(70) (x=i32[70](5*i-97), out=i32[140](0), s=11) => out == [-9484, -8636, -337, -6784, -5984, -5316, -112, -3884, -3284, -2796, -177, -1784, -1384, -1076, -32, -484, -284, -156, -17, 16, 16, -36, 48, -284, -484, -716, 143, -1384, -1784, -2196, 128, -3284, -3884, -4476, 303, -5984, -6784, -7556, 208, -9484, -10484, -11436, 463, -13784, -14984, -16116, 288, -18884, -20284, -21596, 623, -24784, -26384, -27876, 368, -31484, -33284, -34956, 783, -38984, -40984, -42836, 448, -47284, -49484, -51516, 943, -56384, -58784, -60996, -97, -92, -87, -82, -77, -72, -67, -62, -57, -52, -47, -42, -37, -32, -27, -22, -17, -12, -7, -2, 3, 8, 13, 18, 23, 28, 33, 38, 43, 48, 53, 58, 63, 68, 73, 78, 83, 88, 93, 98, 103, 108, 113, 118, 123, 128, 133, 138, 143, 148, 153, 158, 163, 168, 173, 178, 183, 188, 193, 198, 203, 208, 213, 218, 223, 228, 233, 238, 243, 248]
; run: @pressure grid(70) wg(70) (x=i32[70](5*i-97), out=i32[70](0), s=11) => out == [-28894, -893110, -24154, -814122, -19414, -712582, -14674, -556538, -9934, -497046, -5194, -447274, -454, -291398, 4286, -113018, 9026, -161078, 13766, -110762, 18506, 180346, 23246, 159622, 27986, 242410, 32726, 427222, 37466, 524730, 42206, 550982, 46946, 699146, 51686, 803350, 56426, 876346, 61166, 985542, 65906, 1079466, 70646, 1177750, 75386, 1300602, 80126, 1375558, 84866, 1462026, 89606, 1585174, 94346, 1689658, 99086, 1768390, 103826, 1879210, 108566, 1970582, 113306, 2085370, 118046, 2186502, 122786, 2273482, 127526, 2384470, 132266, 2474746]
; run: @args grid(70) wg(70) (x=i32[70](5*i-97), out=i32[70](0), s=11) => out == [113454, 113795, 114136, 114477, 114818, 115159, 115500, 115841, 116182, 116523, 116864, 117205, 117546, 117887, 118228, 118569, 118910, 119251, 119592, 119933, 120285, 120626, 120967, 121308, 121649, 121990, 122331, 122672, 123013, 123354, 123695, 124036, 124377, 124718, 125059, 125400, 125741, 126082, 126423, 126764, 127105, 127446, 127787, 128128, 128469, 128810, 129151, 129492, 129833, 130174, 130515, 130856, 131197, 131538, 131879, 132220, 132561, 132902, 133243, 133584, 133925, 134266, 134607, 134948, 135289, 135630, 135971, 136312, 136653, 136994]

func @leaf(%x: i32, %s: i32 inreg) -> i32 {
    $arr = stack_slot 16, align 4
entry:
    %base = stack_addr $arr
    %four = iconst.i32 4
    %three = iconst.i32 3
    %i = and %x, %three
    %off = imul %i, %four
    %p = ptradd %base, %off
    %q = ptradd %base, %four
    store %x, %base, align 4
    store %s, %q, align 4
    %eight = iconst.i32 8
    %r8 = ptradd %base, %eight
    %twelve = iconst.i32 12
    %r12 = ptradd %base, %twelve
    %xx = imul %x, %x
    store %xx, %r8, align 4
    store %s, %r12, align 4
    store %x, %p, align 4
    %v = load.i32 %p, align 4
    %w = load.i32 %q, align 4
    %y = load.i32 %r8, align 4
    %r = iadd %v, %w
    %r2 = isub %r, %y
    ret %r2
}

func @mid(%x: i32, %s: i32 inreg) -> i32 {
    $m = stack_slot 32, align 8
entry:
    %base = stack_addr $m
    %four = iconst.i32 4
    %seven = iconst.i32 7
    %i = and %x, %seven
    %off = imul %i, %four
    %p = ptradd %base, %off
    %zero = iconst.i32 0
    %one = iconst.i32 1
    store %zero, %p, align 4
    %q = ptradd %base, %four
    store %s, %q, align 4
    %two = iconst.i32 2
    %x2 = imul %x, %two
    store %x2, %p, align 4
    %x1 = iadd %x, %one
    %r = call @leaf(%x1, %s)
    %v = load.i32 %p, align 4
    %u = load.i32 %q, align 4
    %t = iadd %r, %v
    %t2 = iadd %t, %u
    ret %t2
}

func @hot(%x: i32, %s: i32 inreg) -> i32 {
entry:
    %c0 = iconst.i32 3
    %a0 = imul %x, %c0
    %c1 = iconst.i32 10
    %a1 = imul %x, %c1
    %c2 = iconst.i32 17
    %a2 = imul %x, %c2
    %c3 = iconst.i32 24
    %a3 = imul %x, %c3
    %c4 = iconst.i32 31
    %a4 = imul %x, %c4
    %c5 = iconst.i32 38
    %a5 = imul %x, %c5
    %c6 = iconst.i32 45
    %a6 = imul %x, %c6
    %c7 = iconst.i32 52
    %a7 = imul %x, %c7
    %c8 = iconst.i32 59
    %a8 = imul %x, %c8
    %c9 = iconst.i32 66
    %a9 = imul %x, %c9
    %c10 = iconst.i32 73
    %a10 = imul %x, %c10
    %c11 = iconst.i32 80
    %a11 = imul %x, %c11
    %c12 = iconst.i32 87
    %a12 = imul %x, %c12
    %c13 = iconst.i32 94
    %a13 = imul %x, %c13
    %c14 = iconst.i32 101
    %a14 = imul %x, %c14
    %c15 = iconst.i32 108
    %a15 = imul %x, %c15
    %c16 = iconst.i32 115
    %a16 = imul %x, %c16
    %c17 = iconst.i32 122
    %a17 = imul %x, %c17
    %c18 = iconst.i32 129
    %a18 = imul %x, %c18
    %c19 = iconst.i32 136
    %a19 = imul %x, %c19
    %c20 = iconst.i32 143
    %a20 = imul %x, %c20
    %c21 = iconst.i32 150
    %a21 = imul %x, %c21
    %c22 = iconst.i32 157
    %a22 = imul %x, %c22
    %c23 = iconst.i32 164
    %a23 = imul %x, %c23
    %c24 = iconst.i32 171
    %a24 = imul %x, %c24
    %c25 = iconst.i32 178
    %a25 = imul %x, %c25
    %c26 = iconst.i32 185
    %a26 = imul %x, %c26
    %c27 = iconst.i32 192
    %a27 = imul %x, %c27
    %c28 = iconst.i32 199
    %a28 = imul %x, %c28
    %c29 = iconst.i32 206
    %a29 = imul %x, %c29
    %c30 = iconst.i32 213
    %a30 = imul %x, %c30
    %c31 = iconst.i32 220
    %a31 = imul %x, %c31
    %c32 = iconst.i32 227
    %a32 = imul %x, %c32
    %c33 = iconst.i32 234
    %a33 = imul %x, %c33
    %c34 = iconst.i32 241
    %a34 = imul %x, %c34
    %c35 = iconst.i32 248
    %a35 = imul %x, %c35
    %c36 = iconst.i32 255
    %a36 = imul %x, %c36
    %c37 = iconst.i32 262
    %a37 = imul %x, %c37
    %c38 = iconst.i32 269
    %a38 = imul %x, %c38
    %c39 = iconst.i32 276
    %a39 = imul %x, %c39
    %c40 = iconst.i32 283
    %a40 = imul %x, %c40
    %c41 = iconst.i32 290
    %a41 = imul %x, %c41
    %c42 = iconst.i32 297
    %a42 = imul %x, %c42
    %c43 = iconst.i32 304
    %a43 = imul %x, %c43
    %c44 = iconst.i32 311
    %a44 = imul %x, %c44
    %c45 = iconst.i32 318
    %a45 = imul %x, %c45
    %c46 = iconst.i32 325
    %a46 = imul %x, %c46
    %c47 = iconst.i32 332
    %a47 = imul %x, %c47
    %c48 = iconst.i32 339
    %a48 = imul %x, %c48
    %c49 = iconst.i32 346
    %a49 = imul %x, %c49
    %c50 = iconst.i32 353
    %a50 = imul %x, %c50
    %c51 = iconst.i32 360
    %a51 = imul %x, %c51
    %d0 = iconst.i32 5
    %u0 = imul %s, %d0
    %d1 = iconst.i32 18
    %u1 = imul %s, %d1
    %d2 = iconst.i32 31
    %u2 = imul %s, %d2
    %d3 = iconst.i32 44
    %u3 = imul %s, %d3
    %d4 = iconst.i32 57
    %u4 = imul %s, %d4
    %d5 = iconst.i32 70
    %u5 = imul %s, %d5
    %d6 = iconst.i32 83
    %u6 = imul %s, %d6
    %d7 = iconst.i32 96
    %u7 = imul %s, %d7
    %d8 = iconst.i32 109
    %u8 = imul %s, %d8
    %d9 = iconst.i32 122
    %u9 = imul %s, %d9
    %d10 = iconst.i32 135
    %u10 = imul %s, %d10
    %d11 = iconst.i32 148
    %u11 = imul %s, %d11
    %d12 = iconst.i32 161
    %u12 = imul %s, %d12
    %d13 = iconst.i32 174
    %u13 = imul %s, %d13
    %d14 = iconst.i32 187
    %u14 = imul %s, %d14
    %d15 = iconst.i32 200
    %u15 = imul %s, %d15
    %d16 = iconst.i32 213
    %u16 = imul %s, %d16
    %d17 = iconst.i32 226
    %u17 = imul %s, %d17
    %d18 = iconst.i32 239
    %u18 = imul %s, %d18
    %d19 = iconst.i32 252
    %u19 = imul %s, %d19
    %d20 = iconst.i32 265
    %u20 = imul %s, %d20
    %d21 = iconst.i32 278
    %u21 = imul %s, %d21
    %d22 = iconst.i32 291
    %u22 = imul %s, %d22
    %d23 = iconst.i32 304
    %u23 = imul %s, %d23
    %d24 = iconst.i32 317
    %u24 = imul %s, %d24
    %d25 = iconst.i32 330
    %u25 = imul %s, %d25
    %d26 = iconst.i32 343
    %u26 = imul %s, %d26
    %d27 = iconst.i32 356
    %u27 = imul %s, %d27
    %d28 = iconst.i32 369
    %u28 = imul %s, %d28
    %d29 = iconst.i32 382
    %u29 = imul %s, %d29
    %d30 = iconst.i32 395
    %u30 = imul %s, %d30
    %d31 = iconst.i32 408
    %u31 = imul %s, %d31
    %d32 = iconst.i32 421
    %u32 = imul %s, %d32
    %d33 = iconst.i32 434
    %u33 = imul %s, %d33
    %d34 = iconst.i32 447
    %u34 = imul %s, %d34
    %d35 = iconst.i32 460
    %u35 = imul %s, %d35
    %d36 = iconst.i32 473
    %u36 = imul %s, %d36
    %d37 = iconst.i32 486
    %u37 = imul %s, %d37
    %d38 = iconst.i32 499
    %u38 = imul %s, %d38
    %d39 = iconst.i32 512
    %u39 = imul %s, %d39
    %b0 = xor %a0, %u0
    %b1 = xor %a1, %u1
    %b2 = xor %a2, %u2
    %b3 = xor %a3, %u3
    %b4 = xor %a4, %u4
    %b5 = xor %a5, %u5
    %b6 = xor %a6, %u6
    %b7 = xor %a7, %u7
    %b8 = xor %a8, %u8
    %b9 = xor %a9, %u9
    %b10 = xor %a10, %u10
    %b11 = xor %a11, %u11
    %b12 = xor %a12, %u12
    %b13 = xor %a13, %u13
    %b14 = xor %a14, %u14
    %b15 = xor %a15, %u15
    %b16 = xor %a16, %u16
    %b17 = xor %a17, %u17
    %b18 = xor %a18, %u18
    %b19 = xor %a19, %u19
    %b20 = xor %a20, %u20
    %b21 = xor %a21, %u21
    %b22 = xor %a22, %u22
    %b23 = xor %a23, %u23
    %b24 = xor %a24, %u24
    %b25 = xor %a25, %u25
    %b26 = xor %a26, %u26
    %b27 = xor %a27, %u27
    %b28 = xor %a28, %u28
    %b29 = xor %a29, %u29
    %b30 = xor %a30, %u30
    %b31 = xor %a31, %u31
    %b32 = xor %a32, %u32
    %b33 = xor %a33, %u33
    %b34 = xor %a34, %u34
    %b35 = xor %a35, %u35
    %b36 = xor %a36, %u36
    %b37 = xor %a37, %u37
    %b38 = xor %a38, %u38
    %b39 = xor %a39, %u39
    %b40 = xor %a40, %u0
    %b41 = xor %a41, %u1
    %b42 = xor %a42, %u2
    %b43 = xor %a43, %u3
    %b44 = xor %a44, %u4
    %b45 = xor %a45, %u5
    %b46 = xor %a46, %u6
    %b47 = xor %a47, %u7
    %b48 = xor %a48, %u8
    %b49 = xor %a49, %u9
    %b50 = xor %a50, %u10
    %b51 = xor %a51, %u11
    %sum1 = iadd %b0, %b51
    %sum2 = iadd %sum1, %b50
    %sum3 = iadd %sum2, %b49
    %sum4 = iadd %sum3, %b48
    %sum5 = iadd %sum4, %b47
    %sum6 = iadd %sum5, %b46
    %sum7 = iadd %sum6, %b45
    %sum8 = iadd %sum7, %b44
    %sum9 = iadd %sum8, %b43
    %sum10 = iadd %sum9, %b42
    %sum11 = iadd %sum10, %b41
    %sum12 = iadd %sum11, %b40
    %sum13 = iadd %sum12, %b39
    %sum14 = iadd %sum13, %b38
    %sum15 = iadd %sum14, %b37
    %sum16 = iadd %sum15, %b36
    %sum17 = iadd %sum16, %b35
    %sum18 = iadd %sum17, %b34
    %sum19 = iadd %sum18, %b33
    %sum20 = iadd %sum19, %b32
    %sum21 = iadd %sum20, %b31
    %sum22 = iadd %sum21, %b30
    %sum23 = iadd %sum22, %b29
    %sum24 = iadd %sum23, %b28
    %sum25 = iadd %sum24, %b27
    %sum26 = iadd %sum25, %b26
    %sum27 = iadd %sum26, %b25
    %sum28 = iadd %sum27, %b24
    %sum29 = iadd %sum28, %b23
    %sum30 = iadd %sum29, %b22
    %sum31 = iadd %sum30, %b21
    %sum32 = iadd %sum31, %b20
    %sum33 = iadd %sum32, %b19
    %sum34 = iadd %sum33, %b18
    %sum35 = iadd %sum34, %b17
    %sum36 = iadd %sum35, %b16
    %sum37 = iadd %sum36, %b15
    %sum38 = iadd %sum37, %b14
    %sum39 = iadd %sum38, %b13
    %sum40 = iadd %sum39, %b12
    %sum41 = iadd %sum40, %b11
    %sum42 = iadd %sum41, %b10
    %sum43 = iadd %sum42, %b9
    %sum44 = iadd %sum43, %b8
    %sum45 = iadd %sum44, %b7
    %sum46 = iadd %sum45, %b6
    %sum47 = iadd %sum46, %b5
    %sum48 = iadd %sum47, %b4
    %sum49 = iadd %sum48, %b3
    %sum50 = iadd %sum49, %b2
    %sum51 = iadd %sum50, %b1
    %us1 = imul %u0, %u1
    %us2 = imul %us1, %u2
    %us3 = imul %us2, %u3
    %us4 = imul %us3, %u4
    %us5 = imul %us4, %u5
    %us6 = imul %us5, %u6
    %us7 = imul %us6, %u7
    %us8 = imul %us7, %u8
    %us9 = imul %us8, %u9
    %us10 = imul %us9, %u10
    %us11 = imul %us10, %u11
    %us12 = imul %us11, %u12
    %us13 = imul %us12, %u13
    %us14 = imul %us13, %u14
    %us15 = imul %us14, %u15
    %us16 = imul %us15, %u16
    %us17 = imul %us16, %u17
    %us18 = imul %us17, %u18
    %us19 = imul %us18, %u19
    %us20 = imul %us19, %u20
    %us21 = imul %us20, %u21
    %us22 = imul %us21, %u22
    %us23 = imul %us22, %u23
    %us24 = imul %us23, %u24
    %us25 = imul %us24, %u25
    %us26 = imul %us25, %u26
    %us27 = imul %us26, %u27
    %us28 = imul %us27, %u28
    %us29 = imul %us28, %u29
    %us30 = imul %us29, %u30
    %us31 = imul %us30, %u31
    %us32 = imul %us31, %u32
    %us33 = imul %us32, %u33
    %us34 = imul %us33, %u34
    %us35 = imul %us34, %u35
    %us36 = imul %us35, %u36
    %us37 = imul %us36, %u37
    %us38 = imul %us37, %u38
    %us39 = imul %us38, %u39
    %res = iadd %sum51, %us39
    ret %res
}

func @around(%x: i32, %s: i32 inreg) -> i32 {
entry:
    %k0 = iconst.i32 1
    %v0 = iadd %x, %k0
    %t0 = iadd %s, %k0
    %k1 = iconst.i32 6
    %v1 = iadd %x, %k1
    %t1 = iadd %s, %k1
    %k2 = iconst.i32 11
    %v2 = iadd %x, %k2
    %t2 = iadd %s, %k2
    %k3 = iconst.i32 16
    %v3 = iadd %x, %k3
    %t3 = iadd %s, %k3
    %k4 = iconst.i32 21
    %v4 = iadd %x, %k4
    %t4 = iadd %s, %k4
    %k5 = iconst.i32 26
    %v5 = iadd %x, %k5
    %t5 = iadd %s, %k5
    %k6 = iconst.i32 31
    %v6 = iadd %x, %k6
    %t6 = iadd %s, %k6
    %k7 = iconst.i32 36
    %v7 = iadd %x, %k7
    %t7 = iadd %s, %k7
    %k8 = iconst.i32 41
    %v8 = iadd %x, %k8
    %t8 = iadd %s, %k8
    %k9 = iconst.i32 46
    %v9 = iadd %x, %k9
    %t9 = iadd %s, %k9
    %k10 = iconst.i32 51
    %v10 = iadd %x, %k10
    %t10 = iadd %s, %k10
    %k11 = iconst.i32 56
    %v11 = iadd %x, %k11
    %t11 = iadd %s, %k11
    %one = iconst.i32 1
    %odd = and %x, %one
    %c = icmp ne %odd, %one
    %none = iconst.i32 0
    brif %c, call, join(%none)

call:
    %r = call @hot(%x, %s)
    br join(%r)

join(%j: i32):
    %m0 = imul %v0, %t0
    %z0 = iadd %j, %m0
    %m1 = imul %v1, %t1
    %z1 = iadd %z0, %m1
    %m2 = imul %v2, %t2
    %z2 = iadd %z1, %m2
    %m3 = imul %v3, %t3
    %z3 = iadd %z2, %m3
    %m4 = imul %v4, %t4
    %z4 = iadd %z3, %m4
    %m5 = imul %v5, %t5
    %z5 = iadd %z4, %m5
    %m6 = imul %v6, %t6
    %z6 = iadd %z5, %m6
    %m7 = imul %v7, %t7
    %z7 = iadd %z6, %m7
    %m8 = imul %v8, %t8
    %z8 = iadd %z7, %m8
    %m9 = imul %v9, %t9
    %z9 = iadd %z8, %m9
    %m10 = imul %v10, %t10
    %z10 = iadd %z9, %m10
    %m11 = imul %v11, %t11
    %z11 = iadd %z10, %m11
    ret %z11
}

func @many(%p0: i32, %p1: i32, %p2: i32, %p3: i32, %p4: i32, %p5: i32, %p6: i32, %p7: i32, %p8: i32, %p9: i32, %p10: i32, %p11: i32, %p12: i32, %p13: i32, %p14: i32, %p15: i32, %p16: i32, %p17: i32, %p18: i32, %p19: i32, %p20: i32, %p21: i32, %p22: i32, %p23: i32, %p24: i32, %p25: i32, %p26: i32, %p27: i32, %p28: i32, %p29: i32, %p30: i32, %w: i64, %q: i32, %f: f32, %g: i64, %h: i32) -> i32 {
entry:
    %kk1 = iconst.i32 2
    %pm1 = imul %p1, %kk1
    %ps1 = iadd %p0, %pm1
    %kk2 = iconst.i32 3
    %pm2 = imul %p2, %kk2
    %ps2 = iadd %ps1, %pm2
    %kk3 = iconst.i32 4
    %pm3 = imul %p3, %kk3
    %ps3 = iadd %ps2, %pm3
    %kk4 = iconst.i32 5
    %pm4 = imul %p4, %kk4
    %ps4 = iadd %ps3, %pm4
    %kk5 = iconst.i32 6
    %pm5 = imul %p5, %kk5
    %ps5 = iadd %ps4, %pm5
    %kk6 = iconst.i32 7
    %pm6 = imul %p6, %kk6
    %ps6 = iadd %ps5, %pm6
    %kk7 = iconst.i32 8
    %pm7 = imul %p7, %kk7
    %ps7 = iadd %ps6, %pm7
    %kk8 = iconst.i32 9
    %pm8 = imul %p8, %kk8
    %ps8 = iadd %ps7, %pm8
    %kk9 = iconst.i32 10
    %pm9 = imul %p9, %kk9
    %ps9 = iadd %ps8, %pm9
    %kk10 = iconst.i32 11
    %pm10 = imul %p10, %kk10
    %ps10 = iadd %ps9, %pm10
    %kk11 = iconst.i32 12
    %pm11 = imul %p11, %kk11
    %ps11 = iadd %ps10, %pm11
    %kk12 = iconst.i32 13
    %pm12 = imul %p12, %kk12
    %ps12 = iadd %ps11, %pm12
    %kk13 = iconst.i32 14
    %pm13 = imul %p13, %kk13
    %ps13 = iadd %ps12, %pm13
    %kk14 = iconst.i32 15
    %pm14 = imul %p14, %kk14
    %ps14 = iadd %ps13, %pm14
    %kk15 = iconst.i32 16
    %pm15 = imul %p15, %kk15
    %ps15 = iadd %ps14, %pm15
    %kk16 = iconst.i32 17
    %pm16 = imul %p16, %kk16
    %ps16 = iadd %ps15, %pm16
    %kk17 = iconst.i32 18
    %pm17 = imul %p17, %kk17
    %ps17 = iadd %ps16, %pm17
    %kk18 = iconst.i32 19
    %pm18 = imul %p18, %kk18
    %ps18 = iadd %ps17, %pm18
    %kk19 = iconst.i32 20
    %pm19 = imul %p19, %kk19
    %ps19 = iadd %ps18, %pm19
    %kk20 = iconst.i32 21
    %pm20 = imul %p20, %kk20
    %ps20 = iadd %ps19, %pm20
    %kk21 = iconst.i32 22
    %pm21 = imul %p21, %kk21
    %ps21 = iadd %ps20, %pm21
    %kk22 = iconst.i32 23
    %pm22 = imul %p22, %kk22
    %ps22 = iadd %ps21, %pm22
    %kk23 = iconst.i32 24
    %pm23 = imul %p23, %kk23
    %ps23 = iadd %ps22, %pm23
    %kk24 = iconst.i32 25
    %pm24 = imul %p24, %kk24
    %ps24 = iadd %ps23, %pm24
    %kk25 = iconst.i32 26
    %pm25 = imul %p25, %kk25
    %ps25 = iadd %ps24, %pm25
    %kk26 = iconst.i32 27
    %pm26 = imul %p26, %kk26
    %ps26 = iadd %ps25, %pm26
    %kk27 = iconst.i32 28
    %pm27 = imul %p27, %kk27
    %ps27 = iadd %ps26, %pm27
    %kk28 = iconst.i32 29
    %pm28 = imul %p28, %kk28
    %ps28 = iadd %ps27, %pm28
    %kk29 = iconst.i32 30
    %pm29 = imul %p29, %kk29
    %ps29 = iadd %ps28, %pm29
    %kk30 = iconst.i32 31
    %pm30 = imul %p30, %kk30
    %ps30 = iadd %ps29, %pm30
    %wl = trunc.i32 %w
    %g32 = iconst.i64 32
    %gh = lshr %g, %g32
    %ghi = trunc.i32 %gh
    %fi = fptosi.i32 %f
    %e1 = iadd %ps30, %wl
    %e2 = iadd %e1, %q
    %e3 = iadd %e2, %fi
    %e4 = iadd %e3, %ghi
    %e5 = imul %e4, %h
    ret %e5
}

kernel @frames(%x: ptr.global, %out: ptr.global, %s: i32) {
    $own = stack_slot 24, align 4
entry:
    %tid = workitem_id x
    %four = iconst.i32 4
    %o = imul %tid, %four
    %px = ptradd %x, %o
    %xv = load.i32 %px, align 4
    %base = stack_addr $own
    %five = iconst.i32 5
    %i = urem %tid, %five
    %io = imul %i, %four
    %slot = ptradd %base, %io
    store %xv, %slot, align 4
    %r = call @mid(%xv, %s)
    %back = load.i32 %slot, align 4
    %ob = ptradd %out, %o
    store %r, %ob, align 4
    %n = iconst.i32 280
    %ob1 = ptradd %ob, %n
    store %back, %ob1, align 4
    ret
}

kernel @pressure(%x: ptr.global, %out: ptr.global, %s: i32) {
entry:
    %tid = workitem_id x
    %four = iconst.i32 4
    %o = imul %tid, %four
    %px = ptradd %x, %o
    %xv = load.i32 %px, align 4
    %r = call @around(%xv, %s)
    %ob = ptradd %out, %o
    store %r, %ob, align 4
    ret
}

kernel @args(%x: ptr.global, %out: ptr.global, %s: i32) {
entry:
    %tid = workitem_id x
    %four = iconst.i32 4
    %o = imul %tid, %four
    %px = ptradd %x, %o
    %xv = load.i32 %px, align 4
    %ca0 = iconst.i32 2
    %ca1 = iconst.i32 3
    %ca2 = iconst.i32 4
    %ca3 = iconst.i32 5
    %ca4 = iconst.i32 6
    %ca5 = iconst.i32 7
    %ca6 = iconst.i32 8
    %ca7 = iconst.i32 9
    %ca8 = iconst.i32 10
    %ca9 = iconst.i32 11
    %ca10 = iconst.i32 12
    %ca11 = iconst.i32 13
    %ca12 = iconst.i32 14
    %ca13 = iconst.i32 15
    %ca14 = iconst.i32 16
    %ca15 = iconst.i32 17
    %ca16 = iconst.i32 18
    %ca17 = iconst.i32 19
    %ca18 = iconst.i32 20
    %ca19 = iconst.i32 21
    %ca20 = iconst.i32 22
    %ca21 = iconst.i32 23
    %ca22 = iconst.i32 24
    %ca23 = iconst.i32 25
    %ca24 = iconst.i32 26
    %ca25 = iconst.i32 27
    %ca26 = iconst.i32 28
    %ca27 = iconst.i32 29
    %ca28 = iconst.i32 30
    %ca29 = iconst.i32 31
    %ca30 = iconst.i32 32
    %xw = sext.i64 %xv
    %xf = sitofp.f32 %xv
    %big = iconst.i64 21474836480
    %xg = iadd %big, %xw
    %r = call @many(%ca0, %ca1, %ca2, %xv, %ca4, %ca5, %ca6, %ca7, %ca8, %ca9, %ca10, %ca11, %ca12, %ca13, %ca14, %ca15, %ca16, %ca17, %ca18, %ca19, %ca20, %ca21, %ca22, %ca23, %ca24, %ca25, %ca26, %ca27, %ca28, %ca29, %ca30, %xw, %tid, %xf, %xg, %s)
    %ob = ptradd %out, %o
    store %r, %ob, align 4
    ret
}
