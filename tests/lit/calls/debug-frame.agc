; Call frame information with -g (oracle: llvm-dwarfdump-22 --debug-frame
; decoding our .debug_frame; rules from seed 002, "call frame
; information" and "non-kernel functions"): the CIE of the seed
; (augmentation [amd:v0.0], alignment factors 4, return address column
; PC_64); a kernel's CFA is private_lane address 0 and its return address
; undefined; a function's CFA is its caller's s32 as an unswizzled
; private_wave address (s32 itself on gfx900, s32 << 6 on gfx942), moving
; to s33 once the prologue copies s32 there; the return address is
; s[30:31], then s[34:35] while the call clobbers s[30:31]; callee-saved
; VGPRs stored whole-wave at per-lane offset o are at CFA + 64*o once
; the code overwrites them; callee-saved SGPRs and the caller's s33 are
; bit pieces of the lane VGPR v42; everything is back to "same value"
; after the epilogue.
; REQUIRES: llvm
; RUN: agc -g -C target-cpu=gfx900 %s --emit obj -o %t.900.o
; RUN: llvm-dwarfdump --verify %t.900.o | FileCheck %s --check-prefix=VERIFY
; RUN: llvm-dwarfdump --debug-frame %t.900.o | FileCheck %s --check-prefixes=CHECK,MUBUF
; RUN: agc -g -C target-cpu=gfx942 %s --emit obj -o %t.942.o
; RUN: llvm-dwarfdump --verify %t.942.o | FileCheck %s --check-prefix=VERIFY
; RUN: llvm-dwarfdump --debug-frame %t.942.o | FileCheck %s --check-prefixes=CHECK,FLAT
; RUN: agc -g -C target-cpu=gfx90a %s --emit obj -o %t.90a.o
; RUN: llvm-dwarfdump --verify %t.90a.o | FileCheck %s --check-prefix=VERIFY
; VERIFY: No errors.

; CHECK:       CIE
; CHECK:       Augmentation: "[amd:v0.0]"
; CHECK:       Code alignment factor: 4
; CHECK-NEXT:  Data alignment factor: 4
; CHECK-NEXT:  Return address column: 16

; The kernel.
; CHECK:       FDE
; CHECK-NEXT:  Format: DWARF32
; CHECK-NEXT:  DW_CFA_def_cfa_expression: DW_OP_lit0, DW_OP_lit5, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address
; CHECK-NEXT:  DW_CFA_undefined: PC_REG

; @keep.
; CHECK:       FDE
; CHECK-NEXT:  Format: DWARF32
; CHECK-NEXT:  DW_CFA_expression: PC_REG DW_OP_regx SGPR30, DW_OP_piece 0x4, DW_OP_regx SGPR31, DW_OP_piece 0x4
; MUBUF-NEXT:  DW_CFA_def_cfa_expression: DW_OP_bregx SGPR32+0, DW_OP_lit6, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address
; FLAT-NEXT:   DW_CFA_def_cfa_expression: DW_OP_bregx SGPR32+0, DW_OP_lit6, DW_OP_shl, DW_OP_lit6, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address
; CHECK-NEXT:  DW_CFA_advance_loc:
; CHECK-NEXT:  DW_CFA_offset_extended: VGPR42 0
; CHECK-NEXT:  DW_CFA_advance_loc:
; MUBUF-NEXT:  DW_CFA_def_cfa_expression: DW_OP_bregx SGPR33+0, DW_OP_lit6, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address
; FLAT-NEXT:   DW_CFA_def_cfa_expression: DW_OP_bregx SGPR33+0, DW_OP_lit6, DW_OP_shl, DW_OP_lit6, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address
; CHECK-NEXT:  DW_CFA_expression: SGPR33 DW_OP_regx VGPR42, DW_OP_bit_piece 0x20 0x0
; CHECK-NEXT:  DW_CFA_advance_loc:
; CHECK-NEXT:  DW_CFA_register: SGPR32 SGPR33
; CHECK-NEXT:  DW_CFA_advance_loc:
; CHECK-NEXT:  DW_CFA_expression: [[RA0:SGPR[0-9]+]] DW_OP_regx VGPR42, DW_OP_bit_piece 0x20 0x20
; CHECK-NEXT:  DW_CFA_expression: [[RA1:SGPR[0-9]+]] DW_OP_regx VGPR42, DW_OP_bit_piece 0x20 0x40
; CHECK-DAG:   DW_CFA_offset_extended: VGPR41 512
; CHECK-DAG:   DW_CFA_offset_extended: VGPR40 256
; CHECK:       DW_CFA_expression: SGPR{{[0-9]+}} DW_OP_regx VGPR42, DW_OP_bit_piece 0x20 {{0x[0-9a-f]+}}
; CHECK:       DW_CFA_expression: PC_REG DW_OP_regx [[RA0]], DW_OP_piece 0x4, DW_OP_regx [[RA1]], DW_OP_piece 0x4
; CHECK:       DW_CFA_expression: PC_REG DW_OP_regx SGPR30, DW_OP_piece 0x4, DW_OP_regx SGPR31, DW_OP_piece 0x4
; CHECK:       DW_CFA_same_value: [[RA0]]
; CHECK:       DW_CFA_register: SGPR33 SGPR{{[0-9]+}}
; CHECK:       DW_CFA_same_value: SGPR32
; CHECK:       DW_CFA_def_cfa_expression: DW_OP_bregx SGPR32+0,
; CHECK-NEXT:  DW_CFA_same_value: SGPR33
; CHECK-NEXT:  DW_CFA_advance_loc:
; CHECK-NEXT:  DW_CFA_same_value: VGPR40
; CHECK-NEXT:  DW_CFA_same_value: VGPR41
; CHECK-NEXT:  DW_CFA_same_value: VGPR42

; The rows llvm-dwarfdump computes: at the call, the return address is in
; s[34:35] and v40 in its slot.
; CHECK:       CFA=DW_OP_bregx SGPR33+0, {{.*}}: PC_REG=[DW_OP_regx [[RA0]], DW_OP_piece 0x4, DW_OP_regx [[RA1]], DW_OP_piece 0x4], {{.*}}VGPR40=[CFA+256]

func @ext(%arg0: i32) -> i32

func @keep(%x: i32, %s: i32 inreg) -> i32 {
entry:
    %a = imul %x, %x
    %b = iadd %x, %s
    %u = imul %s, %s
    %w = iadd %u, %s
    %r = call @ext(%x)
    %t = iadd %r, %a
    %t2 = iadd %t, %b
    %t3 = iadd %t2, %u
    %t4 = iadd %t3, %w
    ret %t4
}

kernel @k(%out: ptr.global, %s: i32) {
entry:
    %tid = workitem_id x
    %r = call @keep(%tid, %s)
    %four = iconst.i32 4
    %o = imul %tid, %four
    %p = ptradd %out, %o
    store %r, %p, align 4
    ret
}
