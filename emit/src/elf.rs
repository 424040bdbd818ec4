//! ELF writers: the relocatable object and the loadable code object.
//!
//! Role: writes a [`Prepared`] code object as
//! - an ET_REL object (what `llvm-mc -filetype=obj` / `llc -filetype=obj`
//!   produce): `.text`, `.rela.text` (calls), `.rodata` with the kernel descriptors, the
//!   `.rela.rodata` relocations, `.note.GNU-stack`, `.note` with the
//!   metadata, `.symtab`, `.strtab`, `.shstrtab`;
//! - an ET_DYN code object (what `ld.lld -shared` makes of it, and what the
//!   ROCm loader takes): ELF header, program headers (PT_PHDR, a read-only
//!   PT_LOAD with `.note .dynsym .gnu.hash .hash .dynstr .rodata`, an
//!   executable PT_LOAD with `.text`, a read-write PT_LOAD with `.dynamic`
//!   and `.relro_padding`, PT_DYNAMIC, PT_GNU_RELRO, PT_GNU_STACK,
//!   PT_NOTE), and `.symtab .shstrtab .strtab`.
//!
//! With debug information (`CodeObject::debug`), both also carry the
//! sections of [`crate::dwarf`], not allocated, after the others: in the
//! `.o` each is followed by its `.rela.debug_*` (relocations against local
//! `STT_SECTION` symbols of `.text` and the debug sections, placed between
//! the null symbol and the globals); in the `.hsaco` the relocated fields
//! hold final addresses and there is no relocation section, as after
//! ld.lld. Without debug information the files are exactly as before, so
//! they still match llvm-mc's byte for byte.
//!
//! Both use `object`'s low-level two-phase [`Writer`] (its high-level
//! `write::Object` knows no AMDGPU): reserve every range, then write in
//! the same order. Header fields (seed 002, "ELF code object"): OS ABI
//! `ELFOSABI_AMDGPU_HSA` (64), ABI version 3 (code object V5), machine
//! `EM_AMDGPU`, `e_flags` from the target ID.
//!
//! Device functions: each is an `STT_FUNC` with its code size, global
//! with hidden visibility (callable from other objects of the link, not
//! exported by the loaded object, as clang makes device code) or local;
//! each extern is an undefined global, hidden too, so that ld.lld binds it
//! without a GOT. A call site's two literals get `R_AMDGPU_REL32_LO` /
//! `_HI` in `.rela.text` (addends 4 and 12, as llc writes
//! `f@rel32@lo+4` / `f@rel32@hi+12`): against the function's symbol, or
//! for a local one against `.text` plus its offset, which is what llvm-mc
//! writes for the same assembly. In the `.hsaco` the distances are
//! resolved and the functions are local symbols (ld.lld turns hidden
//! globals into locals); a call to an extern makes it an error
//! ([`EmitError::UndefinedCallee`]).
//!
//! Symbols: each kernel `k` is a global `STT_FUNC` with protected
//! visibility in `.text` (size = code size without padding), and `k.kd` a
//! global `STT_OBJECT` of 64 bytes in `.rodata`, exactly as llc emits them.
//! The descriptor's `kernel_code_entry_byte_offset` is `k - k.kd`: in the
//! `.o` it is left 0 with an `R_AMDGPU_REL64` relocation against `k`,
//! addend 16 (`S + A - P` with `P = k.kd + 16`), as llvm-mc does; in the
//! `.hsaco` it is resolved, so the shared object needs no dynamic
//! relocations.
//!
//! Central trick (ET_DYN layout, as ld.lld does it): each PT_LOAD starts
//! on a new page in the *address* space while staying packed in the file:
//! a segment's first section gets file offset `align(end, section_align)`
//! and address `align_up(previous segment end address, 4096) + offset %
//! 4096`, so address and offset are congruent modulo the page size
//! without padding the file.
//!
//! Output is deterministic: section and symbol orders follow kernel
//! order; nothing depends on hashing or time.

use crate::descriptor::{self, ENTRY_OFFSET_AT};
use crate::dwarf::{self, DebugSection, RelocTarget};
use crate::kernel::{EmitError, Linkage};
use crate::metadata;
use crate::Prepared;
use object::elf;
use object::write::elf::{FileHeader, ProgramHeader, Rel, SectionHeader, Sym, Writer};
use object::write::StringId;
use object::Endianness;

