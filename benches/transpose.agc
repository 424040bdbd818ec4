; Matrix transpose through LDS: a 16x16 workgroup reads a tile with
; coalesced rows, and writes it transposed, again in coalesced rows. The
; tile is padded to 17 columns so that the column reads hit different LDS
; banks. w and h are multiples of 16.
;
; run: @transpose grid(64, 32) wg(16, 16) (in=f32[2048](i), out=f32[2048](0), w=64, h=32) => out == ((i % 32) * 64 + (i - i % 32) / 32)

lds @tile: 1088, align 4

kernel @transpose(%in: ptr.global, %out: ptr.global, %w: i32, %h: i32) reqd_workgroup_size(16, 16, 1) {
entry:
    %tx = workitem_id x
    %ty = workitem_id y
    %bx = workgroup_id x
    %by = workgroup_id y
    %sixteen = iconst.i32 16
    %seventeen = iconst.i32 17
    %two = iconst.i32 2
    %two64 = iconst.i64 2
    %x0 = imul %bx, %sixteen
    %x = iadd %x0, %tx
    %y0 = imul %by, %sixteen
    %y = iadd %y0, %ty
    %row = imul %y, %w
    %idx = iadd %row, %x
    %idx64 = zext.i64 %idx
    %off = shl %idx64, %two64
    %pin = ptradd %in, %off
    %v = load.f32 %pin, align 4
    %tile = lds_addr @tile
    %trow = imul %ty, %seventeen
    %tidx = iadd %trow, %tx
    %toff = shl %tidx, %two
    %pt = ptradd %tile, %toff
    store %v, %pt, align 4
    barrier
    %crow = imul %tx, %seventeen
    %cidx = iadd %crow, %ty
    %coff = shl %cidx, %two
    %pc = ptradd %tile, %coff
    %t = load.f32 %pc, align 4
    %ox = iadd %y0, %tx
    %oy = iadd %x0, %ty
    %orow = imul %oy, %h
    %oidx = iadd %orow, %ox
    %o64 = zext.i64 %oidx
    %ooff = shl %o64, %two64
    %pout = ptradd %out, %ooff
    store %t, %pout, align 4
    ret
}
