//! Register allocation: the adapter between MIR and regalloc2.
//!
//! Role in the pipeline: assigns SGPRs, VGPRs and AGPRs (including aligned
//! register tuples) under the calling convention, inserts spills and lays
//! out the frame. Input is MIR with virtual registers; output is an
//! allocation kept beside the MIR, which `memmodel` and `emit` read.
