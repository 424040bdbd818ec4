//! Static code-quality figures of a code object, the same way for both
//! compilers.
//!
//! Role: instructions, code bytes, waits, nops and delays come from
//! `llvm-objdump -d` (an independent decoder that knows every form either
//! compiler emits, SDWA and DPP included); registers and spills from the
//! code object's `NT_AMDGPU_METADATA` note; the granulated register counts
//! that decide occupancy from the kernel descriptor (`agc_sim`'s loader).
//! Trailing `s_code_end` padding is not code and is not counted.
//!
//! What is counted as what, alike on every generation:
//! - a wait is a memory-counter wait: `s_waitcnt` and its `_vscnt`/
//!   `_vmcnt`/`_lgkmcnt`/`_expcnt` forms, and GFX12's split `s_wait_*cnt`
//!   forms (one instruction each, combined forms included);
//! - a nop is a hazard stall: `s_nop`, and the ALU dependency waits
//!   GFX11 writes as `s_waitcnt_depctr` and GFX12 as `s_wait_alu`;
//! - a delay is an `s_delay_alu` scheduling hint (GFX11, GFX12).
//!
//! Occupancy is waves per SIMD, computed by
//! [`ProcessorInfo::occupancy`](agc_isa::processors::ProcessorInfo::occupancy)
//! from the descriptor's wave size and granulated VGPRs (AGPRs included on
//! unified-file processors) and the metadata's SGPR count and LDS size:
//! the least of the processor's maximum, what the VGPR and SGPR files
//! leave room for, and the LDS limit.

use agc_isa::processors::Processor;
use serde::Deserialize;
use std::path::Path;
use std::process::Command;

/// Per-kernel static figures.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StaticStats {
    pub instructions: u32,
    pub code_bytes: u32,
    pub waitcnts: u32,
    pub nops: u32,
    pub delays: u32,
    pub sgprs: u32,
    pub vgprs: u32,
    pub agprs: u32,
    pub spills: u32,
    pub lds_bytes: u32,
    pub scratch_bytes: u32,
    /// Waves per SIMD.
    pub occupancy: u32,
}

#[derive(Deserialize)]
struct MetaKernel {
    #[serde(rename = ".name")]
    name: String,
    #[serde(rename = ".sgpr_count", default)]
    sgpr_count: u32,
    #[serde(rename = ".vgpr_count", default)]
    vgpr_count: u32,
    #[serde(rename = ".agpr_count", default)]
    agpr_count: u32,
    #[serde(rename = ".sgpr_spill_count", default)]
    sgpr_spill_count: u32,
    #[serde(rename = ".vgpr_spill_count", default)]
    vgpr_spill_count: u32,
    #[serde(rename = ".group_segment_fixed_size", default)]
    lds: u32,
    #[serde(rename = ".private_segment_fixed_size", default)]
    scratch: u32,
    #[serde(rename = ".max_flat_workgroup_size", default)]
    max_wg: u32,
}

#[derive(Deserialize)]
struct MetaRoot {
    #[serde(rename = "amdhsa.kernels", default)]
    kernels: Vec<MetaKernel>,
}

fn metadata(elf: &[u8]) -> Result<Vec<MetaKernel>, String> {
    use object::{Object, ObjectSection};
    let file = object::File::parse(elf).map_err(|e| e.to_string())?;
    for sec in file.sections() {
        if sec.kind() != object::SectionKind::Note && !sec.name().is_ok_and(|n| n == ".note") {
            continue;
        }
        let data = sec.data().map_err(|e| e.to_string())?;
        // Notes: namesz, descsz, type, name (4-aligned), desc (4-aligned).
        let mut o = 0usize;
        let rd = |o: usize| -> Option<u32> {
            Some(u32::from_le_bytes(data.get(o..o + 4)?.try_into().ok()?))
        };
        while o + 12 <= data.len() {
            let (Some(nsz), Some(dsz), Some(ty)) = (rd(o), rd(o + 4), rd(o + 8)) else {
                break;
            };
            let name_at = o + 12;
            let desc_at = name_at + (nsz as usize).next_multiple_of(4);
            let end = desc_at + (dsz as usize).next_multiple_of(4);
            let name = data.get(name_at..name_at + nsz as usize).unwrap_or(&[]);
            if ty == 32 && name.starts_with(b"AMDGPU") {
                let desc = data
                    .get(desc_at..desc_at + dsz as usize)
                    .ok_or("truncated metadata note")?;
                let root: MetaRoot = rmp_serde::from_slice(desc).map_err(|e| e.to_string())?;
                return Ok(root.kernels);
            }
            o = end;
        }
    }
    Err("no NT_AMDGPU_METADATA note".into())
}

