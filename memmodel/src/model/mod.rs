//! The AMDHSA memory model as data: what surrounds every load, store,
//! atomic and fence.
//!
//! Role: instruction selection asks [`lookup`] for an [`Access`] (operation,
//! ordering, sync scope, address space, volatile/nontemporal) on a
//! processor in a [`Variant`] (tgsplit, xnack) and gets a [`Sequence`]: the
//! steps to emit before the memory instruction, the cache-policy bits of
//! the instruction itself, and the steps after it (`s_waitcnt` with exact
//! counters, `buffer_wbinvl1_vol`, `buffer_invl2`, `buffer_inv sc0/sc1`,
//! `buffer_wbl2 sc0/sc1`, GFX12's `s_wait_*cnt`, `global_inv scope:`,
//! `global_wb scope:`). Nothing outside this module and its tables
//! knows which processor needs which sequence.
//!
//! The tables are seed 002's tables 79 (GFX6-GFX9: [`gfx6_9`]), 80
//! (GFX90A: [`gfx90a`]), 81 (GFX942: [`gfx942`]), 82 (GFX10-GFX11:
//! [`gfx10_11`]) and 84 with its scope table 83 (GFX12: [`gfx12`]: split
//! waits, `global_inv`/`global_wb`, `scope:` bits), one [`Row`] per row of the seed, in the seed's order and with the seed's conditions kept as
//! data ([`Cond`]): "omitted unless tgsplit", "lgkmcnt(0) without tgsplit,
//! vmcnt(0) with it", "omitted for OpenCL". Where the seed contradicts
//! itself or the hardware, the row carries the correction and an
//! `Row::erratum` note saying what the seed writes and why agc differs
//! (checked against llc-22 output; docs/memory-model.md lists them).
//!
//! # How the rules outside the rows are applied
//!
//! [`lookup`] first normalizes the access as the seed's preamble to the
//! tables says: private and constant memory are never atomic; `acq_rel` on
//! a load is `acquire`, on a store `release`; `release` on a load and
//! `acquire` on a store are not atomic; LDS scopes wider than a workgroup
//! are the workgroup scope. A `cmpxchg` is an atomic read-modify-write
//! whose ordering is the stronger of its success and failure orderings
//! ([`cmpxchg_ordering`]).
//!
//! # The central trick: "OpenCL" is the one-address-space scope
//!
//! The seed marks waits that OpenCL may omit because an OpenCL atomic only
//! orders its own address space. In the IR that is exactly what the
//! `*_one_as` sync scopes say (and what OpenCL front ends emit for every
//! ordering but `seq_cst`), so a [`Cond::OCL`] item is dropped when the
//! scope is a one-address-space scope, except inside a `seq_cst`
//! sequence, which the seed says "must generate all instructions even for
//! OpenCL". A fence has no address space; a one-address-space fence counts
//! as an OpenCL fence of global and local memory, not generic.
//!
//! xnack changes no row of tables 79-82: it is part of [`Variant`] so that
//! the matrix test proves it. One table may serve two generations
//! (table 82: GFX10 and GFX11); an item one of them omits carries a
//! `Cond::NOT_GFX*` bit, so the difference stays in the row.

pub mod gfx10_11;
pub mod gfx12;
pub mod gfx6_9;
pub mod gfx90a;
pub mod gfx942;

use agc_isa::minst::CachePolicy;
use agc_isa::processors::{Processor, WaitCounter};
use smallvec::SmallVec;

/// The memory operation, as the seed's first column names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MemOp {
    Load,
    Store,
    /// `atomicrmw` and `cmpxchg`, with or without a returned value.
    Rmw,
    Fence,
}

/// The address space, as the seed's fourth column names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Space {
    Global,
    /// Flat addressing (the IR's `flat`).
    Generic,
    /// LDS (the IR's `local`).
    Local,
    Private,
    Constant,
}

/// The synchronization scope (the one-address-space flag is separate).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Scope {
    SingleThread,
    Wavefront,
    Workgroup,
    Agent,
    System,
}

/// The memory ordering.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Order {
    NotAtomic,
    Monotonic,
    Acquire,
    Release,
    AcqRel,
    SeqCst,
}

/// How a non-atomic global access is marked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    Plain,
    Nontemporal,
    Volatile,
}

