//! Vector lanes: `extractlane`, `insertlane` and `splat`.
//!
//! Role: a vector value lives in consecutive dwords laid out as in memory
//! (lane 0 lowest; 64-bit lanes take two dwords, 32-bit lanes one, 16-bit
//! lanes two to a dword, 8-bit lanes four), every lane of a sub-dword
//! layout in its own bits and unused high bits zero. So loads, stores,
//! bitcasts, `select` and block parameters of vectors move whole
//! registers, and only these three operations look inside. Arithmetic on
//! vectors never reaches here: `crate::scalarize` splits it into lanes.
//!
//! Extraction is free for 32- and 64-bit lanes and one shift, mask or
//! bit-field extract for narrower lanes, whose scalar form is the
//! zero-extended value every i8/i16/f16/bf16 keeps. A 32- or 64-bit lane
//! is not copied out of its tuple: its value is an alias vreg that
//! selection uses like any other and that is rewritten into the
//! sub-range operand of the tuple after selection (the kernel-argument
//! aliases of `kernarg.rs`), so it costs no move and no register of its
//! own (a copy out of a tuple is not one the allocator can coalesce).
//! A 64-bit lane lies at an even dword of its tuple, so it is a legal
//! SGPR pair.
//!
//! Trick: an `insertlane` whose only user is the next `insertlane` of
//! the same block is not selected on its own. The last link of such a
//! chain (down to a `splat` or a vector selected earlier) collects the
//! newest value of every lane and builds each dword once: untouched dwords
//! are taken from the base vector as they are, 16-bit pairs are packed by
//! one `v_lshl_or_b32` or `s_pack_ll_b32_b16`. The `splat` + `insertlane`
//! chains `scalarize` emits thus cost no intermediate vectors.

use super::{const32, imm, Sel, Val};
use crate::LowerError;
use agc_ir::instructions::Payload;
use agc_ir::{Inst, Opcode as IrOp, Value};
use agc_isa::insts::Opcode;
use agc_isa::mir::{MOperand, Pseudo, VReg};
use agc_isa::regs::RegFile;
use smallvec::SmallVec;

/// Where one lane of a vector being built comes from.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Lane {
    /// Unchanged from the base vector.
    Base,
    /// A scalar value.
    Scalar(Value),
}

