; Loop passes at -O2: loop-invariant code motion and strength reduction of
; addresses. In the tiled loop the two LDS addresses become pointers
; carried by the loop, stepping 8 and 128 bytes, and the row offset
; `row * n` leaves the outer loop; in the counted loop over a global
; array, `zext(j)` is exact (j counts up by one from zero while j < n),
; so its address becomes a pointer stepping 4 bytes.
; Oracle: the interpreter runs the same kernels before and after the
; passes (ir/tests/loop_passes.rs; the benches' `; run:` lines in sim).
; RUN: agc --emit ir -O2 -o - %s | FileCheck %s

lds @tile_a: 2048, align 16
lds @tile_b: 2048, align 16

; CHECK-LABEL: kernel @tiled(
; CHECK:       entry:
; CHECK:         %arow = imul %row, %n
; CHECK:         [[A0:%v[0-9]+]] = ptradd %la,
; CHECK:         [[B0:%v[0-9]+]] = ptradd %lb,
; CHECK:         br tiles(
; CHECK:       tiles(
; CHECK-NOT:     imul %row
; CHECK:         br inner(%zero, %acc, [[A0]], [[B0]])
; CHECK:       inner(%k: i32, %sum: f64, [[PA:%v[0-9]+]]: ptr.local, [[PB:%v[0-9]+]]: ptr.local):
; CHECK-NEXT:    %x = load.f64 [[PA]], align 8
; CHECK-NEXT:    %y = load.f64 [[PB]], align 8
; CHECK-NOT:     shl
; CHECK:         [[S8:%v[0-9]+]] = iconst.i32 8
; CHECK-NEXT:    [[NA:%v[0-9]+]] = ptradd [[PA]], [[S8]]
; CHECK-NEXT:    [[S128:%v[0-9]+]] = iconst.i32 128
; CHECK-NEXT:    [[NB:%v[0-9]+]] = ptradd [[PB]], [[S128]]
; CHECK-NEXT:    brif %kmore, inner(%k2, %sum2, [[NA]], [[NB]]), next_tile
kernel @tiled(%a: ptr.global, %out: ptr.global, %n: i32) reqd_workgroup_size(16, 16, 1) {
entry:
    %tx = workitem_id x
    %ty = workitem_id y
    %sixteen = iconst.i32 16
    %three = iconst.i32 3
    %three64 = iconst.i64 3
    %row = iadd %ty, %sixteen
    %la = lds_addr @tile_a
    %lb = lds_addr @tile_b
    %lrow = imul %ty, %sixteen
    %zero = iconst.i32 0
    %dzero = fconst.f64 0.0
    br tiles(%zero, %dzero)

tiles(%t: i32, %acc: f64):
    %arow = imul %row, %n
    %aidx = iadd %arow, %t
    %a64 = zext.i64 %aidx
    %aoff = shl %a64, %three64
    %pa = ptradd %a, %aoff
    %av = load.f64 %pa, align 8
    %lidx = iadd %lrow, %tx
    %loff = shl %lidx, %three
    %sa = ptradd %la, %loff
    store %av, %sa, align 8
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
    brif %tmore, tiles(%t2, %sum2), done

done:
    store %sum2, %out, align 8
    ret
}

; CHECK-LABEL: kernel @counted(
; CHECK:       entry:
; CHECK-NOT:     ptradd
; CHECK:         brif {{%v[0-9]+}}, body(%zero, %a, %zero), done(%zero)
; CHECK:       body(%j: i32, [[P:%v[0-9]+]]: ptr.global, %s: i32):
; CHECK-NEXT:    %x = load.i32 [[P]], align 4
; CHECK-NOT:     zext
; CHECK:         [[S4:%v[0-9]+]] = iconst.i64 4
; CHECK-NEXT:    [[N:%v[0-9]+]] = ptradd [[P]], [[S4]]
; CHECK:         brif {{%v[0-9]+}}, body(%j2, [[N]], %s2), done(%s2)
kernel @counted(%a: ptr.global, %out: ptr.global, %n: i32) {
entry:
    %zero = iconst.i32 0
    %two64 = iconst.i64 2
    br header(%zero, %zero)

header(%j: i32, %s: i32):
    %more = icmp slt %j, %n
    brif %more, body, done

body:
    %j64 = zext.i64 %j
    %joff = shl %j64, %two64
    %pj = ptradd %a, %joff
    %x = load.i32 %pj, align 4
    %s2 = iadd %s, %x
    %one = iconst.i32 1
    %j2 = iadd %j, %one
    br header(%j2, %s2)

done:
    store %s, %out, align 4
    ret
}
