//! Binary decoding into [`MInst`], driven by the instruction table.
//!
//! Role: the disassembler half of the oracle round trip and the reader of
//! code objects for `sim`. The bytes' encoding group (SOP1, VOP3, DS...)
//! and opcode field select candidate table rows through an index built
//! once from [`INSTS`]; the row's operand list then says how wide each
//! register field is and which file it names, exactly as the encoder used
//! it.
//!
//! Invariants: decoding never panics; unknown encodings, opcodes absent on
//! the processor, and modifier bits agc does not model (VOP3 op_sel
//! outside the GFX9 16-bit rows that have it, DPP neg/abs, reserved SDWA
//! bits) are [`DecodeError`]s. For every instruction the
//! encoder accepts, `encode(decode(encode(i))) == encode(i)`.

use crate::insts::{Attrs, Format, InstInfo, OpKind, Opcode, INSTS};
use crate::minst::{flags, CachePolicy, Dpp, MInst, Modifiers, Operand};
use crate::processors::{Generation, Processor, GENERATIONS};
use crate::regs::{Reg, RegFile};
use crate::sdwa::{field, has_sdwa, DstUnused, Sdwa, SdwaSel, SRC0_SDWA};
use core::fmt;
use smallvec::SmallVec;
use std::collections::HashMap;
use std::sync::OnceLock;

/// Why bytes could not be decoded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// Fewer bytes than the instruction needs.
    Truncated,
    /// No encoding group matches the first dword.
    UnknownEncoding(u32),
    /// The group is known but no row on this processor has the opcode.
    UnknownOpcode { format: Format, opcode: u16 },
    /// Bits agc does not model, or a field value that is invalid.
    Unsupported {
        inst: &'static str,
        why: &'static str,
    },
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeError::Truncated => write!(f, "truncated instruction"),
            DecodeError::UnknownEncoding(w) => write!(f, "unknown encoding {w:#010x}"),
            DecodeError::UnknownOpcode { format, opcode } => {
                write!(f, "unknown {format:?} opcode {opcode:#x}")
            }
            DecodeError::Unsupported { inst, why } => write!(f, "{inst}: {why}"),
        }
    }
}

impl std::error::Error for DecodeError {}

/// Index key: the encoding group as decoded from the bits and the opcode
/// field. VOP1/VOP2/VOPC rows are also filed under `Vop3` with their e64
/// opcode, and MAI rows under `Vop3p`.
type Key = (Format, u16);

type Index = HashMap<Key, SmallVec<[Opcode; 2]>>;

/// The (format, opcode) index of generation `g`, built at first use from
/// `g`'s opcode column.
fn index(g: Generation) -> &'static Index {
    static INDEX: [OnceLock<Index>; GENERATIONS.len()] =
        [const { OnceLock::new() }; GENERATIONS.len()];
    INDEX[g as usize].get_or_init(|| {
        let gi = g.info();
        let mut m: Index = HashMap::new();
        for (i, info) in INSTS.iter().enumerate() {
            let opc = Opcode::ALL[i];
            let Some(op) = info.ops.get(g) else {
                continue;
            };
            let mut add = |k: Key| m.entry(k).or_default().push(opc);
            match info.format {
                Format::Vop1 => {
                    add((Format::Vop1, op));
                    add((Format::Vop3, op + gi.vop1_e64_base));
                }
                // VOP2 rows with a K constant have no VOP3 form; their e64
                // opcode numbers are not theirs.
                Format::Vop2 => {
                    add((Format::Vop2, op));
                    if !info.attrs.has(Attrs::E32_ONLY) {
                        add((Format::Vop3, op + gi.vop2_e64_base));
                    }
                }
                Format::Vopc => {
                    add((Format::Vopc, op));
                    add((Format::Vop3, op + gi.vopc_e64_base));
                }
                Format::Mai => add((Format::Vop3p, op)),
                f => add((f, op)),
            }
        }
        m
    })
}

fn lookup(key: Key, p: Processor, rtn: Option<bool>) -> Result<Opcode, DecodeError> {
    let cands = index(p.info().generation).get(&key);
    cands
        .into_iter()
        .flatten()
        .copied()
        .find(|o| {
            let i = o.info();
            i.avail.contains(p) && rtn.is_none_or(|r| i.attrs.has(Attrs::RTN) == r)
        })
        .ok_or(DecodeError::UnknownOpcode {
            format: key.0,
            opcode: key.1,
        })
}

struct Dx<'a> {
    g: Generation,
    /// The wave size: lane masks are `vcc_lo`/one SGPR in wave32.
    wave32: bool,
    bytes: &'a [u8],
    /// Bytes consumed so far (instruction words plus literal).
    len: usize,
    literal: Option<u32>,
}

impl Dx<'_> {
    fn word(&self, i: usize) -> Result<u32, DecodeError> {
        let b = self
            .bytes
            .get(4 * i..4 * i + 4)
            .ok_or(DecodeError::Truncated)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }
    /// The literal after the instruction words (read once).
    fn literal(&mut self) -> Result<u32, DecodeError> {
        if let Some(l) = self.literal {
            return Ok(l);
        }
        let b = self
            .bytes
            .get(self.len..self.len + 4)
            .ok_or(DecodeError::Truncated)?;
        let l = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
        self.literal = Some(l);
        Ok(l)
    }
}

fn unsup(info: &InstInfo, why: &'static str) -> DecodeError {
    DecodeError::Unsupported {
        inst: info.name,
        why,
    }
}

/// A source operand from its 8/9-bit code. `agpr` turns codes 256+ into
/// AGPRs.
fn src(
    dx: &mut Dx,
    info: &InstInfo,
    code: u32,
    width: u8,
    agpr: bool,
) -> Result<Operand, DecodeError> {
    let w = width.max(1);
    Ok(match code {
        256..=511 => {
            let file = if agpr { RegFile::Agpr } else { RegFile::Vgpr };
            Operand::Reg(Reg::new(file, (code - 256) as u16, w))
        }
        128..=208 | 240..=248 => Operand::Inline(code as u8),
        255 => Operand::Literal(dx.literal()?),
        _ => Operand::Reg(
            Reg::from_scalar_code_in(code as u16, w, dx.g)
                .ok_or_else(|| unsup(info, "bad source code"))?,
        ),
    })
}

