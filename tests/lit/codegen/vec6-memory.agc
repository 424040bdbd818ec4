; Six-dword vectors (i64x3, f64x3) live in 8-dword register tuples, and
; memory sees exactly their 24 bytes (lower/src/isel/mem.rs, private.rs;
; tests/exec/vec6.agc runs them against the interpreter). The splits are
; llc-22's for the same IR (`--emit llvm-ir`, llc -O3): global and
; scratch as dwordx4 + dwordx2, a uniform constant load as
; s_load_dwordx4 + s_load_dwordx2 (never a dwordx8 reading past the
; value), LDS in pieces of the access's alignment.
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s --check-prefix=MUBUF

lds @vec6_buf: 256, align 16

; CHECK-LABEL: global_i64x3:
; CHECK:      global_load_dwordx4 v[{{[0-9]+:[0-9]+}}], [[A:v[0-9]+]], s[{{[0-9]+:[0-9]+}}]{{$}}
; CHECK-NEXT: global_load_dwordx2 v[{{[0-9]+:[0-9]+}}], [[A]], s[{{[0-9]+:[0-9]+}}] offset:16
; CHECK:      global_store_dwordx4
; CHECK-NEXT: global_store_dwordx2 {{.*}} offset:16
kernel @global_i64x3(%a: ptr.global, %b: ptr.global) {
entry:
    %x = load.i64x3 %a, align 8
    store %x, %b, align 8
    ret
}

; CHECK-LABEL: constant_f64x3:
; CHECK-NOT:  s_load_dwordx8
; CHECK:      s_load_dwordx4 s[{{[0-9]+:[0-9]+}}], [[P:s.[0-9]+:[0-9]+.]], 0x0
; CHECK-NEXT: s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], [[P]], 0x10
kernel @constant_f64x3(%a: ptr.constant, %b: ptr.global) {
entry:
    %x = load.f64x3 %a, align 8
    store %x, %b, align 8
    ret
}

; CHECK-LABEL: lds_i64x3:
; CHECK:      ds_write_b128 [[L:v[0-9]+]], v[{{[0-9]+:[0-9]+}}]{{$}}
; CHECK-NEXT: ds_write_b64 [[L]], v[{{[0-9]+:[0-9]+}}] offset:16
kernel @lds_i64x3(%a: ptr.global) {
entry:
    %x = load.i64x3 %a, align 8
    %l = lds_addr @vec6_buf
    %i = workitem_id x
    %c = iconst.i32 32
    %o = imul %i, %c
    %p = ptradd %l, %o
    store %x, %p, align 16
    ret
}

; CHECK-LABEL: private_f64x3:
; CHECK:      scratch_store_dwordx4
; CHECK-NEXT: scratch_store_dwordx2 {{.*}} offset:16
; CHECK:      scratch_load_dwordx4
; CHECK-NEXT: scratch_load_dwordx2 {{.*}} offset:16
; MUBUF-LABEL: private_f64x3:
; MUBUF:      buffer_store_dwordx4
; MUBUF-NEXT: buffer_store_dwordx2 {{.*}} offset:16
; MUBUF:      buffer_load_dwordx4
; MUBUF-NEXT: buffer_load_dwordx2 {{.*}} offset:16
kernel @private_f64x3(%a: ptr.global, %b: ptr.global) {
    $s = stack_slot 96, align 8
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %k = iconst.i64 24
    %ao = imul %i64, %k
    %pa = ptradd %a, %ao
    %x = load.f64x3 %pa, align 8
    %three = iconst.i32 3
    %j = and %i, %three
    %c = iconst.i32 24
    %o = imul %j, %c
    %s = stack_addr $s
    %p = ptradd %s, %o
    store %x, %p, align 8
    %y = load.f64x3 %p, align 8
    store %y, %b, align 8
    ret
}
