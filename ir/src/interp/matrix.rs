//! `mfma`: the wave matrix multiply-accumulate, evaluated for all 64 lanes
//! at once.
//!
//! Role: the definition of the operation's numbers. The lane layout is
//! [`MatrixShape`]'s (the hardware's); this module only gathers each
//! output element's row of A and column of B from the lanes that hold
//! them and accumulates.
//!
//! Rounding, the one choice the hardware leaves open: every element is
//! `acc = C; for k in 0..K ascending { acc = fma(A[i][k], B[k][j], acc) }`
//! in f32, round-to-nearest-even, one rounding per step (an f16 x f16
//! product is exact in f32, so the f16 shapes round only the sums).
//! Denormals are kept. Any NaN operand or NaN step gives the canonical
//! quiet NaN `0x7fc00000`. Hardware accumulates in its own order and
//! internal precision; docs/ir.md states the resulting tolerance.
//!
//! Invariant required: the caller passes all 64 lanes (the IR requires a
//! full wave64 with every lane active; the wave engine checks it).

use super::float::FloatFormat;
use crate::instructions::MatrixOp;

/// Every lane's value of one operand: up to four elements, as bits.
pub(crate) type WaveRegs = [[u64; 4]; 64];

const CANONICAL_NAN: u32 = 0x7fc0_0000;

/// `D = A x B + C` for the whole wave.
pub(crate) fn mfma(op: MatrixOp, a: &WaveRegs, b: &WaveRegs, c: &WaveRegs) -> WaveRegs {
    let shape = op.shape();
    let f16 = op.input_type().lane_type() == crate::Type::F16;
    let elem = |regs: &WaveRegs, (lane, e): (u32, u32)| -> f32 {
        let bits = regs[lane as usize][e as usize];
        if f16 {
            FloatFormat::F16.to_f64(bits) as f32
        } else {
            f32::from_bits(bits as u32)
        }
    };
    let mut d = [[0u64; 4]; 64];
    for lane in 0..64u32 {
        for r in 0..4u32 {
            let (blk, row, col) = shape.d_element(lane, r);
            let mut acc = f32::from_bits(c[lane as usize][r as usize] as u32);
            for k in 0..shape.k {
                let x = elem(a, shape.a_position(blk, row, k));
                let y = elem(b, shape.b_position(blk, k, col));
                acc = x.mul_add(y, acc);
            }
            let bits = if acc.is_nan() {
                CANONICAL_NAN
            } else {
                acc.to_bits()
            };
            d[lane as usize][r as usize] = u64::from(bits);
        }
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Oracle: a host matrix product in f64 of small integers (exact in
    /// f32), with A, B and C scattered by the layout AMD's matrix-core
    /// examples use for v_mfma_f32_16x16x4f32 (A[i][k] in lane i + 16k,
    /// B[k][j] in lane j + 16k, D[4*(l/16) + r][l%16] in lane l, element r).
    #[test]
    fn layout_16x16x4_matches_host_product() {
        let a_m = |i: u32, k: u32| (i as i32 - 3 * k as i32) as f32;
        let b_m = |k: u32, j: u32| (2 * k as i32 - j as i32 + 1) as f32;
        let c_m = |i: u32, j: u32| (i * 16 + j) as f32;
        let (mut a, mut b, mut c) = ([[0u64; 4]; 64], [[0u64; 4]; 64], [[0u64; 4]; 64]);
        for l in 0..64u32 {
            a[l as usize][0] = u64::from(a_m(l % 16, l / 16).to_bits());
            b[l as usize][0] = u64::from(b_m(l / 16, l % 16).to_bits());
            for r in 0..4 {
                c[l as usize][r as usize] = u64::from(c_m(4 * (l / 16) + r, l % 16).to_bits());
            }
        }
        let d = mfma(MatrixOp::F32x16x16x4F32, &a, &b, &c);
        for l in 0..64u32 {
            for r in 0..4u32 {
                let (i, j) = (4 * (l / 16) + r, l % 16);
                let want: f32 = c_m(i, j) + (0..4).map(|k| a_m(i, k) * b_m(k, j)).sum::<f32>();
                assert_eq!(f32::from_bits(d[l as usize][r as usize] as u32), want);
            }
        }
    }

    /// Oracle: host batched product; the 4x4x4 f16 layout of AMD's
    /// examples (block b in lanes 4b..4b+3, A[b][i][k] in lane 4b + i
    /// element k, B[b][k][j] in lane 4b + j element k, D[b][r][j] in
    /// lane 4b + j element r).
    #[test]
    fn layout_4x4x4_16b_matches_host_product() {
        let a_m = |b: u32, i: u32, k: u32| (b + i + 2 * k) as f32 - 4.0;
        let b_m = |b: u32, k: u32, j: u32| (3 * k + j) as f32 - b as f32;
        let f16 = |x: f32| FloatFormat::F16.from_f64(f64::from(x));
        let (mut a, mut b, c) = ([[0u64; 4]; 64], [[0u64; 4]; 64], [[0u64; 4]; 64]);
        for l in 0..64u32 {
            for e in 0..4u32 {
                a[l as usize][e as usize] = f16(a_m(l / 4, l % 4, e));
                b[l as usize][e as usize] = f16(b_m(l / 4, e, l % 4));
            }
        }
        let d = mfma(MatrixOp::F32x4x4x4B16F16, &a, &b, &c);
        for l in 0..64u32 {
            for r in 0..4u32 {
                let (blk, i, j) = (l / 4, r, l % 4);
                let want: f32 = (0..4).map(|k| a_m(blk, i, k) * b_m(blk, k, j)).sum();
                assert_eq!(f32::from_bits(d[l as usize][r as usize] as u32), want);
            }
        }
    }

    /// Oracle: f32 rounding by hand: 1 + 2^-24 is a tie and rounds to
    /// even (1.0) under one fma; a NaN in C gives the canonical NaN.
    #[test]
    fn rounds_once_to_nearest_even_and_canonicalizes_nan() {
        let (mut a, mut b, mut c) = ([[0u64; 4]; 64], [[0u64; 4]; 64], [[0u64; 4]; 64]);
        for l in 0..64 {
            a[l][0] = u64::from(2f32.powi(-12).to_bits());
            b[l][0] = u64::from(2f32.powi(-12).to_bits());
            c[l] = [u64::from(1f32.to_bits()); 4];
        }
        let d = mfma(MatrixOp::F32x4x4x1B16F32, &a, &b, &c);
        assert_eq!(d[0][0], u64::from(1f32.to_bits()));
        c[0][0] = u64::from(f32::NAN.to_bits() | 1);
        let d = mfma(MatrixOp::F32x4x4x1B16F32, &a, &b, &c);
        assert_eq!(d[0][0], u64::from(CANONICAL_NAN));
    }
}
