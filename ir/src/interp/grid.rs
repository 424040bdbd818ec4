//! Dispatches: checking the launch, laying out LDS, running workgroups one
//! after another, and the barrier rule.
//!
//! Role: the public entry points [`run_kernel`] and [`call_function`].
//!
//! Workgroups run in order of their id, x fastest, each to completion
//! before the next starts, so a dispatch is deterministic. Inside a
//! workgroup, waves run in order, each until it finishes or waits at a
//! barrier. When none can run, a barrier is released only if every
//! work-item of the workgroup waits at it: all waves at the same barrier
//! instruction, each with all its lanes active, and no work-item returned.
//! Anything else is the undefined behaviour "barrier not reached by all
//! work-items of the workgroup", reported with who is where.

use super::code::Program;
use super::memory::{Memory, Scratch};
use super::wave::{Env, Geometry, Wave, WaveState};
use super::{ArgValue, Dispatch, ErrorKind, InterpError, Limits, Location, Stats, ValueBits};
use crate::entities::FuncId;
use crate::module::Module;
use cranelift_entity::EntityRef;

/// Runs kernel `func` over the grid `dispatch` describes, reading and
/// writing `memory`.
pub fn run_kernel(
    module: &Module,
    func: FuncId,
    args: &[ArgValue],
    dispatch: &Dispatch,
    memory: &mut Memory,
) -> Result<Stats, InterpError> {
    let Some(f) = module.functions.get(func) else {
        return Err(InterpError::new(
            ErrorKind::BadArguments,
            format!("no function {func}"),
        ));
    };
    if !f.is_kernel() {
        return Err(InterpError::new(
            ErrorKind::BadArguments,
            format!("@{} is a device function; use call_function", f.name),
        ));
    }
    check_dispatch(f, dispatch)?;
    let (lds_offsets, mut lds_size) = lds_layout(module, dispatch.dynamic_lds)?;
    let args = place_local_args(f, args, &mut lds_size)?;
    let args = convert_args(f, &args)?;
    let program = Program::new(module, func)?;

    let [wx, wy, wz] = dispatch.workgroup_size;
    let counts = [
        dispatch.grid[0] / wx,
        dispatch.grid[1] / wy,
        dispatch.grid[2] / wz,
    ];
    let mut env = Env {
        module,
        program: &program,
        geometry: None,
        limits: dispatch.limits,
        lds_offsets,
        stats: Stats::default(),
        denorm_modes: f.attrs.denorm_modes(),
    };
    let items = wx * wy * wz;
    let ws = dispatch.wave_size;
    for z in 0..counts[2] {
        for y in 0..counts[1] {
            for x in 0..counts[0] {
                env.geometry = Some(Geometry {
                    grid: dispatch.grid,
                    workgroup_size: dispatch.workgroup_size,
                    workgroup_id: [x, y, z],
                    wave_size: ws,
                });
                let mut lds = Scratch::new(lds_size as usize);
                let mut waves: Vec<Wave> = (0..items.div_ceil(ws))
                    .map(|w| Wave::new(&env, func, w * ws, ws.min(items - w * ws), &args))
                    .collect::<Result<_, _>>()?;
                env.stats.workgroups += 1;
                env.stats.waves += waves.len() as u64;
                run_workgroup(&mut env, &mut waves, memory, &mut lds)?;
            }
        }
    }
    Ok(env.stats)
}

/// Runs device function `func` as a single work-item with no dispatch
/// around it, and returns its results. Wave, workgroup and dispatch
/// operations, barriers and LDS are errors ([`ErrorKind::NoDispatch`]);
/// there is no global memory.
pub fn call_function(
    module: &Module,
    func: FuncId,
    args: &[ValueBits],
) -> Result<Vec<ValueBits>, InterpError> {
    call_function_in(module, func, args, &mut Memory::new())
}

/// [`call_function`] with global memory.
pub fn call_function_in(
    module: &Module,
    func: FuncId,
    args: &[ValueBits],
    memory: &mut Memory,
) -> Result<Vec<ValueBits>, InterpError> {
    let Some(f) = module.functions.get(func) else {
        return Err(InterpError::new(
            ErrorKind::BadArguments,
            format!("no function {func}"),
        ));
    };
    if f.is_kernel() {
        return Err(InterpError::new(
            ErrorKind::BadArguments,
            format!("@{} is a kernel; use run_kernel", f.name),
        ));
    }
    let args: Vec<ArgValue> = args.iter().map(|&v| ArgValue::Bits(v)).collect();
    let args = convert_args(f, &args)?;
    let program = Program::new(module, func)?;
    let mut env = Env {
        module,
        program: &program,
        geometry: None,
        limits: Limits::default(),
        lds_offsets: vec![0; module.lds_vars.len()],
        stats: Stats::default(),
        denorm_modes: (3, 3),
    };
    let mut wave = Wave::new(&env, func, 0, 1, &args)?;
    wave.run(&mut env, memory, &mut Scratch::default())?;
    Ok(wave.returned)
}

