//! Semantics of the pure operations: one lane, bits in, bits out.
//!
//! Role: [`eval_pure`] gives the meaning of every opcode that reads no
//! memory, no dispatch state and no other lane: integer and float
//! arithmetic, comparisons, `select`, conversions, vector lanes, `ptradd`,
//! `addrspacecast`. The wave engine calls it once per active lane.
//!
//! Invariants: operands arrive zero-extended from their lane width and the
//! result leaves the same way (every integer result is masked). Undefined
//! behaviour (division by zero, `INT_MIN / -1`, casting a flat address that
//! is in no matching aperture) is a [`Trap`], never a made-up value.
//!
//! Integer operations wrap at their width; shift amounts are taken modulo
//! the width, as AMD's shifters do for 16, 32 and 64 bits. Float
//! operations follow IEEE 754 with round-to-nearest-even, subnormals kept;
//! narrow formats are computed in f64 and rounded once more, which
//! [`super::float`] proves harmless. NaN results are canonical quiet NaNs.

use super::float::{fma_narrow, FloatFormat};
use super::memory::{LOCAL_APERTURE, LOCAL_NULL, PRIVATE_APERTURE, PRIVATE_NULL};
use super::{mask, ErrorKind, ValueBits};
use crate::instructions::{FloatCC, IntCC, Payload};
use crate::opcodes::Opcode;
use crate::types::{AddrSpace, Type};

/// Undefined behaviour detected while evaluating one lane; the engine adds
/// the location.
#[derive(Clone, Debug)]
pub(crate) struct Trap {
    pub kind: ErrorKind,
    pub msg: String,
}

pub(crate) fn trap<T>(kind: ErrorKind, msg: impl Into<String>) -> Result<T, Trap> {
    Err(Trap {
        kind,
        msg: msg.into(),
    })
}

/// Sign-extends the low `bits` bits of `x`.
pub(crate) fn sext(x: u64, bits: u32) -> i64 {
    let sh = 64 - bits;
    ((x << sh) as i64) >> sh
}