/// `ELFOSABI_AMDGPU_HSA`.
pub const ELFOSABI_AMDGPU_HSA: u8 = 64;
/// `e_ident[EI_ABIVERSION]` for code object V5.
pub const ABI_VERSION_V5: u8 = 3;
/// The code object version agc writes (ELF ABI version, metadata and
/// `.amdhsa_code_object_version`): 5.
pub const CODE_OBJECT_VERSION: u8 = 5;
/// `R_AMDGPU_REL64`: S + A - P, 64 bits.
pub const R_AMDGPU_REL64: u32 = 5;
/// `R_AMDGPU_REL32_LO`: low 32 bits of S + A - P.
pub const R_AMDGPU_REL32_LO: u32 = 10;
/// `R_AMDGPU_REL32_HI`: high 32 bits of S + A - P.
pub const R_AMDGPU_REL32_HI: u32 = 11;
/// The page size ld.lld uses for AMDGPU.
const PAGE: u64 = 0x1000;

fn file_header(prep: &Prepared, e_type: elf::FileType) -> FileHeader {
    FileHeader {
        os_abi: elf::OsAbi(ELFOSABI_AMDGPU_HSA),
        abi_version: ABI_VERSION_V5,
        e_type,
        e_machine: elf::EM_AMDGPU,
        e_entry: 0,
        e_flags: elf::FileFlags(prep.target.id.elf_flags()),
    }
}

/// The `.rodata` contents: one descriptor per kernel, each 64-aligned.
/// `entry(i)` is kernel i's `kernel_code_entry_byte_offset`.
fn descriptors(prep: &Prepared, entry: impl Fn(usize) -> i64) -> Vec<u8> {
    let info = prep.target.info();
    let mut out = Vec::with_capacity(descriptor::SIZE * prep.descs.len());
    for (i, d) in prep.descs.iter().enumerate() {
        let mut d = *d;
        d.entry_offset = entry(i);
        out.extend_from_slice(&descriptor::encode(&d, info));
    }
    out
}

fn elf_err(e: object::write::Error) -> EmitError {
    EmitError::Elf(e.to_string())
}

fn sym_info(ty: elf::SymbolType) -> elf::SymbolInfo {
    elf::SymbolInfo::new(elf::STB_GLOBAL, ty)
}

fn protected() -> elf::SymbolOther {
    elf::SymbolOther(0).with_visibility(elf::STV_PROTECTED)
}

/// A debug section's place in the relocatable object.
struct DebugPlace {
    name: StringId,
    index: object::write::elf::SectionIndex,
    rela_name: Option<StringId>,
    sym: object::write::elf::SymbolIndex,
    off: u64,
    rela_off: u64,
}

/// What a call relocation of the relocatable object points at.
enum CallTarget {
    /// A global (defined or undefined) function symbol: `(symbol index)`.
    Symbol(u32),
    /// A local function: the `.text` section symbol plus its offset.
    Text(u32),
}

