//! Wave operations: `readlane`, `ballot`, `shuffle` and `wave_reduce`.
//!
//! `readlane` and a `shuffle` by a uniform index are `v_readlane_b32`;
//! a divergent `shuffle` is `ds_bpermute_b32` (the LDS crossbar without
//! LDS memory: each lane reads the lane its byte address names). `ballot`
//! is the boolean's lane mask ANDed with EXEC.
//!
//! `wave_reduce` of a divergent value runs with every lane on, so that no
//! step reads a lane whose value is undefined:
//!
//! ```text
//! s_mov_b64 saved, exec ; s_mov_b64 exec, -1
//! t0 = v_mov identity                        ; every lane
//! s_mov_b64 exec, saved ; t1 = WriteLanes(t0, x) ; s_mov_b64 exec, -1
//! t2 = op(t1[quad_perm 1,0,3,2], t1)         ; pairs
//! t3 = op(t2[quad_perm 2,3,0,1], t2)         ; quads
//! t4 = op(t3[row_ror:4], t3)                 ; half rows
//! t5 = op(t4[row_ror:8], t4)                 ; every lane: its row's total
//! r  = op(readlane t5 0, 16, 32, 48)         ; SALU (VALU for floats)
//! s_mov_b64 exec, saved
//! ```
//!
//! The trick: the four DPP steps only use patterns whose source lane is
//! always inside the row (quad permutes and row rotations), so every lane
//! ends with its row's total and no step needs `bound_ctrl` or a tied
//! old value; the inactive lanes hold the identity (`-0.0` for `fadd`, a
//! quiet NaN for `fmin`/`fmax`, which IEEE minNum/maxNum ignore). Four
//! `v_readlane_b32` then combine the rows on the SALU. A uniform operand
//! needs no cross-lane work: `add` is `x * popcount(exec)`, `xor` keeps `x`
//! when the count is odd, and the idempotent operations return `x`.
//! Bitwise reductions of 64-bit values reduce each half; 64-bit
//! arithmetic reductions are not selected yet.

use super::{const32, imm, Sel, Val};
use crate::LowerError;
use agc_ir::instructions::{Payload, ReduceOp};
use agc_ir::{Inst, Opcode as IrOp, Type};
use agc_isa::insts::Opcode;
use agc_isa::minst::{Dpp, Modifiers};
use agc_isa::mir::{MOpcode, MOperand, MirInst, Pseudo, VReg};
use agc_isa::regs::{Reg, RegFile};

/// One reduction: its identity, its DPP-able VOP2 row and its SALU row
/// (`None` for floats, combined on the VALU).
struct ReduceRow {
    op: ReduceOp,
    identity: u32,
    valu: Opcode,
    salu: Option<Opcode>,
}

const REDUCE: &[ReduceRow] = &[
    ReduceRow {
        op: ReduceOp::Add,
        identity: 0,
        valu: Opcode::VAddU32,
        salu: Some(Opcode::SAddU32),
    },
    ReduceRow {
        op: ReduceOp::And,
        identity: u32::MAX,
        valu: Opcode::VAndB32,
        salu: Some(Opcode::SAndB32),
    },
    ReduceRow {
        op: ReduceOp::Or,
        identity: 0,
        valu: Opcode::VOrB32,
        salu: Some(Opcode::SOrB32),
    },
    ReduceRow {
        op: ReduceOp::Xor,
        identity: 0,
        valu: Opcode::VXorB32,
        salu: Some(Opcode::SXorB32),
    },
    ReduceRow {
        op: ReduceOp::Smin,
        identity: 0x7fff_ffff,
        valu: Opcode::VMinI32,
        salu: Some(Opcode::SMinI32),
    },
    ReduceRow {
        op: ReduceOp::Smax,
        identity: 0x8000_0000,
        valu: Opcode::VMaxI32,
        salu: Some(Opcode::SMaxI32),
    },
    ReduceRow {
        op: ReduceOp::Umin,
        identity: u32::MAX,
        valu: Opcode::VMinU32,
        salu: Some(Opcode::SMinU32),
    },
    ReduceRow {
        op: ReduceOp::Umax,
        identity: 0,
        valu: Opcode::VMaxU32,
        salu: Some(Opcode::SMaxU32),
    },
    ReduceRow {
        op: ReduceOp::Fadd,
        identity: 0x8000_0000,
        valu: Opcode::VAddF32,
        salu: None,
    },
    ReduceRow {
        op: ReduceOp::Fmin,
        identity: 0x7fc0_0000,
        valu: Opcode::VMinF32,
        salu: None,
    },
    ReduceRow {
        op: ReduceOp::Fmax,
        identity: 0x7fc0_0000,
        valu: Opcode::VMaxF32,
        salu: None,
    },
];

