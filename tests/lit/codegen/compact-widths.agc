; Register compaction after allocation (regalloc/src/compact.rs): six
; 64-bit uniform values are live at once in the first half of the kernel
; and eight 32-bit ones in the second. The allocator's banks give pairs and
; single dwords disjoint registers, each sized for its own peak
; (.amdhsa_next_free_sgpr 24 before compaction); recolouring the allocated
; code lets the single dwords of the second half reuse the pairs' SGPRs.
; Oracle: the dwords live at the densest point (while %p6 = %p3 * %p2 is
; formed: %out, %c and %d, five 64-bit values and four partial products,
; 18 dwords), so 18 is the least any allocation can touch; the execution
; test tests/exec/compact.agc runs the same kernel against the IR
; interpreter.
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s

; CHECK-LABEL: compact_widths:
; CHECK:       s_mul_i32 s{{[0-9]+}}, s{{[0-9]+}}, s{{[0-9]+}}
; CHECK:       s_endpgm
; CHECK:       .amdhsa_next_free_sgpr 18

kernel @compact_widths(%out: ptr.global, %a: i64, %b: i64, %c: i32, %d: i32) {
entry:
    %i = workitem_id x
    %p1 = imul %a, %b
    %p2 = iadd %a, %b
    %p3 = xor %a, %p1
    %p4 = isub %b, %p2
    %p5 = or %p1, %p4
    %p6 = imul %p3, %p2
    %q1 = iadd %p1, %p2
    %q2 = xor %q1, %p3
    %q3 = iadd %q2, %p4
    %q4 = xor %q3, %p5
    %q5 = iadd %q4, %p6
    %h = trunc.i32 %q5
    %s1 = imul %c, %d
    %s2 = iadd %c, %h
    %s3 = xor %d, %s1
    %s4 = isub %s2, %s3
    %s5 = or %s1, %s4
    %s6 = imul %s3, %s2
    %s7 = and %s5, %d
    %s8 = iadd %s6, %c
    %t1 = iadd %s1, %s2
    %t2 = xor %t1, %s3
    %t3 = iadd %t2, %s4
    %t4 = xor %t3, %s5
    %t5 = iadd %t4, %s6
    %t6 = xor %t5, %s7
    %t7 = iadd %t6, %s8
    %r = iadd %t7, %i
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %po = ptradd %out, %off
    store %r, %po, align 4
    ret
}
