; EXEC-mask sequences of divergent if/else shapes (cf.rs): the side laid
; out first narrows EXEC with one s_and_saveexec_b64 (then first) or
; s_andn1_saveexec_b64 (else first) whose saved lanes stand for the other
; side, s_andn2_saveexec_b64 swaps to the other side, s_or_b64 restores
; EXEC at the join, and a join that every lane of a non-empty branch
; reaches has no s_cbranch_execz. Shapes: both layouts, an empty else and
; an empty then, merged parameters, if/else nested in either side, an
; if/else inside a divergent loop and inside a uniform loop, and a side
; that returns. Each lane writes its own eight results.
;
; run: @ifelse_masks_shapes grid(16) (x=i32[0,1,2,3,4,5,8,9,12,17,30,-1,-8,100,64,6], out=i32[128](0), n=9) => out == [-1, 0, 0, 0, 1, 0, 0, 0, -1, 3, 0, 0, 2, 0, -1, 4, -1, 6, 0, 0, 0, 20, 0, 1, -1, 9, 0, 0, 0, 20, -1, 10, -1, 32, 4, 0, 5, 0, 2, 2, -1, 15, 5, 0, 6, 0, 1, 16, -1, 64, 8, 0, 9, 0, 0, 4, 0, 27, 9, 9, 10, 0, -1, 28, -1, 96, 12, 9, 13, 0, 2, 6, -1, 51, 17, 9, 18, 0, -1, 52, -1, 90, 30, 9, 77, 20, 6, 15, -1, -3, 0, 9, 0, 20, 5, -2, -1, -64, 0, 9, 8, 0, 0, 2147483644, -1, 800, 100, 9, 101, 0, 2, 50, -1, 512, 64, 9, 65, 0, 0, 32, -1, 18, 6, 0, 0, 20, 6, 3]
; run: @ifelse_masks_shapes grid(16) (x=i32[0,1,2,3,4,5,8,9,12,17,30,-1,-8,100,64,6], out=i32[128](0), n=-3) => out == [-1, 0, 0, 0, 1, 0, 0, 0, -1, 3, 0, 0, 2, 0, -1, 4, -1, 6, 0, 0, 77, 20, 0, 1, -1, 9, 0, 0, 77, 20, -1, 10, -1, 32, 4, 0, 5, 0, 2, 2, -1, 15, 5, 0, 6, 0, 1, 16, -1, 64, 8, 0, 9, 0, 0, 4, -1, 27, 9, 0, 10, 0, -1, 28, -1, 96, 12, 0, 13, 0, 2, 6, -1, 51, 17, 0, 18, 0, -1, 52, -1, 90, 30, 0, 77, 20, 6, 15, -1, -3, 0, -3, 77, 20, 5, -2, -1, -64, 0, 0, 8, 0, 0, 2147483644, -1, 800, 100, 0, 101, 0, 2, 50, -1, 512, 64, 0, 65, 0, 0, 32, -1, 18, 6, 0, 77, 20, 6, 3]

kernel @ifelse_masks_shapes(%x: ptr.global, %out: ptr.global, %n: i32) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %a = load.i32 %px, align 4
    %k32 = iconst.i64 32
    %slot = imul %i64, %k32
    %base = ptradd %out, %slot
    %zero = iconst.i32 0
    %one = iconst.i32 1
    %c0 = icmp slt %a, %n
    brif %c0, then0, else0

then0:
    %t0 = iadd %a, %n
    br join0(%t0)

else0:
    %e0 = isub %a, %n
    br join0(%e0)

join0(%v0: i32):
    store %v0, %base, align 4
    ; else laid out first, parameter merged
    %three = iconst.i32 3
    %m = and %a, %three
    %c1 = icmp eq %m, %zero
    brif %c1, then1, else1

else1:
    %e1 = imul %a, %three
    br join1(%e1)

then1:
    %t1 = shl %a, %three
    br join1(%t1)

join1(%v1: i32):
    %o1 = iconst.i64 4
    %p1 = ptradd %base, %o1
    store %v1, %p1, align 4
    ; an empty else, then an empty then
    %c2 = icmp sgt %a, %three
    brif %c2, then2, join2

then2:
    %o2 = iconst.i64 8
    %p2 = ptradd %base, %o2
    store %a, %p2, align 4
    br join2

join2:
    %c3 = icmp ult %a, %n
    brif %c3, join3, else3

else3:
    %o3 = iconst.i64 12
    %p3 = ptradd %base, %o3
    store %n, %p3, align 4
    br join3

join3:
    ; nested: an if/else in each side of an if/else
    %o4 = iconst.i64 16
    %p4 = ptradd %base, %o4
    %two = iconst.i32 2
    %m2 = and %a, %two
    %c4 = icmp eq %m2, %zero
    brif %c4, outer_t, outer_e

outer_t:
    %c5 = icmp slt %a, %zero
    brif %c5, in_t1, in_e1

in_t1:
    %x1 = isub %zero, %a
    br in_j1(%x1)

in_e1:
    %x2 = iadd %a, %one
    br in_j1(%x2)

in_j1(%w1: i32):
    store %w1, %p4, align 4
    br outer_j

outer_e:
    %c6 = icmp sgt %a, %n
    brif %c6, in_t2, in_j2

in_t2:
    %x3 = iconst.i32 77
    store %x3, %p4, align 4
    br in_j2

in_j2:
    %x4 = iconst.i32 20
    %o5 = iconst.i64 20
    %p5 = ptradd %base, %o5
    store %x4, %p5, align 4
    br outer_j

outer_j:
    ; a divergent loop (a lane runs `a & 7` times) with an if/else inside
    %seven = iconst.i32 7
    %trips = and %a, %seven
    br loop(%zero, %zero)

loop(%j: i32, %acc: i32):
    %more = icmp ult %j, %trips
    brif %more, body, done

body:
    %jm = and %j, %one
    %odd = icmp ne %jm, %zero
    brif %odd, lt, le

lt:
    %acc1 = iadd %acc, %j
    br lj(%acc1)

le:
    %acc2 = isub %acc, %one
    br lj(%acc2)

lj(%acc3: i32):
    %j1 = iadd %j, %one
    br loop(%j1, %acc3)

done:
    %o6 = iconst.i64 24
    %p6 = ptradd %base, %o6
    store %acc, %p6, align 4
    ; a uniform loop (n & 3 times) with an if/else inside
    %nt = and %n, %three
    br uloop(%zero, %a)

uloop(%u: i32, %s: i32):
    %umore = icmp slt %u, %nt
    brif %umore, ubody, udone

ubody:
    %sm = and %s, %one
    %sodd = icmp ne %sm, %zero
    brif %sodd, ut, ue

ut:
    %s1 = imul %s, %three
    %s2 = iadd %s1, %one
    br uj(%s2)

ue:
    %s3 = lshr %s, %one
    br uj(%s3)

uj(%s4: i32):
    %u1 = iadd %u, %one
    br uloop(%u1, %s4)

udone:
    %o7 = iconst.i64 28
    %p7 = ptradd %base, %o7
    store %s, %p7, align 4
    ; a side that returns
    %c7 = icmp eq %a, %n
    brif %c7, early, late

early:
    ret

late:
    %x5 = iconst.i32 -1
    store %x5, %base, align 4
    ret
}
