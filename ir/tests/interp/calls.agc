; Calls: recursion, several results, private stack slots.

; run: @fact(0) == 1
; run: @fact(10) == 3628800
; run: @fact(20) == 2432902008176640000
; run: @fact(100000) error "call depth"
func @fact(%n: i64) -> i64 {
entry:
    %one = iconst.i64 1
    %small = icmp sle %n, %one
    brif %small, base, rec

base:
    ret %one

rec:
    %n1 = isub %n, %one
    %r = call @fact(%n1)
    %p = imul %n, %r
    ret %p
}

; run: @divmod_slot(17, 5) == (3, 2)
func @divmod_slot(%a: i32, %b: i32) -> (i32, i32) {
    $q = stack_slot 4, align 4
entry:
    %p = stack_addr $q
    %quot = udiv %a, %b
    store %quot, %p, align 4
    %rem = urem %a, %b
    %q2 = load.i32 %p, align 4
    ret %q2, %rem
}

; out[t] = fact(t % 8), called with divergent arguments.
; run: @facts grid(16) wg(16) (out=i64[16](0)) => out == [1, 1, 2, 6, 24, 120, 720, 5040, 1, 1, 2, 6, 24, 120, 720, 5040]
kernel @facts(%out: ptr.global) {
entry:
    %t = workitem_id x
    %g = workgroup_id x
    %n = workgroup_size x
    %gb = imul %g, %n
    %gid = iadd %gb, %t
    %seven = iconst.i32 7
    %k = and %gid, %seven
    %k64 = zext.i64 %k
    %f = call @fact(%k64)
    %eight = iconst.i32 8
    %off = imul %gid, %eight
    %off64 = zext.i64 %off
    %p = ptradd %out, %off64
    store %f, %p, align 8
    ret
}
