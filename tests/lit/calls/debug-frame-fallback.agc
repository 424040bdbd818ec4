; Call frame information in the epilogue fallbacks (regalloc/src/prologue.rs,
; "Full argument registers"): a tail call whose operands hold every
; caller-saved SGPR pair at the return. Oracle: llvm-dwarfdump-22
; decoding our .debug_frame and computing the unwind rows; the expected
; rules are worked out from seed 002 ("call frame information",
; "non-kernel functions").
;
; Each function has an 8 KiB array (its lane VGPR v40 is saved past the
; 4 KiB offset field) and tail-calls a function with N `inreg`
; arguments (all internal: their layout skips no input registers they
; do not receive); the target takes s[28:29]. With N = 23 on gfx900 (s4-s26)
; and N = 27 on gfx942 (s0-s26) only s27 is free at the return: it
; receives the caller's s33, EXEC's copy goes to VCC, and s33 itself
; moves by the 8 KiB window and back around the reload of v40. While it
; is moved the CFA is s32 (equal to the frame base again), and the
; caller's s33 is s27. With N = 24 (gfx900) and N = 28 (gfx942) no SGPR
; is free: the caller's s33 goes from its lane straight to s33, and s32
; moves by the window instead; the CFA is then s32 minus the window and
; s32's own rule that value. The other processor's pair takes the
; ordinary paths (or does not tail-call); their FDEs are skipped.
; REQUIRES: llvm
; RUN: agc -g -C target-cpu=gfx900 %s --emit obj -o %t.900.o
; RUN: llvm-dwarfdump --verify %t.900.o | FileCheck %s --check-prefix=VERIFY
; RUN: llvm-dwarfdump --debug-frame %t.900.o | FileCheck %s --check-prefixes=CHECK,MUBUF
; RUN: agc -g -C target-cpu=gfx942 %s --emit obj -o %t.942.o
; RUN: llvm-dwarfdump --verify %t.942.o | FileCheck %s --check-prefix=VERIFY
; RUN: llvm-dwarfdump --debug-frame %t.942.o | FileCheck %s --check-prefixes=CHECK,FLAT
; RUN: agc -C target-cpu=gfx900 %s --emit asm -o - | FileCheck %s --check-prefixes=ASM900
; RUN: agc -C target-cpu=gfx942 %s --emit asm -o - | FileCheck %s --check-prefixes=ASM942
; VERIFY: No errors.

; The epilogues as emitted (the v40 reload, then the jump to s[28:29]).
; ASM900-LABEL: win33_23:
; ASM900:       v_readlane_b32 s27, v40, 0
; ASM900-NEXT:  s_mov_b32 s32, s33
; ASM900-NEXT:  s_or_saveexec_b64 vcc, -1
; ASM900-NEXT:  s_add_u32 s33, s33, 0x80000
; ASM900-NEXT:  buffer_load_dword v40, off, s[0:3], s33{{$}}
; ASM900-NEXT:  s_add_u32 s33, s33, 0xfff80000
; ASM900-NEXT:  s_mov_b64 exec, vcc
; ASM900-NEXT:  s_mov_b32 s33, s27
; ASM900-NEXT:  s_waitcnt vmcnt(0)
; ASM900-NEXT:  s_setpc_b64 s[28:29]
; ASM900-LABEL: win32_24:
; ASM900:       s_mov_b32 s32, s33
; ASM900-NEXT:  v_readlane_b32 s33, v40, 0
; ASM900-NEXT:  s_or_saveexec_b64 vcc, -1
; ASM900-NEXT:  s_add_u32 s32, s32, 0x80000
; ASM900-NEXT:  buffer_load_dword v40, off, s[0:3], s32{{$}}
; ASM900-NEXT:  s_add_u32 s32, s32, 0xfff80000
; ASM900-NEXT:  s_mov_b64 exec, vcc
; ASM900-NEXT:  s_waitcnt vmcnt(0)
; ASM900-NEXT:  s_setpc_b64 s[28:29]
; ASM942-LABEL: win33_27:
; ASM942:       v_readlane_b32 s27, v40, 0
; ASM942-NEXT:  s_mov_b32 s32, s33
; ASM942-NEXT:  s_or_saveexec_b64 vcc, -1
; ASM942-NEXT:  s_add_u32 s33, s33, 0x2000
; ASM942-NEXT:  scratch_load_dword v40, off, s33{{$}}
; ASM942-NEXT:  s_add_u32 s33, s33, 0xffffe000
; ASM942-NEXT:  s_mov_b64 exec, vcc
; ASM942-NEXT:  s_mov_b32 s33, s27
; ASM942-NEXT:  s_waitcnt vmcnt(0)
; ASM942-NEXT:  s_setpc_b64 s[28:29]
; ASM942-LABEL: win32_28:
; ASM942:       s_mov_b32 s32, s33
; ASM942-NEXT:  v_readlane_b32 s33, v40, 0
; ASM942-NEXT:  s_or_saveexec_b64 vcc, -1
; ASM942-NEXT:  s_add_u32 s32, s32, 0x2000
; ASM942-NEXT:  scratch_load_dword v40, off, s32{{$}}
; ASM942-NEXT:  s_add_u32 s32, s32, 0xffffe000
; ASM942-NEXT:  s_mov_b64 exec, vcc
; ASM942-NEXT:  s_waitcnt vmcnt(0)
; ASM942-NEXT:  s_setpc_b64 s[28:29]

