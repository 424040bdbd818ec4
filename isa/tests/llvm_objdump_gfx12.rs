//! Oracle test: clang-22's gfx1201 code decodes as llvm-objdump reads it.
//!
//! Every OpenCL kernel source of `sim/tests/kernels` is compiled by
//! clang-22 for gfx1201 (`-O2 -nogpulib`, the flags of the simulator's
//! suites) and disassembled by llvm-objdump-22. For every instruction
//! whose mnemonic names a table row available on gfx1201, our decoder
//! must take the bytes (at wave32, clang's default), our printer must
//! print exactly llvm-objdump's text, and our encoder must give the bytes
//! back. VOPD pairs (`v_dual_*`) must decode into components whose rows
//! are the ones llvm-objdump names.
//!
//! Instructions no row spells (clang uses more of GFX12 than agc's table
//! has) are counted per mnemonic and printed, not failed: the table grows
//! with what agc's passes need. Sources clang cannot compile for gfx1201
//! (GFX9-only inline assembly, DPP row broadcasts, `s_memtime`) are
//! listed and skipped.

use agc_isa::decode::{decode_vopd, decode_wave};
use agc_isa::encode::encode;
use agc_isa::insts::Opcode;
use agc_isa::print::print;
use agc_isa::processors::Processor;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::Command;

/// One disassembled instruction: llvm-objdump's text and its bytes.
struct Line {
    text: String,
    bytes: Vec<u8>,
}

/// `\t<text>   // <address>: <dword> <dword>... [<label>]`, the dwords as
/// hex numbers of little-endian words.
fn parse(objdump: &str) -> Vec<Line> {
    let mut out = Vec::new();
    for l in objdump.lines() {
        let Some((text, rest)) = l.split_once("//") else {
            continue;
        };
        let Some((_, words)) = rest.split_once(':') else {
            continue;
        };
        let text = text.trim();
        if text.is_empty() || !l.starts_with('\t') {
            continue;
        }
        let bytes: Vec<u8> = words
            .split_whitespace()
            .take_while(|w| w.len() == 8 && w.chars().all(|c| c.is_ascii_hexdigit()))
            .flat_map(|w| u32::from_str_radix(w, 16).unwrap().to_le_bytes())
            .collect();
        out.push(Line {
            text: text.split_whitespace().collect::<Vec<_>>().join(" "),
            bytes,
        });
    }
    out
}

fn mnemonic(text: &str) -> &str {
    let m = text.split_whitespace().next().unwrap_or("");
    ["_e32", "_e64", "_dpp"]
        .iter()
        .find_map(|s| m.strip_suffix(s))
        .unwrap_or(m)
}

/// The row `name` spells on `p`, if any.
fn row(name: &str, p: Processor) -> Option<Opcode> {
    Opcode::ALL
        .iter()
        .copied()
        .find(|o| o.info().avail.contains(p) && o.info().mnemonic(p) == name)
}

#[test]
fn clang_gfx1201_kernels_decode_as_llvm_objdump() {
    let p = Processor::Gfx1201;
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../sim/tests/kernels");
    let tmp = agc_tests::scratch_dir("agc-isa-gfx1201-");
    let mut sources: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|f| f.extension().is_some_and(|x| x == "cl"))
        .collect();
    sources.sort();
    let (mut checked, mut vopd, mut skipped) = (0, 0, Vec::new());
    let mut absent: BTreeMap<String, usize> = BTreeMap::new();
    let mut failures = Vec::new();
    for src in &sources {
        let name = src.file_stem().unwrap().to_string_lossy().into_owned();
        let obj = tmp.path().join(format!("{name}.o"));
        let cc = Command::new(agc_tests::llvm_tool("clang"))
            .args(["-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa"])
            .args([
                "-mcpu=gfx1201",
                "-nogpulib",
                "-O2",
                "-Wno-everything",
                "-c",
                "-o",
            ])
            .arg(&obj)
            .arg(src)
            .output()
            .expect("run clang");
        if !cc.status.success() {
            skipped.push(name);
            continue;
        }
        let dis = Command::new(agc_tests::llvm_tool("llvm-objdump"))
            .args(["-d", "--mcpu=gfx1201"])
            .arg(&obj)
            .output()
            .expect("run llvm-objdump");
        assert!(dis.status.success(), "llvm-objdump {name}");
        for l in parse(&String::from_utf8_lossy(&dis.stdout)) {
            let m = mnemonic(&l.text);
            if m.starts_with("v_dual_") {
                // `v_dual_x ... :: v_dual_y ...`: each component's row.
                let comps: Vec<&str> = l
                    .text
                    .split("::")
                    .map(|c| mnemonic(c.trim()).trim_start_matches("v_dual_"))
                    .collect();
                let rows: Vec<Option<Opcode>> =
                    comps.iter().map(|c| row(&format!("v_{c}"), p)).collect();
                if rows.iter().any(|r| r.is_none()) {
                    *absent
                        .entry(format!("v_dual_{}", comps.join("/")))
                        .or_default() += 1;
                    continue;
                }
                match decode_vopd(&l.bytes, p, 32) {
                    Ok(Some((d, n))) if n == l.bytes.len() => {
                        if [Some(d.x.opcode), Some(d.y.opcode)] != rows[..] {
                            failures.push(format!(
                                "{name}: `{}`: components {:?}",
                                l.text,
                                (d.x.opcode, d.y.opcode)
                            ));
                        }
                        vopd += 1;
                    }
                    r => failures.push(format!("{name}: `{}`: VOPD decode {r:?}", l.text)),
                }
                continue;
            }
            if row(m, p).is_none() {
                *absent.entry(m.to_string()).or_default() += 1;
                continue;
            }
            checked += 1;
            match decode_wave(&l.bytes, p, 32) {
                Ok((d, n)) => {
                    let ours = print(&d, p);
                    let mut re = Vec::new();
                    let enc = encode(&d, p, &mut re);
                    if n != l.bytes.len() || ours != l.text || enc.is_err() || re != l.bytes {
                        failures.push(format!(
                            "{name}: llvm-objdump `{}`, ours `{ours}` ({n} of {} bytes, re-encode {enc:?})",
                            l.text,
                            l.bytes.len()
                        ));
                    }
                }
                Err(e) => failures.push(format!("{name}: `{}`: {e}", l.text)),
            }
        }
    }
    let absent_total: usize = absent.values().sum();
    eprintln!(
        "gfx1201 clang objects: {checked} instructions decoded and printed as llvm-objdump, \
         {vopd} VOPD pairs; {absent_total} instructions of {} mnemonics no row has: {absent:?}; \
         sources clang rejects for gfx1201: {skipped:?}",
        absent.len()
    );
    assert!(checked > 1000, "only {checked} instructions checked");
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
