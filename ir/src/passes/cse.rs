//! Common-subexpression elimination: a pure instruction that repeats one
//! that dominates it is replaced by the earlier result.
//!
//! Which instructions take part: those whose effects read, write and order
//! nothing and that are not terminators or calls — arithmetic, compares,
//! conversions, constants, addresses, dispatch geometry. Loads are not
//! merged: memory may change between them and this pass does not reason
//! about memory. Convergent operations (`readfirstlane`, `ballot`,
//! `shuffle`, `wave_reduce`, ...) depend on the set of active lanes, which
//! is only guaranteed equal within one block, so they merge only with an
//! earlier copy in the same block.
//!
//! The central trick is a *scoped* hash table walked over the dominator
//! tree in pre-order: entering a block opens a scope, every candidate
//! instruction looks up its key (opcode, type, resolved operands, payload),
//! and leaving the block undoes the insertions made in it from an undo
//! log. So at any instruction the table holds exactly the instructions
//! that dominate it, without ever copying the table. Operands of
//! commutative integer operations are sorted so `a + b` meets `b + a`
//! (float operations are not, as NaN payload propagation is operand-order
//! dependent). Keys are inline (`SmallVec`) so no instruction allocates, and the table
//! hashes with FxHash: keys are compiler-made, not adversarial, and SipHash
//! was the largest single cost of the pass on big kernels.
//!
//! A repeat's results become aliases of the original's and the repeat is
//! unlinked; [`Function::resolve_aliases`] rewrites the uses at the end.
//! Operands are resolved while building keys, so chains of repeats
//! (`c = a + b; d = c * 2` twice) collapse in one run.

use crate::cfg::{ControlFlowGraph, DomTree};
use crate::entities::{Block, Inst, Value};
use crate::function::Function;
use crate::instructions::Payload;
use crate::opcodes::Opcode;
use crate::types::Type;
use cranelift_entity::SecondaryMap;
use rustc_hash::FxHashMap as HashMap;
use smallvec::SmallVec;
use std::collections::hash_map::Entry;

/// What makes two instructions compute the same values.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Key {
    opcode: Opcode,
    ty: Type,
    args: SmallVec<[Value; 4]>,
    payload: Payload,
    /// For convergent operations, the block they must share.
    block: Option<Block>,
}

/// Merges repeated pure instructions. Returns whether anything changed.
pub fn run(func: &mut Function) -> bool {
    let Some(entry) = func.entry_block() else {
        return false;
    };
    let cfg = ControlFlowGraph::compute(func);
    let dom = DomTree::compute(func, &cfg);
    // Dominator-tree children in RPO order, for a deterministic walk.
    let mut children: SecondaryMap<Block, SmallVec<[Block; 4]>> = SecondaryMap::new();
    for &b in &dom.rpo {
        if let Some(idom) = dom.idom(b) {
            children[idom].push(b);
        }
    }

    // A key is inserted only when absent, so undoing an insertion is
    // removing its key: the undo log holds keys alone.
    let mut table: HashMap<Key, Inst> = HashMap::default();
    table.reserve(func.insts.len());
    let mut undo: Vec<Key> = Vec::new();
    let mut removed: SecondaryMap<Inst, bool> = SecondaryMap::new();
    let mut changed = false;

    // Stack of (block, next child index, undo-log length at entry).
    let mut stack: Vec<(Block, usize, usize)> = Vec::new();
    changed |= visit(func, entry, &mut table, &mut undo, &mut removed);
    stack.push((entry, 0, 0));
    while let Some(top) = stack.last_mut() {
        let (block, next, mark) = *top;
        if let Some(&child) = children[block].get(next) {
            top.1 += 1;
            let mark = undo.len();
            changed |= visit(func, child, &mut table, &mut undo, &mut removed);
            stack.push((child, 0, mark));
        } else {
            stack.pop();
            // Leave the scope: undo this block's insertions. Leaving the
            // entry's scope ends the walk, so its (often most numerous)
            // insertions are dropped with the table instead.
            if stack.is_empty() {
                break;
            }
            for key in undo.drain(mark..) {
                table.remove(&key);
            }
        }
    }

    if changed {
        for i in 0..func.layout.len() {
            let block = func.layout[i];
            func.blocks[block].insts.retain(|&inst| !removed[inst]);
        }
        func.resolve_aliases();
    }
    changed
}

/// Numbers the instructions of one block. Returns whether it merged any.
fn visit(
    func: &mut Function,
    block: Block,
    table: &mut HashMap<Key, Inst>,
    undo: &mut Vec<Key>,
    removed: &mut SecondaryMap<Inst, bool>,
) -> bool {
    let mut changed = false;
    for i in 0..func.blocks[block].insts.len() {
        let inst = func.blocks[block].insts[i];
        let Some(key) = key_of(func, block, inst) else {
            continue;
        };
        match table.entry(key) {
            Entry::Occupied(e) => {
                let orig = *e.get();
                let n = func.inst_results(inst).len();
                for r in 0..n {
                    let from = func.inst_results(inst)[r];
                    let to = func.inst_results(orig)[r];
                    func.change_to_alias(from, to);
                }
                removed[inst] = true;
                changed = true;
            }
            Entry::Vacant(e) => {
                undo.push(e.key().clone());
                e.insert(inst);
            }
        }
    }
    changed
}

/// The value-numbering key of `inst`, or `None` if it must not merge.
fn key_of(func: &Function, block: Block, inst: Inst) -> Option<Key> {
    let data = &func.insts[inst];
    let op = data.opcode;
    let fx = op.effects();
    if fx.reads || fx.writes || fx.ordering || fx.terminator || op == Opcode::Call {
        return None;
    }
    if func.inst_results(inst).is_empty() {
        return None;
    }
    let mut args: SmallVec<[Value; 4]> = func
        .inst_args(inst)
        .iter()
        .map(|&a| func.resolve(a))
        .collect();
    if is_commutative(op) && args[1] < args[0] {
        args.swap(0, 1);
    }
    Some(Key {
        opcode: op,
        ty: data.ty,
        args,
        payload: data.payload,
        block: fx.convergent.then_some(block),
    })
}

fn is_commutative(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::Iadd
            | Opcode::Imul
            | Opcode::And
            | Opcode::Or
            | Opcode::Xor
            | Opcode::Smin
            | Opcode::Smax
            | Opcode::Umin
            | Opcode::Umax
            | Opcode::Smulhi
            | Opcode::Umulhi
    )
}
