//! ALU result latencies and the `s_delay_alu` dependency model (GFX11+).
//!
//! Role: from GFX11 on, the hardware interlocks ALU dependencies but
//! issues faster when told in advance that an instruction depends on a
//! recent ALU result: `s_delay_alu` names up to two producers (`instid0`,
//! `instid1`, the second applying `instskip` instructions later), each
//! as "the n-th most recent VALU" (`VALU_DEP_1..4`), "the n-th most
//! recent transcendental" (`TRANS32_DEP_1..3`) or "n more SALU cycles"
//! (`SALU_CYCLE_1..3`). It is a performance hint: code is correct without
//! it. This module holds the facts the `memmodel` pass needs, as data:
//! which processors have the instruction ([`ALU_LATENCY`]'s `procs`
//! column), the producer classes and their latencies in cycles (one row
//! per (processors, class)), and the encoding limits ([`DelayModel`]).
//!
//! Source of every row: llc-22 (`-run-pass=amdgpu-insert-delay-alu` on
//! hand-written MIR, gfx1100, gfx1150, gfx1200, wave32 and wave64; the
//! answers agree on all of them). A producer's latency is the smallest
//! distance (in issued instructions, `s_nop k` counting k + 1) at which
//! llc stops asking for a delay when only SALUs lie in between: a VALU
//! after 4 SALUs (5), a transcendental after 9 (10), an SALU after 1 (2),
//! an f64 VALU after 37 (38), an f64 transcendental after 39 (40),
//! `v_mul_lo/hi_u32` after 7 (8), 64-bit shifts after 5 (6). A VALU with
//! a scalar destination besides or instead of its vector one (`v_cmp`
//! e64, carry-out, `v_readfirstlane`, `v_div_scale`, `v_mad_u64_u32`)
//! gets 2 on every result. The count limits are separate from the
//! cycles: a VALU result is no longer named after 4 later VALUs, a
//! transcendental one after 3 later transcendentals (llc measured with
//! VALUs and transcendentals in between).
//!
//! What does not count (llc, same measurements): a VALU result read by an
//! SALU (the hardware waits on its own there), reads and writes of VCC
//! that the e32 encodings make implicit, SCC, EXEC read implicitly by
//! every VALU (an SALU naming it counts), `v_writelane`'s tied lane
//! input, and any consumer that is not an ALU instruction (VMEM, SMEM,
//! DS). VMEM, FLAT, DS
//! instructions and `s_waitcnt_depctr` with `va_vdst(0)` wait for every
//! VALU result before issuing, so they retire every pending VALU and
//! transcendental producer; `sa_sdst(0)` retires the SALU ones.

use crate::insts::{Format, Hazards, InstInfo, OpKind, Opcode, Role};
use crate::processors::{procset, ProcSet, Processor};

/// The ALU pipelines `s_delay_alu` distinguishes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AluType {
    /// A VALU that is not transcendental.
    Valu,
    /// A transcendental VALU (the instruction table's `TRANS` bit).
    Trans,
    Salu,
}

/// Producer classes of [`ALU_LATENCY`], predicates over the instruction
/// table's facts; the first matching row of a processor decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AluClass {
    /// `s_getpc_b64`: the start of a PC-relative address whose
    /// `s_add_u32`/`s_addc_u32` must follow it immediately (their literals'
    /// offsets from the PC are fixed), so nothing may go between; llc
    /// emits the three as a bundle with no delay inside.
    PcBundle,
    Salu,
    /// A VALU writing a scalar register (an `Sdst` slot).
    ValuScalarDst,
    /// A transcendental on f64 (`v_rcp_f64`, `v_rsq_f64`, `v_sqrt_f64`).
    TransF64,
    Trans,
    /// A VALU on f64 data (name with `_f64`: arithmetic, conversions).
    ValuF64,
    /// The quarter-rate 32-bit multiplies.
    ValuMulHiLo,
    /// The 64-bit shifts.
    ValuShift64,
    /// Every other VALU.
    Valu,
}

