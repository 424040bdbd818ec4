; A feature the GFX9 back end does not implement yet is an error that
; points at the instruction, never a partial object or silently wrong code.
; Here: an `mfma` needs every lane of the wave active, which agc proves
; only in functions without divergent branches.
; RUN: not agc -C target-cpu=gfx942 %s -o %t.hsaco 2>&1 | FileCheck %s
; RUN: not agc --emit asm -C target-cpu=gfx90a %s -o - 2>&1 | FileCheck %s
; CHECK: error[E0200]: `mfma` in a function with divergent branches is not selected yet
; CHECK: %d = mfma f32_16x16x4_f32 %a, %b, %c

kernel @k(%a: f32, %b: f32, %c: f32x4, %out: ptr.global) {
entry:
    %l = workitem_id x
    %z = iconst.i32 0
    %odd = icmp ne %l, %z
    brif %odd, then, join
then:
    store %a, %out, align 4
    br join
join:
    %d = mfma f32_16x16x4_f32 %a, %b, %c
    store %d, %out, align 16
    ret
}
