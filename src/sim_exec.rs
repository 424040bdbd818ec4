//! Running `; run:` directives on a compiled code object in the simulator.
//!
//! Role: one executor for every code object a test or the benchmark runs
//! (agc's `.hsaco`, llc's `.o`): the same [`SimExec`] against the same
//! directive lines, so a correctness check and a dynamic-instruction count
//! come from the same dispatches. The IR interpreter's expectations (the
//! directive's checks) are the oracle.
//!
//! Invariant: the simulator runs with its strict checks on (waits,
//! hazards, never-written registers), so llc's code is held to the same
//! standard as agc's. Statistics of every dispatch are added into a shared
//! [`Stats`], because the directive runner makes a fresh executor per line.

use agc_ir::interp::{self, ArgValue, Dispatch, KernelExecutor, RunResult};
use agc_ir::{FuncId, Module};
use agc_isa::processors::Processor;
use agc_sim::{Arg, Device, Stats};
use std::cell::RefCell;

/// Executes directives on `code` (a `.hsaco` or a relocatable `.o`).
pub struct SimExec<'a> {
    pub dev: Device,
    pub code: &'a [u8],
    pub stats: &'a RefCell<Stats>,
}

impl KernelExecutor for SimExec<'_> {
    fn alloc(&mut self, bytes: &[u8], _read_only: bool) -> u64 {
        self.dev.buffer_bytes(bytes).addr
    }

    fn run(
        &mut self,
        module: &Module,
        func: FuncId,
        args: &[ArgValue],
        d: &Dispatch,
    ) -> Result<(), String> {
        let f = &module.functions[func];
        let loaded = self.dev.load(self.code).map_err(|e| e.to_string())?;
        let mut sargs = Vec::with_capacity(args.len());
        for (a, p) in args.iter().zip(&f.params) {
            sargs.push(match *a {
                ArgValue::Ptr(x) => Arg::Ptr(x),
                ArgValue::Local(n) => Arg::Local(n),
                ArgValue::Int(x) => match p.ty.bits() {
                    64 => Arg::I64(x),
                    _ => Arg::I32(x as i32),
                },
                ArgValue::F32(x) => Arg::F32(x),
                ArgValue::F64(x) => Arg::F64(x),
                ArgValue::Bits(b) => {
                    // Vector arguments: every lane, packed little-endian.
                    let lane = (p.ty.lane_bits().div_ceil(8) as usize).clamp(1, 8);
                    let lanes = p.ty.lanes().max(1) as usize;
                    let mut bytes = Vec::with_capacity(lane * lanes);
                    for l in 0..lanes {
                        bytes.extend_from_slice(&b.0[l].to_le_bytes()[..lane]);
                    }
                    Arg::Bytes(bytes)
                }
            });
        }
        let dispatch = agc_sim::Dispatch {
            grid: d.grid,
            workgroup: d.workgroup_size,
            dynamic_lds: d.dynamic_lds,
        };
        let st = self
            .dev
            .dispatch(&loaded, &f.name, dispatch, &sargs)
            .map_err(|e| e.to_string())?;
        self.stats.borrow_mut().add(&st);
        Ok(())
    }

    fn read(&self, addr: u64, len: usize) -> Result<Vec<u8>, String> {
        self.dev.read(addr, len).map_err(|e| e.to_string())
    }

    /// The wave size of kernel `name` in the code object (its descriptor's
    /// ENABLE_WAVEFRONT_SIZE32): directives naming another are skipped.
    fn wave_size(&mut self, name: &str) -> Option<u32> {
        let p = self.dev.processor;
        let code = agc_sim::loader::CodeObject::parse(self.code).ok()?;
        let k = code.kernel(name)?;
        agc_sim::device::kernel_wave_size(&k.descriptor, p).ok()
    }
}

/// Why `src`'s kernels cannot run on `p`: the first feature its
/// `; requires:` lines name that `p` lacks (or that is not a feature at
/// all); `None` when they can. Harnesses that compile every kernel file
/// for several processors skip a file this rejects.
pub fn unmet_requirement(src: &str, p: Processor) -> Option<String> {
    interp::required_features(src)
        .into_iter()
        .find_map(|f| match p.info().has_feature(f) {
            Some(true) => None,
            Some(false) => Some(format!("{p} has no {f}")),
            None => Some(format!("`; requires: {f}` names no processor feature")),
        })
}

/// [`unmet_requirement`] for code of `wave` lanes, where `wave32` and
/// `wave64` are requirements too: a file whose kernels only have a form
/// at one wave size (`wmma`, whose accumulator type names it) asks for
/// that size, and harnesses compiling for the other skip it.
pub fn unmet_requirement_wave(src: &str, p: Processor, wave: u32) -> Option<String> {
    let wave_name = format!("wave{wave}");
    interp::required_features(src)
        .into_iter()
        .find_map(|f| match f {
            "wave32" | "wave64" if f == wave_name => None,
            "wave32" | "wave64" => Some(format!("the code is {wave_name}, not {f}")),
            _ => match p.info().has_feature(f) {
                Some(true) => None,
                Some(false) => Some(format!("{p} has no {f}")),
                None => Some(format!("`; requires: {f}` names no processor feature")),
            },
        })
}

/// Runs every kernel directive of `src` on `code` for processor `p`;
/// returns the results and the summed statistics of all dispatches.
pub fn run_directives(
    src: &str,
    module: &Module,
    code: &[u8],
    p: Processor,
) -> (Vec<RunResult>, Stats) {
    let stats = RefCell::new(Stats::default());
    let results = interp::run_kernel_directives_with(src, module, || SimExec {
        dev: Device::new(p),
        code,
        stats: &stats,
    });
    (results, stats.into_inner())
}
