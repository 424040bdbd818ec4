//! `agc run`'s limits: hostile sizes, files, ranges and grids end as
//! located diagnostics (E0205 for a bad argument, E0206 for what the
//! kernel itself demands), never as an abort, a hang or memory exhaustion.
//!
//! Each test calls [`agc::run::run`], the entry point of the subcommand,
//! and states what happened before the limits existed. The oracles are
//! the documented limits (`--max-memory`, `--max-work-items`,
//! `--max-steps`, their defaults in `agc::run`), the hardware's private
//! segment limit (GFX9 COMPUTE_TMPRING_SIZE.WAVESIZE: 8191 KiB per wave,
//! 131056 bytes per work-item in wave64), and `file()`'s documented
//! contract (the file's bytes, exactly the buffer's size).

use agc::ir::ErrorCode;
use agc::run::{parse_size, run, RunArgs};
use agc::{Emit, Options};
use object::{Object, ObjectSection, ObjectSymbol};

const VADD: &str = include_str!("../examples/vadd.agc");

fn args(input: &str, grid: &str, a: &[&str]) -> RunArgs {
    RunArgs {
        input: input.into(),
        args: a.iter().map(|s| s.to_string()).collect(),
        grid: grid.into(),
        quiet: true,
        ..RunArgs::default()
    }
}

/// Runs `agc run`; the diagnostics' codes and messages, or the output.
fn go(r: &RunArgs, input: &[u8]) -> Result<String, Vec<(ErrorCode, String)>> {
    let mut out = Vec::new();
    run(r, &Options::default(), input, &mut out)
        .map(|()| String::from_utf8_lossy(&out).into_owned())
        .map_err(|ds| ds.into_iter().map(|d| (d.code, d.message)).collect())
}

/// Asserts one diagnostic of `code` whose message contains every `part`.
fn expect_error(r: &RunArgs, input: &[u8], code: ErrorCode, parts: &[&str]) {
    match go(r, input) {
        Ok(out) => panic!("expected {code}, the run succeeded:\n{out}"),
        Err(ds) => {
            assert_eq!(ds.len(), 1, "{ds:?}");
            let (c, m) = &ds[0];
            assert_eq!(*c, code, "{m}");
            for p in parts {
                assert!(m.contains(p), "`{m}` does not mention `{p}`");
            }
        }
    }
}

fn vadd_args(a: &str) -> Vec<&str> {
    vec![a, "b=f32[8]", "c=f32[8]", "n=8"]
}

/// vadd compiled for gfx942 into a loadable object.
fn vadd_object() -> Vec<u8> {
    let options = Options {
        target: agc::target::resolve(agc::DEFAULT_TRIPLE, Some("gfx942"), "").unwrap(),
        emit: vec![Emit::Link],
        ..Options::default()
    };
    agc::compile_text(VADD, &options).unwrap().remove(0).bytes
}

/// vadd compiled for gfx942 with its descriptor's private segment size
/// set to `size`.
fn vadd_object_with_private_size(size: u32) -> Vec<u8> {
    let mut elf = vadd_object();
    let file = object::File::parse(&*elf).unwrap();
    let kd = file
        .symbols()
        .find(|s| s.name() == Ok("vadd.kd"))
        .expect("vadd.kd");
    let sec = file.section_by_index(kd.section_index().unwrap()).unwrap();
    let at = (sec.file_range().unwrap().0 + kd.address() - sec.address()) as usize;
    drop(file);
    // amd_kernel_descriptor_t: private_segment_fixed_size at byte 4.
    elf[at + 4..at + 8].copy_from_slice(&size.to_le_bytes());
    elf
}

