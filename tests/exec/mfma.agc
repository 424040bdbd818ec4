; Wave matrix multiply-accumulate (`mfma`), every shape the IR has, on
; one full wave64 per workgroup. Inputs are small integers, so every
; product and sum is exact and the result does not depend on the order
; of accumulation. Each kernel loads its operands from row-major host
; matrices by the lane layout of docs/ir.md and stores D row-major; the
; expected values are the host matrix products (computed by hand for
; the first, listed for the others). Only processors with matrix cores
; run this file.
;
; requires: mfma
;

; D = A x B + C, A[r][k] = r + k - 8 (16x4), B[k][c] = c - 2k (4x16),
; C[r][c] = r - c: D[r][c] = (r - c) + 4(r - 8)c - 12(r - 8) + 6c - 28.
; run: @mfma_f32_16x16x4 grid(64) wg(64) (a=f32[64]((i - i % 4)/4 + i % 4 - 8), b=f32[64](i % 16 - 2*((i - i % 16)/16)), c=f32[256]((i - i % 16)/16 - i % 16), d=f32[256](0)) => d == (((i - i % 16)/16 - i % 16) + 4*((i - i % 16)/16 - 8)*(i % 16) - 12*((i - i % 16)/16 - 8) + 6*(i % 16) - 28)
; A partial wave is undefined (docs/ir.md); the interpreter reports it.
; run: @mfma_f32_16x16x4 grid(32) wg(32) (a=f32[64]((i - i % 4)/4 + i % 4 - 8), b=f32[64](i % 16 - 2*((i - i % 16)/16)), c=f32[256]((i - i % 16)/16 - i % 16), d=f32[256](0)) error "bad lane"
kernel @mfma_f32_16x16x4(%a: ptr.global, %b: ptr.global, %c: ptr.global, %d: ptr.global) {
entry:
    %l = workitem_id x
    %n16 = iconst.i32 16
    %n4 = iconst.i32 4
    %x = urem %l, %n16
    %g = udiv %l, %n16
    %ar = imul %x, %n4
    %ai = iadd %ar, %g
    %ai64 = zext.i64 %ai
    %b4 = iconst.i64 4
    %ao = imul %ai64, %b4
    %pa = ptradd %a, %ao
    %av = load.f32 %pa, align 4
    %br = imul %g, %n16
    %bi = iadd %br, %x
    %bi64 = zext.i64 %bi
    %bo = imul %bi64, %b4
    %pb = ptradd %b, %bo
    %bv = load.f32 %pb, align 4
    %g4 = imul %g, %n4
    %row0 = imul %g4, %n16
    %e0 = iadd %row0, %x
    %e064 = zext.i64 %e0
    %eo = imul %e064, %b4
    %pc0 = ptradd %c, %eo
    %b64 = iconst.i64 64
    %pc1 = ptradd %pc0, %b64
    %pc2 = ptradd %pc1, %b64
    %pc3 = ptradd %pc2, %b64
    %c0 = load.f32 %pc0, align 4
    %c1 = load.f32 %pc1, align 4
    %c2 = load.f32 %pc2, align 4
    %c3 = load.f32 %pc3, align 4
    %zero = fconst.f32 0.0
    %v0 = splat.f32x4 %zero
    %v1 = insertlane %v0, %c0, 0
    %v2 = insertlane %v1, %c1, 1
    %v3 = insertlane %v2, %c2, 2
    %cv = insertlane %v3, %c3, 3
    %dv = mfma f32_16x16x4_f32 %av, %bv, %cv
    %pd0 = ptradd %d, %eo
    %pd1 = ptradd %pd0, %b64
    %pd2 = ptradd %pd1, %b64
    %pd3 = ptradd %pd2, %b64
    %d0 = extractlane %dv, 0
    %d1 = extractlane %dv, 1
    %d2 = extractlane %dv, 2
    %d3 = extractlane %dv, 3
    store %d0, %pd0, align 4
    store %d1, %pd1, align 4
    store %d2, %pd2, align 4
    store %d3, %pd3, align 4
    ret
}

