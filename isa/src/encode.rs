//! Binary encoding, one encoder per format (GFX9, GFX10, GFX11 and GFX12).
//!
//! Role: turns an [`MInst`] into bytes for a processor. The row's operand
//! list tells each encoder which operand goes into which field, so an
//! encoder is written once per *format*, never per mnemonic.
//!
//! Invariants: the operand count and kinds must match the row (else
//! [`EncodeError`]); a value that does not fit a field is an error, never a
//! panic. VOP1/VOP2/VOPC rows pick the 32-bit (e32) form when every operand
//! allows it and fall back to VOP3 (e64) otherwise, or when
//! [`flags::E64`] forces it. [`crate::minst::Modifiers::sdwa`] selects
//! the SDWA form instead (see [`crate::sdwa`]).
//!
//! Bit layouts were read off `llvm-mc -show-encoding` (LLVM 22) and are
//! drawn on each encoder. GFX10 keeps GFX9's SOP*, VOP1/VOP2/VOPC and SDWA
//! fields, takes the VOP3/VOP3P prefixes, the DS layout and the VOP1 e64 base
//! GFX11 has, and adds dlc to SMEM, FLAT and MUBUF, each in its own
//! place (drawn on those encoders). GFX11 keeps the SOP*, VOP1/VOP2/VOPC and VOP3
//! field positions (new VOP3/VOP3P prefixes, VOP1 e64 base 0x180) and
//! moves SMEM, DS, FLAT and MUBUF fields; those encoders draw both.
//! GFX12 keeps GFX11's SOP*, VALU and DS layouts and redraws SMEM (th,
//! scope, 24-bit offset beside an SGPR soffset) and the vector-memory
//! formats, now three dwords (VFLAT/VGLOBAL/VSCRATCH and VBUFFER: th,
//! scope, 24-bit offsets); the cache policy's GFX12 reading is drawn on
//! [`crate::minst::CachePolicy`]. A
//! lane-mask operand (VOPC result, carry, v_cndmask mask) is the row's
//! pair in wave64 and one SGPR (`vcc_lo`) in wave32: the operand carries
//! the wave size, so encoder and printer need none.

use crate::insts::{Attrs, Format, Implicit, InstInfo, OpKind};
use crate::minst::{flags, MInst, Operand};
use crate::processors::{Generation, Processor};
use crate::regs::{Reg, RegFile};
use crate::sdwa::{field, has_sdwa, Sdwa, SdwaSel, SRC0_SDWA};
use core::fmt;

/// Why an instruction could not be encoded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EncodeError {
    /// The processor does not have this instruction.
    NotAvailable {
        inst: &'static str,
        processor: Processor,
    },
    /// Operand count differs from the table row.
    OperandCount {
        inst: &'static str,
        expected: usize,
        got: usize,
    },
    /// Operand `index` cannot be encoded in its field.
    BadOperand {
        inst: &'static str,
        index: usize,
        why: &'static str,
    },
    /// A modifier value does not fit or is not allowed.
    BadModifier {
        inst: &'static str,
        why: &'static str,
    },
}

impl fmt::Display for EncodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EncodeError::NotAvailable { inst, processor } => {
                write!(f, "{inst} is not available on {processor}")
            }
            EncodeError::OperandCount {
                inst,
                expected,
                got,
            } => {
                write!(f, "{inst}: expected {expected} operands, got {got}")
            }
            EncodeError::BadOperand { inst, index, why } => {
                write!(f, "{inst}: operand {index}: {why}")
            }
            EncodeError::BadModifier { inst, why } => write!(f, "{inst}: {why}"),
        }
    }
}

impl std::error::Error for EncodeError {}

/// Encoding context for one instruction.
struct Cx<'a> {
    inst: &'a MInst,
    info: &'static InstInfo,
    p: Processor,
    /// `p`'s generation: it picks the field layouts and register codes.
    g: Generation,
    literal: Option<u32>,
}

/// Whether a lane-mask operand may be one SGPR: on processors that run
/// wave32 (GFX10+), where VCC, compare results and carries are `vcc_lo`
/// or one SGPR; the row declares the wave64 width (a pair).
fn lane_mask_fits(info: &InstInfo, i: usize, r: Reg, p: Processor) -> bool {
    info.operands[i].is_lane_mask(info.format) && r.len == 1 && p.info().wave_sizes.contains(&32)
}

/// Whether `op` is VCC at either wave size (`vcc` or `vcc_lo`).
pub fn is_vcc(op: Operand) -> bool {
    op == Operand::Reg(Reg::VCC) || op == Operand::Reg(Reg::VCC_LO)
}

type R<T> = Result<T, EncodeError>;

impl Cx<'_> {
    fn bad(&self, index: usize, why: &'static str) -> EncodeError {
        EncodeError::BadOperand {
            inst: self.info.name,
            index,
            why,
        }
    }
    fn badmod(&self, why: &'static str) -> EncodeError {
        EncodeError::BadModifier {
            inst: self.info.name,
            why,
        }
    }
    fn op(&self, i: usize) -> Operand {
        self.inst.operands[i]
    }
    /// Checks the register width against the row and returns the register.
    fn reg(&self, i: usize) -> R<Reg> {
        match self.op(i) {
            Operand::Reg(r) => {
                let want = self.info.operands[i].dwords;
                if want != 0
                    && r.len != want
                    && self.info.operands[i].kind != OpKind::VaddrOpt
                    && !lane_mask_fits(self.info, i, r, self.p)
                    // A WMMA accumulator in wave64 (the bytes do not
                    // depend on the wave size).
                    && !(self.info.operands[i].wave_split && r.len == want / 2)
                {
                    return Err(self.bad(i, "register tuple has the wrong width"));
                }
                // SGPR pairs are even-aligned, wider tuples 4-aligned
                // (llvm-mc-22 on every generation: "invalid register
                // alignment" for s[1:2], s[2:5] and GFX12's s[2:4]).
                let sgpr_align = match r.len {
                    1 => 1,
                    2 => 2,
                    _ => 4,
                };
                if r.file == RegFile::Sgpr && r.index % sgpr_align != 0 {
                    return Err(self.bad(i, "SGPR tuple is not aligned"));
                }
                if self.p.info().aligned_vgpr_tuples
                    && r.len >= 2
                    && matches!(r.file, RegFile::Vgpr | RegFile::Agpr)
                    && r.index % 2 != 0
                {
                    return Err(
                        self.bad(i, "VGPR/AGPR tuple must be even-aligned on this processor")
                    );
                }
                Ok(r)
            }
            _ => Err(self.bad(i, "expected a register")),
        }
    }
    /// 8-bit scalar destination code.
    fn sdst(&self, i: usize) -> R<u32> {
        let r = self.reg(i)?;
        match r.scalar_code_in(self.g) {
            Some(c) if c < 128 => Ok(c as u32),
            _ => Err(self.bad(i, "expected a scalar register")),
        }
    }
    fn vgpr(&self, i: usize) -> R<u32> {
        let r = self.reg(i)?;
        if r.file != RegFile::Vgpr || r.last() > 255 {
            return Err(self.bad(i, "expected a VGPR"));
        }
        Ok(r.index as u32)
    }
    /// VGPR or AGPR index plus whether it is an AGPR.
    fn av(&self, i: usize) -> R<(u32, bool)> {
        let r = self.reg(i)?;
        match r.file {
            RegFile::Vgpr if r.last() <= 255 => Ok((r.index as u32, false)),
            RegFile::Agpr if r.last() <= 255 => {
                if !self.p.info().has_agprs {
                    return Err(self.bad(i, "no AGPRs on this processor"));
                }
                Ok((r.index as u32, true))
            }
            _ => Err(self.bad(i, "expected a VGPR or AGPR")),
        }
    }
    /// A source code (8-bit when `wide` is false, 9-bit when true). A
    /// literal is recorded in `self.literal` when `lit_ok`.
    fn src(&mut self, i: usize, wide: bool, lit_ok: bool) -> R<u32> {
        match self.op(i) {
            Operand::Reg(r) => {
                self.reg(i)?;
                let c = if wide {
                    r.src_code_in(self.g)
                } else {
                    r.scalar_code_in(self.g)
                };
                c.map(|c| c as u32)
                    .ok_or_else(|| self.bad(i, "register not allowed here"))
            }
            Operand::Inline(c) if (128..=208).contains(&c) || (240..=248).contains(&c) => {
                Ok(c as u32)
            }
            Operand::Inline(_) => Err(self.bad(i, "not an inline constant code")),
            Operand::Literal(v) => {
                if !lit_ok {
                    return Err(self.bad(i, "literal not allowed in this encoding"));
                }
                match self.literal {
                    Some(old) if old != v => Err(self.bad(i, "only one literal per instruction")),
                    _ => {
                        self.literal = Some(v);
                        Ok(255)
                    }
                }
            }
            _ => Err(self.bad(i, "expected a register or constant")),
        }
    }
    fn imm(&self, i: usize) -> R<i32> {
        match self.op(i) {
            Operand::Imm(v) => Ok(v),
            _ => Err(self.bad(i, "expected an immediate")),
        }
    }
}

