; `store ... atomic` in flat memory at every ordering and scope (seed 002 tables 79-81).
; Only the memory instructions, waits and cache maintenance are checked.
; NOTE: Assertions are generated; to update them, run: AGC_BLESS=1 cargo test --test lit
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX900
; RUN: agc --emit asm -C target-cpu=gfx90a -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX90A
; RUN: agc --emit asm -C target-cpu=gfx90a -C target-feature=+tgsplit -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX90A-TG
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX942
; RUN: agc --emit asm -C target-cpu=gfx942 -C target-feature=+tgsplit -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX942-TG

kernel @store_monotonic_singlethread(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    store %v, %pt, align 4, atomic monotonic singlethread
    ret
}

kernel @store_monotonic_wavefront(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    store %v, %pt, align 4, atomic monotonic wavefront
    ret
}

kernel @store_monotonic_workgroup(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    store %v, %pt, align 4, atomic monotonic workgroup
    ret
}

kernel @store_monotonic_agent(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    store %v, %pt, align 4, atomic monotonic agent
    ret
}

kernel @store_monotonic_system(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    store %v, %pt, align 4, atomic monotonic system
    ret
}

kernel @store_monotonic_workgroup_one_as(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    store %v, %pt, align 4, atomic monotonic workgroup_one_as
    ret
}

kernel @store_monotonic_agent_one_as(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    store %v, %pt, align 4, atomic monotonic agent_one_as
    ret
}

kernel @store_release_singlethread(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    store %v, %pt, align 4, atomic release singlethread
    ret
}

kernel @store_release_wavefront(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    store %v, %pt, align 4, atomic release wavefront
    ret
}

kernel @store_release_workgroup(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    store %v, %pt, align 4, atomic release workgroup
    ret
}

kernel @store_release_agent(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    store %v, %pt, align 4, atomic release agent
    ret
}

kernel @store_release_system(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    store %v, %pt, align 4, atomic release system
    ret
}

kernel @store_release_workgroup_one_as(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    store %v, %pt, align 4, atomic release workgroup_one_as
    ret
}

kernel @store_release_agent_one_as(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    store %v, %pt, align 4, atomic release agent_one_as
    ret
}

kernel @store_seq_cst_singlethread(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    store %v, %pt, align 4, atomic seq_cst singlethread
    ret
}

kernel @store_seq_cst_wavefront(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    store %v, %pt, align 4, atomic seq_cst wavefront
    ret
}

kernel @store_seq_cst_workgroup(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    store %v, %pt, align 4, atomic seq_cst workgroup
    ret
}

kernel @store_seq_cst_agent(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    store %v, %pt, align 4, atomic seq_cst agent
    ret
}

kernel @store_seq_cst_system(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    store %v, %pt, align 4, atomic seq_cst system
    ret
}

kernel @store_seq_cst_workgroup_one_as(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    store %v, %pt, align 4, atomic seq_cst workgroup_one_as
    ret
}

kernel @store_seq_cst_agent_one_as(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    store %v, %pt, align 4, atomic seq_cst agent_one_as
    ret
}

