//! LDS access pairing on virtual MIR: two `ds_read_b32` / `ds_read_b64`
//! (or two `ds_write_b32` / `ds_write_b64`) through the same address
//! register in one block become one `ds_read2_b32` / `ds_read2_b64`
//! (`ds_write2_*`), or the `st64` forms. Offsets count elements (4 or 8
//! bytes); a 64-bit pair needs only the alignment its halves had.
//!
//! Role: selection folds each access's constant offset into its own
//! instruction (`offset:N`, `isel/mem.rs`), so neighbouring elements of a
//! tile become separate accesses with one base. The DS unit reads or
//! writes two dwords at `base + 4*offset0` and `base + 4*offset1`
//! (0..=255 each) in one instruction, or at multiples of 256 bytes with
//! the `st64` forms; llc-22 pairs such accesses the same way.
//!
//! Before pairing, an address made as `base + K` by a `v_add_u32` with a
//! constant is replaced by `base` with `K` in the offset field, so a
//! second tile at a constant LDS distance shares the first one's
//! register (see `fold_constant_bases`).
//!
//! Invariants: a read pair is issued where the first read was, a write
//! pair where the second write was; between the two there is no other DS
//! instruction, no barrier, nothing that writes EXEC, and nothing else
//! with a memory counter or of unknown effect (pseudos other than copies)
//! except plain global loads, which cannot touch LDS, so moving one
//! access across that stretch changes neither the lanes it runs for nor
//! the order of LDS accesses. Crossing global loads is what lets a tile
//! loop's two LDS stores pair after both global loads, under one wait. A read pair defines one
//! two-dword tuple; the old results' uses become its components, which
//! costs no copy. A result passed to a block parameter, returned, or read
//! by a pseudo that needs whole registers keeps its read unpaired.
//!
//! Trick: a read pair pays off only while its halves are used in place.
//! When the two results are exactly the two parts of one `Combine` (a
//! 64-bit value read as two dwords), the pair defines the `Combine`'s
//! tuple itself and the `Combine` goes: no move at all. When both are
//! otherwise only moved elsewhere (a `Copy`, or parts of other tuples,
//! such as each zero-extended to 64 bits), the pair's halves would cost
//! two moves the allocator cannot remove, where two single reads are
//! retargeted by copy forwarding to write the tuple's registers
//! themselves: such reads stay single.
//!
//! Cost: one forward scan per block for candidates, bounded by a window of
//! `WINDOW` instructions, and one rewrite sweep over the function when
//! anything paired (dense maps indexed by vreg).

use agc_isa::insts::{Format, Implicit, Opcode};
use agc_isa::mir::{MFunction, MOpcode, MOperand, MirInst, Pseudo, Terminator, VReg};
use agc_isa::regs::{Reg, RegFile};

/// How far ahead a partner is looked for.
const WINDOW: usize = 64;

/// A pairable single access and its paired forms.
struct PairRow {
    single: Opcode,
    /// Element size in bytes (the unit of the pair's offsets).
    bytes: i32,
    /// The form with element offsets and the one with 64-element units.
    pair: Opcode,
    pair64: Opcode,
    read: bool,
}

/// One row per pairable access. A 64-bit pair needs no more alignment
/// than its two single accesses did: each half is one 8-byte access at
/// the same address as before.
const PAIRS: &[PairRow] = &[
    PairRow {
        single: Opcode::DsReadB32,
        bytes: 4,
        pair: Opcode::DsRead2B32,
        pair64: Opcode::DsRead2st64B32,
        read: true,
    },
    PairRow {
        single: Opcode::DsWriteB32,
        bytes: 4,
        pair: Opcode::DsWrite2B32,
        pair64: Opcode::DsWrite2st64B32,
        read: false,
    },
    PairRow {
        single: Opcode::DsReadB64,
        bytes: 8,
        pair: Opcode::DsRead2B64,
        pair64: Opcode::DsRead2st64B64,
        read: true,
    },
    PairRow {
        single: Opcode::DsWriteB64,
        bytes: 8,
        pair: Opcode::DsWrite2B64,
        pair64: Opcode::DsWrite2st64B64,
        read: false,
    },
];

