//! Natural loops: the analysis that loop-invariant code motion
//! ([`super::licm`]), strength reduction ([`super::lsr`]) and loop
//! rotation ([`super::loop_rotate`]) share.
//!
//! Role: finds every back edge `latch -> header` (an edge whose target
//! dominates its source) and the body of the loop it closes: the header
//! plus every block that reaches a latch without passing the header.
//! Back edges to one header form one loop. Cycles without a dominating
//! header (irreducible control flow) are not loops here; the passes
//! simply leave them alone.
//!
//! Invariants provided: natural loops are nested or disjoint, so they form
//! a forest ([`Loop::parent`], [`LoopNest::innermost`]).
//! [`Loop::blocks`] lists a loop's blocks header first, in an order in
//! which every block comes after the blocks that dominate it (a
//! topological order of the forward edges); loops are listed innermost
//! first (a loop nested in another has fewer blocks, and ties are broken
//! by the header's reverse-post-order index), so a pass that moves code
//! outwards one loop at a time sees the inner loop's result when it
//! reaches the outer one. [`Loop::exiting`] lists the blocks with an edge
//! leaving the loop.
//!
//! Cost: linear in blocks and edges, whatever the nesting depth (a
//! 10^4-deep nest is an input agc must take; the sum of the loops' sizes
//! there is 10^8). Three tricks:
//! - Discovery (after Havlak and LLVM's loop info) walks back from each
//!   header's latches, headers taken in post-order so inner loops come
//!   first, and jumps over an inner loop already found with a union-find
//!   over blocks: each block joins the loop that first reaches it (its
//!   innermost), and an inner loop is crossed in one step, through its
//!   header. Every block and edge is walked once.
//! - One block order for all loops: every loop's blocks are one
//!   contiguous run of it (the order visits a loop's own blocks and its
//!   inner loops, each at its header's place, in reverse post-order), so
//!   [`Loop::blocks`] is a slice of it and membership is a range test on
//!   the block's position: no per-loop set.
//! - The exiting blocks of a loop are collected per edge, climbing from
//!   the source's innermost loop through the loops the edge leaves;
//!   an edge leaving `k` loops costs `k`.

use crate::cfg::{ControlFlowGraph, DomTree};
use crate::entities::{Block, Inst, Value};
use crate::function::{Function, ValueDef};
use cranelift_entity::SecondaryMap;
use smallvec::SmallVec;
use std::ops::Range;
use std::rc::Rc;

/// "No loop" and "no position" in the dense tables below.
const NONE: u32 = u32::MAX;

/// The block order that every loop of a nest is a run of.
#[derive(Debug)]
struct Order {
    blocks: Vec<Block>,
    /// Position in `blocks`; `NONE` for unreachable blocks.
    pos: SecondaryMap<Block, u32>,
}

/// One natural loop.
#[derive(Clone, Debug)]
pub struct Loop {
    pub header: Block,
    /// In-loop predecessors of the header (sources of back edges).
    pub latches: SmallVec<[Block; 2]>,
    /// Out-of-loop predecessors of the header.
    pub entries: SmallVec<[Block; 2]>,
    /// Blocks of the loop with a successor outside it.
    pub exiting: SmallVec<[Block; 2]>,
    /// The innermost loop containing this one (an index into
    /// [`LoopNest::loops`]).
    pub parent: Option<usize>,
    span: Range<u32>,
    order: Rc<Order>,
}

impl Loop {
    /// Whether `block` belongs to the loop.
    pub fn contains(&self, block: Block) -> bool {
        self.span.contains(&self.order.pos[block])
    }

    /// Every block of the loop, header first, each after the blocks that
    /// dominate it.
    pub fn blocks(&self) -> &[Block] {
        &self.order.blocks[self.span.start as usize..self.span.end as usize]
    }
}

/// What the loop passes start from: the CFG, its dominator tree, the
/// natural loops (innermost first), each block's innermost loop and each
/// instruction's block.
pub struct LoopNest {
    pub cfg: ControlFlowGraph,
    pub dom: DomTree,
    pub loops: Vec<Loop>,
    /// The innermost loop of each block (an index into `loops`).
    pub innermost: SecondaryMap<Block, Option<u32>>,
    pub place: SecondaryMap<Inst, Option<Block>>,
}

