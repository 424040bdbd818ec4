; Conversions between 64-bit integers and floats. i64 -> f64 is two exact
; 32-bit conversions and one rounding add; i64 -> f32 rounds to odd at 32
; bits (a normalizing 64-bit shift, the low dword's bits ORed in as a
; sticky bit) before the one rounding conversion; f64 -> i64 splits the
; truncated value at 2^32 and derives the low dword from the saturated
; high dword, so saturation and NaN need no compares. The sequences
; match llc-22 -O3's for uitofp/sitofp (same row count for f32, f64);
; for the saturating fptosi/fptoui (llvm.fpto[su]i.sat) llc needs three
; compares and seven selects more.
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s

; CHECK-LABEL: u64_to_f64:
; CHECK:      v_cvt_f64_u32_e32 [[H:v.[0-9]+:[0-9]+.]], v[[HI:[0-9]+]]
; CHECK-NEXT: v_ldexp_f64 [[H2:v.[0-9]+:[0-9]+.]], [[H]], 32
; CHECK-NEXT: v_cvt_f64_u32_e32 [[L:v.[0-9]+:[0-9]+.]], v{{[0-9]+}}
; CHECK-NEXT: v_add_f64 {{v\[[0-9]+:[0-9]+\]}}, [[H2]], [[L]]
kernel @u64_to_f64(%x: ptr.global, %o: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %c8 = iconst.i64 8
    %off = imul %i64, %c8
    %p = ptradd %x, %off
    %v = load.i64 %p, align 8
    %f = uitofp.f64 %v
    %q = ptradd %o, %off
    store %f, %q, align 8
    ret
}

; CHECK-LABEL: s64_to_f64:
; CHECK:      v_cvt_f64_i32_e32
; CHECK-NEXT: v_ldexp_f64 {{v\[[0-9]+:[0-9]+\]}}, {{v\[[0-9]+:[0-9]+\]}}, 32
; CHECK-NEXT: v_cvt_f64_u32_e32
; CHECK-NEXT: v_add_f64
kernel @s64_to_f64(%x: ptr.global, %o: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %c8 = iconst.i64 8
    %off = imul %i64, %c8
    %p = ptradd %x, %off
    %v = load.i64 %p, align 8
    %f = sitofp.f64 %v
    %q = ptradd %o, %off
    store %f, %q, align 8
    ret
}

; CHECK-LABEL: u64_to_f32:
; CHECK:      v_ffbh_u32_e32 [[C:v[0-9]+]], v{{[0-9]+}}
; CHECK-NEXT: v_min_u32_e32 [[N:v[0-9]+]], 32, [[C]]
; CHECK-NEXT: v_lshlrev_b64 v{{\[}}[[YL:[0-9]+]]:[[YH:[0-9]+]]], [[N]], v[{{[0-9]+:[0-9]+}}]
; CHECK-NEXT: v_min_u32_e32 [[S:v[0-9]+]], 1, v[[YL]]
; CHECK-NEXT: v_or_b32_e32 [[M:v[0-9]+]], v[[YH]], [[S]]
; CHECK-NEXT: v_sub_u32_e32 [[E:v[0-9]+]], 32, [[N]]
; CHECK-NEXT: v_cvt_f32_u32_e32 [[F:v[0-9]+]], [[M]]
; CHECK-NEXT: v_ldexp_f32 {{v[0-9]+}}, [[F]], [[E]]
kernel @u64_to_f32(%x: ptr.global, %o: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %c8 = iconst.i64 8
    %off = imul %i64, %c8
    %p = ptradd %x, %off
    %v = load.i64 %p, align 8
    %f = uitofp.f32 %v
    %c4 = iconst.i64 4
    %off4 = imul %i64, %c4
    %q = ptradd %o, %off4
    store %f, %q, align 4
    ret
}

