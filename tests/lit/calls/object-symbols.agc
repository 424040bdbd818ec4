; Device functions in the relocatable object (oracle: llvm-readelf):
; each defined function is one hidden global STT_FUNC with its size,
; placed once after the kernels whatever calls it; calls are
; R_AMDGPU_REL32_LO/HI relocations with addends 4 and 12 (llc's
; f@rel32@lo+4 / f@rel32@hi+12), and a call to a declared function is
; one against an undefined hidden symbol. ld.lld resolves every call when
; the declared function is supplied by another object, here a second
; agc object.
; REQUIRES: llvm
; RUN: rm -rf %t && mkdir -p %t
; RUN: agc --emit obj -o %t/k.o %s
; RUN: llvm-readelf -s -r %t/k.o | FileCheck %s
; RUN: printf 'func @twice(%%%%x: i32) -> i32 {\nentry:\n    %%%%y = iadd %%%%x, %%%%x\n    ret %%%%y\n}\n' > %t/twice.agc
; RUN: agc --emit obj -o %t/twice.o %t/twice.agc
; RUN: ld.lld -shared %t/k.o %t/twice.o -o %t/k.hsaco
; RUN: llvm-readelf -s -r %t/k.hsaco | FileCheck %s --check-prefix=LINKED
; RUN: not agc -o %t/no.hsaco %s 2>&1 | FileCheck %s --check-prefix=UNDEF

; CHECK:      Relocation section '.rela.text'
; CHECK:      R_AMDGPU_REL32_LO {{0+}}[[INC:[0-9a-f]+]] inc + 4
; CHECK-NEXT: R_AMDGPU_REL32_HI {{0+}}[[INC]] inc + c
; CHECK-NEXT: R_AMDGPU_REL32_LO {{0+}} twice + 4
; CHECK-NEXT: R_AMDGPU_REL32_HI {{0+}} twice + c
; CHECK-NEXT: R_AMDGPU_REL32_LO {{0+}}[[INC]] inc + 4
; CHECK-NEXT: R_AMDGPU_REL32_HI {{0+}}[[INC]] inc + c
; CHECK:      Relocation section '.rela.rodata'
; CHECK-DAG:  FUNC GLOBAL PROTECTED 1 k1
; CHECK-DAG:  FUNC GLOBAL PROTECTED 1 k2
; CHECK-DAG:  OBJECT GLOBAL DEFAULT 3 k1.kd
; CHECK-DAG:  {{0+}}[[INC]] 12 FUNC GLOBAL HIDDEN 1 inc
; CHECK-DAG:  NOTYPE GLOBAL HIDDEN UND twice

; LINKED:     There are no relocations in this file.
; LINKED-DAG: FUNC LOCAL HIDDEN {{[0-9]+}} inc
; LINKED-DAG: FUNC LOCAL HIDDEN {{[0-9]+}} twice
; LINKED-DAG: FUNC GLOBAL PROTECTED {{[0-9]+}} k1

; UNDEF: error[E0200]: `k1` calls `twice`, which is not defined here

func @twice(%x: i32) -> i32

func @inc(%x: i32) -> i32 {
entry:
    %one = iconst.i32 1
    %y = iadd %x, %one
    ret %y
}

kernel @k1(%out: ptr.global) {
entry:
    %i = workitem_id x
    %a = call @inc(%i)
    %b = call @twice(%a)
    store %b, %out, align 4
    ret
}

kernel @k2(%out: ptr.global) {
entry:
    %i = workitem_id x
    %a = call @inc(%i)
    store %a, %out, align 4
    ret
}
