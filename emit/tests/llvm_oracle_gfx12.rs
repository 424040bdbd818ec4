//! GFX12 kernel descriptors, directives and metadata against LLVM 22.
//!
//! Oracles:
//! - `llc -mcpu=<gfx1200|gfx1201> --amdhsa-code-object-version=5
//!   -filetype=obj` of a trivial kernel, in wave32 and wave64, WGP and CU
//!   mode: with llc's register counts, agc's descriptor has the same
//!   fields (seed 002 tables 65-67 and 70: no DX10_CLAMP/IEEE_MODE,
//!   WG_RR_EN in rsrc1 bit 21, rsrc3 INST_PREF_SIZE in bits 11:4), the
//!   same metadata note bytes and the same ELF e_flags, and agc prints
//!   the same `.amdhsa_*` directives in the same order;
//! - `llvm-mc -filetype=obj` of agc's assembly (those directives) gives
//!   the same descriptor bytes and `.text` as agc's own object, on
//!   gfx1200, gfx1201 and gfx12-generic.
//!
//! A missing tool is a test failure with a message, never a skip.

use agc_emit::descriptor;
use agc_emit::kernel::{
    Access, AddressSpace, ArgKind, Block, CodeObject, Kernel, KernelAbi, KernelArg, KernelAttrs,
    Resources,
};
use agc_isa::insts::Opcode;
use agc_isa::minst::{MInst, Operand, SImm13};
use agc_isa::regs::Reg;
use agc_isa::target::Target;
use agc_tests::llvm_tool;
use object::read::elf::ElfFile64;
use object::{Object, ObjectSection};
use std::path::Path;
use std::process::Command;

fn run(tool: &str, args: &[&str]) -> (String, String) {
    let out = Command::new(llvm_tool(tool))
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("running {tool}: {e}"));
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(
        out.status.success(),
        "{tool} {args:?} failed:\n{stderr}\n{stdout}"
    );
    (stdout, stderr)
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

fn section<'a>(f: &'a ElfFile64<'a>, name: &str) -> &'a [u8] {
    f.section_by_name(name)
        .unwrap_or_else(|| panic!("no section {name}"))
        .data()
        .unwrap()
}

fn trim_note(note: &[u8]) -> &[u8] {
    let descsz = u32::from_le_bytes(note[4..8].try_into().unwrap()) as usize;
    &note[20..20 + descsz]
}

/// The kernel `k(ptr addrspace(1) %p)` as agc's emitter sees it.
fn kernel(blocks: Vec<Vec<MInst>>, res: Resources, t: &Target) -> Kernel {
    let mut args = vec![KernelArg {
        name: "p".into(),
        offset: 0,
        size: 8,
        align: 8,
        kind: ArgKind::GlobalBuffer {
            address_space: AddressSpace::Global,
            access: Access::Unknown,
        },
    }];
    args.extend(KernelArg::hidden_v5(8));
    Kernel {
        name: "k".into(),
        blocks: blocks.into_iter().map(Block::new).collect(),
        resources: res,
        abi: KernelAbi::llc_default(t),
        args,
        kernarg_size: 264,
        kernarg_align: 8,
        attrs: KernelAttrs::default(),
        long_branch_sgprs: None,
    }
}

/// Every GFX12 processor in both wave sizes and both execution modes:
/// (cpu, wave64, cumode, llc's -mattr).
fn configs() -> Vec<(&'static str, bool, bool, String)> {
    let mut v = Vec::new();
    for cpu in ["gfx1200", "gfx1201", "gfx12-generic"] {
        for wave64 in [false, true] {
            for cumode in [false, true] {
                let mattr = format!(
                    "-mattr={}wavefrontsize64,{}cumode",
                    if wave64 { "+" } else { "-" },
                    if cumode { "+" } else { "-" }
                );
                v.push((cpu, wave64, cumode, mattr));
            }
        }
    }
    v
}

fn target(cpu: &str, wave64: bool, cumode: bool) -> Target {
    let mut t = Target::parse_id(cpu).unwrap();
    t.set_feature("wavefrontsize64", wave64).unwrap();
    t.set_feature("cumode", cumode).unwrap();
    t
}

