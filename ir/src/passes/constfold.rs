//! Constant folding and algebraic identities.
//!
//! Role: replaces an instruction whose operands are constants by the
//! constant it computes, an instruction that is an identity (`x + 0`,
//! `x & x`, `select c, x, x`, `ptradd p, 0`) by its surviving operand,
//! and a `brif` or `switch` on a constant by a `br`.
//!
//! Semantics folded are exactly the reference interpreter's, and anything
//! whose value the interpreter (or the hardware) might define differently
//! is left alone:
//! - Integer operations call the interpreter's own evaluation functions
//!   (`interp::eval`), so the two cannot drift apart: integers wrap at the
//!   type's width (`iabs INT_MIN` is `INT_MIN`); shifts take their amount
//!   modulo the width; `clz`/`ctz` of zero are the width. Division or
//!   remainder by zero and `INT_MIN / -1` are undefined behaviour that the
//!   interpreter reports, so they are not folded.
//! - Floats are folded only where IEEE 754 fixes the result bit for bit
//!   and Rust computes it the same way: `fadd fsub fmul fdiv fma`, rounding
//!   to integers, `fmin`/`fmax` of two ordered non-zero-pair operands, and
//!   conversions, all in `f32`/`f64` only, and only when no input or result
//!   is a NaN (payloads differ between hosts and GPUs) or a subnormal (the
//!   function's denormal mode may flush it). `fneg fabs copysign` are sign
//!   bit operations and fold for every float type. Comparisons are exact
//!   and fold for every float type (`f16`/`bf16` widen exactly to `f32`).
//!   Approximate operations (`sqrt rsqrt rcp exp2 log2 sin cos`) and
//!   `ldexp` are never folded.
//! - Vector values are never constants (`iconst`/`fconst` are scalar), so
//!   identities that would need a vector constant (`x ^ x` on `i32x2`) are
//!   skipped; identities that return an operand apply to vectors too.
//!
//! The central trick: blocks are visited in reverse post-order, so every
//! operand's definition (other than a block parameter) is folded before
//! its uses and one pass reaches the fixpoint. A folded instruction is
//! rewritten *in place* into `iconst`/`fconst`: its result value, span and
//! debug location stay, and no use needs rewriting. Identities alias the
//! result to the surviving operand and unlink the instruction.

use crate::cfg::{reverse_post_order, ControlFlowGraph};
use crate::entities::{Inst, Value};
use crate::function::Function;
use crate::instructions::{FloatCC, InstData, IntCC, Payload, ValueList};
use crate::opcodes::Opcode;
use crate::types::{Kind, Type};
use cranelift_entity::SecondaryMap;

/// Folds constants and identities in `func`. Returns whether anything
/// changed.
pub fn run(func: &mut Function) -> bool {
    let cfg = ControlFlowGraph::compute(func);
    let rpo = reverse_post_order(func, &cfg);
    let mut removed: SecondaryMap<Inst, bool> = SecondaryMap::new();
    let mut changed = false;
    for block in rpo {
        let mut any_removed = false;
        for i in 0..func.blocks[block].insts.len() {
            let inst = func.blocks[block].insts[i];
            match fold(func, inst) {
                Fold::Nothing => continue,
                Fold::Const(bits) => make_const(func, inst, bits),
                Fold::Alias(to) => {
                    let result = func.first_result(inst).expect("folded a value");
                    func.change_to_alias(result, to);
                    removed[inst] = true;
                    any_removed = true;
                }
                Fold::Jump(target) => {
                    let bc = func.block_call(target.0, &target.1);
                    func.insts[inst] = InstData {
                        opcode: Opcode::Br,
                        ty: Type::VOID,
                        args: ValueList::new(),
                        payload: Payload::Jump(bc),
                    };
                }
            }
            changed = true;
        }
        if any_removed {
            func.blocks[block].insts.retain(|&i| !removed[i]);
        }
    }
    if changed {
        func.resolve_aliases();
    }
    changed
}

