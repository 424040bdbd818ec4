//! Code generation: from a verified, optimized module to an `emit`
//! code object, stage after stage.
//!
//! Per kernel: `lower` (ABI inputs, uniformity, selection into SSA MIR),
//! `regalloc` (registers under the budget the kernel's workgroup size
//! allows), `memmodel` (`s_waitcnt`, then, optimizing, instructions moved
//! into hazard windows, then hazard wait states, then on GFX11+
//! `s_delay_alu`), then the
//! facts `emit` needs: resources, the hardware-initialized state, the
//! kernarg layout with the code object V5 hidden arguments, attributes.
//!
//! Errors are diagnostics with the IR span when a stage can point at one:
//! unsupported IR (E0200), register budgets (E0203), and, for a stage that
//! rejects what an earlier one produced, an internal error (E0204) that
//! names the stage — never a partial object. Every one carries its
//! [`Location`]: selection's the instruction it rejects (with the
//! frontend's debug location), the whole-function ones (register
//! budgets, private memory, calls) the function and its first located
//! instruction's source position.

use crate::timing::{time, Stage};
use crate::{Options, Target};
use agc_emit::kernel::{
    Access, AddressSpace, ArgKind, CodeObject, Kernel, KernelAbi, KernelArg, KernelAttrs,
    Resources, UserSgprs,
};
use agc_ir::{AddrSpace, Diagnostic, ErrorCode, Location, Module};
use agc_isa::insts::Opcode;
use agc_isa::minst::Operand;
use agc_isa::mir::{regs_used, Block};
use agc_isa::regs::{Reg, RegFile};
use agc_lower::LoweredKernel;

/// Per-kernel statistics of one compilation (registers, code size, waits).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KernelStats {
    pub name: String,
    pub instructions: u32,
    pub sgprs: u16,
    pub vgprs: u16,
    pub agprs: u16,
    pub waitcnts: u32,
    pub nops: u32,
    pub moves_inserted: u32,
    pub spills: u32,
    /// Waves per SIMD the kernel's registers and LDS allow
    /// (`ProcessorInfo::occupancy`).
    pub occupancy: u32,
    /// Private segment bytes per work-item (frame, spills, call chain).
    pub scratch_bytes: u32,
    /// Static LDS bytes per workgroup.
    pub lds_bytes: u32,
}

impl std::fmt::Display for KernelStats {
    /// One line per kernel, the figures a tuner looks at first.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}: {} SGPRs, {} VGPRs, {} AGPRs, {} spills, {} bytes of scratch per lane, {} bytes of LDS, occupancy {} waves per SIMD, {} instructions ({} s_waitcnt, {} s_nop)",
            self.name,
            self.sgprs,
            self.vgprs,
            self.agprs,
            self.spills,
            self.scratch_bytes,
            self.lds_bytes,
            self.occupancy,
            self.instructions,
            self.waitcnts,
            self.nops
        )
    }
}

