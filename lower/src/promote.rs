//! Narrow-float and small-integer legalization: operations the GFX9
//! selector has no direct form for are rewritten, in the IR, into wider
//! operations it has.
//!
//! Role, by type (after `scalarize`, so every value here is a scalar):
//!
//! | operation | f16 | bf16 |
//! | --- | --- | --- |
//! | `fadd fsub fmul fmin fmax fma`, `fcmp` | selected natively (`v_add_f16` ...) | computed in f32 |
//! | `fdiv sqrt rsqrt rcp exp2 log2 sin cos floor ceil ftrunc nearest ldexp` | computed in f32 | computed in f32 |
//! | `fneg fabs copysign` | sign-bit arithmetic | sign-bit arithmetic |
//! | `fpext` to f64 | through f32 | through f32 |
//! | `sitofp`/`uitofp` from i32 | through f32 | through f64 |
//! | `fptosi`/`fptoui` | from the f32 extension | from the f32 extension |
//!
//! `icmp` on i8/i16 compares the operands sign-extended (signed
//! conditions) or zero-extended (the rest) to i32. Integer sources
//! narrower than 32 bits of `sitofp`/`uitofp` are extended to i32 first, and `fptosi`/`fptoui` to i8/i16 convert to i32 and clamp
//! to the narrow range (the IR saturates), for every float type.
//!
//! Why computing in a wider format is exact: an f16 or bf16 value is
//! exactly an f32, and for `+ - * / sqrt` a result correctly rounded to
//! p' bits and then rounded again to p bits is the once-rounded result
//! whenever p' >= 2p + 2 (24 >= 2·11 + 2 and 24 >= 2·8 + 2); the
//! integer-valued operations (`floor` ...) are exact in f32 and their
//! results representable again. An i32 converted to f32 and then to f16
//! rounds once in effect: below 2^24 the first step is exact, and from
//! 2^24 on both results are infinite. bf16 has f32's exponent range, so
//! an i32 goes through f64 (exact) and the selector's single-rounding
//! f64 -> bf16 conversion. The approximate operations keep their f32
//! accuracy, far inside the documented f16/bf16 tolerance.
//!
//! One exception to exactness, shared with LLVM: a bf16 `fma` is an f32
//! `fma` rounded again to bf16, which can differ from a single rounding
//! when the exact sum lies within 2^-24 relative of a bf16 rounding
//! boundary without being on it.

use crate::rewrite::{rewrite_function, Rewriter};
use crate::LowerError;
use agc_ir::instructions::{IntCC, Payload};
use agc_ir::{Function, Inst, Opcode, Sig, Type, Value};
use std::borrow::Cow;

/// f16 operations computed in f32 (the rest of the float opcodes are
/// selected natively for f16).
const F16_IN_F32: &[Opcode] = &[
    Opcode::Fdiv,
    Opcode::Sqrt,
    Opcode::Rsqrt,
    Opcode::Rcp,
    Opcode::Exp2,
    Opcode::Log2,
    Opcode::Sin,
    Opcode::Cos,
    Opcode::Floor,
    Opcode::Ceil,
    Opcode::Ftrunc,
    Opcode::Nearest,
    Opcode::Ldexp,
];

/// Float operations that only move the sign bit: selected for any width.
const SIGN_ONLY: &[Opcode] = &[Opcode::Fneg, Opcode::Fabs, Opcode::Copysign];

/// What to do with one instruction.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Plan {
    Keep,
    /// Compute a float operation (or compare) in f32.
    InF32,
    /// `fpext` f16/bf16 to f64 through f32.
    ExtViaF32,
    /// `sitofp`/`uitofp`: widen the source and/or go through a wider float.
    IntToFloat,
    /// `fptosi`/`fptoui`: widen the source and/or clamp to a narrow result.
    FloatToInt,
    /// `icmp` on i8/i16: compare the operands extended to i32.
    NarrowIcmp,
}

fn narrow(t: Type) -> bool {
    t == Type::F16 || t == Type::BF16
}

fn plan(f: &Function, i: Inst) -> Plan {
    let d = &f.insts[i];
    let args = f.inst_args(i);
    let Some(r) = f.first_result(i) else {
        return Plan::Keep;
    };
    let rty = f.value_type(r);
    if rty.is_vector() || args.iter().any(|&a| f.value_type(a).is_vector()) {
        return Plan::Keep;
    }
    let op = d.opcode;
    match op.sig() {
        Sig::Float | Sig::Ldexp if !SIGN_ONLY.contains(&op) => {
            if rty == Type::BF16 || (rty == Type::F16 && F16_IN_F32.contains(&op)) {
                return Plan::InF32;
            }
            return Plan::Keep;
        }
        _ => {}
    }
    let from = args.first().map(|&a| f.value_type(a)).unwrap_or(Type::VOID);
    match op {
        Opcode::Fcmp if from == Type::BF16 => Plan::InF32,
        Opcode::Fpext if narrow(from) && rty == Type::F64 => Plan::ExtViaF32,
        Opcode::Sitofp | Opcode::Uitofp
            if from != Type::I1 && from.bits() <= 32 && (from.bits() < 32 || narrow(rty)) =>
        {
            Plan::IntToFloat
        }
        Opcode::Fptosi | Opcode::Fptoui if narrow(from) || rty.bits() < 32 => Plan::FloatToInt,
        Opcode::Icmp if from != Type::I1 && from.bits() < 32 => Plan::NarrowIcmp,
        _ => Plan::Keep,
    }
}

