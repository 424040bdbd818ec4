//! Float atomics: what `ds_add_f32`, `global_atomic_add_f64`,
//! `ds_min_f32`, `ds_cmpst_f64`, `global_atomic_pk_add_f16` and friends
//! store.
//!
//! Role: the new memory value of every float read-modify-write, by the
//! rules of seed 000 (float atomics): addition rounds to nearest even
//! whatever MODE.round says; denormals are flushed or kept by rules that
//! depend on the operation *and* on the unit executing it (the LDS unit or
//! the memory atomic unit); NaNs propagate by fixed rules; `min`/`max`
//! order -0 below +0 and return one of their sources unmodified.
//!
//! Invariants: every float atomic goes through [`update`]; the rules are
//! the rows of [`RULES`], one per (operation, unit), and nothing else here
//! tests an operation or a unit. The unit is the instruction's: DS
//! instructions follow the LDS rules, FLAT/GLOBAL/MUBUF ones the memory
//! rules (also when a flat address lands in LDS: the seed states the rules
//! per instruction kind). Operands are bit patterns; `src0` of the seed's
//! rules is the old memory value and `src1` the instruction's data.
//!
//! Trick: the arithmetic is done on the host, whose `+` on `f32`/`f64` is
//! IEEE round-to-nearest-even with denormals, i.e. exactly the seed's
//! adder once inputs are flushed as the row says. Every special case the
//! seed fixes (NaN choice and quieting, the sign of Inf - Inf's NaN and of
//! zero sums) is decided on the bits before or after, so host NaN
//! conventions never leak. Narrow formats add in f64, exact for f16 and
//! correctly rounded after one more rounding for bf16 (53 >= 2·24 + 2).
//!
//! Where the seed is silent, sim chooses and says so here: on a tie
//! (equal keys after flushing, or two quiet NaNs) `min`/`max` keep the old
//! memory value; bf16 lanes use the f32 denormal control (bf16 has f32's
//! exponent range) and f16 lanes the f16/f64 one.

use crate::program::AtomicOp;

/// Which unit executes an atomic (seed 000 gives rules per unit).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// DS instructions.
    Lds,
    /// FLAT, GLOBAL and buffer instructions.
    Memory,
}

/// The float operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FOp {
    Add,
    Min,
    Max,
    CmpSwap,
}

/// A denormal-flush control.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flush {
    /// Hard-wired: always flush.
    Always,
    /// Flush unless MODE.fp_denorm bit 0 (allow input denormals) of the
    /// operand format's field is set.
    UnlessBit0,
    /// Flush unless bit 1 (allow output denormals) is set.
    UnlessBit1,
}

/// What happens to the value stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Output {
    /// The computed result, flushed under this control.
    Flushed(Flush),
    /// An unmodified copy of one source (flushing was for comparison only).
    Source,
    /// The new value, flushed exactly when inputs are flushed.
    AsInput,
}

/// One row of seed 000's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rule {
    pub op: FOp,
    pub unit: Unit,
    /// Flushing of the inputs (for `min`/`max`/`cmpswap`: of the values
    /// compared).
    pub input: Flush,
    pub output: Output,
}

/// Seed 000, "denormals": one row per (operation, unit).
pub const RULES: &[Rule] = &[
    // LDS: the f32 adder uses both MODE controls, input and output.
    Rule {
        op: FOp::Add,
        unit: Unit::Lds,
        input: Flush::UnlessBit0,
        output: Output::Flushed(Flush::UnlessBit1),
    },
    // LDS: CMP, MIN and MAX use only the input control; MIN/MAX flush for
    // the comparison only and return a source unmodified.
    Rule {
        op: FOp::Min,
        unit: Unit::Lds,
        input: Flush::UnlessBit0,
        output: Output::Source,
    },
    Rule {
        op: FOp::Max,
        unit: Unit::Lds,
        input: Flush::UnlessBit0,
        output: Output::Source,
    },
    // LDS: compare-store flushes its result when it flushes its inputs.
    Rule {
        op: FOp::CmpSwap,
        unit: Unit::Lds,
        input: Flush::UnlessBit0,
        output: Output::AsInput,
    },
    // Memory: the add is hard-wired to flush inputs; only bit 0 of the
    // mode field is considered, so it alone controls the output.
    Rule {
        op: FOp::Add,
        unit: Unit::Memory,
        input: Flush::Always,
        output: Output::Flushed(Flush::UnlessBit0),
    },
    // Memory: "the rest of the rules are the same as LDS", with bit 0 the
    // only control.
    Rule {
        op: FOp::Min,
        unit: Unit::Memory,
        input: Flush::UnlessBit0,
        output: Output::Source,
    },
    Rule {
        op: FOp::Max,
        unit: Unit::Memory,
        input: Flush::UnlessBit0,
        output: Output::Source,
    },
    Rule {
        op: FOp::CmpSwap,
        unit: Unit::Memory,
        input: Flush::UnlessBit0,
        output: Output::AsInput,
    },
];

