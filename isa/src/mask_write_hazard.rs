//! GFX11's wave64 VALU mask-write hazard: the facts, and the state
//! machine that both the inserting pass and the simulator's check run.
//!
//! Role: in wave64 on RDNA 3 (gfx1100-gfx1103, gfx1150-gfx1153,
//! gfx11-generic) a VALU that reads an SGPR pair as a lane mask
//! (`v_cndmask`'s mask, a carry-in, `v_div_fmas`'s VCC), followed by a
//! write of that pair, needs `s_waitcnt_depctr` after the write before
//! anything reads the pair again: `sa_sdst(0)` for an SALU write (of VCC
//! too), `va_sdst(0)` for a VALU write, `va_vcc(0)` for a VALU write of
//! VCC.
//!
//! Source: llc-22's post-RA hazard recognizer on hand-written MIR
//! (gfx1100, gfx1103, gfx1150 and gfx11-generic in wave64; none in wave32
//! or on GFX12): a mask read then a write of the pair (or of one half),
//! at any distance, with loads, SALUs or VALUs between, gets the wait
//! after the write; one wait covers every write before it, and a wait
//! after the mask read ends it (a second write then needs nothing).
//! llc places the wait right after the write (after the last of
//! consecutive such writes); what the hardware needs is only that it
//! comes before the pair is read again, or before control leaves, which
//! is what the simulator checks (see [`MaskWriteState::step`]'s `eager`).
//!
//! Invariants: [`MaskWriteState::step`] is the only place the rules are
//! written. Mask reads are tracked across blocks (a join unites them);
//! pending writes never leave a block (a block's last writes get their
//! wait inside it).

use crate::insts::{Implicit, OpKind, Opcode, DEPCTR_FIELDS};
use crate::minst::{MInst, Operand};
use crate::processors::{procset, ProcSet};
use crate::regs::special;
use crate::sgpr_hazard::{bits, field_mask, pairs, sgpr_numbers};

/// Where the hazard holds and how it is waited for.
#[derive(Clone, Copy, Debug)]
pub struct MaskWriteFacts {
    pub procs: ProcSet,
    /// Only waves of this many lanes have it.
    pub wave: u32,
    pub salu_field: &'static str,
    pub valu_field: &'static str,
    pub vcc_field: &'static str,
    pub source: &'static str,
}

/// The one row (module doc: source).
pub const MASK_WRITE: MaskWriteFacts = MaskWriteFacts {
    procs: procset::GFX11,
    wave: 64,
    salu_field: "sa_sdst",
    valu_field: "va_sdst",
    vcc_field: "va_vcc",
    source: "llc-22 post-RA-hazard-rec, GFX11 wave64 (VALU mask write)",
};

/// The fields a wait needs, as a set of the three kinds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MaskWait(u8);

impl MaskWait {
    pub const NONE: MaskWait = MaskWait(0);
    pub const SALU: MaskWait = MaskWait(1);
    pub const VALU: MaskWait = MaskWait(2);
    pub const VCC: MaskWait = MaskWait(4);

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    fn fields(self) -> impl Iterator<Item = &'static str> {
        [
            (MaskWait::SALU, MASK_WRITE.salu_field),
            (MaskWait::VALU, MASK_WRITE.valu_field),
            (MaskWait::VCC, MASK_WRITE.vcc_field),
        ]
        .into_iter()
        .filter(move |(k, _)| self.0 & k.0 != 0)
        .map(|(_, f)| f)
    }
    /// The `s_waitcnt_depctr` immediate: every field at its maximum but
    /// these at 0 (0xff9e for `sa_sdst(0)`, as llc writes it).
    pub fn depctr_imm(self) -> u16 {
        let mut imm = DEPCTR_FIELDS.iter().fold(0u16, |m, f| m | field_mask(f.0));
        for f in self.fields() {
            imm &= !field_mask(f);
        }
        imm
    }
}

