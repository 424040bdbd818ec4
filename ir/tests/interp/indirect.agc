; Indirect calls: `funcaddr` and `call_indirect`, with the callee chosen
; per work-item, a call through an integer that is no function's address
; and a call whose signature is not the callee's (both "bad call target").

func @add1(%x: i32) -> i32 {
entry:
    %one = iconst.i32 1
    %r = iadd %x, %one
    ret %r
}

func @neg(%x: i32) -> i32 {
entry:
    %r = ineg %x
    ret %r
}

func @pair(%x: i32) -> (i32, i32) {
entry:
    %d = iadd %x, %x
    ret %x, %d
}

; run: @pick(0, 41) == 42
; run: @pick(1, 41) == -41
func @pick(%which: i32, %x: i32) -> i32 {
entry:
    %a = funcaddr @add1
    %n = funcaddr @neg
    %zero = iconst.i32 0
    %z = icmp eq %which, %zero
    %f = select %z, %a, %n
    %r = call_indirect %f(%x) : (i32) -> i32
    ret %r
}

; run: @results(5) == (5, 10)
func @results(%x: i32) -> (i32, i32) {
entry:
    %f = funcaddr @pair
    %a, %b = call_indirect %f(%x) : (i32) -> (i32, i32)
    ret %a, %b
}

; run: @wild(12345) error "bad call target"
func @wild(%x: i64) -> i32 {
entry:
    %f = inttoptr.ptr.flat %x
    %zero = iconst.i32 0
    %r = call_indirect %f(%zero) : (i32) -> i32
    ret %r
}

; run: @mismatch(3) error "bad call target"
func @mismatch(%x: i32) -> i32 {
entry:
    %f = funcaddr @pair
    %r = call_indirect %f(%x) : (i32) -> i32
    ret %r
}

; Lanes call @add1 and @neg from one call site: each lane gets its own
; callee's result.
; run: @per_lane grid(8) (out=i32[8](0)) => out == [1, -2, 3, -4, 5, -6, 7, -8]
kernel @per_lane(%out: ptr.global) {
entry:
    %i = workitem_id x
    %one = iconst.i32 1
    %odd = and %i, %one
    %zero = iconst.i32 0
    %even = icmp eq %odd, %zero
    %a = funcaddr @add1
    %n = funcaddr @neg
    %f = select %even, %a, %n
    %x = iadd %i, %odd
    %y = select %even, %i, %x
    %r = call_indirect %f(%y) : (i32) -> i32
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %p = ptradd %out, %off
    store %r, %p, align 4
    ret
}
