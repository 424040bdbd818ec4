//! SSA construction from mutable variables.
//!
//! Frontends think in variables that are assigned many times; the IR wants
//! SSA values with block parameters. [`SsaBuilder`] bridges the two with the
//! algorithm of Braun, Buchwald, Hack, Leißa, Mallon and Zwinkau, "Simple
//! and Efficient Construction of Static Single Assignment Form" (CC 2013),
//! the one cranelift-frontend also uses. The frontend declares variables,
//! defines them ([`def_var`](SsaBuilder::def_var)) and reads them
//! ([`use_var`](SsaBuilder::use_var)) while it emits code, and *seals* a
//! block once every branch into it has been built.
//!
//! # The algorithm
//!
//! `defs[var][block]` holds the value `var` has at the end of `block` as far
//! as it is known. Reading `var` in `block`:
//!
//! 1. a definition in `block` answers directly;
//! 2. an **unsealed** block may still gain predecessors, so the answer is a
//!    new block parameter, remembered as *incomplete*: its incoming values
//!    are looked up when the block is sealed;
//! 3. a sealed block with **one** predecessor has the value the predecessor
//!    ends with: walk up;
//! 4. a sealed block with **several** predecessors gets a new parameter,
//!    recorded as the definition *before* the predecessors are asked (a loop
//!    that leads back here then finds the parameter and stops), and each
//!    predecessor's value becomes an argument of its branch;
//! 5. the entry block without a definition means the variable is read on a
//!    path from the entry where it was never assigned: an error
//!    ([`SsaError::Undefined`]); a zero constant stands in so the IR stays
//!    well-formed. A non-entry block without predecessors is unreachable
//!    code, where any value is right: it reads zero, without an error.
//!
//! A parameter is *trivial* when every incoming value is one value `v` or
//! the parameter itself; it is then replaced by `v` (made an alias, see
//! [`Function::change_to_alias`]). In reachable code `v` then dominates the
//! block (every path into it passes a predecessor, which `v` dominates), so
//! every use of the parameter may use `v`. In unreachable code nothing
//! dominates anything, and `v` may even be defined after a use of the
//! parameter in one block (a block whose only predecessor is itself):
//! there the final removal keeps parameters, which is valid IR, and
//! clean-up passes delete the dead blocks anyway. Removal the moment the
//! incoming values are known is safe everywhere: they are all defined in
//! finished predecessor blocks, while the new uses come later, in the
//! block being built. Parameters made in step 4 are checked the
//! moment their incoming values are known and dropped on the spot;
//! [`SsaBuilder::finish`] then runs Braun's recursive removal as a worklist
//! over every parameter this module made in a block reachable from the
//! entry (removing one can make those that received it trivial), so the
//! result is minimal for reducible control flow. Parameters the frontend declared itself are never touched.
//!
//! # Block arguments instead of phis
//!
//! This IR has no phi instructions: a parameter's incoming values are the
//! arguments of the branches into its block. Adding a parameter therefore
//! means appending one argument to *every edge* into the block: both edges
//! of a `brif` and every case and the default of a `switch` that target it
//! (one predecessor may reach a block along several edges, with different
//! frontend arguments but the same variable value). Predecessors are
//! recorded once per branch instruction when the builder creates it, which
//! is why a block must not gain predecessors after it is sealed. The
//! frontend's own parameters always come before the ones added here, so
//! frontend arguments, written first, keep their positions.
//!
//! # Iteration, not recursion
//!
//! Step 3 walks chains of single-predecessor blocks in a loop, and step 4
//! pushes work on an explicit stack of `Call`s with a second stack of
//! results, so a function with a hundred thousand straight-line blocks does
//! not overflow the native stack. Walks remember the value in every block
//! they pass through, so each (variable, block) pair is resolved once.

use crate::cfg::{reverse_post_order, ControlFlowGraph};
use crate::entities::{Block, Inst, Value};
use crate::function::{Function, ValueDef};
use crate::instructions::{InstData, Payload, ValueList};
use crate::opcodes::Opcode;
use crate::types::Type;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::{entity_impl, EntityList, ListPool, SecondaryMap};
use smallvec::SmallVec;

