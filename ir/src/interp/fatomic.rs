//! Float atomics: what `atomicrmw fadd`, `fmin` and `fmax` store.
//!
//! Role: the interpreter's definition of float read-modify-write, which is
//! the AMD hardware's (the float-atomics rules of the GFX9 ISA, written
//! down in docs/ir.md, "Float atomics") rather than the ordinary `fadd`/
//! `fmin`/`fmax`: addition rounds to nearest even; denormals are flushed
//! or kept per operation and per address space, under the kernel's
//! `float_denorm_mode`; NaNs propagate by fixed rules; `fmin`/`fmax` order
//! -0 below +0 and store one operand unmodified.
//!
//! Invariants: the rules are the rows of [`RULES`], one per (operation,
//! unit); the unit is the pointer's address space (`ptr.local`: the LDS
//! unit; `ptr.global` and `ptr.flat`: the memory unit, as the flat
//! instruction is a memory instruction wherever its address lands).
//! `old` is the first operand of every rule, the `atomicrmw` value the
//! second.
//!
//! Trick: special cases (NaN choice, the negative NaN of Inf - Inf, the
//! +0 of every zero sum, flushing) are decided on bit patterns around one
//! correctly rounded addition, so the canonical NaN of ordinary arithmetic
//! never reaches memory; min and max compare integer keys that order
//! every non-NaN value, -0 below +0.

use super::eval::float_op;
use super::float::FloatFormat;
use crate::instructions::AtomicRmwOp;
use crate::opcodes::Opcode;

/// Which unit executes the atomic.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Unit {
    Lds,
    Memory,
}

/// A denormal control: which bit of the format's mode field keeps
/// denormals (`None`: always flushed).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Control(pub Option<u32>);

/// One rule row.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    pub op: AtomicRmwOp,
    pub unit: Unit,
    /// Flushing of the operands (for min/max: of the values compared,
    /// the stored value being an unmodified operand).
    pub input: Control,
    /// Flushing of a computed sum (unused by min/max).
    pub output: Control,
}

const KEEP_IN: Control = Control(Some(0));
const KEEP_OUT: Control = Control(Some(1));
const ALWAYS: Control = Control(None);

/// One row per (operation, unit); docs/ir.md, "Float atomics".
pub const RULES: &[Rule] = &[
    Rule {
        op: AtomicRmwOp::Fadd,
        unit: Unit::Lds,
        input: KEEP_IN,
        output: KEEP_OUT,
    },
    Rule {
        op: AtomicRmwOp::Fmin,
        unit: Unit::Lds,
        input: KEEP_IN,
        output: KEEP_IN,
    },
    Rule {
        op: AtomicRmwOp::Fmax,
        unit: Unit::Lds,
        input: KEEP_IN,
        output: KEEP_IN,
    },
    Rule {
        op: AtomicRmwOp::Fadd,
        unit: Unit::Memory,
        input: ALWAYS,
        output: KEEP_IN,
    },
    Rule {
        op: AtomicRmwOp::Fmin,
        unit: Unit::Memory,
        input: KEEP_IN,
        output: KEEP_IN,
    },
    Rule {
        op: AtomicRmwOp::Fmax,
        unit: Unit::Memory,
        input: KEEP_IN,
        output: KEEP_IN,
    },
];

/// The mode field governing format `f`: FLOAT_DENORM_MODE_32 for f32 and
/// bf16 (which has f32's exponent range), FLOAT_DENORM_MODE_16_64 for f16
/// and f64.
fn field(f: FloatFormat, modes: (u32, u32)) -> u32 {
    match f {
        FloatFormat::F32 | FloatFormat::BF16 => modes.0,
        FloatFormat::F16 | FloatFormat::F64 => modes.1,
    }
}

fn flushes(c: Control, f: FloatFormat, modes: (u32, u32)) -> bool {
    match c.0 {
        None => true,
        Some(bit) => field(f, modes) >> bit & 1 == 0,
    }
}

fn sign(f: FloatFormat) -> u64 {
    1 << (f.bits() - 1)
}

fn quiet_bit(f: FloatFormat) -> u64 {
    1 << (f.frac_bits() - 1)
}

fn is_zero(f: FloatFormat, x: u64) -> bool {
    x & !sign(f) == 0
}

/// Denormals become zeros of their sign.
pub fn flush(f: FloatFormat, x: u64) -> u64 {
    let denormal = x & f.infinity() == 0 && !is_zero(f, x);
    if denormal {
        x & sign(f)
    } else {
        x
    }
}

/// Orders non-NaN values; -0 below +0.
fn key(f: FloatFormat, x: u64) -> i64 {
    let mag = (x & !sign(f)) as i64;
    if x & sign(f) != 0 {
        -mag - 1
    } else {
        mag
    }
}

/// The value a float `atomicrmw` stores in one lane of format `f`.
pub fn store(rule: &Rule, f: FloatFormat, modes: (u32, u32), old: u64, v: u64) -> u64 {
    let fin = flushes(rule.input, f, modes);
    let inp = |x| if fin { flush(f, x) } else { x };
    let q = quiet_bit(f);
    let signalling = |x| f.is_nan(x) && x & q == 0;
    match rule.op {
        AtomicRmwOp::Fadd => {
            if f.is_nan(old) {
                return old | q;
            }
            if f.is_nan(v) {
                return v | q;
            }
            let (a, b) = (inp(old), inp(v));
            let sum = float_op(Opcode::Fadd, f, a, b);
            if f.is_nan(sum) {
                // Inf - Inf: the negative quiet NaN.
                return sign(f) | f.infinity() | q;
            }
            if is_zero(f, a) && is_zero(f, b) {
                return 0;
            }
            if flushes(rule.output, f, modes) {
                flush(f, sum)
            } else {
                sum
            }
        }
        _ => {
            if signalling(old) {
                return old | q;
            }
            if signalling(v) {
                return v | q;
            }
            if f.is_nan(v) {
                return old;
            }
            if f.is_nan(old) {
                return v;
            }
            let (ka, kv) = (key(f, inp(old)), key(f, inp(v)));
            let take = if rule.op == AtomicRmwOp::Fmax {
                kv > ka
            } else {
                kv < ka
            };
            if take {
                v
            } else {
                old
            }
        }
    }
}

