//! Memory: loads, stores, atomics, fences, barriers, LDS addresses.
//!
//! Addressing per address space:
//! - global: `global_*` with a 64-bit VGPR address and `off`; uniform
//!   plain loads from constant memory use `s_load_dword*` (scalar cache;
//!   constant memory cannot change during the dispatch, so the incoherent
//!   scalar cache is safe), and so do uniform plain, non-volatile,
//!   dword-aligned loads of 1, 2, 4 or 8 dwords of global memory that no
//!   write can precede ([`unclobbered_loads`]), one `s_load_dword*` each
//!   as llc-22 does for its no-clobber loads (3 dwords would over-read
//!   past the value, which only constant memory may; 6 take two loads
//!   whose tuples are copied into one);
//!   other uniform loads go through the vector unit and
//!   `v_readfirstlane`.
//! - flat: `flat_*` with a 64-bit VGPR address: a flat pointer may name
//!   LDS or scratch as well as global memory, and the memory model's
//!   "generic" rows assume the instruction that can.
//! - LDS: `ds_*` with a 32-bit VGPR address; a constant address becomes
//!   the instruction's 16-bit offset on a zero VGPR.
//!
//! The memory model: every load, store, atomic and fence asks
//! `agc_memmodel::model::lookup` (seed 002 tables 79-81) for its sequence
//! on this kernel's processor and tgsplit mode, and emits the steps before
//! the instruction, the instruction with the table's cache bits, and the
//! steps after it, as real instructions. No ordering, scope or processor
//! is tested here; the waits are ordinary `s_waitcnt`s that the wait pass
//! keeps and accounts for. `barrier` orders all memory of the workgroup
//! (docs/ir.md): `model::barrier` gives it the workgroup-scope release
//! before `s_barrier` and the acquire after it. The release's waits fold
//! into one drain (`s_waitcnt vmcnt(0) lgkmcnt(0)`, which also covers LDS
//! and which the wait pass trims); the acquire is, in threadgroup-split
//! mode, the L1 invalidate that lets a wave on another CU see the
//! workgroup's stores. When an acquire fence follows the barrier (the
//! front-end idiom) and its sequence already holds those steps, the
//! barrier leaves them to it, so the L1 is invalidated once, as by llc-22.
//!
//! Accesses with no single row — 3- and 6-byte vectors (`i8x3`, `i16x3`,
//! `f16x3`, ...), 32-byte ones, and LDS accesses below their row's
//! natural alignment — are split by the private path's piece splitter
//! (`private::pieces`) into power-of-two pieces at immediate offsets of
//! one address: whole-dword pieces are ranges of the value's registers,
//! smaller ones are zero-extended and packed with `v_lshl_or_b32` (loads)
//! or shifted down (stores). The memory model's steps are issued once,
//! before the first piece and after the last, and every piece carries the
//! sequence's cache bits; an atomic access cannot be split and is
//! reported. Global and flat pieces may be as wide as 16 bytes whatever
//! the alignment, because the HSA runtime runs GFX9 in unaligned mode (as
//! the one-row accesses already assume); LDS pieces keep their natural
//! alignment, so LDS code does not depend on the alignment mode.
//!
//! Atomics come from one table row per (operation, value type) with the
//! opcodes per address space; whether a processor has an opcode is the isa
//! table's availability. Float atomics on global/flat memory use the
//! hardware form only where it is correct on fine-grained memory (gfx942
//! and later, up to agent scope), as LLVM does; elsewhere
//! `expand_atomics` has already replaced them by compare-and-swap loops,
//! so one reaching selection is an internal error.

use super::{Sel, Val};
use crate::LowerError;
use agc_ir::instructions::{AtomicRmwOp, MemArgs, Ordering, Payload, SyncScope};
use agc_ir::{AddrSpace, Inst, Opcode as IrOp, Type, Value};
use agc_isa::insts::{Format, Opcode};
use agc_isa::minst::{offset_fits, Modifiers};
use agc_isa::mir::{MOperand, VReg};
use agc_isa::processors::procset;
use agc_isa::regs::RegFile;
use agc_memmodel::model::{self, Access, MemOp, Order, Scope, Sequence, Space, Step};
use smallvec::SmallVec;

/// Global load rows by (bytes, signed).
const GLOBAL_LOAD: &[(u32, bool, Opcode)] = &[
    (1, false, Opcode::GlobalLoadUbyte),
    (1, true, Opcode::GlobalLoadSbyte),
    (2, false, Opcode::GlobalLoadUshort),
    (2, true, Opcode::GlobalLoadSshort),
    (4, false, Opcode::GlobalLoadDword),
    (8, false, Opcode::GlobalLoadDwordx2),
    (12, false, Opcode::GlobalLoadDwordx3),
    (16, false, Opcode::GlobalLoadDwordx4),
];
const GLOBAL_STORE: &[(u32, Opcode)] = &[
    (1, Opcode::GlobalStoreByte),
    (2, Opcode::GlobalStoreShort),
    (4, Opcode::GlobalStoreDword),
    (8, Opcode::GlobalStoreDwordx2),
    (12, Opcode::GlobalStoreDwordx3),
    (16, Opcode::GlobalStoreDwordx4),
];
const DS_LOAD: &[(u32, bool, Opcode)] = &[
    (1, false, Opcode::DsReadU8),
    (1, true, Opcode::DsReadI8),
    (2, false, Opcode::DsReadU16),
    (2, true, Opcode::DsReadI16),
    (4, false, Opcode::DsReadB32),
    (8, false, Opcode::DsReadB64),
    (12, false, Opcode::DsReadB96),
    (16, false, Opcode::DsReadB128),
];
const DS_STORE: &[(u32, Opcode)] = &[
    (1, Opcode::DsWriteB8),
    (2, Opcode::DsWriteB16),
    (4, Opcode::DsWriteB32),
    (8, Opcode::DsWriteB64),
    (12, Opcode::DsWriteB96),
    (16, Opcode::DsWriteB128),
];
const SMEM_LOAD: &[(u32, Opcode)] = &[
    (4, Opcode::SLoadDword),
    (8, Opcode::SLoadDwordx2),
    (16, Opcode::SLoadDwordx4),
    (32, Opcode::SLoadDwordx8),
    (64, Opcode::SLoadDwordx16),
];

const FLAT_LOAD: &[(u32, bool, Opcode)] = &[
    (1, false, Opcode::FlatLoadUbyte),
    (1, true, Opcode::FlatLoadSbyte),
    (2, false, Opcode::FlatLoadUshort),
    (2, true, Opcode::FlatLoadSshort),
    (4, false, Opcode::FlatLoadDword),
    (8, false, Opcode::FlatLoadDwordx2),
    (12, false, Opcode::FlatLoadDwordx3),
    (16, false, Opcode::FlatLoadDwordx4),
];
const FLAT_STORE: &[(u32, Opcode)] = &[
    (1, Opcode::FlatStoreByte),
    (2, Opcode::FlatStoreShort),
    (4, Opcode::FlatStoreDword),
    (8, Opcode::FlatStoreDwordx2),
    (12, Opcode::FlatStoreDwordx3),
    (16, Opcode::FlatStoreDwordx4),
];

/// How the value of an atomic is typed, for the atomic table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum AtomTy {
    I32,
    I64,
    F32,
    F64,
    F16x2,
    Bf16x2,
}

