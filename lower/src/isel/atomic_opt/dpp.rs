//! DPP row sequences shared by the atomic optimizer's scan and by
//! `wave_reduce` (`isel/wave.rs`), both run in whole-wave mode (EXEC = all
//! lanes, the inactive lanes holding the identity).
//!
//! The atomic optimizer's exclusive scan of a divergent value:
//!
//! ```text
//! t = t OP t[row_shr:1]  ; t OP t[row_shr:2] ; row_shr:4 ; row_shr:8
//! a = t OP t[row_bcast:15]          ; rows 1-3 get the row below's total
//! t = a in rows 1 and 3, t in rows 0 and 2   (WriteLanes under EXEC)
//! t = t OP t[row_bcast:31]          ; rows 2 and 3 get lanes 0-31's total
//! ex = v_mov_b32 t[wave_shr:1]      ; exclusive; total = v_readlane t, 63
//! ```
//!
//! A reduction ([`Sel::reduce_rows`]) needs only the total: four in-row
//! steps whose source lane is always inside the row (quad permutes and row
//! rotations, [`ROW_REDUCE`]; DPP16 has them too) leave every lane with
//! its row's total. On GFX9 `row_bcast:15` and `row_bcast:31` then carry
//! the rows into lane 63 (rows 1-3 each add the row below; rows 2-3 then
//! add lane 31, which holds rows 0-1); the lanes of rows 0-2 end with
//! partial or meaningless values (a broadcast from outside the wave reads
//! 0) that nothing reads, so no identity has to be 0 and float operations
//! work unchanged. GFX10+ has no broadcasts: `v_permlanex16_b32` (lane
//! selects 0) adds the other row of each 32-lane half, `v_permlane64_b32`
//! in wave64 the other half, and every lane holds the total. One
//! `v_readlane_b32` per dword reads the wave's last lane. GFX10+'s scan
//! ([`Sel::scan_rows_permlane`]) replaces the two broadcasts by
//! `v_permlanex16_b32` (lane 15 of the other row, merged into rows 1 and
//! 3) and, in wave64, lane 31 read into an SGPR and merged into rows 2
//! and 3; without wave shifts, the exclusive scan is `row_shr:1` plus a
//! `v_writelane` of the previous row's last lane into lanes 16, 32, 48.
//!
//! The trick that keeps the scan free of tied "old" operands (MIR is SSA
//! and cannot name the value a DPP row leaves in the lanes it does not
//! write): every step uses `bound_ctrl`, so a lane whose source lies
//! outside its row reads 0, and every operation is first mapped to one
//! whose identity is 0 by an involution on the bits: `and`/`umin` become
//! `or`/`umax` of `~x`, `smax` becomes `umax` of `x ^ 0x8000_0000`,
//! `smin` becomes `umax` of `x ^ 0x7fff_ffff` (for 64 bits the same on
//! the whole value: the sign flip only touches the high dword). The one
//! step that must not write some rows (`row_bcast:15` would count row 1
//! twice in row 2) writes every row and is merged by a `WriteLanes` under
//! an EXEC of rows 1 and 3.
//!
//! A 32-bit step ([`Sel::dpp_step`]) is one DPP VALU row
//! (`v_add_u32_dpp`...), a 64-bit bitwise step one per dword. Any other
//! 64-bit step moves both dwords through
//! `v_mov_b32_dpp` (DPP rows are 32-bit) and applies the 64-bit operation
//! with plain rows: carries for `add`, a 64-bit compare and two selects
//! for the integer minima and maxima, `v_add_f64`/`v_min_f64`/`v_max_f64`
//! for floats. The two moves are independent, so the second needs no wait
//! states of its own.

use super::{Combine, Sel};
use agc_ir::instructions::AtomicRmwOp;
use agc_ir::Value;
use agc_isa::insts::Opcode;
use agc_isa::minst::{Dpp, Modifiers};
use agc_isa::mir::{MOpcode, MOperand, MirInst, Pseudo, VReg};
use agc_isa::regs::RegFile;

use super::super::{const32, imm};

/// The in-row inclusive scan steps (source lane `l - n` within the row).
const ROW_SHR: [u16; 4] = [0x111, 0x112, 0x114, 0x118];
const ROW_BCAST15: u16 = 0x142;
const ROW_BCAST31: u16 = 0x143;
const WAVE_SHR1: u16 = 0x138;
/// Rows 1 and 3 of a wave64 EXEC mask.
const ROWS_1_3: u64 = 0xffff_0000_ffff_0000;
/// Rows 2 and 3 of a wave64 EXEC mask.
const ROWS_2_3: u64 = 0xffff_ffff_0000_0000;

