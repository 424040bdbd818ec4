; GFX11 wave matrix multiply-accumulate (`wmma`), wave64 forms: the
; accumulator is 4 dwords per lane. Every lane loads row l % 16 of A
; and row l % 16 of B transposed (lanes 16 apart hold the same fragments,
; as the IR requires), reads C and writes D row-major through the layout
; of docs/ir.md (dword v of lane l is row v*4 + l/16, column l % 16).
; Inputs are small integers, so every product and sum is exact. The
; expected buffers are host matrix products (listed; computed outside
; agc from the same formulas as the input expressions); the 16-bit forms
; also store the halves they do not compute, which keep C's (`u`).
; Only GFX11 code of this wave size runs it.
;
; requires: wmma, wave64
;
; run: @wmma_f32_f16 grid(64) wg(64) wave(64) (a=f16[256](((i - i % 16)/16 + 2*(i % 16)) % 7 - 3), bt=f16[256]((3*(i % 16) + (i - i % 16)/16) % 5 - 2), c=f32[256]((i - i % 16)/16 - i % 16), d=f32[256](0)) => d == [11, -14, -14, 1, 6, 6, -19, -19, -4, 1, 1, -24, -24, -9, -4, -4, 10, 7, -6, -4, -12, 5, 2, -11, -9, -17, 0, -3, -16, -14, -22, -5, -12, 7, 16, 5, -16, -17, 2, 11, 0, -21, -22, -3, 6, -5, -26, -27, -6, 0, -4, 7, 8, -11, -5, -9, 2, 3, -16, -10, -14, -3, -2, -21, 14, 7, -10, -12, 11, 9, 2, -15, -17, 6, 4, -3, -20, -22, 1, -1, 6, 14, 12, -10, -7, 1, 9, 7, -15, -12, -4, 4, 2, -20, -17, -9, -2, -7, 13, 13, 3, -7, -12, 8, 8, -2, -12, -17, 3, 3, -7, -17, 18, -7, -7, 8, 13, 13, -12, -12, 3, 8, 8, -17, -17, -2, 3, 3, 17, 14, 1, 3, -5, 12, 9, -4, -2, -10, 7, 4, -9, -7, -15, 2, -5, 14, 23, 12, -9, -10, 9, 18, 7, -14, -15, 4, 13, 2, -19, -20, 1, 7, 3, 14, 15, -4, 2, -2, 9, 10, -9, -3, -7, 4, 5, -14, 21, 14, -3, -5, 18, 16, 9, -8, -10, 13, 11, 4, -13, -15, 8, 6, 13, 21, 19, -3, 0, 8, 16, 14, -8, -5, 3, 11, 9, -13, -10, -2, 5, 0, 20, 20, 10, 0, -5, 15, 15, 5, -5, -10, 10, 10, 0, -10, 25, 0, 0, 15, 20, 20, -5, -5, 10, 15, 15, -10, -10, 5, 10, 10, 24, 21, 8, 10, 2, 19, 16, 3, 5, -3, 14, 11, -2, 0, -8, 9]
; The accumulator type names the wave size; a partial wave is undefined.
; run: @wmma_f32_f16 grid(32) wg(32) wave(32) (a=f16[256](((i - i % 16)/16 + 2*(i % 16)) % 7 - 3), bt=f16[256]((3*(i % 16) + (i - i % 16)/16) % 5 - 2), c=f32[512]((i - i % 16)/16 - i % 16), d=f32[512](0)) error "wave64 form"
; run: @wmma_f32_f16 grid(16) wg(16) wave(64) (a=f16[256](((i - i % 16)/16 + 2*(i % 16)) % 7 - 3), bt=f16[256]((3*(i % 16) + (i - i % 16)/16) % 5 - 2), c=f32[256]((i - i % 16)/16 - i % 16), d=f32[256](0)) error "bad lane"
kernel @wmma_f32_f16(%a: ptr.global, %bt: ptr.global, %c: ptr.global, %d: ptr.global) {
entry:
    %l = workitem_id x
    %k1 = iconst.i32 16
    %t2 = urem %l, %k1
    %k3 = iconst.i32 16
    %t4 = udiv %l, %k3
    %z5 = zext.i64 %t2
    %k7 = iconst.i64 32
    %o6 = imul %z5, %k7
    %p8 = ptradd %a, %o6
    %z9 = zext.i64 %t2
    %k11 = iconst.i64 32
    %o10 = imul %z9, %k11
    %p12 = ptradd %bt, %o10
    %av13 = load.f16x16 %p8, align 32
    %bv14 = load.f16x16 %p12, align 32
    %k15 = iconst.i32 0
    %t16 = iadd %k15, %t4
    %k17 = iconst.i32 16
    %t18 = imul %t16, %k17
    %t19 = iadd %t18, %t2
    %k20 = iconst.i32 1
    %k21 = iconst.i32 4
    %t22 = imul %k20, %k21
    %t23 = iadd %t22, %t4
    %k24 = iconst.i32 16
    %t25 = imul %t23, %k24
    %t26 = iadd %t25, %t2
    %k27 = iconst.i32 2
    %k28 = iconst.i32 4
    %t29 = imul %k27, %k28
    %t30 = iadd %t29, %t4
    %k31 = iconst.i32 16
    %t32 = imul %t30, %k31
    %t33 = iadd %t32, %t2
    %k34 = iconst.i32 3
    %k35 = iconst.i32 4
    %t36 = imul %k34, %k35
    %t37 = iadd %t36, %t4
    %k38 = iconst.i32 16
    %t39 = imul %t37, %k38
    %t40 = iadd %t39, %t2
    %z41 = zext.i64 %t19
    %k43 = iconst.i64 4
    %o42 = imul %z41, %k43
    %p44 = ptradd %c, %o42
    %cv45 = load.f32 %p44, align 4
    %cc46 = splat.f32x4 %cv45
    %z47 = zext.i64 %t26
    %k49 = iconst.i64 4
    %o48 = imul %z47, %k49
    %p50 = ptradd %c, %o48
    %cv51 = load.f32 %p50, align 4
    %cc52 = insertlane %cc46, %cv51, 1
    %z53 = zext.i64 %t33
    %k55 = iconst.i64 4
    %o54 = imul %z53, %k55
    %p56 = ptradd %c, %o54
    %cv57 = load.f32 %p56, align 4
    %cc58 = insertlane %cc52, %cv57, 2
    %z59 = zext.i64 %t40
    %k61 = iconst.i64 4
    %o60 = imul %z59, %k61
    %p62 = ptradd %c, %o60
    %cv63 = load.f32 %p62, align 4
    %cc64 = insertlane %cc58, %cv63, 3
    %dv = wmma f32_16x16x16_f16 %av13, %bv14, %cc64
    %k65 = iconst.i32 0
    %t66 = iadd %k65, %t4
    %k67 = iconst.i32 16
    %t68 = imul %t66, %k67
    %t69 = iadd %t68, %t2
    %dv70 = extractlane %dv, 0
    %z71 = zext.i64 %t69
    %k73 = iconst.i64 4
    %o72 = imul %z71, %k73
    %p74 = ptradd %d, %o72
    store %dv70, %p74, align 4
    %k75 = iconst.i32 1
    %k76 = iconst.i32 4
    %t77 = imul %k75, %k76
    %t78 = iadd %t77, %t4
    %k79 = iconst.i32 16
    %t80 = imul %t78, %k79
    %t81 = iadd %t80, %t2
    %dv82 = extractlane %dv, 1
    %z83 = zext.i64 %t81
    %k85 = iconst.i64 4
    %o84 = imul %z83, %k85
    %p86 = ptradd %d, %o84
    store %dv82, %p86, align 4
    %k87 = iconst.i32 2
    %k88 = iconst.i32 4
    %t89 = imul %k87, %k88
    %t90 = iadd %t89, %t4
    %k91 = iconst.i32 16
    %t92 = imul %t90, %k91
    %t93 = iadd %t92, %t2
    %dv94 = extractlane %dv, 2
    %z95 = zext.i64 %t93
    %k97 = iconst.i64 4
    %o96 = imul %z95, %k97
    %p98 = ptradd %d, %o96
    store %dv94, %p98, align 4
    %k99 = iconst.i32 3
    %k100 = iconst.i32 4
    %t101 = imul %k99, %k100
    %t102 = iadd %t101, %t4
    %k103 = iconst.i32 16
    %t104 = imul %t102, %k103
    %t105 = iadd %t104, %t2
    %dv106 = extractlane %dv, 3
    %z107 = zext.i64 %t105
    %k109 = iconst.i64 4
    %o108 = imul %z107, %k109
    %p110 = ptradd %d, %o108
    store %dv106, %p110, align 4
    ret
}

