//! Every stage's diagnostics say where, in one format: the function, the
//! block and the instruction ([`Location`]), and the frontend's
//! `file:line:col` when the instruction carried a debug location. One
//! test per stage that reports errors: the builder, the verifier, the
//! cleanups (which keep locations for the stages after them), selection
//! (E0200), register budgets (E0203) and emission.
//!
//! Oracles: the positions the test itself gave (`set_debug_loc`, the
//! block and the instruction it built), the printed IR (`Emit::Ir`) for
//! positions after the cleanups, and the frontend source file the test
//! writes, whose line the rendering must quote.

use agc::diagnostics::{render_human, render_human_with, Source};
use agc::ir::builder::{FunctionBuilder, ModuleBuilder};
use agc::ir::{
    AddrSpace, Block, DebugLoc, ErrorCode, FileId, InstLoc, Location, MatrixOp, MemArgs, Module,
    Opcode, SourceLoc, Type,
};
use agc::{Emit, Options};

const GLOBAL: Type = Type::ptr(AddrSpace::Global);

fn src(file: &str, line: u32, col: u32) -> Option<SourceLoc> {
    Some(SourceLoc {
        file: file.to_string(),
        line,
        col,
    })
}

/// A kernel `k(out)` whose body `body` builds, between an entry that
/// computes a constant and a `ret`.
fn kernel(
    body: impl FnOnce(&mut FunctionBuilder, FileId, Block),
) -> Result<Module, agc::Diagnostics> {
    let mut mb = ModuleBuilder::new();
    let file = mb.add_file("kernel.c");
    let k = mb.declare_kernel("k", &[("out", GLOBAL)]);
    let mut b = mb.define(k);
    let entry = b.create_entry_block();
    b.set_block_name(entry, "entry");
    b.switch_to_block(entry);
    body(&mut b, file, entry);
    b.ins().ret(&[]);
    b.finish()?;
    mb.finish()
}

/// `mfma` on a splat accumulator, stored: at `kernel.c:7:3`, after two
/// instructions the cleanups fold away at -O1 and above.
fn mfma_kernel() -> Module {
    kernel(|b, file, entry| {
        let out = b.block_params(entry)[0];
        let two = b.ins().iconst(Type::I32, 2);
        let _dead = b.ins().iadd(two, two);
        let x = b.ins().fconst(Type::F32, 1.0);
        let acc = b.ins().splat(Type::F32X4, x);
        b.set_debug_loc(DebugLoc::new(file, 7, 3));
        let d = b.ins().mfma(MatrixOp::F32x16x16x4F32, x, x, acc);
        b.set_debug_loc(DebugLoc::default());
        b.ins().store(d, out, MemArgs::natural(Type::F32X4));
    })
    .expect("a valid kernel")
}

fn options(cpu: &str, opt_level: u8) -> Options {
    Options {
        opt_level,
        ..Options::for_cpu(cpu).unwrap()
    }
}

/// The builder: an operand error names the instruction being built
/// (its block, position and opcode) and the debug location set.
#[test]
fn builder_errors_are_located() {
    let errors = kernel(|b, file, entry| {
        let out = b.block_params(entry)[0];
        b.ins().iconst(Type::I32, 1);
        b.set_debug_loc(DebugLoc::new(file, 4, 9));
        let x = b.ins().fconst(Type::F32, 1.0);
        b.ins().iadd(x, out); // f32 + pointer
    })
    .unwrap_err();
    assert_eq!(errors[0].code, ErrorCode::TypeMismatch);
    assert_eq!(
        errors[0].location,
        Location {
            function: Some("k".into()),
            block: Some("entry".into()),
            inst: Some(InstLoc {
                index: 2,
                opcode: Some(Opcode::Iadd)
            }),
            source: src("kernel.c", 4, 9),
        }
    );
    assert!(
        errors[0]
            .to_string()
            .ends_with("(at kernel.c:4:9, in function @k, block entry, inst 2 (iadd))"),
        "{}",
        errors[0]
    );
}

/// Sealing too early and reading an undefined variable: the builder
/// names the instruction (the branch into the sealed block; the
/// instruction the read feeds), not only the block.
#[test]
fn builder_ssa_errors_name_the_instruction() {
    let errors = kernel(|b, file, _| {
        let v = b.create_var(Type::I32);
        b.set_debug_loc(DebugLoc::new(file, 3, 5));
        let x = b.use_var(v); // never defined
        b.ins().iadd(x, x);
        let late = b.create_block();
        b.seal_block(late); // before the branch into it exists
        b.set_debug_loc(DebugLoc::new(file, 4, 1));
        b.ins().br(late, &[]);
        b.switch_to_block(late);
    })
    .unwrap_err();
    let undefined = errors
        .iter()
        .find(|d| d.code == ErrorCode::UndefinedValue)
        .expect("the undefined read");
    // The zero the builder puts in for the undefined value is inst 0;
    // the read feeds the next instruction, the `iadd`.
    assert_eq!(
        undefined.location.ir().as_deref(),
        Some("function @k, block entry, inst 1")
    );
    assert_eq!(undefined.location.source, src("kernel.c", 3, 5));
    let sealed = errors
        .iter()
        .find(|d| d.message.contains("already sealed"))
        .expect("the branch into a sealed block");
    assert_eq!(
        sealed.location.ir().as_deref(),
        Some("function @k, block entry, inst 2 (br)")
    );
    assert_eq!(sealed.location.source, src("kernel.c", 4, 1));
}

