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
//! on the processor (5 on gfx900/gfx906, 19 where MFMA rules apply), so
//! the cost per instruction is a handful of table lookups, and nothing
//! for the many instructions that consume no rule. At a block's start the search continues into every
//! predecessor (the conservative choice: the worst path decides), with a
//! visited set keyed by (block, distance) so that cycles of empty blocks
//! end. Nops later inserted into a predecessor only add distance, so a
//! decision made before them stays safe.
//!
//! Coverage is that of the rule table: seed 004 table 8 rows for
//! instructions agc emits, plus the gfx942/gfx950 and MFMA/`v_accvgpr`
//! rows measured with llc. Not covered: hazards across calls
//! (`s_swappc_b64` / `s_setpc_b64` are treated as ordinary instructions;
//! the callee's first instructions are not looked at) — see the isa
//! module's list.

use crate::cfg::predecessors;
use agc_isa::hazards::{consumer_rules, max_wait_states, wait_states_of};
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
///
/// Each block is rebuilt into a new vector rather than patched with
/// `Vec::insert`, which would make a long block quadratic. While block `b`
/// is rebuilt its instructions are two slices, the finished part (nops
/// included) and the old rest; [`View`] presents them as one block to the
/// backward search.
pub fn insert_hazard_nops(blocks: &mut [Block], p: Processor) -> u32 {
    let window = max_wait_states(p) as u32;
    if window == 0 {
        return 0;
    }
    let preds = predecessors(blocks);
    let mut total = 0;
    for b in 0..blocks.len() {
        let old = std::mem::take(&mut blocks[b].insts);
        let old_locs = std::mem::take(&mut blocks[b].locs);
        let mut done: Vec<MInst> = Vec::with_capacity(old.len());
        let mut locs = Vec::with_capacity(old_locs.len());
        for (j, consumer) in old.iter().enumerate() {
            let view = View {
                blocks,
                b,
                done: &done,
                rest: &old[j..],
            };
            let need = needed(&view, consumer, &preds, p, window);
            let loc = old_locs.get(j).copied().flatten();
            let mut left = need;
            while left > 0 {
                let k = left.min(MAX_NOP_STATES);
                done.push(nop(k));
                if !old_locs.is_empty() {
                    locs.push(loc);
                }
                left -= k;
            }
            total += need;
            done.push(consumer.clone());
            if !old_locs.is_empty() {
                locs.push(loc);
            }
        }
        blocks[b].insts = done;
        blocks[b].locs = locs;
    }
    total
}

/// `s_nop` giving `states` wait states.
fn nop(states: u32) -> MInst {
    MInst::new(Opcode::SNop, &[Operand::Imm(states as i32 - 1)])
}

/// The blocks while block `b` is being rebuilt: its instructions are
/// `done` followed by `rest` (whose first element is the consumer).
struct View<'a> {
    blocks: &'a [Block],
    b: usize,
    done: &'a [MInst],
    rest: &'a [MInst],
}

impl View<'_> {
    /// Block `blk` as two slices in order.
    fn parts(&self, blk: usize) -> (&[MInst], &[MInst]) {
        if blk == self.b {
            (self.done, self.rest)
        } else {
            (&self.blocks[blk].insts, &[])
        }
    }
    fn len(&self, blk: usize) -> usize {
        let (a, c) = self.parts(blk);
        a.len() + c.len()
    }
}

/// Wait states still missing before `consumer`, the first instruction of
/// the current block's rest.
fn needed(
    view: &View,
    consumer: &MInst,
    preds: &[SmallVec<[usize; 2]>],
    p: Processor,
    window: u32,
) -> u32 {
    let rules = consumer_rules(consumer, p);
    if rules.is_empty() {
        return 0;
    }
    let mut need = 0;
    let mut visited: SmallVec<[(usize, u32); 8]> = SmallVec::new();
    let mut stack: SmallVec<[(usize, usize, u32); 8]> = SmallVec::new();
    // (block, instructions to scan from the end, distance so far)
    stack.push((view.b, view.done.len(), 0));
    while let Some((blk, end, mut dist)) = stack.pop() {
        let (a, c) = view.parts(blk);
        let in_c = &c[..end.saturating_sub(a.len())];
        let in_a = &a[..end.min(a.len())];
        let mut reached_start = true;
        for prev in in_c.iter().rev().chain(in_a.iter().rev()) {
            if dist >= window {
                reached_start = false;
                break;
            }
            let req = rules
                .iter()
                .map(|(r, cr)| r.required_by(prev, consumer, cr, p))
                .max()
                .unwrap_or(0) as u32;
            need = need.max(req.saturating_sub(dist));
            dist += wait_states_of(prev);
        }
        if !reached_start || dist >= window {
            continue;
        }
        for &pb in &preds[blk] {
            if !visited.contains(&(pb, dist)) {
                visited.push((pb, dist));
                stack.push((pb, view.len(pb), dist));
            }
        }
    }
    need
}
