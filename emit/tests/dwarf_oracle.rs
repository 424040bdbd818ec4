//! Oracle tests for DWARF output: agc's debug sections against LLVM 22's
//! tools.
//!
//! Oracles (test oracles only; no LLVM code is used by the library):
//! - `llvm-dwarfdump --verify` must accept agc's `.o`, agc's `.hsaco` and
//!   what `ld.lld -shared` makes of the `.o`;
//! - `llvm-dwarfdump --debug-line` must show the rows worked out by hand
//!   below (address, line, column, file, is_stmt) and the file names;
//! - `llvm-mc` assembling agc's `.file`/`.loc` assembly must build the
//!   same rows and file table;
//! - `llvm-readelf -S -r` must list the sections and relocations without
//!   warnings;
//! - `llvm-dwarfdump --debug-info` must show the compile unit and one
//!   subprogram per kernel at the right addresses.
//!
//! A missing tool is a test failure with a message, never a skip.

use agc_emit::kernel::{
    Block, CodeObject, DebugInfo, EmitError, Kernel, KernelAbi, KernelAttrs, Resources, SrcPos,
};
use agc_isa::insts::Opcode;
use agc_isa::minst::{MInst, Operand};
use agc_isa::regs::Reg;
use agc_isa::target::Target;
use agc_tests::llvm_tool as llvm_bin;
use agc_tests::scratch_dir;
use agc_tests::tempfile::TempDir;
use object::{Object, ObjectSection};
use std::path::{Path, PathBuf};
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
    scratch_dir(&format!("agc-dwarf-{name}-"))
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

fn kernel(name: &str, blocks: Vec<Block>) -> Kernel {
    Kernel {
        name: name.into(),
        blocks,
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
    }
}

fn at(file: u32, line: u32, column: u32) -> Option<SrcPos> {
    Some(SrcPos { file, line, column })
}

fn nop() -> MInst {
    MInst::new(Opcode::SNop, &[Operand::Imm(0)])
}

fn endpgm() -> MInst {
    MInst::new(Opcode::SEndpgm, &[])
}

fn block(insts: Vec<(MInst, Option<SrcPos>)>) -> Block {
    let (insts, locs) = insts.into_iter().unzip();
    Block { insts, locs }
}

/// Three kernels; the expected rows are in [`expected_rows`].
fn code_object(cpu: &str) -> CodeObject {
    let t = Target::parse_id(cpu).unwrap();
    let first = kernel(
        "first",
        vec![block(vec![
            (
                MInst::new(Opcode::VMovB32, &[Reg::v(0).into(), Operand::Literal(1234)]),
                at(0, 3, 5),
            ),
            (nop(), at(0, 3, 5)),
            (nop(), at(1, 10, 2)),
            (nop(), None),
            (nop(), at(2, 8, 0)),
            (endpgm(), at(0, 4, 1)),
        ])],
    );
    let second = kernel(
        "second",
        vec![
            block(vec![(
                MInst::new(Opcode::SCbranchScc1, &[Operand::Imm(1)]),
                at(0, 4, 1),
            )]),
            block(vec![(endpgm(), at(3, 7, 0))]),
        ],
    );
    let third = kernel("third", vec![Block::new(vec![endpgm()])]);
    CodeObject {
        target: t,
        kernels: vec![first, second, third],
        functions: Vec::new(),
        externs: Vec::new(),
        debug: Some(DebugInfo {
            producer: "agc test".into(),
            comp_dir: "/src".into(),
            files: vec![
                "main.cl".into(),
                "inc/h.h".into(),
                "/usr/include/x.h".into(),
                "main.cl".into(),
            ],
            language: Some(0x15),
        }),
    }
}

/// A line table row as llvm-dwarfdump prints it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Row {
    address: u64,
    line: u32,
    column: u32,
    file: u32,
    is_stmt: bool,
    end_sequence: bool,
}

/// Worked out by hand from [`code_object`] and the rules of the `dwarf`
/// module doc, `.text` at `base`, ending at `end`.
fn expected_rows(base: u64, end: u64) -> Vec<Row> {
    let r = |address: u64, line, column, file, is_stmt| Row {
        address: base + address,
        line,
        column,
        file,
        is_stmt,
        end_sequence: false,
    };
    vec![
        r(0x0, 3, 5, 0, true),
        r(0xc, 10, 2, 1, true),
        r(0x10, 0, 0, 1, false),
        r(0x14, 8, 0, 2, true),
        r(0x18, 4, 1, 0, true),
        r(0x100, 4, 1, 0, true),
        r(0x104, 7, 0, 0, true),
        r(0x200, 0, 0, 0, false),
        Row {
            address: base + end,
            line: 0,
            column: 0,
            file: 0,
            is_stmt: false,
            end_sequence: true,
        },
    ]
}

