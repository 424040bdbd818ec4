//! Private (scratch) memory: stack slot addresses, loads, stores and
//! atomics on `ptr.private`, and address-space casts.
//!
//! Role: the processor table's [`ScratchAccess`] picks the instructions
//! (seed 002, "Private Segment Buffer" and "Flat Scratch"):
//! - `Mubuf` (gfx900-gfx90a): `buffer_*` through the scratch V#. The
//!   entry ([`Sel::scratch_entry`]) advances the V# base in the private
//!   segment buffer by the wave's private segment offset once, so every
//!   access names the work-item's frame as offset 0 and `soffset` stays
//!   free for a uniform address.
//! - `ArchitectedFlat` (gfx942+): `scratch_*` relative to the FLAT_SCRATCH
//!   base the hardware sets up; no inputs, no prologue.
//!
//! Each access picks its form from where the private pointer lives, the
//! same four shapes on both paths: a constant that fits the instruction's
//! offset field (a stack slot's address, usually) goes there with no
//! address register; a uniform pointer goes in the scalar slot
//! (`soffset` / `saddr`); a divergent one in the VGPR slot (`offen` /
//! `vaddr`). The swizzled scratch layout makes each work-item see its own
//! bytes at these offsets, so no lane id appears in any address.
//!
//! Functions and kernels that call (`call.rs`) keep the V# in s[0:3] for
//! the whole program, already advanced by the wave offset, and a
//! function's frame hangs off a stack register (`frame.rs`): a stack
//! slot's address is that register plus its offset, and an access to a
//! slot names the register as `soffset` / `saddr` with the slot offset in
//! the immediate field — the shape llc-22 emits. A uniform address in
//! `soffset` is unswizzled, a wave-level offset (per-lane bytes times
//! the wave size), so MUBUF accesses scale uniform per-lane pointers.
//!
//! Private atomics are not atomic (seed 002's memory model: private memory
//! is only visible to its work-item), so `atomicrmw` and `cmpxchg` are a
//! load, the operation on the VALU, and a store; 64-bit integer forms
//! compute on register pairs.
//!
//! Accesses of 4 bytes or more below 4-byte alignment, and sizes with no
//! single row (the 3- and 6-byte vectors), are split into byte, short and
//! dword pieces ([`pieces`]) at immediate offsets of one address; loaded
//! pieces are packed with `v_lshl_or_b32`, stored ones shifted down.
//! `mem.rs` splits global, flat and LDS accesses with the same function.
//!
//! The MUBUF `soffset` is added after the swizzle, so it must be a
//! multiple of 4 per-lane bytes times the wave size: a constant address
//! past the 12-bit offset field is split into a 4 KiB multiple (scaled, in
//! `soffset`) and the remainder (in the field), and a uniform address not
//! known to be 4-byte aligned goes in the per-lane VGPR slot instead. A
//! function's stack slot past the field is split the same way, the
//! multiple added to the frame base register (`s_add_u32 s, s33, hi`),
//! on both paths (the flat scratch field is 13 bits signed, so it, too,
//! reaches 4095).
//!
//! Casts: private/local to flat puts the 32-bit offset under the high half
//! of `src_private_base` / `src_shared_base` (null, `0xffffffff`, becomes
//! flat null); flat to private/local keeps the low half (flat null becomes
//! `0xffffffff`); global, constant and flat share addresses.

use super::{const32, imm, Sel, Val};
use crate::LowerError;
use agc_ir::instructions::{AtomicRmwOp, MemArgs, Payload};
use agc_ir::{AddrSpace, Inst, Opcode as IrOp, Type, Value};
use agc_isa::callconv;
use agc_isa::insts::Opcode;
use agc_isa::minst::{flags, CachePolicy, Modifiers};
use agc_isa::mir::{MOperand, VReg};
use agc_isa::processors::ScratchAccess;
use agc_isa::regs::{special, Reg, RegFile};
use agc_memmodel::model::{Access, MemOp, Order, Scope, Space};

/// Load rows by bytes: (bytes, MUBUF, SCRATCH).
const LOADS: &[(u32, Opcode, Opcode)] = &[
    (1, Opcode::BufferLoadUbyte, Opcode::ScratchLoadUbyte),
    (2, Opcode::BufferLoadUshort, Opcode::ScratchLoadUshort),
    (4, Opcode::BufferLoadDword, Opcode::ScratchLoadDword),
    (8, Opcode::BufferLoadDwordx2, Opcode::ScratchLoadDwordx2),
    (12, Opcode::BufferLoadDwordx3, Opcode::ScratchLoadDwordx3),
    (16, Opcode::BufferLoadDwordx4, Opcode::ScratchLoadDwordx4),
];
const STORES: &[(u32, Opcode, Opcode)] = &[
    (1, Opcode::BufferStoreByte, Opcode::ScratchStoreByte),
    (2, Opcode::BufferStoreShort, Opcode::ScratchStoreShort),
    (4, Opcode::BufferStoreDword, Opcode::ScratchStoreDword),
    (8, Opcode::BufferStoreDwordx2, Opcode::ScratchStoreDwordx2),
    (12, Opcode::BufferStoreDwordx3, Opcode::ScratchStoreDwordx3),
    (16, Opcode::BufferStoreDwordx4, Opcode::ScratchStoreDwordx4),
];

