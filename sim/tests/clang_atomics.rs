//! Atomics of every kind from `tests/kernels/atomics.cl`, compiled by
//! clang-22 for gfx900, gfx90a and gfx942: add, sub, and, or, xor,
//! signed and unsigned min/max, wrapping inc/dec, exchange and
//! compare-and-swap, 32 and 64 bit, on global memory (four workgroups
//! contending) and on LDS (one workgroup, `ds_*` with barriers around),
//! plus f32/f64 atomic add on both, each under several interleaving
//! seeds.
//!
//! Oracle: host values that do not depend on the order the atomics land
//! in (sums, bit sets, extremes, the cycle of a wrapping counter, a
//! compare-and-swap counter), and for the returned values the facts any
//! order satisfies: fetch-add returns every multiple once, exchange
//! returns form one chain with the final value, and only the work-item
//! whose id matches the compare value swaps.

mod common;

use agc_isa::processors::Processor;
use agc_sim::{Arg, Dispatch};
use common::{each, ClObjects};

/// gfx1100 in both wave sizes, gfx1151 (whose float atomic kernel uses
/// RDNA 3.5's SALU float `s_add_f32`), gfx11-generic, and GFX12: gfx1201
/// in both wave sizes.
const GFX11_TARGETS: &[common::Target] = &[
    common::Target::new(Processor::Gfx1100, false),
    common::Target::new(Processor::Gfx1100, true),
    common::Target::new(Processor::Gfx1151, false),
    common::Target::new(Processor::Gfx11Generic, false),
    common::Target::new(Processor::Gfx1201, false),
    common::Target::new(Processor::Gfx1201, true),
];
static ATOMICS: ClObjects = ClObjects::with_gfx11(&["atomics.cl"], &[], GFX11_TARGETS);

/// Seeds: different interleavings of the contending waves.
const SEEDS: &[u64] = &[1, 7, 42];

/// The cells' start values and what the kernel must leave there, for
/// operand list `v` (64-bit arithmetic, cut to `bits`).
fn cells(v: &[i64], bits: u32) -> (Vec<i64>, Vec<i64>) {
    let n = v.len() as i64;
    let cut = |a: i64| {
        if bits == 32 {
            a as i32 as i64
        } else {
            a
        }
    };
    let umask = if bits == 32 {
        u32::MAX as u64
    } else {
        u64::MAX
    };
    let (smax, smin) = if bits == 32 {
        (i32::MAX as i64, i32::MIN as i64)
    } else {
        (i64::MAX, i64::MIN)
    };
    let one = if bits == 32 { 1 } else { 0x1_0000_0001 };
    let start = vec![0, 1000, -1, 0, 0x5a5a, smax, smin, -1, 0, 0, 3, -5, 7, 17];
    let sum = v.iter().fold(0i64, |a, &b| a.wrapping_add(b));
    let end = vec![
        cut(one * n),
        cut(1000i64.wrapping_sub(sum)),
        0, // every bit cleared by some work-item (n >= 64)
        v.iter()
            .fold(0, |a, &b| a | cut(1i64 << (b & (bits as i64 - 1)))),
        v.iter().fold(0x5a5a, |a, &b| a ^ b),
        v.iter().fold(smax, |a, &b| a.min(b)),
        v.iter().fold(smin, |a, &b| a.max(b)),
        cut(v.iter().fold(umask, |a, &b| a.min(b as u64 & umask)) as i64),
        cut(v.iter().fold(0, |a, &b| a.max(b as u64 & umask)) as i64),
        n % 7,
        (3 - n).rem_euclid(10),
        i64::MIN, // the exchange chain, checked separately
        cut(7i64.wrapping_add(sum)),
        -1,
    ];
    (start, end)
}

/// Checks a run's cells `g` and returned values `r` (4 per work-item).
fn check(ctx: &str, v: &[i64], x: &[i64], bits: u32, g: &[i64], r: &[i64]) {
    let n = v.len();
    let (_, end) = cells(v, bits);
    let names = [
        "add", "sub", "and", "or", "xor", "smin", "smax", "umin", "umax", "inc", "dec", "xchg",
        "cas loop", "cmpxchg",
    ];
    for k in 0..14 {
        if k != 11 {
            assert_eq!(g[k], end[k], "{ctx}: {} cell", names[k]);
        }
    }
    // fetch-add returns each multiple of the addend once.
    let one = if bits == 32 { 1 } else { 0x1_0000_0001 };
    let mut adds: Vec<i64> = (0..n).map(|i| r[4 * i]).collect();
    adds.sort();
    let want: Vec<i64> = (0..n as i64).map(|k| k * one).collect();
    assert_eq!(adds, want, "{ctx}: fetch-add returns");
    // Exchange: the returns and the final value are the start value and
    // every work-item's value, each once.
    let mut chain: Vec<i64> = (0..n).map(|i| r[4 * i + 1]).collect();
    chain.push(g[11]);
    chain.sort();
    let mut want: Vec<i64> = x.to_vec();
    want.push(-5);
    want.sort();
    assert_eq!(chain, want, "{ctx}: exchange chain");
    // Compare-and-swap: only work-item 17 matches (and sees 17 back).
    for i in 0..n {
        let got = r[4 * i + 2];
        assert!(
            got == 17 || (got == -1 && i != 17),
            "{ctx}: cmpxchg returned {got} to work-item {i}"
        );
    }
}

