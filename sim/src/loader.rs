//! Code-object loading: kernels, kernel descriptors, metadata.
//!
//! Role: turns the bytes of an AMDGPU ELF (a relocatable `.o` or a linked
//! `.hsaco` shared object) into what a dispatch needs: the processor (from
//! `e_flags`), the `.text` bytes and address, and per kernel its 64-byte
//! kernel descriptor (`name.kd`), entry address and the code object V4/V5
//! metadata (`NT_AMDGPU_METADATA`, msgpack) that lays out the kernarg
//! segment, explicit and hidden arguments.
//!
//! Invariants: every read is bounds-checked; malformed input is a
//! [`SimError`] of kind `Load`, never a panic. Unknown metadata keys are
//! ignored (serde's default), so newer producers load.
//!
//! Central trick: the entry point is found the way the runtime finds it —
//! descriptor address plus `kernel_code_entry_byte_offset` — in shared
//! objects; in relocatable objects that field is a relocation, so the entry
//! is the kernel's function symbol instead.

use crate::error::{Result, SimError};
use agc_isa::processors::{Processor, PROCESSORS};
use object::elf;
use object::read::elf::{ElfFile64, FileHeader, SectionHeader};
use object::{LittleEndian, Object, ObjectSection, ObjectSymbol};
use serde::Deserialize;

/// The decoded 64-byte kernel descriptor (seed 002, "kernel descriptor").
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KernelDescriptor {
    pub group_segment_fixed_size: u32,
    pub private_segment_fixed_size: u32,
    pub kernarg_size: u32,
    pub kernel_code_entry_byte_offset: i64,
    pub compute_pgm_rsrc3: u32,
    pub compute_pgm_rsrc1: u32,
    pub compute_pgm_rsrc2: u32,
    /// Bits 0..=11 of the 16-bit flags word at offset 56.
    pub flags: u16,
    /// Preloaded kernarg length (dwords) and offset (dwords), gfx90a+.
    pub kernarg_preload_length: u8,
    pub kernarg_preload_offset: u16,
}

/// Flag bits of [`KernelDescriptor::flags`].
pub mod kd_flags {
    pub const PRIVATE_SEGMENT_BUFFER: u16 = 1 << 0;
    pub const DISPATCH_PTR: u16 = 1 << 1;
    pub const QUEUE_PTR: u16 = 1 << 2;
    pub const KERNARG_SEGMENT_PTR: u16 = 1 << 3;
    pub const DISPATCH_ID: u16 = 1 << 4;
    pub const FLAT_SCRATCH_INIT: u16 = 1 << 5;
    pub const PRIVATE_SEGMENT_SIZE: u16 = 1 << 6;
    pub const WAVEFRONT_SIZE32: u16 = 1 << 10;
    pub const USES_DYNAMIC_STACK: u16 = 1 << 11;
}

fn bits(x: u32, lo: u32, n: u32) -> u32 {
    (x >> lo) & ((1 << n) - 1)
}

impl KernelDescriptor {
    /// Decodes the 64 bytes at `b`.
    pub fn parse(b: &[u8]) -> Result<KernelDescriptor> {
        if b.len() < 64 {
            return Err(SimError::load("kernel descriptor shorter than 64 bytes"));
        }
        let u32_at = |o: usize| u32::from_le_bytes([b[o], b[o + 1], b[o + 2], b[o + 3]]);
        let mut e = [0u8; 8];
        e.copy_from_slice(&b[16..24]);
        let preload = u16::from_le_bytes([b[58], b[59]]);
        Ok(KernelDescriptor {
            group_segment_fixed_size: u32_at(0),
            private_segment_fixed_size: u32_at(4),
            kernarg_size: u32_at(8),
            kernel_code_entry_byte_offset: i64::from_le_bytes(e),
            compute_pgm_rsrc3: u32_at(44),
            compute_pgm_rsrc1: u32_at(48),
            compute_pgm_rsrc2: u32_at(52),
            flags: u16::from_le_bytes([b[56], b[57]]),
            kernarg_preload_length: (preload & 0x7f) as u8,
            kernarg_preload_offset: preload >> 7,
        })
    }
    pub fn has(&self, flag: u16) -> bool {
        self.flags & flag != 0
    }
    /// GRANULATED_WORKITEM_VGPR_COUNT.
    pub fn granulated_vgprs(&self) -> u32 {
        bits(self.compute_pgm_rsrc1, 0, 6)
    }
    /// FLOAT_DENORM_MODE_32: 0 flushes f32 denormals on input and output,
    /// 3 keeps them (1 and 2 flush one side).
    pub fn float_denorm_mode_32(&self) -> u32 {
        bits(self.compute_pgm_rsrc1, 16, 2)
    }
    pub fn float_denorm_mode_16_64(&self) -> u32 {
        bits(self.compute_pgm_rsrc1, 18, 2)
    }
    pub fn ieee_mode(&self) -> bool {
        bits(self.compute_pgm_rsrc1, 23, 1) != 0
    }
    pub fn dx10_clamp(&self) -> bool {
        bits(self.compute_pgm_rsrc1, 21, 1) != 0
    }
    /// ENABLE_PRIVATE_SEGMENT (the scratch wave offset system SGPR).
    pub fn enable_private_segment(&self) -> bool {
        bits(self.compute_pgm_rsrc2, 0, 1) != 0
    }
    pub fn user_sgpr_count(&self) -> u32 {
        bits(self.compute_pgm_rsrc2, 1, 5)
    }
    pub fn enable_workgroup_id(&self, dim: u32) -> bool {
        bits(self.compute_pgm_rsrc2, 7 + dim, 1) != 0
    }
    pub fn enable_workgroup_info(&self) -> bool {
        bits(self.compute_pgm_rsrc2, 10, 1) != 0
    }
    /// ENABLE_VGPR_WORKITEM_ID: 0 = x, 1 = x and y, 2 = x, y and z.
    pub fn enable_vgpr_workitem_id(&self) -> u32 {
        bits(self.compute_pgm_rsrc2, 11, 2)
    }
    /// ACCUM_OFFSET (gfx90a+): first AGPR in the unified file, in VGPRs.
    pub fn accum_offset(&self) -> u32 {
        (bits(self.compute_pgm_rsrc3, 0, 6) + 1) * 4
    }
}

