//! Allocation tests. Every test allocates with `allocate_checked`, so
//! regalloc2's checker validates each per-file run; `common::verify` adds
//! the isa-table, encoder and (single-block) symbolic-replay oracles, and
//! `printed_code_assembles_to_the_same_bytes_with_llvm_mc` uses llvm-mc.

mod common;

use agc_isa::insts::Opcode;
use agc_isa::minst::Operand;
use agc_isa::mir::*;
use agc_isa::processors::Processor;
use agc_isa::regs::{Reg, RegFile};
use agc_regalloc::{allocate_checked, AllocOptions, RegallocError};
use common::*;

/// Straight-line code over both files: loads through the kernarg pointer,
/// an SGPR→VGPR copy, a VALU op, a store.
fn straight_line() -> MFunction {
    let mut b = B::new("straight");
    let (k, tid) = b.entry();
    let x = b.s(1);
    let v = b.v(1);
    let addr = b.v(2);
    let a64 = b.s(2);
    let (ok, ox, otid, ov, oa, oa64) = (b.o(k), b.o(x), b.o(tid), b.o(v), b.o(addr), b.o(a64));
    b.real(Opcode::SLoadDwordx2, &[oa64, ok, MOperand::Imm(0)]);
    b.real(Opcode::SLoadDword, &[ox, ok, MOperand::Imm(8)]);
    b.real(Opcode::VAddF32, &[ov, ox, otid]);
    b.copy(addr, a64);
    b.real(Opcode::GlobalStoreDword, &[oa, ov, MOperand::Off]);
    b.term(Terminator::EndPgm);
    b.f
}

#[test]
fn straight_line_sgpr_vgpr() {
    for p in [Processor::Gfx900, Processor::Gfx942] {
        let out = alloc_and_verify(&straight_line(), &AllocOptions::new(p));
        assert_eq!(out.blocks.len(), 1);
        assert_eq!(out.sgpr_spills + out.vgpr_spills, 0);
        assert!(out.sgprs >= 2 && out.sgprs <= 8, "{}", listing(&out, p));
        assert!(out.vgprs >= 1 && out.vgprs <= 4, "{}", listing(&out, p));
        assert_eq!(out.scratch_bytes, 0);
        // The copy of a 64-bit SGPR value is two v_mov_b32 with SGPR sources.
        assert_eq!(count(&out, Opcode::VMovB32), 2, "{}", listing(&out, p));
        assert_eq!(count(&out, Opcode::SEndpgm), 1);
    }
}

/// 64- and 128-bit tuples, read through sub-ranges.
fn tuples() -> MFunction {
    let mut b = B::new("tuples");
    let (k, tid) = b.entry();
    let q = b.s(4);
    let y = b.s(1);
    let z = b.s(1);
    let addr = b.v(2);
    let vq = b.v(4);
    let w = b.v(1);
    let (ok, oq, oy, oz) = (b.o(k), b.o(q), b.o(y), b.o(z));
    b.real(Opcode::SLoadDwordx4, &[oq, ok, MOperand::Imm(0)]);
    // Dwords 2..4 of the quad are a pointer.
    b.real(Opcode::SLoadDword, &[oy, sub(q, 2, 2), MOperand::Imm(0)]);
    b.real(Opcode::SAddU32, &[oz, sub(q, 1, 1), sub(q, 3, 1)]);
    b.copy(addr, k);
    let (oa, ovq, ow, otid) = (b.o(addr), b.o(vq), b.o(w), b.o(tid));
    b.real(Opcode::GlobalLoadDwordx4, &[ovq, oa, MOperand::Off]);
    b.real(Opcode::VAddF32, &[ow, sub(vq, 3, 1), sub(vq, 1, 1)]);
    let ow2 = ow_next(&mut b);
    b.real(Opcode::VAddF32, &[ow2, oz, otid]);
    b.real(
        Opcode::GlobalStoreDwordx2,
        &[oa, sub(vq, 2, 2), MOperand::Off],
    );
    b.real(Opcode::GlobalStoreDword, &[oa, ow, MOperand::Off]);
    let _ = oy;
    b.term(Terminator::EndPgm);
    b.f
}

fn ow_next(b: &mut B) -> MOperand {
    let v = b.v(1);
    b.o(v)
}

#[test]
fn tuples_with_sub_range_reads() {
    for p in [Processor::Gfx906, Processor::Gfx90a, Processor::Gfx942] {
        let out = alloc_and_verify(&tuples(), &AllocOptions::new(p));
        // The quad load's pointer operand is dwords 2..4 of the quad: no copy.
        let insts: Vec<_> = out.blocks.iter().flat_map(|b| &b.insts).collect();
        let quad = insts
            .iter()
            .find(|i| i.opcode == Opcode::SLoadDwordx4)
            .unwrap();
        let q = quad.operands[0].reg().unwrap();
        assert_eq!(q.index % 4, 0);
        let ld = insts
            .iter()
            .find(|i| i.opcode == Opcode::SLoadDword)
            .unwrap();
        assert_eq!(
            ld.operands[1],
            Operand::Reg(Reg::s_range(q.index + 2, q.index + 3))
        );
        assert_eq!(
            count(&out, Opcode::SMovB32) + count(&out, Opcode::SMovB64),
            0,
            "{}",
            listing(&out, p)
        );
    }
}

