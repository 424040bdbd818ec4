//! The calling convention of non-kernel functions (seed 002, "non-kernel
//! functions"), as data.
//!
//! Role: one place that says which registers carry arguments, results
//! and the return address, and which registers a call preserves, so that
//! instruction selection (argument moves), register allocation (what a
//! call clobbers, what a callee may write) and the code-object facts agree.
//!
//! The convention, GFX9 wave64:
//! - arguments: VGPR arguments in v0..v31, dword by dword in order; `inreg`
//!   (uniform) arguments in SGPRs from s0 up to s29. The seed says SGPR
//!   arguments start at SGPR0 and, in the same section, that SGPR0-3 hold
//!   a scratch V#; LLVM 22 passes the first `inreg` argument in s0, and
//!   agc follows it (s0..s3 are therefore treated as clobbered by a call).
//! - results: v0..v31, dword by dword.
//! - return address: s[30:31], written by `s_swappc_b64`, read by
//!   `s_setpc_b64`. Stack pointer: s32 (untouched until scratch exists).
//! - preserved by a call: s32 and above, the VGPR stripes v40-47, v56-63,
//!   ..., v248-255 (eight of every sixteen from v40), EXEC, and on
//!   processors with a unified VGPR/AGPR file (gfx90a, gfx942) a32 and
//!   above. Everything else (s0-s31, the other VGPRs, VCC, SCC, M0 and the
//!   other AGPRs) is clobbered.
//!
//! The trick: a [`RegSet`] is three small bitsets, so a call's clobber set
//! can be the convention's ([`RegSet::convention_clobbers`]) or, when the
//! callee was compiled first, exactly what that callee (and its callees)
//! may write — the interprocedural register allocation the seed allows.
//! Without scratch memory a function cannot save a callee-saved register,
//! so a function that itself calls keeps its return address and live
//! values in caller-saved registers its callee does not touch; that needs
//! the callee's actual set.

use crate::regs::{Reg, RegFile};

/// First SGPR of the return address pair.
pub const RA_SGPR: u16 = 30;
/// The stack pointer SGPR.
pub const SP_SGPR: u16 = 32;
/// Argument and result VGPRs: v0..v31.
pub const ARG_VGPRS: u16 = 32;
/// `inreg` argument SGPRs: s0..s29.
pub const ARG_SGPRS: u16 = 30;
/// SGPRs a callee may write without saving them: s0..s31 (s30-s31 hold
/// the return address, which the callee reads last).
pub const CALLER_SAVED_SGPRS: u16 = 32;
/// AGPRs a callee may write without saving them on processors with a
/// unified register file (a0..a31).
pub const CALLER_SAVED_AGPRS: u16 = 32;

/// Whether VGPR `v` is preserved across calls: v40-47, v56-63, ... .
pub const fn vgpr_callee_saved(v: u16) -> bool {
    v >= 40 && (v - 40) % 16 < 8
}

/// A set of SGPRs, VGPRs and AGPRs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct RegSet {
    pub sgpr: [u64; 2],
    pub vgpr: [u64; 4],
    pub agpr: [u64; 4],
}