/// One kernel argument of the metadata (`.args` entry).
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
pub struct ArgMeta {
    #[serde(rename = ".name", default)]
    pub name: Option<String>,
    #[serde(rename = ".offset")]
    pub offset: u32,
    #[serde(rename = ".size")]
    pub size: u32,
    #[serde(rename = ".value_kind")]
    pub value_kind: String,
    #[serde(rename = ".address_space", default)]
    pub address_space: Option<String>,
}

impl ArgMeta {
    /// Hidden arguments are filled by the runtime, not passed by the user.
    pub fn is_hidden(&self) -> bool {
        self.value_kind.starts_with("hidden_")
    }
}

/// One kernel of the metadata (`amdhsa.kernels` entry).
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
pub struct KernelMeta {
    #[serde(rename = ".name")]
    pub name: String,
    #[serde(rename = ".symbol")]
    pub symbol: String,
    #[serde(rename = ".args", default)]
    pub args: Vec<ArgMeta>,
    #[serde(rename = ".kernarg_segment_size", default)]
    pub kernarg_segment_size: u32,
    #[serde(rename = ".kernarg_segment_align", default)]
    pub kernarg_segment_align: u32,
    #[serde(rename = ".group_segment_fixed_size", default)]
    pub group_segment_fixed_size: u32,
    #[serde(rename = ".private_segment_fixed_size", default)]
    pub private_segment_fixed_size: u32,
    #[serde(rename = ".wavefront_size", default)]
    pub wavefront_size: u32,
    #[serde(rename = ".max_flat_workgroup_size", default)]
    pub max_flat_workgroup_size: u32,
    #[serde(rename = ".vgpr_count", default)]
    pub vgpr_count: u32,
    #[serde(rename = ".sgpr_count", default)]
    pub sgpr_count: u32,
}

#[derive(Deserialize)]
struct MetaRoot {
    #[serde(rename = "amdhsa.version", default)]
    version: Vec<u32>,
    #[serde(rename = "amdhsa.kernels", default)]
    kernels: Vec<KernelMeta>,
}

/// A kernel ready to dispatch.
#[derive(Clone, Debug)]
pub struct Kernel {
    pub name: String,
    pub descriptor: KernelDescriptor,
    pub meta: KernelMeta,
    /// Address of the first instruction (same space as [`CodeObject::text_addr`]).
    pub entry: u64,
}

/// A loaded code object.
#[derive(Clone, Debug)]
pub struct CodeObject {
    pub processor: Processor,
    /// Code object metadata version (`amdhsa.version`), e.g. `[1, 2]` for V5.
    pub metadata_version: Vec<u32>,
    pub text: Vec<u8>,
    /// Address of `.text` (0 in relocatable objects).
    pub text_addr: u64,
    pub kernels: Vec<Kernel>,
}

/// NT_AMDGPU_METADATA.
const NT_AMDGPU_METADATA: u32 = 32;

fn err<E: core::fmt::Display>(what: &'static str) -> impl Fn(E) -> SimError {
    move |e| SimError::load(format!("{what}: {e}"))
}