fn sreg(dx: &Dx, info: &InstInfo, code: u32, width: u8) -> Result<Operand, DecodeError> {
    Reg::from_scalar_code_in(code as u16, width.max(1), dx.g)
        .map(Operand::Reg)
        .ok_or_else(|| unsup(info, "bad scalar register code"))
}

/// The width of operand `o` as decoded: a lane mask is one SGPR in wave32,
/// a WMMA accumulator half its row's width in wave64.
fn width(dx: &Dx, info: &InstInfo, o: &crate::insts::OperandInfo) -> u8 {
    let wave = if dx.wave32 {
        crate::target::WaveSize::Wave32
    } else {
        crate::target::WaveSize::Wave64
    };
    o.dwords_in(info.format, wave)
}

/// Whether a VOP1/VOP2/VOPC row has a 16-bit operand (its mnemonic names
/// a 16-bit type; packed rows are VOP3P and never get here).
fn sixteen_bit(info: &InstInfo) -> bool {
    ["f16", "i16", "u16", "b16"]
        .iter()
        .any(|t| info.name.split('_').any(|part| part == *t))
}

/// VCC at the decoding wave size.
fn vcc(dx: &Dx) -> Operand {
    Operand::Reg(if dx.wave32 { Reg::VCC_LO } else { Reg::VCC })
}

/// Decodes one instruction at the start of `bytes` for `p` at its default
/// wave size; returns it and its length in bytes.
pub fn decode(bytes: &[u8], p: Processor) -> Result<(MInst, usize), DecodeError> {
    decode_wave(bytes, p, p.info().wave_sizes[0])
}

