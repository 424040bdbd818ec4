; Loads and stores with no single memory row are split into pieces that
; keep the register layout (lower/src/isel/mem.rs; tests/exec/oddmem.agc
; runs them against the interpreter). Global and flat pieces are as wide
; as the rows allow (the HSA runtime runs GFX9 in unaligned mode, as the
; one-row accesses already assume); LDS rows are used only at their
; natural alignment (16 bytes for b96), so under-aligned LDS accesses are
; split into naturally aligned pieces too. The memory model's steps go
; once around all pieces.
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s

lds @buf: 256, align 16

; i8x3: a short and a byte, the byte shifted into bits 16-23.
; CHECK-LABEL: global_i8x3:
; CHECK:      global_load_ushort [[LO:v[0-9]+]], [[A:v[0-9]+, s.[0-9]+:[0-9]+.]]{{$}}
; CHECK-NEXT: global_load_ubyte [[HI:v[0-9]+]], [[A]] offset:2
; CHECK:      v_lshl_or_b32 [[X:v[0-9]+]], [[HI]], 16, [[LO]]
; CHECK:      global_store_short [[B:v[0-9]+]], [[Y:v[0-9]+]], [[SB:s.[0-9]+:[0-9]+.]]{{$}}
; CHECK-NEXT: v_lshrrev_b32_e32 [[S:v[0-9]+]], 16, [[Y]]
; CHECK-NEXT: global_store_byte [[B]], [[S]], [[SB]] offset:2
kernel @global_i8x3(%a: ptr.global, %b: ptr.global) {
entry:
    %x = load.i8x3 %a, align 1
    store %x, %b, align 1
    ret
}