/// A counted loop: the counter is a block parameter of the header; the
/// back edge is critical (the latch branches, the header has two preds).
fn counted_loop() -> MFunction {
    let mut b = B::new("loop");
    let (k, _tid) = b.entry();
    let n = b.s(1);
    let i0 = b.s(1);
    let (ok, on, oi0) = (b.o(k), b.o(n), b.o(i0));
    b.real(Opcode::SLoadDword, &[on, ok, MOperand::Imm(0)]);
    b.real(Opcode::SMovB32, &[oi0, MOperand::Inline(128)]);
    let header = b.f.block();
    let exit = b.f.block();
    b.term(Terminator::Jump(edge(header, &[i0])));
    b.cur = header;
    let i = b.s(1);
    b.f.blocks[header.index()].params.push(i);
    let i1 = b.s(1);
    let (oi, oi1) = (b.o(i), b.o(i1));
    b.real(Opcode::SAddU32, &[oi1, oi, MOperand::Inline(129)]);
    b.real(Opcode::SCmpLtU32, &[oi1, on]);
    b.term(Terminator::Branch {
        cond: BranchCond::Scc1,
        taken: edge(header, &[i1]),
        not_taken: edge(exit, &[]),
    });
    b.cur = exit;
    b.term(Terminator::EndPgm);
    b.f
}

#[test]
fn loop_with_block_params() {
    let p = Processor::Gfx942;
    let out = alloc_and_verify(&counted_loop(), &AllocOptions::new(p));
    let text = listing(&out, p);
    // entry, header, [back-edge block if it needed moves], exit.
    assert!(out.blocks.len() == 3 || out.blocks.len() == 4, "{text}");
    let header = &out.blocks[1].insts;
    let br = header
        .iter()
        .find(|i| i.opcode.info().name.starts_with("s_cbranch"))
        .unwrap();
    let target = branch_target(br).unwrap();
    // The back edge goes to the header, directly or through its move block.
    assert!(target == 1 || target == 2, "{text}");
    if target == 2 {
        assert!(
            out.blocks[2]
                .insts
                .iter()
                .any(|i| i.opcode == Opcode::SBranch),
            "{text}"
        );
    }
    assert_eq!(count(&out, Opcode::SEndpgm), 1);
}

/// A diamond joining two SGPR values in a block parameter.
fn diamond() -> MFunction {
    let mut b = B::new("diamond");
    let (k, tid) = b.entry();
    let c = b.s(1);
    let (ok, oc) = (b.o(k), b.o(c));
    b.real(Opcode::SLoadDword, &[oc, ok, MOperand::Imm(0)]);
    b.real(Opcode::SCmpEqU32, &[oc, MOperand::Inline(128)]);
    let then = b.f.block();
    let els = b.f.block();
    let join = b.f.block();
    b.term(Terminator::Branch {
        cond: BranchCond::Scc1,
        taken: edge(then, &[]),
        not_taken: edge(els, &[]),
    });
    b.cur = then;
    let x = b.s(1);
    let ox = b.o(x);
    b.real(Opcode::SAddU32, &[ox, oc, MOperand::Inline(129)]);
    b.term(Terminator::Jump(edge(join, &[x])));
    b.cur = els;
    let y = b.s(1);
    let oy = b.o(y);
    b.real(Opcode::SMulI32, &[oy, oc, oc]);
    b.term(Terminator::Jump(edge(join, &[y])));
    b.cur = join;
    let pj = b.s(1);
    b.f.blocks[join.index()].params.push(pj);
    let w = b.v(1);
    let addr = b.v(2);
    let (ow, op, otid, oa) = (b.o(w), b.o(pj), b.o(tid), b.o(addr));
    b.real(Opcode::VAddF32, &[ow, op, otid]);
    b.copy(addr, k);
    b.real(Opcode::GlobalStoreDword, &[oa, ow, MOperand::Off]);
    b.term(Terminator::EndPgm);
    b.f
}

#[test]
fn diamond_joins_in_a_block_param() {
    let p = Processor::Gfx90a;
    let out = alloc_and_verify(&diamond(), &AllocOptions::new(p));
    let text = listing(&out, p);
    assert_eq!(out.blocks.len(), 4, "{text}");
    // Entry: branch to `then` (block 1), fall through... or the inverted form.
    let last = out.blocks[0].insts.last().unwrap();
    assert!(last.opcode.info().name.starts_with("s_cbranch"), "{text}");
    // `then` must jump over `else` to the join.
    let then_last = out.blocks[1].insts.last().unwrap();
    assert_eq!(branch_target(then_last), Some(3), "{text}");
}

