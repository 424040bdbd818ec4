//! Wait-state filling: a local list scheduler after register allocation.
//!
//! Role: the hazard pass ([`crate::hazards`]) pays for every missing wait
//! state with an `s_nop`. Seed 004 section 4.5 lets *independent
//! instructions* provide those wait states instead, so before the nops
//! go in, this pass reorders each basic block so that instructions that
//! do not depend on a stalled one issue in its hazard window. The typical
//! case is a wave reduction: six DPP steps, each reading the VGPR the
//! previous one wrote (two wait states each), with address arithmetic and
//! loads of later code free to move between them.
//!
//! Invariants: runs on allocated MIR after [`crate::insert_waitcnts`] and
//! before [`crate::insert_hazard_nops`]; blocks keep their count and
//! order, and each block keeps its instructions (only their order
//! changes, `locs` moving with them). An instruction never moves across
//!
//! - an instruction it depends on through a register: read after write,
//!   write after read, write after write, over register units (one SGPR
//!   or special register by operand code, one VGPR, one AGPR), with the
//!   implicit operands of the table (`SCC`, `VCC`, `M0`, `EXEC`), `EXEC`
//!   read by every vector instruction, and `src_vccz`/`src_execz` read as
//!   `VCC`/`EXEC`;
//! - another instruction that touches memory or a wait counter (loads,
//!   stores, atomics, cache controls keep their relative order, so an
//!   `s_waitcnt vmcnt(N)` still counts the same instructions);
//! - a *fence*: every SOPP instruction (`s_waitcnt`, `s_barrier`,
//!   GFX12's `s_barrier_wait`; and its SOP1 `s_barrier_signal`,
//!   branches, `s_nop`, `s_endpgm`, messages, priorities), `s_getreg` /
//!   `s_setreg`, and the PC instructions (`s_getpc_b64` with the two
//!   instructions after it, whose relocation offsets count from it,
//!   `s_setpc_b64`, `s_swappc_b64`). Fences stay where they are and split
//!   the block into regions that are scheduled independently.
//!
//! Central trick: the schedule is the original order except where that
//! order stalls. The scheduler walks a clock in wait states; the ready
//! instruction with the lowest original index is taken when its hazard
//! window (the rule table's
//! [`agc_isa::hazards::HazardRule::required_with`] against the
//! instructions issued in the last `window` wait states) is already
//! closed, and only otherwise are later ready instructions tried, the
//! first one with the least stall winning. A region whose new order does
//! not need strictly fewer wait states under the same model keeps its
//! original order, so the pass never makes a block's own hazards worse;
//! hazards across block boundaries are left to the hazard pass, which
//! stays the authority on correctness.
//!
//! Cost: a stall test is (issued instructions in the window) x (the
//! candidate's rules), for each of up to `LOOKAHEAD` candidates, so
//! the per-pair work is kept to bit tests. The rules are indexed by
//! opcode once ([`RuleIndex`]): a candidate carries only the rules its
//! opcode can consume, an issued instruction whose opcode produces none
//! of them is skipped whole, and each instruction's producer registers
//! are scanned once per block, not once per pair.

use agc_isa::hazards::{
    max_wait_states, reg_space, wait_states_of, Regs, RuleIndex, RuleSet, RULES,
};
use agc_isa::insts::{Format, Implicit, OpKind, Opcode, Role};
use agc_isa::minst::MInst;
use agc_isa::mir::Block;
use agc_isa::processors::Processor;
use agc_isa::regs::{special, Reg};
use agc_isa::target::Target;
use smallvec::SmallVec;

/// Register units per space of [`reg_space`] (scalar codes, VGPRs, AGPRs).
const UNITS_PER_SPACE: usize = 512;
const UNITS: usize = 3 * UNITS_PER_SPACE;

/// Ready instructions tried after the first one stalls: bounds the cost
/// per instruction and how far an instruction moves up.
const LOOKAHEAD: usize = 24;

/// Reorders every block of `blocks` to fill hazard windows on `p` (see
/// the module doc); returns the wait states saved under the block-local
/// model.
pub fn schedule_for_hazards(blocks: &mut [Block], target: &Target) -> u32 {
    let p = target.processor();
    let window = max_wait_states(p) as u32;
    if window == 0 {
        return 0;
    }
    let mut s = Scheduler::new(p, window);
    let mut saved = 0;
    for b in blocks.iter_mut() {
        saved += s.block(b);
    }
    saved
}

