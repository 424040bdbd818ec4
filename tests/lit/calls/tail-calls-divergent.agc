; Tail calls from functions with divergent control flow. The callee
; returns straight to our caller, so a call may only become a jump where
; EXEC equals EXEC at the entry. @dt_inside calls from a block a divergent
; branch guards: it must keep the call. @dt_after (if/then), @dt_loop (a
; loop whose lanes leave in different iterations) and @dt_ind (through a
; uniform pointer) call in the function's only exit block, which every
; lane reaches once the divergent region has reconverged: all jump to the
; callee (`s_setpc_b64` through s[16:17], or the first free pair when
; arguments hold it), as llc-22 does. The exit block
; of the EXEC-mask code stays for the case where no lane runs (an
; `s_cbranch_execz` skips the jump). Results:
; tests/exec/tailcall_divergent.agc, tests/exec/tailcall_reconverge.agc.
; REQUIRES: llvm
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s
; RUN: agc --emit llvm-ir -o - %s | sed -e 's/= call /= tail call /' | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -O2 -o - | FileCheck %s --check-prefix=LLC
; RUN: agc --emit llvm-ir -o - %s | sed -e 's/= call /= tail call /' | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -O3 -o - | FileCheck %s --check-prefix=LLC

; CHECK-LABEL: dt_after:
; CHECK-NOT:   s_swappc_b64
; CHECK:       s_and_saveexec_b64
; CHECK:       s_or_b64 exec, exec,
; CHECK:       s_setpc_b64 s{{\[(4:5|16:17)\]}}
; CHECK:       s_setpc_b64 s[30:31]
; CHECK-LABEL: dt_inside:
; CHECK:       s_swappc_b64 s[30:31]
; CHECK:       s_setpc_b64 s[30:31]
; CHECK-LABEL: dt_loop:
; CHECK-NOT:   s_swappc_b64
; CHECK:       s_setpc_b64 s{{\[(4:5|16:17)\]}}
; CHECK-LABEL: dt_ind:
; CHECK-NOT:   s_swappc_b64
; CHECK:       s_setpc_b64 s{{\[([0-9]|[12][0-9]):[0-9]+\]}}
; CHECK-LABEL: .Lfunc_end4:

; LLC-LABEL: dt_after:
; LLC-NOT:   s_swappc_b64
; LLC:       s_setpc_b64 s{{\[([0-9]|[12][0-9]):[0-9]+\]}}
; LLC-LABEL: dt_inside:
; LLC:       s_swappc_b64 s[30:31]
; LLC:       s_setpc_b64 s[30:31]
; LLC-LABEL: dt_loop:
; LLC-NOT:   s_swappc_b64
; LLC:       s_setpc_b64 s{{\[([0-9]|[12][0-9]):[0-9]+\]}}
; LLC-LABEL: dt_ind:
; LLC-NOT:   s_swappc_b64
; LLC:       s_setpc_b64 s{{\[([0-9]|[12][0-9]):[0-9]+\]}}
; LLC-LABEL: .Lfunc_end4:

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

func @dt_loop(%a: i32, %s: i32 inreg) -> i32 {
entry:
    %z = iconst.i32 0
    %one = iconst.i32 1
    %fifteen = iconst.i32 15
    %n = and %a, %fifteen
    br head(%z, %z)

head(%i: i32, %acc: i32):
    %more = icmp slt %i, %n
    brif %more, body, done

body:
    %x = iadd %acc, %i
    %i2 = iadd %i, %one
    br head(%i2, %x)

done:
    %r = call @dt_leaf(%acc, %s)
    ret %r
}

func @dt_ind(%f: ptr.flat inreg, %a: i32, %s: i32 inreg) -> i32 {
entry:
    %five = iconst.i32 5
    %big = icmp sgt %a, %five
    brif %big, cut, join(%a)

cut:
    %h = isub %a, %five
    br join(%h)

join(%v: i32):
    %r = call_indirect %f(%v, %s) : (i32, i32 inreg) -> i32
    ret %r
}
