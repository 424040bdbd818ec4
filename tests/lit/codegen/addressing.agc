; Address selection for global, flat, LDS and constant memory.
; Oracle: llc-22 -O3 selects the same forms for the same IR (the SGPR-base
; `saddr` form for a uniform base plus a zero-extended 32-bit offset,
; v_mad_u64_u32 / v_mad_i64_i32 for a scaled 32-bit index, v_lshl_add_u64
; on the gfx940 family, constant offsets in the instruction's offset
; field within the ranges of isa's OFFSET_FIELDS); the end-to-end tests
; run every form in the simulator against the interpreter.
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s --check-prefixes=CHECK,GFX900
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s --check-prefixes=CHECK,GFX942

lds @buf: 1024, align 4

; A uniform base plus a zero-extended i32: no address arithmetic at all.
; CHECK-LABEL: saddr:
; CHECK-NOT:   v_add_co_u32
; CHECK:       global_load_ubyte [[V:v[0-9]+]], {{v[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}]{{$}}
; CHECK:       global_store_byte {{v[0-9]+}}, [[V]], s[{{[0-9]+}}:{{[0-9]+}}] offset:1{{$}}
kernel @saddr(%a: ptr.global) {
entry:
    %tid = workitem_id x
    %i = zext.i64 %tid
    %p = ptradd %a, %i
    %x = load.i8 %p, align 1
    %one = iconst.i64 1
    %q = ptradd %p, %one
    store %x, %q, align 1
    ret
}

; A scaled index: one multiply-add per address, the +8 in the offset field.
; CHECK-LABEL: scaled:
; CHECK:       v_mad_u64_u32 v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], {{v[0-9]+}}, 4, s[{{[0-9]+}}:{{[0-9]+}}]
; CHECK:       global_load_dword {{v[0-9]+}}, v[{{[0-9]+}}:{{[0-9]+}}], off offset:8{{$}}
; CHECK:       v_mad_i64_i32 v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], {{v[0-9]+}}, 4, s[{{[0-9]+}}:{{[0-9]+}}]
; CHECK:       global_store_dword v[{{[0-9]+}}:{{[0-9]+}}], {{v[0-9]+}}, off offset:-4{{$}}
kernel @scaled(%a: ptr.global, %b: ptr.global) {
entry:
    %tid = workitem_id x
    %z = zext.i64 %tid
    %four = iconst.i64 4
    %off = imul %z, %four
    %p = ptradd %a, %off
    %eight = iconst.i64 8
    %p8 = ptradd %p, %eight
    %x = load.i32 %p8, align 4
    %n = iconst.i32 -5
    %j = iadd %tid, %n
    %s = sext.i64 %j
    %two = iconst.i64 2
    %soff = shl %s, %two
    %q = ptradd %b, %soff
    %m4 = iconst.i64 -4
    %q4 = ptradd %q, %m4
    store %x, %q4, align 4
    ret
}

; A 64-bit divergent offset: v_lshl_add_u64 with the shift folded on the
; gfx940 family, an add with carry elsewhere.
; CHECK-LABEL: wide:
; GFX942:      v_lshl_add_u64 v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], 3, s[{{[0-9]+}}:{{[0-9]+}}]
; GFX900:      v_lshlrev_b64 v[{{[0-9]+}}:{{[0-9]+}}], 3,
; GFX900:      v_addc_co_u32
; CHECK:       global_load_dwordx2
kernel @wide(%a: ptr.global, %o: ptr.global) {
entry:
    %tid = workitem_id x
    %z = zext.i64 %tid
    %eight = iconst.i64 8
    %off = imul %z, %eight
    %pi = ptradd %a, %off
    %k = load.i64 %pi, align 8
    %three = iconst.i64 3
    %ko = shl %k, %three
    %pk = ptradd %a, %ko
    %v = load.i64 %pk, align 8
    %po = ptradd %o, %off
    store %v, %po, align 8
    ret
}

; Flat offsets are unsigned: +16 folds, -16 does not.
; CHECK-LABEL: flat:
; CHECK:       flat_load_dword {{v[0-9]+}}, v[{{[0-9]+}}:{{[0-9]+}}] offset:16{{$}}
; CHECK:       flat_store_dword v[{{[0-9]+}}:{{[0-9]+}}], {{v[0-9]+}}{{$}}
kernel @flat(%a: ptr.flat) {
entry:
    %tid = workitem_id x
    %z = zext.i64 %tid
    %four = iconst.i64 4
    %off = imul %z, %four
    %p = ptradd %a, %off
    %c16 = iconst.i64 16
    %p16 = ptradd %p, %c16
    %x = load.i32 %p16, align 4
    %m16 = iconst.i64 -16
    %pm = ptradd %p, %m16
    store %x, %pm, align 4
    ret
}

; LDS: the constant part of the address in the 16-bit offset field.
; CHECK-LABEL: lds:
; CHECK-NOT:   v_add_u32
; CHECK:       ds_write_b32 {{v[0-9]+}}, {{v[0-9]+}} offset:64{{$}}
; CHECK:       ds_read_b32 {{v[0-9]+}}, {{v[0-9]+}} offset:68{{$}}
kernel @lds(%o: ptr.global) {
entry:
    %tid = workitem_id x
    %base = lds_addr @buf
    %four = iconst.i32 4
    %off = imul %tid, %four
    %p = ptradd %base, %off
    %c64 = iconst.i32 64
    %p64 = ptradd %p, %c64
    store %tid, %p64, align 4
    barrier
    %c68 = iconst.i32 68
    %p68 = ptradd %p, %c68
    %x = load.i32 %p68, align 4
    %z = zext.i64 %tid
    %off64 = zext.i64 %off
    %po = ptradd %o, %off64
    store %x, %po, align 4
    ret
}

; Constant memory read by the scalar unit: the offset in the SMEM field.
; CHECK-LABEL: smem:
; CHECK:       s_load_dword {{s[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0x10{{$}}
kernel @smem(%t: ptr.constant, %o: ptr.global) {
entry:
    %c16 = iconst.i64 16
    %p = ptradd %t, %c16
    %x = load.i32 %p, align 4
    %tid = workitem_id x
    %z = zext.i64 %tid
    %four = iconst.i64 4
    %off = imul %z, %four
    %po = ptradd %o, %off
    store %x, %po, align 4
    ret
}
