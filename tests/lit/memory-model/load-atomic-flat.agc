; `load ... atomic` in flat memory at every ordering and scope (seed 002 tables 79-81).
; Only the memory instructions, waits and cache maintenance are checked.
; NOTE: Assertions are generated; to update them, run: AGC_BLESS=1 cargo test --test lit
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX900
; RUN: agc --emit asm -C target-cpu=gfx90a -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX90A
; RUN: agc --emit asm -C target-cpu=gfx90a -C target-feature=+tgsplit -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX90A-TG
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX942
; RUN: agc --emit asm -C target-cpu=gfx942 -C target-feature=+tgsplit -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX942-TG

kernel @load_monotonic_singlethread(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = load.i32 %pt, align 4, atomic monotonic singlethread
    store %r, %out, align 4
    ret
}

kernel @load_monotonic_wavefront(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = load.i32 %pt, align 4, atomic monotonic wavefront
    store %r, %out, align 4
    ret
}

kernel @load_monotonic_workgroup(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = load.i32 %pt, align 4, atomic monotonic workgroup
    store %r, %out, align 4
    ret
}

kernel @load_monotonic_agent(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = load.i32 %pt, align 4, atomic monotonic agent
    store %r, %out, align 4
    ret
}

kernel @load_monotonic_system(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = load.i32 %pt, align 4, atomic monotonic system
    store %r, %out, align 4
    ret
}

kernel @load_monotonic_workgroup_one_as(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = load.i32 %pt, align 4, atomic monotonic workgroup_one_as
    store %r, %out, align 4
    ret
}

kernel @load_monotonic_agent_one_as(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = load.i32 %pt, align 4, atomic monotonic agent_one_as
    store %r, %out, align 4
    ret
}

kernel @load_acquire_singlethread(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = load.i32 %pt, align 4, atomic acquire singlethread
    store %r, %out, align 4
    ret
}

kernel @load_acquire_wavefront(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = load.i32 %pt, align 4, atomic acquire wavefront
    store %r, %out, align 4
    ret
}

kernel @load_acquire_workgroup(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = load.i32 %pt, align 4, atomic acquire workgroup
    store %r, %out, align 4
    ret
}

kernel @load_acquire_agent(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = load.i32 %pt, align 4, atomic acquire agent
    store %r, %out, align 4
    ret
}

kernel @load_acquire_system(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = load.i32 %pt, align 4, atomic acquire system
    store %r, %out, align 4
    ret
}

kernel @load_acquire_workgroup_one_as(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = load.i32 %pt, align 4, atomic acquire workgroup_one_as
    store %r, %out, align 4
    ret
}

kernel @load_acquire_agent_one_as(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = load.i32 %pt, align 4, atomic acquire agent_one_as
    store %r, %out, align 4
    ret
}

kernel @load_seq_cst_singlethread(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = load.i32 %pt, align 4, atomic seq_cst singlethread
    store %r, %out, align 4
    ret
}

kernel @load_seq_cst_wavefront(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = load.i32 %pt, align 4, atomic seq_cst wavefront
    store %r, %out, align 4
    ret
}

kernel @load_seq_cst_workgroup(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = load.i32 %pt, align 4, atomic seq_cst workgroup
    store %r, %out, align 4
    ret
}

kernel @load_seq_cst_agent(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = load.i32 %pt, align 4, atomic seq_cst agent
    store %r, %out, align 4
    ret
}

kernel @load_seq_cst_system(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = load.i32 %pt, align 4, atomic seq_cst system
    store %r, %out, align 4
    ret
}

kernel @load_seq_cst_workgroup_one_as(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = load.i32 %pt, align 4, atomic seq_cst workgroup_one_as
    store %r, %out, align 4
    ret
}

kernel @load_seq_cst_agent_one_as(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = load.i32 %pt, align 4, atomic seq_cst agent_one_as
    store %r, %out, align 4
    ret
}

