//! GFX12's SGPR read hazard: the facts, and the state machine that both
//! the inserting pass and the simulator's check run.
//!
//! Role: on RDNA 4 (gfx1200, gfx1201, gfx12-generic) an SGPR that a VALU
//! has read may be rewritten by an SALU or a VALU and then read again
//! before the rewrite is visible; software must wait with `s_wait_alu`
//! (GFX12's spelling of `s_waitcnt_depctr`) before that read: field
//! `sa_sdst` at 0 for an SALU write, `va_sdst` for a VALU write (only a
//! VALU reader needs it), `va_vcc` for a write of VCC by either. Unlike
//! the wait-state rules of [`crate::hazards`], the hazard does not expire
//! with distance; it ends at the wait, at any vector or scalar memory
//! instruction, and, for VALU writes, at an SALU read of a tracked SGPR.
//!
//! Source: llc-22's placement of these waits on its own gfx1201 code
//! (wave32 and wave64), reproduced by this state machine on every stream
//! of the examples and exec tests (`tests/alu_hazards_llc.rs`); the
//! rules below are what that placement implies, in order:
//! - only SGPRs a VALU has read are *tracked*, in aligned pairs (s0..s1,
//!   s2..s3, ...; VCC is the pair at 106, the trap temporaries follow at
//!   108, and each also counts as s0, as llc numbers them all 0 here: a
//!   VALU reading the workgroup id in TTMP9 tracks s0..s1, and an SALU
//!   read of TTMP9 waits for a pending s0); EXEC, M0, `null` and SCC
//!   never take part. A VALU's read of an
//!   untracked pair starts tracking it and needs nothing;
//! - an SALU or VALU write of a tracked SGPR leaves it *pending* (per
//!   SGPR and per writer kind; VCC has one pending state for both);
//! - a read of a pending SGPR by an SALU needs `sa_sdst(0)` if an SALU
//!   wrote it; by a VALU, also `va_sdst(0)` if a VALU wrote it; a read of
//!   pending VCC needs `sa_sdst(0)` after an SALU write and `va_vcc(0)`
//!   after a VALU one. An SALU read of a tracked SGPR other than VCC ends
//!   every VALU-written pending SGPR; of VCC, VCC's pending state when a
//!   VALU wrote it;
//! - a wait with one of those fields at 0 ends its pending kind
//!   (`sa_sdst` SALU writes of VCC too, `va_sdst` not VALU ones); a
//!   buffer (MUBUF) or SMEM instruction ends all of them and takes no
//!   part otherwise; global, scratch, flat, DS and other instructions
//!   take no part (llc's placement shows the FLAT family does not end
//!   the hazard);
//! - a call, return or `s_setpc_b64` waits for everything pending first
//!   (the other side does not see the chain), and after a call every
//!   pair counts as tracked; a device function starts with every pair
//!   tracked, a kernel with none.
//!
//! Invariants: [`SgprHazardState::step`] is the only place these rules
//! are written. A state stands for every path that reaches its point:
//! pending writes and tracked pairs on *some* path (so a wait is asked for
//! whenever one path needs it), and, apart, the pairs tracked on *every*
//! path, which alone may end VALU writes at an SALU read (a pair tracked
//! on one path only must not clear what another path left pending).
//! [`SgprHazardState::join`] unites the first and intersects the second,
//! and a state above another (more pending and tracked-somewhere, fewer
//! tracked-everywhere) never asks for fewer waits or ends with less
//! pending: what a pass iterating over a CFG needs to be sound. llc-22
//! keeps one tracked set and clears on it, which is the same on a single
//! path; where paths join the two can differ, and agc then waits where
//! llc may not (see `tests/alu_hazards_llc.rs`).

use crate::insts::{Format, Implicit, Opcode, DEPCTR_FIELDS};
use crate::minst::{MInst, Operand};
use crate::processors::{procset, ProcSet};
use crate::regs::{special, Reg, RegFile};

/// Where the hazard is in force, and how each kind is waited for.
#[derive(Clone, Copy, Debug)]
pub struct SgprHazardFacts {
    pub procs: ProcSet,
    /// The `s_waitcnt_depctr` / `s_wait_alu` field that ends SALU writes.
    pub salu_field: &'static str,
    /// ... VALU writes of SGPRs other than VCC.
    pub valu_field: &'static str,
    /// ... writes of VCC by either.
    pub vcc_field: &'static str,
    pub source: &'static str,
}

