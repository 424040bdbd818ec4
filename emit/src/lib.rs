//! Emission: encoding, assembly, ELF code objects and DWARF.
//!
//! Role in the pipeline: relaxes branches, encodes allocated MIR with the
//! `isa` tables, prints llvm-mc-compatible assembly, and writes relocatable
//! and loadable code objects (kernel descriptor, metadata note, symbols,
//! relocations, DWARF). Output is deterministic: same input, same bytes.
//!
//! # Data flow
//!
//! ```text
//!  CodeObject (kernel.rs: kernels — blocks of MInst with block-index
//!     │        branch targets, resources, ABI, args, attributes — device
//!     │        functions, externs; call sites name callee numbers)
//!     │ validate
//!     ▼
//!  prepare ──layout.rs──▶ Text: .text bytes (kernels, then each function
//!     │                   once), per-unit offsets, resolved and relaxed
//!     │                   branches (fixpoint, sizes only grow), call
//!     │                   literals resolved and listed for relocations
//!     ├──descriptor.rs──▶ DescInputs per kernel → 64-byte descriptors
//!     └──metadata.rs────▶ NT_AMDGPU_METADATA MessagePack
//!     ▼
//!  Prepared ──asm.rs──▶ assembly text (llvm-mc reproduces the .o below)
//!           ──elf.rs──▶ ET_REL object (.text with R_AMDGPU_REL32_LO/HI
//!                       per call, .rodata descriptors with an
//!                       R_AMDGPU_REL64 to the entry, .note, .symtab with
//!                       STT_FUNC per kernel and function, externs
//!                       undefined)
//!                    ──▶ ET_DYN code object (.hsaco) laid out as ld.lld
//!                       does: PT_PHDR/LOAD/DYNAMIC/GNU_RELRO/GNU_STACK/
//!                       NOTE, .dynsym/.gnu.hash/.hash/.dynstr/.dynamic
//!           ──dwarf.rs─▶ .debug_* sections (both ELF files, when
//!                        `CodeObject::debug` is set) and the `.loc` rows
//!                        the assembly printer spells
//!             ──cfi.rs──▶ .debug_frame: CFA and register rules recomputed
//!                        from the final code by a dataflow analysis
//! ```
//!
//! # Central tricks
//!
//! - Everything is decided once, in [`prepare`]; the assembly printer and
//!   the ELF writers only spell the [`Prepared`] value, so the text and
//!   the binary cannot disagree (and the oracle tests prove that llvm-mc
//!   agrees with both).
//! - The kernel descriptor is a table ([`descriptor::FIELDS`]) walked both
//!   to encode the bytes and to print the `.amdhsa_*` directives.
//! - The metadata YAML is read back from the MessagePack bytes, not
//!   written separately.
//! - Branch relaxation only ever grows branches, so it terminates.
//! - Debug line rows are decided once too ([`dwarf::line_info`]); the
//!   assembly spells them as `.loc`, the ELF writers as `.debug_line`,
//!   and the DWARF sections are written once with relocations that the
//!   `.o` keeps and the `.hsaco` applies.

pub mod asm;
pub mod cfi;
pub mod descriptor;
pub mod dwarf;
pub mod dwarf_regs;
pub mod elf;
pub mod kernel;
pub mod layout;
pub mod metadata;

use agc_isa::target::Target;
pub use kernel::{CodeObject, DebugInfo, EmitError, Function, Kernel, Linkage};

/// A code object with every decision made: layout, descriptor inputs and
/// metadata. Both writers read only this.
#[derive(Clone, Debug)]
pub struct Prepared<'a> {
    pub target: Target,
    pub kernels: &'a [Kernel],
    pub functions: &'a [kernel::Function],
    pub externs: &'a [String],
    pub text: layout::Text,
    pub descs: Vec<descriptor::DescInputs>,
    pub metadata: Vec<u8>,
    /// Line table and file table, when the code object has debug info.
    pub debug: Option<dwarf::LineInfo<'a>>,
}

impl Prepared<'_> {
    /// The symbol of callee number `c` (see [`kernel`]'s module doc).
    pub fn callee_name(&self, c: u32) -> &str {
        let c = c as usize;
        match self.functions.get(c) {
            Some(f) => &f.name,
            None => self.externs[c - self.functions.len()].as_str(),
        }
    }
}

/// Validates and lays out a code object.
pub fn prepare(co: &CodeObject) -> Result<Prepared<'_>, EmitError> {
    co.validate()?;
    let text = layout::layout_text(co)?;
    let descs = co
        .kernels
        .iter()
        .zip(&text.kernels)
        .map(|(k, code)| {
            let mut d = descriptor::DescInputs::new(k, &co.target)?;
            d.code_size = code.size;
            Ok(d)
        })
        .collect::<Result<Vec<_>, EmitError>>()?;
    let pairs: Vec<_> = co.kernels.iter().zip(descs.iter().copied()).collect();
    let metadata = metadata::msgpack(&co.target, &pairs);
    let debug = co
        .debug
        .as_ref()
        .map(|d| dwarf::line_info(d, &co.kernels, &co.functions, &text));
    Ok(Prepared {
        target: co.target,
        kernels: &co.kernels,
        functions: &co.functions,
        externs: &co.externs,
        text,
        descs,
        metadata,
        debug,
    })
}

/// The assembly text of a code object.
pub fn assembly(co: &CodeObject) -> Result<String, EmitError> {
    Ok(asm::print_module(&prepare(co)?))
}

/// The relocatable object (`.o`, ET_REL).
pub fn relocatable(co: &CodeObject) -> Result<Vec<u8>, EmitError> {
    elf::relocatable(&prepare(co)?)
}

/// The loadable code object (`.hsaco`, ET_DYN).
pub fn shared_object(co: &CodeObject) -> Result<Vec<u8>, EmitError> {
    elf::shared_object(&prepare(co)?)
}
