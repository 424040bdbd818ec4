; Linkage (oracle: llvm-readelf, llvm-dwarfdump and ld.lld): an
; `internal func` is an STB_LOCAL STT_FUNC symbol without `.globl` in the
; assembly and without DW_AT_external in its DWARF subprogram; calls to it
; need no symbol of its own (they are relocated against .text). Two
; objects each defining an internal @helper link into one code object
; with ld.lld -shared, each calling its own; the external @api2 of the
; other object is a hidden global. The printed IR keeps `internal`.
; REQUIRES: llvm
; RUN: rm -rf %t && mkdir -p %t
; RUN: agc --emit asm -o - %s | FileCheck %s --check-prefix=ASM
; RUN: agc --emit ir -o - %s | FileCheck %s --check-prefix=IR
; RUN: agc --emit obj -g -o %t/k.o %s
; RUN: agc --emit obj -o %t/other.o %S/Inputs/linkage-other.agc
; RUN: llvm-readelf -s %t/k.o | FileCheck %s --check-prefix=OBJ
; RUN: llvm-dwarfdump --debug-info %t/k.o | FileCheck %s --check-prefix=DWARF
; RUN: ld.lld -shared %t/k.o %t/other.o -o %t/k.hsaco
; RUN: llvm-readelf -s %t/k.hsaco | FileCheck %s --check-prefix=LINKED

; ASM-NOT:     .globl helper
; ASM:         helper:
; ASM:         .globl api
; ASM-NEXT:    .hidden api
; ASM-NEXT:    .p2align

; IR: internal func @helper(%a: i32) -> i32 {
; IR: func @api(%a: i32) -> i32 {

; OBJ-DAG: FUNC LOCAL DEFAULT 1 helper
; OBJ-DAG: FUNC GLOBAL HIDDEN 1 api
; OBJ-DAG: NOTYPE GLOBAL HIDDEN UND api2

; DWARF:     DW_AT_name ("k")
; DWARF:     DW_AT_external
; DWARF:     DW_AT_name ("helper")
; DWARF-NOT: DW_AT_external
; DWARF:     DW_TAG_subprogram
; DWARF:     DW_AT_name ("api")
; DWARF-NEXT: DW_AT_external

; LINKED-DAG: FUNC LOCAL DEFAULT {{[0-9]+}} helper
; LINKED-DAG: FUNC LOCAL DEFAULT {{[0-9]+}} helper
; LINKED-DAG: FUNC LOCAL HIDDEN {{[0-9]+}} api2

internal func @helper(%a: i32) -> i32 {
entry:
    %b = iadd %a, %a
    ret %b
}

func @api(%a: i32) -> i32 {
entry:
    %b = call @helper(%a)
    ret %b
}

func @api2(%arg0: i32) -> i32

kernel @k(%x: i32, %out: ptr.global) {
entry:
    %r = call @api(%x)
    %s = call @helper(%r)
    %t = call @api2(%s)
    store %t, %out, align 4
    ret
}
