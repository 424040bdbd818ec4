//! `s_waitcnt` insertion on hand-built blocks. Oracles: seed 004 section
//! 4.4 (counter semantics) and llc-22 output for the same instruction
//! sequences where named.

mod common;
use agc_isa::processors::Processor::{self, *};
use agc_memmodel::insert_waitcnts_conservative as insert_waitcnts;
use common::*;

fn run(p: Processor, bs: Vec<Vec<agc_isa::minst::MInst>>) -> Vec<Vec<String>> {
    let mut b = blocks(bs);
    let n = b.len();
    insert_waitcnts(&mut b, p);
    assert_eq!(b.len(), n);
    assert_encodes(&b, p);
    text(&b, p)
}

/// Seed 004 4.4 (vmcnt): the wait goes right before the use, not after
/// the load, and independent work stays between them.
#[test]
fn load_then_use_waits_at_the_use_seed004() {
    let t = run(
        Gfx900,
        vec![vec![
            gload(1, 4),
            add(2, 3, 3),
            vmov(5, 2),
            add(6, 1, 3),
            endpgm(),
        ]],
    );
    assert_eq!(
        t[0],
        [
            "global_load_dword v1, v[4:5], off",
            "v_add_u32_e32 v2, v3, v3",
            "v_mov_b32_e32 v5, v2",
            "s_waitcnt vmcnt(0)",
            "v_add_u32_e32 v6, v1, v3",
            "s_endpgm",
        ]
    );
}

/// Seed 004 4.4: vector memory returns in issue order, so the first of two
/// loads needs vmcnt(1) and the second vmcnt(0).
#[test]
fn two_loads_used_in_reverse_order_seed004() {
    let t = run(
        Gfx942,
        vec![vec![
            gload(1, 4),
            gload(2, 6),
            vmov(8, 1),
            vmov(9, 2),
            endpgm(),
        ]],
    );
    assert_eq!(t[0][2], "s_waitcnt vmcnt(1)");
    assert_eq!(t[0][4], "s_waitcnt vmcnt(0)");
    assert_eq!(t[0].len(), 7);
    // Used in the other order, one vmcnt(0) covers both.
    let t = run(
        Gfx942,
        vec![vec![
            gload(1, 4),
            gload(2, 6),
            vmov(9, 2),
            vmov(8, 1),
            endpgm(),
        ]],
    );
    assert_eq!(t[0][2], "s_waitcnt vmcnt(0)");
    assert_eq!(t[0].len(), 6);
}

/// A store does not hold its data VGPR on GFX9 (the data is read at issue;
/// seed 004 table 8 only asks wait states for >64-bit stores), and two
/// loads into one register stay in order.
#[test]
fn store_data_and_load_waw_need_no_wait_seed004() {
    let t = run(
        Gfx900,
        vec![vec![
            gstore(4, 1),
            vmov(1, 2),
            gload(3, 4),
            gload(3, 6),
            endpgm(),
        ]],
    );
    assert!(t[0].iter().all(|l| !l.starts_with("s_waitcnt")), "{t:?}");
    // A VALU overwriting a pending load's destination must wait (WAW).
    let t = run(Gfx900, vec![vec![gload(3, 4), vmov(3, 2), endpgm()]]);
    assert_eq!(t[0][1], "s_waitcnt vmcnt(0)");
}

/// A load issued at the bottom of a loop is pending at the top on the
/// next iteration (back edge): the dataflow must see it.
#[test]
fn loop_carried_pending_load() {
    let t = run(
        Gfx900,
        vec![
            vec![vmov(1, 0)],
            vec![
                add(2, 1, 2),
                gload(1, 4),
                i(O::SCmpEqU32, &[s(0), s(1)]),
                cbranch(1),
            ],
            vec![endpgm()],
        ],
    );
    assert_eq!(t[1][0], "s_waitcnt vmcnt(0)");
    assert_eq!(t[1][1], "v_add_u32_e32 v2, v1, v2");
    assert!(t[0].iter().all(|l| !l.starts_with("s_waitcnt")));
    // Nothing pending when the loop exits to s_endpgm.
    assert_eq!(t[2], ["s_endpgm"]);
}

