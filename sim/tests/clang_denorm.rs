//! VALU denormal modes against clang-22: `tests/kernels/denorm.cl` built
//! three ways — IEEE (MODE.FP_DENORM keeps every denormal),
//! `-cl-denorms-are-zero` (the kernel descriptor's FLOAT_DENORM_MODE_32 is
//! 0, and clang's f32 division switches denormals back on around its
//! Newton steps with `s_setreg`) and `-fdenormal-fp-math=preserve-sign`
//! (FLOAT_DENORM_MODE_16_64 is 0 as well) — run in sim over operands
//! whose inputs and results straddle the denormal range.
//!
//! Oracle: a host model of each mode written from the ISA's definition of
//! the MODE field: when a format's denormals are disabled, denormal
//! inputs read as zero of their sign and denormal results are written as
//! zero of their sign; otherwise results are IEEE's (Rust's f32/f64
//! arithmetic, f16 sums and products exact in f64 and rounded once).
//! `min`/`max` accept either sign of a zero result (IEEE leaves it open).

mod common;

use agc_sim::{Arg, Device, Dispatch, Executable};
use common::{each, f2h, h2f, ClObjects};

const DIV: &str = "-cl-fp32-correctly-rounded-divide-sqrt";
// GFX9 only: clang-22's GFX11 code for these kernels uses True16 operands
// (VGPR halves `v3.h` in 16-bit VOP1/VOP2/VOPC and VOP3 op_sel), which sim
// does not model; the decoder refuses them rather than misread them.
// (and GFX11's s_denorm_mode, SOPP 0x12, has no table row yet).
static KEEP: ClObjects = ClObjects::gfx9_only(&["denorm.cl"], &[DIV]);
static DAZ32: ClObjects = ClObjects::gfx9_only(&["denorm.cl"], &[DIV, "-cl-denorms-are-zero"]);
static FTZ_ALL: ClObjects =
    ClObjects::gfx9_only(&["denorm.cl"], &[DIV, "-fdenormal-fp-math=preserve-sign"]);

/// Work-items per dispatch.
const N: usize = 2048;

fn xorshift(seed: u64) -> impl FnMut() -> u64 {
    let mut x = seed | 1;
    move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    }
}

/// A float of `bits` total bits (exponent width `ew`, significand `mw`)
/// whose biased exponent comes from a mix of windows: denormals, the
/// smallest normals, values whose products or sums land in the denormal
/// range, and ordinary magnitudes.
fn operand(r: u64, ew: u32, mw: u32) -> u64 {
    let bias = (1u64 << (ew - 1)) - 1;
    let half = bias / 2;
    let e = match r % 6 {
        0 => 0,
        1 => 1 + (r >> 3) % 3,
        2 | 3 => half - 4 + (r >> 3) % 9,
        4 => bias - 8 + (r >> 3) % 17,
        _ => (r >> 3) % (2 * bias),
    };
    let mant = (r >> 16) & ((1u64 << mw) - 1);
    let mant = if e == 0 && mant == 0 { 1 } else { mant };
    (r >> 8 & 1) << (ew + mw) | e << mw | mant
}

fn ftz32(x: f32, on: bool) -> f32 {
    if on && x.is_subnormal() {
        f32::from_bits(x.to_bits() & 0x8000_0000)
    } else {
        x
    }
}
fn ftz64(x: f64, on: bool) -> f64 {
    if on && x.is_subnormal() {
        f64::from_bits(x.to_bits() & 0x8000_0000_0000_0000)
    } else {
        x
    }
}
fn ftz16(h: u16, on: bool) -> u16 {
    if on && h & 0x7c00 == 0 {
        h & 0x8000
    } else {
        h
    }
}