; s33 moved (@win33_23 is the first FDE on gfx900, @win33_27 the third
; on gfx942). Instructions from the copy of the caller's s33 into s27.
; FLAT:        FDE
; FLAT:        FDE
; CHECK:       FDE
; CHECK:       DW_CFA_register: SGPR33 SGPR27
; CHECK-NEXT:  DW_CFA_advance_loc: 4 to [[R1:0x[0-9a-f]+]]
; CHECK-NEXT:  DW_CFA_same_value: SGPR32
; CHECK-NEXT:  DW_CFA_advance_loc: 12 to [[R2:0x[0-9a-f]+]]
; MUBUF-NEXT:  DW_CFA_def_cfa_expression: DW_OP_bregx SGPR32+0, DW_OP_lit6, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address
; FLAT-NEXT:   DW_CFA_def_cfa_expression: DW_OP_bregx SGPR32+0, DW_OP_lit6, DW_OP_shl, DW_OP_lit6, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address
; CHECK-NEXT:  DW_CFA_advance_loc: 16 to [[R3:0x[0-9a-f]+]]
; CHECK-NEXT:  DW_CFA_def_cfa_expression: DW_OP_bregx SGPR33+0,
; CHECK-NEXT:  DW_CFA_advance_loc: 8 to [[R4:0x[0-9a-f]+]]
; CHECK-NEXT:  DW_CFA_def_cfa_expression: DW_OP_bregx SGPR32+0,
; CHECK-NEXT:  DW_CFA_same_value: SGPR33
; CHECK-NEXT:  DW_CFA_advance_loc: 4 to [[R5:0x[0-9a-f]+]]
; CHECK-NEXT:  DW_CFA_same_value: VGPR40
; The rows: s32 back at the frame base (the CFA still s33); s33 moved by
; the window (the CFA is s32); s33 back; the caller's s33 restored; v40
; restored once the load has completed.
; CHECK:       [[R1]]: CFA=DW_OP_bregx SGPR33+0, {{.*}}: PC_REG=[DW_OP_regx SGPR30, DW_OP_piece 0x4, DW_OP_regx SGPR31, DW_OP_piece 0x4], SGPR32=same, SGPR33=SGPR27, {{.*}}VGPR40=[CFA+524288]{{$}}
; CHECK-NEXT:  [[R2]]: CFA=DW_OP_bregx SGPR32+0, {{.*}}: PC_REG=[DW_OP_regx SGPR30, DW_OP_piece 0x4, DW_OP_regx SGPR31, DW_OP_piece 0x4], SGPR32=same, SGPR33=SGPR27, {{.*}}VGPR40=[CFA+524288]{{$}}
; CHECK-NEXT:  [[R3]]: CFA=DW_OP_bregx SGPR33+0, {{.*}}: PC_REG=[DW_OP_regx SGPR30, DW_OP_piece 0x4, DW_OP_regx SGPR31, DW_OP_piece 0x4], SGPR32=same, SGPR33=SGPR27, {{.*}}VGPR40=[CFA+524288]{{$}}
; CHECK-NEXT:  [[R4]]: CFA=DW_OP_bregx SGPR32+0, {{.*}}: PC_REG=[DW_OP_regx SGPR30, DW_OP_piece 0x4, DW_OP_regx SGPR31, DW_OP_piece 0x4], SGPR32=same, SGPR33=same, {{.*}}VGPR40=[CFA+524288]{{$}}
; CHECK-NEXT:  [[R5]]: CFA=DW_OP_bregx SGPR32+0, {{.*}}: PC_REG=[DW_OP_regx SGPR30, DW_OP_piece 0x4, DW_OP_regx SGPR31, DW_OP_piece 0x4], SGPR32=same, SGPR33=same, {{.*}}VGPR40=same{{$}}

