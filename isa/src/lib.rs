//! The AMDGPU target description shared by every stage after `ir`.
//!
//! Role in the pipeline: `lower`, `regalloc`, `memmodel`, `emit` and `sim`
//! all read the facts kept here — processors and their features, register
//! files, the machine instruction set (opcodes per generation, operand
//! kinds, the counters an instruction bumps, its hazard classes) — and the
//! MIR container that flows between them.
//!
//! Invariant: a fact about the hardware is written once, in a table in this
//! crate, and passes query it; no pass spells an opcode number or a
//! processor check of its own.

pub mod decode;
pub mod encode;
pub mod insts;
pub mod minst;
pub mod print;
pub mod processors;
pub mod regs;
pub mod sample;
