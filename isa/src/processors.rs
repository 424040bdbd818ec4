//! Processors: one table row per GPU, and target-ID parsing.
//!
//! Role: every later stage asks "what does this processor have?" here —
//! register budgets, LDS size, wave sizes, which instruction groups exist,
//! which target features (xnack, sramecc, tgsplit) the ID may switch, and
//! the ELF `e_flags` value of its code objects.
//!
//! Central trick: a processor is a `&'static ProcessorInfo` row in
//! [`PROCESSORS`]; nothing outside this table compares processor names.
//! Instruction availability is *not* here but in the instruction table
//! ([`crate::insts`]) as a [`ProcSet`] bit mask, so adding a processor means
//! adding a row here and a bit there.
//!
//! Sources: seed 002 (AMDGPU backend user guide: processor table, generic
//! processor table, target features, `EF_AMDGPU_MACH_*`), checked with
//! `llvm-readelf -h` on objects produced by `llvm-mc -filetype=obj
//! -mcpu=...` (LLVM 22): the machine value is the low byte; xnack is bits
//! 8-9 and sramecc bits 10-11 of the V4 flags; a generic target's version
//! bits 31-24 (V6). Register files and occupancy limits of GFX11 and GFX12
//! were read off llc-22 output (see the field docs).
//!
//! Not every described processor gets code: [`GenerationInfo::support`]
//! says how far the pipeline supports a generation (GFX9 fully, GFX11 and
//! GFX12 experimentally, behind `-Z unstable-targets`; GFX10's tables and
//! encodings only, so target resolution refuses it with a diagnostic), and
//! [`Processor::codegen`] lists the fully supported processors.

use core::fmt;

/// An encoding family. Opcode numbers and field layouts are per
/// generation; the instruction table carries one opcode column per
/// generation (see [`crate::insts::GenOps`]) and [`GENERATIONS`] one row
/// of generation-wide facts. Variants are in hardware order, so `g >=
/// Generation::Gfx11` means "GFX11 or later"; an older generation (GFX6-
/// GFX8) would go before `Gfx9` and renumber the rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Generation {
    /// Vega and CDNA 1-3 (gfx900..gfx950).
    Gfx9 = 0,
    /// RDNA 1 and 2 (gfx1010..gfx1036).
    Gfx10 = 1,
    /// RDNA 3 and 3.5 (gfx1100..gfx1153).
    Gfx11 = 2,
    /// RDNA 4 (gfx1200, gfx1201).
    Gfx12 = 3,
}

/// One `s_waitcnt` counter field: its parts as `(shift, width)`, low
/// bits of the count first (GFX9 splits vmcnt in two).
pub type CounterField = &'static [(u8, u8)];

/// Where the counters sit in the `s_waitcnt` immediate of a generation.
/// A field at its maximum count does not wait.
#[derive(Debug, PartialEq, Eq)]
pub struct WaitcntLayout {
    pub vmcnt: CounterField,
    pub expcnt: CounterField,
    pub lgkmcnt: CounterField,
}

impl WaitcntLayout {
    /// The largest count a field holds.
    pub const fn max(f: CounterField) -> u32 {
        let mut bits = 0;
        let mut i = 0;
        while i < f.len() {
            bits += f[i].1 as u32;
            i += 1;
        }
        (1 << bits) - 1
    }
    /// Puts `count` into field `f` of an immediate.
    pub const fn put(f: CounterField, count: u32) -> u32 {
        let (mut v, mut x, mut i) = (0, count, 0);
        while i < f.len() {
            let (shift, width) = f[i];
            v |= (x & ((1 << width) - 1)) << shift;
            x >>= width;
            i += 1;
        }
        v
    }
    /// Reads field `f` out of an immediate.
    pub const fn get(f: CounterField, imm: u32) -> u32 {
        let (mut v, mut at, mut i) = (0, 0, 0);
        while i < f.len() {
            let (shift, width) = f[i];
            v |= (imm >> shift & ((1 << width) - 1)) << at;
            at += width;
            i += 1;
        }
        v
    }
}

/// A wait counter of the split-counter generations (GFX12), where each
/// kind of outstanding operation has its own counter and its own wait
/// instruction instead of being a field of `s_waitcnt`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum WaitCounter {
    /// Vector-memory loads, and atomics that return a value.
    Load,
    /// Vector-memory stores, and atomics that return nothing.
    Store,
    /// Image sample and gather operations.
    Sample,
    /// Ray-tracing BVH operations.
    Bvh,
    /// Scalar memory and messages that return a value (`s_sendmsg_rtn`).
    Km,
    /// LDS (and FLAT when it may address LDS).
    Ds,
    /// Exports and GDS/LDS-direct data.
    Exp,
}

/// One counter of a split-counter generation: its llvm-mc name, the
/// largest count a wait takes (a wait at the maximum does not wait, and
/// the hardware never reports more outstanding operations), and the SOPP
/// row that waits for this counter alone (its simm16 is the count).
#[derive(Debug, PartialEq, Eq)]
pub struct SplitCounter {
    pub counter: WaitCounter,
    pub name: &'static str,
    pub max: u32,
    pub wait: crate::insts::Opcode,
}

/// A wait for two counters in one instruction: the SOPP row and where
/// each count sits in its simm16, as `(counter, shift, width)`.
#[derive(Debug, PartialEq, Eq)]
pub struct CombinedWait {
    pub wait: crate::insts::Opcode,
    pub fields: [(WaitCounter, u8, u8); 2],
}

/// The GFX12 counters. Widths: 6 bits for loadcnt, storecnt, samplecnt
/// and dscnt, 5 for kmcnt, 3 for bvhcnt and expcnt (the RDNA 4 counter
/// widths LLVM 22 uses; llc-22 -mcpu=gfx1200 with 90 independent global
/// loads waits `s_wait_loadcnt 0x3e` first, one below the 63 that means
/// "no wait"). llvm-mc-22 assembles every `s_wait_*` with any 16-bit
/// count, so the maximum is the hardware's, not the field's.
pub static GFX12_COUNTERS: [SplitCounter; 7] = {
    use crate::insts::Opcode::*;
    use WaitCounter::*;
    [
        SplitCounter {
            counter: Load,
            name: "loadcnt",
            max: 63,
            wait: SWaitLoadcnt,
        },
        SplitCounter {
            counter: Store,
            name: "storecnt",
            max: 63,
            wait: SWaitStorecnt,
        },
        SplitCounter {
            counter: Sample,
            name: "samplecnt",
            max: 63,
            wait: SWaitSamplecnt,
        },
        SplitCounter {
            counter: Bvh,
            name: "bvhcnt",
            max: 7,
            wait: SWaitBvhcnt,
        },
        SplitCounter {
            counter: Km,
            name: "kmcnt",
            max: 31,
            wait: SWaitKmcnt,
        },
        SplitCounter {
            counter: Ds,
            name: "dscnt",
            max: 63,
            wait: SWaitDscnt,
        },
        SplitCounter {
            counter: Exp,
            name: "expcnt",
            max: 7,
            wait: SWaitExpcnt,
        },
    ]
};

/// The GFX12 two-counter waits: loadcnt or storecnt in bits 13:8, dscnt
/// in bits 5:0 (llc-22 -mcpu=gfx1200 waits `s_wait_loadcnt_dscnt 0x200`
/// for the first of three outstanding global loads and the last LDS
/// load).
pub static GFX12_COMBINED_WAITS: [CombinedWait; 2] = {
    use crate::insts::Opcode::*;
    use WaitCounter::*;
    [
        CombinedWait {
            wait: SWaitLoadcntDscnt,
            fields: [(Load, 8, 6), (Ds, 0, 6)],
        },
        CombinedWait {
            wait: SWaitStorecntDscnt,
            fields: [(Store, 8, 6), (Ds, 0, 6)],
        },
    ]
};

/// Facts that hold for a whole generation, one row each.
#[derive(Debug, PartialEq, Eq)]
pub struct GenerationInfo {
    pub generation: Generation,
    /// How people write it (`GFX9`, `GFX11`).
    pub name: &'static str,
    /// How far agc's pipeline (lowering, allocation, memory model,
    /// simulator) generates code for it. The instruction set may be
    /// described (encoded, decoded, printed) before it does.
    pub support: Support,
    /// `s_waitcnt` field layout (GFX9: seed 004 section 4.4; GFX10: read
    /// off `llvm-mc -show-encoding -mcpu=gfx1030`, LLVM 22: vmcnt split as
    /// on GFX9, 3:0 and 15:14, expcnt 6:4, lgkmcnt 13:8; GFX11: read
    /// off `llvm-mc -show-encoding -mcpu=gfx1100`, LLVM 22: vmcnt 15:10,
    /// lgkmcnt 9:4, expcnt 2:0). GFX12 keeps `s_waitcnt` with the GFX11
    /// layout (llvm-mc-22 -mcpu=gfx1200 assembles and disassembles it),
    /// but it is deprecated there: its fields name the counters of
    /// earlier generations; code waits with [`GenerationInfo::split_counters`].
    pub waitcnt: WaitcntLayout,
    /// The counters with their own wait instructions, when the generation
    /// splits them (GFX12: [`GFX12_COUNTERS`]); empty before.
    pub split_counters: &'static [SplitCounter],
    /// Waits for two split counters at once (GFX12:
    /// [`GFX12_COMBINED_WAITS`]); empty before.
    pub combined_waits: &'static [CombinedWait],
    /// The VOP3 (e64) opcode of a VOP1 row is its e32 opcode plus this
    /// (GFX9 0x140, GFX10, GFX11 and GFX12 0x180; llvm-mc -show-encoding,
    /// LLVM 22).
    pub vop1_e64_base: u16,
    /// The same for VOP2 (0x100 on all).
    pub vop2_e64_base: u16,
    /// The same for VOPC (0 on all).
    pub vopc_e64_base: u16,
    /// The most scratch memory one wave may have, in bytes: what the
    /// `WAVESIZE` field of `COMPUTE_TMPRING_SIZE` can describe (GFX9 and
    /// GFX10: 13 bits in units of 1 KiB, llc-22 -mcpu=gfx1030 in wave64
    /// says "limit (131056)" as on gfx942; GFX11: 15 bits in units of 256 bytes;
    /// GFX12: 18 bits in units of 256 bytes). A work-item gets this over
    /// the wave size; a larger private segment cannot be dispatched.
    /// Oracle: llc-22's "stack frame size exceeds limit (131056)" on
    /// gfx942 and "(131068)" on gfx1100 in wave64; "(1048572)" in wave64
    /// and "(2097144)" in wave32 on gfx1200.
    pub max_scratch_per_wave: u32,
    /// Vector-memory stores and atomics without return count on their
    /// own counter (vscnt on GFX10-GFX11, waited with `s_waitcnt_vscnt`;
    /// storecnt on GFX12), not with loads (GFX10+; seed 002,
    /// COMPUTE_PGM_RSRC1.MEM_ORDERED and the GFX10-GFX11 memory-model
    /// tables).
    pub vscnt: bool,
    /// How many lanes `ds_bpermute_b32`/`ds_permute_b32` address: 64 on
    /// GFX9; 32 on GFX10+, where a wave64 permutes each half of 32 lanes
    /// within itself (the lane index is taken modulo 32 inside the
    /// reading lane's half). Oracle: llc-22's wave64 code for
    /// `llvm.amdgcn.wave.shuffle` on gfx1100, which swaps the halves with
    /// `v_permlane64_b32`, permutes both copies and selects per lane by
    /// whether the source lane lies in the other half.
    pub permute_lanes: u8,
    /// The instructions of a workgroup barrier, in order, each with its
    /// operand: `s_barrier` before GFX12; on GFX12 `s_barrier_signal -1`
    /// then `s_barrier_wait -1` (-1 names the workgroup barrier; llc-22
    /// -mcpu=gfx1200 for `llvm.amdgcn.s.barrier`).
    pub barrier: &'static [(crate::insts::Opcode, Option<crate::minst::Operand>)],
    /// Architected SGPRs: the workgroup IDs the descriptor enables arrive
    /// in TTMP9 (X) and TTMP7 (Y in bits 15:0, Z in 31:16), not in system
    /// SGPRs after the user SGPRs (GFX12; llc-22 -mcpu=gfx1200 reads
    /// `ttmp9`, `s_and_b32 ttmp7, 0xffff`, `s_lshr_b32 ttmp7, 16` with
    /// the descriptor's workgroup-ID bits still set, and clang-22's
    /// gfx1201 kernels read them there).
    pub architected_sgprs: bool,
}

/// A workgroup barrier before GFX12.
const S_BARRIER: &[(crate::insts::Opcode, Option<crate::minst::Operand>)] =
    &[(crate::insts::Opcode::SBarrier, None)];
/// GFX12's split barrier: signal, then wait.
const SPLIT_BARRIER: &[(crate::insts::Opcode, Option<crate::minst::Operand>)] = &[
    (
        crate::insts::Opcode::SBarrierSignal,
        Some(crate::minst::Operand::Inline(193)),
    ),
    (
        crate::insts::Opcode::SBarrierWait,
        Some(crate::minst::Operand::Imm(-1)),
    ),
];