#[test]
fn fixed_entry_registers() {
    let p = Processor::Gfx942;
    let mut b = B::new("inputs");
    let buf = b.s(4);
    let k = b.s(2);
    let wg = b.s(1);
    let tid = b.v(1);
    b.pseudo(
        Pseudo::Entry,
        &[
            fixed(buf, Reg::s_range(0, 3)),
            fixed(k, Reg::s_range(4, 5)),
            fixed(wg, Reg::s(6)),
            fixed(tid, Reg::v(0)),
        ],
    );
    let x = b.s(1);
    let w = b.v(1);
    let (ox, ok, ow, owg, otid) = (b.o(x), b.o(k), b.o(w), b.o(wg), b.o(tid));
    b.real(Opcode::SLoadDword, &[ox, ok, MOperand::Imm(0)]);
    b.real(Opcode::VAddU32, &[ow, owg, otid]);
    let ow2 = ow_next(&mut b);
    b.real(Opcode::VAddU32, &[ow2, ox, ow]);
    b.term(Terminator::EndPgm);
    let out = alloc_and_verify(&b.f, &AllocOptions::new(p));
    let insts: Vec<_> = out.blocks.iter().flat_map(|b| &b.insts).collect();
    let ld = insts
        .iter()
        .find(|i| i.opcode == Opcode::SLoadDword)
        .unwrap();
    assert_eq!(ld.operands[1], Operand::Reg(Reg::s_range(4, 5)));
    let add = insts.iter().find(|i| i.opcode == Opcode::VAddU32).unwrap();
    assert_eq!(add.operands[2], Operand::Reg(Reg::v(0)));
    // (The replay in `alloc_and_verify` checks that s6's value reaches the add.)
    // The unused private-segment buffer still counts.
    assert!(out.sgprs >= 7);
}

#[test]
fn misaligned_fixed_register_is_an_error() {
    let mut b = B::new("bad");
    let k = b.s(2);
    b.pseudo(Pseudo::Entry, &[fixed(k, Reg::s_range(1, 2))]);
    b.term(Terminator::EndPgm);
    let e = allocate_checked(&b.f, &AllocOptions::new(Processor::Gfx942)).unwrap_err();
    assert!(e.to_string().contains("s[1:2]"), "{e}");
}

#[test]
fn write_lanes_reuses_the_old_register() {
    let p = Processor::Gfx942;
    let mut b = B::new("lanes");
    let (k, tid) = b.entry();
    let x = b.s(1);
    let old = b.v(1);
    let new = b.v(1);
    let new2 = b.v(1);
    let w = b.v(1);
    let (ox, ok, oold, onew, onew2, otid, ow) = (
        b.o(x),
        b.o(k),
        b.o(old),
        b.o(new),
        b.o(new2),
        b.o(tid),
        b.o(w),
    );
    b.real(Opcode::SLoadDword, &[ox, ok, MOperand::Imm(0)]);
    b.pseudo(Pseudo::ImplicitDef, &[oold]);
    b.pseudo(Pseudo::WriteLanes, &[onew, oold, ox]);
    // A second merge whose old value stays live: regalloc2 must copy it.
    b.pseudo(Pseudo::WriteLanes, &[onew2, onew, otid]);
    b.real(Opcode::VAddF32, &[ow, onew2, onew]);
    b.term(Terminator::EndPgm);
    let out = alloc_and_verify(&b.f, &AllocOptions::new(p));
    let text = listing(&out, p);
    // One v_mov for each merge, plus the copy keeping `new` alive.
    assert_eq!(count(&out, Opcode::VMovB32), 3, "{text}");
    assert_eq!(out.moves_inserted, 1, "{text}");
}

/// `n` SGPR loads all live at once, then summed.
fn sgpr_pressure(n: u32) -> MFunction {
    let mut b = B::new("spill_s");
    let (k, _tid) = b.entry();
    let ok = b.o(k);
    let xs: Vec<VReg> = (0..n).map(|_| b.s(1)).collect();
    for (i, &x) in xs.iter().enumerate() {
        let ox = b.o(x);
        b.real(Opcode::SLoadDword, &[ox, ok, MOperand::Imm(4 * i as i32)]);
    }
    let mut acc = xs[0];
    for &x in &xs[1..] {
        let s = b.s(1);
        let (os, oa, ox) = (b.o(s), b.o(acc), b.o(x));
        b.real(Opcode::SAddU32, &[os, oa, ox]);
        acc = s;
    }
    let v = b.v(1);
    let (ov, oa) = (b.o(v), b.o(acc));
    b.real(Opcode::VMovB32, &[ov, oa]);
    b.term(Terminator::EndPgm);
    b.f
}

#[test]
fn sgpr_spills_go_to_vgpr_lanes() {
    let p = Processor::Gfx942;
    let opts = AllocOptions {
        max_sgprs: 10,
        ..AllocOptions::new(p)
    };
    let out = alloc_and_verify(&sgpr_pressure(16), &opts);
    let text = listing(&out, p);
    assert!(out.sgpr_spills > 0, "{text}");
    assert!(
        count(&out, Opcode::VWritelaneB32) > 0 && count(&out, Opcode::VReadlaneB32) > 0,
        "{text}"
    );
    assert!(out.sgprs <= 10);
    // Without the budget, no spills.
    let free = alloc_and_verify(&sgpr_pressure(16), &AllocOptions::new(p));
    assert_eq!(free.sgpr_spills, 0);
    assert!(free.sgprs <= 20, "{}", listing(&free, p));
}

