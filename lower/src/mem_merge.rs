//! Load and store merging on virtual MIR: single-dword global, flat and
//! scalar loads through one address at adjacent constant offsets become
//! one `global_load_dwordx2/x3/x4`, `flat_load_dwordx2/x3/x4` or
//! `s_load_dwordx2/x4/x8`; single-dword global, flat and LDS stores
//! become `global_store_dwordx2/x3/x4`, `flat_store_dwordx2/x3/x4` or
//! `ds_write_b64/b128` ([`merge_stores`]).
//!
//! Stores mirror loads: a merged store is issued where its last part
//! was, so the earlier parts move down, never up, and may cross only
//! instructions with no memory counter or plain accesses through the
//! same address operands to other bytes (any other access may alias).
//! Their data must be one tuple: when they already are consecutive
//! dwords of one tuple (a merged load stored back) the store names that
//! range and costs nothing; otherwise a `Combine` builds it, whose moves
//! the allocator folds where the parts die at the store. `ds_write2_b32`
//! takes two separate registers, so an LDS pair widens to `ds_write_b64`
//! only in the first case.
//!
//! Role: selection gives each IR load its own instruction and folds its
//! constant offset into the instruction (`offset:N`), so the neighbours
//! of a stencil point or the fields of a record read one after another
//! become separate loads with one address register. One wide load costs
//! one issue slot, one counter event and one address transfer instead of
//! several; llc-22 merges the same accesses.
//!
//! Why here and not as an IR pass forming vector loads: the question
//! "same address, adjacent offsets" is trivial on MIR, where selection
//! has already peeled constant offsets off `ptradd` chains into the
//! instruction's offset field and CSE has given equal addresses one
//! register; and the choice of form depends on what selection picked
//! (a uniform load may have become `s_load`, a divergent one
//! `global_load`), which an IR pass cannot see. An IR vector load would
//! also ask selection for shapes it handles worse (a uniform 12-byte
//! load goes through the vector unit).
//!
//! Alignment: a merged global or flat access needs only the dword
//! alignment its parts already had (the HSA runtime runs GFX9 in
//! unaligned mode, and dword-aligned multi-dword accesses are legal in
//! either mode); scalar loads need dword alignment only. LDS accesses are
//! left to [`crate::ds_pair`]: their wide forms need natural alignment,
//! which MIR no longer records.
//!
//! Invariants: the wide load is issued where the first part was; between
//! the parts there is nothing that writes memory, EXEC or is of unknown
//! effect (only other plain loads, copies and ALU instructions), so
//! moving the later parts up reads the same memory for the same lanes.
//! Only plain loads merge (no cache-policy bits: volatile, nontemporal
//! and atomic loads keep their own instruction). A result used as a whole
//! register (block argument, return, fixed operand) is copied out of the
//! wide tuple right after the load, a move the allocator usually folds
//! into the one the block argument needs anyway; every other use is
//! rewritten to a component of the tuple, which costs no copy. A run
//! whose results are all only moved elsewhere (parts of other tuples)
//! stays apart: single loads are retargeted by copy forwarding to write
//! those tuples themselves, where the wide load's parts would each cost
//! a move.
//!
//! Cost: one forward scan per block bounded by a window of `WINDOW`
//! instructions per candidate, and one rewrite sweep when anything merged.

use crate::ds_pair::{result_uses, transparent, MOVED, WHOLE};
use agc_isa::insts::{Format, Opcode};
use agc_isa::minst::Modifiers;
use agc_isa::mir::{MFunction, MOpcode, MOperand, MirInst, Pseudo, VReg};
use agc_isa::regs::RegFile;
use smallvec::SmallVec;

/// How far ahead parts are looked for.
const WINDOW: usize = 64;

/// A mergeable single-dword access: its wide forms by width in dwords, and
/// whether its offset is an immediate operand (scalar loads: the last
/// operand) rather than the modifier field.
struct Row {
    single: Opcode,
    wide: &'static [(u8, Opcode)],
    imm_offset: bool,
    /// The wide forms need natural alignment (LDS): the address register
    /// must be known aligned and the offset a multiple of the width.
    natural: bool,
}

const ROWS: &[Row] = &[
    Row {
        single: Opcode::GlobalLoadDword,
        wide: &[
            (2, Opcode::GlobalLoadDwordx2),
            (3, Opcode::GlobalLoadDwordx3),
            (4, Opcode::GlobalLoadDwordx4),
        ],
        imm_offset: false,
        natural: false,
    },
    Row {
        single: Opcode::FlatLoadDword,
        wide: &[
            (2, Opcode::FlatLoadDwordx2),
            (3, Opcode::FlatLoadDwordx3),
            (4, Opcode::FlatLoadDwordx4),
        ],
        imm_offset: false,
        natural: false,
    },
    Row {
        single: Opcode::SLoadDword,
        wide: &[
            (2, Opcode::SLoadDwordx2),
            (4, Opcode::SLoadDwordx4),
            (8, Opcode::SLoadDwordx8),
        ],
        imm_offset: true,
        natural: false,
    },
    Row {
        single: Opcode::DsReadB32,
        // Pairs are left to `ds_pair`: `ds_read2_b32` needs no alignment
        // and knows when a pair would cost moves.
        wide: &[(4, Opcode::DsReadB128)],
        imm_offset: false,
        natural: true,
    },
];

