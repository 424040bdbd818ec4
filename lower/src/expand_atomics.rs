//! Float atomics without a usable hardware form become compare-and-swap
//! loops, in the IR, before instruction selection.
//!
//! Role: for every `atomicrmw fadd|fmin|fmax` that `NATIVE` does not list
//! for (processor, address space, operation, type), or that is on global or
//! flat memory at system scope, the pass rewrites
//!
//! ```text
//!   b:    ...; %r = atomicrmw fadd %p, %v, ORD SCOPE; rest
//! into
//!   b:    ...; %i = load.iN %p, atomic monotonic SCOPE; br loop(%i)
//!   loop(%old: iN):
//!         %new = <the float-atomic rule of docs/ir.md on %old, %v, in iN bits>
//!         %seen = cmpxchg %p, %old, %new, ORD FAIL SCOPE
//!         %ok = icmp eq %seen, %old
//!         brif %ok, tail, loop(%seen)
//!   tail: rest       (%r = bitcast of %old)
//! ```
//!
//! so selection never meets a float atomic it cannot select. The ordering
//! and scope of the atomic go on the `cmpxchg` (failure ordering: the
//! success ordering's load half), as LLVM's atomic expansion does; the
//! first load is monotonic so the loop has no data race in IR terms (a
//! plain load would be a race with other lanes' atomics).
//!
//! Invariants: the output verifies and means what the input meant, *bit
//! for bit*, under the float-atomic rules of docs/ir.md: the new value is
//! computed on integer bit patterns (NaN choice and quieting, the negative
//! NaN of Inf - Inf, zero sums, denormal flushing per unit and
//! `float_denorm_mode`, the min/max order with -0 < +0), around one `fadd`
//! whose operands are already flushed as the rule says. Only that `fadd`
//! runs on the VALU, and the VALU flushes exactly what the rule flushes
//! except for the memory-unit add under mode 1 (keep inputs, flush outputs:
//! the rule keeps the output), which is rejected rather than compiled
//! inexactly. Packed f16x2/bf16x2 adds run the rule on each 16-bit lane
//! of the 32-bit word (taken apart and put back with shifts) around an
//! f16 or bf16 `fadd` (`promote` computes the bf16 one in f32, exactly:
//! see its module doc), and swap the whole word.
//!
//! Trick: min/max never touch a float unit: `x ^ ((x >>s (w-1)) >>u 1)`
//! maps float bits to integers whose signed order is the float order with
//! -0 < +0, so one signed compare picks the winner and the stored value is
//! an operand's bits, unmodified, as the hardware stores it.

use crate::LowerError;
use agc_ir::instructions::{AtomicRmwOp, IntCC, MemArgs, Ordering, Payload, SyncScope};
use agc_ir::{check_inst, AddrSpace, Block, Function, Inst, InstData, Opcode, Type, Value};
use agc_isa::processors::{procset, ProcSet, Processor};
use std::borrow::Cow;

/// A float atomic the hardware performs as the float-atomic rules say.
struct Native {
    op: AtomicRmwOp,
    ty: Type,
    space: AddrSpace,
    /// Processors with the instruction, where it is also correct on any
    /// memory up to agent scope (global/flat: gfx942 and later, as LLVM
    /// uses them; on gfx908/gfx90a LLVM uses a loop without a
    /// coarse-grained-memory promise, which the IR cannot make).
    procs: ProcSet,
}

const fn n(op: AtomicRmwOp, ty: Type, space: AddrSpace, procs: ProcSet) -> Native {
    Native {
        op,
        ty,
        space,
        procs,
    }
}

use AddrSpace::{Flat, Global, Local};
use AtomicRmwOp::{Fadd, Fmax, Fmin};

