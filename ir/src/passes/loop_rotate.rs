//! Loop rotation: a loop tested at the top becomes a guarded loop tested
//! at the bottom, so each trip runs one branch (the latch's conditional
//! branch back) instead of two (the header's exit test and the latch's
//! jump back to it).
//!
//! ```text
//!  before                          after
//!  P:  br H(a)                     P:  c0 = test(a)
//!  H(x): c = test(x)                   brif c0, T(a, ..), E(..)
//!        brif c, T, E              T(x, ..): body ...
//!  T:  body ...                    L:  c1 = test(x')
//!  L:  br H(x')                        brif c1, T(x', ..), E(..)
//! ```
//!
//! When it applies: the header `H` ends with a `brif` to one block `T`
//! inside the loop (not `H` itself) and one block `E` outside; every latch
//! ends with `br H(..)`; `H` is not the entry block; `T` has no other
//! predecessor; `H` holds at most [`MAX_HEADER_INSTS`] instructions before
//! its `brif`, none of which reads, writes or orders memory, is
//! convergent, or is a call. Every use of a value of `H` (a parameter or
//! a result) outside `H` must lie in a block dominated by `T` or by `E`,
//! and if some lie under `E`, `E` must have no predecessor but `H`, and
//! the pipeline's [`run`] also wants the loop to be left by all lanes at
//! once (see "Exit values" below).
//! A rotated loop's latch ends in a `brif`, so it is never rotated again.
//!
//! How: `H` is copied into every predecessor. A predecessor ending in
//! `br H(args)` gets the copy in place of its jump (parameters replaced
//! by `args`); one reaching `H` by a `brif` or `switch` gets a new block
//! holding the copy. `H` then has no predecessor and is dropped. Values
//! of `H` used outside it now have one definition per copy, so `T` and
//! `E` receive them as new block parameters (each copy passes its own)
//! and the uses under `T` or `E` are renamed to those parameters. This is
//! exact: every use under `T` saw the `H` run that last branched to `T`,
//! which is now the copy that branched to it (likewise for `E`). No code
//! is speculated: each copy runs exactly when `H` ran from that edge.
//!
//! The guard copy's test is often constant (a counted loop from 0 to 16):
//! constant folding removes it in the next round of the pipeline.
//!
//! # Exit values
//!
//! A value of `H` used after the loop becomes a parameter of `E`, which
//! both the guard and the latch pass. For a uniform loop (every lane
//! leaves at the same trip) that costs nothing per trip: lowering keeps
//! the latch a scalar branch, regalloc2 gives the value, the loop's
//! parameter and `E`'s parameter one register, and no copy is left on
//! either edge (the guard passes one value to both sides, and lowering
//! makes a constant once for both edges so the two sides are not live
//! together there). For a divergent loop lanes leave at different trips,
//! and every trip would merge the leaving lanes' values into `E`'s
//! parameter under EXEC, which costs more than the branch it saves.
//! So [`run`] rotates a loop with exit values only when its header's
//! exit is its only exit and every branch of the function tests a value
//! that is uniform by a local, conservative test (`Uniform`): no lane
//! can then leave early, and the function has no divergent region the
//! loop could sit in.
//!
//! The trick: one sweep analyses the loop nest once, collects the uses
//! outside their header of every candidate header's values in one scan
//! of the function, and rotates every candidate none of whose blocks an
//! earlier rotation of the same sweep touched (rotation only copies a
//! block into its predecessors, which leaves dominance among the other
//! blocks unchanged). Skipped loops (an outer loop whose body holds a
//! rotated inner loop's preheader) wait for the next sweep; a nest of
//! depth `d` settles in `d` sweeps, each linear in the function.

use super::loops::{Loop, LoopNest};
use crate::entities::{Block, Inst, Value};
use crate::function::{Function, ValueDef};
use crate::instructions::{BlockCall, Payload, ValueList};
use crate::opcodes::{Opcode, Uniformity};
use crate::types::Type;
use cranelift_entity::SecondaryMap;
use smallvec::SmallVec;

/// Most instructions (besides its `brif`) a header may have to be copied:
/// the copy runs once more per loop entry, and the code grows by this
/// much per predecessor. An exit test is a compare, perhaps with an
/// increment or a conversion before it.
pub const MAX_HEADER_INSTS: usize = 8;

