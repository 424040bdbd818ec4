; Wave matrix multiply-accumulate: every shape, chained through a loop
; whose accumulator is a block parameter.
kernel @matrix(%a: f32, %h: f16x4, %n: i32, %out: ptr.global) {
entry:
    %zero = fconst.f32 0.0
    %acc0 = splat.f32x4 %zero
    %d0 = mfma f32_16x16x4_f32 %a, %a, %acc0
    %d1 = mfma f32_16x16x16_f16 %h, %h, %d0
    %d2 = mfma f32_4x4x1_16b_f32 %a, %a, %d1
    %d3 = mfma f32_4x4x4_16b_f16 %h, %h, %d2
    %i0 = iconst.i32 0
    br loop(%i0, %d3)

loop(%i: i32, %acc: f32x4):
    %next = mfma f32_16x16x4_f32 %a, %a, %acc
    %one = iconst.i32 1
    %i1 = iadd %i, %one
    %more = icmp slt %i1, %n
    brif %more, loop(%i1, %next), done

done:
    store %next, %out, align 16
    ret
}
