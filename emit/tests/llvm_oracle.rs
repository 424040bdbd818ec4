//! Oracle tests: agc's code objects against LLVM 22's tools.
//!
//! Oracles (test oracles only; no LLVM code is used by the library):
//! - `llvm-mc -filetype=obj` of agc's assembly must give the same `.text`,
//!   kernel descriptors (`.rodata`), metadata note, relocations and
//!   symbols as agc's own relocatable object;
//! - `llvm-objdump -d` of agc's object must print agc's instructions;
//! - `llvm-readelf` must read agc's `.o` and `.hsaco` without warnings and
//!   show the metadata;
//! - `ld.lld -shared` must link agc's `.o`, and its `.hsaco` must lay out
//!   and resolve the descriptors exactly like agc's own `.hsaco`;
//! - `llc` compiling the equivalent LLVM IR must produce the same
//!   descriptor fields and the same metadata for a trivial kernel.
//!
//! A missing tool is a test failure with a message, never a skip.

use agc_emit::kernel::{
    Access, AddressSpace, ArgKind, Block, CodeObject, Kernel, KernelAbi, KernelArg, KernelAttrs,
    Resources,
};
use agc_emit::{descriptor, metadata};
use agc_isa::insts::Opcode;
use agc_isa::minst::{MInst, Operand, SImm13};
use agc_isa::print::{print, waitcnt_imm};
use agc_isa::regs::Reg;
use agc_isa::target::Target;
use agc_tests::llvm_tool as llvm_bin;
use agc_tests::scratch_dir;
use agc_tests::tempfile::TempDir;
use object::read::elf::{ElfFile64, SectionHeader};
use object::{Object, ObjectSection, ObjectSymbol};
use std::path::Path;
use std::process::Command;