/// Rotates every qualifying loop; one whose header values are used after
/// it only when all lanes leave it together (see "Exit values" in the
/// module doc). Returns whether anything changed. This is the pipeline's
/// entry point.
pub fn run(func: &mut Function) -> bool {
    rotate_loops(func, ExitValues::Uniform)
}

/// Rotates every qualifying loop, also those whose header values are used
/// after the loop and that lanes may leave at different trips; those
/// values become parameters of the exit block. Not in the pipeline: in a
/// divergent loop the latch merges the leaving lanes' values into the
/// exit's parameters on every trip (spmv: 5 more instructions).
pub fn run_with_exit_values(func: &mut Function) -> bool {
    rotate_loops(func, ExitValues::Always)
}

/// When a loop whose header values are used after it is rotated.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ExitValues {
    /// When all lanes leave it together.
    Uniform,
    Always,
}

fn rotate_loops(func: &mut Function, exit_values: ExitValues) -> bool {
    let mut changed = false;
    // Each sweep that changes something rotates at least one loop, and a
    // rotated loop no longer qualifies, so this ends; the bound is a
    // guard only.
    for _ in 0..=func.layout.len() {
        if !sweep(func, exit_values) {
            break;
        }
        changed = true;
    }
    changed
}

/// A use of a header's value outside the header.
struct Use {
    value: Value,
    inst: Inst,
    block: Block,
}

/// A loop that passed the structural checks.
struct Candidate {
    loop_index: usize,
    inside: Block,
    exit: Block,
    uses: Vec<Use>,
}

fn sweep(func: &mut Function, exit_values: ExitValues) -> bool {
    // Operands name their definitions directly from here on, so renaming
    // a use is an exact comparison.
    func.resolve_aliases();
    let Some(nest) = LoopNest::analyze(func) else {
        return false;
    };
    let entry = func.layout[0];
    let mut cands: Vec<Candidate> = Vec::new();
    let mut cand_of: SecondaryMap<Block, Option<u32>> = SecondaryMap::new();
    for (loop_index, l) in nest.loops.iter().enumerate() {
        let h = l.header;
        if h == entry || l.entries.is_empty() {
            continue;
        }
        let Some(term) = func.terminator(h) else {
            continue;
        };
        let Payload::Branch(a, b) = func.insts[term].payload else {
            continue;
        };
        let (inside, exit) = match (l.contains(a.block), l.contains(b.block)) {
            (true, false) => (a.block, b.block),
            (false, true) => (b.block, a.block),
            _ => continue,
        };
        if inside == h || nest.cfg.preds[inside].as_slice() != [h] {
            continue;
        }
        let latches_jump = l.latches.iter().all(|&lb| {
            func.terminator(lb)
                .is_some_and(|t| func.insts[t].opcode == Opcode::Br)
        });
        let body = &func.blocks[h].insts[..func.blocks[h].insts.len() - 1];
        if !latches_jump
            || body.len() > MAX_HEADER_INSTS
            || !body.iter().all(|&i| copyable(func, i))
        {
            continue;
        }
        cand_of[h] = Some(cands.len() as u32);
        cands.push(Candidate {
            loop_index,
            inside,
            exit,
            uses: Vec::new(),
        });
    }
    if cands.is_empty() {
        return false;
    }
    // Uses of the candidates' header values outside their header.
    for &block in &func.layout {
        for &inst in &func.blocks[block].insts {
            let mut note = |v: Value| {
                let def = match func.value_def(v) {
                    ValueDef::Param(b, _) => Some(b),
                    ValueDef::Result(i, _) => nest.place[i],
                    ValueDef::Alias(_) => None,
                };
                if let Some(d) = def.filter(|&d| d != block) {
                    if let Some(c) = cand_of[d] {
                        cands[c as usize].uses.push(Use {
                            value: v,
                            inst,
                            block,
                        });
                    }
                }
            };
            for &a in func.inst_args(inst) {
                note(a);
            }
            func.for_each_block_call(inst, |bc| {
                for &a in bc.args.as_slice(&func.value_lists) {
                    note(a);
                }
            });
        }
    }
    let mut dirty: SecondaryMap<Block, bool> = SecondaryMap::new();
    let mut dropped: SecondaryMap<Block, bool> = SecondaryMap::new();
    let mut placed_after: Vec<(Block, Block)> = Vec::new();
    let mut map: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    let mut changed = false;
    // Computed before the first rotation, for the function as it came
    // in: rotation copies pure header instructions only, which changes
    // no value's uniformity.
    let mut uniform: Option<Uniform> = None;
    for cand in &cands {
        let l = &nest.loops[cand.loop_index];
        let h = l.header;
        let touched = [h, cand.inside, cand.exit]
            .iter()
            .chain(&l.entries)
            .chain(&l.latches)
            .chain(cand.uses.iter().map(|u| &u.block))
            .any(|&b| dirty[b]);
        if touched {
            continue;
        }
        // Which side each use is on.
        let mut sides: Vec<bool> = Vec::with_capacity(cand.uses.len());
        let mut ok = true;
        for u in &cand.uses {
            if nest.dom.dominates(cand.inside, u.block) {
                sides.push(true);
            } else if nest.dom.dominates(cand.exit, u.block) {
                sides.push(false);
            } else {
                ok = false;
                break;
            }
        }
        let any_exit_use = sides.iter().any(|&s| !s);
        let exit_ok = !any_exit_use
            || (nest.cfg.preds[cand.exit].as_slice() == [h]
                && (exit_values == ExitValues::Always || {
                    let uni = uniform.get_or_insert_with(|| Uniform::analyze(func));
                    uni.all_branches_uniform && only_exit(&nest, l, h, cand.exit)
                }));
        if !ok || !exit_ok {
            continue;
        }
        rotate(
            func,
            h,
            cand,
            &sides,
            &nest.cfg.preds[h],
            &mut map,
            &mut placed_after,
        );
        dropped[h] = true;
        for &b in [h, cand.inside, cand.exit].iter().chain(&nest.cfg.preds[h]) {
            dirty[b] = true;
        }
        changed = true;
    }
    if changed {
        // New blocks follow the block they were placed after, in the
        // order they were made: one stable sort, not a scan per block.
        let mut next = 0;
        let old = std::mem::take(&mut func.layout);
        let mut rank: SecondaryMap<Block, u32> = SecondaryMap::with_default(u32::MAX);
        for (i, &b) in old.iter().enumerate() {
            rank[b] = i as u32;
        }
        placed_after.sort_by_key(|&(after, _)| rank[after]);
        for b in old {
            if !dropped[b] {
                func.layout.push(b);
            }
            while let Some(&(after, new)) = placed_after.get(next) {
                if after != b {
                    break;
                }
                func.layout.push(new);
                next += 1;
            }
        }
    }
    changed
}

