; Scalar f16 and bf16 end to end: arithmetic (native f16 rows, f16
; division/sqrt/rounding and all bf16 arithmetic computed in f32),
; comparisons, select, conversions with their rounding cases, uniform
; (kernel-argument) operands, LDS, private memory and loop phis.
; Inputs cover NaN, ±inf, ±0, f16 denormals and ties; expected values
; are the reference interpreter's.
;
; run: @arith_f16 grid(12) (a=f16[1.5, -2, inf, -inf, nan, 0, -0.0, 0x0001, 0x03ff, 65504, 0x3555, 3], b=f16[0.25, 3, 1, inf, 2, -0.0, 0, 0x0001, 0x0400, 2, 3, nan], c=f16[1, 1, 0, 1, 1, -0.0, 0, 0x0001, -1, -65504, 0.5, 1], out=f16[252](0), ua=1.25, ub=-3) => out == [0x3f00, 0x3d00, 0x3600, 0x4600, 0x3400, 0x3e00, 0x3e00, 0x3d80, 0xbe00, 0x3e00, 0x3ce6, 0x3c00, 0x4000, 0x3c00, 0x3400, 0xbf00, 0xc380, 0xb6ab, 0x3d00, 0xc180, 0xbd00, 0x3c00, 0xc500, 0xc600, 0xb955, 0xc000, 0x4200, 0x4000, 0xc500, 0x4000, 0x4000, nan, 0xc000, 0xc000, 0xc000, 0x3c00, 0xbf00, 0xc380, 0xb6ab, 0x3d00, 0xc180, 0xbd00, 0x7c00, 0x7c00, 0x7c00, 0x7c00, 0x3c00, 0x7c00, 0x7c00, 0x7c00, 0xfc00, 0x7c00, 0x7c00, 0x7c00, 0x7c00, 0, 0x3c00, 0xbf00, 0xc380, 0xb6ab, 0x3d00, 0xc380, 0xbd00, nan, 0xfc00, 0xfc00, nan, 0xfc00, 0x7c00, 0x7c00, 0xfc00, 0x7c00, 0x7c00, nan, 0xfc00, 0xfc00, 0xfc00, 0x3c00, 0xbf00, 0xc380, 0xb6ab, 0x3d00, 0xc180, 0xbd00, nan, nan, nan, nan, 0x4000, 0x4000, nan, nan, nan, nan, nan, nan, nan, 0x3c00, 0x4000, 0xbf00, 0xc380, 0xb6ab, 0x3d00, 0xc180, 0xbd00, 0, 0, 0x8000, nan, 0x8000, 0, 0x8000, 0x8000, 0x8000, 0, 0, 0, 0, 0x8000, 0x8000, 0xbf00, 0xc380, 0xb6ab, 0x3d00, 0xc380, 0xbd00, 0, 0x8000, 0x8000, nan, 0x8000, 0, 0, 0, 0, 0, 0x8000, 0x8000, 0x8000, 0, 0, 0xbf00, 0xc380, 0xb6ab, 0x3d00, 0xc380, 0xbd00, 0x2, 0, 0, 0x3c00, 0x1, 0x1, 0x1, 0x1, 0x8001, 0x1, 0xc00, 0, 0, 0x1, 0x1, 0xbf00, 0xc380, 0xb6ab, 0x3d00, 0xc380, 0xbd00, 0x7ff, 0x8001, 0, 0x3bfe, 0x3ff, 0x400, 0x3ff, 0xbc00, 0x83ff, 0x3ff, 0x1fff, 0, 0, 0x3ff, 0xbc00, 0xbf00, 0xc380, 0xb6ab, 0x3d00, 0xc4c0, 0xbd00, 0x7bff, 0x7bff, 0x7c00, 0x77ff, 0x4000, 0x7bff, 0x7bff, 0x7bff, 0xfbff, 0x7bff, 0x5bff, 0x7bff, 0x7bff, 0xfbff, 0x4000, 0xbf00, 0xc380, 0xb6ab, 0x3d00, 0xfbff, 0xbd00, 0x42ab, 0xc155, 0x3c00, 0x2f1c, 0x3555, 0x4200, 0x3555, 0x3e00, 0xb555, 0x3555, 0x389e, 0, 0, 0x3555, 0x3800, 0xbf00, 0xc380, 0xb6ab, 0x3d00, 0xc280, 0xbd00, nan, nan, nan, nan, 0x4200, 0x4200, 0x4200, nan, 0xc200, 0x4200, 0x3eee, 0x4200, 0x4200, 0x3c00, nan, 0xbf00, 0xc380, 0xb6ab, 0x3d00, 0xc180, 0xbd00]
; run: @arith_bf16 grid(12) (a=bf16[1.5, -2, inf, -inf, nan, 0, -0.0, 0x0001, 0x03ff, 65504, 0x3555, 3], b=bf16[0.25, 3, 1, inf, 2, -0.0, 0, 0x0001, 0x0400, 2, 3, nan], c=bf16[1, 1, 0, 1, 1, -0.0, 0, 0x0001, -1, -65504, 0.5, 1], out=bf16[252](0), ua=1.25, ub=-3) => out == [0x3fe0, 0x3fa0, 0x3ec0, 0x40c0, 0x3e80, 0x3fc0, 0x3fc0, 0x3fb0, 0xbfc0, 0x3fc0, 0x3f9d, 0x3f80, 0x4000, 0x3f80, 0x3e80, 0xbfe0, 0xc070, 0xbed5, 0x3fa0, 0xc030, 0xbfa0, 0x3f80, 0xc0a0, 0xc0c0, 0xbf2b, 0xc000, 0x4040, 0x4000, 0xc0a0, 0x4000, 0x4000, nan, 0xc000, 0xc000, 0xc000, 0x3f80, 0xbfe0, 0xc070, 0xbed5, 0x3fa0, 0xc030, 0xbfa0, 0x7f80, 0x7f80, 0x7f80, 0x7f80, 0x3f80, 0x7f80, 0x7f80, 0x7f80, 0xff80, 0x7f80, 0x7f80, 0x7f80, 0x7f80, 0, 0x3f80, 0xbfe0, 0xc070, 0xbed5, 0x3fa0, 0xc070, 0xbfa0, nan, 0xff80, 0xff80, nan, 0xff80, 0x7f80, 0x7f80, 0xff80, 0x7f80, 0x7f80, nan, 0xff80, 0xff80, 0xff80, 0x3f80, 0xbfe0, 0xc070, 0xbed5, 0x3fa0, 0xc030, 0xbfa0, nan, nan, nan, nan, 0x4000, 0x4000, nan, nan, nan, nan, nan, nan, nan, 0x3f80, 0x4000, 0xbfe0, 0xc070, 0xbed5, 0x3fa0, 0xc030, 0xbfa0, 0, 0, 0x8000, nan, 0x8000, 0, 0x8000, 0x8000, 0x8000, 0, 0, 0, 0, 0x8000, 0x8000, 0xbfe0, 0xc070, 0xbed5, 0x3fa0, 0xc070, 0xbfa0, 0, 0x8000, 0x8000, nan, 0x8000, 0, 0, 0, 0, 0, 0x8000, 0x8000, 0x8000, 0, 0, 0xbfe0, 0xc070, 0xbed5, 0x3fa0, 0xc070, 0xbfa0, 0x2, 0, 0, 0x3f80, 0x1, 0x1, 0x1, 0x1, 0x8001, 0x1, 0x1e35, 0, 0, 0x1, 0x1, 0xbfe0, 0xc070, 0xbed5, 0x3fa0, 0xc070, 0xbfa0, 0x480, 0x8040, 0, 0x3f7f, 0x3ff, 0x400, 0x3ff, 0xbf80, 0x83ff, 0x3ff, 0x21b5, 0, 0, 0x3ff, 0xbf80, 0xbfe0, 0xc070, 0xbed5, 0x3fa0, 0xc098, 0xbfa0, 0x4780, 0x4780, 0x4800, 0x4700, 0x4000, 0x4780, 0x4780, 0x4780, 0xc780, 0x4780, 0x4380, 0x4780, 0x4780, 0xc780, 0x4000, 0xbfe0, 0xc070, 0xbed5, 0x3fa0, 0xc780, 0xbfa0, 0x4040, 0xc040, 0x3620, 0x348e, 0x3555, 0x4040, 0x3555, 0x3f00, 0xb555, 0x3555, 0x3a6a, 0, 0, 0x3555, 0x3f00, 0xbfe0, 0xc070, 0xbed5, 0x3fa0, 0xc050, 0xbfa0, nan, nan, nan, nan, 0x4040, 0x4040, 0x4040, nan, 0xc040, 0x4040, 0x3fde, 0x4040, 0x4040, 0x3f80, nan, 0xbfe0, 0xc070, 0xbed5, 0x3fa0, 0xc030, 0xbfa0]
; run: @conv grid(12) (x=f32[1.00048828125, 1.00146484375, 65519.99, 65520, 5.960464477539063e-08, 2.9802322387695312e-08, nan, -inf, -0.0, 3.14159, 1e-40, 1.00390625], d=f64[1.0004882812509094947017729282379150390625, 1.00048828125, 65520.0, -65519.0, 1e-300, nan, inf, -0.0, 2.5, 1e10, 1.0039062500009094947017729282379150390625, -1.00390625], n=i32[0, 1, -1, 4097, 4099, 65519, 65520, -2147483648, 2147483647, 16777217, 33554435, 300], h=f16[1.5, -2.5, inf, -inf, nan, 40000, -40000, 0x0001, -0.0, 255.9, 300, -5], o16=f16[120](0), ob=bf16[72](0), o32=f32[36](0), o64=f64[24](0), oi=i32[84](0), uf=65519.99, ud=1.0009765625, un=4099, uh=-2.5) => o16 == [0x3c00, 0x3c01, 0, 0, 0, 0, 0, 0x7bff, 0x3c01, 0x6c01, 0x3c02, 0x3c00, 0x3c00, 0x3c00, 0x3c00, 0x3c00, 0x3c00, 0x7bff, 0x3c01, 0x6c01, 0x7bff, 0x7c00, 0xbc00, 0x7c00, 0xbc00, 0x7c00, 0xbc00, 0x7bff, 0x3c01, 0x6c01, 0x7c00, 0xfbff, 0x6c00, 0x6c00, 0x6c00, 0x6c00, 0x3c00, 0x7bff, 0x3c01, 0x6c01, 0x1, 0, 0x6c01, 0x6c01, 0x6c01, 0x6c01, 0x4200, 0x7bff, 0x3c01, 0x6c01, 0, nan, 0x7bff, 0x7bff, 0xcc40, 0x7bff, 0xcc40, 0x7bff, 0x3c01, 0x6c01, nan, 0x7c00, 0x7c00, 0x7c00, 0xcc00, 0x7c00, 0xcc00, 0x7bff, 0x3c01, 0x6c01, 0xfc00, 0x8000, 0xfc00, 0x7c00, 0, 0, 0, 0x7bff, 0x3c01, 0x6c01, 0x8000, 0x4100, 0x7c00, 0x7c00, 0xbc00, 0x7c00, 0xbc00, 0x7bff, 0x3c01, 0x6c01, 0x4248, 0x7c00, 0x7c00, 0x7c00, 0x3c00, 0x3c00, 0x3c00, 0x7bff, 0x3c01, 0x6c01, 0, 0x3c04, 0x7c00, 0x7c00, 0x4200, 0x4200, 0x4200, 0x7bff, 0x3c01, 0x6c01, 0x3c04, 0xbc04, 0x5cb0, 0x5cb0, 0x5cb0, 0x5cb0, 0x5180, 0x7bff, 0x3c01, 0x6c01], ob == [0x3f80, 0x3f80, 0, 0, 0x4780, 0x3f80, 0x3f80, 0x3f80, 0x3f80, 0x3f80, 0x4780, 0x3f80, 0x4780, 0x4780, 0xbf80, 0x4f80, 0x4780, 0x3f80, 0x4780, 0xc780, 0x4580, 0x4580, 0x4780, 0x3f80, 0x3380, 0, 0x4580, 0x4580, 0x4780, 0x3f80, 0x3300, nan, 0x4780, 0x4780, 0x4780, 0x3f80, nan, 0x7f80, 0x4780, 0x4780, 0x4780, 0x3f80, 0xff80, 0x8000, 0xcf00, 0x4f00, 0x4780, 0x3f80, 0x8000, 0x4020, 0x4f00, 0x4f00, 0x4780, 0x3f80, 0x4049, 0x5015, 0x4b80, 0x4b80, 0x4780, 0x3f80, 0x1, 0x3f81, 0x4c00, 0x4c00, 0x4780, 0x3f80, 0x3f80, 0xbf80, 0x4396, 0x4396, 0x4780, 0x3f80], o32 == [0x3fc00000, 0x3e000000, 0xc0200000, 0xc0200000, 0xc1000000, 0xc0200000, 0x7f800000, 0x7c000000, 0xc0200000, 0xff800000, 0xfc000000, 0xc0200000, nan, 0x7e000000, 0xc0200000, 0x471c4000, 0x78e20000, 0xc0200000, 0xc71c4000, 0xf8e20000, 0xc0200000, 0x33800000, 0x10000, 0xc0200000, 0x80000000, 0x80000000, 0xc0200000, 0x437fe000, 0x5bff0000, 0xc0200000, 0x43960000, 0x5cb00000, 0xc0200000, 0xc0a00000, 0xc5000000, 0xc0200000], o64 == [0x3ff8000000000000, 0x3fc0000000000000, 0xc004000000000000, 0xc020000000000000, 0x7ff0000000000000, 0x4780000000000000, 0xfff0000000000000, 0xc780000000000000, nan, 0x47c0000000000000, 0x40e3880000000000, 0x471c400000000000, 0xc0e3880000000000, 0xc71c400000000000, 0x3e70000000000000, 0x37a0000000000000, 0x8000000000000000, 0x8000000000000000, 0x406ffc0000000000, 0x437fe00000000000, 0x4072c00000000000, 0x4396000000000000, 0xc014000000000000, 0xc0a0000000000000], oi == [1, 1, 1, 1, 0, 1, 0xfffffffe, 0xfffffffe, 0, 0xfffffffe, 0, 0xfffffff8, 1, 0xfffffffe, 2147483647, 0xffffffff, 32767, 255, 2147483647, 65519, 0xfffffffe, 0x80000000, 0, 0xffff8000, 0, 0x80000000, 65520, 0xfffffffe, 0, 0, 0, 0, 2147483647, 0, 0xfffffffe, 40000, 40000, 32767, 255, 2147483647, 0, 0xfffffffe, 0xffff63c0, 0, 0xffff8000, 0, 0x80000000, 0, 0xfffffffe, 0, 0, 0, 0, 0, 0, 0xfffffffe, 0, 0, 0, 0, 0, 0, 0xfffffffe, 255, 255, 255, 255, 2147483647, 3, 0xfffffffe, 300, 300, 300, 255, 2147483647, 0, 0xfffffffe, 0xfffffffb, 0, 0xfffffffb, 0, 0xfffff800, 1, 0xfffffffe]
; run: @mem16 grid(12) wg(12) (h=f16[1.5, -2.5, inf, -inf, nan, 40000, -40000, 0x0001, -0.0, 255.9, 300, -5], out=f16[48](0), u=0.5) => out == [0xc100, 0xc100, 0xcd14, 0x3bc0, 0x7c00, 0x7c00, nan, 0x3bc0, 0xfc00, 0xfc00, nan, 0x3bc0, nan, nan, nan, 0x3bc0, 0x78e2, 0x78e2, nan, 0x3bc0, 0xf8e2, 0xf8e2, 0xfc00, 0x3bc0, 0x1, 0x1, 0xfc00, 0x3bc0, 0x8000, 0x8000, 0, 0x3bc0, 0x5bff, 0x5bff, 0x5bff, 0x3bc0, 0x5cb0, 0x5cb0, 0x7c00, 0x3bc0, 0xc500, 0xc500, 0xfc00, 0x3bc0, 0x3e00, 0x3e00, 0xd8e0, 0x3bc0]
; LDS (neighbour's value after a barrier), a stack slot, and a loop whose
; f16 accumulator is a block parameter; a uniform f16 `fma` chain too.

lds @tile: 64, align 4

kernel @conv(%x: ptr.global, %d: ptr.global, %n: ptr.global, %h: ptr.global, %o16: ptr.global, %ob: ptr.global, %o32: ptr.global, %o64: ptr.global, %oi: ptr.global, %uf: f32, %ud: f64, %un: i32, %uh: f16) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %t1 = iconst.i64 4
    %t2 = imul %i64, %t1
    %t3 = ptradd %x, %t2
    %t4 = load.f32 %t3, align 4
    %t5 = iconst.i64 8
    %t6 = imul %i64, %t5
    %t7 = ptradd %d, %t6
    %t8 = load.f64 %t7, align 8
    %t9 = iconst.i64 4
    %t10 = imul %i64, %t9
    %t11 = ptradd %n, %t10
    %t12 = load.i32 %t11, align 4
    %t13 = iconst.i64 2
    %t14 = imul %i64, %t13
    %t15 = ptradd %h, %t14
    %t16 = load.f16 %t15, align 2
    %t17 = fptrunc.f16 %t4
    %t18 = fptrunc.f16 %t8
    %t19 = sitofp.f16 %t12
    %t20 = uitofp.f16 %t12
    %t21 = trunc.i16 %t12
    %t22 = sitofp.f16 %t21
    %t23 = uitofp.f16 %t21
    %t24 = trunc.i8 %t12
    %t25 = sitofp.f16 %t24
    %t26 = fptrunc.f16 %uf
    %t27 = fptrunc.f16 %ud
    %t28 = sitofp.f16 %un
    %t29 = fptrunc.bf16 %t4
    %t30 = fptrunc.bf16 %t8
    %t31 = sitofp.bf16 %t12
    %t32 = uitofp.bf16 %t12
    %t33 = fptrunc.bf16 %uf
    %t34 = fptrunc.bf16 %ud
    %t35 = fpext.f32 %t16
    %t36 = bitcast.bf16 %t16
    %t37 = fpext.f32 %t36
    %t38 = fpext.f32 %uh
    %t39 = fpext.f64 %t16
    %t40 = fpext.f64 %t36
    %t41 = fptosi.i32 %t16
    %t42 = fptoui.i32 %t16
    %t43 = fptosi.i16 %t16
    %t44 = sext.i32 %t43
    %t45 = fptoui.i8 %t16
    %t46 = zext.i32 %t45
    %t47 = fptosi.i32 %t36
    %t48 = fptoui.i16 %t4
    %t49 = zext.i32 %t48
    %t50 = fptosi.i32 %uh
    %t51 = iconst.i64 20
    %t52 = imul %i64, %t51
    %t53 = iconst.i64 0
    %t54 = iadd %t52, %t53
    %t55 = ptradd %o16, %t54
    store %t17, %t55, align 2
    %t56 = iconst.i64 20
    %t57 = imul %i64, %t56
    %t58 = iconst.i64 2
    %t59 = iadd %t57, %t58
    %t60 = ptradd %o16, %t59
    store %t18, %t60, align 2
    %t61 = iconst.i64 20
    %t62 = imul %i64, %t61
    %t63 = iconst.i64 4
    %t64 = iadd %t62, %t63
    %t65 = ptradd %o16, %t64
    store %t19, %t65, align 2
    %t66 = iconst.i64 20
    %t67 = imul %i64, %t66
    %t68 = iconst.i64 6
    %t69 = iadd %t67, %t68
    %t70 = ptradd %o16, %t69
    store %t20, %t70, align 2
    %t71 = iconst.i64 20
    %t72 = imul %i64, %t71
    %t73 = iconst.i64 8
    %t74 = iadd %t72, %t73
    %t75 = ptradd %o16, %t74
    store %t22, %t75, align 2
    %t76 = iconst.i64 20
    %t77 = imul %i64, %t76
    %t78 = iconst.i64 10
    %t79 = iadd %t77, %t78
    %t80 = ptradd %o16, %t79
    store %t23, %t80, align 2
    %t81 = iconst.i64 20
    %t82 = imul %i64, %t81
    %t83 = iconst.i64 12
    %t84 = iadd %t82, %t83
    %t85 = ptradd %o16, %t84
    store %t25, %t85, align 2
    %t86 = iconst.i64 20
    %t87 = imul %i64, %t86
    %t88 = iconst.i64 14
    %t89 = iadd %t87, %t88
    %t90 = ptradd %o16, %t89
    store %t26, %t90, align 2
    %t91 = iconst.i64 20
    %t92 = imul %i64, %t91
    %t93 = iconst.i64 16
    %t94 = iadd %t92, %t93
    %t95 = ptradd %o16, %t94
    store %t27, %t95, align 2
    %t96 = iconst.i64 20
    %t97 = imul %i64, %t96
    %t98 = iconst.i64 18
    %t99 = iadd %t97, %t98
    %t100 = ptradd %o16, %t99
    store %t28, %t100, align 2
    %t101 = iconst.i64 12
    %t102 = imul %i64, %t101
    %t103 = iconst.i64 0
    %t104 = iadd %t102, %t103
    %t105 = ptradd %ob, %t104
    store %t29, %t105, align 2
    %t106 = iconst.i64 12
    %t107 = imul %i64, %t106
    %t108 = iconst.i64 2
    %t109 = iadd %t107, %t108
    %t110 = ptradd %ob, %t109
    store %t30, %t110, align 2
    %t111 = iconst.i64 12
    %t112 = imul %i64, %t111
    %t113 = iconst.i64 4
    %t114 = iadd %t112, %t113
    %t115 = ptradd %ob, %t114
    store %t31, %t115, align 2
    %t116 = iconst.i64 12
    %t117 = imul %i64, %t116
    %t118 = iconst.i64 6
    %t119 = iadd %t117, %t118
    %t120 = ptradd %ob, %t119
    store %t32, %t120, align 2
    %t121 = iconst.i64 12
    %t122 = imul %i64, %t121
    %t123 = iconst.i64 8
    %t124 = iadd %t122, %t123
    %t125 = ptradd %ob, %t124
    store %t33, %t125, align 2
    %t126 = iconst.i64 12
    %t127 = imul %i64, %t126
    %t128 = iconst.i64 10
    %t129 = iadd %t127, %t128
    %t130 = ptradd %ob, %t129
    store %t34, %t130, align 2
    %t131 = iconst.i64 12
    %t132 = imul %i64, %t131
    %t133 = iconst.i64 0
    %t134 = iadd %t132, %t133
    %t135 = ptradd %o32, %t134
    store %t35, %t135, align 4
    %t136 = iconst.i64 12
    %t137 = imul %i64, %t136
    %t138 = iconst.i64 4
    %t139 = iadd %t137, %t138
    %t140 = ptradd %o32, %t139
    store %t37, %t140, align 4
    %t141 = iconst.i64 12
    %t142 = imul %i64, %t141
    %t143 = iconst.i64 8
    %t144 = iadd %t142, %t143
    %t145 = ptradd %o32, %t144
    store %t38, %t145, align 4
    %t146 = iconst.i64 16
    %t147 = imul %i64, %t146
    %t148 = iconst.i64 0
    %t149 = iadd %t147, %t148
    %t150 = ptradd %o64, %t149
    store %t39, %t150, align 8
    %t151 = iconst.i64 16
    %t152 = imul %i64, %t151
    %t153 = iconst.i64 8
    %t154 = iadd %t152, %t153
    %t155 = ptradd %o64, %t154
    store %t40, %t155, align 8
    %t156 = iconst.i64 28
    %t157 = imul %i64, %t156
    %t158 = iconst.i64 0
    %t159 = iadd %t157, %t158
    %t160 = ptradd %oi, %t159
    store %t41, %t160, align 4
    %t161 = iconst.i64 28
    %t162 = imul %i64, %t161
    %t163 = iconst.i64 4
    %t164 = iadd %t162, %t163
    %t165 = ptradd %oi, %t164
    store %t42, %t165, align 4
    %t166 = iconst.i64 28
    %t167 = imul %i64, %t166
    %t168 = iconst.i64 8
    %t169 = iadd %t167, %t168
    %t170 = ptradd %oi, %t169
    store %t44, %t170, align 4
    %t171 = iconst.i64 28
    %t172 = imul %i64, %t171
    %t173 = iconst.i64 12
    %t174 = iadd %t172, %t173
    %t175 = ptradd %oi, %t174
    store %t46, %t175, align 4
    %t176 = iconst.i64 28
    %t177 = imul %i64, %t176
    %t178 = iconst.i64 16
    %t179 = iadd %t177, %t178
    %t180 = ptradd %oi, %t179
    store %t47, %t180, align 4
    %t181 = iconst.i64 28
    %t182 = imul %i64, %t181
    %t183 = iconst.i64 20
    %t184 = iadd %t182, %t183
    %t185 = ptradd %oi, %t184
    store %t49, %t185, align 4
    %t186 = iconst.i64 28
    %t187 = imul %i64, %t186
    %t188 = iconst.i64 24
    %t189 = iadd %t187, %t188
    %t190 = ptradd %oi, %t189
    store %t50, %t190, align 4
    ret
}