/// The row for `op` on `unit`.
pub fn rule(op: FOp, unit: Unit) -> Option<&'static Rule> {
    RULES.iter().find(|r| r.op == op && r.unit == unit)
}

/// An IEEE binary format, as bit-field widths and the MODE field that
/// controls its denormals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fmt {
    pub bits: u32,
    pub mant: u32,
    /// Shift of its 2-bit MODE.fp_denorm field (4: single, 6: double/half).
    pub mode_shift: u32,
}

pub const F32: Fmt = Fmt {
    bits: 32,
    mant: 23,
    mode_shift: 4,
};
pub const F64: Fmt = Fmt {
    bits: 64,
    mant: 52,
    mode_shift: 6,
};
pub const F16: Fmt = Fmt {
    bits: 16,
    mant: 10,
    mode_shift: 6,
};
pub const BF16: Fmt = Fmt {
    bits: 16,
    mant: 7,
    mode_shift: 4,
};

impl Fmt {
    fn sign(self) -> u64 {
        1 << (self.bits - 1)
    }
    /// The infinity bits (exponent all ones, mantissa zero).
    fn inf(self) -> u64 {
        self.sign() - (1 << self.mant)
    }
    fn quiet(self) -> u64 {
        1 << (self.mant - 1)
    }
    pub fn is_nan(self, x: u64) -> bool {
        x & !self.sign() > self.inf()
    }
    pub fn is_snan(self, x: u64) -> bool {
        self.is_nan(x) && x & self.quiet() == 0
    }
    pub fn is_denorm(self, x: u64) -> bool {
        x & self.inf() == 0 && x & ((1 << self.mant) - 1) != 0
    }
    fn is_zero(self, x: u64) -> bool {
        x & !self.sign() == 0
    }
    /// Denormals become zero of the same sign.
    pub fn ftz(self, x: u64) -> u64 {
        if self.is_denorm(x) {
            x & self.sign()
        } else {
            x
        }
    }
    /// The NaN of "-INF + INF": sign set, only the mantissa MSB set.
    fn default_nan(self) -> u64 {
        self.sign() | self.inf() | self.quiet()
    }
    /// Total order of non-NaN values, -0 below +0.
    fn key(self, x: u64) -> i64 {
        let mag = (x & !self.sign()) as i64;
        if x & self.sign() != 0 {
            -mag - 1
        } else {
            mag
        }
    }
    /// Whether `f` flushes under MODE `mode`.
    fn flushes(self, f: Flush, mode: u32) -> bool {
        let field = mode >> self.mode_shift & 3;
        match f {
            Flush::Always => true,
            Flush::UnlessBit0 => field & 1 == 0,
            Flush::UnlessBit1 => field & 2 == 0,
        }
    }
    /// The correctly rounded (nearest even) sum of two non-NaN values.
    fn add(self, a: u64, b: u64) -> u64 {
        match self.bits {
            32 => (f32::from_bits(a as u32) + f32::from_bits(b as u32)).to_bits() as u64,
            64 => (f64::from_bits(a) + f64::from_bits(b)).to_bits(),
            _ if self.mant == 10 => {
                let s = f64::from(super::float::f16_to_f32(a as u16))
                    + f64::from(super::float::f16_to_f32(b as u16));
                super::float::f64_to_f16(s) as u64
            }
            _ => {
                let up = |h: u64| f32::from_bits((h as u32) << 16);
                let s = (f64::from(up(a)) + f64::from(up(b))) as f32;
                bf16_rne(s.to_bits()) as u64
            }
        }
    }
}