/// Encodes `inst` for processor `p`, appending to `out`.
pub fn encode(inst: &MInst, p: Processor, out: &mut Vec<u8>) -> Result<(), EncodeError> {
    let info = inst.opcode.info();
    let opc = info.opcode_for(p).ok_or(EncodeError::NotAvailable {
        inst: info.name,
        processor: p,
    })? as u32;
    if inst.operands.len() != info.operands.len() {
        return Err(EncodeError::OperandCount {
            inst: info.name,
            expected: info.operands.len(),
            got: inst.operands.len(),
        });
    }
    let mut cx = Cx {
        inst,
        info,
        p,
        g: p.info().generation,
        literal: None,
    };
    let words = match info.format {
        Format::Sop1 => sop1(&mut cx, opc)?,
        Format::Sop2 => sop2(&mut cx, opc)?,
        Format::Sopc => sopc(&mut cx, opc)?,
        Format::Sopk => sopk(&mut cx, opc)?,
        Format::Sopp => sopp(&mut cx, opc)?,
        Format::Smem => smem(&mut cx, opc)?,
        Format::Vop1 | Format::Vop2 | Format::Vopc | Format::Vop3 => valu(&mut cx, opc)?,
        Format::Vop3p => vop3p(&mut cx, opc)?,
        Format::Mai => mai(&mut cx, opc)?,
        Format::Ds => ds(&mut cx, opc)?,
        Format::Flat | Format::Global | Format::Scratch => flat(&mut cx, opc)?,
        Format::Mubuf => mubuf(&mut cx, opc)?,
    };
    for w in words.iter().flatten() {
        out.extend_from_slice(&w.to_le_bytes());
    }
    if let Some(l) = cx.literal {
        out.extend_from_slice(&l.to_le_bytes());
    }
    Ok(())
}

/// The instruction words before any literal: one to three dwords (the
/// GFX12 VMEM formats take three).
type Words = [Option<u32>; 3];

/// SOP1: `| 101111101 | sdst:7 | op:8 | ssrc0:8 |` (bits 31..0).
fn sop1(cx: &mut Cx, op: u32) -> R<Words> {
    let mut sdst = 0;
    let mut src0 = 0;
    for (i, o) in cx.info.operands.iter().enumerate() {
        if o.is_def() {
            sdst = cx.sdst(i)?;
        } else {
            src0 = cx.src(i, false, true)?;
        }
    }
    Ok([
        Some(0b1_0111_1101 << 23 | sdst << 16 | op << 8 | src0),
        None,
        None,
    ])
}

/// SOP2: `| 10 | op:7 | sdst:7 | ssrc1:8 | ssrc0:8 |`.
fn sop2(cx: &mut Cx, op: u32) -> R<Words> {
    let sdst = cx.sdst(0)?;
    let s0 = cx.src(1, false, true)?;
    let s1 = cx.src(2, false, true)?;
    Ok([
        Some(0b10 << 30 | op << 23 | sdst << 16 | s1 << 8 | s0),
        None,
        None,
    ])
}

/// SOPC: `| 101111110 | op:7 | ssrc1:8 | ssrc0:8 |`.
fn sopc(cx: &mut Cx, op: u32) -> R<Words> {
    let s0 = cx.src(0, false, true)?;
    let s1 = cx.src(1, false, true)?;
    Ok([
        Some(0b1_0111_1110 << 23 | op << 16 | s1 << 8 | s0),
        None,
        None,
    ])
}

fn simm16(cx: &Cx, i: usize) -> R<u32> {
    let v = cx.imm(i)?;
    if !(-32768..=65535).contains(&v) {
        return Err(cx.bad(i, "does not fit 16 bits"));
    }
    Ok(v as u32 & 0xffff)
}

/// SOPK: `| 1011 | op:5 | sdst:7 | simm16:16 |`, and for
/// `s_setreg_imm32_b32` the 32-bit value as a trailing literal.
fn sopk(cx: &mut Cx, op: u32) -> R<Words> {
    let mut sdst = 0;
    let mut k = 0;
    for (i, o) in cx.info.operands.iter().enumerate() {
        match o.kind {
            OpKind::Sdst => sdst = cx.sdst(i)?,
            OpKind::Null => {
                if cx.op(i) != Operand::Reg(Reg::NULL) {
                    return Err(cx.bad(i, "must be null"));
                }
                sdst = cx.sdst(i)?;
            }
            OpKind::K32 => match cx.op(i) {
                Operand::Literal(v) => cx.literal = Some(v),
                _ => return Err(cx.bad(i, "the value must be a 32-bit literal")),
            },
            _ => k = simm16(cx, i)?,
        }
    }
    Ok([Some(0b1011 << 28 | op << 23 | sdst << 16 | k), None, None])
}

