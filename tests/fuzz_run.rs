//! Robustness of `agc run` on hostile input: mutated code objects and
//! mutated argument strings go through [`agc::run::run`], the entry point
//! of the `agc run` subcommand, as a library call.
//!
//! Oracle: robustness only. Every input must come back as `Ok` or as
//! diagnostics — no panic (caught and reported with its seed), no abort
//! (an allocation above [`HARD_CAP`] prints the seed and is refused, which
//! aborts the test), bounded time per input ([`MAX_SECONDS`]) and bounded
//! peak heap growth per input ([`MAX_PEAK`], measured by a counting global
//! allocator). The inputs start from what agc compiles for `examples/`
//! (linked `.hsaco` and relocatable `.o`, several processors) and are
//! mutated: bits flipped, bytes inserted and deleted, kernel descriptor
//! fields overwritten with edge values (sizes near 2^31 and 2^32, entry
//! offsets, register counts, flags), metadata bytes scrambled; argument
//! lists get huge element counts, inverted and non-finite ranges,
//! devices as files, and extreme grids.
//!
//! A short deterministic pass runs inside `cargo test`; a long run is
//! `AGC_FUZZ_RUN_INPUTS=1000000 cargo test --release --test fuzz_run`
//! (`AGC_FUZZ_RUN_SEED` moves the seeds). A finding names its seed, and
//! `AGC_FUZZ_RUN_SEED=S AGC_FUZZ_RUN_INPUTS=1` replays it.

use agc::run::{run, RunArgs};
use agc::{Emit, Options};
use agc_fuzz::heap::Counting;
use object::{Object, ObjectSection, ObjectSymbol};
use std::io::Write as _;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// A single allocation above this is a finding (the run is aborted).
const HARD_CAP: usize = 1 << 30;
/// Heap growth allowed while one input runs: the limits below give the
/// device 64 MiB, which the buffers' host copies may double or triple.
const MAX_PEAK: usize = 512 << 20;
/// Wall-clock time allowed per input (debug builds included).
const MAX_SECONDS: u64 = 20;

static SEED: AtomicU64 = AtomicU64::new(u64::MAX);

/// Writes "fuzz_run: seed S asked for N bytes" without allocating.
fn report_cap(size: usize) {
    let mut buf = [0u8; 96];
    let mut n = 0;
    let mut put = |b: &[u8]| {
        for &c in b {
            if n < buf.len() {
                buf[n] = c;
                n += 1;
            }
        }
    };
    let digits = |mut v: u64, out: &mut [u8; 20]| -> usize {
        let mut k = out.len();
        loop {
            k -= 1;
            out[k] = b'0' + (v % 10) as u8;
            v /= 10;
            if v == 0 {
                return k;
            }
        }
    };
    let mut d = [0u8; 20];
    put(b"fuzz_run: seed ");
    let k = digits(SEED.load(Ordering::Relaxed), &mut d);
    put(&d[k..]);
    put(b" asked for ");
    let k = digits(size as u64, &mut d);
    put(&d[k..]);
    put(b" bytes in one allocation\n");
    let _ = std::io::stderr().write_all(&buf[..n]);
}

#[global_allocator]
static ALLOC: Counting = Counting::new(HARD_CAP, report_cap);

/// `agc run`'s splitmix64, with the draws the mutators need.
struct Rng(agc::run::SplitMix);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0.next()
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    fn pick<'a, T>(&mut self, v: &'a [T]) -> &'a T {
        &v[self.below(v.len())]
    }
}

/// A compiled example: its code object, where its kernel descriptors sit
/// in the file, and a valid argument list with a grid.
struct Seed {
    elf: Vec<u8>,
    kd_offsets: Vec<usize>,
    args: Vec<String>,
    grid: String,
}

/// File offsets of the `*.kd` symbols.
fn descriptor_offsets(elf: &[u8]) -> Vec<usize> {
    let Ok(file) = object::File::parse(elf) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for sym in file.symbols() {
        if !sym.name().is_ok_and(|n| n.ends_with(".kd")) {
            continue;
        }
        let Some(idx) = sym.section_index() else {
            continue;
        };
        let Ok(sec) = file.section_by_index(idx) else {
            continue;
        };
        let Some((off, _)) = sec.file_range() else {
            continue;
        };
        let at = off + sym.address() - sec.address();
        if at as usize + 64 <= elf.len() {
            out.push(at as usize);
        }
    }
    out
}