; GFX900: load_monotonic_singlethread:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_load_dword v0, v[1:2]
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: load_monotonic_wavefront:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_load_dword v0, v[1:2]
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: load_monotonic_workgroup:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_load_dword v0, v[1:2]
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: load_monotonic_agent:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_load_dword v0, v[1:2] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: load_monotonic_system:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_load_dword v0, v[1:2] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: load_monotonic_workgroup_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_load_dword v0, v[1:2]
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: load_monotonic_agent_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_load_dword v0, v[1:2] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: load_acquire_singlethread:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_load_dword v0, v[1:2]
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: load_acquire_wavefront:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_load_dword v0, v[1:2]
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: load_acquire_workgroup:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_load_dword v0, v[1:2]
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: load_acquire_agent:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_load_dword v0, v[1:2] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: load_acquire_system:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_load_dword v0, v[1:2] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: load_acquire_workgroup_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_load_dword v0, v[1:2]
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: load_acquire_agent_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_load_dword v0, v[1:2] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: load_seq_cst_singlethread:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_load_dword v0, v[1:2]
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: load_seq_cst_wavefront:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_load_dword v0, v[1:2]
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: load_seq_cst_workgroup:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_load_dword v0, v[1:2]
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: load_seq_cst_agent:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_load_dword v0, v[1:2] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: load_seq_cst_system:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_load_dword v0, v[1:2] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: load_seq_cst_workgroup_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_load_dword v0, v[1:2]
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: load_seq_cst_agent_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_load_dword v0, v[1:2] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NOT: {{.}}

; GFX90A: load_monotonic_singlethread:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_load_dword v0, v[2:3]
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: load_monotonic_wavefront:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_load_dword v0, v[2:3]
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: load_monotonic_workgroup:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_load_dword v0, v[2:3]
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: load_monotonic_agent:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_load_dword v0, v[2:3] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: load_monotonic_system:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_load_dword v0, v[2:3] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: load_monotonic_workgroup_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_load_dword v0, v[2:3]
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: load_monotonic_agent_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_load_dword v0, v[2:3] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: load_acquire_singlethread:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_load_dword v0, v[2:3]
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: load_acquire_wavefront:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_load_dword v0, v[2:3]
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: load_acquire_workgroup:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_load_dword v0, v[2:3]
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: load_acquire_agent:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_load_dword v0, v[2:3] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: load_acquire_system:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_load_dword v0, v[2:3] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	buffer_invl2
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: load_acquire_workgroup_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_load_dword v0, v[2:3]
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: load_acquire_agent_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_load_dword v0, v[2:3] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: load_seq_cst_singlethread:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_load_dword v0, v[2:3]
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: load_seq_cst_wavefront:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_load_dword v0, v[2:3]
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: load_seq_cst_workgroup:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_load_dword v0, v[2:3]
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: load_seq_cst_agent:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_load_dword v0, v[2:3] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: load_seq_cst_system:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_load_dword v0, v[2:3] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	buffer_invl2
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: load_seq_cst_workgroup_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_load_dword v0, v[2:3]
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: load_seq_cst_agent_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_load_dword v0, v[2:3] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NOT: {{.}}

; GFX90A-TG: load_monotonic_singlethread:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_load_dword v0, v[2:3]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: load_monotonic_wavefront:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_load_dword v0, v[2:3]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: load_monotonic_workgroup:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_load_dword v0, v[2:3] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: load_monotonic_agent:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_load_dword v0, v[2:3] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: load_monotonic_system:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_load_dword v0, v[2:3] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: load_monotonic_workgroup_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_load_dword v0, v[2:3] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: load_monotonic_agent_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_load_dword v0, v[2:3] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: load_acquire_singlethread:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_load_dword v0, v[2:3]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: load_acquire_wavefront:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_load_dword v0, v[2:3]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: load_acquire_workgroup:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_load_dword v0, v[2:3] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: load_acquire_agent:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_load_dword v0, v[2:3] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: load_acquire_system:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_load_dword v0, v[2:3] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_invl2
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: load_acquire_workgroup_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_load_dword v0, v[2:3] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: load_acquire_agent_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_load_dword v0, v[2:3] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: load_seq_cst_singlethread:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_load_dword v0, v[2:3]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: load_seq_cst_wavefront:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_load_dword v0, v[2:3]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: load_seq_cst_workgroup:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_load_dword v0, v[2:3] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: load_seq_cst_agent:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_load_dword v0, v[2:3] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: load_seq_cst_system:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_load_dword v0, v[2:3] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_invl2
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: load_seq_cst_workgroup_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_load_dword v0, v[2:3] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: load_seq_cst_agent_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_load_dword v0, v[2:3] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NOT: {{.}}

