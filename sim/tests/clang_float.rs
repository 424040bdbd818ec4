//! sim's float division and square-root instructions against code agc did
//! not produce: `tests/kernels/float.cl` compiled by clang-22 with
//! correctly rounded f32 division and square root, run in sim, compared
//! with the correctly rounded results Rust computes on the host.
//!
//! Oracle: IEEE 754 (Rust's `/` and `sqrt`) on thousands of operand pairs:
//! every special value crossed with every other (zeros, infinities, NaN,
//! denormals, the extremes, values whose quotient is denormal or
//! overflows), and random bit patterns over the whole exponent range. LLVM's
//! sequences are correct on hardware, so a mismatch is a sim bug in
//! `v_div_scale`, `v_div_fmas`, `v_div_fixup`, `v_rcp`, `v_rsq`, `v_sqrt`,
//! `v_ldexp`, `v_cmp_class` or the fma. The primitives themselves are also
//! checked against the accuracy the ISA documents (1 ulp for the f32
//! transcendentals on normal values, exact special values).

use agc_isa::processors::Processor;
use agc_sim::{Arg, Device, Dispatch, Executable};
use agc_tests::llvm_tool as tool;
use agc_tests::scratch_dir;
use std::path::Path;
use std::process::Command;
use std::sync::OnceLock;

const PROCS: [Processor; 2] = [Processor::Gfx942, Processor::Gfx900];

