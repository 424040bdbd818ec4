; ldexp on f32 and f64 (exponents far beyond the range, results that
; overflow to infinity or land on subnormals, zeros and infinities kept)
; and sitofp/uitofp of a boolean to f32, f64, f16 and bf16 (true is -1.0
; signed and 1.0 unsigned), divergent and uniform. Expected bits computed
; with Python's math.ldexp (exact in f64, then one rounding to f32),
; independently of the interpreter.
; run: @fconv grid(16) (f=f32[1.0, -1.5, 3.0000000054977558e+38, 9.99994610111476e-41, 0.0, -0.0, inf, 1.1754943508222875e-38, 7.0, -2.5, 1.401298464324817e-45, 123.45600128173828, 65504.0, 0.10000000149011612, -1.0000000150474662e+30, 5.0], d=f64[1.0, -1.5, 1e+308, 5e-324, 0.0, -0.0, -inf, 2.2250738585072014e-308, 7.0, -2.5, 1e-300, 123.456, 10000000000.0, 0.1, -1e+30, 3.0], n=i32[1, -1, 1, 30, 100, -3, 5, -1, -200, -1000000, 200, 2147483647, -2147483648, 0, -150, 24], c=i32[0, 1, 0, 5, -1, 0, 2, 0, 0, 7, 0, 1, 0, 0, 3, 0], o32=i32[48](0), o64=i64[48](0), oh=i16[64](0)) => o32 == [0x40000000, 0x0, 0x0, 0xbf400000, 0xbf800000, 0x3f800000, 0x7f800000, 0x0, 0x0, 0xc0b6100, 0xbf800000, 0x3f800000, 0x0, 0xbf800000, 0x3f800000, 0x80000000, 0x0, 0x0, 0x7f800000, 0xbf800000, 0x3f800000, 0x400000, 0x0, 0x0, 0x0, 0x0, 0x0, 0x80000000, 0xbf800000, 0x3f800000, 0x59000000, 0x0, 0x0, 0x7f800000, 0xbf800000, 0x3f800000, 0x0, 0x0, 0x0, 0x3dcccccd, 0x0, 0x0, 0xa649f2ca, 0xbf800000, 0x3f800000, 0x4ca00000, 0x0, 0x0], o64 == [0x4000000000000000, 0x0, 0x0, 0xbfe8000000000000, 0xbff0000000000000, 0x3ff0000000000000, 0x7ff0000000000000, 0x0, 0x0, 0x40000000, 0xbff0000000000000, 0x3ff0000000000000, 0x0, 0xbff0000000000000, 0x3ff0000000000000, 0x8000000000000000, 0x0, 0x0, 0xfff0000000000000, 0xbff0000000000000, 0x3ff0000000000000, 0x8000000000000, 0x0, 0x0, 0x339c000000000000, 0x0, 0x0, 0x8000000000000000, 0xbff0000000000000, 0x3ff0000000000000, 0xe256e1fc2f8f359, 0x0, 0x0, 0x7ff0000000000000, 0xbff0000000000000, 0x3ff0000000000000, 0x0, 0x0, 0x0, 0x3fb999999999999a, 0x0, 0x0, 0xbcc93e5939a08cea, 0xbff0000000000000, 0x3ff0000000000000, 0x4188000000000000, 0x0, 0x0], oh == [0x0, 0x0, 0x0, 0x0, 0xbc00, 0x3c00, 0xbf80, 0x3f80, 0x0, 0x0, 0x0, 0x0, 0xbc00, 0x3c00, 0xbf80, 0x3f80, 0xbc00, 0x3c00, 0xbf80, 0x3f80, 0x0, 0x0, 0x0, 0x0, 0xbc00, 0x3c00, 0xbf80, 0x3f80, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0xbc00, 0x3c00, 0xbf80, 0x3f80, 0x0, 0x0, 0x0, 0x0, 0xbc00, 0x3c00, 0xbf80, 0x3f80, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0xbc00, 0x3c00, 0xbf80, 0x3f80, 0x0, 0x0, 0x0, 0x0]
; run: @fconv_uniform grid(16) wg(1) (f=f32[1.0, -1.5, 3.0000000054977558e+38, 9.99994610111476e-41, 0.0, -0.0, inf, 1.1754943508222875e-38, 7.0, -2.5, 1.401298464324817e-45, 123.45600128173828, 65504.0, 0.10000000149011612, -1.0000000150474662e+30, 5.0], d=f64[1.0, -1.5, 1e+308, 5e-324, 0.0, -0.0, -inf, 2.2250738585072014e-308, 7.0, -2.5, 1e-300, 123.456, 10000000000.0, 0.1, -1e+30, 3.0], n=i32[1, -1, 1, 30, 100, -3, 5, -1, -200, -1000000, 200, 2147483647, -2147483648, 0, -150, 24], c=i32[0, 1, 0, 5, -1, 0, 2, 0, 0, 7, 0, 1, 0, 0, 3, 0], o32=i32[48](0), o64=i64[48](0), oh=i16[64](0)) => o32 == [0x40000000, 0x0, 0x0, 0xbf400000, 0xbf800000, 0x3f800000, 0x7f800000, 0x0, 0x0, 0xc0b6100, 0xbf800000, 0x3f800000, 0x0, 0xbf800000, 0x3f800000, 0x80000000, 0x0, 0x0, 0x7f800000, 0xbf800000, 0x3f800000, 0x400000, 0x0, 0x0, 0x0, 0x0, 0x0, 0x80000000, 0xbf800000, 0x3f800000, 0x59000000, 0x0, 0x0, 0x7f800000, 0xbf800000, 0x3f800000, 0x0, 0x0, 0x0, 0x3dcccccd, 0x0, 0x0, 0xa649f2ca, 0xbf800000, 0x3f800000, 0x4ca00000, 0x0, 0x0], o64 == [0x4000000000000000, 0x0, 0x0, 0xbfe8000000000000, 0xbff0000000000000, 0x3ff0000000000000, 0x7ff0000000000000, 0x0, 0x0, 0x40000000, 0xbff0000000000000, 0x3ff0000000000000, 0x0, 0xbff0000000000000, 0x3ff0000000000000, 0x8000000000000000, 0x0, 0x0, 0xfff0000000000000, 0xbff0000000000000, 0x3ff0000000000000, 0x8000000000000, 0x0, 0x0, 0x339c000000000000, 0x0, 0x0, 0x8000000000000000, 0xbff0000000000000, 0x3ff0000000000000, 0xe256e1fc2f8f359, 0x0, 0x0, 0x7ff0000000000000, 0xbff0000000000000, 0x3ff0000000000000, 0x0, 0x0, 0x0, 0x3fb999999999999a, 0x0, 0x0, 0xbcc93e5939a08cea, 0xbff0000000000000, 0x3ff0000000000000, 0x4188000000000000, 0x0, 0x0], oh == [0x0, 0x0, 0x0, 0x0, 0xbc00, 0x3c00, 0xbf80, 0x3f80, 0x0, 0x0, 0x0, 0x0, 0xbc00, 0x3c00, 0xbf80, 0x3f80, 0xbc00, 0x3c00, 0xbf80, 0x3f80, 0x0, 0x0, 0x0, 0x0, 0xbc00, 0x3c00, 0xbf80, 0x3f80, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0xbc00, 0x3c00, 0xbf80, 0x3f80, 0x0, 0x0, 0x0, 0x0, 0xbc00, 0x3c00, 0xbf80, 0x3f80, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0xbc00, 0x3c00, 0xbf80, 0x3f80, 0x0, 0x0, 0x0, 0x0]