/// At a join, the most recent pending state of each path decides: one
/// path left v1 with one later load outstanding (vmcnt(1)), the other
/// waited already; the join needs vmcnt(1).
#[test]
fn join_of_two_paths() {
    let t = run(
        Gfx900,
        vec![
            vec![
                gload(1, 4),
                gload(2, 6),
                i(O::SCmpEqU32, &[s(0), s(1)]),
                cbranch(2),
            ],
            vec![vmov(9, 2)],
            vec![vmov(8, 1), endpgm()],
        ],
    );
    assert_eq!(t[1][0], "s_waitcnt vmcnt(0)");
    assert_eq!(t[2][0], "s_waitcnt vmcnt(1)");
    // Two later loads on the direct path, a full wait on the other:
    // the join needs vmcnt(2).
    let t = run(
        Gfx900,
        vec![
            vec![
                gload(1, 4),
                gload(2, 6),
                gload(3, 6),
                i(O::SCmpEqU32, &[s(0), s(1)]),
                cbranch(2),
            ],
            vec![vmov(9, 3)],
            vec![vmov(8, 1), endpgm()],
        ],
    );
    assert_eq!(t[2][0], "s_waitcnt vmcnt(2)");
}

/// Seed 004 4.4 (lgkmcnt): LDS returns in order, SMEM out of order, and
/// different kinds out of order with each other.
#[test]
fn smem_and_lds_mixing_seed004() {
    // Two LDS reads: in order.
    let t = run(
        Gfx900,
        vec![vec![dsread(1, 0), dsread(2, 0), vmov(3, 1), endpgm()]],
    );
    assert_eq!(t[0][2], "s_waitcnt lgkmcnt(1)");
    // SMEM pending: only lgkmcnt(0) is legal.
    let t = run(
        Gfx900,
        vec![vec![dsread(1, 0), sload(4, 8), vmov(3, 1), endpgm()]],
    );
    assert_eq!(t[0][2], "s_waitcnt lgkmcnt(0)");
    let t = run(
        Gfx900,
        vec![vec![
            sload(4, 8),
            sload(5, 8),
            i(O::SMovB32, &[s(6), s(4)]),
            endpgm(),
        ]],
    );
    assert_eq!(t[0][2], "s_waitcnt lgkmcnt(0)");
}

/// FLAT may hit LDS or memory: both counters to 0 (llc-22 does the same).
#[test]
fn flat_waits_for_both_counters_llc22() {
    let t = run(Gfx900, vec![vec![flatload(1, 4), vmov(3, 1), endpgm()]]);
    assert_eq!(t[0][1], "s_waitcnt vmcnt(0) lgkmcnt(0)");
}

/// The llc-22 -O2 gfx900 output for a kernel with a global load, an LDS
/// store, an `s_barrier` and an LDS load, with its waits removed, gets the
/// very waits llc put there; on gfx90a/gfx942 (back-off barrier) the wait
/// before `s_barrier` goes away, as in llc's output for those.
#[test]
fn barrier_kernel_matches_llc22() {
    let body = || {
        vec![vec![
            i(
                O::SLoadDwordx2,
                &[ss(0, 1), ss(8, 9), agc_isa::minst::Operand::Imm(0)],
            ),
            i(
                O::SLoadDword,
                &[s(2), ss(8, 9), agc_isa::minst::Operand::Imm(8)],
            ),
            i(O::VMovB32, &[v(0), agc_isa::minst::Operand::int(0)]),
            i(O::VMovB32, &[v(1), agc_isa::minst::Operand::int(7)]),
            i(
                O::SLoadDword,
                &[s(3), ss(0, 1), agc_isa::minst::Operand::Imm(0)],
            ),
            i(O::VMovB32, &[v(2), s(2)]),
            i(O::GlobalStoreDword, &[v(0), v(1), ss(0, 1)]),
            i(O::VMovB32, &[v(1), s(3)]),
            dswrite(2, 1),
            i(O::SBarrier, &[]),
            dsread(1, 2),
            i(O::GlobalStoreDword, &[v(0), v(1), ss(0, 1)]),
            endpgm(),
        ]]
    };
    let waits = |t: &[String]| -> Vec<(usize, String)> {
        t.iter()
            .enumerate()
            .filter(|(_, l)| l.starts_with("s_waitcnt"))
            .map(|(k, l)| (k, l.clone()))
            .collect()
    };
    let t = run(Gfx900, body());
    assert_eq!(
        waits(&t[0]),
        [
            (4, "s_waitcnt lgkmcnt(0)".to_string()),
            (8, "s_waitcnt lgkmcnt(0)".to_string()),
            (11, "s_waitcnt vmcnt(0) lgkmcnt(0)".to_string()),
            (14, "s_waitcnt lgkmcnt(0)".to_string()),
        ]
    );
    assert_eq!(t[0][12], "s_barrier");
    for p in [Gfx90a, Gfx942] {
        let t = run(p, body());
        assert_eq!(t[0][9], "v_mov_b32_e32 v1, s3");
        assert_eq!(t[0][10], "ds_write_b32 v2, v1");
        assert_eq!(t[0][11], "s_barrier");
        assert_eq!(waits(&t[0]).len(), 3);
    }
}

