//! Hazard rules: which instruction pairs need wait states between them.
//!
//! Role: the hardware does not interlock a few dependencies; software must
//! put enough wait states (independent instructions or `s_nop`) between a
//! *producer* and a later *consumer*. This module keeps those facts as a
//! table ([`RULES`]), one row per rule: producer class, consumer class, the
//! register-overlap condition and the wait states per processor set. The
//! `memmodel` pass inserts `s_nop`s from it; the simulator can check the
//! same rows.
//!
//! Sources, row by row in [`RULES`]:
//! - seed 004, table 8 ("required software-inserted wait states", Vega);
//!   its only DPP rows are `valu-vgpr-dpp` and `valu-exec-dpp`, and it has
//!   no SDWA row (a test pins that SDWA consumers need no wait states);
//! - gfx942/gfx950 additions measured with llc (LLVM 22,
//!   `-run-pass=post-RA-hazard-rec` on hand-written MIR): VALU SGPR write
//!   then VALU read of it (2), transcendental result read by a
//!   non-transcendental VALU (1), VALU VGPR write then `v_readlane` of it
//!   (1), and 2 instead of 1 wait states for the wide-store data rule;
//! - the MFMA and `v_accvgpr_*` rows (gfx908+), measured the same way for
//!   every MFMA shape agc selects on gfx908, gfx90a, gfx942 and gfx950,
//!   with AGPR and (gfx90a+) VGPR accumulators. An MFMA's wait states
//!   depend on its pass count, which differs per processor (gfx942 runs
//!   the f16 16x16 shape in fewer passes than gfx90a), so those rows take
//!   their counts from [`MFMA_TIMING`], one line per (processors, MFMA
//!   opcode), instead of a fixed number ([`Waits::Mfma`]).
//!
//! - GFX11, measured the same way on gfx1100-gfx1103, gfx1150-gfx1153
//!   and gfx11-generic, wave32 and wave64: none of the rows above applies
//!   (llc asks for no wait states for any of their pairs). The one GFX11
//!   hazard agc's code can meet in wave32 is `trans-use` (a
//!   transcendental's result read by a VALU), which llc resolves with
//!   `s_waitcnt_depctr va_vdst(0)` and which expires by counting VALUs,
//!   not wait states: its own table, [`DEPCTR_RULES`], whose rows name
//!   the fix as data. Measured and absent on GFX11 in llc-22 in wave32:
//!   the VALU mask-write hazard and VALU-written SGPRs/VCC read as lane
//!   masks by `v_cndmask`, `v_readlane` or `v_div_fmas`. In wave64 GFX11
//!   has two more, each its own module since neither is a distance between
//!   two instructions: the VALU mask-write hazard
//!   ([`crate::mask_write_hazard`]) and the VALU partial-forwarding hazard
//!   ([`crate::partial_forwarding`]). GFX12's SGPR read hazard is
//!   [`crate::sgpr_hazard`]. The WMMA hazard (a WMMA reading the
//!   previous WMMA's result as A or B) also expires by counting VALUs;
//!   its row in [`DEPCTR_RULES`] names `v_nop` as the fix. Not covered:
//!   LDS-direct (agc emits none).
//!
//! Central trick: a rule never names an opcode. Producer and consumer
//! classes are predicates over the instruction table's facts (format,
//! [`Hazards`] bits, operand roles and kinds) plus the operands of the
//! instruction at hand, and each returns the registers it touches; the
//! overlap condition then intersects the two register lists. Adding a
//! rule is one row; adding an instruction to a class is its table bit.
//!
//! Passes ask about every instruction, so the table is also indexed:
//! [`RuleIndex`] holds, per processor and opcode, the bit set of rules
//! in force whose class gates the opcode passes (built once per
//! processor from the same predicates), and [`Footprint`] splits an
//! instruction's registers into defs and uses in one operand scan that
//! every class then filters. The rows stay the only facts; the index is
//! derived from them, and a unit test checks it against the per-rule
//! predicates on every opcode.
//!
//! Every MFMA of the instruction table has a line there (a unit test pins
//! it). The counts follow the pass count: on gfx90a a 2-, 4-, 8- or
//! 16-pass shape needs 2 + passes + 1 states before a VALU reads its
//! result, and gfx942 runs several shapes in fewer passes (the f16 32x32
//! in 8, so 11 rather than 19). After the f64 shapes a VMEM or DS read
//! of the result needs more than a VALU read (18 against 11 for 16x16x4,
//! 9 against 6 for 4x4x4): its own rule, `mfma-dst-mem-read`, whose
//! count equals the VALU one for every other shape.
//!
//! Not covered: an
//! MFMA's source C read followed by a *load* into that register (only
//! VALU writes were measured); the
//! VCC-by-SGPR-number aliasing row of table 8 (agc always names VCC by its
//! alias, so the hazard cannot arise), rows whose instructions the table
//! does not have (`s_setvskip`, `s_rfe`, `s_movrel*`, LDS-direct,
//! `v_interp`, image and add-TID instructions), and gfx950's conversion
//! scale forwarding rule.

use crate::insts::{Format, Hazards, InstInfo, OpKind, Role};
use crate::minst::{flags, MInst, Operand};
use crate::processors::{procset, ProcSet, Processor};
use crate::regs::{Reg, RegFile};
use smallvec::SmallVec;

/// Registers an instruction touches in the sense of one class.
pub type Regs = SmallVec<[Reg; 4]>;

/// The first instruction of a rule, and the registers it marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Producer {
    /// `s_setreg_b32` (key: its hwreg id).
    Setreg,
    /// `s_setreg_b32` of MODE covering the VSKIP bit (28).
    SetregVskip,
    /// A VALU writing SGPRs (explicit scalar destinations, VCC included).
    ValuWritesSgpr,
    /// A VALU writing VCC.
    ValuWritesVcc,
    /// A VALU writing VCC or EXEC.
    ValuWritesVccOrExec,
    /// A VALU writing EXEC (`v_cmpx`).
    ValuWritesExec,
    /// A VALU writing VGPRs.
    ValuWritesVgpr,
    /// A transcendental VALU writing VGPRs.
    TransWritesVgpr,
    /// An SALU writing M0.
    SaluWritesM0,
    /// A vector-memory store or cmpswap with more than 64 bits of data:
    /// the data registers (none for MUBUF with an SGPR `soffset`).
    WideStoreData,
    /// An MFMA: its destination.
    MfmaWritesDst,
    /// An MFMA: its source C (the accumulator it reads).
    MfmaReadsSrcC,
    /// A VALU other than an MFMA writing VGPRs or AGPRs
    /// (`v_accvgpr_write` included).
    NonMfmaWritesVector,
    /// `v_accvgpr_write_b32` / `v_accvgpr_mov_b32`: the AGPR written.
    AccvgprWrite,
    /// A GFX11 WMMA: its destination.
    WmmaWritesDst,
}

/// The second instruction of a rule, and the registers it reads (or, for
/// [`Consumer::ValuWritesVgpr`], writes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Consumer {
    /// `s_getreg_b32` (key: hwreg id).
    Getreg,
    /// `s_setreg_b32` (key: hwreg id).
    Setreg,
    /// Any vector instruction (VALU, VMEM, DS).
    Vector,
    /// A VALU reading `src_vccz` / `src_execz`.
    ValuReadsVcczExecz,
    /// The lane-select SGPR of `v_readlane` / `v_writelane`.
    LaneSelect,
    /// `v_div_fmas` (reads VCC).
    DivFmas,
    /// A VMEM instruction's SGPR operands.
    VmemReadsSgpr,
    /// A VALU's scalar operands.
    ValuReadsSgpr,
    /// Any DPP VALU.
    Dpp,
    /// The VGPR sources of a DPP VALU.
    DppReadsVgpr,
    /// `s_sendmsg`, `s_ttracedata`, GDS.
    ReadsM0,
    /// The VGPR/AGPR destinations of a VALU.
    ValuWritesVgpr,
    /// The VGPR sources of a non-transcendental VALU.
    NonTransReadsVgpr,
    /// The VGPR sources of any VALU, transcendentals included.
    ValuReadsVgpr,
    /// The VGPR source of `v_readlane`.
    ReadlaneReadsVgpr,
    /// The vector-register sources of an instruction other than an MFMA:
    /// VALU (`v_accvgpr_read` included), VMEM, DS.
    NonMfmaReadsVector,
    /// The vector-register sources of a VMEM or DS instruction.
    MemReadsVector,
    /// An MFMA's sources A and B.
    MfmaReadsSrcAB,
    /// An MFMA's source C.
    MfmaReadsSrcC,
    /// Any MFMA.
    Mfma,
    /// The VGPRs/AGPRs a VALU other than an MFMA writes.
    NonMfmaWritesVector,
    /// The VGPR source of `v_accvgpr_write_b32`.
    AccvgprWriteReadsVgpr,
    /// The AGPR source of `v_accvgpr_read_b32` / `v_accvgpr_mov_b32`.
    AccvgprReadReadsAgpr,
    /// A GFX11 WMMA's sources A and B.
    WmmaReadsSrcAB,
}

