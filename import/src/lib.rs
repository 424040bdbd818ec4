//! agc-import: LLVM IR text for `amdgcn-amd-amdhsa` to agc IR, so that
//! agc can stand in for llc on what clang emits (`clang -target
//! amdgcn-amd-amdhsa -nogpulib -emit-llvm -S` from OpenCL C or HIP device
//! code, at -O0 to -O3) and on agc's own `--emit llvm-ir` export.
//!
//! ```text
//!  .ll text ──lexer──▶ tokens ──parser──▶ ast::Module ──translate──▶ agc_ir::Module
//!           (spans)           (names → dense indices,   (agc's builder: verified IR,
//!                              types interned)            every instruction spanned)
//! ```
//!
//! Invariants: the result is verified agc IR whose instructions carry the
//! byte spans of the LLVM instructions they came from (so diagnostics of
//! later stages point into the `.ll` file) and, where the input has
//! `!dbg` locations, their DILocation line and column (so `-g` describes
//! the original source). Anything outside the subset is a diagnostic at
//! its span — E0300 syntax, E0301 a construct agc's IR cannot express
//! exactly, E0302 an undefined name, E0303 IR that breaks LLVM's own
//! rules — never a skipped construct and never an approximation, and no
//! input makes the importer panic (it is fuzzed: `fuzz/`). What is
//! accepted and why each mapping is exact is in [`translate`] and
//! [`intrinsics`].
//!
//! Why a hand-written parser: the LLVM IR text format has no mature Rust
//! parser. The crates that read it either bind to LLVM's C++ libraries
//! (which agc may use only as a test oracle, never as a dependency) or
//! are early pure-Rust parsers at versions 0.0.x/0.1.0 that lag LLVM's
//! syntax (opaque pointers, `#dbg_value` records, `captures(...)`,
//! `nuw` on `getelementptr`). The subset clang emits for AMDGPU kernels
//! is small, and one lexer plus one recursive-descent parser over it is
//! about as long as the glue an external AST would need, with spans and
//! error codes the way agc reports everything else.
//!
//! Speed: the importer is part of agc's compile time. It lexes once into
//! a token vector, borrows every name from the input, interns types,
//! keeps per-function values in dense vectors indexed by LLVM's local
//! numbering, and builds agc IR directly with no intermediate copies.

pub mod ast;
pub mod hidden;
pub mod intrinsics;
pub mod lexer;
pub mod parser;
pub mod translate;

use agc_ir::{Diagnostic, Module};

/// Imports LLVM IR text as an agc module.
pub fn import_module(text: &str) -> Result<Module, Vec<Diagnostic>> {
    let ast = parser::parse(text).map_err(|d| vec![d])?;
    translate::translate(&ast)
}

/// True when `text` looks like LLVM IR rather than agc IR: it has a
/// `define`, `declare`, `target` or `source_filename` line, or a
/// `; ModuleID` header (used to pick a format for standard input).
pub fn looks_like_llvm_ir(text: &str) -> bool {
    text.lines().take(200).any(|l| {
        let l = l.trim_start();
        l.starts_with("; ModuleID")
            || l.starts_with("define ")
            || l.starts_with("declare ")
            || l.starts_with("target ")
            || l.starts_with("source_filename")
    })
}
