//! AMDGPU DWARF register numbers (seed 002, table 47, "AMDGPU DWARF
//! register mapping"), for location expressions and call frame
//! information.
//!
//! Role: one table, [`DWARF_REGISTERS`], with a row per range of the
//! seed's table (reserved ranges omitted), and [`dwarf_register`], which
//! maps an [`agc_isa::regs::Reg`] to its number.
//!
//! Invariants of the mapping (from the seed): every AMDGPU target uses
//! the same numbers; vector registers (and EXEC, VCC) have one number per
//! wavefront size, because a DWARF register has a fixed size: a VGPR is
//! 32 lanes x 32 bits in wave32 and 64 x 32 bits in wave64, so the
//! consumer never has to know the wave mode to read it. The program
//! counter has a number per process address size; amdgcn only runs in a
//! 64-bit address space, so [`DW_PC`] is `PC_64`.
//!
//! Central trick: SGPRs are split over two ranges (s0-s63 fit the one-byte
//! ULEB128 numbers 32-95, s64-s105 start at 1088), so the table is a list
//! of ranges, each mapping a contiguous run of architectural registers to
//! a contiguous run of numbers; a lookup is a scan of a dozen rows.

use agc_isa::regs::{special, Reg, RegFile};

/// Which architectural registers a row of the table names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DwarfRegKind {
    /// `PC_32`: the PC in a 32-bit process address space.
    Pc32,
    /// `PC_64`: the PC in a 64-bit process address space.
    Pc64,
    /// `EXEC_MASK_32`: EXEC in wave32.
    ExecMask32,
    /// `EXEC_MASK_64`: EXEC in wave64.
    ExecMask64,
    /// `STATUS`.
    Status,
    /// `VCC_32`: VCC in wave32.
    Vcc32,
    /// `VCC_64`: VCC in wave64.
    Vcc64,
    /// SGPRs, starting at the given register.
    Sgpr(u16),
    /// VGPRs of a wave32 / wave64 (`true`) wavefront.
    Vgpr { wave64: bool },
    /// AGPRs of a wave32 / wave64 (`true`) wavefront.
    Agpr { wave64: bool },
}

/// A run of `count` registers numbered from `first`, each `bits` wide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DwarfRegRange {
    pub first: u16,
    pub count: u16,
    pub kind: DwarfRegKind,
    pub bits: u32,
}

const fn row(first: u16, count: u16, kind: DwarfRegKind, bits: u32) -> DwarfRegRange {
    DwarfRegRange {
        first,
        count,
        kind,
        bits,
    }
}

use DwarfRegKind::*;

/// Seed 002, table 47, one row per assigned range.
#[rustfmt::skip]
pub static DWARF_REGISTERS: [DwarfRegRange; 13] = [
    row(0,    1,   Pc32,                          32),
    row(1,    1,   ExecMask32,                    32),
    row(16,   1,   Pc64,                          64),
    row(17,   1,   ExecMask64,                    64),
    row(32,   64,  Sgpr(0),                       32),
    row(128,  1,   Status,                        32),
    row(512,  1,   Vcc32,                         32),
    row(768,  1,   Vcc64,                         64),
    row(1088, 42,  Sgpr(64),                      32),
    row(1536, 256, Vgpr { wave64: false },   32 * 32),
    row(2048, 256, Agpr { wave64: false },   32 * 32),
    row(2560, 256, Vgpr { wave64: true },    64 * 32),
    row(3072, 256, Agpr { wave64: true },    64 * 32),
];

/// The program counter of amdgcn code (always a 64-bit address space).
pub const DW_PC: u16 = 16;

/// The number of the first row of `kind`, plus `offset` if it is within
/// the row.
fn lookup(kind: DwarfRegKind, offset: u16) -> Option<u16> {
    DWARF_REGISTERS
        .iter()
        .find(|r| r.kind == kind && offset < r.count)
        .map(|r| r.first + offset)
}

