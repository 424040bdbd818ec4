//! The assembly module: llvm-mc-compatible text for a whole code object.
//!
//! Role: prints what the object writer writes, so that `llvm-mc
//! -triple=amdgcn-amd-amdhsa -mcpu=X -filetype=obj` of this text yields the
//! same `.text` bytes, the same kernel descriptors and the same metadata
//! note as [`crate::elf::relocatable`]. The oracle tests check exactly that.
//!
//! Shape (as llc prints it, LLVM 22):
//! `.amdgcn_target`, `.amdhsa_code_object_version 5`, then per kernel in
//! `.text`: `.globl`, `.p2align 8`, `.type`, the entry label, instructions
//! (block labels `.LBB<k>_<b>` where a branch lands; branch operands print
//! as those labels), `.size`; per device function the same with
//! `.p2align 2`, and for a global one `.globl` plus `.hidden`; `.hidden`
//! for each extern (the undefined symbol's visibility); a call site's
//! literals as `f@rel32@lo+4` / `f@rel32@hi+12`, which llvm-mc turns into
//! the relocations the object writer writes; the end-of-text `s_nop` padding as
//! `.p2alignl 6` / `.fill`; then `.rodata` with one `.amdhsa_kernel` block
//! per kernel (every directive of the descriptor table, so llvm-mc builds
//! the descriptor byte for byte), `.note.GNU-stack`, and the
//! `.amdgpu_metadata` YAML.
//!
//! With debug information, `.file` directives follow `.text` (DWARF 5
//! numbering, the file table of `dwarf`) and a `.loc` precedes every
//! instruction that starts a line row, carrying `is_stmt` whenever it
//! changes (llvm-mc inherits it from the previous `.loc`); llvm-mc then
//! builds the same rows as [`crate::dwarf`] writes.
//!
//! Central trick: nothing here decides anything. Offsets, relaxed
//! branches, descriptor fields and metadata all come from the prepared
//! code object; this module only spells them.

use crate::descriptor;
use crate::dwarf::{FileTable, Row};
use crate::kernel::Linkage;
use crate::layout::KernelCode;
use crate::metadata;
use crate::Prepared;
use agc_isa::insts::Opcode;
use agc_isa::print::print;
use core::fmt::Write;

/// The label of block `b` of kernel number `k`.
pub fn block_label(k: usize, b: u32) -> String {
    format!(".LBB{k}_{b}")
}

/// `s` as an assembler string literal.
fn quote(s: &str) -> String {
    let mut q = String::with_capacity(s.len() + 2);
    q.push('"');
    for b in s.bytes() {
        match b {
            b'"' | b'\\' => {
                q.push('\\');
                q.push(b as char);
            }
            0x20..=0x7e => q.push(b as char),
            _ => write!(q, "\\{b:03o}").unwrap(),
        }
    }
    q.push('"');
    q
}

/// The `.file` directives of the line table's files (DWARF 5 numbering:
/// file 0 is the primary source file, its directory the compilation
/// directory).
fn print_files(w: &mut String, ft: &FileTable) {
    for (i, f) in ft.files.iter().enumerate() {
        let name = quote(&f.name);
        if i == 0 || f.dir != 0 {
            let dir = quote(&ft.dirs[f.dir as usize]);
            writeln!(w, "\t.file\t{i} {dir} {name}").unwrap();
        } else {
            writeln!(w, "\t.file\t{i} {name}").unwrap();
        }
    }
}