/// How far code generation for a generation has come.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Support {
    /// Every stage, validated end to end: the targets users get.
    Full,
    /// Being brought up: the stages run and what they produce is tested,
    /// but not every kernel compiles or is validated yet. The driver
    /// refuses it unless asked for with `-Z unstable-targets` (the
    /// library: `Options::unstable_targets`).
    Experimental,
    /// Only the instruction set is described (tables, encodings,
    /// decoder, printer, checked against llvm-mc); no stage generates
    /// code for it yet. Target resolution refuses it, even under
    /// `-Z unstable-targets`, so lowering, allocation, the memory model
    /// and the simulator never see it.
    Tables,
}

/// The generation table, indexed by `Generation as usize`.
#[rustfmt::skip]
pub static GENERATIONS: [GenerationInfo; 4] = [
    GenerationInfo { generation: Generation::Gfx9, name: "GFX9", support: Support::Full, waitcnt: WaitcntLayout { vmcnt: &[(0, 4), (14, 2)], expcnt: &[(4, 3)], lgkmcnt: &[(8, 4)] }, split_counters: &[], combined_waits: &[], vop1_e64_base: 0x140, vop2_e64_base: 0x100, vopc_e64_base: 0, max_scratch_per_wave: 1024 * 8191, vscnt: false, barrier: S_BARRIER, architected_sgprs: false, permute_lanes: 64 },
    GenerationInfo { generation: Generation::Gfx10, name: "GFX10", support: Support::Tables, waitcnt: WaitcntLayout { vmcnt: &[(0, 4), (14, 2)], expcnt: &[(4, 3)], lgkmcnt: &[(8, 6)] }, split_counters: &[], combined_waits: &[], vop1_e64_base: 0x180, vop2_e64_base: 0x100, vopc_e64_base: 0, max_scratch_per_wave: 1024 * 8191, vscnt: true, barrier: S_BARRIER, architected_sgprs: false, permute_lanes: 32 },
    GenerationInfo { generation: Generation::Gfx11, name: "GFX11", support: Support::Experimental, waitcnt: WaitcntLayout { vmcnt: &[(10, 6)], expcnt: &[(0, 3)], lgkmcnt: &[(4, 6)] }, split_counters: &[], combined_waits: &[], vop1_e64_base: 0x180, vop2_e64_base: 0x100, vopc_e64_base: 0, max_scratch_per_wave: 256 * 32767, vscnt: true, barrier: S_BARRIER, architected_sgprs: false, permute_lanes: 32 },
    GenerationInfo { generation: Generation::Gfx12, name: "GFX12", support: Support::Experimental, waitcnt: WaitcntLayout { vmcnt: &[(10, 6)], expcnt: &[(0, 3)], lgkmcnt: &[(4, 6)] }, split_counters: &GFX12_COUNTERS, combined_waits: &GFX12_COMBINED_WAITS, vop1_e64_base: 0x180, vop2_e64_base: 0x100, vopc_e64_base: 0, max_scratch_per_wave: 256 * 262143, vscnt: true, barrier: SPLIT_BARRIER, architected_sgprs: true, permute_lanes: 32 },
];

impl Generation {
    pub fn info(self) -> &'static GenerationInfo {
        &GENERATIONS[self as usize]
    }
    /// Whether agc generates code for this generation (see
    /// [`GenerationInfo::support`]).
    pub fn codegen_supported(self) -> bool {
        self.info().support == Support::Full
    }
}

impl fmt::Display for Generation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.info().name)
    }
}

/// A processor index: the bit position in a [`ProcSet`], and the row of
/// [`PROCESSORS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Processor {
    Gfx900 = 0,
    Gfx902 = 1,
    Gfx904 = 2,
    Gfx906 = 3,
    Gfx908 = 4,
    Gfx909 = 5,
    Gfx90a = 6,
    Gfx90c = 7,
    Gfx942 = 8,
    Gfx950 = 9,
    Gfx9Generic = 10,
    Gfx94Generic = 11,
    Gfx1010 = 12,
    Gfx1011 = 13,
    Gfx1012 = 14,
    Gfx1013 = 15,
    Gfx1030 = 16,
    Gfx1031 = 17,
    Gfx1032 = 18,
    Gfx1033 = 19,
    Gfx1034 = 20,
    Gfx1035 = 21,
    Gfx1036 = 22,
    Gfx101Generic = 23,
    Gfx103Generic = 24,
    Gfx1100 = 25,
    Gfx1101 = 26,
    Gfx1102 = 27,
    Gfx1103 = 28,
    Gfx1150 = 29,
    Gfx1151 = 30,
    Gfx1152 = 31,
    Gfx1153 = 32,
    Gfx11Generic = 33,
    Gfx1200 = 34,
    Gfx1201 = 35,
    Gfx12Generic = 36,
}

/// A set of processors, used by the instruction table for availability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ProcSet(pub u64);

impl ProcSet {
    pub const fn contains(self, p: Processor) -> bool {
        self.0 & (1 << p as u8) != 0
    }
    /// The set of the listed processors.
    pub const fn of(ps: &[Processor]) -> ProcSet {
        let mut m = 0;
        let mut i = 0;
        while i < ps.len() {
            m |= 1 << ps[i] as u8;
            i += 1;
        }
        ProcSet(m)
    }
    pub const fn or(self, o: ProcSet) -> ProcSet {
        ProcSet(self.0 | o.0)
    }
    pub const fn and(self, o: ProcSet) -> ProcSet {
        ProcSet(self.0 & o.0)
    }
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// Named availability masks used by the instruction table. A generic
/// target is in a mask exactly when every processor it covers is (so
/// gfx9-generic has no gfx906-only instruction). The GFX9 APUs gfx902,
/// gfx909 and gfx90c are gfx900 derivatives: "GFX906_UP" does not
/// include them, whatever their numbers say. Availability sets were read
/// off llvm-mc-22 (which rows it accepts per `-mcpu`).
pub mod procset {
    use super::{ProcSet, Processor::*};
    /// Every processor of every generation.
    pub const ALL: ProcSet = GFX9.or(GFX10).or(GFX11).or(GFX12);
    /// Every processor before GFX12.
    pub const PRE_GFX12: ProcSet = GFX9.or(GFX10).or(GFX11);
    /// Every GFX9 processor, generic targets included.
    pub const GFX9: ProcSet = ProcSet::of(&[
        Gfx900,
        Gfx902,
        Gfx904,
        Gfx906,
        Gfx908,
        Gfx909,
        Gfx90a,
        Gfx90c,
        Gfx942,
        Gfx950,
        Gfx9Generic,
        Gfx94Generic,
    ]);
    /// The gfx900 line (gfx900 and the APUs derived from it): they have
    /// `v_mad_mix*`; gfx904 and gfx906+ have `v_fma_mix*` instead.
    pub const GFX900: ProcSet = ProcSet::of(&[Gfx900, Gfx902, Gfx909, Gfx90c]);
    /// gfx904, gfx906 and the CDNA processors (`v_fma_mix*`).
    pub const GFX904_906_UP: ProcSet = ProcSet::of(&[Gfx904]).or(GFX906_UP);
    /// gfx906 and the CDNA processors (the dl instructions).
    pub const GFX906_UP: ProcSet = ProcSet::of(&[Gfx906]).or(GFX908_UP);
    pub const GFX908_UP: ProcSet = ProcSet::of(&[Gfx908]).or(GFX90A_UP);
    pub const GFX90A_UP: ProcSet = ProcSet::of(&[Gfx90a]).or(GFX942_UP);
    /// gfx942, gfx950 and gfx9-4-generic.
    pub const GFX942_UP: ProcSet = ProcSet::of(&[Gfx942, Gfx950, Gfx94Generic]);
    pub const GFX90A: ProcSet = ProcSet::of(&[Gfx90a]);
    pub const GFX908: ProcSet = ProcSet::of(&[Gfx908]);
    pub const GFX942: ProcSet = ProcSet::of(&[Gfx942]);
    pub const GFX950: ProcSet = ProcSet::of(&[Gfx950]);
    /// GFX9 before gfx90a.
    pub const PRE_GFX90A: ProcSet = ProcSet(GFX9.0 & !GFX90A_UP.0);
    /// GFX9 before gfx942.
    pub const PRE_GFX942: ProcSet = ProcSet(GFX9.0 & !GFX942_UP.0);
    /// GFX9 before gfx950.
    pub const PRE_GFX950: ProcSet = ProcSet(GFX9.0 & !GFX950.0);
    /// GFX9 but gfx908.
    pub const NOT_GFX908: ProcSet = ProcSet(GFX9.0 & !GFX908.0);
    /// Every GFX10 processor, the generic targets included.
    pub const GFX10: ProcSet = GFX10_1.or(GFX10_3);
    /// RDNA 1: gfx1010-gfx1013 and gfx10-1-generic.
    pub const GFX10_1: ProcSet = ProcSet::of(&[Gfx1010, Gfx1011, Gfx1012, Gfx1013, Gfx101Generic]);
    /// RDNA 2: gfx1030-gfx1036 and gfx10-3-generic.
    pub const GFX10_3: ProcSet = ProcSet::of(&[
        Gfx1030,
        Gfx1031,
        Gfx1032,
        Gfx1033,
        Gfx1034,
        Gfx1035,
        Gfx1036,
        Gfx103Generic,
    ]);
    /// Every GFX11 processor, gfx11-generic included.
    pub const GFX11: ProcSet = ProcSet::of(&[
        Gfx1100,
        Gfx1101,
        Gfx1102,
        Gfx1103,
        Gfx1150,
        Gfx1151,
        Gfx1152,
        Gfx1153,
        Gfx11Generic,
    ]);
    /// Every GFX12 processor, gfx12-generic included.
    pub const GFX12: ProcSet = ProcSet::of(&[Gfx1200, Gfx1201, Gfx12Generic]);
    /// GFX10, GFX11 and GFX12.
    pub const GFX10_UP: ProcSet = GFX10.or(GFX11_UP);
    /// GFX11 and GFX12.
    pub const GFX11_UP: ProcSet = GFX11.or(GFX12);
    /// Processors whose scratch instructions may take neither a VGPR nor
    /// an SGPR address (the offset alone: "ST mode"): llvm-mc-22 accepts
    /// `scratch_load_dword v2, off, off` on gfx942, gfx1030 and gfx1100,
    /// and refuses it on gfx900, gfx90a and gfx1010 ("operands are not
    /// valid for this GPU or mode").
    pub const SCRATCH_ST_MODE: ProcSet = GFX942_UP.or(GFX10_3).or(GFX11_UP);
    /// RDNA 3.5 (gfx1150-gfx1153) and GFX12: the SALU float instructions
    /// (llvm-mc-22 assembles `s_add_f32` there, not on gfx1100-gfx1103 or
    /// gfx11-generic).
    pub const GFX1150_UP: ProcSet = ProcSet::of(&[Gfx1150, Gfx1151, Gfx1152, Gfx1153]).or(GFX12);
}

/// How a target feature may be set in a target ID.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FeatureSupport {
    /// The processor has no such mode; naming it in a target ID is an error.
    Unsupported,
    /// The feature may be `+`, `-` or left unspecified ("any").
    Supported,
}

/// A target-feature setting in a target ID.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum FeatureSetting {
    /// Not named: code must run with the mode on or off.
    #[default]
    Any,
    On,
    Off,
}

/// Which global floating-point atomics exist (no-return / return forms).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FpAtomics {
    /// `global_atomic_add_f32` without return (and, on GFX9,
    /// `global_atomic_pk_add_f16`: see `pk_add_f16`).
    pub add_f32_noret: bool,
    /// The same with return (gfx90a+; gfx908 has only the no-return form).
    pub add_f32_rtn: bool,
    /// `global_atomic_add_f64` / `min_f64` / `max_f64` (gfx90a+).
    pub f64: bool,
    /// `global_atomic_pk_add_bf16` (gfx942+).
    pub pk_add_bf16: bool,
    /// `global_atomic_pk_add_f16` (gfx908+ as `add_f32_noret`; not GFX11).
    pub pk_add_f16: bool,
}