/// SOPP: `| 101111111 | op:7 | simm16:16 |`.
fn sopp(cx: &mut Cx, op: u32) -> R<Words> {
    let k = if cx.info.operands.is_empty() {
        0
    } else {
        simm16(cx, 0)?
    };
    Ok([Some(0b1_0111_1111 << 23 | op << 16 | k), None, None])
}

/// SMEM (GFX9), two dwords:
/// ```text
/// | 110000 | op:8 | imm:1 | glc:1 | 0 | 0 | sdata:7 | sbase:6 (pair index) |
/// | offset:21 (imm, or SGPR code when imm = 0)                          |
/// ```
fn smem(cx: &mut Cx, op: u32) -> R<Words> {
    let (mut sdata, mut sbase, mut buffer) = (0, 0, false);
    // The offset operand: an immediate, or an SGPR's code.
    let mut offset: Option<(usize, Result<i32, u32>)> = None;
    for (i, o) in cx.info.operands.iter().enumerate() {
        match o.kind {
            OpKind::Sdst => sdata = cx.sdst(i)?,
            OpKind::Sgpr if i == 0 => sdata = cx.sdst(i)?,
            OpKind::Sgpr => {
                let r = cx.reg(i)?;
                if r.file != RegFile::Sgpr || r.index % 2 != 0 {
                    return Err(cx.bad(i, "sbase must be an even-aligned SGPR tuple"));
                }
                sbase = r.index as u32 / 2;
                buffer = o.dwords == 4;
            }
            OpKind::SmemOffset => match cx.op(i) {
                Operand::Imm(v) => offset = Some((i, Ok(v))),
                Operand::Reg(_) => offset = Some((i, Err(cx.sdst(i)?))),
                _ => return Err(cx.bad(i, "SMEM offset must be an immediate or SGPR")),
            },
            _ => return Err(cx.bad(i, "unexpected operand")),
        }
    }
    let c = cx.inst.mods.cache.0 as u32;
    if cx.g == Generation::Gfx12 {
        // GFX12 (llvm-mc-22 -mcpu=gfx1200):
        // | 111101 | 0 | th:2 | scope:2 | 00 | op:6 | sdata:7 | sbase:6 |
        // | soffset:7 (SGPR, or null = 124) | 0 | offset:24 |
        // An SGPR soffset and the immediate offset (`mods.offset`) add.
        // SMEM hints are RT, NT, HT and LU only: llvm-mc-22 reads hints
        // 4-7 as invalid encodings.
        if c > 0x1f || c & 4 != 0 {
            return Err(cx.badmod("SMEM takes th 0-3 and a scope"));
        }
        let (soffset, imm) = match offset {
            Some((_, Err(code))) => (code, cx.inst.mods.offset),
            Some((_, Ok(v))) => (124, v),
            None => (0, 0),
        };
        if offset.is_some_and(|(_, o)| o.is_ok()) && cx.inst.mods.offset != 0 {
            return Err(cx.badmod("an immediate SMEM offset is the operand"));
        }
        // s_load: 24-bit signed; s_buffer_load: "a 23-bit unsigned offset".
        let lo = if buffer { 0 } else { -(1 << 23) };
        if !(lo..1 << 23).contains(&imm) {
            return Err(match offset {
                Some((i, Ok(_))) => cx.bad(i, "SMEM offset does not fit its 24-bit field"),
                _ => cx.badmod("SMEM offset does not fit its 24-bit field"),
            });
        }
        return Ok([
            Some(0b11_1101 << 26 | (c & 7) << 23 | (c >> 3) << 21 | op << 13 | sdata << 6 | sbase),
            Some(soffset << 25 | imm as u32 & 0xff_ffff),
            None,
        ]);
    }
    let (imm, off) = match offset {
        Some((_, Ok(v))) if (-(1 << 20)..(1 << 20)).contains(&v) => (1, v as u32 & 0x1f_ffff),
        Some((_, Err(code))) => (0, code),
        Some((i, Ok(_))) => return Err(cx.bad(i, "SMEM offset must be a 21-bit immediate or SGPR")),
        None => (0, 0),
    };
    let glc = c & 1;
    if cx.g == Generation::Gfx10 {
        // GFX10 (llvm-mc-22 -mcpu=gfx1030):
        // | 111101 | op:8 | 0 | glc | 0 | dlc | sdata:7 | sbase:6 |
        // | soffset:7 (SGPR, or null = 125) | 0000 | offset:21 |
        let dlc = c >> 2 & 1;
        if c & !5 != 0 {
            return Err(cx.badmod("SMEM takes only glc and dlc"));
        }
        let (soffset, offset) = if imm == 1 { (125, off) } else { (off, 0) };
        return Ok([
            Some(0b11_1101 << 26 | op << 18 | glc << 16 | dlc << 14 | sdata << 6 | sbase),
            Some(soffset << 25 | offset),
            None,
        ]);
    }
    if cx.g == Generation::Gfx11 {
        // GFX11 (llvm-mc-22 -mcpu=gfx1100):
        // | 111101 | op:8 | 0000 | glc | dlc | sdata:7 | sbase:6 |
        // | soffset:7 (SGPR, or null = 124) | 0000 | offset:21 |
        let dlc = c >> 2 & 1;
        if c & !5 != 0 {
            return Err(cx.badmod("SMEM takes only glc and dlc"));
        }
        let (soffset, offset) = if imm == 1 { (124, off) } else { (off, 0) };
        return Ok([
            Some(0b11_1101 << 26 | op << 18 | glc << 14 | dlc << 13 | sdata << 6 | sbase),
            Some(soffset << 25 | offset),
            None,
        ]);
    }
    Ok([
        Some(0b11_0000 << 26 | op << 18 | imm << 17 | glc << 16 | sdata << 6 | sbase),
        Some(off),
        None,
    ])
}

/// Whether a VOP1/VOP2/VOPC instruction needs (or is forced to) the
/// VOP3 (e64) encoding: VOP3 modifiers, a carry/mask other than VCC, or a
/// non-VGPR second source. The printer uses this to pick `_e32`/`_e64`.
pub fn uses_vop3(inst: &MInst) -> bool {
    let info = inst.opcode.info();
    let fmt = info.format;
    if !matches!(fmt, Format::Vop1 | Format::Vop2 | Format::Vopc) {
        return fmt == Format::Vop3;
    }
    let m = &inst.mods;
    if m.sdwa.is_some() {
        return false;
    }
    if m.neg != 0 || m.abs != 0 || m.clamp || m.omod != 0 || m.flags & flags::E64 != 0 {
        return true;
    }
    let mut ndef = 0;
    let mut nsrc = 0;
    for (o, op) in info.operands.iter().zip(inst.operands.iter()) {
        if o.kind == OpKind::K32 {
            continue;
        }
        let vcc = is_vcc(*op);
        let vgpr = matches!(op, Operand::Reg(r) if r.file == RegFile::Vgpr);
        if o.is_def() {
            ndef += 1;
            if (fmt == Format::Vopc || (fmt == Format::Vop2 && ndef == 2)) && !vcc {
                return true;
            }
        } else {
            nsrc += 1;
            if fmt != Format::Vop1 && ((nsrc == 2 && !vgpr) || (nsrc == 3 && !vcc)) {
                return true;
            }
        }
    }
    false
}

