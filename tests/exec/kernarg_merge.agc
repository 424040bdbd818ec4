; Kernel arguments loaded together: adjacent dwords of arguments share one
; s_load_dwordx2, and each argument is a component of the loaded pair.
; Covers sub-dword arguments sharing a dword (i16, i16, then an i8 in the
; next), a 64-bit argument after them, merged components passed as block
; arguments on a uniform branch (which need whole registers), read in
; divergent control flow and a loop, and passed to a call as `inreg` and
; VGPR arguments (fixed registers). Oracle: the IR interpreter.
;
; run: @kernarg_merge_uniform grid(64) (out1=i32[64](0), out2=i32[64](0), a=5, b=9, c=-3, d=40000, e=-2, f=4294967306) => out1 == (40004 + i), out2 == (110)
; run: @kernarg_merge_uniform grid(64) (out1=i32[64](0), out2=i32[64](0), a=12, b=9, c=-3, d=40000, e=-2, f=4294967306) => out1 == (40007 + i), out2 == (110)
; run: @kernarg_merge_divergent grid(64) (out=i32[64](0), a=20, b=3, c=100) => out == [103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 103, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160, 160]
; run: @kernarg_merge_loop grid(64) (out=i32[64](0), a=4, b=10) => out == (26 + i)
; run: @kernarg_merge_call grid(64) (out=i32[64](0), a=6, b=7) => out == (42 + i)

kernel @kernarg_merge_uniform(%out1: ptr.global, %out2: ptr.global, %a: i32, %b: i32, %c: i16, %d: i16, %e: i8, %f: i64) {
entry:
    %tid = workitem_id x
    %gt = icmp sgt %a, %b
    brif %gt, big(%a, %f), small(%b, %f)

big(%x: i32, %y: i64):
    br join(%x, %y)

small(%u: i32, %w: i64):
    br join(%u, %w)

join(%v: i32, %q: i64):
    %c32 = sext.i32 %c
    %d32 = zext.i32 %d
    %e32 = sext.i32 %e
    %s1 = iadd %v, %c32
    %s2 = iadd %s1, %d32
    %s3 = iadd %s2, %e32
    %s4 = iadd %s3, %tid
    %qlo = trunc.i32 %q
    %k32 = iconst.i64 32
    %qs = lshr %q, %k32
    %qhi = trunc.i32 %qs
    %h = iconst.i32 100
    %qh = imul %qhi, %h
    %r = iadd %qlo, %qh
    %t64 = zext.i64 %tid
    %four = iconst.i64 4
    %off = imul %t64, %four
    %p1 = ptradd %out1, %off
    %p2 = ptradd %out2, %off
    store %s4, %p1, align 4
    store %r, %p2, align 4
    ret
}

kernel @kernarg_merge_divergent(%out: ptr.global, %a: i32, %b: i32, %c: i32) {
entry:
    %tid = workitem_id x
    %lt = icmp slt %tid, %a
    brif %lt, low, high

low:
    %s = iadd %b, %c
    br store(%s)

high:
    %zero = iconst.i32 0
    br loop(%zero, %c)

loop(%k: i32, %acc: i32):
    %acc2 = iadd %acc, %b
    %one = iconst.i32 1
    %k2 = iadd %k, %one
    %more = icmp slt %k2, %a
    brif %more, loop(%k2, %acc2), store(%acc2)

store(%v: i32):
    %t64 = zext.i64 %tid
    %four = iconst.i64 4
    %off = imul %t64, %four
    %p = ptradd %out, %off
    store %v, %p, align 4
    ret
}

kernel @kernarg_merge_loop(%out: ptr.global, %a: i32, %b: i32) {
entry:
    %tid = workitem_id x
    %zero = iconst.i32 0
    br loop(%zero, %b)

loop(%k: i32, %acc: i32):
    %acc2 = iadd %acc, %a
    %one = iconst.i32 1
    %k2 = iadd %k, %one
    %more = icmp slt %k2, %a
    brif %more, loop(%k2, %acc2), done

done:
    %r = iadd %acc2, %tid
    %t64 = zext.i64 %tid
    %four = iconst.i64 4
    %off = imul %t64, %four
    %p = ptradd %out, %off
    store %r, %p, align 4
    ret
}

func @kernarg_merge_mad(%s: i32 inreg, %t: i32 inreg, %v: i32) -> i32 {
entry:
    %m = imul %s, %t
    %r = iadd %m, %v
    ret %r
}

kernel @kernarg_merge_call(%out: ptr.global, %a: i32, %b: i32) {
entry:
    %tid = workitem_id x
    %r = call @kernarg_merge_mad(%a, %b, %tid)
    %t64 = zext.i64 %tid
    %four = iconst.i64 4
    %off = imul %t64, %four
    %p = ptradd %out, %off
    store %r, %p, align 4
    ret
}
