; Square roots, reciprocals and the approximate operations.
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s

; f32 sqrt, correctly rounded: v_sqrt_f32 (1 ulp) and its two neighbours
; (integer -1/+1 on the bits), chosen by the sign of the exact fma
; residuals; inputs below 2^-96 scaled by 2^32 (the root back by 2^-16);
; +-0 and +inf pass through (v_cmp_class mask 0x260).
; CHECK-LABEL: sqrt32:
; CHECK:      v_cmp_gt_f32_e64 [[NEED:s.[0-9]+:[0-9]+.]], {{v[0-9]+}}, [[X:v[0-9]+]]
; CHECK:      v_cndmask_b32_e64 [[K:v[0-9]+]], 1.0, {{v[0-9]+}}, [[NEED]]
; CHECK-NEXT: v_mul_f32_e32 [[SX:v[0-9]+]], [[X]], [[K]]
; CHECK-NEXT: v_sqrt_f32_e32 [[S:v[0-9]+]], [[SX]]
; CHECK:      v_add_u32_e32 [[DOWN:v[0-9]+]], -1, [[S]]
; CHECK-NEXT: v_add_u32_e32 [[UP:v[0-9]+]], 1, [[S]]
; CHECK-NEXT: v_fma_f32 [[RD:v[0-9]+]], -[[DOWN]], [[S]], [[SX]]
; CHECK-NEXT: v_fma_f32 [[RU:v[0-9]+]], -[[UP]], [[S]], [[SX]]
; CHECK-NEXT: v_cmp_ge_f32_e64 {{s.[0-9]+:[0-9]+.}}, 0, [[RD]]
; CHECK:      v_cmp_lt_f32_e64 {{s.[0-9]+:[0-9]+.}}, 0, [[RU]]
; CHECK:      v_cmp_class_f32_e64 {{s.[0-9]+:[0-9]+.}}, [[SX]], {{v[0-9]+}}

kernel @sqrt32(%a: ptr.global, %o: ptr.global) {
entry:
    %tid = workitem_id x
    %i = zext.i64 %tid
    %k = iconst.i64 2
    %off = shl %i, %k
    %pa = ptradd %a, %off
    %po = ptradd %o, %off
    %x = load.f32 %pa, align 4
    %r = sqrt %x
    store %r, %po, align 4
    ret
}


; f64 sqrt: v_rsq_f64, one coupled step for sqrt and 1/(2 sqrt), two
; residual corrections; inputs below 2^-767 scaled by 2^256.
; CHECK-LABEL: sqrt64:
; CHECK:      v_cmp_lt_f64
; CHECK:      v_ldexp_f64 [[SX:v.[0-9]+:[0-9]+.]]
; CHECK-NEXT: v_rsq_f64_e32 [[Y:v.[0-9]+:[0-9]+.]], [[SX]]
; CHECK:      v_mul_f64 {{v.[0-9]+:[0-9]+.}}, [[SX]], [[Y]]
; CHECK-NEXT: v_mul_f64 {{v.[0-9]+:[0-9]+.}}, 0.5, [[Y]]
; CHECK-COUNT-3: {{v_fmac?_f64}}
; CHECK:      v_fma_f64 {{v.[0-9]+:[0-9]+.}}, -{{v.[0-9]+:[0-9]+.}}, {{v.[0-9]+:[0-9]+.}}, [[SX]]
; CHECK:      v_fma_f64 {{v.[0-9]+:[0-9]+.}}, -{{v.[0-9]+:[0-9]+.}}, {{v.[0-9]+:[0-9]+.}}, [[SX]]
; CHECK:      v_ldexp_f64
; CHECK:      v_cmp_class_f64_e64 {{s.[0-9]+:[0-9]+.}}, [[SX]]

kernel @sqrt64(%a: ptr.global, %o: ptr.global) {
entry:
    %tid = workitem_id x
    %i = zext.i64 %tid
    %k = iconst.i64 3
    %off = shl %i, %k
    %pa = ptradd %a, %off
    %po = ptradd %o, %off
    %x = load.f64 %pa, align 8
    %r = sqrt %x
    store %r, %po, align 8
    ret
}


; f64 rcp is 1/x through the division sequence: v_div_fixup_f64 gives the
; special values (rcp +-0 = +-inf, rcp +-inf = +-0, NaN stays NaN), and the
; result is correctly rounded, denormals included.
; CHECK-LABEL: rcp64:
; CHECK:      v_div_scale_f64 [[DS:v.[0-9]+:[0-9]+.]], {{s.[0-9]+:[0-9]+.}}, [[X:v.[0-9]+:[0-9]+.]], [[X]], [[ONE:v.[0-9]+:[0-9]+.]]
; CHECK:      v_div_fmas_f64
; CHECK-NEXT: v_div_fixup_f64 {{v.[0-9]+:[0-9]+.}}, {{v.[0-9]+:[0-9]+.}}, [[X]], [[ONE]]

kernel @rcp64(%a: ptr.global, %o: ptr.global) {
entry:
    %tid = workitem_id x
    %i = zext.i64 %tid
    %k = iconst.i64 3
    %off = shl %i, %k
    %pa = ptradd %a, %off
    %po = ptradd %o, %off
    %x = load.f64 %pa, align 8
    %r = rcp %x
    store %r, %po, align 8
    ret
}


