//! sim's arithmetic against clang-22 code and Rust's IEEE arithmetic:
//! the kernels of `tests/kernels/math.cl`, compiled with correctly rounded
//! f32 division and square root, exercise the division helpers
//! (`v_div_scale`/`v_div_fmas`/`v_div_fixup`), f64 square root through
//! `v_rsq_f64`, frexp/ldexp, the 64-bit integer expansions, f16, packed
//! f32 (gfx90a+), scratch (MUBUF on gfx900) and cross-lane builtins (DPP,
//! ds_bpermute, ds_swizzle). Results must equal the Rust references bit
//! for bit.

mod common;

use agc_isa::processors::Processor;
use agc_sim::{Arg, Device, Dispatch, Executable};
use common::ClObjects;

// GFX9 only: math.cl's DPP kernel uses row_bcast, which GFX11 lacks
// (clang-22: "broadcasts are not supported on GFX10+").
static MATH: ClObjects =
    ClObjects::gfx9_only(&["math.cl"], &["-cl-fp32-correctly-rounded-divide-sqrt"]);

/// Every (processor, object kind) combination of `math.cl`.
fn each(mut f: impl FnMut(&str, Processor, &mut Device, &Executable)) {
    common::each(&MATH, &[0], |ctx, p, dev, m| f(ctx, p, dev, m));
}

fn lcg(seed: u64, n: usize) -> Vec<u64> {
    let mut x = seed;
    (0..n)
        .map(|_| {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            x
        })
        .collect()
}

fn bytes_of<T: Copy>(v: &[T], f: impl Fn(T) -> Vec<u8>) -> Vec<u8> {
    v.iter().flat_map(|&x| f(x)).collect()
}

fn read_f64(dev: &Device, b: agc_sim::Buffer) -> Vec<f64> {
    dev.read_u64(b)
        .unwrap()
        .into_iter()
        .map(f64::from_bits)
        .collect()
}

