//! Memory: loads, stores, relaxed atomics, barriers, LDS addresses.
//!
//! Addressing per address space:
//! - global (and flat pointers, which on AMDHSA address global memory
//!   unless cast from LDS/private): `global_*` with a 64-bit VGPR address
//!   and `off`; uniform loads from constant memory use `s_load_dword*`
//!   (scalar cache; constant memory cannot change during the dispatch, so
//!   the incoherent scalar cache is safe), other uniform loads go through
//!   the vector unit and `v_readfirstlane`.
//! - LDS: `ds_*` with a 32-bit VGPR address; a constant address becomes
//!   the instruction's 16-bit offset on a zero VGPR.
//!
//! Atomic orderings stronger than `monotonic` and fences need the memory
//! model tables (seed 002, tables 79-81); until they exist such code is
//! rejected with an error rather than compiled without its waits.
//! `barrier` orders all memory of the workgroup (docs/ir.md), so it waits
//! for every outstanding access (`s_waitcnt vmcnt(0) lgkmcnt(0)`) before
//! `s_barrier`, the workgroup-scope release of seed 002's GFX9 table.

use super::{Sel, Val};
use crate::LowerError;
use agc_ir::instructions::{AtomicRmwOp, Ordering, Payload};
use agc_ir::{AddrSpace, Inst, Opcode as IrOp, Type, Value};
use agc_isa::insts::Opcode;
use agc_isa::minst::Modifiers;
use agc_isa::mir::{MOperand, VReg};
use agc_isa::regs::RegFile;

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