/// [`decode`] at wave size `wave` (32 or 64): the bytes of a lane-mask
/// operand are the same in both, its register (`vcc_lo` or `vcc`) is not.
pub fn decode_wave(bytes: &[u8], p: Processor, wave: u8) -> Result<(MInst, usize), DecodeError> {
    let g = p.info().generation;
    // `gfx10_up`: the layouts GFX10 introduced and later generations keep
    // (VOP3/VOP3P prefixes, DS, VOP3 literals). `gfx10`: GFX10's own SMEM,
    // FLAT and MUBUF fields. `gfx11`: the GFX11 layouts, which GFX12 keeps
    // but for SMEM and the vector-memory formats (`gfx12` picks those).
    let gfx10_up = g >= Generation::Gfx10;
    let gfx10 = g == Generation::Gfx10;
    let gfx11 = g >= Generation::Gfx11;
    let gfx12 = g == Generation::Gfx12;
    let mut dx = Dx {
        g,
        wave32: wave == 32,
        bytes,
        len: 4,
        literal: None,
    };
    let w0 = dx.word(0)?;
    let top9 = w0 >> 23;
    let top6 = w0 >> 26;
    let (fmt, opc) = if top9 == 0b1_0111_1101 {
        (Format::Sop1, (w0 >> 8) & 0xff)
    } else if top9 == 0b1_0111_1110 {
        (Format::Sopc, (w0 >> 16) & 0x7f)
    } else if top9 == 0b1_0111_1111 {
        (Format::Sopp, (w0 >> 16) & 0x7f)
    } else if w0 >> 28 == 0b1011 {
        (Format::Sopk, (w0 >> 23) & 0x1f)
    } else if w0 >> 30 == 0b10 {
        (Format::Sop2, (w0 >> 23) & 0x7f)
    } else if w0 >> 31 == 0 {
        match (w0 >> 25) & 0x3f {
            0x3f => (Format::Vop1, (w0 >> 9) & 0xff),
            0x3e => (Format::Vopc, (w0 >> 17) & 0xff),
            op => (Format::Vop2, op),
        }
    } else if !gfx10_up && top9 == 0b1_1010_0111 || gfx10_up && w0 >> 23 == 0b1_1001_1000 {
        (Format::Vop3p, (w0 >> 16) & 0x7f)
    } else {
        match (top6, gfx10_up) {
            (0b11_1101, true) if gfx12 => (Format::Smem, (w0 >> 13) & 0x3f),
            (0b11_0000, false) | (0b11_1101, true) => (Format::Smem, (w0 >> 18) & 0xff),
            (0b11_0100, false) | (0b11_0101, true) => (Format::Vop3, (w0 >> 16) & 0x3ff),
            (0b11_0110, false) => (Format::Ds, (w0 >> 17) & 0xff),
            (0b11_0110, true) => (Format::Ds, (w0 >> 18) & 0xff),
            // GFX12 VFLAT/VSCRATCH/VGLOBAL and VBUFFER.
            (0b11_1011, true) if gfx12 => {
                let f = match w0 >> 24 & 3 {
                    0 => Format::Flat,
                    1 => Format::Scratch,
                    2 => Format::Global,
                    _ => return Err(DecodeError::UnknownEncoding(w0)),
                };
                (f, (w0 >> 14) & 0xff)
            }
            (0b11_0001, true) if gfx12 => (Format::Mubuf, (w0 >> 14) & 0xff),
            (0b11_0111 | 0b11_1000, _) if gfx12 => return Err(DecodeError::UnknownEncoding(w0)),
            (0b11_0111, _) => {
                let seg = if gfx11 { w0 >> 16 } else { w0 >> 14 };
                let f = match seg & 3 {
                    0 => Format::Flat,
                    1 => Format::Scratch,
                    2 => Format::Global,
                    _ => return Err(DecodeError::UnknownEncoding(w0)),
                };
                (f, (w0 >> 18) & 0x7f)
            }
            (0b11_1000, false) => (Format::Mubuf, (w0 >> 18) & 0x7f),
            // GFX10: opcode bit 7 is bit 25.
            (0b11_1000, true) if gfx10 => (Format::Mubuf, (w0 >> 18) & 0x7f | (w0 >> 25 & 1) << 7),
            (0b11_1000, true) => (Format::Mubuf, (w0 >> 18) & 0xff),
            _ => return Err(DecodeError::UnknownEncoding(w0)),
        }
    };
    let two_words = matches!(
        fmt,
        Format::Smem
            | Format::Vop3
            | Format::Vop3p
            | Format::Ds
            | Format::Flat
            | Format::Scratch
            | Format::Global
            | Format::Mubuf
    );
    if two_words {
        dx.len = 8;
    }
    // GFX12 vector memory takes three dwords.
    if gfx12 && fmt.is_vmem() {
        dx.len = 12;
    }
    let rtn = match fmt {
        // GFX12: bit 0 of the temporal hint (TH_ATOMIC_RETURN).
        Format::Flat | Format::Global | Format::Mubuf if gfx12 => Some(dx.word(1)? >> 20 & 1 != 0),
        Format::Flat | Format::Global if gfx11 => Some(w0 >> 14 & 1 != 0),
        Format::Flat | Format::Global => Some(w0 >> 16 & 1 != 0),
        Format::Mubuf => Some(w0 >> 14 & 1 != 0),
        _ => None,
    };
    // Only atomics have RTN twins; for others the flag must not filter.
    let opcode =
        lookup((fmt, opc as u16), p, rtn).or_else(|_| lookup((fmt, opc as u16), p, None))?;
    let info = opcode.info();
    let mut ops: SmallVec<[Operand; 5]> = SmallVec::new();
    let mut mods = Modifiers::default();
    let rows = info.operands;
    match fmt {
        Format::Sop1 | Format::Sop2 | Format::Sopc => {
            let mut s = [w0 & 0xff, (w0 >> 8) & 0xff];
            if fmt == Format::Sop1 {
                s = [w0 & 0xff, 0];
            }
            let mut k = 0;
            for o in rows {
                if o.is_def() {
                    ops.push(sreg(&dx, info, (w0 >> 16) & 0x7f, o.dwords)?);
                } else {
                    ops.push(src(&mut dx, info, s[k], o.dwords, false)?);
                    k += 1;
                }
            }
        }
        Format::Sopk | Format::Sopp => {
            for o in rows {
                ops.push(match o.kind {
                    OpKind::Sdst | OpKind::Null => sreg(&dx, info, (w0 >> 16) & 0x7f, o.dwords)?,
                    OpKind::Label => Operand::Imm(w0 as u16 as i16 as i32),
                    OpKind::K32 => Operand::Literal(dx.literal()?),
                    _ => Operand::Imm((w0 & 0xffff) as i32),
                });
            }
        }
        Format::Smem if gfx12 => gfx12_smem(&dx, info, w0, &mut ops, &mut mods)?,
        Format::Flat | Format::Global | Format::Scratch | Format::Mubuf if gfx12 => {
            gfx12_vmem(&mut dx, info, fmt, w0, &mut ops, &mut mods)?
        }
        Format::Smem if gfx10_up => {
            let w1 = dx.word(1)?;
            // glc and dlc: bits 16 and 14 on GFX10, 14 and 13 on GFX11;
            // an immediate-only offset has the null register as soffset.
            let (glc, dlc, null) = if gfx10 { (16, 14, 125) } else { (14, 13, 124) };
            mods.cache = CachePolicy((w0 >> glc & 1 | (w0 >> dlc & 1) << 2) as u8);
            let soffset = w1 >> 25;
            let offset = ((w1 << 11) as i32) >> 11;
            for (i, o) in rows.iter().enumerate() {
                ops.push(match o.kind {
                    OpKind::Sdst => sreg(&dx, info, (w0 >> 6) & 0x7f, o.dwords)?,
                    OpKind::Sgpr if i == 0 => sreg(&dx, info, (w0 >> 6) & 0x7f, o.dwords)?,
                    OpKind::Sgpr => {
                        Operand::Reg(Reg::new(RegFile::Sgpr, ((w0 & 0x3f) * 2) as u16, o.dwords))
                    }
                    // GFX10: no offset at all reads as the null register
                    // (llvm-mc-22 -mcpu=gfx1030 disassembles it `null`).
                    _ if gfx10 && soffset == null && offset == 0 => Operand::Reg(Reg::NULL),
                    _ if soffset == null => Operand::Imm(offset),
                    _ if offset != 0 => return Err(unsup(info, "SMEM SGPR plus immediate offset")),
                    _ => sreg(&dx, info, soffset, 1)?,
                });
            }
        }
        Format::Smem => {
            let w1 = dx.word(1)?;
            mods.cache = CachePolicy((w0 >> 16 & 1) as u8);
            for (i, o) in rows.iter().enumerate() {
                ops.push(match o.kind {
                    OpKind::Sdst => sreg(&dx, info, (w0 >> 6) & 0x7f, o.dwords)?,
                    OpKind::Sgpr if i == 0 => sreg(&dx, info, (w0 >> 6) & 0x7f, o.dwords)?,
                    OpKind::Sgpr => {
                        Operand::Reg(Reg::new(RegFile::Sgpr, ((w0 & 0x3f) * 2) as u16, o.dwords))
                    }
                    _ if w0 >> 17 & 1 != 0 => Operand::Imm(((w1 << 11) as i32) >> 11),
                    _ => sreg(&dx, info, w1 & 0x7f, 1)?,
                });
            }
        }
        Format::Vop1 | Format::Vop2 | Format::Vopc => {
            let mut src0 = w0 & 0x1ff;
            if src0 == SRC0_SDWA {
                let w1 = dx.word(1)?;
                dx.len = 8;
                sdwa(info, w0, w1, &mut dx, &mut ops, &mut mods)?;
                return Ok((
                    MInst {
                        opcode,
                        operands: ops,
                        mods,
                    },
                    dx.len,
                ));
            }
            if src0 == 250 {
                let w1 = dx.word(1)?;
                dx.len = 8;
                if w1 >> 20 & 0xf != 0 {
                    return Err(unsup(info, "DPP neg/abs are not modelled"));
                }
                if gfx10_up && w1 >> 18 & 1 != 0 {
                    return Err(unsup(info, "DPP fi is not modelled"));
                }
                mods.dpp = Some(Dpp {
                    ctrl: (w1 >> 8 & 0x1ff) as u16,
                    row_mask: (w1 >> 28) as u8,
                    bank_mask: (w1 >> 24 & 0xf) as u8,
                    bound_ctrl: w1 >> 19 & 1 != 0,
                });
                src0 = 256 + (w1 & 0xff);
            }
            let vsrc1 = 256 + ((w0 >> 9) & 0xff);
            let vdst = (w0 >> 17) & 0xff;
            // GFX11 16-bit VOP1/VOP2/VOPC operands name a VGPR half: bit 7
            // of the 8-bit VGPR field selects the high half (True16; LLVM's
            // `v3.h`), so `v131` there is not a register. Halves are not
            // modelled: refuse rather than read the wrong register.
            if gfx11 && sixteen_bit(info) {
                let vgpr_fields = [
                    (src0 >= 256).then(|| src0 - 256),
                    // VOP1 keeps its opcode where VOP2/VOPC have vsrc1.
                    (fmt != Format::Vop1).then_some(vsrc1 - 256),
                    (fmt != Format::Vopc).then_some(vdst),
                ];
                if vgpr_fields.into_iter().flatten().any(|f| f >= 128) {
                    return Err(unsup(
                        info,
                        "GFX11 16-bit operand in a VGPR high half (True16)",
                    ));
                }
            }
            let mut nsrc = 0;
            let mut ndef = 0;
            for o in rows {
                if o.kind == OpKind::K32 {
                    ops.push(Operand::Literal(dx.literal()?));
                } else if o.is_def() {
                    ndef += 1;
                    ops.push(match (fmt, ndef, o.kind) {
                        (Format::Vopc, _, _) | (Format::Vop2, 2, _) => vcc(&dx),
                        (_, _, OpKind::Sdst) => sreg(&dx, info, vdst, o.dwords)?,
                        (_, _, OpKind::Adst) => {
                            Operand::Reg(Reg::new(RegFile::Agpr, vdst as u16, o.dwords))
                        }
                        _ => Operand::Reg(Reg::new(RegFile::Vgpr, vdst as u16, o.dwords)),
                    });
                } else {
                    let op = match nsrc {
                        0 => src(&mut dx, info, src0, o.dwords, o.kind == OpKind::Asrc)?,
                        1 => src(&mut dx, info, vsrc1, o.dwords, false)?,
                        _ => vcc(&dx),
                    };
                    nsrc += 1;
                    ops.push(op);
                }
            }
            if dx.literal.is_some() {
                dx.len += 4;
            }
        }
        Format::Vop3 => {
            let w1 = dx.word(1)?;
            let vop3b = rows.iter().filter(|o| o.is_def()).count() == 2;
            if info.format != Format::Vop3 {
                mods.flags |= flags::E64;
            }
            // GFX11+ v_cmpx writes EXEC only; its vdst field is exec_lo.
            let exec_only = info.format == Format::Vopc
                && !rows.iter().any(|o| o.is_def())
                && info.implicit.has(crate::insts::Implicit::DEF_EXEC);
            if exec_only && w0 & 0xff != 126 {
                return Err(unsup(info, "v_cmpx e64 with a vdst other than exec_lo"));
            }
            mods.clamp = w0 >> 15 & 1 != 0;
            if !vop3b {
                mods.abs = (w0 >> 8 & 7) as u8;
                let sel = (w0 >> 11 & 0xf) as u8;
                if sel != 0 && !info.attrs.has(Attrs::OPSEL) {
                    return Err(unsup(info, "VOP3 op_sel on an instruction without it"));
                }
                mods.op_sel = sel;
            }
            mods.neg = (w1 >> 29) as u8;
            mods.omod = (w1 >> 27 & 3) as u8;
            let s = [w1 & 0x1ff, w1 >> 9 & 0x1ff, w1 >> 18 & 0x1ff];
            let (mut ndef, mut nsrc) = (0, 0);
            for o in rows {
                if o.is_def() {
                    ndef += 1;
                    let w = width(&dx, info, o);
                    ops.push(match (ndef, o.kind) {
                        (2, _) => sreg(&dx, info, w0 >> 8 & 0x7f, w)?,
                        (_, OpKind::Sdst) => sreg(&dx, info, w0 & 0xff, w)?,
                        _ => Operand::Reg(Reg::new(RegFile::Vgpr, (w0 & 0xff) as u16, o.dwords)),
                    });
                } else {
                    let w = width(&dx, info, o);
                    ops.push(src(&mut dx, info, s[nsrc], w, false)?);
                    nsrc += 1;
                }
            }
            if dx.literal.is_some() && !gfx10_up {
                return Err(unsup(info, "literal in VOP3 needs GFX10"));
            }
        }
        Format::Vop3p => {
            let w1 = dx.word(1)?;
            let s = [w1 & 0x1ff, w1 >> 9 & 0x1ff, w1 >> 18 & 0x1ff];
            if info.format == Format::Mai {
                let acc_cd = w0 >> 15 & 1 != 0 || p == Processor::Gfx908;
                mods.cbsz = (w0 >> 8 & 7) as u8;
                mods.abid = (w0 >> 11 & 0xf) as u8;
                mods.blgp = (w1 >> 29) as u8;
                let file = if acc_cd { RegFile::Agpr } else { RegFile::Vgpr };
                ops.push(Operand::Reg(Reg::new(
                    file,
                    (w0 & 0xff) as u16,
                    rows[0].dwords,
                )));
                for k in 0..3 {
                    let agpr = if k < 2 {
                        w1 >> (27 + k) & 1 != 0
                    } else {
                        acc_cd
                    };
                    ops.push(src(&mut dx, info, s[k], rows[k + 1].dwords, agpr)?);
                }
            } else {
                mods.clamp = w0 >> 15 & 1 != 0;
                mods.op_sel = (w0 >> 11 & 7) as u8;
                mods.neg_hi = (w0 >> 8 & 7) as u8;
                mods.neg = (w1 >> 29) as u8;
                let hi = (w0 >> 14 & 1) << 2 | (w1 >> 27 & 3);
                mods.op_sel_hi_clear = if info.attrs.has(Attrs::MIX) {
                    hi as u8
                } else {
                    (!hi & 7) as u8
                };
                let file = if rows[0].kind == OpKind::Adst {
                    RegFile::Agpr
                } else {
                    RegFile::Vgpr
                };
                ops.push(Operand::Reg(Reg::new(
                    file,
                    (w0 & 0xff) as u16,
                    width(&dx, info, &rows[0]),
                )));
                for (k, o) in rows[1..].iter().enumerate() {
                    let w = width(&dx, info, o);
                    ops.push(src(&mut dx, info, s[k], w, o.kind == OpKind::Asrc)?);
                }
            }
            if dx.literal.is_some() && !gfx10_up {
                return Err(unsup(info, "literal in VOP3P needs GFX10"));
            }
        }
        Format::Ds => {
            let w1 = dx.word(1)?;
            let file = if !gfx10_up && w0 >> 25 & 1 != 0 {
                RegFile::Agpr
            } else {
                RegFile::Vgpr
            };
            if w0 >> if gfx10_up { 17 } else { 16 } & 1 != 0 {
                // GFX12 has no GDS; the bit is reserved there.
                if gfx12 {
                    return Err(unsup(info, "GDS bit set on GFX12"));
                }
                mods.flags |= flags::GDS;
            }
            let two = info.name.contains("2_") || info.name.contains("2st64");
            if two {
                mods.offset = (w0 & 0xff) as i32;
                mods.offset1 = (w0 >> 8 & 0xff) as u8;
            } else {
                mods.offset = (w0 & 0xffff) as i32;
            }
            let mut nd = 0;
            for o in rows {
                ops.push(match o.kind {
                    OpKind::AVdst => Operand::Reg(Reg::new(file, (w1 >> 24) as u16, o.dwords)),
                    OpKind::Vgpr => {
                        Operand::Reg(Reg::new(RegFile::Vgpr, (w1 & 0xff) as u16, o.dwords))
                    }
                    _ => {
                        nd += 1;
                        Operand::Reg(Reg::new(file, (w1 >> (8 * nd) & 0xff) as u16, o.dwords))
                    }
                });
            }
        }
        Format::Flat | Format::Global | Format::Scratch => {
            let w1 = dx.word(1)?;
            let file = if !gfx10_up && w1 >> 23 & 1 != 0 {
                RegFile::Agpr
            } else {
                RegFile::Vgpr
            };
            // glc, slc and dlc/scc: bits 14, 15, 13 on GFX11; 16, 17, 12
            // on GFX10; 16, 17, 25 on GFX9.
            let (glc, slc, dlc) = match g {
                Generation::Gfx10 => (16, 17, 12),
                _ if gfx11 => (14, 15, 13),
                _ => (16, 17, 25),
            };
            mods.cache =
                CachePolicy((w0 >> glc & 1 | (w0 >> slc & 1) << 1 | (w0 >> dlc & 1) << 2) as u8);
            // GFX10: 12-bit offsets (FLAT's never negative); 13 bits else.
            let bits = if gfx10 { 12 } else { 13 };
            mods.offset = if fmt == Format::Flat {
                (w0 & 0xfff) as i32
            } else {
                ((w0 << (32 - bits)) as i32) >> (32 - bits)
            };
            if !gfx11
                && w0 >> 13 & 1 != 0
                && !(fmt == Format::Scratch && p.info().architected_flat_scratch)
            {
                return Err(unsup(info, "LDS-DMA FLAT is not modelled"));
            }
            let saddr = w1 >> 16 & 0x7f;
            // `off`: 0x7f on GFX9, the null register on GFX10 (125; 0x7f
            // for a scratch access with no address at all) and GFX11 (124).
            let off = match g {
                Generation::Gfx10 if saddr == 0x7f && fmt == Format::Scratch => 0x7f,
                Generation::Gfx10 => 125,
                _ if gfx11 => 124,
                _ => 0x7f,
            };
            let sve = if gfx11 { w1 >> 23 & 1 } else { w0 >> 13 & 1 };
            for o in rows {
                ops.push(match o.kind {
                    OpKind::AVdst => Operand::Reg(Reg::new(file, (w1 >> 24) as u16, o.dwords)),
                    OpKind::AVsrc => {
                        Operand::Reg(Reg::new(file, (w1 >> 8 & 0xff) as u16, o.dwords))
                    }
                    OpKind::Vgpr => {
                        let n = if fmt == Format::Global && saddr != off {
                            1
                        } else {
                            2
                        };
                        Operand::Reg(Reg::new(RegFile::Vgpr, (w1 & 0xff) as u16, n))
                    }
                    OpKind::VaddrOpt => {
                        let has = if p.info().architected_flat_scratch {
                            sve != 0
                        } else if gfx10 {
                            saddr == 125
                        } else {
                            saddr == off
                        };
                        if has {
                            Operand::Reg(Reg::v((w1 & 0xff) as u16))
                        } else {
                            Operand::Off
                        }
                    }
                    _ if saddr == off => Operand::Off,
                    _ => sreg(&dx, info, saddr, o.dwords)?,
                });
            }
        }
        Format::Mubuf => {
            let w1 = dx.word(1)?;
            let file = if !gfx10_up && w1 >> 23 & 1 != 0 {
                RegFile::Agpr
            } else {
                RegFile::Vgpr
            };
            mods.offset = (w0 & 0xfff) as i32;
            let (offen, idxen) = if gfx10 {
                // GFX10: glc 14, dlc 15, slc in bit 22 of the second dword.
                mods.cache =
                    CachePolicy((w0 >> 14 & 1 | (w1 >> 22 & 1) << 1 | (w0 >> 15 & 1) << 2) as u8);
                if w0 >> 16 & 1 != 0 {
                    return Err(unsup(info, "MUBUF lds is not modelled"));
                }
                (w0 >> 12 & 1, w0 >> 13 & 1)
            } else if gfx11 {
                mods.cache =
                    CachePolicy((w0 >> 14 & 1 | (w0 >> 12 & 1) << 1 | (w0 >> 13 & 1) << 2) as u8);
                (w1 >> 22 & 1, w1 >> 23 & 1)
            } else {
                mods.cache =
                    CachePolicy((w0 >> 14 & 1 | (w0 >> 17 & 1) << 1 | (w0 >> 15 & 1) << 2) as u8);
                if w0 >> 16 & 1 != 0 {
                    return Err(unsup(info, "MUBUF lds is not modelled"));
                }
                (w0 >> 12 & 1, w0 >> 13 & 1)
            };
            if offen != 0 {
                mods.flags |= flags::OFFEN;
            }
            if idxen != 0 {
                mods.flags |= flags::IDXEN;
            }
            let both = mods.flags & (flags::OFFEN | flags::IDXEN) == flags::OFFEN | flags::IDXEN;
            for o in rows {
                ops.push(match o.kind {
                    OpKind::AVdst | OpKind::AVsrc => {
                        Operand::Reg(Reg::new(file, (w1 >> 8 & 0xff) as u16, o.dwords))
                    }
                    OpKind::VaddrOpt if mods.flags & (flags::OFFEN | flags::IDXEN) == 0 => {
                        Operand::Off
                    }
                    OpKind::VaddrOpt => Operand::Reg(Reg::new(
                        RegFile::Vgpr,
                        (w1 & 0xff) as u16,
                        if both { 2 } else { 1 },
                    )),
                    OpKind::Srsrc => {
                        Operand::Reg(Reg::new(RegFile::Sgpr, ((w1 >> 16 & 0x1f) * 4) as u16, 4))
                    }
                    _ => src(&mut dx, info, w1 >> 24, 1, false)?,
                });
            }
        }
        Format::Mai => unreachable_format(info)?,
    }
    if dx.literal.is_some() && !matches!(fmt, Format::Vop1 | Format::Vop2 | Format::Vopc) {
        dx.len += 4;
    }
    Ok((
        MInst {
            opcode,
            operands: ops,
            mods,
        },
        dx.len,
    ))
}