/// One memory access (or fence) to look up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Access {
    pub op: MemOp,
    pub order: Order,
    pub scope: Scope,
    /// A `*_one_as` scope: orders only the access's own address space.
    pub one_as: bool,
    /// Ignored for fences.
    pub space: Space,
    pub volatile: bool,
    pub nontemporal: bool,
    /// An `atomicrmw`/`cmpxchg` whose old value is used. GFX10 and later
    /// count such atomics on `vmcnt` and those without a result on
    /// `vscnt`, and the seed's "vm/vscnt(0)" waits for the atomic's own
    /// counter; ignored otherwise.
    pub rtn: bool,
}

/// The target features the tables distinguish.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Variant {
    /// Threadgroup-split mode: a workgroup's waves may run on several CUs
    /// (gfx90a and later; no LDS).
    pub tgsplit: bool,
    /// Changes no sequence; kept so the matrix covers it.
    pub xnack: bool,
    /// CU wavefront execution mode (GFX10-GFX12 `cumode`): a workgroup's
    /// waves share one CU and its L0; off (WGP mode) they may run on both
    /// CUs of a WGP.
    pub cumode: bool,
}

impl Variant {
    /// The variant a target's features select.
    pub fn of(target: &agc_isa::target::Target) -> Variant {
        use agc_isa::processors::FeatureSetting::On;
        Variant {
            tgsplit: target.id.tgsplit == On,
            xnack: target.id.xnack == On,
            cumode: target.cumode,
        }
    }
}

/// A step of a sequence around the memory instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// Wait for zero outstanding on the named counters: `s_waitcnt` for
    /// vmcnt/lgkmcnt, `s_waitcnt_vscnt null, 0` for the store counter of
    /// GFX10 and later (never set on earlier generations).
    Wait { vm: bool, lgkm: bool, vs: bool },
    /// `buffer_wbinvl1_vol`: invalidate the volatile lines of the L1.
    Wbinvl1Vol,
    /// `buffer_invl2` (gfx90a): invalidate non-coherent L2 lines.
    Invl2,
    /// `buffer_inv` with sc0/sc1 (gfx942): invalidate to a scope.
    Inv(CachePolicy),
    /// `buffer_wbl2` with sc0/sc1 (no bits on gfx90a): write back the L2.
    Wbl2(CachePolicy),
    /// `buffer_gl0_inv` (GFX10-GFX11): invalidate the CU's vector L0.
    Gl0Inv,
    /// `buffer_gl1_inv` (GFX10-GFX11): invalidate the shader array's L1.
    Gl1Inv,
    /// GFX12: wait for zero outstanding on each counter of the set, one
    /// `s_wait_<counter> 0x0` per counter (the instruction is the
    /// counter's row of `agc_isa::processors::GFX12_COUNTERS`).
    WaitSplit(Counters),
    /// GFX12 `global_inv` with this `scope:` (a [`CachePolicy`] holding
    /// only scope bits): invalidate the caches strictly below the scope.
    GlobalInv(CachePolicy),
    /// GFX12 `global_wb` with this `scope:`: write back to the scope.
    GlobalWb(CachePolicy),
}

impl Step {
    /// Whether the step is a wait (either generation's form).
    pub fn is_wait(&self) -> bool {
        matches!(self, Step::Wait { .. } | Step::WaitSplit(_))
    }
    /// Whether the wait covers loads (vmcnt; GFX12 loadcnt).
    pub fn waits_loads(&self) -> bool {
        match *self {
            Step::Wait { vm, .. } => vm,
            Step::WaitSplit(c) => c.has(WaitCounter::Load),
            _ => false,
        }
    }
    /// Whether the wait covers stores (vscnt; GFX12 storecnt).
    pub fn waits_stores(&self) -> bool {
        match *self {
            Step::Wait { vs, .. } => vs,
            Step::WaitSplit(c) => c.has(WaitCounter::Store),
            _ => false,
        }
    }
}

/// A set of GFX12 wait counters (bit `1 << WaitCounter as u8`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Counters(pub u8);

impl Counters {
    pub const fn of(c: WaitCounter) -> Counters {
        Counters(1 << c as u8)
    }
    pub const fn has(self, c: WaitCounter) -> bool {
        self.0 & 1 << c as u8 != 0
    }
    pub const fn with(self, c: WaitCounter) -> Counters {
        Counters(self.0 | 1 << c as u8)
    }
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The counters in the set, in [`WaitCounter`] order.
    pub fn iter(self) -> impl Iterator<Item = WaitCounter> {
        use WaitCounter::*;
        [Load, Store, Sample, Bvh, Km, Ds, Exp]
            .into_iter()
            .filter(move |&c| self.has(c))
    }
}

