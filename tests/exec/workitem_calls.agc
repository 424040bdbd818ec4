; A kernel that calls and reads its work-item id straight from v0 (only
; x enabled, or reqd_workgroup_size(N, 1, 1)): the id is passed as an
; argument in another register than v0, twice in one call, and as the
; callee's implicit input v31 in the same call that passes it in v0,
; and it is still needed after the calls for the addresses. The
; allocator moves it out of v0 where an argument goes (selection once
; copied v0 first in any kernel that calls). Oracle: the interpreter.
;
; run: @workitem_calls grid(128) wg(64) (o1=i32[128](0), o2=i32[128](0), o3=i32[128](0), n=5) => o1 == (4*(i & 63)+15), o2 == (4*(i & 63)), o3 == (8*(i & 63)+1)
; run: @workitem_calls_reqd grid(128) (o1=i32[128](0), o2=i32[128](0), o3=i32[128](0), n=5) => o1 == (4*(i & 63)+15), o2 == (4*(i & 63)), o3 == (8*(i & 63)+1)

func @add(%a: i32, %b: i32) -> i32 {
entry:
    %three = iconst.i32 3
    %m = imul %a, %three
    %r = iadd %m, %b
    ret %r
}

func @tidmix(%x: i32, %y: i32) -> i32 {
entry:
    %t = workitem_id x
    %seven = iconst.i32 7
    %m = imul %x, %seven
    %r = iadd %m, %t
    %s = iadd %r, %y
    ret %s
}

kernel @workitem_calls(%o1: ptr.global, %o2: ptr.global, %o3: ptr.global, %n: i32) {
entry:
    %i = workitem_id x
    %g = workgroup_id x
    %c64 = iconst.i32 64
    %base = imul %g, %c64
    %gid = iadd %base, %i
    %s = iadd %i, %n
    %r1 = call @add(%s, %i)
    %r2 = call @add(%i, %i)
    %one = iconst.i32 1
    %r3 = call @tidmix(%i, %one)
    %g64 = zext.i64 %gid
    %four = iconst.i64 4
    %off = imul %g64, %four
    %p1 = ptradd %o1, %off
    store %r1, %p1, align 4
    %p2 = ptradd %o2, %off
    store %r2, %p2, align 4
    %p3 = ptradd %o3, %off
    store %r3, %p3, align 4
    ret
}

kernel @workitem_calls_reqd(%o1: ptr.global, %o2: ptr.global, %o3: ptr.global, %n: i32) reqd_workgroup_size(64, 1, 1) {
entry:
    %i = workitem_id x
    %g = workgroup_id x
    %c64 = iconst.i32 64
    %base = imul %g, %c64
    %gid = iadd %base, %i
    %one = iconst.i32 1
    %r3 = call @tidmix(%i, %one)
    %s = iadd %i, %n
    %r1 = call @add(%s, %i)
    %r2 = call @add(%i, %i)
    %g64 = zext.i64 %gid
    %four = iconst.i64 4
    %off = imul %g64, %four
    %p1 = ptradd %o1, %off
    store %r1, %p1, align 4
    %p2 = ptradd %o2, %off
    store %r2, %p2, align 4
    %p3 = ptradd %o3, %off
    store %r3, %p3, align 4
    ret
}