/// Registers an instruction reads and writes, as unit ranges.
#[derive(Default)]
struct Access {
    uses: SmallVec<[(u16, u16); 6]>,
    defs: SmallVec<[(u16, u16); 4]>,
    memory: bool,
}

/// Unit range `[first, end)` of register `r`, `None` for a register that
/// overlaps nothing (constants' codes).
fn units(r: Reg) -> Option<(u16, u16)> {
    let r = match (r.file, r.index) {
        (agc_isa::regs::RegFile::Special, special::VCCZ) => Reg::VCC,
        (agc_isa::regs::RegFile::Special, special::EXECZ) => Reg::EXEC,
        _ => r,
    };
    let (space, first) = reg_space(r)?;
    let base = space as usize * UNITS_PER_SPACE + first as usize;
    let end = (base + r.len.max(1) as usize).min((space as usize + 1) * UNITS_PER_SPACE);
    Some((base as u16, end as u16))
}

fn access(inst: &MInst) -> Access {
    let info = inst.opcode.info();
    let mut a = Access::default();
    for (o, op) in info.operands.iter().zip(inst.operands.iter()) {
        let Some(u) = op.reg().and_then(units) else {
            continue;
        };
        if matches!(o.role, Role::Use | Role::DefUse) {
            a.uses.push(u);
        }
        if matches!(o.role, Role::Def | Role::DefUse) {
            a.defs.push(u);
        }
    }
    let f = info.format;
    let vector = f.is_valu() || f.is_vmem() || f == Format::Ds;
    let imp = info.implicit;
    let add = |bit: u8, r: Reg, list: &mut SmallVec<[(u16, u16); 6]>| {
        if imp.has(bit) {
            list.extend(units(r));
        }
    };
    let mut defs = SmallVec::<[(u16, u16); 6]>::new();
    add(Implicit::USE_SCC, Reg::SCC, &mut a.uses);
    add(Implicit::USE_VCC, Reg::VCC, &mut a.uses);
    add(Implicit::USE_M0, Reg::M0, &mut a.uses);
    add(Implicit::USE_EXEC, Reg::EXEC, &mut a.uses);
    add(Implicit::DEF_SCC, Reg::SCC, &mut defs);
    add(Implicit::DEF_VCC, Reg::VCC, &mut defs);
    add(Implicit::DEF_EXEC, Reg::EXEC, &mut defs);
    if vector && !imp.has(Implicit::USE_EXEC) {
        a.uses.extend(units(Reg::EXEC));
    }
    a.defs.extend(defs);
    a.memory = info.counters.0 != 0 || f == Format::Smem || f == Format::Ds || f.is_vmem();
    a
}

/// Whether `inst` is a fence (module doc): it stays in place and nothing
/// moves across it.
fn is_fence(inst: &MInst) -> bool {
    let info = inst.opcode.info();
    info.format == Format::Sopp
        || matches!(
            inst.opcode,
            Opcode::SGetpcB64 | Opcode::SSetpcB64 | Opcode::SSwappcB64 | Opcode::SBarrierSignal
        )
        || info
            .operands
            .iter()
            .any(|o| matches!(o.kind, OpKind::Hwreg | OpKind::Label | OpKind::Sendmsg))
}

/// Per-unit state of the dependency scan: the last writer and the readers
/// since, each tagged with the region's generation so the table is never
/// cleared.
struct UnitState {
    gen: u32,
    writer: Option<u32>,
    readers: SmallVec<[u32; 4]>,
}

struct Scheduler {
    p: Processor,
    window: u32,
    units: Vec<UnitState>,
    gen: u32,
    /// The rule table indexed by opcode for `p`: a consumer's rules cost
    /// a few register checks instead of a walk over the whole table, and
    /// an earlier instruction that produces none of them is skipped on
    /// one bit test.
    index: &'static RuleIndex,
}

/// Per rule-set, the registers an instruction marks as their producer
/// ([`RuleIndex::producer_regs`]), computed once per block.
type Produced = SmallVec<[(RuleSet, Regs); 2]>;

/// A consumer's rules, by index into `RULES`, with the registers it reads
/// for each ([`RuleIndex::consumer_rules`]).
type Consumed = SmallVec<[(usize, Regs); 2]>;

