//! `s_waitcnt` (GFX12: `s_wait_*cnt`) insertion.
//!
//! Role: memory instructions return their results asynchronously; the
//! wave only learns that they finished through counters, on GFX9 three
//! (seed 004, section 4.4; GFX10+ add a store counter, GFX12 splits them
//! further, see "Counter facts"): `vmcnt` (vector memory), `lgkmcnt` (LDS, GDS, scalar
//! memory, messages) and `expcnt` (exports and GDS data read-out). Before
//! an instruction touches a register an outstanding operation will still
//! write (RAW, WAW) or still read (WAR on GDS data), this pass inserts
//! `s_waitcnt` with the largest counts that are still correct, right
//! before that instruction — never after every load.
//!
//! # Algorithm
//!
//! Per counter the state keeps a score interval `(lb, ub]`: every event
//! (an issued instruction that bumps the counter) takes the next score
//! `ub + 1`; events with scores `<= lb` are known complete. Each register
//! keeps, per counter, the score of the event that will write it (or, for
//! a counter tracking data, still read it). A register with score `s > lb`
//! is pending; if the counter returns in order, waiting until at most
//! `ub - s` events are outstanding is enough, else only a wait for 0 is.
//! Waiting for `n` raises `lb` to `ub - n`.
//!
//! Blocks are analysed to a fixpoint over the CFG: the in-state of a block
//! is the join of its predecessors' out-states (per register the most
//! recent pending score, with the intervals aligned at their upper ends),
//! and a worklist revisits successors whose in-state grew, so a load
//! pending around a loop's back edge is seen at the loop header. Then a
//! last walk over every block inserts the waits.
//!
//! # The trick that makes loops terminate
//!
//! Scores are relative and clamped at block exit (`State::normalize`):
//! the interval is rebased to `lb = 0`, and a register more than `max`
//! events old keeps distance `max` (it would be waited for with the
//! counter's maximum either way). States therefore live in a finite
//! lattice; in-states only grow by join, so the worklist stops.
//!
//! # Soft waits
//!
//! The `s_waitcnt`s already in the code (the memory model's, and the
//! drain selection puts before every `s_barrier`) say "at most `n`
//! outstanding"; where the state proves that at most `n` can be, the field
//! constrains nothing and is dropped, and a wait left with no field is
//! removed (`State::relax`): a fence after a wait the data already
//! needed costs nothing, as in llc-22. The pending count bounds the
//! hardware counter except while SMEM is pending (it may count more than
//! once per instruction), so then only "nothing pending" drops `lgkmcnt`.
//! The wait right before `s_barrier` further keeps only the counters the
//! barrier's memory side needs ([`crate::model::barrier_drains`]: no
//! `vmcnt` on gfx90a/gfx942 outside tgsplit mode, seed 002 tables 80/81),
//! when the caller names the variant (`insert_waitcnts_in`). The wait
//! opening a non-kernel function is kept whole: it covers the caller's
//! operations, which the analysis cannot see.
//!
//! # Loops
//!
//! The in-state of a loop header joins the entry path with the back
//! edge, so a value loaded before the loop and first read inside it is
//! waited for in every iteration, although only the first one can find it
//! outstanding. After the fixpoint, `hoist_out_of_loops` puts, at the
//! end of each entry block of a loop ([`crate::cfg::loops`]), a wait for
//! the registers the loop touches that are pending there and that no
//! event of the loop writes again (those may be waiting for the loop's
//! own event); the analysis then runs again and the in-loop waits vanish.
//! Placement only: any extra wait is correct, so loop detection is a
//! layout heuristic and never a correctness argument.
//!
//! # Counter facts (per generation, [`GenCounters`])
//!
//! Which events exist, which counter each bumps, and which of them return
//! in order with which others are rows of a table, not conditionals. GFX9
//! (seed 004 section 4.4; widths from the `s_waitcnt` layout):
//! - vmcnt, 6 bits (max 63): VMEM loads and stores return in issue order,
//!   reads and writes mixed.
//! - lgkmcnt, 4 bits (max 15): LDS in order among LDS, GDS among GDS,
//!   messages among messages; different kinds out of order with each
//!   other; scalar memory out of order even among itself. When more than
//!   one kind is pending, or any SMEM, only `lgkmcnt(0)` is meaningful.
//!   (SMEM bumps lgkmcnt per dword returned; since SMEM is always waited
//!   for with 0, counting it once per instruction is exact enough.)
//! - expcnt, 3 bits (max 7): GDS instructions hold their data VGPRs until
//!   read out; a later write to those VGPRs waits for expcnt.
//! - FLAT may address LDS or memory, so it bumps both vmcnt and lgkmcnt
//!   and may complete out of order with either: waiting for a FLAT result
//!   needs `vmcnt(0) lgkmcnt(0)` (as llc-22 does).
//!
//! GFX12 (seed 002, memory model GFX12; [`GFX12`]) splits the counters by
//! type, each with its own wait instruction and no `s_waitcnt` field:
//! loadcnt (the `Vm` column: loads, returning atomics, and `global_inv`),
//! storecnt (`Vs`: stores, non-returning atomics, `global_wb`), dscnt
//! (LDS, and FLAT's LDS side), kmcnt (scalar memory and messages),
//! samplecnt, bvhcnt, expcnt. The pass is the same: the counters are
//! columns, the events rows. Waits for loadcnt or storecnt together with
//! dscnt are one instruction (`s_wait_loadcnt_dscnt`,
//! `s_wait_storecnt_dscnt`, from [`GenCounters::combined`]): the waits the
//! pass adds come out combined, a needed wait right after a one-counter
//! wait it pairs with turns that wait into the combined form, and so do
//! two adjacent one-counter waits of the memory model (one `s_wait_*` per
//! counter from selection). A relaxed combined wait may become a
//! one-counter wait.
//!
//! Decisions, with their grounds:
//! - VMEM store data is read at issue on GFX9 (seed 004 table 8 only asks
//!   for 1 wait state before overwriting the data of a >64-bit store; that
//!   is the hazard pass's job), so a store never makes a later write of
//!   its data registers wait for vmcnt. Two VMEM loads writing the same
//!   register need no wait between them (in order); other WAW cases do.
//! - `s_barrier`: on gfx900/gfx906/gfx908 every outstanding counter is
//!   waited for to 0 before it; gfx90a and later have the back-off barrier
//!   and need nothing ([`BARRIER_DRAINS`], checked against llc-22 output).
//! - `s_swappc_b64` / `s_setpc_b64` (calls, returns, indirect jumps): all
//!   outstanding counters are drained, so a callee agc compiled starts
//!   with nothing pending, and a caller resumes after a call with nothing
//!   pending (llc-22's GFX9 functions also drain before returning).
//! - A non-kernel function's entry: the calling convention guarantees
//!   nothing about the counters (seed 002 only says the waits the callee
//!   needs to use memory were done), and a caller compiled by llc-22 does
//!   not drain before `s_swappc_b64` (its callees wait on entry), so a
//!   load into a register the callee saves or reuses may still be in
//!   flight. [`wait_at_function_entry`] starts such a function with
//!   `s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)` as llc-22 does; the
//!   analysis then starts from nothing pending, which that wait makes
//!   true.
//! - `s_endpgm` needs no wait. Existing `s_waitcnt`s are honoured as
//!   soft waits (above); a needed wait right after one is folded into it.

// Counters index several parallel per-counter arrays at once.
#![allow(clippy::needless_range_loop)]

use crate::cfg::{loops, predecessors, successors};
use crate::model::{self, Drains, Variant};
use agc_isa::insts::{Format, Implicit, OpKind, Opcode};
use agc_isa::minst::{flags, MInst, Operand};
use agc_isa::mir::{branch_target, ends_flow, Block};
use agc_isa::processors::{
    procset, CombinedWait, Generation, ProcSet, Processor, WaitCounter, GFX12_COMBINED_WAITS,
};
use agc_isa::regs::{Reg, RegFile};
use agc_isa::target::Target;
use smallvec::SmallVec;
use std::collections::BTreeSet;