/// The native atomic instructions: one row per (operation, value type),
/// the opcodes per address space as (no return, return); `None` where
/// GFX9 has no such instruction. Whether a processor has a row is the
/// isa table's availability mask, not a condition here.
struct AtomicRow {
    op: AtomicRmwOp,
    ty: AtomTy,
    global: Option<Pair>,
    flat: Option<Pair>,
    lds: Option<Pair>,
    /// Float rows: the hardware form rounds and flushes as the memory
    /// kind dictates and is not coherent on fine-grained (system-scope)
    /// memory, so like LLVM it is used for global/flat memory only on
    /// processors whose atomic units handle fine-grained memory, and
    /// only up to agent scope.
    float: bool,
}

macro_rules! atomics {
    ($( $op:ident $ty:ident: $g:expr, $f:expr, $l:expr; )*) => {
        &[$(AtomicRow { op: AtomicRmwOp::$op, ty: AtomTy::$ty, global: $g, flat: $f, lds: $l,
            float: matches!(AtomTy::$ty, AtomTy::F32 | AtomTy::F64 | AtomTy::F16x2 | AtomTy::Bf16x2) },)*]
    };
}

use Opcode as O;
#[rustfmt::skip]
const ATOMICS: &[AtomicRow] = atomics! {
    Add I32: Some((O::GlobalAtomicAdd, O::GlobalAtomicAddRtn)), Some((O::FlatAtomicAdd, O::FlatAtomicAddRtn)), Some((O::DsAddU32, O::DsAddRtnU32));
    Sub I32: Some((O::GlobalAtomicSub, O::GlobalAtomicSubRtn)), Some((O::FlatAtomicSub, O::FlatAtomicSubRtn)), Some((O::DsSubU32, O::DsSubRtnU32));
    And I32: Some((O::GlobalAtomicAnd, O::GlobalAtomicAndRtn)), Some((O::FlatAtomicAnd, O::FlatAtomicAndRtn)), Some((O::DsAndB32, O::DsAndRtnB32));
    Or I32: Some((O::GlobalAtomicOr, O::GlobalAtomicOrRtn)), Some((O::FlatAtomicOr, O::FlatAtomicOrRtn)), Some((O::DsOrB32, O::DsOrRtnB32));
    Xor I32: Some((O::GlobalAtomicXor, O::GlobalAtomicXorRtn)), Some((O::FlatAtomicXor, O::FlatAtomicXorRtn)), Some((O::DsXorB32, O::DsXorRtnB32));
    Smin I32: Some((O::GlobalAtomicSmin, O::GlobalAtomicSminRtn)), Some((O::FlatAtomicSmin, O::FlatAtomicSminRtn)), Some((O::DsMinI32, O::DsMinRtnI32));
    Smax I32: Some((O::GlobalAtomicSmax, O::GlobalAtomicSmaxRtn)), Some((O::FlatAtomicSmax, O::FlatAtomicSmaxRtn)), Some((O::DsMaxI32, O::DsMaxRtnI32));
    Umin I32: Some((O::GlobalAtomicUmin, O::GlobalAtomicUminRtn)), Some((O::FlatAtomicUmin, O::FlatAtomicUminRtn)), Some((O::DsMinU32, O::DsMinRtnU32));
    Umax I32: Some((O::GlobalAtomicUmax, O::GlobalAtomicUmaxRtn)), Some((O::FlatAtomicUmax, O::FlatAtomicUmaxRtn)), Some((O::DsMaxU32, O::DsMaxRtnU32));
    Inc I32: Some((O::GlobalAtomicInc, O::GlobalAtomicIncRtn)), Some((O::FlatAtomicInc, O::FlatAtomicIncRtn)), Some((O::DsIncU32, O::DsIncRtnU32));
    Dec I32: Some((O::GlobalAtomicDec, O::GlobalAtomicDecRtn)), Some((O::FlatAtomicDec, O::FlatAtomicDecRtn)), Some((O::DsDecU32, O::DsDecRtnU32));
    Xchg I32: Some((O::GlobalAtomicSwap, O::GlobalAtomicSwapRtn)), Some((O::FlatAtomicSwap, O::FlatAtomicSwapRtn)), Some((O::DsWrxchgRtnB32, O::DsWrxchgRtnB32));
    Add I64: Some((O::GlobalAtomicAddX2, O::GlobalAtomicAddX2Rtn)), Some((O::FlatAtomicAddX2, O::FlatAtomicAddX2Rtn)), Some((O::DsAddU64, O::DsAddRtnU64));
    Sub I64: Some((O::GlobalAtomicSubX2, O::GlobalAtomicSubX2Rtn)), Some((O::FlatAtomicSubX2, O::FlatAtomicSubX2Rtn)), Some((O::DsSubU64, O::DsSubRtnU64));
    And I64: Some((O::GlobalAtomicAndX2, O::GlobalAtomicAndX2Rtn)), Some((O::FlatAtomicAndX2, O::FlatAtomicAndX2Rtn)), Some((O::DsAndB64, O::DsAndRtnB64));
    Or I64: Some((O::GlobalAtomicOrX2, O::GlobalAtomicOrX2Rtn)), Some((O::FlatAtomicOrX2, O::FlatAtomicOrX2Rtn)), Some((O::DsOrB64, O::DsOrRtnB64));
    Xor I64: Some((O::GlobalAtomicXorX2, O::GlobalAtomicXorX2Rtn)), Some((O::FlatAtomicXorX2, O::FlatAtomicXorX2Rtn)), Some((O::DsXorB64, O::DsXorRtnB64));
    Smin I64: Some((O::GlobalAtomicSminX2, O::GlobalAtomicSminX2Rtn)), Some((O::FlatAtomicSminX2, O::FlatAtomicSminX2Rtn)), Some((O::DsMinI64, O::DsMinRtnI64));
    Smax I64: Some((O::GlobalAtomicSmaxX2, O::GlobalAtomicSmaxX2Rtn)), Some((O::FlatAtomicSmaxX2, O::FlatAtomicSmaxX2Rtn)), Some((O::DsMaxI64, O::DsMaxRtnI64));
    Umin I64: Some((O::GlobalAtomicUminX2, O::GlobalAtomicUminX2Rtn)), Some((O::FlatAtomicUminX2, O::FlatAtomicUminX2Rtn)), Some((O::DsMinU64, O::DsMinRtnU64));
    Umax I64: Some((O::GlobalAtomicUmaxX2, O::GlobalAtomicUmaxX2Rtn)), Some((O::FlatAtomicUmaxX2, O::FlatAtomicUmaxX2Rtn)), Some((O::DsMaxU64, O::DsMaxRtnU64));
    Inc I64: Some((O::GlobalAtomicIncX2, O::GlobalAtomicIncX2Rtn)), Some((O::FlatAtomicIncX2, O::FlatAtomicIncX2Rtn)), Some((O::DsIncU64, O::DsIncRtnU64));
    Dec I64: Some((O::GlobalAtomicDecX2, O::GlobalAtomicDecX2Rtn)), Some((O::FlatAtomicDecX2, O::FlatAtomicDecX2Rtn)), Some((O::DsDecU64, O::DsDecRtnU64));
    Xchg I64: Some((O::GlobalAtomicSwapX2, O::GlobalAtomicSwapX2Rtn)), Some((O::FlatAtomicSwapX2, O::FlatAtomicSwapX2Rtn)), Some((O::DsWrxchgRtnB64, O::DsWrxchgRtnB64));
    Fadd F32: Some((O::GlobalAtomicAddF32, O::GlobalAtomicAddF32Rtn)), Some((O::FlatAtomicAddF32, O::FlatAtomicAddF32Rtn)), Some((O::DsAddF32, O::DsAddRtnF32));
    Fmin F32: None, None, Some((O::DsMinF32, O::DsMinRtnF32));
    Fmax F32: None, None, Some((O::DsMaxF32, O::DsMaxRtnF32));
    Fadd F64: Some((O::GlobalAtomicAddF64, O::GlobalAtomicAddF64Rtn)), Some((O::FlatAtomicAddF64, O::FlatAtomicAddF64Rtn)), Some((O::DsAddF64, O::DsAddRtnF64));
    Fmin F64: Some((O::GlobalAtomicMinF64, O::GlobalAtomicMinF64Rtn)), Some((O::FlatAtomicMinF64, O::FlatAtomicMinF64Rtn)), Some((O::DsMinF64, O::DsMinRtnF64));
    Fmax F64: Some((O::GlobalAtomicMaxF64, O::GlobalAtomicMaxF64Rtn)), Some((O::FlatAtomicMaxF64, O::FlatAtomicMaxF64Rtn)), Some((O::DsMaxF64, O::DsMaxRtnF64));
    Fadd F16x2: Some((O::GlobalAtomicPkAddF16, O::GlobalAtomicPkAddF16Rtn)), Some((O::FlatAtomicPkAddF16, O::FlatAtomicPkAddF16Rtn)), Some((O::DsPkAddF16, O::DsPkAddRtnF16));
    Fadd Bf16x2: Some((O::GlobalAtomicPkAddBf16, O::GlobalAtomicPkAddBf16Rtn)), Some((O::FlatAtomicPkAddBf16, O::FlatAtomicPkAddBf16Rtn)), Some((O::DsPkAddBf16, O::DsPkAddRtnBf16));
};

