//! Float helpers of the VALU: f16 conversion, exact `ldexp`, `frexp`, and
//! the division helpers `v_div_scale`, `v_div_fmas`, `v_div_fixup`.
//!
//! Role: pure functions on bit patterns and native floats, shared by the
//! 32- and 64-bit arms of [`super::vector`] through the [`Fp`] trait so
//! each rule is written once.
//!
//! Invariants: everything rounds to nearest even, once. f16 arithmetic is
//! done in f64 and rounded to f16: f64 has more than 2 * 11 + 2
//! significand bits, so rounding twice gives the correctly rounded f16
//! result of +, -, *, / and sqrt.
//!
//! The division helpers implement the scaling protocol of the compiler's
//! division sequence: `v_div_scale` scales the denominator or the
//! numerator by 2^S (S = 64 for f32, 128 for f64) when the quotient or
//! the reciprocal would leave the normal range and sets VCC when the
//! quotient must be scaled back; `v_div_fmas` undoes that scaling, in the
//! direction given by the size of its addend (the scaled quotient estimate:
//! huge when the denominator was scaled up, tiny when the numerator was);
//! `v_div_fixup` produces the IEEE special cases. The scaling constants
//! and the direction rule are sim's reading of the ISA's description, and
//! are checked by the end-to-end division tests on extreme operands (the
//! sequence must then produce the correctly rounded IEEE quotient).

/// An IEEE binary format the VALU computes in (f32 or f64).
pub(crate) trait Fp: Copy + PartialEq + PartialOrd + core::ops::Div<Output = Self> {
    const BIAS: i32;
    const MANT: u32;
    /// `v_div_scale` factor exponent.
    const SCALE: i32;
    /// Exponent difference past which the quotient overflows.
    const OVF: i32;
    fn nan() -> Self;
    fn zero() -> Self;
    fn one() -> Self;
    fn is_nan_(self) -> bool;
    fn is_inf_(self) -> bool;
    fn ldexp(self, n: i32) -> Self;
    fn fma(self, b: Self, c: Self) -> Self;
    fn neg_(self) -> Self;
    fn abs_(self) -> Self;
    /// Biased exponent field.
    fn exp_field(self) -> i32;
    fn sign(self) -> bool;
    fn is_zero(self) -> bool {
        self == Self::zero()
    }
    /// Non-zero and below the smallest normal.
    fn is_denorm(self) -> bool {
        !self.is_zero() && self.exp_field() == 0
    }
}

impl Fp for f32 {
    const BIAS: i32 = 127;
    const MANT: u32 = 23;
    const SCALE: i32 = 64;
    const OVF: i32 = 96;
    fn nan() -> f32 {
        f32::from_bits(0x7fc0_0000)
    }
    fn zero() -> f32 {
        0.0
    }
    fn one() -> f32 {
        1.0
    }
    fn is_nan_(self) -> bool {
        self.is_nan()
    }
    fn is_inf_(self) -> bool {
        self.is_infinite()
    }
    fn ldexp(self, n: i32) -> f32 {
        ldexp32(self, n)
    }
    fn fma(self, b: f32, c: f32) -> f32 {
        self.mul_add(b, c)
    }
    fn neg_(self) -> f32 {
        -self
    }
    fn abs_(self) -> f32 {
        self.abs()
    }
    fn exp_field(self) -> i32 {
        (self.to_bits() >> 23 & 0xff) as i32
    }
    fn sign(self) -> bool {
        self.is_sign_negative()
    }
}

impl Fp for f64 {
    const BIAS: i32 = 1023;
    const MANT: u32 = 52;
    const SCALE: i32 = 128;
    const OVF: i32 = 768;
    fn nan() -> f64 {
        f64::from_bits(0x7ff8_0000_0000_0000)
    }
    fn zero() -> f64 {
        0.0
    }
    fn one() -> f64 {
        1.0
    }
    fn is_nan_(self) -> bool {
        self.is_nan()
    }
    fn is_inf_(self) -> bool {
        self.is_infinite()
    }
    fn ldexp(self, n: i32) -> f64 {
        ldexp64(self, n)
    }
    fn fma(self, b: f64, c: f64) -> f64 {
        self.mul_add(b, c)
    }
    fn neg_(self) -> f64 {
        -self
    }
    fn abs_(self) -> f64 {
        self.abs()
    }
    fn exp_field(self) -> i32 {
        (self.to_bits() >> 52 & 0x7ff) as i32
    }
    fn sign(self) -> bool {
        self.is_sign_negative()
    }
}

