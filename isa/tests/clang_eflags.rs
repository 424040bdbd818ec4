//! Oracle test: the ELF `e_flags` agc writes for a target ID equal the
//! ones of an object clang-22 compiles for it (`clang -target
//! amdgcn-amd-amdhsa -mcpu=<id> -nogpulib -c`, read with `llvm-readelf
//! -h`). Covers every GFX10 processor (the generic ones need code object
//! V6, which clang-22 picks for them by itself), their xnack settings,
//! and one processor of each other generation.
//!
//! LLVM is required: without clang-22 this test FAILS.

use agc_isa::processors::{FeatureSupport, Generation, Processor, TargetId};
use std::process::Command;

/// The `Flags:` value of `llvm-readelf -h` on a clang-22 object for `id`.
fn clang_flags(id: &str, dir: &std::path::Path) -> u32 {
    let src = dir.join("k.c");
    std::fs::write(&src, "void k(void) {}\n").unwrap();
    let obj = dir.join(format!("{}.o", id.replace(':', "_")));
    let st = Command::new(agc_tests::llvm_tool("clang"))
        .args(["-target", "amdgcn-amd-amdhsa", "-nogpulib", "-c"])
        .arg(format!("-mcpu={id}"))
        .arg(&src)
        .arg("-o")
        .arg(&obj)
        .status()
        .expect("run clang");
    assert!(st.success(), "clang -mcpu={id} failed");
    let out = Command::new(agc_tests::llvm_tool("llvm-readelf"))
        .arg("-h")
        .arg(&obj)
        .output()
        .expect("run llvm-readelf");
    let text = String::from_utf8_lossy(&out.stdout);
    let line = text
        .lines()
        .find_map(|l| l.trim().strip_prefix("Flags:"))
        .unwrap_or_else(|| panic!("no Flags line for {id}:\n{text}"));
    let hex = line.trim().split(',').next().unwrap().trim();
    u32::from_str_radix(hex.trim_start_matches("0x"), 16).unwrap()
}

#[test]
fn elf_flags_match_clang() {
    let dir = std::env::temp_dir().join(format!("agc-eflags-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut ids: Vec<String> = Vec::new();
    for p in Processor::ALL {
        let i = p.info();
        if i.generation == Generation::Gfx10 {
            ids.push(p.name().to_string());
            if i.xnack == FeatureSupport::Supported {
                ids.push(format!("{}:xnack+", p.name()));
                ids.push(format!("{}:xnack-", p.name()));
            }
        }
    }
    ids.extend(["gfx900", "gfx90a:xnack+", "gfx1100", "gfx1200"].map(String::from));
    let mut bad = Vec::new();
    for id in &ids {
        let ours = TargetId::parse(id).unwrap().elf_flags();
        let theirs = clang_flags(id, &dir);
        if ours != theirs {
            bad.push(format!("{id}: ours {ours:#x}, clang-22 {theirs:#x}"));
        }
    }
    std::fs::remove_dir_all(&dir).ok();
    assert!(ids.len() > 20);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
