; GFX11 `wmma` in wave64: the accumulator is half as wide (four VGPRs
; per lane; the IR type is f32x4), A and B still eight; the export asks
; llc for wave64 and the `_w64`-shaped intrinsic overload.
; RUN: agc --emit asm -Z unstable-targets -C target-cpu=gfx1100 -C target-feature=+wavefrontsize64 -o - %s | FileCheck %s
; RUN: agc --emit llvm-ir -Z unstable-targets -C target-cpu=gfx1100 -C target-feature=+wavefrontsize64 -o - %s | FileCheck %s --check-prefix=LL
; CHECK-LABEL: w64:
; CHECK: v_wmma_f32_16x16x16_f16 v[[[D:[0-9]+]]:[[E:[0-9]+]]], v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], v[[[D]]:[[E]]]{{$}}
; LL: call <4 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v4f32.v16f16(
; LL: "target-features"="+wavefrontsize64"
kernel @w64(%a: ptr.global, %d: ptr.global) {
entry:
    %l = workitem_id x
    %l64 = zext.i64 %l
    %k32 = iconst.i64 32
    %o = imul %l64, %k32
    %pa = ptradd %a, %o
    %av = load.f16x16 %pa, align 32
    %k16 = iconst.i64 16
    %o2 = imul %l64, %k16
    %pc = ptradd %d, %o2
    %c = load.f32x4 %pc, align 16
    %dv = wmma f32_16x16x16_f16 %av, %av, %c
    store %dv, %pc, align 16
    ret
}