/// The one row (module doc: source).
pub const SGPR_HAZARD: SgprHazardFacts = SgprHazardFacts {
    procs: procset::GFX12,
    salu_field: "sa_sdst",
    valu_field: "va_sdst",
    vcc_field: "va_vcc",
    source: "llc-22's s_wait_alu placement on gfx1201 (tests/alu_hazards_llc.rs)",
};

/// Which waits an instruction needs: a set of the three kinds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SgprWait(u8);

impl SgprWait {
    pub const NONE: SgprWait = SgprWait(0);
    pub const SALU: SgprWait = SgprWait(1);
    pub const VALU: SgprWait = SgprWait(2);
    pub const VCC: SgprWait = SgprWait(4);

    /// Each kind and the depctr field that waits for it.
    const FIELDS: [(SgprWait, &'static str); 3] = [
        (SgprWait::SALU, SGPR_HAZARD.salu_field),
        (SgprWait::VALU, SGPR_HAZARD.valu_field),
        (SgprWait::VCC, SGPR_HAZARD.vcc_field),
    ];

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn contains(self, k: SgprWait) -> bool {
        self.0 & k.0 == k.0 && k.0 != 0
    }
    fn add(&mut self, k: SgprWait) {
        self.0 |= k.0;
    }

    /// The `s_waitcnt_depctr` immediate that waits for these kinds: every
    /// field at its no-wait maximum (all ones) but the kinds' at 0, the
    /// bits between fields clear (0xff9f with no kind, as llc writes it).
    pub fn depctr_imm(self) -> u16 {
        let mut imm = DEPCTR_FIELDS.iter().fold(0u16, |m, f| m | field_mask(f.0));
        for (kind, name) in SgprWait::FIELDS {
            if self.contains(kind) {
                imm &= !field_mask(name);
            }
        }
        imm
    }
}

/// Two `s_waitcnt_depctr` immediates as one: each field at the lower
/// (stricter) of its two counts. A pass that needs a wait right after an
/// existing one widens it instead of adding a second (llc does too).
pub fn merge_depctr(a: u16, b: u16) -> u16 {
    let mut out = a | b;
    for &(name, _, _) in &DEPCTR_FIELDS {
        let m = field_mask(name);
        out = (out & !m) | (a & m).min(b & m);
    }
    out
}

/// The bits of depctr field `name`.
pub(crate) fn field_mask(name: &str) -> u16 {
    let &(_, shift, width) = DEPCTR_FIELDS
        .iter()
        .find(|f| f.0 == name)
        .expect("the hazard's fields are depctr fields");
    (((1u32 << width) - 1) << shift) as u16
}

/// The hazard state at one program point.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SgprHazardState {
    /// Bit p: the SGPR pair 2p..2p+1 has been read by a VALU.
    tracked: u64,
    /// Bit p: the same on every path to this point.
    surely: u64,
    /// Bit n: SGPR n was written by an SALU while tracked, not waited for.
    salu: u128,
    /// Bit n: the same for a VALU write.
    valu: u128,
    /// VCC written while tracked, not waited for: [`VCC_BY_SALU`] and/or
    /// [`VCC_BY_VALU`] (both after a join).
    vcc: u8,
}

/// The SGPR numbers `r` covers (s0..s105, VCC at 106, the trap
/// temporaries at 108..123), or `None` for registers outside the hazard.
pub(crate) fn sgpr_numbers(r: Reg) -> Option<(u16, u16)> {
    let first = match r.file {
        RegFile::Sgpr => r.index,
        RegFile::Ttmp => 108 + r.index,
        RegFile::Special if r.index == special::VCC || r.index == special::VCC + 1 => r.index,
        _ => return None,
    };
    let end = first + r.len.max(1) as u16;
    (end <= 128).then_some((first, end))
}

const VCC_BY_SALU: u8 = 1;
const VCC_BY_VALU: u8 = 2;

fn is_vcc(first: u16) -> bool {
    first == special::VCC || first == special::VCC + 1
}

/// The bits of SGPR numbers `first..end`.
pub(crate) fn bits(first: u16, end: u16) -> u128 {
    let n = end - first;
    let ones = if n >= 128 {
        u128::MAX
    } else {
        (1u128 << n) - 1
    };
    ones << first
}

/// The bits of the aligned pairs SGPR numbers `first..end` touch.
pub(crate) fn pairs(first: u16, end: u16) -> u64 {
    let (a, b) = (first / 2, (end - 1) / 2);
    let n = b - a + 1;
    let ones = if n >= 64 { u64::MAX } else { (1u64 << n) - 1 };
    ones << a
}