impl Sel<'_> {
    pub(super) fn select_lanes(&mut self, inst: Inst) -> Result<(), LowerError> {
        match self.func.insts[inst].opcode {
            IrOp::Extractlane => self.extract_lane(inst),
            _ => self.build_vector(inst),
        }
    }

    /// The vector `v` in the register file of a result (`div`): VGPRs for
    /// divergent results, SGPRs for uniform ones.
    fn vector_in(&mut self, v: Value, div: bool) -> VReg {
        if div {
            self.vgpr(v)
        } else {
            self.sgpr(v)
        }
    }

    /// Dword `d` of a register (the whole of a one-dword one).
    pub(super) fn dword(&self, r: VReg, d: u8) -> MOperand {
        if self.mf.vreg_data(r).dwords == 1 {
            self.op(r)
        } else {
            self.part(r, d)
        }
    }

    /// Dword `part` of scalar `x` as a source in the file of the result.
    fn lane_src(&mut self, x: Value, part: u8, div: bool) -> MOperand {
        match self.get(x) {
            Val::Reg(r) if !div && self.mf.vreg_data(r).file == RegFile::Vgpr => {
                let s = self.readfirstlane(r);
                self.dword(s, part)
            }
            _ => self.src(x, part),
        }
    }

    /// A one-row ALU operation into a fresh register of the result's file.
    fn alu(
        &mut self,
        div: bool,
        s_op: Opcode,
        v_op: Opcode,
        s_srcs: &[MOperand],
        v_srcs: &[MOperand],
    ) -> MOperand {
        let d = self.vreg(if div { RegFile::Vgpr } else { RegFile::Sgpr }, 1);
        let mut ops: SmallVec<[MOperand; 4]> = SmallVec::new();
        ops.push(self.op(d));
        if div {
            ops.extend_from_slice(v_srcs);
            self.valu(v_op, &ops, false);
        } else {
            ops.extend_from_slice(s_srcs);
            self.ins(s_op, &ops);
        }
        self.op(d)
    }

    /// A fresh 1-dword register holding `o` (a copy the allocator can
    /// coalesce).
    fn own(&mut self, o: MOperand, div: bool) -> VReg {
        if let MOperand::VReg { reg, offset: 0, .. } = o {
            if self.mf.vreg_data(reg).dwords == 1 {
                return reg;
            }
        }
        let d = self.vreg(if div { RegFile::Vgpr } else { RegFile::Sgpr }, 1);
        let dop = self.op(d);
        self.pseudo(Pseudo::Copy, &[dop, o]);
        d
    }

    /// The `dwords` dwords of tuple `base` from dword `at`, as a register
    /// of their own: `base` itself when that is all of it, otherwise an
    /// alias vreg that names the component (module doc).
    fn component(&mut self, base: VReg, at: u8, dwords: u8) -> VReg {
        let data = self.mf.vreg_data(base);
        if data.dwords == dwords {
            return base;
        }
        let alias = self.vreg(data.file, dwords);
        self.aliases.push((alias, base, at));
        alias
    }

    fn extract_lane(&mut self, inst: Inst) -> Result<(), LowerError> {
        let func = self.func;
        let v = func.inst_args(inst)[0];
        let r = func.inst_results(inst)[0];
        let Payload::Lane(l) = func.insts[inst].payload else {
            return Err(self.error(inst, "`extractlane` without a lane"));
        };
        let l = l as u32;
        let vty = func.value_type(v);
        let div = self.div(r);
        let base = self.vector_in(v, div);
        let lb = vty.lane_bits();
        let out = match lb {
            64 | 32 => {
                let dw = (lb / 32) as u8;
                self.component(base, l as u8 * dw, dw)
            }
            16 | 8 => {
                let per = 32 / lb;
                let p = self.dword(base, (l / per) as u8);
                let shift = lb * (l % per);
                let o = if shift == 0 && lb == 16 {
                    self.alu(
                        div,
                        Opcode::SAndB32,
                        Opcode::VAndB32,
                        &[p, const32(0xffff)],
                        &[const32(0xffff), p],
                    )
                } else if shift + lb == 32 {
                    self.alu(
                        div,
                        Opcode::SLshrB32,
                        Opcode::VLshrrevB32,
                        &[p, const32(shift)],
                        &[const32(shift), p],
                    )
                } else {
                    self.alu(
                        div,
                        Opcode::SBfeU32,
                        Opcode::VBfeU32,
                        &[p, const32(shift | lb << 16)],
                        &[p, const32(shift), const32(lb)],
                    )
                };
                self.own(o, div)
            }
            _ => return Err(self.error(inst, format!("`extractlane` of {vty} is not supported"))),
        };
        self.set(r, Val::Reg(out));
        Ok(())
    }

    /// Whether `inst` (an `insertlane` or `splat`) is a link of a chain
    /// whose next `insertlane` in this block builds the vector instead.
    fn deferred_link(&self, inst: Inst, r: Value) -> bool {
        if self.uses[r] != 1 {
            return false;
        }
        let insts = &self.func.blocks[self.ir_block].insts;
        let Some(pos) = insts.iter().position(|&i| i == inst) else {
            return false;
        };
        for &i in &insts[pos + 1..] {
            let args = self.func.inst_args(i);
            if args.contains(&r) {
                return self.func.insts[i].opcode == IrOp::Insertlane && args[0] == r;
            }
        }
        false
    }

    /// The chain's link defining `v`, if it was deferred.
    fn deferred_def(&self, v: Value) -> Option<Inst> {
        if self.vals[v] != Val::None {
            return None;
        }
        let i = self.func.value_inst(v)?;
        matches!(self.func.insts[i].opcode, IrOp::Insertlane | IrOp::Splat).then_some(i)
    }

    fn build_vector(&mut self, inst: Inst) -> Result<(), LowerError> {
        let func = self.func;
        let r = func.inst_results(inst)[0];
        if self.deferred_link(inst, r) {
            return Ok(());
        }
        let ty = func.value_type(r);
        let n = ty.lanes() as usize;
        // Newest value of each lane, walking the chain backwards.
        let mut lanes: SmallVec<[Option<Lane>; 4]> = SmallVec::from_elem(None, n);
        let mut base = None;
        let mut cur = inst;
        loop {
            let args = func.inst_args(cur);
            match (func.insts[cur].opcode, func.insts[cur].payload) {
                (IrOp::Insertlane, Payload::Lane(l)) => {
                    let slot = &mut lanes[l as usize];
                    if slot.is_none() {
                        *slot = Some(Lane::Scalar(args[1]));
                    }
                    match self.deferred_def(args[0]) {
                        Some(prev) => cur = prev,
                        None => {
                            base = Some(args[0]);
                            break;
                        }
                    }
                }
                (IrOp::Splat, _) => {
                    for slot in lanes.iter_mut() {
                        if slot.is_none() {
                            *slot = Some(Lane::Scalar(args[0]));
                        }
                    }
                    break;
                }
                _ => return Err(self.error(inst, "malformed `insertlane` chain")),
            }
        }
        let lanes: SmallVec<[Lane; 4]> =
            lanes.into_iter().map(|l| l.unwrap_or(Lane::Base)).collect();
        // Every `Lane::Base` below reads `base`: a chain that ends without
        // one must have filled every lane.
        if base.is_none() && lanes.contains(&Lane::Base) {
            return Err(self.error(inst, "malformed `insertlane` chain"));
        }
        let div = self.div(r);
        let file = if div { RegFile::Vgpr } else { RegFile::Sgpr };
        let base = base.map(|b| self.vector_in(b, div));
        let lb = ty.lane_bits();
        let dw = Sel::dwords_of(ty);
        let mut parts: SmallVec<[MOperand; 8]> = SmallVec::new();
        for d in 0..dw as u32 {
            let part = match lb {
                64 => match lanes[(d / 2) as usize] {
                    Lane::Scalar(x) => self.lane_src(x, (d % 2) as u8, div),
                    Lane::Base => self.dword(base.unwrap(), d as u8),
                },
                32 => match lanes[d as usize] {
                    Lane::Scalar(x) => self.lane_src(x, 0, div),
                    Lane::Base => self.dword(base.unwrap(), d as u8),
                },
                _ => {
                    let per = 32 / lb;
                    let first = (d * per) as usize;
                    let here = &lanes[first..(first + per as usize).min(n)];
                    if here.iter().all(|&l| l == Lane::Base) {
                        self.dword(base.unwrap(), d as u8)
                    } else {
                        let here: SmallVec<[Lane; 4]> = here.iter().copied().collect();
                        self.pack_dword(&here, lb, base.map(|b| self.dword(b, d as u8)), div)
                    }
                }
            };
            parts.push(part);
        }
        let out = if parts.len() == 1 {
            self.own(parts[0], div)
        } else {
            self.combine(file, &parts)
        };
        self.set(r, Val::Reg(out));
        Ok(())
    }

    /// One dword of 16- or 8-bit lanes: scalars are zero-extended, lanes
    /// kept from the base dword are cut out of it.
    fn pack_dword(
        &mut self,
        lanes: &[Lane],
        lb: u32,
        base: Option<MOperand>,
        div: bool,
    ) -> MOperand {
        let field = |sel: &mut Self, k: usize| -> MOperand {
            match lanes[k] {
                Lane::Scalar(x) => sel.lane_src(x, 0, div),
                Lane::Base => {
                    let b = base.unwrap_or(imm(0));
                    let shift = lb * k as u32;
                    sel.alu(
                        div,
                        Opcode::SBfeU32,
                        Opcode::VBfeU32,
                        &[b, const32(shift | lb << 16)],
                        &[b, const32(shift), const32(lb)],
                    )
                }
            }
        };
        if lb == 16 && lanes.len() == 2 {
            let lo = field(self, 0);
            if !div {
                // s_pack_ll takes the low half of each source.
                let hi = field(self, 1);
                return self.alu(
                    div,
                    Opcode::SPackLlB32B16,
                    Opcode::SPackLlB32B16,
                    &[lo, hi],
                    &[],
                );
            }
            let hi = field(self, 1);
            return self.alu(
                div,
                Opcode::SPackLlB32B16,
                Opcode::VLshlOrB32,
                &[],
                &[hi, imm(16), lo],
            );
        }
        let mut acc = field(self, 0);
        for k in 1..lanes.len() {
            let x = field(self, k);
            let sh = const32(lb * k as u32);
            acc = if div {
                self.alu(div, Opcode::SOrB32, Opcode::VLshlOrB32, &[], &[x, sh, acc])
            } else {
                let t = self.alu(div, Opcode::SLshlB32, Opcode::SLshlB32, &[x, sh], &[]);
                self.alu(div, Opcode::SOrB32, Opcode::SOrB32, &[t, acc], &[])
            };
        }
        acc
    }
}
