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
//! as those labels), `.size`; the end-of-text `s_nop` padding as
//! `.p2alignl 6` / `.fill`; then `.rodata` with one `.amdhsa_kernel` block
//! per kernel (every directive of the descriptor table, so llvm-mc builds
//! the descriptor byte for byte), `.note.GNU-stack`, and the
//! `.amdgpu_metadata` YAML.
//!
//! Central trick: nothing here decides anything. Offsets, relaxed
//! branches, descriptor fields and metadata all come from the prepared
//! code object; this module only spells them.

use crate::descriptor;
use crate::layout::S_NOP_0;
use crate::metadata;
use crate::Prepared;
use agc_isa::print::print;
use core::fmt::Write;

/// The label of block `b` of kernel number `k`.
pub fn block_label(k: usize, b: u32) -> String {
    format!(".LBB{k}_{b}")
}

/// Prints the assembly module.
pub fn print_module(prep: &Prepared) -> String {
    let target = &prep.target;
    let p = target.processor;
    let info = target.info();
    let mut out = String::new();
    let w = &mut out;
    writeln!(w, "\t.amdgcn_target \"amdgcn-amd-amdhsa--{target}\"").unwrap();
    writeln!(w, "\t.amdhsa_code_object_version 5").unwrap();
    writeln!(w, "\t.text").unwrap();
    for (ki, (k, code)) in prep.kernels.iter().zip(&prep.text.kernels).enumerate() {
        let name = &k.name;
        writeln!(w, "\t.globl\t{name}").unwrap();
        writeln!(w, "\t.p2align\t8").unwrap();
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
            while next_block < code.block_offsets.len()
                && code.block_offsets[next_block] <= li.offset
            {
                if targeted[next_block] {
                    writeln!(w, "{}:", block_label(ki, next_block as u32)).unwrap();
                }
                next_block += 1;
            }
            match li.target_block {
                Some(t) => {
                    let mnemonic = li.inst.opcode.info().name;
                    writeln!(w, "\t{mnemonic} {}", block_label(ki, t)).unwrap();
                }
                None => writeln!(w, "\t{}", print(&li.inst, p)).unwrap(),
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
    if info.code_end_nops > 0 {
        writeln!(w, "\t.p2alignl 6, {S_NOP_0}").unwrap();
        writeln!(w, "\t.fill {}, 4, {S_NOP_0}", info.code_end_nops).unwrap();
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
