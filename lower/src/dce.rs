//! Dead-instruction removal on virtual MIR, after selection.
//!
//! Selection emits some values no one reads: the initial value of an EXEC
//! mask variable that every path overwrites, a constant materialized for a
//! use that folding later avoided, the other half of a 64-bit result. Left
//! in, they cost an instruction each and a register until the allocator
//! sees them die at once.
//!
//! An instruction goes when every register it defines is a vreg with no
//! use, and it has no effect besides those registers: no memory counter,
//! no implicit EXEC/VCC definition, no physical destination. Pseudos other
//! than `Entry` qualify. Removing one can kill its operands' producers, so
//! blocks are swept in reverse order of instructions until nothing changes
//! (a few sweeps: each sweep removes whole dead chains that lie within a
//! block).
//!
//! SCC is the one implicit definition tracked: scalar adds, shifts and
//! compares all write it, so treating it as an effect kept every dead
//! `s_add_u32`/`s_addc_u32` pair of a 64-bit add whose result went unused.
//! The sweep walks each block backwards knowing whether SCC is live there
//! (read before the next write), starting from the block's live-out bit;
//! an instruction whose only implicit effect is an SCC write to a dead SCC
//! may go. Live-out comes from a small backward fixed point over blocks:
//! SCC is live into a block that reads it before writing it, and into one
//! that never writes it when it is live out of it (live into a successor;
//! a function's return counts as a reader). Pseudos count as SCC readers,
//! since their expansions are not visible here.
//!
//! Removal compacts each block in place (`retain`), so a sweep is linear
//! in the block however much it removes.
//!
//! EXEC is a physical register, so its writes always count as effects,
//! except one kind: a write that no instruction can observe because the
//! wave ends first. A block is *quiet* when it has no instructions and
//! ends the program (`s_endpgm`) or only branches to quiet blocks (its
//! branch may read EXEC, but every way it goes does nothing). The EXEC
//! writes at the end of a block whose every successor is quiet (or that
//! ends the program itself) go: the restore of the lanes waiting for the
//! last, empty block of EXEC-mask code. Their inputs (the masks merged
//! for that restore) then die; the ones in the same block go at once
//! (SCC stays live for a branch that reads it), which can leave it
//! empty and quiet in turn, so blocks are visited last to first and a
//! chain of restores goes in one visit. Inputs elsewhere go in the next
//! sweep, which can leave more blocks empty, so the two alternate until
//! neither changes anything.
//! A function's `Return` is never quiet: its caller reads EXEC.

use agc_isa::insts::Implicit;
use agc_isa::mir::{BranchCond, MFunction, MOpcode, MOperand, MirInst, Pseudo, Terminator, VReg};
use agc_isa::regs::Reg;

/// Removes dead instructions; returns how many.
pub fn remove_dead(f: &mut MFunction) -> u32 {
    let mut total = remove_unused(f);
    let mut quiet = Vec::new();
    loop {
        let n = remove_final_exec_writes(f, &mut quiet);
        if n == 0 {
            return total;
        }
        total += n + remove_unused(f);
    }
}

/// Removes the EXEC writes no instruction observes before `s_endpgm`
/// (see the module doc); returns how many.
fn remove_final_exec_writes(f: &mut MFunction, quiet: &mut Vec<bool>) -> u32 {
    let n = f.blocks.len();
    quiet.clear();
    quiet.resize(n, false);
    // Per quiet block, whether SCC is read before the program ends (by
    // its branch or a quiet successor's): set when the block turns quiet,
    // after its successors did.
    let mut scc_read = vec![false; n];
    let reads_scc_after = |t: &Terminator, scc_read: &[bool]| {
        reads_scc_term(t) || t.successors().iter().any(|e| scc_read[e.block.index()])
    };
    // Least fixed point: a cycle of empty blocks is not quiet.
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..n).rev() {
            if !quiet[b] && f.blocks[b].insts.is_empty() && ends_quietly(&f.blocks[b].term, quiet) {
                quiet[b] = true;
                scc_read[b] = reads_scc_after(&f.blocks[b].term, &scc_read);
                changed = true;
            }
        }
    }
    let mut uses = use_counts(f);
    let mut removed = 0;
    let mut keep: Vec<bool> = Vec::new();
    // Backwards, so that a block emptied here makes its predecessor's
    // tail removable in the same pass: a chain of restores (nested
    // divergent ifs) goes in one pass, not one block per pass.
    for b in (0..n).rev() {
        if !ends_quietly(&f.blocks[b].term, quiet) {
            continue;
        }
        // Nothing after this block is observable but SCC, which a branch
        // may still read (kept defined for it, as `remove_unused` does).
        let mut scc_live = reads_scc_after(&f.blocks[b].term, &scc_read);
        let insts = &mut f.blocks[b].insts;
        let mut tail = true;
        keep.clear();
        keep.resize(insts.len(), true);
        for k in (0..insts.len()).rev() {
            let inst = &insts[k];
            if (tail && writes_only_exec(inst)) || is_dead(inst, &uses, scc_live) {
                keep[k] = false;
                for_each_use(inst, |v| uses[v.index()] -= 1);
                removed += 1;
                continue;
            }
            tail = false;
            let (def_scc, use_scc) = scc_effect(inst);
            if def_scc {
                scc_live = false;
            }
            if use_scc {
                scc_live = true;
            }
        }
        let mut i = 0;
        insts.retain(|_| {
            i += 1;
            keep[i - 1]
        });
        if insts.is_empty() {
            quiet[b] = true;
            scc_read[b] = reads_scc_after(&f.blocks[b].term, &scc_read);
        }
    }
    removed
}

