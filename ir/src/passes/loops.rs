//! Natural loops: the analysis that loop-invariant code motion
//! ([`super::licm`]) and strength reduction ([`super::lsr`]) share.
//!
//! Role: finds every back edge `latch -> header` (an edge whose target
//! dominates its source) and the body of the loop it closes: the header
//! plus every block that reaches a latch without passing the header.
//! Back edges to one header form one loop. Cycles without a dominating
//! header (irreducible control flow) are not loops here; the passes
//! simply leave them alone.
//!
//! Invariants provided: [`Loop::blocks`] is in reverse post-order, so a
//! block comes after every block that dominates it; loops are listed
//! innermost first (a loop nested in another has fewer blocks, and ties
//! are broken by the header's reverse-post-order index), so a pass that
//! moves code outwards one loop at a time sees the inner loop's result
//! when it reaches the outer one.
//!
//! The trick: membership is a dense per-block table per loop, built by one
//! backward walk from the latches, so "is this value defined inside the
//! loop" — asked once per operand — is a table lookup on the defining
//! block.

use crate::cfg::{ControlFlowGraph, DomTree};
use crate::entities::{Block, Inst, Value};
use crate::function::{Function, ValueDef};
use cranelift_entity::SecondaryMap;
use smallvec::SmallVec;

/// One natural loop.
#[derive(Clone, Debug)]
pub struct Loop {
    pub header: Block,
    /// In-loop predecessors of the header (sources of back edges).
    pub latches: SmallVec<[Block; 2]>,
    /// Out-of-loop predecessors of the header.
    pub entries: SmallVec<[Block; 2]>,
    /// Every block of the loop, header first, in reverse post-order.
    pub blocks: Vec<Block>,
    member: SecondaryMap<Block, bool>,
}

impl Loop {
    /// Whether `block` belongs to the loop.
    pub fn contains(&self, block: Block) -> bool {
        self.member[block]
    }
}

/// What both loop passes start from: the CFG, its dominator tree, the
/// natural loops (innermost first) and each instruction's block.
pub struct LoopNest {
    pub cfg: ControlFlowGraph,
    pub dom: DomTree,
    pub loops: Vec<Loop>,
    pub place: SecondaryMap<Inst, Option<Block>>,
}

impl LoopNest {
    /// `None` for a declaration or a function without loops, so that the
    /// common loop-free kernel pays for one CFG and dominator tree only.
    pub fn analyze(func: &Function) -> Option<LoopNest> {
        func.entry_block()?;
        let cfg = ControlFlowGraph::compute(func);
        let dom = DomTree::compute(func, &cfg);
        let loops = find_loops(&cfg, &dom);
        if loops.is_empty() {
            return None;
        }
        let place = placement(func);
        Some(LoopNest {
            cfg,
            dom,
            loops,
            place,
        })
    }
}

/// The natural loops of `func`, innermost first.
pub fn find_loops(cfg: &ControlFlowGraph, dom: &DomTree) -> Vec<Loop> {
    let mut rpo_index: SecondaryMap<Block, u32> = SecondaryMap::new();
    for (i, &b) in dom.rpo.iter().enumerate() {
        rpo_index[b] = i as u32;
    }
    let mut loops = Vec::new();
    for &header in &dom.rpo {
        let latches: SmallVec<[Block; 2]> = cfg.preds[header]
            .iter()
            .copied()
            .filter(|&p| dom.dominates(header, p))
            .fold(SmallVec::new(), |mut v, p| {
                if !v.contains(&p) {
                    v.push(p);
                }
                v
            });
        if latches.is_empty() {
            continue;
        }
        let mut member: SecondaryMap<Block, bool> = SecondaryMap::new();
        member[header] = true;
        let mut blocks = vec![header];
        let mut work: Vec<Block> = latches.to_vec();
        while let Some(b) = work.pop() {
            if member[b] || !dom.is_reachable(b) {
                continue;
            }
            member[b] = true;
            blocks.push(b);
            work.extend(cfg.preds[b].iter().copied());
        }
        blocks.sort_by_key(|&b| rpo_index[b]);
        let mut entries: SmallVec<[Block; 2]> = SmallVec::new();
        for &p in &cfg.preds[header] {
            if !member[p] && dom.is_reachable(p) && !entries.contains(&p) {
                entries.push(p);
            }
        }
        loops.push(Loop {
            header,
            latches,
            entries,
            blocks,
            member,
        });
    }
    loops.sort_by_key(|l| (l.blocks.len(), rpo_index[l.header]));
    loops
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
