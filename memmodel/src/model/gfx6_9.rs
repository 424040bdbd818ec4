//! Seed 002 table 79: AMDHSA memory-model code sequences, GFX6-GFX9
//! (gfx900, gfx906, gfx908).
//!
//! One [`Row`] per row of the seed, in its order. Facts of this
//! generation the rows rely on: one L1 per CU shared by a workgroup's
//! waves (so workgroup scope needs no invalidate), `buffer_wbinvl1_vol`
//! to drop stale L1 lines for agent/system scope, and `glc` to bypass the
//! L1. Shorthands: `wait(vm, lgkm)` gives each counter's [`Cond`]; `X` =
//! "omitted for OpenCL".

use super::sets::*;
use super::{op, plain, row, seq_cst, wait, Cond, Kind, Order, Row, GLC, GLC_SLC, NONE, WBINVL1};

const A: Cond = Cond::A;
const NO: Cond = Cond::NO;
const X: Cond = Cond::X;

#[rustfmt::skip]
pub static TABLE: &[Row] = &[
    // ---- non-atomic ----
    plain(LOAD, NONATOMIC, Kind::Plain, &[op(NONE)]),
    plain(LOAD, NONATOMIC, Kind::Nontemporal, &[op(GLC_SLC)]),
    plain(LOAD, NONATOMIC, Kind::Volatile, &[op(GLC), wait(A, NO)]),
    plain(LOAD, LOCAL, Kind::Plain, &[op(NONE)]),
    plain(STORE, NONATOMIC, Kind::Plain, &[op(NONE)]),
    plain(STORE, NONATOMIC, Kind::Nontemporal, &[op(GLC_SLC)]),
    plain(STORE, NONATOMIC, Kind::Volatile, &[op(NONE), wait(A, NO)]),
    plain(STORE, LOCAL, Kind::Plain, &[op(NONE)]),
    // ---- monotonic ----
    row(LOAD, Order::Monotonic, ST_WG, G_L_GEN, &[op(NONE)]),
    row(LOAD, Order::Monotonic, AG_SYS, G_GEN, &[op(GLC)]),
    row(STORE, Order::Monotonic, ALL, G_GEN, &[op(NONE)]),
    row(STORE, Order::Monotonic, ST_WG, LOCAL, &[op(NONE)]),
    row(RMW, Order::Monotonic, ALL, G_GEN, &[op(NONE)]),
    row(RMW, Order::Monotonic, ST_WG, LOCAL, &[op(NONE)]),
    // ---- acquire ----
    row(LOAD, Order::Acquire, ST_WF, G_L_GEN, &[op(NONE)]),
    row(LOAD, Order::Acquire, WG, GLOBAL, &[op(NONE)]),
    row(LOAD, Order::Acquire, WG, L_GEN, &[op(NONE), wait(NO, X)]),
    row(LOAD, Order::Acquire, AG_SYS, GLOBAL, &[op(GLC), wait(A, NO), WBINVL1]),
    row(LOAD, Order::Acquire, AG_SYS, GENERIC, &[op(GLC), wait(A, X), WBINVL1]),
    row(RMW, Order::Acquire, ST_WF, G_L_GEN, &[op(NONE)]),
    row(RMW, Order::Acquire, WG, GLOBAL, &[op(NONE)]),
    row(RMW, Order::Acquire, WG, L_GEN, &[op(NONE), wait(NO, X)]),
    row(RMW, Order::Acquire, AG_SYS, GLOBAL, &[op(NONE), wait(A, NO), WBINVL1]),
    row(RMW, Order::Acquire, AG_SYS, GENERIC, &[op(NONE), wait(A, X), WBINVL1]),
    row(FENCE, Order::Acquire, ST_WF, NO_SPACE, &[]),
    row(FENCE, Order::Acquire, WG, NO_SPACE, &[wait(NO, X)]),
    row(FENCE, Order::Acquire, AG_SYS, NO_SPACE, &[wait(A, X), WBINVL1]),
    // ---- release ----
    row(STORE, Order::Release, ST_WF, G_L_GEN, &[op(NONE)]),
    row(STORE, Order::Release, WG, G_GEN, &[wait(NO, X), op(NONE)]),
    row(STORE, Order::Release, WG, LOCAL, &[op(NONE)]),
    row(STORE, Order::Release, AG_SYS, G_GEN, &[wait(A, X), op(NONE)]),
    row(RMW, Order::Release, ST_WF, G_L_GEN, &[op(NONE)]),
    row(RMW, Order::Release, WG, G_GEN, &[wait(NO, X), op(NONE)]),
    row(RMW, Order::Release, WG, LOCAL, &[op(NONE)]),
    row(RMW, Order::Release, AG_SYS, G_GEN, &[wait(A, X), op(NONE)]),
    row(FENCE, Order::Release, ST_WF, NO_SPACE, &[]),
    row(FENCE, Order::Release, WG, NO_SPACE, &[wait(NO, X)]),
    row(FENCE, Order::Release, AG_SYS, NO_SPACE, &[wait(A, X)]),
    // ---- acq_rel ----
    row(RMW, Order::AcqRel, ST_WF, G_L_GEN, &[op(NONE)]),
    row(RMW, Order::AcqRel, WG, GLOBAL, &[wait(NO, X), op(NONE)]),
    row(RMW, Order::AcqRel, WG, LOCAL, &[op(NONE), wait(NO, X)]),
    row(RMW, Order::AcqRel, WG, GENERIC, &[wait(NO, X), op(NONE), wait(NO, X)]),
    row(RMW, Order::AcqRel, AG_SYS, GLOBAL, &[wait(A, X), op(NONE), wait(A, NO), WBINVL1]),
    row(RMW, Order::AcqRel, AG_SYS, GENERIC, &[wait(A, X), op(NONE), wait(A, X), WBINVL1]),
    row(FENCE, Order::AcqRel, ST_WF, NO_SPACE, &[]),
    // "Omitted for OpenCL ... but since LLVM fences carry no address
    // space, always generated."
    row(FENCE, Order::AcqRel, WG, NO_SPACE, &[wait(NO, A)]),
    row(FENCE, Order::AcqRel, AG_SYS, NO_SPACE, &[wait(A, X), WBINVL1]),
    // ---- seq_cst ----
    seq_cst(LOAD, ST_WF, G_L_GEN, &[], Order::Acquire),
    seq_cst(LOAD, WG, G_GEN, &[wait(NO, A)], Order::Acquire),
    seq_cst(LOAD, WG, LOCAL, &[], Order::Acquire),
    seq_cst(LOAD, AG_SYS, G_GEN, &[wait(A, A)], Order::Acquire),
    seq_cst(STORE, ALL, G_L_GEN, &[], Order::Release),
    seq_cst(RMW, ALL, G_L_GEN, &[], Order::AcqRel),
    seq_cst(FENCE, ALL, NO_SPACE, &[], Order::AcqRel),
];
