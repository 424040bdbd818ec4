//! Seed 002 table 80: AMDHSA memory-model code sequences, GFX90A.
//!
//! One [`Row`] per row of the seed, in its order. What differs from
//! GFX6-GFX9: in threadgroup-split mode a workgroup's waves may run on
//! different CUs (so workgroup scope behaves like agent scope for global
//! memory and LDS is not allocated), and system scope must write back
//! (`buffer_wbl2`) and invalidate (`buffer_invl2`) the L2 for memory that
//! is not coherent across agents. Shorthands: `TG`/`NTG` = only with/without
//! tgsplit, `X` = omitted for OpenCL, `NX` = only without tgsplit and
//! omitted for OpenCL.

use super::sets::*;
use super::{
    op, op_if, plain, row, seq_cst, wait, wbl2, when, Cond, Kind, Order, Row, GLC, GLC_SLC, INVL2,
    NONE, WBINVL1,
};

const A: Cond = Cond::A;
const NO: Cond = Cond::NO;
const X: Cond = Cond::X;
const TG: Cond = Cond::TG;
const NTG: Cond = Cond::NTG;
const NX: Cond = Cond::NX;

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
    row(LOAD, Order::Monotonic, ST_WF, G_GEN, &[op(NONE)]),
    row(LOAD, Order::Monotonic, WG, G_GEN, &[op_if(GLC, TG)]),
    row(LOAD, Order::Monotonic, ST_WG, LOCAL, &[op(NONE)]),
    row(LOAD, Order::Monotonic, AG, G_GEN, &[op(GLC)]),
    row(LOAD, Order::Monotonic, SYS, G_GEN, &[op(GLC)]),
    row(STORE, Order::Monotonic, ST_AG, G_GEN, &[op(NONE)]),
    row(STORE, Order::Monotonic, SYS, G_GEN, &[op(NONE)]),
    row(STORE, Order::Monotonic, ST_WG, LOCAL, &[op(NONE)]),
    row(RMW, Order::Monotonic, ST_AG, G_GEN, &[op(NONE)]),
    row(RMW, Order::Monotonic, SYS, G_GEN, &[op(NONE)]),
    row(RMW, Order::Monotonic, ST_WG, LOCAL, &[op(NONE)]),
    // ---- acquire ----
    row(LOAD, Order::Acquire, ST_WF, G_L_GEN, &[op(NONE)]),
    row(LOAD, Order::Acquire, WG, GLOBAL, &[op_if(GLC, TG), wait(TG, NO), when(TG, WBINVL1)]),
    row(LOAD, Order::Acquire, WG, LOCAL, &[op(NONE), wait(NO, X)]),
    row(LOAD, Order::Acquire, WG, GENERIC, &[op_if(GLC, TG), wait(TG, NX), when(TG, WBINVL1)]),
    row(LOAD, Order::Acquire, AG, GLOBAL, &[op(GLC), wait(A, NO), WBINVL1]),
    row(LOAD, Order::Acquire, SYS, GLOBAL, &[op(GLC), wait(A, NO), INVL2, WBINVL1]),
    row(LOAD, Order::Acquire, AG, GENERIC, &[op(GLC), wait(A, NX), WBINVL1]),
    row(LOAD, Order::Acquire, SYS, GENERIC, &[op(GLC), wait(A, NX), INVL2, WBINVL1]),
    row(RMW, Order::Acquire, ST_WF, G_GEN, &[op(NONE)]),
    row(RMW, Order::Acquire, ST_WF, LOCAL, &[op(NONE)]),
    row(RMW, Order::Acquire, WG, GLOBAL, &[op(NONE), wait(TG, NO), when(TG, WBINVL1)]),
    row(RMW, Order::Acquire, WG, LOCAL, &[op(NONE), wait(NO, X)]),
    row(RMW, Order::Acquire, WG, GENERIC, &[op(NONE), wait(TG, NX), when(TG, WBINVL1)]),
    row(RMW, Order::Acquire, AG, GLOBAL, &[op(NONE), wait(A, NO), WBINVL1]),
    row(RMW, Order::Acquire, SYS, GLOBAL, &[op(NONE), wait(A, NO), INVL2, WBINVL1]),
    row(RMW, Order::Acquire, AG, GENERIC, &[op(NONE), wait(A, NX), WBINVL1]),
    row(RMW, Order::Acquire, SYS, GENERIC, &[op(NONE), wait(A, NX), INVL2, WBINVL1]),
    row(FENCE, Order::Acquire, ST_WF, NO_SPACE, &[]),
    row(FENCE, Order::Acquire, WG, NO_SPACE, &[wait(TG, NX), when(TG, WBINVL1)]),
    row(FENCE, Order::Acquire, AG, NO_SPACE, &[wait(A, NX), WBINVL1]),
    row(FENCE, Order::Acquire, SYS, NO_SPACE, &[wait(A, NX), INVL2, WBINVL1]),
    // ---- release ----
    row(STORE, Order::Release, ST_WF, G_GEN, &[op(NONE)]),
    row(STORE, Order::Release, ST_WF, LOCAL, &[op(NONE)]),
    row(STORE, Order::Release, WG, G_GEN, &[wait(TG, NX), op(NONE)]),
    row(STORE, Order::Release, WG, LOCAL, &[op(NONE)]),
    row(STORE, Order::Release, AG, G_GEN, &[wait(A, NX), op(NONE)]),
    row(STORE, Order::Release, SYS, G_GEN, &[wbl2(NONE), wait(A, NX), op(NONE)]),
    row(RMW, Order::Release, ST_WF, G_GEN, &[op(NONE)]),
    row(RMW, Order::Release, ST_WF, LOCAL, &[op(NONE)]),
    row(RMW, Order::Release, WG, G_GEN, &[wait(TG, NX), op(NONE)]),
    row(RMW, Order::Release, WG, LOCAL, &[op(NONE)]),
    row(RMW, Order::Release, AG, G_GEN, &[wait(A, NX), op(NONE)]),
    row(RMW, Order::Release, SYS, G_GEN, &[wbl2(NONE), wait(A, NX), op(NONE)]),
    row(FENCE, Order::Release, ST_WF, NO_SPACE, &[]),
    row(FENCE, Order::Release, WG, NO_SPACE, &[wait(TG, NX)]),
    row(FENCE, Order::Release, AG, NO_SPACE, &[wait(A, NX)]),
    row(FENCE, Order::Release, SYS, NO_SPACE, &[wbl2(NONE), wait(A, NX)]),
    // ---- acq_rel ----
    row(RMW, Order::AcqRel, ST_WF, G_GEN, &[op(NONE)]),
    row(RMW, Order::AcqRel, ST_WF, LOCAL, &[op(NONE)]),
    row(RMW, Order::AcqRel, WG, GLOBAL, &[wait(TG, NX), op(NONE), wait(TG, NO), when(TG, WBINVL1)]),
    row(RMW, Order::AcqRel, WG, LOCAL, &[op(NONE), wait(NO, X)]),
    row(RMW, Order::AcqRel, WG, GENERIC, &[wait(TG, NX), op(NONE), wait(TG, X), when(TG, WBINVL1)]),
    row(RMW, Order::AcqRel, AG, GLOBAL, &[wait(A, NX), op(NONE), wait(A, NO), WBINVL1]),
    row(RMW, Order::AcqRel, SYS, GLOBAL, &[wbl2(NONE), wait(A, NX), op(NONE), wait(A, NO), INVL2, WBINVL1]),
    row(RMW, Order::AcqRel, AG, GENERIC, &[wait(A, NX), op(NONE), wait(A, NX), WBINVL1]),
    row(RMW, Order::AcqRel, SYS, GENERIC, &[wbl2(NONE), wait(A, NX), op(NONE), wait(A, NX), INVL2, WBINVL1]),
    row(FENCE, Order::AcqRel, ST_WF, NO_SPACE, &[]),
    // "Omitted for OpenCL ... but always generated" (fences carry no
    // address space).
    row(FENCE, Order::AcqRel, WG, NO_SPACE, &[wait(TG, NTG), when(TG, WBINVL1)]),
    row(FENCE, Order::AcqRel, AG, NO_SPACE, &[wait(A, NX), WBINVL1]),
    row(FENCE, Order::AcqRel, SYS, NO_SPACE, &[wbl2(NONE), wait(A, NX), INVL2, WBINVL1]),
    // ---- seq_cst ----
    seq_cst(LOAD, ST_WF, G_L_GEN, &[], Order::Acquire),
    seq_cst(LOAD, WG, G_GEN, &[wait(TG, NTG)], Order::Acquire),
    seq_cst(LOAD, WG, LOCAL, &[], Order::Acquire),
    seq_cst(LOAD, AG_SYS, G_GEN, &[wait(A, NTG)], Order::Acquire),
    seq_cst(STORE, ALL, G_L_GEN, &[], Order::Release),
    seq_cst(RMW, ALL, G_L_GEN, &[], Order::AcqRel),
    seq_cst(FENCE, ALL, NO_SPACE, &[], Order::AcqRel),
];
