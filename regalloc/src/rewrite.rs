//! From allocations back to machine code.
//!
//! Role: walks the layout once, merging the three files' edits by program
//! point, and emits physical instructions: operands resolved through the
//! bank groups (a sub-range `[offset, offset + dwords)` of a vreg in group
//! `g` is registers `g + offset ..`), regalloc2's moves and spills,
//! expanded pseudos, and the terminators as branches. Split blocks that
//! received no moves are dropped, and branch labels name final block
//! indices.
//!
//! Invariants provided: nothing emitted here writes SCC (moves are
//! `s_mov`, `v_mov`, `v_accvgpr_*`, lane moves); multi-dword moves whose
//! source and destination overlap copy in the safe direction; a copy whose
//! source and destination coincide emits nothing.

use crate::cfg::{Cfg, LBlock};
use crate::{file_index, Allocated, FileAlloc};
use agc_isa::insts::Opcode;
use agc_isa::minst::{MInst, Operand};
use agc_isa::mir::{
    regs_used, Block, BranchCond, MFunction, MOpcode, MOperand, Pseudo, SrcPos, Terminator,
};
use agc_isa::processors::Processor;
use agc_isa::regs::{Reg, RegFile};
use regalloc2::{Allocation, Edit, Inst, ProgPoint};
use smallvec::SmallVec;

struct Em<'a> {
    files: &'a [FileAlloc; 3],
    agpr_tmp: Option<u16>,
    /// The SGPR pair that saves EXEC around whole-wave moves (lib.rs).
    exec_tmp: Option<u16>,
    has_agpr_mov: bool,
    /// Lanes per wave: an SGPR spill VGPR holds this many dwords.
    lanes: u32,
    insts: Vec<MInst>,
    locs: Vec<Option<SrcPos>>,
    with_locs: bool,
    loc: Option<SrcPos>,
    moves: u32,
}