; s32 moved (the next FDE): instructions from the caller's s33 read
; straight back from its lane.
; CHECK:       FDE
; CHECK:       DW_CFA_same_value: SGPR33
; CHECK-NEXT:  DW_CFA_advance_loc: 12 to [[Q1:0x[0-9a-f]+]]
; MUBUF-NEXT:  DW_CFA_def_cfa_expression: DW_OP_bregx SGPR32-524288, DW_OP_lit6, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address
; MUBUF-NEXT:  DW_CFA_val_expression: SGPR32 DW_OP_bregx SGPR32-524288
; FLAT-NEXT:   DW_CFA_def_cfa_expression: DW_OP_bregx SGPR32-8192, DW_OP_lit6, DW_OP_shl, DW_OP_lit6, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address
; FLAT-NEXT:   DW_CFA_val_expression: SGPR32 DW_OP_bregx SGPR32-8192
; CHECK-NEXT:  DW_CFA_advance_loc: 16 to [[Q2:0x[0-9a-f]+]]
; CHECK-NEXT:  DW_CFA_def_cfa_expression: DW_OP_bregx SGPR32+0,
; CHECK-NEXT:  DW_CFA_same_value: SGPR32
; CHECK-NEXT:  DW_CFA_advance_loc: 8 to [[Q3:0x[0-9a-f]+]]
; CHECK-NEXT:  DW_CFA_same_value: VGPR40
; The rows: s32 moved by the window; back; v40 restored.
; CHECK:       [[Q1]]: CFA=DW_OP_bregx SGPR32-{{(524288|8192)}}, {{.*}}: PC_REG=[DW_OP_regx SGPR30, DW_OP_piece 0x4, DW_OP_regx SGPR31, DW_OP_piece 0x4], SGPR32=DW_OP_bregx SGPR32-{{(524288|8192)}}, SGPR33=same, {{.*}}VGPR40=[CFA+524288]{{$}}
; CHECK-NEXT:  [[Q2]]: CFA=DW_OP_bregx SGPR32+0, {{.*}}: PC_REG=[DW_OP_regx SGPR30, DW_OP_piece 0x4, DW_OP_regx SGPR31, DW_OP_piece 0x4], SGPR32=same, SGPR33=same, {{.*}}VGPR40=[CFA+524288]{{$}}
; CHECK-NEXT:  [[Q3]]: CFA=DW_OP_bregx SGPR32+0, {{.*}}: PC_REG=[DW_OP_regx SGPR30, DW_OP_piece 0x4, DW_OP_regx SGPR31, DW_OP_piece 0x4], SGPR32=same, SGPR33=same, {{.*}}VGPR40=same{{$}}

