//! DWARF 5 debug information: compile unit, subprograms, line table.
//!
//! Role: turns [`crate::kernel::DebugInfo`] and the source positions of
//! [`crate::kernel::Block::locs`] into `.debug_abbrev`, `.debug_info`,
//! `.debug_str`, `.debug_line`, `.debug_line_str` and `.debug_aranges`,
//! shaped as llc (LLVM 22) writes them for AMDGPU: DWARF 5, 32-bit DWARF
//! format, 8-byte addresses, minimum instruction length 4, one line
//! sequence covering the whole `.text`. The compile unit has a
//! `DW_TAG_subprogram` per kernel and per device function (name, `low_pc`,
//! `high_pc` as a length, `frame_base` from the CFA as [`crate::cfi`]
//! says, external unless local; kernels also the LLVM device-kernel
//! calling convention); `.debug_aranges` lists them all, and
//! `.debug_frame` comes from [`crate::cfi`].
//!
//! Line rows (decided in [`line_info`], printed by `asm` as `.loc` and
//! written here into `.debug_line`, so both agree): one per instruction
//! whose position differs from the previous row's, and one at the first
//! instruction of every kernel. An instruction without a position gets a
//! line 0 row (file of the previous row, column 0, not a statement), as
//! llc does; positioned rows are statements. Relaxed branches inherit the
//! position of the branch they replace. The sequence ends at the end of
//! `.text`, padding included, which is where llvm-mc ends it.
//!
//! File table (line table index = `.file` number in the assembly): entry
//! 0 is `files[0]` as given, in directory 0 (`comp_dir`); every other file
//! is split at its last `/` into a directory (interned in first-use order
//! after `comp_dir`) and a name, or stays in directory 0 without a `/`.
//! Repeated paths and equal (directory, name) pairs share one entry.
//! llvm-mc splits and deduplicates `.file` directives the same way, and
//! needs the numbers dense, which this gives.
//!
//! Central trick: every section is written once with *symbolic* addresses
//! and section offsets (gimli's [`RelocateWriter`]); each one becomes a
//! relocation entry in the relocatable object (`R_AMDGPU_ABS64` against
//! `.text`, `R_AMDGPU_ABS32` against the debug section referred to, as
//! llc emits them) or is patched in place with the final address for the
//! shared object ([`DebugSection::resolve`]). The two files therefore
//! cannot disagree about any DWARF byte other than the relocated fields.

use crate::kernel::{DebugInfo, EmitError, Function, Kernel, Linkage};
use crate::layout::Text;
use crate::Prepared;
use gimli::write::{
    Address, AttributeValue, DwarfUnit, EndianVec, FileId, LineProgram, LineString, RelocateWriter,
    Relocation, RelocationTarget, Sections, Writer,
};
use gimli::{
    DW_AT_calling_convention, DW_AT_comp_dir, DW_AT_external, DW_AT_frame_base, DW_AT_high_pc,
    DW_AT_language, DW_AT_low_pc, DW_AT_name, DW_AT_producer, DW_TAG_subprogram, DwCc, DwLang,
    Encoding, Format, LineEncoding, LittleEndian, SectionId,
};

/// `R_AMDGPU_ABS32`: S + A, 32 bits.
pub const R_AMDGPU_ABS32: u32 = 6;
/// `R_AMDGPU_ABS64`: S + A, 64 bits.
pub const R_AMDGPU_ABS64: u32 = 3;
/// `DW_CC_LLVM_DeviceKernel`, the calling convention llc gives kernels.
pub const DW_CC_LLVM_DEVICE_KERNEL: u8 = 0xc7;
/// AMDGPU instructions are multiples of 4 bytes; llc and llvm-mc use 4 as
/// the line table's minimum instruction length.
const MIN_INST_LENGTH: u8 = 4;

/// One entry of the line table's file list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileEntry {
    /// Index into [`FileTable::dirs`].
    pub dir: u32,
    pub name: String,
}

/// The line table's directories and files (see the module doc).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileTable {
    /// `dirs[0]` is the compilation directory.
    pub dirs: Vec<String>,
    pub files: Vec<FileEntry>,
    /// Line table file index of each [`DebugInfo::files`] entry.
    pub index: Vec<u32>,
}

