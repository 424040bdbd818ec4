; Private accesses no single scratch row takes. An i32 at alignment 1 is
; four byte loads packed by v_lshl_or_b32 (llc-22 -O3 also loads four
; bytes) and four byte stores of the shifted value; a 64-bit private
; "atomic" is a dwordx2 load, the operation on the pair, a dwordx2 store.
; On MUBUF processors a constant address past the 12-bit offset field is
; a scaled 4 KiB multiple in soffset (added after the swizzle) plus the
; remainder in the field.
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s --check-prefixes=CHECK,GFX900
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s --check-prefixes=CHECK,GFX942

; CHECK-LABEL: unaligned:
; GFX900-COUNT-4: buffer_store_byte
; GFX942-COUNT-4: scratch_store_byte
; GFX900:         buffer_load_ubyte
; GFX942:         scratch_load_ubyte
; CHECK:          v_lshl_or_b32 {{v[0-9]+}}, {{v[0-9]+}}, 8,
; CHECK:          v_lshl_or_b32 {{v[0-9]+}}, {{v[0-9]+}}, 16,
; CHECK:          v_lshl_or_b32 {{v[0-9]+}}, {{v[0-9]+}}, 24,
kernel @unaligned(%out: ptr.global, %x: i32) {
    $a = stack_slot 16, align 4
entry:
    %tid = workitem_id x
    %v = iadd %tid, %x
    %base = stack_addr $a
    %one = iconst.i32 1
    %p = ptradd %base, %one
    store %v, %p, align 1
    %r = load.i32 %p, align 1
    store %r, %out, align 4
    ret
}

; CHECK-LABEL: atomic64:
; GFX900:      buffer_load_dwordx2
; GFX942:      scratch_load_dwordx2
; CHECK:       v_cmp_lt_u64
; CHECK-COUNT-2: v_cndmask_b32
; GFX900:      buffer_store_dwordx2
; GFX942:      scratch_store_dwordx2
kernel @atomic64(%out: ptr.global, %x: i64) {
    $a = stack_slot 8, align 8
entry:
    %tid = workitem_id x
    %t = zext.i64 %tid
    %base = stack_addr $a
    store %t, %base, align 8
    %old = atomicrmw umin %base, %x, monotonic agent, align 8
    %new = load.i64 %base, align 8
    %s = iadd %old, %new
    store %s, %out, align 8
    ret
}

; GFX900-LABEL: big:
; GFX900:       s_mov_b32 [[S:s[0-9]+]], 0x40000
; GFX900-NEXT:  buffer_store_dword {{v[0-9]+}}, off, s[{{[0-9]+:[0-9]+}}], [[S]] offset:4
; GFX942-LABEL: big:
; GFX942:       scratch_store_dword off, {{v[0-9]+}}, {{s[0-9]+}}
kernel @big(%out: ptr.global) {
    $pad = stack_slot 4100, align 4
    $a = stack_slot 16, align 4
entry:
    %tid = workitem_id x
    %base = stack_addr $a
    store %tid, %base, align 4
    %r = load.i32 %base, align 4, volatile
    store %r, %out, align 4
    ret
}
