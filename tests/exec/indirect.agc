; Indirect calls: `funcaddr` takes a device function's address and
; `call_indirect` calls through it. @indirect picks the callee per lane
; (three functions, by x mod 3), so one call site reaches different
; functions in one wave and runs once per distinct callee; a uniform
; pointer picked by the scalar argument calls one function for the whole
; wave; a callee itself calls indirectly (@apply), and the calls sit in
; divergent control flow with values live across them. 70 work-items: a
; full wave and a 6-lane one. (A workgroup of at most 256 work-items
; leaves the values live across the calls enough callee-saved VGPRs on
; gfx900-gfx908, where spilling around calls is not supported yet.)
;
; run: @indirect grid(70) wg(70) (x=i32[70](i), out=i32[140](0), s=0) => out == [5, -2, 2, 8, 7, 5, 11, 16, 25, 14, 25, 25, 17, 34, 25, 20, 43, 25, 23, 52, 25, 26, 61, 25, 29, 70, 25, 32, 79, 25, 35, 88, 25, 38, 97, 25, 41, 106, 25, 44, 115, 25, 47, 124, 25, 50, 133, 25, 53, 142, 25, 56, 151, 25, 59, 160, 25, 62, 169, 25, 65, 178, 25, 68, 187, 25, 71, 196, 25, 74, 5, -17, 2, 15, 7, 5, 11, 37, 25, 21, 25, 25, 17, 91, 25, 27, 43, 25, 23, 145, 25, 33, 61, 25, 29, 199, 25, 39, 79, 25, 35, 253, 25, 45, 97, 25, 41, 307, 25, 51, 115, 25, 47, 361, 25, 57, 133, 25, 53, 415, 25, 63, 151, 25, 59, 469, 25, 69, 169, 25, 65, 523, 25, 75, 187, 25, 71, 577, 25, 81]
; run: @indirect grid(70) wg(70) (x=i32[70](i), out=i32[140](0), s=3) => out == [5, -2, 2, 8, 7, 5, 11, 16, 25, 14, 25, 25, 17, 34, 25, 20, 43, 25, 23, 52, 25, 26, 61, 25, 29, 70, 25, 32, 79, 25, 35, 88, 25, 38, 97, 25, 41, 106, 25, 44, 115, 25, 47, 124, 25, 50, 133, 25, 53, 142, 25, 56, 151, 25, 59, 160, 25, 62, 169, 25, 65, 178, 25, 68, 187, 25, 71, 196, 25, 74, 12, -24, 3, 28, 18, 12, 30, 66, 72, 46, 72, 72, 48, 156, 72, 64, 126, 72, 66, 246, 72, 82, 180, 72, 84, 336, 72, 100, 234, 72, 102, 426, 72, 118, 288, 72, 120, 516, 72, 136, 342, 72, 138, 606, 72, 154, 396, 72, 156, 696, 72, 172, 450, 72, 174, 786, 72, 190, 504, 72, 192, 876, 72, 208, 558, 72, 210, 966, 72, 226]

func @inc(%a: i32, %s: i32 inreg) -> i32 {
entry:
    %r = iadd %a, %s
    ret %r
}

func @triple(%a: i32, %s: i32 inreg) -> i32 {
entry:
    %three = iconst.i32 3
    %t = imul %a, %three
    %r = isub %t, %s
    ret %r
}

; Divergent control flow inside a callee reached indirectly.
func @clamp(%a: i32, %s: i32 inreg) -> i32 {
entry:
    %big = icmp sgt %a, %s
    brif %big, high, done(%a)

high:
    %m = imul %s, %s
    br done(%m)

done(%v: i32):
    ret %v
}

; Calls %f twice, the first result live across the second call.
func @apply(%f: ptr.flat, %a: i32) -> i32 {
entry:
    %seven = iconst.i32 7
    %x = call_indirect %f(%a, %seven) : (i32, i32 inreg) -> i32
    %y = call_indirect %f(%x, %seven) : (i32, i32 inreg) -> i32
    %r = isub %y, %x
    ret %r
}

kernel @indirect(%x: ptr.global, %out: ptr.global, %s: i32) flat_workgroup_size(1, 256) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %v = load.i32 %px, align 4
    %fi = funcaddr @inc
    %ft = funcaddr @triple
    %fc = funcaddr @clamp
    ; A divergent pointer: x mod 3 picks the function.
    %three = iconst.i32 3
    %k = urem %i, %three
    %zero = iconst.i32 0
    %one = iconst.i32 1
    %k0 = icmp eq %k, %zero
    %k1 = icmp eq %k, %one
    %f01 = select %k1, %ft, %fc
    %fd = select %k0, %fi, %f01
    %five = iconst.i32 5
    %a = call_indirect %fd(%v, %five) : (i32, i32 inreg) -> i32
    ; A uniform pointer.
    %sz = icmp eq %s, %zero
    %fu = select %sz, %fi, %ft
    %b = call_indirect %fu(%a, %s) : (i32, i32 inreg) -> i32
    ; Only some lanes call, through a callee that calls indirectly.
    %odd = and %i, %one
    %isodd = icmp ne %odd, %zero
    brif %isodd, call, join(%b)

call:
    %c = call @apply(%fd, %v)
    %bc = iadd %b, %c
    br join(%bc)

join(%r: i32):
    %po = ptradd %out, %off
    store %a, %po, align 4
    %n = iconst.i64 280
    %p2 = ptradd %po, %n
    store %r, %p2, align 4
    ret
}