/// Runs every kernel of denorm.cl from `objects` and checks it against
/// the model with f32 flushing `f32_flush` and f16/f64 `wide_flush`.
fn check(objects: &'static ClObjects, f32_flush: bool, wide_flush: bool) {
    let mut next = xorshift(0x5eed_d0e5);
    let a32: Vec<f32> = (0..N)
        .map(|_| f32::from_bits(operand(next(), 8, 23) as u32))
        .collect();
    let b32: Vec<f32> = (0..N)
        .map(|_| f32::from_bits(operand(next(), 8, 23) as u32))
        .collect();
    let c32: Vec<f32> = (0..N)
        .map(|_| f32::from_bits(operand(next(), 8, 23) as u32))
        .collect();
    let a64: Vec<u64> = (0..N).map(|_| operand(next(), 11, 52)).collect();
    let b64: Vec<u64> = (0..N).map(|_| operand(next(), 11, 52)).collect();
    let c64: Vec<u64> = (0..N).map(|_| operand(next(), 11, 52)).collect();
    let a16: Vec<u16> = (0..N).map(|_| operand(next(), 5, 10) as u16).collect();
    let b16: Vec<u16> = (0..N).map(|_| operand(next(), 5, 10) as u16).collect();
    let le64 = |v: &[u64]| -> Vec<u8> { v.iter().flat_map(|x| x.to_le_bytes()).collect() };
    let le16 = |v: &[u16]| -> Vec<u8> { v.iter().flat_map(|x| x.to_le_bytes()).collect() };
    let mut failures: Vec<String> = Vec::new();
    let mut fail = |line: String| {
        if failures.len() < 16 {
            failures.push(line);
        }
    };
    each(objects, &[1], |ctx, _, dev: &mut Device, m: &Executable| {
        let launch = |dev: &mut Device, k: &str, bufs: &[agc_sim::Buffer]| {
            let args: Vec<Arg> = bufs.iter().map(|&b| Arg::Buffer(b)).collect();
            dev.dispatch(m, k, Dispatch::linear(N as u32, 64), &args)
                .unwrap_or_else(|e| panic!("{ctx} {k}: {e}"));
        };
        // f32
        let bufs = [
            dev.buffer_f32(&a32),
            dev.buffer_f32(&b32),
            dev.buffer_f32(&c32),
            dev.alloc(32 * N),
        ];
        launch(dev, "arith32", &bufs);
        let got = dev.read_f32(bufs[3]).unwrap();
        for i in 0..N {
            let fl = |x| ftz32(x, f32_flush);
            let (x, y, z) = (fl(a32[i]), fl(b32[i]), fl(c32[i]));
            let want = [
                x + y,
                x - y,
                x * y,
                x.mul_add(y, z),
                x * 0.5,
                x / y,
                x.min(y),
                x.max(y),
            ];
            for (k, &w) in want.iter().enumerate() {
                let (g, w) = (got[8 * i + k], fl(w));
                let ok = if k >= 6 {
                    g == w
                } else {
                    g.to_bits() == w.to_bits() || (g.is_nan() && w.is_nan())
                };
                if !ok {
                    fail(format!(
                        "{ctx} arith32 op{k}({:#x}, {:#x}, {:#x}) = {:#x}, want {:#x}",
                        a32[i].to_bits(),
                        b32[i].to_bits(),
                        c32[i].to_bits(),
                        g.to_bits(),
                        w.to_bits()
                    ));
                }
            }
        }
        // f64
        let bufs = [
            dev.buffer_bytes(&le64(&a64)),
            dev.buffer_bytes(&le64(&b64)),
            dev.buffer_bytes(&le64(&c64)),
            dev.alloc(32 * N),
        ];
        launch(dev, "arith64", &bufs);
        let got = dev.read_u64(bufs[3]).unwrap();
        for i in 0..N {
            let fl = |x| ftz64(x, wide_flush);
            let (x, y, z) = (
                fl(f64::from_bits(a64[i])),
                fl(f64::from_bits(b64[i])),
                fl(f64::from_bits(c64[i])),
            );
            let want = [x + y, x * y, x.mul_add(y, z), x * 0.5];
            for (k, &w) in want.iter().enumerate() {
                let w = fl(w);
                let g = f64::from_bits(got[4 * i + k]);
                if g.to_bits() != w.to_bits() && !(g.is_nan() && w.is_nan()) {
                    fail(format!(
                        "{ctx} arith64 op{k}({:#x}, {:#x}, {:#x}) = {:#x}, want {:#x}",
                        a64[i],
                        b64[i],
                        c64[i],
                        g.to_bits(),
                        w.to_bits()
                    ));
                }
            }
        }
        // f16
        let bufs = [
            dev.buffer_bytes(&le16(&a16)),
            dev.buffer_bytes(&le16(&b16)),
            dev.alloc(6 * N),
        ];
        launch(dev, "arith16", &bufs);
        let words = dev.read_u32(bufs[2]).unwrap();
        let got: Vec<u16> = words
            .iter()
            .flat_map(|w| [*w as u16, (*w >> 16) as u16])
            .collect();
        for i in 0..N {
            let (x, y) = (
                h2f(ftz16(a16[i], wide_flush)),
                h2f(ftz16(b16[i], wide_flush)),
            );
            let want = [x + y, x * y, x - y].map(|r| ftz16(f2h(r), wide_flush));
            for (k, &w) in want.iter().enumerate() {
                let g = got[3 * i + k];
                if g != w {
                    fail(format!(
                        "{ctx} arith16 op{k}({:#06x}, {:#06x}) = {g:#06x}, want {w:#06x}",
                        a16[i], b16[i]
                    ));
                }
            }
        }
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn clang_ieee_build_keeps_every_denormal() {
    check(&KEEP, false, false);
}

#[test]
fn clang_denorms_are_zero_flushes_f32_and_keeps_f16_f64() {
    check(&DAZ32, true, false);
}

#[test]
fn clang_preserve_sign_flushes_f32_f16_and_f64() {
    check(&FTZ_ALL, true, true);
}
