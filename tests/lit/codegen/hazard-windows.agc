; Independent instructions fill hazard windows instead of `s_nop`s: after
; the first DPP step of a wave reduction, the next one reads its VGPR and
; needs two wait states (seed 004 table 8); the address of the second
; load does not depend on the reduction, so it moves into that window and
; only one `s_nop` state is left. At -O0 nothing moves.
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx90a -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx942 -O0 -o - %s | FileCheck %s --check-prefix=O0

; CHECK-LABEL: fill:
; CHECK:      v_add_f32_dpp [[T:v[0-9]+]], [[X:v[0-9]+]], [[X]] quad_perm:[1,0,3,2]
; CHECK-NEXT: v_mad_u64_u32 v[[[G:[0-9]+]]:{{[0-9]+}}], {{s.[0-9]+:[0-9]+.}}, v0, 4,
; CHECK-NEXT: s_nop 0
; CHECK-NEXT: v_add_f32_dpp [[T]], [[T]], [[T]] quad_perm:[2,3,0,1]
; CHECK:      v_readlane_b32 [[S:s[0-9]+]], [[T]], 63
; CHECK:      global_load_dword {{v[0-9]+}}, v[[[G]]:{{[0-9]+}}], off
; CHECK:      s_endpgm

; O0-LABEL: fill:
; O0:         v_add_f32_dpp {{.*}} quad_perm:[1,0,3,2]
; O0-NEXT:    s_nop 1
; O0-NEXT:    v_add_f32_dpp {{.*}} quad_perm:[2,3,0,1]
kernel @fill(%x: ptr.global, %g: ptr.global, %y: ptr.global) reqd_workgroup_size(64, 1, 1) {
entry:
    %lane = workitem_id x
    %l64 = zext.i64 %lane
    %two = iconst.i64 2
    %off = shl %l64, %two
    %px = ptradd %x, %off
    %v = load.f32 %px, align 4
    %s = wave_reduce fadd %v
    %pg = ptradd %g, %off
    %w = load.f32 %pg, align 4
    %r = fmul %w, %s
    %py = ptradd %y, %off
    store %r, %py, align 4
    ret
}
