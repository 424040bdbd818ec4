//! What the clang-22/llc-22 kernel suites share: compiling OpenCL C
//! sources under `tests/kernels/` into a relocatable object and a linked
//! code object per processor, once per test binary, and running a test
//! body on every (processor, object kind, interleaving seed).
//!
//! The LLVM tools are test oracles only. When one is missing the test
//! fails with a message saying which; it never skips.

#![allow(dead_code)] // each suite uses its own subset

use agc_isa::processors::Processor;
use agc_sim::{Device, Executable};
pub use agc_tests::llvm_tool as tool;
use agc_tests::scratch_dir;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// The GFX9 processors every suite runs on.
pub const PROCS: [Processor; 3] = [Processor::Gfx942, Processor::Gfx90a, Processor::Gfx900];

/// A processor and a wave size to compile for (GFX9 is always wave64).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Target {
    pub proc: Processor,
    pub wave64: bool,
}

impl Target {
    pub const fn new(proc: Processor, wave64: bool) -> Target {
        Target { proc, wave64 }
    }
    /// `gfx1100 wave32`, for messages.
    pub fn name(self) -> String {
        let w = if self.wave64 { 64 } else { 32 };
        match self.proc.info().wave_sizes {
            [64] => self.proc.name().to_string(),
            _ => format!("{} wave{w}", self.proc.name()),
        }
    }
    /// The extra clang flags of the target. A non-default wave64 also
    /// defines `WAVE64`: clang-22 predefines no wave-size macro, and a
    /// source whose builtins exist per wave size (WMMA's `_w32`/`_w64`)
    /// must choose at preprocessing.
    fn flags(self) -> &'static [&'static str] {
        let generic = self.proc.info().generic.is_some();
        match (self.wave64 && self.proc.info().wave_sizes != [64], generic) {
            (true, true) => &["-mwavefrontsize64", "-DWAVE64", "-mcode-object-version=6"],
            (true, false) => &["-mwavefrontsize64", "-DWAVE64"],
            (false, true) => &["-mcode-object-version=6"],
            (false, false) => &[],
        }
    }
}

/// GFX11 coverage every suite gets: gfx1100 in its default wave32.
pub const GFX11: &[Target] = &[Target::new(Processor::Gfx1100, false)];
/// The wider GFX11 coverage of a representative subset of the suites:
/// wave64 too, an RDNA 3.5 APU and the generic target.
pub const GFX11_WIDE: &[Target] = &[
    Target::new(Processor::Gfx1100, false),
    Target::new(Processor::Gfx1100, true),
    Target::new(Processor::Gfx1151, false),
    Target::new(Processor::Gfx11Generic, false),
];
/// [`GFX11_WIDE`] and GFX12: gfx1201 (clang-22 `-mcpu=gfx1201`) in both
/// wave sizes, and gfx1200.
pub const GFX11_GFX12_WIDE: &[Target] = &[
    Target::new(Processor::Gfx1100, false),
    Target::new(Processor::Gfx1100, true),
    Target::new(Processor::Gfx1151, false),
    Target::new(Processor::Gfx11Generic, false),
    Target::new(Processor::Gfx1201, false),
    Target::new(Processor::Gfx1201, true),
    Target::new(Processor::Gfx1200, false),
];

/// The lanes kernel `name` of `m` runs with (its descriptor's wave size).
pub fn lanes(m: &Executable, name: &str) -> u32 {
    let k = m.kernel(name).expect("kernel");
    agc_sim::device::kernel_wave_size(&k.descriptor, m.code.processor).expect("wave size")
}

pub fn kernels_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/kernels")
}

/// Runs `cmd`, failing the test with its stderr if it fails.
pub fn run(cmd: &mut Command) {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    assert!(
        out.status.success(),
        "{cmd:?} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// OpenCL C sources compiled for [`PROCS`], built on first use: each
/// source by clang-22 (`-O2 -nogpulib` plus `flags`); several sources are
/// joined into one relocatable object with `ld.lld -r`, and that object is
/// linked into a code object with `ld.lld -shared`.
pub struct ClObjects {
    sources: &'static [&'static str],
    flags: &'static [&'static str],
    /// The GFX11 targets built besides [`PROCS`].
    gfx11: &'static [Target],
    cache: OnceLock<Vec<(Vec<u8>, Vec<u8>)>>,
}