/// Whether the header's exit edge to `exit` is the only way out of `l`.
fn only_exit(nest: &LoopNest, l: &Loop, h: Block, exit: Block) -> bool {
    l.exiting.iter().all(|&b| {
        nest.cfg.succs[b]
            .iter()
            .all(|&s| l.contains(s) || (b == h && s == exit))
    })
}

/// A conservative uniformity test, enough to tell a loop all lanes leave
/// together: a value is divergent when its opcode is (`workitem_id`, a
/// call, ...), when it reads memory (the address may be private, or the
/// memory written by other lanes), when it is a parameter of a device
/// function's entry, or when an operand or an incoming argument is.
/// Block parameters are judged by their incoming arguments alone, which
/// ignores divergence by control flow; that is exact only when every
/// branch is uniform, which is the one question it answers
/// (`all_branches_uniform`). Being wrong only costs speed: rotation is
/// exact either way.
///
/// One forward fixpoint over the function: divergence only grows, so it
/// settles in at most one pass per value on a cycle of definitions, two
/// or three in practice.
struct Uniform {
    all_branches_uniform: bool,
}

impl Uniform {
    fn analyze(func: &Function) -> Uniform {
        let mut div: SecondaryMap<Value, bool> = SecondaryMap::new();
        if !func.is_kernel() {
            if let Some(&entry) = func.layout.first() {
                for &p in func.block_params(entry) {
                    div[p] = true;
                }
            }
        }
        for _ in 0..=func.values.len() {
            let mut grew = false;
            for &b in &func.layout {
                for &inst in &func.blocks[b].insts {
                    let op = func.insts[inst].opcode;
                    let own = op.uniformity() == Uniformity::Divergent || op.effects().reads;
                    let d = match op.uniformity() {
                        Uniformity::Uniform => false,
                        _ => own || func.inst_args(inst).iter().any(|&a| div[a]),
                    };
                    for &r in func.inst_results(inst) {
                        if d && !div[r] {
                            div[r] = true;
                            grew = true;
                        }
                    }
                    func.for_each_block_call(inst, |bc| {
                        let params = func.block_params(bc.block);
                        for (&a, &p) in bc.args.as_slice(&func.value_lists).iter().zip(params) {
                            if div[a] && !div[p] {
                                div[p] = true;
                                grew = true;
                            }
                        }
                    });
                }
            }
            if !grew {
                break;
            }
        }
        let all_branches_uniform = func.layout.iter().all(|&b| {
            func.terminator(b).is_none_or(|t| {
                !matches!(func.insts[t].opcode, Opcode::Brif | Opcode::Switch)
                    || !func.inst_args(t).iter().any(|&a| div[a])
            })
        });
        Uniform {
            all_branches_uniform,
        }
    }
}

