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
//! s_or_saveexec_b64 saved, -1                ; saved = EXEC, every lane on
//! t0 = v_mov identity                        ; every lane
//! s_mov_b64 exec, saved ; t1 = WriteLanes(t0, x) ; s_mov_b64 exec, -1
//! t2 = op(t1[quad_perm 1,0,3,2], t1)         ; pairs
//! t3 = op(t2[quad_perm 2,3,0,1], t2)         ; quads
//! t4 = op(t3[row_ror:4], t3)                 ; half rows
//! t5 = op(t4[row_ror:8], t4)                 ; every lane: its row's total
//! t6 = op(t5[row_bcast:15], t5)              ; rows 1-3: + the row below
//! t7 = op(t6[row_bcast:31], t6)              ; row 3: + rows 0-1
//! r  = v_readlane_b32 t7, 63
//! s_mov_b64 exec, saved
//! ```
//!
//! The DPP sequence is the atomic optimizer's (`atomic_opt/dpp.rs`,
//! [`Sel::reduce_rows`]): one DPP VALU row per step for 32 bits, and for
//! 64 bits two `v_mov_b32_dpp` and the 64-bit operation (`v_add_f64`,
//! carries, a 64-bit compare and two selects), one DPP row per dword for
//! the bitwise operations. The inactive lanes hold the identity (`-0.0`
//! for `fadd`, a quiet NaN for `fmin`/`fmax`, which IEEE minNum/maxNum
//! ignore), so the sum of a wave of `-0.0` stays `-0.0`. The trick: the
//! in-row steps only use patterns whose source lane is always inside the
//! row, so every lane ends with its row's total and both broadcasts read
//! a full row total; the lanes the broadcasts leave with partial values
//! (row 0 reads 0 from outside the wave) are never read.
//!
//! When EXEC already holds every lane (a kernel of whole waves, in a block
//! no divergent branch makes lanes skip: [`Sel::exec_is_full`]) the
//! entry and exit are left out and the first step reads `x` itself.
//!
//! A uniform operand needs no cross-lane work: `add` is `x *
//! popcount(exec)` (64-bit: `s_mul_hi_u32` for the carry into the high
//! dword), `xor` keeps `x` when the count is odd, and the idempotent
//! operations return `x`. A uniform `fadd` takes the divergent path: `n`
//! additions round differently from one multiplication.

use super::atomic_opt::StepOp;
use super::{const32, imm, Sel, Val};
use crate::LowerError;
use agc_ir::instructions::{AtomicRmwOp, Payload, ReduceOp};
use agc_ir::{Inst, Opcode as IrOp, Type};
use agc_isa::insts::Opcode;
use agc_isa::mir::{MOperand, VReg};
use agc_isa::regs::RegFile;

/// One reduction: its identities (32 and 64 bits), the DPP-able VOP2 row
/// of a 32-bit step and the operation of a 64-bit one.
struct ReduceRow {
    op: ReduceOp,
    identity32: u32,
    identity64: u64,
    step: StepOp,
}

macro_rules! reduce_rows {
    ($($op:ident $id32:literal $id64:literal $valu:ident $wide:ident;)*) => {
        &[$(ReduceRow {
            op: ReduceOp::$op,
            identity32: $id32,
            identity64: $id64,
            step: StepOp { valu: Opcode::$valu, wide: AtomicRmwOp::$wide },
        }),*]
    };
}

/// The identities fill the lanes EXEC had off: `-0.0` for `fadd`, a
/// quiet NaN for `fmin`/`fmax` (minNum/maxNum ignore it).
#[rustfmt::skip]
const REDUCE: &[ReduceRow] = reduce_rows! {
    Add  0x0000_0000 0x0000_0000_0000_0000 VAddU32 Add;
    And  0xffff_ffff 0xffff_ffff_ffff_ffff VAndB32 And;
    Or   0x0000_0000 0x0000_0000_0000_0000 VOrB32  Or;
    Xor  0x0000_0000 0x0000_0000_0000_0000 VXorB32 Xor;
    Smin 0x7fff_ffff 0x7fff_ffff_ffff_ffff VMinI32 Smin;
    Smax 0x8000_0000 0x8000_0000_0000_0000 VMaxI32 Smax;
    Umin 0xffff_ffff 0xffff_ffff_ffff_ffff VMinU32 Umin;
    Umax 0x0000_0000 0x0000_0000_0000_0000 VMaxU32 Umax;
    Fadd 0x8000_0000 0x8000_0000_0000_0000 VAddF32 Fadd;
    Fmin 0x7fc0_0000 0x7ff8_0000_0000_0000 VMinF32 Fmin;
    Fmax 0x7fc0_0000 0x7ff8_0000_0000_0000 VMaxF32 Fmax;
};

