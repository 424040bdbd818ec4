; Histogram of 32-bit keys into 256 bins with one global atomic add per
; element (contended atomics, no LDS privatization).
;
; run: @histogram grid(4096) wg(256) (keys=i32[4096](i * 7), n=4096, bins=i32[256](0)) => bins == (16)
; run: @histogram grid(768) wg(256) (keys=i32[600](i + 256), n=512, bins=i32[256](0)) => bins == (2)

kernel @histogram(%keys: ptr.global, %n: i32, %bins: ptr.global) reqd_workgroup_size(256, 1, 1) {
entry:
    %tid = workitem_id x
    %gid = workgroup_id x
    %wg = iconst.i32 256
    %base = imul %gid, %wg
    %i = iadd %base, %tid
    %in = icmp slt %i, %n
    brif %in, count, exit

count:
    %i64 = zext.i64 %i
    %two64 = iconst.i64 2
    %off = shl %i64, %two64
    %p = ptradd %keys, %off
    %key = load.i32 %p, align 4
    %mask = iconst.i32 255
    %bin = and %key, %mask
    %b64 = zext.i64 %bin
    %boff = shl %b64, %two64
    %slot = ptradd %bins, %boff
    %one = iconst.i32 1
    %old = atomicrmw add %slot, %one, monotonic agent, align 4
    br exit

exit:
    ret
}
