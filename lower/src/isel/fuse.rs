//! Two-operation integer trees as one three-source VALU row, and the
//! reassociations that move their uniform parts onto the SALU.
//!
//! Role: a divergent 32-bit `iadd`, `or`, `shl` or 32-bit `ptradd` whose
//! operand is a single-use divergent operation of the same block is
//! selected as one VOP3 row of GFX9 (the isa table says which processors
//! have each; every GFX9/CDNA one has them all):
//!
//! | outer | inner | row |
//! | --- | --- | --- |
//! | `(a << b) + c` | `shl` | `v_lshl_add_u32 a, b, c` |
//! | `(a + b) + c` | `iadd` | `v_add3_u32 a, b, c` |
//! | `(a ^ b) + c` | `xor` | `v_xad_u32 a, b, c` |
//! | `(a << b) \| c` | `shl` | `v_lshl_or_b32 a, b, c` |
//! | `(a & b) \| c` | `and` | `v_and_or_b32 a, b, c` |
//! | `(a \| b) \| c` | `or` | `v_or3_b32 a, b, c` |
//! | `(a + b) << c` | `iadd` | `v_add_lshl_u32 a, b, c` |
//!
//! Before fusing, two reassociations put uniform work on the SALU:
//! - `((x ± s) << k) + y` with `x` divergent, `s` and `y` uniform and `k`
//!   a constant is `(x << k) + (y ± (s << k))`: `s_lshl`, `s_add`/`s_sub`
//!   and one `v_lshl_add_u32` instead of two VALU rows (the scan kernel's
//!   `(tid - d) << 2` LDS addresses);
//! - `(x + s) + w` and `(x | s) | w` with `s`, `w` uniform are
//!   `x + (s + w)` and `x | (s | w)`: one SALU and one VALU row, where the
//!   three-source row would read two scalars.
//!
//! Invariants: only values that are divergent, used once, and defined in
//! the block being selected are fused. The inner operation has been
//! selected already; its row loses its only reader here and the dead-code
//! pass after selection removes it. Its operands are read in its own
//! block, so reading them again here needs no cross-block handling, and
//! no work moves into a loop from outside it. A fused row reads at most
//! one scalar (the GFX9 constant bus): a literal becomes an SGPR through
//! `s_mov_b32` (SALU, off the VALU), and two distinct scalars leave the
//! two-row form, which the legalizer would otherwise pay for with a
//! `v_mov_b32`.
//!
//! Why in selection and not in the IR optimizer: whether a sum is worth
//! splitting depends on which parts are uniform, which only the
//! uniformity analysis of this crate knows, and the win exists only
//! because the target fuses shift and add. In the IR the rewrite would add
//! an operation for every divergent sum it split.
//!
//! Shift amounts: the IR takes an i32 shift amount modulo 32, as these rows
//! do (`S1[4:0]`), so no masking is needed.

use super::{const32, Sel, Val};
use agc_ir::{Inst, Opcode as IrOp, Type, Value, ValueDef};
use agc_isa::insts::Opcode;
use agc_isa::mir::{MOperand, VReg};

/// An operand of a fused tree: an IR value or a constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Leaf {
    Val(Value),
    Imm(u32),
    /// A uniform value computed here on the SALU.
    Sreg(VReg),
}

/// The shapes of inner operation the table distinguishes (`ptradd` of a
/// 32-bit pointer is an `Add`, `imul` by a power of two a `Shl`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Add,
    Sub,
    Shl,
    Xor,
    And,
    Or,
}

/// One fusion: outer operation, inner operation (an operand of the outer
/// one), and the row doing both; the row reads the inner operation's two
/// operands then the outer one's other operand.
struct Fuse {
    outer: Kind,
    inner: Kind,
    row: Opcode,
}

const FUSE: &[Fuse] = &[
    Fuse {
        outer: Kind::Add,
        inner: Kind::Shl,
        row: Opcode::VLshlAddU32,
    },
    Fuse {
        outer: Kind::Add,
        inner: Kind::Add,
        row: Opcode::VAdd3U32,
    },
    Fuse {
        outer: Kind::Add,
        inner: Kind::Xor,
        row: Opcode::VXadU32,
    },
    Fuse {
        outer: Kind::Or,
        inner: Kind::Shl,
        row: Opcode::VLshlOrB32,
    },
    Fuse {
        outer: Kind::Or,
        inner: Kind::And,
        row: Opcode::VAndOrB32,
    },
    Fuse {
        outer: Kind::Or,
        inner: Kind::Or,
        row: Opcode::VOr3B32,
    },
    // A shift is not commutative: its inner operation is the shifted value.
    Fuse {
        outer: Kind::Shl,
        inner: Kind::Add,
        row: Opcode::VAddLshlU32,
    },
];