impl FileTable {
    pub fn new(info: &DebugInfo) -> FileTable {
        let mut t = FileTable {
            dirs: vec![info.comp_dir.clone()],
            files: Vec::with_capacity(info.files.len()),
            index: Vec::with_capacity(info.files.len()),
        };
        for (i, path) in info.files.iter().enumerate() {
            // A repeated path shares its first entry (before splitting, so
            // a repeat of `files[0]` finds entry 0 as llvm-mc does).
            if let Some(j) = info.files[..i].iter().position(|f| f == path) {
                let first = t.index[j];
                t.index.push(first);
                continue;
            }
            let (dir, name) = match path.rfind('/') {
                Some(at) if i > 0 => {
                    let dir = if at == 0 { "/" } else { &path[..at] };
                    (t.intern_dir(dir), &path[at + 1..])
                }
                _ => (0, path.as_str()),
            };
            let found = t.files.iter().position(|f| f.dir == dir && f.name == name);
            let at = found.unwrap_or_else(|| {
                t.files.push(FileEntry {
                    dir,
                    name: name.to_string(),
                });
                t.files.len() - 1
            });
            t.index.push(at as u32);
        }
        t
    }

    fn intern_dir(&mut self, dir: &str) -> u32 {
        match self.dirs.iter().position(|d| d == dir) {
            Some(i) => i as u32,
            None => {
                self.dirs.push(dir.to_string());
                (self.dirs.len() - 1) as u32
            }
        }
    }
}

/// One line table row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Row {
    /// Byte offset in `.text`.
    pub address: u32,
    /// Line table file index.
    pub file: u32,
    /// 0 for an instruction without a position.
    pub line: u32,
    pub column: u32,
    pub is_stmt: bool,
}

/// Everything decided about debug information before writing it.
#[derive(Clone, Debug)]
pub struct LineInfo<'a> {
    pub info: &'a DebugInfo,
    pub files: FileTable,
    /// In address order.
    pub rows: Vec<Row>,
    /// End of the line sequence (the end of `.text`).
    pub end: u32,
}

/// Computes the file table and the line rows of a laid-out code object
/// (kernels, then device functions, in `.text` order).
pub fn line_info<'a>(
    info: &'a DebugInfo,
    kernels: &[Kernel],
    functions: &[Function],
    text: &Text,
) -> LineInfo<'a> {
    let files = FileTable::new(info);
    let mut rows: Vec<Row> = Vec::new();
    let units = kernels.iter().map(|k| &k.blocks).zip(&text.kernels);
    let units = units.chain(functions.iter().map(|f| &f.blocks).zip(&text.functions));
    for (blocks, code) in units {
        let mut first = true;
        for li in &code.insts {
            let (b, i) = (li.origin.0 as usize, li.origin.1 as usize);
            let pos = blocks[b].locs.get(i).copied().flatten();
            let prev_file = rows.last().map_or(0, |r| r.file);
            let row = match pos {
                Some(p) => Row {
                    address: code.text_offset + li.offset,
                    file: files.index.get(p.file as usize).copied().unwrap_or(0),
                    line: p.line,
                    column: p.column,
                    is_stmt: true,
                },
                None => Row {
                    address: code.text_offset + li.offset,
                    file: prev_file,
                    line: 0,
                    column: 0,
                    is_stmt: false,
                },
            };
            let same = rows.last().is_some_and(|r| {
                (r.file, r.line, r.column, r.is_stmt)
                    == (row.file, row.line, row.column, row.is_stmt)
            });
            if first || !same {
                rows.push(row);
            }
            first = false;
        }
    }
    LineInfo {
        info,
        files,
        rows,
        end: text.bytes.len() as u32,
    }
}

/// What a relocation points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RelocTarget {
    /// The start of `.text`.
    Text,
    /// The start of another debug section (index into the section list).
    Section(usize),
}

/// A field to relocate: `size` bytes at `offset` hold `target + addend`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reloc {
    pub offset: u64,
    pub size: u8,
    pub target: RelocTarget,
    pub addend: i64,
}

impl Reloc {
    /// The ELF relocation type.
    pub fn elf_type(&self) -> u32 {
        if self.size == 8 {
            R_AMDGPU_ABS64
        } else {
            R_AMDGPU_ABS32
        }
    }
}

