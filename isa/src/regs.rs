//! Register files and their operand encodings.
//!
//! Role: names every register an instruction can touch — SGPRs, VGPRs,
//! AGPRs, trap temporaries and the special scalar registers (VCC, EXEC, M0,
//! FLAT_SCRATCH, XNACK_MASK, SCC, ...) — and maps them to and from the
//! 8-bit scalar / 9-bit source operand codes of the GFX9 encodings.
//!
//! Central trick: a [`Reg`] is a *range* (file, first register, length in
//! dwords) packed into four bytes, so `s[4:5]`, `v[0:3]`, `a[0:15]` and
//! `vcc` are all one value with no heap; single registers are ranges of one.
//!
//! GFX11 and GFX12 keep these codes but for the special registers of
//! [`SPECIAL_CODES`] (m0 is 125, `null` 124; no flat_scratch, xnack_mask,
//! src_vccz/execz) and have s0..s105; the `*_in(Generation)` methods map.
//! A special [`Reg`]'s index is its GFX9 code, used as its identity.
//!
//! Operand codes (GFX9, each checked with `llvm-mc -show-encoding`, LLVM 22):
//!
//! | code    | operand                                    |
//! |---------|--------------------------------------------|
//! | 0-101   | s0..s101                                   |
//! | 102-103 | flat_scratch_lo/hi                         |
//! | 104-105 | xnack_mask_lo/hi                           |
//! | 106-107 | vcc_lo/hi                                  |
//! | 108-123 | ttmp0..ttmp15                              |
//! | 124     | m0                                         |
//! | 126-127 | exec_lo/hi                                 |
//! | 128-192 | inline integers 0..64                      |
//! | 193-208 | inline integers -1..-16                    |
//! | 235-239 | src_shared_base/limit, src_private_base/limit, src_pops_exiting_wave_id |
//! | 240-248 | 0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0, 1/(2*pi) |
//! | 250     | DPP (VOP1/VOP2 src0 only)                  |
//! | 251-253 | src_vccz, src_execz, src_scc               |
//! | 255     | 32-bit literal follows                     |
//! | 256-511 | v0..v255 (9-bit source fields only); AGPRs use the same codes plus an `acc` bit elsewhere |

use crate::processors::Generation;
use core::fmt;

/// A register file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum RegFile {
    /// Scalar GPRs s0..s101.
    Sgpr,
    /// Vector GPRs v0..v255.
    Vgpr,
    /// Accumulation GPRs a0..a255 (gfx908+).
    Agpr,
    /// Trap temporaries ttmp0..ttmp15.
    Ttmp,
    /// Special scalar registers; the index is the operand code.
    Special,
}

/// Operand codes of the special scalar registers.
pub mod special {
    pub const FLAT_SCRATCH: u16 = 102;
    pub const XNACK_MASK: u16 = 104;
    pub const VCC: u16 = 106;
    pub const M0: u16 = 124;
    /// `null` (GFX10+): reads 0, writes are discarded. Its identity here
    /// is 125, a code GFX9 leaves unused; GFX11 encodes it as 124.
    pub const NULL: u16 = 125;
    pub const EXEC: u16 = 126;
    pub const SRC_SHARED_BASE: u16 = 235;
    pub const SRC_SHARED_LIMIT: u16 = 236;
    pub const SRC_PRIVATE_BASE: u16 = 237;
    pub const SRC_PRIVATE_LIMIT: u16 = 238;
    pub const SRC_POPS_EXITING_WAVE_ID: u16 = 239;
    pub const VCCZ: u16 = 251;
    pub const EXECZ: u16 = 252;
    pub const SCC: u16 = 253;
}