/// A mutable variable of the frontend, turned into SSA values by
/// [`SsaBuilder`]. Numbered by the frontend (any `u32`); make one with
/// [`cranelift_entity::EntityRef::new`] or
/// [`FunctionBuilder::create_var`](crate::builder::FunctionBuilder::create_var).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Variable(u32);
entity_impl!(Variable, "var");

/// A misuse of the variable API, reported by the function builder with its
/// context.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SsaError {
    /// A variable used or defined before [`SsaBuilder::declare_var`].
    Undeclared(Variable),
    /// A variable declared twice.
    Redeclared(Variable),
    /// `def_var` with a value of another type than the variable's.
    DefType {
        var: Variable,
        expected: Type,
        found: Type,
    },
    /// The variable is read in `block` (or in a block sealed as `block`)
    /// on a path from the entry block on which it was never defined.
    Undefined { var: Variable, block: Block },
    /// A branch into a block that was already sealed.
    BranchToSealed(Block),
    /// A frontend parameter appended to a block after this module added
    /// parameters to it (their branch arguments would be out of order).
    ParamAfterSsaParams(Block),
}

/// One edge source into a block: the predecessor and its branch.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct PredEdge {
    block: Block,
    inst: Inst,
}

#[derive(Clone, Debug, Default)]
struct SsaBlock {
    /// All predecessors are known.
    sealed: bool,
    /// One entry per branch instruction into the block.
    preds: SmallVec<[PredEdge; 2]>,
    /// Parameters made while unsealed, completed when the block is sealed.
    incomplete: SmallVec<[(Variable, Value); 1]>,
    /// This module added a parameter to the block.
    has_ssa_params: bool,
}

/// A unit of pending work of the iterative lookup.
#[derive(Copy, Clone, Debug)]
enum Call {
    /// Find the variable's value at the end of the block; push it on
    /// `results`.
    UseVar(Block),
    /// Pop one result per predecessor edge of `block` and make them the
    /// incoming values of `param`. `eager`: `param` may be dropped now if it
    /// is trivial (it is the block's last parameter and no edge has an
    /// argument for it yet).
    FinishParam {
        block: Block,
        param: Value,
        eager: bool,
    },
}

/// The state of SSA construction for one function. Reusable: [`clear`]
/// keeps the allocations.
///
/// [`FunctionBuilder`](crate::builder::FunctionBuilder) drives it; a pass
/// that rebuilds SSA on a [`Function`] may drive it directly, keeping the
/// same contract: name the entry with [`set_entry`], call
/// [`declare_predecessor`] for every edge of every branch it creates (before
/// sealing the target), seal every block, then call [`finish`] and
/// [`Function::resolve_aliases`].
///
/// [`clear`]: SsaBuilder::clear
/// [`set_entry`]: SsaBuilder::set_entry
/// [`declare_predecessor`]: SsaBuilder::declare_predecessor
/// [`finish`]: SsaBuilder::finish
#[derive(Default)]
pub struct SsaBuilder {
    var_types: SecondaryMap<Variable, Type>,
    defs: SecondaryMap<Variable, SecondaryMap<Block, PackedOption<Value>>>,
    blocks: SecondaryMap<Block, SsaBlock>,
    entry: PackedOption<Block>,
    /// Every parameter this module made, in creation order.
    params: Vec<Value>,
    calls: Vec<Call>,
    results: Vec<Value>,
    /// Epoch stamps marking the blocks of the current single-predecessor
    /// walk, to detect a cycle without clearing a set per walk.
    visited: SecondaryMap<Block, u32>,
    epoch: u32,
    chain: Vec<Block>,
    /// The block whose use or sealing started the current lookup, for
    /// error messages.
    origin: PackedOption<Block>,
    errors: Vec<SsaError>,
}

