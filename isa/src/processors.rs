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
//! Sources: seed 002 (AMDGPU backend user guide: processor table, target
//! features, `EF_AMDGPU_MACH_*`), checked with `llvm-readelf -h` on objects
//! produced by `llvm-mc -filetype=obj -mcpu=...` (LLVM 22): the machine value
//! is the low byte; xnack is bits 8-9 and sramecc bits 10-11 of the V4 flags.

use core::fmt;

/// An encoding family. Opcode numbers and field layouts are per
/// generation; the instruction table carries one opcode column per
/// generation (see [`crate::insts::GenOps`]). GFX10/11/12 become new
/// variants plus a column, without touching GFX9 rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Generation {
    /// Vega and CDNA 1-3 (gfx900..gfx950).
    Gfx9,
}

impl Generation {
    /// The most scratch memory one wave may have, in bytes: what the
    /// `WAVESIZE` field of `COMPUTE_TMPRING_SIZE` can describe. On GFX9 it
    /// is 13 bits in units of 1 KiB (256 dwords). A work-item gets this
    /// divided by the wave size; a private segment beyond it cannot be
    /// dispatched (llc-22 reports "stack frame size exceeds limit
    /// (131056)" for gfx942 in wave64, this value over 64).
    pub const fn max_scratch_per_wave(self) -> u32 {
        match self {
            Generation::Gfx9 => 1024 * ((1 << 13) - 1),
        }
    }
}

/// A processor index: the bit position in a [`ProcSet`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Processor {
    Gfx900 = 0,
    Gfx906 = 1,
    Gfx908 = 2,
    Gfx90a = 3,
    Gfx942 = 4,
    Gfx950 = 5,
}

/// A set of processors, used by the instruction table for availability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ProcSet(pub u8);

impl ProcSet {
    pub const fn contains(self, p: Processor) -> bool {
        self.0 & (1 << p as u8) != 0
    }
}

/// Named availability masks used by the instruction table.
pub mod procset {
    use super::ProcSet;
    pub const ALL: ProcSet = ProcSet(0b11_1111);
    pub const GFX900: ProcSet = ProcSet(0b00_0001);
    pub const GFX906_UP: ProcSet = ProcSet(0b11_1110);
    pub const GFX908_UP: ProcSet = ProcSet(0b11_1100);
    pub const GFX90A_UP: ProcSet = ProcSet(0b11_1000);
    pub const GFX90A: ProcSet = ProcSet(0b00_1000);
    pub const GFX908: ProcSet = ProcSet(0b00_0100);
    pub const GFX942: ProcSet = ProcSet(0b01_0000);
    pub const GFX942_UP: ProcSet = ProcSet(0b11_0000);
    pub const GFX950: ProcSet = ProcSet(0b10_0000);
    pub const PRE_GFX90A: ProcSet = ProcSet(0b00_0111);
    pub const PRE_GFX942: ProcSet = ProcSet(0b00_1111);
    pub const PRE_GFX950: ProcSet = ProcSet(0b01_1111);
    pub const NOT_GFX908: ProcSet = ProcSet(0b11_1011);
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
    /// `global_atomic_add_f32` and `global_atomic_pk_add_f16` without return.
    pub add_f32_noret: bool,
    /// The same with return (gfx90a+; gfx908 has only the no-return form).
    pub add_f32_rtn: bool,
    /// `global_atomic_add_f64` / `min_f64` / `max_f64` (gfx90a+).
    pub f64: bool,
    /// `global_atomic_pk_add_bf16` (gfx942+).
    pub pk_add_bf16: bool,
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
    /// Addressable SGPRs (s0..s101; VCC, FLAT_SCRATCH and XNACK_MASK sit after).
    pub addressable_sgprs: u16,
    /// SGPR allocation granule (registers): the hardware hands a wave
    /// SGPRs in blocks of this many, so occupancy is counted in them.
    pub sgpr_granule: u16,
    /// SGPRs one SIMD holds for all of its waves (800 on GFX8 and GFX9).
    pub sgprs_per_simd: u16,
    /// Most waves one SIMD (an "EU") holds: 10 on GFX9, 8 on gfx90a+.
    pub max_waves_per_eu: u8,
    /// Architectural VGPRs addressable by one wave (v0..v255).
    pub vgprs: u16,
    /// AGPRs addressable by one wave (a0..a255), 0 when absent.
    pub agprs: u16,
    /// Size of the per-wave register file that VGPRs and AGPRs are allocated
    /// from when it is unified (512 on gfx90a+), else `vgprs`.
    pub unified_vgpr_file: Option<u16>,
    /// VGPR allocation granule (registers).
    pub vgpr_granule: u16,
    /// LDS bytes per workgroup.
    pub lds_bytes: u32,
    pub has_mfma: bool,
    pub has_packed_fp32: bool,
    pub has_agprs: bool,
    pub has_dpp: bool,
    pub has_ds_bpermute: bool,
    pub fp_atomics: FpAtomics,
    /// FLAT scratch instructions (`scratch_*`) exist.
    pub has_flat_scratch: bool,
    /// The scratch base is architected (gfx942+): no FLAT_SCRATCH setup.
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
    /// `s_nop 0` dwords that must follow the last kernel in `.text`, after
    /// aligning to 64 bytes, so instruction prefetch never runs off the end
    /// of the code object (gfx90a+; observed in llc output, LLVM 22).
    pub code_end_nops: u16,
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
}