internal func @win33_23(%x: i32, %s0: i32 inreg, %s1: i32 inreg, %s2: i32 inreg, %s3: i32 inreg, %s4: i32 inreg, %s5: i32 inreg, %s6: i32 inreg, %s7: i32 inreg, %s8: i32 inreg, %s9: i32 inreg, %s10: i32 inreg, %s11: i32 inreg, %s12: i32 inreg, %s13: i32 inreg, %s14: i32 inreg, %s15: i32 inreg, %s16: i32 inreg, %s17: i32 inreg, %s18: i32 inreg, %s19: i32 inreg, %s20: i32 inreg, %s21: i32 inreg, %s22: i32 inreg) -> i32 {
    $arr = stack_slot 8192, align 4
entry:
    %base = stack_addr $arr
    %c = iconst.i32 8000
    %q = ptradd %base, %c
    store %x, %q, align 4
    %v = load.i32 %q, align 4
    %t = iadd %x, %v
    %y = call @sink23(%t, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11, %s12, %s13, %s14, %s15, %s16, %s17, %s18, %s19, %s20, %s21, %s22, %s0)
    ret %y
}

internal func @win32_24(%x: i32, %s0: i32 inreg, %s1: i32 inreg, %s2: i32 inreg, %s3: i32 inreg, %s4: i32 inreg, %s5: i32 inreg, %s6: i32 inreg, %s7: i32 inreg, %s8: i32 inreg, %s9: i32 inreg, %s10: i32 inreg, %s11: i32 inreg, %s12: i32 inreg, %s13: i32 inreg, %s14: i32 inreg, %s15: i32 inreg, %s16: i32 inreg, %s17: i32 inreg, %s18: i32 inreg, %s19: i32 inreg, %s20: i32 inreg, %s21: i32 inreg, %s22: i32 inreg, %s23: i32 inreg) -> i32 {
    $arr = stack_slot 8192, align 4
entry:
    %base = stack_addr $arr
    %c = iconst.i32 8000
    %q = ptradd %base, %c
    store %x, %q, align 4
    %v = load.i32 %q, align 4
    %t = iadd %x, %v
    %y = call @sink24(%t, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11, %s12, %s13, %s14, %s15, %s16, %s17, %s18, %s19, %s20, %s21, %s22, %s23, %s0)
    ret %y
}

internal func @win33_27(%x: i32, %s0: i32 inreg, %s1: i32 inreg, %s2: i32 inreg, %s3: i32 inreg, %s4: i32 inreg, %s5: i32 inreg, %s6: i32 inreg, %s7: i32 inreg, %s8: i32 inreg, %s9: i32 inreg, %s10: i32 inreg, %s11: i32 inreg, %s12: i32 inreg, %s13: i32 inreg, %s14: i32 inreg, %s15: i32 inreg, %s16: i32 inreg, %s17: i32 inreg, %s18: i32 inreg, %s19: i32 inreg, %s20: i32 inreg, %s21: i32 inreg, %s22: i32 inreg, %s23: i32 inreg, %s24: i32 inreg, %s25: i32 inreg, %s26: i32 inreg) -> i32 {
    $arr = stack_slot 8192, align 4
entry:
    %base = stack_addr $arr
    %c = iconst.i32 8000
    %q = ptradd %base, %c
    store %x, %q, align 4
    %v = load.i32 %q, align 4
    %t = iadd %x, %v
    %y = call @sink27(%t, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11, %s12, %s13, %s14, %s15, %s16, %s17, %s18, %s19, %s20, %s21, %s22, %s23, %s24, %s25, %s26, %s0)
    ret %y
}

internal func @win32_28(%x: i32, %s0: i32 inreg, %s1: i32 inreg, %s2: i32 inreg, %s3: i32 inreg, %s4: i32 inreg, %s5: i32 inreg, %s6: i32 inreg, %s7: i32 inreg, %s8: i32 inreg, %s9: i32 inreg, %s10: i32 inreg, %s11: i32 inreg, %s12: i32 inreg, %s13: i32 inreg, %s14: i32 inreg, %s15: i32 inreg, %s16: i32 inreg, %s17: i32 inreg, %s18: i32 inreg, %s19: i32 inreg, %s20: i32 inreg, %s21: i32 inreg, %s22: i32 inreg, %s23: i32 inreg, %s24: i32 inreg, %s25: i32 inreg, %s26: i32 inreg, %s27: i32 inreg) -> i32 {
    $arr = stack_slot 8192, align 4
entry:
    %base = stack_addr $arr
    %c = iconst.i32 8000
    %q = ptradd %base, %c
    store %x, %q, align 4
    %v = load.i32 %q, align 4
    %t = iadd %x, %v
    %y = call @sink28(%t, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11, %s12, %s13, %s14, %s15, %s16, %s17, %s18, %s19, %s20, %s21, %s22, %s23, %s24, %s25, %s26, %s27, %s0)
    ret %y
}

