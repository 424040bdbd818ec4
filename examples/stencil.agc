; 5-point stencil on a w x h grid of f32: interior points become the mean of
; themselves and their four neighbours, boundary points are copied. The
; boundary test diverges within a wave along the edges of the grid.
;
; run: @stencil grid(16, 8) wg(8, 8) (in=f32[128](i), out=f32[128](0), w=16, h=8) => out == (i) ulp 1
; run: @stencil grid(32, 16) wg(16, 8) (in=f32[128](i), out=f32[128](-1), w=16, h=8) => out == (i) ulp 1

kernel @stencil(%in: ptr.global, %out: ptr.global, %w: i32, %h: i32) flat_workgroup_size(1, 256) {
entry:
    %tx = workitem_id x
    %ty = workitem_id y
    %bx = workgroup_id x
    %by = workgroup_id y
    %sx = workgroup_size x
    %sy = workgroup_size y
    %x0 = imul %bx, %sx
    %x = iadd %x0, %tx
    %y0 = imul %by, %sy
    %y = iadd %y0, %ty
    %xin = icmp slt %x, %w
    %yin = icmp slt %y, %h
    %inside = and %xin, %yin
    brif %inside, compute, exit

compute:
    %row = imul %y, %w
    %idx = iadd %row, %x
    %idx64 = zext.i64 %idx
    %four = iconst.i64 4
    %off = imul %idx64, %four
    %pin = ptradd %in, %off
    %pout = ptradd %out, %off
    %center = load.f32 %pin, align 4
    %zero = iconst.i32 0
    %one = iconst.i32 1
    %wm1 = isub %w, %one
    %hm1 = isub %h, %one
    %left = icmp eq %x, %zero
    %right = icmp eq %x, %wm1
    %top = icmp eq %y, %zero
    %bottom = icmp eq %y, %hm1
    %lr = or %left, %right
    %tb = or %top, %bottom
    %edge = or %lr, %tb
    brif %edge, copy, interior

copy:
    store %center, %pout, align 4
    br exit

interior:
    %m4 = iconst.i64 -4
    %pl = ptradd %pin, %m4
    %p4 = iconst.i64 4
    %pr = ptradd %pin, %p4
    %w64 = zext.i64 %w
    %rowbytes = imul %w64, %four
    %neg = ineg %rowbytes
    %pu = ptradd %pin, %neg
    %pd = ptradd %pin, %rowbytes
    %vl = load.f32 %pl, align 4
    %vr = load.f32 %pr, align 4
    %vu = load.f32 %pu, align 4
    %vd = load.f32 %pd, align 4
    %s1 = fadd %vl, %vr
    %s2 = fadd %vu, %vd
    %s3 = fadd %s1, %s2
    %s4 = fadd %s3, %center
    %fifth = fconst.f32 0.2
    %mean = fmul %s4, %fifth
    store %mean, %pout, align 4
    br exit

exit:
    ret
}
