; --resource-usage prints one line per kernel on stderr: registers,
; spills, scratch, LDS and the occupancy they allow. Oracle for the
; occupancy: llc-22's `; Occupancy:` comment for the same kernel (10 waves
; per SIMD on gfx900 with few registers; 8 is gfx90a's hardware limit),
; and 1 KiB of LDS per 64-work-item workgroup limits nothing.
; RUN: agc --resource-usage -C target-cpu=gfx900 -o %t.hsaco %s 2>&1 | FileCheck %s --check-prefix=GFX900
; RUN: agc --resource-usage -C target-cpu=gfx90a -o %t.hsaco %s 2>&1 | FileCheck %s --check-prefix=GFX90A

; GFX900: sum: {{[0-9]+}} SGPRs, {{[0-9]+}} VGPRs, 0 AGPRs, 0 spills, 0 bytes of scratch per lane, 1024 bytes of LDS, occupancy 10 waves per SIMD, {{[0-9]+}} instructions
; GFX90A: sum: {{[0-9]+}} SGPRs, {{[0-9]+}} VGPRs, 0 AGPRs, 0 spills, 0 bytes of scratch per lane, 1024 bytes of LDS, occupancy 8 waves per SIMD, {{[0-9]+}} instructions

lds @tile: 1024, align 4

kernel @sum(%x: ptr.global, %out: ptr.global) reqd_workgroup_size(64, 1, 1) {
entry:
    %tid = workitem_id x
    %k4 = iconst.i32 4
    %o = imul %tid, %k4
    %e = zext.i64 %o
    %p = ptradd %x, %e
    %v = load.i32 %p, align 4
    %base = lds_addr @tile
    %t = ptradd %base, %o
    store %v, %t, align 4
    barrier
    %w = load.i32 %t, align 4
    %q = ptradd %out, %e
    store %w, %q, align 4
    ret
}
