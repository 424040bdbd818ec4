//! The machine-instruction value shared by encoder, decoder and printer.
//!
//! Role: [`MInst`] is one instruction with physical operands: an
//! [`Opcode`] (a table row), its explicit operands in assembly order
//! (exactly as many as the row lists, in the same order) and the
//! [`Modifiers`] that do not occupy an operand slot (offsets, cache bits,
//! neg/abs, clamp, omod, op_sel, MFMA broadcast, DPP, SDWA). A later MIR with
//! virtual registers reuses [`Opcode`] and the row's
//! [`crate::insts::OperandInfo`] and only swaps [`Operand`] for its own
//! operand type.
//!
//! Invariants: operands are stored inline (no heap up to 5 operands);
//! immediates that a format cannot hold are rejected by the fallible
//! newtypes ([`SImm13`], [`UImm12`], [`UImm16`], [`SImm21`]) at
//! construction, or by the encoder with an error, never by a panic.

use crate::insts::{Format, Opcode};
use crate::processors::{Generation, Processor};
use crate::regs::Reg;
use crate::sdwa::Sdwa;
use smallvec::SmallVec;

/// One explicit operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Operand {
    Reg(Reg),
    /// An inline constant by its operand code: 128..=208 (integers
    /// 0..64, -1..-16) or 240..=248 (0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0,
    /// -4.0, 1/(2*pi)).
    Inline(u8),
    /// A 32-bit literal in the dword after the instruction.
    Literal(u32),
    /// The value of an immediate field (simm16, label offset, waitcnt,
    /// hwreg, sendmsg, SMEM offset).
    Imm(i32),
    /// `off` (absent address register).
    Off,
}

/// Inline float constants in code order 240..=248, as f32 bit patterns.
const INLINE_F32: [u32; 9] = [
    0x3f00_0000,
    0xbf00_0000,
    0x3f80_0000,
    0xbf80_0000,
    0x4000_0000,
    0xc000_0000,
    0x4080_0000,
    0xc080_0000,
    0x3e22_f983, // 1/(2*pi), GFX8+
];

impl Operand {
    /// An integer constant: inline when in -16..=64, else a literal.
    pub fn int(x: i32) -> Operand {
        match x {
            0..=64 => Operand::Inline(128 + x as u8),
            -16..=-1 => Operand::Inline((192 - x) as u8),
            _ => Operand::Literal(x as u32),
        }
    }
    /// A 32-bit float (or untyped b32) constant: inline integer, inline
    /// float, else a literal with the f32 bits.
    pub fn f32(x: f32) -> Operand {
        Operand::b32(x.to_bits())
    }
    /// A 32-bit bit pattern, inline when some inline constant produces it.
    pub fn b32(bits: u32) -> Operand {
        if let Some(i) = INLINE_F32.iter().position(|&b| b == bits) {
            return Operand::Inline(240 + i as u8);
        }
        let x = bits as i32;
        if (-16..=64).contains(&x) {
            return Operand::int(x);
        }
        Operand::Literal(bits)
    }
    /// A 64-bit float constant for an f64 operand. Only inline constants
    /// and values whose low 32 bits are zero are encodable (a literal gives
    /// the high half); otherwise `None`.
    pub fn f64(x: f64) -> Option<Operand> {
        let bits = x.to_bits();
        let table: [f64; 8] = [0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0];
        if let Some(i) = table.iter().position(|&t| t.to_bits() == bits) {
            return Some(Operand::Inline(240 + i as u8));
        }
        if bits == 0x3fc4_5f30_6dc9_c882 {
            return Some(Operand::Inline(248));
        }
        if x.fract() == 0.0 && (-16.0..=64.0).contains(&x) {
            return Some(Operand::int(x as i32));
        }
        if bits & 0xffff_ffff == 0 {
            return Some(Operand::Literal((bits >> 32) as u32));
        }
        None
    }
    /// The 64-bit value an inline constant stands for in a 64-bit operand
    /// (integers sign-extended, floats as f64).
    pub fn inline_value64(code: u8) -> Option<u64> {
        let table: [f64; 8] = [0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0];
        match code {
            128..=192 => Some(u64::from(code - 128)),
            193..=208 => Some((192 - i64::from(code)) as u64),
            240..=247 => Some(table[(code - 240) as usize].to_bits()),
            248 => Some(0x3fc4_5f30_6dc9_c882),
            _ => None,
        }
    }
    pub fn reg(self) -> Option<Reg> {
        match self {
            Operand::Reg(r) => Some(r),
            _ => None,
        }
    }
}

impl From<Reg> for Operand {
    fn from(r: Reg) -> Operand {
        Operand::Reg(r)
    }
}