/// An issued instruction: its index in the block being rebuilt and the
/// clock (in wait states) it issued at.
#[derive(Clone, Copy)]
struct Issued {
    at: usize,
    clock: i64,
}

impl Scheduler {
    fn new(p: Processor, window: u32) -> Scheduler {
        Scheduler {
            p,
            window,
            units: (0..UNITS)
                .map(|_| UnitState {
                    gen: 0,
                    writer: None,
                    readers: SmallVec::new(),
                })
                .collect(),
            gen: 0,
            index: RuleIndex::of(p),
        }
    }

    /// Schedules one block region by region; returns the wait states
    /// saved.
    fn block(&mut self, b: &mut Block) -> u32 {
        let n = b.insts.len();
        if n < 3 {
            return 0;
        }
        // Fences: every SOPP and PC instruction, and the two after
        // `s_getpc_b64` (a relocation counts from it).
        let mut fence = vec![false; n];
        for i in 0..n {
            if is_fence(&b.insts[i]) {
                fence[i] = true;
                if b.insts[i].opcode == Opcode::SGetpcB64 {
                    for f in fence.iter_mut().skip(i + 1).take(2) {
                        *f = true;
                    }
                }
            }
        }
        let produced: Vec<Produced> = b
            .insts
            .iter()
            .map(|i| self.index.producer_regs(i))
            .collect();
        let mut order: Vec<usize> = Vec::with_capacity(n);
        let mut saved = 0;
        let mut start = 0;
        while start < n {
            if fence[start] {
                order.push(start);
                start += 1;
                continue;
            }
            let mut end = start;
            while end < n && !fence[end] {
                end += 1;
            }
            let before = order.len();
            let (new, gain) = self.region(&b.insts, &produced, &order, start..end);
            if gain > 0 {
                order.extend(new);
                saved += gain;
            } else {
                order.extend(start..end);
            }
            debug_assert_eq!(order.len() - before, end - start);
            start = end;
        }
        if saved > 0 {
            let insts = std::mem::take(&mut b.insts);
            let mut slots: Vec<Option<MInst>> = insts.into_iter().map(Some).collect();
            b.insts = order
                .iter()
                .map(|&i| slots[i].take().expect("each instruction is placed once"))
                .collect();
            if !b.locs.is_empty() {
                let locs = std::mem::take(&mut b.locs);
                b.locs = order
                    .iter()
                    .map(|&i| locs.get(i).copied().flatten())
                    .collect();
            }
        }
        saved
    }

    /// A schedule of `range` (indices into `insts`) issued after the
    /// instructions `prefix` (in their new order), and the wait states it
    /// saves over the original order (0: keep the original).
    fn region(
        &mut self,
        insts: &[MInst],
        produced: &[Produced],
        prefix: &[usize],
        range: std::ops::Range<usize>,
    ) -> (Vec<usize>, u32) {
        let len = range.len();
        if len < 2 {
            return (range.collect(), 0);
        }
        let first = range.start;
        let rules: Vec<Consumed> = insts[range.clone()]
            .iter()
            .map(|i| self.index.consumer_rules(i))
            .collect();
        // The original order under the model first: a region that does
        // not stall (most of them) needs no dependency graph.
        let (mut history, mut clock) = self.prefix_history(insts, prefix);
        let mut original: i64 = 0;
        for at in range.clone() {
            let s = self.stall(insts, produced, &history, at, &rules[at - first], clock);
            original += s;
            clock += s;
            history.push(Issued { at, clock });
            clock += wait_states_of(&insts[at]) as i64;
            self.trim(&mut history, clock);
        }
        if original == 0 {
            return (range.collect(), 0);
        }
        let preds = self.dependencies(insts, range.clone());
        let mut succs: Vec<SmallVec<[u32; 4]>> = vec![SmallVec::new(); len];
        let mut waiting: Vec<u32> = vec![0; len];
        for (j, ps) in preds.iter().enumerate() {
            waiting[j] = ps.len() as u32;
            for &i in ps {
                succs[i as usize].push(j as u32);
            }
        }
        // The history: the prefix's last instructions at their clocks.
        let (mut history, mut clock) = self.prefix_history(insts, prefix);
        let mut ready: Vec<u32> = (0..len as u32)
            .filter(|&j| waiting[j as usize] == 0)
            .collect();
        let mut order = Vec::with_capacity(len);
        let mut stalls: i64 = 0;
        while !ready.is_empty() {
            // `ready` is sorted by original index.
            let mut best = 0usize;
            let mut best_stall = i64::MAX;
            for (k, &j) in ready.iter().enumerate().take(LOOKAHEAD) {
                let at = first + j as usize;
                let s = self.stall(insts, produced, &history, at, &rules[j as usize], clock);
                if s < best_stall {
                    best = k;
                    best_stall = s;
                }
                if s == 0 {
                    break;
                }
            }
            let j = ready.remove(best);
            let at = first + j as usize;
            stalls += best_stall;
            clock += best_stall;
            history.push(Issued { at, clock });
            clock += wait_states_of(&insts[at]) as i64;
            self.trim(&mut history, clock);
            order.push(at);
            for &s in &succs[j as usize] {
                waiting[s as usize] -= 1;
                if waiting[s as usize] == 0 {
                    let pos = ready.partition_point(|&r| r < s);
                    ready.insert(pos, s);
                }
            }
        }
        debug_assert_eq!(order.len(), len, "the dependencies are acyclic");
        let gain = (original - stalls).max(0) as u32;
        (order, gain)
    }

