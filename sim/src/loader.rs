//! Code-object loading: the memory image, relocations, kernels, metadata.
//!
//! Role: turns the bytes of an AMDGPU ELF (a relocatable `.o` or a linked
//! `.hsaco` shared object) into what a dispatch needs: the processor (from
//! `e_flags`), a memory image holding code and data at the offsets the code
//! expects, the relocations still to apply, and per kernel its 64-byte
//! kernel descriptor (`name.kd`), entry address and the code object V4/V5
//! metadata (`NT_AMDGPU_METADATA`, msgpack) that lays out the kernarg
//! segment, explicit and hidden arguments.
//!
//! Two steps, as in the ROCm loader: [`CodeObject::parse`] builds the
//! [`Image`] relative to address 0 — a shared object's `PT_LOAD` segments
//! at their virtual addresses (`p_memsz` beyond `p_filesz` zeroed), or a
//! relocatable object's allocated sections laid out one after another at
//! their alignment (`.bss` zeroed) — and collects the relocations (the
//! dynamic ones of a shared object, every `.rela` of an allocated section
//! of a relocatable one). [`CodeObject::place`] then fixes the base address
//! in device memory, applies the relocations (seed 002, "relocation
//! records": `ABS32_LO/HI`, `ABS32`, `ABS64`, `REL32`, `REL32_LO/HI`,
//! `REL64`, `RELATIVE64`, `REL16`, `GOTPCREL`, `GOTPCREL32_LO/HI`) and
//! reads each kernel's descriptor from the relocated image.
//!
//! Invariants: every read is bounds-checked; malformed input (bad
//! offsets, undefined symbols, unknown relocations) is a [`SimError`] of
//! kind `Load`, never a panic. Unknown metadata keys are ignored (serde's
//! default), so newer producers load.
//!
//! Central tricks: the entry point is found the way the runtime finds it,
//! descriptor address plus `kernel_code_entry_byte_offset`, for both kinds
//! of object: in a relocatable object that field carries an `REL64`
//! relocation to the kernel's code, which placing resolves like any other.
//! GOT relocations (`G + GOT + A - P`, which clang emits for globals of
//! default visibility) are rewritten once at parse time, as a linker
//! would: the loader appends a GOT to the image with one 8-byte slot per
//! distinct symbol, an `ABS64` relocation filling each slot, and turns
//! every `GOTPCREL*` into the `REL32*` of the same width against its slot
//! ([`Image::build_got`]). A linked `.hsaco` already has its `.got`,
//! filled by dynamic `ABS64` relocations. Placing needs no GOT case.

use crate::error::{ErrorKind, Result, SimError};
use agc_isa::processors::{Processor, PROCESSORS};
use object::elf;
use object::read::elf::{ElfFile64, FileHeader, ProgramHeader, SectionHeader};
use object::{
    LittleEndian, Object, ObjectSection, ObjectSymbol, ObjectSymbolTable, RelocationFlags,
    RelocationTarget, SectionIndex, SymbolSection,
};
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
    /// A `dynamic_shared_pointer`'s required alignment.
    #[serde(rename = ".pointee_align", default)]
    pub pointee_align: Option<u32>,
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
    /// Offset of the kernel descriptor in the image.
    pub kd_offset: u64,
    /// Address of the first instruction (same space as [`CodeObject::text_addr`]).
    pub entry: u64,
}

/// A value a relocation refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SymbolValue {
    /// An offset in the image (moves with the base address).
    Image(u64),
    /// An absolute value (`SHN_ABS`, undefined weak, or none).
    Absolute(u64),
}

/// One relocation still to apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reloc {
    /// Where, as an offset in the image.
    pub offset: u64,
    /// `R_AMDGPU_*` type.
    pub r_type: u32,
    pub symbol: SymbolValue,
    pub addend: i64,
}

