//! `s_wait_alu` insertion for GFX12's SGPR read hazard.
//!
//! Role: runs the state machine of `agc_isa::sgpr_hazard` over the
//! function and puts the wait it asks for right before each instruction
//! that needs one (one `s_waitcnt_depctr`, GFX12's `s_wait_alu`, with the
//! fields of every kind needed at 0; right after an existing depctr, that
//! one is widened instead). A no-op on processors without the hazard.
//!
//! Invariants: only inserts; blocks keep their count and order. Runs
//! after the other hazard passes (a depctr they inserted ends what it
//! clears) and before `s_delay_alu` insertion, which sees the waits.
//!
//! Algorithm: a forward dataflow over the blocks (`cfg::forward_entries`:
//! a block's entry accumulates every exit its predecessors have had, since
//! a larger entry can ask for a wait that ends pending writes, so exits
//! are not monotone in entries and only accumulating entries are sure to
//! settle), then one walk that inserts the waits. Sound because every
//! entry covers every path into its block (`agc_isa::sgpr_hazard`'s
//! invariants).

use crate::cfg::forward_entries;
use agc_isa::insts::Opcode;
use agc_isa::minst::{MInst, Operand};
use agc_isa::mir::Block;
use agc_isa::sgpr_hazard::{merge_depctr, SgprHazardState, SGPR_HAZARD};
use agc_isa::target::Target;

/// Inserts the waits of GFX12's SGPR read hazard; `kernel` says the
/// function starts with nothing tracked (a device function's caller may
/// have read any SGPR in a VALU). Returns the number inserted.
pub fn insert_sgpr_hazard_waits(blocks: &mut [Block], target: &Target, kernel: bool) -> u32 {
    if !SGPR_HAZARD.procs.contains(target.processor()) || blocks.is_empty() {
        return 0;
    }
    let start = if kernel {
        SgprHazardState::default()
    } else {
        SgprHazardState::at_function_entry()
    };
    let entry = forward_entries(
        blocks,
        start,
        |b, mut st| {
            for inst in &blocks[b].insts {
                st.step(&[inst]);
            }
            st
        },
        SgprHazardState::join,
    );
    let mut total = 0;
    let mut at: Vec<(usize, u16)> = Vec::new();
    for (b, block) in blocks.iter_mut().enumerate() {
        let mut st = entry[b];
        at.clear();
        for (j, inst) in block.insts.iter().enumerate() {
            let wait = st.step(&[inst]);
            if !wait.is_empty() {
                at.push((j, wait.depctr_imm()));
            }
        }
        if at.is_empty() {
            continue;
        }
        total += at.len() as u32;
        let old = std::mem::take(&mut block.insts);
        let old_locs = std::mem::take(&mut block.locs);
        let mut insts = Vec::with_capacity(old.len() + at.len());
        let mut locs = Vec::with_capacity(if old_locs.is_empty() {
            0
        } else {
            insts.capacity()
        });
        let mut next = at.iter().peekable();
        for (j, inst) in old.into_iter().enumerate() {
            if let Some(&(_, imm)) = next.next_if(|w| w.0 == j) {
                match insts.last_mut() {
                    // Right after a depctr: widen it.
                    Some(MInst {
                        opcode: Opcode::SWaitcntDepctr,
                        operands,
                        ..
                    }) => {
                        if let Some(Operand::Imm(v)) = operands.first_mut() {
                            *v = merge_depctr(*v as u16, imm) as i32;
                        }
                        total -= 1;
                    }
                    _ => {
                        insts.push(MInst::new(
                            Opcode::SWaitcntDepctr,
                            &[Operand::Imm(imm as i32)],
                        ));
                        if !old_locs.is_empty() {
                            locs.push(old_locs.get(j).copied().flatten());
                        }
                    }
                }
            }
            insts.push(inst);
            if !old_locs.is_empty() {
                locs.push(old_locs.get(j).copied().flatten());
            }
        }
        block.insts = insts;
        block.locs = locs;
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use agc_isa::processors::Processor;
    use agc_isa::regs::Reg;

    fn s_mov(d: u16, s: u16) -> MInst {
        MInst::new(Opcode::SMovB32, &[Reg::s(d).into(), Reg::s(s).into()])
    }
    fn v_add(d: u16, s: u16) -> MInst {
        MInst::new(
            Opcode::VAddU32,
            &[Reg::v(d).into(), Reg::s(s).into(), Reg::v(0).into()],
        )
    }
    fn waits(p: Processor, kernel: bool, blocks: Vec<Vec<MInst>>) -> Vec<(usize, usize, i32)> {
        let mut blocks: Vec<Block> = blocks.into_iter().map(Block::new).collect();
        insert_sgpr_hazard_waits(&mut blocks, &Target::from(p), kernel);
        let mut at = Vec::new();
        for (b, blk) in blocks.iter().enumerate() {
            for (i, inst) in blk.insts.iter().enumerate() {
                if inst.opcode == Opcode::SWaitcntDepctr {
                    let Operand::Imm(v) = inst.operands[0] else {
                        unreachable!()
                    };
                    at.push((b, i, v));
                }
            }
        }
        at
    }

    /// A loop whose body reads s4 in a VALU and then rewrites it in an
    /// SALU: the first trip needs nothing, the back edge brings the
    /// pending write to the header's VALU read (derived from the rules:
    /// the join keeps the worst path).
    #[test]
    fn a_back_edge_carries_the_pending_write() {
        let back = MInst::new(Opcode::SCbranchScc0, &[Operand::Imm(1)]);
        let body = vec![v_add(1, 4), s_mov(4, 5), back];
        let w = waits(
            Processor::Gfx1201,
            true,
            vec![vec![s_mov(4, 6)], body.clone(), vec![s_mov(7, 8)]],
        );
        assert_eq!(w, [(1, 0, 0xff9e)]);
        // Straight-line: nothing pending when s4 is first read.
        assert_eq!(
            waits(
                Processor::Gfx1201,
                true,
                vec![vec![s_mov(4, 6), v_add(1, 4)]]
            ),
            []
        );
        // A device function's caller may have read s4 in a VALU.
        assert_eq!(
            waits(
                Processor::Gfx1201,
                false,
                vec![vec![s_mov(4, 6), v_add(1, 4)]]
            ),
            [(0, 1, 0xff9e)]
        );
        for p in [Processor::Gfx1100, Processor::Gfx942] {
            assert_eq!(waits(p, false, vec![vec![s_mov(4, 6), v_add(1, 4)]]), []);
        }
    }
}
