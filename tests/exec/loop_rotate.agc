; Loop rotation (ir passes::loop_rotate): loops tested at the top that the
; pipeline turns into a guard before the loop and a test at the latch.
; Zero-trip loops (a lane count that is zero or negative, a uniform count
; of zero), a loop with a second exit (a break that uses the header's
; counter), a loop nested in another whose trip counts differ per lane,
; and a loop whose header values are used after it and whose trip count
; differs per lane (left top-tested by the pipeline, which rotates loops
; with exit values only when all lanes leave together; see
; loop_rotate_exit.agc for those). Expected
; buffers are worked out by hand; the harness also checks them against
; the IR interpreter.
;
; run: @loop_rotate_zero_trip grid(16) (x=i32[0,1,2,3,4,5,8,9,-1,-8,7,6,3,2,-3,10], out=i32[16](0)) => out == [0, 0, 1, 3, 6, 10, 28, 36, 0, 0, 21, 15, 3, 1, 0, 45]
; run: @loop_rotate_uniform grid(16) (x=i32[0,1,2,3,4,5,8,9,-1,-8,7,6,3,2,-3,10], out=i32[16](0), n=5) => out == [10, 15, 20, 25, 30, 35, 50, 55, 5, -30, 45, 40, 25, 20, -5, 60]
; run: @loop_rotate_uniform grid(16) (x=i32[0,1,2,3,4,5,8,9,-1,-8,7,6,3,2,-3,10], out=i32[16](0), n=0) => out == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
; run: @loop_rotate_exits grid(16) (x=i32[0,1,2,3,4,5,8,9,-1,-8,7,6,3,2,-3,10], out=i32[16](0)) => out == [100, 7, 6, 5, 4, 3, 2, 1, 0, 0, 4, 3, 2, 1, 0, 100]
; run: @loop_rotate_nested grid(16) (x=i32[0,1,2,3,4,5,8,9,-1,-8,7,6,3,2,-3,10], out=i32[16](0)) => out == [0, 0, 1, 4, 0, 0, 0, 0, 4, 0, 4, 1, 4, 1, 0, 1]
; run: @loop_rotate_after grid(16) (x=i32[0,1,2,3,4,5,8,9,-1,-8,7,6,3,2,-3,10], out=i32[16](0)) => out == [0, 101, 302, 502, 702, 1203, 2103, 2403, 0, 0, 1803, 1503, 502, 302, 0, 3404]

kernel @loop_rotate_zero_trip(%x: ptr.global, %out: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %po = ptradd %out, %off
    %n = load.i32 %px, align 4
    %zero = iconst.i32 0
    %one = iconst.i32 1
    br head(%zero)

head(%j: i32):
    %more = icmp slt %j, %n
    brif %more, body, done

body:
    %o = load.i32 %po, align 4
    %o2 = iadd %o, %j
    store %o2, %po, align 4
    %j2 = iadd %j, %one
    br head(%j2)

done:
    ret
}

kernel @loop_rotate_uniform(%x: ptr.global, %out: ptr.global, %n: i32) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %po = ptradd %out, %off
    %v = load.i32 %px, align 4
    %zero = iconst.i32 0
    %one = iconst.i32 1
    br head(%zero)

head(%j: i32):
    %more = icmp slt %j, %n
    brif %more, body, done

body:
    %o = load.i32 %po, align 4
    %t = iadd %v, %j
    %o2 = iadd %o, %t
    store %o2, %po, align 4
    %j2 = iadd %j, %one
    br head(%j2)

done:
    ret
}

kernel @loop_rotate_exits(%x: ptr.global, %out: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %po = ptradd %out, %off
    %zero = iconst.i32 0
    %one = iconst.i32 1
    %eight = iconst.i32 8
    %fifteen = iconst.i32 15
    %hundred = iconst.i32 100
    br head(%zero)

head(%j: i32):
    %more = icmp slt %j, %eight
    brif %more, body, done

body:
    %ij = iadd %i, %j
    %k = and %ij, %fifteen
    %k64 = zext.i64 %k
    %koff = imul %k64, %four
    %pk = ptradd %x, %koff
    %v = load.i32 %pk, align 4
    %neg = icmp slt %v, %zero
    brif %neg, found, latch

latch:
    %j2 = iadd %j, %one
    br head(%j2)

found:
    store %j, %po, align 4
    ret

done:
    store %hundred, %po, align 4
    ret
}

kernel @loop_rotate_nested(%x: ptr.global, %out: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %po = ptradd %out, %off
    %xv = load.i32 %px, align 4
    %three = iconst.i32 3
    %m = and %xv, %three
    %zero = iconst.i32 0
    %one = iconst.i32 1
    br outer(%zero)

outer(%a: i32):
    %omore = icmp slt %a, %m
    brif %omore, pre, exit

pre:
    br inner(%zero)

inner(%k: i32):
    %imore = icmp slt %k, %a
    brif %imore, ibody, next

ibody:
    %o = load.i32 %po, align 4
    %k1 = iadd %k, %one
    %o2 = iadd %o, %k1
    store %o2, %po, align 4
    br inner(%k1)

next:
    %a2 = iadd %a, %one
    br outer(%a2)

exit:
    ret
}

kernel @loop_rotate_after(%x: ptr.global, %out: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %po = ptradd %out, %off
    %v = load.i32 %px, align 4
    %zero = iconst.i32 0
    %one = iconst.i32 1
    %hundred = iconst.i32 100
    br head(%zero, %zero)

head(%j: i32, %s: i32):
    %jj = imul %j, %j
    %more = icmp slt %jj, %v
    brif %more, body, done

body:
    %d = isub %v, %j
    %s2 = iadd %s, %d
    %j2 = iadd %j, %one
    br head(%j2, %s2)

done:
    %sh = imul %s, %hundred
    %r = iadd %sh, %j
    store %r, %po, align 4
    ret
}
