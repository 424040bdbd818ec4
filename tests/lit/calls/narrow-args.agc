; Arguments narrower than a dword and vectors of them, placed as llc-22
; places them (-mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -O2, the same
; signatures in LLVM IR): i1/i8/i16/f16/bf16 a dword each, 16-bit vectors
; two lanes to a dword (f16x3 in two), i8 vectors a dword per lane (i8x2
; in v0-v1, i8x4 in v2-v5, so the i32 after an i16x3 and a bf16x2 is v9),
; an i8x4 result in v0-v3; `inreg` ones in SGPRs the same way (i1 in v10
; and s18 below: s0-s3, then from s16, after the input SGPRs); on the
; stack after v0-v31, 4-byte slots in order (the i16 at offset 4, the
; f16x3 at 24 and 28). The receiver clears the bits above each value
; (llc leaves them undefined).
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s

; CHECK-LABEL: last:
; CHECK-NEXT:  s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
; CHECK-NEXT:  v_mov_b32_e32 v0, v9
; CHECK-NEXT:  s_setpc_b64 s[30:31]
func @last(%a: i8x2, %b: i8x4, %c: i16x3, %d: bf16x2, %e: i32) -> i32 {
entry:
    ret %e
}

; CHECK-LABEL: bytes:
; CHECK-DAG:   v_bfe_u32 v1, v0, 8, 8
; CHECK-DAG:   v_bfe_u32 v2, v0, 16, 8
; CHECK-DAG:   v_bfe_u32 v3, v0, 24, 8
; CHECK:       s_setpc_b64 s[30:31]
func @bytes(%x: i32) -> i8x4 {
entry:
    %v = bitcast.i8x4 %x
    ret %v
}

; CHECK-LABEL: scalars:
; CHECK-DAG:   v_and_b32_e32 {{v[0-9]+}}, 1, v10
; CHECK-DAG:   s_and_b32 {{s[0-9]+}}, s18, 1
; CHECK:       s_setpc_b64 s[30:31]
func @scalars(%a: i8, %b: i16, %c: f16, %d: bf16, %e: f16x2, %f: i16x2, %g: f16x3, %h: f16x4, %i: i1, %j: i8 inreg, %k: i16 inreg, %l: f16 inreg, %m: f16x2 inreg, %n: i16x4 inreg, %o: i1 inreg) -> (i1, i1) {
entry:
    ret %i, %o
}

; CHECK-LABEL: stacked:
; CHECK-DAG:   scratch_load_dword {{v[0-9]+}}, off, s32 offset:4
; CHECK-DAG:   scratch_load_dword {{v[0-9]+}}, off, s32 offset:24
; CHECK-DAG:   scratch_load_dword {{v[0-9]+}}, off, s32 offset:28
; CHECK-DAG:   v_and_b32_e32 {{v[0-9]+}}, 0xffff,
; CHECK:       s_setpc_b64 s[30:31]
func @stacked(%v0: i32, %v1: i32, %v2: i32, %v3: i32, %v4: i32, %v5: i32, %v6: i32, %v7: i32, %v8: i32, %v9: i32, %v10: i32, %v11: i32, %v12: i32, %v13: i32, %v14: i32, %v15: i32, %v16: i32, %v17: i32, %v18: i32, %v19: i32, %v20: i32, %v21: i32, %v22: i32, %v23: i32, %v24: i32, %v25: i32, %v26: i32, %v27: i32, %v28: i32, %v29: i32, %v30: i32, %v31: i32, %a: i16, %b: i8, %c: f16, %d: f16x2, %e: i1, %g: f16x3) -> (i16, f16x3) {
entry:
    ret %a, %g
}