impl ClObjects {
    /// Objects for [`PROCS`] and [`GFX11`].
    pub const fn new(sources: &'static [&'static str], flags: &'static [&'static str]) -> Self {
        ClObjects::with_gfx11(sources, flags, GFX11)
    }

    /// Objects for [`PROCS`] only: for sources clang-22 cannot compile
    /// for GFX11 or whose GFX11 code sim cannot run yet (each use says
    /// which instruction or feature is missing).
    pub const fn gfx9_only(
        sources: &'static [&'static str],
        flags: &'static [&'static str],
    ) -> Self {
        ClObjects::with_gfx11(sources, flags, &[])
    }

    /// Objects for [`PROCS`] and the GFX11 `targets`.
    pub const fn with_gfx11(
        sources: &'static [&'static str],
        flags: &'static [&'static str],
        gfx11: &'static [Target],
    ) -> Self {
        ClObjects {
            sources,
            flags,
            gfx11,
            cache: OnceLock::new(),
        }
    }

    /// Every target built: [`PROCS`] (wave64), then the GFX11 ones.
    pub fn targets(&self) -> Vec<Target> {
        let gfx9 = PROCS.iter().map(|&p| Target::new(p, true));
        gfx9.chain(self.gfx11.iter().copied()).collect()
    }

    /// (relocatable, shared) objects for the GFX9 processor `p`.
    pub fn get(&self, p: Processor) -> &(Vec<u8>, Vec<u8>) {
        self.get_target(Target::new(p, true))
    }

    /// (relocatable, shared) objects for `t`.
    pub fn get_target(&self, t: Target) -> &(Vec<u8>, Vec<u8>) {
        let targets = self.targets();
        let all = self.cache.get_or_init(|| {
            let stem = Path::new(self.sources[0])
                .file_stem()
                .map_or("k".into(), |s| s.to_string_lossy().into_owned());
            // A fresh directory per build (suites build the same source
            // with different flags, in parallel threads), removed once the
            // objects are read back.
            let tmp = scratch_dir(&format!("agc-sim-{stem}-"));
            targets.iter().map(|t| self.build(tmp.path(), *t)).collect()
        });
        &all[targets.iter().position(|&q| q == t).unwrap()]
    }

    fn build(&self, tmp: &Path, t: Target) -> (Vec<u8>, Vec<u8>) {
        let p = t.proc;
        let tag = format!("{}-w{}", p.name(), if t.wave64 { 64 } else { 32 });
        let mut parts = Vec::new();
        for src in self.sources {
            let o = tmp.join(format!("{src}-{tag}.o"));
            run(Command::new(tool("clang"))
                .args(["-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa"])
                .arg(format!("-mcpu={}", p.name()))
                .args(["-nogpulib", "-O2", "-Wno-everything"])
                .args(t.flags())
                .args(self.flags)
                .arg("-c")
                .arg("-o")
                .arg(&o)
                .arg(kernels_dir().join(src)));
            parts.push(o);
        }
        let o = if parts.len() == 1 {
            parts.pop().unwrap()
        } else {
            let o = tmp.join(format!("joined-{tag}.o"));
            run(Command::new(tool("ld.lld"))
                .arg("-r")
                .args(&parts)
                .arg("-o")
                .arg(&o));
            o
        };
        let so = o.with_extension("hsaco");
        run(Command::new(tool("ld.lld"))
            .arg("-shared")
            .arg(&o)
            .arg("-o")
            .arg(&so));
        (std::fs::read(&o).unwrap(), std::fs::read(&so).unwrap())
    }
}