/// One row of the processor table.
#[derive(Debug, PartialEq, Eq)]
pub struct ProcessorInfo {
    pub name: &'static str,
    pub proc: Processor,
    pub generation: Generation,
    /// `EF_AMDGPU_MACH_AMDGCN_*`, the low byte of `e_flags`.
    pub elf_mach: u8,
    pub xnack: FeatureSupport,
    pub sramecc: FeatureSupport,
    pub tgsplit: FeatureSupport,
    /// Supported wave sizes; the first is the default.
    pub wave_sizes: &'static [u8],
    /// Addressable SGPRs (s0..s101 on GFX9, VCC, FLAT_SCRATCH and
    /// XNACK_MASK sit after; s0..s105 on GFX11, where llvm-mc-22 rejects
    /// s106).
    pub addressable_sgprs: u16,
    /// SGPR allocation granule (registers): the hardware hands a wave
    /// SGPRs in blocks of this many, so occupancy is counted in them. 0
    /// when SGPRs are not allocated per wave (GFX10+: the descriptor's
    /// SGPR block count is reserved, llc-22 prints `; SGPRBlocks: 0`).
    pub sgpr_granule: u16,
    /// SGPRs one SIMD holds for all of its waves (800 on GFX8 and GFX9);
    /// `None` when SGPRs do not limit occupancy (GFX10+: every wave gets
    /// its addressable SGPRs; llc-22 reports occupancy 16 at 106 SGPRs).
    pub sgprs_per_simd: Option<u16>,
    /// Most waves one SIMD (an "EU") holds: 10 on GFX9, 8 on gfx90a+, 16
    /// on GFX11 (llc-22's `; Occupancy:` for a small kernel).
    pub max_waves_per_eu: u8,
    /// Architectural VGPRs addressable by one wave (v0..v255).
    pub vgprs: u16,
    /// AGPRs addressable by one wave (a0..a255), 0 when absent.
    pub agprs: u16,
    /// Size of the per-wave register file that VGPRs and AGPRs are allocated
    /// from when it is unified (512 on gfx90a+), else `vgprs`.
    pub unified_vgpr_file: Option<u16>,
    /// VGPR allocation granule (registers) at the default wave size; the
    /// same as `vgpr_alloc[0].granule`.
    pub vgpr_granule: u16,
    /// Per supported wave size (in `wave_sizes` order): the VGPRs per lane
    /// one SIMD holds for all of its waves, and the allocation granule.
    /// gfx1100, gfx1101 and gfx1151 have 1.5 times the VGPRs of the other
    /// GFX11 processors. Oracle: llc-22 with `"amdgpu-waves-per-eu"="N,N"`
    /// allocates at most file/N VGPRs rounded down to the granule (gfx1100
    /// wave32: 96 at 16 waves, 216 at 7; wave64: 48 and 108; gfx1102
    /// wave32: 64 and 144; wave64: 32 and 72).
    pub vgpr_alloc: &'static [VgprAlloc],
    /// LDS bytes per workgroup.
    pub lds_bytes: u32,
    pub has_mfma: bool,
    pub has_packed_fp32: bool,
    pub has_agprs: bool,
    pub has_dpp: bool,
    /// DPP `row_bcast:15`/`row_bcast:31` and `wave_*` controls (GFX9 only;
    /// GFX10+ DPP16 has row_share/row_xmask instead).
    pub has_dpp_row_bcast: bool,
    /// SDWA (sub-dword addressing) forms of VOP1/VOP2/VOPC (GFX9; removed
    /// in GFX11).
    pub has_sdwa: bool,
    pub has_ds_bpermute: bool,
    /// `v_permlane16_b32` / `v_permlanex16_b32` (GFX10+).
    pub has_permlane16: bool,
    /// `v_permlane64_b32` (GFX11+, wave64 only).
    pub has_permlane64: bool,
    /// WMMA matrix instructions (GFX11).
    pub has_wmma: bool,
    /// Whether `cumode` is a mode: GFX10+ run a workgroup in WGP mode by
    /// default (two compute units share LDS), CU mode on request (seed
    /// 002, target feature `cumode`). GFX9 has no WGPs.
    pub has_cumode: bool,
    pub fp_atomics: FpAtomics,
    /// FLAT scratch instructions (`scratch_*`) exist.
    pub has_flat_scratch: bool,
    /// The scratch base is architected (gfx942+, GFX11): no FLAT_SCRATCH
    /// setup (seed 002 lists "architected flat scratch" for every GFX11
    /// processor; llc-22 gfx1100 sets `.amdhsa_enable_private_segment`
    /// and addresses scratch with `scratch_* ..., off`).
    pub architected_flat_scratch: bool,
    /// How compiled code reaches private (scratch) memory.
    pub scratch_access: ScratchAccess,
    /// 64-bit and wider VGPR/AGPR tuples must start at an even register
    /// (gfx90a+; llvm-mc rejects `v[1:2]` there).
    pub aligned_vgpr_tuples: bool,
    /// Work-item ids arrive packed in v0 (x in bits 9:0, y in 19:10, z in
    /// 29:20) instead of v0, v1, v2 (seed 002, initial execution state).
    pub packed_workitem_ids: bool,
    /// Memory cache-policy bits are `sc0 sc1 nt` (gfx942+) rather than
    /// `glc slc` (+ `scc` on gfx90a).
    pub cache_bits: CacheBits,
    /// GDS exists (not on gfx90a+).
    pub has_gds: bool,
    /// The end-of-code padding: after the last kernel, `.text` is aligned
    /// to `align` bytes with the pad instruction and `dwords` more follow.
    /// llc-22 on gfx90a+: `s_nop 0`, 64 bytes, 256 dwords; on GFX11:
    /// `s_code_end`, 128 bytes, 96 dwords (a kernel ending at 0x54 gives
    /// a 0x200-byte `.text`).
    pub code_end: Option<CodeEnd>,
    /// For a generic target: the processors it runs on and its version.
    pub generic: Option<Generic>,
    /// The least code object version whose ELF can name the processor
    /// (6 for generic targets, seed 002 "generic processors"; 4 else,
    /// agc's oldest).
    pub min_code_object_version: u8,
}

/// A VGPR file at one wave size (see [`ProcessorInfo::vgpr_alloc`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VgprAlloc {
    pub wave_size: u8,
    /// VGPRs (per lane) one SIMD holds, shared by its waves; AGPRs
    /// included on unified-file processors.
    pub file: u16,
    /// Allocation granule in registers.
    pub granule: u16,
}

/// The instruction that pads the end of `.text`, so that instruction
/// prefetch never runs off the end of the code object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodeEndPad {
    /// `s_nop 0` (gfx90a+).
    SNop0,
    /// `s_code_end` (GFX10+).
    SCodeEnd,
}

impl CodeEndPad {
    /// The pad instruction's encoding (llvm-mc -show-encoding, LLVM 22:
    /// `s_nop 0` on GFX9, `s_code_end` on gfx1100).
    pub const fn word(self) -> u32 {
        match self {
            CodeEndPad::SNop0 => 0xbf80_0000,
            CodeEndPad::SCodeEnd => 0xbf9f_0000,
        }
    }
}

/// End-of-code padding (see [`ProcessorInfo::code_end`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CodeEnd {
    pub pad: CodeEndPad,
    /// Alignment in bytes.
    pub align: u16,
    /// Pad dwords after the alignment.
    pub dwords: u16,
}

/// A generic target (seed 002 table 23): a code object for it runs on
/// every processor in `members`; it may use only what they all have.
#[derive(Debug, PartialEq, Eq)]
pub struct Generic {
    pub members: &'static [Processor],
    /// The generic version, bits 31:24 of `e_flags` (`generic_v1` in
    /// llvm-readelf -h).
    pub version: u8,
}

/// How a kernel addresses its private (scratch) memory (seed 002,
/// "Private Segment Buffer" and "Flat Scratch").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScratchAccess {
    /// MUBUF `buffer_*` with `offen` through the scratch V#: the private
    /// segment buffer (user SGPRs 0-3) whose base the prologue advances by
    /// the private segment wave offset (the last system SGPR). Flat
    /// accesses that may reach scratch also need FLAT_SCRATCH set from
    /// the flat scratch init SGPRs ("absolute flat scratch": a 64-bit
    /// base plus the wave offset). What llc-22 does on gfx900-gfx90a.
    Mubuf,
    /// FLAT `scratch_*` instructions relative to the architected
    /// FLAT_SCRATCH base the hardware sets when the descriptor enables the
    /// private segment: no scratch input SGPRs and no prologue (gfx942+).
    ArchitectedFlat,
}

/// The spelling and placement family of memory cache-policy bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CacheBits {
    /// `glc slc` (gfx900-gfx908).
    GlcSlc,
    /// `glc slc scc` (gfx90a).
    GlcSlcScc,
    /// `sc0 sc1 nt` (gfx942, gfx950): same bit positions as glc/scc/slc.
    Sc0Sc1Nt,
    /// `glc slc dlc` (GFX10, GFX11).
    GlcSlcDlc,
    /// GFX12: a temporal hint `th:` (3 bits) and a coherence scope
    /// `scope:` (2 bits) instead of single bits; [`crate::minst::CachePolicy`]
    /// holds them as bits 2:0 and 4:3.
    ThScope,
}

const NO_FP_ATOMICS: FpAtomics = FpAtomics {
    add_f32_noret: false,
    add_f32_rtn: false,
    f64: false,
    pk_add_bf16: false,
    pk_add_f16: false,
};

/// GFX10: no global float add atomics (llvm-mc-22 -mcpu=gfx1030 rejects
/// `global_atomic_add_f32` and the packed and f64 forms).
const GFX10_FP_ATOMICS: FpAtomics = NO_FP_ATOMICS;

/// GFX11: `global_atomic_add_f32` with and without return; no packed
/// f16/bf16 or f64 forms (llvm-mc-22 -mcpu=gfx1100 rejects them).
const GFX11_FP_ATOMICS: FpAtomics = FpAtomics {
    add_f32_noret: true,
    add_f32_rtn: true,
    f64: false,
    pk_add_bf16: false,
    pk_add_f16: false,
};

/// GFX12: `global_atomic_add_f32` with and without return and the packed
/// f16/bf16 adds; no f64 atomics (llvm-mc-22 -mcpu=gfx1200 accepts
/// `global_atomic_pk_add_f16/bf16` and rejects `global_atomic_add_f64`).
const GFX12_FP_ATOMICS: FpAtomics = FpAtomics {
    add_f32_noret: true,
    add_f32_rtn: true,
    f64: false,
    pk_add_bf16: true,
    pk_add_f16: true,
};

use FeatureSupport::{Supported as S, Unsupported as U};