/// Merges loads; returns how many instructions were removed.
pub fn merge_loads(f: &mut MFunction) -> u32 {
    share_constant_addresses(f);
    let align = known_alignment(f);
    let uses = result_uses(f);
    let mut remap: Vec<Option<(VReg, u8)>> = vec![None; f.vregs.len()];
    let mut removed = 0;
    for bi in 0..f.blocks.len() {
        let mut i = 0;
        while i < f.blocks[bi].insts.len() {
            let run = find_run(f, bi, i, &align).filter(|(_, run, _)| {
                !run.iter().all(|&(j, _)| {
                    matches!(f.blocks[bi].insts[j].operands[0],
                        MOperand::VReg { reg, .. } if uses.kind[reg.index()] == MOVED)
                })
            });
            if let Some((row, run, file)) = run {
                let n = run.len() as u8;
                let Some(&(_, wide)) = row.wide.iter().find(|w| w.0 == n) else {
                    i += 1;
                    continue;
                };
                let t = f.vreg(file, n);
                let insts = &mut f.blocks[bi].insts;
                let lo = run[0].1;
                let mut ops: SmallVec<[MOperand; 4]> = insts[i].operands.iter().copied().collect();
                ops[0] = MOperand::VReg {
                    reg: t,
                    offset: 0,
                    dwords: n,
                };
                let mut mods = insts[i].mods;
                if row.imm_offset {
                    *ops.last_mut().expect("offset operand") = MOperand::Imm(lo);
                } else {
                    mods.offset = lo;
                }
                let mut copies: SmallVec<[MirInst; 8]> = SmallVec::new();
                for (k, &(j, _)) in run.iter().enumerate() {
                    if let MOperand::VReg { reg, .. } = insts[j].operands[0] {
                        let part = MOperand::VReg {
                            reg: t,
                            offset: k as u8,
                            dwords: 1,
                        };
                        if uses.kind[reg.index()] & WHOLE != 0 {
                            let dst = insts[j].operands[0];
                            let mut c = MirInst::pseudo(Pseudo::Copy, &[dst, part]);
                            c.loc = insts[j].loc;
                            copies.push(c);
                        } else {
                            remap[reg.index()] = Some((t, k as u8));
                        }
                    }
                }
                let mut m = MirInst::real(wide, &ops);
                m.mods = mods;
                m.loc = insts[i].loc;
                insts[i] = m;
                let mut gone: SmallVec<[usize; 8]> =
                    run.iter().map(|r| r.0).filter(|&j| j != i).collect();
                gone.sort_unstable();
                for &j in gone.iter().rev() {
                    insts.remove(j);
                }
                let after = i + 1;
                insts.splice(after..after, copies);
                removed += gone.len() as u32;
            }
            i += 1;
        }
    }
    if removed > 0 {
        crate::ds_pair::remap_components(f, &remap);
    }
    removed
}

/// Whether `inst` is a plain single-dword load of a row with a one-dword
/// vreg result; its row and byte offset.
fn candidate(inst: &MirInst) -> Option<(&'static Row, i32)> {
    let MOpcode::Real(op) = inst.opcode else {
        return None;
    };
    let row = ROWS.iter().find(|r| r.single == op)?;
    let MOperand::VReg {
        offset: 0,
        dwords: 1,
        ..
    } = *inst.operands.first()?
    else {
        return None;
    };
    let mut m = inst.mods;
    let off = if row.imm_offset {
        match inst.operands.last()? {
            MOperand::Imm(k) => *k,
            _ => return None,
        }
    } else {
        std::mem::take(&mut m.offset)
    };
    (m == Modifiers::default() && off % 4 == 0).then_some((row, off))
}

/// The address operands of a candidate (everything but the result and an
/// immediate offset).
fn address<'a>(inst: &'a MirInst, row: &Row) -> &'a [MOperand] {
    let end = inst.operands.len() - usize::from(row.imm_offset);
    &inst.operands[1..end]
}

/// Whether a load may move up across `inst`: anything [`transparent`],
/// and plain loads (reads do not conflict with reads).
fn passable(inst: &MirInst) -> bool {
    if transparent(inst) {
        return true;
    }
    let MOpcode::Real(op) = inst.opcode else {
        return false;
    };
    let name = op.name();
    let is_load = ["global_load", "flat_load", "s_load", "buffer_load", "ds_read"]
        .iter()
        .any(|p| name.starts_with(p))
        // global_load_lds_* writes LDS.
        && !name.contains("lds");
    is_load && !op.info().implicit.has(agc_isa::insts::Implicit::DEF_EXEC)
}

/// A run of loads to merge: (index, offset) by increasing offset.
type Run = SmallVec<[(usize, i32); 8]>;

