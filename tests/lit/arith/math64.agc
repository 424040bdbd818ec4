; f64 exp2, log2, sin and cos: GFX9 has no f64 transcendental instruction,
; so each is a polynomial expansion (lower/src/isel/math64.rs names the
; algorithms and their error bounds; tests/arith_sim.rs runs them against
; the interpreter within docs/ir.md's 2 ulp). Here: the shape of each.
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s --implicit-check-not=v_exp_f32 --implicit-check-not=v_log_f32 --implicit-check-not=v_sin_f32 --implicit-check-not=v_cos_f32
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s --implicit-check-not=v_exp_f32 --implicit-check-not=v_log_f32 --implicit-check-not=v_sin_f32 --implicit-check-not=v_cos_f32

; exp2: clamp to [-1080, 1030] (0xc090e000_00000000, 0x40901800_00000000),
; n = rint(x), f = x - n exact, 12 Horner steps ending in ln2
; (0x3fe62e42fefa39ef), 1 + f*q, ldexp by n; NaN selected back.
; CHECK-LABEL: exp2_64:
; CHECK:      v_max_f64 [[XC0:v.[0-9]+:[0-9]+.]], [[X:v.[0-9]+:[0-9]+.]], s
; CHECK-NEXT: v_min_f64 [[XC:v.[0-9]+:[0-9]+.]], [[XC0]], s
; CHECK-NEXT: v_rndne_f64_e32 [[N:v.[0-9]+:[0-9]+.]], [[XC]]
; CHECK-NEXT: v_add_f64 [[F:v.[0-9]+:[0-9]+.]], [[XC]], -[[N]]
; CHECK:      {{v_fmac?_f64(_e32)?}} {{v.[0-9]+:[0-9]+.}}, {{[vs].[0-9]+:[0-9]+.}}, [[F]]
; CHECK-COUNT-10: v_fma_f64 {{v.[0-9]+:[0-9]+.}}, {{[vs].[0-9]+:[0-9]+.}}, [[F]], {{[vs].[0-9]+:[0-9]+.}}
; CHECK:      s_mov_b32 [[LN2:s[0-9]+]], 0x3fe62e42
; CHECK-NEXT: v_fma_f64 [[Q:v.[0-9]+:[0-9]+.]], {{v.[0-9]+:[0-9]+.}}, [[F]], s
; CHECK-NEXT: v_fma_f64 [[P:v.[0-9]+:[0-9]+.]], [[F]], [[Q]], 1.0
; CHECK-NEXT: v_cvt_i32_f64_e32 [[NI:v[0-9]+]], [[N]]
; CHECK-NEXT: v_ldexp_f64 {{v.[0-9]+:[0-9]+.}}, [[P]], [[NI]]
; CHECK-NEXT: v_cmp_u_f64_e64 {{s.[0-9]+:[0-9]+.}}, [[X]], [[X]]
; CHECK:      global_store_dwordx2
kernel @exp2_64(%a: ptr.global, %o: ptr.global) {
entry:
    %tid = workitem_id x
    %i = zext.i64 %tid
    %k = iconst.i64 3
    %off = shl %i, %k
    %pa = ptradd %a, %off
    %po = ptradd %o, %off
    %x = load.f64 %pa, align 8
    %r = exp2 %x
    store %r, %po, align 8
    ret
}

; log2: frexp, mantissas below sqrt(1/2) (0x3fe6a09e667f3bcd) doubled,
; s = f/(2+f) by the correctly rounded division, the atanh series in s^2
; (10 coefficients down to 2/3 = 0x3fe55555_55555555), the product with
; 1/ln2 (0x3ff71547652b82fe) in double-double, e added by Fast2Sum, and
; v_cmp_class for the specials (0x27f: NaN, negatives, zeros, +inf).
; CHECK-LABEL: log2_64:
; CHECK:      v_frexp_mant_f64_e32 [[M:v.[0-9]+:[0-9]+.]], [[X:v.[0-9]+:[0-9]+.]]
; CHECK-NEXT: v_frexp_exp_i32_f64_e32 {{v[0-9]+}}, [[X]]
; CHECK:      s_mov_b32 {{s[0-9]+}}, 0x3fe6a09e
; CHECK-NEXT: v_cmp_gt_f64_e64 {{s.[0-9]+:[0-9]+.}}, s{{.*}}, [[M]]
; CHECK:      v_ldexp_f64
; CHECK:      v_cvt_f64_i32_e32
; CHECK-NEXT: v_add_f64 [[F:v.[0-9]+:[0-9]+.]], {{v.[0-9]+:[0-9]+.}}, -1.0
; CHECK-NEXT: v_add_f64 [[D:v.[0-9]+:[0-9]+.]], [[F]], 2.0
; CHECK:      v_div_fixup_f64 {{v.[0-9]+:[0-9]+.}}, {{v.[0-9]+:[0-9]+.}}, [[D]], [[F]]
; CHECK-COUNT-9: v_fma_f64
; CHECK:      s_mov_b32 {{s[0-9]+}}, 0x3ff71547
; CHECK:      v_fma_f64 {{v.[0-9]+:[0-9]+.}}, [[F]], [[IH:s.[0-9]+:[0-9]+.]], -{{v.[0-9]+:[0-9]+.}}
; CHECK:      v_mov_b32_e32 [[K:v[0-9]+]], 0x27f
; CHECK-NEXT: v_cmp_class_f64_e64 {{s.[0-9]+:[0-9]+.}}, [[X]], [[K]]
; CHECK:      global_store_dwordx2
kernel @log2_64(%a: ptr.global, %o: ptr.global) {
entry:
    %tid = workitem_id x
    %i = zext.i64 %tid
    %k = iconst.i64 3
    %off = shl %i, %k
    %pa = ptradd %a, %off
    %po = ptradd %o, %off
    %x = load.f64 %pa, align 8
    %r = log2 %x
    store %r, %po, align 8
    ret
}

; sin: |x| >= 2^40 (0x42700000_00000000) enters the 3-part reduction as
; x*0 and takes Payne-Hanek's instead, in a block a uniform branch skips
; when no active lane needs it (the 2/pi words chosen by a barrel shifter
; of v_cndmask, the product by v_mad_u64_u32, the window by
; v_alignbit_b32); n from the
; shifter 1.5*2^52 (0x43380000_00000000) added in the fma with 2/pi
; (0x3fe45f306dc9c883); r = x - n*(P1 + P2 + P3) as a double-double (P1
; = 0x3ff921fb54442d18 exact by fma); both polynomials; the quadrant from
; the shifted sum's low dword; |x| < 2^-26 (0x3e500000_00000000) returns x.
; CHECK-LABEL: sin64:
; CHECK:      s_mov_b32 {{s[0-9]+}}, 0x42700000
; CHECK:      v_cmp_ge_f64_e64 {{s.[0-9]+:[0-9]+.}}, |[[X:v.[0-9]+:[0-9]+.]]|, s
; CHECK-NEXT: v_mul_f64 {{v.[0-9]+:[0-9]+.}}, [[X]], 0
; CHECK:      s_mov_b32 {{s[0-9]+}}, 0x43380000
; CHECK:      s_mov_b32 {{s[0-9]+}}, 0x3fe45f30
; CHECK:      v_fma_f64 [[T:v.[0-9]+:[0-9]+.]], [[XR:v.[0-9]+:[0-9]+.]], s{{.*}}, v
; CHECK-NEXT: v_add_f64 [[N:v.[0-9]+:[0-9]+.]], [[T]], -s
; CHECK:      s_mov_b32 {{s[0-9]+}}, 0x3ff921fb
; CHECK:      v_fma_f64 {{v.[0-9]+:[0-9]+.}}, -[[N]], s{{.*}}, [[XR]]
; CHECK:      v_fma_f64 {{v.[0-9]+:[0-9]+.}}, -[[N]], s{{.*}}, v
; CHECK:      s_and_b64 {{s.[0-9]+:[0-9]+.}}, {{s.[0-9]+:[0-9]+.}}, exec
; CHECK-NEXT: s_cbranch_scc0
; CHECK:      v_mad_u64_u32
; CHECK:      v_alignbit_b32
; CHECK:      v_and_b32_e32 {{v[0-9]+}}, 1, {{v[0-9]+}}
; CHECK:      v_and_b32_e32 {{v[0-9]+}}, 2, {{v[0-9]+}}
; CHECK-NEXT: v_lshlrev_b32_e32 {{v[0-9]+}}, 30, {{v[0-9]+}}
; CHECK:      s_mov_b32 {{s[0-9]+}}, 0x3e500000
; CHECK:      v_cmp_lt_f64_e64 {{s.[0-9]+:[0-9]+.}}, |[[X]]|, s
; CHECK:      global_store_dwordx2
kernel @sin64(%a: ptr.global, %o: ptr.global) {
entry:
    %tid = workitem_id x
    %i = zext.i64 %tid
    %k = iconst.i64 3
    %off = shl %i, %k
    %pa = ptradd %a, %off
    %po = ptradd %o, %off
    %x = load.f64 %pa, align 8
    %r = sin %x
    store %r, %po, align 8
    ret
}

; cos: the same reduction with the quadrant plus one, and no small-input
; shortcut.
; CHECK-LABEL: cos64:
; CHECK:      v_cmp_ge_f64_e64 {{s.[0-9]+:[0-9]+.}}, |[[X:v.[0-9]+:[0-9]+.]]|, s
; CHECK:      v_add_u32_e32 {{v[0-9]+}}, 1, {{v[0-9]+}}
; CHECK:      v_and_b32_e32 {{v[0-9]+}}, 1, {{v[0-9]+}}
; CHECK-NOT:  v_cmp_lt_f64
; CHECK:      global_store_dwordx2
kernel @cos64(%a: ptr.global, %o: ptr.global) {
entry:
    %tid = workitem_id x
    %i = zext.i64 %tid
    %k = iconst.i64 3
    %off = shl %i, %k
    %pa = ptradd %a, %off
    %po = ptradd %o, %off
    %x = load.f64 %pa, align 8
    %r = cos %x
    store %r, %po, align 8
    ret
}

; The double nearest a multiple of π/2, 6381956970095103·2^797, reduced by
; Payne-Hanek: x - n·π/2 = 4.687165924254628e-19 with n ≡ 1 (mod 4), computed
; exactly with integer arithmetic; cos x = -sin r, sin x = cos r = 1.
; RUN: agc run -C target-cpu=gfx942 %s -k sincos64 --grid 1 'x=f64[]:[5.319372648326541e+255]' 's=f64[1]' 'c=f64[1]' -q --expect 's=1' --expect 'c=-4.687165924254628e-19' --ulp 1 | FileCheck %s --check-prefix=WORST
; WORST:      expect s: ok
; WORST-NEXT: expect c: ok
kernel @sincos64(%x: ptr.global, %s: ptr.global, %c: ptr.global) {
entry:
    %v = load.f64 %x, align 8
    %sv = sin %v
    %cv = cos %v
    store %sv, %s, align 8
    store %cv, %c, align 8
    ret
}