; run: @wmma_f32_bf16 grid(64) wg(64) wave(64) (a=bf16[256](((i - i % 16)/16 + 2*(i % 16)) % 7 - 3), bt=bf16[256]((3*(i % 16) + (i - i % 16)/16) % 5 - 2), c=f32[256]((i - i % 16)/16 - i % 16), d=f32[256](0)) => d == [11, -14, -14, 1, 6, 6, -19, -19, -4, 1, 1, -24, -24, -9, -4, -4, 10, 7, -6, -4, -12, 5, 2, -11, -9, -17, 0, -3, -16, -14, -22, -5, -12, 7, 16, 5, -16, -17, 2, 11, 0, -21, -22, -3, 6, -5, -26, -27, -6, 0, -4, 7, 8, -11, -5, -9, 2, 3, -16, -10, -14, -3, -2, -21, 14, 7, -10, -12, 11, 9, 2, -15, -17, 6, 4, -3, -20, -22, 1, -1, 6, 14, 12, -10, -7, 1, 9, 7, -15, -12, -4, 4, 2, -20, -17, -9, -2, -7, 13, 13, 3, -7, -12, 8, 8, -2, -12, -17, 3, 3, -7, -17, 18, -7, -7, 8, 13, 13, -12, -12, 3, 8, 8, -17, -17, -2, 3, 3, 17, 14, 1, 3, -5, 12, 9, -4, -2, -10, 7, 4, -9, -7, -15, 2, -5, 14, 23, 12, -9, -10, 9, 18, 7, -14, -15, 4, 13, 2, -19, -20, 1, 7, 3, 14, 15, -4, 2, -2, 9, 10, -9, -3, -7, 4, 5, -14, 21, 14, -3, -5, 18, 16, 9, -8, -10, 13, 11, 4, -13, -15, 8, 6, 13, 21, 19, -3, 0, 8, 16, 14, -8, -5, 3, 11, 9, -13, -10, -2, 5, 0, 20, 20, 10, 0, -5, 15, 15, 5, -5, -10, 10, 10, 0, -10, 25, 0, 0, 15, 20, 20, -5, -5, 10, 15, 15, -10, -10, 5, 10, 10, 24, 21, 8, 10, 2, 19, 16, 3, 5, -3, 14, 11, -2, 0, -8, 9]
kernel @wmma_f32_bf16(%a: ptr.global, %bt: ptr.global, %c: ptr.global, %d: ptr.global) {
entry:
    %l = workitem_id x
    %k1 = iconst.i32 16
    %t2 = urem %l, %k1
    %k3 = iconst.i32 16
    %t4 = udiv %l, %k3
    %z5 = zext.i64 %t2
    %k7 = iconst.i64 32
    %o6 = imul %z5, %k7
    %p8 = ptradd %a, %o6
    %z9 = zext.i64 %t2
    %k11 = iconst.i64 32
    %o10 = imul %z9, %k11
    %p12 = ptradd %bt, %o10
    %av13 = load.bf16x16 %p8, align 32
    %bv14 = load.bf16x16 %p12, align 32
    %k15 = iconst.i32 0
    %t16 = iadd %k15, %t4
    %k17 = iconst.i32 16
    %t18 = imul %t16, %k17
    %t19 = iadd %t18, %t2
    %k20 = iconst.i32 1
    %k21 = iconst.i32 4
    %t22 = imul %k20, %k21
    %t23 = iadd %t22, %t4
    %k24 = iconst.i32 16
    %t25 = imul %t23, %k24
    %t26 = iadd %t25, %t2
    %k27 = iconst.i32 2
    %k28 = iconst.i32 4
    %t29 = imul %k27, %k28
    %t30 = iadd %t29, %t4
    %k31 = iconst.i32 16
    %t32 = imul %t30, %k31
    %t33 = iadd %t32, %t2
    %k34 = iconst.i32 3
    %k35 = iconst.i32 4
    %t36 = imul %k34, %k35
    %t37 = iadd %t36, %t4
    %k38 = iconst.i32 16
    %t39 = imul %t37, %k38
    %t40 = iadd %t39, %t2
    %z41 = zext.i64 %t19
    %k43 = iconst.i64 4
    %o42 = imul %z41, %k43
    %p44 = ptradd %c, %o42
    %cv45 = load.f32 %p44, align 4
    %cc46 = splat.f32x4 %cv45
    %z47 = zext.i64 %t26
    %k49 = iconst.i64 4
    %o48 = imul %z47, %k49
    %p50 = ptradd %c, %o48
    %cv51 = load.f32 %p50, align 4
    %cc52 = insertlane %cc46, %cv51, 1
    %z53 = zext.i64 %t33
    %k55 = iconst.i64 4
    %o54 = imul %z53, %k55
    %p56 = ptradd %c, %o54
    %cv57 = load.f32 %p56, align 4
    %cc58 = insertlane %cc52, %cv57, 2
    %z59 = zext.i64 %t40
    %k61 = iconst.i64 4
    %o60 = imul %z59, %k61
    %p62 = ptradd %c, %o60
    %cv63 = load.f32 %p62, align 4
    %cc64 = insertlane %cc58, %cv63, 3
    %dv = wmma f32_16x16x16_bf16 %av13, %bv14, %cc64
    %k65 = iconst.i32 0
    %t66 = iadd %k65, %t4
    %k67 = iconst.i32 16
    %t68 = imul %t66, %k67
    %t69 = iadd %t68, %t2
    %dv70 = extractlane %dv, 0
    %z71 = zext.i64 %t69
    %k73 = iconst.i64 4
    %o72 = imul %z71, %k73
    %p74 = ptradd %d, %o72
    store %dv70, %p74, align 4
    %k75 = iconst.i32 1
    %k76 = iconst.i32 4
    %t77 = imul %k75, %k76
    %t78 = iadd %t77, %t4
    %k79 = iconst.i32 16
    %t80 = imul %t78, %k79
    %t81 = iadd %t80, %t2
    %dv82 = extractlane %dv, 1
    %z83 = zext.i64 %t81
    %k85 = iconst.i64 4
    %o84 = imul %z83, %k85
    %p86 = ptradd %d, %o84
    store %dv82, %p86, align 4
    %k87 = iconst.i32 2
    %k88 = iconst.i32 4
    %t89 = imul %k87, %k88
    %t90 = iadd %t89, %t4
    %k91 = iconst.i32 16
    %t92 = imul %t90, %k91
    %t93 = iadd %t92, %t2
    %dv94 = extractlane %dv, 2
    %z95 = zext.i64 %t93
    %k97 = iconst.i64 4
    %o96 = imul %z95, %k97
    %p98 = ptradd %d, %o96
    store %dv94, %p98, align 4
    %k99 = iconst.i32 3
    %k100 = iconst.i32 4
    %t101 = imul %k99, %k100
    %t102 = iadd %t101, %t4
    %k103 = iconst.i32 16
    %t104 = imul %t102, %k103
    %t105 = iadd %t104, %t2
    %dv106 = extractlane %dv, 3
    %z107 = zext.i64 %t105
    %k109 = iconst.i64 4
    %o108 = imul %z107, %k109
    %p110 = ptradd %d, %o108
    store %dv106, %p110, align 4
    ret
}