/// One row: on `procs`, a producer of `class` has its result `cycles`
/// cycles after it issues.
#[derive(Clone, Copy, Debug)]
pub struct AluLatency {
    pub procs: ProcSet,
    pub class: AluClass,
    pub cycles: u8,
}

/// The processors with `s_delay_alu` and what their producers take (see
/// the module doc for the measurements). GFX12 measured the same as
/// GFX11; a generation with other numbers is new rows above these.
#[rustfmt::skip]
pub static ALU_LATENCY: &[AluLatency] = &[
    AluLatency { procs: procset::GFX11_UP, class: AluClass::PcBundle, cycles: 0 },
    AluLatency { procs: procset::GFX11_UP, class: AluClass::Salu, cycles: 2 },
    AluLatency { procs: procset::GFX11_UP, class: AluClass::ValuScalarDst, cycles: 2 },
    AluLatency { procs: procset::GFX11_UP, class: AluClass::TransF64, cycles: 40 },
    AluLatency { procs: procset::GFX11_UP, class: AluClass::Trans, cycles: 10 },
    AluLatency { procs: procset::GFX11_UP, class: AluClass::ValuF64, cycles: 38 },
    AluLatency { procs: procset::GFX11_UP, class: AluClass::ValuMulHiLo, cycles: 8 },
    AluLatency { procs: procset::GFX11_UP, class: AluClass::ValuShift64, cycles: 6 },
    AluLatency { procs: procset::GFX11_UP, class: AluClass::Valu, cycles: 5 },
];

/// The quarter-rate multiplies of [`AluClass::ValuMulHiLo`].
const MUL_HI_LO: &[Opcode] = &[Opcode::VMulLoU32, Opcode::VMulHiU32, Opcode::VMulHiI32];

/// The encoding's limits (llvm-mc-22 accepts exactly these names).
#[derive(Clone, Copy, Debug)]
pub struct DelayModel {
    /// `VALU_DEP_1..=4`: a VALU result with this many later VALUs is no
    /// longer named.
    pub valu_deps: u8,
    /// `TRANS32_DEP_1..=3`.
    pub trans_deps: u8,
    /// `SALU_CYCLE_1..=3`.
    pub salu_cycles: u8,
    /// `instskip` up to `SKIP_4` (field value 5): the second dependency
    /// applies at most this many instructions after the first.
    pub max_skip: u8,
}

pub const DELAY_MODEL: DelayModel = DelayModel {
    valu_deps: 4,
    trans_deps: 3,
    salu_cycles: 3,
    max_skip: 5,
};

/// `instid` field values (seed 002 / llvm-mc-22 spellings).
pub mod instid {
    /// `VALU_DEP_n` is `n`.
    pub const VALU_DEP_1: u16 = 1;
    /// `TRANS32_DEP_n` is `4 + n`.
    pub const TRANS32_DEP_1: u16 = 5;
    /// `SALU_CYCLE_n` is `8 + n`.
    pub const SALU_CYCLE_1: u16 = 9;
}

/// Whether `p` has `s_delay_alu` (a row of [`ALU_LATENCY`] covers it).
pub fn has_delay_alu(p: Processor) -> bool {
    ALU_LATENCY.iter().any(|r| r.procs.contains(p))
}

/// The pipeline of an instruction with table facts `info`, if it is an
/// ALU instruction.
pub fn alu_type(info: &InstInfo) -> Option<AluType> {
    if info.format.is_valu() {
        Some(if info.hazards.has(Hazards::TRANS) {
            AluType::Trans
        } else {
            AluType::Valu
        })
    } else if info.format.is_salu() {
        Some(AluType::Salu)
    } else {
        None
    }
}

