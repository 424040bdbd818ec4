; Tail calls from functions with divergent control flow. The callee
; returns straight to our caller, so a call may only become a jump where
; EXEC equals EXEC at the entry. @dt_inside calls from a block a divergent
; branch guards: it must keep the call (agc and llc-22 agree). @dt_after
; calls after the lanes reconverge, where a jump would be correct: llc-22
; jumps (`s_setpc_b64` through the callee's address), agc still keeps
; the call, because its EXEC-mask code returns through one exit block
; that the jump's operands would have to reach through merge variables
; (lower/src/isel/call.rs, "Tail calls"; a missed optimization, not a
; correctness issue). Results: tests/exec/tailcall_divergent.agc.
; REQUIRES: llvm
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s
; RUN: agc --emit llvm-ir -o - %s | sed -e 's/= call /= tail call /' | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -O2 -o - | FileCheck %s --check-prefix=LLC

; CHECK-LABEL: dt_after:
; CHECK:       s_and_saveexec_b64
; CHECK:       s_swappc_b64 s[30:31]
; CHECK:       s_setpc_b64 s[30:31]
; CHECK-LABEL: dt_inside:
; CHECK:       s_swappc_b64 s[30:31]
; CHECK:       s_setpc_b64 s[30:31]

; LLC-LABEL: dt_after:
; LLC-NOT:   s_swappc_b64
; LLC:       s_setpc_b64 s{{\[([0-9]|[12][0-9]):[0-9]+\]}}
; LLC-LABEL: dt_inside:
; LLC:       s_swappc_b64 s[30:31]
; LLC:       s_setpc_b64 s[30:31]

func @dt_leaf(%a: i32, %s: i32 inreg) -> i32 {
entry:
    %r = imul %a, %s
    ret %r
}

func @dt_after(%a: i32, %s: i32 inreg) -> i32 {
entry:
    %z = iconst.i32 0
    %neg = icmp slt %a, %z
    brif %neg, flip, join(%a)

flip:
    %n = isub %z, %a
    br join(%n)

join(%v: i32):
    %r = call @dt_leaf(%v, %s)
    ret %r
}

func @dt_inside(%a: i32, %s: i32 inreg) -> i32 {
entry:
    %z = iconst.i32 0
    %neg = icmp slt %a, %z
    brif %neg, flip, keep

flip:
    %r = call @dt_leaf(%a, %s)
    ret %r

keep:
    %q = iadd %a, %s
    ret %q
}
