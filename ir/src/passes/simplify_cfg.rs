//! CFG simplification: fewer, larger blocks and no unreachable code.
//!
//! Four rewrites, repeated until none applies:
//!
//! 1. **Same-target branches.** A `brif` whose two targets are the same
//!    block with the same (resolved) arguments, or a `switch` whose every
//!    target is, becomes a `br`.
//! 2. **Unreachable blocks.** Blocks not reachable from the entry leave the
//!    layout (their instructions become unplaced). Every use of a value
//!    defined there is itself unreachable, since a reachable use must be
//!    dominated by its definition, so nothing reachable is left dangling.
//! 3. **Jump threading.** A *forwarding* block — not the entry, holding only
//!    `br target(args)`, and whose parameters are used nowhere but in that
//!    `br` — is bypassed: an edge `P -> B(pargs)` becomes
//!    `P -> target(args[B's params := pargs])`, following chains of
//!    forwarding blocks. Why this keeps dominance: a non-parameter value in
//!    `args` is defined in a block D that dominates B, and D is not B; every
//!    path to a (reachable) predecessor P extended by the edge to B is a
//!    path to B, so it passes D, so D dominates P. The parameter condition
//!    matters because once edges bypass B, blocks B dominated may no longer
//!    be dominated by it. Cycles of forwarding blocks (`a: br b`,
//!    `b: br a`) are never followed and are left alone.
//! 4. **Block merging.** A block B whose only predecessor edge comes from a
//!    `br` in P (B not the entry, not P) is appended to P: B's parameters
//!    become aliases of the `br`'s arguments, P's `br` is dropped.
//!
//! Unreachable blocks go first so that threading only ever sees reachable
//! predecessors (the dominance argument above needs them) and predecessor
//! counts for merging count only live edges. The cost per round is linear
//! in the function, and a chain of forwarding blocks (or of branches that
//! become forwarding as their targets are bypassed) takes one round: see
//! `thread_jumps`.

use crate::cfg::{reverse_post_order, ControlFlowGraph};
use crate::entities::{Block, Inst, Value};
use crate::function::{Function, ValueDef};
use crate::instructions::{BlockCall, InstData, Payload, ValueList};
use crate::opcodes::Opcode;
use crate::types::Type;
use cranelift_entity::SecondaryMap;
use smallvec::SmallVec;

/// Simplifies the CFG of `func` to a fixpoint. Returns whether anything
/// changed.
pub fn run(func: &mut Function) -> bool {
    if func.layout.is_empty() {
        return false;
    }
    let mut changed = false;
    // Every round but the last shrinks the number of blocks or edges, so
    // the loop ends; the bound is a guard against a bug, not a limit.
    for _ in 0..func.layout.len() + func.insts.len() + 2 {
        let mut round = fold_same_target_branches(func);
        round |= remove_unreachable(func);
        round |= thread_jumps(func);
        round |= merge_blocks(func);
        if !round {
            break;
        }
        changed = true;
    }
    changed
}

/// Rewrites `inst` into `br` to `bc`.
fn make_jump(func: &mut Function, inst: Inst, bc: BlockCall) {
    func.insts[inst] = InstData {
        opcode: Opcode::Br,
        ty: Type::VOID,
        args: ValueList::new(),
        payload: Payload::Jump(bc),
    };
}

fn same_call(func: &Function, a: &BlockCall, b: &BlockCall) -> bool {
    let (x, y) = (
        a.args.as_slice(&func.value_lists),
        b.args.as_slice(&func.value_lists),
    );
    a.block == b.block
        && x.len() == y.len()
        && x.iter()
            .zip(y)
            .all(|(&p, &q)| func.resolve(p) == func.resolve(q))
}

