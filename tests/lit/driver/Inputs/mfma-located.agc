; A frontend's IR: every instruction carries a position in matmul.c, and
; the second kernel's `mfma` one in a file that does not exist.
file 0 "matmul.c"
file 1 "missing.c"

kernel @k(%x: f32, %out: ptr.global) {
entry:
    %zero = fconst.f32 0.0 !0:3:16
    %c = splat.f32x4 %zero !0:3:16
    %d = mfma f32_16x16x4_f32 %x, %x, %c !0:4:9
    store %d, %out, align 16 !0:5:3
    ret !0:6:1
}

kernel @k2(%x: f32, %out: ptr.global) {
entry:
    %zero = fconst.f32 0.0
    %c = splat.f32x4 %zero
    %d = mfma f32_16x16x4_f32 %x, %x, %c !1:2:1
    store %d, %out, align 16
    ret
}