/// Whether `p` has DPP control `ctrl`: quad_perm and row shifts/rotates
/// everywhere; GFX9 adds wave shifts, mirrors and row broadcasts, GFX10+
/// (DPP16) mirrors, row_share (0x150-0x15f) and row_xmask (0x160-0x16f)
/// (llvm-mc-22 on gfx900, gfx1010, gfx1030 and gfx1100).
pub fn dpp_ctrl_ok(p: Processor, ctrl: u16) -> bool {
    let common =
        matches!(ctrl, 0..=0xff | 0x101..=0x10f | 0x111..=0x11f | 0x121..=0x12f | 0x140 | 0x141);
    if p.info().has_dpp_row_bcast {
        common || matches!(ctrl, 0x130 | 0x134 | 0x138 | 0x13c | 0x142 | 0x143)
    } else {
        common || matches!(ctrl, 0x150..=0x16f)
    }
}

/// VALU rows of VOP1/VOP2/VOPC/VOP3 formats.
///
/// VOP1: `| 0111111 | vdst:8 | op:8 | src0:9 |`
/// VOP2: `| 0 | op:6 | vdst:8 | vsrc1:8 | src0:9 |`
/// VOPC: `| 0111110 | op:8 | vsrc1:8 | src0:9 |`
/// DPP (src0 = 250) adds:
/// `| row_mask:4 | bank_mask:4 | src1_abs | src1_neg | src0_abs | src0_neg | bound_ctrl | 0 | dpp_ctrl:9 | src0:8 |`
/// VOP3a: `| 110100 | op:10 | clamp | op_sel:4 | abs:3 | vdst:8 |`
///        (op_sel: bits 0-2 per source, bit 3 the destination; GFX9
///        accepts it only on the [`Attrs::OPSEL`] rows)
///        `| neg:3 | omod:2 | src2:9 | src1:9 | src0:9 |`
/// VOP3b: `| 110100 | op:10 | clamp | sdst:7 | vdst:8 |` then as VOP3a.
fn valu(cx: &mut Cx, op: u32) -> R<Words> {
    let info = cx.info;
    // Classify operands: the first def is "vdst" (VGPR, or the SGPR
    // destination of VOPC/readlane), a second def is the VOP3b sdst,
    // uses are sources 0..2 in order. A DefUse vdst is not a source.
    let mut dst: Option<usize> = None;
    let mut sdst: Option<usize> = None;
    let mut srcs: [Option<usize>; 3] = [None; 3];
    let mut ns = 0;
    for (i, o) in info.operands.iter().enumerate() {
        if o.kind == OpKind::K32 {
            // The K constant is not a source slot: it is the literal.
            match cx.op(i) {
                Operand::Literal(v) => match cx.literal {
                    Some(old) if old != v => {
                        return Err(cx.bad(i, "only one literal per instruction"))
                    }
                    _ => cx.literal = Some(v),
                },
                _ => return Err(cx.bad(i, "K must be a 32-bit literal")),
            }
            continue;
        }
        if o.is_def() {
            if dst.is_none() {
                dst = Some(i);
            } else {
                sdst = Some(i);
            }
        } else {
            if ns == 3 {
                return Err(cx.bad(i, "too many sources"));
            }
            srcs[ns] = Some(i);
            ns += 1;
        }
    }
    let op_sel = cx.inst.mods.op_sel;
    if op_sel != 0 && (sdst.is_some() || !info.attrs.has(Attrs::OPSEL) || op_sel > 15) {
        return Err(cx.badmod("op_sel on a VOP3 instruction without it"));
    }
    if let Some(s) = cx.inst.mods.sdwa {
        return sdwa(cx, op, s, dst, sdst, srcs);
    }
    let dpp = cx.inst.mods.dpp;
    let short_fmt = matches!(info.format, Format::Vop1 | Format::Vop2 | Format::Vopc);
    let e32 = short_fmt && !uses_vop3(cx.inst);
    if !e32 && info.attrs.has(Attrs::E32_ONLY) {
        return Err(cx.badmod("this instruction has no VOP3 form"));
    }
    if dpp.is_some() && !e32 {
        return Err(cx.badmod("DPP needs the 32-bit VOP1/VOP2 form"));
    }
    if e32 {
        let src0 = match (srcs[0], dpp) {
            (Some(i), Some(_)) => {
                cx.vgpr(i)?;
                250
            }
            (Some(i), None) => cx.src(i, true, true)?,
            (None, _) => 0,
        };
        let vsrc1 = match srcs[1] {
            Some(i) => cx.vgpr(i)?,
            None => 0,
        };
        let w0 = match info.format {
            Format::Vop1 => {
                let d = match dst {
                    Some(i) if info.operands[i].kind == OpKind::Sdst => cx.sdst(i)?,
                    Some(i) if info.operands[i].kind == OpKind::Adst => cx.av(i)?.0,
                    Some(i) => cx.vgpr(i)?,
                    None => 0,
                };
                // v_accvgpr_mov_b32 reads an AGPR: 9-bit code 256+n.
                0b011_1111 << 25 | d << 17 | op << 9 | src0
            }
            Format::Vop2 => {
                let d = cx.vgpr(dst.unwrap_or(0))?;
                op << 25 | d << 17 | vsrc1 << 9 | src0
            }
            _ => 0b011_1110 << 25 | op << 17 | vsrc1 << 9 | src0,
        };
        let w1 = match dpp {
            Some(d) => {
                let s0 = cx.vgpr(srcs[0].unwrap_or(0))?;
                if d.ctrl > 0x1ff || d.row_mask > 15 || d.bank_mask > 15 {
                    return Err(cx.badmod("DPP field out of range"));
                }
                if !dpp_ctrl_ok(cx.p, d.ctrl) {
                    return Err(cx.badmod("DPP control not available on this processor"));
                }
                Some(
                    (d.row_mask as u32) << 28
                        | (d.bank_mask as u32) << 24
                        | (d.bound_ctrl as u32) << 19
                        | (d.ctrl as u32) << 8
                        | s0,
                )
            }
            None => None,
        };
        return Ok([Some(w0), w1, None]);
    }
    // VOP3 (e64).
    let gi = cx.g.info();
    let op3 = match info.format {
        Format::Vop1 => op + gi.vop1_e64_base as u32,
        Format::Vop2 => op + gi.vop2_e64_base as u32,
        Format::Vopc => op + gi.vopc_e64_base as u32,
        _ => op,
    };
    let m = cx.inst.mods;
    if m.abs > 7 || m.neg > 7 || m.omod > 3 {
        return Err(cx.badmod("VOP3 modifier out of range"));
    }
    let vdst = match dst {
        Some(i) => match info.operands[i].kind {
            OpKind::Sdst => cx.sdst(i)?,
            _ => cx.vgpr(i)?,
        },
        // GFX11/GFX12 v_cmpx (EXEC its only result): the VOP3 vdst field
        // holds exec_lo's code (llvm-mc-22 -mcpu=gfx1100/gfx1200:
        // `v_cmpx_gt_i32_e64 s5, v1` is 7e 00 c4 d4 ...).
        None if info.format == Format::Vopc && info.implicit.has(Implicit::DEF_EXEC) => 126,
        None => 0,
    };
    // GFX10+ VOP3 takes one 32-bit literal after its two words.
    let lit_ok = cx.g != Generation::Gfx9;
    let mut s = [0u32; 3];
    for (k, si) in srcs.iter().enumerate() {
        if let Some(i) = *si {
            s[k] = match info.operands[i].kind {
                OpKind::Vgpr => {
                    // VOP2 vsrc1 widened to 9 bits in VOP3: any source allowed.
                    cx.src(i, true, lit_ok)?
                }
                _ => cx.src(i, true, lit_ok)?,
            };
        }
    }
    let mid = match sdst {
        Some(i) => cx.sdst(i)? << 8,
        None => (m.abs as u32) << 8 | (m.op_sel as u32) << 11,
    };
    let w0 = vop3_prefix(cx.g) << 26 | op3 << 16 | (m.clamp as u32) << 15 | mid | vdst;
    let w1 = (m.neg as u32) << 29 | (m.omod as u32) << 27 | s[2] << 18 | s[1] << 9 | s[0];
    Ok([Some(w0), Some(w1), None])
}