fn bad_dispatch(msg: String) -> InterpError {
    InterpError::new(ErrorKind::BadDispatch, msg)
}

fn check_dispatch(f: &crate::function::Function, d: &Dispatch) -> Result<(), InterpError> {
    if d.wave_size != 32 && d.wave_size != 64 {
        return Err(bad_dispatch(format!(
            "wave size {} (must be 32 or 64)",
            d.wave_size
        )));
    }
    let [wx, wy, wz] = d.workgroup_size;
    let items = u64::from(wx) * u64::from(wy) * u64::from(wz);
    if items == 0 || items > 1024 {
        return Err(bad_dispatch(format!(
            "workgroup size {wx}x{wy}x{wz} (must have 1 to 1024 work-items)"
        )));
    }
    for (dim, (&g, &w)) in d.grid.iter().zip(&d.workgroup_size).enumerate() {
        if g % w != 0 {
            return Err(bad_dispatch(format!(
                "grid size {g} in dimension {} is not a multiple of the workgroup size {w}",
                ["x", "y", "z"][dim]
            )));
        }
    }
    if let Some(req) = f.attrs.reqd_workgroup_size {
        if req != d.workgroup_size {
            return Err(bad_dispatch(format!(
                "@{} requires workgroup size {req:?}, dispatched with {:?}",
                f.name, d.workgroup_size
            )));
        }
    }
    if let Some((lo, hi)) = f.attrs.flat_workgroup_size {
        if items < u64::from(lo) || items > u64::from(hi) {
            return Err(bad_dispatch(format!(
                "@{} supports {lo} to {hi} work-items per workgroup, dispatched with {items}",
                f.name
            )));
        }
    }
    Ok(())
}

/// Gives each [`ArgValue::Local`] argument of a `ptr.local` parameter its
/// LDS, after `lds_size` bytes, and grows `lds_size` to cover it.
fn place_local_args(
    f: &crate::function::Function,
    args: &[ArgValue],
    lds_size: &mut u32,
) -> Result<Vec<ArgValue>, InterpError> {
    let mut end = u64::from(*lds_size);
    let mut out = Vec::with_capacity(args.len());
    for (i, (a, p)) in args.iter().zip(&f.params).enumerate() {
        out.push(match *a {
            ArgValue::Local(n) if p.ty == crate::Type::ptr(crate::AddrSpace::Local) => {
                let at = end.next_multiple_of(u64::from(p.pointee_align.max(16)));
                end = at + u64::from(n);
                ArgValue::Ptr(at)
            }
            ArgValue::Local(_) => {
                return Err(InterpError::new(
                    ErrorKind::BadArguments,
                    format!(
                        "argument {i} of @{}: a local buffer for a {} parameter (only ptr.local takes one)",
                        f.name, p.ty
                    ),
                ))
            }
            other => other,
        });
    }
    // Extra arguments are reported by `convert_args`.
    out.extend_from_slice(args.get(f.params.len()..).unwrap_or(&[]));
    *lds_size = u32::try_from(end).map_err(|_| bad_dispatch(format!("{end} bytes of LDS")))?;
    Ok(out)
}

fn convert_args(
    f: &crate::function::Function,
    args: &[ArgValue],
) -> Result<Vec<ValueBits>, InterpError> {
    if args.len() != f.params.len() {
        return Err(InterpError::new(
            ErrorKind::BadArguments,
            format!(
                "@{} takes {} arguments, given {}",
                f.name,
                f.params.len(),
                args.len()
            ),
        ));
    }
    args.iter()
        .zip(&f.params)
        .enumerate()
        .map(|(i, (a, p))| {
            a.to_bits(p.ty).map_err(|e| {
                InterpError::new(
                    ErrorKind::BadArguments,
                    format!("argument {i} of @{}: {e}", f.name),
                )
            })
        })
        .collect()
}

