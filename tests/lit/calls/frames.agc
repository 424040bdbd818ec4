; Stack frames of non-kernel functions, in the shapes llc-22 emits for
; -mtriple=amdgcn-amd-amdhsa -O2 (gfx942: architected flat scratch, s32 in
; per-lane bytes; gfx900: the V# in s[0:3], s32 in wave bytes, 64 per
; lane): a kernel that calls sets s32 past its own frame; a leaf with an
; array addresses it from s32 without moving it; a function that calls
; and has a frame saves the caller's s33 in a lane of a callee-saved VGPR
; that it first stores with all lanes on (s_or_saveexec_b64 -1), sets
; s33 = s32, moves s32 past its frame, and undoes all of it before
; s_setpc_b64.
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s --check-prefixes=CHECK,FLAT
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s --check-prefixes=CHECK,MUBUF

; CHECK-LABEL: k:
; MUBUF:       s_add_u32 s0, s0, s{{[0-9]+}}
; MUBUF-NEXT:  s_addc_u32 s1, s1, 0
; FLAT:        s_mov_b32 s32, 16{{$}}
; MUBUF:       s_movk_i32 s32, 0x400{{$}}
; CHECK:       s_swappc_b64 s[30:31]
; CHECK:       s_endpgm

; The leaf (laid out first after the kernel): its array at s32, no prologue.
; FLAT:        scratch_store_dword off, v{{[0-9]+}}, s32 offset:4
; MUBUF:       buffer_store_dword v{{[0-9]+}}, off, s[0:3], s32 offset:4
; CHECK-NOT:   s_or_saveexec_b64
; CHECK:       s_setpc_b64 s[30:31]

; The caller, with a frame pointer.
; CHECK:       s_or_saveexec_b64 s{{\[}}[[T:[0-9]+]]:{{[0-9]+}}{{\]}}, -1
; FLAT-NEXT:   scratch_store_dword off, v40, s32 offset:16
; MUBUF-NEXT:  buffer_store_dword v40, off, s[0:3], s32 offset:16
; CHECK-NEXT:  s_mov_b64 exec, s{{\[}}[[T]]:{{[0-9]+}}{{\]}}
; CHECK-NEXT:  v_writelane_b32 v40, s33, 0
; CHECK-NEXT:  s_mov_b32 s33, s32
; FLAT-NEXT:   s_add_u32 s32, s32, 32
; MUBUF-NEXT:  s_add_u32 s32, s32, 0x800
; CHECK:       s_swappc_b64 s[30:31]
; CHECK:       v_readlane_b32 s[[FP:[0-9]+]], v40, 0
; CHECK-NEXT:  s_mov_b32 s32, s33
; CHECK-NEXT:  s_or_saveexec_b64 s{{\[}}[[E:[0-9]+]]:{{[0-9]+}}{{\]}}, -1
; FLAT-NEXT:   scratch_load_dword v40, off, s33 offset:16
; MUBUF-NEXT:  buffer_load_dword v40, off, s[0:3], s33 offset:16
; CHECK-NEXT:  s_mov_b64 exec, s{{\[}}[[E]]:{{[0-9]+}}{{\]}}
; CHECK-NEXT:  s_mov_b32 s33, s[[FP]]
; CHECK:       s_setpc_b64 s[30:31]

func @leaf(%x: i32) -> i32 {
    $arr = stack_slot 8, align 4
entry:
    %base = stack_addr $arr
    %four = iconst.i32 4
    %q = ptradd %base, %four
    store %x, %q, align 4
    %one = iconst.i32 1
    %i = and %x, %one
    %off = imul %i, %four
    %p = ptradd %base, %off
    %v = load.i32 %p, align 4
    ret %v
}

func @caller(%x: i32) -> i32 {
    $m = stack_slot 16, align 4
entry:
    %base = stack_addr $m
    store %x, %base, align 4
    %r = call @leaf(%x)
    %v = load.i32 %base, align 4
    %t = iadd %r, %v
    ret %t
}

kernel @k(%out: ptr.global) {
    $a = stack_slot 8, align 4
entry:
    %tid = workitem_id x
    %b = stack_addr $a
    store %tid, %b, align 4
    %r = call @caller(%tid)
    %l = load.i32 %b, align 4
    %t = iadd %r, %l
    %four = iconst.i32 4
    %o = imul %tid, %four
    %p = ptradd %out, %o
    store %t, %p, align 4
    ret
}