kernel @mem16(%h: ptr.global, %out: ptr.global, %u: f16) {
    $slot = stack_slot 8, align 2
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %two = iconst.i64 2
    %o = imul %i64, %two
    %ph = ptradd %h, %o
    %v = load.f16 %ph, align 2
    %base = lds_addr @tile
    %two32 = iconst.i32 2
    %i32 = imul %i, %two32
    %pl = ptradd %base, %i32
    store %v, %pl, align 2
    barrier
    %one = iconst.i32 1
    %j = iadd %i, %one
    %twelve = iconst.i32 12
    %jm = urem %j, %twelve
    %oj = imul %jm, %two32
    %pn = ptradd %base, %oj
    %w = load.f16 %pn, align 2
    %s = stack_addr $slot
    %s2 = ptradd %s, %two32
    store %w, %s2, align 2
    %back = load.f16 %s2, align 2
    %zero = fconst.f16 0.0
    %z32 = iconst.i32 0
    br loop(%z32, %zero, %u)

loop(%k: i32, %acc: f16, %uacc: f16):
    %acc1 = fma %acc, %v, %back
    %uacc1 = fma %uacc, %u, %u
    %k1 = iadd %k, %one
    %four = iconst.i32 4
    %more = icmp ult %k1, %four
    brif %more, loop(%k1, %acc1, %uacc1), done

done:
    %eight = iconst.i64 8
    %ob = imul %i64, %eight
    %p0 = ptradd %out, %ob
    store %w, %p0, align 2
    %p1 = ptradd %p0, %two
    store %back, %p1, align 2
    %p2 = ptradd %p1, %two
    store %acc1, %p2, align 2
    %p3 = ptradd %p2, %two
    store %uacc1, %p3, align 2
    ret
}