/// Writes the relocatable object.
pub fn relocatable(prep: &Prepared) -> Result<Vec<u8>, EmitError> {
    // Call literals are 0 under their relocations (RELA keeps the value
    // in the addend), as an assembler leaves them.
    let mut text_bytes = prep.text.bytes.clone();
    for c in &prep.text.calls {
        let at = c.offset as usize;
        text_bytes[at..at + 4].fill(0);
    }
    let text = &text_bytes;
    let nfuncs = prep.functions.len();
    let local_calls = prep.text.calls.iter().any(|c| {
        prep.functions
            .get(c.callee as usize)
            .is_some_and(|f| f.linkage == Linkage::Local)
    });
    let rodata = descriptors(prep, |_| 0);
    let note = metadata::note(&prep.metadata);
    let debug = dwarf::sections(prep)?;
    let rela_names: Vec<String> = debug.iter().map(|d| format!(".rela{}", d.name)).collect();
    let kd_names: Vec<String> = prep
        .kernels
        .iter()
        .map(|k| format!("{}.kd", k.name))
        .collect();

    let mut buf = Vec::new();
    let mut w = Writer::new(Endianness::Little, true, &mut buf);
    w.reserve_file_header();
    let text_name = w.add_section_name(b".text");
    let text_idx = w.reserve_section_index();
    let ncalls = prep.text.calls.len();
    let rela_text_name = (ncalls > 0).then(|| {
        let n = w.add_section_name(b".rela.text");
        w.reserve_section_index();
        n
    });
    let rodata_name = w.add_section_name(b".rodata");
    let rodata_idx = w.reserve_section_index();
    let rela_name = w.add_section_name(b".rela.rodata");
    let _rela_idx = w.reserve_section_index();
    let stack_name = w.add_section_name(b".note.GNU-stack");
    let _stack_idx = w.reserve_section_index();
    let note_name = w.add_section_name(b".note");
    let _note_idx = w.reserve_section_index();
    // Debug sections, each followed by its relocations.
    let mut places = Vec::with_capacity(debug.len());
    for (d, rn) in debug.iter().zip(&rela_names) {
        let name = w.add_section_name(d.name.as_bytes());
        let index = w.reserve_section_index();
        let rela_name = (!d.relocs.is_empty()).then(|| {
            let n = w.add_section_name(rn.as_bytes());
            w.reserve_section_index();
            n
        });
        places.push(DebugPlace {
            name,
            index,
            rela_name,
            sym: object::write::elf::SymbolIndex(0),
            off: 0,
            rela_off: 0,
        });
    }
    let symtab_idx = w.reserve_symtab_section_index();
    w.reserve_strtab_section_index();
    w.reserve_shstrtab_section_index();

    w.reserve_null_symbol_index();
    // Local section symbols for relocations against `.text` and the debug
    // sections (only with debug info, so the plain object matches llvm-mc's).
    let text_sym = if debug.is_empty() && !local_calls {
        None
    } else {
        let t = w.reserve_symbol_index(Some(text_idx));
        for p in &mut places {
            p.sym = w.reserve_symbol_index(Some(p.index));
        }
        Some(t)
    };
    // Device functions: locals first (ELF wants them before the globals),
    // then kernels, global functions and externs.
    let mut fn_sym = vec![0u32; nfuncs];
    let mut fn_name = Vec::with_capacity(nfuncs);
    for f in prep.functions {
        fn_name.push(w.add_string(f.name.as_bytes()));
    }
    for (i, f) in prep.functions.iter().enumerate() {
        if f.linkage == Linkage::Local {
            fn_sym[i] = w.reserve_symbol_index(Some(text_idx)).0;
        }
    }
    let num_local = w.symbol_count();
    let mut syms: Vec<(StringId, StringId)> = Vec::with_capacity(prep.kernels.len());
    let mut func_sym = Vec::with_capacity(prep.kernels.len());
    for (k, kd) in prep.kernels.iter().zip(&kd_names) {
        let a = w.add_string(k.name.as_bytes());
        let b = w.add_string(kd.as_bytes());
        func_sym.push(w.reserve_symbol_index(Some(text_idx)));
        w.reserve_symbol_index(Some(rodata_idx));
        syms.push((a, b));
    }
    for (i, f) in prep.functions.iter().enumerate() {
        if f.linkage == Linkage::Global {
            fn_sym[i] = w.reserve_symbol_index(Some(text_idx)).0;
        }
    }
    let mut ext_sym = Vec::with_capacity(prep.externs.len());
    for e in prep.externs {
        ext_sym.push((w.add_string(e.as_bytes()), w.reserve_symbol_index(None).0));
    }
    let call_target = |c: u32| -> CallTarget {
        let c = c as usize;
        match prep.functions.get(c) {
            Some(f) if f.linkage == Linkage::Local => {
                CallTarget::Text(prep.text.functions[c].text_offset)
            }
            Some(_) => CallTarget::Symbol(fn_sym[c]),
            None => CallTarget::Symbol(ext_sym[c - nfuncs].1),
        }
    };

    let text_off = w.reserve(text.len() as u64, 256);
    let rela_text_off = if ncalls > 0 {
        w.reserve_relocations(ncalls, true)
    } else {
        0
    };
    let rodata_off = w.reserve(rodata.len() as u64, 64);
    let rela_off = w.reserve_relocations(prep.kernels.len(), true);
    let stack_off = w.reserve(0, 1);
    let note_off = w.reserve(note.len() as u64, 4);
    for (p, d) in places.iter_mut().zip(&debug) {
        p.off = w.reserve(d.data.len() as u64, 1);
        if p.rela_name.is_some() {
            p.rela_off = w.reserve_relocations(d.relocs.len(), true);
        }
    }
    w.reserve_symtab();
    w.reserve_strtab().map_err(elf_err)?;
    w.reserve_shstrtab().map_err(elf_err)?;
    w.reserve_section_headers();

    w.write_file_header(&file_header(prep, elf::ET_REL))
        .map_err(elf_err)?;
    w.write_align(256);
    w.write(text);
    if ncalls > 0 {
        w.write_align_relocation();
        for c in &prep.text.calls {
            let (r_sym, base) = match call_target(c.callee) {
                CallTarget::Symbol(s) => (s, 0),
                CallTarget::Text(at) => (text_sym.map_or(0, |s| s.0), at as i64),
            };
            let r_type = if c.hi {
                R_AMDGPU_REL32_HI
            } else {
                R_AMDGPU_REL32_LO
            };
            w.write_relocation(
                true,
                &Rel {
                    r_offset: c.offset as u64,
                    r_sym,
                    r_type: elf::RelocationType(r_type),
                    r_addend: base + c.addend as i64,
                },
            );
        }
    }
    w.write_align(64);
    w.write(&rodata);
    w.write_align_relocation();
    for (i, sym) in func_sym.iter().enumerate() {
        w.write_relocation(
            true,
            &Rel {
                r_offset: (i * descriptor::SIZE + ENTRY_OFFSET_AT) as u64,
                r_sym: sym.0,
                r_type: elf::RelocationType(R_AMDGPU_REL64),
                r_addend: ENTRY_OFFSET_AT as i64,
            },
        );
    }
    w.write_align(4);
    w.write(&note);
    for (p, d) in places.iter().zip(&debug) {
        w.write(&d.data);
        if p.rela_name.is_some() {
            w.write_align_relocation();
            for r in &d.relocs {
                let sym = match r.target {
                    RelocTarget::Text => text_sym.map_or(0, |s| s.0),
                    RelocTarget::Section(i) => places[i].sym.0,
                };
                w.write_relocation(
                    true,
                    &Rel {
                        r_offset: r.offset,
                        r_sym: sym,
                        r_type: elf::RelocationType(r.elf_type()),
                        r_addend: r.addend,
                    },
                );
            }
        }
    }

    w.write_null_symbol();
    if let Some(t) = text_sym {
        for (sym, section) in
            std::iter::once((t, text_idx)).chain(places.iter().map(|p| (p.sym, p.index)))
        {
            debug_assert!(sym.0 < num_local);
            w.write_symbol(&Sym {
                section: Some(section.0),
                st_name: 0,
                st_info: elf::SymbolInfo::new(elf::STB_LOCAL, elf::STT_SECTION),
                st_other: elf::SymbolOther(0),
                st_shndx: elf::SymbolSection(0),
                st_value: 0,
                st_size: 0,
            });
        }
    }
    let fn_symbol = |i: usize, linkage: Linkage, st_name: u32, base: u64| {
        let code = &prep.text.functions[i];
        let (bind, vis) = match linkage {
            Linkage::Local => (elf::STB_LOCAL, elf::STV_DEFAULT),
            Linkage::Global => (elf::STB_GLOBAL, elf::STV_HIDDEN),
        };
        Sym {
            section: Some(text_idx.0),
            st_name,
            st_info: elf::SymbolInfo::new(bind, elf::STT_FUNC),
            st_other: elf::SymbolOther(0).with_visibility(vis),
            st_shndx: elf::SymbolSection(0),
            st_value: base + code.text_offset as u64,
            st_size: code.size as u64,
        }
    };
    for (i, f) in prep.functions.iter().enumerate() {
        if f.linkage == Linkage::Local {
            let name = w.string_offset(Some(fn_name[i]));
            w.write_symbol(&fn_symbol(i, Linkage::Local, name, 0));
        }
    }
    for (i, (a, b)) in syms.iter().enumerate() {
        let code = &prep.text.kernels[i];
        w.write_symbol(&Sym {
            section: Some(text_idx.0),
            st_name: w.string_offset(Some(*a)),
            st_info: sym_info(elf::STT_FUNC),
            st_other: protected(),
            st_shndx: elf::SymbolSection(0),
            st_value: code.text_offset as u64,
            st_size: code.size as u64,
        });
        w.write_symbol(&Sym {
            section: Some(rodata_idx.0),
            st_name: w.string_offset(Some(*b)),
            st_info: sym_info(elf::STT_OBJECT),
            st_other: elf::SymbolOther(0),
            st_shndx: elf::SymbolSection(0),
            st_value: (i * descriptor::SIZE) as u64,
            st_size: descriptor::SIZE as u64,
        });
    }
    for (i, f) in prep.functions.iter().enumerate() {
        if f.linkage == Linkage::Global {
            let name = w.string_offset(Some(fn_name[i]));
            w.write_symbol(&fn_symbol(i, Linkage::Global, name, 0));
        }
    }
    for &(name, _) in &ext_sym {
        w.write_symbol(&Sym {
            section: None,
            st_name: w.string_offset(Some(name)),
            st_info: elf::SymbolInfo::new(elf::STB_GLOBAL, elf::STT_NOTYPE),
            st_other: elf::SymbolOther(0).with_visibility(elf::STV_HIDDEN),
            st_shndx: elf::SHN_UNDEF,
            st_value: 0,
            st_size: 0,
        });
    }
    w.write_strtab();
    w.write_shstrtab();

    w.write_null_section_header();
    let (alloc, exec) = (elf::SHF_ALLOC.0, elf::SHF_EXECINSTR.0);
    let pb = elf::SHT_PROGBITS;
    let h = sect(
        &w,
        text_name,
        pb,
        alloc | exec,
        0,
        text_off,
        text.len() as u64,
        256,
    );
    w.write_section_header(&h);
    if let Some(n) = rela_text_name {
        w.write_relocation_section_header(n, text_idx, symtab_idx, rela_text_off, ncalls, true);
    }
    let h = sect(
        &w,
        rodata_name,
        pb,
        alloc,
        0,
        rodata_off,
        rodata.len() as u64,
        64,
    );
    w.write_section_header(&h);
    w.write_relocation_section_header(
        rela_name,
        rodata_idx,
        symtab_idx,
        rela_off,
        prep.kernels.len(),
        true,
    );
    let h = sect(&w, stack_name, pb, 0, 0, stack_off, 0, 1);
    w.write_section_header(&h);
    let h = sect(
        &w,
        note_name,
        elf::SHT_NOTE,
        alloc,
        0,
        note_off,
        note.len() as u64,
        4,
    );
    w.write_section_header(&h);
    for (p, d) in places.iter().zip(&debug) {
        w.write_section_header(&debug_header(&w, p.name, d, 0, p.off));
        if let Some(rn) = p.rela_name {
            w.write_relocation_section_header(
                rn,
                p.index,
                symtab_idx,
                p.rela_off,
                d.relocs.len(),
                true,
            );
        }
    }
    w.write_symtab_section_header(num_local);
    w.write_strtab_section_header();
    w.write_shstrtab_section_header();
    debug_assert_eq!(w.reserved_len(), w.len());
    drop(w);
    Ok(buf)
}