impl LoopNest {
    /// `None` for a declaration or a function without loops, so that the
    /// common loop-free kernel pays for one CFG and dominator tree only.
    pub fn analyze(func: &Function) -> Option<LoopNest> {
        func.entry_block()?;
        let cfg = ControlFlowGraph::compute(func);
        let dom = DomTree::compute(func, &cfg);
        let Forest {
            loops, innermost, ..
        } = find_loops(&cfg, &dom);
        if loops.is_empty() {
            return None;
        }
        let place = placement(func);
        Some(LoopNest {
            cfg,
            dom,
            loops,
            innermost,
            place,
        })
    }
}

/// Path-compressing find of the union-find over reverse-post-order
/// indices; iterative, so a deep nest cannot overflow the stack.
fn find(rep: &mut [u32], x: u32) -> u32 {
    let mut root = x;
    while rep[root as usize] != root {
        root = rep[root as usize];
    }
    let mut x = x;
    while rep[x as usize] != root {
        let next = rep[x as usize];
        rep[x as usize] = root;
        x = next;
    }
    root
}

/// The loop forest of a function: its loops (innermost first), each
/// block's innermost loop, and the block order every loop is a run of.
pub struct Forest {
    pub loops: Vec<Loop>,
    /// The innermost loop of each block (an index into `loops`).
    pub innermost: SecondaryMap<Block, Option<u32>>,
    order: Rc<Order>,
}

impl Forest {
    /// Every reachable block, entry first, each after the blocks that
    /// dominate it, every loop a contiguous run (see the module doc).
    pub fn order(&self) -> &[Block] {
        &self.order.blocks
    }

    /// The position of `block` in [`Forest::order`]; `None` when
    /// unreachable.
    pub fn position(&self, block: Block) -> Option<u32> {
        Some(self.order.pos[block]).filter(|&p| p != NONE)
    }
}

/// A loop as discovery finds it, before the loops are sorted.
struct Found {
    header: u32,
    parent: u32,
    latches: SmallVec<[Block; 2]>,
}