kernel @fconv(%f: ptr.global, %d: ptr.global, %n: ptr.global, %c: ptr.global, %o32: ptr.global, %o64: ptr.global, %oh: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %c4 = iconst.i64 4
    %c8 = iconst.i64 8
    %c12 = iconst.i64 12
    %c24 = iconst.i64 24
    %o4 = imul %i64, %c4
    %o8 = imul %i64, %c8
    %pf = ptradd %f, %o4
    %vf = load.f32 %pf, align 4
    %pd = ptradd %d, %o8
    %vd = load.f64 %pd, align 8
    %pn = ptradd %n, %o4
    %vn = load.i32 %pn, align 4
    %pc = ptradd %c, %o4
    %vc = load.i32 %pc, align 4
    %zero = iconst.i32 0
    %b = icmp ne %vc, %zero
    %l32 = ldexp %vf, %vn
    %l64 = ldexp %vd, %vn
    %s32 = sitofp.f32 %b
    %u32 = uitofp.f32 %b
    %s64 = sitofp.f64 %b
    %u64 = uitofp.f64 %b
    %sh = sitofp.f16 %b
    %uh = uitofp.f16 %b
    %sb = sitofp.bf16 %b
    %ub = uitofp.bf16 %b
    %q32 = imul %i64, %c12
    %b32 = ptradd %o32, %q32
    %q64 = imul %i64, %c24
    %b64 = ptradd %o64, %q64
    %qh = imul %i64, %c8
    %bh = ptradd %oh, %qh
    %kl32 = iconst.i64 0
    %al32 = ptradd %b32, %kl32
    store %l32, %al32, align 4
    %ks32 = iconst.i64 4
    %as32 = ptradd %b32, %ks32
    store %s32, %as32, align 4
    %ku32 = iconst.i64 8
    %au32 = ptradd %b32, %ku32
    store %u32, %au32, align 4
    %kl64 = iconst.i64 0
    %al64 = ptradd %b64, %kl64
    store %l64, %al64, align 8
    %ks64 = iconst.i64 8
    %as64 = ptradd %b64, %ks64
    store %s64, %as64, align 8
    %ku64 = iconst.i64 16
    %au64 = ptradd %b64, %ku64
    store %u64, %au64, align 8
    %ksh = iconst.i64 0
    %ash = ptradd %bh, %ksh
    store %sh, %ash, align 2
    %kuh = iconst.i64 2
    %auh = ptradd %bh, %kuh
    store %uh, %auh, align 2
    %ksb = iconst.i64 4
    %asb = ptradd %bh, %ksb
    store %sb, %asb, align 2
    %kub = iconst.i64 6
    %aub = ptradd %bh, %kub
    store %ub, %aub, align 2
    ret
}

