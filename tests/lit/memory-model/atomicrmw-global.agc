; `atomicrmw add` in global memory at every ordering and scope, with and without a used result.
; Only the memory instructions, waits and cache maintenance are checked.
; NOTE: Assertions are generated; to update them, run: AGC_BLESS=1 cargo test --test lit
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX900
; RUN: agc --emit asm -C target-cpu=gfx90a -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX90A
; RUN: agc --emit asm -C target-cpu=gfx90a -C target-feature=+tgsplit -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX90A-TG
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX942
; RUN: agc --emit asm -C target-cpu=gfx942 -C target-feature=+tgsplit -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX942-TG

kernel @rmw_monotonic_singlethread(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, monotonic singlethread, align 4
    ret
}

kernel @rmw_ret_monotonic_singlethread(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, monotonic singlethread, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_monotonic_wavefront(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, monotonic wavefront, align 4
    ret
}

kernel @rmw_ret_monotonic_wavefront(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, monotonic wavefront, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_monotonic_workgroup(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, monotonic workgroup, align 4
    ret
}

kernel @rmw_ret_monotonic_workgroup(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, monotonic workgroup, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_monotonic_agent(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, monotonic agent, align 4
    ret
}

kernel @rmw_ret_monotonic_agent(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_monotonic_system(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, monotonic system, align 4
    ret
}

kernel @rmw_ret_monotonic_system(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, monotonic system, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_monotonic_workgroup_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, monotonic workgroup_one_as, align 4
    ret
}

kernel @rmw_ret_monotonic_workgroup_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, monotonic workgroup_one_as, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_monotonic_agent_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, monotonic agent_one_as, align 4
    ret
}

kernel @rmw_ret_monotonic_agent_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, monotonic agent_one_as, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_acquire_singlethread(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acquire singlethread, align 4
    ret
}

kernel @rmw_ret_acquire_singlethread(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acquire singlethread, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_acquire_wavefront(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acquire wavefront, align 4
    ret
}

kernel @rmw_ret_acquire_wavefront(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acquire wavefront, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_acquire_workgroup(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acquire workgroup, align 4
    ret
}

kernel @rmw_ret_acquire_workgroup(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acquire workgroup, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_acquire_agent(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acquire agent, align 4
    ret
}

kernel @rmw_ret_acquire_agent(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acquire agent, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_acquire_system(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acquire system, align 4
    ret
}

kernel @rmw_ret_acquire_system(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acquire system, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_acquire_workgroup_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acquire workgroup_one_as, align 4
    ret
}

kernel @rmw_ret_acquire_workgroup_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acquire workgroup_one_as, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_acquire_agent_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acquire agent_one_as, align 4
    ret
}

kernel @rmw_ret_acquire_agent_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acquire agent_one_as, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_release_singlethread(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, release singlethread, align 4
    ret
}

kernel @rmw_ret_release_singlethread(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, release singlethread, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_release_wavefront(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, release wavefront, align 4
    ret
}

kernel @rmw_ret_release_wavefront(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, release wavefront, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_release_workgroup(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, release workgroup, align 4
    ret
}

kernel @rmw_ret_release_workgroup(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, release workgroup, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_release_agent(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, release agent, align 4
    ret
}

kernel @rmw_ret_release_agent(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, release agent, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_release_system(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, release system, align 4
    ret
}

kernel @rmw_ret_release_system(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, release system, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_release_workgroup_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, release workgroup_one_as, align 4
    ret
}

kernel @rmw_ret_release_workgroup_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, release workgroup_one_as, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_release_agent_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, release agent_one_as, align 4
    ret
}

kernel @rmw_ret_release_agent_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, release agent_one_as, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_acq_rel_singlethread(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acq_rel singlethread, align 4
    ret
}

kernel @rmw_ret_acq_rel_singlethread(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acq_rel singlethread, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_acq_rel_wavefront(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acq_rel wavefront, align 4
    ret
}

kernel @rmw_ret_acq_rel_wavefront(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acq_rel wavefront, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_acq_rel_workgroup(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acq_rel workgroup, align 4
    ret
}

kernel @rmw_ret_acq_rel_workgroup(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acq_rel workgroup, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_acq_rel_agent(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acq_rel agent, align 4
    ret
}

kernel @rmw_ret_acq_rel_agent(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acq_rel agent, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_acq_rel_system(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acq_rel system, align 4
    ret
}

kernel @rmw_ret_acq_rel_system(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acq_rel system, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_acq_rel_workgroup_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acq_rel workgroup_one_as, align 4
    ret
}

kernel @rmw_ret_acq_rel_workgroup_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acq_rel workgroup_one_as, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_acq_rel_agent_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acq_rel agent_one_as, align 4
    ret
}

kernel @rmw_ret_acq_rel_agent_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, acq_rel agent_one_as, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_seq_cst_singlethread(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, seq_cst singlethread, align 4
    ret
}

kernel @rmw_ret_seq_cst_singlethread(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, seq_cst singlethread, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_seq_cst_wavefront(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, seq_cst wavefront, align 4
    ret
}

kernel @rmw_ret_seq_cst_wavefront(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, seq_cst wavefront, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_seq_cst_workgroup(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, seq_cst workgroup, align 4
    ret
}

kernel @rmw_ret_seq_cst_workgroup(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, seq_cst workgroup, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_seq_cst_agent(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, seq_cst agent, align 4
    ret
}

kernel @rmw_ret_seq_cst_agent(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, seq_cst agent, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_seq_cst_system(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, seq_cst system, align 4
    ret
}

kernel @rmw_ret_seq_cst_system(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, seq_cst system, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_seq_cst_workgroup_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, seq_cst workgroup_one_as, align 4
    ret
}

kernel @rmw_ret_seq_cst_workgroup_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, seq_cst workgroup_one_as, align 4
    store %r, %out, align 4
    ret
}

kernel @rmw_seq_cst_agent_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, seq_cst agent_one_as, align 4
    ret
}

kernel @rmw_ret_seq_cst_agent_one_as(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, seq_cst agent_one_as, align 4
    store %r, %out, align 4
    ret
}

; GFX900: rmw_monotonic_singlethread:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: rmw_ret_monotonic_singlethread:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_monotonic_wavefront:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: rmw_ret_monotonic_wavefront:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_monotonic_workgroup:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: rmw_ret_monotonic_workgroup:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_monotonic_agent:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: rmw_ret_monotonic_agent:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_monotonic_system:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: rmw_ret_monotonic_system:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_monotonic_workgroup_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: rmw_ret_monotonic_workgroup_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_monotonic_agent_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: rmw_ret_monotonic_agent_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_acquire_singlethread:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: rmw_ret_acquire_singlethread:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_acquire_wavefront:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: rmw_ret_acquire_wavefront:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_acquire_workgroup:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: rmw_ret_acquire_workgroup:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_acquire_agent:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: rmw_ret_acquire_agent:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_acquire_system:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: rmw_ret_acquire_system:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_acquire_workgroup_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: rmw_ret_acquire_workgroup_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_acquire_agent_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: rmw_ret_acquire_agent_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_release_singlethread:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: rmw_ret_release_singlethread:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_release_wavefront:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: rmw_ret_release_wavefront:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_release_workgroup:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: rmw_ret_release_workgroup:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_release_agent:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: rmw_ret_release_agent:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_release_system:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: rmw_ret_release_system:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_release_workgroup_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: rmw_ret_release_workgroup_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_release_agent_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: rmw_ret_release_agent_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_acq_rel_singlethread:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: rmw_ret_acq_rel_singlethread:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_acq_rel_wavefront:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: rmw_ret_acq_rel_wavefront:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_acq_rel_workgroup:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: rmw_ret_acq_rel_workgroup:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_acq_rel_agent:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: rmw_ret_acq_rel_agent:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_acq_rel_system:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: rmw_ret_acq_rel_system:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_acq_rel_workgroup_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: rmw_ret_acq_rel_workgroup_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_acq_rel_agent_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: rmw_ret_acq_rel_agent_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_seq_cst_singlethread:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: rmw_ret_seq_cst_singlethread:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_seq_cst_wavefront:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: rmw_ret_seq_cst_wavefront:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_seq_cst_workgroup:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: rmw_ret_seq_cst_workgroup:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_seq_cst_agent:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: rmw_ret_seq_cst_agent:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_seq_cst_system:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: rmw_ret_seq_cst_system:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_seq_cst_workgroup_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: rmw_ret_seq_cst_workgroup_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: rmw_seq_cst_agent_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v[1:2], v0, off
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: rmw_ret_seq_cst_agent_one_as:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	buffer_wbinvl1_vol
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NOT: {{.}}

; GFX90A: rmw_monotonic_singlethread:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: rmw_ret_monotonic_singlethread:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_monotonic_wavefront:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: rmw_ret_monotonic_wavefront:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_monotonic_workgroup:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: rmw_ret_monotonic_workgroup:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_monotonic_agent:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: rmw_ret_monotonic_agent:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_monotonic_system:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: rmw_ret_monotonic_system:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_monotonic_workgroup_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: rmw_ret_monotonic_workgroup_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_monotonic_agent_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: rmw_ret_monotonic_agent_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_acquire_singlethread:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: rmw_ret_acquire_singlethread:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_acquire_wavefront:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: rmw_ret_acquire_wavefront:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_acquire_workgroup:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: rmw_ret_acquire_workgroup:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_acquire_agent:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: rmw_ret_acquire_agent:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_acquire_system:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_invl2
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: rmw_ret_acquire_system:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_invl2
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_acquire_workgroup_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: rmw_ret_acquire_workgroup_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_acquire_agent_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: rmw_ret_acquire_agent_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_release_singlethread:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: rmw_ret_release_singlethread:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_release_wavefront:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: rmw_ret_release_wavefront:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_release_workgroup:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: rmw_ret_release_workgroup:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_release_agent:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: rmw_ret_release_agent:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_release_system:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	buffer_wbl2
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: rmw_ret_release_system:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	buffer_wbl2
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_release_workgroup_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: rmw_ret_release_workgroup_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_release_agent_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: rmw_ret_release_agent_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_acq_rel_singlethread:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: rmw_ret_acq_rel_singlethread:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_acq_rel_wavefront:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: rmw_ret_acq_rel_wavefront:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_acq_rel_workgroup:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: rmw_ret_acq_rel_workgroup:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_acq_rel_agent:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: rmw_ret_acq_rel_agent:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_acq_rel_system:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	buffer_wbl2
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_invl2
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: rmw_ret_acq_rel_system:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	buffer_wbl2
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_invl2
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_acq_rel_workgroup_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: rmw_ret_acq_rel_workgroup_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_acq_rel_agent_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: rmw_ret_acq_rel_agent_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_seq_cst_singlethread:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: rmw_ret_seq_cst_singlethread:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_seq_cst_wavefront:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: rmw_ret_seq_cst_wavefront:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_seq_cst_workgroup:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: rmw_ret_seq_cst_workgroup:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_seq_cst_agent:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: rmw_ret_seq_cst_agent:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_seq_cst_system:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	buffer_wbl2
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_invl2
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: rmw_ret_seq_cst_system:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	buffer_wbl2
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_invl2
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_seq_cst_workgroup_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: rmw_ret_seq_cst_workgroup_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: rmw_seq_cst_agent_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: rmw_ret_seq_cst_agent_one_as:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	buffer_wbinvl1_vol
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NOT: {{.}}

; GFX90A-TG: rmw_monotonic_singlethread:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: rmw_ret_monotonic_singlethread:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_monotonic_wavefront:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: rmw_ret_monotonic_wavefront:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_monotonic_workgroup:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: rmw_ret_monotonic_workgroup:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_monotonic_agent:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: rmw_ret_monotonic_agent:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_monotonic_system:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: rmw_ret_monotonic_system:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_monotonic_workgroup_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: rmw_ret_monotonic_workgroup_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_monotonic_agent_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: rmw_ret_monotonic_agent_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_acquire_singlethread:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: rmw_ret_acquire_singlethread:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_acquire_wavefront:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: rmw_ret_acquire_wavefront:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_acquire_workgroup:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: rmw_ret_acquire_workgroup:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_acquire_agent:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: rmw_ret_acquire_agent:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_acquire_system:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_invl2
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: rmw_ret_acquire_system:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_invl2
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_acquire_workgroup_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: rmw_ret_acquire_workgroup_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_acquire_agent_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: rmw_ret_acquire_agent_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_release_singlethread:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: rmw_ret_release_singlethread:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_release_wavefront:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: rmw_ret_release_wavefront:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_release_workgroup:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: rmw_ret_release_workgroup:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_release_agent:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: rmw_ret_release_agent:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_release_system:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbl2
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: rmw_ret_release_system:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbl2
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_release_workgroup_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: rmw_ret_release_workgroup_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_release_agent_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: rmw_ret_release_agent_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_acq_rel_singlethread:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: rmw_ret_acq_rel_singlethread:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_acq_rel_wavefront:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: rmw_ret_acq_rel_wavefront:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_acq_rel_workgroup:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: rmw_ret_acq_rel_workgroup:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_acq_rel_agent:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: rmw_ret_acq_rel_agent:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_acq_rel_system:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbl2
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_invl2
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: rmw_ret_acq_rel_system:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbl2
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_invl2
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_acq_rel_workgroup_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: rmw_ret_acq_rel_workgroup_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_acq_rel_agent_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: rmw_ret_acq_rel_agent_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_seq_cst_singlethread:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: rmw_ret_seq_cst_singlethread:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_seq_cst_wavefront:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: rmw_ret_seq_cst_wavefront:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_seq_cst_workgroup:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: rmw_ret_seq_cst_workgroup:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_seq_cst_agent:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: rmw_ret_seq_cst_agent:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_seq_cst_system:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbl2
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_invl2
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: rmw_ret_seq_cst_system:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbl2
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_invl2
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_seq_cst_workgroup_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: rmw_ret_seq_cst_workgroup_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: rmw_seq_cst_agent_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: rmw_ret_seq_cst_agent_one_as:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	buffer_wbinvl1_vol
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NOT: {{.}}

; GFX942: rmw_monotonic_singlethread:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: rmw_ret_monotonic_singlethread:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_monotonic_wavefront:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: rmw_ret_monotonic_wavefront:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_monotonic_workgroup:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: rmw_ret_monotonic_workgroup:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_monotonic_agent:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: rmw_ret_monotonic_agent:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_monotonic_system:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off sc1
; GFX942-NEXT: rmw_ret_monotonic_system:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_monotonic_workgroup_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: rmw_ret_monotonic_workgroup_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_monotonic_agent_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: rmw_ret_monotonic_agent_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_acquire_singlethread:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: rmw_ret_acquire_singlethread:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_acquire_wavefront:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: rmw_ret_acquire_wavefront:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_acquire_workgroup:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: rmw_ret_acquire_workgroup:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_acquire_agent:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: rmw_ret_acquire_agent:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_acquire_system:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc0 sc1
; GFX942-NEXT: rmw_ret_acquire_system:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc0 sc1
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_acquire_workgroup_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: rmw_ret_acquire_workgroup_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_acquire_agent_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: rmw_ret_acquire_agent_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_release_singlethread:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: rmw_ret_release_singlethread:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_release_wavefront:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: rmw_ret_release_wavefront:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_release_workgroup:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: rmw_ret_release_workgroup:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_release_agent:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: rmw_ret_release_agent:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_release_system:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off sc1
; GFX942-NEXT: rmw_ret_release_system:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_release_workgroup_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: rmw_ret_release_workgroup_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_release_agent_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: rmw_ret_release_agent_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_acq_rel_singlethread:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: rmw_ret_acq_rel_singlethread:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_acq_rel_wavefront:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: rmw_ret_acq_rel_wavefront:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_acq_rel_workgroup:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: rmw_ret_acq_rel_workgroup:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_acq_rel_agent:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: rmw_ret_acq_rel_agent:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_acq_rel_system:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc0 sc1
; GFX942-NEXT: rmw_ret_acq_rel_system:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc0 sc1
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_acq_rel_workgroup_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: rmw_ret_acq_rel_workgroup_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_acq_rel_agent_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: rmw_ret_acq_rel_agent_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_seq_cst_singlethread:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: rmw_ret_seq_cst_singlethread:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_seq_cst_wavefront:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: rmw_ret_seq_cst_wavefront:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_seq_cst_workgroup:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: rmw_ret_seq_cst_workgroup:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_seq_cst_agent:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: rmw_ret_seq_cst_agent:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_seq_cst_system:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc0 sc1
; GFX942-NEXT: rmw_ret_seq_cst_system:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc0 sc1
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_seq_cst_workgroup_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: rmw_ret_seq_cst_workgroup_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: rmw_seq_cst_agent_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: rmw_ret_seq_cst_agent_one_as:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	buffer_wbl2 sc1
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	buffer_inv sc1
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NOT: {{.}}

; GFX942-TG: rmw_monotonic_singlethread:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: rmw_ret_monotonic_singlethread:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_monotonic_wavefront:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: rmw_ret_monotonic_wavefront:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_monotonic_workgroup:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: rmw_ret_monotonic_workgroup:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_monotonic_agent:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: rmw_ret_monotonic_agent:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_monotonic_system:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off sc1
; GFX942-TG-NEXT: rmw_ret_monotonic_system:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_monotonic_workgroup_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: rmw_ret_monotonic_workgroup_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_monotonic_agent_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: rmw_ret_monotonic_agent_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_acquire_singlethread:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: rmw_ret_acquire_singlethread:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_acquire_wavefront:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: rmw_ret_acquire_wavefront:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_acquire_workgroup:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: rmw_ret_acquire_workgroup:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_acquire_agent:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: rmw_ret_acquire_agent:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_acquire_system:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0 sc1
; GFX942-TG-NEXT: rmw_ret_acquire_system:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0 sc1
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_acquire_workgroup_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: rmw_ret_acquire_workgroup_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_acquire_agent_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: rmw_ret_acquire_agent_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_release_singlethread:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: rmw_ret_release_singlethread:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_release_wavefront:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: rmw_ret_release_wavefront:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_release_workgroup:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: rmw_ret_release_workgroup:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_release_agent:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: rmw_ret_release_agent:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_release_system:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off sc1
; GFX942-TG-NEXT: rmw_ret_release_system:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_release_workgroup_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: rmw_ret_release_workgroup_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_release_agent_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: rmw_ret_release_agent_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_acq_rel_singlethread:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: rmw_ret_acq_rel_singlethread:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_acq_rel_wavefront:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: rmw_ret_acq_rel_wavefront:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_acq_rel_workgroup:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: rmw_ret_acq_rel_workgroup:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_acq_rel_agent:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: rmw_ret_acq_rel_agent:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_acq_rel_system:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0 sc1
; GFX942-TG-NEXT: rmw_ret_acq_rel_system:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0 sc1
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_acq_rel_workgroup_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: rmw_ret_acq_rel_workgroup_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_acq_rel_agent_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: rmw_ret_acq_rel_agent_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_seq_cst_singlethread:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: rmw_ret_seq_cst_singlethread:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_seq_cst_wavefront:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: rmw_ret_seq_cst_wavefront:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_seq_cst_workgroup:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: rmw_ret_seq_cst_workgroup:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_seq_cst_agent:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: rmw_ret_seq_cst_agent:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_seq_cst_system:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0 sc1
; GFX942-TG-NEXT: rmw_ret_seq_cst_system:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0 sc1
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_seq_cst_workgroup_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: rmw_ret_seq_cst_workgroup_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc0
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: rmw_seq_cst_agent_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v[2:3], v0, off
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: rmw_ret_seq_cst_agent_one_as:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	buffer_wbl2 sc1
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	buffer_inv sc1
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NOT: {{.}}
