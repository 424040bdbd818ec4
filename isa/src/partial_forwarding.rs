//! GFX11's VALU partial-forwarding hazard (wave64): the facts, and the
//! backward scan that both the inserting pass and the simulator's check
//! run.
//!
//! Role: in wave64 a VALU reading two VGPRs, one written by a VALU before
//! an SALU write of EXEC and one written by a VALU after it, may read a
//! stale half when the writes are close; software waits with
//! `s_waitcnt_depctr va_vdst(0)` before the reader.
//!
//! Source: llc-22's post-RA hazard recognizer, measured on gfx1100,
//! gfx1150 and gfx11-generic in wave64 (none in wave32, none on GFX12).
//! In program order the pattern is
//!
//! ```text
//! Va <- VALU             (pre: before the EXEC write)
//!   intv1
//! EXEC <- SALU
//!   intv2
//! Vb <- VALU             (post: after it)
//!   intv3
//! VALU reads Va and Vb   (at least two distinct VGPR sources)
//! ```
//!
//! with at most [`PartialForwardingFacts::max_valus_around_exec`] VALUs in
//! intv1 + intv2 and at most [`PartialForwardingFacts::max_valus_after`]
//! in intv3 (SALUs do not count). The search gives up after
//! [`PartialForwardingFacts::expire_valus`] VALUs, and at any vector
//! memory, FLAT, DS or export instruction or a depctr with `va_vdst` at 0
//! (each drains the VALU results). A `v_cmpx` write of EXEC does not
//! start the pattern (only an SALU's does). Unlike llc, agc also looks
//! across calls ([`PfScan::boundary`]): the simulator, which sees both
//! sides, found the pattern split by a return (a callee restoring EXEC
//! after writing the result, the caller then writing another source).
//!
//! Invariants: [`PfScan`] is the only place the pattern is written; a
//! caller feeds it the instructions before the reader, newest first, one
//! path at a time, and stops at the first verdict.

use crate::insts::{Format, Implicit, OpKind, DEPCTR_FIELDS};
use crate::minst::MInst;
use crate::processors::{procset, ProcSet};
use crate::regs::{special, Reg, RegFile};
use smallvec::SmallVec;

/// Where the hazard holds, its bounds and its fix.
#[derive(Clone, Copy, Debug)]
pub struct PartialForwardingFacts {
    pub procs: ProcSet,
    /// Only waves of this many lanes have it.
    pub wave: u32,
    pub max_valus_around_exec: u32,
    pub max_valus_after: u32,
    pub expire_valus: u32,
    /// The `s_waitcnt_depctr` immediate inserted (`va_vdst(0)`, 0x0f9f as
    /// llc-22 writes it).
    pub fix: u16,
    pub source: &'static str,
}

/// The one row (module doc: source).
pub const PARTIAL_FORWARDING: PartialForwardingFacts = PartialForwardingFacts {
    procs: procset::GFX11,
    wave: 64,
    max_valus_around_exec: 2,
    max_valus_after: 4,
    expire_valus: 8,
    fix: 0x0f9f,
    source: "llc-22 post-RA-hazard-rec, gfx1100/gfx1150/gfx11-generic wave64",
};

/// What one more instruction tells the scan.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Keep looking further back.
    Continue,
    /// The pattern is complete: the reader needs the fix.
    Found,
    /// No pattern can complete on this path.
    Expired,
}

/// The backward scan from one reader, on one path.
#[derive(Clone, Debug)]
pub struct PfScan {
    /// The reader's distinct VGPR sources, with the VALU count at which a
    /// VALU writing each was found (`None`: not yet).
    srcs: SmallVec<[(Reg, Option<u32>); 4]>,
    /// The VALU count at which the SALU write of EXEC was found.
    exec: Option<u32>,
    valus: u32,
    /// A call seen walking back hides its callee ([`PfScan::boundary`]):
    /// true for a pass over one function, false for a walk over what a
    /// wave executed (which includes the callee).
    calls_opaque: bool,
}

fn is_vgpr(r: &Reg) -> bool {
    r.file == RegFile::Vgpr
}

fn overlaps(a: Reg, b: Reg) -> bool {
    a.file == b.file && a.index < b.index + b.len as u16 && b.index < a.index + a.len as u16
}

