//! `s_delay_alu` insertion (GFX11+).
//!
//! Role: before an ALU instruction that reads a recent ALU result, insert
//! `s_delay_alu` naming that producer, as llc does, so the hardware can
//! schedule the wave around the stall. A hint only: code without it is
//! correct, so every approximation here costs speed, never correctness.
//! The facts (which processors, producer latencies, the encoding's
//! limits) are `agc_isa::alu_latency`'s tables; the pass runs only where
//! [`has_delay_alu`] says so.
//!
//! Runs last among the wait passes (after `s_nop` and `s_waitcnt_depctr`
//! insertion): every issued instruction is one cycle, `s_nop k` is k + 1,
//! and `s_delay_alu` itself is none. Only inserts; blocks keep their
//! count and order.
//!
//! Algorithm: a forward scan with a small *pending* list, one entry per
//! register unit (SGPR or VGPR, as `agc_isa::hazards::reg_space` numbers
//! them) holding the latest ALU producer of it: its pipeline, how many
//! later VALUs (TRANS: later transcendentals, and later VALUs) issued, and
//! cycles left. An ALU consumer takes, over the units it reads, the most
//! recent VALU, the most recent transcendental and the longest SALU wait;
//! a VALU wait is dropped when the transcendental waited for is younger
//! (results retire in order). A single-dependency delay within
//! `max_skip` instructions of a previous single one is merged into it as
//! its `instid1` with `instskip`. A wait retires what it waited for;
//! entries age per issued instruction and vanish at the encoding's
//! limits, so the list stays a few entries long: each instruction costs
//! O(its operands x pending), no allocation per instruction.
//!
//! Across blocks: a block starts from the merge of its predecessors'
//! final lists (per unit the most demanding entry), computed by sweeps in
//! layout order until nothing changes (capped: a hint needs no exact
//! fixpoint), then one emitting sweep.

use crate::cfg::predecessors;
use agc_isa::alu_latency::{
    alu_type, has_delay_alu, instid, latency, untracked, AluType, DELAY_MODEL,
};
use agc_isa::hazards::{reg_space, wait_states_of};
use agc_isa::insts::{Format, Opcode, Role, DEPCTR_FIELDS};
use agc_isa::minst::{MInst, Operand};
use agc_isa::mir::Block;
use agc_isa::processors::Processor;
use agc_isa::target::Target;

/// Layout sweeps before the emitting one.
const MAX_SWEEPS: usize = 4;

/// The latest ALU producer of one register unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Pending {
    /// `(space, index)` of the unit.
    unit: (u8, u16),
    ty: AluType,
    /// Later VALUs (Valu) or later transcendentals (Trans).
    num: u8,
    /// Trans only: later non-transcendental VALUs.
    valus: u8,
    /// Cycles until the result is ready.
    left: i16,
}

/// What one consumer waits for.
#[derive(Clone, Copy, Debug, Default)]
struct Need {
    valu: Option<u8>,
    trans: Option<(u8, u8)>,
    salu: Option<i16>,
}