fn row_of(op: Opcode) -> Option<&'static PairRow> {
    PAIRS.iter().find(|r| r.single == op)
}

/// Pairs LDS accesses; returns how many pairs were formed.
pub fn pair_lds(f: &mut MFunction) -> u32 {
    fold_constant_bases(f);
    let uses = result_uses(f);
    let whole = whole_combines(f, &uses);
    // Per vreg: its replacement (tuple, component) after pairing.
    let mut remap: Vec<Option<(VReg, u8)>> = vec![None; f.vregs.len()];
    let mut pairs = 0;
    for bi in 0..f.blocks.len() {
        let mut i = 0;
        while i < f.blocks[bi].insts.len() {
            if let Some((j, op, offs)) = partner(&f.blocks[bi].insts, i, &uses.kind, &whole) {
                let row = op_of(&f.blocks[bi].insts[i]).and_then(row_of);
                let Some(row) = row else { break };
                let dw = (row.bytes / 4) as u8;
                if row.read {
                    let (ri, rj) = {
                        let insts = &f.blocks[bi].insts;
                        (def_vreg(&insts[i]), def_vreg(&insts[j]))
                    };
                    let t = match ri.and_then(|a| whole[a.index()]) {
                        Some((b, dest)) if Some(b) == rj => {
                            remove_combine(f, dest);
                            dest
                        }
                        _ => f.vreg(RegFile::Vgpr, 2 * dw),
                    };
                    let insts = &mut f.blocks[bi].insts;
                    let base = insts[i].operands[1];
                    let mut m = MirInst::real(
                        op,
                        &[
                            MOperand::VReg {
                                reg: t,
                                offset: 0,
                                dwords: 2 * dw,
                            },
                            base,
                        ],
                    );
                    m.mods = insts[i].mods;
                    m.mods.offset = offs.0;
                    m.mods.offset1 = offs.1;
                    m.loc = insts[i].loc;
                    insts[i] = m;
                    insts.remove(j);
                    if let (Some(a), Some(b)) = (ri, rj) {
                        remap[a.index()] = Some((t, 0));
                        remap[b.index()] = Some((t, dw));
                    }
                } else {
                    let insts = &mut f.blocks[bi].insts;
                    let (base, d0, d1) = (
                        insts[i].operands[0],
                        insts[i].operands[1],
                        insts[j].operands[1],
                    );
                    let mut m = MirInst::real(op, &[base, d0, d1]);
                    m.mods = insts[j].mods;
                    m.mods.offset = offs.0;
                    m.mods.offset1 = offs.1;
                    m.loc = insts[j].loc;
                    insts[j] = m;
                    insts.remove(i);
                    i = i.saturating_sub(1);
                }
                pairs += 1;
            }
            i += 1;
        }
    }
    if pairs > 0 {
        remap_components(f, &remap);
    }
    pairs
}

/// Rewrites every operand naming a vreg that became a component of a
/// tuple (`remap[v] = (tuple, first dword)`) into that component, as
/// wide as the operand was. Vregs made after the map was sized (the
/// tuples themselves) are past its end.
pub(crate) fn remap_components(f: &mut MFunction, remap: &[Option<(VReg, u8)>]) {
    for b in &mut f.blocks {
        for inst in &mut b.insts {
            for o in inst.operands.iter_mut() {
                if let MOperand::VReg {
                    reg,
                    offset,
                    dwords,
                } = *o
                {
                    if let Some(&Some((t, k))) = remap.get(reg.index()) {
                        *o = MOperand::VReg {
                            reg: t,
                            offset: offset + k,
                            dwords,
                        };
                    }
                }
            }
        }
    }
}

fn op_of(inst: &MirInst) -> Option<Opcode> {
    match inst.opcode {
        MOpcode::Real(op) => Some(op),
        MOpcode::Pseudo(_) => None,
    }
}