/// How many times each vreg is read: by instructions, edge arguments and
/// returns.
fn use_counts(f: &MFunction) -> Vec<u32> {
    let mut uses = vec![0u32; f.vregs.len()];
    for b in &f.blocks {
        for inst in &b.insts {
            for_each_use(inst, |v| uses[v.index()] += 1);
        }
        for e in b.term.successors() {
            for &a in &e.args {
                uses[a.index()] += 1;
            }
        }
        if let Terminator::Return(vals) = &b.term {
            for v in vals.iter().filter_map(reg_of) {
                uses[v.index()] += 1;
            }
        }
    }
    uses
}

/// Whether nothing observable happens after `t`: the program ends, or
/// every successor is quiet.
fn ends_quietly(t: &Terminator, quiet: &[bool]) -> bool {
    match t {
        Terminator::EndPgm => true,
        Terminator::Return(_) => false,
        t => t.successors().iter().all(|e| quiet[e.block.index()]),
    }
}

/// A scalar instruction whose only effects are an EXEC write (and SCC).
fn writes_only_exec(inst: &MirInst) -> bool {
    let MOpcode::Real(op) = inst.opcode else {
        return false;
    };
    let info = op.info();
    let implicit_ok =
        info.implicit.0 & !(Implicit::DEF_SCC | Implicit::USE_SCC | Implicit::USE_EXEC) == 0;
    if info.counters.0 != 0 || !implicit_ok || !info.format.is_salu() {
        return false;
    }
    let mut defs = 0;
    for (i, o) in inst.operands.iter().enumerate() {
        if inst.is_def(i) {
            if *o != MOperand::Phys(Reg::EXEC) {
                return false;
            }
            defs += 1;
        }
    }
    defs > 0
}

/// The sweep of the module doc; returns how many instructions went.
fn remove_unused(f: &mut MFunction) -> u32 {
    let mut uses = use_counts(f);
    // Per block: SCC live on entry as far as the block itself decides
    // (read before written, or never written).
    // Per block: SCC's fate on entry as far as the block itself decides,
    // then the fixed point through the blocks that leave it alone.
    let local: Vec<Option<bool>> = f
        .blocks
        .iter()
        .map(|b| scc_live_in(&b.insts, &b.term))
        .collect();
    let mut scc_in: Vec<bool> = local.iter().map(|l| l.unwrap_or(false)).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for (bi, b) in f.blocks.iter().enumerate().rev() {
            if local[bi].is_some() || scc_in[bi] {
                continue;
            }
            let live = matches!(b.term, Terminator::Return(_))
                || b.term.successors().iter().any(|e| scc_in[e.block.index()]);
            if live {
                scc_in[bi] = true;
                changed = true;
            }
        }
    }
    let scc_out: Vec<bool> = f
        .blocks
        .iter()
        .map(|b| b.term.successors().iter().any(|e| scc_in[e.block.index()]))
        .collect();
    let mut removed = 0;
    let mut keep: Vec<bool> = Vec::new();
    loop {
        let before = removed;
        // Blocks in reverse order: a value read only in later blocks is
        // usually seen unread in the same sweep that removes its readers.
        for (bi, b) in f.blocks.iter_mut().enumerate().rev() {
            let mut scc_live = scc_out[bi] || reads_scc_term(&b.term);
            keep.clear();
            keep.resize(b.insts.len(), true);
            let mut any = false;
            for k in (0..b.insts.len()).rev() {
                let inst = &b.insts[k];
                let (def_scc, use_scc) = scc_effect(inst);
                if is_dead(inst, &uses, scc_live) {
                    keep[k] = false;
                    any = true;
                    for_each_use(inst, |v| uses[v.index()] -= 1);
                    removed += 1;
                    continue;
                }
                if def_scc {
                    scc_live = false;
                }
                if use_scc {
                    scc_live = true;
                }
            }
            if any {
                let mut i = 0;
                b.insts.retain(|_| {
                    i += 1;
                    keep[i - 1]
                });
            }
        }
        if removed == before {
            return removed;
        }
    }
}