impl Em<'_> {
    fn push(&mut self, i: MInst) {
        self.insts.push(i);
        if self.with_locs {
            self.locs.push(self.loc);
        }
    }

    fn op(&mut self, op: Opcode, ops: &[Operand]) {
        self.push(MInst::new(op, ops));
    }

    /// The first register of an allocation of file `fi`, and its unit.
    fn reg_of(&self, fi: usize, a: Allocation) -> (u16, u8) {
        let fa = &self.files[fi];
        match a.as_reg() {
            Some(p) => {
                let c = p.class() as usize;
                (fa.groups.first[c][p.hw_enc()], fa.units[c])
            }
            // Every operand is register-constrained; regalloc2 (and its
            // checker in tests) guarantees a register here.
            None => (0, 0),
        }
    }

    /// `dst = src`, dword by dword (pairs for SGPRs when both are even).
    fn copy(&mut self, dst: Reg, src: Reg) {
        if dst == src {
            return;
        }
        let w = dst.len.min(src.len) as u16;
        let mut chunks: SmallVec<[(u16, u8); 16]> = SmallVec::new();
        let mut off = 0;
        while off < w {
            let pair = dst.file == RegFile::Sgpr
                && src.file == RegFile::Sgpr
                && off + 1 < w
                && (dst.index + off) % 2 == 0
                && (src.index + off) % 2 == 0;
            let n = if pair { 2 } else { 1 };
            chunks.push((off, n));
            off += n as u16;
        }
        let backwards = dst.file == src.file && dst.index > src.index;
        if backwards {
            chunks.reverse();
        }
        for (off, n) in chunks {
            let d = Reg::new(dst.file, dst.index + off, n);
            let s = Reg::new(src.file, src.index + off, n);
            self.move1(d, s);
        }
    }

    fn move1(&mut self, d: Reg, s: Reg) {
        use RegFile::*;
        match (d.file, s.file) {
            (Sgpr, _) if d.len == 2 => self.op(Opcode::SMovB64, &[d.into(), s.into()]),
            (Sgpr, _) => self.op(Opcode::SMovB32, &[d.into(), s.into()]),
            (Vgpr, Agpr) => self.op(Opcode::VAccvgprReadB32, &[d.into(), s.into()]),
            (Vgpr, _) => self.op(Opcode::VMovB32, &[d.into(), s.into()]),
            (Agpr, Agpr) if self.has_agpr_mov => {
                self.op(Opcode::VAccvgprMovB32, &[d.into(), s.into()])
            }
            (Agpr, Agpr) => {
                let t = Reg::v(self.agpr_tmp.unwrap_or(0));
                self.op(Opcode::VAccvgprReadB32, &[t.into(), s.into()]);
                self.op(Opcode::VAccvgprWriteB32, &[d.into(), t.into()]);
            }
            (Agpr, _) => self.op(Opcode::VAccvgprWriteB32, &[d.into(), s.into()]),
            _ => {}
        }
    }

    fn edit(&mut self, fi: usize, e: &Edit) {
        let Edit::Move { from, to } = e;
        let file = self.files[fi].file;
        match (from.as_stack(), to.as_stack()) {
            (None, None) => {
                let (s, u) = self.reg_of(fi, *from);
                let (d, _) = self.reg_of(fi, *to);
                if s != d {
                    self.moves += 1;
                }
                self.copy(Reg::new(file, d, u), Reg::new(file, s, u));
            }
            (None, Some(slot)) => {
                let (s, u) = self.reg_of(fi, *from);
                for i in 0..u as u16 {
                    self.spill(
                        fi,
                        slot.index() as u32 + i as u32,
                        Reg::new(file, s + i, 1),
                        true,
                    );
                }
            }
            (Some(slot), None) => {
                let (d, u) = self.reg_of(fi, *to);
                for i in 0..u as u16 {
                    self.spill(
                        fi,
                        slot.index() as u32 + i as u32,
                        Reg::new(file, d + i, 1),
                        false,
                    );
                }
            }
            (Some(_), Some(_)) => {}
        }
    }

    /// Stores (`store`) or loads one dword of spill slot `dword`.
    fn spill(&mut self, fi: usize, dword: u32, r: Reg, store: bool) {
        let base = self.files[fi].spill_base;
        match r.file {
            RegFile::Sgpr => {
                let v = Reg::v(base + (dword / self.lanes) as u16);
                let lane = Operand::int((dword % self.lanes) as i32);
                if store {
                    self.op(Opcode::VWritelaneB32, &[v.into(), r.into(), lane]);
                } else {
                    self.op(Opcode::VReadlaneB32, &[r.into(), v.into(), lane]);
                }
            }
            _ if self.files[fi].scratch.is_some_and(|s| dword >= s.first) => {
                let Some(slots) = self.files[fi].scratch else {
                    return;
                };
                let rsrc = slots.rsrc;
                let (sreg, off) = slots.slot(dword - slots.first);
                let soffset = sreg.map_or(Operand::int(0), |b| Reg::s(b).into());
                let saddr = sreg.map_or(Operand::Off, |b| Reg::s(b).into());
                let off = off as i32;
                let (op, ops): (Opcode, SmallVec<[Operand; 4]>) = match (rsrc, store) {
                    (Some(q), true) => (
                        Opcode::BufferStoreDword,
                        SmallVec::from_slice(&[
                            r.into(),
                            Operand::Off,
                            Reg::s_range(q, q + 3).into(),
                            soffset,
                        ]),
                    ),
                    (Some(q), false) => (
                        Opcode::BufferLoadDword,
                        SmallVec::from_slice(&[
                            r.into(),
                            Operand::Off,
                            Reg::s_range(q, q + 3).into(),
                            soffset,
                        ]),
                    ),
                    (None, true) => (
                        Opcode::ScratchStoreDword,
                        SmallVec::from_slice(&[Operand::Off, r.into(), saddr]),
                    ),
                    (None, false) => (
                        Opcode::ScratchLoadDword,
                        SmallVec::from_slice(&[r.into(), Operand::Off, saddr]),
                    ),
                };
                let mut i = MInst::new(op, &ops);
                i.mods.offset = off;
                self.push(i);
            }
            _ => {
                let a = Reg::a(base + dword as u16);
                if store {
                    self.op(Opcode::VAccvgprWriteB32, &[a.into(), r.into()]);
                } else {
                    self.op(Opcode::VAccvgprReadB32, &[r.into(), a.into()]);
                }
            }
        }
    }
}