/// What must hold between a producer and a consumer for the rule to apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overlap {
    /// Nothing: the classes alone decide.
    Any,
    /// The producer's and the consumer's registers intersect.
    Regs,
    /// Both name the same hardware register (`hwreg` id).
    SameHwreg,
    /// The two register ranges are identical.
    SameRegs,
    /// The two register ranges overlap without being identical.
    PartialRegs,
}

/// Where a rule's wait states come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Waits {
    /// A count per processor set, first match.
    Fixed(&'static [(ProcSet, u8)]),
    /// A column of [`MFMA_TIMING`], looked up with the *producer* MFMA.
    Mfma(MfmaCol),
}

/// The columns of [`MFMA_TIMING`]: one per MFMA rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MfmaCol {
    /// Destination read by a non-MFMA instruction (VALU, VMEM, DS,
    /// `v_accvgpr_read`).
    DstRead,
    /// Destination read by a later MFMA as source A or B.
    SrcAB,
    /// Destination read by a later MFMA as exactly its source C (the
    /// accumulation chain).
    SrcCSame,
    /// Destination partly overlapping a later MFMA's source C.
    SrcCPartial,
    /// Source C overwritten by a later non-MFMA VALU (write after read).
    SrcCWar,
    /// Destination overwritten by a later non-MFMA VALU (write after write).
    DstWaw,
    /// Destination read by a VMEM or DS instruction: more than
    /// [`MfmaCol::DstRead`] after the f64 shapes, the same otherwise.
    DstMemRead,
}

/// Wait states of the MFMA rules for one MFMA opcode on some processors,
/// in [`MfmaCol`] order.
#[derive(Clone, Copy, Debug)]
pub struct MfmaTiming {
    pub procs: ProcSet,
    pub op: Opcode,
    pub waits: [u8; 7],
}

/// The largest count of any [`MFMA_TIMING`] line (a 16-pass 32x32 shape on
/// gfx90a, the f64 16x16 on gfx950): the backward-search window of the
/// MFMA rules, and what an opcode without a line would get.
pub const MFMA_UNMEASURED: u8 = 19;

use crate::insts::Opcode;
use procset::{GFX908, GFX90A, GFX942};
/// gfx950 and gfx9-4-generic: a generic target waits as long as its
/// slowest member, and gfx950's MFMA waits are never shorter than
/// gfx942's (a test checks every rule on every generic target).
const GFX950: ProcSet = procset::GFX950.or(ProcSet::of(&[Processor::Gfx94Generic]));

/// llc-22 post-RA-hazard-rec on MIR pairs, one line per (processors,
/// opcode); columns `DstRead SrcAB SrcCSame SrcCPartial SrcCWar DstWaw
/// DstMemRead`. AGPR and VGPR accumulators need the same counts wherever
/// both exist. On gfx908 no VMEM or DS instruction reads an AGPR (the only
/// MFMA destination there), so its `DstMemRead` repeats `DstRead`.
#[rustfmt::skip]
pub static MFMA_TIMING: &[MfmaTiming] = &[
    MfmaTiming { procs: GFX908, op: Opcode::VMfmaF324x4x1f32, waits: [4, 4, 0, 2, 0, 1, 4] },
    MfmaTiming { procs: GFX908, op: Opcode::VMfmaF324x4x4f16, waits: [4, 4, 0, 2, 0, 1, 4] },
    MfmaTiming { procs: GFX908, op: Opcode::VMfmaF3216x16x4f32, waits: [10, 4, 0, 2, 5, 7, 10] },
    MfmaTiming { procs: GFX908, op: Opcode::VMfmaF3216x16x16f16, waits: [10, 4, 0, 2, 5, 7, 10] },
    MfmaTiming { procs: GFX908, op: Opcode::VMfmaF3232x32x8f16, waits: [18, 4, 0, 2, 13, 15, 18] },
    MfmaTiming { procs: GFX908, op: Opcode::VMfmaF3232x32x2f32, waits: [18, 4, 0, 2, 13, 15, 18] },
    MfmaTiming { procs: GFX908, op: Opcode::VMfmaF3232x32x1f32, waits: [18, 4, 0, 2, 13, 15, 18] },
    MfmaTiming { procs: GFX90A, op: Opcode::VMfmaF324x4x1f32, waits: [5, 5, 0, 2, 1, 5, 5] },
    MfmaTiming { procs: GFX90A, op: Opcode::VMfmaF324x4x4f16, waits: [5, 5, 0, 2, 1, 5, 5] },
    MfmaTiming { procs: GFX90A, op: Opcode::VMfmaF3216x16x4f32, waits: [11, 11, 0, 8, 7, 11, 11] },
    MfmaTiming { procs: GFX90A, op: Opcode::VMfmaF3216x16x16f16, waits: [11, 11, 0, 8, 7, 11, 11] },
    MfmaTiming { procs: GFX90A, op: Opcode::VMfmaF3232x32x8f16, waits: [19, 19, 0, 16, 15, 19, 19] },
    MfmaTiming { procs: GFX90A, op: Opcode::VMfmaF3232x32x2f32, waits: [19, 19, 0, 16, 15, 19, 19] },
    MfmaTiming { procs: GFX90A, op: Opcode::VMfmaF3232x32x1f32, waits: [19, 19, 0, 16, 15, 19, 19] },
    MfmaTiming { procs: GFX90A, op: Opcode::VMfmaF6416x16x4f64, waits: [11, 11, 0, 9, 0, 11, 18] },
    MfmaTiming { procs: GFX90A, op: Opcode::VMfmaF644x4x4f64, waits: [6, 6, 4, 4, 0, 6, 9] },
    MfmaTiming { procs: GFX942, op: Opcode::VMfmaF324x4x1f32, waits: [4, 4, 2, 2, 0, 4, 4] },
    MfmaTiming { procs: GFX942, op: Opcode::VMfmaF324x4x4f16, waits: [5, 5, 2, 3, 1, 5, 5] },
    MfmaTiming { procs: GFX942, op: Opcode::VMfmaF3216x16x4f32, waits: [10, 10, 0, 8, 0, 10, 10] },
    MfmaTiming { procs: GFX942, op: Opcode::VMfmaF3216x16x16f16, waits: [7, 7, 0, 5, 3, 7, 7] },
    MfmaTiming { procs: GFX942, op: Opcode::VMfmaF3232x32x8f16, waits: [11, 11, 0, 9, 7, 11, 11] },
    MfmaTiming { procs: GFX942, op: Opcode::VMfmaF3232x32x2f32, waits: [18, 18, 0, 16, 0, 18, 18] },
    MfmaTiming { procs: GFX942, op: Opcode::VMfmaF3232x32x1f32, waits: [18, 18, 0, 16, 0, 18, 18] },
    MfmaTiming { procs: GFX942, op: Opcode::VMfmaF6416x16x4f64, waits: [11, 11, 0, 9, 0, 11, 18] },
    MfmaTiming { procs: GFX942, op: Opcode::VMfmaF644x4x4f64, waits: [6, 6, 4, 4, 0, 6, 9] },
    MfmaTiming { procs: GFX950, op: Opcode::VMfmaF324x4x1f32, waits: [4, 4, 2, 2, 0, 4, 4] },
    MfmaTiming { procs: GFX950, op: Opcode::VMfmaF324x4x4f16, waits: [5, 5, 2, 4, 1, 5, 5] },
    MfmaTiming { procs: GFX950, op: Opcode::VMfmaF3216x16x4f32, waits: [10, 10, 0, 8, 0, 10, 10] },
    MfmaTiming { procs: GFX950, op: Opcode::VMfmaF3216x16x16f16, waits: [8, 8, 0, 6, 3, 8, 8] },
    MfmaTiming { procs: GFX950, op: Opcode::VMfmaF3232x32x8f16, waits: [12, 12, 0, 10, 7, 12, 12] },
    MfmaTiming { procs: GFX950, op: Opcode::VMfmaF3232x32x2f32, waits: [18, 18, 0, 16, 0, 18, 18] },
    MfmaTiming { procs: GFX950, op: Opcode::VMfmaF3232x32x1f32, waits: [18, 18, 0, 16, 0, 18, 18] },
    MfmaTiming { procs: GFX950, op: Opcode::VMfmaF6416x16x4f64, waits: [19, 19, 0, 17, 0, 11, 19] },
    MfmaTiming { procs: GFX950, op: Opcode::VMfmaF644x4x4f64, waits: [6, 6, 4, 4, 0, 6, 9] },
];

/// The wait states column `col` asks for after MFMA `op` on `p`.
pub fn mfma_waits(op: Opcode, col: MfmaCol, p: Processor) -> u8 {
    MFMA_TIMING
        .iter()
        .find(|t| t.op == op && t.procs.contains(p))
        .map_or(MFMA_UNMEASURED, |t| t.waits[col as usize])
}

/// One row: `waits` gives the wait states per processor set, first match.
#[derive(Clone, Copy, Debug)]
pub struct HazardRule {
    pub name: &'static str,
    pub producer: Producer,
    pub consumer: Consumer,
    pub overlap: Overlap,
    pub waits: Waits,
    /// Where the fact comes from.
    pub source: &'static str,
}