/// What [`lookup`] answers.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sequence {
    pub before: SmallVec<[Step; 3]>,
    /// Cache-policy bits of the memory instruction (none for a fence).
    pub bits: CachePolicy,
    pub after: SmallVec<[Step; 3]>,
}

/// When an item of a row applies: bit set of the modes it holds in, plus
/// the OpenCL omission and the generations of a shared table it skips.
///
/// The two modes are one fact under two names: whether a workgroup's
/// waves may sit behind different caches. That is threadgroup-split mode
/// on gfx90a/gfx942 (waves on several CUs) and WGP mode on GFX10-GFX12
/// (waves on both CUs of a WGP, `cumode` off); the seed's "omitted unless
/// tgsplit" and "omitted in CU wavefront execution mode" are the same
/// [`Cond::TG`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cond(pub u8);

impl Cond {
    /// Holds in tgsplit mode (GFX10-GFX11: WGP mode).
    pub const TG: Cond = Cond(1);
    /// Holds outside tgsplit mode (GFX10-GFX11: CU mode).
    pub const NTG: Cond = Cond(2);
    /// Always.
    pub const A: Cond = Cond(3);
    /// Never (a counter the wait does not name).
    pub const NO: Cond = Cond(0);
    /// Always, but omitted for OpenCL (one-address-space scopes).
    pub const X: Cond = Cond(3 | 4);
    /// Outside tgsplit mode, and omitted for OpenCL.
    pub const NX: Cond = Cond(2 | 4);
    /// In tgsplit (WGP) mode, and omitted for OpenCL.
    pub const TX: Cond = Cond(1 | 4);
    pub const OCL: u8 = 4;
    /// Omitted on GFX10 (table 82's "omit dlc=1 if GFX10").
    pub const NOT_GFX10: u8 = 8;
    /// Omitted on GFX11.
    pub const NOT_GFX11: u8 = 16;
    /// Only at system scope (table 84's `global_wb scope:SCOPE_SYS`,
    /// "omitted if agent scope").
    pub const SYS_ONLY: u8 = 32;

    /// This condition, except on the generations in `gens` (the
    /// `NOT_GFX*` bits).
    pub const fn except(self, gens: u8) -> Cond {
        Cond(self.0 | gens)
    }

    /// This condition, and only where `bits` ([`Cond::SYS_ONLY`]) hold
    /// as well.
    pub const fn only(self, bits: u8) -> Cond {
        Cond(self.0 | bits)
    }

    /// Whether the item applies in `m`.
    pub const fn holds(self, m: Mode) -> bool {
        let mode = if m.spread { 1 } else { 2 };
        self.0 & mode != 0
            && !(self.0 & Cond::OCL != 0 && m.one_as && !m.strict)
            && self.0 & m.skip == 0
            && (self.0 & Cond::SYS_ONLY == 0 || m.system)
    }
}

/// What a [`Cond`] is evaluated against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mode {
    /// A workgroup's waves may sit behind different caches (tgsplit, or
    /// WGP mode).
    pub spread: bool,
    /// A one-address-space scope (OpenCL).
    pub one_as: bool,
    /// Inside a seq_cst sequence: OpenCL omissions disregarded.
    pub strict: bool,
    /// The `NOT_GFX*` bit of the generation being compiled for, 0 when
    /// the table serves one generation.
    pub skip: u8,
    /// The access's scope is `system` ([`Cond::SYS_ONLY`]).
    pub system: bool,
}