impl RegSet {
    fn words(&self, file: RegFile) -> &[u64] {
        match file {
            RegFile::Sgpr => &self.sgpr,
            RegFile::Vgpr => &self.vgpr,
            RegFile::Agpr => &self.agpr,
            _ => &[],
        }
    }
    fn words_mut(&mut self, file: RegFile) -> &mut [u64] {
        match file {
            RegFile::Sgpr => &mut self.sgpr,
            RegFile::Vgpr => &mut self.vgpr,
            RegFile::Agpr => &mut self.agpr,
            _ => &mut [],
        }
    }
    /// Whether register `index` of `file` is in the set.
    pub fn contains(&self, file: RegFile, index: u16) -> bool {
        let w = self.words(file);
        let i = index as usize;
        i / 64 < w.len() && w[i / 64] & (1 << (i % 64)) != 0
    }
    /// Adds register `index` of `file` (out-of-range indices are ignored).
    pub fn insert(&mut self, file: RegFile, index: u16) {
        let w = self.words_mut(file);
        let i = index as usize;
        if i / 64 < w.len() {
            w[i / 64] |= 1 << (i % 64);
        }
    }
    /// Adds every register of `r` (a tuple adds each of its registers).
    pub fn insert_reg(&mut self, r: Reg) {
        for k in 0..r.len.max(1) as u16 {
            self.insert(r.file, r.index + k);
        }
    }
    pub fn union(&mut self, other: &RegSet) {
        for (a, b) in self.sgpr.iter_mut().zip(other.sgpr) {
            *a |= b;
        }
        for (a, b) in self.vgpr.iter_mut().zip(other.vgpr) {
            *a |= b;
        }
        for (a, b) in self.agpr.iter_mut().zip(other.agpr) {
            *a |= b;
        }
    }
    /// The registers a call may write under the convention (module doc),
    /// for a processor with (`unified`) or without a unified VGPR/AGPR file.
    pub fn convention_clobbers(unified: bool) -> RegSet {
        let mut s = RegSet::default();
        for r in 0..CALLER_SAVED_SGPRS {
            s.insert(RegFile::Sgpr, r);
        }
        for v in 0..256 {
            if !vgpr_callee_saved(v) {
                s.insert(RegFile::Vgpr, v);
            }
        }
        let agprs = if unified { CALLER_SAVED_AGPRS } else { 256 };
        for a in 0..agprs {
            s.insert(RegFile::Agpr, a);
        }
        s
    }
    /// The registers a callee may write without saving them: the same set
    /// as [`RegSet::convention_clobbers`] (a callee cannot save anything
    /// before scratch memory exists).
    pub fn callee_writable(unified: bool) -> RegSet {
        Self::convention_clobbers(unified)
    }
}

/// Where the argument or result dwords of a signature go: `inreg` dwords
/// take SGPRs from s0, the others VGPRs from v0. Returns one register per
/// dword in order, or the index of the first value that does not fit.
pub fn assign(values: &[(u8, bool)]) -> Result<Vec<Reg>, usize> {
    let (mut s, mut v) = (0u16, 0u16);
    let mut out = Vec::new();
    for (i, &(dwords, inreg)) in values.iter().enumerate() {
        for _ in 0..dwords {
            if inreg {
                if s >= ARG_SGPRS {
                    return Err(i);
                }
                out.push(Reg::s(s));
                s += 1;
            } else {
                if v >= ARG_VGPRS {
                    return Err(i);
                }
                out.push(Reg::v(v));
                v += 1;
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Seed 002, "non-kernel functions": the preserved VGPR stripes.
    #[test]
    fn seed_vgpr_stripes() {
        let saved: Vec<u16> = (0..256).filter(|&v| vgpr_callee_saved(v)).collect();
        assert_eq!(saved.len(), 14 * 8);
        assert_eq!(&saved[..9], &[40, 41, 42, 43, 44, 45, 46, 47, 56]);
        assert_eq!(*saved.last().unwrap(), 255);
        assert!(!vgpr_callee_saved(39) && !vgpr_callee_saved(48) && !vgpr_callee_saved(247));
    }

    /// Seed 002 and llc-22 output: `inreg` dwords from s0, others from v0.
    #[test]
    fn argument_registers() {
        let r = assign(&[(1, true), (1, false), (2, false), (1, false)]).unwrap();
        assert_eq!(
            r,
            vec![Reg::s(0), Reg::v(0), Reg::v(1), Reg::v(2), Reg::v(3)]
        );
        assert_eq!(assign(&[(16, false), (16, false), (1, false)]), Err(2));
    }

    #[test]
    fn clobber_sets() {
        let c = RegSet::convention_clobbers(true);
        assert!(c.contains(RegFile::Sgpr, 31) && !c.contains(RegFile::Sgpr, SP_SGPR));
        assert!(c.contains(RegFile::Vgpr, 39) && !c.contains(RegFile::Vgpr, 40));
        assert!(c.contains(RegFile::Agpr, 31) && !c.contains(RegFile::Agpr, 32));
        assert!(RegSet::convention_clobbers(false).contains(RegFile::Agpr, 200));
    }
}
