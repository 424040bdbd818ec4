//! The 64-byte AMDHSA kernel descriptor, and the `.amdhsa_kernel`
//! directives that make an assembler produce the same bytes.
//!
//! Role: computes, from a [`Kernel`] and the target, the values the
//! descriptor needs ([`DescInputs`]: register counts with the ABI's extra
//! SGPRs, accum offset, user SGPR count, ...), and turns them into the
//! descriptor bytes ([`encode`]) and into the assembler directives
//! ([`directives`]).
//!
//! Central trick: one table, [`FIELDS`], describes the descriptor. Each
//! row names its place (byte offset of the little-endian container, low
//! bit, width), the processors it applies to, how its value is computed,
//! and the `.amdhsa_*` directive that sets it. The encoder and the
//! directive printer both walk that table, so the bytes agree with what
//! `llvm-mc` builds from the directives by construction, and a new field
//! is one row. Some rows have a place but no directive (the granulated
//! register counts, which the assembler derives from `next_free_*` and
//! `reserve_*`; the code entry offset, which is a relocation), others a
//! directive but no place (`next_free_*`, `reserve_*`).
//!
//! Layout (seed 002, "kernel descriptor" table; code object V5):
//!
//! ```text
//!  0 group_segment_fixed_size  u32     16 kernel_code_entry_byte_offset i64
//!  4 private_segment_fixed_size u32    24..43 reserved
//!  8 kernarg_size              u32     44 compute_pgm_rsrc3  u32
//! 12 reserved                  u32     48 compute_pgm_rsrc1  u32
//!                                      52 compute_pgm_rsrc2  u32
//!                                      56 kernel_code_properties u16
//!                                      58 kernarg_preload   u16
//!                                      60 reserved          u32
//! ```
//!
//! Per generation the rows' `when` column keeps what seed 002 tables
//! 66-70 change: GFX12 has no DX10_CLAMP or IEEE_MODE (rsrc1 bit 21 is
//! WG_RR_EN, `.amdhsa_round_robin_scheduling`; bit 23 reserved) and no
//! SHARED_VGPR_COUNT, and its rsrc3 INST_PREF_SIZE (table 70) is 8 bits
//! wide where GFX11's (table 69) is 6.
//!
//! Register-count rules, as llvm-mc (LLVM 22) applies them; where seed 002
//! words them differently, llvm-mc wins because it is the oracle and
//! because its result is never smaller:
//! - Extra SGPRs after the numbered ones (GFX9): VCC 2; XNACK_MASK makes
//!   it 4 (xnack not `-`); FLAT_SCRATCH makes it 6. On processors with
//!   architected flat scratch (gfx942+) the assembler has no
//!   `.amdhsa_reserve_flat_scratch` directive and always reserves it, so
//!   we do too.
//! - GRANULATED_WAVEFRONT_SGPR_COUNT = ceil(max(1, total) / 8) - 1 (the
//!   seed's GFX9 formula `2 * (ceil(n / 16) - 1)` gives a smaller value for
//!   e.g. 12 SGPRs; llvm-mc writes the 8-granule one).
//! - VGPRs: gfx90a+ count the unified file: `align(vgprs, 4) + agprs` when
//!   AGPRs are used (ACCUM_OFFSET = align(max(1, vgprs), 4)); gfx908 counts
//!   `max(vgprs, agprs)`; granule from the processor table.

use crate::kernel::{EmitError, FloatMode, Kernel, KernelAbi};
use agc_isa::processors::{procset, FeatureSetting, FeatureSupport, Generation, ProcessorInfo};
use agc_isa::target::{Target, WaveSize};

/// Descriptor size in bytes.
pub const SIZE: usize = 64;
/// Byte offset of `kernel_code_entry_byte_offset` (relocated in `.o`).
pub const ENTRY_OFFSET_AT: usize = 16;
/// SGPR encoding granule of GRANULATED_WAVEFRONT_SGPR_COUNT (GFX9).
const SGPR_ENCODING_GRANULE: u32 = 8;

