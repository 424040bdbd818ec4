//! End to end by execution: every example kernel, compiled by agc for each
//! GFX9 processor at -O0 and -O2, runs in the simulator against the same
//! `; run:` lines the reference interpreter checks (tests/examples.rs).
//!
//! Oracle: the IR interpreter's semantics as written in each directive's
//! expected buffer contents; the simulator runs with its strict checks on
//! (a result read before its `s_waitcnt`, a never-written register or an
//! out-of-bounds access fails the test), so a missing wait or a wrong
//! register assignment cannot pass by luck.

use agc::ir::interp::{ArgValue, Dispatch, KernelExecutor};
use agc::ir::{FuncId, Module};
use agc::{Emit, Options, Target};
use agc_isa::processors::Processor;
use agc_sim::{Arg, Device};

/// Runs directives on compiled code in a fresh simulated device.
struct SimExec<'a> {
    dev: Device,
    hsaco: &'a [u8],
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
        let loaded = self.dev.load(self.hsaco).map_err(|e| e.to_string())?;
        let mut sargs = Vec::new();
        for (a, p) in args.iter().zip(&f.params) {
            sargs.push(match *a {
                ArgValue::Ptr(x) => Arg::Ptr(x),
                ArgValue::Int(x) => match p.ty.bits() {
                    64 => Arg::I64(x),
                    _ => Arg::I32(x as i32),
                },
                ArgValue::F32(x) => Arg::F32(x),
                ArgValue::F64(x) => Arg::F64(x),
                ArgValue::Bits(b) => {
                    let bytes = p.ty.bytes().max(1) as usize;
                    Arg::Bytes(b.0[0].to_le_bytes()[..bytes.min(8)].to_vec())
                }
            });
        }
        let dispatch = agc_sim::Dispatch {
            grid: d.grid,
            workgroup: d.workgroup_size,
            dynamic_lds: d.dynamic_lds,
        };
        self.dev
            .dispatch(&loaded, &f.name, dispatch, &sargs)
            .map(|_| ())
            .map_err(|e| e.to_string())
    }
    fn read(&self, addr: u64, len: usize) -> Result<Vec<u8>, String> {
        self.dev.read(addr, len).map_err(|e| e.to_string())
    }
}

fn check(processor: &str, opt: u8) {
    let paths = agc_tests::kernel_files(std::path::Path::new(env!("CARGO_MANIFEST_DIR")));
    let target = Target::parse(agc::DEFAULT_TRIPLE, Some(processor), &[]).unwrap();
    let p: Processor = target.id.processor;
    let mut failures = String::new();
    let mut ran = 0;
    for path in paths {
        if path.extension().and_then(|e| e.to_str()) != Some("agc") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let options = Options {
            target,
            opt_level: opt,
            debuginfo: false,
            emit: vec![Emit::Link],
            ..Options::default()
        };
        let mut module = agc::ir::parse_module(&text).unwrap();
        let out = match agc::compile_module(&mut module, &options) {
            Ok(o) => o,
            Err(d) => {
                failures.push_str(&format!("{}: compile failed: {:?}\n", path.display(), d));
                continue;
            }
        };
        let hsaco = &out[0].bytes;
        let results = agc::ir::interp::run_kernel_directives_with(&text, &module, || SimExec {
            dev: Device::new(p),
            hsaco,
        });
        ran += results.len();
        let f = agc::ir::interp::format_failures(&results);
        if !f.is_empty() {
            failures.push_str(&format!("{} ({processor} -O{opt}):\n{f}\n", path.display()));
        }
    }
    assert!(failures.is_empty(), "{failures}");
    assert!(ran >= 6, "only {ran} directives ran");
}

#[test]
fn examples_run_in_sim_gfx942_o2() {
    check("gfx942", 2);
}
#[test]
fn examples_run_in_sim_gfx942_o0() {
    check("gfx942", 0);
}
#[test]
fn examples_run_in_sim_gfx90a_o2() {
    check("gfx90a", 2);
}
#[test]
fn examples_run_in_sim_gfx908_o2() {
    check("gfx908", 2);
}
#[test]
fn examples_run_in_sim_gfx906_o2() {
    check("gfx906", 2);
}
#[test]
fn examples_run_in_sim_gfx900_o2() {
    check("gfx900", 2);
}
#[test]
fn examples_run_in_sim_gfx900_o0() {
    check("gfx900", 0);
}