/// Whether `op` (facts `info`) is of producer class `c`.
pub fn in_class(c: AluClass, op: Opcode, info: &InstInfo) -> bool {
    let f64 = info.name.contains("_f64");
    let sdst = info.format.is_valu()
        && info
            .operands
            .iter()
            .any(|o| o.kind == OpKind::Sdst && o.role != Role::Use);
    match c {
        AluClass::PcBundle => op == Opcode::SGetpcB64,
        AluClass::Salu => info.format.is_salu(),
        AluClass::ValuScalarDst => sdst,
        AluClass::TransF64 => alu_type(info) == Some(AluType::Trans) && f64,
        AluClass::Trans => alu_type(info) == Some(AluType::Trans),
        AluClass::ValuF64 => info.format.is_valu() && f64,
        AluClass::ValuMulHiLo => MUL_HI_LO.contains(&op),
        AluClass::ValuShift64 => {
            info.format.is_valu()
                && matches!(
                    info.name,
                    "v_lshlrev_b64" | "v_lshrrev_b64" | "v_ashrrev_i64"
                )
        }
        AluClass::Valu => info.format.is_valu(),
    }
}

/// Cycles until the result of `op` is available on `p` (0: not an ALU
/// producer there, or `p` has no `s_delay_alu`, or a producer whose
/// readers take no delay, [`AluClass::PcBundle`]).
pub fn latency(op: Opcode, p: Processor) -> u8 {
    let info = op.info();
    ALU_LATENCY
        .iter()
        .filter(|r| r.procs.contains(p))
        .find(|r| in_class(r.class, op, info))
        .map_or(0, |r| r.cycles)
}

/// Whether the operand of `inst` in slot `o` holding `reg` is one the
/// delay model does not track (llc-22, measured as in the module doc):
/// VCC as the carry or mask of a VOP2/VOPC instruction encoded e32 (the
/// e64 encoding names it and then it counts), and the tied lane
/// input of `v_writelane` (a `DefUse` slot of a lane-select row; the
/// tied accumulator of `v_fmac` does count).
pub fn untracked(
    inst: &crate::minst::MInst,
    o: &crate::insts::OperandInfo,
    reg: crate::regs::Reg,
    as_use: bool,
) -> bool {
    let info = inst.opcode.info();
    let vcc = matches!(info.format, Format::Vop2 | Format::Vopc)
        && matches!(o.kind, OpKind::Sdst | OpKind::Ssrc)
        && crate::hazards::overlaps(reg, crate::regs::Reg::VCC)
        && !crate::encode::uses_vop3(inst);
    let lane_in = as_use && o.role == Role::DefUse && info.hazards.has(Hazards::LANESEL);
    vcc || lane_in
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Oracle: llc-22 `amdgpu-insert-delay-alu` (module doc): the
    /// latencies of the opcodes measured there.
    #[test]
    fn measured_latencies() {
        let p = Processor::Gfx1100;
        for (op, want) in [
            (Opcode::VAddF32, 5),
            (Opcode::VCndmaskB32, 5),
            (Opcode::VExpF32, 10),
            (Opcode::VRcpF32, 10),
            (Opcode::VRcpF64, 40),
            (Opcode::VAddF64, 38),
            (Opcode::VFmaF64, 38),
            (Opcode::VMulLoU32, 8),
            (Opcode::VLshlrevB64, 6),
            (Opcode::VCmpLtF64, 2),
            (Opcode::VReadfirstlaneB32, 2),
            (Opcode::VMadU64U32, 2),
            (Opcode::SAddU32, 2),
            (Opcode::SMulI32, 2),
        ] {
            assert_eq!(latency(op, p), want, "{op:?}");
        }
        assert_eq!(latency(Opcode::GlobalLoadDword, p), 0);
        assert_eq!(latency(Opcode::SGetpcB64, p), 0);
    }

    /// The processor column: GFX11 and GFX12 have `s_delay_alu`, GFX9
    /// does not (the instruction table's `avail` set of the row is the
    /// oracle).
    #[test]
    fn delay_alu_processors_match_the_instruction_row() {
        for p in Processor::ALL {
            assert_eq!(
                has_delay_alu(p),
                Opcode::SDelayAlu.info().avail.contains(p),
                "{p}"
            );
        }
    }
}
