//! Uniformity analysis: which values are the same in every active lane.
//!
//! Role: instruction selection puts uniform values in SGPRs (SALU, scalar
//! memory) and divergent ones in VGPRs (VALU); uniform branches stay scalar
//! branches. Getting a value wrong in the uniform direction is a
//! miscompile; in the divergent direction it only costs speed, so every
//! approximation here errs towards divergence.
//!
//! Sources of divergence: the opcode table's `Uniformity` column
//! (`workitem_id`, `lane_id`, atomics, shuffles, calls are divergent; wave
//! reductions and `readfirstlane` are uniform whatever their operands),
//! operands, and control flow:
//! - *sync dependence*: a block reached from a divergent branch before that
//!   branch's immediate post-dominator (the post-dominator included) may be
//!   entered by different lanes along different edges, so its parameters
//!   are divergent. This is a conservative form of the join-based rule of
//!   Karrenberg and Hack; it may mark a parameter that only one path
//!   reaches.
//! - *temporal divergence*: a value defined inside a cycle that contains a
//!   divergent branch and used outside it is divergent *at that use*
//!   (lanes leave the cycle in different iterations), even when it is
//!   uniform inside. [`Uniformity::use_is_divergent`] answers per use.
//!   A cycle left only through its latch by a uniform branch is the
//!   exception: every iteration passes the latch once with all lanes, so
//!   they all leave together ([`Uniformity::exits_together`]).
//!
//! - *private memory*: every work-item has its own scratch, so a load
//!   from a private pointer is divergent even at a uniform address; so is
//!   a flat load in a function that casts private pointers to flat (the
//!   flat address may reach scratch).
//!
//! The fixpoint iterates because a newly divergent parameter can make a
//! branch divergent, which makes more parameters divergent.

use crate::linear::Linear;
use agc_ir::cfg::{ControlFlowGraph, DomTree};
use agc_ir::entities::{Block, Value};
use agc_ir::opcodes::{Opcode, Uniformity as Rule};
use agc_ir::Function;
use cranelift_entity::{EntityRef, SecondaryMap};
use smallvec::SmallVec;

/// The result of the analysis for one function.
#[derive(Clone, Debug, Default)]
pub struct Uniformity {
    divergent: SecondaryMap<Value, bool>,
    /// The block defining each value.
    value_block: SecondaryMap<Value, Option<Block>>,
    /// Blocks ending in a branch whose condition is divergent.
    pub divergent_branch: SecondaryMap<Block, bool>,
    /// Cycles (of [`Linear`]) that contain a divergent branch.
    pub divergent_cycle: Vec<bool>,
    pub any_divergent_branch: bool,
    /// Blocks some lanes of the wave may skip: those a divergent branch
    /// reaches before its immediate post-dominator (which is excluded:
    /// the lanes meet again there). Outside these, the active lanes are
    /// those active at the function's entry.
    pub partial_exec: SecondaryMap<Block, bool>,
}

impl Uniformity {
    /// Whether `v` differs between lanes where it is defined.
    pub fn is_divergent(&self, v: Value) -> bool {
        self.divergent[v]
    }

    /// Whether the use of `v` in block `user` sees different values in
    /// different lanes (definition divergence or temporal divergence).
    pub fn use_is_divergent(&self, lin: &Linear, v: Value, user: Block) -> bool {
        self.divergent[v] || self.temporal(lin, v, user)
    }

    /// Whether the use of `v` in `user` leaves a cycle with a divergent
    /// branch that contains the definition.
    pub fn temporal(&self, lin: &Linear, v: Value, user: Block) -> bool {
        let Some(def) = self.value_block[v] else {
            return false;
        };
        let mut c = lin.cycle_of[def];
        // Cycles holding `user` hold it with all their ancestors: the
        // walk stops at the first, so it costs the cycles left, not the
        // nesting depth.
        while let Some(ci) = c.filter(|&ci| !lin.in_cycle(user, ci)) {
            if self.divergent_cycle[ci as usize] && !self.exits_together(lin, ci) {
                return true;
            }
            c = lin.cycles[ci as usize].parent;
        }
        false
    }

    /// Whether every lane leaves cycle `c` in the same iteration: its only
    /// exit is its latch ([`crate::linear::Cycle::latch`]) and the latch's
    /// branch is uniform. Divergent branches inside then reconverge before
    /// the latch, values defined in the cycle stay uniform after it, and
    /// the cycle can stay a scalar loop (`isel::cf`).
    pub fn exits_together(&self, lin: &Linear, c: u32) -> bool {
        lin.cycles[c as usize]
            .latch
            .is_some_and(|l| !self.divergent_branch[l])
    }

    /// The block that defines `v` (`None` when unreachable).
    pub fn def_block(&self, v: Value) -> Option<Block> {
        self.value_block[v]
    }
}