/// Promotes what the table in the module doc lists (borrowing `func`
/// unchanged when there is nothing to do).
pub fn run(func: &Function) -> Result<Cow<'_, Function>, LowerError> {
    rewrite_function(
        func,
        "narrow type legalization",
        |f, i| plan(f, i) != Plan::Keep,
        replace,
    )
}

fn replace(rw: &mut Rewriter<'_>) -> Result<Value, LowerError> {
    let at = rw.at;
    let data = rw.f.insts[at];
    let args: smallvec::SmallVec<[Value; 3]> = rw.f.inst_args(at).iter().copied().collect();
    let r = rw.f.inst_results(at)[0];
    let rty = rw.f.value_type(r);
    let from = rw.f.value_type(args[0]);
    match plan(rw.f, at) {
        Plan::Keep => Ok(r),
        Plan::InF32 => {
            let mut wide: smallvec::SmallVec<[Value; 3]> = smallvec::SmallVec::new();
            for &a in &args {
                if narrow(rw.f.value_type(a)) {
                    wide.push(rw.convert(Opcode::Fpext, Type::F32, a)?);
                } else {
                    wide.push(a);
                }
            }
            let ctrl = if data.opcode == Opcode::Fcmp {
                data.ty
            } else {
                Type::F32
            };
            let y = rw.op(data.opcode, ctrl, &wide, data.payload)?;
            if data.opcode == Opcode::Fcmp {
                Ok(y)
            } else {
                rw.convert(Opcode::Fptrunc, rty, y)
            }
        }
        Plan::NarrowIcmp => {
            // Narrow integers live in the low bits of a 32-bit register
            // with unspecified high bits: a 32-bit compare of the raw
            // registers orders a negative i16 above a positive one. Signed
            // conditions compare the sign extensions, the others the zero
            // extensions, both exact for every narrow value.
            let signed = matches!(
                data.payload,
                Payload::IntCC(IntCC::Slt | IntCC::Sle | IntCC::Sgt | IntCC::Sge)
            );
            let ext = if signed { Opcode::Sext } else { Opcode::Zext };
            let a = rw.convert(ext, Type::I32, args[0])?;
            let b = rw.convert(ext, Type::I32, args[1])?;
            rw.op(Opcode::Icmp, data.ty, &[a, b], data.payload)
        }
        Plan::ExtViaF32 => {
            let x = rw.convert(Opcode::Fpext, Type::F32, args[0])?;
            rw.convert(Opcode::Fpext, Type::F64, x)
        }
        Plan::IntToFloat => {
            let signed = data.opcode == Opcode::Sitofp;
            let mut x = args[0];
            if from.bits() < 32 {
                let ext = if signed { Opcode::Sext } else { Opcode::Zext };
                x = rw.convert(ext, Type::I32, x)?;
            }
            match rty {
                Type::F16 => {
                    let y = rw.convert(data.opcode, Type::F32, x)?;
                    rw.convert(Opcode::Fptrunc, Type::F16, y)
                }
                Type::BF16 => {
                    let y = rw.convert(data.opcode, Type::F64, x)?;
                    rw.convert(Opcode::Fptrunc, Type::BF16, y)
                }
                _ => rw.convert(data.opcode, rty, x),
            }
        }
        Plan::FloatToInt => {
            let signed = data.opcode == Opcode::Fptosi;
            let mut x = args[0];
            if narrow(from) {
                x = rw.convert(Opcode::Fpext, Type::F32, x)?;
            }
            if rty.bits() >= 32 {
                return rw.convert(data.opcode, rty, x);
            }
            let y = rw.convert(data.opcode, Type::I32, x)?;
            let bits = rty.bits();
            let y = if signed {
                let lo = rw.op(
                    Opcode::Iconst,
                    Type::I32,
                    &[],
                    Payload::Imm((-(1i64 << (bits - 1))) as u32 as u64),
                )?;
                let hi = rw.op(
                    Opcode::Iconst,
                    Type::I32,
                    &[],
                    Payload::Imm((1u64 << (bits - 1)) - 1),
                )?;
                let y = rw.op(Opcode::Smax, Type::VOID, &[y, lo], Payload::None)?;
                rw.op(Opcode::Smin, Type::VOID, &[y, hi], Payload::None)?
            } else {
                let hi = rw.op(
                    Opcode::Iconst,
                    Type::I32,
                    &[],
                    Payload::Imm((1u64 << bits) - 1),
                )?;
                rw.op(Opcode::Umin, Type::VOID, &[y, hi], Payload::None)?
            };
            rw.convert(Opcode::Trunc, rty, y)
        }
    }
}
