//! Loop strength reduction of addresses: `ptradd base, f(k)` inside a loop,
//! where `k` counts by a constant step and `f` is affine in it, becomes a
//! pointer carried by the loop that starts at `base + f(start)` and grows
//! by `f`'s slope times the step on every back edge.
//!
//! What is recognised:
//! - a *counter*: a parameter `k` of the loop header that every back edge
//!   passes as `k + c` (or `k - c`) with `c` a constant;
//! - an *affine offset* `f(k)`: built from one counter, values defined
//!   outside the loop and constants by `iadd`, `isub`, `ineg`, `imul` by a
//!   constant and `shl` by a constant, all at the pointer's width (an
//!   LDS pointer with an i32 offset, a 64-bit pointer with an i64
//!   offset). Private addresses are left alone: scratch accesses take
//!   their addresses as offsets into the frame, and whether a carried
//!   pointer beats them has not been measured. These operations are ring operations
//!   modulo 2^w and `ptradd` wraps at the pointer's width, so
//!   `f(k + c) = f(k) + slope * c` holds exactly in wrapping arithmetic;
//!   no overflow reasoning is needed.
//! - A 64-bit offset may also take `zext` or `sext` of the counter itself
//!   when the counter provably never wraps: it starts at a non-negative
//!   constant, counts up by one, and a block that dominates every back
//!   edge leaves the loop unless `k` (or `k + 1`) is `slt` / `ult` a
//!   loop-invariant bound. The counter then visits start, start + 1, ...
//!   up to at most the bound, so `ext(k)` is exactly start + i at the i-th
//!   iteration (for `sext`, only under `slt`).
//!
//! The rewrite: a new header parameter `p` of the pointer's type; every
//! entry edge passes `base + f(start)`, computed at the end of the entry
//! block by a copy of `f`'s instructions with `k` replaced by the start
//! value the edge passes; every back edge passes `p + slope * c`; the
//! `ptradd` becomes an alias of `p`. The instructions of `f` are left for
//! dead-code elimination (the counter itself usually still drives the
//! exit test). An offset that is the counter itself is left alone: the
//! pointer increment would cost what the `ptradd` costs.
//!
//! The trick: the affine form of each value (its counter, its slope, and
//! its constant value when it has one) is computed once per loop in a
//! memo table over values, so shared subexpressions of many addresses
//! are analysed once. Cranelift's and LLVM's scalar-evolution machinery
//! answer far more; this answers the one question GPU kernels ask on
//! every tiled loop: "how many bytes does this address move per trip".
//!
//! Loops are visited innermost first; the new start values lie in the
//! enclosing loop, where cleanups and [`super::licm`] treat them as any
//! other code. A second run finds nothing: the new parameters are
//! pointers, not counters, and the `ptradd`s that grow them have a base
//! that changes in the loop.

use super::loops::{def_block, insert_before_terminator, Loop, LoopNest};
use crate::cfg::{ControlFlowGraph, DomTree};
use crate::entities::{Block, Inst, Value};
use crate::function::{Function, ValueDef};
use crate::instructions::{IntCC, Payload};
use crate::opcodes::Opcode;
use crate::types::{AddrSpace, Type};
use cranelift_entity::SecondaryMap;
use smallvec::SmallVec;

/// Most pointers one loop gains: each costs a register (a pair, for
/// 64-bit addresses) across the loop. A loop with more candidates keeps
/// its address arithmetic: its register pressure is high already.
const MAX_NEW_POINTERS: usize = 8;

/// A counter of a loop: header parameter `index` grows by `step` per trip.
#[derive(Clone, Copy, Debug)]
struct Counter {
    param: Value,
    index: usize,
    step: u64,
    /// `zext(k)` is exact in the loop.
    zext_exact: bool,
    /// `sext(k)` is exact in the loop.
    sext_exact: bool,
}

/// The affine form of a value: `slope * counter + (something invariant)`
/// at the value's width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Form {
    /// Index into the loop's counters; `None` for an invariant value.
    counter: Option<usize>,
    slope: u64,
    /// The value, when it is a known constant.
    konst: Option<u64>,
}

impl Form {
    const fn invariant(konst: Option<u64>) -> Form {
        Form {
            counter: None,
            slope: 0,
            konst,
        }
    }
}

