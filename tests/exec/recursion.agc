; Recursion under the calling convention: @fact calls itself with a
; depth that differs between lanes (the lanes that reached their base
; case wait while the others recurse), @even and @odd call each other,
; and @tree sums a complete binary tree of depth 0-5 with two recursive
; calls per node, the first one's result live across the second.
; Each recursive frame keeps its return address and live values in
; callee-saved registers saved to scratch, so the kernel's stack grows
; with the depth; the descriptor says `uses_dynamic_stack`. 70
; work-items: a full wave and a 6-lane one.
;
; run: @recursion grid(70) wg(70) (x=i32[70](i), out=i32[210](0)) => out == [1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880, 3628800, 39916800, 479001600, 1932053504, 1278945280, 2004310016, 2004189184, -288522240, -898433024, 109641728, -2102132736, -1195114496, -522715136, 862453760, -775946240, 2076180480, -1853882368, 1484783616, -1375731712, -1241513984, 1409286144, 738197504, -2147483648, -2147483648, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 6, 28, 120, 496, 2016, 1, 6, 28, 120, 496, 2016, 1, 6, 28, 120, 496, 2016, 1, 6, 28, 120, 496, 2016, 1, 6, 28, 120, 496, 2016, 1, 6, 28, 120, 496, 2016, 1, 6, 28, 120, 496, 2016, 1, 6, 28, 120, 496, 2016, 1, 6, 28, 120, 496, 2016, 1, 6, 28, 120, 496, 2016, 1, 6, 28, 120, 496, 2016, 1, 6, 28, 120]

func @fact(%n: i32) -> i32 {
entry:
    %one = iconst.i32 1
    %small = icmp sle %n, %one
    brif %small, base, rec

base:
    ret %one

rec:
    %m = isub %n, %one
    %f = call @fact(%m)
    %r = imul %f, %n
    ret %r
}

func @even(%n: i32) -> i32 {
entry:
    %zero = iconst.i32 0
    %z = icmp eq %n, %zero
    brif %z, yes, no

yes:
    %one = iconst.i32 1
    ret %one

no:
    %one2 = iconst.i32 1
    %m = isub %n, %one2
    %r = call @odd(%m)
    ret %r
}

func @odd(%n: i32) -> i32 {
entry:
    %zero = iconst.i32 0
    %z = icmp eq %n, %zero
    brif %z, yes, no

yes:
    ret %zero

no:
    %one = iconst.i32 1
    %m = isub %n, %one
    %r = call @even(%m)
    ret %r
}

; The sum of the labels of a complete binary tree of depth %d whose root
; is labelled %k and whose node k has children 2k and 2k+1.
func @tree(%k: i32, %d: i32) -> i32 {
entry:
    %zero = iconst.i32 0
    %leaf = icmp eq %d, %zero
    brif %leaf, done(%k), inner

inner:
    %one = iconst.i32 1
    %d1 = isub %d, %one
    %l = shl %k, %one
    %r = iadd %l, %one
    %sl = call @tree(%l, %d1)
    %sr = call @tree(%r, %d1)
    %s = iadd %sl, %sr
    %t = iadd %s, %k
    br done(%t)

done(%v: i32):
    ret %v
}

kernel @recursion(%x: ptr.global, %out: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %v = load.i32 %px, align 4
    %f = call @fact(%v)
    %e = call @even(%v)
    %six = iconst.i32 6
    %d = urem %v, %six
    %one = iconst.i32 1
    %t = call @tree(%one, %d)
    %n = iconst.i64 70
    %po = ptradd %out, %off
    store %f, %po, align 4
    %o2 = imul %n, %four
    %p2 = ptradd %po, %o2
    store %e, %p2, align 4
    %p3 = ptradd %p2, %o2
    store %t, %p3, align 4
    ret
}
