//! `s_waitcnt_depctr` (and `v_nop`) insertion for the hazards GFX11
//! resolves by counting VALUs.
//!
//! Role: the rows of `agc_isa::hazards::DEPCTR_RULES` pair a producer
//! with a later consumer like the `s_nop` rules, but they expire by
//! counting later VALU instructions (and transcendentals), not wait
//! states, and their fix is a `s_waitcnt_depctr` with one field at 0 or,
//! for the WMMA rule, a `v_nop` (the row's `fix`), not `s_nop`s. This pass inserts that fix right before a
//! consumer that a live producer reaches; a depctr already there (the
//! row's `field` at 0) resolves it.
//!
//! Invariants: only inserts; blocks keep their count and order. Runs
//! after the `s_nop` pass (nops count for nothing here) and before
//! `s_delay_alu` insertion, which sees the inserted depctrs.
//!
//! Algorithm: a forward scan keeping the *live* producers, one entry per
//! (rule, register unit) with the VALUs and transcendentals issued since;
//! an entry dies at its row's counts or at a depctr clearing its field, so
//! the list holds the last few transcendentals' registers and each
//! instruction costs O(its operands x live). A block starts from the
//! union of its predecessors' final lists (per entry the fewest VALUs
//! since, the worst path), iterated in layout order to a fixpoint (entries
//! only grow as sweeps repeat and are bounded by the counts, so it comes;
//! should it not within the cap, every block with a predecessor starts
//! with the fix, which is safe).

use crate::cfg::predecessors;
use agc_isa::hazards::{consumer_regs, producer_regs, reg_space, DepctrRule, DEPCTR_RULES};
use agc_isa::insts::Hazards;
use agc_isa::minst::MInst;
use agc_isa::mir::Block;
use agc_isa::regs::Reg;
use agc_isa::target::Target;

/// Layout sweeps allowed to reach the fixpoint.
const MAX_SWEEPS: usize = 64;

/// A live producer of one rule on one register unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Live {
    rule: u8,
    unit: (u8, u16),
    valus: u8,
    trans: u8,
}

/// Inserts the depctr fixes of [`DEPCTR_RULES`] in force on the target's
/// processor; returns the number inserted.
pub fn insert_depctr_fixes(blocks: &mut [Block], target: &Target) -> u32 {
    let p = target.processor();
    let rules: Vec<(u8, &DepctrRule)> = DEPCTR_RULES
        .iter()
        .enumerate()
        .filter(|(_, r)| r.procs.contains(p))
        .map(|(i, r)| (i as u8, r))
        .collect();
    if rules.is_empty() {
        return 0;
    }
    let preds = predecessors(blocks);
    let mut exits: Vec<Option<Vec<Live>>> = vec![None; blocks.len()];
    let mut live: Vec<Live> = Vec::new();
    let mut converged = false;
    for _ in 0..MAX_SWEEPS {
        let mut changed = false;
        for b in 0..blocks.len() {
            entry(&mut live, &preds[b], &exits);
            run(&blocks[b].insts, &mut live, &rules, None);
            if exits[b].as_deref() != Some(live.as_slice()) {
                exits[b] = Some(live.clone());
                changed = true;
            }
        }
        if !changed {
            converged = true;
            break;
        }
    }
    let mut total = 0;
    for b in 0..blocks.len() {
        entry(&mut live, &preds[b], &exits);
        let old = std::mem::take(&mut blocks[b].insts);
        let old_locs = std::mem::take(&mut blocks[b].locs);
        let mut insts = Vec::with_capacity(old.len() + 1);
        let mut locs = Vec::new();
        if !converged && !preds[b].is_empty() {
            // Unknown entry state: resolve everything up front.
            for (_, r) in &rules {
                insts.push(r.fix_inst());
                if !old_locs.is_empty() {
                    locs.push(old_locs.first().copied().flatten());
                }
                total += 1;
            }
            live.clear();
        }
        let mut out = (&mut insts, &mut locs, old_locs.as_slice(), 0u32);
        run(&old, &mut live, &rules, Some(&mut out));
        total += out.3;
        blocks[b].insts = insts;
        blocks[b].locs = locs;
    }
    total
}

/// Counts one issued VALU (`trans`: a transcendental) against the live
/// producers, dropping those it expires.
fn age(live: &mut Vec<Live>, trans: bool) {
    live.retain_mut(|l| {
        l.valus += 1;
        l.trans += u8::from(trans);
        let r = DEPCTR_RULES[l.rule as usize];
        l.valus < r.valus && l.trans < r.trans
    });
}

