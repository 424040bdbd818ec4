; -g on hand-written IR: without `!file:line:col` locations, the DWARF line
; table points into the .agc file itself, and llvm-dwarfdump (the oracle)
; accepts the debug sections of the relocatable and the linked object.
; REQUIRES: llvm
; RUN: agc -g -C target-cpu=gfx942 %s --emit obj -o %t.o
; RUN: llvm-dwarfdump --verify %t.o | FileCheck %s --check-prefix=VERIFY
; RUN: llvm-dwarfdump --debug-line %t.o | FileCheck %s --check-prefix=LINES
; RUN: agc -g -C target-cpu=gfx90a %s -o %t.hsaco
; RUN: llvm-dwarfdump --verify %t.hsaco | FileCheck %s --check-prefix=VERIFY
; RUN: agc -g -C target-cpu=gfx942 %s --emit asm -o - | FileCheck %s --check-prefix=ASM
; VERIFY: No errors.
; LINES: name: "{{.*}}debuginfo.agc"
; LINES: 0x{{[0-9a-f]+}} 28 5 0
; LINES: 0x{{[0-9a-f]+}} 32 5 0
; ASM: .file 0 "{{.*}}" "{{.*}}debuginfo.agc"
; ASM: .loc 0 28 5
; ASM: {{(s|global)_load_dword}}
; ASM: .loc 0 32 5
; ASM: global_store_dword
;
; Frontend locations win over the text's: a function with any `!` location
; keeps its own (see debuginfo-frontend.agc).

kernel @scale(%p: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %v = load.f32 %p, align 4
    %four = iconst.i64 4
    %q = ptradd %p, %i64
    %w = fmul %v, %v
    store %w, %q, align 4
    ret
}
