//! Static code-quality figures of a code object, the same way for both
//! compilers.
//!
//! Role: instructions, code bytes, waits and nops come from
//! `llvm-objdump -d` (an independent decoder that knows every form either
//! compiler emits, SDWA and DPP included); registers and spills from the
//! code object's `NT_AMDGPU_METADATA` note; the granulated register counts
//! that decide occupancy from the kernel descriptor (`agc_sim`'s loader).
//! Trailing `s_code_end` padding is not code and is not counted.
//!
//! Occupancy is waves per SIMD: the least of the processor's maximum (8 on
//! gfx90a/gfx942, 10 before), the VGPR file (512 per lane on gfx90a+ with
//! architected VGPRs and AGPRs allocated together, 256 before) divided by
//! the granulated allocation, the SGPR file (800 per SIMD on GFX9) divided
//! by the granulated SGPRs, and the LDS limit (64 KiB per CU shared by the
//! workgroups that fit, their waves spread over 4 SIMDs).

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

/// Counts instructions, bytes, waits and nops of `kernel` in the object
/// at `path` by disassembling it with `objdump`, within `range`.
fn disassembly(
    objdump: &Path,
    cpu: &str,
    path: &Path,
    kernel: &str,
    range: (u64, u64),
) -> Result<[u32; 4], String> {
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
    let (mut insts, mut bytes, mut waits, mut nops) = (0u32, 0u32, 0u32, 0u32);
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
        if asm.starts_with("s_waitcnt") {
            waits += 1;
        }
        if asm.starts_with("s_nop") {
            nops += 1;
        }
    }
    Ok([insts, bytes, waits, nops])
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
    let [instructions, code_bytes, waitcnts, nops] =
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
    let unified = info.unified_vgpr_file.is_some();
    // compute_pgm_rsrc1: VGPR granules in bits 5:0, SGPR granules in 9:6.
    let vgpr_alloc = (kd.compute_pgm_rsrc1 & 0x3f) + 1;
    let vgpr_alloc = vgpr_alloc * if unified { 8 } else { 4 };
    let sgpr_alloc = ((kd.compute_pgm_rsrc1 >> 6) & 0xf) * 16 + 16;
    let max_waves = if unified { 8 } else { 10 };
    let file = info.unified_vgpr_file.unwrap_or(info.vgprs) as u32;
    let by_vgpr = file / vgpr_alloc.max(1);
    let by_sgpr = 800 / sgpr_alloc.max(1);
    let wg = m.max_wg.max(1);
    let waves_per_wg = wg.div_ceil(64);
    let by_lds = info
        .lds_bytes
        .checked_div(m.lds)
        .map_or(max_waves, |groups| (groups * waves_per_wg).div_ceil(4));
    let occupancy = max_waves.min(by_vgpr).min(by_sgpr).min(by_lds);
    Ok(StaticStats {
        instructions,
        code_bytes,
        waitcnts,
        nops,
        sgprs: m.sgpr_count,
        vgprs: m.vgpr_count,
        agprs: m.agpr_count,
        spills: m.sgpr_spill_count + m.vgpr_spill_count,
        lds_bytes: m.lds,
        scratch_bytes: m.scratch,
        occupancy,
    })
}