/// Runs the analysis.
pub fn analyze(func: &Function, cfg: &ControlFlowGraph, dom: &DomTree, lin: &Linear) -> Uniformity {
    let mut u = Uniformity {
        divergent_cycle: vec![false; lin.cycles.len()],
        ..Uniformity::default()
    };
    for &b in &lin.order {
        for &inst in &func.blocks[b].insts {
            for &r in func.inst_results(inst) {
                u.value_block[r] = Some(b);
            }
        }
        for &p in func.block_params(b) {
            u.value_block[p] = Some(b);
        }
    }
    // A non-kernel function's arguments not marked `inreg` arrive in
    // VGPRs, one value per lane (the calling convention).
    if !func.is_kernel() {
        if let Some(&entry) = lin.order.first() {
            for (p, param) in func.block_params(entry).iter().zip(&func.params) {
                if !param.inreg {
                    u.divergent[*p] = true;
                }
            }
        }
    }
    let ipdom = post_dominators(func, cfg, dom);
    let space = |v: Value| func.value_type(v).addr_space();
    let private_to_flat = func.layout.iter().any(|&b| {
        func.blocks[b].insts.iter().any(|&i| {
            func.insts[i].opcode == Opcode::Addrspacecast
                && space(func.inst_args(i)[0]) == Some(agc_ir::AddrSpace::Private)
        })
    });
    let per_lane = |p: Value| match space(p) {
        Some(agc_ir::AddrSpace::Private) => true,
        Some(agc_ir::AddrSpace::Flat) => private_to_flat,
        _ => false,
    };
    let temporal = |u: &Uniformity, v: Value, user: Block| u.temporal(lin, v, user);
    let mut walked: SecondaryMap<Block, Option<Option<Block>>> = SecondaryMap::new();
    let pdt = PdomIntervals::new(func, &ipdom);
    let walk = Walk {
        cfg,
        lin,
        pdt: &pdt,
    };
    loop {
        let mut changed = false;
        for &b in &lin.order {
            for &inst in &func.blocks[b].insts {
                let data = &func.insts[inst];
                let args = func.inst_args(inst);
                let arg_div =
                    |u: &Uniformity| args.iter().any(|&a| u.divergent[a] || temporal(u, a, b));
                let results = func.inst_results(inst);
                let div = match data.opcode.uniformity() {
                    Rule::Divergent => true,
                    Rule::Uniform => false,
                    Rule::Normal => arg_div(&u) || data.opcode == Opcode::Load && per_lane(args[0]),
                };
                if div {
                    for &r in results {
                        if !u.divergent[r] {
                            u.divergent[r] = true;
                            changed = true;
                        }
                    }
                }
                // A divergent branch condition: sync dependence.
                let branch_div = match data.opcode {
                    Opcode::Brif | Opcode::Switch => arg_div(&u),
                    _ => false,
                };
                if branch_div && !u.divergent_branch[b] {
                    u.divergent_branch[b] = true;
                    u.any_divergent_branch = true;
                    changed = true;
                    mark_cycles(&mut u, lin, b);
                    mark_influence(func, &walk, b, ipdom[b], &mut u, &mut walked);
                }
            }
            // Block arguments flow into parameters (in the same sweep, so
            // a chain of blocks passing a value on takes one sweep).
            if let Some(term) = func.terminator(b) {
                let mut flows: SmallVec<[(Block, usize, Value); 8]> = SmallVec::new();
                func.for_each_block_call(term, |call| {
                    let args = call.args.as_slice(&func.value_lists);
                    for (i, &a) in args.iter().enumerate() {
                        flows.push((call.block, i, a));
                    }
                });
                for (succ, i, a) in flows {
                    if u.divergent[a] || temporal(&u, a, b) {
                        let p = func.block_params(succ)[i];
                        if !u.divergent[p] {
                            u.divergent[p] = true;
                            changed = true;
                        }
                    }
                }
            }
        }
        if !changed {
            break;
        }
    }
    u
}