/// What to do with one instruction.
enum Fold {
    Nothing,
    /// Becomes a constant of its result type with these bits.
    Const(u64),
    /// Its result is this (older) value.
    Alias(Value),
    /// A conditional branch that always goes to this target.
    Jump((crate::entities::Block, smallvec::SmallVec<[Value; 4]>)),
}

/// Rewrites `inst` in place into `iconst`/`fconst` of its result type.
fn make_const(func: &mut Function, inst: Inst, bits: u64) {
    let result = func.first_result(inst).expect("folded a value");
    let ty = func.value_type(result);
    let (opcode, payload) = if ty.is_float() {
        (Opcode::Fconst, Payload::FloatBits(bits))
    } else {
        (Opcode::Iconst, Payload::Imm(bits & mask(ty.bits())))
    };
    func.insts[inst] = InstData {
        opcode,
        ty,
        args: ValueList::new(),
        payload,
    };
}

/// The bits of `v` if it is an `iconst`.
pub(crate) fn int_const(func: &Function, v: Value) -> Option<u64> {
    let inst = func.value_inst(v)?;
    match func.insts[inst] {
        InstData {
            opcode: Opcode::Iconst,
            payload: Payload::Imm(bits),
            ..
        } => Some(bits),
        _ => None,
    }
}

/// The bits of `v` if it is an `fconst`.
fn float_const(func: &Function, v: Value) -> Option<u64> {
    let inst = func.value_inst(v)?;
    match func.insts[inst] {
        InstData {
            opcode: Opcode::Fconst,
            payload: Payload::FloatBits(bits),
            ..
        } => Some(bits),
        _ => None,
    }
}

use crate::interp::eval;
use crate::interp::mask;
use eval::sext;

fn fold(func: &Function, inst: Inst) -> Fold {
    let data = func.insts[inst];
    let args = func.inst_args(inst);
    let op = data.opcode;
    match op {
        Opcode::Brif => {
            let Payload::Branch(t, e) = data.payload else {
                return Fold::Nothing;
            };
            match int_const(func, args[0]) {
                Some(c) => {
                    let bc = if c & 1 != 0 { t } else { e };
                    Fold::Jump((bc.block, bc.args.as_slice(&func.value_lists).into()))
                }
                None => Fold::Nothing,
            }
        }
        Opcode::Switch => {
            let (Payload::Switch(jt), Some(c)) = (data.payload, int_const(func, args[0])) else {
                return Fold::Nothing;
            };
            let table = &func.jump_tables[jt];
            let bc = table
                .cases
                .iter()
                .find(|(v, _)| *v == c)
                .map_or(table.default, |(_, bc)| *bc);
            Fold::Jump((bc.block, bc.args.as_slice(&func.value_lists).into()))
        }
        Opcode::Select => {
            let (c, t, f) = (args[0], func.resolve(args[1]), func.resolve(args[2]));
            if t == f {
                return Fold::Alias(t);
            }
            match int_const(func, c) {
                Some(c) => Fold::Alias(if c & 1 != 0 { t } else { f }),
                None => Fold::Nothing,
            }
        }
        _ => {
            // Everything else folds only a single result.
            let Some(result) = func.first_result(inst) else {
                return Fold::Nothing;
            };
            if func.inst_results(inst).len() != 1 {
                return Fold::Nothing;
            }
            let ty = func.value_type(result);
            if op == Opcode::Ptradd && int_const(func, args[1]) == Some(0) {
                return Fold::Alias(func.resolve(args[0]));
            }
            if ty.is_int() && !ty.is_vector() {
                if let Some(f) = fold_int_result(func, op, &data, args, ty) {
                    return f;
                }
            } else if ty.is_float() && !ty.is_vector() {
                if let Some(bits) = fold_float_result(func, op, args, ty) {
                    return Fold::Const(bits);
                }
            } else if ty.is_int() {
                if let Some(v) = vector_identity(func, op, args) {
                    return Fold::Alias(v);
                }
            }
            Fold::Nothing
        }
    }
}