/// Before: `memory allocation of 137438953472 bytes failed` (an abort:
/// the simulator allocated 64 lanes of the claimed segment up front).
#[test]
fn private_segment_of_2_31_in_a_code_object_is_e0206() {
    let elf = vadd_object_with_private_size(1 << 31);
    let r = args("vadd.hsaco", "8", &vadd_args("a=f32[8]"));
    expect_error(
        &r,
        &elf,
        ErrorCode::SimFault,
        &["2147483648 bytes per work-item", "131056"],
    );
    // At the limit the kernel runs (the pages are never touched).
    let elf = vadd_object_with_private_size(131_056);
    let mut r = args("vadd.hsaco", "8", &vadd_args("a=f32[8]:iota"));
    r.quiet = false;
    r.print = vec!["c".into()];
    let out = go(&r, &elf).unwrap();
    assert!(out.contains("[0] 0.0 1.0 2.0 3.0"), "{out}");
}

/// vadd's linked object with its last `PT_LOAD` segment claiming
/// `memsz` bytes in memory (the rest zero-filled, as `.bss` is).
fn vadd_object_with_segment_memsz(memsz: u64) -> Vec<u8> {
    let mut elf = vadd_object();
    let u16_at = |e: &[u8], o: usize| u16::from_le_bytes([e[o], e[o + 1]]) as usize;
    // Elf64_Ehdr: e_phoff at 0x20, e_phentsize at 0x36, e_phnum at 0x38;
    // Elf64_Phdr: p_type at 0, p_memsz at 0x28.
    let phoff = u64::from_le_bytes(elf[0x20..0x28].try_into().unwrap()) as usize;
    let (size, n) = (u16_at(&elf, 0x36), u16_at(&elf, 0x38));
    let last_load = (0..n)
        .map(|k| phoff + k * size)
        .filter(|&h| u32::from_le_bytes(elf[h..h + 4].try_into().unwrap()) == 1)
        .last()
        .expect("a PT_LOAD segment");
    elf[last_load + 0x28..last_load + 0x30].copy_from_slice(&memsz.to_le_bytes());
    elf
}

/// Before: a 5 KB object whose segment claims 512 MiB of memory made the
/// loader allocate all of it under `--max-memory 64M` (the loader had a
/// fixed 1 GiB cap of its own; found by the `agc run` fuzzer, seed 8401).
/// Now the image counts against the memory limit before it is allocated.
#[test]
fn code_object_image_counts_against_the_memory_limit() {
    let elf = vadd_object_with_segment_memsz(512 << 20);
    let mut r = args("vadd.hsaco", "8", &vadd_args("a=f32[8]"));
    r.max_memory = Some("64M".into());
    let (code, m) = go(&r, &elf).unwrap_err().remove(0);
    assert_eq!(code, ErrorCode::BadRunArgument, "{m}");
    assert!(m.contains("more than the limit of 67108864"), "{m}");
    // Past the loader's own bound whatever the limit.
    r.max_memory = Some("64G".into());
    let (_, m) = go(&r, &vadd_object_with_segment_memsz(2 << 30))
        .unwrap_err()
        .remove(0);
    assert!(m.contains("more than the limit of 1073741824"), "{m}");
    // A segment that fits runs.
    let elf = vadd_object_with_segment_memsz(1 << 20);
    r.max_memory = Some("64M".into());
    assert!(go(&r, &elf).is_ok());
}

/// Before: the same abort, from `.agc` input whose stack slot makes the
/// private segment 2^31 bytes.
#[test]
fn private_segment_of_2_31_in_agc_input_is_an_error() {
    let text = "kernel @big(%out: ptr.global) {
    $arr = stack_slot 2147483648, align 4
entry:
    %p = stack_addr $arr
    %v = iconst.i32 7
    store %v, %p, align 4
    %x = load.i32 %p, align 4
    store %x, %out, align 4
    ret
}
";
    let r = args("big.agc", "1", &["out=i32[1]"]);
    match go(&r, text.as_bytes()) {
        Ok(out) => panic!("a 2^31-byte private segment ran:\n{out}"),
        // The simulator refuses the dispatch (E0206); a compiler that
        // checks the hardware limit first may reject the kernel instead.
        Err(ds) => assert!(
            ds.iter().any(|(c, m)| (*c == ErrorCode::SimFault
                && m.contains("2147483648 bytes per work-item"))
                || (*c != ErrorCode::SimFault && m.contains("private"))),
            "{ds:?}"
        ),
    }
}

