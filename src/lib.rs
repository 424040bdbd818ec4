//! agc: a compiler back end from a small SSA IR to AMD GPU code objects.
//!
//! A frontend builds a [`Module`] with the builder
//! ([`ir::builder`]), or parses `.agc` text ([`ir::parse_module`]) or
//! LLVM IR text ([`parse_input`]), and compiles it with [`compile`] into
//! a loadable HSA code object (`.hsaco`) for the ROCm runtime — or runs
//! it in the simulator ([`sim`], feature `sim`) without a GPU. Every
//! error of every stage is a [`Diagnostic`] naming the
//! function, block and instruction, and the frontend's own
//! `file:line:col` when the instruction carried one ([`diagnostics`]).
//!
//! # From a builder to a run, in one page
//!
//! ```
//! use agc::ir::builder::ModuleBuilder;
//! use agc::ir::{AddrSpace, Dim, MemArgs, Type};
//! use agc::sim::{Arg, Device, Dispatch};
//!
//! // out[i] = a * x[i], one work-item per element.
//! let global = Type::ptr(AddrSpace::Global);
//! let mut mb = ModuleBuilder::new();
//! let k = mb.declare_kernel("scale", &[("x", global), ("out", global), ("a", Type::F32)]);
//! let mut b = mb.define(k);
//! let entry = b.create_entry_block();
//! b.switch_to_block(entry);
//! let [x, out, a] = *b.block_params(entry) else { unreachable!() };
//! let tid = b.ins().workitem_id(Dim::X);
//! let gid = b.ins().workgroup_id(Dim::X);
//! let size = b.ins().workgroup_size(Dim::X);
//! let base = b.ins().imul(gid, size);
//! let i = b.ins().iadd(base, tid);
//! let i64 = b.ins().zext(Type::I64, i);
//! let four = b.ins().iconst(Type::I64, 4);
//! let off = b.ins().imul(i64, four);
//! let px = b.ins().ptradd(x, off);
//! let po = b.ins().ptradd(out, off);
//! let v = b.ins().load(Type::F32, px, MemArgs::natural(Type::F32));
//! let r = b.ins().fmul(a, v);
//! b.ins().store(r, po, MemArgs::natural(Type::F32));
//! b.ins().ret(&[]);
//! b.finish()?;
//! let module = mb.finish()?;
//!
//! // Compile for gfx942: the bytes of a `.hsaco`.
//! let options = agc::Options::for_cpu("gfx942")?;
//! let hsaco: Vec<u8> = agc::compile(&module, &options)?;
//!
//! // Run it in the simulator: 256 work-items in workgroups of 64.
//! let mut dev = Device::new(options.target.processor());
//! let exe = dev.load(&hsaco)?;
//! let input: Vec<f32> = (0..256).map(|i| i as f32).collect();
//! let xs = dev.buffer_f32(&input);
//! let ys = dev.alloc(256 * 4);
//! dev.dispatch(&exe, "scale", Dispatch::linear(256, 64), &[Arg::Buffer(xs), Arg::Buffer(ys), Arg::F32(2.0)])?;
//! let got = dev.read_f32(ys)?;
//! assert_eq!(got[100], 200.0);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Modules
//!
//! | module | what it holds |
//! | --- | --- |
//! | [`ir`] | the IR: types, [builder](ir::builder), parser, printer, verifier, interpreter, cleanups |
//! | [`target`] | processors and target IDs: [`target::from_cpu`], [`Target`] |
//! | this crate's root | the compile calls: [`compile`], [`compile_module`], [`compile_text`], [`Options`], [`Emit`] |
//! | [`diagnostics`] | [`Diagnostics`], the error type; rustc-style and JSON rendering (feature `render`) |
//! | [`sim`] | the simulator: [`sim::Device`] loads a code object and dispatches kernels (feature `sim`) |
//! | [`run`] | what `agc run` does: buffers from generators, a dispatch, checks (feature `sim`) |
//! | [`isa`], [`lower`], [`emit`] | the machine description, selection and code object writer, for tools that look inside |
//!
//! # Features
//!
//! The defaults are everything the `agc` driver offers. A frontend that
//! only compiles depends on `agc` with `default-features = false` and
//! gets the compiler alone: no clap, rayon, serde, annotate-snippets,
//! simulator or LLVM IR exporter. `sim` adds the simulator, `render` the
//! rustc-style and JSON rendering, `parallel` compiles the kernels of a
//! module on several threads, `llvm-export` adds [`Emit::LlvmIr`], `cli`
//! the driver's command line.
//!
//! # The pipeline
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
//! diagnostic, never a partial object. The compile calls never change the
//! caller's module: the cleanups run on a copy, so one module compiles
//! for several targets from the same IR.

pub mod codegen;
pub mod diagnostics;
pub mod link;
pub mod output;
#[cfg(feature = "sim")]
pub mod run;
#[cfg(feature = "sim")]
pub mod sim_exec;
pub mod target;
pub mod timing;