fn def_vreg(inst: &MirInst) -> Option<VReg> {
    match inst.operands.first() {
        Some(MOperand::VReg { reg, .. }) => Some(*reg),
        _ => None,
    }
}

/// The address operand of a single access (read: slot 1, write: slot 0).
fn address(inst: &MirInst, read: bool) -> Option<MOperand> {
    let a = *inst.operands.get(if read { 1 } else { 0 })?;
    matches!(a, MOperand::VReg { dwords: 1, .. }).then_some(a)
}

/// The later access at most [`WINDOW`] instructions after `insts[i]` that
/// pairs with it, the paired opcode and its (offset0, offset1).
fn partner(
    insts: &[MirInst],
    i: usize,
    uses: &[u8],
    whole: &[Option<(VReg, VReg)>],
) -> Option<(usize, Opcode, (i32, u8))> {
    let first = &insts[i];
    let op = op_of(first)?;
    let row = row_of(op)?;
    let read = row.read;
    let dw = (row.bytes / 4) as u8;
    let base = address(first, read)?;
    if read && !pairable_result(first, uses, dw) {
        return None;
    }
    let plain = |m: &MirInst| {
        let mut x = m.mods;
        x.offset = 0;
        x == agc_isa::minst::Modifiers::default()
    };
    if !plain(first) {
        return None;
    }
    for (j, inst) in insts.iter().enumerate().take(i + 1 + WINDOW).skip(i + 1) {
        if op_of(inst) == Some(op)
            && address(inst, read) == Some(base)
            && plain(inst)
            && (!read || pairable_result(inst, uses, dw))
            && !(read
                && moved_only(first, uses)
                && moved_only(inst, uses)
                && !combined(first, inst, whole))
        {
            if let Some(offs) = offsets(first.mods.offset, inst.mods.offset, row.bytes) {
                let o = if offs.0 { row.pair64 } else { row.pair };
                return Some((j, o, (offs.1, offs.2)));
            }
        }
        if !transparent(inst) && !global_load(inst) {
            return None;
        }
    }
    None
}

/// Whether `inst` is a plain global load into registers: it touches
/// neither LDS nor EXEC, so an LDS access may move across it (global
/// memory cannot alias LDS). Tile loops load a global element and store
/// it to LDS twice; moving the first LDS store below the second global
/// load lets the two stores pair and one wait cover both loads.
fn global_load(inst: &MirInst) -> bool {
    let Some(op) = op_of(inst) else {
        return false;
    };
    let info = op.info();
    let mut m = inst.mods;
    m.offset = 0;
    info.format == Format::Global
        && info.defs().next().is_some()
        && !op.name().contains("lds")
        && !op.name().contains("atomic")
        && !info.implicit.has(Implicit::DEF_EXEC)
        && m == agc_isa::minst::Modifiers::default()
}

/// The encodable (st64?, offset0, offset1) of two byte offsets of
/// `bytes`-byte elements.
fn offsets(a: i32, b: i32, bytes: i32) -> Option<(bool, i32, u8)> {
    if a == b || a < 0 || b < 0 || a % bytes != 0 || b % bytes != 0 {
        return None;
    }
    if a / bytes <= 255 && b / bytes <= 255 {
        return Some((false, a / bytes, (b / bytes) as u8));
    }
    let unit = 64 * bytes;
    if a % unit == 0 && b % unit == 0 && a / unit <= 255 && b / unit <= 255 {
        return Some((true, a / unit, (b / unit) as u8));
    }
    None
}