/// 32-bit read-modify-write operations as one VALU row:
/// (operation, value is f32, opcode computing `op(old, v)`).
const RMW32: &[(AtomicRmwOp, bool, Opcode)] = &[
    (AtomicRmwOp::Add, false, Opcode::VAddU32),
    (AtomicRmwOp::Sub, false, Opcode::VSubU32),
    (AtomicRmwOp::And, false, Opcode::VAndB32),
    (AtomicRmwOp::Or, false, Opcode::VOrB32),
    (AtomicRmwOp::Xor, false, Opcode::VXorB32),
    (AtomicRmwOp::Smin, false, Opcode::VMinI32),
    (AtomicRmwOp::Smax, false, Opcode::VMaxI32),
    (AtomicRmwOp::Umin, false, Opcode::VMinU32),
    (AtomicRmwOp::Umax, false, Opcode::VMaxU32),
    (AtomicRmwOp::Fadd, true, Opcode::VAddF32),
    (AtomicRmwOp::Fmin, true, Opcode::VMinF32),
    (AtomicRmwOp::Fmax, true, Opcode::VMaxF32),
];

/// The pieces of a `bytes`-long access aligned to `align`: (offset,
/// size) with power-of-two sizes up to `max` (4 here; global and LDS
/// accesses in `mem.rs` go up to 16), each aligned to its size, no larger
/// than `align`, and either whole dwords of the register layout or within
/// one dword of it (so a small piece is one register's low bits).
pub(super) fn pieces(bytes: u32, align: u32, max: u32) -> smallvec::SmallVec<[(u32, u32); 16]> {
    let mut out = smallvec::SmallVec::new();
    let mut off = 0;
    while off < bytes {
        let mut size = max;
        while size > 1
            && (size > align
                || off % size != 0
                || off + size > bytes
                || off % 4 + size > 4.max(size))
        {
            size /= 2;
        }
        out.push((off, size));
        off += size;
    }
    out
}

/// Whether a constant address fits the immediate offset field of both
/// forms (MUBUF: 12 bits unsigned; GFX9 FLAT scratch: 13 bits signed).
fn offset_fits(c: u32) -> bool {
    c < 4096
}

/// A constant private offset as a 4 KiB multiple (for a scalar register)
/// and the remainder (for the offset field of both forms).
fn split_offset(c: u32) -> (u32, u32) {
    (c & !0xfff, c & 0xfff)
}

/// Where a private address lives.
#[derive(Clone, Copy)]
enum Addr {
    Const(u32),
    /// A function's stack slot: the frame base register plus an offset.
    Frame(u32),
    Sgpr(VReg),
    Vgpr(VReg),
}

