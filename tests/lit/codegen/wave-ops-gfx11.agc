; Wave operations on GFX11, one lowering for wave32 and wave64: the lane
; mask, the EXEC rows and the last lane come from the wave size.
; Oracle: llc-22 -O3 on gfx1100 (both wave sizes) selects the same
; cross-lane rows: its atomic optimizer's DPP reduction and
; `llvm.amdgcn.wave.reduce` reduce each row of 16 with DPP16 (row_xmask
; there; agc's quad_perm/row_ror steps leave the same row totals), then
; `v_permlanex16_b32 ..., 0, 0` across the rows of a half and, in wave64,
; `v_permlane64_b32` across the halves; `llvm.amdgcn.wave.shuffle` in
; wave64 permutes the halves swapped by `v_permlane64_b32` in whole-wave
; mode, permutes the value itself, and selects by bit 5 of lane ^ index;
; `llvm.amdgcn.ballot.i32` in wave32 is the compare's one-SGPR mask ANDed
; with exec_lo. The execution tests (tests/exec/wave.agc, wave64.agc,
; wave_shuffle.agc) check the results in the simulator against the
; interpreter. `s_delay_alu` hints may stand between the steps (as in
; llc's output), so consecutive steps are matched in order, not adjacent.
; RUN: agc --emit asm -Z unstable-targets -C target-cpu=gfx1100 -o - %s | FileCheck %s --check-prefixes=CHECK,W32
; RUN: agc --emit asm -Z unstable-targets -C target-cpu=gfx1100 -C target-feature=+wavefrontsize64 -o - %s | FileCheck %s --check-prefixes=CHECK,W64

; CHECK-LABEL: reduce_add:
; W32:         s_or_saveexec_b32 [[SAVED:s[0-9]+]], -1
; W64:         s_or_saveexec_b64 [[SAVED:s.[0-9]+:[0-9]+.]], -1
; W32:         s_mov_b32 exec_lo, -1
; W64:         s_mov_b64 exec, -1
; CHECK:       v_add_nc_u32_dpp [[R:v[0-9]+]], [[T:v[0-9]+]], [[T]] quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
; CHECK:       v_add_nc_u32_dpp [[R]], [[R]], [[R]] quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
; CHECK:       v_add_nc_u32_dpp [[R]], [[R]], [[R]] row_ror:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
; CHECK:       v_add_nc_u32_dpp [[R]], [[R]], [[R]] row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
; CHECK:       v_permlanex16_b32 [[X:v[0-9]+]], [[R]], 0, 0
; CHECK:       v_add_nc_u32_e32 [[R2:v[0-9]+]], [[X]], [[R]]
; W64:         v_permlane64_b32 [[Y:v[0-9]+]], [[R2]]
; W64:         v_add_nc_u32_e32 [[R3:v[0-9]+]], [[Y]], [[R2]]
; W64:         v_readlane_b32 {{s[0-9]+}}, [[R3]], 63
; W32:         v_readlane_b32 {{s[0-9]+}}, [[R2]], 31
; W32-NEXT:    s_mov_b32 exec_lo, [[SAVED]]
; W64-NEXT:    s_mov_b64 exec, [[SAVED]]
; CHECK:       s_endpgm
kernel @reduce_add(%x: ptr.global, %out: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %xo = imul %i64, %four
    %px = ptradd %x, %xo
    %v = load.i32 %px, align 4
    %r = wave_reduce add %v
    store %r, %out, align 4
    ret
}

; In wave32 one ds_bpermute_b32 reaches every lane; in wave64 it reaches
; the reading lane's half only.
; CHECK-LABEL: shuffle_any:
; CHECK:       v_lshlrev_b32_e32 [[A:v[0-9]+]], 2, [[I:v[0-9]+]]
; W32-NEXT:    ds_bpermute_b32 {{v[0-9]+}}, [[A]], {{v[0-9]+}}
; W32-NOT:     permlane
; W64-NEXT:    s_or_saveexec_b64 [[SAVED:s.[0-9]+:[0-9]+.]], -1
; W64:         s_mov_b64 exec, -1
; W64:         v_permlane64_b32 [[SW:v[0-9]+]], [[SW]]
; W64-NEXT:    ds_bpermute_b32 [[FAR:v[0-9]+]], {{v[0-9]+}}, [[SW]]
; W64-NEXT:    s_mov_b64 exec, [[SAVED]]
; W64-NEXT:    ds_bpermute_b32 [[NEAR:v[0-9]+]], [[A]], {{v[0-9]+}}
; W64:         v_xor_b32_e32 [[D:v[0-9]+]], {{v[0-9]+}}, [[I]]
; W64-NEXT:    v_and_b32_e32 [[D]], 32, [[D]]
; W64:         v_cmp_eq_u32_e64 [[SAME:s.[0-9]+:[0-9]+.]], 0, [[D]]
; W64:         v_cndmask_b32_e64 {{v[0-9]+}}, [[FAR]], [[NEAR]], [[SAME]]
; CHECK:       s_endpgm
kernel @shuffle_any(%x: ptr.global, %idx: ptr.global, %out: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %xo = imul %i64, %four
    %px = ptradd %x, %xo
    %v = load.i32 %px, align 4
    %pi = ptradd %idx, %xo
    %k = load.i32 %pi, align 4
    %s = shuffle %v, %k
    %po = ptradd %out, %xo
    store %s, %po, align 4
    ret
}

; The i64 result's high dword is 0 in wave32.
; CHECK-LABEL: ballot:
; W32:         v_cmp_gt_i32_e64 [[C:s[0-9]+]], {{v[0-9]+}}, 0
; W32-NEXT:    s_and_b32 [[LO:s[0-9]+]], [[C]], exec_lo
; W32-NEXT:    s_mov_b32 [[HI:s[0-9]+]], 0
; W64:         v_cmp_gt_i32_e64 [[C:s.[0-9]+:[0-9]+.]], {{v[0-9]+}}, 0
; W64-NEXT:    s_and_b64 {{s.[0-9]+:[0-9]+.}}, [[C]], exec
; CHECK:       global_store_b64
kernel @ballot(%x: ptr.global, %out: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %xo = imul %i64, %four
    %px = ptradd %x, %xo
    %v = load.i32 %px, align 4
    %z = iconst.i32 0
    %c = icmp sgt %v, %z
    %b = ballot %c
    store %b, %out, align 8
    ret
}

; The atomic optimizer's scan (the result is used): the in-row steps, lane
; 15 of the other row merged into rows 1 and 3, in wave64 lane 31 into
; rows 2 and 3, the exclusive prefix by row_shr:1 and a v_writelane per
; row start, as llc-22's scan on gfx1100 with
; -amdgpu-atomic-optimizer-strategy=DPP.
; CHECK-LABEL: scan_add:
; CHECK:       v_add_nc_u32_dpp {{v[0-9]+}}, {{v[0-9]+}}, {{v[0-9]+}} row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
; CHECK:       v_permlanex16_b32 {{v[0-9]+}}, {{v[0-9]+}}, -1, -1
; W32:         s_mov_b32 exec_lo, [[ROWS13:s[0-9]+]]
; W64:         s_mov_b64 exec, [[ROWS13:s.[0-9]+:[0-9]+.]]
; W64:         v_readlane_b32 {{s[0-9]+}}, {{v[0-9]+}}, 31
; CHECK:       v_mov_b32_dpp [[EX:v[0-9]+]], {{v[0-9]+}} row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
; CHECK:       v_writelane_b32 [[EX]], {{s[0-9]+}}, 16
; W64:         v_writelane_b32 [[EX]], {{s[0-9]+}}, 32
; W64:         v_writelane_b32 [[EX]], {{s[0-9]+}}, 48
; W32:         v_readlane_b32 {{s[0-9]+}}, {{v[0-9]+}}, 31
; W64:         v_readlane_b32 {{s[0-9]+}}, {{v[0-9]+}}, 63
; CHECK:       global_atomic_add_u32
; CHECK:       s_endpgm
kernel @scan_add(%acc: ptr.global, %x: ptr.global, %out: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %xo = imul %i64, %four
    %px = ptradd %x, %xo
    %v = load.i32 %px, align 4
    %old = atomicrmw add %acc, %v, monotonic agent, align 4
    %po = ptradd %out, %xo
    store %old, %po, align 4
    ret
}
