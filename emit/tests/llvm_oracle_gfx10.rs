//! GFX10 kernel descriptors against LLVM 22.
//!
//! Oracle: `llvm-mc -filetype=obj` of agc's assembly (its `.amdhsa_*`
//! directives and the code) gives the same descriptor bytes and `.text`
//! as agc's own object (and the same e_flags but for the generic target),
//! on gfx1010 (xnack any, on and off), gfx1030, gfx1036 and
//! gfx10-3-generic, in wave32 and wave64, WGP and CU mode.
//! GFX10's descriptor (seed 002, compute_pgm_rsrc1-3 for GFX10-GFX11):
//! wave32 in the kernel code properties, WGP_MODE, MEM_ORDERED and
//! FWD_PROGRESS in rsrc1, rsrc3's SHARED_VGPR_COUNT and no
//! INST_PREF_SIZE (GFX11's), the private segment buffer and flat scratch
//! init user SGPRs (no architected flat scratch), the SGPR block count
//! reserved.
//!
//! Oracle 2: llc-22 (code object V5) of a trivial kernel on gfx1010,
//! gfx1030 and gfx1036 in both wave sizes and modes: with llc's register
//! counts, agc's descriptor has llc's fields, and agc prints llc's
//! `.amdhsa_*` directives in llc's order.
//!
//! A missing tool is a test failure with a message, never a skip.

use agc_emit::descriptor;
use agc_emit::kernel::{
    Access, AddressSpace, ArgKind, Block, CodeObject, Kernel, KernelAbi, KernelArg, KernelAttrs,
    Resources,
};
use agc_isa::insts::Opcode;
use agc_isa::minst::{MInst, Operand, SImm13};
use agc_isa::print::waitcnt_imm_in;
use agc_isa::processors::Generation;
use agc_isa::regs::Reg;
use agc_isa::target::Target;
use agc_tests::llvm_tool;
use object::read::elf::ElfFile64;
use object::{Object, ObjectSection};
use std::process::Command;

fn section<'a>(f: &'a ElfFile64<'a>, name: &str) -> &'a [u8] {
    f.section_by_name(name)
        .unwrap_or_else(|| panic!("no section {name}"))
        .data()
        .unwrap()
}

/// `s_load_dwordx2 s[2:3], s[0:1], 0x0`, `s_waitcnt lgkmcnt(0)`,
/// `global_store_dword v0, v1, s[2:3] offset:16`, `s_endpgm`: the kernel
/// `k(ptr addrspace(1) %p)` storing 1, in GFX10's instructions; with
/// `vgprs` VGPRs and `sgprs` SGPRs allocated.
fn store_kernel(t: &Target, vgprs: u16, sgprs: u16) -> Kernel {
    let lgkm0 = waitcnt_imm_in(Generation::Gfx10, 63, 7, 0).unwrap();
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
        MInst::new(Opcode::SWaitcnt, &[Operand::Imm(lgkm0)]),
        MInst::new(
            Opcode::GlobalStoreDword,
            &[
                Reg::v(0).into(),
                Reg::v(1).into(),
                Reg::s_range(2, 3).into(),
            ],
        )
        .with_global_offset(SImm13(16)),
        MInst::new(Opcode::SEndpgm, &[]),
    ];
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
        blocks: vec![Block::new(insts)],
        resources: Resources {
            sgprs,
            vgprs,
            ..Resources::default()
        },
        abi: KernelAbi::llc_default(t),
        args,
        kernarg_size: 264,
        kernarg_align: 8,
        attrs: KernelAttrs::default(),
        long_branch_sgprs: None,
    }
}