/// The operand code of every special register per generation, one row
/// per register: (identity = its GFX9 code, GFX9 code, GFX10 code, GFX11
/// code, GFX12 code), `-1` where the generation lacks it. Oracle:
/// `llvm-mc -show-encoding` with `s_mov_b32 <reg>, s1` / `s_mov_b32 s1,
/// <reg>` for gfx900, gfx1030, gfx1100 and gfx1200 (LLVM 22): GFX10 has
/// `null` at 125 and no flat_scratch or xnack_mask operands (codes
/// 102-105 are s102-s105); GFX11 moved m0 to 125 and put `null` at 124,
/// and has no src_vccz, src_execz or src_pops_exiting_wave_id operands;
/// GFX12 is GFX11.
#[rustfmt::skip]
pub const SPECIAL_CODES: &[(u16, i16, i16, i16, i16)] = &[
    (102, 102, -1, -1, -1), (103, 103, -1, -1, -1), // flat_scratch_lo/hi
    (104, 104, -1, -1, -1), (105, 105, -1, -1, -1), // xnack_mask_lo/hi
    (106, 106, 106, 106, 106), (107, 107, 107, 107, 107), // vcc_lo/hi
    (special::M0, 124, 124, 125, 125),
    (special::NULL, -1, 125, 124, 124),
    (126, 126, 126, 126, 126), (127, 127, 127, 127, 127), // exec_lo/hi
    (235, 235, 235, 235, 235), (236, 236, 236, 236, 236), (237, 237, 237, 237, 237), (238, 238, 238, 238, 238), // src_shared/private_base/limit
    (239, 239, 239, -1, -1), // src_pops_exiting_wave_id
    (251, 251, 251, -1, -1), (252, 252, 252, -1, -1), // src_vccz, src_execz
    (253, 253, 253, 253, 253), // src_scc
];

fn special_code(id: u16, g: Generation) -> Option<u16> {
    let &(_, g9, g10, g11, g12) = SPECIAL_CODES.iter().find(|r| r.0 == id)?;
    let c = match g {
        Generation::Gfx9 => g9,
        Generation::Gfx10 => g10,
        Generation::Gfx11 => g11,
        Generation::Gfx12 => g12,
    };
    (c >= 0).then_some(c as u16)
}

/// A register range: `len` consecutive registers of `file` from `index`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Reg {
    pub file: RegFile,
    pub len: u8,
    pub index: u16,
}

/// A register tuple is a range; the alias documents intent at use sites.
pub type RegRange = Reg;

impl Reg {
    pub const fn new(file: RegFile, index: u16, len: u8) -> Reg {
        Reg { file, len, index }
    }
    pub const fn s(n: u16) -> Reg {
        Reg::new(RegFile::Sgpr, n, 1)
    }
    pub const fn v(n: u16) -> Reg {
        Reg::new(RegFile::Vgpr, n, 1)
    }
    pub const fn a(n: u16) -> Reg {
        Reg::new(RegFile::Agpr, n, 1)
    }
    pub const fn ttmp(n: u16) -> Reg {
        Reg::new(RegFile::Ttmp, n, 1)
    }
    /// `s[first:last]`.
    pub const fn s_range(first: u16, last: u16) -> Reg {
        Reg::new(RegFile::Sgpr, first, (last - first + 1) as u8)
    }
    /// `v[first:last]`.
    pub const fn v_range(first: u16, last: u16) -> Reg {
        Reg::new(RegFile::Vgpr, first, (last - first + 1) as u8)
    }
    /// `a[first:last]`.
    pub const fn a_range(first: u16, last: u16) -> Reg {
        Reg::new(RegFile::Agpr, first, (last - first + 1) as u8)
    }
    pub const VCC: Reg = Reg::new(RegFile::Special, special::VCC, 2);
    pub const VCC_LO: Reg = Reg::new(RegFile::Special, special::VCC, 1);
    pub const VCC_HI: Reg = Reg::new(RegFile::Special, special::VCC + 1, 1);
    pub const EXEC: Reg = Reg::new(RegFile::Special, special::EXEC, 2);
    pub const EXEC_LO: Reg = Reg::new(RegFile::Special, special::EXEC, 1);
    pub const EXEC_HI: Reg = Reg::new(RegFile::Special, special::EXEC + 1, 1);
    pub const M0: Reg = Reg::new(RegFile::Special, special::M0, 1);
    pub const NULL: Reg = Reg::new(RegFile::Special, special::NULL, 1);
    pub const FLAT_SCRATCH: Reg = Reg::new(RegFile::Special, special::FLAT_SCRATCH, 2);
    pub const XNACK_MASK: Reg = Reg::new(RegFile::Special, special::XNACK_MASK, 2);
    pub const SCC: Reg = Reg::new(RegFile::Special, special::SCC, 1);
    pub const VCCZ: Reg = Reg::new(RegFile::Special, special::VCCZ, 1);
    pub const EXECZ: Reg = Reg::new(RegFile::Special, special::EXECZ, 1);
    pub const SRC_SHARED_BASE: Reg = Reg::new(RegFile::Special, special::SRC_SHARED_BASE, 1);

