; Indirect tail calls (lit: calls/tail-calls-indirect.agc): @tc_uniform
; and @tc_twice end in a `call_indirect` through a uniform address,
; which becomes a jump (@tc_twice after a first call, so its epilogue
; restores its frame and callee-saved registers before the jump);
; @tc_divergent's address differs per lane, so it keeps a waterfall call.
; The kernel picks the callee by its scalar argument (uniform) and by
; the lane (divergent, x mod 3), and calls from a divergent if too.
; 70 work-items: a full wave and a 6-lane one. Oracle: the IR
; interpreter (the expected buffers), run on the simulator.
;
; run: @tailcall_indirect grid(70) wg(70) (out=i32[70](0), s=0) => out == [0, 12, 16, 12, 24, 200, 12, 84, 256, 36, 60, 968, 24, 156, 784, 60, 96, 2312, 36, 228, 1600, 84, 132, 4232, 48, 300, 2704, 108, 168, 6728, 60, 372, 4096, 132, 204, 9800, 72, 444, 5776, 156, 240, 13448, 84, 516, 7744, 180, 276, 17672, 96, 588, 10000, 204, 312, 22472, 108, 660, 12544, 228, 348, 27848, 120, 732, 15376, 252, 384, 33800, 132, 804, 18496, 276]
; run: @tailcall_indirect grid(70) wg(70) (out=i32[70](0), s=4) => out == [-60, -1072, 60, 560, 236, 161408, 156, 6704, 50172, 3152, 884, 1322624, 372, 14480, 193596, 5744, 1532, 3603584, 588, 22256, 430332, 8336, 2180, 7004288, 804, 30032, 760380, 10928, 2828, 11524736, 1020, 37808, 1183740, 13520, 3476, 17164928, 1236, 45584, 1700412, 16112, 4124, 23924864, 1452, 53360, 2310396, 18704, 4772, 31804544, 1668, 61136, 3013692, 21296, 5420, 40803968, 1884, 68912, 3810300, 23888, 6068, 50923136, 2100, 76688, 4700220, 26480, 6716, 62162048, 2316, 84464, 5683452, 29072]

func @tci_inc(%a: i32, %s: i32 inreg) -> i32 {
entry:
    %r = iadd %a, %s
    ret %r
}

func @tci_triple(%a: i32, %s: i32 inreg) -> i32 {
entry:
    %three = iconst.i32 3
    %t = imul %a, %three
    %r = isub %t, %s
    ret %r
}

func @tci_sq(%a: i32, %s: i32 inreg) -> i32 {
entry:
    %t = imul %a, %a
    %r = isub %t, %s
    ret %r
}

func @tc_uniform(%f: ptr.flat inreg, %a: i32, %s: i32 inreg) -> i32 {
entry:
    %r = call_indirect %f(%a, %s) : (i32, i32 inreg) -> i32
    ret %r
}

func @tc_twice(%f: ptr.flat inreg, %a: i32, %s: i32 inreg) -> i32 {
entry:
    %x = call_indirect %f(%a, %s) : (i32, i32 inreg) -> i32
    %y = iadd %x, %a
    %r = call_indirect %f(%y, %s) : (i32, i32 inreg) -> i32
    ret %r
}

func @tc_divergent(%f: ptr.flat, %a: i32, %s: i32 inreg) -> i32 {
entry:
    %r = call_indirect %f(%a, %s) : (i32, i32 inreg) -> i32
    ret %r
}

kernel @tailcall_indirect(%out: ptr.global, %s: i32) flat_workgroup_size(1, 256) {
entry:
    %i = workitem_id x
    %fi = funcaddr @tci_inc
    %ft = funcaddr @tci_triple
    %fq = funcaddr @tci_sq
    %zero = iconst.i32 0
    %one = iconst.i32 1
    %three = iconst.i32 3
    %sz = icmp eq %s, %zero
    %fu = select %sz, %fi, %ft
    %a = call @tc_uniform(%fu, %i, %s)
    %b = call @tc_twice(%fu, %a, %s)
    %k = urem %i, %three
    %k0 = icmp eq %k, %zero
    %k1 = icmp eq %k, %one
    %f01 = select %k1, %ft, %fq
    %fd = select %k0, %fi, %f01
    %c = call @tc_divergent(%fd, %b, %s)
    %odd = and %i, %one
    %isodd = icmp ne %odd, %zero
    brif %isodd, some, join(%c)

some:
    %d = call @tc_twice(%fu, %c, %s)
    br join(%d)

join(%e: i32):
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %p = ptradd %out, %off
    store %e, %p, align 4
    ret
}
