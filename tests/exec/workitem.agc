; Work-item ids from the packed register of gfx90a/gfx942 when only some
; dimensions are enabled, launched with 2-D and 3-D workgroups: x alone
; (the register itself), x and y (y by a shift, x masked), and z (a
; shift). On the other processors each id has its own register.
;
; run: @workitem_x grid(4, 2) wg(4, 2) (out=i32[4](0)) => out == (i)
; run: @workitem_xy grid(4, 3) wg(4, 3) (out=i32[12](0)) => out == (i)
; run: @workitem_z grid(2, 2, 3) wg(2, 2, 3) (out=i32[3](0)) => out == (i)

; x only: every row of the workgroup writes the same element.
kernel @workitem_x(%out: ptr.global) {
entry:
    %x = workitem_id x
    %x64 = zext.i64 %x
    %four = iconst.i64 4
    %off = imul %x64, %four
    %p = ptradd %out, %off
    store %x, %p, align 4
    ret
}

kernel @workitem_xy(%out: ptr.global) {
entry:
    %x = workitem_id x
    %y = workitem_id y
    %k4 = iconst.i32 4
    %row = imul %y, %k4
    %i = iadd %row, %x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %p = ptradd %out, %off
    store %i, %p, align 4
    ret
}

; z only: every x and y of a plane writes the same element.
kernel @workitem_z(%out: ptr.global) {
entry:
    %z = workitem_id z
    %z64 = zext.i64 %z
    %four = iconst.i64 4
    %off = imul %z64, %four
    %p = ptradd %out, %off
    store %z, %p, align 4
    ret
}