/// A kernel's scratch setup for spills (lib.rs), before anything else in
/// the entry block can overwrite the inputs: the V# (MUBUF) is the
/// private segment buffer s[0:3] with the wave offset added to its base,
/// in `rsrc..rsrc+3`; each spill window SGPR gets its per-lane offset
/// from the frame base (0 in a kernel) times `scale`.
pub(crate) fn scratch_prologue(
    blocks: &mut [Block],
    rsrc: Option<u16>,
    wave_offset: u16,
    windows: &[(u16, u32)],
    scale: u32,
) {
    let Some(b) = blocks.first_mut() else {
        return;
    };
    let mut setup: SmallVec<[MInst; 6]> = SmallVec::new();
    if let Some(rsrc) = rsrc {
        setup.push(MInst::new(
            Opcode::SAddU32,
            &[
                Reg::s(rsrc).into(),
                Reg::s(0).into(),
                Reg::s(wave_offset).into(),
            ],
        ));
        setup.push(MInst::new(
            Opcode::SAddcU32,
            &[Reg::s(rsrc + 1).into(), Reg::s(1).into(), Operand::int(0)],
        ));
        setup.push(MInst::new(
            Opcode::SMovB64,
            &[
                Reg::s_range(rsrc + 2, rsrc + 3).into(),
                Reg::s_range(2, 3).into(),
            ],
        ));
    }
    for &(w, off) in windows {
        setup.push(MInst::new(
            Opcode::SMovB32,
            &[Reg::s(w).into(), Operand::b32(off.wrapping_mul(scale))],
        ));
    }
    if !b.locs.is_empty() {
        b.locs.splice(0..0, setup.iter().map(|_| None));
    }
    b.insts.splice(0..0, setup);
}

fn invert(c: BranchCond) -> BranchCond {
    match c {
        BranchCond::Scc0 => BranchCond::Scc1,
        BranchCond::Scc1 => BranchCond::Scc0,
        BranchCond::Vccz => BranchCond::Vccnz,
        BranchCond::Vccnz => BranchCond::Vccz,
        BranchCond::Execz => BranchCond::Execnz,
        BranchCond::Execnz => BranchCond::Execz,
    }
}

/// Whether any file has an edit at instruction `i`.
fn has_edit(files: &[FileAlloc; 3], i: usize) -> bool {
    let at = ProgPoint::before(Inst::new(i));
    let end = ProgPoint::after(Inst::new(i));
    files.iter().any(|fa| {
        let e = &fa.out.edits;
        let k = e.partition_point(|(p, _)| *p < at);
        k < e.len() && e[k].0 <= end
    })
}

