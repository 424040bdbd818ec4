//! The memory model and the wait-state passes.
//!
//! Role in the pipeline: expands atomics and fences into the per-target
//! code sequences of the AMDHSA memory model (kept as tables), inserts
//! `s_waitcnt` from the counters each instruction declares, and inserts the
//! wait states that hazards require. Input and output are allocated MIR.
