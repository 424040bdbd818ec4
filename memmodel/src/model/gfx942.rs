//! Seed 002 table 81: AMDHSA memory-model code sequences, GFX942 (also
//! gfx950, which has the same cache hierarchy).
//!
//! One [`Row`] per row of the seed, in its order. On this generation the
//! cache bits name a scope: sc0 = workgroup, sc1 = agent, sc0 sc1 = system
//! for loads and stores; atomics use sc0 for "return the old value" and
//! only sc1 (system scope). `buffer_inv` and `buffer_wbl2` take the same
//! scope bits. Shorthands as in [`super::gfx90a`].
//!
//! Three release rows of the seed give atomics cache bits that contradict
//! the seed's own prose (sc0 on an atomic means "return the pre-op
//! value", and only system scope sets sc1) and the acq_rel rows next to
//! them; they carry the bits the prose prescribes and an erratum note.

use super::sets::*;
use super::{
    inv, op, plain, row, seq_cst, wait, wbl2, when, Cond, Kind, Order, Row, NONE, NT, SC0, SC0_SC1,
    SC1,
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
    plain(LOAD, NONATOMIC, Kind::Nontemporal, &[op(NT)]),
    plain(LOAD, NONATOMIC, Kind::Volatile, &[op(SC0_SC1), wait(A, NO)]),
    plain(LOAD, LOCAL, Kind::Plain, &[op(NONE)]),
    plain(STORE, NONATOMIC, Kind::Plain, &[op(NONE)]),
    plain(STORE, NONATOMIC, Kind::Nontemporal, &[op(NT)]),
    plain(STORE, NONATOMIC, Kind::Volatile, &[op(SC0_SC1), wait(A, NO)]),
    plain(STORE, LOCAL, Kind::Plain, &[op(NONE)]),
    // ---- monotonic ----
    row(LOAD, Order::Monotonic, ST_WF, G_GEN, &[op(NONE)]),
    row(LOAD, Order::Monotonic, WG, G_GEN, &[op(SC0)]),
    row(LOAD, Order::Monotonic, ST_WG, LOCAL, &[op(NONE)]),
    row(LOAD, Order::Monotonic, AG, G_GEN, &[op(SC1)]),
    row(LOAD, Order::Monotonic, SYS, G_GEN, &[op(SC0_SC1)]),
    row(STORE, Order::Monotonic, ST_WF, G_GEN, &[op(NONE)]),
    row(STORE, Order::Monotonic, WG, G_GEN, &[op(SC0)]),
    row(STORE, Order::Monotonic, AG, G_GEN, &[op(SC1)]),
    row(STORE, Order::Monotonic, SYS, G_GEN, &[op(SC0_SC1)]),
    row(STORE, Order::Monotonic, ST_WG, LOCAL, &[op(NONE)]),
    row(RMW, Order::Monotonic, ST_AG, G_GEN, &[op(NONE)]),
    row(RMW, Order::Monotonic, SYS, G_GEN, &[op(SC1)]),
    row(RMW, Order::Monotonic, ST_WG, LOCAL, &[op(NONE)]),
    // ---- acquire ----
    row(LOAD, Order::Acquire, ST_WF, G_L_GEN, &[op(NONE)]),
    row(LOAD, Order::Acquire, WG, GLOBAL, &[op(SC0), wait(TG, NO), when(TG, inv(SC0))]),
    row(LOAD, Order::Acquire, WG, LOCAL, &[op(NONE), wait(NO, X)]),
    row(LOAD, Order::Acquire, WG, GENERIC, &[op(SC0), wait(TG, NX), when(TG, inv(SC0))]),
    row(LOAD, Order::Acquire, AG, GLOBAL, &[op(SC1), wait(A, NO), inv(SC1)]),
    row(LOAD, Order::Acquire, SYS, GLOBAL, &[op(SC0_SC1), wait(A, NO), inv(SC0_SC1)]),
    row(LOAD, Order::Acquire, AG, GENERIC, &[op(SC1), wait(A, NX), inv(SC1)]),
    row(LOAD, Order::Acquire, SYS, GENERIC, &[op(SC0_SC1), wait(A, NX), inv(SC0_SC1)]),
    row(RMW, Order::Acquire, ST_WF, G_GEN, &[op(NONE)]),
    row(RMW, Order::Acquire, ST_WF, LOCAL, &[op(NONE)]),
    row(RMW, Order::Acquire, WG, GLOBAL, &[op(NONE), wait(TG, NO), when(TG, inv(SC0))]),
    row(RMW, Order::Acquire, WG, LOCAL, &[op(NONE), wait(NO, X)]),
    row(RMW, Order::Acquire, WG, GENERIC, &[op(NONE), wait(TG, NX), when(TG, inv(SC0))]),
    row(RMW, Order::Acquire, AG, GLOBAL, &[op(NONE), wait(A, NO), inv(SC1)]),
    row(RMW, Order::Acquire, SYS, GLOBAL, &[op(SC1), wait(A, NO), inv(SC0_SC1)]),
    row(RMW, Order::Acquire, AG, GENERIC, &[op(NONE), wait(A, NX), inv(SC1)]),
    row(RMW, Order::Acquire, SYS, GENERIC, &[op(SC1), wait(A, NX), inv(SC0_SC1)]),
    row(FENCE, Order::Acquire, ST_WF, NO_SPACE, &[]),
    row(FENCE, Order::Acquire, WG, NO_SPACE, &[wait(TG, NX), when(TG, inv(SC0))]),
    row(FENCE, Order::Acquire, AG, NO_SPACE, &[wait(A, NX), inv(SC1)]),
    row(FENCE, Order::Acquire, SYS, NO_SPACE, &[wait(A, NX), inv(SC0_SC1)]),
    // ---- release ----
    row(STORE, Order::Release, ST_WF, G_GEN, &[op(NONE)]),
    row(STORE, Order::Release, ST_WF, LOCAL, &[op(NONE)]),
    row(STORE, Order::Release, WG, G_GEN, &[wait(TG, NX), op(SC0)]),
    row(STORE, Order::Release, WG, LOCAL, &[op(NONE)]),
    row(STORE, Order::Release, AG, G_GEN, &[wbl2(SC1), wait(A, NX), op(SC1)]),
    row(STORE, Order::Release, SYS, G_GEN, &[wbl2(SC0_SC1), wait(A, NX), op(SC0_SC1)]),
    row(RMW, Order::Release, ST_WF, G_GEN, &[op(NONE)]),
    row(RMW, Order::Release, ST_WF, LOCAL, &[op(NONE)]),
    row(RMW, Order::Release, WG, G_GEN, &[wait(TG, NX), op(NONE)])
        .erratum("seed: `flat_atomic sc0=1`; sc0 on an atomic requests the pre-op value, the acq_rel row sets no bit"),
    row(RMW, Order::Release, WG, LOCAL, &[op(NONE)]),
    row(RMW, Order::Release, AG, G_GEN, &[wbl2(SC1), wait(A, NX), op(NONE)])
        .erratum("seed: `flat_atomic sc1=1`; sc1 on an atomic means system scope, the acq_rel row sets no bit"),
    row(RMW, Order::Release, SYS, G_GEN, &[wbl2(SC0_SC1), wait(A, NX), op(SC1)])
        .erratum("seed: `flat_atomic sc0=1 sc1=1`; sc0 on an atomic requests the pre-op value, the acq_rel row sets sc1 only"),
    row(FENCE, Order::Release, ST_WF, NO_SPACE, &[]),
    row(FENCE, Order::Release, WG, NO_SPACE, &[wait(TG, NX)]),
    row(FENCE, Order::Release, AG, NO_SPACE, &[wbl2(SC1), wait(A, NX)]),
    row(FENCE, Order::Release, SYS, NO_SPACE, &[wbl2(SC0_SC1), wait(A, NX)]),
    // ---- acq_rel ----
    row(RMW, Order::AcqRel, ST_WF, G_GEN, &[op(NONE)]),
    row(RMW, Order::AcqRel, ST_WF, LOCAL, &[op(NONE)]),
    row(RMW, Order::AcqRel, WG, GLOBAL, &[wait(TG, NX), op(NONE), wait(TG, NO), when(TG, inv(SC0))]),
    row(RMW, Order::AcqRel, WG, LOCAL, &[op(NONE), wait(NO, X)]),
    row(RMW, Order::AcqRel, WG, GENERIC, &[wait(TG, NX), op(NONE), wait(TG, X), when(TG, inv(SC0))]),
    row(RMW, Order::AcqRel, AG, GLOBAL, &[wbl2(SC1), wait(A, NX), op(NONE), wait(A, NO), inv(SC1)]),
    row(RMW, Order::AcqRel, SYS, GLOBAL, &[wbl2(SC0_SC1), wait(A, NX), op(SC1), wait(A, NO), inv(SC0_SC1)]),
    row(RMW, Order::AcqRel, AG, GENERIC, &[wbl2(SC1), wait(A, NX), op(NONE), wait(A, NX), inv(SC1)]),
    row(RMW, Order::AcqRel, SYS, GENERIC, &[wbl2(SC0_SC1), wait(A, NX), op(SC1), wait(A, NX), inv(SC0_SC1)]),
    row(FENCE, Order::AcqRel, ST_WF, NO_SPACE, &[]),
    // "Omitted for OpenCL ... but always generated" (fences carry no
    // address space).
    row(FENCE, Order::AcqRel, WG, NO_SPACE, &[wait(TG, NTG), when(TG, inv(SC0))]),
    row(FENCE, Order::AcqRel, AG, NO_SPACE, &[wbl2(SC1), wait(A, NX), inv(SC1)]),
    row(FENCE, Order::AcqRel, SYS, NO_SPACE, &[wbl2(SC0_SC1), wait(A, NX), inv(SC0_SC1)]),
    // ---- seq_cst ----
    seq_cst(LOAD, ST_WF, G_L_GEN, &[], Order::Acquire),
    seq_cst(LOAD, WG, G_GEN, &[wait(TG, NTG)], Order::Acquire),
    seq_cst(LOAD, WG, LOCAL, &[], Order::Acquire),
    seq_cst(LOAD, AG_SYS, G_GEN, &[wait(A, NTG)], Order::Acquire),
    seq_cst(STORE, ALL, G_L_GEN, &[], Order::Release),
    seq_cst(RMW, ALL, G_L_GEN, &[], Order::AcqRel),
    seq_cst(FENCE, ALL, NO_SPACE, &[], Order::AcqRel),
];