/// Rewrites the address of single LDS accesses made as `base + K` by a
/// `v_add_u32` with a constant into `base` with `K` added to the offset
/// field (when it stays in 0..=65535), and deletes the adds left unread.
/// Selection folds only offsets that follow the variable part of an
/// address; a second tile at a constant LDS address (`@tile_b + i`)
/// gets its own register, and accesses pair only through one. Valid
/// LDS addresses are below 64 KiB, so `base + K` does not wrap where
/// the access was in bounds.
fn fold_constant_bases(f: &mut MFunction) {
    // Per vreg: (base, K) when its only definition is `v_add_u32 K, base`.
    let mut sum: Vec<Option<(VReg, i64)>> = vec![None; f.vregs.len()];
    let mut defs = vec![0u8; f.vregs.len()];
    for b in &f.blocks {
        for inst in &b.insts {
            for (k, o) in inst.operands.iter().enumerate() {
                if let MOperand::VReg { reg, .. } | MOperand::Fixed { reg, .. } = *o {
                    if inst.is_def(k) {
                        defs[reg.index()] = defs[reg.index()].saturating_add(1);
                    }
                }
            }
            if inst.opcode != MOpcode::Real(Opcode::VAddU32)
                || inst.mods != agc_isa::minst::Modifiers::default()
            {
                continue;
            }
            let [MOperand::VReg {
                reg: d,
                offset: 0,
                dwords: 1,
            }, a, c] = inst.operands[..]
            else {
                continue;
            };
            let konst = |o: MOperand| match o {
                MOperand::Literal(l) => Some(i64::from(l)),
                MOperand::Inline(code @ 128..=192) => Some(i64::from(code - 128)),
                _ => None,
            };
            let var = |o: MOperand| match o {
                MOperand::VReg {
                    reg,
                    offset: 0,
                    dwords: 1,
                } if f.vreg_data(reg).file == RegFile::Vgpr => Some(reg),
                _ => None,
            };
            sum[d.index()] = match (konst(a), var(a), konst(c), var(c)) {
                (Some(k), _, _, Some(v)) | (_, Some(v), Some(k), _) => Some((v, k)),
                _ => None,
            };
        }
    }
    let once: Vec<bool> = defs.iter().map(|&n| n == 1).collect();
    for (s, &one) in sum.iter_mut().zip(&once) {
        if !one || s.is_some_and(|(b, _)| !once[b.index()]) {
            *s = None;
        }
    }
    let mut any = false;
    for b in &mut f.blocks {
        for inst in &mut b.insts {
            let Some(row) = op_of(inst).and_then(row_of) else {
                continue;
            };
            let Some(MOperand::VReg { reg, .. }) = address(inst, row.read) else {
                continue;
            };
            if let Some((base, k)) = sum[reg.index()] {
                let off = i64::from(inst.mods.offset) + k;
                if (0..=0xffff).contains(&off) {
                    inst.operands[usize::from(row.read)] = MOperand::whole(base, 1);
                    inst.mods.offset = off as i32;
                    any = true;
                }
            }
        }
    }
    if !any {
        return;
    }
    let uses = result_uses(f);
    for b in &mut f.blocks {
        b.insts.retain(|inst| {
            inst.opcode != MOpcode::Real(Opcode::VAddU32)
                || !matches!(inst.operands[0], MOperand::VReg { reg, .. }
                    if sum[reg.index()].is_some() && uses.count[reg.index()] == 0)
        });
    }
}

fn pairable_result(inst: &MirInst, uses: &[u8], dw: u8) -> bool {
    matches!(inst.operands.first(), Some(MOperand::VReg { reg, dwords, offset: 0 }) if *dwords == dw && uses[reg.index()] & WHOLE == 0)
}

/// Whether a read's result is only ever moved into other registers.
fn moved_only(inst: &MirInst, uses: &[u8]) -> bool {
    matches!(inst.operands.first(), Some(MOperand::VReg { reg, .. }) if uses[reg.index()] == MOVED)
}

/// Whether an access may move across `inst` (see the module doc).
pub(crate) fn transparent(inst: &MirInst) -> bool {
    match inst.opcode {
        MOpcode::Pseudo(p) => matches!(p, Pseudo::Copy | Pseudo::Combine | Pseudo::ImplicitDef),
        MOpcode::Real(op) => {
            let info = op.info();
            info.format != Format::Ds
                // Waits may belong to a fence; branches and sleeps end
                // the stretch anyway.
                && info.format != Format::Sopp
                && info.counters.0 == 0
                && !info.implicit.has(Implicit::DEF_EXEC)
                && op != Opcode::SBarrier
                && !inst
                    .operands
                    .iter()
                    .enumerate()
                    .any(|(k, o)| inst.is_def(k) && *o == MOperand::Phys(Reg::EXEC))
        }
    }
}