/// The run that merges with load `i` of block `bi`: parts after it in
/// the window with the same row and address at consecutive dword offsets
/// including its own, as wide as a form of the row allows; the row and
/// the register file of the results.
fn find_run(
    f: &MFunction,
    bi: usize,
    i: usize,
    align: &[u32],
) -> Option<(&'static Row, Run, RegFile)> {
    let insts = &f.blocks[bi].insts;
    let (row, off0) = candidate(&insts[i])?;
    let file = match insts[i].operands[0] {
        MOperand::VReg { reg, .. } => f.vreg_data(reg).file,
        _ => return None,
    };
    let max = row.wide.iter().map(|w| w.0).max()? as i32;
    // Parts by dword distance from the first, -max+1..max-1.
    let span = (2 * max - 1) as usize;
    let mut at: SmallVec<[Option<usize>; 16]> = SmallVec::from_elem(None, span);
    at[(max - 1) as usize] = Some(i);
    for (j, inst) in insts.iter().enumerate().take(i + 1 + WINDOW).skip(i + 1) {
        if let Some((r, off)) = candidate(inst) {
            if std::ptr::eq(r, row) && address(inst, row) == address(&insts[i], row) {
                let d = (off - off0) / 4;
                if d.abs() < max {
                    let slot = &mut at[(d + max - 1) as usize];
                    if slot.is_none() {
                        *slot = Some(j);
                    }
                }
            }
        }
        if !passable(inst) {
            break;
        }
    }
    // The contiguous run around the first part.
    let c = (max - 1) as usize;
    let mut lo = c;
    while lo > 0 && at[lo - 1].is_some() {
        lo -= 1;
    }
    let mut hi = c;
    while hi + 1 < span && at[hi + 1].is_some() {
        hi += 1;
    }
    // The widest form that fits (and is aligned, for LDS), keeping the
    // first part in it; lower offsets first so that runs are taken in
    // address order.
    let base_align = match address(&insts[i], row).first() {
        Some(MOperand::VReg { reg, offset: 0, .. }) if row.natural => {
            align.get(reg.index()).copied().unwrap_or(1)
        }
        _ => 1,
    };
    let off_at = |s: usize| off0 + 4 * (s as i32 - (max - 1));
    let (start, n) = row.wide.iter().rev().find_map(|&(n, _)| {
        let n = usize::from(n);
        // start <= c <= start + n - 1, lo <= start, start + n - 1 <= hi.
        let first = lo.max((c + 1).checked_sub(n)?);
        let last = c.min((hi + 1).checked_sub(n)?);
        (first..=last).map(|s| (s, n)).find(|&(s, n)| {
            let bytes = 4 * n as u32;
            !row.natural || (base_align % bytes == 0 && off_at(s).rem_euclid(bytes as i32) == 0)
        })
    })?;
    let mut run = Run::new();
    for s in start..start + n {
        run.push((at[s]?, off_at(s)));
    }
    Some((row, run, file))
}

/// The mergeable single-dword stores ([`Row`]). Every store keeps its
/// data in operand 1 and its address in the rest.
const STORE_ROWS: &[Row] = &[
    Row {
        single: Opcode::GlobalStoreDword,
        wide: &[
            (2, Opcode::GlobalStoreDwordx2),
            (3, Opcode::GlobalStoreDwordx3),
            (4, Opcode::GlobalStoreDwordx4),
        ],
        imm_offset: false,
        natural: false,
    },
    Row {
        single: Opcode::FlatStoreDword,
        wide: &[
            (2, Opcode::FlatStoreDwordx2),
            (3, Opcode::FlatStoreDwordx3),
            (4, Opcode::FlatStoreDwordx4),
        ],
        imm_offset: false,
        natural: false,
    },
    Row {
        single: Opcode::DsWriteB32,
        // A `ds_write2_b32` (made by `ds_pair`) takes its two dwords from
        // any registers; `ds_write_b64` only where they are already one
        // tuple in order (see `merge_stores`).
        wide: &[(2, Opcode::DsWriteB64), (4, Opcode::DsWriteB128)],
        imm_offset: false,
        natural: true,
    },
];

/// Plain accesses a store may move down across when they go through the
/// same address operands to bytes it does not write. Their width, their
/// memory family and whether they store come from the isa table.
const SAME_BASE: &[Opcode] = &[
    Opcode::GlobalLoadDword,
    Opcode::GlobalLoadDwordx2,
    Opcode::GlobalLoadDwordx3,
    Opcode::GlobalLoadDwordx4,
    Opcode::FlatLoadDword,
    Opcode::FlatLoadDwordx2,
    Opcode::FlatLoadDwordx3,
    Opcode::FlatLoadDwordx4,
    Opcode::DsReadB32,
    Opcode::DsReadB64,
    Opcode::DsReadB128,
    Opcode::GlobalStoreDword,
    Opcode::GlobalStoreDwordx2,
    Opcode::GlobalStoreDwordx3,
    Opcode::GlobalStoreDwordx4,
    Opcode::FlatStoreDword,
    Opcode::FlatStoreDwordx2,
    Opcode::FlatStoreDwordx3,
    Opcode::FlatStoreDwordx4,
    Opcode::DsWriteB32,
    Opcode::DsWriteB64,
    Opcode::DsWriteB128,
];

