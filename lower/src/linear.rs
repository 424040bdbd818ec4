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
//! The decomposition costs a region's size per nesting level, quadratic
//! in a deep loop nest, so it runs only on irreducible CFGs. A reducible
//! CFG's nested SCCs are its natural loops, and the loop forest of
//! `agc_ir::passes::loops` builds the same order in linear time (a unit
//! test compares the two on random CFGs). Latches, "cycles ending here"
//! and "cycle headed by" are indexed once, for the same reason.
//!
//! Invariants: `order` holds exactly the reachable blocks, entry first;
//! `cycles` are listed parents before children; every cycle's blocks are
//! `order[first..=last]`.

use agc_ir::cfg::{ControlFlowGraph, DomTree};
use agc_ir::entities::Block;
use agc_ir::passes::loops::{find_loops, Forest};
use cranelift_entity::SecondaryMap;
use petgraph::graph::{DiGraph, NodeIndex};
use smallvec::SmallVec;
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
    /// The cycle each header heads.
    heads: SecondaryMap<Block, Option<u32>>,
    /// Cycles by last position, innermost first: those ending at `p` are
    /// `ending[ending_start[p]..ending_start[p + 1]]`.
    ending: Vec<u32>,
    ending_start: Vec<u32>,
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
        // Reducible (every retreating edge of the reverse post-order goes
        // to a block dominating its source): the SCC decomposition is the
        // natural-loop forest, and its order is the forest's (module
        // doc), found in linear time. Otherwise the nested SCCs, which
        // cost a region's size per level.
        let reducible = dom.rpo.iter().all(|&b| {
            cfg.succs[b]
                .iter()
                .all(|&s| rpo_index[s] > rpo_index[b] || dom.dominates(s, b))
        });
        if reducible {
            lin.from_forest(&find_loops(cfg, dom));
        } else {
            lin.from_sccs(cfg, dom, &rpo_index);
        }
        lin.index_cycles();
        lin.find_latches(cfg);
        lin
    }

    /// The order and cycles by nested SCC decomposition (module doc).
    fn from_sccs(
        &mut self,
        cfg: &ControlFlowGraph,
        dom: &DomTree,
        rpo_index: &SecondaryMap<Block, u32>,
    ) {
        let region: Vec<Block> = dom.rpo.clone();
        order_region(&region, None, cfg, rpo_index, self);
        for (i, &b) in self.order.iter().enumerate() {
            self.pos[b] = i as u32;
        }
        // Positions of cycles: a cycle's blocks are contiguous from its
        // header; its last block is the largest position among blocks
        // whose innermost cycle is it or a descendant. Children come
        // after their parent in `cycles`, so a reverse walk propagates
        // to parents.
        for c in 0..self.cycles.len() {
            let first = self.pos[self.cycles[c].header];
            self.cycles[c].first = first;
            self.cycles[c].last = first;
        }
        for &b in &self.order {
            if let Some(c) = self.cycle_of[b] {
                let p = self.pos[b];
                let cyc = &mut self.cycles[c as usize];
                cyc.last = cyc.last.max(p);
            }
        }
        for c in (0..self.cycles.len()).rev() {
            if let Some(p) = self.cycles[c].parent {
                let last = self.cycles[c].last;
                let par = &mut self.cycles[p as usize];
                par.last = par.last.max(last);
            }
        }
    }

    /// The order and cycles of a reducible CFG from its loop forest.
    /// Kahn's smallest-key-first order over a region's SCCs is the
    /// key-sorted one whenever that is topological, which it is here
    /// (entering a loop passes its header), so this is the order the SCC
    /// decomposition would give. Cycles are numbered by header position:
    /// parents before children, as the decomposition numbers them.
    fn from_forest(&mut self, forest: &Forest) {
        self.order = forest.order().to_vec();
        for (i, &b) in self.order.iter().enumerate() {
            self.pos[b] = i as u32;
        }
        let mut by_pos: Vec<usize> = (0..forest.loops.len()).collect();
        by_pos.sort_by_key(|&l| self.pos[forest.loops[l].header]);
        let mut id = vec![0u32; forest.loops.len()];
        for (i, &l) in by_pos.iter().enumerate() {
            id[l] = i as u32;
        }
        for &l in &by_pos {
            let lp = &forest.loops[l];
            let first = self.pos[lp.header];
            self.cycles.push(Cycle {
                header: lp.header,
                first,
                last: first + lp.blocks().len() as u32 - 1,
                parent: lp.parent.map(|p| id[p]),
                latch: None,
            });
        }
        for &b in &self.order {
            self.cycle_of[b] = forest.innermost[b].map(|l| id[l as usize]);
        }
    }

    /// The per-block and per-position indexes of the cycles.
    fn index_cycles(&mut self) {
        self.heads = SecondaryMap::new();
        for (c, cyc) in self.cycles.iter().enumerate() {
            self.heads[cyc.header] = Some(c as u32);
        }
        // Cycles ending at each position, innermost (highest id) first.
        let n = self.order.len();
        let mut count = vec![0u32; n + 1];
        for cyc in &self.cycles {
            count[cyc.last as usize + 1] += 1;
        }
        for p in 0..n {
            count[p + 1] += count[p];
        }
        let mut fill = count.clone();
        self.ending = vec![0; self.cycles.len()];
        for c in (0..self.cycles.len()).rev() {
            let at = &mut fill[self.cycles[c].last as usize];
            self.ending[*at as usize] = c as u32;
            *at += 1;
        }
        self.ending_start = count;
    }

    /// Every cycle's [`Cycle::latch`], from the blocks leaving each cycle
    /// (an edge leaving `k` cycles costs `k`), the header's predecessors
    /// and a prefix count of blocks without successors: no scan of each
    /// cycle's blocks, which a deep nest would make quadratic.
    fn find_latches(&mut self, cfg: &ControlFlowGraph) {
        let nc = self.cycles.len();
        if nc == 0 {
            return;
        }
        let mut leaving: Vec<SmallVec<[Block; 2]>> = vec![SmallVec::new(); nc];
        let mut sinks = Vec::with_capacity(self.order.len() + 1);
        sinks.push(0u32);
        for &b in &self.order {
            let succs = &cfg.succs[b];
            sinks.push(sinks.last().copied().unwrap_or(0) + succs.is_empty() as u32);
            for &s in succs {
                let mut c = self.cycle_of[b];
                while let Some(ci) = c {
                    if self.in_cycle(s, ci) {
                        break;
                    }
                    let list = &mut leaving[ci as usize];
                    if list.last() != Some(&b) {
                        list.push(b);
                    }
                    c = self.cycles[ci as usize].parent;
                }
            }
        }
        for c in 0..nc {
            let cyc = &self.cycles[c];
            let c32 = c as u32;
            if sinks[cyc.last as usize + 1] != sinks[cyc.first as usize] {
                continue;
            }
            // The blocks that leave or branch back to the header.
            // Only whether there is exactly one matters: stop at two.
            let mut cands: SmallVec<[Block; 2]> = leaving[c].iter().copied().take(2).collect();
            for &p in &cfg.preds[cyc.header] {
                if cands.len() > 1 {
                    break;
                }
                if self.in_cycle(p, c32) && !cands.contains(&p) {
                    cands.push(p);
                }
            }
            let [b] = cands[..] else { continue };
            let succs = &cfg.succs[b];
            let two_way = succs.len() == 2
                && succs.contains(&cyc.header)
                && succs.iter().any(|&s| !self.in_cycle(s, c32));
            if two_way && self.cycle_of[b] == Some(c32) {
                self.cycles[c].latch = Some(b);
            }
        }
    }

    /// The cycle `block` heads, if any.
    pub fn cycle_headed_by(&self, block: Block) -> Option<u32> {
        self.heads[block]
    }

    /// Whether `block` lies in cycle `c` (or one of its descendants).
    pub fn in_cycle(&self, block: Block, c: u32) -> bool {
        let p = self.pos[block];
        let cyc = &self.cycles[c as usize];
        p != u32::MAX && cyc.first <= p && p <= cyc.last
    }

    /// The cycles that end at position `p`, innermost first.
    pub fn cycles_ending_at(&self, p: u32) -> impl Iterator<Item = u32> + '_ {
        let range = match self.ending_start.get(p as usize..p as usize + 2) {
            Some(&[a, b]) => a as usize..b as usize,
            _ => 0..0,
        };
        self.ending[range].iter().copied()
    }

    /// Whether a value defined in `def` and used in `user` crosses the exit
    /// of a cycle (the definition can run again after the user's lane has
    /// left the cycle).
    pub fn escapes_cycle(&self, def: Block, user: Block) -> bool {
        // The cycles holding `def` are nested: if the innermost holds
        // `user`, so do all the others.
        self.cycle_of[def].is_some_and(|c| !self.in_cycle(user, c))
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Random CFGs of `n` blocks ending in `brif` to two random blocks or
    /// `ret`.
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

    /// On reducible CFGs the loop-forest path gives exactly what the
    /// nested SCC decomposition gives: the same order, cycles (header,
    /// span, parent, latch) and innermost cycles. Oracle: the SCC
    /// decomposition, which the module doc defines the order by.
    #[test]
    fn forest_path_equals_scc_decomposition() {
        let mut compared = 0;
        for seed in 0..600 {
            let text = random_cfg(seed, 2 + seed as usize % 16);
            let m = agc_ir::parse_module(&text).unwrap();
            let func = m.functions.values().next().unwrap();
            let cfg = ControlFlowGraph::compute(func);
            let dom = DomTree::compute(func, &cfg);
            let mut rpo_index: SecondaryMap<Block, u32> = SecondaryMap::with_default(u32::MAX);
            for (i, &b) in dom.rpo.iter().enumerate() {
                rpo_index[b] = i as u32;
            }
            let reducible = dom.rpo.iter().all(|&b| {
                cfg.succs[b]
                    .iter()
                    .all(|&s| rpo_index[s] > rpo_index[b] || dom.dominates(s, b))
            });
            if !reducible {
                continue;
            }
            let fresh = || Linear {
                pos: SecondaryMap::with_default(u32::MAX),
                ..Linear::default()
            };
            let (mut a, mut b) = (fresh(), fresh());
            a.from_forest(&find_loops(&cfg, &dom));
            b.from_sccs(&cfg, &dom, &rpo_index);
            for l in [&mut a, &mut b] {
                l.index_cycles();
                l.find_latches(&cfg);
            }
            assert_eq!(a.order, b.order, "seed {seed}\n{text}");
            assert_eq!(a.cycles, b.cycles, "seed {seed}\n{text}");
            for &x in &a.order {
                assert_eq!(a.cycle_of[x], b.cycle_of[x], "seed {seed}");
            }
            compared += !a.cycles.is_empty() as usize;
        }
        assert!(
            compared > 100,
            "random reducible CFGs with cycles: {compared}"
        );
    }

    /// The latch from the per-edge index equals the definition's scan
    /// over each cycle's blocks, on every random CFG (irreducible ones
    /// included).
    #[test]
    fn latches_match_a_scan_of_each_cycle() {
        for seed in 0..600 {
            let m = agc_ir::parse_module(&random_cfg(seed, 2 + seed as usize % 16)).unwrap();
            let func = m.functions.values().next().unwrap();
            let cfg = ControlFlowGraph::compute(func);
            let dom = DomTree::compute(func, &cfg);
            let lin = Linear::compute(&cfg, &dom);
            for c in 0..lin.cycles.len() as u32 {
                let cyc = &lin.cycles[c as usize];
                let mut latch = None;
                let mut ok = true;
                for &b in &lin.order[cyc.first as usize..=cyc.last as usize] {
                    let succs = &cfg.succs[b];
                    if succs.is_empty() {
                        ok = false;
                        break;
                    }
                    let leaves = succs.iter().any(|&s| !lin.in_cycle(s, c));
                    if !leaves && !succs.contains(&cyc.header) {
                        continue;
                    }
                    let two_way = succs.len() == 2 && succs.contains(&cyc.header) && leaves;
                    if latch.is_some() || !two_way || lin.cycle_of[b] != Some(c) {
                        ok = false;
                        break;
                    }
                    latch = Some(b);
                }
                assert_eq!(cyc.latch, latch.filter(|_| ok), "seed {seed}, cycle {c}");
                let ending: Vec<u32> = lin.cycles_ending_at(cyc.last).collect();
                assert!(ending.contains(&c));
                assert_eq!(lin.cycle_headed_by(cyc.header), Some(c));
            }
        }
    }
}
