//! Call frame information: the `.debug_frame` section (seed 002, "call
//! frame information" and "non-kernel functions").
//!
//! Role: one CIE and one FDE per kernel and per device function, so that
//! a debugger can unwind from any instruction to the caller's registers.
//!
//! The CIE is the seed's: augmentation `[amd:v0.0]`, 8-byte addresses,
//! code and data alignment factors 4, return address column `PC_64` (16),
//! and no initial instructions, because every column's default rule is
//! *same value* (a callee reaches only registers it was given, so it
//! changes nothing else). gimli writes CIEs with an empty augmentation
//! only; `patch_augmentation` splices the string in afterwards.
//!
//! Rules (AMDGPU DWARF register numbers from [`crate::dwarf_regs`]):
//! - Kernel: the CFA is `DW_ASPACE_AMDGPU_private_lane` address 0 and the
//!   return address is undefined (seed, "kernel prologue": CFI). The
//!   address space comes from `DW_OP_LLVM_form_aspace_address` of the
//!   DWARF extensions for heterogeneous debugging, encoded as
//!   `DW_OP_LLVM_user` (0xe9) plus its sub-opcode 2, which llvm-dwarfdump
//!   decodes; the older one-byte 0xe1 encoding it does not.
//! - Function: the CFA is the caller's stack pointer s32 as an
//!   *unswizzled* address in `DW_ASPACE_AMDGPU_private_wave` (seed, "CFI
//!   will define the CFA as the unswizzled address ..."): s32 itself on
//!   MUBUF processors, where it is a wave-level byte offset already, and
//!   s32 times the wavefront size with architected flat scratch, where it
//!   is per lane. `DW_AT_frame_base` (written in `dwarf`) is the CFA
//!   divided by the wavefront size, as a `private_lane` address.
//! - A VGPR or AGPR saved with all lanes on at per-lane frame offset `o`
//!   occupies `4 * wave` consecutive unswizzled bytes at `CFA + o * wave`,
//!   lane 0 first — exactly the DWARF register's layout — so its rule is
//!   a plain `DW_CFA_offset`.
//! - An SGPR saved in lane `k` of a VGPR: `DW_CFA_expression` with the
//!   register location `DW_OP_regx vN, DW_OP_bit_piece 32, 32k` (plain
//!   DWARF 5 operations; the extensions let a CFI expression yield such a
//!   location). An SGPR copied to another SGPR: `DW_CFA_register`.
//! - The return address (two SGPRs, the PC column is 64 bits): the same
//!   register-location form, a piece per half: `DW_OP_regx s30,
//!   DW_OP_piece 4, DW_OP_regx s31, DW_OP_piece 4`, or wherever the halves
//!   moved (another pair, VGPR lanes).
//!
//! Not described: EXEC. The caller's EXEC is the callee's at entry, but
//! divergent control flow and whole-wave regions change it, and saying
//! which lanes are conceptually active needs `DW_AT_LLVM_active_lane`,
//! not CFI; the column keeps the default rule. Caller-saved registers keep
//! the default rule too (the seed's choice: callers do not read them).
//!
//! The trick: the rules are not recorded by the prologue inserter but
//! recomputed from the final code by a small dataflow analysis that
//! tracks, for each value a caller expects back (the return address
//! halves, its s32, and every callee-saved register the function
//! mentions), the set of places holding it: SGPRs, whole VGPRs/AGPRs,
//! VGPR lanes, or frame slots. Copies (`s_mov`, `v_writelane`,
//! `v_readlane`, whole-wave `v_mov`/`v_accvgpr_*`, stores and loads of a
//! slot addressed from a register holding the CFA) add places, any other
//! write removes them, joins intersect. So the rules follow whatever the
//! allocator did (the return address kept in another pair across a call,
//! or spilled to a lane) and cannot drift from the prologue's code. A
//! VGPR copy counts only while EXEC is known to be all ones (after
//! `s_or_saveexec_b64 _, -1`): a partial copy does not preserve the
//! caller's inactive lanes. Memory the code reaches through a pointer is
//! assumed not to overlap the save area (the frame layout keeps them
//! apart for every in-bounds access).
//!
//! Moved bases: past the 4 KiB offset field the prologue addresses saves
//! from a window SGPR set to s32 plus a 4 KiB multiple, or, with no SGPR
//! free (every one below s30 carries an argument), moves s32 (or s33)
//! itself by the window and back. So the places of the caller's s32 also
//! hold "SGPR r is it plus d stack-pointer units" (`s_add`/`s_sub` of a
//! constant, `s_mov` copies): a store through such a base is a slot at
//! its field plus d (scaled to per-lane bytes), and while only a moved
//! copy exists the CFA is that SGPR minus d and s32's own rule is the
//! value `DW_OP_bregx r, -d`, so every row between the move and the move
//! back unwinds correctly.