/// The top six bits of a VOP3 word: 110100 on GFX9, 110101 on GFX10,
/// GFX11 and GFX12 (the fields below are where GFX9 has them).
const fn vop3_prefix(g: Generation) -> u32 {
    match g {
        Generation::Gfx9 => 0b11_0100,
        Generation::Gfx10 | Generation::Gfx11 | Generation::Gfx12 => 0b11_0101,
    }
}

/// SDWA: the 32-bit VOP1/VOP2/VOPC word with src0 = 249 (vsrc1 holds
/// a VGPR index or, with the s1 bit, a scalar code), then the SDWA dword
/// drawn in [`crate::sdwa`]. `dst`, `sdst` and `srcs` are the operand
/// indices [`valu`] classified.
fn sdwa(
    cx: &mut Cx,
    op: u32,
    s: Sdwa,
    dst: Option<usize>,
    sdst: Option<usize>,
    srcs: [Option<usize>; 3],
) -> R<Words> {
    let info = cx.info;
    let m = cx.inst.mods;
    if !cx.p.info().has_sdwa {
        return Err(cx.badmod("no SDWA on this processor"));
    }
    if !has_sdwa(info) {
        return Err(cx.badmod("this instruction has no SDWA form"));
    }
    if m.dpp.is_some() || m.flags & flags::E64 != 0 {
        return Err(cx.badmod("SDWA excludes DPP and the VOP3 form"));
    }
    if m.neg > 3 || m.abs > 3 || s.sext > 3 || m.omod > 3 {
        return Err(cx.badmod("SDWA modifier out of range"));
    }
    if s.sext & (m.neg | m.abs) != 0 {
        return Err(cx.badmod("SDWA sext excludes neg/abs on the same source"));
    }
    let fmt = info.format;
    let put = |f: crate::sdwa::Field, v: u32| f.put(v).unwrap_or(0);
    let mut w1 = 0u32;
    let mut code = [0u32; 2];
    for k in 0..2 {
        let Some(i) = srcs[k] else {
            if s.src_sel[k] != SdwaSel::Dword
                || s.sext >> k & 1 != 0
                || (m.neg | m.abs) >> k & 1 != 0
            {
                return Err(cx.badmod("SDWA controls for a source the instruction lacks"));
            }
            continue;
        };
        let scalar = match cx.op(i) {
            Operand::Reg(r) if r.file == RegFile::Vgpr => {
                code[k] = cx.vgpr(i)?;
                false
            }
            Operand::Literal(_) => return Err(cx.bad(i, "SDWA takes no literal")),
            _ => {
                code[k] = cx.src(i, false, false)?;
                true
            }
        };
        w1 |= put(field::SCALAR[k], scalar as u32)
            | put(field::SRC_SEL[k], s.src_sel[k] as u32)
            | put(field::SEXT[k], (s.sext >> k & 1) as u32)
            | put(field::NEG[k], (m.neg >> k & 1) as u32)
            | put(field::ABS[k], (m.abs >> k & 1) as u32);
    }
    if let Some(i) = srcs[2] {
        if !is_vcc(cx.op(i)) {
            return Err(cx.bad(i, "SDWA carry-in must be VCC"));
        }
    }
    // Constant bus: one scalar register (VCC counts) per instruction.
    let mut sreg: Option<Reg> = None;
    for i in srcs.iter().flatten() {
        if let Operand::Reg(r) = cx.op(*i) {
            if r.file != RegFile::Vgpr && sreg.is_some_and(|s| s != r) {
                return Err(cx.bad(*i, "SDWA reads at most one scalar register"));
            }
            if r.file != RegFile::Vgpr {
                sreg = Some(r);
            }
        }
    }
    w1 |= put(field::SRC0, code[0]);
    let w0 = if fmt == Format::Vopc {
        if m.clamp || m.omod != 0 {
            return Err(cx.badmod("VOPC SDWA has no clamp or omod"));
        }
        if s.dst_sel != SdwaSel::Dword || s.dst_unused != crate::sdwa::DstUnused::Pad {
            return Err(cx.badmod("VOPC SDWA has no dst_sel/dst_unused"));
        }
        if let Some(i) = dst {
            if !is_vcc(cx.op(i)) {
                w1 |= put(field::SD, 1) | put(field::SDST, cx.sdst(i)?);
            }
        }
        0b011_1110 << 25 | op << 17 | code[1] << 9 | SRC0_SDWA
    } else {
        w1 |= put(field::DST_SEL, s.dst_sel as u32)
            | put(field::DST_UNUSED, s.dst_unused as u32)
            | put(field::CLAMP, m.clamp as u32)
            | put(field::OMOD, m.omod as u32);
        if let Some(i) = sdst {
            if !is_vcc(cx.op(i)) {
                return Err(cx.bad(i, "SDWA carry-out must be VCC"));
            }
        }
        let d = match dst {
            Some(i) => cx.vgpr(i)?,
            None => 0,
        };
        if fmt == Format::Vop1 {
            0b011_1111 << 25 | d << 17 | op << 9 | SRC0_SDWA
        } else {
            op << 25 | d << 17 | code[1] << 9 | SRC0_SDWA
        }
    };
    Ok([Some(w0), Some(w1), None])
}