impl HazardRule {
    /// Wait states this rule requires on `p` at most (0: the rule does not
    /// apply); an MFMA rule's largest count over the MFMAs of `p`.
    pub fn wait_states(&self, p: Processor) -> u8 {
        match self.waits {
            Waits::Fixed(w) => w
                .iter()
                .find(|(set, _)| set.contains(p))
                .map_or(0, |&(_, n)| n),
            // The bound over every MFMA of `p`, measured or not: cheap,
            // and what a backward search needs as its window.
            Waits::Mfma(_) if procset::GFX908_UP.contains(p) => MFMA_UNMEASURED,
            Waits::Mfma(_) => 0,
        }
    }

    /// Wait states required between `first` and `second` by this rule.
    pub fn required(&self, first: &MInst, second: &MInst, p: Processor) -> u8 {
        if self.wait_states(p) == 0 {
            return 0;
        }
        match consumer_regs(self.consumer, second) {
            Some(cr) => self.required_by(first, second, &cr, p),
            None => 0,
        }
    }

    /// [`HazardRule::required`] when the consumer side is already known to
    /// match, reading registers `cr` (see [`consumer_rules`]).
    pub fn required_by(&self, first: &MInst, second: &MInst, cr: &Regs, p: Processor) -> u8 {
        // The wait count first: most rules are out of force or need no
        // wait for this producer, and then its registers are not scanned.
        if self.waits_after(first, p) == 0 {
            return 0;
        }
        let pr = producer_regs(self.producer, first);
        self.required_with(first, pr.as_ref(), second, cr, p)
    }

    /// The wait states this rule asks after `first` when it applies.
    fn waits_after(&self, first: &MInst, p: Processor) -> u8 {
        match self.waits {
            Waits::Fixed(_) => self.wait_states(p),
            Waits::Mfma(col) if procset::GFX908_UP.contains(p) => mfma_waits(first.opcode, col, p),
            Waits::Mfma(_) => 0,
        }
    }

    /// [`HazardRule::required_by`] with the producer side known too:
    /// `pr` is `producer_regs(self.producer, first)`, `None` when `first`
    /// is no such producer. Lets a pass scan each earlier instruction's
    /// registers once, whatever the number of consumers looking back at
    /// it.
    pub fn required_with(
        &self,
        first: &MInst,
        pr: Option<&Regs>,
        second: &MInst,
        cr: &Regs,
        p: Processor,
    ) -> u8 {
        let Some(pr) = pr else { return 0 };
        let n = self.waits_after(first, p);
        if n == 0 {
            return 0;
        }
        if self.overlap_holds(first, pr, second, cr) {
            n
        } else {
            0
        }
    }

    /// Whether the overlap condition holds between producer `first`
    /// marking `pr` and consumer `second` reading `cr`.
    fn overlap_holds(&self, first: &MInst, pr: &Regs, second: &MInst, cr: &Regs) -> bool {
        let any = || pr.iter().any(|a| cr.iter().any(|b| overlaps(*a, *b)));
        let same = || pr.iter().any(|a| cr.iter().any(|b| a == b));
        match self.overlap {
            Overlap::Any => true,
            Overlap::Regs => any(),
            Overlap::SameHwreg => hwreg_id(first).is_some() && hwreg_id(first) == hwreg_id(second),
            Overlap::SameRegs => same(),
            Overlap::PartialRegs => any() && !same(),
        }
    }
}

// The rules below are GFX9 facts (seed 004 is the Vega ISA; the llc
// rules are those of gfx908-gfx950): `ALL` means every GFX9 processor.
use procset::{GFX9 as ALL, GFX908_UP, GFX90A_UP, GFX942_UP, PRE_GFX942};

const S004: &str = "seed 004 table 8";
const LLC: &str = "llc-22 post-RA-hazard-rec";

/// The rule table.
#[rustfmt::skip]
pub static RULES: &[HazardRule] = &[
    HazardRule { name: "setreg-getreg", producer: Producer::Setreg, consumer: Consumer::Getreg, overlap: Overlap::SameHwreg, waits: Waits::Fixed(&[(ALL, 2)]), source: S004 },
    HazardRule { name: "setreg-setreg", producer: Producer::Setreg, consumer: Consumer::Setreg, overlap: Overlap::SameHwreg, waits: Waits::Fixed(&[(ALL, 2)]), source: S004 },
    HazardRule { name: "setreg-vskip-vector", producer: Producer::SetregVskip, consumer: Consumer::Vector, overlap: Overlap::Any, waits: Waits::Fixed(&[(ALL, 2)]), source: S004 },
    HazardRule { name: "valu-vcc-exec-vccz", producer: Producer::ValuWritesVccOrExec, consumer: Consumer::ValuReadsVcczExecz, overlap: Overlap::Any, waits: Waits::Fixed(&[(ALL, 5)]), source: S004 },
    HazardRule { name: "valu-sgpr-lanesel", producer: Producer::ValuWritesSgpr, consumer: Consumer::LaneSelect, overlap: Overlap::Regs, waits: Waits::Fixed(&[(ALL, 4)]), source: S004 },
    HazardRule { name: "valu-vcc-div-fmas", producer: Producer::ValuWritesVcc, consumer: Consumer::DivFmas, overlap: Overlap::Any, waits: Waits::Fixed(&[(ALL, 4)]), source: S004 },
    HazardRule { name: "wide-store-data", producer: Producer::WideStoreData, consumer: Consumer::ValuWritesVgpr, overlap: Overlap::Regs, waits: Waits::Fixed(&[(PRE_GFX942, 1), (GFX942_UP, 2)]), source: "seed 004 table 8; 2 on gfx942+ per llc-22" },
    HazardRule { name: "valu-sgpr-vmem", producer: Producer::ValuWritesSgpr, consumer: Consumer::VmemReadsSgpr, overlap: Overlap::Regs, waits: Waits::Fixed(&[(ALL, 5)]), source: S004 },
    HazardRule { name: "salu-m0-msg-gds", producer: Producer::SaluWritesM0, consumer: Consumer::ReadsM0, overlap: Overlap::Any, waits: Waits::Fixed(&[(ALL, 1)]), source: S004 },
    HazardRule { name: "valu-vgpr-dpp", producer: Producer::ValuWritesVgpr, consumer: Consumer::DppReadsVgpr, overlap: Overlap::Regs, waits: Waits::Fixed(&[(ALL, 2)]), source: S004 },
    HazardRule { name: "valu-exec-dpp", producer: Producer::ValuWritesExec, consumer: Consumer::Dpp, overlap: Overlap::Any, waits: Waits::Fixed(&[(ALL, 5)]), source: S004 },
    HazardRule { name: "valu-sgpr-valu", producer: Producer::ValuWritesSgpr, consumer: Consumer::ValuReadsSgpr, overlap: Overlap::Regs, waits: Waits::Fixed(&[(GFX942_UP, 2)]), source: LLC },
    HazardRule { name: "trans-use", producer: Producer::TransWritesVgpr, consumer: Consumer::NonTransReadsVgpr, overlap: Overlap::Regs, waits: Waits::Fixed(&[(GFX942_UP, 1)]), source: LLC },
    HazardRule { name: "mfma-dst-read", producer: Producer::MfmaWritesDst, consumer: Consumer::NonMfmaReadsVector, overlap: Overlap::Regs, waits: Waits::Mfma(MfmaCol::DstRead), source: LLC },
    HazardRule { name: "mfma-dst-mem-read", producer: Producer::MfmaWritesDst, consumer: Consumer::MemReadsVector, overlap: Overlap::Regs, waits: Waits::Mfma(MfmaCol::DstMemRead), source: LLC },
    HazardRule { name: "mfma-dst-srcab", producer: Producer::MfmaWritesDst, consumer: Consumer::MfmaReadsSrcAB, overlap: Overlap::Regs, waits: Waits::Mfma(MfmaCol::SrcAB), source: LLC },
    HazardRule { name: "mfma-dst-srcc-same", producer: Producer::MfmaWritesDst, consumer: Consumer::MfmaReadsSrcC, overlap: Overlap::SameRegs, waits: Waits::Mfma(MfmaCol::SrcCSame), source: LLC },
    HazardRule { name: "mfma-dst-srcc-partial", producer: Producer::MfmaWritesDst, consumer: Consumer::MfmaReadsSrcC, overlap: Overlap::PartialRegs, waits: Waits::Mfma(MfmaCol::SrcCPartial), source: LLC },
    HazardRule { name: "mfma-srcc-war", producer: Producer::MfmaReadsSrcC, consumer: Consumer::NonMfmaWritesVector, overlap: Overlap::Regs, waits: Waits::Mfma(MfmaCol::SrcCWar), source: LLC },
    HazardRule { name: "mfma-dst-waw", producer: Producer::MfmaWritesDst, consumer: Consumer::NonMfmaWritesVector, overlap: Overlap::Regs, waits: Waits::Mfma(MfmaCol::DstWaw), source: LLC },
    HazardRule { name: "valu-vgpr-mfma-srcab", producer: Producer::NonMfmaWritesVector, consumer: Consumer::MfmaReadsSrcAB, overlap: Overlap::Regs, waits: Waits::Fixed(&[(GFX908_UP, 2)]), source: LLC },
    HazardRule { name: "valu-vgpr-mfma-srcc", producer: Producer::NonMfmaWritesVector, consumer: Consumer::MfmaReadsSrcC, overlap: Overlap::Regs, waits: Waits::Fixed(&[(procset::GFX908, 1), (GFX90A_UP, 2)]), source: LLC },
    HazardRule { name: "valu-exec-mfma", producer: Producer::ValuWritesExec, consumer: Consumer::Mfma, overlap: Overlap::Any, waits: Waits::Fixed(&[(GFX908_UP, 4)]), source: LLC },
    HazardRule { name: "valu-vgpr-accvgpr-write", producer: Producer::NonMfmaWritesVector, consumer: Consumer::AccvgprWriteReadsVgpr, overlap: Overlap::Regs, waits: Waits::Fixed(&[(procset::GFX908, 2)]), source: LLC },
    HazardRule { name: "accvgpr-write-read", producer: Producer::AccvgprWrite, consumer: Consumer::AccvgprReadReadsAgpr, overlap: Overlap::Regs, waits: Waits::Fixed(&[(procset::GFX908, 3)]), source: LLC },
    HazardRule { name: "valu-vgpr-readlane", producer: Producer::ValuWritesVgpr, consumer: Consumer::ReadlaneReadsVgpr, overlap: Overlap::Regs, waits: Waits::Fixed(&[(GFX942_UP, 1)]), source: LLC },
];