/// llc-22 -O2 gfx900 on a kernel mixing a global load, a flat load and an
/// LDS read2: `vmcnt(0)` before the global result's use (FLAT pending makes
/// vmcnt out of order), then `lgkmcnt(0)` before the use of the LDS and
/// FLAT results, exactly where llc put them.
#[test]
fn flat_global_lds_mix_matches_llc22() {
    let t = run(
        Gfx900,
        vec![vec![
            gload_s(3, 2, 0),
            flatload(4, 0),
            i(O::VAddU32, &[v(0), s(4), v(2)]),
            i(O::DsRead2st64B32, &[vv(0, 1), v(0)]),
            i(
                O::VLshlAddU32,
                &[v(3), v(3), agc_isa::minst::Operand::int(2), v(3)],
            ),
            i(O::VAdd3U32, &[v(0), v(0), v(1), v(4)]),
            i(O::GlobalStoreDword, &[v(2), v(3), ss(0, 1)]),
            i(O::GlobalStoreDword, &[v(2), v(0), ss(0, 1)]),
            endpgm(),
        ]],
    );
    assert_eq!(t[0][4], "s_waitcnt vmcnt(0)");
    assert!(t[0][5].starts_with("v_lshl_add_u32"));
    assert_eq!(t[0][6], "s_waitcnt lgkmcnt(0)");
    assert!(t[0][7].starts_with("v_add3_u32"));
    assert_eq!(t[0].len(), 11);
}

/// A needed wait right after an existing `s_waitcnt` is folded into it.
#[test]
fn adjacent_waits_merge() {
    let wait_lgkm = i(
        O::SWaitcnt,
        &[agc_isa::minst::Operand::Imm(
            agc_isa::print::waitcnt_imm(63, 7, 0).unwrap(),
        )],
    );
    let mut b = blocks(vec![vec![
        gload(1, 4),
        sload(2, 8),
        wait_lgkm,
        vmov(3, 1),
        endpgm(),
    ]]);
    let st = insert_waitcnts(&mut b, Gfx900);
    let t = text(&b, Gfx900);
    assert_eq!(t[0][2], "s_waitcnt vmcnt(0) lgkmcnt(0)");
    assert_eq!(t[0].len(), 5);
    assert_eq!((st.inserted, st.merged), (0, 1));
}

/// `s_endpgm` needs no wait; a call drains everything.
#[test]
fn endpgm_and_calls() {
    let t = run(Gfx900, vec![vec![gstore(4, 1), endpgm()]]);
    assert_eq!(t[0].len(), 2);
    let t = run(
        Gfx900,
        vec![vec![
            gstore(4, 1),
            i(O::SSwappcB64, &[ss(30, 31), ss(4, 5)]),
            endpgm(),
        ]],
    );
    assert_eq!(t[0][1], "s_waitcnt vmcnt(0)");
}

fn run_in(
    p: Processor,
    v: agc_memmodel::model::Variant,
    bs: Vec<Vec<agc_isa::minst::MInst>>,
) -> Vec<Vec<String>> {
    let mut b = blocks(bs);
    let mut t = agc_isa::target::Target::from(p);
    for (name, on) in [("tgsplit", v.tgsplit), ("xnack", v.xnack)] {
        if on {
            t.set_feature(name, true).unwrap();
        }
    }
    assert_eq!(agc_memmodel::model::Variant::of(&t), v);
    agc_memmodel::insert_waitcnts(&mut b, &t);
    assert_encodes(&b, p);
    text(&b, p)
}

/// The barrier's drain (`s_waitcnt vmcnt(0) lgkmcnt(0)` from selection)
/// keeps only what is still outstanding, and goes away when nothing is:
/// llc-22's dgemm waits `lgkmcnt(0)` before its first barrier and nothing
/// before its second.
#[test]
fn barrier_drain_keeps_only_pending_counters_llc22() {
    let drain = || {
        let w = agc_isa::print::waitcnt_drain(true, true);
        i(O::SWaitcnt, &[agc_isa::minst::Operand::Imm(w)])
    };
    for p in [Gfx900, Gfx90a, Gfx942] {
        let t = run(
            p,
            vec![vec![
                dswrite(2, 1),
                drain(),
                i(O::SBarrier, &[]),
                dsread(3, 2),
                add(4, 3, 3),
                drain(),
                i(O::SBarrier, &[]),
                endpgm(),
            ]],
        );
        assert_eq!(
            t[0],
            [
                "ds_write_b32 v2, v1",
                "s_waitcnt lgkmcnt(0)",
                "s_barrier",
                "ds_read_b32 v3, v2",
                "s_waitcnt lgkmcnt(0)",
                "v_add_u32_e32 v4, v3, v3",
                "s_barrier",
                "s_endpgm",
            ],
            "{p:?}"
        );
    }
}

