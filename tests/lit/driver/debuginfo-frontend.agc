; -g with a frontend's own locations (`file` table, `!file:line:col` on
; instructions): the line table names the language source, not the .agc
; text. Oracle: llvm-dwarfdump.
; REQUIRES: llvm
; RUN: agc -g -C target-cpu=gfx942 %s --emit obj -o %t.o
; RUN: llvm-dwarfdump --verify %t.o | FileCheck %s --check-prefix=VERIFY
; RUN: llvm-dwarfdump --debug-line %t.o | FileCheck %s
; VERIFY: No errors.
; CHECK: name: "scale.cl"
; CHECK-NOT: debuginfo-frontend.agc
; CHECK: 0x{{[0-9a-f]+}} 3 14 0
; CHECK: 0x{{[0-9a-f]+}} 4 5 0

file 0 "scale.cl"

kernel @scale(%p: ptr.global) {
entry:
    %i = workitem_id y !0:3:14
    %i64 = zext.i64 %i !0:3:14
    %q = ptradd %p, %i64 !0:4:5
    %v = load.f32 %q, align 4 !0:4:5
    %w = fmul %v, %v !0:4:5
    store %w, %q, align 4 !0:4:5
    ret !0:5:1
}
