; A feature the GFX9 back end does not implement yet is an error that
; points at the instruction, never a partial object or silently wrong code.
; RUN: not agc %s -o %t.hsaco 2>&1 | FileCheck %s
; RUN: not agc --emit asm -C target-cpu=gfx90a %s -o - 2>&1 | FileCheck %s
; CHECK: error[E0200]: `wave_reduce fadd` on f64 is not supported by the GFX9 instruction selector yet
; CHECK: %r = wave_reduce fadd %v

kernel @k(%v: f64, %out: ptr.global) {
entry:
    %r = wave_reduce fadd %v
    store %r, %out, align 8
    ret
}