/// Random operands plus the edges of the scaling protocol: huge and tiny
/// quotients, huge denominators, zeros, infinities, NaN.
#[test]
fn division_and_sqrt_are_correctly_rounded() {
    let n = 128;
    let mut a32: Vec<f32> = lcg(1, n)
        .iter()
        .map(|&x| f32::from_bits((x >> 33) as u32 & 0x7fff_ffff | ((x as u32 & 1) << 31)) * 1.0)
        .collect();
    let mut b32: Vec<f32> = lcg(2, n)
        .iter()
        .map(|&x| f32::from_bits(((x >> 35) as u32 % 0x3f00_0000) + 0x2000_0000))
        .collect();
    let edges: [(f32, f32); 10] = [
        (3.0e38, 1.0e-5),
        (1.0e-30, 3.0e20),
        (1.0, 3.0e38),
        (2.0e38, 3.0e38),
        (0.0, 0.0),
        (f32::INFINITY, 2.0),
        (5.0, 0.0),
        (f32::NAN, 1.0),
        (-7.0, f32::INFINITY),
        (1.0e-20, 7.0e25),
    ];
    for (k, &(x, y)) in edges.iter().enumerate() {
        a32[k] = x;
        b32[k] = y;
    }
    let mut a64: Vec<f64> = lcg(3, n)
        .iter()
        .map(|&x| f64::from_bits(x >> 1) * if x & 1 != 0 { -1.0 } else { 1.0 })
        .collect();
    let mut b64: Vec<f64> = lcg(4, n)
        .iter()
        .map(|&x| f64::from_bits((x >> 2) % 0x3fe0_0000_0000_0000 + 0x0020_0000_0000_0000))
        .collect();
    let edges64: [(f64, f64); 8] = [
        (1.0e308, 1.0e-300),
        (1.0e-300, 1.0e300),
        (1.0, 1.0e308),
        (0.0, 0.0),
        (f64::INFINITY, 3.0),
        (2.0, 0.0),
        (1.0e-310, 3.0),
        (1.0e-200, 7.0e150),
    ];
    for (k, &(x, y)) in edges64.iter().enumerate() {
        a64[k] = x;
        b64[k] = y;
    }
    each(|ctx, _, dev, m| {
        let (ba, bb) = (dev.buffer_f32(&a32), dev.buffer_f32(&b32));
        let (q, s) = (dev.alloc(4 * n), dev.alloc(4 * n));
        dev.dispatch(
            m,
            "fdiv32",
            Dispatch::linear(n as u32, 64),
            &[
                Arg::Buffer(ba),
                Arg::Buffer(bb),
                Arg::Buffer(q),
                Arg::Buffer(s),
            ],
        )
        .unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let (q, s) = (dev.read_f32(q).unwrap(), dev.read_f32(s).unwrap());
        for i in 0..n {
            let (want_q, want_s) = (a32[i] / b32[i], b32[i].sqrt());
            let same = |x: f32, y: f32| x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan());
            assert!(
                same(q[i], want_q),
                "{ctx}: {} / {} = {} want {want_q}",
                a32[i],
                b32[i],
                q[i]
            );
            assert!(
                same(s[i], want_s),
                "{ctx}: sqrt {} = {} want {want_s}",
                b32[i],
                s[i]
            );
        }
        let (ba, bb) = (
            dev.buffer_bytes(&bytes_of(&a64, |x| x.to_le_bytes().to_vec())),
            dev.buffer_bytes(&bytes_of(&b64, |x| x.to_le_bytes().to_vec())),
        );
        let (q, s) = (dev.alloc(8 * n), dev.alloc(8 * n));
        dev.dispatch(
            m,
            "fdiv64",
            Dispatch::linear(n as u32, 64),
            &[
                Arg::Buffer(ba),
                Arg::Buffer(bb),
                Arg::Buffer(q),
                Arg::Buffer(s),
            ],
        )
        .unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let (q, s) = (read_f64(dev, q), read_f64(dev, s));
        for i in 0..n {
            let (want_q, want_s) = (a64[i] / b64[i], b64[i].sqrt());
            let same = |x: f64, y: f64| x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan());
            assert!(
                same(q[i], want_q),
                "{ctx}: {:e} / {:e} = {:e} want {want_q:e}",
                a64[i],
                b64[i],
                q[i]
            );
            assert!(
                same(s[i], want_s),
                "{ctx}: sqrt {:e} = {:e} want {want_s:e}",
                b64[i],
                s[i]
            );
        }
    });
}

#[test]
fn frexp_and_ldexp() {
    let n = 64;
    let a: Vec<f32> = lcg(5, n)
        .iter()
        .map(|&x| f32::from_bits(((x >> 40) as u32 % 0x7e00_0000) + 0x0080_0000))
        .collect();
    let b: Vec<f64> = lcg(6, n)
        .iter()
        .map(|&x| f64::from_bits((x >> 2) % 0x7fd0_0000_0000_0000 + 0x0100_0000_0000_0000))
        .collect();
    // Host frexp on normal numbers by bit manipulation.
    let fx32 = |x: f32| {
        let e = (x.to_bits() >> 23 & 0xff) as i32 - 126;
        (f32::from_bits(x.to_bits() & 0x807f_ffff | 126 << 23), e)
    };
    let fx64 = |x: f64| {
        let e = (x.to_bits() >> 52 & 0x7ff) as i32 - 1022;
        (
            f64::from_bits(x.to_bits() & 0x800f_ffff_ffff_ffff | 1022 << 52),
            e,
        )
    };
    each(|ctx, _, dev, m| {
        let (ba, bb) = (
            dev.buffer_f32(&a),
            dev.buffer_bytes(&bytes_of(&b, |x| x.to_le_bytes().to_vec())),
        );
        let (be, bm, br) = (dev.alloc(4 * n), dev.alloc(4 * n), dev.alloc(8 * n));
        dev.dispatch(
            m,
            "frexp_ldexp",
            Dispatch::linear(n as u32, 64),
            &[
                Arg::Buffer(ba),
                Arg::Buffer(bb),
                Arg::Buffer(be),
                Arg::Buffer(bm),
                Arg::Buffer(br),
            ],
        )
        .unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let (e, mm, r) = (
            dev.read_i32(be).unwrap(),
            dev.read_f32(bm).unwrap(),
            read_f64(dev, br),
        );
        for i in 0..n {
            let ((ma, ea), (mb, eb)) = (fx32(a[i]), fx64(b[i]));
            assert_eq!(e[i], ea + eb, "{ctx}: exp {i}");
            assert_eq!(mm[i], ma + mb as f32, "{ctx}: mant {i}");
            let la = (a[i] as f64 * 2f64.powi(5 - i as i32)) as f32;
            let want = b[i] * 2f64.powi(i as i32 - 32) + la as f64;
            assert_eq!(r[i].to_bits(), want.to_bits(), "{ctx}: ldexp {i}");
        }
    });
}