/// One element of a row's sequence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Elem {
    /// The memory instruction itself, with cache bits that apply when
    /// the item's condition holds (the instruction is always there).
    Op(CachePolicy),
    /// A wait, each counter with its own condition. `own` is the
    /// seed's "vm/vscnt(0)": the counter the atomic itself is counted on
    /// (`vmcnt` with a returned value, `vscnt` without; GFX10+).
    Wait {
        vm: Cond,
        lgkm: Cond,
        vs: Cond,
        own: Cond,
    },
    Wbinvl1Vol,
    Invl2,
    Inv(CachePolicy),
    Wbl2(CachePolicy),
    Gl0Inv,
    Gl1Inv,
    /// GFX12: the memory instruction with `bits` and the `scope:` operand
    /// that table 83 gives the access's sync scope ([`gfx12::scope_of`]).
    OpScope(CachePolicy),
    /// GFX12: a wait, each split counter with its own condition; `own`
    /// is the atomic's own counter (loadcnt with a returned value,
    /// storecnt without), as [`Elem::Wait`]'s.
    WaitSplit {
        load: Cond,
        store: Cond,
        ds: Cond,
        sample: Cond,
        bvh: Cond,
        own: Cond,
    },
    /// GFX12 `global_inv` with a scope.
    GlobalInv(ScopeOperand),
    /// GFX12 `global_wb` with a scope.
    GlobalWb(ScopeOperand),
}

/// The `scope:` operand of a GFX12 cache instruction in a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScopeOperand {
    /// Written in the row (`global_inv scope:SCOPE_SE`).
    Fixed(CachePolicy),
    /// Table 83's for the access's sync scope (the row's bare
    /// `global_inv`).
    Table83,
}

/// A conditional element.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Item {
    pub cond: Cond,
    pub elem: Elem,
}

/// A row's machine code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Body {
    Seq(&'static [Item]),
    /// The seq_cst rows: these items, then the row of the same operation,
    /// scope and space with this ordering, all with OpenCL omissions
    /// disregarded.
    Then(&'static [Item], Order),
}

/// One row of a seed table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Row {
    pub ops: &'static [MemOp],
    pub order: Order,
    /// Empty for non-atomic rows (scope "none").
    pub scopes: &'static [Scope],
    /// Empty for fences (address space "none").
    pub spaces: &'static [Space],
    /// `Plain` for every atomic row.
    pub kind: Kind,
    pub body: Body,
    /// Where this row departs from the seed's text, what the seed says.
    pub erratum: Option<&'static str>,
}

// ---- Table-building shorthands (used by the per-generation files). ----

pub(crate) const NONE: CachePolicy = CachePolicy(0);
pub(crate) const GLC: CachePolicy = CachePolicy::GLC;
pub(crate) const GLC_SLC: CachePolicy = CachePolicy(CachePolicy::GLC.0 | CachePolicy::SLC.0);
pub(crate) const SC0: CachePolicy = CachePolicy::SC0;
pub(crate) const SC1: CachePolicy = CachePolicy::SC1;
pub(crate) const NT: CachePolicy = CachePolicy::NT;
pub(crate) const SC0_SC1: CachePolicy = CachePolicy(CachePolicy::SC0.0 | CachePolicy::SC1.0);
pub(crate) const SLC: CachePolicy = CachePolicy::SLC;
pub(crate) const DLC: CachePolicy = CachePolicy::DLC;

