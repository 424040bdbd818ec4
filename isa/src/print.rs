//! llvm-mc-compatible assembly text.
//!
//! Role: prints an [`MInst`] the way `llvm-mc -show-encoding` prints it
//! for the same processor, so our output can be fed back to llvm-mc and
//! compared (the oracle test) and read by people used to LLVM listings.
//!
//! Central trick: as in the encoder, printing walks the row's operand list;
//! only the operand *kind* decides the spelling (registers, `off`, inline
//! constants by value, literals in hex, `s_waitcnt` fields, `hwreg(...)`,
//! `sendmsg(...)`). Modifiers follow in llvm-mc's order. The `_e32` /
//! `_e64` / `_dpp` / `_sdwa` suffix of VOP1/VOP2/VOPC rows is taken from
//! the encoding the encoder would choose ([`crate::encode::uses_vop3`]);
//! SDWA prints `sext(...)` sources and every selector, as llvm-mc does.

use crate::encode::uses_vop3;
use crate::insts::{Attrs, Format, OpKind};
use crate::minst::{flags, MInst, Operand};
use crate::processors::{CacheBits, Generation, Processor, WaitcntLayout};
use core::fmt::Write;

const INLINE_FLOATS: [&str; 9] = [
    "0.5",
    "-0.5",
    "1.0",
    "-1.0",
    "2.0",
    "-2.0",
    "4.0",
    "-4.0",
    "0.15915494",
];

/// Prints an inline constant or literal read as a `dwords`-wide operand.
/// 1/(2*pi) is the one spelling that depends on the width: a 64-bit
/// operand needs all the digits of the double, or llvm-mc takes the short
/// form for a literal it cannot encode.
fn constant(out: &mut String, op: Operand, dwords: u8) {
    match op {
        Operand::Inline(248) if dwords == 2 => out.push_str("0.15915494309189532"),
        Operand::Inline(c @ 128..=192) => write!(out, "{}", c as i32 - 128).unwrap(),
        Operand::Inline(c @ 193..=208) => write!(out, "{}", 192 - c as i32).unwrap(),
        Operand::Inline(c @ 240..=248) => out.push_str(INLINE_FLOATS[(c - 240) as usize]),
        Operand::Inline(c) => write!(out, "<inline {c}>").unwrap(),
        Operand::Literal(v) => write!(out, "0x{v:x}").unwrap(),
        _ => {}
    }
}

fn waitcnt(out: &mut String, v: u32, g: Generation) {
    let l = &g.info().waitcnt;
    let field = |f| (WaitcntLayout::get(f, v), WaitcntLayout::max(f));
    let (vm, vm_max) = field(l.vmcnt);
    let (exp, exp_max) = field(l.expcnt);
    let (lgkm, lgkm_max) = field(l.lgkmcnt);
    let mut parts = Vec::new();
    if vm != vm_max {
        parts.push(format!("vmcnt({vm})"));
    }
    if exp != exp_max {
        parts.push(format!("expcnt({exp})"));
    }
    if lgkm != lgkm_max {
        parts.push(format!("lgkmcnt({lgkm})"));
    }
    if parts.is_empty() {
        parts = vec![
            format!("vmcnt({vm})"),
            format!("expcnt({exp})"),
            format!("lgkmcnt({lgkm})"),
        ];
    }
    out.push_str(&parts.join(" "));
}

/// The largest count of each GFX9 `s_waitcnt` field: a field at its
/// maximum does not wait.
pub const VMCNT_MAX: u32 = 63;
pub const EXPCNT_MAX: u32 = 7;
pub const LGKMCNT_MAX: u32 = 15;

/// Encodes an `s_waitcnt` immediate for GFX9 (vmcnt 0..63, expcnt 0..7,
/// lgkmcnt 0..15); `None` for an out-of-range count.
pub fn waitcnt_imm(vm: u32, exp: u32, lgkm: u32) -> Option<i32> {
    waitcnt_imm_in(Generation::Gfx9, vm, exp, lgkm)
}

