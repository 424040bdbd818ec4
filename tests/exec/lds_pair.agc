; LDS accesses through one address paired into ds_write2/ds_read2: each
; lane writes two neighbouring dwords (ds_write2_b32) and two dwords 256
; dwords apart (ds_write2st64_b32), then reads its neighbour's pairs back
; the same way after a barrier.
;
; run: @lds_pair grid(64) wg(64) (out=i32[128](0)) => out == [2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13, 18, 19, 16, 17, 22, 23, 20, 21, 26, 27, 24, 25, 30, 31, 28, 29, 34, 35, 32, 33, 38, 39, 36, 37, 42, 43, 40, 41, 46, 47, 44, 45, 50, 51, 48, 49, 54, 55, 52, 53, 58, 59, 56, 57, 62, 63, 60, 61, 66, 67, 64, 65, 70, 71, 68, 69, 74, 75, 72, 73, 78, 79, 76, 77, 82, 83, 80, 81, 86, 87, 84, 85, 90, 91, 88, 89, 94, 95, 92, 93, 98, 99, 96, 97, 102, 103, 100, 101, 106, 107, 104, 105, 110, 111, 108, 109, 114, 115, 112, 113, 118, 119, 116, 117, 122, 123, 120, 121, 126, 127, 124, 125]

; Reads whose results are only moved (each zero-extended into a 64-bit
; value) stay single: the moves would outnumber the saved read. A 64-bit
; value read as two dwords (align 4) is one pair defining it in place.
; run: @lds_pair_moved grid(8) wg(8) (out=i64[16](0)) => out == [1, 12884901897, 25769803793, 38654705689, 51539607585, 64424509481, 77309411377, 90194313273, 1, 12884901897, 25769803793, 38654705689, 51539607585, 64424509481, 77309411377, 90194313273]

lds @tile: 4096, align 8

kernel @lds_pair(%out: ptr.global) reqd_workgroup_size(64, 1, 1) {
entry:
    %t = workitem_id x
    %lds = lds_addr @tile
    %eight = iconst.i32 8
    %toff = imul %t, %eight
    %p = ptradd %lds, %toff
    %four = iconst.i32 4
    %p4 = ptradd %p, %four
    %k1024 = iconst.i32 1024
    %q = ptradd %p, %k1024
    %k2048 = iconst.i32 2048
    %q4 = ptradd %p, %k2048
    %two = iconst.i32 2
    %a = imul %t, %two
    %one = iconst.i32 1
    %b = iadd %a, %one
    store %a, %p, align 8
    store %b, %p4, align 4
    store %b, %q, align 8
    store %a, %q4, align 4
    barrier
    ; lane t reads the pairs of lane t ^ 1
    %n = xor %t, %one
    %noff = imul %n, %eight
    %r = ptradd %lds, %noff
    %r4 = ptradd %r, %four
    %s = ptradd %r, %k1024
    %s4 = ptradd %r, %k2048
    %x0 = load.i32 %r, align 8
    %x1 = load.i32 %r4, align 4
    %y0 = load.i32 %s, align 8
    %y1 = load.i32 %s4, align 4
    %u = iadd %x0, %y0
    %v = iadd %x1, %y1
    %w = iadd %u, %v
    %k4 = iconst.i32 4
    %w2 = udiv %w, %k4
    %t64 = zext.i64 %t
    %k8 = iconst.i64 8
    %go = imul %t64, %k8
    %po = ptradd %out, %go
    store %w2, %po, align 8
    %k4b = iconst.i64 4
    %po4 = ptradd %po, %k4b
    store %x1, %po4, align 4
    ret
}

kernel @lds_pair_moved(%out: ptr.global) reqd_workgroup_size(8, 1, 1) {
entry:
    %t = workitem_id x
    %lds = lds_addr @tile
    %eight = iconst.i32 8
    %toff = imul %t, %eight
    %p = ptradd %lds, %toff
    %four = iconst.i32 4
    %p4 = ptradd %p, %four
    %one = iconst.i32 1
    %a0 = iadd %toff, %one
    %three = iconst.i32 3
    %b0 = imul %t, %three
    store %a0, %p, align 8
    store %b0, %p4, align 4
    barrier
    %a = load.i32 %p, align 8
    %b = load.i32 %p4, align 4
    %a64 = zext.i64 %a
    %b64 = zext.i64 %b
    %k32 = iconst.i64 32
    %bh = shl %b64, %k32
    %w = or %a64, %bh
    %t64 = zext.i64 %t
    %k8 = iconst.i64 8
    %o = imul %t64, %k8
    %po = ptradd %out, %o
    store %w, %po, align 8
    %q = load.i64 %p, align 4
    %k64 = iconst.i64 64
    %pq = ptradd %po, %k64
    store %q, %pq, align 8
    ret
}
