; Stores through one address at neighbouring dword offsets merge into
; one wide store. Oracle: llc-22 -O3 on the exported IR (`--emit
; llvm-ir`) selects the same forms on gfx942: global_store_dwordx4 for
; four dwords at align 4 (taking a loaded tuple as it is),
; flat_store_dwordx2, ds_write_b128 at a 16-byte-aligned LDS address and
; ds_write2_b32 where only 4-byte alignment is known; and keeps stores
; around a load from another buffer single.
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s

lds @buf: 1024, align 16

; CHECK-LABEL: quad:
; CHECK-NOT:   global_store_dword {{v.[0-9]+:[0-9]+.}}, {{v[0-9]+}},
; CHECK:       global_store_dwordx4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], off{{$}}
; CHECK-NOT:   global_store_dword {{v.[0-9]+:[0-9]+.}}, {{v[0-9]+}},
; CHECK:       s_endpgm
kernel @quad(%in: ptr.global, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = zext.i64 %t
    %k16 = iconst.i64 16
    %o = imul %t64, %k16
    %p = ptradd %in, %o
    %q = ptradd %out, %o
    %c4 = iconst.i64 4
    %c8 = iconst.i64 8
    %c12 = iconst.i64 12
    %p4 = ptradd %p, %c4
    %q4 = ptradd %q, %c4
    %q8 = ptradd %q, %c8
    %q12 = ptradd %q, %c12
    %a = load.i32 %p, align 4
    %b = load.i32 %p4, align 4
    %s = iadd %a, %b
    %m = imul %a, %b
    %x = isub %a, %b
    store %s, %q, align 4
    store %m, %q4, align 4
    store %x, %q8, align 4
    store %a, %q12, align 4
    ret
}

; CHECK-LABEL: copy:
; CHECK:       global_load_dwordx4 [[T:v.[0-9]+:[0-9]+.]],
; CHECK-NOT:   v_mov
; CHECK:       global_store_dwordx4 v[{{[0-9]+:[0-9]+}}], [[T]], off{{$}}
kernel @copy(%in: ptr.global, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = zext.i64 %t
    %k16 = iconst.i64 16
    %o = imul %t64, %k16
    %p = ptradd %in, %o
    %q = ptradd %out, %o
    %c4 = iconst.i64 4
    %c8 = iconst.i64 8
    %c12 = iconst.i64 12
    %p4 = ptradd %p, %c4
    %p8 = ptradd %p, %c8
    %p12 = ptradd %p, %c12
    %q4 = ptradd %q, %c4
    %q8 = ptradd %q, %c8
    %q12 = ptradd %q, %c12
    %a = load.i32 %p, align 4
    %b = load.i32 %p4, align 4
    %c = load.i32 %p8, align 4
    %d = load.i32 %p12, align 4
    store %d, %q12, align 4
    store %c, %q8, align 4
    store %b, %q4, align 4
    store %a, %q, align 4
    ret
}

; CHECK-LABEL: other:
; CHECK:       global_store_dword v[{{[0-9]+:[0-9]+}}], {{v[0-9]+}}, off{{$}}
; CHECK:       global_load_dword
; CHECK:       global_store_dword v[{{[0-9]+:[0-9]+}}], {{v[0-9]+}}, off offset:4{{$}}
kernel @other(%in: ptr.global, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = zext.i64 %t
    %k8 = iconst.i64 8
    %k4 = iconst.i64 4
    %o = imul %t64, %k8
    %oi = imul %t64, %k4
    %q = ptradd %out, %o
    %p = ptradd %in, %oi
    %q4 = ptradd %q, %k4
    store %t, %q, align 4
    %v = load.i32 %p, align 4
    store %v, %q4, align 4
    ret
}

; CHECK-LABEL: flat_pair:
; CHECK:       flat_store_dwordx2 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}]{{$}}
kernel @flat_pair(%out: ptr.flat) {
entry:
    %t = workitem_id x
    %t64 = zext.i64 %t
    %k8 = iconst.i64 8
    %k4 = iconst.i64 4
    %o = imul %t64, %k8
    %q = ptradd %out, %o
    %q4 = ptradd %q, %k4
    %six = iconst.i32 6
    %three = iconst.i32 3
    %a = imul %t, %six
    %b = iadd %a, %three
    store %a, %q, align 4
    store %b, %q4, align 4
    ret
}

; CHECK-LABEL: lds_quad:
; CHECK:       ds_write_b128 {{v[0-9]+}}, v[{{[0-9]+:[0-9]+}}]{{$}}
; CHECK:       ds_write2_b32 {{v[0-9]+}}, {{v[0-9]+}}, {{v[0-9]+}} offset1:1{{$}}
; CHECK:       ds_write2_b32 {{v[0-9]+}}, {{v[0-9]+}}, {{v[0-9]+}} offset0:2 offset1:3{{$}}
kernel @lds_quad(%out: ptr.global, %k: i32) reqd_workgroup_size(64, 1, 1) {
entry:
    %t = workitem_id x
    %lds = lds_addr @buf
    %k16 = iconst.i32 16
    %to = imul %t, %k16
    %mine = ptradd %lds, %to
    %c4 = iconst.i32 4
    %c8 = iconst.i32 8
    %c12 = iconst.i32 12
    %m4 = ptradd %mine, %c4
    %m8 = ptradd %mine, %c8
    %m12 = ptradd %mine, %c12
    %one = iconst.i32 1
    %v1 = iadd %t, %one
    %v2 = iadd %v1, %one
    %v3 = iadd %v2, %one
    store %t, %mine, align 16
    store %v1, %m4, align 4
    store %v2, %m8, align 8
    store %v3, %m12, align 4
    %kk = imul %t, %k
    %odd = ptradd %lds, %kk
    %o4 = ptradd %odd, %c4
    %o8 = ptradd %odd, %c8
    %o12 = ptradd %odd, %c12
    store %t, %odd, align 4
    store %v1, %o4, align 4
    store %v2, %o8, align 4
    store %v3, %o12, align 4
    ret
}
