; The 32x32 MFMA shapes: a 16-dword accumulator (the IR's f32x16), in
; AGPRs on gfx908 and VGPRs on gfx90a/gfx942 (gfx942 spells the
; mnemonics with underscores); the export calls the 32x32 intrinsics
; with a <16 x float> accumulator. Execution: tests/exec/mfma32.agc.
; RUN: agc --emit asm -C target-cpu=gfx908 -o - %s | FileCheck %s --check-prefix=GFX908
; RUN: agc --emit asm -C target-cpu=gfx90a -o - %s | FileCheck %s --check-prefix=GFX90A
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s --check-prefix=GFX942
; RUN: agc --emit llvm-ir -C target-cpu=gfx90a -o - %s | FileCheck %s --check-prefix=LL
; GFX908: v_mfma_f32_32x32x8f16 a[[[A:[0-9]+]]:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], a[[[A]]:{{[0-9]+}}]
; GFX908: v_mfma_f32_32x32x2f32 a[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}}, a[{{[0-9]+}}:{{[0-9]+}}]
; GFX90A: v_mfma_f32_32x32x8f16 v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], 0
; GFX90A: v_mfma_f32_32x32x2f32 v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}}, v[{{[0-9]+}}:{{[0-9]+}}]
; GFX942: v_mfma_f32_32x32x8_f16
; GFX942: v_mfma_f32_32x32x2_f32
; LL: call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %{{.*}}, <4 x half> %{{.*}}, <16 x float> %{{.*}}, i32 0, i32 0, i32 0)
; LL: call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %{{.*}}, float %{{.*}}, <16 x float> %{{.*}}, i32 0, i32 0, i32 0)

kernel @k(%h: f16x4, %x: f32, %out: ptr.global) {
entry:
    %zero = fconst.f32 0.0
    %c = splat.f32x16 %zero
    %d0 = mfma f32_32x32x8_f16 %h, %h, %c
    %d1 = mfma f32_32x32x2_f32 %x, %x, %d0
    %t = workitem_id x
    %t64 = zext.i64 %t
    %k64 = iconst.i64 64
    %o = imul %t64, %k64
    %p = ptradd %out, %o
    store %d1, %p, align 64
    ret
}