    /// Last register of the range (inclusive).
    pub const fn last(self) -> u16 {
        self.index + self.len as u16 - 1
    }

    /// Whether the register can sit in an 8-bit scalar operand field
    /// (SGPR, TTMP, special).
    pub const fn is_scalar(self) -> bool {
        matches!(self.file, RegFile::Sgpr | RegFile::Ttmp | RegFile::Special)
    }

    /// The scalar operand code (0..=255) of the first register, if the
    /// register is scalar and in range.
    pub fn scalar_code(self) -> Option<u16> {
        let code = match self.file {
            RegFile::Sgpr if self.last() <= 101 => self.index,
            RegFile::Ttmp if self.last() <= 15 => 108 + self.index,
            RegFile::Special => self.index,
            _ => return None,
        };
        Some(code)
    }

    /// The scalar operand code in generation `g` (the GFX9 code is the
    /// identity of a special register; [`SPECIAL_CODES`] maps it). SGPRs
    /// reach s101 on GFX9 and s105 on GFX10, GFX11 and GFX12.
    pub fn scalar_code_in(self, g: Generation) -> Option<u16> {
        match (self.file, g) {
            (RegFile::Sgpr, Generation::Gfx10 | Generation::Gfx11 | Generation::Gfx12)
                if self.last() <= 105 =>
            {
                Some(self.index)
            }
            (RegFile::Special, _) => {
                let c = special_code(self.index, g)?;
                // The second register of a pair must exist too.
                if self.len == 2 {
                    special_code(self.index + 1, g)?;
                }
                Some(c)
            }
            (RegFile::Sgpr, Generation::Gfx10 | Generation::Gfx11 | Generation::Gfx12) => None,
            _ => self.scalar_code(),
        }
    }

    /// [`Reg::src_code`] in generation `g`.
    pub fn src_code_in(self, g: Generation) -> Option<u16> {
        match self.file {
            RegFile::Vgpr | RegFile::Agpr => self.src_code(),
            _ => self.scalar_code_in(g),
        }
    }

    /// The inverse of [`Reg::scalar_code_in`] for register codes.
    pub fn from_scalar_code_in(code: u16, len: u8, g: Generation) -> Option<Reg> {
        match g {
            Generation::Gfx9 => Reg::from_scalar_code(code, len),
            Generation::Gfx10 | Generation::Gfx11 | Generation::Gfx12 => match code {
                0..=105 => Some(Reg::new(RegFile::Sgpr, code, len)),
                108..=123 => Some(Reg::new(RegFile::Ttmp, code - 108, len)),
                _ => {
                    let id = SPECIAL_CODES
                        .iter()
                        .find(|r| special_code(r.0, g) == Some(code))?
                        .0;
                    Some(Reg::new(RegFile::Special, id, len))
                }
            },
        }
    }

    /// The 9-bit source code: scalar codes as they are, VGPR and AGPR
    /// n as 256 + n (the AGPR `acc` bit is the format's business).
    pub fn src_code(self) -> Option<u16> {
        match self.file {
            RegFile::Vgpr | RegFile::Agpr if self.last() <= 255 => Some(256 + self.index),
            RegFile::Vgpr | RegFile::Agpr => None,
            _ => self.scalar_code(),
        }
    }

    /// The inverse of [`Reg::scalar_code`] for register codes (not
    /// constants): the register of `len` dwords starting at `code`.
    pub fn from_scalar_code(code: u16, len: u8) -> Option<Reg> {
        let r = match code {
            0..=101 => Reg::new(RegFile::Sgpr, code, len),
            108..=123 => Reg::new(RegFile::Ttmp, code - 108, len),
            102..=107 | 124 | 126 | 127 | 235..=239 | 251..=253 => {
                Reg::new(RegFile::Special, code, len)
            }
            _ => return None,
        };
        Some(r)
    }
}

