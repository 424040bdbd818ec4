; Inclusive prefix sum of i32 within each workgroup of 256 (Hillis-Steele):
; log2(256) rounds, each adding the element d places back, ping-ponging
; between two LDS buffers with a barrier per round.
;
; run: @scan grid(1024) wg(256) (in=i32[1024](1), out=i32[1024](0)) => out == (i % 256 + 1)
; run: @scan grid(1024) wg(256) (in=i32[1024](i), out=i32[1024](0)) => out == (((i - i % 256) + i) * (i % 256 + 1) / 2)

lds @buf: 2048, align 4

kernel @scan(%in: ptr.global, %out: ptr.global) reqd_workgroup_size(256, 1, 1) {
entry:
    %tid = workitem_id x
    %gid = workgroup_id x
    %wg = iconst.i32 256
    %base = imul %gid, %wg
    %i = iadd %base, %tid
    %i64 = zext.i64 %i
    %two64 = iconst.i64 2
    %off = shl %i64, %two64
    %pin = ptradd %in, %off
    %v0 = load.i32 %pin, align 4
    %lds = lds_addr @buf
    %two = iconst.i32 2
    %toff = shl %tid, %two
    %mine = ptradd %lds, %toff
    store %v0, %mine, align 4
    barrier
    %one = iconst.i32 1
    %zero = iconst.i32 0
    br step(%one, %zero)

step(%d: i32, %src: i32):
    %ten = iconst.i32 10
    %srcoff = shl %src, %ten
    %srcbuf = ptradd %lds, %srcoff
    %dst = xor %src, %one
    %dstoff = shl %dst, %ten
    %dstbuf = ptradd %lds, %dstoff
    %pv = ptradd %srcbuf, %toff
    %v = load.i32 %pv, align 4
    %has = icmp uge %tid, %d
    brif %has, add, write(%v)

add:
    %j = isub %tid, %d
    %joff = shl %j, %two
    %pj = ptradd %srcbuf, %joff
    %o = load.i32 %pj, align 4
    %sum = iadd %v, %o
    br write(%sum)

write(%w: i32):
    %pw = ptradd %dstbuf, %toff
    store %w, %pw, align 4
    barrier
    %d2 = shl %d, %one
    %more = icmp ult %d2, %wg
    brif %more, step(%d2, %dst), done

done:
    %pout = ptradd %out, %off
    store %w, %pout, align 4
    ret
}
