//! SDWA (sub-dword addressing): the second dword of a VOP1/VOP2/VOPC
//! instruction whose src0 field holds 249.
//!
//! Role: the one place that knows what SDWA means. The encoder, decoder
//! and printer read the field layout and spellings from here, and the
//! simulator calls [`SdwaSel::extract`] and [`Sdwa::write`] to execute an
//! SDWA instruction, so the operand-selection semantics are written once.
//!
//! Layout of the second dword on GFX9 (bits 31..0), read off `llvm-mc
//! -show-encoding` (LLVM 22):
//! ```text
//! | s1 | 0 | src1_abs | src1_neg | src1_sext | src1_sel:3 |
//! | s0 | 0 | src0_abs | src0_neg | src0_sext | src0_sel:3 |
//! | omod:2 | clamp | dst_unused:2 | dst_sel:3 |   (VOP1/VOP2)
//! | sd | sdst:7 |                               (VOPC)
//! | src0:8 |
//! ```
//! `s0`/`s1` say that src0 / the VOP2-VOPC vsrc1 field holds a scalar
//! operand code (SGPR or inline constant) rather than a VGPR index. For
//! VOPC, `sd = 0` means the result goes to VCC and `sd = 1` to the SGPR
//! pair in `sdst`; VOPC has no clamp or omod in this form. Literals are
//! never allowed.
//!
//! Invariants: a [`Sdwa`] value always holds encodable selector values
//! (the enums have no invalid variant); the float modifiers neg/abs,
//! clamp and omod live in the ordinary [`crate::minst::Modifiers`] fields
//! and are placed in this word by the encoder.
//!
//! Central trick: every field is one `Field` constant (lsb, width), and
//! the encoder and decoder both go through `Field::put` / `Field::get`
//! on the same constants, so the two directions cannot drift apart.

use crate::insts::{Attrs, Format, InstInfo, OpKind};

/// Which part of a 32-bit register an operand or result occupies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum SdwaSel {
    Byte0 = 0,
    Byte1 = 1,
    Byte2 = 2,
    Byte3 = 3,
    Word0 = 4,
    Word1 = 5,
    Dword = 6,
}

/// One selector per field value: (selector, llvm-mc spelling, bit offset,
/// width in bits).
const SELS: [(SdwaSel, &str, u32, u32); 7] = [
    (SdwaSel::Byte0, "BYTE_0", 0, 8),
    (SdwaSel::Byte1, "BYTE_1", 8, 8),
    (SdwaSel::Byte2, "BYTE_2", 16, 8),
    (SdwaSel::Byte3, "BYTE_3", 24, 8),
    (SdwaSel::Word0, "WORD_0", 0, 16),
    (SdwaSel::Word1, "WORD_1", 16, 16),
    (SdwaSel::Dword, "DWORD", 0, 32),
];

impl SdwaSel {
    pub const ALL: [SdwaSel; 7] = [
        SdwaSel::Byte0,
        SdwaSel::Byte1,
        SdwaSel::Byte2,
        SdwaSel::Byte3,
        SdwaSel::Word0,
        SdwaSel::Word1,
        SdwaSel::Dword,
    ];
    /// The selector with field value `v` (7 is reserved).
    pub const fn from_bits(v: u32) -> Option<SdwaSel> {
        if v < 7 {
            Some(SdwaSel::ALL[v as usize])
        } else {
            None
        }
    }
    pub const fn name(self) -> &'static str {
        SELS[self as usize].1
    }
    /// Bit offset of the selected part.
    pub const fn shift(self) -> u32 {
        SELS[self as usize].2
    }
    /// Width of the selected part in bits.
    pub const fn width(self) -> u32 {
        SELS[self as usize].3
    }
    /// Mask of the selected part, in place.
    pub const fn mask(self) -> u32 {
        (u32::MAX >> (32 - self.width())) << self.shift()
    }
    /// The operand value the ALU sees: the selected part moved to bit 0,
    /// zero- or (with `sext`) sign-extended to 32 bits.
    pub const fn extract(self, v: u32, sext: bool) -> u32 {
        let w = self.width();
        let x = (v & self.mask()) >> self.shift();
        if sext && w < 32 {
            (((x << (32 - w)) as i32) >> (32 - w)) as u32
        } else {
            x
        }
    }
}