/// The verifier: the kernel with its `iadd` turned into an `fadd` of
/// integers by hand; the error names block, position and opcode, and
/// the debug location of the instruction.
#[test]
fn verifier_errors_are_located() {
    let mut module = mfma_kernel();
    let file = module.add_file("kernel.c");
    let f = module.function_by_name("k").unwrap();
    let func = &mut module.functions[f];
    let entry = func.layout[0];
    let iadd = func.block_insts(entry)[1];
    func.insts[iadd].opcode = Opcode::Fadd;
    func.debug_locs[iadd] = DebugLoc::new(file, 9, 1);
    let errors = agc::ir::verify_module(&module).unwrap_err();
    let e = &errors[0];
    assert_eq!(e.code, ErrorCode::TypeMismatch, "{e}");
    assert_eq!(
        e.location.ir().as_deref(),
        Some("function @k, block entry, inst 1 (fadd)")
    );
    assert_eq!(e.location.source, src("kernel.c", 9, 1));
    // A compile call reports the same.
    let c = agc::compile(&module, &options("gfx942", 2)).unwrap_err();
    assert_eq!(c[0].location, e.location);
}

/// Selection: E0200 for `mfma` on gfx900 (no matrix cores) carries the
/// instruction and the frontend's source position, and the rendering
/// prints `--> kernel.c:7:3` with that line of the source file.
#[test]
fn selection_errors_carry_the_debug_location() {
    let module = mfma_kernel();
    let errors = agc::compile(&module, &options("gfx900", 0)).unwrap_err();
    let e = &errors[0];
    assert_eq!(e.code, ErrorCode::Unsupported, "{e}");
    assert_eq!(
        e.location,
        Location {
            function: Some("k".into()),
            block: Some("entry".into()),
            inst: Some(InstLoc {
                index: 4,
                opcode: Some(Opcode::Mfma)
            }),
            source: src("kernel.c", 7, 3),
        }
    );
    let source = "void k(float4 *out) {\n  float x = 1.0f;\n  float4 acc = x;\n\n\n\n  mfma(x, x, acc);\n}\n";
    let load = |p: &str| (p == "kernel.c").then(|| source.to_string());
    let text = render_human_with(e, None, &load, false);
    assert!(text.starts_with("error[E0200]: "), "{text}");
    assert!(text.contains("--> kernel.c:7:3"), "{text}");
    assert!(text.contains("7 |   mfma(x, x, acc);"), "{text}");
    assert!(text.contains("^^^^"), "{text}");
    assert!(
        text.contains("note: in function @k, block entry, inst 4 (mfma)"),
        "{text}"
    );
    // Read from disk when the driver renders it.
    let dir = agc_tests::scratch_dir("agc-locations-");
    let path = dir.path().join("kernel.c");
    std::fs::write(&path, source).unwrap();
    let mut on_disk = e.clone();
    on_disk.location.source.as_mut().unwrap().file = path.display().to_string();
    let text = render_human(&on_disk, None, false);
    assert!(text.contains("  mfma(x, x, acc);"), "{text}");
}

/// The cleanups: at -O2 the folded instructions are gone, so selection
/// reports the `mfma` at its position in the cleaned IR, the one
/// `Emit::Ir` prints, and the debug location survives them.
#[test]
fn locations_survive_the_cleanups() {
    let module = mfma_kernel();
    let before = agc::ir::print_module(&module);
    let errors = agc::compile(&module, &options("gfx900", 2)).unwrap_err();
    let e = &errors[0];
    assert_eq!(e.location.source, src("kernel.c", 7, 3));
    let index = e.location.inst.unwrap().index as usize;
    let ir = agc::compile_module(
        &module,
        &Options {
            emit: vec![Emit::Ir],
            ..options("gfx900", 2)
        },
    )
    .unwrap();
    let printed = String::from_utf8(ir[0].bytes.clone()).unwrap();
    let entry: Vec<&str> = printed
        .lines()
        .skip_while(|l| !l.starts_with("entry:"))
        .skip(1)
        .take_while(|l| !l.trim().is_empty() && l.starts_with(' '))
        .collect();
    assert!(entry[index].contains("mfma"), "inst {index} of\n{printed}");
    assert!(index < 4, "the cleanups removed nothing:\n{printed}");
    // The caller's module is untouched by the compile calls.
    assert_eq!(agc::ir::print_module(&module), before);
}