/// The address operands, memory family (the encoding format: global,
/// flat or LDS; addresses are only compared within one) and byte range
/// of a plain access of [`SAME_BASE`] (loads: all but the result, which
/// is operand 0; stores: all but the data, operand 1).
fn plain_access(inst: &MirInst) -> Option<(SmallVec<[MOperand; 3]>, Format, i32, i32)> {
    let MOpcode::Real(op) = inst.opcode else {
        return None;
    };
    if !SAME_BASE.contains(&op) {
        return None;
    }
    let info = op.info();
    let store = info.defs().next().is_none();
    let skip = usize::from(store);
    let n = info.operands.get(skip)?.dwords;
    let mut m = inst.mods;
    let off = std::mem::take(&mut m.offset);
    if m != Modifiers::default() {
        return None;
    }
    let addr = inst
        .operands
        .iter()
        .enumerate()
        .filter(|&(k, _)| k != skip)
        .map(|(_, o)| *o)
        .collect();
    Some((addr, info.format, off, off + 4 * i32::from(n)))
}

/// Whether `inst` is a plain single-dword store of a row with a one-dword
/// data operand; its row and byte offset.
fn store_candidate(inst: &MirInst) -> Option<(&'static Row, i32)> {
    let MOpcode::Real(op) = inst.opcode else {
        return None;
    };
    let row = STORE_ROWS.iter().find(|r| r.single == op)?;
    let MOperand::VReg { dwords: 1, .. } = *inst.operands.get(1)? else {
        return None;
    };
    let mut m = inst.mods;
    let off = std::mem::take(&mut m.offset);
    (m == Modifiers::default() && off % 4 == 0).then_some((row, off))
}

/// The address operands of a store (all but the data in slot 1).
fn store_address(inst: &MirInst) -> SmallVec<[MOperand; 3]> {
    let mut a: SmallVec<[MOperand; 3]> = inst.operands.iter().copied().collect();
    a.remove(1);
    a
}

/// If the data operands are dwords `o..o+n` of one VGPR tuple in order
/// (with `o` even, as aligned-tuple processors want), that range.
fn in_place(data: &[MOperand]) -> Option<MOperand> {
    let MOperand::VReg { reg, offset: o, .. } = data[0] else {
        return None;
    };
    let ordered = data.iter().enumerate().all(|(k, d)| {
        matches!(*d, MOperand::VReg { reg: r, offset, dwords: 1 }
            if r == reg && usize::from(offset) == usize::from(o) + k)
    });
    (ordered && o % 2 == 0).then_some(MOperand::VReg {
        reg,
        offset: o,
        dwords: data.len() as u8,
    })
}

/// Merges single-dword stores through one address at adjacent offsets
/// into wide stores; returns how many instructions were removed.
///
/// A run is issued where its last part was: the earlier parts move down
/// across only what `transparent` admits and plain accesses through
/// the same address operands to bytes none of them writes, so no access
/// that may alias is reordered with them. The data become one tuple: the
/// range of a tuple they already are in order, or a `Combine` right
/// before the wide store (whose moves the allocator folds where the
/// parts die there).
pub fn merge_stores(f: &mut MFunction) -> u32 {
    let align = known_alignment(f);
    let mut removed = 0;
    for bi in 0..f.blocks.len() {
        let mut i = 0;
        while i < f.blocks[bi].insts.len() {
            let Some((row, run)) = store_run(&f.blocks[bi].insts, i, &align) else {
                i += 1;
                continue;
            };
            let n = run.len();
            let insts = &f.blocks[bi].insts;
            let data: SmallVec<[MOperand; 4]> =
                run.iter().map(|&(j, _)| insts[j].operands[1]).collect();
            let last = run.iter().map(|r| r.0).max().expect("a run has parts");
            let wide = row
                .wide
                .iter()
                .find(|w| usize::from(w.0) == n)
                .expect("runs take a width of the row")
                .1;
            let tuple = in_place(&data);
            if row.natural && n == 2 && tuple.is_none() {
                // `ds_write2_b32` does it without moves.
                i += 1;
                continue;
            }
            let (value, combine) = match tuple {
                Some(t) => (t, None),
                None => {
                    let t = f.vreg(RegFile::Vgpr, n as u8);
                    let mut ops: SmallVec<[MOperand; 5]> = SmallVec::new();
                    ops.push(MOperand::whole(t, n as u8));
                    ops.extend(data.iter().copied());
                    let mut c = MirInst::pseudo(Pseudo::Combine, &ops);
                    c.loc = f.blocks[bi].insts[last].loc;
                    (MOperand::whole(t, n as u8), Some(c))
                }
            };
            let insts = &mut f.blocks[bi].insts;
            let mut ops: SmallVec<[MOperand; 4]> = insts[last].operands.iter().copied().collect();
            ops[1] = value;
            let mut m = MirInst::real(wide, &ops);
            m.mods = insts[last].mods;
            m.mods.offset = run[0].1;
            m.loc = insts[last].loc;
            insts[last] = m;
            if let Some(c) = combine {
                insts.insert(last, c);
            }
            let mut gone: SmallVec<[usize; 8]> =
                run.iter().map(|r| r.0).filter(|&j| j != last).collect();
            gone.sort_unstable();
            for &j in gone.iter().rev() {
                insts.remove(j);
            }
            // Store `i` was a part and went: its slot holds what followed.
            removed += gone.len() as u32;
        }
    }
    removed
}