kernel @arith_f16(%a: ptr.global, %b: ptr.global, %c: ptr.global, %out: ptr.global, %ua: f16, %ub: f16) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %t1 = iconst.i64 2
    %t2 = imul %i64, %t1
    %t3 = ptradd %a, %t2
    %t4 = load.f16 %t3, align 2
    %t5 = iconst.i64 2
    %t6 = imul %i64, %t5
    %t7 = ptradd %b, %t6
    %t8 = load.f16 %t7, align 2
    %t9 = iconst.i64 2
    %t10 = imul %i64, %t9
    %t11 = ptradd %c, %t10
    %t12 = load.f16 %t11, align 2
    %t13 = fadd %t4, %t8
    %t14 = fsub %t4, %t8
    %t15 = fmul %t4, %t8
    %t16 = fdiv %t4, %t8
    %t17 = fmin %t4, %t8
    %t18 = fmax %t4, %t8
    %t19 = copysign %t4, %t8
    %t20 = fma %t4, %t8, %t12
    %t21 = fneg %t4
    %t22 = fabs %t4
    %t23 = sqrt %t4
    %t24 = floor %t4
    %t25 = nearest %t4
    %t26 = fcmp olt %t4, %t8
    %t27 = select %t26, %t4, %t12
    %t28 = fcmp uge %t4, %t8
    %t29 = select %t28, %t8, %t12
    %t30 = fadd %ua, %ub
    %t31 = fmul %ua, %ub
    %t32 = fdiv %ua, %ub
    %t33 = fmax %ua, %ub
    %t34 = fma %ua, %ub, %t12
    %t35 = fneg %ua
    %t36 = iconst.i64 42
    %t37 = imul %i64, %t36
    %t38 = iconst.i64 0
    %t39 = iadd %t37, %t38
    %t40 = ptradd %out, %t39
    store %t13, %t40, align 2
    %t41 = iconst.i64 42
    %t42 = imul %i64, %t41
    %t43 = iconst.i64 2
    %t44 = iadd %t42, %t43
    %t45 = ptradd %out, %t44
    store %t14, %t45, align 2
    %t46 = iconst.i64 42
    %t47 = imul %i64, %t46
    %t48 = iconst.i64 4
    %t49 = iadd %t47, %t48
    %t50 = ptradd %out, %t49
    store %t15, %t50, align 2
    %t51 = iconst.i64 42
    %t52 = imul %i64, %t51
    %t53 = iconst.i64 6
    %t54 = iadd %t52, %t53
    %t55 = ptradd %out, %t54
    store %t16, %t55, align 2
    %t56 = iconst.i64 42
    %t57 = imul %i64, %t56
    %t58 = iconst.i64 8
    %t59 = iadd %t57, %t58
    %t60 = ptradd %out, %t59
    store %t17, %t60, align 2
    %t61 = iconst.i64 42
    %t62 = imul %i64, %t61
    %t63 = iconst.i64 10
    %t64 = iadd %t62, %t63
    %t65 = ptradd %out, %t64
    store %t18, %t65, align 2
    %t66 = iconst.i64 42
    %t67 = imul %i64, %t66
    %t68 = iconst.i64 12
    %t69 = iadd %t67, %t68
    %t70 = ptradd %out, %t69
    store %t19, %t70, align 2
    %t71 = iconst.i64 42
    %t72 = imul %i64, %t71
    %t73 = iconst.i64 14
    %t74 = iadd %t72, %t73
    %t75 = ptradd %out, %t74
    store %t20, %t75, align 2
    %t76 = iconst.i64 42
    %t77 = imul %i64, %t76
    %t78 = iconst.i64 16
    %t79 = iadd %t77, %t78
    %t80 = ptradd %out, %t79
    store %t21, %t80, align 2
    %t81 = iconst.i64 42
    %t82 = imul %i64, %t81
    %t83 = iconst.i64 18
    %t84 = iadd %t82, %t83
    %t85 = ptradd %out, %t84
    store %t22, %t85, align 2
    %t86 = iconst.i64 42
    %t87 = imul %i64, %t86
    %t88 = iconst.i64 20
    %t89 = iadd %t87, %t88
    %t90 = ptradd %out, %t89
    store %t23, %t90, align 2
    %t91 = iconst.i64 42
    %t92 = imul %i64, %t91
    %t93 = iconst.i64 22
    %t94 = iadd %t92, %t93
    %t95 = ptradd %out, %t94
    store %t24, %t95, align 2
    %t96 = iconst.i64 42
    %t97 = imul %i64, %t96
    %t98 = iconst.i64 24
    %t99 = iadd %t97, %t98
    %t100 = ptradd %out, %t99
    store %t25, %t100, align 2
    %t101 = iconst.i64 42
    %t102 = imul %i64, %t101
    %t103 = iconst.i64 26
    %t104 = iadd %t102, %t103
    %t105 = ptradd %out, %t104
    store %t27, %t105, align 2
    %t106 = iconst.i64 42
    %t107 = imul %i64, %t106
    %t108 = iconst.i64 28
    %t109 = iadd %t107, %t108
    %t110 = ptradd %out, %t109
    store %t29, %t110, align 2
    %t111 = iconst.i64 42
    %t112 = imul %i64, %t111
    %t113 = iconst.i64 30
    %t114 = iadd %t112, %t113
    %t115 = ptradd %out, %t114
    store %t30, %t115, align 2
    %t116 = iconst.i64 42
    %t117 = imul %i64, %t116
    %t118 = iconst.i64 32
    %t119 = iadd %t117, %t118
    %t120 = ptradd %out, %t119
    store %t31, %t120, align 2
    %t121 = iconst.i64 42
    %t122 = imul %i64, %t121
    %t123 = iconst.i64 34
    %t124 = iadd %t122, %t123
    %t125 = ptradd %out, %t124
    store %t32, %t125, align 2
    %t126 = iconst.i64 42
    %t127 = imul %i64, %t126
    %t128 = iconst.i64 36
    %t129 = iadd %t127, %t128
    %t130 = ptradd %out, %t129
    store %t33, %t130, align 2
    %t131 = iconst.i64 42
    %t132 = imul %i64, %t131
    %t133 = iconst.i64 38
    %t134 = iadd %t132, %t133
    %t135 = ptradd %out, %t134
    store %t34, %t135, align 2
    %t136 = iconst.i64 42
    %t137 = imul %i64, %t136
    %t138 = iconst.i64 40
    %t139 = iadd %t137, %t138
    %t140 = ptradd %out, %t139
    store %t35, %t140, align 2
    ret
}

