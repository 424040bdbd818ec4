//! The linear block order that EXEC-mask code runs in, and its cycle tree.
//!
//! Role: a wave executes divergent control flow by visiting blocks in one
//! fixed order with EXEC set to the lanes waiting for each block (see
//! `isel::cf`). That order must be topological for every edge except the
//! edges back to the header of a cycle, and every cycle must be a
//! contiguous run of the order, so that "jump back to the header if any
//! lane waits for it" at the cycle's last block is the only backward jump
//! needed.
//!
//! The trick: a nested strongly-connected-component decomposition
//! (the loop-nesting forest of Ramalingam / Havlak, which also covers
//! irreducible cycles). At each level, the SCCs of the region are ordered
//! topologically (Kahn's algorithm, ties broken by reverse post-order so
//! the order stays close to the source layout); a non-trivial SCC becomes
//! its header (its first block in reverse post-order) followed by the
//! order of the SCC without its header, decomposed the same way (with an
//! explicit stack, so nesting depth costs no call stack). Any edge that goes
//! backwards in the result targets the header of a cycle that contains
//! its source, irreducible graphs included: an irreducible cycle's second
//! entry is just a later block of the cycle whose waiting lanes are
//! reached in the same sweep.
//!
//! Invariants: `order` holds exactly the reachable blocks, entry first;
//! `cycles` are listed parents before children; every cycle's blocks are
//! `order[first..=last]`.

use agc_ir::cfg::{ControlFlowGraph, DomTree};
use agc_ir::entities::Block;
use cranelift_entity::SecondaryMap;
use petgraph::graph::{DiGraph, NodeIndex};
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// A cycle of the loop-nesting forest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cycle {
    pub header: Block,
    /// Position of the header (first block) and of the last block.
    pub first: u32,
    pub last: u32,
    pub parent: Option<u32>,
    /// The cycle's only way out, when it has one: a block `L` of the
    /// cycle (not of a child cycle) that is the only block branching to
    /// the header and the only block with a successor outside, by a
    /// two-way branch to the header and to that outside block; every
    /// other block of the cycle has successors, all inside. Every
    /// iteration then passes `L` exactly once, so when `L`'s branch is
    /// uniform, all lanes leave in the same iteration (see
    /// `Uniformity::exits_together`).
    pub latch: Option<Block>,
}

/// The linear order and its cycles.
#[derive(Clone, Debug, Default)]
pub struct Linear {
    pub order: Vec<Block>,
    /// Position in `order`; `u32::MAX` for unreachable blocks.
    pub pos: SecondaryMap<Block, u32>,
    pub cycles: Vec<Cycle>,
    /// The innermost cycle of each reachable block.
    pub cycle_of: SecondaryMap<Block, Option<u32>>,
}

impl Linear {
    pub fn compute(cfg: &ControlFlowGraph, dom: &DomTree) -> Linear {
        let mut rpo_index: SecondaryMap<Block, u32> = SecondaryMap::with_default(u32::MAX);
        for (i, &b) in dom.rpo.iter().enumerate() {
            rpo_index[b] = i as u32;
        }
        let mut lin = Linear {
            pos: SecondaryMap::with_default(u32::MAX),
            ..Linear::default()
        };
        let region: Vec<Block> = dom.rpo.clone();
        order_region(&region, None, cfg, &rpo_index, &mut lin);
        for (i, &b) in lin.order.iter().enumerate() {
            lin.pos[b] = i as u32;
        }
        // Positions of cycles: a cycle's blocks are contiguous from its
        // header; its last block is the largest position among blocks whose
        // innermost cycle is it or a descendant. Children come after their
        // parent in `cycles`, so a reverse walk propagates to parents.
        for c in 0..lin.cycles.len() {
            let first = lin.pos[lin.cycles[c].header];
            lin.cycles[c].first = first;
            lin.cycles[c].last = first;
        }
        for &b in &lin.order {
            if let Some(c) = lin.cycle_of[b] {
                let p = lin.pos[b];
                let cyc = &mut lin.cycles[c as usize];
                cyc.last = cyc.last.max(p);
            }
        }
        for c in (0..lin.cycles.len()).rev() {
            if let Some(p) = lin.cycles[c].parent {
                let last = lin.cycles[c].last;
                let par = &mut lin.cycles[p as usize];
                par.last = par.last.max(last);
            }
        }
        for c in 0..lin.cycles.len() {
            lin.cycles[c].latch = lin.find_latch(cfg, c as u32);
        }
        lin
    }

    /// See [`Cycle::latch`].
    fn find_latch(&self, cfg: &ControlFlowGraph, c: u32) -> Option<Block> {
        let cyc = &self.cycles[c as usize];
        let mut latch = None;
        for &b in &self.order[cyc.first as usize..=cyc.last as usize] {
            let succs = &cfg.succs[b];
            if succs.is_empty() {
                return None;
            }
            let leaves = succs.iter().any(|&s| !self.in_cycle(s, c));
            if !leaves && !succs.contains(&cyc.header) {
                continue;
            }
            let two_way = succs.len() == 2
                && succs.contains(&cyc.header)
                && succs.iter().any(|&s| !self.in_cycle(s, c));
            if latch.is_some() || !two_way || self.cycle_of[b] != Some(c) {
                return None;
            }
            latch = Some(b);
        }
        latch
    }

    /// Whether `block` lies in cycle `c` (or one of its descendants).
    pub fn in_cycle(&self, block: Block, c: u32) -> bool {
        let p = self.pos[block];
        let cyc = &self.cycles[c as usize];
        p != u32::MAX && cyc.first <= p && p <= cyc.last
    }

