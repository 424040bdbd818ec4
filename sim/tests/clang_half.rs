//! f16, packed f16/i16 and mixed-precision arithmetic against clang-22:
//! `tests/kernels/half.cl`, built for gfx942, gfx90a and gfx900, selects
//! the VOP3P packed rows (`v_pk_{add,mul,fma,min,max}_f16` with op_sel,
//! op_sel_hi, neg_lo, neg_hi and inline constants; `v_pk_*_u16/i16`
//! integer rows), `v_fma_mix_f32` and `v_fma_mix{lo,hi}_f16`, the f16
//! VOP1 rows (sqrt, rcp, floor, ceil, trunc, rndne, fract, frexp, ldexp),
//! `v_div_fixup_f16` and `v_cmp_class_f16`; sim runs them over every pair
//! of special operands (NaN, ±inf, ±0, denormals, the extremes of the
//! normal range) and random ones.
//!
//! Oracle: a host model written from IEEE 754 and the ISA's definitions,
//! independent of sim's helpers: f16 values decoded exactly into f64,
//! results rounded once to f16 (to nearest even) from the exact value —
//! sums, products, quotients and square roots are exact or correctly
//! rounded in f64 first (f64 has more than 2 * 11 + 2 bits), and an f16
//! fma is rounded from f64's fma plus its exact error term (TwoSum), so
//! no double rounding hides. `min`/`max` accept either sign of a zero
//! result (IEEE leaves it open); any NaN matches a NaN. With f16
//! denormals flushed by the kernel descriptor, the packed f16 model
//! flushes each operand half (after negation) and each result.

mod common;

use agc_sim::{Arg, Device, Dispatch, Executable};
use common::{each, ClObjects};

// GFX9 only: clang-22's GFX11 code for these kernels uses True16 operands
// (VGPR halves `v3.h` in 16-bit VOP1/VOP2/VOPC and VOP3 op_sel), which sim
// does not model; the decoder refuses them rather than misread them.
static HALF: ClObjects = ClObjects::gfx9_only(&["half.cl"], &[]);
/// The same kernels with f16/f64 denormals flushed (the kernel
/// descriptor's FLOAT_DENORM_MODE_16_64 = 0): the packed f16 rows must
/// read denormal halves as zeros and write denormal results as zeros of
/// their sign.
static HALF_FTZ: ClObjects =
    ClObjects::gfx9_only(&["half.cl"], &["-fdenormal-fp-math=preserve-sign"]);

/// Special f16 operands: NaNs (quiet and signaling), infinities, zeros,
/// denormals, the smallest and largest normals, values near 1.
const SPECIAL: [u16; 18] = [
    0x7e00, 0x7c01, 0x7c00, 0xfc00, 0x0000, 0x8000, 0x0001, 0x8001, 0x03ff, 0x83ff, 0x0400, 0x7bff,
    0xfbff, 0x3c00, 0xbc00, 0x3c01, 0x3bff, 0x4248,
];

/// Work-items per dispatch: every ordered pair of specials, then random.
const N: usize = 1024;

fn xorshift(seed: u64) -> impl FnMut() -> u64 {
    let mut x = seed | 1;
    move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    }
}

/// Operand lists: pairs of specials first, then random f16 bit patterns
/// biased toward small exponents (denormal results) and ordinary ones.
fn operands(seed: u64) -> (Vec<u16>, Vec<u16>, Vec<u16>) {
    let mut next = xorshift(seed);
    let mut rnd = move || {
        let r = next();
        let e = match r % 4 {
            0 => r >> 8 & 3,
            1 => 13 + (r >> 8) % 5,
            _ => (r >> 8) % 31,
        } as u16;
        ((r >> 20 & 1) as u16 * 0x8000) | (e << 10) | ((r >> 24) as u16 & 0x3ff)
    };
    let (mut a, mut b, mut c) = (Vec::new(), Vec::new(), Vec::new());
    for i in 0..N {
        let k = SPECIAL.len();
        if i < k * k {
            a.push(SPECIAL[i / k]);
            b.push(SPECIAL[i % k]);
            c.push(SPECIAL[(i * 7) % k]);
        } else {
            a.push(rnd());
            b.push(rnd());
            c.push(rnd());
        }
    }
    (a, b, c)
}