; GFX900: store_monotonic_singlethread:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_store_dword v[1:2], v0
; GFX900-NEXT: store_monotonic_wavefront:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_store_dword v[1:2], v0
; GFX900-NEXT: store_monotonic_workgroup:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_store_dword v[1:2], v0
; GFX900-NEXT: store_monotonic_agent:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_store_dword v[1:2], v0
; GFX900-NEXT: store_monotonic_system:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_store_dword v[1:2], v0
; GFX900-NEXT: store_monotonic_workgroup_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_store_dword v[1:2], v0
; GFX900-NEXT: store_monotonic_agent_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_store_dword v[1:2], v0
; GFX900-NEXT: store_release_singlethread:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_store_dword v[1:2], v0
; GFX900-NEXT: store_release_wavefront:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_store_dword v[1:2], v0
; GFX900-NEXT: store_release_workgroup:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_store_dword v[1:2], v0
; GFX900-NEXT: store_release_agent:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_store_dword v[1:2], v0
; GFX900-NEXT: store_release_system:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_store_dword v[1:2], v0
; GFX900-NEXT: store_release_workgroup_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_store_dword v[1:2], v0
; GFX900-NEXT: store_release_agent_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_store_dword v[1:2], v0
; GFX900-NEXT: store_seq_cst_singlethread:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_store_dword v[1:2], v0
; GFX900-NEXT: store_seq_cst_wavefront:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_store_dword v[1:2], v0
; GFX900-NEXT: store_seq_cst_workgroup:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_store_dword v[1:2], v0
; GFX900-NEXT: store_seq_cst_agent:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_store_dword v[1:2], v0
; GFX900-NEXT: store_seq_cst_system:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_store_dword v[1:2], v0
; GFX900-NEXT: store_seq_cst_workgroup_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_store_dword v[1:2], v0
; GFX900-NEXT: store_seq_cst_agent_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_store_dword v[1:2], v0
; GFX900-NOT: {{.}}

; GFX90A: store_monotonic_singlethread:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-NEXT: store_monotonic_wavefront:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-NEXT: store_monotonic_workgroup:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-NEXT: store_monotonic_agent:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-NEXT: store_monotonic_system:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-NEXT: store_monotonic_workgroup_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-NEXT: store_monotonic_agent_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-NEXT: store_release_singlethread:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-NEXT: store_release_wavefront:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-NEXT: store_release_workgroup:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-NEXT: store_release_agent:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-NEXT: store_release_system:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	buffer_wbl2
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-NEXT: store_release_workgroup_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-NEXT: store_release_agent_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-NEXT: store_seq_cst_singlethread:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-NEXT: store_seq_cst_wavefront:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-NEXT: store_seq_cst_workgroup:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-NEXT: store_seq_cst_agent:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-NEXT: store_seq_cst_system:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	buffer_wbl2
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-NEXT: store_seq_cst_workgroup_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-NEXT: store_seq_cst_agent_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-NOT: {{.}}

; GFX90A-TG: store_monotonic_singlethread:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-TG-NEXT: store_monotonic_wavefront:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-TG-NEXT: store_monotonic_workgroup:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-TG-NEXT: store_monotonic_agent:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-TG-NEXT: store_monotonic_system:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-TG-NEXT: store_monotonic_workgroup_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-TG-NEXT: store_monotonic_agent_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-TG-NEXT: store_release_singlethread:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-TG-NEXT: store_release_wavefront:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-TG-NEXT: store_release_workgroup:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-TG-NEXT: store_release_agent:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-TG-NEXT: store_release_system:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbl2
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-TG-NEXT: store_release_workgroup_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-TG-NEXT: store_release_agent_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-TG-NEXT: store_seq_cst_singlethread:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-TG-NEXT: store_seq_cst_wavefront:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-TG-NEXT: store_seq_cst_workgroup:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-TG-NEXT: store_seq_cst_agent:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-TG-NEXT: store_seq_cst_system:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbl2
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-TG-NEXT: store_seq_cst_workgroup_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-TG-NEXT: store_seq_cst_agent_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_store_dword v[2:3], v0
; GFX90A-TG-NOT: {{.}}

