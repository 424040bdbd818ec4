//! SSA construction for the mutable quantities of EXEC-mask code.
//!
//! Role: EXEC-mask lowering keeps values that many blocks update: the
//! lanes waiting for each block, divergent block parameters merged lane by
//! lane, values that must outlive the cycle that defines them. regalloc2
//! wants SSA, so these are *variables* here and become SSA vregs with MIR
//! block parameters by the algorithm of Braun et al., "Simple and
//! Efficient Construction of Static Single Assignment Form" (CC 2013):
//! definitions are recorded per block, a read looks backwards through
//! predecessors, a block whose predecessors are not all known yet gets a
//! placeholder parameter that is completed when the block is sealed.
//!
//! Trivial parameters (all incoming values equal) are removed at the end
//! with a worklist, with an alias table that is resolved over every
//! operand and edge argument once; during construction, operands keep the
//! placeholder and nothing is rewritten in place. Removal only marks a
//! parameter (its argument column keeps its index until one compaction
//! per block and edge at the end), and a removal revisits just the
//! parameters that take the removed one as an argument: a parameter that
//! is trivial stays trivial until removed, so the set removed and the
//! value each one stands for do not depend on the order of the visits,
//! and the work is linear in the parameters and arguments created.
//!
//! Reads far from any definition do not walk: sealing ranks each block
//! (entry 1, else one more than its highest-ranked predecessor, unknown
//! if a predecessor has no rank yet), and each variable keeps the lowest
//! rank of its definitions outside the entry. A block ranked at or below
//! that has no such definition among its ancestors, so a read there is
//! the entry's value at once. EXEC-mask lowering keeps one waiting mask
//! per IR block, zero from the entry until a branch targets that block;
//! without the shortcut every first read walked (and merged) back to the
//! entry, quadratic in the number of branches.
//!
//! The same ranks give a second shortcut, to a dominator. Sealing a
//! ranked block also finds its immediate dominator (the meeting point of
//! its predecessors' dominator chains, walked by rank the way Cooper,
//! Harvey and Kennedy walk postorder numbers) and a skew-binary jump
//! pointer up the dominator tree (Myers, "An applicative random-access
//! stack", 1983: following jump pointers where they do not overshoot
//! finds an ancestor in logarithmic steps). Every block on a path from a
//! dominator `D` to a ranked block `B` is an ancestor of `B`, ranked
//! strictly between the two; so when no block of that rank range writes
//! the variable, its value in `B` is its value at the end of `D`, and the
//! read goes straight to the shallowest such `D`, without walking or
//! making parameters between. EXEC-mask code keeps one waiting mask per
//! nesting level live down a long chain of blocks (divergent nested ifs
//! at -O0 are one chain); without this each mask's read walked the whole
//! chain inside its level, quadratic in the depth. Only writes count: a
//! parameter between `D` and `B` merges values that all come from `D`
//! when no write lies between (no cycle runs through ranked blocks).

use agc_isa::mir::{MBlock, MFunction, MOperand, MirInst, Pseudo, VReg, VRegData};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// Appends `v` to the arguments of the first edge `pred → block`.
fn push_arg(f: &mut MFunction, pred: MBlock, block: MBlock, v: VReg) {
    let term = &mut f.blocks[pred.index()].term;
    let mut pushed = false;
    edges_mut(term, |e| {
        if e.block == block && !pushed {
            e.args.push(v);
            pushed = true;
        }
    });
}

/// A variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Var(pub u32);

/// Variables and the MIR CFG they live in.
#[derive(Default)]
pub struct Vars {
    info: Vec<VRegData>,
    defs: FxHashMap<(Var, MBlock), VReg>,
    preds: Vec<SmallVec<[MBlock; 2]>>,
    sealed: Vec<bool>,
    incomplete: Vec<Vec<(Var, VReg)>>,
    /// Placeholder parameters created here (candidates for removal).
    params: Vec<(MBlock, VReg)>,
    /// Per block, its rank: 1 for the entry (the first block sealed
    /// without predecessors), one more than its highest-ranked
    /// predecessor for a block sealed when every predecessor had a rank,
    /// 0 (unknown) otherwise. A ranked block's ancestors are all sealed and
    /// ranked, descend from the entry alone, and rank strictly below it.
    rank: Vec<u32>,
    entry: Option<MBlock>,
    /// Per variable, the lowest rank among the blocks outside the entry
    /// that define it (0 when one of them has no rank).
    min_def_rank: Vec<u32>,
    /// Per ranked block: its immediate dominator, its depth in the
    /// dominator tree and its jump pointer (module doc).
    idom: Vec<MBlock>,
    depth: Vec<u32>,
    jump: Vec<MBlock>,
    /// Per variable, the blocks that write it, up to [`MAX_DEF_BLOCKS`];
    /// `None` past that (the dominator shortcut is then not taken).
    def_blocks: Vec<Option<SmallVec<[MBlock; 4]>>>,
}

