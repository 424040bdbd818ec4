; A uniform 8-dword value (an i64x4 loaded once, by one s_load_dwordx8)
; live beside private memory. On the processors with a scratch buffer
; resource (gfx900 to gfx90a) the fixed s[0:3], s[4:5] and s6 of the
; initial state must stay separate register groups when the register
; banks fold the 4-dword unit into the 8-dword one; this kernel used to be
; rejected with "fixed register s6 cannot be a 1-register group".
; Oracle: the IR interpreter.
;
; run: @wide_sgpr_private grid(64) (in=i64[10, 12884901895, 21474836480, 100], out=i32[64](0)) => out == [23, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, 55, 130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 143, 144, 87, 146, 147, 148, 149, 150, 151, 152, 153, 154, 155, 156, 157, 158, 159, 160, 119, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174, 175, 176]

kernel @wide_sgpr_private(%in: ptr.global, %out: ptr.global) {
    $arr = stack_slot 64, align 4
entry:
    %tid = workitem_id x
    %v = load.i64x4 %in, align 32
    %b0 = extractlane %v, 0
    %a0 = trunc.i32 %b0
    %b1 = extractlane %v, 1
    %c32 = iconst.i64 32
    %b1h = lshr %b1, %c32
    %h = trunc.i32 %b1h
    %b3 = extractlane %v, 3
    %a7 = trunc.i32 %b3
    %base = stack_addr $arr
    store %a7, %base, align 4
    %fifteen = iconst.i32 15
    %slot = and %tid, %fifteen
    %four = iconst.i32 4
    %o = imul %slot, %four
    %p = ptradd %base, %o
    %s = iadd %a0, %tid
    store %s, %p, align 4
    %x = load.i32 %p, align 4
    %y = load.i32 %base, align 4
    %xy = iadd %x, %y
    %r = iadd %xy, %h
    %t64 = zext.i64 %tid
    %f4 = iconst.i64 4
    %o64 = imul %t64, %f4
    %po = ptradd %out, %o64
    store %r, %po, align 4
    ret
}
