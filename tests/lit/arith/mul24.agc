; A 32-bit multiply whose factors are both known to be below 2^24 is the
; full-rate v_mul_u32_u24 (the low 32 bits of the 48-bit product are the
; product itself); otherwise the quarter-rate v_mul_lo_u32. Known bounds:
; constants, work-item ids (below the workgroup size the kernel's
; attributes allow, else 1024), `and`/`umin`
; with a small side, `lshr`/`urem` by a constant, and sums and products
; that stay small. (A `urem` by a constant is a multiply-high sequence by
; the time selection sees it, so it is not among the cases here.) Oracle: llc-22 -O3 on the exported IR selects
; v_mul_u32_u24 for a work-item id times a constant (transpose's LDS row).
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s

; CHECK-LABEL: small:
; CHECK-NOT: v_mul_lo_u32
; CHECK:     v_mul_u32_u24_e32 v{{[0-9]+}}, 17, v{{[0-9]+}}
; CHECK-COUNT-3: v_mul_u32_u24_e32 v{{[0-9]+}}, s{{[0-9]+}}, v{{[0-9]+}}
; CHECK-NOT: v_mul_lo_u32
; CHECK:     s_endpgm
kernel @small(%out: ptr.global, %n: i32) {
entry:
    %t = workitem_id x
    %k = iconst.i32 17
    %a = imul %t, %k
    %m = iconst.i32 65535
    %lo = and %n, %m
    %p1 = imul %lo, %t
    %h = iconst.i32 100
    %r = umin %n, %h
    %p2 = imul %t, %r
    %sh = iconst.i32 20
    %q = lshr %n, %sh
    %p3 = imul %q, %t
    %s1 = iadd %a, %p1
    %s2 = iadd %s1, %p2
    %s = iadd %s2, %p3
    store %s, %out, align 4
    ret
}

; A factor that may reach 2^24 keeps the full multiply: an argument, and a
; sum whose bound reaches 2^24 (1023 + 16776193); one below it does not.
; CHECK-LABEL: large:
; CHECK:     v_mul_lo_u32
; CHECK:     v_mul_lo_u32
; CHECK:     v_mul_u32_u24_e32 v{{[0-9]+}}, 3,
; CHECK:     s_endpgm
kernel @large(%out: ptr.global, %n: i32) {
entry:
    %t = workitem_id x
    %a = imul %t, %n
    %big = iconst.i32 16776193
    %u = iadd %t, %big
    %k = iconst.i32 3
    %b = imul %u, %k
    %edge = iconst.i32 16776192
    %w = iadd %t, %edge
    %c = imul %w, %k
    %s0 = iadd %a, %b
    %s = iadd %s0, %c
    store %s, %out, align 4
    ret
}

; A work-item id times 20000 (itself a 24-bit multiply) can reach 2^24 in
; a workgroup of 1024, so multiplying it again needs the full multiply;
; not in a workgroup of at most 256 (`flat_workgroup_size`): 255 * 20000
; < 2^24.
; CHECK-LABEL: wide_group:
; CHECK:     v_mul_u32_u24
; CHECK:     v_mul_lo_u32
; CHECK:     s_endpgm
; CHECK-LABEL: narrow_group:
; CHECK-NOT: v_mul_lo_u32
; CHECK:     v_mul_u32_u24
; CHECK:     s_endpgm
kernel @wide_group(%out: ptr.global) {
entry:
    %t = workitem_id x
    %k = iconst.i32 20000
    %a = imul %t, %k
    %three = iconst.i32 3
    %b = imul %a, %three
    store %b, %out, align 4
    ret
}

kernel @narrow_group(%out: ptr.global) flat_workgroup_size(1, 256) {
entry:
    %t = workitem_id x
    %k = iconst.i32 20000
    %a = imul %t, %k
    %three = iconst.i32 3
    %b = imul %a, %three
    store %b, %out, align 4
    ret
}
