//! Float helpers of the VALU: f16 conversion, exact `ldexp`, `frexp`, and
//! the division helpers `v_div_scale`, `v_div_fmas`, `v_div_fixup`.
//!
//! Role: pure functions on bit patterns and native floats, shared by the
//! 32- and 64-bit arms of [`super::vector`] through the `Fp` trait so
//! each rule is written once.
//!
//! Invariants: everything rounds to nearest even, once. f16 arithmetic is
//! done in f64 and rounded to f16: f64 has more than 2 * 11 + 2
//! significand bits, so rounding twice gives the correctly rounded f16
//! result of +, -, *, / and sqrt. An f16 fma is not safe that way (the
//! exact sum can need more than 53 bits and land on an f16 tie after its
//! f64 rounding), so `fma_f16` forms it exactly as an integer multiple
//! of 2^-48 and rounds once (`round_f16`).
//!
//! The division helpers implement the scaling protocol of the compiler's
//! division sequence: `v_div_scale` scales the denominator or the
//! numerator by 2^S (S = 64 for f32, 128 for f64) when the quotient or
//! the reciprocal would leave the normal range and sets VCC when the
//! quotient must be scaled back; `v_div_fmas` undoes that scaling, in the
//! direction given by the size of its addend (the scaled quotient estimate:
//! huge when the denominator was scaled up, tiny when the numerator was);
//! `v_div_fixup` produces the IEEE special cases. `v_div_fmas` scales
//! before its one rounding (`fma_scaled`), which is what makes denormal
//! quotients correctly rounded. The scaling constants and the direction
//! rule are sim's reading of the ISA's description, and are checked by
//! running clang's division sequences (`tests/clang_float.rs`, thousands
//! of operand pairs including every special value crossed with every
//! other, every pair of f32 exponent fields, every f64 exponent
//! difference in -1100..=1100) against the correctly rounded IEEE
//! quotient. Those sweeps pin the VCC outputs and the direction of each
//! scaling (clearing VCC in any scaling case breaks quotients near the
//! thresholds), but not the exact constants: the quotient does not change
//! when the overflow threshold moves (96 up to 127 for f32, 768 up to 900
//! for f64) or when the f32 factor is 2^48 instead of 2^64, since the
//! sequence only needs its intermediates to stay finite and normal. Those
//! constants are the ISA's (2^64 and difference 96 for f32, 2^128 and 768
//! for f64) and are not observable through correct code.

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
    /// Exact widening to f64.
    fn to_f64(self) -> f64;
    /// Rounding narrowing from f64 (exact when the value is representable).
    fn from_f64(x: f64) -> Self;
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
    fn to_f64(self) -> f64 {
        self as f64
    }
    fn from_f64(x: f64) -> f32 {
        x as f32
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
    fn to_f64(self) -> f64 {
        self
    }
    fn from_f64(x: f64) -> f64 {
        x
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
/// The scaling happens before the single rounding: a quotient that ends
/// up denormal is rounded once, at its own precision.
pub(crate) fn div_fmas<F: Fp>(a: F, b: F, c: F, vcc: bool) -> F {
    if !vcc {
        return a.fma(b, c);
    }
    let k = if c.abs_() >= F::one() {
        F::SCALE
    } else {
        -F::SCALE
    };
    fma_scaled(a, b, c, k)
}

/// `(a·b + c)·2^k` with one rounding to nearest even in F's format
/// (denormal results at denormal precision). The exact sum is formed in a
/// 128-bit integer at the larger operand's exponent; what falls below
/// bit 0 of that integer only matters as a sticky bit.
pub(crate) fn fma_scaled<F: Fp>(a: F, b: F, c: F, k: i32) -> F {
    let (x, y, z) = (a.to_f64(), b.to_f64(), c.to_f64());
    if !x.is_finite() || !y.is_finite() || !z.is_finite() || x == 0.0 || y == 0.0 {
        // The product is exact (zero) or the result is not finite: the
        // one rounding is the scaling's.
        return F::from_f64(x.mul_add(y, z)).ldexp(k);
    }
    let parts = |v: f64| -> (bool, u128, i32) {
        let bits = v.to_bits();
        let e = (bits >> 52 & 0x7ff) as i32;
        let f = bits & ((1 << 52) - 1);
        if e == 0 {
            (v < 0.0, f as u128, -1074)
        } else {
            (v < 0.0, (f | 1 << 52) as u128, e - 1075)
        }
    };
    let (sx, mx, ex) = parts(x);
    let (sy, my, ey) = parts(y);
    // Term 1: the exact product; term 2: c.
    let (mut s1, mut m1, mut e1) = (sx != sy, mx * my, ex + ey);
    let (mut s2, mut m2, mut e2) = if z == 0.0 {
        (false, 0u128, e1)
    } else {
        parts(z)
    };
    if m2 != 0 && e2 > e1 {
        core::mem::swap(&mut s1, &mut s2);
        core::mem::swap(&mut m1, &mut m2);
        core::mem::swap(&mut e1, &mut e2);
    }
    // Term 1 has the larger exponent: shift it left while it fits (one
    // spare bit for the carry), then term 2 right, keeping a sticky bit.
    let d = (e1 - e2).max(0) as u32;
    let room = m1.leading_zeros().saturating_sub(2);
    let l = d.min(room);
    m1 <<= l;
    let e = e1 - l as i32;
    let r = d - l;
    let sticky = if r >= 128 {
        let st = m2 != 0;
        m2 = 0;
        st
    } else {
        let st = m2 & ((1u128 << r) - 1) != 0;
        m2 >>= r;
        st
    };
    // Signed sum; with a sticky remainder the true value lies strictly
    // between m and m + 1 (in units of 2^e).
    let (neg, m) = if s1 == s2 || m2 == 0 {
        (s1, m1 + m2)
    } else if m1 > m2 {
        (s1, m1 - m2 - sticky as u128)
    } else {
        (s2, m2 - m1)
    };
    if m == 0 && !sticky {
        return F::from_f64(0.0);
    }
    let prec = F::MANT as i32 + 1;
    let min_lsb = -(F::BIAS - 1) - F::MANT as i32;
    let msb = 127 - m.leading_zeros() as i32;
    let top = msb + e + k;
    let lsb = (top - (prec - 1)).max(min_lsb);
    let shift = lsb - (e + k);
    let q = if shift <= 0 {
        m
    } else if shift >= 128 {
        0
    } else {
        let q = m >> shift;
        let rem = m & ((1u128 << shift) - 1);
        let half = 1u128 << (shift - 1);
        let up = rem > half || (rem == half && (sticky || q & 1 == 1));
        q + up as u128
    };
    let (q, lsb) = if shift <= 0 { (q, e + k) } else { (q, lsb) };
    let mag = ldexp64(q as f64, lsb);
    F::from_f64(if neg { -mag } else { mag })
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

/// f64 to f16 bits, rounding to nearest even once. A NaN stays a NaN of
/// its sign, made quiet, with the top bits of its payload (IEEE 754's
/// recommendation; an f16 NaN widened by [`f16_to_f32`] and then to f64
/// comes back with its own payload, so f16 arithmetic that propagates a
/// NaN operand keeps it).
pub(crate) fn f64_to_f16(x: f64) -> u16 {
    let s = if x.is_sign_negative() { 0x8000u16 } else { 0 };
    if x.is_nan() {
        return s | 0x7e00 | (x.to_bits() >> 42 & 0x1ff) as u16;
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

/// The exact value `mag * 2^e` (with the sign `neg`) rounded to f16 bits,
/// to nearest even, once. `mag` may be any width: the rounding looks at
/// every bit, so sums and products formed exactly in integers round
/// exactly once.
pub(crate) fn round_f16(neg: bool, mag: u128, e: i32) -> u16 {
    let s = if neg { 0x8000u16 } else { 0 };
    if mag == 0 {
        return s;
    }
    // Value in [2^top, 2^(top + 1)).
    let top = 127 - mag.leading_zeros() as i32 + e;
    // Exponent of the f16 quantum at that magnitude (denormals: 2^-24).
    let q = if top < -14 { -24 } else { top - 10 };
    let shift = q - e;
    let m: u128 = if shift <= 0 {
        mag << (-shift) as u32
    } else if shift >= 128 {
        0
    } else {
        let kept = mag >> shift;
        let rest = mag & ((1u128 << shift) - 1);
        let half = 1u128 << (shift - 1);
        if rest > half || (rest == half && kept & 1 == 1) {
            kept + 1
        } else {
            kept
        }
    };
    // m * 2^q is representable in f16 unless it overflows (m <= 2^11).
    s | f64_to_f16(ldexp64(m as f64, q))
}

/// f16 bits as (negative, integer significand, exponent) with the value
/// `sig * 2^exp`; `None` for infinities and NaNs.
fn f16_parts(h: u16) -> Option<(bool, u128, i32)> {
    let (neg, e, m) = (
        h & 0x8000 != 0,
        (h >> 10 & 0x1f) as i32,
        (h & 0x3ff) as u128,
    );
    match e {
        31 => None,
        0 => Some((neg, m, -24)),
        _ => Some((neg, m | 0x400, e - 25)),
    }
}

/// `fma(a, b, c)` of f16 bit patterns, rounded once: every finite f16 is
/// an integer times 2^-24, so the exact sum is an integer times 2^-48 that
/// fits an i128 and [`round_f16`] rounds it. Infinities and NaNs take the
/// f64 path, which is exact for them.
pub(crate) fn fma_f16(a: u16, b: u16, c: u16) -> u16 {
    let (Some((na, ma, ea)), Some((nb, mb, eb)), Some((nc, mc, ec))) =
        (f16_parts(a), f16_parts(b), f16_parts(c))
    else {
        let r = (f16_to_f32(a) as f64).mul_add(f16_to_f32(b) as f64, f16_to_f32(c) as f64);
        return f64_to_f16(r);
    };
    let np = na != nb;
    // Both terms in units of 2^-48.
    let p = (ma * mb) << (ea + eb + 48) as u32;
    let t = mc << (ec + 48) as u32;
    let (sp, st) = (
        p as i128 * if np { -1 } else { 1 },
        t as i128 * if nc { -1 } else { 1 },
    );
    let sum = sp + st;
    if sum == 0 {
        // Exact zero: -0 only when both terms are zeros of negative sign
        // (IEEE, rounding to nearest); a cancellation gives +0.
        let neg = p == 0 && t == 0 && np && nc;
        return if neg { 0x8000 } else { 0 };
    }
    round_f16(sum < 0, sum.unsigned_abs(), -48)
}

/// `v_cmp_class` mask bit of an f16 bit pattern (the same bit numbering
/// as for f32: 0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0,
/// 6 +0, 7 +denormal, 8 +normal, 9 +inf), classified in f16 itself so
/// that f16 denormals are denormals.
pub(crate) fn class16(h: u16) -> u32 {
    let neg = h & 0x8000 != 0;
    let (e, m) = (h >> 10 & 0x1f, h & 0x3ff);
    let bit = match (e, m) {
        (31, m) if m != 0 => return if m & 0x200 == 0 { 1 } else { 2 },
        (31, _) => {
            if neg {
                2
            } else {
                9
            }
        }
        (0, 0) => {
            if neg {
                5
            } else {
                6
            }
        }
        (0, _) => {
            if neg {
                4
            } else {
                7
            }
        }
        _ => {
            if neg {
                3
            } else {
                8
            }
        }
    };
    1 << bit
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Oracle: exact arithmetic by hand (ties, underflow, signed zeros)
    /// and the class bits' definitions.
    #[test]
    fn f16_fma_and_class() {
        // Oracle: exact arithmetic by hand. 1 + 2^-11 is a tie that f16
        // rounds to even (1.0); 2^-24 more makes it round up.
        let one = 0x3c00;
        let tiny = 0x0001; // 2^-24
        let half_ulp = 0x1000; // 2^-11
        assert_eq!(fma_f16(half_ulp, one, one), 0x3c00);
        // (2^-11) * (1 + 2^-10) = 2^-11 + 2^-21: above the tie, rounds up.
        assert_eq!(fma_f16(half_ulp, 0x3c01, one), 0x3c01);
        assert_eq!(fma_f16(tiny, tiny, 0), 0); // 2^-48 underflows to +0
        assert_eq!(fma_f16(tiny, 0x8001, 0x8000), 0x8000); // -2^-48 + -0 -> -0
        assert_eq!(fma_f16(one, one, 0xbc00), 0); // 1 - 1 = +0
        assert_eq!(fma_f16(0x8000, one, 0x8000), 0x8000);
        assert_eq!(fma_f16(0x7bff, 0x4000, 0xfbff), 0x7bff); // exact, no overflow
        assert_eq!(fma_f16(0x7c00, 0, one) & 0x7e00, 0x7e00); // inf * 0 = NaN
        assert_eq!(round_f16(false, 3, -26), 0x0001); // 0.75 * 2^-24 -> 2^-24
        assert_eq!(round_f16(false, 1, -25), 0); // 2^-25 ties to even 0
        assert_eq!(round_f16(false, 65520, 0), 0x7c00);
        assert_eq!(class16(0x0001), 1 << 7);
        assert_eq!(class16(0x83ff), 1 << 4);
        assert_eq!(class16(0x0400), 1 << 8);
        assert_eq!(class16(0x7c01), 1);
        assert_eq!(class16(0xfe00), 2);
        assert_eq!(class16(0xfc00), 1 << 2);
    }

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

    /// Oracle: hand-computed single roundings at denormal precision (a
    /// rounding before the scaling would give the tie-to-even answers).
    #[test]
    fn fma_scaled_rounds_once() {
        let tiny = 2f64.powi(-60);
        // 1.5 units ties to even (2); 1.5 units plus a sticky bit rounds up.
        assert_eq!(fma_scaled(1.5f64, 1.0, 0.0, -1074).to_bits(), 2);
        assert_eq!(fma_scaled(1.0f64, 1.5, tiny, -1074).to_bits(), 2);
        // 0.5 units ties to 0; just above it rounds to 1 unit.
        assert_eq!(fma_scaled(1.0f64, 0.5, 0.0, -1074).to_bits(), 0);
        assert_eq!(fma_scaled(1.0f64, 0.5, tiny, -1074).to_bits(), 1);
        // 2.5 - 2^-60 units: rounding the sum to f64 first would make it
        // the tie 2.5 and give 2; once, it is below the tie too.
        assert_eq!(fma_scaled(2.5f64, 1.0, -tiny, -1074).to_bits(), 2);
        // 2.5 + 2^-60 units: a rounding of the f64 sum first would lose the
        // sticky bit and tie to 2; once, it is 3.
        assert_eq!(fma_scaled(2.5f64, 1.0, tiny, -1074).to_bits(), 3);
        assert_eq!(fma_scaled(1.5f32, 1.0, 2f32.powi(-40), -149).to_bits(), 2);
        assert_eq!(
            fma_scaled(-1.0f32, 0.5, -(2f32.powi(-30)), -149).to_bits(),
            0x8000_0001
        );
        // Normal results and overflow.
        assert_eq!(fma_scaled(3.0f32, 5.0, 1.0, 2), 64.0);
        assert_eq!(fma_scaled(f64::MAX, 1.0, 0.0, 1), f64::INFINITY);
        assert_eq!(fma_scaled(2.0f64, 3.0, -6.0, 10), 0.0);
    }
}