#[doc(inline)]
pub use agc_emit as emit;
#[doc(inline)]
pub use agc_ir as ir;
#[doc(inline)]
pub use agc_isa as isa;
#[doc(inline)]
pub use agc_lower as lower;
#[cfg(feature = "sim")]
#[doc(inline)]
pub use agc_sim as sim;
pub use diagnostics::Diagnostics;

/// The README's Rust examples ("Use agc from Rust"), compiled and run as
/// doctests so the README cannot drift from the API.
#[cfg(all(doctest, feature = "sim"))]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
pub use target::{Target, WaveSize, DEFAULT_CPU, DEFAULT_TRIPLE};

use agc_ir::{Diagnostic, ErrorCode, Location, Module, Span};

/// A kind of output.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Emit {
    /// The IR after the target-independent cleanups, as `.agc` text.
    Ir,
    /// The IR after the cleanups as LLVM IR text for llc (the benchmarks'
    /// yardstick; see `agc_llvm_export`). Needs the `llvm-export`
    /// feature; without it, asking for it is error E0200.
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
    /// (`-Z unstable-targets`; today GFX11 and GFX12). Their code is tested stage by
    /// stage but not yet validated for every kernel.
    pub unstable_targets: bool,
}

impl Options {
    /// The defaults (-O2, a loadable code object, no debug info) for
    /// `target`.
    pub fn new(target: Target) -> Options {
        Options {
            target,
            ..Options::default()
        }
    }

    /// The defaults for a processor or target ID (`"gfx942"`,
    /// `"gfx90a:xnack+"`); E0202 when agc cannot generate code for it
    /// ([`target::from_cpu`]).
    ///
    /// ```
    /// let o = agc::Options { opt_level: 0, ..agc::Options::for_cpu("gfx90a")? };
    /// assert_eq!(o.target.processor().name(), "gfx90a");
    /// # Ok::<(), agc::ir::Diagnostic>(())
    /// ```
    pub fn for_cpu(cpu: &str) -> Result<Options, Diagnostic> {
        Ok(Options::new(target::from_cpu(cpu)?))
    }

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
pub fn parse_input(text: &str, format: InputFormat) -> Result<Module, Diagnostics> {
    match format {
        InputFormat::Agc => agc_ir::parse_module(text).map_err(Diagnostics),
        InputFormat::LlvmIr => agc_import::import_module(text).map_err(Diagnostics),
    }
}

/// Compiles `module` for `options.target` into a loadable code object
/// (`.hsaco`): the one call a frontend needs. Whatever `options.emit`
/// asks for, this returns the code object's bytes; `module` is not
/// changed (the cleanups run on a copy).
///
/// ```
/// let module = agc::ir::parse_module("kernel @k() {\nentry:\n    ret\n}\n").unwrap();
/// let hsaco = agc::compile(&module, &agc::Options::for_cpu("gfx942")?)?;
/// assert_eq!(&hsaco[..4], b"\x7fELF");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn compile(module: &Module, options: &Options) -> Result<Vec<u8>, Diagnostics> {
    let options = Options {
        emit: vec![Emit::Link],
        ..options.clone()
    };
    let (outputs, _) = compile_owned(module.clone(), &options)?;
    Ok(outputs
        .into_iter()
        .next()
        .map(|o| o.bytes)
        .unwrap_or_default())
}

/// Parses, verifies and compiles `.agc` text.
pub fn compile_text(text: &str, options: &Options) -> Result<Vec<Output>, Diagnostics> {
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
) -> Result<Vec<Output>, Diagnostics> {
    compile_source_with_stats(path, text, options).map(|(outputs, _)| outputs)
}

/// [`compile_source`], also returning each kernel's resource figures
/// (empty when nothing was compiled to machine code, e.g. `--emit ir`).
pub fn compile_source_with_stats(
    path: &str,
    text: &str,
    options: &Options,
) -> Result<(Vec<Output>, Vec<codegen::KernelStats>), Diagnostics> {
    compile_source_as(path, text, InputFormat::Agc, options)
}