/// Folds an instruction with a scalar integer result (including `icmp`,
/// `fcmp` and conversions to integers).
fn fold_int_result(
    func: &Function,
    op: Opcode,
    data: &InstData,
    args: &[Value],
    ty: Type,
) -> Option<Fold> {
    let w = ty.bits();
    match op.format() {
        crate::Format::Binary if op.sig() == crate::Sig::Int => {
            let (ca, cb) = (int_const(func, args[0]), int_const(func, args[1]));
            if let (Some(a), Some(b)) = (ca, cb) {
                return int_binary(op, a, b, w).map(Fold::Const);
            }
            int_binary_identity(func, op, args, ca, cb, ty)
        }
        crate::Format::Unary if op.sig() == crate::Sig::Int => {
            let a = int_const(func, args[0])?;
            int_unary(op, a, w).map(Fold::Const)
        }
        crate::Format::IntCompare => {
            let Payload::IntCC(cc) = data.payload else {
                return None;
            };
            let (x, y) = (func.resolve(args[0]), func.resolve(args[1]));
            if x == y {
                let r = matches!(
                    cc,
                    IntCC::Eq | IntCC::Sle | IntCC::Sge | IntCC::Ule | IntCC::Uge
                );
                return Some(Fold::Const(r as u64));
            }
            let (a, b) = (int_const(func, x)?, int_const(func, y)?);
            let ow = func.value_type(x).bits();
            Some(Fold::Const(icmp(cc, a, b, ow) as u64))
        }
        crate::Format::FloatCompare => {
            let Payload::FloatCC(cc) = data.payload else {
                return None;
            };
            let t = func.value_type(args[0]);
            let a = widen(t, float_const(func, args[0])?)?;
            let b = widen(t, float_const(func, args[1])?)?;
            Some(Fold::Const(fcmp(cc, a, b) as u64))
        }
        crate::Format::Convert => {
            let from = func.value_type(args[0]);
            let bits = match op {
                Opcode::Sext => (sext(int_const(func, args[0])?, from.bits()) as u64) & mask(w),
                Opcode::Zext => int_const(func, args[0])?,
                Opcode::Trunc => int_const(func, args[0])? & mask(w),
                Opcode::Bitcast if !from.is_vector() && from.is_float() => {
                    float_const(func, args[0])?
                }
                Opcode::Fptosi | Opcode::Fptoui => {
                    let x = to_f64(from, float_const(func, args[0])?)?;
                    float_to_int(x, w, op == Opcode::Fptosi)?
                }
                _ => return None,
            };
            Some(Fold::Const(bits))
        }
        _ => None,
    }
}

/// Integer binary operations on constants, by the interpreter's own
/// definition (one source of semantics); `None` where the interpreter
/// reports undefined behaviour (division by zero, `INT_MIN / -1`), which
/// is left in place for it to report.
fn int_binary(op: Opcode, a: u64, b: u64, w: u32) -> Option<u64> {
    eval::int_binary(op, w, a & mask(w), b & mask(w)).ok()
}

/// Integer unary operations on constants, by the interpreter's definition.
fn int_unary(op: Opcode, a: u64, w: u32) -> Option<u64> {
    use Opcode::*;
    matches!(op, Ineg | Iabs | Not | Popcnt | Clz | Ctz | Bitrev).then(|| eval::int_unary(op, w, a))
}

fn icmp(cc: IntCC, a: u64, b: u64, w: u32) -> bool {
    eval::icmp(cc, w, a, b)
}

fn fcmp(cc: FloatCC, a: f64, b: f64) -> bool {
    eval::fcmp(cc, a, b)
}

/// `fptosi`/`fptoui` when the truncated value fits the `w`-bit result;
/// out-of-range and NaN inputs are left to the interpreter.
fn float_to_int(x: f64, w: u32, signed: bool) -> Option<u64> {
    if x.is_nan() {
        return None;
    }
    let t = x.trunc();
    // Powers of two up to 2^64 are exact in f64.
    let (lo, hi) = if signed {
        (-(2f64.powi(w as i32 - 1)), 2f64.powi(w as i32 - 1))
    } else {
        (0.0, 2f64.powi(w as i32))
    };
    if !(t >= lo && t < hi) {
        return None;
    }
    let r = if signed { t as i64 as u64 } else { t as u64 };
    Some(r & mask(w))
}