kernel @arith_bf16(%a: ptr.global, %b: ptr.global, %c: ptr.global, %out: ptr.global, %ua: bf16, %ub: bf16) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %t1 = iconst.i64 2
    %t2 = imul %i64, %t1
    %t3 = ptradd %a, %t2
    %t4 = load.bf16 %t3, align 2
    %t5 = iconst.i64 2
    %t6 = imul %i64, %t5
    %t7 = ptradd %b, %t6
    %t8 = load.bf16 %t7, align 2
    %t9 = iconst.i64 2
    %t10 = imul %i64, %t9
    %t11 = ptradd %c, %t10
    %t12 = load.bf16 %t11, align 2
    %t13 = fadd %t4, %t8
    %t14 = fsub %t4, %t8
    %t15 = fmul %t4, %t8
    %t16 = fdiv %t4, %t8
    %t17 = fmin %t4, %t8
    %t18 = fmax %t4, %t8
    %t19 = copysign %t4, %t8
    %t20 = fma %t4, %t8, %t12
    %t21 = fneg %t4
    %t22 = fabs %t4
    %t23 = sqrt %t4
    %t24 = floor %t4
    %t25 = nearest %t4
    %t26 = fcmp olt %t4, %t8
    %t27 = select %t26, %t4, %t12
    %t28 = fcmp uge %t4, %t8
    %t29 = select %t28, %t8, %t12
    %t30 = fadd %ua, %ub
    %t31 = fmul %ua, %ub
    %t32 = fdiv %ua, %ub
    %t33 = fmax %ua, %ub
    %t34 = fma %ua, %ub, %t12
    %t35 = fneg %ua
    %t36 = iconst.i64 42
    %t37 = imul %i64, %t36
    %t38 = iconst.i64 0
    %t39 = iadd %t37, %t38
    %t40 = ptradd %out, %t39
    store %t13, %t40, align 2
    %t41 = iconst.i64 42
    %t42 = imul %i64, %t41
    %t43 = iconst.i64 2
    %t44 = iadd %t42, %t43
    %t45 = ptradd %out, %t44
    store %t14, %t45, align 2
    %t46 = iconst.i64 42
    %t47 = imul %i64, %t46
    %t48 = iconst.i64 4
    %t49 = iadd %t47, %t48
    %t50 = ptradd %out, %t49
    store %t15, %t50, align 2
    %t51 = iconst.i64 42
    %t52 = imul %i64, %t51
    %t53 = iconst.i64 6
    %t54 = iadd %t52, %t53
    %t55 = ptradd %out, %t54
    store %t16, %t55, align 2
    %t56 = iconst.i64 42
    %t57 = imul %i64, %t56
    %t58 = iconst.i64 8
    %t59 = iadd %t57, %t58
    %t60 = ptradd %out, %t59
    store %t17, %t60, align 2
    %t61 = iconst.i64 42
    %t62 = imul %i64, %t61
    %t63 = iconst.i64 10
    %t64 = iadd %t62, %t63
    %t65 = ptradd %out, %t64
    store %t18, %t65, align 2
    %t66 = iconst.i64 42
    %t67 = imul %i64, %t66
    %t68 = iconst.i64 12
    %t69 = iadd %t67, %t68
    %t70 = ptradd %out, %t69
    store %t19, %t70, align 2
    %t71 = iconst.i64 42
    %t72 = imul %i64, %t71
    %t73 = iconst.i64 14
    %t74 = iadd %t72, %t73
    %t75 = ptradd %out, %t74
    store %t20, %t75, align 2
    %t76 = iconst.i64 42
    %t77 = imul %i64, %t76
    %t78 = iconst.i64 16
    %t79 = iadd %t77, %t78
    %t80 = ptradd %out, %t79
    store %t21, %t80, align 2
    %t81 = iconst.i64 42
    %t82 = imul %i64, %t81
    %t83 = iconst.i64 18
    %t84 = iadd %t82, %t83
    %t85 = ptradd %out, %t84
    store %t22, %t85, align 2
    %t86 = iconst.i64 42
    %t87 = imul %i64, %t86
    %t88 = iconst.i64 20
    %t89 = iadd %t87, %t88
    %t90 = ptradd %out, %t89
    store %t23, %t90, align 2
    %t91 = iconst.i64 42
    %t92 = imul %i64, %t91
    %t93 = iconst.i64 22
    %t94 = iadd %t92, %t93
    %t95 = ptradd %out, %t94
    store %t24, %t95, align 2
    %t96 = iconst.i64 42
    %t97 = imul %i64, %t96
    %t98 = iconst.i64 24
    %t99 = iadd %t97, %t98
    %t100 = ptradd %out, %t99
    store %t25, %t100, align 2
    %t101 = iconst.i64 42
    %t102 = imul %i64, %t101
    %t103 = iconst.i64 26
    %t104 = iadd %t102, %t103
    %t105 = ptradd %out, %t104
    store %t27, %t105, align 2
    %t106 = iconst.i64 42
    %t107 = imul %i64, %t106
    %t108 = iconst.i64 28
    %t109 = iadd %t107, %t108
    %t110 = ptradd %out, %t109
    store %t29, %t110, align 2
    %t111 = iconst.i64 42
    %t112 = imul %i64, %t111
    %t113 = iconst.i64 30
    %t114 = iadd %t112, %t113
    %t115 = ptradd %out, %t114
    store %t30, %t115, align 2
    %t116 = iconst.i64 42
    %t117 = imul %i64, %t116
    %t118 = iconst.i64 32
    %t119 = iadd %t117, %t118
    %t120 = ptradd %out, %t119
    store %t31, %t120, align 2
    %t121 = iconst.i64 42
    %t122 = imul %i64, %t121
    %t123 = iconst.i64 34
    %t124 = iadd %t122, %t123
    %t125 = ptradd %out, %t124
    store %t32, %t125, align 2
    %t126 = iconst.i64 42
    %t127 = imul %i64, %t126
    %t128 = iconst.i64 36
    %t129 = iadd %t127, %t128
    %t130 = ptradd %out, %t129
    store %t33, %t130, align 2
    %t131 = iconst.i64 42
    %t132 = imul %i64, %t131
    %t133 = iconst.i64 38
    %t134 = iadd %t132, %t133
    %t135 = ptradd %out, %t134
    store %t34, %t135, align 2
    %t136 = iconst.i64 42
    %t137 = imul %i64, %t136
    %t138 = iconst.i64 40
    %t139 = iadd %t137, %t138
    %t140 = ptradd %out, %t139
    store %t35, %t140, align 2
    ret
}