/// Encodes an `s_waitcnt` immediate in generation `g`'s layout
/// ([`crate::processors::GenerationInfo::waitcnt`]); `None` for an
/// out-of-range count.
pub fn waitcnt_imm_in(g: Generation, vm: u32, exp: u32, lgkm: u32) -> Option<i32> {
    let l = &g.info().waitcnt;
    let mut v = 0;
    for (f, n) in [(l.vmcnt, vm), (l.expcnt, exp), (l.lgkmcnt, lgkm)] {
        if n > WaitcntLayout::max(f) {
            return None;
        }
        v |= WaitcntLayout::put(f, n);
    }
    Some(v as i32)
}

/// The GFX9 `s_waitcnt` immediate that drains vmcnt and/or lgkmcnt to
/// zero and leaves the other counters alone.
pub fn waitcnt_drain(vm: bool, lgkm: bool) -> i32 {
    waitcnt_drain_in(Generation::Gfx9, vm, lgkm)
}

/// [`waitcnt_drain`] in generation `g`'s layout.
pub fn waitcnt_drain_in(g: Generation, vm: bool, lgkm: bool) -> i32 {
    let l = &g.info().waitcnt;
    let count = |drain: bool, f| if drain { 0 } else { WaitcntLayout::max(f) };
    let mut v = WaitcntLayout::put(l.vmcnt, count(vm, l.vmcnt));
    v |= WaitcntLayout::put(l.expcnt, WaitcntLayout::max(l.expcnt));
    v |= WaitcntLayout::put(l.lgkmcnt, count(lgkm, l.lgkmcnt));
    v as i32
}

/// `hwreg(...)` register names per generation (llvm-mc-22 `s_getreg_b32
/// s1, hwreg(N)` on gfx900, gfx1030, gfx1100 and gfx1200: GFX10 has no
/// name for 4, whose HW_ID it split in two elsewhere; GFX12 renamed the
/// wave state registers and has no name for 3).
#[rustfmt::skip]
const HWREG_NAMES: &[(Generation, u32, &str)] = &[
    (Generation::Gfx9, 1, "HW_REG_MODE"),
    (Generation::Gfx9, 2, "HW_REG_STATUS"),
    (Generation::Gfx9, 3, "HW_REG_TRAPSTS"),
    (Generation::Gfx9, 4, "HW_REG_HW_ID"),
    (Generation::Gfx9, 5, "HW_REG_GPR_ALLOC"),
    (Generation::Gfx9, 6, "HW_REG_LDS_ALLOC"),
    (Generation::Gfx9, 7, "HW_REG_IB_STS"),
    (Generation::Gfx10, 1, "HW_REG_MODE"),
    (Generation::Gfx10, 2, "HW_REG_STATUS"),
    (Generation::Gfx10, 3, "HW_REG_TRAPSTS"),
    (Generation::Gfx10, 5, "HW_REG_GPR_ALLOC"),
    (Generation::Gfx10, 6, "HW_REG_LDS_ALLOC"),
    (Generation::Gfx10, 7, "HW_REG_IB_STS"),
    (Generation::Gfx11, 1, "HW_REG_MODE"),
    (Generation::Gfx11, 2, "HW_REG_STATUS"),
    (Generation::Gfx11, 3, "HW_REG_TRAPSTS"),
    (Generation::Gfx11, 4, "HW_REG_HW_ID"),
    (Generation::Gfx11, 5, "HW_REG_GPR_ALLOC"),
    (Generation::Gfx11, 6, "HW_REG_LDS_ALLOC"),
    (Generation::Gfx11, 7, "HW_REG_IB_STS"),
    (Generation::Gfx12, 1, "HW_REG_WAVE_MODE"),
    (Generation::Gfx12, 2, "HW_REG_WAVE_STATUS"),
    (Generation::Gfx12, 4, "HW_REG_WAVE_STATE_PRIV"),
    (Generation::Gfx12, 5, "HW_REG_WAVE_GPR_ALLOC"),
    (Generation::Gfx12, 6, "HW_REG_WAVE_LDS_ALLOC"),
    (Generation::Gfx12, 7, "HW_REG_IB_STS"),
];

