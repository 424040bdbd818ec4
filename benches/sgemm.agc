; Tiled SGEMM, C = A * B for n x n row-major f32 matrices, n a multiple
; of 64. A 16x16 workgroup computes a 64x16 tile of C: each work-item keeps
; four accumulators (rows ty, ty+16, ty+32, ty+48 of the tile, column tx),
; staging a 64x16 tile of A and a 16x16 tile of B through LDS per step of
; 16 along k.
;
; run: @sgemm grid(64, 16) wg(16, 16) (a=f32[4096](1), b=f32[4096](i), c=f32[4096](0), n=64) => c == (129024 + 64 * (i % 64))
; run: @sgemm grid(64, 16) wg(16, 16) (a=f32[4096]((i - i % 64) / 64), b=f32[4096](1), c=f32[4096](0), n=64) => c == (i - i % 64)

lds @tile_a: 4096, align 16
lds @tile_b: 1024, align 16

kernel @sgemm(%a: ptr.global, %b: ptr.global, %c: ptr.global, %n: i32) reqd_workgroup_size(16, 16, 1) {
entry:
    %tx = workitem_id x
    %ty = workitem_id y
    %bx = workgroup_id x
    %by = workgroup_id y
    %sixteen = iconst.i32 16
    %sixtyfour = iconst.i32 64
    %two = iconst.i32 2
    %two64 = iconst.i64 2
    %col0 = imul %bx, %sixteen
    %col = iadd %col0, %tx
    %row0 = imul %by, %sixtyfour
    %row = iadd %row0, %ty
    %la = lds_addr @tile_a
    %lb = lds_addr @tile_b
    ; this work-item's slots: A rows ty + 16r, B row ty, column tx
    %arow = imul %ty, %sixteen
    %aslot = iadd %arow, %tx
    %aoff = shl %aslot, %two
    %sa = ptradd %la, %aoff
    %sb = ptradd %lb, %aoff
    %step = iconst.i32 1024
    %zero = iconst.i32 0
    %fzero = fconst.f32 0.0
    br tiles(%zero, %fzero, %fzero, %fzero, %fzero)

tiles(%t: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32):
    ; stage A[row + 16r][t + tx] for r = 0..3 and B[t + ty][col]
    %acol = iadd %t, %tx
    %ar0 = imul %row, %n
    %ai0 = iadd %ar0, %acol
    %n16 = imul %n, %sixteen
    %ai1 = iadd %ai0, %n16
    %ai2 = iadd %ai1, %n16
    %ai3 = iadd %ai2, %n16
    %ap0 = zext.i64 %ai0
    %ao0 = shl %ap0, %two64
    %pa0 = ptradd %a, %ao0
    %av0 = load.f32 %pa0, align 4
    %ap1 = zext.i64 %ai1
    %ao1 = shl %ap1, %two64
    %pa1 = ptradd %a, %ao1
    %av1 = load.f32 %pa1, align 4
    %ap2 = zext.i64 %ai2
    %ao2 = shl %ap2, %two64
    %pa2 = ptradd %a, %ao2
    %av2 = load.f32 %pa2, align 4
    %ap3 = zext.i64 %ai3
    %ao3 = shl %ap3, %two64
    %pa3 = ptradd %a, %ao3
    %av3 = load.f32 %pa3, align 4
    store %av0, %sa, align 4
    %sa1 = ptradd %sa, %step
    store %av1, %sa1, align 4
    %sa2 = ptradd %sa1, %step
    store %av2, %sa2, align 4
    %sa3 = ptradd %sa2, %step
    store %av3, %sa3, align 4
    %brow = iadd %t, %ty
    %br = imul %brow, %n
    %bi = iadd %br, %col
    %bp = zext.i64 %bi
    %bo = shl %bp, %two64
    %pb = ptradd %b, %bo
    %bv = load.f32 %pb, align 4
    store %bv, %sb, align 4
    barrier
    br inner(%zero, %c0, %c1, %c2, %c3)

inner(%k: i32, %s0: f32, %s1: f32, %s2: f32, %s3: f32):
    %krow = imul %k, %sixteen
    %bk = iadd %krow, %tx
    %bkoff = shl %bk, %two
    %pbk = ptradd %lb, %bkoff
    %y = load.f32 %pbk, align 4
    %ak = iadd %arow, %k
    %akoff = shl %ak, %two
    %pak0 = ptradd %la, %akoff
    %x0 = load.f32 %pak0, align 4
    %pak1 = ptradd %pak0, %step
    %x1 = load.f32 %pak1, align 4
    %pak2 = ptradd %pak1, %step
    %x2 = load.f32 %pak2, align 4
    %pak3 = ptradd %pak2, %step
    %x3 = load.f32 %pak3, align 4
    %n0 = fma %x0, %y, %s0
    %n1 = fma %x1, %y, %s1
    %n2 = fma %x2, %y, %s2
    %n3 = fma %x3, %y, %s3
    %one = iconst.i32 1
    %k2 = iadd %k, %one
    %kmore = icmp slt %k2, %sixteen
    brif %kmore, inner(%k2, %n0, %n1, %n2, %n3), next_tile

next_tile:
    barrier
    %t2 = iadd %t, %sixteen
    %tmore = icmp slt %t2, %n
    brif %tmore, tiles(%t2, %n0, %n1, %n2, %n3), write_c

write_c:
    %cr0 = imul %row, %n
    %ci0 = iadd %cr0, %col
    %cn16 = imul %n, %sixteen
    %ci1 = iadd %ci0, %cn16
    %ci2 = iadd %ci1, %cn16
    %ci3 = iadd %ci2, %cn16
    %cp0 = zext.i64 %ci0
    %co0 = shl %cp0, %two64
    %pc0 = ptradd %c, %co0
    store %n0, %pc0, align 4
    %cp1 = zext.i64 %ci1
    %co1 = shl %cp1, %two64
    %pc1 = ptradd %c, %co1
    store %n1, %pc1, align 4
    %cp2 = zext.i64 %ci2
    %co2 = shl %cp2, %two64
    %pc2 = ptradd %c, %co2
    store %n2, %pc2, align 4
    %cp3 = zext.i64 %ci3
    %co3 = shl %cp3, %two64
    %pc3 = ptradd %c, %co3
    store %n3, %pc3, align 4
    ret
}