/// One debug section with its relocatable fields (zero in `data`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DebugSection {
    pub name: &'static str,
    pub data: Vec<u8>,
    pub relocs: Vec<Reloc>,
    /// A string section (`SHF_MERGE | SHF_STRINGS`, entry size 1).
    pub strings: bool,
}

impl DebugSection {
    /// Patches every relocated field with its final value: `.text` at
    /// `text_addr`, debug sections at offset 0 of themselves (they are
    /// not loaded, so a section offset is the value).
    pub fn resolve(&mut self, text_addr: u64) {
        for r in &self.relocs {
            let base = match r.target {
                RelocTarget::Text => text_addr,
                RelocTarget::Section(_) => 0,
            };
            let v = base.wrapping_add(r.addend as u64);
            let at = r.offset as usize;
            let n = r.size as usize;
            self.data[at..at + n].copy_from_slice(&v.to_le_bytes()[..n]);
        }
    }
}

/// A gimli writer that keeps relocations instead of resolving them.
#[derive(Clone, Debug)]
pub(crate) struct RelocWriter {
    pub(crate) w: EndianVec<LittleEndian>,
    pub(crate) relocs: Vec<Relocation>,
}

impl RelocateWriter for RelocWriter {
    type Writer = EndianVec<LittleEndian>;
    fn writer(&self) -> &Self::Writer {
        &self.w
    }
    fn writer_mut(&mut self) -> &mut Self::Writer {
        &mut self.w
    }
    fn relocate(&mut self, r: Relocation) {
        self.relocs.push(r);
    }
}

/// The sections, in the order the ELF writers place them.
const SECTIONS: [SectionId; 5] = [
    SectionId::DebugAbbrev,
    SectionId::DebugInfo,
    SectionId::DebugStr,
    SectionId::DebugLine,
    SectionId::DebugLineStr,
];

fn dwarf_err(e: gimli::write::Error) -> EmitError {
    EmitError::Dwarf(e.to_string())
}

/// The address `.text + offset`.
fn text_addr(offset: u32) -> Address {
    Address::Symbol {
        symbol: 0,
        addend: offset as i64,
    }
}