kernel @fconv_uniform(%f: ptr.global, %d: ptr.global, %n: ptr.global, %c: ptr.global, %o32: ptr.global, %o64: ptr.global, %oh: ptr.global) {
entry:
    %i = workgroup_id x
    %i64 = zext.i64 %i
    %c4 = iconst.i64 4
    %c8 = iconst.i64 8
    %c12 = iconst.i64 12
    %c24 = iconst.i64 24
    %o4 = imul %i64, %c4
    %o8 = imul %i64, %c8
    %pf = ptradd %f, %o4
    %vf = load.f32 %pf, align 4
    %pd = ptradd %d, %o8
    %vd = load.f64 %pd, align 8
    %pn = ptradd %n, %o4
    %vn = load.i32 %pn, align 4
    %pc = ptradd %c, %o4
    %vc = load.i32 %pc, align 4
    %zero = iconst.i32 0
    %b = icmp ne %vc, %zero
    %l32 = ldexp %vf, %vn
    %l64 = ldexp %vd, %vn
    %s32 = sitofp.f32 %b
    %u32 = uitofp.f32 %b
    %s64 = sitofp.f64 %b
    %u64 = uitofp.f64 %b
    %sh = sitofp.f16 %b
    %uh = uitofp.f16 %b
    %sb = sitofp.bf16 %b
    %ub = uitofp.bf16 %b
    %q32 = imul %i64, %c12
    %b32 = ptradd %o32, %q32
    %q64 = imul %i64, %c24
    %b64 = ptradd %o64, %q64
    %qh = imul %i64, %c8
    %bh = ptradd %oh, %qh
    %kl32 = iconst.i64 0
    %al32 = ptradd %b32, %kl32
    store %l32, %al32, align 4
    %ks32 = iconst.i64 4
    %as32 = ptradd %b32, %ks32
    store %s32, %as32, align 4
    %ku32 = iconst.i64 8
    %au32 = ptradd %b32, %ku32
    store %u32, %au32, align 4
    %kl64 = iconst.i64 0
    %al64 = ptradd %b64, %kl64
    store %l64, %al64, align 8
    %ks64 = iconst.i64 8
    %as64 = ptradd %b64, %ks64
    store %s64, %as64, align 8
    %ku64 = iconst.i64 16
    %au64 = ptradd %b64, %ku64
    store %u64, %au64, align 8
    %ksh = iconst.i64 0
    %ash = ptradd %bh, %ksh
    store %sh, %ash, align 2
    %kuh = iconst.i64 2
    %auh = ptradd %bh, %kuh
    store %uh, %auh, align 2
    %ksb = iconst.i64 4
    %asb = ptradd %bh, %ksb
    store %sb, %asb, align 2
    %kub = iconst.i64 6
    %aub = ptradd %bh, %kub
    store %ub, %aub, align 2
    ret
}
