; Tail calls after divergent control flow reconverges (lit:
; calls/tail-calls-divergent.agc). Each function ends with a call whose
; block every lane reaches with the function's entry EXEC: @tcr_then
; after an if/then, @tcr_else after an if/else, @tcr_loop after a loop
; whose lanes leave in different iterations, @tcr_ind through a uniform
; function pointer after an if/then; these jump to the callee. @tcr_in
; calls from inside the divergent region and must keep a normal call.
; Work-item ids -35..34 run both sides of every branch, in the full wave
; and in the 6-lane one. Oracle: the IR interpreter (the expected
; buffer), run on the simulator.
;
; run: @tailcall_reconverge grid(70) wg(70) (out=i32[350](0), s=3) => out == [112, 109, 106, 103, 100, 97, 94, 91, 88, 85, 82, 79, 76, 73, 70, 67, 64, 61, 58, 55, 52, 49, 46, 43, 40, 37, 34, 31, 28, 25, 22, 19, 16, 13, 10, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 64, 67, 70, 73, 76, 79, 82, 85, 88, 91, 94, 97, 100, 103, 106, 109, -296, -35, -278, -32, -260, -29, -242, -26, -224, -23, -206, -20, -188, -17, -170, -14, -152, -11, -134, -8, -116, -5, -98, -2, -80, 1, -62, 4, -44, 7, -26, 10, -8, 13, 10, 16, 28, 19, 46, 22, 64, 25, 82, 28, 100, 31, 118, 34, 136, 37, 154, 40, 172, 43, 190, 46, 208, 49, 226, 52, 244, 55, 262, 58, 280, 61, 298, 64, 316, 67, -1124, -1148, -1163, 7, -86, -170, -245, -311, -368, -416, -455, -485, -506, -518, -521, -515, -500, -476, -443, 7, -38, -74, -101, -119, -128, -128, -119, -101, -74, -38, 7, 61, 124, 196, 277, 7, 10, 22, 43, 73, 112, 160, 217, 283, 358, 442, 535, 637, 748, 868, 997, 7, 58, 118, 187, 265, 352, 448, 553, 667, 790, 922, 1063, 1213, 1372, 1540, 1717, 7, 106, 214, -98, -95, -92, -89, -86, -83, -80, -77, -74, -71, -68, -65, -62, -59, -56, -53, -50, -47, -44, -41, -38, -35, -32, -29, -26, -23, -20, -17, -14, -11, -8, -5, -2, 1, 4, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, -98, -95, -92, -89, -86, -83, -80, -77, -74, -71, -68, -65, -62, -59, -56, -53, -50, -47, -44, -41, -38, -35, -32, -29, -26, -23, -20, -17, -14, -11, -8, -5, -2, 1, 4, 7, 10, 13, 16, 19, 22, 10, 19, 34, 55, 82, 115, 154, 199, 250, 307, 370, 439, 514, 595, 682, 775, 874, 979, 1090, 1207, 1330, 1459, 1594, 1735, 1882, 2035, 2194, 2359, 2530]

func @tcr_leaf(%a: i32, %s: i32 inreg) -> i32 {
entry:
    %t = imul %a, %s
    %k = iconst.i32 7
    %r = iadd %t, %k
    ret %r
}

func @tcr_then(%a: i32, %s: i32 inreg) -> i32 {
entry:
    %z = iconst.i32 0
    %neg = icmp slt %a, %z
    brif %neg, flip, join(%a)

flip:
    %n = isub %z, %a
    br join(%n)

join(%v: i32):
    %r = call @tcr_leaf(%v, %s)
    ret %r
}

func @tcr_else(%a: i32, %s: i32 inreg) -> i32 {
entry:
    %one = iconst.i32 1
    %bit = and %a, %one
    %odd = icmp ne %bit, %one
    brif %odd, even, odd

even:
    %h = ashr %a, %one
    br join(%h)

odd:
    %three = iconst.i32 3
    %m = imul %a, %three
    %p = iadd %m, %one
    br join(%p)

join(%v: i32):
    %w = iadd %v, %s
    %r = call @tcr_leaf(%w, %s)
    ret %r
}

func @tcr_loop(%a: i32, %s: i32 inreg) -> i32 {
entry:
    %z = iconst.i32 0
    %one = iconst.i32 1
    %fifteen = iconst.i32 15
    %n = and %a, %fifteen
    br head(%z, %z)

head(%i: i32, %acc: i32):
    %more = icmp slt %i, %n
    brif %more, body, done

body:
    %x = iadd %acc, %i
    %acc2 = iadd %x, %a
    %i2 = iadd %i, %one
    br head(%i2, %acc2)

done:
    %r = call @tcr_leaf(%acc, %s)
    ret %r
}

func @tcr_in(%a: i32, %s: i32 inreg) -> i32 {
entry:
    %z = iconst.i32 0
    %neg = icmp slt %a, %z
    brif %neg, flip, keep

flip:
    %r = call @tcr_leaf(%a, %s)
    ret %r

keep:
    %q = iadd %a, %s
    ret %q
}

func @tcr_ind(%f: ptr.flat inreg, %a: i32, %s: i32 inreg) -> i32 {
entry:
    %five = iconst.i32 5
    %big = icmp sgt %a, %five
    brif %big, cut, join(%a)

cut:
    %h = isub %a, %five
    %h2 = imul %h, %h
    br join(%h2)

join(%v: i32):
    %r = call_indirect %f(%v, %s) : (i32, i32 inreg) -> i32
    ret %r
}

kernel @tailcall_reconverge(%out: ptr.global, %s: i32) flat_workgroup_size(1, 256) {
entry:
    %i = workitem_id x
    %k = iconst.i32 35
    %a = isub %i, %k
    %f = funcaddr @tcr_leaf
    %r0 = call @tcr_then(%a, %s)
    %r1 = call @tcr_else(%a, %s)
    %r2 = call @tcr_loop(%a, %s)
    %r3 = call @tcr_in(%a, %s)
    %r4 = call @tcr_ind(%f, %a, %s)
    %seventy = iconst.i32 70
    %i0 = zext.i64 %i
    %four = iconst.i64 4
    %o0 = imul %i0, %four
    %p0 = ptradd %out, %o0
    store %r0, %p0, align 4
    %j1 = iadd %i, %seventy
    %i1 = zext.i64 %j1
    %o1 = imul %i1, %four
    %p1 = ptradd %out, %o1
    store %r1, %p1, align 4
    %j2 = iadd %j1, %seventy
    %i2 = zext.i64 %j2
    %o2 = imul %i2, %four
    %p2 = ptradd %out, %o2
    store %r2, %p2, align 4
    %j3 = iadd %j2, %seventy
    %i3 = zext.i64 %j3
    %o3 = imul %i3, %four
    %p3 = ptradd %out, %o3
    store %r3, %p3, align 4
    %j4 = iadd %j3, %seventy
    %i4 = zext.i64 %j4
    %o4 = imul %i4, %four
    %p4 = ptradd %out, %o4
    store %r4, %p4, align 4
    ret
}