/// LDS offsets of the module's variables and the total size: static
/// variables in declaration order, each at its alignment; every dynamic
/// variable at the first suitably aligned offset after them, followed by
/// `dynamic` bytes.
fn lds_layout(module: &Module, dynamic: u32) -> Result<(Vec<u32>, u32), InterpError> {
    let mut offsets = vec![0u32; module.lds_vars.len()];
    let mut end: u64 = 0;
    let mut dyn_align = 1u64;
    for (var, data) in module.lds_vars.iter() {
        let align = u64::from(data.align.max(1).next_power_of_two());
        if data.dynamic {
            dyn_align = dyn_align.max(align);
            continue;
        }
        end = end.next_multiple_of(align);
        offsets[var.index()] = end as u32;
        end += u64::from(data.size);
    }
    let dyn_start = end.next_multiple_of(dyn_align);
    for (var, data) in module.lds_vars.iter() {
        if data.dynamic {
            offsets[var.index()] = dyn_start as u32;
        }
    }
    let total = dyn_start + u64::from(dynamic);
    if total > u64::from(u32::MAX) {
        return Err(bad_dispatch(format!("{total} bytes of LDS")));
    }
    Ok((offsets, total as u32))
}

fn run_workgroup(
    env: &mut Env<'_>,
    waves: &mut [Wave],
    memory: &mut Memory,
    lds: &mut Scratch,
) -> Result<(), InterpError> {
    loop {
        for wave in waves.iter_mut() {
            if wave.state == WaveState::Running {
                wave.run(env, memory, lds)?;
            }
        }
        if waves.iter().all(|w| w.state == WaveState::Done) {
            return Ok(());
        }
        check_barrier(env, waves)?;
        for wave in waves.iter_mut() {
            wave.release();
        }
        env.stats.barriers += 1;
    }
}

/// The barrier rule: see the module doc.
fn check_barrier(env: &Env<'_>, waves: &[Wave]) -> Result<(), InterpError> {
    let mut at = None;
    let mut problems: Vec<String> = Vec::new();
    for (i, w) in waves.iter().enumerate() {
        if w.exited != 0 {
            problems.push(format!(
                "work-items {} returned",
                lane_list(w.first, w.exited)
            ));
        }
        match w.state {
            WaveState::Barrier { func, pc, mask } => {
                let here = (func, pc);
                match at {
                    None => at = Some(here),
                    Some(first) if first != here => {
                        let code = env.program.code(func);
                        problems.push(format!(
                            "work-items {} wait at a different barrier ({} in @{})",
                            lane_list(w.first, mask),
                            code.ops[pc as usize].inst,
                            env.module.functions[func].name
                        ));
                    }
                    Some(_) => {}
                }
                let elsewhere = w.all_lanes() & !mask & !w.exited;
                if elsewhere != 0 {
                    problems.push(format!(
                        "work-items {} of wave {i} took another path and have not arrived",
                        lane_list(w.first, elsewhere)
                    ));
                }
            }
            WaveState::Done | WaveState::Running => {}
        }
    }
    if problems.is_empty() {
        return Ok(());
    }
    let (func, pc) = at.unwrap_or((FuncId::new(0), 0));
    let code = env.program.code(func);
    let op = code.ops[pc as usize];
    let f = &env.module.functions[func];
    Err(InterpError {
        kind: ErrorKind::BarrierDivergence,
        message: format!(
            "barrier not reached by all work-items of the workgroup: {}",
            problems.join("; ")
        ),
        location: Some(Location {
            func: f.name.clone(),
            inst: op.inst,
            opcode: op.opcode,
            span: f.spans[op.inst],
            workgroup: env.geometry.map_or([0; 3], |g| g.workgroup_id),
            lane: None,
        }),
    })
}

/// `first + lane` for the lanes of `mask`, as ranges: `0-31, 40`.
fn lane_list(first: u32, mask: u64) -> String {
    let mut out = String::new();
    let mut lane = 0u32;
    while lane < 64 {
        if mask >> lane & 1 == 0 {
            lane += 1;
            continue;
        }
        let start = lane;
        while lane < 64 && mask >> lane & 1 != 0 {
            lane += 1;
        }
        if !out.is_empty() {
            out.push_str(", ");
        }
        if lane - 1 == start {
            out.push_str(&(first + start).to_string());
        } else {
            out.push_str(&format!("{}-{}", first + start, first + lane - 1));
        }
    }
    out
}