/// Every value the descriptor table reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DescInputs {
    pub group_segment_fixed_size: u32,
    pub private_segment_fixed_size: u32,
    pub kernarg_size: u32,
    /// Kernel entry minus descriptor address; 0 in relocatable objects
    /// (a relocation supplies it).
    pub entry_offset: i64,
    pub abi: KernelAbi,
    pub user_sgpr_count: u32,
    pub uses_dynamic_stack: bool,
    /// `.amdhsa_next_free_vgpr`: the VGPR count the granule is taken from
    /// (unified on gfx90a+).
    pub next_free_vgpr: u32,
    pub next_free_sgpr: u32,
    /// gfx90a+: first AGPR in the unified file (0 elsewhere).
    pub accum_offset: u32,
    pub reserve_vcc: bool,
    pub reserve_flat_scratch: bool,
    pub reserve_xnack_mask: bool,
    /// SGPRs including the extra special ones (metadata `.sgpr_count`).
    pub total_sgprs: u32,
    /// Metadata `.vgpr_count` and `.agpr_count`.
    pub vgpr_count: u32,
    pub agpr_count: u32,
    pub float: FloatMode,
    pub tg_split: bool,
    /// GFX10+: the kernel runs in wave32 (ENABLE_WAVEFRONT_SIZE32).
    pub wave32: bool,
    /// GFX10+: WGP mode (`cumode` off): a workgroup's waves may use both
    /// CUs of a WGP.
    pub wgp_mode: bool,
    /// The kernel's code size in bytes, for GFX11's instruction prefetch
    /// size; 0 until the code is laid out.
    pub code_size: u32,
}

fn gfx90a_plus(p: &ProcessorInfo) -> bool {
    procset::GFX90A_UP.contains(p.proc)
}
fn gfx10_plus(p: &ProcessorInfo) -> bool {
    p.generation != Generation::Gfx9
}
fn gfx11(p: &ProcessorInfo) -> bool {
    p.generation == Generation::Gfx11
}
fn gfx12(p: &ProcessorInfo) -> bool {
    p.generation == Generation::Gfx12
}
/// GFX9-GFX11: the fields GFX12 reserved or gave another meaning
/// (rsrc1 DX10_CLAMP, which is WG_RR_EN on GFX12, and IEEE_MODE).
fn pre_gfx12(p: &ProcessorInfo) -> bool {
    p.generation != Generation::Gfx12
}
/// GFX10-GFX11: rsrc3's SHARED_VGPR_COUNT (table 69; reserved in table 70).
fn gfx10_11(p: &ProcessorInfo) -> bool {
    gfx10_plus(p) && pre_gfx12(p)
}

/// The instruction cache line GFX11's INST_PREF_SIZE counts in.
const INST_CACHE_LINE: u32 = 128;

/// The extra special SGPRs allocated after the numbered ones. GFX10 and
/// later keep FLAT_SCRATCH and XNACK_MASK outside the SGPR file: only
/// VCC counts (llc-22 on gfx1100: `.sgpr_count` is the numbered SGPRs
/// plus 2 when VCC is used, with or without flat scratch).
fn extra_sgprs(info: &ProcessorInfo, vcc: bool, flat_scratch: bool, xnack: bool) -> u32 {
    if gfx10_plus(info) {
        return if vcc { 2 } else { 0 };
    }
    if flat_scratch {
        6
    } else if xnack {
        4
    } else if vcc {
        2
    } else {
        0
    }
}

impl DescInputs {
    /// Computes the inputs for `k` on `target`; errors when a count does
    /// not fit its field.
    pub fn new(k: &Kernel, target: &Target) -> Result<DescInputs, EmitError> {
        let info = target.info();
        let r = &k.resources;
        let err = |message: String| EmitError::Resource {
            kernel: k.name.clone(),
            message,
        };
        let (vgprs, agprs) = (r.vgprs as u32, r.agprs as u32);
        let (next_free_vgpr, accum_offset) = if gfx90a_plus(info) {
            let accum = vgprs.max(1).next_multiple_of(4);
            let total = if agprs > 0 { accum + agprs } else { vgprs };
            (total, accum)
        } else if info.has_agprs {
            (vgprs.max(agprs), 0)
        } else {
            (vgprs, 0)
        };
        let max_file = info.unified_vgpr_file.unwrap_or(info.vgprs) as u32;
        if next_free_vgpr > max_file {
            return Err(err(format!(
                "{next_free_vgpr} VGPRs (AGPRs included) exceed the register file of {max_file}"
            )));
        }
        let reserve_xnack_mask =
            info.xnack != FeatureSupport::Unsupported && target.id.xnack != FeatureSetting::Off;
        let reserve_flat_scratch = r.uses_flat_scratch || info.architected_flat_scratch;
        let total_sgprs = r.sgprs as u32
            + extra_sgprs(info, r.uses_vcc, reserve_flat_scratch, reserve_xnack_mask);
        let d = DescInputs {
            group_segment_fixed_size: r.lds_bytes,
            private_segment_fixed_size: r.private_segment_size,
            kernarg_size: k.kernarg_size,
            entry_offset: 0,
            abi: k.abi,
            user_sgpr_count: k.abi.user.count(),
            uses_dynamic_stack: r.uses_dynamic_stack,
            next_free_vgpr,
            next_free_sgpr: r.sgprs as u32,
            accum_offset,
            reserve_vcc: r.uses_vcc,
            reserve_flat_scratch,
            reserve_xnack_mask,
            total_sgprs,
            vgpr_count: next_free_vgpr,
            agpr_count: agprs,
            float: k.attrs.float,
            tg_split: target.id.tgsplit == FeatureSetting::On,
            wave32: target.wave == WaveSize::Wave32,
            wgp_mode: !target.cumode,
            code_size: 0,
        };
        if granulated_sgprs(&d, info) > 15 {
            return Err(err(format!(
                "{total_sgprs} SGPRs do not fit the descriptor"
            )));
        }
        Ok(d)
    }
}

