//! Seed 002 tables 83 and 84: AMDHSA memory-model code sequences, GFX12
//! (gfx1200, gfx1201, gfx12-generic).
//!
//! Table 83 ([`TABLE_83`]) maps a sync scope to the `scope:` operand of an
//! instruction, per wavefront execution mode; table 84 ([`TABLE`]) is one
//! [`Row`] per row of the seed, in its order. What is new against table 82:
//! - Cache bits are a coherence scope (`scope:SCOPE_SE/DEV/SYS`) and a
//!   temporal hint (`th:`); an atomic instruction carries the scope table
//!   83 gives its sync scope ([`Elem::OpScope`]),
//!   a volatile access `scope:SCOPE_SYS`, a nontemporal one
//!   `th:TH_LOAD_NT` / `th:TH_STORE_NT`.
//! - `global_inv scope:` invalidates the caches strictly below the scope
//!   (an acquire); `global_wb scope:SCOPE_SYS` writes back before a
//!   system-scope release and is omitted below system scope on gfx120x
//!   ([`Cond::SYS_ONLY`]).
//! - Each kind of vector memory operation has its own counter and wait:
//!   `s_wait_loadcnt`, `s_wait_storecnt`, `s_wait_dscnt` (LDS),
//!   `s_wait_samplecnt`, `s_wait_bvhcnt` ([`Step::WaitSplit`](super::Step::WaitSplit)).
//!   The seed's "with return: loadcnt, without: storecnt" after an atomic
//!   is the atomic's own counter (`own`), resolved by
//!   [`super::Access::rtn`].
//! - "Omitted in CU wavefront execution mode" is [`Cond::TG`]: WGP mode
//!   plays the part tgsplit plays on gfx90a/gfx942, as in table 82.
//!
//! Fences carry no address space; as in the other tables a
//! one-address-space fence is an OpenCL fence of global and local memory.
//! Where a row departs from the seed's text it carries an erratum note
//! (docs/memory-model.md lists them with the llc-22 output that decided).

use super::sets::*;
use super::{
    op, plain, row, seq_cst, Access, Cond, Elem, Item, Kind, Mode, Order, Row, Scope, ScopeOperand,
    NONE,
};
use agc_isa::minst::CachePolicy;

const A: Cond = Cond::A;
const NO: Cond = Cond::NO;
const X: Cond = Cond::X;
/// WGP mode (omitted in CU mode).
const WGP: Cond = Cond::TG;
/// WGP mode, and omitted for OpenCL.
const WX: Cond = Cond::TX;

const SE: CachePolicy = CachePolicy::SCOPE_SE;
const SYS: CachePolicy = CachePolicy::SCOPE_SYS;
const TH_NT: CachePolicy = CachePolicy::TH_NT;

/// One row of table 83: a sync scope (`None`: the seed's "none", a
/// non-atomic access) and the `scope:` operand in CU and WGP mode (only
/// scope bits; 0 is the seed's "none": the default `SCOPE_CU`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScopeRow {
    pub scope: Option<Scope>,
    pub one_as: bool,
    pub cu: CachePolicy,
    pub wgp: CachePolicy,
}

const fn sr(scope: Option<Scope>, one_as: bool, cu: CachePolicy, wgp: CachePolicy) -> ScopeRow {
    ScopeRow {
        scope,
        one_as,
        cu,
        wgp,
    }
}

const DEV: CachePolicy = CachePolicy::SCOPE_DEV;

/// Seed 002 table 83, one row per row of the seed, in its order (the
/// seed's `one-as` row is the system scope's one-address-space form).
#[rustfmt::skip]
pub static TABLE_83: &[ScopeRow] = &[
    sr(None, false, SYS, SYS),
    sr(Some(Scope::System), false, SYS, SYS),
    sr(Some(Scope::Agent), false, DEV, DEV),
    sr(Some(Scope::Workgroup), false, NONE, SE),
    sr(Some(Scope::Wavefront), false, NONE, NONE),
    sr(Some(Scope::SingleThread), false, NONE, NONE),
    sr(Some(Scope::System), true, SYS, SYS),
    sr(Some(Scope::System), true, SYS, SYS),
    sr(Some(Scope::Agent), true, DEV, DEV),
    sr(Some(Scope::Workgroup), true, NONE, SE),
    sr(Some(Scope::Wavefront), true, NONE, NONE),
    sr(Some(Scope::SingleThread), true, NONE, NONE),
];

