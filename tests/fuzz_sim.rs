//! Differential execution of generated kernels: the structured generator of
//! `agc-fuzz` builds valid, UB-free kernels (uniform and divergent loops,
//! nested branches, block parameters of every scalar type, LDS and atomics);
//! each is compiled by agc and run in the simulator, and its output buffer
//! must equal the IR interpreter's.
//!
//! Oracle: the reference interpreter (`agc_ir::interp::run_kernel`) on the
//! same inputs. A kernel agc rejects with E0200 (a feature not selected
//! yet) is skipped, and the test asserts that enough of them compiled for
//! the comparison to mean something; any other error, including a panic, a
//! simulator fault (strict waits, never-written registers, hazards) or a
//! byte that differs, fails it.

use agc::ir::interp::{run_kernel, ArgValue, Dispatch, Memory};
use agc::{Emit, Options};
use agc_fuzz::gen::{generate, Generated};
use agc_sim::{Arg, Device};
use arbitrary::Unstructured;

fn input(g: &Generated) -> Vec<f32> {
    (0..g.items()).map(|i| i as f32 * 0.75 - 3.0).collect()
}

fn interpret(g: &Generated) -> Result<Vec<u8>, String> {
    let mut memory = Memory::new();
    let out = memory.alloc(g.out_bytes() as usize);
    let inp = memory.alloc_f32s(&input(g));
    let args = [
        ArgValue::Ptr(out),
        ArgValue::Ptr(inp),
        ArgValue::Int(i64::from(g.x)),
        ArgValue::F32(g.y),
    ];
    let dispatch = Dispatch::linear(g.items(), g.workgroup_size);
    run_kernel(&g.module, g.kernel, &args, &dispatch, &mut memory).map_err(|e| e.to_string())?;
    memory
        .read(out, g.out_bytes() as usize)
        .map(<[u8]>::to_vec)
        .map_err(|e| e.to_string())
}

fn simulate(g: &Generated, processor: &str, hsaco: &[u8]) -> Result<Vec<u8>, String> {
    let target = agc::target::resolve(agc::DEFAULT_TRIPLE, Some(processor), "").unwrap();
    let mut dev = Device::new(target.id.processor);
    let out = dev.buffer_bytes(&vec![0u8; g.out_bytes() as usize]);
    let bytes: Vec<u8> = input(g).iter().flat_map(|f| f.to_le_bytes()).collect();
    let inp = dev.buffer_bytes(&bytes);
    let loaded = dev.load(hsaco).map_err(|e| e.to_string())?;
    let name = &g.module.functions[g.kernel].name;
    let dispatch = agc_sim::Dispatch {
        grid: [g.items(), 1, 1],
        workgroup: [g.workgroup_size, 1, 1],
        dynamic_lds: 0,
    };
    let args = [
        Arg::Ptr(out.addr),
        Arg::Ptr(inp.addr),
        Arg::I32(g.x),
        Arg::F32(g.y),
    ];
    dev.dispatch(&loaded, name, dispatch, &args)
        .map_err(|e| e.to_string())?;
    dev.read(out.addr, g.out_bytes() as usize)
        .map_err(|e| e.to_string())
}

/// Byte equality, except that compiled code may return any NaN where the
/// interpreter returns the canonical one (docs/ir.md): an 8-byte slot
/// matches when both hold an f64 NaN, a 4-byte half when both hold an f32
/// NaN.
fn same_up_to_nans(got: &[u8], expected: &[u8]) -> bool {
    let f32_nan = |b: &[u8]| f32::from_le_bytes(b.try_into().unwrap()).is_nan();
    let f64_nan = |b: &[u8]| f64::from_le_bytes(b.try_into().unwrap()).is_nan();
    got.len() == expected.len()
        && got.chunks(8).zip(expected.chunks(8)).all(|(g, e)| {
            g == e
                || (g.len() == 8 && f64_nan(g) && f64_nan(e))
                || g.chunks(4)
                    .zip(e.chunks(4))
                    .all(|(g, e)| g == e || (g.len() == 4 && f32_nan(g) && f32_nan(e)))
        })
}

fn first_difference(got: &[u8], expected: &[u8]) -> usize {
    got.iter()
        .zip(expected)
        .position(|(a, b)| a != b)
        .unwrap_or(0)
}

fn differential(processor: &str, opt: u8, seeds: std::ops::Range<u64>, min_compiled: usize) {
    let target = agc::target::resolve(agc::DEFAULT_TRIPLE, Some(processor), "").unwrap();
    let mut failures = String::new();
    let mut compiled = 0;
    for seed in seeds {
        let data = agc_fuzz::bytes_from_seed(seed, 4096);
        let Ok(g) = generate(&mut Unstructured::new(&data)) else {
            continue;
        };
        let Ok(expected) = interpret(&g) else {
            continue;
        };
        let options = Options {
            target: target.clone(),
            opt_level: opt,
            emit: vec![Emit::Link],
            ..Options::default()
        };
        let mut module = g.module.clone();
        let out = match agc::compile_module(&mut module, &options) {
            Ok(o) => o,
            Err(d) if d.iter().all(|d| d.code == agc::ir::ErrorCode::Unsupported) => continue,
            Err(d) => {
                failures.push_str(&format!("seed {seed}: compile failed: {d:?}\n"));
                continue;
            }
        };
        compiled += 1;
        match simulate(&g, processor, &out[0].bytes) {
            Ok(got) if same_up_to_nans(&got, &expected) => {}
            Ok(got) => {
                if failures.is_empty() {
                    // The first failing kernel in full, for reduction.
                    failures.push_str(&agc::ir::print_module(&g.module));
                }
                let first = first_difference(&got, &expected);
                failures.push_str(&format!(
                    "seed {seed}: output differs first at byte {first} (slot {}, item {}): \
                     got {:02x?}, expected {:02x?} ({} items, workgroup size {})\n",
                    first / 8 % agc_fuzz::gen::SLOTS as usize,
                    first / 8 / agc_fuzz::gen::SLOTS as usize,
                    &got[first / 8 * 8..][..8],
                    &expected[first / 8 * 8..][..8],
                    g.items(),
                    g.workgroup_size,
                ));
            }
            Err(e) => failures.push_str(&format!("seed {seed}: sim: {e}\n")),
        }
    }
    assert!(failures.is_empty(), "{processor} -O{opt}:\n{failures}");
    assert!(
        compiled >= min_compiled,
        "only {compiled} generated kernels compiled"
    );
}

#[test]
fn generated_kernels_match_interpreter_gfx942_o2() {
    differential("gfx942", 2, 0..1000, 200);
}

#[test]
fn generated_kernels_match_interpreter_gfx942_o0() {
    differential("gfx942", 0, 1000..1600, 100);
}

#[test]
fn generated_kernels_match_interpreter_gfx900_o2() {
    differential("gfx900", 2, 2000..2600, 100);
}

#[test]
fn generated_kernels_match_interpreter_gfx90a_o2() {
    differential("gfx90a", 2, 3000..3600, 100);
}