/// Strength-reduces affine addresses in loops. Returns whether anything
/// changed.
pub fn run(func: &mut Function) -> bool {
    let Some(LoopNest {
        cfg,
        dom,
        loops,
        innermost,
        mut place,
    }) = LoopNest::analyze(func)
    else {
        return false;
    };
    // Loops without a `ptradd` are skipped before their blocks are
    // scanned: found per block and passed out to the enclosing loops
    // (inner loops come first), which is linear, where asking each loop
    // would cost the sum of the loops' sizes.
    let mut has_ptradd = vec![false; loops.len()];
    for &block in &func.layout {
        if let Some(l) = innermost[block] {
            has_ptradd[l as usize] |= func.blocks[block]
                .insts
                .iter()
                .any(|&i| func.insts[i].opcode == Opcode::Ptradd);
        }
    }
    for l in 0..loops.len() {
        if let (true, Some(p)) = (has_ptradd[l], loops[l].parent) {
            has_ptradd[p] = true;
        }
    }
    let mut changed = false;
    for (l, lp) in loops.iter().enumerate() {
        if has_ptradd[l] && reduce_loop(func, &cfg, &dom, lp, &mut place) {
            changed = true;
            // The start pointers went into the entry blocks, outside.
            let mut up = lp.parent;
            while let Some(p) = up.filter(|&p| !has_ptradd[p]) {
                has_ptradd[p] = true;
                up = loops[p].parent;
            }
        }
    }
    if changed {
        func.resolve_aliases();
    }
    changed
}

fn reduce_loop(
    func: &mut Function,
    cfg: &ControlFlowGraph,
    dom: &DomTree,
    l: &Loop,
    place: &mut SecondaryMap<Inst, Option<Block>>,
) -> bool {
    let h = l.header;
    if l.entries.is_empty()
        || Some(h) == func.entry_block()
        || cfg.preds[h].iter().any(|&p| {
            !dom.is_reachable(p)
                || func
                    .terminator(p)
                    .is_none_or(|t| func.insts[t].opcode == Opcode::Switch)
        })
    {
        return false;
    }
    let counters = find_counters(func, dom, l, place);
    if counters.is_empty() {
        return false;
    }
    // Candidates: `ptradd base, off` with `base` from outside the loop
    // and `off` affine in one counter (but not the counter itself).
    let mut memo: SecondaryMap<Value, Option<Option<Form>>> = SecondaryMap::new();
    let mut cands: SmallVec<[(Inst, Block, usize, u64); 8]> = SmallVec::new();
    for &block in l.blocks() {
        for &inst in &func.blocks[block].insts {
            if func.insts[inst].opcode != Opcode::Ptradd {
                continue;
            }
            let args = func.inst_args(inst);
            let (base, off) = (func.resolve(args[0]), func.resolve(args[1]));
            let ptr_ty = func.value_type(base);
            if ptr_ty.addr_space() == Some(AddrSpace::Private)
                || ptr_ty.lane_bits() != func.value_type(off).lane_bits()
                || def_block(func, place, base).is_none_or(|b| l.contains(b))
                || counters.iter().any(|c| c.param == off)
            {
                continue;
            }
            let Some(form) = affine(func, l, place, &counters, &mut memo, off) else {
                continue;
            };
            if let (Some(c), true) = (form.counter, form.slope != 0) {
                let w = ptr_ty.lane_bits();
                let delta = form.slope.wrapping_mul(counters[c].step) & mask(w);
                if delta != 0 {
                    cands.push((inst, block, c, delta));
                }
            }
        }
    }
    // All or nothing, so that a second run finds nothing to do either.
    if cands.is_empty() || cands.len() > MAX_NEW_POINTERS {
        return false;
    }
    for &(inst, block, c, delta) in &cands {
        let args = func.inst_args(inst);
        let (base, off) = (func.resolve(args[0]), func.resolve(args[1]));
        let ptr_ty = func.value_type(base);
        let p = func.append_block_param(h, ptr_ty);
        // Entry edges: base + f(start), per edge.
        for &e in &l.entries {
            let term = func.terminator(e).expect("an entry edge has a terminator");
            let starts = edge_args(func, term, h, counters[c].index);
            let mut inits: SmallVec<[Value; 2]> = SmallVec::new();
            for start in starts {
                let mut copies: SmallVec<[(Value, Value); 8]> = SmallVec::new();
                let off0 = copy_tree(
                    func,
                    l,
                    place,
                    e,
                    counters[c].param,
                    start,
                    off,
                    &mut copies,
                );
                let init = emit(
                    func,
                    place,
                    e,
                    Opcode::Ptradd,
                    ptr_ty,
                    &[base, off0],
                    Payload::None,
                );
                inits.push(init);
            }
            push_edge_args(func, term, h, &inits);
        }
        // Back edges: p + delta.
        let off_ty = if ptr_ty.lane_bits() == 64 {
            Type::I64
        } else {
            Type::I32
        };
        for &latch in &l.latches {
            let term = func.terminator(latch).expect("a latch has a terminator");
            let step = emit(
                func,
                place,
                latch,
                Opcode::Iconst,
                off_ty,
                &[],
                Payload::Imm(delta),
            );
            let next = emit(
                func,
                place,
                latch,
                Opcode::Ptradd,
                ptr_ty,
                &[p, step],
                Payload::None,
            );
            let n = edge_args(func, term, h, 0).len();
            let nexts: SmallVec<[Value; 2]> = (0..n).map(|_| next).collect();
            push_edge_args(func, term, h, &nexts);
        }
        let r = func.first_result(inst).expect("ptradd has a result");
        func.change_to_alias(r, p);
        func.remove_inst(block, inst);
        place[inst] = None;
    }
    true
}