/// `n` VGPR loads all live at once, then summed and stored.
fn vgpr_pressure(n: u32) -> MFunction {
    let mut b = B::new("spill_v");
    let (k, _tid) = b.entry();
    let addr = b.v(2);
    b.copy(addr, k);
    let oa = b.o(addr);
    let xs: Vec<VReg> = (0..n).map(|_| b.v(1)).collect();
    for &x in &xs {
        let ox = b.o(x);
        b.real(Opcode::GlobalLoadDword, &[ox, oa, MOperand::Off]);
    }
    let mut acc = xs[0];
    for &x in &xs[1..] {
        let s = b.v(1);
        let (os, oac, ox) = (b.o(s), b.o(acc), b.o(x));
        b.real(Opcode::VAddF32, &[os, oac, ox]);
        acc = s;
    }
    let oac = b.o(acc);
    b.real(Opcode::GlobalStoreDword, &[oa, oac, MOperand::Off]);
    b.term(Terminator::EndPgm);
    b.f
}

#[test]
fn vgpr_spills_go_to_agprs() {
    let p = Processor::Gfx942;
    let opts = AllocOptions {
        max_vgprs: 8,
        ..AllocOptions::new(p)
    };
    let out = alloc_and_verify(&vgpr_pressure(16), &opts);
    let text = listing(&out, p);
    assert!(out.vgpr_spills > 0, "{text}");
    assert!(count(&out, Opcode::VAccvgprWriteB32) > 0, "{text}");
    assert!(count(&out, Opcode::VAccvgprReadB32) > 0, "{text}");
    assert!(out.vgprs <= 8 && out.agprs > 0, "{text}");
}

/// No AGPRs (gfx900) and a scratch spill area: VGPR slots become dwords of
/// the private segment from the area's offset, through a scratch V# the
/// entry builds from s[0:3] plus the wave offset SGPR, in SGPRs above
/// everything allocated. Without the area the same function is refused.
/// Oracle: regalloc2's checker, and the emitted stream.
#[test]
fn vgpr_spills_go_to_scratch_without_agprs() {
    use agc_isa::processors::ScratchAccess;
    use agc_regalloc::{allocate_with_scratch, RegallocError, ScratchSpill};
    let p = Processor::Gfx900;
    let opts = AllocOptions {
        max_vgprs: 8,
        ..AllocOptions::new(p)
    };
    let f = vgpr_pressure(16);
    assert!(matches!(
        allocate_with_scratch(&f, &opts, None, true),
        Err(RegallocError::ScratchSpill { .. })
    ));
    let sc = ScratchSpill {
        access: ScratchAccess::Mubuf,
        offset: 16,
        wave_offset_sgpr: 7,
    };
    let out = allocate_with_scratch(&f, &opts, Some(sc), true).unwrap();
    let text = listing(&out, p);
    assert!(out.vgpr_spills > 0 && out.agprs == 0, "{text}");
    assert!(count(&out, Opcode::BufferStoreDword) > 0, "{text}");
    assert!(count(&out, Opcode::BufferLoadDword) > 0, "{text}");
    assert!(out.scratch_bytes > 0, "{text}");
    let first = &out.blocks[0].insts[0];
    assert_eq!(first.opcode, Opcode::SAddU32, "{text}");
    assert!(text.contains("s0, s7"), "{text}");
    assert!(text.contains("offset:16"), "{text}");
    let p = Processor::Gfx942;
    let opts = AllocOptions {
        max_vgprs: 8,
        max_agprs: 0,
        ..AllocOptions::new(p)
    };
    let sc = ScratchSpill {
        access: ScratchAccess::ArchitectedFlat,
        offset: 0,
        wave_offset_sgpr: 0,
    };
    let out = allocate_with_scratch(&f, &opts, Some(sc), true).unwrap();
    let text = listing(&out, p);
    assert!(count(&out, Opcode::ScratchStoreDword) > 0, "{text}");
    assert!(count(&out, Opcode::ScratchLoadDword) > 0, "{text}");
    assert_eq!(count(&out, Opcode::SAddU32), 0, "{text}");
}

