//! Control-flow edges of allocated blocks.
//!
//! Role: both wait passes need predecessors. In allocated MIR a block's
//! successors are the targets of its branch instructions (label operand
//! `Operand::Imm(block index)`) plus the next block when control can fall
//! through, i.e. unless the last instruction is `s_branch`, `s_endpgm` or
//! `s_setpc_b64`. An empty block falls through. Out-of-range targets are
//! ignored rather than trusted (the emitter reports them).
//!
//! Loops ([`loops`]) are read off the layout: lowering emits every loop as
//! a contiguous run of blocks from its header to its latest back edge, so
//! a retreating edge plus "no side entry" finds them without dominators.
//! Only placement heuristics use them.

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

/// Block entry states of a forward dataflow over `blocks`, from `start`
/// at the entry: each block's exit is `transfer(block, entry)`; a block
/// with one predecessor (and not the entry) takes that exit as its entry,
/// any other joins every exit its predecessors have ever had into its
/// entry (accumulated, never recomputed, so the sweep settles even when
/// `transfer` is not monotone: entries only grow, over a finite set).
/// Sweeps in layout order visit only blocks whose entry changed; a block
/// never reached keeps `start`'s default.
pub fn forward_entries<S: Copy + PartialEq + Default>(
    blocks: &[Block],
    start: S,
    transfer: impl Fn(usize, S) -> S,
    join: impl Fn(&mut S, &S),
) -> Vec<S> {
    let n = blocks.len();
    let preds = predecessors(blocks);
    let mut succs: Vec<SmallVec<[usize; 2]>> = vec![SmallVec::new(); n];
    for (b, ps) in preds.iter().enumerate() {
        for &p in ps {
            succs[p].push(b);
        }
    }
    let mut entry: Vec<Option<S>> = vec![None; n];
    let mut exit: Vec<Option<S>> = vec![None; n];
    let mut dirty = vec![false; n];
    if n > 0 {
        entry[0] = Some(start);
        dirty[0] = true;
    }
    let mut any = n > 0;
    while any {
        any = false;
        for b in 0..n {
            if !dirty[b] {
                continue;
            }
            dirty[b] = false;
            let st = transfer(b, entry[b].unwrap_or_default());
            if exit[b] == Some(st) {
                continue;
            }
            exit[b] = Some(st);
            for &s in &succs[b] {
                let single = preds[s].len() == 1 && s != 0;
                let new = match entry[s] {
                    Some(mut e) if !single => {
                        join(&mut e, &st);
                        e
                    }
                    _ => st,
                };
                if entry[s] != Some(new) {
                    entry[s] = Some(new);
                    dirty[s] = true;
                    any = true;
                }
            }
        }
    }
    entry.into_iter().map(Option::unwrap_or_default).collect()
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

/// Predecessor lists in which an edge into an empty block counts as an
/// edge into the first non-empty block at or after it: an empty block only
/// falls through, so both name one program point. Empty blocks get no
/// predecessors, and their own edges none. A backward walk then never
/// crosses a run of empty blocks, which costs no distance and, in a deep
/// loop nest of empty headers, would make every walk as long as the nest.
/// Each edge still lands in one list, in ascending order.
pub fn predecessors_past_empty(blocks: &[Block]) -> Vec<SmallVec<[usize; 2]>> {
    let n = blocks.len();
    let mut first_full = vec![n; n + 1];
    for b in (0..n).rev() {
        first_full[b] = if blocks[b].insts.is_empty() {
            first_full[b + 1]
        } else {
            b
        };
    }
    let mut preds = vec![SmallVec::new(); n];
    for b in (0..n).filter(|&b| !blocks[b].insts.is_empty()) {
        for s in successors(blocks, b) {
            let t = first_full[s];
            if t < n && preds[t].last() != Some(&b) {
                preds[t].push(b);
            }
        }
    }
    preds
}

/// A loop as the layout lays it out: the blocks `header..=last`, entered
/// only through `header`, with a back edge from `last` (the latest block
/// branching back to `header`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loop {
    pub header: usize,
    pub last: usize,
    /// Predecessors of `header` outside the loop, ascending.
    pub entries: SmallVec<[usize; 2]>,
}

/// The loops of `blocks` whose body is contiguous in layout order and
/// entered only at the header (what lowering produces for every loop).
/// A retreating edge into a range with a side entry is not reported: the
/// callers use loops for placement heuristics only, never for
/// correctness, so missing an irregular loop only costs a better place.
pub fn loops(blocks: &[Block], preds: &[SmallVec<[usize; 2]>]) -> Vec<Loop> {
    let mut out = Vec::new();
    if blocks.is_empty() {
        return out;
    }
    // "No block of h+1..=last has a predecessor outside h..=last" is a
    // range minimum of the blocks' least predecessor and a range maximum
    // of their greatest: two sparse tables answer each candidate in O(1),
    // where scanning the range made a deep loop nest quadratic.
    let lo = RangeMin::new(
        preds
            .iter()
            .map(|ps| ps.iter().copied().min().unwrap_or(usize::MAX))
            .collect(),
        usize::min,
    );
    let hi = RangeMin::new(
        preds
            .iter()
            .map(|ps| ps.iter().copied().max().map_or(0, |m| m + 1))
            .collect(),
        usize::max,
    );
    for (h, ps) in preds.iter().enumerate() {
        let Some(last) = ps.iter().copied().filter(|&p| p >= h).max() else {
            continue;
        };
        let inside = |b: usize| (h..=last).contains(&b);
        let side_entry =
            h < last && (lo.query(h + 1, last) < h || hi.query(h + 1, last) > last + 1);
        if side_entry {
            continue;
        }
        let entries = ps.iter().copied().filter(|&p| !inside(p)).collect();
        out.push(Loop {
            header: h,
            last,
            entries,
        });
    }
    out
}

