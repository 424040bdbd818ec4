; LDS accesses through one address register pair up. Oracle: llc-22 -O3
; on the exported IR selects ds_write2_b32/ds_read2_b32 for dwords within
; 1020 bytes of each other (offsets in dwords) and the st64 forms for
; multiples of 256 bytes, as the sgemm benchmark's tiles show
; (ds_read2st64_b32 ... offset1:4 for byte offsets 0 and 1024).
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s

lds @tile: 4096, align 8

; CHECK-LABEL: pairs:
; CHECK:       ds_write2_b32 [[A:v[0-9]+]], v{{[0-9]+}}, v{{[0-9]+}} offset1:1{{$}}
; CHECK-NEXT:  ds_write2st64_b32 [[A]], v{{[0-9]+}}, v{{[0-9]+}} offset0:4 offset1:8{{$}}
; CHECK:       s_barrier
; CHECK:       ds_read2_b32 v[{{[0-9]+:[0-9]+}}], [[A]] offset1:1{{$}}
; CHECK-NEXT:  ds_read2st64_b32 v[{{[0-9]+:[0-9]+}}], [[A]] offset0:4 offset1:8{{$}}
; CHECK-NOT:   ds_read_b32
kernel @pairs(%out: ptr.global) {
entry:
    %t = workitem_id x
    %lds = lds_addr @tile
    %eight = iconst.i32 8
    %toff = imul %t, %eight
    %p = ptradd %lds, %toff
    %four = iconst.i32 4
    %p4 = ptradd %p, %four
    %k1024 = iconst.i32 1024
    %q = ptradd %p, %k1024
    %k2048 = iconst.i32 2048
    %r = ptradd %p, %k2048
    store %t, %p, align 8
    store %toff, %p4, align 4
    store %toff, %q, align 8
    store %t, %r, align 8
    barrier
    %a = load.i32 %p, align 8
    %b = load.i32 %p4, align 4
    %c = load.i32 %q, align 8
    %d = load.i32 %r, align 8
    %ab = iadd %a, %b
    %cd = iadd %c, %d
    %s = iadd %ab, %cd
    store %s, %out, align 4
    ret
}

; A barrier between two reads keeps them apart.
; CHECK-LABEL: apart:
; CHECK:       ds_read_b32 v{{[0-9]+}}, [[B:v[0-9]+]]{{$}}
; CHECK-NEXT:  s_waitcnt
; CHECK-NEXT:  s_barrier
; CHECK-NEXT:  ds_read_b32 v{{[0-9]+}}, [[B]] offset:4{{$}}
kernel @apart(%out: ptr.global) {
entry:
    %t = workitem_id x
    %lds = lds_addr @tile
    %eight = iconst.i32 8
    %toff = imul %t, %eight
    %p = ptradd %lds, %toff
    %four = iconst.i32 4
    %p4 = ptradd %p, %four
    %a = load.i32 %p, align 8
    barrier
    %b = load.i32 %p4, align 4
    %s = iadd %a, %b
    store %s, %out, align 4
    ret
}

; Reads whose results are only moved into another tuple (each zero-extended
; to 64 bits) stay single and write the tuple's registers themselves; a
; ds_read2_b32 would need a v_mov_b32 per half after it.
; CHECK-LABEL: moved:
; CHECK-NOT:   ds_read2
; CHECK:       ds_read_b32 v[[A:[0-9]+]], [[P:v[0-9]+]]{{$}}
; CHECK-NEXT:  ds_read_b32 v[[B:[0-9]+]], [[P]] offset:4{{$}}
; CHECK-NOT:   v_mov_b32_e32 v{{[0-9]+}}, v[[A]]{{$}}
; CHECK-NOT:   v_mov_b32_e32 v{{[0-9]+}}, v[[B]]{{$}}
; CHECK:       s_endpgm
kernel @moved(%out: ptr.global) {
entry:
    %t = workitem_id x
    %lds = lds_addr @tile
    %eight = iconst.i32 8
    %toff = imul %t, %eight
    %p = ptradd %lds, %toff
    %four = iconst.i32 4
    %p4 = ptradd %p, %four
    %a = load.i32 %p, align 8
    %b = load.i32 %p4, align 4
    %a64 = zext.i64 %a
    %b64 = zext.i64 %b
    %k32 = iconst.i64 32
    %bh = shl %b64, %k32
    %w = or %a64, %bh
    store %w, %out, align 8
    ret
}
