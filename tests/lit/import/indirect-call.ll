; An indirect call becomes `call_indirect` with the signature the call
; site writes, `inreg` included.
; RUN: agc --emit ir -O0 -o - %s | FileCheck %s
; CHECK-LABEL: func @f(
; CHECK:         call_indirect %fp(%x, %y) : (i32, i32 inreg) -> i32

define i32 @f(ptr %fp, i32 %x, i32 %y) {
  %r = call i32 %fp(i32 %x, i32 inreg %y)
  ret i32 %r
}