/// A hazard that GFX11 resolves with `s_waitcnt_depctr` rather than wait
/// states: it expires after enough later VALU *instructions* (SALUs and
/// `s_nop`s do not count) or transcendentals, or at a depctr whose
/// `field` is 0, which is also the fix a pass inserts ([`DEPCTR_RULES`]).
#[derive(Clone, Copy, Debug)]
pub struct DepctrRule {
    pub name: &'static str,
    pub procs: ProcSet,
    pub producer: Producer,
    pub consumer: Consumer,
    /// The hazard is gone once this many VALUs (transcendentals included)
    /// issued between producer and consumer...
    pub valus: u8,
    /// ...or this many transcendentals.
    pub trans: u8,
    /// What resolves it and what a pass inserts.
    pub fix: VaFix,
    pub source: &'static str,
}

/// The fix of a [`DepctrRule`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VaFix {
    /// `s_waitcnt_depctr imm`, whose `field`
    /// (`crate::insts::DEPCTR_FIELDS`) is 0; any depctr with that field
    /// at 0 resolves the hazard too.
    Depctr { field: &'static str, imm: u16 },
    /// `v_nop`: the VALU the rule counts (`valus: 1`), nothing else.
    VNop,
}

impl DepctrRule {
    /// Whether `inst` resolves the rule by itself (a depctr clearing its
    /// field); VALUs resolve it by being counted.
    pub fn cleared_by(&self, inst: &MInst) -> bool {
        match self.fix {
            VaFix::Depctr { field, .. } => depctr_clears(inst, field),
            VaFix::VNop => false,
        }
    }
    /// What a pass inserts before a consumer a live producer reaches.
    pub fn fix_inst(&self) -> MInst {
        match self.fix {
            VaFix::Depctr { imm, .. } => MInst::new(
                crate::insts::Opcode::SWaitcntDepctr,
                &[Operand::Imm(i32::from(imm))],
            ),
            VaFix::VNop => MInst::new(crate::insts::Opcode::VNop, &[]),
        }
    }
    /// How the fix is written, for messages.
    pub fn fix_text(&self) -> String {
        match self.fix {
            VaFix::Depctr { field, .. } => format!("s_waitcnt_depctr {field}(0)"),
            VaFix::VNop => "v_nop (or another VALU)".to_string(),
        }
    }
}

/// The rules fixed by `s_waitcnt_depctr` (module doc: sources).
///
/// `wmma-dst-srcab`: llc-22 (`-mcpu=gfx1100` and `gfx1151`, wave32 and
/// wave64; GCNHazardRecognizer's WMMA rule): a WMMA whose source A or B
/// overlaps the destination of the WMMA before it gets a `v_nop` between
/// the two unless some other VALU issued in between; a destination read
/// as exactly the next WMMA's C needs nothing. The row covers every GFX11
/// processor (the rows exist there only).
///
/// `trans-use`: llc-22 post-RA-hazard-rec, gfx1100-gfx1103 and
/// gfx11-generic, wave32 and wave64: a transcendental's VGPR result read
/// by any VALU gets `s_waitcnt_depctr va_vdst(0)` (0x0f9f) unless 6 VALUs
/// or 2 transcendentals issued in between; 8 SALUs in between do not
/// help; a VMEM store of the result needs nothing. gfx1150-gfx1153 and
/// GFX12 ask for nothing.
#[rustfmt::skip]
pub static DEPCTR_RULES: &[DepctrRule] = &[
    DepctrRule { name: "trans-use", procs: ProcSet::of(&[Processor::Gfx1100, Processor::Gfx1101, Processor::Gfx1102, Processor::Gfx1103, Processor::Gfx11Generic]), producer: Producer::TransWritesVgpr, consumer: Consumer::ValuReadsVgpr, valus: 6, trans: 2, fix: VaFix::Depctr { field: "va_vdst", imm: 0x0f9f }, source: LLC },
    DepctrRule { name: "wmma-dst-srcab", procs: procset::GFX11, producer: Producer::WmmaWritesDst, consumer: Consumer::WmmaReadsSrcAB, valus: 1, trans: 1, fix: VaFix::VNop, source: LLC },
];

/// Whether the `s_waitcnt_depctr` `inst` has `field` at 0.
pub fn depctr_clears(inst: &MInst, field: &str) -> bool {
    if inst.opcode != crate::insts::Opcode::SWaitcntDepctr {
        return false;
    }
    let Some(Operand::Imm(v)) = inst.operands.first() else {
        return false;
    };
    crate::insts::DEPCTR_FIELDS
        .iter()
        .find(|f| f.0 == field)
        .is_some_and(|&(_, shift, width)| (*v as u32 >> shift) & ((1 << width) - 1) == 0)
}

/// The largest wait-state count any rule asks for on `p`: how far back a
/// pass has to look.
pub fn max_wait_states(p: Processor) -> u8 {
    RULES.iter().map(|r| r.wait_states(p)).max().unwrap_or(0)
}

/// Wait states required between `first` and `second` (max over the rules).
pub fn required_wait_states(first: &MInst, second: &MInst, p: Processor) -> u8 {
    RULES
        .iter()
        .map(|r| r.required(first, second, p))
        .max()
        .unwrap_or(0)
}

