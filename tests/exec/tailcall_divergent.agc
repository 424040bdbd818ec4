; Calls that end functions with divergent control flow (lit:
; calls/tail-calls-divergent.agc): @tdv_after calls after its divergent
; if reconverges, @tdv_inside from inside one, with work-item ids
; -35..34 so both sides of each branch run in the full wave and in the
; 6-lane one. @tdv_after jumps to its callee (every lane is back when
; its call runs); @tdv_inside keeps a normal call: lanes that skipped
; the call still need the function's own exit. Oracle: the IR
; interpreter (the expected buffers), run on the simulator.
;
; run: @tailcall_divergent grid(70) wg(70) (out=i32[70](0), s=3) => out == [3570, 3468, 3366, 3264, 3162, 3060, 2958, 2856, 2754, 2652, 2550, 2448, 2346, 2244, 2142, 2040, 1938, 1836, 1734, 1632, 1530, 1428, 1326, 1224, 1122, 1020, 918, 816, 714, 612, 510, 408, 306, 204, 102, 3, 109, 215, 321, 427, 533, 639, 745, 851, 957, 1063, 1169, 1275, 1381, 1487, 1593, 1699, 1805, 1911, 2017, 2123, 2229, 2335, 2441, 2547, 2653, 2759, 2865, 2971, 3077, 3183, 3289, 3395, 3501, 3607]

func @tdv_leaf(%a: i32, %s: i32 inreg) -> i32 {
entry:
    %r = imul %a, %s
    ret %r
}

func @tdv_after(%a: i32, %s: i32 inreg) -> i32 {
entry:
    %z = iconst.i32 0
    %neg = icmp slt %a, %z
    brif %neg, flip, join(%a)

flip:
    %n = isub %z, %a
    br join(%n)

join(%v: i32):
    %r = call @tdv_leaf(%v, %s)
    ret %r
}

func @tdv_inside(%a: i32, %s: i32 inreg) -> i32 {
entry:
    %z = iconst.i32 0
    %neg = icmp slt %a, %z
    brif %neg, flip, keep

flip:
    %r = call @tdv_leaf(%a, %s)
    ret %r

keep:
    %q = iadd %a, %s
    ret %q
}

kernel @tailcall_divergent(%out: ptr.global, %s: i32) flat_workgroup_size(1, 256) {
entry:
    %i = workitem_id x
    %k = iconst.i32 35
    %a = isub %i, %k
    %b = call @tdv_after(%a, %s)
    %c = call @tdv_inside(%a, %s)
    %b35 = imul %b, %k
    %d = iadd %b35, %c
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %p = ptradd %out, %off
    store %d, %p, align 4
    ret
}
