//! GFX12 wait insertion with the split counters (loadcnt, storecnt,
//! dscnt, kmcnt, ...) on hand-built blocks. Oracle: llc-22
//! `-mcpu=gfx1200 -O2` output for the same instruction sequences (each
//! test names the LLVM IR shape it was read from), and the isa encoder
//! (checked against llvm-mc-22) for every wait instruction produced.

mod common;
use agc_isa::encode::encode;
use agc_isa::minst::{MInst, Operand};
use agc_isa::processors::Processor::{self, *};
use agc_memmodel::insert_waitcnts_conservative as insert_waitcnts;
use common::*;

fn run(p: Processor, bs: Vec<Vec<MInst>>) -> Vec<Vec<String>> {
    let mut b = blocks(bs);
    insert_waitcnts(&mut b, p);
    for blk in &b {
        for i in &blk.insts {
            let mut out = Vec::new();
            encode(i, p, &mut out).unwrap_or_else(|e| panic!("{e:?} for {i:?} on {p}"));
        }
    }
    text(&b, p)
}

fn wait(op: Opcode, n: i32) -> MInst {
    i(op, &[Operand::Imm(n)])
}

/// llc-22 on three global loads and an LDS load whose first global
/// result and the LDS result are added, then the other two: `s_wait_
/// loadcnt_dscnt 0x200` (two loads may still be outstanding, the LDS load
/// done) before the first add, `s_wait_loadcnt 0x0` before the second.
#[test]
fn loads_and_lds_wait_with_the_combined_form_llc22() {
    for p in [Gfx1200, Gfx1201, Gfx12Generic] {
        let t = run(
            p,
            vec![vec![
                gload_s(1, 0, 0),
                gload_s(2, 0, 0),
                gload_s(3, 0, 0),
                dsread(5, 4),
                add(1, 1, 5),
                add(2, 2, 3),
                endpgm(),
            ]],
        );
        assert_eq!(
            t[0],
            [
                "global_load_b32 v1, v0, s[0:1]",
                "global_load_b32 v2, v0, s[0:1]",
                "global_load_b32 v3, v0, s[0:1]",
                "ds_load_b32 v5, v4",
                "s_wait_loadcnt_dscnt 0x200",
                "v_add_nc_u32_e32 v1, v1, v5",
                "s_wait_loadcnt 0x0",
                "v_add_nc_u32_e32 v2, v2, v3",
                "s_endpgm",
            ],
            "{p}"
        );
    }
}

/// llc-22 on a kernel argument used by a VALU op: `s_wait_kmcnt 0x0`;
/// a pending LDS load is not waited for (dscnt and kmcnt are separate
/// counters on GFX12, one lgkmcnt before).
#[test]
fn scalar_loads_wait_on_kmcnt_only_llc22() {
    let t = run(
        Gfx1200,
        vec![vec![
            dsread(5, 4),
            sload(2, 0),
            i(O::VMovB32, &[v(1), s(2)]),
            vmov(6, 5),
            endpgm(),
        ]],
    );
    assert_eq!(
        t[0],
        [
            "ds_load_b32 v5, v4",
            "s_load_b32 s2, s[0:1], 0x0",
            "s_wait_kmcnt 0x0",
            "v_mov_b32_e32 v1, s2",
            "s_wait_dscnt 0x0",
            "v_mov_b32_e32 v6, v5",
            "s_endpgm",
        ]
    );
}

/// Loads never wait for stores: a global store then a load of the stored
/// register's neighbour needs nothing, and the load's use waits loadcnt
/// alone although the store is still counted on storecnt (seed 002,
/// memory model GFX12: the counters report their types separately).
#[test]
fn stores_count_on_storecnt_seed002() {
    let t = run(
        Gfx1201,
        vec![vec![gstore(4, 1), gload(2, 4), vmov(3, 2), endpgm()]],
    );
    assert_eq!(
        t[0],
        [
            "global_store_b32 v[4:5], v1, off",
            "global_load_b32 v2, v[4:5], off",
            "s_wait_loadcnt 0x0",
            "v_mov_b32_e32 v3, v2",
            "s_endpgm",
        ]
    );
}

