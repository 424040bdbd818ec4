; EXEC-mask code for a divergent if. Oracle: llc-22 -O3 on the exported IR
; narrows EXEC with one s_and_saveexec_b64 on the compare's VCC, restores
; it at the join with one s_or_b64 exec, and restores nothing before
; s_endpgm.
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s

; A guarded body that ends the program.
; CHECK-LABEL: guard:
; CHECK:       v_cmp_gt_i32_e32 vcc, s{{[0-9]+}}, v{{[0-9]+}}
; CHECK-NEXT:  s_and_saveexec_b64 s[{{[0-9]+:[0-9]+}}], vcc
; CHECK-NEXT:  s_cbranch_execz
; CHECK-NOT:   exec
; CHECK:       global_store_dword
; CHECK-NEXT:  .LBB0_{{[0-9]+}}:
; CHECK-NEXT:  s_endpgm
kernel @guard(%a: ptr.global, %n: i32) {
entry:
    %i = workitem_id x
    %c = icmp slt %i, %n
    brif %c, body, exit

body:
    %i64 = zext.i64 %i
    %two = iconst.i64 2
    %off = shl %i64, %two
    %p = ptradd %a, %off
    store %i, %p, align 4
    br exit

exit:
    ret
}

; Work after the join: the lanes that skipped the body come back with one
; s_or_b64 into EXEC.
; CHECK-LABEL: join:
; CHECK:       v_cmp_gt_i32_e32 vcc
; CHECK-NEXT:  s_andn2_b64 s{{\[}}[[REST:[0-9]+:[0-9]+]]{{\]}}, exec, vcc
; CHECK-NEXT:  s_and_saveexec_b64 s[{{[0-9]+:[0-9]+}}], vcc
; CHECK-NEXT:  s_cbranch_execz
; CHECK:       global_store_dword
; CHECK-NEXT:  .LBB1_{{[0-9]+}}:
; CHECK-NEXT:  s_or_b64 exec, exec, s{{\[}}[[REST]]{{\]}}
; CHECK-NOT:   s_mov_b64 exec
; CHECK:       global_store_dword
; CHECK-NEXT:  .LBB1_{{[0-9]+}}:
; CHECK-NEXT:  s_endpgm
kernel @join(%a: ptr.global, %n: i32) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %two = iconst.i64 2
    %off = shl %i64, %two
    %p = ptradd %a, %off
    %c = icmp slt %i, %n
    brif %c, body, exit

body:
    store %n, %p, align 4
    br exit

exit:
    %four = iconst.i64 4
    %q = ptradd %p, %four
    store %i, %q, align 4
    ret
}