/// Before: an abort on a 400 GB allocation.
#[test]
fn huge_element_count_is_e0205() {
    let r = args("vadd.agc", "8", &vadd_args("a=f32[99999999999]"));
    expect_error(
        &r,
        VADD.as_bytes(),
        ErrorCode::BadRunArgument,
        &[
            "argument `a`",
            "399999999996 bytes",
            "--max-memory",
            "4 GiB",
        ],
    );
}

/// Before: `len * size` wrapped to 0 and the fill grew memory without end.
#[test]
fn byte_size_that_wraps_is_e0205() {
    for a in ["a=i64[4611686018427387904]", "a=u8[18446744073709551615]:7"] {
        let r = args("vadd.agc", "8", &vadd_args(a));
        expect_error(
            &r,
            VADD.as_bytes(),
            ErrorCode::BadRunArgument,
            &["--max-memory"],
        );
    }
}

/// The buffers share the limit: each fits alone, not all three together.
#[test]
fn buffers_share_the_memory_limit() {
    let mut r = args(
        "vadd.agc",
        "8",
        &["a=f32[200]", "b=f32[200]", "c=f32[200]", "n=8"],
    );
    r.max_memory = Some("2K".into());
    expect_error(
        &r,
        VADD.as_bytes(),
        ErrorCode::BadRunArgument,
        &[
            "argument `c`",
            "800 bytes",
            "2048 bytes",
            "448 bytes after the buffers before it",
        ],
    );
}

/// Before: `file(/dev/zero)` read forever (for `f32[]`) or failed only
/// after reading all memory; a device has no length, so it is refused.
#[test]
fn device_files_are_e0205() {
    for a in [
        "a=f32[]:file(/dev/zero)",
        "a=f32[8]:file(/dev/zero)",
        "a=f32[]:text(/dev/zero)",
        "a=f32[8]:text(/dev/zero)",
    ] {
        let r = args("vadd.agc", "8", &vadd_args(a));
        expect_error(
            &r,
            VADD.as_bytes(),
            ErrorCode::BadRunArgument,
            &["`/dev/zero` is not a regular file"],
        );
    }
}

