; `fence` at every ordering and scope, and the workgroup release/acquire around `barrier`.
; Only the memory instructions, waits and cache maintenance are checked.
; NOTE: Assertions are generated; to update them, run: AGC_BLESS=1 cargo test --test lit
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX900
; RUN: agc --emit asm -C target-cpu=gfx90a -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX90A
; RUN: agc --emit asm -C target-cpu=gfx90a -C target-feature=+tgsplit -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX90A-TG
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX942
; RUN: agc --emit asm -C target-cpu=gfx942 -C target-feature=+tgsplit -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX942-TG

kernel @fence_acquire_singlethread(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence acquire singlethread
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @fence_acquire_wavefront(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence acquire wavefront
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @fence_acquire_workgroup(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence acquire workgroup
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @fence_acquire_agent(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence acquire agent
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @fence_acquire_system(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence acquire system
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @fence_acquire_workgroup_one_as(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence acquire workgroup_one_as
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @fence_acquire_agent_one_as(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence acquire agent_one_as
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @fence_release_singlethread(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence release singlethread
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @fence_release_wavefront(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence release wavefront
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @fence_release_workgroup(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence release workgroup
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @fence_release_agent(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence release agent
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @fence_release_system(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence release system
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @fence_release_workgroup_one_as(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence release workgroup_one_as
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @fence_release_agent_one_as(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence release agent_one_as
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @fence_acq_rel_singlethread(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence acq_rel singlethread
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @fence_acq_rel_wavefront(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence acq_rel wavefront
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @fence_acq_rel_workgroup(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence acq_rel workgroup
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @fence_acq_rel_agent(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence acq_rel agent
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @fence_acq_rel_system(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence acq_rel system
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @fence_acq_rel_workgroup_one_as(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence acq_rel workgroup_one_as
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @fence_acq_rel_agent_one_as(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence acq_rel agent_one_as
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @fence_seq_cst_singlethread(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence seq_cst singlethread
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @fence_seq_cst_wavefront(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence seq_cst wavefront
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @fence_seq_cst_workgroup(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence seq_cst workgroup
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @fence_seq_cst_agent(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence seq_cst agent
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @fence_seq_cst_system(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence seq_cst system
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @fence_seq_cst_workgroup_one_as(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence seq_cst workgroup_one_as
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @fence_seq_cst_agent_one_as(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence seq_cst agent_one_as
    %a = load.i32 %g, align 4, volatile
    store %a, %g, align 4
    ret
}

kernel @barrier_sync(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    fence release workgroup
    barrier
    fence acquire workgroup
    %a = load.i32 %g, align 4
    store %a, %g, align 4
    ret
}

; GFX900: fence_acquire_singlethread:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fence_acquire_wavefront:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fence_acquire_workgroup:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fence_acquire_agent:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fence_acquire_system:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fence_acquire_workgroup_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fence_acquire_agent_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fence_release_singlethread:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fence_release_wavefront:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fence_release_workgroup:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fence_release_agent:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fence_release_system:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fence_release_workgroup_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fence_release_agent_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fence_acq_rel_singlethread:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fence_acq_rel_wavefront:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fence_acq_rel_workgroup:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fence_acq_rel_agent:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fence_acq_rel_system:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fence_acq_rel_workgroup_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fence_acq_rel_agent_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fence_seq_cst_singlethread:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fence_seq_cst_wavefront:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fence_seq_cst_workgroup:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fence_seq_cst_agent:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fence_seq_cst_system:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fence_seq_cst_workgroup_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fence_seq_cst_agent_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: barrier_sync:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1]
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NOT: {{.}}

; GFX90A: fence_acquire_singlethread:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fence_acquire_wavefront:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fence_acquire_workgroup:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fence_acquire_agent:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fence_acquire_system:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_invl2
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fence_acquire_workgroup_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fence_acquire_agent_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fence_release_singlethread:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fence_release_wavefront:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fence_release_workgroup:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fence_release_agent:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fence_release_system:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	buffer_wbl2
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fence_release_workgroup_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fence_release_agent_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fence_acq_rel_singlethread:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fence_acq_rel_wavefront:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fence_acq_rel_workgroup:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fence_acq_rel_agent:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fence_acq_rel_system:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	buffer_wbl2
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_invl2
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fence_acq_rel_workgroup_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fence_acq_rel_agent_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fence_seq_cst_singlethread:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fence_seq_cst_wavefront:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fence_seq_cst_workgroup:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fence_seq_cst_agent:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fence_seq_cst_system:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	buffer_wbl2
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_invl2
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fence_seq_cst_workgroup_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fence_seq_cst_agent_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: barrier_sync:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1]
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NOT: {{.}}

; GFX90A-TG: fence_acquire_singlethread:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fence_acquire_wavefront:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fence_acquire_workgroup:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fence_acquire_agent:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fence_acquire_system:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_invl2
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fence_acquire_workgroup_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fence_acquire_agent_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fence_release_singlethread:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fence_release_wavefront:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fence_release_workgroup:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fence_release_agent:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fence_release_system:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	buffer_wbl2
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fence_release_workgroup_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fence_release_agent_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fence_acq_rel_singlethread:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fence_acq_rel_wavefront:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fence_acq_rel_workgroup:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fence_acq_rel_agent:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fence_acq_rel_system:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	buffer_wbl2
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_invl2
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fence_acq_rel_workgroup_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fence_acq_rel_agent_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fence_seq_cst_singlethread:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fence_seq_cst_wavefront:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fence_seq_cst_workgroup:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fence_seq_cst_agent:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fence_seq_cst_system:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	buffer_wbl2
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_invl2
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fence_seq_cst_workgroup_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fence_seq_cst_agent_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: barrier_sync:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NOT: {{.}}

; GFX942: fence_acquire_singlethread:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fence_acquire_wavefront:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fence_acquire_workgroup:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fence_acquire_agent:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fence_acquire_system:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc0 sc1
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fence_acquire_workgroup_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fence_acquire_agent_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fence_release_singlethread:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fence_release_wavefront:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fence_release_workgroup:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fence_release_agent:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fence_release_system:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fence_release_workgroup_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fence_release_agent_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fence_acq_rel_singlethread:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fence_acq_rel_wavefront:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fence_acq_rel_workgroup:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fence_acq_rel_agent:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fence_acq_rel_system:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc0 sc1
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fence_acq_rel_workgroup_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fence_acq_rel_agent_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fence_seq_cst_singlethread:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fence_seq_cst_wavefront:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fence_seq_cst_workgroup:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fence_seq_cst_agent:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fence_seq_cst_system:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc0 sc1
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fence_seq_cst_workgroup_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fence_seq_cst_agent_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: barrier_sync:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1]
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NOT: {{.}}

; GFX942-TG: fence_acquire_singlethread:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fence_acquire_wavefront:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fence_acquire_workgroup:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fence_acquire_agent:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fence_acquire_system:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0 sc1
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fence_acquire_workgroup_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fence_acquire_agent_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fence_release_singlethread:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fence_release_wavefront:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fence_release_workgroup:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fence_release_agent:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fence_release_system:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fence_release_workgroup_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fence_release_agent_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fence_acq_rel_singlethread:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fence_acq_rel_wavefront:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fence_acq_rel_workgroup:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fence_acq_rel_agent:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fence_acq_rel_system:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0 sc1
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fence_acq_rel_workgroup_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fence_acq_rel_agent_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fence_seq_cst_singlethread:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fence_seq_cst_wavefront:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fence_seq_cst_workgroup:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fence_seq_cst_agent:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fence_seq_cst_system:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0 sc1
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fence_seq_cst_workgroup_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fence_seq_cst_agent_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: barrier_sync:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1]
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NOT: {{.}}