; CHECK-LABEL: s64_to_f32:
; CHECK:      v_ffbh_i32_e32 [[C:v[0-9]+]], v[[HI:[0-9]+]]
; CHECK-NEXT: v_add_u32_e32 [[C1:v[0-9]+]], -1, [[C]]
; CHECK-NEXT: v_xor_b32_e32 [[T:v[0-9]+]], v{{[0-9]+}}, v[[HI]]
; CHECK-NEXT: v_ashrrev_i32_e32 [[T1:v[0-9]+]], 31, [[T]]
; CHECK-NEXT: v_add_u32_e32 [[T2:v[0-9]+]], 32, [[T1]]
; CHECK-NEXT: v_min_u32_e32 [[N:v[0-9]+]], [[C1]], [[T2]]
; CHECK-NEXT: v_lshlrev_b64 {{v\[[0-9]+:[0-9]+\]}}, [[N]]
; CHECK-NEXT: v_min_u32_e32
; CHECK-NEXT: v_or_b32_e32
; CHECK-NEXT: v_sub_u32_e32
; CHECK-NEXT: v_cvt_f32_i32_e32
; CHECK-NEXT: v_ldexp_f32
kernel @s64_to_f32(%x: ptr.global, %o: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %c8 = iconst.i64 8
    %off = imul %i64, %c8
    %p = ptradd %x, %off
    %v = load.i64 %p, align 8
    %f = sitofp.f32 %v
    %c4 = iconst.i64 4
    %off4 = imul %i64, %c4
    %q = ptradd %o, %off4
    store %f, %q, align 4
    ret
}

; CHECK-LABEL: f64_to_s64:
; CHECK:      v_trunc_f64_e32 [[T:v.[0-9]+:[0-9]+.]], {{v\[[0-9]+:[0-9]+\]}}
; CHECK-NEXT: s_movk_i32 [[K:s[0-9]+]], 0xffe0
; CHECK:      v_ldexp_f64 [[S:v.[0-9]+:[0-9]+.]], [[T]], [[K]]
; CHECK-NEXT: v_floor_f64_e32 [[HF:v.[0-9]+:[0-9]+.]], [[S]]
; CHECK-NEXT: v_cvt_i32_f64_e32 [[HI:v[0-9]+]], [[HF]]
; CHECK-NEXT: v_cvt_f64_i32_e32 [[HB:v.[0-9]+:[0-9]+.]], [[HI]]
; CHECK:      v_fma_f64 [[LF:v.[0-9]+:[0-9]+.]], [[HB]], {{s\[[0-9]+:[0-9]+\]}}, [[T]]
; CHECK-NEXT: v_cvt_u32_f64_e32 {{v[0-9]+}}, [[LF]]
; CHECK-NOT:  v_cmp
; CHECK-NOT:  v_cndmask
; CHECK:      global_store_dwordx2
kernel @f64_to_s64(%x: ptr.global, %o: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %c8 = iconst.i64 8
    %off = imul %i64, %c8
    %p = ptradd %x, %off
    %v = load.f64 %p, align 8
    %f = fptosi.i64 %v
    %q = ptradd %o, %off
    store %f, %q, align 8
    ret
}

; CHECK-LABEL: f32_to_u64:
; CHECK:      v_cvt_f64_f32_e32
; CHECK-NEXT: v_trunc_f64_e32
; CHECK:      v_ldexp_f64
; CHECK-NEXT: v_floor_f64_e32
; CHECK-NEXT: v_cvt_u32_f64_e32
; CHECK-NEXT: v_cvt_f64_u32_e32
; CHECK:      v_fma_f64
; CHECK-NEXT: v_cvt_u32_f64_e32
; CHECK-NOT:  v_cndmask
; CHECK:      global_store_dwordx2
kernel @f32_to_u64(%x: ptr.global, %o: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %c4 = iconst.i64 4
    %off4 = imul %i64, %c4
    %p = ptradd %x, %off4
    %v = load.f32 %p, align 4
    %f = fptoui.i64 %v
    %c8 = iconst.i64 8
    %off = imul %i64, %c8
    %q = ptradd %o, %off
    store %f, %q, align 8
    ret
}

; A uniform source stays in SGPRs up to the VALU rows; the result is
; read back with v_readfirstlane.
; CHECK-LABEL: u64_to_f32_uniform:
; CHECK:      v_ffbh_u32_e32 {{v[0-9]+}}, s{{[0-9]+}}
; CHECK:      v_cvt_f32_u32_e32
; CHECK:      v_ldexp_f32
; CHECK:      v_readfirstlane_b32
kernel @u64_to_f32_uniform(%o: ptr.global, %v: i64) {
entry:
    %f = uitofp.f32 %v
    store %f, %o, align 4
    ret
}
