//! Representative instructions for every table row.
//!
//! Role: the tests (oracle, round trip, encoding table) need one valid
//! instance of every row on every processor. [`representative`] builds it
//! from the row's operand kinds alone — fresh, suitably aligned registers
//! per file and fixed immediates — so a new row is covered by the tests
//! without writing anything but its table line.

use crate::insts::{Attrs, Format, OpKind, Opcode};
use crate::minst::{flags, CachePolicy, MInst, Modifiers, Operand};
use crate::print::waitcnt_imm_in;
use crate::processors::Processor;
use crate::processors::WaitcntLayout;
use crate::regs::{Reg, RegFile};

struct Alloc {
    next: [u16; 3],
}

impl Alloc {
    fn take(&mut self, file: RegFile, n: u8) -> Reg {
        let slot = match file {
            RegFile::Sgpr => 0,
            RegFile::Vgpr => 1,
            _ => 2,
        };
        // llvm-mc wants SGPR triples (GFX12 `s_load_b96`) 4-aligned.
        let align = match (n, file) {
            (1, _) => 1,
            (3, RegFile::Sgpr) => 4,
            (2 | 3, _) => 2,
            _ => 4,
        };
        let i = self.next[slot].div_ceil(align) * align;
        self.next[slot] = i + n as u16;
        Reg::new(file, i, n)
    }
}

/// A valid instance of `op` for processor `p` (assumes `p` has the row),
/// at `p`'s default wave size.
pub fn representative(op: Opcode, p: Processor) -> MInst {
    representative_wave(op, p, p.info().wave_sizes[0])
}

/// [`representative`] at wave size `wave`: in wave32 the lane masks are
/// `vcc_lo` or one SGPR.
pub fn representative_wave(op: Opcode, p: Processor, wave: u8) -> MInst {
    let info = op.info();
    let g = p.info().generation;
    let vcc = if wave == 32 { Reg::VCC_LO } else { Reg::VCC };
    let fmt = info.format;
    let mut a = Alloc { next: [2, 2, 0] };
    let mut ops = Vec::new();
    let mut mods = Modifiers::default();
    let mut nsrc = 0;
    let two = fmt == Format::Ds && (info.name.contains("2_") || info.name.contains("2st64"));
    let mut mfma_dst = None;
    for o in info.operands {
        let n = if wave == 32 && o.is_lane_mask(fmt) {
            1
        } else if wave == 64 && o.wave_split {
            o.dwords / 2
        } else {
            o.dwords
        };
        let is_src = !o.is_def();
        if is_src {
            nsrc += 1;
        }
        let operand = match o.kind {
            OpKind::Sdst if o.dwords == 2 && matches!(fmt, Format::Vopc | Format::Vop2) => {
                Operand::Reg(vcc)
            }
            OpKind::Sdst | OpKind::Sgpr => Operand::Reg(a.take(RegFile::Sgpr, n)),
            OpKind::Ssrc if fmt == Format::Vop2 && nsrc == 3 => Operand::Reg(vcc),
            // v_writelane: SGPR data and a constant lane (one scalar read).
            OpKind::Ssrc if info.name == "v_writelane_b32" && nsrc == 2 => Operand::int(3),
            // The workgroup barrier: m0 or a constant, never an SGPR.
            OpKind::Ssrc if info.name == "s_barrier_signal" => Operand::int(-1),
            OpKind::Ssrc => Operand::Reg(a.take(RegFile::Sgpr, n)),
            OpKind::Vdst | OpKind::Vsrc | OpKind::Vgpr => Operand::Reg(a.take(RegFile::Vgpr, n)),
            OpKind::Adst | OpKind::Asrc => Operand::Reg(a.take(RegFile::Agpr, n)),
            OpKind::AVdst | OpKind::AVsrc if fmt == Format::Mai => {
                if o.is_def() {
                    let r = a.take(RegFile::Agpr, n);
                    mfma_dst = Some(r);
                    Operand::Reg(r)
                } else if nsrc == 3 {
                    Operand::Reg(mfma_dst.unwrap_or(Reg::a(0)))
                } else {
                    Operand::Reg(a.take(RegFile::Vgpr, n))
                }
            }
            OpKind::AVdst | OpKind::AVsrc => Operand::Reg(a.take(RegFile::Vgpr, n)),
            OpKind::Simm16 if fmt == Format::Sopk => Operand::Imm(0x1234),
            OpKind::Simm16Hex => Operand::Imm(3),
            // instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
            OpKind::DelayAlu => Operand::Imm(0x91),
            // va_vdst(0) with hold_cnt written out as 0: llvm-mc-22 on
            // gfx1030 assembles an omitted hold_cnt as 0 but prints 0x0f9f
            // without it, so only an explicit field round-trips on every
            // generation.
            OpKind::Depctr => Operand::Imm(0x0f1f),
            OpKind::Null => Operand::Reg(Reg::NULL),
            OpKind::Simm16 => Operand::Imm(1),
            OpKind::Label => Operand::Imm(5),
            OpKind::Waitcnt => {
                let l = &g.info().waitcnt;
                let (exp, lgkm) = (WaitcntLayout::max(l.expcnt), WaitcntLayout::max(l.lgkmcnt));
                Operand::Imm(waitcnt_imm_in(g, 0, exp, lgkm).unwrap_or(0))
            }
            OpKind::Hwreg => Operand::Imm(1 | 3 << 11),
            OpKind::Sendmsg => Operand::Imm(1),
            OpKind::SmemOffset => Operand::Imm(0x10),
            OpKind::Saddr | OpKind::SaddrOpt => Operand::Off,
            OpKind::VaddrOpt => Operand::Reg(a.take(RegFile::Vgpr, 1)),
            OpKind::Srsrc => Operand::Reg(Reg::s_range(4, 7)),
            OpKind::Soffset => Operand::Reg(Reg::s(8)),
            OpKind::K32 if info.name.ends_with("_f16") => Operand::Literal(0x4f80),
            OpKind::K32 => Operand::Literal(0x4f80_0000),
        };
        ops.push(operand);
    }
    match fmt {
        Format::Ds if two => {
            mods.offset = 1;
            mods.offset1 = 2;
        }
        Format::Ds => mods.offset = 8,
        Format::Mubuf => {
            if info.operands.iter().any(|o| o.kind == OpKind::VaddrOpt) {
                mods.flags |= flags::OFFEN;
                mods.offset = 16;
            }
        }
        // Cache maintenance (GFX12 `global_wb`/`global_inv`) takes no offset.
        Format::Global if info.operands.is_empty() => {}
        Format::Global | Format::Scratch => mods.offset = -16,
        Format::Flat => mods.offset = 16,
        _ => {}
    }
    if info.attrs.has(Attrs::RTN) {
        mods.cache = CachePolicy::GLC;
    }
    let _ = p;
    MInst::new(op, &ops).with_mods(mods)
}