/// Writes every debug section of a prepared code object that has debug
/// information (none otherwise), with relocations unresolved.
pub fn sections(prep: &Prepared) -> Result<Vec<DebugSection>, EmitError> {
    let Some(li) = &prep.debug else {
        return Ok(Vec::new());
    };
    let encoding = Encoding {
        format: Format::Dwarf32,
        version: 5,
        address_size: 8,
    };
    let line_encoding = LineEncoding {
        minimum_instruction_length: MIN_INST_LENGTH,
        ..LineEncoding::default()
    };
    let mut dw = DwarfUnit::new(encoding);
    let info = li.info;
    let ft = &li.files;

    // The line program: directories and files in table order, so gimli's
    // indices equal ours.
    let ls = |s: &str, dw: &mut DwarfUnit| LineString::new(s, encoding, &mut dw.line_strings);
    let comp_dir = ls(&ft.dirs[0], &mut dw);
    let file0 = ls(&ft.files[0].name, &mut dw);
    let mut program = LineProgram::new(encoding, line_encoding, comp_dir, None, file0, None);
    let dir_ids: Vec<_> = ft
        .dirs
        .iter()
        .map(|d| {
            let s = ls(d, &mut dw);
            program.add_directory(s)
        })
        .collect();
    let file_ids: Vec<FileId> = ft
        .files
        .iter()
        .map(|f| {
            let s = ls(&f.name, &mut dw);
            program.add_file(s, dir_ids[f.dir as usize], None)
        })
        .collect();
    program.begin_sequence(Some(text_addr(0)));
    for r in &li.rows {
        let row = program.row();
        row.address_offset = r.address as u64;
        row.file = file_ids[r.file as usize];
        row.line = r.line as u64;
        row.column = r.column as u64;
        row.is_statement = r.is_stmt;
        program.generate_row();
    }
    program.end_sequence(li.end as u64);
    dw.unit.line_program = program;

    // The compile unit and one subprogram per kernel.
    let code_end = prep.text.tail_offset;
    let producer = dw.strings.add(info.producer.as_str());
    let name = dw.strings.add(info.files[0].as_str());
    let dir = dw.strings.add(info.comp_dir.as_str());
    let root = dw.unit.root();
    let cu = dw.unit.get_mut(root);
    cu.set(DW_AT_producer, AttributeValue::StringRef(producer));
    if let Some(l) = info.language {
        cu.set(DW_AT_language, AttributeValue::Language(DwLang(l)));
    }
    cu.set(DW_AT_name, AttributeValue::StringRef(name));
    cu.set(DW_AT_comp_dir, AttributeValue::StringRef(dir));
    cu.set(DW_AT_low_pc, AttributeValue::Address(text_addr(0)));
    cu.set(DW_AT_high_pc, AttributeValue::Data4(code_end));
    let wave = prep.target.lanes();
    let units = prep.kernels.iter().map(|k| (k.name.as_str(), None));
    let units = units.chain(
        prep.functions
            .iter()
            .map(|f| (f.name.as_str(), Some(f.linkage))),
    );
    let codes = prep.text.kernels.iter().chain(&prep.text.functions);
    for ((name, linkage), code) in units.zip(codes) {
        let name = dw.strings.add(name);
        let id = dw.unit.add(root, DW_TAG_subprogram);
        let sp = dw.unit.get_mut(id);
        sp.set(
            DW_AT_low_pc,
            AttributeValue::Address(text_addr(code.text_offset)),
        );
        sp.set(DW_AT_high_pc, AttributeValue::Data4(code.size));
        sp.set(
            DW_AT_frame_base,
            AttributeValue::Exprloc(crate::cfi::frame_base(wave)),
        );
        sp.set(DW_AT_name, AttributeValue::StringRef(name));
        match linkage {
            None => {
                sp.set(
                    DW_AT_calling_convention,
                    AttributeValue::CallingConvention(DwCc(DW_CC_LLVM_DEVICE_KERNEL)),
                );
                sp.set(DW_AT_external, AttributeValue::Flag(true));
            }
            Some(Linkage::Global) => sp.set(DW_AT_external, AttributeValue::Flag(true)),
            Some(Linkage::Local) => {}
        }
    }

    let mut out = Sections::new(RelocWriter {
        w: EndianVec::new(LittleEndian),
        relocs: Vec::new(),
    });
    dw.write(&mut out).map_err(dwarf_err)?;

    let mut result = Vec::with_capacity(SECTIONS.len() + 1);
    for id in SECTIONS {
        let s = out.get(id).expect("gimli has every section");
        let relocs = s
            .relocs
            .iter()
            .map(convert)
            .collect::<Result<Vec<_>, _>>()?;
        result.push(DebugSection {
            name: id.name(),
            data: s.w.slice().to_vec(),
            relocs,
            strings: matches!(id, SectionId::DebugStr | SectionId::DebugLineStr),
        });
    }
    result.push(aranges(prep));
    let at = result.len();
    result.push(crate::cfi::debug_frame(prep, at)?);
    Ok(result)
}

fn convert(r: &Relocation) -> Result<Reloc, EmitError> {
    let target = match r.target {
        RelocationTarget::Symbol(_) => RelocTarget::Text,
        RelocationTarget::Section(id) => match SECTIONS.iter().position(|s| *s == id) {
            Some(i) => RelocTarget::Section(i),
            None => {
                return Err(EmitError::Dwarf(format!(
                    "reference to unexpected section {}",
                    id.name()
                )))
            }
        },
    };
    Ok(Reloc {
        offset: r.offset as u64,
        size: r.size,
        target,
        addend: r.addend,
    })
}

