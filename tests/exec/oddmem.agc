; Loads and stores with no single memory row: 3-lane vectors of 8- and
; 16-bit lanes (3 and 6 bytes) and the 32-byte i64x4 on global, flat and LDS
; memory, and LDS accesses below their rows' natural alignment (i64 at 4,
; i32 at 2, i32x3 at 4, bytes at odd addresses). Each is split into pieces
; that keep the register layout (lower/src/isel/mem.rs). Uniform loads of
; odd types go through the vector unit and back. Expected values are the
; reference interpreter's.
;
; run: @oddmem_global grid(8) wg(8) (b8=i8[24]((i*37+5)&255), b16=i16[24](i*1000+7), bh=f16[24](i-11.5), b64=i64[32](i*12345678901-5), o8=i8[24](0), o16=i16[24](0), oh=f16[24](0), o64=i64[32](0), of8=i8[24](0), ou=i16[24](0)) => o8 == i8[24]((i*37+6)&255), o16 == i16[24](i*1000+8), oh == f16[24](11.5-i), o64 == i64[32](i*12345678901-4), of8 == i8[24](255-((i*37+5)&255)), ou == i16[24]((i % 3)*1000+7)
; run: @oddmem_lds grid(8) wg(8) (b8=i8[24]((i*37+5)&255), b16=i16[24](i*1000+7), c64=i64[8](i*4294967297+3), c32=i32[8](i*1001+1), c96=i32[24](i*3+1), o8=i8[24](0), o16=i16[24](0), o64=i64[8](0), o32=i32[8](0), o96=i32[24](0), ou8=i8[24](0)) => o8 == i8[24]((((i/3+1) % 8*3+i % 3)*37+5)&255), o16 == i16[24](((i/3+1) % 8*3+i % 3)*1000+7), o64 == i64[8]((i+1) % 8*4294967297+3), o32 == i32[8]((i+1) % 8*1001+1), o96 == i32[24](((i/3+1) % 8*3+i % 3)*3+1), ou8 == i8[24](((i % 3)*37+5)&255)

lds @buf: 512, align 16

kernel @oddmem_global(%b8: ptr.global, %b16: ptr.global, %bh: ptr.global, %b64: ptr.global, %o8: ptr.global, %o16: ptr.global, %oh: ptr.global, %o64: ptr.global, %of8: ptr.global, %ou: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %three = iconst.i64 3
    %six = iconst.i64 6
    %tt = iconst.i64 32
    %off3 = imul %i64, %three
    %off6 = imul %i64, %six
    %off32 = imul %i64, %tt
    ; i8x3, 1-aligned
    %p8 = ptradd %b8, %off3
    %x8 = load.i8x3 %p8, align 1
    %one8 = iconst.i8 1
    %s8 = splat.i8x3 %one8
    %y8 = iadd %x8, %s8
    %q8 = ptradd %o8, %off3
    store %y8, %q8, align 1
    ; i16x3, 2-aligned
    %p16 = ptradd %b16, %off6
    %x16 = load.i16x3 %p16, align 2
    %one16 = iconst.i16 1
    %s16 = splat.i16x3 %one16
    %y16 = iadd %x16, %s16
    %q16 = ptradd %o16, %off6
    store %y16, %q16, align 2
    ; f16x3, 2-aligned
    %ph = ptradd %bh, %off6
    %xh = load.f16x3 %ph, align 2
    %yh = fneg %xh
    %qh = ptradd %oh, %off6
    store %yh, %qh, align 2
    ; i64x4: 32 bytes, past the widest row
    %p64 = ptradd %b64, %off32
    %x64 = load.i64x4 %p64, align 8
    %one64 = iconst.i64 1
    %s64 = splat.i64x4 %one64
    %y64 = iadd %x64, %s64
    %q64 = ptradd %o64, %off32
    store %y64, %q64, align 8
    ; i8x3 through flat pointers
    %fb = addrspacecast.ptr.flat %b8
    %fo = addrspacecast.ptr.flat %of8
    %fp = ptradd %fb, %off3
    %fx = load.i8x3 %fp, align 1
    %ff = iconst.i8 -1
    %sf = splat.i8x3 %ff
    %fy = xor %fx, %sf
    %fq = ptradd %fo, %off3
    store %fy, %fq, align 1
    ; a uniform i16x3
    %u = load.i16x3 %b16, align 2
    %qu = ptradd %ou, %off6
    store %u, %qu, align 2
    ret
}

