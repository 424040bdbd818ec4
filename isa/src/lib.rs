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
//!
//! # Layout
//!
//! - [`processors`]: one row per processor (GFX9: gfx900..gfx950, the
//!   APUs and gfx9-generic/gfx9-4-generic; GFX10: gfx1010..gfx1036 and
//!   gfx10-1-generic/gfx10-3-generic; GFX11: gfx1100..gfx1153 and
//!   gfx11-generic; GFX12: gfx1200, gfx1201, gfx12-generic): generation,
//!   ELF machine, target features, wave sizes, register budgets, LDS,
//!   feature flags; one row per generation ([`processors::GENERATIONS`]:
//!   whether agc generates code for it, the `s_waitcnt` layout and
//!   GFX12's split counters, the e64 opcode bases); target-ID parsing
//!   (`gfx90a:xnack+:sramecc-`).
//! - [`target`]: the [`target::Target`] every stage receives: a target ID
//!   plus the wave size and CU mode, the one place the lane-mask width is
//!   read from.
//! - [`regs`]: register files and their operand codes per generation.
//! - [`insts`]: THE instruction table, one line per instruction
//!   (`for_each_inst!`), and the `Opcode` enum / `INSTS` rows generated
//!   from it.
//! - [`minst`]: the [`minst::MInst`] value shared by encoder, decoder and
//!   printer; constants and fallible immediate newtypes.
//! - [`hazards`]: the hazard rule table (producer class, consumer class,
//!   register overlap, wait states per processor) the wait-state pass and
//!   the simulator share.
//! - [`mir`]: virtual MIR ([`mir::MFunction`], SSA over vregs) and
//!   allocated blocks ([`mir::Block`]) that flow between the stages.
//! - [`encode`], [`decode`], [`print`](mod@print): one encoder per format, a decoder
//!   indexed from the same table, an llvm-mc-compatible printer.
//! - [`sample`]: a representative instance of any row, for tests.
//! - [`sdwa`]: sub-dword addressing (the VOP1/VOP2/VOPC `_sdwa` form):
//!   its field layout, spellings, which rows have it, and its operand
//!   selection semantics (shared with `sim`).
//!
//! # The central trick
//!
//! Nothing is written per mnemonic except its table line. A line carries
//! the operands in assembly order with their role, kind and width; the
//! encoder, decoder and printer are written per *format* and walk that
//! operand list, so a new instruction of an existing format needs one line
//! and is immediately covered by the llvm-mc oracle test
//! (`tests/llvm_mc_oracle.rs`), which checks every row on every processor.
//!
//! ```
//! use agc_isa::{encode::encode, insts::Opcode, minst::{MInst, Operand}, print::print};
//! use agc_isa::{processors::Processor, regs::Reg};
//! let i = MInst::new(Opcode::VAddF32, &[Reg::v(1).into(), Reg::s(2).into(), Reg::v(3).into()]);
//! let mut bytes = Vec::new();
//! encode(&i, Processor::Gfx942, &mut bytes).unwrap();
//! assert_eq!(bytes, [0x02, 0x06, 0x02, 0x02]);
//! assert_eq!(print(&i, Processor::Gfx942), "v_add_f32_e32 v1, s2, v3");
//! ```

pub mod alu_latency;
pub mod callconv;
pub mod decode;
pub mod encode;
#[cfg(test)]
mod encode_tests;
pub mod hazards;
pub mod insts;
pub mod mask_write_hazard;
pub mod minst;
pub mod mir;
pub mod partial_forwarding;
pub mod print;
pub mod processors;
pub mod regs;
pub mod sample;
pub mod sdwa;
pub mod sgpr_hazard;
pub mod target;
