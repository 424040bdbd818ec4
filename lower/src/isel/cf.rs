//! Control flow: scalar branches, or EXEC-mask code over the linear order.
//!
//! When no branch is divergent, every lane follows the same path, so each
//! IR block becomes one MIR block, block parameters stay block parameters
//! and a `brif` becomes `s_cmp` + `s_cbranch_scc1`.
//!
//! Otherwise the wave walks the blocks in the order of [`crate::linear`]
//! and keeps, per IR block `B`, the mask of lanes waiting for it (a
//! variable of [`crate::vars`]). Per block:
//!
//! ```text
//! start_B:  exec = waiting[B]; waiting[B] = 0; s_cbranch_execz after_B
//! body_B:   the block's instructions under EXEC
//!           for each successor S over lane set L (exec, exec & c, exec & ~c):
//!               S's parameters merged lane by lane for L;  waiting[S] |= L
//! after_B:  for each cycle ending at B, innermost first:
//!               s_cmp_lg_u64 waiting[header], 0; s_cbranch_scc1 start_header
//! ```
//!
//! Why this shape: it handles any CFG — irreducible cycles included —
//! without a separate structurization pass, because the only backward
//! jumps are the cycle checks and the linear order puts every other edge
//! forward. For the common if/else and loop shapes it emits what a
//! structurizer would: the then-side under `exec & c`, the else-side under
//! the rest, the join under the union, a loop re-entered while any lane
//! still wants its header.
//!
//! Shortcuts keep the common if/then and if/else shapes at or below
//! llc's size: two EXEC instructions for an if with no else, three for an
//! if/else (llc takes four), one mask pair. When the side laid out first
//! passes all its lanes on by `br` and the other side comes right after
//! it, one `s_and_saveexec_b64 s, c` (then first) or
//! `s_andn1_saveexec_b64 s, c` (else first) narrows EXEC, and the saved
//! mask, the branch's lanes, stands in for the second side's waiting
//! lanes: it also holds the first side's lanes, but those are EXEC when
//! the second side's start runs, and that start takes EXEC out
//! (`s_andn2_saveexec_b64`, [`ExecIn::Minus`]) or ORs it in, never loads
//! the mask as it is ([`MaskMode::passes_to`]). The join of such an
//! if/else, reached by every lane of a branching block known to run with
//! EXEC non-empty (the entry, an earlier such join, a scalar loop's
//! header), needs no `s_cbranch_execz` ([`MaskMode::join_of`]). When a
//! `brif`'s then-block comes right after it and has no other way in, the
//! block ends with `s_and_saveexec_b64 _, c` (EXEC becomes `exec & c`) and
//! the then-block's start leaves EXEC alone: on the path that skips the
//! branching block EXEC and `waiting[then]` are both empty anyway. When a
//! block ends with `br` to the next block (not a cycle header), it leaves
//! its lanes out of `waiting[next]`, and `start_next` ORs `waiting[next]`
//! into EXEC instead of loading it: the lanes arriving by fall-through are
//! EXEC, and the skip path arrives with EXEC empty. The mirror of the
//! first when the else-block comes next: `s_and_b64 t, exec, c` records
//! the then-lanes and `s_xor_b64 exec, exec, t` drops them. When a block
//! ends with `br` to a later block whose waiting mask is still empty, the
//! next start block uses `s_andn2_saveexec_b64` to hand EXEC to that mask
//! and load its own lanes in one instruction ([`ExecIn::Swap`]). A start
//! block whose body is a short straight line of ALU work has no
//! `s_cbranch_execz`: the body runs with EXEC empty, computes empty masks,
//! and the skip edge's copies of empty masks disappear with the edge
//! ([`runs_empty`]). A divergent compare
//! whose only user is the `brif` writes VCC for its mask (`cmpsel.rs`).
//!
//! Cycles whose lanes all leave together (their only exit is the latch,
//! by a uniform branch: `Uniformity::exits_together`) stay scalar loops:
//! the latch ends with `s_cbranch_scc` straight back to the header's body
//! and the cycle gets no waiting-mask check; divergent branches inside
//! still run under EXEC and reconverge before the latch. When lanes enter
//! such a loop only at its header, the header's start skips the whole
//! loop on an empty EXEC, so no other start in it needs to guard the
//! latch's branch ([`MaskMode::uniform_latch`]). A start entered by `br`
//! from a block that runs with lanes on (the entry, a covered join) has
//! no skip at all, a loop header's included; such a loop's exit then
//! hands EXEC, all its lanes, to the next start as it is, and that start
//! is covered. A waiting mask that is the zero mask on every trip of a
//! scalar loop is a placeholder parameter until SSA construction drops
//! it, so the `s_or_b64` with it are folded afterwards
//! ([`fold_zero_ors`]).
//!
//! A merge variable that no edge has written yet holds an undefined value,
//! so the first edge into it writes every lane (no EXEC save/restore, no
//! `v_cndmask`): lanes that do not take that edge either do not wait for
//! the block or are overwritten by a later edge.
//!
//! Divergent block parameters are merged with `WriteLanes` under the edge's
//! lanes (`s_and_saveexec_b64`, restored after); uniform ones with
//! `s_cselect` guarded by "any lane takes the edge", because SALU writes
//! ignore EXEC.

use super::{imm, Sel, Val};
use crate::vars::Var;
use crate::LowerError;
use agc_ir::entities::Block;
use agc_ir::instructions::Payload;
use agc_ir::{Opcode as IrOp, Value};
use agc_isa::insts::Opcode;
use agc_isa::mir::{BranchCond, Edge, MBlock, MOperand, Pseudo, Terminator, VReg, VRegData};
use agc_isa::regs::RegFile;
use cranelift_entity::SecondaryMap;
use smallvec::SmallVec;

pub(super) fn run(sel: &mut Sel) -> Result<(), LowerError> {
    if sel.uni.any_divergent_branch {
        sel.mf.inactive_lanes_live = true;
        MaskMode::new(sel).run(sel)
    } else {
        scalar_mode(sel)
    }
}