/// f16 bits to f64 (exact).
fn h2f(h: u16) -> f64 {
    let s = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let (e, m) = ((h >> 10 & 0x1f) as i32, (h & 0x3ff) as f64);
    s * match e {
        0 => m * 2f64.powi(-24),
        31 if m == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        _ => (1.0 + m / 1024.0) * 2f64.powi(e - 15),
    }
}

/// f64 to f16 bits, rounding to nearest even once; `tail` is the sign of
/// an exact remainder beyond `x` (0 when `x` is exact), which decides
/// ties.
fn f2h_tail(x: f64, tail: f64) -> u16 {
    if x.is_nan() {
        return 0x7e00;
    }
    let s = if x.is_sign_negative() { 0x8000 } else { 0 };
    let a = x.abs();
    if a.is_infinite() {
        return s | 0x7c00;
    }
    let e = if a < 2f64.powi(-14) {
        -24
    } else {
        a.log2().floor() as i32 - 10
    };
    let q = 2f64.powi(e);
    let t = a / q; // exact: a has at most 53 bits
    let fl = t.floor();
    let frac = t - fl;
    let tail = if x < 0.0 { -tail } else { tail };
    let up = frac > 0.5 || (frac == 0.5 && (tail > 0.0 || (tail == 0.0 && fl % 2.0 == 1.0)));
    let r = (if up { fl + 1.0 } else { fl }) * q;
    if r >= 65520.0 {
        return s | 0x7c00;
    }
    if r < 2f64.powi(-14) {
        return s | (r / 2f64.powi(-24)) as u16;
    }
    let be = r.log2().floor() as i32;
    let m = ((r / 2f64.powi(be) - 1.0) * 1024.0) as u16;
    s | ((be + 15) as u16) << 10 | m
}

fn f2h(x: f64) -> u16 {
    f2h_tail(x, 0.0)
}

/// fma of f16 values rounded once: the product is exact in f64; TwoSum
/// gives the f64 sum and its exact error, which settles ties.
fn fma16(a: u16, b: u16, c: u16) -> u16 {
    let (p, z) = (h2f(a) * h2f(b), h2f(c));
    let s = p + z;
    if !s.is_finite() || p == 0.0 || z == 0.0 {
        return f2h(p.mul_add(1.0, z));
    }
    let bb = s - p;
    let err = (p - (s - bb)) + (z - bb);
    f2h_tail(s, err)
}

fn nan16(h: u16) -> bool {
    h & 0x7c00 == 0x7c00 && h & 0x3ff != 0
}

/// maxNum/minNum: a NaN loses to a number.
fn minmax(a: u16, b: u16, max: bool) -> u16 {
    match (nan16(a), nan16(b)) {
        (true, true) => 0x7e00,
        (true, false) => b,
        (false, true) => a,
        _ => {
            let (x, y) = (h2f(a), h2f(b));
            if (x > y) == max && x != y {
                a
            } else {
                b
            }
        }
    }
}

/// Class mask bit per the ISA's numbering.
fn class(h: u16) -> u32 {
    let neg = h & 0x8000 != 0;
    let (e, m) = (h >> 10 & 0x1f, h & 0x3ff);
    1 << if e == 31 && m != 0 {
        if m & 0x200 == 0 {
            0
        } else {
            1
        }
    } else if e == 31 {
        if neg {
            2
        } else {
            9
        }
    } else if e == 0 && m == 0 {
        if neg {
            5
        } else {
            6
        }
    } else if e == 0 {
        if neg {
            4
        } else {
            7
        }
    } else if neg {
        3
    } else {
        8
    }
}

