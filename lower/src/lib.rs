//! Lowering from `ir` to MIR with virtual registers.
//!
//! Role in the pipeline: takes a verified `ir::Module` and, per kernel,
//! rewrites float atomics the processor cannot perform into
//! compare-and-swap loops (`expand_atomics`), splits vector arithmetic
//! into lanes (`scalarize`) and moves narrow-float operations without a
//! native form to f32 (`promote`) — the IR-to-IR steps —
//! decides its ABI inputs and kernarg layout (`abi`), orders its blocks
//! for EXEC-mask execution (`linear`), computes which values are uniform
//! (`uniformity`) and selects machine instructions into an SSA
//! [`agc_isa::mir::MFunction`] (`isel`, with `vars` building SSA for the
//! mutable quantities of EXEC-mask code; with
//! [`LowerOptions::atomic_optimizer`] an atomic on a wave-uniform address
//! becomes one atomic per wave there, `isel/atomic_opt.rs`), then drops
//! what selection made but nothing reads (`dce`), merges loads at adjacent
//! offsets of one address into wide loads (`mem_merge`) and pairs LDS
//! accesses through one address into `ds_read2`/`ds_write2` (`ds_pair`). The output's registers
//! are all virtual; `regalloc` assigns them.
//!
//! Invariants: the input verifies; every value is selected into the
//! register file its uniformity demands; an IR feature the selector does
//! not handle is reported as a [`LowerError`] with the instruction's span,
//! never compiled approximately and never a panic.
//!
//! Legalization (64-bit splits, small integer widths) happens inside
//! selection, shape by shape (`isel::wide`), rather than as a separate
//! IR-to-IR pass: the IR has no way to spell a carry or a lane mask.

pub mod abi;
pub mod dce;
pub mod ds_pair;
pub mod expand_atomics;
pub mod frame;
pub use isel::{callee_stack, makes_indirect_calls};
mod isel;
pub mod linear;
pub mod mem_merge;
pub mod promote;
mod rewrite;
pub mod scalarize;
pub mod uniformity;
pub mod vars;

use agc_ir::{Diagnostic, ErrorCode, Function, Inst, Location, Module, Span};
use agc_isa::mir::MFunction;
use agc_isa::processors::Processor;
use agc_isa::target::Target;
use core::fmt;

pub use abi::{implicit_inputs, ArgLayout, KernelInputs};
pub use isel::CallEnv;

/// Why a function could not be lowered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LowerError {
    /// What kind of error: [`ErrorCode::Unsupported`] for IR the target
    /// cannot select, [`ErrorCode::ResourceLimit`] for a frame or LDS
    /// the hardware cannot hold.
    pub code: ErrorCode,
    pub message: String,
    pub span: Span,
    /// The instruction the error is about, in the function the failing
    /// step read ([`LowerError::at`]); `None` for a function-wide error.
    pub inst: Option<Inst>,
    /// Where the error is: the function, the instruction's block and
    /// position, its debug location. [`lower_with_calls`] fills it from
    /// `inst` before returning, in the function that step read (the
    /// IR-to-IR steps work on copies whose instructions keep the
    /// original's numbers, blocks, debug locations and spans).
    pub location: Location,
    /// The error is about the module, not the function being lowered
    /// (its LDS variables): it stays without a function, so a driver
    /// compiling several kernels reports it once.
    pub module_wide: bool,
}

impl LowerError {
    /// IR this target or stage cannot select (E0200).
    pub fn unsupported(message: impl Into<String>, span: Span) -> LowerError {
        LowerError {
            code: ErrorCode::Unsupported,
            message: message.into(),
            span,
            inst: None,
            location: Location::default(),
            module_wide: false,
        }
    }
    /// Memory the hardware or a descriptor field cannot hold (E0208).
    pub fn resource(message: impl Into<String>, span: Span) -> LowerError {
        LowerError {
            code: ErrorCode::ResourceLimit,
            message: message.into(),
            span,
            inst: None,
            location: Location::default(),
            module_wide: false,
        }
    }

    /// The error is about the module, not one function (see
    /// [`LowerError::module_wide`]).
    pub fn module_wide_error(mut self) -> LowerError {
        self.module_wide = true;
        self
    }

    /// The error is about instruction `inst`.
    pub fn at(mut self, inst: Inst) -> LowerError {
        self.inst = Some(inst);
        self
    }

    /// Fills [`location`](LowerError::location), unless an earlier step
    /// did, from `inst` in `func` (the function the failing step read),
    /// or names just `func` for a function-wide error.
    pub fn locate(mut self, module: &Module, func: &Function) -> LowerError {
        if self.location.is_empty() && !self.module_wide {
            self.location = match self.inst {
                Some(inst) if func.insts.is_valid(inst) => Location::of_inst(module, func, inst),
                _ => Location::of_function(module, func),
            };
        }
        self
    }

    /// The error as a diagnostic, with its location.
    pub fn into_diagnostic(self) -> Diagnostic {
        Diagnostic::new(self.code, self.span, self.message).with_location(self.location)
    }
}