/// Rule 1: `brif c, b(x), b(x)` and `switch` with one target become `br`.
fn fold_same_target_branches(func: &mut Function) -> bool {
    let mut changed = false;
    for i in 0..func.layout.len() {
        let block = func.layout[i];
        let Some(term) = func.terminator(block) else {
            continue;
        };
        let target = match func.insts[term].payload {
            Payload::Branch(t, e) if same_call(func, &t, &e) => t,
            Payload::Switch(jt) => {
                let table = &func.jump_tables[jt];
                if table
                    .cases
                    .iter()
                    .all(|(_, bc)| same_call(func, bc, &table.default))
                {
                    table.default
                } else {
                    continue;
                }
            }
            _ => continue,
        };
        make_jump(func, term, target);
        changed = true;
    }
    changed
}

/// Rule 2: drop blocks unreachable from the entry.
fn remove_unreachable(func: &mut Function) -> bool {
    let cfg = ControlFlowGraph::compute(func);
    let rpo = reverse_post_order(func, &cfg);
    if rpo.len() == func.layout.len() {
        return false;
    }
    let mut reachable: SecondaryMap<Block, bool> = SecondaryMap::new();
    for &b in &rpo {
        reachable[b] = true;
    }
    for i in 0..func.layout.len() {
        let b = func.layout[i];
        if !reachable[b] {
            func.blocks[b].insts.clear();
        }
    }
    func.layout.retain(|&b| reachable[b]);
    true
}

/// Counts, for every value, its uses by placed instructions (operands and
/// branch arguments, through aliases).
fn use_counts(func: &Function) -> SecondaryMap<Value, u32> {
    let mut uses: SecondaryMap<Value, u32> = SecondaryMap::with_capacity(func.values.len());
    for &block in &func.layout {
        for &inst in &func.blocks[block].insts {
            for &a in func.inst_args(inst) {
                uses[func.resolve(a)] += 1;
            }
            func.for_each_block_call(inst, |bc| {
                for &a in bc.args.as_slice(&func.value_lists) {
                    uses[func.resolve(a)] += 1;
                }
            });
        }
    }
    uses
}

/// Rule 3: bypass forwarding blocks.
///
/// One pass over the reachable blocks in post-order (successors before
/// predecessors, back edges aside): each block's edges into forwarding
/// blocks are redirected to where those lead; a `brif` whose two targets
/// then agree becomes a `br` (rule 1, applied on the spot); and the block
/// itself, if it is now forwarding, records where it leads, for its own
/// predecessors, which come later. A chain of forwarding blocks, or of
/// early exits that collapse into one another, is thus resolved in one
/// pass, each block's destination computed once, instead of one block per
/// round of [`run`]. A block records a destination only when that block
/// was visited before it, so a cycle of forwarding blocks (`a: br b`,
/// `b: br a`) is never followed and is left alone.
fn thread_jumps(func: &mut Function) -> bool {
    let Some(entry) = func.entry_block() else {
        return false;
    };
    let mut uses = use_counts(func);
    let cfg = ControlFlowGraph::compute(func);
    let rpo = reverse_post_order(func, &cfg);
    // `args` with the parameters of `from` replaced by `pargs`.
    let subst = |func: &Function, from: Block, pargs: &[Value], args: &[Value]| {
        args.iter()
            .map(|&a| {
                let a = func.resolve(a);
                match func.value_def(a) {
                    ValueDef::Param(b, i) if b == from => func.resolve(pargs[usize::from(i)]),
                    _ => a,
                }
            })
            .collect::<SmallVec<[Value; 8]>>()
    };
    let mut dest: SecondaryMap<Block, Option<(Block, SmallVec<[Value; 8]>)>> = SecondaryMap::new();
    let mut done: SecondaryMap<Block, bool> = SecondaryMap::new();
    let mut changed = false;
    for &p in rpo.iter().rev() {
        done[p] = true;
        let Some(term) = func.terminator(p) else {
            continue;
        };
        let mut edits: SmallVec<[(usize, Block, SmallVec<[Value; 8]>); 2]> = SmallVec::new();
        let mut n = 0;
        func.for_each_block_call(term, |bc| {
            if let Some((target, r)) = &dest[bc.block] {
                let pargs = bc.args.as_slice(&func.value_lists);
                edits.push((n, *target, subst(func, bc.block, pargs, r)));
            }
            n += 1;
        });
        for (n, target, args) in edits {
            let mut k = 0;
            let mut old: SmallVec<[Value; 8]> = SmallVec::new();
            func.for_each_block_call(term, |bc| {
                if k == n {
                    old.extend(
                        bc.args
                            .as_slice(&func.value_lists)
                            .iter()
                            .map(|&a| func.resolve(a)),
                    );
                }
                k += 1;
            });
            for a in old {
                uses[a] -= 1;
            }
            for &a in &args {
                uses[a] += 1;
            }
            let bc = func.block_call(target, &args);
            set_block_call(func, term, n, bc);
            changed = true;
        }
        if let Payload::Branch(t, e) = func.insts[term].payload {
            if same_call(func, &t, &e) {
                for &a in func.inst_args(term) {
                    uses[func.resolve(a)] -= 1;
                }
                for &a in e.args.as_slice(&func.value_lists) {
                    uses[func.resolve(a)] -= 1;
                }
                make_jump(func, term, t);
                changed = true;
            }
        }
        if p == entry || func.blocks[p].insts.len() != 1 {
            continue;
        }
        let Payload::Jump(bc) = func.insts[term].payload else {
            continue;
        };
        if bc.block == p || !done[bc.block] {
            continue;
        }
        let args = bc.args.as_slice(&func.value_lists);
        let params_local = func.block_params(p).iter().all(|&q| {
            let in_br = args.iter().filter(|&&a| func.resolve(a) == q).count() as u32;
            uses[q] == in_br
        });
        if params_local {
            dest[p] = Some((bc.block, args.iter().map(|&a| func.resolve(a)).collect()));
        }
    }
    changed
}

