; Every integer operation on scalar and vector integer types, and iconst edges.
func @int_scalar(%a: i32, %b: i32) -> i32 {
entry:
    %add = iadd %a, %b
    %sub = isub %add, %b
    %mul = imul %sub, %a
    %sdiv = sdiv %mul, %b
    %udiv = udiv %sdiv, %b
    %srem = srem %udiv, %b
    %urem = urem %srem, %b
    %smin = smin %urem, %a
    %smax = smax %smin, %a
    %umin = umin %smax, %a
    %umax = umax %umin, %a
    %smulhi = smulhi %umax, %a
    %umulhi = umulhi %smulhi, %a
    %and = and %umulhi, %b
    %or = or %and, %b
    %xor = xor %or, %b
    %shl = shl %xor, %b
    %lshr = lshr %shl, %b
    %ashr = ashr %lshr, %b
    %ineg = ineg %ashr
    %iabs = iabs %ineg
    %not = not %iabs
    %popcnt = popcnt %not
    %clz = clz %popcnt
    %ctz = ctz %clz
    %bitrev = bitrev %ctz
    ret %bitrev
}

func @int_widths(%w: i8, %h: i16, %d: i64, %v: i32x4, %p: i16x2, %t: i8x3, %q: i64x2) -> (i8, i16, i64, i32x4, i16x2, i8x3, i64x2) {
entry:
    %w1 = iadd %w, %w
    %h1 = imul %h, %h
    %d1 = xor %d, %d
    %v1 = iadd %v, %v
    %v2 = clz %v1
    %p1 = isub %p, %p
    %t1 = and %t, %t
    %q1 = umax %q, %q
    ret %w1, %h1, %d1, %v2, %p1, %t1, %q1
}

func @int_consts() -> (i1, i1, i8, i8, i16, i32, i32, i64, i64, i64) {
entry:
    %t = iconst.i1 1
    %f = iconst.i1 0
    %m = iconst.i8 -128
    %n = iconst.i8 -1
    %h = iconst.i16 32767
    %i = iconst.i32 -2147483648
    %j = iconst.i32 0
    %k = iconst.i64 -9223372036854775808
    %l = iconst.i64 9223372036854775807
    %z = iconst.i64 -1
    %b = and %t, %f
    ret %b, %t, %m, %n, %h, %i, %j, %k, %l, %z
}