/// Seed 002 table 80/81: a workgroup-scope release on gfx90a and gfx942
/// waits for vmcnt only in tgsplit mode, so the barrier's drain drops a
/// pending global store's vmcnt outside it (llc-22: `s_waitcnt
/// lgkmcnt(0)` before `s_barrier`; with `+tgsplit`, `vmcnt(0)
/// lgkmcnt(0)`). gfx900 has no back-off barrier: everything drains.
#[test]
fn barrier_drain_follows_workgroup_fence_seed002_llc22() {
    use agc_memmodel::model::Variant;
    let body = || {
        vec![vec![
            gstore(4, 1),
            dswrite(2, 1),
            i(
                O::SWaitcnt,
                &[agc_isa::minst::Operand::Imm(agc_isa::print::waitcnt_drain(
                    true, true,
                ))],
            ),
            i(O::SBarrier, &[]),
            endpgm(),
        ]]
    };
    let plain = Variant::default();
    let tg = Variant {
        tgsplit: true,
        ..plain
    };
    for (p, v, want) in [
        (Gfx90a, plain, "s_waitcnt lgkmcnt(0)"),
        (Gfx942, plain, "s_waitcnt lgkmcnt(0)"),
        (Gfx90a, tg, "s_waitcnt vmcnt(0) lgkmcnt(0)"),
        (Gfx942, tg, "s_waitcnt vmcnt(0) lgkmcnt(0)"),
        (Gfx900, plain, "s_waitcnt vmcnt(0) lgkmcnt(0)"),
    ] {
        let t = run_in(p, v, body());
        assert_eq!(t[0][2], want, "{p:?} {v:?}");
        assert_eq!(t[0][3], "s_barrier");
    }
    // Without the variant the pass keeps every pending counter.
    let t = run(Gfx942, body());
    assert_eq!(t[0][2], "s_waitcnt vmcnt(0) lgkmcnt(0)");
}

/// A value loaded before a loop and read inside it is waited for once,
/// at the end of the loop's entry block (before its branch), not in every
/// iteration; the loop itself then waits for nothing (llc-22 flushes
/// vmcnt in the preheader the same way).
#[test]
fn wait_for_value_loaded_before_loop_is_hoisted() {
    let t = run(
        Gfx942,
        vec![
            vec![gload(1, 4), vmov(6, 0), branch(1)],
            vec![add(2, 1, 2), i(O::SCmpEqU32, &[s(0), s(1)]), cbranch(1)],
            vec![endpgm()],
        ],
    );
    assert_eq!(
        t[0],
        [
            "global_load_dword v1, v[4:5], off",
            "v_mov_b32_e32 v6, v0",
            "s_waitcnt vmcnt(0)",
            "s_branch bb1",
        ]
    );
    assert!(
        t[1].iter().all(|l| !l.starts_with("s_waitcnt")),
        "{:?}",
        t[1]
    );
}

/// A kernel argument loaded by SMEM before a loop that reads LDS: the
/// argument's `lgkmcnt(0)` goes before the loop, and the loop keeps only
/// the wait its own LDS read needs (seed 004: SMEM and LDS share lgkmcnt,
/// so the in-loop wait cannot cover the argument for free the first time
/// only).
#[test]
fn smem_argument_wait_leaves_the_loop() {
    let t = run(
        Gfx90a,
        vec![
            vec![sload(4, 0), vmov(6, 0)],
            vec![
                dsread(1, 6),
                add(2, 1, 2),
                i(O::SAddU32, &[s(8), s(4), s(8)]),
                i(O::SCmpEqU32, &[s(8), s(1)]),
                cbranch(1),
            ],
            vec![endpgm()],
        ],
    );
    assert_eq!(t[0].last().unwrap(), "s_waitcnt lgkmcnt(0)");
    let waits: Vec<_> = t[1].iter().filter(|l| l.starts_with("s_waitcnt")).collect();
    assert_eq!(waits, ["s_waitcnt lgkmcnt(0)"]);
    assert_eq!(t[1][1], "s_waitcnt lgkmcnt(0)");
}

/// A register the loop loads again is not hoisted: its in-loop reads may
/// wait for the loop's own load, which no wait outside covers.
#[test]
fn reloaded_register_is_not_hoisted() {
    let t = run(
        Gfx900,
        vec![
            vec![gload(1, 4), vmov(6, 0)],
            vec![
                gload(1, 4),
                add(2, 1, 2),
                i(O::SCmpEqU32, &[s(0), s(1)]),
                cbranch(1),
            ],
            vec![endpgm()],
        ],
    );
    assert!(
        t[0].iter().all(|l| !l.starts_with("s_waitcnt")),
        "{:?}",
        t[0]
    );
    assert_eq!(t[1][1], "s_waitcnt vmcnt(0)");
}