/// Whether `inst` writes EXEC (explicitly or implicitly).
fn writes_exec(inst: &MInst) -> bool {
    let info = inst.opcode.info();
    info.implicit.has(Implicit::DEF_EXEC)
        || info
            .operands
            .iter()
            .zip(inst.operands.iter())
            .any(|(o, op)| {
                o.is_def()
                    && op
                        .reg()
                        .is_some_and(|r| r.file == RegFile::Special && r.index == special::EXEC)
            })
}

/// Whether `inst` is a depctr with `va_vdst` at 0.
fn drains_va_vdst(inst: &MInst) -> bool {
    let info = inst.opcode.info();
    let Some(slot) = info.operands.iter().position(|o| o.kind == OpKind::Depctr) else {
        return false;
    };
    let Some(crate::minst::Operand::Imm(v)) = inst.operands.get(slot) else {
        return false;
    };
    let &(_, shift, width) = DEPCTR_FIELDS
        .iter()
        .find(|f| f.0 == "va_vdst")
        .expect("va_vdst is a depctr field");
    (*v as u32 >> shift) & ((1 << width) - 1) == 0
}

impl PfScan {
    /// The scan for `reader`, or `None` when it cannot be the reader of
    /// the pattern (not a VALU, or fewer than two distinct VGPR sources);
    /// `calls_opaque` as the field says.
    pub fn new(reader: &MInst, calls_opaque: bool) -> Option<PfScan> {
        let info = reader.opcode.info();
        if !info.format.is_valu() {
            return None;
        }
        let mut srcs: SmallVec<[(Reg, Option<u32>); 4]> = SmallVec::new();
        for (o, op) in info.operands.iter().zip(reader.operands.iter()) {
            if let (true, Some(r)) = (o.is_use(), op.reg()) {
                if is_vgpr(&r) && !srcs.iter().any(|s| s.0 == r) {
                    srcs.push((r, None));
                }
            }
        }
        (srcs.len() >= 2).then_some(PfScan {
            srcs,
            exec: None,
            valus: 0,
            calls_opaque,
        })
    }

    /// A call boundary on this path: a call the reader's function made
    /// (walking back, its return lands here) or the entry of a device
    /// function (its caller ran before). The other side may have written
    /// every VGPR and then EXEC right at the boundary (a callee's epilogue
    /// restores EXEC after its last VALU; a caller sets arguments before
    /// the call), so it counts as an SALU write of EXEC with VALU writes of
    /// every source not yet found just before it.
    pub fn boundary(&mut self) -> Verdict {
        if self.srcs.iter().all(|s| s.1.is_none()) {
            return Verdict::Expired;
        }
        if self.exec.is_none() {
            self.exec = Some(self.valus);
        }
        for s in self.srcs.iter_mut() {
            if s.1.is_none() {
                s.1 = Some(self.valus);
            }
        }
        match self.evaluate() {
            Verdict::Continue => Verdict::Expired,
            v => v,
        }
    }

    /// The next instruction back from the reader on this path.
    pub fn visit(&mut self, inst: &MInst) -> Verdict {
        let f = PARTIAL_FORWARDING;
        if self.valus > f.expire_valus {
            return Verdict::Expired;
        }
        if self.calls_opaque && inst.opcode == crate::insts::Opcode::SSwappcB64 {
            return self.boundary();
        }
        let info = inst.opcode.info();
        let fmt = info.format;
        if fmt.is_vmem() || fmt == Format::Ds || drains_va_vdst(inst) {
            return Verdict::Expired;
        }
        let mut changed = false;
        if fmt.is_valu() {
            for (o, op) in info.operands.iter().zip(inst.operands.iter()) {
                let Some(d) = op.reg().filter(|_| o.is_def()) else {
                    continue;
                };
                for s in self.srcs.iter_mut() {
                    if s.1.is_none() && overlaps(d, s.0) {
                        s.1 = Some(self.valus);
                        changed = true;
                    }
                }
            }
        } else if fmt.is_salu()
            && self.exec.is_none()
            && self.srcs.iter().any(|s| s.1.is_some())
            && writes_exec(inst)
        {
            self.exec = Some(self.valus);
            changed = true;
        }
        let verdict = if self.valus > f.max_valus_after && self.srcs.iter().all(|s| s.1.is_none()) {
            Verdict::Expired
        } else if changed {
            self.evaluate()
        } else {
            Verdict::Continue
        };
        if fmt.is_valu() {
            self.valus += 1;
        }
        verdict
    }