/// The rows of `llvm-dwarfdump --debug-line`.
fn line_rows(path: &Path) -> Vec<Row> {
    let (out, err) = run("llvm-dwarfdump", &["--debug-line", s(path)]);
    assert!(err.is_empty(), "llvm-dwarfdump warned: {err}");
    out.lines()
        .filter(|l| l.starts_with("0x"))
        .map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            Row {
                address: u64::from_str_radix(&f[0][2..], 16).unwrap(),
                line: f[1].parse().unwrap(),
                column: f[2].parse().unwrap(),
                file: f[3].parse().unwrap(),
                is_stmt: f[7..].contains(&"is_stmt"),
                end_sequence: f[7..].contains(&"end_sequence"),
            }
        })
        .collect()
}

/// The file table of `llvm-dwarfdump --debug-line`: (directory, name).
fn line_files(path: &Path) -> Vec<(String, String)> {
    let (out, _) = run("llvm-dwarfdump", &["--debug-line", s(path)]);
    let quoted = |l: &str| l.split('"').nth(1).unwrap().to_string();
    let dirs: Vec<String> = out
        .lines()
        .filter(|l| l.starts_with("include_directories["))
        .map(quoted)
        .collect();
    let mut files = Vec::new();
    let mut name = None;
    for l in out.lines().map(str::trim) {
        if let Some(n) = l.strip_prefix("name: ") {
            name = Some(quoted(n));
        } else if let Some(d) = l.strip_prefix("dir_index: ") {
            let d: usize = d.parse().unwrap();
            files.push((dirs[d].clone(), name.take().unwrap()));
        }
    }
    files
}

fn expected_files() -> Vec<(String, String)> {
    [("/src", "main.cl"), ("inc", "h.h"), ("/usr/include", "x.h")]
        .iter()
        .map(|(d, n)| (d.to_string(), n.to_string()))
        .collect()
}

/// Address and size of `.text`.
fn text_range(bytes: &[u8]) -> (u64, u64) {
    let f = object::File::parse(bytes).unwrap();
    let t = f.section_by_name(".text").unwrap();
    (t.address(), t.size())
}

fn verify(path: &Path) {
    let (out, err) = run("llvm-dwarfdump", &["--verify", s(path)]);
    assert!(out.contains("No errors."), "{}:\n{out}\n{err}", s(path));
}

struct Files {
    obj: PathBuf,
    so: PathBuf,
    asm: PathBuf,
    obj_bytes: Vec<u8>,
    so_bytes: Vec<u8>,
}

fn write_all(cpu: &str, dir: &Path) -> Files {
    let co = code_object(cpu);
    let obj_bytes = agc_emit::relocatable(&co).unwrap();
    let so_bytes = agc_emit::shared_object(&co).unwrap();
    let obj = dir.join("k.o");
    let so = dir.join("k.hsaco");
    let asm = dir.join("k.s");
    std::fs::write(&obj, &obj_bytes).unwrap();
    std::fs::write(&so, &so_bytes).unwrap();
    std::fs::write(&asm, agc_emit::assembly(&co).unwrap()).unwrap();
    Files {
        obj,
        so,
        asm,
        obj_bytes,
        so_bytes,
    }
}

const CPUS: [&str; 2] = ["gfx900", "gfx942"];

/// Oracle: `llvm-dwarfdump --verify` accepts agc's `.o` and `.hsaco`, and
/// their line tables have the hand-computed rows and files (the `.hsaco`
/// at the final `.text` address).
#[test]
fn dwarfdump_verifies_and_rows_are_as_computed() {
    for cpu in CPUS {
        let tmp = tmpdir(&format!("rows-{cpu}"));
        let dir = tmp.path();
        let f = write_all(cpu, dir);
        verify(&f.obj);
        verify(&f.so);
        let (base, size) = text_range(&f.obj_bytes);
        assert_eq!(base, 0);
        assert_eq!(line_rows(&f.obj), expected_rows(0, size), "{cpu} .o");
        let (base, size) = text_range(&f.so_bytes);
        assert_ne!(base, 0);
        assert_eq!(line_rows(&f.so), expected_rows(base, size), "{cpu} .hsaco");
        assert_eq!(line_files(&f.obj), expected_files());
        assert_eq!(line_files(&f.so), expected_files());
    }
}