/// More VGPR slots than the AGPR budget (gfx908, 4 AGPRs): the first
/// slots fill every AGPR and only the rest go to scratch, whose area holds
/// just those. Oracle: regalloc2's checker, and the emitted stream.
#[test]
fn vgpr_spills_fill_agprs_then_scratch() {
    use agc_isa::processors::ScratchAccess;
    use agc_regalloc::{allocate_with_scratch, ScratchSpill};
    let p = Processor::Gfx908;
    let opts = AllocOptions {
        max_vgprs: 8,
        max_agprs: 4,
        ..AllocOptions::new(p)
    };
    let sc = ScratchSpill {
        access: ScratchAccess::Mubuf,
        offset: 0,
        wave_offset_sgpr: 7,
    };
    let f = vgpr_pressure(24);
    let out = allocate_with_scratch(&f, &opts, Some(sc), true).unwrap();
    let text = listing(&out, p);
    let slots = out.vgpr_spills;
    assert!(slots > 4, "{text}");
    assert_eq!(out.agprs, 4, "{text}");
    assert!(count(&out, Opcode::VAccvgprWriteB32) > 0, "{text}");
    assert!(count(&out, Opcode::BufferStoreDword) > 0, "{text}");
    assert!(
        out.scratch_bytes > 0 && out.scratch_bytes < 4 * slots,
        "{text}"
    );
    // Everything fits in AGPRs with a budget as large as the slots.
    let opts = AllocOptions {
        max_agprs: 64,
        ..opts
    };
    let out = allocate_with_scratch(&f, &opts, Some(sc), true).unwrap();
    let text = listing(&out, p);
    assert_eq!(count(&out, Opcode::BufferStoreDword), 0, "{text}");
    assert_eq!(out.scratch_bytes, 0, "{text}");
}

/// A spill area past the 4095-byte offset field (8000 bytes per lane in):
/// one window SGPR, set at the entry to the area's start (times 64 on
/// MUBUF, where `soffset` is a wave offset), addresses every slot with a
/// small immediate; SCC is never written after the entry. Oracle:
/// regalloc2's checker, and the emitted stream.
#[test]
fn vgpr_spills_past_4_kib_use_a_window_sgpr() {
    use agc_isa::processors::ScratchAccess;
    use agc_regalloc::{allocate_with_scratch, ScratchSpill};
    let f = vgpr_pressure(16);
    for (p, access, scaled) in [
        (Processor::Gfx900, ScratchAccess::Mubuf, 8000 * 64),
        (Processor::Gfx942, ScratchAccess::ArchitectedFlat, 8000),
    ] {
        let opts = AllocOptions {
            max_vgprs: 8,
            max_agprs: 0,
            ..AllocOptions::new(p)
        };
        let sc = ScratchSpill {
            access,
            offset: 8000,
            wave_offset_sgpr: 7,
        };
        let out = allocate_with_scratch(&f, &opts, Some(sc), true).unwrap();
        let text = listing(&out, p);
        let insts: Vec<_> = out.blocks.iter().flat_map(|b| &b.insts).collect();
        let init = insts
            .iter()
            .position(|i| match i.opcode {
                Opcode::SMovB32 => i.operands[1] == Operand::b32(scaled),
                // A window within simm16 is set by the short form.
                Opcode::SMovkI32 => i.operands[1] == Operand::Imm(scaled as i32),
                _ => false,
            })
            .unwrap_or_else(|| panic!("no window set to {scaled:#x}:\n{text}"));
        let w = insts[init].operands[0];
        let spills: Vec<_> = insts
            .iter()
            .filter(|i| {
                matches!(
                    i.opcode,
                    Opcode::BufferStoreDword
                        | Opcode::BufferLoadDword
                        | Opcode::ScratchStoreDword
                        | Opcode::ScratchLoadDword
                )
            })
            .collect();
        assert!(!spills.is_empty(), "{text}");
        for i in spills {
            assert!(i.operands.contains(&w), "{text}");
            assert!((0..4096).contains(&i.mods.offset), "{text}");
        }
        // Nothing after the entry's setup writes SCC (no SALU arithmetic).
        let salu_after = insts[init..]
            .iter()
            .filter(|i| matches!(i.opcode, Opcode::SAddU32 | Opcode::SAddcU32))
            .count();
        assert_eq!(salu_after, 0, "{text}");
    }
}

/// With `inactive_lanes_live` (EXEC-mask code), each spill or reload that
/// regalloc2 inserts must run with all lanes on: it sits between
/// `s_mov_b64 sN, exec; s_mov_b64 exec, -1` and `s_mov_b64 exec, sN`, and
/// without the flag no EXEC write appears. Oracle: the emitted stream,
/// walked with a model of EXEC.
#[test]
fn moves_copy_all_lanes_when_inactive_lanes_are_live() {
    let p = Processor::Gfx942;
    let opts = AllocOptions {
        max_vgprs: 8,
        ..AllocOptions::new(p)
    };
    let mut f = vgpr_pressure(16);
    let plain = alloc_and_verify(&f, &opts);
    let writes_exec = |out: &agc_regalloc::Allocated| {
        out.blocks
            .iter()
            .flat_map(|b| &b.insts)
            .filter(|i| i.operands.first() == Some(&Operand::Reg(Reg::EXEC)))
            .count()
    };
    assert_eq!(writes_exec(&plain), 0, "{}", listing(&plain, p));
    f.inactive_lanes_live = true;
    let out = alloc_and_verify(&f, &opts);
    let text = listing(&out, p);
    assert!(out.vgpr_spills > 0, "{text}");
    let mut all_lanes = false;
    let mut saved = None;
    let mut bracketed = 0;
    for i in out.blocks.iter().flat_map(|b| &b.insts) {
        match (i.opcode, i.operands.as_slice()) {
            (Opcode::SMovB64, [d, Operand::Reg(Reg::EXEC)]) => saved = Some(*d),
            (Opcode::SMovB64, [Operand::Reg(Reg::EXEC), s]) if Some(*s) == saved => {
                all_lanes = false
            }
            (Opcode::SMovB64, [Operand::Reg(Reg::EXEC), k]) => {
                assert_eq!(*k, Operand::int(-1), "{text}");
                assert!(saved.is_some(), "EXEC switched on without a save\n{text}");
                all_lanes = true;
            }
            // The function's one selector copy reads an SGPR; VGPR-to-VGPR
            // moves and AGPR traffic are regalloc2's.
            (Opcode::VMovB32, [_, Operand::Reg(r)]) if r.file == RegFile::Sgpr => {}
            (Opcode::VAccvgprWriteB32 | Opcode::VAccvgprReadB32 | Opcode::VMovB32, _) => {
                assert!(
                    all_lanes,
                    "`{}` runs under a partial EXEC\n{text}",
                    agc_isa::print::print(i, p)
                );
                bracketed += 1;
            }
            _ => {}
        }
    }
    assert!(bracketed > 0, "{text}");
    assert!(!all_lanes, "EXEC not restored at the end\n{text}");
}

