//! The memory model and the wait-state passes.
//!
//! Role in the pipeline: holds the per-target code sequences of the AMDHSA
//! memory model as tables ([`model`]), which instruction selection reads
//! to surround every load, store, atomic and fence (so `lower` depends on
//! this crate for that data only); inserts `s_waitcnt` from the counters
//! each instruction declares, and inserts the wait states that hazards
//! require. The passes' input and output are allocated MIR.
//!
//! The memory model's own waits are real `s_waitcnt` instructions from
//! selection on: the wait pass honours them as "soft" waits (each keeps
//! only the counters that may still be outstanding where it stands, and
//! one that constrains nothing is dropped; the wait before `s_barrier`
//! also keeps only what a workgroup-scope fence drains), and folds a wait
//! it needs right after one into it instead of adding a second.
//!
//! Both passes only insert instructions: block count and order never
//! change, so branch targets (`Operand::Imm(block index)`) stay valid. Run
//! [`waitcnt::insert_waitcnts`] first, then (optimizing)
//! [`sched::schedule_for_hazards`], which only reorders instructions
//! inside a block, then [`hazards::insert_hazard_nops`] (an inserted
//! `s_waitcnt` is an instruction and counts as a wait state), then
//! [`depctr::insert_depctr_fixes`],
//! [`partial_forwarding::insert_partial_forwarding_fixes`],
//! [`mask_write::insert_mask_write_waits`],
//! [`sgpr_hazards::insert_sgpr_hazard_waits`] and
//! [`delay_alu::insert_delay_alu`] (each a no-op where the processor's
//! tables have nothing for it).
//!
//! - [`model`]: seed 002 tables 79-84 as data and the lookup
//!   (operation, ordering, scope, address space, processor, variant) →
//!   sequence before, cache bits, sequence after.
//! - [`cfg`](mod@cfg): successors, predecessors and layout loops of allocated
//!   blocks.
//! - [`waitcnt`]: `s_waitcnt` insertion (dataflow over pending counters).
//! - [`sched`]: a local list scheduler that moves independent
//!   instructions into hazard windows, so fewer `s_nop`s are needed.
//! - [`hazards`]: `s_nop` insertion from the rule table in
//!   `agc_isa::hazards`.
//! - [`depctr`]: `s_waitcnt_depctr` for the GFX11 hazards whose fix it
//!   is (`agc_isa::hazards::DEPCTR_RULES`); runs after `hazards`.
//! - [`mask_write`]: `s_waitcnt_depctr` for GFX11's wave64 VALU
//!   mask-write hazard (`agc_isa::mask_write_hazard`).
//! - [`partial_forwarding`]: `s_waitcnt_depctr` for GFX11's wave64 VALU
//!   partial-forwarding hazard (`agc_isa::partial_forwarding`).
//! - [`sgpr_hazards`]: `s_wait_alu` for GFX12's SGPR read hazard
//!   (`agc_isa::sgpr_hazard`); runs after `depctr`.
//! - [`delay_alu`]: `s_delay_alu` insertion (GFX11+) from the latency
//!   tables in `agc_isa::alu_latency`; runs after the hazard passes.

pub mod cfg;
pub mod delay_alu;
pub mod depctr;
pub mod hazards;
pub mod mask_write;
pub mod model;
pub mod partial_forwarding;
pub mod sched;
pub mod sgpr_hazards;
pub mod waitcnt;

pub use delay_alu::insert_delay_alu;
pub use depctr::insert_depctr_fixes;
pub use hazards::insert_hazard_nops;
pub use mask_write::insert_mask_write_waits;
pub use partial_forwarding::insert_partial_forwarding_fixes;
pub use sched::schedule_for_hazards;
pub use sgpr_hazards::insert_sgpr_hazard_waits;
pub use waitcnt::{
    insert_waitcnts, insert_waitcnts_conservative, wait_at_function_entry, WaitStats,
};