/// `x * 2^n` rounded once (the product is exact in f64 for every f32 `x`
/// and |n| <= 400, and the conversion rounds).
pub(crate) fn ldexp32(x: f32, n: i32) -> f32 {
    (x as f64 * 2f64.powi(n.clamp(-400, 400))) as f32
}

/// `x * 2^n` rounded once: scale in exact steps while the intermediate
/// stays normal, and let only the last multiplication round (it is the
/// only one that can produce a subnormal).
pub(crate) fn ldexp64(mut x: f64, n: i32) -> f64 {
    let mut n = n.clamp(-2200, 2200);
    let p = |e: i32| f64::from_bits(((e + 1023) as u64) << 52);
    while n > 1023 {
        x *= p(1023);
        n -= 1023;
    }
    // Steps of 2^-969 keep a normal x normal until the final step.
    while n < -1022 {
        x *= p(-969);
        n += 969;
    }
    x * p(n)
}

/// `frexp`: (mantissa in [0.5, 1) with x's sign, exponent); zeros,
/// infinities and NaNs give (x, 0) (NaN quieted).
pub(crate) fn frexp<F: Fp>(x: F) -> (F, i32) {
    if x.is_nan_() {
        return (F::nan(), 0);
    }
    if x.is_inf_() || x.is_zero() {
        return (x, 0);
    }
    let mut e = x.exp_field();
    let mut m = x;
    if e == 0 {
        // Subnormal: normalise first.
        m = m.ldexp(F::MANT as i32 + 1);
        e = m.exp_field() - (F::MANT as i32 + 1);
    }
    let exp = e - F::BIAS + 1;
    (x.ldexp(-exp), exp)
}

/// `v_div_scale(s0, s1 = denominator, s2 = numerator)`: (value, vcc).
pub(crate) fn div_scale<F: Fp>(s0: F, den: F, num: F) -> (F, bool) {
    if den.is_zero() || num.is_zero() || den.is_nan_() || num.is_nan_() {
        return (F::nan(), false);
    }
    if den.is_inf_() || num.is_inf_() {
        return (s0, false);
    }
    let (en, ed) = (expo(num), expo(den));
    let up = |x: F| x.ldexp(F::SCALE);
    // Quotient and reciprocal magnitudes by exponent (exact enough: the
    // boundaries below are far from the representable edges).
    let q_tiny = en - ed < -(F::BIAS - 2);
    let rcp_tiny = ed >= F::BIAS - 1;
    if en - ed >= F::OVF {
        (if s0 == den { up(s0) } else { s0 }, true)
    } else if den.is_denorm() {
        (up(s0), false)
    } else if rcp_tiny && q_tiny {
        // Scale the denominator down: the scaled quotient is then tiny
        // and `div_fmas` scales it down again.
        (if s0 == den { s0.ldexp(-F::SCALE) } else { s0 }, true)
    } else if rcp_tiny {
        (s0.ldexp(-F::SCALE), false)
    } else if q_tiny {
        (if s0 == num { up(s0) } else { s0 }, true)
    } else if en <= F::MANT as i32 + 1 - F::BIAS {
        (up(s0), false)
    } else {
        (s0, false)
    }
}

/// Unbiased exponent, treating subnormals by their leading bit.
fn expo<F: Fp>(x: F) -> i32 {
    frexp(x).1 - 1
}

/// `v_div_fmas(a, b, c)` = fma(a, b, c), scaled back by 2^±S under VCC.
pub(crate) fn div_fmas<F: Fp>(a: F, b: F, c: F, vcc: bool) -> F {
    let r = a.fma(b, c);
    if !vcc {
        return r;
    }
    if c.abs_() >= F::one() {
        r.ldexp(F::SCALE)
    } else {
        r.ldexp(-F::SCALE)
    }
}

