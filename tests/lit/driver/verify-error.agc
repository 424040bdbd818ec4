; Verifier errors point at the offending instruction.
; RUN: not agc --emit ir %s 2>&1 | FileCheck %s
; CHECK: error[E0100]: operands of `iadd` must have one type, found i32 and i64
; CHECK-NEXT: --> {{.*}}verify-error.agc:[[@LINE+5]]:
; CHECK: error: aborting due to previous error

func @f(%x: i32, %y: i64) -> i32 {
entry:
    %z = iadd %x, %y
    ret %z
}