#[test]
fn vgpr_spill_without_agprs_is_an_error() {
    let opts = AllocOptions {
        max_vgprs: 8,
        ..AllocOptions::new(Processor::Gfx900)
    };
    let e = allocate_checked(&vgpr_pressure(16), &opts).unwrap_err();
    assert!(matches!(e, RegallocError::ScratchSpill { .. }), "{e}");
    assert!(
        e.to_string()
            .contains("spilling to scratch is not implemented yet"),
        "{e}"
    );
}

#[test]
fn unmeetable_budget_is_an_error() {
    // A 128-bit load needs its 4-dword result and the 2-dword address at
    // once, and v0 holds the work-item id at entry: 7 VGPRs.
    let mut b = B::new("k");
    let (k, _tid) = b.entry();
    let addr = b.v(2);
    let q = b.v(4);
    b.copy(addr, k);
    let (oq, oa) = (b.o(q), b.o(addr));
    b.real(Opcode::GlobalLoadDwordx4, &[oq, oa, MOperand::Off]);
    b.real(Opcode::GlobalStoreDwordx4, &[oa, oq, MOperand::Off]);
    b.term(Terminator::EndPgm);
    let opts = AllocOptions {
        max_vgprs: 4,
        ..AllocOptions::new(Processor::Gfx900)
    };
    let e = allocate_checked(&b.f, &opts).unwrap_err();
    assert_eq!(
        e.to_string(),
        "kernel `k` needs 7 VGPRs but the budget is 4"
    );
}

#[test]
fn malformed_mir_is_an_error_not_a_panic() {
    let mut b = B::new("m");
    let (k, _) = b.entry();
    let x = b.s(1);
    let (ox, ok) = (b.o(x), b.o(k));
    b.real(Opcode::SLoadDword, &[ox, ok, MOperand::Imm(0)]);
    b.real(Opcode::SLoadDword, &[ox, ok, MOperand::Imm(4)]);
    b.term(Terminator::EndPgm);
    let e = allocate_checked(&b.f, &AllocOptions::new(Processor::Gfx942)).unwrap_err();
    assert!(e.to_string().contains("defined twice"), "{e}");

    let mut b = B::new("m");
    let (k, _) = b.entry();
    let x = b.s(1);
    let ox = b.o(x);
    b.real(Opcode::SLoadDword, &[ox, sub(k, 0, 1), MOperand::Imm(0)]);
    b.term(Terminator::EndPgm);
    let e = allocate_checked(&b.f, &AllocOptions::new(Processor::Gfx942)).unwrap_err();
    assert!(e.to_string().contains("width mismatch"), "{e}");
}

/// MFMA on gfx908: AGPR accumulators, AGPR→AGPR copies through the
/// reserved VGPR, AGPR→VGPR copies.
fn mfma() -> MFunction {
    let mut b = B::new("mfma");
    let (k, _tid) = b.entry();
    let addr = b.v(2);
    b.copy(addr, k);
    let x = b.v(2);
    let c0 = b.a(4);
    let c1 = b.a(4);
    let acc = b.a(4);
    let res = b.v(4);
    let (oa, ox, oc0, oc1, oacc) = (b.o(addr), b.o(x), b.o(c0), b.o(c1), b.o(acc));
    b.real(Opcode::GlobalLoadDwordx2, &[ox, oa, MOperand::Off]);
    b.pseudo(Pseudo::ImplicitDef, &[oc0]);
    b.copy(c1, c0);
    b.real(Opcode::VMfmaF3216x16x16f16, &[oacc, ox, ox, oc1]);
    b.copy(res, acc);
    let ores = b.o(res);
    b.real(Opcode::GlobalStoreDwordx4, &[oa, ores, MOperand::Off]);
    b.term(Terminator::EndPgm);
    b.f
}