/// Inserts `s_delay_alu` on processors that have it; returns the number
/// inserted.
pub fn insert_delay_alu(blocks: &mut [Block], target: &Target) -> u32 {
    let p = target.processor();
    if !has_delay_alu(p) {
        return 0;
    }
    let preds = predecessors(blocks);
    let mut exits: Vec<Option<Vec<Pending>>> = vec![None; blocks.len()];
    let mut state: Vec<Pending> = Vec::new();
    for _ in 0..MAX_SWEEPS {
        let mut changed = false;
        for b in 0..blocks.len() {
            entry_state(&mut state, &preds[b], &exits);
            run(&blocks[b].insts, &mut state, p, None);
            if exits[b].as_deref() != Some(state.as_slice()) {
                exits[b] = Some(state.clone());
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let mut total = 0;
    for b in 0..blocks.len() {
        entry_state(&mut state, &preds[b], &exits);
        let old = std::mem::take(&mut blocks[b].insts);
        let old_locs = std::mem::take(&mut blocks[b].locs);
        let mut out = Out {
            insts: Vec::with_capacity(old.len() + 4),
            locs: Vec::new(),
            old_locs: &old_locs,
            inserted: 0,
        };
        run(&old, &mut state, p, Some(&mut out));
        total += out.inserted;
        blocks[b].locs = out.locs;
        blocks[b].insts = out.insts;
    }
    total
}

/// The emitting sweep's output for one block.
struct Out<'a> {
    insts: Vec<MInst>,
    locs: Vec<Option<agc_isa::mir::SrcPos>>,
    old_locs: &'a [Option<agc_isa::mir::SrcPos>],
    inserted: u32,
}

/// The merge of the predecessors' final lists into `state`.
fn entry_state(state: &mut Vec<Pending>, preds: &[usize], exits: &[Option<Vec<Pending>>]) {
    state.clear();
    for &pb in preds {
        for e in exits[pb].iter().flatten() {
            match state.iter_mut().find(|s| s.unit == e.unit && s.ty == e.ty) {
                Some(s) => {
                    s.num = s.num.min(e.num);
                    s.valus = s.valus.max(e.valus);
                    s.left = s.left.max(e.left);
                }
                None => state.push(*e),
            }
        }
    }
}

/// The units of the explicit register operands of `inst` with role
/// `def` (defs) or uses, leaving out what the model does not track
/// (`agc_isa::alu_latency::untracked`).
fn units(inst: &MInst, defs: bool, mut f: impl FnMut((u8, u16))) {
    let info = inst.opcode.info();
    for (o, op) in info.operands.iter().zip(inst.operands.iter()) {
        let want = if defs {
            o.role != Role::Use
        } else {
            o.role != Role::Def
        };
        let Some(r) = op.reg() else { continue };
        if !want || untracked(inst, o, r, !defs) {
            continue;
        }
        if let Some((space, first)) = reg_space(r) {
            for i in 0..r.len as u16 {
                f((space, first + i));
            }
        }
    }
}

/// One block from `state`: decides the delays, updates `state` to the
/// block's end, and with `out` rebuilds the block with them.
fn run(insts: &[MInst], state: &mut Vec<Pending>, p: Processor, mut out: Option<&mut Out>) {
    // The last single-dependency delay written in this block (its index
    // in `out.insts`), which a later one may join.
    let mut open: Option<usize> = None;
    for (j, inst) in insts.iter().enumerate() {
        let info = inst.opcode.info();
        let ty = alu_type(info);
        if ty.is_some() && inst.opcode != Opcode::SDelayAlu {
            let need = needed(inst, ty, state);
            let ids = encode(need);
            if let Some(first) = ids[0] {
                retire(state, need, ids);
                if let Some(out) = out.as_deref_mut() {
                    let at = out.insts.len();
                    let joined = match (open, ids[1]) {
                        (Some(d), None) => {
                            let skip = at - (d + 1);
                            if (1..=DELAY_MODEL.max_skip as usize).contains(&skip) {
                                if let Some(Operand::Imm(v)) = out.insts[d].operands.first_mut() {
                                    *v |= ((skip as i32) << 4) | ((first as i32) << 7);
                                }
                                open = None;
                                true
                            } else {
                                false
                            }
                        }
                        _ => false,
                    };
                    if !joined {
                        let imm = first | ids[1].map_or(0, |s| s << 7);
                        out.insts
                            .push(MInst::new(Opcode::SDelayAlu, &[Operand::Imm(imm as i32)]));
                        if !out.old_locs.is_empty() {
                            out.locs.push(out.old_locs.get(j).copied().flatten());
                        }
                        out.inserted += 1;
                        open = ids[1].is_none().then_some(at);
                    }
                }
            }
        }
        advance(inst, ty, state, p);
        if let Some(out) = out.as_deref_mut() {
            out.insts.push(inst.clone());
            if !out.old_locs.is_empty() {
                out.locs.push(out.old_locs.get(j).copied().flatten());
            }
        }
    }
}

/// What the ALU instruction `inst` of pipeline `ty` waits for.
fn needed(inst: &MInst, ty: Option<AluType>, state: &[Pending]) -> Need {
    let mut need = Need::default();
    if state.is_empty() {
        return need;
    }
    // A VALU result read by an SALU needs no delay (the hardware waits).
    let vector_consumer = matches!(ty, Some(AluType::Valu | AluType::Trans));
    units(inst, false, |u| {
        for e in state.iter().filter(|e| e.unit == u) {
            match e.ty {
                AluType::Valu if vector_consumer => {
                    need.valu = Some(need.valu.map_or(e.num, |v| v.min(e.num)));
                }
                AluType::Trans if vector_consumer => {
                    need.trans = Some(match need.trans {
                        Some((n, v)) if n <= e.num => (n, v),
                        _ => (e.num, e.valus),
                    });
                }
                AluType::Salu => need.salu = Some(need.salu.map_or(e.left, |s| s.max(e.left))),
                _ => {}
            }
        }
    });
    need
}

/// The `instid` values of `need`, most constraining first: a
/// transcendental, then a VALU (only when younger than that
/// transcendental), then an SALU wait if a field is left.
fn encode(need: Need) -> [Option<u16>; 2] {
    let mut ids: [Option<u16>; 2] = [None, None];
    let mut put = |id: u16| {
        if ids[0].is_none() {
            ids[0] = Some(id);
        } else if ids[1].is_none() {
            ids[1] = Some(id);
        }
    };
    if let Some((n, _)) = need.trans {
        put(instid::TRANS32_DEP_1 + n as u16);
    }
    if let Some(v) = need.valu {
        // The VALU issued after the transcendental when fewer VALUs
        // followed it than followed the transcendental.
        if need.trans.is_none_or(|(_, tv)| v < tv) {
            put(instid::VALU_DEP_1 + v as u16);
        }
    }
    if let Some(c) = need.salu {
        let c = c.clamp(1, DELAY_MODEL.salu_cycles as i16);
        put(instid::SALU_CYCLE_1 + c as u16 - 1);
    }
    ids
}

/// Drops the entries a delay with `ids` (computed from `need`) waited for:
/// results retire in order per pipeline.
fn retire(state: &mut Vec<Pending>, need: Need, ids: [Option<u16>; 2]) {
    let has = |lo: u16, hi: u16| ids.iter().flatten().any(|&i| (lo..hi).contains(&i));
    let valu = need
        .valu
        .filter(|_| has(instid::VALU_DEP_1, instid::TRANS32_DEP_1));
    let trans = need
        .trans
        .filter(|_| has(instid::TRANS32_DEP_1, instid::SALU_CYCLE_1 - 1));
    let salu = need.salu.filter(|_| has(instid::SALU_CYCLE_1, 16));
    state.retain(|e| match e.ty {
        AluType::Valu => valu.is_none_or(|v| e.num < v),
        AluType::Trans => trans.is_none_or(|(n, _)| e.num < n),
        AluType::Salu => salu.is_none_or(|c| e.left > c),
    });
}

/// Whether `inst` waits for every VALU result (`va_vdst(0)`) or every
/// SALU result (`sa_sdst(0)`) before issuing.
fn waits_for(inst: &MInst) -> (bool, bool) {
    let f = inst.opcode.info().format;
    if f.is_vmem() || f == Format::Ds {
        return (true, false);
    }
    if inst.opcode == Opcode::SWaitcntDepctr {
        if let Some(Operand::Imm(v)) = inst.operands.first() {
            let field = |name: &str| {
                DEPCTR_FIELDS
                    .iter()
                    .find(|f| f.0 == name)
                    .map(|&(_, shift, width)| (*v as u32 >> shift) & ((1 << width) - 1))
            };
            return (field("va_vdst") == Some(0), field("sa_sdst") == Some(0));
        }
    }
    (false, false)
}

/// `inst` (of pipeline `ty`) issues: entries age, what it waits for
/// retires, and its results become pending.
fn advance(inst: &MInst, ty: Option<AluType>, state: &mut Vec<Pending>, p: Processor) {
    let cycles = if inst.opcode == Opcode::SDelayAlu {
        0
    } else {
        wait_states_of(inst) as i16
    };
    let (va, sa) = waits_for(inst);
    let m = DELAY_MODEL;
    state.retain_mut(|e| {
        e.left -= cycles;
        match (ty, e.ty) {
            (Some(AluType::Valu), AluType::Valu) => e.num += 1,
            (Some(AluType::Valu), AluType::Trans) => e.valus = e.valus.saturating_add(1),
            (Some(AluType::Trans), AluType::Trans) => e.num += 1,
            _ => {}
        }
        let gone = match e.ty {
            AluType::Valu => va || e.num >= m.valu_deps,
            AluType::Trans => va || e.num >= m.trans_deps,
            AluType::Salu => sa,
        };
        !gone && e.left > 0
    });
    let Some(ty) = ty else { return };
    let lat = latency(inst.opcode, p) as i16;
    units(inst, true, |u| {
        // A new write ends the older producer's dependency; a producer
        // of latency 0 (`AluClass::PcBundle`) leaves none of its own.
        state.retain(|e| e.unit != u);
        if lat == 0 {
            return;
        }
        state.push(Pending {
            unit: u,
            ty,
            num: 0,
            valus: 0,
            // The next instruction issues one cycle later.
            left: lat - 1,
        });
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use agc_isa::regs::Reg;

    fn v(d: u16, a: u16, b: u16) -> MInst {
        MInst::new(
            Opcode::VAddF32,
            &[Reg::v(d).into(), Reg::v(a).into(), Reg::v(b).into()],
        )
    }
    fn t(d: u16, a: u16) -> MInst {
        MInst::new(Opcode::VExpF32, &[Reg::v(d).into(), Reg::v(a).into()])
    }
    fn s(d: u16, a: u16) -> MInst {
        MInst::new(
            Opcode::SAddU32,
            &[Reg::s(d).into(), Reg::s(a).into(), Reg::s(a).into()],
        )
    }
    fn target() -> Target {
        Target::from(Processor::Gfx1100)
    }

    /// The block after the pass, `s_delay_alu` printed as llvm-mc does
    /// and every other instruction as its index in the input.
    fn delays(insts: Vec<MInst>) -> Vec<String> {
        let n = insts.len();
        let mut blocks = vec![Block::new(insts)];
        insert_delay_alu(&mut blocks, &target());
        let mut k = 0;
        let out: Vec<String> = blocks[0]
            .insts
            .iter()
            .map(|i| {
                if i.opcode == Opcode::SDelayAlu {
                    agc_isa::print::print(i, Processor::Gfx1100)
                } else {
                    k += 1;
                    (k - 1).to_string()
                }
            })
            .collect();
        assert_eq!(k, n);
        out
    }

    /// Oracle: llc-22 `-run-pass=amdgpu-insert-delay-alu -mcpu=gfx1100` on
    /// the same instruction streams written as MIR (`v_add_f32`,
    /// `v_exp_f32`, `s_add_u32`, `s_nop`, `global_store_dword`); the
    /// expected delays are llc's output, named as llvm-mc prints them.
    #[test]
    fn delays_match_llc_on_straight_line_chains() {
        let d = |x: &str| format!("s_delay_alu {x}");
        let nop = |k| MInst::new(Opcode::SNop, &[Operand::Imm(k)]);
        // A VALU result k VALUs later: VALU_DEP_(k+1), none after 4.
        for k in 0..=4u16 {
            let mut b = vec![v(0, 10, 11)];
            b.extend((0..k).map(|i| v(20 + i, 10, 11)));
            b.push(v(1, 0, 11));
            let got = delays(b);
            if k < 4 {
                assert_eq!(
                    got[k as usize + 1],
                    d(&format!("instid0(VALU_DEP_{})", k + 1))
                );
            } else {
                assert_eq!(got.len(), 6, "{got:?}");
            }
        }
        // SALUs in between count cycles: 3 keep the delay, 4 do not.
        let mut b = vec![v(0, 10, 11), s(5, 6), s(7, 6), s(8, 6), v(1, 0, 11)];
        assert_eq!(delays(b.clone())[4], d("instid0(VALU_DEP_1)"));
        b.insert(4, s(9, 6));
        assert_eq!(delays(b).len(), 6);
        // s_nop 2 is 3 cycles (delay kept), s_nop 3 is 4 (none).
        assert_eq!(delays(vec![v(0, 10, 11), nop(2), v(1, 0, 11)]).len(), 4);
        assert_eq!(delays(vec![v(0, 10, 11), nop(3), v(1, 0, 11)]).len(), 3);
        // A transcendental: VALUs do not age it, transcendentals do.
        let mut b = vec![t(0, 10)];
        b.extend((0..5).map(|i| v(20 + i, 10, 11)));
        b.push(v(1, 0, 11));
        assert_eq!(delays(b)[6], d("instid0(TRANS32_DEP_1)"));
        assert_eq!(
            delays(vec![t(0, 10), t(20, 10), t(21, 10), v(1, 0, 11)])[3],
            d("instid0(TRANS32_DEP_3)")
        );
        assert_eq!(
            delays(vec![t(0, 10), t(20, 10), t(21, 10), t(22, 10), v(1, 0, 11)]).len(),
            5
        );
        // SALU to SALU: one cycle, gone after one instruction.
        assert_eq!(
            delays(vec![s(0, 1), s(2, 0)])[1],
            d("instid0(SALU_CYCLE_1)")
        );
        assert_eq!(delays(vec![s(0, 1), s(3, 4), s(2, 0)]).len(), 3);
        // A VALU then a younger transcendental: only the transcendental.
        assert_eq!(
            delays(vec![v(0, 10, 11), t(2, 10), v(1, 0, 2)])[2],
            d("instid0(TRANS32_DEP_1)")
        );
        // A transcendental then a younger VALU: both, in one delay
        // (instskip(SAME) is not printed, as llvm-mc-22 does).
        assert_eq!(
            delays(vec![t(2, 10), v(0, 10, 11), v(1, 0, 2)])[2],
            d("instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)")
        );
        // Two chained delays merge with instskip.
        assert_eq!(
            delays(vec![v(0, 10, 11), v(1, 0, 11), v(20, 10, 11), v(2, 1, 11)]),
            vec![
                "0".to_string(),
                d("instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)"),
                "1".into(),
                "2".into(),
                "3".into()
            ]
        );
        assert_eq!(
            delays(vec![v(0, 10, 11), v(1, 0, 11), v(2, 1, 11), v(3, 2, 11)]),
            vec![
                "0".to_string(),
                d("instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)"),
                "1".into(),
                "2".into(),
                d("instid0(VALU_DEP_1)"),
                "3".into()
            ]
        );
        // A wait retires older VALU results: no second delay for v0.
        assert_eq!(
            delays(vec![v(0, 10, 11), v(1, 0, 11), v(2, 10, 11), v(3, 0, 11)]).len(),
            5
        );
        // A store waits for every VALU result before issuing.
        let st = MInst::new(
            Opcode::GlobalStoreDword,
            &[Reg::v_range(2, 3).into(), Reg::v(4).into(), Operand::Off],
        );
        assert_eq!(delays(vec![v(0, 10, 11), st, v(1, 0, 11)]).len(), 3);
    }

    /// Oracle: llc-22 as above, across blocks: a join takes the most
    /// demanding predecessor (VALU_DEP_1 from the branching block, not
    /// VALU_DEP_2 from the fall-through one).
    #[test]
    fn joins_take_the_most_demanding_predecessor() {
        let mut blocks = vec![
            Block::new(vec![
                v(0, 10, 11),
                MInst::new(Opcode::SCbranchScc0, &[Operand::Imm(2)]),
            ]),
            Block::new(vec![v(0, 10, 11), v(20, 10, 11)]),
            Block::new(vec![v(1, 0, 11)]),
        ];
        assert_eq!(insert_delay_alu(&mut blocks, &target()), 1);
        assert_eq!(blocks[2].insts[0].operands[0], Operand::Imm(1));
    }

    /// The processor column: no `s_delay_alu` on GFX9.
    #[test]
    fn gfx9_gets_none() {
        let mut blocks = vec![Block::new(vec![v(0, 10, 11), v(1, 0, 11)])];
        assert_eq!(
            insert_delay_alu(&mut blocks, &Target::from(Processor::Gfx942)),
            0
        );
        assert_eq!(blocks[0].insts.len(), 2);
    }
}
