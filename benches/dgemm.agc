; Tiled DGEMM, C = A * B for n x n row-major f64 matrices, n a multiple of
; 16: 16x16 tiles of A and B staged through LDS, one f64 accumulator per
; work-item.
;
; run: @dgemm grid(32, 32) wg(16, 16) (a=f64[1024](1), b=f64[1024](i), c=f64[1024](0), n=32) => c == (15872 + 32 * (i % 32))
; run: @dgemm grid(32, 32) wg(16, 16) (a=f64[1024]((i - i % 32) / 32), b=f64[1024](0.5), c=f64[1024](0), n=32) => c == ((i - i % 32) / 2)

lds @tile_a: 2048, align 16
lds @tile_b: 2048, align 16

kernel @dgemm(%a: ptr.global, %b: ptr.global, %c: ptr.global, %n: i32) reqd_workgroup_size(16, 16, 1) {
entry:
    %tx = workitem_id x
    %ty = workitem_id y
    %bx = workgroup_id x
    %by = workgroup_id y
    %sixteen = iconst.i32 16
    %three = iconst.i32 3
    %three64 = iconst.i64 3
    %col0 = imul %bx, %sixteen
    %col = iadd %col0, %tx
    %row0 = imul %by, %sixteen
    %row = iadd %row0, %ty
    %la = lds_addr @tile_a
    %lb = lds_addr @tile_b
    %lrow = imul %ty, %sixteen
    %lidx = iadd %lrow, %tx
    %loff = shl %lidx, %three
    %sa = ptradd %la, %loff
    %sb = ptradd %lb, %loff
    %zero = iconst.i32 0
    %dzero = fconst.f64 0.0
    br tiles(%zero, %dzero)

tiles(%t: i32, %acc: f64):
    %arow = imul %row, %n
    %acol = iadd %t, %tx
    %aidx = iadd %arow, %acol
    %a64 = zext.i64 %aidx
    %aoff = shl %a64, %three64
    %pa = ptradd %a, %aoff
    %av = load.f64 %pa, align 8
    store %av, %sa, align 8
    %brow = iadd %t, %ty
    %brow2 = imul %brow, %n
    %bidx = iadd %brow2, %col
    %b64 = zext.i64 %bidx
    %boff = shl %b64, %three64
    %pb = ptradd %b, %boff
    %bv = load.f64 %pb, align 8
    store %bv, %sb, align 8
    barrier
    br inner(%zero, %acc)

inner(%k: i32, %sum: f64):
    %ak = iadd %lrow, %k
    %akoff = shl %ak, %three
    %pak = ptradd %la, %akoff
    %x = load.f64 %pak, align 8
    %krow = imul %k, %sixteen
    %bk = iadd %krow, %tx
    %bkoff = shl %bk, %three
    %pbk = ptradd %lb, %bkoff
    %y = load.f64 %pbk, align 8
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
    %crow = imul %row, %n
    %cidx = iadd %crow, %col
    %c64 = zext.i64 %cidx
    %coff = shl %c64, %three64
    %pc = ptradd %c, %coff
    store %sum2, %pc, align 8
    ret
}