/// The run of stores that merges with store `i`: later stores of the same
/// row and address at distinct dword offsets, reached across only what a
/// store may move down across; the widest contiguous form that holds
/// store `i` (aligned, for LDS). Parts by increasing offset.
fn store_run(insts: &[MirInst], i: usize, align: &[u32]) -> Option<(&'static Row, Run)> {
    let (row, off0) = store_candidate(&insts[i])?;
    let addr = store_address(&insts[i]);
    let fam = row.single.format();
    let max = row.wide.iter().map(|w| w.0).max()? as i32;
    let span = (2 * max - 1) as usize;
    let mut at: SmallVec<[Option<usize>; 16]> = SmallVec::from_elem(None, span);
    at[(max - 1) as usize] = Some(i);
    // Byte ranges written by the stores seen so far (which may move down).
    let mut written: SmallVec<[(i32, i32); 8]> = SmallVec::new();
    written.push((off0, off0 + 4));
    for (j, inst) in insts.iter().enumerate().take(i + 1 + WINDOW).skip(i + 1) {
        if transparent(inst) {
            continue;
        }
        let Some((a, fm, s, e)) = plain_access(inst) else {
            break;
        };
        if fm != fam || a != addr {
            break;
        }
        let hit = written.iter().any(|&(ws, we)| s < we && ws < e);
        if let Some((r, off)) = store_candidate(inst) {
            let d = (off - off0) / 4;
            if std::ptr::eq(r, row) && d.abs() < max && !hit {
                at[(d + max - 1) as usize] = Some(j);
                written.push((s, e));
                continue;
            }
        }
        if hit {
            break;
        }
        // A disjoint access: the stores seen so far may pass it, and
        // later parts do not cross it (parts only move down).
    }
    let c = (max - 1) as usize;
    let mut lo = c;
    while lo > 0 && at[lo - 1].is_some() {
        lo -= 1;
    }
    let mut hi = c;
    while hi + 1 < span && at[hi + 1].is_some() {
        hi += 1;
    }
    let base_align = match addr.first() {
        Some(MOperand::VReg { reg, offset: 0, .. }) if row.natural => {
            align.get(reg.index()).copied().unwrap_or(1)
        }
        _ => 1,
    };
    let off_at = |s: usize| off0 + 4 * (s as i32 - (max - 1));
    // The widest form that fits and holds store `i`, lower offsets first.
    let (start, n) = row.wide.iter().rev().find_map(|&(n, _)| {
        let n = usize::from(n);
        let first = lo.max((c + 1).checked_sub(n)?);
        let last = c.min((hi + 1).checked_sub(n)?);
        (first..=last).map(|s| (s, n)).find(|&(s, n)| {
            let bytes = 4 * n as u32;
            !row.natural || (base_align % bytes == 0 && off_at(s).rem_euclid(bytes as i32) == 0)
        })
    })?;
    let mut run = Run::new();
    for s in start..start + n {
        run.push((at[s]?, off_at(s)));
    }
    Some((row, run))
}

/// The constant a `v_mov_b32` writes, if it writes an integer constant.
fn mov_constant(inst: &MirInst) -> Option<(VReg, u32)> {
    if inst.opcode != MOpcode::Real(Opcode::VMovB32) || inst.operands.len() != 2 {
        return None;
    }
    let MOperand::VReg {
        reg,
        offset: 0,
        dwords: 1,
    } = inst.operands[0]
    else {
        return None;
    };
    let c = match inst.operands[1] {
        MOperand::Inline(code @ 128..=208) => agc_isa::minst::Operand::inline_value64(code)? as u32,
        MOperand::Literal(l) => l,
        _ => return None,
    };
    Some((reg, c))
}

/// Whether `inst` may change EXEC (pseudos other than moves may).
fn may_write_exec(inst: &MirInst) -> bool {
    match inst.opcode {
        MOpcode::Pseudo(p) => !matches!(p, Pseudo::Copy | Pseudo::Combine | Pseudo::ImplicitDef),
        MOpcode::Real(op) => {
            op.info().implicit.has(agc_isa::insts::Implicit::DEF_EXEC)
                || inst
                    .operands
                    .iter()
                    .enumerate()
                    .any(|(k, o)| inst.is_def(k) && matches!(o, MOperand::Phys(_)))
        }
    }
}