/// `div_fixup(q, den, num)`: IEEE's special cases of num / den, else q
/// with the quotient's sign.
fn div_fixup(q: u16, den: u16, num: u16) -> u16 {
    let (d, n) = (h2f(den), h2f(num));
    let sign = (den ^ num) & 0x8000;
    if d.is_nan() || n.is_nan() || (d == 0.0 && n == 0.0) || (d.is_infinite() && n.is_infinite()) {
        0x7e00
    } else if d == 0.0 || n.is_infinite() {
        sign | 0x7c00
    } else if d.is_infinite() || n == 0.0 {
        sign
    } else if nan16(q) || q & 0x7fff == 0x7c00 {
        sign | 0x7c00
    } else {
        sign | q & 0x7fff
    }
}

/// `frexp` of an f16: (mantissa in [0.5, 1), exponent); specials give
/// (x, 0).
fn frexp(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let e = x.abs().log2().floor() as i32 + 1;
    (x / 2f64.powi(e), e)
}

/// Compares f16 results; `zero_sign_free` accepts either zero for a zero.
fn same(g: u16, w: u16, zero_sign_free: bool) -> bool {
    g == w || (nan16(g) && nan16(w)) || (zero_sign_free && g & 0x7fff == 0 && w & 0x7fff == 0)
}

