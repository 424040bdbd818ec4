//! Call frame information against LLVM 22's reader.
//!
//! Oracle: `llvm-dwarfdump --debug-frame` decodes agc's `.debug_frame`
//! and computes the unwind rows; the expected rules are worked out by hand
//! from seed 002 ("call frame information", "non-kernel functions") for a
//! hand-written function whose prologue saves v40 and v41 whole-wave and s33, s34
//! into lanes of v40, and which returns from two blocks. The second
//! return's block must start from the body's rules, not from the state
//! after the first block's epilogue (the dataflow join of `cfi`), and
//! `llvm-dwarfdump --verify` must accept the object.

use agc_emit::kernel::{Block, CodeObject, DebugInfo, Kernel, KernelAbi, KernelAttrs, Resources};
use agc_isa::insts::Opcode;
use agc_isa::minst::{MInst, Operand};
use agc_isa::regs::Reg;
use agc_isa::target::Target;
use agc_tests::{llvm_tool, scratch_dir};
use std::process::Command;

fn s(n: u16) -> Operand {
    Reg::s(n).into()
}
fn v(n: u16) -> Operand {
    Reg::v(n).into()
}
fn i(op: Opcode, ops: &[Operand]) -> MInst {
    MInst::new(op, ops)
}
fn stack(op: Opcode, r: u16, base: u16, off: i32) -> MInst {
    let mut m = i(
        op,
        &[v(r), Operand::Off, Reg::s_range(0, 3).into(), s(base)],
    );
    m.mods.offset = off;
    m
}

/// The epilogue, then the return.
fn epilogue() -> Vec<MInst> {
    vec![
        i(Opcode::VReadlaneB32, &[s(34), v(40), Operand::int(1)]),
        i(Opcode::VReadlaneB32, &[s(6), v(40), Operand::int(0)]),
        i(Opcode::SMovB32, &[s(32), s(33)]),
        i(
            Opcode::SOrSaveexecB64,
            &[Reg::s_range(4, 5).into(), Operand::int(-1)],
        ),
        stack(Opcode::BufferLoadDword, 40, 33, 16),
        stack(Opcode::BufferLoadDword, 41, 33, 20),
        i(
            Opcode::SMovB64,
            &[Reg::EXEC.into(), Reg::s_range(4, 5).into()],
        ),
        i(Opcode::SMovB32, &[s(33), s(6)]),
        i(Opcode::SWaitcnt, &[Operand::Imm(0)]),
        i(Opcode::SSetpcB64, &[Reg::s_range(30, 31).into()]),
    ]
}

fn code_object() -> CodeObject {
    let t = Target::parse_id("gfx900").unwrap();
    let prologue = vec![
        i(
            Opcode::SOrSaveexecB64,
            &[Reg::s_range(4, 5).into(), Operand::int(-1)],
        ),
        stack(Opcode::BufferStoreDword, 40, 32, 16),
        stack(Opcode::BufferStoreDword, 41, 32, 20),
        i(
            Opcode::SMovB64,
            &[Reg::EXEC.into(), Reg::s_range(4, 5).into()],
        ),
        i(Opcode::VWritelaneB32, &[v(40), s(33), Operand::int(0)]),
        i(Opcode::VWritelaneB32, &[v(40), s(34), Operand::int(1)]),
        i(Opcode::SMovB32, &[s(33), s(32)]),
        i(Opcode::SAddU32, &[s(32), s(32), Operand::Literal(0x800)]),
        // The body writes s34 and v41, then branches on SCC.
        i(Opcode::SMovB32, &[s(34), Operand::int(5)]),
        i(Opcode::VMovB32, &[v(41), Operand::int(1)]),
        i(Opcode::SCmpLgU32, &[s(34), Operand::int(0)]),
        i(Opcode::SCbranchScc1, &[Operand::Imm(2)]),
    ];
    let f = agc_emit::Function {
        name: "f".into(),
        blocks: vec![
            Block::new(prologue),
            Block::new(epilogue()),
            Block::new(epilogue()),
        ],
        linkage: agc_emit::Linkage::Global,
        long_branch_sgprs: None,
    };
    let k = Kernel {
        name: "k".into(),
        blocks: vec![Block::new(vec![i(Opcode::SEndpgm, &[])])],
        resources: Resources {
            vgprs: 1,
            ..Resources::default()
        },
        abi: KernelAbi::minimal(),
        args: Vec::new(),
        kernarg_size: 0,
        kernarg_align: 8,
        attrs: KernelAttrs::default(),
        long_branch_sgprs: None,
    };
    CodeObject {
        target: t,
        kernels: vec![k],
        functions: vec![f],
        externs: Vec::new(),
        debug: Some(DebugInfo {
            producer: "test".into(),
            comp_dir: "/".into(),
            files: vec!["f.agc".into()],
            language: None,
        }),
    }
}

