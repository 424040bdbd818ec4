//! Control-flow edges of allocated blocks.
//!
//! Role: both wait passes need predecessors. In allocated MIR a block's
//! successors are the targets of its branch instructions (label operand
//! `Operand::Imm(block index)`) plus the next block when control can fall
//! through, i.e. unless the last instruction is `s_branch`, `s_endpgm` or
//! `s_setpc_b64`. An empty block falls through. Out-of-range targets are
//! ignored rather than trusted (the emitter reports them).

use agc_isa::mir::{branch_target, ends_flow, Block};
use smallvec::SmallVec;

/// Successor block indices of block `b`, without duplicates.
pub fn successors(blocks: &[Block], b: usize) -> SmallVec<[usize; 2]> {
    let mut out: SmallVec<[usize; 2]> = SmallVec::new();
    let insts = &blocks[b].insts;
    for i in insts {
        if let Some(t) = branch_target(i) {
            if t < blocks.len() && !out.contains(&t) {
                out.push(t);
            }
        }
    }
    let falls = insts.last().is_none_or(|i| !ends_flow(i));
    if falls && b + 1 < blocks.len() && !out.contains(&(b + 1)) {
        out.push(b + 1);
    }
    out
}

/// Predecessor lists, indexed by block, in ascending order.
pub fn predecessors(blocks: &[Block]) -> Vec<SmallVec<[usize; 2]>> {
    let mut preds = vec![SmallVec::new(); blocks.len()];
    for b in 0..blocks.len() {
        for s in successors(blocks, b) {
            preds[s].push(b);
        }
    }
    preds
}