/// `v_div_fixup(q, den, num)`: the IEEE special cases of num / den,
/// otherwise q with the quotient's sign.
pub(crate) fn div_fixup<F: Fp>(q: F, den: F, num: F) -> F {
    let neg = den.sign() != num.sign();
    let signed = |x: F| if neg { x.abs_().neg_() } else { x.abs_() };
    if num.is_nan_() || den.is_nan_() {
        F::nan()
    } else if (den.is_zero() && num.is_zero()) || (den.is_inf_() && num.is_inf_()) {
        F::nan()
    } else if den.is_zero() || num.is_inf_() {
        signed(F::one() / F::zero())
    } else if den.is_inf_() || num.is_zero() {
        signed(F::zero())
    } else if q.is_nan_() || q.is_inf_() {
        // Finite non-zero operands: the scaled sequence overflowed, so
        // the quotient does too.
        signed(F::one() / F::zero())
    } else {
        signed(q)
    }
}

/// f16 bits to f32 (exact).
pub(crate) fn f16_to_f32(h: u16) -> f32 {
    let s = (h as u32 & 0x8000) << 16;
    let e = (h >> 10 & 0x1f) as i32;
    let m = (h & 0x3ff) as u32;
    let v = match e {
        0 => (m as f32) * 2f32.powi(-24),
        31 => {
            return f32::from_bits(s | 0x7f80_0000 | m << 13 | if m != 0 { 0x40_0000 } else { 0 });
        }
        _ => f32::from_bits(((e - 15 + 127) as u32) << 23 | m << 13),
    };
    f32::from_bits(v.to_bits() | s)
}

/// f64 to f16 bits, rounding to nearest even once.
pub(crate) fn f64_to_f16(x: f64) -> u16 {
    let s = if x.is_sign_negative() { 0x8000u16 } else { 0 };
    if x.is_nan() {
        return s | 0x7e00;
    }
    let a = x.abs();
    if a >= 65520.0 {
        return s | 0x7c00;
    }
    if a < 2f64.powi(-14) {
        // Subnormal (or zero): units of 2^-24, rounded to even.
        let u = (a * 2f64.powi(24)).round_ties_even() as u16;
        return s | u;
    }
    let (_, e) = frexp(a); // a = m * 2^e, m in [0.5, 1)
    let ulp = 2f64.powi(e - 11);
    let r = (a / ulp).round_ties_even() * ulp;
    let (m, e) = frexp(r);
    let bits = ((e - 1 + 15) as u16) << 10 | ((m * 2048.0) as u16 & 0x3ff);
    s | bits
}

/// f32 to f16 bits, rounding toward zero (`v_cvt_pkrtz_f16_f32`).
pub(crate) fn f32_to_f16_rtz(x: f32) -> u16 {
    let h = f32_to_f16(x);
    if x.is_nan() || x.is_infinite() || f16_to_f32(h).abs() <= x.abs() {
        h
    } else {
        // One unit toward zero (same sign); an overflow to infinity
        // becomes the largest finite value this way too.
        h - 1
    }
}

pub(crate) fn f32_to_f16(x: f32) -> u16 {
    f64_to_f16(x as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Oracle: Rust's f64/f32 arithmetic and known f16 encodings.
    #[test]
    fn conversions_and_scaling() {
        assert_eq!(f32_to_f16(1.0), 0x3c00);
        assert_eq!(f32_to_f16(65504.0), 0x7bff);
        assert_eq!(f32_to_f16(65520.0), 0x7c00);
        assert_eq!(f32_to_f16(2f32.powi(-24)), 1);
        assert_eq!(f32_to_f16(-0.0), 0x8000);
        assert_eq!(f32_to_f16(1.0 + 2f32.powi(-11)), 0x3c00); // tie to even
        for h in 0..=0xffffu16 {
            let f = f16_to_f32(h);
            if !f.is_nan() {
                assert_eq!(f32_to_f16(f), h, "{h:#x}");
            }
        }
        assert_eq!(ldexp64(1.0, -1074), f64::from_bits(1));
        assert_eq!(ldexp64(1.5, -1074), f64::from_bits(2)); // 1.5 ulp ties to even
        assert_eq!(ldexp64(f64::MIN_POSITIVE, 2045), 2f64.powi(1023));
        assert_eq!(ldexp64(f64::MIN_POSITIVE, 2046), f64::INFINITY);
        assert_eq!(ldexp32(1.0, -149), f32::from_bits(1));
        assert_eq!(ldexp32(3.0, 200), f32::INFINITY);
        assert_eq!(frexp(8.0f32), (0.5, 4));
        assert_eq!(frexp(f32::from_bits(1)), (0.5, -148));
        assert_eq!(frexp(-0.75f64), (-0.75, 0));
        assert_eq!(frexp(f64::INFINITY).1, 0);
    }
}
