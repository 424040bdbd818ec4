; Kernels: multi-workgroup grids, LDS with barriers, atomics, wave
; operations under divergence, and barrier misuse.

; c[i] = a[i] + b[i] for i < n
; run: @vadd grid(1024) wg(256) (a=f32[1024](i), b=f32[1024](0.5*i), c=f32[1024](0), n=1024) => c == (1.5*i)
; run: @vadd grid(64) wg(64) (a=f32[10](i), b=f32[10](i), c=f32[10](0), n=10) => c == (2*i)
; run: @vadd grid(64) wg(64) (a=f32[10](i), b=f32[10](i), c=f32[10](0), n=11) error "out of bounds"
kernel @vadd(%a: ptr.global, %b: ptr.global, %c: ptr.global, %n: i32) {
entry:
    %tid = workitem_id x
    %gid = workgroup_id x
    %size = workgroup_size x
    %base = imul %gid, %size
    %i = iadd %base, %tid
    %in = icmp slt %i, %n
    brif %in, body, exit

body:
    %i64 = sext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %pa = ptradd %a, %off
    %pb = ptradd %b, %off
    %pc = ptradd %c, %off
    %x = load.f32 %pa, align 4
    %y = load.f32 %pb, align 4
    %s = fadd %x, %y
    store %s, %pc, align 4
    br exit

exit:
    ret
}

lds @tile: 1024, align 4

; Reverse each workgroup's 256 elements through LDS.
; run: @reverse grid(512) wg(256) (in=i32[512](i), out=i32[512](0)) => out == (i - i % 256 + 255 - i % 256)
kernel @reverse(%in: ptr.global, %out: ptr.global) {
entry:
    %t = workitem_id x
    %g = workgroup_id x
    %n = workgroup_size x
    %gb = imul %g, %n
    %gid = iadd %gb, %t
    %four = iconst.i32 4
    %goff = imul %gid, %four
    %goff64 = zext.i64 %goff
    %src = ptradd %in, %goff64
    %x = load.i32 %src, align 4
    %tile = lds_addr @tile
    %loff = imul %t, %four
    %slot = ptradd %tile, %loff
    store %x, %slot, align 4
    barrier
    %one = iconst.i32 1
    %last = isub %n, %one
    %rt = isub %last, %t
    %roff = imul %rt, %four
    %rslot = ptradd %tile, %roff
    %y = load.i32 %rslot, align 4
    %dst = ptradd %out, %goff64
    store %y, %dst, align 4
    ret
}

; The same without the barrier reads LDS nobody has written yet.
; run: @reverse_racy grid(256) wg(256) (in=i32[256](i), out=i32[256](0)) error "never written"
kernel @reverse_racy(%in: ptr.global, %out: ptr.global) {
entry:
    %t = workitem_id x
    %four = iconst.i32 4
    %off = imul %t, %four
    %off64 = zext.i64 %off
    %src = ptradd %in, %off64
    %x = load.i32 %src, align 4
    %tile = lds_addr @tile
    %slot = ptradd %tile, %off
    store %x, %slot, align 4
    %c255 = iconst.i32 255
    %rt = isub %c255, %t
    %roff = imul %rt, %four
    %rslot = ptradd %tile, %roff
    %y = load.i32 %rslot, align 4
    %dst = ptradd %out, %off64
    store %y, %dst, align 4
    ret
}

; bins[gid % 8] += 1 from 4 workgroups: exact counts.
; run: @histogram grid(1024) wg(256) (bins=i32[8](0)) => bins == (128)
kernel @histogram(%bins: ptr.global) {
entry:
    %t = workitem_id x
    %g = workgroup_id x
    %n = workgroup_size x
    %gb = imul %g, %n
    %gid = iadd %gb, %t
    %seven = iconst.i32 7
    %b = and %gid, %seven
    %four = iconst.i32 4
    %off = imul %b, %four
    %off64 = zext.i64 %off
    %p = ptradd %bins, %off64
    %one = iconst.i32 1
    %old = atomicrmw add %p, %one, seq_cst agent, align 4
    ret
}

; out[t] = (odd lanes: count of odd lanes * 1000) + count of all lanes,
; the second wave_reduce after the branches reconverge.
; run: @reduce_after_if grid(128) wg(128) (out=i32[128](0)) => out == ((i % 2) * 32000 + 64)
; run: @reduce_after_if grid(128) wg(128) wave(32) (out=i32[128](0)) => out == ((i % 2) * 16000 + 32)
kernel @reduce_after_if(%out: ptr.global) {
entry:
    %t = workitem_id x
    %one = iconst.i32 1
    %odd = and %t, %one
    %c = trunc.i1 %odd
    %zero = iconst.i32 0
    brif %c, then, join(%zero)

then:
    %x = wave_reduce add %one
    br join(%x)

join(%xr: i32):
    %y = wave_reduce add %one
    %k = iconst.i32 1000
    %xk = imul %xr, %k
    %v = iadd %xk, %y
    %four = iconst.i32 4
    %off = imul %t, %four
    %off64 = zext.i64 %off
    %p = ptradd %out, %off64
    store %v, %p, align 4
    ret
}

; if (tid < 32) barrier: not every work-item reaches it.
; run: @divergent_barrier grid(64) wg(64) () error "barrier not reached by all work-items of the workgroup"
kernel @divergent_barrier() {
entry:
    %t = workitem_id x
    %k = iconst.i32 32
    %c = icmp ult %t, %k
    brif %c, then, exit

then:
    barrier
    br exit

exit:
    ret
}