/// The union of the predecessors' final lists.
fn entry(live: &mut Vec<Live>, preds: &[usize], exits: &[Option<Vec<Live>>]) {
    live.clear();
    for &pb in preds {
        for e in exits[pb].iter().flatten() {
            match live
                .iter_mut()
                .find(|l| l.rule == e.rule && l.unit == e.unit)
            {
                Some(l) => {
                    l.valus = l.valus.min(e.valus);
                    l.trans = l.trans.min(e.trans);
                }
                None => live.push(*e),
            }
        }
    }
}

fn each_unit(regs: &[Reg], mut f: impl FnMut((u8, u16))) {
    for &r in regs {
        if let Some((space, first)) = reg_space(r) {
            for i in 0..r.len as u16 {
                f((space, first + i));
            }
        }
    }
}

type Out<'a, 'b> = (
    &'a mut Vec<MInst>,
    &'a mut Vec<Option<agc_isa::mir::SrcPos>>,
    &'b [Option<agc_isa::mir::SrcPos>],
    u32,
);

/// One block from `live`; with `out`, rebuilds it with the fixes.
fn run(
    insts: &[MInst],
    live: &mut Vec<Live>,
    rules: &[(u8, &DepctrRule)],
    mut out: Option<&mut Out>,
) {
    for (j, inst) in insts.iter().enumerate() {
        // An existing depctr resolves the rules whose field it clears.
        for (i, r) in rules {
            if r.cleared_by(inst) {
                live.retain(|l| l.rule != *i);
            }
        }
        if !live.is_empty() {
            let mut hit: Option<&DepctrRule> = None;
            for (i, r) in rules {
                let Some(cr) = consumer_regs(r.consumer, inst) else {
                    continue;
                };
                each_unit(&cr, |u| {
                    if live.iter().any(|l| l.rule == *i && l.unit == u) {
                        hit = Some(r);
                    }
                });
                if hit.is_some() {
                    break;
                }
            }
            if let Some(r) = hit {
                let f = r.fix_inst();
                for (k, other) in rules {
                    if other.cleared_by(&f) {
                        live.retain(|l| l.rule != *k);
                    }
                }
                // A fix that is a VALU (`v_nop`) counts as one.
                if f.opcode.info().format.is_valu() {
                    age(live, false);
                }
                if let Some(o) = out.as_deref_mut() {
                    o.0.push(f);
                    if !o.2.is_empty() {
                        o.1.push(o.2.get(j).copied().flatten());
                    }
                    o.3 += 1;
                }
            }
        }
        // Issue: count the VALU, then record what it produces.
        let info = inst.opcode.info();
        if info.format.is_valu() && !live.is_empty() {
            age(live, info.hazards.has(Hazards::TRANS));
        }
        for (i, r) in rules {
            let Some(pr) = producer_regs(r.producer, inst) else {
                continue;
            };
            each_unit(&pr, |u| {
                live.retain(|l| !(l.rule == *i && l.unit == u));
                live.push(Live {
                    rule: *i,
                    unit: u,
                    valus: 0,
                    trans: 0,
                });
            });
        }
        if let Some(o) = out.as_deref_mut() {
            o.0.push(inst.clone());
            if !o.2.is_empty() {
                o.1.push(o.2.get(j).copied().flatten());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use agc_isa::insts::Opcode;
    use agc_isa::minst::Operand;
    use agc_isa::processors::Processor;
    use agc_isa::regs::{Reg, RegFile};

    fn wmma(d: u16, a: u16, b: u16, c: u16) -> MInst {
        let t = |i: u16| Operand::Reg(Reg::new(RegFile::Vgpr, i, 8));
        MInst::new(Opcode::VWmmaF1616x16x16F16, &[t(d), t(a), t(b), t(c)])
    }

    /// The `v_nop`s inserted: (block, index).
    fn nops(p: Processor, insts: Vec<MInst>) -> Vec<usize> {
        let mut blocks = vec![Block::new(insts)];
        insert_depctr_fixes(&mut blocks, &Target::from(p));
        let b = &blocks[0];
        (0..b.insts.len())
            .filter(|&i| b.insts[i].opcode == Opcode::VNop)
            .collect()
    }

    /// Oracle: llc-22 on gfx1100/gfx1151 (`wmma-dst-srcab`): a WMMA
    /// reading the previous WMMA's result as A or B gets a `v_nop`, as C
    /// nothing; any VALU in between resolves it.
    #[test]
    fn wmma_result_read_as_a_or_b_gets_a_v_nop() {
        for p in [Processor::Gfx1100, Processor::Gfx1151] {
            assert_eq!(
                nops(p, vec![wmma(0, 8, 16, 0), wmma(24, 0, 16, 24)]),
                vec![1]
            );
            assert_eq!(
                nops(p, vec![wmma(0, 8, 16, 0), wmma(24, 8, 0, 24)]),
                vec![1]
            );
            assert!(nops(p, vec![wmma(0, 8, 16, 0), wmma(0, 8, 16, 0)]).is_empty());
            assert!(nops(
                p,
                vec![wmma(0, 8, 16, 0), v(40, 41, 42), wmma(24, 0, 16, 24)]
            )
            .is_empty());
            assert!(nops(p, vec![wmma(0, 8, 16, 0), s(), wmma(24, 0, 16, 24)]).len() == 1);
        }
        assert!(nops(Processor::Gfx942, vec![]).is_empty());
    }

    fn v(d: u16, a: u16, b: u16) -> MInst {
        MInst::new(
            Opcode::VAddF32,
            &[Reg::v(d).into(), Reg::v(a).into(), Reg::v(b).into()],
        )
    }
    fn t(d: u16, a: u16) -> MInst {
        MInst::new(Opcode::VExpF32, &[Reg::v(d).into(), Reg::v(a).into()])
    }
    fn s() -> MInst {
        MInst::new(Opcode::SMovB32, &[Reg::s(4).into(), Operand::Inline(128)])
    }

    /// Where the fixes go: indices (in the output) of the depctrs.
    fn fixes(p: Processor, blocks: Vec<Vec<MInst>>) -> Vec<(usize, usize)> {
        let mut blocks: Vec<Block> = blocks.into_iter().map(Block::new).collect();
        insert_depctr_fixes(&mut blocks, &Target::from(p));
        let mut at = Vec::new();
        for (b, blk) in blocks.iter().enumerate() {
            for (i, inst) in blk.insts.iter().enumerate() {
                if inst.opcode == Opcode::SWaitcntDepctr {
                    assert_eq!(inst.operands[0], Operand::Imm(0x0f9f));
                    at.push((b, i));
                }
            }
        }
        at
    }

    /// Oracle: llc-22 post-RA-hazard-rec on the same streams as MIR
    /// (gfx1100): `s_waitcnt_depctr 0xf9f` before the reader after 0 or 5
    /// VALUs, after 8 SALUs, after 1 transcendental, before a
    /// transcendental reader; none after 6 VALUs or 2 transcendentals,
    /// none on gfx1150 or gfx1200.
    #[test]
    fn trans_use_matches_llc() {
        let p = Processor::Gfx1100;
        assert_eq!(fixes(p, vec![vec![t(0, 1), v(2, 0, 3)]]), [(0, 1)]);
        let mut b = vec![t(0, 1)];
        b.extend((0..5).map(|_| v(4, 5, 3)));
        b.push(v(2, 0, 3));
        assert_eq!(fixes(p, vec![b.clone()]), [(0, 6)]);
        b.insert(1, v(4, 5, 3));
        assert_eq!(fixes(p, vec![b]), []);
        let mut b = vec![t(0, 1)];
        b.extend((0..8).map(|_| s()));
        b.push(v(2, 0, 3));
        assert_eq!(fixes(p, vec![b]), [(0, 9)]);
        assert_eq!(fixes(p, vec![vec![t(0, 1), t(4, 5), v(2, 0, 3)]]), [(0, 2)]);
        assert_eq!(
            fixes(p, vec![vec![t(0, 1), t(4, 5), t(6, 5), v(2, 0, 3)]]),
            []
        );
        assert_eq!(fixes(p, vec![vec![t(0, 1), t(2, 0)]]), [(0, 1)]);
        let store = MInst::new(
            Opcode::GlobalStoreDword,
            &[Reg::v_range(2, 3).into(), Reg::v(0).into(), Operand::Off],
        );
        assert_eq!(fixes(p, vec![vec![t(0, 1), store]]), []);
        for q in [Processor::Gfx1150, Processor::Gfx1200, Processor::Gfx942] {
            assert_eq!(fixes(q, vec![vec![t(0, 1), v(2, 0, 3)]]), [], "{q}");
        }
    }

    /// Across blocks (derived from the rule: the worst path decides): the
    /// producer reaches a join through the short path, and a loop's
    /// reader sees its own back edge's transcendental.
    #[test]
    fn trans_use_across_blocks() {
        let p = Processor::Gfx1100;
        let far: Vec<MInst> = (0..6).map(|_| v(4, 5, 3)).collect();
        let br = MInst::new(Opcode::SCbranchScc0, &[Operand::Imm(2)]);
        assert_eq!(
            fixes(
                p,
                vec![vec![t(0, 1), br.clone()], far.clone(), vec![v(2, 0, 3)]]
            ),
            [(2, 0)]
        );
        let back = MInst::new(Opcode::SCbranchScc0, &[Operand::Imm(1)]);
        assert_eq!(
            fixes(
                p,
                vec![vec![s()], vec![v(2, 0, 3), t(0, 1), back], vec![s()]]
            ),
            [(1, 0)]
        );
        let mut straight = vec![t(0, 1)];
        straight.extend(far);
        assert_eq!(fixes(p, vec![straight, vec![v(2, 0, 3)]]), []);
    }
}
