; Vector types end to end: wide loads and stores (f32x4 as one dwordx4),
; element-wise arithmetic split into lanes, extractlane/insertlane/splat,
; bitcasts, select of whole vectors, vector block parameters, 16-bit lanes
; packed two to a dword (f16x2, bf16x2, i16x2, f16x4), 8-bit lanes
; (i8x4), f64x2, LDS vectors and uniform vector kernel arguments.
; Expected values are the reference interpreter's.
;
; run: @v32 grid(6) (a=f32[1, 2, 3, 4, -1, 0.5, inf, nan, 0, -0.0, 1e-40, 3, 7, 8, 9, 10, 100, 200, 300, 400, -5, -6, -7, -8], b=f32[0.5, 0.25, 2, 8, 1, 1, 1, 1, 3, 3, 3, 3, -1, -2, -3, -4, 0, 0, 0, 0, 2, 2, 2, 2], out=f32[72](0), u=[1.5, -2.5]) => out == [0x41700001, 0x40900001, 0x41700001, 0x42400001, 0x3f800000, 0x3fc00000, 0x40400000, 0x40c80000, 0x3f800000, 0x40000000, 0x40400000, 0x40800000, 0xbf000001, 0x3f800001, nan, nan, 0xbf800000, 0x3fc00000, 0x7f800000, 0x40c80000, 0xbf800000, 0, 0x4f000000, 0, 0x34447, 0x80000001, 0x34447, 0x41900001, 0, 0x3fc00000, 0x116c2, 0x40c80000, 0, 0, 0, 0x40400000, 0xc0d00001, 0xc1780001, 0xc1d40001, 0xc21e0001, 0x40e00000, 0x3fc00000, 0x41100000, 0x40c80000, 0x40e00000, 0x41000000, 0x41100000, 0x41200000, 0x47afc801, 0x471c4001, 0x47afc801, 0x481c4001, 0x42c80000, 0x3fc00000, 0x43960000, 0x40c80000, 0x42c80000, 0x43480000, 0x43960000, 0x43c80000, 0xc1180001, 0xc1380001, 0xc1580001, 0xc1780001, 0xc0a00000, 0x3fc00000, 0xc0e00000, 0x40c80000, 0xc0a00000, 0xc0c00000, 0xc0e00000, 0xc1000000]
; run: @v16 grid(6) (a=f16[1, 2, 3, 4, -1, 0.5, inf, nan, 0, -0.0, 0x0001, 3, 7, 8, 9, 10, 100, 200, 300, 400, -5, -6, -7, -8], out=f16[96](0), w=i32[6](0x00010002), wo=i32[30](0)) => out == [0x4500, 0x4500, 0x4200, 0x4500, 0xbc00, 0xc000, 0xc200, 0xc400, 0x3f80, 0x4080, 0xbc00, 0x4200, 0, 0xbf80, 0, 0xc000, nan, nan, nan, nan, 0x3c00, 0xb800, 0xfc00, nan, 0x3f80, 0x3e80, 0x3c00, 0x7c00, 0, 0x3f80, 0, 0xbf00, nan, nan, 0x3c00, 0x4400, 0x8000, 0, 0x8001, 0xc200, 0, 0, 0x8000, 0x1, 0, 0x8000, 0, 0, 0x4980, 0x4980, 0x4880, 0x4980, 0xc700, 0xc800, 0xc880, 0xc900, 0x4244, 0x4280, 0xc700, 0x4880, 0, 0xc0e0, 0, 0xc100, 0x5e44, 0x5e44, 0x5a48, 0x5e44, 0xd640, 0xda40, 0xdcb0, 0xde40, 0x461c, 0x471c, 0xd640, 0x5cb0, 0, 0xc2c8, 0, 0xc348, 0xc700, 0xc700, 0xc500, 0xc700, 0x4500, 0x4600, 0x4700, 0x4800, 0x41c8, 0x4210, 0x4500, 0xc700, 0, 0x40a0, 0, 0x40c0], wo == [131080, 4, 0, 2, 200, 131080, 4, 0, 2, 200, 131080, 4, 0, 2, 200, 131080, 4, 0, 2, 200, 131080, 4, 0, 2, 200, 131080, 4, 0, 2, 200]
; run: @v64 grid(4) wg(4) (a=f64[1, 2, 3, 4, -1, 0.5, 1e300, -0.0], out=f64[16](0), o8=i8[16](0)) => out == [0x4024000000000000, 0x4018000000000000, 0x402c000000000000, 0x4024000000000000, 0x3ff8000000000000, 0x7e37e43c8800759c, 0x3fe0000000000000, 0x7e51eb2d66005835, 0, 0, 0, 0, 0, 0, 0, 0], o8 == [1, 2, 0, 0, 3, 4, 0, 0, 0xff, 0, 0, 0, 0xff, 0, 0, 0]

lds @vt: 64, align 16

