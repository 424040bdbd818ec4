; Tail calls, from -O1: a device function returning what a call returns
; jumps to the callee with s_setpc_b64 on the callee's address in
; s[16:17] (the pair llc-22 uses for `tail call` at -O2 on gfx900), after
; the epilogue has restored the callee-saved registers and the stack
; pointer; the return address s[30:31] is left for the callee. At -O0
; the call stays a call.
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx900 -O0 -o - %s | FileCheck %s --check-prefix=O0

; CHECK-LABEL: framed:
; CHECK:       s_mov_b32 s33, s32
; CHECK:       s_getpc_b64 s[16:17]
; CHECK-NEXT:  s_add_u32 s16, s16, leaf@rel32@lo+4
; CHECK-NEXT:  s_addc_u32 s17, s17, leaf@rel32@hi+12
; CHECK-NOT:   s_swappc_b64
; CHECK:       v_readlane_b32 [[FP:s[0-9]+]], v{{[0-9]+}}, 0
; CHECK-NEXT:  s_mov_b32 s32, s33
; CHECK:       s_mov_b32 s33, [[FP]]
; CHECK:       s_setpc_b64 s[16:17]
; CHECK-LABEL: chain:
; CHECK-NEXT:  s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
; CHECK-NEXT:  v_mul_lo_u32 v1, 3, v0
; CHECK-NEXT:  s_getpc_b64 s[16:17]
; CHECK-NEXT:  s_add_u32 s16, s16, framed@rel32@lo+4
; CHECK-NEXT:  s_addc_u32 s17, s17, framed@rel32@hi+12
; CHECK-NEXT:  s_setpc_b64 s[16:17]
; CHECK-NEXT:  .Lfunc_end

; O0-LABEL: chain:
; O0:       s_swappc_b64 s[30:31]
; O0:       s_setpc_b64 s[30:31]

func @leaf(%a: i32, %b: i32) -> i32 {
entry:
    %t = imul %a, %b
    ret %t
}

func @framed(%x: i32, %y: i32) -> i32 {
    $m = stack_slot 8, align 4
entry:
    %base = stack_addr $m
    %four = iconst.i32 4
    %q = ptradd %base, %four
    store %x, %base, align 4
    store %y, %q, align 4
    %a = load.i32 %q, align 4
    %b = load.i32 %base, align 4
    %c = iadd %a, %b
    %r = call @leaf(%c, %a)
    ret %r
}

func @chain(%x: i32) -> i32 {
entry:
    %three = iconst.i32 3
    %y = imul %x, %three
    %r = call @framed(%x, %y)
    ret %r
}

kernel @k(%x: ptr.global, %out: ptr.global) {
entry:
    %i = workitem_id x
    %r = call @chain(%i)
    store %r, %out, align 4
    ret
}