    /// The cycles that end at position `p`, innermost first.
    pub fn cycles_ending_at(&self, p: u32) -> impl Iterator<Item = u32> + '_ {
        // Cycles are listed parents first; innermost first is reverse order.
        (0..self.cycles.len() as u32)
            .rev()
            .filter(move |&c| self.cycles[c as usize].last == p)
    }

    /// Whether a value defined in `def` and used in `user` crosses the exit
    /// of a cycle (the definition can run again after the user's lane has
    /// left the cycle).
    pub fn escapes_cycle(&self, def: Block, user: Block) -> bool {
        let mut c = self.cycle_of[def];
        while let Some(ci) = c {
            if !self.in_cycle(user, ci) {
                return true;
            }
            c = self.cycles[ci as usize].parent;
        }
        false
    }
}

/// One entry of a region's order: a block, or a non-trivial SCC (its
/// blocks by RPO, header first) whose own order goes in its place.
enum Item {
    Block(Block),
    Cycle(Vec<Block>),
}

/// Appends the linear order of `region` (blocks sorted by RPO) to
/// `lin.order`, recording cycles with `parent` as the enclosing cycle.
///
/// Nested cycles are expanded with an explicit stack of regions rather
/// than by recursion, so a loop nest of any depth costs heap, not call
/// stack; each region's items are expanded in order, depth first, which
/// numbers cycles parents before children as the recursion did.
fn order_region(
    region: &[Block],
    parent: Option<u32>,
    cfg: &ControlFlowGraph,
    rpo_index: &SecondaryMap<Block, u32>,
    lin: &mut Linear,
) {
    let mut local: SecondaryMap<Block, u32> = SecondaryMap::with_default(u32::MAX);
    let mut stack: Vec<(std::vec::IntoIter<Item>, Option<u32>)> = vec![(
        region_items(region, cfg, rpo_index, &mut local).into_iter(),
        parent,
    )];
    while let Some((items, parent)) = stack.last_mut() {
        let parent = *parent;
        match items.next() {
            None => {
                stack.pop();
            }
            Some(Item::Block(b)) => {
                lin.cycle_of[b] = parent;
                lin.order.push(b);
            }
            Some(Item::Cycle(blocks)) => {
                let header = blocks[0];
                let id = lin.cycles.len() as u32;
                lin.cycles.push(Cycle {
                    header,
                    first: 0,
                    last: 0,
                    parent,
                    latch: None,
                });
                lin.cycle_of[header] = Some(id);
                lin.order.push(header);
                let inner = region_items(&blocks[1..], cfg, rpo_index, &mut local);
                stack.push((inner.into_iter(), Some(id)));
            }
        }
    }
}

/// The SCCs of `region` in topological order (Kahn's algorithm, smallest
/// RPO key first). `local` is scratch, all `u32::MAX` on entry and exit.
fn region_items(
    region: &[Block],
    cfg: &ControlFlowGraph,
    rpo_index: &SecondaryMap<Block, u32>,
    local: &mut SecondaryMap<Block, u32>,
) -> Vec<Item> {
    // Dense local numbering of the region.
    let mut graph: DiGraph<Block, ()> = DiGraph::with_capacity(region.len(), region.len() * 2);
    for &b in region {
        local[b] = graph.add_node(b).index() as u32;
    }
    for &b in region {
        for &s in &cfg.succs[b] {
            if local[s] != u32::MAX {
                graph.add_edge(
                    NodeIndex::new(local[b] as usize),
                    NodeIndex::new(local[s] as usize),
                    (),
                );
            }
        }
    }
    for &b in region {
        local[b] = u32::MAX;
    }
    // Kosaraju's algorithm: petgraph's form is iterative, where its
    // Tarjan recurses once per block of a long path.
    let sccs = petgraph::algo::kosaraju_scc(&graph);
    // SCC id per node, and each SCC's smallest RPO index (its priority).
    let mut scc_of = vec![0usize; region.len()];
    let mut key = vec![u32::MAX; sccs.len()];
    for (i, scc) in sccs.iter().enumerate() {
        for &n in scc {
            scc_of[n.index()] = i;
            key[i] = key[i].min(rpo_index[graph[n]]);
        }
    }
    // Kahn's algorithm on the condensation, smallest RPO key first (keys
    // are distinct, so the order does not depend on how SCCs are found).
    let mut indeg = vec![0u32; sccs.len()];
    let mut succ_sccs: Vec<Vec<usize>> = vec![Vec::new(); sccs.len()];
    for e in graph.raw_edges() {
        let (a, b) = (scc_of[e.source().index()], scc_of[e.target().index()]);
        if a != b {
            succ_sccs[a].push(b);
            indeg[b] += 1;
        }
    }
    let mut ready: BinaryHeap<Reverse<(u32, usize)>> = BinaryHeap::new();
    for (i, &d) in indeg.iter().enumerate() {
        if d == 0 {
            ready.push(Reverse((key[i], i)));
        }
    }
    let mut items = Vec::with_capacity(sccs.len());
    while let Some(Reverse((_, i))) = ready.pop() {
        let scc = &sccs[i];
        let self_loop = scc.len() == 1 && {
            let b = graph[scc[0]];
            cfg.succs[b].contains(&b)
        };
        if scc.len() == 1 && !self_loop {
            items.push(Item::Block(graph[scc[0]]));
        } else {
            let mut blocks: Vec<Block> = scc.iter().map(|&n| graph[n]).collect();
            blocks.sort_by_key(|&b| rpo_index[b]);
            items.push(Item::Cycle(blocks));
        }
        for &s in &succ_sccs[i] {
            indeg[s] -= 1;
            if indeg[s] == 0 {
                ready.push(Reverse((key[s], s)));
            }
        }
    }
    items
}