kernel @v32(%a: ptr.global, %b: ptr.global, %out: ptr.global, %u: f32x2) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %sixteen = iconst.i64 16
    %o = imul %i64, %sixteen
    %pa = ptradd %a, %o
    %pb = ptradd %b, %o
    %va = load.f32x4 %pa, align 16
    %vb = load.f32x4 %pb, align 16
    %s = fadd %va, %vb
    %m = fmul %s, %va
    %e = extractlane %m, 2
    %m2 = insertlane %m, %e, 0
    %half = fconst.f32 0.5
    %sp = splat.f32x4 %half
    %f = fma %va, %vb, %sp
    %one = iconst.i32 1
    %par = and %i, %one
    %odd = icmp ne %par, %one
    %sel = select %odd, %m2, %f
    %bits = bitcast.i32x4 %sel
    %bump = splat.i32x4 %one
    %bi = iadd %bits, %bump
    %back = bitcast.f32x4 %bi
    %u0 = extractlane %u, 0
    %u1 = extractlane %u, 1
    %uu = fmul %u, %u
    %uu1 = extractlane %uu, 1
    %w = insertlane %va, %u0, 1
    %w2 = insertlane %w, %uu1, 3
    %z = fptosi.i32x4 %va
    %zf = sitofp.f32x4 %z
    %fortyeight = iconst.i64 48
    %oo = imul %i64, %fortyeight
    %po = ptradd %out, %oo
    store %back, %po, align 16
    %p1 = ptradd %po, %sixteen
    store %w2, %p1, align 16
    %p2 = ptradd %p1, %sixteen
    store %zf, %p2, align 4
    ret
}

kernel @v16(%a: ptr.global, %out: ptr.global, %w: ptr.global, %wo: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %eight = iconst.i64 8
    %o = imul %i64, %eight
    %pa = ptradd %a, %o
    %v = load.f16x4 %pa, align 8
    %d = fdiv %v, %v
    %n = fneg %v
    %e1 = extractlane %v, 1
    %e2 = extractlane %v, 2
    %e3 = extractlane %v, 3
    %sp = splat.f16x4 %e3
    %ins = insertlane %sp, %e1, 2
    %sum = fadd %ins, %d
    %p2 = bitcast.i32x2 %n
    %q = extractlane %p2, 0
    %h2 = bitcast.f16x2 %q
    %ext = fpext.f32x2 %h2
    %bf = fptrunc.bf16x2 %ext
    %bfs = fmul %bf, %bf
    %bfw = bitcast.f16x2 %bfs
    %bfx = bitcast.f16x2 %bfs
    %fwide = insertlane %h2, %e2, 1
    %sixteen = iconst.i64 32
    %oo = imul %i64, %sixteen
    %po = ptradd %out, %oo
    store %sum, %po, align 8
    %p1 = ptradd %po, %eight
    store %n, %p1, align 8
    %p3 = ptradd %p1, %eight
    store %bfw, %p3, align 4
    %four = iconst.i64 4
    %p4 = ptradd %p3, %four
    store %fwide, %p4, align 4
    %p5 = ptradd %p4, %four
    store %ext, %p5, align 8
    %ow = imul %i64, %four
    %pw = ptradd %w, %ow
    %word = load.i32 %pw, align 4
    %ws = bitcast.i16x2 %word
    %wi = bitcast.i16x2 %word
    %wsum = iadd %ws, %wi
    %wm = imul %wsum, %ws
    %bytes = bitcast.i8x4 %word
    %ib = iadd %bytes, %bytes
    %ib3 = iconst.i8 -56
    %ibi = insertlane %ib, %ib3, 3
    %iz = zext.i32x4 %ibi
    %wl = extractlane %wm, 1
    %wl32 = zext.i32 %wl
    %twenty = iconst.i64 20
    %owo = imul %i64, %twenty
    %pwo = ptradd %wo, %owo
    store %wm, %pwo, align 4
    %pq = ptradd %pwo, %four
    store %iz, %pq, align 4
    ret
}

kernel @v64(%a: ptr.global, %out: ptr.global, %o8: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %sixteen = iconst.i64 16
    %o = imul %i64, %sixteen
    %pa = ptradd %a, %o
    %v = load.f64x2 %pa, align 16
    %base = lds_addr @vt
    %s16 = iconst.i32 16
    %i32o = imul %i, %s16
    %pl = ptradd %base, %i32o
    store %v, %pl, align 16
    barrier
    %one = iconst.i32 1
    %j = xor %i, %one
    %jo = imul %j, %s16
    %pn = ptradd %base, %jo
    %w = load.f64x2 %pn, align 16
    %zero = iconst.i32 0
    br loop(%zero, %w)

loop(%k: i32, %acc: f64x2):
    %acc1 = fadd %acc, %v
    %k1 = iadd %k, %one
    %three = iconst.i32 3
    %more = icmp ult %k1, %three
    brif %more, loop(%k1, %acc1), done

done:
    %e0 = extractlane %acc1, 0
    %e1 = extractlane %acc1, 1
    %sw = splat.f64x2 %e1
    %r = insertlane %sw, %e0, 1
    %oo = imul %i64, %sixteen
    %po = ptradd %out, %oo
    store %r, %po, align 16
    %t = fptosi.i32x2 %v
    %t8 = trunc.i8x2 %t
    %four = iconst.i64 4
    %o8o = imul %i64, %four
    %p8 = ptradd %o8, %o8o
    store %t8, %p8, align 2
    ret
}