/// The state at one program point.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MaskWriteState {
    /// Bit p: a VALU read SGPR pair p (s[2p:2p+1], VCC at 53) as a lane
    /// mask since the last wait, on some path.
    masks: u64,
    /// Bit n: SGPR n written since then, awaiting its wait.
    pending: u128,
    /// The fields the pending writes need.
    kinds: MaskWait,
}

/// Whether the instruction moves control (llc keeps waits from moving
/// past it): a branch, call, return or the end of the program.
pub fn ends_wait_region(inst: &MInst) -> bool {
    let info = inst.opcode.info();
    info.operands.iter().any(|o| o.kind == OpKind::Label)
        || crate::mir::crosses_functions(inst)
        || inst.opcode == Opcode::SEndpgm
}

impl MaskWriteState {
    /// The union of two states (a CFG join); pending writes never meet
    /// at a join.
    pub fn join(&mut self, other: &MaskWriteState) {
        self.masks |= other.masks;
    }

    /// Whether a write is waiting for its wait.
    pub fn pending(&self) -> bool {
        self.pending != 0
    }

    /// The SGPRs written and waiting (bit n: SGPR n, VCC at 106).
    pub fn pending_mask(&self) -> u128 {
        self.pending
    }

    /// The wait for everything pending (nothing when nothing is), and the
    /// state after it.
    pub fn flush(&mut self) -> MaskWait {
        let w = self.kinds;
        if self.pending != 0 {
            self.pending = 0;
            self.kinds = MaskWait::NONE;
            self.masks = 0;
        }
        w
    }

    /// Whether `inst` writes an SGPR pair read as a mask since the last
    /// wait.
    fn writes_tracked(&self, inst: &MInst) -> bool {
        let info = inst.opcode.info();
        info.operands
            .iter()
            .zip(inst.operands.iter())
            .any(|(o, op)| {
                op.reg()
                    .filter(|_| o.is_def())
                    .and_then(sgpr_numbers)
                    .is_some_and(|(a, b)| self.masks & pairs(a, b) != 0)
            })
    }