/// Evaluates a pure operation for one lane. `ty` is the result type (for
/// conversions, the target type), `arg_tys`/`args` the operands.
pub(crate) fn eval_pure(
    op: Opcode,
    ty: Type,
    payload: &Payload,
    arg_tys: &[Type],
    args: &[ValueBits],
) -> Result<ValueBits, Trap> {
    use Opcode::*;
    let lanes = ty.lanes().max(1) as usize;
    let mut out = ValueBits::default();
    match op {
        Iconst => {
            if let Payload::Imm(bits) = payload {
                out.0[0] = bits & mask(ty.lane_bits());
            }
        }
        Fconst => {
            if let Payload::FloatBits(bits) = payload {
                out.0[0] = bits & mask(ty.lane_bits());
            }
        }
        Iadd | Isub | Imul | Sdiv | Udiv | Srem | Urem | Smin | Smax | Umin | Umax | Smulhi
        | Umulhi | And | Or | Xor | Shl | Lshr | Ashr => {
            let w = ty.lane_bits();
            for i in 0..lanes {
                out.0[i] = int_binary(op, w, args[0].0[i], args[1].0[i])?;
            }
        }
        Ineg | Iabs | Not | Popcnt | Clz | Ctz | Bitrev => {
            let w = ty.lane_bits();
            for i in 0..lanes {
                out.0[i] = int_unary(op, w, args[0].0[i]);
            }
        }
        Fadd | Fsub | Fmul | Fdiv | Fmin | Fmax | Copysign => {
            let f = fmt(ty);
            for i in 0..lanes {
                out.0[i] = float_binary(op, f, args[0].0[i], args[1].0[i]);
            }
        }
        Fma => {
            let f = fmt(ty);
            for i in 0..lanes {
                let (a, b, c) = (args[0].0[i], args[1].0[i], args[2].0[i]);
                out.0[i] = if f == FloatFormat::F64 {
                    let r = f64::from_bits(a).mul_add(f64::from_bits(b), f64::from_bits(c));
                    f.from_f64(r)
                } else {
                    fma_narrow(f, a, b, c)
                };
            }
        }
        Fneg | Fabs | Sqrt | Rsqrt | Rcp | Exp2 | Log2 | Sin | Cos | Floor | Ceil | Ftrunc
        | Nearest => {
            let f = fmt(ty);
            for i in 0..lanes {
                out.0[i] = float_unary(op, f, args[0].0[i]);
            }
        }
        Ldexp => {
            let f = fmt(ty);
            for i in 0..lanes {
                out.0[i] = ldexp(f, args[0].0[i], sext(args[1].0[i], 32));
            }
        }
        Icmp => {
            let Payload::IntCC(cc) = payload else {
                return trap(ErrorKind::InvalidIr, "icmp without a condition");
            };
            let w = arg_tys[0].lane_bits();
            out.0[0] = u64::from(icmp(*cc, w, args[0].0[0], args[1].0[0]));
        }
        Fcmp => {
            let Payload::FloatCC(cc) = payload else {
                return trap(ErrorKind::InvalidIr, "fcmp without a condition");
            };
            let f = fmt(arg_tys[0]);
            out.0[0] = u64::from(fcmp(*cc, f.to_f64(args[0].0[0]), f.to_f64(args[1].0[0])));
        }
        Select => {
            out = if args[0].0[0] & 1 != 0 {
                args[1]
            } else {
                args[2]
            };
        }
        Sext | Zext | Trunc => {
            let (from, to) = (arg_tys[0].lane_bits(), ty.lane_bits());
            for i in 0..lanes {
                let x = args[0].0[i];
                out.0[i] = match op {
                    Sext => sext(x, from) as u64 & mask(to),
                    _ => x & mask(to),
                };
            }
        }
        Fpext | Fptrunc => {
            let (from, to) = (fmt(arg_tys[0]), fmt(ty));
            for i in 0..lanes {
                out.0[i] = to.from_f64(from.to_f64(args[0].0[i]));
            }
        }
        Fptosi | Fptoui => {
            let from = fmt(arg_tys[0]);
            let w = ty.lane_bits();
            for i in 0..lanes {
                out.0[i] = float_to_int(from.to_f64(args[0].0[i]), w, op == Fptosi);
            }
        }
        Sitofp | Uitofp => {
            let (w, to) = (arg_tys[0].lane_bits(), fmt(ty));
            for i in 0..lanes {
                let x = args[0].0[i];
                out.0[i] = if op == Sitofp {
                    let v = sext(x, w);
                    to.round(v < 0, v.unsigned_abs(), 0)
                } else {
                    to.round(false, x, 0)
                };
            }
        }
        Bitcast => out = bitcast(arg_tys[0], ty, args[0]),
        Ptrtoint | Inttoptr => out.0[0] = args[0].0[0] & mask(ty.lane_bits()),
        Addrspacecast => {
            out.0[0] = addrspacecast(arg_tys[0], ty, args[0].0[0])?;
        }
        Splat => {
            for i in 0..lanes {
                out.0[i] = args[0].0[0];
            }
        }
        Extractlane | Insertlane => {
            let Payload::Lane(lane) = payload else {
                return trap(ErrorKind::InvalidIr, "lane operation without a lane");
            };
            let lane = usize::from(*lane) % 16;
            if op == Extractlane {
                out.0[0] = args[0].0[lane];
            } else {
                out = args[0];
                out.0[lane] = args[1].0[0];
            }
        }
        Ptradd => {
            // The offset is signed; addresses wrap at the pointer's width.
            let off = sext(args[1].0[0], arg_tys[1].lane_bits()) as u64;
            out.0[0] = args[0].0[0].wrapping_add(off) & mask(ty.lane_bits());
        }
        _ => {
            return trap(
                ErrorKind::InvalidIr,
                format!("`{op}` is not a pure operation"),
            )
        }
    }
    Ok(out)
}

fn fmt(ty: Type) -> FloatFormat {
    // The typing rules guarantee a float type wherever this is called.
    FloatFormat::of(ty).unwrap_or(FloatFormat::F64)
}

pub(crate) fn int_binary(op: Opcode, w: u32, a: u64, b: u64) -> Result<u64, Trap> {
    use Opcode::*;
    let m = mask(w);
    let (sa, sb) = (sext(a, w), sext(b, w));
    let r = match op {
        Iadd => a.wrapping_add(b),
        Isub => a.wrapping_sub(b),
        Imul => a.wrapping_mul(b),
        Sdiv | Srem => {
            if b == 0 {
                return trap(ErrorKind::DivideByZero, format!("`{op}` of {sa} by zero"));
            }
            let min = if w == 64 {
                i64::MIN
            } else {
                -(1i64 << (w - 1))
            };
            if sa == min && sb == -1 {
                return trap(
                    ErrorKind::DivideOverflow,
                    format!("`{op}` of the most negative i{w} ({sa}) by -1"),
                );
            }
            (if op == Sdiv { sa / sb } else { sa % sb }) as u64
        }
        Udiv | Urem => {
            if b == 0 {
                return trap(ErrorKind::DivideByZero, format!("`{op}` of {a} by zero"));
            }
            if op == Udiv {
                a / b
            } else {
                a % b
            }
        }
        Smin => sa.min(sb) as u64,
        Smax => sa.max(sb) as u64,
        Umin => a.min(b),
        Umax => a.max(b),
        Smulhi => ((i128::from(sa) * i128::from(sb)) >> w) as u64,
        Umulhi => ((u128::from(a) * u128::from(b)) >> w) as u64,
        And => a & b,
        Or => a | b,
        Xor => a ^ b,
        Shl => a << (b % u64::from(w)),
        Lshr => a >> (b % u64::from(w)),
        Ashr => (sa >> (b % u64::from(w))) as u64,
        _ => return trap(ErrorKind::InvalidIr, format!("`{op}` is not binary")),
    };
    Ok(r & m)
}

