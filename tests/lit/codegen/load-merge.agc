; Loads through one address at neighbouring dword offsets merge into one
; wide load. Oracle: llc-22 -O3 on the exported IR (`--emit llvm-ir`)
; selects the same forms on gfx900, gfx90a and gfx942: global_load_dwordx4
; for four dwords at align 4, s_load_dwordx4 for uniform ones,
; ds_read_b128 at a 16-byte-aligned LDS address and ds_read2_b32 pairs
; where only 4-byte alignment is known; and keeps a load before an
; aliasing store single.
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx90a -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s

lds @buf: 1024, align 16

; CHECK-LABEL: quad:
; CHECK-NOT:   global_load_dword {{v[0-9]+}},
; CHECK:       global_load_dwordx4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], off offset:-4{{$}}
; CHECK-NOT:   global_load_dword {{v[0-9]+}},
; CHECK:       s_endpgm
kernel @quad(%in: ptr.global, %out: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = zext.i64 %t
    %k16 = iconst.i64 16
    %o = imul %t64, %k16
    %p = ptradd %in, %o
    %m4 = iconst.i64 -4
    %c4 = iconst.i64 4
    %c8 = iconst.i64 8
    %pm = ptradd %p, %m4
    %p4 = ptradd %p, %c4
    %p8 = ptradd %p, %c8
    %b = load.f32 %p, align 4
    %d = load.f32 %p8, align 4
    %a = load.f32 %pm, align 4
    %c = load.f32 %p4, align 4
    %s0 = fadd %a, %b
    %s1 = fmul %c, %d
    %s = fadd %s0, %s1
    %q = ptradd %out, %o
    store %s, %q, align 4
    ret
}

; A store between that may alias keeps the first load apart; the two
; after it merge. A volatile load never merges.
; CHECK-LABEL: alias:
; CHECK:       global_load_dword [[A:v[0-9]+]], [[P:v.[0-9]+:[0-9]+.]], off{{$}}
; CHECK:       global_store_dword
; CHECK:       global_load_dwordx2 v[{{[0-9]+:[0-9]+}}], [[P]], off offset:4{{$}}
; CHECK:       global_load_dword {{v[0-9]+}}, [[P]], off offset:12 {{(glc|sc0 sc1)}}
kernel @alias(%in: ptr.global, %out: ptr.global, %k: i64) {
entry:
    %t = workitem_id x
    %t64 = zext.i64 %t
    %k16 = iconst.i64 16
    %o = imul %t64, %k16
    %p = ptradd %in, %o
    %c4 = iconst.i64 4
    %c8 = iconst.i64 8
    %c12 = iconst.i64 12
    %p4 = ptradd %p, %c4
    %p8 = ptradd %p, %c8
    %p12 = ptradd %p, %c12
    %w = ptradd %p, %k
    %a = load.i32 %p, align 4
    %v = iconst.i32 1000
    store %v, %w, align 4
    %b = load.i32 %p4, align 4
    %c = load.i32 %p8, align 4
    %d = load.i32 %p12, align 4, volatile
    %s0 = iadd %a, %b
    %s1 = iadd %c, %d
    %s = iadd %s0, %s1
    %q = ptradd %out, %o
    store %s, %q, align 4
    ret
}

; Uniform neighbours that no store precedes: one scalar load.
; CHECK-LABEL: uniform:
; CHECK:       s_load_dwordx4 s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], 0x10{{$}}
; CHECK-NOT:   s_load_dword s
; CHECK:       s_endpgm
kernel @uniform(%in: ptr.global, %out: ptr.global) {
entry:
    %c16 = iconst.i64 16
    %c20 = iconst.i64 20
    %c24 = iconst.i64 24
    %c28 = iconst.i64 28
    %p0 = ptradd %in, %c16
    %p1 = ptradd %in, %c20
    %p2 = ptradd %in, %c24
    %p3 = ptradd %in, %c28
    %a = load.i32 %p0, align 4
    %b = load.i32 %p1, align 4
    %c = load.i32 %p2, align 4
    %d = load.i32 %p3, align 4
    %s0 = imul %a, %b
    %s1 = imul %c, %d
    %s = iadd %s0, %s1
    store %s, %out, align 4
    ret
}

; LDS: a 16-byte-aligned constant address reads four dwords at once; a
; base known only to be 4-byte aligned pairs them. A global load at the
; next address of another address space stays apart.
; CHECK-LABEL: lds:
; CHECK:       ds_read_b128 v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}{{$}}
; CHECK:       ds_read2_b32 v[{{[0-9]+:[0-9]+}}], [[B:v[0-9]+]] offset1:1{{$}}
; CHECK:       ds_read2_b32 v[{{[0-9]+:[0-9]+}}], [[B]] offset0:2 offset1:3{{$}}
; CHECK:       global_load_dword {{v[0-9]+}}, v[{{[0-9]+:[0-9]+}}], off offset:4{{$}}
kernel @lds(%out: ptr.global, %g: ptr.global) reqd_workgroup_size(64, 1, 1) {
entry:
    %t = workitem_id x
    %lds = lds_addr @buf
    %four = iconst.i32 4
    %to = imul %t, %four
    %mine = ptradd %lds, %to
    store %t, %mine, align 4
    barrier
    %o4 = iconst.i32 4
    %o8 = iconst.i32 8
    %o12 = iconst.i32 12
    %l4 = ptradd %lds, %o4
    %l8 = ptradd %lds, %o8
    %l12 = ptradd %lds, %o12
    %c0 = load.i32 %lds, align 16
    %c1 = load.i32 %l4, align 4
    %c2 = load.i32 %l8, align 8
    %c3 = load.i32 %l12, align 4
    %m1 = ptradd %mine, %o4
    %m2 = ptradd %mine, %o8
    %m3 = ptradd %mine, %o12
    %v0 = load.i32 %mine, align 4
    %v1 = load.i32 %m1, align 4
    %v2 = load.i32 %m2, align 4
    %v3 = load.i32 %m3, align 4
    %t64 = zext.i64 %t
    %k4 = iconst.i64 4
    %go = imul %t64, %k4
    %gp = ptradd %g, %go
    %gp4 = ptradd %gp, %k4
    %g1 = load.i32 %gp4, align 4
    %cs0 = imul %c0, %c1
    %cs1 = imul %c2, %c3
    %vs0 = imul %v0, %v1
    %vs1 = imul %v2, %v3
    %s0 = iadd %cs0, %cs1
    %s1 = iadd %vs0, %vs1
    %s2 = iadd %s0, %s1
    %s = iadd %s2, %g1
    %q = ptradd %out, %go
    store %s, %q, align 4
    ret
}