/// Whether `inst` writes and whether it reads SCC.
fn scc_effect(inst: &MirInst) -> (bool, bool) {
    match inst.opcode {
        MOpcode::Pseudo(_) => (false, true),
        MOpcode::Real(op) => {
            let imp = op.info().implicit;
            (imp.has(Implicit::DEF_SCC), imp.has(Implicit::USE_SCC))
        }
    }
}

fn reads_scc_term(t: &Terminator) -> bool {
    matches!(
        t,
        Terminator::Branch {
            cond: BranchCond::Scc0 | BranchCond::Scc1,
            ..
        }
    )
}

/// SCC's liveness on entry as far as the block decides: live when read
/// before written, dead when written first, `None` when the block leaves
/// it alone (then it is live out of the block or not).
fn scc_live_in(insts: &[MirInst], term: &Terminator) -> Option<bool> {
    for inst in insts {
        let (def, used) = scc_effect(inst);
        if used {
            return Some(true);
        }
        if def {
            return Some(false);
        }
    }
    reads_scc_term(term).then_some(true)
}

fn reg_of(o: &MOperand) -> Option<VReg> {
    match *o {
        MOperand::VReg { reg, .. } | MOperand::Fixed { reg, .. } => Some(reg),
        _ => None,
    }
}

fn for_each_use(inst: &MirInst, mut f: impl FnMut(VReg)) {
    for (i, o) in inst.operands.iter().enumerate() {
        if inst.is_use(i) {
            if let Some(v) = reg_of(o) {
                f(v);
            }
        }
    }
}

