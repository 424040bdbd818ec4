//! Hazard wait states: `s_nop` insertion.
//!
//! Role: for every instruction, finds the earlier instructions that the
//! rule table `agc_isa::hazards::RULES` pairs it with, and makes sure
//! enough wait states separate them, inserting one `s_nop k` (k + 1 wait
//! states) right before the consumer when the instructions in between do
//! not already provide them. Every issued instruction counts as one wait
//! state, `s_nop k` as k + 1 (seed 004 section 4.5: "NOPs or independent
//! instructions").
//!
//! Invariants: only inserts; blocks keep their count and order. Consumers
//! are visited in layout order, so nops inserted earlier in a block count
//! for later consumers.
//!
//! Central trick: the search runs *backwards* from the consumer and stops
//! as soon as the distance reaches the largest wait count any rule needs
//! on the processor (5 on GFX9), so the cost per instruction is a handful
//! of table lookups. At a block's start the search continues into every
//! predecessor (the conservative choice: the worst path decides), with a
//! visited set keyed by (block, distance) so that cycles of empty blocks
//! end. Nops later inserted into a predecessor only add distance, so a
//! decision made before them stays safe.
//!
//! Coverage is that of the rule table: seed 004 table 8 rows for
//! instructions agc emits, plus the gfx942/gfx950 rows measured with llc.
//! Not covered: MFMA and `v_accvgpr` rules (gfx908+), hazards across calls
//! (`s_swappc_b64` / `s_setpc_b64` are treated as ordinary instructions;
//! the callee's first instructions are not looked at) — see the isa
//! module's list.

use crate::cfg::predecessors;
use agc_isa::hazards::{max_wait_states, required_wait_states, wait_states_of};
use agc_isa::insts::Opcode;
use agc_isa::minst::{MInst, Operand};
use agc_isa::mir::Block;
use agc_isa::processors::Processor;
use smallvec::SmallVec;

/// Largest count one `s_nop` holds on GFX9 (seed 004 table 6: "repeats up
/// to eight times").
const MAX_NOP_STATES: u32 = 8;

/// Inserts `s_nop`s so every hazard rule holds on `p`; returns the number
/// of wait states inserted.
pub fn insert_hazard_nops(blocks: &mut [Block], p: Processor) -> u32 {
    let window = max_wait_states(p) as u32;
    if window == 0 {
        return 0;
    }
    let preds = predecessors(blocks);
    let mut total = 0;
    for b in 0..blocks.len() {
        let mut i = 0;
        while i < blocks[b].insts.len() {
            let need = needed(blocks, &preds, b, i, p, window);
            let mut left = need;
            while left > 0 {
                let k = left.min(MAX_NOP_STATES);
                blocks[b].insert(i, nop(k));
                i += 1;
                left -= k;
            }
            total += need;
            i += 1;
        }
    }
    total
}

/// `s_nop` giving `states` wait states.
fn nop(states: u32) -> MInst {
    MInst::new(Opcode::SNop, &[Operand::Imm(states as i32 - 1)])
}

/// Wait states still missing before instruction `i` of block `b`.
fn needed(
    blocks: &[Block],
    preds: &[SmallVec<[usize; 2]>],
    b: usize,
    i: usize,
    p: Processor,
    window: u32,
) -> u32 {
    let consumer = &blocks[b].insts[i];
    let mut need = 0;
    let mut visited: SmallVec<[(usize, u32); 8]> = SmallVec::new();
    let mut stack: SmallVec<[(usize, usize, u32); 8]> = SmallVec::new();
    // (block, instructions to scan from the end, distance so far)
    stack.push((b, i, 0));
    while let Some((blk, end, mut dist)) = stack.pop() {
        let mut reached_start = true;
        for prev in blocks[blk].insts[..end].iter().rev() {
            if dist >= window {
                reached_start = false;
                break;
            }
            let req = required_wait_states(prev, consumer, p) as u32;
            need = need.max(req.saturating_sub(dist));
            dist += wait_states_of(prev);
        }
        if !reached_start || dist >= window {
            continue;
        }
        for &pb in &preds[blk] {
            if !visited.contains(&(pb, dist)) {
                visited.push((pb, dist));
                stack.push((pb, blocks[pb].insts.len(), dist));
            }
        }
    }
    need
}