/// GRANULATED_WORKITEM_VGPR_COUNT. Seed 002 (compute_pgm_rsrc1): on
/// GFX9 in the processor's granule; on GFX10-GFX12 in units of 8 in
/// wave32 and 4 in wave64, whatever the allocation granule.
fn granulated_vgprs(d: &DescInputs, info: &ProcessorInfo) -> u64 {
    let g = info.vgpr_encoding_granule(if d.wave32 { 32 } else { 64 });
    (d.next_free_vgpr.max(1).div_ceil(g) - 1) as u64
}

/// GRANULATED_WAVEFRONT_SGPR_COUNT; seed 002: "GFX10-GFX12: reserved,
/// must be 0 (128 SGPRs are always allocated)".
fn granulated_sgprs(d: &DescInputs, info: &ProcessorInfo) -> u64 {
    if gfx10_plus(info) {
        return 0;
    }
    (d.total_sgprs.max(1).div_ceil(SGPR_ENCODING_GRANULE) - 1) as u64
}

/// INST_PREF_SIZE: the code to prefetch, in 128-byte cache lines, at
/// most what the field holds: 6 bits on GFX11 (table 69; llc-22: 1 for a
/// 36-byte kernel, 2 for one of 216 bytes), 8 on GFX12 (table 70).
fn inst_pref_size(d: &DescInputs, width: u32) -> u64 {
    d.code_size.div_ceil(INST_CACHE_LINE).min((1 << width) - 1) as u64
}

/// Where a field lives: the byte offset of its little-endian container,
/// its low bit within it, and its width in bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub byte: u8,
    pub lo: u8,
    pub width: u8,
}

/// One descriptor field and/or assembler directive.
pub struct Field {
    /// Field name (seed 002 spelling, lower case).
    pub name: &'static str,
    /// The `.amdhsa_*` directive setting it, if there is one.
    pub directive: Option<&'static str>,
    pub place: Option<Place>,
    /// Whether the processor has the field / directive.
    pub when: fn(&ProcessorInfo) -> bool,
    /// The field's bits.
    pub value: fn(&DescInputs, &ProcessorInfo) -> u64,
    /// The directive's argument when it differs from the field's bits.
    pub directive_value: Option<fn(&DescInputs) -> u64>,
}

const RSRC3: u8 = 44;
const RSRC1: u8 = 48;
const RSRC2: u8 = 52;
const KCP: u8 = 56;
const PRELOAD: u8 = 58;

const fn at(byte: u8, lo: u8, width: u8) -> Option<Place> {
    Some(Place { byte, lo, width })
}
fn all(_: &ProcessorInfo) -> bool {
    true
}
fn not_architected(p: &ProcessorInfo) -> bool {
    !p.architected_flat_scratch
}
fn architected(p: &ProcessorInfo) -> bool {
    p.architected_flat_scratch
}
fn has_xnack(p: &ProcessorInfo) -> bool {
    p.xnack != FeatureSupport::Unsupported
}

