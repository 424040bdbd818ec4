; Code generation is not implemented yet: the default --emit link fails
; with E0200 after the IR stages instead of producing a partial object.
; RUN: not agc %s 2>&1 | FileCheck %s
; RUN: not agc --emit asm -C target-cpu=gfx90a %s 2>&1 | FileCheck %s --check-prefix=ASM
; CHECK: error[E0200]: --emit link for gfx942 is not available yet
; ASM: error[E0200]: --emit asm for gfx90a is not available yet

kernel @k() {
entry:
    ret
}
