; Matrix multiply-accumulate selection: one `v_mfma` per IR `mfma`, the
; accumulator in AGPRs on gfx908 (results leave through
; `v_accvgpr_read`; a chained `mfma` reads the previous AGPR tuple
; directly) and in VGPRs on gfx90a/gfx942 (gfx942 spells the mnemonic
; with underscores); a zero accumulator is the inline constant 0 on
; gfx90a+ and zeros written to AGPRs on gfx908, which has no inline
; source C.
; Wait states: a VALU write feeding source A/B needs 2 (`s_nop 1`); the
; accumulation chain needs none; a 16x16 result read by a VALU needs 10
; on gfx908 and gfx942, 11 on gfx90a (llc-22 post-RA-hazard-rec), of
; which the store address's independent `v_mov` provides one.
; The LLVM IR export calls `llvm.amdgcn.mfma.f32.16x16x4f32`.
; RUN: agc --emit asm -C target-cpu=gfx908 -o - %s | FileCheck %s --check-prefix=GFX908
; RUN: agc --emit asm -C target-cpu=gfx90a -o - %s | FileCheck %s --check-prefix=GFX90A
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s --check-prefix=GFX942
; RUN: agc --emit llvm-ir -C target-cpu=gfx90a -o - %s | FileCheck %s --check-prefix=LL

; GFX908-LABEL: chain:
; GFX908: v_accvgpr_write_b32 a{{[0-9]+}}, 0
; GFX908: v_mfma_f32_16x16x4f32 a[[[A:[0-9]+]]:{{[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}}, a[{{[0-9]+}}:{{[0-9]+}}]
; GFX908-NOT: v_accvgpr_write
; GFX908: v_mfma_f32_16x16x4f32 a[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}}, a[[[A]]:{{[0-9]+}}]
; GFX908-NEXT: v_mov_b32_e32 v{{[0-9]+}}, 0
; GFX908-NEXT: s_nop 7
; GFX908-NEXT: s_nop 0
; GFX908-NEXT: v_accvgpr_read_b32
; GFX908: s_endpgm

; GFX90A-LABEL: chain:
; GFX90A: v_mfma_f32_16x16x4f32 v[[[V:[0-9]+]]:{{[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}}, 0
; GFX90A: v_mfma_f32_16x16x4f32 v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}}, v[[[V]]:{{[0-9]+}}]
; GFX90A-NEXT: v_mov_b32_e32 v{{[0-9]+}}, 0
; GFX90A-NEXT: s_nop 7
; GFX90A-NEXT: s_nop 1
; GFX90A-NOT: accvgpr
; GFX90A: s_endpgm

; GFX942-LABEL: chain:
; GFX942: v_mfma_f32_16x16x4_f32 v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}, v{{[0-9]+}}, 0
; GFX942: v_mfma_f32_16x16x4_f32
; GFX942-NEXT: v_mov_b32_e32 v{{[0-9]+}}, 0
; GFX942-NEXT: s_nop 7
; GFX942-NEXT: s_nop 0
; GFX942: s_endpgm

; LL: call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %{{.*}}, float %{{.*}}, <4 x float> %{{.*}}, i32 0, i32 0, i32 0)
; LL: declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float, float, <4 x float>, i32, i32, i32)
kernel @chain(%a: f32, %b: f32, %out: ptr.global) {
entry:
    %zero = fconst.f32 0.0
    %c = splat.f32x4 %zero
    %d1 = mfma f32_16x16x4_f32 %a, %b, %c
    %d2 = mfma f32_16x16x4_f32 %a, %b, %d1
    %x = extractlane %d2, 2
    store %x, %out, align 4
    ret
}

; A loop-carried accumulator on gfx908 stays in AGPRs: zeros written once
; before the loop, each step accumulates in place (the result overwrites
; source C), and the VGPR copy is made once after the loop. Oracle:
; llc-22 -O3 on the exported IR for gfx908 emits the same loop
; (v_mfma_f32_16x16x4f32 a[0:3], v0, v1, a[0:3]).
; GFX908-LABEL: loop:
; GFX908:      v_accvgpr_write_b32 a{{[0-9]+}}, 0
; GFX908:      .LBB1_1:
; GFX908-NOT:  accvgpr
; GFX908:      v_mfma_f32_16x16x4f32 a[[[A:[0-9]+]]:[[B:[0-9]+]]], v{{[0-9]+}}, v{{[0-9]+}}, a[[[A]]:[[B]]]
; GFX908-NOT:  accvgpr
; GFX908:      s_cbranch_scc1 .LBB1_1
; GFX908:      v_accvgpr_read_b32
; GFX908:      s_endpgm

