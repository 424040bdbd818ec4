; Integer literals are two's-complement numbers of any size cut to the
; type's width, as LLVM reads them (llvm-as then llvm-dis prints these
; as 0, 127, -1 and 1).
; RUN: agc --emit ir -O0 -o - %s | FileCheck %s
; CHECK-LABEL: func @a() -> i8
; CHECK:         iconst.i8 0
; CHECK-LABEL: func @b() -> i8
; CHECK:         iconst.i8 127
; CHECK-LABEL: func @c() -> i8
; CHECK:         iconst.i8 -1
; CHECK-LABEL: func @d() -> i64
; CHECK:         iconst.i64 1

define i8 @a() {
  ret i8 256
}

define i8 @b() {
  ret i8 -129
}

define i8 @c() {
  ret i8 511
}

define i64 @d() {
  ret i64 18446744073709551617
}