/// Written in more blocks than this, a variable's reads walk as Braun et
/// al.'s do: the dominator shortcut looks at each writing block.
const MAX_DEF_BLOCKS: usize = 16;

impl Vars {
    pub fn new() -> Vars {
        Vars::default()
    }

    /// Declares a variable holding values of the given shape.
    /// A new variable whose values are vregs of `data`'s file, as wide as
    /// the register tuple that holds `data.dwords` (6 dwords take 8).
    pub fn declare(&mut self, data: VRegData) -> Var {
        self.info.push(VRegData {
            dwords: crate::isel::tuple_dwords(data.dwords),
            ..data
        });
        self.min_def_rank.push(u32::MAX);
        self.def_blocks.push(Some(SmallVec::new()));
        Var(self.info.len() as u32 - 1)
    }

    /// Notes a definition of `var` in `block` for the shortcut in `read`.
    fn note_def(&mut self, var: Var, block: MBlock) {
        if Some(block) != self.entry {
            let r = self.rank.get(block.index()).copied().unwrap_or(0);
            let m = &mut self.min_def_rank[var.0 as usize];
            *m = (*m).min(r);
        }
    }

    fn grow(&mut self, b: MBlock) {
        let n = b.index() + 1;
        if self.preds.len() < n {
            self.preds.resize(n, SmallVec::new());
            self.sealed.resize(n, false);
            self.incomplete.resize(n, Vec::new());
            self.rank.resize(n, 0);
            self.idom.resize(n, MBlock(0));
            self.depth.resize(n, 0);
            self.jump.resize(n, MBlock(0));
        }
    }

    /// The shape of the values `var` holds.
    pub fn data(&self, var: Var) -> VRegData {
        self.info[var.0 as usize]
    }

    /// Records the CFG edge `from → to` (call when `from`'s terminator is set).
    pub fn add_edge(&mut self, from: MBlock, to: MBlock) {
        self.grow(from);
        self.grow(to);
        debug_assert!(!self.sealed[to.index()], "edge into a sealed block");
        self.preds[to.index()].push(from);
    }

    pub fn write(&mut self, var: Var, block: MBlock, value: VReg) {
        self.note_def(var, block);
        self.note_write(var, block);
        self.defs.insert((var, block), value);
    }

    /// Notes a write of `var` in `block` for the dominator shortcut.
    fn note_write(&mut self, var: Var, block: MBlock) {
        let slot = &mut self.def_blocks[var.0 as usize];
        if let Some(blocks) = slot {
            if !blocks.contains(&block) {
                if blocks.len() == MAX_DEF_BLOCKS {
                    *slot = None;
                } else {
                    blocks.push(block);
                }
            }
        }
    }

    /// For a read of `var` in ranked block `b` (rank `r`) that found no
    /// write in `b`: the shallowest dominator of `b` such that no block
    /// ranked strictly between the two writes `var`, when it is not `b`
    /// itself (module doc). A block still unranked is no ancestor of a
    /// ranked one, so its writes do not count.
    fn dominating_value_block(&self, var: Var, b: MBlock, r: u32) -> Option<MBlock> {
        let blocks = self.def_blocks[var.0 as usize].as_ref()?;
        // The highest rank of a write below `b`'s.
        let m = blocks
            .iter()
            .map(|x| self.rank.get(x.index()).copied().unwrap_or(0))
            .filter(|&x| x < r)
            .max()
            .unwrap_or(0);
        let entry = self.entry?;
        let mut x = b;
        while x != entry && self.rank[self.idom[x.index()].index()] >= m {
            let j = self.jump[x.index()];
            x = if self.rank[j.index()] >= m {
                j
            } else {
                self.idom[x.index()]
            };
        }
        (x != b).then_some(x)
    }