; GFX942: store_monotonic_singlethread:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_store_dword v[2:3], v0
; GFX942-NEXT: store_monotonic_wavefront:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_store_dword v[2:3], v0
; GFX942-NEXT: store_monotonic_workgroup:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_store_dword v[2:3], v0 sc0
; GFX942-NEXT: store_monotonic_agent:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_store_dword v[2:3], v0 sc1
; GFX942-NEXT: store_monotonic_system:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_store_dword v[2:3], v0 sc0 sc1
; GFX942-NEXT: store_monotonic_workgroup_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_store_dword v[2:3], v0 sc0
; GFX942-NEXT: store_monotonic_agent_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_store_dword v[2:3], v0 sc1
; GFX942-NEXT: store_release_singlethread:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_store_dword v[2:3], v0
; GFX942-NEXT: store_release_wavefront:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_store_dword v[2:3], v0
; GFX942-NEXT: store_release_workgroup:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_store_dword v[2:3], v0 sc0
; GFX942-NEXT: store_release_agent:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	flat_store_dword v[2:3], v0 sc1
; GFX942-NEXT: store_release_system:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	flat_store_dword v[2:3], v0 sc0 sc1
; GFX942-NEXT: store_release_workgroup_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_store_dword v[2:3], v0 sc0
; GFX942-NEXT: store_release_agent_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	flat_store_dword v[2:3], v0 sc1
; GFX942-NEXT: store_seq_cst_singlethread:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_store_dword v[2:3], v0
; GFX942-NEXT: store_seq_cst_wavefront:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_store_dword v[2:3], v0
; GFX942-NEXT: store_seq_cst_workgroup:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_store_dword v[2:3], v0 sc0
; GFX942-NEXT: store_seq_cst_agent:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	flat_store_dword v[2:3], v0 sc1
; GFX942-NEXT: store_seq_cst_system:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	flat_store_dword v[2:3], v0 sc0 sc1
; GFX942-NEXT: store_seq_cst_workgroup_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_store_dword v[2:3], v0 sc0
; GFX942-NEXT: store_seq_cst_agent_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	flat_store_dword v[2:3], v0 sc1
; GFX942-NOT: {{.}}

; GFX942-TG: store_monotonic_singlethread:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_store_dword v[2:3], v0
; GFX942-TG-NEXT: store_monotonic_wavefront:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_store_dword v[2:3], v0
; GFX942-TG-NEXT: store_monotonic_workgroup:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_store_dword v[2:3], v0 sc0
; GFX942-TG-NEXT: store_monotonic_agent:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_store_dword v[2:3], v0 sc1
; GFX942-TG-NEXT: store_monotonic_system:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_store_dword v[2:3], v0 sc0 sc1
; GFX942-TG-NEXT: store_monotonic_workgroup_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_store_dword v[2:3], v0 sc0
; GFX942-TG-NEXT: store_monotonic_agent_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_store_dword v[2:3], v0 sc1
; GFX942-TG-NEXT: store_release_singlethread:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_store_dword v[2:3], v0
; GFX942-TG-NEXT: store_release_wavefront:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_store_dword v[2:3], v0
; GFX942-TG-NEXT: store_release_workgroup:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_store_dword v[2:3], v0 sc0
; GFX942-TG-NEXT: store_release_agent:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	flat_store_dword v[2:3], v0 sc1
; GFX942-TG-NEXT: store_release_system:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	flat_store_dword v[2:3], v0 sc0 sc1
; GFX942-TG-NEXT: store_release_workgroup_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_store_dword v[2:3], v0 sc0
; GFX942-TG-NEXT: store_release_agent_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	flat_store_dword v[2:3], v0 sc1
; GFX942-TG-NEXT: store_seq_cst_singlethread:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_store_dword v[2:3], v0
; GFX942-TG-NEXT: store_seq_cst_wavefront:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_store_dword v[2:3], v0
; GFX942-TG-NEXT: store_seq_cst_workgroup:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_store_dword v[2:3], v0 sc0
; GFX942-TG-NEXT: store_seq_cst_agent:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	flat_store_dword v[2:3], v0 sc1
; GFX942-TG-NEXT: store_seq_cst_system:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	flat_store_dword v[2:3], v0 sc0 sc1
; GFX942-TG-NEXT: store_seq_cst_workgroup_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_store_dword v[2:3], v0 sc0
; GFX942-TG-NEXT: store_seq_cst_agent_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	flat_store_dword v[2:3], v0 sc1
; GFX942-TG-NOT: {{.}}