impl fmt::Display for LowerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for LowerError {}

/// A kernel in MIR with the facts the later stages need.
#[derive(Clone, Debug)]
pub struct LoweredKernel {
    pub mir: MFunction,
    pub inputs: KernelInputs,
    /// Static LDS bytes (all module LDS variables, laid out in order).
    pub lds_bytes: u32,
    pub dynamic_lds: bool,
    /// The private frame: stack slots now, the allocator's spills later.
    pub frame: frame::Frame,
}

/// LDS layout: every variable of the module at its alignment, in order;
/// returns the offsets and the total size.
pub fn lds_layout(module: &Module) -> (Vec<u32>, u32, bool) {
    let mut offsets = Vec::with_capacity(module.lds_vars.len());
    // In 64 bits, held at `u32::MAX`: [`check_lds`] rejects any layout
    // past the processor's LDS long before that.
    let mut end = 0u64;
    let mut dynamic = false;
    for (_, v) in module.lds_vars.iter() {
        end = end.next_multiple_of(v.align.max(1) as u64);
        offsets.push(end.min(u32::MAX as u64) as u32);
        end += v.size as u64;
        dynamic |= v.dynamic;
    }
    (offsets, end.min(u32::MAX as u64) as u32, dynamic)
}

/// Rejects static LDS beyond what one workgroup may have on `proc`, at
/// the variable that crosses the limit.
pub fn check_lds(module: &Module, proc: Processor) -> Result<(), LowerError> {
    let limit = proc.info().lds_bytes as u64;
    let mut end = 0u64;
    for (_, v) in module.lds_vars.iter() {
        end = end.next_multiple_of(v.align.max(1) as u64) + v.size as u64;
        if end > limit {
            return Err(LowerError::resource(
                format!(
                    "LDS variable `@{}` ends at byte {end} of the workgroup's LDS; {} has {limit} bytes per workgroup",
                    v.name,
                    proc.name()
                ),
                v.span,
            )
            .module_wide_error());
        }
    }
    Ok(())
}

/// Choices that change the code selected, not its meaning beyond what the
/// IR allows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LowerOptions {
    /// f32 `fdiv` as `v_rcp_f32` then `v_mul_f32` (within about 2.5 ulp
    /// for normal operands; no correct rounding, and divisors beyond 2^126
    /// or denormal give wrong results) instead of the correctly rounded
    /// `v_div_scale`/`v_div_fmas`/`v_div_fixup` sequence.
    pub fast_math: bool,
    /// Enable the private segment even without stack slots: register
    /// allocation needs scratch for VGPR spills (the driver retries with
    /// this set when the allocator asks for it).
    pub private_segment: bool,
    /// Whether and how atomics on wave-uniform addresses are aggregated
    /// into one atomic per wave (`isel::atomic_opt`;
    /// docs/memory-model.md). The driver picks [`AtomicOptimizer::Dpp`]
    /// from -O1 up; [`AtomicOptimizer::Off`] leaves every lane its own
    /// atomic.
    pub atomic_optimizer: AtomicOptimizer,
    /// A device function's `call` whose results the next instruction
    /// returns becomes a jump to the callee (`isel::call`, "Tail calls").
    /// The driver sets it from -O1 up.
    pub tail_calls: bool,
}

/// The atomic optimizer's strategy for combining a divergent value's
/// lanes (a uniform value needs no cross-lane work under either).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum AtomicOptimizer {
    /// Every lane performs its own atomic.
    #[default]
    Off,
    /// DPP row operations in whole-wave mode: a fixed number of VALU steps
    /// whatever the number of active lanes. Falls back to
    /// [`AtomicOptimizer::Iterative`] on processors without GFX9's DPP
    /// row broadcasts.
    Dpp,
    /// A scalar loop over the active lanes (`s_ff1`, `v_readlane`,
    /// `v_writelane` of each lane's prefix): one iteration per active
    /// lane, cheap when few lanes are on.
    Iterative,
}

impl AtomicOptimizer {
    /// Whether atomics are aggregated at all.
    pub fn enabled(self) -> bool {
        self != AtomicOptimizer::Off
    }
}

/// Lowers one kernel of `module` for `target` (a [`Processor`] means its
/// defaults: no threadgroup-split mode, the default wave size) with the
/// default [`LowerOptions`].
pub fn lower_kernel(
    module: &Module,
    func: &Function,
    target: impl Into<Target>,
) -> Result<LoweredKernel, LowerError> {
    lower_kernel_for(module, func, &target.into(), &LowerOptions::default())
}

/// Lowers one kernel or non-kernel function of `module` for a target:
/// its processor; its `tgsplit`/`xnack` settings, which select
/// memory-model sequences; its wave size, which sets the width of every
/// lane mask. Calls clobber what the calling convention
/// allows (see [`lower_with_calls`] for less).
pub fn lower_kernel_for(
    module: &Module,
    func: &Function,
    target: &Target,
    options: &LowerOptions,
) -> Result<LoweredKernel, LowerError> {
    lower_with_calls(module, func, target, options, &[], &[], &[])
}

