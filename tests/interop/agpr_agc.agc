; The agc side of the AGPR convention test on gfx90a (seed 002, calling
; convention: a0-a31 caller-saved, a32-a255 callee-saved on processors
; with a unified VGPR/AGPR file; on gfx908 every AGPR is caller-saved).
; @agc_work is called by llc's kernel, which keeps values in a40, a41,
; a47 and a63 across the call; @agc_keeps_across_llc (called by another
; llc kernel) calls llc's @llc_clobbers_agprs, which writes a0-a47.
; Arguments are VGPRs only: with `inreg` ones llc-22's kernel passes the
; first in s0 while agc's gfx90a convention expects s4 (or s16 after the
; implicit inputs); that mismatch is outside this test.

func @llc_clobbers_agprs(%x: i32, %y: i32) -> i32

; Work for llc's kernel: sixteen rounds of acc = (acc * y + 977) ^ n.
func @agc_work(%x: i32, %y: i32) -> i32 {
entry:
    %zero = iconst.i32 0
    br loop(%zero, %x)
loop(%n: i32, %acc: i32):
    %m = imul %acc, %y
    %c = iconst.i32 977
    %a = iadd %m, %c
    %r = xor %a, %n
    %one = iconst.i32 1
    %n2 = iadd %n, %one
    %lim = iconst.i32 16
    %more = icmp slt %n2, %lim
    brif %more, loop(%n2, %r), done
done:
    ret %r
}

; Keeps 24 divergent values (i * c_j and (i * c_j) ^ k for twelve
; constants c_j = 7j + 1) live across the call to llc's function.
func @agc_keeps_across_llc(%i: i32, %k: i32) -> i32 {
entry:
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
    %r = call @llc_clobbers_agprs(%i, %k)
    %s0 = iadd %r, %w0
    %t0 = xor %s0, %v0
    %s1 = iadd %t0, %w1
    %t1 = xor %s1, %v1
    %s2 = iadd %t1, %w2
    %t2 = xor %s2, %v2
    %s3 = iadd %t2, %w3
    %t3 = xor %s3, %v3
    %s4 = iadd %t3, %w4
    %t4 = xor %s4, %v4
    %s5 = iadd %t4, %w5
    %t5 = xor %s5, %v5
    %s6 = iadd %t5, %w6
    %t6 = xor %s6, %v6
    %s7 = iadd %t6, %w7
    %t7 = xor %s7, %v7
    %s8 = iadd %t7, %w8
    %t8 = xor %s8, %v8
    %s9 = iadd %t8, %w9
    %t9 = xor %s9, %v9
    %s10 = iadd %t9, %w10
    %t10 = xor %s10, %v10
    %s11 = iadd %t10, %w11
    %t11 = xor %s11, %v11
    ret %t11
}

; agc's kernel calling llc's @llc_clobbers_agprs directly: it knows only
; the declaration, so its descriptor allocates what the launch bounds
; allow an unknown callee (AGPRs past a47 included) and asks for a
; dynamic stack.
kernel @agc_calls_llc_clobbering(%out: ptr.global, %k: i32) {
entry:
    %i = workitem_id x
    %r = call @llc_clobbers_agprs(%i, %k)
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %p = ptradd %out, %off
    store %r, %p, align 4
    ret
}
