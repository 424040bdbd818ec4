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
//! no implicit SCC/EXEC/VCC definition (a branch may read those), no
//! physical destination. Pseudos other than `Entry` qualify. Removing one
//! can kill its operands' producers, so blocks are swept in reverse order
//! of instructions until nothing changes (a few sweeps: each sweep removes
//! whole dead chains that lie within a block).

use agc_isa::mir::{MFunction, MOpcode, MOperand, MirInst, Pseudo, VReg};

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
        if let agc_isa::mir::Terminator::Return(vals) = &b.term {
            for v in vals.iter().filter_map(reg_of) {
                uses[v.index()] += 1;
            }
        }
    }
    let mut removed = 0;
    loop {
        let before = removed;
        for b in &mut f.blocks {
            let mut k = b.insts.len();
            while k > 0 {
                k -= 1;
                if is_dead(&b.insts[k], &uses) {
                    let inst = b.insts.remove(k);
                    for_each_use(&inst, |v| uses[v.index()] -= 1);
                    removed += 1;
                }
            }
        }
        if removed == before {
            return removed;
        }
    }
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

fn is_dead(inst: &MirInst, uses: &[u32]) -> bool {
    match inst.opcode {
        MOpcode::Pseudo(Pseudo::Entry) => return false,
        MOpcode::Pseudo(_) => {}
        MOpcode::Real(op) => {
            let info = op.info();
            if info.counters.0 != 0 || info.implicit.0 != 0 {
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

    /// A dead chain goes whole; a used value, a store, an SCC-defining
    /// row and a write of a physical register stay.
    #[test]
    fn dead_chains_go_and_effects_stay() {
        let mut f = MFunction::new("k");
        let b = f.block();
        let (a, c, d, e) = (
            f.vreg(RegFile::Sgpr, 1),
            f.vreg(RegFile::Sgpr, 1),
            f.vreg(RegFile::Vgpr, 1),
            f.vreg(RegFile::Sgpr, 1),
        );
        let k = MOperand::from(Operand::int(5));
        let ins = |op, ops: &[MOperand]| MirInst::real(op, ops);
        let insts = &mut f.blocks[b.index()].insts;
        insts.push(ins(Opcode::SMovB32, &[f_op(a), k]));
        // c = a * a (dead), d = v_mov c (dead): a chain.
        insts.push(ins(Opcode::SMulI32, &[f_op(c), f_op(a), f_op(a)]));
        insts.push(ins(Opcode::VMovB32, &[f_op(d), f_op(c)]));
        // e = a + 5 defines SCC: kept although e is unused.
        insts.push(ins(Opcode::SAddU32, &[f_op(e), f_op(a), k]));
        insts.push(ins(Opcode::SMovB64, &[MOperand::Phys(Reg::EXEC), k]));
        f.blocks[b.index()].term = Terminator::EndPgm;
        assert_eq!(remove_dead(&mut f), 2);
        let left: Vec<_> = f.blocks[b.index()].insts.iter().map(|i| i.opcode).collect();
        assert_eq!(
            left,
            [
                MOpcode::Real(Opcode::SMovB32),
                MOpcode::Real(Opcode::SAddU32),
                MOpcode::Real(Opcode::SMovB64)
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