/// Makes LDS accesses at constant addresses in one block share one
/// address register: selection materialises a zero VGPR per access (the
/// constant goes into the offset field), and accesses can only merge or
/// pair through one register. A `v_mov_b32` writes only the lanes active
/// at the time, so sharing stops at anything that may change EXEC. The
/// moves left unread are deleted.
fn share_constant_addresses(f: &mut MFunction) {
    let mut to: Vec<Option<VReg>> = vec![None; f.vregs.len()];
    let mut any = false;
    for b in &mut f.blocks {
        let mut first: SmallVec<[(u32, VReg); 4]> = SmallVec::new();
        for inst in &mut b.insts {
            if may_write_exec(inst) {
                first.clear();
                continue;
            }
            if let Some((reg, c)) = mov_constant(inst) {
                match first.iter().find(|x| x.0 == c) {
                    Some(&(_, canon)) => to[reg.index()] = Some(canon),
                    None => first.push((c, reg)),
                }
                continue;
            }
            if matches!(inst.opcode, MOpcode::Real(op) if op.format() == agc_isa::insts::Format::Ds)
            {
                for k in 0..inst.operands.len() {
                    if let MOperand::VReg {
                        reg,
                        offset: 0,
                        dwords: 1,
                    } = inst.operands[k]
                    {
                        // Only moves of this block since the last EXEC
                        // change are in `first`'s scope.
                        if let Some(canon) = to[reg.index()] {
                            if inst.is_use(k) && first.iter().any(|x| x.1 == canon) {
                                inst.operands[k] = MOperand::whole(canon, 1);
                                any = true;
                            }
                        }
                    }
                }
            }
        }
    }
    if !any {
        return;
    }
    let uses = result_uses(f);
    for b in &mut f.blocks {
        b.insts.retain(|inst| match mov_constant(inst) {
            Some((reg, _)) => to[reg.index()].is_none() || uses.count[reg.index()] > 0,
            None => true,
        });
    }
}