/// The counters of loop `l`.
fn find_counters(
    func: &Function,
    dom: &DomTree,
    l: &Loop,
    place: &SecondaryMap<Inst, Option<Block>>,
) -> SmallVec<[Counter; 4]> {
    let h = l.header;
    let mut out = SmallVec::new();
    'params: for (index, &param) in func.block_params(h).iter().enumerate() {
        let ty = func.value_type(param);
        if !ty.is_int() || ty.is_vector() {
            continue;
        }
        let w = ty.lane_bits();
        let mut step = None;
        for &latch in &l.latches {
            let Some(term) = func.terminator(latch) else {
                continue 'params;
            };
            for next in edge_args(func, term, h, index) {
                let Some(s) = step_of(func, param, next, w) else {
                    continue 'params;
                };
                if step.is_some_and(|old| old != s) {
                    continue 'params;
                }
                step = Some(s);
            }
        }
        let Some(step) = step else {
            continue;
        };
        let (zext_exact, sext_exact) = if step == 1 {
            no_wrap(func, dom, l, place, param, index, w)
        } else {
            (false, false)
        };
        out.push(Counter {
            param,
            index,
            step,
            zext_exact,
            sext_exact,
        });
    }
    out
}

/// `Some(c)` when `next` is `param + c` (or `param - c`) with `c` constant.
fn step_of(func: &Function, param: Value, next: Value, w: u32) -> Option<u64> {
    let inst = func.value_inst(next)?;
    let op = func.insts[inst].opcode;
    let args = func.inst_args(inst);
    let (a, b) = (
        func.resolve(args.first().copied()?),
        func.resolve(*args.get(1)?),
    );
    match op {
        Opcode::Iadd if a == param => const_of(func, b),
        Opcode::Iadd if b == param => const_of(func, a),
        Opcode::Isub if a == param => const_of(func, b).map(|c| c.wrapping_neg() & mask(w)),
        _ => None,
    }
}

/// Whether `zext(k)` and `sext(k)` of a counter counting up by one are
/// exact: it starts at a non-negative constant on every entry edge, and a
/// block that dominates every latch leaves the loop unless `k` or `k + 1`
/// is below a bound defined outside the loop.
fn no_wrap(
    func: &Function,
    dom: &DomTree,
    l: &Loop,
    place: &SecondaryMap<Inst, Option<Block>>,
    param: Value,
    index: usize,
    w: u32,
) -> (bool, bool) {
    let h = l.header;
    let sign = 1u64 << (w - 1);
    for &e in &l.entries {
        let Some(term) = func.terminator(e) else {
            return (false, false);
        };
        for start in edge_args(func, term, h, index) {
            match const_of(func, start) {
                Some(c) if c & sign == 0 => {}
                _ => return (false, false),
            }
        }
    }
    for &b in &l.exiting {
        if !l.latches.iter().all(|&latch| dom.dominates(b, latch)) {
            continue;
        }
        let Some(term) = func.terminator(b) else {
            continue;
        };
        let Payload::Branch(then, els) = func.insts[term].payload else {
            continue;
        };
        if !l.contains(then.block) || l.contains(els.block) {
            continue;
        }
        let Some(cmp) = func.value_inst(func.inst_args(term)[0]) else {
            continue;
        };
        if func.insts[cmp].opcode != Opcode::Icmp {
            continue;
        }
        let Payload::IntCC(cc) = func.insts[cmp].payload else {
            continue;
        };
        let args = func.inst_args(cmp);
        let (a, bound) = (func.resolve(args[0]), func.resolve(args[1]));
        let tested = a == param || step_of(func, param, a, w) == Some(1);
        let invariant = def_block(func, place, bound).is_some_and(|d| !l.contains(d));
        if tested && invariant {
            match cc {
                IntCC::Slt => return (true, true),
                IntCC::Ult => return (true, false),
                _ => {}
            }
        }
    }
    (false, false)
}