fn mark_cycles(u: &mut Uniformity, lin: &Linear, b: Block) {
    let mut c = lin.cycle_of[b];
    // A marked cycle's ancestors are marked already: stop there, so a
    // deep loop nest is not walked once per divergent branch.
    while let Some(ci) = c.filter(|&ci| !u.divergent_cycle[ci as usize]) {
        u.divergent_cycle[ci as usize] = true;
        c = lin.cycles[ci as usize].parent;
    }
}
/// Marks the influence region of the divergent branch ending `b`: the
/// blocks reachable from its successors without passing through `stop`
/// (its post-dominator, included when reached; everything reachable when
/// there is none). Their parameters are divergent (lanes arrive from
/// either side), and all but `stop` run with part of the lanes.
///
/// `walked[x]` records the stop of a walk that went on past `x`: it
/// marked everything reachable from `x` before that stop, exactly as a
/// walk with the same stop would, so such a walk need not descend from
/// `x` again. Branches that share a post-dominator (a chain of early
/// exits) then cost one walk between them instead of one each.
///
/// Nested regions have different stops, and the inner walk need not
/// descend from `x` either when the earlier walk's stop `t` strictly
/// post-dominates this one's, `s`, and `s` lies on no cycle: every block
/// in the region, `x` included, is post-dominated by `s` (all its paths
/// to the exit pass `s`), so a path from `x` that reached `t` before `s`
/// would go on from `t` to `s`, and `t` post-dominating `s` would close a
/// cycle through `s`. What this walk would mark from `x` is then within
/// what the earlier one did. Without this, divergent ifs nested n deep
/// walked their inner blocks once per level, O(n^2).
fn mark_influence(
    func: &Function,
    walk: &Walk,
    b: Block,
    stop: Option<Block>,
    u: &mut Uniformity,
    walked: &mut SecondaryMap<Block, Option<Option<Block>>>,
) {
    // `walked[x] == Some(stop)` also serves as this walk's visited set:
    // no per-walk map, which would cost the whole function every time.
    let cfg = walk.cfg;
    let acyclic_stop = stop.filter(|&s| walk.lin.cycle_of[s].is_none());
    let mut stack: Vec<Block> = cfg.succs[b].to_vec();
    while let Some(x) = stack.pop() {
        for &param in func.block_params(x) {
            u.divergent[param] = true;
        }
        if Some(x) == stop {
            continue;
        }
        u.partial_exec[x] = true;
        match walked[x] {
            Some(t) if t == stop => continue,
            // Everything reachable from `x` is marked.
            Some(None) => continue,
            Some(Some(t)) if acyclic_stop.is_some_and(|s| walk.pdt.strictly(t, s)) => continue,
            _ => {}
        }
        walked[x] = Some(stop);
        stack.extend(cfg.succs[x].iter().copied());
    }
}

/// What an influence walk reads besides the function.
struct Walk<'a> {
    cfg: &'a ControlFlowGraph,
    lin: &'a Linear,
    pdt: &'a PdomIntervals,
}

/// The post-dominator tree as preorder intervals, for a constant-time
/// "post-dominates" test (a block's interval contains its descendants').
struct PdomIntervals {
    enter: SecondaryMap<Block, u32>,
    leave: SecondaryMap<Block, u32>,
}

impl PdomIntervals {
    fn new(func: &Function, ipdom: &SecondaryMap<Block, Option<Block>>) -> PdomIntervals {
        let mut children: SecondaryMap<Block, SmallVec<[Block; 2]>> = SecondaryMap::new();
        let mut roots = Vec::new();
        for &b in &func.layout {
            match ipdom[b] {
                Some(p) => children[p].push(b),
                None => roots.push(b),
            }
        }
        let mut t = PdomIntervals {
            enter: SecondaryMap::new(),
            leave: SecondaryMap::new(),
        };
        // Iterative DFS: the tree is as deep as the function is long.
        let mut clock = 1u32;
        let mut stack: Vec<(Block, usize)> = Vec::new();
        for r in roots {
            t.enter[r] = clock;
            clock += 1;
            stack.push((r, 0));
            while let Some(&mut (b, ref mut next)) = stack.last_mut() {
                if let Some(&c) = children[b].get(*next) {
                    *next += 1;
                    t.enter[c] = clock;
                    clock += 1;
                    stack.push((c, 0));
                } else {
                    t.leave[b] = clock;
                    clock += 1;
                    stack.pop();
                }
            }
        }
        t
    }

    /// Whether `a` post-dominates `b` and is not `b` (both in the tree).
    fn strictly(&self, a: Block, b: Block) -> bool {
        a != b
            && self.enter[a] != 0
            && self.enter[a] <= self.enter[b]
            && self.leave[b] <= self.leave[a]
    }
}
/// Immediate post-dominators (blocks that cannot reach an exit get none).
fn post_dominators(
    func: &Function,
    cfg: &ControlFlowGraph,
    dom: &DomTree,
) -> SecondaryMap<Block, Option<Block>> {
    let n = func.blocks.len();
    let exit = n;
    let mut edges: Vec<(u32, u32)> = Vec::with_capacity(n * 2);
    for &b in &dom.rpo {
        if cfg.succs[b].is_empty() {
            edges.push((exit as u32, b.index() as u32));
        }
        for &s in &cfg.succs[b] {
            edges.push((s.index() as u32, b.index() as u32));
        }
    }
    let idoms = agc_ir::cfg::immediate_dominators(n + 1, exit, &edges);
    let mut out = SecondaryMap::new();
    for &b in &dom.rpo {
        let d = idoms[b.index()];
        out[b] = (d != u32::MAX && d as usize != exit).then(|| Block::new(d as usize));
    }
    out
}
