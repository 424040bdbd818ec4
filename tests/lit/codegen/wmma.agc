; GFX11 wave matrix multiply-accumulate selection: one `v_wmma_*` per IR
; `wmma`, A and B the loaded VGPR tuples as they stand, the accumulator
; eight VGPRs in wave32 and four in wave64, the result written over C's
; registers; the integer forms' signedness is neg_lo (A signed, B
; unsigned: [1,0,0]), a 16-bit result in the high halves op_sel:[0,0,1].
; The LLVM IR export calls the overloaded `llvm.amdgcn.wmma.*`
; intrinsics (bf16 as i16 vectors). Oracle for the text: llvm-mc-22
; assembles these forms to agc's bytes (isa/tests/llvm_mc_wmma.rs).
; RUN: agc --emit asm -Z unstable-targets -C target-cpu=gfx1100 -o - %s | FileCheck %s --check-prefix=W32
; RUN: agc --emit asm -Z unstable-targets -C target-cpu=gfx1151 -o - %s | FileCheck %s --check-prefix=W32
; RUN: agc --emit llvm-ir -Z unstable-targets -C target-cpu=gfx1100 -o - %s | FileCheck %s --check-prefix=LL

; W32-LABEL: f32_f16:
; W32: v_wmma_f32_16x16x16_f16 v[[[D:[0-9]+]]:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], v[[[D]]:{{[0-9]+}}]{{$}}
; W32: s_endpgm
; LL-LABEL: @f32_f16(
; LL: call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v16f16(<16 x half> %{{.*}}, <16 x half> %{{.*}}, <8 x float> %{{.*}})
kernel @f32_f16(%a: ptr.global, %d: ptr.global) {
entry:
    %l = workitem_id x
    %l64 = zext.i64 %l
    %k32 = iconst.i64 32
    %o = imul %l64, %k32
    %pa = ptradd %a, %o
    %av = load.f16x16 %pa, align 32
    %pc = ptradd %d, %o
    %c = load.f32x8 %pc, align 32
    %dv = wmma f32_16x16x16_f16 %av, %av, %c
    store %dv, %pc, align 32
    ret
}

; W32-LABEL: f16_hi:
; W32: v_wmma_f16_16x16x16_f16 v[[[H:[0-9]+]]:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], v[[[H]]:{{[0-9]+}}] op_sel:[0,0,1]
; W32: s_endpgm
; LL-LABEL: @f16_hi(
; LL: call <16 x half> @llvm.amdgcn.wmma.f16.16x16x16.f16.v16f16.v16f16(<16 x half> %{{.*}}, <16 x half> %{{.*}}, <16 x half> %{{.*}}, i1 1)
kernel @f16_hi(%a: ptr.global, %d: ptr.global) {
entry:
    %l = workitem_id x
    %l64 = zext.i64 %l
    %k32 = iconst.i64 32
    %o = imul %l64, %k32
    %pa = ptradd %a, %o
    %av = load.f16x16 %pa, align 32
    %pc = ptradd %d, %o
    %c = load.f16x16 %pc, align 32
    %dv = wmma f16_16x16x16_f16_hi %av, %av, %c
    store %dv, %pc, align 32
    ret
}

; W32-LABEL: bf16:
; W32: v_wmma_bf16_16x16x16_bf16 v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}]{{$}}
; LL-LABEL: @bf16(
; LL: bitcast <16 x bfloat> %{{.*}} to <16 x i16>
; LL: call <16 x i16> @llvm.amdgcn.wmma.bf16.16x16x16.bf16.v16i16.v16i16(<16 x i16> %{{.*}}, <16 x i16> %{{.*}}, <16 x i16> %{{.*}}, i1 0)
; LL: bitcast <16 x i16> %{{.*}} to <16 x bfloat>
kernel @bf16(%a: ptr.global, %d: ptr.global) {
entry:
    %l = workitem_id x
    %l64 = zext.i64 %l
    %k32 = iconst.i64 32
    %o = imul %l64, %k32
    %pa = ptradd %a, %o
    %av = load.bf16x16 %pa, align 32
    %pc = ptradd %d, %o
    %c = load.bf16x16 %pc, align 32
    %dv = wmma bf16_16x16x16_bf16 %av, %av, %c
    store %dv, %pc, align 32
    ret
}

; W32-LABEL: iu8:
; W32: v_wmma_i32_16x16x16_iu8 v[[[I:[0-9]+]]:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], v[[[I]]:{{[0-9]+}}] neg_lo:[1,0,0]
; W32-LABEL: iu4:
; W32: v_wmma_i32_16x16x16_iu4 v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}] neg_lo:[1,1,0]
; LL-LABEL: @iu8(
; LL: call <8 x i32> @llvm.amdgcn.wmma.i32.16x16x16.iu8.v8i32.v4i32(i1 1, <4 x i32> %{{.*}}, i1 0, <4 x i32> %{{.*}}, <8 x i32> %{{.*}}, i1 0)
kernel @iu8(%a: ptr.global, %d: ptr.global) {
entry:
    %l = workitem_id x
    %l64 = zext.i64 %l
    %k16 = iconst.i64 16
    %o = imul %l64, %k16
    %pa = ptradd %a, %o
    %av = load.i32x4 %pa, align 16
    %k32 = iconst.i64 32
    %o2 = imul %l64, %k32
    %pc = ptradd %d, %o2
    %c = load.i32x8 %pc, align 32
    %dv = wmma i32_16x16x16_i8_u8 %av, %av, %c
    store %dv, %pc, align 32
    ret
}

kernel @iu4(%a: ptr.global, %d: ptr.global) {
entry:
    %l = workitem_id x
    %l64 = zext.i64 %l
    %k8 = iconst.i64 8
    %o = imul %l64, %k8
    %pa = ptradd %a, %o
    %av = load.i32x2 %pa, align 8
    %k32 = iconst.i64 32
    %o2 = imul %l64, %k32
    %pc = ptradd %d, %o2
    %c = load.i32x8 %pc, align 32
    %dv = wmma i32_16x16x16_i4 %av, %av, %c
    store %dv, %pc, align 32
    ret
}

; A zero accumulator is the inline constant 0 for the 32-bit results
; (as llc-22 writes it); the 16-bit ones keep a register tuple, whose
; other halves the result must keep.
; W32-LABEL: zero_c:
; W32: v_wmma_f32_16x16x16_f16 v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], 0{{$}}
; W32: v_wmma_f16_16x16x16_f16 v[[[Z:[0-9]+]]:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], v[[[Z]]:{{[0-9]+}}]{{$}}
kernel @zero_c(%a: ptr.global, %d: ptr.global) {
entry:
    %av = load.f16x16 %a, align 32
    %zero = fconst.f32 0.0
    %c = splat.f32x8 %zero
    %dv = wmma f32_16x16x16_f16 %av, %av, %c
    store %dv, %d, align 32
    %hz = fconst.f16 0.0
    %hc = splat.f16x16 %hz
    %hv = wmma f16_16x16x16_f16 %av, %av, %hc
    store %hv, %d, align 32
    ret
}
