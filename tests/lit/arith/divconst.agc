; Division by a constant becomes a multiply-high by a magic number and
; shifts (the IR pass `divconst`, at -O1 and above), never the reciprocal
; expansion. The sequences are those llc-22 emits for the same LLVM IR
; (`llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -O2`): unsigned 7 needs the
; 33-bit magic 0x1_24924925, so t = mulhi(x, 0x24924925) and
; q = (t + ((x - t) >> 1)) >> 2; signed 7 multiplies by 0x92492493 (a
; negative number to v_mul_hi_i32), adds x back, shifts by 2 and adds the
; sign bit; 64-bit unsigned 7 is the same shape on 64-bit halves.
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s --implicit-check-not=v_rcp_iflag_f32
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s --implicit-check-not=v_rcp_iflag_f32
; RUN: agc --emit asm -C target-cpu=gfx942 -O0 -o - %s | FileCheck %s --check-prefix=O0

; CHECK-LABEL: udiv7:
; CHECK:      0x24924925
; CHECK:      v_mul_hi_u32 [[T:v[0-9]+]],
; CHECK-NEXT: v_sub_u32_e32 [[D:v[0-9]+]], {{v[0-9]+}}, [[T]]
; CHECK-NEXT: v_lshrrev_b32_e32 [[H:v[0-9]+]], 1, [[D]]
; CHECK-NEXT: v_add_u32_e32 [[S:v[0-9]+]], {{v[0-9]+}}, {{v[0-9]+}}
; CHECK-NEXT: v_lshrrev_b32_e32 {{v[0-9]+}}, 2, [[S]]
; CHECK:      s_endpgm
; At -O0 the pass does not run: the general expansion remains.
; O0-LABEL: udiv7:
; O0:       v_rcp_iflag_f32
kernel @udiv7(%a: ptr.global, %o: ptr.global) {
entry:
    %tid = workitem_id x
    %i = zext.i64 %tid
    %k = iconst.i64 2
    %off = shl %i, %k
    %pa = ptradd %a, %off
    %po = ptradd %o, %off
    %x = load.i32 %pa, align 4
    %seven = iconst.i32 7
    %q = udiv %x, %seven
    store %q, %po, align 4
    ret
}

; The remainder reuses the quotient: x - 7q.
; CHECK-LABEL: urem7:
; CHECK:      v_mul_hi_u32
; CHECK:      v_lshrrev_b32_e32 {{v[0-9]+}}, 2,
; CHECK:      v_mul_lo_u32 [[P:v[0-9]+]],
; CHECK-NEXT: v_sub_u32_e32 {{v[0-9]+}}, {{v[0-9]+}}, [[P]]
; CHECK:      s_endpgm
kernel @urem7(%a: ptr.global, %o: ptr.global) {
entry:
    %tid = workitem_id x
    %i = zext.i64 %tid
    %k = iconst.i64 2
    %off = shl %i, %k
    %pa = ptradd %a, %off
    %po = ptradd %o, %off
    %x = load.i32 %pa, align 4
    %seven = iconst.i32 7
    %r = urem %x, %seven
    store %r, %po, align 4
    ret
}

; CHECK-LABEL: sdiv7:
; CHECK:      0x92492493
; CHECK:      v_mul_hi_i32 [[T:v[0-9]+]],
; CHECK-NEXT: v_add_u32_e32 [[A:v[0-9]+]], {{v[0-9]+}}, {{v[0-9]+}}
; CHECK-NEXT: v_ashrrev_i32_e32 [[F:v[0-9]+]], 2, [[A]]
; CHECK-NEXT: v_lshrrev_b32_e32 [[N:v[0-9]+]], 31,
; CHECK-NEXT: v_add_u32_e32 {{v[0-9]+}}, {{v[0-9]+}}, {{v[0-9]+}}
; CHECK:      s_endpgm
kernel @sdiv7(%a: ptr.global, %o: ptr.global) {
entry:
    %tid = workitem_id x
    %i = zext.i64 %tid
    %k = iconst.i64 2
    %off = shl %i, %k
    %pa = ptradd %a, %off
    %po = ptradd %o, %off
    %x = load.i32 %pa, align 4
    %seven = iconst.i32 7
    %q = sdiv %x, %seven
    store %q, %po, align 4
    ret
}

; The 64-bit multiply-high: the magic number's halves in SGPRs once, four
; multiplies, the middle column's overflow from v_mad_u64_u32's carry-out;
; the subtraction and addition write their operands' registers (no copies;
; gfx942 adds s_nop before reads of a carry a VALU row just wrote).
; llc-22 -O3 needs the same four multiplies plus an add/addc pair.
; CHECK-LABEL: udiv7_64:
; CHECK-DAG:  s_mov_b32 [[KL:s[0-9]+]], 0x92492493
; CHECK-DAG:  s_mov_b32 [[KH:s[0-9]+]], 0x24924924
; CHECK:      v_mul_hi_u32 {{v[0-9]+}}, v[[XL:[0-9]+]], [[KL]]
; CHECK-NEXT: v_mov_b32_e32 v{{[0-9]+}}, 0
; CHECK-NEXT: v_mad_u64_u32 [[M:v.[0-9]+:[0-9]+.]], {{s.[0-9]+:[0-9]+.}}, v[[XH:[0-9]+]], [[KL]],
; CHECK-NEXT: v_mad_u64_u32 {{v.[0-9]+:[0-9]+.}}, [[C:s.[0-9]+:[0-9]+.]], v[[XL]], [[KH]], [[M]]
; CHECK-DAG:  v_cndmask_b32_e64 {{v[0-9]+}}, 0, 1, [[C]]
; CHECK-DAG:  v_mov_b32_e32 v{{[0-9]+}}, v{{[0-9]+}}
; CHECK:      v_mad_u64_u32 {{v.[0-9]+:[0-9]+.}}, {{s.[0-9]+:[0-9]+.}}, v[[XH]], [[KH]],
; CHECK-NEXT: v_sub_co_u32
; CHECK:      v_subb_co_u32
; CHECK-NEXT: v_lshrrev_b64 {{v\[[0-9]+:[0-9]+\]}}, 1,
; CHECK-NEXT: v_add_co_u32
; CHECK:      v_addc_co_u32
; CHECK-NEXT: v_lshrrev_b64 {{v\[[0-9]+:[0-9]+\]}}, 2,
; CHECK:      s_endpgm
kernel @udiv7_64(%a: ptr.global, %o: ptr.global) {
entry:
    %tid = workitem_id x
    %i = zext.i64 %tid
    %k = iconst.i64 3
    %off = shl %i, %k
    %pa = ptradd %a, %off
    %po = ptradd %o, %off
    %x = load.i64 %pa, align 8
    %seven = iconst.i64 7
    %q = udiv %x, %seven
    store %q, %po, align 8
    ret
}