fn number(asm: &str, name: &str) -> u16 {
    asm.lines()
        .find_map(|l| l.trim().strip_prefix(name)?.trim().parse().ok())
        .unwrap_or_else(|| panic!("llc printed no {name}"))
}

/// The `.amdhsa_*` directive names of an assembly text, in order.
fn directive_names(asm: &str) -> Vec<String> {
    asm.lines()
        .map(str::trim)
        .filter(|l| l.starts_with(".amdhsa_") && !l.starts_with(".amdhsa_kernel"))
        .map(|l| l.split_whitespace().next().unwrap().to_string())
        .collect()
}

/// Oracle: llc-22 (code object V5) for `define amdgpu_kernel void @k(ptr
/// addrspace(1) %p) { store i32 1, ptr addrspace(1) %p; ret void }`.
#[test]
fn descriptor_directives_and_metadata_match_llc_gfx12() {
    let ir = "define amdgpu_kernel void @k(ptr addrspace(1) %p) {\n  \
              store i32 1, ptr addrspace(1) %p\n  ret void\n}\n";
    // gfx12-generic needs code object V6 in llc (agc writes V5, and
    // target resolution refuses generic targets for that reason).
    for (cpu, wave64, cumode, mattr) in configs().into_iter().filter(|c| c.0 != "gfx12-generic") {
        let tmp = agc_tests::scratch_dir(&format!("agc-emit-gfx12-{cpu}-"));
        let dir = tmp.path();
        let ll = dir.join("k.ll");
        let o = dir.join("k.o");
        std::fs::write(&ll, ir).unwrap();
        let mcpu = format!("-mcpu={cpu}");
        let common = [
            "-mtriple=amdgcn-amd-amdhsa",
            mcpu.as_str(),
            mattr.as_str(),
            "--amdhsa-code-object-version=5",
        ];
        let mut args = common.to_vec();
        args.extend([s(&ll), "-o", "-"]);
        let (asm, _) = run("llc", &args);
        let mut args = common.to_vec();
        args.extend(["-filetype=obj", s(&ll), "-o", s(&o)]);
        run("llc", &args);
        let t = target(cpu, wave64, cumode);
        let res = Resources {
            sgprs: number(&asm, ".amdhsa_next_free_sgpr"),
            vgprs: number(&asm, ".amdhsa_next_free_vgpr"),
            ..Resources::default()
        };
        let k = kernel(vec![vec![MInst::new(Opcode::SEndpgm, &[])]], res, &t);
        let co = CodeObject {
            target: t,
            kernels: vec![k],
            functions: Vec::new(),
            externs: Vec::new(),
            debug: None,
        };
        let what = format!("{cpu} wave64={wave64} cumode={cumode}");
        let ours = agc_emit::relocatable(&co).unwrap();
        let theirs = std::fs::read(&o).unwrap();
        let a = ElfFile64::<object::Endianness>::parse(&*ours).unwrap();
        let b = ElfFile64::<object::Endianness>::parse(&*theirs).unwrap();
        let info = t.info();
        let (da, db) = (
            descriptor::decode(section(&a, ".rodata"), info),
            descriptor::decode(section(&b, ".rodata"), info),
        );
        // INST_PREF_SIZE follows the code size, which differs (llc's
        // kernel has its store); every other field is equal.
        let strip = |d: Vec<(&'static str, u64)>| -> Vec<(&'static str, u64)> {
            d.into_iter().filter(|f| f.0 != "inst_pref_size").collect()
        };
        assert_eq!(strip(da), strip(db), "{what}: descriptor fields");
        assert_eq!(
            a.elf_header().e_flags.get(object::Endianness::Little),
            b.elf_header().e_flags.get(object::Endianness::Little),
            "{what}: e_flags"
        );
        // The whole metadata, `.workgroup_processor_mode` included.
        let meta = |n: &[u8]| agc_emit::metadata::read(trim_note(n)).expect("metadata");
        assert_eq!(
            meta(section(&a, ".note")),
            meta(section(&b, ".note")),
            "{what}: metadata"
        );
        let our_asm = agc_emit::assembly(&co).unwrap();
        assert_eq!(
            directive_names(&our_asm),
            directive_names(&asm),
            "{what}: .amdhsa_* directives"
        );
    }
}

