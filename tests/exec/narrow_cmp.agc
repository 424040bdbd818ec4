; Compares of i8 and i16 values, divergent and uniform. Narrow integers
; live in the low bits of a 32-bit register, so a signed compare must see
; the sign extensions (a 32-bit compare of the raw halves orders -1 above
; 1); expected values computed by hand from two's complement.
; Each lane stores: slt, ult, eq, sgt on i16, slt on the low bytes (i8),
; and select(slt, 7, 9).
;
; run: @narrow_div grid(8) (x=i16[-1,1,-32768,32767,5,-5,0,100], y=i16[1,-1,32767,-32768,5,3,0,-100], out=i32[48](0)) => out == [1,0,0,0,1,7, 0,1,0,1,0,9, 1,0,0,0,0,7, 0,1,0,1,1,9, 0,0,1,0,0,9, 1,0,0,0,1,7, 0,0,1,0,0,9, 0,1,0,1,0,9]
; run: @narrow_uni grid(1) (out=i32[2](0), u=-3, v=2) => out == [1, 0]
; run: @narrow_uni grid(1) (out=i32[2](0), u=2, v=-3) => out == [0, 1]

kernel @narrow_div(%x: ptr.global, %y: ptr.global, %out: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %two = iconst.i64 2
    %off = imul %i64, %two
    %px = ptradd %x, %off
    %py = ptradd %y, %off
    %a = load.i16 %px, align 2
    %b = load.i16 %py, align 2
    %c0 = icmp slt %a, %b
    %c1 = icmp ult %a, %b
    %c2 = icmp eq %a, %b
    %c3 = icmp sgt %a, %b
    %a8 = trunc.i8 %a
    %b8 = trunc.i8 %b
    %c4 = icmp slt %a8, %b8
    %seven = iconst.i32 7
    %nine = iconst.i32 9
    %s = select %c0, %seven, %nine
    %r0 = zext.i32 %c0
    %r1 = zext.i32 %c1
    %r2 = zext.i32 %c2
    %r3 = zext.i32 %c3
    %r4 = zext.i32 %c4
    %six = iconst.i64 24
    %base = imul %i64, %six
    %p0 = ptradd %out, %base
    store %r0, %p0, align 4
    %k4 = iconst.i64 4
    %p1 = ptradd %p0, %k4
    store %r1, %p1, align 4
    %k8 = iconst.i64 8
    %p2 = ptradd %p0, %k8
    store %r2, %p2, align 4
    %k12 = iconst.i64 12
    %p3 = ptradd %p0, %k12
    store %r3, %p3, align 4
    %k16 = iconst.i64 16
    %p4 = ptradd %p0, %k16
    store %r4, %p4, align 4
    %k20 = iconst.i64 20
    %p5 = ptradd %p0, %k20
    store %s, %p5, align 4
    ret
}

kernel @narrow_uni(%out: ptr.global, %u: i32, %v: i32) {
entry:
    %a = trunc.i16 %u
    %b = trunc.i16 %v
    %c0 = icmp slt %a, %b
    %c1 = icmp ult %a, %b
    %r0 = zext.i32 %c0
    %r1 = zext.i32 %c1
    store %r0, %out, align 4
    %k4 = iconst.i64 4
    %p1 = ptradd %out, %k4
    store %r1, %p1, align 4
    ret
}