#[test]
fn agpr_accumulators() {
    for p in [Processor::Gfx908, Processor::Gfx942] {
        let out = alloc_and_verify(&mfma(), &AllocOptions::new(p));
        let text = listing(&out, p);
        assert!(out.agprs >= 4, "{text}");
        assert!(count(&out, Opcode::VAccvgprReadB32) >= 4, "{text}");
    }
}

/// Oracle: llvm-mc 22. Every instruction of several allocated functions
/// (spills, lanes, AGPR moves, branches included) is printed, assembled
/// by llvm-mc, and must give the bytes our encoder gives.
#[test]
fn printed_code_assembles_to_the_same_bytes_with_llvm_mc() {
    use std::io::Write;
    let mc = llvm_mc();
    let cases: Vec<(Processor, MFunction, AllocOptions)> = vec![
        (
            Processor::Gfx942,
            straight_line(),
            AllocOptions::new(Processor::Gfx942),
        ),
        (
            Processor::Gfx942,
            tuples(),
            AllocOptions::new(Processor::Gfx942),
        ),
        (
            Processor::Gfx942,
            counted_loop(),
            AllocOptions::new(Processor::Gfx942),
        ),
        (
            Processor::Gfx942,
            diamond(),
            AllocOptions::new(Processor::Gfx942),
        ),
        (
            Processor::Gfx942,
            sgpr_pressure(16),
            AllocOptions {
                max_sgprs: 10,
                ..AllocOptions::new(Processor::Gfx942)
            },
        ),
        (
            Processor::Gfx942,
            vgpr_pressure(16),
            AllocOptions {
                max_vgprs: 8,
                ..AllocOptions::new(Processor::Gfx942)
            },
        ),
        (
            Processor::Gfx942,
            mfma(),
            AllocOptions::new(Processor::Gfx942),
        ),
        (
            Processor::Gfx908,
            mfma(),
            AllocOptions::new(Processor::Gfx908),
        ),
    ];
    for (p, f, opts) in cases {
        let out = alloc_and_verify(&f, &opts);
        let insts: Vec<_> = out.blocks.iter().flat_map(|b| &b.insts).collect();
        let mut ours = Vec::new();
        let mut text = String::new();
        for i in &insts {
            agc_isa::encode::encode(i, p, &mut ours).unwrap();
            text += &agc_isa::print::print(i, p);
            text += "\n";
        }
        let mut child = std::process::Command::new(&mc)
            .args([
                "-triple=amdgcn-amd-amdhsa",
                &format!("-mcpu={}", p.name()),
                "-show-encoding",
            ])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("run llvm-mc");
        child
            .stdin
            .take()
            .unwrap()
            .write_all(text.as_bytes())
            .unwrap();
        let o = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&o.stderr);
        assert!(
            stderr.trim().is_empty(),
            "{}: llvm-mc rejects:\n{stderr}\n{text}",
            f.name
        );
        let mut theirs = Vec::new();
        for l in String::from_utf8_lossy(&o.stdout).lines() {
            if let Some((_, enc)) = l.split_once("encoding: [") {
                for x in enc.trim_end_matches(']').split(',') {
                    theirs.push(u8::from_str_radix(x.trim().trim_start_matches("0x"), 16).unwrap());
                }
            }
        }
        assert_eq!(ours, theirs, "{} on {p:?}:\n{text}", f.name);
    }
}

fn llvm_mc() -> std::path::PathBuf {
    agc_tests::llvm_tool("llvm-mc")
}

/// An SGPR constant defined in the entry and read in three other blocks:
/// by a SALU source (which takes the inline constant), as a block
/// argument, and by a copy to VGPRs (each set again by an `s_mov_b64`
/// in the reading block). Oracles: regalloc2's checker and `verify` on
/// the allocated code, and where the `s_mov_b64 ..., 0` are.
fn constant_read_far_away() -> MFunction {
    let mut b = B::new("remat");
    let (k, tid) = b.entry();
    let z = b.s(2);
    let c = b.s(1);
    let (ok, oz, oc) = (b.o(k), b.o(z), b.o(c));
    b.real(Opcode::SMovB64, &[oz, MOperand::Inline(128)]);
    b.real(Opcode::SLoadDword, &[oc, ok, MOperand::Imm(0)]);
    b.real(Opcode::SCmpEqU32, &[oc, MOperand::Inline(128)]);
    let then = b.f.block();
    let els = b.f.block();
    let join = b.f.block();
    b.term(Terminator::Branch {
        cond: BranchCond::Scc1,
        taken: edge(then, &[]),
        not_taken: edge(els, &[]),
    });
    b.cur = then;
    let m = b.s(2);
    let om = b.o(m);
    b.real(Opcode::SOrB64, &[om, oz, ok]);
    b.term(Terminator::Jump(edge(join, &[m])));
    b.cur = els;
    b.term(Terminator::Jump(edge(join, &[z])));
    b.cur = join;
    let pj = b.s(2);
    b.f.blocks[join.index()].params.push(pj);
    let x = b.s(2);
    let vz = b.v(2);
    let addr = b.v(2);
    let (ox, opj, oa, ovz) = (b.o(x), b.o(pj), b.o(addr), b.o(vz));
    b.real(Opcode::SAndB64, &[ox, opj, ok]);
    b.copy(addr, x);
    b.copy(vz, z);
    b.real(Opcode::GlobalStoreDwordx2, &[oa, ovz, MOperand::Off]);
    let _ = tid;
    b.term(Terminator::EndPgm);
    b.f
}

