; Recursion: @fact calls itself. A call inside a cycle of the call graph
; is compiled before its callee, so it clobbers what the convention
; allows: the return address and the values live across the call move to
; callee-saved registers that the prologue saves. The kernel's private
; segment holds the kernel's frame and one frame of each function it
; reaches, and the descriptor asks for a dynamic stack on top, as llc-22
; does for the same factorial (-mtriple=amdgcn-amd-amdhsa -mcpu=gfx900
; -O2: .amdhsa_private_segment_fixed_size 16, .amdhsa_uses_dynamic_stack
; 1, .uses_dynamic_stack: true).
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s

; CHECK-LABEL: k:
; CHECK:       s_mov_b32 s32, 0
; CHECK:       s_swappc_b64 s[30:31], s{{\[[0-9]+:[0-9]+\]}}
; CHECK-LABEL: fact:
; CHECK:       v_writelane_b32 [[LANE:v[0-9]+]], s33, 0
; CHECK:       s_mov_b32 s33, s32
; CHECK:       s_mov_b64 s{{\[}}[[RA:[0-9]+]]:{{[0-9]+}}{{\]}}, s[30:31]
; CHECK:       s_add_u32 [[ADDR:s[0-9]+]], [[ADDR]], fact@rel32@lo+4
; CHECK:       s_swappc_b64 s[30:31]
; CHECK:       s_mov_b64 s[30:31], s{{\[}}[[RA]]:{{[0-9]+}}{{\]}}
; CHECK:       s_mov_b32 s32, s33
; CHECK:       s_setpc_b64 s[30:31]
; CHECK:       .amdhsa_kernel k
; CHECK:       .amdhsa_private_segment_fixed_size 16
; CHECK:       .amdhsa_uses_dynamic_stack 1
; CHECK:       .private_segment_fixed_size: 16
; CHECK:       .uses_dynamic_stack: true

func @fact(%n: i32) -> i32 {
entry:
    %one = iconst.i32 1
    %small = icmp sle %n, %one
    brif %small, base, rec

base:
    ret %one

rec:
    %m = isub %n, %one
    %f = call @fact(%m)
    %r = imul %f, %n
    ret %r
}

kernel @k(%x: ptr.global, %out: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %v = load.i32 %px, align 4
    %f = call @fact(%v)
    %po = ptradd %out, %off
    store %f, %po, align 4
    ret
}