fn dwarfdump(args: &[&str], path: &std::path::Path) -> String {
    let out = Command::new(llvm_tool("llvm-dwarfdump"))
        .args(args)
        .arg(path)
        .output()
        .expect("llvm-dwarfdump runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The unwind rows llvm-dwarfdump computes for the function's FDE: one
/// line per row, `address: rules`.
fn rows(dump: &str) -> Vec<String> {
    let fde = dump
        .split("FDE cie=")
        .nth(2)
        .expect("a second FDE (the function)");
    fde.lines()
        .map(str::trim)
        .filter(|l| l.starts_with("0x"))
        .map(String::from)
        .collect()
}

#[test]
fn llvm_dwarfdump_reads_the_rules_worked_out_from_seed_002() {
    let co = code_object();
    let dir = scratch_dir("agc-cfi-");
    let obj = dir.path().join("f.o");
    std::fs::write(&obj, agc_emit::relocatable(&co).unwrap()).unwrap();
    assert!(dwarfdump(&["--verify"], &obj).contains("No errors."));
    let dump = dwarfdump(&["--debug-frame"], &obj);
    assert!(
        dump.contains("Augmentation:          \"[amd:v0.0]\""),
        "{dump}"
    );
    let kernel_fde = dump.split("FDE cie=").nth(1).unwrap();
    assert!(kernel_fde.contains(
        "CFA=DW_OP_lit0, DW_OP_lit5, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address: PC_REG=undefined"
    ));
    let ra = "PC_REG=[DW_OP_regx SGPR30, DW_OP_piece 0x4, DW_OP_regx SGPR31, DW_OP_piece 0x4]";
    let cfa = |r: u8| {
        format!(
            "CFA=DW_OP_bregx SGPR{r}+0, DW_OP_lit6, DW_OP_LLVM_user DW_OP_LLVM_form_aspace_address"
        )
    };
    let s33 = "SGPR33=[DW_OP_regx VGPR40, DW_OP_bit_piece 0x20 0x0]";
    let s34 = "SGPR34=[DW_OP_regx VGPR40, DW_OP_bit_piece 0x20 0x20]";
    // The function starts at 0x4, after the kernel's s_endpgm. Rules
    // change after the instruction that causes them: the CFA moves to s33
    // after `s_mov_b32 s33, s32`, a saved register gets its slot rule only
    // once the code overwrites it (per-lane offset 16 is 16 * 64 = 1024
    // unswizzled bytes from the CFA), and a reloaded VGPR is back only
    // after the `s_waitcnt`.
    let slots = "VGPR40=[CFA+1024], VGPR41=[CFA+1280]";
    let body = format!("{}: {ra}, SGPR32=SGPR33, {s33}, {s34}, {slots}", cfa(33));
    let want = [
        format!("0x4: {}: {ra}", cfa(32)),
        format!("0x24: {}: {ra}, VGPR40=[CFA+1024]", cfa(32)),
        format!("0x30: {}: {ra}, {s33}, VGPR40=[CFA+1024]", cfa(33)),
        format!(
            "0x38: {}: {ra}, SGPR32=SGPR33, {s33}, VGPR40=[CFA+1024]",
            cfa(33)
        ),
        format!(
            "0x3c: {}: {ra}, SGPR32=SGPR33, {s33}, {s34}, VGPR40=[CFA+1024]",
            cfa(33)
        ),
        format!("0x40: {body}"),
        format!(
            "0x50: {}: {ra}, SGPR32=SGPR33, {s33}, SGPR34=same, {slots}",
            cfa(33)
        ),
        format!(
            "0x58: {}: {ra}, SGPR32=SGPR33, SGPR33=SGPR6, SGPR34=same, {slots}",
            cfa(33)
        ),
        format!(
            "0x5c: {}: {ra}, SGPR32=same, SGPR33=SGPR6, SGPR34=same, {slots}",
            cfa(33)
        ),
        format!(
            "0x78: {}: {ra}, SGPR32=same, SGPR33=same, SGPR34=same, {slots}",
            cfa(32)
        ),
        format!(
            "0x7c: {}: {ra}, SGPR32=same, SGPR33=same, SGPR34=same, VGPR40=same, VGPR41=same",
            cfa(32)
        ),
        // Block 2 starts from the body's rules again, not from the end
        // of block 1's epilogue.
        format!("0x80: {body}"),
    ];
    let got = rows(&dump);
    assert_eq!(got[..want.len()], want, "rows:\n{}", got.join("\n"));
}
