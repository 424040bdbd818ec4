; Work-item ids on processors that pack them into v0 (x in bits 9:0, y in
; 19:10, z in 29:20; seed 002: a field the descriptor does not enable is
; zero). Oracle: llc-22 -O3 on the exported IR reads x from v0 unmasked
; when y and z are not used, and masks it (v_and_b32 0x3ff) otherwise; the
; highest enabled id needs only a shift.
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx90a -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s --check-prefix=GFX900

; CHECK-LABEL: only_x:
; CHECK-NOT:   v_bfe_u32
; CHECK-NOT:   v_and_b32
; CHECK:       global_store_dword v[{{[0-9]+:[0-9]+}}], v0, off
; GFX900-LABEL: only_x:
; GFX900:       global_store_dword v[{{[0-9]+:[0-9]+}}], v0, off
kernel @only_x(%out: ptr.global) {
entry:
    %x = workitem_id x
    %x64 = zext.i64 %x
    %four = iconst.i64 4
    %off = imul %x64, %four
    %p = ptradd %out, %off
    store %x, %p, align 4
    ret
}

; CHECK-LABEL: x_and_y:
; CHECK-DAG:   v_bfe_u32 v{{[0-9]+}}, v0, 0, 10
; CHECK-DAG:   v_lshrrev_b32_e32 v{{[0-9]+}}, 10, v0
; GFX900-LABEL: x_and_y:
; GFX900-NOT:   v_bfe_u32
; GFX900:       s_endpgm
kernel @x_and_y(%out: ptr.global) {
entry:
    %x = workitem_id x
    %y = workitem_id y
    %i = iadd %x, %y
    store %i, %out, align 4
    ret
}

; CHECK-LABEL: only_z:
; CHECK:       v_lshrrev_b32_e32 v{{[0-9]+}}, 20, v0
kernel @only_z(%out: ptr.global) {
entry:
    %z = workitem_id z
    store %z, %out, align 4
    ret
}
