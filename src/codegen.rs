//! Code generation: from a verified, optimized module to an `emit`
//! code object, stage after stage.
//!
//! Per kernel: `lower` (ABI inputs, uniformity, selection into SSA MIR),
//! `regalloc` (registers under the budget the kernel's workgroup size
//! allows), `memmodel` (`s_waitcnt`, then hazard wait states), then the
//! facts `emit` needs: resources, the hardware-initialized state, the
//! kernarg layout with the code object V5 hidden arguments, attributes.
//!
//! Errors are diagnostics with the IR span when a stage can point at one:
//! unsupported IR (E0200), register budgets (E0203), and, for a stage that
//! rejects what an earlier one produced, an internal error (E0204) that
//! names the stage — never a partial object.

use crate::Options;
use agc_emit::kernel::{
    Access, AddressSpace, ArgKind, CodeObject, Kernel, KernelAbi, KernelArg, KernelAttrs,
    Resources, UserSgprs,
};
use agc_ir::{AddrSpace, Diagnostic, ErrorCode, Module};
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
}

/// Compiles every kernel of `module` into one code object.
pub fn codegen(
    module: &Module,
    options: &Options,
) -> Result<(CodeObject, Vec<KernelStats>), Vec<Diagnostic>> {
    let target = options.target.id;
    let mut kernels = Vec::new();
    let mut stats = Vec::new();
    let mut errors = Vec::new();
    for (_, func) in module.functions.iter() {
        if !func.is_kernel() {
            errors.push(
                Diagnostic::new(
                    ErrorCode::Unsupported,
                    func.span,
                    format!(
                        "device function `{}`: calls are not supported by the GFX9 back end yet",
                        func.name
                    ),
                )
                .with_help("mark the function `kernel`, or inline it into its callers"),
            );
            continue;
        }
        match compile_kernel(module, func, options) {
            Ok((k, s)) => {
                kernels.push(k);
                stats.push(s);
            }
            Err(d) => errors.push(d),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok((
        CodeObject {
            target,
            kernels,
            debug: options.debuginfo.then(|| debug_info(module)),
        },
        stats,
    ))
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

fn compile_kernel(
    module: &Module,
    func: &agc_ir::Function,
    options: &Options,
) -> Result<(Kernel, KernelStats), Diagnostic> {
    let target = options.target.id;
    let p = target.processor;
    let info = p.info();
    let lower = |private_segment: bool| {
        agc_lower::lower_kernel_for(
            module,
            func,
            &target,
            &agc_lower::LowerOptions {
                fast_math: options.fast_math,
                private_segment,
            },
        )
        .map_err(|e| Diagnostic::new(ErrorCode::Unsupported, e.span, e.message))
    };
    let mut lowered: LoweredKernel = lower(false)?;
    let max_wg = func
        .attrs
        .reqd_workgroup_size
        .map(|s| s.iter().product())
        .or(func.attrs.flat_workgroup_size.map(|(_, hi)| hi))
        .unwrap_or(1024);
    let vgpr_budget = info.vgpr_budget(max_wg);
    let (max_vgprs, max_agprs) = if info.unified_vgpr_file.is_some() {
        (vgpr_budget.min(info.vgprs), 0)
    } else {
        (
            vgpr_budget.min(info.vgprs),
            if info.has_agprs {
                vgpr_budget.min(info.agprs)
            } else {
                0
            },
        )
    };
    let opts = agc_regalloc::AllocOptions {
        processor: p,
        max_sgprs: info.addressable_sgprs,
        max_vgprs,
        max_agprs,
    };
    // VGPR spills go to scratch only when the kernel has a private
    // segment; a kernel without one that needs it is lowered again with
    // the segment's inputs enabled.
    let alloc_once = |l: &LoweredKernel| {
        let scratch = l
            .inputs
            .private_segment
            .then(|| agc_regalloc::ScratchSpill {
                access: l.inputs.scratch_access,
                offset: l.frame.spill_offset(),
                wave_offset_sgpr: l.inputs.wave_offset_sgpr().unwrap_or(0),
            });
        agc_regalloc::allocate_with_scratch(&l.mir, &opts, scratch, cfg!(debug_assertions))
    };
    let alloc = match alloc_once(&lowered) {
        Err(agc_regalloc::RegallocError::ScratchSpill { .. })
            if !lowered.inputs.private_segment =>
        {
            lowered = lower(true)?;
            alloc_once(&lowered)
        }
        r => r,
    }
    .map_err(|e| {
        Diagnostic::new(
            ErrorCode::RegisterBudget,
            func.span,
            format!("kernel `{}`: {e}", func.name),
        )
    })?;
    let mut blocks: Vec<Block> = alloc.blocks;
    let waits = agc_memmodel::insert_waitcnts(&mut blocks, p);
    let nops = agc_memmodel::insert_hazard_nops(&mut blocks, p);

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

    let sgprs = regs_used(&blocks, RegFile::Sgpr).max(alloc.sgprs);
    let vgprs = regs_used(&blocks, RegFile::Vgpr).max(alloc.vgprs).max(1);
    let agprs = regs_used(&blocks, RegFile::Agpr).max(alloc.agprs);
    let uses_vcc = blocks.iter().flat_map(|b| &b.insts).any(|i| {
        i.operands.iter().any(|o| matches!(o, agc_isa::minst::Operand::Reg(r) if r.file == RegFile::Special && r.index == agc_isa::regs::special::VCC))
            || i.opcode.info().implicit.has(agc_isa::insts::Implicit::USE_VCC)
    });
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
            lowered.frame.reserve_spills(alloc.scratch_bytes);
            lowered.frame.size()
        },
        uses_dynamic_stack: false,
        uses_vcc,
        uses_flat_scratch: inputs.flat_scratch_init,
        sgpr_spill_count: alloc.sgpr_spills,
        vgpr_spill_count: alloc.vgpr_spills,
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
        wavefront_size: info.wave_sizes[0],
    };
    let attrs = KernelAttrs {
        max_flat_workgroup_size: max_wg,
        reqd_workgroup_size: func.attrs.reqd_workgroup_size,
        ..KernelAttrs::default()
    };
    let instructions = blocks.iter().map(|b| b.insts.len() as u32).sum();
    let stats = KernelStats {
        name: func.name.clone(),
        instructions,
        sgprs,
        vgprs,
        agprs,
        waitcnts: waits.inserted,
        nops,
        moves_inserted: alloc.moves_inserted,
        spills: alloc.sgpr_spills + alloc.vgpr_spills,
    };
    Ok((
        Kernel {
            name: func.name.clone(),
            blocks,
            resources,
            abi,
            args,
            kernarg_size: inputs.kernarg_size(),
            kernarg_align,
            attrs,
            long_branch_sgprs,
        },
        stats,
    ))
}
