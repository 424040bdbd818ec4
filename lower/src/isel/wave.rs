//! Wave operations: `readlane`, `ballot`, `shuffle` and `wave_reduce`,
//! one lowering for wave32 and wave64 and for every generation: the lane
//! mask width, the last lane and the EXEC rows come from the target's
//! wave size, the cross-lane rows from table facts of the processor
//! (`has_dpp_row_bcast`, `has_permlane16`, `has_permlane64`) and its
//! generation (`permute_lanes`). What a processor lacks is E0200.
//!
//! `readlane` and a `shuffle` by a uniform index are `v_readlane_b32`;
//! a divergent `shuffle` is `ds_bpermute_b32` (the LDS crossbar without
//! LDS memory: each lane reads the lane its byte address names) when one
//! permute addresses the whole wave (GFX9; wave32). On GFX10+ in wave64
//! a permute reaches only the reading lane's half of 32 lanes, so a lane
//! whose source is in the other half reads a copy with the halves
//! swapped by `v_permlane64_b32` ([`Sel::shuffle_halves`], as llc-22
//! selects it on gfx1100). `ballot` is the boolean's lane mask ANDed
//! with EXEC; in wave32 the mask is one SGPR and the `i64` result's high
//! dword is 0 (docs/ir.md).
//!
//! `wave_reduce` of a divergent value runs with every lane on, so that no
//! step reads a lane whose value is undefined (`s_or_saveexec_b32` and
//! `exec_lo` in wave32):
//!
//! ```text
//! s_or_saveexec_b64 saved, -1                ; saved = EXEC, every lane on
//! t0 = v_mov identity                        ; every lane
//! s_mov_b64 exec, saved ; t1 = WriteLanes(t0, x) ; s_mov_b64 exec, -1
//! t2 = op(t1[quad_perm 1,0,3,2], t1)         ; pairs
//! t3 = op(t2[quad_perm 2,3,0,1], t2)         ; quads
//! t4 = op(t3[row_ror:4], t3)                 ; half rows
//! t5 = op(t4[row_ror:8], t4)                 ; every lane: its row's total
//! GFX9 (DPP row broadcasts):
//!   t6 = op(t5[row_bcast:15], t5)            ; rows 1-3: + the row below
//!   t7 = op(t6[row_bcast:31], t6)            ; row 3: + rows 0-1
//! GFX10+ (DPP16 has no broadcasts):
//!   t6 = op(v_permlanex16(t5, 0, 0), t5)     ; + lane 0 of the other row: 32-lane total
//!   t7 = op(v_permlane64(t6), t6)            ; wave64: + the other half
//! r  = v_readlane_b32 t7, 63                 ; the last lane (31 in wave32)
//! s_mov_b64 exec, saved
//! ```
//!
//! The DPP sequence is the atomic optimizer's (`atomic_opt/dpp.rs`,
//! [`Sel::reduce_rows`]): one DPP VALU row per step for 32 bits, and for
//! 64 bits two `v_mov_b32_dpp` (or permlanes) and the 64-bit operation
//! (`v_add_f64`, carries, a 64-bit compare and two selects), one row per
//! dword for the bitwise operations. The GFX10+ steps follow llc-22's
//! reductions on gfx1100 (`v_permlanex16_b32` with lane selects 0, then
//! `v_permlane64_b32` in wave64); its in-row steps differ (row_xmask)
//! but leave the same row totals. The inactive lanes hold the identity
//! (`-0.0` for `fadd`, a quiet NaN for `fmin`/`fmax`, which IEEE
//! minNum/maxNum ignore), so the sum of a wave of `-0.0` stays `-0.0`.
//! The trick: the in-row steps only use patterns whose source lane is
//! always inside the row, so every lane ends with its row's total and the
//! cross-row steps read full row totals; the lanes GFX9's broadcasts
//! leave with partial values (row 0 reads 0 from outside the wave) are
//! never read.
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
use agc_isa::mir::{MOperand, Pseudo, VReg};
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
        // What a processor truly lacks is E0200: cross-row reductions
        // need GFX9's row broadcasts or GFX10+'s permlanes, a divergent
        // shuffle over more lanes than one permute addresses needs
        // v_permlane64 (table facts, [`Self::can_reduce_rows`],
        // `GenerationInfo::permute_lanes`).
        let lacks = match (data.opcode, data.payload) {
            (IrOp::WaveReduce, Payload::Reduce(op))
                if (self.div_operand(args[0]) || op == ReduceOp::Fadd)
                    && !self.can_reduce_rows() =>
            {
                Some("DPP row broadcasts or v_permlanex16_b32 (and v_permlane64_b32 in wave64)")
            }
            (IrOp::Shuffle, _)
                if self.div_operand(args[1])
                    && !self.permute_spans_wave()
                    && !self.target.info().has_permlane64 =>
            {
                Some("v_permlane64_b32 (ds_bpermute_b32 stays within 32 lanes)")
            }
            _ => None,
        };
        if let Some(what) = lacks {
            return Err(self.error(
                inst,
                format!(
                    "`{}` needs {what}, which {} does not have in wave{}",
                    data.opcode.name(),
                    self.proc.name(),
                    self.target.wave.lanes()
                ),
            ));
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
        } else if self.permute_spans_wave() {
            let i = self.src(idx, 0);
            let a = self.vgpr_reg(1);
            let ao = self.op(a);
            self.valu(Opcode::VLshlrevB32, &[ao, imm(2), i], false);
            let parts: smallvec::SmallVec<[MOperand; 4]> = (0..dw)
                .map(|k| {
                    let sk = self.dword_of(src, dw, k);
                    self.bpermute(ao, sk)
                })
                .collect();
            self.join_parts(&parts)
        } else {
            self.shuffle_halves(src, dw, idx)
        };
        let out = if ty == Type::I1 {
            self.vgpr_to_mask(out)
        } else {
            out
        };
        self.set(r, Val::Reg(out));
    }

    /// Whether one `ds_bpermute_b32` addresses every lane of the wave
    /// (GFX9; wave32 on GFX10+), [`agc_isa::processors::GenerationInfo::permute_lanes`].
    fn permute_spans_wave(&self) -> bool {
        let span = u32::from(self.target.info().generation.info().permute_lanes);
        span >= self.target.wave.lanes()
    }

    /// Dword `k` of `src` (`dw` dwords) as an operand.
    fn dword_of(&mut self, src: VReg, dw: u8, k: u8) -> MOperand {
        if dw == 1 {
            self.op(src)
        } else {
            self.part(src, k)
        }
    }

    /// `ds_bpermute_b32 d, addr, x`: each lane reads the lane its byte
    /// address names (within the permute's span).
    fn bpermute(&mut self, addr: MOperand, x: MOperand) -> MOperand {
        let d = self.vgpr_reg(1);
        let dop = self.op(d);
        self.ins(Opcode::DsBpermuteB32, &[dop, addr, x]);
        dop
    }

    /// One vreg from 1-dword VGPR parts (the part itself when alone).
    fn join_parts(&mut self, parts: &[MOperand]) -> VReg {
        match parts {
            [MOperand::VReg { reg, .. }] => *reg,
            _ => self.combine(RegFile::Vgpr, parts),
        }
    }

    /// A divergent shuffle when a permute reaches only the reading lane's
    /// half of the wave (wave64 on GFX10+), as llc-22 selects it on
    /// gfx1100: each lane permutes `src` for a source lane in its own
    /// half and a copy with the halves swapped (`v_permlane64_b32`) for
    /// one in the other half, and keeps the first when bit 5 of
    /// `lane ^ index` is clear.
    ///
    /// ```text
    /// a    = v_lshlrev_b32 2, idx
    /// saved = s_or_saveexec_b64 -1          ; unless EXEC is full
    /// ta, tx = a, src in EXEC's lanes, 0 elsewhere (WriteLanes)
    /// sw   = v_permlane64_b32 tx            ; every lane: its mirror's src
    /// far  = ds_bpermute_b32 ta, sw         ; source lane in the other half
    /// s_mov_b64 exec, saved
    /// near = ds_bpermute_b32 a, src         ; source lane in this half
    /// r    = ((lane ^ idx) & 32) == 0 ? near : far
    /// ```
    ///
    /// The swapped copy and its permute run with every lane on: a
    /// permute reads 0 from a lane EXEC disables, and the mirror of an
    /// active source lane may be off. The inactive lanes hold 0 there, so
    /// every lane the whole-wave rows read is written.
    fn shuffle_halves(&mut self, src: VReg, dw: u8, idx: agc_ir::Value) -> VReg {
        let i = self.src(idx, 0);
        let a = self.vgpr_reg(1);
        let ao = self.op(a);
        self.valu(Opcode::VLshlrevB32, &[ao, imm(2), i], false);
        // The address and every dword in whole-wave registers: one EXEC
        // switch around all the merges, each onto its own zeros (a shared
        // one would cost the allocator a whole-wave copy per merge).
        let saved = (!self.exec_is_full()).then(|| self.whole_wave_on());
        let mut whole = smallvec::SmallVec::<[MOperand; 5]>::new();
        whole.push(ao);
        for k in 0..dw {
            whole.push(self.dword_of(src, dw, k));
        }
        if let Some(s) = saved {
            let zeros: smallvec::SmallVec<[VReg; 5]> =
                whole.iter().map(|_| self.v_const(0)).collect();
            let exec = MOperand::Phys(self.exec_reg());
            let so = self.op(s);
            self.mins(Opcode::SMovB64, &[exec, so]);
            for (w, z) in whole.iter_mut().zip(zeros) {
                let t = self.vgpr_reg(1);
                let (to, zo) = (self.op(t), self.op(z));
                self.pseudo(Pseudo::WriteLanes, &[to, zo, *w]);
                *w = to;
            }
            self.mins(Opcode::SMovB64, &[exec, imm(-1)]);
        }
        let ta = whole[0];
        let mut far = smallvec::SmallVec::<[MOperand; 4]>::new();
        for &tx in &whole[1..] {
            let sw = self.vgpr_reg(1);
            let swo = self.op(sw);
            self.ins(Opcode::VPermlane64B32, &[swo, tx]);
            far.push(self.bpermute(ta, swo));
        }
        self.whole_wave_exit(saved);
        let near: smallvec::SmallVec<[MOperand; 4]> = (0..dw)
            .map(|k| {
                let sk = self.dword_of(src, dw, k);
                self.bpermute(ao, sk)
            })
            .collect();
        // Bit 5 of lane ^ index: the source lane is in the other half.
        let (lo, lane, x, h) = (
            self.vgpr_reg(1),
            self.vgpr_reg(1),
            self.vgpr_reg(1),
            self.vgpr_reg(1),
        );
        let (loo, lno, xo, ho) = (self.op(lo), self.op(lane), self.op(x), self.op(h));
        self.valu(Opcode::VMbcntLoU32B32, &[loo, imm(-1), imm(0)], false);
        self.valu(Opcode::VMbcntHiU32B32, &[lno, imm(-1), loo], false);
        self.valu(Opcode::VXorB32, &[xo, lno, i], true);
        self.valu(Opcode::VAndB32, &[ho, imm(32), xo], true);
        let same = self.new_mask();
        let so = self.op(same);
        self.valu(Opcode::VCmpEqU32, &[so, imm(0), ho], false);
        self.vselect(same, &near, &far)
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
