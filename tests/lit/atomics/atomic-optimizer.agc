; The atomic optimizer (lower/src/isel/atomic_opt.rs): an atomic on a
; wave-uniform address is performed once per wave by the lowest active
; lane (v_mbcnt_lo/hi of EXEC, v_cmp_eq 0, s_and_saveexec_b64) with the
; lanes' combined value, and each lane's result is rebuilt from the one
; returned value. The model is llc-22's output for the same atomics
; (-mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -O2): the same mbcnt election,
; s_bcnt1 * value for a uniform add, v_readfirstlane of the old value and
; old + mbcnt * value per lane; llc scans a divergent value with a
; readlane loop by default, agc with DPP rows (row_shr, row_bcast,
; wave_shr). -O0 keeps one atomic per lane.
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx942 -C opt-level=0 -o - %s | FileCheck %s --check-prefix=O0

lds @cell: 4, align 4

; A counter increment whose old value is used: count * 1 is stored once.
; CHECK-LABEL: counter:
; CHECK:         v_mbcnt_lo_u32_b32 [[LO:v[0-9]+]], exec_lo, 0
; CHECK-NEXT:    v_mbcnt_hi_u32_b32 [[MB:v[0-9]+]], exec_hi, [[LO]]
; CHECK-NEXT:    s_bcnt1_i32_b64 [[N:s[0-9]+]], exec
; CHECK-NEXT:    v_mov_b32_e32 [[DATA:v[0-9]+]], [[N]]
; CHECK-NEXT:    v_cmp_eq_u32_e64 s{{\[}}[[C:[0-9]+]]:{{[0-9]+}}], 0, [[MB]]
; CHECK-NEXT:    s_and_saveexec_b64 s{{\[}}[[SAVED:[0-9]+]]:{{[0-9]+}}], s{{\[}}[[C]]:{{[0-9]+}}]
; CHECK:         global_atomic_add [[OLD:v[0-9]+]], v{{[0-9]+}}, [[DATA]], s[{{[0-9]+:[0-9]+}}] {{(sc0|glc)}}
; CHECK-NEXT:    s_mov_b64 exec, s{{\[}}[[SAVED]]:{{[0-9]+}}]
; CHECK-NEXT:    s_waitcnt vmcnt(0)
; CHECK-NEXT:    v_readfirstlane_b32 [[S:s[0-9]+]], [[OLD]]
; CHECK:         v_add_u32_e32 v{{[0-9]+}}, [[S]], [[MB]]
; CHECK-NOT:     global_atomic
; CHECK:         s_endpgm
; O0-LABEL: counter:
; O0-NOT:        v_mbcnt
; O0:            global_atomic_add
; O0:            s_endpgm
kernel @counter(%c: ptr.global, %out: ptr.global) {
entry:
    %i = workitem_id x
    %one = iconst.i32 1
    %old = atomicrmw add %c, %one, monotonic agent, align 4
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %o = imul %i64, %four
    %q = ptradd %out, %o
    store %old, %q, align 4
    ret
}

; A divergent value added to an LDS cell, result used: an inclusive DPP
; scan in whole-wave mode, its total from lane 63, the exclusive scan by
; wave_shr:1; the one ds_add_rtn_u32 runs under the elected lane.
; CHECK-LABEL: scan_lds:
; CHECK:         v_mbcnt_lo_u32_b32
; CHECK:         s_mov_b64 exec, -1
; CHECK:         v_add_u32_dpp {{.*}} row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
; CHECK:         v_add_u32_dpp {{.*}} row_shr:2
; CHECK:         v_add_u32_dpp {{.*}} row_shr:4
; CHECK:         v_add_u32_dpp {{.*}} row_shr:8
; CHECK:         v_add_u32_dpp {{.*}} row_bcast:15
; CHECK:         v_add_u32_dpp {{.*}} row_bcast:31
; CHECK-DAG:     v_mov_b32_dpp {{.*}} wave_shr:1
; CHECK-DAG:     v_readlane_b32 {{s[0-9]+}}, {{v[0-9]+}}, 63
; CHECK:         s_and_saveexec_b64 s{{\[}}[[SAVED:[0-9]+]]:{{[0-9]+}}]
; CHECK:         ds_add_rtn_u32
; CHECK-NEXT:    s_mov_b64 exec, s{{\[}}[[SAVED]]:{{[0-9]+}}]
; CHECK-NOT:     ds_add
; CHECK:         s_endpgm
; O0-LABEL: scan_lds:
; O0-NOT:        _dpp
; O0:            ds_add_rtn_u32
kernel @scan_lds(%out: ptr.global) {
entry:
    %i = workitem_id x
    %l = lds_addr @cell
    %old = atomicrmw add %l, %i, monotonic workgroup, align 4
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %o = imul %i64, %four
    %q = ptradd %out, %o
    store %old, %q, align 4
    ret
}

; A divergent value whose result is unused: only the wave's total
; (wave_reduce's DPP reduction) is stored, by one lane, with the
; non-returning form of the atomic. The program ends right after it, so
; EXEC is not restored.
; CHECK-LABEL: max_unused:
; CHECK:         v_max_i32_dpp
; CHECK:         s_and_saveexec_b64 s{{\[}}[[SAVED:[0-9]+]]:{{[0-9]+}}]
; CHECK:         global_atomic_smax v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
; CHECK-NEXT:    s_endpgm
kernel @max_unused(%c: ptr.global) {
entry:
    %i = workitem_id x
    %old = atomicrmw smax %c, %i, monotonic agent, align 4
    ret
}
