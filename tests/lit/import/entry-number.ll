; An unlabelled entry block takes the number after the parameters (here
; %19, past the 16 the parser once spelled from a table); a phi names it
; as a predecessor.
; RUN: agc --emit ir -O0 -o - %s | FileCheck %s
; CHECK:      func @f(
; CHECK:      brif %v18, [[T:block[0-9]+]], [[J:block[0-9]+]](%v17)
; CHECK:      [[T]]:
; CHECK-NEXT:     br [[J]](%v0)
; CHECK:      [[J]](%[[P:v[0-9]+]]: i32):
; CHECK-NEXT:     ret %[[P]]

define i32 @f(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11, i32 %12, i32 %13, i32 %14, i32 %15, i32 %16, i32 %17, i1 %18) {
  br i1 %18, label %20, label %21

20:
  br label %21

21:
  %22 = phi i32 [ %17, %19 ], [ %0, %20 ]
  ret i32 %22
}