fn hwreg(out: &mut String, v: u32, g: Generation) {
    let id = v & 0x3f;
    let off = v >> 6 & 0x1f;
    let size = (v >> 11 & 0x1f) + 1;
    out.push_str("hwreg(");
    match HWREG_NAMES.iter().find(|&&(hg, i, _)| hg == g && i == id) {
        Some((_, _, n)) => out.push_str(n),
        None => write!(out, "{id}").unwrap(),
    }
    if off != 0 || size != 32 {
        write!(out, ", {off}, {size}").unwrap();
    }
    out.push(')');
}

/// `s_sendmsg` messages without operation fields that llvm-mc prints by
/// name, per generation (llvm-mc-22 `s_sendmsg N` on gfx900, gfx1030,
/// gfx1100 and gfx1200; GFX10 adds MSG_GS_ALLOC_REQ and MSG_GET_DOORBELL; GFX11 dropped MSG_SAVEWAVE and MSG_ORDERED_PS_DONE and added
/// MSG_DEALLOC_VGPRS and the MSG_RTN_* messages; GFX12 names neither 5
/// nor 6).
#[rustfmt::skip]
pub const SENDMSG_NAMES: &[(Generation, u32, &str)] = &[
    (Generation::Gfx9, 1, "MSG_INTERRUPT"),
    (Generation::Gfx9, 4, "MSG_SAVEWAVE"),
    (Generation::Gfx9, 5, "MSG_STALL_WAVE_GEN"),
    (Generation::Gfx9, 6, "MSG_HALT_WAVES"),
    (Generation::Gfx9, 7, "MSG_ORDERED_PS_DONE"),
    (Generation::Gfx10, 1, "MSG_INTERRUPT"),
    (Generation::Gfx10, 4, "MSG_SAVEWAVE"),
    (Generation::Gfx10, 5, "MSG_STALL_WAVE_GEN"),
    (Generation::Gfx10, 6, "MSG_HALT_WAVES"),
    (Generation::Gfx10, 7, "MSG_ORDERED_PS_DONE"),
    (Generation::Gfx10, 9, "MSG_GS_ALLOC_REQ"),
    (Generation::Gfx10, 10, "MSG_GET_DOORBELL"),
    (Generation::Gfx11, 1, "MSG_INTERRUPT"),
    (Generation::Gfx11, 2, "MSG_HS_TESSFACTOR"),
    (Generation::Gfx11, 3, "MSG_DEALLOC_VGPRS"),
    (Generation::Gfx11, 5, "MSG_STALL_WAVE_GEN"),
    (Generation::Gfx11, 6, "MSG_HALT_WAVES"),
    (Generation::Gfx11, 9, "MSG_GS_ALLOC_REQ"),
    (Generation::Gfx11, 128, "MSG_RTN_GET_DOORBELL"),
    (Generation::Gfx11, 129, "MSG_RTN_GET_DDID"),
    (Generation::Gfx11, 130, "MSG_RTN_GET_TMA"),
    (Generation::Gfx11, 131, "MSG_RTN_GET_REALTIME"),
    (Generation::Gfx11, 132, "MSG_RTN_SAVE_WAVE"),
    (Generation::Gfx11, 133, "MSG_RTN_GET_TBA"),
    (Generation::Gfx11, 134, "MSG_RTN_GET_TBA_TO_PC"),
    (Generation::Gfx12, 1, "MSG_INTERRUPT"),
    (Generation::Gfx12, 2, "MSG_HS_TESSFACTOR"),
    (Generation::Gfx12, 3, "MSG_DEALLOC_VGPRS"),
    (Generation::Gfx12, 9, "MSG_GS_ALLOC_REQ"),
    (Generation::Gfx12, 128, "MSG_RTN_GET_DOORBELL"),
    (Generation::Gfx12, 129, "MSG_RTN_GET_DDID"),
    (Generation::Gfx12, 130, "MSG_RTN_GET_TMA"),
    (Generation::Gfx12, 131, "MSG_RTN_GET_REALTIME"),
    (Generation::Gfx12, 132, "MSG_RTN_SAVE_WAVE"),
    (Generation::Gfx12, 133, "MSG_RTN_GET_TBA"),
    (Generation::Gfx12, 134, "MSG_RTN_GET_TBA_TO_PC"),
];

