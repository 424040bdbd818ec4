; f16 and bf16 selection, with checks modelled on llc-22's output for the
; same operations (-mcpu=gfx942 -O2): f16 arithmetic uses the 16-bit VALU
; rows on global_load_ushort / global_store_short data; bf16 arithmetic is
; f32 arithmetic between a 16-bit left shift and the round-to-nearest-even
; sequence (v_bfe_u32, v_add3_u32 with 0x7fff, the NaN quieted by
; v_or_b32 0x400000 under v_cmp_u_f32). Where agc differs from llc it
; says so: f16 division is the correctly rounded f32 division rounded to
; f16 (llc: v_rcp_f32 with v_fma_mix refinement and v_div_fixup_f16), and
; f64 -> f16 rounds to odd in f32 first (llc: a 40-row integer expansion).
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s

; CHECK-LABEL: hadd:
; CHECK:       global_load_ushort [[A:v[0-9]+]]
; CHECK:       global_load_ushort [[B:v[0-9]+]]
; CHECK:       v_add_f16_e32 [[S:v[0-9]+]], [[A]], [[B]]
; CHECK:       v_fma_f16 [[F:v[0-9]+]], [[S]], [[B]], [[A]]
; CHECK:       v_cmp_lt_f16
; CHECK:       v_cndmask_b32
; CHECK:       global_store_short
kernel @hadd(%a: ptr.global, %b: ptr.global, %o: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %two = iconst.i64 2
    %off = imul %i64, %two
    %pa = ptradd %a, %off
    %pb = ptradd %b, %off
    %x = load.f16 %pa, align 2
    %y = load.f16 %pb, align 2
    %s = fadd %x, %y
    %f = fma %s, %y, %x
    %c = fcmp olt %f, %x
    %r = select %c, %f, %x
    %po = ptradd %o, %off
    store %r, %po, align 2
    ret
}

; CHECK-LABEL: hconv:
; CHECK:       v_cvt_f32_f16_e32
; CHECK:       v_cvt_f16_f32_e32
; CHECK:       v_cvt_f32_f64_e32 [[N:v[0-9]+]]
; CHECK:       v_cvt_f64_f32_e32
; CHECK:       v_cmp_lg_f64
; CHECK:       v_cmp_gt_f64_e64 {{s\[[0-9]+:[0-9]+\]}}, |{{v\[[0-9]+:[0-9]+\]}}|, |{{v\[[0-9]+:[0-9]+\]}}|
; CHECK:       v_cvt_f16_f32_e32
kernel @hconv(%a: ptr.global, %d: f64, %o: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %two = iconst.i64 2
    %off = imul %i64, %two
    %pa = ptradd %a, %off
    %x = load.f16 %pa, align 2
    %w = fpext.f32 %x
    %w2 = fmul %w, %w
    %n = fptrunc.f16 %w2
    %dd = sitofp.f64 %i
    %sum = fadd %dd, %d
    %m = fptrunc.f16 %sum
    %r = fadd %n, %m
    %po = ptradd %o, %off
    store %r, %po, align 2
    ret
}

; CHECK-LABEL: badd:
; CHECK:       v_lshlrev_b32_e32 {{v[0-9]+}}, 16,
; CHECK:       v_lshlrev_b32_e32 {{v[0-9]+}}, 16,
; CHECK:       v_add_f32_e32 [[S:v[0-9]+]]
; CHECK:       v_bfe_u32 [[L:v[0-9]+]], [[S]], 16, 1
; CHECK:       v_add3_u32 [[U:v[0-9]+]], [[L]], [[S]], {{s[0-9]+}}
; CHECK:       v_or_b32_e32 [[Q:v[0-9]+]], 0x400000, [[S]]
; CHECK:       v_cmp_u_f32_e{{[0-9]+}} {{(vcc|s\[[0-9]+:[0-9]+\])}}, [[S]], [[S]]
; CHECK:       v_cndmask_b32_e{{[0-9]+}} [[P:v[0-9]+]], [[U]], [[Q]]
; CHECK:       v_lshrrev_b32_e32 {{v[0-9]+}}, 16, [[P]]
; CHECK:       global_store_short
kernel @badd(%a: ptr.global, %b: ptr.global, %o: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %two = iconst.i64 2
    %off = imul %i64, %two
    %pa = ptradd %a, %off
    %pb = ptradd %b, %off
    %x = load.bf16 %pa, align 2
    %y = load.bf16 %pb, align 2
    %s = fadd %x, %y
    %po = ptradd %o, %off
    store %s, %po, align 2
    ret
}

; Vectors move as whole registers: one dwordx4 load and store for f32x4.
; CHECK-LABEL: vec4:
; CHECK:       global_load_dwordx4
; CHECK-COUNT-4: v_add_f32_e32
; CHECK:       global_store_dwordx4
kernel @vec4(%a: ptr.global, %o: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %sixteen = iconst.i64 16
    %off = imul %i64, %sixteen
    %pa = ptradd %a, %off
    %v = load.f32x4 %pa, align 16
    %s = fadd %v, %v
    %po = ptradd %o, %off
    store %s, %po, align 16
    ret
}