/// Uniform control flow: one MIR block per IR block.
fn scalar_mode(sel: &mut Sel) -> Result<(), LowerError> {
    let func = sel.func;
    let lin = sel.lin;
    let mut mblock: SecondaryMap<Block, Option<MBlock>> = SecondaryMap::new();
    for &b in &lin.order {
        mblock[b] = Some(sel.mf.block());
    }
    // Block parameters (the entry's are the kernel arguments).
    for &b in lin.order.iter().skip(1) {
        for &p in func.block_params(b) {
            let ty = func.value_type(p);
            let dw = Sel::dwords_of(ty);
            let r = if let Some(readers) = sel.agpr_param(p) {
                // A loop-carried accumulator stays in AGPRs (matrix.rs);
                // other readers get a VGPR copy at the top of the block
                // (of their block when it is the only one).
                let r = sel.vreg(RegFile::Agpr, dw);
                sel.acc_homes.push((p, r));
                let at = match readers.as_slice() {
                    [] => None,
                    [one] => Some(*one),
                    _ => Some(b),
                };
                if let Some(at) = at {
                    sel.acc_late.push((p, r, at));
                }
                r
            } else if sel.uni.is_divergent(p) {
                if ty == agc_ir::Type::I1 {
                    sel.new_mask()
                } else {
                    sel.vreg(RegFile::Vgpr, dw)
                }
            } else {
                sel.vreg(RegFile::Sgpr, dw)
            };
            sel.mf.blocks[mblock[b].unwrap().index()].params.push(r);
            sel.set(p, Val::Reg(r));
        }
    }
    for (k, &b) in lin.order.iter().enumerate() {
        sel.cur = mblock[b].unwrap();
        sel.ir_block = b;
        if k == 0 {
            sel.entry()?;
        }
        for i in 0..sel.acc_late.len() {
            let (v, r, at) = sel.acc_late[i];
            if at == b {
                let c = sel.vgpr_reg(sel.mf.vreg_data(r).dwords);
                let (co, ro) = (sel.op(c), sel.op(r));
                sel.pseudo(Pseudo::Copy, &[co, ro]);
                sel.set(v, Val::Reg(c));
            }
        }
        let insts = &func.blocks[b].insts;
        let (term, body) = insts
            .split_last()
            .expect("verified blocks end in a terminator");
        for &inst in body {
            sel.select_inst(inst)?;
        }
        sel.loc = sel.loc_of(*term);
        let data = &func.insts[*term];
        // `other`: the branch's edge built first. An argument that edge
        // also passes, to a parameter with the same home, reuses its vreg
        // (each occurrence once), so a constant or a converted value is
        // made once for both edges. Then regalloc2 can put the value and
        // both parameters in one register: a rotated loop's guard passes
        // each start value to the loop and to the exit, and with separate
        // copies the two would be live together and keep the loop's
        // parameter and the exit's apart, leaving a copy on the back edge.
        let edge = |sel: &mut Sel,
                    call: &agc_ir::instructions::BlockCall,
                    other: Option<(&agc_ir::instructions::BlockCall, &Edge)>|
         -> Edge {
            let mut shared: SmallVec<[bool; 8]> = SmallVec::new();
            let args: SmallVec<[VReg; 4]> = call
                .args
                .as_slice(&func.value_lists)
                .iter()
                .enumerate()
                .map(|(i, &a)| {
                    let p = func.block_params(call.block)[i];
                    if let Some((oc, oe)) = other {
                        let oargs = oc.args.as_slice(&func.value_lists);
                        let oparams = func.block_params(oc.block);
                        shared.resize(oargs.len(), false);
                        let k = (0..oargs.len())
                            .find(|&k| !shared[k] && oargs[k] == a && sel.same_home(oparams[k], p));
                        if let Some(k) = k {
                            shared[k] = true;
                            return oe.args[k];
                        }
                    }
                    sel.value_for_param(a, p)
                })
                .collect();
            Edge {
                block: mblock[call.block].unwrap(),
                args,
            }
        };
        let t = match (&data.opcode, &data.payload) {
            (IrOp::Br, Payload::Jump(call)) => Terminator::Jump(edge(sel, call, None)),
            (IrOp::Brif, Payload::Branch(t, f)) => {
                let c = func.inst_args(*term)[0];
                let te = edge(sel, t, None);
                let fe = edge(sel, f, Some((t, &te)));
                if te.block == fe.block {
                    let merged = sel.select_edge_args(c, &te, &fe);
                    Terminator::Jump(merged)
                } else {
                    sel.scc_of(c);
                    Terminator::Branch {
                        cond: BranchCond::Scc1,
                        taken: te,
                        not_taken: fe,
                    }
                }
            }
            (IrOp::Switch, Payload::Switch(jt)) => {
                let v = func.inst_args(*term)[0];
                let table = &func.jump_tables[*jt];
                let mut t = Terminator::Jump(edge(sel, &table.default, None));
                // A chain of compares, built from the last case backwards
                // into fresh blocks placed after this one.
                let cases: Vec<_> = table.cases.clone();
                let mut tests: Vec<MBlock> = Vec::new();
                for _ in 1..cases.len() {
                    tests.push(sel.mf.block());
                }
                let first = sel.cur;
                for (i, (val, call)) in cases.iter().enumerate() {
                    let here = if i == 0 { first } else { tests[i - 1] };
                    sel.cur = here;
                    let taken = edge(sel, call, None);
                    let next = if i + 1 < cases.len() {
                        Edge::to(tests[i])
                    } else {
                        edge(sel, &table.default, None)
                    };
                    let s = sel.src(v, 0);
                    sel.ins(Opcode::SCmpEqU32, &[s, super::const32(*val as u32)]);
                    let term = Terminator::Branch {
                        cond: BranchCond::Scc1,
                        taken,
                        not_taken: next,
                    };
                    if i + 1 < cases.len() {
                        sel.mf.blocks[here.index()].term = term;
                    } else {
                        t = term;
                    }
                }
                t
            }
            (IrOp::Return | IrOp::Unreachable, _) => sel.return_term(*term)?,
            _ => return Err(sel.error(*term, "unsupported terminator")),
        };
        let cur = sel.cur;
        sel.mf.blocks[cur.index()].term = t;
    }
    Ok(())
}

impl Sel<'_> {
    /// The vreg passed for parameter `p` (converted to `p`'s home file).
    fn value_for_param(&mut self, a: Value, p: Value) -> VReg {
        if self.acc_home(p).is_some() && !self.uni.any_divergent_branch {
            return self.agpr_arg(a);
        }
        let want = match self.vals[p] {
            Val::Reg(r) => self.mf.vreg_data(r),
            _ => VRegData {
                file: RegFile::Sgpr,
                dwords: 1,
                mask: false,
            },
        };
        if self.func.value_type(p) == agc_ir::Type::I1 && self.uni.is_divergent(p) {
            return self.mask_of(a);
        }
        match want.file {
            RegFile::Vgpr => self.vgpr(a),
            _ => {
                if self.func.value_type(a) == agc_ir::Type::I1 {
                    // A uniform boolean as 0/1.
                    if let Val::Reg(r) = self.get(a) {
                        return r;
                    }
                    self.scc_of(a);
                    let r = self.sreg(1);
                    let ro = self.op(r);
                    self.ins(Opcode::SCselectB32, &[ro, imm(1), imm(0)]);
                    return r;
                }
                self.sgpr(a)
            }
        }
    }

    /// Whether parameters `p` and `q` live in the same kind of vreg, so
    /// one argument vreg can serve both ([`Sel::value_for_param`] would
    /// make the same thing for each).
    fn same_home(&self, p: Value, q: Value) -> bool {
        let home = |v: Value| match self.vals[v] {
            Val::Reg(r) => Some(self.mf.vreg_data(r)),
            _ => None,
        };
        self.func.value_type(p) == self.func.value_type(q)
            && self.acc_home(p).is_none()
            && self.acc_home(q).is_none()
            && home(p).is_some()
            && home(p) == home(q)
    }

    /// `brif c, B(x), B(y)`: one jump whose arguments are selected by `c`.
    fn select_edge_args(&mut self, c: Value, t: &Edge, f: &Edge) -> Edge {
        let mut args = SmallVec::new();
        for (&x, &y) in t.args.iter().zip(f.args.iter()) {
            let d = self.mf.vreg_data(x);
            let chosen = if d.file == RegFile::Sgpr {
                let r = self.mf.vreg_with(d);
                self.scc_of(c);
                let op = if d.dwords == 2 {
                    Opcode::SCselectB64
                } else {
                    Opcode::SCselectB32
                };
                let (ro, xo, yo) = (self.op(r), self.op(x), self.op(y));
                self.ins(op, &[ro, xo, yo]);
                r
            } else {
                let m = self.mask_of(c);
                let on_true: SmallVec<[MOperand; 4]> =
                    (0..d.dwords).map(|i| self.part(x, i)).collect();
                let on_false: SmallVec<[MOperand; 4]> =
                    (0..d.dwords).map(|i| self.part(y, i)).collect();
                self.vselect(m, &on_true, &on_false)
            };
            args.push(chosen);
        }
        Edge {
            block: t.block,
            args,
        }
    }

    pub(super) fn loc_of(&self, inst: agc_ir::Inst) -> Option<agc_isa::mir::SrcPos> {
        let l = self.func.debug_locs[inst];
        if l.line == 0 {
            return None;
        }
        Some(agc_isa::mir::SrcPos {
            file: l.file.as_u32(),
            line: l.line,
            column: l.col,
        })
    }
}

