; Calls the convention rules out are errors at the source, never wrong
; code: a kernel is dispatched, not called.
; RUN: not agc --emit asm -o - %s 2>&1 | FileCheck %s

; CHECK: cannot call kernel `@k2`
kernel @k2(%out: ptr.global) {
entry:
    ret
}

kernel @k(%out: ptr.global) {
entry:
    call @k2(%out)
    ret
}