/// A wait counter: a column of every generation's table ([`GenCounters`]),
/// absent where the generation does not have it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counter {
    /// Vector-memory loads: `vmcnt` (GFX12: `loadcnt`).
    Vm = 0,
    /// LDS, GDS, scalar memory and messages together (before GFX12).
    Lgkm = 1,
    /// Exports and GDS data (`expcnt`).
    Exp = 2,
    /// Vector-memory stores: `vscnt` (GFX10-GFX11), `storecnt` (GFX12).
    Vs = 3,
    /// LDS alone (GFX12 `dscnt`).
    Ds = 4,
    /// Scalar memory and returning messages (GFX12 `kmcnt`).
    Km = 5,
    /// Image samples (GFX12 `samplecnt`).
    Sample = 6,
    /// Ray-tracing BVH operations (GFX12 `bvhcnt`).
    Bvh = 7,
}
const NCNT: usize = 8;
const COUNTERS: [Counter; NCNT] = [
    Counter::Vm,
    Counter::Lgkm,
    Counter::Exp,
    Counter::Vs,
    Counter::Ds,
    Counter::Km,
    Counter::Sample,
    Counter::Bvh,
];

impl Counter {
    /// The column of a split counter of the isa's tables.
    pub fn of_split(c: WaitCounter) -> Counter {
        match c {
            WaitCounter::Load => Counter::Vm,
            WaitCounter::Store => Counter::Vs,
            WaitCounter::Sample => Counter::Sample,
            WaitCounter::Bvh => Counter::Bvh,
            WaitCounter::Km => Counter::Km,
            WaitCounter::Ds => Counter::Ds,
            WaitCounter::Exp => Counter::Exp,
        }
    }
}

/// What a counter's per-register score records.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Track {
    /// Registers an event will write: reads (RAW) and writes (WAW) wait.
    Results,
    /// Registers an event still reads: writes (WAR) wait.
    Data,
}

/// One counter of a generation.
#[derive(Clone, Copy, Debug)]
pub struct CounterInfo {
    pub counter: Counter,
    /// Largest count the `s_waitcnt` field holds.
    pub max: u32,
    pub track: Track,
    /// Bit pieces of the field in the `s_waitcnt` immediate, low piece
    /// first: `(shift, width)`; empty for a counter waited for by an
    /// instruction of its own ([`CounterInfo::own`]) or absent.
    pub field: &'static [(u8, u8)],
    /// The instruction that waits for this counter alone, when it is
    /// not a field of `s_waitcnt`: `op null, n` (`s_waitcnt_vscnt`) or,
    /// where its row has one operand, `op n` (GFX12 `s_wait_loadcnt`).
    pub own: Option<Opcode>,
}

impl CounterInfo {
    /// A counter the generation does not have: no event bumps it.
    const fn absent(counter: Counter) -> CounterInfo {
        CounterInfo {
            counter,
            max: 0,
            track: Track::Results,
            field: &[],
            own: None,
        }
    }
}

/// Things that bump a counter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// VMEM loads and atomics that return a value.
    VmemLoad,
    /// VMEM stores and atomics without a returned value.
    VmemStore,
    /// The memory side of a FLAT load (or returning atomic).
    FlatVm,
    Smem,
    Lds,
    Gds,
    Msg,
    FlatLgkm,
    GdsData,
    /// The memory side of a FLAT store (or non-returning atomic).
    FlatVmStore,
}
const NEV: usize = 10;

/// One event kind of a generation: its counter and ordering.
#[derive(Clone, Copy, Debug)]
pub struct EventInfo {
    pub event: Event,
    pub counter: Counter,
    /// Events of one group return in issue order with each other (when
    /// `in_order`); different groups on one counter never do.
    pub group: u8,
    pub in_order: bool,
}

/// The counter facts of one generation.
#[derive(Debug)]
pub struct GenCounters {
    pub counters: [CounterInfo; NCNT],
    /// Indexed by `Event as usize`.
    pub events: [EventInfo; NEV],
    /// Instructions that wait for two counters at once (GFX12
    /// `s_wait_loadcnt_dscnt`): a wait for both becomes one of them.
    pub combined: &'static [CombinedWait],
}

/// GFX9 (seed 004 section 4.4; field layout as `agc_isa::print` encodes
/// it: vmcnt 3:0 and 15:14, expcnt 6:4, lgkmcnt 11:8).
#[rustfmt::skip]
pub static GFX9: GenCounters = GenCounters {
    counters: [
        CounterInfo { counter: Counter::Vm, max: 63, track: Track::Results, field: &[(0, 4), (14, 2)], own: None },
        CounterInfo { counter: Counter::Lgkm, max: 15, track: Track::Results, field: &[(8, 4)], own: None },
        CounterInfo { counter: Counter::Exp, max: 7, track: Track::Data, field: &[(4, 3)], own: None },
        CounterInfo::absent(Counter::Vs),
        CounterInfo::absent(Counter::Ds),
        CounterInfo::absent(Counter::Km),
        CounterInfo::absent(Counter::Sample),
        CounterInfo::absent(Counter::Bvh),
    ],
    events: [
        EventInfo { event: Event::VmemLoad, counter: Counter::Vm, group: 0, in_order: true },
        EventInfo { event: Event::VmemStore, counter: Counter::Vm, group: 0, in_order: true },
        EventInfo { event: Event::FlatVm, counter: Counter::Vm, group: 1, in_order: false },
        EventInfo { event: Event::Smem, counter: Counter::Lgkm, group: 2, in_order: false },
        EventInfo { event: Event::Lds, counter: Counter::Lgkm, group: 3, in_order: true },
        EventInfo { event: Event::Gds, counter: Counter::Lgkm, group: 4, in_order: true },
        EventInfo { event: Event::Msg, counter: Counter::Lgkm, group: 5, in_order: true },
        EventInfo { event: Event::FlatLgkm, counter: Counter::Lgkm, group: 1, in_order: false },
        EventInfo { event: Event::GdsData, counter: Counter::Exp, group: 6, in_order: true },
        EventInfo { event: Event::FlatVmStore, counter: Counter::Vm, group: 1, in_order: false },
    ],
    combined: &[],
};

/// The events of GFX10 and GFX11 and the counters they increment (seed
/// 002 gives the two one memory-model table): loads in vmcnt, stores and
/// atomics without return in vscnt, LDS/GDS/SMEM/messages in lgkmcnt.
#[rustfmt::skip]
const RDNA_EVENTS: [EventInfo; NEV] = [
    EventInfo { event: Event::VmemLoad, counter: Counter::Vm, group: 0, in_order: true },
    EventInfo { event: Event::VmemStore, counter: Counter::Vs, group: 0, in_order: true },
    EventInfo { event: Event::FlatVm, counter: Counter::Vm, group: 1, in_order: false },
    EventInfo { event: Event::Smem, counter: Counter::Lgkm, group: 2, in_order: false },
    EventInfo { event: Event::Lds, counter: Counter::Lgkm, group: 3, in_order: true },
    EventInfo { event: Event::Gds, counter: Counter::Lgkm, group: 4, in_order: true },
    EventInfo { event: Event::Msg, counter: Counter::Lgkm, group: 5, in_order: true },
    EventInfo { event: Event::FlatLgkm, counter: Counter::Lgkm, group: 1, in_order: false },
    EventInfo { event: Event::GdsData, counter: Counter::Exp, group: 6, in_order: true },
    EventInfo { event: Event::FlatVmStore, counter: Counter::Vs, group: 1, in_order: false },
];

