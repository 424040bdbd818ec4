; Kernels that call device functions defined in other objects: @llc_poly
; (compiled by llc from llc_side.ll) and @agc_mix (agc, device.agc). Each
; call is an R_AMDGPU_REL32_LO/HI pair against an undefined hidden symbol
; that ld.lld resolves.

func @llc_poly(%x: i32, %y: i32 inreg) -> i32

func @agc_mix(%x: i32, %y: i32 inreg) -> i32

kernel @agc_calls_llc(%out: ptr.global, %k: i32) {
entry:
    %i = workitem_id x
    %r = call @llc_poly(%i, %k)
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %p = ptradd %out, %off
    store %r, %p, align 4
    ret
}

kernel @agc_calls_agc(%out: ptr.global, %k: i32) {
entry:
    %i = workitem_id x
    %r = call @agc_mix(%i, %k)
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %p = ptradd %out, %off
    store %r, %p, align 4
    ret
}