/// The op_sel_hi value of a VOP3P instruction with no modifiers: all ones,
/// except for the mix rows.
pub fn op_sel_hi_default(inst: &MInst) -> u8 {
    if inst.opcode.info().attrs.has(Attrs::MIX) {
        0
    } else {
        7
    }
}

/// VOP3P (GFX9; GFX11 and GFX12 differ only in the prefix,
/// `| 11001100 | 0 | op:7 |`):
/// ```text
/// | 110100111 | op:7 | clamp | op_sel_hi[2] | op_sel:3 | neg_hi:3 | vdst:8 |
/// | neg_lo:3 | op_sel_hi[1:0]:2 | src2:9 | src1:9 | src0:9 |
/// ```
fn vop3p(cx: &mut Cx, op: u32) -> R<Words> {
    let m = cx.inst.mods;
    let vdst = match cx.info.operands[0].kind {
        OpKind::Adst => cx.av(0)?.0,
        _ => cx.vgpr(0)?,
    };
    // GFX10+ VOP3P takes one 32-bit literal, as VOP3 does.
    let lit_ok = cx.g != Generation::Gfx9;
    let mut s = [0u32; 3];
    for i in 1..cx.info.operands.len() {
        s[i - 1] = cx.src(i, true, lit_ok)?;
    }
    if m.op_sel > 7 || m.op_sel_hi_clear > 7 || m.neg > 7 || m.neg_hi > 7 {
        return Err(cx.badmod("VOP3P modifier out of range"));
    }
    let hi = (op_sel_hi_default(cx.inst) ^ m.op_sel_hi_clear) as u32;
    // GFX10, GFX11, GFX12: the top byte is 11001100 and bit 23 is 0;
    // the rest as GFX9.
    let prefix = match cx.g {
        Generation::Gfx9 => 0b1_1010_0111 << 23,
        Generation::Gfx10 | Generation::Gfx11 | Generation::Gfx12 => 0b1100_1100 << 24,
    };
    let w0 = prefix
        | op << 16
        | (m.clamp as u32) << 15
        | (hi >> 2) << 14
        | (m.op_sel as u32) << 11
        | (m.neg_hi as u32) << 8
        | vdst;
    let w1 = (m.neg as u32) << 29 | (hi & 3) << 27 | s[2] << 18 | s[1] << 9 | s[0];
    Ok([Some(w0), Some(w1), None])
}

/// VOP3P-MAI (MFMA, gfx908+):
/// ```text
/// | 110100111 | op:7 | acc_cd | abid:4 | cbsz:3 | vdst:8 |
/// | blgp:3 | acc[1:0] (srcB, srcA are AGPRs) | src2:9 | src1:9 | src0:9 |
/// ```
/// gfx908 has no `acc_cd`: dst and srcC are always AGPRs there (srcC
/// not even an inline constant, which gfx90a+ accept).
fn mai(cx: &mut Cx, op: u32) -> R<Words> {
    let m = cx.inst.mods;
    let (vdst, dst_acc) = cx.av(0)?;
    let gfx908 = cx.p == Processor::Gfx908;
    if gfx908 && !dst_acc {
        return Err(cx.bad(0, "gfx908 MFMA results go to AGPRs"));
    }
    let mut s = [0u32; 3];
    let mut acc = 0u32;
    for k in 0..3 {
        let i = k + 1;
        s[k] = cx.src(i, true, false)?;
        if let Operand::Reg(r) = cx.op(i) {
            if r.file == RegFile::Agpr {
                if k < 2 {
                    acc |= 1 << k;
                } else if !dst_acc && !gfx908 {
                    return Err(cx.bad(i, "srcC must be in the same file as the destination"));
                }
            } else if k == 2 && (dst_acc || gfx908) {
                return Err(cx.bad(i, "srcC must be in the same file as the destination"));
            }
        } else if k == 2 && gfx908 {
            return Err(cx.bad(i, "gfx908 MFMA source C must be AGPRs, not a constant"));
        }
    }
    if m.cbsz > 7 || m.abid > 15 || m.blgp > 7 {
        return Err(cx.badmod("MFMA modifier out of range"));
    }
    let acc_cd = (dst_acc && !gfx908) as u32;
    let w0 = 0b1_1010_0111 << 23
        | op << 16
        | acc_cd << 15
        | (m.abid as u32) << 11
        | (m.cbsz as u32) << 8
        | vdst;
    let w1 = (m.blgp as u32) << 29 | acc << 27 | s[2] << 18 | s[1] << 9 | s[0];
    Ok([Some(w0), Some(w1), None])
}

/// DS (GFX9):
/// ```text
/// | 110110 | op:8 | acc (gfx90a+) | gds | offset1:8 | offset0:8 |
/// | vdst:8 | data1:8 | data0:8 | addr:8 |
/// ```
fn ds(cx: &mut Cx, op: u32) -> R<Words> {
    let m = cx.inst.mods;
    let (mut vdst, mut addr, mut data) = (0, 0, [0u32; 2]);
    let mut nd = 0;
    let mut acc = false;
    for (i, o) in cx.info.operands.iter().enumerate() {
        match o.kind {
            OpKind::AVdst => {
                let (r, a) = cx.av(i)?;
                vdst = r;
                acc |= a;
            }
            OpKind::Vgpr => addr = cx.vgpr(i)?,
            _ => {
                let (r, a) = cx.av(i)?;
                data[nd] = r;
                nd += 1;
                acc |= a;
            }
        }
    }
    let two = cx.info.name.contains("2_") || cx.info.name.contains("2st64");
    let (o0, o1) = if two {
        if !(0..=255).contains(&m.offset) {
            return Err(cx.badmod("DS offset0 must fit 8 bits"));
        }
        (m.offset as u32, m.offset1 as u32)
    } else {
        if !(0..=65535).contains(&m.offset) || m.offset1 != 0 {
            return Err(cx.badmod("DS offset must fit 16 bits"));
        }
        (m.offset as u32 & 0xff, m.offset as u32 >> 8)
    };
    let gds = m.flags & flags::GDS != 0;
    if gds && !cx.p.info().has_gds {
        return Err(cx.badmod("no GDS on this processor"));
    }
    let w0 = match cx.g {
        Generation::Gfx9 => {
            0b11_0110 << 26 | (acc as u32) << 25 | op << 17 | (gds as u32) << 16 | o1 << 8 | o0
        }
        // GFX10, GFX11: `| 110110 | op:8 | gds | 0 | offset1:8 | offset0:8 |`;
        // GFX12 the same without GDS (bit 17 is 0: `has_gds` is false).
        Generation::Gfx10 | Generation::Gfx11 | Generation::Gfx12 => {
            0b11_0110 << 26 | op << 18 | (gds as u32) << 17 | o1 << 8 | o0
        }
    };
    let w1 = vdst << 24 | data[1] << 16 | data[0] << 8 | addr;
    Ok([Some(w0), Some(w1), None])
}