/// 64-bit udiv/urem/sdiv/srem against Rust's, with divisors of every
/// magnitude (the 32-bit fast path included), negative operands and a
/// uniform (kernel argument) divisor.
#[test]
fn int64_division_matches_rust() {
    let n = 192;
    let mut a: Vec<u64> = lcg(11, n);
    let mut b: Vec<u64> = lcg(12, n)
        .iter()
        .enumerate()
        .map(|(i, &x)| (x >> (i % 64)).max(1))
        .collect();
    // Small dividends (both high halves zero), exact multiples, x < y.
    for i in 0..16 {
        a[i] >>= 40;
        b[i] >>= 50;
        b[i] = b[i].max(1);
    }
    a[20] = b[20].wrapping_mul(12345);
    a[21] = 3;
    b[21] = 1 << 40;
    a[22] = i64::MIN as u64;
    b[22] = 2;
    a[23] = u64::MAX;
    b[23] = u64::MAX - 1;
    for c in [0x1_0000_0001u64, 7, (-3i64) as u64] {
        each(|ctx, _, dev, m| {
            let (ba, bb, bo) = (
                dev.buffer_bytes(&bytes_of(&a, |x| x.to_le_bytes().to_vec())),
                dev.buffer_bytes(&bytes_of(&b, |x| x.to_le_bytes().to_vec())),
                dev.alloc(48 * n),
            );
            dev.dispatch(
                m,
                "int64_div",
                Dispatch::linear(n as u32, 64),
                &[
                    Arg::Buffer(ba),
                    Arg::Buffer(bb),
                    Arg::Buffer(bo),
                    Arg::U64(c),
                ],
            )
            .unwrap_or_else(|e| panic!("{ctx}: {e}"));
            let r = dev.read_u64(bo).unwrap();
            for i in 0..n {
                let (x, y) = (a[i], b[i]);
                let (sx, sy, sc) = (x as i64, y as i64, c as i64);
                let want = [
                    x / y,
                    x % y,
                    sx.wrapping_div(sy) as u64,
                    sx.wrapping_rem(sy) as u64,
                    (x / c).wrapping_add(x % c),
                    (sx.wrapping_div(sc) ^ sx.wrapping_rem(sc)) as u64,
                ];
                for k in 0..6 {
                    assert_eq!(
                        r[6 * i + k],
                        want[k],
                        "{ctx}: out[{i}][{k}] for x = {x:#x}, y = {y:#x}, c = {c:#x}"
                    );
                }
            }
        });
    }
}