fn run(tool: &str, args: &[&str]) -> (String, String) {
    let out = Command::new(llvm_bin(tool))
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

/// A scratch directory for one test, removed when the guard is dropped.
fn tmpdir(name: &str) -> TempDir {
    scratch_dir(&format!("agc-emit-{name}-"))
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// The object llvm-mc makes of `asm` for `cpu` (it must not warn).
fn assemble(dir: &Path, cpu: &str, asm: &str) -> Vec<u8> {
    let s_path = dir.join("k.s");
    let o_path = dir.join("mc.o");
    std::fs::write(&s_path, asm).unwrap();
    let mcpu = format!("-mcpu={cpu}");
    let (_, err) = run(
        "llvm-mc",
        &[
            "-triple=amdgcn-amd-amdhsa",
            &mcpu,
            "-filetype=obj",
            s(&s_path),
            "-o",
            s(&o_path),
        ],
    );
    assert!(err.is_empty(), "{cpu}: llvm-mc warned:\n{err}");
    std::fs::read(&o_path).unwrap()
}

const CPUS: [&str; 3] = ["gfx900", "gfx90a", "gfx942"];

fn base_kernel(name: &str, blocks: Vec<Vec<MInst>>, res: Resources) -> Kernel {
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
        name: name.into(),
        blocks: blocks.into_iter().map(Block::new).collect(),
        resources: res,
        abi: KernelAbi::minimal(),
        args,
        kernarg_size: 264,
        kernarg_align: 8,
        attrs: KernelAttrs::default(),
        long_branch_sgprs: None,
    }
}

fn endpgm() -> MInst {
    MInst::new(Opcode::SEndpgm, &[])
}

fn br(op: Opcode, block: i32) -> MInst {
    MInst::new(op, &[Operand::Imm(block)])
}

/// `s_endpgm` only.
fn k_empty(_: &Target) -> Kernel {
    base_kernel("empty", vec![vec![endpgm()]], Resources::default())
}

/// Loads the pointer argument and stores 1 through it.
fn k_store(_: &Target) -> Kernel {
    let insts = vec![
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
        MInst::new(
            Opcode::SWaitcnt,
            &[Operand::Imm(waitcnt_imm(63, 7, 0).unwrap())],
        ),
        MInst::new(
            Opcode::GlobalStoreDword,
            // With an SGPR base the address operand is a 32-bit offset.
            &[
                Reg::v(0).into(),
                Reg::v(1).into(),
                Reg::s_range(2, 3).into(),
            ],
        )
        .with_global_offset(SImm13(16)),
        endpgm(),
    ];
    base_kernel(
        "store",
        vec![insts],
        Resources {
            sgprs: 4,
            vgprs: 2,
            ..Resources::default()
        },
    )
}

/// A counted loop (backward branch) and a forward branch over a block.
fn k_loop(t: &Target) -> Kernel {
    let blocks = vec![
        vec![MInst::new(
            Opcode::SMovB32,
            &[Reg::s(2).into(), Operand::int(10)],
        )],
        vec![
            MInst::new(
                Opcode::SSubU32,
                &[Reg::s(2).into(), Reg::s(2).into(), Operand::int(1)],
            ),
            MInst::new(Opcode::SCmpLgU32, &[Reg::s(2).into(), Operand::int(0)]),
            br(Opcode::SCbranchScc1, 1),
        ],
        vec![br(Opcode::SCbranchExecz, 4)],
        vec![
            MInst::new(Opcode::VMovB32, &[Reg::v(0).into(), Operand::Literal(1234)]),
            br(Opcode::SBranch, 4),
        ],
        vec![endpgm()],
    ];
    let mut k = base_kernel(
        "loop",
        blocks,
        Resources {
            sgprs: 3,
            vgprs: 1,
            ..Resources::default()
        },
    );
    k.abi = KernelAbi::llc_default(t);
    k
}

/// Big LDS and scratch, AGPRs, and a branch that needs relaxation.
fn k_big(t: &Target) -> Kernel {
    let mut b1 = vec![MInst::new(
        Opcode::VAccvgprWriteB32,
        &[Reg::a(5).into(), Operand::int(0)],
    )];
    b1.extend(vec![MInst::new(Opcode::SNop, &[Operand::Imm(0)]); 33000]);
    let blocks = vec![
        vec![br(Opcode::SCbranchScc0, 2)],
        b1,
        vec![MInst::new(
            Opcode::VMovB32,
            &[Reg::v(9).into(), Operand::int(0)],
        )],
        vec![br(Opcode::SBranch, 1)],
        vec![endpgm()],
    ];
    let mut k = base_kernel(
        "big",
        blocks,
        Resources {
            sgprs: 18,
            vgprs: 10,
            agprs: 6,
            lds_bytes: 4000,
            private_segment_size: 404,
            uses_vcc: true,
            ..Resources::default()
        },
    );
    k.abi = KernelAbi::llc_default(t);
    k.abi.private_segment = true;
    k.long_branch_sgprs = Some(Reg::s_range(16, 17));
    k.attrs.max_flat_workgroup_size = 256;
    k.attrs.reqd_workgroup_size = Some([256, 1, 1]);
    k.attrs.uniform_work_group_size = true;
    k
}

/// Prints the assembly of the test code object (`cargo test -p agc-emit
/// --test llvm_oracle show_asm -- --nocapture` to look at it).
#[test]
fn show_asm() {
    let asm = agc_emit::assembly(&code_object("gfx942", false)).unwrap();
    assert!(asm.contains("s_cbranch_scc1 .LBB2_1"));
    assert!(asm.contains(".amdhsa_next_free_sgpr 4"));
    println!("{asm}");
}

fn code_object(cpu: &str, with_big: bool) -> CodeObject {
    let t = Target::parse_id(cpu).unwrap();
    let mut kernels = vec![k_empty(&t), k_store(&t), k_loop(&t)];
    if with_big {
        kernels.push(k_big(&t));
    }
    CodeObject {
        target: t,
        kernels,
        functions: Vec::new(),
        externs: Vec::new(),
        debug: None,
    }
}

fn section<'a>(f: &'a ElfFile64<'a>, name: &str) -> &'a [u8] {
    f.section_by_name(name)
        .unwrap_or_else(|| panic!("no section {name}"))
        .data()
        .unwrap()
}

type SymSummary = (String, u64, u64, String, u8);

fn symbols(f: &ElfFile64) -> Vec<SymSummary> {
    let mut v: Vec<SymSummary> = f
        .symbols()
        .filter(|s| s.is_global())
        .map(|s| {
            let other = match s.flags() {
                object::SymbolFlags::Elf { st_other, .. } => st_other.0,
                _ => 0,
            };
            (
                s.name().unwrap().to_string(),
                s.address(),
                s.size(),
                format!("{:?}", s.kind()),
                other,
            )
        })
        .collect();
    v.sort();
    v
}

fn relocs(f: &ElfFile64) -> Vec<(u64, String, i64, String)> {
    let rodata = f.section_by_name(".rodata").unwrap();
    rodata
        .relocations()
        .map(|(off, r)| {
            let sym = match r.target() {
                object::RelocationTarget::Symbol(i) => {
                    f.symbol_by_index(i).unwrap().name().unwrap().to_string()
                }
                other => format!("{other:?}"),
            };
            (off, format!("{:?}", r.flags()), r.addend(), sym)
        })
        .collect()
}

/// Oracle: llvm-mc assembling agc's assembly reproduces agc's object:
/// `.text`, descriptors, note, relocations and symbols, on gfx900, gfx90a
/// and gfx942 (the big kernel, with AGPRs and a relaxed branch, on the
/// latter two).
#[test]
fn llvm_mc_reproduces_our_object() {
    for cpu in CPUS {
        let co = code_object(cpu, cpu != "gfx900");
        let tmp = tmpdir(&format!("mc-{cpu}"));
        let dir = tmp.path();
        let asm = agc_emit::assembly(&co).unwrap();
        let ours = agc_emit::relocatable(&co).unwrap();
        let prep = agc_emit::prepare(&co).unwrap();
        let long: Vec<u32> = prep.text.kernels.iter().map(|k| k.long_branches).collect();
        // The big kernel's forward and backward branches span 33000 nops.
        let want = if co.kernels.len() == 4 {
            vec![0, 0, 0, 2]
        } else {
            vec![0; 3]
        };
        assert_eq!(long, want, "{cpu}: relaxed branches");
        let theirs = assemble(dir, cpu, &asm);
        let a = ElfFile64::<object::Endianness>::parse(&*ours).unwrap();
        let b = ElfFile64::<object::Endianness>::parse(&*theirs).unwrap();
        assert_eq!(
            a.elf_header().e_flags.get(object::Endianness::Little),
            b.elf_header().e_flags.get(object::Endianness::Little),
            "{cpu}: e_flags"
        );
        assert_eq!(a.elf_header().e_ident.os_abi, b.elf_header().e_ident.os_abi);
        assert_eq!(
            a.elf_header().e_ident.abi_version,
            b.elf_header().e_ident.abi_version
        );
        let text_a = section(&a, ".text");
        let text_b = section(&b, ".text");
        if text_a != text_b {
            let at = text_a
                .iter()
                .zip(text_b)
                .position(|(x, y)| x != y)
                .unwrap_or(text_a.len().min(text_b.len()));
            panic!(
                "{cpu}: .text differs at byte {at:#x} (ours {} bytes, llvm-mc {})",
                text_a.len(),
                text_b.len()
            );
        }
        let ro_a = section(&a, ".rodata");
        let ro_b = section(&b, ".rodata");
        for (i, (x, y)) in ro_a.chunks(64).zip(ro_b.chunks(64)).enumerate() {
            let info = co.target.info();
            assert_eq!(
                descriptor::decode(x, info),
                descriptor::decode(y, info),
                "{cpu}: descriptor of kernel {i}"
            );
            assert_eq!(x, y, "{cpu}: descriptor bytes of kernel {i}");
        }
        assert_eq!(ro_a.len(), ro_b.len());
        let note_a = section(&a, ".note");
        let note_b = section(&b, ".note");
        assert_eq!(
            metadata::read(trim_note(note_a)),
            metadata::read(trim_note(note_b)),
            "{cpu}: metadata"
        );
        assert_eq!(note_a, note_b, "{cpu}: note bytes");
        assert_eq!(relocs(&a), relocs(&b), "{cpu}: relocations");
        assert_eq!(symbols(&a), symbols(&b), "{cpu}: symbols");
    }
}

/// The descriptor of a note record (drops header, name and padding).
fn trim_note(note: &[u8]) -> &[u8] {
    let descsz = u32::from_le_bytes(note[4..8].try_into().unwrap()) as usize;
    &note[20..20 + descsz]
}

/// Oracle: `llvm-objdump -d` of agc's object prints agc's instructions in
/// order (printed with isa's printer; branches with their label).
#[test]
fn llvm_objdump_disassembles_our_instructions() {
    for cpu in CPUS {
        let co = code_object(cpu, false);
        let tmp = tmpdir(&format!("objdump-{cpu}"));
        let dir = tmp.path();
        let o = dir.join("k.o");
        std::fs::write(&o, agc_emit::relocatable(&co).unwrap()).unwrap();
        let mcpu = format!("--mcpu={cpu}");
        let (dis, err) = run("llvm-objdump", &["-d", &mcpu, s(&o)]);
        assert!(err.is_empty(), "{err}");
        let prep = agc_emit::prepare(&co).unwrap();
        let mut at = 0;
        for code in &prep.text.kernels {
            for li in &code.insts {
                let text = if li.target_block.is_some() {
                    li.inst.opcode.info().name.to_string()
                } else {
                    print(&li.inst, co.target.processor())
                };
                match dis[at..].find(&text) {
                    Some(p) => at += p + text.len(),
                    None => panic!("{cpu}: `{text}` not found in order in:\n{dis}"),
                }
            }
        }
    }
}

/// Oracle: llvm-readelf reads agc's `.o` and `.hsaco` without warnings,
/// and ld.lld links agc's `.o` into a `.hsaco` with the same layout,
/// symbols and resolved descriptors as agc's own `.hsaco`.
#[test]
fn readelf_is_clean_and_lld_agrees_with_our_hsaco() {
    for cpu in CPUS {
        let co = code_object(cpu, cpu == "gfx90a");
        let tmp = tmpdir(&format!("lld-{cpu}"));
        let dir = tmp.path();
        let o = dir.join("k.o");
        let ours_so = dir.join("ours.hsaco");
        let lld_so = dir.join("lld.hsaco");
        std::fs::write(&o, agc_emit::relocatable(&co).unwrap()).unwrap();
        std::fs::write(&ours_so, agc_emit::shared_object(&co).unwrap()).unwrap();
        for f in [&o, &ours_so] {
            let (out, err) = run(
                "llvm-readelf",
                &["-h", "-S", "-s", "-n", "--dyn-syms", "-l", "-r", "-d", s(f)],
            );
            assert!(err.is_empty(), "{cpu} {f:?}: {err}");
            assert!(!out.to_lowercase().contains("warning"), "{out}");
            for needle in [
                "NT_AMDGPU_METADATA",
                "amdhsa.target:   amdgcn-amd-amdhsa--",
                ".name:           store",
                ".symbol:         store.kd",
                ".value_kind:     global_buffer",
                ".value_kind:     hidden_block_count_x",
                ".kernarg_segment_size: 264",
                ".wavefront_size: 64",
                "AMDGPU - HSA",
            ] {
                assert!(out.contains(needle), "{cpu}: `{needle}` missing in\n{out}");
            }
        }
        run("ld.lld", &["-shared", s(&o), "-o", s(&lld_so)]);
        let ours = std::fs::read(&ours_so).unwrap();
        let theirs = std::fs::read(&lld_so).unwrap();
        let a = ElfFile64::<object::Endianness>::parse(&*ours).unwrap();
        let b = ElfFile64::<object::Endianness>::parse(&*theirs).unwrap();
        let e = object::Endianness::Little;
        // Same allocated sections at the same addresses and offsets.
        let alloc = |f: &ElfFile64| -> Vec<(String, u64, u64, u64)> {
            f.sections()
                .filter(|s| s.elf_section_header().sh_flags(e).0 & object::elf::SHF_ALLOC.0 != 0)
                .map(|s| {
                    let h = s.elf_section_header();
                    (
                        s.name().unwrap().to_string(),
                        h.sh_addr(e),
                        h.sh_offset(e),
                        h.sh_size(e),
                    )
                })
                .collect()
        };
        assert_eq!(alloc(&a), alloc(&b), "{cpu}: allocated sections");
        let phdrs = |f: &ElfFile64| -> Vec<(u32, u32, u64, u64, u64, u64)> {
            f.elf_program_headers()
                .iter()
                .map(|p| {
                    (
                        p.p_type.get(e).0,
                        p.p_flags.get(e).0,
                        p.p_offset.get(e),
                        p.p_vaddr.get(e),
                        p.p_filesz.get(e),
                        p.p_memsz.get(e),
                    )
                })
                .collect()
        };
        assert_eq!(phdrs(&a), phdrs(&b), "{cpu}: program headers");
        assert_eq!(
            section(&a, ".rodata"),
            section(&b, ".rodata"),
            "{cpu}: descriptors"
        );
        assert_eq!(section(&a, ".text"), section(&b, ".text"));
        assert_eq!(section(&a, ".note"), section(&b, ".note"));
        let dynsyms = |f: &ElfFile64| -> Vec<(String, u64, u64)> {
            let mut v: Vec<_> = f
                .dynamic_symbols()
                .map(|s| (s.name().unwrap().to_string(), s.address(), s.size()))
                .collect();
            v.sort();
            v
        };
        assert_eq!(dynsyms(&a), dynsyms(&b), "{cpu}: dynamic symbols");
        // Determinism: same input, same bytes.
        assert_eq!(ours, agc_emit::shared_object(&co).unwrap());
    }
}

fn directive(asm: &str, name: &str) -> u16 {
    asm.lines()
        .find_map(|l| l.trim().strip_prefix(name)?.trim().parse().ok())
        .unwrap_or_else(|| panic!("llc printed no {name}"))
}

/// Oracle: llc (LLVM 22, code object V5) for
/// `define amdgpu_kernel void @k(ptr addrspace(1) %p) { store i32 1, ptr
/// addrspace(1) %p; ret void }`: with llc's register counts and ABI, agc's
/// descriptor has the same fields and agc's metadata note is the same
/// document (and the same bytes).
#[test]
fn descriptor_and_metadata_match_llc_for_a_trivial_kernel() {
    let ir = "define amdgpu_kernel void @k(ptr addrspace(1) %p) {\n  \
              store i32 1, ptr addrspace(1) %p\n  ret void\n}\n";
    for cpu in CPUS {
        let tmp = tmpdir(&format!("llc-{cpu}"));
        let dir = tmp.path();
        let ll = dir.join("k.ll");
        let o = dir.join("k.o");
        std::fs::write(&ll, ir).unwrap();
        let mcpu = format!("-mcpu={cpu}");
        let common = [
            "-mtriple=amdgcn-amd-amdhsa",
            &mcpu,
            "--amdhsa-code-object-version=5",
        ];
        let mut args = common.to_vec();
        args.extend([s(&ll), "-o", "-"]);
        let (asm, _) = run("llc", &args);
        let mut args = common.to_vec();
        args.extend(["-filetype=obj", s(&ll), "-o", s(&o)]);
        run("llc", &args);
        let t = Target::parse_id(cpu).unwrap();
        let mut k = base_kernel("k", vec![vec![endpgm()]], Resources::default());
        k.abi = KernelAbi::llc_default(&t);
        k.resources.sgprs = directive(&asm, ".amdhsa_next_free_sgpr");
        k.resources.vgprs = directive(&asm, ".amdhsa_next_free_vgpr");
        let co = CodeObject {
            target: t,
            kernels: vec![k],
            functions: Vec::new(),
            externs: Vec::new(),
            debug: None,
        };
        let ours = agc_emit::relocatable(&co).unwrap();
        let theirs = std::fs::read(&o).unwrap();
        let a = ElfFile64::<object::Endianness>::parse(&*ours).unwrap();
        let b = ElfFile64::<object::Endianness>::parse(&*theirs).unwrap();
        let info = t.info();
        assert_eq!(
            descriptor::decode(section(&a, ".rodata"), info),
            descriptor::decode(section(&b, ".rodata"), info),
            "{cpu}: descriptor fields"
        );
        assert_eq!(
            metadata::read(trim_note(section(&a, ".note"))),
            metadata::read(trim_note(section(&b, ".note"))),
            "{cpu}: metadata"
        );
        assert_eq!(
            section(&a, ".note"),
            section(&b, ".note"),
            "{cpu}: note bytes"
        );
    }
}

/// `s_getpc_b64 s[4:5]; s_add_u32 / s_addc_u32` to callee `c`, then
/// `s_swappc_b64 s[30:31], s[4:5]`.
fn call(c: i32) -> Vec<MInst> {
    vec![
        MInst::new(Opcode::SGetpcB64, &[Reg::s_range(4, 5).into()]),
        MInst::new(
            Opcode::SAddU32,
            &[Reg::s(4).into(), Reg::s(4).into(), Operand::Imm(c)],
        ),
        MInst::new(
            Opcode::SAddcU32,
            &[Reg::s(5).into(), Reg::s(5).into(), Operand::Imm(c)],
        ),
        MInst::new(
            Opcode::SSwappcB64,
            &[Reg::s_range(30, 31).into(), Reg::s_range(4, 5).into()],
        ),
    ]
}

fn ret() -> MInst {
    MInst::new(Opcode::SSetpcB64, &[Reg::s_range(30, 31).into()])
}

/// Two kernels calling device functions: `gf` (global), `lf` (local,
/// with a branch, calling `gf` itself) and, when `with_extern`, `ext`
/// (declared only).
fn calls_object(cpu: &str, with_extern: bool) -> CodeObject {
    let t = Target::parse_id(cpu).unwrap();
    let mut body: Vec<MInst> = call(0);
    body.extend(call(1));
    if with_extern {
        body.extend(call(2));
    }
    body.push(endpgm());
    let res = Resources {
        sgprs: 32,
        vgprs: 2,
        ..Resources::default()
    };
    let k1 = base_kernel("caller", vec![body], res);
    let mut k2 = base_kernel("caller2", vec![call(1), vec![endpgm()]], res);
    k2.abi = KernelAbi::llc_default(&t);
    let gf = agc_emit::Function {
        name: "gf".into(),
        blocks: vec![Block::new(vec![
            MInst::new(
                Opcode::VAddU32,
                &[Reg::v(0).into(), Operand::int(7), Reg::v(0).into()],
            ),
            ret(),
        ])],
        linkage: agc_emit::Linkage::Global,
        long_branch_sgprs: None,
    };
    let mut lf0 = vec![
        MInst::new(
            Opcode::SMovB64,
            &[Reg::s_range(2, 3).into(), Reg::s_range(30, 31).into()],
        ),
        MInst::new(Opcode::SCmpLgU32, &[Reg::s(0).into(), Operand::int(0)]),
        br(Opcode::SCbranchScc1, 2),
    ];
    lf0.extend(call(0));
    let lf = agc_emit::Function {
        name: "lf".into(),
        blocks: vec![
            Block::new(lf0),
            Block::new(vec![MInst::new(
                Opcode::VMovB32,
                &[Reg::v(0).into(), Operand::Literal(1234)],
            )]),
            Block::new(vec![MInst::new(
                Opcode::SSetpcB64,
                &[Reg::s_range(2, 3).into()],
            )]),
        ],
        linkage: agc_emit::Linkage::Local,
        long_branch_sgprs: None,
    };
    CodeObject {
        target: t,
        kernels: vec![k1, k2],
        functions: vec![gf, lf],
        externs: if with_extern {
            vec!["ext".into()]
        } else {
            Vec::new()
        },
        debug: None,
    }
}

/// Function symbols, global and local: name, value, size, kind, binding,
/// visibility.
fn function_symbols(f: &ElfFile64) -> Vec<(String, u64, u64, bool, u8)> {
    let mut v: Vec<_> = f
        .symbols()
        .filter(|s| {
            s.kind() == object::SymbolKind::Text
                || s.is_undefined() && !s.name().unwrap_or("").is_empty()
        })
        .map(|s| {
            let other = match s.flags() {
                object::SymbolFlags::Elf { st_other, .. } => st_other.0,
                _ => 0,
            };
            (
                s.name().unwrap().to_string(),
                s.address(),
                s.size(),
                s.is_global(),
                other,
            )
        })
        .collect();
    v.sort();
    v
}

/// `.rela.text`: offset, type, addend and the symbol's name (a section
/// symbol by its section's name).
fn text_relocs(f: &ElfFile64) -> Vec<(u64, String, i64, String)> {
    let text = f.section_by_name(".text").unwrap();
    let mut v: Vec<_> = text
        .relocations()
        .map(|(off, r)| {
            let sym = match r.target() {
                object::RelocationTarget::Symbol(i) => {
                    let s = f.symbol_by_index(i).unwrap();
                    match s.kind() {
                        object::SymbolKind::Section => f
                            .section_by_index(s.section_index().unwrap())
                            .unwrap()
                            .name()
                            .unwrap()
                            .to_string(),
                        _ => s.name().unwrap().to_string(),
                    }
                }
                other => format!("{other:?}"),
            };
            (off, format!("{:?}", r.flags()), r.addend(), sym)
        })
        .collect();
    v.sort();
    v
}

/// Oracle: llvm-mc assembles agc's assembly of a module with calls (a
/// global and a local device function, an extern; `.type`/`.size`,
/// `f@rel32@lo+4` / `f@rel32@hi+12`) into the same `.text` bytes, the
/// same `.text` relocations (a local callee against `.text` plus its
/// offset, as llvm-mc converts them) and the same function symbols as
/// agc's relocatable object.
#[test]
fn llvm_mc_reproduces_our_object_with_calls() {
    for cpu in CPUS {
        let co = calls_object(cpu, true);
        let tmp = tmpdir(&format!("mc-calls-{cpu}"));
        let dir = tmp.path();
        let asm = agc_emit::assembly(&co).unwrap();
        assert!(
            asm.contains("gf@rel32@lo+4") && asm.contains("ext@rel32@hi+12"),
            "{asm}"
        );
        let ours = agc_emit::relocatable(&co).unwrap();
        let theirs = assemble(dir, cpu, &asm);
        let a = ElfFile64::<object::Endianness>::parse(&*ours).unwrap();
        let b = ElfFile64::<object::Endianness>::parse(&*theirs).unwrap();
        assert_eq!(section(&a, ".text"), section(&b, ".text"), "{cpu}: .text");
        assert_eq!(
            section(&a, ".rodata"),
            section(&b, ".rodata"),
            "{cpu}: descriptors"
        );
        assert_eq!(text_relocs(&a), text_relocs(&b), "{cpu}: .text relocations");
        assert_eq!(
            text_relocs(&a).len(),
            2 * 5,
            "{cpu}: two relocations per call"
        );
        assert_eq!(relocs(&a), relocs(&b), "{cpu}: .rodata relocations");
        assert_eq!(
            function_symbols(&a),
            function_symbols(&b),
            "{cpu}: function symbols"
        );
        assert_eq!(symbols(&a), symbols(&b), "{cpu}: global symbols");
    }
}

/// Oracles: llvm-readelf shows the function symbols' types, bindings,
/// visibilities and sizes and the call relocations; llvm-objdump -dr
/// prints each relocation under its call; a shared object cannot be
/// written while a call targets an extern.
#[test]
fn readelf_and_objdump_show_function_symbols_and_call_relocations() {
    let co = calls_object("gfx942", true);
    let tmp = tmpdir("readelf-calls");
    let dir = tmp.path();
    let o = dir.join("k.o");
    std::fs::write(&o, agc_emit::relocatable(&co).unwrap()).unwrap();
    let (out, err) = run("llvm-readelf", &["-s", "-r", s(&o)]);
    assert!(
        err.is_empty() && !out.to_lowercase().contains("warning"),
        "{err}{out}"
    );
    let prep = agc_emit::prepare(&co).unwrap();
    let (gf, lf) = (&prep.text.functions[0], &prep.text.functions[1]);
    for want in [
        format!(
            "{:016x}     {} FUNC    GLOBAL HIDDEN      1 gf",
            gf.text_offset, gf.size
        ),
        format!(
            "{:016x}    {} FUNC    LOCAL  DEFAULT     1 lf",
            lf.text_offset, lf.size
        ),
        "0000000000000000     0 NOTYPE  GLOBAL HIDDEN    UND ext".to_string(),
        format!("R_AMDGPU_REL32_LO      {:016x} gf + 4", gf.text_offset),
        format!("R_AMDGPU_REL32_HI      {:016x} gf + c", gf.text_offset),
        format!(
            "R_AMDGPU_REL32_HI      0000000000000000 .text + {:x}",
            lf.text_offset + 12
        ),
        format!(
            "R_AMDGPU_REL32_LO      0000000000000000 .text + {:x}",
            lf.text_offset + 4
        ),
        "R_AMDGPU_REL32_HI      0000000000000000 ext + c".to_string(),
    ] {
        assert!(out.contains(&want), "`{want}` missing in\n{out}");
    }
    let (dis, _) = run("llvm-objdump", &["-dr", "--mcpu=gfx942", s(&o)]);
    assert!(dis.contains("<lf>:") && dis.contains("<gf>:"), "{dis}");
    let lo = dis
        .find("R_AMDGPU_REL32_LO\text+0x4")
        .expect("ext relocation");
    assert!(dis[lo..].contains("R_AMDGPU_REL32_HI\text+0xc"), "{dis}");
    let e = agc_emit::shared_object(&co).unwrap_err();
    assert!(
        matches!(&e, agc_emit::EmitError::UndefinedCallee { caller, callee } if caller == "caller" && callee == "ext"),
        "{e:?}"
    );
}

/// Oracle: ld.lld links agc's object with calls into the same `.text`
/// (every call distance resolved the same way) and the same function
/// symbols (local in the loaded object) as agc's own `.hsaco`.
#[test]
fn lld_resolves_calls_like_our_hsaco() {
    for cpu in CPUS {
        let co = calls_object(cpu, false);
        let tmp = tmpdir(&format!("lld-calls-{cpu}"));
        let dir = tmp.path();
        let o = dir.join("k.o");
        let lld_so = dir.join("lld.hsaco");
        std::fs::write(&o, agc_emit::relocatable(&co).unwrap()).unwrap();
        run("ld.lld", &["-shared", s(&o), "-o", s(&lld_so)]);
        let ours = agc_emit::shared_object(&co).unwrap();
        let theirs = std::fs::read(&lld_so).unwrap();
        let a = ElfFile64::<object::Endianness>::parse(&*ours).unwrap();
        let b = ElfFile64::<object::Endianness>::parse(&*theirs).unwrap();
        assert_eq!(section(&a, ".text"), section(&b, ".text"), "{cpu}: .text");
        assert_eq!(
            section(&a, ".rodata"),
            section(&b, ".rodata"),
            "{cpu}: descriptors"
        );
        assert_eq!(
            function_symbols(&a),
            function_symbols(&b),
            "{cpu}: function symbols"
        );
        let (out, err) = run("llvm-readelf", &["-s", "-r", "--dyn-syms", s(&lld_so)]);
        assert!(err.is_empty(), "{err}");
        assert!(
            out.contains("There are no relocations in this file."),
            "{out}"
        );
    }
}
