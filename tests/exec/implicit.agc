; Implicit inputs of the calling convention (seed 002, "non-kernel
; functions"): the work-item ids, workgroup ids and hidden arguments
; (through the implicit argument pointer) are read only by callees, two
; levels below the kernel. @implicit_ids reaches @leaf through @mid,
; which reads nothing itself but forwards everything and keeps values
; live across its calls; @implicit_inreg calls @many, which has 14
; `inreg` arguments, so its SGPR arguments skip the registers of the
; implicit inputs (s8-s9, s12-s14) on both sides of the call; it also
; reads workgroup id x itself. 3-D dispatch of 2x2x2 workgroups of 4x2x2.
;
; Expected: x = i%8, y = (i/8)%4, z = i/32; the work-item id is x%4, y%2,
; z%2 and the workgroup id x/4, y/2, z/2.
;
; run: @implicit_ids grid(8, 4, 4) wg(4, 2, 2) (out=i32[128](0), s=5) => out == ((i % 8) % 4 + 10*((i/8) % 4 % 2) + 100*((i/32) % 2) + 1000*((i % 8)/4) + 10000*((i/8) % 4/2) + 100000*((i/32)/2) + 24 + 5)
; run: @implicit_inreg grid(8, 4, 4) wg(4, 2, 2) (out=i32[128](0), s=5) => out == ((i % 8) % 4 + 10*((i/8) % 4 % 2) + 100*((i/32) % 2) + 1000*((i % 8)/4) + 10000*((i/8) % 4/2) + 100000*((i/32)/2) + 24 + 5*14 + 91 + 2*((i % 8)/4))

; The ids as one number, the global linear index, and the sizes.
func @leaf(%s: i32) -> (i32, i32) {
entry:
    %tx = workitem_id x
    %ty = workitem_id y
    %tz = workitem_id z
    %gx = workgroup_id x
    %gy = workgroup_id y
    %gz = workgroup_id z
    %sx = workgroup_size x
    %sy = workgroup_size y
    %sz = workgroup_size z
    %nx = grid_size x
    %ny = grid_size y
    %nz = grid_size z
    %c10 = iconst.i32 10
    %c100 = iconst.i32 100
    %c1000 = iconst.i32 1000
    %c10000 = iconst.i32 10000
    %c100000 = iconst.i32 100000
    %a1 = imul %ty, %c10
    %a2 = imul %tz, %c100
    %a3 = imul %gx, %c1000
    %a4 = imul %gy, %c10000
    %a5 = imul %gz, %c100000
    %b0 = iadd %tx, %a1
    %b1 = iadd %b0, %a2
    %b2 = iadd %b1, %a3
    %b3 = iadd %b2, %a4
    %b4 = iadd %b3, %a5
    %s0 = iadd %sx, %sy
    %s1 = iadd %s0, %sz
    %s2 = iadd %s1, %nx
    %s3 = iadd %s2, %ny
    %s4 = iadd %s3, %nz
    %v0 = iadd %b4, %s4
    %v = iadd %v0, %s
    ; index = ((gz*sz + tz)*ny + gy*sy + ty)*nx + gx*sx + tx
    %xz = imul %gz, %sz
    %z = iadd %xz, %tz
    %xy = imul %gy, %sy
    %y = iadd %xy, %ty
    %xx = imul %gx, %sx
    %x = iadd %xx, %tx
    %zy = imul %z, %ny
    %zy1 = iadd %zy, %y
    %zyx = imul %zy1, %nx
    %idx = iadd %zyx, %x
    ret %v, %idx
}

; Reads no id itself; keeps the output pointer live across the calls.
func @mid(%out: ptr.global, %s: i32 inreg) {
entry:
    %zero = iconst.i32 0
    %v0, %idx = call @leaf(%zero)
    %v1, %idx1 = call @leaf(%s)
    %d = isub %v1, %v0
    %v2 = iadd %v0, %v0
    %v3 = iadd %v2, %v0
    %v4 = isub %v3, %v0
    %v5 = isub %v4, %v0
    %v = iadd %v5, %d
    %i64 = sext.i64 %idx1
    %four = iconst.i64 4
    %off = imul %i64, %four
    %p = ptradd %out, %off
    store %v, %p, align 4
    ret
}

kernel @implicit_ids(%out: ptr.global, %s: i32) {
entry:
    call @mid(%out, %s)
    ret
}

; 14 inreg arguments around the implicit inputs' registers.
func @many(%out: ptr.global, %a0: i32 inreg, %a1: i32 inreg, %a2: i32 inreg, %a3: i32 inreg, %a4: i32 inreg, %a5: i32 inreg, %a6: i32 inreg, %a7: i32 inreg, %a8: i32 inreg, %a9: i32 inreg, %a10: i32 inreg, %a11: i32 inreg, %a12: i32 inreg, %a13: i32 inreg) {
entry:
    %s1 = iadd %a0, %a1
    %s2 = iadd %s1, %a2
    %s3 = iadd %s2, %a3
    %s4 = iadd %s3, %a4
    %s5 = iadd %s4, %a5
    %s6 = iadd %s5, %a6
    %s7 = iadd %s6, %a7
    %s8 = iadd %s7, %a8
    %s9 = iadd %s8, %a9
    %s10 = iadd %s9, %a10
    %s11 = iadd %s10, %a11
    %s12 = iadd %s11, %a12
    %s13 = iadd %s12, %a13
    %zero = iconst.i32 0
    %v, %idx = call @leaf(%zero)
    %w = iadd %v, %s13
    %i64 = sext.i64 %idx
    %four = iconst.i64 4
    %off = imul %i64, %four
    %p = ptradd %out, %off
    store %w, %p, align 4
    ret
}

kernel @implicit_inreg(%out: ptr.global, %s: i32) {
entry:
    %gx = workgroup_id x
    %g2 = iadd %gx, %gx
    %k = iadd %s, %g2
    %c1 = iconst.i32 1
    %c2 = iconst.i32 2
    %c3 = iconst.i32 3
    %c4 = iconst.i32 4
    %c5 = iconst.i32 5
    %c6 = iconst.i32 6
    %c7 = iconst.i32 7
    %c8 = iconst.i32 8
    %c9 = iconst.i32 9
    %c10 = iconst.i32 10
    %c11 = iconst.i32 11
    %c12 = iconst.i32 12
    %c13 = iconst.i32 13
    %b0 = iadd %s, %c1
    %b1 = iadd %s, %c2
    %b2 = iadd %s, %c3
    %b3 = iadd %s, %c4
    %b4 = iadd %s, %c5
    %b5 = iadd %s, %c6
    %b6 = iadd %s, %c7
    %b7 = iadd %s, %c8
    %b8 = iadd %s, %c9
    %b9 = iadd %s, %c10
    %b10 = iadd %s, %c11
    %b11 = iadd %s, %c12
    %b12 = iadd %s, %c13
    call @many(%out, %k, %b0, %b1, %b2, %b3, %b4, %b5, %b6, %b7, %b8, %b9, %b10, %b11, %b12)
    ret
}
