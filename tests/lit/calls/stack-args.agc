; Arguments beyond v31 travel on the stack, as llc-22 passes them for
; -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -O2: an i64 that no longer fits
; v31 and every later VGPR argument go to consecutive dwords from the
; caller's s32 (scratch_store_dword off, v, s32 offset:N), and the callee
; loads them from its own s32 at the same offsets.
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s

; CHECK-LABEL: k:
; CHECK:       s_mov_b32 s32, 0{{$}}
; CHECK-DAG:   scratch_store_dword off, v{{[0-9]+}}, s32{{$}}
; CHECK-DAG:   scratch_store_dword off, v{{[0-9]+}}, s32 offset:4
; CHECK-DAG:   scratch_store_dword off, v{{[0-9]+}}, s32 offset:8
; CHECK:       s_swappc_b64 s[30:31]
; CHECK:       s_endpgm
; CHECK-DAG:   scratch_load_dword v{{[0-9]+}}, off, s32{{$}}
; CHECK-DAG:   scratch_load_dword v{{[0-9]+}}, off, s32 offset:4
; CHECK-DAG:   scratch_load_dword v{{[0-9]+}}, off, s32 offset:8
; CHECK:       s_setpc_b64 s[30:31]

func @f(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %a4: i32, %a5: i32, %a6: i32, %a7: i32, %a8: i32, %a9: i32, %a10: i32, %a11: i32, %a12: i32, %a13: i32, %a14: i32, %a15: i32, %a16: i32, %a17: i32, %a18: i32, %a19: i32, %a20: i32, %a21: i32, %a22: i32, %a23: i32, %a24: i32, %a25: i32, %a26: i32, %a27: i32, %a28: i32, %a29: i32, %a30: i32, %b: i64, %c: i32) -> i32 {
entry:
    %bl = trunc.i32 %b
    %x = iadd %a30, %bl
    %y = iadd %x, %c
    ret %y
}

kernel @k(%out: ptr.global) {
entry:
    %tid = workitem_id x
    %w = zext.i64 %tid
    %r = call @f(%tid, %tid, %tid, %tid, %tid, %tid, %tid, %tid, %tid, %tid, %tid, %tid, %tid, %tid, %tid, %tid, %tid, %tid, %tid, %tid, %tid, %tid, %tid, %tid, %tid, %tid, %tid, %tid, %tid, %tid, %tid, %w, %tid)
    %four = iconst.i32 4
    %o = imul %tid, %four
    %p = ptradd %out, %o
    store %r, %p, align 4
    ret
}
