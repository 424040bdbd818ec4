//! Bit manipulation: `popcnt`, `clz`, `ctz`, `bitrev` on every integer
//! width, `copysign` on every float type, and the 64-bit `smin`/`smax`/
//! `umin`/`umax`/`smulhi`/`umulhi` that have no single instruction.
//!
//! The hardware's find-first-bit rows (`s_flbit`/`v_ffbh`, `s_ff1`/
//! `v_ffbl`) return -1 (all ones) for a zero input where the IR defines
//! the width; one unsigned `min` with the width fixes that, because -1 is
//! the largest unsigned value. Narrow integers live in the low bits of a
//! 32-bit register with unspecified high bits: `ctz` and `bitrev` never
//! look at them after the clamp or the shift that follows, and `popcnt`
//! and `clz` mask them off first.
//!
//! 64-bit `clz` is `min(ffbh(hi), min(ffbh(lo), 32) + 32)`: when the high
//! half is zero its ffbh is -1, and the low half's count (already clamped
//! so that a zero input gives 64) wins; `ctz` mirrors it.
//!
//! The 64-bit high multiply is `arith`'s unsigned one; the signed form
//! subtracts `b` when `a < 0` and `a` when `b < 0` (the two's-complement
//! correction of the high half). Uniform high multiplies are rare enough to
//! run on the VALU and come back with `v_readfirstlane`.

use super::{const32, imm, Sel, Val};
use crate::LowerError;
use agc_ir::{Inst, Opcode as IrOp};
use agc_isa::insts::Opcode;
use agc_isa::mir::{MOperand, VReg};
use agc_isa::regs::RegFile;