/// One row per native (operation, type, address space); everything else
/// is expanded. LDS: `ds_add_f32`, `ds_min/max_f32/f64` on every GFX9,
/// `ds_add_f64` from gfx90a. Global/flat: add f32/f64, min/max f64.
#[rustfmt::skip]
const NATIVE: &[Native] = &[
    n(Fadd, Type::F32, Local, procset::ALL),
    n(Fmin, Type::F32, Local, procset::ALL),
    n(Fmax, Type::F32, Local, procset::ALL),
    n(Fmin, Type::F64, Local, procset::ALL),
    n(Fmax, Type::F64, Local, procset::ALL),
    n(Fadd, Type::F64, Local, procset::GFX90A_UP),
    n(Fadd, Type::F32, Global, procset::GFX942_UP),
    n(Fadd, Type::F32, Flat, procset::GFX942_UP),
    n(Fadd, Type::F64, Global, procset::GFX942_UP),
    n(Fadd, Type::F64, Flat, procset::GFX942_UP),
    n(Fmin, Type::F64, Global, procset::GFX942_UP),
    n(Fmin, Type::F64, Flat, procset::GFX942_UP),
    n(Fmax, Type::F64, Global, procset::GFX942_UP),
    n(Fmax, Type::F64, Flat, procset::GFX942_UP),
];

/// Packed adds: global, flat and LDS on gfx942 (`*_atomic_pk_add_f16/bf16`,
/// `ds_pk_add_f16/bf16`); the global f16 form of gfx908/gfx90a is unsafe on
/// fine-grained memory like the other global float atomics there.
fn native_packed(ty: Type, _space: AddrSpace, proc: Processor) -> bool {
    let packed = Type::F16.with_lanes(2) == Some(ty) || Type::BF16.with_lanes(2) == Some(ty);
    packed && procset::GFX942_UP.contains(proc)
}

/// Whether `atomicrmw op` of `ty` on `space` at `scope` is selected as one
/// instruction on `proc` (the selector's float rows agree: the test
/// `native_table_agrees_with_the_selector` compiles every case).
pub fn is_native(
    proc: Processor,
    space: AddrSpace,
    op: AtomicRmwOp,
    ty: Type,
    scope: SyncScope,
) -> bool {
    if !op.is_float() {
        return true;
    }
    // System scope may name fine-grained host memory, where the float
    // atomic units are not coherent: a loop of cmpswaps is.
    if space != Local && scope.base() == SyncScope::System {
        return false;
    }
    NATIVE
        .iter()
        .any(|r| r.op == op && r.ty == ty && r.space == space && r.procs.contains(proc))
        || op == Fadd && native_packed(ty, space, proc)
}

/// The function with every non-native float atomic expanded (borrowed
/// unchanged when there is none).
pub fn expand<'f>(func: &'f Function, proc: Processor) -> Result<Cow<'f, Function>, LowerError> {
    expand_where(func, |space, op, ty, scope| {
        !is_native(proc, space, op, ty, scope)
    })
}

/// [`expand`] with the choice of which float atomics to expand.
pub fn expand_where<'f>(
    func: &'f Function,
    wanted: impl Fn(AddrSpace, AtomicRmwOp, Type, SyncScope) -> bool,
) -> Result<Cow<'f, Function>, LowerError> {
    let targets: Vec<Inst> = func
        .layout
        .iter()
        .flat_map(|&b| func.block_insts(b).iter().copied())
        .filter(|&i| {
            let d = &func.insts[i];
            let Payload::AtomicRmw(op, m) = d.payload else {
                return false;
            };
            let args = func.inst_args(i);
            let space = func.value_type(args[0]).addr_space().unwrap_or(Flat);
            op.is_float() && wanted(space, op, func.value_type(args[1]), m.scope)
        })
        .collect();
    if targets.is_empty() {
        return Ok(Cow::Borrowed(func));
    }
    let mut f = func.clone();
    for inst in targets {
        expand_one(&mut f, inst)?;
    }
    Ok(Cow::Owned(f))
}

