//! Fuzzing agc's IR stages: parse → verify → print → optimize → interpret.
//!
//! Role: find panics and miscompilations in the IR crate without a GPU.
//! One input drives two checks:
//!
//! 1. **Text robustness.** The raw bytes, read as text, go to the parser;
//!    any result is fine except a panic.
//! 2. **Differential.** The same bytes drive [`gen::generate`], which builds
//!    a valid, UB-free kernel. Then: the verifier must accept it; printing,
//!    reparsing and printing again must give the same text; the cleanups at
//!    -O1..-O3 must keep it valid; and the interpreter must compute the same
//!    output memory for the unoptimized kernel, the reparsed one and every
//!    optimized one. The interpreter is the oracle; a difference is a bug in
//!    a pass (or in the printer/parser pair).
//!
//! The LLVM IR importer has its own target, [`import`]: mutated clang
//! output through `agc_import::import_module`, robustness as the oracle.
//!
//! Only the stable toolchain is needed: [`check`] takes bytes, so a
//! coverage-guided fuzzer can call it, and the `agc-fuzz` binary feeds it
//! from a seeded pseudo-random source for as long as asked.

pub mod gen;
pub mod heap;
pub mod import;
pub mod shapes;

use agc_ir::interp::{run_kernel, ArgValue, Dispatch, Memory};
use agc_ir::{parse_module, passes, print_module, verify_module, FuncId, Module};
use arbitrary::Unstructured;

/// Runs both checks on one input; panics on a finding.
pub fn check(data: &[u8]) {
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = parse_module(text);
    }
    let mut u = Unstructured::new(data);
    let Ok(generated) = gen::generate(&mut u) else {
        return;
    };
    let module = &generated.module;
    if let Err(diags) = verify_module(module) {
        panic!(
            "generated kernel fails verification: {diags:#?}\n{}",
            print_module(module)
        );
    }
    let text = print_module(module);
    let reparsed = match parse_module(&text) {
        Ok(m) => m,
        Err(diags) => panic!("printed IR does not parse: {diags:#?}\n{text}"),
    };
    let text2 = print_module(&reparsed);
    assert_eq!(text, text2, "print(parse(print(m))) differs from print(m)");

    let reference = run(&generated, module, generated.kernel);
    let again = run(&generated, &reparsed, generated.kernel);
    assert_eq!(
        reference, again,
        "the reparsed kernel computes something else\n{text}"
    );
    for level in 1..=3 {
        let mut optimized = module.clone();
        passes::run_default(&mut optimized, level);
        if let Err(diags) = verify_module(&optimized) {
            panic!(
                "-O{level} broke the kernel: {diags:#?}\nbefore:\n{text}\nafter:\n{}",
                print_module(&optimized)
            );
        }
        let result = run(&generated, &optimized, generated.kernel);
        assert_eq!(
            reference,
            result,
            "-O{level} changed the result\nbefore:\n{text}\nafter:\n{}",
            print_module(&optimized)
        );
    }
}

/// Runs the kernel on fixed inputs; returns the output buffer, or the
/// interpreter's error text (which must then be the same at every level).
fn run(g: &gen::Generated, module: &Module, kernel: FuncId) -> Result<Vec<u8>, String> {
    let mut memory = Memory::new();
    let out = memory.alloc(g.out_bytes() as usize);
    let input: Vec<f32> = (0..g.items()).map(|i| i as f32 * 0.75 - 3.0).collect();
    let inp = memory.alloc_f32s(&input);
    let args = [
        ArgValue::Ptr(out),
        ArgValue::Ptr(inp),
        ArgValue::Int(i64::from(g.x)),
        ArgValue::F32(g.y),
    ];
    let dispatch = Dispatch::linear(g.items(), g.workgroup_size);
    run_kernel(module, kernel, &args, &dispatch, &mut memory).map_err(|e| e.to_string())?;
    memory
        .read(out, g.out_bytes() as usize)
        .map(<[u8]>::to_vec)
        .map_err(|e| e.to_string())
}

/// A small deterministic pseudo-random byte source (xorshift64*), so runs
/// can be replayed from a seed without a dependency.
pub fn bytes_from_seed(seed: u64, len: usize) -> Vec<u8> {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..len)
        .map(|_| {
            state ^= state >> 12;
            state ^= state << 25;
            state ^= state >> 27;
            (state.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 56) as u8
        })
        .collect()
}