/// Processors whose global/flat float atomics are correct on any memory
/// up to agent scope (LLVM 22 uses them there without a coarse-grained
/// promise; on gfx908/gfx90a it uses a compare-and-swap loop instead).
const FLOAT_ATOMICS_ANY_MEMORY: agc_isa::processors::ProcSet = procset::GFX942_UP;

/// (no return, return) opcodes of one address space.
type Pair = (Opcode, Opcode);

/// `cmpxchg` rows: (bits, global, flat, LDS).
const CMPSWAP: &[(u32, Pair, Pair, Pair)] = &[
    (
        32,
        (O::GlobalAtomicCmpswap, O::GlobalAtomicCmpswapRtn),
        (O::FlatAtomicCmpswap, O::FlatAtomicCmpswapRtn),
        (O::DsCmpstB32, O::DsCmpstRtnB32),
    ),
    (
        64,
        (O::GlobalAtomicCmpswapX2, O::GlobalAtomicCmpswapX2Rtn),
        (O::FlatAtomicCmpswapX2, O::FlatAtomicCmpswapX2Rtn),
        (O::DsCmpstB64, O::DsCmpstRtnB64),
    ),
];

impl Sel<'_> {
    pub(super) fn select_mem(&mut self, inst: Inst) -> Result<(), LowerError> {
        let func = self.func;
        let data = &func.insts[inst];
        let args = func.inst_args(inst);
        match data.opcode {
            IrOp::LdsAddr => {
                let Payload::Lds(var) = data.payload else {
                    return Err(self.error(inst, "malformed lds_addr"));
                };
                let off = self.lds_offsets[var.as_u32() as usize];
                self.set(func.inst_results(inst)[0], Val::Const(off as u64));
                Ok(())
            }
            IrOp::Barrier => {
                // One drain covers LDS and the release's waits (the wait
                // pass keeps of it what `model::barrier_drains` says); the
                // release's other steps, if any, go before it.
                let seq = model::barrier(self.proc, self.mm_variant)
                    .map_err(|e| self.error(inst, format!("memory model: {e}")))?;
                let release: SmallVec<[Step; 3]> = seq
                    .before
                    .iter()
                    .filter(|s| !s.is_wait())
                    .copied()
                    .collect();
                self.steps(&release);
                let stores = seq.before.iter().any(Step::waits_stores);
                let info = self.generation().info();
                if info.split_counters.is_empty() {
                    let wait = agc_isa::print::waitcnt_drain_in(self.generation(), true, true);
                    self.ins(Opcode::SWaitcnt, &[MOperand::Imm(wait)]);
                    if stores {
                        self.ins(
                            Opcode::SWaitcntVscnt,
                            &[MOperand::Phys(agc_isa::regs::Reg::NULL), MOperand::Imm(0)],
                        );
                    }
                } else {
                    // The same drain with the split counters: loads, LDS
                    // and scalar memory (what lgkmcnt covered), and the
                    // stores the release waits for.
                    use agc_isa::processors::WaitCounter as W;
                    let mut c = model::Counters::of(W::Load).with(W::Ds).with(W::Km);
                    if stores {
                        c = c.with(W::Store);
                    }
                    self.steps(&[Step::WaitSplit(c)]);
                }
                for &(op, operand) in info.barrier {
                    let ops: SmallVec<[MOperand; 1]> = operand
                        .iter()
                        .map(|o| match *o {
                            agc_isa::minst::Operand::Inline(c) => MOperand::Inline(c),
                            agc_isa::minst::Operand::Imm(i) => MOperand::Imm(i),
                            other => unreachable!("barrier operand {other:?} in the isa table"),
                        })
                        .collect();
                    self.ins(op, &ops);
                }
                if !self.acquire_follows(inst, &seq.after) {
                    self.steps(&seq.after);
                }
                Ok(())
            }
            IrOp::Fence => {
                let Payload::Fence(ordering, scope) = data.payload else {
                    return Err(self.error(inst, "malformed fence"));
                };
                let a = access(MemOp::Fence, ordering, scope, Space::Global, false, false);
                let seq = self.sequence(inst, a)?;
                self.steps(&seq.before);
                self.steps(&seq.after);
                Ok(())
            }
            IrOp::Load => {
                let Payload::Mem(m) = data.payload else {
                    return Err(self.error(inst, "malformed load"));
                };
                let r = func.inst_results(inst)[0];
                self.load(inst, m, args[0], r)
            }
            IrOp::Store => {
                let Payload::Mem(m) = data.payload else {
                    return Err(self.error(inst, "malformed store"));
                };
                self.store(inst, m, args[0], args[1])
            }
            IrOp::AtomicRmw => {
                let Payload::AtomicRmw(op, m) = data.payload else {
                    return Err(self.error(inst, "malformed atomicrmw"));
                };
                self.atomic(inst, op, m, args[0], args[1])
            }
            IrOp::CmpXchg => {
                let Payload::CmpXchg { mem, failure } = data.payload else {
                    return Err(self.error(inst, "malformed cmpxchg"));
                };
                self.cmpxchg(inst, mem, failure, args[0], args[1], args[2])
            }
            _ => Err(self.error(
                inst,
                format!(
                    "`{}` is not supported by the GFX9 instruction selector yet",
                    data.opcode.name()
                ),
            )),
        }
    }

    // ---- the memory model ----

    /// The table's sequence for an access on this kernel's processor.
    fn sequence(&self, inst: Inst, a: Access) -> Result<Sequence, LowerError> {
        model::lookup(self.proc, a, self.mm_variant)
            .map_err(|e| self.error(inst, format!("memory model: {e}")))
    }

    /// Whether the instruction right after `inst` in its block is a fence
    /// whose own sequence holds every cache step of `after` (the barrier's
    /// acquire): then that fence does the acquire, as in the
    /// release-fence, `barrier`, acquire-fence idiom, and the barrier's
    /// copy would only invalidate the L1 twice.
    fn acquire_follows(&self, inst: Inst, after: &[Step]) -> bool {
        let func = self.func;
        let insts = &func.blocks[self.ir_block].insts;
        let Some(pos) = insts.iter().position(|&i| i == inst) else {
            return false;
        };
        let Some(&next) = insts.get(pos + 1) else {
            return false;
        };
        let Payload::Fence(ordering, scope) = func.insts[next].payload else {
            return false;
        };
        let a = access(MemOp::Fence, ordering, scope, Space::Global, false, false);
        let Ok(fence) = self.sequence(next, a) else {
            return false;
        };
        after
            .iter()
            .filter(|s| !s.is_wait())
            .all(|s| fence.before.contains(s))
    }

    /// Emits the steps of a sequence as real instructions: the `s_waitcnt`s
    /// are ordinary waits that the wait pass keeps and accounts for.
    fn steps(&mut self, steps: &[Step]) {
        for s in steps {
            match *s {
                Step::Wait { vm, lgkm, vs } => {
                    if vm || lgkm {
                        let w = agc_isa::print::waitcnt_drain_in(self.generation(), vm, lgkm);
                        self.ins(Opcode::SWaitcnt, &[MOperand::Imm(w)]);
                    }
                    if vs {
                        self.ins(
                            Opcode::SWaitcntVscnt,
                            &[MOperand::Phys(agc_isa::regs::Reg::NULL), MOperand::Imm(0)],
                        );
                    }
                }
                Step::Gl0Inv => self.ins(Opcode::BufferGl0Inv, &[]),
                Step::Gl1Inv => self.ins(Opcode::BufferGl1Inv, &[]),
                Step::Wbinvl1Vol => self.ins(Opcode::BufferWbinvl1Vol, &[]),
                Step::Invl2 => self.ins(Opcode::BufferInvl2, &[]),
                Step::Inv(c) => self.ins_mods(
                    Opcode::BufferInv,
                    &[],
                    Modifiers {
                        cache: c,
                        ..Modifiers::default()
                    },
                ),
                Step::Wbl2(c) => self.ins_mods(
                    Opcode::BufferWbl2,
                    &[],
                    Modifiers {
                        cache: c,
                        ..Modifiers::default()
                    },
                ),
                Step::WaitSplit(set) => {
                    // Each counter's own wait, from the generation's
                    // counter table; the wait pass merges them into the
                    // combined forms where it can.
                    let table = self.generation().info().split_counters;
                    for c in set.iter() {
                        if let Some(row) = table.iter().find(|r| r.counter == c) {
                            self.ins(row.wait, &[MOperand::Imm(0)]);
                        }
                    }
                }
                Step::GlobalInv(c) => self.ins_mods(
                    Opcode::GlobalInv,
                    &[],
                    Modifiers {
                        cache: c,
                        ..Modifiers::default()
                    },
                ),
                Step::GlobalWb(c) => self.ins_mods(
                    Opcode::GlobalWb,
                    &[],
                    Modifiers {
                        cache: c,
                        ..Modifiers::default()
                    },
                ),
            }
        }
    }

    fn space_of(&self, p: Value) -> AddrSpace {
        self.func
            .value_type(p)
            .addr_space()
            .unwrap_or(AddrSpace::Global)
    }

    /// The instruction defining `v`, when selection may read that
    /// instruction's operands here in place of `v`: always under scalar
    /// control flow (every value is where IR dominance says), and in
    /// EXEC-mask code when `v` is defined in the current block (then its
    /// operands are used here already, with the same cross-block and
    /// escaping-value handling).
    pub(super) fn foldable_def(&self, v: Value) -> Option<Inst> {
        let agc_ir::ValueDef::Result(i, _) = self.func.values[v].def else {
            return None;
        };
        (!self.uni.any_divergent_branch || self.uni.def_block(v) == Some(self.ir_block))
            .then_some(i)
    }

    /// `p` as `(base, offset)` with `p = base + offset` and `offset` a
    /// sum of constant `ptradd`s that fits the immediate offset field of
    /// `format` (seen through foldable definitions only).
    fn peel_offset(&mut self, p: Value, format: Format) -> (Value, i64) {
        let func = self.func;
        let (mut base, mut off) = (p, 0i64);
        while let Some(i) = self.foldable_def(base) {
            if func.insts[i].opcode != IrOp::Ptradd {
                break;
            }
            let args = func.inst_args(i);
            let Val::Const(c) = self.get(args[1]) else {
                break;
            };
            // A 32-bit offset is zero-extended for 64-bit pointers and
            // wraps for 32-bit ones: only its non-negative half folds.
            let c = if func.value_type(args[1]).bits() == 64 {
                c as i64
            } else {
                c as u32 as i64
            };
            let total = off + c;
            if !offset_fits(self.proc, format, total) {
                break;
            }
            (base, off) = (args[0], total);
        }
        (base, off)
    }

    /// The address operands of a global/flat access: the `vaddr` slot
    /// (a VGPR pair, or a 32-bit VGPR offset with an SGPR base), the
    /// `saddr` slot (`off` for flat and for VGPR-pair addresses) and the
    /// immediate offset. Global accesses take the SGPR-base form when the
    /// address is a uniform pointer plus a zero-extended 32-bit offset
    /// (a `ptradd` of an i32, or of `zext.i64` of one) or a uniform
    /// pointer alone (offset `v_mov_b32 0`).
    fn global_addr(&mut self, p: Value, flat: bool) -> (MOperand, MOperand, i32) {
        let format = if flat { Format::Flat } else { Format::Global };
        let (base, off) = self.peel_offset(p, format);
        if !flat {
            if let Some((s, voff)) = self.saddr_form(base) {
                return (voff, s, off as i32);
            }
        }
        let v = self.vgpr(base);
        (self.op(v), MOperand::Off, off as i32)
    }

    /// `(saddr, voffset)` operands for a global address, when it is a
    /// uniform pointer plus a zero-extended i32 (see `global_addr`).
    fn saddr_form(&mut self, p: Value) -> Option<(MOperand, MOperand)> {
        let func = self.func;
        if !self.div(p) && !matches!(self.get(p), Val::Const(_)) {
            let s = self.sgpr(p);
            let z = self.v_const(0);
            return Some((self.op(s), self.op(z)));
        }
        let i = self.foldable_def(p)?;
        if func.insts[i].opcode != IrOp::Ptradd {
            return None;
        }
        let (q, o) = (func.inst_args(i)[0], func.inst_args(i)[1]);
        if self.div(q) || matches!(self.get(q), Val::Const(_)) {
            return None;
        }
        let x = if func.value_type(o) == Type::I32 {
            o
        } else {
            let j = self.foldable_def(o)?;
            let x = func.inst_args(j).first().copied()?;
            if func.insts[j].opcode != IrOp::Zext || func.value_type(x) != Type::I32 {
                return None;
            }
            x
        };
        let s = self.sgpr(q);
        let v = self.vgpr(x);
        Some((self.op(s), self.op(v)))
    }

    /// A 32-bit VGPR LDS address and the offset field.
    fn lds_addr(&mut self, p: Value) -> (MOperand, i32) {
        let (base, off) = self.peel_offset(p, Format::Ds);
        if let Val::Const(c) = self.get(base) {
            let total = c as i64 + off;
            if offset_fits(self.proc, Format::Ds, total) {
                let z = self.v_const(0);
                return (self.op(z), total as i32);
            }
        }
        let v = self.vgpr(base);
        (self.op(v), off as i32)
    }

    fn load(&mut self, inst: Inst, m: MemArgs, p: Value, r: Value) -> Result<(), LowerError> {
        let ty = self.func.value_type(r);
        let bytes = ty.bytes();
        let signed = false;
        let dw = Sel::dwords_of(ty);
        let space = self.space_of(p);
        let uniform = !self.div(r);
        if ty == Type::I1 {
            return Err(self.error(
                inst,
                "loads of i1 are not supported; load an i8 and compare",
            ));
        }
        let a = access(
            MemOp::Load,
            m.ordering,
            m.scope,
            mm_space(space),
            m.volatile,
            m.nontemporal,
        );
        let seq = self.sequence(inst, a)?;
        let plain = seq.before.is_empty() && seq.after.is_empty() && seq.bits.0 == 0;
        match space {
            // The scalar cache is not coherent with the vector caches, so
            // only plain loads of memory that cannot change go through it.
            AddrSpace::Constant | AddrSpace::Global
                if plain
                    && uniform
                    && !self.div(p)
                    && bytes % 4 == 0
                    && (space == AddrSpace::Constant
                        || (self.unclobbered[inst]
                            && !m.volatile
                            && m.align_log2 >= 2
                            && matches!(bytes, 4 | 8 | 16 | 32))) =>
            {
                let rows = smem_pieces(bytes);
                if rows.is_empty() {
                    return Err(self.error(inst, format!("scalar load of {ty} is too wide")));
                }
                let (base, off) = match self.peel_offset(p, Format::Smem) {
                    (b, off)
                        if !self.div(b)
                            && offset_fits(self.proc, Format::Smem, off + i64::from(bytes)) =>
                    {
                        (b, off)
                    }
                    _ => (p, 0),
                };
                let base = self.sgpr(base);
                let mut parts = SmallVec::<[MOperand; 16]>::new();
                let mut last = None;
                for &(at, size, op) in &rows {
                    let d = self.sreg((size / 4) as u8);
                    let (dop, bo) = (self.op(d), self.op(base));
                    self.ins(op, &[dop, bo, MOperand::Imm(off as i32 + at as i32)]);
                    parts.extend((0..(size / 4) as u8).map(|i| self.part(d, i)));
                    last = Some(d);
                }
                parts.truncate(usize::from(dw));
                let out = match last {
                    Some(d) if rows.len() == 1 && self.mf.vreg_data(d).dwords == dw => d,
                    _ => self.combine(RegFile::Sgpr, &parts),
                };
                self.set(r, Val::Reg(out));
                Ok(())
            }
            AddrSpace::Global | AddrSpace::Constant | AddrSpace::Flat => {
                let flat = space == AddrSpace::Flat;
                let rows = if flat { FLAT_LOAD } else { GLOBAL_LOAD };
                let Some(&(_, _, op)) = rows.iter().find(|x| x.0 == bytes && x.1 == signed) else {
                    let d = self.load_pieces(inst, &seq, m, p, ty)?;
                    self.finish_load(r, d, uniform);
                    return Ok(());
                };
                let (addr, saddr, off) = self.global_addr(p, flat);
                let d = self.vgpr_reg(dw);
                let dop = self.op(d);
                self.steps(&seq.before);
                let mods = mem_mods(seq.bits, off);
                if flat {
                    self.ins_mods(op, &[dop, addr], mods);
                } else {
                    self.ins_mods(op, &[dop, addr, saddr], mods);
                }
                self.steps(&seq.after);
                self.finish_load(r, d, uniform);
                Ok(())
            }
            AddrSpace::Local => {
                let row = DS_LOAD.iter().find(|x| x.0 == bytes && x.1 == signed);
                let Some(&(_, _, op)) = row.filter(|_| lds_aligned(bytes, 1 << m.align_log2))
                else {
                    let d = self.load_pieces(inst, &seq, m, p, ty)?;
                    self.finish_load(r, d, uniform);
                    return Ok(());
                };
                let (addr, off) = self.lds_addr(p);
                let d = self.vgpr_reg(dw);
                let dop = self.op(d);
                self.steps(&seq.before);
                self.ins_mods(op, &[dop, addr], offset(off));
                self.steps(&seq.after);
                self.finish_load(r, d, uniform);
                Ok(())
            }
            AddrSpace::Private => self.private_load(inst, m, p, r),
        }
    }

    fn finish_load(&mut self, r: Value, d: VReg, uniform: bool) {
        if uniform {
            let s = self.readfirstlane(d);
            self.set(r, Val::Reg(s));
        } else {
            self.set(r, Val::Reg(d));
        }
    }

    fn store(&mut self, inst: Inst, m: MemArgs, v: Value, p: Value) -> Result<(), LowerError> {
        let ty = self.func.value_type(v);
        let bytes = if ty == Type::I1 { 1 } else { ty.bytes() };
        let space = self.space_of(p);
        match space {
            AddrSpace::Constant => {
                return Err(self.error(inst, "stores to constant memory are not allowed"))
            }
            AddrSpace::Private => return self.private_store(inst, m, v, p),
            _ => {}
        }
        let a = access(
            MemOp::Store,
            m.ordering,
            m.scope,
            mm_space(space),
            m.volatile,
            m.nontemporal,
        );
        let seq = self.sequence(inst, a)?;
        let data = self.vgpr(v);
        let dop = self.op(data);
        match space {
            AddrSpace::Global | AddrSpace::Flat => {
                let flat = space == AddrSpace::Flat;
                let rows = if flat { FLAT_STORE } else { GLOBAL_STORE };
                let Some(&(_, op)) = rows.iter().find(|x| x.0 == bytes) else {
                    return self.store_pieces(inst, &seq, m, data, p, bytes);
                };
                let (addr, saddr, off) = self.global_addr(p, flat);
                self.steps(&seq.before);
                let mods = mem_mods(seq.bits, off);
                if flat {
                    self.ins_mods(op, &[addr, dop], mods);
                } else {
                    self.ins_mods(op, &[addr, dop, saddr], mods);
                }
                self.steps(&seq.after);
                Ok(())
            }
            _ => {
                let row = DS_STORE.iter().find(|x| x.0 == bytes);
                let Some(&(_, op)) = row.filter(|_| lds_aligned(bytes, 1 << m.align_log2)) else {
                    return self.store_pieces(inst, &seq, m, data, p, bytes);
                };
                let (addr, off) = self.lds_addr(p);
                self.steps(&seq.before);
                self.ins_mods(op, &[addr, dop], offset(off));
                self.steps(&seq.after);
                Ok(())
            }
        }
    }

    // ---- accesses in pieces ----

    /// Where the pieces of a split access go: the address operands of the
    /// first byte, with room in the offset field for every piece.
    fn piece_addr(&mut self, p: Value, bytes: u32) -> PieceAddr {
        let space = self.space_of(p);
        let (format, at) = match space {
            AddrSpace::Local => {
                let (a, off) = self.lds_addr(p);
                (Format::Ds, PieceAddr::Lds(a, off))
            }
            AddrSpace::Flat => {
                let (a, _, off) = self.global_addr(p, true);
                (Format::Flat, PieceAddr::Flat(a, off))
            }
            _ => {
                let (a, s, off) = self.global_addr(p, false);
                (Format::Global, PieceAddr::Global(a, s, off))
            }
        };
        let off = match at {
            PieceAddr::Lds(_, o) | PieceAddr::Flat(_, o) | PieceAddr::Global(_, _, o) => o,
        };
        if offset_fits(self.proc, format, i64::from(off) + i64::from(bytes)) {
            return at;
        }
        // A folded constant offset too close to the field's end: address
        // the first byte directly.
        let v = self.vgpr(p);
        let a = self.op(v);
        match space {
            AddrSpace::Local => PieceAddr::Lds(a, 0),
            AddrSpace::Flat => PieceAddr::Flat(a, 0),
            _ => PieceAddr::Global(a, MOperand::Off, 0),
        }
    }

    /// One piece's row: `data` is the destination (loads) or the stored
    /// registers, `poff` the piece's byte offset.
    fn piece(
        &mut self,
        at: PieceAddr,
        load: bool,
        size: u32,
        data: MOperand,
        poff: u32,
        bits: agc_isa::minst::CachePolicy,
    ) {
        let find = |rows: &[(u32, Opcode)]| rows.iter().find(|x| x.0 == size).map(|x| x.1);
        let find_load =
            |rows: &[(u32, bool, Opcode)]| rows.iter().find(|x| x.0 == size && !x.1).map(|x| x.2);
        let poff = poff as i32;
        match at {
            PieceAddr::Global(a, s, off) => {
                let mods = mem_mods(bits, off + poff);
                if let (true, Some(op)) = (load, find_load(GLOBAL_LOAD)) {
                    self.ins_mods(op, &[data, a, s], mods);
                } else if let (false, Some(op)) = (load, find(GLOBAL_STORE)) {
                    self.ins_mods(op, &[a, data, s], mods);
                }
            }
            PieceAddr::Flat(a, off) => {
                let mods = mem_mods(bits, off + poff);
                if let (true, Some(op)) = (load, find_load(FLAT_LOAD)) {
                    self.ins_mods(op, &[data, a], mods);
                } else if let (false, Some(op)) = (load, find(FLAT_STORE)) {
                    self.ins_mods(op, &[a, data], mods);
                }
            }
            PieceAddr::Lds(a, off) => {
                if let (true, Some(op)) = (load, find_load(DS_LOAD)) {
                    self.ins_mods(op, &[data, a], offset(off + poff));
                } else if let (false, Some(op)) = (load, find(DS_STORE)) {
                    self.ins_mods(op, &[a, data], offset(off + poff));
                }
            }
        }
    }

    /// The pieces of an access with no single row (odd sizes; LDS rows
    /// below their natural alignment): see `split_pieces`.
    fn split(
        &self,
        inst: Inst,
        m: MemArgs,
        p: Value,
        bytes: u32,
    ) -> Result<SmallVec<[(u32, u32); 16]>, LowerError> {
        if m.ordering != Ordering::NotAtomic {
            return Err(self.error(
                inst,
                format!("an atomic access of {bytes} bytes has no single instruction"),
            ));
        }
        if !matches!(bytes.div_ceil(4), 1 | 2 | 3 | 4 | 6 | 8 | 16) {
            return Err(self.error(
                inst,
                format!("{bytes}-byte values have no register tuple; memory access to them is not supported"),
            ));
        }
        let align = 1u32 << m.align_log2;
        Ok(split_pieces(self.space_of(p), bytes, align))
    }

    /// A load in pieces (module doc): whole-dword pieces land in their
    /// registers, smaller ones are zero-extended and shifted into place
    /// with `v_lshl_or_b32`; the memory model's steps go once around all
    /// of them.
    fn load_pieces(
        &mut self,
        inst: Inst,
        seq: &Sequence,
        m: MemArgs,
        p: Value,
        ty: Type,
    ) -> Result<VReg, LowerError> {
        let bytes = ty.bytes();
        let parts = self.split(inst, m, p, bytes)?;
        let at = self.piece_addr(p, bytes);
        self.steps(&seq.before);
        let mut dwords = SmallVec::<[MOperand; 8]>::new();
        for &(off, size) in &parts {
            let d = self.vgpr_reg(size.div_ceil(4) as u8);
            let dop = self.op(d);
            self.piece(at, true, size, dop, off, seq.bits);
            if size >= 4 {
                dwords.extend((0..(size / 4) as u8).map(|i| self.part(d, i)));
            } else if off % 4 == 0 {
                dwords.push(dop);
            } else if let Some(acc) = dwords.last_mut() {
                let shift = super::imm((8 * (off % 4)) as i32);
                *acc = self.v(Opcode::VLshlOrB32, &[dop, shift, *acc]);
            }
        }
        self.steps(&seq.after);
        Ok(if dwords.len() == 1 {
            self.reg(dwords[0])
        } else {
            self.combine(RegFile::Vgpr, &dwords)
        })
    }

    /// A store in pieces: whole-dword pieces are ranges of the value's
    /// registers, smaller ones are shifted down from their dword.
    fn store_pieces(
        &mut self,
        inst: Inst,
        seq: &Sequence,
        m: MemArgs,
        data: VReg,
        p: Value,
        bytes: u32,
    ) -> Result<(), LowerError> {
        let parts = self.split(inst, m, p, bytes)?;
        let at = self.piece_addr(p, bytes);
        let whole = self.mf.vreg_data(data).dwords;
        self.steps(&seq.before);
        for &(off, size) in &parts {
            let piece = if size >= 4 && whole == (size / 4) as u8 {
                self.op(data)
            } else if size >= 4 {
                MOperand::VReg {
                    reg: data,
                    offset: (off / 4) as u8,
                    dwords: (size / 4) as u8,
                }
            } else {
                let word = if whole == 1 {
                    self.op(data)
                } else {
                    self.part(data, (off / 4) as u8)
                };
                if off % 4 == 0 {
                    word
                } else {
                    let shift = super::imm((8 * (off % 4)) as i32);
                    self.v(Opcode::VLshrrevB32, &[shift, word])
                }
            };
            self.piece(at, false, size, piece, off, seq.bits);
        }
        self.steps(&seq.after);
        Ok(())
    }

    fn atomic(
        &mut self,
        inst: Inst,
        op: AtomicRmwOp,
        m: MemArgs,
        p: Value,
        v: Value,
    ) -> Result<(), LowerError> {
        let func = self.func;
        let r = func.inst_results(inst)[0];
        let ty = func.value_type(v);
        let space = self.space_of(p);
        let aty = match ty {
            Type::I32 => Some(AtomTy::I32),
            Type::I64 => Some(AtomTy::I64),
            Type::F32 if op.is_float() => Some(AtomTy::F32),
            Type::F64 if op.is_float() => Some(AtomTy::F64),
            // xchg moves bits: floats and pointers as integers.
            Type::F32 => Some(AtomTy::I32),
            Type::F64 => Some(AtomTy::I64),
            t if t.is_ptr() => Some(if t.bytes() == 8 {
                AtomTy::I64
            } else {
                AtomTy::I32
            }),
            t if Type::F16.with_lanes(2) == Some(t) => Some(AtomTy::F16x2),
            t if Type::BF16.with_lanes(2) == Some(t) => Some(AtomTy::Bf16x2),
            _ => None,
        };
        let row = aty.and_then(|aty| ATOMICS.iter().find(|x| x.op == op && x.ty == aty));
        let pair = row.and_then(|row| match space {
            AddrSpace::Global => row.global,
            AddrSpace::Flat => row.flat,
            AddrSpace::Local => row.lds,
            _ => None,
        });
        if space == AddrSpace::Private {
            return self.private_atomic(inst, op, m, p, v);
        }
        let returns = self.uses[r] > 0;
        let proc = self.proc;
        let usable = |o: Opcode| o.info().avail.contains(proc);
        let scope_ok = row.is_some_and(|row| {
            !row.float
                || space == AddrSpace::Local
                || FLOAT_ATOMICS_ANY_MEMORY.contains(proc) && m.scope.base() != SyncScope::System
        });
        let opc = pair
            .filter(|_| scope_ok)
            .map(|(noret, rtn)| if returns { rtn } else { noret })
            .filter(|&o| usable(o));
        let Some(opc) = opc else {
            return Err(self.error(
                inst,
                format!(
                    "`atomicrmw {op}` on {ty} in {space:?} memory at {} scope has no native form on {} (expand_atomics should have expanded it)",
                    m.scope,
                    proc.name()
                ),
            ));
        };
        let mut a = access(
            MemOp::Rmw,
            m.ordering,
            m.scope,
            mm_space(space),
            false,
            false,
        );
        a.rtn = returns;
        let seq = self.sequence(inst, a)?;
        let dw = Sel::dwords_of(ty);
        // One atomic per wave on a uniform address (`atomic_opt.rs`).
        let agg = self.aggregate_begin(op, m, space, p, v, returns);
        let data = match &agg {
            Some(a) => a.data,
            None => self.vgpr(v),
        };
        let dop = self.op(data);
        let d = self.vgpr_reg(dw);
        let out = self.op(d);
        let has_def = opc.info().operands.first().is_some_and(|o| o.is_def());
        // A returning VMEM atomic is the glc/sc0 form of its opcode.
        let bits = rtn_bits(seq.bits, has_def);
        self.steps(&seq.before);
        match space {
            AddrSpace::Global => {
                let (addr, saddr, off) = self.global_addr(p, false);
                if has_def {
                    self.ins_mods(opc, &[out, addr, dop, saddr], mem_mods(bits, off));
                } else {
                    self.ins_mods(opc, &[addr, dop, saddr], mem_mods(bits, off));
                }
            }
            AddrSpace::Flat => {
                let (addr, _, off) = self.global_addr(p, true);
                if has_def {
                    self.ins_mods(opc, &[out, addr, dop], mem_mods(bits, off));
                } else {
                    self.ins_mods(opc, &[addr, dop], mem_mods(bits, off));
                }
            }
            _ => {
                let (addr, off) = self.lds_addr(p);
                if has_def {
                    self.ins_mods(opc, &[out, addr, dop], offset(off));
                } else {
                    self.ins_mods(opc, &[addr, dop], offset(off));
                }
            }
        }
        self.steps(&seq.after);
        let d = match agg {
            Some(a) => self.aggregate_end(a, has_def.then_some(d)),
            None => has_def.then_some(d),
        };
        if let Some(d) = d {
            self.set(r, Val::Reg(d));
        }
        Ok(())
    }

    fn cmpxchg(
        &mut self,
        inst: Inst,
        m: MemArgs,
        failure: Ordering,
        p: Value,
        expected: Value,
        new: Value,
    ) -> Result<(), LowerError> {
        let func = self.func;
        let r = func.inst_results(inst)[0];
        let ty = func.value_type(expected);
        let space = self.space_of(p);
        let Some(&(bits, g, f, l)) = CMPSWAP.iter().find(|x| x.0 == ty.bits()) else {
            return Err(self.error(inst, format!("`cmpxchg` on {ty} is not supported")));
        };
        let returns = self.uses[r] > 0;
        let proc = self.proc;
        let pick = |x: Pair| {
            let o = if returns { x.1 } else { x.0 };
            o.swapped_data_form_on(proc).unwrap_or(o)
        };
        let opc = match space {
            AddrSpace::Global => pick(g),
            AddrSpace::Flat => pick(f),
            AddrSpace::Local => pick(l),
            AddrSpace::Private => return self.private_cmpxchg(inst, m, p, expected, new),
            AddrSpace::Constant => {
                return Err(self.error(inst, "atomics cannot write the constant address space"))
            }
        };
        let order = model::cmpxchg_ordering(mm_order(m.ordering), mm_order(failure));
        let mut a = access(
            MemOp::Rmw,
            m.ordering,
            m.scope,
            mm_space(space),
            false,
            false,
        );
        a.order = order;
        a.rtn = opc.info().operands.first().is_some_and(|o| o.is_def());
        let seq = self.sequence(inst, a)?;
        let dw = (bits / 32) as u8;
        let e = self.vgpr(expected);
        let n = self.vgpr(new);
        let d = self.vgpr_reg(dw);
        let out = self.op(d);
        let has_def = opc.info().operands.first().is_some_and(|o| o.is_def());
        // A returning VMEM atomic is the glc/sc0 form of its opcode.
        let bits = rtn_bits(seq.bits, has_def);
        match space {
            AddrSpace::Local => {
                // ds_cmpst (GFX9): compare value first, then the new
                // value; GFX11's ds_cmpstore takes them the other way.
                let (eo, no) = (self.op(e), self.op(n));
                let (eo, no) = if opc.has_swapped_data() {
                    (no, eo)
                } else {
                    (eo, no)
                };
                let (addr, off) = self.lds_addr(p);
                self.steps(&seq.before);
                if has_def {
                    self.ins_mods(opc, &[out, addr, eo, no], offset(off));
                } else {
                    self.ins_mods(opc, &[addr, eo, no], offset(off));
                }
            }
            _ => {
                // VMEM cmpswap: one tuple, the new value then the compare.
                let parts: SmallVec<[MOperand; 4]> = (0..dw)
                    .map(|i| self.part(n, i))
                    .chain((0..dw).map(|i| self.part(e, i)))
                    .collect();
                let data = self.combine(RegFile::Vgpr, &parts);
                let dop = self.op(data);
                let flat = space != AddrSpace::Global;
                let (addr, saddr, off) = self.global_addr(p, flat);
                self.steps(&seq.before);
                let mut ops: SmallVec<[MOperand; 4]> = SmallVec::new();
                if has_def {
                    ops.push(out);
                }
                ops.push(addr);
                ops.push(dop);
                if !flat {
                    ops.push(saddr);
                }
                self.ins_mods(opc, &ops, mem_mods(bits, off));
            }
        }
        self.steps(&seq.after);
        if has_def {
            self.set(r, Val::Reg(d));
        }
        Ok(())
    }
}