/// A sparse table: `query(a, b)` folds `f` over `values[a..=b]` in O(1)
/// for an idempotent `f` (min, max), after O(n log n) set-up.
struct RangeMin {
    levels: Vec<Vec<usize>>,
    f: fn(usize, usize) -> usize,
}

impl RangeMin {
    fn new(values: Vec<usize>, f: fn(usize, usize) -> usize) -> RangeMin {
        let mut levels = vec![values];
        let mut width = 1;
        while 2 * width <= levels[0].len() {
            let prev = levels.last().expect("level 0 exists");
            let next = (0..prev.len() - width)
                .map(|i| f(prev[i], prev[i + width]))
                .collect();
            levels.push(next);
            width *= 2;
        }
        RangeMin { levels, f }
    }

    fn query(&self, a: usize, b: usize) -> usize {
        let k = (usize::BITS - 1 - (b - a + 1).leading_zeros()) as usize;
        (self.f)(self.levels[k][a], self.levels[k][b + 1 - (1 << k)])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use agc_isa::insts::Opcode;
    use agc_isa::minst::{MInst, Operand};

    fn b(insts: &[MInst]) -> Block {
        Block::new(insts.to_vec())
    }
    fn br(op: Opcode, t: i64) -> MInst {
        MInst::new(op, &[Operand::Imm(t as _)])
    }

    /// A nest as lowering lays it out: 0 -> [1 -> [2] -> 3] -> 4, with an
    /// inner back edge 2 -> 2 and an outer one 3 -> 1. Oracle: the CFG
    /// drawn by hand.
    #[test]
    fn nested_loops_and_entries() {
        let nop = MInst::new(Opcode::SNop, &[Operand::Imm(0)]);
        let blocks = vec![
            b(&[nop.clone()]),
            b(&[nop.clone()]),
            b(&[br(Opcode::SCbranchScc1, 2)]),
            b(&[br(Opcode::SCbranchScc1, 1)]),
            b(&[MInst::new(Opcode::SEndpgm, &[])]),
        ];
        let preds = predecessors(&blocks);
        let ls = loops(&blocks, &preds);
        assert_eq!(
            ls,
            [
                Loop {
                    header: 1,
                    last: 3,
                    entries: [0].into_iter().collect()
                },
                Loop {
                    header: 2,
                    last: 2,
                    entries: [1].into_iter().collect()
                },
            ]
        );
    }

    /// The sparse table answers every range as a scan does.
    #[test]
    fn range_min_matches_a_scan() {
        let values: Vec<usize> = (0..37).map(|i| (i * 7919 + 13) % 101).collect();
        let lo = RangeMin::new(values.clone(), usize::min);
        let hi = RangeMin::new(values.clone(), usize::max);
        for a in 0..values.len() {
            for b in a..values.len() {
                assert_eq!(lo.query(a, b), *values[a..=b].iter().min().unwrap());
                assert_eq!(hi.query(a, b), *values[a..=b].iter().max().unwrap());
            }
        }
    }

    /// Edges into runs of empty blocks land on the first block after the
    /// run: 0 -> [1 empty] -> 2 falls through, 3 branches back into the
    /// run at 1 and to [4 empty, 5 empty] at 4, which fall through to 6.
    /// Oracle: the CFG drawn by hand.
    #[test]
    fn empty_blocks_are_passed_through() {
        let nop = MInst::new(Opcode::SNop, &[Operand::Imm(0)]);
        let blocks = vec![
            b(&[nop.clone()]),
            b(&[]),
            b(&[nop.clone()]),
            b(&[br(Opcode::SCbranchScc1, 1), br(Opcode::SBranch, 4)]),
            b(&[]),
            b(&[]),
            b(&[MInst::new(Opcode::SEndpgm, &[])]),
        ];
        let preds = predecessors_past_empty(&blocks);
        let want: [&[usize]; 7] = [&[], &[], &[0, 3], &[2], &[], &[], &[3]];
        for (b, w) in want.iter().enumerate() {
            assert_eq!(preds[b].as_slice(), *w, "block {b}");
        }
    }

    /// A retreating edge into a range another block enters from outside
    /// is no loop here (the side entry would bypass the entry blocks).
    #[test]
    fn side_entry_is_not_a_loop() {
        let nop = MInst::new(Opcode::SNop, &[Operand::Imm(0)]);
        let blocks = vec![
            b(&[br(Opcode::SCbranchScc1, 2)]),
            b(&[nop.clone()]),
            b(&[br(Opcode::SCbranchScc1, 1)]),
            b(&[MInst::new(Opcode::SEndpgm, &[])]),
        ];
        let preds = predecessors(&blocks);
        assert!(loops(&blocks, &preds).is_empty());
    }
}