const NO_FP_ATOMICS: FpAtomics = FpAtomics {
    add_f32_noret: false,
    add_f32_rtn: false,
    f64: false,
    pk_add_bf16: false,
};

use FeatureSupport::{Supported as S, Unsupported as U};

/// The processor table.
#[rustfmt::skip]
pub static PROCESSORS: [ProcessorInfo; 6] = [
    ProcessorInfo { name: "gfx900", proc: Processor::Gfx900, generation: Generation::Gfx9, elf_mach: 0x2c, xnack: S, sramecc: U, tgsplit: U, wave_sizes: &[64], addressable_sgprs: 102, sgpr_granule: 16, sgprs_per_simd: 800, max_waves_per_eu: 10, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 4, lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_ds_bpermute: true, fp_atomics: NO_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: false, scratch_access: ScratchAccess::Mubuf, packed_workitem_ids: false, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlc, has_gds: true, code_end_nops: 0 },
    ProcessorInfo { name: "gfx906", proc: Processor::Gfx906, generation: Generation::Gfx9, elf_mach: 0x2f, xnack: S, sramecc: S, tgsplit: U, wave_sizes: &[64], addressable_sgprs: 102, sgpr_granule: 16, sgprs_per_simd: 800, max_waves_per_eu: 10, vgprs: 256, agprs: 0, unified_vgpr_file: None, vgpr_granule: 4, lds_bytes: 65536, has_mfma: false, has_packed_fp32: false, has_agprs: false, has_dpp: true, has_ds_bpermute: true, fp_atomics: NO_FP_ATOMICS, has_flat_scratch: true, architected_flat_scratch: false, scratch_access: ScratchAccess::Mubuf, packed_workitem_ids: false, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlc, has_gds: true, code_end_nops: 0 },
    ProcessorInfo { name: "gfx908", proc: Processor::Gfx908, generation: Generation::Gfx9, elf_mach: 0x30, xnack: S, sramecc: S, tgsplit: U, wave_sizes: &[64], addressable_sgprs: 102, sgpr_granule: 16, sgprs_per_simd: 800, max_waves_per_eu: 10, vgprs: 256, agprs: 256, unified_vgpr_file: None, vgpr_granule: 4, lds_bytes: 65536, has_mfma: true, has_packed_fp32: false, has_agprs: true, has_dpp: true, has_ds_bpermute: true, fp_atomics: FpAtomics { add_f32_noret: true, add_f32_rtn: false, f64: false, pk_add_bf16: false }, has_flat_scratch: true, architected_flat_scratch: false, scratch_access: ScratchAccess::Mubuf, packed_workitem_ids: false, aligned_vgpr_tuples: false, cache_bits: CacheBits::GlcSlc, has_gds: true, code_end_nops: 0 },
    ProcessorInfo { name: "gfx90a", proc: Processor::Gfx90a, generation: Generation::Gfx9, elf_mach: 0x3f, xnack: S, sramecc: S, tgsplit: S, wave_sizes: &[64], addressable_sgprs: 102, sgpr_granule: 16, sgprs_per_simd: 800, max_waves_per_eu: 8, vgprs: 256, agprs: 256, unified_vgpr_file: Some(512), vgpr_granule: 8, lds_bytes: 65536, has_mfma: true, has_packed_fp32: true, has_agprs: true, has_dpp: true, has_ds_bpermute: true, fp_atomics: FpAtomics { add_f32_noret: true, add_f32_rtn: true, f64: true, pk_add_bf16: false }, has_flat_scratch: true, architected_flat_scratch: false, scratch_access: ScratchAccess::Mubuf, packed_workitem_ids: true, aligned_vgpr_tuples: true, cache_bits: CacheBits::GlcSlcScc, has_gds: false, code_end_nops: 256 },
    ProcessorInfo { name: "gfx942", proc: Processor::Gfx942, generation: Generation::Gfx9, elf_mach: 0x4c, xnack: S, sramecc: S, tgsplit: S, wave_sizes: &[64], addressable_sgprs: 102, sgpr_granule: 16, sgprs_per_simd: 800, max_waves_per_eu: 8, vgprs: 256, agprs: 256, unified_vgpr_file: Some(512), vgpr_granule: 8, lds_bytes: 65536, has_mfma: true, has_packed_fp32: true, has_agprs: true, has_dpp: true, has_ds_bpermute: true, fp_atomics: FpAtomics { add_f32_noret: true, add_f32_rtn: true, f64: true, pk_add_bf16: true }, has_flat_scratch: true, architected_flat_scratch: true, scratch_access: ScratchAccess::ArchitectedFlat, packed_workitem_ids: true, aligned_vgpr_tuples: true, cache_bits: CacheBits::Sc0Sc1Nt, has_gds: false, code_end_nops: 256 },
    ProcessorInfo { name: "gfx950", proc: Processor::Gfx950, generation: Generation::Gfx9, elf_mach: 0x4f, xnack: S, sramecc: S, tgsplit: S, wave_sizes: &[64], addressable_sgprs: 102, sgpr_granule: 16, sgprs_per_simd: 800, max_waves_per_eu: 8, vgprs: 256, agprs: 256, unified_vgpr_file: Some(512), vgpr_granule: 8, lds_bytes: 163840, has_mfma: true, has_packed_fp32: true, has_agprs: true, has_dpp: true, has_ds_bpermute: true, fp_atomics: FpAtomics { add_f32_noret: true, add_f32_rtn: true, f64: true, pk_add_bf16: true }, has_flat_scratch: true, architected_flat_scratch: true, scratch_access: ScratchAccess::ArchitectedFlat, packed_workitem_ids: true, aligned_vgpr_tuples: true, cache_bits: CacheBits::Sc0Sc1Nt, has_gds: false, code_end_nops: 256 },
];