/// The address of a split access (`Sel::piece_addr`).
#[derive(Clone, Copy)]
enum PieceAddr {
    /// `vaddr`, `saddr` (or `off`), immediate offset.
    Global(MOperand, MOperand, i32),
    Flat(MOperand, i32),
    Lds(MOperand, i32),
}

/// Whether an LDS access of `bytes` aligned to `align` may be one `ds_*`
/// row: the rows need their natural alignment (16 bytes for `b96`) in the
/// hardware's aligned mode, and the code must not depend on the runtime
/// having chosen the unaligned one.
/// The plain loads of global memory that no write visible to other
/// work-items can precede in this function, when its control flow has no
/// divergent branch (else none).
///
/// The scalar cache is not kept coherent with the vector caches, so a
/// scalar load may miss a write made through the vector unit. It is safe
/// when no such write can come before it: a write of this wave on any
/// path from the entry (a store to global, flat or constant memory, an
/// atomic, a call), or a synchronisation that would make another wave's
/// write visible to it (a fence, a barrier). Writes by other waves with no
/// synchronisation in between race with the load, and a racing plain load
/// may see either value. The analysis is one forward pass to a fixpoint:
/// a block is clean on entry when every predecessor is clean on exit.
/// With divergent branches a block may run with no lane active, where a
/// scalar load (unlike a vector one) would still touch memory, so such
/// functions keep vector loads.
pub(super) fn unclobbered_loads(
    func: &agc_ir::Function,
    cfg: &agc_ir::cfg::ControlFlowGraph,
    uni: &crate::uniformity::Uniformity,
) -> cranelift_entity::SecondaryMap<Inst, bool> {
    use cranelift_entity::SecondaryMap;
    let mut clean = SecondaryMap::new();
    if uni.any_divergent_branch || func.layout.is_empty() {
        return clean;
    }
    let clobbers = |i: Inst| {
        let op = func.insts[i].opcode;
        let fx = op.effects();
        if op == IrOp::Store {
            let p = func.inst_args(i)[1];
            return !matches!(
                func.value_type(p).addr_space(),
                Some(AddrSpace::Local | AddrSpace::Private)
            );
        }
        fx.ordering || (fx.writes && op != IrOp::Store)
    };
    let dirty_block: SecondaryMap<agc_ir::Block, bool> = {
        let mut d = SecondaryMap::new();
        for &b in &func.layout {
            d[b] = func.blocks[b].insts.iter().any(|&i| clobbers(i));
        }
        d
    };
    // dirty_in[b]: some path from the entry to b's start holds a clobber.
    let mut dirty_in: SecondaryMap<agc_ir::Block, bool> = SecondaryMap::new();
    let mut changed = true;
    while changed {
        changed = false;
        for &b in &func.layout {
            let d = cfg.preds[b].iter().any(|&p| dirty_in[p] || dirty_block[p]);
            if d && !dirty_in[b] {
                dirty_in[b] = true;
                changed = true;
            }
        }
    }
    for &b in &func.layout {
        let mut dirty = dirty_in[b];
        for &i in &func.blocks[b].insts {
            if func.insts[i].opcode == IrOp::Load {
                clean[i] = !dirty;
            }
            dirty |= clobbers(i);
        }
    }
    clean
}