/// Memory cache-policy bits by position; the spelling depends on the
/// processor: GLC/SC0 (bit 0), SLC/NT (bit 1), SCC/SC1/DLC (bit 2).
///
/// GFX12 ([`crate::processors::CacheBits::ThScope`]) has no such bits but
/// a temporal hint (`th:`, bits 2:0 here) and a coherence scope
/// (`scope:`, bits 4:3 here) per memory instruction, SMEM included; the
/// `TH_*` and `SCOPE_*` constants below are their values (llvm-mc-22
/// -mcpu=gfx1200 disassembles every combination to these names; SMEM
/// takes hints 0-3 only, and the encoder refuses the others). Bit 0
/// of the hint of an atomic is "return the old value", as GLC is before
/// GFX12, so a returning atomic row forces it on every generation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct CachePolicy(pub u8);

impl CachePolicy {
    pub const GLC: CachePolicy = CachePolicy(1);
    pub const SLC: CachePolicy = CachePolicy(2);
    pub const SCC: CachePolicy = CachePolicy(4);
    pub const SC0: CachePolicy = CachePolicy(1);
    pub const NT: CachePolicy = CachePolicy(2);
    pub const SC1: CachePolicy = CachePolicy(4);
    /// GFX10-GFX11: device-level coherent (bypass the L1 for the line).
    pub const DLC: CachePolicy = CachePolicy(4);
    /// GFX12 temporal hints of loads (`th:TH_LOAD_*`; 0 is `TH_LOAD_RT`,
    /// printed as nothing). `TH_LU` with [`CachePolicy::SCOPE_SYS`] is
    /// printed `TH_LOAD_BYPASS`; 7 is reserved for loads.
    pub const TH_NT: CachePolicy = CachePolicy(1);
    pub const TH_HT: CachePolicy = CachePolicy(2);
    pub const TH_LU: CachePolicy = CachePolicy(3);
    /// Stores: `TH_STORE_WB` (with `SCOPE_SYS`: `TH_STORE_BYPASS`).
    pub const TH_WB: CachePolicy = CachePolicy(3);
    pub const TH_NT_RT: CachePolicy = CachePolicy(4);
    pub const TH_RT_NT: CachePolicy = CachePolicy(5);
    pub const TH_NT_HT: CachePolicy = CachePolicy(6);
    /// Stores only.
    pub const TH_NT_WB: CachePolicy = CachePolicy(7);
    /// GFX12 hint bits of atomics: return the old value, non-temporal,
    /// cascade.
    pub const TH_ATOMIC_RETURN: CachePolicy = CachePolicy(1);
    pub const TH_ATOMIC_NT: CachePolicy = CachePolicy(2);
    pub const TH_ATOMIC_CASCADE: CachePolicy = CachePolicy(4);
    /// GFX12 scopes: the wave's compute unit (0, the default), shader
    /// engine, device, system.
    pub const SCOPE_SE: CachePolicy = CachePolicy(1 << 3);
    pub const SCOPE_DEV: CachePolicy = CachePolicy(2 << 3);
    pub const SCOPE_SYS: CachePolicy = CachePolicy(3 << 3);
    pub const fn has(self, b: CachePolicy) -> bool {
        self.0 & b.0 != 0
    }
    /// Both policies' bits (`TH_NT.with(SCOPE_SYS)`).
    pub const fn with(self, o: CachePolicy) -> CachePolicy {
        CachePolicy(self.0 | o.0)
    }
    /// GFX12: the temporal hint, 0..=7.
    pub const fn th(self) -> u8 {
        self.0 & 7
    }
    /// GFX12: the scope, 0 (CU) ..= 3 (SYS).
    pub const fn scope(self) -> u8 {
        self.0 >> 3 & 3
    }
}

/// DPP controls of a VOP1/VOP2 instruction (the second dword).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dpp {
    /// dpp_ctrl: 0x00-0xff quad_perm, 0x101-0x10f row_shl, 0x111-0x11f
    /// row_shr, 0x121-0x12f row_ror, 0x130 wave_shl, 0x134 wave_rol,
    /// 0x138 wave_shr, 0x13c wave_ror, 0x140 row_mirror,
    /// 0x141 row_half_mirror, 0x142 row_bcast:15, 0x143 row_bcast:31.
    pub ctrl: u16,
    pub row_mask: u8,
    pub bank_mask: u8,
    /// Lanes reading a disabled source get 0 (llvm-mc prints `bound_ctrl:1`).
    pub bound_ctrl: bool,
}

impl Dpp {
    /// All rows and banks on, no bound_ctrl.
    const fn all(ctrl: u16) -> Dpp {
        Dpp {
            ctrl,
            row_mask: 0xf,
            bank_mask: 0xf,
            bound_ctrl: false,
        }
    }
    /// `quad_perm:[a,b,c,d]`: lane i of each quad reads lane `sel[i]`.
    pub const fn quad_perm(sel: [u8; 4]) -> Dpp {
        let c = sel[0] | sel[1] << 2 | sel[2] << 4 | sel[3] << 6;
        Dpp::all(c as u16)
    }
    /// `row_ror:n` (1..=15): rotate right within each row of 16 lanes.
    pub const fn row_ror(n: u8) -> Dpp {
        Dpp::all(0x120 | n as u16)
    }
}