pub(crate) fn int_unary(op: Opcode, w: u32, a: u64) -> u64 {
    use Opcode::*;
    let m = mask(w);
    let a = a & m;
    let r = match op {
        Ineg => a.wrapping_neg(),
        Iabs => sext(a, w).unsigned_abs(),
        Not => !a,
        Popcnt => u64::from(a.count_ones()),
        // `a` is zero above bit w, so leading zeros count 64 - w extra.
        Clz => u64::from(a.leading_zeros() - (64 - w)),
        Ctz => u64::from(a.trailing_zeros().min(w)),
        Bitrev => a.reverse_bits() >> (64 - w),
        _ => 0,
    };
    r & m
}

pub(crate) fn icmp(cc: IntCC, w: u32, a: u64, b: u64) -> bool {
    let (sa, sb) = (sext(a, w), sext(b, w));
    match cc {
        IntCC::Eq => a == b,
        IntCC::Ne => a != b,
        IntCC::Slt => sa < sb,
        IntCC::Sle => sa <= sb,
        IntCC::Sgt => sa > sb,
        IntCC::Sge => sa >= sb,
        IntCC::Ult => a < b,
        IntCC::Ule => a <= b,
        IntCC::Ugt => a > b,
        IntCC::Uge => a >= b,
    }
}

pub(crate) fn fcmp(cc: FloatCC, a: f64, b: f64) -> bool {
    let uno = a.is_nan() || b.is_nan();
    match cc {
        FloatCC::Oeq => a == b,
        FloatCC::One => !uno && a != b,
        FloatCC::Olt => a < b,
        FloatCC::Ole => a <= b,
        FloatCC::Ogt => a > b,
        FloatCC::Oge => a >= b,
        FloatCC::Ord => !uno,
        FloatCC::Ueq => uno || a == b,
        FloatCC::Une => a != b,
        FloatCC::Ult => uno || a < b,
        FloatCC::Ule => uno || a <= b,
        FloatCC::Ugt => uno || a > b,
        FloatCC::Uge => uno || a >= b,
        FloatCC::Uno => uno,
    }
}

fn float_binary(op: Opcode, f: FloatFormat, a: u64, b: u64) -> u64 {
    use Opcode::*;
    match op {
        Copysign => return f.copysign(a, b),
        Fmin | Fmax => return min_max(op == Fmin, f, a, b),
        _ => {}
    }
    let (x, y) = (f.to_f64(a), f.to_f64(b));
    // For f64 this is the operation itself; for narrower formats the f64
    // result is exact or rounded at 53 bits, and rounding again is
    // innocuous (see `float`).
    let r = match op {
        Fadd => x + y,
        Fsub => x - y,
        Fmul => x * y,
        _ => x / y,
    };
    f.from_f64(r)
}

/// IEEE 754-2008 minNum/maxNum with -0 < +0: a NaN operand is ignored; two
/// NaNs give the canonical quiet NaN. The result is one of the operands'
/// bits, so no rounding happens.
fn min_max(min: bool, f: FloatFormat, a: u64, b: u64) -> u64 {
    match (f.is_nan(a), f.is_nan(b)) {
        (true, true) => return f.quiet_nan(),
        (true, false) => return b,
        (false, true) => return a,
        _ => {}
    }
    let (x, y) = (f.to_f64(a), f.to_f64(b));
    let a_less = if x == y {
        // Equal values differ only in the sign of zero.
        f.is_negative(a) && !f.is_negative(b)
    } else {
        x < y
    };
    if a_less == min {
        a
    } else {
        b
    }
}