fn run(cmd: &mut Command) {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    assert!(
        out.status.success(),
        "{cmd:?} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The shared code object of float.cl per processor.
fn object(p: Processor) -> &'static [u8] {
    static CACHE: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    let all = CACHE.get_or_init(|| {
        // Only the bytes are kept, so the directory goes once they are read.
        let tmp = scratch_dir("agc-sim-float-");
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/kernels/float.cl");
        PROCS
            .iter()
            .map(|p| {
                let o = tmp.path().join(format!("f-{}.o", p.name()));
                let so = tmp.path().join(format!("f-{}.hsaco", p.name()));
                run(Command::new(tool("clang"))
                    .args(["-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa"])
                    .arg(format!("-mcpu={}", p.name()))
                    .args(["-nogpulib", "-O2", "-Wno-everything"])
                    .arg("-cl-fp32-correctly-rounded-divide-sqrt")
                    .arg("-c")
                    .arg("-o")
                    .arg(&o)
                    .arg(&src));
                run(Command::new(tool("ld.lld"))
                    .arg("-shared")
                    .arg(&o)
                    .arg("-o")
                    .arg(&so));
                std::fs::read(&so).unwrap()
            })
            .collect()
    });
    &all[PROCS.iter().position(|&q| q == p).unwrap()]
}

/// Runs `f` per processor, with sim's transcendentals correctly rounded
/// and as inexact as the ISA allows (LLVM's sequences must not care).
fn each(mut f: impl FnMut(&str, &mut Device, &Executable)) {
    for p in PROCS {
        for approx in [false, true] {
            let mut dev = Device::new(p);
            dev.options.approximate_transcendentals = approx;
            let m = dev.load(object(p)).unwrap();
            let ctx = format!("{}{}", p.name(), if approx { " approx" } else { "" });
            f(&ctx, &mut dev, &m);
        }
    }
}

/// Runs `div_sqrt32` over `a` and `b` (a multiple of 64 long): the
/// quotients `a / b` and the square roots of `a`.
fn div_sqrt32(
    ctx: &str,
    dev: &mut Device,
    m: &Executable,
    a: &[f32],
    b: &[f32],
) -> (Vec<f32>, Vec<f32>) {
    let n = a.len();
    let (ba, bb) = (dev.buffer_f32(a), dev.buffer_f32(b));
    let (q, s) = (dev.alloc(4 * n), dev.alloc(4 * n));
    let args = [
        Arg::Buffer(ba),
        Arg::Buffer(bb),
        Arg::Buffer(q),
        Arg::Buffer(s),
    ];
    dev.dispatch(m, "div_sqrt32", Dispatch::linear(n as u32, 64), &args)
        .unwrap_or_else(|e| panic!("{ctx}: {e}"));
    (dev.read_f32(q).unwrap(), dev.read_f32(s).unwrap())
}

/// Runs `div_sqrt64` over `a` and `b` (a multiple of 64 long): the
/// quotients `a / b` and the square roots of `a`.
fn div_sqrt64(
    ctx: &str,
    dev: &mut Device,
    m: &Executable,
    a: &[f64],
    b: &[f64],
) -> (Vec<f64>, Vec<f64>) {
    let n = a.len();
    let bytes = |v: &[f64]| -> Vec<u8> { v.iter().flat_map(|x| x.to_le_bytes()).collect() };
    let (ba, bb) = (dev.buffer_bytes(&bytes(a)), dev.buffer_bytes(&bytes(b)));
    let (q, s) = (dev.alloc(8 * n), dev.alloc(8 * n));
    let args = [
        Arg::Buffer(ba),
        Arg::Buffer(bb),
        Arg::Buffer(q),
        Arg::Buffer(s),
    ];
    dev.dispatch(m, "div_sqrt64", Dispatch::linear(n as u32, 64), &args)
        .unwrap_or_else(|e| panic!("{ctx}: {e}"));
    let read = |dev: &Device, b| -> Vec<f64> {
        dev.read_u64(b)
            .unwrap()
            .into_iter()
            .map(f64::from_bits)
            .collect()
    };
    (read(dev, q), read(dev, s))
}

fn lcg(seed: u64) -> impl FnMut() -> u64 {
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    move || {
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        x ^ (x >> 31)
    }
}

const SPECIAL32: [u32; 22] = [
    0x0000_0000,
    0x8000_0000,
    0x3f80_0000,
    0xbf80_0000,
    0x4040_0000,
    0x7f80_0000,
    0xff80_0000,
    0x7fc0_0000,
    0x7f7f_ffff,
    0xff7f_ffff,
    0x0080_0000,
    0x0000_0001,
    0x007f_ffff,
    0x8040_0000,
    0x3f7f_ffff,
    0x0d8b_b2a3,
    0x7e96_7699,
    0x3727_c5ac,
    0x6b3e_bc5c,
    0x1e3c_e508,
    0x2000_0000,
    0x5f80_0000,
];

const SPECIAL64: [u64; 20] = [
    0x0000_0000_0000_0000,
    0x8000_0000_0000_0000,
    0x3ff0_0000_0000_0000,
    0xbff0_0000_0000_0000,
    0x4008_0000_0000_0000,
    0x7ff0_0000_0000_0000,
    0xfff0_0000_0000_0000,
    0x7ff8_0000_0000_0000,
    0x7fef_ffff_ffff_ffff,
    0xffef_ffff_ffff_ffff,
    0x0010_0000_0000_0000,
    0x0000_0000_0000_0001,
    0x000f_ffff_ffff_ffff,
    0x8008_0000_0000_0000,
    0x3fef_ffff_ffff_ffff,
    0x01a5_6e1f_c2f8_f359,
    0x7e37_e43c_8800_759c,
    0x0001_2345_6789_abcd,
    0x5ff0_0000_0000_0000,
    0x2000_0000_0000_0000,
];

/// Specials crossed, then random bit patterns (a quarter of them with
/// the divisor's exponent near the dividend's, so quotients near 1, and a
/// quarter with denormal-range dividends).
fn pairs32(n_random: usize) -> (Vec<f32>, Vec<f32>) {
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for &x in &SPECIAL32 {
        for &y in &SPECIAL32 {
            a.push(f32::from_bits(x));
            b.push(f32::from_bits(y));
        }
    }
    let mut next = lcg(32);
    for i in 0..n_random {
        let x = next() as u32;
        let y = match i % 4 {
            0 => (x & 0xff80_0000) ^ (next() as u32 & 0x807f_ffff),
            _ => next() as u32,
        };
        let x = if i % 4 == 1 { x & 0x80ff_ffff } else { x };
        a.push(f32::from_bits(x));
        b.push(f32::from_bits(y));
    }
    let pad = a.len().next_multiple_of(64);
    a.resize(pad, 1.0);
    b.resize(pad, 1.0);
    (a, b)
}

fn pairs64(n_random: usize) -> (Vec<f64>, Vec<f64>) {
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for &x in &SPECIAL64 {
        for &y in &SPECIAL64 {
            a.push(f64::from_bits(x));
            b.push(f64::from_bits(y));
        }
    }
    let mut next = lcg(64);
    for i in 0..n_random {
        let x = next();
        let y = match i % 4 {
            0 => (x & 0xfff0_0000_0000_0000) ^ (next() & 0x800f_ffff_ffff_ffff),
            _ => next(),
        };
        let x = if i % 4 == 1 {
            x & 0x801f_ffff_ffff_ffff
        } else {
            x
        };
        a.push(f64::from_bits(x));
        b.push(f64::from_bits(y));
    }
    let pad = a.len().next_multiple_of(64);
    a.resize(pad, 1.0);
    b.resize(pad, 1.0);
    (a, b)
}

fn same32(x: f32, y: f32) -> bool {
    x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan())
}
fn same64(x: f64, y: f64) -> bool {
    x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan())
}