fn sendmsg(out: &mut String, v: u32, g: Generation) {
    match SENDMSG_NAMES
        .iter()
        .find(|&&(mg, id, _)| mg == g && id == v)
    {
        Some((_, _, n)) => write!(out, "sendmsg({n})").unwrap(),
        None => write!(out, "{v}").unwrap(),
    }
}

/// `s_delay_alu` names (llvm-mc-22, gfx1100): the instid values and the
/// instskip values.
const DELAY_INSTID: [&str; 12] = [
    "NO_DEP",
    "VALU_DEP_1",
    "VALU_DEP_2",
    "VALU_DEP_3",
    "VALU_DEP_4",
    "TRANS32_DEP_1",
    "TRANS32_DEP_2",
    "TRANS32_DEP_3",
    "FMA_ACCUM_CYCLE_1",
    "SALU_CYCLE_1",
    "SALU_CYCLE_2",
    "SALU_CYCLE_3",
];
const DELAY_SKIP: [&str; 6] = ["SAME", "NEXT", "SKIP_1", "SKIP_2", "SKIP_3", "SKIP_4"];

/// `instid0(..) | instskip(..) | instid1(..)`, the non-zero fields only;
/// the raw value when a field has no name or all are zero.
fn delay_alu(out: &mut String, v: u32) {
    let (id0, skip, id1) = (v & 0xf, v >> 4 & 7, v >> 7 & 0xf);
    let name = |t: &[&'static str], i: u32| t.get(i as usize).copied();
    let parts = [
        ("instid0", id0, name(&DELAY_INSTID, id0)),
        ("instskip", skip, name(&DELAY_SKIP, skip)),
        ("instid1", id1, name(&DELAY_INSTID, id1)),
    ];
    if v >> 11 != 0 || v == 0 || parts.iter().any(|p| p.2.is_none()) {
        write!(out, "{v}").unwrap();
        return;
    }
    let s: Vec<String> = parts
        .iter()
        .filter(|p| p.1 != 0)
        .map(|p| format!("{}({})", p.0, p.2.unwrap_or("")))
        .collect();
    out.push_str(&s.join(" | "));
}

/// `s_waitcnt_depctr`: the fields not at their maximum (every field when
/// all are), or the raw value when bits outside `p`'s fields are set.
fn depctr(out: &mut String, v: u32, p: Processor) {
    use crate::insts::depctr_fields;
    let field = |&(_, sh, w): &(&str, u8, u8)| (v >> sh & ((1 << w) - 1), (1u32 << w) - 1);
    let known: u32 = depctr_fields(p)
        .map(|&(_, sh, w)| ((1u32 << w) - 1) << sh)
        .sum();
    if v & !known != 0 {
        write!(out, "0x{v:x}").unwrap();
        return;
    }
    let all_max = depctr_fields(p).all(|f| field(f).0 == field(f).1);
    let s: Vec<String> = depctr_fields(p)
        .filter(|f| all_max || field(f).0 != field(f).1)
        .map(|f| format!("depctr_{}({})", f.0, field(f).0))
        .collect();
    out.push_str(&s.join(" "));
}

/// ds_swizzle_b32 pattern: bit 15 = quad-permute mode (four 2-bit lane
/// selects), else a bitmask mode (and, or, xor masks of 5 bits) printed as
/// llvm-mc's BITMASK_PERM string, one character per lane-id bit from bit 4
/// down: `0` force 0, `1` force 1, `p` preserve, `i` invert. When the
/// masks have no such spelling (or with xor on a cleared bit) the raw value is printed.
fn swizzle(out: &mut String, off: u32) {
    if off & 0x8000 != 0 {
        let q = off & 0xff;
        write!(
            out,
            "swizzle(QUAD_PERM,{},{},{},{})",
            q & 3,
            q >> 2 & 3,
            q >> 4 & 3,
            q >> 6 & 3
        )
        .unwrap();
        return;
    }
    let (and, or, xor) = (off & 0x1f, off >> 5 & 0x1f, off >> 10 & 0x1f);
    let mut s = String::new();
    for b in (0..5).rev() {
        s.push(match (and >> b & 1, or >> b & 1, xor >> b & 1) {
            (0, 0, 0) => '0',
            (0, 1, 0) => '1',
            (1, 0, 0) => 'p',
            (1, 0, 1) => 'i',
            _ => {
                write!(out, "{off:#x}").unwrap();
                return;
            }
        });
    }
    write!(out, "swizzle(BITMASK_PERM,\"{s}\")").unwrap();
}

fn dpp_ctrl(out: &mut String, c: u16) {
    match c {
        0..=0xff => write!(
            out,
            "quad_perm:[{},{},{},{}]",
            c & 3,
            c >> 2 & 3,
            c >> 4 & 3,
            c >> 6 & 3
        )
        .unwrap(),
        0x101..=0x10f => write!(out, "row_shl:{}", c & 0xf).unwrap(),
        0x111..=0x11f => write!(out, "row_shr:{}", c & 0xf).unwrap(),
        0x121..=0x12f => write!(out, "row_ror:{}", c & 0xf).unwrap(),
        0x130 => out.push_str("wave_shl:1"),
        0x134 => out.push_str("wave_rol:1"),
        0x138 => out.push_str("wave_shr:1"),
        0x13c => out.push_str("wave_ror:1"),
        0x140 => out.push_str("row_mirror"),
        0x141 => out.push_str("row_half_mirror"),
        0x142 => out.push_str("row_bcast:15"),
        0x143 => out.push_str("row_bcast:31"),
        0x150..=0x15f => write!(out, "row_share:{}", c & 0xf).unwrap(),
        0x160..=0x16f => write!(out, "row_xmask:{}", c & 0xf).unwrap(),
        _ => write!(out, "dpp_ctrl:{c:#x}").unwrap(),
    }
}

fn bits_list(out: &mut String, name: &str, bits: u8, n: usize) {
    write!(out, " {name}:[").unwrap();
    for i in 0..n {
        if i > 0 {
            out.push(',');
        }
        write!(out, "{}", bits >> i & 1).unwrap();
    }
    out.push(']');
}

/// An SMEM offset as llvm-mc prints it: `0x10`, `-0x10`.
fn hex_offset(out: &mut String, v: i32) {
    if v < 0 {
        write!(out, "-0x{:x}", -(v as i64)).unwrap()
    } else {
        write!(out, "0x{v:x}").unwrap()
    }
}

/// Which family of GFX12 temporal-hint names an instruction takes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ThKind {
    Load,
    Store,
    Atomic,
}

