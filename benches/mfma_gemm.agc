; MFMA GEMM, C = A * B for n x n row-major f32 matrices, n a multiple of
; 16: one wave per workgroup computes a 16x16 tile of C with
; `mfma f32_16x16x4_f32`, four k per step, the accumulator a loop
; parameter. Lane g*16 + x loads A[row0 + x][k + g] and B[k + g][col0 + x]
; (the operand layout of docs/ir.md) and finally stores rows
; row0 + 4g .. row0 + 4g + 3 of column col0 + x. Processors without
; matrix cores do not run it.
;
; requires: mfma
; run: @mfma_gemm grid(256, 4) wg(64) (a=f32[4096](1), b=f32[4096](i), c=f32[4096](0), n=64) => c == (129024 + 64 * (i % 64))
; run: @mfma_gemm grid(256, 4) wg(64) (a=f32[4096]((i - i % 64) / 64), b=f32[4096](1), c=f32[4096](0), n=64) => c == (i - i % 64)

kernel @mfma_gemm(%a: ptr.global, %b: ptr.global, %c: ptr.global, %n: i32) reqd_workgroup_size(64, 1, 1) {
entry:
    %l = workitem_id x
    %bx = workgroup_id x
    %by = workgroup_id y
    %sixteen = iconst.i32 16
    %four = iconst.i32 4
    %x = urem %l, %sixteen
    %g = udiv %l, %sixteen
    %col0 = imul %bx, %sixteen
    %row0 = imul %by, %sixteen
    %col = iadd %col0, %x
    %arow = iadd %row0, %x
    ; a: &A[row0 + x][g], stepping 4 floats; b: &B[g][col], stepping 4 rows
    %abase = imul %arow, %n
    %ai = iadd %abase, %g
    %ai64 = zext.i64 %ai
    %b4 = iconst.i64 4
    %ao = imul %ai64, %b4
    %pa0 = ptradd %a, %ao
    %bbase = imul %g, %n
    %bi = iadd %bbase, %col
    %bi64 = zext.i64 %bi
    %bo = imul %bi64, %b4
    %pb0 = ptradd %b, %bo
    %n64 = zext.i64 %n
    %rowbytes = imul %n64, %b4
    %bstep = imul %rowbytes, %b4
    %astep = iconst.i64 16
    %zero = iconst.i32 0
    %fzero = fconst.f32 0.0
    %acc0 = splat.f32x4 %fzero
    br steps(%zero, %pa0, %pb0, %acc0)

steps(%k: i32, %pa: ptr.global, %pb: ptr.global, %acc: f32x4):
    %av = load.f32 %pa, align 4
    %bv = load.f32 %pb, align 4
    %next = mfma f32_16x16x4_f32 %av, %bv, %acc
    %k1 = iadd %k, %four
    %pa1 = ptradd %pa, %astep
    %pb1 = ptradd %pb, %bstep
    %more = icmp ult %k1, %n
    brif %more, steps(%k1, %pa1, %pb1, %next), store

store:
    ; C[row0 + 4g + r][col]
    %g4 = imul %g, %four
    %crow = iadd %row0, %g4
    %cbase = imul %crow, %n
    %ci = iadd %cbase, %col
    %ci64 = zext.i64 %ci
    %co = imul %ci64, %b4
    %pc0 = ptradd %c, %co
    %pc1 = ptradd %pc0, %rowbytes
    %pc2 = ptradd %pc1, %rowbytes
    %pc3 = ptradd %pc2, %rowbytes
    %d0 = extractlane %next, 0
    %d1 = extractlane %next, 1
    %d2 = extractlane %next, 2
    %d3 = extractlane %next, 3
    store %d0, %pc0, align 4
    store %d1, %pc1, align 4
    store %d2, %pc2, align 4
    store %d3, %pc3, align 4
    ret
}
