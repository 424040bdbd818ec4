; Float atomics without a safe native form are errors, not wrong code:
; gfx90a's global float atomics are incorrect on fine-grained memory, and
; system scope needs a compare-and-swap loop everywhere.
; RUN: not agc --emit asm -C target-cpu=gfx90a -o - %s 2>&1 | FileCheck %s --check-prefix=GFX90A
; RUN: not agc --emit asm -C target-cpu=gfx942 -o - %S/Inputs/fadd-system.agc 2>&1 | FileCheck %s --check-prefix=GFX942
; GFX90A: error[E0200]: `atomicrmw fadd` on f32 in Global memory at agent scope has no native form on gfx90a
; GFX942: error[E0200]: `atomicrmw fadd` on f32 in Global memory at system scope has no native form on gfx942

kernel @k(%p: ptr.global, %v: f32) {
entry:
    %r = atomicrmw fadd %p, %v, monotonic agent, align 4
    ret
}