/// Identities of integer binary operations with at most one constant.
fn int_binary_identity(
    func: &Function,
    op: Opcode,
    args: &[Value],
    ca: Option<u64>,
    cb: Option<u64>,
    ty: Type,
) -> Option<Fold> {
    let (a, b) = (func.resolve(args[0]), func.resolve(args[1]));
    let w = ty.bits();
    let ones = mask(w);
    let is = |c: Option<u64>, v: u64| c == Some(v);
    let zero = Some(Fold::Const(0));
    match op {
        Opcode::Iadd | Opcode::Or | Opcode::Xor if is(cb, 0) => Some(Fold::Alias(a)),
        Opcode::Iadd | Opcode::Or | Opcode::Xor if is(ca, 0) => Some(Fold::Alias(b)),
        Opcode::Isub if is(cb, 0) => Some(Fold::Alias(a)),
        Opcode::Isub | Opcode::Xor if a == b => zero,
        Opcode::Imul if is(cb, 1) => Some(Fold::Alias(a)),
        Opcode::Imul if is(ca, 1) => Some(Fold::Alias(b)),
        Opcode::Imul | Opcode::And if is(ca, 0) || is(cb, 0) => zero,
        Opcode::And if is(cb, ones) => Some(Fold::Alias(a)),
        Opcode::And if is(ca, ones) => Some(Fold::Alias(b)),
        Opcode::Or if is(ca, ones) || is(cb, ones) => Some(Fold::Const(ones)),
        Opcode::And | Opcode::Or | Opcode::Smin | Opcode::Smax | Opcode::Umin | Opcode::Umax
            if a == b =>
        {
            Some(Fold::Alias(a))
        }
        Opcode::Shl | Opcode::Lshr | Opcode::Ashr if cb.is_some_and(|c| c % u64::from(w) == 0) => {
            Some(Fold::Alias(a))
        }
        Opcode::Udiv | Opcode::Sdiv if is(cb, 1) => Some(Fold::Alias(a)),
        Opcode::Urem | Opcode::Srem if is(cb, 1) => zero,
        _ => None,
    }
}

/// Identities of integer vector operations: only those that return an
/// operand, since there are no vector constants.
fn vector_identity(func: &Function, op: Opcode, args: &[Value]) -> Option<Value> {
    if op.format() != crate::Format::Binary || op.sig() != crate::Sig::Int {
        return None;
    }
    let (a, b) = (func.resolve(args[0]), func.resolve(args[1]));
    match op {
        Opcode::And | Opcode::Or | Opcode::Smin | Opcode::Smax | Opcode::Umin | Opcode::Umax
            if a == b =>
        {
            Some(a)
        }
        _ => None,
    }
}