/// `scc_live`: whether SCC is read after `inst` before being written.
fn is_dead(inst: &MirInst, uses: &[u32], scc_live: bool) -> bool {
    match inst.opcode {
        MOpcode::Pseudo(Pseudo::Entry) => return false,
        MOpcode::Pseudo(_) => {}
        MOpcode::Real(op) => {
            let info = op.info();
            let implicit = info.implicit.0;
            // Reading SCC is no effect; writing it is one only while live.
            let only_scc = implicit & !(Implicit::DEF_SCC | Implicit::USE_SCC) == 0;
            let writes_live_scc = implicit & Implicit::DEF_SCC != 0 && scc_live;
            if info.counters.0 != 0 || !only_scc || writes_live_scc {
                return false;
            }
        }
    }
    let mut defs = 0;
    for (i, o) in inst.operands.iter().enumerate() {
        if !inst.is_def(i) {
            continue;
        }
        match o {
            MOperand::VReg { reg, .. } if uses[reg.index()] == 0 => defs += 1,
            _ => return false,
        }
    }
    defs > 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use agc_isa::insts::Opcode;
    use agc_isa::minst::Operand;
    use agc_isa::regs::RegFile;
    use smallvec::SmallVec;

    /// A dead chain goes whole; a used value, a store, an SCC write that
    /// a later instruction reads and a write of a physical register stay;
    /// a dead 64-bit add (`s_add_u32` + `s_addc_u32`) whose SCC no one
    /// reads goes.
    #[test]
    fn dead_chains_go_and_effects_stay() {
        let mut f = MFunction::new("k");
        let b = f.block();
        let s = |f: &mut MFunction| f.vreg(RegFile::Sgpr, 1);
        let (a, c, e, lo, hi, g, h) = (
            s(&mut f),
            s(&mut f),
            s(&mut f),
            s(&mut f),
            s(&mut f),
            s(&mut f),
            s(&mut f),
        );
        let d = f.vreg(RegFile::Vgpr, 1);
        let k = MOperand::from(Operand::int(5));
        let ins = |op, ops: &[MOperand]| MirInst::real(op, ops);
        let insts = &mut f.blocks[b.index()].insts;
        insts.push(ins(Opcode::SMovB32, &[f_op(a), k]));
        // c = a * a (dead), d = v_mov c (dead): a chain.
        insts.push(ins(Opcode::SMulI32, &[f_op(c), f_op(a), f_op(a)]));
        insts.push(ins(Opcode::VMovB32, &[f_op(d), f_op(c)]));
        // A dead 64-bit add: both halves go.
        insts.push(ins(Opcode::SAddU32, &[f_op(lo), f_op(a), k]));
        insts.push(ins(Opcode::SAddcU32, &[f_op(hi), f_op(a), k]));
        // e = a + 5 is dead but its SCC feeds g = a + 5 + carry, which is
        // stored through EXEC's write below: both stay.
        insts.push(ins(Opcode::SAddU32, &[f_op(e), f_op(a), k]));
        insts.push(ins(Opcode::SAddcU32, &[f_op(g), f_op(a), k]));
        insts.push(ins(Opcode::SMovB64, &[MOperand::Phys(Reg::EXEC), f_op(g)]));
        // h = a + 5 feeds nothing, but the branch reads its SCC.
        insts.push(ins(Opcode::SAddU32, &[f_op(h), f_op(a), k]));
        let t = f.block();
        f.blocks[t.index()].term = Terminator::EndPgm;
        f.blocks[b.index()].term = Terminator::Branch {
            cond: BranchCond::Scc1,
            taken: agc_isa::mir::Edge::to(t),
            not_taken: agc_isa::mir::Edge::to(t),
        };
        assert_eq!(remove_dead(&mut f), 4);
        let left: Vec<_> = f.blocks[b.index()].insts.iter().map(|i| i.opcode).collect();
        assert_eq!(
            left,
            [
                MOpcode::Real(Opcode::SMovB32),
                MOpcode::Real(Opcode::SAddU32),
                MOpcode::Real(Opcode::SAddcU32),
                MOpcode::Real(Opcode::SMovB64),
                MOpcode::Real(Opcode::SAddU32),
            ]
        );
    }

    /// The restore of EXEC before an empty last block goes, and with it
    /// the mask it merged; the same restore before a block that stores
    /// (or before a function's return) stays. Oracle: the module doc's
    /// quiet-block rule.
    #[test]
    fn exec_restore_before_the_end_goes() {
        let build = |store: bool, ret: bool| {
            let mut f = MFunction::new("k");
            let (b0, b1, b2) = (f.block(), f.block(), f.block());
            let m = f.vreg(RegFile::Sgpr, 2);
            let c = f.vreg(RegFile::Sgpr, 2);
            let exec = MOperand::Phys(Reg::EXEC);
            let mo = MOperand::VReg {
                reg: m,
                offset: 0,
                dwords: 2,
            };
            let co = MOperand::VReg {
                reg: c,
                offset: 0,
                dwords: 2,
            };
            let ins = |op, ops: &[MOperand]| MirInst::real(op, ops);
            let k = MOperand::from(Operand::int(-1));
            f.blocks[b0.index()]
                .insts
                .push(ins(Opcode::SMovB64, &[co, k]));
            f.blocks[b0.index()]
                .insts
                .push(ins(Opcode::SAndn2B64, &[mo, exec, co]));
            f.blocks[b0.index()].term = Terminator::Jump(agc_isa::mir::Edge::to(b1));
            // start: exec |= m; s_cbranch_execz end
            f.blocks[b1.index()]
                .insts
                .push(ins(Opcode::SOrB64, &[exec, mo, exec]));
            f.blocks[b1.index()].term = Terminator::Branch {
                cond: BranchCond::Execz,
                taken: agc_isa::mir::Edge::to(b2),
                not_taken: agc_isa::mir::Edge::to(b2),
            };
            if store {
                let v = f.vreg(RegFile::Vgpr, 1);
                let vo = f_op(v);
                let a = f.vreg(RegFile::Vgpr, 2);
                let ao = MOperand::VReg {
                    reg: a,
                    offset: 0,
                    dwords: 2,
                };
                let insts = &mut f.blocks[b2.index()].insts;
                insts.push(ins(Opcode::VMovB32, &[vo, k]));
                insts.push(ins(Opcode::VMovB32, &[ao, k]));
                insts.push(ins(Opcode::GlobalStoreDword, &[ao, vo, MOperand::Off]));
            }
            f.blocks[b2.index()].term = if ret {
                Terminator::Return(SmallVec::new())
            } else {
                Terminator::EndPgm
            };
            f
        };
        let mut f = build(false, false);
        assert_eq!(remove_dead(&mut f), 3);
        assert!(f.blocks.iter().all(|b| b.insts.is_empty()));
        for (store, ret) in [(true, false), (false, true)] {
            let mut f = build(store, ret);
            assert_eq!(remove_dead(&mut f), 0);
            assert_eq!(f.blocks[1].insts.len(), 1);
        }
    }

    fn f_op(v: VReg) -> MOperand {
        MOperand::VReg {
            reg: v,
            offset: 0,
            dwords: 1,
        }
    }
}
