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
//! may go. Live-out is conservative without a fixed point: SCC is live
//! out of a block when a successor reads it before writing it, or does
//! not write it at all (then a later block might read it). Pseudos count
//! as SCC readers, since their expansions are not visible here.
//!
//! Removal compacts each block in place (`retain`), so a sweep is linear
//! in the block however much it removes.

use agc_isa::insts::Implicit;
use agc_isa::mir::{BranchCond, MFunction, MOpcode, MOperand, MirInst, Pseudo, Terminator, VReg};

/// Removes dead instructions; returns how many.
pub fn remove_dead(f: &mut MFunction) -> u32 {
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
    // Per block: SCC live on entry as far as the block itself decides
    // (read before written, or never written).
    let scc_in: Vec<bool> = f
        .blocks
        .iter()
        .map(|b| scc_live_in(&b.insts, &b.term))
        .collect();
    let scc_out: Vec<bool> = f
        .blocks
        .iter()
        .map(|b| b.term.successors().iter().any(|e| scc_in[e.block.index()]))
        .collect();
    let mut removed = 0;
    let mut keep: Vec<bool> = Vec::new();
    loop {
        let before = removed;
        for (bi, b) in f.blocks.iter_mut().enumerate() {
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

/// SCC is live into a block that reads it before writing it, or that
/// never writes it (a successor may read it).
fn scc_live_in(insts: &[MirInst], term: &Terminator) -> bool {
    for inst in insts {
        let (def, used) = scc_effect(inst);
        if used {
            return true;
        }
        if def {
            return false;
        }
    }
    reads_scc_term(term) || !term.successors().is_empty()
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
    use agc_isa::mir::Terminator;
    use agc_isa::regs::{Reg, RegFile};

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

    fn f_op(v: VReg) -> MOperand {
        MOperand::VReg {
            reg: v,
            offset: 0,
            dwords: 1,
        }
    }
}