; f16x3: a dword and a short (the second register's low half).
; CHECK-LABEL: global_f16x3:
; CHECK:      global_load_dword {{v[0-9]+}}, [[A:v[0-9]+, s.[0-9]+:[0-9]+.]]{{$}}
; CHECK-NEXT: global_load_ushort {{v[0-9]+}}, [[A]] offset:4
; CHECK:      global_store_dword [[B:v[0-9]+]], {{v[0-9]+}}, [[SB:s.[0-9]+:[0-9]+.]]{{$}}
; CHECK-NEXT: global_store_short [[B]], {{v[0-9]+}}, [[SB]] offset:4
kernel @global_f16x3(%a: ptr.global, %b: ptr.global) {
entry:
    %x = load.f16x3 %a, align 2
    store %x, %b, align 2
    ret
}

; A volatile i16x3: the pieces carry the memory model's cache bits, and
; its wait follows the last piece only.
; CHECK-LABEL: global_volatile:
; CHECK:      global_load_dword {{v[0-9]+}}, [[A:v[0-9]+, s.[0-9]+:[0-9]+.]] {{glc|sc0 sc1}}
; CHECK-NEXT: global_load_ushort {{v[0-9]+}}, [[A]] offset:4
; CHECK-NEXT: s_waitcnt vmcnt(0)
; CHECK:      global_store_dword
kernel @global_volatile(%a: ptr.global, %b: ptr.global) {
entry:
    %x = load.i16x3 %a, align 2, volatile
    store %x, %b, align 2
    ret
}

; i64x4: a uniform load that no store precedes is one s_load_dwordx8
; (as llc-22 selects it); the store is two 16-byte rows.
; CHECK-LABEL: global_i64x4:
; CHECK:      s_load_dwordx8 {{s.[0-9]+:[0-9]+.}}, {{s.[0-9]+:[0-9]+.}}, 0x0{{$}}
; CHECK-NOT:  global_load
; CHECK:      global_store_dwordx4 [[B:v[0-9]+]], {{v.[0-9]+:[0-9]+.}}, [[SB:s.[0-9]+:[0-9]+.]]{{$}}
; CHECK-NEXT: global_store_dwordx4 [[B]], {{v.[0-9]+:[0-9]+.}}, [[SB]] offset:16
kernel @global_i64x4(%a: ptr.global, %b: ptr.global) {
entry:
    %x = load.i64x4 %a, align 8
    store %x, %b, align 8
    ret
}

; Flat i16x3: the same pieces on flat_* rows.
; CHECK-LABEL: flat_i16x3:
; CHECK:      flat_load_dword {{v[0-9]+}}, [[A:v.[0-9]+:[0-9]+.]]{{$}}
; CHECK-NEXT: flat_load_ushort {{v[0-9]+}}, [[A]] offset:4
; CHECK:      flat_store_dword
; CHECK-NEXT: flat_store_short {{.*}} offset:4
kernel @flat_i16x3(%a: ptr.flat, %b: ptr.flat) {
entry:
    %x = load.i16x3 %a, align 2
    store %x, %b, align 2
    ret
}

; LDS, under-aligned: an i64 at 4 is two dwords (paired into one
; ds_read2_b32 afterwards, as llc-22 reads it, straight into the value's
; registers), an i32 at 2 two shorts packed by v_lshl_or_b32, an i32x3 at
; 4 three dwords (b96 wants 16; each read writes its own register of the
; tuple: a pair would need a move per half), an i32x3 at 16 one
; ds_read_b96.
; CHECK-LABEL: lds_underaligned:
; CHECK:      ds_read2_b32 {{v.[0-9]+:[0-9]+.}}, [[P:v[0-9]+]] offset1:1{{$}}
; CHECK-NOT:  v_mov_b32
; CHECK:      ds_read_u16 [[L:v[0-9]+]], [[P]] offset:8{{$}}
; CHECK-NEXT: ds_read_u16 [[H:v[0-9]+]], [[P]] offset:10{{$}}
; CHECK:      v_lshl_or_b32 {{v[0-9]+}}, [[H]], 16, [[L]]
; CHECK-NEXT: ds_read_b32 {{v[0-9]+}}, [[P]] offset:16{{$}}
; CHECK-NEXT: ds_read_b32 {{v[0-9]+}}, [[P]] offset:20{{$}}
; CHECK-NEXT: ds_read_b32 {{v[0-9]+}}, [[P]] offset:24{{$}}
; CHECK-NEXT: ds_read_b96 {{v.[0-9]+:[0-9]+.}}, [[P]] offset:32{{$}}
; CHECK-NOT:  ds_read_b64
; CHECK:      s_endpgm
kernel @lds_underaligned(%o: ptr.global, %k: i32) {
entry:
    %base = lds_addr @buf
    %i = workitem_id x
    %p = ptradd %base, %i
    %c8 = iconst.i32 8
    %c16 = iconst.i32 16
    %c32 = iconst.i32 32
    %d8 = iconst.i64 8
    %d16 = iconst.i64 16
    %d32 = iconst.i64 32
    %x = load.i64 %p, align 4
    %p8 = ptradd %p, %c8
    %y = load.i32 %p8, align 2
    %p16 = ptradd %p, %c16
    %z = load.i32x3 %p16, align 4
    %p32 = ptradd %p, %c32
    %w = load.i32x3 %p32, align 16
    store %x, %o, align 8
    %o8 = ptradd %o, %d8
    store %y, %o8, align 4
    %o16 = ptradd %o, %d16
    store %z, %o16, align 4
    %o32 = ptradd %o, %d32
    store %w, %o32, align 16
    ret
}

; LDS i8x3 stores: a byte at an odd address stays three ds_write_b8.
; CHECK-LABEL: lds_i8x3:
; CHECK:      ds_write_b8 [[P:v[0-9]+]], [[X:v[0-9]+]]{{$}}
; CHECK:      ds_write_b8 [[P]], {{v[0-9]+}} offset:1
; CHECK:      ds_write_b8 [[P]], {{v[0-9]+}} offset:2
kernel @lds_i8x3(%a: ptr.global) {
entry:
    %x = load.i8x3 %a, align 1
    %base = lds_addr @buf
    %i = workitem_id x
    %p = ptradd %base, %i
    store %x, %p, align 1
    ret
}