pub(crate) const fn op(bits: CachePolicy) -> Item {
    Item {
        cond: Cond::A,
        elem: Elem::Op(bits),
    }
}
/// The instruction, with `bits` only when `c` holds.
pub(crate) const fn op_if(bits: CachePolicy, c: Cond) -> Item {
    Item {
        cond: c,
        elem: Elem::Op(bits),
    }
}
pub(crate) const fn wait(vm: Cond, lgkm: Cond) -> Item {
    waits(vm, Cond::NO, lgkm)
}
/// A wait naming the store counter too (GFX10+).
pub(crate) const fn waits(vm: Cond, vs: Cond, lgkm: Cond) -> Item {
    Item {
        cond: Cond::A,
        elem: Elem::Wait {
            vm,
            lgkm,
            vs,
            own: Cond::NO,
        },
    }
}
/// The seed's "s_waitcnt vm/vscnt(0) & lgkmcnt(0)" after an atomic.
pub(crate) const fn wait_own(own: Cond, lgkm: Cond) -> Item {
    Item {
        cond: Cond::A,
        elem: Elem::Wait {
            vm: Cond::NO,
            lgkm,
            vs: Cond::NO,
            own,
        },
    }
}
pub(crate) const fn when(cond: Cond, it: Item) -> Item {
    Item {
        cond,
        elem: it.elem,
    }
}
pub(crate) const WBINVL1: Item = Item {
    cond: Cond::A,
    elem: Elem::Wbinvl1Vol,
};
pub(crate) const INVL2: Item = Item {
    cond: Cond::A,
    elem: Elem::Invl2,
};
pub(crate) const fn inv(bits: CachePolicy) -> Item {
    Item {
        cond: Cond::A,
        elem: Elem::Inv(bits),
    }
}
pub(crate) const fn wbl2(bits: CachePolicy) -> Item {
    Item {
        cond: Cond::A,
        elem: Elem::Wbl2(bits),
    }
}
pub(crate) const GL0_INV: Item = Item {
    cond: Cond::A,
    elem: Elem::Gl0Inv,
};
pub(crate) const GL1_INV: Item = Item {
    cond: Cond::A,
    elem: Elem::Gl1Inv,
};
pub(crate) const fn row(
    ops: &'static [MemOp],
    order: Order,
    scopes: &'static [Scope],
    spaces: &'static [Space],
    body: &'static [Item],
) -> Row {
    Row {
        ops,
        order,
        scopes,
        spaces,
        kind: Kind::Plain,
        body: Body::Seq(body),
        erratum: None,
    }
}
/// A non-atomic row.
pub(crate) const fn plain(
    ops: &'static [MemOp],
    spaces: &'static [Space],
    kind: Kind,
    body: &'static [Item],
) -> Row {
    Row {
        ops,
        order: Order::NotAtomic,
        scopes: &[],
        spaces,
        kind,
        body: Body::Seq(body),
        erratum: None,
    }
}
/// A seq_cst row: `prefix`, then the `then` row.
pub(crate) const fn seq_cst(
    ops: &'static [MemOp],
    scopes: &'static [Scope],
    spaces: &'static [Space],
    prefix: &'static [Item],
    then: Order,
) -> Row {
    Row {
        ops,
        order: Order::SeqCst,
        scopes,
        spaces,
        kind: Kind::Plain,
        body: Body::Then(prefix, then),
        erratum: None,
    }
}
impl Row {
    pub(crate) const fn erratum(mut self, note: &'static str) -> Row {
        self.erratum = Some(note);
        self
    }
}

pub(crate) mod sets {
    use super::{MemOp, Scope, Space};
    pub const LOAD: &[MemOp] = &[MemOp::Load];
    pub const STORE: &[MemOp] = &[MemOp::Store];
    pub const RMW: &[MemOp] = &[MemOp::Rmw];
    pub const FENCE: &[MemOp] = &[MemOp::Fence];
    pub const ST_WF: &[Scope] = &[Scope::SingleThread, Scope::Wavefront];
    pub const ST_WG: &[Scope] = &[Scope::SingleThread, Scope::Wavefront, Scope::Workgroup];
    pub const ST_AG: &[Scope] = &[
        Scope::SingleThread,
        Scope::Wavefront,
        Scope::Workgroup,
        Scope::Agent,
    ];
    pub const ALL: &[Scope] = &[
        Scope::SingleThread,
        Scope::Wavefront,
        Scope::Workgroup,
        Scope::Agent,
        Scope::System,
    ];
    pub const WG: &[Scope] = &[Scope::Workgroup];
    pub const AG: &[Scope] = &[Scope::Agent];
    pub const SYS: &[Scope] = &[Scope::System];
    pub const AG_SYS: &[Scope] = &[Scope::Agent, Scope::System];
    pub const NONATOMIC: &[Space] = &[
        Space::Global,
        Space::Generic,
        Space::Private,
        Space::Constant,
    ];
    pub const LOCAL: &[Space] = &[Space::Local];
    pub const GLOBAL: &[Space] = &[Space::Global];
    pub const GENERIC: &[Space] = &[Space::Generic];
    pub const G_GEN: &[Space] = &[Space::Global, Space::Generic];
    pub const G_L_GEN: &[Space] = &[Space::Global, Space::Local, Space::Generic];
    pub const L_GEN: &[Space] = &[Space::Local, Space::Generic];
    pub const NO_SPACE: &[Space] = &[];
}

/// Which memory-model table a processor follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Generation {
    /// Seed 002 table 79 (gfx900, gfx906, gfx908).
    Gfx6To9,
    /// Table 80.
    Gfx90a,
    /// Table 81 (gfx942, gfx950).
    Gfx942,
    /// Table 82 for GFX10 (the table keeps GFX10's differences; its
    /// processors are not mapped to it by [`Generation::of`] until their
    /// rows are checked against llc-22).
    Gfx10,
    /// Table 82 for GFX11.
    Gfx11,
    /// Tables 83 and 84 (gfx1200, gfx1201, gfx12-generic).
    Gfx12,
}

