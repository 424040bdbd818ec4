; Loops in EXEC-mask code (cf.rs): a uniform counted loop around a
; divergent if/else that merges a value (a scalar loop whose latch branches
; with s_cbranch_scc), the same loop as a single block inside a divergent
; if, a loop with a divergent exit besides its uniform latch (an EXEC-mask
; loop), an irreducible cycle entered at either block by a divergent
; branch, and a scalar loop nested in another. Values defined in the loops
; are used after them. Expected buffers are the IR interpreter's.
;
; run: @scalar_loops_if grid(16) (x=i32[0,1,2,3,4,5,8,9,12,17,30,-1,-8,100,64,6], out=i32[16](0), n=5) => out == [5, 7, 9, 9, 6, 6, 7, 16, 21, 25, 40, 3, 4, 24, 7, 13]
; run: @scalar_loops_if grid(16) (x=i32[0,1,2,3,4,5,8,9,12,17,30,-1,-8,100,64,6], out=i32[16](0), n=-3) => out == [1, 5, 2, 11, 3, 17, 5, 29, 7, 53, 16, -1, -3, 51, 33, 4]
; run: @scalar_loops_partial grid(16) (x=i32[0,1,2,3,4,5,8,9,12,17,30,-1,-8,100,64,6], out=i32[16](0), n=5) => out == [0, 16, 95, 792, 4213, 15824, 262817, 532368, 2988045, 24143120, 729028899, -1, -8, -726359659, 270537, 46971]
; run: @scalar_loops_partial grid(16) (x=i32[0,1,2,3,4,5,8,9,12,17,30,-1,-8,100,64,6], out=i32[16](0), n=-3) => out == [0, 2, 5, 10, 17, 26, 65, 82, 145, 290, 901, -1, -8, 10001, 4097, 37]
; run: @scalar_loops_divexit grid(16) (x=i32[0,1,2,3,4,5,8,9,12,17,30,-1,-8,100,64,6], out=i32[16](0), n=5) => out == [9, 9, 9, 9, 9, 29, 26, 29, 25, 35, 30, 9, 9, 100, 64, 27]
; run: @scalar_loops_divexit grid(16) (x=i32[0,1,2,3,4,5,8,9,12,17,30,-1,-8,100,64,6], out=i32[16](0), n=-3) => out == [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 30, 1, 1, 100, 64, 1]
; run: @scalar_loops_irreducible grid(16) (x=i32[0,1,2,3,4,5,8,9,12,17,30,-1,-8,100,64,6], out=i32[16](0), n=5) => out == [150, 182, 214, 246, 278, 310, 406, 438, 534, 694, 1110, 278, 54, 3350, 2198, 342]
; run: @scalar_loops_irreducible grid(16) (x=i32[0,1,2,3,4,5,8,9,12,17,30,-1,-8,100,64,6], out=i32[16](0), n=-3) => out == [0, 2, 4, 6, 8, 10, 16, 18, 24, 34, 60, 8, -6, 200, 128, 12]
; run: @scalar_loops_nested grid(16) (x=i32[0,1,2,3,4,5,8,9,12,17,30,-1,-8,100,64,6], out=i32[16](0), n=5) => out == [25, 27, 27, 29, 29, 31, 33, 35, 37, 43, 55, 25, 17, 125, 89, 31]
; run: @scalar_loops_nested grid(16) (x=i32[0,1,2,3,4,5,8,9,12,17,30,-1,-8,100,64,6], out=i32[16](0), n=-3) => out == [5, 7, 7, 9, 9, 11, 13, 15, 17, 23, 35, 5, -3, 105, 69, 11]

kernel @scalar_loops_if(%x: ptr.global, %out: ptr.global, %n: i32) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %a = load.i32 %px, align 4
    %zero = iconst.i32 0
    %one = iconst.i32 1
    br loop(%zero, %a)