/// Operands and modifiers of an SDWA instruction (`w0` with src0 = 249,
/// then the SDWA dword `w1`), from the same field table the encoder uses.
fn sdwa(
    info: &'static InstInfo,
    w0: u32,
    w1: u32,
    dx: &mut Dx,
    ops: &mut SmallVec<[Operand; 5]>,
    mods: &mut Modifiers,
) -> Result<(), DecodeError> {
    if !has_sdwa(info) {
        return Err(unsup(info, "this instruction has no SDWA form"));
    }
    let fmt = info.format;
    let reserved = 1 << 22 | 1 << 30;
    if w1 & reserved != 0 {
        return Err(unsup(info, "reserved SDWA bits set"));
    }
    let bad_sel = || unsup(info, "reserved SDWA selector");
    let mut s = Sdwa::DWORD;
    let code = [field::SRC0.get(w1), (w0 >> 9) & 0xff];
    let nsrc = info.operands.iter().filter(|o| !o.is_def()).count();
    for k in 0..2 {
        let fields = [
            field::SRC_SEL[k],
            field::SEXT[k],
            field::NEG[k],
            field::ABS[k],
            field::SCALAR[k],
        ];
        if k >= nsrc {
            // VOP1 leaves the src1 controls zero.
            if fields.iter().any(|f| f.get(w1) != 0) {
                return Err(unsup(
                    info,
                    "SDWA controls for a source the instruction lacks",
                ));
            }
            continue;
        }
        s.src_sel[k] = SdwaSel::from_bits(field::SRC_SEL[k].get(w1)).ok_or_else(bad_sel)?;
        s.sext |= (field::SEXT[k].get(w1) as u8) << k;
        mods.neg |= (field::NEG[k].get(w1) as u8) << k;
        mods.abs |= (field::ABS[k].get(w1) as u8) << k;
    }
    if s.sext & (mods.neg | mods.abs) != 0 {
        return Err(unsup(info, "SDWA sext together with neg/abs"));
    }
    let vopc = fmt == Format::Vopc;
    if vopc {
        if field::SD.get(w1) == 0 && field::SDST.get(w1) != 0 {
            return Err(unsup(info, "VOPC SDWA sdst without sd"));
        }
    } else {
        s.dst_sel = SdwaSel::from_bits(field::DST_SEL.get(w1)).ok_or_else(bad_sel)?;
        s.dst_unused = DstUnused::from_bits(field::DST_UNUSED.get(w1))
            .ok_or_else(|| unsup(info, "reserved SDWA dst_unused"))?;
        mods.clamp = field::CLAMP.get(w1) != 0;
        mods.omod = field::OMOD.get(w1) as u8;
    }
    mods.sdwa = Some(s);
    let (mut k, mut ndef) = (0, 0);
    for o in info.operands {
        if o.is_def() {
            ndef += 1;
            ops.push(match (vopc, ndef) {
                (true, _) if field::SD.get(w1) != 0 => {
                    sreg(dx, info, field::SDST.get(w1), width(dx, info, o))?
                }
                (true, _) | (false, 2) => vcc(dx),
                _ => Operand::Reg(Reg::new(RegFile::Vgpr, ((w0 >> 17) & 0xff) as u16, 1)),
            });
            continue;
        }
        ops.push(if k == 2 {
            vcc(dx)
        } else if field::SCALAR[k].get(w1) != 0 {
            if code[k] == 255 {
                return Err(unsup(info, "SDWA takes no literal"));
            }
            src(dx, info, code[k], o.dwords, false)?
        } else {
            Operand::Reg(Reg::v(code[k] as u16))
        });
        k += 1;
    }
    Ok(())
}