impl SsaBuilder {
    pub fn new() -> SsaBuilder {
        SsaBuilder::default()
    }

    /// Forgets everything, keeping the allocations.
    pub fn clear(&mut self) {
        self.var_types.clear();
        self.defs.clear();
        self.blocks.clear();
        self.entry = None.into();
        self.params.clear();
        self.calls.clear();
        self.results.clear();
        self.visited.clear();
        self.epoch = 0;
        self.chain.clear();
        self.origin = None.into();
        self.errors.clear();
    }

    /// Errors found since the last call, oldest first.
    pub fn take_errors(&mut self) -> impl Iterator<Item = SsaError> + '_ {
        self.errors.drain(..)
    }

    /// Names the entry block: it has no predecessors, and reading an
    /// undefined variable there is an error rather than unreachable code.
    pub fn set_entry(&mut self, block: Block) {
        self.entry = block.into();
        self.blocks[block].sealed = true;
    }

    pub fn declare_var(&mut self, var: Variable, ty: Type) {
        if !self.var_types[var].is_void() {
            self.errors.push(SsaError::Redeclared(var));
            return;
        }
        self.var_types[var] = ty;
    }

    /// The declared type of `var`, `None` if undeclared.
    pub fn var_type(&self, var: Variable) -> Option<Type> {
        let ty = self.var_types[var];
        (!ty.is_void()).then_some(ty)
    }

    /// Records that `var` holds `value` from here to the end of `block` (or
    /// to the next definition).
    pub fn def_var(&mut self, func: &Function, var: Variable, value: Value, block: Block) {
        let expected = self.var_types[var];
        if expected.is_void() {
            self.errors.push(SsaError::Undeclared(var));
            return;
        }
        let found = func.value_type(value);
        if found != expected {
            self.errors.push(SsaError::DefType {
                var,
                expected,
                found,
            });
            return;
        }
        self.defs[var][block] = value.into();
    }

    /// The value of `var` at the current end of `block`.
    pub fn use_var(&mut self, func: &mut Function, var: Variable, block: Block) -> Value {
        let ty = self.var_types[var];
        if ty.is_void() {
            self.errors.push(SsaError::Undeclared(var));
            return placeholder(func, Type::I32);
        }
        if let Some(v) = self.defs[var][block].expand() {
            return v;
        }
        debug_assert!(self.calls.is_empty() && self.results.is_empty());
        self.origin = block.into();
        self.calls.push(Call::UseVar(block));
        self.run(func, var, ty);
        let v = self.results.pop().expect("use_var leaves one result");
        debug_assert!(self.results.is_empty());
        // The parameter made for a merge may have been found trivial.
        func.resolve(v)
    }

    /// Records that `inst`, the terminator of `pred`, branches to `target`.
    /// Called once per edge; edges of one instruction are merged.
    pub fn declare_predecessor(&mut self, target: Block, pred: Block, inst: Inst) {
        let data = &mut self.blocks[target];
        if data.preds.last().is_some_and(|e| e.inst == inst) {
            return;
        }
        if data.sealed {
            self.errors.push(SsaError::BranchToSealed(target));
            return;
        }
        data.preds.push(PredEdge { block: pred, inst });
    }

    /// Called before the frontend appends a parameter to `block`.
    pub fn check_user_param(&mut self, block: Block) {
        if self.blocks[block].has_ssa_params {
            self.errors.push(SsaError::ParamAfterSsaParams(block));
        }
    }

    pub fn is_sealed(&self, block: Block) -> bool {
        self.blocks[block].sealed
    }

    /// The number of branch instructions recorded into `block`.
    pub fn num_predecessors(&self, block: Block) -> usize {
        self.blocks[block].preds.len()
    }

    /// Declares that every branch into `block` has been built, completing
    /// the parameters made while it was unsealed. Sealing twice is harmless.
    pub fn seal_block(&mut self, func: &mut Function, block: Block) {
        if self.blocks[block].sealed {
            return;
        }
        self.blocks[block].sealed = true;
        let incomplete = core::mem::take(&mut self.blocks[block].incomplete);
        self.origin = block.into();
        for &(var, param) in &incomplete {
            self.calls.push(Call::FinishParam {
                block,
                param,
                eager: false,
            });
            self.push_pred_lookups(block);
            self.run(func, var, self.var_types[var]);
            debug_assert!(self.results.is_empty());
        }
    }

    /// Seals every block of `func`.
    pub fn seal_all_blocks(&mut self, func: &mut Function) {
        for block in func.blocks.keys() {
            self.seal_block(func, block);
        }
    }

    /// Removes the trivial parameters this module made (see the module
    /// doc), rewriting the branches into their blocks. Call after every
    /// block is sealed; uses are left naming aliases, for
    /// [`Function::resolve_aliases`].
    pub fn finish(&mut self, func: &mut Function) {
        remove_trivial_params(func, &self.blocks, &self.params);
    }

    // ---- the lookup machine ----

    fn run(&mut self, func: &mut Function, var: Variable, ty: Type) {
        while let Some(call) = self.calls.pop() {
            match call {
                Call::UseVar(block) => {
                    let v = self.lookup(func, var, ty, block);
                    self.results.push(v);
                }
                Call::FinishParam {
                    block,
                    param,
                    eager,
                } => self.finish_param(func, var, block, param, eager),
            }
        }
    }

    /// Queues a lookup in every predecessor of `block`, in reverse so that
    /// the results come out in predecessor order.
    fn push_pred_lookups(&mut self, block: Block) {
        for edge in self.blocks[block].preds.iter().rev() {
            self.calls.push(Call::UseVar(edge.block));
        }
    }

    /// Steps 1-5 of the module doc for one block. Returns the value at once
    /// when it is known or is a fresh parameter; in the several-predecessor
    /// case also queues the work that completes the parameter.
    fn lookup(&mut self, func: &mut Function, var: Variable, ty: Type, block: Block) -> Value {
        self.epoch = self.epoch.wrapping_add(1);
        self.chain.clear();
        let mut cur = block;
        let value = loop {
            if let Some(v) = self.defs[var][cur].expand() {
                break v;
            }
            if self.entry.expand() == Some(cur) {
                let block = self.origin.expand().unwrap_or(cur);
                self.errors.push(SsaError::Undefined { var, block });
                break materialize_zero(func, cur, ty);
            }
            if !self.blocks[cur].sealed {
                let p = self.new_param(func, cur, ty);
                self.blocks[cur].incomplete.push((var, p));
                break p;
            }
            self.visited[cur] = self.epoch;
            let preds = &self.blocks[cur].preds;
            match preds.len() {
                // Unreachable code: any value will do.
                0 => break materialize_zero(func, cur, ty),
                1 => {
                    let pred = preds[0].block;
                    if self.visited[pred] == self.epoch {
                        // A cycle of single-predecessor blocks: unreachable.
                        break materialize_zero(func, cur, ty);
                    }
                    self.chain.push(cur);
                    cur = pred;
                }
                _ => {
                    let p = self.new_param(func, cur, ty);
                    self.calls.push(Call::FinishParam {
                        block: cur,
                        param: p,
                        eager: true,
                    });
                    self.push_pred_lookups(cur);
                    break p;
                }
            }
        };
        self.defs[var][cur] = value.into();
        for &b in &self.chain {
            self.defs[var][b] = value.into();
        }
        value
    }

    fn new_param(&mut self, func: &mut Function, block: Block, ty: Type) -> Value {
        let p = func.append_block_param(block, ty);
        self.blocks[block].has_ssa_params = true;
        self.params.push(p);
        p
    }

    fn finish_param(
        &mut self,
        func: &mut Function,
        var: Variable,
        block: Block,
        param: Value,
        eager: bool,
    ) {
        let n = self.blocks[block].preds.len();
        let start = self.results.len() - n;
        if eager && func.block_params(block).last() == Some(&param) {
            if let Some(same) = trivial_value(func, param, &self.results[start..]) {
                let to =
                    same.unwrap_or_else(|| materialize_zero(func, block, func.value_type(param)));
                let mut params = func.blocks[block].params;
                let len = params.len(&func.value_lists);
                params.truncate(len - 1, &mut func.value_lists);
                func.blocks[block].params = params;
                func.change_to_alias(param, to);
                self.defs[var][block] = to.into();
                self.results.truncate(start);
                return;
            }
        }
        for i in 0..n {
            let edge = self.blocks[block].preds[i];
            let v = self.results[start + i];
            for_each_edge_args_mut(func, edge.inst, block, |args, pool| {
                args.push(v, pool);
            });
        }
        self.results.truncate(start);
    }
}