/// Table 83's `scope:` for a (normalized) access in mode `m`: WGP mode
/// when the workgroup's waves may sit behind different caches.
pub fn scope_of(a: &Access, m: Mode) -> CachePolicy {
    let scope = (a.order != Order::NotAtomic).then_some(a.scope);
    let one_as = scope.is_some() && a.one_as;
    TABLE_83
        .iter()
        .find(|r| r.scope == scope && r.one_as == one_as)
        .map_or(SYS, |r| if m.spread { r.wgp } else { r.cu })
}

/// The scope operand of a cache instruction of a row.
pub(crate) fn operand(s: ScopeOperand, a: &Access, m: Mode) -> CachePolicy {
    match s {
        ScopeOperand::Fixed(c) => c,
        ScopeOperand::Table83 => scope_of(a, m),
    }
}

// ---- Shorthands of this table. ----

/// The instruction with table 83's scope.
const fn ops(bits: CachePolicy) -> Item {
    Item {
        cond: A,
        elem: Elem::OpScope(bits),
    }
}
/// `s_wait_loadcnt/storecnt/dscnt 0x0`, each with its condition.
const fn w(load: Cond, store: Cond, ds: Cond) -> Item {
    Item {
        cond: A,
        elem: Elem::WaitSplit {
            load,
            store,
            ds,
            sample: NO,
            bvh: NO,
            own: NO,
        },
    }
}
/// The release wait: `s_wait_bvhcnt`, `samplecnt`, `storecnt`,
/// `loadcnt` (all under `vec`) and `dscnt` (under `ds`).
const fn wall(vec: Cond, ds: Cond) -> Item {
    Item {
        cond: A,
        elem: Elem::WaitSplit {
            load: vec,
            store: vec,
            ds,
            sample: vec,
            bvh: vec,
            own: NO,
        },
    }
}
/// "With return: s_wait_loadcnt, without: s_wait_storecnt" (`own`), and
/// `s_wait_dscnt` under `ds`.
const fn wown(own: Cond, ds: Cond) -> Item {
    Item {
        cond: A,
        elem: Elem::WaitSplit {
            load: NO,
            store: NO,
            ds,
            sample: NO,
            bvh: NO,
            own,
        },
    }
}
/// `global_inv scope:SCOPE_SE`, in WGP mode only (omitted in CU mode).
const INV_SE: Item = Item {
    cond: WGP,
    elem: Elem::GlobalInv(ScopeOperand::Fixed(SE)),
};
/// As [`INV_SE`], and omitted for OpenCL too.
const INV_SE_X: Item = Item {
    cond: WX,
    elem: Elem::GlobalInv(ScopeOperand::Fixed(SE)),
};
/// `global_inv` at table 83's scope (agent: `SCOPE_DEV`, system:
/// `SCOPE_SYS`).
const INV: Item = Item {
    cond: A,
    elem: Elem::GlobalInv(ScopeOperand::Table83),
};
/// `global_wb scope:SCOPE_SYS`, "omitted if agent scope".
const WB_SYS: Item = Item {
    cond: A.only(Cond::SYS_ONLY),
    elem: Elem::GlobalWb(ScopeOperand::Fixed(SYS)),
};

