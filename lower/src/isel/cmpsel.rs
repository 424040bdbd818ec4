//! Compare-and-select folding: a comparison whose only user is the
//! `select` right after it in the same block.
//!
//! The shapes, tried in order when the compare is selected:
//!
//! - **min/max.** `icmp cc a, b` choosing between `a` and `b` themselves
//!   is `umin`/`umax`/`smin`/`smax` on i32 (`ult`/`ule` pick the smaller,
//!   `ugt`/`uge` the larger, and the signed forms alike): one
//!   `s_min`/`v_min` row instead of a compare, a lane mask and a
//!   `v_cndmask_b32` (or `s_cmp`, `s_cselect` 0/1, `s_cmp_lg` and
//!   `s_cselect`). Floats are left alone: `select (fcmp olt a, b), a, b`
//!   returns `b` when `b` is NaN and `+0` for `(-0, +0)`, where
//!   `v_min_f32` returns `a` and `-0`, and the IR has no flag that waives
//!   either difference.
//! - **VCC.** A divergent compare feeding a divergent `select` writes VCC
//!   (`v_cmp_*_e32`) right before the `v_cndmask_b32_e32` that reads it,
//!   instead of an allocatable SGPR pair: no pair to allocate, and both
//!   rows get their 4-byte encodings. Nothing between the two can write
//!   VCC (the selects' operands are materialized before the compare).
//! - **SCC.** A uniform compare feeding a `select` is re-emitted as
//!   `s_cmp` right before the `s_cselect` (of the value, or of the lane
//!   mask a divergent select reads), instead of being turned into 0/1 and
//!   tested again.
//!
//! - **Uniform condition, divergent select.** Whatever the condition
//!   (a folded compare, a 0/1 SGPR), SCC picks: `s_cselect_b64` of the
//!   two lane masks for an `i1`, or `s_cselect_b64 vcc, -1, 0` for the
//!   `v_cndmask_b32_e32`s of a value (llc's form), never a lane mask of
//!   the condition combined with the operands'.
//!
//! - **Branches.** In EXEC-mask code a divergent compare whose only user
//!   is the block's `brif` is emitted by the terminator (`cf.rs`) into VCC,
//!   which the mask operations read at once; a uniform one is re-emitted
//!   before the `s_cselect_b64` of its lane mask.
//!
//! In all of these the compare is recorded as [`Val::FoldedCmp`] and emits
//! nothing itself; only its one user reads it, through
//! [`Sel::select_folded`], `scc_of`, or the `brif` lowering.
//!
//! Invariant: a divergent `FoldedCmp` is never read through `mask_of` or
//! `scc_of`; [`Sel::fold_compare`] only folds when the user is a select
//! this module handles (not an `i1` select, whose lane-mask arithmetic
//! needs the mask in a register).

use super::ops::{FCMP, ICMP};
use super::{imm, Sel, Val};
use crate::LowerError;
use agc_ir::instructions::{FloatCC, IntCC, Payload};
use agc_ir::{Inst, Opcode as IrOp, Type, Value};
use agc_isa::insts::Opcode;
use agc_isa::mir::{MOperand, VReg};
use agc_isa::regs::RegFile;
use smallvec::SmallVec;

/// min/max rows: (cc, picks the smaller when the select's true value is
/// the compare's left operand, scalar min, vector min, scalar max, vector
/// max).
const MINMAX: &[(IntCC, bool, [Opcode; 4])] = &[
    (IntCC::Ult, true, UNSIGNED),
    (IntCC::Ule, true, UNSIGNED),
    (IntCC::Ugt, false, UNSIGNED),
    (IntCC::Uge, false, UNSIGNED),
    (IntCC::Slt, true, SIGNED),
    (IntCC::Sle, true, SIGNED),
    (IntCC::Sgt, false, SIGNED),
    (IntCC::Sge, false, SIGNED),
];
const UNSIGNED: [Opcode; 4] = [
    Opcode::SMinU32,
    Opcode::VMinU32,
    Opcode::SMaxU32,
    Opcode::VMaxU32,
];
const SIGNED: [Opcode; 4] = [
    Opcode::SMinI32,
    Opcode::VMinI32,
    Opcode::SMaxI32,
    Opcode::VMaxI32,
];