/// Runs `f` on a fresh device with each object of `objects` loaded, for
/// every processor, object kind and interleaving seed; the first argument
/// names the combination for assertion messages.
pub fn each(
    objects: &ClObjects,
    seeds: &[u64],
    mut f: impl FnMut(&str, Processor, &mut Device, &Executable),
) {
    for t in objects.targets() {
        let p = t.proc;
        let (o, so) = objects.get_target(t);
        for (kind, bytes) in [("o", o), ("hsaco", so)] {
            for &seed in seeds {
                let mut dev = Device::new(p);
                dev.options.seed = seed;
                let m = dev
                    .load(bytes)
                    .unwrap_or_else(|e| panic!("{} {kind}: {e}", t.name()));
                f(&format!("{} {kind} seed {seed}", t.name()), p, &mut dev, &m);
            }
        }
    }
}

/// Assembles a whole `.s` source for `p` with llvm-mc-22 into a
/// relocatable object.
pub fn assemble(p: Processor, src: &str) -> Vec<u8> {
    // A directory per call: tests run in parallel threads.
    let dir = scratch_dir("agc-sim-asm-");
    let (s, o) = (dir.path().join("k.s"), dir.path().join("k.o"));
    std::fs::write(&s, src).unwrap();
    run(Command::new(tool("llvm-mc"))
        .args(["-triple=amdgcn-amd-amdhsa", "-filetype=obj"])
        .arg(format!("-mcpu={}", p.name()))
        .arg(&s)
        .arg("-o")
        .arg(&o));
    std::fs::read(&o).unwrap()
}

/// A kernel `k(uint *buf)` around `body` (buffer address in s[4:5], the
/// work-item id in v0), for a 256-work-item workgroup.
pub fn asm_kernel(p: Processor, body: &str) -> Vec<u8> {
    asm_kernel_lds(p, body, 0)
}

/// [`asm_kernel`] with `lds` bytes of group segment.
pub fn asm_kernel_lds(p: Processor, body: &str, lds: u32) -> Vec<u8> {
    let name = p.name();
    let accum = if matches!(p, Processor::Gfx90a | Processor::Gfx942) {
        "  .amdhsa_accum_offset 16\n"
    } else {
        ""
    };
    assemble(
        p,
        &format!(
            r#".amdgcn_target "amdgcn-amd-amdhsa--{name}"
.text
.globl k
.p2align 8
.type k,@function
k:
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
{body}
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 16
  .amdhsa_next_free_sgpr 16
  .amdhsa_group_segment_fixed_size {lds}
{accum}.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: {lds}
    .private_segment_fixed_size: 0
    .max_flat_workgroup_size: 256
    .sgpr_count: 16
    .vgpr_count: 16
    .wavefront_size: 64
    .args:
      - {{ .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }}
...
.end_amdgpu_metadata
"#
        ),
    )
}

/// f16 bits to f64 (exact; infinities and NaN included).
pub fn h2f(h: u16) -> f64 {
    let s = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let (e, m) = ((h >> 10 & 0x1f) as i32, (h & 0x3ff) as f64);
    s * match e {
        0 => m * 2f64.powi(-24),
        31 if m == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        _ => (1.0 + m / 1024.0) * 2f64.powi(e - 15),
    }
}

/// `x` (exact in f64) rounded once to f16, to nearest even; NaN gives
/// the quiet NaN 0x7e00.
pub fn f2h(x: f64) -> u16 {
    if x.is_nan() {
        return 0x7e00;
    }
    let s = if x.is_sign_negative() { 0x8000 } else { 0 };
    let a = x.abs();
    if a >= 65520.0 {
        return s | 0x7c00;
    }
    if a == 0.0 {
        return s;
    }
    let q = 2f64.powi((a.log2().floor() as i32).max(-14) - 10);
    let r = (a / q).round_ties_even() * q;
    if r < 2f64.powi(-14) {
        return s | (r / 2f64.powi(-24)) as u16;
    }
    let e = r.log2().floor() as i32;
    s | ((e + 15) as u16) << 10 | ((r / 2f64.powi(e) - 1.0) * 1024.0) as u16
}
