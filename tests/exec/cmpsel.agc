; Compare-and-select folding: i32 selects of a compare's own operands
; (min/max), divergent selects reading a compare through VCC (i32, i64,
; f32 and a compare whose VGPR operand is on the left), and uniform selects
; re-emitting their `s_cmp`. Each lane stores 12 results; the uniform ones
; come from the kernel argument %u.
;
; run: @cmpsel_div grid(8) (x=i32[0,1,-1,5,-2147483648,2147483647,1000,-7], y=i32[0,2,1,5,2147483647,-2147483648,999,-8], out=i32[96](0), u=5) => out == [0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 1, 2, 1, 2, 1, 2, 7, 5, 1, 2, 0, -1, 1, -1, -1, 1, 1, 1, 7, 5, -1, -1, 0, -1, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 0, 2147483647, -2147483648, -2147483648, 2147483647, 2147483647, 2147483647, 7, 5, -2147483648, -2147483648, 0, -1, 2147483647, -2147483648, -2147483648, 2147483647, 2147483647, 2147483647, 7, 5, -2147483648, 2147483647, 0, -1, 999, 1000, 999, 1000, 999, 1000, 7, 5, 999, 1000, 1000, 0, -8, -7, -8, -7, -8, -7, 7, 5, -8, -7, 0, -1]
; run: @cmpsel_uni grid(1) (out=i32[4](0), u=3, v=-9) => out == [-9, -9, 11, 3]
; run: @cmpsel_uni grid(1) (out=i32[4](0), u=-2, v=4) => out == [-2, -2, 4, 4]

kernel @cmpsel_div(%x: ptr.global, %y: ptr.global, %out: ptr.global, %u: i32) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %py = ptradd %y, %off
    %a = load.i32 %px, align 4
    %b = load.i32 %py, align 4
    %k48 = iconst.i64 48
    %slot = imul %i64, %k48
    %base = ptradd %out, %slot
    ; umin, umax, smin, smax and the reversed conditions
    %c0 = icmp ult %a, %b
    %r0 = select %c0, %a, %b
    store %r0, %base, align 4
    %c1 = icmp ult %a, %b
    %r1 = select %c1, %b, %a
    %o1 = iconst.i64 4
    %p1 = ptradd %base, %o1
    store %r1, %p1, align 4
    %c2 = icmp slt %a, %b
    %r2 = select %c2, %a, %b
    %o2 = iconst.i64 8
    %p2 = ptradd %base, %o2
    store %r2, %p2, align 4
    %c3 = icmp sgt %a, %b
    %r3 = select %c3, %a, %b
    %o3 = iconst.i64 12
    %p3 = ptradd %base, %o3
    store %r3, %p3, align 4
    %c4 = icmp uge %a, %b
    %r4 = select %c4, %b, %a
    %o4 = iconst.i64 16
    %p4 = ptradd %base, %o4
    store %r4, %p4, align 4
    %c5 = icmp sle %a, %b
    %r5 = select %c5, %b, %a
    %o5 = iconst.i64 20
    %p5 = ptradd %base, %o5
    store %r5, %p5, align 4
    ; VCC: a constant and a uniform operand
    %seven = iconst.i32 7
    %c6 = icmp eq %a, %b
    %r6 = select %c6, %a, %seven
    %o6 = iconst.i64 24
    %p6 = ptradd %base, %o6
    store %r6, %p6, align 4
    %c7 = icmp ne %a, %u
    %r7 = select %c7, %u, %b
    %o7 = iconst.i64 28
    %p7 = ptradd %base, %o7
    store %r7, %p7, align 4
    ; VCC: f32 (no min/max: NaN and signed-zero semantics differ)
    %fa = sitofp.f32 %a
    %fb = sitofp.f32 %b
    %c8 = fcmp olt %fa, %fb
    %f8 = select %c8, %fa, %fb
    %r8 = fptosi.i32 %f8
    %o8 = iconst.i64 32
    %p8 = ptradd %base, %o8
    store %r8, %p8, align 4
    ; VCC: the VGPR on the left of a compare with a constant
    %big = iconst.i32 1000
    %c9 = icmp ugt %big, %a
    %r9 = select %c9, %b, %a
    %o9 = iconst.i64 36
    %p9 = ptradd %base, %o9
    store %r9, %p9, align 4
    ; VCC: an i64 compare selecting i64 values
    %wa = sext.i64 %a
    %wb = zext.i64 %b
    %c10 = icmp slt %wa, %wb
    %kw = iconst.i64 -4294967296
    %w10 = select %c10, %kw, %wa
    %o10 = iconst.i64 40
    %p10 = ptradd %base, %o10
    store %w10, %p10, align 4
    ret
}

; Uniform: min/max of the argument and SCC-folded selects.
kernel @cmpsel_uni(%out: ptr.global, %u: i32, %v: i32) {
entry:
    %c0 = icmp slt %u, %v
    %r0 = select %c0, %u, %v
    store %r0, %out, align 4
    %c1 = icmp ugt %u, %v
    %r1 = select %c1, %u, %v
    %o1 = iconst.i64 4
    %p1 = ptradd %out, %o1
    store %r1, %p1, align 4
    %three = iconst.i32 3
    %c2 = icmp eq %u, %three
    %k11 = iconst.i32 11
    %r2 = select %c2, %k11, %v
    %o2 = iconst.i64 8
    %p2 = ptradd %out, %o2
    store %r2, %p2, align 4
    %c3 = icmp sge %v, %u
    %r3 = select %c3, %v, %u
    %o3 = iconst.i64 12
    %p3 = ptradd %out, %o3
    store %r3, %p3, align 4
    ret
}

; Divergent selects on uniform conditions (a folded compare, a 0/1 value
; used twice, a 64-bit value): lane masks chosen by SCC, values by VCC.
; run: @cmpsel_unicond grid(4) (out=i32[16](0), n=2, m=3) => out == [1, 0, 2, 1, 1, 1, 3, 1, 0, 2, 4, 1, 0, 3, 5, 1]
; run: @cmpsel_unicond grid(4) (out=i32[16](0), n=3, m=2) => out == [0, 3, 3, 0, 0, 4, 4, 0, 1, 5, 5, 0, 0, 6, 6, 0]

kernel @cmpsel_unicond(%out: ptr.global, %n: i32, %m: i32) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %k16 = iconst.i64 16
    %off = imul %i64, %k16
    %p = ptradd %out, %off
    %c = icmp slt %n, %m
    %x = icmp slt %i, %n
    %y = icmp eq %i, %m
    %s = select %c, %x, %y
    %one = iconst.i32 1
    %zero = iconst.i32 0
    %v0 = select %s, %one, %zero
    store %v0, %p, align 4
    %t = iadd %i, %n
    %d = icmp ne %m, %n
    %e = select %c, %d, %c
    %v1 = select %c, %i, %t
    %k4 = iconst.i64 4
    %p1 = ptradd %p, %k4
    store %v1, %p1, align 4
    %w = zext.i64 %t
    %big = iconst.i64 4294967296
    %wb = iadd %w, %big
    %v2 = select %e, %wb, %w
    %k8 = iconst.i64 8
    %p2 = ptradd %p, %k8
    store %v2, %p2, align 8
    ret
}