/// f32 bits to bf16 bits, nearest even (never called on NaN).
fn bf16_rne(x: u32) -> u16 {
    let round = (x >> 16 & 1) + 0x7fff;
    (x.wrapping_add(round) >> 16) as u16
}

/// Seed 000's result of one float operation on one format: `old` is src0
/// (memory), `src` src1 (data), `cmp` the compare value of `CmpSwap`.
pub fn apply(r: &Rule, f: Fmt, mode: u32, old: u64, src: u64, cmp: u64) -> u64 {
    let fin = f.flushes(r.input, mode);
    let flush_in = |x: u64| if fin { f.ftz(x) } else { x };
    match r.op {
        FOp::Add => {
            // NaN + NaN is src0's NaN; one NaN is copied; both made quiet.
            if f.is_nan(old) {
                return old | f.quiet();
            }
            if f.is_nan(src) {
                return src | f.quiet();
            }
            let (a, b) = (flush_in(old), flush_in(src));
            // -INF + INF gives the negative quiet NaN.
            if a & !f.sign() == f.inf() && b & !f.sign() == f.inf() && a != b {
                return f.default_nan();
            }
            // 0 + 0 = +0, whatever the signs.
            if f.is_zero(a) && f.is_zero(b) {
                return 0;
            }
            let s = f.add(a, b);
            match r.output {
                Output::Flushed(c) if f.flushes(c, mode) => f.ftz(s),
                _ => s,
            }
        }
        FOp::Min | FOp::Max => {
            if f.is_snan(old) {
                return old | f.quiet();
            }
            if f.is_snan(src) {
                return src | f.quiet();
            }
            let max = r.op == FOp::Max;
            // Quiet NaN: the smallest value for max, the largest for min,
            // so the other source wins (and the old value on a tie).
            if f.is_nan(src) {
                return old;
            }
            if f.is_nan(old) {
                return src;
            }
            let (ka, kb) = (f.key(flush_in(old)), f.key(flush_in(src)));
            let takes_src = if max { kb > ka } else { kb < ka };
            if takes_src {
                src
            } else {
                old
            }
        }
        FOp::CmpSwap => {
            let (a, c) = (flush_in(old), flush_in(cmp));
            let equal = !f.is_nan(a) && !f.is_nan(c) && (a == c || f.is_zero(a) && f.is_zero(c));
            if equal {
                flush_in(src)
            } else {
                old
            }
        }
    }
}

/// The float operation, format and lane count of a sim atomic, if float.
pub fn classify(op: AtomicOp) -> Option<(FOp, Fmt, u32)> {
    Some(match op {
        AtomicOp::AddF32 => (FOp::Add, F32, 1),
        AtomicOp::MinF32 => (FOp::Min, F32, 1),
        AtomicOp::MaxF32 => (FOp::Max, F32, 1),
        AtomicOp::CmpSwapF32 => (FOp::CmpSwap, F32, 1),
        AtomicOp::AddF64 => (FOp::Add, F64, 1),
        AtomicOp::MinF64 => (FOp::Min, F64, 1),
        AtomicOp::MaxF64 => (FOp::Max, F64, 1),
        AtomicOp::CmpSwapF64 => (FOp::CmpSwap, F64, 1),
        AtomicOp::PkAddF16 => (FOp::Add, F16, 2),
        AtomicOp::PkAddBf16 => (FOp::Add, BF16, 2),
        _ => return None,
    })
}