/// GFX12 `th:` hint names by value, for loads and stores; 3 is `BYPASS`
/// at system scope (llvm-mc-22 -mcpu=gfx1200 disassembling every value
/// at every scope). A load's 7 is reserved: printed `th:0x7`.
const TH_LOAD: [&str; 8] = ["RT", "NT", "HT", "LU", "NT_RT", "RT_NT", "NT_HT", ""];
const TH_STORE: [&str; 8] = ["RT", "NT", "HT", "WB", "NT_RT", "RT_NT", "NT_HT", "NT_WB"];
const SCOPES: [&str; 4] = ["CU", "SE", "DEV", "SYS"];

/// ` th:TH_LOAD_NT scope:SCOPE_SYS`, as llvm-mc-22 prints a GFX12 cache
/// policy: nothing for the default hint and scope. Atomic hints are bits
/// (return, non-temporal, cascade); llvm-mc names the cascade forms only
/// at device or system scope (`TH_ATOMIC_CASCADE_RT`/`_NT`, dropping the
/// return bit from the name) and prints `TH_ATOMIC_0x4`... below.
fn th_scope(out: &mut String, c: crate::minst::CachePolicy, kind: ThKind) {
    let (th, scope) = (c.th() as usize, c.scope() as usize);
    if th != 0 {
        out.push_str(" th:");
        match kind {
            ThKind::Load | ThKind::Store if th == 3 && scope == 3 => {
                let k = if kind == ThKind::Load {
                    "LOAD"
                } else {
                    "STORE"
                };
                write!(out, "TH_{k}_BYPASS").unwrap()
            }
            ThKind::Load if th == 7 => out.push_str("0x7"),
            ThKind::Load => write!(out, "TH_LOAD_{}", TH_LOAD[th]).unwrap(),
            ThKind::Store => write!(out, "TH_STORE_{}", TH_STORE[th]).unwrap(),
            ThKind::Atomic => match th {
                1 => out.push_str("TH_ATOMIC_RETURN"),
                2 => out.push_str("TH_ATOMIC_NT"),
                3 => out.push_str("TH_ATOMIC_NT_RETURN"),
                4 | 5 if scope >= 2 => out.push_str("TH_ATOMIC_CASCADE_RT"),
                6 | 7 if scope >= 2 => out.push_str("TH_ATOMIC_CASCADE_NT"),
                _ => write!(out, "TH_ATOMIC_0x{th:x}").unwrap(),
            },
        }
    }
    if scope != 0 {
        write!(out, " scope:SCOPE_{}", SCOPES[scope]).unwrap();
    }
}