use crate::dwarf::{DebugSection, Reloc, RelocTarget, RelocWriter};
use crate::dwarf_regs::{dwarf_register, DW_PC};
use crate::kernel::{Block, EmitError};
use crate::layout::KernelCode;
use crate::Prepared;
use agc_isa::callconv::{self, Convention, RegSet};
use agc_isa::insts::{Implicit, OpKind, Opcode};
use agc_isa::minst::{MInst, Operand};
use agc_isa::regs::{special, Reg, RegFile};
use gimli::write::{
    Address, CallFrameInstruction as Cfi, CommonInformationEntry, EndianVec, Expression,
    FrameDescriptionEntry, FrameTable, RelocationTarget,
};
use gimli::{Encoding, Format, LittleEndian, Register};
use smallvec::SmallVec;

/// The CIE augmentation string of the seed.
pub const AUGMENTATION: &str = "[amd:v0.0]";
/// `DW_ASPACE_AMDGPU_private_lane` (seed 002, table 49).
pub const DW_ASPACE_AMDGPU_PRIVATE_LANE: u8 = 5;
/// `DW_ASPACE_AMDGPU_private_wave` (seed 002, table 49).
pub const DW_ASPACE_AMDGPU_PRIVATE_WAVE: u8 = 6;
/// `DW_OP_LLVM_user` and the sub-opcode of `form_aspace_address`.
const DW_OP_LLVM_USER: u8 = 0xe9;
const DW_OP_LLVM_FORM_ASPACE_ADDRESS: u8 = 0x02;
const DW_OP_LIT0: u8 = 0x30;
const DW_OP_SHL: u8 = 0x24;
const DW_OP_SHR: u8 = 0x25;
const DW_OP_REGX: u8 = 0x90;
const DW_OP_BREGX: u8 = 0x92;
const DW_OP_PIECE: u8 = 0x93;
const DW_OP_BIT_PIECE: u8 = 0x9d;
const DW_OP_CALL_FRAME_CFA: u8 = 0x9c;

/// A place holding a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Loc {
    Sgpr(u16),
    Vgpr(u16),
    Agpr(u16),
    /// Lane of a VGPR.
    Lane(u16, u8),
    /// Per-lane byte offset from the CFA (all lanes).
    Slot(u32),
    /// An SGPR holding the value plus this many stack-pointer units: a
    /// window register, or s32/s33 moved in place by a 4 KiB window.
    /// Only the caller's s32 (the CFA) is tracked this way.
    SgprPlus(u16, i64),
}

type Places = SmallVec<[Loc; 2]>;

/// Places per tracked value (indices as in [`Tracked`]).
type State = Vec<Places>;

/// The values a caller expects back, in state order: the return address
/// halves, the caller's s32 (the CFA), then each callee-saved register.
struct Tracked {
    homes: Vec<Loc>,
}

const RA_LO: usize = 0;
const RA_HI: usize = 1;
const CALLER_SP: usize = 2;

impl Tracked {
    fn new(blocks: &[Block], conv: &Convention) -> Tracked {
        let used = RegSet::mentioned_by(blocks);
        let mut homes = vec![
            Loc::Sgpr(callconv::RA_SGPR),
            Loc::Sgpr(callconv::RA_SGPR + 1),
            Loc::Sgpr(callconv::SP_SGPR),
        ];
        if used.contains(RegFile::Sgpr, callconv::FP_SGPR) {
            homes.push(Loc::Sgpr(callconv::FP_SGPR));
        }
        let files = [
            (RegFile::Sgpr, 106u16, Loc::Sgpr as fn(u16) -> Loc),
            (RegFile::Vgpr, 256, Loc::Vgpr),
            (RegFile::Agpr, 256, Loc::Agpr),
        ];
        for (file, n, loc) in files {
            for r in 0..n {
                if used.contains(file, r) && conv.callee_saved(file, r) {
                    homes.push(loc(r));
                }
            }
        }
        Tracked { homes }
    }

    fn initial(&self) -> State {
        self.homes
            .iter()
            .map(|&h| SmallVec::from_elem(h, 1))
            .collect()
    }
}

