; SAXPY, y[i] = alpha * x[i] + y[i], one fused multiply-add per element.
;
; run: @saxpy grid(4096) wg(256) (alpha=2.0, x=f32[4096](i), y=f32[4096](1), n=4096) => y == (2*i+1)
; run: @saxpy grid(256) wg(256) (alpha=-0.5, x=f32[200](2*i), y=f32[200](i), n=200) => y == (0)

kernel @saxpy(%alpha: f32, %x: ptr.global, %y: ptr.global, %n: i32) reqd_workgroup_size(256, 1, 1) {
entry:
    %tid = workitem_id x
    %gid = workgroup_id x
    %wg = iconst.i32 256
    %base = imul %gid, %wg
    %i = iadd %base, %tid
    %in = icmp slt %i, %n
    brif %in, body, exit

body:
    %i64 = zext.i64 %i
    %two = iconst.i64 2
    %off = shl %i64, %two
    %px = ptradd %x, %off
    %py = ptradd %y, %off
    %xv = load.f32 %px, align 4
    %yv = load.f32 %py, align 4
    %r = fma %alpha, %xv, %yv
    store %r, %py, align 4
    br exit

exit:
    ret
}