/// Register budgets: a kernel held to 10 waves per SIMD on gfx900 (24
/// VGPRs) that calls a function taking 30 per-lane arguments, which must
/// all be in v0-v29 at the call. The error names the kernel and its
/// first located instruction's source position.
#[test]
fn register_budget_errors_name_the_function() {
    let mut mb = ModuleBuilder::new();
    let file = mb.add_file("kernel.c");
    let names: Vec<String> = (0..30).map(|i| format!("a{i}")).collect();
    let params: Vec<(&str, Type)> = names.iter().map(|n| (n.as_str(), Type::F32)).collect();
    let callee = mb.declare_device_function("wide", &params, &[Type::F32]);
    let k = mb.declare_kernel("k", &[("out", GLOBAL)]);
    let mut b = mb.define(k);
    b.set_waves_per_eu(10, 10);
    let entry = b.create_entry_block();
    b.switch_to_block(entry);
    b.set_debug_loc(DebugLoc::new(file, 1, 1));
    let out = b.block_params(entry)[0];
    let tid = b.ins().workitem_id(agc::ir::Dim::X);
    let args: Vec<_> = (0..30)
        .map(|i| {
            let c = b.ins().iconst(Type::I32, i);
            let s = b.ins().iadd(tid, c);
            b.ins().bitcast(Type::F32, s)
        })
        .collect();
    let r = b.ins().call(callee, &args)[0];
    b.ins().store(r, out, MemArgs::natural(Type::F32));
    b.ins().ret(&[]);
    b.finish().unwrap();
    let mut b = mb.define(callee);
    let entry = b.create_entry_block();
    b.switch_to_block(entry);
    let p = b.block_params(entry).to_vec();
    let mut acc = p[0];
    for &v in &p[1..] {
        acc = b.ins().fadd(acc, v);
    }
    b.ins().ret(&[acc]);
    b.finish().unwrap();
    let module = mb.finish().unwrap();
    let errors = agc::compile(&module, &options("gfx900", 0)).unwrap_err();
    let e = &errors[0];
    assert_eq!(e.code, ErrorCode::RegisterBudget, "{e}");
    assert_eq!(e.location.function.as_deref(), Some("k"), "{e}");
    assert_eq!(e.location.source, src("kernel.c", 1, 1), "{e}");
}

/// Emission: a call to a function defined in another object cannot be
/// linked into a `.hsaco`; the error is at the call instruction, with its
/// debug location, and its help names the library's way (the driver's
/// names `--emit obj`).
#[test]
fn emission_errors_are_at_the_call() {
    let mut mb = ModuleBuilder::new();
    let file = mb.add_file("kernel.c");
    let ext = mb.declare_device_function("elsewhere", &[("x", Type::I32)], &[Type::I32]);
    mb.declare_external(ext);
    let k = mb.declare_kernel("k", &[("out", GLOBAL)]);
    let mut b = mb.define(k);
    let entry = b.create_entry_block();
    b.switch_to_block(entry);
    let out = b.block_params(entry)[0];
    let x = b.ins().iconst(Type::I32, 1);
    b.set_debug_loc(DebugLoc::new(file, 12, 7));
    let r = b.ins().call(ext, &[x])[0];
    b.set_debug_loc(DebugLoc::default());
    b.ins().store(r, out, MemArgs::natural(Type::I32));
    b.ins().ret(&[]);
    b.finish().unwrap();
    let module = mb.finish().unwrap();
    let errors = agc::compile(&module, &options("gfx942", 0)).unwrap_err();
    let e = &errors[0];
    assert_eq!(e.code, ErrorCode::Unsupported, "{e}");
    assert_eq!(
        e.location.ir().as_deref(),
        Some("function @k, block0, inst 1 (call)")
    );
    assert_eq!(e.location.source, src("kernel.c", 12, 7));
    let help = e.help.as_deref().unwrap();
    assert!(help.starts_with(agc::HELP_LINK), "{help}");
    assert!(!help.contains("--emit"), "{help}");
    // The relocatable object links later: no error.
    agc::compile_module(
        &module,
        &Options {
            emit: vec![Emit::Obj],
            ..options("gfx942", 0)
        },
    )
    .unwrap();
}

/// A target the library refuses has a library help, not a command line.
#[test]
fn target_errors_fit_a_library() {
    let e = agc::target::from_cpu("gfx9999").unwrap_err();
    assert_eq!(e.code, ErrorCode::BadTarget);
    assert_eq!(e.help.as_deref(), Some(agc::target::HELP_CPUS));
    let e = agc::target::from_cpu("gfx1100").unwrap_err();
    assert_eq!(e.help.as_deref(), Some(agc::target::HELP_UNSTABLE));
    let _ = Source { path: "", text: "" };
}