/// Whether the results of reads `a` and `b` are, in this order, the two
/// parts of one `Combine` and nothing else (see [`whole_combines`]).
fn combined(a: &MirInst, b: &MirInst, whole: &[Option<(VReg, VReg)>]) -> bool {
    match (def_vreg(a), def_vreg(b)) {
        (Some(x), Some(y)) => whole[x.index()].is_some_and(|(p, _)| p == y),
        _ => false,
    }
}

/// Per vreg `x`: `(y, t)` when `t = Combine x, y` builds a two-dword VGPR
/// tuple of whole one-dword vregs read nowhere else.
fn whole_combines(f: &MFunction, uses: &Uses) -> Vec<Option<(VReg, VReg)>> {
    let mut out = vec![None; f.vregs.len()];
    let one = |o: &MOperand| match *o {
        MOperand::VReg {
            reg,
            offset: 0,
            dwords: 1,
        } if uses.count[reg.index()] == 1 => Some(reg),
        _ => None,
    };
    for b in &f.blocks {
        for inst in &b.insts {
            if inst.opcode != MOpcode::Pseudo(Pseudo::Combine) || inst.operands.len() != 3 {
                continue;
            }
            let MOperand::VReg {
                reg: t,
                offset: 0,
                dwords: 2,
            } = inst.operands[0]
            else {
                continue;
            };
            if let (Some(x), Some(y)) = (one(&inst.operands[1]), one(&inst.operands[2])) {
                if x != y && f.vreg_data(t).file == RegFile::Vgpr {
                    out[x.index()] = Some((y, t));
                }
            }
        }
    }
    out
}

/// Deletes the `Combine` that defines `t` (a read pair defines it now).
fn remove_combine(f: &mut MFunction, t: VReg) {
    for b in &mut f.blocks {
        let at = b.insts.iter().position(|m| {
            m.opcode == MOpcode::Pseudo(Pseudo::Combine)
                && matches!(m.operands[0], MOperand::VReg { reg, .. } if reg == t)
        });
        if let Some(k) = at {
            b.insts.remove(k);
            return;
        }
    }
}

/// How each vreg is read.
pub(crate) struct Uses {
    /// Use kinds, as bits.
    pub(crate) kind: Vec<u8>,
    /// Operand and edge-argument reads.
    pub(crate) count: Vec<u32>,
}

/// Use kinds of a vreg, as bits (see [`result_uses`]).
pub(crate) const WHOLE: u8 = 1;
pub(crate) const MOVED: u8 = 2;
const IN_PLACE: u8 = 4;

/// Per vreg, how its value is read: [`WHOLE`] where a component of a
/// tuple cannot stand in (block arguments, returns, `Fixed` operands,
/// pseudos other than copies), [`MOVED`] as the source of a `Copy` or a
/// part of a `Combine`, [`IN_PLACE`] by a real instruction.
pub(crate) fn result_uses(f: &MFunction) -> Uses {
    let mut out = vec![0u8; f.vregs.len()];
    let mut count = vec![0u32; f.vregs.len()];
    for b in &f.blocks {
        for inst in &b.insts {
            let kind = match inst.opcode {
                MOpcode::Real(_) => IN_PLACE,
                MOpcode::Pseudo(Pseudo::Copy | Pseudo::Combine) => MOVED,
                MOpcode::Pseudo(_) => WHOLE,
            };
            for (k, o) in inst.operands.iter().enumerate() {
                if let MOperand::VReg { reg, .. } | MOperand::Fixed { reg, .. } = *o {
                    if inst.is_use(k) {
                        count[reg.index()] += 1;
                    }
                }
                match *o {
                    MOperand::Fixed { reg, .. } => out[reg.index()] |= WHOLE,
                    MOperand::VReg { reg, .. } if kind == WHOLE || inst.is_use(k) => {
                        out[reg.index()] |= kind
                    }
                    _ => {}
                }
            }
        }
        for e in b.term.successors() {
            for a in &e.args {
                out[a.index()] |= WHOLE;
                count[a.index()] += 1;
            }
        }
        if let Terminator::Return(vals) = &b.term {
            for o in vals {
                if let MOperand::VReg { reg, .. } | MOperand::Fixed { reg, .. } = *o {
                    out[reg.index()] |= WHOLE;
                    count[reg.index()] += 1;
                }
            }
        }
    }
    Uses { kind: out, count }
}

