; `cmpxchg` in global memory: success/failure ordering pairs at every scope, 32 and 64 bits.
; Only the memory instructions, waits and cache maintenance are checked.
; NOTE: Assertions are generated; to update them, run: AGC_BLESS=1 cargo test --test lit
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX900
; RUN: agc --emit asm -C target-cpu=gfx90a -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX90A
; RUN: agc --emit asm -C target-cpu=gfx90a -C target-feature=+tgsplit -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX90A-TG
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX942
; RUN: agc --emit asm -C target-cpu=gfx942 -C target-feature=+tgsplit -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX942-TG

kernel @cas_monotonic_monotonic_singlethread(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, monotonic monotonic singlethread, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_monotonic_monotonic_wavefront(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, monotonic monotonic wavefront, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_monotonic_monotonic_workgroup(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, monotonic monotonic workgroup, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_monotonic_monotonic_agent(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, monotonic monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_monotonic_monotonic_system(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, monotonic monotonic system, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_monotonic_monotonic_workgroup_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, monotonic monotonic workgroup_one_as, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_monotonic_monotonic_agent_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, monotonic monotonic agent_one_as, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_acquire_acquire_singlethread(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, acquire acquire singlethread, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_acquire_acquire_wavefront(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, acquire acquire wavefront, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_acquire_acquire_workgroup(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, acquire acquire workgroup, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_acquire_acquire_agent(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, acquire acquire agent, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_acquire_acquire_system(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, acquire acquire system, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_acquire_acquire_workgroup_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, acquire acquire workgroup_one_as, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_acquire_acquire_agent_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, acquire acquire agent_one_as, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_release_monotonic_singlethread(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, release monotonic singlethread, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_release_monotonic_wavefront(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, release monotonic wavefront, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_release_monotonic_workgroup(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, release monotonic workgroup, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_release_monotonic_agent(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, release monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_release_monotonic_system(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, release monotonic system, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_release_monotonic_workgroup_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, release monotonic workgroup_one_as, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_release_monotonic_agent_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, release monotonic agent_one_as, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_acq_rel_acquire_singlethread(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, acq_rel acquire singlethread, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_acq_rel_acquire_wavefront(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, acq_rel acquire wavefront, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_acq_rel_acquire_workgroup(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, acq_rel acquire workgroup, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_acq_rel_acquire_agent(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, acq_rel acquire agent, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_acq_rel_acquire_system(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, acq_rel acquire system, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_acq_rel_acquire_workgroup_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, acq_rel acquire workgroup_one_as, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_acq_rel_acquire_agent_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, acq_rel acquire agent_one_as, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_seq_cst_seq_cst_singlethread(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, seq_cst seq_cst singlethread, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_seq_cst_seq_cst_wavefront(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, seq_cst seq_cst wavefront, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_seq_cst_seq_cst_workgroup(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, seq_cst seq_cst workgroup, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_seq_cst_seq_cst_agent(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, seq_cst seq_cst agent, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_seq_cst_seq_cst_system(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, seq_cst seq_cst system, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_seq_cst_seq_cst_workgroup_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, seq_cst seq_cst workgroup_one_as, align 4
    store %r, %out, align 4
    ret
}

kernel @cas_seq_cst_seq_cst_agent_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i32 7
    %r = cmpxchg %pt, %v, %seven, seq_cst seq_cst agent_one_as, align 4
    store %r, %out, align 4
    ret
}

kernel @cas64_seq_cst_agent(%p: ptr.global, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %seven = iconst.i64 7
    %r = cmpxchg %pt, %v, %seven, seq_cst seq_cst agent, align 8
    store %r, %out, align 8
    ret
}

; GFX900: cas_monotonic_monotonic_singlethread:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_monotonic_monotonic_wavefront:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_monotonic_monotonic_workgroup:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_monotonic_monotonic_agent:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_monotonic_monotonic_system:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_monotonic_monotonic_workgroup_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_monotonic_monotonic_agent_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_acquire_acquire_singlethread:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_acquire_acquire_wavefront:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_acquire_acquire_workgroup:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_acquire_acquire_agent:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_acquire_acquire_system:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_acquire_acquire_workgroup_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_acquire_acquire_agent_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_release_monotonic_singlethread:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_release_monotonic_wavefront:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_release_monotonic_workgroup:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_release_monotonic_agent:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_release_monotonic_system:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_release_monotonic_workgroup_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_release_monotonic_agent_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_acq_rel_acquire_singlethread:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_acq_rel_acquire_wavefront:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_acq_rel_acquire_workgroup:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_acq_rel_acquire_agent:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_acq_rel_acquire_system:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_acq_rel_acquire_workgroup_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_acq_rel_acquire_agent_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_seq_cst_seq_cst_singlethread:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_seq_cst_seq_cst_wavefront:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_seq_cst_seq_cst_workgroup:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_seq_cst_seq_cst_agent:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_seq_cst_seq_cst_system:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_seq_cst_seq_cst_workgroup_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas_seq_cst_seq_cst_agent_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap v0, v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_store_dword v5, v0, s[0:1]
; GFX900-NEXT: cas64_seq_cst_agent:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_cmpswap_x2 v[5:6], v[5:6], v[1:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_store_dwordx2 v0, v[5:6], s[0:1]
; GFX900-NOT: {{.}}

; GFX90A: cas_monotonic_monotonic_singlethread:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_monotonic_monotonic_wavefront:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_monotonic_monotonic_workgroup:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_monotonic_monotonic_agent:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_monotonic_monotonic_system:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_monotonic_monotonic_workgroup_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_monotonic_monotonic_agent_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_acquire_acquire_singlethread:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_acquire_acquire_wavefront:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_acquire_acquire_workgroup:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_acquire_acquire_agent:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_acquire_acquire_system:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_invl2
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_acquire_acquire_workgroup_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_acquire_acquire_agent_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_release_monotonic_singlethread:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_release_monotonic_wavefront:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_release_monotonic_workgroup:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_release_monotonic_agent:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_release_monotonic_system:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	buffer_wbl2
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_release_monotonic_workgroup_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_release_monotonic_agent_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_acq_rel_acquire_singlethread:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_acq_rel_acquire_wavefront:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_acq_rel_acquire_workgroup:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_acq_rel_acquire_agent:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_acq_rel_acquire_system:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	buffer_wbl2
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_invl2
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_acq_rel_acquire_workgroup_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_acq_rel_acquire_agent_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_seq_cst_seq_cst_singlethread:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_seq_cst_seq_cst_wavefront:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_seq_cst_seq_cst_workgroup:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_seq_cst_seq_cst_agent:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_seq_cst_seq_cst_system:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	buffer_wbl2
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_invl2
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_seq_cst_seq_cst_workgroup_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas_seq_cst_seq_cst_agent_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: cas64_seq_cst_agent:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_cmpswap_x2 v[6:7], v[6:7], v[2:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[6:7], s[0:1]
; GFX90A-NOT: {{.}}

; GFX90A-TG: cas_monotonic_monotonic_singlethread:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_monotonic_monotonic_wavefront:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_monotonic_monotonic_workgroup:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_monotonic_monotonic_agent:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_monotonic_monotonic_system:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_monotonic_monotonic_workgroup_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_monotonic_monotonic_agent_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_acquire_acquire_singlethread:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_acquire_acquire_wavefront:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_acquire_acquire_workgroup:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_acquire_acquire_agent:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_acquire_acquire_system:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_invl2
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_acquire_acquire_workgroup_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_acquire_acquire_agent_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_release_monotonic_singlethread:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_release_monotonic_wavefront:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_release_monotonic_workgroup:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_release_monotonic_agent:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_release_monotonic_system:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbl2
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_release_monotonic_workgroup_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_release_monotonic_agent_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_acq_rel_acquire_singlethread:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_acq_rel_acquire_wavefront:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_acq_rel_acquire_workgroup:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_acq_rel_acquire_agent:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_acq_rel_acquire_system:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbl2
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_invl2
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_acq_rel_acquire_workgroup_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_acq_rel_acquire_agent_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_seq_cst_seq_cst_singlethread:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_seq_cst_seq_cst_wavefront:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_seq_cst_seq_cst_workgroup:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_seq_cst_seq_cst_agent:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_seq_cst_seq_cst_system:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbl2
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_invl2
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_seq_cst_seq_cst_workgroup_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas_seq_cst_seq_cst_agent_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: cas64_seq_cst_agent:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_cmpswap_x2 v[6:7], v[6:7], v[2:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[6:7], s[0:1]
; GFX90A-TG-NOT: {{.}}

; GFX942: cas_monotonic_monotonic_singlethread:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_monotonic_monotonic_wavefront:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_monotonic_monotonic_workgroup:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_monotonic_monotonic_agent:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_monotonic_monotonic_system:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_monotonic_monotonic_workgroup_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_monotonic_monotonic_agent_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_acquire_acquire_singlethread:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_acquire_acquire_wavefront:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_acquire_acquire_workgroup:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_acquire_acquire_agent:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_acquire_acquire_system:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc0 sc1
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_acquire_acquire_workgroup_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_acquire_acquire_agent_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_release_monotonic_singlethread:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_release_monotonic_wavefront:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_release_monotonic_workgroup:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_release_monotonic_agent:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_release_monotonic_system:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_release_monotonic_workgroup_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_release_monotonic_agent_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_acq_rel_acquire_singlethread:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_acq_rel_acquire_wavefront:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_acq_rel_acquire_workgroup:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_acq_rel_acquire_agent:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_acq_rel_acquire_system:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc0 sc1
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_acq_rel_acquire_workgroup_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_acq_rel_acquire_agent_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_seq_cst_seq_cst_singlethread:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_seq_cst_seq_cst_wavefront:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_seq_cst_seq_cst_workgroup:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_seq_cst_seq_cst_agent:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_seq_cst_seq_cst_system:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc0 sc1
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_seq_cst_seq_cst_workgroup_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas_seq_cst_seq_cst_agent_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: cas64_seq_cst_agent:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_cmpswap_x2 v[6:7], v[6:7], v[2:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: 	global_store_dwordx2 v0, v[6:7], s[0:1]
; GFX942-NOT: {{.}}

; GFX942-TG: cas_monotonic_monotonic_singlethread:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_monotonic_monotonic_wavefront:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_monotonic_monotonic_workgroup:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_monotonic_monotonic_agent:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_monotonic_monotonic_system:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_monotonic_monotonic_workgroup_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_monotonic_monotonic_agent_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_acquire_acquire_singlethread:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_acquire_acquire_wavefront:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_acquire_acquire_workgroup:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_acquire_acquire_agent:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_acquire_acquire_system:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0 sc1
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_acquire_acquire_workgroup_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_acquire_acquire_agent_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_release_monotonic_singlethread:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_release_monotonic_wavefront:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_release_monotonic_workgroup:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_release_monotonic_agent:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_release_monotonic_system:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_release_monotonic_workgroup_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_release_monotonic_agent_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_acq_rel_acquire_singlethread:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_acq_rel_acquire_wavefront:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_acq_rel_acquire_workgroup:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_acq_rel_acquire_agent:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_acq_rel_acquire_system:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0 sc1
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_acq_rel_acquire_workgroup_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_acq_rel_acquire_agent_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_seq_cst_seq_cst_singlethread:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_seq_cst_seq_cst_wavefront:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_seq_cst_seq_cst_workgroup:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_seq_cst_seq_cst_agent:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_seq_cst_seq_cst_system:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0 sc1
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_seq_cst_seq_cst_workgroup_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas_seq_cst_seq_cst_agent_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap v0, v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: cas64_seq_cst_agent:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_cmpswap_x2 v[6:7], v[6:7], v[2:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[6:7], s[0:1]
; GFX942-TG-NOT: {{.}}
