; Static LDS beyond the processor's 64 KiB per workgroup is rejected at
; the variable that crosses it (E0208, not an internal error), and every
; kernel of the module reports it once. gfx950 has 160 KiB and compiles
; it. Oracle: seed 002's processor table (LDS per workgroup).
; RUN: not agc %s -o %t.hsaco 2>&1 | FileCheck %s
; RUN: agc -C target-cpu=gfx950 --emit asm %s -o - | FileCheck %s --check-prefix=G950
; CHECK: error[E0208]: LDS variable `@b` ends at byte 65540 of the workgroup's LDS; gfx942 has 65536 bytes per workgroup
; CHECK-NEXT: --> {{.*}}lds.agc:[[# @LINE + 5]]:1
; CHECK-NOT: error[
; G950: .amdhsa_group_segment_fixed_size 65540

lds @a: 65536, align 4
lds @b: 4, align 4

kernel @k(%out: ptr.global) {
entry:
    %p = lds_addr @b
    %x = load.i32 %p, align 4
    store %x, %out, align 4
    ret
}

kernel @k2(%out: ptr.global) {
entry:
    %p = lds_addr @a
    %x = load.i32 %p, align 4
    store %x, %out, align 4
    ret
}
