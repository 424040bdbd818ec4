; Vector add, c[i] = a[i] + b[i]: the memory-bound baseline. One
; work-item per element, guarded against the grid overshooting n.
;
; run: @vadd grid(4096) wg(256) (a=f32[4000](i), b=f32[4000](2*i), c=f32[4000](0), n=4000) => c == (3*i)

kernel @vadd(%a: ptr.global, %b: ptr.global, %c: ptr.global, %n: i32) flat_workgroup_size(1, 256) {
entry:
    %tid = workitem_id x
    %gid = workgroup_id x
    %size = workgroup_size x
    %base = imul %gid, %size
    %i = iadd %base, %tid
    %in = icmp slt %i, %n
    brif %in, body, exit

body:
    %i64 = sext.i64 %i
    %two = iconst.i64 2
    %off = shl %i64, %two
    %pa = ptradd %a, %off
    %pb = ptradd %b, %off
    %pc = ptradd %c, %off
    %x = load.f32 %pa, align 4
    %y = load.f32 %pb, align 4
    %s = fadd %x, %y
    store %s, %pc, align 4
    br exit

exit:
    ret
}