/// The new memory value of a float atomic on a `bits`-wide word, or
/// `None` if `op` is not a float operation.
pub fn update(
    op: AtomicOp,
    unit: Unit,
    mode: u32,
    bits: u32,
    old: u64,
    src: u64,
    cmp: u64,
) -> Option<u64> {
    let (fop, f, lanes) = classify(op)?;
    if f.bits * lanes != bits {
        return None;
    }
    let r = rule(fop, unit)?;
    let m = if f.bits == 64 {
        u64::MAX
    } else {
        (1 << f.bits) - 1
    };
    let mut out = 0;
    for l in 0..lanes {
        let sh = l * f.bits;
        let lane = |x: u64| x >> sh & m;
        out |= apply(r, f, mode, lane(old), lane(src), lane(cmp)) << sh;
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    //! Oracle: seed 000 (float atomics), section by section; each test
    //! names the rule it checks.
    use super::*;

    /// MODE with both denormal fields set to `m` (0 flushes all, 3 keeps).
    fn mode(m32: u32, m64: u32) -> u32 {
        m32 << 4 | m64 << 6
    }
    const KEEP: u32 = 3 << 4 | 3 << 6;
    const FLUSH: u32 = 0;
    fn f(x: f32) -> u64 {
        x.to_bits() as u64
    }
    fn add32(unit: Unit, m: u32, a: u64, b: u64) -> u64 {
        update(AtomicOp::AddF32, unit, m, 32, a, b, 0).unwrap()
    }
    const DEN: u64 = 0x0000_0001; // smallest f32 denormal
    const SNAN: u64 = 0x7f80_0001;
    const QNAN: u64 = 0x7fc0_0002;

    /// Seed 000: "the rounding mode of float-atomic-add is fixed at round
    /// to nearest even; MODE.round is ignored" (round-toward-zero bits set).
    #[test]
    fn seed000_add_rounds_to_nearest_even_ignoring_mode_round() {
        let rtz = KEEP | 0xf;
        // 1 + 2^-24 is a tie: nearest even is 1.0; 1 + 3·2^-24 rounds up.
        assert_eq!(add32(Unit::Lds, rtz, f(1.0), f(2f32.powi(-24))), f(1.0));
        let up = add32(Unit::Memory, rtz, f(1.0), f(3.0 * 2f32.powi(-24)));
        assert_eq!(up, f(1.0 + 2f32.powi(-22)));
        let d = update(
            AtomicOp::AddF64,
            Unit::Lds,
            rtz,
            64,
            1f64.to_bits(),
            2f64.powi(-53).to_bits(),
            0,
        );
        assert_eq!(d, Some(1f64.to_bits()));
    }

    /// Seed 000, LDS: the f32 adder uses both the input and the output
    /// controls of MODE (bit 0 allows input, bit 1 output denormals).
    #[test]
    fn seed000_lds_add_uses_input_and_output_controls() {
        let small = f(1.5 * 2f32.powi(-126));
        let neg_min = f(-(2f32.powi(-126)));
        let half_min = f(0.5 * 2f32.powi(-126)); // a denormal result
        assert_eq!(add32(Unit::Lds, KEEP, DEN, 0x0000_0002), 3);
        assert_eq!(add32(Unit::Lds, FLUSH, DEN, 0x0000_0002), 0);
        assert_eq!(add32(Unit::Lds, mode(1, 0), DEN, f(1.0)), f(1.0));
        assert_eq!(
            add32(Unit::Lds, mode(1, 0), small, neg_min),
            0,
            "output flushed"
        );
        assert_eq!(
            add32(Unit::Lds, mode(2, 0), small, neg_min),
            half_min,
            "output kept"
        );
        assert_eq!(add32(Unit::Lds, mode(2, 0), DEN, DEN), 0, "inputs flushed");
        // f64 uses the double field.
        let d = update(AtomicOp::AddF64, Unit::Lds, mode(3, 0), 64, 1, 1, 0);
        assert_eq!(d, Some(0));
        let d = update(AtomicOp::AddF64, Unit::Lds, mode(0, 3), 64, 1, 1, 0);
        assert_eq!(d, Some(2));
    }

    /// Seed 000, memory: "float atomic add is hard-wired to flush input
    /// denormals"; only bit 0 of the field is considered, for the output.
    #[test]
    fn seed000_memory_add_flushes_inputs_always() {
        let small = f(1.5 * 2f32.powi(-126));
        let neg_min = f(-(2f32.powi(-126)));
        let half_min = f(0.5 * 2f32.powi(-126));
        assert_eq!(add32(Unit::Memory, KEEP, DEN, 0x0000_0002), 0);
        assert_eq!(
            add32(Unit::Memory, KEEP, small, neg_min),
            half_min,
            "bit 0 keeps output"
        );
        assert_eq!(
            add32(Unit::Memory, mode(2, 3), small, neg_min),
            0,
            "bit 1 ignored"
        );
        assert_eq!(add32(Unit::Memory, mode(1, 3), small, neg_min), half_min);
        assert_eq!(add32(Unit::Memory, KEEP, f(1.0), DEN), f(1.0));
        let d = update(AtomicOp::AddF64, Unit::Memory, KEEP, 64, 1, 1, 0);
        assert_eq!(d, Some(0));
    }

    /// Seed 000, float add rules: NaN propagation and quieting, Inf - Inf,
    /// 0 + 0 and Inf + finite.
    #[test]
    fn seed000_add_special_values() {
        let inf = f(f32::INFINITY);
        let ninf = f(f32::NEG_INFINITY);
        for unit in [Unit::Lds, Unit::Memory] {
            // -INF + INF = -QNaN with only the mantissa MSB set.
            assert_eq!(add32(unit, KEEP, ninf, inf), 0xffc0_0000);
            assert_eq!(add32(unit, KEEP, inf, ninf), 0xffc0_0000);
            // ±INF + NaN: the NaN is copied and made quiet.
            assert_eq!(add32(unit, KEEP, inf, SNAN), 0x7fc0_0001);
            assert_eq!(add32(unit, KEEP, QNAN, ninf), QNAN);
            // NaN + NaN = src0's NaN, quiet.
            assert_eq!(add32(unit, KEEP, SNAN | 0x8000_0000, QNAN), 0xffc0_0001);
            assert_eq!(add32(unit, KEEP, QNAN, SNAN), QNAN);
            // 0 + 0 = +0, whatever the signs.
            assert_eq!(add32(unit, KEEP, f(-0.0), f(-0.0)), 0);
            assert_eq!(add32(unit, KEEP, f(-0.0), f(0.0)), 0);
            // INF + (float, +0, -0) = INF with its sign.
            assert_eq!(add32(unit, KEEP, ninf, f(-0.0)), ninf);
            assert_eq!(add32(unit, KEEP, f(5.0), inf), inf);
            assert_eq!(add32(unit, KEEP, ninf, f(3.0e38)), ninf);
        }
        // A flushed -denormal is -0, and -0 + -0 = +0.
        assert_eq!(add32(Unit::Memory, KEEP, DEN | 0x8000_0000, f(-0.0)), 0);
        // f64: -INF + INF.
        let d = update(
            AtomicOp::AddF64,
            Unit::Lds,
            KEEP,
            64,
            f64::NEG_INFINITY.to_bits(),
            f64::INFINITY.to_bits(),
            0,
        );
        assert_eq!(d, Some(0xfff8_0000_0000_0000));
    }

    /// Seed 000, FP max/min selection rules: SNaN first (src0 before
    /// src1, made quiet), then the order QNaN < -inf < ... < -0 < +0 <
    /// ... < +inf for max and -inf < ... < +inf < QNaN for min.
    #[test]
    fn seed000_min_max_selection() {
        let mx = |unit, m, a, b| update(AtomicOp::MaxF32, unit, m, 32, a, b, 0).unwrap();
        let mn = |unit, m, a, b| update(AtomicOp::MinF32, unit, m, 32, a, b, 0).unwrap();
        for unit in [Unit::Lds, Unit::Memory] {
            assert_eq!(mx(unit, KEEP, SNAN, QNAN), 0x7fc0_0001);
            assert_eq!(mx(unit, KEEP, f(1.0), SNAN), 0x7fc0_0001);
            assert_eq!(mn(unit, KEEP, SNAN | 0x8000_0000, f(1.0)), 0xffc0_0001);
            // A quiet NaN loses both ways.
            assert_eq!(
                mx(unit, KEEP, QNAN, f(f32::NEG_INFINITY)),
                f(f32::NEG_INFINITY)
            );
            assert_eq!(mn(unit, KEEP, f(f32::INFINITY), QNAN), f(f32::INFINITY));
            assert_eq!(mn(unit, KEEP, QNAN, 0x7fc0_0003), QNAN, "tie keeps memory");
            // -0 < +0.
            assert_eq!(mx(unit, KEEP, f(-0.0), f(0.0)), f(0.0));
            assert_eq!(mn(unit, KEEP, f(0.0), f(-0.0)), f(-0.0));
            assert_eq!(mn(unit, KEEP, f(-1.0), f(2.0)), f(-1.0));
            assert_eq!(mx(unit, KEEP, f(-1.0), f(2.0)), f(2.0));
            // Denormals order between ±0 and the normals when kept.
            assert_eq!(mx(unit, KEEP, f(0.0), DEN), DEN);
            assert_eq!(
                mn(unit, KEEP, f(-0.0), DEN | 0x8000_0000),
                DEN | 0x8000_0000
            );
        }
        let dmax = update(
            AtomicOp::MaxF64,
            Unit::Memory,
            KEEP,
            64,
            (-0f64).to_bits(),
            0,
            0,
        );
        assert_eq!(dmax, Some(0));
    }

    /// Seed 000: MIN and MAX flush denormals for the comparison only (the
    /// result is an unmodified source); they use only the input control.
    #[test]
    fn seed000_min_max_flush_for_comparison_only() {
        let mx = |unit, m, a, b| update(AtomicOp::MaxF32, unit, m, 32, a, b, 0).unwrap();
        for unit in [Unit::Lds, Unit::Memory] {
            // Flushed, +denorm equals +0: a tie, memory keeps +0.
            assert_eq!(mx(unit, FLUSH, f(0.0), DEN), f(0.0));
            // Flushed, the winner is still the unmodified denormal.
            assert_eq!(mx(unit, FLUSH, f(-0.0), DEN), DEN);
            assert_eq!(mx(unit, FLUSH, 0x0000_0002, DEN), 0x0000_0002);
            // Input bit set (mode 1): compared as they are.
            assert_eq!(mx(unit, mode(1, 0), DEN, 0x0000_0002), 0x0000_0002);
            // Output bit alone (mode 2) does not keep inputs.
            assert_eq!(mx(unit, mode(2, 0), DEN, 0x0000_0002), DEN);
        }
    }

    /// Seed 000, compare-swap: swaps only when neither is NaN and they are
    /// equal, +0 == -0; the stored result is flushed when inputs are.
    #[test]
    fn seed000_cmpswap() {
        let cs = |m, old, src, cmp| {
            update(AtomicOp::CmpSwapF32, Unit::Lds, m, 32, old, src, cmp).unwrap()
        };
        assert_eq!(cs(KEEP, f(-0.0), f(7.0), f(0.0)), f(7.0));
        assert_eq!(cs(KEEP, QNAN, f(7.0), QNAN), QNAN);
        assert_eq!(cs(KEEP, f(1.0), f(7.0), f(2.0)), f(1.0));
        // Flushing: a denormal equals zero, and the stored value is flushed.
        assert_eq!(cs(FLUSH, DEN, DEN, f(0.0)), 0);
        assert_eq!(cs(KEEP, DEN, DEN | 2, f(0.0)), DEN);
        assert_eq!(cs(KEEP, DEN, 0x0000_0003, DEN), 3);
        let d = update(
            AtomicOp::CmpSwapF64,
            Unit::Lds,
            KEEP,
            64,
            0x8000_0000_0000_0000,
            5,
            0,
        );
        assert_eq!(d, Some(5));
    }

    /// Packed f16 add: each half follows the add rules with the f16/f64
    /// denormal field; the seed's Inf - Inf NaN is 0xfe00 in f16.
    #[test]
    fn seed000_packed_add_per_half() {
        let one = 0x3c00u64;
        let r = update(
            AtomicOp::PkAddF16,
            Unit::Memory,
            KEEP,
            32,
            one | 0xfc00 << 16,
            one | 0x7c00 << 16,
            0,
        );
        assert_eq!(r, Some(0x4000 | 0xfe00 << 16));
        // Memory add flushes the f16 denormal input.
        let r = update(AtomicOp::PkAddF16, Unit::Memory, KEEP, 32, 1, 1, 0);
        assert_eq!(r, Some(0));
        // bf16: 1 + 1 = 2 (0x4000).
        let r = update(
            AtomicOp::PkAddBf16,
            Unit::Memory,
            KEEP,
            32,
            0x3f80,
            0x3f80,
            0,
        );
        assert_eq!(r, Some(0x4000));
    }

    /// The table has exactly one row per (operation, unit).
    #[test]
    fn seed000_rule_table_is_complete() {
        for op in [FOp::Add, FOp::Min, FOp::Max, FOp::CmpSwap] {
            for unit in [Unit::Lds, Unit::Memory] {
                let n = RULES
                    .iter()
                    .filter(|r| r.op == op && r.unit == unit)
                    .count();
                assert_eq!(n, 1, "{op:?} {unit:?}");
            }
        }
    }
}