/// The memory model's waits (table 84, emitted as one `s_wait_*` per
/// counter) with loadcnt and dscnt both pending become one
/// `s_wait_loadcnt_dscnt 0x0`, as llc-22 prints the flat acquire at agent
/// scope (`flat_load_b32 ... scope:SCOPE_DEV`, `s_wait_loadcnt_dscnt
/// 0x0`, `global_inv scope:SCOPE_DEV`); with only dscnt pending, the
/// loadcnt half of a combined wait is dropped (soft waits).
#[test]
fn adjacent_model_waits_combine_llc22() {
    let t = run(
        Gfx1200,
        vec![vec![
            flatload(1, 4),
            wait(O::SWaitLoadcnt, 0),
            wait(O::SWaitDscnt, 0),
            i(O::GlobalInv, &[]),
            endpgm(),
        ]],
    );
    assert_eq!(
        t[0],
        [
            "flat_load_b32 v1, v[4:5]",
            "s_wait_loadcnt_dscnt 0x0",
            "global_inv",
            "s_endpgm",
        ]
    );
    let t = run(
        Gfx1200,
        vec![vec![
            dsread(1, 4),
            wait(O::SWaitLoadcntDscnt, 0),
            vmov(2, 3),
            endpgm(),
        ]],
    );
    assert_eq!(
        t[0],
        [
            "ds_load_b32 v1, v4",
            "s_wait_dscnt 0x0",
            "v_mov_b32_e32 v2, v3",
            "s_endpgm",
        ]
    );
}

/// `global_inv` counts on loadcnt (as llc-22's GFX12 wait insertion
/// tracks it): a later wait for loads covers it, and a use of a load
/// issued before it waits for both in order.
#[test]
fn global_inv_counts_as_a_load_llc22() {
    let t = run(
        Gfx1200,
        vec![vec![
            gload(1, 4),
            i(O::GlobalInv, &[]),
            vmov(2, 1),
            endpgm(),
        ]],
    );
    assert_eq!(
        t[0],
        [
            "global_load_b32 v1, v[4:5], off",
            "global_inv",
            "s_wait_loadcnt 0x1",
            "v_mov_b32_e32 v2, v1",
            "s_endpgm",
        ]
    );
}

/// A needed wait right after a one-counter wait it combines with folds
/// into it: after `s_wait_storecnt 0x0` (a release), a use of an LDS
/// result becomes `s_wait_storecnt_dscnt 0x0`, as llc-22 prints a
/// workgroup release before an LDS-dependent store
/// (`s_wait_storecnt_dscnt 0x0`).
#[test]
fn needed_wait_folds_into_a_combined_form_llc22() {
    let t = run(
        Gfx1200,
        vec![vec![
            gstore(4, 1),
            dsread(2, 6),
            wait(O::SWaitStorecnt, 0),
            vmov(3, 2),
            endpgm(),
        ]],
    );
    assert_eq!(
        t[0],
        [
            "global_store_b32 v[4:5], v1, off",
            "ds_load_b32 v2, v6",
            "s_wait_storecnt_dscnt 0x0",
            "v_mov_b32_e32 v3, v2",
            "s_endpgm",
        ]
    );
}

/// llc-22 starts a non-kernel function on gfx1200 with `s_wait_loadcnt_
/// dscnt 0x0`, `s_wait_expcnt 0x0`, `s_wait_samplecnt 0x0`,
/// `s_wait_bvhcnt 0x0`, `s_wait_kmcnt 0x0`. agc waits for the same
/// counters and for storecnt as well (as it waits vscnt on GFX11: a
/// caller's stores complete before the callee runs; stronger than llc,
/// never weaker).
#[test]
fn function_entry_waits_for_every_counter_llc22() {
    let mut b = blocks(vec![vec![endpgm()]]);
    agc_memmodel::wait_at_function_entry(&mut b, &Gfx1200.into());
    let t = text(&b, Gfx1200);
    assert_eq!(
        t[0],
        [
            "s_wait_loadcnt_dscnt 0x0",
            "s_wait_expcnt 0x0",
            "s_wait_storecnt 0x0",
            "s_wait_kmcnt 0x0",
            "s_wait_samplecnt 0x0",
            "s_wait_bvhcnt 0x0",
            "s_endpgm",
        ]
    );
    let stats = agc_memmodel::insert_waitcnts(&mut b, &Gfx1200.into());
    assert_eq!((stats.inserted, b[0].insts.len()), (0, 7));
}