/// The load half of an ordering, for the failure side of the cmpxchg.
fn failure_of(o: Ordering) -> Ordering {
    match o {
        Ordering::Release | Ordering::Monotonic => Ordering::Monotonic,
        Ordering::AcqRel | Ordering::Acquire => Ordering::Acquire,
        other => other,
    }
}

/// Places new instructions at the end of a block, typed by the IR's own
/// typing rules, carrying the expanded atomic's source position.
struct Emit<'a> {
    f: &'a mut Function,
    block: Block,
    at: Inst,
}

impl Emit<'_> {
    fn err(&self, message: String) -> LowerError {
        LowerError::unsupported(message, self.f.spans[self.at]).at(self.at)
    }

    fn place(&mut self, data: InstData, results: &[Type]) -> Inst {
        let i = self.f.make_inst(data, results);
        self.f.append_inst(self.block, i);
        self.f.spans[i] = self.f.spans[self.at];
        self.f.debug_locs[i] = self.f.debug_locs[self.at];
        i
    }

    fn op(
        &mut self,
        op: Opcode,
        ctrl: Type,
        args: &[Value],
        payload: Payload,
    ) -> Result<Value, LowerError> {
        let tys: Vec<Type> = args.iter().map(|&a| self.f.value_type(a)).collect();
        let ty = check_inst(op, ctrl, &payload, &tys)
            .map_err(|e| self.err(format!("float atomic expansion: {}", e.message)))?;
        let data = self.f.inst_data(op, ty, args, payload);
        let i = self.place(data, &[ty]);
        Ok(self.f.inst_results(i)[0])
    }

    fn k(&mut self, ty: Type, v: u64) -> Result<Value, LowerError> {
        self.op(Opcode::Iconst, ty, &[], Payload::Imm(v))
    }
    fn bin(&mut self, op: Opcode, a: Value, b: Value) -> Result<Value, LowerError> {
        self.op(op, Type::VOID, &[a, b], Payload::None)
    }
    fn bink(&mut self, op: Opcode, a: Value, k: u64) -> Result<Value, LowerError> {
        let ty = self.f.value_type(a);
        let b = self.k(ty, k)?;
        self.bin(op, a, b)
    }
    fn icmp(&mut self, cc: IntCC, a: Value, b: Value) -> Result<Value, LowerError> {
        self.op(Opcode::Icmp, Type::VOID, &[a, b], Payload::IntCC(cc))
    }
    fn icmpk(&mut self, cc: IntCC, a: Value, k: u64) -> Result<Value, LowerError> {
        let ty = self.f.value_type(a);
        let b = self.k(ty, k)?;
        self.icmp(cc, a, b)
    }
    fn select(&mut self, c: Value, t: Value, e: Value) -> Result<Value, LowerError> {
        self.op(Opcode::Select, Type::VOID, &[c, t, e], Payload::None)
    }
    fn bitcast(&mut self, ty: Type, v: Value) -> Result<Value, LowerError> {
        self.op(Opcode::Bitcast, ty, &[v], Payload::None)
    }
}

/// Bit-level constants of one float lane, held in an integer type: f32
/// and f64 in i32 and i64; f16 and bf16 zero-extended in i32 (the lanes
/// of a packed value are taken apart and put back with shifts).
#[derive(Clone, Copy)]
struct Bits {
    /// The type the rule's integer arithmetic runs in.
    int: Type,
    float: Type,
    /// `i16` for 16-bit lanes: the float's own bit type, between `int`
    /// and `float` in the conversions.
    narrow: Option<Type>,
    width: u32,
    sign: u64,
    inf: u64,
    quiet: u64,
    mant: u64,
}