macro_rules! field {
    ($name:literal, $dir:expr, $place:expr, $when:expr, |$d:ident, $p:ident| $v:expr) => {
        Field {
            name: $name,
            directive: $dir,
            place: $place,
            when: $when,
            value: |$d, $p| {
                let _ = (&$d, &$p);
                ($v) as u64
            },
            directive_value: None,
        }
    };
    ($name:literal, $dir:expr, $place:expr, $when:expr, |$d:ident, $p:ident| $v:expr, dir |$dd:ident| $dv:expr) => {
        Field {
            name: $name,
            directive: $dir,
            place: $place,
            when: $when,
            value: |$d, $p| {
                let _ = (&$d, &$p);
                ($v) as u64
            },
            directive_value: Some(|$dd| ($dv) as u64),
        }
    };
}

/// THE descriptor table, in the order llc prints the directives.
#[rustfmt::skip]
pub static FIELDS: &[Field] = &[
    field!("group_segment_fixed_size", Some(".amdhsa_group_segment_fixed_size"), at(0, 0, 32), all, |d, p| d.group_segment_fixed_size),
    field!("private_segment_fixed_size", Some(".amdhsa_private_segment_fixed_size"), at(4, 0, 32), all, |d, p| d.private_segment_fixed_size),
    field!("kernarg_size", Some(".amdhsa_kernarg_size"), at(8, 0, 32), all, |d, p| d.kernarg_size),
    field!("kernel_code_entry_byte_offset", None, at(16, 0, 64), all, |d, p| d.entry_offset),
    field!("user_sgpr_count", Some(".amdhsa_user_sgpr_count"), at(RSRC2, 1, 5), all, |d, p| d.user_sgpr_count),
    field!("enable_sgpr_private_segment_buffer", Some(".amdhsa_user_sgpr_private_segment_buffer"), at(KCP, 0, 1), not_architected, |d, p| d.abi.user.private_segment_buffer),
    field!("enable_sgpr_dispatch_ptr", Some(".amdhsa_user_sgpr_dispatch_ptr"), at(KCP, 1, 1), all, |d, p| d.abi.user.dispatch_ptr),
    field!("enable_sgpr_queue_ptr", Some(".amdhsa_user_sgpr_queue_ptr"), at(KCP, 2, 1), all, |d, p| d.abi.user.queue_ptr),
    field!("enable_sgpr_kernarg_segment_ptr", Some(".amdhsa_user_sgpr_kernarg_segment_ptr"), at(KCP, 3, 1), all, |d, p| d.abi.user.kernarg_segment_ptr),
    field!("enable_sgpr_dispatch_id", Some(".amdhsa_user_sgpr_dispatch_id"), at(KCP, 4, 1), all, |d, p| d.abi.user.dispatch_id),
    field!("enable_sgpr_flat_scratch_init", Some(".amdhsa_user_sgpr_flat_scratch_init"), at(KCP, 5, 1), not_architected, |d, p| d.abi.user.flat_scratch_init),
    field!("kernarg_preload_spec_length", Some(".amdhsa_user_sgpr_kernarg_preload_length"), at(PRELOAD, 0, 7), gfx90a_plus, |d, p| d.abi.user.kernarg_preload_length),
    field!("kernarg_preload_spec_offset", Some(".amdhsa_user_sgpr_kernarg_preload_offset"), at(PRELOAD, 7, 9), gfx90a_plus, |d, p| d.abi.user.kernarg_preload_offset),
    field!("enable_sgpr_private_segment_size", Some(".amdhsa_user_sgpr_private_segment_size"), at(KCP, 6, 1), all, |d, p| d.abi.user.private_segment_size),
    field!("enable_wavefront_size32", Some(".amdhsa_wavefront_size32"), at(KCP, 10, 1), gfx10_plus, |d, p| d.wave32),
    field!("uses_dynamic_stack", Some(".amdhsa_uses_dynamic_stack"), at(KCP, 11, 1), all, |d, p| d.uses_dynamic_stack),
    field!("enable_private_segment", Some(".amdhsa_enable_private_segment"), at(RSRC2, 0, 1), architected, |d, p| d.abi.private_segment),
    field!("enable_private_segment", Some(".amdhsa_system_sgpr_private_segment_wavefront_offset"), at(RSRC2, 0, 1), not_architected, |d, p| d.abi.private_segment),
    field!("enable_sgpr_workgroup_id_x", Some(".amdhsa_system_sgpr_workgroup_id_x"), at(RSRC2, 7, 1), all, |d, p| d.abi.workgroup_id[0]),
    field!("enable_sgpr_workgroup_id_y", Some(".amdhsa_system_sgpr_workgroup_id_y"), at(RSRC2, 8, 1), all, |d, p| d.abi.workgroup_id[1]),
    field!("enable_sgpr_workgroup_id_z", Some(".amdhsa_system_sgpr_workgroup_id_z"), at(RSRC2, 9, 1), all, |d, p| d.abi.workgroup_id[2]),
    field!("enable_sgpr_workgroup_info", Some(".amdhsa_system_sgpr_workgroup_info"), at(RSRC2, 10, 1), all, |d, p| d.abi.workgroup_info),
    field!("enable_vgpr_workitem_id", Some(".amdhsa_system_vgpr_workitem_id"), at(RSRC2, 11, 2), all, |d, p| d.abi.workitem_id_vgprs),
    field!("next_free_vgpr", Some(".amdhsa_next_free_vgpr"), None, all, |d, p| d.next_free_vgpr),
    field!("next_free_sgpr", Some(".amdhsa_next_free_sgpr"), None, all, |d, p| d.next_free_sgpr),
    field!("accum_offset", Some(".amdhsa_accum_offset"), at(RSRC3, 0, 6), gfx90a_plus, |d, p| d.accum_offset / 4 - 1, dir |d| d.accum_offset),
    field!("reserve_vcc", Some(".amdhsa_reserve_vcc"), None, all, |d, p| d.reserve_vcc),
    field!("reserve_flat_scratch", Some(".amdhsa_reserve_flat_scratch"), None, not_architected, |d, p| d.reserve_flat_scratch),
    field!("reserve_xnack_mask", Some(".amdhsa_reserve_xnack_mask"), None, has_xnack, |d, p| d.reserve_xnack_mask),
    field!("granulated_workitem_vgpr_count", None, at(RSRC1, 0, 6), all, |d, p| granulated_vgprs(d, p)),
    field!("granulated_wavefront_sgpr_count", None, at(RSRC1, 6, 4), all, |d, p| granulated_sgprs(d, p)),
    field!("float_round_mode_32", Some(".amdhsa_float_round_mode_32"), at(RSRC1, 12, 2), all, |d, p| d.float.round_32),
    field!("float_round_mode_16_64", Some(".amdhsa_float_round_mode_16_64"), at(RSRC1, 14, 2), all, |d, p| d.float.round_16_64),
    field!("float_denorm_mode_32", Some(".amdhsa_float_denorm_mode_32"), at(RSRC1, 16, 2), all, |d, p| d.float.denorm_32),
    field!("float_denorm_mode_16_64", Some(".amdhsa_float_denorm_mode_16_64"), at(RSRC1, 18, 2), all, |d, p| d.float.denorm_16_64),
    field!("enable_dx10_clamp", Some(".amdhsa_dx10_clamp"), at(RSRC1, 21, 1), pre_gfx12, |d, p| d.float.dx10_clamp),
    field!("enable_ieee_mode", Some(".amdhsa_ieee_mode"), at(RSRC1, 23, 1), pre_gfx12, |d, p| d.float.ieee),
    field!("fp16_ovfl", Some(".amdhsa_fp16_overflow"), at(RSRC1, 26, 1), all, |d, p| d.float.fp16_overflow),
    field!("tg_split", Some(".amdhsa_tg_split"), at(RSRC3, 16, 1), gfx90a_plus, |d, p| d.tg_split),
    field!("wgp_mode", Some(".amdhsa_workgroup_processor_mode"), at(RSRC1, 29, 1), gfx10_plus, |d, p| d.wgp_mode),
    // llc-22 sets both on GFX10+: loads and stores report in order, and
    // the wave is guaranteed forward progress.
    field!("mem_ordered", Some(".amdhsa_memory_ordered"), at(RSRC1, 30, 1), gfx10_plus, |d, p| 1),
    field!("fwd_progress", Some(".amdhsa_forward_progress"), at(RSRC1, 31, 1), gfx10_plus, |d, p| 1),
    field!("shared_vgpr_count", Some(".amdhsa_shared_vgpr_count"), at(RSRC3, 0, 4), gfx10_11, |d, p| 0),
    field!("inst_pref_size", Some(".amdhsa_inst_pref_size"), at(RSRC3, 4, 6), gfx11, |d, p| inst_pref_size(d, 6)),
    field!("inst_pref_size", Some(".amdhsa_inst_pref_size"), at(RSRC3, 4, 8), gfx12, |d, p| inst_pref_size(d, 8)),
    // GFX12 rsrc1 bit 21 (table 66: WG_RR_EN): waves are scheduled
    // oldest first, as llc-22 leaves it.
    field!("wg_rr_en", Some(".amdhsa_round_robin_scheduling"), at(RSRC1, 21, 1), gfx12, |d, p| 0),
    field!("enable_exception_ieee_754_fp_invalid_operation", Some(".amdhsa_exception_fp_ieee_invalid_op"), at(RSRC2, 24, 1), all, |d, p| 0),
    field!("enable_exception_fp_denormal_source", Some(".amdhsa_exception_fp_denorm_src"), at(RSRC2, 25, 1), all, |d, p| 0),
    field!("enable_exception_ieee_754_fp_division_by_zero", Some(".amdhsa_exception_fp_ieee_div_zero"), at(RSRC2, 26, 1), all, |d, p| 0),
    field!("enable_exception_ieee_754_fp_overflow", Some(".amdhsa_exception_fp_ieee_overflow"), at(RSRC2, 27, 1), all, |d, p| 0),
    field!("enable_exception_ieee_754_fp_underflow", Some(".amdhsa_exception_fp_ieee_underflow"), at(RSRC2, 28, 1), all, |d, p| 0),
    field!("enable_exception_ieee_754_fp_inexact", Some(".amdhsa_exception_fp_ieee_inexact"), at(RSRC2, 29, 1), all, |d, p| 0),
    field!("enable_exception_int_divide_by_zero", Some(".amdhsa_exception_int_div_zero"), at(RSRC2, 30, 1), all, |d, p| 0),
];

