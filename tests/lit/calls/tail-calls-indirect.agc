; Indirect tail calls (from -O1): a `call_indirect` through a uniform
; address whose result the function returns becomes a jump through that
; address (@via_uniform on gfx900: the pointer arrives in s[16:17] after
; the implicit inputs, the callee's `inreg` argument takes s16, so the
; jump goes through another pair; on gfx942 the same with s[0:1] and s0); the epilogue of a function with a frame
; runs first (@via_frame keeps a value in a callee-saved VGPR across a
; call, then tail-calls). Through a divergent address (@via_divergent)
; the waterfall loop calls once per distinct address and comes back, so
; it keeps the call. Against llc-22 on the exported IR with every call
; marked `tail`: it makes the same three decisions.
; REQUIRES: llvm
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s --check-prefixes=CHECK,G900
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s --check-prefixes=CHECK,G942
; RUN: agc --emit llvm-ir -o - %s | sed -e 's/= call /= tail call /' | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -O2 -o - | FileCheck %s --check-prefix=LLC

; CHECK-LABEL: via_uniform:
; CHECK-NOT:   s_swappc_b64
; G900:        s_mov_b32 s16, s18
; G942:        s_mov_b32 s0, s2
; CHECK-NEXT:  s_setpc_b64 s{{\[([0-9]|[12][0-9]):[0-9]+\]}}
; CHECK-LABEL: via_frame:
; CHECK:       s_swappc_b64 s[30:31]
; CHECK:       s_mov_b32 s32, s33
; CHECK-NOT:   s_swappc_b64
; CHECK:       s_setpc_b64 s{{\[([0-9]|[12][0-9]):[0-9]+\]}}
; CHECK-LABEL: via_divergent:
; CHECK:       v_readfirstlane_b32
; CHECK:       s_swappc_b64 s[30:31]
; CHECK:       s_setpc_b64 s[30:31]

; LLC-LABEL: via_uniform:
; LLC-NOT:   s_swappc_b64
; LLC:       s_setpc_b64 s[{{[0-9]+}}:{{[0-9]+}}]
; LLC-LABEL: via_frame:
; LLC:       s_swappc_b64 s[30:31]
; LLC-NOT:   s_swappc_b64
; LLC:       s_setpc_b64 s[{{[0-9]+}}:{{[0-9]+}}]
; LLC-LABEL: via_divergent:
; LLC:       s_swappc_b64 s[30:31]

func @via_uniform(%f: ptr.flat inreg, %a: i32, %s: i32 inreg) -> i32 {
entry:
    %r = call_indirect %f(%a, %s) : (i32, i32 inreg) -> i32
    ret %r
}

func @via_frame(%f: ptr.flat inreg, %a: i32, %s: i32 inreg) -> i32 {
entry:
    %x = call_indirect %f(%a, %s) : (i32, i32 inreg) -> i32
    %y = iadd %x, %a
    %r = call_indirect %f(%y, %s) : (i32, i32 inreg) -> i32
    ret %r
}

func @via_divergent(%f: ptr.flat, %a: i32, %s: i32 inreg) -> i32 {
entry:
    %r = call_indirect %f(%a, %s) : (i32, i32 inreg) -> i32
    ret %r
}
