//! Integer operations with no single 32-bit row: the i8/i16 forms of
//! `smin`/`smax`/`umin`/`umax`, `smulhi`/`umulhi`, the shifts, `ineg`,
//! `not` and `iabs`; `iabs` at 32 and 64 bits; and the i8 <-> i16 casts.
//!
//! Invariant relied on and kept: an i8/i16 value lives zero-extended in
//! the low bits of a 32-bit register (`ops.rs`, `truncate_small`).
//!
//! The trick is that every narrow operation is its 32-bit counterpart on
//! operands widened the way the operation reads them: unsigned ones on the
//! zero-extended register as it is, signed ones after a sign extension
//! (`v_bfe_i32` / `s_sext_i32_i*`); the result is masked back to the
//! width only when the 32-bit result can have bits above it. Shift
//! amounts are taken modulo the width first (the IR's rule; the hardware
//! would take them modulo 32). The high multiplies need no 64-bit
//! product: two 16-bit values multiply exactly in 32 bits, so the high
//! half is one shift of the low product.

use super::{const32, imm, Sel, Val};
use crate::LowerError;
use agc_ir::{Inst, Opcode as IrOp, Type};
use agc_isa::insts::Opcode;
use agc_isa::mir::MOperand;
use agc_isa::regs::RegFile;

type Op = MOperand;

/// One 32-bit operation: its SALU row and its VALU row (VALU shifts take
/// the amount first, the `rev` form).
struct Row32 {
    s: Opcode,
    v: Opcode,
    /// The VALU row takes (b, a) instead of (a, b).
    v_rev: bool,
}

const fn row(s: Opcode, v: Opcode, v_rev: bool) -> Row32 {
    Row32 { s, v, v_rev }
}