/// What happens to the destination bits outside `dst_sel`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum DstUnused {
    /// Zero.
    Pad = 0,
    /// Copies of the sign bit of the written part above it, zeros below.
    Sext = 1,
    /// Keep the old destination bits.
    Preserve = 2,
}

/// (value, llvm-mc spelling) per field value.
const UNUSED: [(DstUnused, &str); 3] = [
    (DstUnused::Pad, "UNUSED_PAD"),
    (DstUnused::Sext, "UNUSED_SEXT"),
    (DstUnused::Preserve, "UNUSED_PRESERVE"),
];

impl DstUnused {
    pub const fn from_bits(v: u32) -> Option<DstUnused> {
        if v < 3 {
            Some(UNUSED[v as usize].0)
        } else {
            None
        }
    }
    pub const fn name(self) -> &'static str {
        UNUSED[self as usize].1
    }
}

/// The SDWA controls of one instruction. Source neg/abs, clamp and omod
/// are the ordinary [`crate::minst::Modifiers`] fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sdwa {
    /// Where the result goes (VOP1/VOP2; ignored by VOPC, keep `Dword`).
    pub dst_sel: SdwaSel,
    pub dst_unused: DstUnused,
    /// Selector of src0 and src1 (src1 of VOP1 stays `Dword`).
    pub src_sel: [SdwaSel; 2],
    /// Sign-extend the selected part, bit i = source i.
    pub sext: u8,
}

impl Default for Sdwa {
    /// Whole dwords, unused bits zeroed: SDWA that changes nothing but
    /// the encoding.
    fn default() -> Sdwa {
        Sdwa::DWORD
    }
}

impl Sdwa {
    /// Whole dwords in and out, unused bits zeroed.
    pub const DWORD: Sdwa = Sdwa {
        dst_sel: SdwaSel::Dword,
        dst_unused: DstUnused::Pad,
        src_sel: [SdwaSel::Dword; 2],
        sext: 0,
    };
    /// Source `i` as the ALU sees it.
    pub const fn src(self, i: usize, v: u32) -> u32 {
        self.src_sel[i].extract(v, self.sext >> i & 1 != 0)
    }
    /// The destination register value after writing `result` (whose low
    /// `dst_sel` width bits are the result) over `old`.
    pub const fn write(self, old: u32, result: u32) -> u32 {
        let sel = self.dst_sel;
        let (sh, w, mask) = (sel.shift(), sel.width(), sel.mask());
        let part = (result << sh) & mask;
        if w == 32 {
            return part;
        }
        match self.dst_unused {
            DstUnused::Pad => part,
            DstUnused::Preserve => (old & !mask) | part,
            DstUnused::Sext => {
                let top = sh + w;
                let neg = result >> (w - 1) & 1 != 0;
                let high = if neg && top < 32 { u32::MAX << top } else { 0 };
                part | high
            }
        }
    }
    /// Whether the written register keeps some of its old bits (the
    /// destination is then also read).
    pub const fn keeps_part_of_dst(self) -> bool {
        matches!(self.dst_unused, DstUnused::Preserve) && !matches!(self.dst_sel, SdwaSel::Dword)
    }
}

/// A bit field of the SDWA dword: (lsb, width).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Field(pub u32, pub u32);

impl Field {
    const fn mask(self) -> u32 {
        u32::MAX >> (32 - self.1)
    }
    /// `v` placed in the field; `None` when it does not fit.
    pub(crate) const fn put(self, v: u32) -> Option<u32> {
        if v > self.mask() {
            None
        } else {
            Some(v << self.0)
        }
    }
    pub(crate) const fn get(self, w: u32) -> u32 {
        w >> self.0 & self.mask()
    }
}

/// The fields of the SDWA dword, one constant per fact.
pub(crate) mod field {
    use super::Field;
    pub const SRC0: Field = Field(0, 8);
    pub const DST_SEL: Field = Field(8, 3);
    pub const DST_UNUSED: Field = Field(11, 2);
    pub const CLAMP: Field = Field(13, 1);
    pub const OMOD: Field = Field(14, 2);
    /// VOPC: SGPR-pair destination code, valid when `SD` is set.
    pub const SDST: Field = Field(8, 7);
    pub const SD: Field = Field(15, 1);
    /// Per source (0, 1).
    pub const SRC_SEL: [Field; 2] = [Field(16, 3), Field(24, 3)];
    pub const SEXT: [Field; 2] = [Field(19, 1), Field(27, 1)];
    pub const NEG: [Field; 2] = [Field(20, 1), Field(28, 1)];
    pub const ABS: [Field; 2] = [Field(21, 1), Field(29, 1)];
    /// The source field holds a scalar operand code.
    pub const SCALAR: [Field; 2] = [Field(23, 1), Field(31, 1)];
}