; D = A x B, A[r][k] = (r + k) % 7 - 3, B[k][c] = (k + 2c) % 5 - 2, f16
; 16x16; lane g*16 + x loads A[x][4g..4g+3] as one f16x4 and gathers
; B[4g..4g+3][x].
; run: @mfma_f32_16x16x16_f16 grid(64) wg(64) (a=f16[256](((i - i % 16)/16 + i % 16) % 7 - 3), b=f16[256](((i - i % 16)/16 + 2*(i % 16)) % 5 - 2), d=f32[256](0)) => d == [-1, -1, -11, 9, 4, -1, -1, -11, 9, 4, -1, -1, -11, 9, 4, -1, -3, 6, 5, -6, -2, -3, 6, 5, -6, -2, -3, 6, 5, -6, -2, -3, 9, -8, 0, -7, 6, 9, -8, 0, -7, 6, 9, -8, 0, -7, 6, 9, 0, -8, 9, 6, -7, 0, -8, 9, 6, -7, 0, -8, 9, 6, -7, 0, 5, 6, -3, -2, -6, 5, 6, -3, -2, -6, 5, 6, -3, -2, -6, 5, -11, -1, -1, 4, 9, -11, -1, -1, 4, 9, -11, -1, -1, 4, 9, -11, 1, 6, 1, -4, -4, 1, 6, 1, -4, -4, 1, 6, 1, -4, -4, 1, -1, -1, -11, 9, 4, -1, -1, -11, 9, 4, -1, -1, -11, 9, 4, -1, -3, 6, 5, -6, -2, -3, 6, 5, -6, -2, -3, 6, 5, -6, -2, -3, 9, -8, 0, -7, 6, 9, -8, 0, -7, 6, 9, -8, 0, -7, 6, 9, 0, -8, 9, 6, -7, 0, -8, 9, 6, -7, 0, -8, 9, 6, -7, 0, 5, 6, -3, -2, -6, 5, 6, -3, -2, -6, 5, 6, -3, -2, -6, 5, -11, -1, -1, 4, 9, -11, -1, -1, 4, 9, -11, -1, -1, 4, 9, -11, 1, 6, 1, -4, -4, 1, 6, 1, -4, -4, 1, 6, 1, -4, -4, 1, -1, -1, -11, 9, 4, -1, -1, -11, 9, 4, -1, -1, -11, 9, 4, -1, -3, 6, 5, -6, -2, -3, 6, 5, -6, -2, -3, 6, 5, -6, -2, -3]
kernel @mfma_f32_16x16x16_f16(%a: ptr.global, %b: ptr.global, %d: ptr.global) {
entry:
    %l = workitem_id x
    %n16 = iconst.i32 16
    %n4 = iconst.i32 4
    %x = urem %l, %n16
    %g = udiv %l, %n16
    %g4 = imul %g, %n4
    %ar = imul %x, %n16
    %ai = iadd %ar, %g4
    %ai64 = zext.i64 %ai
    %two = iconst.i64 2
    %ao = imul %ai64, %two
    %pa = ptradd %a, %ao
    %av = load.f16x4 %pa, align 8
    %br = imul %g4, %n16
    %bi = iadd %br, %x
    %bi64 = zext.i64 %bi
    %bo = imul %bi64, %two
    %pb0 = ptradd %b, %bo
    %b32 = iconst.i64 32
    %pb1 = ptradd %pb0, %b32
    %pb2 = ptradd %pb1, %b32
    %pb3 = ptradd %pb2, %b32
    %h0 = load.f16 %pb0, align 2
    %h1 = load.f16 %pb1, align 2
    %h2 = load.f16 %pb2, align 2
    %h3 = load.f16 %pb3, align 2
    %hz = fconst.f16 0.0
    %u0 = splat.f16x4 %hz
    %u1 = insertlane %u0, %h0, 0
    %u2 = insertlane %u1, %h1, 1
    %u3 = insertlane %u2, %h2, 2
    %bv = insertlane %u3, %h3, 3
    %zero = fconst.f32 0.0
    %cv = splat.f32x4 %zero
    %dv = mfma f32_16x16x16_f16 %av, %bv, %cv
    %e0 = iadd %br, %x
    %e064 = zext.i64 %e0
    %b4 = iconst.i64 4
    %eo = imul %e064, %b4
    %b64 = iconst.i64 64
    %pd0 = ptradd %d, %eo
    %pd1 = ptradd %pd0, %b64
    %pd2 = ptradd %pd1, %b64
    %pd3 = ptradd %pd2, %b64
    %d0 = extractlane %dv, 0
    %d1 = extractlane %dv, 1
    %d2 = extractlane %dv, 2
    %d3 = extractlane %dv, 3
    store %d0, %pd0, align 4
    store %d1, %pd1, align 4
    store %d2, %pd2, align 4
    store %d3, %pd3, align 4
    ret
}

