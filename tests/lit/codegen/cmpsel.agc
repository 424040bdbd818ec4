; Compare-and-select folding. Oracle: llc-22 -O3 on the exported IR selects
; v_min/v_max (s_min/s_max) for a select of a compare's own i32 operands,
; compares into VCC with the 32-bit encodings (v_cmp_*_e32 vcc, then
; v_cndmask_b32_e32 ... vcc) for other divergent selects, and s_cmp right
; before s_cselect for uniform ones.
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s

; icmp ult + select of the same operands: one v_min_u32, no lane mask.
; CHECK-LABEL: umin_div:
; CHECK-NOT:   v_cmp
; CHECK:       v_min_u32_e32 [[R:v[0-9]+]], v{{[0-9]+}}, v{{[0-9]+}}
; CHECK-NOT:   v_cndmask
; CHECK:       global_store_dword v[{{[0-9]+}}:{{[0-9]+}}], [[R]], off
kernel @umin_div(%x: ptr.global, %y: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %py = ptradd %y, %off
    %a = load.i32 %px, align 4
    %b = load.i32 %py, align 4
    %c = icmp ult %a, %b
    %r = select %c, %a, %b
    store %r, %px, align 4
    ret
}

; sge choosing (b, a) is smin.
; CHECK-LABEL: smin_div:
; CHECK:       v_min_i32_e32
; CHECK-NOT:   v_cndmask
; CHECK:       s_endpgm
kernel @smin_div(%x: ptr.global, %y: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %py = ptradd %y, %off
    %a = load.i32 %px, align 4
    %b = load.i32 %py, align 4
    %c = icmp sge %a, %b
    %r = select %c, %b, %a
    store %r, %px, align 4
    ret
}

; A general divergent select: the compare writes VCC (its VGPR second, so
; the constant goes first and the swapped condition is used), the
; cndmask reads it; both in their 32-bit encodings, no SGPR pair.
; CHECK-LABEL: vcc_div:
; CHECK:       v_cmp_gt_u32_e32 vcc, 0x3e8, [[A:v[0-9]+]]
; CHECK-NOT:   v_
; CHECK:       v_cndmask_b32_e32 v{{[0-9]+}}, [[A]], v{{[0-9]+}}, vcc
kernel @vcc_div(%x: ptr.global, %y: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %py = ptradd %y, %off
    %a = load.i32 %px, align 4
    %b = load.i32 %py, align 4
    %k = iconst.i32 1000
    %c = icmp ult %a, %k
    %r = select %c, %b, %a
    store %r, %px, align 4
    ret
}

; An f32 select stays a compare and a cndmask (v_min_f32 would differ on
; NaN and signed zeros).
; CHECK-LABEL: fsel_div:
; CHECK:       v_cmp_lt_f32_e32 vcc, [[A:v[0-9]+]], [[B:v[0-9]+]]
; CHECK:       v_cndmask_b32_e32 v{{[0-9]+}}, [[B]], [[A]], vcc
kernel @fsel_div(%x: ptr.global, %y: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %py = ptradd %y, %off
    %a = load.f32 %px, align 4
    %b = load.f32 %py, align 4
    %c = fcmp olt %a, %b
    %r = select %c, %a, %b
    store %r, %px, align 4
    ret
}

; Uniform: s_min_u32 for the min, and s_cmp right before s_cselect (no
; 0/1 materialized and tested again).
; CHECK-LABEL: uniform:
; CHECK:       s_min_u32
; CHECK:       s_cmp_eq_u32 s{{[0-9]+}}, 3
; CHECK-NEXT:  s_cselect_b32 s{{[0-9]+}}, 11, s{{[0-9]+}}
; CHECK-NOT:   s_cmp_lg_u32
; CHECK:       s_endpgm
kernel @uniform(%out: ptr.global, %u: i32, %v: i32) {
entry:
    %c0 = icmp ult %u, %v
    %r0 = select %c0, %u, %v
    store %r0, %out, align 4
    %three = iconst.i32 3
    %c1 = icmp eq %u, %three
    %k = iconst.i32 11
    %r1 = select %c1, %k, %v
    %four = iconst.i64 4
    %p1 = ptradd %out, %four
    store %r1, %p1, align 4
    ret
}

; A divergent select on a uniform condition. Oracle: llc-22 -O3 on the
; exported IR sets VCC with s_cselect_b64 vcc, -1, 0 for the
; v_cndmask_b32_e32; for an i1, s_cselect_b64 of the two lane masks is
; enough (llc-22 round-trips both through VGPRs with three v_cndmasks).
; CHECK-LABEL: uni_cond_value:
; CHECK:       s_cmp_lt_i32
; CHECK-NEXT:  s_cselect_b64 vcc, -1, 0
; CHECK-NEXT:  v_cndmask_b32_e32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, vcc
kernel @uni_cond_value(%a: ptr.global, %n: i32, %m: i32) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %two = iconst.i64 2
    %off = shl %i64, %two
    %p = ptradd %a, %off
    %c = icmp slt %n, %m
    %x = iadd %i, %n
    %v = select %c, %x, %i
    store %v, %p, align 4
    ret
}

; CHECK-LABEL: uni_cond_mask:
; CHECK:       v_cmp_lt_i32_e64 s{{\[}}[[X:[0-9]+:[0-9]+]]{{\]}}
; CHECK-NEXT:  v_cmp_eq_u32_e64 s{{\[}}[[Y:[0-9]+:[0-9]+]]{{\]}}
; CHECK-NEXT:  s_cmp_lt_i32
; CHECK-NEXT:  s_cselect_b64 s{{\[}}[[M:[0-9]+:[0-9]+]]{{\]}}, s{{\[}}[[X]]{{\]}}, s{{\[}}[[Y]]{{\]}}
; CHECK-NEXT:  v_cndmask_b32_e64 v{{[0-9]+}}, 0, 1, s{{\[}}[[M]]{{\]}}
kernel @uni_cond_mask(%a: ptr.global, %n: i32, %m: i32) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %two = iconst.i64 2
    %off = shl %i64, %two
    %p = ptradd %a, %off
    %c = icmp slt %n, %m
    %x = icmp slt %i, %n
    %y = icmp eq %i, %m
    %s = select %c, %x, %y
    %one = iconst.i32 1
    %zero = iconst.i32 0
    %v = select %s, %one, %zero
    store %v, %p, align 4
    ret
}
