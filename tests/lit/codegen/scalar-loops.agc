; A uniform counted loop around a divergent if/else stays a scalar loop in
; EXEC-mask code: the divergent if reconverges before the latch, which
; branches back with s_cmp + s_cbranch_scc1 (no waiting-mask test). A loop
; that a divergent branch can also leave is an EXEC-mask loop: its back
; edge tests the lanes still waiting for the header (s_cmp_lg_u64).
; Oracle: llc-22 -O3 keeps the same loops scalar (agc --emit llvm-ir);
; tests/exec/scalar_loops.agc runs these kernels against the interpreter.
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s

; CHECK-LABEL: scalar_loops_if:
; CHECK:       [[LOOP:.LBB[0-9]+_[0-9]+]]:
; CHECK:       v_cmp_ne_u32_e32 vcc,
; CHECK-NOT:   s_cmp_lg_u64
; CHECK:       s_cmp_lt_i32
; CHECK-NEXT:  s_cbranch_scc1 [[LOOP]]
; CHECK:       s_endpgm

; CHECK-LABEL: scalar_loops_divexit:
; CHECK:       s_cmp_lg_u64
; CHECK-NEXT:  s_cbranch_scc1
; CHECK:       s_endpgm

kernel @scalar_loops_if(%x: ptr.global, %out: ptr.global, %n: i32) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %a = load.i32 %px, align 4
    %zero = iconst.i32 0
    %one = iconst.i32 1
    br loop(%zero, %a)

loop(%k: i32, %acc: i32):
    %t = and %acc, %one
    %odd = icmp ne %t, %zero
    brif %odd, up, down

up:
    %three = iconst.i32 3
    %u3 = imul %acc, %three
    %u = iadd %u3, %one
    br next(%u)

down:
    %d = ashr %acc, %one
    br next(%d)

next(%v: i32):
    %k1 = iadd %k, %one
    %more = icmp slt %k1, %n
    brif %more, loop(%k1, %v), done

done:
    %s = iadd %v, %k1
    %po = ptradd %out, %off
    store %s, %po, align 4
    ret
}

kernel @scalar_loops_divexit(%x: ptr.global, %out: ptr.global, %n: i32) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %a = load.i32 %px, align 4
    %zero = iconst.i32 0
    %one = iconst.i32 1
    %lim = iconst.i32 20
    br loop(%zero, %zero)

loop(%k: i32, %acc: i32):
    %acc1 = iadd %acc, %a
    %big = icmp sgt %acc1, %lim
    brif %big, exit(%acc1), latch

latch:
    %k1 = iadd %k, %one
    %more = icmp slt %k1, %n
    brif %more, loop(%k1, %acc1), exit(%k1)

exit(%r: i32):
    %s = iadd %r, %k
    %po = ptradd %out, %off
    store %s, %po, align 4
    ret
}