fn lds_aligned(bytes: u32, align: u32) -> bool {
    align >= bytes.next_power_of_two().min(16)
}

/// The scalar loads of a uniform constant access of `bytes` (a multiple
/// of 4): (byte offset, bytes, row). One row when a row of that size
/// exists or the next one over-reads at most a dword (`dwordx4` for 12
/// bytes, the over-read llc-22 also makes); otherwise the widest rows that fit, in order (24 bytes are
/// `dwordx4` + `dwordx2`), so nothing past the value is read.
fn smem_pieces(bytes: u32) -> SmallVec<[(u32, u32, Opcode); 2]> {
    let mut out = SmallVec::new();
    let mut at = 0;
    while at < bytes {
        let rem = bytes - at;
        let fit = SMEM_LOAD
            .iter()
            .find(|x| x.0 >= rem)
            .filter(|x| x.0 - rem <= 4);
        let Some(&(size, op)) = fit.or_else(|| SMEM_LOAD.iter().rev().find(|x| x.0 <= rem)) else {
            return SmallVec::new();
        };
        out.push((at, size, op));
        at += size;
    }
    out
}

/// The pieces of a split access in `space`: LDS pieces keep their natural
/// alignment (so none is wider than the access's `align`); global and flat
/// memory run in unaligned mode under the HSA runtime, as the one-row
/// accesses already assume, so their pieces are as wide as the rows allow.
fn split_pieces(space: AddrSpace, bytes: u32, align: u32) -> SmallVec<[(u32, u32); 16]> {
    let align = if space == AddrSpace::Local { align } else { 16 };
    super::private::pieces(bytes, align, 16)
}