internal func @sink23(%x: i32, %s0: i32 inreg, %s1: i32 inreg, %s2: i32 inreg, %s3: i32 inreg, %s4: i32 inreg, %s5: i32 inreg, %s6: i32 inreg, %s7: i32 inreg, %s8: i32 inreg, %s9: i32 inreg, %s10: i32 inreg, %s11: i32 inreg, %s12: i32 inreg, %s13: i32 inreg, %s14: i32 inreg, %s15: i32 inreg, %s16: i32 inreg, %s17: i32 inreg, %s18: i32 inreg, %s19: i32 inreg, %s20: i32 inreg, %s21: i32 inreg, %s22: i32 inreg) -> i32 {
entry:
    %m0 = imul %s0, %s1
    %a0 = iadd %x, %m0
    %m1 = imul %s1, %s2
    %a1 = iadd %a0, %m1
    %m2 = imul %s2, %s3
    %a2 = iadd %a1, %m2
    %m3 = imul %s3, %s4
    %a3 = iadd %a2, %m3
    %m4 = imul %s4, %s5
    %a4 = iadd %a3, %m4
    %m5 = imul %s5, %s6
    %a5 = iadd %a4, %m5
    %m6 = imul %s6, %s7
    %a6 = iadd %a5, %m6
    %m7 = imul %s7, %s8
    %a7 = iadd %a6, %m7
    %m8 = imul %s8, %s9
    %a8 = iadd %a7, %m8
    %m9 = imul %s9, %s10
    %a9 = iadd %a8, %m9
    %m10 = imul %s10, %s11
    %a10 = iadd %a9, %m10
    %m11 = imul %s11, %s12
    %a11 = iadd %a10, %m11
    %m12 = imul %s12, %s13
    %a12 = iadd %a11, %m12
    %m13 = imul %s13, %s14
    %a13 = iadd %a12, %m13
    %m14 = imul %s14, %s15
    %a14 = iadd %a13, %m14
    %m15 = imul %s15, %s16
    %a15 = iadd %a14, %m15
    %m16 = imul %s16, %s17
    %a16 = iadd %a15, %m16
    %m17 = imul %s17, %s18
    %a17 = iadd %a16, %m17
    %m18 = imul %s18, %s19
    %a18 = iadd %a17, %m18
    %m19 = imul %s19, %s20
    %a19 = iadd %a18, %m19
    %m20 = imul %s20, %s21
    %a20 = iadd %a19, %m20
    %m21 = imul %s21, %s22
    %a21 = iadd %a20, %m21
    %m22 = imul %s22, %s0
    %a22 = iadd %a21, %m22
    ret %a22
}