/// The rules in force on `p` whose consumer side `second` matches, each
/// with the registers it reads there. Computing this once per instruction
/// is what keeps a backward search cheap: most instructions consume no
/// hazard at all, so their scan is skipped, and the others test only
/// their few rules against each earlier instruction.
pub fn consumer_rules(second: &MInst, p: Processor) -> SmallVec<[(&'static HazardRule, Regs); 2]> {
    RULES
        .iter()
        .filter(|r| r.wait_states(p) > 0)
        .filter_map(|r| Some((r, consumer_regs(r.consumer, second)?)))
        .collect()
}

/// A set of rules: bit `i` stands for `RULES[i]` (a unit test keeps the
/// table within the width).
pub type RuleSet = u64;

/// The rules of `set`, by index into [`RULES`], in table order.
pub fn rules_of(set: RuleSet) -> impl Iterator<Item = usize> {
    let mut left = set;
    std::iter::from_fn(move || {
        if left == 0 {
            return None;
        }
        let i = left.trailing_zeros() as usize;
        left &= left - 1;
        Some(i)
    })
}

/// The rule table indexed for one processor: per opcode, the rules in
/// force whose producer (consumer) class the opcode can be at all, from
/// [`producer_gate`] and [`consumer_gate`]; and per rule its bound
/// [`HazardRule::wait_states`]. It replaces a walk over every rule with a
/// walk over the few bits an instruction's opcode leaves; the
/// per-instruction classes ([`producer_regs`], [`consumer_regs`]) still
/// decide on the operands.
///
/// An opcode's sets are computed the first time they are asked for: a
/// compile meets a few dozen of the table's opcodes, and indexing all of
/// them up front (every row against every rule, touching the whole
/// instruction table) cost a small kernel's process more than both hazard
/// passes together. The cache is shared by every thread, so its cells are
/// atomics; filling a cell twice stores the same value, so relaxed order
/// is enough.
#[derive(Debug)]
pub struct RuleIndex {
    p: Processor,
    /// Per opcode: [`Self::FILLED`] once computed, with the sets in the
    /// low bits (producing) and the next 32 (consuming).
    sets: Box<[std::sync::atomic::AtomicU64]>,
    in_force: u32,
    bound: Vec<u8>,
}

impl RuleIndex {
    /// Marks a computed cell; no rule index reaches it (a unit test keeps
    /// the table within 31 rules).
    const FILLED: u64 = 1 << 63;

    /// The index of `p`, built on first use and shared by every later
    /// pass and compile in the process: it depends only on the tables and
    /// `p`.
    pub fn of(p: Processor) -> &'static RuleIndex {
        static CACHE: [std::sync::OnceLock<RuleIndex>; Processor::ALL.len()] =
            [const { std::sync::OnceLock::new() }; Processor::ALL.len()];
        CACHE[p as usize].get_or_init(|| RuleIndex::new(p))
    }

    pub fn new(p: Processor) -> RuleIndex {
        let bound: Vec<u8> = RULES.iter().map(|r| r.wait_states(p)).collect();
        let in_force = bound
            .iter()
            .enumerate()
            .filter(|&(_, &b)| b > 0)
            .fold(0u32, |m, (i, _)| m | 1 << i);
        let sets = (0..crate::insts::Opcode::ALL.len())
            .map(|_| std::sync::atomic::AtomicU64::new(0))
            .collect();
        RuleIndex {
            p,
            sets,
            in_force,
            bound,
        }
    }

    /// `op`'s (producing, consuming) sets, computed on first use.
    fn sets(&self, op: crate::insts::Opcode) -> (RuleSet, RuleSet) {
        use std::sync::atomic::Ordering::Relaxed;
        let Some(cell) = self.sets.get(op as usize) else {
            return (0, 0);
        };
        let mut v = cell.load(Relaxed);
        if v & Self::FILLED == 0 {
            let info = op.info();
            let (mut prod, mut cons) = (0u64, 0u64);
            for i in rules_of(RuleSet::from(self.in_force)) {
                let r = &RULES[i];
                if producer_gate(r.producer, info) {
                    prod |= 1 << i;
                }
                if consumer_gate(r.consumer, op, info) {
                    cons |= 1 << i;
                }
            }
            v = Self::FILLED | cons << 32 | prod;
            cell.store(v, Relaxed);
        }
        (v & 0xffff_ffff, (v >> 32) & 0x7fff_ffff)
    }

    pub fn processor(&self) -> Processor {
        self.p
    }

    /// Rules in force an instruction of `op` can be the producer of.
    pub fn producing(&self, op: crate::insts::Opcode) -> RuleSet {
        self.sets(op).0
    }

    /// Rules in force an instruction of `op` can be the consumer of.
    pub fn consuming(&self, op: crate::insts::Opcode) -> RuleSet {
        self.sets(op).1
    }

    /// `RULES[rule].wait_states(p)`: at most this many wait states.
    pub fn bound(&self, rule: usize) -> u8 {
        self.bound.get(rule).copied().unwrap_or(0)
    }

    /// [`consumer_rules`] on the index's processor, as rule indices: one
    /// operand scan, then only the rules `inst`'s opcode can consume.
    pub fn consumer_rules(&self, inst: &MInst) -> SmallVec<[(usize, Regs); 2]> {
        let set = self.consuming(inst.opcode);
        if set == 0 {
            return SmallVec::new();
        }
        let fp = Footprint::of(inst);
        rules_of(set)
            .filter_map(|i| Some((i, consumer_regs_in(RULES[i].consumer, inst, &fp)?)))
            .collect()
    }

    /// The registers `inst` marks as the producer of each rule in force it
    /// produces for (one operand scan; rules sharing a producer class share
    /// its registers): `(rules, regs)` pairs with disjoint rule sets.
    pub fn producer_regs(&self, inst: &MInst) -> SmallVec<[(RuleSet, Regs); 2]> {
        let mut set = self.producing(inst.opcode);
        let mut out: SmallVec<[(RuleSet, Regs); 2]> = SmallVec::new();
        if set == 0 {
            return out;
        }
        let fp = Footprint::of(inst);
        while set != 0 {
            let i = set.trailing_zeros() as usize;
            let class = RULES[i].producer;
            let same: RuleSet = rules_of(set)
                .filter(|&j| RULES[j].producer == class)
                .fold(0, |m, j| m | 1 << j);
            set &= !same;
            if let Some(r) = producer_regs_in(class, inst, &fp) {
                out.push((same, r));
            }
        }
        out
    }
}

/// Wait states an instruction provides by issuing: `s_nop k` gives `k + 1`,
/// anything else 1.
pub fn wait_states_of(inst: &MInst) -> u32 {
    match (inst.opcode, inst.operands.first()) {
        (crate::insts::Opcode::SNop, Some(Operand::Imm(k))) => (*k as u32 & 0xf) + 1,
        _ => 1,
    }
}

/// Whether two register ranges share a register. Scalar registers compare
/// by operand code (so `vcc` and `vcc_lo` overlap); VGPRs and AGPRs by
/// index within their own file.
pub fn overlaps(a: Reg, b: Reg) -> bool {
    match (reg_space(a), reg_space(b)) {
        (Some((sa, fa)), Some((sb, fb))) => {
            sa == sb && fa < fb + b.len as u16 && fb < fa + a.len as u16
        }
        _ => false,
    }
}

/// The register space of `r` (0 scalar by operand code, 1 VGPR, 2 AGPR)
/// and its first index there; [`overlaps`] compares `r.len` registers
/// from that index. `None`: a register that overlaps nothing.
pub fn reg_space(r: Reg) -> Option<(u8, u16)> {
    match r.file {
        RegFile::Vgpr => Some((1, r.index)),
        RegFile::Agpr => Some((2, r.index)),
        RegFile::Sgpr => Some((0, r.index)),
        _ => r.scalar_code().map(|c| (0, c)),
    }
}

/// The hwreg id of `s_getreg`/`s_setreg`.
pub fn hwreg_id(inst: &MInst) -> Option<u8> {
    hwreg(inst).map(|(id, _, _)| id)
}

/// `(id, offset, size)` of a hwreg operand.
fn hwreg(inst: &MInst) -> Option<(u8, u8, u8)> {
    let info = inst.opcode.info();
    let slot = info.operands.iter().position(|o| o.kind == OpKind::Hwreg)?;
    match inst.operands.get(slot) {
        Some(Operand::Imm(v)) => {
            let v = *v as u32;
            Some((
                (v & 0x3f) as u8,
                (v >> 6 & 0x1f) as u8,
                ((v >> 11 & 0x1f) + 1) as u8,
            ))
        }
        _ => None,
    }
}

/// Registers in the operand slots of `inst` matching `pick(role, kind)`.
fn operand_regs(inst: &MInst, pick: impl Fn(Role, OpKind) -> bool) -> Regs {
    let info = inst.opcode.info();
    info.operands
        .iter()
        .zip(inst.operands.iter())
        .filter(|(o, _)| pick(o.role, o.kind))
        .filter_map(|(_, op)| op.reg())
        .collect()
}

fn is_def(r: Role) -> bool {
    matches!(r, Role::Def | Role::DefUse)
}
fn is_use(r: Role) -> bool {
    matches!(r, Role::Use | Role::DefUse)
}
fn vector(r: &Reg) -> bool {
    matches!(r.file, RegFile::Vgpr | RegFile::Agpr)
}

/// The registers of an instruction's operand slots, split by role in one
/// scan: what every producer and consumer class filters. A pass that asks
/// several classes about one instruction scans its operands once.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Footprint {
    /// Registers in slots the instruction writes (`Def`, `DefUse`).
    pub defs: Regs,
    /// Registers in slots the instruction reads (`Use`, `DefUse`).
    pub uses: Regs,
}

impl Footprint {
    pub fn of(inst: &MInst) -> Footprint {
        let mut fp = Footprint::default();
        let info = inst.opcode.info();
        for (o, op) in info.operands.iter().zip(inst.operands.iter()) {
            let Some(r) = op.reg() else { continue };
            if is_def(o.role) {
                fp.defs.push(r);
            }
            if is_use(o.role) {
                fp.uses.push(r);
            }
        }
        fp
    }
}

/// `regs()` when `cond` holds and it is not empty; `regs` runs only when
/// `cond` holds, so an instruction outside a class costs no operand scan.
fn some_if(cond: bool, regs: impl FnOnce() -> Regs) -> Option<Regs> {
    if !cond {
        return None;
    }
    let regs = regs();
    (!regs.is_empty()).then_some(regs)
}

const HW_REG_MODE: u8 = 1;
const MODE_VSKIP_BIT: u8 = 28;

/// Whether an instruction with the table facts `info` can be producer
/// `p` at all: the opcode-level half of [`producer_regs`], which checks
/// it first. A pass can evaluate it once per opcode and skip the class
/// for every instruction of an opcode that fails it.
pub fn producer_gate(p: Producer, info: &InstInfo) -> bool {
    let valu = info.format.is_valu();
    let mfma = info.hazards.has(Hazards::MFMA);
    match p {
        Producer::Setreg | Producer::SetregVskip => info.hazards.has(Hazards::SETREG),
        Producer::ValuWritesSgpr
        | Producer::ValuWritesVcc
        | Producer::ValuWritesVccOrExec
        | Producer::ValuWritesExec
        | Producer::ValuWritesVgpr => valu,
        Producer::TransWritesVgpr => valu && info.hazards.has(Hazards::TRANS),
        Producer::SaluWritesM0 => info.format.is_salu(),
        Producer::WideStoreData => info.hazards.has(Hazards::STORE_GT64),
        Producer::MfmaWritesDst | Producer::MfmaReadsSrcC => mfma,
        Producer::NonMfmaWritesVector => valu && !mfma,
        Producer::AccvgprWrite => info.hazards.has(Hazards::ACCVGPR),
        Producer::WmmaWritesDst => info.hazards.has(Hazards::WMMA),
    }
}

