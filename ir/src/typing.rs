//! Typing rules: the result type of an operation from its operands, and
//! the operand, address-space and ordering rules each operation obeys.
//!
//! One function, [`check_inst`], states every rule. The parser and the
//! builder call it to infer result types, the verifier to check IR built by
//! any means, so the three can never disagree. Rules named by a [`Sig`] in
//! the opcode table are handled generically; `Sig::Special` opcodes get an
//! arm of their own here.
//!
//! Calls are the one exception: their result types come from the callee's
//! signature, which only the module knows; see [`check_call`].

use crate::diagnostic::ErrorCode;
use crate::instructions::{AtomicRmwOp, MatrixFamily, MemArgs, Ordering, Payload};
use crate::opcodes::{Opcode, Sig};
use crate::types::{AddrSpace, Kind, Type};

/// A violated typing rule: the error class and a message naming the
/// operands involved. The caller attaches the span.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeError {
    pub code: ErrorCode,
    pub message: String,
}

fn err<T>(code: ErrorCode, message: impl Into<String>) -> Result<T, TypeError> {
    Err(TypeError {
        code,
        message: message.into(),
    })
}

fn arity(op: Opcode, args: &[Type], n: usize) -> Result<(), TypeError> {
    if args.len() != n {
        return err(
            ErrorCode::Malformed,
            format!(
                "`{op}` takes {n} operand{}, found {}",
                if n == 1 { "" } else { "s" },
                args.len()
            ),
        );
    }
    Ok(())
}

fn all_same(op: Opcode, args: &[Type]) -> Result<Type, TypeError> {
    let first = args[0];
    if let Some(other) = args.iter().find(|&&t| t != first) {
        return err(
            ErrorCode::TypeMismatch,
            format!("operands of `{op}` must have one type, found {first} and {other}"),
        );
    }
    Ok(first)
}