/// SIMDs per compute unit and the wave size that budgets are computed for.
const SIMDS_PER_CU: u32 = 4;

/// Extra SGPRs allocated after the numbered ones in the worst case on
/// GFX9 (VCC, FLAT_SCRATCH, XNACK_MASK): budgets keep room for them.
const MAX_EXTRA_SGPRS: u32 = 6;

impl ProcessorInfo {
    /// The most private (scratch) memory one work-item may have in a wave
    /// of `wave_size` lanes: the descriptor's `private_segment_fixed_size`
    /// (frame, spills and the deepest call chain) must not exceed it.
    pub const fn max_private_segment_size(&self, wave_size: u32) -> u32 {
        self.generation.max_scratch_per_wave() / wave_size
    }

    /// The numbered SGPRs one wave may use so that `min_waves_per_eu`
    /// waves fit on one SIMD: the SIMD's SGPRs shared by that many waves,
    /// in whole allocation granules, less the special registers allocated
    /// after them. Never more than the addressable ones.
    pub fn sgpr_budget(&self, min_waves_per_eu: u32) -> u16 {
        let waves = min_waves_per_eu.clamp(1, self.max_waves_per_eu as u32);
        let g = self.sgpr_granule as u32;
        let per_wave = (self.sgprs_per_simd as u32 / waves) / g * g;
        per_wave
            .saturating_sub(MAX_EXTRA_SGPRS)
            .min(self.addressable_sgprs as u32) as u16
    }

    /// The VGPRs (AGPRs included on unified-file processors) one wave may
    /// use so that `min_waves_per_eu` waves fit on one SIMD.
    pub fn vgpr_budget_for_waves(&self, min_waves_per_eu: u32) -> u16 {
        let waves = min_waves_per_eu.clamp(1, self.max_waves_per_eu as u32);
        let file = self.unified_vgpr_file.unwrap_or(self.vgprs) as u32;
        let g = self.vgpr_granule as u32;
        ((file / waves) / g * g).min(file) as u16
    }

