//! `s_waitcnt_depctr va_vdst(0)` for GFX11's wave64 VALU partial-forwarding
//! hazard.
//!
//! Role: before every VALU that `agc_isa::partial_forwarding` says may
//! read a half-forwarded VGPR (two of its sources written by VALUs on
//! either side of an SALU write of EXEC, close together), inserts the
//! row's fix. A no-op in wave32 and on processors without the hazard.
//!
//! Invariants: only inserts; blocks keep their count and order. Runs
//! after the other depctr pass (its `va_vdst(0)` fixes end this hazard
//! too) and before `s_delay_alu` insertion.
//!
//! Algorithm: for each candidate reader, the backward scan of the isa
//! module runs over the instructions before it in its block (fixes
//! inserted earlier in the block included), then over each predecessor
//! path, each block visited once per reader (the first path to reach it
//! decides, as in llc), and across calls: a call walked back over, or
//! the entry of a device function, may hide the pattern's other half
//! (`PfScan::boundary`). The scan ends within a few VALUs, so a reader
//! costs a few instructions; a walk that has not ended after
//! `SCAN_BUDGET` instructions (a long SALU-only stretch) counts as
//! found, which only adds a wait. A fix inserted later into a
//! predecessor only ends hazards, so earlier decisions stay safe.

use crate::cfg::predecessors;
use agc_isa::insts::Opcode;
use agc_isa::minst::{MInst, Operand};
use agc_isa::mir::Block;
use agc_isa::partial_forwarding::{PfScan, Verdict, PARTIAL_FORWARDING};
use agc_isa::target::Target;
use smallvec::SmallVec;

/// Instructions one reader's scan may visit before it is taken as found.
const SCAN_BUDGET: u32 = 256;

/// Inserts the fixes; returns how many. `kernel` says the function's
/// entry has nothing before it (a device function's caller ran before).
pub fn insert_partial_forwarding_fixes(blocks: &mut [Block], target: &Target, kernel: bool) -> u32 {
    let f = PARTIAL_FORWARDING;
    if !f.procs.contains(target.processor()) || target.wave.lanes() != f.wave {
        return 0;
    }
    let preds = predecessors(blocks);
    let mut total = 0;
    let mut visited: Vec<u32> = vec![u32::MAX; blocks.len()];
    let mut stamp = 0u32;
    for b in 0..blocks.len() {
        let old = std::mem::take(&mut blocks[b].insts);
        let old_locs = std::mem::take(&mut blocks[b].locs);
        let mut insts: Vec<MInst> = Vec::with_capacity(old.len());
        let mut locs = Vec::with_capacity(old_locs.len());
        for (j, inst) in old.iter().enumerate() {
            if let Some(scan) = PfScan::new(inst, true) {
                stamp += 1;
                let mut budget = SCAN_BUDGET;
                let found = walk_back(
                    scan,
                    &insts,
                    b,
                    b,
                    !kernel,
                    blocks,
                    &old,
                    &preds,
                    &mut visited,
                    stamp,
                    &mut budget,
                );
                if found {
                    insts.push(MInst::new(
                        Opcode::SWaitcntDepctr,
                        &[Operand::Imm(f.fix as i32)],
                    ));
                    if !old_locs.is_empty() {
                        locs.push(old_locs.get(j).copied().flatten());
                    }
                    total += 1;
                }
            }
            insts.push(inst.clone());
            if !old_locs.is_empty() {
                locs.push(old_locs.get(j).copied().flatten());
            }
        }
        blocks[b].insts = insts;
        blocks[b].locs = locs;
    }
    total
}

