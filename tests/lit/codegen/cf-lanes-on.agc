; A scalar loop entered from the entry block, which runs with lanes on,
; keeps no s_cbranch_execz at its header's start, and its exit passes
; EXEC as it is to the next block (no `s_or_b64 s, 0, exec` /
; `s_mov_b64 exec, s`); a waiting mask that is the zero mask on every
; iteration is not OR-ed with 0. Such a loop runs with lanes on and all
; of them leave by its latch, so the join of the if after it is covered
; (no s_cbranch_execz either). Oracle: llc-22 -O3 on the same kernel
; (agc --emit llvm-ir) has no execz branch before its loop either;
; tests/exec/cf_lanes_on.agc runs the kernel against the interpreter.
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx90a -o - %s | FileCheck %s

; CHECK-LABEL: cf_lanes_on_loop:
; CHECK-NOT:   s_cbranch_execz
; CHECK-NOT:   s_or_b64 s[{{[0-9]+:[0-9]+}}], 0,
; CHECK:       [[LOOP:.LBB[0-9]+_[0-9]+]]:
; CHECK-NOT:   s_or_b64 s[{{[0-9]+:[0-9]+}}], 0,
; CHECK:       s_cbranch_scc1 [[LOOP]]
; CHECK-NOT:   s_mov_b64 exec, s
; CHECK:       v_cmp_lt_i32
; CHECK-NOT:   s_cbranch_execz
; CHECK:       s_endpgm

kernel @cf_lanes_on_loop(%x: ptr.global, %out: ptr.global, %n: i32) {
entry:
    %i = workitem_id x
    %g = workgroup_id x
    %wg = iconst.i32 64
    %base = imul %g, %wg
    %gi = iadd %base, %i
    %i64 = zext.i64 %gi
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %a = load.i32 %px, align 4
    %zero = iconst.i32 0
    %one = iconst.i32 1
    br loop(%zero, %a)

loop(%k: i32, %acc: i32):
    %neg = icmp slt %acc, %zero
    brif %neg, fix, latch(%acc)

fix:
    %three = iconst.i32 3
    %f = iadd %acc, %three
    br latch(%f)

latch(%v: i32):
    %k1 = iadd %k, %one
    %more = icmp slt %k1, %n
    brif %more, loop(%k1, %v), after(%v)

after(%w: i32):
    %big = iconst.i32 40
    %hi = icmp sgt %a, %big
    brif %hi, high, done(%w)

high:
    %four32 = iconst.i32 4
    %h = imul %w, %four32
    br done(%h)

done(%r: i32):
    %po = ptradd %out, %off
    store %r, %po, align 4
    ret
}
