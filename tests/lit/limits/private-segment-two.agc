; Two slots whose sum passes 4 GiB: the first one already crosses the
; limit and is the one reported (offsets are computed in 64 bits, so the
; second slot does not wrap to offset 0 as it did). The largest frame the
; limit allows compiles. Oracle for the limit: see private-segment.agc.
; RUN: not agc %s -o %t.hsaco 2>&1 | FileCheck %s
; RUN: sed -e 's/4294967292/131048/' %s > %t.fits.agc
; RUN: agc --emit asm %t.fits.agc -o - | FileCheck %s --check-prefix=FITS
; CHECK: error[E0208]: `k` needs at least 4294967292 bytes
; CHECK-NEXT: --> {{.*}}private-segment-two.agc:[[# @LINE + 5]]:5
; FITS: .amdhsa_private_segment_fixed_size 131056
; FITS: .private_segment_fixed_size: 131056

kernel @k(%out: ptr.global) {
    $s = stack_slot 4294967292, align 4
    $t = stack_slot 8, align 4
entry:
    %p = stack_addr $t
    %a = iconst.i32 1
    store %a, %p, align 4, volatile
    ret
}