impl Sel<'_> {
    pub(super) fn select_wave(&mut self, inst: Inst) -> Result<(), LowerError> {
        let func = self.func;
        let data = &func.insts[inst];
        let args = func.inst_args(inst);
        let r = func.inst_results(inst)[0];
        // GFX11 (experimental): `ballot` in wave32, shuffles in wave64 (ds_bpermute stays
        // within 32 lanes there) and cross-lane reductions (GFX9's DPP row
        // broadcasts are gone; GFX11 needs v_permlanex16/v_permlane64) are
        // not selected yet: a located error, never GFX9 code that would be
        // wrong there.
        if self.generation() != agc_isa::processors::Generation::Gfx9 {
            let pending = match data.opcode {
                // Selected for both wave sizes (`ballot` below), but the
                // interpreter, the oracle of its tests, models 64-lane waves
                // only: wave32 waits for it.
                IrOp::Ballot => self.target.wave == agc_isa::target::WaveSize::Wave32,
                IrOp::Shuffle => self.target.wave == agc_isa::target::WaveSize::Wave64,
                IrOp::WaveReduce => {
                    self.div_operand(args[0])
                        || matches!(data.payload, Payload::Reduce(ReduceOp::Fadd))
                }
                _ => false,
            };
            if pending {
                return Err(self.error(
                    inst,
                    format!(
                        "`{}` is not selected for {} yet",
                        data.opcode.name(),
                        self.proc.name()
                    ),
                ));
            }
        }
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
                let t = self.new_mask();
                let d = self.sreg(1);
                let (to, dop, mo) = (self.op(t), self.op(d), self.op(m));
                self.mins(Opcode::SLshrB64, &[to, mo, l]);
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

    /// `ballot`: the condition's lane mask ANDed with EXEC, as an i64. In
    /// wave32 the mask is one SGPR and the high dword is 0 (docs/ir.md).
    fn ballot(&mut self, r: agc_ir::Value, c: agc_ir::Value) {
        let exec = MOperand::Phys(self.exec_reg());
        let m = self.new_mask();
        let mo = self.op(m);
        match self.get(c) {
            Val::Const(k) if k & 1 == 0 => {
                self.set(r, Val::Const(0));
                return;
            }
            Val::Const(_) => self.mins(Opcode::SMovB64, &[mo, exec]),
            _ => {
                let cm = self.mask_of(c);
                let co = self.op(cm);
                self.mins(Opcode::SAndB64, &[mo, co, exec]);
            }
        }
        if self.mask_dwords() == 2 {
            self.set(r, Val::Reg(m));
            return;
        }
        let hi = self.sreg(1);
        let ho = self.op(hi);
        self.ins(Opcode::SMovB32, &[ho, imm(0)]);
        let d = self.combine(RegFile::Sgpr, &[mo, ho]);
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
        let row = REDUCE.iter().find(|row| row.op == op);
        let supported = match ty {
            Type::F32 | Type::F64 => true,
            _ if op.is_float() => false,
            _ => ty.is_int() && bits <= 64,
        };
        let Some(row) = row.filter(|_| supported) else {
            return Err(self.error(
                inst,
                format!("`wave_reduce {}` on {ty} is not supported by the GFX9 instruction selector yet", op.name()),
            ));
        };
        if !self.div_operand(x) && op != ReduceOp::Fadd {
            let out = self.reduce_uniform(op, x, bits);
            self.set(r, out);
            return Ok(());
        }
        let v = if bits == 64 {
            self.src_wide(x)
        } else {
            self.src(x, 0)
        };
        // Narrow integers: extend so that min/max compare the right values.
        let v = match op {
            ReduceOp::Smin | ReduceOp::Smax if bits < 32 => {
                let e = self.sext_small(v, bits, true);
                self.op(e)
            }
            ReduceOp::Umin | ReduceOp::Umax if bits < 32 => {
                let d = self.vgpr_reg(1);
                let dop = self.op(d);
                self.valu(Opcode::VAndB32, &[dop, const32((1 << bits) - 1), v], true);
                dop
            }
            _ => v,
        };
        let out = self.reduce_lanes(row, v, if bits == 64 { 2 } else { 1 });
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
        let exec = MOperand::Phys(self.exec_reg());
        self.mins(Opcode::SBcnt1I32B64, &[no, exec]);
        if bits == 64 && op == ReduceOp::Add {
            let parts = self.mul_by_count(x, no, true);
            return Val::Reg(self.combine(RegFile::Sgpr, &parts));
        }
        if bits == 64 {
            // x when the count is odd.
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
        Some(self.reduce_lanes(row, x, 1))
    }

    /// Reduces `x` (`dw` dwords) over the active lanes (module doc); the
    /// result is in SGPRs.
    fn reduce_lanes(&mut self, row: &ReduceRow, x: MOperand, dw: u8) -> VReg {
        let identity = if dw == 2 {
            row.identity64
        } else {
            u64::from(row.identity32)
        };
        let (saved, t) = self.whole_wave_enter(identity, x, dw);
        let out = self.reduce_rows(row.step, t);
        self.whole_wave_exit(saved);
        out
    }
}
