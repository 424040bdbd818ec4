; Wave operations: reductions, ballot, readlane, shuffle, readfirstlane.
; Oracle: llc-22 -O3 selects the same instruction forms for the matching
; llvm.amdgcn intrinsics (DPP row operations for an in-register reduction
; with the four row results read by v_readlane and combined in SALU,
; v_cmp into a lane mask for a ballot, v_readlane with an inline or SGPR
; lane, ds_bpermute_b32 with a byte index for a divergent shuffle); the
; execution tests (tests/exec/wave.agc) check the results in the simulator
; against the interpreter.
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s

; A divergent reduction runs on the whole wave (inactive lanes hold the
; identity, 0) with DPP inside each row of 16, then across rows in SALU.
; The DPP reads a VGPR written by the previous VALU op: seed 004's table
; asks for one wait state before it on GFX9 (two on the chained ones,
; where EXEC was also just written).
; CHECK-LABEL: reduce_add:
; CHECK:       s_mov_b64 exec, -1
; CHECK-NEXT:  v_mov_b32_e32 [[ID:v[0-9]+]], 0
; CHECK:       v_mov_b32_e32 [[ID]], [[X:v[0-9]+]]
; CHECK-NEXT:  s_mov_b64 exec, -1
; CHECK-NEXT:  s_nop
; CHECK-NEXT:  v_add_u32_dpp [[R:v[0-9]+]], [[ID]], [[ID]] quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
; CHECK:       v_add_u32_dpp [[R]], [[R]], [[R]] quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
; CHECK:       v_add_u32_dpp [[R]], [[R]], [[R]] row_ror:4 row_mask:0xf bank_mask:0xf
; CHECK:       v_add_u32_dpp [[R]], [[R]], [[R]] row_ror:8 row_mask:0xf bank_mask:0xf
; CHECK-DAG:   v_readlane_b32 [[L0:s[0-9]+]], [[R]], 0
; CHECK-DAG:   v_readlane_b32 [[L1:s[0-9]+]], [[R]], 16
; CHECK-DAG:   v_readlane_b32 [[L2:s[0-9]+]], [[R]], 32
; CHECK-DAG:   v_readlane_b32 [[L3:s[0-9]+]], [[R]], 48
; CHECK:       s_add_u32
; CHECK:       s_add_u32
; CHECK:       s_add_u32 [[SUM:s[0-9]+]]
; CHECK:       s_mov_b64 exec, s[{{[0-9]+:[0-9]+}}]
; CHECK:       v_mov_b32_e32 [[OUT:v[0-9]+]], [[SUM]]
; CHECK:       global_store_dword v[{{[0-9]+:[0-9]+}}], [[OUT]], off
; CHECK-NEXT:  s_endpgm
kernel @reduce_add(%x: ptr.global, %out: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %o = imul %i64, %four
    %p = ptradd %x, %o
    %v = load.i32 %p, align 4
    %r = wave_reduce add %v
    %q = ptradd %out, %o
    store %r, %q, align 4
    ret
}

; A ballot is the compare's lane mask restricted to the active lanes;
; readlane takes an inline lane number or a uniform one in an SGPR, and a
; shuffle by a uniform index is a readlane too.
; CHECK-LABEL: ballot_lane:
; CHECK:       s_load_dword [[K:s[0-9]+]], s[0:1], 0x10
; CHECK:       v_cmp_lt_i32_e64 [[M:s.[0-9]+:[0-9]+.]], [[V:v[0-9]+]], 0
; CHECK-NEXT:  s_and_b64 [[M]], [[M]], exec
; CHECK-DAG:   v_readlane_b32 {{s[0-9]+}}, [[V]], 5
; CHECK-DAG:   v_readlane_b32 {{s[0-9]+}}, [[V]], [[K]]
; CHECK-NOT:   ds_bpermute
; CHECK:       s_endpgm
kernel @ballot_lane(%x: ptr.global, %out: ptr.global, %k: i32) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %o = imul %i64, %four
    %p = ptradd %x, %o
    %v = load.i32 %p, align 4
    %zero = iconst.i32 0
    %neg = icmp slt %v, %zero
    %b = ballot %neg
    %five = iconst.i32 5
    %l5 = readlane %v, %five
    %lk = readlane %v, %k
    %s = shuffle %v, %k
    %bl = trunc.i32 %b
    %t0 = iadd %l5, %lk
    %t1 = iadd %t0, %bl
    %t2 = iadd %t1, %s
    %q = ptradd %out, %o
    store %t2, %q, align 4
    ret
}

; A divergent shuffle goes through the LDS crossbar: ds_bpermute_b32 takes
; the source lane times 4, and its result waits on lgkmcnt.
; CHECK-LABEL: shuffle_divergent:
; CHECK:       v_xor_b32_e32 [[J:v[0-9]+]], 1, v0
; CHECK-NEXT:  v_lshlrev_b32_e32 [[JB:v[0-9]+]], 2, [[J]]
; CHECK:       ds_bpermute_b32 [[S:v[0-9]+]], [[JB]], [[V:v[0-9]+]]
; CHECK-NEXT:  v_readfirstlane_b32 [[F:s[0-9]+]], [[V]]
; CHECK-NEXT:  s_waitcnt lgkmcnt(0)
; CHECK:       v_add_u32_e32 {{v[0-9]+}}, [[F]], [[S]]
; CHECK:       s_endpgm
kernel @shuffle_divergent(%x: ptr.global, %out: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %o = imul %i64, %four
    %p = ptradd %x, %o
    %v = load.i32 %p, align 4
    %one = iconst.i32 1
    %j = xor %i, %one
    %s = shuffle %v, %j
    %first = readfirstlane %v
    %t = iadd %s, %first
    %q = ptradd %out, %o
    store %t, %q, align 4
    ret
}
