; Register compaction (regalloc/src/compact.rs): six 64-bit uniform values
; are live at once in the first half and eight 32-bit ones in the second,
; so the pair bank and the single bank each peak where the other is idle.
; Recolouring the allocated code lets the singles reuse the pairs' SGPRs
; (gfx942: 18 SGPRs touched instead of the banks' 24, see the lit test
; codegen/compact-widths.agc). Expected buffers are the IR interpreter's.
;
; run: @compact_widths grid(8) (out=i32[8](0), a=123456789012, b=-987654321, c=77, d=-5) => out == [1242906192, 1242906193, 1242906194, 1242906195, 1242906196, 1242906197, 1242906198, 1242906199]

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
