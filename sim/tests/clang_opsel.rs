//! VOP3 op_sel on the GFX9 16-bit rows (`v_fma_f16`, `v_max3/min3/med3`,
//! `v_mad_u16/i16`, `v_mad_u32_u16`, `v_pack_b32_f16`, `v_add/sub_i16`,
//! `v_div_fixup_f16`), from `tests/kernels/opsel.cl` compiled by clang-22
//! for gfx900, gfx90a and gfx942: every row reads the halves its op_sel
//! names, and a 16-bit result lands in the half the destination bit names
//! with the other half kept.
//!
//! Oracles: clang-22's assembler for the encodings (the rows are inline
//! assembly: LLVM 22 selects VOP3 op_sel only from GFX11 on, so no C
//! expression makes it emit them for GFX9), and a host model of each row;
//! that the other half of a 16-bit result is kept follows LLVM's record
//! of which GFX9 rows preserve the high bits (`zeroesHigh16BitsOfDest`:
//! these do, the VOP1/VOP2 16-bit rows zero them).

mod common;

use agc_sim::{Arg, Dispatch};
use common::{each, ClObjects};
use std::collections::HashMap;
use std::sync::OnceLock;

// GFX9 only: the kernels' GFX9 op_sel builtins do not compile for GFX11
// (clang-22: "instruction not supported on this GPU").
static OPSEL: ClObjects = ClObjects::gfx9_only(&["opsel.cl"], &[]);

/// f16 operands: nonzero, and small enough that every product and sum
/// the rows form is exact in f16 (so the model needs no rounding).
const HALVES: [f64; 16] = [
    0.5, -0.5, 1.0, -1.0, 1.5, -1.5, 2.0, -2.0, 3.0, -3.0, 0.25, -0.25, 4.0, -4.0, 5.0, -0.75,
];

/// Every finite f16 value by its f64 bits, for exact conversions.
fn f16_of() -> &'static HashMap<u64, u16> {
    static M: OnceLock<HashMap<u64, u16>> = OnceLock::new();
    M.get_or_init(|| {
        (0..=u16::MAX)
            .filter(|h| h & 0x7c00 != 0x7c00)
            .map(|h| (f(h).to_bits(), h))
            .collect()
    })
}

/// f16 bits to f64 (finite values).
fn f(h: u16) -> f64 {
    let s = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = (h >> 10 & 0x1f) as i32;
    let m = (h & 0x3ff) as f64;
    s * if e == 0 {
        m * 2f64.powi(-24)
    } else {
        (1.0 + m / 1024.0) * 2f64.powi(e - 15)
    }
}

/// An f64 that is exactly an f16 value, as f16 bits.
fn h(x: f64) -> u16 {
    *f16_of()
        .get(&x.to_bits())
        .unwrap_or_else(|| panic!("{x} is not exact in f16"))
}

fn lo(x: u32) -> u16 {
    x as u16
}
fn hi(x: u32) -> u16 {
    (x >> 16) as u16
}
/// A 16-bit result written to the low half (`high == false`) or the high
/// half of `old`, the other half kept.
fn put(old: u32, r: u16, high: bool) -> u32 {
    if high {
        old & 0xffff | (r as u32) << 16
    } else {
        old & 0xffff_0000 | r as u32
    }
}

fn median<T: Ord + Copy>(a: T, b: T, c: T) -> T {
    a.min(b).max(a.max(b).min(c))
}
fn fmax3(a: f64, b: f64, c: f64) -> f64 {
    a.max(b).max(c)
}
fn fmin3(a: f64, b: f64, c: f64) -> f64 {
    a.min(b).min(c)
}
fn fmed3(a: f64, b: f64, c: f64) -> f64 {
    a.min(b).max(a.max(b).min(c))
}

