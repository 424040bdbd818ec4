; Shift-and-add trees as one three-source VALU row. Oracle: llc-22 -O3
; selects the same row for the same IR on gfx900 and gfx942
; (v_lshl_add_u32, v_add_lshl_u32, v_add3_u32, v_xad_u32, v_lshl_or_b32,
; v_and_or_b32; a literal third source goes through an SGPR). Where agc
; differs from llc it does less VALU work: `((x - s) << 2) + y` with s,
; y uniform is reassociated so that y - (s << 2) is computed on the SALU
; (llc: v_subrev + v_lshl_add), and `(x | s) | w` ors the two scalars on
; the SALU (llc: two v_or_b32). tests/exec/addr_fusion.agc runs them.
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s

; CHECK-LABEL: lshl_add:
; CHECK:       v_xor_b32_e32 [[X:v[0-9]+]], s{{[0-9]+}}, v0
; CHECK:       s_movk_i32 [[K:s[0-9]+]], 0x1001
; CHECK:       v_lshl_add_u32 {{v[0-9]+}}, [[X]], 2, [[K]]
kernel @lshl_add(%out: ptr.global, %u: i32) {
entry:
    %t = workitem_id x
    %x = xor %t, %u
    %two = iconst.i32 2
    %s = shl %x, %two
    %k = iconst.i32 4097
    %a = iadd %s, %k
    store %a, %out, align 4
    ret
}

; CHECK-LABEL: add_lshl:
; CHECK:       v_add_lshl_u32 {{v[0-9]+}}, v0, s{{[0-9]+}}, 2
kernel @add_lshl(%out: ptr.global, %u: i32) {
entry:
    %t = workitem_id x
    %s = iadd %t, %u
    %two = iconst.i32 2
    %a = shl %s, %two
    store %a, %out, align 4
    ret
}

; CHECK-LABEL: xad:
; CHECK:       v_xad_u32 {{v[0-9]+}}, v0, s{{[0-9]+}}, 7
kernel @xad(%out: ptr.global, %u: i32) {
entry:
    %t = workitem_id x
    %s = xor %t, %u
    %seven = iconst.i32 7
    %a = iadd %s, %seven
    store %a, %out, align 4
    ret
}

; CHECK-LABEL: add3:
; CHECK:       v_add3_u32 {{v[0-9]+}}, {{v[0-9]+}}, {{v[0-9]+}}, s{{[0-9]+}}
kernel @add3(%out: ptr.global, %u: i32) {
entry:
    %t = workitem_id x
    %t2 = workitem_id y
    %s = iadd %t, %t2
    %a = iadd %s, %u
    store %a, %out, align 4
    ret
}

; CHECK-LABEL: lshl_or:
; CHECK:       v_lshl_or_b32 {{v[0-9]+}}, v0, 5, s{{[0-9]+}}
kernel @lshl_or(%out: ptr.global, %u: i32) {
entry:
    %t = workitem_id x
    %five = iconst.i32 5
    %s = shl %t, %five
    %a = or %s, %u
    store %a, %out, align 4
    ret
}

; CHECK-LABEL: and_or:
; CHECK:       v_and_or_b32 {{v[0-9]+}}, v0, s{{[0-9]+}}, 3
kernel @and_or(%out: ptr.global, %u: i32) {
entry:
    %t = workitem_id x
    %s = and %t, %u
    %three = iconst.i32 3
    %a = or %s, %three
    store %a, %out, align 4
    ret
}

; The uniform part of the LDS address on the SALU, one VALU row.
; CHECK-LABEL: lds_index:
; CHECK:       s_lshl_b32 [[SK:s[0-9]+]], [[S:s[0-9]+]], 2
; CHECK:       s_sub_u32 [[B:s[0-9]+]], {{s[0-9]+}}, [[SK]]
; CHECK:       v_lshl_add_u32 [[A:v[0-9]+]], v0, 2, [[B]]
; CHECK-NOT:   v_sub
; CHECK:       ds_read_b32 {{v[0-9]+}}, [[A]]
kernel @lds_index(%l: ptr.local, %out: ptr.global, %u: i32) {
entry:
    %t = workitem_id x
    %j = isub %t, %u
    %two = iconst.i32 2
    %s = shl %j, %two
    %p = ptradd %l, %s
    %v = load.i32 %p, align 4
    store %v, %out, align 4
    ret
}

; Two scalars: one SALU or, one VALU or.
; CHECK-LABEL: or_scalars:
; CHECK:       s_or_b32 [[S:s[0-9]+]], s{{[0-9]+}}, s{{[0-9]+}}
; CHECK:       v_or_b32_e32 {{v[0-9]+}}, [[S]], v0
kernel @or_scalars(%out: ptr.global, %u: i32, %w: i32) {
entry:
    %t = workitem_id x
    %s = or %t, %u
    %a = or %s, %w
    store %a, %out, align 4
    ret
}
