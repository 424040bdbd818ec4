//! SDWA end to end against an independent compiler: OpenCL C kernels with
//! char, short and half arithmetic (`tests/kernels/sdwa.cl`) compiled by
//! clang-22 -O2 for gfx900, gfx906, gfx90a and gfx942, run in sim as
//! relocatable objects and as linked code objects, and compared with
//! values computed on the host here. llvm-objdump-22 confirms that each
//! kernel really contains `_sdwa` instructions on each processor, so a
//! change in clang's output cannot quietly stop this test from covering
//! SDWA.

mod common;

use agc_isa::processors::Processor;
use agc_sim::{Arg, Device, Dispatch, Executable};
use agc_tests::scratch_dir;
use common::{kernels_dir, run, tool};
use std::path::Path;
use std::process::Command;
use std::sync::OnceLock;

const PROCS: [Processor; 4] = [
    Processor::Gfx900,
    Processor::Gfx906,
    Processor::Gfx90a,
    Processor::Gfx942,
];
const KERNELS: [&str; 4] = ["bytes", "shorts", "chars", "halves"];
/// Work-items per dispatch (and elements per buffer).
const N: usize = 512;

/// (relocatable, linked) objects per processor, compiled once.
fn objects() -> &'static [(Vec<u8>, Vec<u8>)] {
    static CACHE: OnceLock<Vec<(Vec<u8>, Vec<u8>)>> = OnceLock::new();
    CACHE.get_or_init(|| {
        // Only the bytes are kept, so the directory goes once they are read.
        let tmp = scratch_dir("agc-sim-sdwa-");
        PROCS.iter().map(|&p| build(tmp.path(), p)).collect()
    })
}

fn build(tmp: &Path, p: Processor) -> (Vec<u8>, Vec<u8>) {
    let o = tmp.join(format!("sdwa-{}.o", p.name()));
    run(Command::new(tool("clang"))
        .args(["-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa"])
        .arg(format!("-mcpu={}", p.name()))
        .args(["-nogpulib", "-O2", "-Wno-everything", "-c", "-o"])
        .arg(&o)
        .arg(kernels_dir().join("sdwa.cl")));
    let so = o.with_extension("hsaco");
    run(Command::new(tool("ld.lld"))
        .arg("-shared")
        .arg(&o)
        .arg("-o")
        .arg(&so));
    (std::fs::read(&o).unwrap(), std::fs::read(&so).unwrap())
}

/// Runs `f` for every processor, object kind and two interleaving seeds.
fn each(mut f: impl FnMut(&str, &mut Device, &Executable)) {
    for (k, &p) in PROCS.iter().enumerate() {
        let (o, so) = &objects()[k];
        for (kind, bytes) in [("o", o), ("hsaco", so)] {
            for seed in [0, 5] {
                let mut dev = Device::new(p);
                dev.options.seed = seed;
                let m = dev
                    .load(bytes)
                    .unwrap_or_else(|e| panic!("{} {kind}: {e}", p.name()));
                f(&format!("{} {kind} seed {seed}", p.name()), &mut dev, &m);
            }
        }
    }
}

fn lcg(seed: u32, n: usize) -> Vec<u32> {
    let mut x = seed;
    (0..n)
        .map(|_| {
            x = x.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            x ^ x >> 15
        })
        .collect()
}

fn dispatch(ctx: &str, dev: &mut Device, m: &Executable, name: &str, args: &[Arg]) {
    dev.dispatch(m, name, Dispatch::linear(N as u32, 128), args)
        .unwrap_or_else(|e| panic!("{ctx}: {name}: {e}"));
}

/// The oracle's half-precision conversions (normal numbers; the inputs
/// below keep every value and result normal).
fn f16_to_f32(h: u16) -> f32 {
    let sign = (h as u32 & 0x8000) << 16;
    let exp = (h as u32 >> 10) & 0x1f;
    let man = h as u32 & 0x3ff;
    assert!(exp != 0 && exp != 31, "test input {h:#x} is not normal");
    f32::from_bits(sign | (exp + 112) << 23 | man << 13)
}

/// f32 to f16, round to nearest even.
fn f32_to_f16(x: f32) -> u16 {
    let b = x.to_bits();
    let sign = (b >> 16) & 0x8000;
    let exp = ((b >> 23) & 0xff) as i32 - 112;
    let man = b & 0x7f_ffff;
    assert!(exp > 0 && exp < 31, "{x} is not a normal f16");
    let mut h = (exp as u32) << 10 | man >> 13;
    let rest = man & 0x1fff;
    if rest > 0x1000 || (rest == 0x1000 && h & 1 == 1) {
        h += 1;
    }
    (sign | h) as u16
}

/// A normal f16 with exponent in 2^-5..2^5.
fn half(r: u32) -> u16 {
    let exp = 10 + (r >> 11) % 11;
    ((r >> 20 & 1) << 15 | exp << 10 | (r & 0x3ff)) as u16
}