; run: @wmma_f16 grid(64) wg(64) wave(64) (a=f16[256](((i - i % 16)/16 + 2*(i % 16)) % 7 - 3), bt=f16[256]((3*(i % 16) + (i - i % 16)/16) % 5 - 2), c=f16[256]((i - i % 16)/16 - i % 16), d=f16[256](0), uin=f16[256](i - 100), u=f16[256](0)) => d == [11, -14, -14, 1, 6, 6, -19, -19, -4, 1, 1, -24, -24, -9, -4, -4, 10, 7, -6, -4, -12, 5, 2, -11, -9, -17, 0, -3, -16, -14, -22, -5, -12, 7, 16, 5, -16, -17, 2, 11, 0, -21, -22, -3, 6, -5, -26, -27, -6, 0, -4, 7, 8, -11, -5, -9, 2, 3, -16, -10, -14, -3, -2, -21, 14, 7, -10, -12, 11, 9, 2, -15, -17, 6, 4, -3, -20, -22, 1, -1, 6, 14, 12, -10, -7, 1, 9, 7, -15, -12, -4, 4, 2, -20, -17, -9, -2, -7, 13, 13, 3, -7, -12, 8, 8, -2, -12, -17, 3, 3, -7, -17, 18, -7, -7, 8, 13, 13, -12, -12, 3, 8, 8, -17, -17, -2, 3, 3, 17, 14, 1, 3, -5, 12, 9, -4, -2, -10, 7, 4, -9, -7, -15, 2, -5, 14, 23, 12, -9, -10, 9, 18, 7, -14, -15, 4, 13, 2, -19, -20, 1, 7, 3, 14, 15, -4, 2, -2, 9, 10, -9, -3, -7, 4, 5, -14, 21, 14, -3, -5, 18, 16, 9, -8, -10, 13, 11, 4, -13, -15, 8, 6, 13, 21, 19, -3, 0, 8, 16, 14, -8, -5, 3, 11, 9, -13, -10, -2, 5, 0, 20, 20, 10, 0, -5, 15, 15, 5, -5, -10, 10, 10, 0, -10, 25, 0, 0, 15, 20, 20, -5, -5, 10, 15, 15, -10, -10, 5, 10, 10, 24, 21, 8, 10, 2, 19, 16, 3, 5, -3, 14, 11, -2, 0, -8, 9], u == (i - 100)
kernel @wmma_f16(%a: ptr.global, %bt: ptr.global, %c: ptr.global, %d: ptr.global, %uin: ptr.global, %u: ptr.global) {
entry:
    %l = workitem_id x
    %k1 = iconst.i32 16
    %t2 = urem %l, %k1
    %k3 = iconst.i32 16
    %t4 = udiv %l, %k3
    %z5 = zext.i64 %t2
    %k7 = iconst.i64 32
    %o6 = imul %z5, %k7
    %p8 = ptradd %a, %o6
    %z9 = zext.i64 %t2
    %k11 = iconst.i64 32
    %o10 = imul %z9, %k11
    %p12 = ptradd %bt, %o10
    %av13 = load.f16x16 %p8, align 32
    %bv14 = load.f16x16 %p12, align 32
    %k15 = iconst.i32 0
    %t16 = iadd %k15, %t4
    %k17 = iconst.i32 16
    %t18 = imul %t16, %k17
    %t19 = iadd %t18, %t2
    %k20 = iconst.i32 1
    %k21 = iconst.i32 4
    %t22 = imul %k20, %k21
    %t23 = iadd %t22, %t4
    %k24 = iconst.i32 16
    %t25 = imul %t23, %k24
    %t26 = iadd %t25, %t2
    %k27 = iconst.i32 2
    %k28 = iconst.i32 4
    %t29 = imul %k27, %k28
    %t30 = iadd %t29, %t4
    %k31 = iconst.i32 16
    %t32 = imul %t30, %k31
    %t33 = iadd %t32, %t2
    %k34 = iconst.i32 3
    %k35 = iconst.i32 4
    %t36 = imul %k34, %k35
    %t37 = iadd %t36, %t4
    %k38 = iconst.i32 16
    %t39 = imul %t37, %k38
    %t40 = iadd %t39, %t2
    %t41 = fconst.f16 0.0
    %z42 = zext.i64 %t19
    %k44 = iconst.i64 2
    %o43 = imul %z42, %k44
    %p45 = ptradd %c, %o43
    %cv46 = load.f16 %p45, align 2
    %cc47 = splat.f16x8 %t41
    %cc48 = insertlane %cc47, %cv46, 0
    %z49 = zext.i64 %t19
    %k51 = iconst.i64 2
    %o50 = imul %z49, %k51
    %p52 = ptradd %uin, %o50
    %uv53 = load.f16 %p52, align 2
    %cc54 = insertlane %cc48, %uv53, 1
    %z55 = zext.i64 %t26
    %k57 = iconst.i64 2
    %o56 = imul %z55, %k57
    %p58 = ptradd %c, %o56
    %cv59 = load.f16 %p58, align 2
    %cc60 = insertlane %cc54, %cv59, 2
    %z61 = zext.i64 %t26
    %k63 = iconst.i64 2
    %o62 = imul %z61, %k63
    %p64 = ptradd %uin, %o62
    %uv65 = load.f16 %p64, align 2
    %cc66 = insertlane %cc60, %uv65, 3
    %z67 = zext.i64 %t33
    %k69 = iconst.i64 2
    %o68 = imul %z67, %k69
    %p70 = ptradd %c, %o68
    %cv71 = load.f16 %p70, align 2
    %cc72 = insertlane %cc66, %cv71, 4
    %z73 = zext.i64 %t33
    %k75 = iconst.i64 2
    %o74 = imul %z73, %k75
    %p76 = ptradd %uin, %o74
    %uv77 = load.f16 %p76, align 2
    %cc78 = insertlane %cc72, %uv77, 5
    %z79 = zext.i64 %t40
    %k81 = iconst.i64 2
    %o80 = imul %z79, %k81
    %p82 = ptradd %c, %o80
    %cv83 = load.f16 %p82, align 2
    %cc84 = insertlane %cc78, %cv83, 6
    %z85 = zext.i64 %t40
    %k87 = iconst.i64 2
    %o86 = imul %z85, %k87
    %p88 = ptradd %uin, %o86
    %uv89 = load.f16 %p88, align 2
    %cc90 = insertlane %cc84, %uv89, 7
    %dv = wmma f16_16x16x16_f16 %av13, %bv14, %cc90
    %k91 = iconst.i32 0
    %t92 = iadd %k91, %t4
    %k93 = iconst.i32 16
    %t94 = imul %t92, %k93
    %t95 = iadd %t94, %t2
    %dv96 = extractlane %dv, 0
    %z97 = zext.i64 %t95
    %k99 = iconst.i64 2
    %o98 = imul %z97, %k99
    %p100 = ptradd %d, %o98
    store %dv96, %p100, align 2
    %uo101 = extractlane %dv, 1
    %z102 = zext.i64 %t95
    %k104 = iconst.i64 2
    %o103 = imul %z102, %k104
    %p105 = ptradd %u, %o103
    store %uo101, %p105, align 2
    %k106 = iconst.i32 1
    %k107 = iconst.i32 4
    %t108 = imul %k106, %k107
    %t109 = iadd %t108, %t4
    %k110 = iconst.i32 16
    %t111 = imul %t109, %k110
    %t112 = iadd %t111, %t2
    %dv113 = extractlane %dv, 2
    %z114 = zext.i64 %t112
    %k116 = iconst.i64 2
    %o115 = imul %z114, %k116
    %p117 = ptradd %d, %o115
    store %dv113, %p117, align 2
    %uo118 = extractlane %dv, 3
    %z119 = zext.i64 %t112
    %k121 = iconst.i64 2
    %o120 = imul %z119, %k121
    %p122 = ptradd %u, %o120
    store %uo118, %p122, align 2
    %k123 = iconst.i32 2
    %k124 = iconst.i32 4
    %t125 = imul %k123, %k124
    %t126 = iadd %t125, %t4
    %k127 = iconst.i32 16
    %t128 = imul %t126, %k127
    %t129 = iadd %t128, %t2
    %dv130 = extractlane %dv, 4
    %z131 = zext.i64 %t129
    %k133 = iconst.i64 2
    %o132 = imul %z131, %k133
    %p134 = ptradd %d, %o132
    store %dv130, %p134, align 2
    %uo135 = extractlane %dv, 5
    %z136 = zext.i64 %t129
    %k138 = iconst.i64 2
    %o137 = imul %z136, %k138
    %p139 = ptradd %u, %o137
    store %uo135, %p139, align 2
    %k140 = iconst.i32 3
    %k141 = iconst.i32 4
    %t142 = imul %k140, %k141
    %t143 = iadd %t142, %t4
    %k144 = iconst.i32 16
    %t145 = imul %t143, %k144
    %t146 = iadd %t145, %t2
    %dv147 = extractlane %dv, 6
    %z148 = zext.i64 %t146
    %k150 = iconst.i64 2
    %o149 = imul %z148, %k150
    %p151 = ptradd %d, %o149
    store %dv147, %p151, align 2
    %uo152 = extractlane %dv, 7
    %z153 = zext.i64 %t146
    %k155 = iconst.i64 2
    %o154 = imul %z153, %k155
    %p156 = ptradd %u, %o154
    store %uo152, %p156, align 2
    ret
}