; f64 rsqrt: the correctly rounded square root, then 1/x.
; CHECK-LABEL: rsqrt64:
; CHECK:      v_rsq_f64
; CHECK:      v_cmp_class_f64
; CHECK:      v_div_scale_f64
; CHECK:      v_div_fixup_f64

kernel @rsqrt64(%a: ptr.global, %o: ptr.global) {
entry:
    %tid = workitem_id x
    %i = zext.i64 %tid
    %k = iconst.i64 3
    %off = shl %i, %k
    %pa = ptradd %a, %off
    %po = ptradd %o, %off
    %x = load.f64 %pa, align 8
    %r = rsqrt %x
    store %r, %po, align 8
    ret
}


; f32 rcp within 1 ulp, denormals too: rcp of the frexp mantissa, the
; exponent put back by ldexp.
; CHECK-LABEL: rcp32:
; CHECK:      v_frexp_mant_f32_e32 [[M:v[0-9]+]], [[X:v[0-9]+]]
; CHECK-NEXT: v_frexp_exp_i32_f32_e32 [[E:v[0-9]+]], [[X]]
; CHECK-NEXT: v_rcp_f32_e32 [[R:v[0-9]+]], [[M]]
; CHECK:      v_sub_u32_e32 [[NE:v[0-9]+]], 0, [[E]]
; CHECK:      v_ldexp_f32 {{v[0-9]+}}, [[R]], [[NE]]

kernel @rcp32(%a: ptr.global, %o: ptr.global) {
entry:
    %tid = workitem_id x
    %i = zext.i64 %tid
    %k = iconst.i64 2
    %off = shl %i, %k
    %pa = ptradd %a, %off
    %po = ptradd %o, %off
    %x = load.f32 %pa, align 4
    %r = rcp %x
    store %r, %po, align 4
    ret
}


; exp2 below -126 computes 2^(x+64)·2^-64 (v_exp_f32 flushes denormal
; results); log2 scales denormal inputs by 2^32 and subtracts 32.
; CHECK-LABEL: exp2_32:
; CHECK:      v_cmp_gt_f32_e64 [[NEED:s.[0-9]+:[0-9]+.]]
; CHECK:      v_cndmask_b32_e64 {{v[0-9]+}}, 0, {{v[0-9]+}}, [[NEED]]
; CHECK:      v_exp_f32_e32
; CHECK:      v_cndmask_b32_e64 {{v[0-9]+}}, 1.0, {{v[0-9]+}}, [[NEED]]
; CHECK:      v_mul_f32

kernel @exp2_32(%a: ptr.global, %o: ptr.global) {
entry:
    %tid = workitem_id x
    %i = zext.i64 %tid
    %k = iconst.i64 2
    %off = shl %i, %k
    %pa = ptradd %a, %off
    %po = ptradd %o, %off
    %x = load.f32 %pa, align 4
    %r = exp2 %x
    store %r, %po, align 4
    ret
}


; CHECK-LABEL: log2_32:
; CHECK:      v_cmp_gt_f32_e64 [[NEED:s.[0-9]+:[0-9]+.]]
; CHECK:      v_log_f32_e32
; CHECK:      v_cndmask_b32_e64 {{v[0-9]+}}, 0, {{v[0-9]+}}, [[NEED]]
; CHECK:      v_sub_f32

kernel @log2_32(%a: ptr.global, %o: ptr.global) {
entry:
    %tid = workitem_id x
    %i = zext.i64 %tid
    %k = iconst.i64 2
    %off = shl %i, %k
    %pa = ptradd %a, %off
    %po = ptradd %o, %off
    %x = load.f32 %pa, align 4
    %r = log2 %x
    store %r, %po, align 4
    ret
}


; sin: x/(2 pi) with its rounding error (fma) and the low part of 1/(2 pi),
; the high part reduced exactly by v_fract_f32, then v_sin_f32 on
; revolutions.
; CHECK-LABEL: sin32:
; CHECK:      v_mul_f32_e32 [[T:v[0-9]+]], 0.15915494, [[X:v[0-9]+]]
; CHECK:      v_fma_f32 [[ERR:v[0-9]+]], [[X]], 0.15915494, -[[T]]
; CHECK:      v_fma_f32 [[LO:v[0-9]+]], [[X]], {{v[0-9]+}}, [[ERR]]
; CHECK:      v_fract_f32_e32 [[F:v[0-9]+]], [[T]]
; CHECK-NEXT: v_add_f32_e32 [[REV:v[0-9]+]], [[F]], [[LO]]
; CHECK-NEXT: v_sin_f32_e32 {{v[0-9]+}}, [[REV]]

kernel @sin32(%a: ptr.global, %o: ptr.global) {
entry:
    %tid = workitem_id x
    %i = zext.i64 %tid
    %k = iconst.i64 2
    %off = shl %i, %k
    %pa = ptradd %a, %off
    %po = ptradd %o, %off
    %x = load.f32 %pa, align 4
    %r = sin %x
    store %r, %po, align 4
    ret
}