#[test]
fn constants_are_set_again_where_they_are_read() {
    for p in [Processor::Gfx900, Processor::Gfx942] {
        let out = alloc_and_verify(&constant_read_far_away(), &AllocOptions::new(p));
        let text = listing(&out, p);
        // The join sets the constant again for its VGPR copy; the entry
        // keeps its own only for the block argument (whichever variant
        // of `remat` won), so at most two are left.
        let zero = |i: &&agc_isa::minst::MInst| {
            i.opcode == Opcode::SMovB64 && i.operands.get(1) == Some(&Operand::Inline(128))
        };
        assert!(out.blocks[3].insts.iter().any(|i| zero(&i)), "{text}");
        let zeros = out
            .blocks
            .iter()
            .flat_map(|b| &b.insts)
            .filter(zero)
            .count();
        assert!(zeros <= 2, "{text}");
        // The SALU reader took the inline constant.
        let or = out
            .blocks
            .iter()
            .flat_map(|b| &b.insts)
            .find(|i| i.opcode == Opcode::SOrB64);
        assert_eq!(
            or.map(|i| i.operands[1]),
            Some(Operand::Inline(128)),
            "{text}"
        );
    }
}

/// A long straight-line chain: the work-item id and a loaded value start
/// it, each step combines the last value with one of the `window` before
/// it, and the address pair made at the start is only read by the store
/// at the end (the long live range regalloc2's greedy likes to evict).
/// Also returns the chain's VGPR peak: the most dwords live at once, where
/// a step's result may take the register of an operand it reads last.
fn long_chain(steps: usize, window: usize) -> (MFunction, usize) {
    let mut b = B::new("chain");
    let (k, tid) = b.entry();
    let a64 = b.s(2);
    let addr = b.v(2);
    let (ok, oa64, oaddr) = (b.o(k), b.o(a64), b.o(addr));
    b.real(Opcode::SLoadDwordx2, &[oa64, ok, MOperand::Imm(0)]);
    b.copy(addr, a64);
    let first = b.v(1);
    let ofirst = b.o(first);
    b.real(Opcode::GlobalLoadDword, &[ofirst, oaddr, MOperand::Off]);
    // Per chain value: its VGPR and the step that reads it last (the
    // store after the last step counts as step `steps`).
    let mut vals = vec![(tid, 0usize), (first, 0)];
    // A fixed linear congruential sequence picks the older operand.
    let mut seed = 12345u32;
    for i in 0..steps {
        seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
        let back = 1 + (seed >> 16) as usize % window.min(vals.len() - 1);
        let n = vals.len();
        vals[n - 1].1 = i;
        vals[n - 1 - back].1 = i;
        let (x, y) = (vals[n - 1].0, vals[n - 1 - back].0);
        let d = b.v(1);
        let (od, ox, oy) = (b.o(d), b.o(x), b.o(y));
        let op = if i % 2 == 0 {
            Opcode::VAddU32
        } else {
            Opcode::VXorB32
        };
        b.real(op, &[od, ox, oy]);
        vals.push((d, steps));
    }
    let (last, _) = *vals.last().unwrap();
    let last = b.o(last);
    b.real(Opcode::GlobalStoreDword, &[oaddr, last, MOperand::Off]);
    b.term(Terminator::EndPgm);
    // Before step i: the address pair and every value defined before it
    // and read at i or later. (The result of step i is value i + 2.)
    let peak = (0..steps)
        .map(|i| 2 + vals[..i + 2].iter().filter(|v| v.1 >= i).count())
        .max()
        .unwrap_or(0);
    (b.f, peak)
}

/// A function above the spare-groups size (one block, no EXEC writes)
/// allocates each file once, and compaction gives the spare registers
/// back: the VGPR count is the chain's peak, the least any allocation
/// can use. (With exactly the peak, regalloc2 spills in this chain and
/// allocates VGPRs a second time.) Oracles: the peak computed from the
/// chain, regalloc2's checker and the symbolic replay of
/// `common::verify`.
#[test]
fn long_block_allocates_once_at_its_peak() {
    let (f, peak) = long_chain(17_000, 10);
    for p in [Processor::Gfx900, Processor::Gfx942] {
        let out = alloc_and_verify(&f, &AllocOptions::new(p));
        assert_eq!(out.sgpr_spills + out.vgpr_spills, 0);
        assert_eq!(out.allocator_runs, 2, "one run for SGPRs, one for VGPRs");
        assert_eq!(out.vgprs as usize, peak);
    }
}