/// `.debug_aranges` (DWARF 5 section 6.1.2, version 2): one set for the
/// compile unit, an (address, length) pair per kernel.
fn aranges(prep: &Prepared) -> DebugSection {
    let mut w = EndianVec::new(LittleEndian);
    let mut relocs = Vec::new();
    let info_at = SECTIONS
        .iter()
        .position(|s| *s == SectionId::DebugInfo)
        .unwrap_or(1);
    // Header: unit_length (patched below), version, debug_info_offset,
    // address_size, segment_selector_size, then padding so that the tuples
    // are aligned to twice the address size. EndianVec writes cannot fail.
    let _ = w.write_u32(0);
    let _ = w.write_u16(2);
    relocs.push(Reloc {
        offset: w.len() as u64,
        size: 4,
        target: RelocTarget::Section(info_at),
        addend: 0,
    });
    let _ = w.write_u32(0);
    let _ = w.write_u8(8);
    let _ = w.write_u8(0);
    while w.len() % 16 != 0 {
        let _ = w.write_u8(0);
    }
    for code in prep.text.kernels.iter().chain(&prep.text.functions) {
        relocs.push(Reloc {
            offset: w.len() as u64,
            size: 8,
            target: RelocTarget::Text,
            addend: code.text_offset as i64,
        });
        let _ = w.write_u64(0);
        let _ = w.write_u64(code.size as u64);
    }
    let _ = w.write_u64(0);
    let _ = w.write_u64(0);
    let len = (w.len() - 4) as u32;
    let mut data = w.into_vec();
    data[..4].copy_from_slice(&len.to_le_bytes());
    DebugSection {
        name: ".debug_aranges",
        data,
        relocs,
        strings: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::{Block, KernelAbi, KernelAttrs, Resources, SrcPos};
    use agc_isa::insts::Opcode;
    use agc_isa::minst::{MInst, Operand};
    use agc_isa::regs::Reg;
    use agc_isa::target::Target;

    fn info(files: &[&str]) -> DebugInfo {
        DebugInfo {
            producer: "p".into(),
            comp_dir: "/c".into(),
            files: files.iter().map(|f| f.to_string()).collect(),
            language: None,
        }
    }

    /// Oracle: the file tables llvm-mc builds from the same `.file`
    /// directives (checked by hand with llvm-dwarfdump-22 --debug-line).
    #[test]
    fn file_table_splits_and_deduplicates_like_llvm_mc() {
        let t = FileTable::new(&info(&[
            "sub/main.cl",
            "inc/h.h",
            "/c/g.h",
            "sub/main.cl",
            "inc/h.h",
            "/x.h",
            "k.h",
        ]));
        assert_eq!(t.dirs, ["/c", "inc", "/"]);
        let files: Vec<(u32, &str)> = t.files.iter().map(|f| (f.dir, f.name.as_str())).collect();
        assert_eq!(
            files,
            [
                (0, "sub/main.cl"),
                (1, "h.h"),
                (0, "g.h"),
                (2, "x.h"),
                (0, "k.h")
            ]
        );
        assert_eq!(t.index, [0, 1, 2, 0, 1, 3, 4]);
    }

    /// A relaxed branch expands into several instructions that share the
    /// branch's position: one row, at the first of them (oracle: the rule
    /// of the module doc, addresses from the long-form layout).
    #[test]
    fn relaxed_branch_keeps_one_row() {
        let t = Target::parse_id("gfx900").unwrap();
        let pos = |line| {
            Some(SrcPos {
                file: 0,
                line,
                column: 1,
            })
        };
        let nops = vec![MInst::new(Opcode::SNop, &[Operand::Imm(0)]); 40000];
        let n = nops.len();
        let k = Kernel {
            name: "k".into(),
            blocks: vec![
                Block {
                    insts: vec![MInst::new(Opcode::SBranch, &[Operand::Imm(2)])],
                    locs: vec![pos(1)],
                },
                Block {
                    insts: nops,
                    locs: vec![pos(2); n],
                },
                Block {
                    insts: vec![MInst::new(Opcode::SEndpgm, &[])],
                    locs: vec![pos(3)],
                },
            ],
            resources: Resources::default(),
            abi: KernelAbi::minimal(),
            args: Vec::new(),
            kernarg_size: 0,
            kernarg_align: 8,
            attrs: KernelAttrs::default(),
            long_branch_sgprs: Some(Reg::s_range(0, 1)),
        };
        let co = crate::CodeObject::with_kernels(t, vec![k]);
        let text = crate::layout::layout_text(&co).unwrap();
        let d = info(&["a.cl"]);
        let li = line_info(&d, &co.kernels, &co.functions, &text);
        let rows: Vec<(u32, u32)> = li.rows.iter().map(|r| (r.address, r.line)).collect();
        assert_eq!(rows, [(0, 1), (20, 2), (20 + 4 * 40000, 3)]);
        assert_eq!(li.end, text.bytes.len() as u32);
    }
}