impl Bits {
    fn of(float: Type) -> Option<Bits> {
        let (int, narrow, width, mant_bits) = match float {
            Type::F32 => (Type::I32, None, 32, 23),
            Type::F64 => (Type::I64, None, 64, 52),
            Type::F16 => (Type::I32, Some(Type::I16), 16, 10),
            Type::BF16 => (Type::I32, Some(Type::I16), 16, 7),
            _ => return None,
        };
        let sign = 1u64 << (width - 1);
        Some(Bits {
            int,
            float,
            narrow,
            width,
            sign,
            inf: sign - (1u64 << mant_bits),
            quiet: 1u64 << (mant_bits - 1),
            mant: (1u64 << mant_bits) - 1,
        })
    }
}

/// Float-atomic rule pieces on integer bits.
impl Emit<'_> {
    fn mag(&mut self, b: Bits, x: Value) -> Result<Value, LowerError> {
        self.bink(Opcode::And, x, b.sign - 1)
    }
    fn is_nan(&mut self, b: Bits, x: Value) -> Result<Value, LowerError> {
        let m = self.mag(b, x)?;
        self.icmpk(IntCC::Ugt, m, b.inf)
    }
    /// NaN with the quiet bit clear: magnitude in (inf, inf | quiet).
    fn is_snan(&mut self, b: Bits, x: Value) -> Result<Value, LowerError> {
        let m = self.mag(b, x)?;
        let off = self.bink(Opcode::Isub, m, b.inf + 1)?;
        self.icmpk(IntCC::Ult, off, b.quiet - 1)
    }
    fn quieted(&mut self, b: Bits, x: Value) -> Result<Value, LowerError> {
        self.bink(Opcode::Or, x, b.quiet)
    }
    /// Denormals to zeros of their sign: magnitude in [1, mant].
    fn ftz(&mut self, b: Bits, x: Value) -> Result<Value, LowerError> {
        let m = self.mag(b, x)?;
        let off = self.bink(Opcode::Isub, m, 1)?;
        let den = self.icmpk(IntCC::Ult, off, b.mant)?;
        let zero = self.bink(Opcode::And, x, b.sign)?;
        self.select(den, zero, x)
    }
    /// Signed-comparable key: the float order, -0 < +0 (32 and 64-bit
    /// lanes, which fill their integer type).
    fn key(&mut self, b: Bits, x: Value) -> Result<Value, LowerError> {
        let s = self.bink(Opcode::Ashr, x, u64::from(b.width - 1))?;
        let s = self.bink(Opcode::Lshr, s, 1)?;
        self.bin(Opcode::Xor, x, s)
    }
    /// The float a lane's bits spell.
    fn float_of(&mut self, b: Bits, x: Value) -> Result<Value, LowerError> {
        match b.narrow {
            Some(n) => {
                let t = self.op(Opcode::Trunc, n, &[x], Payload::None)?;
                self.bitcast(b.float, t)
            }
            None => self.bitcast(b.float, x),
        }
    }
    /// A lane's bits, in `b.int`.
    fn bits_of(&mut self, b: Bits, f: Value) -> Result<Value, LowerError> {
        match b.narrow {
            Some(n) => {
                let t = self.bitcast(n, f)?;
                self.op(Opcode::Zext, b.int, &[t], Payload::None)
            }
            None => self.bitcast(b.int, f),
        }
    }

    /// The `fadd` rule on one lane's bits: old value `old`, operand `vi`,
    /// operands and result flushed as `fin`/`fout` say.
    fn fadd_rule(
        &mut self,
        b: Bits,
        (fin, fout): (bool, bool),
        old: Value,
        vi: Value,
    ) -> Result<Value, LowerError> {
        let a = if fin { self.ftz(b, old)? } else { old };
        let c = if fin { self.ftz(b, vi)? } else { vi };
        let (af, cf) = (self.float_of(b, a)?, self.float_of(b, c)?);
        let sumf = self.bin(Opcode::Fadd, af, cf)?;
        let sum = self.bits_of(b, sumf)?;
        let s1 = if fout { self.ftz(b, sum)? } else { sum };
        // A sum of two zeros is +0, whatever the signs.
        let both = self.bin(Opcode::Or, a, c)?;
        let both = self.mag(b, both)?;
        let zero = self.icmpk(IntCC::Eq, both, 0)?;
        let k0 = self.k(b.int, 0)?;
        let s2 = self.select(zero, k0, s1)?;
        // Inf - Inf: the negative quiet NaN.
        let inf_nan = self.is_nan(b, sum)?;
        let dnan = self.k(b.int, b.sign | b.inf | b.quiet)?;
        let s3 = self.select(inf_nan, dnan, s2)?;
        // A NaN operand is copied, quieted; the old value's first.
        let vn = self.is_nan(b, vi)?;
        let vq = self.quieted(b, vi)?;
        let s4 = self.select(vn, vq, s3)?;
        let an = self.is_nan(b, old)?;
        let aq = self.quieted(b, old)?;
        self.select(an, aq, s4)
    }

    /// The `fmin`/`fmax` rule on one lane's bits (32 or 64-bit lanes).
    fn minmax_rule(
        &mut self,
        b: Bits,
        op: AtomicRmwOp,
        fin: bool,
        old: Value,
        vi: Value,
    ) -> Result<Value, LowerError> {
        let a = if fin { self.ftz(b, old)? } else { old };
        let c = if fin { self.ftz(b, vi)? } else { vi };
        let (ka, kc) = (self.key(b, a)?, self.key(b, c)?);
        let cc = if op == Fmax { IntCC::Sgt } else { IntCC::Slt };
        let take = self.icmp(cc, kc, ka)?;
        let r1 = self.select(take, vi, old)?;
        // A quiet NaN loses: to `v` if it is `a`, to `a` if it is `v`
        // (and `a` stays on two quiet NaNs).
        let an = self.is_nan(b, old)?;
        let r2 = self.select(an, vi, r1)?;
        let vn = self.is_nan(b, vi)?;
        let r3 = self.select(vn, old, r2)?;
        // A signalling NaN wins, quieted; the old value's first.
        let vs = self.is_snan(b, vi)?;
        let vq = self.quieted(b, vi)?;
        let r4 = self.select(vs, vq, r3)?;
        let as_ = self.is_snan(b, old)?;
        let aq = self.quieted(b, old)?;
        self.select(as_, aq, r4)
    }

    /// Lane `k` of a packed 32-bit value, zero-extended.
    fn lane(&mut self, x: Value, k: u32) -> Result<Value, LowerError> {
        let y = if k == 0 {
            x
        } else {
            self.bink(Opcode::Lshr, x, u64::from(16 * k))?
        };
        self.bink(Opcode::And, y, 0xffff)
    }
}

