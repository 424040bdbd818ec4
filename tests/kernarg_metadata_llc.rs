//! Kernel-argument metadata against llc-22: one LLVM IR kernel with an
//! argument of every kind agc passes (global, generic and constant
//! pointers, `__local` pointers with and without an alignment, scalars,
//! a vector), compiled by llc-22 and imported and compiled by agc, must
//! describe its explicit arguments identically in the code object's
//! `amdhsa.kernels` note (`llvm-readelf --notes`): `.address_space`,
//! `.name`, `.offset`, `.pointee_align`, `.size` and `.value_kind` of each.
//! A runtime allocates a `dynamic_shared_pointer`'s LDS from these, so a
//! `__local` argument described as `by_value` runs without its memory.
//!
//! `.actual_access` is left out: llc infers it from the IR (`readonly`),
//! agc states only what its own IR says.

use agc_tests::{llvm_tool as tool, scratch_dir};
use std::process::Command;

const KERNEL: &str = r#"
define amdgpu_kernel void @args(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 %n,
    ptr addrspace(3) align 16 %l16, ptr addrspace(4) %c, ptr %flat, i64 %w,
    <2 x float> %v, ptr addrspace(3) align 4 %l4, i16 %h) {
  %a = load i32, ptr addrspace(3) %l
  %b = load i32, ptr addrspace(3) %l16
  %d = load i32, ptr addrspace(4) %c
  %e = load i32, ptr %flat
  %f = load i32, ptr addrspace(3) %l4
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %d
  %s3 = add i32 %s2, %e
  %s4 = add i32 %s3, %f
  %s5 = add i32 %s4, %n
  %wt = trunc i64 %w to i32
  %s6 = add i32 %s5, %wt
  %v0 = extractelement <2 x float> %v, i32 0
  %vi = fptosi float %v0 to i32
  %s7 = add i32 %s6, %vi
  %hz = zext i16 %h to i32
  %s8 = add i32 %s7, %hz
  store i32 %s8, ptr addrspace(1) %g
  ret void
}
"#;

fn run(cmd: &mut Command) -> String {
    let out = cmd.output().unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
    assert!(
        out.status.success(),
        "{cmd:?} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The explicit arguments of the only kernel in `readelf --notes` text:
/// each as its `(key, value)` lines among the compared keys, in order.
fn explicit_args(notes: &str) -> Vec<Vec<(String, String)>> {
    const KEYS: &[&str] = &[
        ".address_space",
        ".name",
        ".offset",
        ".pointee_align",
        ".size",
        ".value_kind",
    ];
    let mut args: Vec<Vec<(String, String)>> = Vec::new();
    let mut inside = None;
    for line in notes.lines() {
        let indent = line.len() - line.trim_start().len();
        let t = line.trim_start();
        // `.args` is the first key of a kernel's map unless the target
        // has AGPRs (`.agpr_count` sorts first).
        if t == ".args:" || t == "- .args:" {
            inside = Some(indent + if t.starts_with('-') { 2 } else { 0 });
            continue;
        }
        let Some(base) = inside else { continue };
        if indent <= base && !t.starts_with('-') {
            break;
        }
        let (entry, t) = match t.strip_prefix("- ") {
            Some(rest) => (true, rest),
            None => (false, t),
        };
        if entry {
            args.push(Vec::new());
        }
        if let (Some(cur), Some((k, v))) = (args.last_mut(), t.split_once(':')) {
            if KEYS.contains(&k) {
                cur.push((k.to_string(), v.trim().trim_matches('\'').to_string()));
            }
        }
    }
    args.retain(|a| {
        !a.iter()
            .any(|(k, v)| k == ".value_kind" && v.starts_with("hidden_"))
    });
    args
}

#[test]
fn explicit_argument_metadata_matches_llc_22() {
    let dir = scratch_dir("agc-kernarg-meta-");
    let ll = dir.path().join("args.ll");
    std::fs::write(&ll, KERNEL).unwrap();
    for cpu in ["gfx942", "gfx900"] {
        let llc_o = dir.path().join(format!("llc-{cpu}.o"));
        run(Command::new(tool("llc"))
            .args(["-mtriple=amdgcn-amd-amdhsa", &format!("-mcpu={cpu}")])
            .args(["-filetype=obj", "-o"])
            .arg(&llc_o)
            .arg(&ll));
        let agc_o = dir.path().join(format!("agc-{cpu}.o"));
        run(Command::new(env!("CARGO_BIN_EXE_agc"))
            .arg(&ll)
            .args(["-C", &format!("target-cpu={cpu}"), "--emit", "obj", "-o"])
            .arg(&agc_o));
        let notes =
            |o: &std::path::Path| run(Command::new(tool("llvm-readelf")).arg("--notes").arg(o));
        let want = explicit_args(&notes(&llc_o));
        let got = explicit_args(&notes(&agc_o));
        assert_eq!(
            want.len(),
            10,
            "{cpu}: llc's note lists 10 arguments: {want:?}"
        );
        assert!(
            want.iter()
                .any(|a| a.contains(&(".pointee_align".into(), "16".into()))),
            "{cpu}: the aligned __local argument carries its alignment"
        );
        assert_eq!(
            got, want,
            "{cpu}: agc's argument metadata differs from llc's"
        );
    }
}
