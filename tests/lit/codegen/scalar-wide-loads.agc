; Uniform 8-dword loads and the lanes read from them (lower/src/isel/mem.rs,
; lanes.rs; tests/exec/sload.agc runs them against the interpreter). The
; choices are llc-22's for the same IR (`--emit llvm-ir`, llc -O3): a
; uniform i64x4 load from global memory that no store precedes, and one
; from constant memory, are each one s_load_dwordx8, and the 64-bit lanes
; are read in place as pairs of the loaded tuples (no s_mov out of them).
; A hidden group size read twice is extracted once.
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx90a -o - %s | FileCheck %s

; CHECK-LABEL: wide_lanes:
; CHECK-DAG:  s_load_dwordx8 s[[[G:[0-9]+]]:{{[0-9]+}}], {{s.[0-9]+:[0-9]+.}}, 0x0
; CHECK-DAG:  s_load_dwordx8 {{s.[0-9]+:[0-9]+.}}, {{s.[0-9]+:[0-9]+.}}, 0x0
; CHECK-NOT:  global_load
; CHECK-NOT:  s_mov_b32
; CHECK:      s_add_u32 {{s[0-9]+}}, s[[G]], {{s[0-9]+}}
; CHECK-NOT:  s_mov_b32
; CHECK:      s_endpgm
kernel @wide_lanes(%a: ptr.global, %c: ptr.constant, %o: ptr.global) {
entry:
    %i = workitem_id x
    %v = load.i64x4 %a, align 8
    %w = load.i64x4 %c, align 8
    %e0 = extractlane %v, 0
    %e3 = extractlane %v, 3
    %e7 = extractlane %w, 3
    %s = iadd %e0, %e3
    %s2 = iadd %s, %e7
    %i64 = zext.i64 %i
    %s3 = iadd %s2, %i64
    %eight = iconst.i64 8
    %off = imul %i64, %eight
    %po = ptradd %o, %off
    store %s3, %po, align 8
    ret
}

; CHECK-LABEL: hidden_twice:
; CHECK:      s_bfe_u32 {{s[0-9]+}}, {{s[0-9]+}}, 0x100000
; CHECK-NOT:  s_bfe_u32 {{s[0-9]+}}, {{s[0-9]+}}, 0x100000
; CHECK:      s_endpgm
kernel @hidden_twice(%o: ptr.global, %n: i32) {
entry:
    %tid = workitem_id x
    %gid = workgroup_id x
    %size = workgroup_size x
    %grid = grid_size x
    %base = imul %gid, %size
    %g = iadd %base, %tid
    %r = iadd %g, %grid
    %g64 = zext.i64 %g
    %four = iconst.i64 4
    %off = imul %g64, %four
    %po = ptradd %o, %off
    store %r, %po, align 4
    ret
}