/// Replaces the `n`th target (in [`Function::for_each_block_call`] order)
/// of the branch `inst`.
fn set_block_call(func: &mut Function, inst: Inst, n: usize, bc: BlockCall) {
    match &mut func.insts[inst].payload {
        Payload::Jump(t) => *t = bc,
        Payload::Branch(t, e) => *(if n == 0 { t } else { e }) = bc,
        Payload::Switch(jt) => {
            let table = &mut func.jump_tables[*jt];
            if n == 0 {
                table.default = bc;
            } else {
                table.cases[n - 1].1 = bc;
            }
        }
        _ => unreachable!("only branches have targets"),
    }
}

/// Rule 4: append a block to its unique predecessor when that ends in a
/// `br` to it.
fn merge_blocks(func: &mut Function) -> bool {
    let Some(entry) = func.entry_block() else {
        return false;
    };
    let cfg = ControlFlowGraph::compute(func);
    // Merging relabels edges (B's successors now hang off P) but never
    // adds or removes one, so the counts stay right as merges proceed.
    let mut merged: SecondaryMap<Block, bool> = SecondaryMap::new();
    let mut changed = false;
    for i in 0..func.layout.len() {
        let p = func.layout[i];
        if merged[p] {
            continue;
        }
        while let Some(term) = func.terminator(p) {
            let Payload::Jump(bc) = func.insts[term].payload else {
                break;
            };
            let b = bc.block;
            if b == p || b == entry || cfg.preds[b].len() != 1 {
                break;
            }
            let args: SmallVec<[Value; 8]> = bc.args.as_slice(&func.value_lists).into();
            let params: SmallVec<[Value; 8]> = func.block_params(b).into();
            // A parameter passed to itself would make an alias cycle; it
            // cannot happen in verified IR (P does not see B's values),
            // but cost nothing to refuse.
            if args.iter().any(|&a| params.contains(&func.resolve(a))) {
                break;
            }
            for (&param, &arg) in params.iter().zip(&args) {
                func.change_to_alias(param, arg);
            }
            func.blocks[b].params = ValueList::new();
            func.blocks[p].insts.pop();
            let moved = core::mem::take(&mut func.blocks[b].insts);
            func.blocks[p].insts.extend(moved);
            merged[b] = true;
            changed = true;
        }
    }
    if changed {
        func.layout.retain(|&b| !merged[b]);
        func.resolve_aliases();
    }
    changed
}