; Sixteen 4x4 products, K = 1: A[b][r] = b - r, B[b][c] = c + 1 - b % 3,
; C[b][r][c] = b*r - c; block b in lanes 4b..4b+3.
; run: @mfma_f32_4x4x1_16b grid(64) wg(64) (a=f32[64]((i - i % 4)/4 - i % 4), b=f32[64](i % 4 + 1 - ((i - i % 4)/4) % 3), c=f32[256](((i - i % 16)/16)*(((i - i % 4)/4) % 4) - i % 4), d=f32[256](0)) => d == [0, -1, -2, -3, -1, -3, -5, -7, -2, -5, -8, -11, -3, -7, -11, -15, 0, 0, 0, 0, 1, 0, -1, -2, 2, 0, -2, -4, 3, 0, -3, -6, -2, -1, 0, 1, 1, 1, 1, 1, 4, 3, 2, 1, 7, 5, 3, 1, 3, 5, 7, 9, 5, 6, 7, 8, 7, 7, 7, 7, 9, 8, 7, 6, 0, 3, 6, 9, 4, 6, 8, 10, 8, 9, 10, 11, 12, 12, 12, 12, -5, -1, 3, 7, 1, 4, 7, 10, 7, 9, 11, 13, 13, 14, 15, 16, 6, 11, 16, 21, 11, 15, 19, 23, 16, 19, 22, 25, 21, 23, 25, 27, 0, 6, 12, 18, 7, 12, 17, 22, 14, 18, 22, 26, 21, 24, 27, 30, -8, -1, 6, 13, 1, 7, 13, 19, 10, 15, 20, 25, 19, 23, 27, 31, 9, 17, 25, 33, 17, 24, 31, 38, 25, 31, 37, 43, 33, 38, 43, 48, 0, 9, 18, 27, 10, 18, 26, 34, 20, 27, 34, 41, 30, 36, 42, 48, -11, -1, 9, 19, 1, 10, 19, 28, 13, 21, 29, 37, 25, 32, 39, 46, 12, 23, 34, 45, 23, 33, 43, 53, 34, 43, 52, 61, 45, 53, 61, 69, 0, 12, 24, 36, 13, 24, 35, 46, 26, 36, 46, 56, 39, 48, 57, 66, -14, -1, 12, 25, 1, 13, 25, 37, 16, 27, 38, 49, 31, 41, 51, 61, 15, 29, 43, 57, 29, 42, 55, 68, 43, 55, 67, 79, 57, 68, 79, 90]
kernel @mfma_f32_4x4x1_16b(%a: ptr.global, %b: ptr.global, %c: ptr.global, %d: ptr.global) {
entry:
    %l = workitem_id x
    %l64 = zext.i64 %l
    %b4 = iconst.i64 4
    %o = imul %l64, %b4
    %pa = ptradd %a, %o
    %pb = ptradd %b, %o
    %av = load.f32 %pa, align 4
    %bv = load.f32 %pb, align 4
    %n4 = iconst.i32 4
    %blk = udiv %l, %n4
    %x = urem %l, %n4
    %n16 = iconst.i32 16
    %e = imul %blk, %n16
    %e0 = iadd %e, %x
    %e064 = zext.i64 %e0
    %eo = imul %e064, %b4
    %b16 = iconst.i64 16
    %pc0 = ptradd %c, %eo
    %pc1 = ptradd %pc0, %b16
    %pc2 = ptradd %pc1, %b16
    %pc3 = ptradd %pc2, %b16
    %c0 = load.f32 %pc0, align 4
    %c1 = load.f32 %pc1, align 4
    %c2 = load.f32 %pc2, align 4
    %c3 = load.f32 %pc3, align 4
    %zero = fconst.f32 0.0
    %v0 = splat.f32x4 %zero
    %v1 = insertlane %v0, %c0, 0
    %v2 = insertlane %v1, %c1, 1
    %v3 = insertlane %v2, %c2, 2
    %cv = insertlane %v3, %c3, 3
    %dv = mfma f32_4x4x1_16b_f32 %av, %bv, %cv
    %pd0 = ptradd %d, %eo
    %pd1 = ptradd %pd0, %b16
    %pd2 = ptradd %pd1, %b16
    %pd3 = ptradd %pd2, %b16
    %d0 = extractlane %dv, 0
    %d1 = extractlane %dv, 1
    %d2 = extractlane %dv, 2
    %d3 = extractlane %dv, 3
    store %d0, %pd0, align 4
    store %d1, %pd1, align 4
    store %d2, %pd2, align 4
    store %d3, %pd3, align 4
    ret
}