/// The register `loc` names, if it is a whole register.
fn loc_of(r: Reg, k: u16) -> Option<Loc> {
    let i = r.index + k;
    match r.file {
        RegFile::Sgpr => Some(Loc::Sgpr(i)),
        RegFile::Vgpr => Some(Loc::Vgpr(i)),
        RegFile::Agpr => Some(Loc::Agpr(i)),
        _ => None,
    }
}

/// Whether writing register `r` (all its dwords) overwrites place `l`.
fn covers(r: Reg, l: Loc) -> bool {
    let within = |x: u16| (r.index..r.index + u16::from(r.len)).contains(&x);
    match (l, r.file) {
        (Loc::Sgpr(x), RegFile::Sgpr) | (Loc::SgprPlus(x, _), RegFile::Sgpr) => within(x),
        (Loc::Vgpr(x), RegFile::Vgpr) | (Loc::Lane(x, _), RegFile::Vgpr) => within(x),
        (Loc::Agpr(x), RegFile::Agpr) => within(x),
        _ => false,
    }
}

/// Removes every place that register `r` covers.
fn kill(st: &mut State, r: Reg) {
    for places in st.iter_mut() {
        places.retain(|l| !covers(r, *l));
    }
}

fn kill_loc(st: &mut State, at: Loc) {
    for places in st.iter_mut() {
        places.retain(|l| *l != at);
    }
}

/// `to` now holds what `from` holds (and nothing else).
fn copy(st: &mut State, from: Loc, to: Loc) {
    let holders: SmallVec<[usize; 4]> = (0..st.len()).filter(|&v| st[v].contains(&from)).collect();
    let delta = match from {
        Loc::Sgpr(r) => sp_delta(st, r).filter(|&d| d != 0),
        _ => None,
    };
    kill_loc(st, to);
    if let Loc::Sgpr(x) = to {
        kill(st, Reg::s(x));
        if let Some(d) = delta {
            st[CALLER_SP].push(Loc::SgprPlus(x, d));
        }
    }
    for v in holders {
        if !st[v].contains(&to) {
            st[v].push(to);
        }
    }
}

/// How far SGPR `r` is from the caller's s32, in stack-pointer units
/// (`Some(0)`: it holds it).
fn sp_delta(st: &State, r: u16) -> Option<i64> {
    st[CALLER_SP].iter().find_map(|l| match *l {
        Loc::Sgpr(x) if x == r => Some(0),
        Loc::SgprPlus(x, d) if x == r => Some(d),
        _ => None,
    })
}

/// An integer operand's value (inline constant, literal or immediate).
fn int_of(o: Option<&Operand>) -> Option<i64> {
    match *o? {
        Operand::Inline(c @ 128..=192) => Some(i64::from(c) - 128),
        Operand::Inline(c @ 193..=208) => Some(192 - i64::from(c)),
        Operand::Literal(x) => Some(i64::from(x as i32)),
        Operand::Imm(x) => Some(i64::from(x)),
        _ => None,
    }
}

fn reg_of(o: Option<&Operand>) -> Option<Reg> {
    match *o? {
        Operand::Reg(r) => Some(r),
        _ => None,
    }
}

/// Per-unit analysis state besides the places: whether EXEC is known to
/// be all ones.
#[derive(Clone, Debug, PartialEq)]
struct Flow {
    st: State,
    exec_all: bool,
    /// Loads from a frame slot not yet waited for: (slot, destination).
    /// The destination holds the value only after `s_waitcnt vmcnt(0)`.
    pending: SmallVec<[(u32, Loc); 2]>,
    /// Stack-pointer units per per-lane byte ([`Convention::sp_scale`]).
    sp_scale: u32,
}

/// The frame slot a stack access addresses: `off` vaddr, a base SGPR
/// holding the CFA (the caller's s32) or the CFA plus a window, and its
/// immediate offset.
fn slot(f: &Flow, vaddr: Option<&Operand>, base: Option<&Operand>, i: &MInst) -> Option<u32> {
    if vaddr != Some(&Operand::Off) {
        return None;
    }
    let b = reg_of(base)?;
    if b.file != RegFile::Sgpr {
        return None;
    }
    let delta = sp_delta(&f.st, b.index)?;
    let scale = i64::from(f.sp_scale.max(1));
    if delta % scale != 0 {
        return None;
    }
    u32::try_from(i64::from(i.mods.offset) + delta / scale).ok()
}