#[test]
fn bytes() {
    each(|ctx, dev, m| {
        let (a, b) = (lcg(1, N), lcg(2, N));
        let (ba, bb, bc) = (dev.buffer_u32(&a), dev.buffer_u32(&b), dev.alloc(4 * N));
        dispatch(
            ctx,
            dev,
            m,
            "bytes",
            &[Arg::Buffer(ba), Arg::Buffer(bb), Arg::Buffer(bc)],
        );
        let c = dev.read_u32(bc).unwrap();
        for i in 0..N {
            let (x, y) = (a[i].to_le_bytes(), b[i].to_le_bytes());
            let want: [u8; 4] = core::array::from_fn(|k| x[k].wrapping_add(y[k]) ^ (x[k] >> 3));
            assert_eq!(c[i], u32::from_le_bytes(want), "{ctx}: c[{i}]");
        }
    });
}

#[test]
fn shorts() {
    each(|ctx, dev, m| {
        // y below 30000 keeps the int sums from overflowing (no UB).
        let a = lcg(3, N);
        let b: Vec<u32> = lcg(4, N)
            .iter()
            .map(|&v| ((v & 0xffff) % 30000) | (((v >> 16) % 30000) << 16))
            .collect();
        let (ba, bb, bc) = (dev.buffer_u32(&a), dev.buffer_u32(&b), dev.alloc(4 * N));
        dispatch(
            ctx,
            dev,
            m,
            "shorts",
            &[Arg::Buffer(ba), Arg::Buffer(bb), Arg::Buffer(bc)],
        );
        let c = dev.read_i32(bc).unwrap();
        for i in 0..N {
            let (x0, x1) = (a[i] as i16 as i32, (a[i] >> 16) as i16 as i32);
            let (y0, y1) = (b[i] as u16 as i32, (b[i] >> 16) as u16 as i32);
            let pick = if x1 < y1 as i16 as i32 { x0 } else { y1 };
            let want = x1 * y0 + x0 * y1 - pick;
            assert_eq!(c[i], want, "{ctx}: c[{i}] from {:#x} {:#x}", a[i], b[i]);
        }
    });
}

#[test]
fn chars() {
    each(|ctx, dev, m| {
        let a = lcg(5, N);
        let (ba, bc) = (dev.buffer_u32(&a), dev.alloc(4 * N));
        dispatch(ctx, dev, m, "chars", &[Arg::Buffer(ba), Arg::Buffer(bc)]);
        let c = dev.read_i32(bc).unwrap();
        for i in 0..N {
            let x = a[i].to_le_bytes().map(|v| v as i8 as i32);
            let want = x[0] * x[1] + x[2] * x[3] + if x[1] < x[3] { 7 } else { -3 };
            assert_eq!(c[i], want, "{ctx}: c[{i}] from {:#x}", a[i]);
        }
    });
}

#[test]
fn halves() {
    each(|ctx, dev, m| {
        let a: Vec<u32> = lcg(6, N)
            .iter()
            .map(|&r| half(r) as u32 | (half(r.rotate_left(11)) as u32) << 16)
            .collect();
        let b: Vec<u32> = lcg(7, N)
            .iter()
            .map(|&r| half(r) as u32 | (half(r.rotate_left(13)) as u32) << 16)
            .collect();
        let (ba, bb) = (dev.buffer_u32(&a), dev.buffer_u32(&b));
        let (bc, bd) = (dev.alloc(4 * N), dev.alloc(4 * N));
        let args = [
            Arg::Buffer(ba),
            Arg::Buffer(bb),
            Arg::Buffer(bc),
            Arg::Buffer(bd),
        ];
        dispatch(ctx, dev, m, "halves", &args);
        let (c, d) = (dev.read_u32(bc).unwrap(), dev.read_f32(bd).unwrap());
        for i in 0..N {
            let x1 = f16_to_f32((a[i] >> 16) as u16);
            let (y0, y1) = (f16_to_f32(b[i] as u16), f16_to_f32((b[i] >> 16) as u16));
            // Products of two f16 values are exact in f32, so one rounding
            // to f16 is the f16 product, and fused or not, d is the same.
            let want_c = (b[i] & 0xffff) | (f32_to_f16(x1 * y1) as u32) << 16;
            assert_eq!(c[i], want_c, "{ctx}: c[{i}] from {:#x} {:#x}", a[i], b[i]);
            let want_d = x1 + y0 * y1;
            assert_eq!(d[i].to_bits(), want_d.to_bits(), "{ctx}: d[{i}]");
        }
    });
}

/// The compiled code still exercises SDWA: llvm-objdump-22 finds `_sdwa`
/// instructions in every kernel on every processor.
#[test]
fn kernels_contain_sdwa() {
    let tmp = scratch_dir("agc-sim-sdwa-objdump-");
    for (k, &p) in PROCS.iter().enumerate() {
        let path = tmp.path().join(format!("sdwa-{}.o", p.name()));
        std::fs::write(&path, &objects()[k].0).unwrap();
        let out = Command::new(tool("llvm-objdump"))
            .arg("-d")
            .arg(format!("--mcpu={}", p.name()))
            .arg(&path)
            .output()
            .expect("run llvm-objdump");
        assert!(out.status.success(), "llvm-objdump failed");
        let text = String::from_utf8_lossy(&out.stdout);
        for name in KERNELS {
            let body = text
                .split(&format!("<{name}>:"))
                .nth(1)
                .and_then(|s| s.split(">:").next())
                .unwrap_or_else(|| panic!("{}: no kernel {name}", p.name()));
            let n = body.matches("_sdwa ").count();
            assert!(n > 0, "{}: kernel {name} has no SDWA instruction", p.name());
        }
    }
}
