//! IEEE binary formats as bit patterns: exact decoding, correctly rounded
//! encoding, and the f16/bf16 arithmetic built on them.
//!
//! Role: the interpreter stores every float as its bits (zero-extended in a
//! `u64`). Rust has `f32` and `f64` but no `f16`/`bf16`, so this module owns
//! the one rounding routine, [`FloatFormat::round`], that turns an exact
//! value `±m·2^e` (a 64-bit integer significand and an exponent) into the
//! nearest representable value of any of the four formats, ties to even,
//! with subnormals and overflow to infinity. Every conversion that can round
//! (`fptrunc`, `sitofp`, `uitofp`, `ldexp`, f16/bf16 results) goes through
//! it, so there is exactly one place where rounding happens.
//!
//! The central trick is how f16, bf16 and f32 arithmetic is computed: in
//! `f64`, then rounded once more to the narrow format. Rounding twice is
//! usually wrong, but not here: for `+ - * /` and `sqrt` of `p`-bit
//! operands, first rounding to a format of `q >= 2p + 2` bits and then to
//! `p` bits gives the correctly rounded `p`-bit result (Figueroa, "When is
//! double rounding innocuous?", 1995). f64 has `q = 53` and
//! `2·24 + 2 = 50`, so this holds for f32 (`p = 24`), f16 (`p = 11`) and
//! bf16 (`p = 8`). `fma` is not covered by that theorem (its exact result
//! has up to three operands' worth of bits), so [`fma_narrow`] computes
//! the exact sum as an unevaluated pair `s + t` (the product of two narrow
//! values is exact in f64, and Knuth's two-sum recovers the addition's
//! error), rounds it *to odd* in f64, and only then rounds to the narrow
//! format: round-to-odd at `p + 2` or more bits followed by round-to-nearest
//! is correctly rounded (Boldo and Melquiond, "Emulation of FMA and
//! correctly rounded sums: proved algorithms using rounding to odd", 2008).
//!
//! NaN results of arithmetic are the format's canonical quiet NaN (see
//! [`FloatFormat::quiet_nan`]); bit operations (`fneg`, `fabs`,
//! `copysign`, moves) keep NaN payloads.

use crate::types::{Kind, Type};

/// One of the four IEEE binary formats the IR has.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FloatFormat {
    F16,
    BF16,
    F32,
    F64,
}

impl FloatFormat {
    /// The format of a float type's lanes.
    pub fn of(ty: Type) -> Option<FloatFormat> {
        match ty.kind() {
            Kind::F16 => Some(FloatFormat::F16),
            Kind::BF16 => Some(FloatFormat::BF16),
            Kind::F32 => Some(FloatFormat::F32),
            Kind::F64 => Some(FloatFormat::F64),
            _ => None,
        }
    }

    /// Width of the exponent field.
    pub fn exp_bits(self) -> u32 {
        match self {
            FloatFormat::F16 => 5,
            FloatFormat::BF16 | FloatFormat::F32 => 8,
            FloatFormat::F64 => 11,
        }
    }

    /// Width of the stored fraction (the significand without its hidden bit).
    pub fn frac_bits(self) -> u32 {
        match self {
            FloatFormat::F16 => 10,
            FloatFormat::BF16 => 7,
            FloatFormat::F32 => 23,
            FloatFormat::F64 => 52,
        }
    }

    /// Total width in bits.
    pub fn bits(self) -> u32 {
        1 + self.exp_bits() + self.frac_bits()
    }

    fn bias(self) -> i32 {
        (1 << (self.exp_bits() - 1)) - 1
    }

    fn sign_bit(self) -> u64 {
        1 << (self.bits() - 1)
    }

    /// The canonical quiet NaN: positive, quiet bit set, zero payload
    /// (`0x7e00`, `0x7fc0`, `0x7fc00000`, `0x7ff8000000000000`). It is what
    /// AMD hardware returns for invalid operations.
    pub fn quiet_nan(self) -> u64 {
        let exp = ((1u64 << self.exp_bits()) - 1) << self.frac_bits();
        exp | 1 << (self.frac_bits() - 1)
    }

    /// Positive infinity.
    pub fn infinity(self) -> u64 {
        ((1u64 << self.exp_bits()) - 1) << self.frac_bits()
    }

    pub fn is_nan(self, bits: u64) -> bool {
        let abs = bits & (self.sign_bit() - 1);
        abs > self.infinity()
    }

    /// The value of `bits` as an `f64`. Exact: every value of every format
    /// is an f64 value. NaNs become an f64 NaN of the same sign.
    pub fn to_f64(self, bits: u64) -> f64 {
        match self {
            FloatFormat::F64 => f64::from_bits(bits),
            FloatFormat::F32 => f64::from(f32::from_bits(bits as u32)),
            // bf16 is the top half of an f32.
            FloatFormat::BF16 => f64::from(f32::from_bits((bits as u32 & 0xffff) << 16)),
            FloatFormat::F16 => {
                let neg = bits & 0x8000 != 0;
                let exp = ((bits >> 10) & 0x1f) as i32;
                let frac = bits & 0x3ff;
                let mag = if exp == 0x1f {
                    if frac == 0 {
                        f64::INFINITY
                    } else {
                        f64::NAN
                    }
                } else if exp == 0 {
                    frac as f64 * 2f64.powi(-24)
                } else {
                    (frac | 0x400) as f64 * 2f64.powi(exp - 25)
                };
                if neg {
                    -mag
                } else {
                    mag
                }
            }
        }
    }

