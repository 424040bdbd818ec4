//! Branch tidying on the final block layout.
//!
//! Layout is decided before allocation, and allocation drops the split
//! blocks that received no moves, so a branch can end up jumping over
//! nothing: its target is the next non-empty block, where execution would
//! arrive anyway by falling through (`s_cbranch_execz .L5` right before an
//! empty `.L4` and `.L5`). Such a branch, conditional or not, is removed.
//! Then an EXEC write whose next instruction in layout order is
//! `s_endpgm` is removed too: the mask of a finished wave is never read
//! (the restore at the end of the last divergent region).

use agc_isa::insts::Opcode;
use agc_isa::minst::Operand;
use agc_isa::mir::{branch_target, Block};
use agc_isa::regs::Reg;

/// Tidies `blocks` in place; returns the instructions removed.
pub fn tidy(blocks: &mut [Block]) -> u32 {
    let mut removed = 0;
    // Branches to where fall-through goes.
    for b in 0..blocks.len() {
        let Some(last) = blocks[b].insts.last() else {
            continue;
        };
        let Some(t) = branch_target(last) else {
            continue;
        };
        if t > b && t <= blocks.len() && (b + 1..t).all(|k| blocks[k].insts.is_empty()) {
            pop(&mut blocks[b]);
            removed += 1;
        }
    }
    // EXEC writes right before the end of the program.
    for b in 0..blocks.len() {
        let Some(last) = blocks[b].insts.last() else {
            continue;
        };
        if last.opcode != Opcode::SMovB64 || last.operands.first() != Some(&Operand::Reg(Reg::EXEC))
        {
            continue;
        }
        let next = (b + 1..blocks.len()).find(|&k| !blocks[k].insts.is_empty());
        if next.is_some_and(|k| blocks[k].insts[0].opcode == Opcode::SEndpgm) {
            pop(&mut blocks[b]);
            removed += 1;
        }
    }
    removed
}

fn pop(b: &mut Block) {
    b.insts.pop();
    if !b.locs.is_empty() {
        b.locs.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use agc_isa::minst::MInst;

    fn blk(insts: Vec<MInst>) -> Block {
        Block::new(insts)
    }
    fn br(op: Opcode, t: i32) -> MInst {
        MInst::new(op, &[Operand::Imm(t)])
    }

    /// A branch over empty blocks goes, a branch over code stays, and the
    /// EXEC restore before `s_endpgm` goes (oracle: the module doc's rules).
    #[test]
    fn branches_over_nothing_and_final_exec_restores_go() {
        let exec_restore = MInst::new(
            Opcode::SMovB64,
            &[Operand::Reg(Reg::EXEC), Operand::Reg(Reg::s(4))],
        );
        let nop = MInst::new(Opcode::SNop, &[Operand::Imm(0)]);
        let mut blocks = vec![
            blk(vec![nop.clone(), br(Opcode::SCbranchExecz, 2)]),
            blk(vec![]),
            blk(vec![nop.clone(), br(Opcode::SCbranchScc1, 4)]),
            blk(vec![nop.clone(), exec_restore]),
            blk(vec![MInst::new(Opcode::SEndpgm, &[])]),
        ];
        assert_eq!(tidy(&mut blocks), 2);
        assert_eq!(blocks[0].insts.len(), 1);
        assert_eq!(blocks[2].insts.len(), 2, "the branch over block 3 stays");
        assert_eq!(blocks[3].insts, vec![nop]);
    }
}