/// Whether an instruction of opcode `op` with the table facts `info` can
/// be consumer `c` at all: the opcode-level half of [`consumer_regs`],
/// which checks it first (see [`producer_gate`]).
pub fn consumer_gate(c: Consumer, op: crate::insts::Opcode, info: &InstInfo) -> bool {
    let f = info.format;
    let valu = f.is_valu();
    let mfma = info.hazards.has(Hazards::MFMA);
    match c {
        Consumer::Getreg => info.hazards.has(Hazards::GETREG),
        Consumer::Setreg => info.hazards.has(Hazards::SETREG),
        Consumer::Vector => valu || f.is_vmem() || f == Format::Ds,
        Consumer::ValuReadsVcczExecz
        | Consumer::ValuReadsSgpr
        | Consumer::Dpp
        | Consumer::DppReadsVgpr
        | Consumer::ValuWritesVgpr => valu,
        Consumer::LaneSelect => info.hazards.has(Hazards::LANESEL),
        Consumer::DivFmas => info.hazards.has(Hazards::DIV_FMAS),
        Consumer::VmemReadsSgpr => f.is_vmem(),
        Consumer::ReadsM0 => {
            f == Format::Ds
                || info.hazards.has(Hazards::READS_M0)
                || op == crate::insts::Opcode::STtracedata
        }
        Consumer::NonTransReadsVgpr => valu && !info.hazards.has(Hazards::TRANS),
        Consumer::ValuReadsVgpr => valu,
        Consumer::ReadlaneReadsVgpr => {
            info.hazards.has(Hazards::LANESEL) && info.hazards.has(Hazards::VALU_SDST)
        }
        Consumer::NonMfmaReadsVector => (valu && !mfma) || f.is_vmem() || f == Format::Ds,
        Consumer::MemReadsVector => f.is_vmem() || f == Format::Ds,
        Consumer::MfmaReadsSrcAB | Consumer::MfmaReadsSrcC | Consumer::Mfma => mfma,
        Consumer::NonMfmaWritesVector => valu && !mfma,
        Consumer::AccvgprWriteReadsVgpr | Consumer::AccvgprReadReadsAgpr => {
            info.hazards.has(Hazards::ACCVGPR)
        }
        Consumer::WmmaReadsSrcAB => info.hazards.has(Hazards::WMMA),
    }
}

/// The registers `inst` marks as producer `p`, or `None` when `inst` is
/// not such a producer.
pub fn producer_regs(p: Producer, inst: &MInst) -> Option<Regs> {
    if !producer_gate(p, inst.opcode.info()) {
        return None;
    }
    producer_regs_in(p, inst, &Footprint::of(inst))
}

/// [`producer_regs`] with `inst`'s registers already scanned into `fp`
/// (`Footprint::of(inst)`), so that several classes share one scan.
pub fn producer_regs_in(p: Producer, inst: &MInst, fp: &Footprint) -> Option<Regs> {
    let info = inst.opcode.info();
    if !producer_gate(p, info) {
        return None;
    }
    let valu = info.format.is_valu();
    let mfma = info.hazards.has(Hazards::MFMA);
    match p {
        Producer::Setreg => info.hazards.has(Hazards::SETREG).then(Regs::new),
        Producer::SetregVskip => {
            let (id, off, size) = hwreg(inst)?;
            let hit = info.hazards.has(Hazards::SETREG)
                && id == HW_REG_MODE
                && off <= MODE_VSKIP_BIT
                && MODE_VSKIP_BIT < off + size;
            hit.then(Regs::new)
        }
        Producer::ValuWritesSgpr => some_if(valu, || {
            fp.defs.iter().copied().filter(|r| r.is_scalar()).collect()
        }),
        Producer::ValuWritesVcc => {
            if !valu {
                return None;
            }
            let mut r: Regs = fp
                .defs
                .iter()
                .copied()
                .filter(|r| overlaps(*r, Reg::VCC))
                .collect();
            r.truncate(1);
            some_if(valu, move || r)
        }
        Producer::ValuWritesVccOrExec | Producer::ValuWritesExec => {
            if !valu {
                return None;
            }
            let want_vcc = p == Producer::ValuWritesVccOrExec;
            let mut r: Regs = fp
                .defs
                .iter()
                .copied()
                .filter(|r| overlaps(*r, Reg::EXEC) || (want_vcc && overlaps(*r, Reg::VCC)))
                .collect();
            if info.implicit.has(crate::insts::Implicit::DEF_EXEC) {
                r.push(Reg::EXEC);
            }
            some_if(valu, move || r)
        }
        Producer::ValuWritesVgpr => {
            some_if(valu, || fp.defs.iter().copied().filter(vector).collect())
        }
        Producer::TransWritesVgpr => some_if(valu && info.hazards.has(Hazards::TRANS), || {
            fp.defs.iter().copied().filter(vector).collect()
        }),
        Producer::SaluWritesM0 => {
            if !info.format.is_salu() {
                return None;
            }
            let r: Regs = fp
                .defs
                .iter()
                .copied()
                .filter(|r| overlaps(*r, Reg::M0))
                .collect();
            some_if(info.format.is_salu(), move || r)
        }
        Producer::WideStoreData => {
            if !info.hazards.has(Hazards::STORE_GT64) {
                return None;
            }
            let sgpr_soffset = info
                .operands
                .iter()
                .zip(inst.operands.iter())
                .any(|(o, op)| o.kind == OpKind::Soffset && matches!(op, Operand::Reg(_)));
            let data = operand_regs(inst, |r, k| is_use(r) && k == OpKind::AVsrc);
            some_if(!(info.format == Format::Mubuf && sgpr_soffset), || data)
        }
        Producer::MfmaWritesDst => {
            some_if(mfma, || fp.defs.iter().copied().filter(vector).collect())
        }
        Producer::MfmaReadsSrcC => some_if(mfma, || mfma_src(inst, 3)),
        Producer::NonMfmaWritesVector => some_if(valu && !mfma, || {
            fp.defs.iter().copied().filter(vector).collect()
        }),
        Producer::AccvgprWrite => some_if(info.hazards.has(Hazards::ACCVGPR), || {
            fp.defs
                .iter()
                .copied()
                .filter(|r| r.file == RegFile::Agpr)
                .collect()
        }),
        Producer::WmmaWritesDst => some_if(info.hazards.has(Hazards::WMMA), || {
            fp.defs.iter().copied().filter(vector).collect()
        }),
    }
}

/// The register of MFMA operand slot `slot` (1 = A, 2 = B, 3 = C), if it
/// is a register.
fn mfma_src(inst: &MInst, slot: usize) -> Regs {
    inst.operands
        .get(slot)
        .and_then(|o| o.reg())
        .filter(vector)
        .into_iter()
        .collect()
}

/// The registers `inst` touches as consumer `c`, or `None` when `inst` is
/// not such a consumer.
pub fn consumer_regs(c: Consumer, inst: &MInst) -> Option<Regs> {
    if !consumer_gate(c, inst.opcode, inst.opcode.info()) {
        return None;
    }
    consumer_regs_in(c, inst, &Footprint::of(inst))
}

