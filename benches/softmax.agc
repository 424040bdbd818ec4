; Row softmax over rows of 64 f32 (one wave per row): the row maximum by a
; wave reduction, exp2((x - max) * scale), the sum by a second reduction,
; then one division per element. scale is log2(e) / temperature in real
; use; the check uses scale 1 so that every exponential is exact (the
; expected 2^(i % 4) is written as its binomial sum: the directive
; language has no power operator).
;
; run: @softmax grid(256) wg(64) wave(64) (in=f32[256](i % 4), out=f32[256](0), scale=1.0) => out == ((1 + i % 4 + (i % 4) * (i % 4 - 1) / 2 + (i % 4) * (i % 4 - 1) * (i % 4 - 2) / 6) / 240) ulp 2

kernel @softmax(%in: ptr.global, %out: ptr.global, %scale: f32) reqd_workgroup_size(64, 1, 1) {
entry:
    %lane = workitem_id x
    %row = workgroup_id x
    %six = iconst.i32 6
    %base = shl %row, %six
    %i = iadd %base, %lane
    %i64 = zext.i64 %i
    %two64 = iconst.i64 2
    %off = shl %i64, %two64
    %pin = ptradd %in, %off
    %x = load.f32 %pin, align 4
    %m = wave_reduce fmax %x
    %d = fsub %x, %m
    %ds = fmul %d, %scale
    %e = exp2 %ds
    %s = wave_reduce fadd %e
    %p = fdiv %e, %s
    %pout = ptradd %out, %off
    store %p, %pout, align 4
    ret
}
