; Histogram of bytes into 64 bins: each workgroup counts into a private LDS
; histogram with LDS atomics, then adds its counts into the global bins with
; one global atomic per bin.
;
; run: @histogram grid(1024) wg(64) (data=i8[1024](i & 255), n=1024, global_bins=i32[64](0)) => global_bins == (16)
; run: @histogram grid(128) wg(64) (data=i8[100](3), n=100, global_bins=i32[64](0)) => global_bins == [0, 0, 0, 100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]

lds @bins: 256, align 4

kernel @histogram(%data: ptr.global, %n: i32, %global_bins: ptr.global) reqd_workgroup_size(64, 1, 1) {
entry:
    %tid = workitem_id x
    %gid = workgroup_id x
    %wg = iconst.i32 64
    %four = iconst.i32 4
    %lds = lds_addr @bins
    %boff = imul %tid, %four
    %mybin = ptradd %lds, %boff
    %zero = iconst.i32 0
    store %zero, %mybin, align 4
    barrier
    %base = imul %gid, %wg
    %i = iadd %base, %tid
    %in = icmp slt %i, %n
    brif %in, count, merge

count:
    %i64 = zext.i64 %i
    %p = ptradd %data, %i64
    %byte = load.i8 %p, align 1
    %b32 = zext.i32 %byte
    %mask = iconst.i32 63
    %bin = and %b32, %mask
    %off = imul %bin, %four
    %slot = ptradd %lds, %off
    %one = iconst.i32 1
    %old = atomicrmw add %slot, %one, monotonic workgroup, align 4
    br merge

merge:
    barrier
    %count = load.i32 %mybin, align 4
    %t64 = zext.i64 %tid
    %four64 = iconst.i64 4
    %goff = imul %t64, %four64
    %gslot = ptradd %global_bins, %goff
    %gold = atomicrmw add %gslot, %count, monotonic agent, align 4
    ret
}