/// `d = a + k` (`sub`: `a - k`) on SGPRs: the CFA's holders move with it.
fn add_const(f: &mut Flow, i: &MInst, sub: bool) -> bool {
    let op = |k: usize| i.operands.get(k);
    let Some(d) = reg_of(op(0)).filter(|d| d.file == RegFile::Sgpr && d.len == 1) else {
        return false;
    };
    let (a, k) = match (reg_of(op(1)), int_of(op(2)), reg_of(op(2)), int_of(op(1))) {
        (Some(a), Some(k), _, _) => (a, k),
        (_, _, Some(a), Some(k)) if !sub => (a, k),
        _ => return false,
    };
    if a.file != RegFile::Sgpr || a.len != 1 {
        return false;
    }
    let from = sp_delta(&f.st, a.index);
    kill(&mut f.st, d);
    f.pending.retain(|p| !covers(d, p.1));
    if let Some(from) = from {
        // 32-bit wrapping arithmetic: the delta is the signed difference.
        let to = i64::from((from as i32).wrapping_add(if sub { -(k as i32) } else { k as i32 }));
        f.st[CALLER_SP].push(if to == 0 {
            Loc::Sgpr(d.index)
        } else {
            Loc::SgprPlus(d.index, to)
        });
    }
    true
}

/// The transfer function of one instruction.
fn step(f: &mut Flow, i: &MInst) {
    let op = |k: usize| i.operands.get(k);
    let st = &mut f.st;
    match i.opcode {
        Opcode::SMovB32 | Opcode::SMovB64 => {
            if let (Some(d), Some(s)) = (reg_of(op(0)), reg_of(op(1))) {
                if d.file == RegFile::Sgpr && s.file == RegFile::Sgpr && d.len == s.len {
                    for k in 0..u16::from(d.len) {
                        copy(st, Loc::Sgpr(s.index + k), Loc::Sgpr(d.index + k));
                    }
                    return;
                }
            }
            if reg_of(op(0)) == Some(Reg::EXEC) {
                f.exec_all = int_of(op(1)) == Some(-1);
                return;
            }
        }
        Opcode::SAddU32 | Opcode::SAddI32 | Opcode::SSubU32 | Opcode::SSubI32 => {
            let sub = matches!(i.opcode, Opcode::SSubU32 | Opcode::SSubI32);
            if add_const(f, i, sub) {
                return;
            }
        }
        Opcode::SOrSaveexecB64 => {
            if let Some(d) = reg_of(op(0)) {
                kill(st, d);
            }
            f.exec_all = int_of(op(1)) == Some(-1);
            return;
        }
        Opcode::VWritelaneB32 => {
            if let (Some(v), Some(s), Some(k)) = (reg_of(op(0)), reg_of(op(1)), int_of(op(2))) {
                if v.file == RegFile::Vgpr && s.file == RegFile::Sgpr && (0..64).contains(&k) {
                    // The VGPR as a whole no longer holds what it held.
                    let whole = Loc::Vgpr(v.index);
                    kill_loc(st, whole);
                    copy(st, Loc::Sgpr(s.index), Loc::Lane(v.index, k as u8));
                    return;
                }
            }
        }
        Opcode::VReadlaneB32 => {
            if let (Some(s), Some(v), Some(k)) = (reg_of(op(0)), reg_of(op(1)), int_of(op(2))) {
                if v.file == RegFile::Vgpr && s.file == RegFile::Sgpr && (0..64).contains(&k) {
                    copy(st, Loc::Lane(v.index, k as u8), Loc::Sgpr(s.index));
                    return;
                }
            }
        }
        Opcode::VMovB32
        | Opcode::VAccvgprReadB32
        | Opcode::VAccvgprWriteB32
        | Opcode::VAccvgprMovB32 => {
            if let (Some(d), Some(s)) = (reg_of(op(0)), reg_of(op(1))) {
                if let (Some(dl), Some(sl)) = (loc_of(d, 0), loc_of(s, 0)) {
                    if f.exec_all && !matches!(sl, Loc::Sgpr(_)) && i.mods == Default::default() {
                        kill(st, d);
                        copy(st, sl, dl);
                        return;
                    }
                }
            }
        }
        Opcode::BufferStoreDword | Opcode::ScratchStoreDword => {
            let (data, vaddr, base) = if i.opcode == Opcode::BufferStoreDword {
                (op(0), op(1), op(3))
            } else {
                (op(1), op(0), op(2))
            };
            if let Some(o) = slot(f, vaddr, base, i) {
                let at = Loc::Slot(o);
                match reg_of(data).and_then(|r| loc_of(r, 0)) {
                    Some(dl) if f.exec_all => copy(&mut f.st, dl, at),
                    _ => kill_loc(&mut f.st, at),
                }
            }
            return;
        }
        Opcode::BufferLoadDword | Opcode::ScratchLoadDword => {
            let (dst, vaddr, base) = if i.opcode == Opcode::BufferLoadDword {
                (op(0), op(1), op(3))
            } else {
                (op(0), op(1), op(2))
            };
            let Some(d) = reg_of(dst) else { return };
            let at = slot(f, vaddr, base, i);
            kill(&mut f.st, d);
            if let (Some(o), Some(dl), true) = (at, loc_of(d, 0), f.exec_all) {
                f.pending.push((o, dl));
            }
            return;
        }
        Opcode::SWaitcnt => {
            let v = int_of(op(0)).unwrap_or(-1) as u32;
            if (v & 0xf) | (v >> 14 & 3) << 4 == 0 {
                for (o, dl) in core::mem::take(&mut f.pending) {
                    copy(st, Loc::Slot(o), dl);
                }
            }
            return;
        }
        _ => {}
    }
    // Any other instruction: what it writes no longer holds anything.
    let info = i.opcode.info();
    for (oi, o) in info.operands.iter().zip(&i.operands) {
        if oi.is_def() {
            if let Operand::Reg(r) = o {
                if r.file == RegFile::Special && r.index == special::EXEC {
                    f.exec_all = false;
                }
                kill(&mut f.st, *r);
                f.pending.retain(|p| !covers(*r, p.1));
            }
        }
    }
    if info.implicit.has(Implicit::DEF_EXEC) {
        f.exec_all = false;
    }
}