loop(%k: i32, %acc: i32):
    %t = and %acc, %one
    %odd = icmp ne %t, %zero
    brif %odd, up, down

up:
    %three = iconst.i32 3
    %u3 = imul %acc, %three
    %u = iadd %u3, %one
    br next(%u)

down:
    %d = ashr %acc, %one
    br next(%d)

next(%v: i32):
    %k1 = iadd %k, %one
    %more = icmp slt %k1, %n
    brif %more, loop(%k1, %v), done

done:
    %s = iadd %v, %k1
    %po = ptradd %out, %off
    store %s, %po, align 4
    ret
}

kernel @scalar_loops_partial(%x: ptr.global, %out: ptr.global, %n: i32) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %a = load.i32 %px, align 4
    %zero = iconst.i32 0
    %one = iconst.i32 1
    %c = icmp sgt %a, %zero
    brif %c, pre, skip

pre:
    br loop(%zero, %a)

loop(%k: i32, %acc: i32):
    %acc2 = imul %acc, %a
    %acc3 = iadd %acc2, %k
    %k1 = iadd %k, %one
    %more = icmp slt %k1, %n
    brif %more, loop(%k1, %acc3), after

after:
    %r2 = iadd %acc3, %k1
    br join(%r2)

skip:
    br join(%a)

join(%r: i32):
    %po = ptradd %out, %off
    store %r, %po, align 4
    ret
}

kernel @scalar_loops_divexit(%x: ptr.global, %out: ptr.global, %n: i32) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %a = load.i32 %px, align 4
    %zero = iconst.i32 0
    %one = iconst.i32 1
    %lim = iconst.i32 20
    br loop(%zero, %zero)

loop(%k: i32, %acc: i32):
    %acc1 = iadd %acc, %a
    %big = icmp sgt %acc1, %lim
    brif %big, exit(%acc1), latch

latch:
    %k1 = iadd %k, %one
    %more = icmp slt %k1, %n
    brif %more, loop(%k1, %acc1), exit(%k1)

exit(%r: i32):
    %s = iadd %r, %k
    %po = ptradd %out, %off
    store %s, %po, align 4
    ret
}

kernel @scalar_loops_irreducible(%x: ptr.global, %out: ptr.global, %n: i32) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %a = load.i32 %px, align 4
    %zero = iconst.i32 0
    %one = iconst.i32 1
    %c = icmp slt %a, %zero
    brif %c, left(%a, %zero), right(%a, %zero)

left(%p: i32, %k: i32):
    %five = iconst.i32 5
    %p1 = iadd %p, %five
    br right(%p1, %k)

right(%q: i32, %j: i32):
    %two = iconst.i32 2
    %q1 = imul %q, %two
    %j1 = iadd %j, %one
    %more = icmp slt %j1, %n
    brif %more, left(%q1, %j1), done

done:
    %po = ptradd %out, %off
    store %q1, %po, align 4
    ret
}

kernel @scalar_loops_nested(%x: ptr.global, %out: ptr.global, %n: i32) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %a = load.i32 %px, align 4
    %zero = iconst.i32 0
    %one = iconst.i32 1
    br outer(%zero, %a)

outer(%o: i32, %acc: i32):
    br inner(%zero, %acc)

inner(%k: i32, %b: i32):
    %t = and %b, %one
    %odd = icmp ne %t, %zero
    brif %odd, add, step(%b)

add:
    %b1 = iadd %b, %o
    %b2 = iadd %b1, %one
    br step(%b2)

step(%v: i32):
    %k1 = iadd %k, %one
    %more = icmp slt %k1, %n
    brif %more, inner(%k1, %v), latch

latch:
    %o1 = iadd %o, %one
    %w = iadd %v, %k1
    %three = iconst.i32 3
    %omore = icmp slt %o1, %three
    brif %omore, outer(%o1, %w), done

done:
    %po = ptradd %out, %off
    store %w, %po, align 4
    ret
}
