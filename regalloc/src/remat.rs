//! Rematerialized scalar constants: an SGPR constant is set again in each
//! block that reads it instead of living from its definition on.
//!
//! Role: a pre-pass on the MIR before allocation. Selection defines some
//! constants once and reads them in many blocks (the empty lane mask that
//! EXEC-mask control flow starts every waiting mask from is defined in the
//! entry and read up to the last block). regalloc2 does not rematerialize,
//! so such a value holds a register (a pair, for a mask) across the whole
//! kernel, and the banks (`banks`) size its class for that. Setting a
//! scalar constant costs one SALU instruction and no register beyond the
//! reader, so in every block other than the defining one:
//!
//! - a SALU source slot that accepts an inline constant reads the inline
//!   constant itself (nothing is added);
//! - any other reader, block argument or fixed-register use reads a fresh
//!   vreg set by an `s_mov_b32`/`s_mov_b64` of the same constant right
//!   before its first reader in the block (block arguments: at the end of
//!   the block, before the terminator). `s_mov` writes neither SCC nor
//!   EXEC, so a condition computed before it still reaches its branch.
//!
//! Which is better for block arguments depends on the kernel: a constant
//! set again at the end of each predecessor frees its register between
//! blocks but may cost a move into the parameter's register, and moves
//! the allocation elsewhere. So the allocator runs both variants (with
//! and without block arguments) and keeps the one with fewer SGPRs
//! (`lib.rs`); on the bench suite (gfx942) the variants win on different
//! kernels (dot, scan, the reduce example: with; spmv, the saxpy
//! example: without) and either one alone gives back part of the gain.
//!
//! Only SGPR constants qualify: a scalar write ignores EXEC, so setting
//! the value again anywhere gives the same register contents, while a
//! VGPR move would only write the lanes active where it is placed.
//!
//! Invariant: the output is SSA again (each fresh vreg has one
//! definition), and a definition left without readers is removed.

use agc_isa::insts::{OpKind, Opcode};
use agc_isa::mir::{MFunction, MOpcode, MOperand, MirInst, Terminator, VReg};
use agc_isa::regs::RegFile;

/// The constant `s_mov` that defines a vreg, and the block it is in.
#[derive(Clone, Copy)]
struct Konst {
    block: usize,
    op: Opcode,
    src: MOperand,
}

/// Whether `o` is a constant source of an `s_mov`.
fn is_const(o: MOperand) -> bool {
    matches!(
        o,
        MOperand::Inline(_) | MOperand::Literal(_) | MOperand::Imm(_)
    )
}