/// The address range of the function symbol `kernel` (padding after the
/// last function, such as the instruction-prefetch `s_nop`s of gfx90a+,
/// lies outside every symbol's size).
fn symbol_range(elf: &[u8], kernel: &str) -> Result<(u64, u64), String> {
    use object::{Object, ObjectSymbol};
    let file = object::File::parse(elf).map_err(|e| e.to_string())?;
    file.symbols()
        .find(|s| s.name() == Ok(kernel) && s.kind() == object::SymbolKind::Text)
        .map(|s| (s.address(), s.address() + s.size()))
        .ok_or_else(|| format!("no function symbol {kernel}"))
}

/// Counts instructions, bytes, waits, nops and delays of `kernel` in the object
/// at `path` by disassembling it with `objdump`, within `range`.
fn disassembly(
    objdump: &Path,
    cpu: &str,
    path: &Path,
    kernel: &str,
    range: (u64, u64),
) -> Result<[u32; 5], String> {
    let out = Command::new(objdump)
        .arg("-d")
        .arg(format!("--mcpu={cpu}"))
        .arg(path)
        .output()
        .map_err(|e| format!("cannot run llvm-objdump: {e}"))?;
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let (mut insts, mut bytes, mut waits, mut nops, mut delays) = (0u32, 0u32, 0u32, 0u32, 0u32);
    let mut inside = false;
    for line in text.lines() {
        if let Some(sym) = line.strip_suffix(">:") {
            inside = sym.rsplit_once('<').is_some_and(|(_, n)| n == kernel);
            continue;
        }
        if !inside {
            continue;
        }
        let Some((asm, enc)) = line.split_once("// ") else {
            continue;
        };
        let asm = asm.trim();
        if asm.is_empty() || asm.starts_with("s_code_end") {
            continue;
        }
        let Some((addr, words)) = enc.split_once(": ") else {
            continue;
        };
        let addr = u64::from_str_radix(addr.trim(), 16).unwrap_or(u64::MAX);
        if addr < range.0 || addr >= range.1 {
            continue;
        }
        let words = words.split_whitespace().count() as u32;
        insts += 1;
        bytes += 4 * words;
        let mnemonic = asm.split_whitespace().next().unwrap_or("");
        match mnemonic {
            "s_nop" | "s_waitcnt_depctr" | "s_wait_alu" => nops += 1,
            "s_delay_alu" => delays += 1,
            m if m.starts_with("s_waitcnt") || (m.starts_with("s_wait_") && m.contains("cnt")) => {
                waits += 1
            }
            _ => {}
        }
    }
    Ok([insts, bytes, waits, nops, delays])
}

/// The static figures of `kernel` in the code object `elf` (also on disk
/// at `path` for the disassembler).
pub fn static_stats(
    objdump: &Path,
    p: Processor,
    elf: &[u8],
    path: &Path,
    kernel: &str,
) -> Result<StaticStats, String> {
    let range = symbol_range(elf, kernel)?;
    let [instructions, code_bytes, waitcnts, nops, delays] =
        disassembly(objdump, p.name(), path, kernel, range)?;
    let meta = metadata(elf)?;
    let m = meta
        .iter()
        .find(|k| k.name == kernel)
        .ok_or_else(|| format!("no metadata for kernel {kernel}"))?;
    let code = agc_sim::loader::CodeObject::parse(elf).map_err(|e| e.to_string())?;
    let kd = &code
        .kernel(kernel)
        .ok_or_else(|| format!("no kernel descriptor for {kernel}"))?
        .descriptor;
    let info = p.info();
    // The wave size and the allocated VGPRs (AGPRs included on
    // unified-file processors) are read off the descriptor, the same for
    // both compilers: compute_pgm_rsrc1 bits 5:0 count VGPR blocks in the
    // unit `vgpr_encoding_granule` gives.
    let wave = if kd.flags & agc_sim::loader::kd_flags::WAVEFRONT_SIZE32 != 0 {
        32
    } else {
        64
    };
    let vgprs = ((kd.compute_pgm_rsrc1 & 0x3f) + 1) * info.vgpr_encoding_granule(wave);
    let occupancy = info.occupancy(wave, m.sgpr_count, vgprs, m.lds, m.max_wg.max(1));
    Ok(StaticStats {
        instructions,
        code_bytes,
        waitcnts,
        nops,
        delays,
        sgprs: m.sgpr_count,
        vgprs: m.vgpr_count,
        agprs: m.agpr_count,
        spills: m.sgpr_spill_count + m.vgpr_spill_count,
        lds_bytes: m.lds,
        scratch_bytes: m.scratch,
        occupancy,
    })
}