/// [`consumer_regs`] with `inst`'s registers already scanned into `fp`
/// (`Footprint::of(inst)`), so that several rules share one scan.
pub fn consumer_regs_in(c: Consumer, inst: &MInst, fp: &Footprint) -> Option<Regs> {
    let info = inst.opcode.info();
    if !consumer_gate(c, inst.opcode, info) {
        return None;
    }
    let valu = info.format.is_valu();
    let mfma = info.hazards.has(Hazards::MFMA);
    let dpp = valu && inst.mods.dpp.is_some();
    match c {
        Consumer::Getreg => info.hazards.has(Hazards::GETREG).then(Regs::new),
        Consumer::Setreg => info.hazards.has(Hazards::SETREG).then(Regs::new),
        Consumer::Vector => {
            let f = info.format;
            (f.is_valu() || f.is_vmem() || f == Format::Ds).then(Regs::new)
        }
        Consumer::ValuReadsVcczExecz => some_if(valu, || {
            fp.uses
                .iter()
                .copied()
                .filter(|r| *r == Reg::VCCZ || *r == Reg::EXECZ)
                .collect()
        }),
        Consumer::LaneSelect => {
            if !info.hazards.has(Hazards::LANESEL) {
                return None;
            }
            // The lane select is the last scalar source slot.
            let slot = info.operands.iter().rposition(|o| o.kind == OpKind::Ssrc)?;
            let r = inst.operands.get(slot)?.reg()?;
            Some(smallvec::smallvec![r])
        }
        Consumer::DivFmas => info
            .hazards
            .has(Hazards::DIV_FMAS)
            .then(|| smallvec::smallvec![Reg::VCC]),
        Consumer::VmemReadsSgpr => some_if(info.format.is_vmem(), || {
            fp.uses.iter().copied().filter(|r| r.is_scalar()).collect()
        }),
        Consumer::ValuReadsSgpr => {
            if !valu {
                return None;
            }
            let mut r: Regs = fp.uses.iter().copied().filter(|r| r.is_scalar()).collect();
            if info.implicit.has(crate::insts::Implicit::USE_VCC) {
                r.push(Reg::VCC);
            }
            some_if(valu, move || r)
        }
        Consumer::Dpp => dpp.then(Regs::new),
        Consumer::DppReadsVgpr => some_if(dpp, || fp.uses.iter().copied().filter(vector).collect()),
        Consumer::ReadsM0 => {
            let gds = info.format == Format::Ds && inst.mods.flags & flags::GDS != 0;
            let msg = info.hazards.has(Hazards::READS_M0)
                || inst.opcode == crate::insts::Opcode::STtracedata;
            (gds || msg).then(Regs::new)
        }
        Consumer::ValuWritesVgpr => {
            some_if(valu, || fp.defs.iter().copied().filter(vector).collect())
        }
        Consumer::NonTransReadsVgpr => some_if(valu && !info.hazards.has(Hazards::TRANS), || {
            fp.uses.iter().copied().filter(vector).collect()
        }),
        Consumer::ValuReadsVgpr => {
            some_if(valu, || fp.uses.iter().copied().filter(vector).collect())
        }
        Consumer::ReadlaneReadsVgpr => some_if(
            info.hazards.has(Hazards::LANESEL) && info.hazards.has(Hazards::VALU_SDST),
            || fp.uses.iter().copied().filter(vector).collect(),
        ),
        Consumer::NonMfmaReadsVector => {
            let f = info.format;
            some_if((valu && !mfma) || f.is_vmem() || f == Format::Ds, || {
                fp.uses.iter().copied().filter(vector).collect()
            })
        }
        Consumer::MemReadsVector => {
            let f = info.format;
            some_if(f.is_vmem() || f == Format::Ds, || {
                fp.uses.iter().copied().filter(vector).collect()
            })
        }
        Consumer::MfmaReadsSrcAB => {
            if !mfma {
                return None;
            }
            let mut r = mfma_src(inst, 1);
            r.extend(mfma_src(inst, 2));
            some_if(mfma, move || r)
        }
        Consumer::MfmaReadsSrcC => some_if(mfma, || mfma_src(inst, 3)),
        Consumer::Mfma => mfma.then(Regs::new),
        Consumer::NonMfmaWritesVector => some_if(valu && !mfma, || {
            fp.defs.iter().copied().filter(vector).collect()
        }),
        Consumer::AccvgprWriteReadsVgpr => some_if(info.hazards.has(Hazards::ACCVGPR), || {
            fp.uses
                .iter()
                .copied()
                .filter(|r| r.file == RegFile::Vgpr)
                .collect()
        }),
        Consumer::AccvgprReadReadsAgpr => some_if(info.hazards.has(Hazards::ACCVGPR), || {
            fp.uses
                .iter()
                .copied()
                .filter(|r| r.file == RegFile::Agpr)
                .collect()
        }),
        Consumer::WmmaReadsSrcAB => {
            let wmma = info.hazards.has(Hazards::WMMA);
            let mut r = mfma_src(inst, 1);
            r.extend(mfma_src(inst, 2));
            some_if(wmma, move || r)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::insts::Opcode;

    /// A generic target runs on each of its members, so it waits at
    /// least as long as every member on every rule and MFMA producer
    /// (seed 002, generic processors).
    #[test]
    fn generic_targets_wait_as_long_as_their_slowest_member() {
        for g in Processor::ALL {
            let Some(gen) = &g.info().generic else {
                continue;
            };
            for r in RULES {
                for &m in gen.members {
                    assert!(
                        r.wait_states(g) >= r.wait_states(m),
                        "{} on {g} vs {m}",
                        r.name
                    );
                    if let Waits::Mfma(col) = r.waits {
                        for &op in Opcode::ALL {
                            if op.info().format == Format::Mai && op.info().avail.contains(g) {
                                assert!(
                                    mfma_waits(op, col, g) >= mfma_waits(op, col, m),
                                    "{} {:?} on {g} vs {m}",
                                    r.name,
                                    op
                                );
                            }
                        }
                    }
                }
            }
        }
    }

    /// Oracle: the per-instruction gates. For every processor, opcode and
    /// rule, the index holds the rule for the opcode exactly when the rule
    /// is in force and [`producer_gate`] / [`consumer_gate`] pass.
    #[test]
    fn rule_index_agrees_with_the_gates_on_every_opcode() {
        // The index packs both sets of an opcode in one word, 31 bits each.
        assert!(RULES.len() <= 31, "widen RuleIndex's cells");
        for p in Processor::ALL {
            let index = RuleIndex::new(p);
            for &op in Opcode::ALL {
                let info = op.info();
                for (i, r) in RULES.iter().enumerate() {
                    let on = r.wait_states(p) > 0;
                    assert_eq!(index.bound(i), r.wait_states(p));
                    let prod = on && producer_gate(r.producer, info);
                    let cons = on && consumer_gate(r.consumer, op, info);
                    assert_eq!(
                        index.producing(op) >> i & 1 == 1,
                        prod,
                        "{p} {op:?} {}",
                        r.name
                    );
                    assert_eq!(
                        index.consuming(op) >> i & 1 == 1,
                        cons,
                        "{p} {op:?} {}",
                        r.name
                    );
                }
            }
        }
    }

    /// Oracle: [`consumer_rules`], [`producer_regs`] and
    /// [`HazardRule::required_by`], which scan the operands per rule. On
    /// the representative instance of every opcode (and a DPP and a GDS
    /// variant, which the classes look at), the index's one-scan answers
    /// are the same, and so are the wait states between every pair.
    #[test]
    fn rule_index_registers_match_the_per_rule_scan() {
        let mut pairs = 0;
        for p in Processor::ALL {
            let index = RuleIndex::new(p);
            let mut insts: Vec<MInst> = Vec::new();
            for &op in Opcode::ALL {
                if !op.info().avail.contains(p) {
                    continue;
                }
                let inst = crate::sample::representative(op, p);
                let mut dpp = inst.clone();
                dpp.mods.dpp = Some(crate::minst::Dpp {
                    ctrl: 0x1b,
                    row_mask: 0xf,
                    bank_mask: 0xf,
                    bound_ctrl: false,
                });
                let mut gds = inst.clone();
                gds.mods.flags |= flags::GDS;
                insts.extend([inst, dpp, gds]);
            }
            for inst in &insts {
                let old: Vec<(usize, Regs)> = consumer_rules(inst, p)
                    .into_iter()
                    .map(|(r, regs)| (RULES.iter().position(|x| std::ptr::eq(x, r)).unwrap(), regs))
                    .collect();
                let new: Vec<(usize, Regs)> = index.consumer_rules(inst).into_iter().collect();
                assert_eq!(old, new, "{p} {inst:?}");
                let produced = index.producer_regs(inst);
                let mut seen: RuleSet = 0;
                for (set, regs) in &produced {
                    assert_eq!(seen & set, 0, "disjoint sets");
                    seen |= set;
                    for i in rules_of(*set) {
                        assert_eq!(producer_regs(RULES[i].producer, inst).as_ref(), Some(regs));
                    }
                }
                for (i, r) in RULES.iter().enumerate() {
                    if r.wait_states(p) > 0 && seen >> i & 1 == 0 {
                        assert_eq!(producer_regs(r.producer, inst), None, "{p} {}", r.name);
                    }
                }
            }
            // Every pair among a slice of the instances, both ways.
            for first in insts.iter().step_by(7) {
                let produced = index.producer_regs(first);
                for second in insts.iter().step_by(5) {
                    for (i, cr) in index.consumer_rules(second) {
                        let pr = produced
                            .iter()
                            .find(|(set, _)| set >> i & 1 == 1)
                            .map(|(_, r)| r);
                        assert_eq!(
                            RULES[i].required_with(first, pr, second, &cr, p),
                            RULES[i].required_by(first, second, &cr, p),
                        );
                        pairs += 1;
                    }
                }
            }
        }
        assert!(pairs > 1000, "{pairs}");
    }

    #[test]
    fn every_rule_has_a_positive_count_somewhere() {
        for r in RULES {
            assert!(
                Processor::ALL.iter().any(|&p| r.wait_states(p) > 0),
                "{}",
                r.name
            );
        }
        assert_eq!(max_wait_states(Processor::Gfx900), 5);
    }

    /// seed 004 table 8, row "VALU writes SGPR, VMEM reads it": 5.
    #[test]
    fn valu_sgpr_then_vmem() {
        let w = MInst::new(
            Opcode::VReadfirstlaneB32,
            &[Reg::s(0).into(), Reg::v(0).into()],
        );
        let ld = MInst::new(
            Opcode::GlobalLoadDword,
            &[
                Reg::v(1).into(),
                Reg::v(2).into(),
                Reg::s_range(0, 1).into(),
            ],
        );
        assert_eq!(required_wait_states(&w, &ld, Processor::Gfx900), 5);
        let ld2 = MInst::new(
            Opcode::GlobalLoadDword,
            &[
                Reg::v(1).into(),
                Reg::v(2).into(),
                Reg::s_range(2, 3).into(),
            ],
        );
        assert_eq!(required_wait_states(&w, &ld2, Processor::Gfx900), 0);
    }

    /// seed 004 table 8, row "VALU writes VGPR, VALU DPP reads that VGPR":
    /// 2, only when the DPP instruction reads the written VGPR.
    #[test]
    fn valu_vgpr_then_dpp_read() {
        let w = MInst::new(
            Opcode::VAddU32,
            &[Reg::v(2).into(), Reg::v(0).into(), Reg::v(1).into()],
        );
        let dpp = |src: u16| {
            let mut i = MInst::new(Opcode::VMovB32, &[Reg::v(3).into(), Reg::v(src).into()]);
            i.mods.dpp = Some(crate::minst::Dpp {
                ctrl: 0x1b,
                row_mask: 0xf,
                bank_mask: 0xf,
                bound_ctrl: false,
            });
            i
        };
        for p in Processor::ALL
            .into_iter()
            .filter(|&p| procset::GFX9.contains(p))
        {
            assert_eq!(required_wait_states(&w, &dpp(2), p), 2, "{p}");
            assert_eq!(required_wait_states(&w, &dpp(4), p), 0, "{p}");
        }
    }

    /// seed 004 table 8, row "VALU writes EXEC, VALU DPP operation": 5,
    /// whatever the DPP instruction reads.
    #[test]
    fn valu_exec_then_dpp() {
        let w = MInst::new(
            Opcode::VCmpxLeU32,
            &[Reg::VCC.into(), Operand::Inline(128), Reg::v(0).into()],
        );
        let mut dpp = MInst::new(Opcode::VMovB32, &[Reg::v(3).into(), Reg::v(7).into()]);
        dpp.mods.dpp = Some(crate::minst::Dpp {
            ctrl: 0x1b,
            row_mask: 0xf,
            bank_mask: 0xf,
            bound_ctrl: false,
        });
        for p in Processor::ALL
            .into_iter()
            .filter(|&p| procset::GFX9.contains(p))
        {
            assert_eq!(required_wait_states(&w, &dpp, p), 5, "{p}");
        }
    }

    /// Seed 004 table 8 has no SDWA row: an SDWA VALU reading a VGPR that
    /// the previous VALU wrote needs no wait states on any GFX9 processor.
    #[test]
    fn sdwa_has_no_row() {
        let w = MInst::new(
            Opcode::VAddU32,
            &[Reg::v(2).into(), Reg::v(0).into(), Reg::v(1).into()],
        );
        let mut sdwa = MInst::new(Opcode::VMovB32, &[Reg::v(3).into(), Reg::v(2).into()]);
        sdwa.mods.sdwa = Some(Default::default());
        for p in Processor::ALL {
            assert_eq!(required_wait_states(&w, &sdwa, p), 0, "{p}");
        }
    }

    /// Every MFMA of the instruction table has exactly one [`MFMA_TIMING`]
    /// line on every processor it exists on (oracle: the instruction
    /// table's `avail` sets), so no MFMA falls back to
    /// [`MFMA_UNMEASURED`], and that bound is still the largest count.
    #[test]
    fn every_mfma_has_a_timing_line() {
        for &op in Opcode::ALL {
            let info = op.info();
            if !info.hazards.has(Hazards::MFMA) {
                continue;
            }
            for p in Processor::ALL {
                let lines = MFMA_TIMING
                    .iter()
                    .filter(|t| t.op == op && t.procs.contains(p))
                    .count();
                let want = usize::from(info.avail.contains(p));
                assert_eq!(lines, want, "{} on {}", op.name(), p.name());
            }
        }
        for t in MFMA_TIMING {
            assert!(t.waits.iter().all(|&w| w <= MFMA_UNMEASURED), "{:?}", t.op);
        }
    }

    /// llc-22 post-RA-hazard-rec on MIR pairs for the 32x32 and f64
    /// shapes: a VALU read of the result (11 after a gfx942 32x32x8 f16,
    /// 19 after any gfx90a 32x32, 11 after an f64 16x16x4), a global
    /// store of an f64 16x16x4 result (18),
    /// the f64 4x4 accumulation chain (4) and a partial overlap (9).
    #[test]
    fn mfma_wide_rows() {
        let mfma = |op: Opcode, n: u8, d: u16, c: u16| {
            MInst::new(
                op,
                &[
                    Operand::Reg(Reg::new(RegFile::Vgpr, d, n)),
                    Reg::v(0).into(),
                    Reg::v(1).into(),
                    Operand::Reg(Reg::new(RegFile::Vgpr, c, n)),
                ],
            )
        };
        let read = MInst::new(Opcode::VMovB32, &[Reg::v(100).into(), Reg::v(32).into()]);
        let h = mfma(Opcode::VMfmaF3232x32x8f16, 16, 32, 32);
        assert_eq!(required_wait_states(&h, &read, Processor::Gfx942), 11);
        assert_eq!(required_wait_states(&h, &read, Processor::Gfx90a), 19);
        let two = mfma(Opcode::VMfmaF3232x32x1f32, 32, 32, 32);
        assert_eq!(required_wait_states(&two, &read, Processor::Gfx942), 18);
        let d = mfma(Opcode::VMfmaF6416x16x4f64, 8, 32, 32);
        assert_eq!(required_wait_states(&d, &read, Processor::Gfx90a), 11);
        let store = MInst::new(
            Opcode::GlobalStoreDword,
            &[
                Reg::v(90).into(),
                Reg::v(32).into(),
                Reg::s_range(0, 1).into(),
            ],
        );
        assert_eq!(required_wait_states(&d, &store, Processor::Gfx90a), 18);
        let partial = mfma(Opcode::VMfmaF6416x16x4f64, 8, 34, 34);
        assert_eq!(required_wait_states(&d, &partial, Processor::Gfx90a), 9);
        let s = mfma(Opcode::VMfmaF644x4x4f64, 2, 32, 32);
        assert_eq!(required_wait_states(&s, &s, Processor::Gfx942), 4);
    }

    /// llc-22 post-RA-hazard-rec on MIR pairs (the measurements behind
    /// [`MFMA_TIMING`]): an MFMA result read by a VALU, the accumulation
    /// chain (same source C, no wait on gfx90a, 2 after a gfx942 4x4),
    /// a partial source C overlap, a VALU feeding source A, and gfx908's
    /// `v_accvgpr_write` then `v_accvgpr_read`.
    #[test]
    fn mfma_rows() {
        let acc = |file: RegFile, i: u16| Operand::Reg(Reg::new(file, i, 4));
        let mfma = |op: Opcode, file: RegFile, d: u16, c: u16| {
            MInst::new(
                op,
                &[
                    acc(file, d),
                    Reg::v(0).into(),
                    Reg::v(1).into(),
                    acc(file, c),
                ],
            )
        };
        let f32x16 = Opcode::VMfmaF3216x16x4f32;
        let m = mfma(f32x16, RegFile::Vgpr, 8, 8);
        let read = MInst::new(Opcode::VMovB32, &[Reg::v(40).into(), Reg::v(9).into()]);
        assert_eq!(required_wait_states(&m, &read, Processor::Gfx90a), 11);
        assert_eq!(required_wait_states(&m, &read, Processor::Gfx942), 10);
        assert_eq!(required_wait_states(&m, &m, Processor::Gfx90a), 0);
        let partial = mfma(f32x16, RegFile::Vgpr, 12, 10);
        assert_eq!(required_wait_states(&m, &partial, Processor::Gfx90a), 8);
        let small = mfma(Opcode::VMfmaF324x4x1f32, RegFile::Vgpr, 8, 8);
        assert_eq!(required_wait_states(&small, &small, Processor::Gfx942), 2);
        let w = MInst::new(Opcode::VMovB32, &[Reg::v(0).into(), Reg::v(30).into()]);
        let ma = mfma(f32x16, RegFile::Agpr, 8, 8);
        assert_eq!(required_wait_states(&w, &ma, Processor::Gfx908), 2);
        let aw = MInst::new(
            Opcode::VAccvgprWriteB32,
            &[Reg::a(8).into(), Reg::v(30).into()],
        );
        let ar = MInst::new(
            Opcode::VAccvgprReadB32,
            &[Reg::v(40).into(), Reg::a(8).into()],
        );
        assert_eq!(required_wait_states(&aw, &ar, Processor::Gfx908), 3);
        assert_eq!(required_wait_states(&aw, &ar, Processor::Gfx90a), 0);
        assert_eq!(required_wait_states(&aw, &ma, Processor::Gfx908), 1);
        let rd = MInst::new(
            Opcode::VAccvgprReadB32,
            &[Reg::v(40).into(), Reg::a(9).into()],
        );
        assert_eq!(required_wait_states(&ma, &rd, Processor::Gfx908), 10);
        assert_eq!(required_wait_states(&ma, &rd, Processor::Gfx900), 0);
    }

    #[test]
    fn nop_wait_states() {
        assert_eq!(
            wait_states_of(&MInst::new(Opcode::SNop, &[Operand::Imm(3)])),
            4
        );
        assert!(overlaps(Reg::VCC_LO, Reg::VCC));
        assert!(!overlaps(Reg::v(1), Reg::a(1)));
    }
}
