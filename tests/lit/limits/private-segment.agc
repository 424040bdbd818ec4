; A frame larger than the hardware gives a work-item is rejected at the
; slot that crosses the limit (E0208), never compiled: before, a slot of
; 4294967295 bytes wrapped the frame size to 0 and every slot shared
; scratch offset 0. Oracle for the limit: llc-22 -mcpu=gfx942 rejects a
; 131060-byte frame, "stack frame size (131060) exceeds limit (131056)"
; (COMPUTE_TMPRING_SIZE.WAVESIZE, 13 bits of 1 KiB, over 64 lanes).
; RUN: not agc %s -o %t.hsaco 2>&1 | FileCheck %s
; RUN: not agc -C target-cpu=gfx900 --emit asm %s -o - 2>&1 | FileCheck %s --check-prefix=G900
; CHECK: error[E0208]: `k` needs at least 4294967295 bytes of private memory per work-item for its stack slots; gfx942 allows at most 131056 in wave64
; CHECK-NEXT: --> {{.*}}private-segment.agc:[[# @LINE + 5]]:5
; G900: error[E0208]: {{.*}}gfx900 allows at most 131056 in wave64
; G900-NOT: .amdhsa_private_segment_fixed_size

kernel @k(%out: ptr.global) {
    $s = stack_slot 4294967295, align 4
entry:
    %p = stack_addr $s
    %a = iconst.i32 1
    store %a, %p, align 4, volatile
    ret
}