; Sixteen 4x4x4 f16 products: A[b][r][k] = (b + r*k) % 5 - 2,
; B[b][k][c] = (k*c + b) % 3 - 1, C = 0. Lane 4b + x loads A[b][x][0..3]
; as one f16x4 and gathers B[b][0..3][x].
; run: @mfma_f32_4x4x4_16b_f16 grid(64) wg(64) (a=f16[256](((i - i % 16)/16 + (((i - i % 4)/4) % 4)*(i % 4)) % 5 - 2), b=f16[256](((((i - i % 4)/4) % 4)*(i % 4) + (i - i % 16)/16) % 3 - 1), d=f32[256](0)) => d == [8, 2, 2, 8, 2, 1, 0, 2, 1, 5, 3, 1, 0, -1, 1, 0, 0, 0, 0, 0, 0, -1, 1, 0, 0, 3, -3, 0, 0, 2, -2, 0, 0, 0, 0, 0, 1, -3, -4, 1, 2, -1, 2, 2, -2, 1, -2, -2, -4, -1, -1, -4, 0, -2, 2, 0, -1, -3, -5, -1, -2, 1, -2, -2, 0, 0, 0, 0, 0, -1, 1, 0, 0, -2, 2, 0, 0, 2, -2, 0, -8, -2, -2, -8, -2, 0, -1, -2, -1, -3, -5, -1, 0, -1, 1, 0, 4, 1, 1, 4, -2, 0, -1, -2, 2, -1, 2, 2, 1, 3, 5, 1, 0, 0, 0, 0, 0, -1, 1, 0, 0, 3, -3, 0, 0, -3, 3, 0, 4, 1, 1, 4, 0, -2, 2, 0, 1, 5, 3, 1, 2, 2, -1, 2, -8, -2, -2, -8, 1, -3, -4, 1, 0, 1, -1, 0, -1, -5, -3, -1, 0, 0, 0, 0, 0, -1, 1, 0, 0, -2, 2, 0, 0, 2, -2, 0, -4, -1, -1, -4, 2, 1, 0, 2, -2, -2, 1, -2, -1, -5, -3, -1, 0, 0, 0, 0, -1, 4, 3, -1, -2, -2, 1, -2, 2, 2, -1, 2, 0, 0, 0, 0, 0, 4, -4, 0, 0, -2, 2, 0, 0, -3, 3, 0, 8, 2, 2, 8, -1, 4, 3, -1, 0, 1, -1, 0, 1, 3, 5, 1, 8, 2, 2, 8, 2, 1, 0, 2, 1, 5, 3, 1, 0, -1, 1, 0]
kernel @mfma_f32_4x4x4_16b_f16(%a: ptr.global, %b: ptr.global, %d: ptr.global) {
entry:
    %l = workitem_id x
    %l64 = zext.i64 %l
    %b8 = iconst.i64 8
    %ao = imul %l64, %b8
    %pa = ptradd %a, %ao
    %av = load.f16x4 %pa, align 8
    %n4 = iconst.i32 4
    %blk = udiv %l, %n4
    %x = urem %l, %n4
    %n16 = iconst.i32 16
    %e = imul %blk, %n16
    %e0 = iadd %e, %x
    %e064 = zext.i64 %e0
    %two = iconst.i64 2
    %bo = imul %e064, %two
    %pb0 = ptradd %b, %bo
    %pb1 = ptradd %pb0, %b8
    %pb2 = ptradd %pb1, %b8
    %pb3 = ptradd %pb2, %b8
    %h0 = load.f16 %pb0, align 2
    %h1 = load.f16 %pb1, align 2
    %h2 = load.f16 %pb2, align 2
    %h3 = load.f16 %pb3, align 2
    %hz = fconst.f16 0.0
    %u0 = splat.f16x4 %hz
    %u1 = insertlane %u0, %h0, 0
    %u2 = insertlane %u1, %h1, 1
    %u3 = insertlane %u2, %h2, 2
    %bv = insertlane %u3, %h3, 3
    %zero = fconst.f32 0.0
    %cv = splat.f32x4 %zero
    %dv = mfma f32_4x4x4_16b_f16 %av, %bv, %cv
    %b4 = iconst.i64 4
    %eo = imul %e064, %b4
    %b16 = iconst.i64 16
    %pd0 = ptradd %d, %eo
    %pd1 = ptradd %pd0, %b16
    %pd2 = ptradd %pd1, %b16
    %pd3 = ptradd %pd2, %b16
    %d0 = extractlane %dv, 0
    %d1 = extractlane %dv, 1
    %d2 = extractlane %dv, 2
    %d3 = extractlane %dv, 3
    store %d0, %pd0, align 4
    store %d1, %pd1, align 4
    store %d2, %pd2, align 4
    store %d3, %pd3, align 4
    ret
}