/// GFX10: the counters and events of GFX11 (seed 002 gives GFX10 and
/// GFX11 one memory-model table: vscnt counts stores and atomics without
/// return apart from loads), in GFX10's `s_waitcnt` layout
/// (`agc_isa::processors::GenerationInfo::waitcnt`: vmcnt 3:0 and 15:14,
/// expcnt 6:4, lgkmcnt 13:8, read off llvm-mc -mcpu=gfx1030).
#[rustfmt::skip]
pub static GFX10: GenCounters = GenCounters {
    counters: [
        CounterInfo { counter: Counter::Vm, max: 63, track: Track::Results, field: &[(0, 4), (14, 2)], own: None },
        CounterInfo { counter: Counter::Lgkm, max: 63, track: Track::Results, field: &[(8, 6)], own: None },
        CounterInfo { counter: Counter::Exp, max: 7, track: Track::Data, field: &[(4, 3)], own: None },
        CounterInfo { counter: Counter::Vs, max: 63, track: Track::Results, field: &[], own: Some(Opcode::SWaitcntVscnt) },
        CounterInfo::absent(Counter::Ds),
        CounterInfo::absent(Counter::Km),
        CounterInfo::absent(Counter::Sample),
        CounterInfo::absent(Counter::Bvh),
    ],
    events: RDNA_EVENTS,
    combined: &[],
};

/// GFX11 (seed 002, memory model GFX10-GFX11: "vmcnt reports loads,
/// atomics with return and samples in order, vscnt reports stores and
/// atomics without return in order"; field layout from
/// `agc_isa::processors::GenerationInfo::waitcnt`: vmcnt 15:10, lgkmcnt
/// 9:4, expcnt 2:0, each checked against llvm-mc by the isa tests).
/// Loads and stores no longer share a counter, so a load never waits for
/// an older store. LDS, GDS, SMEM and messages order as on GFX9.
#[rustfmt::skip]
pub static GFX11: GenCounters = GenCounters {
    counters: [
        CounterInfo { counter: Counter::Vm, max: 63, track: Track::Results, field: &[(10, 6)], own: None },
        CounterInfo { counter: Counter::Lgkm, max: 63, track: Track::Results, field: &[(4, 6)], own: None },
        CounterInfo { counter: Counter::Exp, max: 7, track: Track::Data, field: &[(0, 3)], own: None },
        CounterInfo { counter: Counter::Vs, max: 63, track: Track::Results, field: &[], own: Some(Opcode::SWaitcntVscnt) },
        CounterInfo::absent(Counter::Ds),
        CounterInfo::absent(Counter::Km),
        CounterInfo::absent(Counter::Sample),
        CounterInfo::absent(Counter::Bvh),
    ],
    events: RDNA_EVENTS,
    combined: &[],
};

/// GFX12 (seed 002, memory model GFX12: "completion is reported in order
/// within a type, but may be out of order between types"; the types and
/// their waits are LDS `s_wait_dscnt`, loads `s_wait_loadcnt`, stores
/// `s_wait_storecnt`, samples `s_wait_samplecnt`, BVH `s_wait_bvhcnt`;
/// scalar memory `s_wait_kmcnt`). The lgkmcnt of earlier generations is
/// split into dscnt (LDS, and FLAT's LDS side) and kmcnt (SMEM, messages),
/// so an LDS result never waits for a scalar load. Every counter has its
/// own wait instruction and no `s_waitcnt` field; the maxima are the
/// isa's [`agc_isa::processors::GFX12_COUNTERS`] (a unit test checks
/// them), and a wait for loadcnt or storecnt together with dscnt is one
/// instruction ([`agc_isa::processors::GFX12_COMBINED_WAITS`]).
#[rustfmt::skip]
pub static GFX12: GenCounters = GenCounters {
    counters: [
        CounterInfo { counter: Counter::Vm, max: 63, track: Track::Results, field: &[], own: Some(Opcode::SWaitLoadcnt) },
        CounterInfo::absent(Counter::Lgkm),
        CounterInfo { counter: Counter::Exp, max: 7, track: Track::Data, field: &[], own: Some(Opcode::SWaitExpcnt) },
        CounterInfo { counter: Counter::Vs, max: 63, track: Track::Results, field: &[], own: Some(Opcode::SWaitStorecnt) },
        CounterInfo { counter: Counter::Ds, max: 63, track: Track::Results, field: &[], own: Some(Opcode::SWaitDscnt) },
        CounterInfo { counter: Counter::Km, max: 31, track: Track::Results, field: &[], own: Some(Opcode::SWaitKmcnt) },
        CounterInfo { counter: Counter::Sample, max: 63, track: Track::Results, field: &[], own: Some(Opcode::SWaitSamplecnt) },
        CounterInfo { counter: Counter::Bvh, max: 7, track: Track::Results, field: &[], own: Some(Opcode::SWaitBvhcnt) },
    ],
    events: [
        EventInfo { event: Event::VmemLoad, counter: Counter::Vm, group: 0, in_order: true },
        EventInfo { event: Event::VmemStore, counter: Counter::Vs, group: 0, in_order: true },
        EventInfo { event: Event::FlatVm, counter: Counter::Vm, group: 1, in_order: false },
        EventInfo { event: Event::Smem, counter: Counter::Km, group: 2, in_order: false },
        EventInfo { event: Event::Lds, counter: Counter::Ds, group: 3, in_order: true },
        EventInfo { event: Event::Gds, counter: Counter::Ds, group: 4, in_order: true },
        EventInfo { event: Event::Msg, counter: Counter::Km, group: 5, in_order: true },
        EventInfo { event: Event::FlatLgkm, counter: Counter::Ds, group: 1, in_order: false },
        EventInfo { event: Event::GdsData, counter: Counter::Exp, group: 6, in_order: true },
        EventInfo { event: Event::FlatVmStore, counter: Counter::Vs, group: 1, in_order: false },
    ],
    combined: &GFX12_COMBINED_WAITS,
};

/// Processors whose `s_barrier` does not wait for outstanding memory
/// itself (no back-off barrier): all counters drain before it (llc-22).
pub const BARRIER_DRAINS: ProcSet = procset::PRE_GFX90A;

/// The counter table of `p`'s generation.
pub fn counters_of(p: Processor) -> &'static GenCounters {
    match p.info().generation {
        Generation::Gfx9 => &GFX9,
        Generation::Gfx10 => &GFX10,
        Generation::Gfx11 => &GFX11,
        Generation::Gfx12 => &GFX12,
    }
}

/// Per counter, the count to wait for; `NO_WAIT` = none.
pub type Wait = [u32; NCNT];
const NO_WAIT: u32 = u32::MAX;

impl GenCounters {
    /// The `s_waitcnt` immediate for `w`'s counters that are fields of
    /// it (absent counters at their max).
    pub fn encode(&self, w: &Wait) -> i32 {
        let mut v = 0u32;
        for ci in self.counters.iter().filter(|c| !c.field.is_empty()) {
            let mut x = w[ci.counter as usize].min(ci.max);
            for &(shift, width) in ci.field {
                v |= (x & ((1 << width) - 1)) << shift;
                x >>= width;
            }
        }
        v as i32
    }
    /// The counts an `s_waitcnt` immediate waits for.
    pub fn decode(&self, imm: i32) -> Wait {
        let mut w = [NO_WAIT; NCNT];
        for ci in self.counters.iter().filter(|c| !c.field.is_empty()) {
            let (mut x, mut at) = (0u32, 0u32);
            for &(shift, width) in ci.field {
                x |= (imm as u32 >> shift & ((1 << width) - 1)) << at;
                at += width as u32;
            }
            w[ci.counter as usize] = x;
        }
        w
    }