fn special_name(code: u16, len: u8) -> Option<&'static str> {
    use special::*;
    Some(match (code, len) {
        (FLAT_SCRATCH, 2) => "flat_scratch",
        (FLAT_SCRATCH, 1) => "flat_scratch_lo",
        (103, 1) => "flat_scratch_hi",
        (XNACK_MASK, 2) => "xnack_mask",
        (XNACK_MASK, 1) => "xnack_mask_lo",
        (105, 1) => "xnack_mask_hi",
        (VCC, 2) => "vcc",
        (VCC, 1) => "vcc_lo",
        (107, 1) => "vcc_hi",
        (M0, 1) => "m0",
        (NULL, 1) => "null",
        (EXEC, 2) => "exec",
        (EXEC, 1) => "exec_lo",
        (127, 1) => "exec_hi",
        (SRC_SHARED_BASE, _) => "src_shared_base",
        (SRC_SHARED_LIMIT, _) => "src_shared_limit",
        (SRC_PRIVATE_BASE, _) => "src_private_base",
        (SRC_PRIVATE_LIMIT, _) => "src_private_limit",
        (SRC_POPS_EXITING_WAVE_ID, _) => "src_pops_exiting_wave_id",
        (VCCZ, 1) => "src_vccz",
        (EXECZ, 1) => "src_execz",
        (SCC, 1) => "src_scc",
        _ => return None,
    })
}

impl fmt::Display for Reg {
    /// llvm-mc syntax: `s1`, `s[2:3]`, `v[0:3]`, `a5`, `ttmp[0:1]`, `vcc`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let prefix = match self.file {
            RegFile::Sgpr => "s",
            RegFile::Vgpr => "v",
            RegFile::Agpr => "a",
            RegFile::Ttmp => "ttmp",
            RegFile::Special => {
                return match special_name(self.index, self.len) {
                    Some(n) => f.write_str(n),
                    None => write!(f, "<special {}:{}>", self.index, self.len),
                };
            }
        };
        if self.len == 1 {
            write!(f, "{prefix}{}", self.index)
        } else {
            write!(f, "{prefix}[{}:{}]", self.index, self.last())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Codes checked with `llvm-mc -show-encoding -mcpu=gfx900` on
    /// `s_mov_b32 vcc_lo, m0`, `s_mov_b32 flat_scratch_lo, xnack_mask_lo`,
    /// `s_mov_b32 ttmp0, s101`, `s_mov_b64 s[2:3], exec`,
    /// `v_mov_b32 v1, src_shared_base` (LLVM 22).
    #[test]
    fn codes() {
        assert_eq!(Reg::VCC_LO.scalar_code(), Some(106));
        assert_eq!(Reg::M0.scalar_code(), Some(124));
        assert_eq!(Reg::EXEC.scalar_code(), Some(126));
        assert_eq!(Reg::FLAT_SCRATCH.scalar_code(), Some(102));
        assert_eq!(Reg::XNACK_MASK.scalar_code(), Some(104));
        assert_eq!(Reg::ttmp(0).scalar_code(), Some(108));
        assert_eq!(Reg::s(101).scalar_code(), Some(101));
        assert_eq!(Reg::s(102).scalar_code(), None);
        assert_eq!(Reg::v(3).src_code(), Some(259));
        assert_eq!(Reg::SRC_SHARED_BASE.src_code(), Some(235));
        assert_eq!(Reg::from_scalar_code(126, 2), Some(Reg::EXEC));
        assert_eq!(Reg::from_scalar_code(125, 1), None);
    }

    #[test]
    fn display() {
        assert_eq!(Reg::s_range(4, 5).to_string(), "s[4:5]");
        assert_eq!(Reg::v_range(0, 3).to_string(), "v[0:3]");
        assert_eq!(Reg::a_range(0, 15).to_string(), "a[0:15]");
        assert_eq!(Reg::VCC.to_string(), "vcc");
        assert_eq!(Reg::EXEC_HI.to_string(), "exec_hi");
        assert_eq!(Reg::SCC.to_string(), "src_scc");
        assert_eq!(core::mem::size_of::<Reg>(), 4);
    }
}