/// Checks an instruction other than `call` and returns its result type
/// (`Type::VOID` for operations without a result).
///
/// `ty` is the type written on the opcode (`load.f32`, `zext.i64`,
/// `iconst.i32`); for other opcodes it is ignored. `args` are the types of
/// the value operands in text order. Branch arguments are not checked here.
pub fn check_inst(
    op: Opcode,
    ty: Type,
    payload: &Payload,
    args: &[Type],
) -> Result<Type, TypeError> {
    use ErrorCode::*;
    match op.sig() {
        Sig::Int | Sig::Float => {
            let n = match op.format() {
                crate::Format::Unary => 1,
                crate::Format::Ternary => 3,
                _ => 2,
            };
            arity(op, args, n)?;
            let t = all_same(op, args)?;
            let ok = if op.sig() == Sig::Int {
                t.is_int()
            } else {
                t.is_float()
            };
            if !ok {
                let want = if op.sig() == Sig::Int {
                    "integer"
                } else {
                    "float"
                };
                return err(
                    TypeMismatch,
                    format!("`{op}` needs {want} operands, found {t}"),
                );
            }
            return Ok(t);
        }
        Sig::Ldexp => {
            arity(op, args, 2)?;
            let want = Type::I32.with_lanes(args[0].lanes());
            if !args[0].is_float() || Some(args[1]) != want {
                return err(
                    TypeMismatch,
                    format!(
                        "`ldexp` takes a float and an i32 exponent per lane, found {} and {}",
                        args[0], args[1]
                    ),
                );
            }
            return Ok(args[0]);
        }
        Sig::Select => {
            arity(op, args, 3)?;
            if args[0] != Type::I1 {
                return err(
                    TypeMismatch,
                    format!("`select` condition must be i1, found {}", args[0]),
                );
            }
            return all_same(op, &args[1..]);
        }
        Sig::Ptradd => {
            arity(op, args, 2)?;
            if !args[0].is_ptr() {
                return err(
                    TypeMismatch,
                    format!("`ptradd` base must be a pointer, found {}", args[0]),
                );
            }
            if args[1] != Type::I32 && args[1] != Type::I64 {
                return err(
                    TypeMismatch,
                    format!("`ptradd` offset must be i32 or i64, found {}", args[1]),
                );
            }
            return Ok(args[0]);
        }
        Sig::Special => {}
    }

    match op {
        Opcode::Iconst => {
            arity(op, args, 0)?;
            if !ty.is_int() || ty.is_vector() {
                return err(
                    TypeMismatch,
                    format!("`iconst` makes a scalar integer, not {ty}"),
                );
            }
            if let Payload::Imm(bits) = payload {
                if ty.bits() < 64 && bits >> ty.bits() != 0 {
                    return err(
                        BadImmediate,
                        format!("constant {bits:#x} does not fit in {ty}"),
                    );
                }
            }
            Ok(ty)
        }
        Opcode::Fconst => {
            arity(op, args, 0)?;
            if !ty.is_float() || ty.is_vector() {
                return err(
                    TypeMismatch,
                    format!("`fconst` makes a scalar float, not {ty}"),
                );
            }
            Ok(ty)
        }
        Opcode::Icmp => {
            arity(op, args, 2)?;
            let t = all_same(op, args)?;
            if t.is_vector() || !(t.is_int() || t.is_ptr()) {
                return err(
                    TypeMismatch,
                    format!("`icmp` compares scalar integers or pointers, not {t}"),
                );
            }
            Ok(Type::I1)
        }
        Opcode::Fcmp => {
            arity(op, args, 2)?;
            let t = all_same(op, args)?;
            if t.is_vector() || !t.is_float() {
                return err(
                    TypeMismatch,
                    format!("`fcmp` compares scalar floats, not {t}"),
                );
            }
            Ok(Type::I1)
        }
        Opcode::Sext
        | Opcode::Zext
        | Opcode::Trunc
        | Opcode::Fpext
        | Opcode::Fptrunc
        | Opcode::Fptosi
        | Opcode::Fptoui
        | Opcode::Sitofp
        | Opcode::Uitofp
        | Opcode::Bitcast
        | Opcode::Ptrtoint
        | Opcode::Inttoptr
        | Opcode::Addrspacecast
        | Opcode::Splat => {
            arity(op, args, 1)?;
            check_convert(op, args[0], ty)?;
            Ok(ty)
        }
        Opcode::Extractlane | Opcode::Insertlane => {
            let n = if op == Opcode::Extractlane { 1 } else { 2 };
            arity(op, args, n)?;
            let v = args[0];
            if !v.is_vector() {
                return err(TypeMismatch, format!("`{op}` needs a vector, found {v}"));
            }
            if let Payload::Lane(lane) = payload {
                if u32::from(*lane) >= v.lanes() {
                    return err(BadImmediate, format!("lane {lane} is out of range for {v}"));
                }
            }
            if op == Opcode::Insertlane {
                if args[1] != v.lane_type() {
                    return err(
                        TypeMismatch,
                        format!("inserting {} into a lane of {v}", args[1]),
                    );
                }
                return Ok(v);
            }
            Ok(v.lane_type())
        }
        Opcode::StackAddr => {
            arity(op, args, 0)?;
            Ok(Type::ptr(AddrSpace::Private))
        }
        Opcode::LdsAddr => {
            arity(op, args, 0)?;
            Ok(Type::ptr(AddrSpace::Local))
        }
        Opcode::Load => {
            arity(op, args, 1)?;
            pointer(op, args[0])?;
            if ty.is_void() || ty == Type::I1 {
                return err(TypeMismatch, format!("cannot load a value of type {ty}"));
            }
            if let Payload::Mem(mem) = payload {
                check_mem(op, mem, ty)?;
                if matches!(mem.ordering, Ordering::Release | Ordering::AcqRel) {
                    return err(
                        BadOrdering,
                        format!("an atomic load cannot have {} ordering", mem.ordering),
                    );
                }
            }
            Ok(ty)
        }
        Opcode::Store => {
            arity(op, args, 2)?;
            let space = pointer(op, args[1])?;
            let v = args[0];
            if v.is_void() || v == Type::I1 {
                return err(TypeMismatch, format!("cannot store a value of type {v}"));
            }
            if space == AddrSpace::Constant {
                return err(AddressSpace, "cannot store to the constant address space");
            }
            if let Payload::Mem(mem) = payload {
                check_mem(op, mem, v)?;
                if matches!(mem.ordering, Ordering::Acquire | Ordering::AcqRel) {
                    return err(
                        BadOrdering,
                        format!("an atomic store cannot have {} ordering", mem.ordering),
                    );
                }
            }
            Ok(Type::VOID)
        }
        Opcode::AtomicRmw => {
            arity(op, args, 2)?;
            let space = pointer(op, args[0])?;
            let v = args[1];
            if space == AddrSpace::Constant {
                return err(
                    AddressSpace,
                    "atomics cannot write the constant address space",
                );
            }
            if let Payload::AtomicRmw(rmw, mem) = payload {
                let ok = match rmw {
                    AtomicRmwOp::Fadd => {
                        matches!(v, Type::F32 | Type::F64)
                            || Some(v) == Type::F16.with_lanes(2)
                            || Some(v) == Type::BF16.with_lanes(2)
                    }
                    AtomicRmwOp::Fmin | AtomicRmwOp::Fmax => matches!(v, Type::F32 | Type::F64),
                    AtomicRmwOp::Xchg => {
                        matches!(v, Type::I32 | Type::I64 | Type::F32 | Type::F64) || v.is_ptr()
                    }
                    _ => matches!(v, Type::I32 | Type::I64),
                };
                if !ok {
                    return err(
                        TypeMismatch,
                        format!("`atomicrmw {rmw}` is not defined on {v}"),
                    );
                }
                if !mem.is_atomic() {
                    return err(BadOrdering, "`atomicrmw` needs an ordering");
                }
                check_align(op, mem, v)?;
            }
            Ok(v)
        }
        Opcode::CmpXchg => {
            arity(op, args, 3)?;
            let space = pointer(op, args[0])?;
            if space == AddrSpace::Constant {
                return err(
                    AddressSpace,
                    "atomics cannot write the constant address space",
                );
            }
            let v = all_same(op, &args[1..])?;
            if !matches!(v, Type::I32 | Type::I64) {
                return err(
                    TypeMismatch,
                    format!("`cmpxchg` works on i32 and i64, not {v}"),
                );
            }
            if let Payload::CmpXchg { mem, failure } = payload {
                if !mem.is_atomic() {
                    return err(BadOrdering, "`cmpxchg` needs a success ordering");
                }
                if matches!(
                    failure,
                    Ordering::NotAtomic | Ordering::Release | Ordering::AcqRel
                ) {
                    return err(
                        BadOrdering,
                        format!("`cmpxchg` failure ordering cannot be {failure}"),
                    );
                }
                if strength(*failure) > strength(load_part(mem.ordering)) {
                    return err(
                        BadOrdering,
                        format!(
                            "failure ordering {failure} is stronger than success ordering {}",
                            mem.ordering
                        ),
                    );
                }
                check_align(op, mem, v)?;
            }
            Ok(v)
        }
        Opcode::Fence => {
            arity(op, args, 0)?;
            if let Payload::Fence(ordering, _) = payload {
                if matches!(ordering, Ordering::NotAtomic | Ordering::Monotonic) {
                    return err(
                        BadOrdering,
                        format!("a fence cannot have {ordering} ordering"),
                    );
                }
            }
            Ok(Type::VOID)
        }
        Opcode::Barrier | Opcode::Unreachable => {
            arity(op, args, 0)?;
            Ok(Type::VOID)
        }
        Opcode::WorkitemId
        | Opcode::WorkgroupId
        | Opcode::WorkgroupSize
        | Opcode::GridSize
        | Opcode::LaneId
        | Opcode::WaveSize => {
            arity(op, args, 0)?;
            Ok(Type::I32)
        }
        Opcode::Readfirstlane => {
            arity(op, args, 1)?;
            non_void(op, args[0])
        }
        Opcode::Readlane | Opcode::Shuffle => {
            arity(op, args, 2)?;
            if args[1] != Type::I32 {
                return err(
                    TypeMismatch,
                    format!("`{op}` lane index must be i32, found {}", args[1]),
                );
            }
            non_void(op, args[0])
        }
        Opcode::Ballot => {
            arity(op, args, 1)?;
            if args[0] != Type::I1 {
                return err(
                    TypeMismatch,
                    format!("`ballot` takes an i1, found {}", args[0]),
                );
            }
            Ok(Type::I64)
        }
        Opcode::WaveReduce => {
            arity(op, args, 1)?;
            let t = args[0];
            if let Payload::Reduce(r) = payload {
                let ok = if r.is_float() {
                    matches!(t, Type::F32 | Type::F64)
                } else {
                    matches!(t, Type::I32 | Type::I64)
                };
                if !ok {
                    return err(
                        TypeMismatch,
                        format!("`wave_reduce {r}` is not defined on {t}"),
                    );
                }
            }
            Ok(t)
        }
        Opcode::Mfma | Opcode::Wmma => {
            arity(op, args, 3)?;
            let Payload::Matrix(m) = *payload else {
                return err(Malformed, format!("`{op}` without a shape"));
            };
            let family = if op == Opcode::Wmma {
                MatrixFamily::Wmma
            } else {
                MatrixFamily::Mfma
            };
            if m.family() != family {
                return err(Malformed, format!("`{m}` is not a shape of `{op}`"));
            }
            let input = m.input_type();
            for (what, &t) in [("A", &args[0]), ("B", &args[1])] {
                if t != input {
                    return err(
                        TypeMismatch,
                        format!("`{op} {m}` takes {input} as {what}, found {t}"),
                    );
                }
            }
            // The accumulator's width names the wave size (WMMA has a
            // wave32 and a wave64 form).
            if m.wave_of_acc(args[2]).is_none() {
                let accs: Vec<String> = if m.family() == MatrixFamily::Mfma {
                    m.acc_types().map(|(_, t)| t.to_string()).collect()
                } else {
                    m.acc_types()
                        .map(|(w, t)| format!("{t} (wave{w})"))
                        .collect()
                };
                return err(
                    TypeMismatch,
                    format!(
                        "`{op} {m}` takes {} as C, found {}",
                        accs.join(" or "),
                        args[2]
                    ),
                );
            }
            Ok(args[2])
        }
        Opcode::Br | Opcode::Return => Ok(Type::VOID),
        Opcode::Brif => {
            arity(op, args, 1)?;
            if args[0] != Type::I1 {
                return err(
                    TypeMismatch,
                    format!("`brif` condition must be i1, found {}", args[0]),
                );
            }
            Ok(Type::VOID)
        }
        Opcode::Switch => {
            arity(op, args, 1)?;
            if !args[0].is_int() || args[0].is_vector() {
                return err(
                    TypeMismatch,
                    format!("`switch` needs a scalar integer, found {}", args[0]),
                );
            }
            Ok(Type::VOID)
        }
        Opcode::Call | Opcode::CallIndirect => err(
            Malformed,
            "calls are checked against their callee with `check_call`",
        ),
        Opcode::FuncAddr => {
            arity(op, args, 0)?;
            Ok(Type::ptr(AddrSpace::Flat))
        }
        _ => err(Malformed, format!("no typing rule for `{op}`")),
    }
}