/// GFX12 SMEM (the layout drawn on the encoder): th and scope, a 24-bit
/// signed offset, and an SGPR soffset whose immediate goes to
/// `mods.offset`.
fn gfx12_smem(
    dx: &Dx,
    info: &'static InstInfo,
    w0: u32,
    ops: &mut SmallVec<[Operand; 5]>,
    mods: &mut Modifiers,
) -> Result<(), DecodeError> {
    let w1 = dx.word(1)?;
    // Bits 20:19 (bit 20 is `nv`, which llvm-mc-22 refuses on GFX12), the
    // high hint bit 25 (hints 4-7 are invalid for SMEM) and bit 24 of the
    // second dword are not modelled.
    if w0 >> 19 & 3 != 0 || w0 >> 25 & 1 != 0 || w1 >> 24 & 1 != 0 {
        return Err(unsup(info, "reserved GFX12 SMEM bits set"));
    }
    mods.cache = CachePolicy((w0 >> 23 & 7 | (w0 >> 21 & 3) << 3) as u8);
    let soffset = w1 >> 25;
    let offset = ((w1 << 8) as i32) >> 8;
    for (i, o) in info.operands.iter().enumerate() {
        ops.push(match o.kind {
            OpKind::Sdst => sreg(dx, info, (w0 >> 6) & 0x7f, o.dwords)?,
            OpKind::Sgpr if i == 0 => sreg(dx, info, (w0 >> 6) & 0x7f, o.dwords)?,
            OpKind::Sgpr => {
                Operand::Reg(Reg::new(RegFile::Sgpr, ((w0 & 0x3f) * 2) as u16, o.dwords))
            }
            _ if soffset == 124 => Operand::Imm(offset),
            _ => {
                mods.offset = offset;
                sreg(dx, info, soffset, 1)?
            }
        });
    }
    Ok(())
}