/// Arguments that fit the kernel's metadata: small random buffers for
/// pointers, LDS for `__local` pointers, small integers otherwise.
fn arguments_for(elf: &[u8]) -> Vec<String> {
    let code = agc::sim::loader::CodeObject::parse(elf).expect("a compiled example loads");
    let k = &code.kernels[0];
    k.meta
        .args
        .iter()
        .filter(|a| !a.is_hidden())
        .enumerate()
        .map(|(i, a)| match a.value_kind.as_str() {
            "global_buffer" => format!("u32[1024]:random({i},0,64)"),
            "dynamic_shared_pointer" => "local(256)".to_string(),
            _ if a.size == 4 => "u32:64".to_string(),
            _ if a.size == 8 => "u64:64".to_string(),
            _ => format!("u{}:1", a.size.clamp(1, 8) * 8),
        })
        .collect()
}

fn seeds() -> Vec<Seed> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("examples/")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "agc"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for (n, path) in files.iter().enumerate() {
        let text = std::fs::read_to_string(path).expect("an example");
        for (cpu, emit) in [("gfx942", Emit::Link), ("gfx90a", Emit::Obj)] {
            let options = Options {
                target: agc::target::resolve(agc::DEFAULT_TRIPLE, Some(cpu), "").expect("a target"),
                emit: vec![emit],
                ..Options::default()
            };
            let Ok(outputs) = agc::compile_text(&text, &options) else {
                continue;
            };
            let elf = outputs.into_iter().next().expect("one output").bytes;
            out.push(Seed {
                kd_offsets: descriptor_offsets(&elf),
                args: arguments_for(&elf),
                grid: if n % 2 == 0 {
                    "256".into()
                } else {
                    "64,4".into()
                },
                elf,
            });
        }
    }
    assert!(out.len() >= 8, "only {} examples compiled", out.len());
    out
}

/// Edge values for 32-bit descriptor fields.
const EDGES: [u32; 10] = [
    0,
    1,
    4,
    0x7fff_ffff,
    0x8000_0000,
    0xffff_fffc,
    0xffff_ffff,
    131_056,
    131_060,
    65_536,
];

/// Offsets of the descriptor fields that mutate well: group and private
/// segment sizes, kernarg size, the entry offset (both halves), rsrc3,
/// rsrc1, rsrc2, the flags word and the kernarg preload word.
const KD_FIELDS: [usize; 10] = [0, 4, 8, 16, 20, 44, 48, 52, 56, 58];

fn mutate_object(rng: &mut Rng, seed: &Seed) -> Vec<u8> {
    let mut elf = seed.elf.clone();
    // Inserting or deleting shifts every later offset, which the ELF
    // reader rejects at once: rare, so most inputs reach the simulator.
    for _ in 0..1 + rng.below(3) {
        match rng.below(20) {
            // A descriptor field set to an edge or random value.
            0..=9 if !seed.kd_offsets.is_empty() => {
                let at = *rng.pick(&seed.kd_offsets) + *rng.pick(&KD_FIELDS);
                let v = if rng.below(2) == 0 {
                    *rng.pick(&EDGES)
                } else {
                    rng.next() as u32
                };
                let end = (at + 4).min(elf.len());
                elf[at..end].copy_from_slice(&v.to_le_bytes()[..end - at]);
            }
            10..=14 => {
                let at = rng.below(elf.len());
                elf[at] ^= 1 << rng.below(8);
            }
            15 => {
                let at = rng.below(elf.len());
                let n = 1 + rng.below(8);
                for _ in 0..n {
                    elf.insert(at, rng.next() as u8);
                }
            }
            16 => {
                let at = rng.below(elf.len());
                let n = (1 + rng.below(8)).min(elf.len() - at);
                elf.drain(at..at + n);
            }
            _ => {
                let at = rng.below(elf.len());
                elf[at] = *rng.pick(&[0u8, 0xff, 0x7f, 0x80]);
            }
        }
        if elf.is_empty() {
            elf.push(0);
        }
    }
    elf
}

/// Argument values that once broke `agc run` or sit at a limit.
const HOSTILE: [&str; 16] = [
    "f32[99999999999]",
    "i64[4611686018427387904]",
    "u8[18446744073709551615]",
    "f32[]:file(/dev/zero)",
    "f32[8]:file(/dev/zero)",
    "f32[]:text(/dev/zero)",
    "f32[16]:random(1,5,-5)",
    "f32[16]:random(1,nan,inf)",
    "f16[16]:random(1,0,1e10)",
    "f64[16]:random(1,-1e308,1e308)",
    "i32[16]:random(1,5,-5)",
    "f32[]:[1,2,3]",
    "local(4294967295)",
    "u32:4294967295",
    "u64:18446744073709551615",
    "f32[4]:linear(nan,inf)",
];

const GRIDS: [&str; 8] = [
    "4294967295",
    "65536,65536",
    "1,1,1,1",
    "0",
    "64",
    "1024,1024,1024",
    "x",
    "1",
];