/// Modifier flag bits ([`Modifiers::flags`]).
pub mod flags {
    /// Force the VOP3 (e64) encoding of a VOP1/VOP2/VOPC row.
    pub const E64: u8 = 1;
    /// DS: global data share.
    pub const GDS: u8 = 2;
    /// MUBUF: vaddr holds an offset.
    pub const OFFEN: u8 = 4;
    /// MUBUF: vaddr holds an index.
    pub const IDXEN: u8 = 8;
}

/// Everything that is not an operand slot. `Default` means "none", so
/// that printing a default-modifier instruction prints no modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Modifiers {
    pub flags: u8,
    /// Memory offset in bytes (DS: offset0 of read2/write2 in elements;
    /// GFX12 SMEM with an SGPR `soffset` operand: the immediate offset
    /// added to it, which GFX12 encodes beside the register).
    pub offset: i32,
    /// DS read2/write2 offset1.
    pub offset1: u8,
    pub cache: CachePolicy,
    /// VOP3 / VOP3P (neg_lo) / SDWA negate per source, bit i = source i.
    pub neg: u8,
    /// VOP3 / SDWA absolute value per source.
    pub abs: u8,
    /// VOP3P neg_hi per source.
    pub neg_hi: u8,
    pub clamp: bool,
    /// VOP3 output modifier: 1 = mul:2, 2 = mul:4, 3 = div:2.
    pub omod: u8,
    /// VOP3P op_sel per source. On the GFX9 VOP3 16-bit rows
    /// (`Attrs::OPSEL`): bits 0-2 read the high half of source 0-2, bit 3
    /// writes the result to the high half of the destination.
    pub op_sel: u8,
    /// VOP3P op_sel_hi *cleared* per source (the hardware default is all
    /// ones; storing the complement keeps `Default` meaning "as printed
    /// without modifiers").
    pub op_sel_hi_clear: u8,
    /// MFMA broadcast controls.
    pub cbsz: u8,
    pub abid: u8,
    pub blgp: u8,
    pub dpp: Option<Dpp>,
    /// SDWA controls: the VOP1/VOP2/VOPC `_sdwa` form. Source neg/abs,
    /// clamp and omod above apply to it too (VOPC has no clamp/omod).
    pub sdwa: Option<Sdwa>,
}

/// One machine instruction with physical operands.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MInst {
    pub opcode: Opcode,
    pub operands: SmallVec<[Operand; 5]>,
    pub mods: Modifiers,
}

impl MInst {
    pub fn new(opcode: Opcode, operands: &[Operand]) -> MInst {
        MInst {
            opcode,
            operands: SmallVec::from_slice(operands),
            mods: Modifiers::default(),
        }
    }
    pub fn with_mods(mut self, mods: Modifiers) -> MInst {
        self.mods = mods;
        self
    }
    /// Sets a FLAT-family offset: 13-bit signed (global/scratch on GFX9).
    pub fn with_global_offset(mut self, off: SImm13) -> MInst {
        self.mods.offset = off.0 as i32;
        self
    }
    /// Sets a 12-bit unsigned offset (FLAT segment, MUBUF).
    pub fn with_offset12(mut self, off: UImm12) -> MInst {
        self.mods.offset = off.0 as i32;
        self
    }
    /// Sets a DS offset (16-bit unsigned).
    pub fn with_ds_offset(mut self, off: UImm16) -> MInst {
        self.mods.offset = off.0 as i32;
        self
    }
    pub fn with_cache(mut self, c: CachePolicy) -> MInst {
        self.mods.cache = c;
        self
    }
}

