//! The NaN rules of the float `min`/`max`/`min3`/`max3`/`med3` rows that
//! work on f16 bit patterns, and the `med3` selection rule every width
//! shares.
//!
//! Role: f16 `v_min`/`v_max` (and the three-operand forms) must return
//! one of their operands bit for bit — a NaN keeps its payload — so they
//! cannot go through the f64 arithmetic path of the other f16 rows (an
//! f64 result is rounded back to f16 and a NaN would come back with
//! whatever payload that rounding gives it). These functions pick an
//! operand instead of computing a value; the f32/f64 rows do the same
//! on native floats in [`super::vector`].
//!
//! Rules (seed 000, "FP Max/Min selection", the same for every width):
//! with MODE.IEEE set, a signalling NaN operand — src0's first — is the
//! result, made quiet with its other bits kept; otherwise a quiet NaN is
//! ignored (it is the smallest value for `max` and the largest for `min`),
//! and -0 orders below +0. With MODE.IEEE clear a signalling NaN is
//! ignored like a quiet one. When both operands are (ignored) NaNs the
//! result is src1, as the f32 rows do (the seed does not order two NaNs).
//! `min3`/`max3` apply the two-operand rule twice, `(s0 op s1) op s2`.
//!
//! `med3` (the ISA's definition of `v_med3_f32`/`v_med3_f16`): when any
//! operand is a NaN the result is `min3` of the three, under the rule
//! above (so with MODE.IEEE a signalling NaN in src0 or src1 is quieted
//! by the inner `min` and then loses to a number in src2, while one in
//! src2 wins); otherwise the result is the `max` of the two operands that
//! are not the largest, where "largest" is found by comparing `max3`
//! with src0 then src1 by value (±0 compare equal). That form, unlike a
//! `max(min(a, b), min(max(a, b), c))` network, decides which zero a
//! median of zeros is.
//!
//! Trick: the selection works on bit patterns with an ordering key, so
//! no f16 value is ever rebuilt from a float.

use super::float::f16_to_f32;

/// Whether f16 bits `h` are a NaN.
#[inline]
pub(crate) fn nan16(h: u16) -> bool {
    h & 0x7c00 == 0x7c00 && h & 0x3ff != 0
}

/// Whether f16 bits `h` are a signalling NaN (quiet bit 9 clear).
#[inline]
fn snan16(h: u16) -> bool {
    nan16(h) && h & 0x200 == 0
}

/// The two-operand f16 `min` (`max` when `max`) of seed 000's rule, on
/// bit patterns.
#[inline]
pub(crate) fn minmax16(a: u16, b: u16, ieee: bool, max: bool) -> u16 {
    if ieee {
        if snan16(a) {
            return a | 0x200;
        }
        if snan16(b) {
            return b | 0x200;
        }
    }
    if nan16(a) {
        return b;
    }
    if nan16(b) {
        return a;
    }
    let (x, y) = (f16_to_f32(a), f16_to_f32(b));
    if x == y {
        // Equal values differ only in the sign of a zero: -0 < +0.
        let a_neg = a & 0x8000 != 0;
        return if max != a_neg { a } else { b };
    }
    if (x > y) == max {
        a
    } else {
        b
    }
}

/// `med3` of seed 000's `min`/`max` (`min`, `max`), the NaN test `nan`
/// and value equality `eq` (the module doc gives the rule).
#[inline]
pub(crate) fn med3<T: Copy>(
    [a, b, c]: [T; 3],
    nan: impl Fn(T) -> bool,
    eq: impl Fn(T, T) -> bool,
    min: impl Fn(T, T) -> T,
    max: impl Fn(T, T) -> T,
) -> T {
    if nan(a) || nan(b) || nan(c) {
        return min(min(a, b), c);
    }
    let m = max(max(a, b), c);
    if eq(m, a) {
        max(b, c)
    } else if eq(m, b) {
        max(a, c)
    } else {
        max(a, b)
    }
}

/// f16 `med3` on bit patterns.
#[inline]
pub(crate) fn med3_16(v: [u16; 3], ieee: bool) -> u16 {
    med3(
        v,
        nan16,
        |x, y| f16_to_f32(x) == f16_to_f32(y),
        |x, y| minmax16(x, y, ieee, false),
        |x, y| minmax16(x, y, ieee, true),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Seed 000's selection rules on f16 bit patterns.
    #[test]
    fn f16_rules_seed_000() {
        let (snan, qnan) = (0x7c05u16, 0xfe07u16);
        assert_eq!(minmax16(snan, 0x3c00, true, false), 0x7e05);
        assert_eq!(minmax16(0x3c00, snan, true, true), 0x7e05);
        assert_eq!(minmax16(snan, 0xfc11, true, true), 0x7e05);
        assert_eq!(minmax16(0x3c00, snan, false, false), 0x3c00);
        assert_eq!(minmax16(qnan, 0x3c00, true, false), 0x3c00);
        assert_eq!(minmax16(qnan, 0x3c00, true, true), 0x3c00);
        // Canonicalization: max(x, x) quiets and keeps the payload.
        assert_eq!(minmax16(snan, snan, true, true), 0x7e05);
        assert_eq!(minmax16(0x8000, 0x0000, true, false), 0x8000);
        assert_eq!(minmax16(0x8000, 0x0000, true, true), 0x0000);
        assert_eq!(minmax16(0x0000, 0x8000, true, false), 0x8000);
        // med3: NaNs go to min3; a quiet NaN is ignored.
        assert_eq!(med3_16([qnan, 0x4000, 0x3c00], true), 0x3c00);
        assert_eq!(med3_16([0x4000, 0x3c00, snan], true), 0x7e05);
        assert_eq!(med3_16([snan, 0x4000, 0x3c00], true), 0x3c00);
        assert_eq!(med3_16([0x4200, 0x3c00, 0x4000], true), 0x4000);
        // Zeros: max3 == src0 (by value), so max(src1, src2).
        assert_eq!(med3_16([0x0000, 0x8000, 0x8000], true), 0x8000);
        assert_eq!(med3_16([0x8000, 0x0000, 0xbc00], true), 0x0000);
    }
}