/// [`compile_source_with_stats`] for a text in `format`: LLVM IR text is
/// imported (`agc_import`) and then compiled like `.agc` text.
pub fn compile_source_as(
    path: &str,
    text: &str,
    format: InputFormat,
    options: &Options,
) -> Result<(Vec<Output>, Vec<codegen::KernelStats>), Diagnostics> {
    let mut module = timing::time(timing::Stage::Parse, || parse_input(text, format))?;
    if options.debuginfo {
        locate_in_text(&mut module, path, text);
    }
    compile_owned(module, options)
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

/// Compiles `module` into every output `options.emit` asks for, in
/// that order (sorted: [`Emit::Ir`] first, [`Emit::Link`] last). The
/// caller's module is not changed: the cleanups run on a copy, and
/// [`Emit::Ir`] prints that copy. For the code object alone,
/// [`compile`] is shorter.
pub fn compile_module(module: &Module, options: &Options) -> Result<Vec<Output>, Diagnostics> {
    compile_module_with_stats(module, options).map(|(outputs, _)| outputs)
}

/// [`compile_module`], also returning each kernel's resource figures.
pub fn compile_module_with_stats(
    module: &Module,
    options: &Options,
) -> Result<(Vec<Output>, Vec<codegen::KernelStats>), Diagnostics> {
    compile_owned(module.clone(), options)
}

/// The pipeline, one stage per line, on a module the pipeline owns
/// (the cleanups rewrite it in place).
fn compile_owned(
    mut module: Module,
    options: &Options,
) -> Result<(Vec<Output>, Vec<codegen::KernelStats>), Diagnostics> {
    use timing::{time, Stage};
    let module = &mut module;
    time(Stage::Verify, || agc_ir::verify_module(module))?;
    time(Stage::Cleanups, || {
        agc_ir::passes::run_default(module, options.opt_level)
    });
    if cfg!(debug_assertions) {
        // Validate between stages in debug builds: a pass that breaks the
        // IR is a compiler bug and must surface here, not in a later stage.
        agc_ir::verify_module(module)?;
    }
    let module = &*module;

    let mut outputs = Vec::with_capacity(options.emit.len());
    let mut code = None;
    let mut stats = Vec::new();
    for &emit in &options.emit {
        let bytes = match emit {
            Emit::Ir => agc_ir::print_module(module).into_bytes(),
            Emit::LlvmIr => export_llvm_ir(module, options)?,
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
                res.map_err(|e| Diagnostics::from(emit_diagnostic(module, &e)))?
            }
        };
        outputs.push(Output { emit, bytes });
    }
    Ok((outputs, stats))
}

/// [`Emit::LlvmIr`]: the module as LLVM IR text for llc.
#[cfg(feature = "llvm-export")]
fn export_llvm_ir(module: &Module, options: &Options) -> Result<Vec<u8>, Diagnostics> {
    let o = agc_llvm_export::ExportOptions {
        cpu: options.target.id.processor.name().to_string(),
        wave_size: options.target.lanes(),
    };
    agc_llvm_export::export_module(module, &o)
        .map(String::into_bytes)
        .map_err(|e| Diagnostic::new(ErrorCode::Unsupported, e.span, e.message).into())
}

/// [`Emit::LlvmIr`] in a build without the exporter.
#[cfg(not(feature = "llvm-export"))]
fn export_llvm_ir(_: &Module, _: &Options) -> Result<Vec<u8>, Diagnostics> {
    Err(Diagnostic::new(
        ErrorCode::Unsupported,
        Span::NONE,
        "this build of agc has no LLVM IR exporter",
    )
    .with_help("enable the `llvm-export` feature of the `agc` crate")
    .into())
}

/// The start of the help of an error about a call to a function defined
/// in another object. The driver, which knows its command line, replaces
/// a help starting so with the options that do the same (`--emit obj`).
pub const HELP_LINK: &str = "compile to a relocatable object (`Emit::Obj`) and link it";

/// An emission error as a diagnostic, at the function it names.
fn emit_diagnostic(module: &Module, e: &agc_emit::EmitError) -> Diagnostic {
    use agc_emit::EmitError as E;
    if let E::UndefinedCallee { caller, callee } = e {
        // Not a bug: the module calls a declaration. Pointed at the call,
        // with the declaration as the span when the IR was text.
        let span = module
            .function_by_name(callee)
            .map_or(Span::NONE, |f| module.functions[f].span);
        let location = module
            .function_by_name(caller)
            .map(|f| {
                let func = &module.functions[f];
                let target = module.function_by_name(callee);
                func.layout
                    .iter()
                    .flat_map(|&b| func.block_insts(b).iter().copied())
                    .find(|&i| {
                        matches!(func.insts[i].payload, agc_ir::Payload::Call(c) if Some(c) == target)
                    })
                    .map_or_else(
                        || Location::of_function(module, func),
                        |i| Location::of_inst(module, func, i),
                    )
            })
            .unwrap_or_default();
        return Diagnostic::new(ErrorCode::Unsupported, span, e.to_string())
            .with_location(location)
            .with_help(format!(
                "{HELP_LINK} with the one defining `{callee}` (ld.lld -shared)"
            ));
    }
    let named = match e {
        E::BadKernelName(k) | E::DuplicateKernel(k) => Some(k),
        E::BadBranchTarget { kernel, .. }
        | E::NoLongBranchSgprs { kernel }
        | E::BadLongBranchSgprs { kernel }
        | E::Encode { kernel, .. }
        | E::Resource { kernel, .. }
        | E::BadLocs { kernel, .. }
        | E::BadDebugFile { kernel, .. }
        | E::BadCallee { kernel, .. } => Some(kernel),
        _ => None,
    };
    let location = named
        .and_then(|n| module.function_by_name(n))
        .map(|f| Location::of_function(module, &module.functions[f]))
        .unwrap_or_default();
    let span = named
        .and_then(|n| module.function_by_name(n))
        .map_or(Span::NONE, |f| module.functions[f].span);
    Diagnostic::new(
        ErrorCode::Internal,
        span,
        format!("emission rejected the generated code: {e}"),
    )
    .with_location(location)
    .with_help("this is a bug in agc; please report it with the input")
}
