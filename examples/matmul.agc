; Tiled matrix multiply C = A * B for n x n row-major f32 matrices, n a
; multiple of 16. A 16x16 workgroup computes a 16x16 tile of C, staging
; 16x16 tiles of A and B through LDS.
;
; run: @matmul grid(32, 32) wg(16, 16) (a=f32[1024](1), b=f32[1024](i), c=f32[1024](0), n=32) => c == (15872 + 32 * (i % 32))
; run: @matmul grid(32, 32) wg(16, 16) (a=f32[1024]((i - i % 32) / 32), b=f32[1024](1), c=f32[1024](0), n=32) => c == (i - i % 32)

lds @tile_a: 1024, align 16
lds @tile_b: 1024, align 16

kernel @matmul(%a: ptr.global, %b: ptr.global, %c: ptr.global, %n: i32) reqd_workgroup_size(16, 16, 1) {
entry:
    %tx = workitem_id x
    %ty = workitem_id y
    %bx = workgroup_id x
    %by = workgroup_id y
    %sixteen = iconst.i32 16
    %four = iconst.i32 4
    %col = imul %bx, %sixteen
    %col2 = iadd %col, %tx
    %row = imul %by, %sixteen
    %row2 = iadd %row, %ty
    %la = lds_addr @tile_a
    %lb = lds_addr @tile_b
    %lrow = imul %ty, %sixteen
    %lidx = iadd %lrow, %tx
    %loff = imul %lidx, %four
    %sa = ptradd %la, %loff
    %sb = ptradd %lb, %loff
    %zero = iconst.i32 0
    %fzero = fconst.f32 0.0
    br tiles(%zero, %fzero)

tiles(%t: i32, %acc: f32):
    ; stage A[row2][t + tx] and B[t + ty][col2]
    %arow = imul %row2, %n
    %acol = iadd %t, %tx
    %aidx = iadd %arow, %acol
    %a64 = zext.i64 %aidx
    %four64 = iconst.i64 4
    %aoff = imul %a64, %four64
    %pa = ptradd %a, %aoff
    %av = load.f32 %pa, align 4
    store %av, %sa, align 4
    %brow = iadd %t, %ty
    %brow2 = imul %brow, %n
    %bidx = iadd %brow2, %col2
    %b64 = zext.i64 %bidx
    %boff = imul %b64, %four64
    %pb = ptradd %b, %boff
    %bv = load.f32 %pb, align 4
    store %bv, %sb, align 4
    barrier
    br inner(%zero, %acc)

inner(%k: i32, %sum: f32):
    %ak = iadd %lrow, %k
    %akoff = imul %ak, %four
    %pak = ptradd %la, %akoff
    %x = load.f32 %pak, align 4
    %krow = imul %k, %sixteen
    %bk = iadd %krow, %tx
    %bkoff = imul %bk, %four
    %pbk = ptradd %lb, %bkoff
    %y = load.f32 %pbk, align 4
    %sum2 = fma %x, %y, %sum
    %one = iconst.i32 1
    %k2 = iadd %k, %one
    %kmore = icmp slt %k2, %sixteen
    brif %kmore, inner(%k2, %sum2), next_tile

next_tile:
    barrier
    %t2 = iadd %t, %sixteen
    %tmore = icmp slt %t2, %n
    brif %tmore, tiles(%t2, %sum2), write_c

write_c:
    %crow = imul %row2, %n
    %cidx = iadd %crow, %col2
    %c64 = zext.i64 %cidx
    %four64b = iconst.i64 4
    %coff = imul %c64, %four64b
    %pc = ptradd %c, %coff
    store %sum2, %pc, align 4
    ret
}