/// State of EXEC-mask lowering.
struct MaskMode {
    /// Lanes waiting for each IR block.
    waiting: SecondaryMap<Block, Option<Var>>,
    /// Divergent or uniform parameter variables of each IR block.
    param_var: SecondaryMap<Value, Option<Var>>,
    zero: VReg,
    /// How each linear position's start block sets EXEC (see [`ExecIn`]).
    exec_in: Vec<ExecIn>,
    /// Per linear position: its waiting mask may also hold the lanes that
    /// are EXEC when the previous block ends (see [`MaskMode::passes_to`]),
    /// so its start must take EXEC's lanes out or OR them in, never load
    /// the mask as it is.
    superset: Vec<bool>,
    /// Per linear position: whenever its start is reached, EXEC holds at
    /// least the lanes of an earlier body that ran with EXEC non-empty
    /// (the join of an if/else whose branching block is `live`), so the
    /// start needs no `s_cbranch_execz`.
    covered: Vec<bool>,
    /// Per linear position: its body runs only with EXEC non-empty, and
    /// every path to the next start goes through it (the entry, a covered
    /// join, a scalar loop's header whose start skips the loop).
    live: Vec<bool>,
    /// Edges into each IR block (a `brif` to one block twice counts two).
    preds: SecondaryMap<Block, u32>,
    /// Per cycle of the linear order: it stays a scalar loop
    /// ([`MaskMode::uniform_latch`]).
    scalar_cycle: Vec<bool>,
    /// Undefined values that merge variables start from: an edge merging
    /// into one of these may overwrite every lane (see [`MaskMode::edge`]).
    undef: rustc_hash::FxHashSet<VReg>,
}

/// How a start block makes EXEC the lanes waiting for its IR block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ExecIn {
    /// `s_mov_b64 exec, waiting`.
    Set,
    /// EXEC already holds them: the previous block's `brif` narrowed EXEC
    /// to its only edge into this block (`s_and_saveexec_b64` when this is
    /// the then-side, `s_xor_b64 exec` when it is the else-side), and the
    /// path that skips the previous block arrives with EXEC and `waiting`
    /// both empty.
    Already,
    /// `s_andn2_saveexec_b64 w, waiting`: the previous block ends with `br`
    /// to a later block `S` whose waiting mask (the variable here) was
    /// still empty, and left its lanes out of it. They are EXEC on its way
    /// out, and lanes waiting here are disjoint from them, so one
    /// instruction both hands them to `S` (`w` = EXEC) and loads EXEC
    /// (`waiting & !exec` = `waiting`). On the skip path EXEC is empty and
    /// so was `S`'s mask: the same instruction is right there too.
    Swap(Var),
    /// `s_andn2_b64 exec, waiting, exec`: the previous block ends with `br`
    /// elsewhere, and `waiting` may also hold the lanes that leave it (see
    /// [`MaskMode::passes_to`]); on the path that skips it EXEC is empty.
    Minus,
    /// `s_or_b64 exec, exec, waiting`: the previous block ends with `br`
    /// here and left its lanes out of `waiting`; they are EXEC on its way
    /// out, and on the path that skips it EXEC is empty, so the union is
    /// right on both (nothing at all when `waiting` is still empty).
    OrWith,
}

impl MaskMode {
    fn new(_sel: &mut Sel) -> MaskMode {
        MaskMode {
            waiting: SecondaryMap::new(),
            param_var: SecondaryMap::new(),
            zero: VReg(0),
            exec_in: Vec::new(),
            superset: Vec::new(),
            covered: Vec::new(),
            live: Vec::new(),
            preds: SecondaryMap::new(),
            scalar_cycle: Vec::new(),
            undef: Default::default(),
        }
    }

    /// Whether `b` heads a cycle whose back edges come through its start
    /// block (the cycle checks), bringing lanes other than the previous
    /// block's.
    fn checked_header(&self, lin: &crate::linear::Linear, b: Block) -> bool {
        lin.cycle_headed_by(b)
            .is_some_and(|c| !self.scalar_cycle[c as usize])
    }