/// The 16 result words of work-item with operands (x, y, z), the output
/// words starting as `keep`.
fn model(x: u32, y: u32, z: u32, keep: [u32; 16]) -> [u32; 16] {
    let fh = |v: u16| f(v);
    let i16s = |v: u16| v as i16 as i32;
    let sat16 = |v: i32| v.clamp(i16::MIN as i32, i16::MAX as i32) as i16 as u16;
    let fixup = |q: f64, den: f64, num: f64| {
        let neg = (den < 0.0) != (num < 0.0);
        if neg {
            -q.abs()
        } else {
            q.abs()
        }
    };
    let k = keep;
    [
        put(k[0], h(fh(hi(x)).mul_add(fh(lo(y)), fh(hi(z)))), false),
        put(k[1], h(fh(lo(x)).mul_add(fh(hi(y)), fh(lo(z)))), true),
        put(k[2], h(fmax3(fh(hi(x)), fh(hi(y)), fh(lo(z)))), false),
        put(k[3], h(fmin3(fh(lo(x)), fh(lo(y)), fh(hi(z)))), true),
        put(k[4], h(fmed3(fh(hi(x)), fh(lo(y)), fh(hi(z)))), false),
        put(k[5], hi(x).wrapping_mul(lo(y)).wrapping_add(hi(z)), true),
        put(k[6], sat16(i16s(lo(x)) * i16s(hi(y)) + i16s(hi(z))), false),
        (hi(x) as u32 * hi(y) as u32).wrapping_add(z),
        (i16s(lo(x)) * i16s(hi(y))).wrapping_add(z as i32) as u32,
        put(
            k[9],
            (hi(x) as i16).max(lo(y) as i16).max(lo(z) as i16) as u16,
            true,
        ),
        put(k[10], median(lo(x), hi(y), hi(z)), false),
        hi(x) as u32 | (lo(y) as u32) << 16,
        put(k[12], sat16(i16s(lo(x)) + i16s(hi(y))), true),
        put(k[13], hi(x).wrapping_sub(hi(y)), false),
        put(
            k[14],
            h((-fh(hi(x))).mul_add(fh(hi(y)).abs(), fh(hi(z)))),
            true,
        ),
        put(k[15], h(fixup(fh(hi(x)), fh(hi(y)), fh(hi(z)))), false),
    ]
}

#[test]
fn clang_vop3_op_sel_rows_match_the_host_model() {
    let n = 1024usize;
    let half = |i: usize, salt: usize| h(HALVES[(i * 7 + salt * 5 + i / 16) % 16]) as u32;
    let word = |i: usize, s: usize| half(i, s) | half(i / 3 + s, s + 1) << 16;
    let x: Vec<u32> = (0..n).map(|i| word(i, 0)).collect();
    let y: Vec<u32> = (0..n).map(|i| word(i * 5 + 1, 2)).collect();
    let z: Vec<u32> = (0..n).map(|i| word(i * 11 + 3, 4)).collect();
    let keep: Vec<u32> = (0..16 * n as u32)
        .map(|k| 0x9e37_79b9u32.wrapping_mul(k + 1))
        .collect();
    each(&OPSEL, &[1, 5], |ctx, _, dev, m| {
        let (bx, by, bz) = (dev.buffer_u32(&x), dev.buffer_u32(&y), dev.buffer_u32(&z));
        let out = dev.buffer_u32(&keep);
        let args = [
            Arg::Buffer(bx),
            Arg::Buffer(by),
            Arg::Buffer(bz),
            Arg::Buffer(out),
        ];
        dev.dispatch(m, "opsel", Dispatch::linear(n as u32, 64), &args)
            .unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let got = dev.read_u32(out).unwrap();
        for i in 0..n {
            let k: [u32; 16] = keep[16 * i..16 * i + 16].try_into().unwrap();
            let want = model(x[i], y[i], z[i], k);
            for (row, (&g, &w)) in got[16 * i..].iter().zip(&want).enumerate() {
                assert_eq!(
                    g, w,
                    "{ctx}: row {row}, item {i}: x {:#010x} y {:#010x} z {:#010x}",
                    x[i], y[i], z[i]
                );
            }
        }
    });
}