/// GFX12 VFLAT/VSCRATCH/VGLOBAL and VBUFFER (the layouts drawn on the
/// encoder): three dwords, th and scope, 24-bit offsets.
fn gfx12_vmem(
    dx: &mut Dx,
    info: &'static InstInfo,
    fmt: Format,
    w0: u32,
    ops: &mut SmallVec<[Operand; 5]>,
    mods: &mut Modifiers,
) -> Result<(), DecodeError> {
    let (w1, w2) = (dx.word(1)?, dx.word(2)?);
    mods.cache = CachePolicy((w1 >> 20 & 7 | (w1 >> 18 & 3) << 3) as u8);
    if fmt == Format::Mubuf {
        // Bit 7 (`nv`), bits 25:22 and 13:8 of the first dword, bits 8
        // and 17:16 of the second are not modelled; the format field of
        // an untyped buffer access is 1.
        if w0 & 0x03c0_3f80 != 0 || w1 & 0x0003_0100 != 0 || w1 >> 23 & 0x7f != 1 {
            return Err(unsup(info, "GFX12 VBUFFER bits agc does not model"));
        }
        mods.offset = (w2 >> 8) as i32;
        if w1 >> 30 & 1 != 0 {
            mods.flags |= flags::OFFEN;
        }
        if w1 >> 31 != 0 {
            mods.flags |= flags::IDXEN;
        }
        let addr = mods.flags & (flags::OFFEN | flags::IDXEN);
        for o in info.operands {
            ops.push(match o.kind {
                OpKind::AVdst | OpKind::AVsrc => {
                    Operand::Reg(Reg::new(RegFile::Vgpr, (w1 & 0xff) as u16, o.dwords))
                }
                OpKind::VaddrOpt if addr == 0 => Operand::Off,
                OpKind::VaddrOpt => Operand::Reg(Reg::new(
                    RegFile::Vgpr,
                    (w2 & 0xff) as u16,
                    if addr == flags::OFFEN | flags::IDXEN {
                        2
                    } else {
                        1
                    },
                )),
                OpKind::Srsrc => {
                    let base = (w1 >> 9 & 0x7f) as u16;
                    if base % 4 != 0 {
                        return Err(unsup(info, "srsrc is not 4-aligned"));
                    }
                    Operand::Reg(Reg::new(RegFile::Sgpr, base, 4))
                }
                _ => sreg(dx, info, w0 & 0x7f, 1)?,
            });
        }
        return Ok(());
    }
    // Bit 7 (`nv`) and bits 23:22 and 13:8 of the first dword, bits 31
    // and 16:8 of the second are not modelled.
    if w0 & 0x00c0_3f80 != 0 || w1 & 0x8001_ff00 != 0 {
        return Err(unsup(info, "GFX12 VFLAT bits agc does not model"));
    }
    mods.offset = (w2 as i32) >> 8;
    let saddr = w0 & 0x7f;
    let sve = w1 >> 17 & 1;
    for o in info.operands {
        ops.push(match o.kind {
            OpKind::AVdst => Operand::Reg(Reg::new(RegFile::Vgpr, (w1 & 0xff) as u16, o.dwords)),
            OpKind::AVsrc => {
                Operand::Reg(Reg::new(RegFile::Vgpr, (w1 >> 23 & 0xff) as u16, o.dwords))
            }
            OpKind::Vgpr => {
                let n = if fmt == Format::Global && saddr != 124 {
                    1
                } else {
                    2
                };
                Operand::Reg(Reg::new(RegFile::Vgpr, (w2 & 0xff) as u16, n))
            }
            OpKind::VaddrOpt if sve != 0 => Operand::Reg(Reg::v((w2 & 0xff) as u16)),
            OpKind::VaddrOpt => Operand::Off,
            _ if saddr == 124 => Operand::Off,
            _ => sreg(dx, info, saddr, o.dwords)?,
        });
    }
    Ok(())
}