    fn run(mut self, sel: &mut Sel) -> Result<(), LowerError> {
        let func = sel.func;
        let lin = sel.lin;
        let n = lin.order.len();
        let mask_data = sel.mask_data();
        // Variables: waiting masks, parameters, escaping values.
        for &b in &lin.order {
            self.waiting[b] = Some(sel.vars.declare(mask_data));
            for &p in func.block_params(b) {
                let ty = func.value_type(p);
                let data = VRegData {
                    file: if sel.uni.is_divergent(p) {
                        RegFile::Vgpr
                    } else {
                        RegFile::Sgpr
                    },
                    dwords: Sel::dwords_of(ty),
                    mask: false,
                };
                self.param_var[p] = Some(sel.vars.declare(data));
            }
        }
        self.exec_in = vec![ExecIn::Set; n];
        self.superset = vec![false; n + 1];
        self.covered = vec![false; n + 1];
        self.live = vec![false; n];
        for &b in &lin.order {
            if let Some(&t) = func.blocks[b].insts.last() {
                func.for_each_block_call(t, |call| self.preds[call.block] += 1);
            }
        }
        sel.find_escaping();
        sel.find_cross();
        let init_at = self.undefined_starts(sel);
        // Cycles that stay scalar loops (see `uniform_latch`), and per
        // linear position the one whose latch sits there.
        self.scalar_cycle = (0..lin.cycles.len() as u32)
            .map(|c| sel.uni.exits_together(lin, c) && lin.cycles[c as usize].first > 0)
            .collect();
        let scalar_cycle = self.scalar_cycle.clone();
        // Scalar cycles entered other than through their header: their
        // blocks' masks may hold lanes from outside at the header.
        let mut second_entry = vec![false; lin.cycles.len()];
        for &x in &lin.order {
            if let Some(&t) = func.blocks[x].insts.last() {
                func.for_each_block_call(t, |call| {
                    // Only the cycles the edge enters: once one holds
                    // `x`, its ancestors do too.
                    let mut c = lin.cycle_of[call.block];
                    while let Some(ci) = c.filter(|&ci| !lin.in_cycle(x, ci)) {
                        let cyc = &lin.cycles[ci as usize];
                        if cyc.header != call.block {
                            second_entry[ci as usize] = true;
                        }
                        c = cyc.parent;
                    }
                });
            }
        }
        // Whole scalar cycles whose header's start has no skip edge.
        let mut entered_whole = vec![false; lin.cycles.len()];
        let mut latch_of: Vec<Option<u32>> = vec![None; n];
        for (c, cyc) in lin.cycles.iter().enumerate() {
            if let (true, Some(l)) = (scalar_cycle[c], cyc.latch) {
                latch_of[lin.pos[l] as usize] = Some(c as u32);
            }
        }

        // MIR blocks in layout order: body_0, checks_0, start_1, body_1,
        // checks_1, ..., exit.
        let mut start = vec![MBlock(u32::MAX); n];
        let mut body = vec![MBlock(0); n];
        let mut checks: Vec<Vec<(u32, MBlock)>> = vec![Vec::new(); n];
        let mut leave: Vec<Option<MBlock>> = vec![None; n];
        for k in 0..n {
            if k > 0 {
                start[k] = sel.mf.block();
            }
            body[k] = sel.mf.block();
            if latch_of[k].is_some() {
                leave[k] = Some(sel.mf.block());
            }
            for c in lin.cycles_ending_at(k as u32) {
                if !scalar_cycle[c as usize] {
                    checks[k].push((c, sel.mf.block()));
                }
            }
        }
        let exit = sel.mf.block();
        let after = |k: usize| -> MBlock {
            if let Some(&(_, b)) = checks[k].first() {
                b
            } else if k + 1 < n {
                start[k + 1]
            } else {
                exit
            }
        };

        for k in 0..n {
            let b = lin.order[k];
            sel.ir_block = b;
            let header_cycle = lin.cycle_headed_by(b).map(|c| c as usize);
            self.live[k] = k == 0
                || self.covered[k]
                || header_cycle.is_some_and(|c| scalar_cycle[c] && !second_entry[c]);
            if k > 0 {
                // start_B
                sel.cur = start[k];
                let scalar_header = header_cycle.is_some_and(|c| scalar_cycle[c]);
                if header_cycle.is_none() || scalar_header {
                    sel.vars.seal(&mut sel.mf, start[k]);
                }
                let w = self.waiting[b].unwrap();
                let exec = MOperand::Phys(sel.exec_reg());
                match self.exec_in[k] {
                    ExecIn::Already => {}
                    ExecIn::Set => {
                        let m = sel.vars.read(&mut sel.mf, w, start[k]);
                        let mo = sel.op(m);
                        sel.mins(Opcode::SMovB64, &[exec, mo]);
                    }
                    ExecIn::Minus => {
                        let m = sel.vars.read(&mut sel.mf, w, start[k]);
                        let mo = sel.op(m);
                        sel.mins(Opcode::SAndn2B64, &[exec, mo, exec]);
                    }
                    ExecIn::OrWith => {
                        let m = sel.vars.read(&mut sel.mf, w, start[k]);
                        if m != self.zero {
                            let mo = sel.op(m);
                            sel.mins(Opcode::SOrB64, &[exec, exec, mo]);
                        }
                    }
                    ExecIn::Swap(to) => {
                        let m = sel.vars.read(&mut sel.mf, w, start[k]);
                        let handed = sel.new_mask();
                        let (ho, mo) = (sel.op(handed), sel.op(m));
                        sel.mins(Opcode::SAndn2SaveexecB64, &[ho, mo]);
                        sel.vars.write(to, start[k], handed);
                    }
                }
                // On the path that skips the body, the values it defines
                // are undefined (no lane that uses them took this path).
                for v in sel.defined_in(b) {
                    if let Some(var) = sel.cross[v] {
                        let d = sel.vars.data(var);
                        let u = sel.vreg(d.file, d.dwords);
                        let uo = sel.op(u);
                        sel.pseudo(Pseudo::ImplicitDef, &[uo]);
                        sel.vars.write(var, start[k], u);
                    }
                }
                // Merge variables whose live range starts here (see
                // `undefined_starts`); a scalar loop restarts them in its
                // body, on every iteration (below).
                if !scalar_header {
                    self.start_undefined(sel, &init_at[k]);
                }
                sel.vars.write(w, start[k], self.zero);
                // The skip edge to `after(k)` is added once the body is
                // known (see `runs_empty`).
                self.set_term(sel, start[k], Terminator::Jump(Edge::to(body[k])));
                // A scalar loop's body is sealed once its latch jumps back.
                if !scalar_header {
                    sel.vars.seal(&mut sel.mf, body[k]);
                }
            } else {
                sel.cur = body[0];
                sel.vars.seal(&mut sel.mf, body[0]);
                sel.entry()?;
                let z = sel.new_mask();
                let zo = sel.op(z);
                sel.mins(Opcode::SMovB64, &[zo, imm(0)]);
                self.zero = z;
                for &bb in &lin.order {
                    let w = self.waiting[bb].unwrap();
                    sel.vars.write(w, body[0], z);
                }
            }
            // body_B
            sel.cur = body[k];
            if let Some(c) = header_cycle.filter(|&c| scalar_cycle[c]) {
                self.start_undefined(sel, &init_at[k]);
                // Every iteration starts with nothing waiting in the
                // cycle: the previous one's lanes all reached the latch.
                if !second_entry[c] {
                    let cyc = &lin.cycles[c];
                    for &bb in &lin.order[cyc.first as usize..=cyc.last as usize] {
                        let w = self.waiting[bb].unwrap();
                        sel.vars.write(w, body[k], self.zero);
                    }
                }
            }
            if k > 0 {
                for &p in func.block_params(b) {
                    let var = self.param_var[p].unwrap();
                    let r = sel.vars.read(&mut sel.mf, var, body[k]);
                    if func.value_type(p) == agc_ir::Type::I1 && sel.uni.is_divergent(p) {
                        // Divergent boolean parameters travel as 0/1 VGPRs.
                        let m = sel.vgpr_to_mask(r);
                        sel.set(p, Val::Reg(m));
                    } else {
                        sel.set(p, Val::Reg(r));
                    }
                }
            }
            let insts = &func.blocks[b].insts;
            let (term, rest) = insts
                .split_last()
                .expect("verified blocks end in a terminator");
            for &inst in rest {
                sel.select_inst(inst)?;
            }
            sel.loc = sel.loc_of(*term);
            if let (Some(c), Some(out)) = (latch_of[k], leave[k]) {
                let h = lin.cycles[c as usize].header;
                let back = body[lin.pos[h] as usize];
                // The block the exit may hand EXEC to as it is.
                let next = lin.order.get(k + 1).filter(|_| checks[k].is_empty());
                if self.uniform_latch(sel, *term, h, back, out, next.copied())? {
                    self.exec_in[k + 1] = ExecIn::OrWith;
                }
            } else {
                self.lower_terminator(sel, *term, k, checks[k].is_empty())?;
            }
            let after_k = after(k);
            // A scalar loop entered by lanes only through its header: all
            // of them reach the latch, so an empty EXEC there means the
            // loop was entered with none, and its header's start skips
            // the whole loop (the latch needs no test of its own; it must
            // not branch on values no lane computed).
            let whole = |c: usize| scalar_cycle[c] && !second_entry[c];
            let skips_loop = header_cycle.filter(|&c| whole(c));
            let skip_to = match skips_loop {
                Some(c) => after(lin.cycles[c].last as usize),
                None => after_k,
            };
            let latch_kept = latch_of[k].is_some_and(|c| whole(c as usize)) && skips_loop.is_none();
            // A tail call after reconvergence jumps away (`call.rs`); its
            // start keeps the skip edge, the exit's only way in, even where
            // the join is covered.
            let tail_jump = sel.fun.as_mut().and_then(|f| f.tail.take());
            let may_run_empty = tail_jump.is_none()
                && sel.cur == body[k]
                && runs_empty(&sel.mf.blocks[body[k].index()].insts);
            // Entered from a block that runs with lanes on and passes all
            // of them here by `br` (the entry, a covered join; not a
            // scalar latch, whose loop may have been skipped): EXEC holds
            // at least those lanes at this start on every path, so it
            // never skips, not even a whole scalar loop.
            let entered_live = k > 0
                && self.live[k - 1]
                && latch_of[k - 1].is_none()
                && self.exec_in[k] == ExecIn::OrWith;
            let needs_skip = tail_jump.is_some()
                || (!entered_live && (skips_loop.is_some() || !(may_run_empty || self.covered[k])));
            if let (Some(c), true) = (skips_loop, entered_live && tail_jump.is_none()) {
                entered_whole[c] = true;
            }
            // The exit of a whole scalar loop whose header never skips:
            // the loop runs with lanes on and they all leave by the latch,
            // which hands them to the next start as EXEC (the only way
            // there: the latch and the header have no skip edges), so that
            // start is covered and the block is live.
            if let (Some(c), true) = (latch_of[k], k + 1 < n) {
                if entered_whole[c as usize] && self.exec_in[k + 1] == ExecIn::OrWith {
                    self.covered[k + 1] = true;
                }
            }
            if k > 0 && !latch_kept && needs_skip {
                let after_k = skip_to;
                sel.vars.add_edge(start[k], after_k);
                // The edge into the body keeps the arguments SSA
                // construction gave it (a scalar loop's body has
                // parameters).
                let into_body = match &sel.mf.blocks[start[k].index()].term {
                    Terminator::Jump(e) if e.block == body[k] => e.clone(),
                    _ => Edge::to(body[k]),
                };
                sel.mf.blocks[start[k].index()].term = Terminator::Branch {
                    cond: BranchCond::Execz,
                    taken: Edge::to(after_k),
                    not_taken: into_body,
                };
            }
            let out = match tail_jump {
                Some(jump) => jump,
                None => Terminator::Jump(Edge::to(after_k)),
            };
            self.set_term(sel, sel.cur, out);
            // Cycle checks.
            for (i, &(c, blk)) in checks[k].iter().enumerate() {
                sel.cur = blk;
                sel.vars.seal(&mut sel.mf, blk);
                let h = lin.cycles[c as usize].header;
                let w = self.waiting[h].unwrap();
                let m = sel.vars.read(&mut sel.mf, w, blk);
                let mo = sel.op(m);
                sel.mins(Opcode::SCmpLgU64, &[mo, imm(0)]);
                let next = if let Some(&(_, nb)) = checks[k].get(i + 1) {
                    nb
                } else if k + 1 < n {
                    start[k + 1]
                } else {
                    exit
                };
                let hs = start[lin.pos[h] as usize];
                self.set_term(
                    sel,
                    blk,
                    Terminator::Branch {
                        cond: BranchCond::Scc1,
                        taken: Edge::to(hs),
                        not_taken: Edge::to(next),
                    },
                );
                // All back edges into the header are known now.
                sel.vars.seal(&mut sel.mf, hs);
            }
        }
        sel.cur = exit;
        sel.vars.seal(&mut sel.mf, exit);
        let t = sel.exit_term();
        self.set_term(sel, exit, t);
        Ok(())
    }

