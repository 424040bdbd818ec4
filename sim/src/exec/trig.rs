//! `v_trig_preop_f64`: segments of 2/pi for the range reduction of f64
//! sine and cosine.
//!
//! Role: [`trig_preop`] computes the instruction's result from
//! [`TWO_OVER_PI`], the first 1201 bits of the binary expansion of 2/pi,
//! which is the table the ISA defines the row with (bits beyond the
//! 1201st read as zero, as they do on the hardware).
//!
//! The ISA's definition, with `e` the biased exponent field of S0 and
//! `seg` = S1\[4:0\]:
//! `shift = 53 * seg + max(e - 1077, 0)`; the result is the 53-bit
//! integer formed by table bits `shift + 1 ..= shift + 53` (bit 1 is the
//! 2^-1 place of 2/pi) times `2^(-53 - shift)`, times another `2^128`
//! when `e >= 1968` (so that the segments of huge inputs stay normal).
//! The exponent-dependent shift is the trick: for `|x| >= 2^54` the
//! first bits of 2/pi only contribute whole multiples of 4 to `x * 2/pi`,
//! which drop out of the reduction, so the segments start further down.
//! The scaling rounds toward zero (the only inexact case is a result in
//! the denormal range). The sign of S0 is ignored; a NaN or infinite S0
//! goes through the same formula (`e` = 2047), sim's reading of an ISA
//! that makes no exception for them.
//!
//! Invariant: [`TWO_OVER_PI`] holds exactly 1201 bits; the low 15 bits of
//! its last word are zero (unit test against 2/pi computed from Machin's
//! formula).

/// 2/pi = 0.1010_0010_1111_1001...b: bit `k` (1-based, the 2^-k place) is
/// bit `63 - (k - 1) % 64` of word `(k - 1) / 64`. 1201 bits; the rest of
/// the last word is zero.
pub const TWO_OVER_PI: [u64; 19] = [
    0xa2f9_836e_4e44_1529,
    0xfc27_57d1_f534_ddc0,
    0xdb62_9599_3c43_9041,
    0xfe51_63ab_debb_c561,
    0xb724_6e3a_424d_d2e0,
    0x0649_2eea_09d1_921c,
    0xfe1d_eb1c_b129_a73e,
    0xe882_35f5_2ebb_4484,
    0xe99c_7026_b45f_7e41,
    0x3991_d639_8353_39f4,
    0x9c84_5f8b_bdf9_283b,
    0x1ff8_97ff_de05_980f,
    0xef2f_118b_5a0a_6d1f,
    0x6d36_7ecf_27cb_09b7,
    0x4f46_3f66_9e5f_ea2d,
    0x7527_bac7_ebe5_f17b,
    0x3d07_39f7_8a52_92ea,
    0x6bfb_5fb1_1f8d_5d08,
    0x5603_3046_fc7b_0000,
];

/// Number of meaningful bits in [`TWO_OVER_PI`].
pub const TABLE_BITS: u32 = 1201;

/// Bit `k` (1-based) of 2/pi per the table, 0 past its end.
fn bit(k: u32) -> u64 {
    if k == 0 || k > TABLE_BITS {
        return 0;
    }
    let i = (k - 1) as usize;
    TWO_OVER_PI[i / 64] >> (63 - i % 64) & 1
}

/// `v_trig_preop_f64 S0, S1` (see the module doc).
pub fn trig_preop(x: f64, seg: u32) -> f64 {
    let e = (x.to_bits() >> 52 & 0x7ff) as i32;
    let shift = 53 * (seg & 31) as i32 + (e - 1077).max(0);
    let mut m = 0u64;
    for k in 1..=53 {
        m = m << 1 | bit(shift as u32 + k);
    }
    let scale = -53 - shift + if e >= 1968 { 128 } else { 0 };
    ldexp_rtz(m, scale)
}