/// Folds an instruction with a scalar float result.
fn fold_float_result(func: &Function, op: Opcode, args: &[Value], ty: Type) -> Option<u64> {
    let sign = 1u64 << (ty.bits() - 1);
    match op {
        // Sign-bit operations: exact in every format, NaNs included.
        Opcode::Fneg => return Some(float_const(func, args[0])? ^ sign),
        Opcode::Fabs => return Some(float_const(func, args[0])? & !sign),
        Opcode::Copysign => {
            let (a, b) = (float_const(func, args[0])?, float_const(func, args[1])?);
            return Some((a & !sign) | (b & sign));
        }
        Opcode::Bitcast => {
            let from = func.value_type(args[0]);
            return if from.is_int() && !from.is_vector() {
                int_const(func, args[0])
            } else {
                None
            };
        }
        _ => {}
    }
    if !matches!(ty.kind(), Kind::F32 | Kind::F64) {
        return None;
    }
    let r: f64 = match op {
        Opcode::Fadd | Opcode::Fsub | Opcode::Fmul | Opcode::Fdiv | Opcode::Fmin | Opcode::Fmax => {
            let a = exact_input(ty, float_const(func, args[0])?)?;
            let b = exact_input(ty, float_const(func, args[1])?)?;
            if ty == Type::F32 {
                let (a, b) = (a as f32, b as f32);
                f64::from(match op {
                    Opcode::Fadd => a + b,
                    Opcode::Fsub => a - b,
                    Opcode::Fmul => a * b,
                    Opcode::Fdiv => a / b,
                    _ => min_max(op, f64::from(a), f64::from(b))? as f32,
                })
            } else {
                match op {
                    Opcode::Fadd => a + b,
                    Opcode::Fsub => a - b,
                    Opcode::Fmul => a * b,
                    Opcode::Fdiv => a / b,
                    _ => min_max(op, a, b)?,
                }
            }
        }
        Opcode::Fma => {
            let a = exact_input(ty, float_const(func, args[0])?)?;
            let b = exact_input(ty, float_const(func, args[1])?)?;
            let c = exact_input(ty, float_const(func, args[2])?)?;
            if ty == Type::F32 {
                f64::from((a as f32).mul_add(b as f32, c as f32))
            } else {
                a.mul_add(b, c)
            }
        }
        Opcode::Floor | Opcode::Ceil | Opcode::Ftrunc | Opcode::Nearest => {
            // Exact in f64 for f32 inputs too: rounding to an integer
            // never needs more precision than the input has.
            let a = exact_input(ty, float_const(func, args[0])?)?;
            match op {
                Opcode::Floor => a.floor(),
                Opcode::Ceil => a.ceil(),
                Opcode::Ftrunc => a.trunc(),
                _ => a.round_ties_even(),
            }
        }
        Opcode::Fpext => exact_input(func.value_type(args[0]), float_const(func, args[0])?)?,
        Opcode::Fptrunc => {
            let a = exact_input(func.value_type(args[0]), float_const(func, args[0])?)?;
            // Only f64 -> f32 reaches here (the result is f32 or f64).
            f64::from(a as f32)
        }
        Opcode::Sitofp | Opcode::Uitofp => {
            let from = func.value_type(args[0]);
            let c = int_const(func, args[0])?;
            let w = from.bits();
            match (op == Opcode::Sitofp, ty == Type::F32) {
                (true, true) => f64::from(sext(c, w) as f32),
                (true, false) => sext(c, w) as f64,
                (false, true) => f64::from(c as f32),
                (false, false) => c as f64,
            }
        }
        _ => return None,
    };
    exact_output(ty, r)
}

/// `fmin`/`fmax` of ordered operands, except a pair of zeros (whose
/// result sign the interpreter decides).
fn min_max(op: Opcode, a: f64, b: f64) -> Option<f64> {
    if a == 0.0 && b == 0.0 {
        return None;
    }
    Some(if op == Opcode::Fmin {
        a.min(b)
    } else {
        a.max(b)
    })
}

/// Decodes `bits` of an `f32`/`f64` (or, for comparisons, `f16`/`bf16`)
/// into an f64, exactly.
fn to_f64(ty: Type, bits: u64) -> Option<f64> {
    match ty.kind() {
        Kind::F64 => Some(f64::from_bits(bits)),
        Kind::F32 => Some(f64::from(f32::from_bits(bits as u32))),
        Kind::F16 => Some(f64::from(f16_to_f32(bits as u16))),
        Kind::BF16 => Some(f64::from(f32::from_bits((bits as u32) << 16))),
        _ => None,
    }
}

/// Decoding for comparisons: every format, NaNs included.
fn widen(ty: Type, bits: u64) -> Option<f64> {
    to_f64(ty, bits)
}

/// Decodes an arithmetic input: `f32`/`f64` only, neither NaN nor
/// subnormal.
fn exact_input(ty: Type, bits: u64) -> Option<f64> {
    if !matches!(ty.kind(), Kind::F32 | Kind::F64) {
        return None;
    }
    let x = to_f64(ty, bits)?;
    let ok = !x.is_nan() && !is_subnormal(ty, x);
    ok.then_some(x)
}

/// Encodes an arithmetic result in `ty`, refusing NaNs and subnormals.
fn exact_output(ty: Type, x: f64) -> Option<u64> {
    if x.is_nan() || is_subnormal(ty, x) {
        return None;
    }
    Some(if ty == Type::F32 {
        u64::from((x as f32).to_bits())
    } else {
        x.to_bits()
    })
}