    /// What a wait instruction waits for: `s_waitcnt imm`, or a
    /// counter's own `op null, n`; `None` for anything else (or an
    /// operand that is not an immediate).
    pub fn wait_of(&self, inst: &MInst) -> Option<Wait> {
        if inst.opcode == Opcode::SWaitcnt {
            return match inst.operands.first() {
                Some(&Operand::Imm(v)) => Some(self.decode(v)),
                _ => None,
            };
        }
        if let Some(cw) = self.combined.iter().find(|c| c.wait == inst.opcode) {
            let Some(&Operand::Imm(n)) = inst.operands.first() else {
                return None;
            };
            let mut w = [NO_WAIT; NCNT];
            for &(c, shift, width) in &cw.fields {
                w[Counter::of_split(c) as usize] = (n as u32 >> shift) & ((1 << width) - 1);
            }
            return Some(w);
        }
        let ci = self.counters.iter().find(|c| c.own == Some(inst.opcode))?;
        let Some(&Operand::Imm(n)) = inst.operands.get(own_count_at(inst.opcode)) else {
            return None;
        };
        let mut w = [NO_WAIT; NCNT];
        w[ci.counter as usize] = n as u32;
        Some(w)
    }

    /// The combined wait instruction covering counters `a` and `b`.
    fn combined_of(&self, a: usize, b: usize) -> Option<&'static CombinedWait> {
        self.combined.iter().find(|cw| {
            let [x, y] = cw.fields.map(|f| Counter::of_split(f.0) as usize);
            (x, y) == (a, b) || (x, y) == (b, a)
        })
    }

    /// The instructions that wait for `w`: `s_waitcnt` for its fields,
    /// then each counter of its own with its instruction.
    pub fn wait_insts(&self, w: &Wait) -> SmallVec<[MInst; 2]> {
        let mut out = SmallVec::new();
        let fields = self
            .counters
            .iter()
            .any(|c| !c.field.is_empty() && w[c.counter as usize] != NO_WAIT);
        if fields {
            out.push(MInst::new(
                Opcode::SWaitcnt,
                &[Operand::Imm(self.encode(w))],
            ));
        }
        // Pairs with a combined instruction first, in its table's order;
        // each counter is waited for by one instruction.
        let mut done = [false; NCNT];
        for cw in self.combined {
            let cs = cw.fields.map(|f| Counter::of_split(f.0) as usize);
            if cs.iter().any(|&c| done[c] || w[c] == NO_WAIT) {
                continue;
            }
            let mut imm = 0u32;
            for (&(_, shift, width), &c) in cw.fields.iter().zip(&cs) {
                imm |= w[c].min(self.counters[c].max).min((1 << width) - 1) << shift;
                done[c] = true;
            }
            out.push(MInst::new(cw.wait, &[Operand::Imm(imm as i32)]));
        }
        for ci in &self.counters {
            if let (Some(op), n) = (ci.own, w[ci.counter as usize]) {
                if n != NO_WAIT && !done[ci.counter as usize] {
                    let n = Operand::Imm(n.min(ci.max) as i32);
                    out.push(if own_count_at(op) == 0 {
                        MInst::new(op, &[n])
                    } else {
                        MInst::new(op, &[Operand::Reg(Reg::NULL), n])
                    });
                }
            }
        }
        out
    }

    /// Whether a wait instruction `inst` can absorb the wait for counter
    /// `c`: it is the instruction that waits for `c`, or a combined wait
    /// naming `c`.
    fn absorbs(&self, inst: &MInst, c: usize) -> bool {
        let ci = &self.counters[c];
        let combined = self.combined.iter().any(|cw| {
            cw.wait == inst.opcode
                && cw
                    .fields
                    .iter()
                    .any(|f| Counter::of_split(f.0) as usize == c)
        });
        combined
            || match ci.own {
                Some(op) => inst.opcode == op,
                None => inst.opcode == Opcode::SWaitcnt && !ci.field.is_empty(),
            }
    }

    /// How many wait instructions can stand for one wait: one per counter
    /// the generation has (at least the four of GFX9-GFX11's search).
    fn wait_kinds(&self) -> usize {
        self.counters.iter().filter(|c| c.max > 0).count().max(4)
    }

    /// Whether the one-counter wait `inst` and a wait for counter `c` are
    /// one combined instruction together (GFX12: `s_wait_loadcnt` and
    /// `s_wait_dscnt` are `s_wait_loadcnt_dscnt`).
    fn combines(&self, inst: &MInst, c: usize) -> bool {
        self.counters
            .iter()
            .find(|ci| ci.own == Some(inst.opcode))
            .is_some_and(|ci| self.combined_of(ci.counter as usize, c).is_some())
    }
}

/// Where the count sits among the operands of a counter's own wait
/// instruction: after `null` (`s_waitcnt_vscnt null, n`) or alone (GFX12
/// `s_wait_loadcnt n`); read off the instruction's row.
fn own_count_at(op: Opcode) -> usize {
    op.info().operands.len().saturating_sub(1)
}

/// What the pass did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WaitStats {
    /// `s_waitcnt` instructions inserted.
    pub inserted: u32,
    /// Needed waits folded into an `s_waitcnt` right before.
    pub merged: u32,
    /// Waits (inserted or folded) that constrain each counter.
    pub vm: u32,
    pub lgkm: u32,
    pub exp: u32,
    pub vs: u32,
    /// GFX12's LDS, scalar-memory, sample and BVH counters.
    pub ds: u32,
    pub km: u32,
    pub sample: u32,
    pub bvh: u32,
    /// Block visits of the dataflow analysis.
    pub visits: u32,
    /// Existing waits (the memory model's) dropped because everything
    /// they wait for is already complete.
    pub removed: u32,
    /// Existing waits kept with fewer counters.
    pub relaxed: u32,
    /// Waits placed at a loop's entry for values loaded before it.
    pub hoisted: u32,
}

/// Register slots: scalar operand codes 0..128, then v0..v255, a0..a255.
const VGPR_BASE: usize = 128;
const AGPR_BASE: usize = VGPR_BASE + 256;
const NSLOTS: usize = AGPR_BASE + 256;

fn slots(r: Reg) -> core::ops::Range<usize> {
    let (base, first, limit) = match r.file {
        RegFile::Sgpr => (0, r.index as usize, VGPR_BASE),
        RegFile::Ttmp => (0, 108 + r.index as usize, VGPR_BASE),
        RegFile::Special => (0, r.index as usize, VGPR_BASE),
        RegFile::Vgpr => (VGPR_BASE, r.index as usize, 256),
        RegFile::Agpr => (AGPR_BASE, r.index as usize, 256),
    };
    let end = (first + r.len as usize).min(limit);
    let first = first.min(end);
    base + first..base + end
}

/// The pending-counter state at one program point.
#[derive(Clone, Debug, PartialEq, Eq)]
struct State {
    ub: [u32; NCNT],
    lb: [u32; NCNT],
    /// Score of the latest event of each kind.
    last: [u32; NEV],
    /// Per register slot with a score on some counter, those scores,
    /// sorted by slot. Sparse because few registers are ever pending at
    /// once: a block's in- and out-states are kept for every block, and a
    /// dense table of every slot made the fixpoint cost (and hold) several
    /// kilobytes per block, whatever the block contained.
    score: Vec<(u16, [u32; NCNT])>,
}

impl State {
    fn new() -> State {
        State {
            ub: [0; NCNT],
            lb: [0; NCNT],
            last: [0; NEV],
            score: Vec::new(),
        }
    }

    /// The scores of register slot `slot` (0: nothing pending).
    fn score_of(&self, slot: usize) -> [u32; NCNT] {
        match self.score.binary_search_by_key(&(slot as u16), |e| e.0) {
            Ok(i) => self.score[i].1,
            Err(_) => [0; NCNT],
        }
    }

    /// Sets the score of `slot` on counter `c` (non-zero).
    fn set_score(&mut self, slot: usize, c: usize, s: u32) {
        match self.score.binary_search_by_key(&(slot as u16), |e| e.0) {
            Ok(i) => self.score[i].1[c] = s,
            Err(i) => {
                let mut e = [0; NCNT];
                e[c] = s;
                self.score.insert(i, (slot as u16, e));
            }
        }
    }