/// Compiles every kernel of `module` into one code object.
pub fn codegen(
    module: &Module,
    options: &Options,
) -> Result<(CodeObject, Vec<KernelStats>), crate::Diagnostics> {
    crate::target::check(&options.target, options.unstable_targets)?;
    let target = options.target;
    let mut kernels = Vec::new();
    let mut stats = Vec::new();
    let mut errors = Vec::new();
    // Non-kernel functions first, callees before callers (`link`).
    let graph = crate::link::call_graph(module);
    let n = module.functions.len();
    let mut compiled: Vec<Option<crate::link::CompiledFunction>> = vec![None; n];
    let mut clobbers: Vec<Option<agc_isa::callconv::RegSet>> = vec![None; n];
    // Stack bytes per lane a call to each function needs: its frame plus
    // its deepest callee's (callees are compiled first).
    let mut stacks: Vec<u32> = vec![0; n];
    // What each function needs of the kernel's initial state (`abi`).
    let implicit = agc_lower::implicit_inputs(module);
    for &fid in &graph.order {
        let func = &module.functions[fid];
        if func.is_kernel() || func.is_declaration() {
            continue;
        }
        let env = Env {
            module,
            options,
            target,
            clobbers: &clobbers,
            stacks: &stacks,
            implicit: &implicit,
        };
        match compile_function(&env, func) {
            Ok((mut cf, stack)) => {
                cf.dynamic_stack |= graph.recursive[fid.as_u32() as usize];
                stacks[fid.as_u32() as usize] = stack;
                clobbers[fid.as_u32() as usize] = Some(cf.clobbers);
                compiled[fid.as_u32() as usize] = Some(cf);
            }
            Err(d) => errors.push(d),
        }
    }
    if !errors.is_empty() {
        errors.dedup();
        return Err(errors.into());
    }
    // Kernels are independent of each other once their callees are done,
    // so they compile in parallel; `collect` keeps module order, which
    // keeps the object and the diagnostics deterministic. A lone kernel
    // stays on this thread: starting the pool would cost more than it saves.
    let kernel_funcs: Vec<&agc_ir::Function> = module
        .functions
        .values()
        .filter(|f| f.is_kernel())
        .collect();
    let callees = crate::link::Callees::new(module);
    let env = Env {
        module,
        options,
        target,
        clobbers: &clobbers,
        stacks: &stacks,
        implicit: &implicit,
    };
    let one = |func: &&agc_ir::Function| compile_kernel(&env, func, &compiled, &callees);
    let results: Vec<_> = compile_kernels(&kernel_funcs, one);
    for r in results {
        match r {
            Ok((k, s)) => {
                kernels.push(k);
                stats.push(s);
            }
            Err(d) => errors.push(d),
        }
    }
    // Every defined device function once, its calls numbered (`link`).
    let mut functions = Vec::with_capacity(callees.defined.len());
    for &fid in &callees.defined {
        let func = &module.functions[fid];
        let Some(cf) = compiled[fid.as_u32() as usize].as_ref() else {
            continue;
        };
        let mut blocks = cf.blocks.clone();
        if let Err(e) =
            crate::link::resolve_calls(&mut blocks, &cf.call_sites, &|n| callees.number(module, n))
        {
            errors.push(link_error(module, func, &e));
            continue;
        }
        // A dead pair for relaxed branches: caller-saved, above what the
        // function uses, below the return address.
        let pair = cf.sgprs.next_multiple_of(2);
        functions.push(agc_emit::Function {
            name: func.name.clone(),
            blocks,
            linkage: if func.is_internal() {
                agc_emit::Linkage::Local
            } else {
                agc_emit::Linkage::Global
            },
            long_branch_sgprs: (pair + 1 < agc_isa::callconv::RA_SGPR)
                .then(|| Reg::s_range(pair, pair + 1)),
        });
    }
    if !errors.is_empty() {
        // A module-wide limit (LDS) is reported once, not per kernel.
        errors.dedup();
        return Err(errors.into());
    }
    let externs = callees
        .externs
        .iter()
        .map(|&f| module.functions[f].name.clone())
        .collect();
    Ok((
        CodeObject {
            target,
            kernels,
            functions,
            externs,
            debug: options.debuginfo.then(|| debug_info(module)),
        },
        stats,
    ))
}