    /// The value of `var` at the end of `block` (or at the current point
    /// of the block being filled).
    ///
    /// Braun et al.'s read is recursive (a read asks the predecessors);
    /// here its frames live in an explicit stack, so a read that walks
    /// back through a long chain or a deep nest of joins costs heap, not
    /// call stack. The order in which parameters are made and arguments
    /// appended is the recursion's.
    pub fn read(&mut self, f: &mut MFunction, var: Var, block: MBlock) -> VReg {
        /// What to do with the value a read returns.
        enum Then {
            /// Return it as it is (the rank shortcut to the entry).
            Pass,
            /// It is `var`'s value in this single-predecessor block too.
            Define(MBlock),
            /// It comes from predecessor `next` of `block`, whose new
            /// parameter `p` gets it as that edge's argument.
            Arg { block: MBlock, p: VReg, next: usize },
        }
        let data = self.info[var.0 as usize];
        let mut stack: Vec<Then> = Vec::new();
        let mut b = block;
        'read: loop {
            let mut v = 'value: {
                if let Some(&v) = self.defs.get(&(var, b)) {
                    break 'value v;
                }
                self.grow(b);
                // Every path into a ranked block comes from the entry
                // through ranked blocks of lower rank; when no definition
                // outside the entry ranks below this block, none of them is
                // on such a path, and the value is the entry's. This keeps
                // a read far from the last definition from walking (and
                // merging) all the way back.
                let r = self.rank[b.index()];
                if let Some(e) = self.entry {
                    if r > 1 && r <= self.min_def_rank[var.0 as usize] {
                        stack.push(Then::Pass);
                        b = e;
                        continue 'read;
                    }
                }
                // Up the dominator tree past every block that cannot
                // write the variable (module doc).
                if r > 1 {
                    if let Some(d) = self.dominating_value_block(var, b, r) {
                        stack.push(Then::Define(b));
                        b = d;
                        continue 'read;
                    }
                }
                let v = if !self.sealed[b.index()] {
                    let p = self.new_param(f, b, data, var);
                    self.incomplete[b.index()].push((var, p));
                    p
                } else if self.preds[b.index()].len() == 1 {
                    stack.push(Then::Define(b));
                    b = self.preds[b.index()][0];
                    continue 'read;
                } else if self.preds[b.index()].is_empty() {
                    // Read before any write on every path: an undefined value.
                    self.note_def(var, b);
                    let v = f.vreg_with(data);
                    let op = f.op(v);
                    f.blocks[b.index()]
                        .insts
                        .insert(0, MirInst::pseudo(Pseudo::ImplicitDef, &[op]));
                    v
                } else {
                    let p = self.new_param(f, b, data, var);
                    self.defs.insert((var, b), p);
                    stack.push(Then::Arg {
                        block: b,
                        p,
                        next: 0,
                    });
                    b = self.preds[b.index()][0];
                    continue 'read;
                };
                self.defs.insert((var, b), v);
                v
            };
            // Hand `v` to the frames waiting for it.
            loop {
                match stack.pop() {
                    None => return v,
                    Some(Then::Pass) => {}
                    Some(Then::Define(blk)) => {
                        self.defs.insert((var, blk), v);
                    }
                    Some(Then::Arg {
                        block: blk,
                        p,
                        next,
                    }) => {
                        let pred = self.preds[blk.index()][next];
                        push_arg(f, pred, blk, v);
                        if next + 1 < self.preds[blk.index()].len() {
                            stack.push(Then::Arg {
                                block: blk,
                                p,
                                next: next + 1,
                            });
                            b = self.preds[blk.index()][next + 1];
                            continue 'read;
                        }
                        // Trivial already (every edge brings `p` or one
                        // value `s`): readers get `s` at once, so a caller
                        // can see that a mask is still the shared zero.
                        // The parameter itself goes in `finish` like the
                        // others (a cycle may have taken `p` as an argument).
                        v = self.same_args(f, blk, p).unwrap_or(p);
                        self.defs.insert((var, blk), v);
                    }
                }
            }
        }
    }

    /// The one value other than `p` that every edge into `block` passes
    /// for the parameter `p` (its last), if there is one.
    fn same_args(&self, f: &MFunction, block: MBlock, p: VReg) -> Option<VReg> {
        let mut same = None;
        for &pred in &self.preds[block.index()] {
            // The edge `add_args` appended to: the first one into `block`.
            let succs = f.blocks[pred.index()].term.successors();
            let e = succs.iter().find(|e| e.block == block)?;
            let a = *e.args.last()?;
            if a == p || Some(a) == same {
                continue;
            }
            if same.is_some() {
                return None;
            }
            same = Some(a);
        }
        same
    }

    fn new_param(&mut self, f: &mut MFunction, block: MBlock, data: VRegData, var: Var) -> VReg {
        self.note_def(var, block);
        let p = f.vreg_with(data);
        f.blocks[block.index()].params.push(p);
        self.params.push((block, p));
        p
    }

    /// Appends, on every incoming edge of `block`, the value of `var` at
    /// the end of the predecessor (the parameter just pushed is last).
    fn add_args(&mut self, f: &mut MFunction, var: Var, block: MBlock) {
        let preds = self.preds[block.index()].clone();
        for pred in preds {
            let v = self.read(f, var, pred);
            push_arg(f, pred, block, v);
        }
    }

    /// Declares that every predecessor of `block` is known.
    pub fn seal(&mut self, f: &mut MFunction, block: MBlock) {
        self.grow(block);
        if self.sealed[block.index()] {
            return;
        }
        self.sealed[block.index()] = true;
        let preds = &self.preds[block.index()];
        self.rank[block.index()] = if preds.is_empty() {
            if self.entry.is_none() {
                self.entry = Some(block);
                let b = block.index();
                (self.idom[b], self.depth[b], self.jump[b]) = (block, 0, block);
                1
            } else {
                0
            }
        } else {
            let mut r = 0;
            for p in preds {
                match self.rank[p.index()] {
                    0 => {
                        r = 0;
                        break;
                    }
                    x => r = r.max(x + 1),
                }
            }
            if r > 0 {
                // Every predecessor is ranked, so its dominator chain is
                // known: meet them (a block's dominators rank below it).
                let mut d = preds[0];
                for &p in &preds[1..] {
                    let mut q = p;
                    while d != q {
                        if self.rank[d.index()] >= self.rank[q.index()] {
                            d = self.idom[d.index()];
                        } else {
                            q = self.idom[q.index()];
                        }
                    }
                }
                // Skew-binary jump pointer: two equal jumps above `d`
                // combine into one twice as long.
                let jd = self.jump[d.index()];
                let jjd = self.jump[jd.index()];
                let (dd, djd, djjd) = (
                    self.depth[d.index()],
                    self.depth[jd.index()],
                    self.depth[jjd.index()],
                );
                let b = block.index();
                self.idom[b] = d;
                self.depth[b] = dd + 1;
                self.jump[b] = if dd - djd == djd - djjd { jjd } else { d };
            }
            r
        };
        let pending = std::mem::take(&mut self.incomplete[block.index()]);
        // Placeholders were pushed as parameters in creation order, and
        // arguments are appended in that same order here; parameters made
        // after sealing get theirs at creation, after these.
        for (var, _param) in pending {
            self.add_args(f, var, block);
        }
    }

    /// Removes trivial parameters and rewrites every use of them.
    /// Call once after all blocks are filled and sealed.
    ///
    /// Returns what each removed parameter stands for: tables built
    /// during selection that name vregs outside the function's operands
    /// (the lane aliases of `isel::lanes`, whose base may be a
    /// placeholder read from a variable) must be mapped through it, or
    /// they bring a removed parameter back.
    pub fn finish(self, f: &mut MFunction) -> Resolved {
        let nv = f.vregs.len();
        let mut alias: Vec<Option<VReg>> = vec![None; nv];
        let resolve = |alias: &Vec<Option<VReg>>, mut v: VReg| {
            while let Some(a) = alias.get(v.index()).copied().flatten() {
                v = a;
            }
            v
        };
        // Incoming edges per block, for the scan.
        let mut incoming: Vec<Vec<MBlock>> = vec![Vec::new(); f.blocks.len()];
        for (i, b) in f.blocks.iter().enumerate() {
            for e in b.term.successors() {
                incoming[e.block.index()].push(MBlock(i as u32));
            }
        }
        // Each placeholder's column among its block's parameters (fixed
        // until the compaction below), and the placeholders that take it
        // as an argument (revisited when it is removed).
        const NONE: u32 = u32::MAX;
        let mut column = vec![NONE; nv];
        for &(block, p) in &self.params {
            column[p.index()] = 0;
            debug_assert!(f.blocks[block.index()].params.contains(&p));
        }
        for b in &f.blocks {
            for (idx, &p) in b.params.iter().enumerate() {
                if let Some(c) = column.get_mut(p.index()).filter(|c| **c != NONE) {
                    *c = idx as u32;
                }
            }
        }
        let mut users: Vec<Vec<u32>> = vec![Vec::new(); nv];
        for (k, &(block, p)) in self.params.iter().enumerate() {
            let idx = column[p.index()];
            if idx == NONE {
                continue;
            }
            for &pred in &incoming[block.index()] {
                for e in f.blocks[pred.index()].term.successors() {
                    if e.block != block {
                        continue;
                    }
                    let a = e.args[idx as usize];
                    if a != p && column.get(a.index()).is_some_and(|&c| c != NONE) {
                        users[a.index()].push(k as u32);
                    }
                }
            }
        }
        let mut removed_in = vec![false; f.blocks.len()];
        let mut queued = vec![true; self.params.len()];
        // Placeholders made last sit nearest the definitions (a read makes
        // its parameter before recursing into the predecessors): visiting
        // them first resolves a chain front to back in one sweep.
        let mut work: Vec<u32> = (0..self.params.len() as u32).collect();
        while let Some(k) = work.pop() {
            queued[k as usize] = false;
            let (block, p) = self.params[k as usize];
            let idx = column[p.index()];
            if alias[p.index()].is_some() || idx == NONE {
                continue;
            }
            let mut same: Option<VReg> = None;
            let mut trivial = true;
            'preds: for &pred in &incoming[block.index()] {
                for e in f.blocks[pred.index()].term.successors() {
                    if e.block != block {
                        continue;
                    }
                    let a = resolve(&alias, e.args[idx as usize]);
                    if a == p || Some(a) == same {
                        continue;
                    }
                    if same.is_some() {
                        trivial = false;
                        break 'preds;
                    }
                    same = Some(a);
                }
            }
            let (true, Some(to)) = (trivial, same) else {
                continue;
            };
            alias[p.index()] = Some(to);
            removed_in[block.index()] = true;
            // The users of `p` now read `to`: they may have become trivial,
            // and they must be revisited when `to` is removed in turn.
            let mut us = std::mem::take(&mut users[p.index()]);
            for &u in &us {
                if !queued[u as usize] {
                    queued[u as usize] = true;
                    work.push(u);
                }
            }
            if column.get(to.index()).is_some_and(|&c| c != NONE) {
                // The smaller list moves, so a user moves O(log n) times.
                let theirs = &mut users[to.index()];
                if theirs.len() < us.len() {
                    std::mem::swap(theirs, &mut us);
                }
                theirs.extend_from_slice(&us);
            }
        }
        // One compaction per block and edge: drop the removed columns.
        let mut keep_start = vec![0u32; f.blocks.len() + 1];
        let mut keep: Vec<bool> = Vec::new();
        for (i, b) in f.blocks.iter().enumerate() {
            keep_start[i] = keep.len() as u32;
            if removed_in[i] {
                keep.extend(b.params.iter().map(|p| alias[p.index()].is_none()));
            }
        }
        keep_start[f.blocks.len()] = keep.len() as u32;
        for b in &mut f.blocks {
            edges_mut(&mut b.term, |e| {
                let t = e.block.index();
                if removed_in[t] {
                    let mask = &keep[keep_start[t] as usize..keep_start[t + 1] as usize];
                    let mut i = 0;
                    e.args.retain(|_| {
                        i += 1;
                        mask[i - 1]
                    });
                }
            });
        }
        for (i, b) in f.blocks.iter_mut().enumerate() {
            if removed_in[i] {
                b.params.retain(|p| alias[p.index()].is_none());
            }
        }
        for b in &mut f.blocks {
            for inst in &mut b.insts {
                for op in &mut inst.operands {
                    match op {
                        MOperand::VReg { reg, .. } | MOperand::Fixed { reg, .. } => {
                            *reg = resolve(&alias, *reg)
                        }
                        _ => {}
                    }
                }
            }
            edges_mut(&mut b.term, |e| {
                for a in &mut e.args {
                    *a = resolve(&alias, *a);
                }
            });
            if let agc_isa::mir::Terminator::Return(uses) = &mut b.term {
                for op in uses.iter_mut() {
                    if let MOperand::VReg { reg, .. } | MOperand::Fixed { reg, .. } = op {
                        *reg = resolve(&alias, *reg);
                    }
                }
            }
        }
        Resolved(alias)
    }
}

/// The value each trivial parameter removed by [`Vars::finish`] stands for.
pub struct Resolved(Vec<Option<VReg>>);

impl Resolved {
    /// `v`, or what it stands for if it was a removed parameter.
    pub fn get(&self, mut v: VReg) -> VReg {
        while let Some(a) = self.0.get(v.index()).copied().flatten() {
            v = a;
        }
        v
    }
}

/// Calls `f` on each successor edge of a terminator, mutably.
pub fn edges_mut(term: &mut agc_isa::mir::Terminator, mut f: impl FnMut(&mut agc_isa::mir::Edge)) {
    use agc_isa::mir::Terminator;
    match term {
        Terminator::Jump(e) => f(e),
        Terminator::Branch {
            taken, not_taken, ..
        } => {
            f(taken);
            f(not_taken);
        }
        Terminator::EndPgm | Terminator::Return(_) => {}
    }
}