#[test]
fn int64_arithmetic() {
    let n = 128;
    let mut a: Vec<u64> = lcg(7, n);
    let b: Vec<u64> = lcg(8, n)
        .iter()
        .enumerate()
        .map(|(i, &x)| x >> (i % 64))
        .collect();
    a[0] = i64::MIN as u64;
    let mut b = b;
    b[0] = u64::MAX; // -1: the signed overflow case
    each(|ctx, _, dev, m| {
        let (ba, bb, bo) = (
            dev.buffer_bytes(&bytes_of(&a, |x| x.to_le_bytes().to_vec())),
            dev.buffer_bytes(&bytes_of(&b, |x| x.to_le_bytes().to_vec())),
            dev.alloc(64 * n),
        );
        dev.dispatch(
            m,
            "int64",
            Dispatch::linear(n as u32, 64),
            &[Arg::Buffer(ba), Arg::Buffer(bb), Arg::Buffer(bo)],
        )
        .unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let r = dev.read_u64(bo).unwrap();
        for i in 0..n {
            let (x, y) = (a[i], b[i] | 1);
            let (sx, sy) = (x as i64, y as i64);
            let want = [
                x.wrapping_mul(y),
                x.wrapping_mul(3).wrapping_sub(y >> 3),
                sx.wrapping_mul(y as u32 as i32 as i64) as u64,
                ((x as u32 as i32 as i64) * ((y >> 32) as u32 as i32 as i64)) as u64,
                (sx < sy) as u64 + (x < y) as u64 * 2 + (sx >> 3) as u64,
                (x << (y & 63)) ^ (x >> (y & 31)) ^ (sx >> (x & 63)) as u64,
                x.wrapping_add(y)
                    .wrapping_sub(if x > y { 3 } else { 5 })
                    .wrapping_add(x.wrapping_mul(y >> 7)),
                // `long long` is 128 bits in OpenCL C: __builtin_clzll
                // counts 64 more leading zeros.
                64 + ((x | 1).leading_zeros() as u64) + y.count_ones() as u64 + (x >> 11),
            ];
            for k in 0..8 {
                assert_eq!(
                    r[8 * i + k],
                    want[k],
                    "{ctx}: out[{i}][{k}] for x = {x:#x}, y = {y:#x}"
                );
            }
        }
    });
}

/// f32 to f16 bits, round to nearest even, by integer arithmetic on the
/// f32 encoding (a different algorithm from sim's).
fn to_f16(x: f32) -> u16 {
    let b = x.to_bits();
    let s = (b >> 16 & 0x8000) as u16;
    let e = (b >> 23 & 0xff) as i32;
    let m = b & 0x7f_ffff;
    if e == 255 {
        return s | 0x7c00 | if m != 0 { 0x200 } else { 0 };
    }
    let e16 = e - 127 + 15;
    if e16 >= 31 {
        return s | 0x7c00;
    }
    let (mant, shift) = if e16 <= 0 {
        (m | 0x80_0000, 14 - e16)
    } else {
        (m, 13)
    };
    if shift > 24 {
        return s;
    }
    let keep = mant >> shift;
    let rem = mant & ((1 << shift) - 1);
    let half = 1 << (shift - 1);
    let mut r = keep + (rem > half || (rem == half && keep & 1 == 1)) as u32;
    if e16 > 0 {
        r += (e16 as u32) << 10;
    }
    s | r as u16
}

fn from_f16(h: u16) -> f32 {
    let e = (h >> 10 & 0x1f) as i32;
    let m = (h & 0x3ff) as f32;
    let v = match e {
        0 => m * 2f32.powi(-24),
        31 => {
            if m == 0.0 {
                f32::INFINITY
            } else {
                f32::NAN
            }
        }
        _ => (1.0 + m / 1024.0) * 2f32.powi(e - 15),
    };
    if h & 0x8000 != 0 {
        -v
    } else {
        v
    }
}

#[test]
fn half_precision() {
    let n = 64;
    let a: Vec<u16> = lcg(9, n)
        .iter()
        .map(|&x| to_f16(((x >> 40) as i32 % 20000) as f32 / 7.0))
        .collect();
    let b: Vec<u16> = lcg(10, n)
        .iter()
        .map(|&x| to_f16(((x >> 40) as i32 % 300) as f32 / 3.0 + 0.25))
        .collect();
    each(|ctx, _, dev, m| {
        let (ba, bb) = (
            dev.buffer_bytes(&bytes_of(&a, |x| x.to_le_bytes().to_vec())),
            dev.buffer_bytes(&bytes_of(&b, |x| x.to_le_bytes().to_vec())),
        );
        let (bo, bf) = (dev.alloc(6 * n), dev.alloc(4 * n));
        dev.dispatch(
            m,
            "half_math",
            Dispatch::linear(n as u32, 64),
            &[
                Arg::Buffer(ba),
                Arg::Buffer(bb),
                Arg::Buffer(bo),
                Arg::Buffer(bf),
            ],
        )
        .unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let o = dev.read(bo.addr, 6 * n).unwrap();
        let f = dev.read_f32(bf).unwrap();
        for i in 0..n {
            let (x, y) = (from_f16(a[i]), from_f16(b[i]));
            let want = [to_f16(x + y), to_f16(x * y), to_f16(x - y)];
            for k in 0..3 {
                let got = u16::from_le_bytes([o[6 * i + 2 * k], o[6 * i + 2 * k + 1]]);
                assert_eq!(got, want[k], "{ctx}: {i}.{k}: {x} {y}");
            }
            assert_eq!(f[i], x * 3.0 + (x < y) as u32 as f32, "{ctx}: f[{i}]");
        }
    });
}