pub(crate) fn rewrite(
    f: &MFunction,
    cfg: &Cfg,
    files: &[FileAlloc; 3],
    proc: Processor,
    lanes: u32,
    agpr_tmp: Option<u16>,
    exec_tmp: Option<u16>,
) -> Allocated {
    let nb = cfg.blocks.len();
    // Final indices; dropped split blocks forward to their target.
    let mut final_of = vec![u32::MAX; nb];
    let mut n = 0u32;
    for (lb, b) in cfg.blocks.iter().enumerate() {
        let keep = match b {
            LBlock::Mir(_) => true,
            LBlock::Split { .. } => has_edit(files, cfg.first_inst[lb] as usize),
        };
        if keep {
            final_of[lb] = n;
            n += 1;
        }
    }
    let target = |lb: usize| -> i32 {
        let t = cfg.succs_of(lb)[0].index();
        let t = if final_of[t] == u32::MAX {
            cfg.succs_of(t)[0].index()
        } else {
            t
        };
        final_of[t] as i32
    };
    let resolve = |lb: u32| -> i32 {
        if final_of[lb as usize] != u32::MAX {
            final_of[lb as usize] as i32
        } else {
            target(lb as usize)
        }
    };
    let mut em = Em {
        files,
        agpr_tmp,
        exec_tmp,
        has_agpr_mov: Opcode::VAccvgprMovB32.info().avail.contains(proc),
        lanes,
        insts: Vec::new(),
        locs: Vec::new(),
        with_locs: f
            .blocks
            .iter()
            .any(|b| b.insts.iter().any(|i| i.loc.is_some())),
        loc: None,
        moves: 0,
    };
    let mut cursor = [0usize; 3];
    let mut call_sites = Vec::new();
    let mut blocks = Vec::with_capacity(n as usize);
    let mut allocs: [&[Allocation]; 3] = [&[], &[], &[]];
    for (lb, b) in cfg.blocks.iter().enumerate() {
        if final_of[lb] == u32::MAX {
            continue;
        }
        let next = final_of[lb] as i32 + 1;
        let first = cfg.first_inst[lb] as usize;
        let last = cfg.first_inst[lb + 1] as usize - 1;
        for i in first..=last {
            let mir = match *b {
                LBlock::Mir(mb) if i < last => Some(&f.blocks[mb as usize].insts[i - first]),
                _ => None,
            };
            em.loc = mir.and_then(|m| m.loc);
            emit_edits(&mut em, &mut cursor, ProgPoint::before(Inst::new(i)));
            if let Some(m) = mir {
                for fi in 0..3 {
                    allocs[fi] = if files[fi].out.inst_alloc_offsets.is_empty() {
                        &[]
                    } else {
                        files[fi].out.inst_allocs(Inst::new(i))
                    };
                }
                let mut k = [0usize; 3];
                let mut ops: SmallVec<[Operand; 6]> = SmallVec::new();
                for &o in &m.operands {
                    ops.push(match o {
                        MOperand::VReg {
                            reg,
                            offset,
                            dwords,
                        } => {
                            let file = f.vregs[reg.index()].file;
                            let fi = file_index(file).unwrap_or(0);
                            let a = allocs[fi].get(k[fi]).copied().unwrap_or(Allocation::none());
                            k[fi] += 1;
                            let (g, _) = em.reg_of(fi, a);
                            Operand::Reg(Reg::new(file, g + offset as u16, dwords))
                        }
                        MOperand::Fixed { reg, phys } => {
                            let fi = file_index(f.vregs[reg.index()].file).unwrap_or(0);
                            k[fi] += 1;
                            Operand::Reg(phys)
                        }
                        MOperand::Phys(r) => Operand::Reg(r),
                        MOperand::Inline(c) => Operand::Inline(c),
                        MOperand::Literal(l) => Operand::Literal(l),
                        MOperand::Imm(x) => Operand::Imm(x),
                        MOperand::Off => Operand::Off,
                    });
                }
                let reg = |o: &Operand| o.reg();
                match m.opcode {
                    MOpcode::Real(op) => em.push(MInst {
                        opcode: op,
                        operands: ops.iter().copied().collect(),
                        mods: m.mods,
                    }),
                    MOpcode::Pseudo(Pseudo::Copy) => {
                        if let (Some(d), Some(s)) = (reg(&ops[0]), reg(&ops[1])) {
                            em.copy(d, s);
                        }
                    }
                    MOpcode::Pseudo(Pseudo::WriteLanes) if ops.len() == 4 => {
                        // One lane: v_writelane_b32 per dword.
                        if let (Some(d), Some(s)) = (reg(&ops[0]), reg(&ops[2])) {
                            for i in 0..d.len as u16 {
                                let di = Reg::new(d.file, d.index + i, 1);
                                let si = Reg::new(s.file, s.index + i, 1);
                                em.op(Opcode::VWritelaneB32, &[di.into(), si.into(), ops[3]]);
                            }
                        }
                    }
                    MOpcode::Pseudo(Pseudo::WriteLanes) => {
                        if let (Some(d), Some(s)) = (reg(&ops[0]), reg(&ops[2])) {
                            em.copy(d, s);
                        }
                    }
                    MOpcode::Pseudo(Pseudo::Combine) => {
                        if let Some(d) = reg(&ops[0]) {
                            for (i, part) in ops[1..].iter().enumerate() {
                                let di = Reg::new(d.file, d.index + i as u16, 1);
                                match part.reg() {
                                    Some(s) => em.copy(di, s),
                                    None => {
                                        let mov = match d.file {
                                            RegFile::Sgpr => Opcode::SMovB32,
                                            RegFile::Agpr => Opcode::VAccvgprWriteB32,
                                            _ => Opcode::VMovB32,
                                        };
                                        em.op(mov, &[Operand::Reg(di), *part]);
                                    }
                                }
                            }
                        }
                    }
                    MOpcode::Pseudo(Pseudo::ImplicitDef | Pseudo::Entry) => {}
                    MOpcode::Pseudo(Pseudo::FuncAddr) => {
                        if let (Some(d), Operand::Imm(k)) = (reg(&ops[0]), ops[1]) {
                            let lo = Reg::new(RegFile::Sgpr, d.index, 1);
                            let hi = Reg::new(RegFile::Sgpr, d.index + 1, 1);
                            em.op(Opcode::SGetpcB64, &[d.into()]);
                            em.op(
                                Opcode::SAddU32,
                                &[lo.into(), lo.into(), Operand::Literal(0)],
                            );
                            em.op(
                                Opcode::SAddcU32,
                                &[hi.into(), hi.into(), Operand::Literal(0)],
                            );
                            call_sites.push(k as u32);
                        }
                    }
                    MOpcode::Pseudo(Pseudo::Call) => {
                        if let Some(a) = reg(&ops[2]) {
                            let ra = Reg::s_range(
                                agc_isa::callconv::RA_SGPR,
                                agc_isa::callconv::RA_SGPR + 1,
                            );
                            em.op(Opcode::SSwappcB64, &[ra.into(), a.into()]);
                        }
                    }
                }
            } else {
                // The terminator.
                match *b {
                    LBlock::Split { .. } => {
                        let t = target(lb);
                        if t != next {
                            em.op(Opcode::SBranch, &[Operand::Imm(t)]);
                        }
                    }
                    LBlock::Mir(mb) => {
                        let data = &f.blocks[mb as usize];
                        let edge = |j: usize| {
                            let s = cfg.split_of[mb as usize][j];
                            let l = if s != u32::MAX {
                                s
                            } else {
                                cfg.layout_of[data.term.successors()[j].block.index()]
                            };
                            resolve(l)
                        };
                        match &data.term {
                            Terminator::EndPgm => em.op(Opcode::SEndpgm, &[]),
                            Terminator::Return(uses) => {
                                if let Some(MOperand::Fixed { phys, .. }) = uses.first() {
                                    em.op(Opcode::SSetpcB64, &[(*phys).into()]);
                                }
                            }
                            Terminator::Jump(_) => {
                                let t = edge(0);
                                if t != next {
                                    em.op(Opcode::SBranch, &[Operand::Imm(t)]);
                                }
                            }
                            Terminator::Branch { cond, .. } => {
                                let (tk, nt) = (edge(0), edge(1));
                                if tk == nt {
                                    if tk != next {
                                        em.op(Opcode::SBranch, &[Operand::Imm(tk)]);
                                    }
                                } else if tk == next {
                                    em.op(invert(*cond).opcode(), &[Operand::Imm(nt)]);
                                } else {
                                    em.op(cond.opcode(), &[Operand::Imm(tk)]);
                                    if nt != next {
                                        em.op(Opcode::SBranch, &[Operand::Imm(nt)]);
                                    }
                                }
                            }
                        }
                    }
                }
            }
            emit_edits(&mut em, &mut cursor, ProgPoint::after(Inst::new(i)));
        }
        blocks.push(Block {
            insts: core::mem::take(&mut em.insts),
            locs: core::mem::take(&mut em.locs),
        });
    }
    Allocated {
        sgprs: regs_used(&blocks, RegFile::Sgpr),
        vgprs: regs_used(&blocks, RegFile::Vgpr),
        agprs: regs_used(&blocks, RegFile::Agpr),
        blocks,
        moves_inserted: em.moves,
        call_sites,
        ..Allocated::default()
    }
}