fn mutate_args(rng: &mut Rng, seed: &Seed) -> (Vec<String>, String, Option<String>) {
    let mut args = seed.args.clone();
    let mut grid = seed.grid.clone();
    let mut wg = None;
    for _ in 0..1 + rng.below(3) {
        match rng.below(5) {
            0 if !args.is_empty() => {
                let k = rng.below(args.len());
                args[k] = rng.pick(&HOSTILE).to_string();
            }
            1 => grid = rng.pick(&GRIDS).to_string(),
            2 => {
                wg = Some(
                    rng.pick(&["1024", "1", "4294967295", "0", "65,65"])
                        .to_string(),
                )
            }
            3 if !args.is_empty() => {
                // A byte of one argument changed.
                let k = rng.below(args.len());
                let mut b = args[k].clone().into_bytes();
                if !b.is_empty() {
                    let at = rng.below(b.len());
                    b[at] = *rng.pick(b"0123456789[]():,=-.xe");
                }
                args[k] = String::from_utf8_lossy(&b).into_owned();
            }
            _ => {
                if rng.below(2) == 0 {
                    args.pop();
                } else {
                    args.push(rng.pick(&HOSTILE).to_string());
                }
            }
        }
    }
    (args, grid, wg)
}

/// One input through `agc run`; returns the peak heap growth and the
/// outcome (`"ok"` or the first diagnostic's code).
fn one(seed: u64, seeds: &[Seed], options: &Options) -> (usize, &'static str) {
    let mut rng = Rng(agc::run::SplitMix(seed));
    let s = &seeds[rng.below(seeds.len())];
    let (input, (args, grid, workgroup)) = match rng.below(4) {
        // The object as compiled, hostile arguments.
        0 => (s.elf.clone(), mutate_args(&mut rng, s)),
        // A mutated object, its own arguments.
        1 | 2 => (
            mutate_object(&mut rng, s),
            (s.args.clone(), s.grid.clone(), None),
        ),
        // Both.
        _ => (mutate_object(&mut rng, s), mutate_args(&mut rng, s)),
    };
    let run_args = RunArgs {
        input: "fuzz".into(),
        args,
        grid,
        workgroup,
        quiet: true,
        seed: rng.next() % 4,
        no_strict: rng.below(2) == 0,
        max_memory: Some("64M".into()),
        max_work_items: Some("65536".into()),
        max_steps: Some("200000".into()),
        ..RunArgs::default()
    };
    let base = ALLOC.start();
    SEED.store(seed, Ordering::Relaxed);
    if std::env::var_os("AGC_FUZZ_RUN_VERBOSE").is_some() {
        eprintln!("{seed}: {run_args:?}");
    }
    let start = Instant::now();
    let mut out = Vec::new();
    let result = catch_unwind(AssertUnwindSafe(|| {
        run(&run_args, options, &input, &mut out)
    }));
    let took = start.elapsed();
    let outcome = match result {
        Err(_) => panic!("fuzz_run: seed {seed} panicked in agc run ({run_args:?})"),
        Ok(Ok(())) => "ok",
        Ok(Err(ds)) => {
            if std::env::var_os("AGC_FUZZ_RUN_VERBOSE").is_some() {
                eprintln!("{seed}: {}", ds[0].message);
            }
            ds.first().map_or("no diagnostic", |d| d.code.code())
        }
    };
    assert!(
        took < Duration::from_secs(MAX_SECONDS),
        "fuzz_run: seed {seed} took {took:?} ({run_args:?})"
    );
    (ALLOC.grown(base), outcome)
}

fn env_u64(name: &str) -> Option<u64> {
    std::env::var(name).ok().and_then(|v| v.parse().ok())
}

/// The short pass (a few hundred inputs), or the long run the environment
/// asks for.
#[test]
fn agc_run_survives_mutated_inputs() {
    let seeds = seeds();
    let options = Options::default();
    let first = env_u64("AGC_FUZZ_RUN_SEED").unwrap_or(0);
    let count = env_u64("AGC_FUZZ_RUN_INPUTS").unwrap_or(300);
    let mut worst = 0;
    let mut outcomes = std::collections::BTreeMap::<&str, u64>::new();
    for seed in first..first + count {
        let (peak, outcome) = one(seed, &seeds, &options);
        *outcomes.entry(outcome).or_default() += 1;
        assert!(
            peak <= MAX_PEAK,
            "fuzz_run: seed {seed} grew the heap by {peak} bytes"
        );
        worst = worst.max(peak);
    }
    eprintln!("fuzz_run: {count} inputs {outcomes:?}, largest heap growth {worst} bytes");
    // The pass means something only if inputs reach the simulator.
    let reached =
        outcomes.get("ok").copied().unwrap_or(0) + outcomes.get("E0206").copied().unwrap_or(0);
    assert!(
        count < 100 || reached * 10 >= count,
        "only {reached} of {count} inputs reached the simulator: {outcomes:?}"
    );
}