/// Whether a header instruction may be copied into each predecessor.
fn copyable(func: &Function, inst: Inst) -> bool {
    let op = func.insts[inst].opcode;
    let fx = op.effects();
    let call = matches!(op, Opcode::Call | Opcode::CallIndirect);
    !(fx.reads || fx.writes || fx.ordering || fx.convergent || fx.terminator || call)
}

/// Rotates the loop headed by `h`: new parameters on the inside and exit
/// blocks, uses renamed, `h` copied into each of `preds`.
fn rotate(
    func: &mut Function,
    h: Block,
    cand: &Candidate,
    sides: &[bool],
    preds: &[Block],
    map: &mut SecondaryMap<Value, Option<Value>>,
    placed_after: &mut Vec<(Block, Block)>,
) {
    // The header values each side needs, each once, and their parameters.
    let mut to_inside: SmallVec<[(Value, Value); 8]> = SmallVec::new();
    let mut to_exit: SmallVec<[(Value, Value); 8]> = SmallVec::new();
    for (u, &inside) in cand.uses.iter().zip(sides) {
        let (list, target) = if inside {
            (&mut to_inside, cand.inside)
        } else {
            (&mut to_exit, cand.exit)
        };
        let new = match list.iter().find(|(v, _)| *v == u.value) {
            Some(&(_, p)) => p,
            None => {
                let p = func.append_block_param(target, func.value_type(u.value));
                if inside {
                    func.value_names[p] = func.value_names[u.value].take();
                }
                list.push((u.value, p));
                p
            }
        };
        replace_in(func, u.inst, u.value, new);
    }
    let inside_vals: SmallVec<[Value; 8]> = to_inside.iter().map(|&(v, _)| v).collect();
    let exit_vals: SmallVec<[Value; 8]> = to_exit.iter().map(|&(v, _)| v).collect();
    let params: SmallVec<[Value; 8]> = func.block_params(h).iter().copied().collect();
    let types: SmallVec<[Type; 8]> = params.iter().map(|&p| func.value_type(p)).collect();
    let mut seen: SmallVec<[Block; 4]> = SmallVec::new();
    for &p in preds {
        if seen.contains(&p) {
            continue;
        }
        seen.push(p);
        let term = func.terminator(p).expect("a predecessor ends in a branch");
        if let Payload::Jump(bc) = func.insts[term].payload {
            // Inline the copy in place of the jump.
            let args: SmallVec<[Value; 8]> = bc.args.as_slice(&func.value_lists).into();
            func.blocks[p].insts.pop();
            copy_header(
                func,
                h,
                p,
                &params,
                &args,
                &inside_vals,
                &exit_vals,
                cand,
                map,
            );
            continue;
        }
        // A conditional or multi-way branch: each edge to `h` goes to a
        // new block holding a copy.
        let edges: SmallVec<[usize; 4]> = {
            let mut k = 0;
            let mut out = SmallVec::new();
            func.for_each_block_call(term, |bc| {
                if bc.block == h {
                    out.push(k);
                }
                k += 1;
            });
            out
        };
        for k in edges {
            let guard = func.blocks.push(Default::default());
            let gparams: SmallVec<[Value; 8]> = types
                .iter()
                .map(|&ty| func.append_block_param(guard, ty))
                .collect();
            retarget(func, term, k, guard);
            copy_header(
                func,
                h,
                guard,
                &params,
                &gparams,
                &inside_vals,
                &exit_vals,
                cand,
                map,
            );
            placed_after.push((p, guard));
        }
    }
}