#[cfg(test)]
mod tests {
    use super::*;
    use agc_isa::minst::Operand;

    fn v(reg: VReg) -> MOperand {
        MOperand::VReg {
            reg,
            offset: 0,
            dwords: 1,
        }
    }
    pub(super) fn ds(op: Opcode, ops: &[MOperand], offset: i32) -> MirInst {
        let mut m = MirInst::real(op, ops);
        m.mods.offset = offset;
        m
    }

    /// Ends block `b` and runs the pass: its pair count, and the block's
    /// opcodes after it.
    pub(super) fn pair_block(f: &mut MFunction, b: agc_isa::mir::MBlock) -> (u32, Vec<Opcode>) {
        f.blocks[b.index()].term = Terminator::EndPgm;
        let n = pair_lds(f);
        (
            n,
            f.blocks[b.index()].insts.iter().filter_map(op_of).collect(),
        )
    }

    /// Oracle: the ds_read2/ds_write2 offset rules of the GFX9 ISA (two
    /// 8-bit element offsets, or 64-element units for st64) and llc-22's
    /// pairing of the same accesses (`ds_read2st64_b32 ... offset1:4` for
    /// byte offsets 0 and 1024).
    #[test]
    fn reads_and_writes_pair_and_barriers_stop_them() {
        let mut f = MFunction::new("k");
        let b = f.block();
        let base = f.vreg(RegFile::Vgpr, 1);
        let (r0, r1, r2, r3, s) = (
            f.vreg(RegFile::Vgpr, 1),
            f.vreg(RegFile::Vgpr, 1),
            f.vreg(RegFile::Vgpr, 1),
            f.vreg(RegFile::Vgpr, 1),
            f.vreg(RegFile::Vgpr, 1),
        );
        let k = MOperand::from(Operand::int(1));
        let insts = &mut f.blocks[b.index()].insts;
        insts.push(MirInst::real(Opcode::VMovB32, &[v(base), k]));
        insts.push(ds(Opcode::DsReadB32, &[v(r0), v(base)], 0));
        insts.push(ds(Opcode::DsReadB32, &[v(r1), v(base)], 1024));
        insts.push(MirInst::real(Opcode::VAddU32, &[v(s), v(r0), v(r1)]));
        insts.push(ds(Opcode::DsWriteB32, &[v(base), v(s)], 8));
        insts.push(ds(Opcode::DsWriteB32, &[v(base), v(r0)], 12));
        // A barrier between two reads keeps them apart.
        insts.push(ds(Opcode::DsReadB32, &[v(r2), v(base)], 16));
        insts.push(MirInst::real(Opcode::SBarrier, &[]));
        insts.push(ds(Opcode::DsReadB32, &[v(r3), v(base)], 20));
        insts.push(MirInst::real(Opcode::VAddU32, &[v(s), v(r2), v(r3)]));
        let (n, ops) = pair_block(&mut f, b);
        assert_eq!(n, 2);
        let insts = &f.blocks[b.index()].insts;
        assert_eq!(
            ops,
            [
                Opcode::VMovB32,
                Opcode::DsRead2st64B32,
                Opcode::VAddU32,
                Opcode::DsWrite2B32,
                Opcode::DsReadB32,
                Opcode::SBarrier,
                Opcode::DsReadB32,
                Opcode::VAddU32,
            ]
        );
        assert_eq!((insts[1].mods.offset, insts[1].mods.offset1), (0, 4));
        assert_eq!((insts[3].mods.offset, insts[3].mods.offset1), (2, 3));
        // The add reads the pair's components; the write pair the tuple's.
        let MOperand::VReg { reg: t, .. } = insts[1].operands[0] else {
            panic!("read2 defines a vreg");
        };
        let comp = |k| MOperand::VReg {
            reg: t,
            offset: k,
            dwords: 1,
        };
        assert_eq!(&insts[2].operands[1..], &[comp(0), comp(1)]);
        assert_eq!(insts[3].operands[2], comp(0));
    }