internal func @sink24(%x: i32, %s0: i32 inreg, %s1: i32 inreg, %s2: i32 inreg, %s3: i32 inreg, %s4: i32 inreg, %s5: i32 inreg, %s6: i32 inreg, %s7: i32 inreg, %s8: i32 inreg, %s9: i32 inreg, %s10: i32 inreg, %s11: i32 inreg, %s12: i32 inreg, %s13: i32 inreg, %s14: i32 inreg, %s15: i32 inreg, %s16: i32 inreg, %s17: i32 inreg, %s18: i32 inreg, %s19: i32 inreg, %s20: i32 inreg, %s21: i32 inreg, %s22: i32 inreg, %s23: i32 inreg) -> i32 {
entry:
    %m0 = imul %s0, %s1
    %a0 = iadd %x, %m0
    %m1 = imul %s1, %s2
    %a1 = iadd %a0, %m1
    %m2 = imul %s2, %s3
    %a2 = iadd %a1, %m2
    %m3 = imul %s3, %s4
    %a3 = iadd %a2, %m3
    %m4 = imul %s4, %s5
    %a4 = iadd %a3, %m4
    %m5 = imul %s5, %s6
    %a5 = iadd %a4, %m5
    %m6 = imul %s6, %s7
    %a6 = iadd %a5, %m6
    %m7 = imul %s7, %s8
    %a7 = iadd %a6, %m7
    %m8 = imul %s8, %s9
    %a8 = iadd %a7, %m8
    %m9 = imul %s9, %s10
    %a9 = iadd %a8, %m9
    %m10 = imul %s10, %s11
    %a10 = iadd %a9, %m10
    %m11 = imul %s11, %s12
    %a11 = iadd %a10, %m11
    %m12 = imul %s12, %s13
    %a12 = iadd %a11, %m12
    %m13 = imul %s13, %s14
    %a13 = iadd %a12, %m13
    %m14 = imul %s14, %s15
    %a14 = iadd %a13, %m14
    %m15 = imul %s15, %s16
    %a15 = iadd %a14, %m15
    %m16 = imul %s16, %s17
    %a16 = iadd %a15, %m16
    %m17 = imul %s17, %s18
    %a17 = iadd %a16, %m17
    %m18 = imul %s18, %s19
    %a18 = iadd %a17, %m18
    %m19 = imul %s19, %s20
    %a19 = iadd %a18, %m19
    %m20 = imul %s20, %s21
    %a20 = iadd %a19, %m20
    %m21 = imul %s21, %s22
    %a21 = iadd %a20, %m21
    %m22 = imul %s22, %s23
    %a22 = iadd %a21, %m22
    %m23 = imul %s23, %s0
    %a23 = iadd %a22, %m23
    ret %a23
}

internal func @sink27(%x: i32, %s0: i32 inreg, %s1: i32 inreg, %s2: i32 inreg, %s3: i32 inreg, %s4: i32 inreg, %s5: i32 inreg, %s6: i32 inreg, %s7: i32 inreg, %s8: i32 inreg, %s9: i32 inreg, %s10: i32 inreg, %s11: i32 inreg, %s12: i32 inreg, %s13: i32 inreg, %s14: i32 inreg, %s15: i32 inreg, %s16: i32 inreg, %s17: i32 inreg, %s18: i32 inreg, %s19: i32 inreg, %s20: i32 inreg, %s21: i32 inreg, %s22: i32 inreg, %s23: i32 inreg, %s24: i32 inreg, %s25: i32 inreg, %s26: i32 inreg) -> i32 {
entry:
    %m0 = imul %s0, %s1
    %a0 = iadd %x, %m0
    %m1 = imul %s1, %s2
    %a1 = iadd %a0, %m1
    %m2 = imul %s2, %s3
    %a2 = iadd %a1, %m2
    %m3 = imul %s3, %s4
    %a3 = iadd %a2, %m3
    %m4 = imul %s4, %s5
    %a4 = iadd %a3, %m4
    %m5 = imul %s5, %s6
    %a5 = iadd %a4, %m5
    %m6 = imul %s6, %s7
    %a6 = iadd %a5, %m6
    %m7 = imul %s7, %s8
    %a7 = iadd %a6, %m7
    %m8 = imul %s8, %s9
    %a8 = iadd %a7, %m8
    %m9 = imul %s9, %s10
    %a9 = iadd %a8, %m9
    %m10 = imul %s10, %s11
    %a10 = iadd %a9, %m10
    %m11 = imul %s11, %s12
    %a11 = iadd %a10, %m11
    %m12 = imul %s12, %s13
    %a12 = iadd %a11, %m12
    %m13 = imul %s13, %s14
    %a13 = iadd %a12, %m13
    %m14 = imul %s14, %s15
    %a14 = iadd %a13, %m14
    %m15 = imul %s15, %s16
    %a15 = iadd %a14, %m15
    %m16 = imul %s16, %s17
    %a16 = iadd %a15, %m16
    %m17 = imul %s17, %s18
    %a17 = iadd %a16, %m17
    %m18 = imul %s18, %s19
    %a18 = iadd %a17, %m18
    %m19 = imul %s19, %s20
    %a19 = iadd %a18, %m19
    %m20 = imul %s20, %s21
    %a20 = iadd %a19, %m20
    %m21 = imul %s21, %s22
    %a21 = iadd %a20, %m21
    %m22 = imul %s22, %s23
    %a22 = iadd %a21, %m22
    %m23 = imul %s23, %s24
    %a23 = iadd %a22, %m23
    %m24 = imul %s24, %s25
    %a24 = iadd %a23, %m24
    %m25 = imul %s25, %s26
    %a25 = iadd %a24, %m25
    %m26 = imul %s26, %s0
    %a26 = iadd %a25, %m26
    ret %a26
}