    /// Rounds `x` to this format, ties to even. NaN gives the canonical
    /// quiet NaN.
    pub fn from_f64(self, x: f64) -> u64 {
        if x.is_nan() {
            return self.quiet_nan();
        }
        match self {
            FloatFormat::F64 => x.to_bits(),
            // Rust's `as` rounds to nearest even, with subnormals.
            FloatFormat::F32 => u64::from((x as f32).to_bits()),
            _ => {
                if x.is_infinite() {
                    let sign = if x < 0.0 { self.sign_bit() } else { 0 };
                    return sign | self.infinity();
                }
                let (neg, m, e) = decompose_f64(x);
                self.round(neg, m, e)
            }
        }
    }

    /// Rounds the exact value `(-1)^neg · m · 2^e` to this format, ties to
    /// even, subnormals kept, overflow to infinity, underflow to a signed
    /// zero. `e` may be far outside the format's range.
    pub fn round(self, neg: bool, m: u64, e: i32) -> u64 {
        let sign = if neg { self.sign_bit() } else { 0 };
        if m == 0 {
            return sign;
        }
        let p = self.frac_bits() as i32;
        let emin = 1 - self.bias();
        let width = 64 - m.leading_zeros() as i32;
        // Exponent of the most significant bit, then of the last place kept:
        // p bits below the leading one, or fixed at the subnormal quantum.
        let top = e.saturating_add(width - 1);
        let mut qexp = top.max(emin) - p;
        let shift = qexp.saturating_sub(e);
        let mut q: u64 = if shift <= 0 {
            // Exact; `-shift <= p` because `m` has at most `width` bits.
            m << (-shift) as u32
        } else if shift > 64 {
            // Everything is below half a unit in the last place.
            0
        } else {
            let wide = u128::from(m);
            let q = wide >> shift;
            let rem = wide & ((1u128 << shift) - 1);
            let half = 1u128 << (shift - 1);
            let up = rem > half || (rem == half && q & 1 == 1);
            (q + u128::from(up)) as u64
        };
        if q >> (p + 1) != 0 {
            // Rounding carried into a new binade; the dropped bit is zero.
            q >>= 1;
            qexp += 1;
        }
        if q == 0 {
            return sign;
        }
        let frac_mask = (1u64 << p) - 1;
        if q >> p == 0 {
            // Subnormal: `qexp` is the subnormal quantum, exponent field 0.
            return sign | q;
        }
        let biased = i64::from(qexp) + i64::from(p) + i64::from(self.bias());
        if biased >= (1i64 << self.exp_bits()) - 1 {
            return sign | self.infinity();
        }
        sign | (biased as u64) << p | (q & frac_mask)
    }

    /// Splits finite, nonzero-or-zero `bits` into sign, integer significand
    /// and exponent: the value is `(-1)^neg · m · 2^e` exactly.
    pub fn decompose(self, bits: u64) -> (bool, u64, i32) {
        let p = self.frac_bits();
        let neg = bits & self.sign_bit() != 0;
        let exp = ((bits >> p) & ((1 << self.exp_bits()) - 1)) as i32;
        let frac = bits & ((1 << p) - 1);
        let emin = 1 - self.bias();
        if exp == 0 {
            (neg, frac, emin - p as i32)
        } else {
            (neg, frac | 1 << p, exp - self.bias() - p as i32)
        }
    }

    /// True for infinities and NaNs.
    pub fn is_non_finite(self, bits: u64) -> bool {
        let exp_mask = (1u64 << self.exp_bits()) - 1;
        (bits >> self.frac_bits()) & exp_mask == exp_mask
    }

    /// True when the sign bit is set.
    pub fn is_negative(self, bits: u64) -> bool {
        bits & self.sign_bit() != 0
    }

    /// Clears the sign bit.
    pub fn abs(self, bits: u64) -> u64 {
        bits & (self.sign_bit() - 1)
    }

    /// Flips the sign bit.
    pub fn neg(self, bits: u64) -> u64 {
        bits ^ self.sign_bit()
    }

    /// The magnitude of `mag` with the sign of `sign`.
    pub fn copysign(self, mag: u64, sign: u64) -> u64 {
        self.abs(mag) | (sign & self.sign_bit())
    }
}

/// Splits a finite f64 into sign, 53-bit significand and exponent.
fn decompose_f64(x: f64) -> (bool, u64, i32) {
    FloatFormat::F64.decompose(x.to_bits())
}