#[rustfmt::skip]
pub static TABLE: &[Row] = &[
    // ---- non-atomic ----
    plain(LOAD, NONATOMIC, Kind::Plain, &[op(NONE)]),
    plain(LOAD, NONATOMIC, Kind::Nontemporal, &[op(TH_NT)]),
    plain(LOAD, NONATOMIC, Kind::Volatile, &[op(SYS), w(A, NO, NO)]),
    plain(LOAD, LOCAL, Kind::Plain, &[op(NONE)]),
    plain(STORE, NONATOMIC, Kind::Plain, &[op(NONE)]),
    plain(STORE, NONATOMIC, Kind::Nontemporal, &[op(TH_NT)]),
    plain(STORE, NONATOMIC, Kind::Volatile, &[w(A, A, NO), op(SYS), w(NO, A, NO)])
        .erratum("seed: no wait before the store; llc-22 waits for loadcnt and storecnt before a volatile (system-scope) store too, so that it is ordered after every earlier access, and so does agc"),
    plain(STORE, LOCAL, Kind::Plain, &[op(NONE)]),
    // ---- monotonic ----
    row(LOAD, Order::Monotonic, ALL, G_GEN, &[ops(NONE)]).erratum(TABLE_83_APPLIES),
    row(LOAD, Order::Monotonic, ST_WG, LOCAL, &[op(NONE)]),
    row(STORE, Order::Monotonic, ALL, G_GEN, &[ops(NONE)]).erratum(TABLE_83_APPLIES),
    row(STORE, Order::Monotonic, ST_WG, LOCAL, &[op(NONE)]),
    row(RMW, Order::Monotonic, ALL, G_GEN, &[ops(NONE)]).erratum(TABLE_83_APPLIES),
    row(RMW, Order::Monotonic, ST_WG, LOCAL, &[op(NONE)]),
    // ---- acquire ----
    row(LOAD, Order::Acquire, ST_WF, G_L_GEN, &[ops(NONE)]),
    row(LOAD, Order::Acquire, WG, GLOBAL, &[ops(NONE), w(WGP, NO, NO), INV_SE]),
    row(LOAD, Order::Acquire, WG, LOCAL, &[op(NONE), w(NO, NO, X), INV_SE_X]),
    row(LOAD, Order::Acquire, WG, GENERIC, &[ops(NONE), w(WGP, NO, X), INV_SE]),
    row(LOAD, Order::Acquire, AG_SYS, GLOBAL, &[ops(NONE), w(A, NO, NO), INV]),
    row(LOAD, Order::Acquire, AG_SYS, GENERIC, &[ops(NONE), w(A, NO, X), INV]),
    row(RMW, Order::Acquire, ST_WF, G_L_GEN, &[ops(NONE)]),
    row(RMW, Order::Acquire, WG, GLOBAL, &[ops(NONE), wown(WGP, NO), INV_SE]),
    row(RMW, Order::Acquire, WG, LOCAL, &[op(NONE), w(NO, NO, X), INV_SE_X]),
    row(RMW, Order::Acquire, WG, GENERIC, &[ops(NONE), wown(WGP, X), INV_SE])
        .erratum("seed: in CU mode an atomic without return waits for nothing; llc-22 waits s_wait_dscnt 0x0 for it as for one with return (a flat atomic may address LDS), and so does agc"),
    row(RMW, Order::Acquire, AG_SYS, GLOBAL, &[ops(NONE), wown(A, NO), INV]),
    row(RMW, Order::Acquire, AG_SYS, GENERIC, &[ops(NONE), wown(A, X), INV]),
    row(FENCE, Order::Acquire, ST_WF, NO_SPACE, &[]),
    row(FENCE, Order::Acquire, WG, NO_SPACE, &[w(WGP, WGP, X), INV_SE]),
    row(FENCE, Order::Acquire, AG_SYS, NO_SPACE, &[w(A, A, X), INV])
        .erratum("seed: the row names the agent scope only and no system row follows; system scope takes the same sequence with table 83's scope on global_inv (SCOPE_SYS), as in every other agent/system row and in llc-22"),
    // ---- release ----
    row(STORE, Order::Release, ST_WF, G_L_GEN, &[ops(NONE)]),
    row(STORE, Order::Release, WG, G_GEN, &[wall(A, X), ops(NONE)])
        .erratum("seed: the row names the global address space only and no workgroup generic row follows; generic takes the same sequence, as in the atomicrmw release row and in llc-22; and in CU mode the seed waits s_wait_dscnt only, where agc waits as in WGP mode (CU_MODE_WAITS)"),
    row(STORE, Order::Release, WG, LOCAL, &[wall(X, X), op(NONE)]).erratum(CU_MODE_WAITS),
    row(STORE, Order::Release, AG_SYS, G_GEN, &[WB_SYS, wall(A, X), ops(NONE)]),
    row(RMW, Order::Release, ST_WF, G_L_GEN, &[ops(NONE)]),
    row(RMW, Order::Release, WG, G_GEN, &[wall(A, X), ops(NONE)]).erratum(CU_MODE_WAITS),
    row(RMW, Order::Release, WG, LOCAL, &[wall(X, X), op(NONE)]).erratum(CU_MODE_WAITS),
    row(RMW, Order::Release, AG_SYS, G_GEN, &[WB_SYS, wall(A, X), ops(NONE)]),
    row(FENCE, Order::Release, ST_WF, NO_SPACE, &[]),
    row(FENCE, Order::Release, WG, NO_SPACE, &[wall(A, X)]).erratum(CU_MODE_WAITS),
    row(FENCE, Order::Release, AG_SYS, NO_SPACE, &[WB_SYS, wall(A, X)]),
    // ---- acq_rel ----
    row(RMW, Order::AcqRel, ST_WF, G_L_GEN, &[ops(NONE)]),
    row(RMW, Order::AcqRel, WG, GLOBAL, &[wall(A, X), ops(NONE), wown(A, NO), INV_SE]).erratum(CU_MODE_WAITS),
    row(RMW, Order::AcqRel, WG, LOCAL, &[wall(X, X), op(NONE), w(NO, NO, X), INV_SE_X]).erratum(CU_MODE_WAITS),
    row(RMW, Order::AcqRel, WG, GENERIC, &[wall(A, X), ops(NONE), wown(A, X), INV_SE])
        .erratum("seed: \"omit s_wait_loadcnt 0x0 for OpenCL\" before the atomic; every other row of the table omits s_wait_dscnt for OpenCL, and so does agc (llc-22 too); and in CU mode the seed waits s_wait_dscnt only, before and after, where agc waits as in WGP mode (CU_MODE_WAITS)"),
    row(RMW, Order::AcqRel, AG_SYS, GLOBAL, &[WB_SYS, wall(A, X), ops(NONE), wown(A, NO), INV]),
    row(RMW, Order::AcqRel, AG_SYS, GENERIC, &[WB_SYS, wall(A, X), ops(NONE), wown(A, X), INV]),
    row(FENCE, Order::AcqRel, ST_WF, NO_SPACE, &[]),
    row(FENCE, Order::AcqRel, WG, NO_SPACE, &[wall(A, X), INV_SE]).erratum(CU_MODE_WAITS),
    row(FENCE, Order::AcqRel, AG_SYS, NO_SPACE, &[WB_SYS, wall(A, X), INV]),
    // ---- seq_cst ----
    seq_cst(LOAD, ST_WF, G_L_GEN, &[], Order::Acquire),
    seq_cst(LOAD, WG, G_GEN, &[wall(A, X)], Order::Acquire).erratum(CU_MODE_WAITS),
    seq_cst(LOAD, WG, LOCAL, &[wall(X, X)], Order::Acquire).erratum(CU_MODE_WAITS),
    seq_cst(LOAD, AG_SYS, G_GEN, &[wall(A, X)], Order::Acquire),
    seq_cst(STORE, ALL, G_L_GEN, &[], Order::Release),
    seq_cst(RMW, ALL, G_L_GEN, &[], Order::AcqRel),
    seq_cst(FENCE, ALL, NO_SPACE, &[], Order::AcqRel),
];

/// The erratum of the workgroup release rows in CU mode.
const CU_MODE_WAITS: &str = "seed: in CU mode s_wait_dscnt 0x0 only (and, after an acq_rel atomic, nothing); llc-22 waits for loadcnt, storecnt (and the atomic's own counter after it) in CU mode too, as the seed's own GFX12 prose requires: each L0 has a separate request queue per L1 quadrant, so the vector memory operations of different waves of one workgroup may be reordered, and so does agc";

/// The erratum of the monotonic rows.
const TABLE_83_APPLIES: &str = "seed: the bare instruction; the atomic carries table 83's scope for its sync scope (SCOPE_SE at workgroup scope in WGP mode, SCOPE_DEV at agent, SCOPE_SYS at system), as llc-22 emits and as the atomic rows of table 84 that name a scope do";