/// `Some(Some(v))` when every incoming value of `param` is `v` or `param`,
/// `Some(None)` when all are `param` itself (no path defines it), `None`
/// when it merges different values.
fn trivial_value(func: &Function, param: Value, incoming: &[Value]) -> Option<Option<Value>> {
    let mut same = None;
    for &v in incoming {
        let v = func.resolve(v);
        if v == param || Some(v) == same {
            continue;
        }
        if same.is_some() {
            return None;
        }
        same = Some(v);
    }
    Some(same)
}

/// A value of type `ty` made by an instruction placed in no block, for use
/// after an error (the builder's `finish` reports the error, so the
/// function is never used).
pub(crate) fn placeholder(func: &mut Function, ty: Type) -> Value {
    let data = InstData {
        opcode: Opcode::Iconst,
        ty,
        args: ValueList::new(),
        payload: Payload::Imm(0),
    };
    let inst = func.make_inst(data, &[ty]);
    func.first_result(inst).expect("one result")
}

/// Materializes a zero of type `ty` at the top of `block` (so it dominates
/// every use the lookup serves) and returns it.
pub(crate) fn materialize_zero(func: &mut Function, block: Block, ty: Type) -> Value {
    let mut at = 0;
    let mut emit = |func: &mut Function, op: Opcode, ty: Type, args: &[Value], payload| {
        let data = func.inst_data(op, ty, args, payload);
        let inst = func.make_inst(data, &[ty]);
        func.blocks[block].insts.insert(at, inst);
        at += 1;
        func.first_result(inst).expect("one result")
    };
    let lane = ty.lane_type();
    let scalar = if lane.is_float() {
        emit(func, Opcode::Fconst, lane, &[], Payload::FloatBits(0))
    } else if let Some(space) = lane.addr_space() {
        let int = if space.pointer_bits() == 32 {
            Type::I32
        } else {
            Type::I64
        };
        let zero = emit(func, Opcode::Iconst, int, &[], Payload::Imm(0));
        emit(func, Opcode::Inttoptr, lane, &[zero], Payload::None)
    } else {
        let int = if lane.is_int() { lane } else { Type::I32 };
        emit(func, Opcode::Iconst, int, &[], Payload::Imm(0))
    };
    if ty.is_vector() {
        emit(func, Opcode::Splat, ty, &[scalar], Payload::None)
    } else {
        scalar
    }
}

