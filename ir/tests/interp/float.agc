; Float semantics: IEEE rounding in every format, minNum/maxNum, rounding
; to integral values, saturating conversions.

; run: @fadd_f16(1.0, 0x1000) == 1.0
; run: @fadd_f16(65504.0, 16.0) == inf
; run: @fadd_f16(65504.0, 8.0) == 65504.0
func @fadd_f16(%a: f16, %b: f16) -> f16 {
entry:
    %r = fadd %a, %b
    ret %r
}

; run: @fdiv_f32(1.0, 3.0) == 0.33333334
; run: @fdiv_f32(-1.0, 0.0) == -inf
; run: @fdiv_f32(0.0, 0.0) == nan
func @fdiv_f32(%a: f32, %b: f32) -> f32 {
entry:
    %r = fdiv %a, %b
    ret %r
}

; run: @minmax(nan, 1.0) == (1.0, 1.0)
; run: @minmax(0.0, -0.0) == (-0.0, 0.0)
; run: @minmax(nan, nan) == (nan, nan)
func @minmax(%a: f32, %b: f32) -> (f32, f32) {
entry:
    %lo = fmin %a, %b
    %hi = fmax %a, %b
    ret %lo, %hi
}

; run: @round(2.5) == (2.0, 3.0, 2.0, 2.0)
; run: @round(-0.5) == (-1.0, -0.0, -0.0, -0.0)
; run: @round(-3.5) == (-4.0, -3.0, -3.0, -4.0)
func @round(%x: f32) -> (f32, f32, f32, f32) {
entry:
    %f = floor %x
    %c = ceil %x
    %t = ftrunc %x
    %n = nearest %x
    ret %f, %c, %t, %n
}

; run: @fma_f32(0x3f800001, 0x3f7fffff, -1.0) == 0x337ffffe
func @fma_f32(%a: f32, %b: f32, %c: f32) -> f32 {
entry:
    %r = fma %a, %b, %c
    ret %r
}

; run: @to_int(-1.9) == (-1, 0)
; run: @to_int(nan) == (0, 0)
; run: @to_int(1e10) == (2147483647, 4294967295)
; run: @to_int(-1e10) == (-2147483648, 0)
func @to_int(%x: f32) -> (i32, i32) {
entry:
    %s = fptosi.i32 %x
    %u = fptoui.i32 %x
    ret %s, %u
}

; run: @narrow(1.00048828125) == (1.0, 1.0)
; run: @narrow(1e6) == (inf, 999424.0)
func @narrow(%x: f64) -> (f16, bf16) {
entry:
    %h = fptrunc.f16 %x
    %b = fptrunc.bf16 %x
    ret %h, %b
}

; run: @approx(4.0) == (0.5, 0.25, 16.0, 2.0)
func @approx(%x: f32) -> (f32, f32, f32, f32) {
entry:
    %a = rsqrt %x
    %b = rcp %x
    %c = exp2 %x
    %d = log2 %x
    ret %a, %b, %c, %d
}

; run: @trig(0.5) == (0.47942555, 0.87758255) ulp 1
func @trig(%x: f32) -> (f32, f32) {
entry:
    %s = sin %x
    %c = cos %x
    ret %s, %c
}

; run: @scale([1.5, -2], 2.0) == [3, -4]
func @scale(%v: f32x2, %k: f32) -> f32x2 {
entry:
    %kk = splat.f32x2 %k
    %r = fmul %v, %kk
    ret %r
}