/// The src0 code announcing an SDWA dword.
pub const SRC0_SDWA: u32 = 249;

/// Whether a row has an SDWA form on GFX9: a VOP1/VOP2/VOPC row whose
/// operands are all 32-bit VGPR/scalar slots (64-bit operands, AGPRs, a
/// K constant, a scalar destination other than a VOPC result, or a tied
/// accumulator such as v_mac_f32 have none). The rule is derived from
/// the operand shapes alone and `tests/llvm_mc_sdwa.rs` checks it in both
/// directions against llvm-mc on every row and processor.
pub fn has_sdwa(info: &InstInfo) -> bool {
    let short = matches!(info.format, Format::Vop1 | Format::Vop2 | Format::Vopc);
    short
        && !info.attrs.has(Attrs::E32_ONLY)
        && info.operands.iter().all(|o| match o.kind {
            OpKind::Vdst => o.dwords == 1 && !o.is_use(),
            OpKind::Vsrc | OpKind::Vgpr => o.dwords == 1,
            // VOPC result, VOP2 carry-out and carry-in.
            OpKind::Sdst | OpKind::Ssrc => o.dwords == 2 && info.format != Format::Vop1,
            _ => false,
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Selection by hand: each selector of 0x8899_aabb, zero- and
    /// sign-extended (oracle: hand-computed values).
    #[test]
    fn extract_by_hand() {
        let v = 0x8899_aabb;
        let want: [(SdwaSel, u32, u32); 7] = [
            (SdwaSel::Byte0, 0xbb, 0xffff_ffbb),
            (SdwaSel::Byte1, 0xaa, 0xffff_ffaa),
            (SdwaSel::Byte2, 0x99, 0xffff_ff99),
            (SdwaSel::Byte3, 0x88, 0xffff_ff88),
            (SdwaSel::Word0, 0xaabb, 0xffff_aabb),
            (SdwaSel::Word1, 0x8899, 0xffff_8899),
            (SdwaSel::Dword, v, v),
        ];
        for (s, z, x) in want {
            assert_eq!(s.extract(v, false), z, "{s:?}");
            assert_eq!(s.extract(v, true), x, "{s:?} sext");
        }
        assert_eq!(SdwaSel::Byte1.extract(0x7f00, true), 0x7f);
    }

    /// dst_sel/dst_unused by hand (oracle: hand-computed values).
    #[test]
    fn write_by_hand() {
        let old = 0x1122_3344;
        let w = |dst_sel, dst_unused| Sdwa {
            dst_sel,
            dst_unused,
            ..Sdwa::DWORD
        };
        use DstUnused::*;
        use SdwaSel::*;
        assert_eq!(w(Byte1, Pad).write(old, 0xabcd), 0x0000_cd00);
        assert_eq!(w(Byte1, Preserve).write(old, 0xabcd), 0x1122_cd44);
        assert_eq!(w(Byte1, Sext).write(old, 0xabcd), 0xffff_cd00);
        assert_eq!(w(Byte1, Sext).write(old, 0xab7d), 0x0000_7d00);
        assert_eq!(w(Word1, Preserve).write(old, 0xabcd), 0xabcd_3344);
        assert_eq!(w(Word1, Sext).write(old, 0xabcd), 0xabcd_0000);
        assert_eq!(w(Byte3, Preserve).write(old, 0x12), 0x1222_3344);
        assert_eq!(w(Word0, Sext).write(old, 0x8001), 0xffff_8001);
        assert_eq!(w(Byte0, Pad).write(old, 0x1ff), 0xff);
        assert_eq!(w(Dword, Preserve).write(old, 5), 5);
        assert!(w(Word0, Preserve).keeps_part_of_dst());
        assert!(!w(Dword, Preserve).keeps_part_of_dst());
    }

    #[test]
    fn fields_round_trip() {
        assert_eq!(field::SRC_SEL[1].put(5), Some(5 << 24));
        assert_eq!(field::SRC_SEL[1].get(5 << 24 | 0xff), 5);
        assert_eq!(field::DST_SEL.put(8), None);
    }
}