/// Calls `f` on the argument list of every edge of `inst` into `target`.
pub(crate) fn for_each_edge_args_mut(
    func: &mut Function,
    inst: Inst,
    target: Block,
    mut f: impl FnMut(&mut ValueList, &mut ListPool<Value>),
) {
    let pool = &mut func.value_lists;
    match &mut func.insts[inst].payload {
        Payload::Jump(bc) if bc.block == target => f(&mut bc.args, pool),
        Payload::Branch(t, e) => {
            for bc in [t, e] {
                if bc.block == target {
                    f(&mut bc.args, pool);
                }
            }
        }
        Payload::Switch(jt) => {
            let data = &mut func.jump_tables[*jt];
            if data.default.block == target {
                f(&mut data.default.args, pool);
            }
            for (_, bc) in &mut data.cases {
                if bc.block == target {
                    f(&mut bc.args, pool);
                }
            }
        }
        _ => {}
    }
}

/// Braun's `tryRemoveTrivialPhi`, run to a fixpoint over the `params` of
/// reachable blocks with a worklist, then the removed parameters are cut
/// out of their blocks and out of every edge into them.
fn remove_trivial_params(
    func: &mut Function,
    blocks: &SecondaryMap<Block, SsaBlock>,
    params: &[Value],
) {
    let mut reachable: SecondaryMap<Block, bool> = SecondaryMap::new();
    for b in reverse_post_order(func, &ControlFlowGraph::compute(func)) {
        reachable[b] = true;
    }
    let live = |func: &Function, p: Value| matches!(func.value_def(p), ValueDef::Param(..));
    let mut candidate: SecondaryMap<Value, bool> = SecondaryMap::new();
    for &p in params {
        candidate[p] = match func.value_def(p) {
            ValueDef::Param(block, _) => reachable[block],
            _ => false,
        };
    }

    // The incoming values of a live parameter, from every edge into its block.
    let incoming = |func: &Function, p: Value, out: &mut Vec<Value>| {
        out.clear();
        let ValueDef::Param(block, idx) = func.value_def(p) else {
            return;
        };
        for edge in &blocks[block].preds {
            let mut lists: SmallVec<[EntityList<Value>; 2]> = SmallVec::new();
            func.for_each_block_call(edge.inst, |bc| {
                if bc.block == block {
                    lists.push(bc.args);
                }
            });
            for list in lists {
                if let Some(v) = list.get(usize::from(idx), &func.value_lists) {
                    out.push(v);
                }
            }
        }
    };

    // Which candidates receive each candidate as an incoming value: when a
    // parameter is replaced, only these can become trivial.
    let mut users: SecondaryMap<Value, SmallVec<[Value; 2]>> = SecondaryMap::new();
    let mut scratch = Vec::new();
    for &p in params {
        if !candidate[p] {
            continue;
        }
        incoming(func, p, &mut scratch);
        for &a in &scratch {
            let a = func.resolve(a);
            if a != p && candidate[a] && users[a].last() != Some(&p) {
                users[a].push(p);
            }
        }
    }

    let mut work: Vec<Value> = params
        .iter()
        .rev()
        .copied()
        .filter(|&p| candidate[p])
        .collect();
    let mut touched: Vec<Block> = Vec::new();
    while let Some(p) = work.pop() {
        if !live(func, p) {
            continue;
        }
        let ValueDef::Param(block, _) = func.value_def(p) else {
            continue;
        };
        incoming(func, p, &mut scratch);
        let Some(same) = trivial_value(func, p, &scratch) else {
            continue;
        };
        let to = same.unwrap_or_else(|| materialize_zero(func, block, func.value_type(p)));
        func.change_to_alias(p, to);
        touched.push(block);
        work.extend(users[p].iter().copied());
    }

    touched.sort_unstable();
    touched.dedup();
    let mut removed: SmallVec<[usize; 4]> = SmallVec::new();
    for block in touched {
        // The aliased parameters are still in the list; cut them out and
        // renumber the survivors.
        let old: SmallVec<[Value; 8]> = func.block_params(block).iter().copied().collect();
        removed.clear();
        let mut kept = func.blocks[block].params;
        kept.clear(&mut func.value_lists);
        for (i, &v) in old.iter().enumerate() {
            if let ValueDef::Param(..) = func.value_def(v) {
                let n = kept.push(v, &mut func.value_lists);
                func.values[v].def = ValueDef::Param(block, n as u16);
            } else {
                removed.push(i);
            }
        }
        func.blocks[block].params = kept;
        for edge in &blocks[block].preds {
            for_each_edge_args_mut(func, edge.inst, block, |args, pool| {
                // An edge with the wrong number of arguments is the
                // frontend's error, reported by the builder; leave it.
                if args.len(pool) != old.len() {
                    return;
                }
                for &i in removed.iter().rev() {
                    args.remove(i, pool);
                }
            });
        }
    }
}
