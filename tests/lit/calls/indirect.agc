; Indirect calls (shapes of llc-22 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900
; -O2 for the same kernel): `funcaddr` is the PC-relative address a direct
; call uses (f@rel32@lo+4 / f@rel32@hi+12; R_AMDGPU_REL32_LO/HI in the
; object, here also against a function of another object that ld.lld
; resolves). A uniform address is called as it is; a divergent one in a
; waterfall loop: the first active lane's address, EXEC narrowed to the
; lanes holding it, the call, those lanes dropped with s_xor_b64, again
; while lanes remain, EXEC restored. The callee is unknown, so the kernel
; reserves VCC and asks for a dynamic stack on top of its own frame, as
; llc-22 does (.amdhsa_private_segment_fixed_size 0,
; .amdhsa_uses_dynamic_stack 1, .amdhsa_reserve_vcc 1).
; REQUIRES: llvm
; RUN: rm -rf %t && mkdir -p %t
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s
; RUN: agc --emit obj -o %t/k.o %s
; RUN: llvm-readelf -r %t/k.o | FileCheck %s --check-prefix=OBJ
; RUN: printf 'func @twice(%%%%x: i32) -> i32 {\nentry:\n    %%%%y = iadd %%%%x, %%%%x\n    ret %%%%y\n}\n' > %t/twice.agc
; RUN: agc --emit obj -o %t/twice.o %t/twice.agc
; RUN: ld.lld -shared %t/k.o %t/twice.o -o %t/k.hsaco
; RUN: llvm-readelf -r %t/k.hsaco | FileCheck %s --check-prefix=LINKED

; CHECK-LABEL: k:
; CHECK:       s_getpc_b64 s{{\[}}[[I:[0-9]+]]:{{[0-9]+}}{{\]}}
; CHECK-NEXT:  s_add_u32 s[[I]], s[[I]], inc@rel32@lo+4
; CHECK:       s_getpc_b64 s{{\[}}[[T:[0-9]+]]:{{[0-9]+}}{{\]}}
; CHECK-NEXT:  s_add_u32 s[[T]], s[[T]], twice@rel32@lo+4
; CHECK:       s_cselect_b64 s{{\[}}[[U:[0-9]+:[0-9]+]]{{\]}}
; CHECK-NOT:   s_cbranch
; CHECK:       s_swappc_b64 s[30:31], s{{\[}}[[U]]{{\]}}
; CHECK:       .LBB0_1:
; CHECK-NEXT:  v_readfirstlane_b32 [[LO:s[0-9]+]], [[VLO:v[0-9]+]]
; CHECK-NEXT:  v_readfirstlane_b32 [[HI:s[0-9]+]], [[VHI:v[0-9]+]]
; CHECK:       v_cmp_eq_u32_e64 {{s\[[0-9]+:[0-9]+\]}}, [[LO]], [[VLO]]
; CHECK:       v_cmp_eq_u32_e64 {{s\[[0-9]+:[0-9]+\]}}, [[HI]], [[VHI]]
; CHECK:       s_and_saveexec_b64 s{{\[}}[[BEFORE:[0-9]+:[0-9]+]]{{\]}}
; CHECK:       s_swappc_b64 s[30:31]
; CHECK:       s_xor_b64 exec, exec, s{{\[}}[[BEFORE]]{{\]}}
; CHECK-NEXT:  s_cbranch_execnz .LBB0_1
; CHECK-NEXT:  s_mov_b64 exec, s{{\[[0-9]+:[0-9]+\]}}
; CHECK:       s_endpgm
; CHECK:       .amdhsa_private_segment_fixed_size 0
; CHECK:       .amdhsa_uses_dynamic_stack 1
; CHECK:       .amdhsa_reserve_vcc 1
; CHECK:       .private_segment_fixed_size: 0
; CHECK:       .uses_dynamic_stack: true

; OBJ:      Relocation section '.rela.text'
; OBJ:      R_AMDGPU_REL32_LO {{0+}}[[INC:[0-9a-f]+]] inc + 4
; OBJ-NEXT: R_AMDGPU_REL32_HI {{0+}}[[INC]] inc + c
; OBJ-NEXT: R_AMDGPU_REL32_LO {{0+}} twice + 4
; OBJ-NEXT: R_AMDGPU_REL32_HI {{0+}} twice + c

; LINKED: There are no relocations in this file.

func @inc(%a: i32) -> i32 {
entry:
    %one = iconst.i32 1
    %r = iadd %a, %one
    ret %r
}

func @twice(%arg0: i32) -> i32

kernel @k(%x: ptr.global, %out: ptr.global, %s: i32) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %v = load.i32 %px, align 4
    %fi = funcaddr @inc
    %ft = funcaddr @twice
    %zero = iconst.i32 0
    %su = icmp eq %s, %zero
    %fu = select %su, %fi, %ft
    %a = call_indirect %fu(%v) : (i32) -> i32
    %one = iconst.i32 1
    %b = and %i, %one
    %c = icmp eq %b, %zero
    %fd = select %c, %fi, %ft
    %r = call_indirect %fd(%a) : (i32) -> i32
    %po = ptradd %out, %off
    store %r, %po, align 4
    ret
}
