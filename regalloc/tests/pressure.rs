//! Bank sizing from register pressure. Allocation runs under regalloc2's
//! checker (`allocate_checked`); the oracle for the register counts is a
//! hand count of the values live at once in the test's function.

mod common;

use agc_isa::insts::Opcode;
use agc_isa::mir::*;
use agc_isa::processors::Processor;
use agc_regalloc::AllocOptions;
use common::*;

/// `n` diamonds in a row, each joining two 64-bit SGPR values in a block
/// parameter that the join block reads. By hand: at any point at most
/// three pairs are live (the kernarg pointer, the running accumulator and
/// one side's value or the join parameter), so the pair class needs a
/// handful of groups whatever `n` is.
fn diamond_chain(n: usize) -> MFunction {
    let mut b = B::new("chain");
    let (k, _tid) = b.entry();
    let c = b.s(1);
    let (ok, oc) = (b.o(k), b.o(c));
    b.real(Opcode::SLoadDword, &[oc, ok, MOperand::Imm(0)]);
    let mut acc = b.s(2);
    let oacc = b.o(acc);
    b.real(Opcode::SMovB64, &[oacc, MOperand::Inline(128)]);
    for _ in 0..n {
        b.real(Opcode::SCmpEqU32, &[oc, MOperand::Inline(128)]);
        let (then, els, join) = (b.f.block(), b.f.block(), b.f.block());
        b.term(Terminator::Branch {
            cond: BranchCond::Scc1,
            taken: edge(then, &[]),
            not_taken: edge(els, &[]),
        });
        for (blk, imm) in [(then, 129), (els, 130)] {
            b.cur = blk;
            let x = b.s(2);
            let ox = b.o(x);
            b.real(Opcode::SMovB64, &[ox, MOperand::Inline(imm)]);
            b.term(Terminator::Jump(edge(join, &[x])));
        }
        b.cur = join;
        let p = b.s(2);
        b.f.blocks[join.index()].params.push(p);
        let next = b.s(2);
        let (onext, op, oacc) = (b.o(next), b.o(p), b.o(acc));
        b.real(Opcode::SOrB64, &[onext, op, oacc]);
        acc = next;
    }
    let oacc = b.o(acc);
    b.real(Opcode::SStoreDwordx2, &[oacc, ok, MOperand::Imm(8)]);
    b.term(Terminator::EndPgm);
    b.f
}

/// A block parameter is defined at its block's entry: liveness that left
/// its uses upward-exposed made every parameter live from the function's
/// entry, so 24 joins cost 24 SGPR pairs (the same bug gave the `large`
/// benchmark 94 SGPRs where llc-22 -O3 uses 14).
#[test]
fn join_parameters_do_not_accumulate_pressure_hand_count() {
    let p = Processor::Gfx942;
    let out = alloc_and_verify(&diamond_chain(24), &AllocOptions::new(p));
    assert_eq!(out.sgpr_spills, 0);
    // Three live pairs by hand, plus the 32-bit condition; the banks may
    // round up, but nowhere near 24 pairs.
    assert!(out.sgprs <= 16, "{} SGPRs\n{}", out.sgprs, listing(&out, p));
}