/// Per vreg, a power of two its value is known to be a multiple of (1
/// when nothing is known): constants written by `v_mov_b32` and left
/// shifts by a constant. Address registers are SSA, so one sweep in any
/// order sees every definition.
fn known_alignment(f: &MFunction) -> Vec<u32> {
    let mut out = vec![1u32; f.vregs.len()];
    for b in &f.blocks {
        for inst in &b.insts {
            if let Some((reg, c)) = mov_constant(inst) {
                out[reg.index()] = if c == 0 {
                    1 << 16
                } else {
                    1 << c.trailing_zeros().min(16)
                };
            } else if inst.opcode == MOpcode::Real(Opcode::VLshlrevB32) {
                if let (
                    Some(MOperand::VReg {
                        reg,
                        offset: 0,
                        dwords: 1,
                    }),
                    Some(MOperand::Inline(code @ 128..=192)),
                ) = (inst.operands.first(), inst.operands.get(1))
                {
                    out[reg.index()] = 1 << u32::from(code - 128).min(16);
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use agc_isa::minst::Operand;
    use agc_isa::mir::Terminator;

    fn v(reg: VReg) -> MOperand {
        MOperand::whole(reg, 1)
    }
    fn load(op: Opcode, ops: &[MOperand], offset: i32) -> MirInst {
        let mut m = MirInst::real(op, ops);
        m.mods.offset = offset;
        m
    }
    fn ops(f: &MFunction) -> Vec<Opcode> {
        f.blocks[0]
            .insts
            .iter()
            .filter_map(|m| match m.opcode {
                MOpcode::Real(op) => Some(op),
                MOpcode::Pseudo(_) => None,
            })
            .collect()
    }

    /// Oracle: llc-22 -O3 merges the same four global dwords (one
    /// `global_load_dwordx4 ... offset:-4`) and keeps a load before a
    /// store apart; the uses become the tuple's components in offset
    /// order.
    #[test]
    fn global_runs_merge_in_offset_order_and_stores_stop_them() {
        let mut f = MFunction::new("k");
        let b = f.block();
        let addr = MOperand::whole(f.vreg(RegFile::Vgpr, 2), 2);
        let r: Vec<VReg> = (0..6).map(|_| f.vreg(RegFile::Vgpr, 1)).collect();
        let s = f.vreg(RegFile::Vgpr, 1);
        let g = Opcode::GlobalLoadDword;
        let insts = &mut f.blocks[b.index()].insts;
        insts.push(load(g, &[v(r[0]), addr, MOperand::Off], 4));
        insts.push(load(g, &[v(r[1]), addr, MOperand::Off], -4));
        insts.push(load(g, &[v(r[2]), addr, MOperand::Off], 8));
        insts.push(load(g, &[v(r[3]), addr, MOperand::Off], 0));
        insts.push(MirInst::real(Opcode::VAddU32, &[v(s), v(r[1]), v(r[2])]));
        insts.push(MirInst::real(Opcode::VAddU32, &[v(s), v(r[0]), v(r[3])]));
        insts.push(load(g, &[v(r[4]), addr, MOperand::Off], 16));
        insts.push(MirInst::real(
            Opcode::GlobalStoreDword,
            &[addr, v(s), MOperand::Off],
        ));
        insts.push(load(g, &[v(r[5]), addr, MOperand::Off], 20));
        insts.push(MirInst::real(Opcode::VAddU32, &[v(s), v(r[4]), v(r[5])]));
        f.blocks[b.index()].term = Terminator::EndPgm;
        assert_eq!(merge_loads(&mut f), 3);
        assert_eq!(
            ops(&f),
            [
                Opcode::GlobalLoadDwordx4,
                Opcode::VAddU32,
                Opcode::VAddU32,
                Opcode::GlobalLoadDword,
                Opcode::GlobalStoreDword,
                Opcode::GlobalLoadDword,
                Opcode::VAddU32,
            ]
        );
        let insts = &f.blocks[b.index()].insts;
        assert_eq!(insts[0].mods.offset, -4);
        let MOperand::VReg { reg: t, .. } = insts[0].operands[0] else {
            panic!("the wide load defines a vreg");
        };
        let part = |k| MOperand::VReg {
            reg: t,
            offset: k,
            dwords: 1,
        };
        assert_eq!(&insts[1].operands[1..], &[part(0), part(3)]);
        assert_eq!(&insts[2].operands[1..], &[part(2), part(1)]);
    }

    /// Oracle: the GFX9 ISA's alignment rule for `ds_read_b128` (16 bytes
    /// outside unaligned mode) and llc-22's choice for the same accesses:
    /// `ds_read_b128` at a zero base whose offsets are 16-aligned,
    /// nothing (pairs are `ds_pair`'s) for a base of unknown alignment;
    /// two zero registers made by separate moves become one.
    #[test]
    fn lds_quads_need_a_known_aligned_base() {
        let mut f = MFunction::new("k");
        let b = f.block();
        let (z0, z1, x) = (
            f.vreg(RegFile::Vgpr, 1),
            f.vreg(RegFile::Vgpr, 1),
            f.vreg(RegFile::Vgpr, 1),
        );
        let r: Vec<VReg> = (0..8).map(|_| f.vreg(RegFile::Vgpr, 1)).collect();
        let s = f.vreg(RegFile::Vgpr, 1);
        let zero = MOperand::from(Operand::int(0));
        let d = Opcode::DsReadB32;
        let insts = &mut f.blocks[b.index()].insts;
        insts.push(MirInst::real(Opcode::VMovB32, &[v(z0), zero]));
        insts.push(load(d, &[v(r[0]), v(z0)], 16));
        insts.push(load(d, &[v(r[1]), v(z0)], 20));
        insts.push(MirInst::real(Opcode::VMovB32, &[v(z1), zero]));
        insts.push(load(d, &[v(r[2]), v(z1)], 24));
        insts.push(load(d, &[v(r[3]), v(z1)], 28));
        // `x` is a kernel input: its alignment is unknown.
        for k in 0..4 {
            insts.push(load(d, &[v(r[4 + k]), v(x)], 4 * k as i32));
        }
        for k in 0..4 {
            insts.push(MirInst::real(
                Opcode::VAddU32,
                &[v(s), v(r[2 * k]), v(r[2 * k + 1])],
            ));
        }
        f.blocks[b.index()].term = Terminator::EndPgm;
        assert_eq!(merge_loads(&mut f), 3);
        let o = ops(&f);
        assert_eq!(
            &o[..3],
            &[Opcode::VMovB32, Opcode::DsReadB128, Opcode::DsReadB32]
        );
        assert_eq!(o.iter().filter(|&&x| x == Opcode::DsReadB32).count(), 4);
        assert_eq!(f.blocks[b.index()].insts[1].mods.offset, 16);
    }

    /// Oracle: the scalar forms' widths (no `s_load_dwordx3` on GFX9):
    /// three uniform dwords become an x2 and a single load; a result
    /// passed to a block parameter is copied out of the tuple.
    #[test]
    fn scalar_runs_take_the_widths_smem_has() {
        let mut f = MFunction::new("k");
        let b = f.block();
        let exit = f.block();
        let base = MOperand::whole(f.vreg(RegFile::Sgpr, 2), 2);
        let r: Vec<VReg> = (0..3).map(|_| f.vreg(RegFile::Sgpr, 1)).collect();
        let s = f.vreg(RegFile::Sgpr, 1);
        let sl = Opcode::SLoadDword;
        let insts = &mut f.blocks[b.index()].insts;
        for (k, &reg) in r.iter().enumerate() {
            insts.push(MirInst::real(
                sl,
                &[v(reg), base, MOperand::Imm(4 * k as i32)],
            ));
        }
        insts.push(MirInst::real(Opcode::SAddU32, &[v(s), v(r[1]), v(r[2])]));
        f.blocks[b.index()].term = Terminator::Jump(agc_isa::mir::Edge {
            block: exit,
            args: smallvec::smallvec![r[0]],
        });
        assert_eq!(merge_loads(&mut f), 1);
        let insts = &f.blocks[b.index()].insts;
        assert_eq!(insts[0].opcode, MOpcode::Real(Opcode::SLoadDwordx2));
        assert_eq!(insts[0].operands[2], MOperand::Imm(0));
        assert_eq!(insts[1].opcode, MOpcode::Pseudo(Pseudo::Copy));
        assert_eq!(insts[1].operands[0], v(r[0]));
        assert_eq!(insts[2].opcode, MOpcode::Real(Opcode::SLoadDword));
    }

    /// Oracle: llc-22 -O3 on the same accesses: four global dword stores
    /// become one `global_store_dwordx4` at the last store's place, with
    /// the data built into one tuple; a store before a load of the same
    /// dword stays single (the load must see it), and two stores around
    /// a load through another register stay single (it may alias).
    #[test]
    fn global_stores_merge_and_aliasing_loads_stop_them() {
        let mut f = MFunction::new("k");
        let b = f.block();
        let addr = MOperand::whole(f.vreg(RegFile::Vgpr, 2), 2);
        let other = MOperand::whole(f.vreg(RegFile::Vgpr, 2), 2);
        let d: Vec<VReg> = (0..4).map(|_| f.vreg(RegFile::Vgpr, 1)).collect();
        let l = f.vreg(RegFile::Vgpr, 1);
        let (gs, gl) = (Opcode::GlobalStoreDword, Opcode::GlobalLoadDword);
        let insts = &mut f.blocks[b.index()].insts;
        // Out of order, with ALU and a disjoint load of the same base
        // between.
        insts.push(load(gs, &[addr, v(d[1]), MOperand::Off], 4));
        insts.push(load(gs, &[addr, v(d[0]), MOperand::Off], 0));
        insts.push(load(gl, &[v(l), addr, MOperand::Off], 32));
        insts.push(MirInst::real(Opcode::VAddU32, &[v(l), v(l), v(l)]));
        insts.push(load(gs, &[addr, v(d[3]), MOperand::Off], 12));
        insts.push(load(gs, &[addr, v(d[2]), MOperand::Off], 8));
        // A store read back, and a pair around a foreign load.
        insts.push(load(gs, &[addr, v(d[0]), MOperand::Off], 64));
        insts.push(load(gl, &[v(l), addr, MOperand::Off], 64));
        insts.push(load(gs, &[addr, v(d[1]), MOperand::Off], 68));
        insts.push(load(gs, &[addr, v(d[0]), MOperand::Off], 128));
        insts.push(load(gl, &[v(l), other, MOperand::Off], 0));
        insts.push(load(gs, &[addr, v(d[1]), MOperand::Off], 132));
        f.blocks[b.index()].term = Terminator::EndPgm;
        assert_eq!(merge_stores(&mut f), 3);
        assert_eq!(
            ops(&f),
            [
                Opcode::GlobalLoadDword,
                Opcode::VAddU32,
                Opcode::GlobalStoreDwordx4,
                Opcode::GlobalStoreDword,
                Opcode::GlobalLoadDword,
                Opcode::GlobalStoreDword,
                Opcode::GlobalStoreDword,
                Opcode::GlobalLoadDword,
                Opcode::GlobalStoreDword,
            ]
        );
        let insts = &f.blocks[b.index()].insts;
        assert_eq!(insts[2].opcode, MOpcode::Pseudo(Pseudo::Combine));
        assert_eq!(
            &insts[2].operands[1..],
            &[v(d[0]), v(d[1]), v(d[2]), v(d[3])]
        );
        assert_eq!(insts[3].mods.offset, 0);
        assert_eq!(insts[3].operands[1], insts[2].operands[0]);
    }

    /// Oracle: llc-22's forms for LDS stores: `ds_write_b128` at a
    /// 16-byte-aligned base; a pair of dwords that are already one tuple
    /// in order becomes `ds_write_b64` without moves, a pair of separate
    /// values stays for `ds_write2_b32`; nothing at a base of unknown
    /// alignment.
    #[test]
    fn lds_stores_widen_only_when_aligned() {
        let mut f = MFunction::new("k");
        let b = f.block();
        let (z, x) = (f.vreg(RegFile::Vgpr, 1), f.vreg(RegFile::Vgpr, 1));
        let t = f.vreg(RegFile::Vgpr, 2);
        let d: Vec<VReg> = (0..4).map(|_| f.vreg(RegFile::Vgpr, 1)).collect();
        let part = |k| MOperand::VReg {
            reg: t,
            offset: k,
            dwords: 1,
        };
        let w = Opcode::DsWriteB32;
        let insts = &mut f.blocks[b.index()].insts;
        insts.push(MirInst::real(
            Opcode::VMovB32,
            &[v(z), MOperand::from(Operand::int(0))],
        ));
        for k in 0..4 {
            insts.push(load(w, &[v(z), v(d[k])], 16 + 4 * k as i32));
        }
        insts.push(load(w, &[v(z), part(0)], 40));
        insts.push(load(w, &[v(z), part(1)], 44));
        insts.push(load(w, &[v(z), v(d[0])], 48));
        insts.push(load(w, &[v(z), v(d[1])], 52));
        for k in 0..4 {
            insts.push(load(w, &[v(x), v(d[k])], 4 * k as i32));
        }
        f.blocks[b.index()].term = Terminator::EndPgm;
        assert_eq!(merge_stores(&mut f), 4);
        let o = ops(&f);
        assert_eq!(
            &o[..3],
            &[Opcode::VMovB32, Opcode::DsWriteB128, Opcode::DsWriteB64]
        );
        assert_eq!(o.iter().filter(|&&x| x == w).count(), 6);
        let insts = &f.blocks[b.index()].insts;
        let b64 = insts
            .iter()
            .find(|m| m.opcode == MOpcode::Real(Opcode::DsWriteB64))
            .expect("a ds_write_b64");
        assert_eq!(b64.operands[1], MOperand::whole(t, 2));
        assert_eq!(b64.mods.offset, 40);
    }
}