fn check_cache(cx: &Cx) -> R<u32> {
    let c = cx.inst.mods.cache.0 as u32;
    // GFX12: th in bits 2:0 and scope in bits 4:3; before: three bits.
    let known = if cx.g == Generation::Gfx12 { 0x1f } else { 7 };
    if c > known {
        return Err(cx.badmod("unknown cache bits"));
    }
    if c & 4 != 0 && cx.p.info().cache_bits == crate::processors::CacheBits::GlcSlc {
        return Err(cx.badmod("scc/sc1 needs gfx90a+"));
    }
    // Returning atomics are the glc/sc0 form.
    let rtn = cx.info.attrs.has(Attrs::RTN) as u32;
    let is_atomic = cx.info.name.contains("_atomic_");
    if is_atomic && (c & 1) != rtn {
        return Err(cx.badmod("atomic return is chosen by the opcode, not by glc/sc0"));
    }
    Ok(c)
}

/// FLAT / GLOBAL / SCRATCH (GFX9):
/// ```text
/// | 110111 | op:7 | slc/nt | glc/sc0 | seg:2 | lds | offset:13 |
/// | vdst:8 | acc (gfx90a+) | saddr:7 | data:8 | addr:8 |
/// ```
/// seg: 0 flat, 1 scratch, 2 global; saddr 0x7f = `off`; scc/sc1 is
/// bit 25 of the first dword. FLAT offsets are 12-bit unsigned, global
/// and scratch 13-bit signed. On gfx942 a scratch access with a VGPR
/// address also sets bit 13 (SVE).
fn flat(cx: &mut Cx, op: u32) -> R<Words> {
    let m = cx.inst.mods;
    let c = check_cache(cx)?;
    let seg = match cx.info.format {
        Format::Flat => 0u32,
        Format::Scratch => 1,
        _ => 2,
    };
    // The ranges are the table's ([`crate::minst::OFFSET_FIELDS`]).
    if !crate::minst::offset_fits(cx.p, cx.info.format, m.offset as i64) {
        return Err(cx.badmod("offset does not fit the FLAT offset field"));
    }
    let off_code = match cx.g {
        Generation::Gfx9 if seg == 0 => 0,
        Generation::Gfx9 => 0x7f,
        // GFX10: the null register (125), but 0x7f for a scratch access
        // with neither address (llvm-mc-22 -mcpu=gfx1030: `scratch_load_dword
        // v1, off, off` has saddr 0x7f).
        Generation::Gfx10 if seg == 1 && vaddr_off(cx) => 0x7f,
        Generation::Gfx10 => 125,
        // GFX11, GFX12: `off` is the null register, FLAT included.
        Generation::Gfx11 | Generation::Gfx12 => 124,
    };
    if seg == 1
        && vaddr_off(cx)
        && matches!(cx.inst.operands.last(), Some(Operand::Off))
        && !crate::processors::procset::SCRATCH_ST_MODE.contains(cx.p)
    {
        return Err(cx.badmod("scratch without any address needs ST mode"));
    }
    let (mut vdst, mut addr, mut data, mut saddr) = (0, 0, 0, off_code);
    let mut acc = false;
    let mut sve = 0;
    for (i, o) in cx.info.operands.iter().enumerate() {
        match o.kind {
            OpKind::AVdst => {
                let (r, a) = cx.av(i)?;
                vdst = r;
                acc |= a;
            }
            OpKind::AVsrc => {
                let (r, a) = cx.av(i)?;
                data = r;
                acc |= a;
            }
            OpKind::Vgpr => {
                // Global with saddr takes a 32-bit VGPR offset.
                let r = match cx.op(i) {
                    Operand::Reg(r) => r,
                    _ => return Err(cx.bad(i, "expected a VGPR address")),
                };
                let with_saddr = cx.info.format == Format::Global
                    && !matches!(cx.inst.operands.last(), Some(Operand::Off));
                let want = if with_saddr { 1 } else { 2 };
                if r.file != RegFile::Vgpr || r.len != want {
                    return Err(cx.bad(i, "address VGPRs: a pair, or one with saddr"));
                }
                addr = r.index as u32;
            }
            OpKind::VaddrOpt => match cx.op(i) {
                Operand::Off => {}
                _ => {
                    addr = cx.vgpr(i)?;
                    sve = (cx.p.info().architected_flat_scratch) as u32;
                }
            },
            OpKind::Saddr | OpKind::SaddrOpt => match cx.op(i) {
                Operand::Off => {}
                Operand::Reg(r) => {
                    let want = if o.kind == OpKind::Saddr { 2 } else { 1 };
                    if r.len != want {
                        return Err(cx.bad(i, "saddr has the wrong width"));
                    }
                    saddr = r
                        .scalar_code_in(cx.g)
                        .filter(|&c| c < 127)
                        .ok_or_else(|| cx.bad(i, "bad saddr"))? as u32;
                }
                _ => return Err(cx.bad(i, "saddr must be an SGPR or off")),
            },
            _ => return Err(cx.bad(i, "unexpected operand")),
        }
    }
    if cx.g == Generation::Gfx12 {
        // GFX12 VFLAT/VSCRATCH/VGLOBAL (llvm-mc-22 -mcpu=gfx1200), three
        // dwords:
        // | 111011 | seg:2 | 00 | op:8 | 0000000 | saddr:7 (null = off) |
        // | 0 | data:8 | th:3 | scope:2 | sve | 000000000 | vdst:8 |
        // | offset:24 (signed) | addr:8 |
        let w0 = 0b11_1011 << 26 | seg << 24 | op << 14 | saddr;
        let w1 = data << 23 | (c & 7) << 20 | (c >> 3) << 18 | sve << 17 | vdst;
        let w2 = (m.offset as u32 & 0xff_ffff) << 8 | addr;
        return Ok([Some(w0), Some(w1), Some(w2)]);
    }
    if cx.g == Generation::Gfx10 {
        // GFX10 (llvm-mc-22 -mcpu=gfx1030):
        // | 110111 | 0 | op:7 | slc | glc | seg:2 | lds | dlc | offset:12 |
        // | vdst:8 | 0 | saddr:7 (null = off) | data:8 | addr:8 |
        let w0 = 0b11_0111 << 26
            | op << 18
            | (c >> 1 & 1) << 17
            | (c & 1) << 16
            | seg << 14
            | (c >> 2) << 12
            | (m.offset as u32 & 0xfff);
        let w1 = vdst << 24 | saddr << 16 | data << 8 | addr;
        return Ok([Some(w0), Some(w1), None]);
    }
    if cx.g == Generation::Gfx11 {
        // GFX11 (llvm-mc-22 -mcpu=gfx1100):
        // | 110111 | 0 | op:7 | seg:2 | slc | glc | dlc | offset:13 |
        // | vdst:8 | sve | saddr:7 (null = off) | data:8 | addr:8 |
        let w0 = 0b11_0111 << 26
            | op << 18
            | seg << 16
            | (c >> 1 & 1) << 15
            | (c & 1) << 14
            | (c >> 2) << 13
            | (m.offset as u32 & 0x1fff);
        let w1 = vdst << 24 | sve << 23 | saddr << 16 | data << 8 | addr;
        return Ok([Some(w0), Some(w1), None]);
    }
    let w0 = 0b11_0111 << 26
        | (c >> 2) << 25
        | op << 18
        | (c >> 1 & 1) << 17
        | (c & 1) << 16
        | seg << 14
        | sve << 13
        | (m.offset as u32 & 0x1fff);
    let w1 = vdst << 24 | (acc as u32) << 23 | saddr << 16 | data << 8 | addr;
    Ok([Some(w0), Some(w1), None])
}