    fn event_pending(&self, t: &GenCounters, e: usize) -> bool {
        let c = t.events[e].counter as usize;
        self.last[e] > self.lb[c]
    }

    /// Whether counter `c` can only be waited for with 0 right now.
    fn out_of_order(&self, t: &GenCounters, c: usize) -> bool {
        let mut group = None;
        for (e, ei) in t.events.iter().enumerate() {
            if ei.counter as usize != c || !self.event_pending(t, e) {
                continue;
            }
            if !ei.in_order || group.is_some_and(|g| g != ei.group) {
                return true;
            }
            group = Some(ei.group);
        }
        false
    }

    /// The count to wait for so that the event with `score` on `c` is done.
    fn need(&self, t: &GenCounters, c: usize, score: u32) -> u32 {
        if score <= self.lb[c] {
            NO_WAIT
        } else if self.out_of_order(t, c) {
            0
        } else {
            (self.ub[c] - score).min(t.counters[c].max)
        }
    }

    /// Whether waiting for `n` on `c` is a no-op here: at most `n` events
    /// can be outstanding. The pending count `ub - lb` bounds the hardware
    /// counter except under SMEM, which may bump it more than once per
    /// instruction; then only "nothing pending" is sure.
    fn satisfied(&self, t: &GenCounters, c: usize, n: u32) -> bool {
        let pend = self.ub[c] - self.lb[c];
        let smem = self.event_pending(t, Event::Smem as usize);
        let smem_counter = t.events[Event::Smem as usize].counter as usize;
        pend == 0 || (pend <= n && !(c == smem_counter && smem))
    }

    /// An existing `s_waitcnt` relaxed to the counters it still constrains
    /// (module doc, "soft waits"); `before_barrier` drops the counters the
    /// barrier's memory side does not need.
    fn relax(&self, t: &GenCounters, mut w: Wait, before_barrier: Option<Drains>) -> Wait {
        for c in 0..NCNT {
            if w[c] >= t.counters[c].max || self.satisfied(t, c, w[c]) {
                w[c] = NO_WAIT;
            }
        }
        if let Some(d) = before_barrier {
            for (c, keep) in [
                (Counter::Vm, d.vm),
                (Counter::Lgkm, d.lgkm),
                (Counter::Vs, d.vs),
                (Counter::Ds, d.lgkm),
                (Counter::Km, d.lgkm),
            ] {
                if !keep {
                    w[c as usize] = NO_WAIT;
                }
            }
        }
        w
    }

    fn apply(&mut self, t: &GenCounters, w: &Wait) {
        for c in 0..NCNT {
            let n = w[c];
            if n == NO_WAIT || self.ub[c] == self.lb[c] {
                continue;
            }
            if n == 0 {
                self.lb[c] = self.ub[c];
            } else if !self.out_of_order(t, c) {
                self.lb[c] = self.lb[c].max(self.ub[c].saturating_sub(n));
            }
        }
    }

    /// Rebase every counter to `lb = 0` and clamp distances at the max.
    fn normalize(&mut self, t: &GenCounters) {
        for c in 0..NCNT {
            let (ub, lb, max) = (self.ub[c], self.lb[c], t.counters[c].max);
            let pend = (ub - lb).min(max + 1);
            let base = ub - pend;
            let rebase = |s: u32| {
                if s <= lb {
                    0
                } else {
                    s.max(ub - max.min(ub)) - base
                }
            };
            for (_, sc) in self.score.iter_mut() {
                sc[c] = rebase(sc[c]);
            }
            for (e, ei) in t.events.iter().enumerate() {
                if ei.counter as usize == c {
                    self.last[e] = rebase(self.last[e]);
                }
            }
            self.ub[c] = pend;
            self.lb[c] = 0;
        }
        // Registers with nothing pending on any counter leave the list,
        // so equal states are equal lists.
        self.score.retain(|(_, sc)| sc.iter().any(|&x| x != 0));
    }

    /// Joins a normalized `other` into normalized `self`; whether `self`
    /// changed.
    fn join(&mut self, t: &GenCounters, other: &State) -> bool {
        let before = self.clone();
        let mut shifted = [0u32; NCNT];
        for c in 0..NCNT {
            let ub = self.ub[c].max(other.ub[c]);
            let (mine, theirs) = (ub - self.ub[c], ub - other.ub[c]);
            let shift = |s: u32, by: u32| if s == 0 { 0 } else { s + by };
            for (_, a) in self.score.iter_mut() {
                a[c] = shift(a[c], mine);
            }
            shifted[c] = theirs;
            for (e, ei) in t.events.iter().enumerate() {
                if ei.counter as usize == c {
                    self.last[e] = shift(self.last[e], mine).max(shift(other.last[e], theirs));
                }
            }
            self.ub[c] = ub;
        }
        // Merge `other`'s registers, shifted to the joint upper ends.
        let shift = |s: u32, by: u32| if s == 0 { 0 } else { s + by };
        let mut merged = Vec::with_capacity(self.score.len().max(other.score.len()));
        let (mut i, mut j) = (0, 0);
        while i < self.score.len() || j < other.score.len() {
            let a = self.score.get(i).map_or(u16::MAX, |e| e.0);
            let b = other.score.get(j).map_or(u16::MAX, |e| e.0);
            let mut e = [0; NCNT];
            if a <= b {
                e = self.score[i].1;
                i += 1;
            }
            if b <= a {
                let theirs = other.score[j].1;
                for c in 0..NCNT {
                    e[c] = e[c].max(shift(theirs[c], shifted[c]));
                }
                j += 1;
            }
            merged.push((a.min(b), e));
        }
        self.score = merged;
        *self != before
    }

    /// The wait `inst` needs before it issues.
    fn required(&self, t: &GenCounters, p: Processor, inst: &MInst) -> Wait {
        let mut w = [NO_WAIT; NCNT];
        let evs = events(inst);
        let info = inst.opcode.info();
        let read = |s: &State, r: Reg, w: &mut Wait| {
            for slot in slots(r) {
                for c in 0..NCNT {
                    if t.counters[c].track == Track::Results {
                        w[c] = w[c].min(s.need(t, c, s.score_of(slot)[c]));
                    }
                }
            }
        };
        let write = |s: &State, r: Reg, w: &mut Wait| {
            for slot in slots(r) {
                for c in 0..NCNT {
                    if t.counters[c].track == Track::Results && s.in_order_waw(t, c, &evs) {
                        continue;
                    }
                    w[c] = w[c].min(s.need(t, c, s.score_of(slot)[c]));
                }
            }
        };
        for (o, op) in info.operands.iter().zip(&inst.operands) {
            if let Operand::Reg(r) = op {
                if o.is_use() {
                    read(self, *r, &mut w);
                }
                if o.is_def() {
                    write(self, *r, &mut w);
                }
            }
        }
        let imp = info.implicit;
        for (bit, r) in [(Implicit::USE_VCC, Reg::VCC), (Implicit::USE_M0, Reg::M0)] {
            if imp.has(bit) {
                read(self, r, &mut w);
            }
        }
        for (bit, r) in [
            (Implicit::DEF_VCC, Reg::VCC),
            (Implicit::DEF_EXEC, Reg::EXEC),
        ] {
            if imp.has(bit) {
                write(self, r, &mut w);
            }
        }
        let drain = match inst.opcode {
            Opcode::SBarrier => BARRIER_DRAINS.contains(p),
            Opcode::SSwappcB64 | Opcode::SSetpcB64 => true,
            _ => false,
        };
        if drain {
            for c in 0..NCNT {
                if self.ub[c] > self.lb[c] {
                    w[c] = 0;
                }
            }
        }
        w
    }

