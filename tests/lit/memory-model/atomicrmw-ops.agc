; Every `atomicrmw` operation on i32 and i64 in global, flat and LDS memory, and the float atomics each processor has.
; Only the memory instructions, waits and cache maintenance are checked.
; NOTE: Assertions are generated; to update them, run: AGC_BLESS=1 cargo test --test lit
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX900
; RUN: agc --emit asm -C target-cpu=gfx90a -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX90A
; RUN: agc --emit asm -C target-cpu=gfx90a -C target-feature=+tgsplit -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX90A-TG
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX942
; RUN: agc --emit asm -C target-cpu=gfx942 -C target-feature=+tgsplit -o - %s | grep -E '^[a-z_0-9]+:|^\s+(global_|flat_|ds_|buffer_|s_waitcnt)' | FileCheck %s --check-prefixes=GFX942-TG

kernel @add_i32_global(%p: ptr.global, %v: i32, %out: ptr.global) {
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

kernel @add_i64_global(%p: ptr.global, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @sub_i32_global(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw sub %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @sub_i64_global(%p: ptr.global, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw sub %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @and_i32_global(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw and %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @and_i64_global(%p: ptr.global, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw and %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @or_i32_global(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw or %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @or_i64_global(%p: ptr.global, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw or %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @xor_i32_global(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw xor %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @xor_i64_global(%p: ptr.global, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw xor %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @smin_i32_global(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw smin %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @smin_i64_global(%p: ptr.global, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw smin %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @smax_i32_global(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw smax %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @smax_i64_global(%p: ptr.global, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw smax %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @umin_i32_global(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw umin %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @umin_i64_global(%p: ptr.global, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw umin %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @umax_i32_global(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw umax %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @umax_i64_global(%p: ptr.global, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw umax %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @inc_i32_global(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw inc %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @inc_i64_global(%p: ptr.global, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw inc %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @dec_i32_global(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw dec %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @dec_i64_global(%p: ptr.global, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw dec %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @xchg_i32_global(%p: ptr.global, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw xchg %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @xchg_i64_global(%p: ptr.global, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw xchg %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @add_i32_flat(%p: ptr.flat, %v: i32, %out: ptr.global) {
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

kernel @add_i64_flat(%p: ptr.flat, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @sub_i32_flat(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw sub %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @sub_i64_flat(%p: ptr.flat, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw sub %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @and_i32_flat(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw and %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @and_i64_flat(%p: ptr.flat, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw and %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @or_i32_flat(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw or %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @or_i64_flat(%p: ptr.flat, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw or %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @xor_i32_flat(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw xor %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @xor_i64_flat(%p: ptr.flat, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw xor %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @smin_i32_flat(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw smin %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @smin_i64_flat(%p: ptr.flat, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw smin %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @smax_i32_flat(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw smax %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @smax_i64_flat(%p: ptr.flat, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw smax %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @umin_i32_flat(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw umin %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @umin_i64_flat(%p: ptr.flat, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw umin %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @umax_i32_flat(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw umax %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @umax_i64_flat(%p: ptr.flat, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw umax %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @inc_i32_flat(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw inc %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @inc_i64_flat(%p: ptr.flat, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw inc %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @dec_i32_flat(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw dec %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @dec_i64_flat(%p: ptr.flat, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw dec %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @xchg_i32_flat(%p: ptr.flat, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw xchg %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @xchg_i64_flat(%p: ptr.flat, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = sext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %pt = ptradd %p, %off
    %r = atomicrmw xchg %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @add_i32_local(%p: ptr.local, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @add_i64_local(%p: ptr.local, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw add %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @sub_i32_local(%p: ptr.local, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw sub %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @sub_i64_local(%p: ptr.local, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw sub %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @and_i32_local(%p: ptr.local, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw and %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @and_i64_local(%p: ptr.local, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw and %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @or_i32_local(%p: ptr.local, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw or %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @or_i64_local(%p: ptr.local, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw or %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @xor_i32_local(%p: ptr.local, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw xor %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @xor_i64_local(%p: ptr.local, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw xor %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @smin_i32_local(%p: ptr.local, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw smin %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @smin_i64_local(%p: ptr.local, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw smin %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @smax_i32_local(%p: ptr.local, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw smax %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @smax_i64_local(%p: ptr.local, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw smax %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @umin_i32_local(%p: ptr.local, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw umin %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @umin_i64_local(%p: ptr.local, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw umin %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @umax_i32_local(%p: ptr.local, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw umax %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @umax_i64_local(%p: ptr.local, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw umax %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @inc_i32_local(%p: ptr.local, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw inc %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @inc_i64_local(%p: ptr.local, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw inc %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @dec_i32_local(%p: ptr.local, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw dec %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @dec_i64_local(%p: ptr.local, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw dec %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @xchg_i32_local(%p: ptr.local, %v: i32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw xchg %pt, %v, monotonic agent, align 4
    store %r, %out, align 4
    ret
}

kernel @xchg_i64_local(%p: ptr.local, %v: i64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw xchg %pt, %v, monotonic agent, align 8
    store %r, %out, align 8
    ret
}

kernel @fadd_f32_local(%p: ptr.local, %v: f32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw fadd %pt, %v, monotonic workgroup, align 4
    store %r, %out, align 4
    ret
}

kernel @fmin_f32_local(%p: ptr.local, %v: f32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw fmin %pt, %v, monotonic workgroup, align 4
    store %r, %out, align 4
    ret
}

kernel @fmax_f32_local(%p: ptr.local, %v: f32, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw fmax %pt, %v, monotonic workgroup, align 4
    store %r, %out, align 4
    ret
}

kernel @fmin_f64_local(%p: ptr.local, %v: f64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw fmin %pt, %v, monotonic workgroup, align 8
    store %r, %out, align 8
    ret
}

kernel @fmax_f64_local(%p: ptr.local, %v: f64, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %pt = ptradd %p, %off
    %r = atomicrmw fmax %pt, %v, monotonic workgroup, align 8
    store %r, %out, align 8
    ret
}

; GFX900: add_i32_global:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: add_i64_global:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_add_x2 v[1:2], v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: sub_i32_global:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_sub v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: sub_i64_global:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_sub_x2 v[1:2], v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: and_i32_global:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_and v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: and_i64_global:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_and_x2 v[1:2], v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: or_i32_global:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_or v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: or_i64_global:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_or_x2 v[1:2], v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: xor_i32_global:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_xor v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: xor_i64_global:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_xor_x2 v[1:2], v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: smin_i32_global:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_smin v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: smin_i64_global:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_smin_x2 v[1:2], v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: smax_i32_global:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_smax v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: smax_i64_global:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_smax_x2 v[1:2], v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: umin_i32_global:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_umin v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: umin_i64_global:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_umin_x2 v[1:2], v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: umax_i32_global:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_umax v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: umax_i64_global:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_umax_x2 v[1:2], v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: inc_i32_global:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_inc v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: inc_i64_global:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_inc_x2 v[1:2], v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: dec_i32_global:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_dec v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: dec_i64_global:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_dec_x2 v[1:2], v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: xchg_i32_global:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_swap v0, v[1:2], v0, off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: xchg_i64_global:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_atomic_swap_x2 v[1:2], v[1:2], v[3:4], off glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: add_i32_flat:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_atomic_add v0, v[1:2], v0 glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: add_i64_flat:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_atomic_add_x2 v[1:2], v[1:2], v[3:4] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: sub_i32_flat:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_atomic_sub v0, v[1:2], v0 glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: sub_i64_flat:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_atomic_sub_x2 v[1:2], v[1:2], v[3:4] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: and_i32_flat:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_atomic_and v0, v[1:2], v0 glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: and_i64_flat:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_atomic_and_x2 v[1:2], v[1:2], v[3:4] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: or_i32_flat:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_atomic_or v0, v[1:2], v0 glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: or_i64_flat:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_atomic_or_x2 v[1:2], v[1:2], v[3:4] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: xor_i32_flat:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_atomic_xor v0, v[1:2], v0 glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: xor_i64_flat:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_atomic_xor_x2 v[1:2], v[1:2], v[3:4] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: smin_i32_flat:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_atomic_smin v0, v[1:2], v0 glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: smin_i64_flat:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_atomic_smin_x2 v[1:2], v[1:2], v[3:4] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: smax_i32_flat:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_atomic_smax v0, v[1:2], v0 glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: smax_i64_flat:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_atomic_smax_x2 v[1:2], v[1:2], v[3:4] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: umin_i32_flat:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_atomic_umin v0, v[1:2], v0 glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: umin_i64_flat:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_atomic_umin_x2 v[1:2], v[1:2], v[3:4] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: umax_i32_flat:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_atomic_umax v0, v[1:2], v0 glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: umax_i64_flat:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_atomic_umax_x2 v[1:2], v[1:2], v[3:4] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: inc_i32_flat:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_atomic_inc v0, v[1:2], v0 glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: inc_i64_flat:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_atomic_inc_x2 v[1:2], v[1:2], v[3:4] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: dec_i32_flat:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_atomic_dec v0, v[1:2], v0 glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: dec_i64_flat:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_atomic_dec_x2 v[1:2], v[1:2], v[3:4] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: xchg_i32_flat:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_atomic_swap v0, v[1:2], v0 glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v3, v0, s[0:1]
; GFX900-NEXT: xchg_i64_flat:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	flat_atomic_swap_x2 v[1:2], v[1:2], v[3:4] glc
; GFX900-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: add_i32_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_add_rtn_u32 v0, v0, v1
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: add_i64_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_add_rtn_u64 v[1:2], v0, v[1:2]
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: sub_i32_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_sub_rtn_u32 v0, v0, v1
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: sub_i64_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_sub_rtn_u64 v[1:2], v0, v[1:2]
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: and_i32_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_and_rtn_b32 v0, v0, v1
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: and_i64_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_and_rtn_b64 v[1:2], v0, v[1:2]
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: or_i32_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_or_rtn_b32 v0, v0, v1
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: or_i64_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_or_rtn_b64 v[1:2], v0, v[1:2]
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: xor_i32_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_xor_rtn_b32 v0, v0, v1
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: xor_i64_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_xor_rtn_b64 v[1:2], v0, v[1:2]
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: smin_i32_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_min_rtn_i32 v0, v0, v1
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: smin_i64_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_min_rtn_i64 v[1:2], v0, v[1:2]
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: smax_i32_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_max_rtn_i32 v0, v0, v1
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: smax_i64_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_max_rtn_i64 v[1:2], v0, v[1:2]
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: umin_i32_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_min_rtn_u32 v0, v0, v1
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: umin_i64_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_min_rtn_u64 v[1:2], v0, v[1:2]
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: umax_i32_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_max_rtn_u32 v0, v0, v1
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: umax_i64_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_max_rtn_u64 v[1:2], v0, v[1:2]
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: inc_i32_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_inc_rtn_u32 v0, v0, v1
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: inc_i64_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_inc_rtn_u64 v[1:2], v0, v[1:2]
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: dec_i32_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_dec_rtn_u32 v0, v0, v1
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: dec_i64_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_dec_rtn_u64 v[1:2], v0, v[1:2]
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: xchg_i32_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_wrxchg_rtn_b32 v0, v0, v1
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: xchg_i64_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_wrxchg_rtn_b64 v[1:2], v0, v[1:2]
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: fadd_f32_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_add_rtn_f32 v0, v0, v1
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fmin_f32_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_min_rtn_f32 v0, v0, v1
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fmax_f32_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_max_rtn_f32 v0, v0, v1
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX900-NEXT: fmin_f64_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_min_rtn_f64 v[1:2], v0, v[1:2]
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NEXT: fmax_f64_local:
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	ds_max_rtn_f64 v[1:2], v0, v[1:2]
; GFX900-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX900-NEXT: 	global_store_dwordx2 v0, v[1:2], s[0:1]
; GFX900-NOT: {{.}}

; GFX90A: add_i32_global:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: add_i64_global:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_add_x2 v[2:3], v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: sub_i32_global:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_sub v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: sub_i64_global:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_sub_x2 v[2:3], v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: and_i32_global:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_and v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: and_i64_global:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_and_x2 v[2:3], v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: or_i32_global:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_or v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: or_i64_global:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_or_x2 v[2:3], v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: xor_i32_global:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_xor v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: xor_i64_global:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_xor_x2 v[2:3], v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: smin_i32_global:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_smin v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: smin_i64_global:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_smin_x2 v[2:3], v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: smax_i32_global:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_smax v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: smax_i64_global:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_smax_x2 v[2:3], v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: umin_i32_global:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_umin v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: umin_i64_global:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_umin_x2 v[2:3], v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: umax_i32_global:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_umax v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: umax_i64_global:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_umax_x2 v[2:3], v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: inc_i32_global:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_inc v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: inc_i64_global:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_inc_x2 v[2:3], v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: dec_i32_global:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_dec v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: dec_i64_global:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_dec_x2 v[2:3], v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: xchg_i32_global:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_swap v0, v[2:3], v0, off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: xchg_i64_global:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_atomic_swap_x2 v[2:3], v[2:3], v[4:5], off glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: add_i32_flat:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_atomic_add v0, v[2:3], v0 glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: add_i64_flat:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_atomic_add_x2 v[2:3], v[2:3], v[4:5] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: sub_i32_flat:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_atomic_sub v0, v[2:3], v0 glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: sub_i64_flat:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_atomic_sub_x2 v[2:3], v[2:3], v[4:5] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: and_i32_flat:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_atomic_and v0, v[2:3], v0 glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: and_i64_flat:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_atomic_and_x2 v[2:3], v[2:3], v[4:5] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: or_i32_flat:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_atomic_or v0, v[2:3], v0 glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: or_i64_flat:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_atomic_or_x2 v[2:3], v[2:3], v[4:5] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: xor_i32_flat:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_atomic_xor v0, v[2:3], v0 glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: xor_i64_flat:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_atomic_xor_x2 v[2:3], v[2:3], v[4:5] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: smin_i32_flat:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_atomic_smin v0, v[2:3], v0 glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: smin_i64_flat:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_atomic_smin_x2 v[2:3], v[2:3], v[4:5] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: smax_i32_flat:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_atomic_smax v0, v[2:3], v0 glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: smax_i64_flat:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_atomic_smax_x2 v[2:3], v[2:3], v[4:5] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: umin_i32_flat:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_atomic_umin v0, v[2:3], v0 glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: umin_i64_flat:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_atomic_umin_x2 v[2:3], v[2:3], v[4:5] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: umax_i32_flat:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_atomic_umax v0, v[2:3], v0 glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: umax_i64_flat:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_atomic_umax_x2 v[2:3], v[2:3], v[4:5] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: inc_i32_flat:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_atomic_inc v0, v[2:3], v0 glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: inc_i64_flat:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_atomic_inc_x2 v[2:3], v[2:3], v[4:5] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: dec_i32_flat:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_atomic_dec v0, v[2:3], v0 glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: dec_i64_flat:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_atomic_dec_x2 v[2:3], v[2:3], v[4:5] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: xchg_i32_flat:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_atomic_swap v0, v[2:3], v0 glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: xchg_i64_flat:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	flat_atomic_swap_x2 v[2:3], v[2:3], v[4:5] glc
; GFX90A-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: add_i32_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_add_rtn_u32 v0, v0, v1
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: add_i64_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_add_rtn_u64 v[2:3], v0, v[2:3]
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: sub_i32_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_sub_rtn_u32 v0, v0, v1
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: sub_i64_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_sub_rtn_u64 v[2:3], v0, v[2:3]
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: and_i32_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_and_rtn_b32 v0, v0, v1
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: and_i64_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_and_rtn_b64 v[2:3], v0, v[2:3]
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: or_i32_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_or_rtn_b32 v0, v0, v1
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: or_i64_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_or_rtn_b64 v[2:3], v0, v[2:3]
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: xor_i32_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_xor_rtn_b32 v0, v0, v1
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: xor_i64_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_xor_rtn_b64 v[2:3], v0, v[2:3]
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: smin_i32_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_min_rtn_i32 v0, v0, v1
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: smin_i64_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_min_rtn_i64 v[2:3], v0, v[2:3]
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: smax_i32_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_max_rtn_i32 v0, v0, v1
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: smax_i64_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_max_rtn_i64 v[2:3], v0, v[2:3]
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: umin_i32_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_min_rtn_u32 v0, v0, v1
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: umin_i64_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_min_rtn_u64 v[2:3], v0, v[2:3]
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: umax_i32_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_max_rtn_u32 v0, v0, v1
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: umax_i64_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_max_rtn_u64 v[2:3], v0, v[2:3]
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: inc_i32_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_inc_rtn_u32 v0, v0, v1
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: inc_i64_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_inc_rtn_u64 v[2:3], v0, v[2:3]
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: dec_i32_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_dec_rtn_u32 v0, v0, v1
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: dec_i64_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_dec_rtn_u64 v[2:3], v0, v[2:3]
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: xchg_i32_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_wrxchg_rtn_b32 v0, v0, v1
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: xchg_i64_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_wrxchg_rtn_b64 v[2:3], v0, v[2:3]
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: fadd_f32_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_add_rtn_f32 v0, v0, v1
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fmin_f32_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_min_rtn_f32 v0, v0, v1
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fmax_f32_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_max_rtn_f32 v0, v0, v1
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-NEXT: fmin_f64_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_min_rtn_f64 v[2:3], v0, v[2:3]
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NEXT: fmax_f64_local:
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	ds_max_rtn_f64 v[2:3], v0, v[2:3]
; GFX90A-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-NOT: {{.}}

; GFX90A-TG: add_i32_global:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: add_i64_global:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_add_x2 v[2:3], v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: sub_i32_global:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_sub v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: sub_i64_global:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_sub_x2 v[2:3], v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: and_i32_global:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_and v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: and_i64_global:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_and_x2 v[2:3], v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: or_i32_global:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_or v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: or_i64_global:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_or_x2 v[2:3], v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: xor_i32_global:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_xor v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: xor_i64_global:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_xor_x2 v[2:3], v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: smin_i32_global:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_smin v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: smin_i64_global:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_smin_x2 v[2:3], v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: smax_i32_global:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_smax v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: smax_i64_global:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_smax_x2 v[2:3], v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: umin_i32_global:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_umin v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: umin_i64_global:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_umin_x2 v[2:3], v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: umax_i32_global:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_umax v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: umax_i64_global:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_umax_x2 v[2:3], v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: inc_i32_global:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_inc v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: inc_i64_global:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_inc_x2 v[2:3], v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: dec_i32_global:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_dec v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: dec_i64_global:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_dec_x2 v[2:3], v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: xchg_i32_global:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_swap v0, v[2:3], v0, off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: xchg_i64_global:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_atomic_swap_x2 v[2:3], v[2:3], v[4:5], off glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: add_i32_flat:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_atomic_add v0, v[2:3], v0 glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: add_i64_flat:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_atomic_add_x2 v[2:3], v[2:3], v[4:5] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: sub_i32_flat:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_atomic_sub v0, v[2:3], v0 glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: sub_i64_flat:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_atomic_sub_x2 v[2:3], v[2:3], v[4:5] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: and_i32_flat:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_atomic_and v0, v[2:3], v0 glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: and_i64_flat:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_atomic_and_x2 v[2:3], v[2:3], v[4:5] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: or_i32_flat:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_atomic_or v0, v[2:3], v0 glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: or_i64_flat:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_atomic_or_x2 v[2:3], v[2:3], v[4:5] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: xor_i32_flat:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_atomic_xor v0, v[2:3], v0 glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: xor_i64_flat:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_atomic_xor_x2 v[2:3], v[2:3], v[4:5] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: smin_i32_flat:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_atomic_smin v0, v[2:3], v0 glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: smin_i64_flat:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_atomic_smin_x2 v[2:3], v[2:3], v[4:5] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: smax_i32_flat:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_atomic_smax v0, v[2:3], v0 glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: smax_i64_flat:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_atomic_smax_x2 v[2:3], v[2:3], v[4:5] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: umin_i32_flat:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_atomic_umin v0, v[2:3], v0 glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: umin_i64_flat:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_atomic_umin_x2 v[2:3], v[2:3], v[4:5] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: umax_i32_flat:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_atomic_umax v0, v[2:3], v0 glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: umax_i64_flat:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_atomic_umax_x2 v[2:3], v[2:3], v[4:5] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: inc_i32_flat:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_atomic_inc v0, v[2:3], v0 glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: inc_i64_flat:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_atomic_inc_x2 v[2:3], v[2:3], v[4:5] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: dec_i32_flat:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_atomic_dec v0, v[2:3], v0 glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: dec_i64_flat:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_atomic_dec_x2 v[2:3], v[2:3], v[4:5] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: xchg_i32_flat:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_atomic_swap v0, v[2:3], v0 glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: xchg_i64_flat:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	flat_atomic_swap_x2 v[2:3], v[2:3], v[4:5] glc
; GFX90A-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: add_i32_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_add_rtn_u32 v0, v0, v1
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: add_i64_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_add_rtn_u64 v[2:3], v0, v[2:3]
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: sub_i32_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_sub_rtn_u32 v0, v0, v1
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: sub_i64_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_sub_rtn_u64 v[2:3], v0, v[2:3]
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: and_i32_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_and_rtn_b32 v0, v0, v1
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: and_i64_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_and_rtn_b64 v[2:3], v0, v[2:3]
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: or_i32_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_or_rtn_b32 v0, v0, v1
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: or_i64_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_or_rtn_b64 v[2:3], v0, v[2:3]
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: xor_i32_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_xor_rtn_b32 v0, v0, v1
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: xor_i64_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_xor_rtn_b64 v[2:3], v0, v[2:3]
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: smin_i32_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_min_rtn_i32 v0, v0, v1
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: smin_i64_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_min_rtn_i64 v[2:3], v0, v[2:3]
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: smax_i32_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_max_rtn_i32 v0, v0, v1
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: smax_i64_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_max_rtn_i64 v[2:3], v0, v[2:3]
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: umin_i32_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_min_rtn_u32 v0, v0, v1
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: umin_i64_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_min_rtn_u64 v[2:3], v0, v[2:3]
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: umax_i32_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_max_rtn_u32 v0, v0, v1
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: umax_i64_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_max_rtn_u64 v[2:3], v0, v[2:3]
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: inc_i32_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_inc_rtn_u32 v0, v0, v1
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: inc_i64_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_inc_rtn_u64 v[2:3], v0, v[2:3]
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: dec_i32_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_dec_rtn_u32 v0, v0, v1
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: dec_i64_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_dec_rtn_u64 v[2:3], v0, v[2:3]
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: xchg_i32_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_wrxchg_rtn_b32 v0, v0, v1
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: xchg_i64_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_wrxchg_rtn_b64 v[2:3], v0, v[2:3]
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: fadd_f32_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_add_rtn_f32 v0, v0, v1
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fmin_f32_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_min_rtn_f32 v0, v0, v1
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fmax_f32_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_max_rtn_f32 v0, v0, v1
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX90A-TG-NEXT: fmin_f64_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_min_rtn_f64 v[2:3], v0, v[2:3]
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NEXT: fmax_f64_local:
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	ds_max_rtn_f64 v[2:3], v0, v[2:3]
; GFX90A-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX90A-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX90A-TG-NOT: {{.}}

; GFX942: add_i32_global:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: add_i64_global:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_add_x2 v[2:3], v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: sub_i32_global:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_sub v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: sub_i64_global:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_sub_x2 v[2:3], v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: and_i32_global:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_and v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: and_i64_global:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_and_x2 v[2:3], v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: or_i32_global:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_or v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: or_i64_global:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_or_x2 v[2:3], v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: xor_i32_global:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_xor v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: xor_i64_global:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_xor_x2 v[2:3], v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: smin_i32_global:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_smin v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: smin_i64_global:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_smin_x2 v[2:3], v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: smax_i32_global:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_smax v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: smax_i64_global:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_smax_x2 v[2:3], v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: umin_i32_global:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_umin v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: umin_i64_global:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_umin_x2 v[2:3], v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: umax_i32_global:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_umax v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: umax_i64_global:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_umax_x2 v[2:3], v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: inc_i32_global:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_inc v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: inc_i64_global:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_inc_x2 v[2:3], v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: dec_i32_global:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_dec v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: dec_i64_global:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_dec_x2 v[2:3], v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: xchg_i32_global:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_swap v0, v[2:3], v0, off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: xchg_i64_global:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_atomic_swap_x2 v[2:3], v[2:3], v[4:5], off sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: add_i32_flat:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_atomic_add v0, v[2:3], v0 sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: add_i64_flat:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_atomic_add_x2 v[2:3], v[2:3], v[4:5] sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: sub_i32_flat:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_atomic_sub v0, v[2:3], v0 sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: sub_i64_flat:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_atomic_sub_x2 v[2:3], v[2:3], v[4:5] sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: and_i32_flat:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_atomic_and v0, v[2:3], v0 sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: and_i64_flat:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_atomic_and_x2 v[2:3], v[2:3], v[4:5] sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: or_i32_flat:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_atomic_or v0, v[2:3], v0 sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: or_i64_flat:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_atomic_or_x2 v[2:3], v[2:3], v[4:5] sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: xor_i32_flat:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_atomic_xor v0, v[2:3], v0 sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: xor_i64_flat:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_atomic_xor_x2 v[2:3], v[2:3], v[4:5] sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: smin_i32_flat:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_atomic_smin v0, v[2:3], v0 sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: smin_i64_flat:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_atomic_smin_x2 v[2:3], v[2:3], v[4:5] sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: smax_i32_flat:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_atomic_smax v0, v[2:3], v0 sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: smax_i64_flat:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_atomic_smax_x2 v[2:3], v[2:3], v[4:5] sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: umin_i32_flat:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_atomic_umin v0, v[2:3], v0 sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: umin_i64_flat:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_atomic_umin_x2 v[2:3], v[2:3], v[4:5] sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: umax_i32_flat:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_atomic_umax v0, v[2:3], v0 sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: umax_i64_flat:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_atomic_umax_x2 v[2:3], v[2:3], v[4:5] sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: inc_i32_flat:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_atomic_inc v0, v[2:3], v0 sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: inc_i64_flat:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_atomic_inc_x2 v[2:3], v[2:3], v[4:5] sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: dec_i32_flat:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_atomic_dec v0, v[2:3], v0 sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: dec_i64_flat:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_atomic_dec_x2 v[2:3], v[2:3], v[4:5] sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: xchg_i32_flat:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_atomic_swap v0, v[2:3], v0 sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: xchg_i64_flat:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	flat_atomic_swap_x2 v[2:3], v[2:3], v[4:5] sc0
; GFX942-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: add_i32_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_add_rtn_u32 v0, v0, v1
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: add_i64_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_add_rtn_u64 v[2:3], v0, v[2:3]
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: sub_i32_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_sub_rtn_u32 v0, v0, v1
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: sub_i64_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_sub_rtn_u64 v[2:3], v0, v[2:3]
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: and_i32_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_and_rtn_b32 v0, v0, v1
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: and_i64_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_and_rtn_b64 v[2:3], v0, v[2:3]
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: or_i32_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_or_rtn_b32 v0, v0, v1
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: or_i64_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_or_rtn_b64 v[2:3], v0, v[2:3]
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: xor_i32_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_xor_rtn_b32 v0, v0, v1
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: xor_i64_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_xor_rtn_b64 v[2:3], v0, v[2:3]
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: smin_i32_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_min_rtn_i32 v0, v0, v1
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: smin_i64_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_min_rtn_i64 v[2:3], v0, v[2:3]
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: smax_i32_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_max_rtn_i32 v0, v0, v1
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: smax_i64_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_max_rtn_i64 v[2:3], v0, v[2:3]
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: umin_i32_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_min_rtn_u32 v0, v0, v1
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: umin_i64_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_min_rtn_u64 v[2:3], v0, v[2:3]
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: umax_i32_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_max_rtn_u32 v0, v0, v1
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: umax_i64_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_max_rtn_u64 v[2:3], v0, v[2:3]
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: inc_i32_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_inc_rtn_u32 v0, v0, v1
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: inc_i64_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_inc_rtn_u64 v[2:3], v0, v[2:3]
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: dec_i32_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_dec_rtn_u32 v0, v0, v1
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: dec_i64_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_dec_rtn_u64 v[2:3], v0, v[2:3]
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: xchg_i32_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_wrxchg_rtn_b32 v0, v0, v1
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: xchg_i64_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_wrxchg_rtn_b64 v[2:3], v0, v[2:3]
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: fadd_f32_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_add_rtn_f32 v0, v0, v1
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fmin_f32_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_min_rtn_f32 v0, v0, v1
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fmax_f32_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_max_rtn_f32 v0, v0, v1
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-NEXT: fmin_f64_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_min_rtn_f64 v[2:3], v0, v[2:3]
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NEXT: fmax_f64_local:
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	ds_max_rtn_f64 v[2:3], v0, v[2:3]
; GFX942-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-NOT: {{.}}

; GFX942-TG: add_i32_global:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: add_i64_global:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_add_x2 v[2:3], v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: sub_i32_global:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_sub v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: sub_i64_global:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_sub_x2 v[2:3], v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: and_i32_global:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_and v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: and_i64_global:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_and_x2 v[2:3], v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: or_i32_global:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_or v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: or_i64_global:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_or_x2 v[2:3], v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: xor_i32_global:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_xor v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: xor_i64_global:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_xor_x2 v[2:3], v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: smin_i32_global:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_smin v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: smin_i64_global:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_smin_x2 v[2:3], v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: smax_i32_global:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_smax v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: smax_i64_global:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_smax_x2 v[2:3], v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: umin_i32_global:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_umin v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: umin_i64_global:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_umin_x2 v[2:3], v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: umax_i32_global:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_umax v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: umax_i64_global:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_umax_x2 v[2:3], v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: inc_i32_global:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_inc v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: inc_i64_global:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_inc_x2 v[2:3], v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: dec_i32_global:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_dec v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: dec_i64_global:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_dec_x2 v[2:3], v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: xchg_i32_global:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_swap v0, v[2:3], v0, off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: xchg_i64_global:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_atomic_swap_x2 v[2:3], v[2:3], v[4:5], off sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: add_i32_flat:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_atomic_add v0, v[2:3], v0 sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: add_i64_flat:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_atomic_add_x2 v[2:3], v[2:3], v[4:5] sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: sub_i32_flat:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_atomic_sub v0, v[2:3], v0 sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: sub_i64_flat:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_atomic_sub_x2 v[2:3], v[2:3], v[4:5] sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: and_i32_flat:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_atomic_and v0, v[2:3], v0 sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: and_i64_flat:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_atomic_and_x2 v[2:3], v[2:3], v[4:5] sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: or_i32_flat:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_atomic_or v0, v[2:3], v0 sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: or_i64_flat:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_atomic_or_x2 v[2:3], v[2:3], v[4:5] sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: xor_i32_flat:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_atomic_xor v0, v[2:3], v0 sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: xor_i64_flat:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_atomic_xor_x2 v[2:3], v[2:3], v[4:5] sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: smin_i32_flat:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_atomic_smin v0, v[2:3], v0 sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: smin_i64_flat:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_atomic_smin_x2 v[2:3], v[2:3], v[4:5] sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: smax_i32_flat:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_atomic_smax v0, v[2:3], v0 sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: smax_i64_flat:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_atomic_smax_x2 v[2:3], v[2:3], v[4:5] sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: umin_i32_flat:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_atomic_umin v0, v[2:3], v0 sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: umin_i64_flat:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_atomic_umin_x2 v[2:3], v[2:3], v[4:5] sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: umax_i32_flat:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_atomic_umax v0, v[2:3], v0 sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: umax_i64_flat:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_atomic_umax_x2 v[2:3], v[2:3], v[4:5] sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: inc_i32_flat:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_atomic_inc v0, v[2:3], v0 sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: inc_i64_flat:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_atomic_inc_x2 v[2:3], v[2:3], v[4:5] sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: dec_i32_flat:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_atomic_dec v0, v[2:3], v0 sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: dec_i64_flat:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_atomic_dec_x2 v[2:3], v[2:3], v[4:5] sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: xchg_i32_flat:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_atomic_swap v0, v[2:3], v0 sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: xchg_i64_flat:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	flat_atomic_swap_x2 v[2:3], v[2:3], v[4:5] sc0
; GFX942-TG-NEXT: 	s_waitcnt vmcnt(0) lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: add_i32_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_add_rtn_u32 v0, v0, v1
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: add_i64_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_add_rtn_u64 v[2:3], v0, v[2:3]
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: sub_i32_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_sub_rtn_u32 v0, v0, v1
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: sub_i64_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_sub_rtn_u64 v[2:3], v0, v[2:3]
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: and_i32_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_and_rtn_b32 v0, v0, v1
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: and_i64_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_and_rtn_b64 v[2:3], v0, v[2:3]
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: or_i32_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_or_rtn_b32 v0, v0, v1
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: or_i64_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_or_rtn_b64 v[2:3], v0, v[2:3]
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: xor_i32_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_xor_rtn_b32 v0, v0, v1
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: xor_i64_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_xor_rtn_b64 v[2:3], v0, v[2:3]
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: smin_i32_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_min_rtn_i32 v0, v0, v1
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: smin_i64_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_min_rtn_i64 v[2:3], v0, v[2:3]
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: smax_i32_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_max_rtn_i32 v0, v0, v1
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: smax_i64_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_max_rtn_i64 v[2:3], v0, v[2:3]
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: umin_i32_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_min_rtn_u32 v0, v0, v1
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: umin_i64_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_min_rtn_u64 v[2:3], v0, v[2:3]
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: umax_i32_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_max_rtn_u32 v0, v0, v1
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: umax_i64_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_max_rtn_u64 v[2:3], v0, v[2:3]
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: inc_i32_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_inc_rtn_u32 v0, v0, v1
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: inc_i64_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_inc_rtn_u64 v[2:3], v0, v[2:3]
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: dec_i32_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_dec_rtn_u32 v0, v0, v1
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: dec_i64_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_dec_rtn_u64 v[2:3], v0, v[2:3]
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: xchg_i32_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_wrxchg_rtn_b32 v0, v0, v1
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: xchg_i64_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_wrxchg_rtn_b64 v[2:3], v0, v[2:3]
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: fadd_f32_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_add_rtn_f32 v0, v0, v1
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fmin_f32_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_min_rtn_f32 v0, v0, v1
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fmax_f32_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_max_rtn_f32 v0, v0, v1
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dword v1, v0, s[0:1]
; GFX942-TG-NEXT: fmin_f64_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_min_rtn_f64 v[2:3], v0, v[2:3]
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NEXT: fmax_f64_local:
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	ds_max_rtn_f64 v[2:3], v0, v[2:3]
; GFX942-TG-NEXT: 	s_waitcnt lgkmcnt(0)
; GFX942-TG-NEXT: 	global_store_dwordx2 v0, v[2:3], s[0:1]
; GFX942-TG-NOT: {{.}}