/// The distinct scalar registers of `inst` in slots it reads (`uses`) or
/// writes, the implicit VCC read of `s_cbranch_vccz`-like rows included.
fn regs_of(inst: &MInst, uses: bool, out: &mut smallvec::SmallVec<[Reg; 6]>) {
    let info = inst.opcode.info();
    for (o, op) in info.operands.iter().zip(inst.operands.iter()) {
        let wanted = if uses { o.is_use() } else { o.is_def() };
        if let (true, Some(r)) = (wanted, op.reg()) {
            if !out.contains(&r) {
                out.push(r);
            }
            // llc numbers every trap temporary as SGPR 0 for this hazard:
            // a TTMP counts as itself and as s0 (of its width), so that
            // agc waits wherever llc's code does.
            let alias = Reg::new(RegFile::Sgpr, 0, r.len);
            if r.file == RegFile::Ttmp && !out.contains(&alias) {
                out.push(alias);
            }
        }
    }
    let vcc = Reg::new(RegFile::Special, special::VCC, 1);
    if uses && info.implicit.has(Implicit::USE_VCC) && !out.iter().any(|r| is_vcc_reg(*r)) {
        out.push(vcc);
    }
}

fn is_vcc_reg(r: Reg) -> bool {
    r.file == RegFile::Special && is_vcc(r.index)
}

impl SgprHazardState {
    /// The state at the entry of a device function: its caller may have
    /// read any SGPR in a VALU.
    pub fn at_function_entry() -> SgprHazardState {
        SgprHazardState {
            tracked: u64::MAX,
            surely: u64::MAX,
            ..SgprHazardState::default()
        }
    }

    /// Both states at once (a CFG join): see the module doc.
    pub fn join(&mut self, other: &SgprHazardState) {
        self.tracked |= other.tracked;
        self.surely &= other.surely;
        self.salu |= other.salu;
        self.valu |= other.valu;
        self.vcc |= other.vcc;
    }

    /// Whether nothing is pending: no instruction can need a wait.
    pub fn quiet(&self) -> bool {
        self.salu == 0 && self.valu == 0 && self.vcc == 0
    }

    /// The state once the waits `w` are done: an SALU wait ends SALU
    /// writes, of VCC too; a VALU wait those of SGPRs but VCC; a VCC wait
    /// a VALU write of VCC.
    fn waited(&mut self, w: SgprWait) {
        if w.contains(SgprWait::SALU) {
            self.salu = 0;
            self.vcc &= !VCC_BY_SALU;
        }
        if w.contains(SgprWait::VALU) {
            self.valu = 0;
        }
        if w.contains(SgprWait::VCC) {
            self.vcc &= !VCC_BY_VALU;
        }
    }