/// 32-bit integer atomics: (op, global no-return, global returning, LDS
/// no-return, LDS returning).
const ATOMIC32: &[(AtomicRmwOp, Opcode, Opcode, Opcode, Opcode)] = &[
    (
        AtomicRmwOp::Add,
        Opcode::GlobalAtomicAdd,
        Opcode::GlobalAtomicAddRtn,
        Opcode::DsAddU32,
        Opcode::DsAddRtnU32,
    ),
    (
        AtomicRmwOp::Sub,
        Opcode::GlobalAtomicSub,
        Opcode::GlobalAtomicSubRtn,
        Opcode::DsSubU32,
        Opcode::DsSubRtnU32,
    ),
    (
        AtomicRmwOp::And,
        Opcode::GlobalAtomicAnd,
        Opcode::GlobalAtomicAndRtn,
        Opcode::DsAndB32,
        Opcode::DsAndRtnB32,
    ),
    (
        AtomicRmwOp::Or,
        Opcode::GlobalAtomicOr,
        Opcode::GlobalAtomicOrRtn,
        Opcode::DsOrB32,
        Opcode::DsOrRtnB32,
    ),
    (
        AtomicRmwOp::Xor,
        Opcode::GlobalAtomicXor,
        Opcode::GlobalAtomicXorRtn,
        Opcode::DsXorB32,
        Opcode::DsXorRtnB32,
    ),
    (
        AtomicRmwOp::Smin,
        Opcode::GlobalAtomicSmin,
        Opcode::GlobalAtomicSminRtn,
        Opcode::DsMinI32,
        Opcode::DsMinRtnI32,
    ),
    (
        AtomicRmwOp::Smax,
        Opcode::GlobalAtomicSmax,
        Opcode::GlobalAtomicSmaxRtn,
        Opcode::DsMaxI32,
        Opcode::DsMaxRtnI32,
    ),
    (
        AtomicRmwOp::Umin,
        Opcode::GlobalAtomicUmin,
        Opcode::GlobalAtomicUminRtn,
        Opcode::DsMinU32,
        Opcode::DsMinRtnU32,
    ),
    (
        AtomicRmwOp::Umax,
        Opcode::GlobalAtomicUmax,
        Opcode::GlobalAtomicUmaxRtn,
        Opcode::DsMaxU32,
        Opcode::DsMaxRtnU32,
    ),
    (
        AtomicRmwOp::Inc,
        Opcode::GlobalAtomicInc,
        Opcode::GlobalAtomicIncRtn,
        Opcode::DsIncU32,
        Opcode::DsIncRtnU32,
    ),
    (
        AtomicRmwOp::Dec,
        Opcode::GlobalAtomicDec,
        Opcode::GlobalAtomicDecRtn,
        Opcode::DsDecU32,
        Opcode::DsDecRtnU32,
    ),
    (
        AtomicRmwOp::Xchg,
        Opcode::GlobalAtomicSwap,
        Opcode::GlobalAtomicSwapRtn,
        Opcode::DsWrxchgRtnB32,
        Opcode::DsWrxchgRtnB32,
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
                // vmcnt(0) lgkmcnt(0), expcnt left alone (7 = no wait).
                let wait = agc_isa::print::waitcnt_imm(0, 7, 0).expect("in range");
                self.ins(Opcode::SWaitcnt, &[MOperand::Imm(wait)]);
                self.ins(Opcode::SBarrier, &[]);
                Ok(())
            }
            IrOp::Fence => Err(self.error(
                inst,
                "`fence` needs the memory-model tables, which the GFX9 backend does not have yet",
            )),
            IrOp::Load => {
                let Payload::Mem(m) = data.payload else {
                    return Err(self.error(inst, "malformed load"));
                };
                if m.ordering != Ordering::NotAtomic && m.ordering != Ordering::Monotonic {
                    return Err(self.ordering_error(inst, m.ordering));
                }
                let r = func.inst_results(inst)[0];
                self.load(inst, args[0], r)
            }
            IrOp::Store => {
                let Payload::Mem(m) = data.payload else {
                    return Err(self.error(inst, "malformed store"));
                };
                if m.ordering != Ordering::NotAtomic && m.ordering != Ordering::Monotonic {
                    return Err(self.ordering_error(inst, m.ordering));
                }
                self.store(inst, args[0], args[1])
            }
            IrOp::AtomicRmw => {
                let Payload::AtomicRmw(op, m) = data.payload else {
                    return Err(self.error(inst, "malformed atomicrmw"));
                };
                if m.ordering != Ordering::Monotonic {
                    return Err(self.ordering_error(inst, m.ordering));
                }
                self.atomic(inst, op, args[0], args[1])
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

    fn ordering_error(&self, inst: Inst, o: Ordering) -> LowerError {
        self.error(
            inst,
            format!("`{o}` atomics need the memory-model tables, which the GFX9 backend does not have yet; only `monotonic` is supported"),
        )
    }

    fn space_of(&self, p: Value) -> AddrSpace {
        self.func
            .value_type(p)
            .addr_space()
            .unwrap_or(AddrSpace::Global)
    }

    /// A 64-bit VGPR address for a global/flat access.
    fn global_addr(&mut self, p: Value) -> MOperand {
        let v = self.vgpr(p);
        self.op(v)
    }

    /// A 32-bit VGPR LDS address and the offset field.
    fn lds_addr(&mut self, p: Value) -> (MOperand, i32) {
        if let Val::Const(c) = self.get(p) {
            if c < 65536 {
                let z = self.v_const(0);
                return (self.op(z), c as i32);
            }
        }
        let v = self.vgpr(p);
        (self.op(v), 0)
    }

    fn load(&mut self, inst: Inst, p: Value, r: Value) -> Result<(), LowerError> {
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
        match space {
            AddrSpace::Constant if uniform && !self.div(p) && bytes % 4 == 0 => {
                let Some(&(_, op)) = SMEM_LOAD.iter().find(|x| x.0 >= bytes) else {
                    return Err(self.error(inst, format!("scalar load of {ty} is too wide")));
                };
                let base = self.sgpr(p);
                let width = SMEM_LOAD
                    .iter()
                    .find(|x| x.0 >= bytes)
                    .map(|x| x.0 / 4)
                    .unwrap_or(1) as u8;
                let d = self.sreg(width);
                let (dop, bo) = (self.op(d), self.op(base));
                self.ins(op, &[dop, bo, MOperand::Imm(0)]);
                let out = if width == dw {
                    d
                } else {
                    let parts: Vec<MOperand> = (0..dw).map(|i| self.part(d, i)).collect();
                    self.combine(RegFile::Sgpr, &parts)
                };
                self.set(r, Val::Reg(out));
                Ok(())
            }
            AddrSpace::Global | AddrSpace::Constant | AddrSpace::Flat => {
                let Some(&(_, _, op)) = GLOBAL_LOAD.iter().find(|x| x.0 == bytes && x.1 == signed)
                else {
                    return Err(
                        self.error(inst, format!("global load of {ty} is not supported yet"))
                    );
                };
                let addr = self.global_addr(p);
                let d = self.vgpr_reg(dw);
                let dop = self.op(d);
                self.ins(op, &[dop, addr, MOperand::Off]);
                self.finish_load(r, d, uniform);
                Ok(())
            }
            AddrSpace::Local => {
                let Some(&(_, _, op)) = DS_LOAD.iter().find(|x| x.0 == bytes && x.1 == signed)
                else {
                    return Err(self.error(inst, format!("LDS load of {ty} is not supported yet")));
                };
                let (addr, off) = self.lds_addr(p);
                let d = self.vgpr_reg(dw);
                let dop = self.op(d);
                self.ins_mods(
                    op,
                    &[dop, addr],
                    Modifiers {
                        offset: off,
                        ..Modifiers::default()
                    },
                );
                self.finish_load(r, d, uniform);
                Ok(())
            }
            AddrSpace::Private => Err(self.error(
                inst,
                "private (scratch) memory is not supported by the GFX9 backend yet",
            )),
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

    fn store(&mut self, inst: Inst, v: Value, p: Value) -> Result<(), LowerError> {
        let ty = self.func.value_type(v);
        let bytes = if ty == Type::I1 { 1 } else { ty.bytes() };
        let data = self.vgpr(v);
        let dop = self.op(data);
        match self.space_of(p) {
            AddrSpace::Global | AddrSpace::Flat => {
                let Some(&(_, op)) = GLOBAL_STORE.iter().find(|x| x.0 == bytes) else {
                    return Err(
                        self.error(inst, format!("global store of {ty} is not supported yet"))
                    );
                };
                let addr = self.global_addr(p);
                self.ins(op, &[addr, dop, MOperand::Off]);
                Ok(())
            }
            AddrSpace::Local => {
                let Some(&(_, op)) = DS_STORE.iter().find(|x| x.0 == bytes) else {
                    return Err(self.error(inst, format!("LDS store of {ty} is not supported yet")));
                };
                let (addr, off) = self.lds_addr(p);
                self.ins_mods(
                    op,
                    &[addr, dop],
                    Modifiers {
                        offset: off,
                        ..Modifiers::default()
                    },
                );
                Ok(())
            }
            AddrSpace::Constant => {
                Err(self.error(inst, "stores to constant memory are not allowed"))
            }
            AddrSpace::Private => Err(self.error(
                inst,
                "private (scratch) memory is not supported by the GFX9 backend yet",
            )),
        }
    }

    fn atomic(
        &mut self,
        inst: Inst,
        op: AtomicRmwOp,
        p: Value,
        v: Value,
    ) -> Result<(), LowerError> {
        let func = self.func;
        let r = func.inst_results(inst)[0];
        let ty = func.value_type(v);
        let Some(row) = ATOMIC32
            .iter()
            .find(|x| x.0 == op)
            .filter(|_| ty.bits() == 32 && ty.is_int())
        else {
            return Err(self.error(
                inst,
                format!("`atomicrmw {op}` on {ty} is not supported by the GFX9 instruction selector yet"),
            ));
        };
        let returns =
            self.uses[r] > 0 || op == AtomicRmwOp::Xchg && self.space_of(p) == AddrSpace::Local;
        let data = self.vgpr(v);
        let dop = self.op(data);
        let d = self.vgpr_reg(1);
        let out = self.op(d);
        match self.space_of(p) {
            AddrSpace::Global | AddrSpace::Flat => {
                let addr = self.global_addr(p);
                if returns {
                    self.ins(row.2, &[out, addr, dop, MOperand::Off]);
                } else {
                    self.ins(row.1, &[addr, dop, MOperand::Off]);
                }
            }
            AddrSpace::Local => {
                let (addr, off) = self.lds_addr(p);
                let mods = Modifiers {
                    offset: off,
                    ..Modifiers::default()
                };
                if returns {
                    self.ins_mods(row.4, &[out, addr, dop], mods);
                } else {
                    self.ins_mods(row.3, &[addr, dop], mods);
                }
            }
            _ => return Err(self.error(inst, "atomics on this address space are not supported")),
        }
        if returns {
            self.set(r, Val::Reg(d));
        }
        Ok(())
    }
}