/// Oracle: llvm-mc assembling agc's `.file`/`.loc` directives builds the
/// same line rows and file table as agc's own object.
#[test]
fn llvm_mc_builds_the_same_line_table_from_our_assembly() {
    for cpu in CPUS {
        let tmp = tmpdir(&format!("mc-{cpu}"));
        let dir = tmp.path();
        let f = write_all(cpu, dir);
        let mc = dir.join("mc.o");
        let triple = "-triple=amdgcn-amd-amdhsa";
        let mcpu = format!("-mcpu={cpu}");
        run(
            "llvm-mc",
            &[triple, &mcpu, "-filetype=obj", s(&f.asm), "-o", s(&mc)],
        );
        let ours = line_rows(&f.obj);
        let theirs = line_rows(&mc);
        assert_eq!(ours, theirs, "{cpu}");
        assert_eq!(line_files(&mc), expected_files());
    }
}

/// Oracle: `llvm-readelf -S -r` reads both files without warnings; the
/// `.o` relocates addresses with `R_AMDGPU_ABS64` against `.text` and
/// section offsets with `R_AMDGPU_ABS32` against the debug sections, as
/// llc does; the `.hsaco` keeps the debug sections, unrelocated.
#[test]
fn readelf_shows_debug_sections_and_relocations() {
    let tmp = tmpdir("readelf");
    let dir = tmp.path();
    let f = write_all("gfx942", dir);
    let (out, err) = run("llvm-readelf", &["-S", "-r", s(&f.obj)]);
    assert!(err.is_empty(), "llvm-readelf warned: {err}");
    for sect in [
        ".debug_abbrev",
        ".debug_info",
        ".rela.debug_info",
        ".debug_str",
        ".debug_line",
        ".rela.debug_line",
        ".debug_line_str",
        ".debug_aranges",
        ".rela.debug_aranges",
    ] {
        assert!(out.contains(&format!(" {sect} ")), "no {sect}:\n{out}");
    }
    let rela = |name: &str| -> Vec<String> {
        let start = out
            .find(&format!("Relocation section '{name}'"))
            .unwrap_or_else(|| panic!("no {name}"));
        out[start..]
            .lines()
            .skip(2)
            .take_while(|l| !l.trim().is_empty())
            .map(|l| {
                let f: Vec<&str> = l.split_whitespace().collect();
                format!("{} {} {}", f[2], f[4], f[6])
            })
            .collect()
    };
    let info = rela(".rela.debug_info");
    for want in [
        "R_AMDGPU_ABS32 .debug_abbrev 0",
        "R_AMDGPU_ABS32 .debug_line 0",
        "R_AMDGPU_ABS64 .text 0",
        "R_AMDGPU_ABS64 .text 100",
        "R_AMDGPU_ABS64 .text 200",
    ] {
        assert!(info.contains(&want.to_string()), "{want} not in {info:?}");
    }
    assert!(info
        .iter()
        .any(|r| r.starts_with("R_AMDGPU_ABS32 .debug_str ")));
    assert_eq!(
        rela(".rela.debug_line")[0..1],
        ["R_AMDGPU_ABS32 .debug_line_str 0"]
    );
    assert!(rela(".rela.debug_line").contains(&"R_AMDGPU_ABS64 .text 0".to_string()));
    assert_eq!(
        rela(".rela.debug_aranges"),
        [
            "R_AMDGPU_ABS32 .debug_info 0",
            "R_AMDGPU_ABS64 .text 0",
            "R_AMDGPU_ABS64 .text 100",
            "R_AMDGPU_ABS64 .text 200"
        ]
    );

    let (out, err) = run("llvm-readelf", &["-S", "-r", s(&f.so)]);
    assert!(err.is_empty(), "llvm-readelf warned: {err}");
    assert!(out.contains(" .debug_info "), "{out}");
    assert!(out.contains(" .debug_line "), "{out}");
    assert!(!out.contains(".rela.debug"), "{out}");
    assert!(out.contains("There are no relocations"), "{out}");
}