    /// Whether a write by an instruction with events `evs` to a register
    /// pending on `c` lands in order after it anyway.
    fn in_order_waw(&self, t: &GenCounters, c: usize, evs: &[Event]) -> bool {
        let Some(mine) = evs
            .iter()
            .map(|&e| t.events[e as usize])
            .find(|ei| ei.counter as usize == c)
        else {
            return false;
        };
        mine.in_order
            && !self.out_of_order(t, c)
            && t.events.iter().enumerate().all(|(e, ei)| {
                ei.counter as usize != c || !self.event_pending(t, e) || ei.group == mine.group
            })
    }

    /// Records the events `inst` starts.
    fn issue(&mut self, t: &GenCounters, inst: &MInst) {
        let info = inst.opcode.info();
        for e in events(inst) {
            let c = t.events[e as usize].counter as usize;
            self.ub[c] += 1;
            let s = self.ub[c];
            self.last[e as usize] = s;
            let track = t.counters[c].track;
            for (o, op) in info.operands.iter().zip(&inst.operands) {
                let Operand::Reg(r) = op else { continue };
                let hit = match track {
                    Track::Results => o.is_def(),
                    Track::Data => o.is_use() && o.kind == OpKind::AVsrc,
                };
                if hit {
                    for slot in slots(*r) {
                        self.set_score(slot, c, s);
                    }
                }
            }
        }
    }
}

/// The events `inst` starts, from the counters its table row declares and
/// its format.
fn events(inst: &MInst) -> SmallVec<[Event; 2]> {
    let info = inst.opcode.info();
    let cnt = info.counters;
    let mut out = SmallVec::new();
    let f = info.format;
    let loads = cnt.0 & agc_isa::insts::Counters::LOAD != 0
        || info
            .operands
            .iter()
            .any(|o| o.is_def() && matches!(o.kind, OpKind::AVdst | OpKind::Vdst));
    if cnt.vm() && cnt.lgkm() && f == Format::Flat {
        out.push(if loads {
            Event::FlatVm
        } else {
            Event::FlatVmStore
        });
        out.push(Event::FlatLgkm);
        return out;
    }
    if cnt.vm() {
        out.push(if loads {
            Event::VmemLoad
        } else {
            Event::VmemStore
        });
    }
    if cnt.lgkm() {
        let gds = f == Format::Ds && inst.mods.flags & flags::GDS != 0;
        out.push(match f {
            Format::Smem => Event::Smem,
            Format::Ds if gds => Event::Gds,
            Format::Ds => Event::Lds,
            _ => Event::Msg,
        });
        let data = info
            .operands
            .iter()
            .any(|o| o.is_use() && o.kind == OpKind::AVsrc);
        if gds && data {
            out.push(Event::GdsData);
        }
    }
    if cnt.exp() && !out.contains(&Event::GdsData) {
        out.push(Event::GdsData);
    }
    out
}

/// Walks one block from `s`; with `emit`, writes the block with waits.
/// `barrier` is what a wait right before `s_barrier` must keep, when the
/// pass knows the memory model's variant.
fn run_block(
    t: &GenCounters,
    p: Processor,
    barrier: Option<Drains>,
    entry: bool,
    block: &Block,
    s: &mut State,
    mut emit: Option<(&mut Block, &mut WaitStats)>,
) {
    let keep_loc = !block.locs.is_empty();
    for (k, inst) in block.insts.iter().enumerate() {
        let loc = || block.locs.get(k).copied().flatten();
        if let Some(had) = t.wait_of(inst) {
            // The waits in front of `s_barrier` (GFX12: `s_barrier_signal`;
            // one per instruction kind) all belong to it.
            let next_barrier = block.insts[k + 1..]
                .iter()
                .find(|i| t.wait_of(i).is_none())
                .is_some_and(|i| matches!(i.opcode, Opcode::SBarrier | Opcode::SBarrierSignal));
            // A wait opening the function stands for what the caller left
            // outstanding, which the analysis cannot see: kept whole.
            let opening = entry && block.insts[..k].iter().all(|i| t.wait_of(i).is_some());
            let w = if opening {
                had
            } else {
                s.relax(t, had, barrier.filter(|_| next_barrier))
            };
            s.apply(t, &w);
            if let Some((out, stats)) = emit.as_mut() {
                let mut kept = t.wait_insts(&w);
                if inst.opcode == Opcode::SWaitcnt {
                    // A relaxed field wait stays an `s_waitcnt`
                    // (`wait_insts` of a wait with no field left is empty).
                    kept.retain(|i| i.opcode == inst.opcode);
                }
                // Otherwise the wait names only its own counters, and a
                // relaxed combined wait may become a one-counter one.
                if kept.is_empty() {
                    stats.removed += 1;
                }
                for i in kept {
                    if t.wait_of(&i) != Some(had) {
                        stats.relaxed += 1;
                    }
                    // Two adjacent one-counter waits that one combined
                    // instruction covers become it (GFX12: the memory
                    // model's `s_wait_loadcnt` and `s_wait_dscnt`).
                    if let Some(prev) = out.insts.last_mut().filter(|p| {
                        t.wait_of(&i).is_some_and(|wi| {
                            (0..NCNT).any(|c| wi[c] != NO_WAIT && t.combines(p, c))
                                && (0..NCNT).filter(|&c| wi[c] != NO_WAIT).count() == 1
                        })
                    }) {
                        let (a, b) = (t.wait_of(prev), t.wait_of(&i));
                        if let (Some(mut a), Some(b)) = (a, b) {
                            for c in 0..NCNT {
                                a[c] = a[c].min(b[c]);
                            }
                            let merged = t.wait_insts(&a);
                            if merged.len() == 1 {
                                *prev = merged[0].clone();
                                stats.merged += 1;
                                continue;
                            }
                        }
                    }
                    out.insts.push(i);
                    if keep_loc {
                        out.locs.push(loc());
                    }
                }
            }
            continue;
        }
        let w = s.required(t, p, inst);
        if w.iter().any(|&n| n != NO_WAIT) {
            s.apply(t, &w);
            if let Some((out, stats)) = emit.as_mut() {
                for c in COUNTERS {
                    if w[c as usize] != NO_WAIT {
                        match c {
                            Counter::Vm => stats.vm += 1,
                            Counter::Lgkm => stats.lgkm += 1,
                            Counter::Exp => stats.exp += 1,
                            Counter::Vs => stats.vs += 1,
                            Counter::Ds => stats.ds += 1,
                            Counter::Km => stats.km += 1,
                            Counter::Sample => stats.sample += 1,
                            Counter::Bvh => stats.bvh += 1,
                        }
                    }
                }
                // Fold each counter into a wait instruction of its kind
                // right before, else add the instructions still needed.
                let mut rest = w;
                let n = out.insts.len();
                let tail = n - out.insts[n.saturating_sub(t.wait_kinds())..]
                    .iter()
                    .rev()
                    .take_while(|i| t.wait_of(i).is_some())
                    .count();
                // First into the instructions that wait for the counter;
                // then (GFX12) into a one-counter wait the counter combines
                // with, which becomes the combined instruction.
                for pass in 0..2 {
                    for i in &mut out.insts[tail..] {
                        let Some(mut old) = t.wait_of(i) else {
                            continue;
                        };
                        let mut hit = false;
                        for c in 0..NCNT {
                            let takes = if pass == 0 {
                                t.absorbs(i, c)
                            } else {
                                t.combines(i, c)
                            };
                            if rest[c] != NO_WAIT && takes {
                                old[c] = old[c].min(rest[c]);
                                rest[c] = NO_WAIT;
                                hit = true;
                            }
                        }
                        if hit {
                            let mut new = t.wait_insts(&old);
                            if new.len() == 1 {
                                *i = new.remove(0);
                            } else if let Some(j) = new.into_iter().find(|j| j.opcode == i.opcode) {
                                *i = j;
                            }
                            stats.merged += 1;
                        }
                    }
                }
                for wi in t.wait_insts(&rest) {
                    out.insts.push(wi);
                    if keep_loc {
                        out.locs.push(loc());
                    }
                    stats.inserted += 1;
                }
            }
        }
        s.issue(t, inst);
        if let Some((out, _)) = emit.as_mut() {
            out.insts.push(inst.clone());
            if keep_loc {
                out.locs.push(loc());
            }
        }
    }
}

