//! The memory model and the wait-state passes.
//!
//! Role in the pipeline: expands atomics and fences into the per-target
//! code sequences of the AMDHSA memory model (kept as tables), inserts
//! `s_waitcnt` from the counters each instruction declares, and inserts the
//! wait states that hazards require. Input and output are allocated MIR.
//!
//! Both passes only insert instructions: block count and order never
//! change, so branch targets (`Operand::Imm(block index)`) stay valid. Run
//! [`waitcnt::insert_waitcnts`] first, then [`hazards::insert_hazard_nops`]
//! (an inserted `s_waitcnt` is an instruction and counts as a wait state).
//!
//! - [`cfg`]: successors and predecessors of allocated blocks.
//! - [`waitcnt`]: `s_waitcnt` insertion (dataflow over pending counters).
//! - [`hazards`]: `s_nop` insertion from the rule table in
//!   `agc_isa::hazards`.

pub mod cfg;
pub mod hazards;
pub mod waitcnt;

pub use hazards::insert_hazard_nops;
pub use waitcnt::{insert_waitcnts, WaitStats};