/// The processor table.
#[rustfmt::skip]
pub static PROCESSORS: [ProcessorInfo; 37] = [
    ProcessorInfo { name: "gfx900", proc: Processor::Gfx900, generation: Generation::Gfx9, elf_mach: 0x2c, xnack: S, sramecc: U, tgsplit: U, wave_sizes: &[64], addressable_sgprs: 102, sgpr_granule: 16, sgprs_per_simd: Some(800), max_waves_per_eu: 10, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 4, vgpr_alloc: &[VgprAlloc { wave_size: 64, file: 256, granule: 4 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: true, has_sdwa: true, has_ds_bpermute: true, has_permlane16: false, has_permlane64: false, has_wmma: false, has_cumode: false, fp_atomics: NO_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: false, scratch_access: ScratchAccess::Mubuf, packed_workitem_ids: false, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlc, has_gds: true, code_end: None, generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx902", proc: Processor::Gfx902, generation: Generation::Gfx9, elf_mach: 0x2d, xnack: S, sramecc: U, tgsplit: U, wave_sizes: &[64], addressable_sgprs: 102, sgpr_granule: 16, sgprs_per_simd: Some(800), max_waves_per_eu: 10, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 4, vgpr_alloc: &[VgprAlloc { wave_size: 64, file: 256, granule: 4 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: true, has_sdwa: true, has_ds_bpermute: true, has_permlane16: false, has_permlane64: false, has_wmma: false, has_cumode: false, fp_atomics: NO_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: false, scratch_access: ScratchAccess::Mubuf, packed_workitem_ids: false, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlc, has_gds: true, code_end: None, generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx904", proc: Processor::Gfx904, generation: Generation::Gfx9, elf_mach: 0x2e, xnack: S, sramecc: U, tgsplit: U, wave_sizes: &[64], addressable_sgprs: 102, sgpr_granule: 16, sgprs_per_simd: Some(800), max_waves_per_eu: 10, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 4, vgpr_alloc: &[VgprAlloc { wave_size: 64, file: 256, granule: 4 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: true, has_sdwa: true, has_ds_bpermute: true, has_permlane16: false, has_permlane64: false, has_wmma: false, has_cumode: false, fp_atomics: NO_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: false, scratch_access: ScratchAccess::Mubuf, packed_workitem_ids: false, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlc, has_gds: true, code_end: None, generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx906", proc: Processor::Gfx906, generation: Generation::Gfx9, elf_mach: 0x2f, xnack: S, sramecc: S, tgsplit: U, wave_sizes: &[64], addressable_sgprs: 102, sgpr_granule: 16, sgprs_per_simd: Some(800), max_waves_per_eu: 10, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 4, vgpr_alloc: &[VgprAlloc { wave_size: 64, file: 256, granule: 4 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: true, has_sdwa: true, has_ds_bpermute: true, has_permlane16: false, has_permlane64: false, has_wmma: false, has_cumode: false, fp_atomics: NO_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: false, scratch_access: ScratchAccess::Mubuf, packed_workitem_ids: false, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlc, has_gds: true, code_end: None, generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx908", proc: Processor::Gfx908, generation: Generation::Gfx9, elf_mach: 0x30, xnack: S, sramecc: S, tgsplit: U, wave_sizes: &[64], addressable_sgprs: 102, sgpr_granule: 16, sgprs_per_simd: Some(800), max_waves_per_eu: 10, vgprs: 256, agprs: 256, unified_vgpr_file: None, vgpr_granule: 4, vgpr_alloc: &[VgprAlloc { wave_size: 64, file: 256, granule: 4 }], lds_bytes: 65536, has_mfma: true, has_packed_fp32: false, has_agprs: true, has_dpp: true, has_dpp_row_bcast: true, has_sdwa: true, has_ds_bpermute: true, has_permlane16: false, has_permlane64: false, has_wmma: false, has_cumode: false, fp_atomics: FpAtomics { add_f32_noret: true, add_f32_rtn: false, f64: false, pk_add_bf16: false, pk_add_f16: true }, has_flat_scratch: true, architected_flat_scratch: false, scratch_access: ScratchAccess::Mubuf, packed_workitem_ids: false, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlc, has_gds: true, code_end: None, generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx909", proc: Processor::Gfx909, generation: Generation::Gfx9, elf_mach: 0x31, xnack: S, sramecc: U, tgsplit: U, wave_sizes: &[64], addressable_sgprs: 102, sgpr_granule: 16, sgprs_per_simd: Some(800), max_waves_per_eu: 10, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 4, vgpr_alloc: &[VgprAlloc { wave_size: 64, file: 256, granule: 4 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: true, has_sdwa: true, has_ds_bpermute: true, has_permlane16: false, has_permlane64: false, has_wmma: false, has_cumode: false, fp_atomics: NO_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: false, scratch_access: ScratchAccess::Mubuf, packed_workitem_ids: false, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlc, has_gds: true, code_end: None, generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx90a", proc: Processor::Gfx90a, generation: Generation::Gfx9, elf_mach: 0x3f, xnack: S, sramecc: S, tgsplit: S, wave_sizes: &[64], addressable_sgprs: 102, sgpr_granule: 16, sgprs_per_simd: Some(800), max_waves_per_eu: 8, vgprs: 256, agprs: 256, unified_vgpr_file: Some(512), vgpr_granule: 8, vgpr_alloc: &[VgprAlloc { wave_size: 64, file: 512, granule: 8 }], lds_bytes: 65536, has_mfma: true, has_packed_fp32: true, has_agprs: true, has_dpp: true, has_dpp_row_bcast: true, has_sdwa: true, has_ds_bpermute: true, has_permlane16: false, has_permlane64: false, has_wmma: false, has_cumode: false, fp_atomics: FpAtomics { add_f32_noret: true, add_f32_rtn: true, f64: true, pk_add_bf16: false, pk_add_f16: true }, has_flat_scratch: true, architected_flat_scratch: false, scratch_access: ScratchAccess::Mubuf, packed_workitem_ids: true, aligned_vgpr_tuples: true, cache_bits: CacheBits::GlcSlcScc, has_gds: false, code_end: Some(CodeEnd { pad: CodeEndPad::SNop0, align: 64, dwords: 256 }), generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx90c", proc: Processor::Gfx90c, generation: Generation::Gfx9, elf_mach: 0x32, xnack: S, sramecc: U, tgsplit: U, wave_sizes: &[64], addressable_sgprs: 102, sgpr_granule: 16, sgprs_per_simd: Some(800), max_waves_per_eu: 10, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 4, vgpr_alloc: &[VgprAlloc { wave_size: 64, file: 256, granule: 4 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: true, has_sdwa: true, has_ds_bpermute: true, has_permlane16: false, has_permlane64: false, has_wmma: false, has_cumode: false, fp_atomics: NO_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: false, scratch_access: ScratchAccess::Mubuf, packed_workitem_ids: false, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlc, has_gds: true, code_end: None, generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx942", proc: Processor::Gfx942, generation: Generation::Gfx9, elf_mach: 0x4c, xnack: S, sramecc: S, tgsplit: S, wave_sizes: &[64], addressable_sgprs: 102, sgpr_granule: 16, sgprs_per_simd: Some(800), max_waves_per_eu: 8, vgprs: 256, agprs: 256, unified_vgpr_file: Some(512), vgpr_granule: 8, vgpr_alloc: &[VgprAlloc { wave_size: 64, file: 512, granule: 8 }], lds_bytes: 65536, has_mfma: true, has_packed_fp32: true, has_agprs: true, has_dpp: true, has_dpp_row_bcast: true, has_sdwa: true, has_ds_bpermute: true, has_permlane16: false, has_permlane64: false, has_wmma: false, has_cumode: false, fp_atomics: FpAtomics { add_f32_noret: true, add_f32_rtn: true, f64: true, pk_add_bf16: true, pk_add_f16: true }, has_flat_scratch: true, architected_flat_scratch: true, scratch_access: ScratchAccess::ArchitectedFlat, packed_workitem_ids: true, aligned_vgpr_tuples: true, cache_bits: CacheBits::Sc0Sc1Nt, has_gds: false, code_end: Some(CodeEnd { pad: CodeEndPad::SNop0, align: 64, dwords: 256 }), generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx950", proc: Processor::Gfx950, generation: Generation::Gfx9, elf_mach: 0x4f, xnack: S, sramecc: S, tgsplit: S, wave_sizes: &[64], addressable_sgprs: 102, sgpr_granule: 16, sgprs_per_simd: Some(800), max_waves_per_eu: 8, vgprs: 256, agprs: 256, unified_vgpr_file: Some(512), vgpr_granule: 8, vgpr_alloc: &[VgprAlloc { wave_size: 64, file: 512, granule: 8 }], lds_bytes: 163840, has_mfma: true, has_packed_fp32: true, has_agprs: true, has_dpp: true, has_dpp_row_bcast: true, has_sdwa: true, has_ds_bpermute: true, has_permlane16: false, has_permlane64: false, has_wmma: false, has_cumode: false, fp_atomics: FpAtomics { add_f32_noret: true, add_f32_rtn: true, f64: true, pk_add_bf16: true, pk_add_f16: true }, has_flat_scratch: true, architected_flat_scratch: true, scratch_access: ScratchAccess::ArchitectedFlat, packed_workitem_ids: true, aligned_vgpr_tuples: true, cache_bits: CacheBits::Sc0Sc1Nt, has_gds: false, code_end: Some(CodeEnd { pad: CodeEndPad::SNop0, align: 64, dwords: 256 }), generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx9-generic", proc: Processor::Gfx9Generic, generation: Generation::Gfx9, elf_mach: 0x51, xnack: S, sramecc: U, tgsplit: U, wave_sizes: &[64], addressable_sgprs: 102, sgpr_granule: 16, sgprs_per_simd: Some(800), max_waves_per_eu: 10, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 4, vgpr_alloc: &[VgprAlloc { wave_size: 64, file: 256, granule: 4 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: true, has_sdwa: true, has_ds_bpermute: true, has_permlane16: false, has_permlane64: false, has_wmma: false, has_cumode: false, fp_atomics: NO_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: false, scratch_access: ScratchAccess::Mubuf, packed_workitem_ids: false, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlc, has_gds: true, code_end: None, generic: Some(Generic { members: &[Processor::Gfx900, Processor::Gfx902, Processor::Gfx904, Processor::Gfx906, Processor::Gfx909, Processor::Gfx90c], version: 1 }), min_code_object_version: 6 },
    ProcessorInfo { name: "gfx9-4-generic", proc: Processor::Gfx94Generic, generation: Generation::Gfx9, elf_mach: 0x5f, xnack: S, sramecc: S, tgsplit: S, wave_sizes: &[64], addressable_sgprs: 102, sgpr_granule: 16, sgprs_per_simd: Some(800), max_waves_per_eu: 8, vgprs: 256, agprs: 256, unified_vgpr_file: Some(512), vgpr_granule: 8, vgpr_alloc: &[VgprAlloc { wave_size: 64, file: 512, granule: 8 }], lds_bytes: 65536, has_mfma: true, has_packed_fp32: true, has_agprs: true, has_dpp: true, has_dpp_row_bcast: true, has_sdwa: true, has_ds_bpermute: true, has_permlane16: false, has_permlane64: false, has_wmma: false, has_cumode: false, fp_atomics: FpAtomics { add_f32_noret: true, add_f32_rtn: true, f64: true, pk_add_bf16: true, pk_add_f16: true }, has_flat_scratch: true, architected_flat_scratch: true, scratch_access: ScratchAccess::ArchitectedFlat, packed_workitem_ids: true, aligned_vgpr_tuples: true, cache_bits: CacheBits::Sc0Sc1Nt, has_gds: false, code_end: Some(CodeEnd { pad: CodeEndPad::SNop0, align: 64, dwords: 256 }), generic: Some(Generic { members: &[Processor::Gfx942, Processor::Gfx950], version: 1 }), min_code_object_version: 6 },
    ProcessorInfo { name: "gfx1010", proc: Processor::Gfx1010, generation: Generation::Gfx10, elf_mach: 0x33, xnack: S, sramecc: U, tgsplit: U, wave_sizes: &[32, 64], addressable_sgprs: 106, sgpr_granule: 0, sgprs_per_simd: None, max_waves_per_eu: 20, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 8, vgpr_alloc: &[VgprAlloc { wave_size: 32, file: 1024, granule: 8 }, VgprAlloc { wave_size: 64, file: 512, granule: 4 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: false, has_sdwa: true, has_ds_bpermute: true, has_permlane16: true, has_permlane64: false, has_wmma: false, has_cumode: true, fp_atomics: GFX10_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: false, scratch_access: ScratchAccess::Mubuf, packed_workitem_ids: false, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlcDlc, has_gds: true, code_end: Some(CodeEnd { pad: CodeEndPad::SCodeEnd, align: 64, dwords: 48 }), generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx1011", proc: Processor::Gfx1011, generation: Generation::Gfx10, elf_mach: 0x34, xnack: S, sramecc: U, tgsplit: U, wave_sizes: &[32, 64], addressable_sgprs: 106, sgpr_granule: 0, sgprs_per_simd: None, max_waves_per_eu: 20, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 8, vgpr_alloc: &[VgprAlloc { wave_size: 32, file: 1024, granule: 8 }, VgprAlloc { wave_size: 64, file: 512, granule: 4 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: false, has_sdwa: true, has_ds_bpermute: true, has_permlane16: true, has_permlane64: false, has_wmma: false, has_cumode: true, fp_atomics: GFX10_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: false, scratch_access: ScratchAccess::Mubuf, packed_workitem_ids: false, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlcDlc, has_gds: true, code_end: Some(CodeEnd { pad: CodeEndPad::SCodeEnd, align: 64, dwords: 48 }), generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx1012", proc: Processor::Gfx1012, generation: Generation::Gfx10, elf_mach: 0x35, xnack: S, sramecc: U, tgsplit: U, wave_sizes: &[32, 64], addressable_sgprs: 106, sgpr_granule: 0, sgprs_per_simd: None, max_waves_per_eu: 20, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 8, vgpr_alloc: &[VgprAlloc { wave_size: 32, file: 1024, granule: 8 }, VgprAlloc { wave_size: 64, file: 512, granule: 4 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: false, has_sdwa: true, has_ds_bpermute: true, has_permlane16: true, has_permlane64: false, has_wmma: false, has_cumode: true, fp_atomics: GFX10_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: false, scratch_access: ScratchAccess::Mubuf, packed_workitem_ids: false, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlcDlc, has_gds: true, code_end: Some(CodeEnd { pad: CodeEndPad::SCodeEnd, align: 64, dwords: 48 }), generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx1013", proc: Processor::Gfx1013, generation: Generation::Gfx10, elf_mach: 0x42, xnack: S, sramecc: U, tgsplit: U, wave_sizes: &[32, 64], addressable_sgprs: 106, sgpr_granule: 0, sgprs_per_simd: None, max_waves_per_eu: 20, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 8, vgpr_alloc: &[VgprAlloc { wave_size: 32, file: 1024, granule: 8 }, VgprAlloc { wave_size: 64, file: 512, granule: 4 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: false, has_sdwa: true, has_ds_bpermute: true, has_permlane16: true, has_permlane64: false, has_wmma: false, has_cumode: true, fp_atomics: GFX10_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: false, scratch_access: ScratchAccess::Mubuf, packed_workitem_ids: false, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlcDlc, has_gds: true, code_end: Some(CodeEnd { pad: CodeEndPad::SCodeEnd, align: 64, dwords: 48 }), generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx1030", proc: Processor::Gfx1030, generation: Generation::Gfx10, elf_mach: 0x36, xnack: U, sramecc: U, tgsplit: U, wave_sizes: &[32, 64], addressable_sgprs: 106, sgpr_granule: 0, sgprs_per_simd: None, max_waves_per_eu: 16, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 16, vgpr_alloc: &[VgprAlloc { wave_size: 32, file: 1024, granule: 16 }, VgprAlloc { wave_size: 64, file: 512, granule: 8 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: false, has_sdwa: true, has_ds_bpermute: true, has_permlane16: true, has_permlane64: false, has_wmma: false, has_cumode: true, fp_atomics: GFX10_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: false, scratch_access: ScratchAccess::Mubuf, packed_workitem_ids: false, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlcDlc, has_gds: true, code_end: Some(CodeEnd { pad: CodeEndPad::SCodeEnd, align: 64, dwords: 48 }), generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx1031", proc: Processor::Gfx1031, generation: Generation::Gfx10, elf_mach: 0x37, xnack: U, sramecc: U, tgsplit: U, wave_sizes: &[32, 64], addressable_sgprs: 106, sgpr_granule: 0, sgprs_per_simd: None, max_waves_per_eu: 16, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 16, vgpr_alloc: &[VgprAlloc { wave_size: 32, file: 1024, granule: 16 }, VgprAlloc { wave_size: 64, file: 512, granule: 8 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: false, has_sdwa: true, has_ds_bpermute: true, has_permlane16: true, has_permlane64: false, has_wmma: false, has_cumode: true, fp_atomics: GFX10_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: false, scratch_access: ScratchAccess::Mubuf, packed_workitem_ids: false, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlcDlc, has_gds: true, code_end: Some(CodeEnd { pad: CodeEndPad::SCodeEnd, align: 64, dwords: 48 }), generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx1032", proc: Processor::Gfx1032, generation: Generation::Gfx10, elf_mach: 0x38, xnack: U, sramecc: U, tgsplit: U, wave_sizes: &[32, 64], addressable_sgprs: 106, sgpr_granule: 0, sgprs_per_simd: None, max_waves_per_eu: 16, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 16, vgpr_alloc: &[VgprAlloc { wave_size: 32, file: 1024, granule: 16 }, VgprAlloc { wave_size: 64, file: 512, granule: 8 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: false, has_sdwa: true, has_ds_bpermute: true, has_permlane16: true, has_permlane64: false, has_wmma: false, has_cumode: true, fp_atomics: GFX10_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: false, scratch_access: ScratchAccess::Mubuf, packed_workitem_ids: false, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlcDlc, has_gds: true, code_end: Some(CodeEnd { pad: CodeEndPad::SCodeEnd, align: 64, dwords: 48 }), generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx1033", proc: Processor::Gfx1033, generation: Generation::Gfx10, elf_mach: 0x39, xnack: U, sramecc: U, tgsplit: U, wave_sizes: &[32, 64], addressable_sgprs: 106, sgpr_granule: 0, sgprs_per_simd: None, max_waves_per_eu: 16, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 16, vgpr_alloc: &[VgprAlloc { wave_size: 32, file: 1024, granule: 16 }, VgprAlloc { wave_size: 64, file: 512, granule: 8 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: false, has_sdwa: true, has_ds_bpermute: true, has_permlane16: true, has_permlane64: false, has_wmma: false, has_cumode: true, fp_atomics: GFX10_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: false, scratch_access: ScratchAccess::Mubuf, packed_workitem_ids: false, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlcDlc, has_gds: true, code_end: Some(CodeEnd { pad: CodeEndPad::SCodeEnd, align: 64, dwords: 48 }), generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx1034", proc: Processor::Gfx1034, generation: Generation::Gfx10, elf_mach: 0x3e, xnack: U, sramecc: U, tgsplit: U, wave_sizes: &[32, 64], addressable_sgprs: 106, sgpr_granule: 0, sgprs_per_simd: None, max_waves_per_eu: 16, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 16, vgpr_alloc: &[VgprAlloc { wave_size: 32, file: 1024, granule: 16 }, VgprAlloc { wave_size: 64, file: 512, granule: 8 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: false, has_sdwa: true, has_ds_bpermute: true, has_permlane16: true, has_permlane64: false, has_wmma: false, has_cumode: true, fp_atomics: GFX10_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: false, scratch_access: ScratchAccess::Mubuf, packed_workitem_ids: false, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlcDlc, has_gds: true, code_end: Some(CodeEnd { pad: CodeEndPad::SCodeEnd, align: 64, dwords: 48 }), generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx1035", proc: Processor::Gfx1035, generation: Generation::Gfx10, elf_mach: 0x3d, xnack: U, sramecc: U, tgsplit: U, wave_sizes: &[32, 64], addressable_sgprs: 106, sgpr_granule: 0, sgprs_per_simd: None, max_waves_per_eu: 16, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 16, vgpr_alloc: &[VgprAlloc { wave_size: 32, file: 1024, granule: 16 }, VgprAlloc { wave_size: 64, file: 512, granule: 8 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: false, has_sdwa: true, has_ds_bpermute: true, has_permlane16: true, has_permlane64: false, has_wmma: false, has_cumode: true, fp_atomics: GFX10_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: false, scratch_access: ScratchAccess::Mubuf, packed_workitem_ids: false, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlcDlc, has_gds: true, code_end: Some(CodeEnd { pad: CodeEndPad::SCodeEnd, align: 64, dwords: 48 }), generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx1036", proc: Processor::Gfx1036, generation: Generation::Gfx10, elf_mach: 0x45, xnack: U, sramecc: U, tgsplit: U, wave_sizes: &[32, 64], addressable_sgprs: 106, sgpr_granule: 0, sgprs_per_simd: None, max_waves_per_eu: 16, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 16, vgpr_alloc: &[VgprAlloc { wave_size: 32, file: 1024, granule: 16 }, VgprAlloc { wave_size: 64, file: 512, granule: 8 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: false, has_sdwa: true, has_ds_bpermute: true, has_permlane16: true, has_permlane64: false, has_wmma: false, has_cumode: true, fp_atomics: GFX10_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: false, scratch_access: ScratchAccess::Mubuf, packed_workitem_ids: false, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlcDlc, has_gds: true, code_end: Some(CodeEnd { pad: CodeEndPad::SCodeEnd, align: 64, dwords: 48 }), generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx10-1-generic", proc: Processor::Gfx101Generic, generation: Generation::Gfx10, elf_mach: 0x52, xnack: S, sramecc: U, tgsplit: U, wave_sizes: &[32, 64], addressable_sgprs: 106, sgpr_granule: 0, sgprs_per_simd: None, max_waves_per_eu: 20, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 8, vgpr_alloc: &[VgprAlloc { wave_size: 32, file: 1024, granule: 8 }, VgprAlloc { wave_size: 64, file: 512, granule: 4 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: false, has_sdwa: true, has_ds_bpermute: true, has_permlane16: true, has_permlane64: false, has_wmma: false, has_cumode: true, fp_atomics: GFX10_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: false, scratch_access: ScratchAccess::Mubuf, packed_workitem_ids: false, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlcDlc, has_gds: true, code_end: Some(CodeEnd { pad: CodeEndPad::SCodeEnd, align: 64, dwords: 48 }), generic: Some(Generic { members: &[Processor::Gfx1010, Processor::Gfx1011, Processor::Gfx1012, Processor::Gfx1013], version: 1 }), min_code_object_version: 6 },
    ProcessorInfo { name: "gfx10-3-generic", proc: Processor::Gfx103Generic, generation: Generation::Gfx10, elf_mach: 0x53, xnack: U, sramecc: U, tgsplit: U, wave_sizes: &[32, 64], addressable_sgprs: 106, sgpr_granule: 0, sgprs_per_simd: None, max_waves_per_eu: 16, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 16, vgpr_alloc: &[VgprAlloc { wave_size: 32, file: 1024, granule: 16 }, VgprAlloc { wave_size: 64, file: 512, granule: 8 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: false, has_sdwa: true, has_ds_bpermute: true, has_permlane16: true, has_permlane64: false, has_wmma: false, has_cumode: true, fp_atomics: GFX10_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: false, scratch_access: ScratchAccess::Mubuf, packed_workitem_ids: false, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlcDlc, has_gds: true, code_end: Some(CodeEnd { pad: CodeEndPad::SCodeEnd, align: 64, dwords: 48 }), generic: Some(Generic { members: &[Processor::Gfx1030, Processor::Gfx1031, Processor::Gfx1032, Processor::Gfx1033, Processor::Gfx1034, Processor::Gfx1035, Processor::Gfx1036], version: 1 }), min_code_object_version: 6 },
    ProcessorInfo { name: "gfx1100", proc: Processor::Gfx1100, generation: Generation::Gfx11, elf_mach: 0x41, xnack: U, sramecc: U, tgsplit: U, wave_sizes: &[32, 64], addressable_sgprs: 106, sgpr_granule: 0, sgprs_per_simd: None, max_waves_per_eu: 16, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 24, vgpr_alloc: &[VgprAlloc { wave_size: 32, file: 1536, granule: 24 }, VgprAlloc { wave_size: 64, file: 768, granule: 12 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: false, has_sdwa: false, has_ds_bpermute: true, has_permlane16: true, has_permlane64: true, has_wmma: true, has_cumode: true, fp_atomics: GFX11_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: true, scratch_access: ScratchAccess::ArchitectedFlat, packed_workitem_ids: true, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlcDlc, has_gds: true, code_end: Some(CodeEnd { pad: CodeEndPad::SCodeEnd, align: 128, dwords: 96 }), generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx1101", proc: Processor::Gfx1101, generation: Generation::Gfx11, elf_mach: 0x46, xnack: U, sramecc: U, tgsplit: U, wave_sizes: &[32, 64], addressable_sgprs: 106, sgpr_granule: 0, sgprs_per_simd: None, max_waves_per_eu: 16, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 24, vgpr_alloc: &[VgprAlloc { wave_size: 32, file: 1536, granule: 24 }, VgprAlloc { wave_size: 64, file: 768, granule: 12 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: false, has_sdwa: false, has_ds_bpermute: true, has_permlane16: true, has_permlane64: true, has_wmma: true, has_cumode: true, fp_atomics: GFX11_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: true, scratch_access: ScratchAccess::ArchitectedFlat, packed_workitem_ids: true, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlcDlc, has_gds: true, code_end: Some(CodeEnd { pad: CodeEndPad::SCodeEnd, align: 128, dwords: 96 }), generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx1102", proc: Processor::Gfx1102, generation: Generation::Gfx11, elf_mach: 0x47, xnack: U, sramecc: U, tgsplit: U, wave_sizes: &[32, 64], addressable_sgprs: 106, sgpr_granule: 0, sgprs_per_simd: None, max_waves_per_eu: 16, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 16, vgpr_alloc: &[VgprAlloc { wave_size: 32, file: 1024, granule: 16 }, VgprAlloc { wave_size: 64, file: 512, granule: 8 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: false, has_sdwa: false, has_ds_bpermute: true, has_permlane16: true, has_permlane64: true, has_wmma: true, has_cumode: true, fp_atomics: GFX11_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: true, scratch_access: ScratchAccess::ArchitectedFlat, packed_workitem_ids: true, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlcDlc, has_gds: true, code_end: Some(CodeEnd { pad: CodeEndPad::SCodeEnd, align: 128, dwords: 96 }), generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx1103", proc: Processor::Gfx1103, generation: Generation::Gfx11, elf_mach: 0x44, xnack: U, sramecc: U, tgsplit: U, wave_sizes: &[32, 64], addressable_sgprs: 106, sgpr_granule: 0, sgprs_per_simd: None, max_waves_per_eu: 16, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 16, vgpr_alloc: &[VgprAlloc { wave_size: 32, file: 1024, granule: 16 }, VgprAlloc { wave_size: 64, file: 512, granule: 8 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: false, has_sdwa: false, has_ds_bpermute: true, has_permlane16: true, has_permlane64: true, has_wmma: true, has_cumode: true, fp_atomics: GFX11_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: true, scratch_access: ScratchAccess::ArchitectedFlat, packed_workitem_ids: true, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlcDlc, has_gds: true, code_end: Some(CodeEnd { pad: CodeEndPad::SCodeEnd, align: 128, dwords: 96 }), generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx1150", proc: Processor::Gfx1150, generation: Generation::Gfx11, elf_mach: 0x43, xnack: U, sramecc: U, tgsplit: U, wave_sizes: &[32, 64], addressable_sgprs: 106, sgpr_granule: 0, sgprs_per_simd: None, max_waves_per_eu: 16, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 16, vgpr_alloc: &[VgprAlloc { wave_size: 32, file: 1024, granule: 16 }, VgprAlloc { wave_size: 64, file: 512, granule: 8 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: false, has_sdwa: false, has_ds_bpermute: true, has_permlane16: true, has_permlane64: true, has_wmma: true, has_cumode: true, fp_atomics: GFX11_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: true, scratch_access: ScratchAccess::ArchitectedFlat, packed_workitem_ids: true, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlcDlc, has_gds: true, code_end: Some(CodeEnd { pad: CodeEndPad::SCodeEnd, align: 128, dwords: 96 }), generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx1151", proc: Processor::Gfx1151, generation: Generation::Gfx11, elf_mach: 0x4a, xnack: U, sramecc: U, tgsplit: U, wave_sizes: &[32, 64], addressable_sgprs: 106, sgpr_granule: 0, sgprs_per_simd: None, max_waves_per_eu: 16, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 24, vgpr_alloc: &[VgprAlloc { wave_size: 32, file: 1536, granule: 24 }, VgprAlloc { wave_size: 64, file: 768, granule: 12 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: false, has_sdwa: false, has_ds_bpermute: true, has_permlane16: true, has_permlane64: true, has_wmma: true, has_cumode: true, fp_atomics: GFX11_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: true, scratch_access: ScratchAccess::ArchitectedFlat, packed_workitem_ids: true, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlcDlc, has_gds: true, code_end: Some(CodeEnd { pad: CodeEndPad::SCodeEnd, align: 128, dwords: 96 }), generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx1152", proc: Processor::Gfx1152, generation: Generation::Gfx11, elf_mach: 0x55, xnack: U, sramecc: U, tgsplit: U, wave_sizes: &[32, 64], addressable_sgprs: 106, sgpr_granule: 0, sgprs_per_simd: None, max_waves_per_eu: 16, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 16, vgpr_alloc: &[VgprAlloc { wave_size: 32, file: 1024, granule: 16 }, VgprAlloc { wave_size: 64, file: 512, granule: 8 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: false, has_sdwa: false, has_ds_bpermute: true, has_permlane16: true, has_permlane64: true, has_wmma: true, has_cumode: true, fp_atomics: GFX11_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: true, scratch_access: ScratchAccess::ArchitectedFlat, packed_workitem_ids: true, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlcDlc, has_gds: true, code_end: Some(CodeEnd { pad: CodeEndPad::SCodeEnd, align: 128, dwords: 96 }), generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx1153", proc: Processor::Gfx1153, generation: Generation::Gfx11, elf_mach: 0x58, xnack: U, sramecc: U, tgsplit: U, wave_sizes: &[32, 64], addressable_sgprs: 106, sgpr_granule: 0, sgprs_per_simd: None, max_waves_per_eu: 16, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 16, vgpr_alloc: &[VgprAlloc { wave_size: 32, file: 1024, granule: 16 }, VgprAlloc { wave_size: 64, file: 512, granule: 8 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: false, has_sdwa: false, has_ds_bpermute: true, has_permlane16: true, has_permlane64: true, has_wmma: true, has_cumode: true, fp_atomics: GFX11_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: true, scratch_access: ScratchAccess::ArchitectedFlat, packed_workitem_ids: true, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlcDlc, has_gds: true, code_end: Some(CodeEnd { pad: CodeEndPad::SCodeEnd, align: 128, dwords: 96 }), generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx11-generic", proc: Processor::Gfx11Generic, generation: Generation::Gfx11, elf_mach: 0x54, xnack: U, sramecc: U, tgsplit: U, wave_sizes: &[32, 64], addressable_sgprs: 106, sgpr_granule: 0, sgprs_per_simd: None, max_waves_per_eu: 16, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 16, vgpr_alloc: &[VgprAlloc { wave_size: 32, file: 1024, granule: 16 }, VgprAlloc { wave_size: 64, file: 512, granule: 8 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: false, has_sdwa: false, has_ds_bpermute: true, has_permlane16: true, has_permlane64: true, has_wmma: true, has_cumode: true, fp_atomics: GFX11_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: true, scratch_access: ScratchAccess::ArchitectedFlat, packed_workitem_ids: true, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlcDlc, has_gds: true, code_end: Some(CodeEnd { pad: CodeEndPad::SCodeEnd, align: 128, dwords: 96 }), generic: Some(Generic { members: &[Processor::Gfx1100, Processor::Gfx1101, Processor::Gfx1102, Processor::Gfx1103, Processor::Gfx1150, Processor::Gfx1151, Processor::Gfx1152, Processor::Gfx1153], version: 1 }), min_code_object_version: 6 },
    ProcessorInfo { name: "gfx1200", proc: Processor::Gfx1200, generation: Generation::Gfx12, elf_mach: 0x48, xnack: U, sramecc: U, tgsplit: U, wave_sizes: &[32, 64], addressable_sgprs: 106, sgpr_granule: 0, sgprs_per_simd: None, max_waves_per_eu: 16, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 24, vgpr_alloc: &[VgprAlloc { wave_size: 32, file: 1536, granule: 24 }, VgprAlloc { wave_size: 64, file: 768, granule: 12 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: false, has_sdwa: false, has_ds_bpermute: true, has_permlane16: true, has_permlane64: true, has_wmma: true, has_cumode: true, fp_atomics: GFX12_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: true, scratch_access: ScratchAccess::ArchitectedFlat, packed_workitem_ids: true, aligned_vgpr_tuples: false, cache_bits: CacheBits::ThScope, has_gds: false, code_end: Some(CodeEnd { pad: CodeEndPad::SCodeEnd, align: 128, dwords: 96 }), generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx1201", proc: Processor::Gfx1201, generation: Generation::Gfx12, elf_mach: 0x4e, xnack: U, sramecc: U, tgsplit: U, wave_sizes: &[32, 64], addressable_sgprs: 106, sgpr_granule: 0, sgprs_per_simd: None, max_waves_per_eu: 16, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 24, vgpr_alloc: &[VgprAlloc { wave_size: 32, file: 1536, granule: 24 }, VgprAlloc { wave_size: 64, file: 768, granule: 12 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: false, has_sdwa: false, has_ds_bpermute: true, has_permlane16: true, has_permlane64: true, has_wmma: true, has_cumode: true, fp_atomics: GFX12_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: true, scratch_access: ScratchAccess::ArchitectedFlat, packed_workitem_ids: true, aligned_vgpr_tuples: false, cache_bits: CacheBits::ThScope, has_gds: false, code_end: Some(CodeEnd { pad: CodeEndPad::SCodeEnd, align: 128, dwords: 96 }), generic: None, min_code_object_version: 4 },
    ProcessorInfo { name: "gfx12-generic", proc: Processor::Gfx12Generic, generation: Generation::Gfx12, elf_mach: 0x59, xnack: U, sramecc: U, tgsplit: U, wave_sizes: &[32, 64], addressable_sgprs: 106, sgpr_granule: 0, sgprs_per_simd: None, max_waves_per_eu: 16, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 24, vgpr_alloc: &[VgprAlloc { wave_size: 32, file: 1536, granule: 24 }, VgprAlloc { wave_size: 64, file: 768, granule: 12 }], lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_dpp_row_bcast: false, has_sdwa: false, has_ds_bpermute: true, has_permlane16: true, has_permlane64: true, has_wmma: true, has_cumode: true, fp_atomics: GFX12_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: true, scratch_access: ScratchAccess::ArchitectedFlat, packed_workitem_ids: true, aligned_vgpr_tuples: false, cache_bits: CacheBits::ThScope, has_gds: false, code_end: Some(CodeEnd { pad: CodeEndPad::SCodeEnd, align: 128, dwords: 96 }), generic: Some(Generic { members: &[Processor::Gfx1200, Processor::Gfx1201], version: 1 }), min_code_object_version: 6 },
];

/// SIMDs per compute unit (GFX9; a GFX11 WGP has 4 SIMDs over two CUs in
/// WGP mode, which this budget does not model yet).
const SIMDS_PER_CU: u32 = 4;

/// Extra SGPRs allocated after the numbered ones in the worst case on
/// GFX9 (VCC, FLAT_SCRATCH, XNACK_MASK): budgets keep room for them.
const MAX_EXTRA_SGPRS: u32 = 6;

impl ProcessorInfo {
    /// The VGPR file at `wave_size` lanes; the default wave size's when
    /// the processor has no such wave size (callers hold a [`Target`],
    /// which only names sizes the row lists).
    ///
    /// [`Target`]: crate::target::Target
    pub fn vgpr_alloc_at(&self, wave_size: u32) -> VgprAlloc {
        self.vgpr_alloc
            .iter()
            .find(|a| u32::from(a.wave_size) == wave_size)
            .copied()
            .unwrap_or(self.vgpr_alloc[0])
    }

    /// The unit in which a kernel descriptor counts VGPRs
    /// (GRANULATED_WORKITEM_VGPR_COUNT, seed 002's compute_pgm_rsrc1): on
    /// GFX9 the allocation granule; from GFX10 on 8 in wave32 and 4 in
    /// wave64, whatever the allocation granule (gfx1100's 24-VGPR blocks
    /// are still written in units of 8).
    pub fn vgpr_encoding_granule(&self, wave_size: u32) -> u32 {
        match (self.generation, wave_size) {
            (Generation::Gfx9, _) => self.vgpr_granule as u32,
            (_, 32) => 8,
            _ => 4,
        }
    }

    /// The most private (scratch) memory one work-item may have in a wave
    /// of `wave_size` lanes: the descriptor's `private_segment_fixed_size`
    /// (frame, spills and the deepest call chain) must not exceed it.
    pub fn max_private_segment_size(&self, wave_size: u32) -> u32 {
        self.generation.info().max_scratch_per_wave / wave_size
    }

    /// The numbered SGPRs one wave may use so that `min_waves_per_eu`
    /// waves fit on one SIMD: the SIMD's SGPRs shared by that many waves,
    /// in whole allocation granules, less the special registers allocated
    /// after them. Never more than the addressable ones.
    pub fn sgpr_budget(&self, min_waves_per_eu: u32) -> u16 {
        let Some(per_simd) = self.sgprs_per_simd else {
            return self.addressable_sgprs;
        };
        let waves = min_waves_per_eu.clamp(1, self.max_waves_per_eu as u32);
        let g = self.sgpr_granule as u32;
        let per_wave = (per_simd as u32 / waves) / g * g;
        per_wave
            .saturating_sub(MAX_EXTRA_SGPRS)
            .min(self.addressable_sgprs as u32) as u16
    }

    /// The VGPRs (AGPRs included on unified-file processors) one wave may
    /// use so that `min_waves_per_eu` waves of `wave_size` lanes fit on
    /// one SIMD; never more than a wave addresses.
    pub fn vgpr_budget_for_waves(&self, wave_size: u32, min_waves_per_eu: u32) -> u16 {
        let waves = min_waves_per_eu.clamp(1, self.max_waves_per_eu as u32);
        let VgprAlloc { file, granule, .. } = self.vgpr_alloc_at(wave_size);
        let (file, g) = (file as u32, granule as u32);
        let addressable = self.unified_vgpr_file.unwrap_or(self.vgprs) as u32;
        ((file / waves) / g * g).min(addressable) as u16
    }

    /// Waves per SIMD a kernel reaches (its occupancy): the fewest of the
    /// hardware limit and what the SGPR file, the VGPR file and LDS leave
    /// room for. `total_sgprs` counts the special registers after the
    /// numbered ones (metadata `.sgpr_count`); `vgprs` is the allocated
    /// VGPR count (AGPRs included on unified-file processors); `lds_bytes`
    /// is one workgroup's LDS; `workgroup_size` its work-items.
    pub fn occupancy(
        &self,
        wave_size: u32,
        total_sgprs: u32,
        vgprs: u32,
        lds_bytes: u32,
        workgroup_size: u32,
    ) -> u32 {
        let max = self.max_waves_per_eu as u32;
        let by_sgpr = match self.sgprs_per_simd {
            Some(per_simd) => {
                let sg = self.sgpr_granule as u32;
                per_simd as u32 / total_sgprs.max(1).next_multiple_of(sg)
            }
            None => max,
        };
        let VgprAlloc { file, granule, .. } = self.vgpr_alloc_at(wave_size);
        let by_vgpr = file as u32 / vgprs.max(1).next_multiple_of(granule as u32);
        // LDS is per compute unit: the workgroups that fit, their waves
        // spread over the SIMDs.
        let by_lds = match self.lds_bytes.checked_div(lds_bytes) {
            Some(groups) => {
                let waves = workgroup_size.max(1).div_ceil(wave_size);
                (groups * waves).div_ceil(SIMDS_PER_CU)
            }
            None => max,
        };
        max.min(by_sgpr).min(by_vgpr).min(by_lds)
    }

    /// The VGPRs (architected plus AGPRs on unified-file processors) one
    /// wave may use so that a workgroup of `max_flat_workgroup_size`
    /// work-items fits on one compute unit: its waves spread over the 4
    /// SIMDs, and each SIMD's file (256 per lane, 512 on gfx90a+) is shared
    /// by the waves on it, in allocation granules.
    pub fn vgpr_budget(&self, wave_size: u32, max_flat_workgroup_size: u32) -> u16 {
        let waves = max_flat_workgroup_size.div_ceil(wave_size).max(1);
        let per_simd = waves.div_ceil(SIMDS_PER_CU).max(1);
        let VgprAlloc { file, granule, .. } = self.vgpr_alloc_at(wave_size);
        let (file, g) = (file as u32, granule as u32);
        let addressable = self.unified_vgpr_file.unwrap_or(self.vgprs) as u32;
        let budget = (file / per_simd) / g * g;
        budget.min(addressable) as u16
    }
}

impl Processor {
    /// All processors in table order.
    pub const ALL: [Processor; 37] = [
        Processor::Gfx900,
        Processor::Gfx902,
        Processor::Gfx904,
        Processor::Gfx906,
        Processor::Gfx908,
        Processor::Gfx909,
        Processor::Gfx90a,
        Processor::Gfx90c,
        Processor::Gfx942,
        Processor::Gfx950,
        Processor::Gfx9Generic,
        Processor::Gfx94Generic,
        Processor::Gfx1010,
        Processor::Gfx1011,
        Processor::Gfx1012,
        Processor::Gfx1013,
        Processor::Gfx1030,
        Processor::Gfx1031,
        Processor::Gfx1032,
        Processor::Gfx1033,
        Processor::Gfx1034,
        Processor::Gfx1035,
        Processor::Gfx1036,
        Processor::Gfx101Generic,
        Processor::Gfx103Generic,
        Processor::Gfx1100,
        Processor::Gfx1101,
        Processor::Gfx1102,
        Processor::Gfx1103,
        Processor::Gfx1150,
        Processor::Gfx1151,
        Processor::Gfx1152,
        Processor::Gfx1153,
        Processor::Gfx11Generic,
        Processor::Gfx1200,
        Processor::Gfx1201,
        Processor::Gfx12Generic,
    ];

    /// The processors agc generates code for, in table order: those whose
    /// generation has [`Support::Full`]. Tests that compile or
    /// run code iterate these, not [`Processor::ALL`].
    pub fn codegen() -> impl Iterator<Item = Processor> {
        Processor::ALL.into_iter().filter(|p| p.codegen_supported())
    }

    /// Whether agc generates code for this processor.
    pub fn codegen_supported(self) -> bool {
        self.info().generation.codegen_supported()
    }

    /// How far agc generates code for this processor.
    pub fn support(self) -> Support {
        self.info().generation.info().support
    }

    pub fn info(self) -> &'static ProcessorInfo {
        &PROCESSORS[self as usize]
    }

    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// Looks a processor up by its exact name (`"gfx90a"`).
    pub fn from_name(name: &str) -> Option<Processor> {
        PROCESSORS.iter().find(|p| p.name == name).map(|p| p.proc)
    }
}

/// Whether a processor has one feature.
pub type HasFeature = fn(&ProcessorInfo) -> bool;

/// Processor features a kernel file can require (`; requires: mfma`),
/// one line per feature: its name and the [`ProcessorInfo`] fact.
pub const FEATURES: &[(&str, HasFeature)] = &[
    ("mfma", |i| i.has_mfma),
    ("agprs", |i| i.has_agprs),
    ("packed-fp32", |i| i.has_packed_fp32),
    ("dpp", |i| i.has_dpp),
    ("gds", |i| i.has_gds),
    // The GFX11 forms `wmma` selects; GFX12's WMMA takes other operand
    // widths and has no rows yet.
    ("wmma", |i| i.has_wmma && i.generation == Generation::Gfx11),
];

impl ProcessorInfo {
    /// Whether the processor has feature `name` of [`FEATURES`]; `None`
    /// for a name that is not a feature.
    pub fn has_feature(&self, name: &str) -> Option<bool> {
        FEATURES
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, has)| has(self))
    }
}

impl fmt::Display for Processor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A parsed target ID: processor plus feature settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TargetId {
    pub processor: Processor,
    pub xnack: FeatureSetting,
    pub sramecc: FeatureSetting,
    pub tgsplit: FeatureSetting,
}

/// Why a target ID did not parse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TargetIdError {
    Empty,
    UnknownProcessor(String),
    /// A feature without a trailing `+` or `-`.
    MissingSign(String),
    UnknownFeature(String),
    /// The feature exists but this processor has no such mode.
    UnsupportedFeature {
        processor: Processor,
        feature: String,
    },
    DuplicateFeature(String),
}

impl fmt::Display for TargetIdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TargetIdError::Empty => write!(f, "empty target ID"),
            TargetIdError::UnknownProcessor(p) => write!(f, "unknown processor `{p}`"),
            TargetIdError::MissingSign(s) => {
                write!(f, "target feature `{s}` must end in `+` or `-`")
            }
            TargetIdError::UnknownFeature(s) => write!(f, "unknown target feature `{s}`"),
            TargetIdError::UnsupportedFeature { processor, feature } => {
                write!(
                    f,
                    "processor {processor} does not support target feature `{feature}`"
                )
            }
            TargetIdError::DuplicateFeature(s) => write!(f, "target feature `{s}` given twice"),
        }
    }
}

impl std::error::Error for TargetIdError {}

impl From<Processor> for TargetId {
    /// The processor with every target-ID feature left unspecified.
    fn from(processor: Processor) -> TargetId {
        TargetId {
            processor,
            xnack: FeatureSetting::Any,
            sramecc: FeatureSetting::Any,
            tgsplit: FeatureSetting::Any,
        }
    }
}

impl TargetId {
    /// Parses `gfx90a`, `gfx90a:xnack+`, `gfx942:sramecc-:xnack+` and so on
    /// (seed 002, "target ID" syntax). An `amdgcn-amd-amdhsa--` prefix is
    /// accepted and ignored.
    pub fn parse(s: &str) -> Result<TargetId, TargetIdError> {
        let s = s.strip_prefix("amdgcn-amd-amdhsa--").unwrap_or(s);
        let mut parts = s.split(':');
        let name = parts.next().unwrap_or("");
        if name.is_empty() {
            return Err(TargetIdError::Empty);
        }
        let processor = Processor::from_name(name)
            .ok_or_else(|| TargetIdError::UnknownProcessor(name.to_string()))?;
        let mut id = TargetId {
            processor,
            xnack: FeatureSetting::Any,
            sramecc: FeatureSetting::Any,
            tgsplit: FeatureSetting::Any,
        };
        for feat in parts {
            let (fname, setting) = if let Some(n) = feat.strip_suffix('+') {
                (n, FeatureSetting::On)
            } else if let Some(n) = feat.strip_suffix('-') {
                (n, FeatureSetting::Off)
            } else {
                return Err(TargetIdError::MissingSign(feat.to_string()));
            };
            let slot = id.feature_mut(fname)?;
            if *slot != FeatureSetting::Any {
                return Err(TargetIdError::DuplicateFeature(fname.to_string()));
            }
            *slot = setting;
        }
        Ok(id)
    }

    pub fn info(&self) -> &'static ProcessorInfo {
        self.processor.info()
    }

    /// The setting of target feature `name` (`xnack`, `sramecc`, `tgsplit`),
    /// for changing it; an error when the name is unknown or the processor
    /// has no such mode. The one place feature names are spelled.
    pub fn feature_mut(&mut self, name: &str) -> Result<&mut FeatureSetting, TargetIdError> {
        let info = self.info();
        let (support, slot) = match name {
            "xnack" => (info.xnack, &mut self.xnack),
            "sramecc" => (info.sramecc, &mut self.sramecc),
            "tgsplit" => (info.tgsplit, &mut self.tgsplit),
            _ => return Err(TargetIdError::UnknownFeature(name.to_string())),
        };
        if support == FeatureSupport::Unsupported {
            return Err(TargetIdError::UnsupportedFeature {
                processor: self.processor,
                feature: name.to_string(),
            });
        }
        Ok(slot)
    }

    /// The ELF `e_flags` of a code object (V4+ ABI): machine in bits 0-7,
    /// xnack in bits 8-9 and sramecc in bits 10-11 (0 = unsupported,
    /// 1 = any, 2 = off, 3 = on); a generic target's version in bits
    /// 31-24 (V6).
    pub fn elf_flags(&self) -> u32 {
        fn field(support: FeatureSupport, s: FeatureSetting) -> u32 {
            match (support, s) {
                (FeatureSupport::Unsupported, _) => 0,
                (_, FeatureSetting::Any) => 1,
                (_, FeatureSetting::Off) => 2,
                (_, FeatureSetting::On) => 3,
            }
        }
        let info = self.info();
        info.elf_mach as u32
            | field(info.xnack, self.xnack) << 8
            | field(info.sramecc, self.sramecc) << 10
            | info
                .generic
                .as_ref()
                .map_or(0, |g| (g.version as u32) << 24)
    }
}

impl fmt::Display for TargetId {
    /// Canonical form: features in the order sramecc, tgsplit, xnack
    /// (alphabetical, as the ABI canonicalises them), only when set.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.processor.name())?;
        for (n, s) in [
            ("sramecc", self.sramecc),
            ("tgsplit", self.tgsplit),
            ("xnack", self.xnack),
        ] {
            match s {
                FeatureSetting::Any => {}
                FeatureSetting::On => write!(f, ":{n}+")?,
                FeatureSetting::Off => write!(f, ":{n}-")?,
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pad words are the instructions' encodings on every processor
    /// that pads (the encoder is checked against llvm-mc).
    #[test]
    fn code_end_pad_words_are_the_encodings() {
        use crate::insts::Opcode;
        use crate::minst::{MInst, Operand};
        for p in Processor::ALL {
            let Some(end) = p.info().code_end else {
                continue;
            };
            let inst = match end.pad {
                CodeEndPad::SNop0 => MInst::new(Opcode::SNop, &[Operand::Imm(0)]),
                CodeEndPad::SCodeEnd => MInst::new(Opcode::SCodeEnd, &[]),
            };
            let mut out = Vec::new();
            crate::encode::encode(&inst, p, &mut out).unwrap();
            assert_eq!(out, end.pad.word().to_le_bytes(), "{p}");
        }
    }

    /// Budgets per requested occupancy. Oracle: llc-22 allocates the same
    /// limits for `"amdgpu-waves-per-eu"="N,N"` (gfx900 at 10 waves: 24
    /// VGPRs, and 74 SGPRs = 80 less VCC, FLAT_SCRATCH and XNACK_MASK).
    #[test]
    fn budgets_for_waves_per_eu() {
        let g900 = Processor::Gfx900.info();
        assert_eq!(g900.vgpr_budget_for_waves(64, 10), 24);
        assert_eq!(g900.vgpr_budget_for_waves(64, 4), 64);
        assert_eq!(g900.vgpr_budget_for_waves(64, 1), 256);
        assert_eq!(g900.sgpr_budget(10), 74);
        assert_eq!(g900.sgpr_budget(8), 90);
        assert_eq!(g900.sgpr_budget(1), 102);
        let g942 = Processor::Gfx942.info();
        // At most 8 waves per SIMD: asking for 10 asks for 8.
        assert_eq!(g942.vgpr_budget_for_waves(64, 10), 64);
        assert_eq!(g942.vgpr_budget_for_waves(64, 2), 256);
        assert_eq!(g942.vgpr_budget_for_waves(64, 1), 512);
    }

    /// Occupancy from the register and LDS limits. Oracle: llc-22's
    /// `; Occupancy:` assembly comment (10 for the gfx900 kernel of
    /// tests/exec/waves_per_eu.agc at 24 VGPRs and 20 SGPRs); the other
    /// rows follow the same hardware limits (waves per SIMD, file sizes,
    /// granules, 64 KiB of LDS per compute unit).
    #[test]
    fn occupancy_limits() {
        let g900 = Processor::Gfx900.info();
        assert_eq!(g900.occupancy(64, 20, 24, 0, 64), 10);
        assert_eq!(g900.occupancy(64, 20, 25, 0, 64), 9);
        assert_eq!(g900.occupancy(64, 20, 128, 0, 64), 2);
        assert_eq!(g900.occupancy(64, 96, 8, 0, 64), 8);
        // 32 KiB of LDS per 256-work-item workgroup: 2 groups of 4 waves
        // per compute unit, 2 waves per SIMD.
        assert_eq!(g900.occupancy(64, 20, 8, 32768, 256), 2);
        let g90a = Processor::Gfx90a.info();
        assert_eq!(g90a.occupancy(64, 20, 8, 0, 64), 8);
        assert_eq!(g90a.occupancy(64, 20, 128, 0, 64), 4);
        assert_eq!(g90a.occupancy(64, 20, 129, 0, 64), 3);
    }

    /// Oracle: `llvm-readelf -h` on `llvm-mc -filetype=obj` output (LLVM 22).
    #[test]
    fn elf_flags_match_llvm() {
        let cases = [
            ("gfx900", 0x12c),
            ("gfx906", 0x52f),
            ("gfx908", 0x530),
            ("gfx90a", 0x53f),
            ("gfx942", 0x54c),
            ("gfx950", 0x54f),
            ("gfx90a:xnack+:sramecc-", 0xb3f),
            ("gfx942:sramecc-:xnack+", 0xb4c),
            ("gfx902", 0x12d),
            ("gfx904", 0x12e),
            ("gfx909", 0x131),
            ("gfx90c", 0x132),
            ("gfx9-generic", 0x100_0151),
            ("gfx9-4-generic", 0x100_055f),
            ("gfx1010", 0x133),
            ("gfx1011", 0x134),
            ("gfx1012", 0x135),
            ("gfx1013", 0x142),
            ("gfx1010:xnack+", 0x333),
            ("gfx1010:xnack-", 0x233),
            ("gfx1030", 0x36),
            ("gfx1031", 0x37),
            ("gfx1032", 0x38),
            ("gfx1033", 0x39),
            ("gfx1034", 0x3e),
            ("gfx1035", 0x3d),
            ("gfx1036", 0x45),
            ("gfx10-1-generic", 0x100_0152),
            ("gfx10-3-generic", 0x100_0053),
            ("gfx1100", 0x41),
            ("gfx1101", 0x46),
            ("gfx1102", 0x47),
            ("gfx1103", 0x44),
            ("gfx1150", 0x43),
            ("gfx1151", 0x4a),
            ("gfx1152", 0x55),
            ("gfx1153", 0x58),
            ("gfx11-generic", 0x100_0054),
            ("gfx1200", 0x48),
            ("gfx1201", 0x4e),
            ("gfx12-generic", 0x100_0059),
        ];
        for (id, flags) in cases {
            assert_eq!(TargetId::parse(id).unwrap().elf_flags(), flags, "{id}");
        }
    }

    /// GFX11 register files and limits. Oracle: llc-22 (see the
    /// `vgpr_alloc` field: `.amdhsa_next_free_vgpr` under
    /// `"amdgpu-waves-per-eu"`, and `; Occupancy: 16` for a small kernel).
    #[test]
    fn gfx11_budgets_match_llc() {
        for (p, at16, at7) in [
            (Processor::Gfx1100, 96, 216),
            (Processor::Gfx1101, 96, 216),
            (Processor::Gfx1151, 96, 216),
            (Processor::Gfx1102, 64, 144),
            (Processor::Gfx1103, 64, 144),
            (Processor::Gfx1150, 64, 144),
            (Processor::Gfx1152, 64, 144),
            (Processor::Gfx1153, 64, 144),
            (Processor::Gfx11Generic, 64, 144),
        ] {
            let i = p.info();
            assert_eq!(i.vgpr_budget_for_waves(32, 16), at16, "{p}");
            assert_eq!(i.vgpr_budget_for_waves(32, 7), at7, "{p}");
            assert_eq!(
                i.vgpr_budget_for_waves(32, 5).min(256),
                256.min(i.vgpr_alloc[0].file as u16 / 5 / i.vgpr_granule * i.vgpr_granule),
                "{p}"
            );
            // wave64: half the file, half the granule.
            let w64 = i.vgpr_alloc[1];
            assert_eq!(
                (w64.wave_size, w64.file / 16 / w64.granule * w64.granule),
                (64, at16 / 2),
                "{p}"
            );
            assert_eq!(i.vgpr_budget_for_waves(64, 16), at16 / 2, "{p}");
            assert_eq!(i.occupancy(32, 106, 2, 0, 64), 16, "{p}");
            assert_eq!(i.occupancy(64, 106, 2, 0, 64), 16, "{p}");
            assert_eq!(i.sgpr_budget(16), 106, "{p}");
        }
    }

    /// GFX10 register files, limits and support. Oracle: llc-22 reports
    /// `; Occupancy: 20` for a small kernel on gfx1010 and 16 on gfx1030
    /// (wave32 and wave64), and rejects a wave64 frame past "limit
    /// (131056)" on gfx1030; llvm-mc-22 -mcpu=gfx1030 rejects s106; the
    /// generation is described (tables, encodings) but not generated for.
    #[test]
    fn gfx10_rows() {
        for p in Processor::ALL {
            let i = p.info();
            if i.generation != Generation::Gfx10 {
                continue;
            }
            let rdna2 = procset::GFX10_3.contains(p);
            assert!(rdna2 != procset::GFX10_1.contains(p), "{p}");
            let waves = if rdna2 { 16 } else { 20 };
            assert_eq!(i.occupancy(32, 106, 2, 0, 64), waves, "{p}");
            assert_eq!(i.occupancy(64, 106, 2, 0, 64), waves, "{p}");
            assert_eq!(i.max_private_segment_size(64), 131056, "{p}");
            assert_eq!(i.wave_sizes, &[32, 64], "{p}");
            assert_eq!(i.lds_bytes, 65536, "{p}");
            assert_eq!(i.addressable_sgprs, 106, "{p}");
            // xnack on RDNA 1 only (seed 002 processor table).
            assert_eq!(i.xnack == FeatureSupport::Supported, !rdna2, "{p}");
            assert!(i.has_cumode && i.has_sdwa && !i.has_dpp_row_bcast, "{p}");
            assert!(!i.architected_flat_scratch && !i.packed_workitem_ids, "{p}");
            assert_eq!(i.cache_bits, CacheBits::GlcSlcDlc, "{p}");
            assert_eq!(p.support(), Support::Tables, "{p}");
            assert!(!p.codegen_supported(), "{p}");
        }
        // Generic targets (seed 002, generic processor table).
        let g101 = Processor::Gfx101Generic.info().generic.as_ref().unwrap();
        assert_eq!(g101.members.len(), 4);
        let g103 = Processor::Gfx103Generic.info().generic.as_ref().unwrap();
        assert_eq!(g103.members.len(), 7);
    }

    /// GFX10's end-of-code padding. Oracle: llc-22 -mcpu=gfx1030 pads a
    /// kernel ending at 0x2c with 53 `s_code_end` to a 0x100-byte `.text`
    /// (to 64 bytes, then 48 dwords).
    #[test]
    fn gfx10_code_end() {
        let e = Processor::Gfx1030.info().code_end.unwrap();
        let end = 0x2c_u32.next_multiple_of(e.align as u32) + 4 * e.dwords as u32;
        assert_eq!((end, (end - 0x2c) / 4), (0x100, 53));
    }

    /// GFX12 register files and limits. Oracle: llc-22 -mcpu=gfx1200,
    /// gfx1201 and gfx12-generic with `"amdgpu-waves-per-eu"="16,16"`
    /// allocate at most 96 VGPRs in wave32 and 48 in wave64 (the 1536-entry
    /// file of gfx1100), report `; Occupancy: 16` for a small kernel; a
    /// 1048576-byte frame in wave64 exceeds "limit (1048572)".
    #[test]
    fn gfx12_budgets_match_llc() {
        for p in [
            Processor::Gfx1200,
            Processor::Gfx1201,
            Processor::Gfx12Generic,
        ] {
            let i = p.info();
            assert_eq!(i.generation, Generation::Gfx12, "{p}");
            assert_eq!(i.vgpr_budget_for_waves(32, 16), 96, "{p}");
            assert_eq!(i.vgpr_budget_for_waves(64, 16), 48, "{p}");
            assert_eq!(i.occupancy(32, 106, 2, 0, 64), 16, "{p}");
            assert_eq!(i.max_private_segment_size(64), 1048572, "{p}");
            assert_eq!(i.max_private_segment_size(32), 2097144, "{p}");
            assert!(!i.has_gds && !i.has_sdwa && !i.has_dpp_row_bcast, "{p}");
            assert_eq!(i.cache_bits, CacheBits::ThScope, "{p}");
            assert_eq!(p.support(), Support::Experimental, "{p}");
            assert!(!p.codegen_supported(), "{p}");
        }
    }

    /// The split counters of GFX12: every counter once, each waited by
    /// its own SOPP row, which is GFX12-only; the two-counter waits pack
    /// counters of the table within their maximum.
    #[test]
    fn gfx12_split_counters() {
        use crate::insts::Format;
        let gi = Generation::Gfx12.info();
        assert_eq!(gi.split_counters.len(), 7);
        for (k, c) in gi.split_counters.iter().enumerate() {
            assert!(gi.split_counters[..k]
                .iter()
                .all(|d| d.counter != c.counter));
            let w = c.wait.info();
            assert_eq!(w.format, Format::Sopp, "{}", c.name);
            assert_eq!(w.name, format!("s_wait_{}", c.name));
            assert!(w.avail.contains(Processor::Gfx1200) && !w.avail.contains(Processor::Gfx1100));
            assert!((c.max + 1).is_power_of_two(), "{}", c.name);
        }
        for cw in gi.combined_waits {
            for (ctr, _, width) in cw.fields {
                let c = gi.split_counters.iter().find(|c| c.counter == ctr).unwrap();
                assert_eq!((1u32 << width) - 1, c.max, "{}", c.name);
            }
        }
        for g in [Generation::Gfx9, Generation::Gfx10, Generation::Gfx11] {
            assert!(g.info().split_counters.is_empty() && g.info().combined_waits.is_empty());
        }
    }

    /// Each generic target's members exist and share its generation; the
    /// generic needs code object V6 (seed 002) and the others V4.
    #[test]
    fn generic_rows() {
        for p in Processor::ALL {
            let i = p.info();
            match &i.generic {
                Some(g) => {
                    assert_eq!(i.min_code_object_version, 6, "{p}");
                    assert!(
                        g.members
                            .iter()
                            .all(|m| m.info().generation == i.generation
                                && m.info().generic.is_none())
                    );
                }
                None => assert_eq!(i.min_code_object_version, 4, "{p}"),
            }
        }
    }

    #[test]
    fn table_rows_are_in_enum_order() {
        for (i, p) in PROCESSORS.iter().enumerate() {
            assert_eq!(p.proc as usize, i);
        }
    }

    #[test]
    fn parse_and_display() {
        let t = TargetId::parse("gfx90a:xnack+:sramecc-").unwrap();
        assert_eq!(t.processor, Processor::Gfx90a);
        assert_eq!(t.xnack, FeatureSetting::On);
        assert_eq!(t.sramecc, FeatureSetting::Off);
        assert_eq!(t.to_string(), "gfx90a:sramecc-:xnack+");
        assert_eq!(
            TargetId::parse("amdgcn-amd-amdhsa--gfx942")
                .unwrap()
                .processor,
            Processor::Gfx942
        );
    }

    #[test]
    fn parse_errors() {
        assert_eq!(TargetId::parse(""), Err(TargetIdError::Empty));
        assert_eq!(
            TargetId::parse("gfx1234"),
            Err(TargetIdError::UnknownProcessor("gfx1234".into()))
        );
        assert_eq!(
            TargetId::parse("gfx90a:xnack"),
            Err(TargetIdError::MissingSign("xnack".into()))
        );
        assert_eq!(
            TargetId::parse("gfx90a:wavefrontsize32+"),
            Err(TargetIdError::UnknownFeature("wavefrontsize32".into()))
        );
        assert_eq!(
            TargetId::parse("gfx900:sramecc+"),
            Err(TargetIdError::UnsupportedFeature {
                processor: Processor::Gfx900,
                feature: "sramecc".into()
            })
        );
        assert_eq!(
            TargetId::parse("gfx908:tgsplit+"),
            Err(TargetIdError::UnsupportedFeature {
                processor: Processor::Gfx908,
                feature: "tgsplit".into()
            })
        );
        assert_eq!(
            TargetId::parse("gfx942:xnack+:xnack-"),
            Err(TargetIdError::DuplicateFeature("xnack".into()))
        );
        assert!(TargetId::parse("gfx900:sramecc+")
            .unwrap_err()
            .to_string()
            .contains("gfx900"));
    }

    /// Oracle: llc-22 -mcpu=gfx942 rejects a 131060-byte frame with
    /// "stack frame size (131060) exceeds limit (131056)"; -mcpu=gfx1100
    /// with +wavefrontsize64 says "limit (131068)", and in wave32 takes a
    /// 131076-byte frame.
    #[test]
    fn private_segment_limit() {
        assert_eq!(
            Processor::Gfx942.info().max_private_segment_size(64),
            131056
        );
        assert_eq!(
            Processor::Gfx900.info().max_private_segment_size(64),
            131056
        );
        assert_eq!(
            Processor::Gfx1100.info().max_private_segment_size(64),
            131068
        );
        assert_eq!(
            Processor::Gfx1100.info().max_private_segment_size(32),
            262136
        );
    }

    #[test]
    fn register_budgets() {
        assert_eq!(Processor::Gfx908.info().unified_vgpr_file, None);
        assert_eq!(Processor::Gfx908.info().agprs, 256);
        assert_eq!(Processor::Gfx90a.info().unified_vgpr_file, Some(512));
        assert_eq!(Processor::Gfx950.info().lds_bytes, 160 * 1024);
        for p in Processor::ALL {
            // llvm-mc-22 rejects s106 on gfx1030, gfx1100 and gfx1200.
            let want = match p.info().generation {
                Generation::Gfx9 => 102,
                Generation::Gfx10 | Generation::Gfx11 | Generation::Gfx12 => 106,
            };
            assert_eq!(p.info().addressable_sgprs, want, "{p}");
        }
    }
}
