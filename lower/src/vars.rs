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
//! in one fixpoint sweep, with an alias table that is resolved over every
//! operand and edge argument once; during construction, operands keep the
//! placeholder and nothing is rewritten in place.

use agc_isa::mir::{MBlock, MFunction, MOperand, MirInst, Pseudo, VReg, VRegData};
use smallvec::SmallVec;
use std::collections::HashMap;

/// A variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Var(pub u32);

/// Variables and the MIR CFG they live in.
#[derive(Default)]
pub struct Vars {
    info: Vec<VRegData>,
    defs: HashMap<(Var, MBlock), VReg>,
    preds: Vec<SmallVec<[MBlock; 2]>>,
    sealed: Vec<bool>,
    incomplete: Vec<Vec<(Var, VReg)>>,
    /// Placeholder parameters created here (candidates for removal).
    params: Vec<(MBlock, VReg)>,
}

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
        Var(self.info.len() as u32 - 1)
    }

    fn grow(&mut self, b: MBlock) {
        let n = b.index() + 1;
        if self.preds.len() < n {
            self.preds.resize(n, SmallVec::new());
            self.sealed.resize(n, false);
            self.incomplete.resize(n, Vec::new());
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
        self.defs.insert((var, block), value);
    }

    /// The value of `var` at the end of `block` (or at the current point
    /// of the block being filled).
    pub fn read(&mut self, f: &mut MFunction, var: Var, block: MBlock) -> VReg {
        if let Some(&v) = self.defs.get(&(var, block)) {
            return v;
        }
        self.grow(block);
        let data = self.info[var.0 as usize];
        let v = if !self.sealed[block.index()] {
            let p = self.new_param(f, block, data);
            self.incomplete[block.index()].push((var, p));
            p
        } else if self.preds[block.index()].len() == 1 {
            let pred = self.preds[block.index()][0];
            self.read(f, var, pred)
        } else if self.preds[block.index()].is_empty() {
            // Read before any write on every path: an undefined value.
            let v = f.vreg(data.file, data.dwords);
            let op = f.op(v);
            f.blocks[block.index()]
                .insts
                .insert(0, MirInst::pseudo(Pseudo::ImplicitDef, &[op]));
            v
        } else {
            let p = self.new_param(f, block, data);
            self.defs.insert((var, block), p);
            self.add_args(f, var, block);
            // Trivial already (every edge brings `p` or one value `s`):
            // readers get `s` at once, so a caller can see that a mask is
            // still the shared zero. The parameter itself goes in `finish`
            // like the others (a cycle may have taken `p` as an argument).
            self.same_args(f, block, p).unwrap_or(p)
        };
        self.defs.insert((var, block), v);
        v
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

    fn new_param(&mut self, f: &mut MFunction, block: MBlock, data: VRegData) -> VReg {
        let p = f.vreg(data.file, data.dwords);
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
            let term = &mut f.blocks[pred.index()].term;
            let mut pushed = false;
            edges_mut(term, |e| {
                if e.block == block && !pushed {
                    e.args.push(v);
                    pushed = true;
                }
            });
        }
    }

    /// Declares that every predecessor of `block` is known.
    pub fn seal(&mut self, f: &mut MFunction, block: MBlock) {
        self.grow(block);
        if self.sealed[block.index()] {
            return;
        }
        self.sealed[block.index()] = true;
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
    pub fn finish(self, f: &mut MFunction) {
        let mut alias: Vec<Option<VReg>> = vec![None; f.vregs.len()];
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
        let mut changed = true;
        while changed {
            changed = false;
            for &(block, p) in &self.params {
                if alias[p.index()].is_some() {
                    continue;
                }
                let Some(idx) = f.blocks[block.index()].params.iter().position(|&x| x == p) else {
                    continue;
                };
                let mut same: Option<VReg> = None;
                let mut trivial = true;
                for &pred in &incoming[block.index()] {
                    for e in f.blocks[pred.index()].term.successors() {
                        if e.block != block {
                            continue;
                        }
                        let a = resolve(&alias, e.args[idx]);
                        if a == p || Some(a) == same {
                            continue;
                        }
                        if same.is_some() {
                            trivial = false;
                        }
                        same = Some(a);
                    }
                }
                let (true, Some(to)) = (trivial, same) else {
                    continue;
                };
                alias[p.index()] = Some(to);
                f.blocks[block.index()].params.remove(idx);
                for &pred in &incoming[block.index()] {
                    edges_mut(&mut f.blocks[pred.index()].term, |e| {
                        if e.block == block {
                            e.args.remove(idx);
                        }
                    });
                }
                changed = true;
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
