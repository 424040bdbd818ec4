//! Hazard `s_nop` insertion on hand-built blocks. Oracles: seed 004 table
//! 8 (the row is named in each test) and llc-22: each count below is what
//! `llc -run-pass=post-RA-hazard-rec` inserts for the same MIR pair on
//! gfx900 / gfx942 (except `vccz`, which llc does not model).

mod common;
use agc_isa::minst::{MInst, Operand};
use agc_isa::processors::Processor::{self, *};
use agc_isa::regs::Reg;
use agc_memmodel::insert_hazard_nops;
use common::*;

/// Runs the pass on one block `first, s_mov filler x gap, second, s_endpgm` and
/// returns the wait states inserted and the text.
fn pair(p: Processor, first: MInst, gap: usize, second: MInst) -> (u32, Vec<String>) {
    let mut body = vec![first];
    for k in 0..gap {
        body.push(i(O::SMovB32, &[s(90 + k as u16), s(99)]));
    }
    body.push(second);
    body.push(endpgm());
    let mut b = blocks(vec![body]);
    let n = insert_hazard_nops(&mut b, &p.into());
    assert_encodes(&b, p);
    (n, text(&b, p).remove(0))
}

/// `needed` wait states with nothing between, `needed - gap` with `gap`
/// independent instructions, none with `needed` of them.
fn check(p: Processor, first: impl Fn() -> MInst, second: impl Fn() -> MInst, needed: u32) {
    let (n, t) = pair(p, first(), 0, second());
    assert_eq!(n, needed, "{t:?}");
    if needed > 0 {
        assert_eq!(t[1], format!("s_nop {}", needed - 1));
    }
    if needed > 1 {
        let (n, t) = pair(p, first(), 1, second());
        assert_eq!(n, needed - 1, "{t:?}");
        assert_eq!(t[2], format!("s_nop {}", needed - 2));
    }
    let (n, _) = pair(p, first(), needed as usize, second());
    assert_eq!(n, 0);
}

fn readfirstlane(sd: u16, vs: u16) -> MInst {
    i(O::VReadfirstlaneB32, &[s(sd), v(vs)])
}

/// Table 8: "VALU writes SGPR, VMEM reads that SGPR": 5.
#[test]
fn valu_sgpr_then_vmem_seed004_table8() {
    for p in [Gfx900, Gfx90a, Gfx942] {
        check(p, || readfirstlane(0, 0), || gload_s(1, 2, 0), 5);
    }
    // Other SGPRs: no hazard.
    assert_eq!(pair(Gfx900, readfirstlane(0, 0), 0, gload_s(1, 2, 2)).0, 0);
}

/// Table 8: "VALU writes SGPR/VCC, v_readlane/v_writelane lane select": 4.
#[test]
fn valu_sgpr_then_lane_select_seed004_table8() {
    check(
        Gfx900,
        || readfirstlane(0, 0),
        || i(O::VReadlaneB32, &[s(1), v(1), s(0)]),
        4,
    );
    check(
        Gfx942,
        || readfirstlane(0, 0),
        || i(O::VWritelaneB32, &[v(1), s(3), s(0)]),
        4,
    );
}

/// Table 8: "VALU writes VCC (v_div_scale), v_div_fmas": 4.
#[test]
fn vcc_then_div_fmas_seed004_table8() {
    let scale = || i(O::VDivScaleF32, &[v(0), Reg::VCC.into(), v(1), v(1), v(3)]);
    let fmas = || i(O::VDivFmasF32, &[v(4), v(1), v(2), v(3)]);
    check(Gfx900, scale, fmas, 4);
    check(Gfx950, scale, fmas, 4);
}

/// Table 8: "S_SETREG, S_GETREG / S_SETREG of the same register": 2.
#[test]
fn setreg_then_getreg_seed004_table8() {
    let hw = |id: i32| Operand::Imm(id | 31 << 11);
    check(
        Gfx900,
        || i(O::SSetregB32, &[hw(3), s(0)]),
        || i(O::SGetregB32, &[s(1), hw(3)]),
        2,
    );
    check(
        Gfx900,
        || i(O::SSetregB32, &[hw(3), s(0)]),
        || i(O::SSetregB32, &[hw(3), s(1)]),
        2,
    );
    // Another hardware register: nothing.
    check(
        Gfx900,
        || i(O::SSetregB32, &[hw(3), s(0)]),
        || i(O::SGetregB32, &[s(1), hw(2)]),
        0,
    );
}

/// Table 8: "S_SETREG MODE.vskip, any vector instruction": 2; a MODE
/// write that leaves bit 28 alone (offset 0, size 4) does not count.
#[test]
fn setreg_vskip_then_vector_seed004_table8() {
    let all_mode = Operand::Imm(1 | 31 << 11);
    let low_mode = Operand::Imm(1 | 3 << 11);
    check(
        Gfx900,
        || i(O::SSetregB32, &[all_mode, s(0)]),
        || add(1, 2, 3),
        2,
    );
    check(
        Gfx900,
        || i(O::SSetregB32, &[low_mode, s(0)]),
        || add(1, 2, 3),
        0,
    );
}