    /// Where each merge variable starts to hold a value: per linear
    /// position, the variables to set to an undefined value in that
    /// block's start.
    ///
    /// A merge variable (a block parameter's, or an escaping value's) is
    /// read before its first write: the first edge merges its lanes into
    /// an undefined old value. Left to SSA construction, that undefined
    /// value is made in the entry block, so every such variable of the
    /// kernel would be live from the entry to its first merge, all at
    /// once: register pressure growing with the number of joins. The
    /// latest correct start is the start block of the first predecessor
    /// in the linear order (start blocks form a chain every path goes
    /// through, so it dominates every later merge), hoisted out of any
    /// cycle that contains it but not the merge's reader: restarting the
    /// variable on such a cycle's next iteration would drop lanes merged
    /// in an earlier one. Escaping values' variables start before the
    /// outermost cycle that defines them.
    fn undefined_starts(&self, sel: &Sel) -> Vec<SmallVec<[Var; 2]>> {
        let func = sel.func;
        let lin = sel.lin;
        let mut out: Vec<SmallVec<[Var; 2]>> = vec![SmallVec::new(); lin.order.len()];
        // Outside every cycle that holds position `j` but not `keep`.
        let hoist = |mut j: u32, keep: Option<Block>| -> u32 {
            while j > 0 {
                let b = lin.order[j as usize];
                // The cycles holding `keep` are the outer part of `b`'s
                // chain: the walk stops at the first of them.
                let mut outer = None;
                let mut c = lin.cycle_of[b];
                while let Some(ci) = c.filter(|&ci| keep.is_none_or(|k| !lin.in_cycle(k, ci))) {
                    outer = Some(ci);
                    c = lin.cycles[ci as usize].parent;
                }
                match outer {
                    Some(ci) => j = lin.cycles[ci as usize].first.saturating_sub(1),
                    None => break,
                }
            }
            j
        };
        let mut first_pred: SecondaryMap<Block, u32> = SecondaryMap::with_default(u32::MAX);
        for (k, &b) in lin.order.iter().enumerate() {
            if let Some(&t) = func.blocks[b].insts.last() {
                func.for_each_block_call(t, |call| {
                    let m = &mut first_pred[call.block];
                    *m = (*m).min(k as u32);
                });
            }
        }
        for &b in lin.order.iter().skip(1) {
            if first_pred[b] == u32::MAX {
                continue;
            }
            let j = hoist(first_pred[b], Some(b));
            for &p in func.block_params(b) {
                if let (Some(var), true) = (self.param_var[p], j > 0) {
                    out[j as usize].push(var);
                }
            }
        }
        for (v, var) in sel.escape.iter() {
            let (Some(var), Some(d)) = (*var, sel.uni.def_block(v)) else {
                continue;
            };
            let j = hoist(lin.pos[d], None);
            if j > 0 {
                out[j as usize].push(var);
            }
        }
        out
    }

    /// The latch of a cycle whose lanes all leave together
    /// ([`crate::uniformity::Uniformity::exits_together`]): every lane of
    /// the cycle is in EXEC here and takes the same side, so the branch
    /// is a scalar one, straight to the header's body (EXEC already holds
    /// its lanes, and nothing else waits there), and the cycle needs no
    /// check block. The header's parameters are written before the
    /// compare: on the way out they are dead. The exit edge is lowered in
    /// `out`, which falls through to what follows the latch. Returns
    /// whether it handed EXEC as it is to `next`, the block laid out right
    /// after the latch with no cycle check between (its start then ORs in
    /// whatever else waits there, [`ExecIn::OrWith`]).
    fn uniform_latch(
        &mut self,
        sel: &mut Sel,
        term: agc_ir::Inst,
        header: Block,
        back: MBlock,
        out: MBlock,
        next: Option<Block>,
    ) -> Result<bool, LowerError> {
        let func = sel.func;
        let data = &func.insts[term];
        let (IrOp::Brif, Payload::Branch(t, f)) = (&data.opcode, &data.payload) else {
            return Err(sel.error(term, "cycle latch without a two-way branch"));
        };
        let c = func.inst_args(term)[0];
        let (stay, exit, cond) = if t.block == header {
            (t, f, BranchCond::Scc1)
        } else {
            (f, t, BranchCond::Scc0)
        };
        let sa: SmallVec<[Value; 4]> = stay.args.as_slice(&func.value_lists).into();
        let xa: SmallVec<[Value; 4]> = exit.args.as_slice(&func.value_lists).into();
        self.edge(sel, header, &sa, None, false);
        sel.scc_of(c);
        let cur = sel.cur;
        self.set_term(
            sel,
            cur,
            Terminator::Branch {
                cond,
                taken: Edge::to(back),
                not_taken: Edge::to(out),
            },
        );
        sel.vars.seal(&mut sel.mf, back);
        sel.vars.seal(&mut sel.mf, out);
        sel.cur = out;
        // EXEC on the way out is every lane of the loop, and the other
        // ways to the next start that do not go through its waiting mask
        // are skip edges, which arrive with EXEC empty (the header's, past
        // the whole loop; the latch's): that start can OR in what waits
        // there instead of these lanes being recorded in the mask and
        // loaded back.
        let or_in = next == Some(exit.block) && !self.checked_header(sel.lin, exit.block);
        self.edge(sel, exit.block, &xa, None, !or_in);
        Ok(or_in)
    }

    /// Sets each of `vars` to a fresh undefined value in the current block.
    fn start_undefined(&mut self, sel: &mut Sel, vars: &[Var]) {
        for &var in vars {
            let d = sel.vars.data(var);
            let u = sel.vreg(d.file, d.dwords);
            let uo = sel.op(u);
            sel.pseudo(Pseudo::ImplicitDef, &[uo]);
            sel.vars.write(var, sel.cur, u);
            self.undef.insert(u);
        }
    }

    fn set_term(&self, sel: &mut Sel, b: MBlock, t: Terminator) {
        for e in t.successors() {
            sel.vars.add_edge(b, e.block);
        }
        sel.mf.blocks[b.index()].term = t;
    }

    /// Whether the block at linear position `k` hands its lanes to `succ`
    /// with nothing else waiting there: `succ` comes right after it, no
    /// cycle check comes between, and this is `succ`'s only incoming edge
    /// and `succ` has no parameters to merge.
    fn hands_over(&self, sel: &Sel, k: usize, no_checks: bool, succ: Block) -> bool {
        no_checks
            && sel.lin.order.get(k + 1) == Some(&succ)
            && self.preds[succ] == 1
            && sel.func.block_params(succ).is_empty()
    }

    /// Whether the block at linear position `k` sends every lane it runs
    /// on, with EXEC as it came in, to one block by `br`, and `next` comes
    /// right after it: then `next`'s start ([`ExecIn::OrWith`],
    /// [`ExecIn::Swap`] or [`ExecIn::Minus`], all of which combine the
    /// mask with EXEC) tolerates a waiting mask that also holds those
    /// lanes. No cycle may end at `k` (its `br` would be a back edge, or a
    /// scalar latch), and `next` must not be a checked cycle header (its
    /// start loads the mask).
    fn passes_to(&self, sel: &Sel, k: usize, next: Block) -> bool {
        let lin = sel.lin;
        let (Some(&b), Some(&nb)) = (lin.order.get(k), lin.order.get(k + 1)) else {
            return false;
        };
        let ends_in_br = sel.func.blocks[b]
            .insts
            .last()
            .is_some_and(|&t| sel.func.insts[t].opcode == IrOp::Br);
        nb == next
            && ends_in_br
            && lin.cycles_ending_at(k as u32).next().is_none()
            && !self.checked_header(lin, next)
    }