fn le16(v: &[u16]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn halves(words: &[u32]) -> Vec<u16> {
    words
        .iter()
        .flat_map(|w| [*w as u16, (*w >> 16) as u16])
        .collect()
}

#[test]
fn clang_half_kernels_match_an_ieee_host_model() {
    // Packed operands: element i is (lo, hi) = (x[2i], x[2i + 1]).
    let (a, b, c) = operands(0x4a1f);
    let (a2, b2, c2) = {
        let (p, q, r) = operands(0x77aa);
        let zip = |u: &[u16], v: &[u16]| -> Vec<u16> {
            u.iter().zip(v).flat_map(|(x, y)| [*x, *y]).collect()
        };
        (zip(&a, &p), zip(&b, &q), zip(&c, &r))
    };
    let c32: Vec<f32> = c.iter().map(|&h| h2f(h) as f32 * 3.0).collect();
    let mut failures: Vec<String> = Vec::new();
    let mut fail = |line: String| {
        if failures.len() < 24 {
            failures.push(line);
        }
    };
    each(&HALF, &[1], |ctx, _, dev: &mut Device, m: &Executable| {
        let launch = |dev: &mut Device, k: &str, args: &[Arg]| {
            dev.dispatch(m, k, Dispatch::linear(N as u32, 64), args)
                .unwrap_or_else(|e| panic!("{ctx} {k}: {e}"));
        };
        // pk_f16
        let bufs = [
            dev.buffer_bytes(&le16(&a2)),
            dev.buffer_bytes(&le16(&b2)),
            dev.buffer_bytes(&le16(&c2)),
            dev.alloc(48 * N),
        ];
        launch(dev, "pk_f16", &bufs.map(Arg::Buffer));
        let got = halves(&dev.read_u32(bufs[3]).unwrap());
        for i in 0..N {
            let (x, y, z) = (
                [a2[2 * i], a2[2 * i + 1]],
                [b2[2 * i], b2[2 * i + 1]],
                [c2[2 * i], c2[2 * i + 1]],
            );
            let f = h2f;
            let want: [[u16; 2]; 12] = [
                [0, 1].map(|k| f2h(f(x[k]) + f(y[k]))),
                [0, 1].map(|k| f2h(f(x[k]) * f(y[k]))),
                [0, 1].map(|k| fma16(x[k], y[k], z[k])),
                [0, 1].map(|k| f2h(f(x[k]) - f(y[k]))),
                [0, 1].map(|k| f2h(f(x[1 - k]) + f(y[k]))),
                [0, 1].map(|k| f2h(f(x[k]) * 0.5)),
                [0, 1].map(|k| fma16(x[k] ^ 0x8000, y[k], z[k])),
                [0, 1].map(|k| minmax(x[k], y[k], true)),
                [0, 1].map(|k| minmax(x[k], y[k], false)),
                [fma16(x[0], y[1], z[0]), fma16(x[1], y[0] ^ 0x8000, z[0])],
                [f2h(f(x[0]) * f(z[0])), f2h(-f(y[1]) * f(z[1]))],
                [0, 1].map(|k| fma16(x[k], y[k], 0x3c00)),
            ];
            for (j, w) in want.iter().enumerate() {
                for k in 0..2 {
                    let g = got[24 * i + 2 * j + k];
                    if !same(g, w[k], j == 7 || j == 8) {
                        fail(format!(
                            "{ctx} pk_f16 op{j}.{k} x={x:04x?} y={y:04x?} z={z:04x?}: {g:#06x}, want {:#06x}",
                            w[k]
                        ));
                    }
                }
            }
        }
        // pk_i16
        let bufs = [
            dev.buffer_bytes(&le16(&a2)),
            dev.buffer_bytes(&le16(&b2)),
            dev.alloc(32 * N),
        ];
        launch(dev, "pk_i16", &bufs.map(Arg::Buffer));
        let got = halves(&dev.read_u32(bufs[2]).unwrap());
        for i in 0..N {
            for k in 0..2 {
                let (x, y) = (a2[2 * i + k], b2[2 * i + k]);
                let want = [
                    x.wrapping_add(y),
                    x.wrapping_sub(y),
                    x.wrapping_mul(y),
                    x << (y & 15),
                    x >> (y & 15),
                    (x as i16 >> (y & 15)) as u16,
                    x.max(y),
                    (x as i16).min(y as i16) as u16,
                ];
                for (j, &w) in want.iter().enumerate() {
                    let g = got[16 * i + 2 * j + k];
                    if g != w {
                        fail(format!(
                            "{ctx} pk_i16 op{j}.{k} ({x:#06x}, {y:#06x}): {g:#06x}, want {w:#06x}"
                        ));
                    }
                }
            }
        }
        // un_f16
        let bufs = [
            dev.buffer_bytes(&le16(&a)),
            dev.buffer_bytes(&le16(&b)),
            dev.alloc(24 * N),
        ];
        launch(dev, "un_f16", &bufs.map(Arg::Buffer));
        let got = halves(&dev.read_u32(bufs[2]).unwrap());
        for i in 0..N {
            let (x, y) = (a[i], b[i]);
            let v = h2f(x);
            let fract = if v.is_infinite() {
                f64::NAN
            } else {
                (v - v.floor()).min(1.0 - 2f64.powi(-11))
            };
            let want = [
                f2h(v.sqrt()),
                f2h(1.0 / v),
                f2h(v / h2f(y)),
                f2h(v.floor()),
                f2h(v.ceil()),
                f2h(v.trunc()),
                f2h(v.round_ties_even()),
                f2h(fract),
                f2h(v * 2f64.powi(i as i32 % 7 - 3)),
                f2h(frexp(v).0),
                f2h(frexp(v).1 as f64),
                div_fixup(x, y, 0x3e00),
            ];
            for (j, &w) in want.iter().enumerate() {
                let g = got[12 * i + j];
                if !same(g, w, false) {
                    fail(format!(
                        "{ctx} un_f16 op{j} ({x:#06x}, {y:#06x}): {g:#06x}, want {w:#06x}"
                    ));
                }
            }
        }
        // class_f16
        let bufs = [dev.buffer_bytes(&le16(&a)), dev.alloc(4 * N)];
        launch(dev, "class_f16", &bufs.map(Arg::Buffer));
        let got = dev.read_u32(bufs[1]).unwrap();
        for i in 0..N {
            if got[i] != class(a[i]) {
                fail(format!(
                    "{ctx} class_f16 {:#06x}: {:#x}, want {:#x}",
                    a[i],
                    got[i],
                    class(a[i])
                ));
            }
        }
        // mix
        let bufs = [
            dev.buffer_bytes(&le16(&a)),
            dev.buffer_bytes(&le16(&b)),
            dev.buffer_f32(&c32),
            dev.alloc(8 * N),
            dev.alloc(4 * N),
        ];
        launch(dev, "mix", &bufs.map(Arg::Buffer));
        let got = dev.read_f32(bufs[3]).unwrap();
        let goth = halves(&dev.read_u32(bufs[4]).unwrap());
        for i in 0..N {
            let (x, y, z) = (h2f(a[i]) as f32, h2f(b[i]) as f32, c32[i]);
            let w = [x.mul_add(y, z), (-x).mul_add(h2f(a[i ^ 1]) as f32, z)];
            for k in 0..2 {
                let g = got[2 * i + k];
                if g.to_bits() != w[k].to_bits() && !(g.is_nan() && w[k].is_nan()) {
                    fail(format!("{ctx} mix f32 op{k} #{i}: {g:e}, want {:e}", w[k]));
                }
            }
            let wh = [f2h(x.mul_add(y, z) as f64), f2h(y.mul_add(y, z) as f64)];
            for k in 0..2 {
                if !same(goth[2 * i + k], wh[k], false) {
                    fail(format!(
                        "{ctx} mix f16 op{k} #{i}: {:#06x}, want {:#06x}",
                        goth[2 * i + k],
                        wh[k]
                    ));
                }
            }
        }
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn ftz16(h: u16) -> u16 {
    if h & 0x7c00 == 0 {
        h & 0x8000
    } else {
        h
    }
}

#[test]
fn clang_packed_f16_flushes_denormals_per_mode() {
    let (a, b, c) = operands(0x51ab);
    let (p, q, r) = operands(0x0dd5);
    let zip = |u: &[u16], v: &[u16]| -> Vec<u16> {
        u.iter().zip(v).flat_map(|(x, y)| [*x, *y]).collect()
    };
    let (a2, b2, c2) = (zip(&a, &p), zip(&b, &q), zip(&c, &r));
    let mut failures: Vec<String> = Vec::new();
    each(
        &HALF_FTZ,
        &[1],
        |ctx, _, dev: &mut Device, m: &Executable| {
            let bufs = [
                dev.buffer_bytes(&le16(&a2)),
                dev.buffer_bytes(&le16(&b2)),
                dev.buffer_bytes(&le16(&c2)),
                dev.alloc(48 * N),
            ];
            dev.dispatch(
                m,
                "pk_f16",
                Dispatch::linear(N as u32, 64),
                &bufs.map(Arg::Buffer),
            )
            .unwrap_or_else(|e| panic!("{ctx} pk_f16: {e}"));
            let got = halves(&dev.read_u32(bufs[3]).unwrap());
            let z = ftz16;
            let f = |h: u16| h2f(ftz16(h));
            for i in 0..N {
                let (x, y, w) = (
                    [a2[2 * i], a2[2 * i + 1]],
                    [b2[2 * i], b2[2 * i + 1]],
                    [c2[2 * i], c2[2 * i + 1]],
                );
                let want: [[u16; 2]; 4] = [
                    [0, 1].map(|k| z(f2h(f(x[k]) + f(y[k])))),
                    [0, 1].map(|k| z(f2h(f(x[k]) * f(y[k])))),
                    [0, 1].map(|k| z(fma16(z(x[k]), z(y[k]), z(w[k])))),
                    [0, 1].map(|k| z(f2h(f(x[k]) - f(y[k])))),
                ];
                for (j, wj) in want.iter().enumerate() {
                    for k in 0..2 {
                        let g = got[24 * i + 2 * j + k];
                        if !same(g, wj[k], false) && failures.len() < 24 {
                            failures.push(format!(
                            "{ctx} ftz pk_f16 op{j}.{k} x={x:04x?} y={y:04x?} z={w:04x?}: {g:#06x}, want {:#06x}",
                            wj[k]
                        ));
                        }
                    }
                }
            }
        },
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
