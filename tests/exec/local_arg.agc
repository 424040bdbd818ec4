; `__local` pointer arguments (`ptr.local`): the runtime allocates their
; LDS behind the kernel's static LDS, at the alignment the parameter
; states, and passes the offset (metadata `dynamic_shared_pointer`, which
; the simulator's dispatch reads, as ROCm's does). Each work-item writes
; 3*x + 1 into the first buffer and x into the second; after the barrier it
; reads its neighbour's (x + 1 mod 16) from both. Static LDS comes first,
; so the offsets are nonzero. Expected values by hand:
; out[x] = 3*((x+1)%16) + 1 + ((x+1)%16) + 100*x.
;
; run: @local_arg grid(16) wg(16) (out=i32[16](0), a=local(64), b=local(64)) => out == [5, 109, 213, 317, 421, 525, 629, 733, 837, 941, 1045, 1149, 1253, 1357, 1461, 1501]

lds @fixed: 12, align 4

kernel @local_arg(%out: ptr.global, %a: ptr.local, %b: ptr.local align 16) reqd_workgroup_size(16, 1, 1) {
entry:
    %x = workitem_id x
    %four = iconst.i32 4
    %off = imul %x, %four
    %pa = ptradd %a, %off
    %pb = ptradd %b, %off
    %three = iconst.i32 3
    %one = iconst.i32 1
    %t = imul %x, %three
    %v = iadd %t, %one
    store %v, %pa, align 4
    store %x, %pb, align 4
    %f = lds_addr @fixed
    store %x, %f, align 4
    barrier
    %x1 = iadd %x, %one
    %fifteen = iconst.i32 15
    %n = and %x1, %fifteen
    %noff = imul %n, %four
    %qa = ptradd %a, %noff
    %qb = ptradd %b, %noff
    %ra = load.i32 %qa, align 4
    %rb = load.i32 %qb, align 4
    %s = iadd %ra, %rb
    %hundred = iconst.i32 100
    %h = imul %x, %hundred
    %r = iadd %s, %h
    %x64 = zext.i64 %x
    %four64 = iconst.i64 4
    %o = imul %x64, %four64
    %po = ptradd %out, %o
    store %r, %po, align 4
    ret
}