/// `s_load_b64 s[2:3], s[0:1]`, `s_wait_kmcnt 0x0`, then `global_store_b32
/// v0, v1, s[2:3] offset:16`, `s_endpgm`: a kernel whose code is GFX12's
/// own (split waits).
fn store_kernel(t: &Target, pad: usize) -> Kernel {
    let mut insts = vec![
        MInst::new(
            Opcode::SLoadDwordx2,
            &[
                Reg::s_range(2, 3).into(),
                Reg::s_range(0, 1).into(),
                Operand::Imm(0),
            ],
        ),
        MInst::new(Opcode::VMovB32, &[Reg::v(0).into(), Operand::int(0)]),
        MInst::new(Opcode::VMovB32, &[Reg::v(1).into(), Operand::int(1)]),
        MInst::new(Opcode::SWaitKmcnt, &[Operand::Imm(0)]),
        MInst::new(
            Opcode::GlobalStoreDword,
            &[
                Reg::v(0).into(),
                Reg::v(1).into(),
                Reg::s_range(2, 3).into(),
            ],
        )
        .with_global_offset(SImm13(16)),
    ];
    // Enough code to need several prefetch lines (INST_PREF_SIZE).
    insts.extend((0..pad).map(|_| MInst::new(Opcode::SNop, &[Operand::Imm(0)])));
    insts.push(MInst::new(Opcode::SEndpgm, &[]));
    kernel(
        vec![insts],
        Resources {
            sgprs: 4,
            vgprs: 2,
            ..Resources::default()
        },
        t,
    )
}

/// Oracle: llvm-mc-22 assembling agc's assembly (its `.amdhsa_kernel`
/// directives) gives agc's descriptor bytes and `.text`, with
/// INST_PREF_SIZE from 1 to beyond GFX11's 6-bit maximum (8 bits on
/// GFX12).
#[test]
fn llvm_mc_reproduces_our_gfx12_descriptors() {
    for (cpu, wave64, cumode, mattr) in configs() {
        for pad in [0usize, 40, 2100] {
            let t = target(cpu, wave64, cumode);
            let co = CodeObject {
                target: t,
                kernels: vec![store_kernel(&t, pad)],
                functions: Vec::new(),
                externs: Vec::new(),
                debug: None,
            };
            let what = format!("{cpu} wave64={wave64} cumode={cumode} pad={pad}");
            let asm = agc_emit::assembly(&co).unwrap();
            let ours = agc_emit::relocatable(&co).unwrap();
            let tmp = agc_tests::scratch_dir("agc-emit-gfx12-mc-");
            let (sp, op) = (tmp.path().join("k.s"), tmp.path().join("k.o"));
            std::fs::write(&sp, &asm).unwrap();
            let mcpu = format!("-mcpu={cpu}");
            let (_, err) = run(
                "llvm-mc",
                &[
                    "-triple=amdgcn-amd-amdhsa",
                    &mcpu,
                    &mattr,
                    "-filetype=obj",
                    s(&sp),
                    "-o",
                    s(&op),
                ],
            );
            assert!(err.is_empty(), "{what}: llvm-mc warned:\n{err}");
            let theirs = std::fs::read(&op).unwrap();
            let a = ElfFile64::<object::Endianness>::parse(&*ours).unwrap();
            let b = ElfFile64::<object::Endianness>::parse(&*theirs).unwrap();
            assert_eq!(
                section(&a, ".rodata"),
                section(&b, ".rodata"),
                "{what}: descriptor bytes"
            );
            assert_eq!(section(&a, ".text"), section(&b, ".text"), "{what}: .text");
            let pref = descriptor::decode(section(&a, ".rodata"), t.info())
                .into_iter()
                .find(|f| f.0 == "inst_pref_size")
                .map(|f| f.1);
            let want = (section(&a, ".text").len() as u64).div_ceil(128).min(255);
            assert!(pref.is_some_and(|p| p > 0 && p <= want), "{what}: {pref:?}");
            if pad == 2100 {
                assert!(pref.unwrap() > 63, "{what}: INST_PREF_SIZE {pref:?}");
            }
        }
    }
}