/// Whether `ty` can hold a function's address for `call_indirect`: a
/// 64-bit pointer (flat, global or constant; `funcaddr` gives flat).
pub fn is_code_pointer(ty: Type) -> bool {
    matches!(
        ty.addr_space(),
        Some(AddrSpace::Flat | AddrSpace::Global | AddrSpace::Constant)
    )
}

/// Checks a call's argument types against the callee's parameters and
/// returns the result types.
pub fn check_call<'a>(
    callee: &str,
    params: impl ExactSizeIterator<Item = Type>,
    returns: &'a [Type],
    args: &[Type],
) -> Result<&'a [Type], TypeError> {
    if params.len() != args.len() {
        return err(
            ErrorCode::CallSignature,
            format!(
                "`@{callee}` takes {} argument(s), found {}",
                params.len(),
                args.len()
            ),
        );
    }
    for (i, (want, &got)) in params.zip(args).enumerate() {
        if want != got {
            return err(
                ErrorCode::CallSignature,
                format!("argument {i} of `@{callee}` must be {want}, found {got}"),
            );
        }
    }
    Ok(returns)
}

fn non_void(op: Opcode, t: Type) -> Result<Type, TypeError> {
    if t.is_void() {
        return err(ErrorCode::TypeMismatch, format!("`{op}` needs a value"));
    }
    Ok(t)
}

