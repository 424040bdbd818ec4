; Sum reduction: each workgroup of 256 work-items adds 256 elements of
; %in through an LDS tree and writes one partial sum to %out[workgroup].
;
; run: @reduce grid(1024) wg(256) (in=f32[1024](i), out=f32[4](0)) => out == (65536*i + 32640)

lds @partial: 1024, align 4

kernel @reduce(%in: ptr.global, %out: ptr.global) reqd_workgroup_size(256, 1, 1) {
entry:
    %tid = workitem_id x
    %gid = workgroup_id x
    %wg = iconst.i32 256
    %base = imul %gid, %wg
    %i = iadd %base, %tid
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %p = ptradd %in, %off
    %v = load.f32 %p, align 4
    %lds = lds_addr @partial
    %four32 = iconst.i32 4
    %loff = imul %tid, %four32
    %slot = ptradd %lds, %loff
    store %v, %slot, align 4
    barrier
    %half = iconst.i32 128
    br step(%half)

step(%stride: i32):
    %active = icmp ult %tid, %stride
    brif %active, add, sync

add:
    %other = iadd %tid, %stride
    %ooff = imul %other, %four32
    %oslot = ptradd %lds, %ooff
    %mine = load.f32 %slot, align 4
    %theirs = load.f32 %oslot, align 4
    %sum = fadd %mine, %theirs
    store %sum, %slot, align 4
    br sync

sync:
    barrier
    %one = iconst.i32 1
    %next = lshr %stride, %one
    %zero = iconst.i32 0
    %again = icmp ne %next, %zero
    brif %again, step(%next), done

done:
    %zero2 = iconst.i32 0
    %first = icmp eq %tid, %zero2
    brif %first, write, exit

write:
    %total = load.f32 %lds, align 4
    %g64 = zext.i64 %gid
    %goff = imul %g64, %four
    %dst = ptradd %out, %goff
    store %total, %dst, align 4
    br exit

exit:
    ret
}