/// MAI rows are decoded through the VOP3P group; reaching here means the
/// group classification is wrong, reported as an error rather than a panic.
fn unreachable_format(info: &InstInfo) -> Result<(), DecodeError> {
    Err(unsup(info, "MAI encodings are decoded through VOP3P"))
}

/// The VOPD (GFX11 dual-issue) component opcodes, indexed by the 4-bit
/// OPX / 5-bit OPY field, as the VOP1/VOP2 row each one executes as;
/// `None` for numbers without a component or whose row the table lacks
/// (7 `v_dual_mul_dx9_zero_f32`, 12 and 13 the `dot2acc` forms). OPX
/// takes 0..=13, OPY also 16..=18. Oracle: `llvm-mc -show-encoding
/// -mcpu=gfx1100` (LLVM 22) on `v_dual_*` pairs.
pub const VOPD_OPS: [Option<Opcode>; 19] = [
    Some(Opcode::VFmacF32),
    Some(Opcode::VFmaakF32),
    Some(Opcode::VFmamkF32),
    Some(Opcode::VMulF32),
    Some(Opcode::VAddF32),
    Some(Opcode::VSubF32),
    Some(Opcode::VSubrevF32),
    None,
    Some(Opcode::VMovB32),
    Some(Opcode::VCndmaskB32),
    Some(Opcode::VMaxF32),
    Some(Opcode::VMinF32),
    None,
    None,
    None,
    None,
    Some(Opcode::VAddU32),
    Some(Opcode::VLshlrevB32),
    Some(Opcode::VAndB32),
];