fn is_subnormal(ty: Type, x: f64) -> bool {
    if ty == Type::F32 {
        (x as f32).is_subnormal()
    } else {
        x.is_subnormal()
    }
}

/// Widens IEEE binary16 bits to f32 exactly.
fn f16_to_f32(h: u16) -> f32 {
    let sign = u32::from(h >> 15) << 31;
    let exp = u32::from((h >> 10) & 0x1f);
    let man = u32::from(h & 0x3ff);
    match exp {
        0 => {
            // Zero or subnormal: man * 2^-24, exact in f32.
            let mag = man as f32 * (1.0 / 16_777_216.0);
            if sign != 0 {
                -mag
            } else {
                mag
            }
        }
        31 => f32::from_bits(sign | 0x7f80_0000 | (man << 13)),
        _ => f32::from_bits(sign | ((exp + 112) << 23) | (man << 13)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_semantics() {
        assert_eq!(int_binary(Opcode::Iadd, 0xff, 1, 8), Some(0));
        assert_eq!(int_binary(Opcode::Sdiv, 0x80, 0xff, 8), None);
        assert_eq!(int_binary(Opcode::Srem, 0x80, 0xff, 8), None);
        assert_eq!(int_binary(Opcode::Udiv, 5, 0, 32), None);
        assert_eq!(int_binary(Opcode::Sdiv, 0xf9, 2, 8), Some(0xfd)); // -7/2 = -3
        assert_eq!(int_binary(Opcode::Srem, 0xf9, 2, 8), Some(0xff)); // -7%2 = -1
        assert_eq!(int_binary(Opcode::Shl, 1, 33, 32), Some(2));
        assert_eq!(int_binary(Opcode::Ashr, 0x80, 7, 8), Some(0xff));
        assert_eq!(int_binary(Opcode::Lshr, 0x80, 7, 8), Some(1));
        assert_eq!(int_binary(Opcode::Smulhi, u64::MAX, 2, 64), Some(u64::MAX));
        assert_eq!(int_binary(Opcode::Umulhi, u64::MAX, 2, 64), Some(1));
        assert_eq!(int_binary(Opcode::Iadd, 1, 1, 1), Some(0));
        assert_eq!(int_unary(Opcode::Clz, 1, 32), Some(31));
        assert_eq!(int_unary(Opcode::Clz, 0, 16), Some(16));
        assert_eq!(int_unary(Opcode::Ctz, 0, 16), Some(16));
        assert_eq!(int_unary(Opcode::Bitrev, 1, 8), Some(0x80));
        assert_eq!(int_unary(Opcode::Iabs, 0x80, 8), Some(0x80)); // wraps, as the interpreter defines
        assert_eq!(int_unary(Opcode::Ineg, 1, 16), Some(0xffff));
        assert!(icmp(IntCC::Slt, 0xff, 0, 8));
        assert!(!icmp(IntCC::Ult, 0xff, 0, 8));
    }

    #[test]
    fn float_semantics() {
        assert_eq!(float_to_int(-1.5, 32, true), Some(0xffff_ffff));
        assert_eq!(float_to_int(-1.5, 32, false), None);
        assert_eq!(float_to_int(4294967295.0, 32, false), Some(0xffff_ffff));
        assert_eq!(float_to_int(4294967296.0, 32, false), None);
        assert_eq!(float_to_int(f64::NAN, 32, true), None);
        assert_eq!(f16_to_f32(0x3c00), 1.0);
        assert_eq!(f16_to_f32(0xc000), -2.0);
        assert_eq!(f16_to_f32(0x0001), 2f32.powi(-24));
        assert!(f16_to_f32(0x7e00).is_nan());
        assert!(fcmp(FloatCC::Uno, f64::NAN, 1.0));
        assert!(!fcmp(FloatCC::Oeq, f64::NAN, f64::NAN));
        assert!(fcmp(FloatCC::Ueq, f64::NAN, 1.0));
        assert_eq!(exact_output(Type::F32, 1e-40), None);
        assert_eq!(exact_output(Type::F32, f64::NAN), None);
        assert_eq!(min_max(Opcode::Fmin, 0.0, -0.0), None);
    }
}