macro_rules! imm_newtype {
    ($(#[$m:meta])* $name:ident($t:ty), $lo:expr, $hi:expr) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct $name(pub $t);
        impl $name {
            /// `None` when `x` does not fit the field.
            pub fn new(x: i64) -> Option<$name> {
                if ($lo..=$hi).contains(&x) { Some($name(x as $t)) } else { None }
            }
        }
    };
}
imm_newtype!(
    /// Global/scratch instruction offset on GFX9: 13-bit signed.
    SImm13(i16), -4096, 4095
);
imm_newtype!(
    /// FLAT (segment) and MUBUF offset: 12-bit unsigned.
    UImm12(u16), 0, 4095
);
imm_newtype!(
    /// DS offset: 16-bit unsigned.
    UImm16(u16), 0, 65535
);
imm_newtype!(
    /// SMEM immediate offset on GFX9: 21-bit signed.
    SImm21(i32), -(1 << 20), (1 << 20) - 1
);
imm_newtype!(
    /// FLAT-family and SMEM (`s_load`) offset on GFX12: 24-bit signed.
    SImm24(i32), -(1 << 23), (1 << 23) - 1
);
imm_newtype!(
    /// SOPK/SOPP 16-bit immediate (signed or unsigned view).
    Simm16(i32), -32768, 65535
);

/// The immediate address-offset field of each memory format, per
/// generation: `(generation, format, least, greatest)` in bytes, one row
/// per fact. Instruction selection folds a constant address offset into
/// the instruction only when it falls in this range; the encoder enforces
/// the same bounds (its tests check every row at both ends).
pub const OFFSET_FIELDS: &[(Generation, Format, i64, i64)] = &[
    // GFX9 global/scratch: 13-bit signed.
    (Generation::Gfx9, Format::Global, -4096, 4095),
    (Generation::Gfx9, Format::Scratch, -4096, 4095),
    // GFX9 FLAT segment: 12-bit unsigned.
    (Generation::Gfx9, Format::Flat, 0, 4095),
    // DS: one 16-bit unsigned offset (the single-address forms).
    (Generation::Gfx9, Format::Ds, 0, 65535),
    // SMEM immediate: 21 bits, of which selection uses the non-negative
    // half (negative offsets of s_load are not guaranteed on every GFX9).
    (Generation::Gfx9, Format::Smem, 0, (1 << 20) - 1),
    // GFX10 (llvm-mc-22 -mcpu=gfx1030): global and scratch 12-bit signed,
    // FLAT 11-bit unsigned ("expected a 11-bit unsigned offset" past
    // 2047).
    (Generation::Gfx10, Format::Global, -2048, 2047),
    (Generation::Gfx10, Format::Scratch, -2048, 2047),
    (Generation::Gfx10, Format::Flat, 0, 2047),
    (Generation::Gfx10, Format::Ds, 0, 65535),
    (Generation::Gfx10, Format::Smem, 0, (1 << 20) - 1),
    // GFX11 (llvm-mc-22 -mcpu=gfx1100): the same ranges as GFX9; FLAT is still
    // 12-bit unsigned ("expected a 12-bit unsigned offset").
    (Generation::Gfx11, Format::Global, -4096, 4095),
    (Generation::Gfx11, Format::Scratch, -4096, 4095),
    (Generation::Gfx11, Format::Flat, 0, 4095),
    (Generation::Gfx11, Format::Ds, 0, 65535),
    (Generation::Gfx11, Format::Smem, 0, (1 << 20) - 1),
    // GFX12 (llvm-mc-22 -mcpu=gfx1200): FLAT, global and scratch offsets
    // are 24-bit signed (FLAT included); SMEM 24-bit signed for s_load
    // but "a 23-bit unsigned offset" for s_buffer_load, so selection
    // uses 0..2^23-1, which both take.
    (Generation::Gfx12, Format::Global, -(1 << 23), (1 << 23) - 1),
    (
        Generation::Gfx12,
        Format::Scratch,
        -(1 << 23),
        (1 << 23) - 1,
    ),
    (Generation::Gfx12, Format::Flat, -(1 << 23), (1 << 23) - 1),
    (Generation::Gfx12, Format::Ds, 0, 65535),
    (Generation::Gfx12, Format::Smem, 0, (1 << 23) - 1),
];

/// Whether `offset` fits the immediate offset field of `format` on `proc`.
pub fn offset_fits(proc: Processor, format: Format, offset: i64) -> bool {
    let g = proc.info().generation;
    OFFSET_FIELDS
        .iter()
        .any(|&(rg, rf, lo, hi)| rg == g && rf == format && (lo..=hi).contains(&offset))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants() {
        assert_eq!(Operand::int(0), Operand::Inline(128));
        assert_eq!(Operand::int(64), Operand::Inline(192));
        assert_eq!(Operand::int(-1), Operand::Inline(193));
        assert_eq!(Operand::int(-16), Operand::Inline(208));
        assert_eq!(Operand::int(65), Operand::Literal(65));
        assert_eq!(Operand::f32(0.5), Operand::Inline(240));
        assert_eq!(Operand::f32(-4.0), Operand::Inline(247));
        assert_eq!(Operand::f32(1.5), Operand::Literal(0x3fc0_0000));
        assert_eq!(Operand::f64(2.0), Some(Operand::Inline(244)));
        assert_eq!(Operand::f64(1.5), Some(Operand::Literal(0x3ff8_0000)));
        assert_eq!(Operand::f64(0.1), None);
        assert!(SImm13::new(4096).is_none());
        assert_eq!(SImm13::new(-4096), Some(SImm13(-4096)));
        assert!(UImm12::new(-1).is_none());
        assert!(core::mem::size_of::<Operand>() <= 8);
    }
}