/// Scans `before` (newest last) backwards, then the predecessors of block
/// `b`; whether some path completes the pattern. The reader's block
/// `home` is being rebuilt, so a path back into it walks `own` (its
/// instructions as they came in).
#[allow(clippy::too_many_arguments)]
fn walk_back(
    mut scan: PfScan,
    before: &[MInst],
    b: usize,
    home: usize,
    device: bool,
    blocks: &[Block],
    own: &[MInst],
    preds: &[SmallVec<[usize; 2]>],
    visited: &mut [u32],
    stamp: u32,
    budget: &mut u32,
) -> bool {
    for i in before.iter().rev() {
        if *budget == 0 {
            return true;
        }
        *budget -= 1;
        match scan.visit(i) {
            Verdict::Continue => {}
            Verdict::Found => return true,
            Verdict::Expired => return false,
        }
    }
    // The entry of a device function: its caller ran before.
    if device && b == 0 && scan.clone().boundary() == Verdict::Found {
        return true;
    }
    for &p in &preds[b] {
        if visited[p] == stamp {
            continue;
        }
        visited[p] = stamp;
        let insts: &[MInst] = if p == home { own } else { &blocks[p].insts };
        if walk_back(
            scan.clone(),
            insts,
            p,
            home,
            device,
            blocks,
            own,
            preds,
            visited,
            stamp,
            budget,
        ) {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use agc_isa::processors::Processor;
    use agc_isa::regs::{special, Reg, RegFile};

    fn v(d: u16, a: u16, b: u16) -> MInst {
        MInst::new(
            Opcode::VAddF32,
            &[Reg::v(d).into(), Reg::v(a).into(), Reg::v(b).into()],
        )
    }
    fn exec_write() -> MInst {
        let exec = Reg::new(RegFile::Special, special::EXEC, 2);
        MInst::new(Opcode::SMovB64, &[exec.into(), Operand::Inline(193)])
    }
    fn fixes(p: Processor, wave64: bool, blocks: Vec<Vec<MInst>>) -> Vec<(usize, usize)> {
        let mut blocks: Vec<Block> = blocks.into_iter().map(Block::new).collect();
        let mut t = Target::from(p);
        if wave64 {
            t.set_feature("wavefrontsize64", true).unwrap();
        }
        insert_partial_forwarding_fixes(&mut blocks, &t, true);
        let mut at = Vec::new();
        for (b, blk) in blocks.iter().enumerate() {
            for (i, inst) in blk.insts.iter().enumerate() {
                if inst.opcode == Opcode::SWaitcntDepctr {
                    at.push((b, i));
                }
            }
        }
        at
    }

    /// The pattern split over a branch: the first write and the EXEC
    /// write in one block, the second write and the reader in the next
    /// (derived from the rule: any path completing it counts); only in
    /// wave64, only on GFX11.
    #[test]
    fn across_blocks_and_per_wave_size() {
        let br = MInst::new(Opcode::SCbranchScc0, &[Operand::Imm(1)]);
        let blocks = vec![
            vec![v(1, 5, 6), exec_write(), br],
            vec![v(2, 5, 6), v(9, 1, 2)],
        ];
        assert_eq!(fixes(Processor::Gfx1100, true, blocks.clone()), [(1, 1)]);
        assert_eq!(fixes(Processor::Gfx1100, false, blocks.clone()), []);
        assert_eq!(fixes(Processor::Gfx1201, true, blocks.clone()), []);
        assert_eq!(fixes(Processor::Gfx1151, true, blocks), [(1, 1)]);
        // A loop: the reader's own block, reached again through the latch,
        // holds the first write (oracle: llc-22 -O3 on tests/exec/
        // tailcall_reconverge.agc's export, gfx1100 wave64, this shape).
        let br = |t: i32| MInst::new(Opcode::SBranch, &[Operand::Imm(t)]);
        let execz = |t: i32| MInst::new(Opcode::SCbranchExecz, &[Operand::Imm(t)]);
        let blocks = vec![
            vec![v(3, 5, 6), br(2)],
            vec![exec_write(), execz(4)],
            vec![v(1, 5, 6), execz(1)],
            vec![v(4, 1, 3), v(3, 5, 6), br(1)],
            vec![MInst::new(Opcode::SEndpgm, &[])],
        ];
        assert_eq!(fixes(Processor::Gfx1100, true, blocks), [(3, 0)]);
    }
}
