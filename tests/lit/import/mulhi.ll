; A 64 x 64-bit multiply's high half, as LLVM writes it through i128,
; is agc's `umulhi`/`smulhi`; other i128 arithmetic is E0301.
; RUN: agc --emit ir -O0 -o - %s | FileCheck %s
; CHECK-LABEL: func @hi(
; CHECK:         umulhi %a, %b
; CHECK-LABEL: func @shi(
; CHECK:         sext.i64 %a
; CHECK:         smulhi
; RUN: sed 's/, 64$/, 63/' %s > %t.ll
; RUN: not agc --emit ir -o - %t.ll 2>&1 | FileCheck %s --check-prefix=ERR
; ERR: error[E0301]: i128 arithmetic other than a 64 x 64-bit multiply's high half

define i64 @hi(i64 %a, i64 %b) {
  %x = zext i64 %a to i128
  %y = zext i64 %b to i128
  %p = mul i128 %x, %y
  %h = lshr i128 %p, 64
  %r = trunc i128 %h to i64
  ret i64 %r
}

define i64 @shi(i32 %a, i64 %b) {
  %x = sext i32 %a to i128
  %y = sext i64 %b to i128
  %p = mul i128 %x, %y
  %h = ashr i128 %p, 64
  %r = trunc i128 %h to i64
  ret i64 %r
}