fn mem_mods(bits: agc_isa::minst::CachePolicy, off: i32) -> Modifiers {
    Modifiers {
        cache: bits,
        offset: off,
        ..Modifiers::default()
    }
}

fn rtn_bits(bits: agc_isa::minst::CachePolicy, returns: bool) -> agc_isa::minst::CachePolicy {
    agc_isa::minst::CachePolicy(bits.0 | returns as u8)
}

fn offset(off: i32) -> Modifiers {
    Modifiers {
        offset: off,
        ..Modifiers::default()
    }
}

fn mm_order(o: Ordering) -> Order {
    match o {
        Ordering::NotAtomic => Order::NotAtomic,
        Ordering::Monotonic => Order::Monotonic,
        Ordering::Acquire => Order::Acquire,
        Ordering::Release => Order::Release,
        Ordering::AcqRel => Order::AcqRel,
        Ordering::SeqCst => Order::SeqCst,
    }
}

fn mm_space(a: AddrSpace) -> Space {
    match a {
        AddrSpace::Global => Space::Global,
        AddrSpace::Flat => Space::Generic,
        AddrSpace::Local => Space::Local,
        AddrSpace::Private => Space::Private,
        AddrSpace::Constant => Space::Constant,
    }
}

/// The IR's memory attributes as a memory-model access.
fn access(
    op: MemOp,
    ordering: Ordering,
    scope: SyncScope,
    space: Space,
    volatile: bool,
    nontemporal: bool,
) -> Access {
    let s = match scope.base() {
        SyncScope::SingleThread => Scope::SingleThread,
        SyncScope::Wavefront => Scope::Wavefront,
        SyncScope::Workgroup => Scope::Workgroup,
        SyncScope::Agent => Scope::Agent,
        _ => Scope::System,
    };
    Access {
        op,
        order: mm_order(ordering),
        scope: s,
        one_as: scope.is_one_as(),
        space,
        volatile,
        nontemporal,
        rtn: false,
    }
}