fn put(bytes: &mut [u8; SIZE], place: Place, value: u64) {
    let base = place.byte as usize * 8 + place.lo as usize;
    for i in 0..place.width as usize {
        let bit = base + i;
        if value >> i & 1 != 0 {
            bytes[bit / 8] |= 1 << (bit % 8);
        } else {
            bytes[bit / 8] &= !(1 << (bit % 8));
        }
    }
}

/// Reads a field's bits back (used by tests and by readers of descriptors).
pub fn get(bytes: &[u8], place: Place) -> u64 {
    let base = place.byte as usize * 8 + place.lo as usize;
    (0..place.width as usize)
        .map(|i| ((bytes[(base + i) / 8] >> ((base + i) % 8)) & 1) as u64)
        .rev()
        .fold(0, |acc, b| acc << 1 | b)
}

/// The descriptor bytes.
pub fn encode(d: &DescInputs, info: &ProcessorInfo) -> [u8; SIZE] {
    let mut bytes = [0u8; SIZE];
    for f in FIELDS.iter().filter(|f| (f.when)(info)) {
        if let Some(place) = f.place {
            let v = (f.value)(d, info);
            debug_assert!(
                place.width == 64 || v >> place.width == 0,
                "{}: {v} does not fit",
                f.name
            );
            put(&mut bytes, place, v);
        }
    }
    bytes
}