    /// Oracle: instruction counts. Two reads whose results only feed
    /// `Combine`s stay single (a pair would add a move per half); the
    /// second of them still pairs with the third, which is also used in
    /// place (one move for one read saved). The first is then left alone:
    /// a DS access ends the search for its partner.
    #[test]
    fn reads_only_moved_stay_single() {
        let mut f = MFunction::new("k");
        let b = f.block();
        let base = f.vreg(RegFile::Vgpr, 1);
        let (r0, r1, r2, r3, s) = (
            f.vreg(RegFile::Vgpr, 1),
            f.vreg(RegFile::Vgpr, 1),
            f.vreg(RegFile::Vgpr, 1),
            f.vreg(RegFile::Vgpr, 1),
            f.vreg(RegFile::Vgpr, 1),
        );
        let (w0, w1, w2) = (
            f.vreg(RegFile::Vgpr, 2),
            f.vreg(RegFile::Vgpr, 2),
            f.vreg(RegFile::Vgpr, 2),
        );
        let z = MOperand::from(Operand::int(0));
        let wide = |reg| MOperand::VReg {
            reg,
            offset: 0,
            dwords: 2,
        };
        let insts = &mut f.blocks[b.index()].insts;
        insts.push(MirInst::real(Opcode::VMovB32, &[v(base), z]));
        insts.push(ds(Opcode::DsReadB32, &[v(r0), v(base)], 0));
        insts.push(ds(Opcode::DsReadB32, &[v(r1), v(base)], 4));
        insts.push(MirInst::pseudo(Pseudo::Combine, &[wide(w0), v(r0), z]));
        insts.push(MirInst::pseudo(Pseudo::Combine, &[wide(w1), v(r1), z]));
        insts.push(ds(Opcode::DsReadB32, &[v(r2), v(base)], 8));
        insts.push(ds(Opcode::DsReadB32, &[v(r3), v(base)], 12));
        insts.push(MirInst::pseudo(Pseudo::Combine, &[wide(w2), v(r2), z]));
        insts.push(MirInst::real(Opcode::VAddU32, &[v(s), v(r2), v(r3)]));
        let (n, ops) = pair_block(&mut f, b);
        assert_eq!(n, 1);
        assert_eq!(
            ops,
            [
                Opcode::VMovB32,
                Opcode::DsReadB32,
                Opcode::DsRead2B32,
                Opcode::DsReadB32,
                Opcode::VAddU32,
            ]
        );
    }

    #[test]
    fn offsets_follow_the_encoding_ranges() {
        assert_eq!(offsets(0, 1020, 4), Some((false, 0, 255)));
        assert_eq!(offsets(0, 1024, 4), Some((true, 0, 4)));
        assert_eq!(offsets(4, 1024, 4), None);
        assert_eq!(offsets(8, 8, 4), None);
        assert_eq!(offsets(2, 6, 4), None);
        assert_eq!(offsets(256 * 256, 0, 4), None);
    }
}

#[cfg(test)]
mod wide_tests {
    use super::*;
    use agc_isa::minst::Operand;

    use super::tests::{ds, pair_block};

    fn v(reg: VReg, dwords: u8) -> MOperand {
        MOperand::whole(reg, dwords)
    }

