; Every float operation on every float type, vectors, and fconst spellings.
func @float_scalar(%a: f32, %b: f32, %e: i32) -> f32 {
entry:
    %add = fadd %a, %b
    %sub = fsub %add, %b
    %mul = fmul %sub, %b
    %div = fdiv %mul, %b
    %min = fmin %div, %b
    %max = fmax %min, %b
    %cs = copysign %max, %b
    %fma = fma %cs, %a, %b
    %neg = fneg %fma
    %abs = fabs %neg
    %sqrt = sqrt %abs
    %rsqrt = rsqrt %sqrt
    %rcp = rcp %rsqrt
    %exp2 = exp2 %rcp
    %log2 = log2 %exp2
    %sin = sin %log2
    %cos = cos %sin
    %floor = floor %cos
    %ceil = ceil %floor
    %trunc = ftrunc %ceil
    %near = nearest %trunc
    %ld = ldexp %near, %e
    ret %ld
}

func @float_types(%h: f16, %b: bf16, %d: f64, %h2: f16x2, %b2: bf16x2, %f4: f32x4, %d2: f64x2, %f3: f32x3, %e2: i32x2, %e4: i32x4) -> (f16, bf16, f64, f16x2, bf16x2, f32x4, f64x2, f32x3) {
entry:
    %h1 = fmul %h, %h
    %b1 = fadd %b, %b
    %d1 = fma %d, %d, %d
    %h3 = fadd %h2, %h2
    %h4 = ldexp %h3, %e2
    %b3 = fmax %b2, %b2
    %f5 = sqrt %f4
    %f6 = ldexp %f5, %e4
    %d3 = fdiv %d2, %d2
    %f7 = fneg %f3
    ret %h1, %b1, %d1, %h4, %b3, %f6, %d3, %f7
}

func @float_consts() -> (f32, f32, f32, f32, f32, f64, f64, f64, f64, f16, f16, f16, f16, bf16, bf16, f32, f64) {
entry:
    %a = fconst.f32 1.5
    %b = fconst.f32 -0.0
    %c = fconst.f32 inf
    %d = fconst.f32 -inf
    %e = fconst.f32 0x7fc00000
    %f = fconst.f64 0.1
    %g = fconst.f64 1e-300
    %h = fconst.f64 1.25e20
    %i = fconst.f64 0x7ff8000000000001
    %j = fconst.f16 65500.0
    %k = fconst.f16 6e-8
    %l = fconst.f16 0.1
    %m = fconst.f16 0x7e00
    %n = fconst.bf16 3.0
    %o = fconst.bf16 -inf
    %p = fconst.f32 3.4028235e38
    %q = fconst.f64 123456789.125
    ret %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l, %m, %n, %o, %p, %q
}