fn float_unary(op: Opcode, f: FloatFormat, a: u64) -> u64 {
    use Opcode::*;
    match op {
        Fneg => return f.neg(a),
        Fabs => return f.abs(a),
        _ => {}
    }
    let x = f.to_f64(a);
    let r = match op {
        Sqrt => x.sqrt(),
        // The approximate operations: the interpreter gives the f64 result
        // rounded to the format; docs/ir.md states what compiled code must
        // meet instead.
        Rsqrt => 1.0 / x.sqrt(),
        Rcp => 1.0 / x,
        Exp2 => x.exp2(),
        Log2 => x.log2(),
        Sin => x.sin(),
        Cos => x.cos(),
        // Exact: an integral value of a format is representable in it.
        Floor => x.floor(),
        Ceil => x.ceil(),
        Ftrunc => x.trunc(),
        Nearest => x.round_ties_even(),
        _ => x,
    };
    f.from_f64(r)
}

/// `x · 2^n`, rounded once.
fn ldexp(f: FloatFormat, x: u64, n: i64) -> u64 {
    if f.is_non_finite(x) {
        return if f.is_nan(x) { f.quiet_nan() } else { x };
    }
    let (neg, m, e) = f.decompose(x);
    // Exponents beyond ±2^20 over- or underflow every format all the same;
    // clamping keeps the arithmetic in i32.
    let n = n.clamp(-(1 << 20), 1 << 20) as i32;
    f.round(neg, m, e + n)
}

/// Float to integer, rounding toward zero and saturating: NaN gives 0,
/// values beyond the range give its nearest end (what `v_cvt_i32_f32`
/// does for i32).
fn float_to_int(x: f64, w: u32, signed: bool) -> u64 {
    if x.is_nan() {
        return 0;
    }
    let t = x.trunc();
    if signed {
        let (min, max) = if w == 64 {
            (i64::MIN, i64::MAX)
        } else {
            (-(1i64 << (w - 1)), (1i64 << (w - 1)) - 1)
        };
        // `as i64` saturates at i64's range; clamp to the narrower one.
        let v = (t as i64).clamp(min, max);
        v as u64 & mask(w)
    } else {
        let v = (t as u64).min(mask(w));
        v & mask(w)
    }
}

/// Reinterprets the bits of a value as another type of the same total
/// width: lanes are concatenated little-endian (lane 0 lowest) and split
/// again.
fn bitcast(from: Type, to: Type, v: ValueBits) -> ValueBits {
    let mut bytes = [0u8; 32];
    let fw = from.lane_bits() as usize / 8;
    for i in 0..from.lanes().max(1) as usize {
        bytes[i * fw..(i + 1) * fw].copy_from_slice(&v.0[i].to_le_bytes()[..fw]);
    }
    let tw = to.lane_bits() as usize / 8;
    let mut out = ValueBits::default();
    for i in 0..to.lanes().max(1) as usize {
        let mut lane = [0u8; 8];
        lane[..tw].copy_from_slice(&bytes[i * tw..(i + 1) * tw]);
        out.0[i] = u64::from_le_bytes(lane);
    }
    out
}

/// Address-space casts through the apertures (see `memory`). Null maps to
/// null: 0 for flat/global/constant, `0xffffffff` for local and private.
fn addrspacecast(from: Type, to: Type, p: u64) -> Result<u64, Trap> {
    use AddrSpace::*;
    let (Some(a), Some(b)) = (from.addr_space(), to.addr_space()) else {
        return trap(ErrorKind::InvalidIr, "addrspacecast between non-pointers");
    };
    let aperture = |s: AddrSpace| match s {
        Local => Some((LOCAL_APERTURE, LOCAL_NULL)),
        Private => Some((PRIVATE_APERTURE, PRIVATE_NULL)),
        _ => None,
    };
    match (aperture(a), aperture(b)) {
        // Global <-> constant <-> flat: the same 64-bit address.
        (None, None) => Ok(p),
        // Local/private to flat: into the aperture.
        (Some((base, null)), None) => Ok(if p == null { 0 } else { base + p }),
        // Flat to local/private: the address must be in that aperture.
        (None, Some((base, null))) => {
            if p == 0 {
                Ok(null)
            } else if p.wrapping_sub(base) < super::memory::APERTURE_SIZE {
                Ok(p - base)
            } else {
                trap(
                    ErrorKind::OutOfBounds,
                    format!("flat address {p:#x} is not in the {} aperture", b.name()),
                )
            }
        }
        (Some(_), Some(_)) => trap(
            ErrorKind::InvalidIr,
            format!("no cast from {} to {}", a.name(), b.name()),
        ),
    }
}

/// Whether atomic and reduction float operations see the same semantics
/// as the arithmetic ones: exported for the wave engine.
pub(crate) fn float_op(op: Opcode, f: FloatFormat, a: u64, b: u64) -> u64 {
    float_binary(op, f, a, b)
}