/// The in-row reduction steps: afterwards every lane holds its row's
/// total (each step's source lane is inside the row, so no lane reads
/// outside the pattern).
/// `bound_ctrl` changes nothing in whole-wave mode but tells the copy
/// forwarding after allocation that every lane is written.
pub(in crate::isel) const ROW_REDUCE: [Dpp; 4] = [
    bound(Dpp::quad_perm([1, 0, 3, 2]).ctrl),
    bound(Dpp::quad_perm([2, 3, 0, 1]).ctrl),
    bound(Dpp::row_ror(4).ctrl),
    bound(Dpp::row_ror(8).ctrl),
];

/// All rows and banks, `bound_ctrl` (a source outside the pattern reads 0).
const fn bound(ctrl: u16) -> Dpp {
    Dpp {
        ctrl,
        row_mask: 0xf,
        bank_mask: 0xf,
        bound_ctrl: true,
    }
}

/// How a DPP step combines two values: the VOP2 row for 32 bits (DPP-able)
/// and the operation [`Sel::apply`] runs for 64 bits.
#[derive(Clone, Copy)]
pub(in crate::isel) struct StepOp {
    pub valu: Opcode,
    pub wide: AtomicRmwOp,
}

impl Sel<'_> {
    /// The scan of a divergent `v` (32 or 64 bits): each lane's exclusive
    /// prefix in the flipped domain (when `want_prefix`) and the total in
    /// VGPRs, unflipped, for the atomic.
    pub(super) fn dpp_scan(
        &mut self,
        row: &Combine,
        v: Value,
        wide: bool,
        want_prefix: bool,
    ) -> (Option<VReg>, VReg) {
        let dw: u8 = if wide { 2 } else { 1 };
        let x = self.flipped_value(row, v, dw);
        let (saved, t1) = self.whole_wave_enter(0, x, dw);
        let mut t = t1;
        for ctrl in ROW_SHR {
            t = self.scan_step(row, ctrl, t);
        }
        let (incl, ex) = if self.target.info().has_dpp_row_bcast {
            let a = self.scan_step(row, ROW_BCAST15, t);
            let merged = self.merge_rows(t, a, ROWS_1_3);
            let incl = self.scan_step(row, ROW_BCAST31, merged);
            let ex = want_prefix.then(|| {
                let parts = self.dpp_moves(incl, bound(WAVE_SHR1));
                self.join(RegFile::Vgpr, &parts)
            });
            (incl, ex)
        } else {
            self.scan_rows_permlane(row, t, want_prefix)
        };
        let last = imm(self.target.wave.lanes() as i32 - 1);
        let mut total = smallvec::SmallVec::<[MOperand; 2]>::new();
        for i in 0..dw {
            let s = self.sreg(1);
            let so = self.op(s);
            let ii = self.dword(incl, i);
            self.ins(Opcode::VReadlaneB32, &[so, ii, last]);
            let f = row.flip_part(dw, i);
            if f == 0 {
                total.push(so);
            } else {
                let u = self.sreg(1);
                let uo = self.op(u);
                self.ins(Opcode::SXorB32, &[uo, so, const32(f)]);
                total.push(uo);
            }
        }
        self.whole_wave_exit(saved);
        let total = self.join(RegFile::Sgpr, &total);
        let tt = self.op(total);
        (ex, self.to_vgpr(tt, dw))
    }

    /// `t` with `a` written into the lanes of `rows` (a wave64 mask,
    /// cut to the wave's lanes), under an EXEC of those rows: the merge of
    /// a step that must not write every row (MIR cannot name the value a
    /// DPP row mask leaves in the rows it skips). EXEC is all ones after.
    fn merge_rows(&mut self, t: VReg, a: VReg, rows: u64) -> VReg {
        let exec = MOperand::Phys(self.exec_reg());
        let lanes = self.target.wave.lanes();
        let rows = rows & (u64::MAX >> (64 - lanes));
        let m = if lanes == 64 {
            self.s_const64(rows)
        } else {
            self.s_const(rows as u32)
        };
        let mo = self.op(m);
        self.mins(Opcode::SMovB64, &[exec, mo]);
        let dw = self.mf.vreg_data(t).dwords;
        let merged = self.vgpr_reg(dw);
        let (mgo, to, ao) = (self.op(merged), self.op(t), self.op(a));
        self.pseudo(Pseudo::WriteLanes, &[mgo, to, ao]);
        self.mins(Opcode::SMovB64, &[exec, imm(-1)]);
        merged
    }

    /// GFX10+ (no row broadcasts or wave shifts) from the in-row
    /// inclusive scan `t`: the inclusive scan of the wave and, when
    /// `want_prefix`, the exclusive one, as llc-22 builds its atomic
    /// optimizer's scan on gfx1100:
    ///
    /// ```text
    /// p  = v_permlanex16_b32 t, -1, -1       ; lane 15 of the other row
    /// t  = t SCAN p in rows 1 and 3          ; merged under EXEC
    /// s  = v_readlane_b32 t, 31              ; wave64: lanes 0-31's total
    /// t  = t SCAN s in rows 2 and 3          ; merged under EXEC
    /// ex = v_mov_b32_dpp t row_shr:1 bound_ctrl   ; row starts read 0
    /// ex[16], ex[32], ex[48] = t[15], t[31], t[47] (v_writelane)
    /// ```
    fn scan_rows_permlane(
        &mut self,
        row: &Combine,
        t: VReg,
        want_prefix: bool,
    ) -> (VReg, Option<VReg>) {
        let op = row.scan_op();
        let dw = self.mf.vreg_data(t).dwords;
        let lanes = self.target.wave.lanes();
        let mut parts = smallvec::SmallVec::<[MOperand; 2]>::new();
        for i in 0..dw {
            let d = self.vgpr_reg(1);
            let (dop, ti) = (self.op(d), self.dword(t, i));
            self.ins(Opcode::VPermlanex16B32, &[dop, ti, imm(-1), imm(-1)]);
            parts.push(dop);
        }
        let p = self.join(RegFile::Vgpr, &parts);
        let a = self.apply(op, p, t);
        let mut incl = self.merge_rows(t, a, ROWS_1_3);
        if lanes == 64 {
            let s = self.readlane_reg(incl, imm(31));
            let so = self.op(s);
            let sv = self.to_vgpr(so, dw);
            let b = self.apply(op, sv, incl);
            incl = self.merge_rows(incl, b, ROWS_2_3);
        }
        let ex = want_prefix.then(|| {
            let parts = self.dpp_moves(incl, bound(ROW_SHR[0]));
            let mut ex = self.join(RegFile::Vgpr, &parts);
            for lane in (16..lanes).step_by(16) {
                let s = self.readlane_reg(incl, imm(lane as i32 - 1));
                let e2 = self.vgpr_reg(dw);
                let (e2o, exo, so) = (self.op(e2), self.op(ex), self.op(s));
                self.pseudo(Pseudo::WriteLanes, &[e2o, exo, so, imm(lane as i32)]);
                ex = e2;
            }
            ex
        });
        (incl, ex)
    }

    /// `v` in VGPRs with the row's flip applied, as one operand.
    fn flipped_value(&mut self, row: &Combine, v: Value, dw: u8) -> MOperand {
        if dw == 1 {
            let x = self.src(v, 0);
            return if row.flip != 0 {
                let f = self.vgpr_reg(1);
                let fo = self.op(f);
                self.valu(Opcode::VXorB32, &[fo, const32(row.flip), x], true);
                fo
            } else if self.operand_is_vgpr(&x) {
                x
            } else {
                self.to_vgpr_operand(x, 1)
            };
        }
        let xv = self.vgpr(v);
        if row.flip == 0 && row.flip_lo64 == 0 {
            return self.op(xv);
        }
        let mut parts = smallvec::SmallVec::<[MOperand; 2]>::new();
        for i in 0..2 {
            let xi = self.part(xv, i);
            let f = row.flip_part(2, i);
            if f == 0 {
                parts.push(xi);
            } else {
                let r = self.vgpr_reg(1);
                let ro = self.op(r);
                self.valu(Opcode::VXorB32, &[ro, const32(f), xi], true);
                parts.push(ro);
            }
        }
        let r = self.combine(RegFile::Vgpr, &parts);
        self.op(r)
    }

    /// One vreg from 32-bit parts (the part's own vreg when there is one).
    fn join(&mut self, file: RegFile, parts: &[MOperand]) -> VReg {
        match parts {
            [MOperand::VReg { reg, dwords: 1, .. }] if self.mf.vreg_data(*reg).dwords == 1 => *reg,
            _ => self.combine(file, parts),
        }
    }

    /// Whether EXEC holds every lane of the wave here: a kernel whose
    /// required workgroup size is a whole number of waves (grids are whole
    /// workgroups), in a block no divergent branch can make lanes skip.
    pub(in crate::isel) fn exec_is_full(&self) -> bool {
        let lanes = u64::from(self.target.wave.lanes());
        let whole_waves = self
            .func
            .attrs
            .reqd_workgroup_size
            .is_some_and(|[x, y, z]| (u64::from(x) * u64::from(y) * u64::from(z)) % lanes == 0);
        self.func.is_kernel() && whole_waves && !self.uni.partial_exec[self.ir_block]
    }

    /// Enters whole-wave mode: returns EXEC as it was (`None` when it
    /// already holds every lane, [`Self::exec_is_full`], and is left
    /// alone) and a register holding `x` (`dw` dwords, VGPRs) in the lanes
    /// EXEC had on and `identity` (dword `i` is bits `32 i..`) in the
    /// others. EXEC is all ones afterwards; the caller restores it from
    /// the first result ([`Self::whole_wave_exit`]). The saved mask and
    /// the EXEC moves are as wide as the wave's lane mask.
    pub(in crate::isel) fn whole_wave_enter(
        &mut self,
        identity: u64,
        x: MOperand,
        dw: u8,
    ) -> (Option<VReg>, VReg) {
        let x = if self.operand_is_vgpr(&x) {
            x
        } else {
            self.to_vgpr_operand(x, dw)
        };
        if self.exec_is_full() {
            // No lane to fill with the identity.
            let t = match x {
                MOperand::VReg { reg, offset: 0, .. } if self.mf.vreg_data(reg).dwords == dw => reg,
                _ => {
                    let t = self.vgpr_reg(dw);
                    let to = self.op(t);
                    self.pseudo(Pseudo::Copy, &[to, x]);
                    t
                }
            };
            return (None, t);
        }
        let saved = self.whole_wave_on();
        let id = if dw == 2 {
            let parts = [const32(identity as u32), const32((identity >> 32) as u32)];
            self.combine(RegFile::Vgpr, &parts)
        } else {
            self.v_const(identity as u32)
        };
        let t = self.write_active(saved, id, x, dw);
        (Some(saved), t)
    }

    /// `saved = EXEC, EXEC = every lane` in one SALU row; returns `saved`.
    pub(in crate::isel) fn whole_wave_on(&mut self) -> VReg {
        // WriteLanes keeps lanes EXEC does not cover: the allocator's own
        // moves must copy every lane.
        self.mf.inactive_lanes_live = true;
        let saved = self.new_mask();
        let so = self.op(saved);
        self.mins(Opcode::SOrSaveexecB64, &[so, imm(-1)]);
        saved
    }

    /// In whole-wave mode: a register holding `x` (`dw` dwords) in the
    /// lanes of `saved` and `fill`'s lanes elsewhere, every lane written
    /// (EXEC is `saved` for the merge and all ones again after it).
    fn write_active(&mut self, saved: VReg, fill: VReg, x: MOperand, dw: u8) -> VReg {
        let exec = MOperand::Phys(self.exec_reg());
        let so = self.op(saved);
        self.mins(Opcode::SMovB64, &[exec, so]);
        let t = self.vgpr_reg(dw);
        let (to, fo) = (self.op(t), self.op(fill));
        self.pseudo(Pseudo::WriteLanes, &[to, fo, x]);
        self.mins(Opcode::SMovB64, &[exec, imm(-1)]);
        t
    }

    /// Leaves whole-wave mode: EXEC as [`Self::whole_wave_enter`] found it.
    pub(in crate::isel) fn whole_wave_exit(&mut self, saved: Option<VReg>) {
        if let Some(saved) = saved {
            let so = self.op(saved);
            let exec = MOperand::Phys(self.exec_reg());
            self.mins(Opcode::SMovB64, &[exec, so]);
        }
    }

    /// Whether [`Self::reduce_rows`] can combine the rows of a wave on
    /// this target: GFX9's row broadcasts, or GFX10+'s v_permlanex16
    /// (and in wave64 v_permlane64).
    pub(in crate::isel) fn can_reduce_rows(&self) -> bool {
        let info = self.target.info();
        info.has_dpp
            && (info.has_dpp_row_bcast
                || (info.has_permlane16 && (self.target.wave.lanes() == 32 || info.has_permlane64)))
    }

    /// The wave's total of a whole-wave `t` (32 or 64 bits) whose inactive
    /// lanes hold the identity, in SGPRs (module doc: the in-row steps,
    /// then the rows combined, read from the last lane). EXEC stays all
    /// ones. Needs [`Self::can_reduce_rows`].
    pub(in crate::isel) fn reduce_rows(&mut self, op: StepOp, t: VReg) -> VReg {
        let mut t = t;
        for dpp in ROW_REDUCE {
            t = self.dpp_step(op, dpp, t);
        }
        if self.target.info().has_dpp_row_bcast {
            for ctrl in [ROW_BCAST15, ROW_BCAST31] {
                t = self.dpp_step(op, bound(ctrl), t);
            }
        } else {
            // Every lane holds its row's total: lane 0 of the other row
            // of the half gives the half's total, the other half (wave64)
            // the wave's.
            t = self.lane_step(op, t, |sel, d, s| {
                sel.ins(Opcode::VPermlanex16B32, &[d, s, imm(0), imm(0)])
            });
            if self.target.wave.lanes() == 64 {
                t = self.lane_step(op, t, |sel, d, s| sel.ins(Opcode::VPermlane64B32, &[d, s]));
            }
        }
        let last = imm(self.target.wave.lanes() as i32 - 1);
        let dw = self.mf.vreg_data(t).dwords;
        let mut parts = smallvec::SmallVec::<[MOperand; 2]>::new();
        for i in 0..dw {
            let s = self.sreg(1);
            let (so, ti) = (self.op(s), self.dword(t, i));
            self.ins(Opcode::VReadlaneB32, &[so, ti, last]);
            parts.push(so);
        }
        self.join(RegFile::Sgpr, &parts)
    }

    /// `d = move(t) OP t` for a whole-wave `t` of 32 or 64 bits, where
    /// `move(sel, dst, src)` emits a cross-lane move of one dword (a
    /// permlane; VOP3 rows take no DPP, so the operation is a plain row).
    fn lane_step(
        &mut self,
        op: StepOp,
        t: VReg,
        mut mv: impl FnMut(&mut Self, MOperand, MOperand),
    ) -> VReg {
        let dw = self.mf.vreg_data(t).dwords;
        let mut parts = smallvec::SmallVec::<[MOperand; 2]>::new();
        for i in 0..dw {
            let d = self.vgpr_reg(1);
            let (dop, ti) = (self.op(d), self.dword(t, i));
            mv(self, dop, ti);
            parts.push(dop);
        }
        let s = self.join(RegFile::Vgpr, &parts);
        self.apply(op.wide, s, t)
    }

    /// `v_mov_b32_dpp` of each dword of `t`.
    fn dpp_moves(&mut self, t: VReg, dpp: Dpp) -> smallvec::SmallVec<[MOperand; 2]> {
        let dw = self.mf.vreg_data(t).dwords;
        let mut parts = smallvec::SmallVec::new();
        for i in 0..dw {
            let d = self.vgpr_reg(1);
            let (dop, ti) = (self.op(d), self.dword(t, i));
            self.push(MirInst {
                opcode: MOpcode::Real(Opcode::VMovB32),
                operands: [dop, ti].into_iter().collect(),
                mods: Modifiers {
                    dpp: Some(dpp),
                    ..Modifiers::default()
                },
                loc: None,
            });
            parts.push(dop);
        }
        parts
    }

    /// `d = t[dpp] OP t` for a whole-wave `t` of 32 or 64 bits.
    pub(in crate::isel) fn dpp_step(&mut self, op: StepOp, dpp: Dpp, t: VReg) -> VReg {
        let dw = self.mf.vreg_data(t).dwords;
        let bitwise = matches!(
            op.wide,
            AtomicRmwOp::And | AtomicRmwOp::Or | AtomicRmwOp::Xor
        );
        if dw == 2 && !bitwise {
            let parts = self.dpp_moves(t, dpp);
            let s = self.combine(RegFile::Vgpr, &parts);
            return self.apply(op.wide, s, t);
        }
        // One DPP row per dword (bitwise operations work a dword at a time).
        let mut parts = smallvec::SmallVec::<[MOperand; 2]>::new();
        for i in 0..dw {
            let d = self.vgpr_reg(1);
            let (dop, ti) = (self.op(d), self.dword(t, i));
            self.push(MirInst {
                opcode: MOpcode::Real(op.valu),
                operands: [dop, ti, ti].into_iter().collect(),
                mods: Modifiers {
                    dpp: Some(dpp),
                    ..Modifiers::default()
                },
                loc: None,
            });
            parts.push(dop);
        }
        self.join(RegFile::Vgpr, &parts)
    }

    /// A scan step: `d = t[ctrl] SCAN t` with `bound_ctrl` (a lane whose
    /// source is outside the pattern reads 0, the identity).
    fn scan_step(&mut self, row: &Combine, ctrl: u16, t: VReg) -> VReg {
        let op = StepOp {
            valu: row.scan,
            wide: row.scan_op(),
        };
        self.dpp_step(op, bound(ctrl), t)
    }
}