impl Sel<'_> {
    /// Selects the divergent 32-bit `inst` as a fused tree when one of the
    /// module's patterns applies; `None` leaves it to the two-row path.
    pub(super) fn fused3(&mut self, inst: Inst) -> Option<VReg> {
        let func = self.func;
        let r = *func.inst_results(inst).first()?;
        let ty = func.value_type(r);
        let ptr32 = func.insts[inst].opcode == IrOp::Ptradd
            && ty.addr_space().is_some_and(|s| s.pointer_bits() == 32)
            && func.value_type(func.inst_args(inst)[1]).bits() == 32;
        if !(ty == Type::I32 || ptr32) || !self.div(r) {
            return None;
        }
        let (outer, a, b) = self.shape(inst)?;
        let (a, b) = (self.leaf(a), self.leaf(b));
        match outer {
            Kind::Add | Kind::Or => {
                for (t, y) in [(a, b), (b, a)] {
                    if let Some(out) = self.reassociate(outer, t, y) {
                        return Some(out);
                    }
                }
                for (t, y) in [(a, b), (b, a)] {
                    let Some((inner, x, z)) = self.inner(t) else {
                        continue;
                    };
                    if let Some(row) = self.fuse_row(outer, inner) {
                        if let Some(out) = self.three(row, [x, z, y]) {
                            return Some(out);
                        }
                    }
                }
                None
            }
            Kind::Shl => {
                let (inner, x, y) = self.inner(a)?;
                let row = self.fuse_row(outer, inner)?;
                self.three(row, [x, y, b])
            }
            _ => None,
        }
    }

    /// The operation `inst` performs and its two operands, when it is one
    /// the table knows.
    fn shape(&self, inst: Inst) -> Option<(Kind, Value, Value)> {
        let func = self.func;
        let data = &func.insts[inst];
        let args = func.inst_args(inst);
        if args.len() != 2 {
            return None;
        }
        let kind = match data.opcode {
            IrOp::Iadd => Kind::Add,
            IrOp::Ptradd => {
                let ty = func.value_type(func.inst_results(inst)[0]);
                if ty.addr_space().is_none_or(|s| s.pointer_bits() != 32)
                    || func.value_type(args[1]).bits() != 32
                {
                    return None;
                }
                Kind::Add
            }
            IrOp::Isub => Kind::Sub,
            IrOp::Shl => Kind::Shl,
            IrOp::Xor => Kind::Xor,
            IrOp::And => Kind::And,
            IrOp::Or => Kind::Or,
            _ => return None,
        };
        Some((kind, args[0], args[1]))
    }

    fn leaf(&mut self, v: Value) -> Leaf {
        match self.get(v) {
            Val::Const(c) => Leaf::Imm(c as u32),
            _ => Leaf::Val(v),
        }
    }

    /// `t` as an inner operation that may be fused away: divergent, of
    /// type i32 (or a 32-bit pointer), used once, and defined in the block
    /// being selected. `imul` by a power of two counts as a shift.
    fn inner(&mut self, t: Leaf) -> Option<(Kind, Leaf, Leaf)> {
        let Leaf::Val(t) = t else {
            return None;
        };
        let func = self.func;
        let ValueDef::Result(i, _) = func.values[t].def else {
            return None;
        };
        let ty = func.value_type(t);
        let ok_ty = ty == Type::I32 || ty.addr_space().is_some_and(|s| s.pointer_bits() == 32);
        if !ok_ty
            || self.uses[t] != 1
            || !self.div(t)
            || self.uni.def_block(t) != Some(self.ir_block)
        {
            return None;
        }
        if func.insts[i].opcode == IrOp::Imul {
            let args = func.inst_args(i);
            let (x, k) = (self.leaf(args[0]), self.leaf(args[1]));
            return match (x, k) {
                (x, Leaf::Imm(c)) | (Leaf::Imm(c), x) if c.is_power_of_two() => {
                    Some((Kind::Shl, x, Leaf::Imm(c.trailing_zeros())))
                }
                _ => None,
            };
        }
        let (kind, x, y) = self.shape(i)?;
        Some((kind, self.leaf(x), self.leaf(y)))
    }

    fn uniform(&self, l: Leaf) -> bool {
        match l {
            Leaf::Imm(_) | Leaf::Sreg(_) => true,
            Leaf::Val(v) => !self.div(v),
        }
    }

    fn leaf_op(&mut self, l: Leaf) -> MOperand {
        match l {
            Leaf::Imm(c) => const32(c),
            Leaf::Val(v) => self.src(v, 0),
            Leaf::Sreg(r) => self.op(r),
        }
    }

    /// `a op b` on the SALU (folded when both are constants).
    fn salu(&mut self, op: Opcode, a: Leaf, b: Leaf) -> Leaf {
        if let (Leaf::Imm(x), Leaf::Imm(y)) = (a, b) {
            return Leaf::Imm(match op {
                Opcode::SLshlB32 => x << (y & 31),
                Opcode::SAddU32 => x.wrapping_add(y),
                Opcode::SSubU32 => x.wrapping_sub(y),
                _ => x | y,
            });
        }
        let (ao, bo) = (self.leaf_op(a), self.leaf_op(b));
        let d = self.sreg(1);
        let dop = self.op(d);
        self.ins(op, &[dop, ao, bo]);
        Leaf::Sreg(d)
    }

    /// The reassociations of the module doc, for outer operand `t` and
    /// other operand `y`.
    fn reassociate(&mut self, outer: Kind, t: Leaf, y: Leaf) -> Option<VReg> {
        if !self.uniform(y) {
            return None;
        }
        let (inner, x, z) = self.inner(t)?;
        match (outer, inner) {
            // ((x ± s) << k) + y  =  (x << k) + (y ± (s << k))
            (Kind::Add, Kind::Shl) => {
                let Leaf::Imm(k) = z else {
                    return None;
                };
                let (sum, p, s) = self.inner(x)?;
                let (p, s, add) = match sum {
                    Kind::Add if self.uniform(s) && !self.uniform(p) => (p, s, true),
                    Kind::Add if self.uniform(p) && !self.uniform(s) => (s, p, true),
                    Kind::Sub if self.uniform(s) && !self.uniform(p) => (p, s, false),
                    _ => return None,
                };
                let row = self.fuse_row(Kind::Add, Kind::Shl)?;
                let sk = self.salu(Opcode::SLshlB32, s, Leaf::Imm(k & 31));
                let op = if add {
                    Opcode::SAddU32
                } else {
                    Opcode::SSubU32
                };
                let c = self.salu(op, y, sk);
                self.three(row, [p, Leaf::Imm(k & 31), c])
            }
            // (x + s) + w  =  x + (s + w), likewise for `or`
            (Kind::Add, Kind::Add) | (Kind::Or, Kind::Or) => {
                let (p, s) = match (self.uniform(x), self.uniform(z)) {
                    (false, true) => (x, z),
                    (true, false) => (z, x),
                    _ => return None,
                };
                let (sop, vop) = if outer == Kind::Add {
                    (Opcode::SAddU32, Opcode::VAddU32)
                } else {
                    (Opcode::SOrB32, Opcode::VOrB32)
                };
                let c = self.salu(sop, s, y);
                let (po, co) = (self.leaf_op(p), self.leaf_op(c));
                let d = self.vgpr_reg(1);
                let dop = self.op(d);
                self.valu(vop, &[dop, po, co], true);
                Some(d)
            }
            _ => None,
        }
    }

    /// One three-source row, when its operands need at most one scalar
    /// (a literal moves to an SGPR on the SALU).
    /// The [`FUSE`] row for `outer` over `inner`, if this processor has it.
    fn fuse_row(&self, outer: Kind, inner: Kind) -> Option<Opcode> {
        FUSE.iter()
            .find(|f| f.outer == outer && f.inner == inner)
            .map(|f| f.row)
            .filter(|row| row.info().avail.contains(self.proc))
    }

    fn three(&mut self, row: Opcode, srcs: [Leaf; 3]) -> Option<VReg> {
        let mut ops = [MOperand::Off; 3];
        let mut scalar: Option<(u8, u32, u8)> = None;
        for (o, &l) in ops.iter_mut().zip(&srcs) {
            *o = self.leaf_op(l);
            if matches!(o, MOperand::Inline(_)) {
                continue;
            }
            if let Some(k) = self.scalar_key(o) {
                match scalar {
                    Some(s) if s != k => return None,
                    _ => scalar = Some(k),
                }
            }
        }
        // At most one distinct literal remains (it was the one scalar).
        let mut lit: Option<MOperand> = None;
        for o in &mut ops {
            if matches!(o, MOperand::Literal(_)) {
                let so = match lit {
                    Some(so) => so,
                    None => {
                        let s = self.sreg(1);
                        let so = self.op(s);
                        self.ins(Opcode::SMovB32, &[so, *o]);
                        lit = Some(so);
                        so
                    }
                };
                *o = so;
            }
        }
        let d = self.vgpr_reg(1);
        let dop = self.op(d);
        self.valu(row, &[dop, ops[0], ops[1], ops[2]], false);
        Some(d)
    }
}
