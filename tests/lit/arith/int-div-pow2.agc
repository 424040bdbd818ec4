; Unsigned division by a power of two is a shift, the remainder a mask:
; no reciprocal anywhere.
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s --implicit-check-not=v_rcp_iflag_f32
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s --implicit-check-not=v_rcp_iflag_f32

; CHECK-LABEL: pow2:
; CHECK:      v_lshrrev_b32_e32 {{v[0-9]+}}, 4,
; CHECK:      v_and_b32_e32 {{v[0-9]+}}, 15,
; CHECK:      s_endpgm
kernel @pow2(%a: ptr.global, %o: ptr.global) {
entry:
    %tid = workitem_id x
    %i = zext.i64 %tid
    %k = iconst.i64 2
    %off = shl %i, %k
    %pa = ptradd %a, %off
    %po = ptradd %o, %off
    %x = load.i32 %pa, align 4
    %sixteen = iconst.i32 16
    %q = udiv %x, %sixteen
    %r = urem %x, %sixteen
    %s = iadd %q, %r
    store %s, %po, align 4
    ret
}

