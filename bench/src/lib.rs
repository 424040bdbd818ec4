//! agc against llc -O3, measured side by side (issue: "Benchmarks: compile
//! speed and code quality against llc").
//!
//! ```text
//!  benches/*.agc ──parse──▶ ir::Module ──agc::compile_text──────────▶ agc.o ─┐
//!                              │                                              ├─▶ codeobj (objdump, metadata,
//!                              └─llvm_export──▶ .ll ──llc -O3──────▶ llc.o ─┘    descriptor) + agc::sim_exec (sim,
//!                                                                                 `; run:` lines) ──▶ report
//! ```
//!
//! Modules: [`llvm_export`] (the `agc-llvm-export` crate, also behind the
//! driver's `--emit llvm-ir`), [`measure`] (process time and peak memory),
//! [`codeobj`] (static figures), [`agc::sim_exec`] (dynamic figures and
//! correctness), [`suite`] (the table), [`scaling`] (size and module
//! series), [`blocks`] (the blocks axis, on the CFG shapes of
//! `agc_fuzz::shapes`), [`gen`] (generated kernels), [`report`] (Markdown, CSV, SVG),
//! [`tools`] (finding LLVM 22, building the driver as distributed),
//! [`symbol_order`] (the driver's code layout).
//!
//! Invariants: both compilers get the same kernel (the exported module is
//! the parsed input, not agc's optimized IR), both objects are analysed by
//! the same code, and a figure is only compared when both sides have it.
//! A kernel agc rejects is reported with its diagnostic, never dropped.
pub use agc_llvm_export as llvm_export;

pub mod blocks;
pub mod codeobj;
pub mod gen;
pub mod measure;
pub mod report;
pub mod scaling;
pub mod suite;
pub mod symbol_order;
pub mod tools;