/// The four in-row steps.
const STEPS: [Dpp; 4] = [
    Dpp::quad_perm([1, 0, 3, 2]),
    Dpp::quad_perm([2, 3, 0, 1]),
    Dpp::row_ror(4),
    Dpp::row_ror(8),
];

impl Sel<'_> {
    pub(super) fn select_wave(&mut self, inst: Inst) -> Result<(), LowerError> {
        let func = self.func;
        let data = &func.insts[inst];
        let args = func.inst_args(inst);
        let r = func.inst_results(inst)[0];
        match (data.opcode, data.payload) {
            (IrOp::Readlane, _) => self.readlane(r, args[0], args[1]),
            (IrOp::Ballot, _) => self.ballot(r, args[0]),
            (IrOp::Shuffle, _) => self.shuffle(r, args[0], args[1]),
            (_, Payload::Reduce(op)) => return self.wave_reduce(inst, op, r, args[0]),
            _ => return Err(self.error(inst, "`wave_reduce` without an operation")),
        }
        Ok(())
    }

    /// A uniform lane index as a `v_readlane_b32` lane-select operand.
    fn lane_select(&mut self, lane: agc_ir::Value) -> MOperand {
        match self.get(lane) {
            Val::Const(c) if c <= 64 => imm(c as i32),
            Val::Reg(r) if self.mf.vreg_data(r).file == RegFile::Sgpr => self.op(r),
            _ => {
                let s = self.sgpr(lane);
                self.op(s)
            }
        }
    }

    fn readlane(&mut self, r: agc_ir::Value, v: agc_ir::Value, lane: agc_ir::Value) {
        let ty = self.func.value_type(v);
        let home = match self.get(v) {
            Val::Reg(x) if self.mf.vreg_data(x).file == RegFile::Vgpr => x,
            Val::Reg(m) if ty == Type::I1 && self.is_mask_reg(m) => {
                // Bit `lane` of the mask, as a uniform 0/1.
                let l = self.lane_select(lane);
                let t = self.sreg(2);
                let d = self.sreg(1);
                let (to, dop, mo) = (self.op(t), self.op(d), self.op(m));
                self.ins(Opcode::SLshrB64, &[to, mo, l]);
                let lo = self.part(t, 0);
                self.ins(Opcode::SAndB32, &[dop, lo, imm(1)]);
                self.set(r, Val::Reg(d));
                return;
            }
            // Uniform values are the same in every lane.
            other => {
                self.set(r, other);
                return;
            }
        };
        let l = self.lane_select(lane);
        let out = self.readlane_reg(home, l);
        self.set(r, Val::Reg(out));
    }

    /// `v_readlane_b32` per dword of `v`.
    pub(super) fn readlane_reg(&mut self, v: VReg, lane: MOperand) -> VReg {
        let dw = self.mf.vreg_data(v).dwords;
        let mut parts = smallvec::SmallVec::<[MOperand; 4]>::new();
        for i in 0..dw {
            let s = self.sreg(1);
            let (so, vi) = (
                self.op(s),
                if dw == 1 { self.op(v) } else { self.part(v, i) },
            );
            self.ins(Opcode::VReadlaneB32, &[so, vi, lane]);
            if dw == 1 {
                return s;
            }
            parts.push(so);
        }
        self.combine(RegFile::Sgpr, &parts)
    }

    fn ballot(&mut self, r: agc_ir::Value, c: agc_ir::Value) {
        let exec = MOperand::Phys(Reg::EXEC);
        let d = self.sreg(2);
        let dop = self.op(d);
        match self.get(c) {
            Val::Const(k) if k & 1 == 0 => {
                self.set(r, Val::Const(0));
                return;
            }
            Val::Const(_) => self.ins(Opcode::SMovB64, &[dop, exec]),
            _ => {
                let m = self.mask_of(c);
                let mo = self.op(m);
                self.ins(Opcode::SAndB64, &[dop, mo, exec]);
            }
        }
        self.set(r, Val::Reg(d));
    }

    fn shuffle(&mut self, r: agc_ir::Value, v: agc_ir::Value, idx: agc_ir::Value) {
        let ty = self.func.value_type(v);
        let src = match self.get(v) {
            Val::Const(k) => {
                self.set(r, Val::Const(k));
                return;
            }
            Val::Reg(x) if self.mf.vreg_data(x).file == RegFile::Vgpr => x,
            Val::Reg(m) if ty == Type::I1 && self.is_mask_reg(m) => self.mask_to_vgpr(m),
            // A uniform value: every lane reads the same.
            _ => {
                let x = self.vgpr(v);
                self.set(r, Val::Reg(x));
                return;
            }
        };
        let dw = self.mf.vreg_data(src).dwords;
        let out = if !self.div_operand(idx) {
            let l = self.lane_select(idx);
            let s = self.readlane_reg(src, l);
            let so = self.op(s);
            self.to_vgpr(so, dw)
        } else {
            let i = self.src(idx, 0);
            let a = self.vgpr_reg(1);
            let ao = self.op(a);
            self.valu(Opcode::VLshlrevB32, &[ao, imm(2), i], false);
            let mut parts = smallvec::SmallVec::<[MOperand; 4]>::new();
            let mut last = None;
            for k in 0..dw {
                let d = self.vgpr_reg(1);
                let (dop, sk) = (
                    self.op(d),
                    if dw == 1 {
                        self.op(src)
                    } else {
                        self.part(src, k)
                    },
                );
                self.ins(Opcode::DsBpermuteB32, &[dop, ao, sk]);
                parts.push(dop);
                last = Some(d);
            }
            match (dw, last) {
                (1, Some(d)) => d,
                _ => self.combine(RegFile::Vgpr, &parts),
            }
        };
        let out = if ty == Type::I1 {
            self.vgpr_to_mask(out)
        } else {
            out
        };
        self.set(r, Val::Reg(out));
    }

    /// Whether `v`'s home at this point is per-lane.
    fn div_operand(&mut self, v: agc_ir::Value) -> bool {
        match self.get(v) {
            Val::Reg(x) => self.mf.vreg_data(x).file == RegFile::Vgpr,
            _ => false,
        }
    }

    fn wave_reduce(
        &mut self,
        inst: Inst,
        op: ReduceOp,
        r: agc_ir::Value,
        x: agc_ir::Value,
    ) -> Result<(), LowerError> {
        let ty = self.func.value_type(x);
        let bits = ty.bits();
        let row = REDUCE.iter().find(|row| row.op == op).unwrap();
        let bitwise = matches!(op, ReduceOp::And | ReduceOp::Or | ReduceOp::Xor);
        let supported = match ty {
            Type::F32 => true,
            _ if op.is_float() => false,
            _ => ty.is_int() && (bits <= 32 || bits == 64 && bitwise),
        };
        if !supported {
            return Err(self.error(
                inst,
                format!("`wave_reduce {}` on {ty} is not supported by the GFX9 instruction selector yet", op.name()),
            ));
        }
        if !self.div_operand(x) && op != ReduceOp::Fadd {
            let out = self.reduce_uniform(op, x, bits);
            self.set(r, out);
            return Ok(());
        }
        // Narrow integers: extend so that min/max compare the right values.
        let dw = Self::dwords_of(ty);
        let mut parts = smallvec::SmallVec::<[VReg; 2]>::new();
        for k in 0..dw {
            let mut v = self.src(x, k);
            if bits < 32 {
                v = match op {
                    ReduceOp::Smin | ReduceOp::Smax => {
                        let e = self.sext_small(v, bits, true);
                        self.op(e)
                    }
                    ReduceOp::Umin | ReduceOp::Umax => {
                        let d = self.vgpr_reg(1);
                        let dop = self.op(d);
                        self.valu(Opcode::VAndB32, &[dop, const32((1 << bits) - 1), v], true);
                        dop
                    }
                    _ => v,
                };
            }
            let s = self.reduce_lanes(row, v);
            parts.push(s);
        }
        let out = if dw == 1 {
            parts[0]
        } else {
            let ops = [self.op(parts[0]), self.op(parts[1])];
            self.combine(RegFile::Sgpr, &ops)
        };
        self.set(r, Val::Reg(out));
        Ok(())
    }

    /// The reduction of a uniform operand over EXEC's lanes.
    fn reduce_uniform(&mut self, op: ReduceOp, x: agc_ir::Value, bits: u32) -> Val {
        if !matches!(op, ReduceOp::Add | ReduceOp::Xor) {
            return self.get(x);
        }
        let n = self.sreg(1);
        let no = self.op(n);
        self.ins(Opcode::SBcnt1I32B64, &[no, MOperand::Phys(Reg::EXEC)]);
        if bits == 64 {
            // xor only (64-bit add is rejected above): x when the count is odd.
            let xo = self.src_wide(x);
            self.ins(Opcode::SBitcmp1B32, &[no, imm(0)]);
            let d = self.sreg(2);
            let dop = self.op(d);
            self.ins(Opcode::SCselectB64, &[dop, xo, imm(0)]);
            return Val::Reg(d);
        }
        let xo = self.src(x, 0);
        let d = self.sreg(1);
        let dop = self.op(d);
        if op == ReduceOp::Add {
            self.ins(Opcode::SMulI32, &[dop, xo, no]);
        } else {
            self.ins(Opcode::SBitcmp1B32, &[no, imm(0)]);
            self.ins(Opcode::SCselectB32, &[dop, xo, imm(0)]);
        }
        Val::Reg(d)
    }

    /// [`Self::reduce_lanes`] by operation: one dword of a divergent value
    /// reduced over the active lanes into an SGPR (`None` for no row).
    pub(super) fn reduce_dword(&mut self, op: ReduceOp, x: MOperand) -> Option<VReg> {
        let row = REDUCE.iter().find(|row| row.op == op)?;
        Some(self.reduce_lanes(row, x))
    }

    /// Reduces one dword over the active lanes (module doc); the result is
    /// an SGPR.
    fn reduce_lanes(&mut self, row: &ReduceRow, x: MOperand) -> VReg {
        let exec = MOperand::Phys(Reg::EXEC);
        let saved = self.sreg(2);
        let so = self.op(saved);
        self.ins(Opcode::SMovB64, &[so, exec]);
        self.ins(Opcode::SMovB64, &[exec, imm(-1)]);
        let t0 = self.v_const(row.identity);
        self.ins(Opcode::SMovB64, &[exec, so]);
        let x = if self.is_vgpr(&x) {
            x
        } else {
            self.to_vgpr_operand(x, 1)
        };
        let t1 = self.vgpr_reg(1);
        let (t1o, t0o) = (self.op(t1), self.op(t0));
        self.pseudo(Pseudo::WriteLanes, &[t1o, t0o, x]);
        self.ins(Opcode::SMovB64, &[exec, imm(-1)]);
        let mut t = t1;
        for dpp in STEPS {
            let d = self.vgpr_reg(1);
            let (dop, to) = (self.op(d), self.op(t));
            let mods = Modifiers {
                dpp: Some(dpp),
                ..Modifiers::default()
            };
            self.push(MirInst {
                opcode: MOpcode::Real(row.valu),
                operands: [dop, to, to].into_iter().collect(),
                mods,
                loc: None,
            });
            t = d;
        }
        let to = self.op(t);
        let mut rows = [MOperand::Off; 4];
        for (k, lane) in [0, 16, 32, 48].into_iter().enumerate() {
            let s = self.sreg(1);
            let so2 = self.op(s);
            self.ins(Opcode::VReadlaneB32, &[so2, to, imm(lane)]);
            rows[k] = so2;
        }
        let out = match row.salu {
            Some(salu) => {
                let a = self.sreg(1);
                let b = self.sreg(1);
                let d = self.sreg(1);
                let (ao, bo, dop) = (self.op(a), self.op(b), self.op(d));
                self.ins(salu, &[ao, rows[0], rows[1]]);
                self.ins(salu, &[bo, rows[2], rows[3]]);
                self.ins(salu, &[dop, ao, bo]);
                d
            }
            None => {
                let mut acc = self.to_vgpr(rows[0], 1);
                for &s in &rows[1..] {
                    let d = self.vgpr_reg(1);
                    let (dop, ao) = (self.op(d), self.op(acc));
                    self.valu(row.valu, &[dop, s, ao], false);
                    acc = d;
                }
                self.readfirstlane(acc)
            }
        };
        self.ins(Opcode::SMovB64, &[exec, so]);
        out
    }
}