fn operands(n: usize, bits: u32) -> Vec<i64> {
    (0..n as u64)
        .map(|i| {
            let h = (i + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15);
            let h = h ^ h >> 29;
            if bits == 32 {
                // Some small values, some anywhere in the range.
                if i % 3 == 0 {
                    (h % 201) as i64 - 100
                } else {
                    h as i32 as i64
                }
            } else if i % 3 == 0 {
                (h % 201) as i64 - 100
            } else {
                h as i64
            }
        })
        .collect()
}

fn run_int(bits: u32, lds: bool) {
    let (n, wg) = if lds { (256u32, 256u32) } else { (1024, 256) };
    let v = operands(n as usize, bits);
    let x: Vec<i64> = (0..n as i64)
        .map(|i| if bits == 32 { i } else { i << 33 })
        .collect();
    let (start, _) = cells(&v, bits);
    let kernel = if bits == 32 { "atomics32" } else { "atomics64" };
    let w = bits as usize / 8;
    let bytes = |xs: &[i64]| -> Vec<u8> {
        xs.iter()
            .flat_map(|&a| a.to_le_bytes()[..w].to_vec())
            .collect()
    };
    let words = |b: &[u8]| -> Vec<i64> {
        b.chunks_exact(w)
            .map(|c| {
                let mut e = [0u8; 8];
                e[..w].copy_from_slice(c);
                let a = i64::from_le_bytes(e);
                if w == 4 {
                    a as i32 as i64
                } else {
                    a
                }
            })
            .collect()
    };
    each(&ATOMICS, SEEDS, |ctx, _, dev, m| {
        let ctx = format!("{ctx} {kernel} lds={lds}");
        let bin = dev.buffer_bytes(&bytes(&v));
        let g = dev.buffer_bytes(&bytes(&start));
        let r = dev.alloc(4 * w * n as usize);
        let args = [
            Arg::Buffer(bin),
            Arg::Buffer(g),
            Arg::Buffer(r),
            Arg::I32(lds as i32),
        ];
        dev.dispatch(m, kernel, Dispatch::linear(n, wg), &args)
            .unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let gv = words(&dev.read(g.addr, g.size).unwrap());
        let rv = words(&dev.read(r.addr, r.size).unwrap());
        check(&ctx, &v, &x, bits, &gv, &rv);
    });
}

#[test]
fn clang_atomics32_global_match_order_independent_host_values() {
    run_int(32, false);
}
#[test]
fn clang_atomics32_lds_match_order_independent_host_values() {
    run_int(32, true);
}
#[test]
fn clang_atomics64_global_match_order_independent_host_values() {
    run_int(64, false);
}
#[test]
fn clang_atomics64_lds_match_order_independent_host_values() {
    run_int(64, true);
}

/// f32/f64 atomic add of small integers: exact whatever the order, on
/// global memory and LDS (four workgroups, each adding its LDS sum).
#[test]
fn clang_float_atomic_add_sums_exactly() {
    let n = 1024usize;
    let v: Vec<i32> = (0..n as i32).map(|i| (i * 37) % 201 - 100).collect();
    let sum: i32 = v.iter().sum();
    each(&ATOMICS, SEEDS, |ctx, _, dev, m| {
        let bin = dev.buffer_i32(&v);
        let gf = dev.alloc(8);
        let gd = dev.alloc(16);
        let args = [Arg::Buffer(bin), Arg::Buffer(gf), Arg::Buffer(gd)];
        dev.dispatch(m, "fadd", Dispatch::linear(n as u32, 256), &args)
            .unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let f = dev.read_f32(gf).unwrap();
        let d: Vec<f64> = dev
            .read_u64(gd)
            .unwrap()
            .into_iter()
            .map(f64::from_bits)
            .collect();
        assert_eq!(f, [sum as f32; 2], "{ctx}: f32 global, LDS");
        assert_eq!(d, [sum as f64; 2], "{ctx}: f64 global, LDS");
    });
}
