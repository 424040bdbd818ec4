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

; The GFX11 wave matrix operations: the wave32 forms (accumulators of
; eight dwords) and a wave64 one (four), f16 results in either half.
kernel @wmma(%h: f16x16, %bh: bf16x16, %q: i32x4, %n: i32x2, %out: ptr.global) {
entry:
    %zero = fconst.f32 0.0
    %acc0 = splat.f32x8 %zero
    %d0 = wmma f32_16x16x16_f16 %h, %h, %acc0
    %d1 = wmma f32_16x16x16_bf16 %bh, %bh, %d0
    %hz = fconst.f16 0.0
    %hacc = splat.f16x16 %hz
    %e0 = wmma f16_16x16x16_f16 %h, %h, %hacc
    %e1 = wmma f16_16x16x16_f16_hi %h, %h, %e0
    %bz = fconst.bf16 0.0
    %bacc = splat.bf16x16 %bz
    %g0 = wmma bf16_16x16x16_bf16_hi %bh, %bh, %bacc
    %iz = iconst.i32 0
    %iacc = splat.i32x8 %iz
    %k0 = wmma i32_16x16x16_i8_u8 %q, %q, %iacc
    %k1 = wmma i32_16x16x16_u4 %n, %n, %k0
    %acc64 = splat.f32x4 %zero
    %w64 = wmma f32_16x16x16_f16 %h, %h, %acc64
    store %d1, %out, align 32
    store %e1, %out, align 32
    store %g0, %out, align 32
    store %k1, %out, align 32
    store %w64, %out, align 16
    ret
}
