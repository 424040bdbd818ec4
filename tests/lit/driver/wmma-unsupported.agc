; A matrix operation a processor lacks is an error at the instruction:
; `wmma` where there are no WMMA units (gfx942, and GFX12, whose WMMA
; takes other operand widths), `mfma` without matrix cores (gfx1100), and
; a `wmma` whose accumulator type is the other wave size's form.
; RUN: not agc -C target-cpu=gfx942 %s -o %t.hsaco 2>&1 | FileCheck %s --check-prefix=CDNA
; RUN: not agc -Z unstable-targets -C target-cpu=gfx1200 %s -o %t.hsaco 2>&1 | FileCheck %s --check-prefix=GFX12
; RUN: not agc -Z unstable-targets -C target-cpu=gfx1100 -C target-feature=+wavefrontsize64 %s -o %t.hsaco 2>&1 | FileCheck %s --check-prefix=WAVE
; RUN: not agc -Z unstable-targets -C target-cpu=gfx1100 %S/Inputs/mfma-located.agc -o %t.hsaco 2>&1 | FileCheck %s --check-prefix=MFMA
; CDNA: error[E0200]: `wmma f32_16x16x16_f16` is not selected for gfx942: it has no WMMA units
; CDNA-NEXT: --> {{.*}}wmma-unsupported.agc:[[# @LINE + 9]]:5
; GFX12: error[E0200]: `wmma f32_16x16x16_f16` is not selected for gfx1200: it has no WMMA units
; WAVE: error[E0200]: `wmma f32_16x16x16_f16` with a f32x8 accumulator is not the wave64 form this function is compiled for (that is f32x4)
; MFMA: error[E0200]: `mfma` needs matrix cores, which gfx1100 does not have

kernel @k(%a: f16x16, %out: ptr.global) {
entry:
    %zero = fconst.f32 0.0
    %c = splat.f32x8 %zero
    %d = wmma f32_16x16x16_f16 %a, %a, %c
    store %d, %out, align 32
    ret
}