/// Points the `k`th branch target of `term` (in [`Function::for_each_block_call`]
/// order) at `to`.
fn retarget(func: &mut Function, term: Inst, k: usize, to: Block) {
    match &mut func.insts[term].payload {
        Payload::Jump(bc) => bc.block = to,
        Payload::Branch(t, e) => {
            if k == 0 {
                t.block = to;
            } else {
                e.block = to;
            }
        }
        Payload::Switch(jt) => {
            let data = &mut func.jump_tables[*jt];
            if k == 0 {
                data.default.block = to;
            } else {
                data.cases[k - 1].1.block = to;
            }
        }
        _ => {}
    }
}

/// Appends to `dest` a copy of `h`'s instructions with `params` replaced
/// by `args`, ending with `h`'s `brif` whose targets also receive the
/// copies of `inside_vals` and `exit_vals`.
#[allow(clippy::too_many_arguments)]
fn copy_header(
    func: &mut Function,
    h: Block,
    dest: Block,
    params: &[Value],
    args: &[Value],
    inside_vals: &[Value],
    exit_vals: &[Value],
    cand: &Candidate,
    map: &mut SecondaryMap<Value, Option<Value>>,
) {
    for (&p, &a) in params.iter().zip(args) {
        map[p] = Some(a);
    }
    let look = |map: &SecondaryMap<Value, Option<Value>>, v: Value| map[v].unwrap_or(v);
    let n = func.blocks[h].insts.len();
    let mut defined: SmallVec<[Value; 8]> = SmallVec::new();
    for k in 0..n {
        let inst = func.blocks[h].insts[k];
        let data = func.insts[inst];
        let args: SmallVec<[Value; 4]> =
            func.inst_args(inst).iter().map(|&v| look(map, v)).collect();
        let payload = match data.payload {
            Payload::Branch(a, b) => {
                let call = |bc: BlockCall, func: &mut Function| {
                    let mut list: SmallVec<[Value; 8]> = bc
                        .args
                        .as_slice(&func.value_lists)
                        .iter()
                        .map(|&v| look(map, v))
                        .collect();
                    let extra = if bc.block == cand.inside {
                        inside_vals
                    } else {
                        exit_vals
                    };
                    list.extend(extra.iter().map(|&v| look(map, v)));
                    BlockCall {
                        block: bc.block,
                        args: ValueList::from_slice(&list, &mut func.value_lists),
                    }
                };
                let a = call(a, func);
                let b = call(b, func);
                Payload::Branch(a, b)
            }
            other => other,
        };
        let types: SmallVec<[Type; 2]> = func
            .inst_results(inst)
            .iter()
            .map(|&r| func.value_type(r))
            .collect();
        let new_data = func.inst_data(data.opcode, data.ty, &args, payload);
        let copy = func.make_inst(new_data, &types);
        func.spans[copy] = func.spans[inst];
        func.debug_locs[copy] = func.debug_locs[inst];
        for (k, &r) in func.inst_results(inst).to_vec().iter().enumerate() {
            map[r] = Some(func.inst_results(copy)[k]);
            defined.push(r);
        }
        func.append_inst(dest, copy);
    }
    for &p in params {
        map[p] = None;
    }
    for r in defined {
        map[r] = None;
    }
}

/// Renames `from` to `to` in `inst`'s operands and branch arguments.
fn replace_in(func: &mut Function, inst: Inst, from: Value, to: Value) {
    let mut args = func.insts[inst].args;
    for a in args.as_mut_slice(&mut func.value_lists) {
        if *a == from {
            *a = to;
        }
    }
    let mut lists: SmallVec<[ValueList; 4]> = SmallVec::new();
    func.for_each_block_call(inst, |bc| lists.push(bc.args));
    for mut list in lists {
        for a in list.as_mut_slice(&mut func.value_lists) {
            if *a == from {
                *a = to;
            }
        }
    }
}