/// Table 8: "VALU writes VGPR, DPP reads it": 2; "VALU writes EXEC, DPP": 5.
#[test]
fn dpp_rows_seed004_table8() {
    check(Gfx900, || vmov(0, 1), || dpp_mov(2, 0), 2);
    check(Gfx900, || vmov(0, 1), || dpp_mov(2, 5), 0);
    let cmpx = || i(O::VCmpxEqU32, &[Reg::VCC.into(), v(5), v(6)]);
    check(Gfx90a, cmpx, || dpp_mov(2, 9), 5);
}

/// Table 8: "SALU writes M0, S_SENDMSG": 1.
#[test]
fn m0_then_sendmsg_seed004_table8() {
    check(
        Gfx900,
        || i(O::SMovB32, &[Reg::M0.into(), s(0)]),
        || i(O::SSendmsg, &[Operand::Imm(3)]),
        1,
    );
}

/// Table 8: ">64-bit store, VALU writes its data VGPRs": 1 (2 on gfx942+,
/// llc-22); MUBUF with an SGPR soffset needs none.
#[test]
fn wide_store_data_seed004_table8() {
    let st = || i(O::GlobalStoreDwordx4, &[vv(0, 1), vv(2, 5), Operand::Off]);
    check(Gfx900, st, || vmov(3, 9), 1);
    check(Gfx942, st, || vmov(3, 9), 2);
    check(Gfx942, st, || vmov(7, 9), 0);
    let buf = |soff: Operand| {
        i(
            O::BufferStoreDwordx4,
            &[vv(2, 5), Operand::Off, ss(0, 3), soff],
        )
    };
    check(Gfx900, || buf(s(4)), || vmov(3, 9), 0);
    check(Gfx900, || buf(Operand::int(0)), || vmov(3, 9), 1);
}

/// Table 8: "VALU writes VCC or EXEC, VALU reads src_vccz/src_execz": 5.
#[test]
fn vccz_as_source_seed004_table8() {
    let cmp = || i(O::VCmpEqU32, &[Reg::VCC.into(), v(5), v(6)]);
    check(Gfx900, cmp, || i(O::VMovB32, &[v(2), Reg::VCCZ.into()]), 5);
}

/// gfx942+ only (llc-22): VALU SGPR write then VALU read (2), trans result
/// read by a non-trans VALU (1), VALU VGPR write then v_readlane (1).
#[test]
fn gfx942_rows_llc22() {
    let use_s0 = || i(O::VAddF32, &[v(2), s(0), v(3)]);
    check(Gfx942, || readfirstlane(0, 0), use_s0, 2);
    check(Gfx900, || readfirstlane(0, 0), use_s0, 0);
    let exp = || i(O::VExpF32, &[v(0), v(1)]);
    check(Gfx942, exp, || add(2, 0, 3), 1);
    check(Gfx90a, exp, || add(2, 0, 3), 0);
    check(Gfx942, exp, || i(O::VLogF32, &[v(2), v(0)]), 0);
    check(
        Gfx942,
        || vmov(0, 1),
        || i(O::VReadlaneB32, &[s(1), v(0), s(2)]),
        1,
    );
}

/// An existing `s_nop` counts its wait states.
#[test]
fn existing_nops_count() {
    let mut b = blocks(vec![vec![
        readfirstlane(0, 0),
        nop(2),
        gload_s(1, 2, 0),
        endpgm(),
    ]]);
    assert_eq!(insert_hazard_nops(&mut b, &Gfx900.into()), 2);
    assert_eq!(text(&b, Gfx900)[0][2], "s_nop 1");
}

/// Across blocks the worst predecessor decides: a loop whose back edge
/// ends with the producer, entered from a block far enough away.
#[test]
fn across_blocks_worst_predecessor() {
    let mut b = blocks(vec![
        vec![vmov(9, 9), vmov(9, 9), vmov(9, 9), vmov(9, 9), vmov(9, 9)],
        vec![gload_s(1, 2, 0), readfirstlane(0, 0), cbranch(1)],
        vec![endpgm()],
    ]);
    // The back edge: readfirstlane, s_cbranch (1 wait state) -> 4 more.
    assert_eq!(insert_hazard_nops(&mut b, &Gfx900.into()), 4);
    let t = text(&b, Gfx900);
    assert_eq!(t[1][0], "s_nop 3");
    assert_eq!(b.len(), 3);
    // Fall-through from a block ending in the producer.
    let mut b = blocks(vec![
        vec![readfirstlane(0, 0)],
        vec![gload_s(1, 2, 0), endpgm()],
    ]);
    assert_eq!(insert_hazard_nops(&mut b, &Gfx900.into()), 5);
    // No edge (block 0 ends in s_branch elsewhere): no hazard.
    let mut b = blocks(vec![
        vec![readfirstlane(0, 0), branch(2)],
        vec![gload_s(1, 2, 0), endpgm()],
        vec![endpgm()],
    ]);
    assert_eq!(insert_hazard_nops(&mut b, &Gfx900.into()), 0);
}