/// Relocation types of seed 002 ("AMDGPU relocation records").
pub mod reloc {
    pub const NONE: u32 = 0;
    pub const ABS32_LO: u32 = 1;
    pub const ABS32_HI: u32 = 2;
    pub const ABS64: u32 = 3;
    pub const REL32: u32 = 4;
    pub const REL64: u32 = 5;
    pub const ABS32: u32 = 6;
    pub const GOTPCREL: u32 = 7;
    pub const GOTPCREL32_LO: u32 = 8;
    pub const GOTPCREL32_HI: u32 = 9;
    pub const REL32_LO: u32 = 10;
    pub const REL32_HI: u32 = 11;
    pub const RELATIVE64: u32 = 13;
    pub const REL16: u32 = 14;
}

/// The code object's memory image, relative to address 0.
#[derive(Clone, Debug, Default)]
pub struct Image {
    /// Code and data at their image offsets, relocations not applied.
    pub bytes: Vec<u8>,
    /// The alignment the base address must have.
    pub align: u64,
    pub relocs: Vec<Reloc>,
}

/// Relocations are applied by value width: (bytes, value).
fn reloc_value(r: &Reloc, base: u64) -> Result<(usize, u64)> {
    let s = match r.symbol {
        SymbolValue::Image(o) => base.wrapping_add(o),
        SymbolValue::Absolute(v) => v,
    };
    let a = r.addend as u64;
    let p = base.wrapping_add(r.offset);
    let sa = s.wrapping_add(a);
    let pcrel = sa.wrapping_sub(p);
    Ok(match r.r_type {
        reloc::ABS32_LO | reloc::ABS32 => (4, sa & 0xffff_ffff),
        reloc::ABS32_HI => (4, sa >> 32),
        reloc::ABS64 => (8, sa),
        reloc::REL32 | reloc::REL32_LO => (4, pcrel & 0xffff_ffff),
        reloc::REL32_HI => (4, pcrel >> 32),
        reloc::REL64 => (8, pcrel),
        reloc::RELATIVE64 => (8, base.wrapping_add(a)),
        reloc::REL16 => (2, (pcrel.wrapping_sub(4) as i64 / 4) as u64 & 0xffff),
        reloc::NONE => (0, 0),
        reloc::GOTPCREL | reloc::GOTPCREL32_LO | reloc::GOTPCREL32_HI => {
            return Err(SimError::load(
                "GOT relocation without a GOT (Image::build_got was not run)",
            ))
        }
        t => return Err(SimError::load(format!("unknown relocation type {t}"))),
    })
}

impl Image {
    /// Rewrites the `GOTPCREL*` relocations against a GOT appended to the
    /// image (see the module doc): one slot per distinct symbol, in order
    /// of first use, so the layout is deterministic.
    pub fn build_got(&mut self) -> Result<()> {
        self.build_got_within(MAX_IMAGE)
    }

    /// [`Image::build_got`] for an image of at most `limit` bytes.
    fn build_got_within(&mut self, limit: u64) -> Result<()> {
        let mut slots: Vec<SymbolValue> = Vec::new();
        let got = (self.bytes.len() as u64).next_multiple_of(8);
        for r in &mut self.relocs {
            let pcrel = match r.r_type {
                reloc::GOTPCREL => reloc::REL32,
                reloc::GOTPCREL32_LO => reloc::REL32_LO,
                reloc::GOTPCREL32_HI => reloc::REL32_HI,
                _ => continue,
            };
            let k = match slots.iter().position(|&s| s == r.symbol) {
                Some(k) => k,
                None => {
                    slots.push(r.symbol);
                    slots.len() - 1
                }
            };
            r.r_type = pcrel;
            r.symbol = SymbolValue::Image(got + 8 * k as u64);
        }
        if slots.is_empty() {
            return Ok(());
        }
        let end = got + 8 * slots.len() as u64;
        if end > limit {
            return Err(too_large(end, limit));
        }
        self.bytes.resize(end as usize, 0);
        self.align = self.align.max(8);
        for (k, symbol) in slots.into_iter().enumerate() {
            self.relocs.push(Reloc {
                offset: got + 8 * k as u64,
                r_type: reloc::ABS64,
                symbol,
                addend: 0,
            });
        }
        Ok(())
    }