    /// Oracle: llc-22 -O3 on the dgemm tile loop: the two tile stores,
    /// the second through `base + 2048` (a `v_add_u32` with a literal),
    /// become one `ds_write2st64_b64 ... offset1:4` after the second
    /// global load; neighbouring 64-bit reads become `ds_read2_b64` whose
    /// halves are the old results' components; the add goes.
    #[test]
    fn tile_stores_fold_the_constant_base_and_pair_across_global_loads() {
        let mut f = MFunction::new("k");
        let b = f.block();
        let base = f.vreg(RegFile::Vgpr, 1);
        let second = f.vreg(RegFile::Vgpr, 1);
        let addr = f.vreg(RegFile::Vgpr, 2);
        let (x, y, r0, r1, s) = (
            f.vreg(RegFile::Vgpr, 2),
            f.vreg(RegFile::Vgpr, 2),
            f.vreg(RegFile::Vgpr, 2),
            f.vreg(RegFile::Vgpr, 2),
            f.vreg(RegFile::Vgpr, 2),
        );
        let g = Opcode::GlobalLoadDwordx2;
        let insts = &mut f.blocks[b.index()].insts;
        insts.push(MirInst::real(
            Opcode::VMovB32,
            &[v(base, 1), MOperand::from(Operand::int(1))],
        ));
        insts.push(MirInst::real(
            Opcode::VAddU32,
            &[v(second, 1), MOperand::Literal(2048), v(base, 1)],
        ));
        insts.push(MirInst::real(g, &[v(x, 2), v(addr, 2), MOperand::Off]));
        insts.push(ds(Opcode::DsWriteB64, &[v(base, 1), v(x, 2)], 0));
        insts.push(ds(g, &[v(y, 2), v(addr, 2), MOperand::Off], 8));
        insts.push(ds(Opcode::DsWriteB64, &[v(second, 1), v(y, 2)], 0));
        insts.push(MirInst::real(Opcode::SBarrier, &[]));
        insts.push(ds(Opcode::DsReadB64, &[v(r0, 2), v(base, 1)], 16));
        insts.push(ds(Opcode::DsReadB64, &[v(r1, 2), v(base, 1)], 24));
        insts.push(MirInst::real(
            Opcode::VAddF64,
            &[v(s, 2), v(r0, 2), v(r1, 2)],
        ));
        let (n, ops) = pair_block(&mut f, b);
        assert_eq!(n, 2);
        let insts = &f.blocks[b.index()].insts;
        assert_eq!(
            ops,
            [
                Opcode::VMovB32,
                g,
                g,
                Opcode::DsWrite2st64B64,
                Opcode::SBarrier,
                Opcode::DsRead2B64,
                Opcode::VAddF64,
            ]
        );
        assert_eq!(&insts[3].operands[..], &[v(base, 1), v(x, 2), v(y, 2)]);
        assert_eq!((insts[3].mods.offset, insts[3].mods.offset1), (0, 4));
        assert_eq!((insts[5].mods.offset, insts[5].mods.offset1), (2, 3));
        let MOperand::VReg {
            reg: t, dwords: 4, ..
        } = insts[5].operands[0]
        else {
            panic!("read2_b64 defines a four-dword tuple");
        };
        let comp = |k| MOperand::VReg {
            reg: t,
            offset: k,
            dwords: 2,
        };
        assert_eq!(&insts[6].operands[1..], &[comp(0), comp(2)]);
    }

    /// Oracle: the ds_read2_b64 offset rules of the GFX9 ISA (8-bit
    /// offsets in 8-byte units, or 512-byte units for st64).
    #[test]
    fn wide_offsets_count_eight_byte_elements() {
        assert_eq!(offsets(0, 2040, 8), Some((false, 0, 255)));
        assert_eq!(offsets(0, 2048, 8), Some((true, 0, 4)));
        assert_eq!(offsets(0, 2056, 8), None);
        assert_eq!(offsets(4, 12, 8), None);
    }
}
