; A device function only (no kernel): its object exports the hidden
; global @agc_mix for kernels of other objects, agc's or llc's, and calls
; @agc_helper, a function of its own, through a relocation too.

func @agc_helper(%x: i32) -> i32 {
entry:
    %c = iconst.i32 12345
    %r = iadd %x, %c
    ret %r
}

func @agc_mix(%x: i32, %y: i32 inreg) -> i32 {
entry:
    %a = imul %x, %y
    %r = call @agc_helper(%a)
    ret %r
}
