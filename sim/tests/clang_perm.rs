//! `v_perm_b32` against the ISA's definition of its selector bytes:
//! `tests/kernels/perm.cl` (clang-22's `__builtin_amdgcn_perm`) run in sim
//! and compared with [`perm_model`], a host model written from the
//! documented pseudocode. Selector values 0..=7 pick a byte of
//! `{src0, src1}` (src1 holds bytes 0..=3), 8..=11 replicate the sign bit
//! of bytes 1, 3, 5, 7, 12 gives 0x00 and 13..=255 give 0xff.
//!
//! `perm_var` reads a selector per work-item, so nothing is folded at
//! compile time and every selector byte value 0..=255 meets every byte
//! position with inputs of both signs; `perm_const` covers the constant
//! selectors a compiler materialises (every value 0..=15 in every
//! position).

mod common;

use agc_sim::{Arg, Dispatch};
use common::{each, ClObjects};

static PERM: ClObjects = ClObjects::new(&["perm.cl"], &[]);

/// The ISA's `V_PERM_B32`: `D.u[8k+7:8k] = permute({S0, S1}, S2.u[8k+7:8k])`.
fn perm_model(s0: u32, s1: u32, sel: u32) -> u32 {
    let input = ((s0 as u64) << 32 | s1 as u64).to_le_bytes();
    let sign = |byte: usize| if input[byte] & 0x80 != 0 { 0xff } else { 0x00 };
    let mut d = [0u8; 4];
    for (k, out) in d.iter_mut().enumerate() {
        *out = match sel.to_le_bytes()[k] {
            s @ 0..=7 => input[s as usize],
            8 => sign(1),
            9 => sign(3),
            10 => sign(5),
            11 => sign(7),
            12 => 0x00,
            _ => 0xff,
        };
    }
    u32::from_le_bytes(d)
}

fn inputs(n: usize) -> (Vec<u32>, Vec<u32>) {
    let mut x = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x as u32
    };
    (0..n).map(|_| (next(), next())).unzip()
}

#[test]
fn clang_perm_with_every_selector_byte_matches_the_isa_definition() {
    // 256 selector values per byte position: lane i puts value
    // (i + 64k) mod 256 in byte k, over 1024 lanes with random operands.
    let n = 1024;
    let (a, b) = inputs(n);
    let sel: Vec<u32> = (0..n as u32)
        .map(|i| u32::from_le_bytes([0, 1, 2, 3].map(|k| ((i + 64 * k) & 0xff) as u8)))
        .collect();
    each(&PERM, &[1], |ctx, _, dev, m| {
        let (ba, bb, bs) = (dev.buffer_u32(&a), dev.buffer_u32(&b), dev.buffer_u32(&sel));
        let out = dev.alloc(4 * n);
        let args = [
            Arg::Buffer(ba),
            Arg::Buffer(bb),
            Arg::Buffer(bs),
            Arg::Buffer(out),
        ];
        dev.dispatch(m, "perm_var", Dispatch::linear(n as u32, 64), &args)
            .unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let got = dev.read_u32(out).unwrap();
        for i in 0..n {
            let want = perm_model(a[i], b[i], sel[i]);
            assert_eq!(
                got[i], want,
                "{ctx}: perm({:#010x}, {:#010x}, {:#010x})",
                a[i], b[i], sel[i]
            );
        }
    });
}

#[test]
fn clang_perm_constant_selectors_match_the_isa_definition() {
    const SELS: [u32; 20] = [
        0x0302_0100,
        0x0403_0201,
        0x0504_0302,
        0x0605_0403,
        0x0706_0504,
        0x0807_0605,
        0x0908_0706,
        0x0a09_0807,
        0x0b0a_0908,
        0x0c0b_0a09,
        0x0d0c_0b0a,
        0x0e0d_0c0b,
        0x0f0e_0d0c,
        0x000f_0e0d,
        0x0100_0f0e,
        0x0201_000f,
        0x0c0d_0c0d,
        0x080b_090a,
        0xff80_400d,
        0x0b0c_0801,
    ];
    let n = 256;
    let (mut a, mut b) = inputs(n);
    // Both signs in every byte, whatever the random draw gave.
    a[0] = 0x8000_8000;
    b[0] = 0x0080_0080;
    a[1] = !a[0];
    b[1] = !b[0];
    each(&PERM, &[1], |ctx, _, dev, m| {
        let (ba, bb) = (dev.buffer_u32(&a), dev.buffer_u32(&b));
        let out = dev.alloc(4 * n * SELS.len());
        let args = [Arg::Buffer(ba), Arg::Buffer(bb), Arg::Buffer(out)];
        dev.dispatch(m, "perm_const", Dispatch::linear(n as u32, 64), &args)
            .unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let got = dev.read_u32(out).unwrap();
        for i in 0..n {
            for (k, &s) in SELS.iter().enumerate() {
                let want = perm_model(a[i], b[i], s);
                assert_eq!(
                    got[i * SELS.len() + k],
                    want,
                    "{ctx}: perm({:#010x}, {:#010x}, {s:#010x})",
                    a[i],
                    b[i]
                );
            }
        }
    });
}