    /// The last instructions of `prefix` within the window, at clocks
    /// counted from its start, and the clock after it.
    fn prefix_history(&self, insts: &[MInst], prefix: &[usize]) -> (Vec<Issued>, i64) {
        let mut history = Vec::new();
        let mut dist: i64 = 0;
        for &at in prefix.iter().rev() {
            if dist >= self.window as i64 {
                break;
            }
            dist += wait_states_of(&insts[at]) as i64;
            history.push(Issued { at, clock: -dist });
        }
        history.reverse();
        (history, 0)
    }

    /// Drops issued instructions that no rule can reach from `clock` on.
    fn trim(&self, history: &mut Vec<Issued>, clock: i64) {
        let cut = history
            .iter()
            .position(|h| clock - h.clock <= self.window as i64 + 1)
            .unwrap_or(history.len());
        if cut > 0 {
            history.drain(..cut);
        }
    }

    /// Wait states `inst` would still miss if issued at `clock`.
    fn stall(
        &self,
        insts: &[MInst],
        produced: &[Produced],
        history: &[Issued],
        at: usize,
        rules: &[(usize, Regs)],
        clock: i64,
    ) -> i64 {
        if rules.is_empty() {
            return 0;
        }
        let inst = &insts[at];
        let mut need = 0i64;
        for h in history {
            let prev = &insts[h.at];
            let producing = self.index.producing(prev.opcode);
            if producing == 0 {
                continue;
            }
            let between = clock - h.clock - wait_states_of(prev) as i64;
            for &(i, ref cr) in rules {
                // A rule's bound on `p` first: most rules reach only a
                // few instructions back, the MFMA ones up to the window.
                // An instruction whose opcode cannot produce the rule
                // asks for nothing (`between` is never negative).
                if self.index.bound(i) as i64 <= between || producing & 1 << i == 0 {
                    continue;
                }
                let pr = produced[h.at]
                    .iter()
                    .find(|(set, _)| set & 1 << i != 0)
                    .map(|(_, r)| r);
                let req = RULES[i].required_with(prev, pr, inst, cr, self.p) as i64;
                need = need.max(req - between);
            }
        }
        need
    }

