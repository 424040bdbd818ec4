; EXEC-mask shapes around the fused forms of cf.rs: a divergent `brif`
; whose then-block comes next (one s_and_saveexec_b64, the compare in VCC),
; joins entered by OR-ing the arriving lanes into EXEC, an if/else whose
; join merges a parameter, nested ifs, an f32 condition, a branch whose
; else-block comes next, and a divergent loop after them. Each lane writes
; its own results.
;
; run: @execmask_shapes grid(16) (x=i32[0,1,2,3,4,5,8,9,12,17,30,-1,-8,100,64,6], out=i32[64](0), n=9) => out == [9, 0, 0, 1, 10, -1, 0, 1, 11, -2, 0, 2, 12, -3, 0, 3, 13, 32, 0, 4, 14, -5, 0, 4, 17, 64, 64, 10, 0, -9, 81, 10, 0, 96, 144, 19, 0, -17, 289, 46, 0, -30, 0, 137, 8, 1, 1, 168, 1, -64, 64, 85, 0, 800, 0, 4, 0, 512, 0, 1, 15, -6, 0, 5]
; run: @execmask_shapes grid(16) wg(8) (x=i32[0,1,2,3,4,5,8,9,12,17,30,-1,-8,100,64,6], out=i32[64](0), n=-3) => out == [0, 0, 0, 1, 0, -1, 0, 1, 0, -2, 0, 2, 0, -3, 0, 3, 0, 32, 0, 4, 0, -5, 0, 4, 0, 64, 0, 10, 0, -9, 0, 10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]

kernel @execmask_shapes(%x: ptr.global, %out: ptr.global, %n: i32) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %a = load.i32 %px, align 4
    %k16 = iconst.i64 16
    %slot = imul %i64, %k16
    %base = ptradd %out, %slot
    %zero = iconst.i32 0
    %c0 = icmp slt %a, %n
    brif %c0, then0, join0

then0:
    %t0 = iadd %a, %n
    store %t0, %base, align 4
    br join0

join0:
    ; if/else with a merged value
    %three = iconst.i32 3
    %m = and %a, %three
    %c1 = icmp eq %m, %zero
    brif %c1, then1, else1

then1:
    %t1 = shl %a, %three
    br join1(%t1)

else1:
    %e1 = isub %zero, %a
    br join1(%e1)

join1(%v1: i32):
    %o1 = iconst.i64 4
    %p1 = ptradd %base, %o1
    store %v1, %p1, align 4
    ; nested ifs on an f32 condition
    %fa = sitofp.f32 %a
    %half = fconst.f32 0.5
    %fs = fmul %fa, %half
    %fn = sitofp.f32 %n
    %c2 = fcmp olt %fs, %fn
    brif %c2, outer, done2

outer:
    %seven = iconst.i32 7
    %c3 = icmp ugt %a, %seven
    brif %c3, inner, outer_end

inner:
    %t3 = imul %a, %a
    %o2 = iconst.i64 8
    %p2 = ptradd %base, %o2
    store %t3, %p2, align 4
    br outer_end

outer_end:
    br done2

done2:
    ; a branch whose else-side comes first in the layout
    %c4 = icmp ne %m, %zero
    brif %c4, late, early

early:
    %one = iconst.i32 1
    br loop(%zero, %one)

late:
    br loop(%zero, %m)

loop(%j: i32, %acc: i32):
    %acc2 = iadd %acc, %j
    %j2 = iadd %j, %three
    %k31 = iconst.i32 31
    %lim = and %a, %k31
    %more = icmp ult %j2, %lim
    brif %more, loop(%j2, %acc2), exit

exit:
    %o3 = iconst.i64 12
    %p3 = ptradd %base, %o3
    store %acc2, %p3, align 4
    ret
}

; Short blocks that run with EXEC empty instead of being skipped: a join
; that only computes the next if/else's masks, an else-side first with a
; merged value, a uniform value merged at the join. With n = 100 or
; n = -100 every lane takes the same side, so the other side's blocks run
; (or are skipped) with EXEC empty.
; run: @execmask_short grid(8) (x=i32[0,1,2,3,4,5,6,7], out=i32[16](0), n=3) => out == [0, 3, 2, 3, 4, 3, 0, 1, -1, 1, -2, 1, -3, 1, -4, 1]
; run: @execmask_short grid(8) (x=i32[0,1,2,3,4,5,6,7], out=i32[16](0), n=100) => out == [0, 3, 2, 3, 4, 3, 6, 3, 8, 3, 10, 3, 12, 3, 14, 3]
; run: @execmask_short grid(8) (x=i32[0,1,2,3,4,5,6,7], out=i32[16](0), n=-100) => out == [-100, 1, -101, 1, -102, 1, -103, 1, -104, 1, -105, 1, -106, 1, -107, 1]

kernel @execmask_short(%x: ptr.global, %out: ptr.global, %n: i32) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %a = load.i32 %px, align 4
    %k8 = iconst.i64 8
    %slot = imul %i64, %k8
    %base = ptradd %out, %slot
    %c0 = icmp slt %a, %n
    brif %c0, small, join0

small:
    %t0 = iadd %a, %a
    br join0

join0:
    %c1 = icmp slt %a, %n
    %one = iconst.i32 1
    %three = iconst.i32 3
    brif %c1, then1(%three), else1

else1:
    %e1 = isub %n, %a
    %e2 = iadd %e1, %a
    %e3 = iadd %e2, %a
    %e4 = isub %e3, %n
    %e5 = isub %n, %e4
    br join1(%e5, %one)

then1(%u: i32):
    %t1 = iadd %a, %a
    br join1(%t1, %u)

join1(%v: i32, %w: i32):
    store %v, %base, align 4
    %k4 = iconst.i64 4
    %p1 = ptradd %base, %k4
    store %w, %p1, align 4
    ret
}