/// A decoded VOPD: the X and Y components, each as the VOP1/VOP2 e32
/// instruction it performs. The hardware reads both components' sources
/// before writing either destination.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Vopd {
    pub x: MInst,
    pub y: MInst,
}

/// Decodes a VOPD instruction (GFX11, GFX12: the same layout and
/// component numbers, llvm-mc-22), if the bytes are one:
/// ```text
/// | 110010 | opx:4 | opy:5 | vsrc1x:8 | src0x:9 |
/// | vdstx:8 | vdsty:7 | vsrc1y:8 | src0y:9 |   (+ one literal)
/// ```
/// VDSTY holds bits 7..1 of Y's destination; its bit 0 is the inverse
/// of X's (the two destinations sit in different VGPR banks). Both
/// components share the one literal (a K constant or a source 255).
/// Returns `Ok(None)` for other encodings.
pub fn decode_vopd(
    bytes: &[u8],
    p: Processor,
    wave: u8,
) -> Result<Option<(Vopd, usize)>, DecodeError> {
    let g = p.info().generation;
    let mut dx = Dx {
        g,
        wave32: wave == 32,
        bytes,
        len: 8,
        literal: None,
    };
    let w0 = dx.word(0)?;
    if g < Generation::Gfx11 || w0 >> 26 != 0b11_0010 {
        return Ok(None);
    }
    let w1 = dx.word(1)?;
    let vdstx = w1 >> 24;
    let vdsty = (w1 >> 17 & 0x7f) << 1 | (vdstx & 1 ^ 1);
    let parts = [
        (w0 >> 22 & 0xf, w0 & 0x1ff, w0 >> 9 & 0xff, vdstx),
        (w0 >> 17 & 0x1f, w1 & 0x1ff, w1 >> 9 & 0xff, vdsty),
    ];
    let mut out: SmallVec<[MInst; 2]> = SmallVec::new();
    for (k, &(opc, src0, vsrc1, vdst)) in parts.iter().enumerate() {
        let opcode = VOPD_OPS
            .get(opc as usize)
            .copied()
            .flatten()
            .filter(|_| k == 1 || opc <= 13)
            .filter(|o| o.info().avail.contains(p))
            .ok_or(DecodeError::UnknownOpcode {
                format: Format::Vop2,
                opcode: opc as u16,
            })?;
        let info = opcode.info();
        let mut ops: SmallVec<[Operand; 5]> = SmallVec::new();
        let mut nsrc = 0;
        for o in info.operands {
            if o.kind == OpKind::K32 {
                ops.push(Operand::Literal(dx.literal()?));
            } else if o.is_def() {
                ops.push(Operand::Reg(Reg::new(RegFile::Vgpr, vdst as u16, 1)));
            } else {
                ops.push(match nsrc {
                    0 => src(&mut dx, info, src0, 1, false)?,
                    1 => Operand::Reg(Reg::new(RegFile::Vgpr, vsrc1 as u16, 1)),
                    _ => vcc(&dx),
                });
                nsrc += 1;
            }
        }
        out.push(MInst {
            opcode,
            operands: ops,
            mods: Modifiers::default(),
        });
    }
    let len = dx.len + if dx.literal.is_some() { 4 } else { 0 };
    let y = out.pop().ok_or(DecodeError::Truncated)?;
    let x = out.pop().ok_or(DecodeError::Truncated)?;
    Ok(Some((Vopd { x, y }, len)))
}

/// Decodes a whole byte stream (at `p`'s default wave size).
pub fn decode_all(mut bytes: &[u8], p: Processor) -> Result<Vec<MInst>, DecodeError> {
    let mut out = Vec::new();
    while !bytes.is_empty() {
        let (i, n) = decode(bytes, p)?;
        out.push(i);
        bytes = &bytes[n..];
    }
    Ok(out)
}