/// The loop forest of the blocks `dom` reaches.
pub fn find_loops(cfg: &ControlFlowGraph, dom: &DomTree) -> Forest {
    let rpo = &dom.rpo;
    let n = rpo.len();
    let mut index: SecondaryMap<Block, u32> = SecondaryMap::with_default(NONE);
    for (i, &b) in rpo.iter().enumerate() {
        index[b] = i as u32;
    }
    // Discovery, in reverse-post-order indices. `rep` is the union-find:
    // a block's root is the header of the outermost loop found so far
    // that contains it (or the block itself).
    let mut rep: Vec<u32> = (0..n as u32).collect();
    let mut inner: Vec<u32> = vec![NONE; n];
    let mut heads: Vec<u32> = vec![NONE; n];
    let mut stamp: Vec<u32> = vec![NONE; n];
    let mut found: Vec<Found> = Vec::new();
    let mut work: Vec<u32> = Vec::new();
    for h in (0..n as u32).rev() {
        let hb = rpo[h as usize];
        let mut latches: SmallVec<[Block; 2]> = SmallVec::new();
        // A block branching twice to the header is listed twice in a
        // row: comparing with the last entry dedupes in O(1), where a
        // header with thousands of back edges made `contains` quadratic.
        for &p in &cfg.preds[hb] {
            if dom.dominates(hb, p) && latches.last() != Some(&p) {
                latches.push(p);
            }
        }
        if latches.is_empty() {
            continue;
        }
        let id = found.len() as u32;
        heads[h as usize] = id;
        inner[h as usize] = id;
        stamp[h as usize] = id;
        work.clear();
        work.extend(latches.iter().map(|&p| index[p]));
        while let Some(b) = work.pop() {
            let r = find(&mut rep, b);
            if stamp[r as usize] == id {
                continue;
            }
            stamp[r as usize] = id;
            match heads[r as usize] {
                NONE => inner[r as usize] = id,
                // The header of a loop found before: it nests in this one.
                // Its latches lead back to it; only its entries go on.
                nested => found[nested as usize].parent = id,
            }
            rep[r as usize] = h;
            let rb = rpo[r as usize];
            work.extend(
                cfg.preds[rb]
                    .iter()
                    .filter(|&&p| dom.is_reachable(p))
                    .map(|&p| index[p]),
            );
        }
        found.push(Found {
            header: h,
            parent: NONE,
            latches,
        });
    }
    // The order: per loop (and for the blocks outside every loop, list
    // `nl`), its own blocks and inner loops in reverse post-order, an
    // inner loop standing at its header's place (item `n + loop`).
    let nl = found.len();
    let mut items: Vec<Vec<u32>> = vec![Vec::new(); nl + 1];
    for i in 0..n {
        let l = inner[i];
        if l == NONE {
            items[nl].push(i as u32);
            continue;
        }
        if heads[i] == l {
            let p = found[l as usize].parent;
            let list = if p == NONE { nl } else { p as usize };
            items[list].push((n + l as usize) as u32);
        }
        items[l as usize].push(i as u32);
    }
    let mut blocks = Vec::with_capacity(n);
    let mut span = vec![0u32..0; nl];
    let mut stack: Vec<(usize, usize)> = vec![(nl, 0)];
    while let Some(top) = stack.last_mut() {
        let (list, at) = *top;
        let Some(&item) = items[list].get(at) else {
            if list != nl {
                span[list].end = blocks.len() as u32;
            }
            stack.pop();
            continue;
        };
        top.1 += 1;
        if (item as usize) < n {
            blocks.push(rpo[item as usize]);
        } else {
            let l = item as usize - n;
            span[l].start = blocks.len() as u32;
            stack.push((l, 0));
        }
    }
    let mut pos: SecondaryMap<Block, u32> = SecondaryMap::with_default(NONE);
    for (i, &b) in blocks.iter().enumerate() {
        pos[b] = i as u32;
    }
    // Innermost first; `rank` maps a discovery id to its sorted index.
    let mut sorted: Vec<u32> = (0..nl as u32).collect();
    sorted.sort_by_key(|&l| (span[l as usize].len(), found[l as usize].header));
    let mut rank = vec![0u32; nl];
    for (i, &l) in sorted.iter().enumerate() {
        rank[l as usize] = i as u32;
    }
    let order = Rc::new(Order { blocks, pos });
    let within = |l: u32, b: Block| span[l as usize].contains(&order.pos[b]);
    let mut exiting: Vec<SmallVec<[Block; 2]>> = vec![SmallVec::new(); nl];
    for &b in &order.blocks {
        for &s in &cfg.succs[b] {
            let mut l = inner[index[b] as usize];
            while l != NONE && !within(l, s) {
                let list = &mut exiting[l as usize];
                if list.last() != Some(&b) {
                    list.push(b);
                }
                l = found[l as usize].parent;
            }
        }
    }
    let mut loops = Vec::with_capacity(nl);
    for &l in &sorted {
        let f = &found[l as usize];
        let header = rpo[f.header as usize];
        let mut entries: SmallVec<[Block; 2]> = SmallVec::new();
        for &p in &cfg.preds[header] {
            if dom.is_reachable(p) && !within(l, p) && entries.last() != Some(&p) {
                entries.push(p);
            }
        }
        loops.push(Loop {
            header,
            latches: f.latches.clone(),
            entries,
            exiting: std::mem::take(&mut exiting[l as usize]),
            parent: (f.parent != NONE).then(|| rank[f.parent as usize] as usize),
            span: span[l as usize].clone(),
            order: order.clone(),
        });
    }
    let mut innermost: SecondaryMap<Block, Option<u32>> = SecondaryMap::new();
    for (i, &b) in rpo.iter().enumerate() {
        if inner[i] != NONE {
            innermost[b] = Some(rank[inner[i] as usize]);
        }
    }
    Forest {
        loops,
        innermost,
        order,
    }
}
/// The block that defines `value` (its instruction's block or the block
/// whose parameter it is), given the current placement of instructions.
pub fn def_block(
    func: &Function,
    place: &SecondaryMap<Inst, Option<Block>>,
    value: Value,
) -> Option<Block> {
    match func.value_def(func.resolve(value)) {
        ValueDef::Result(inst, _) => place[inst],
        ValueDef::Param(block, _) => Some(block),
        ValueDef::Alias(_) => None,
    }
}

/// The block of every placed instruction.
pub fn placement(func: &Function) -> SecondaryMap<Inst, Option<Block>> {
    let mut place = SecondaryMap::with_capacity(func.insts.len());
    for &block in &func.layout {
        for &inst in &func.blocks[block].insts {
            place[inst] = Some(block);
        }
    }
    place
}

