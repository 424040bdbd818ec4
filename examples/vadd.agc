; Vector add: c[i] = a[i] + b[i] for every i < n.
; One work-item per element; the grid may overshoot n, so each work-item
; checks its index first.
;
; run: @vadd grid(256) wg(64) (a=f32[256](i), b=f32[256](2*i), c=f32[256](0), n=256) => c == (3*i)
; run: @vadd grid(320) wg(64) (a=f32[300](i), b=f32[300](1), c=f32[300](0), n=300) => c == (i+1)

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
    %four = iconst.i64 4
    %off = imul %i64, %four
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