/// A regular file must hold exactly the buffer's bytes, larger or smaller.
#[test]
fn file_sizes_are_checked_before_reading() {
    let dir = std::env::temp_dir().join(format!("agc-run-limits-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join("ten.bin");
    std::fs::write(&p, [1u8; 10]).unwrap();
    let file = format!("a=f32[2]:file({})", p.display());
    let r = args("vadd.agc", "8", &vadd_args(&file));
    expect_error(
        &r,
        VADD.as_bytes(),
        ErrorCode::BadRunArgument,
        &["has 10 bytes", "need 8"],
    );
    let file = format!("a=f32[]:file({})", p.display());
    let r = args("vadd.agc", "8", &vadd_args(&file));
    expect_error(
        &r,
        VADD.as_bytes(),
        ErrorCode::BadRunArgument,
        &["10 bytes, not a whole number of f32 elements"],
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Before: `random(1,5,-5)` filled from the inverted range and
/// `random(1,nan,inf)` with NaNs, both silently.
#[test]
fn inverted_and_non_finite_ranges_are_e0205() {
    for (a, says) in [
        ("a=f32[8]:random(1,5,-5)", "is empty"),
        ("a=f32[8]:random(1,nan,inf)", "is not finite"),
        ("a=f32[8]:random(1,-inf,0)", "is not finite"),
        ("a=f32[8]:random(1,2,2)", "is empty"),
        (
            "a=f32[8]:random(1,-3e38,3e38)",
            "wider than the largest finite f32",
        ),
        ("a=f16[8]:random(1,0,1e10)", "is not finite at f16"),
        ("a=i32[8]:random(1,5,-5)", "is empty"),
    ] {
        let r = args("vadd.agc", "8", &vadd_args(a));
        // f16 buffers are for the range check only; vadd's types do not matter
        // to the argument parser.
        expect_error(&r, VADD.as_bytes(), ErrorCode::BadRunArgument, &[says]);
    }
}

/// Before: `--grid 4294967295` started 2^26 waves with no bound on the work.
#[test]
fn grid_of_2_32_minus_1_is_e0205() {
    let r = args("vadd.agc", "4294967295", &vadd_args("a=f32[8]"));
    expect_error(
        &r,
        VADD.as_bytes(),
        ErrorCode::BadRunArgument,
        &["4294967295 work-items exceed the limit of 16777216"],
    );
    let mut r = args("vadd.agc", "64,64", &vadd_args("a=f32[8]"));
    r.max_work_items = Some("4095".into());
    expect_error(
        &r,
        VADD.as_bytes(),
        ErrorCode::BadRunArgument,
        &["4096 work-items"],
    );
}

/// A kernel that never ends stops at the dispatch's step limit (E0206),
/// not after the per-wave budget of 50 million instructions.
#[test]
fn an_infinite_loop_ends_at_the_step_limit() {
    let text = "kernel @spin(%out: ptr.global, %n: i32) {
entry:
    %z = iconst.i32 0
    br head(%z)
head(%i: i32):
    %j = iadd %i, %n
    store %j, %out, align 4
    br head(%j)
}
";
    let mut r = args("spin.agc", "64", &["out=i32[1]", "n=1"]);
    r.max_steps = Some("100000".into());
    expect_error(
        &r,
        text.as_bytes(),
        ErrorCode::SimFault,
        &["limit exceeded", "100000 wave instructions"],
    );
}

/// The limit options: sizes with binary suffixes, counts, and malformed
/// values as E0205.
#[test]
fn limit_options_parse() {
    assert_eq!(parse_size("4096"), Some(4096));
    assert_eq!(parse_size("512M"), Some(512 << 20));
    assert_eq!(parse_size("4G"), Some(4 << 30));
    assert_eq!(parse_size("4GiB"), Some(4 << 30));
    assert_eq!(parse_size("1_024k"), Some(1 << 20));
    assert_eq!(parse_size("2T"), Some(2 << 40));
    assert_eq!(parse_size("16777216T"), None, "overflows u64");
    assert_eq!(parse_size("4X"), None);
    assert_eq!(parse_size("-1"), None);
    assert_eq!(parse_size(""), None);
    let d = agc::run::Limits::of(&RunArgs::default()).unwrap();
    assert_eq!(
        (d.memory, d.work_items, d.steps),
        (4 << 30, 1 << 24, 1_000_000_000)
    );
    for (memory, items, steps, says) in [
        (
            Some("lots"),
            None,
            None,
            "--max-memory lots: expected a positive size",
        ),
        (Some("0"), None, None, "--max-memory 0"),
        (
            None,
            Some("1G"),
            None,
            "--max-work-items 1G: expected a positive integer",
        ),
        (None, None, Some("-5"), "--max-steps -5"),
    ] {
        let mut r = args("vadd.agc", "8", &vadd_args("a=f32[8]"));
        r.max_memory = memory.map(str::to_string);
        r.max_work_items = items.map(str::to_string);
        r.max_steps = steps.map(str::to_string);
        expect_error(&r, VADD.as_bytes(), ErrorCode::BadRunArgument, &[says]);
    }
    // A small memory limit still runs a small kernel.
    let mut r = args("vadd.agc", "8", &vadd_args("a=f32[8]:iota"));
    r.max_memory = Some("1M".into());
    r.max_steps = Some("1000".into());
    go(&r, VADD.as_bytes()).unwrap();
}