kernel @oddmem_lds(%b8: ptr.global, %b16: ptr.global, %c64: ptr.global, %c32: ptr.global, %c96: ptr.global, %o8: ptr.global, %o16: ptr.global, %o64: ptr.global, %o32: ptr.global, %o96: ptr.global, %ou8: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %base = lds_addr @buf
    %k1 = iconst.i32 1
    %k7 = iconst.i32 7
    %n0 = iadd %i, %k1
    %n = and %n0, %k7
    %w3 = iconst.i64 3
    %g3 = imul %i64, %w3
    %v3 = iconst.i32 3
    %l3 = imul %i, %v3
    %m3 = imul %n, %v3
    %w4 = iconst.i64 4
    %g4 = imul %i64, %w4
    %v4 = iconst.i32 4
    %l4 = imul %i, %v4
    %m4 = imul %n, %v4
    %w6 = iconst.i64 6
    %g6 = imul %i64, %w6
    %v6 = iconst.i32 6
    %l6 = imul %i, %v6
    %m6 = imul %n, %v6
    %w8 = iconst.i64 8
    %g8 = imul %i64, %w8
    %v8 = iconst.i32 8
    %l8 = imul %i, %v8
    %m8 = imul %n, %v8
    %w12 = iconst.i64 12
    %g12 = imul %i64, %w12
    %v12 = iconst.i32 12
    %l12 = imul %i, %v12
    %m12 = imul %n, %v12
    ; LDS layout: i8x3 at 1 + 3k, i16x3 at 34 + 6k, i64 at 84 + 8k (4-aligned),
    ; i32 at 150 + 4k (2-aligned), i32x3 at 188 + 12k (4-aligned).
    %pg8 = ptradd %b8, %g3
    %x8 = load.i8x3 %pg8, align 1
    %lb8 = iconst.i32 1
    %lo8 = iadd %l3, %lb8
    %a8 = ptradd %base, %lo8
    store %x8, %a8, align 1
    %pg16 = ptradd %b16, %g6
    %x16 = load.i16x3 %pg16, align 2
    %lb16 = iconst.i32 34
    %lo16 = iadd %l6, %lb16
    %a16 = ptradd %base, %lo16
    store %x16, %a16, align 2
    %pg64 = ptradd %c64, %g8
    %x64 = load.i64 %pg64, align 8
    %lb64 = iconst.i32 84
    %lo64 = iadd %l8, %lb64
    %a64 = ptradd %base, %lo64
    store %x64, %a64, align 4
    %pg32 = ptradd %c32, %g4
    %x32 = load.i32 %pg32, align 4
    %lb32 = iconst.i32 150
    %lo32 = iadd %l4, %lb32
    %a32 = ptradd %base, %lo32
    store %x32, %a32, align 2
    %pg96 = ptradd %c96, %g12
    %x96 = load.i32x3 %pg96, align 4
    %lb96 = iconst.i32 188
    %lo96 = iadd %l12, %lb96
    %a96 = ptradd %base, %lo96
    store %x96, %a96, align 4
    barrier
    ; read the next work-item's values
    %mo8 = iadd %m3, %lb8
    %r8 = ptradd %base, %mo8
    %y8 = load.i8x3 %r8, align 1
    %q8 = ptradd %o8, %g3
    store %y8, %q8, align 1
    %mo16 = iadd %m6, %lb16
    %r16 = ptradd %base, %mo16
    %y16 = load.i16x3 %r16, align 2
    %q16 = ptradd %o16, %g6
    store %y16, %q16, align 2
    %mo64 = iadd %m8, %lb64
    %r64 = ptradd %base, %mo64
    %y64 = load.i64 %r64, align 4
    %q64 = ptradd %o64, %g8
    store %y64, %q64, align 8
    %mo32 = iadd %m4, %lb32
    %r32 = ptradd %base, %mo32
    %y32 = load.i32 %r32, align 2
    %q32 = ptradd %o32, %g4
    store %y32, %q32, align 4
    %mo96 = iadd %m12, %lb96
    %r96 = ptradd %base, %mo96
    %y96 = load.i32x3 %r96, align 4
    %q96 = ptradd %o96, %g12
    store %y96, %q96, align 4
    ; a uniform odd-size LDS load at a constant address
    %ua = ptradd %base, %k1
    %u8 = load.i8x3 %ua, align 1
    %uq = ptradd %ou8, %g3
    store %u8, %uq, align 1
    ret
}
