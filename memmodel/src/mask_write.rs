//! `s_waitcnt_depctr` for GFX11's wave64 VALU mask-write hazard.
//!
//! Role: runs the state machine of `agc_isa::mask_write_hazard` over the
//! function and puts the wait it asks for where llc does: right after a
//! write of a pair a VALU read as a lane mask (after the last of
//! consecutive such writes; at the end of a block that ends with one). A
//! no-op in wave32 and on processors without the hazard.
//!
//! Invariants: only inserts; blocks keep their count and order. Runs
//! with the other depctr passes, before `s_delay_alu` insertion.
//!
//! Algorithm: the mask reads flow forward across blocks
//! (`cfg::forward_entries`: joins unite them, and since a wait clears
//! them the entries accumulate); pending writes never leave a block. Then
//! one walk inserts the waits.

use crate::cfg::forward_entries;
use agc_isa::insts::Opcode;
use agc_isa::mask_write_hazard::{MaskWait, MaskWriteState, MASK_WRITE};
use agc_isa::minst::{MInst, Operand};
use agc_isa::mir::Block;
use agc_isa::target::Target;

/// Inserts the waits; returns how many.
pub fn insert_mask_write_waits(blocks: &mut [Block], target: &Target) -> u32 {
    if !MASK_WRITE.procs.contains(target.processor())
        || target.wave.lanes() != MASK_WRITE.wave
        || blocks.is_empty()
    {
        return 0;
    }
    let entry = forward_entries(
        blocks,
        MaskWriteState::default(),
        |b, st| run(&blocks[b].insts, st, None),
        MaskWriteState::join,
    );
    let mut total = 0;
    let mut at: Vec<(usize, u16)> = Vec::new();
    for (b, block) in blocks.iter_mut().enumerate() {
        at.clear();
        run(&block.insts, entry[b], Some(&mut at));
        if at.is_empty() {
            continue;
        }
        total += at.len() as u32;
        let old = std::mem::take(&mut block.insts);
        let old_locs = std::mem::take(&mut block.locs);
        let mut insts = Vec::with_capacity(old.len() + at.len());
        let mut locs = Vec::new();
        let mut next = at.iter().peekable();
        let push_wait = |insts: &mut Vec<MInst>, locs: &mut Vec<_>, imm: u16, j: usize| {
            insts.push(MInst::new(
                Opcode::SWaitcntDepctr,
                &[Operand::Imm(imm as i32)],
            ));
            if !old_locs.is_empty() {
                locs.push(old_locs.get(j).copied().flatten());
            }
        };
        for (j, inst) in old.into_iter().enumerate() {
            while let Some(&(_, imm)) = next.next_if(|w| w.0 == j) {
                push_wait(&mut insts, &mut locs, imm, j);
            }
            insts.push(inst);
            if !old_locs.is_empty() {
                locs.push(old_locs.get(j).copied().flatten());
            }
        }
        for &(_, imm) in next {
            let j = insts.len().saturating_sub(1);
            push_wait(&mut insts, &mut locs, imm, j);
        }
        block.insts = insts;
        block.locs = locs;
    }
    total
}

/// One block from `st`; with `at`, records (index the wait goes before,
/// immediate), index `insts.len()` meaning after the last instruction.
/// Returns the state at the block's end, its last pending writes waited
/// for.
fn run(
    insts: &[MInst],
    mut st: MaskWriteState,
    mut at: Option<&mut Vec<(usize, u16)>>,
) -> MaskWriteState {
    // Where a wait for the writes pending now would go if nothing reads
    // them before the block ends: right after the last of them.
    let mut after_last_write = 0usize;
    for (j, inst) in insts.iter().enumerate() {
        let before = st;
        let w = st.step(inst, true);
        if !w.is_empty() {
            if let Some(at) = at.as_deref_mut() {
                at.push((j, w.depctr_imm()));
            }
        }
        if st.pending() && st.pending_mask() != before.pending_mask() {
            after_last_write = j + 1;
        }
    }
    let w: MaskWait = st.flush();
    if !w.is_empty() {
        if let Some(at) = at.as_deref_mut() {
            at.push((after_last_write, w.depctr_imm()));
        }
    }
    st
}

#[cfg(test)]
mod tests {
    use super::*;
    use agc_isa::processors::Processor;
    use agc_isa::regs::{special, Reg, RegFile};

    fn cnd(mask: u16) -> MInst {
        MInst::new(
            Opcode::VCndmaskB32,
            &[
                Reg::v(0).into(),
                Reg::v(1).into(),
                Reg::v(2).into(),
                Reg::s_range(mask, mask + 1).into(),
            ],
        )
    }
    fn s_mov64(d: u16) -> MInst {
        MInst::new(
            Opcode::SMovB64,
            &[Reg::s_range(d, d + 1).into(), Operand::Inline(193)],
        )
    }
    fn waits(p: Processor, wave64: bool, blocks: Vec<Vec<MInst>>) -> Vec<(usize, usize)> {
        let mut blocks: Vec<Block> = blocks.into_iter().map(Block::new).collect();
        let mut t = Target::from(p);
        if wave64 {
            t.set_feature("wavefrontsize64", true).unwrap();
        }
        insert_mask_write_waits(&mut blocks, &t);
        let mut out = Vec::new();
        for (b, blk) in blocks.iter().enumerate() {
            for (i, inst) in blk.insts.iter().enumerate() {
                if inst.opcode == Opcode::SWaitcntDepctr {
                    out.push((b, i));
                }
            }
        }
        out
    }

    /// Oracle: llc-22 on MIR (gfx1100 wave64): the mask read in one block
    /// and the write after a branch gets the wait after the write; in a
    /// loop the back edge carries the mask read to the header's write;
    /// nothing in wave32 or on GFX12.
    #[test]
    fn across_blocks() {
        let br = MInst::new(Opcode::SCbranchScc0, &[Operand::Imm(2)]);
        let _ = Reg::new(RegFile::Special, special::EXEC, 2);
        let blocks = vec![vec![cnd(4), br], vec![], vec![s_mov64(4)]];
        assert_eq!(waits(Processor::Gfx1100, true, blocks.clone()), [(2, 1)]);
        assert_eq!(waits(Processor::Gfx1100, false, blocks.clone()), []);
        assert_eq!(waits(Processor::Gfx1201, true, blocks), []);
        let back = MInst::new(Opcode::SCbranchScc0, &[Operand::Imm(1)]);
        let blocks = vec![vec![], vec![s_mov64(4), cnd(4), back], vec![]];
        assert_eq!(waits(Processor::Gfx1100, true, blocks), [(1, 1)]);
    }
}