/// Successor blocks of block `b` (branch operands hold block indices).
fn successors(blocks: &[Block], b: usize) -> SmallVec<[usize; 2]> {
    let mut out = SmallVec::new();
    let insts = &blocks[b].insts;
    for i in insts {
        let info = i.opcode.info();
        for (oi, o) in info.operands.iter().zip(&i.operands) {
            if let (OpKind::Label, Operand::Imm(t)) = (oi.kind, o) {
                if (*t as usize) < blocks.len() {
                    out.push(*t as usize);
                }
            }
        }
    }
    let ends = insts.last().is_some_and(|i| {
        matches!(
            i.opcode,
            Opcode::SBranch | Opcode::SSetpcB64 | Opcode::SEndpgm
        )
    });
    if !ends && b + 1 < blocks.len() {
        out.push(b + 1);
    }
    out
}

fn meet(into: &mut Flow, from: &Flow) -> bool {
    let before = into.clone();
    for (a, b) in into.st.iter_mut().zip(&from.st) {
        a.retain(|l| b.contains(l));
    }
    into.exec_all &= from.exec_all;
    into.pending.retain(|p| from.pending.contains(p));
    *into != before
}

/// The state at the entry of each block (forward dataflow to a fixpoint;
/// places only ever shrink, so it terminates).
fn block_entries(blocks: &[Block], init: Flow) -> Vec<Option<Flow>> {
    let mut entry: Vec<Option<Flow>> = vec![None; blocks.len()];
    if blocks.is_empty() {
        return entry;
    }
    entry[0] = Some(init);
    let mut changed = true;
    while changed {
        changed = false;
        for b in 0..blocks.len() {
            let Some(mut f) = entry[b].clone() else {
                continue;
            };
            for i in &blocks[b].insts {
                step(&mut f, i);
            }
            for s in successors(blocks, b) {
                match &mut entry[s] {
                    Some(e) => changed |= meet(e, &f),
                    e @ None => {
                        *e = Some(f.clone());
                        changed = true;
                    }
                }
            }
        }
    }
    entry
}

/// Where one half of the return address is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Piece {
    Sgpr(u16),
    Lane(u16, u8),
    Lost,
}

/// The rule of one column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rule {
    Same,
    Undefined,
    /// In another register (DWARF number).
    Register(u16),
    /// In a lane of a VGPR (DWARF number, lane).
    Lane(u16, u8),
    /// Saved at CFA + this many (unswizzled) bytes.
    Offset(u32),
    /// The return address, from its halves.
    Pc(Piece, Piece),
    /// The CFA from this SGPR minus this many stack-pointer units
    /// (`None`: unknown, keep the previous rule).
    Cfa(Option<(u16, i64)>),
    /// The value of this SGPR (DWARF number) minus this many units: the
    /// caller's s32 while only a moved copy of it exists.
    ValMinus(u16, i64),
}

fn pick(places: &Places, home: Loc) -> Option<Loc> {
    if places.contains(&home) {
        return Some(home);
    }
    let rank = |l: &Loc| match l {
        Loc::Sgpr(_) => 0,
        Loc::Vgpr(_) | Loc::Agpr(_) => 1,
        Loc::Slot(_) => 2,
        Loc::Lane(..) => 3,
        Loc::SgprPlus(..) => 4,
    };
    places
        .iter()
        .filter(|l| !matches!(l, Loc::SgprPlus(..)))
        .min_by_key(|l| rank(l))
        .copied()
}

