//! Seed 002 table 82: AMDHSA memory-model code sequences, GFX10-GFX11.
//!
//! One [`Row`] per row of the seed, in its order. What is new against
//! tables 79-81:
//! - Stores and atomics without a returned value are counted on their
//!   own counter, `vscnt` (`s_waitcnt_vscnt null, 0`), loads and atomics
//!   with one on `vmcnt`. A release waits for both; the seed's
//!   "vm/vscnt(0)" after an atomic is `wait_own`, resolved by
//!   [`super::Access::rtn`].
//! - The caches are L0 (per CU), L1 (per shader array) and L2. An
//!   acquire at workgroup scope invalidates the L0 (`buffer_gl0_inv`)
//!   only in WGP mode, where the workgroup's waves may use both CUs' L0;
//!   at agent and system scope it invalidates L1 and L0.
//! - "Omitted in CU wavefront execution mode" is [`Cond::TG`] here: WGP
//!   mode plays the part tgsplit plays on gfx90a/gfx942 ([`super::Cond`]).
//! - The table serves GFX10 and GFX11, which differ only in `dlc`:
//!   nontemporal and volatile accesses set it except on GFX10, agent and
//!   system atomic loads set it except on GFX11 ([`Cond::except`]).
//!
//! Where llc-22 is stronger than the seed's text, the row follows llc and
//! carries an erratum note: a workgroup-scope release waits for vscnt in
//! CU mode too (the seed omits it there).
//!
//! Fences carry no address space; as in the other tables a
//! one-address-space fence is an OpenCL fence of global and local
//! memory, so the seed's "omit lgkmcnt(0) for OpenCL unless generic" drops
//! it and "omit vmcnt(0) and vscnt(0) for OpenCL if local" keeps them.

use super::sets::*;
use super::{
    op, op_if, plain, row, seq_cst, wait, wait_own, waits, when, Cond, Kind, Order, Row, DLC,
    GL0_INV, GL1_INV, GLC, GLC_SLC, NONE, SLC,
};

const A: Cond = Cond::A;
const NO: Cond = Cond::NO;
const X: Cond = Cond::X;
/// WGP mode (omitted in CU mode).
const WGP: Cond = Cond::TG;
/// WGP mode, and omitted for OpenCL.
const WX: Cond = Cond::TX;
/// `dlc=1` "omitted if GFX10".
const DLC10: Cond = Cond::A.except(Cond::NOT_GFX10);
/// `dlc=1` "omitted if GFX11".
const DLC11: Cond = Cond::A.except(Cond::NOT_GFX11);

