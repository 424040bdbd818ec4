; GFX12 (experimental): seed 002 tables 83 and 84 and the split wait
; counters. Oracle: llc-22 -mcpu=gfx1200/gfx1201 -O2 (with and without
; +cumode) on the same kernels written as LLVM IR, which emits these
; memory instructions, scopes, cache operations and waits:
; `global_wb scope:SCOPE_SYS` and `s_wait_storecnt 0x0` before a
; system-scope release, `global_inv` at table 83's scope after an acquire
; (SCOPE_DEV at agent; SCOPE_SE at workgroup only in WGP mode), combined
; `s_wait_loadcnt_dscnt` / `s_wait_storecnt_dscnt`, and the barrier as
; `s_barrier_signal -1` / `s_barrier_wait -1` (llvm-mc prints the wait's
; immediate as 0xffff).
; RUN: agc -Z unstable-targets --emit asm -C target-cpu=gfx1200 -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_wait[a-z_]*cnt|s_barrier)|ttmp|amdhsa_system_sgpr_workgroup_id' | FileCheck %s --check-prefixes=CHECK,WGP
; RUN: agc -Z unstable-targets --emit asm -C target-cpu=gfx1201 -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_wait[a-z_]*cnt|s_barrier)|ttmp|amdhsa_system_sgpr_workgroup_id' | FileCheck %s --check-prefixes=CHECK,WGP
; RUN: agc -Z unstable-targets --emit asm -C target-cpu=gfx1200 -C target-feature=+cumode -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_wait[a-z_]*cnt|s_barrier)|ttmp|amdhsa_system_sgpr_workgroup_id' | FileCheck %s --check-prefixes=CHECK,CU
; RUN: agc -Z unstable-targets --emit asm -C target-cpu=gfx1201 -C target-feature=+wavefrontsize64 -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_wait[a-z_]*cnt|s_barrier)|ttmp|amdhsa_system_sgpr_workgroup_id' | FileCheck %s --check-prefixes=CHECK,WGP

lds @tile: 1024, align 16

; CHECK-LABEL: release_system:
; CHECK:         global_store_b32 v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9:]+}}]{{$}}
; CHECK-NEXT:    global_wb scope:SCOPE_SYS
; CHECK-NEXT:    s_wait_storecnt 0x0
; CHECK-NEXT:    global_store_b32 {{.*}} scope:SCOPE_SYS
kernel @release_system(%g: ptr.global, %v: i32) {
entry:
    store %v, %g, align 4
    fence release system
    store %v, %g, align 4, atomic monotonic system
    ret
}

; CHECK-LABEL: acquire_agent:
; CHECK:         global_load_b32 {{.*}} scope:SCOPE_DEV
; CHECK-NEXT:    s_wait_loadcnt 0x0
; CHECK-NEXT:    global_inv scope:SCOPE_DEV
; CHECK-NEXT:    global_store_b32
kernel @acquire_agent(%g: ptr.global, %out: ptr.global) {
entry:
    %a = load.i32 %g, align 4, atomic acquire agent
    store %a, %out, align 4
    ret
}

; CHECK-LABEL: acq_rel_workgroup:
; WGP:           global_atomic_add_u32 {{.*}} th:TH_ATOMIC_RETURN scope:SCOPE_SE
; CU:            global_atomic_add_u32 {{.*}} th:TH_ATOMIC_RETURN{{$}}
; CHECK-NEXT:    s_wait_loadcnt 0x0
; WGP-NEXT:      global_inv scope:SCOPE_SE
; CHECK-NEXT:    global_store_b32
kernel @acq_rel_workgroup(%g: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %r = atomicrmw add %g, %v, acq_rel workgroup, align 4
    store %r, %out, align 4
    ret
}

; CHECK-LABEL: split_waits:
; CHECK:         global_load_b32
; CHECK-NEXT:    ds_load_b32
; CHECK-NEXT:    s_wait_loadcnt_dscnt 0x0
; CHECK-NEXT:    global_store_b32
kernel @split_waits(%g: ptr.global, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pg = ptradd %g, %off
    %a = load.i32 %pg, align 4
    %t4 = imul %t, %t
    %l = lds_addr @tile
    %pl = ptradd %l, %t4
    %b = load.i32 %pl, align 4
    %s = iadd %a, %b
    %po = ptradd %out, %off
    store %s, %po, align 4
    ret
}

; CHECK-LABEL: barrier_split:
; CHECK:         global_store_b32
; CHECK-NEXT:    ds_store_b32
; CHECK-NEXT:    s_wait_storecnt_dscnt 0x0
; CHECK-NEXT:    s_barrier_signal -1
; CHECK-NEXT:    s_barrier_wait 0xffff
; WGP-NEXT:      global_inv scope:SCOPE_SE
; CHECK-NEXT:    ds_load_b32
; CHECK-NEXT:    s_wait_dscnt 0x0
; CHECK-NEXT:    global_store_b32
kernel @barrier_split(%g: ptr.global) {
entry:
    %t = workitem_id x
    %l = lds_addr @tile
    %pl = ptradd %l, %t
    %one = iconst.i32 1
    store %one, %g, align 4
    store %one, %pl, align 4
    barrier
    %b = load.i32 %pl, align 4
    store %b, %g, align 4
    ret
}

; Architected SGPRs: the workgroup IDs come from TTMP9 (X) and the halves
; of TTMP7 (Y, Z), as llc-22 -mcpu=gfx1200 reads them, with the
; descriptor's workgroup-ID bits still set.
; CHECK-LABEL: workgroup_ids:
; CHECK-DAG:     s_mov_b32 s{{[0-9]+}}, ttmp9
; CHECK-DAG:     s_and_b32 s{{[0-9]+}}, ttmp7, 0xffff
; CHECK-DAG:     s_lshr_b32 s{{[0-9]+}}, ttmp7, 16
; CHECK:         .amdhsa_system_sgpr_workgroup_id_x 1
; CHECK-NEXT:    .amdhsa_system_sgpr_workgroup_id_y 1
; CHECK-NEXT:    .amdhsa_system_sgpr_workgroup_id_z 1
kernel @workgroup_ids(%g: ptr.global) {
entry:
    %x = workgroup_id x
    %y = workgroup_id y
    %z = workgroup_id z
    %xy = iadd %x, %y
    %s = iadd %xy, %z
    store %s, %g, align 4
    ret
}