#[test]
fn float2_packed() {
    let n = 64;
    let a: Vec<f32> = lcg(11, 2 * n)
        .iter()
        .map(|&x| (x >> 40) as f32 / 1e3 - 5000.0)
        .collect();
    let b: Vec<f32> = lcg(12, 2 * n)
        .iter()
        .map(|&x| (x >> 44) as f32 / 7e2)
        .collect();
    each(|ctx, _, dev, m| {
        let (ba, bb, bo) = (dev.buffer_f32(&a), dev.buffer_f32(&b), dev.alloc(16 * n));
        dev.dispatch(
            m,
            "float2_math",
            Dispatch::linear(n as u32, 64),
            &[Arg::Buffer(ba), Arg::Buffer(bb), Arg::Buffer(bo)],
        )
        .unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let r = dev.read_f32(bo).unwrap();
        for i in 0..n {
            for c in 0..2 {
                let (x, y) = (a[2 * i + c], b[2 * i + c]);
                assert_eq!(
                    r[4 * i + c].to_bits(),
                    (x + y).to_bits(),
                    "{ctx}: add {i}.{c}"
                );
                assert_eq!(
                    r[4 * i + 2 + c].to_bits(),
                    (x * y).to_bits(),
                    "{ctx}: mul {i}.{c}"
                );
            }
        }
    });
}

/// Scratch through the runtime's swizzled, add-tid V# (MUBUF on gfx900
/// and gfx90a, scratch_* on gfx942) with four waves per workgroup and
/// four workgroups, so every wave's slice and every lane's dwords are
/// distinct.
#[test]
fn private_arrays_in_scratch() {
    let n = 1024;
    let x: Vec<i32> = lcg(13, n)
        .iter()
        .map(|&v| (v >> 40) as i32 - 5_000_000)
        .collect();
    each(|ctx, _, dev, m| {
        let (bi, bo) = (dev.buffer_i32(&x), dev.alloc(4 * n));
        dev.dispatch(
            m,
            "private_array",
            Dispatch::linear(n as u32, 256),
            &[Arg::Buffer(bi), Arg::Buffer(bo)],
        )
        .unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let r = dev.read_i32(bo).unwrap();
        for i in 0..n {
            let v = x[i];
            let want = v
                .wrapping_mul(v & 15)
                .wrapping_add(v.wrapping_mul((v >> 4) & 15));
            assert_eq!(r[i], want, "{ctx}: out[{i}]");
        }
    });
}

#[test]
fn cross_lane_builtins() {
    let n = 128;
    let x: Vec<i32> = lcg(14, n).iter().map(|&v| (v >> 40) as i32).collect();
    each(|ctx, _, dev, m| {
        let (bi, bo) = (dev.buffer_i32(&x), dev.alloc(24 * n));
        dev.dispatch(
            m,
            "lanes",
            Dispatch::linear(n as u32, 64),
            &[Arg::Buffer(bi), Arg::Buffer(bo)],
        )
        .unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let r = dev.read_i32(bo).unwrap();
        for i in 0..n {
            let (base, l) = (i & !63, i & 63);
            let xl = |k: usize| x[base + k];
            let row = l / 16;
            let want = [
                xl(63 - l),
                if l % 16 == 0 { 0 } else { xl(l - 1) },
                xl(l ^ 1),
                if row % 2 == 1 { xl(row * 16 - 1) } else { -1 },
                xl(l ^ 1),
                xl(5).wrapping_add(xl(0)),
            ];
            for k in 0..6 {
                assert_eq!(r[6 * i + k], want[k], "{ctx}: lane {i} op {k}");
            }
        }
    });
}