/// Runs `one` on every kernel, keeping their order: in parallel with the
/// `parallel` feature when there are several (their callees are
/// compiled, so kernels share nothing but reads).
#[cfg(feature = "parallel")]
fn compile_kernels<'m, T: Send>(
    kernels: &[&'m agc_ir::Function],
    one: impl Fn(&&'m agc_ir::Function) -> T + Sync + Send,
) -> Vec<T> {
    if kernels.len() > 1 {
        use rayon::prelude::*;
        kernels.par_iter().map(one).collect()
    } else {
        kernels.iter().map(one).collect()
    }
}

/// Runs `one` on every kernel in order, on this thread (a build without
/// the `parallel` feature).
#[cfg(not(feature = "parallel"))]
fn compile_kernels<'m, T>(
    kernels: &[&'m agc_ir::Function],
    one: impl Fn(&&'m agc_ir::Function) -> T,
) -> Vec<T> {
    kernels.iter().map(one).collect()
}

/// The compile unit of `-g`: the module's source files (the IR's `file`
/// table, or the `.agc` file itself, see `compile_source`).
fn debug_info(module: &Module) -> agc_emit::DebugInfo {
    let mut files: Vec<String> = module.files.values().cloned().collect();
    if files.is_empty() {
        files.push("<input>".to_string());
    }
    agc_emit::DebugInfo {
        producer: concat!("agc ", env!("CARGO_PKG_VERSION")).to_string(),
        comp_dir: std::env::current_dir()
            .map(|d| d.display().to_string())
            .unwrap_or_default(),
        files,
        language: None,
    }
}

/// What the driver's options ask of lowering; `private_segment` is set
/// when allocation needs scratch (kernels only).
fn lower_options(options: &Options, private_segment: bool) -> agc_lower::LowerOptions {
    agc_lower::LowerOptions {
        fast_math: options.fast_math,
        private_segment,
        atomic_optimizer: options.atomic_optimizer(),
        // A tail call is an optimization: off at -O0.
        tail_calls: options.opt_level > 0,
    }
}

/// What compiling one function reads of the module-wide state: the
/// target, and what is known of the functions compiled before it
/// (callees first).
struct Env<'a> {
    module: &'a Module,
    options: &'a Options,
    target: Target,
    /// Per function (by `FuncId`), the registers a call to it may change.
    clobbers: &'a [Option<agc_isa::callconv::RegSet>],
    /// Per function, the stack bytes per lane a call to it needs.
    stacks: &'a [u32],
    /// Per function, what it needs of the kernel's initial state (`abi`).
    implicit: &'a [agc_isa::callconv::ImplicitInputs],
}

/// The register files one function is allocated in.
#[derive(Clone, Copy)]
struct Budget {
    sgprs: u16,
    vgprs: u16,
    agprs: u16,
    /// VGPRs and AGPRs together (a unified file's share of one SIMD).
    vector: u16,
    /// The most work-items of a workgroup (kernels; 1024 otherwise).
    max_workgroup: u32,
}

impl Budget {
    /// A device function may use the whole files (the caller's launch
    /// bounds are not known here). A kernel gets what its largest
    /// workgroup leaves one wave and what `waves_per_eu(MIN, _)` asks:
    /// MIN waves per SIMD (the MAX bound only matters to a scheduler that
    /// trades registers for waves, which agc does not).
    fn of(func: &agc_ir::Function, target: &Target) -> Budget {
        let info = target.info();
        let agprs = |n: u16| if info.has_agprs { n } else { 0 };
        if !func.is_kernel() {
            return Budget {
                sgprs: info.addressable_sgprs,
                vgprs: info.vgprs,
                agprs: agprs(info.agprs),
                vector: info.unified_vgpr_file.unwrap_or(info.vgprs),
                max_workgroup: agc_ir::MAX_WORKGROUP_SIZE,
            };
        }
        let max_workgroup = func
            .attrs
            .reqd_workgroup_size
            .map(|s| s.iter().product())
            .or(func.attrs.flat_workgroup_size.map(|(_, hi)| hi))
            .unwrap_or(agc_ir::MAX_WORKGROUP_SIZE);
        let min_waves = func.attrs.waves_per_eu.map_or(1, |(lo, _)| lo);
        let vector = target
            .vgpr_budget(max_workgroup)
            .min(target.vgpr_budget_for_waves(min_waves));
        let (vgprs, agprs) = if info.unified_vgpr_file.is_some() {
            (vector.min(info.vgprs), 0)
        } else {
            (vector.min(info.vgprs), agprs(vector.min(info.agprs)))
        };
        Budget {
            sgprs: info.sgpr_budget(min_waves),
            vgprs,
            agprs,
            vector,
            max_workgroup,
        }
    }
}

/// A function after the stage sequence every function goes through:
/// lowering, register allocation, the kernel's stack patch, waits,
/// hazard wait states and (GFX11+) `s_delay_alu`. Kernels and device functions differ only in what
/// is done with it afterwards.
struct Body {
    lowered: LoweredKernel,
    alloc_sgprs: u16,
    alloc_vgprs: u16,
    alloc_agprs: u16,
    blocks: Vec<Block>,
    /// The callee names of the calls in `blocks`, in call-site order.
    call_sites: Vec<String>,
    /// A calling kernel: where its stack starts (past its spill slots).
    stack_base: u32,
    /// Scratch bytes per lane regalloc's spill slots take.
    spill_bytes: u32,
    frame_bytes: u32,
    sgpr_spills: u32,
    vgpr_spills: u32,
    moves_inserted: u32,
    waits: u32,
    nops: u32,
}

/// Runs the stage sequence on `func` (see [`Body`]).
fn compile_body(env: &Env, func: &agc_ir::Function, budget: &Budget) -> Result<Body, Diagnostic> {
    let target = &env.target;
    let what = if func.is_kernel() {
        "kernel"
    } else {
        "function"
    };
    let lower = |private_segment: bool| {
        time(Stage::Lower, || {
            agc_lower::lower_with_calls(
                env.module,
                func,
                target,
                &lower_options(env.options, private_segment),
                env.clobbers,
                env.stacks,
                env.implicit,
            )
        })
        .map_err(agc_lower::LowerError::into_diagnostic)
    };
    let mut lowered: LoweredKernel = lower(false)?;
    let opts = agc_regalloc::AllocOptions {
        target: *target,
        max_sgprs: budget.sgprs,
        max_vgprs: budget.vgprs,
        max_agprs: budget.agprs,
    };
    // A kernel's VGPR spills go to scratch only when it has a private
    // segment; a kernel without one that needs it is lowered again with
    // the segment's inputs enabled. A device function's spill slots go to
    // its own frame (regalloc).
    // A kernel that calls keeps its spill slots right after its own
    // frame, below the stack its callees grow into from s32. Selection
    // set s32 before allocation knew how many slots there are, so the
    // entry's `s_mov_b32 s32, frame` is patched past the spill area once
    // allocation is done ([`stack_past_spills`]). The callees' stack may
    // be deeper than one frame each (recursion, indirect calls, code from
    // another object), so nothing of the kernel's may lie above s32.
    let spill_offset = |l: &LoweredKernel| {
        if l.inputs.stack {
            l.frame
                .size()
                .next_multiple_of(agc_isa::callconv::STACK_ALIGN)
        } else {
            l.frame.spill_offset()
        }
    };
    let alloc_once = |l: &LoweredKernel| {
        let scratch =
            (func.is_kernel() && l.inputs.private_segment).then(|| agc_regalloc::ScratchSpill {
                access: l.inputs.scratch_access,
                offset: spill_offset(l),
                wave_offset_sgpr: l.inputs.wave_offset_sgpr().unwrap_or(0),
            });
        time(Stage::Regalloc, || {
            agc_regalloc::allocate_with_scratch(&l.mir, &opts, scratch, cfg!(debug_assertions))
        })
    };
    let alloc = match alloc_once(&lowered) {
        Err(agc_regalloc::RegallocError::ScratchSpill { .. })
            if func.is_kernel() && !lowered.inputs.private_segment =>
        {
            lowered = lower(true)?;
            alloc_once(&lowered)
        }
        r => r,
    }
    .map_err(|e| {
        // The budget is the function's: its peak pressure, not one
        // instruction, is what does not fit.
        Diagnostic::new(
            ErrorCode::RegisterBudget,
            func.span,
            format!("{what} `{}`: {e}", func.name),
        )
        .with_location(Location::of_function(env.module, func))
    })?;
    let mut blocks: Vec<Block> = alloc.blocks;
    // The stack of a kernel that calls starts past its spill slots.
    let stack_base = if func.is_kernel() && lowered.inputs.stack {
        let base = (spill_offset(&lowered) + alloc.scratch_bytes)
            .next_multiple_of(agc_isa::callconv::STACK_ALIGN);
        let scale = agc_isa::callconv::Convention::new(target).sp_scale();
        stack_past_spills(&mut blocks, base * scale).map_err(|e| {
            Diagnostic::new(
                ErrorCode::Internal,
                func.span,
                format!("kernel `{}`: {e}", func.name),
            )
            .with_location(Location::of_function(env.module, func))
        })?;
        base
    } else {
        0
    };
    let waits = time(Stage::Waitcnt, || {
        if !func.is_kernel() {
            agc_memmodel::wait_at_function_entry(&mut blocks, target);
        }
        agc_memmodel::insert_waitcnts(&mut blocks, target)
    });
    let nops = time(Stage::Hazards, || {
        if env.options.opt_level > 0 {
            agc_memmodel::schedule_for_hazards(&mut blocks, target);
        }
        let nops = agc_memmodel::insert_hazard_nops(&mut blocks, target);
        agc_memmodel::insert_depctr_fixes(&mut blocks, target);
        agc_memmodel::insert_partial_forwarding_fixes(&mut blocks, target, func.is_kernel());
        agc_memmodel::insert_mask_write_waits(&mut blocks, target);
        agc_memmodel::insert_sgpr_hazard_waits(&mut blocks, target, func.is_kernel());
        // Last: the delays count the cycles of the nops and waits
        // before them (a no-op where the processor has no s_delay_alu).
        agc_memmodel::insert_delay_alu(&mut blocks, target);
        nops
    });
    let call_sites: Vec<String> = alloc
        .call_sites
        .iter()
        .map(|&k| lowered.mir.callees[k as usize].name.clone())
        .collect();
    Ok(Body {
        alloc_sgprs: alloc.sgprs,
        alloc_vgprs: alloc.vgprs,
        alloc_agprs: alloc.agprs,
        blocks,
        call_sites,
        stack_base,
        spill_bytes: alloc.scratch_bytes,
        frame_bytes: alloc.frame.as_ref().map_or(0, |f| f.bytes),
        sgpr_spills: alloc.sgpr_spills,
        vgpr_spills: alloc.vgpr_spills,
        moves_inserted: alloc.moves_inserted,
        waits: waits.inserted,
        nops,
        lowered,
    })
}

/// Compiles one non-kernel function; its code goes into the code object
/// once, whatever calls it (`link`). Also returns the stack bytes per
/// lane a call to it needs.
fn compile_function(
    env: &Env,
    func: &agc_ir::Function,
) -> Result<(crate::link::CompiledFunction, u32), Diagnostic> {
    let body = compile_body(env, func, &Budget::of(func, &env.target))?;
    let blocks = body.blocks;
    let callee_sets: Vec<&agc_isa::callconv::RegSet> = body
        .lowered
        .mir
        .callees
        .iter()
        .map(|c| &c.clobbers)
        .collect();
    // What the code mentions, minus what the prologue saves and the
    // epilogue restores: a caller may keep values in the rest.
    let mut clob = crate::link::clobbers_of(&blocks, &callee_sets);
    clob.intersect(&agc_isa::callconv::Convention::new(&env.target).clobbers());
    let uses_vcc = uses_vcc(&blocks);
    let frame = body.frame_bytes;
    let deepest = body
        .lowered
        .mir
        .callees
        .iter()
        .filter_map(|c| env.module.function_by_name(&c.name))
        .map(|g| env.stacks.get(g.as_u32() as usize).copied().unwrap_or(0))
        .max()
        .unwrap_or(0);
    let stack = frame.saturating_add(deepest);
    check_private_segment(env.module, func, &env.target, stack, frame, deepest)?;
    Ok((
        crate::link::CompiledFunction {
            sgprs: regs_used(&blocks, RegFile::Sgpr).max(body.alloc_sgprs),
            vgprs: regs_used(&blocks, RegFile::Vgpr).max(body.alloc_vgprs),
            agprs: regs_used(&blocks, RegFile::Agpr).max(body.alloc_agprs),
            blocks,
            call_sites: body.call_sites,
            clobbers: clob,
            uses_vcc,
            dynamic_stack: agc_lower::makes_indirect_calls(func),
            indirect: agc_lower::makes_indirect_calls(func),
        },
        stack,
    ))
}

/// Moves a calling kernel's initial stack pointer to `sp` (in
/// stack-pointer units): the entry's first write of s32 is the
/// `s_mov_b32 s32, frame` selection put there (`isel/private.rs`,
/// `stack_entry`), or the `s_movk_i32` allocation shortened it to
/// (`agc_regalloc::movk`); nothing else in a kernel writes s32 before it.
fn stack_past_spills(blocks: &mut [Block], sp: u32) -> Result<(), String> {
    let s32 = Reg::s(agc_isa::callconv::SP_SGPR);
    let entry = blocks.first_mut().ok_or("no entry block")?;
    let init = entry
        .insts
        .iter_mut()
        .find(|i| {
            matches!(i.opcode, Opcode::SMovB32 | Opcode::SMovkI32)
                && i.operands[0] == Operand::Reg(s32)
        })
        .ok_or("the entry does not set the stack pointer")?;
    init.opcode = Opcode::SMovB32;
    init.operands[1] = Operand::b32(sp);
    agc_regalloc::movk::shorten_one(init);
    Ok(())
}

/// Rejects a private segment (per work-item: `own` bytes of frame and
/// spill slots, `calls` of the deepest call chain) larger than the
/// hardware gives a work-item, as llc-22 rejects "stack frame size
/// exceeds limit": the descriptor could say it, but no dispatch could
/// run it, and a size that wrapped would let slots overlap.
fn check_private_segment(
    module: &Module,
    func: &agc_ir::Function,
    target: &Target,
    total: u32,
    own: u32,
    calls: u32,
) -> Result<(), Diagnostic> {
    let (p, wave) = (target.processor(), target.lanes());
    let limit = target.max_private_segment_size();
    if total <= limit {
        return Ok(());
    }
    let what = if func.is_kernel() {
        "kernel"
    } else {
        "function"
    };
    let parts = if calls > 0 {
        format!(" ({own} of its own frame and spill slots, {calls} for the functions it calls)")
    } else {
        String::new()
    };
    Err(Diagnostic::new(
        ErrorCode::ResourceLimit,
        func.span,
        format!(
            "{what} `{}` needs {total} bytes of private memory per work-item{parts}; {p} allows at most {limit} in wave{wave}",
            func.name
        ),
    )
    .with_location(Location::of_function(module, func))
    .with_help("keep large arrays in global memory or LDS, or split the work across more work-items"))
}

fn link_error(module: &Module, func: &agc_ir::Function, e: &crate::link::LinkError) -> Diagnostic {
    Diagnostic::new(
        ErrorCode::Internal,
        func.span,
        format!("`{}`: resolving its calls failed: {}", func.name, e.0),
    )
    .with_location(Location::of_function(module, func))
}

fn uses_vcc(blocks: &[Block]) -> bool {
    blocks.iter().flat_map(|b| &b.insts).any(|i| {
        i.operands.iter().any(|o| matches!(o, agc_isa::minst::Operand::Reg(r) if r.file == RegFile::Special && r.index == agc_isa::regs::special::VCC))
            || i.opcode.info().implicit.has(agc_isa::insts::Implicit::USE_VCC)
    })
}

fn compile_kernel(
    env: &Env,
    func: &agc_ir::Function,
    compiled: &[Option<crate::link::CompiledFunction>],
    callees: &crate::link::Callees,
) -> Result<(Kernel, KernelStats), Diagnostic> {
    let module = env.module;
    let target = &env.target;
    let info = target.info();
    let budget = Budget::of(func, target);
    let Budget {
        sgprs: sgpr_budget,
        vgprs: max_vgprs,
        agprs: max_agprs,
        vector: vgpr_budget,
        max_workgroup: max_wg,
    } = budget;
    let deepest = agc_lower::callee_stack(func, env.stacks).unwrap_or(0);
    let mut body = compile_body(env, func, &budget)?;
    let mut blocks = std::mem::take(&mut body.blocks);
    let call_sites = std::mem::take(&mut body.call_sites);
    let lowered = &mut body.lowered;
    // Calls name their callee's number; the registers of everything the
    // kernel reaches count towards its own (`link`).
    let linked = time(Stage::Link, || {
        crate::link::resolve_calls(&mut blocks, &call_sites, &|n| callees.number(module, n))
            .and_then(|()| crate::link::reachable(module, &call_sites, compiled))
    })
    .map_err(|e| link_error(module, func, &e))?;

    let inputs = &lowered.inputs;
    let mut args = Vec::with_capacity(inputs.args.len() + 20);
    for a in &inputs.args {
        let kind = match a.pointee {
            Some(AddrSpace::Global) | Some(AddrSpace::Flat) => ArgKind::GlobalBuffer {
                address_space: if a.pointee == Some(AddrSpace::Flat) {
                    AddressSpace::Generic
                } else {
                    AddressSpace::Global
                },
                access: Access::Unknown,
            },
            Some(AddrSpace::Constant) => ArgKind::GlobalBuffer {
                address_space: AddressSpace::Constant,
                access: Access::ReadOnly,
            },
            // Unstated, the runtime may place it at any byte (llc's
            // default too).
            Some(AddrSpace::Local) => ArgKind::DynamicSharedPointer {
                pointee_align: a.pointee_align.max(1),
            },
            _ => ArgKind::ByValue,
        };
        args.push(KernelArg {
            name: a.name.clone(),
            offset: a.offset,
            size: a.size,
            align: a.align,
            kind,
        });
    }
    args.extend(KernelArg::hidden_v5(inputs.hidden_offset));
    let kernarg_align = inputs
        .args
        .iter()
        .map(|a| a.align)
        .max()
        .unwrap_or(1)
        .max(8);

    let mut sgprs = regs_used(&blocks, RegFile::Sgpr).max(body.alloc_sgprs);
    let mut vgprs = regs_used(&blocks, RegFile::Vgpr)
        .max(body.alloc_vgprs)
        .max(1);
    let mut agprs = regs_used(&blocks, RegFile::Agpr).max(body.alloc_agprs);
    let mut uses_vcc = uses_vcc(&blocks);
    // Recursion or an indirect call anywhere below the kernel: its
    // private segment size covers one frame of each function it reaches
    // (as llc-22's does) and the descriptor asks the runtime for a
    // dynamic stack on top (`link` module doc).
    let mut indirect = agc_lower::makes_indirect_calls(func);
    let mut dynamic_stack = indirect;
    let mut unknown_callee = false;
    for f in &linked {
        if let Some(cf) = &compiled[f.as_u32() as usize] {
            sgprs = sgprs.max(cf.sgprs);
            vgprs = vgprs.max(cf.vgprs);
            agprs = agprs.max(cf.agprs);
            uses_vcc |= cf.uses_vcc;
            dynamic_stack |= cf.dynamic_stack;
            indirect |= cf.indirect;
        } else if module.functions[*f].is_declaration() {
            // Code from another object: nothing is known of it but the
            // convention, under which a callee may use any register (the
            // callee-saved ones saved first), so the kernel allocates the
            // most its launch bounds allow: the SGPR budget, and the VGPR
            // budget for VGPRs and AGPRs each (on a unified file, where
            // ACCUM_OFFSET splits one budget, at least half for VGPRs and
            // the rest for AGPRs: a0-a47 of the default 1024-lane bound
            // on gfx90a, past which a callee could not run). llc-22 only
            // takes the maxima of its own module's functions
            // (`amdgpu.max_num_vgpr`), which an object of another
            // compiler escapes. Its stack is unknown as well: the
            // descriptor asks for a dynamic stack, as llc-22's does.
            unknown_callee = true;
            dynamic_stack = true;
        }
    }
    // An indirect call may reach any function of the module (llc-22 takes
    // the module's maximum too, and reserves VCC); one in another object
    // is accounted for when its address is taken here (a declaration
    // among `linked`).
    if indirect {
        uses_vcc = true;
        for cf in compiled.iter().flatten() {
            sgprs = sgprs.max(cf.sgprs);
            vgprs = vgprs.max(cf.vgprs);
            agprs = agprs.max(cf.agprs);
            uses_vcc |= cf.uses_vcc;
        }
    }
    if unknown_callee {
        uses_vcc = true;
        sgprs = sgprs.max(sgpr_budget);
        if info.unified_vgpr_file.is_some() {
            // At least half the budget for VGPRs, the rest for AGPRs.
            let half = (vgpr_budget / 2) / 4 * 4;
            vgprs = vgprs.max(half);
            agprs = agprs.max(vgpr_budget.saturating_sub(vgprs.next_multiple_of(4)));
        } else {
            vgprs = vgprs.max(max_vgprs);
            agprs = agprs.max(max_agprs);
        }
    }
    // A dead SGPR pair for out-of-range branches: the first even pair
    // above everything allocated.
    let pair = sgprs.next_multiple_of(2);
    let long_branch_sgprs =
        (pair + 1 < info.addressable_sgprs).then(|| Reg::s_range(pair, pair + 1));
    let resources = Resources {
        sgprs,
        vgprs,
        agprs,
        lds_bytes: lowered.lds_bytes,
        dynamic_lds: lowered.dynamic_lds,
        private_segment_size: {
            // A kernel that calls: its frame and its spill slots up to
            // s32, then the deepest call chain's frames.
            let (own, calls) = if inputs.stack {
                (body.stack_base, deepest)
            } else {
                lowered.frame.reserve_spills(body.spill_bytes);
                (lowered.frame.size(), 0)
            };
            let total = own.saturating_add(calls);
            check_private_segment(module, func, target, total, own, calls)?;
            total
        },
        uses_dynamic_stack: dynamic_stack,
        uses_vcc,
        uses_flat_scratch: inputs.flat_scratch_init,
        sgpr_spill_count: body.sgpr_spills,
        vgpr_spill_count: body.vgpr_spills,
    };
    let abi = KernelAbi {
        user: UserSgprs {
            private_segment_buffer: inputs.private_segment_buffer(),
            kernarg_segment_ptr: inputs.kernarg_ptr,
            flat_scratch_init: inputs.flat_scratch_init,
            ..UserSgprs::default()
        },
        workgroup_id: inputs.workgroup_id,
        workgroup_info: false,
        private_segment: inputs.private_segment,
        workitem_id_vgprs: inputs.workitem_id_dims,
    };
    let attrs = KernelAttrs {
        max_flat_workgroup_size: max_wg,
        reqd_workgroup_size: func.attrs.reqd_workgroup_size,
        float: {
            let (m32, m16_64) = func.attrs.denorm_modes();
            agc_emit::kernel::FloatMode {
                denorm_32: m32 as u8,
                denorm_16_64: m16_64 as u8,
                ..Default::default()
            }
        },
        ..KernelAttrs::default()
    };
    let instructions = blocks.iter().map(|b| b.insts.len() as u32).sum();
    let stats = KernelStats {
        name: func.name.clone(),
        instructions,
        sgprs,
        vgprs,
        agprs,
        waitcnts: body.waits,
        nops: body.nops,
        moves_inserted: body.moves_inserted,
        spills: body.sgpr_spills + body.vgpr_spills,
        ..Default::default()
    };
    let kernel = Kernel {
        name: func.name.clone(),
        blocks,
        resources,
        abi,
        args,
        kernarg_size: inputs.kernarg_size(),
        kernarg_align,
        attrs,
        long_branch_sgprs,
    };
    // The descriptor's counts (special SGPRs, the unified VGPR file)
    // decide occupancy; a count that does not fit is emission's error.
    let occupancy = agc_emit::descriptor::DescInputs::new(&kernel, target)
        .map(|d| {
            target.occupancy(
                d.total_sgprs,
                d.next_free_vgpr,
                d.group_segment_fixed_size,
                max_wg,
            )
        })
        .unwrap_or(0);
    let stats = KernelStats {
        occupancy,
        scratch_bytes: kernel.resources.private_segment_size,
        lds_bytes: kernel.resources.lds_bytes,
        ..stats
    };
    Ok((kernel, stats))
}