/// The SGPR (s33 or s32 first) that holds the caller's s32 plus the
/// smallest window, if no SGPR holds it exactly.
fn moved_sp(places: &Places) -> Option<(u16, i64)> {
    let plus = |want: Option<u16>| {
        places.iter().find_map(|l| match *l {
            Loc::SgprPlus(r, d) if want.is_none_or(|w| w == r) => Some((r, d)),
            _ => None,
        })
    };
    plus(Some(callconv::FP_SGPR))
        .or_else(|| plus(Some(callconv::SP_SGPR)))
        .or_else(|| plus(None))
}

fn dw(r: Reg, wave64: bool) -> u16 {
    // Single registers of the allocatable files always have a number.
    dwarf_register(r, wave64).unwrap_or(0)
}

fn loc_reg(l: Loc) -> Option<Reg> {
    match l {
        Loc::Sgpr(i) => Some(Reg::s(i)),
        Loc::Vgpr(i) => Some(Reg::v(i)),
        Loc::Agpr(i) => Some(Reg::a(i)),
        _ => None,
    }
}

/// Every column's rule in state `st`: the return address (column
/// [`RA_LO`]; [`RA_HI`] is unused), the CFA ([`CALLER_SP`]), each saved
/// register, and last register s32 itself.
fn rules(t: &Tracked, st: &State, wave: u32, out: &mut Vec<Rule>) {
    out.clear();
    let piece = |v: usize| match pick(&st[v], t.homes[v]) {
        Some(Loc::Sgpr(i)) => Piece::Sgpr(i),
        Some(Loc::Lane(r, k)) => Piece::Lane(r, k),
        _ => Piece::Lost,
    };
    out.push(Rule::Pc(piece(RA_LO), piece(RA_HI)));
    out.push(Rule::Same);
    let sp = &st[CALLER_SP];
    let cfa = [callconv::FP_SGPR, callconv::SP_SGPR]
        .into_iter()
        .find(|&r| sp.contains(&Loc::Sgpr(r)))
        .or_else(|| {
            sp.iter().find_map(|l| match l {
                Loc::Sgpr(r) => Some(*r),
                _ => None,
            })
        })
        .map(|r| (r, 0))
        .or_else(|| moved_sp(sp));
    out.push(Rule::Cfa(cfa));
    for (places, &home) in st.iter().zip(&t.homes).skip(CALLER_SP + 1) {
        out.push(rule_of(places, home, wave));
    }
    out.push(match (pick(sp, t.homes[CALLER_SP]), moved_sp(sp)) {
        (None, Some((r, d))) => Rule::ValMinus(dw(Reg::s(r), wave == 64), d),
        _ => rule_of(sp, t.homes[CALLER_SP], wave),
    });
}

fn rule_of(places: &Places, home: Loc, wave: u32) -> Rule {
    let wave64 = wave == 64;
    match pick(places, home) {
        Some(l) if l == home => Rule::Same,
        Some(Loc::Slot(o)) => Rule::Offset(o * wave),
        Some(Loc::Lane(r, k)) => Rule::Lane(dw(Reg::v(r), wave64), k),
        Some(l) => match loc_reg(l) {
            Some(r) => Rule::Register(dw(r, wave64)),
            None => Rule::Undefined,
        },
        None => Rule::Undefined,
    }
}

