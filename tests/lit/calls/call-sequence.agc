; A call under the calling convention, in the shape llc-22 emits for
; -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -O2: the callee's address from
; s_getpc_b64 plus a PC-relative offset (f@rel32@lo+4 and f@rel32@hi+12,
; as llc writes them: relocations in the object, resolved in the linked
; code object), VGPR arguments from v0, inreg arguments from s0 (from s16
; on gfx900, where s[0:3] hold the scratch V# and s[4:15] the implicit
; inputs of an external function's layout, as llc-22's @add3 reads it), the call with s_swappc_b64 s[30:31] after the
; loads it depends on are waited for, the result in v0, and the return
; with s_setpc_b64 s[30:31]; the callee starts by waiting for every
; counter, as llc's functions do (nothing is known of its caller's loads).
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s

; CHECK-LABEL: k:
; CHECK:       s_getpc_b64 s{{\[}}[[LO:[0-9]+]]:[[HI:[0-9]+]]{{\]}}
; CHECK-NEXT:  s_add_u32 s[[LO]], s[[LO]], add3@rel32@lo+4
; CHECK-NEXT:  s_addc_u32 s[[HI]], s[[HI]], add3@rel32@hi+12
; CHECK:       v_mov_b32_e32 v1, {{v[0-9]+}}
; CHECK:       s_waitcnt lgkmcnt(0)
; CHECK-NEXT:  s_swappc_b64 s[30:31], s{{\[}}[[LO]]:[[HI]]{{\]}}
; CHECK:       global_store_dword {{v\[[0-9]+:[0-9]+\]}}, {{v[0-9]+}}, off
; CHECK-NEXT:  s_endpgm
; CHECK:       .type add3,@function
; CHECK-NEXT:  add3:
; CHECK-NEXT:  s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
; CHECK-NEXT:  v_add3_u32 v0, v0, v1, s{{(0|16)}}
; CHECK-NEXT:  s_setpc_b64 s[30:31]

func @add3(%a: i32, %b: i32, %s: i32 inreg) -> i32 {
entry:
    %t = iadd %a, %b
    %u = iadd %t, %s
    ret %u
}

kernel @k(%out: ptr.global, %s: i32) {
entry:
    %i = workitem_id x
    %r = call @add3(%i, %i, %s)
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %p = ptradd %out, %off
    %q = iadd %r, %i
    store %q, %p, align 4
    ret
}
