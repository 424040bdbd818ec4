; A feature the GFX9 back end does not implement yet is an error that
; points at the instruction, never a partial object or silently wrong code.
; RUN: not agc %s -o %t.hsaco 2>&1 | FileCheck %s
; RUN: not agc --emit asm -C target-cpu=gfx90a %s -o - 2>&1 | FileCheck %s
; CHECK: error[E0200]: `sitofp` from i64 to f32 is not supported by the GFX9 instruction selector yet
; CHECK: %f = sitofp.f32 %v

kernel @k(%p: ptr.global, %v: i64) {
entry:
    %f = sitofp.f32 %v
    store %f, %p, align 4
    ret
}