/// What an operation flushes, from docs/ir.md's float-atomic table and the
/// mode field of the format: (operands, computed result).
fn flushes(op: AtomicRmwOp, local: bool, field: u32) -> (bool, bool) {
    let keep_in = field & 1 != 0;
    let keep_out = field & 2 != 0;
    match (op, local) {
        (Fadd, true) => (!keep_in, !keep_out),
        (Fadd, false) => (true, !keep_in),
        _ => (!keep_in, false),
    }
}

fn expand_one(f: &mut Function, at: Inst) -> Result<(), LowerError> {
    let Payload::AtomicRmw(op, m) = f.insts[at].payload else {
        return Ok(());
    };
    let (p, v) = (f.inst_args(at)[0], f.inst_args(at)[1]);
    let result = f.inst_results(at)[0];
    let vty = f.value_type(v);
    let space = f.value_type(p).addr_space().unwrap_or(Flat);
    let local = space == Local;
    let span = f.spans[at];
    // Packed f16x2/bf16x2: two 16-bit lanes in one 32-bit word (fadd only).
    let lanes = vty.lanes();
    let Some(b) = Bits::of(vty.lane_type()).filter(|_| lanes == 1 || (lanes == 2 && op == Fadd))
    else {
        return Err(LowerError::unsupported(
            format!(
                "`atomicrmw {op}` on {vty} in {space:?} memory has no native form here, and no compare-and-swap loop is defined for it"
            ),
            span,
        )
        .at(at));
    };
    let whole = if lanes == 2 { Type::I32 } else { b.int };
    let (m32, m16_64) = f.attrs.denorm_modes();
    let field = if matches!(b.float, Type::F32 | Type::BF16) {
        m32
    } else {
        m16_64
    };
    let flush = flushes(op, local, field);
    if op == Fadd && !local && field == 1 {
        return Err(LowerError::unsupported(
            format!(
                "`atomicrmw fadd` on {vty} in {space:?} memory needs a compare-and-swap loop here, and under float_denorm_mode {field} (keep inputs, flush outputs) the VALU would flush a denormal sum that the float-atomic rules keep"
            ),
            span,
        )
        .at(at));
    }
    // Split the block after the atomic.
    let block = f
        .layout
        .iter()
        .copied()
        .find(|&bk| f.block_insts(bk).contains(&at))
        .ok_or_else(|| {
            LowerError::unsupported("float atomic expansion: instruction is in no block", span)
                .at(at)
        })?;
    let pos = f
        .block_insts(block)
        .iter()
        .position(|&i| i == at)
        .unwrap_or(0);
    let rest = f.blocks[block].insts.split_off(pos);
    let lp = f.create_block();
    let tail = f.create_block();
    // Keep the layout in program order: b, loop, tail.
    f.layout.truncate(f.layout.len() - 2);
    let idx = f
        .layout
        .iter()
        .position(|&x| x == block)
        .map_or(f.layout.len(), |i| i + 1);
    f.layout.splice(idx..idx, [lp, tail]);
    f.blocks[tail].insts = rest[1..].to_vec();
    let old = f.append_block_param(lp, whole);

    let mut e = Emit { f, block, at };
    let load_mem = MemArgs {
        ordering: Ordering::Monotonic,
        nontemporal: false,
        ..m
    };
    let init = e.op(Opcode::Load, whole, &[p], Payload::Mem(load_mem))?;
    let call = e.f.block_call(lp, &[init]);
    let data =
        e.f.inst_data(Opcode::Br, Type::VOID, &[], Payload::Jump(call));
    e.place(data, &[]);

    e.block = lp;
    let vi = e.bitcast(whole, v)?;
    let new = if lanes == 1 {
        if op == Fadd {
            e.fadd_rule(b, flush, old, vi)?
        } else {
            e.minmax_rule(b, op, flush.0, old, vi)?
        }
    } else {
        let (o0, v0) = (e.lane(old, 0)?, e.lane(vi, 0)?);
        let n0 = e.fadd_rule(b, flush, o0, v0)?;
        let (o1, v1) = (e.lane(old, 1)?, e.lane(vi, 1)?);
        let n1 = e.fadd_rule(b, flush, o1, v1)?;
        let hi = e.bink(Opcode::Shl, n1, 16)?;
        e.bin(Opcode::Or, n0, hi)?
    };
    let seen = e.op(
        Opcode::CmpXchg,
        Type::VOID,
        &[p, old, new],
        Payload::CmpXchg {
            mem: m,
            failure: failure_of(m.ordering),
        },
    )?;
    let ok = e.icmp(IntCC::Eq, seen, old)?;
    let oldf = e.bitcast(vty, old)?;
    let t = e.f.block_call(tail, &[]);
    let back = e.f.block_call(lp, &[seen]);
    let data =
        e.f.inst_data(Opcode::Brif, Type::VOID, &[ok], Payload::Branch(t, back));
    e.place(data, &[]);
    f.change_to_alias(result, oldf);
    f.resolve_aliases();
    Ok(())
}

#[cfg(test)]
mod tests;