; An `mfma` under divergent control flow runs with the EXEC of its block:
; with n = 64 every lane reaches it (D = 4x^2 everywhere, A = B = x), with
; n = 0 no lane does and the block is skipped; with n = 32 half the wave
; would, which the IR leaves undefined.
; run: @mfma_divergent grid(64) wg(64) (x=3.0, out=f32[256](0), n=64) => out == (36)
; run: @mfma_divergent grid(64) wg(64) (x=3.0, out=f32[256](0), n=0) => out == (0)
; run: @mfma_divergent grid(64) wg(64) (x=3.0, out=f32[256](0), n=32) error "bad lane"
kernel @mfma_divergent(%x: f32, %out: ptr.global, %n: i32) reqd_workgroup_size(64, 1, 1) {
entry:
    %t = workitem_id x
    %lt = icmp ult %t, %n
    brif %lt, then, done

then:
    %zero = fconst.f32 0.0
    %c = splat.f32x4 %zero
    %d = mfma f32_16x16x4_f32 %x, %x, %c
    %t64 = zext.i64 %t
    %k16 = iconst.i64 16
    %o = imul %t64, %k16
    %p = ptradd %out, %o
    store %d, %p, align 16
    br done

done:
    ret
}

; A loop-carried accumulator (kept in AGPRs on gfx908), read after the
; loop: n steps of A = B = 1 add 4 to every element.
; run: @mfma_loop grid(64) wg(64) (out=f32[256](0), n=5) => out == (20)
; run: @mfma_loop grid(64) wg(64) (out=f32[256](0), n=1) => out == (4)
kernel @mfma_loop(%out: ptr.global, %n: i32) reqd_workgroup_size(64, 1, 1) {
entry:
    %t = workitem_id x
    %zero = fconst.f32 0.0
    %c = splat.f32x4 %zero
    %one = fconst.f32 1.0
    %z = iconst.i32 0
    br steps(%z, %c)

steps(%k: i32, %acc: f32x4):
    %next = mfma f32_16x16x4_f32 %one, %one, %acc
    %i1 = iconst.i32 1
    %k1 = iadd %k, %i1
    %more = icmp slt %k1, %n
    brif %more, steps(%k1, %next), store

store:
    %t64 = zext.i64 %t
    %k16 = iconst.i64 16
    %o = imul %t64, %k16
    %p = ptradd %out, %o
    store %next, %p, align 16
    ret
}