    /// The image for base address `base` (a multiple of [`Image::align`]),
    /// relocations applied.
    pub fn relocate(&self, base: u64) -> Result<Vec<u8>> {
        let mut out = self.bytes.clone();
        for r in &self.relocs {
            let (n, v) = reloc_value(r, base)?;
            let place = usize::try_from(r.offset)
                .ok()
                .and_then(|o| out.get_mut(o..o.checked_add(n)?))
                .ok_or_else(|| {
                    SimError::load(format!(
                        "relocation at {:#x} is outside the image",
                        r.offset
                    ))
                })?;
            place.copy_from_slice(&v.to_le_bytes()[..n]);
        }
        Ok(out)
    }
}

/// A loaded code object.
#[derive(Clone, Debug)]
pub struct CodeObject {
    pub processor: Processor,
    /// Code object metadata version (`amdhsa.version`), e.g. `[1, 2]` for V5.
    pub metadata_version: Vec<u32>,
    pub image: Image,
    /// Offset of `.text` in the image.
    pub text_offset: u64,
    pub text_size: u64,
    /// `.text` as placed (relocations applied once [`CodeObject::place`]d).
    pub text: Vec<u8>,
    /// Address of `.text`: its image offset until placed, then its device
    /// address.
    pub text_addr: u64,
    /// Where the image was placed (0 until [`CodeObject::place`]).
    pub base: u64,
    pub kernels: Vec<Kernel>,
}

/// NT_AMDGPU_METADATA.
const NT_AMDGPU_METADATA: u32 = 32;

fn err<E: core::fmt::Display>(what: &'static str) -> impl Fn(E) -> SimError {
    move |e| SimError::load(format!("{what}: {e}"))
}

/// The largest image the loader builds, whatever memory the device has.
pub const MAX_IMAGE: u64 = 1 << 30;

fn too_large(bytes: u64, limit: u64) -> SimError {
    SimError::new(ErrorKind::Limit(format!(
        "the code object's image needs {bytes} bytes, more than the limit of {limit}"
    )))
}

impl CodeObject {
    /// Parses an AMDGPU code object whose image may take [`MAX_IMAGE`]
    /// bytes.
    pub fn parse(data: &[u8]) -> Result<CodeObject> {
        CodeObject::parse_within(data, MAX_IMAGE)
    }