    /// For each instruction of `range`, the instructions of `range` it
    /// must follow (indices relative to `range.start`).
    fn dependencies(
        &mut self,
        insts: &[MInst],
        range: std::ops::Range<usize>,
    ) -> Vec<SmallVec<[u32; 4]>> {
        self.gen = self.gen.wrapping_add(1);
        let gen = self.gen;
        let first = range.start;
        let mut preds: Vec<SmallVec<[u32; 4]>> = Vec::with_capacity(range.len());
        let mut last_memory: Option<u32> = None;
        for at in range {
            let j = (at - first) as u32;
            let a = access(&insts[at]);
            let mut ps: SmallVec<[u32; 4]> = SmallVec::new();
            let add = |i: u32, ps: &mut SmallVec<[u32; 4]>| {
                if i != j && !ps.contains(&i) {
                    ps.push(i);
                }
            };
            if a.memory {
                if let Some(m) = last_memory {
                    add(m, &mut ps);
                }
                last_memory = Some(j);
            }
            for &(lo, hi) in &a.uses {
                for u in lo..hi {
                    let st = &mut self.units[u as usize];
                    if st.gen != gen {
                        continue;
                    }
                    if let Some(w) = st.writer {
                        add(w, &mut ps);
                    }
                }
            }
            for &(lo, hi) in &a.defs {
                for u in lo..hi {
                    let st = &self.units[u as usize];
                    if st.gen != gen {
                        continue;
                    }
                    if let Some(w) = st.writer {
                        add(w, &mut ps);
                    }
                    for &r in &st.readers {
                        add(r, &mut ps);
                    }
                }
            }
            for &(lo, hi) in &a.uses {
                for u in lo..hi {
                    let st = &mut self.units[u as usize];
                    if st.gen != gen {
                        st.gen = gen;
                        st.writer = None;
                        st.readers.clear();
                    }
                    if !st.readers.contains(&j) {
                        st.readers.push(j);
                    }
                }
            }
            for &(lo, hi) in &a.defs {
                for u in lo..hi {
                    let st = &mut self.units[u as usize];
                    st.gen = gen;
                    st.writer = Some(j);
                    st.readers.clear();
                }
            }
            preds.push(ps);
        }
        preds
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use agc_isa::hazards::required_wait_states;
    use agc_isa::minst::{Dpp, Operand};

    fn v(i: u16) -> Operand {
        Operand::Reg(Reg::v(i))
    }
    fn s(i: u16) -> Operand {
        Operand::Reg(Reg::s(i))
    }
    fn dpp_add(d: u16, src: u16) -> MInst {
        let mut i = MInst::new(Opcode::VAddF32, &[v(d), v(src), v(src)]);
        i.mods.dpp = Some(Dpp {
            ctrl: 0x4e,
            row_mask: 0xf,
            bank_mask: 0xf,
            bound_ctrl: true,
        });
        i
    }
    /// A DPP chain on v1 (two wait states between each pair, seed 004
    /// table 8) with `filler` after it.
    fn chain_then(filler: &[MInst]) -> Vec<MInst> {
        let mut insts = vec![
            MInst::new(Opcode::VMovB32, &[v(1), v(0)]),
            dpp_add(1, 1),
            dpp_add(1, 1),
        ];
        insts.extend_from_slice(filler);
        insts
    }
    /// Wait states the hazard rules ask for inside one block, in order
    /// (the oracle: `required_wait_states`, the rule table itself).
    fn needed(insts: &[MInst], p: Processor) -> u32 {
        let mut total = 0u32;
        let mut issued: Vec<(usize, i64)> = Vec::new();
        let mut clock = 0i64;
        for (j, inst) in insts.iter().enumerate() {
            let mut need = 0i64;
            for &(i, c) in &issued {
                let req = required_wait_states(&insts[i], inst, p) as i64;
                need = need.max(req - (clock - c - 1));
            }
            clock += need;
            total += need as u32;
            issued.push((j, clock));
            clock += 1;
        }
        total
    }
    fn run(insts: &[MInst]) -> Vec<MInst> {
        let mut blocks = vec![Block::new(insts.to_vec())];
        schedule_for_hazards(&mut blocks, &Processor::Gfx942.into());
        blocks.pop().expect("one block").insts
    }
    fn pos(insts: &[MInst], x: &MInst) -> usize {
        insts.iter().position(|i| i == x).expect("kept")
    }

    /// An independent VALU moves into the DPP windows, and the rule table
    /// (the oracle) then asks for fewer wait states.
    #[test]
    fn fills_dpp_windows() {
        let a = MInst::new(Opcode::VMovB32, &[v(5), v(6)]);
        let b = MInst::new(Opcode::VAddU32, &[v(7), v(6), v(6)]);
        let before = chain_then(&[a.clone(), b.clone()]);
        let after = run(&before);
        assert!(pos(&after, &a) < pos(&after, &before[2]));
        let p = Processor::Gfx942;
        assert_eq!(needed(&before, p), 4);
        assert_eq!(needed(&after, p), 2);
    }

    /// Every kind of dependency keeps its pair in order although the
    /// second instruction would otherwise fill the chain's windows (the
    /// independent control, last, does move): a register read after
    /// write, write after read and write after write; EXEC (read by every
    /// vector instruction), SCC, explicit and implicit VCC, M0; memory
    /// order; fences (`s_waitcnt`, `s_barrier`, `s_getpc_b64` and the two
    /// instructions after it).
    #[test]
    fn respects_every_dependency_kind() {
        let exec = Operand::Reg(Reg::EXEC);
        let vcc = Operand::Reg(Reg::VCC);
        let m0 = Operand::Reg(Reg::M0);
        let mov = |d: u16, a: u16| MInst::new(Opcode::VMovB32, &[v(d), v(a)]);
        let addr = |i: u16| Operand::Reg(Reg::v_range(i, i + 1));
        let load =
            |d: u16, a: u16| MInst::new(Opcode::GlobalLoadDword, &[v(d), addr(a), Operand::Off]);
        let set_vcc = MInst::new(Opcode::SMovB64, &[vcc, Operand::Inline(128)]);
        let getpc = MInst::new(Opcode::SGetpcB64, &[Operand::Reg(Reg::s_range(40, 41))]);
        // (name, instructions after the chain, pairs (i, j) of the whole
        // block that must stay in order); the chain is 0..3.
        type Case = (&'static str, Vec<MInst>, Vec<(usize, usize)>);
        let cases: Vec<Case> = vec![
            ("raw", vec![mov(9, 1)], vec![(2, 3)]),
            ("war", vec![mov(1, 9)], vec![(2, 3)]),
            (
                "waw",
                vec![MInst::new(Opcode::VAddU32, &[v(5), v(1), v(1)]), mov(5, 9)],
                vec![(3, 4)],
            ),
            (
                "exec",
                vec![MInst::new(Opcode::SMovB64, &[exec, Operand::Inline(193)])],
                vec![(2, 3)],
            ),
            (
                "scc",
                vec![
                    MInst::new(Opcode::SCmpEqU32, &[s(0), s(1)]),
                    MInst::new(Opcode::SCselectB32, &[s(2), s(3), s(4)]),
                    MInst::new(Opcode::SAddU32, &[s(5), s(6), s(7)]),
                    MInst::new(Opcode::SAddcU32, &[s(8), s(6), s(7)]),
                ],
                vec![(3, 4), (4, 5), (5, 6)],
            ),
            (
                "vcc",
                vec![
                    MInst::new(Opcode::VCndmaskB32, &[v(2), v(1), v(1), vcc]),
                    set_vcc.clone(),
                ],
                vec![(2, 3), (3, 4)],
            ),
            (
                "implicit-vcc",
                vec![
                    MInst::new(Opcode::VDivFmasF32, &[v(2), v(1), v(1), v(1)]),
                    set_vcc,
                ],
                vec![(2, 3), (3, 4)],
            ),
            (
                "m0",
                vec![
                    MInst::new(Opcode::SMovB32, &[s(5), m0]),
                    MInst::new(Opcode::SMovB32, &[m0, Operand::Inline(129)]),
                    MInst::new(Opcode::SMovB32, &[s(6), m0]),
                ],
                vec![(3, 4), (4, 5)],
            ),
            (
                "memory",
                vec![load(20, 1), load(21, 10)],
                vec![(2, 3), (3, 4)],
            ),
            (
                "waitcnt",
                vec![
                    MInst::new(Opcode::SWaitcnt, &[Operand::Imm(0)]),
                    mov(30, 31),
                ],
                vec![(2, 3), (3, 4)],
            ),
            (
                "barrier",
                vec![MInst::new(Opcode::SBarrier, &[]), mov(30, 31)],
                vec![(2, 3), (3, 4)],
            ),
            (
                "getpc",
                vec![
                    getpc,
                    MInst::new(Opcode::SAddU32, &[s(40), s(40), Operand::Literal(0)]),
                    MInst::new(Opcode::SAddcU32, &[s(41), s(41), Operand::Literal(0)]),
                    mov(30, 31),
                ],
                vec![(2, 3), (3, 4), (4, 5), (5, 6)],
            ),
        ];
        for (name, filler, pairs) in cases {
            let insts = chain_then(&filler);
            let after = run(&insts);
            let mut sorted = after.clone();
            sorted.sort_by_key(|i| format!("{i:?}"));
            let mut orig = insts.clone();
            orig.sort_by_key(|i| format!("{i:?}"));
            assert_eq!(sorted, orig, "{name}: a permutation");
            for (i, j) in pairs {
                assert!(
                    pos(&after, &insts[i]) < pos(&after, &insts[j]),
                    "{name}: {:?} before {:?} in {after:?}",
                    insts[i],
                    insts[j]
                );
            }
        }
        // The control: an independent filler moves into the window.
        let insts = chain_then(&[mov(30, 31)]);
        assert_eq!(pos(&run(&insts), &insts[3]), 1);
    }

    /// Random blocks: the schedule is a permutation that keeps every
    /// pairwise dependency of the original (oracle: a direct pairwise
    /// overlap test, independent of the unit tables), and never needs
    /// more wait states than the original under the rule table.
    #[test]
    fn random_blocks_keep_dependencies() {
        let mut x = 7u64;
        let mut next = move |n: u64| {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (x >> 33) % n
        };
        let mut moved = 0;
        for _ in 0..400 {
            let len = 3 + next(14) as usize;
            let mut insts = Vec::new();
            for _ in 0..len {
                let (a, b, c) = (next(6) as u16, next(6) as u16, next(6) as u16);
                insts.push(match next(11) {
                    0 | 1 => dpp_add(a, b),
                    2 => MInst::new(Opcode::VAddU32, &[v(a), v(b), v(c)]),
                    3 => MInst::new(Opcode::VReadlaneB32, &[s(a), v(b), Operand::Inline(191)]),
                    4 => MInst::new(Opcode::VMulF32, &[v(a), s(b), v(c)]),
                    5 => MInst::new(Opcode::SAddU32, &[s(a), s(b), s(c)]),
                    6 => MInst::new(
                        Opcode::GlobalLoadDword,
                        &[v(a), Operand::Reg(Reg::v_range(b, b + 1)), Operand::Off],
                    ),
                    7 => MInst::new(
                        Opcode::SMovB64,
                        &[Operand::Reg(Reg::EXEC), Operand::Inline(193)],
                    ),
                    8 => MInst::new(Opcode::SWaitcnt, &[Operand::Imm(0)]),
                    9 => MInst::new(Opcode::VExpF32, &[v(a), v(b)]),
                    _ => MInst::new(Opcode::SCselectB32, &[s(a), s(b), s(c)]),
                });
            }
            let after = run(&insts);
            let p = Processor::Gfx942;
            assert!(needed(&after, p) <= needed(&insts, p));
            if after != insts {
                moved += 1;
            }
            let place: Vec<usize> = insts
                .iter()
                .enumerate()
                .map(|(k, i)| {
                    // Identical instructions: match the k-th copy.
                    let nth = insts[..k].iter().filter(|j| *j == i).count();
                    after
                        .iter()
                        .enumerate()
                        .filter(|(_, j)| *j == i)
                        .nth(nth)
                        .expect("a permutation")
                        .0
                })
                .collect();
            for i in 0..len {
                for j in i + 1..len {
                    if depends(&insts[i], &insts[j]) {
                        assert!(place[i] < place[j], "{:?} then {:?}", insts[i], insts[j]);
                    }
                }
            }
        }
        assert!(moved > 20, "the mix hardly moves: {moved}");
    }

    /// The pairwise oracle: registers overlap (by `overlaps`, explicit and
    /// implicit), both touch memory, or either is a fence.
    fn depends(a: &MInst, b: &MInst) -> bool {
        use agc_isa::hazards::overlaps;
        if is_fence(a) || is_fence(b) {
            return true;
        }
        let regs = |i: &MInst, def: bool| -> Vec<Reg> {
            let info = i.opcode.info();
            let mut r: Vec<Reg> = info
                .operands
                .iter()
                .zip(i.operands.iter())
                .filter(|(o, _)| if def { o.is_def() } else { o.is_use() })
                .filter_map(|(_, op)| op.reg())
                .collect();
            let imp = info.implicit;
            if def {
                if imp.has(Implicit::DEF_SCC) {
                    r.push(Reg::SCC);
                }
            } else {
                if imp.has(Implicit::USE_SCC) {
                    r.push(Reg::SCC);
                }
                if info.format.is_valu() || info.format.is_vmem() {
                    r.push(Reg::EXEC);
                }
            }
            r
        };
        let (ad, au, bd, bu) = (regs(a, true), regs(a, false), regs(b, true), regs(b, false));
        let hit = |x: &[Reg], y: &[Reg]| x.iter().any(|p| y.iter().any(|q| overlaps(*p, *q)));
        let mem = |i: &MInst| i.opcode.info().format.is_vmem();
        hit(&ad, &bu) || hit(&au, &bd) || hit(&ad, &bd) || (mem(a) && mem(b))
    }
}
