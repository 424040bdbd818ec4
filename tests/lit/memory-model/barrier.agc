; `barrier` is a workgroup-scope release, `s_barrier` and a workgroup-scope
; acquire (seed 002 tables 79-81, fence rows). In threadgroup-split mode the
; waves of a workgroup may run on different CUs, so the acquire invalidates
; the L1 after `s_barrier` (`buffer_wbinvl1_vol` on gfx90a, `buffer_inv sc0`
; on gfx942) and the release waits for vmcnt before it; outside it, and on
; gfx900, no invalidate. With explicit fences around the barrier (the form a
; front end emits for a workgroup barrier) the output is llc-22's for
; `fence syncscope("workgroup") release; s.barrier; fence acquire`: one
; invalidate, the acquire fence's. Without them agc still orders memory
; (the IR's `barrier` does), where llc-22's bare `s.barrier` does not.
; Only the memory instructions, waits, cache maintenance and barriers are checked.
; NOTE: Assertions are generated; to update them, run: AGC_BLESS=1 cargo test --test lit
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt|s_barrier)' | FileCheck %s --check-prefixes=GFX900
; RUN: agc --emit asm -C target-cpu=gfx90a -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt|s_barrier)' | FileCheck %s --check-prefixes=GFX90A
; RUN: agc --emit asm -C target-cpu=gfx90a -C target-feature=+tgsplit -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt|s_barrier)' | FileCheck %s --check-prefixes=GFX90A-TG
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt|s_barrier)' | FileCheck %s --check-prefixes=GFX942
; RUN: agc --emit asm -C target-cpu=gfx942 -C target-feature=+tgsplit -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt|s_barrier)' | FileCheck %s --check-prefixes=GFX942-TG

kernel @barrier_plain(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    barrier
    %a = load.i32 %g, align 4
    store %a, %g, align 4
    ret
}

kernel @barrier_fenced(%g: ptr.global) {
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

kernel @barrier_release_after(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    barrier
    fence release workgroup
    %a = load.i32 %g, align 4
    store %a, %g, align 4
    ret
}

kernel @barrier_twice(%g: ptr.global) {
entry:
    %one = iconst.i32 1
    store %one, %g, align 4
    barrier
    %a = load.i32 %g, align 4
    barrier
    store %a, %g, align 4
    ret
}

; GFX900: barrier_plain:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	s_barrier
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1]
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: barrier_fenced:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	s_barrier
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1]
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: barrier_release_after:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	s_barrier
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1]
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: barrier_twice:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	s_barrier
; GFX900-NEXT: 	global_load_dword v0, v0, s[0:1]
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	s_barrier
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NOT: {{.}}

; GFX90A: barrier_plain:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	s_barrier
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1]
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: barrier_fenced:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	s_barrier
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1]
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: barrier_release_after:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	s_barrier
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1]
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: barrier_twice:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: 	s_barrier
; GFX90A-NEXT: 	global_load_dword v0, v0, s[0:1]
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	s_barrier
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NOT: {{.}}

; GFX90A-TG: barrier_plain:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	s_barrier
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: barrier_fenced:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	s_barrier
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: barrier_release_after:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	s_barrier
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: barrier_twice:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	s_barrier
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_load_dword v0, v0, s[0:1]
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	s_barrier
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NOT: {{.}}

; GFX942: barrier_plain:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	s_barrier
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1]
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: barrier_fenced:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	s_barrier
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1]
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: barrier_release_after:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	s_barrier
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1]
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: barrier_twice:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: 	s_barrier
; GFX942-NEXT: 	global_load_dword v0, v0, s[0:1]
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	s_barrier
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NOT: {{.}}

; GFX942-TG: barrier_plain:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	s_barrier
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1]
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: barrier_fenced:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	s_barrier
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1]
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: barrier_release_after:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	s_barrier
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1]
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: barrier_twice:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	s_barrier
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	global_load_dword v0, v0, s[0:1]
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	s_barrier
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NOT: {{.}}
