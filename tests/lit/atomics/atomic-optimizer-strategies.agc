; The atomic optimizer's strategies, chosen with --atomic-optimizer
; (lower/src/isel/atomic_opt/). The model of the iterative loop is llc-22's
; output for `atomicrmw add ptr addrspace(1) %p, i32 %divergent monotonic`
; with -amdgpu-atomic-optimizer-strategy=Iterative (-mcpu=gfx942 -O2):
; s_ff1_i32_b64 of the remaining lanes, v_readlane_b32 of the lane's
; value, s_mov_b32 m0 + v_writelane_b32 of the accumulator before it,
; the SALU accumulation, s_lshl_b64 + s_andn2_b64 and s_cbranch_scc1 back;
; then the same mbcnt election and old + prefix rebuild as the DPP
; strategy. For an i64 smin llc's loop compares with v_cmp_lt_i64 on the
; VALU; agc's stays on the SALU (high dwords signed, low dwords unsigned,
; s_cselect_b64). The DPP strategy scans 64-bit values with two
; v_mov_b32_dpp per step. `none`, and -O0 without the flag, keep one
; atomic per lane; the flag turns the optimizer on at -O0 too.
; RUN: agc --emit asm -C target-cpu=gfx942 --atomic-optimizer=iterative -o - %s | FileCheck %s --check-prefix=IT
; RUN: agc --emit asm -C target-cpu=gfx900 -O0 --atomic-optimizer=iterative -o - %s | FileCheck %s --check-prefix=IT
; RUN: agc --emit asm -C target-cpu=gfx942 --atomic-optimizer=dpp -o - %s | FileCheck %s --check-prefix=DPP
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s --check-prefix=DPP
; RUN: agc --emit asm -C target-cpu=gfx942 --atomic-optimizer=none -o - %s | FileCheck %s --check-prefix=NONE
; RUN: not agc --emit asm --atomic-optimizer=fast -o - %s 2>&1 | FileCheck %s --check-prefix=BAD

; IT-LABEL: scan32:
; IT:         s_mov_b64 s{{\[}}[[M:[0-9]+]]:{{[0-9]+}}], exec
; IT:         s_mov_b32 [[ACC:s[0-9]+]], 0
; IT-NEXT:  .LBB0_1:
; IT-NEXT:    s_ff1_i32_b64 [[LANE:s[0-9]+]], s{{\[}}[[M]]:{{[0-9]+}}]
; IT-NEXT:    v_readlane_b32 [[X:s[0-9]+]], v{{[0-9]+}}, [[LANE]]
; IT-NEXT:    s_mov_b32 m0, [[LANE]]
; IT-NEXT:    v_writelane_b32 [[PRE:v[0-9]+]], [[ACC]], m0
; IT-NEXT:    s_add_u32 [[ACC]], [[ACC]], [[X]]
; IT-NEXT:    s_lshl_b64 s{{\[}}[[BIT:[0-9]+]]:{{[0-9]+}}], 1, [[LANE]]
; IT-NEXT:    s_andn2_b64 s{{\[}}[[M]]:{{[0-9]+}}], s{{\[}}[[M]]:{{[0-9]+}}], s{{\[}}[[BIT]]:{{[0-9]+}}]
; IT-NEXT:    s_cbranch_scc1 .LBB0_1
; IT:         v_mov_b32_e32 [[DATA:v[0-9]+]], [[ACC]]
; IT:         s_and_saveexec_b64
; IT:         global_atomic_add [[OLD:v[0-9]+]], v{{[0-9]+}}, [[DATA]], s[{{[0-9]+:[0-9]+}}]
; IT:         v_readfirstlane_b32 [[S:s[0-9]+]], [[OLD]]
; IT:         v_add_u32_e32 v{{[0-9]+}}, [[S]], [[PRE]]
; IT-NOT:     global_atomic
; IT:         s_endpgm
; DPP-LABEL: scan32:
; DPP-NOT:    s_ff1_i32_b64
; DPP:        v_add_u32_dpp {{.*}} row_shr:1
; DPP:        v_mov_b32_dpp {{.*}} wave_shr:1
; DPP:        global_atomic_add
; DPP:        s_endpgm
; NONE-LABEL: scan32:
; NONE-NOT:   v_mbcnt
; NONE:       global_atomic_add
; NONE:       s_endpgm
kernel @scan32(%c: ptr.global, %out: ptr.global) {
entry:
    %i = workitem_id x
    %old = atomicrmw add %c, %i, monotonic agent, align 4
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %o = imul %i64, %four
    %q = ptradd %out, %o
    store %old, %q, align 4
    ret
}

; A 64-bit signed minimum: the loop reads and writes both dwords, the
; accumulator starts at the identity 0x7fffffff_ffffffff, and the rebuild
; is a 64-bit compare and select on the VALU.
; IT-LABEL: smin64:
; IT:         s_mov_b32 s{{[0-9]+}}, -1
; IT-NEXT:    s_mov_b32 s{{[0-9]+}}, 0x7fffffff
; IT-NEXT:  .LBB1_1:
; IT-NEXT:    s_ff1_i32_b64 [[LANE:s[0-9]+]]
; IT-NEXT:    v_readlane_b32 {{s[0-9]+}}, v{{[0-9]+}}, [[LANE]]
; IT-NEXT:    v_readlane_b32 {{s[0-9]+}}, v{{[0-9]+}}, [[LANE]]
; IT:         s_mov_b32 m0, [[LANE]]
; IT-NEXT:    v_writelane_b32 v{{[0-9]+}}, s{{[0-9]+}}, m0
; IT-NEXT:    v_writelane_b32 v{{[0-9]+}}, s{{[0-9]+}}, m0
; IT-NEXT:    s_cmp_lt_u32
; IT-NEXT:    s_cselect_b64
; IT-NEXT:    s_cmp_lt_i32
; IT-NEXT:    s_cselect_b64
; IT-NEXT:    s_cmp_eq_u32
; IT-NEXT:    s_cselect_b64
; IT-NEXT:    s_lshl_b64
; IT-NEXT:    s_andn2_b64
; IT-NEXT:    s_cbranch_scc1 .LBB1_1
; IT:         global_atomic_smin_x2
; IT:         v_cmp_lt_i64_e64
; IT-NOT:     global_atomic
; IT:         s_endpgm
; DPP-LABEL: smin64:
; DPP:        v_mov_b32_dpp {{.*}} row_shr:1
; DPP-NEXT:   v_mov_b32_dpp {{.*}} row_shr:1
; DPP:        v_cmp_lt_u64_e64
; DPP:        v_readlane_b32 {{s[0-9]+}}, {{v[0-9]+}}, 63
; DPP:        v_readlane_b32 {{s[0-9]+}}, {{v[0-9]+}}, 63
; DPP:        global_atomic_smin_x2
; DPP-NOT:    global_atomic
; DPP:        s_endpgm
; NONE-LABEL: smin64:
; NONE-NOT:   v_mbcnt
; NONE:       global_atomic_smin_x2
; NONE:       s_endpgm
; BAD: error: invalid value 'fast' for '--atomic-optimizer <STRATEGY>'
kernel @smin64(%c: ptr.global, %out: ptr.global) {
entry:
    %i = workitem_id x
    %x = zext.i64 %i
    %old = atomicrmw smin %c, %x, monotonic agent, align 8
    %eight = iconst.i64 8
    %o = imul %x, %eight
    %q = ptradd %out, %o
    store %old, %q, align 8
    ret
}
