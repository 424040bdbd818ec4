; A feature the GFX9 back end does not implement yet is an error that
; points at the instruction, never a partial object or silently wrong code.
; RUN: not agc %s -o %t.hsaco 2>&1 | FileCheck %s
; RUN: not agc --emit asm -C target-cpu=gfx90a %s -o - 2>&1 | FileCheck %s
; CHECK: error[E0200]: `atomicrmw fadd` on f16x2 in Global memory has no native form here
; CHECK: atomicrmw fadd %p, %v, monotonic system, align 4

kernel @k(%p: ptr.global, %v: f16x2) {
entry:
    %o = atomicrmw fadd %p, %v, monotonic system, align 4
    ret
}