; run: @wmma_f16_hi grid(64) wg(64) wave(64) (a=f16[256](((i - i % 16)/16 + 2*(i % 16)) % 7 - 3), bt=f16[256]((3*(i % 16) + (i - i % 16)/16) % 5 - 2), c=f16[256]((i - i % 16)/16 - i % 16), d=f16[256](0), uin=f16[256](i - 100), u=f16[256](0)) => d == [11, -14, -14, 1, 6, 6, -19, -19, -4, 1, 1, -24, -24, -9, -4, -4, 10, 7, -6, -4, -12, 5, 2, -11, -9, -17, 0, -3, -16, -14, -22, -5, -12, 7, 16, 5, -16, -17, 2, 11, 0, -21, -22, -3, 6, -5, -26, -27, -6, 0, -4, 7, 8, -11, -5, -9, 2, 3, -16, -10, -14, -3, -2, -21, 14, 7, -10, -12, 11, 9, 2, -15, -17, 6, 4, -3, -20, -22, 1, -1, 6, 14, 12, -10, -7, 1, 9, 7, -15, -12, -4, 4, 2, -20, -17, -9, -2, -7, 13, 13, 3, -7, -12, 8, 8, -2, -12, -17, 3, 3, -7, -17, 18, -7, -7, 8, 13, 13, -12, -12, 3, 8, 8, -17, -17, -2, 3, 3, 17, 14, 1, 3, -5, 12, 9, -4, -2, -10, 7, 4, -9, -7, -15, 2, -5, 14, 23, 12, -9, -10, 9, 18, 7, -14, -15, 4, 13, 2, -19, -20, 1, 7, 3, 14, 15, -4, 2, -2, 9, 10, -9, -3, -7, 4, 5, -14, 21, 14, -3, -5, 18, 16, 9, -8, -10, 13, 11, 4, -13, -15, 8, 6, 13, 21, 19, -3, 0, 8, 16, 14, -8, -5, 3, 11, 9, -13, -10, -2, 5, 0, 20, 20, 10, 0, -5, 15, 15, 5, -5, -10, 10, 10, 0, -10, 25, 0, 0, 15, 20, 20, -5, -5, 10, 15, 15, -10, -10, 5, 10, 10, 24, 21, 8, 10, 2, 19, 16, 3, 5, -3, 14, 11, -2, 0, -8, 9], u == (i - 100)
kernel @wmma_f16_hi(%a: ptr.global, %bt: ptr.global, %c: ptr.global, %d: ptr.global, %uin: ptr.global, %u: ptr.global) {
entry:
    %l = workitem_id x
    %k1 = iconst.i32 16
    %t2 = urem %l, %k1
    %k3 = iconst.i32 16
    %t4 = udiv %l, %k3
    %z5 = zext.i64 %t2
    %k7 = iconst.i64 32
    %o6 = imul %z5, %k7
    %p8 = ptradd %a, %o6
    %z9 = zext.i64 %t2
    %k11 = iconst.i64 32
    %o10 = imul %z9, %k11
    %p12 = ptradd %bt, %o10
    %av13 = load.f16x16 %p8, align 32
    %bv14 = load.f16x16 %p12, align 32
    %k15 = iconst.i32 0
    %t16 = iadd %k15, %t4
    %k17 = iconst.i32 16
    %t18 = imul %t16, %k17
    %t19 = iadd %t18, %t2
    %k20 = iconst.i32 1
    %k21 = iconst.i32 4
    %t22 = imul %k20, %k21
    %t23 = iadd %t22, %t4
    %k24 = iconst.i32 16
    %t25 = imul %t23, %k24
    %t26 = iadd %t25, %t2
    %k27 = iconst.i32 2
    %k28 = iconst.i32 4
    %t29 = imul %k27, %k28
    %t30 = iadd %t29, %t4
    %k31 = iconst.i32 16
    %t32 = imul %t30, %k31
    %t33 = iadd %t32, %t2
    %k34 = iconst.i32 3
    %k35 = iconst.i32 4
    %t36 = imul %k34, %k35
    %t37 = iadd %t36, %t4
    %k38 = iconst.i32 16
    %t39 = imul %t37, %k38
    %t40 = iadd %t39, %t2
    %t41 = fconst.f16 0.0
    %z42 = zext.i64 %t19
    %k44 = iconst.i64 2
    %o43 = imul %z42, %k44
    %p45 = ptradd %c, %o43
    %cv46 = load.f16 %p45, align 2
    %cc47 = splat.f16x8 %t41
    %cc48 = insertlane %cc47, %cv46, 1
    %z49 = zext.i64 %t19
    %k51 = iconst.i64 2
    %o50 = imul %z49, %k51
    %p52 = ptradd %uin, %o50
    %uv53 = load.f16 %p52, align 2
    %cc54 = insertlane %cc48, %uv53, 0
    %z55 = zext.i64 %t26
    %k57 = iconst.i64 2
    %o56 = imul %z55, %k57
    %p58 = ptradd %c, %o56
    %cv59 = load.f16 %p58, align 2
    %cc60 = insertlane %cc54, %cv59, 3
    %z61 = zext.i64 %t26
    %k63 = iconst.i64 2
    %o62 = imul %z61, %k63
    %p64 = ptradd %uin, %o62
    %uv65 = load.f16 %p64, align 2
    %cc66 = insertlane %cc60, %uv65, 2
    %z67 = zext.i64 %t33
    %k69 = iconst.i64 2
    %o68 = imul %z67, %k69
    %p70 = ptradd %c, %o68
    %cv71 = load.f16 %p70, align 2
    %cc72 = insertlane %cc66, %cv71, 5
    %z73 = zext.i64 %t33
    %k75 = iconst.i64 2
    %o74 = imul %z73, %k75
    %p76 = ptradd %uin, %o74
    %uv77 = load.f16 %p76, align 2
    %cc78 = insertlane %cc72, %uv77, 4
    %z79 = zext.i64 %t40
    %k81 = iconst.i64 2
    %o80 = imul %z79, %k81
    %p82 = ptradd %c, %o80
    %cv83 = load.f16 %p82, align 2
    %cc84 = insertlane %cc78, %cv83, 7
    %z85 = zext.i64 %t40
    %k87 = iconst.i64 2
    %o86 = imul %z85, %k87
    %p88 = ptradd %uin, %o86
    %uv89 = load.f16 %p88, align 2
    %cc90 = insertlane %cc84, %uv89, 6
    %dv = wmma f16_16x16x16_f16_hi %av13, %bv14, %cc90
    %k91 = iconst.i32 0
    %t92 = iadd %k91, %t4
    %k93 = iconst.i32 16
    %t94 = imul %t92, %k93
    %t95 = iadd %t94, %t2
    %dv96 = extractlane %dv, 1
    %z97 = zext.i64 %t95
    %k99 = iconst.i64 2
    %o98 = imul %z97, %k99
    %p100 = ptradd %d, %o98
    store %dv96, %p100, align 2
    %uo101 = extractlane %dv, 0
    %z102 = zext.i64 %t95
    %k104 = iconst.i64 2
    %o103 = imul %z102, %k104
    %p105 = ptradd %u, %o103
    store %uo101, %p105, align 2
    %k106 = iconst.i32 1
    %k107 = iconst.i32 4
    %t108 = imul %k106, %k107
    %t109 = iadd %t108, %t4
    %k110 = iconst.i32 16
    %t111 = imul %t109, %k110
    %t112 = iadd %t111, %t2
    %dv113 = extractlane %dv, 3
    %z114 = zext.i64 %t112
    %k116 = iconst.i64 2
    %o115 = imul %z114, %k116
    %p117 = ptradd %d, %o115
    store %dv113, %p117, align 2
    %uo118 = extractlane %dv, 2
    %z119 = zext.i64 %t112
    %k121 = iconst.i64 2
    %o120 = imul %z119, %k121
    %p122 = ptradd %u, %o120
    store %uo118, %p122, align 2
    %k123 = iconst.i32 2
    %k124 = iconst.i32 4
    %t125 = imul %k123, %k124
    %t126 = iadd %t125, %t4
    %k127 = iconst.i32 16
    %t128 = imul %t126, %k127
    %t129 = iadd %t128, %t2
    %dv130 = extractlane %dv, 5
    %z131 = zext.i64 %t129
    %k133 = iconst.i64 2
    %o132 = imul %z131, %k133
    %p134 = ptradd %d, %o132
    store %dv130, %p134, align 2
    %uo135 = extractlane %dv, 4
    %z136 = zext.i64 %t129
    %k138 = iconst.i64 2
    %o137 = imul %z136, %k138
    %p139 = ptradd %u, %o137
    store %uo135, %p139, align 2
    %k140 = iconst.i32 3
    %k141 = iconst.i32 4
    %t142 = imul %k140, %k141
    %t143 = iadd %t142, %t4
    %k144 = iconst.i32 16
    %t145 = imul %t143, %k144
    %t146 = iadd %t145, %t2
    %dv147 = extractlane %dv, 7
    %z148 = zext.i64 %t146
    %k150 = iconst.i64 2
    %o149 = imul %z148, %k150
    %p151 = ptradd %d, %o149
    store %dv147, %p151, align 2
    %uo152 = extractlane %dv, 6
    %z153 = zext.i64 %t146
    %k155 = iconst.i64 2
    %o154 = imul %z153, %k155
    %p156 = ptradd %u, %o154
    store %uo152, %p156, align 2
    ret
}