/// The condition that holds for `(b, a)` when `cc` holds for `(a, b)`:
/// lets a compare whose VGPR is on the left take the 32-bit encoding,
/// which needs its second source in a VGPR.
const INT_SWAPPED: &[(IntCC, IntCC)] = &[
    (IntCC::Eq, IntCC::Eq),
    (IntCC::Ne, IntCC::Ne),
    (IntCC::Slt, IntCC::Sgt),
    (IntCC::Sle, IntCC::Sge),
    (IntCC::Sgt, IntCC::Slt),
    (IntCC::Sge, IntCC::Sle),
    (IntCC::Ult, IntCC::Ugt),
    (IntCC::Ule, IntCC::Uge),
    (IntCC::Ugt, IntCC::Ult),
    (IntCC::Uge, IntCC::Ule),
];
const FLOAT_SWAPPED: &[(FloatCC, FloatCC)] = &[
    (FloatCC::Oeq, FloatCC::Oeq),
    (FloatCC::One, FloatCC::One),
    (FloatCC::Olt, FloatCC::Ogt),
    (FloatCC::Ole, FloatCC::Oge),
    (FloatCC::Ogt, FloatCC::Olt),
    (FloatCC::Oge, FloatCC::Ole),
    (FloatCC::Ord, FloatCC::Ord),
    (FloatCC::Uno, FloatCC::Uno),
    (FloatCC::Une, FloatCC::Une),
    (FloatCC::Ueq, FloatCC::Ueq),
    (FloatCC::Ult, FloatCC::Ugt),
    (FloatCC::Ule, FloatCC::Uge),
    (FloatCC::Ugt, FloatCC::Ult),
    (FloatCC::Uge, FloatCC::Ule),
];

