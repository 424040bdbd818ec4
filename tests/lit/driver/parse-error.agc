; A syntax error is reported rustc-style with code, position, excerpt and help.
; RUN: not agc --emit ir %s 2>&1 | FileCheck %s
; RUN: not agc --emit ir --error-format=json %s 2>&1 | FileCheck %s --check-prefix=JSON
; CHECK: error[E0003]: unknown instruction `fadd2`
; CHECK-NEXT: --> {{.*}}parse-error.agc:[[@LINE+8]]:10
; CHECK: help: did you mean `fadd`?
; CHECK: error: aborting due to previous error
; JSON: {"level":"error","code":"E0003","message":"unknown instruction `fadd2`"
; JSON-SAME: "line_start":[[@LINE+4]],"column_start":10

func @f(%x: f32) -> f32 {
entry:
    %y = fadd2 %x, %x
    ret %y
}
