; Layer normalization over rows of 64 f32 (one wave per row): mean and
; variance by wave reductions, rsqrt(var + eps), then scale and shift per
; column. The check picks eps so that var + eps is 16 and every step is
; exact.
;
; run: @layernorm grid(256) wg(64) wave(64) (x=f32[256](2 * (i % 4)), gamma=f32[64](2), beta=f32[64](1), y=f32[256](0), eps=11.0) => y == (((i % 4) * 2 - 3) * 0.5 + 1)

kernel @layernorm(%x: ptr.global, %gamma: ptr.global, %beta: ptr.global, %y: ptr.global, %eps: f32) reqd_workgroup_size(64, 1, 1) {
entry:
    %lane = workitem_id x
    %row = workgroup_id x
    %six = iconst.i32 6
    %base = shl %row, %six
    %i = iadd %base, %lane
    %i64 = zext.i64 %i
    %two64 = iconst.i64 2
    %off = shl %i64, %two64
    %px = ptradd %x, %off
    %v = load.f32 %px, align 4
    %inv_n = fconst.f32 0.015625
    %sum = wave_reduce fadd %v
    %mean = fmul %sum, %inv_n
    %dev = fsub %v, %mean
    %sq = fmul %dev, %dev
    %sqsum = wave_reduce fadd %sq
    %var = fmul %sqsum, %inv_n
    %ve = fadd %var, %eps
    %inv = rsqrt %ve
    %l64 = zext.i64 %lane
    %loff = shl %l64, %two64
    %pg = ptradd %gamma, %loff
    %pb = ptradd %beta, %loff
    %g = load.f32 %pg, align 4
    %b = load.f32 %pb, align 4
    %norm = fmul %dev, %inv
    %r = fma %norm, %g, %b
    %py = ptradd %y, %off
    store %r, %py, align 4
    ret
}