impl Sel<'_> {
    /// `popcnt`, `clz`, `ctz`, `bitrev` on i8/i16/i32/i64.
    pub(super) fn bit_count(&mut self, inst: Inst) -> Result<(), LowerError> {
        let func = self.func;
        let op = func.insts[inst].opcode;
        let a = func.inst_args(inst)[0];
        let r = func.inst_results(inst)[0];
        let ty = func.value_type(r);
        let bits = ty.bits();
        if !matches!(bits, 8 | 16 | 32 | 64) {
            return Err(self.error(inst, format!("`{}` on {ty} is not supported", op.name())));
        }
        let div = self.div(r);
        let out = if bits == 64 {
            self.bit_count64(op, a, div)
        } else {
            let x = self.src(a, 0);
            // popcnt and clz must not see the unspecified high bits.
            let x = if bits < 32 && matches!(op, IrOp::Popcnt | IrOp::Clz) {
                self.alu2(
                    div,
                    Opcode::SAndB32,
                    Opcode::VAndB32,
                    x,
                    const32((1 << bits) - 1),
                )
            } else {
                x
            };
            let y = match op {
                IrOp::Popcnt => {
                    self.alu_un(div, Opcode::SBcnt1I32B32, x, Some(Opcode::VBcntU32B32))
                }
                IrOp::Clz => {
                    let f = self.alu_un(div, Opcode::SFlbitI32B32, x, Some(Opcode::VFfbhU32));
                    let c = self.alu2(div, Opcode::SMinU32, Opcode::VMinU32, f, imm(32));
                    if bits < 32 {
                        self.alu2(
                            div,
                            Opcode::SSubU32,
                            Opcode::VSubU32,
                            c,
                            imm(32 - bits as i32),
                        )
                    } else {
                        c
                    }
                }
                IrOp::Ctz => {
                    let f = self.alu_un(div, Opcode::SFf1I32B32, x, Some(Opcode::VFfblB32));
                    self.alu2(div, Opcode::SMinU32, Opcode::VMinU32, f, imm(bits as i32))
                }
                _ => {
                    let f = self.alu_un(div, Opcode::SBrevB32, x, Some(Opcode::VBfrevB32));
                    if bits < 32 {
                        self.alu2(
                            div,
                            Opcode::SLshrB32,
                            Opcode::VLshrrevB32,
                            f,
                            imm(32 - bits as i32),
                        )
                    } else {
                        f
                    }
                }
            };
            self.reg_of(y)
        };
        self.set(r, Val::Reg(out));
        Ok(())
    }

    fn bit_count64(&mut self, op: IrOp, a: agc_ir::Value, div: bool) -> VReg {
        if !div {
            let x = self.src_wide(a);
            let (row, clamp) = match op {
                IrOp::Popcnt => (Opcode::SBcnt1I32B64, None),
                IrOp::Clz => (Opcode::SFlbitI32B64, Some(64)),
                IrOp::Ctz => (Opcode::SFf1I32B64, Some(64)),
                _ => {
                    let d = self.sreg(2);
                    let dop = self.op(d);
                    self.ins(Opcode::SBrevB64, &[dop, x]);
                    return d;
                }
            };
            let mut lo = self.alu_un(false, row, x, None);
            if let Some(w) = clamp {
                lo = self.alu2(false, Opcode::SMinU32, Opcode::VMinU32, lo, imm(w));
            }
            return self.combine(RegFile::Sgpr, &[lo, imm(0)]);
        }
        let (lo, hi) = (self.src(a, 0), self.src(a, 1));
        let (rlo, rhi) = match op {
            IrOp::Popcnt => {
                let t = self.alu3v(Opcode::VBcntU32B32, lo, imm(0));
                (self.alu3v(Opcode::VBcntU32B32, hi, t), None)
            }
            IrOp::Clz | IrOp::Ctz => {
                // The half that decides first, and the other one.
                let (row, first, second) = if op == IrOp::Clz {
                    (Opcode::VFfbhU32, hi, lo)
                } else {
                    (Opcode::VFfblB32, lo, hi)
                };
                let f = self.alu_un(true, row, first, Some(row));
                let s = self.alu_un(true, row, second, Some(row));
                let s = self.alu2(true, Opcode::SMinU32, Opcode::VMinU32, s, imm(32));
                let s = self.alu2(true, Opcode::SAddU32, Opcode::VAddU32, s, imm(32));
                (
                    self.alu2(true, Opcode::SMinU32, Opcode::VMinU32, f, s),
                    None,
                )
            }
            _ => {
                let l = self.alu_un(true, Opcode::VBfrevB32, hi, Some(Opcode::VBfrevB32));
                let h = self.alu_un(true, Opcode::VBfrevB32, lo, Some(Opcode::VBfrevB32));
                (l, Some(h))
            }
        };
        let rhi = match rhi {
            Some(h) => h,
            None => {
                let z = self.v_const(0);
                self.op(z)
            }
        };
        self.combine(RegFile::Vgpr, &[rlo, rhi])
    }

    /// `copysign a, b` on f16/bf16/f32/f64: the magnitude bits of `a`, the
    /// sign bit of `b` (`v_bfi_b32` selects bits by a mask in one row).
    pub(super) fn copysign(&mut self, inst: Inst) -> Result<(), LowerError> {
        let func = self.func;
        let args = func.inst_args(inst);
        let r = func.inst_results(inst)[0];
        let ty = func.value_type(r);
        let div = self.div(r);
        let hi = if ty.bits() == 64 { 1 } else { 0 };
        let magnitude: u32 = match ty.bits() {
            16 => 0x7fff,
            32 | 64 => 0x7fff_ffff,
            _ => {
                return Err(self.error(inst, format!("`copysign` on {ty} is not supported")));
            }
        };
        let (a, b) = (self.src(args[0], hi), self.src(args[1], hi));
        let top = if div {
            let d = self.vgpr_reg(1);
            let dop = self.op(d);
            self.valu(Opcode::VBfiB32, &[dop, const32(magnitude), a, b], false);
            dop
        } else {
            let m = self.alu2(
                false,
                Opcode::SAndB32,
                Opcode::VAndB32,
                a,
                const32(magnitude),
            );
            let s = self.alu2(
                false,
                Opcode::SAndn2B32,
                Opcode::VAndB32,
                b,
                const32(magnitude),
            );
            self.alu2(false, Opcode::SOrB32, Opcode::VOrB32, m, s)
        };
        let out = if hi == 1 {
            let lo = self.src(args[0], 0);
            let file = if div { RegFile::Vgpr } else { RegFile::Sgpr };
            let lo = if div && !self.is_vgpr(&lo) {
                self.to_vgpr_operand(lo, 1)
            } else {
                lo
            };
            self.combine(file, &[lo, top])
        } else {
            self.reg_of(top)
        };
        self.set(r, Val::Reg(out));
        Ok(())
    }

    /// 64-bit `smin`/`smax`/`umin`/`umax`. Uniform operands stay on the
    /// SALU, which has no 64-bit ordered compare: `a < b` is built from the
    /// halves as `hi_a < hi_b || (hi_a == hi_b && lo_a <u lo_b)`.
    pub(super) fn minmax64(&mut self, inst: Inst, op: IrOp) -> VReg {
        let func = self.func;
        let args = func.inst_args(inst);
        let r = func.inst_results(inst)[0];
        let (a, b) = (args[0], args[1]);
        let signed = matches!(op, IrOp::Smin | IrOp::Smax);
        let take_a_if_less = matches!(op, IrOp::Smin | IrOp::Umin);
        if self.div(r) {
            let cmp = if signed {
                Opcode::VCmpLtI64
            } else {
                Opcode::VCmpLtU64
            };
            let m = self.new_mask();
            let (mo, ao, bo) = (self.op(m), self.src_wide(a), self.src_wide(b));
            self.valu(cmp, &[mo, ao, bo], false);
            let (av, bv) = (
                [self.src(a, 0), self.src(a, 1)],
                [self.src(b, 0), self.src(b, 1)],
            );
            return if take_a_if_less {
                self.vselect(m, &av, &bv)
            } else {
                self.vselect(m, &bv, &av)
            };
        }
        let (a0, a1, b0, b1) = (
            self.src(a, 0),
            self.src(a, 1),
            self.src(b, 0),
            self.src(b, 1),
        );
        let lo_lt = self.sreg(1);
        let lo_lto = self.op(lo_lt);
        self.ins(Opcode::SCmpLtU32, &[a0, b0]);
        self.ins(Opcode::SCselectB32, &[lo_lto, imm(1), imm(0)]);
        let eq_lt = self.sreg(1);
        let eq_lto = self.op(eq_lt);
        self.ins(Opcode::SCmpEqU32, &[a1, b1]);
        self.ins(Opcode::SCselectB32, &[eq_lto, lo_lto, imm(0)]);
        let lt = self.sreg(1);
        let lto = self.op(lt);
        let hi_cmp = if signed {
            Opcode::SCmpLtI32
        } else {
            Opcode::SCmpLtU32
        };
        self.ins(hi_cmp, &[a1, b1]);
        self.ins(Opcode::SCselectB32, &[lto, imm(1), eq_lto]);
        self.ins(Opcode::SCmpLgU32, &[lto, imm(0)]);
        let d = self.sreg(2);
        let dop = self.op(d);
        let (aw, bw) = (self.src_wide(a), self.src_wide(b));
        let (t, f) = if take_a_if_less { (aw, bw) } else { (bw, aw) };
        self.ins(Opcode::SCselectB64, &[dop, t, f]);
        d
    }

    /// 64-bit `umulhi`/`smulhi`: the unsigned high product (`arith`),
    /// with the signed correction of the module doc.
    pub(super) fn mulhi64_inst(&mut self, inst: Inst, op: IrOp) -> VReg {
        let func = self.func;
        let args = func.inst_args(inst);
        let r = func.inst_results(inst)[0];
        let (a, b) = (args[0], args[1]);
        let (a0, a1, b0, b1) = (
            self.src(a, 0),
            self.src(a, 1),
            self.src(b, 0),
            self.src(b, 1),
        );
        let h = self.mulhi64([a0, a1], [b0, b1]);
        let mut hi = self.combine(RegFile::Vgpr, &h);
        if op == IrOp::Smulhi {
            // Two's-complement correction: subtract b if a < 0, a if b < 0.
            for (sign_of, sub) in [(a, b), (b, a)] {
                let neg = self.new_mask();
                let (no, so) = (self.op(neg), self.src(sign_of, 1));
                self.valu(Opcode::VCmpGtI32, &[no, imm(0), so], false);
                let zero = [imm(0), imm(0)];
                let s = [self.src(sub, 0), self.src(sub, 1)];
                let x = self.vselect(neg, &s, &zero);
                hi = self.vadd64_ops(
                    Opcode::VSubCoU32,
                    Opcode::VSubbCoU32,
                    [self.part(hi, 0), self.part(hi, 1)],
                    [self.part(x, 0), self.part(x, 1)],
                );
            }
        }
        if self.div(r) {
            hi
        } else {
            self.readfirstlane(hi)
        }
    }

    /// A one-source row: SALU when uniform, the VALU row when divergent
    /// (`v_bcnt_u32_b32` takes an extra 0 addend).
    fn alu_un(&mut self, div: bool, s: Opcode, x: MOperand, v: Option<Opcode>) -> MOperand {
        if div {
            let v = v.unwrap_or(s);
            if v == Opcode::VBcntU32B32 {
                return self.alu3v(v, x, imm(0));
            }
            let d = self.vgpr_reg(1);
            let dop = self.op(d);
            self.valu(v, &[dop, x], false);
            dop
        } else {
            let d = self.sreg(1);
            let dop = self.op(d);
            self.ins(s, &[dop, x]);
            dop
        }
    }

    /// A two-source row on the SALU or the VALU. `v` rows that read their
    /// operands reversed (`v_lshrrev`, `v_subrev`) are given them reversed.
    fn alu2(&mut self, div: bool, s: Opcode, v: Opcode, x: MOperand, y: MOperand) -> MOperand {
        if div {
            let d = self.vgpr_reg(1);
            let dop = self.op(d);
            match v {
                Opcode::VLshrrevB32 => self.valu(v, &[dop, y, x], false),
                Opcode::VSubU32 => self.valu(v, &[dop, x, y], false),
                _ => self.valu(v, &[dop, x, y], true),
            }
            dop
        } else {
            let d = self.sreg(1);
            let dop = self.op(d);
            self.ins(s, &[dop, x, y]);
            dop
        }
    }

    fn alu3v(&mut self, v: Opcode, x: MOperand, y: MOperand) -> MOperand {
        let d = self.vgpr_reg(1);
        let dop = self.op(d);
        self.valu(v, &[dop, x, y], false);
        dop
    }

    /// The vreg behind an operand produced by the helpers above.
    fn reg_of(&mut self, o: MOperand) -> VReg {
        match o {
            MOperand::VReg { reg, .. } => reg,
            other => {
                let d = self.sreg(1);
                let dop = self.op(d);
                self.ins(Opcode::SMovB32, &[dop, other]);
                d
            }
        }
    }
}
