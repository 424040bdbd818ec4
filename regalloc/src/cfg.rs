//! The control-flow graph regalloc2 sees: MIR blocks in layout order with
//! critical edges split, and one instruction numbering shared by the three
//! per-file runs.
//!
//! Invariants provided: every MIR block keeps its relative order; the
//! blocks that split the critical edges of block `b` follow `b` directly
//! (the `not_taken` edge's block first, so the fall-through of the branch
//! stays a fall-through); instruction `i` of MIR block `b` has index
//! `first_inst[layout_of[b]] + i`, and every block ends in one extra
//! instruction that stands for its terminator. Split blocks hold only that
//! terminator.
//!
//! Trick: regalloc2 places edge moves at the end of a single-successor
//! predecessor or at the start of a single-predecessor successor, so
//! splitting the edges that are neither is all it needs; split blocks that
//! end up with no moves are dropped again when the output is laid out, so
//! splitting costs nothing in the emitted code.

use agc_isa::mir::MFunction;
use regalloc2::Block as RBlock;

/// A block of the allocation layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LBlock {
    /// A MIR block.
    Mir(u32),
    /// The block splitting edge `succ` (0 = taken, 1 = not taken) of MIR
    /// block `pred`.
    Split { pred: u32, succ: u8 },
}

/// What an instruction index stands for in regalloc2's eyes.
pub(crate) const INST_PLAIN: u8 = 0;
pub(crate) const INST_BRANCH: u8 = 1;
pub(crate) const INST_RET: u8 = 2;

pub(crate) struct Cfg {
    pub blocks: Vec<LBlock>,
    /// MIR block → layout index.
    pub layout_of: Vec<u32>,
    /// Per MIR block, per successor: the layout index of the split block,
    /// or `u32::MAX` when the edge is not critical.
    pub split_of: Vec<[u32; 2]>,
    /// Per layout block: first instruction; one extra entry at the end.
    pub first_inst: Vec<u32>,
    pub succs: Vec<RBlock>,
    pub succ_start: Vec<u32>,
    pub preds: Vec<RBlock>,
    pub pred_start: Vec<u32>,
    /// Per instruction: `INST_PLAIN`, `INST_BRANCH` or `INST_RET`.
    pub inst_kind: Vec<u8>,
}

impl Cfg {
    /// Builds the layout. `f` has been checked (edge targets in range).
    pub fn build(f: &MFunction) -> Cfg {
        let n = f.blocks.len();
        let mut npreds = vec![0u32; n];
        for b in &f.blocks {
            for e in b.term.successors() {
                npreds[e.block.index()] += 1;
            }
        }
        let mut blocks = Vec::with_capacity(n + n / 4);
        let mut layout_of = vec![0u32; n];
        let mut split_of = vec![[u32::MAX; 2]; n];
        for (b, data) in f.blocks.iter().enumerate() {
            layout_of[b] = blocks.len() as u32;
            blocks.push(LBlock::Mir(b as u32));
            let succs = data.term.successors();
            if succs.len() == 2 {
                for j in [1usize, 0] {
                    if npreds[succs[j].block.index()] > 1 {
                        split_of[b][j] = blocks.len() as u32;
                        blocks.push(LBlock::Split {
                            pred: b as u32,
                            succ: j as u8,
                        });
                    }
                }
            }
        }
        let mut succs = Vec::with_capacity(blocks.len() * 2);
        let mut succ_start = Vec::with_capacity(blocks.len() + 1);
        let mut first_inst = Vec::with_capacity(blocks.len() + 1);
        let mut inst_kind = Vec::new();
        let mut ninst = 0u32;
        for lb in &blocks {
            succ_start.push(succs.len() as u32);
            first_inst.push(ninst);
            match *lb {
                LBlock::Mir(b) => {
                    let data = &f.blocks[b as usize];
                    for (j, e) in data.term.successors().iter().enumerate() {
                        let s = split_of[b as usize][j];
                        let t = if s != u32::MAX {
                            s
                        } else {
                            layout_of[e.block.index()]
                        };
                        succs.push(RBlock::new(t as usize));
                    }
                    ninst += data.insts.len() as u32 + 1;
                    inst_kind.resize(ninst as usize - 1, INST_PLAIN);
                    inst_kind.push(if data.term.successors().is_empty() {
                        INST_RET
                    } else {
                        INST_BRANCH
                    });
                }
                LBlock::Split { pred, succ } => {
                    let e = f.blocks[pred as usize].term.successors()[succ as usize].block;
                    succs.push(RBlock::new(layout_of[e.index()] as usize));
                    ninst += 1;
                    inst_kind.push(INST_BRANCH);
                }
            }
        }
        succ_start.push(succs.len() as u32);
        first_inst.push(ninst);
        // Predecessors by counting sort over the successor lists.
        let nb = blocks.len();
        let mut pred_start = vec![0u32; nb + 1];
        for s in &succs {
            pred_start[s.index() + 1] += 1;
        }
        for i in 0..nb {
            pred_start[i + 1] += pred_start[i];
        }
        let mut fill = pred_start.clone();
        let mut preds = vec![RBlock::new(0); succs.len()];
        for b in 0..nb {
            for s in &succs[succ_start[b] as usize..succ_start[b + 1] as usize] {
                preds[fill[s.index()] as usize] = RBlock::new(b);
                fill[s.index()] += 1;
            }
        }
        Cfg {
            blocks,
            layout_of,
            split_of,
            first_inst,
            succs,
            succ_start,
            preds,
            pred_start,
            inst_kind,
        }
    }

    pub fn num_insts(&self) -> usize {
        self.inst_kind.len()
    }

    pub fn succs_of(&self, b: usize) -> &[RBlock] {
        &self.succs[self.succ_start[b] as usize..self.succ_start[b + 1] as usize]
    }

    pub fn preds_of(&self, b: usize) -> &[RBlock] {
        &self.preds[self.pred_start[b] as usize..self.pred_start[b + 1] as usize]
    }
}
