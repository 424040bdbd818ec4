//! What a 16-bit VALU result does to the other half of its 32-bit
//! destination VGPR, per instruction and processor.
//!
//! Role: `super::vector::exec` asks `keeps_other_half` before running
//! a row; when it says so, the row's result goes into one half and the
//! other half keeps its bits, otherwise the row writes all 32 bits (a
//! 16-bit result then has a zero high half).
//!
//! The facts, for every GFX9 processor (gfx900 to gfx950), all the same:
//! - VOP1/VOP2 16-bit rows (`v_add_f16`, `v_cvt_f16_f32`, `v_add_u16`,
//!   ...) and the GFX8-compatible VOP3 rows that GFX9 renamed `_legacy`
//!   (`v_mad_legacy_f16`, `v_fma_legacy_f16`, `v_div_fixup_legacy_f16`)
//!   zero the high half. llc-22 relies on it: it drops the
//!   `v_and_b32 0xffff` after them (`tests/clang_halves.rs` runs such
//!   kernels).
//! - `v_mac_f16`, `v_madak_f16`, `v_madmk_f16` keep the high half on
//!   GFX9 (they zeroed it on GFX8: the one change GFX9 made to the old
//!   16-bit rows); llc-22 masks their result before using it as 32 bits.
//! - The VOP3 rows that have op_sel on GFX9 (`Attrs::OPSEL`: `v_fma_f16`,
//!   `v_div_fixup_f16`, `v_mad_u16`, `v_min3_f16`, ...) write the half
//!   op_sel bit 3 names and keep the other; the op_sel rows with a 32-bit
//!   result (`v_mad_u32_u16`, `v_pack_b32_f16`, `v_cvt_pknorm_*_f16`) write
//!   all of it. These follow from the attribute, not from this table.
//!
//! GFX10 and later keep the high half for every 16-bit row; adding them
//! is a matter of `KEEP` rows with their processor sets.
//!
//! Invariant: only rows whose result is 16 bits wide appear in `KEEP`.

use agc_isa::insts::{Attrs, Opcode as O};
use agc_isa::minst::MInst;
use agc_isa::processors::{procset, ProcSet, Processor};

/// Rows without op_sel that keep the half they do not write, and the
/// processors where they do (one fact per line).
pub(crate) const KEEP: &[(O, ProcSet)] = &[
    (O::VMacF16, procset::GFX9),
    (O::VMadakF16, procset::GFX9),
    (O::VMadmkF16, procset::GFX9),
];

/// op_sel rows whose result is 32 bits wide: they write the whole VGPR.
const OPSEL_32: &[O] = &[
    O::VMadU32U16,
    O::VMadI32I16,
    O::VPackB32F16,
    O::VCvtPknormI16F16,
    O::VCvtPknormU16F16,
];

/// Whether `i`, run on `p`, writes a 16-bit result into one half of its
/// destination and keeps the other: the high half when op_sel bit 3 is
/// set, else the low half.
pub(crate) fn keeps_other_half(p: Processor, i: &MInst) -> bool {
    let op = i.opcode;
    if op.info().attrs.has(Attrs::OPSEL) {
        return !OPSEL_32.contains(&op);
    }
    KEEP.iter().any(|&(k, ps)| k == op && ps.contains(p))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table's rows exist on the processors it names and have a
    /// 16-bit result (a single-dword VGPR destination).
    #[test]
    fn keep_rows_are_16_bit_rows() {
        for &(op, ps) in KEEP {
            let info = op.info();
            assert!(!info.attrs.has(Attrs::OPSEL), "{}", info.name);
            assert!(info.name.ends_with("_f16"), "{}", info.name);
            for p in Processor::codegen() {
                if ps.contains(p) {
                    assert!(info.avail.contains(p), "{} on {}", info.name, p.name());
                }
            }
        }
    }
}