; GFX942: load_monotonic_singlethread:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_load_dword v0, v[2:3]
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: load_monotonic_wavefront:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_load_dword v0, v[2:3]
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: load_monotonic_workgroup:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_load_dword v0, v[2:3] sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: load_monotonic_agent:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_load_dword v0, v[2:3] sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: load_monotonic_system:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_load_dword v0, v[2:3] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: load_monotonic_workgroup_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_load_dword v0, v[2:3] sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: load_monotonic_agent_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_load_dword v0, v[2:3] sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: load_acquire_singlethread:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_load_dword v0, v[2:3]
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: load_acquire_wavefront:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_load_dword v0, v[2:3]
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: load_acquire_workgroup:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_load_dword v0, v[2:3] sc0
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: load_acquire_agent:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_load_dword v0, v[2:3] sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: load_acquire_system:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_load_dword v0, v[2:3] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	buffer_inv sc0 sc1
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: load_acquire_workgroup_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_load_dword v0, v[2:3] sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: load_acquire_agent_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_load_dword v0, v[2:3] sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: load_seq_cst_singlethread:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_load_dword v0, v[2:3]
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: load_seq_cst_wavefront:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_load_dword v0, v[2:3]
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: load_seq_cst_workgroup:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_load_dword v0, v[2:3] sc0
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: load_seq_cst_agent:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_load_dword v0, v[2:3] sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: load_seq_cst_system:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_load_dword v0, v[2:3] sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	buffer_inv sc0 sc1
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: load_seq_cst_workgroup_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_load_dword v0, v[2:3] sc0
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: load_seq_cst_agent_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_load_dword v0, v[2:3] sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NOT: {{.}}

; GFX942-TG: load_monotonic_singlethread:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_load_dword v0, v[2:3]
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: load_monotonic_wavefront:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_load_dword v0, v[2:3]
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: load_monotonic_workgroup:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_load_dword v0, v[2:3] sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: load_monotonic_agent:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_load_dword v0, v[2:3] sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: load_monotonic_system:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_load_dword v0, v[2:3] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: load_monotonic_workgroup_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_load_dword v0, v[2:3] sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: load_monotonic_agent_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_load_dword v0, v[2:3] sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: load_acquire_singlethread:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_load_dword v0, v[2:3]
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: load_acquire_wavefront:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_load_dword v0, v[2:3]
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: load_acquire_workgroup:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_load_dword v0, v[2:3] sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: load_acquire_agent:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_load_dword v0, v[2:3] sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: load_acquire_system:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_load_dword v0, v[2:3] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: load_acquire_workgroup_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_load_dword v0, v[2:3] sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: load_acquire_agent_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_load_dword v0, v[2:3] sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: load_seq_cst_singlethread:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_load_dword v0, v[2:3]
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: load_seq_cst_wavefront:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_load_dword v0, v[2:3]
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: load_seq_cst_workgroup:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_load_dword v0, v[2:3] sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: load_seq_cst_agent:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_load_dword v0, v[2:3] sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: load_seq_cst_system:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_load_dword v0, v[2:3] sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: load_seq_cst_workgroup_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_load_dword v0, v[2:3] sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: load_seq_cst_agent_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_load_dword v0, v[2:3] sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NOT: {{.}}