impl CodeObject {
    /// Parses an AMDGPU code object.
    pub fn parse(data: &[u8]) -> Result<CodeObject> {
        let elf = ElfFile64::<LittleEndian>::parse(data).map_err(err("not an ELF64 file"))?;
        let hdr = elf.elf_header();
        let endian = elf.endian();
        if hdr.e_machine(endian) != elf::EM_AMDGPU {
            return Err(SimError::load("ELF machine is not AMDGPU"));
        }
        let mach = (hdr.e_flags(endian).0 & 0xff) as u8;
        let processor = PROCESSORS
            .iter()
            .find(|p| p.elf_mach == mach)
            .map(|p| p.proc)
            .ok_or_else(|| SimError::load(format!("unsupported processor e_flags {mach:#x}")))?;
        let relocatable = hdr.e_type(endian) == elf::ET_REL;

        // Metadata note.
        let mut meta: Option<MetaRoot> = None;
        for sh in elf.elf_section_table().iter() {
            let Some(mut notes) = sh.notes(endian, data).map_err(err("bad note section"))? else {
                continue;
            };
            while let Some(note) = notes.next().map_err(err("bad note"))? {
                if note.name() == b"AMDGPU" && note.n_type(endian).0 == NT_AMDGPU_METADATA {
                    let m: MetaRoot = rmp_serde::from_slice(note.desc())
                        .map_err(err("bad NT_AMDGPU_METADATA msgpack"))?;
                    meta = Some(m);
                }
            }
        }
        let meta = meta.ok_or_else(|| SimError::load("no NT_AMDGPU_METADATA note"))?;

        let text_sec = elf
            .section_by_name(".text")
            .ok_or_else(|| SimError::load("no .text section"))?;
        let text = text_sec.data().map_err(err("bad .text"))?.to_vec();
        let text_addr = text_sec.address();
        let text_index = text_sec.index();

        let mut kernels = Vec::new();
        for km in &meta.kernels {
            let kd_sym = elf
                .symbols()
                .find(|s| s.name() == Ok(km.symbol.as_str()))
                .ok_or_else(|| SimError::load(format!("no symbol {}", km.symbol)))?;
            let kd_sec_index = kd_sym
                .section_index()
                .ok_or_else(|| SimError::load(format!("{} is not defined", km.symbol)))?;
            let kd_sec = elf
                .section_by_index(kd_sec_index)
                .map_err(err("bad .kd section"))?;
            let kd_data = kd_sec.data().map_err(err("bad .kd section"))?;
            // Symbol values are section offsets in .o files, addresses in .so.
            let off = if relocatable {
                kd_sym.address()
            } else {
                kd_sym.address().wrapping_sub(kd_sec.address())
            };
            let kd_bytes = usize::try_from(off)
                .ok()
                .and_then(|o| kd_data.get(o..o.checked_add(64)?))
                .ok_or_else(|| SimError::load(format!("{} is out of its section", km.symbol)))?;
            let descriptor = KernelDescriptor::parse(kd_bytes)?;
            let entry = if relocatable {
                let f = elf
                    .symbols()
                    .find(|s| {
                        s.name() == Ok(km.name.as_str()) && s.section_index() == Some(text_index)
                    })
                    .ok_or_else(|| SimError::load(format!("no code symbol {}", km.name)))?;
                text_addr + f.address()
            } else {
                kd_sym
                    .address()
                    .wrapping_add(descriptor.kernel_code_entry_byte_offset as u64)
            };
            if entry < text_addr || entry >= text_addr + text.len() as u64 || entry % 4 != 0 {
                return Err(SimError::load(format!(
                    "kernel {} entry {entry:#x} is outside .text",
                    km.name
                )));
            }
            kernels.push(Kernel {
                name: km.name.clone(),
                descriptor,
                meta: km.clone(),
                entry,
            });
        }
        Ok(CodeObject {
            processor,
            metadata_version: meta.version,
            text,
            text_addr,
            kernels,
        })
    }

    pub fn kernel(&self, name: &str) -> Option<&Kernel> {
        self.kernels.iter().find(|k| k.name == name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn garbage_is_an_error() {
        assert!(CodeObject::parse(b"not an elf").is_err());
        assert!(CodeObject::parse(&[]).is_err());
        let mut elfish = vec![0u8; 64];
        elfish[..4].copy_from_slice(b"\x7fELF");
        assert!(CodeObject::parse(&elfish).is_err());
    }

    #[test]
    fn descriptor_fields() {
        let mut b = [0u8; 64];
        b[0..4].copy_from_slice(&1024u32.to_le_bytes());
        b[16..24].copy_from_slice(&(-256i64).to_le_bytes());
        // rsrc1: vgpr granule 3, denorm f32 = 3.
        b[48..52].copy_from_slice(&(3u32 | 3 << 16).to_le_bytes());
        // rsrc2: user sgprs 6, wg id x, workitem ids x,y.
        b[52..56].copy_from_slice(&(6u32 << 1 | 1 << 7 | 1 << 11).to_le_bytes());
        b[56] = kd_flags::KERNARG_SEGMENT_PTR as u8 | kd_flags::DISPATCH_PTR as u8;
        let kd = KernelDescriptor::parse(&b).unwrap();
        assert_eq!(kd.group_segment_fixed_size, 1024);
        assert_eq!(kd.kernel_code_entry_byte_offset, -256);
        assert_eq!(kd.granulated_vgprs(), 3);
        assert_eq!(kd.float_denorm_mode_32(), 3);
        assert_eq!(kd.user_sgpr_count(), 6);
        assert!(kd.enable_workgroup_id(0) && !kd.enable_workgroup_id(1));
        assert_eq!(kd.enable_vgpr_workitem_id(), 1);
        assert!(kd.has(kd_flags::DISPATCH_PTR) && !kd.has(kd_flags::QUEUE_PTR));
        assert!(KernelDescriptor::parse(&b[..63]).is_err());
    }
}