    /// Issues `inst`; returns the wait that must come right before it
    /// (the state afterwards assumes it was there). `eager` (the pass)
    /// places a pending write's wait right after it, as llc does: before
    /// the next instruction unless that one is another such write;
    /// otherwise (the simulator's check) a wait is needed only where it
    /// matters: before a read of a pending SGPR and before a branch,
    /// call, return or the end.
    pub fn step(&mut self, inst: &MInst, eager: bool) -> MaskWait {
        let info = inst.opcode.info();
        let valu = info.format.is_valu();
        let alu = valu || info.format.is_salu();
        let mut wait = MaskWait::NONE;
        if self.pending != 0 {
            let reads = info
                .operands
                .iter()
                .zip(inst.operands.iter())
                .filter(|(o, _)| o.is_use())
                .filter_map(|(_, op)| op.reg().and_then(sgpr_numbers))
                .chain(
                    info.implicit
                        .has(Implicit::USE_VCC)
                        .then_some((special::VCC, special::VCC + 2)),
                );
            let reads_pending = alu
                && reads
                    .into_iter()
                    .any(|(a, b)| self.pending & bits(a, b) != 0);
            let region = alu && ends_wait_region(inst);
            let another_write = alu && self.writes_tracked(inst);
            if reads_pending || region || (eager && !another_write) {
                wait = self.flush();
            }
        }
        if inst.opcode == Opcode::SWaitcntDepctr {
            if let Some(Operand::Imm(v)) = inst.operands.first() {
                let v = *v as u16;
                let mut cleared = MaskWait::NONE;
                for (k, f) in [
                    (MaskWait::SALU, MASK_WRITE.salu_field),
                    (MaskWait::VALU, MASK_WRITE.valu_field),
                    (MaskWait::VCC, MASK_WRITE.vcc_field),
                ] {
                    if v & field_mask(f) == 0 {
                        cleared.0 |= k.0;
                    }
                }
                if !cleared.is_empty() {
                    self.masks = 0;
                    if self.kinds.0 & !cleared.0 == 0 {
                        self.pending = 0;
                        self.kinds = MaskWait::NONE;
                    }
                }
            }
            return wait;
        }
        if !alu {
            return wait;
        }
        // Writes of a pair read as a mask since the last wait.
        for (o, op) in info.operands.iter().zip(inst.operands.iter()) {
            let Some((a, b)) = op.reg().filter(|_| o.is_def()).and_then(sgpr_numbers) else {
                continue;
            };
            if self.masks & pairs(a, b) != 0 {
                self.pending |= bits(a, b);
                let vcc = a >= special::VCC;
                self.kinds.0 |= match (valu, vcc) {
                    (false, _) => MaskWait::SALU.0,
                    (true, false) => MaskWait::VALU.0,
                    (true, true) => MaskWait::VCC.0,
                };
            }
        }
        // Then its own mask reads (a write by the same instruction is not
        // after them).
        if valu {
            for (o, op) in info.operands.iter().zip(inst.operands.iter()) {
                if o.is_use() && o.is_lane_mask(info.format) {
                    if let Some((a, b)) = op.reg().and_then(sgpr_numbers) {
                        self.masks |= pairs(a, b);
                    }
                }
            }
            if info.implicit.has(Implicit::USE_VCC) {
                self.masks |= pairs(special::VCC, special::VCC + 2);
            }
        }
        wait
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::regs::{Reg, RegFile};

    fn cnd(mask: u16) -> MInst {
        MInst::new(
            Opcode::VCndmaskB32,
            &[
                Reg::v(0).into(),
                Reg::v(1).into(),
                Reg::v(2).into(),
                Reg::s_range(mask, mask + 1).into(),
            ],
        )
    }
    fn s_mov64(d: u16) -> MInst {
        MInst::new(
            Opcode::SMovB64,
            &[Reg::s_range(d, d + 1).into(), Operand::Inline(193)],
        )
    }
    fn s_and64(d: u16, a: u16) -> MInst {
        MInst::new(
            Opcode::SAndB64,
            &[
                Reg::s_range(d, d + 1).into(),
                Reg::s_range(a, a + 1).into(),
                Reg::new(RegFile::Special, special::EXEC, 2).into(),
            ],
        )
    }
    fn run(insts: &[MInst]) -> Vec<MaskWait> {
        let mut st = MaskWriteState::default();
        insts.iter().map(|i| st.step(i, false)).collect()
    }

    /// Oracle: llc-22 post-RA-hazard-rec on the same streams as MIR
    /// (gfx1100 wave64): the mask read, an SALU write of the pair, then a
    /// read of it gets `S_WAITCNT_DEPCTR 65438` (sa_sdst(0)) between the
    /// write and the read; no mask read, or a write of another pair, gets
    /// none; two writes share one wait.
    #[test]
    fn the_rules() {
        use MaskWait as W;
        assert_eq!(
            run(&[cnd(4), s_mov64(4), s_and64(6, 4)]),
            [W::NONE, W::NONE, W::SALU]
        );
        assert_eq!(run(&[s_mov64(4), s_and64(6, 4)]), [W::NONE; 2]);
        assert_eq!(run(&[cnd(4), s_mov64(6), s_and64(8, 6)]), [W::NONE; 3]);
        assert_eq!(
            run(&[cnd(4), s_mov64(4), s_mov64(4), s_and64(6, 4)]),
            [W::NONE, W::NONE, W::NONE, W::SALU]
        );
        assert_eq!(W::SALU.depctr_imm(), 65438);
        assert_eq!(W::VALU.depctr_imm(), 61855);
        assert_eq!(W::VCC.depctr_imm(), 65437);
    }
}
