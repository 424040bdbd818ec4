; Dot product: each work-item multiplies one pair, each wave adds its
; products with a wave reduction, the waves of a workgroup combine through
; LDS, and work-item 0 writes the workgroup's partial sum. Inputs are small
; integers so every order of additions is exact.
;
; run: @dot grid(4096) wg(256) wave(64) (x=f32[4000](i % 7), y=f32[4000](2), partial=f32[16](0), n=4000) => partial == [1524, 1542, 1532, 1536, 1540, 1530, 1548, 1524, 1542, 1532, 1536, 1540, 1530, 1548, 1524, 960]

lds @wave_sums: 16, align 16

kernel @dot(%x: ptr.global, %y: ptr.global, %partial: ptr.global, %n: i32) reqd_workgroup_size(256, 1, 1) {
entry:
    %tid = workitem_id x
    %gid = workgroup_id x
    %wg = iconst.i32 256
    %base = imul %gid, %wg
    %i = iadd %base, %tid
    %zero = fconst.f32 0.0
    %in = icmp slt %i, %n
    brif %in, load, reduce(%zero)

load:
    %i64 = zext.i64 %i
    %two = iconst.i64 2
    %off = shl %i64, %two
    %px = ptradd %x, %off
    %py = ptradd %y, %off
    %xv = load.f32 %px, align 4
    %yv = load.f32 %py, align 4
    %prod = fmul %xv, %yv
    br reduce(%prod)

reduce(%v: f32):
    %s = wave_reduce fadd %v
    %lane = lane_id
    %six = iconst.i32 6
    %wave = lshr %tid, %six
    %izero = iconst.i32 0
    %first = icmp eq %lane, %izero
    %lds = lds_addr @wave_sums
    brif %first, write_wave, sync

write_wave:
    %four = iconst.i32 4
    %woff = imul %wave, %four
    %slot = ptradd %lds, %woff
    store %s, %slot, align 4
    br sync

sync:
    barrier
    %t0 = icmp eq %tid, %izero
    brif %t0, final, exit

final:
    %s0 = load.f32 %lds, align 16
    %o1 = iconst.i32 4
    %p1 = ptradd %lds, %o1
    %s1 = load.f32 %p1, align 4
    %o2 = iconst.i32 8
    %p2 = ptradd %lds, %o2
    %s2 = load.f32 %p2, align 8
    %o3 = iconst.i32 12
    %p3 = ptradd %lds, %o3
    %s3 = load.f32 %p3, align 4
    %a01 = fadd %s0, %s1
    %a23 = fadd %s2, %s3
    %total = fadd %a01, %a23
    %g64 = zext.i64 %gid
    %two64 = iconst.i64 2
    %goff = shl %g64, %two64
    %dst = ptradd %partial, %goff
    store %total, %dst, align 4
    br exit

exit:
    ret
}