    /// Where all lanes of an if/else meet again, when no other way leads
    /// in between: `first` (at linear position `k`) passes its lanes to
    /// `second` right after it, and either `second` is the join (an if
    /// with no else) or `second` ends in `br` to the block after it, the
    /// same one `first` jumps to. Neither `second` nor the join heads a
    /// cycle (lanes from elsewhere would come in there) and no cycle ends
    /// at `second`.
    fn join_of(&self, sel: &Sel, k: usize, second: Block) -> Option<usize> {
        let lin = sel.lin;
        let func = sel.func;
        let br_target = |b: Block| -> Option<Block> {
            let &t = func.blocks[b].insts.last()?;
            match (&func.insts[t].opcode, &func.insts[t].payload) {
                (IrOp::Br, Payload::Jump(call)) => Some(call.block),
                _ => None,
            }
        };
        let header = |b: Block| lin.cycles.iter().any(|c| c.header == b);
        let x = br_target(lin.order[k])?;
        if header(x) || header(second) {
            return None;
        }
        if x == second {
            return Some(k + 1);
        }
        let join_next = lin.order.get(k + 2) == Some(&x);
        let plain = lin.cycles_ending_at(k as u32 + 1).next().is_none();
        (join_next && plain && br_target(second) == Some(x)).then_some(k + 2)
    }

    /// Updates waiting masks and parameters for the IR terminator of the
    /// block at linear position `k` (`no_checks`: no cycle ends there).
    fn lower_terminator(
        &mut self,
        sel: &mut Sel,
        term: agc_ir::Inst,
        k: usize,
        no_checks: bool,
    ) -> Result<(), LowerError> {
        let func = sel.func;
        let data = &func.insts[term];
        match (&data.opcode, &data.payload) {
            (IrOp::Br, Payload::Jump(call)) => {
                let args: SmallVec<[Value; 4]> = call.args.as_slice(&func.value_lists).into();
                let b = call.block;
                // The next block ORs these lanes into EXEC itself (not a
                // cycle header: its back edges arrive with other lanes).
                let or_in = no_checks
                    && sel.lin.order.get(k + 1) == Some(&b)
                    && !self.checked_header(sel.lin, b);
                if or_in {
                    self.exec_in[k + 1] = ExecIn::OrWith;
                    self.edge(sel, b, &args, None, false);
                    return Ok(());
                }
                // The next start block hands these lanes over to `b` while
                // loading EXEC, when nothing waits at `b` yet and the next
                // block is entered only from here (not a cycle header).
                let swap = no_checks
                    && sel
                        .lin
                        .order
                        .get(k + 1)
                        .is_some_and(|&nb| !self.checked_header(sel.lin, nb));
                let w = self.waiting[b].unwrap();
                let swap = swap && sel.vars.read(&mut sel.mf, w, sel.cur) == self.zero;
                if swap {
                    self.exec_in[k + 1] = ExecIn::Swap(w);
                } else if self.superset[k + 1] {
                    self.exec_in[k + 1] = ExecIn::Minus;
                }
                self.edge(sel, b, &args, None, !swap);
            }
            (IrOp::Brif, Payload::Branch(t, f)) => {
                let c = func.inst_args(term)[0];
                let ta: SmallVec<[Value; 4]> = t.args.as_slice(&func.value_lists).into();
                let fa: SmallVec<[Value; 4]> = f.args.as_slice(&func.value_lists).into();
                let no_params =
                    func.block_params(t.block).is_empty() && func.block_params(f.block).is_empty();
                // A folded compare: into VCC when nothing but these SALU
                // mask operations reads it, else into a pair of its own.
                let cm = match sel.get(c) {
                    Val::FoldedCmp if sel.div(c) => {
                        let agc_ir::ValueDef::Result(cmp, _) = func.values[c].def else {
                            return Err(sel.error(term, "folded condition without a compare"));
                        };
                        if no_params {
                            sel.emit_vcmp(cmp, MOperand::Phys(sel.vcc_reg()));
                            MOperand::Phys(sel.vcc_reg())
                        } else {
                            let m = sel.new_mask();
                            let mo = sel.op(m);
                            sel.emit_vcmp(cmp, mo);
                            mo
                        }
                    }
                    _ => {
                        let m = sel.mask_of(c);
                        sel.op(m)
                    }
                };
                let exec = MOperand::Phys(sel.exec_reg());
                let lf = sel.new_mask();
                let lfo = sel.op(lf);
                // Fused, and the side that comes next only passes its lanes
                // on: one `saveexec` narrows EXEC to that side and keeps
                // the branch's lanes, which stand for the other side's.
                for (first, second, second_args, op) in [
                    (t.block, f.block, &fa, Opcode::SAndSaveexecB64),
                    (f.block, t.block, &ta, Opcode::SAndn1SaveexecB64),
                ] {
                    if first != second
                        && self.hands_over(sel, k, no_checks, first)
                        && self.passes_to(sel, k + 1, second)
                    {
                        // The second side's parameters in every lane: the
                        // first side's lanes get theirs from its own edge
                        // (it runs later) or never read them.
                        self.edge(sel, second, second_args, None, false);
                        let saved = sel.new_mask();
                        let so = sel.op(saved);
                        sel.mins(op, &[so, cm]);
                        self.or_waiting(sel, second, Some(saved));
                        self.exec_in[k + 1] = ExecIn::Already;
                        self.superset[k + 2] = true;
                        if self.live[k] {
                            if let Some(j) = self.join_of(sel, k + 1, second) {
                                self.covered[j] = true;
                            }
                        }
                        return Ok(());
                    }
                }
                if t.block != f.block && self.hands_over(sel, k, no_checks, t.block) {
                    // Fused: EXEC becomes the then-lanes here, and the
                    // next start block leaves it as it is.
                    sel.mins(Opcode::SAndn2B64, &[lfo, exec, cm]);
                    self.edge(sel, f.block, &fa, Some(lf), true);
                    let saved = sel.new_mask();
                    let so = sel.op(saved);
                    sel.mins(Opcode::SAndSaveexecB64, &[so, cm]);
                    self.exec_in[k + 1] = ExecIn::Already;
                    return Ok(());
                }
                if t.block != f.block && self.hands_over(sel, k, no_checks, f.block) {
                    // Fused, else-side next: EXEC drops the then-lanes
                    // (a subset of it) here.
                    let lt = sel.new_mask();
                    let lto = sel.op(lt);
                    sel.mins(Opcode::SAndB64, &[lto, exec, cm]);
                    self.edge(sel, t.block, &ta, Some(lt), true);
                    let lto = sel.op(lt);
                    sel.mins(Opcode::SXorB64, &[exec, exec, lto]);
                    self.exec_in[k + 1] = ExecIn::Already;
                    return Ok(());
                }
                let lt = sel.new_mask();
                let lto = sel.op(lt);
                sel.mins(Opcode::SAndB64, &[lto, exec, cm]);
                sel.mins(Opcode::SAndn2B64, &[lfo, exec, cm]);
                self.edge(sel, t.block, &ta, Some(lt), true);
                self.edge(sel, f.block, &fa, Some(lf), true);
            }
            (IrOp::Switch, Payload::Switch(jt)) => {
                let v = func.inst_args(term)[0];
                let table = func.jump_tables[*jt].clone();
                let exec = MOperand::Phys(sel.exec_reg());
                // Lanes not yet claimed by a case.
                let mut rest = sel.new_mask();
                let ro = sel.op(rest);
                sel.mins(Opcode::SMovB64, &[ro, exec]);
                for (val, call) in &table.cases {
                    let m = sel.new_mask();
                    let mo = sel.op(m);
                    let s = sel.src(v, 0);
                    let k = super::const32(*val as u32);
                    sel.valu(Opcode::VCmpEqU32, &[mo, k, s], true);
                    let l = sel.new_mask();
                    let (lo, rso) = (sel.op(l), sel.op(rest));
                    sel.mins(Opcode::SAndB64, &[lo, rso, mo]);
                    let nr = sel.new_mask();
                    let nro = sel.op(nr);
                    sel.mins(Opcode::SAndn2B64, &[nro, rso, mo]);
                    rest = nr;
                    let args: SmallVec<[Value; 4]> = call.args.as_slice(&func.value_lists).into();
                    self.edge(sel, call.block, &args, Some(l), true);
                }
                let args: SmallVec<[Value; 4]> =
                    table.default.args.as_slice(&func.value_lists).into();
                self.edge(sel, table.default.block, &args, Some(rest), true);
            }
            // A tail call's `ret` is its jump (`run`).
            (IrOp::Return, _) if sel.fun.as_ref().is_some_and(|f| f.tail.is_some()) => {}
            (IrOp::Return | IrOp::Unreachable, _) => sel.record_return(term)?,
            _ => return Err(sel.error(term, "unsupported terminator")),
        }
        Ok(())
    }

