; Tile staging and 64-bit LDS pairs. Oracle: llc-22 -O3 on the exported
; IR of the same kernels makes the same DS choices: both global loads
; first, then one ds_write2st64 whose second tile sits at a constant LDS
; distance (folded from `@tile_b`'s address into the offset), one wait
; for both loads; ds_read2_b64 for neighbours 8 bytes apart; a read
; 2056 bytes away stays single (neither offset form reaches it); an f64
; read with 4-byte alignment is ds_read2_b32, never a 64-bit access.
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx90a -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s

lds @tile_a: 2048, align 16
lds @tile_b: 2048, align 16

; CHECK-LABEL: tile_f64:
; CHECK:       global_load_dwordx2 [[X:v.[0-9]+:[0-9]+.]],
; CHECK-NEXT:  global_load_dwordx2 [[Y:v.[0-9]+:[0-9]+.]], {{.*}} offset:512
; CHECK-NEXT:  s_waitcnt vmcnt(0)
; CHECK-NEXT:  ds_write2st64_b64 v{{[0-9]+}}, [[X]], [[Y]] offset1:4{{$}}
; CHECK-NOT:   ds_write
; CHECK:       s_barrier
; CHECK:       ds_read2_b64 v[{{[0-9]+:[0-9]+}}], [[R:v[0-9]+]] offset1:1{{$}}
; CHECK-NEXT:  ds_read_b64 v[{{[0-9]+:[0-9]+}}], [[R]] offset:2056{{$}}
; CHECK-NEXT:  ds_read2_b32 v[{{[0-9]+:[0-9]+}}], [[R]] offset0:4 offset1:5{{$}}
; CHECK-NOT:   ds_read
; CHECK-LABEL: tile_i32:
; CHECK:       global_load_dword [[P:v[0-9]+]],
; CHECK-NEXT:  global_load_dword [[Q:v[0-9]+]], {{.*}} offset:256
; CHECK-NEXT:  s_waitcnt vmcnt(0)
; CHECK-NEXT:  ds_write2st64_b32 v{{[0-9]+}}, [[P]], [[Q]] offset1:8{{$}}
; CHECK:       s_barrier
; CHECK:       ds_read2_b32 v[{{[0-9]+:[0-9]+}}], [[S:v[0-9]+]] offset1:1{{$}}
; CHECK-NEXT:  ds_read_b32 v{{[0-9]+}}, [[S]] offset:2048{{$}}
kernel @tile_f64(%a: ptr.global, %out: ptr.global) reqd_workgroup_size(64, 1, 1) {
entry:
    %t = workitem_id x
    %la = lds_addr @tile_a
    %lb = lds_addr @tile_b
    %three = iconst.i32 3
    %loff = shl %t, %three
    %sa = ptradd %la, %loff
    %sb = ptradd %lb, %loff
    %t64 = zext.i64 %t
    %three64 = iconst.i64 3
    %goff = shl %t64, %three64
    %pa = ptradd %a, %goff
    %av = load.f64 %pa, align 8
    store %av, %sa, align 8
    %k512 = iconst.i64 512
    %pb = ptradd %pa, %k512
    %bv = load.f64 %pb, align 8
    store %bv, %sb, align 8
    barrier
    %one = iconst.i32 1
    %n = xor %t, %one
    %k60 = iconst.i32 60
    %m = and %n, %k60
    %moff = shl %m, %three
    %r = ptradd %la, %moff
    %x0 = load.f64 %r, align 8
    %k8 = iconst.i32 8
    %r8 = ptradd %r, %k8
    %x1 = load.f64 %r8, align 8
    %k2056 = iconst.i32 2056
    %rf = ptradd %r, %k2056
    %y = load.f64 %rf, align 8
    %k16 = iconst.i32 16
    %r16 = ptradd %r, %k16
    %z = load.f64 %r16, align 4
    %s0 = fadd %x0, %x1
    %s1 = fadd %s0, %y
    %s2 = fsub %s1, %z
    %s3 = fadd %s2, %x0
    %s4 = fadd %s3, %x1
    %po = ptradd %out, %goff
    store %s4, %po, align 8
    ret
}

kernel @tile_i32(%a: ptr.global, %out: ptr.global) reqd_workgroup_size(64, 1, 1) {
entry:
    %t = workitem_id x
    %la = lds_addr @tile_a
    %lb = lds_addr @tile_b
    %two = iconst.i32 2
    %loff = shl %t, %two
    %sa = ptradd %la, %loff
    %sb = ptradd %lb, %loff
    %t64 = zext.i64 %t
    %two64 = iconst.i64 2
    %goff = shl %t64, %two64
    %pa = ptradd %a, %goff
    %av = load.i32 %pa, align 4
    store %av, %sa, align 4
    %k256 = iconst.i64 256
    %pb = ptradd %pa, %k256
    %bv = load.i32 %pb, align 4
    store %bv, %sb, align 4
    barrier
    %one = iconst.i32 1
    %n = xor %t, %one
    %k62 = iconst.i32 62
    %m = and %n, %k62
    %moff = shl %m, %two
    %r = ptradd %la, %moff
    %x0 = load.i32 %r, align 4
    %k4 = iconst.i32 4
    %r4 = ptradd %r, %k4
    %x1 = load.i32 %r4, align 4
    %k2048 = iconst.i32 2048
    %rb = ptradd %r, %k2048
    %y = load.i32 %rb, align 4
    %s0 = iadd %x0, %x1
    %s1 = iadd %s0, %y
    %po = ptradd %out, %goff
    store %s1, %po, align 4
    ret
}