/// `a · b + c` with one rounding, for formats of at most 24 significand
/// bits (f16, bf16, f32). See the module doc for why this is exact.
pub fn fma_narrow(fmt: FloatFormat, a: u64, b: u64, c: u64) -> u64 {
    debug_assert!(fmt != FloatFormat::F64);
    let (a, b, c) = (fmt.to_f64(a), fmt.to_f64(b), fmt.to_f64(c));
    // 24 + 24 = 48 bits: the product is exact, and products of values in
    // these formats stay far inside f64's exponent range.
    let prod = a * b;
    if !prod.is_finite() || !c.is_finite() {
        // Infinities and NaNs propagate as in a plain evaluation.
        return fmt.from_f64(prod + c);
    }
    let s = prod + c;
    // Two-sum: `s + t == prod + c` exactly (no overflow is possible here).
    let bb = s - prod;
    let t = (prod - (s - bb)) + (c - bb);
    let odd = if t != 0.0 && s.to_bits() & 1 == 0 {
        // The exact value lies strictly between `s` and its neighbour on
        // `t`'s side; round to odd picks whichever of the two is odd, and
        // `s` is even.
        let away = (t > 0.0) == (s > 0.0);
        f64::from_bits(if away {
            s.to_bits() + 1
        } else {
            s.to_bits() - 1
        })
    } else {
        s
    };
    fmt.from_f64(odd)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The generic rounder must agree with Rust's conversions, which are
    /// correctly rounded, on f32 and f64 targets.
    #[test]
    fn round_matches_rust_conversions() {
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..20000 {
            // xorshift: random f64 bit patterns, including subnormals.
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let v = f64::from_bits(x);
            if !v.is_finite() {
                continue;
            }
            let (neg, m, e) = FloatFormat::F64.decompose(x);
            assert_eq!(
                FloatFormat::F32.round(neg, m, e),
                u64::from((v as f32).to_bits())
            );
            assert_eq!(FloatFormat::F64.round(neg, m, e), x);
            // Integer conversions.
            let i = x as i64;
            let want = (i as f32).to_bits();
            let got = FloatFormat::F32.round(i < 0, i.unsigned_abs(), 0);
            assert_eq!(got, u64::from(want), "{i}");
            assert_eq!(
                FloatFormat::F64.round(false, x, 0),
                (x as f64).to_bits(),
                "{x}"
            );
        }
    }

    #[test]
    fn f16_round_trip_and_ties() {
        for bits in 0..=0xffffu64 {
            let f = FloatFormat::F16;
            if f.is_nan(bits) {
                continue;
            }
            assert_eq!(f.from_f64(f.to_f64(bits)), bits, "{bits:#x}");
            let b = FloatFormat::BF16;
            if !b.is_nan(bits) {
                assert_eq!(b.from_f64(b.to_f64(bits)), bits, "{bits:#x}");
            }
        }
        let f = FloatFormat::F16;
        // 1 + 2^-11 is halfway between 1 and 1 + 2^-10: ties to even (1).
        assert_eq!(f.from_f64(1.0 + 2f64.powi(-11)), 0x3c00);
        // 1 + 3·2^-11 is halfway between odd and even: rounds up.
        assert_eq!(f.from_f64(1.0 + 3.0 * 2f64.powi(-11)), 0x3c02);
        // Largest finite 65504; 65520 is the midpoint to 2^16 and rounds to inf.
        assert_eq!(f.from_f64(65519.0), 0x7bff);
        assert_eq!(f.from_f64(65520.0), 0x7c00);
        // Smallest subnormal 2^-24; half of it ties to zero, above rounds up.
        assert_eq!(f.from_f64(2f64.powi(-25)), 0);
        assert_eq!(f.from_f64(2f64.powi(-25) * 1.0001), 1);
        assert_eq!(f.from_f64(-2f64.powi(-26)), 0x8000);
        // bf16: 1 + 2^-8 ties to 1.
        assert_eq!(FloatFormat::BF16.from_f64(1.0 + 2f64.powi(-8)), 0x3f80);
        assert_eq!(FloatFormat::BF16.from_f64(f64::NAN), 0x7fc0);
    }

    #[test]
    fn narrow_fma_is_single_rounding() {
        // f32: a·b + c where the product's low bits decide a tie that a
        // separately rounded multiply would lose.
        let f = FloatFormat::F32;
        let a = 1.0f32 + f32::EPSILON;
        let b = 1.0f32 - f32::EPSILON / 2.0;
        let c = -1.0f32;
        let want = a.mul_add(b, c);
        let got = fma_narrow(
            f,
            u64::from(a.to_bits()),
            u64::from(b.to_bits()),
            u64::from(c.to_bits()),
        );
        assert_eq!(got, u64::from(want.to_bits()));
        // Compare against f64's fma (exact for these inputs' products) on
        // random f32 operands.
        let mut x: u32 = 0x1234_5678;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            f32::from_bits(x & 0xbfff_ffff) // keep exponents moderate
        };
        for _ in 0..20000 {
            let (a, b, c) = (next(), next(), next());
            let want = a.mul_add(b, c);
            let got = fma_narrow(
                f,
                u64::from(a.to_bits()),
                u64::from(b.to_bits()),
                u64::from(c.to_bits()),
            );
            if want.is_nan() {
                assert!(f.is_nan(got));
            } else {
                assert_eq!(got, u64::from(want.to_bits()), "{a} {b} {c}");
            }
        }
    }
}
