; EXEC-mask sequences of a divergent if/else. Oracle: llc-22 -O3 on the
; exported IR (wave64, gfx942) takes, for an if/else, s_and_saveexec_b64
; s, vcc / s_xor_b64 s, exec, s / s_andn2_saveexec_b64 s, s / s_or_b64
; exec, exec, s (four EXEC instructions, one pair), and for an if with no
; else s_and_saveexec_b64 s, vcc / s_or_b64 exec, exec, s; neither puts an
; s_cbranch_execz in front of the join. We take three and two, one pair:
; the first side's saveexec keeps the branch's lanes, and since the first
; side passes all its lanes on by `br`, the second side's start takes them
; out (s_andn2_saveexec_b64, which also hands them to the join) and the
; join ORs them back. A join every lane of a branch that ran reaches is
; not skipped.
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s

; The linear order puts the else-side first: s_andn1_saveexec_b64 makes
; EXEC the else-lanes and keeps the branch's lanes.
; CHECK-LABEL: if_else:
; CHECK:       v_cmp_gt_i32_e32 vcc
; CHECK-NEXT:  s_andn1_saveexec_b64 s{{\[}}[[ALL:[0-9]+:[0-9]+]]{{\]}}, vcc
; CHECK-NEXT:  s_cbranch_execz
; CHECK:       v_sub_u32
; CHECK:       global_store_dword
; CHECK-NEXT:  .LBB0_{{[0-9]+}}:
; CHECK-NEXT:  s_andn2_saveexec_b64 s{{\[}}[[ELSE:[0-9]+:[0-9]+]]{{\]}}, s{{\[}}[[ALL]]{{\]}}
; CHECK-NEXT:  s_cbranch_execz
; CHECK:       v_add_u32
; CHECK:       global_store_dword
; CHECK-NEXT:  .LBB0_{{[0-9]+}}:
; CHECK-NEXT:  s_or_b64 exec, exec, s{{\[}}[[ELSE]]{{\]}}
; CHECK-NEXT:  global_store_dword
; CHECK-NEXT:  s_endpgm
kernel @if_else(%a: ptr.global, %n: i32) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %two = iconst.i64 2
    %off = shl %i64, %two
    %p = ptradd %a, %off
    %c = icmp slt %i, %n
    brif %c, then, else

then:
    %t = iadd %n, %i
    store %t, %p, align 4
    br join

else:
    %e = isub %n, %i
    store %e, %p, align 4
    br join

join:
    %four = iconst.i64 4
    %q = ptradd %p, %four
    store %i, %q, align 4
    ret
}

; An empty then-side: the else-side narrows EXEC with s_andn1_saveexec_b64
; and the join ORs the saved lanes back.
; CHECK-LABEL: else_only:
; CHECK:       v_cmp_gt_i32_e32 vcc
; CHECK-NEXT:  s_andn1_saveexec_b64 s{{\[}}[[S:[0-9]+:[0-9]+]]{{\]}}, vcc
; CHECK-NEXT:  s_cbranch_execz
; CHECK:       global_store_dword
; CHECK-NEXT:  .LBB1_{{[0-9]+}}:
; CHECK-NEXT:  s_or_b64 exec, exec, s{{\[}}[[S]]{{\]}}
; CHECK-NEXT:  global_store_dword
; CHECK-NEXT:  s_endpgm
kernel @else_only(%a: ptr.global, %n: i32) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %two = iconst.i64 2
    %off = shl %i64, %two
    %p = ptradd %a, %off
    %c = icmp slt %i, %n
    brif %c, join, else

else:
    store %n, %p, align 4
    br join

join:
    %four = iconst.i64 4
    %q = ptradd %p, %four
    store %i, %q, align 4
    ret
}

; Two if/else in a row with merged values: each join is reached by every
; lane of the block before it, so neither is skipped, and the second
; if/else reuses the pattern (the short sides run even with EXEC empty).
; CHECK-LABEL: chained:
; CHECK:       s_andn1_saveexec_b64 s{{\[}}[[A:[0-9]+:[0-9]+]]{{\]}}, vcc
; CHECK-NEXT:  v_sub_u32
; CHECK-NEXT:  s_andn2_saveexec_b64 s{{\[}}[[B:[0-9]+:[0-9]+]]{{\]}}, s{{\[}}[[A]]{{\]}}
; CHECK:       s_or_b64 exec, exec, s{{\[}}[[B]]{{\]}}
; CHECK-NOT:   s_cbranch_execz
; CHECK:       global_store_dword
; CHECK:       s_andn1_saveexec_b64 s{{\[}}[[C:[0-9]+:[0-9]+]]{{\]}}, vcc
; CHECK-NEXT:  v_xor_b32
; CHECK-NEXT:  s_andn2_saveexec_b64 s{{\[}}[[D:[0-9]+:[0-9]+]]{{\]}}, s{{\[}}[[C]]{{\]}}
; CHECK:       s_or_b64 exec, exec, s{{\[}}[[D]]{{\]}}
; CHECK-NOT:   s_cbranch_execz
; CHECK:       global_store_dword
; CHECK-NEXT:  s_endpgm
kernel @chained(%a: ptr.global, %n: i32) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %two = iconst.i64 2
    %off = shl %i64, %two
    %p = ptradd %a, %off
    %c = icmp slt %i, %n
    brif %c, t1, e1

t1:
    %x = iadd %n, %i
    br j1(%x)

e1:
    %y = isub %n, %i
    br j1(%y)

j1(%v: i32):
    store %v, %p, align 4
    %c2 = icmp eq %v, %n
    brif %c2, t2, e2

t2:
    %z = shl %v, %i
    br j2(%z)

e2:
    %w = xor %v, %i
    br j2(%w)

j2(%u: i32):
    %four = iconst.i64 4
    %q = ptradd %p, %four
    store %u, %q, align 4
    ret
}