    /// Parses an AMDGPU code object whose image (sections or segments,
    /// `.bss` included, and the GOT) may take at most `max_image` bytes
    /// (and never more than [`MAX_IMAGE`]): a small file can declare a
    /// huge `SHT_NOBITS` section or `p_memsz`, and the image is allocated
    /// before any of it is used, so the device's memory limit must be
    /// known here.
    pub fn parse_within(data: &[u8], max_image: u64) -> Result<CodeObject> {
        let limit = max_image.min(MAX_IMAGE);
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
                    // `ld.lld -r` of several objects keeps one note per
                    // input: their kernels add up.
                    match &mut meta {
                        None => meta = Some(m),
                        Some(all) => all.kernels.extend(m.kernels),
                    }
                }
            }
        }
        let meta = meta.ok_or_else(|| SimError::load("no NT_AMDGPU_METADATA note"))?;

        let text_sec = elf
            .section_by_name(".text")
            .ok_or_else(|| SimError::load("no .text section"))?;
        let text_len = text_sec.size();

        // The image and where each section landed in it.
        let mut image = Image {
            align: 1,
            ..Image::default()
        };
        let mut sec_addr: Vec<Option<u64>> = vec![None; elf.elf_section_table().len()];
        if relocatable {
            for sec in elf.sections() {
                let sh = sec.elf_section_header();
                if sh.sh_flags(endian).0 & elf::SHF_ALLOC.0 == 0 {
                    continue;
                }
                let align = sec.align().max(1);
                if !align.is_power_of_two() || align > 1 << 16 {
                    return Err(SimError::load(format!(
                        "section alignment {align} is not supported"
                    )));
                }
                image.align = image.align.max(align);
                let at = (image.bytes.len() as u64).next_multiple_of(align);
                let size = usize::try_from(sec.size()).map_err(err("section size"))?;
                let end = usize::try_from(at)
                    .map_err(err("image size"))?
                    .checked_add(size);
                let end = end
                    .filter(|&e| e as u64 <= limit)
                    .ok_or_else(|| too_large(at.saturating_add(size as u64), limit))?;
                image.bytes.resize(end, 0);
                if sh.sh_type(endian) != elf::SHT_NOBITS {
                    let d = sec.data().map_err(err("bad section data"))?;
                    if d.len() != size {
                        return Err(SimError::load("section data shorter than its size"));
                    }
                    image.bytes[at as usize..end].copy_from_slice(d);
                }
                sec_addr[sec.index().0] = Some(at);
            }
            let sym_value = |idx| -> Result<SymbolValue> {
                let sym = elf
                    .symbol_by_index(idx)
                    .map_err(err("bad relocation symbol"))?;
                Ok(match sym.section() {
                    SymbolSection::Section(si) => {
                        let base =
                            sec_addr.get(si.0).copied().flatten().ok_or_else(|| {
                                SimError::load("symbol in a non-allocated section")
                            })?;
                        SymbolValue::Image(base.wrapping_add(sym.address()))
                    }
                    SymbolSection::Absolute => SymbolValue::Absolute(sym.address()),
                    SymbolSection::Undefined if sym.is_weak() => SymbolValue::Absolute(0),
                    _ => {
                        return Err(SimError::load(format!(
                            "undefined symbol {}",
                            sym.name().unwrap_or("?")
                        )))
                    }
                })
            };
            for sec in elf.sections() {
                let Some(at) = sec_addr[sec.index().0] else {
                    continue;
                };
                for (off, r) in sec.relocations() {
                    let RelocationFlags::Elf { r_type } = r.flags() else {
                        continue;
                    };
                    let symbol = match r.target() {
                        RelocationTarget::Symbol(i) => sym_value(i)?,
                        RelocationTarget::Section(SectionIndex(i)) => {
                            SymbolValue::Image(sec_addr.get(i).copied().flatten().ok_or_else(
                                || SimError::load("relocation to a non-allocated section"),
                            )?)
                        }
                        _ => SymbolValue::Absolute(0),
                    };
                    image.relocs.push(Reloc {
                        offset: at.wrapping_add(off),
                        r_type: r_type.0,
                        symbol,
                        addend: r.addend(),
                    });
                }
            }
        } else {
            for ph in elf.elf_program_headers() {
                if ph.p_type(endian) != elf::PT_LOAD {
                    continue;
                }
                let (va, memsz, filesz) =
                    (ph.p_vaddr(endian), ph.p_memsz(endian), ph.p_filesz(endian));
                let align = ph.p_align(endian).max(1);
                if !align.is_power_of_two() || align > 1 << 16 {
                    return Err(SimError::load(format!(
                        "segment alignment {align} is not supported"
                    )));
                }
                image.align = image.align.max(align);
                let end = va
                    .checked_add(memsz)
                    .filter(|_| filesz <= memsz)
                    .ok_or_else(|| SimError::load("bad PT_LOAD segment"))?;
                if end > limit {
                    return Err(too_large(end, limit));
                }
                if image.bytes.len() < end as usize {
                    image.bytes.resize(end as usize, 0);
                }
                let d = ph
                    .data(endian, data)
                    .map_err(|()| SimError::load("bad segment data"))?;
                image.bytes[va as usize..(va + filesz) as usize].copy_from_slice(d);
            }
            if let Some(dynrel) = elf.dynamic_relocations() {
                for (off, r) in dynrel {
                    let RelocationFlags::Elf { r_type } = r.flags() else {
                        continue;
                    };
                    let symbol = match r.target() {
                        RelocationTarget::Symbol(i) => {
                            let sym = elf
                                .dynamic_symbol_table()
                                .ok_or_else(|| SimError::load("no dynamic symbol table"))?
                                .symbol_by_index(i)
                                .map_err(err("bad dynamic relocation symbol"))?;
                            if sym.is_undefined() {
                                return Err(SimError::load(format!(
                                    "undefined symbol {}",
                                    sym.name().unwrap_or("?")
                                )));
                            }
                            SymbolValue::Image(sym.address())
                        }
                        _ => SymbolValue::Absolute(0),
                    };
                    image.relocs.push(Reloc {
                        offset: off,
                        r_type: r_type.0,
                        symbol,
                        addend: r.addend(),
                    });
                }
            }
        }
        image.build_got_within(limit)?;
        // Image offset of a section's byte `off` (sections of a shared
        // object sit at their addresses).
        let in_image = |si: SectionIndex, off: u64| -> Option<u64> {
            if relocatable {
                sec_addr.get(si.0).copied().flatten().map(|a| a + off)
            } else {
                Some(off)
            }
        };
        let text_offset = in_image(
            text_sec.index(),
            if relocatable { 0 } else { text_sec.address() },
        )
        .filter(|&t| {
            t.checked_add(text_len)
                .is_some_and(|e| e <= image.bytes.len() as u64)
        })
        .ok_or_else(|| SimError::load(".text is not loaded"))?;

        let mut kernels = Vec::new();
        for km in &meta.kernels {
            let kd_sym = elf
                .symbols()
                .find(|s| s.name() == Ok(km.symbol.as_str()))
                .ok_or_else(|| SimError::load(format!("no symbol {}", km.symbol)))?;
            let kd_sec_index = kd_sym
                .section_index()
                .ok_or_else(|| SimError::load(format!("{} is not defined", km.symbol)))?;
            let kd_offset = in_image(kd_sec_index, kd_sym.address())
                .filter(|&o| {
                    o.checked_add(64)
                        .is_some_and(|e| e <= image.bytes.len() as u64)
                })
                .ok_or_else(|| SimError::load(format!("{} is out of the image", km.symbol)))?;
            let at = kd_offset as usize;
            let descriptor = KernelDescriptor::parse(&image.bytes[at..at + 64])?;
            kernels.push(Kernel {
                name: km.name.clone(),
                descriptor,
                meta: km.clone(),
                kd_offset,
                entry: 0,
            });
        }
        let mut co = CodeObject {
            processor,
            metadata_version: meta.version,
            image,
            text_offset,
            text_size: text_len,
            text: Vec::new(),
            text_addr: text_offset,
            base: 0,
            kernels,
        };
        co.place(0)?;
        Ok(co)
    }

    /// Places the image at device address `base` (a multiple of
    /// `image.align`): applies the relocations, re-reads every kernel
    /// descriptor from the relocated bytes and computes the entry points.
    /// Returns the bytes to copy to `base`.
    pub fn place(&mut self, base: u64) -> Result<Vec<u8>> {
        if base % self.image.align != 0 {
            return Err(SimError::load(format!(
                "base {base:#x} is not aligned to {:#x}",
                self.image.align
            )));
        }
        let bytes = self.image.relocate(base)?;
        let t = self.text_offset as usize;
        let text_len = self.text_size as usize;
        self.text = bytes[t..t + text_len].to_vec();
        self.base = base;
        self.text_addr = base + self.text_offset;
        for k in &mut self.kernels {
            let at = k.kd_offset as usize;
            k.descriptor = KernelDescriptor::parse(&bytes[at..at + 64])?;
            let entry = (base + k.kd_offset)
                .wrapping_add(k.descriptor.kernel_code_entry_byte_offset as u64);
            if entry < self.text_addr || entry >= self.text_addr + text_len as u64 || entry % 4 != 0
            {
                return Err(SimError::load(format!(
                    "kernel {} entry {entry:#x} is outside .text",
                    k.name
                )));
            }
            k.entry = entry;
        }
        Ok(bytes)
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

    /// The formulas of seed 002's relocation table, one record per type,
    /// placed at base 0x1_0000_0000.
    #[test]
    fn relocation_formulas() {
        let base = 0x1_0000_0000u64;
        let img = Image {
            bytes: vec![0; 64],
            align: 256,
            relocs: [
                (0, reloc::ABS32_LO, 0x1234_5678_9abc, 4),
                (4, reloc::ABS32_HI, 0x1234_5678_9abc, 4),
                (8, reloc::ABS64, 0x40, -8),
                (16, reloc::REL32, 0x40, 4),
                (20, reloc::ABS32, 0x40, 0),
                (24, reloc::REL64, 0x10, 0),
                (32, reloc::REL32_LO, 0x40, 4),
                (36, reloc::REL32_HI, 0x40, 12),
                (40, reloc::RELATIVE64, 0, 0x30),
                (48, reloc::REL16, 0x40, 0),
            ]
            .iter()
            .map(|&(offset, r_type, s, addend)| Reloc {
                offset,
                r_type,
                symbol: if r_type == reloc::ABS32_LO || r_type == reloc::ABS32_HI {
                    SymbolValue::Absolute(s)
                } else {
                    SymbolValue::Image(s)
                },
                addend,
            })
            .collect(),
        };
        let b = img.relocate(base).unwrap();
        let u32_at = |o: usize| u32::from_le_bytes(b[o..o + 4].try_into().unwrap());
        let u64_at = |o: usize| u64::from_le_bytes(b[o..o + 8].try_into().unwrap());
        assert_eq!(u32_at(0), 0x5678_9ac0);
        assert_eq!(u32_at(4), 0x1234);
        assert_eq!(u64_at(8), base + 0x38);
        assert_eq!(u32_at(16), 0x40 + 4 - 16);
        assert_eq!(u32_at(20), (base + 0x40) as u32);
        assert_eq!(u64_at(24), (0x10u64).wrapping_sub(24));
        assert_eq!(u32_at(32), 0x40 + 4 - 32);
        assert_eq!(u32_at(36), 0);
        assert_eq!(u64_at(40), base + 0x30);
        assert_eq!(u16::from_le_bytes([b[48], b[49]]), (0x40 - 48 - 4) / 4);
        let mut got = Image {
            relocs: vec![Reloc {
                offset: 0,
                r_type: reloc::GOTPCREL32_LO,
                symbol: SymbolValue::Image(0),
                addend: 0,
            }],
            ..img.clone()
        };
        assert!(got.relocate(base).is_err(), "GOTPCREL before build_got");
        // The GOT formula G + GOT + A - P: two symbols, one used twice,
        // give two slots after the 64 bytes, each holding S.
        got.relocs = [
            (0, reloc::GOTPCREL32_LO, 0x30, 4),
            (4, reloc::GOTPCREL32_HI, 0x30, 12),
            (8, reloc::GOTPCREL, 0x20, 4),
            (12, reloc::GOTPCREL32_LO, 0x30, 4),
        ]
        .iter()
        .map(|&(offset, r_type, s, addend)| Reloc {
            offset,
            r_type,
            symbol: SymbolValue::Image(s),
            addend,
        })
        .collect();
        got.build_got().unwrap();
        assert_eq!(got.bytes.len(), 64 + 16);
        let b = got.relocate(base).unwrap();
        let u32_at = |o: usize| u32::from_le_bytes(b[o..o + 4].try_into().unwrap());
        let u64_at = |o: usize| u64::from_le_bytes(b[o..o + 8].try_into().unwrap());
        assert_eq!(u64_at(64), base + 0x30);
        assert_eq!(u64_at(72), base + 0x20);
        assert_eq!(u32_at(0), 64 + 4);
        assert_eq!(u32_at(4), 0);
        assert_eq!(u32_at(8), 72 + 4 - 8);
        assert_eq!(u32_at(12), 64 + 4 - 12);
        let outside = Image {
            relocs: vec![Reloc {
                offset: 62,
                r_type: reloc::ABS64,
                symbol: SymbolValue::Image(0),
                addend: 0,
            }],
            ..img
        };
        assert!(outside.relocate(base).is_err());
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