    /// The lanes `lanes` (all of EXEC when `None`) go to `succ` with `args`;
    /// `update_waiting` false leaves them out of `succ`'s waiting mask
    /// (its start block takes them from EXEC, [`ExecIn::OrWith`]).
    fn edge(
        &mut self,
        sel: &mut Sel,
        succ: Block,
        args: &[Value],
        lanes: Option<VReg>,
        update_waiting: bool,
    ) {
        let func = sel.func;
        let params: SmallVec<[Value; 4]> = func.block_params(succ).into();
        if !params.is_empty() {
            // Operands first (their materialization may set SCC).
            let mut srcs: SmallVec<[(Var, VReg, bool); 4]> = SmallVec::new();
            for (&a, &p) in args.iter().zip(params.iter()) {
                let var = self.param_var[p].unwrap();
                let divergent = sel.uni.is_divergent(p);
                let r = if divergent {
                    if func.value_type(p) == agc_ir::Type::I1 {
                        let m = sel.mask_of(a);
                        sel.mask_to_vgpr(m)
                    } else {
                        match sel.get(a) {
                            Val::Reg(r) => r,
                            _ => sel.vgpr(a),
                        }
                    }
                } else {
                    sel.value_for_param(a, p)
                };
                srcs.push((var, r, divergent));
            }
            // A parameter still undefined (no edge merged into it yet)
            // takes the value in every lane: lanes not on this edge do
            // not wait for `succ`, or get theirs from a later edge.
            let mut fresh: SmallVec<[bool; 4]> = SmallVec::new();
            for &(var, r, _) in &srcs {
                let old = sel.vars.read(&mut sel.mf, var, sel.cur);
                let same_home = sel.mf.vreg_data(r) == sel.vars.data(var);
                fresh.push(same_home && self.undef.contains(&old));
            }
            for (&(var, r, _), _) in srcs.iter().zip(&fresh).filter(|(_, &f)| f) {
                sel.vars.write(var, sel.cur, r);
            }
            let merge = |i: usize| !fresh[i];
            let any_divergent = (0..srcs.len()).any(|i| merge(i) && srcs[i].2);
            let saved = lanes.filter(|_| any_divergent).map(|l| {
                let s = sel.new_mask();
                let (so, lo) = (sel.op(s), sel.op(l));
                sel.mins(Opcode::SAndSaveexecB64, &[so, lo]);
                s
            });
            for (i, &(var, r, divergent)) in srcs.iter().enumerate() {
                if divergent && merge(i) {
                    let old = sel.vars.read(&mut sel.mf, var, sel.cur);
                    let dw = sel.mf.vreg_data(old).dwords;
                    let new = sel.vgpr_reg(dw);
                    let (no, oo, ro) = (sel.op(new), sel.op(old), sel.op(r));
                    sel.pseudo(Pseudo::WriteLanes, &[no, oo, ro]);
                    sel.vars.write(var, sel.cur, new);
                }
            }
            if let Some(l) = lanes {
                let any_uniform = (0..srcs.len()).any(|i| merge(i) && !srcs[i].2);
                if any_uniform {
                    let lo = sel.op(l);
                    sel.mins(Opcode::SCmpLgU64, &[lo, imm(0)]);
                }
            }
            for (i, &(var, r, divergent)) in srcs.iter().enumerate() {
                if divergent || !merge(i) {
                    continue;
                }
                if lanes.is_none() {
                    sel.vars.write(var, sel.cur, r);
                    continue;
                }
                let old = sel.vars.read(&mut sel.mf, var, sel.cur);
                let od = sel.mf.vreg_data(old);
                let dw = od.dwords;
                let new = sel.mf.vreg_with(od);
                let op = if dw == 2 {
                    Opcode::SCselectB64
                } else {
                    Opcode::SCselectB32
                };
                let (no, ro, oo) = (sel.op(new), sel.op(r), sel.op(old));
                sel.ins(op, &[no, ro, oo]);
                sel.vars.write(var, sel.cur, new);
            }
            if let Some(s) = saved {
                let so = sel.op(s);
                sel.mins(Opcode::SMovB64, &[MOperand::Phys(sel.exec_reg()), so]);
            }
        }
        if !update_waiting {
            return;
        }
        self.or_waiting(sel, succ, lanes);
    }

    /// `waiting[succ] |= lanes` (all of EXEC when `None`).
    fn or_waiting(&mut self, sel: &mut Sel, succ: Block, lanes: Option<VReg>) {
        let w = self.waiting[succ].unwrap();
        let old = sel.vars.read(&mut sel.mf, w, sel.cur);
        let l = match lanes {
            Some(l) => sel.op(l),
            None => MOperand::Phys(sel.exec_reg()),
        };
        if let (true, Some(l)) = (old == self.zero, lanes) {
            // Nothing waits yet: the edge's lane set is the new value.
            sel.vars.write(w, sel.cur, l);
            return;
        }
        let new = sel.new_mask();
        let no = sel.op(new);
        if old == self.zero {
            sel.mins(Opcode::SMovB64, &[no, l]);
        } else {
            let oo = sel.op(old);
            sel.mins(Opcode::SOrB64, &[no, oo, l]);
        }
        sel.vars.write(w, sel.cur, new);
    }
}

