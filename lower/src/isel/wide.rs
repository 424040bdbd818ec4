//! 64-bit integers, booleans, select, conversions and pointer arithmetic.
//!
//! 64-bit values live in register pairs and are computed a half at a time;
//! the carry travels in SCC (scalar) or in an SGPR-pair carry mask
//! (vector). Booleans are 0/1 in an SGPR when uniform and lane masks when
//! divergent, so boolean algebra is one SALU op either way (a lane mask's
//! inactive lanes are don't-care: every consumer ANDs with EXEC or writes
//! only active lanes).

use super::{const32, imm, Sel, Val};
use crate::LowerError;
use agc_ir::{AddrSpace, Inst, Opcode as IrOp, Type};
use agc_isa::insts::Opcode;
use agc_isa::minst::Modifiers;
use agc_isa::mir::{MOperand, VReg};
use agc_isa::regs::RegFile;

impl Sel<'_> {
    /// i64 add/sub/mul/and/or/xor/shifts.
    pub(super) fn int64_op(&mut self, inst: Inst, op: IrOp) -> Result<(), LowerError> {
        let func = self.func;
        let args = func.inst_args(inst);
        let r = func.inst_results(inst)[0];
        let (a, b) = (args[0], args[1]);
        let div = self.div(r);
        if let Some(out) = self.mul_by_power_of_two(inst) {
            self.set(r, Val::Reg(out));
            return Ok(());
        }
        let out = match (op, div) {
            (IrOp::Iadd | IrOp::Isub, false) => {
                let (lo_op, hi_op) = if op == IrOp::Iadd {
                    (Opcode::SAddU32, Opcode::SAddcU32)
                } else {
                    (Opcode::SSubU32, Opcode::SSubbU32)
                };
                let (lo, hi) = (self.sreg(1), self.sreg(1));
                let (loo, hio) = (self.op(lo), self.op(hi));
                let (a0, b0, a1, b1) = (
                    self.src(a, 0),
                    self.src(b, 0),
                    self.src(a, 1),
                    self.src(b, 1),
                );
                self.ins(lo_op, &[loo, a0, b0]);
                self.ins(hi_op, &[hio, a1, b1]);
                self.combine(RegFile::Sgpr, &[loo, hio])
            }
            (IrOp::Iadd | IrOp::Isub, true) => {
                let (lo_op, hi_op) = if op == IrOp::Iadd {
                    (Opcode::VAddCoU32, Opcode::VAddcCoU32)
                } else {
                    (Opcode::VSubCoU32, Opcode::VSubbCoU32)
                };
                self.vadd64(lo_op, hi_op, a, b)
            }
            (IrOp::And | IrOp::Or | IrOp::Xor, false) => {
                let sop = match op {
                    IrOp::And => Opcode::SAndB64,
                    IrOp::Or => Opcode::SOrB64,
                    _ => Opcode::SXorB64,
                };
                let d = self.sreg(2);
                let (dop, ao, bo) = (self.op(d), self.src_wide(a), self.src_wide(b));
                self.ins(sop, &[dop, ao, bo]);
                d
            }
            (IrOp::And | IrOp::Or | IrOp::Xor, true) => {
                let vop = match op {
                    IrOp::And => Opcode::VAndB32,
                    IrOp::Or => Opcode::VOrB32,
                    _ => Opcode::VXorB32,
                };
                let mut parts = [MOperand::Off; 2];
                for (i, p) in parts.iter_mut().enumerate() {
                    let d = self.vgpr_reg(1);
                    let (dop, ao, bo) = (self.op(d), self.src(a, i as u8), self.src(b, i as u8));
                    self.valu(vop, &[dop, ao, bo], true);
                    *p = dop;
                }
                self.combine(RegFile::Vgpr, &parts)
            }
            (IrOp::Shl | IrOp::Lshr | IrOp::Ashr, false) => {
                let sop = match op {
                    IrOp::Shl => Opcode::SLshlB64,
                    IrOp::Lshr => Opcode::SLshrB64,
                    _ => Opcode::SAshrI64,
                };
                let d = self.sreg(2);
                let (dop, ao, bo) = (self.op(d), self.src_wide(a), self.src(b, 0));
                self.ins(sop, &[dop, ao, bo]);
                d
            }
            (IrOp::Shl | IrOp::Lshr | IrOp::Ashr, true) => {
                let vop = match op {
                    IrOp::Shl => Opcode::VLshlrevB64,
                    IrOp::Lshr => Opcode::VLshrrevB64,
                    _ => Opcode::VAshrrevI64,
                };
                let d = self.vgpr_reg(2);
                let (dop, bo, ao) = (self.op(d), self.src(b, 0), self.src_wide(a));
                self.valu(vop, &[dop, bo, ao], false);
                d
            }
            (IrOp::Imul, false) => {
                // lo = a0*b0; hi = mulhi(a0,b0) + a0*b1 + a1*b0.
                let (a0, a1, b0, b1) = (
                    self.src(a, 0),
                    self.src(a, 1),
                    self.src(b, 0),
                    self.src(b, 1),
                );
                let lo = self.sreg(1);
                let h0 = self.sreg(1);
                let h1 = self.sreg(1);
                let h2 = self.sreg(1);
                let h3 = self.sreg(1);
                let hi = self.sreg(1);
                let (loo, h0o, h1o, h2o, h3o, hio) = (
                    self.op(lo),
                    self.op(h0),
                    self.op(h1),
                    self.op(h2),
                    self.op(h3),
                    self.op(hi),
                );
                self.ins(Opcode::SMulI32, &[loo, a0, b0]);
                self.ins(Opcode::SMulHiU32, &[h0o, a0, b0]);
                self.ins(Opcode::SMulI32, &[h1o, a0, b1]);
                self.ins(Opcode::SMulI32, &[h2o, a1, b0]);
                self.ins(Opcode::SAddU32, &[h3o, h0o, h1o]);
                self.ins(Opcode::SAddU32, &[hio, h3o, h2o]);
                self.combine(RegFile::Sgpr, &[loo, hio])
            }
            (IrOp::Imul, true) => {
                // v_mad_u64_u32 gives the full a0*b0; the cross terms only
                // touch the high half.
                let (a0, a1, b0, b1) = (
                    self.src(a, 0),
                    self.src(a, 1),
                    self.src(b, 0),
                    self.src(b, 1),
                );
                let full = self.vgpr_reg(2);
                let carry = self.new_mask();
                let (fo, co) = (self.op(full), self.op(carry));
                self.valu(Opcode::VMadU64U32, &[fo, co, a0, b0, imm(0)], false);
                let mut hi = self.part(full, 1);
                for (x, y) in [(a0, b1), (a1, b0)] {
                    if x == imm(0) || y == imm(0) {
                        continue;
                    }
                    let t = self.vgpr_reg(1);
                    let to = self.op(t);
                    self.valu(Opcode::VMulLoU32, &[to, x, y], true);
                    let s = self.vgpr_reg(1);
                    let so = self.op(s);
                    self.valu(Opcode::VAddU32, &[so, hi, to], true);
                    hi = so;
                }
                let lo = self.part(full, 0);
                self.combine(RegFile::Vgpr, &[lo, hi])
            }
            (IrOp::Smin | IrOp::Smax | IrOp::Umin | IrOp::Umax, _) => self.minmax64(inst, op),
            (IrOp::Umulhi | IrOp::Smulhi, _) => self.mulhi64_inst(inst, op),
            _ => {
                return Err(self.error(
                    inst,
                    format!(
                        "`{}` on i64 is not supported by the GFX9 instruction selector yet",
                        op.name()
                    ),
                ))
            }
        };
        self.set(r, Val::Reg(out));
        Ok(())
    }

    /// Divergent 64-bit add/sub through a carry mask.
    fn vadd64(&mut self, lo_op: Opcode, hi_op: Opcode, a: agc_ir::Value, b: agc_ir::Value) -> VReg {
        let (a0, b0, a1, b1) = (
            self.src(a, 0),
            self.src(b, 0),
            self.src(a, 1),
            self.src(b, 1),
        );
        self.vadd64_ops(lo_op, hi_op, [a0, a1], [b0, b1])
    }

    pub(super) fn vadd64_ops(
        &mut self,
        lo_op: Opcode,
        hi_op: Opcode,
        a: [MOperand; 2],
        b: [MOperand; 2],
    ) -> VReg {
        let lo = self.vgpr_reg(1);
        let hi = self.vgpr_reg(1);
        let c = self.new_mask();
        let c2 = self.new_mask();
        let (loo, hio, co, c2o) = (self.op(lo), self.op(hi), self.op(c), self.op(c2));
        // VOP2 carry rows need the VGPR in the second source.
        let (x0, y0) = self.vgpr_second(a[0], b[0], lo_op == Opcode::VAddCoU32);
        self.valu(lo_op, &[loo, co, x0, y0], false);
        let (x1, y1) = self.vgpr_second(a[1], b[1], hi_op == Opcode::VAddcCoU32);
        self.valu(hi_op, &[hio, c2o, x1, y1, co], false);
        self.combine(RegFile::Vgpr, &[loo, hio])
    }

    /// Orders two sources so that a VGPR is second when the operation
    /// commutes; otherwise forces the second into a VGPR.
    fn vgpr_second(&mut self, x: MOperand, y: MOperand, commutes: bool) -> (MOperand, MOperand) {
        let xv = self.operand_is_vgpr(&x);
        let yv = self.operand_is_vgpr(&y);
        if yv {
            (x, y)
        } else if xv && commutes {
            (y, x)
        } else {
            let y = self.to_vgpr_operand(y, 1);
            (x, y)
        }
    }

    pub(super) fn operand_is_vgpr(&self, o: &MOperand) -> bool {
        matches!(o, MOperand::VReg { reg, .. } if self.mf.vreg_data(*reg).file == RegFile::Vgpr)
    }

    /// Boolean and/or/xor/not on 0/1 SGPRs or lane masks.
    pub(super) fn bool_op(&mut self, inst: Inst, op: IrOp) -> Result<(), LowerError> {
        let func = self.func;
        let args = func.inst_args(inst);
        let r = func.inst_results(inst)[0];
        if self.div(r) {
            let m = self.new_mask();
            let mo = self.op(m);
            let a = self.mask_of(args[0]);
            let ao = self.op(a);
            if op == IrOp::Not {
                self.mins(Opcode::SNotB64, &[mo, ao]);
            } else {
                let b = self.mask_of(args[1]);
                let bo = self.op(b);
                let sop = match op {
                    IrOp::And => Opcode::SAndB64,
                    IrOp::Or => Opcode::SOrB64,
                    _ => Opcode::SXorB64,
                };
                self.mins(sop, &[mo, ao, bo]);
            }
            self.set(r, Val::Reg(m));
        } else {
            let d = self.sreg(1);
            let dop = self.op(d);
            let a = self.bool_src(args[0]);
            if op == IrOp::Not {
                self.ins(Opcode::SXorB32, &[dop, a, imm(1)]);
            } else {
                let b = self.bool_src(args[1]);
                let sop = match op {
                    IrOp::And => Opcode::SAndB32,
                    IrOp::Or => Opcode::SOrB32,
                    _ => Opcode::SXorB32,
                };
                self.ins(sop, &[dop, a, b]);
            }
            self.set(r, Val::Reg(d));
        }
        Ok(())
    }

    /// A uniform boolean as a 0/1 scalar operand.
    fn bool_src(&mut self, v: agc_ir::Value) -> MOperand {
        match self.get(v) {
            Val::Const(c) => imm((c & 1) as i32),
            Val::Reg(r) => self.op(r),
            _ => {
                self.scc_of(v);
                let d = self.sreg(1);
                let dop = self.op(d);
                self.ins(Opcode::SCselectB32, &[dop, imm(1), imm(0)]);
                dop
            }
        }
    }

    /// `select c, x, y`.
    pub(super) fn select_op(&mut self, inst: Inst) -> Result<(), LowerError> {
        let func = self.func;
        let args = func.inst_args(inst);
        let r = func.inst_results(inst)[0];
        let ty = func.value_type(r);
        let dw = Sel::dwords_of(ty);
        let (c, x, y) = (args[0], args[1], args[2]);
        if ty == Type::I1 && self.div(r) {
            // (c & x) | (~c & y) on lane masks.
            let cm = self.mask_of(c);
            let xm = self.mask_of(x);
            let ym = self.mask_of(y);
            let (t, f, m) = (self.new_mask(), self.new_mask(), self.new_mask());
            let (to, fo, mo, co, xo, yo) = (
                self.op(t),
                self.op(f),
                self.op(m),
                self.op(cm),
                self.op(xm),
                self.op(ym),
            );
            self.mins(Opcode::SAndB64, &[to, co, xo]);
            self.mins(Opcode::SAndn2B64, &[fo, yo, co]);
            self.mins(Opcode::SOrB64, &[mo, to, fo]);
            self.set(r, Val::Reg(m));
            return Ok(());
        }
        if !self.div(r) && dw > 2 {
            // Wide uniform vectors: one s_cselect_b32 per dword.
            let (xs, ys) = (self.sgpr(x), self.sgpr(y));
            let mut parts = smallvec::SmallVec::<[MOperand; 4]>::new();
            for i in 0..dw {
                let (xo, yo) = (self.part(xs, i), self.part(ys, i));
                let d = self.sreg(1);
                let dop = self.op(d);
                self.scc_of(c);
                self.ins(Opcode::SCselectB32, &[dop, xo, yo]);
                parts.push(dop);
            }
            let out = self.combine(RegFile::Sgpr, &parts);
            self.set(r, Val::Reg(out));
            return Ok(());
        }
        if !self.div(r) {
            let d = self.sreg(dw);
            let dop = self.op(d);
            let op = if dw == 2 {
                Opcode::SCselectB64
            } else {
                Opcode::SCselectB32
            };
            let (xo, yo) = if dw == 2 {
                let xs = self.sgpr(x);
                let ys = self.sgpr(y);
                (self.op(xs), self.op(ys))
            } else {
                (self.src(x, 0), self.src(y, 0))
            };
            // SCC may have been clobbered by materializing the operands.
            self.scc_of(c);
            self.ins(op, &[dop, xo, yo]);
            self.set(r, Val::Reg(d));
            return Ok(());
        }
        let m = self.mask_of(c);
        let on_true: smallvec::SmallVec<[MOperand; 4]> = (0..dw).map(|i| self.src(x, i)).collect();
        let on_false: smallvec::SmallVec<[MOperand; 4]> = (0..dw).map(|i| self.src(y, i)).collect();
        let out = self.vselect(m, &on_true, &on_false);
        self.set(r, Val::Reg(out));
        Ok(())
    }

    /// Per lane, `on_true` where `mask` is set and `on_false` elsewhere,
    /// dword by dword (`v_cndmask_b32 d, false, true, mask`).
    pub(super) fn vselect(
        &mut self,
        mask: VReg,
        on_true: &[MOperand],
        on_false: &[MOperand],
    ) -> VReg {
        let mo = self.op(mask);
        let mut parts = smallvec::SmallVec::<[MOperand; 4]>::new();
        let mut last = None;
        for (&t, &f) in on_true.iter().zip(on_false) {
            let d = self.vgpr_reg(1);
            let dop = self.op(d);
            self.valu(Opcode::VCndmaskB32, &[dop, f, t, mo], false);
            parts.push(dop);
            last = Some(d);
        }
        match (parts.len(), last) {
            (1, Some(d)) => d,
            _ => self.combine(RegFile::Vgpr, &parts),
        }
    }

    /// sext/zext/trunc/bitcast/ptrtoint/inttoptr.
    pub(super) fn convert_int(&mut self, inst: Inst) -> Result<(), LowerError> {
        let func = self.func;
        let data = &func.insts[inst];
        let a = func.inst_args(inst)[0];
        let r = func.inst_results(inst)[0];
        let from = func.value_type(a);
        let to = func.value_type(r);
        let div = self.div(r);
        let file = if div { RegFile::Vgpr } else { RegFile::Sgpr };
        let (fb, tb) = (from.bits(), to.bits());
        let unsupported = |sel: &Sel| {
            Err(sel.error(
                inst,
                format!("`{}` from {from} to {to} is not supported by the GFX9 instruction selector yet", data.opcode.name()),
            ))
        };
        // Same width: the bits are unchanged (vectors are laid out in
        // registers as in memory, so a bitcast of one moves nothing).
        if fb == tb && from != Type::I1 {
            let v = self.get(a);
            self.set(r, v);
            return Ok(());
        }
        if from.is_vector() || to.is_vector() {
            return unsupported(self);
        }
        if from == Type::I1 {
            // zext/sext of a boolean: 0/1 or 0/-1.
            let one = if data.opcode == IrOp::Sext {
                imm(-1)
            } else {
                imm(1)
            };
            let lo = if div {
                let m = self.mask_of(a);
                let d = self.vgpr_reg(1);
                let (dop, mo) = (self.op(d), self.op(m));
                self.valu(Opcode::VCndmaskB32, &[dop, imm(0), one, mo], false);
                d
            } else {
                self.scc_of(a);
                let d = self.sreg(1);
                let dop = self.op(d);
                self.ins(Opcode::SCselectB32, &[dop, one, imm(0)]);
                d
            };
            let out = if tb == 64 {
                let lo_o = self.op(lo);
                let hi = if data.opcode == IrOp::Sext {
                    lo_o
                } else {
                    imm(0)
                };
                self.combine(file, &[lo_o, hi])
            } else {
                lo
            };
            self.set(r, Val::Reg(out));
            return Ok(());
        }
        if to == Type::I1 {
            // trunc to i1: the low bit.
            if div {
                let m = self.new_mask();
                let mo = self.op(m);
                let s = self.src(a, 0);
                let t = self.vgpr_reg(1);
                let tob = self.op(t);
                self.valu(Opcode::VAndB32, &[tob, imm(1), s], true);
                self.valu(Opcode::VCmpNeU32, &[mo, imm(0), tob], false);
                self.set(r, Val::Reg(m));
            } else {
                let d = self.sreg(1);
                let (dop, s) = (self.op(d), self.src(a, 0));
                self.ins(Opcode::SAndB32, &[dop, s, imm(1)]);
                self.set(r, Val::Reg(d));
            }
            return Ok(());
        }
        if matches!((fb, tb), (8, 16) | (16, 8)) {
            return self.convert_i8_i16(inst);
        }
        match (data.opcode, fb, tb) {
            (IrOp::Trunc | IrOp::Ptrtoint | IrOp::Inttoptr | IrOp::Bitcast, 64, 32) => {
                let v = self.get(a);
                let out = match v {
                    Val::Const(c) => Val::Const(c & 0xffff_ffff),
                    Val::Reg(x) => {
                        // The low dword as its own value: a copy the
                        // allocator can coalesce.
                        let d = self.vreg(self.mf.vreg_data(x).file, 1);
                        let (dop, xo) = (self.op(d), self.part(x, 0));
                        self.pseudo(agc_isa::mir::Pseudo::Copy, &[dop, xo]);
                        Val::Reg(d)
                    }
                    other => other,
                };
                self.set(r, out);
            }
            (IrOp::Trunc | IrOp::Ptrtoint, 32 | 64, 8 | 16) => {
                let s = self.src(a, 0);
                let k = const32((1u32 << tb) - 1);
                let d = self.vreg(file, 1);
                let dop = self.op(d);
                if div {
                    self.valu(Opcode::VAndB32, &[dop, k, s], true);
                } else {
                    self.ins(Opcode::SAndB32, &[dop, s, k]);
                }
                self.set(r, Val::Reg(d));
            }
            (IrOp::Zext | IrOp::Inttoptr | IrOp::Ptrtoint, 8 | 16 | 32, 32) => {
                // Small integers are kept zero-extended.
                let v = self.get(a);
                self.set(r, v);
            }
            (IrOp::Sext, 8 | 16, 32) => {
                let s = self.src(a, 0);
                let d = self.sext_small(s, fb, div);
                self.set(r, Val::Reg(d));
            }
            (IrOp::Zext | IrOp::Inttoptr | IrOp::Ptrtoint, 8 | 16 | 32, 64) => {
                if let Val::Const(c) = self.get(a) {
                    self.set(r, Val::Const(c));
                    return Ok(());
                }
                let lo = self.src(a, 0);
                let out = self.combine(file, &[lo, imm(0)]);
                self.set(r, Val::Reg(out));
            }
            (IrOp::Sext, 8 | 16 | 32, 64) => {
                if let Val::Const(c) = self.get(a) {
                    let x = ((c << (64 - fb)) as i64 >> (64 - fb)) as u64;
                    self.set(r, Val::Const(x));
                    return Ok(());
                }
                let mut lo = self.src(a, 0);
                if fb < 32 {
                    let d = self.sext_small(lo, fb, div);
                    lo = self.op(d);
                }
                let hi = self.vreg(file, 1);
                let hio = self.op(hi);
                if div {
                    self.valu(Opcode::VAshrrevI32, &[hio, imm(31), lo], false);
                } else {
                    self.ins(Opcode::SAshrI32, &[hio, lo, imm(31)]);
                }
                let out = self.combine(file, &[lo, hio]);
                self.set(r, Val::Reg(out));
            }
            _ => return unsupported(self),
        }
        Ok(())
    }

    /// Sign-extends the low `bits` (8 or 16) of `s` to 32 bits.
    pub(super) fn sext_small(&mut self, s: MOperand, bits: u32, div: bool) -> VReg {
        let d = self.vreg(if div { RegFile::Vgpr } else { RegFile::Sgpr }, 1);
        let dop = self.op(d);
        if div {
            self.valu(Opcode::VBfeI32, &[dop, s, imm(0), const32(bits)], false);
        } else {
            let op = if bits == 8 {
                Opcode::SSextI32I8
            } else {
                Opcode::SSextI32I16
            };
            self.ins(op, &[dop, s]);
        }
        d
    }

    /// Integer/float conversions (f32 and f64 with i32/u32; 64-bit
    /// integers in `int64_float`).
    pub(super) fn convert_float(&mut self, inst: Inst) -> Result<(), LowerError> {
        let func = self.func;
        let data = &func.insts[inst];
        let a = func.inst_args(inst)[0];
        let r = func.inst_results(inst)[0];
        let from = func.value_type(a);
        let to = func.value_type(r);
        if from == Type::I1 {
            return self.bool_to_float(inst);
        }
        if self.convert_int64_float(inst)? {
            return Ok(());
        }
        let row = match (data.opcode, from, to) {
            (IrOp::Sitofp, Type::I32, Type::F32) => Opcode::VCvtF32I32,
            (IrOp::Uitofp, Type::I32, Type::F32) => Opcode::VCvtF32U32,
            (IrOp::Fptosi, Type::F32, Type::I32) => Opcode::VCvtI32F32,
            (IrOp::Fptoui, Type::F32, Type::I32) => Opcode::VCvtU32F32,
            (IrOp::Sitofp, Type::I32, Type::F64) => Opcode::VCvtF64I32,
            (IrOp::Uitofp, Type::I32, Type::F64) => Opcode::VCvtF64U32,
            (IrOp::Fptosi, Type::F64, Type::I32) => Opcode::VCvtI32F64,
            (IrOp::Fptoui, Type::F64, Type::I32) => Opcode::VCvtU32F64,
            (IrOp::Fpext, Type::F32, Type::F64) => Opcode::VCvtF64F32,
            (IrOp::Fptrunc, Type::F64, Type::F32) => Opcode::VCvtF32F64,
            (IrOp::Fpext, Type::F16, Type::F32) => Opcode::VCvtF32F16,
            (IrOp::Fptrunc, Type::F32, Type::F16) => Opcode::VCvtF16F32,
            (IrOp::Fpext | IrOp::Fptrunc, _, _) => return self.convert_narrow_float(inst),
            _ => {
                return Err(self.error(
                    inst,
                    format!("`{}` from {from} to {to} is not supported by the GFX9 instruction selector yet", data.opcode.name()),
                ))
            }
        };
        let dw = Sel::dwords_of(to);
        let d = self.vgpr_reg(dw);
        let dop = self.op(d);
        let s = self.src_wide(a);
        self.valu(row, &[dop, s], false);
        if self.div(r) {
            self.set(r, Val::Reg(d));
        } else {
            let s = self.readfirstlane(d);
            self.set(r, Val::Reg(s));
        }
        Ok(())
    }

    /// The float conversions with no single instruction: bf16 <-> f32 and
    /// f64 -> f16/bf16 (wider and narrower pairs are split into these by
    /// `crate::promote`).
    ///
    /// - bf16 -> f32 is exact: the bf16 bits are the top half of the f32.
    /// - f32 -> bf16 rounds to nearest even on the bits, as llc does:
    ///   adding `0x7fff + lsb` carries into bit 16 exactly when the low
    ///   half is above the midpoint, or at it with an odd bf16 lsb; a NaN
    ///   is quieted (bit 22) instead, so that the carry cannot turn it
    ///   into an infinity.
    /// - f64 -> f16/bf16 first rounds to f32 *to odd*: `v_cvt_f32_f64`
    ///   rounds to nearest, and when that was inexact and gave an even
    ///   significand, the other neighbour (one integer step on the bits
    ///   toward |x|) is the odd one. Rounding to odd with 24 bits keeps
    ///   the sticky information a second rounding to 11 or 8 bits needs,
    ///   so the two roundings give the once-rounded result (p >= q + 2),
    ///   in about ten rows where an integer expansion takes forty.
    fn convert_narrow_float(&mut self, inst: Inst) -> Result<(), LowerError> {
        let func = self.func;
        let a = func.inst_args(inst)[0];
        let r = func.inst_results(inst)[0];
        let (from, to) = (func.value_type(a), func.value_type(r));
        let div = self.div(r);
        match (from, to) {
            (Type::BF16, Type::F32) => {
                let x = self.src(a, 0);
                let out = if div {
                    self.v(Opcode::VLshlrevB32, &[imm(16), x])
                } else {
                    self.s(Opcode::SLshlB32, &[x, imm(16)])
                };
                let out = self.reg_of_op(out);
                self.set(r, Val::Reg(out));
            }
            (Type::F32, Type::BF16) => {
                let x = self.src(a, 0);
                let x = self.vgpr_if_const(x);
                let y = self.f32_to_bf16(x);
                self.finish_float_op(r, y);
            }
            (Type::F64, Type::F16 | Type::BF16) => {
                let x = self.src_wide(a);
                let odd = self.f64_to_f32_odd(x);
                let y = if to == Type::F16 {
                    self.v(Opcode::VCvtF16F32, &[odd])
                } else {
                    self.f32_to_bf16(odd)
                };
                self.finish_float_op(r, y);
            }
            _ => {
                return Err(self.error(
                    inst,
                    format!("conversion from {from} to {to} is not supported by the GFX9 instruction selector yet"),
                ))
            }
        }
        Ok(())
    }

    /// f32 bits to bf16 bits (zero-extended), rounding to nearest even
    /// and quieting NaNs; see [`Sel::convert_narrow_float`].
    pub(super) fn f32_to_bf16(&mut self, x: MOperand) -> MOperand {
        let lsb = self.v(Opcode::VBfeU32, &[x, imm(16), imm(1)]);
        let k = self.s_const(0x7fff);
        let ko = self.op(k);
        let up = self.v(Opcode::VAdd3U32, &[lsb, x, ko]);
        let quiet = self.v(Opcode::VOrB32, &[const32(0x40_0000), x]);
        let nan = self.vcmp(Opcode::VCmpUF32, x, x);
        let pick = self.cnd(nan, up, quiet);
        self.v(Opcode::VLshrrevB32, &[imm(16), pick])
    }

    /// f64 to f32 rounded to odd; see [`Sel::convert_narrow_float`].
    pub(super) fn f64_to_f32_odd(&mut self, x: MOperand) -> MOperand {
        let near = self.v(Opcode::VCvtF32F64, &[x]);
        let back = self.vm(Opcode::VCvtF64F32, &[near], Modifiers::default());
        // Ordered not-equal: false for NaN, which stays as converted.
        let inexact = self.vcmp(Opcode::VCmpLgF64, x, back);
        let m = self.new_mask();
        let mo = self.op(m);
        let abs = Modifiers {
            abs: 3,
            ..Modifiers::default()
        };
        self.valu_mods(Opcode::VCmpGtF64, &[mo, x, back], abs);
        let step = self.cnd(mo, imm(-1), imm(1));
        let other = self.v(Opcode::VAddU32, &[near, step]);
        let low = self.v(Opcode::VAndB32, &[imm(1), near]);
        let even = self.vcmp(Opcode::VCmpEqU32, imm(0), low);
        let both = self.new_mask();
        let bo = self.op(both);
        self.mins(Opcode::SAndB64, &[bo, inexact, even]);
        self.cnd(bo, near, other)
    }

    /// A constant operand in a VGPR (the conversions above read their
    /// source more than once; a register there is cheaper than a
    /// literal in every row).
    fn vgpr_if_const(&mut self, x: MOperand) -> MOperand {
        match x {
            MOperand::Inline(_) | MOperand::Literal(_) => self.to_vgpr_operand(x, 1),
            other => other,
        }
    }

    /// The register behind a fresh result operand.
    fn reg_of_op(&mut self, o: MOperand) -> VReg {
        self.reg(o)
    }

    /// `ptradd p, off`: 64-bit addition for global/flat pointers, 32-bit
    /// for LDS/private.
    pub(super) fn ptradd(&mut self, inst: Inst) -> Result<(), LowerError> {
        let func = self.func;
        let args = func.inst_args(inst);
        let r = func.inst_results(inst)[0];
        let ty = func.value_type(r);
        let space = ty.addr_space().unwrap_or(AddrSpace::Global);
        let (p, off) = (args[0], args[1]);
        if space.pointer_bits() == 32 {
            // Offsets into 32-bit address spaces use the low dword.
            match (self.get(p), self.get(off)) {
                (Val::Const(x), Val::Const(y)) => {
                    self.set(r, Val::Const((x.wrapping_add(y)) & 0xffff_ffff));
                    return Ok(());
                }
                // Adding zero (an LDS variable at offset 0): the other side.
                (Val::Const(0), v) if func.value_type(off).bits() == 32 => {
                    self.set(r, v);
                    return Ok(());
                }
                (v, Val::Const(0)) => {
                    self.set(r, v);
                    return Ok(());
                }
                _ => {}
            }
            if let Some(out) = self.fused3(inst) {
                self.set(r, Val::Reg(out));
                return Ok(());
            }
            let div = self.div(r);
            let d = self.vreg(if div { RegFile::Vgpr } else { RegFile::Sgpr }, 1);
            let (dop, po, oo) = (self.op(d), self.src(p, 0), self.src(off, 0));
            if div {
                self.valu(Opcode::VAddU32, &[dop, po, oo], true);
            } else {
                self.ins(Opcode::SAddU32, &[dop, po, oo]);
            }
            self.set(r, Val::Reg(d));
            return Ok(());
        }
        let offty = func.value_type(off);
        let div = self.div(r);
        if div {
            if let Some(out) = self.vptradd_one(p, off) {
                self.set(r, Val::Reg(out));
                return Ok(());
            }
        }
        let (p0, p1) = (self.src(p, 0), self.src(p, 1));
        let (o0, o1) = if offty.bits() == 64 {
            (self.src(off, 0), self.src(off, 1))
        } else {
            (self.src(off, 0), imm(0))
        };
        let out = if div {
            self.vadd64_ops(Opcode::VAddCoU32, Opcode::VAddcCoU32, [p0, p1], [o0, o1])
        } else {
            let (lo, hi) = (self.sreg(1), self.sreg(1));
            let (loo, hio) = (self.op(lo), self.op(hi));
            self.ins(Opcode::SAddU32, &[loo, p0, o0]);
            self.ins(Opcode::SAddcU32, &[hio, p1, o1]);
            self.combine(RegFile::Sgpr, &[loo, hio])
        };
        self.set(r, Val::Reg(out));
        Ok(())
    }

    /// A divergent 64-bit `p + off` in one VALU instruction, where the
    /// offset's shape allows (`None` leaves the add/addc pair):
    /// - `off = ext(x) * c` (also `ext(x) << k`, `ext(x)`, or a 32-bit
    ///   offset, which `ptradd` zero-extends) with `x` an i32:
    ///   `v_mad_u64_u32 d, x, c, p` for zext, `v_mad_i64_i32` for sext,
    ///   exact because `c` fits the 32-bit multiplier of that signedness;
    /// - where the processor has `v_lshl_add_u64` (gfx940 family):
    ///   `p + (y << k)` for `k <= 4` (from `shl` or `imul` by 2^k), else
    ///   `p + off` with shift 0.
    fn vptradd_one(&mut self, p: agc_ir::Value, off: agc_ir::Value) -> Option<VReg> {
        if let Some((x, signed, c)) = self.scaled_ext(off) {
            let op = if signed {
                Opcode::VMadI64I32
            } else {
                Opcode::VMadU64U32
            };
            let d = self.vgpr_reg(2);
            let carry = self.new_mask();
            let (dop, co, xo, po) = (self.op(d), self.op(carry), self.src(x, 0), self.src_wide(p));
            self.valu(op, &[dop, co, xo, const32(c as u32), po], false);
            return Some(d);
        }
        if !Opcode::VLshlAddU64.info().avail.contains(self.proc) {
            return None;
        }
        let (y, k) = self.shifted_by_constant(off).unwrap_or((off, 0));
        let d = self.vgpr_reg(2);
        let (dop, yo, po) = (self.op(d), self.src_wide(y), self.src_wide(p));
        self.valu(Opcode::VLshlAddU64, &[dop, yo, imm(k as i32), po], false);
        Some(d)
    }

    /// `off` as `(y, k)` with `off = y << k`, `k <= 4`, when it is a
    /// foldable 64-bit `shl` or `imul` by a power of two.
    fn shifted_by_constant(&mut self, off: agc_ir::Value) -> Option<(agc_ir::Value, u32)> {
        let i = self.foldable_def(off)?;
        let func = self.func;
        let args = func.inst_args(i);
        if func.value_type(off).bits() != 64 {
            return None;
        }
        let (y, k) = match func.insts[i].opcode {
            IrOp::Shl => match self.get(args[1]) {
                Val::Const(k) => (args[0], k),
                _ => return None,
            },
            IrOp::Imul => match (self.get(args[0]), self.get(args[1])) {
                (_, Val::Const(c)) if c.is_power_of_two() => (args[0], c.trailing_zeros() as u64),
                (Val::Const(c), _) if c.is_power_of_two() => (args[1], c.trailing_zeros() as u64),
                _ => return None,
            },
            _ => return None,
        };
        (k <= 4).then_some((y, k as u32))
    }

    /// `off` as `(x, signed, c)` with `off = ext(x) * c`, `x` an i32 and
    /// `c` within the 32-bit multiplier of that signedness, when the
    /// shape is foldable here. A 32-bit `off` is its own zero extension.
    fn scaled_ext(&mut self, off: agc_ir::Value) -> Option<(agc_ir::Value, bool, u64)> {
        let func = self.func;
        if func.value_type(off) == Type::I32 {
            return Some((off, false, 1));
        }
        let i = self.foldable_def(off)?;
        let args = func.inst_args(i);
        let (e, c) = match func.insts[i].opcode {
            IrOp::Imul => match (self.get(args[0]), self.get(args[1])) {
                (_, Val::Const(c)) => (args[0], c),
                (Val::Const(c), _) => (args[1], c),
                _ => return None,
            },
            IrOp::Shl => match self.get(args[1]) {
                Val::Const(k) if k < 32 => (args[0], 1u64 << k),
                _ => return None,
            },
            IrOp::Zext | IrOp::Sext => (off, 1),
            _ => return None,
        };
        let j = if e == off { i } else { self.foldable_def(e)? };
        let x = func.inst_args(j).first().copied()?;
        if func.value_type(x) != Type::I32 {
            return None;
        }
        let signed = match func.insts[j].opcode {
            IrOp::Zext => false,
            IrOp::Sext => true,
            _ => return None,
        };
        let fits = if signed {
            i32::try_from(c as i64).is_ok()
        } else {
            u32::try_from(c).is_ok()
        };
        fits.then_some((x, signed, c))
    }
}
