//! Control-flow analyses: predecessors, reverse post-order, dominators.
//!
//! The dominator computation is petgraph's (`simple_fast`, the
//! Cooper-Harvey-Kennedy algorithm) run over a graph whose node indices are
//! the block indices. Its hash-map result is copied once into dense
//! per-block tables, and the dominator tree is numbered in pre/post order so
//! that `dominates(a, b)` is two integer comparisons — the verifier and CSE
//! ask it once per operand.

use crate::entities::{Block, Inst};
use crate::function::Function;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::{EntityRef, SecondaryMap};
use petgraph::graph::{DiGraph, NodeIndex};
use smallvec::SmallVec;

/// Predecessor and successor lists of the blocks in a function's layout.
#[derive(Clone, Debug, Default)]
pub struct ControlFlowGraph {
    pub preds: SecondaryMap<Block, SmallVec<[Block; 2]>>,
    pub succs: SecondaryMap<Block, SmallVec<[Block; 2]>>,
}

impl ControlFlowGraph {
    /// Computes the CFG. Blocks without a terminator have no successors.
    /// A block branching twice to the same target appears twice.
    pub fn compute(func: &Function) -> ControlFlowGraph {
        let mut cfg = ControlFlowGraph::default();
        for &block in &func.layout {
            let succs = func.successors(block);
            for &s in &succs {
                cfg.preds[s].push(block);
            }
            cfg.succs[block] = succs;
        }
        cfg
    }
}

/// Blocks reachable from the entry, in reverse post-order.
pub fn reverse_post_order(func: &Function, cfg: &ControlFlowGraph) -> Vec<Block> {
    let Some(entry) = func.entry_block() else {
        return Vec::new();
    };
    let mut visited: SecondaryMap<Block, bool> = SecondaryMap::new();
    let mut post = Vec::with_capacity(func.layout.len());
    // Iterative DFS: (block, next successor index).
    let mut stack: Vec<(Block, usize)> = vec![(entry, 0)];
    visited[entry] = true;
    while let Some(top) = stack.last_mut() {
        let (block, i) = *top;
        if let Some(&succ) = cfg.succs[block].get(i) {
            top.1 += 1;
            if !visited[succ] {
                visited[succ] = true;
                stack.push((succ, 0));
            }
        } else {
            post.push(block);
            stack.pop();
        }
    }
    post.reverse();
    post
}

/// The dominator tree of the blocks reachable from the entry.
#[derive(Clone, Debug, Default)]
pub struct DomTree {
    idom: SecondaryMap<Block, PackedOption<Block>>,
    reachable: SecondaryMap<Block, bool>,
    pre: SecondaryMap<Block, u32>,
    post: SecondaryMap<Block, u32>,
    /// Reverse post-order of the reachable blocks.
    pub rpo: Vec<Block>,
}

impl DomTree {
    pub fn compute(func: &Function, cfg: &ControlFlowGraph) -> DomTree {
        let mut tree = DomTree {
            rpo: reverse_post_order(func, cfg),
            ..DomTree::default()
        };
        let Some(entry) = func.entry_block() else {
            return tree;
        };
        let mut graph: DiGraph<(), ()> =
            DiGraph::with_capacity(func.blocks.len(), func.blocks.len() * 2);
        for _ in 0..func.blocks.len() {
            graph.add_node(());
        }
        for &block in &tree.rpo {
            tree.reachable[block] = true;
            for &succ in &cfg.succs[block] {
                graph.add_edge(
                    NodeIndex::new(block.index()),
                    NodeIndex::new(succ.index()),
                    (),
                );
            }
        }
        let doms = petgraph::algo::dominators::simple_fast(&graph, NodeIndex::new(entry.index()));
        let mut children: SecondaryMap<Block, SmallVec<[Block; 4]>> = SecondaryMap::new();
        for &block in &tree.rpo {
            if let Some(idom) = doms.immediate_dominator(NodeIndex::new(block.index())) {
                let idom = Block::new(idom.index());
                tree.idom[block] = idom.into();
                children[idom].push(block);
            }
        }
        // Number the tree in pre and post order (iterative DFS) so that
        // `a` dominates `b` iff pre[a] <= pre[b] && post[b] <= post[a].
        let (mut pre_n, mut post_n) = (0u32, 0u32);
        let mut stack: Vec<(Block, usize)> = vec![(entry, 0)];
        tree.pre[entry] = pre_n;
        pre_n += 1;
        while let Some(top) = stack.last_mut() {
            let (block, i) = *top;
            if let Some(&child) = children[block].get(i) {
                top.1 += 1;
                tree.pre[child] = pre_n;
                pre_n += 1;
                stack.push((child, 0));
            } else {
                tree.post[block] = post_n;
                post_n += 1;
                stack.pop();
            }
        }
        tree
    }

    /// The immediate dominator of `block`; `None` for the entry and for
    /// unreachable blocks.
    pub fn idom(&self, block: Block) -> Option<Block> {
        self.idom[block].expand()
    }

    pub fn is_reachable(&self, block: Block) -> bool {
        self.reachable[block]
    }

    /// True if every path from the entry to `b` passes through `a`
    /// (reflexive). False when either block is unreachable.
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        self.reachable[a]
            && self.reachable[b]
            && self.pre[a] <= self.pre[b]
            && self.post[b] <= self.post[a]
    }

    /// True if the definition point `def` (instruction `def_inst` at index
    /// `def_pos` in `def_block`, or the block's parameters when `def_inst`
    /// is `None`) dominates the use at index `use_pos` of `use_block`.
    pub fn dominates_use(
        &self,
        def_block: Block,
        def_pos: Option<usize>,
        use_block: Block,
        use_pos: usize,
    ) -> bool {
        if def_block == use_block {
            return def_pos.is_none_or(|d| d < use_pos);
        }
        self.dominates(def_block, use_block)
    }
}

/// The position of each placed instruction: its block and index in it.
pub fn inst_positions(func: &Function) -> SecondaryMap<Inst, Option<(Block, u32)>> {
    let mut pos = SecondaryMap::with_capacity(func.insts.len());
    for &block in &func.layout {
        for (i, &inst) in func.blocks[block].insts.iter().enumerate() {
            pos[inst] = Some((block, i as u32));
        }
    }
    pos
}