/// Prints one instruction in llvm-mc syntax for processor `p`.
pub fn print(inst: &MInst, p: Processor) -> String {
    let info = inst.opcode.info();
    let m = &inst.mods;
    let mut out = String::from(info.mnemonic(p));
    let short = matches!(info.format, Format::Vop1 | Format::Vop2 | Format::Vopc);
    let vop3 = short && uses_vop3(inst);
    if short && !info.attrs.has(Attrs::E32_ONLY) {
        out.push_str(if m.dpp.is_some() {
            "_dpp"
        } else if m.sdwa.is_some() {
            "_sdwa"
        } else if vop3 {
            "_e64"
        } else {
            "_e32"
        });
    }
    let mut src_no = 0usize;
    for (i, (o, &op)) in info.operands.iter().zip(inst.operands.iter()).enumerate() {
        out.push_str(if i == 0 { " " } else { ", " });
        let is_src = !o.is_def() && (info.format.is_valu());
        let mods_here = vop3 || info.format == Format::Vop3 || m.sdwa.is_some();
        // The mix rows take VOP3-style source modifiers in VOP3P's
        // fields: neg_lo negates, neg_hi is abs (llvm-mc-22 prints
        // `-|v2|` for neg_lo[0] and neg_hi[0], on gfx906 and gfx1200).
        let mix = info.attrs.has(Attrs::MIX);
        let (neg, abs) = if is_src && mix {
            (m.neg >> src_no & 1 != 0, m.neg_hi >> src_no & 1 != 0)
        } else if is_src && mods_here {
            (m.neg >> src_no & 1 != 0, m.abs >> src_no & 1 != 0)
        } else {
            (false, false)
        };
        let sext = is_src && m.sdwa.is_some_and(|s| s.sext >> src_no & 1 != 0);
        if is_src {
            src_no += 1;
        }
        // `-0.5` would read back as the inline constant -0.5 (a different
        // encoding), so a negated constant without `abs` is spelled
        // `neg(0.5)`, as llvm-mc prints it. With `abs`, `-|0.5|` is
        // unambiguous.
        let neg_call = neg && !abs && matches!(op, Operand::Inline(_) | Operand::Literal(_));
        if neg_call {
            out.push_str("neg(");
        } else if neg {
            out.push('-');
        }
        if abs {
            out.push('|');
        }
        if sext {
            out.push_str("sext(");
        }
        match (o.kind, op) {
            (_, Operand::Reg(r)) => write!(out, "{r}").unwrap(),
            (_, Operand::Off) => out.push_str("off"),
            // A 32-bit literal whose value an inline constant also gives
            // (a relocation's placeholder, say): llvm-mc and llvm-objdump
            // spell it `lit(0x0)`, as plain `0x0` would assemble to the
            // inline constant. K operands are always literals.
            (k, Operand::Literal(v))
                if k != OpKind::K32
                    && o.dwords == 1
                    && matches!(Operand::b32(v), Operand::Inline(_)) =>
            {
                write!(out, "lit(0x{v:x})").unwrap()
            }
            (_, Operand::Inline(_) | Operand::Literal(_)) => constant(&mut out, op, o.dwords),
            // Branch offsets as the 16-bit field, as llvm-objdump prints
            // them (`s_branch 65534` for -2; llvm-mc reads both).
            (OpKind::Label, Operand::Imm(v)) => write!(out, "{}", v as u16).unwrap(),
            (OpKind::Waitcnt, Operand::Imm(v)) => waitcnt(&mut out, v as u32, p.info().generation),
            (OpKind::Hwreg, Operand::Imm(v)) => hwreg(&mut out, v as u32, p.info().generation),
            (OpKind::Sendmsg, Operand::Imm(v)) => sendmsg(&mut out, v as u32, p.info().generation),
            (OpKind::DelayAlu, Operand::Imm(v)) => delay_alu(&mut out, v as u32 & 0xffff),
            (OpKind::Depctr, Operand::Imm(v)) => depctr(&mut out, v as u32 & 0xffff, p),
            (OpKind::Simm16Hex, Operand::Imm(v)) => {
                write!(out, "0x{:x}", v as u32 & 0xffff).unwrap()
            }
            (OpKind::SmemOffset, Operand::Imm(v)) => hex_offset(&mut out, v),
            (OpKind::Simm16, Operand::Imm(v)) if info.format == Format::Sopk => {
                write!(out, "0x{:x}", v as u32 & 0xffff).unwrap()
            }
            // SOPP immediates: decimal up to 64, hex above, as llvm-mc
            // and llvm-objdump print them (`s_nop 0x64`, `s_trap 2`,
            // GFX12's `s_barrier_wait 0xffff`).
            (OpKind::Simm16, Operand::Imm(v)) if v as u32 & 0xffff > 64 => {
                write!(out, "0x{:x}", v as u32 & 0xffff).unwrap()
            }
            (_, Operand::Imm(v)) => write!(out, "{v}").unwrap(),
        }
        if abs {
            out.push('|');
        }
        if sext || neg_call {
            out.push(')');
        }
    }
    // Modifiers, in llvm-mc's order per format.
    match info.format {
        Format::Smem if p.info().cache_bits == CacheBits::ThScope => {
            // GFX12: an SGPR soffset is printed with its immediate,
            // `s7 offset:0x0` included.
            let sgpr_off = info
                .operands
                .iter()
                .zip(inst.operands.iter())
                .any(|(o, op)| o.kind == OpKind::SmemOffset && matches!(op, Operand::Reg(_)));
            if sgpr_off {
                out.push_str(" offset:");
                hex_offset(&mut out, m.offset);
            }
            th_scope(&mut out, m.cache, ThKind::Load);
        }
        Format::Smem => {
            if m.cache.0 & 1 != 0 {
                out.push_str(" glc");
            }
            if m.cache.0 & 4 != 0 {
                out.push_str(" dlc");
            }
        }
        Format::Vop1 | Format::Vop2 | Format::Vopc | Format::Vop3 => {
            if let Some(d) = m.dpp {
                out.push(' ');
                dpp_ctrl(&mut out, d.ctrl);
                write!(
                    out,
                    " row_mask:{:#x} bank_mask:{:#x}",
                    d.row_mask, d.bank_mask
                )
                .unwrap();
                if d.bound_ctrl {
                    out.push_str(" bound_ctrl:1");
                }
            }
            if m.op_sel != 0 && info.format == Format::Vop3 {
                // One entry per source, then the destination (bit 3).
                let n = info.operands.iter().filter(|o| !o.is_def()).count();
                let bits = m.op_sel & ((1 << n) - 1) | (m.op_sel >> 3 & 1) << n;
                bits_list(&mut out, "op_sel", bits, n + 1);
            }
            if m.clamp {
                out.push_str(" clamp");
            }
            match m.omod {
                1 => out.push_str(" mul:2"),
                2 => out.push_str(" mul:4"),
                3 => out.push_str(" div:2"),
                _ => {}
            }
            if let Some(s) = m.sdwa {
                if info.format != Format::Vopc {
                    write!(
                        out,
                        " dst_sel:{} dst_unused:{}",
                        s.dst_sel.name(),
                        s.dst_unused.name()
                    )
                    .unwrap();
                }
                let n = if info.format == Format::Vop1 { 1 } else { 2 };
                for k in 0..n {
                    write!(out, " src{k}_sel:{}", s.src_sel[k].name()).unwrap();
                }
            }
        }
        Format::Vop3p => {
            let n = info.operands.len() - 1;
            let full = (1u8 << n) - 1;
            if m.op_sel != 0 {
                bits_list(&mut out, "op_sel", m.op_sel, n);
            }
            let default = crate::encode::op_sel_hi_default(inst) & full;
            let hi = (default ^ m.op_sel_hi_clear) & full;
            if hi != default && !info.name.starts_with("v_accvgpr") {
                bits_list(&mut out, "op_sel_hi", hi, n);
            }
            if m.neg != 0 && !info.attrs.has(Attrs::MIX) {
                bits_list(&mut out, "neg_lo", m.neg, n);
            }
            if m.neg_hi != 0 && !info.attrs.has(Attrs::MIX) {
                bits_list(&mut out, "neg_hi", m.neg_hi, n);
            }
            if m.clamp {
                out.push_str(" clamp");
            }
        }
        Format::Mai => {
            for (name, v) in [("cbsz", m.cbsz), ("abid", m.abid), ("blgp", m.blgp)] {
                if v != 0 {
                    write!(out, " {name}:{v}").unwrap();
                }
            }
        }
        Format::Ds => {
            let two = info.name.contains("2_") || info.name.contains("2st64");
            if two {
                if m.offset != 0 {
                    write!(out, " offset0:{}", m.offset).unwrap();
                }
                if m.offset1 != 0 {
                    write!(out, " offset1:{}", m.offset1).unwrap();
                }
            } else if m.offset != 0 {
                if info.name == "ds_swizzle_b32" {
                    out.push_str(" offset:");
                    swizzle(&mut out, m.offset as u32);
                } else {
                    write!(out, " offset:{}", m.offset).unwrap();
                }
            }
            if m.flags & flags::GDS != 0 {
                out.push_str(" gds");
            }
        }
        Format::Flat | Format::Global | Format::Scratch | Format::Mubuf => {
            if info.format == Format::Mubuf {
                if m.flags & flags::IDXEN != 0 {
                    out.push_str(" idxen");
                }
                if m.flags & flags::OFFEN != 0 {
                    out.push_str(" offen");
                }
            }
            if m.offset != 0 {
                write!(out, " offset:{}", m.offset).unwrap();
            }
            let mut c = m.cache.0;
            if info.attrs.has(Attrs::RTN) {
                c |= 1;
            }
            if p.info().cache_bits == CacheBits::ThScope {
                let kind = if info.name.contains("_atomic_") {
                    ThKind::Atomic
                } else if info.operands.iter().any(|o| o.is_def())
                    || !info.operands.iter().any(|o| o.kind == OpKind::AVsrc)
                {
                    // Loads, and `global_inv`/`global_wb` (llvm-mc-22 names
                    // their hints TH_LOAD_*).
                    ThKind::Load
                } else {
                    ThKind::Store
                };
                th_scope(&mut out, crate::minst::CachePolicy(c), kind);
                return out;
            }
            let names: [&str; 3] = match p.info().cache_bits {
                CacheBits::GlcSlc | CacheBits::GlcSlcScc => ["glc", "slc", "scc"],
                CacheBits::Sc0Sc1Nt => ["sc0", "nt", "sc1"],
                CacheBits::GlcSlcDlc => ["glc", "slc", "dlc"],
                CacheBits::ThScope => return out,
            };
            for (b, n) in names.iter().enumerate() {
                if c >> b & 1 != 0 {
                    out.push(' ');
                    out.push_str(n);
                }
            }
        }
        _ => {}
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A drain waits for its counters to reach zero and leaves the others
    /// at their no-wait maximum (oracle: the field-by-field encoder).
    #[test]
    fn waitcnt_drain_is_zero_for_the_drained_counters_only() {
        for (vm, lgkm) in [(false, false), (true, false), (false, true), (true, true)] {
            let want = waitcnt_imm(
                if vm { 0 } else { VMCNT_MAX },
                EXPCNT_MAX,
                if lgkm { 0 } else { LGKMCNT_MAX },
            );
            assert_eq!(Some(waitcnt_drain(vm, lgkm)), want, "vm {vm} lgkm {lgkm}");
        }
    }
}
