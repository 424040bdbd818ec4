; Tail calls (from -O1): a device function whose last act is to return
; what a call returns jumps to the callee with s_setpc_b64, after its
; epilogue has restored the callee-saved registers and popped its frame;
; the callee then returns straight to the caller's caller. @outer keeps a
; value live across an ordinary call (in a callee-saved register, saved
; by its prologue) before its tail call; @framed has a stack slot, so its
; frame is popped before the jump; @chain tail-calls @framed, which
; tail-calls @leaf. At -O0 the same code makes ordinary calls. 70
; work-items: a full wave and a 6-lane one.
;
; run: @tailcall grid(70) wg(70) (x=i32[70](i-20), out=i32[280](0)) => out == [-7619, -6516, -5525, -4640, -3855, -3164, -2561, -2040, -1595, -1220, -909, -656, -455, -300, -185, -104, -51, -20, -5, 0, 1, 4, 15, 40, 85, 156, 259, 400, 585, 820, 1111, 1464, 1885, 2380, 2955, 3616, 4369, 5220, 6175, 7240, 8421, 9724, 11155, 12720, 14425, 16276, 18279, 20440, 22765, 25260, 27931, 30784, 33825, 37060, 40495, 44136, 47989, 52060, 56355, 60880, 65641, 70644, 75895, 81400, 87165, 93196, 99499, 106080, 112945, 120100, 4801, 4333, 3889, 3469, 3073, 2701, 2353, 2029, 1729, 1453, 1201, 973, 769, 589, 433, 301, 193, 109, 49, 13, 1, 13, 49, 109, 193, 301, 433, 589, 769, 973, 1201, 1453, 1729, 2029, 2353, 2701, 3073, 3469, 3889, 4333, 4801, 5293, 5809, 6349, 6913, 7501, 8113, 8749, 9409, 10093, 10801, 11533, 12289, 13069, 13873, 14701, 15553, 16429, 17329, 18253, 19201, 20173, 21169, 22189, 23233, 24301, 25393, 26509, 27649, 28813, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15, -16, -17, -18, -19, -20, -21, -22, -23, -24, -25, -26, -27, -28, -29, -30, -31, -32, -33, -34, -35, -36, -37, -38, -39, -40, -41, -42, -43, -44, -45, -46, -47, -48, -49, -50, -51, -52, -53, -54, -55, -56, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]

func @leaf(%a: i32, %b: i32) -> i32 {
entry:
    %t = imul %a, %b
    %one = iconst.i32 1
    %r = iadd %t, %one
    ret %r
}

func @pair(%a: i32) -> (i32, i32) {
entry:
    %d = isub %a, %a
    %n = ineg %a
    ret %n, %d
}

func @outer(%x: i32) -> i32 {
entry:
    %y = call @leaf(%x, %x)
    %s = iadd %y, %x
    %r = call @leaf(%s, %x)
    ret %r
}

func @framed(%x: i32, %y: i32) -> i32 {
    $m = stack_slot 8, align 4
entry:
    %base = stack_addr $m
    %four = iconst.i32 4
    %q = ptradd %base, %four
    store %x, %base, align 4
    store %y, %q, align 4
    %a = load.i32 %q, align 4
    %b = load.i32 %base, align 4
    %c = iadd %a, %b
    %r = call @leaf(%c, %a)
    ret %r
}

func @chain(%x: i32) -> i32 {
entry:
    %three = iconst.i32 3
    %y = imul %x, %three
    %r = call @framed(%x, %y)
    ret %r
}

func @both(%x: i32) -> (i32, i32) {
entry:
    %seven = iconst.i32 7
    %y = iadd %x, %seven
    %a, %b = call @pair(%y)
    ret %a, %b
}

kernel @tailcall(%x: ptr.global, %out: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %v = load.i32 %px, align 4
    %a = call @outer(%v)
    %b = call @chain(%v)
    %c, %d = call @both(%v)
    %po = ptradd %out, %off
    store %a, %po, align 4
    %n = iconst.i64 280
    %p2 = ptradd %po, %n
    store %b, %p2, align 4
    %p3 = ptradd %p2, %n
    store %c, %p3, align 4
    %p4 = ptradd %p3, %n
    store %d, %p4, align 4
    ret
}
