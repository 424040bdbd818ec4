; Integer semantics: wraparound, shifts modulo the width, division UB,
; high multiplies, bit counting.

; run: @add_i8(127, 1) == -128
; run: @add_i8(255, 1) == 0
func @add_i8(%a: i8, %b: i8) -> i8 {
entry:
    %r = iadd %a, %b
    ret %r
}

; run: @shl32(1, 33) == 2
; run: @shl32(1, 31) == 0x80000000
; run: @shl32(3, 32) == 3
func @shl32(%a: i32, %n: i32) -> i32 {
entry:
    %r = shl %a, %n
    ret %r
}

; run: @shifts(0x80000000, 4) == (0xf8000000, 0x08000000)
; run: @shifts(0x80000000, 36) == (0xf8000000, 0x08000000)
func @shifts(%a: i32, %n: i32) -> (i32, i32) {
entry:
    %s = ashr %a, %n
    %u = lshr %a, %n
    ret %s, %u
}

; run: @divmod(-7, 2) == (-3, -1)
; run: @divmod(7, -2) == (-3, 1)
; run: @divmod(1, 0) error "division by zero"
; run: @divmod(-2147483648, -1) error "division overflow"
func @divmod(%a: i32, %b: i32) -> (i32, i32) {
entry:
    %q = sdiv %a, %b
    %r = srem %a, %b
    ret %q, %r
}

; run: @udivmod(-7, 2) == (0x7ffffffc, 1)
; run: @udivmod(5, 0) error "division by zero"
func @udivmod(%a: i32, %b: i32) -> (i32, i32) {
entry:
    %q = udiv %a, %b
    %r = urem %a, %b
    ret %q, %r
}

; run: @mulhi(-2147483648, 2) == (-1, 1)
; run: @mulhi(-1, -1) == (0, 0xfffffffe)
func @mulhi(%a: i32, %b: i32) -> (i32, i32) {
entry:
    %s = smulhi %a, %b
    %u = umulhi %a, %b
    ret %s, %u
}

; run: @bits(0) == (32, 32, 0, 0)
; run: @bits(1) == (31, 0, 1, 0x80000000)
; run: @bits(0xf0) == (24, 4, 4, 0x0f000000)
func @bits(%a: i32) -> (i32, i32, i32, i32) {
entry:
    %c = clz %a
    %t = ctz %a
    %p = popcnt %a
    %r = bitrev %a
    ret %c, %t, %p, %r
}

; run: @minmax(-1, 1) == (-1, 1, 1, -1)
func @minmax(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
entry:
    %a0 = smin %a, %b
    %a1 = smax %a, %b
    %a2 = umin %a, %b
    %a3 = umax %a, %b
    ret %a0, %a1, %a2, %a3
}

; run: @neg_abs(-2147483648) == (-2147483648, -2147483648, 2147483647)
; run: @neg_abs(-5) == (5, 5, 4)
func @neg_abs(%a: i32) -> (i32, i32, i32) {
entry:
    %n = ineg %a
    %b = iabs %a
    %c = not %a
    ret %n, %b, %c
}

; run: @lanes([0xffff, 1], [1, 1]) == [0, 2]
func @lanes(%a: i16x2, %b: i16x2) -> i16x2 {
entry:
    %r = iadd %a, %b
    ret %r
}

; Sum of 0..n-1 with a loop, then a switch on n % 4.
; run: @sum_switch(0) == 0
; run: @sum_switch(5) == 110
; run: @sum_switch(10) == 245
; run: @sum_switch(11) == 355
func @sum_switch(%n: i32) -> i32 {
entry:
    %zero = iconst.i32 0
    br head(%zero, %zero)

head(%i: i32, %acc: i32):
    %more = icmp slt %i, %n
    brif %more, body, done

body:
    %acc2 = iadd %acc, %i
    %one = iconst.i32 1
    %i2 = iadd %i, %one
    br head(%i2, %acc2)

done:
    %three = iconst.i32 3
    %k = and %n, %three
    %c100 = iconst.i32 100
    %c200 = iconst.i32 200
    %c300 = iconst.i32 300
    switch %k, out(%zero), [1: out(%c100), 2: out(%c200), 3: out(%c300)]

out(%add: i32):
    %r = iadd %acc, %add
    ret %r
}