fn report(failures: &mut Vec<String>, line: String) {
    if failures.len() < 12 {
        failures.push(line);
    } else if failures.len() == 12 {
        failures.push("...".into());
    }
}

#[test]
fn clang_f32_division_and_sqrt_are_correctly_rounded() {
    let (a, b) = pairs32(3000);
    let n = a.len();
    let mut failures = Vec::new();
    each(|ctx, dev, m| {
        let (q, s) = div_sqrt32(ctx, dev, m, &a, &b);
        for i in 0..n {
            let (wq, ws) = (a[i] / b[i], a[i].sqrt());
            if !same32(q[i], wq) {
                report(
                    &mut failures,
                    format!(
                        "{ctx}: {:#x} / {:#x} = {:#x}, want {:#x}",
                        a[i].to_bits(),
                        b[i].to_bits(),
                        q[i].to_bits(),
                        wq.to_bits()
                    ),
                );
            }
            if !same32(s[i], ws) {
                report(
                    &mut failures,
                    format!(
                        "{ctx}: sqrt {:#x} = {:#x}, want {:#x}",
                        a[i].to_bits(),
                        s[i].to_bits(),
                        ws.to_bits()
                    ),
                );
            }
        }
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn clang_f64_division_and_sqrt_are_correctly_rounded() {
    let (a, b) = pairs64(3000);
    let n = a.len();
    let mut failures = Vec::new();
    each(|ctx, dev, m| {
        let (q, s) = div_sqrt64(ctx, dev, m, &a, &b);
        for i in 0..n {
            let (wq, ws) = (a[i] / b[i], a[i].sqrt());
            if !same64(q[i], wq) {
                report(
                    &mut failures,
                    format!(
                        "{ctx}: {:#x} / {:#x} = {:#x}, want {:#x}",
                        a[i].to_bits(),
                        b[i].to_bits(),
                        q[i].to_bits(),
                        wq.to_bits()
                    ),
                );
            }
            if !same64(s[i], ws) {
                report(
                    &mut failures,
                    format!(
                        "{ctx}: sqrt {:#x} = {:#x}, want {:#x}",
                        a[i].to_bits(),
                        s[i].to_bits(),
                        ws.to_bits()
                    ),
                );
            }
        }
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Distance in f32 units in the last place.
fn ulps32(x: f32, y: f32) -> u64 {
    let k = |v: f32| {
        let b = v.to_bits();
        if b >> 31 == 1 {
            -((b & 0x7fff_ffff) as i64)
        } else {
            b as i64
        }
    };
    (k(x) - k(y)).unsigned_abs()
}

/// The primitives: exact special values, 1 ulp on normal values for
/// rcp/rsq/sqrt/exp/log, sin/cos of revolutions to 2^-20 absolute,
/// fract exact.
#[test]
fn clang_f32_primitives_are_within_the_documented_accuracy() {
    let mut xs: Vec<f32> = SPECIAL32.iter().map(|&b| f32::from_bits(b)).collect();
    let mut next = lcg(7);
    for i in 0..2000 {
        let r = next() as u32;
        xs.push(match i % 3 {
            0 => f32::from_bits(r),
            1 => f32::from_bits(r & 0x83ff_ffff | 0x3c00_0000),
            _ => (r as i32 as f32) * 2f32.powi(-23),
        });
    }
    let n = xs.len().next_multiple_of(64);
    xs.resize(n, 1.0);
    let mut failures = Vec::new();
    each(|ctx, dev, m| {
        let ba = dev.buffer_f32(&xs);
        let out = dev.alloc(32 * n);
        dev.dispatch(
            m,
            "prims32",
            Dispatch::linear(n as u32, 64),
            &[Arg::Buffer(ba), Arg::Buffer(out)],
        )
        .unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let out = dev.read_f32(out).unwrap();
        for (i, &x) in xs.iter().enumerate() {
            let xd = x as f64;
            let normal = |v: f64| v == 0.0 || !v.is_finite() || v.abs() >= f32::MIN_POSITIVE as f64;
            let checks: [(&str, f64, bool); 7] = [
                (
                    "rcp",
                    1.0 / xd,
                    x.is_normal() || x == 0.0 || x.is_infinite(),
                ),
                (
                    "rsq",
                    1.0 / xd.sqrt(),
                    x.is_normal() || x == 0.0 || x.is_infinite(),
                ),
                (
                    "sqrt",
                    xd.sqrt(),
                    x.is_normal() || x == 0.0 || x.is_infinite(),
                ),
                ("exp", xd.exp2(), true),
                (
                    "log",
                    xd.log2(),
                    x.is_normal() || x == 0.0 || x.is_infinite(),
                ),
                (
                    "sin",
                    (xd - xd.round()) * std::f64::consts::TAU,
                    x.abs() <= 256.0,
                ),
                (
                    "cos",
                    (xd - xd.round()) * std::f64::consts::TAU,
                    x.abs() <= 256.0,
                ),
            ];
            for (k, &(name, want, applies)) in checks.iter().enumerate() {
                let got = out[8 * i + k];
                if !applies || !normal(want) {
                    continue;
                }
                let ok = match name {
                    "sin" => (got as f64 - want.sin()).abs() <= 2f64.powi(-20),
                    "cos" => (got as f64 - want.cos()).abs() <= 2f64.powi(-20),
                    _ => {
                        let w = want as f32;
                        same32(got, w) || (!w.is_nan() && ulps32(got, w) <= 1)
                    }
                };
                if !ok {
                    report(
                        &mut failures,
                        format!(
                            "{ctx}: v_{name}_f32({x:e} = {:#x}) = {got:e}, want {want:e}",
                            x.to_bits()
                        ),
                    );
                }
            }
            let fr = out[8 * i + 7];
            if x.is_finite() {
                let want = (xd - xd.floor()) as f32;
                let want = if want == 1.0 {
                    f32::from_bits(0x3f7f_ffff)
                } else {
                    want
                };
                if !same32(fr, want) {
                    report(
                        &mut failures,
                        format!("{ctx}: v_fract_f32({x:e}) = {fr:e}, want {want:e}"),
                    );
                }
            }
        }
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// f64 rcp/rsq/sqrt: special values exact, and within the ISA's stated
/// precision (2^-22 relative is far looser than sim's correctly rounded
/// results, but it is all the documentation promises).
#[test]
fn clang_f64_primitives_have_exact_special_values() {
    let mut xs: Vec<f64> = SPECIAL64.iter().map(|&b| f64::from_bits(b)).collect();
    let mut next = lcg(9);
    for _ in 0..500 {
        xs.push(f64::from_bits(next()));
    }
    let n = xs.len().next_multiple_of(64);
    xs.resize(n, 1.0);
    let bytes: Vec<u8> = xs.iter().flat_map(|x| x.to_le_bytes()).collect();
    let mut failures = Vec::new();
    each(|ctx, dev, m| {
        let ba = dev.buffer_bytes(&bytes);
        let out = dev.alloc(24 * n);
        dev.dispatch(
            m,
            "prims64",
            Dispatch::linear(n as u32, 64),
            &[Arg::Buffer(ba), Arg::Buffer(out)],
        )
        .unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let out: Vec<f64> = dev
            .read_u64(out)
            .unwrap()
            .into_iter()
            .map(f64::from_bits)
            .collect();
        for (i, &x) in xs.iter().enumerate() {
            for (k, want) in [1.0 / x, 1.0 / x.sqrt(), x.sqrt()].into_iter().enumerate() {
                let got = out[3 * i + k];
                let ok = if want.is_nan() || want.is_infinite() || want == 0.0 {
                    same64(got, want)
                } else {
                    ((got - want) / want).abs() <= 2f64.powi(-22)
                };
                if !ok {
                    report(
                        &mut failures,
                        format!("{ctx}: op{k}({x:e}) = {got:e}, want {want:e}"),
                    );
                }
            }
        }
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Runs `div_sqrt32` on `(a, b)` and reports every quotient that is not
/// the correctly rounded one.
fn check_div32(a: &[f32], b: &[f32]) -> Vec<String> {
    let n = a.len();
    let mut failures = Vec::new();
    each(|ctx, dev, m| {
        let (q, _) = div_sqrt32(ctx, dev, m, a, b);
        for i in 0..n {
            let want = a[i] / b[i];
            if !same32(q[i], want) {
                let (x, y) = (a[i].to_bits(), b[i].to_bits());
                report(
                    &mut failures,
                    format!(
                        "{ctx}: {x:#x} / {y:#x} (exponents {}, {}) = {:#x}, want {:#x}",
                        x >> 23 & 0xff,
                        y >> 23 & 0xff,
                        q[i].to_bits(),
                        want.to_bits()
                    ),
                );
            }
        }
    });
    failures
}

/// An f32 with biased exponent `e`, and a significand that is zero, all
/// ones or random as `r` says (so exponent 0 gives zeros and denormals of
/// both extremes, 255 infinities and NaNs).
fn f32_with_exponent(e: u32, r: u64) -> f32 {
    let mant = match r % 3 {
        0 => 0,
        1 => 0x7f_ffff,
        _ => (r >> 8) as u32 & 0x7f_ffff,
    };
    f32::from_bits((r >> 40) as u32 & 0x8000_0000 | e << 23 | mant)
}

/// Every pair of f32 exponent fields (0..=255 each, so every exponent
/// difference past which `v_div_scale` scales the numerator or the
/// denominator by 2^±64, every denormal and special operand), with
/// extreme and random significands: the quotients of clang's correctly
/// rounded sequence must be IEEE's. A wrong scaling constant, threshold or
/// VCC output in `v_div_scale`/`v_div_fmas` shows up as an overflowed,
/// flushed or doubly rounded quotient near some threshold.
#[test]
fn clang_f32_division_over_every_exponent_pair_is_correctly_rounded() {
    let mut next = lcg(3232);
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for en in 0..=255 {
        for ed in 0..=255 {
            a.push(f32_with_exponent(en, next()));
            b.push(f32_with_exponent(ed, next()));
        }
    }
    let failures = check_div32(&a, &b);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// f64 division near every range threshold: exponent differences swept
/// over -1100..=1100 (the quotient overflows past +1024, goes denormal
/// below -1022 and to zero below -1075; `v_div_scale` reacts at +768 and
/// near -1021), with the dividend's exponent random, plus dividends
/// below 2^-969 and divisors above 2^1021 (tiny numerators, denormal
/// reciprocals) and denormal divisors. Oracle: Rust's f64 `/`.
#[test]
fn clang_f64_division_near_every_scaling_threshold_is_correctly_rounded() {
    let mut next = lcg(6464);
    let mut f64_with = |e: i64, r: u64| {
        let e = e.clamp(0, 2047) as u64;
        let mant = match r % 3 {
            0 => 0,
            1 => 0x000f_ffff_ffff_ffff,
            _ => next() & 0x000f_ffff_ffff_ffff,
        };
        f64::from_bits(r & 0x8000_0000_0000_0000 | e << 52 | mant)
    };
    let mut draw = lcg(646);
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for d in -1100i64..=1100 {
        for _ in 0..8 {
            // A dividend exponent that keeps the divisor's in range.
            let lo = (1 - d).max(1);
            let hi = (2046 - d).min(2046);
            let en = lo + (draw() % (hi - lo + 1) as u64) as i64;
            a.push(f64_with(en, draw()));
            b.push(f64_with(en - d, draw()));
        }
    }
    for e in (0..=60).chain(2030..=2047) {
        for _ in 0..32 {
            let other = (draw() % 2048) as i64;
            a.push(f64_with(e, draw()));
            b.push(f64_with(other, draw()));
            a.push(f64_with(other, draw()));
            b.push(f64_with(e, draw()));
        }
    }
    let pad = a.len().next_multiple_of(64);
    a.resize(pad, 1.0);
    b.resize(pad, 1.0);
    let n = a.len();
    let mut failures = Vec::new();
    each(|ctx, dev, m| {
        let (q, _) = div_sqrt64(ctx, dev, m, &a, &b);
        for i in 0..n {
            let want = a[i] / b[i];
            if !same64(q[i], want) {
                let (x, y) = (a[i].to_bits(), b[i].to_bits());
                report(
                    &mut failures,
                    format!(
                        "{ctx}: {x:#x} / {y:#x} (exponents {}, {}) = {:#x}, want {:#x}",
                        x >> 52 & 0x7ff,
                        y >> 52 & 0x7ff,
                        q[i].to_bits(),
                        want.to_bits()
                    ),
                );
            }
        }
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