impl Sel<'_> {
    /// One 32-bit operation on the SALU (uniform) or VALU (divergent).
    fn alu32(&mut self, r: Row32, a: Op, b: Op, div: bool) -> Op {
        if div {
            if r.v_rev {
                self.v(r.v, &[b, a])
            } else {
                self.v(r.v, &[a, b])
            }
        } else {
            self.s(r.s, &[a, b])
        }
    }

    /// `a & k` in the result's register file.
    fn and_k(&mut self, a: Op, k: u32, div: bool) -> Op {
        self.alu32(
            row(Opcode::SAndB32, Opcode::VAndB32, false),
            a,
            const32(k),
            div,
        )
    }

    /// `|x|` of a 32-bit signed value: `s_abs_i32`, or `max(x, -x)`.
    fn abs32(&mut self, x: Op, div: bool) -> Op {
        if div {
            let n = self.v(Opcode::VSubU32, &[imm(0), x]);
            self.v(Opcode::VMaxI32, &[x, n])
        } else {
            self.s(Opcode::SAbsI32, &[x])
        }
    }

    /// An i8/i16 integer operation the 32-bit table does not cover
    /// (see the module doc), or `iabs` of any width.
    pub(super) fn narrow_int_op(&mut self, inst: Inst, op: IrOp) -> Result<(), LowerError> {
        let func = self.func;
        let args = func.inst_args(inst);
        let r = func.inst_results(inst)[0];
        let ty = func.value_type(r);
        let bits = ty.bits();
        let div = self.div(r);
        if op == IrOp::Iabs && bits == 64 {
            return self.iabs64(inst);
        }
        if op == IrOp::Iabs && bits == 32 {
            let x = self.src(args[0], 0);
            let out = self.abs32(x, div);
            let out = self.reg(out);
            self.set(r, Val::Reg(out));
            return Ok(());
        }
        if bits >= 32 {
            return Err(self.error(
                inst,
                format!("`{}` on {ty} is not a narrow operation", op.name()),
            ));
        }
        let mask = (1u32 << bits) - 1;
        let zx = |sel: &mut Sel, i: usize| sel.src(args[i], 0);
        let sx = |sel: &mut Sel, i: usize| {
            let s = sel.src(args[i], 0);
            let d = sel.sext_small(s, bits, div);
            sel.op(d)
        };
        // (result, whether it may have bits above the width)
        let (out, wide) = match op {
            IrOp::Umin | IrOp::Umax => {
                let (a, b) = (zx(self, 0), zx(self, 1));
                let rw = if op == IrOp::Umin {
                    row(Opcode::SMinU32, Opcode::VMinU32, false)
                } else {
                    row(Opcode::SMaxU32, Opcode::VMaxU32, false)
                };
                (self.alu32(rw, a, b, div), false)
            }
            IrOp::Smin | IrOp::Smax => {
                let (a, b) = (sx(self, 0), sx(self, 1));
                let rw = if op == IrOp::Smin {
                    row(Opcode::SMinI32, Opcode::VMinI32, false)
                } else {
                    row(Opcode::SMaxI32, Opcode::VMaxI32, false)
                };
                (self.alu32(rw, a, b, div), true)
            }
            IrOp::Shl | IrOp::Lshr | IrOp::Ashr => {
                let a = if op == IrOp::Ashr {
                    sx(self, 0)
                } else {
                    zx(self, 0)
                };
                let amount = match self.get(args[1]) {
                    Val::Const(c) => imm((c % u64::from(bits)) as i32),
                    _ => {
                        let b = zx(self, 1);
                        self.and_k(b, bits - 1, div)
                    }
                };
                let rw = match op {
                    IrOp::Shl => row(Opcode::SLshlB32, Opcode::VLshlrevB32, true),
                    IrOp::Lshr => row(Opcode::SLshrB32, Opcode::VLshrrevB32, true),
                    _ => row(Opcode::SAshrI32, Opcode::VAshrrevI32, true),
                };
                (self.alu32(rw, a, amount, div), op != IrOp::Lshr)
            }
            IrOp::Umulhi | IrOp::Smulhi => {
                let signed = op == IrOp::Smulhi;
                let (a, b) = if signed {
                    (sx(self, 0), sx(self, 1))
                } else {
                    (zx(self, 0), zx(self, 1))
                };
                // |a|, |b| <= 2^15: the 24-bit multipliers are exact.
                let p = if signed {
                    self.alu32(row(Opcode::SMulI32, Opcode::VMulI32I24, false), a, b, div)
                } else {
                    self.alu32(row(Opcode::SMulI32, Opcode::VMulU32U24, false), a, b, div)
                };
                let k = imm(bits as i32);
                let rw = if signed {
                    row(Opcode::SAshrI32, Opcode::VAshrrevI32, true)
                } else {
                    row(Opcode::SLshrB32, Opcode::VLshrrevB32, true)
                };
                (self.alu32(rw, p, k, div), signed)
            }
            IrOp::Ineg => {
                let a = zx(self, 0);
                let out = if div {
                    self.v(Opcode::VSubU32, &[imm(0), a])
                } else {
                    self.s(Opcode::SSubU32, &[imm(0), a])
                };
                (out, true)
            }
            IrOp::Not => {
                let a = zx(self, 0);
                let k = const32(mask);
                (
                    self.alu32(row(Opcode::SXorB32, Opcode::VXorB32, false), a, k, div),
                    false,
                )
            }
            IrOp::Iabs => {
                let a = sx(self, 0);
                (self.abs32(a, div), true)
            }
            _ => {
                return Err(self.error(inst, format!("`{}` on {ty} has no narrow form", op.name())))
            }
        };
        let out = if wide {
            self.and_k(out, mask, div)
        } else {
            out
        };
        let out = self.reg(out);
        self.set(r, Val::Reg(out));
        Ok(())
    }

    /// `iabs` on i64: with `s` the sign of the high dword replicated,
    /// `(x ^ s) - s`, a 64-bit subtraction through the carry.
    fn iabs64(&mut self, inst: Inst) -> Result<(), LowerError> {
        let func = self.func;
        let a = func.inst_args(inst)[0];
        let r = func.inst_results(inst)[0];
        let (a0, a1) = (self.src(a, 0), self.src(a, 1));
        let out = if self.div(r) {
            let s = self.v(Opcode::VAshrrevI32, &[imm(31), a1]);
            let lo = self.v(Opcode::VXorB32, &[a0, s]);
            let hi = self.v(Opcode::VXorB32, &[a1, s]);
            self.vadd64_ops(Opcode::VSubCoU32, Opcode::VSubbCoU32, [lo, hi], [s, s])
        } else {
            let s = self.s(Opcode::SAshrI32, &[a1, imm(31)]);
            let lo = self.s(Opcode::SXorB32, &[a0, s]);
            let hi = self.s(Opcode::SXorB32, &[a1, s]);
            // s_sub_u32 / s_subb_u32 must stay adjacent: SCC is the borrow.
            let (l, h) = (self.sreg(1), self.sreg(1));
            let (lo_o, hi_o) = (self.op(l), self.op(h));
            self.ins(Opcode::SSubU32, &[lo_o, lo, s]);
            self.ins(Opcode::SSubbU32, &[hi_o, hi, s]);
            self.combine(RegFile::Sgpr, &[lo_o, hi_o])
        };
        self.set(r, Val::Reg(out));
        Ok(())
    }

    /// `sext`/`zext`/`trunc` between i8 and i16.
    pub(super) fn convert_i8_i16(&mut self, inst: Inst) -> Result<(), LowerError> {
        let func = self.func;
        let data = &func.insts[inst];
        let a = func.inst_args(inst)[0];
        let r = func.inst_results(inst)[0];
        let div = self.div(r);
        let s = self.src(a, 0);
        let out = match data.opcode {
            // Zero-extended i8 is already a zero-extended i16.
            IrOp::Zext => {
                let v = self.get(a);
                self.set(r, v);
                return Ok(());
            }
            IrOp::Sext => {
                let d = self.sext_small(s, 8, div);
                let o = self.op(d);
                self.and_k(o, 0xffff, div)
            }
            IrOp::Trunc => self.and_k(s, 0xff, div),
            _ => {
                return Err(self.error(
                    inst,
                    format!(
                        "`{}` from {} to {} is not an integer cast",
                        data.opcode.name(),
                        func.value_type(a),
                        func.value_type(r)
                    ),
                ))
            }
        };
        let out = self.reg(out);
        self.set(r, Val::Reg(out));
        Ok(())
    }

    /// `sitofp`/`uitofp` of a boolean: a select of the two constants
    /// (-1.0 or 1.0 for true, 0.0 for false) in the result type.
    pub(super) fn bool_to_float(&mut self, inst: Inst) -> Result<(), LowerError> {
        let func = self.func;
        let data = &func.insts[inst];
        let a = func.inst_args(inst)[0];
        let r = func.inst_results(inst)[0];
        let to = func.value_type(r);
        let neg = data.opcode == IrOp::Sitofp;
        let one: u64 = match to {
            Type::F16 => 0x3c00,
            Type::BF16 => 0x3f80,
            Type::F32 => 0x3f80_0000,
            Type::F64 => 0x3ff0_0000_0000_0000,
            _ => {
                return Err(self.error(inst, format!("`{}` to {to}", data.opcode.name())));
            }
        };
        let sign: u64 = 1 << (to.bits() - 1);
        let t = if neg { one | sign } else { one };
        // The high dword of an f64 carries the whole constant; the low one is 0.
        let (t_hi, shift) = if to == Type::F64 {
            (t >> 32, true)
        } else {
            (t, false)
        };
        let div = self.div(r);
        let hi = if div {
            let m = self.mask_of(a);
            let mo = self.op(m);
            let k = const32(t_hi as u32);
            let k = self.in_vgpr(k, 1);
            self.cnd(mo, imm(0), k)
        } else {
            self.scc_of(a);
            self.s(Opcode::SCselectB32, &[const32(t_hi as u32), imm(0)])
        };
        let out = if shift {
            let file = if div { RegFile::Vgpr } else { RegFile::Sgpr };
            self.combine(file, &[imm(0), hi])
        } else {
            self.reg(hi)
        };
        self.set(r, Val::Reg(out));
        Ok(())
    }
}