fn pointer(op: Opcode, t: Type) -> Result<AddrSpace, TypeError> {
    t.addr_space().ok_or_else(|| TypeError {
        code: ErrorCode::TypeMismatch,
        message: format!("`{op}` needs a pointer operand, found {t}"),
    })
}

fn check_align(op: Opcode, mem: &MemArgs, ty: Type) -> Result<(), TypeError> {
    if mem.is_atomic() && mem.align() < ty.bytes() {
        return err(
            ErrorCode::AttributeValue,
            format!(
                "atomic `{op}` of {ty} needs alignment {}, found {}",
                ty.bytes(),
                mem.align()
            ),
        );
    }
    Ok(())
}

fn check_mem(op: Opcode, mem: &MemArgs, ty: Type) -> Result<(), TypeError> {
    if mem.is_atomic() {
        let scalar_ok = matches!(
            ty.kind(),
            Kind::I8 | Kind::I16 | Kind::I32 | Kind::I64 | Kind::F32 | Kind::F64 | Kind::Ptr
        ) && !ty.is_vector();
        if !scalar_ok {
            return err(
                ErrorCode::TypeMismatch,
                format!("atomic `{op}` of {ty} is not supported"),
            );
        }
    }
    check_align(op, mem, ty)
}

/// Orders orderings by the guarantees of their load half, for the
/// cmpxchg failure rule.
fn strength(o: Ordering) -> u8 {
    match o {
        Ordering::NotAtomic => 0,
        Ordering::Monotonic => 1,
        Ordering::Acquire => 2,
        Ordering::SeqCst => 3,
        Ordering::Release | Ordering::AcqRel => 2,
    }
}