/// Oracle: `ld.lld -shared` links agc's `.o`; the linked file verifies
/// and has the same line rows and compile unit as agc's own `.hsaco`.
#[test]
fn lld_links_our_object_and_keeps_the_debug_info() {
    let tmp = tmpdir("lld");
    let dir = tmp.path();
    let f = write_all("gfx942", dir);
    let linked = dir.join("lld.hsaco");
    run("ld.lld", &["-shared", s(&f.obj), "-o", s(&linked)]);
    verify(&linked);
    assert_eq!(line_rows(&linked), line_rows(&f.so));
    let info = |p: &Path| run("llvm-dwarfdump", &["--debug-info", s(p)]).0;
    let strip = |t: String| t.lines().skip(1).collect::<Vec<_>>().join("\n");
    assert_eq!(strip(info(&linked)), strip(info(&f.so)));
}

/// Oracle: `llvm-dwarfdump --debug-info` shows the compile unit and a
/// subprogram per kernel with agc's names, addresses and sizes.
#[test]
fn debug_info_names_each_kernel() {
    let tmp = tmpdir("info");
    let dir = tmp.path();
    let f = write_all("gfx942", dir);
    let (base, _) = text_range(&f.so_bytes);
    let (out, _) = run("llvm-dwarfdump", &["--debug-info", s(&f.so)]);
    for want in [
        "version = 0x0005",
        "addr_size = 0x08",
        "DW_AT_producer\t(\"agc test\")",
        "DW_AT_language\t(DW_LANG_OpenCL)",
        "DW_AT_name\t(\"main.cl\")",
        "DW_AT_comp_dir\t(\"/src\")",
        "DW_AT_calling_convention\t(DW_CC_LLVM_DeviceKernel)",
    ] {
        assert!(out.contains(want), "{want} missing:\n{out}");
    }
    for (name, off, size) in [
        ("first", 0, 0x1c),
        ("second", 0x100, 8),
        ("third", 0x200, 4),
    ] {
        let at = out
            .find(&format!("DW_AT_name\t(\"{name}\")"))
            .unwrap_or_else(|| panic!("no {name}:\n{out}"));
        let die = &out[out[..at].rfind("DW_TAG_subprogram").unwrap()..at];
        let low = format!("DW_AT_low_pc\t(0x{:016x})", base + off);
        let high = format!("DW_AT_high_pc\t(0x{:016x})", base + off + size);
        assert!(die.contains(&low), "{name}: {low} not in {die}");
        assert!(die.contains(&high), "{name}: {high} not in {die}");
    }
}

/// Oracle: byte equality; the same input gives the same bytes twice.
#[test]
fn debug_output_is_deterministic() {
    let a = code_object("gfx942");
    let b = code_object("gfx942");
    assert_eq!(
        agc_emit::relocatable(&a).unwrap(),
        agc_emit::relocatable(&b).unwrap()
    );
    assert_eq!(
        agc_emit::shared_object(&a).unwrap(),
        agc_emit::shared_object(&b).unwrap()
    );
    assert_eq!(
        agc_emit::assembly(&a).unwrap(),
        agc_emit::assembly(&b).unwrap()
    );
}

/// Bad debug input is an error, not a panic (oracle: the errors the
/// `kernel` module doc promises).
#[test]
fn bad_debug_input_is_an_error() {
    let mut co = code_object("gfx942");
    co.kernels[0].blocks[0].locs[1] = at(9, 1, 1);
    assert_eq!(
        agc_emit::relocatable(&co).unwrap_err(),
        EmitError::BadDebugFile {
            kernel: "first".into(),
            block: 0,
            file: 9
        }
    );
    let mut co = code_object("gfx942");
    co.debug.as_mut().unwrap().files.clear();
    assert!(matches!(
        agc_emit::shared_object(&co),
        Err(EmitError::BadDebugInfo(_))
    ));
    // Without debug info, positions are ignored and no section is written.
    let mut co = code_object("gfx942");
    co.debug = None;
    let bytes = agc_emit::relocatable(&co).unwrap();
    let f = object::File::parse(&*bytes).unwrap();
    assert!(f
        .sections()
        .all(|s| !s.name().unwrap().starts_with(".debug")));
    assert!(!agc_emit::assembly(&co).unwrap().contains(".loc"));
}