/// Places `inst` in `block` right before its terminator.
pub fn insert_before_terminator(func: &mut Function, block: Block, inst: Inst) {
    let insts = &mut func.blocks[block].insts;
    let at = match insts.last() {
        Some(&last) if func.insts[last].opcode.is_terminator() => insts.len() - 1,
        _ => insts.len(),
    };
    func.blocks[block].insts.insert(at, inst);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A random CFG of `n` blocks: each ends in `brif` to two random
    /// blocks (back edges and irreducible cycles included) or `ret`.
    fn random_cfg(seed: u64, n: usize) -> String {
        let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
        let mut next = |m: usize| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % m as u64) as usize
        };
        let mut s = String::from("kernel @k(%n: i32) {\nb0:\n    %c = icmp slt %n, %n\n");
        for i in 0..n {
            if i > 0 {
                s += &format!("b{i}:\n");
            }
            if next(6) == 0 {
                s += "    ret\n";
            } else {
                s += &format!("    brif %c, b{}, b{}\n", next(n), next(n));
            }
        }
        s + "}\n"
    }

    /// The forest against the definition, on 300 random CFGs. Oracle:
    /// the natural loop of each header computed naively (a backward walk
    /// from its latches that stops at the header), its nesting by set
    /// inclusion, its exits by scanning its blocks.
    #[test]
    fn forest_matches_the_definition() {
        let mut seen = 0;
        for seed in 0..300 {
            let m = crate::parse_module(&random_cfg(seed, 2 + seed as usize % 14)).unwrap();
            let func = m.functions.values().next().unwrap();
            let cfg = ControlFlowGraph::compute(func);
            let dom = DomTree::compute(func, &cfg);
            let forest = find_loops(&cfg, &dom);
            // Naive loops, keyed by header.
            let mut naive: Vec<(Block, Vec<Block>)> = Vec::new();
            for &h in &dom.rpo {
                let latches: Vec<Block> = cfg.preds[h]
                    .iter()
                    .copied()
                    .filter(|&p| dom.dominates(h, p))
                    .collect();
                if latches.is_empty() {
                    continue;
                }
                let mut body = vec![h];
                let mut work = latches;
                while let Some(b) = work.pop() {
                    if body.contains(&b) || !dom.is_reachable(b) {
                        continue;
                    }
                    body.push(b);
                    work.extend(cfg.preds[b].iter().copied());
                }
                naive.push((h, body));
            }
            assert_eq!(forest.loops.len(), naive.len(), "seed {seed}");
            seen += naive.len();
            let order = forest.order();
            assert_eq!(order.len(), dom.rpo.len(), "seed {seed}");
            for (i, &b) in order.iter().enumerate() {
                for &d in &order[i + 1..] {
                    assert!(!dom.dominates(d, b) || d == b, "seed {seed}: order");
                }
            }
            for (li, l) in forest.loops.iter().enumerate() {
                let (_, body) = naive.iter().find(|(h, _)| *h == l.header).unwrap();
                let mut got = l.blocks().to_vec();
                let mut want = body.clone();
                got.sort();
                want.sort();
                assert_eq!(got, want, "seed {seed}: body of {}", l.header);
                assert_eq!(l.blocks()[0], l.header);
                for &b in &dom.rpo {
                    assert_eq!(l.contains(b), body.contains(&b), "seed {seed}");
                }
                // Parent: the smallest other loop holding this one.
                let parent = forest
                    .loops
                    .iter()
                    .enumerate()
                    .filter(|&(o, p)| o != li && p.contains(l.header))
                    .min_by_key(|(_, p)| p.blocks().len())
                    .map(|(o, _)| o);
                assert_eq!(l.parent, parent, "seed {seed}: parent");
                if let Some(p) = parent {
                    assert!(p > li, "seed {seed}: inner loops come first");
                }
                let mut exiting: Vec<Block> = body
                    .iter()
                    .copied()
                    .filter(|&b| cfg.succs[b].iter().any(|&s| !body.contains(&s)))
                    .collect();
                let mut got = l.exiting.to_vec();
                exiting.sort();
                got.sort();
                assert_eq!(got, exiting, "seed {seed}: exiting");
            }
            for &b in &dom.rpo {
                let inner = forest
                    .loops
                    .iter()
                    .enumerate()
                    .filter(|(_, l)| l.contains(b))
                    .min_by_key(|(_, l)| l.blocks().len())
                    .map(|(i, _)| i as u32);
                assert_eq!(forest.innermost[b], inner, "seed {seed}: innermost");
            }
        }
        assert!(seen > 300, "the random CFGs have loops ({seen})");
    }
}