/// Emits every file's edits at or before `at` (SGPR, VGPR, AGPR order;
/// files are independent, so any order is correct).
fn emit_edits(em: &mut Em<'_>, cursor: &mut [usize; 3], at: ProgPoint) {
    let pending = |fi: usize| {
        let edits = &em.files[fi].out.edits;
        cursor[fi] < edits.len() && edits[cursor[fi]].0 <= at
    };
    let whole_wave = em.exec_tmp.filter(|_| pending(1) || pending(2));
    if let Some(t) = whole_wave {
        let t = Reg::new(RegFile::Sgpr, t, 2);
        em.op(Opcode::SMovB64, &[t.into(), Reg::EXEC.into()]);
        em.op(Opcode::SMovB64, &[Reg::EXEC.into(), Operand::int(-1)]);
    }
    for fi in 0..3 {
        let edits = &em.files[fi].out.edits;
        while cursor[fi] < edits.len() && edits[cursor[fi]].0 <= at {
            let e = &edits[cursor[fi]].1;
            cursor[fi] += 1;
            em.edit(fi, e);
        }
    }
    if let Some(t) = whole_wave {
        let t = Reg::new(RegFile::Sgpr, t, 2);
        em.op(Opcode::SMovB64, &[Reg::EXEC.into(), t.into()]);
    }
}
