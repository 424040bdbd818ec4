; 64-bit integer arithmetic, split into 32-bit halves.
; Oracle: llc-22 -O3 on the same kernels (`agc --emit llvm-ir`): a carry
; chain for add (v_add_co/v_addc_co, or v_lshl_add_u64 on the gfx940
; family; s_add_u32/s_addc_u32 when uniform), the product from one
; v_mad_u64_u32 (s_mul_hi_u32 when uniform) plus the two cross products of
; the low halves, native 64-bit shifts, and v_cmp_*_i64 for the compare
; (GFX9 has no signed 64-bit SALU compare, so a uniform one is done on the
; VALU too). tests/exec/bits.agc and the random kernels of
; tests/fuzz_sim.rs run 64-bit operations in the simulator against the
; interpreter.
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s --check-prefixes=CHECK,GFX900
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s --check-prefixes=CHECK,GFX942

; CHECK-LABEL: i64_divergent:
; CHECK:       global_load_dwordx2 v[[[A:[0-9]+]]:[[AH:[0-9]+]]]
; CHECK:       global_load_dwordx2 v[[[B:[0-9]+]]:[[BH:[0-9]+]]], {{.*}} offset:8
; GFX900:      v_add_co_u32_e{{(32|64)}} [[S:v[0-9]+]], {{(vcc|s\[[0-9]+:[0-9]+\])}}, v[[A]], v[[B]]
; GFX900:      v_addc_co_u32_e{{(32|64)}} [[SH:v[0-9]+]], {{(vcc|s\[[0-9]+:[0-9]+\])}}, v[[AH]], v[[BH]]
; GFX942:      v_{{add_co_u32_e64|lshl_add_u64}}
; CHECK-DAG:   v_mad_u64_u32 v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v[[B]], 0
; CHECK-DAG:   v_mul_lo_u32 {{v[0-9]+}}, v{{[0-9]+}}, v[[BH]]
; CHECK-DAG:   v_mul_lo_u32 {{v[0-9]+}}, v{{[0-9]+}}, v[[B]]
; CHECK:       v_lshlrev_b64 v[[[M:[0-9]+]]:[[MH:[0-9]+]]], 5, v[[[M]]:[[MH]]]
; CHECK-NEXT:  v_ashrrev_i64 v[[[M]]:[[MH]]], 5, v[[[M]]:[[MH]]]
; CHECK-NEXT:  v_cmp_lt_i64_e{{(32|64)}} {{(vcc|s\[[0-9]+:[0-9]+\])}}, v[[[M]]:[[MH]]], v[[[A]]:[[AH]]]
; CHECK:       v_cndmask_b32_e{{(32|64)}} {{v[0-9]+}}, v[[A]], v[[M]]
; CHECK:       v_cndmask_b32_e{{(32|64)}} {{v[0-9]+}}, v[[AH]], v[[MH]]
; CHECK:       global_store_dwordx2
; CHECK-NEXT:  s_endpgm

; CHECK-LABEL: i64_uniform:
; CHECK:       s_add_u32 [[S:s[0-9]+]], [[A:s[0-9]+]], [[B:s[0-9]+]]
; CHECK-NEXT:  s_addc_u32 [[SH:s[0-9]+]], [[AH:s[0-9]+]], [[BH:s[0-9]+]]
; CHECK-DAG:   s_mul_i32 {{s[0-9]+}}, [[S]], [[B]]
; CHECK-DAG:   s_mul_hi_u32 {{s[0-9]+}}, [[S]], [[B]]
; CHECK-DAG:   s_mul_i32 {{s[0-9]+}}, [[S]], [[BH]]
; CHECK-DAG:   s_mul_i32 {{s[0-9]+}}, [[SH]], [[B]]
; CHECK:       s_lshl_b64 s[[[M:[0-9]+]]:[[MH:[0-9]+]]], s[[[M]]:[[MH]]], 5
; CHECK-NEXT:  s_ashr_i64 s[[[M]]:[[MH]]], s[[[M]]:[[MH]]], 5
; CHECK:       v_cmp_lt_i64_e{{(32|64)}} {{(vcc|s\[[0-9]+:[0-9]+\])}}, s[[[M]]:[[MH]]], v[{{[0-9]+:[0-9]+}}]
; CHECK:       s_cselect_b{{(32|64)}}
; CHECK:       global_store_dwordx2
; CHECK-NEXT:  s_endpgm
kernel @i64_divergent(%x: ptr.global, %out: ptr.global) {
entry:
    %tid = workitem_id x
    %t64 = zext.i64 %tid
    %k16 = iconst.i64 16
    %o = imul %t64, %k16
    %p = ptradd %x, %o
    %a = load.i64 %p, align 8
    %eight = iconst.i64 8
    %pb = ptradd %p, %eight
    %b = load.i64 %pb, align 8
    %s = iadd %a, %b
    %m = imul %s, %b
    %c = iconst.i64 5
    %sh = shl %m, %c
    %ar = ashr %sh, %c
    %lt = icmp slt %ar, %a
    %r = select %lt, %ar, %a
    %q = ptradd %out, %o
    store %r, %q, align 8
    ret
}

kernel @i64_uniform(%a: i64, %b: i64, %out: ptr.global) {
entry:
    %s = iadd %a, %b
    %m = imul %s, %b
    %c = iconst.i64 5
    %sh = shl %m, %c
    %ar = ashr %sh, %c
    %lt = icmp slt %ar, %a
    %r = select %lt, %ar, %a
    store %r, %out, align 8
    ret
}