impl Sel<'_> {
    /// The `select` or `brif` that is the only user of compare `cmp`'s
    /// result `r`, when it uses `r` as its condition only and comes later
    /// in the same block.
    fn select_user(&self, cmp: Inst, r: Value) -> Option<Inst> {
        if self.uses[r] != 1 {
            return None;
        }
        let func = self.func;
        let insts = &func.blocks[self.ir_block].insts;
        let hint = self.cmp_pos_hint.get().min(insts.len());
        let pos = match insts[hint..].iter().position(|&i| i == cmp) {
            Some(p) => hint + p,
            None => insts[..hint].iter().position(|&i| i == cmp)?,
        };
        self.cmp_pos_hint.set(pos);
        let user = *insts[pos + 1..]
            .iter()
            .find(|&&i| func.inst_args(i).contains(&r))?;
        let args = func.inst_args(user);
        let ok = match func.insts[user].opcode {
            IrOp::Select => args[0] == r && args[1] != r && args[2] != r,
            IrOp::Brif => true,
            _ => false,
        };
        ok.then_some(user)
    }

    /// The min/max row a compare and its select amount to: the opcode
    /// for the select's file.
    fn min_max(&self, cmp: Inst, sel: Inst) -> Option<Opcode> {
        let func = self.func;
        let Payload::IntCC(cc) = func.insts[cmp].payload else {
            return None;
        };
        let (a, b) = (func.inst_args(cmp)[0], func.inst_args(cmp)[1]);
        let (x, y) = (func.inst_args(sel)[1], func.inst_args(sel)[2]);
        let r = func.inst_results(sel)[0];
        if func.value_type(a) != Type::I32 || func.value_type(r) != Type::I32 || a == b {
            return None;
        }
        let (_, smaller, ops) = MINMAX.iter().find(|m| m.0 == cc)?;
        let min = if (x, y) == (a, b) {
            *smaller
        } else if (x, y) == (b, a) {
            !*smaller
        } else {
            return None;
        };
        let div = self.div(r);
        if self.div(cmp_result(func, cmp)) && !div {
            return None;
        }
        Some(ops[(!min as usize) * 2 + div as usize])
    }

    /// Whether compare `cmp` (result `r`) is left for its select to emit
    /// (see the module doc); then `r` is recorded as folded.
    pub(super) fn fold_compare(&mut self, cmp: Inst, r: Value) -> bool {
        let func = self.func;
        let Some(user) = self.select_user(cmp, r) else {
            return false;
        };
        let opty = func.value_type(func.inst_args(cmp)[0]);
        let is_icmp = func.insts[cmp].opcode == IrOp::Icmp;
        let ok = if func.insts[user].opcode == IrOp::Brif {
            // A divergent branch's compare goes into VCC, or a uniform
            // one's `s_cmp` right before the `s_cselect_b64` of its lane
            // mask (`cf.rs`); with only uniform branches the `s_cmp` is
            // the branch's own (`single_local_scc_user`).
            if self.div(r) {
                self.uni.any_divergent_branch
                    && match func.insts[cmp].opcode {
                        IrOp::Icmp => opty != Type::I1 && opty.bits() <= 64,
                        _ => matches!(opty, Type::F16 | Type::F32 | Type::F64),
                    }
            } else {
                is_icmp && opty != Type::I1 && opty.bits() <= 32
            }
        } else if self.min_max(cmp, user).is_some() {
            true
        } else {
            let sel_ty = func.value_type(func.inst_results(user)[0]);
            let sel_div = self.div(func.inst_results(user)[0]);
            let known = match func.insts[cmp].opcode {
                IrOp::Icmp => opty != Type::I1 && opty.bits() <= 64,
                _ => matches!(opty, Type::F16 | Type::F32 | Type::F64),
            };
            if self.div(r) {
                // VCC: the lane mask only for this select's v_cndmasks.
                known && sel_div && sel_ty != Type::I1
            } else {
                // SCC: a 32-bit scalar compare right before the select's
                // `s_cselect` (of the value, or of the lane mask a
                // divergent select needs).
                is_icmp && opty != Type::I1 && opty.bits() <= 32
            }
        };
        if ok {
            self.set(r, Val::FoldedCmp);
        }
        ok
    }

    /// Selects `select` when its condition is a folded compare; returns
    /// false (nothing emitted) otherwise.
    pub(super) fn select_folded(&mut self, inst: Inst) -> Result<bool, LowerError> {
        let func = self.func;
        let args = func.inst_args(inst);
        let (c, x, y) = (args[0], args[1], args[2]);
        let r = func.inst_results(inst)[0];
        let folded = match (self.get(c), func.values[c].def) {
            (Val::FoldedCmp, agc_ir::ValueDef::Result(cmp, _)) => Some(cmp),
            _ => None,
        };
        let min_max = folded.and_then(|cmp| self.min_max(cmp, inst).map(|op| (cmp, op)));
        if min_max.is_none() && !self.div(c) && self.div(r) {
            if let Val::Reg(m) = self.get(c) {
                if self.is_mask_reg(m) {
                    return Ok(false);
                }
            }
            self.select_on_scc(c, x, y, r);
            return Ok(true);
        }
        let Some(cmp) = folded else {
            return Ok(false);
        };
        if let Some((_, op)) = min_max {
            let (xo, yo) = (self.src(x, 0), self.src(y, 0));
            let out = if self.div(r) {
                let d = self.vgpr_reg(1);
                let dop = self.op(d);
                self.valu(op, &[dop, xo, yo], true);
                d
            } else {
                let d = self.sreg(1);
                let dop = self.op(d);
                self.ins(op, &[dop, xo, yo]);
                d
            };
            self.set(r, Val::Reg(out));
            return Ok(true);
        }
        if !self.div(c) {
            // The SCC shape: `select_op` re-emits the compare at its
            // `s_cselect`.
            return Ok(false);
        }
        let dw = Sel::dwords_of(func.value_type(r));
        let on_true: SmallVec<[MOperand; 4]> = (0..dw).map(|i| self.src(x, i)).collect();
        let on_false: SmallVec<[MOperand; 4]> = (0..dw).map(|i| self.src(y, i)).collect();
        // Copies the cndmasks' operands need (`valu`) land between the
        // compare and its reader: they write no VCC, and they count
        // towards the wait states gfx942 needs there.
        self.emit_vcmp(cmp, MOperand::Phys(self.vcc_reg()));
        let out = self.cndmask_dwords(&on_true, &on_false);
        self.set(r, Val::Reg(out));
        Ok(true)
    }

    /// One `v_cndmask_b32_e32` per dword, picking `on_true` where VCC is
    /// set; the dwords are combined into one tuple when there are several.
    fn cndmask_dwords(&mut self, on_true: &[MOperand], on_false: &[MOperand]) -> VReg {
        let vcc = MOperand::Phys(self.vcc_reg());
        let mut parts: SmallVec<[MOperand; 4]> = SmallVec::new();
        let mut last = None;
        for (&t, &f) in on_true.iter().zip(on_false) {
            let d = self.vgpr_reg(1);
            let dop = self.op(d);
            self.valu(Opcode::VCndmaskB32, &[dop, f, t, vcc], false);
            parts.push(dop);
            last = Some(d);
        }
        match (parts.len(), last) {
            (1, Some(d)) => d,
            _ => self.combine(RegFile::Vgpr, &parts),
        }
    }

    /// A divergent `select` on a uniform condition `c`: SCC chooses
    /// between whole lane masks or, for values, writes VCC for the
    /// `v_cndmask_b32_e32`s. No lane mask of `c` is built and masked with
    /// the operands' masks (`s_cselect_b64 -1, 0` and three mask
    /// operations for an `i1`), and no SGPR pair is taken for the
    /// cndmasks' mask.
    fn select_on_scc(&mut self, c: Value, x: Value, y: Value, r: Value) {
        let func = self.func;
        let ty = func.value_type(r);
        if ty == Type::I1 {
            let (xm, ym) = (self.mask_of(x), self.mask_of(y));
            let (xo, yo) = (self.op(xm), self.op(ym));
            self.scc_of(c);
            let m = self.new_mask();
            let mo = self.op(m);
            self.mins(Opcode::SCselectB64, &[mo, xo, yo]);
            self.set(r, Val::Reg(m));
            return;
        }
        let dw = Sel::dwords_of(ty);
        let on_true: SmallVec<[MOperand; 4]> = (0..dw).map(|i| self.src(x, i)).collect();
        let on_false: SmallVec<[MOperand; 4]> = (0..dw).map(|i| self.src(y, i)).collect();
        // Operands first: materializing them may set SCC, never VCC.
        self.scc_of(c);
        let vcc = MOperand::Phys(self.vcc_reg());
        self.mins(Opcode::SCselectB64, &[vcc, imm(-1), imm(0)]);
        let out = self.cndmask_dwords(&on_true, &on_false);
        self.set(r, Val::Reg(out));
    }

    /// Emits compare `cmp` (an `icmp` or `fcmp` of a divergent value) into
    /// `dst`, with its VGPR operand second when only one is a VGPR.
    pub(super) fn emit_vcmp(&mut self, cmp: Inst, dst: MOperand) {
        let func = self.func;
        let data = &func.insts[cmp];
        let args = func.inst_args(cmp);
        let opty = func.value_type(args[0]);
        let wide = opty.bits() > 32;
        let (mut a, mut b) = if wide {
            (self.src_wide(args[0]), self.src_wide(args[1]))
        } else {
            (self.src(args[0], 0), self.src(args[1], 0))
        };
        let swap = self.is_vgpr(&a) && !self.is_vgpr(&b);
        if swap {
            core::mem::swap(&mut a, &mut b);
        }
        let op = match data.payload {
            Payload::IntCC(cc) => {
                let cc = if swap { int_swapped(cc) } else { cc };
                let row = ICMP.iter().find(|x| x.0 == cc).unwrap();
                if wide {
                    row.3
                } else {
                    row.2
                }
            }
            Payload::FloatCC(cc) => {
                let cc = if swap { float_swapped(cc) } else { cc };
                let row = FCMP.iter().find(|x| x.0 == cc).unwrap();
                match opty {
                    Type::F64 => row.2,
                    Type::F16 => row.3,
                    _ => row.1,
                }
            }
            _ => return,
        };
        self.valu(op, &[dst, a, b], false);
    }
}

fn cmp_result(func: &agc_ir::Function, cmp: Inst) -> Value {
    func.inst_results(cmp)[0]
}

fn int_swapped(cc: IntCC) -> IntCC {
    INT_SWAPPED.iter().find(|p| p.0 == cc).map_or(cc, |p| p.1)
}

fn float_swapped(cc: FloatCC) -> FloatCC {
    FLOAT_SWAPPED.iter().find(|p| p.0 == cc).map_or(cc, |p| p.1)
}