impl Sel<'_> {
    /// The kernel entry's scratch setup (module doc). `psb` is the private
    /// segment buffer s[0:3], `init` the flat scratch init pair, `wave`
    /// the private segment wave offset, as fixed entry registers.
    pub(super) fn scratch_entry(
        &mut self,
        psb: Option<VReg>,
        init: Option<VReg>,
        wave: Option<VReg>,
    ) {
        let Some(wave) = wave else {
            self.stack_entry();
            return;
        };
        let wo = self.op(wave);
        if let Some(init) = init {
            // Absolute flat scratch: FLAT_SCRATCH = init + wave offset.
            let lo = MOperand::Phys(Reg::new(RegFile::Special, special::FLAT_SCRATCH, 1));
            let hi = MOperand::Phys(Reg::new(RegFile::Special, special::FLAT_SCRATCH + 1, 1));
            let (i0, i1) = (self.part(init, 0), self.part(init, 1));
            self.ins(Opcode::SAddU32, &[lo, i0, wo]);
            self.ins(Opcode::SAddcU32, &[hi, i1, imm(0)]);
        }
        if let Some(psb) = psb {
            let (lo, hi) = (self.sreg(1), self.sreg(1));
            let (loo, hio) = (self.op(lo), self.op(hi));
            let (b0, b1) = (self.part(psb, 0), self.part(psb, 1));
            self.ins(Opcode::SAddU32, &[loo, b0, wo]);
            self.ins(Opcode::SAddcU32, &[hio, b1, imm(0)]);
            let (b2, b3) = (self.part(psb, 2), self.part(psb, 3));
            let r = self.combine(RegFile::Sgpr, &[loo, hio, b2, b3]);
            self.scratch_rsrc = Some(self.op(r));
        } else if self.inputs.stack && self.inputs.private_segment_buffer() {
            // The V# stays in s[0:3] for the callees, advanced in place.
            let (s0, s1) = (MOperand::Phys(Reg::s(0)), MOperand::Phys(Reg::s(1)));
            self.ins(Opcode::SAddU32, &[s0, s0, wo]);
            self.ins(Opcode::SAddcU32, &[s1, s1, imm(0)]);
            self.scratch_rsrc = Some(MOperand::Phys(Reg::s_range(0, 3)));
        }
        self.stack_entry();
    }

    /// A kernel that calls: s32 past its own frame (seed 002, kernel
    /// prologue "stack pointer").
    fn stack_entry(&mut self) {
        if !self.inputs.stack {
            return;
        }
        let conv = self.conv();
        self.mf.reserved = conv.reserved();
        let bytes = self.frame.size().next_multiple_of(callconv::STACK_ALIGN);
        let sp = MOperand::Phys(Reg::s(callconv::SP_SGPR));
        self.ins(Opcode::SMovB32, &[sp, const32(bytes * conv.sp_scale())]);
    }

    /// One dword of stack at `base + offset` (per-lane bytes; `base` a
    /// stack register): a load into or a store from the VGPR `data`.
    pub(super) fn stack_dword(&mut self, load: bool, data: MOperand, base: MOperand, offset: u32) {
        let conv = self.conv();
        let (base, offset) = if offset_fits(offset) {
            (base, offset)
        } else {
            let (hi, lo) = split_offset(offset);
            let t = self.sreg(1);
            let to = self.op(t);
            self.ins(
                Opcode::SAddU32,
                &[to, base, const32(hi.wrapping_mul(conv.sp_scale()))],
            );
            (to, lo)
        };
        let mods = Modifiers {
            offset: offset as i32,
            ..Modifiers::default()
        };
        match (conv.rsrc_sgpr(), load) {
            (Some(r), true) => {
                let rs = MOperand::Phys(Reg::s_range(r, r + 3));
                self.ins_mods(
                    Opcode::BufferLoadDword,
                    &[data, MOperand::Off, rs, base],
                    mods,
                );
            }
            (Some(r), false) => {
                let rs = MOperand::Phys(Reg::s_range(r, r + 3));
                self.ins_mods(
                    Opcode::BufferStoreDword,
                    &[data, MOperand::Off, rs, base],
                    mods,
                );
            }
            (None, true) => {
                self.ins_mods(Opcode::ScratchLoadDword, &[data, MOperand::Off, base], mods)
            }
            (None, false) => self.ins_mods(
                Opcode::ScratchStoreDword,
                &[MOperand::Off, data, base],
                mods,
            ),
        }
    }

    /// `stack_addr` and `addrspacecast`.
    pub(super) fn select_private(&mut self, inst: Inst) -> Result<(), LowerError> {
        let func = self.func;
        let data = &func.insts[inst];
        let r = func.inst_results(inst)[0];
        match (data.opcode, data.payload) {
            (IrOp::StackAddr, Payload::StackSlot(ss)) => {
                let off = self.frame.slot_offset(ss);
                let Some(fb) = self.fb else {
                    self.set(r, Val::Const(u64::from(off)));
                    return Ok(());
                };
                // The frame base as a per-lane offset, plus the slot's.
                let conv = self.conv();
                let base = if conv.sp_scale() > 1 {
                    let t = self.sreg(1);
                    let to = self.op(t);
                    let shift = conv.sp_scale().trailing_zeros() as i32;
                    self.ins(Opcode::SLshrB32, &[to, fb, imm(shift)]);
                    if off == 0 {
                        self.set(r, Val::Reg(t));
                        return Ok(());
                    }
                    to
                } else {
                    fb
                };
                let a = self.sreg(1);
                let ao = self.op(a);
                if off == 0 {
                    self.ins(Opcode::SMovB32, &[ao, base]);
                } else {
                    self.ins(Opcode::SAddU32, &[ao, base, const32(off)]);
                }
                self.set(r, Val::Reg(a));
                Ok(())
            }
            (IrOp::Addrspacecast, _) => self.addrspacecast(inst, func.inst_args(inst)[0], r),
            _ => Err(self.error(inst, format!("malformed {}", data.opcode.name()))),
        }
    }

    fn addrspacecast(&mut self, inst: Inst, p: Value, r: Value) -> Result<(), LowerError> {
        let func = self.func;
        let (Some(from), Some(to)) = (
            func.value_type(p).addr_space(),
            func.value_type(r).addr_space(),
        ) else {
            return Err(self.error(inst, "addrspacecast between non-pointers"));
        };
        let aperture = |s: AddrSpace| match s {
            AddrSpace::Private => Some(special::SRC_PRIVATE_BASE),
            AddrSpace::Local => Some(special::SRC_SHARED_BASE),
            _ => None,
        };
        let div = self.div(r);
        match (aperture(from), aperture(to)) {
            (None, None) => {
                let v = self.get(p);
                self.set(r, v);
            }
            (Some(base), None) => {
                // {offset, aperture_hi}, or 0 for the null offset.
                let s = self.sreg(2);
                let so = self.op(s);
                let src = MOperand::Phys(Reg::new(RegFile::Special, base, 2));
                self.ins(Opcode::SMovB64, &[so, src]);
                let hi = self.part(s, 1);
                let out = match self.get(p) {
                    Val::Const(c) if c != 0xffff_ffff => {
                        let lo = const32(c as u32);
                        if div {
                            let (l, h) = (self.to_vgpr_operand(lo, 1), self.to_vgpr_operand(hi, 1));
                            self.combine(RegFile::Vgpr, &[l, h])
                        } else {
                            let l = self.s_const(c as u32);
                            let lo = self.op(l);
                            self.combine(RegFile::Sgpr, &[lo, hi])
                        }
                    }
                    _ if div => {
                        let pv = self.vgpr(p);
                        let pvo = self.op(pv);
                        let m = self.new_mask();
                        let mo = self.op(m);
                        self.valu(Opcode::VCmpNeU32, &[mo, imm(-1), pvo], false);
                        let (l, h) = (self.vgpr_reg(1), self.vgpr_reg(1));
                        let (lo, ho) = (self.op(l), self.op(h));
                        self.valu(Opcode::VCndmaskB32, &[lo, imm(0), pvo, mo], false);
                        self.valu(Opcode::VCndmaskB32, &[ho, imm(0), hi, mo], false);
                        self.combine(RegFile::Vgpr, &[lo, ho])
                    }
                    _ => {
                        let ps = self.sgpr(p);
                        let pso = self.op(ps);
                        self.ins(Opcode::SCmpLgU32, &[pso, imm(-1)]);
                        let (l, h) = (self.sreg(1), self.sreg(1));
                        let (lo, ho) = (self.op(l), self.op(h));
                        self.ins(Opcode::SCselectB32, &[lo, pso, imm(0)]);
                        self.ins(Opcode::SCselectB32, &[ho, hi, imm(0)]);
                        self.combine(RegFile::Sgpr, &[lo, ho])
                    }
                };
                self.set(r, Val::Reg(out));
            }
            (None, Some(_)) => {
                // The low half, or 0xffffffff for flat null.
                let out = match self.get(p) {
                    Val::Const(c) => Val::Const(if c == 0 { 0xffff_ffff } else { c & 0xffff_ffff }),
                    _ if div => {
                        let pv = self.vgpr(p);
                        let (p0, p1) = (self.part(pv, 0), self.part(pv, 1));
                        let m = self.new_mask();
                        let mo = self.op(m);
                        let d = self.vgpr_reg(1);
                        let dop = self.op(d);
                        // (lo | hi) != 0 is p != 0.
                        let t = self.vgpr_reg(1);
                        let to = self.op(t);
                        self.valu(Opcode::VOrB32, &[to, p0, p1], true);
                        self.valu(Opcode::VCmpNeU32, &[mo, imm(0), to], false);
                        self.valu(Opcode::VCndmaskB32, &[dop, imm(-1), p0, mo], false);
                        Val::Reg(d)
                    }
                    _ => {
                        let ps = self.sgpr(p);
                        let pso = self.op(ps);
                        let p0 = self.part(ps, 0);
                        self.ins(Opcode::SCmpLgU64, &[pso, imm(0)]);
                        let d = self.sreg(1);
                        let dop = self.op(d);
                        self.ins(Opcode::SCselectB32, &[dop, p0, imm(-1)]);
                        Val::Reg(d)
                    }
                };
                self.set(r, out);
            }
            (Some(_), Some(_)) => {
                return Err(self.error(
                    inst,
                    format!("no cast from {} to {}", from.name(), to.name()),
                ))
            }
        }
        Ok(())
    }

    /// Where the private pointer `p` of an access aligned to `align`
    /// lives (module doc: a MUBUF `soffset` needs 4-byte alignment).
    fn private_addr(&mut self, p: Value, align: u32) -> Addr {
        if self.fb.is_some() {
            if let Some(off) = self.frame_offset(p) {
                return Addr::Frame(off);
            }
        }
        let mubuf = self.inputs.scratch_access == ScratchAccess::Mubuf;
        match self.get(p) {
            Val::Const(c) => Addr::Const(c as u32),
            Val::Reg(r) if self.mf.vreg_data(r).file == RegFile::Sgpr && (align >= 4 || !mubuf) => {
                Addr::Sgpr(r)
            }
            _ => Addr::Vgpr(self.vgpr(p)),
        }
    }

    /// A function's `stack_addr $slot`, or a constant `ptradd` of one: its
    /// offset from the frame base.
    fn frame_offset(&self, p: Value) -> Option<u32> {
        let agc_ir::ValueDef::Result(i, _) = self.func.value_def(p) else {
            return None;
        };
        match (self.func.insts[i].opcode, self.func.insts[i].payload) {
            (IrOp::StackAddr, Payload::StackSlot(ss)) => Some(self.frame.slot_offset(ss)),
            (IrOp::Ptradd, _) => {
                let [base, off] = self.func.inst_args(i) else {
                    return None;
                };
                let Val::Const(c) = self.vals[*off] else {
                    return None;
                };
                let c = u32::try_from(c).ok()?;
                self.frame_offset(*base)?.checked_add(c)
            }
            _ => None,
        }
    }

    /// The address operands and modifiers of a MUBUF or SCRATCH access:
    /// (vaddr, scalar slot, immediate offset, MUBUF flags).
    fn addr_operands(&mut self, a: Addr) -> Result<([MOperand; 2], i32, u8), String> {
        let access = self.inputs.scratch_access;
        let mubuf = access == ScratchAccess::Mubuf;
        let zero_soff = || if mubuf { imm(0) } else { MOperand::Off };
        Ok(match a {
            Addr::Const(c) if offset_fits(c) => ([MOperand::Off, zero_soff()], c as i32, 0),
            Addr::Const(c) if mubuf => {
                // soffset is unswizzled: a 4 KiB multiple, scaled.
                let (hi, lo) = split_offset(c);
                let s = self.s_const(hi.wrapping_mul(self.conv().sp_scale()));
                ([MOperand::Off, self.op(s)], lo as i32, 0)
            }
            Addr::Const(c) => {
                let s = self.s_const(c);
                ([MOperand::Off, self.op(s)], 0, 0)
            }
            Addr::Frame(c) if offset_fits(c) => {
                ([MOperand::Off, self.fb.unwrap_or(imm(0))], c as i32, 0)
            }
            Addr::Frame(c) => {
                // The frame base plus a 4 KiB multiple, scaled, as the
                // scalar slot; the remainder in the field.
                let fb = self.fb.unwrap_or(imm(0));
                let (hi, lo) = split_offset(c);
                let scale = self.conv().sp_scale();
                let s = self.sreg(1);
                let so = self.op(s);
                self.ins(Opcode::SAddU32, &[so, fb, const32(hi.wrapping_mul(scale))]);
                ([MOperand::Off, so], lo as i32, 0)
            }
            // `soffset` is unswizzled: a wave-level offset (module doc).
            Addr::Sgpr(s) if mubuf => {
                let t = self.sreg(1);
                let (to, so) = (self.op(t), self.op(s));
                let shift = self.conv().sp_scale().trailing_zeros() as i32;
                self.ins(Opcode::SLshlB32, &[to, so, imm(shift)]);
                ([MOperand::Off, to], 0, 0)
            }
            Addr::Sgpr(s) => ([MOperand::Off, self.op(s)], 0, 0),
            Addr::Vgpr(v) => (
                [self.op(v), zero_soff()],
                0,
                if mubuf { flags::OFFEN } else { 0 },
            ),
        })
    }

    /// The scratch V# (MUBUF processors), made at the entry.
    fn rsrc(&self, inst: Inst) -> Result<MOperand, LowerError> {
        if self.fun.is_some() {
            let r = self.conv().rsrc_sgpr().unwrap_or(0);
            return Ok(MOperand::Phys(Reg::s_range(r, r + 3)));
        }
        self.scratch_rsrc.ok_or_else(|| {
            self.error(
                inst,
                "private access without a private segment (no stack slot in this kernel)",
            )
        })
    }

    /// Emits one scratch access `extra` bytes past `a`: `data` is the
    /// destination (loads) or the stored value (stores).
    fn scratch_access(
        &mut self,
        inst: Inst,
        op: Opcode,
        data: MOperand,
        (a, extra): (Addr, u32),
        cache: CachePolicy,
    ) -> Result<(), LowerError> {
        let (a, field) = match a {
            Addr::Const(c) => (Addr::Const(c + extra), 0),
            Addr::Frame(c) => (Addr::Frame(c + extra), 0),
            other => (other, extra as i32),
        };
        let ([vaddr, soff], offset, fl) = self.addr_operands(a).map_err(|e| self.error(inst, e))?;
        let offset = offset + field;
        let mods = Modifiers {
            offset,
            flags: fl,
            cache,
            ..Modifiers::default()
        };
        let store = !op.info().operands.first().is_some_and(|o| o.is_def());
        if self.inputs.scratch_access == ScratchAccess::Mubuf {
            let rs = self.rsrc(inst)?;
            self.ins_mods(op, &[data, vaddr, rs, soff], mods);
        } else if store {
            self.ins_mods(op, &[vaddr, data, soff], mods);
        } else {
            self.ins_mods(op, &[data, vaddr, soff], mods);
        }
        Ok(())
    }

    /// The memory model's cache bits for a private access (non-atomic
    /// rows: only volatile/nontemporal matter).
    fn private_bits(&self, inst: Inst, op: MemOp, m: MemArgs) -> Result<CachePolicy, LowerError> {
        let a = Access {
            op,
            order: Order::NotAtomic,
            scope: Scope::System,
            one_as: false,
            space: Space::Private,
            volatile: m.volatile,
            nontemporal: m.nontemporal,
            rtn: false,
        };
        let seq = agc_memmodel::model::lookup(self.proc, a, self.mm_variant)
            .map_err(|e| self.error(inst, format!("memory model: {e}")))?;
        Ok(seq.bits)
    }

    /// The access's size in bytes.
    fn private_bytes(ty: Type) -> u32 {
        if ty == Type::I1 {
            1
        } else {
            ty.bytes()
        }
    }

    /// Whether an access of `bytes` aligned to `align` is one row.
    fn one_row(bytes: u32, align: u32) -> bool {
        LOADS.iter().any(|x| x.0 == bytes) && (bytes < 4 || align >= 4)
    }

    /// The pieces of a dword-aligned access of whole dwords with no row
    /// of its size (the 24 bytes of `i64x3`/`f64x3`): the widest rows
    /// that fit, `dwordx4` + `dwordx2` as llc-22 splits them, since the
    /// scratch rows need only dword alignment (as `one_row` assumes).
    fn dword_tuples(bytes: u32, align: u32) -> Option<smallvec::SmallVec<[(u32, u32); 16]>> {
        (align >= 4 && bytes % 4 == 0 && bytes > 16).then(|| pieces(bytes, 16, 16))
    }

    /// A load of `r` through the private pointer `p`.
    pub(super) fn private_load(
        &mut self,
        inst: Inst,
        m: MemArgs,
        p: Value,
        r: Value,
    ) -> Result<(), LowerError> {
        let ty = self.func.value_type(r);
        let bits = self.private_bits(inst, MemOp::Load, m)?;
        let d = self.load_private_raw(inst, ty, (p, 1 << m.align_log2), bits)?;
        if self.div(r) {
            self.set(r, Val::Reg(d));
        } else {
            let s = self.readfirstlane(d);
            self.set(r, Val::Reg(s));
        }
        Ok(())
    }

    /// A load of `ty` at `p` aligned to `align`: one row, or pieces
    /// packed into dwords (module doc).
    fn load_private_raw(
        &mut self,
        inst: Inst,
        ty: Type,
        (p, align): (Value, u32),
        bits: CachePolicy,
    ) -> Result<VReg, LowerError> {
        let bytes = Self::private_bytes(ty);
        let a = self.private_addr(p, align);
        if Self::one_row(bytes, align) {
            let d = self.vgpr_reg(Sel::dwords_of(ty));
            let dop = self.op(d);
            let op = self.scratch_row(LOADS, bytes);
            self.scratch_access(inst, op, dop, (a, 0), bits)?;
            return Ok(d);
        }
        if let Some(tuples) = Self::dword_tuples(bytes, align) {
            let mut dwords = smallvec::SmallVec::<[MOperand; 8]>::new();
            for (off, size) in tuples {
                let d = self.vgpr_reg((size / 4) as u8);
                let dop = self.op(d);
                let op = self.scratch_row(LOADS, size);
                self.scratch_access(inst, op, dop, (a, off), bits)?;
                dwords.extend((0..(size / 4) as u8).map(|i| self.part(d, i)));
            }
            return Ok(self.combine(RegFile::Vgpr, &dwords));
        }
        let mut dwords = smallvec::SmallVec::<[MOperand; 4]>::new();
        for (off, size) in pieces(bytes, align, 4) {
            let d = self.vgpr_reg(1);
            let dop = self.op(d);
            let op = self.scratch_row(LOADS, size);
            self.scratch_access(inst, op, dop, (a, off), bits)?;
            if off % 4 == 0 {
                dwords.push(dop);
            } else if let Some(acc) = dwords.last_mut() {
                let shift = imm((8 * (off % 4)) as i32);
                *acc = self.v(Opcode::VLshlOrB32, &[dop, shift, *acc]);
            }
        }
        Ok(if dwords.len() == 1 {
            self.reg(dwords[0])
        } else {
            self.combine(RegFile::Vgpr, &dwords)
        })
    }

    /// The MUBUF or SCRATCH row of `rows` moving `bytes`.
    fn scratch_row(&self, rows: &[(u32, Opcode, Opcode)], bytes: u32) -> Opcode {
        let (_, mubuf, scratch) = rows
            .iter()
            .copied()
            .find(|x| x.0 == bytes)
            .unwrap_or(rows[0]);
        if self.inputs.scratch_access == ScratchAccess::Mubuf {
            mubuf
        } else {
            scratch
        }
    }

    /// A store of `v` through the private pointer `p`.
    pub(super) fn private_store(
        &mut self,
        inst: Inst,
        m: MemArgs,
        v: Value,
        p: Value,
    ) -> Result<(), LowerError> {
        let ty = self.func.value_type(v);
        let bits = self.private_bits(inst, MemOp::Store, m)?;
        let data = self.vgpr(v);
        self.store_private_raw(inst, ty, data, (p, 1 << m.align_log2), bits)
    }

    /// A store of `data` (of type `ty`) at `p` aligned to `align`: one
    /// row, or pieces shifted down from their dwords (module doc).
    fn store_private_raw(
        &mut self,
        inst: Inst,
        ty: Type,
        data: VReg,
        (p, align): (Value, u32),
        bits: CachePolicy,
    ) -> Result<(), LowerError> {
        let bytes = Self::private_bytes(ty);
        let a = self.private_addr(p, align);
        if Self::one_row(bytes, align) {
            let op = self.scratch_row(STORES, bytes);
            let dop = self.op(data);
            return self.scratch_access(inst, op, dop, (a, 0), bits);
        }
        if let Some(tuples) = Self::dword_tuples(bytes, align) {
            for (off, size) in tuples {
                let piece = MOperand::VReg {
                    reg: data,
                    offset: (off / 4) as u8,
                    dwords: (size / 4) as u8,
                };
                let op = self.scratch_row(STORES, size);
                self.scratch_access(inst, op, piece, (a, off), bits)?;
            }
            return Ok(());
        }
        let whole = self.mf.vreg_data(data).dwords == 1;
        for (off, size) in pieces(bytes, align, 4) {
            let word = if whole {
                self.op(data)
            } else {
                self.part(data, (off / 4) as u8)
            };
            let piece = if off % 4 == 0 {
                word
            } else {
                self.v(Opcode::VLshrrevB32, &[imm((8 * (off % 4)) as i32), word])
            };
            let op = self.scratch_row(STORES, size);
            self.scratch_access(inst, op, piece, (a, off), bits)?;
        }
        Ok(())
    }

    /// `atomicrmw` on private memory: load, operate, store (module doc).
    pub(super) fn private_atomic(
        &mut self,
        inst: Inst,
        op: AtomicRmwOp,
        m: MemArgs,
        p: Value,
        v: Value,
    ) -> Result<(), LowerError> {
        let ty = self.func.value_type(v);
        let r = self.func.inst_results(inst)[0];
        let bytes = Self::private_bytes(ty);
        let plain = MemArgs {
            volatile: false,
            nontemporal: false,
            ..m
        };
        let lbits = self.private_bits(inst, MemOp::Load, plain)?;
        let sbits = self.private_bits(inst, MemOp::Store, plain)?;
        let unsupported =
            || format!("`atomicrmw {op}` on {ty} in private memory is not supported yet");
        let wide = bytes == 8 && !op.is_float();
        if op != AtomicRmwOp::Xchg && bytes != 4 && !wide {
            return Err(self.error(inst, unsupported()));
        }
        let at = (p, 1u32 << m.align_log2);
        let old = self.load_private_raw(inst, ty, at, lbits)?;
        let new = if op == AtomicRmwOp::Xchg {
            self.vgpr(v)
        } else if wide {
            self.rmw64(op, old, v)
        } else {
            let (oo, vo) = (self.op(old), self.src(v, 0));
            let n = self.vgpr_reg(1);
            let no = self.op(n);
            let float = ty == Type::F32;
            match op {
                AtomicRmwOp::Inc => {
                    // old >= v ? 0 : old + 1
                    let (t, mk) = (self.vgpr_reg(1), self.new_mask());
                    let (to, mo) = (self.op(t), self.op(mk));
                    self.valu(Opcode::VAddU32, &[to, imm(1), oo], true);
                    self.valu(Opcode::VCmpLtU32, &[mo, oo, vo], false);
                    self.valu(Opcode::VCndmaskB32, &[no, imm(0), to, mo], false);
                }
                AtomicRmwOp::Dec => {
                    // old == 0 || old > v ? v : old - 1
                    let (t, m1, m2, mk) = (
                        self.vgpr_reg(1),
                        self.new_mask(),
                        self.new_mask(),
                        self.new_mask(),
                    );
                    let (to, m1o, m2o, mo) = (self.op(t), self.op(m1), self.op(m2), self.op(mk));
                    self.valu(Opcode::VSubU32, &[to, oo, imm(1)], false);
                    self.valu(Opcode::VCmpEqU32, &[m1o, imm(0), oo], false);
                    self.valu(Opcode::VCmpGtU32, &[m2o, oo, vo], false);
                    self.mins(Opcode::SOrB64, &[mo, m1o, m2o]);
                    let vv = self.to_vgpr_operand(vo, 1);
                    self.valu(Opcode::VCndmaskB32, &[no, to, vv, mo], false);
                }
                _ => {
                    let Some(&(_, _, vop)) = RMW32.iter().find(|x| x.0 == op && x.1 == float)
                    else {
                        return Err(self.error(inst, unsupported()));
                    };
                    self.valu(vop, &[no, oo, vo], false);
                }
            }
            n
        };
        self.store_private_raw(inst, ty, new, at, sbits)?;
        self.set(r, Val::Reg(old));
        Ok(())
    }

    /// The value a 64-bit integer `atomicrmw op` stores over `old` (a
    /// VGPR pair), computed a half at a time with 64-bit compares.
    fn rmw64(&mut self, op: AtomicRmwOp, old: VReg, v: Value) -> VReg {
        let o = [self.part(old, 0), self.part(old, 1)];
        let x = [self.src(v, 0), self.src(v, 1)];
        let (oo, xo) = (self.op(old), self.src_wide(v));
        let halves = |sel: &mut Self, vop: Opcode| {
            let parts = [sel.v(vop, &[o[0], x[0]]), sel.v(vop, &[o[1], x[1]])];
            sel.combine(RegFile::Vgpr, &parts)
        };
        match op {
            AtomicRmwOp::Add => self.vadd64_ops(Opcode::VAddCoU32, Opcode::VAddcCoU32, o, x),
            AtomicRmwOp::Sub => self.vadd64_ops(Opcode::VSubCoU32, Opcode::VSubbCoU32, o, x),
            AtomicRmwOp::And => halves(self, Opcode::VAndB32),
            AtomicRmwOp::Or => halves(self, Opcode::VOrB32),
            AtomicRmwOp::Xor => halves(self, Opcode::VXorB32),
            AtomicRmwOp::Smin | AtomicRmwOp::Smax | AtomicRmwOp::Umin | AtomicRmwOp::Umax => {
                // Keep `old` where it already is the min (max).
                let cmp = match op {
                    AtomicRmwOp::Smin => Opcode::VCmpLtI64,
                    AtomicRmwOp::Smax => Opcode::VCmpGtI64,
                    AtomicRmwOp::Umin => Opcode::VCmpLtU64,
                    _ => Opcode::VCmpGtU64,
                };
                let keep = self.vcmp(cmp, oo, xo);
                let keep = self.reg(keep);
                self.vselect(keep, &o, &x)
            }
            AtomicRmwOp::Inc => {
                // old >= v ? 0 : old + 1
                let wrap = self.vcmp(Opcode::VCmpGeU64, oo, xo);
                let wrap = self.reg(wrap);
                let up =
                    self.vadd64_ops(Opcode::VAddCoU32, Opcode::VAddcCoU32, o, [imm(1), imm(0)]);
                let up = [self.part(up, 0), self.part(up, 1)];
                self.vselect(wrap, &[imm(0), imm(0)], &up)
            }
            _ => {
                // Dec: old == 0 || old > v ? v : old - 1
                let zero = self.vcmp(Opcode::VCmpEqU64, imm(0), oo);
                let above = self.vcmp(Opcode::VCmpGtU64, oo, xo);
                let reset = self.new_mask();
                let ro = self.op(reset);
                self.mins(Opcode::SOrB64, &[ro, zero, above]);
                let down =
                    self.vadd64_ops(Opcode::VSubCoU32, Opcode::VSubbCoU32, o, [imm(1), imm(0)]);
                let down = [self.part(down, 0), self.part(down, 1)];
                self.vselect(reset, &x, &down)
            }
        }
    }

    /// `cmpxchg` on private memory: load, compare, store the selected value.
    pub(super) fn private_cmpxchg(
        &mut self,
        inst: Inst,
        m: MemArgs,
        p: Value,
        expected: Value,
        new: Value,
    ) -> Result<(), LowerError> {
        let ty = self.func.value_type(expected);
        let r = self.func.inst_results(inst)[0];
        let bytes = Self::private_bytes(ty);
        if bytes != 4 && bytes != 8 {
            return Err(self.error(
                inst,
                format!("`cmpxchg` on {ty} in private memory is not supported yet"),
            ));
        }
        let plain = MemArgs {
            volatile: false,
            nontemporal: false,
            ..m
        };
        let lbits = self.private_bits(inst, MemOp::Load, plain)?;
        let sbits = self.private_bits(inst, MemOp::Store, plain)?;
        let at = (p, 1u32 << m.align_log2);
        let old = self.load_private_raw(inst, ty, at, lbits)?;
        let (cmp, eo) = if bytes == 8 {
            (Opcode::VCmpEqU64, self.src_wide(expected))
        } else {
            (Opcode::VCmpEqU32, self.src(expected, 0))
        };
        let oo = self.op(old);
        let same = self.vcmp(cmp, eo, oo);
        let same = self.reg(same);
        let dw = (bytes / 4) as u8;
        let olds: smallvec::SmallVec<[MOperand; 2]> = (0..dw).map(|i| self.part(old, i)).collect();
        let news: smallvec::SmallVec<[MOperand; 2]> = (0..dw).map(|i| self.src(new, i)).collect();
        let d = self.vselect(same, &news, &olds);
        self.store_private_raw(inst, ty, d, at, sbits)?;
        self.set(r, Val::Reg(old));
        Ok(())
    }
}