/// The DWARF register number of `reg` in code running with the given
/// wavefront size.
///
/// `reg` must be one DWARF register: a single SGPR, VGPR or AGPR, or EXEC
/// / VCC at the width of the wave (the 64-bit pair in wave64, the low
/// half in wave32). Tuples (`s[0:1]`, `v[0:3]`) are several DWARF
/// registers and give `None`, as do registers the table does not number
/// (TTMPs, M0, FLAT_SCRATCH, SCC, ...): describe them piece by piece.
pub fn dwarf_register(reg: Reg, wave64: bool) -> Option<u16> {
    match (reg.file, reg.len) {
        (RegFile::Sgpr, 1) if reg.index < 64 => lookup(Sgpr(0), reg.index),
        (RegFile::Sgpr, 1) => lookup(Sgpr(64), reg.index - 64),
        (RegFile::Vgpr, 1) => lookup(Vgpr { wave64 }, reg.index),
        (RegFile::Agpr, 1) => lookup(Agpr { wave64 }, reg.index),
        (RegFile::Special, 2) if wave64 && reg.index == special::EXEC => lookup(ExecMask64, 0),
        (RegFile::Special, 1) if !wave64 && reg.index == special::EXEC => lookup(ExecMask32, 0),
        (RegFile::Special, 2) if wave64 && reg.index == special::VCC => lookup(Vcc64, 0),
        (RegFile::Special, 1) if !wave64 && reg.index == special::VCC => lookup(Vcc32, 0),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Oracle: seed 002, table 47, the numbers as the table prints them.
    #[test]
    fn seed_002_table_47_numbers() {
        let w64 = true;
        let w32 = false;
        let cases: [(Reg, bool, Option<u16>); 22] = [
            (Reg::s(0), w64, Some(32)),
            (Reg::s(63), w32, Some(95)),
            (Reg::s(64), w64, Some(1088)),
            (Reg::s(101), w64, Some(1125)),
            (Reg::s(105), w64, Some(1129)),
            (Reg::s(106), w64, None),
            (Reg::v(0), w32, Some(1536)),
            (Reg::v(255), w32, Some(1791)),
            (Reg::a(0), w32, Some(2048)),
            (Reg::a(255), w32, Some(2303)),
            (Reg::v(0), w64, Some(2560)),
            (Reg::v(255), w64, Some(2815)),
            (Reg::a(0), w64, Some(3072)),
            (Reg::a(255), w64, Some(3327)),
            (Reg::EXEC, w64, Some(17)),
            (Reg::EXEC_LO, w32, Some(1)),
            (Reg::VCC, w64, Some(768)),
            (Reg::VCC_LO, w32, Some(512)),
            // Wrong width for the wave, tuples, unnumbered registers.
            (Reg::EXEC, w32, None),
            (Reg::s_range(0, 1), w64, None),
            (Reg::M0, w64, None),
            (Reg::ttmp(0), w64, None),
        ];
        for (reg, wave64, want) in cases {
            assert_eq!(dwarf_register(reg, wave64), want, "{reg:?} wave64={wave64}");
        }
        assert_eq!(DW_PC, 16);
        assert_eq!(lookup(Status, 0), Some(128));
        assert_eq!(lookup(Pc32, 0), Some(0));
    }

    /// Oracle: seed 002, table 47: the ranges are disjoint, sorted and
    /// sized as the table says (64 + 42 SGPRs = s0..s105).
    #[test]
    fn seed_002_table_47_ranges_are_disjoint() {
        for pair in DWARF_REGISTERS.windows(2) {
            assert!(pair[0].first + pair[0].count <= pair[1].first, "{pair:?}");
        }
        let sgprs: u16 = DWARF_REGISTERS
            .iter()
            .filter(|r| matches!(r.kind, Sgpr(_)))
            .map(|r| r.count)
            .sum();
        assert_eq!(sgprs, 106);
    }
}
