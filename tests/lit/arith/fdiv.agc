; Float division. f32 and f64 are correctly rounded by default:
; v_div_scale of denominator and numerator, the reciprocal refined by fma,
; the quotient corrected (an fma that accumulates in place is v_fmac_f32
; or v_fmac_f64 where the processor has them), v_div_fmas (its flag
; copied into VCC, the only register it reads it from) and v_div_fixup for the special values. The
; kernel's MODE keeps denormals, so no mode switch. -C fast-math gives
; f32 division as v_rcp_f32 then v_mul_f32. On gfx942 a transcendental
; result needs one wait state before a non-transcendental VALU reads it:
; an independent instruction (the VCC copy, f64's second v_div_scale)
; moves into that window instead of an s_nop.
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s --check-prefixes=CHECK,IEEE,G900
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s --check-prefixes=CHECK,IEEE,IEEE942,G942
; RUN: agc --emit asm -C target-cpu=gfx942 -C fast-math -o - %s | FileCheck %s --check-prefixes=CHECK,FAST,G942

; CHECK-LABEL: fdiv32:
; IEEE:       v_div_scale_f32 [[DS:v[0-9]+]], {{s.[0-9]+:[0-9]+.}}, [[D:v[0-9]+]], [[D]], [[N:v[0-9]+]]
; IEEE-NEXT:  v_div_scale_f32 [[NS:v[0-9]+]], [[FLAG:s.[0-9]+:[0-9]+.]], [[N]], [[D]], [[N]]
; IEEE-NEXT:  v_rcp_f32_e32 [[R:v[0-9]+]], [[DS]]
; IEEE942-NEXT: s_mov_b64 vcc, [[FLAG]]
; IEEE-NEXT:  v_fma_f32 [[E:v[0-9]+]], -[[DS]], [[R]], 1.0
; G900-NEXT:  v_fma_f32 [[R]], [[E]], [[R]], [[R]]
; IEEE942-NEXT: v_fmac_f32_e32 [[R]], [[E]], [[R]]
; IEEE-NEXT:  v_mul_f32_e32 [[Q:v[0-9]+]], [[NS]], [[R]]
; IEEE-NEXT:  v_fma_f32 [[T:v[0-9]+]], -[[DS]], [[Q]], [[NS]]
; G900-NEXT:  v_fma_f32 [[Q]], [[T]], [[R]], [[Q]]
; IEEE942-NEXT: v_fmac_f32_e32 [[Q]], [[T]], [[R]]
; IEEE-NEXT:  v_fma_f32 [[T2:v[0-9]+]], -[[DS]], [[Q]], [[NS]]
; G900-NEXT:  s_mov_b64 vcc, [[FLAG]]
; IEEE-NEXT:  v_div_fmas_f32 [[Q3:v[0-9]+]], [[T2]], [[R]], [[Q]]
; IEEE-NEXT:  v_div_fixup_f32 {{v[0-9]+}}, [[Q3]], [[D]], [[N]]
; FAST-NOT:   v_div_scale
; FAST:       v_rcp_f32_e32 [[R:v[0-9]+]], [[D:v[0-9]+]]
; FAST:       v_mul_f32_e32 {{v[0-9]+}}, {{v[0-9]+}}, [[R]]
; FAST-NOT:   v_div_fixup
; CHECK:      global_store_dword
kernel @fdiv32(%a: ptr.global, %b: ptr.global, %o: ptr.global) {
entry:
    %tid = workitem_id x
    %i = zext.i64 %tid
    %k = iconst.i64 2
    %off = shl %i, %k
    %pa = ptradd %a, %off
    %pb = ptradd %b, %off
    %po = ptradd %o, %off
    %x = load.f32 %pa, align 4
    %y = load.f32 %pb, align 4
    %q = fdiv %x, %y
    store %q, %po, align 4
    ret
}

; f64: two Newton steps on the reciprocal, one correction of the quotient.
; CHECK-LABEL: fdiv64:
; CHECK:      v_div_scale_f64 [[DS:v.[0-9]+:[0-9]+.]], {{s.[0-9]+:[0-9]+.}}, [[D:v.[0-9]+:[0-9]+.]], [[D]], [[N:v.[0-9]+:[0-9]+.]]
; CHECK-NEXT: v_rcp_f64_e32 {{v.[0-9]+:[0-9]+.}}, [[DS]]
; G942-NEXT:  v_div_scale_f64 [[NS:v.[0-9]+:[0-9]+.]], [[FLAG:s.[0-9]+:[0-9]+.]], [[N]], [[D]], [[N]]
; CHECK-NEXT: v_fma_f64 {{v.[0-9]+:[0-9]+.}}, -[[DS]], {{v.[0-9]+:[0-9]+.}}, 1.0
; G900-NEXT:  v_fma_f64
; G942-NEXT:  v_fmac_f64_e32
; CHECK-NEXT: v_fma_f64 {{v.[0-9]+:[0-9]+.}}, -[[DS]], {{v.[0-9]+:[0-9]+.}}, 1.0
; G900-NEXT:  v_fma_f64
; G942-NEXT:  v_fmac_f64_e32
; G900-NEXT:  v_div_scale_f64 [[NS:v.[0-9]+:[0-9]+.]], [[FLAG:s.[0-9]+:[0-9]+.]], [[N]], [[D]], [[N]]
; CHECK-NEXT: v_mul_f64
; CHECK-NEXT: v_fma_f64 {{v.[0-9]+:[0-9]+.}}, -[[DS]], {{v.[0-9]+:[0-9]+.}}, [[NS]]
; CHECK-NEXT: s_mov_b64 vcc, [[FLAG]]
; CHECK:      v_div_fmas_f64 [[Q:v.[0-9]+:[0-9]+.]]
; CHECK-NEXT: v_div_fixup_f64 {{v.[0-9]+:[0-9]+.}}, [[Q]], [[D]], [[N]]
kernel @fdiv64(%a: ptr.global, %b: ptr.global, %o: ptr.global) {
entry:
    %tid = workitem_id x
    %i = zext.i64 %tid
    %k = iconst.i64 3
    %off = shl %i, %k
    %pa = ptradd %a, %off
    %pb = ptradd %b, %off
    %po = ptradd %o, %off
    %x = load.f64 %pa, align 8
    %y = load.f64 %pb, align 8
    %q = fdiv %x, %y
    store %q, %po, align 8
    ret
}