/// The affine form of `v` in loop `l`, or `None` if it has none.
fn affine(
    func: &Function,
    l: &Loop,
    place: &SecondaryMap<Inst, Option<Block>>,
    counters: &[Counter],
    memo: &mut SecondaryMap<Value, Option<Option<Form>>>,
    v: Value,
) -> Option<Form> {
    let v = func.resolve(v);
    if let Some(known) = memo[v] {
        return known;
    }
    let form = affine_uncached(func, l, place, counters, memo, v);
    memo[v] = Some(form);
    form
}

fn affine_uncached(
    func: &Function,
    l: &Loop,
    place: &SecondaryMap<Inst, Option<Block>>,
    counters: &[Counter],
    memo: &mut SecondaryMap<Value, Option<Option<Form>>>,
    v: Value,
) -> Option<Form> {
    if let Some(c) = const_of(func, v) {
        return Some(Form::invariant(Some(c)));
    }
    if let Some(i) = counters.iter().position(|c| c.param == v) {
        return Some(Form {
            counter: Some(i),
            slope: 1,
            konst: None,
        });
    }
    let block = def_block(func, place, v)?;
    if !l.contains(block) {
        return Some(Form::invariant(None));
    }
    let ValueDef::Result(inst, _) = func.value_def(v) else {
        return None;
    };
    let ty = func.value_type(v);
    if !ty.is_int() || ty.is_vector() {
        return None;
    }
    let m = mask(ty.lane_bits());
    let op = func.insts[inst].opcode;
    let args: SmallVec<[Value; 2]> = func.inst_args(inst).iter().copied().collect();
    let mut forms: SmallVec<[Form; 2]> = SmallVec::new();
    for &a in &args {
        forms.push(affine(func, l, place, counters, memo, a)?);
    }
    let same = |a: Form, b: Form| match (a.counter, b.counter) {
        (Some(x), Some(y)) if x != y => None,
        (x, y) => Some(x.or(y)),
    };
    let both = |f: fn(u64, u64) -> u64, a: Option<u64>, b: Option<u64>| Some(f(a?, b?) & m);
    match (op, forms.as_slice()) {
        (Opcode::Iadd, &[a, b]) => Some(Form {
            counter: same(a, b)?,
            slope: a.slope.wrapping_add(b.slope) & m,
            konst: both(u64::wrapping_add, a.konst, b.konst),
        }),
        (Opcode::Isub, &[a, b]) => Some(Form {
            counter: same(a, b)?,
            slope: a.slope.wrapping_sub(b.slope) & m,
            konst: both(u64::wrapping_sub, a.konst, b.konst),
        }),
        (Opcode::Ineg, &[a]) => Some(Form {
            counter: a.counter,
            slope: a.slope.wrapping_neg() & m,
            konst: a.konst.map(|k| k.wrapping_neg() & m),
        }),
        (Opcode::Imul, &[a, b]) => {
            let (var, k) = match (a.counter, b.counter) {
                (None, None) => {
                    return Some(Form::invariant(both(u64::wrapping_mul, a.konst, b.konst)))
                }
                (Some(_), None) => (a, b.konst?),
                (None, Some(_)) => (b, a.konst?),
                (Some(_), Some(_)) => return None,
            };
            Some(Form {
                counter: var.counter,
                slope: var.slope.wrapping_mul(k) & m,
                konst: None,
            })
        }
        (Opcode::Shl, &[a, b]) => {
            if b.counter.is_some() {
                return None;
            }
            if a.counter.is_none() {
                let k = match (a.konst, b.konst) {
                    (Some(x), Some(s)) => {
                        Some(x.wrapping_shl((s % ty.lane_bits() as u64) as u32) & m)
                    }
                    _ => None,
                };
                return Some(Form::invariant(k));
            }
            let s = b.konst?;
            if s >= ty.lane_bits() as u64 {
                return None;
            }
            Some(Form {
                counter: a.counter,
                slope: (a.slope << s) & m,
                konst: None,
            })
        }
        (Opcode::Zext | Opcode::Sext, &[a]) => {
            let Some(c) = a.counter else {
                return Some(Form::invariant(None));
            };
            let counter = &counters[c];
            let exact = if op == Opcode::Zext {
                counter.zext_exact
            } else {
                counter.sext_exact
            };
            // Only the counter itself, whose range is known.
            if !exact || func.resolve(args[0]) != counter.param {
                return None;
            }
            Some(Form {
                counter: Some(c),
                slope: 1,
                konst: None,
            })
        }
        _ => None,
    }
}