/// The header of a (non-allocated) debug section.
fn debug_header(
    w: &Writer<'_>,
    name: StringId,
    d: &DebugSection,
    addr: u64,
    off: u64,
) -> SectionHeader {
    let mut h = sect(
        w,
        name,
        elf::SHT_PROGBITS,
        0,
        addr,
        off,
        d.data.len() as u64,
        1,
    );
    if d.strings {
        h.sh_flags = elf::SectionFlags(elf::SHF_MERGE.0 | elf::SHF_STRINGS.0);
        h.sh_entsize = 1;
    }
    h
}

/// A section header for our own (non-string, non-symbol) sections.
#[allow(clippy::too_many_arguments)]
fn sect(
    w: &Writer<'_>,
    name: StringId,
    sh_type: elf::SectionType,
    flags: u64,
    sh_addr: u64,
    sh_offset: u64,
    sh_size: u64,
    sh_addralign: u64,
) -> SectionHeader {
    SectionHeader {
        sh_name: w.section_name_offset(Some(name)),
        sh_type,
        sh_flags: elf::SectionFlags(flags),
        sh_addr,
        sh_offset,
        sh_size,
        sh_link: 0,
        sh_info: 0,
        sh_addralign,
        sh_entsize: 0,
    }
}

/// Places a section at the next file offset / address, per the module's
/// central trick when it starts a new segment.
struct Placer {
    off: u64,
    addr: u64,
}