/// Folds `s_or_b64` with a zero mask, once SSA construction has removed
/// its trivial parameters: a waiting mask that is a loop parameter whose
/// only incoming value is the zero mask reads as a placeholder while the
/// loop is being built, so its edges and starts emit `s_or_b64 d, 0, x`
/// (now a copy the allocator can coalesce) and `s_or_b64 exec, exec, 0`
/// (now nothing). Only where SCC, which the OR also writes, is dead.
pub(super) fn fold_zero_ors(mf: &mut agc_isa::mir::MFunction, wave: agc_isa::target::WaveSize) {
    use agc_isa::insts::Implicit;
    // The lane-mask forms at this wave size.
    let (mov, or) = (
        Opcode::SMovB64.lane_mask_form(wave),
        Opcode::SOrB64.lane_mask_form(wave),
    );
    let mask_dwords = wave.mask_sgprs() as u8;
    use agc_isa::mir::{MOpcode, MirInst};
    let scc = |inst: &MirInst| -> (bool, bool) {
        match inst.opcode {
            // Expanded to moves, or to nothing.
            MOpcode::Pseudo(
                Pseudo::Copy
                | Pseudo::ImplicitDef
                | Pseudo::WriteLanes
                | Pseudo::Entry
                | Pseudo::Combine,
            ) => (false, false),
            // `s_getpc_b64` + `s_add_u32` + `s_addc_u32`.
            MOpcode::Pseudo(Pseudo::FuncAddr) => (true, false),
            MOpcode::Pseudo(_) => (false, true),
            MOpcode::Real(op) => {
                let imp = op.info().implicit;
                (imp.has(Implicit::DEF_SCC), imp.has(Implicit::USE_SCC))
            }
        }
    };
    let reads_scc = |t: &Terminator| {
        matches!(
            t,
            Terminator::Branch {
                cond: BranchCond::Scc0 | BranchCond::Scc1,
                ..
            }
        )
    };
    // The zero masks: SSA vregs defined by `s_mov_b64 v, 0`.
    let mut zero: rustc_hash::FxHashSet<VReg> = Default::default();
    for b in &mf.blocks {
        for inst in &b.insts {
            if let (
                MOpcode::Real(m),
                [MOperand::VReg {
                    reg,
                    offset: 0,
                    dwords,
                }, z],
            ) = (inst.opcode, inst.operands.as_slice())
            {
                if m == mov && *dwords == mask_dwords && *z == imm(0) {
                    zero.insert(*reg);
                }
            }
        }
    }
    if zero.is_empty() {
        return;
    }
    // SCC live into each block (a fixed point; `None` locally: passes).
    let local: Vec<Option<bool>> = mf
        .blocks
        .iter()
        .map(|b| {
            for inst in &b.insts {
                let (def, used) = scc(inst);
                if used {
                    return Some(true);
                }
                if def {
                    return Some(false);
                }
            }
            (reads_scc(&b.term) || matches!(b.term, Terminator::Return(_))).then_some(true)
        })
        .collect();
    let mut live_in: Vec<bool> = local.iter().map(|l| l.unwrap_or(false)).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for (i, b) in mf.blocks.iter().enumerate().rev() {
            if local[i].is_none()
                && !live_in[i]
                && b.term.successors().iter().any(|e| live_in[e.block.index()])
            {
                live_in[i] = true;
                changed = true;
            }
        }
    }
    let is_zero = |o: &MOperand| matches!(o, MOperand::VReg { reg, offset: 0, dwords } if *dwords == mask_dwords && zero.contains(reg));
    let exec = MOperand::Phys(wave.exec());
    for bi in 0..mf.blocks.len() {
        let live_out = {
            let b = &mf.blocks[bi];
            reads_scc(&b.term)
                || matches!(b.term, Terminator::Return(_))
                || b.term.successors().iter().any(|e| live_in[e.block.index()])
        };
        let insts = &mut mf.blocks[bi].insts;
        let mut scc_live = live_out;
        let mut drop = vec![false; insts.len()];
        for k in (0..insts.len()).rev() {
            let (def, used) = scc(&insts[k]);
            let inst = &mut insts[k];
            if !scc_live && inst.opcode == MOpcode::Real(or) && inst.operands.len() == 3 {
                let (d, a, b) = (inst.operands[0], inst.operands[1], inst.operands[2]);
                let other = if is_zero(&a) {
                    Some(b)
                } else if is_zero(&b) {
                    Some(a)
                } else {
                    None
                };
                if let Some(x) = other {
                    if d == x && d == exec {
                        drop[k] = true;
                    } else if matches!(d, MOperand::VReg { .. })
                        && matches!(x, MOperand::VReg { .. })
                    {
                        *inst = MirInst {
                            opcode: MOpcode::Pseudo(Pseudo::Copy),
                            operands: SmallVec::from_slice(&[d, x]),
                            ..inst.clone()
                        };
                    } else {
                        inst.opcode = MOpcode::Real(mov);
                        inst.operands = SmallVec::from_slice(&[d, x]);
                    }
                    // The replacement neither reads nor writes SCC.
                    continue;
                }
            }
            if def {
                scc_live = false;
            }
            if used {
                scc_live = true;
            }
        }
        if drop.iter().any(|&d| d) {
            let mut i = 0;
            insts.retain(|_| {
                i += 1;
                !drop[i - 1]
            });
        }
    }
}

/// At most this many instructions run for nothing rather than being
/// skipped by `s_cbranch_execz` (the branch, and the copies its skip edge
/// needs, cost about as much).
const RUN_EMPTY_LIMIT: usize = 12;

/// Whether a body may run with EXEC empty instead of being skipped: a
/// short straight line of ALU work and register moves. Such code is
/// harmless then: VALU writes no lane, a compare writes an empty mask, and
/// the mask arithmetic after it yields empty masks, which is what the skip
/// path would have carried, so dropping the skip edge also drops the
/// copies that reconciled its values with the body's. Memory (even
/// scalar: an address may be garbage), lane reads (undefined with no
/// lane), MFMA (slow), SOPP (branches, barriers, messages) and calls keep
/// the branch.
fn runs_empty(insts: &[agc_isa::mir::MirInst]) -> bool {
    use agc_isa::insts::Format;
    use agc_isa::mir::MOpcode;
    insts.len() <= RUN_EMPTY_LIMIT
        && insts.iter().all(|i| match i.opcode {
            MOpcode::Pseudo(p) => matches!(
                p,
                Pseudo::Copy | Pseudo::ImplicitDef | Pseudo::WriteLanes | Pseudo::Combine
            ),
            MOpcode::Real(op) => match op.format() {
                Format::Sop1 | Format::Sop2 | Format::Sopc => {
                    !matches!(op, Opcode::SSetpcB64 | Opcode::SSwappcB64)
                }
                Format::Vop1 | Format::Vop2 | Format::Vopc | Format::Vop3 | Format::Vop3p => {
                    !matches!(
                        op,
                        Opcode::VReadfirstlaneB32 | Opcode::VReadlaneB32 | Opcode::VWritelaneB32
                    )
                }
                _ => false,
            },
        })
}

impl Sel<'_> {
    /// The values block `b` defines: its parameters and results.
    fn defined_in(&self, b: Block) -> Vec<Value> {
        let func = self.func;
        let mut out: Vec<Value> = func.block_params(b).to_vec();
        for &inst in &func.blocks[b].insts {
            out.extend_from_slice(func.inst_results(inst));
        }
        out
    }

    /// Gives every non-constant value used outside its defining block an
    /// SSA variable (see `Sel::cross`).
    fn find_cross(&mut self) {
        let func = self.func;
        for &b in &self.lin.order {
            for &inst in &func.blocks[b].insts {
                let mut used: SmallVec<[Value; 8]> = func.inst_args(inst).into();
                func.for_each_block_call(inst, |call| {
                    used.extend_from_slice(call.args.as_slice(&func.value_lists));
                });
                for a in used {
                    if self.cross[a].is_some() || self.uni.def_block(a) == Some(b) {
                        continue;
                    }
                    if let agc_ir::ValueDef::Result(d, _) = func.values[a].def {
                        if matches!(
                            func.insts[d].opcode,
                            IrOp::Iconst | IrOp::Fconst | IrOp::LdsAddr
                        ) {
                            continue;
                        }
                    }
                    let ty = func.value_type(a);
                    let data = if ty == agc_ir::Type::I1 && self.uni.is_divergent(a) {
                        self.mask_data()
                    } else if ty == agc_ir::Type::I1 {
                        VRegData {
                            file: RegFile::Sgpr,
                            dwords: 1,
                            mask: false,
                        }
                    } else {
                        VRegData {
                            file: if self.uni.is_divergent(a) {
                                RegFile::Vgpr
                            } else {
                                RegFile::Sgpr
                            },
                            dwords: Sel::dwords_of(ty),
                            mask: false,
                        }
                    };
                    self.cross[a] = Some(self.vars.declare(data));
                }
            }
        }
    }

    /// Finds values used beyond a divergent cycle that defines them and
    /// gives each a VGPR variable (see `Sel::escape`).
    fn find_escaping(&mut self) {
        let func = self.func;
        for &b in &self.lin.order {
            for &inst in &func.blocks[b].insts {
                let check = |sel: &mut Sel, a: Value| {
                    if sel.escape[a].is_none() && sel.uni.temporal(sel.lin, a, b) {
                        let ty = func.value_type(a);
                        let dw = if ty == agc_ir::Type::I1 {
                            1
                        } else {
                            Sel::dwords_of(ty)
                        };
                        sel.escape[a] = Some(sel.vars.declare(VRegData {
                            file: RegFile::Vgpr,
                            dwords: dw,
                            mask: false,
                        }));
                    }
                };
                for &a in func.inst_args(inst) {
                    check(self, a);
                }
                let mut call_args: SmallVec<[Value; 8]> = SmallVec::new();
                func.for_each_block_call(inst, |call| {
                    call_args.extend_from_slice(call.args.as_slice(&func.value_lists));
                });
                for a in call_args {
                    check(self, a);
                }
            }
        }
    }
}
