; A kernel keeping 24 divergent values (i * c_j and (i * c_j) ^ k for
; twelve constants c_j = 7j + 1) live across a call through a function
; pointer. On gfx900-gfx908 (64 VGPRs for a 1024-lane workgroup) the
; values spill to scratch across the call, through a copy of the scratch
; V# placed above the SGPRs the code uses (regalloc, `used_hi`; the same
; kernel calling a declared function used to fail to compile, see
; tests/lit/calls/sgpr-budget-declared.agc).
; Oracle: the IR interpreter (the expected words below) and the simulator.
;
; run: @sgpr_budget_call grid(64) (out=i32[64](0), k=3) => out == [37, 1188, 3067, 2738, 6017, 4176, 7591, 7294, 12189, 3452, 10803, 8570, 15129, 12744, 13887, 14854, 20949, 21140, 10027, 10562, 17009, 18400, 20919, 21486, 23437, 21868, 29987, 29514, 29129, 18392, 31631, 38454, 41733, 16644, 41179, 34066, 10849, 21616, 27975, 40350, 34557, 30556, 33107, 47450, 41913, 41704, 42143, 27046, 42421, 32372, 43787, 32418, 49873, 65152, 59095, 40334, 55533, 60108, 37571, 60458, 59625, 61176, 67055, 58326]

func @sgpr_budget_call_f(%x: i32, %n: i32) -> i32 {
entry:
    %m = imul %x, %n
    %one = iconst.i32 1
    %a = iadd %m, %one
    ret %a
}

kernel @sgpr_budget_call(%out: ptr.global, %k: i32) {
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
    %fp = funcaddr @sgpr_budget_call_f
    %r = call_indirect %fp(%t, %k) : (i32, i32) -> i32
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