/// The integer constant `v` is, zero-extended from its width.
fn const_of(func: &Function, v: Value) -> Option<u64> {
    let inst = func.value_inst(v)?;
    match (func.insts[inst].opcode, func.insts[inst].payload) {
        (Opcode::Iconst, Payload::Imm(c)) => Some(c),
        _ => None,
    }
}

fn mask(w: u32) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

/// Copies the loop-variant part of `v`'s tree to the end of block `at`,
/// with `counter` replaced by `start`; values from outside the loop are
/// used as they are. `copies` maps originals to copies.
#[allow(clippy::too_many_arguments)]
fn copy_tree(
    func: &mut Function,
    l: &Loop,
    place: &mut SecondaryMap<Inst, Option<Block>>,
    at: Block,
    counter: Value,
    start: Value,
    v: Value,
    copies: &mut SmallVec<[(Value, Value); 8]>,
) -> Value {
    let v = func.resolve(v);
    if v == counter {
        return start;
    }
    if let Some(&(_, c)) = copies.iter().find(|(o, _)| *o == v) {
        return c;
    }
    let inside = def_block(func, place, v).is_some_and(|b| l.contains(b));
    let ValueDef::Result(inst, _) = func.value_def(v) else {
        return v;
    };
    if !inside {
        return v;
    }
    let args: SmallVec<[Value; 2]> = func.inst_args(inst).iter().copied().collect();
    let mut new_args: SmallVec<[Value; 2]> = SmallVec::new();
    for a in args {
        new_args.push(copy_tree(func, l, place, at, counter, start, a, copies));
    }
    let (op, ty, payload) = (
        func.insts[inst].opcode,
        func.insts[inst].ty,
        func.insts[inst].payload,
    );
    let copy = emit(func, place, at, op, ty, &new_args, payload);
    copies.push((v, copy));
    copy
}

/// Makes `op` with result type `ty` at the end of `block` (before its
/// terminator) and returns its result.
fn emit(
    func: &mut Function,
    place: &mut SecondaryMap<Inst, Option<Block>>,
    block: Block,
    op: Opcode,
    ty: Type,
    args: &[Value],
    payload: Payload,
) -> Value {
    let data = func.inst_data(op, ty, args, payload);
    let inst = func.make_inst(data, &[ty]);
    insert_before_terminator(func, block, inst);
    place[inst] = Some(block);
    func.first_result(inst).expect("made with a result")
}

/// Argument `index` of every edge of `term` to `target`.
fn edge_args(func: &Function, term: Inst, target: Block, index: usize) -> SmallVec<[Value; 2]> {
    let mut out = SmallVec::new();
    func.for_each_block_call(term, |bc| {
        if bc.block == target {
            if let Some(&a) = bc.args.as_slice(&func.value_lists).get(index) {
                out.push(func.resolve(a));
            }
        }
    });
    out
}

/// Appends `values[i]` to the arguments of the i-th edge of `term` (a
/// `br` or `brif`) to `target`.
fn push_edge_args(func: &mut Function, term: Inst, target: Block, values: &[Value]) {
    let mut i = 0;
    let mut push = |bc: &mut crate::instructions::BlockCall, pool: &mut _| {
        if bc.block == target {
            bc.args.push(values[i], pool);
            i += 1;
        }
    };
    let mut payload = func.insts[term].payload;
    match &mut payload {
        Payload::Jump(bc) => push(bc, &mut func.value_lists),
        Payload::Branch(t, e) => {
            push(t, &mut func.value_lists);
            push(e, &mut func.value_lists);
        }
        // `reduce_loop` skips headers reached by a `switch`.
        _ => {}
    }
    func.insts[term].payload = payload;
}