; run: @wmma_bf16_hi grid(64) wg(64) wave(64) (a=bf16[256](((i - i % 16)/16 + 2*(i % 16)) % 7 - 3), bt=bf16[256]((3*(i % 16) + (i - i % 16)/16) % 5 - 2), c=bf16[256]((i - i % 16)/16 - i % 16), d=bf16[256](0), uin=bf16[256](i - 100), u=bf16[256](0)) => d == [11, -14, -14, 1, 6, 6, -19, -19, -4, 1, 1, -24, -24, -9, -4, -4, 10, 7, -6, -4, -12, 5, 2, -11, -9, -17, 0, -3, -16, -14, -22, -5, -12, 7, 16, 5, -16, -17, 2, 11, 0, -21, -22, -3, 6, -5, -26, -27, -6, 0, -4, 7, 8, -11, -5, -9, 2, 3, -16, -10, -14, -3, -2, -21, 14, 7, -10, -12, 11, 9, 2, -15, -17, 6, 4, -3, -20, -22, 1, -1, 6, 14, 12, -10, -7, 1, 9, 7, -15, -12, -4, 4, 2, -20, -17, -9, -2, -7, 13, 13, 3, -7, -12, 8, 8, -2, -12, -17, 3, 3, -7, -17, 18, -7, -7, 8, 13, 13, -12, -12, 3, 8, 8, -17, -17, -2, 3, 3, 17, 14, 1, 3, -5, 12, 9, -4, -2, -10, 7, 4, -9, -7, -15, 2, -5, 14, 23, 12, -9, -10, 9, 18, 7, -14, -15, 4, 13, 2, -19, -20, 1, 7, 3, 14, 15, -4, 2, -2, 9, 10, -9, -3, -7, 4, 5, -14, 21, 14, -3, -5, 18, 16, 9, -8, -10, 13, 11, 4, -13, -15, 8, 6, 13, 21, 19, -3, 0, 8, 16, 14, -8, -5, 3, 11, 9, -13, -10, -2, 5, 0, 20, 20, 10, 0, -5, 15, 15, 5, -5, -10, 10, 10, 0, -10, 25, 0, 0, 15, 20, 20, -5, -5, 10, 15, 15, -10, -10, 5, 10, 10, 24, 21, 8, 10, 2, 19, 16, 3, 5, -3, 14, 11, -2, 0, -8, 9], u == (i - 100)
kernel @wmma_bf16_hi(%a: ptr.global, %bt: ptr.global, %c: ptr.global, %d: ptr.global, %uin: ptr.global, %u: ptr.global) {
entry:
    %l = workitem_id x
    %k1 = iconst.i32 16
    %t2 = urem %l, %k1
    %k3 = iconst.i32 16
    %t4 = udiv %l, %k3
    %z5 = zext.i64 %t2
    %k7 = iconst.i64 32
    %o6 = imul %z5, %k7
    %p8 = ptradd %a, %o6
    %z9 = zext.i64 %t2
    %k11 = iconst.i64 32
    %o10 = imul %z9, %k11
    %p12 = ptradd %bt, %o10
    %av13 = load.bf16x16 %p8, align 32
    %bv14 = load.bf16x16 %p12, align 32
    %k15 = iconst.i32 0
    %t16 = iadd %k15, %t4
    %k17 = iconst.i32 16
    %t18 = imul %t16, %k17
    %t19 = iadd %t18, %t2
    %k20 = iconst.i32 1
    %k21 = iconst.i32 4
    %t22 = imul %k20, %k21
    %t23 = iadd %t22, %t4
    %k24 = iconst.i32 16
    %t25 = imul %t23, %k24
    %t26 = iadd %t25, %t2
    %k27 = iconst.i32 2
    %k28 = iconst.i32 4
    %t29 = imul %k27, %k28
    %t30 = iadd %t29, %t4
    %k31 = iconst.i32 16
    %t32 = imul %t30, %k31
    %t33 = iadd %t32, %t2
    %k34 = iconst.i32 3
    %k35 = iconst.i32 4
    %t36 = imul %k34, %k35
    %t37 = iadd %t36, %t4
    %k38 = iconst.i32 16
    %t39 = imul %t37, %k38
    %t40 = iadd %t39, %t2
    %t41 = fconst.bf16 0.0
    %z42 = zext.i64 %t19
    %k44 = iconst.i64 2
    %o43 = imul %z42, %k44
    %p45 = ptradd %c, %o43
    %cv46 = load.bf16 %p45, align 2
    %cc47 = splat.bf16x8 %t41
    %cc48 = insertlane %cc47, %cv46, 1
    %z49 = zext.i64 %t19
    %k51 = iconst.i64 2
    %o50 = imul %z49, %k51
    %p52 = ptradd %uin, %o50
    %uv53 = load.bf16 %p52, align 2
    %cc54 = insertlane %cc48, %uv53, 0
    %z55 = zext.i64 %t26
    %k57 = iconst.i64 2
    %o56 = imul %z55, %k57
    %p58 = ptradd %c, %o56
    %cv59 = load.bf16 %p58, align 2
    %cc60 = insertlane %cc54, %cv59, 3
    %z61 = zext.i64 %t26
    %k63 = iconst.i64 2
    %o62 = imul %z61, %k63
    %p64 = ptradd %uin, %o62
    %uv65 = load.bf16 %p64, align 2
    %cc66 = insertlane %cc60, %uv65, 2
    %z67 = zext.i64 %t33
    %k69 = iconst.i64 2
    %o68 = imul %z67, %k69
    %p70 = ptradd %c, %o68
    %cv71 = load.bf16 %p70, align 2
    %cc72 = insertlane %cc66, %cv71, 5
    %z73 = zext.i64 %t33
    %k75 = iconst.i64 2
    %o74 = imul %z73, %k75
    %p76 = ptradd %uin, %o74
    %uv77 = load.bf16 %p76, align 2
    %cc78 = insertlane %cc72, %uv77, 4
    %z79 = zext.i64 %t40
    %k81 = iconst.i64 2
    %o80 = imul %z79, %k81
    %p82 = ptradd %c, %o80
    %cv83 = load.bf16 %p82, align 2
    %cc84 = insertlane %cc78, %cv83, 7
    %z85 = zext.i64 %t40
    %k87 = iconst.i64 2
    %o86 = imul %z85, %k87
    %p88 = ptradd %uin, %o86
    %uv89 = load.bf16 %p88, align 2
    %cc90 = insertlane %cc84, %uv89, 6
    %dv = wmma bf16_16x16x16_bf16_hi %av13, %bv14, %cc90
    %k91 = iconst.i32 0
    %t92 = iadd %k91, %t4
    %k93 = iconst.i32 16
    %t94 = imul %t92, %k93
    %t95 = iadd %t94, %t2
    %dv96 = extractlane %dv, 1
    %z97 = zext.i64 %t95
    %k99 = iconst.i64 2
    %o98 = imul %z97, %k99
    %p100 = ptradd %d, %o98
    store %dv96, %p100, align 2
    %uo101 = extractlane %dv, 0
    %z102 = zext.i64 %t95
    %k104 = iconst.i64 2
    %o103 = imul %z102, %k104
    %p105 = ptradd %u, %o103
    store %uo101, %p105, align 2
    %k106 = iconst.i32 1
    %k107 = iconst.i32 4
    %t108 = imul %k106, %k107
    %t109 = iadd %t108, %t4
    %k110 = iconst.i32 16
    %t111 = imul %t109, %k110
    %t112 = iadd %t111, %t2
    %dv113 = extractlane %dv, 3
    %z114 = zext.i64 %t112
    %k116 = iconst.i64 2
    %o115 = imul %z114, %k116
    %p117 = ptradd %d, %o115
    store %dv113, %p117, align 2
    %uo118 = extractlane %dv, 2
    %z119 = zext.i64 %t112
    %k121 = iconst.i64 2
    %o120 = imul %z119, %k121
    %p122 = ptradd %u, %o120
    store %uo118, %p122, align 2
    %k123 = iconst.i32 2
    %k124 = iconst.i32 4
    %t125 = imul %k123, %k124
    %t126 = iadd %t125, %t4
    %k127 = iconst.i32 16
    %t128 = imul %t126, %k127
    %t129 = iadd %t128, %t2
    %dv130 = extractlane %dv, 5
    %z131 = zext.i64 %t129
    %k133 = iconst.i64 2
    %o132 = imul %z131, %k133
    %p134 = ptradd %d, %o132
    store %dv130, %p134, align 2
    %uo135 = extractlane %dv, 4
    %z136 = zext.i64 %t129
    %k138 = iconst.i64 2
    %o137 = imul %z136, %k138
    %p139 = ptradd %u, %o137
    store %uo135, %p139, align 2
    %k140 = iconst.i32 3
    %k141 = iconst.i32 4
    %t142 = imul %k140, %k141
    %t143 = iadd %t142, %t4
    %k144 = iconst.i32 16
    %t145 = imul %t143, %k144
    %t146 = iadd %t145, %t2
    %dv147 = extractlane %dv, 7
    %z148 = zext.i64 %t146
    %k150 = iconst.i64 2
    %o149 = imul %z148, %k150
    %p151 = ptradd %d, %o149
    store %dv147, %p151, align 2
    %uo152 = extractlane %dv, 6
    %z153 = zext.i64 %t146
    %k155 = iconst.i64 2
    %o154 = imul %z153, %k155
    %p156 = ptradd %u, %o154
    store %uo152, %p156, align 2
    ret
}