impl Placer {
    /// Places `size` bytes aligned to `align` in the current segment.
    fn place(&mut self, size: u64, align: u64) -> (u64, u64) {
        let off = self.off.next_multiple_of(align);
        self.addr += off - self.off;
        let r = (off, self.addr);
        self.off = off + size;
        self.addr += size;
        r
    }
    /// Starts a new segment whose first section is aligned to `align`:
    /// the file offset is only aligned, the address moves to a new page
    /// keeping `address % PAGE == offset % PAGE`.
    fn new_segment(&mut self, align: u64) {
        let off = self.off.next_multiple_of(align);
        self.addr = self.addr.next_multiple_of(PAGE) + off % PAGE;
        self.off = off;
    }
}

/// Writes the loadable code object (ET_DYN), laid out as ld.lld would.
pub fn shared_object(prep: &Prepared) -> Result<Vec<u8>, EmitError> {
    if let Some(c) = prep
        .text
        .calls
        .iter()
        .find(|c| c.callee as usize >= prep.functions.len())
    {
        let caller = prep
            .text
            .kernels
            .iter()
            .map(|k| k.text_offset)
            .chain(prep.text.functions.iter().map(|f| f.text_offset))
            .zip(
                prep.kernels
                    .iter()
                    .map(|k| &k.name)
                    .chain(prep.functions.iter().map(|f| &f.name)),
            )
            .filter(|(at, _)| *at <= c.offset)
            .max_by_key(|(at, _)| *at)
            .map_or(String::new(), |(_, n)| n.clone());
        return Err(EmitError::UndefinedCallee {
            caller,
            callee: prep.callee_name(c.callee).to_string(),
        });
    }
    let text = &prep.text.bytes;
    let note = metadata::note(&prep.metadata);
    let mut debug = dwarf::sections(prep)?;
    let n = prep.kernels.len();
    let kd_names: Vec<String> = prep
        .kernels
        .iter()
        .map(|k| format!("{}.kd", k.name))
        .collect();
    // Dynamic symbols: k and k.kd per kernel, sorted by GNU hash bucket
    // (stable, so kernel order is kept within a bucket). Table sizes as
    // ld.lld picks them: GNU buckets = symbols / 2, bloom words = symbols
    // * 12 bits rounded up to a power-of-two count of 64-bit words, SysV
    // buckets = symbols + 1 (the null symbol counts).
    let bucket_count = (n as u32).max(1);
    let bloom_count = ((2 * n as u32 * 12) / 64).next_power_of_two().max(1);
    let mut dyn_order: Vec<(usize, bool)> = (0..n).flat_map(|i| [(i, false), (i, true)]).collect();
    let sym_name = |&(i, kd): &(usize, bool)| -> &[u8] {
        if kd {
            kd_names[i].as_bytes()
        } else {
            prep.kernels[i].name.as_bytes()
        }
    };
    dyn_order.sort_by_key(|s| elf::gnu_hash(sym_name(s)) % bucket_count);
    let dyn_hashes: Vec<u32> = dyn_order
        .iter()
        .map(|s| elf::gnu_hash(sym_name(s)))
        .collect();
    let sysv_hashes: Vec<u32> = dyn_order.iter().map(|s| elf::hash(sym_name(s))).collect();
    let nsyms = dyn_order.len() as u32;

    let mut buf = Vec::new();
    let mut w = Writer::new(Endianness::Little, true, &mut buf);
    const NPHDR: u32 = 8;
    w.reserve_file_header();
    w.reserve_program_headers(NPHDR);

    // Section indices, in file order.
    let note_name = w.add_section_name(b".note");
    w.reserve_section_index();
    w.reserve_dynsym_section_index();
    w.reserve_gnu_hash_section_index();
    w.reserve_hash_section_index();
    w.reserve_dynstr_section_index();
    let rodata_name = w.add_section_name(b".rodata");
    let rodata_idx = w.reserve_section_index();
    let text_name = w.add_section_name(b".text");
    let text_idx = w.reserve_section_index();
    w.reserve_dynamic_section_index();
    let relro_name = w.add_section_name(b".relro_padding");
    w.reserve_section_index();
    let debug_names: Vec<StringId> = debug
        .iter()
        .map(|d| {
            let name = w.add_section_name(d.name.as_bytes());
            w.reserve_section_index();
            name
        })
        .collect();
    w.reserve_symtab_section_index();
    w.reserve_shstrtab_section_index();
    w.reserve_strtab_section_index();

    // Symbols.
    w.reserve_null_dynamic_symbol_index();
    let mut dyn_names = Vec::with_capacity(dyn_order.len());
    for s in &dyn_order {
        dyn_names.push(w.add_dynamic_string(sym_name(s)));
        w.reserve_dynamic_symbol_index();
    }
    w.reserve_null_symbol_index();
    // Device functions are local in the loaded object (global ones are
    // hidden, which ld.lld turns into local), before the kernels.
    let fn_names: Vec<StringId> = prep
        .functions
        .iter()
        .map(|f| {
            w.reserve_symbol_index(Some(text_idx));
            w.add_string(f.name.as_bytes())
        })
        .collect();
    let mut names = Vec::with_capacity(2 * n);
    for (k, kd) in prep.kernels.iter().zip(&kd_names) {
        names.push(w.add_string(k.name.as_bytes()));
        w.reserve_symbol_index(Some(text_idx));
        names.push(w.add_string(kd.as_bytes()));
        w.reserve_symbol_index(Some(rodata_idx));
    }

    // File ranges. The placer mirrors them with addresses; the first
    // segment starts at address 0 with the ELF header.
    let mut pl = Placer {
        off: w.reserved_len(),
        addr: w.reserved_len(),
    };
    let note_off = w.reserve(note.len() as u64, 4);
    let note_addr = pl.place(note.len() as u64, 4).1;
    let dynsym_off = w.reserve_dynsym();
    let dynsym_size = (nsyms as u64 + 1) * 24;
    let dynsym_addr = pl.place(dynsym_size, 8).1;
    let gnu_hash_off = w.reserve_gnu_hash(bloom_count, bucket_count, nsyms);
    let gnu_hash_addr = pl.place(w.reserved_len() - gnu_hash_off, 8).1;
    let hash_off = w.reserve_hash(nsyms + 1, nsyms + 1);
    let hash_addr = pl.place(w.reserved_len() - hash_off, 4).1;
    let dynstr_off = w.reserve_dynstr().map_err(elf_err)?;
    let dynstr_addr = pl.place(w.reserved_len() - dynstr_off, 1).1;
    let rodata_size = (n * descriptor::SIZE) as u64;
    let rodata_off = w.reserve(rodata_size, 64);
    let rodata_addr = pl.place(rodata_size, 64).1;
    debug_assert_eq!(
        (note_off, dynsym_off, rodata_off),
        (note_addr, dynsym_addr, rodata_addr)
    );
    let ro_end = pl.off;

    pl.new_segment(256);
    let text_off = w.reserve(text.len() as u64, 256);
    let (text_off2, text_addr) = pl.place(text.len() as u64, 256);
    debug_assert_eq!(text_off, text_off2);

    const NDYN: usize = 7;
    let dynamic_size = NDYN as u64 * 16;
    pl.new_segment(8);
    let dynamic_off = w.reserve_dynamic(NDYN);
    let (dynamic_off2, dynamic_addr) = pl.place(dynamic_size, 8);
    debug_assert_eq!(dynamic_off, dynamic_off2);
    let relro_addr = dynamic_addr + dynamic_size;
    let relro_size = relro_addr.next_multiple_of(PAGE) - relro_addr;
    // Debug sections are not loaded: file ranges only, final addresses
    // patched in.
    let debug_offs: Vec<u64> = debug
        .iter()
        .map(|d| w.reserve(d.data.len() as u64, 1))
        .collect();
    for d in &mut debug {
        d.resolve(text_addr);
    }

    w.reserve_symtab();
    w.reserve_shstrtab().map_err(elf_err)?;
    w.reserve_strtab().map_err(elf_err)?;
    w.reserve_section_headers();

    // The descriptors, with the entry offsets resolved.
    let rodata = descriptors(prep, |i| {
        let entry = text_addr + prep.text.kernels[i].text_offset as u64;
        let kd = rodata_addr + (i * descriptor::SIZE) as u64;
        entry as i64 - kd as i64
    });

    // Program headers.
    let phdr_off = 64u64;
    let phdr_size = NPHDR as u64 * 56;
    let ph =
        |p_type, p_flags, off: u64, addr: u64, filesz: u64, memsz: u64, align: u64| ProgramHeader {
            p_type,
            p_flags: elf::ProgramFlags(p_flags),
            p_offset: off,
            p_vaddr: addr,
            p_paddr: addr,
            p_filesz: filesz,
            p_memsz: memsz,
            p_align: align,
        };
    let (r, x, wr) = (elf::PF_R.0, elf::PF_X.0, elf::PF_W.0);
    let text_len = text.len() as u64;
    let phdrs = [
        ph(elf::PT_PHDR, r, phdr_off, phdr_off, phdr_size, phdr_size, 8),
        ph(elf::PT_LOAD, r, 0, 0, ro_end, ro_end, PAGE),
        ph(
            elf::PT_LOAD,
            r | x,
            text_off,
            text_addr,
            text_len,
            text_len,
            PAGE,
        ),
        ph(
            elf::PT_LOAD,
            r | wr,
            dynamic_off,
            dynamic_addr,
            dynamic_size,
            dynamic_size + relro_size,
            PAGE,
        ),
        ph(
            elf::PT_DYNAMIC,
            r | wr,
            dynamic_off,
            dynamic_addr,
            dynamic_size,
            dynamic_size,
            8,
        ),
        ph(
            elf::PT_GNU_RELRO,
            r,
            dynamic_off,
            dynamic_addr,
            dynamic_size,
            dynamic_size + relro_size,
            1,
        ),
        ph(elf::PT_GNU_STACK, r | wr, 0, 0, 0, 0, 0),
        ph(
            elf::PT_NOTE,
            r,
            note_off,
            note_addr,
            note.len() as u64,
            note.len() as u64,
            4,
        ),
    ];

    // Write.
    w.write_file_header(&file_header(prep, elf::ET_DYN))
        .map_err(elf_err)?;
    w.write_align_program_headers();
    for p in &phdrs {
        w.write_program_header(p);
    }
    w.write_align(4);
    w.write(&note);
    w.write_null_dynamic_symbol();
    for (j, &(i, kd)) in dyn_order.iter().enumerate() {
        w.write_dynamic_symbol(&dyn_sym(
            prep,
            i,
            kd,
            w.dynamic_string_offset(Some(dyn_names[j])),
            text_idx.0,
            rodata_idx.0,
            text_addr,
            rodata_addr,
        ));
    }
    w.write_gnu_hash(1, 26, bloom_count, bucket_count, nsyms, |j| {
        dyn_hashes[j as usize]
    });
    w.write_hash(nsyms + 1, nsyms + 1, |j| {
        (j > 0).then(|| sysv_hashes[j as usize - 1])
    });
    w.write_dynstr();
    w.write_align(64);
    w.write(&rodata);
    w.write_align(256);
    w.write(text);
    w.write_align_dynamic();
    let dynamic = [
        (elf::DT_SYMTAB, dynsym_addr),
        (elf::DT_SYMENT, 24),
        (elf::DT_STRTAB, dynstr_addr),
        (elf::DT_STRSZ, w.dynstr_len() as u64),
        (elf::DT_GNU_HASH, gnu_hash_addr),
        (elf::DT_HASH, hash_addr),
        (elf::DT_NULL, 0),
    ];
    for (tag, v) in dynamic {
        w.write_dynamic(tag, v).map_err(elf_err)?;
    }
    for d in &debug {
        w.write(&d.data);
    }
    w.write_null_symbol();
    for ((f, code), name) in prep
        .functions
        .iter()
        .zip(&prep.text.functions)
        .zip(&fn_names)
    {
        let vis = match f.linkage {
            Linkage::Local => elf::STV_DEFAULT,
            Linkage::Global => elf::STV_HIDDEN,
        };
        w.write_symbol(&Sym {
            section: Some(text_idx.0),
            st_name: w.string_offset(Some(*name)),
            st_info: elf::SymbolInfo::new(elf::STB_LOCAL, elf::STT_FUNC),
            st_other: elf::SymbolOther(0).with_visibility(vis),
            st_shndx: elf::SymbolSection(0),
            st_value: text_addr + code.text_offset as u64,
            st_size: code.size as u64,
        });
    }
    for i in 0..n {
        for kd in [false, true] {
            w.write_symbol(&dyn_sym(
                prep,
                i,
                kd,
                w.string_offset(Some(names[2 * i + kd as usize])),
                text_idx.0,
                rodata_idx.0,
                text_addr,
                rodata_addr,
            ));
        }
    }
    w.write_shstrtab();
    w.write_strtab();

    w.write_null_section_header();
    let alloc = elf::SHF_ALLOC.0;
    let note_len = note.len() as u64;
    let h = sect(
        &w,
        note_name,
        elf::SHT_NOTE,
        alloc,
        note_addr,
        note_off,
        note_len,
        4,
    );
    w.write_section_header(&h);
    w.write_dynsym_section_header(dynsym_addr, 1);
    w.write_gnu_hash_section_header(gnu_hash_addr);
    w.write_hash_section_header(hash_addr);
    w.write_dynstr_section_header(dynstr_addr);
    let h = sect(
        &w,
        rodata_name,
        elf::SHT_PROGBITS,
        alloc,
        rodata_addr,
        rodata_off,
        rodata_size,
        64,
    );
    w.write_section_header(&h);
    let ax = alloc | elf::SHF_EXECINSTR.0;
    let h = sect(
        &w,
        text_name,
        elf::SHT_PROGBITS,
        ax,
        text_addr,
        text_off,
        text_len,
        256,
    );
    w.write_section_header(&h);
    w.write_dynamic_section_header(dynamic_addr);
    let wa = alloc | elf::SHF_WRITE.0;
    let end = dynamic_off + dynamic_size;
    let h = sect(
        &w,
        relro_name,
        elf::SHT_NOBITS,
        wa,
        relro_addr,
        end,
        relro_size,
        1,
    );
    w.write_section_header(&h);
    for ((d, name), off) in debug.iter().zip(&debug_names).zip(&debug_offs) {
        w.write_section_header(&debug_header(&w, *name, d, 0, *off));
    }
    w.write_symtab_section_header(1 + fn_names.len() as u32);
    w.write_shstrtab_section_header();
    w.write_strtab_section_header();
    debug_assert_eq!(w.reserved_len(), w.len());
    drop(w);
    Ok(buf)
}

#[allow(clippy::too_many_arguments)]
fn dyn_sym(
    prep: &Prepared,
    i: usize,
    kd: bool,
    st_name: u32,
    text_idx: u32,
    rodata_idx: u32,
    text_addr: u64,
    rodata_addr: u64,
) -> Sym {
    if kd {
        Sym {
            section: Some(rodata_idx),
            st_name,
            st_info: sym_info(elf::STT_OBJECT),
            st_other: elf::SymbolOther(0),
            st_shndx: elf::SymbolSection(0),
            st_value: rodata_addr + (i * descriptor::SIZE) as u64,
            st_size: descriptor::SIZE as u64,
        }
    } else {
        let code = &prep.text.kernels[i];
        Sym {
            section: Some(text_idx),
            st_name,
            st_info: sym_info(elf::STT_FUNC),
            st_other: protected(),
            st_shndx: elf::SymbolSection(0),
            st_value: text_addr + code.text_offset as u64,
            st_size: code.size as u64,
        }
    }
}