/// Starts a non-kernel function with a wait for every counter to drain
/// (module doc: nothing is known of a caller's outstanding memory
/// operations). Run before [`insert_waitcnts`], which keeps the wait.
pub fn wait_at_function_entry(blocks: &mut [Block], target: &Target) {
    let p = target.processor();
    let Some(entry) = blocks.first_mut() else {
        return;
    };
    let t = counters_of(p);
    let mut all = [NO_WAIT; NCNT];
    for ci in &t.counters {
        if ci.max > 0 {
            all[ci.counter as usize] = 0;
        }
    }
    for (k, wi) in t.wait_insts(&all).into_iter().enumerate() {
        entry.insts.insert(k, wi);
        if !entry.locs.is_empty() {
            entry.locs.insert(k, None);
        }
    }
}

/// Inserts the `s_waitcnt`s that `blocks` need on `target` (see the
/// module doc). Only inserts instructions; blocks keep their count and
/// order.
///
/// The wait selection puts right before `s_barrier` drops the counters a
/// workgroup-scope fence does not drain there under the target's
/// memory-model variant ([`model::barrier_drains`]; on gfx90a and gfx942
/// outside tgsplit mode, `vmcnt`).
pub fn insert_waitcnts(blocks: &mut [Block], target: &Target) -> WaitStats {
    let p = target.processor();
    run(
        blocks,
        p,
        Some(model::barrier_drains(p, Variant::of(target))),
    )
}

/// [`insert_waitcnts`] without a memory-model variant: a wait before
/// `s_barrier` keeps every counter it names that is still pending
/// (correct in either tgsplit mode). For code whose target features are
/// unknown, such as a decoded object.
pub fn insert_waitcnts_conservative(blocks: &mut [Block], p: Processor) -> WaitStats {
    run(blocks, p, None)
}

/// Per block, the in-state and the normalized out-state at the fixpoint
/// (`None`: unreachable).
type States = Vec<Option<State>>;

/// The dataflow fixpoint (module doc, "Algorithm").
fn analyse(
    t: &GenCounters,
    p: Processor,
    barrier: Option<Drains>,
    blocks: &[Block],
    stats: &mut WaitStats,
) -> (States, States) {
    let n = blocks.len();
    let mut ins: States = vec![None; n];
    let mut outs: States = vec![None; n];
    ins[0] = Some(State::new());
    let mut work = BTreeSet::from([0usize]);
    while let Some(b) = work.pop_first() {
        let Some(mut s) = ins[b].clone() else {
            continue;
        };
        stats.visits += 1;
        run_block(t, p, barrier, b == 0, &blocks[b], &mut s, None);
        s.normalize(t);
        if outs[b].as_ref() == Some(&s) {
            continue;
        }
        for succ in successors(blocks, b) {
            let grew = match &mut ins[succ] {
                Some(i) => i.join(t, &s),
                slot @ None => {
                    *slot = Some(s.clone());
                    true
                }
            };
            if grew || outs[succ].is_none() {
                work.insert(succ);
            }
        }
        outs[b] = Some(s);
    }
    (ins, outs)
}

/// Calls `f(reg, is_def)` for every register `inst` reads or writes,
/// implicit VCC/M0/EXEC included.
fn accesses(inst: &MInst, mut f: impl FnMut(Reg, bool)) {
    let info = inst.opcode.info();
    for (o, op) in info.operands.iter().zip(&inst.operands) {
        if let Operand::Reg(r) = op {
            if o.is_use() {
                f(*r, false);
            }
            if o.is_def() {
                f(*r, true);
            }
        }
    }
    let imp = info.implicit;
    for (bit, r, def) in [
        (Implicit::USE_VCC, Reg::VCC, false),
        (Implicit::USE_M0, Reg::M0, false),
        (Implicit::DEF_VCC, Reg::VCC, true),
        (Implicit::DEF_EXEC, Reg::EXEC, true),
    ] {
        if imp.has(bit) {
            f(r, def);
        }
    }
}

/// Where a wait goes at the end of a block: before its trailing branches.
fn before_branches(block: &Block) -> usize {
    let mut at = block.insts.len();
    while at > 0 {
        let i = &block.insts[at - 1];
        if branch_target(i).is_none() && !ends_flow(i) {
            break;
        }
        at -= 1;
    }
    at
}

/// Moves waits for values loaded before a loop out of it (module doc,
/// "Loops"): at the end of each entry block of a loop, waits for the
/// registers the loop touches that are still pending there and that no
/// event inside the loop writes again. Inserts ordinary `s_waitcnt`s,
/// which the final walk then treats like every existing wait; whether
/// anything was inserted.
fn hoist_out_of_loops(
    t: &GenCounters,
    blocks: &mut [Block],
    outs: &States,
    stats: &mut WaitStats,
) -> bool {
    let preds = predecessors(blocks);
    let ls = loops(blocks, &preds);
    // Only a loop entered with something pending has anything to hoist.
    if !ls.iter().any(|l| {
        l.entries
            .iter()
            .any(|&e| outs[e].as_ref().is_some_and(|s| !s.score.is_empty()))
    }) {
        return false;
    }
    // Per slot, the ascending blocks that touch it, and per (slot,
    // counter) those where an event of that counter writes it: "does the
    // loop `header..=last` touch it" is then one binary search, where a
    // scan of every loop's body made a deep nest quadratic.
    let mut touched: Vec<Vec<u32>> = vec![Vec::new(); NSLOTS];
    let mut reloaded: Vec<Vec<u32>> = vec![Vec::new(); NSLOTS * NCNT];
    for (b, block) in blocks.iter().enumerate() {
        let b = b as u32;
        for inst in &block.insts {
            let evs = events(inst);
            accesses(inst, |r, def| {
                for slot in slots(r) {
                    note(&mut touched[slot], b);
                    if def {
                        for &e in &evs {
                            let c = t.events[e as usize].counter as usize;
                            note(&mut reloaded[slot * NCNT + c], b);
                        }
                    }
                }
            });
        }
    }
    let mut inserted = false;
    for l in ls {
        let within = |list: &[u32]| {
            let i = list.partition_point(|&b| (b as usize) < l.header);
            list.get(i).is_some_and(|&b| b as usize <= l.last)
        };
        for &e in &l.entries {
            let Some(s) = outs[e].as_ref() else { continue };
            let mut w = [NO_WAIT; NCNT];
            for &(slot, sc) in s.score.iter().filter(|e| within(&touched[e.0 as usize])) {
                for c in 0..NCNT {
                    if t.counters[c].track == Track::Results
                        && !within(&reloaded[slot as usize * NCNT + c])
                    {
                        w[c] = w[c].min(s.need(t, c, sc[c]));
                    }
                }
            }
            if w.iter().all(|&n| n == NO_WAIT) {
                continue;
            }
            let block = &mut blocks[e];
            let at = before_branches(block);
            for (k, wi) in t.wait_insts(&w).into_iter().enumerate() {
                block.insts.insert(at + k, wi);
                if !block.locs.is_empty() {
                    block.locs.insert((at + k).min(block.locs.len()), None);
                }
            }
            stats.hoisted += 1;
            inserted = true;
        }
    }
    inserted
}

/// Appends block `b` to an ascending occurrence list once.
fn note(list: &mut Vec<u32>, b: u32) {
    if list.last() != Some(&b) {
        list.push(b);
    }
}