#[test]
fn llvm_mc_reproduces_our_gfx10_descriptors() {
    let mut checked = 0;
    for cpu in [
        "gfx1010",
        "gfx1010:xnack+",
        "gfx1010:xnack-",
        "gfx1030",
        "gfx1036",
        "gfx10-3-generic",
    ] {
        for wave64 in [false, true] {
            for cumode in [false, true] {
                // VGPR counts across GFX10's granules (8 in wave32, 4 in
                // wave64), and an SGPR count past the first block.
                for (vgprs, sgprs) in [(2, 4), (9, 4), (33, 40)] {
                    let mut t = Target::parse_id(cpu).unwrap();
                    t.set_feature("wavefrontsize64", wave64).unwrap();
                    t.set_feature("cumode", cumode).unwrap();
                    let co = CodeObject {
                        target: t,
                        kernels: vec![store_kernel(&t, vgprs, sgprs)],
                        functions: Vec::new(),
                        externs: Vec::new(),
                        debug: None,
                    };
                    let what = format!("{cpu} wave64={wave64} cumode={cumode} v{vgprs} s{sgprs}");
                    let asm = agc_emit::assembly(&co).unwrap();
                    let ours = agc_emit::relocatable(&co).unwrap();
                    let tmp = agc_tests::scratch_dir("agc-emit-gfx10-mc-");
                    let (sp, op) = (tmp.path().join("k.s"), tmp.path().join("k.o"));
                    std::fs::write(&sp, &asm).unwrap();
                    let name = cpu.split(':').next().unwrap();
                    let mattr = format!(
                        "-mattr={}wavefrontsize64,{}cumode{}",
                        if wave64 { "+" } else { "-" },
                        if cumode { "+" } else { "-" },
                        match cpu.split_once(':') {
                            Some((_, "xnack+")) => ",+xnack",
                            Some((_, "xnack-")) => ",-xnack",
                            _ => "",
                        }
                    );
                    let out = Command::new(llvm_tool("llvm-mc"))
                        .args(["-triple=amdgcn-amd-amdhsa", "-filetype=obj"])
                        .arg(format!("-mcpu={name}"))
                        .arg(&mattr)
                        .arg(&sp)
                        .arg("-o")
                        .arg(&op)
                        .output()
                        .expect("run llvm-mc");
                    let err = String::from_utf8_lossy(&out.stderr);
                    assert!(
                        out.status.success() && err.is_empty(),
                        "{what}: llvm-mc:\n{err}\n{asm}"
                    );
                    let theirs = std::fs::read(&op).unwrap();
                    let a = ElfFile64::<object::Endianness>::parse(&*ours).unwrap();
                    let b = ElfFile64::<object::Endianness>::parse(&*theirs).unwrap();
                    assert_eq!(
                        section(&a, ".rodata"),
                        section(&b, ".rodata"),
                        "{what}: descriptor bytes\n{asm}"
                    );
                    assert_eq!(section(&a, ".text"), section(&b, ".text"), "{what}: .text");
                    // A generic target needs code object V6: agc writes V5
                    // (the driver refuses generic targets for it) and llvm-mc
                    // then drops the generic version, so only the others'
                    // e_flags compare.
                    if t.info().generic.is_none() {
                        assert_eq!(a.flags(), b.flags(), "{what}: e_flags");
                    }
                    // The fields GFX10 has and GFX11's INST_PREF_SIZE absent.
                    let fields = descriptor::decode(section(&a, ".rodata"), t.info());
                    let get = |n: &str| fields.iter().find(|f| f.0 == n).map(|f| f.1);
                    assert_eq!(
                        get("enable_wavefront_size32"),
                        Some(!wave64 as u64),
                        "{what}"
                    );
                    assert_eq!(get("wgp_mode"), Some(!cumode as u64), "{what}");
                    assert_eq!(get("inst_pref_size"), None, "{what}");
                    assert_eq!(get("granulated_wavefront_sgpr_count"), Some(0), "{what}");
                    let g = if wave64 { 4 } else { 8 };
                    assert_eq!(
                        get("granulated_workitem_vgpr_count"),
                        Some((vgprs as u64).div_ceil(g) - 1),
                        "{what}"
                    );
                    checked += 1;
                }
            }
        }
    }
    assert_eq!(checked, 6 * 2 * 2 * 3);
}

/// The `.amdhsa_*` directive names of an assembly text, in order.
fn directive_names(asm: &str) -> Vec<String> {
    asm.lines()
        .map(str::trim)
        .filter(|l| l.starts_with(".amdhsa_") && !l.starts_with(".amdhsa_kernel"))
        .map(|l| l.split_whitespace().next().unwrap().to_string())
        .collect()
}

fn number(asm: &str, name: &str) -> u16 {
    asm.lines()
        .find_map(|l| l.trim().strip_prefix(name)?.trim().parse().ok())
        .unwrap_or_else(|| panic!("llc printed no {name}"))
}

/// Oracle: llc-22 for `define amdgpu_kernel void @k(ptr addrspace(1) %p)
/// { store i32 1, ptr addrspace(1) %p; ret void }`.
#[test]
fn descriptor_and_directives_match_llc_gfx10() {
    let ir = "define amdgpu_kernel void @k(ptr addrspace(1) %p) {\n  \
              store i32 1, ptr addrspace(1) %p\n  ret void\n}\n";
    for cpu in ["gfx1010", "gfx1030", "gfx1036"] {
        for wave64 in [false, true] {
            for cumode in [false, true] {
                let tmp = agc_tests::scratch_dir("agc-emit-gfx10-llc-");
                let (ll, o) = (tmp.path().join("k.ll"), tmp.path().join("k.o"));
                std::fs::write(&ll, ir).unwrap();
                let mattr = format!(
                    "-mattr={}wavefrontsize64,{}cumode",
                    if wave64 { "+" } else { "-" },
                    if cumode { "+" } else { "-" }
                );
                let llc = |extra: &[&std::ffi::OsStr]| {
                    let out = Command::new(llvm_tool("llc"))
                        .args([
                            "-mtriple=amdgcn-amd-amdhsa",
                            "--amdhsa-code-object-version=5",
                        ])
                        .arg(format!("-mcpu={cpu}"))
                        .arg(&mattr)
                        .args(extra)
                        .output()
                        .expect("run llc");
                    assert!(
                        out.status.success(),
                        "llc: {}",
                        String::from_utf8_lossy(&out.stderr)
                    );
                    String::from_utf8_lossy(&out.stdout).into_owned()
                };
                let asm = llc(&[ll.as_os_str(), "-o".as_ref(), "-".as_ref()]);
                llc(&[
                    "-filetype=obj".as_ref(),
                    ll.as_os_str(),
                    "-o".as_ref(),
                    o.as_os_str(),
                ]);
                let mut t = Target::parse_id(cpu).unwrap();
                t.set_feature("wavefrontsize64", wave64).unwrap();
                t.set_feature("cumode", cumode).unwrap();
                let mut k = store_kernel(
                    &t,
                    number(&asm, ".amdhsa_next_free_vgpr"),
                    number(&asm, ".amdhsa_next_free_sgpr"),
                );
                k.resources.uses_vcc = asm.contains(".amdhsa_reserve_vcc 1");
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
                assert_eq!(
                    descriptor::decode(section(&a, ".rodata"), info),
                    descriptor::decode(section(&b, ".rodata"), info),
                    "{what}: descriptor fields\n{asm}"
                );
                assert_eq!(a.flags(), b.flags(), "{what}: e_flags");
                let our_asm = agc_emit::assembly(&co).unwrap();
                assert_eq!(
                    directive_names(&our_asm),
                    directive_names(&asm),
                    "{what}: .amdhsa_* directives"
                );
            }
        }
    }
}