/// `m * 2^scale` for a 53-bit `m`, rounded toward zero (exact unless it
/// falls in the denormal range).
fn ldexp_rtz(m: u64, scale: i32) -> f64 {
    if m == 0 {
        return 0.0;
    }
    let n = 64 - m.leading_zeros() as i32; // bit length, <= 53
    let top = scale + n - 1; // exponent of the leading bit
    if top >= -1022 {
        let frac = (m << (53 - n)) & ((1 << 52) - 1);
        return f64::from_bits(((top + 1023) as u64) << 52 | frac);
    }
    // Denormal: units of 2^-1074.
    let sh = -1074 - scale;
    if sh >= 64 {
        return 0.0;
    }
    f64::from_bits(m >> sh)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Fixed-point numbers with `LIMBS` 32-bit limbs after the point and
    /// one before it, little-endian.
    const LIMBS: usize = 44;
    type Fix = Vec<u32>;

    fn div_small(a: &Fix, d: u32) -> Fix {
        let mut r = 0u64;
        let mut q = vec![0u32; a.len()];
        for i in (0..a.len()).rev() {
            let cur = r << 32 | a[i] as u64;
            q[i] = (cur / d as u64) as u32;
            r = cur % d as u64;
        }
        q
    }
    fn add(a: &mut Fix, b: &Fix, sub: bool) {
        let mut c = 0i64;
        for i in 0..a.len() {
            let v = a[i] as i64 + if sub { -(b[i] as i64) } else { b[i] as i64 } + c;
            a[i] = v.rem_euclid(1 << 32) as u32;
            c = v.div_euclid(1 << 32);
        }
    }
    fn mul_small(a: &Fix, k: u32) -> Fix {
        let mut c = 0u64;
        a.iter()
            .map(|&x| {
                let v = x as u64 * k as u64 + c;
                c = v >> 32;
                v as u32
            })
            .collect()
    }
    /// arctan(1/x) by its Taylor series.
    fn arctan_inv(x: u32) -> Fix {
        let mut one = vec![0u32; LIMBS + 1];
        one[LIMBS] = 1;
        let mut term = div_small(&one, x);
        let mut sum = term.clone();
        let mut k = 1u32;
        while term.iter().any(|&t| t != 0) {
            term = div_small(&term, x * x);
            let t = div_small(&term, 2 * k + 1);
            add(&mut sum, &t, k % 2 == 1);
            k += 1;
        }
        sum
    }

    /// The table is 2/pi: pi from Machin's formula (16 atan(1/5) - 4
    /// atan(1/239)) in 1408-bit fixed point, then 2/pi bit by bit by
    /// long division. Oracle: that computation, independent of how the
    /// table was written down.
    #[test]
    fn table_is_two_over_pi() {
        let mut pi = mul_small(&arctan_inv(5), 16);
        add(&mut pi, &mul_small(&arctan_inv(239), 4), true);
        let mut r = vec![0u32; LIMBS + 1];
        r[LIMBS] = 2;
        let ge = |a: &Fix, b: &Fix| {
            for i in (0..a.len()).rev() {
                if a[i] != b[i] {
                    return a[i] > b[i];
                }
            }
            true
        };
        for k in 1..=TABLE_BITS + 15 {
            r = mul_small(&r, 2);
            let one = ge(&r, &pi);
            if one {
                add(&mut r, &pi, true);
            }
            let want = if k <= TABLE_BITS { one as u64 } else { 0 };
            assert_eq!(bit_raw(k), want, "bit {k} of 2/pi");
        }
    }
    fn bit_raw(k: u32) -> u64 {
        let i = (k - 1) as usize;
        TWO_OVER_PI[i / 64] >> (63 - i % 64) & 1
    }

    /// Segment 0 of a small input is 2/pi truncated to 53 bits; segment 1
    /// continues it; the sum of segments 0..2 approximates 2/pi to
    /// ~159 bits. Oracle: the ISA formula applied by hand to the known
    /// leading bits 0xa2f9836e4e441529fc...
    #[test]
    fn first_segments() {
        let s0 = trig_preop(1.0, 0);
        assert_eq!(s0, (0xa2f9_836e_4e44_1529u64 >> 11) as f64 * 2f64.powi(-53));
        assert!((s0 - std::f64::consts::FRAC_2_PI).abs() <= 2f64.powi(-53));
        let s1 = trig_preop(-1.0, 1);
        assert!(s1 > 0.0 && s1 < 2f64.powi(-53));
        // Exponent 1078 (2^55) shifts by one bit; 1968 and up rescale.
        let big = f64::from_bits(1078u64 << 52);
        assert_eq!(
            trig_preop(big, 0),
            ldexp_rtz((0xa2f9_836e_4e44_1529u64 << 1) >> 11, -54)
        );
        let huge = f64::from_bits(1968u64 << 52);
        let sh = 1968 - 1077;
        let mut m = 0u64;
        for k in 1..=53 {
            m = m << 1 | bit(sh + k);
        }
        assert_eq!(trig_preop(huge, 0), ldexp_rtz(m, -53 - sh as i32 + 128));
        // Past the table everything is zero.
        assert_eq!(trig_preop(1.0, 31).to_bits(), 0);
    }
}