fn run(blocks: &mut [Block], p: Processor, barrier: Option<Drains>) -> WaitStats {
    let t = counters_of(p);
    let n = blocks.len();
    let mut stats = WaitStats::default();
    if n == 0 {
        return stats;
    }
    let (mut ins, outs) = analyse(t, p, barrier, blocks, &mut stats);
    if hoist_out_of_loops(t, blocks, &outs, &mut stats) {
        ins = analyse(t, p, barrier, blocks, &mut stats).0;
    }
    for (b, block) in blocks.iter_mut().enumerate() {
        // Unreachable blocks start from the empty state, like the entry.
        let mut s = ins[b].take().unwrap_or_else(State::new);
        let mut out = Block {
            insts: Vec::with_capacity(block.insts.len() + 4),
            locs: Vec::new(),
        };
        run_block(
            t,
            p,
            barrier,
            b == 0,
            block,
            &mut s,
            Some((&mut out, &mut stats)),
        );
        *block = out;
    }
    stats
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The field layout round-trips and agrees with the isa crate's
    /// encoder (itself checked against llvm-mc).
    #[test]
    fn layout_matches_isa_encoder() {
        for (vm, exp, lgkm) in [(0, 7, 15), (63, 0, 15), (17, 3, 9), (63, 7, 0), (5, 7, 15)] {
            let w = [vm, lgkm, exp, NO_WAIT, NO_WAIT, NO_WAIT, NO_WAIT, NO_WAIT];
            let imm = GFX9.encode(&w);
            assert_eq!(Some(imm), agc_isa::print::waitcnt_imm(vm, exp, lgkm));
            assert_eq!(GFX9.decode(imm), w);
        }
        let none = GFX9.encode(&[NO_WAIT; NCNT]);
        assert_eq!(
            GFX9.decode(none),
            [63, 15, 7, NO_WAIT, NO_WAIT, NO_WAIT, NO_WAIT, NO_WAIT]
        );
    }

    /// GFX10's field layout gives llvm-mc's immediates (llvm-mc-22
    /// -mcpu=gfx1030 -show-encoding: `s_waitcnt vmcnt(0)` is 0x3f70,
    /// `expcnt(0)` 0xff0f, `lgkmcnt(0)` 0xc07f), agrees with the isa
    /// crate's encoder, and vscnt is waited for by `s_waitcnt_vscnt`.
    #[test]
    fn gfx10_layout_matches_llvm_mc() {
        for (vm, exp, lgkm, want) in [(0, 7, 63, 0x3f70), (63, 0, 63, 0xff0f), (63, 7, 0, 0xc07f)] {
            let w = [vm, lgkm, exp, NO_WAIT, NO_WAIT, NO_WAIT, NO_WAIT, NO_WAIT];
            let imm = GFX10.encode(&w);
            assert_eq!(imm, want);
            assert_eq!(
                Some(imm),
                agc_isa::print::waitcnt_imm_in(Generation::Gfx10, vm, exp, lgkm)
            );
            assert_eq!(GFX10.decode(imm), w);
        }
        let mut w = [NO_WAIT; NCNT];
        w[Counter::Vs as usize] = 0;
        let insts = GFX10.wait_insts(&w);
        assert_eq!(insts.len(), 1);
        assert_eq!(insts[0].opcode, Opcode::SWaitcntVscnt);
        assert!(Opcode::SWaitcntVscnt
            .info()
            .avail
            .contains(agc_isa::processors::Processor::Gfx1030));
    }

    /// GFX11's field layout agrees with the isa crate's GFX11 encoder of
    /// `s_waitcnt` (checked against llvm-mc -mcpu=gfx1100), and vscnt is
    /// waited for by `s_waitcnt_vscnt null, n`.
    #[test]
    fn gfx11_layout_matches_isa_encoder() {
        for (vm, exp, lgkm) in [(0, 7, 63), (63, 0, 63), (17, 3, 9), (63, 7, 0)] {
            let w = [vm, lgkm, exp, NO_WAIT, NO_WAIT, NO_WAIT, NO_WAIT, NO_WAIT];
            let imm = GFX11.encode(&w);
            let isa = agc_isa::print::waitcnt_imm_in(Generation::Gfx11, vm, exp, lgkm);
            assert_eq!(Some(imm), isa);
            assert_eq!(GFX11.decode(imm), w);
        }
        let mut w = [NO_WAIT; NCNT];
        w[Counter::Vs as usize] = 0;
        let insts = GFX11.wait_insts(&w);
        assert_eq!(insts.len(), 1);
        assert_eq!(insts[0].opcode, Opcode::SWaitcntVscnt);
        assert_eq!(GFX11.wait_of(&insts[0]), Some(w));
    }

    /// llc-22 (`-mcpu=gfx900 -O2`, any non-kernel function) begins with
    /// `s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)`: immediate 0 on GFX9.
    #[test]
    fn function_entry_waits_for_everything() {
        let mut blocks = vec![Block::new(vec![MInst::new(Opcode::SEndpgm, &[])])];
        wait_at_function_entry(&mut blocks, &Processor::Gfx900.into());
        assert_eq!(
            blocks[0].insts[0],
            MInst::new(Opcode::SWaitcnt, &[Operand::Imm(0)])
        );
        let stats = insert_waitcnts(&mut blocks, &Processor::Gfx900.into());
        assert_eq!((stats.inserted, blocks[0].insts.len()), (0, 2));
    }

    /// GFX12's columns are the isa's split counters with their maxima
    /// and wait rows (`agc_isa::processors::GFX12_COUNTERS`, checked
    /// against llvm-mc-22 and llc-22), no `s_waitcnt` field, and lgkmcnt
    /// absent.
    #[test]
    fn gfx12_columns_are_the_isa_split_counters() {
        use agc_isa::processors::GFX12_COUNTERS;
        for sc in &GFX12_COUNTERS {
            let ci = &GFX12.counters[Counter::of_split(sc.counter) as usize];
            assert_eq!((ci.max, ci.own), (sc.max, Some(sc.wait)), "{}", sc.name);
            assert!(ci.field.is_empty(), "{}", sc.name);
        }
        assert_eq!(GFX12.counters[Counter::Lgkm as usize].max, 0);
        assert_eq!(
            GFX12.counters.iter().filter(|c| c.max > 0).count(),
            GFX12_COUNTERS.len()
        );
    }

    /// A wait for loadcnt and dscnt is one `s_wait_loadcnt_dscnt` whose
    /// immediate has loadcnt in bits 13:8 (llc-22's `0x200` for two
    /// loads outstanding, no LDS), and reads back as both counts; the
    /// one-counter waits take the count as their only operand.
    #[test]
    fn gfx12_combined_wait_round_trips() {
        let mut w = [NO_WAIT; NCNT];
        w[Counter::Vm as usize] = 2;
        w[Counter::Ds as usize] = 0;
        let insts = GFX12.wait_insts(&w);
        assert_eq!(
            insts.as_slice(),
            [MInst::new(
                Opcode::SWaitLoadcntDscnt,
                &[Operand::Imm(0x200)]
            )]
        );
        assert_eq!(GFX12.wait_of(&insts[0]), Some(w));
        w[Counter::Vs as usize] = 0;
        w[Counter::Km as usize] = 3;
        let insts = GFX12.wait_insts(&w);
        assert_eq!(
            insts.as_slice(),
            [
                MInst::new(Opcode::SWaitLoadcntDscnt, &[Operand::Imm(0x200)]),
                MInst::new(Opcode::SWaitStorecnt, &[Operand::Imm(0)]),
                MInst::new(Opcode::SWaitKmcnt, &[Operand::Imm(3)]),
            ]
        );
        assert_eq!(
            GFX12.wait_of(&insts[2]).map(|w| w[Counter::Km as usize]),
            Some(3)
        );
    }

    #[test]
    fn events_are_in_table_order() {
        for t in [&GFX9, &GFX11, &GFX12] {
            for (i, e) in t.events.iter().enumerate() {
                assert_eq!(e.event as usize, i);
            }
            for (i, c) in t.counters.iter().enumerate() {
                assert_eq!(c.counter as usize, i);
            }
        }
    }
}