impl Generation {
    /// The table of `p`; `None` for a processor whose generation has no
    /// table here yet: the GFX10 processors (their rows of table 82 are
    /// not checked against llc yet), and the GFX6-GFX8 ones to come.
    pub fn of(p: Processor) -> Option<Generation> {
        use Processor::*;
        Some(match p {
            Gfx1010 | Gfx1011 | Gfx1012 | Gfx1013 | Gfx1030 | Gfx1031 | Gfx1032 | Gfx1033
            | Gfx1034 | Gfx1035 | Gfx1036 | Gfx101Generic | Gfx103Generic => return None,
            Gfx900 | Gfx902 | Gfx904 | Gfx906 | Gfx908 | Gfx909 | Gfx90c | Gfx9Generic => {
                Generation::Gfx6To9
            }
            Gfx90a => Generation::Gfx90a,
            // gfx9-4-generic: table 81 covers both of its members.
            Gfx942 | Gfx950 | Gfx94Generic => Generation::Gfx942,
            Gfx1100 | Gfx1101 | Gfx1102 | Gfx1103 | Gfx1150 | Gfx1151 | Gfx1152 | Gfx1153
            | Gfx11Generic => Generation::Gfx11,
            Gfx1200 | Gfx1201 | Gfx12Generic => Generation::Gfx12,
        })
    }
    pub fn table(self) -> &'static [Row] {
        match self {
            Generation::Gfx6To9 => gfx6_9::TABLE,
            Generation::Gfx90a => gfx90a::TABLE,
            Generation::Gfx942 => gfx942::TABLE,
            Generation::Gfx10 | Generation::Gfx11 => gfx10_11::TABLE,
            Generation::Gfx12 => gfx12::TABLE,
        }
    }
    /// Whether the generation has threadgroup-split mode at all.
    pub fn has_tgsplit(self) -> bool {
        matches!(self, Generation::Gfx90a | Generation::Gfx942)
    }
    /// Whether a workgroup's waves may sit behind different caches in
    /// variant `v` ([`Cond`]: tgsplit, or WGP mode).
    pub fn spread(self, v: Variant) -> bool {
        match self {
            Generation::Gfx6To9 => false,
            Generation::Gfx90a | Generation::Gfx942 => v.tgsplit,
            Generation::Gfx10 | Generation::Gfx11 | Generation::Gfx12 => !v.cumode,
        }
    }
    /// The [`Mode::skip`] bit of the generation in a shared table.
    pub fn skip(self) -> u8 {
        match self {
            Generation::Gfx10 => Cond::NOT_GFX10,
            Generation::Gfx11 => Cond::NOT_GFX11,
            _ => 0,
        }
    }
}

/// Why an access has no sequence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LookupError {
    /// No row of the table matches (a gap in the table or an access the
    /// seed does not allow, such as a store to constant memory).
    NoRow(Access),
    /// Two rows match: a table bug, reported rather than guessed.
    Ambiguous(Access),
    /// The processor's generation has no memory-model table yet.
    NoTable(Processor),
}

impl core::fmt::Display for LookupError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            LookupError::NoRow(a) => write!(f, "no memory-model row for {a:?}"),
            LookupError::Ambiguous(a) => write!(f, "two memory-model rows match {a:?}"),
            LookupError::NoTable(p) => write!(f, "no memory-model table for {p} yet"),
        }
    }
}

/// The stronger ordering of a `cmpxchg`'s success and failure orderings,
/// which the table rows of `atomicrmw` then apply to.
pub fn cmpxchg_ordering(success: Order, failure: Order) -> Order {
    use Order::*;
    match (success, failure) {
        (Release, Acquire) | (Acquire, Release) => AcqRel,
        // Otherwise the orderings are comparable and the enum is in
        // strength order.
        (s, f) => s.max(f),
    }
}