; A read as signed bytes, B as unsigned ones (B's bytes reach 254).
; run: @wmma_i8_u8 grid(64) wg(64) wave(64) (a=i8[256]((5*((i - i % 16)/16) + 3*(i % 16)) % 256 - 128), bt=i8[256]((7*(i % 16) + 11*((i - i % 16)/16)) % 256), c=i32[256](i - 100), d=i32[256](0)) => d == [-81580, -100147, -118714, -137281, -155848, -174415, -192982, -211549, -230116, -248683, -267250, -285817, -304384, -322951, -320270, -294037, -77364, -95051, -112738, -130425, -148112, -165799, -183486, -201173, -218860, -236547, -254234, -271921, -289608, -307295, -305014, -280461, -73148, -89955, -106762, -123569, -140376, -157183, -173990, -190797, -207604, -224411, -241218, -258025, -274832, -291639, -289758, -266885, -68932, -84859, -100786, -116713, -132640, -148567, -164494, -180421, -196348, -212275, -228202, -244129, -260056, -275983, -274502, -253309, -64716, -79763, -94810, -109857, -124904, -139951, -154998, -170045, -185092, -200139, -215186, -230233, -245280, -260327, -259246, -239733, -60500, -74667, -88834, -103001, -117168, -131335, -145502, -159669, -173836, -188003, -202170, -216337, -230504, -244671, -243990, -226157, -56284, -69571, -82858, -96145, -109432, -122719, -136006, -149293, -162580, -175867, -189154, -202441, -215728, -229015, -228734, -212581, -52068, -64475, -76882, -89289, -101696, -114103, -126510, -138917, -151324, -163731, -176138, -188545, -200952, -213359, -213478, -199005, -47852, -59379, -70906, -82433, -93960, -105487, -117014, -128541, -140068, -151595, -163122, -174649, -186176, -197703, -198222, -185429, -43636, -54283, -64930, -75577, -86224, -96871, -107518, -118165, -128812, -139459, -150106, -160753, -171400, -182047, -182966, -171853, -39420, -49187, -58954, -68721, -78488, -88255, -98022, -107789, -117556, -127323, -137090, -146857, -156624, -166391, -167710, -158277, -35204, -44091, -52978, -61865, -70752, -79639, -88526, -97413, -106300, -115187, -124074, -132961, -141848, -150735, -152454, -144701, -30988, -38995, -47002, -55009, -63016, -71023, -79030, -87037, -95044, -103051, -111058, -119065, -127072, -135079, -137198, -131125, -26772, -33899, -41026, -48153, -55280, -62407, -69534, -76661, -83788, -90915, -98042, -105169, -112296, -119423, -121942, -117549, -22556, -28803, -35050, -41297, -47544, -53791, -60038, -66285, -72532, -78779, -85026, -91273, -97520, -103767, -106686, -103973, -18340, -23707, -29074, -34441, -39808, -45175, -50542, -55909, -61276, -66643, -72010, -77377, -82744, -88111, -91430, -90397]
kernel @wmma_i8_u8(%a: ptr.global, %bt: ptr.global, %c: ptr.global, %d: ptr.global) {
entry:
    %l = workitem_id x
    %k1 = iconst.i32 16
    %t2 = urem %l, %k1
    %k3 = iconst.i32 16
    %t4 = udiv %l, %k3
    %z5 = zext.i64 %t2
    %k7 = iconst.i64 16
    %o6 = imul %z5, %k7
    %p8 = ptradd %a, %o6
    %z9 = zext.i64 %t2
    %k11 = iconst.i64 16
    %o10 = imul %z9, %k11
    %p12 = ptradd %bt, %o10
    %av13 = load.i32x4 %p8, align 16
    %bv14 = load.i32x4 %p12, align 16
    %k15 = iconst.i32 0
    %t16 = iadd %k15, %t4
    %k17 = iconst.i32 16
    %t18 = imul %t16, %k17
    %t19 = iadd %t18, %t2
    %k20 = iconst.i32 1
    %k21 = iconst.i32 4
    %t22 = imul %k20, %k21
    %t23 = iadd %t22, %t4
    %k24 = iconst.i32 16
    %t25 = imul %t23, %k24
    %t26 = iadd %t25, %t2
    %k27 = iconst.i32 2
    %k28 = iconst.i32 4
    %t29 = imul %k27, %k28
    %t30 = iadd %t29, %t4
    %k31 = iconst.i32 16
    %t32 = imul %t30, %k31
    %t33 = iadd %t32, %t2
    %k34 = iconst.i32 3
    %k35 = iconst.i32 4
    %t36 = imul %k34, %k35
    %t37 = iadd %t36, %t4
    %k38 = iconst.i32 16
    %t39 = imul %t37, %k38
    %t40 = iadd %t39, %t2
    %z41 = zext.i64 %t19
    %k43 = iconst.i64 4
    %o42 = imul %z41, %k43
    %p44 = ptradd %c, %o42
    %cv45 = load.i32 %p44, align 4
    %cc46 = splat.i32x4 %cv45
    %z47 = zext.i64 %t26
    %k49 = iconst.i64 4
    %o48 = imul %z47, %k49
    %p50 = ptradd %c, %o48
    %cv51 = load.i32 %p50, align 4
    %cc52 = insertlane %cc46, %cv51, 1
    %z53 = zext.i64 %t33
    %k55 = iconst.i64 4
    %o54 = imul %z53, %k55
    %p56 = ptradd %c, %o54
    %cv57 = load.i32 %p56, align 4
    %cc58 = insertlane %cc52, %cv57, 2
    %z59 = zext.i64 %t40
    %k61 = iconst.i64 4
    %o60 = imul %z59, %k61
    %p62 = ptradd %c, %o60
    %cv63 = load.i32 %p62, align 4
    %cc64 = insertlane %cc58, %cv63, 3
    %dv = wmma i32_16x16x16_i8_u8 %av13, %bv14, %cc64
    %k65 = iconst.i32 0
    %t66 = iadd %k65, %t4
    %k67 = iconst.i32 16
    %t68 = imul %t66, %k67
    %t69 = iadd %t68, %t2
    %dv70 = extractlane %dv, 0
    %z71 = zext.i64 %t69
    %k73 = iconst.i64 4
    %o72 = imul %z71, %k73
    %p74 = ptradd %d, %o72
    store %dv70, %p74, align 4
    %k75 = iconst.i32 1
    %k76 = iconst.i32 4
    %t77 = imul %k75, %k76
    %t78 = iadd %t77, %t4
    %k79 = iconst.i32 16
    %t80 = imul %t78, %k79
    %t81 = iadd %t80, %t2
    %dv82 = extractlane %dv, 1
    %z83 = zext.i64 %t81
    %k85 = iconst.i64 4
    %o84 = imul %z83, %k85
    %p86 = ptradd %d, %o84
    store %dv82, %p86, align 4
    %k87 = iconst.i32 2
    %k88 = iconst.i32 4
    %t89 = imul %k87, %k88
    %t90 = iadd %t89, %t4
    %k91 = iconst.i32 16
    %t92 = imul %t90, %k91
    %t93 = iadd %t92, %t2
    %dv94 = extractlane %dv, 2
    %z95 = zext.i64 %t93
    %k97 = iconst.i64 4
    %o96 = imul %z95, %k97
    %p98 = ptradd %d, %o96
    store %dv94, %p98, align 4
    %k99 = iconst.i32 3
    %k100 = iconst.i32 4
    %t101 = imul %k99, %k100
    %t102 = iadd %t101, %t4
    %k103 = iconst.i32 16
    %t104 = imul %t102, %k103
    %t105 = iadd %t104, %t2
    %dv106 = extractlane %dv, 3
    %z107 = zext.i64 %t105
    %k109 = iconst.i64 4
    %o108 = imul %z107, %k109
    %p110 = ptradd %d, %o108
    store %dv106, %p110, align 4
    ret
}

; Signed 4-bit A and B, two to a byte (low nibble first).
; run: @wmma_i4 grid(64) wg(64) wave(64) (a=i8[128]((((i - i % 8)/8 + 2*(i % 8)) % 16 + 8) % 16 + 16*((((i - i % 8)/8 + 2*(i % 8) + 1) % 16 + 8) % 16)), bt=i8[128](((3*(2*(i % 8)) + (i - i % 8)/8) % 16 + 8) % 16 + 16*(((3*(2*(i % 8) + 1) + (i - i % 8)/8) % 16 + 8) % 16)), c=i32[256](i - 100), d=i32[256](0)) => d == [4, 45, 6, -113, -56, -79, -182, -109, -116, -203, -114, -105, -176, -71, -46, -101, -68, -43, -98, 23, 64, 25, -94, -37, -60, -163, -90, -97, -184, -95, -86, -157, -92, -83, -154, -49, -24, -79, 42, 83, 44, -75, -18, -41, -144, -71, -78, -165, -68, -75, -162, -73, -64, -135, -30, -5, -60, 61, 102, 63, -56, 1, -22, -125, 4, -19, -122, -49, -56, -143, -54, -45, -116, -11, 14, -41, 80, 121, 82, -37, 124, 85, -34, 23, 0, -103, -30, -37, -124, -35, -26, -97, 8, 33, -22, 99, 36, -19, 102, 143, 104, -15, 42, 19, -84, -11, -18, -105, -16, -7, -78, 27, -4, -75, 30, 55, 0, 121, 162, 123, 4, 61, 38, -65, 8, 1, -86, 3, 4, -83, 6, 15, -56, 49, 74, 19, 140, 181, 142, 23, 80, 57, -46, 27, 60, -43, 30, 23, -64, 25, 34, -37, 68, 93, 38, 159, 200, 161, 42, 99, 164, 45, 102, 79, -24, 49, 42, -45, 44, 53, -18, 87, 112, 57, 178, 219, 60, 181, 222, 183, 64, 121, 98, -5, 68, 61, -26, 63, 72, 1, 106, 131, 4, 109, 134, 79, 200, 241, 202, 83, 140, 117, 14, 87, 80, -7, 82, 91, -4, 85, 94, 23, 128, 153, 98, 219, 260, 221, 102, 159, 136, 33, 106, 99, 36, 109, 102, 15, 104, 113, 42, 147, 172, 117, 238, 279, 240, 121, 178, 155, 124, 181, 158, 55, 128, 121, 34, 123, 132, 61, 166, 191, 136, 257, 298, 259]
kernel @wmma_i4(%a: ptr.global, %bt: ptr.global, %c: ptr.global, %d: ptr.global) {
entry:
    %l = workitem_id x
    %k1 = iconst.i32 16
    %t2 = urem %l, %k1
    %k3 = iconst.i32 16
    %t4 = udiv %l, %k3
    %z5 = zext.i64 %t2
    %k7 = iconst.i64 8
    %o6 = imul %z5, %k7
    %p8 = ptradd %a, %o6
    %z9 = zext.i64 %t2
    %k11 = iconst.i64 8
    %o10 = imul %z9, %k11
    %p12 = ptradd %bt, %o10
    %av13 = load.i32x2 %p8, align 8
    %bv14 = load.i32x2 %p12, align 8
    %k15 = iconst.i32 0
    %t16 = iadd %k15, %t4
    %k17 = iconst.i32 16
    %t18 = imul %t16, %k17
    %t19 = iadd %t18, %t2
    %k20 = iconst.i32 1
    %k21 = iconst.i32 4
    %t22 = imul %k20, %k21
    %t23 = iadd %t22, %t4
    %k24 = iconst.i32 16
    %t25 = imul %t23, %k24
    %t26 = iadd %t25, %t2
    %k27 = iconst.i32 2
    %k28 = iconst.i32 4
    %t29 = imul %k27, %k28
    %t30 = iadd %t29, %t4
    %k31 = iconst.i32 16
    %t32 = imul %t30, %k31
    %t33 = iadd %t32, %t2
    %k34 = iconst.i32 3
    %k35 = iconst.i32 4
    %t36 = imul %k34, %k35
    %t37 = iadd %t36, %t4
    %k38 = iconst.i32 16
    %t39 = imul %t37, %k38
    %t40 = iadd %t39, %t2
    %z41 = zext.i64 %t19
    %k43 = iconst.i64 4
    %o42 = imul %z41, %k43
    %p44 = ptradd %c, %o42
    %cv45 = load.i32 %p44, align 4
    %cc46 = splat.i32x4 %cv45
    %z47 = zext.i64 %t26
    %k49 = iconst.i64 4
    %o48 = imul %z47, %k49
    %p50 = ptradd %c, %o48
    %cv51 = load.i32 %p50, align 4
    %cc52 = insertlane %cc46, %cv51, 1
    %z53 = zext.i64 %t33
    %k55 = iconst.i64 4
    %o54 = imul %z53, %k55
    %p56 = ptradd %c, %o54
    %cv57 = load.i32 %p56, align 4
    %cc58 = insertlane %cc52, %cv57, 2
    %z59 = zext.i64 %t40
    %k61 = iconst.i64 4
    %o60 = imul %z59, %k61
    %p62 = ptradd %c, %o60
    %cv63 = load.i32 %p62, align 4
    %cc64 = insertlane %cc58, %cv63, 3
    %dv = wmma i32_16x16x16_i4 %av13, %bv14, %cc64
    %k65 = iconst.i32 0
    %t66 = iadd %k65, %t4
    %k67 = iconst.i32 16
    %t68 = imul %t66, %k67
    %t69 = iadd %t68, %t2
    %dv70 = extractlane %dv, 0
    %z71 = zext.i64 %t69
    %k73 = iconst.i64 4
    %o72 = imul %z71, %k73
    %p74 = ptradd %d, %o72
    store %dv70, %p74, align 4
    %k75 = iconst.i32 1
    %k76 = iconst.i32 4
    %t77 = imul %k75, %k76
    %t78 = iadd %t77, %t4
    %k79 = iconst.i32 16
    %t80 = imul %t78, %k79
    %t81 = iadd %t80, %t2
    %dv82 = extractlane %dv, 1
    %z83 = zext.i64 %t81
    %k85 = iconst.i64 4
    %o84 = imul %z83, %k85
    %p86 = ptradd %d, %o84
    store %dv82, %p86, align 4
    %k87 = iconst.i32 2
    %k88 = iconst.i32 4
    %t89 = imul %k87, %k88
    %t90 = iadd %t89, %t4
    %k91 = iconst.i32 16
    %t92 = imul %t90, %k91
    %t93 = iadd %t92, %t2
    %dv94 = extractlane %dv, 2
    %z95 = zext.i64 %t93
    %k97 = iconst.i64 4
    %o96 = imul %z95, %k97
    %p98 = ptradd %d, %o96
    store %dv94, %p98, align 4
    %k99 = iconst.i32 3
    %k100 = iconst.i32 4
    %t101 = imul %k99, %k100
    %t102 = iadd %t101, %t4
    %k103 = iconst.i32 16
    %t104 = imul %t102, %k103
    %t105 = iadd %t104, %t2
    %dv106 = extractlane %dv, 3
    %z107 = zext.i64 %t105
    %k109 = iconst.i64 4
    %o108 = imul %z107, %k109
    %p110 = ptradd %d, %o108
    store %dv106, %p110, align 4
    ret
}

; A zero accumulator (the inline constant 0 in compiled code).
; run: @wmma_zero grid(64) wg(64) wave(64) (a=f16[256](((i - i % 16)/16 + 2*(i % 16)) % 7 - 3), bt=f16[256]((3*(i % 16) + (i - i % 16)/16) % 5 - 2), d=f32[256](0)) => d == [11, -13, -12, 4, 10, 11, -13, -12, 4, 10, 11, -13, -12, 4, 10, 11, 9, 7, -5, -2, -9, 9, 7, -5, -2, -9, 9, 7, -5, -2, -9, 9, -14, 6, 16, 6, -14, -14, 6, 16, 6, -14, -14, 6, 16, 6, -14, -14, -9, -2, -5, 7, 9, -9, -2, -5, 7, 9, -9, -2, -5, 7, 9, -9, 10, 4, -12, -13, 11, 10, 4, -12, -13, 11, 10, 4, -12, -13, 11, 10, 1, 10, 9, -12, -8, 1, 10, 9, -12, -8, 1, 10, 9, -12, -8, 1, -8, -12, 9, 10, 1, -8, -12, 9, 10, 1, -8, -12, 9, 10, 1, -8, 11, -13, -12, 4, 10, 11, -13, -12, 4, 10, 11, -13, -12, 4, 10, 11, 9, 7, -5, -2, -9, 9, 7, -5, -2, -9, 9, 7, -5, -2, -9, 9, -14, 6, 16, 6, -14, -14, 6, 16, 6, -14, -14, 6, 16, 6, -14, -14, -9, -2, -5, 7, 9, -9, -2, -5, 7, 9, -9, -2, -5, 7, 9, -9, 10, 4, -12, -13, 11, 10, 4, -12, -13, 11, 10, 4, -12, -13, 11, 10, 1, 10, 9, -12, -8, 1, 10, 9, -12, -8, 1, 10, 9, -12, -8, 1, -8, -12, 9, 10, 1, -8, -12, 9, 10, 1, -8, -12, 9, 10, 1, -8, 11, -13, -12, 4, 10, 11, -13, -12, 4, 10, 11, -13, -12, 4, 10, 11, 9, 7, -5, -2, -9, 9, 7, -5, -2, -9, 9, 7, -5, -2, -9, 9]
kernel @wmma_zero(%a: ptr.global, %bt: ptr.global, %d: ptr.global) {
entry:
    %l = workitem_id x
    %k1 = iconst.i32 16
    %t2 = urem %l, %k1
    %k3 = iconst.i32 16
    %t4 = udiv %l, %k3
    %z5 = zext.i64 %t2
    %k7 = iconst.i64 32
    %o6 = imul %z5, %k7
    %p8 = ptradd %a, %o6
    %z9 = zext.i64 %t2
    %k11 = iconst.i64 32
    %o10 = imul %z9, %k11
    %p12 = ptradd %bt, %o10
    %av13 = load.f16x16 %p8, align 32
    %bv14 = load.f16x16 %p12, align 32
    %k15 = iconst.i32 0
    %t16 = iadd %k15, %t4
    %k17 = iconst.i32 16
    %t18 = imul %t16, %k17
    %t19 = iadd %t18, %t2
    %k20 = iconst.i32 1
    %k21 = iconst.i32 4
    %t22 = imul %k20, %k21
    %t23 = iadd %t22, %t4
    %k24 = iconst.i32 16
    %t25 = imul %t23, %k24
    %t26 = iadd %t25, %t2
    %k27 = iconst.i32 2
    %k28 = iconst.i32 4
    %t29 = imul %k27, %k28
    %t30 = iadd %t29, %t4
    %k31 = iconst.i32 16
    %t32 = imul %t30, %k31
    %t33 = iadd %t32, %t2
    %k34 = iconst.i32 3
    %k35 = iconst.i32 4
    %t36 = imul %k34, %k35
    %t37 = iadd %t36, %t4
    %k38 = iconst.i32 16
    %t39 = imul %t37, %k38
    %t40 = iadd %t39, %t2
    %zc41 = fconst.f32 0.0
    %cc42 = splat.f32x4 %zc41
    %dv = wmma f32_16x16x16_f16 %av13, %bv14, %cc42
    %k43 = iconst.i32 0
    %t44 = iadd %k43, %t4
    %k45 = iconst.i32 16
    %t46 = imul %t44, %k45
    %t47 = iadd %t46, %t2
    %dv48 = extractlane %dv, 0
    %z49 = zext.i64 %t47
    %k51 = iconst.i64 4
    %o50 = imul %z49, %k51
    %p52 = ptradd %d, %o50
    store %dv48, %p52, align 4
    %k53 = iconst.i32 1
    %k54 = iconst.i32 4
    %t55 = imul %k53, %k54
    %t56 = iadd %t55, %t4
    %k57 = iconst.i32 16
    %t58 = imul %t56, %k57
    %t59 = iadd %t58, %t2
    %dv60 = extractlane %dv, 1
    %z61 = zext.i64 %t59
    %k63 = iconst.i64 4
    %o62 = imul %z61, %k63
    %p64 = ptradd %d, %o62
    store %dv60, %p64, align 4
    %k65 = iconst.i32 2
    %k66 = iconst.i32 4
    %t67 = imul %k65, %k66
    %t68 = iadd %t67, %t4
    %k69 = iconst.i32 16
    %t70 = imul %t68, %k69
    %t71 = iadd %t70, %t2
    %dv72 = extractlane %dv, 2
    %z73 = zext.i64 %t71
    %k75 = iconst.i64 4
    %o74 = imul %z73, %k75
    %p76 = ptradd %d, %o74
    store %dv72, %p76, align 4
    %k77 = iconst.i32 3
    %k78 = iconst.i32 4
    %t79 = imul %k77, %k78
    %t80 = iadd %t79, %t4
    %k81 = iconst.i32 16
    %t82 = imul %t80, %k81
    %t83 = iadd %t82, %t2
    %dv84 = extractlane %dv, 3
    %z85 = zext.i64 %t83
    %k87 = iconst.i64 4
    %o86 = imul %z85, %k87
    %p88 = ptradd %d, %o86
    store %dv84, %p88, align 4
    ret
}

; A loop-carried accumulator: three steps add A x B three times.
; run: @wmma_loop grid(64) wg(64) wave(64) (a=f16[256](((i - i % 16)/16 + 2*(i % 16)) % 7 - 3), bt=f16[256]((3*(i % 16) + (i - i % 16)/16) % 5 - 2), c=f32[256]((i - i % 16)/16 - i % 16), d=f32[256](0), n=3) => d == [33, -40, -38, 9, 26, 28, -45, -43, 4, 21, 23, -50, -48, -1, 16, 18, 28, 21, -16, -8, -30, 23, 16, -21, -13, -35, 18, 11, -26, -18, -40, 13, -40, 19, 48, 17, -44, -45, 14, 43, 12, -49, -50, 9, 38, 7, -54, -55, -24, -4, -14, 21, 26, -29, -9, -19, 16, 21, -34, -14, -24, 11, 16, -39, 34, 15, -34, -38, 33, 29, 10, -39, -43, 28, 24, 5, -44, -48, 23, 19, 8, 34, 30, -34, -23, 3, 29, 25, -39, -28, -2, 24, 20, -44, -33, -7, -18, -31, 31, 33, 5, -23, -36, 26, 28, 0, -28, -41, 21, 23, -5, -33, 40, -33, -31, 16, 33, 35, -38, -36, 11, 28, 30, -43, -41, 6, 23, 25, 35, 28, -9, -1, -23, 30, 23, -14, -6, -28, 25, 18, -19, -11, -33, 20, -33, 26, 55, 24, -37, -38, 21, 50, 19, -42, -43, 16, 45, 14, -47, -48, -17, 3, -7, 28, 33, -22, -2, -12, 23, 28, -27, -7, -17, 18, 23, -32, 41, 22, -27, -31, 40, 36, 17, -32, -36, 35, 31, 12, -37, -41, 30, 26, 15, 41, 37, -27, -16, 10, 36, 32, -32, -21, 5, 31, 27, -37, -26, 0, -11, -24, 38, 40, 12, -16, -29, 33, 35, 7, -21, -34, 28, 30, 2, -26, 47, -26, -24, 23, 40, 42, -31, -29, 18, 35, 37, -36, -34, 13, 30, 32, 42, 35, -2, 6, -16, 37, 30, -7, 1, -21, 32, 25, -12, -4, -26, 27]
kernel @wmma_loop(%a: ptr.global, %bt: ptr.global, %c: ptr.global, %d: ptr.global, %n: i32) {
entry:
    %l = workitem_id x
    %k1 = iconst.i32 16
    %t2 = urem %l, %k1
    %k3 = iconst.i32 16
    %t4 = udiv %l, %k3
    %z5 = zext.i64 %t2
    %k7 = iconst.i64 32
    %o6 = imul %z5, %k7
    %p8 = ptradd %a, %o6
    %z9 = zext.i64 %t2
    %k11 = iconst.i64 32
    %o10 = imul %z9, %k11
    %p12 = ptradd %bt, %o10
    %av13 = load.f16x16 %p8, align 32
    %bv14 = load.f16x16 %p12, align 32
    %k15 = iconst.i32 0
    %t16 = iadd %k15, %t4
    %k17 = iconst.i32 16
    %t18 = imul %t16, %k17
    %t19 = iadd %t18, %t2
    %k20 = iconst.i32 1
    %k21 = iconst.i32 4
    %t22 = imul %k20, %k21
    %t23 = iadd %t22, %t4
    %k24 = iconst.i32 16
    %t25 = imul %t23, %k24
    %t26 = iadd %t25, %t2
    %k27 = iconst.i32 2
    %k28 = iconst.i32 4
    %t29 = imul %k27, %k28
    %t30 = iadd %t29, %t4
    %k31 = iconst.i32 16
    %t32 = imul %t30, %k31
    %t33 = iadd %t32, %t2
    %k34 = iconst.i32 3
    %k35 = iconst.i32 4
    %t36 = imul %k34, %k35
    %t37 = iadd %t36, %t4
    %k38 = iconst.i32 16
    %t39 = imul %t37, %k38
    %t40 = iadd %t39, %t2
    %z41 = zext.i64 %t19
    %k43 = iconst.i64 4
    %o42 = imul %z41, %k43
    %p44 = ptradd %c, %o42
    %cv45 = load.f32 %p44, align 4
    %cc46 = splat.f32x4 %cv45
    %z47 = zext.i64 %t26
    %k49 = iconst.i64 4
    %o48 = imul %z47, %k49
    %p50 = ptradd %c, %o48
    %cv51 = load.f32 %p50, align 4
    %cc52 = insertlane %cc46, %cv51, 1
    %z53 = zext.i64 %t33
    %k55 = iconst.i64 4
    %o54 = imul %z53, %k55
    %p56 = ptradd %c, %o54
    %cv57 = load.f32 %p56, align 4
    %cc58 = insertlane %cc52, %cv57, 2
    %z59 = zext.i64 %t40
    %k61 = iconst.i64 4
    %o60 = imul %z59, %k61
    %p62 = ptradd %c, %o60
    %cv63 = load.f32 %p62, align 4
    %cc64 = insertlane %cc58, %cv63, 3
    %k65 = iconst.i32 0
    br steps(%k65, %cc64)

steps(%i: i32, %acc: f32x4):
    %dv = wmma f32_16x16x16_f16 %av13, %bv14, %acc
    %k66 = iconst.i32 1
    %t67 = iadd %i, %k66
    %t68 = icmp slt %t67, %n
    brif %t68, steps(%t67, %dv), out

out:
    %k69 = iconst.i32 0
    %t70 = iadd %k69, %t4
    %k71 = iconst.i32 16
    %t72 = imul %t70, %k71
    %t73 = iadd %t72, %t2
    %dv74 = extractlane %dv, 0
    %z75 = zext.i64 %t73
    %k77 = iconst.i64 4
    %o76 = imul %z75, %k77
    %p78 = ptradd %d, %o76
    store %dv74, %p78, align 4
    %k79 = iconst.i32 1
    %k80 = iconst.i32 4
    %t81 = imul %k79, %k80
    %t82 = iadd %t81, %t4
    %k83 = iconst.i32 16
    %t84 = imul %t82, %k83
    %t85 = iadd %t84, %t2
    %dv86 = extractlane %dv, 1
    %z87 = zext.i64 %t85
    %k89 = iconst.i64 4
    %o88 = imul %z87, %k89
    %p90 = ptradd %d, %o88
    store %dv86, %p90, align 4
    %k91 = iconst.i32 2
    %k92 = iconst.i32 4
    %t93 = imul %k91, %k92
    %t94 = iadd %t93, %t4
    %k95 = iconst.i32 16
    %t96 = imul %t94, %k95
    %t97 = iadd %t96, %t2
    %dv98 = extractlane %dv, 2
    %z99 = zext.i64 %t97
    %k101 = iconst.i64 4
    %o100 = imul %z99, %k101
    %p102 = ptradd %d, %o100
    store %dv98, %p102, align 4
    %k103 = iconst.i32 3
    %k104 = iconst.i32 4
    %t105 = imul %k103, %k104
    %t106 = iadd %t105, %t4
    %k107 = iconst.i32 16
    %t108 = imul %t106, %k107
    %t109 = iadd %t108, %t2
    %dv110 = extractlane %dv, 3
    %z111 = zext.i64 %t109
    %k113 = iconst.i64 4
    %o112 = imul %z111, %k113
    %p114 = ptradd %d, %o112
    store %dv110, %p114, align 4
    ret
}

