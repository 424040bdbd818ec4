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
; s_or_b64 into EXEC, from the pair s_and_saveexec_b64 saved (llc-22 -O3
; does the same), and the join, reached by every lane of the entry, is
; not skipped.
; CHECK-LABEL: join:
; CHECK:       v_cmp_gt_i32_e32 vcc
; CHECK-NEXT:  s_and_saveexec_b64 s{{\[}}[[SAVED:[0-9]+:[0-9]+]]{{\]}}, vcc
; CHECK-NEXT:  s_cbranch_execz
; CHECK:       global_store_dword
; CHECK-NEXT:  .LBB1_{{[0-9]+}}:
; CHECK-NEXT:  s_or_b64 exec, exec, s{{\[}}[[SAVED]]{{\]}}
; CHECK-NEXT:  global_store_dword
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

; An if/else laid out else-side first. Oracle: llc-22 -O3 on the exported
; IR takes four EXEC instructions (s_and_saveexec_b64, s_xor_b64,
; s_andn2_saveexec_b64, s_or_b64 exec); we take three: s_andn1_saveexec_b64
; makes EXEC the else-lanes and keeps the branch's lanes, the then-side's
; start takes the else-lanes out of them while handing those to the join,
; and the join ORs them back, with no s_cbranch_execz of its own.
; CHECK-LABEL: ifelse:
; CHECK:       v_cmp_gt_i32_e32 vcc
; CHECK-NEXT:  s_andn1_saveexec_b64 s{{\[}}[[ALL:[0-9]+:[0-9]+]]{{\]}}, vcc
; CHECK-NEXT:  s_cbranch_execz
; CHECK:       v_sub_u32
; CHECK:       global_store_dword
; CHECK-NEXT:  .LBB2_{{[0-9]+}}:
; CHECK-NEXT:  s_andn2_saveexec_b64 s{{\[}}[[ELSE:[0-9]+:[0-9]+]]{{\]}}, s{{\[}}[[ALL]]{{\]}}
; CHECK-NEXT:  s_cbranch_execz
; CHECK:       v_add_u32
; CHECK:       global_store_dword
; CHECK-NEXT:  .LBB2_{{[0-9]+}}:
; CHECK-NEXT:  s_or_b64 exec, exec, s{{\[}}[[ELSE]]{{\]}}
; CHECK-NEXT:  global_store_dword
; CHECK-NEXT:  s_endpgm
kernel @ifelse(%a: ptr.global, %n: i32) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %two = iconst.i64 2
    %off = shl %i64, %two
    %p = ptradd %a, %off
    %c = icmp slt %i, %n
    brif %c, then, else

else:
    %e = isub %n, %i
    store %e, %p, align 4
    br join

then:
    %t = iadd %n, %i
    store %t, %p, align 4
    br join

join:
    %four = iconst.i64 4
    %q = ptradd %p, %four
    store %i, %q, align 4
    ret
}

; A join that only computes the next branch's masks: no s_cbranch_execz
; around it and no copies of empty masks for its skip path.
; CHECK-LABEL: short_join:
; CHECK:       s_or_b64 exec, exec, s{{\[[0-9]+:[0-9]+\]}}
; CHECK-NEXT:  v_cmp_{{.*}} vcc
; CHECK-NEXT:  s_andn1_saveexec_b64 s{{\[}}[[T2:[0-9]+:[0-9]+]]{{\]}}, vcc
; CHECK-NOT:   s_branch
; CHECK:       s_endpgm
kernel @short_join(%a: ptr.global, %n: i32) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %two = iconst.i64 2
    %off = shl %i64, %two
    %p = ptradd %a, %off
    %c = icmp slt %i, %n
    brif %c, body, join

body:
    store %n, %p, align 4
    br join

join:
    %c2 = icmp eq %i, %n
    brif %c2, then2, else2

else2:
    store %i, %p, align 4
    br exit

then2:
    %z = iconst.i32 0
    store %z, %p, align 4
    br exit

exit:
    ret
}