    /// Issues the instructions `parts` (one, or a VOPD pair issued
    /// together) and returns the waits that must come right before them;
    /// the state afterwards assumes those waits were there.
    pub fn step(&mut self, parts: &[&MInst]) -> SgprWait {
        let Some(first) = parts.first() else {
            return SgprWait::NONE;
        };
        let info = first.opcode.info();
        if first.opcode == Opcode::SWaitcntDepctr {
            if let Some(Operand::Imm(v)) = first.operands.first() {
                let v = *v as u16;
                let zero = |name: &str| v & field_mask(name) == 0;
                let mut w = SgprWait::NONE;
                for (kind, name) in SgprWait::FIELDS {
                    if zero(name) {
                        w.add(kind);
                    }
                }
                self.waited(w);
            }
            return SgprWait::NONE;
        }
        if matches!(info.format, Format::Mubuf | Format::Smem) {
            self.salu = 0;
            self.valu = 0;
            self.vcc = 0;
            return SgprWait::NONE;
        }
        let valu = info.format.is_valu();
        if !valu && !info.format.is_salu() {
            return SgprWait::NONE;
        }
        let mut wait = SgprWait::NONE;
        let is_call = first.opcode == Opcode::SSwappcB64;
        let mut regs = smallvec::SmallVec::<[Reg; 6]>::new();
        if crate::mir::crosses_functions(first) {
            if self.salu != 0 || self.vcc & VCC_BY_SALU != 0 {
                wait.add(SgprWait::SALU);
            }
            if self.valu != 0 {
                wait.add(SgprWait::VALU);
            }
            if self.vcc & VCC_BY_VALU != 0 {
                wait.add(SgprWait::VCC);
            }
        } else {
            for p in parts {
                regs_of(p, true, &mut regs);
            }
            for &r in &regs {
                let Some((a, b)) = sgpr_numbers(r) else {
                    continue;
                };
                let p = pairs(a, b);
                if self.tracked & p == 0 {
                    if valu {
                        self.tracked |= p;
                        self.surely |= p;
                    }
                    continue;
                }
                if valu {
                    self.surely |= p;
                }
                let vcc = is_vcc(a);
                if !valu && self.surely & p == p {
                    // An SALU read ends the VALU writes' hazard: when it
                    // reads VCC, VCC's after a VALU write; otherwise that
                    // of every other SGPR.
                    if !vcc {
                        self.valu = 0;
                    } else if self.vcc & VCC_BY_VALU != 0 {
                        self.vcc = 0;
                    }
                }
                if self.salu & bits(a, b) != 0 {
                    wait.add(SgprWait::SALU);
                }
                if valu && self.valu & bits(a, b) != 0 {
                    wait.add(SgprWait::VALU);
                }
                if vcc && self.vcc & VCC_BY_SALU != 0 {
                    wait.add(SgprWait::SALU);
                }
                if vcc && self.vcc & VCC_BY_VALU != 0 {
                    wait.add(SgprWait::VCC);
                }
            }
        }
        self.waited(wait);
        if is_call {
            self.tracked = u64::MAX;
            self.surely = u64::MAX;
        }
        regs.clear();
        for p in parts {
            regs_of(p, false, &mut regs);
        }
        for &r in &regs {
            let Some((a, b)) = sgpr_numbers(r) else {
                continue;
            };
            if self.tracked & pairs(a, b) == 0 {
                continue;
            }
            if is_vcc(a) {
                self.vcc = if valu { VCC_BY_VALU } else { VCC_BY_SALU };
            } else if valu {
                self.valu |= bits(a, b);
            } else {
                self.salu |= bits(a, b);
            }
        }
        wait
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::minst::Operand;

    fn s_mov(d: u16, s: u16) -> MInst {
        MInst::new(Opcode::SMovB32, &[Reg::s(d).into(), Reg::s(s).into()])
    }
    fn v_add(d: u16, s: u16) -> MInst {
        MInst::new(
            Opcode::VAddU32,
            &[Reg::v(d).into(), Reg::s(s).into(), Reg::v(0).into()],
        )
    }
    fn run(insts: &[MInst]) -> Vec<SgprWait> {
        let mut st = SgprHazardState::default();
        insts.iter().map(|i| st.step(&[i])).collect()
    }

    /// The rules of the module doc, one case each: an untracked SGPR
    /// needs nothing; after a VALU read, an SALU write then any read
    /// waits `sa_sdst`; a VALU write then a VALU read waits `va_sdst`,
    /// an SALU read does not and ends it; memory instructions end it.
    #[test]
    fn the_rules() {
        use SgprWait as W;
        assert_eq!(run(&[s_mov(4, 5), v_add(1, 4)]), [W::NONE, W::NONE]);
        assert_eq!(
            run(&[v_add(1, 4), s_mov(4, 6), s_mov(7, 4)]),
            [W::NONE, W::NONE, W::SALU]
        );
        // s5 shares s4's pair: tracked too.
        assert_eq!(
            run(&[v_add(1, 4), s_mov(5, 6), v_add(2, 5)]),
            [W::NONE, W::NONE, W::SALU]
        );
        let readlane = |d: u16| {
            MInst::new(
                Opcode::VReadfirstlaneB32,
                &[Reg::s(d).into(), Reg::v(3).into()],
            )
        };
        assert_eq!(
            run(&[v_add(1, 8), readlane(8), v_add(2, 8)]),
            [W::NONE, W::NONE, W::VALU]
        );
        assert_eq!(
            run(&[v_add(1, 8), readlane(8), s_mov(9, 8), v_add(2, 8)]),
            [W::NONE, W::NONE, W::NONE, W::NONE]
        );
        let load = MInst::new(
            Opcode::SLoadDword,
            &[
                Reg::s(10).into(),
                Reg::s_range(0, 1).into(),
                Operand::Imm(0),
            ],
        );
        assert_eq!(
            run(&[v_add(1, 4), s_mov(4, 6), load, s_mov(7, 4)]),
            [W::NONE; 4]
        );
        // llvm-mc-22 -mcpu=gfx1201: `s_wait_alu depctr_sa_sdst(0)` is
        // 0xff9e, `depctr_va_vcc(0)` 0xff9d, `depctr_va_sdst(0)` 0xf19f.
        assert_eq!(W::SALU.depctr_imm(), 0xff9e);
        assert_eq!(W::VCC.depctr_imm(), 0xff9d);
        assert_eq!(W::VALU.depctr_imm(), 0xf19f);
        assert_eq!(merge_depctr(0xff9e, 0x0f9f), 0x0f9e);
    }
}
