; Integer division and remainder: the reciprocal estimate from
; v_rcp_iflag_f32 scaled to an underestimate of 2^32/y, one Newton step,
; the quotient from v_mul_hi_u32 and two conditional corrections; uniform
; operands keep the integer steps on the SALU. 64-bit division runs two
; Newton steps on v_mad_u64_u32 products. Powers of two are shifts/masks.
; On gfx942 the negated divisor fills the wait state the reciprocal's
; result needs (a transcendental read by a non-transcendental VALU).
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s --check-prefixes=CHECK,G900
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s --check-prefixes=CHECK,G942

; CHECK-LABEL: udiv_v:
; CHECK:      v_cvt_f32_u32_e32 [[F:v[0-9]+]], [[Y:v[0-9]+]]
; CHECK-NEXT: v_rcp_iflag_f32_e32 [[R:v[0-9]+]], [[F]]
; G942-NEXT:  v_sub_u32_e32 [[NY:v[0-9]+]], 0, [[Y]]
; CHECK-NEXT: v_mul_f32_e32 [[S:v[0-9]+]], 0x4f7ffffe, [[R]]
; CHECK-NEXT: v_cvt_u32_f32_e32 [[Z:v[0-9]+]], [[S]]
; G900-NEXT:  v_sub_u32_e32 [[NY:v[0-9]+]], 0, [[Y]]
; CHECK-NEXT: v_mul_lo_u32 [[E:v[0-9]+]], [[NY]], [[Z]]
; CHECK-NEXT: v_mul_hi_u32 [[H:v[0-9]+]], [[Z]], [[E]]
; CHECK-NEXT: v_add_u32_e32 [[Z2:v[0-9]+]], [[Z]], [[H]]
; CHECK-NEXT: v_mul_hi_u32 [[Q:v[0-9]+]], {{v[0-9]+}}, [[Z2]]
; CHECK-NEXT: v_mul_lo_u32 {{v[0-9]+}}, [[Q]], [[Y]]
; CHECK-NEXT: v_sub_u32_e32
; CHECK-NEXT: v_cmp_ge_u32_e64 [[C:s.[0-9]+:[0-9]+.]], {{v[0-9]+}}, [[Y]]
; CHECK-NEXT: v_add_u32_e32 {{v[0-9]+}}, 1, [[Q]]
; CHECK:      v_cndmask_b32_e64 {{v[0-9]+}}, [[Q]], {{v[0-9]+}}, [[C]]
; CHECK:      v_cmp_ge_u32_e64
; CHECK:      v_cndmask_b32_e64
; CHECK:      global_store_dword
kernel @udiv_v(%a: ptr.global, %b: ptr.global, %o: ptr.global) {
entry:
    %tid = workitem_id x
    %i = zext.i64 %tid
    %k = iconst.i64 2
    %off = shl %i, %k
    %pa = ptradd %a, %off
    %pb = ptradd %b, %off
    %po = ptradd %o, %off
    %x = load.i32 %pa, align 4
    %y = load.i32 %pb, align 4
    %q = udiv %x, %y
    store %q, %po, align 4
    ret
}

; A uniform remainder: the estimate on the VALU, read back once, the rest
; on the SALU with the candidates computed before s_cmp (their adds write
; SCC).
; CHECK-LABEL: urem_s:
; CHECK:      v_rcp_iflag_f32_e32
; CHECK:      v_readfirstlane_b32 [[Z:s[0-9]+]], {{v[0-9]+}}
; CHECK:      s_mul_hi_u32
; CHECK:      s_mul_hi_u32
; CHECK:      s_mul_i32
; CHECK:      s_sub_u32
; CHECK:      s_sub_u32 [[R1:s[0-9]+]]
; CHECK-NEXT: s_cmp_ge_u32
; CHECK-NEXT: s_cselect_b32 {{s[0-9]+}}, [[R1]]
; CHECK:      s_cmp_ge_u32
; CHECK-NEXT: s_cselect_b32
kernel @urem_s(%x: i32, %y: i32, %o: ptr.global) {
entry:
    %r = urem %x, %y
    store %r, %o, align 4
    ret
}

; Signed: |x| / |y|, then the quotient takes sign(x) ^ sign(y).
; CHECK-LABEL: sdiv_v:
; CHECK:      v_ashrrev_i32_e32 [[SX:v[0-9]+]], 31,
; CHECK:      v_ashrrev_i32_e32 [[SY:v[0-9]+]], 31,
; CHECK:      v_rcp_iflag_f32_e32
; CHECK:      v_xor_b32_e32 [[S:v[0-9]+]], [[SX]], [[SY]]
; CHECK-NEXT: v_xor_b32_e32 [[T:v[0-9]+]], {{v[0-9]+}}, [[S]]
; CHECK-NEXT: v_sub_u32_e32 {{v[0-9]+}}, [[T]], [[S]]
kernel @sdiv_v(%a: ptr.global, %o: ptr.global) {
entry:
    %tid = workitem_id x
    %i = zext.i64 %tid
    %k = iconst.i64 2
    %off = shl %i, %k
    %pa = ptradd %a, %off
    %po = ptradd %o, %off
    %x = load.i32 %pa, align 4
    %t = bitcast.i32 %tid
    %q = sdiv %x, %t
    store %q, %po, align 4
    ret
}

; i8: sign-extended with v_bfe_i32, divided in 32 bits, masked back.
; CHECK-LABEL: srem_i8:
; CHECK:      v_bfe_i32 {{v[0-9]+}}, {{v[0-9]+}}, 0, 8
; CHECK:      v_rcp_iflag_f32_e32
; CHECK:      v_and_b32_e32 {{v[0-9]+}}, 0xff,
kernel @srem_i8(%a: ptr.global, %o: ptr.global) {
entry:
    %tid = workitem_id x
    %i = zext.i64 %tid
    %pa = ptradd %a, %i
    %po = ptradd %o, %i
    %x = load.i8 %pa, align 1
    %t = trunc.i8 %tid
    %r = srem %x, %t
    store %r, %po, align 1
    ret
}

; 64-bit: the f32 estimate of 2^64/y split into halves, Newton steps on
; v_mad_u64_u32 products, the quotient as the high half of x·z.
; CHECK-LABEL: udiv64:
; CHECK:      v_cvt_f32_u32_e32
; CHECK-NEXT: v_cvt_f32_u32_e32
; G900:       v_fma_f32
; G942:       v_fmac_f32_e32
; CHECK-NEXT: v_rcp_iflag_f32_e32
; CHECK:      v_mul_f32_e32 {{v[0-9]+}}, 0x5f7ffff0,
; CHECK-NEXT: v_mul_f32_e32 {{v[0-9]+}}, 0x2f800000,
; CHECK-NEXT: v_trunc_f32_e32
; CHECK:      v_mad_u64_u32
; CHECK:      v_mul_hi_u32
; CHECK:      v_mad_u64_u32
; CHECK:      v_cmp_ge_u64_e64
; CHECK:      v_cmp_ge_u64_e64
; CHECK:      global_store_dwordx2
kernel @udiv64(%a: ptr.global, %b: ptr.global, %o: ptr.global) {
entry:
    %tid = workitem_id x
    %i = zext.i64 %tid
    %k = iconst.i64 3
    %off = shl %i, %k
    %pa = ptradd %a, %off
    %pb = ptradd %b, %off
    %po = ptradd %o, %off
    %x = load.i64 %pa, align 8
    %y = load.i64 %pb, align 8
    %q = udiv %x, %y
    store %q, %po, align 8
    ret
}
