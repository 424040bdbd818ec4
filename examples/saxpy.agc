; SAXPY: y[i] = alpha * x[i] + y[i], with a grid-stride loop so any grid
; size covers any n.
;
; run: @saxpy grid(256) wg(64) (alpha=2.0, x=f32[1000](i), y=f32[1000](1), n=1000) => y == (2*i+1)

kernel @saxpy(%alpha: f32, %x: ptr.global, %y: ptr.global, %n: i32) {
entry:
    %tid = workitem_id x
    %gid = workgroup_id x
    %size = workgroup_size x
    %grid = grid_size x
    %base = imul %gid, %size
    %start = iadd %base, %tid
    br header(%start)

header(%i: i32):
    %more = icmp slt %i, %n
    brif %more, body, exit

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
    %next = iadd %i, %grid
    br header(%next)

exit:
    ret
}