/// The `.amdhsa_*` directives with their arguments, in table order.
pub fn directives(d: &DescInputs, info: &ProcessorInfo) -> Vec<(&'static str, u64)> {
    FIELDS
        .iter()
        .filter(|f| (f.when)(info))
        .filter_map(|f| {
            let v = match f.directive_value {
                Some(dv) => dv(d),
                None => (f.value)(d, info),
            };
            f.directive.map(|name| (name, v))
        })
        .collect()
}

/// Named field values of a descriptor, for comparisons in tests and
/// diagnostics: every row with a place that applies to the processor.
pub fn decode(bytes: &[u8], info: &ProcessorInfo) -> Vec<(&'static str, u64)> {
    FIELDS
        .iter()
        .filter(|f| (f.when)(info))
        .filter_map(|f| f.place.map(|p| (f.name, get(bytes, p))))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::{Block, KernelAttrs, Resources};
    use agc_isa::processors::Processor;

    fn kernel(t: &Target, res: Resources) -> Kernel {
        Kernel {
            name: "k".into(),
            blocks: vec![Block::default()],
            resources: res,
            abi: KernelAbi::llc_default(t),
            args: vec![],
            kernarg_size: 264,
            kernarg_align: 8,
            attrs: KernelAttrs::default(),
            long_branch_sgprs: None,
        }
    }

    /// Oracle: the `.rodata` of `llc -mcpu=gfx942 --amdhsa-code-object-version=5
    /// -filetype=obj` for a kernel storing 1 through its pointer argument
    /// (LLVM 22): next_free_vgpr 2, next_free_sgpr 6.
    #[test]
    fn trivial_gfx942_matches_llc_bytes() {
        let t = Target::parse_id("gfx942").unwrap();
        let k = kernel(
            &t,
            Resources {
                sgprs: 6,
                vgprs: 2,
                ..Resources::default()
            },
        );
        let d = DescInputs::new(&k, &t).unwrap();
        assert_eq!(d.total_sgprs, 12);
        let b = encode(&d, t.info());
        let mut want = [0u8; 64];
        want[8..12].copy_from_slice(&264u32.to_le_bytes());
        want[48..60].copy_from_slice(&[
            0x40, 0x00, 0xaf, 0x00, 0x90, 0x13, 0x00, 0x00, 0x1e, 0x00, 0x00, 0x00,
        ]);
        assert_eq!(b, want);
    }

    /// Oracle: llc for gfx90a with 10 VGPRs and 6 AGPRs prints
    /// `.amdhsa_next_free_vgpr 18`, `.amdhsa_accum_offset 12` and metadata
    /// `.sgpr_count 22` for 18 numbered SGPRs (LLVM 22).
    #[test]
    fn gfx90a_unified_vgprs_and_accum_offset() {
        let t = Target::parse_id("gfx90a").unwrap();
        let k = kernel(
            &t,
            Resources {
                sgprs: 18,
                vgprs: 10,
                agprs: 6,
                ..Resources::default()
            },
        );
        let d = DescInputs::new(&k, &t).unwrap();
        assert_eq!(
            (d.next_free_vgpr, d.accum_offset, d.total_sgprs),
            (18, 12, 22)
        );
        let b = encode(&d, t.info());
        let f = decode(&b, t.info());
        let get = |n: &str| f.iter().find(|x| x.0 == n).unwrap().1;
        assert_eq!(get("accum_offset"), 2);
        assert_eq!(get("granulated_workitem_vgpr_count"), 2);
        assert_eq!(get("granulated_wavefront_sgpr_count"), 2);
        assert_eq!(get("user_sgpr_count"), 14);
        let dirs = directives(&d, t.info());
        assert!(dirs.contains(&(".amdhsa_accum_offset", 12)));
        assert!(dirs.contains(&(".amdhsa_user_sgpr_flat_scratch_init", 1)));
        assert!(!dirs.iter().any(|x| x.0 == ".amdhsa_enable_private_segment"));
    }

    #[test]
    fn processor_specific_rows() {
        let p900 = Processor::Gfx900.info();
        let p942 = Processor::Gfx942.info();
        let names = |p| {
            FIELDS
                .iter()
                .filter(move |f| (f.when)(p))
                .filter_map(|f| f.directive)
                .collect::<Vec<_>>()
        };
        assert!(!names(p900).contains(&".amdhsa_accum_offset"));
        assert!(!names(p900).contains(&".amdhsa_tg_split"));
        assert!(names(p942).contains(&".amdhsa_enable_private_segment"));
        assert!(!names(p942).contains(&".amdhsa_reserve_flat_scratch"));
    }

    #[test]
    fn too_many_registers_is_an_error() {
        let t = Target::parse_id("gfx90a").unwrap();
        let k = kernel(
            &t,
            Resources {
                vgprs: 256,
                agprs: 256,
                ..Resources::default()
            },
        );
        assert_eq!(DescInputs::new(&k, &t).map(|_| ()), Ok(()));
        let k = kernel(
            &t,
            Resources {
                vgprs: 255,
                agprs: 256,
                ..Resources::default()
            },
        );
        assert_eq!(DescInputs::new(&k, &t).unwrap().next_free_vgpr, 512);
        let t = Target::parse_id("gfx900").unwrap();
        let k = kernel(
            &t,
            Resources {
                sgprs: 102,
                uses_flat_scratch: true,
                ..Resources::default()
            },
        );
        // 108 SGPRs: 14 granules fit.
        assert!(DescInputs::new(&k, &t).is_ok());
    }

    #[test]
    fn put_get_roundtrip() {
        let mut b = [0u8; SIZE];
        let p = Place {
            byte: 58,
            lo: 7,
            width: 9,
        };
        put(&mut b, p, 0x1a5);
        assert_eq!(get(&b, p), 0x1a5);
        assert_eq!(b[58], 0x80);
        assert_eq!(b[59], 0xd2);
    }
}