fn load_part(o: Ordering) -> Ordering {
    match o {
        Ordering::Release => Ordering::Monotonic,
        Ordering::AcqRel => Ordering::Acquire,
        o => o,
    }
}

fn check_convert(op: Opcode, from: Type, to: Type) -> Result<(), TypeError> {
    use Opcode::*;
    let same_lanes = from.lanes() == to.lanes();
    let ok = match op {
        Sext | Zext => {
            same_lanes && from.is_int() && to.is_int() && to.lane_bits() > from.lane_bits()
        }
        Trunc => same_lanes && from.is_int() && to.is_int() && to.lane_bits() < from.lane_bits(),
        Fpext => {
            same_lanes && from.is_float() && to.is_float() && to.lane_bits() > from.lane_bits()
        }
        Fptrunc => {
            same_lanes && from.is_float() && to.is_float() && to.lane_bits() < from.lane_bits()
        }
        Fptosi | Fptoui => same_lanes && from.is_float() && to.is_int() && to.kind() != Kind::I1,
        Sitofp | Uitofp => same_lanes && from.is_int() && to.is_float(),
        Bitcast => {
            !from.is_ptr()
                && !to.is_ptr()
                && from.bits() == to.bits()
                && !from.is_void()
                && from != Type::I1
        }
        Ptrtoint => from.is_ptr() && to.is_int() && !to.is_vector() && to != Type::I1,
        Inttoptr => from.is_int() && !from.is_vector() && from != Type::I1 && to.is_ptr(),
        Addrspacecast => match (from.addr_space(), to.addr_space()) {
            (Some(a), Some(b)) => {
                a != b
                    && (a == AddrSpace::Flat
                        || b == AddrSpace::Flat
                        || matches!(
                            (a, b),
                            (AddrSpace::Global, AddrSpace::Constant)
                                | (AddrSpace::Constant, AddrSpace::Global)
                        ))
            }
            _ => false,
        },
        Splat => !from.is_vector() && to.is_vector() && to.lane_type() == from,
        _ => false,
    };
    if !ok {
        return err(
            ErrorCode::TypeMismatch,
            format!("`{op}` cannot convert {from} to {to}"),
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::instructions::SyncScope;

    #[test]
    fn arithmetic_infers_operand_type() {
        let f32x2 = Type::F32.with_lanes(2).unwrap();
        assert_eq!(
            check_inst(Opcode::Fadd, Type::VOID, &Payload::None, &[f32x2, f32x2]),
            Ok(f32x2)
        );
        let e = check_inst(
            Opcode::Iadd,
            Type::VOID,
            &Payload::None,
            &[Type::I32, Type::I64],
        )
        .unwrap_err();
        assert_eq!(e.code, ErrorCode::TypeMismatch);
        let e = check_inst(
            Opcode::Fadd,
            Type::VOID,
            &Payload::None,
            &[Type::I32, Type::I32],
        )
        .unwrap_err();
        assert!(e.message.contains("float"), "{}", e.message);
    }

    #[test]
    fn conversions() {
        assert!(check_convert(Opcode::Zext, Type::I32, Type::I64).is_ok());
        assert!(check_convert(Opcode::Zext, Type::I64, Type::I32).is_err());
        assert!(check_convert(Opcode::Bitcast, Type::F32, Type::I32).is_ok());
        assert!(
            check_convert(Opcode::Bitcast, Type::F16.with_lanes(2).unwrap(), Type::I32).is_ok()
        );
        let g = Type::ptr(AddrSpace::Global);
        let l = Type::ptr(AddrSpace::Local);
        let f = Type::ptr(AddrSpace::Flat);
        assert!(check_convert(Opcode::Addrspacecast, g, f).is_ok());
        assert!(check_convert(Opcode::Addrspacecast, g, l).is_err());
    }

    #[test]
    fn memory_rules() {
        let c = Type::ptr(AddrSpace::Constant);
        let mem = Payload::Mem(MemArgs::natural(Type::I32));
        let e = check_inst(Opcode::Store, Type::I32, &mem, &[Type::I32, c]).unwrap_err();
        assert_eq!(e.code, ErrorCode::AddressSpace);
        let acq = Payload::Mem(MemArgs::atomic(4, Ordering::Acquire, SyncScope::Agent));
        let g = Type::ptr(AddrSpace::Global);
        let e = check_inst(Opcode::Store, Type::I32, &acq, &[Type::I32, g]).unwrap_err();
        assert_eq!(e.code, ErrorCode::BadOrdering);
        let x = Payload::CmpXchg {
            mem: MemArgs::atomic(4, Ordering::Monotonic, SyncScope::Agent),
            failure: Ordering::Acquire,
        };
        let e = check_inst(Opcode::CmpXchg, Type::I32, &x, &[g, Type::I32, Type::I32]).unwrap_err();
        assert_eq!(e.code, ErrorCode::BadOrdering);
    }
}
