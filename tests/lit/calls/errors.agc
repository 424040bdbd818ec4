; Limits are errors at the source, never wrong code: recursion (a
; kernel's private segment must hold its deepest call chain).
; RUN: not agc --emit asm -o - %s 2>&1 | FileCheck %s

; CHECK-DAG: function `rec` is recursive
func @rec(%a: i32) -> i32 {
entry:
    %r = call @rec(%a)
    ret %r
}

kernel @k(%out: ptr.global) {
entry:
    %z = iconst.i32 0
    %r = call @rec(%z)
    store %r, %out, align 4
    ret
}
