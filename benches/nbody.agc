; All-pairs n-body accelerations: each work-item loops over every body,
; a += m_j * d * rsqrt(|d|^2 + eps)^3. Positions and masses are separate
; arrays. The check puts one massive body at the origin and every other at
; x = 3 with eps = 7, so |d|^2 + eps = 16 and the result is exact.
;
; run: @nbody grid(64) wg(64) (px=f32[64](3 * ((i + 63 - (i + 63) % 64) / 64)), py=f32[64](0), pz=f32[64](0), m=f32[64](1 - (i + 63 - (i + 63) % 64) / 64), ax=f32[64](1), ay=f32[64](1), az=f32[64](1), n=64, eps=7.0) => ax == (0 - 0.046875 * ((i + 63 - (i + 63) % 64) / 64)), ay == (0), az == (0)

kernel @nbody(%px: ptr.global, %py: ptr.global, %pz: ptr.global, %m: ptr.global, %ax: ptr.global, %ay: ptr.global, %az: ptr.global, %n: i32, %eps: f32) flat_workgroup_size(1, 256) {
entry:
    %tid = workitem_id x
    %gid = workgroup_id x
    %size = workgroup_size x
    %base = imul %gid, %size
    %i = iadd %base, %tid
    %i64 = zext.i64 %i
    %two64 = iconst.i64 2
    %ioff = shl %i64, %two64
    %pxi = ptradd %px, %ioff
    %pyi = ptradd %py, %ioff
    %pzi = ptradd %pz, %ioff
    %xi = load.f32 %pxi, align 4
    %yi = load.f32 %pyi, align 4
    %zi = load.f32 %pzi, align 4
    %zero = iconst.i32 0
    %fzero = fconst.f32 0.0
    br header(%zero, %fzero, %fzero, %fzero)

header(%j: i32, %sx: f32, %sy: f32, %sz: f32):
    %more = icmp slt %j, %n
    brif %more, body, done

body:
    %j64 = zext.i64 %j
    %joff = shl %j64, %two64
    %pxj = ptradd %px, %joff
    %pyj = ptradd %py, %joff
    %pzj = ptradd %pz, %joff
    %pmj = ptradd %m, %joff
    %xj = load.f32 %pxj, align 4
    %yj = load.f32 %pyj, align 4
    %zj = load.f32 %pzj, align 4
    %mj = load.f32 %pmj, align 4
    %dx = fsub %xj, %xi
    %dy = fsub %yj, %yi
    %dz = fsub %zj, %zi
    %r0 = fma %dx, %dx, %eps
    %r1 = fma %dy, %dy, %r0
    %r2 = fma %dz, %dz, %r1
    %inv = rsqrt %r2
    %inv2 = fmul %inv, %inv
    %inv3 = fmul %inv2, %inv
    %s = fmul %mj, %inv3
    %nx = fma %dx, %s, %sx
    %ny = fma %dy, %s, %sy
    %nz = fma %dz, %s, %sz
    %one = iconst.i32 1
    %j2 = iadd %j, %one
    br header(%j2, %nx, %ny, %nz)

done:
    %pax = ptradd %ax, %ioff
    %pay = ptradd %ay, %ioff
    %paz = ptradd %az, %ioff
    store %sx, %pax, align 4
    store %sy, %pay, align 4
    store %sz, %paz, align 4
    ret
}