fn sleb(out: &mut Vec<u8>, mut v: i64) {
    loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        if (v == 0 && b & 0x40 == 0) || (v == -1 && b & 0x40 != 0) {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

fn uleb(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

/// `DW_OP_regx r` plus the piece that selects 32 bits of it (`lane`:
/// bits 32*lane of a VGPR).
fn piece_expr(out: &mut Vec<u8>, p: Piece, wave64: bool) {
    match p {
        Piece::Sgpr(i) => {
            out.push(DW_OP_REGX);
            uleb(out, u64::from(dw(Reg::s(i), wave64)));
            out.push(DW_OP_PIECE);
            uleb(out, 4);
        }
        Piece::Lane(v, k) => {
            out.push(DW_OP_REGX);
            uleb(out, u64::from(dw(Reg::v(v), wave64)));
            out.push(DW_OP_BIT_PIECE);
            uleb(out, 32);
            uleb(out, 32 * u64::from(k));
        }
        Piece::Lost => {}
    }
}

fn log2(wave: u32) -> u8 {
    wave.trailing_zeros() as u8
}

/// The CFA of a function from SGPR `r` holding the caller's s32 plus
/// `delta` stack-pointer units.
fn cfa_expr(r: u16, delta: i64, conv: &Convention) -> Expression {
    let mut e = vec![DW_OP_BREGX];
    uleb(&mut e, u64::from(dw(Reg::s(r), conv.wave == 64)));
    sleb(&mut e, -delta);
    if conv.sp_scale() == 1 {
        // Per-lane bytes: scale to the unswizzled wave address.
        e.push(DW_OP_LIT0 + log2(conv.wave));
        e.push(DW_OP_SHL);
    }
    e.push(DW_OP_LIT0 + DW_ASPACE_AMDGPU_PRIVATE_WAVE);
    e.extend([DW_OP_LLVM_USER, DW_OP_LLVM_FORM_ASPACE_ADDRESS]);
    Expression::raw(e)
}

/// `DW_AT_frame_base` of every subprogram: the CFA divided by the
/// wavefront size, a `private_lane` address (seed, "non-kernel
/// functions"; a kernel's CFA is 0 either way).
pub fn frame_base(wave: u32) -> Expression {
    Expression::raw(vec![
        DW_OP_CALL_FRAME_CFA,
        DW_OP_LIT0 + log2(wave),
        DW_OP_SHR,
        DW_OP_LIT0 + DW_ASPACE_AMDGPU_PRIVATE_LANE,
        DW_OP_LLVM_USER,
        DW_OP_LLVM_FORM_ASPACE_ADDRESS,
    ])
}

/// The CFI instruction that sets column `col` to `rule`.
fn instruction(t: &Tracked, col: usize, rule: Rule, conv: &Convention) -> Option<Cfi> {
    let wave64 = conv.wave == 64;
    let home = t
        .homes
        .get(col)
        .copied()
        .unwrap_or(Loc::Sgpr(callconv::SP_SGPR));
    let reg = |l: Loc| loc_reg(l).map(|r| Register(dw(r, wave64)));
    Some(match rule {
        Rule::Pc(lo, hi) => {
            if lo == Piece::Lost || hi == Piece::Lost {
                Cfi::Undefined(Register(DW_PC))
            } else {
                let mut e = Vec::new();
                piece_expr(&mut e, lo, wave64);
                piece_expr(&mut e, hi, wave64);
                Cfi::Expression(Register(DW_PC), Expression::raw(e))
            }
        }
        Rule::Cfa(Some((r, d))) => Cfi::CfaExpression(cfa_expr(r, d, conv)),
        Rule::ValMinus(r, d) => {
            let mut e = vec![DW_OP_BREGX];
            uleb(&mut e, u64::from(r));
            sleb(&mut e, -d);
            Cfi::ValExpression(reg(home)?, Expression::raw(e))
        }
        Rule::Cfa(None) => return None,
        Rule::Same => Cfi::SameValue(reg(home)?),
        Rule::Undefined => Cfi::Undefined(reg(home)?),
        Rule::Register(r) => Cfi::Register(reg(home)?, Register(r)),
        Rule::Offset(o) => Cfi::Offset(reg(home)?, o as i32),
        Rule::Lane(v, k) => {
            // `v` is the VGPR's DWARF number already.
            let mut e = vec![DW_OP_REGX];
            uleb(&mut e, u64::from(v));
            e.push(DW_OP_BIT_PIECE);
            uleb(&mut e, 32);
            uleb(&mut e, 32 * u64::from(k));
            Cfi::Expression(reg(home)?, Expression::raw(e))
        }
    })
}

/// The CFI program of one device function.
fn function_fde(
    fde: &mut FrameDescriptionEntry,
    blocks: &[Block],
    code: &KernelCode,
    conv: &Convention,
) {
    let t = Tracked::new(blocks, conv);
    let init = Flow {
        st: t.initial(),
        exec_all: false,
        pending: SmallVec::new(),
        sp_scale: conv.sp_scale(),
    };
    let entries = block_entries(blocks, init.clone());
    let mut flow = init;
    // What a consumer assumes before the first row: same value for the
    // registers, nothing for the CFA and the return address.
    let cols = t.homes.len() + 1;
    let mut prev: Vec<Option<Rule>> = vec![Some(Rule::Same); cols];
    prev[RA_LO] = None;
    prev[CALLER_SP] = None;
    let mut now = Vec::with_capacity(cols);
    let mut block = u32::MAX;
    for li in &code.insts {
        if li.origin.0 != block {
            block = li.origin.0;
            if let Some(Some(e)) = entries.get(block as usize) {
                flow = e.clone();
            }
        }
        rules(&t, &flow.st, conv.wave, &mut now);
        for (c, &rule) in now.iter().enumerate() {
            if prev[c] != Some(rule) {
                if let Some(i) = instruction(&t, c, rule, conv) {
                    fde.add_instruction(li.offset, i);
                    prev[c] = Some(rule);
                }
            }
        }
        step(&mut flow, &li.inst);
    }
}

fn text_addr(offset: u32) -> Address {
    Address::Symbol {
        symbol: 0,
        addend: offset as i64,
    }
}

/// `.debug_frame` of a prepared code object; `index` is the place of the
/// section in the debug section list (the FDEs' CIE pointers refer to it).
pub fn debug_frame(prep: &Prepared, index: usize) -> Result<DebugSection, EmitError> {
    let conv = Convention::new(&prep.target);
    let encoding = Encoding {
        format: Format::Dwarf32,
        version: 4,
        address_size: 8,
    };
    let mut table = FrameTable::default();
    let cie = table.add_cie(CommonInformationEntry::new(encoding, 4, 4, Register(DW_PC)));
    for code in &prep.text.kernels {
        let mut fde = FrameDescriptionEntry::new(text_addr(code.text_offset), code.size);
        fde.add_instruction(
            0,
            Cfi::CfaExpression(Expression::raw(vec![
                DW_OP_LIT0,
                DW_OP_LIT0 + DW_ASPACE_AMDGPU_PRIVATE_LANE,
                DW_OP_LLVM_USER,
                DW_OP_LLVM_FORM_ASPACE_ADDRESS,
            ])),
        );
        fde.add_instruction(0, Cfi::Undefined(Register(DW_PC)));
        table.add_fde(cie, fde);
    }
    for (f, code) in prep.functions.iter().zip(&prep.text.functions) {
        let mut fde = FrameDescriptionEntry::new(text_addr(code.text_offset), code.size);
        function_fde(&mut fde, &f.blocks, code, &conv);
        table.add_fde(cie, fde);
    }
    let mut w = gimli::write::DebugFrame(RelocWriter {
        w: EndianVec::new(LittleEndian),
        relocs: Vec::new(),
    });
    table
        .write_debug_frame(&mut w)
        .map_err(|e| EmitError::Dwarf(e.to_string()))?;
    let mut relocs = Vec::with_capacity(w.relocs.len());
    for r in &w.relocs {
        let target = match r.target {
            RelocationTarget::Symbol(_) => RelocTarget::Text,
            RelocationTarget::Section(_) => RelocTarget::Section(index),
        };
        relocs.push(Reloc {
            offset: r.offset as u64,
            size: r.size,
            target,
            addend: r.addend,
        });
    }
    let mut data = w.0.w.into_vec();
    patch_augmentation(&mut data, &mut relocs);
    Ok(DebugSection {
        name: ".debug_frame",
        data,
        relocs,
        strings: false,
    })
}

/// Puts [`AUGMENTATION`] into the CIE gimli wrote at offset 0 (32-bit
/// DWARF: length, CIE id, version, then the empty augmentation string):
/// the string goes in place of the empty one, `DW_CFA_nop`s keep the
/// entry a multiple of the address size, and everything after the CIE
/// (the FDEs, their relocated fields) moves by the bytes added. The FDEs'
/// CIE pointers are 0 and stay valid.
fn patch_augmentation(data: &mut Vec<u8>, relocs: &mut [Reloc]) {
    const AUG_AT: usize = 9;
    if data.len() < AUG_AT + 1 || data[AUG_AT] != 0 {
        return;
    }
    let old_len = u32::from_le_bytes([data[0], data[1], data[2], data[3]]) as usize;
    let cie_end = 4 + old_len;
    let grow = AUGMENTATION.len().next_multiple_of(8);
    let nops = grow - AUGMENTATION.len();
    let mut out = Vec::with_capacity(data.len() + grow);
    out.extend_from_slice(&data[..AUG_AT]);
    out.extend_from_slice(AUGMENTATION.as_bytes());
    out.extend_from_slice(&data[AUG_AT..cie_end]);
    out.extend(std::iter::repeat_n(0u8, nops)); // DW_CFA_nop
    out.extend_from_slice(&data[cie_end..]);
    let new_len = (old_len + grow) as u32;
    out[..4].copy_from_slice(&new_len.to_le_bytes());
    for r in relocs.iter_mut() {
        if r.offset as usize >= cie_end {
            r.offset += grow as u64;
        }
    }
    *data = out;
}