/// The rule of a float operation on a unit.
pub fn rule(op: AtomicRmwOp, unit: Unit) -> Option<&'static Rule> {
    RULES.iter().find(|r| r.op == op && r.unit == unit)
}

#[cfg(test)]
mod tests {
    //! Oracle: the float-atomics rules of docs/ir.md (taken from the ISA
    //! manual's float-atomics section), checked value by value.
    use super::*;
    const F: FloatFormat = FloatFormat::F32;
    const KEEP: (u32, u32) = (3, 3);
    fn b(x: f32) -> u64 {
        x.to_bits() as u64
    }
    fn run(op: AtomicRmwOp, unit: Unit, modes: (u32, u32), a: u64, v: u64) -> u64 {
        store(rule(op, unit).unwrap(), F, modes, a, v)
    }

    /// docs/ir.md float-atomics table: add NaN, Inf and zero rules, on
    /// both units.
    #[test]
    fn add_special_values_per_docs() {
        for u in [Unit::Lds, Unit::Memory] {
            let add = |a, v| run(AtomicRmwOp::Fadd, u, KEEP, a, v);
            assert_eq!(add(b(f32::NEG_INFINITY), b(f32::INFINITY)), 0xffc0_0000);
            assert_eq!(add(0x7f80_0001, 0x7fc0_0002), 0x7fc0_0001);
            assert_eq!(add(b(1.0), 0xff80_0005), 0xffc0_0005);
            assert_eq!(add(b(-0.0), b(-0.0)), 0);
            assert_eq!(add(b(1.5), b(2.25)), b(3.75));
        }
    }

    /// docs/ir.md: memory-unit add flushes denormal operands always and
    /// its result unless bit 0 is set; the LDS add follows both bits.
    #[test]
    fn add_denormals_per_unit() {
        let den = 1u64;
        let tiny = b(1.5 * 2f32.powi(-126));
        let neg_min = b(-(2f32.powi(-126)));
        let half = b(0.5 * 2f32.powi(-126));
        assert_eq!(run(AtomicRmwOp::Fadd, Unit::Memory, KEEP, den, den), 0);
        assert_eq!(run(AtomicRmwOp::Fadd, Unit::Lds, KEEP, den, den), 2);
        assert_eq!(
            run(AtomicRmwOp::Fadd, Unit::Memory, KEEP, tiny, neg_min),
            half
        );
        assert_eq!(
            run(AtomicRmwOp::Fadd, Unit::Memory, (0, 3), tiny, neg_min),
            0
        );
        assert_eq!(run(AtomicRmwOp::Fadd, Unit::Lds, (0, 3), den, den), 0);
        assert_eq!(run(AtomicRmwOp::Fadd, Unit::Lds, (1, 3), tiny, neg_min), 0);
    }

    /// docs/ir.md: min/max NaN order, -0 < +0, and flushing for the
    /// comparison only.
    #[test]
    fn min_max_per_docs() {
        let mx = |m, a, v| run(AtomicRmwOp::Fmax, Unit::Memory, m, a, v);
        let mn = |m, a, v| run(AtomicRmwOp::Fmin, Unit::Lds, m, a, v);
        assert_eq!(mx(KEEP, 0x7fc0_0000, b(-1.0)), b(-1.0));
        assert_eq!(mn(KEEP, 0x7fc0_0000, b(1.0)), b(1.0));
        assert_eq!(mx(KEEP, b(2.0), 0xff80_0001), 0xffc0_0001);
        assert_eq!(mx(KEEP, b(-0.0), b(0.0)), b(0.0));
        assert_eq!(mn(KEEP, b(0.0), b(-0.0)), b(-0.0));
        assert_eq!(mx((0, 0), b(-0.0), 1), 1);
        assert_eq!(mx((0, 0), b(0.0), 1), b(0.0));
        assert_eq!(mx(KEEP, b(0.0), 1), 1);
    }

    /// Oracle: the grammar of docs/ir.md (`float_denorm_mode` is printed
    /// back as parsed) and the verifier's 2-bit range.
    #[test]
    fn float_denorm_mode_attribute_round_trips_and_is_range_checked() {
        let src = "kernel @k() float_denorm_mode(0, 3) {\nentry:\n    ret\n}\n";
        let m = crate::parse_module(src).unwrap();
        assert_eq!(
            m.functions.values().next().unwrap().attrs.denorm_modes(),
            (0, 3)
        );
        assert_eq!(crate::print_module(&m), src);
        let bad = "kernel @k() float_denorm_mode(4, 3) {\nentry:\n    ret\n}\n";
        let m = crate::parse_module(bad).unwrap();
        let errs = crate::verify_module(&m).unwrap_err();
        assert!(
            errs[0].message.contains("float_denorm_mode(4, 3)"),
            "{:?}",
            errs
        );
    }
}