/// The access as the seed's preamble says the rows see it.
pub fn normalize(mut a: Access) -> Access {
    use Order::*;
    if matches!(a.space, Space::Private | Space::Constant) && a.op != MemOp::Fence {
        a.order = NotAtomic;
    }
    a.order = match (a.op, a.order) {
        (MemOp::Load, AcqRel) => Acquire,
        (MemOp::Store, AcqRel) => Release,
        (MemOp::Load, Release) | (MemOp::Store, Acquire) => NotAtomic,
        (_, o) => o,
    };
    if a.order == NotAtomic {
        a.scope = Scope::System;
        a.one_as = false;
    } else {
        a.volatile = false;
        a.nontemporal = false;
    }
    if a.space == Space::Local && a.scope > Scope::Workgroup {
        a.scope = Scope::Workgroup;
    }
    a
}

fn matches(r: &Row, a: &Access) -> bool {
    let kind = if a.order != Order::NotAtomic || a.space == Space::Local {
        Kind::Plain
    } else if a.volatile {
        Kind::Volatile
    } else if a.nontemporal {
        Kind::Nontemporal
    } else {
        Kind::Plain
    };
    r.ops.contains(&a.op)
        && r.order == a.order
        && (r.scopes.is_empty() || r.scopes.contains(&a.scope))
        && (a.op == MemOp::Fence || r.spaces.contains(&a.space))
        && r.kind == kind
}

/// The row of `table` for a normalized access.
pub fn find_row(table: &'static [Row], a: &Access) -> Result<&'static Row, LookupError> {
    let mut it = table.iter().filter(|r| matches(r, a));
    let r = it.next().ok_or(LookupError::NoRow(*a))?;
    if it.next().is_some() {
        return Err(LookupError::Ambiguous(*a));
    }
    Ok(r)
}

fn eval(items: &[Item], a: &Access, m: Mode, seq: &mut Sequence, after: &mut bool) {
    for it in items {
        let holds = it.cond.holds(m);
        let step = match it.elem {
            Elem::Op(bits) => {
                *after = true;
                if holds {
                    seq.bits = CachePolicy(seq.bits.0 | bits.0);
                }
                continue;
            }
            _ if !holds => continue,
            Elem::Wait { vm, lgkm, vs, own } => {
                let own = own.holds(m);
                let vm = vm.holds(m) || own && a.rtn;
                let vs = vs.holds(m) || own && !a.rtn;
                let lgkm = lgkm.holds(m);
                if !vm && !lgkm && !vs {
                    continue;
                }
                Step::Wait { vm, lgkm, vs }
            }
            Elem::Wbinvl1Vol => Step::Wbinvl1Vol,
            Elem::Invl2 => Step::Invl2,
            Elem::Inv(b) => Step::Inv(b),
            Elem::Wbl2(b) => Step::Wbl2(b),
            Elem::Gl0Inv => Step::Gl0Inv,
            Elem::Gl1Inv => Step::Gl1Inv,
            Elem::OpScope(bits) => {
                *after = true;
                let scope = gfx12::scope_of(a, m);
                seq.bits = CachePolicy(seq.bits.0 | bits.0 | scope.0);
                continue;
            }
            Elem::WaitSplit {
                load,
                store,
                ds,
                sample,
                bvh,
                own,
            } => {
                use WaitCounter as W;
                let own = own.holds(m);
                let mut c = Counters::default();
                for (cond, w) in [
                    (load.holds(m) || own && a.rtn, W::Load),
                    (store.holds(m) || own && !a.rtn, W::Store),
                    (ds.holds(m), W::Ds),
                    (sample.holds(m), W::Sample),
                    (bvh.holds(m), W::Bvh),
                ] {
                    if cond {
                        c = c.with(w);
                    }
                }
                if c.is_empty() {
                    continue;
                }
                Step::WaitSplit(c)
            }
            Elem::GlobalInv(s) => Step::GlobalInv(gfx12::operand(s, a, m)),
            Elem::GlobalWb(s) => Step::GlobalWb(gfx12::operand(s, a, m)),
        };
        let list = if *after {
            &mut seq.after
        } else {
            &mut seq.before
        };
        // Adjacent split waits of one row are one wait (a row may give a
        // counter a condition of its own in a second item).
        if let (Step::WaitSplit(new), Some(Step::WaitSplit(old))) = (step, list.last_mut()) {
            *old = Counters(old.0 | new.0);
        } else {
            list.push(step);
        }
    }
}

/// The sequence for `a` on a processor of generation `g` in variant `v`.
pub fn lookup_in(g: Generation, a: Access, v: Variant) -> Result<Sequence, LookupError> {
    let table = g.table();
    let a = normalize(a);
    let m = Mode {
        spread: g.spread(v),
        one_as: a.one_as,
        strict: false,
        skip: g.skip(),
        system: a.scope == Scope::System,
    };
    let r = find_row(table, &a)?;
    let mut seq = Sequence::default();
    let mut after = false;
    match r.body {
        Body::Seq(items) => eval(items, &a, m, &mut seq, &mut after),
        Body::Then(prefix, order) => {
            let m = Mode { strict: true, ..m };
            eval(prefix, &a, m, &mut seq, &mut after);
            let b = Access { order, ..a };
            let then = find_row(table, &b)?;
            match then.body {
                Body::Seq(items) => eval(items, &b, m, &mut seq, &mut after),
                Body::Then(..) => return Err(LookupError::Ambiguous(a)),
            }
        }
    }
    // A fence has no instruction: everything it does comes "before".
    if a.op == MemOp::Fence {
        let after = core::mem::take(&mut seq.after);
        seq.before.extend(after);
    }
    Ok(seq)
}

/// The sequence for `a` on processor `p` in variant `v`.
pub fn lookup(p: Processor, a: Access, v: Variant) -> Result<Sequence, LookupError> {
    lookup_in(Generation::of(p).ok_or(LookupError::NoTable(p))?, a, v)
}

/// The memory side of a workgroup barrier (the IR's `barrier`, what a
/// front end writes as a workgroup-scope release fence, `s_barrier`, and
/// a workgroup-scope acquire fence): [`Sequence::before`] holds the
/// release fence's steps, to emit before `s_barrier`, and
/// [`Sequence::after`] the acquire fence's, to emit after it. Both come
/// from the fence rows of the processor's table, so in threadgroup-split
/// mode, where the waves of a workgroup may run on different CUs with
/// their own L1, the acquire brings its L1 invalidate (`buffer_wbinvl1_vol`
/// on gfx90a, `buffer_inv sc0` on gfx942), and outside it nothing but
/// waits, which the wait pass drops after the drain before `s_barrier`.
pub fn barrier(p: Processor, v: Variant) -> Result<Sequence, LookupError> {
    let fence = |order| Access {
        op: MemOp::Fence,
        order,
        scope: Scope::Workgroup,
        one_as: false,
        space: Space::Global,
        volatile: false,
        nontemporal: false,
        rtn: false,
    };
    let release = lookup(p, fence(Order::Release), v)?;
    let acquire = lookup(p, fence(Order::Acquire), v)?;
    Ok(Sequence {
        before: release.before,
        bits: CachePolicy::default(),
        after: acquire.before,
    })
}

/// What a workgroup barrier must drain before `s_barrier` for its memory
/// side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Drains {
    /// Loads: vmcnt (GFX12 loadcnt).
    pub vm: bool,
    /// LDS and scalar memory: lgkmcnt (GFX12 dscnt and kmcnt).
    pub lgkm: bool,
    /// The store counter (GFX10+).
    pub vs: bool,
}

