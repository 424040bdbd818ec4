; A kernel keeping 24 divergent values live across a call to a declared
; function on gfx900 (64 VGPRs for a 1024-lane workgroup) spills VGPRs
; to scratch; the copy of the scratch V# goes to four SGPRs above those
; the code uses (regalloc/src/lib.rs, `FileAlloc::used_hi`), not above
; every register group the allocator placed, which with calls reach the
; SGPR budget: it used to fail with "needs 108 SGPRs but the budget is
; 102". Oracle: the SGPR budget of seed 002's gfx900 (102 addressable
; SGPRs) and the V# alignment (a multiple of four); the execution test
; tests/exec/sgpr_budget_call.agc runs the same shape.
; RUN: agc --emit asm -C target-cpu=gfx900 -O2 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx900 -O0 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx90a -O2 -o - %s | FileCheck %s

; CHECK-LABEL: k:
; CHECK:       s_swappc_b64 s[30:31]
; CHECK:       s_endpgm
; CHECK:       .amdhsa_next_free_sgpr 102

func @ext(%arg0: i32, %arg1: i32) -> i32

kernel @k(%out: ptr.global, %k: i32) {
entry:
    %t = workitem_id x
    %i = iadd %t, %t
    %c0 = iconst.i32 1
    %v0 = imul %i, %c0
    %w0 = xor %v0, %k
    %c1 = iconst.i32 8
    %v1 = imul %i, %c1
    %w1 = xor %v1, %k
    %c2 = iconst.i32 15
    %v2 = imul %i, %c2
    %w2 = xor %v2, %k
    %c3 = iconst.i32 22
    %v3 = imul %i, %c3
    %w3 = xor %v3, %k
    %c4 = iconst.i32 29
    %v4 = imul %i, %c4
    %w4 = xor %v4, %k
    %c5 = iconst.i32 36
    %v5 = imul %i, %c5
    %w5 = xor %v5, %k
    %c6 = iconst.i32 43
    %v6 = imul %i, %c6
    %w6 = xor %v6, %k
    %c7 = iconst.i32 50
    %v7 = imul %i, %c7
    %w7 = xor %v7, %k
    %c8 = iconst.i32 57
    %v8 = imul %i, %c8
    %w8 = xor %v8, %k
    %c9 = iconst.i32 64
    %v9 = imul %i, %c9
    %w9 = xor %v9, %k
    %c10 = iconst.i32 71
    %v10 = imul %i, %c10
    %w10 = xor %v10, %k
    %c11 = iconst.i32 78
    %v11 = imul %i, %c11
    %w11 = xor %v11, %k
    %r = call @ext(%t, %k)
    %s0 = iadd %r, %w0
    %u0 = xor %s0, %v0
    %s1 = iadd %u0, %w1
    %u1 = xor %s1, %v1
    %s2 = iadd %u1, %w2
    %u2 = xor %s2, %v2
    %s3 = iadd %u2, %w3
    %u3 = xor %s3, %v3
    %s4 = iadd %u3, %w4
    %u4 = xor %s4, %v4
    %s5 = iadd %u4, %w5
    %u5 = xor %s5, %v5
    %s6 = iadd %u5, %w6
    %u6 = xor %s6, %v6
    %s7 = iadd %u6, %w7
    %u7 = xor %s7, %v7
    %s8 = iadd %u7, %w8
    %u8 = xor %s8, %v8
    %s9 = iadd %u8, %w9
    %u9 = xor %s9, %v9
    %s10 = iadd %u9, %w10
    %u10 = xor %s10, %v10
    %s11 = iadd %u10, %w11
    %u11 = xor %s11, %v11
    %t64 = zext.i64 %t
    %four = iconst.i64 4
    %off = imul %t64, %four
    %p = ptradd %out, %off
    store %u11, %p, align 4
    ret
}