/// Prints one kernel's or function's code, from `.type` to `.size`; `ki`
/// numbers the unit (kernels, then functions) for its labels.
fn print_unit(
    w: &mut String,
    prep: &Prepared,
    ki: usize,
    name: &str,
    code: &KernelCode,
    rows: &mut &[Row],
    is_stmt: &mut bool,
) {
    let p = prep.target.processor();
    writeln!(w, "\t.type\t{name},@function").unwrap();
    writeln!(w, "{name}:").unwrap();
    // Blocks that some branch lands on get a label.
    let mut targeted = vec![false; code.block_offsets.len()];
    for i in &code.insts {
        if let Some(t) = i.target_block {
            targeted[t as usize] = true;
        }
    }
    let mut next_block = 0usize;
    for li in &code.insts {
        // Print the labels of every block starting here (empty blocks
        // share an offset with the next one).
        while next_block < code.block_offsets.len() && code.block_offsets[next_block] <= li.offset {
            if targeted[next_block] {
                writeln!(w, "{}:", block_label(ki, next_block as u32)).unwrap();
            }
            next_block += 1;
        }
        while let Some((r, rest)) = rows.split_first() {
            if r.address > code.text_offset + li.offset {
                break;
            }
            write!(w, "\t.loc\t{} {} {}", r.file, r.line, r.column).unwrap();
            if r.is_stmt != *is_stmt {
                write!(w, " is_stmt {}", r.is_stmt as u8).unwrap();
                *is_stmt = r.is_stmt;
            }
            writeln!(w).unwrap();
            *rows = rest;
        }
        match (li.target_block, li.callee) {
            (Some(t), _) => {
                let mnemonic = li.inst.opcode.info().name;
                writeln!(w, "\t{mnemonic} {}", block_label(ki, t)).unwrap();
            }
            (None, Some(c)) => {
                // The callee slot is last: print the rest, then the
                // relocation expression llvm-mc takes for it.
                let text = print(&li.inst, p);
                let head = text.rsplit_once(", ").map_or(text.as_str(), |h| h.0);
                let (half, addend) = if li.inst.opcode == Opcode::SAddcU32 {
                    ("hi", 12)
                } else {
                    ("lo", 4)
                };
                let callee = prep.callee_name(c);
                writeln!(w, "\t{head}, {callee}@rel32@{half}+{addend}").unwrap();
            }
            (None, None) => writeln!(w, "\t{}", print(&li.inst, p)).unwrap(),
        }
    }
    // Labels of trailing empty blocks.
    while next_block < code.block_offsets.len() {
        if targeted[next_block] {
            writeln!(w, "{}:", block_label(ki, next_block as u32)).unwrap();
        }
        next_block += 1;
    }
    writeln!(w, ".Lfunc_end{ki}:").unwrap();
    writeln!(w, "\t.size\t{name}, .Lfunc_end{ki}-{name}").unwrap();
}

/// Prints the assembly module.
pub fn print_module(prep: &Prepared) -> String {
    let target = &prep.target;
    let info = target.info();
    let mut out = String::new();
    let w = &mut out;
    writeln!(w, "\t.amdgcn_target \"amdgcn-amd-amdhsa--{}\"", target.id).unwrap();
    writeln!(w, "\t.amdhsa_code_object_version 5").unwrap();
    writeln!(w, "\t.text").unwrap();
    let mut rows: &[Row] = &[];
    if let Some(li) = &prep.debug {
        print_files(w, &li.files);
        rows = &li.rows;
    }
    let mut is_stmt = true;
    for (ki, (k, code)) in prep.kernels.iter().zip(&prep.text.kernels).enumerate() {
        let name = &k.name;
        writeln!(w, "\t.globl\t{name}").unwrap();
        writeln!(w, "\t.p2align\t8").unwrap();
        print_unit(w, prep, ki, name, code, &mut rows, &mut is_stmt);
    }
    let nk = prep.kernels.len();
    for (fi, (f, code)) in prep.functions.iter().zip(&prep.text.functions).enumerate() {
        let name = &f.name;
        if f.linkage == Linkage::Global {
            writeln!(w, "\t.globl\t{name}").unwrap();
            writeln!(w, "\t.hidden\t{name}").unwrap();
        }
        writeln!(w, "\t.p2align\t2").unwrap();
        print_unit(w, prep, nk + fi, name, code, &mut rows, &mut is_stmt);
    }
    for name in prep.externs {
        writeln!(w, "\t.hidden\t{name}").unwrap();
    }
    if let Some(end) = info.code_end {
        let word = end.pad.word();
        writeln!(w, "\t.p2alignl {}, {word}", end.align.trailing_zeros()).unwrap();
        writeln!(w, "\t.fill {}, 4, {word}", end.dwords).unwrap();
    }
    writeln!(w, "\t.section\t.rodata,\"a\",@progbits").unwrap();
    for (k, d) in prep.kernels.iter().zip(&prep.descs) {
        writeln!(w, "\t.p2align\t6, 0x0").unwrap();
        writeln!(w, "\t.amdhsa_kernel {}", k.name).unwrap();
        for (dir, v) in descriptor::directives(d, info) {
            writeln!(w, "\t\t{dir} {v}").unwrap();
        }
        writeln!(w, "\t.end_amdhsa_kernel").unwrap();
    }
    writeln!(w, "\t.section\t\".note.GNU-stack\",\"\",@progbits").unwrap();
    writeln!(w, "\t.amdgpu_metadata").unwrap();
    w.push_str(&metadata::yaml(&prep.metadata));
    writeln!(w, "\t.end_amdgpu_metadata").unwrap();
    out
}
