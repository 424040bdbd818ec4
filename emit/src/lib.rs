//! Emission: encoding, assembly, ELF code objects and DWARF.
//!
//! Role in the pipeline: relaxes branches, encodes allocated MIR with the
//! `isa` tables, prints llvm-mc-compatible assembly, and writes relocatable
//! and loadable code objects (kernel descriptor, metadata note, symbols,
//! relocations, DWARF). Output is deterministic: same input, same bytes.

pub mod descriptor;
pub mod kernel;
pub mod layout;