internal func @sink28(%x: i32, %s0: i32 inreg, %s1: i32 inreg, %s2: i32 inreg, %s3: i32 inreg, %s4: i32 inreg, %s5: i32 inreg, %s6: i32 inreg, %s7: i32 inreg, %s8: i32 inreg, %s9: i32 inreg, %s10: i32 inreg, %s11: i32 inreg, %s12: i32 inreg, %s13: i32 inreg, %s14: i32 inreg, %s15: i32 inreg, %s16: i32 inreg, %s17: i32 inreg, %s18: i32 inreg, %s19: i32 inreg, %s20: i32 inreg, %s21: i32 inreg, %s22: i32 inreg, %s23: i32 inreg, %s24: i32 inreg, %s25: i32 inreg, %s26: i32 inreg, %s27: i32 inreg) -> i32 {
entry:
    %m0 = imul %s0, %s1
    %a0 = iadd %x, %m0
    %m1 = imul %s1, %s2
    %a1 = iadd %a0, %m1
    %m2 = imul %s2, %s3
    %a2 = iadd %a1, %m2
    %m3 = imul %s3, %s4
    %a3 = iadd %a2, %m3
    %m4 = imul %s4, %s5
    %a4 = iadd %a3, %m4
    %m5 = imul %s5, %s6
    %a5 = iadd %a4, %m5
    %m6 = imul %s6, %s7
    %a6 = iadd %a5, %m6
    %m7 = imul %s7, %s8
    %a7 = iadd %a6, %m7
    %m8 = imul %s8, %s9
    %a8 = iadd %a7, %m8
    %m9 = imul %s9, %s10
    %a9 = iadd %a8, %m9
    %m10 = imul %s10, %s11
    %a10 = iadd %a9, %m10
    %m11 = imul %s11, %s12
    %a11 = iadd %a10, %m11
    %m12 = imul %s12, %s13
    %a12 = iadd %a11, %m12
    %m13 = imul %s13, %s14
    %a13 = iadd %a12, %m13
    %m14 = imul %s14, %s15
    %a14 = iadd %a13, %m14
    %m15 = imul %s15, %s16
    %a15 = iadd %a14, %m15
    %m16 = imul %s16, %s17
    %a16 = iadd %a15, %m16
    %m17 = imul %s17, %s18
    %a17 = iadd %a16, %m17
    %m18 = imul %s18, %s19
    %a18 = iadd %a17, %m18
    %m19 = imul %s19, %s20
    %a19 = iadd %a18, %m19
    %m20 = imul %s20, %s21
    %a20 = iadd %a19, %m20
    %m21 = imul %s21, %s22
    %a21 = iadd %a20, %m21
    %m22 = imul %s22, %s23
    %a22 = iadd %a21, %m22
    %m23 = imul %s23, %s24
    %a23 = iadd %a22, %m23
    %m24 = imul %s24, %s25
    %a24 = iadd %a23, %m24
    %m25 = imul %s25, %s26
    %a25 = iadd %a24, %m25
    %m26 = imul %s26, %s27
    %a26 = iadd %a25, %m26
    %m27 = imul %s27, %s0
    %a27 = iadd %a26, %m27
    ret %a27
}
