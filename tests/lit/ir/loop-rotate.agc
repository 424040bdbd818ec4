; Loop rotation at -O2: a loop tested at the top becomes a guard before
; the loop and the test at its latch, so each trip runs one branch. The
; header `head` is gone; its counter is a parameter of the loop's first
; block `body`, the guard passes the start value and the latch the next.
; A loop whose header value is used after it is rotated when every lane
; leaves it at the same trip (`@exit_sum`: the sum becomes a parameter of
; the exit, passed by the guard and the latch) and stays as written when
; the trip count differs per lane (`@kept`).
; Oracle: the interpreter runs the same loops before and after rotation
; (ir/tests/loop_rotate.rs, tests/exec/loop_rotate.agc in the simulator).
; RUN: agc --emit ir -O2 -o - %s | FileCheck %s

; CHECK-LABEL: kernel @fill(
; CHECK:       entry:
; CHECK:         [[G:%v[0-9]+]] = icmp slt %zero, %n
; CHECK-NEXT:    brif [[G]], body(%zero, {{%[a-z0-9]+}}), done
; CHECK-NOT:   head
; CHECK:       body(%j: i32, [[P:%v[0-9]+]]: ptr.global):
; CHECK-NEXT:    store %j, [[P]], align 4
; CHECK:         %j2 = iadd %j, %one
; CHECK:         [[C:%v[0-9]+]] = icmp slt %j2, %n
; CHECK-NEXT:    brif [[C]], body(%j2, {{%v[0-9]+}}), done
; CHECK:       done:
; CHECK-NEXT:    ret
kernel @fill(%out: ptr.global, %n: i32) {
entry:
    %zero = iconst.i32 0
    %one = iconst.i32 1
    %two64 = iconst.i64 2
    br head(%zero)

head(%j: i32):
    %more = icmp slt %j, %n
    brif %more, body, done

body:
    %j64 = zext.i64 %j
    %off = shl %j64, %two64
    %p = ptradd %out, %off
    store %j, %p, align 4
    %j2 = iadd %j, %one
    br head(%j2)

done:
    ret
}

; A constant guard folds away: the loop is entered directly.
; CHECK-LABEL: kernel @counted(
; CHECK:       entry:
; CHECK-NOT:     brif
; CHECK:         br body(%zero)
; CHECK:       body(%k: i32):
; CHECK:         [[C:%v[0-9]+]] = icmp slt %k2, %sixteen
; CHECK-NEXT:    brif [[C]], body(%k2), done
kernel @counted(%out: ptr.global) {
entry:
    %zero = iconst.i32 0
    %one = iconst.i32 1
    %sixteen = iconst.i32 16
    br head(%zero)

head(%k: i32):
    %more = icmp slt %k, %sixteen
    brif %more, body, done

body:
    %v = load.i32 %out, align 4
    %v2 = iadd %v, %k
    store %v2, %out, align 4
    %k2 = iadd %k, %one
    br head(%k2)

done:
    ret
}

; CHECK-LABEL: kernel @exit_sum(
; CHECK:       entry:
; CHECK:         brif {{%v[0-9]+}}, body(%zero, %zero), done(%zero)
; CHECK:       body(%s: i32, %j: i32):
; CHECK:         %s2 = iadd %s, %j
; CHECK:         brif {{%v[0-9]+}}, body(%s2, %j2), done(%s2)
; CHECK:       done([[S:%v[0-9]+]]: i32):
; CHECK-NEXT:    store [[S]], %out, align 4
kernel @exit_sum(%out: ptr.global, %n: i32) {
entry:
    %zero = iconst.i32 0
    %one = iconst.i32 1
    br head(%zero, %zero)

head(%j: i32, %s: i32):
    %more = icmp slt %j, %n
    brif %more, body, done

body:
    %s2 = iadd %s, %j
    %j2 = iadd %j, %one
    br head(%j2, %s2)

done:
    store %s, %out, align 4
    ret
}

; CHECK-LABEL: kernel @kept(
; CHECK:       head(%j: i32, %s: i32):
; CHECK-NEXT:    %more = icmp slt %j, %n
; CHECK-NEXT:    brif %more, body, done
kernel @kept(%out: ptr.global) {
entry:
    %n = workitem_id x
    %zero = iconst.i32 0
    %one = iconst.i32 1
    br head(%zero, %zero)

head(%j: i32, %s: i32):
    %more = icmp slt %j, %n
    brif %more, body, done

body:
    %s2 = iadd %s, %j
    %j2 = iadd %j, %one
    br head(%j2, %s2)

done:
    store %s, %out, align 4
    ret
}