/// [`lower_kernel_for`] with, per function of `module` (by `FuncId`), the
/// registers a call to it may change when it is known (a callee compiled
/// before its callers); `None` or a missing entry means the calling
/// convention's clobber set; and, likewise, the stack bytes per lane a
/// call to it needs (its frame and its deepest callee's; missing means 0);
/// and the implicit inputs of every function ([`abi::implicit_inputs`];
/// computed here when `implicit` does not cover the module).
/// A non-kernel function's [`LoweredKernel::inputs`] has no kernel
/// arguments. A kernel whose callees need stack, or that calls and has a
/// frame of its own, gets the private segment and a stack pointer.
pub fn lower_with_calls(
    module: &Module,
    func: &Function,
    target: &Target,
    options: &LowerOptions,
    clobbers: &[Option<agc_isa::callconv::RegSet>],
    stacks: &[u32],
    implicit: &[agc_isa::callconv::ImplicitInputs],
) -> Result<LoweredKernel, LowerError> {
    let proc = target.processor();
    let expanded = expand_atomics::expand(func, proc).map_err(|e| e.locate(module, func))?;
    let scalar = scalarize::run(&expanded).map_err(|e| e.locate(module, &expanded))?;
    let promoted = promote::run(&scalar).map_err(|e| e.locate(module, &scalar))?;
    lower_promoted(
        module, &promoted, target, options, clobbers, stacks, implicit,
    )
    .map_err(|e| e.locate(module, &promoted))
}

/// [`lower_with_calls`] after the IR-to-IR steps: ABI, frame, selection
/// and the MIR cleanups.
fn lower_promoted(
    module: &Module,
    func: &Function,
    target: &Target,
    options: &LowerOptions,
    clobbers: &[Option<agc_isa::callconv::RegSet>],
    stacks: &[u32],
    implicit: &[agc_isa::callconv::ImplicitInputs],
) -> Result<LoweredKernel, LowerError> {
    let proc = target.processor();
    let entry = func.entry_block().ok_or_else(|| {
        LowerError::unsupported(format!("kernel `{}` has no body", func.name), func.span)
    })?;
    let names = |i: usize| {
        let p = func.block_params(entry)[i];
        func.value_names[p].as_deref().unwrap_or("").to_string()
    };
    let mut inputs = KernelInputs::scan(func, names, proc);
    let computed;
    let implicit = if implicit.len() == module.functions.len() {
        implicit
    } else {
        computed = abi::implicit_inputs(module);
        &computed[..]
    };
    let fid = module.function_by_name(&func.name);
    let need = |f: Option<agc_ir::FuncId>| {
        f.and_then(|f| implicit.get(f.as_u32() as usize).copied())
            .unwrap_or_default()
    };
    if func.is_kernel() {
        inputs.forward(isel::callee_implicit_inputs(func, implicit));
    } else {
        inputs.receive(need(fid));
    }
    let conv = agc_isa::callconv::Convention::new(target);
    let calls = CallEnv {
        module,
        clobbers,
        stacks,
        implicit,
        conv,
    };
    let frame = if func.is_kernel() {
        frame::Frame::layout(func)
    } else {
        frame::Frame::layout_after(
            func,
            isel::incoming_stack_bytes(func, &conv, inputs.implicit)?,
        )
    };
    // A frame the hardware cannot give each work-item is rejected at the
    // slot that crosses the limit, before any offset is selected.
    let wave = target.lanes();
    let limit = target.max_private_segment_size();
    if let Some((slot, end)) = frame.first_slot_past(func, limit) {
        let data = &func.stack_slots[slot];
        let span = if data.span.is_none() {
            func.span
        } else {
            data.span
        };
        return Err(LowerError::resource(
            format!(
                "`{}` needs at least {end} bytes of private memory per work-item for its stack slots; {} allows at most {limit} in wave{wave}",
                func.name,
                proc.name()
            ),
            span,
        ));
    }
    let callee_stack = isel::callee_stack(func, stacks);
    // An indirect call's callee may need stack whatever is known.
    let unknown = isel::makes_indirect_calls(func);
    if func.is_kernel()
        && callee_stack.is_some()
        && (callee_stack > Some(0) || !frame.is_empty() || unknown)
    {
        inputs.enable_stack();
    }
    if options.private_segment {
        inputs.enable_private_segment();
    }
    check_lds(module, proc)?;
    let (offsets, lds_bytes, dynamic_lds) = lds_layout(module);
    let mut mir = isel::select_kernel(
        func,
        &inputs,
        &offsets,
        target,
        options,
        Some(calls),
        &frame,
    )?;
    dce::remove_dead(&mut mir);
    mem_merge::merge_loads(&mut mir);
    mem_merge::merge_stores(&mut mir);
    ds_pair::pair_lds(&mut mir);
    Ok(LoweredKernel {
        mir,
        inputs,
        lds_bytes,
        dynamic_lds,
        frame,
    })
}