    fn evaluate(&self) -> Verdict {
        let f = PARTIAL_FORWARDING;
        let Some(exec) = self.exec else {
            return Verdict::Continue;
        };
        // Counted backwards from the reader: a write found at a count at
        // or above the EXEC write's is before it in program order.
        let found = || self.srcs.iter().filter_map(|s| s.1);
        let pre = found().filter(|&d| d >= exec).min();
        let Some(post) = found().filter(|&d| d < exec).min() else {
            return Verdict::Continue;
        };
        if post > f.max_valus_after {
            return Verdict::Expired;
        }
        let intv2 = exec - post - 1;
        if intv2 > f.max_valus_around_exec {
            return Verdict::Expired;
        }
        let Some(pre) = pre else {
            return Verdict::Continue;
        };
        let intv1 = pre - exec;
        if intv1 > f.max_valus_around_exec || intv1 + intv2 > f.max_valus_around_exec {
            return Verdict::Expired;
        }
        Verdict::Found
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::insts::Opcode;
    use crate::minst::Operand;

    fn v(d: u16, a: u16, b: u16) -> MInst {
        MInst::new(
            Opcode::VAddF32,
            &[Reg::v(d).into(), Reg::v(a).into(), Reg::v(b).into()],
        )
    }
    fn exec_write() -> MInst {
        let exec = Reg::new(RegFile::Special, special::EXEC, 2);
        MInst::new(Opcode::SMovB64, &[exec.into(), Operand::Inline(193)])
    }
    fn salu() -> MInst {
        MInst::new(Opcode::SMovB32, &[Reg::s(4).into(), Operand::Inline(128)])
    }
    /// Runs the scan over `before` (program order) for `reader`.
    fn scan(before: &[MInst], reader: &MInst) -> Verdict {
        let mut s = PfScan::new(reader, true).expect("a reader");
        for i in before.iter().rev() {
            match s.visit(i) {
                Verdict::Continue => {}
                v => return v,
            }
        }
        Verdict::Continue
    }

    /// Oracle: llc-22 post-RA-hazard-rec on the same streams as MIR
    /// (gfx1100 and gfx1151, wave64): `S_WAITCNT_DEPCTR 3999` (0x0f9f) for Va-write, EXEC
    /// write, Vb-write, reader; none with 3 VALUs around the EXEC write or
    /// 5 after the second write; 11 SALUs in between do not help.
    #[test]
    fn the_pattern() {
        let reader = v(9, 1, 2);
        let filler = |n: usize| (0..n).map(|_| v(20, 21, 22)).collect::<Vec<_>>();
        let mut b = vec![v(1, 5, 6), exec_write(), v(2, 5, 6)];
        assert_eq!(scan(&b, &reader), Verdict::Found);
        b.extend(filler(4));
        assert_eq!(scan(&b, &reader), Verdict::Found);
        b.extend(filler(1));
        assert_ne!(scan(&b, &reader), Verdict::Found);
        let mut b = vec![v(1, 5, 6)];
        b.extend(filler(2));
        b.extend([exec_write(), v(2, 5, 6)]);
        assert_eq!(scan(&b, &reader), Verdict::Found);
        let mut b = vec![v(1, 5, 6)];
        b.extend(filler(3));
        b.extend([exec_write(), v(2, 5, 6)]);
        assert_ne!(scan(&b, &reader), Verdict::Found);
        let mut b = vec![v(1, 5, 6), exec_write()];
        b.extend((0..11).map(|_| salu()));
        b.push(v(2, 5, 6));
        assert_eq!(scan(&b, &reader), Verdict::Found);
        // Both writes on the same side of the EXEC write: no pattern.
        let b = vec![v(1, 5, 6), v(2, 5, 6), exec_write()];
        assert_ne!(scan(&b, &reader), Verdict::Found);
        // One source only.
        assert!(PfScan::new(&v(9, 1, 1), true).is_none());
        // A call just before: the callee may have written the other
        // source and then EXEC (derived: see `boundary`).
        let call = MInst::new(
            Opcode::SSwappcB64,
            &[Reg::s_range(30, 31).into(), Reg::s_range(4, 5).into()],
        );
        assert_eq!(scan(&[call.clone(), v(2, 5, 6)], &reader), Verdict::Found);
        assert_ne!(scan(&[call], &reader), Verdict::Found);
    }
}