/// MUBUF (GFX9):
/// ```text
/// | 111000 | op:7 | slc/nt | lds | scc/sc1 | glc/sc0 | idxen | offen | offset:12 |
/// | soffset:8 | acc (gfx90a+) | 00 | srsrc:5 (quad index) | vdata:8 | vaddr:8 |
/// ```
/// GFX10 (llvm-mc-22 -mcpu=gfx1030) moves slc to bit 22 of the second
/// dword and puts dlc where gfx90a has scc:
/// ```text
/// | 111000 | op:8 (bit 7 at 25) | 0 | lds | dlc | glc | idxen | offen | offset:12 |
/// | soffset:8 | 0 | slc | 0 | srsrc:5 | vdata:8 | vaddr:8 |
/// ```
fn mubuf(cx: &mut Cx, op: u32) -> R<Words> {
    let m = cx.inst.mods;
    let c = check_cache(cx)?;
    // GFX12 VBUFFER: "a 23-bit unsigned offset" (llvm-mc-22); 12 bits
    // before.
    let max = if cx.g == Generation::Gfx12 {
        (1 << 23) - 1
    } else {
        4095
    };
    if !(0..=max).contains(&m.offset) {
        return Err(cx.badmod("MUBUF offset does not fit its field"));
    }
    let (mut vdata, mut vaddr, mut srsrc, mut soffset) = (0, 0, 0, 0);
    let mut acc = false;
    for (i, o) in cx.info.operands.iter().enumerate() {
        match o.kind {
            OpKind::AVdst | OpKind::AVsrc => {
                let (r, a) = cx.av(i)?;
                vdata = r;
                acc |= a;
            }
            OpKind::VaddrOpt => {
                if cx.op(i) != Operand::Off {
                    vaddr = cx.vgpr(i)?;
                }
            }
            OpKind::Srsrc => {
                let r = cx.reg(i)?;
                if r.file != RegFile::Sgpr || r.index % 4 != 0 {
                    return Err(cx.bad(i, "srsrc must be a 4-aligned SGPR quad"));
                }
                srsrc = r.index as u32 / 4;
            }
            OpKind::Soffset => soffset = cx.src(i, false, false)?,
            _ => return Err(cx.bad(i, "unexpected operand")),
        }
    }
    let offen = (m.flags & flags::OFFEN != 0) as u32;
    let idxen = (m.flags & flags::IDXEN != 0) as u32;
    let has_vaddr = cx
        .info
        .operands
        .iter()
        .position(|o| o.kind == OpKind::VaddrOpt);
    if let Some(i) = has_vaddr {
        if (cx.op(i) != Operand::Off) != (offen | idxen != 0) {
            return Err(cx.bad(i, "vaddr needs offen or idxen, and `off` neither"));
        }
    }
    if cx.g == Generation::Gfx12 {
        // GFX12 VBUFFER (llvm-mc-22 -mcpu=gfx1200), three dwords:
        // | 110001 | 0000 | op:8 | 0000000 | soffset:7 (SGPR, m0, null) |
        // | idxen | offen | format:7 (1) | th:3 | scope:2 | 00 | srsrc:7 (SGPR index) | 0 | vdata:8 |
        // | offset:24 | vaddr:8 |
        // The format field of the untyped (MUBUF) rows is always 1.
        if soffset >= 127 {
            let i = cx
                .info
                .operands
                .iter()
                .position(|o| o.kind == OpKind::Soffset);
            return Err(cx.bad(i.unwrap_or(0), "GFX12 soffset must be an SGPR, m0 or null"));
        }
        let w0 = 0b11_0001 << 26 | op << 14 | soffset;
        let w1 = idxen << 31
            | offen << 30
            | 1 << 23
            | (c & 7) << 20
            | (c >> 3) << 18
            | (srsrc * 4) << 9
            | vdata;
        let w2 = (m.offset as u32) << 8 | vaddr;
        return Ok([Some(w0), Some(w1), Some(w2)]);
    }
    if cx.g == Generation::Gfx11 {
        // GFX11 (llvm-mc-22 -mcpu=gfx1100):
        // | 111000 | op:8 | 00 | glc | dlc | slc | 0 | offset:12 |
        // | soffset:8 | idxen | offen | 0 | srsrc:5 | vdata:8 | vaddr:8 |
        let w0 = 0b11_1000 << 26
            | op << 18
            | (c & 1) << 14
            | (c >> 2) << 13
            | (c >> 1 & 1) << 12
            | m.offset as u32;
        let w1 = soffset << 24 | idxen << 23 | offen << 22 | srsrc << 16 | vdata << 8 | vaddr;
        return Ok([Some(w0), Some(w1), None]);
    }
    if cx.g == Generation::Gfx10 {
        // llvm-mc-22 -mcpu=gfx1030 cannot read a buffer atomic with bit
        // 15 set (and assembles `dlc` on one as if it were absent).
        if c & 4 != 0 && cx.info.name.contains("_atomic_") {
            return Err(cx.badmod("GFX10 buffer atomics take no dlc"));
        }
        let w0 = 0b11_1000 << 26
            | (op >> 7) << 25
            | (op & 0x7f) << 18
            | (c >> 2) << 15
            | (c & 1) << 14
            | idxen << 13
            | offen << 12
            | m.offset as u32;
        let w1 = soffset << 24 | (c >> 1 & 1) << 22 | srsrc << 16 | vdata << 8 | vaddr;
        return Ok([Some(w0), Some(w1), None]);
    }
    let w0 = 0b11_1000 << 26
        | op << 18
        | (c >> 1 & 1) << 17
        | (c >> 2) << 15
        | (c & 1) << 14
        | idxen << 13
        | offen << 12
        | m.offset as u32;
    let w1 = soffset << 24 | (acc as u32) << 23 | srsrc << 16 | vdata << 8 | vaddr;
    Ok([Some(w0), Some(w1), None])
}

/// Whether a FLAT-family row's `vaddr` operand is `off` (scratch with
/// only an SGPR address, or none).
fn vaddr_off(cx: &Cx) -> bool {
    cx.info
        .operands
        .iter()
        .position(|o| o.kind == OpKind::VaddrOpt)
        .is_some_and(|i| cx.op(i) == Operand::Off)
}