/// The counters a workgroup barrier must drain before `s_barrier` for its
/// memory side: `vm` (and `vs`) as a workgroup-scope `acq_rel` fence on
/// all address spaces waits for them (what the IR's `barrier` orders; on
/// gfx90a and gfx942 only in tgsplit mode, on GFX10-GFX11 only in WGP
/// mode), `lgkm` always: LDS stores must be visible to the workgroup after
/// the barrier, and llc-22 keeps `lgkmcnt(0)` before `s_barrier` in
/// tgsplit mode too, where the fence row alone would not. A processor the
/// tables do not cover gets all.
pub fn barrier_drains(p: Processor, v: Variant) -> Drains {
    let a = Access {
        op: MemOp::Fence,
        order: Order::AcqRel,
        scope: Scope::Workgroup,
        one_as: false,
        space: Space::Global,
        volatile: false,
        nontemporal: false,
        rtn: false,
    };
    let Ok(seq) = lookup(p, a, v) else {
        return Drains {
            vm: true,
            lgkm: true,
            vs: true,
        };
    };
    let mut d = Drains {
        vm: false,
        lgkm: true,
        vs: false,
    };
    for s in seq.before.iter().chain(&seq.after) {
        d.vm |= s.waits_loads();
        d.vs |= s.waits_stores();
    }
    d
}
