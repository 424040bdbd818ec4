//! agc: a compiler back end from a small SSA IR to AMD GPU code objects.
//!
//! This crate is the facade: it re-exports what frontends need and holds
//! the pipeline driver ([`compile_module`]) that the `agc` binary runs.
//!
//! ```text
//!  frontend ──builder API / .agc text──▶ ir::Module
//!      │  parse (spans), verify
//!      ▼
//!  ir::Module ──cleanups (const-fold, DCE, CSE, CFG simplify; -O1+)──▶ ir::Module
//!      │  invariants: verified SSA, block parameters, one terminator per block
//!      ▼
//!  lower     : legalize, uniformity, structurize, select ──▶ MIR (virtual regs)
//!  regalloc  : regalloc2 over SGPR/VGPR/AGPR banks       ──▶ MIR + allocation
//!  memmodel  : memory-model sequences, s_waitcnt, hazards ──▶ final MIR
//!  emit      : encode, assembly, ELF code object, DWARF   ──▶ bytes
//! ```
//!
//! [`codegen`] runs the stages after `ir`; an error in any of them is a
//! diagnostic, never a partial object.

pub mod codegen;
pub mod diagnostics;
pub mod target;

pub use agc_emit as emit;
pub use agc_ir as ir;
pub use agc_isa as isa;
pub use agc_lower as lower;
pub use target::{Target, DEFAULT_CPU, DEFAULT_TRIPLE};

use agc_ir::{Diagnostic, ErrorCode, Module, Span};

/// A kind of output.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Emit {
    /// The IR after the target-independent cleanups, as `.agc` text.
    Ir,
    /// The IR after the cleanups as LLVM IR text for llc (the benchmarks'
    /// yardstick; see `agc_llvm_export`).
    LlvmIr,
    /// llvm-mc-compatible assembly.
    Asm,
    /// A relocatable ELF object.
    Obj,
    /// A loadable code object (`.hsaco`).
    Link,
}

impl Emit {
    /// The file extension of this output.
    pub fn extension(self) -> &'static str {
        match self {
            Emit::Ir => "agc",
            Emit::LlvmIr => "ll",
            Emit::Asm => "s",
            Emit::Obj => "o",
            Emit::Link => "hsaco",
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Emit::Ir => "ir",
            Emit::LlvmIr => "llvm-ir",
            Emit::Asm => "asm",
            Emit::Obj => "obj",
            Emit::Link => "link",
        }
    }
}

/// Everything that decides what a compilation produces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    pub target: Target,
    /// 0-3; the cleanups run at 1 and above.
    pub opt_level: u8,
    /// Emit DWARF (`-g`).
    pub debuginfo: bool,
    /// What to produce, sorted and without duplicates.
    pub emit: Vec<Emit>,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            target: Target::default(),
            opt_level: 2,
            debuginfo: false,
            emit: vec![Emit::Link],
        }
    }
}

/// One produced output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Output {
    pub emit: Emit,
    pub bytes: Vec<u8>,
}

/// Parses, verifies and compiles `.agc` text.
pub fn compile_text(text: &str, options: &Options) -> Result<Vec<Output>, Vec<Diagnostic>> {
    let mut module = agc_ir::parse_module(text)?;
    compile_module(&mut module, options)
}

/// The pipeline, one stage per line. `module` is left in its optimized
/// form, which is what `--emit ir` prints.
pub fn compile_module(
    module: &mut Module,
    options: &Options,
) -> Result<Vec<Output>, Vec<Diagnostic>> {
    agc_ir::verify_module(module)?;
    agc_ir::passes::run_default(module, options.opt_level);
    if cfg!(debug_assertions) {
        // Validate between stages in debug builds: a pass that breaks the
        // IR is a compiler bug and must surface here, not in a later stage.
        agc_ir::verify_module(module)?;
    }

    let mut outputs = Vec::with_capacity(options.emit.len());
    let mut code = None;
    for &emit in &options.emit {
        let bytes = match emit {
            Emit::Ir => agc_ir::print_module(module).into_bytes(),
            Emit::LlvmIr => {
                let o = agc_llvm_export::ExportOptions {
                    cpu: options.target.id.processor.name().to_string(),
                    wave_size: 64,
                };
                agc_llvm_export::export_module(module, &o)
                    .map_err(|e| vec![Diagnostic::new(ErrorCode::Unsupported, e.span, e.message)])?
                    .into_bytes()
            }
            Emit::Asm | Emit::Obj | Emit::Link => {
                if code.is_none() {
                    code = Some(codegen::codegen(module, options)?.0);
                }
                let co = code.as_ref().expect("set above");
                let res = match emit {
                    Emit::Asm => agc_emit::assembly(co).map(String::into_bytes),
                    Emit::Obj => agc_emit::relocatable(co),
                    _ => agc_emit::shared_object(co),
                };
                res.map_err(|e| {
                    vec![Diagnostic::new(
                        ErrorCode::Internal,
                        Span::NONE,
                        format!("emission rejected the generated code: {e}"),
                    )
                    .with_help("this is a bug in agc; please report it with the input")]
                })?
            }
        };
        outputs.push(Output { emit, bytes });
    }
    Ok(outputs)
}