    /// Waves per SIMD a kernel reaches (its occupancy): the fewest of the
    /// hardware limit and what the SGPR file, the VGPR file and LDS leave
    /// room for. `total_sgprs` counts the special registers after the
    /// numbered ones (metadata `.sgpr_count`); `vgprs` is the allocated
    /// VGPR count (AGPRs included on unified-file processors); `lds_bytes`
    /// is one workgroup's LDS; `workgroup_size` its work-items.
    pub fn occupancy(
        &self,
        total_sgprs: u32,
        vgprs: u32,
        lds_bytes: u32,
        workgroup_size: u32,
    ) -> u32 {
        let max = self.max_waves_per_eu as u32;
        let sg = self.sgpr_granule as u32;
        let by_sgpr = self.sgprs_per_simd as u32 / total_sgprs.max(1).next_multiple_of(sg);
        let vg = self.vgpr_granule as u32;
        let file = self.unified_vgpr_file.unwrap_or(self.vgprs) as u32;
        let by_vgpr = file / vgprs.max(1).next_multiple_of(vg);
        // LDS is per compute unit: the workgroups that fit, their waves
        // spread over the SIMDs.
        let by_lds = match self.lds_bytes.checked_div(lds_bytes) {
            Some(groups) => {
                let waves = workgroup_size.max(1).div_ceil(self.wave_sizes[0] as u32);
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
    pub fn vgpr_budget(&self, max_flat_workgroup_size: u32) -> u16 {
        let wave = self.wave_sizes[0] as u32;
        let waves = max_flat_workgroup_size.div_ceil(wave).max(1);
        let per_simd = waves.div_ceil(SIMDS_PER_CU).max(1);
        let file = self.unified_vgpr_file.unwrap_or(self.vgprs) as u32;
        let g = self.vgpr_granule as u32;
        let budget = (file / per_simd) / g * g;
        budget.min(file) as u16
    }
}

impl Processor {
    /// All processors in table order.
    pub const ALL: [Processor; 6] = [
        Processor::Gfx900,
        Processor::Gfx906,
        Processor::Gfx908,
        Processor::Gfx90a,
        Processor::Gfx942,
        Processor::Gfx950,
    ];

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
    /// 1 = any, 2 = off, 3 = on).
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

    /// Budgets per requested occupancy. Oracle: llc-22 allocates the same
    /// limits for `"amdgpu-waves-per-eu"="N,N"` (gfx900 at 10 waves: 24
    /// VGPRs, and 74 SGPRs = 80 less VCC, FLAT_SCRATCH and XNACK_MASK).
    #[test]
    fn budgets_for_waves_per_eu() {
        let g900 = Processor::Gfx900.info();
        assert_eq!(g900.vgpr_budget_for_waves(10), 24);
        assert_eq!(g900.vgpr_budget_for_waves(4), 64);
        assert_eq!(g900.vgpr_budget_for_waves(1), 256);
        assert_eq!(g900.sgpr_budget(10), 74);
        assert_eq!(g900.sgpr_budget(8), 90);
        assert_eq!(g900.sgpr_budget(1), 102);
        let g942 = Processor::Gfx942.info();
        // At most 8 waves per SIMD: asking for 10 asks for 8.
        assert_eq!(g942.vgpr_budget_for_waves(10), 64);
        assert_eq!(g942.vgpr_budget_for_waves(2), 256);
        assert_eq!(g942.vgpr_budget_for_waves(1), 512);
    }

    /// Occupancy from the register and LDS limits. Oracle: llc-22's
    /// `; Occupancy:` assembly comment (10 for the gfx900 kernel of
    /// tests/exec/waves_per_eu.agc at 24 VGPRs and 20 SGPRs); the other
    /// rows follow the same hardware limits (waves per SIMD, file sizes,
    /// granules, 64 KiB of LDS per compute unit).
    #[test]
    fn occupancy_limits() {
        let g900 = Processor::Gfx900.info();
        assert_eq!(g900.occupancy(20, 24, 0, 64), 10);
        assert_eq!(g900.occupancy(20, 25, 0, 64), 9);
        assert_eq!(g900.occupancy(20, 128, 0, 64), 2);
        assert_eq!(g900.occupancy(96, 8, 0, 64), 8);
        // 32 KiB of LDS per 256-work-item workgroup: 2 groups of 4 waves
        // per compute unit, 2 waves per SIMD.
        assert_eq!(g900.occupancy(20, 8, 32768, 256), 2);
        let g90a = Processor::Gfx90a.info();
        assert_eq!(g90a.occupancy(20, 8, 0, 64), 8);
        assert_eq!(g90a.occupancy(20, 128, 0, 64), 4);
        assert_eq!(g90a.occupancy(20, 129, 0, 64), 3);
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
        ];
        for (id, flags) in cases {
            assert_eq!(TargetId::parse(id).unwrap().elf_flags(), flags, "{id}");
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
    /// "stack frame size (131060) exceeds limit (131056)".
    #[test]
    fn private_segment_limit() {
        assert_eq!(Processor::Gfx942.info().max_private_segment_size(64), 131056);
        assert_eq!(Processor::Gfx900.info().max_private_segment_size(64), 131056);
    }

    #[test]
    fn register_budgets() {
        assert_eq!(Processor::Gfx908.info().unified_vgpr_file, None);
        assert_eq!(Processor::Gfx908.info().agprs, 256);
        assert_eq!(Processor::Gfx90a.info().unified_vgpr_file, Some(512));
        assert_eq!(Processor::Gfx950.info().lds_bytes, 160 * 1024);
        assert!(Processor::ALL
            .iter()
            .all(|p| p.info().addressable_sgprs == 102));
    }
}
