; Explicit kernel arguments: the dwords of the used arguments load
; together, adjacent ones as one s_load_dwordx2, and each argument is read
; as a component of the loaded pair (no copy). A merged load never starts
; at an odd dword, so a 64-bit argument is never split across two loads;
; an unused argument leaves a gap. Oracle: llc-22 -O3 on the exported IR
; loads the same dwords (it merges wider, into x4/x8, which the allocator's
; banks would make cost registers: see lower's kernarg.rs), and the
; kernarg layout of seed 002 (natural alignment, in order).
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s

; Two i32 arguments at 0x8 and 0xc: one pair, both halves read.
; CHECK-LABEL: two_i32:
; CHECK:       s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[0:1], 0x0
; CHECK-NEXT:  s_load_dwordx2 s{{\[}}[[LO:[0-9]+]]:[[HI:[0-9]+]]{{\]}}, s[0:1], 0x8
; CHECK-NOT:   s_load
; CHECK:       s_add_u32 s{{[0-9]+}}, s[[LO]], s[[HI]]
kernel @two_i32(%out: ptr.global, %a: i32, %b: i32) {
entry:
    %s = iadd %a, %b
    store %s, %out, align 4
    ret
}

; i32 at 0x0, pointer at 0x8, i32 at 0x10 and 0x14: the first dword alone
; (the pointer starts a new pair), the pointer, then the two i32 together.
; CHECK-LABEL: mixed:
; CHECK-DAG:   s_load_dword s{{[0-9]+}}, s[0:1], 0x0
; CHECK-DAG:   s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[0:1], 0x8
; CHECK-DAG:   s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[0:1], 0x10
; CHECK-NOT:   s_load
; CHECK:       s_endpgm
kernel @mixed(%a: i32, %p: ptr.global, %b: i32, %c: i32) {
entry:
    %s = iadd %a, %b
    %t = iadd %s, %c
    store %t, %p, align 4
    ret
}

; An unused i32 at 0x8 leaves 0xc alone at an odd dword: it loads by
; itself, and the pair at 0x10 stays a pair (no load across 0xc-0x14).
; CHECK-LABEL: odd_start:
; CHECK-DAG:   s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[0:1], 0x0
; CHECK-DAG:   s_load_dword s{{[0-9]+}}, s[0:1], 0xc
; CHECK-DAG:   s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[0:1], 0x10
; CHECK-NOT:   s_load
; CHECK:       s_endpgm
kernel @odd_start(%p: ptr.global, %unused: i32, %a: i32, %q: i64) {
entry:
    %a64 = zext.i64 %a
    %s = iadd %a64, %q
    store %s, %p, align 8
    ret
}

; Two i16 in one dword and an i8 in the next: one pair, each argument
; extracted from its dword with s_bfe_u32 (offset | width << 16).
; CHECK-LABEL: narrow:
; CHECK:       s_load_dwordx2 s{{\[}}[[NLO:[0-9]+]]:[[NHI:[0-9]+]]{{\]}}, s[0:1], 0x8
; CHECK-DAG:   s_bfe_u32 s{{[0-9]+}}, s[[NLO]], 0x100000
; CHECK-DAG:   s_bfe_u32 s{{[0-9]+}}, s[[NLO]], 0x100010
; CHECK-DAG:   s_bfe_u32 s{{[0-9]+}}, s[[NHI]], 0x80000
kernel @narrow(%out: ptr.global, %a: i16, %b: i16, %c: i8) {
entry:
    %a32 = zext.i32 %a
    %b32 = zext.i32 %b
    %c32 = zext.i32 %c
    %s = iadd %a32, %b32
    %t = iadd %s, %c32
    store %t, %out, align 4
    ret
}
