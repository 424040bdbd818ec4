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
pub mod link;
pub mod output;
pub mod run;
pub mod sim_exec;
pub mod target;
pub mod timing;

pub use agc_emit as emit;
pub use agc_ir as ir;
pub use agc_isa as isa;
pub use agc_lower as lower;
pub use agc_sim as sim;
pub use target::{Target, WaveSize, DEFAULT_CPU, DEFAULT_TRIPLE};

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
    /// Trade accuracy the IR promises for speed (`-C fast-math`): f32
    /// `fdiv` becomes `v_rcp_f32` and `v_mul_f32`, about 2.5 ulp for
    /// normal operands instead of correctly rounded (see
    /// `agc_lower::LowerOptions`). Off by default.
    pub fast_math: bool,
    /// The atomic optimizer's strategy (`--atomic-optimizer`); `None`
    /// picks the default: DPP from -O1 up, off at -O0.
    pub atomic_optimizer: Option<agc_lower::AtomicOptimizer>,
    /// Admit processors whose generation is being brought up
    /// (`-Z unstable-targets`; today GFX11). Their code is tested stage by
    /// stage but not yet validated for every kernel.
    pub unstable_targets: bool,
}

impl Options {
    /// The atomic optimizer strategy in effect.
    pub fn atomic_optimizer(&self) -> agc_lower::AtomicOptimizer {
        self.atomic_optimizer.unwrap_or(if self.opt_level > 0 {
            agc_lower::AtomicOptimizer::Dpp
        } else {
            agc_lower::AtomicOptimizer::Off
        })
    }
}

impl Default for Options {
    fn default() -> Options {
        Options {
            target: target::default_target(),
            opt_level: 2,
            debuginfo: false,
            emit: vec![Emit::Link],
            fast_math: false,
            atomic_optimizer: None,
            unstable_targets: false,
        }
    }
}

/// One produced output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Output {
    pub emit: Emit,
    pub bytes: Vec<u8>,
}

/// The language of an input text.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InputFormat {
    /// agc's own IR (`.agc`).
    Agc,
    /// LLVM IR text (`.ll`), read by `agc_import`.
    LlvmIr,
}

impl InputFormat {
    /// The format of `path`'s text: `.ll` files are LLVM IR, other
    /// files agc IR; standard input (`-`) is LLVM IR when it looks like it.
    pub fn detect(path: &str, text: &str) -> InputFormat {
        if path.ends_with(".ll")
            || (path == "-" || path == "<stdin>") && agc_import::looks_like_llvm_ir(text)
        {
            InputFormat::LlvmIr
        } else {
            InputFormat::Agc
        }
    }
}

/// Reads `text` in `format` into a module (not yet verified for `.agc`
/// text; the importer's output always is).
pub fn parse_input(text: &str, format: InputFormat) -> Result<Module, Vec<Diagnostic>> {
    match format {
        InputFormat::Agc => agc_ir::parse_module(text),
        InputFormat::LlvmIr => agc_import::import_module(text),
    }
}

/// Parses, verifies and compiles `.agc` text.
pub fn compile_text(text: &str, options: &Options) -> Result<Vec<Output>, Vec<Diagnostic>> {
    compile_source("<input>", text, options)
}

/// Parses, verifies and compiles `.agc` text read from `path`. With
/// `debuginfo`, a function whose instructions carry no debug locations
/// (`!file:line:col`, what a language frontend writes) is described in
/// DWARF by its position in this `.agc` text instead, under `path`, so
/// that `-g` on hand-written IR steps through the IR itself.
pub fn compile_source(
    path: &str,
    text: &str,
    options: &Options,
) -> Result<Vec<Output>, Vec<Diagnostic>> {
    compile_source_with_stats(path, text, options).map(|(outputs, _)| outputs)
}

/// [`compile_source`], also returning each kernel's resource figures
/// (empty when nothing was compiled to machine code, e.g. `--emit ir`).
pub fn compile_source_with_stats(
    path: &str,
    text: &str,
    options: &Options,
) -> Result<(Vec<Output>, Vec<codegen::KernelStats>), Vec<Diagnostic>> {
    compile_source_as(path, text, InputFormat::Agc, options)
}

