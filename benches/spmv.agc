; Sparse matrix-vector product y = A x with A in CSR form, one work-item
; per row: rows of different lengths make the k loop diverge inside a wave,
; and x is gathered through the column indices. In the check row r has
; r % 4 non-zeros.
;
; run: @spmv grid(256) wg(64) (rowptr=i32[257](6 * (i / 4) + (i % 4) * (i % 4 - 1) / 2), cols=i32[384](i % 256), vals=f32[384](1), x=f32[256](2), y=f32[256](-1), rows=256) => y == (2 * (i % 4))
; run: @spmv grid(256) wg(64) (rowptr=i32[257](6 * (i / 4) + (i % 4) * (i % 4 - 1) / 2), cols=i32[384](i % 256), vals=f32[384](i), x=f32[256](1), y=f32[256](-1), rows=256) => y == ((i % 4) * (3 * (i - i % 4) / 2 + (i % 4) * (i % 4 - 1) / 2) + (i % 4) * (i % 4 - 1) / 2)

kernel @spmv(%rowptr: ptr.global, %cols: ptr.global, %vals: ptr.global, %x: ptr.global, %y: ptr.global, %rows: i32) flat_workgroup_size(1, 256) {
entry:
    %tid = workitem_id x
    %gid = workgroup_id x
    %size = workgroup_size x
    %base = imul %gid, %size
    %r = iadd %base, %tid
    %in = icmp slt %r, %rows
    brif %in, row, exit

row:
    %r64 = zext.i64 %r
    %two64 = iconst.i64 2
    %roff = shl %r64, %two64
    %pstart = ptradd %rowptr, %roff
    %start = load.i32 %pstart, align 4
    %four = iconst.i64 4
    %pend = ptradd %pstart, %four
    %end = load.i32 %pend, align 4
    %zero = fconst.f32 0.0
    br header(%start, %zero)

header(%k: i32, %sum: f32):
    %more = icmp slt %k, %end
    brif %more, body, done

body:
    %k64 = zext.i64 %k
    %koff = shl %k64, %two64
    %pc = ptradd %cols, %koff
    %col = load.i32 %pc, align 4
    %pv = ptradd %vals, %koff
    %v = load.f32 %pv, align 4
    %c64 = zext.i64 %col
    %coff = shl %c64, %two64
    %px = ptradd %x, %coff
    %xv = load.f32 %px, align 4
    %sum2 = fma %v, %xv, %sum
    %one = iconst.i32 1
    %k2 = iadd %k, %one
    br header(%k2, %sum2)

done:
    %py = ptradd %y, %roff
    store %sum, %py, align 4
    br exit

exit:
    ret
}