#[rustfmt::skip]
pub static TABLE: &[Row] = &[
    // ---- non-atomic ----
    plain(LOAD, NONATOMIC, Kind::Plain, &[op(NONE)]),
    plain(LOAD, NONATOMIC, Kind::Nontemporal, &[op(SLC), op_if(DLC, DLC10)]),
    plain(LOAD, NONATOMIC, Kind::Volatile, &[op(GLC), op(DLC), wait(A, NO)]),
    plain(LOAD, LOCAL, Kind::Plain, &[op(NONE)]),
    plain(STORE, NONATOMIC, Kind::Plain, &[op(NONE)]),
    plain(STORE, NONATOMIC, Kind::Nontemporal, &[op(GLC_SLC), op_if(DLC, DLC10)]),
    plain(STORE, NONATOMIC, Kind::Volatile, &[op_if(DLC, DLC10), waits(NO, A, NO)]),
    plain(STORE, LOCAL, Kind::Plain, &[op(NONE)]),
    // ---- monotonic ----
    row(LOAD, Order::Monotonic, ST_WF, G_GEN, &[op(NONE)]),
    row(LOAD, Order::Monotonic, WG, G_GEN, &[op_if(GLC, WGP)]),
    row(LOAD, Order::Monotonic, ST_WG, LOCAL, &[op(NONE)]),
    row(LOAD, Order::Monotonic, AG_SYS, G_GEN, &[op(GLC), op_if(DLC, DLC11)]),
    row(STORE, Order::Monotonic, ALL, G_GEN, &[op(NONE)]),
    row(STORE, Order::Monotonic, ST_WG, LOCAL, &[op(NONE)]),
    row(RMW, Order::Monotonic, ALL, G_GEN, &[op(NONE)]),
    row(RMW, Order::Monotonic, ST_WG, LOCAL, &[op(NONE)]),
    // ---- acquire ----
    row(LOAD, Order::Acquire, ST_WF, G_L_GEN, &[op(NONE)]),
    row(LOAD, Order::Acquire, WG, GLOBAL, &[op_if(GLC, WGP), wait(WGP, NO), when(WGP, GL0_INV)]),
    row(LOAD, Order::Acquire, WG, LOCAL, &[op(NONE), wait(NO, X), when(WX, GL0_INV)]),
    row(LOAD, Order::Acquire, WG, GENERIC, &[op_if(GLC, WGP), wait(WGP, X), when(WGP, GL0_INV)]),
    row(LOAD, Order::Acquire, AG_SYS, GLOBAL, &[op(GLC), op_if(DLC, DLC11), wait(A, NO), GL1_INV, GL0_INV]),
    row(LOAD, Order::Acquire, AG_SYS, GENERIC, &[op(GLC), op_if(DLC, DLC11), wait(A, X), GL1_INV, GL0_INV]),
    row(RMW, Order::Acquire, ST_WF, G_L_GEN, &[op(NONE)]),
    row(RMW, Order::Acquire, WG, GLOBAL, &[op(NONE), wait_own(WGP, NO), when(WGP, GL0_INV)]),
    row(RMW, Order::Acquire, WG, LOCAL, &[op(NONE), wait(NO, X), when(WX, GL0_INV)])
        .erratum("seed: buffer_gl0_inv omitted only for OpenCL; as in its load-acquire row and llc-22, agc omits it in CU mode too, where the workgroup shares one L0"),
    row(RMW, Order::Acquire, WG, GENERIC, &[op(NONE), wait_own(WGP, X), when(WGP, GL0_INV)]),
    row(RMW, Order::Acquire, AG_SYS, GLOBAL, &[op(NONE), wait_own(A, NO), GL1_INV, GL0_INV]),
    row(RMW, Order::Acquire, AG_SYS, GENERIC, &[op(NONE), wait_own(A, X), GL1_INV, GL0_INV]),
    row(FENCE, Order::Acquire, ST_WF, NO_SPACE, &[]),
    row(FENCE, Order::Acquire, WG, NO_SPACE, &[waits(WGP, WGP, X), when(WGP, GL0_INV)]),
    row(FENCE, Order::Acquire, AG_SYS, NO_SPACE, &[waits(A, A, X), GL1_INV, GL0_INV]),
    // ---- release ----
    row(STORE, Order::Release, ST_WF, G_L_GEN, &[op(NONE)]),
    row(STORE, Order::Release, WG, G_GEN, &[waits(WGP, A, X), op(NONE)])
        .erratum("seed: vscnt(0) omitted in CU mode; llc-22 waits for it in CU mode too (a store is visible to the workgroup's other waves only once complete), and so does agc"),
    row(STORE, Order::Release, WG, LOCAL, &[waits(WX, X, NO), op(NONE)])
        .erratum("seed: vscnt(0) omitted in CU mode; llc-22 waits for it in CU mode too (a store is visible to the workgroup's other waves only once complete), and so does agc"),
    row(STORE, Order::Release, AG_SYS, G_GEN, &[waits(A, A, X), op(NONE)]),
    row(RMW, Order::Release, ST_WF, G_L_GEN, &[op(NONE)]),
    row(RMW, Order::Release, WG, G_GEN, &[waits(WGP, A, X), op(NONE)])
        .erratum("seed: vscnt(0) omitted in CU mode; llc-22 waits for it in CU mode too (a store is visible to the workgroup's other waves only once complete), and so does agc"),
    row(RMW, Order::Release, WG, LOCAL, &[waits(WX, X, NO), op(NONE)])
        .erratum("seed: vscnt(0) omitted in CU mode; llc-22 waits for it in CU mode too (a store is visible to the workgroup's other waves only once complete), and so does agc"),
    row(RMW, Order::Release, AG_SYS, G_GEN, &[waits(A, A, X), op(NONE)]),
    row(FENCE, Order::Release, ST_WF, NO_SPACE, &[]),
    row(FENCE, Order::Release, WG, NO_SPACE, &[waits(WGP, A, X)])
        .erratum("seed: vscnt(0) omitted in CU mode; llc-22 waits for it in CU mode too (a store is visible to the workgroup's other waves only once complete), and so does agc"),
    row(FENCE, Order::Release, AG_SYS, NO_SPACE, &[waits(A, A, X)]),
    // ---- acq_rel ----
    row(RMW, Order::AcqRel, ST_WF, G_L_GEN, &[op(NONE)]),
    row(RMW, Order::AcqRel, WG, GLOBAL, &[waits(WGP, A, X), op(NONE), wait_own(WGP, NO), when(WGP, GL0_INV)])
        .erratum("seed: vscnt(0) omitted in CU mode; llc-22 waits for it in CU mode too (a store is visible to the workgroup's other waves only once complete), and so does agc"),
    row(RMW, Order::AcqRel, WG, LOCAL, &[waits(WX, X, NO), op(NONE), wait(NO, X), when(WX, GL0_INV)])
        .erratum("seed: vscnt(0) omitted in CU mode; llc-22 waits for it in CU mode too (a store is visible to the workgroup's other waves only once complete), and so does agc"),
    row(RMW, Order::AcqRel, WG, GENERIC, &[waits(WGP, A, X), op(NONE), waits(WGP, WGP, X), when(WGP, GL0_INV)])
        .erratum("seed: vscnt(0) omitted in CU mode; llc-22 waits for it in CU mode too (a store is visible to the workgroup's other waves only once complete), and so does agc"),
    row(RMW, Order::AcqRel, AG_SYS, GLOBAL, &[waits(A, A, X), op(NONE), wait_own(A, NO), GL1_INV, GL0_INV]),
    row(RMW, Order::AcqRel, AG_SYS, GENERIC, &[waits(A, A, X), op(NONE), wait_own(A, X), GL1_INV, GL0_INV]),
    row(FENCE, Order::AcqRel, ST_WF, NO_SPACE, &[]),
    // "Omitted for OpenCL ... but always generated" (fences carry no
    // address space).
    row(FENCE, Order::AcqRel, WG, NO_SPACE, &[waits(WGP, A, A), when(WGP, GL0_INV)])
        .erratum("seed: vscnt(0) omitted in CU mode; llc-22 waits for it in CU mode too (a store is visible to the workgroup's other waves only once complete), and so does agc"),
    row(FENCE, Order::AcqRel, AG_SYS, NO_SPACE, &[waits(A, A, X), GL1_INV, GL0_INV]),
    // ---- seq_cst ----
    seq_cst(LOAD, ST_WF, G_L_GEN, &[], Order::Acquire),
    seq_cst(LOAD, WG, G_GEN, &[waits(WGP, A, A)], Order::Acquire)
        .erratum("seed: vscnt(0) omitted in CU mode; llc-22 waits for it in CU mode too (a store is visible to the workgroup's other waves only once complete), and so does agc"),
    seq_cst(LOAD, WG, LOCAL, &[waits(WGP, A, NO)], Order::Acquire)
        .erratum("seed: vscnt(0) omitted in CU mode; llc-22 waits for it in CU mode too (a store is visible to the workgroup's other waves only once complete), and so does agc"),
    seq_cst(LOAD, AG_SYS, G_GEN, &[waits(A, A, A)], Order::Acquire),
    seq_cst(STORE, ALL, G_L_GEN, &[], Order::Release),
    seq_cst(RMW, ALL, G_L_GEN, &[], Order::AcqRel),
    seq_cst(FENCE, ALL, NO_SPACE, &[], Order::AcqRel),
];