/// [`compile_source_with_stats`] for a text in `format`: LLVM IR text is
/// imported (`agc_import`) and then compiled like `.agc` text.
pub fn compile_source_as(
    path: &str,
    text: &str,
    format: InputFormat,
    options: &Options,
) -> Result<(Vec<Output>, Vec<codegen::KernelStats>), Vec<Diagnostic>> {
    let mut module = timing::time(timing::Stage::Parse, || parse_input(text, format))?;
    if options.debuginfo {
        locate_in_text(&mut module, path, text);
    }
    compile_module_with_stats(&mut module, options)
}

/// Gives every instruction of a function without debug locations the
/// line and column of its span in `text` (1-based; columns count bytes).
fn locate_in_text(module: &mut Module, path: &str, text: &str) {
    let line_starts: Vec<usize> = std::iter::once(0)
        .chain(text.match_indices('\n').map(|(i, _)| i + 1))
        .collect();
    let mut file = None;
    for func in module.functions.values_mut() {
        let insts: Vec<_> = func
            .layout
            .iter()
            .flat_map(|&b| func.block_insts(b).iter().copied())
            .collect();
        if insts.iter().any(|&i| func.debug_locs[i].line != 0) {
            continue;
        }
        for inst in insts {
            let span = func.spans[inst];
            if span.is_none() {
                continue;
            }
            let at = span.start as usize;
            let line = line_starts.partition_point(|&s| s <= at);
            let col = at - line_starts[line - 1] + 1;
            let f = *file.get_or_insert_with(|| module.files.push(path.to_string()));
            func.debug_locs[inst] = agc_ir::DebugLoc::new(f, line as u32, col as u32);
        }
    }
}

/// The pipeline, one stage per line. `module` is left in its optimized
/// form, which is what `--emit ir` prints.
pub fn compile_module(
    module: &mut Module,
    options: &Options,
) -> Result<Vec<Output>, Vec<Diagnostic>> {
    compile_module_with_stats(module, options).map(|(outputs, _)| outputs)
}

/// [`compile_module`], also returning each kernel's resource figures.
pub fn compile_module_with_stats(
    module: &mut Module,
    options: &Options,
) -> Result<(Vec<Output>, Vec<codegen::KernelStats>), Vec<Diagnostic>> {
    use timing::{time, Stage};
    time(Stage::Verify, || agc_ir::verify_module(module))?;
    time(Stage::Cleanups, || {
        agc_ir::passes::run_default(module, options.opt_level)
    });
    if cfg!(debug_assertions) {
        // Validate between stages in debug builds: a pass that breaks the
        // IR is a compiler bug and must surface here, not in a later stage.
        agc_ir::verify_module(module)?;
    }

    let mut outputs = Vec::with_capacity(options.emit.len());
    let mut code = None;
    let mut stats = Vec::new();
    for &emit in &options.emit {
        let bytes = match emit {
            Emit::Ir => agc_ir::print_module(module).into_bytes(),
            Emit::LlvmIr => {
                let o = agc_llvm_export::ExportOptions {
                    cpu: options.target.id.processor.name().to_string(),
                    wave_size: options.target.lanes(),
                };
                agc_llvm_export::export_module(module, &o)
                    .map_err(|e| vec![Diagnostic::new(ErrorCode::Unsupported, e.span, e.message)])?
                    .into_bytes()
            }
            Emit::Asm | Emit::Obj | Emit::Link => {
                if code.is_none() {
                    let (co, s) = codegen::codegen(module, options)?;
                    code = Some(co);
                    stats = s;
                }
                let co = code.as_ref().expect("set above");
                let res = time(Stage::Emit, || match emit {
                    Emit::Asm => agc_emit::assembly(co).map(String::into_bytes),
                    Emit::Obj => agc_emit::relocatable(co),
                    _ => agc_emit::shared_object(co),
                });
                res.map_err(|e| {
                    if let agc_emit::EmitError::UndefinedCallee { callee, .. } = &e {
                        // Not a bug: the module calls a declaration.
                        // Pointed at the declaration that has no body here.
                        let span = module
                            .function_by_name(callee)
                            .map_or(Span::NONE, |f| module.functions[f].span);
                        return vec![Diagnostic::new(ErrorCode::Unsupported, span, e.to_string())
                            .with_help(format!(
                                "use `--emit obj` and link the object with the one defining `{callee}` (ld.lld -shared)"
                            ))];
                    }
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
    Ok((outputs, stats))
}
