; Call frame information for frames past the 4 KiB offset field
; (regalloc/src/prologue.rs, "Large frames" and "Full argument
; registers"). Oracle: llvm-dwarfdump-22 decoding our .debug_frame and
; computing the unwind rows; the expected rules are worked out from seed
; 002 ("call frame information", "non-kernel functions").
;
; @full's 30 `inreg` arguments fill every SGPR below s30 at the entry
; (gfx900: s4-s29 plus four in VGPRs; gfx942: s0-s29; it is internal, so
; its layout skips no input registers it does not receive), it keeps 30
; uniform products live, so it saves callee-saved SGPRs into the lanes of
; v40, and its 8 KiB array puts v40's save slot past the offset field.
; So EXEC's copy goes to VCC and s32 itself moves by the 8 KiB window
; around the store and back. While it is moved, the CFA is s32 minus the
; window (in stack-pointer units: wave bytes on MUBUF, per-lane bytes
; with flat scratch) and s32's own rule is that value; after the move
; back both are plain s32 again, and v40 is at CFA + 8192 * 64.
; @big (a call, so s33 is its frame pointer) stores its lane VGPR v41
; through a window SGPR s32 + 8 KiB: its rule is CFA + 8192 * 64 too, and
; v40, saved at the next dword, CFA + 8196 * 64.
; REQUIRES: llvm
; RUN: agc -g -C target-cpu=gfx900 %s --emit obj -o %t.900.o
; RUN: llvm-dwarfdump --verify %t.900.o | FileCheck %s --check-prefix=VERIFY
; RUN: llvm-dwarfdump --debug-frame %t.900.o | FileCheck %s --check-prefixes=CHECK,MUBUF
; RUN: agc -g -C target-cpu=gfx942 %s --emit obj -o %t.942.o
; RUN: llvm-dwarfdump --verify %t.942.o | FileCheck %s --check-prefix=VERIFY
; RUN: llvm-dwarfdump --debug-frame %t.942.o | FileCheck %s --check-prefixes=CHECK,FLAT
; RUN: agc -C target-cpu=gfx900 %s --emit asm -o - | FileCheck %s --check-prefixes=ASM,ASM900
; RUN: agc -C target-cpu=gfx942 %s --emit asm -o - | FileCheck %s --check-prefixes=ASM,ASM942
; VERIFY: No errors.

; ASM-LABEL:   full:
; ASM:         s_or_saveexec_b64 vcc, -1
; ASM900-NEXT: s_add_u32 s32, s32, 0x80000
; ASM900-NEXT: buffer_store_dword v40, off, s[0:3], s32{{$}}
; ASM900-NEXT: s_add_u32 s32, s32, 0xfff80000
; ASM942-NEXT: s_add_u32 s32, s32, 0x2000
; ASM942-NEXT: scratch_store_dword off, v40, s32{{$}}
; ASM942-NEXT: s_add_u32 s32, s32, 0xffffe000
; ASM-NEXT:    s_mov_b64 exec, vcc
; ASM-NEXT:    v_writelane_b32 v40, s34, 0

; The rows of @full (the first FDE): the CFA moves at 0x10 (after
; s_waitcnt, s_or_saveexec and the 8-byte s_add_u32 with its literal)
; and is back at 0x20.
; CHECK:       FDE
; CHECK-NEXT:  Format: DWARF32
; CHECK-NEXT:  DW_CFA_expression: PC_REG DW_OP_regx SGPR30, DW_OP_piece 0x4, DW_OP_regx SGPR31, DW_OP_piece 0x4
; MUBUF-NEXT:  DW_CFA_def_cfa_expression: DW_OP_bregx SGPR32+0, DW_OP_lit6, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address
; FLAT-NEXT:   DW_CFA_def_cfa_expression: DW_OP_bregx SGPR32+0, DW_OP_lit6, DW_OP_shl, DW_OP_lit6, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address
; CHECK-NEXT:  DW_CFA_advance_loc: 16 to 0x10
; MUBUF-NEXT:  DW_CFA_def_cfa_expression: DW_OP_bregx SGPR32-524288, DW_OP_lit6, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address
; MUBUF-NEXT:  DW_CFA_val_expression: SGPR32 DW_OP_bregx SGPR32-524288
; FLAT-NEXT:   DW_CFA_def_cfa_expression: DW_OP_bregx SGPR32-8192, DW_OP_lit6, DW_OP_shl, DW_OP_lit6, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address
; FLAT-NEXT:   DW_CFA_val_expression: SGPR32 DW_OP_bregx SGPR32-8192
; CHECK-NEXT:  DW_CFA_advance_loc: 16 to 0x20
; MUBUF-NEXT:  DW_CFA_def_cfa_expression: DW_OP_bregx SGPR32+0, DW_OP_lit6, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address
; FLAT-NEXT:   DW_CFA_def_cfa_expression: DW_OP_bregx SGPR32+0, DW_OP_lit6, DW_OP_shl, DW_OP_lit6, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address
; CHECK-NEXT:  DW_CFA_same_value: SGPR32
; CHECK-NEXT:  DW_CFA_advance_loc: 12 to 0x2c
; CHECK-NEXT:  DW_CFA_offset_extended: VGPR40 524288
; CHECK:       DW_CFA_same_value: VGPR40
; The computed rows: inside the window, and with v40 saved.
; CHECK:       0x10: CFA=DW_OP_bregx SGPR32-{{(524288|8192)}},{{.*}} SGPR32=DW_OP_bregx SGPR32-{{(524288|8192)}}{{$}}
; CHECK-NEXT:  0x20: CFA=DW_OP_bregx SGPR32+0,{{.*}} SGPR32=same{{$}}
; CHECK-NEXT:  0x2c: CFA=DW_OP_bregx SGPR32+0,{{.*}} SGPR32=same, VGPR40=[CFA+524288]{{$}}

; @big: saves through a window SGPR, then s33 is the frame pointer.
; CHECK:       FDE
; CHECK:       DW_CFA_offset_extended: VGPR41 524288
; CHECK:       DW_CFA_def_cfa_expression: DW_OP_bregx SGPR33+0,
; CHECK:       DW_CFA_register: SGPR32 SGPR33
; CHECK:       DW_CFA_offset_extended: VGPR40 524544
; CHECK:       DW_CFA_def_cfa_expression: DW_OP_bregx SGPR32+0,
; CHECK:       DW_CFA_same_value: SGPR33

internal func @full(%x: i32, %s0: i32 inreg, %s1: i32 inreg, %s2: i32 inreg, %s3: i32 inreg, %s4: i32 inreg, %s5: i32 inreg, %s6: i32 inreg, %s7: i32 inreg, %s8: i32 inreg, %s9: i32 inreg, %s10: i32 inreg, %s11: i32 inreg, %s12: i32 inreg, %s13: i32 inreg, %s14: i32 inreg, %s15: i32 inreg, %s16: i32 inreg, %s17: i32 inreg, %s18: i32 inreg, %s19: i32 inreg, %s20: i32 inreg, %s21: i32 inreg, %s22: i32 inreg, %s23: i32 inreg, %s24: i32 inreg, %s25: i32 inreg, %s26: i32 inreg, %s27: i32 inreg, %s28: i32 inreg, %s29: i32 inreg) -> i32 {
    $arr = stack_slot 8192, align 4
entry:
    %base = stack_addr $arr
    %c = iconst.i32 8000
    %q = ptradd %base, %c
    store %x, %q, align 4
    %v = load.i32 %q, align 4
    %m0 = imul %s0, %s1
    %m1 = imul %s1, %s2
    %m2 = imul %s2, %s3
    %m3 = imul %s3, %s4
    %m4 = imul %s4, %s5
    %m5 = imul %s5, %s6
    %m6 = imul %s6, %s7
    %m7 = imul %s7, %s8
    %m8 = imul %s8, %s9
    %m9 = imul %s9, %s10
    %m10 = imul %s10, %s11
    %m11 = imul %s11, %s12
    %m12 = imul %s12, %s13
    %m13 = imul %s13, %s14
    %m14 = imul %s14, %s15
    %m15 = imul %s15, %s16
    %m16 = imul %s16, %s17
    %m17 = imul %s17, %s18
    %m18 = imul %s18, %s19
    %m19 = imul %s19, %s20
    %m20 = imul %s20, %s21
    %m21 = imul %s21, %s22
    %m22 = imul %s22, %s23
    %m23 = imul %s23, %s24
    %m24 = imul %s24, %s25
    %m25 = imul %s25, %s26
    %m26 = imul %s26, %s27
    %m27 = imul %s27, %s28
    %m28 = imul %s28, %s29
    %m29 = imul %s29, %s0
    %t0 = iadd %x, %m0
    %t1 = iadd %t0, %m1
    %t2 = iadd %t1, %m2
    %t3 = iadd %t2, %m3
    %t4 = iadd %t3, %m4
    %t5 = iadd %t4, %m5
    %t6 = iadd %t5, %m6
    %t7 = iadd %t6, %m7
    %t8 = iadd %t7, %m8
    %t9 = iadd %t8, %m9
    %t10 = iadd %t9, %m10
    %t11 = iadd %t10, %m11
    %t12 = iadd %t11, %m12
    %t13 = iadd %t12, %m13
    %t14 = iadd %t13, %m14
    %t15 = iadd %t14, %m15
    %t16 = iadd %t15, %m16
    %t17 = iadd %t16, %m17
    %t18 = iadd %t17, %m18
    %t19 = iadd %t18, %m19
    %t20 = iadd %t19, %m20
    %t21 = iadd %t20, %m21
    %t22 = iadd %t21, %m22
    %t23 = iadd %t22, %m23
    %t24 = iadd %t23, %m24
    %t25 = iadd %t24, %m25
    %t26 = iadd %t25, %m26
    %t27 = iadd %t26, %m27
    %t28 = iadd %t27, %m28
    %t29 = iadd %t28, %m29
    %u0 = iadd %t29, %s0
    %u1 = iadd %u0, %s1
    %u2 = iadd %u1, %s2
    %u3 = iadd %u2, %s3
    %u4 = iadd %u3, %s4
    %u5 = iadd %u4, %s5
    %u6 = iadd %u5, %s6
    %u7 = iadd %u6, %s7
    %u8 = iadd %u7, %s8
    %u9 = iadd %u8, %s9
    %u10 = iadd %u9, %s10
    %u11 = iadd %u10, %s11
    %u12 = iadd %u11, %s12
    %u13 = iadd %u12, %s13
    %u14 = iadd %u13, %s14
    %u15 = iadd %u14, %s15
    %u16 = iadd %u15, %s16
    %u17 = iadd %u16, %s17
    %u18 = iadd %u17, %s18
    %u19 = iadd %u18, %s19
    %u20 = iadd %u19, %s20
    %u21 = iadd %u20, %s21
    %u22 = iadd %u21, %s22
    %u23 = iadd %u22, %s23
    %u24 = iadd %u23, %s24
    %u25 = iadd %u24, %s25
    %u26 = iadd %u25, %s26
    %u27 = iadd %u26, %s27
    %u28 = iadd %u27, %s28
    %u29 = iadd %u28, %s29
    %w = iadd %u29, %v
    ret %w
}

func @ext(%arg0: i32) -> i32

func @big(%x: i32) -> i32 {
    $arr = stack_slot 8192, align 4
entry:
    %base = stack_addr $arr
    %c = iconst.i32 8000
    %q = ptradd %base, %c
    store %x, %q, align 4
    %r = call @ext(%x)
    %v = load.i32 %q, align 4
    %t = iadd %r, %v
    %u = imul %t, %x
    ret %u
}
