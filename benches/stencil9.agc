; 9-point weighted stencil (weights 1-2-1 / 2-4-2 / 1-2-1, scaled by 1/16)
; on a w x h f32 grid: interior points read their 3x3 neighbourhood from
; global memory, boundary points are copied. The boundary test diverges
; inside waves along the edges. On a linear input the stencil is exact.
;
; run: @stencil9 grid(64, 16) wg(16, 16) (in=f32[1024](i), out=f32[1024](-1), w=64, h=16) => out == (i)
; run: @stencil9 grid(32, 32) wg(16, 16) (in=f32[1024](3 * i + 1), out=f32[1024](0), w=32, h=32) => out == (3 * i + 1)

kernel @stencil9(%in: ptr.global, %out: ptr.global, %w: i32, %h: i32) reqd_workgroup_size(16, 16, 1) {
entry:
    %tx = workitem_id x
    %ty = workitem_id y
    %bx = workgroup_id x
    %by = workgroup_id y
    %sixteen = iconst.i32 16
    %x0 = imul %bx, %sixteen
    %x = iadd %x0, %tx
    %y0 = imul %by, %sixteen
    %y = iadd %y0, %ty
    %xin = icmp slt %x, %w
    %yin = icmp slt %y, %h
    %inside = and %xin, %yin
    brif %inside, compute, exit

compute:
    %row = imul %y, %w
    %idx = iadd %row, %x
    %idx64 = zext.i64 %idx
    %two64 = iconst.i64 2
    %off = shl %idx64, %two64
    %pin = ptradd %in, %off
    %pout = ptradd %out, %off
    %c = load.f32 %pin, align 4
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
    store %c, %pout, align 4
    br exit

interior:
    %w64 = zext.i64 %w
    %rowbytes = shl %w64, %two64
    %up = isub %off, %rowbytes
    %down = iadd %off, %rowbytes
    %pu = ptradd %in, %up
    %pd = ptradd %in, %down
    %m4 = iconst.i64 -4
    %p4 = iconst.i64 4
    %pul = ptradd %pu, %m4
    %pur = ptradd %pu, %p4
    %pl = ptradd %pin, %m4
    %pr = ptradd %pin, %p4
    %pdl = ptradd %pd, %m4
    %pdr = ptradd %pd, %p4
    %vul = load.f32 %pul, align 4
    %vu = load.f32 %pu, align 4
    %vur = load.f32 %pur, align 4
    %vl = load.f32 %pl, align 4
    %vr = load.f32 %pr, align 4
    %vdl = load.f32 %pdl, align 4
    %vd = load.f32 %pd, align 4
    %vdr = load.f32 %pdr, align 4
    %two = fconst.f32 2.0
    %four = fconst.f32 4.0
    %corners1 = fadd %vul, %vur
    %corners2 = fadd %vdl, %vdr
    %corners = fadd %corners1, %corners2
    %edges1 = fadd %vu, %vd
    %edges2 = fadd %vl, %vr
    %edges = fadd %edges1, %edges2
    %e2 = fma %edges, %two, %corners
    %all = fma %c, %four, %e2
    %sixteenth = fconst.f32 0.0625
    %mean = fmul %all, %sixteenth
    store %mean, %pout, align 4
    br exit

exit:
    ret
}