/// `f` with every SGPR constant read outside its defining block set
/// again where it is read (module doc), or `None` when there is none;
/// block arguments too when `edges`.
pub(crate) fn rematerialize(f: &MFunction, edges: bool) -> Option<MFunction> {
    let mut konst: Vec<Option<Konst>> = vec![None; f.vregs.len()];
    let mut any = false;
    for (b, data) in f.blocks.iter().enumerate() {
        for inst in &data.insts {
            let MOpcode::Real(op @ (Opcode::SMovB32 | Opcode::SMovB64)) = inst.opcode else {
                continue;
            };
            if let [MOperand::VReg { reg, offset: 0, .. }, src] = inst.operands[..] {
                let d = f.vregs.get(reg.index())?;
                if d.file == RegFile::Sgpr && is_const(src) {
                    konst[reg.index()] = Some(Konst { block: b, op, src });
                    any = true;
                }
            }
        }
    }
    if !any {
        return None;
    }
    // Is any constant read outside its block?
    let foreign = |b: usize, v: VReg| {
        konst
            .get(v.index())
            .copied()
            .flatten()
            .filter(|k| k.block != b)
    };
    let needed = f.blocks.iter().enumerate().any(|(b, data)| {
        data.insts.iter().any(|i| {
            i.operands
                .iter()
                .enumerate()
                .any(|(s, o)| i.is_use(s) && o.vreg().is_some_and(|v| foreign(b, v).is_some()))
        }) || edges
            && data
                .term
                .successors()
                .iter()
                .any(|e| e.args.iter().any(|&a| foreign(b, a).is_some()))
            || matches!(&data.term, Terminator::Return(u) if u.iter().any(|o| o.vreg().is_some_and(|v| foreign(b, v).is_some())))
    });
    if !needed {
        return None;
    }
    let mut g = f.clone();
    // Per block, the fresh copy of each constant (dense by vreg, reset
    // per block through the list of the ones set).
    let mut fresh: Vec<Option<VReg>> = vec![None; f.vregs.len()];
    let mut set: Vec<usize> = Vec::new();
    for b in 0..g.blocks.len() {
        let insts = std::mem::take(&mut g.blocks[b].insts);
        let mut out: Vec<MirInst> = Vec::with_capacity(insts.len());
        for mut inst in insts {
            for s in 0..inst.operands.len() {
                let o = inst.operands[s];
                if !inst.is_use(s) || inst.is_def(s) {
                    continue;
                }
                let Some(k) = o.vreg().and_then(|v| foreign(b, v)) else {
                    continue;
                };
                if let (MOpcode::Real(op), MOperand::Inline(_)) = (inst.opcode, k.src) {
                    let info = op.info();
                    let whole = matches!(o, MOperand::VReg { offset: 0, dwords, .. }
                        if info.operands.get(s).is_some_and(|x| x.dwords == dwords));
                    let slot = info.operands.get(s).map(|x| x.kind);
                    if info.format.is_salu() && slot == Some(OpKind::Ssrc) && whole {
                        inst.operands[s] = k.src;
                        continue;
                    }
                }
                let v = o.vreg().unwrap_or(VReg(0));
                let r = remat(&mut g, &mut out, &mut fresh, &mut set, v, k);
                inst.operands[s] = match o {
                    MOperand::VReg { offset, dwords, .. } => MOperand::VReg {
                        reg: r,
                        offset,
                        dwords,
                    },
                    MOperand::Fixed { phys, .. } => MOperand::Fixed { reg: r, phys },
                    other => other,
                };
            }
            out.push(inst);
        }
        let mut term = std::mem::replace(&mut g.blocks[b].term, Terminator::EndPgm);
        if let Terminator::Return(uses) = &mut term {
            for o in uses.iter_mut() {
                if let MOperand::Fixed { reg, phys } = *o {
                    if let Some(k) = foreign(b, reg) {
                        let r = remat(&mut g, &mut out, &mut fresh, &mut set, reg, k);
                        *o = MOperand::Fixed { reg: r, phys };
                    }
                }
            }
        }
        if edges {
            edges_mut(&mut term, |args| {
                for a in args.iter_mut() {
                    if let Some(k) = foreign(b, *a) {
                        *a = remat(&mut g, &mut out, &mut fresh, &mut set, *a, k);
                    }
                }
            });
        }
        g.blocks[b].term = term;
        g.blocks[b].insts = out;
        for v in set.drain(..) {
            fresh[v] = None;
        }
    }
    remove_dead_constants(&mut g, &konst);
    Some(g)
}

/// The fresh vreg holding constant `v` in the block being built, set by
/// a new `s_mov` appended to `out` the first time.
fn remat(
    g: &mut MFunction,
    out: &mut Vec<MirInst>,
    fresh: &mut [Option<VReg>],
    set: &mut Vec<usize>,
    v: VReg,
    k: Konst,
) -> VReg {
    if let Some(r) = fresh[v.index()] {
        return r;
    }
    let r = g.vreg(RegFile::Sgpr, g.vreg_data(v).dwords);
    out.push(MirInst::real(k.op, &[g.op(r), k.src]));
    fresh[v.index()] = Some(r);
    set.push(v.index());
    r
}

fn edges_mut(term: &mut Terminator, mut f: impl FnMut(&mut smallvec::SmallVec<[VReg; 4]>)) {
    match term {
        Terminator::Jump(e) => f(&mut e.args),
        Terminator::Branch {
            taken, not_taken, ..
        } => {
            f(&mut taken.args);
            f(&mut not_taken.args);
        }
        Terminator::EndPgm | Terminator::Return(_) => {}
    }
}

/// Drops the original definitions of constants nothing reads any more.
fn remove_dead_constants(g: &mut MFunction, konst: &[Option<Konst>]) {
    let mut read = vec![false; g.vregs.len()];
    for data in &g.blocks {
        for inst in &data.insts {
            for (s, o) in inst.operands.iter().enumerate() {
                if let (true, Some(v)) = (inst.is_use(s), o.vreg()) {
                    read[v.index()] = true;
                }
            }
        }
        for e in data.term.successors() {
            for &a in &e.args {
                read[a.index()] = true;
            }
        }
        if let Terminator::Return(u) = &data.term {
            for o in u {
                if let Some(v) = o.vreg() {
                    read[v.index()] = true;
                }
            }
        }
    }
    for data in &mut g.blocks {
        data.insts.retain(|inst| {
            let def = match inst.operands.first() {
                Some(MOperand::VReg { reg, .. }) => *reg,
                _ => return true,
            };
            let is_konst_def = matches!(
                inst.opcode,
                MOpcode::Real(Opcode::SMovB32 | Opcode::SMovB64)
            ) && konst.get(def.index()).copied().flatten().is_some();
            !is_konst_def || read[def.index()]
        });
    }
}