; On gfx90a/gfx942 the accumulator is a VGPR tuple the result overwrites
; in place (destination == source C; only a partial overlap is
; forbidden), so the back edge moves nothing. Oracle: llc-22 -O3 on the
; exported IR for gfx90a emits
; v_mfma_f32_16x16x4f32 v[0:3], v4, v5, v[0:3] in its loop. The zeroed
; accumulator is four `v_mov_b32 v, 0` (as llc's), not a uniform splat
; in SGPRs copied over: no `s_mov_b32 s, 0` beyond the loop counter's.
; GFX90A-LABEL: loop:
; GFX90A-COUNT-1: s_mov_b32 s{{[0-9]+}}, 0
; GFX90A-NOT:  s_mov_b32 s{{[0-9]+}}, 0
; GFX90A-COUNT-4: v_mov_b32_e32 v{{[0-9]+}}, 0
; GFX90A-NOT:  v_mov_b32_e32 v{{[0-9]+}}, s
; GFX90A:      .LBB1_1:
; GFX90A:      v_mfma_f32_16x16x4f32 v[[[A:[0-9]+]]:[[B:[0-9]+]]], v{{[0-9]+}}, v{{[0-9]+}}, v[[[A]]:[[B]]]
; GFX90A-NEXT: s_cbranch_scc1 .LBB1_1
; GFX90A-NOT:  s_branch
; GFX90A:      global_store_dwordx4 v{{[0-9]+}}, v[[[A]]:[[B]]]
; GFX942-LABEL: loop:
; GFX942:      .LBB1_1:
; GFX942:      v_mfma_f32_16x16x4_f32 v[[[A:[0-9]+]]:[[B:[0-9]+]]], v{{[0-9]+}}, v{{[0-9]+}}, v[[[A]]:[[B]]]
; GFX942-NEXT: s_cbranch_scc1 .LBB1_1
; GFX942-NOT:  s_branch
; GFX942:      global_store_dwordx4 v{{[0-9]+}}, v[[[A]]:[[B]]]

; Under divergent control flow the `mfma` runs with its block's EXEC.
; GFX90A-LABEL: divergent:
; GFX90A:      s_and_saveexec_b64
; GFX90A-NEXT: s_cbranch_execz
; GFX90A-NOT:  exec
; GFX90A:      v_mfma_f32_16x16x4f32
; GFX90A-NOT:  exec
; GFX90A:      global_store_dwordx4
kernel @loop(%a: f32, %b: f32, %out: ptr.global, %n: i32) {
entry:
    %zero = fconst.f32 0.0
    %c = splat.f32x4 %zero
    %z = iconst.i32 0
    br steps(%z, %c)

steps(%k: i32, %acc: f32x4):
    %next = mfma f32_16x16x4_f32 %a, %b, %acc
    %i1 = iconst.i32 1
    %k1 = iadd %k, %i1
    %more = icmp slt %k1, %n
    brif %more, steps(%k1, %next), store

store:
    store %next, %out, align 16
    ret
}

kernel @divergent(%x: f32, %out: ptr.global, %n: i32) {
entry:
    %t = workitem_id x
    %lt = icmp ult %t, %n
    brif %lt, then, done

then:
    %zero = fconst.f32 0.0
    %c = splat.f32x4 %zero
    %d = mfma f32_16x16x4_f32 %x, %x, %c
    %t64 = zext.i64 %t
    %k16 = iconst.i64 16
    %o = imul %t64, %k16
    %p = ptradd %out, %o
    store %d, %p, align 16
    br done

done:
    ret
}

; A 4x4 accumulation chain in place, two steps per iteration: both
; `mfma`s write the tuple they read as source C, on every processor
; (oracle: llc-22 -O3 on the exported IR allocates dst == srcC in its
; loop too).
; GFX908-LABEL: loop4:
; GFX908:      .LBB3_1:
; GFX908:      v_mfma_f32_4x4x1f32 a[[[A:[0-9]+]]:[[B:[0-9]+]]], v{{[0-9]+}}, v{{[0-9]+}}, a[[[A]]:[[B]]]
; GFX908:      v_mfma_f32_4x4x1f32 a[[[A]]:[[B]]], v{{[0-9]+}}, v{{[0-9]+}}, a[[[A]]:[[B]]]
; GFX908-NEXT: s_cbranch_scc1 .LBB3_1
; GFX90A-LABEL: loop4:
; GFX90A:      .LBB3_1:
; GFX90A:      v_mfma_f32_4x4x1f32 v[[[A:[0-9]+]]:[[B:[0-9]+]]], v{{[0-9]+}}, v{{[0-9]+}}, v[[[A]]:[[B]]]
; GFX90A:      v_mfma_f32_4x4x1f32 v[[[A]]:[[B]]], v{{[0-9]+}}, v{{[0-9]+}}, v[[[A]]:[[B]]]
; GFX90A-NEXT: s_cbranch_scc1 .LBB3_1
; GFX942-LABEL: loop4:
; GFX942:      .LBB3_1:
; GFX942:      v_mfma_f32_4x4x1_16b_f32 v[[[A:[0-9]+]]:[[B:[0-9]+]]], v{{[0-9]+}}, v{{[0-9]+}}, v[[[A]]:[[B]]]
; GFX942:      v_mfma_f32_4x4x1_16b_f32 v[[[A]]:[[B]]], v{{[0-9]+}}, v{{[0-9]+}}, v[[[A]]:[[B]]]
; GFX942-NEXT: s_cbranch_scc1 .LBB3_1
kernel @loop4(%a: f32, %b: f32, %out: ptr.global, %n: i32) {
entry:
    %zero = fconst.f32 0.0
    %c = splat.f32x4 %zero
    %z = iconst.i32 0
    br steps(%z, %c)

steps(%k: i32, %acc: f32x4):
    %m = mfma f32_4x4x1_16b_f32 %a, %b, %acc
    %next = mfma f32_4x4x1_16b_f32 %b, %a, %m
    %i1 = iconst.i32 1
    %k1 = iadd %k, %i1
    %more = icmp slt %k1, %n
    brif %more, steps(%k1, %next), store

store:
    store %next, %out, align 16
    ret
}
