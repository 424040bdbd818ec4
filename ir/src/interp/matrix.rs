//! `mfma` and `wmma`: the wave matrix multiply-accumulate, evaluated for
//! all lanes of the wave at once.
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
//! `wmma` (the GFX11 units) follows the same chain for f32 results; its
//! f16/bf16 results are that f32 chain rounded once, to nearest even, to
//! the result type (canonical quiet NaN of that type), written to one
//! half of each result dword while the other half keeps C's (the
//! hardware writes only the selected half of each destination register,
//! and the back end gives the result C's registers); integer results
//! wrap in i32. Its lane layout is docs/ir.md's: lane `l` holds row
//! `l % 16` of A and column `l % 16` of B (all 16 k), lanes `l` and
//! `l % 16` must hold the same A and B (the hardware reads replicated
//! fragments; anything else is an error here), and dword `v` of lane
//! `l`'s accumulator holds `D[v * W/16 + l / 16][l % 16]` in a wave of
//! W lanes.
//!
//! Invariant required: the caller passes every lane of the wave (the IR
//! requires each lane active; the wave engine checks it).

use super::float::FloatFormat;
use crate::instructions::{MatrixElem, MatrixOp};

/// Every lane's value of one operand: up to sixteen elements, as bits.
pub(crate) type WaveRegs = [[u64; 16]; 64];

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
    let mut d = [[0u64; 16]; 64];
    for lane in 0..64u32 {
        for r in 0..shape.acc_elems() {
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

/// Element `k` of a WMMA A row / B column held in one lane's value.
fn wmma_elem(elem: MatrixElem, v: &[u64; 16], k: u32, is_b: bool) -> Elem {
    match elem {
        MatrixElem::F16 => Elem::F(FloatFormat::F16.to_f64(v[k as usize]) as f32),
        MatrixElem::Bf16 => Elem::F(FloatFormat::BF16.to_f64(v[k as usize]) as f32),
        MatrixElem::F32 => Elem::F(f32::from_bits(v[k as usize] as u32)),
        MatrixElem::Int8 { a_signed, b_signed } => {
            let raw = (v[(k / 4) as usize] >> (8 * (k % 4))) as u8;
            let signed = if is_b { b_signed } else { a_signed };
            Elem::I(if signed {
                i32::from(raw as i8)
            } else {
                i32::from(raw)
            })
        }
        MatrixElem::Int4 { a_signed, b_signed } => {
            let raw = ((v[(k / 8) as usize] >> (4 * (k % 8))) & 0xf) as i32;
            let signed = if is_b { b_signed } else { a_signed };
            Elem::I(if signed && raw >= 8 { raw - 16 } else { raw })
        }
    }
}

enum Elem {
    F(f32),
    I(i32),
}

/// `D = A x B + C` of a `wmma` over a wave of `wave` lanes (32 or 64),
/// or the message of the error when A or B is not replicated across
/// the lane groups of 16.
pub(crate) fn wmma(
    op: MatrixOp,
    wave: u32,
    a: &WaveRegs,
    b: &WaveRegs,
    c: &WaveRegs,
) -> Result<WaveRegs, String> {
    let info = op.info();
    for l in 16..wave as usize {
        for (what, x) in [("A", a), ("B", b)] {
            if x[l] != x[l % 16] {
                return Err(format!(
                    "`wmma` needs {what} replicated in every 16 lanes: lane {l} differs from lane {}",
                    l % 16
                ));
            }
        }
    }
    let groups = wave / 16;
    let half = info.acc_lane.lane_bits() == 16;
    let fmt = FloatFormat::of(info.acc_lane);
    let mut d = *c;
    for lane in 0..wave {
        let col = lane % 16;
        for v in 0..256 / wave {
            let row = v * groups + lane / 16;
            let e = if half { 2 * v + u32::from(info.hi) } else { v } as usize;
            let cv = c[lane as usize][e];
            let out = match fmt {
                None => {
                    let mut acc = cv as u32 as i32;
                    for k in 0..16 {
                        let (Elem::I(x), Elem::I(y)) = (
                            wmma_elem(info.elem, &a[row as usize], k, false),
                            wmma_elem(info.elem, &b[col as usize], k, true),
                        ) else {
                            unreachable!("integer results have integer inputs")
                        };
                        acc = acc.wrapping_add(x.wrapping_mul(y));
                    }
                    u64::from(acc as u32)
                }
                Some(f) => {
                    let mut acc = f.to_f64(cv) as f32;
                    for k in 0..16 {
                        let (Elem::F(x), Elem::F(y)) = (
                            wmma_elem(info.elem, &a[row as usize], k, false),
                            wmma_elem(info.elem, &b[col as usize], k, true),
                        ) else {
                            unreachable!("float results have float inputs")
                        };
                        acc = x.mul_add(y, acc);
                    }
                    if acc.is_nan() {
                        f.quiet_nan()
                    } else if f == FloatFormat::F32 {
                        u64::from(acc.to_bits())
                    } else {
                        // f32 -> f64 is exact, so this is one rounding.
                        f.from_f64(f64::from(acc))
                    }
                }
            };
            d[lane as usize][e] = out;
        }
    }
    Ok(d)
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
        let (mut a, mut b, mut c) = ([[0u64; 16]; 64], [[0u64; 16]; 64], [[0u64; 16]; 64]);
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
        let (mut a, mut b, c) = ([[0u64; 16]; 64], [[0u64; 16]; 64], [[0u64; 16]; 64]);
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
        let (mut a, mut b, mut c) = ([[0u64; 16]; 64], [[0u64; 16]; 64], [[0u64; 16]; 64]);
        for l in 0..64 {
            a[l][0] = u64::from(2f32.powi(-12).to_bits());
            b[l][0] = u64::from(2f32.powi(-12).to_bits());
            c[l] = [u64::from(1f32.to_bits()); 16];
        }
        let d = mfma(MatrixOp::F32x4x4x1B16F32, &a, &b, &c);
        assert_eq!(d[0][0], u64::from(1f32.to_bits()));
        c[0][0] = u64::from(f32::NAN.to_bits() | 1);
        let d = mfma(MatrixOp::F32x4x4x1B16F32, &a, &b, &c);
        assert_eq!(d[0][0], u64::from(CANONICAL_NAN));
    }

    /// Builds replicated WMMA operands from host matrices: lane `l` holds
    /// row `l % 16` of A and column `l % 16` of B, element k (as
    /// `put(k, value)` packs it), and dword `v` of C holds
    /// `C[v * W/16 + l/16][l % 16]` (the layout of AMD's RDNA3 WMMA
    /// examples); returns (a, b, c).
    fn wmma_inputs(
        wave: u32,
        a_m: impl Fn(u32, u32) -> i32,
        b_m: impl Fn(u32, u32) -> i32,
        c_m: impl Fn(u32, u32) -> i32,
        put: impl Fn(&mut [u64; 16], u32, i32),
        acc: impl Fn(i32) -> u64,
        half: Option<bool>,
    ) -> (WaveRegs, WaveRegs, WaveRegs) {
        let (mut a, mut b, mut c) = ([[0u64; 16]; 64], [[0u64; 16]; 64], [[0u64; 16]; 64]);
        for l in 0..wave {
            for k in 0..16 {
                put(&mut a[l as usize], k, a_m(l % 16, k));
                put(&mut b[l as usize], k, b_m(k, l % 16));
            }
            for v in 0..256 / wave {
                let (i, j) = (v * (wave / 16) + l / 16, l % 16);
                match half {
                    None => c[l as usize][v as usize] = acc(c_m(i, j)),
                    Some(hi) => {
                        c[l as usize][(2 * v + u32::from(hi)) as usize] = acc(c_m(i, j));
                        // The unused half: kept in the result.
                        c[l as usize][(2 * v + u32::from(!hi)) as usize] = 0x1234;
                    }
                }
            }
        }
        (a, b, c)
    }

    fn product(
        a_m: &impl Fn(u32, u32) -> i32,
        b_m: &impl Fn(u32, u32) -> i32,
        c_m: &impl Fn(u32, u32) -> i32,
        i: u32,
        j: u32,
    ) -> i32 {
        c_m(i, j) + (0..16).map(|k| a_m(i, k) * b_m(k, j)).sum::<i32>()
    }

    /// Oracle: host integer matrix products (exact in f32 and f16),
    /// placed by the RDNA3 layout, in wave32 and wave64.
    #[test]
    fn wmma_float_layouts_match_host_product() {
        let a_m = |i: u32, k: u32| (i as i32 + 2 * k as i32) % 7 - 3;
        let b_m = |k: u32, j: u32| (3 * k as i32 + j as i32) % 5 - 2;
        let c_m = |i: u32, j: u32| i as i32 - j as i32;
        let h = |x: i32| FloatFormat::F16.from_f64(f64::from(x));
        let put_h = |v: &mut [u64; 16], k: u32, x: i32| v[k as usize] = h(x);
        for wave in [32, 64] {
            let f = |x: i32| u64::from((x as f32).to_bits());
            let (a, b, c) = wmma_inputs(wave, a_m, b_m, c_m, put_h, f, None);
            let d = wmma(MatrixOp::WmmaF32F16, wave, &a, &b, &c).unwrap();
            for l in 0..wave {
                for v in 0..256 / wave {
                    let (i, j) = (v * (wave / 16) + l / 16, l % 16);
                    let want = product(&a_m, &b_m, &c_m, i, j) as f32;
                    assert_eq!(f32::from_bits(d[l as usize][v as usize] as u32), want);
                }
            }
            for hi in [false, true] {
                let op = if hi {
                    MatrixOp::WmmaF16F16Hi
                } else {
                    MatrixOp::WmmaF16F16
                };
                let (a, b, c) = wmma_inputs(wave, a_m, b_m, c_m, put_h, h, Some(hi));
                let d = wmma(op, wave, &a, &b, &c).unwrap();
                for l in 0..wave {
                    for v in 0..256 / wave {
                        let (i, j) = (v * (wave / 16) + l / 16, l % 16);
                        let e = (2 * v + u32::from(hi)) as usize;
                        assert_eq!(d[l as usize][e], h(product(&a_m, &b_m, &c_m, i, j)));
                        assert_eq!(d[l as usize][e ^ 1], 0x1234);
                    }
                }
            }
        }
    }

    /// Oracle: host integer products with A read signed and B unsigned
    /// (bytes 0xff are -1 in A and 255 in B), and 4-bit signed fields.
    #[test]
    fn wmma_integer_forms_read_signedness_per_operand() {
        let a_m = |i: u32, k: u32| (i as i32 * 5 + k as i32) % 9 - 4;
        let b_m = |k: u32, j: u32| (k as i32 + 7 * j as i32) % 256;
        let c_m = |i: u32, j: u32| (i * 16 + j) as i32 - 100;
        let put8 = |v: &mut [u64; 16], k: u32, x: i32| {
            v[(k / 4) as usize] |= u64::from(x as u8) << (8 * (k % 4));
        };
        let acc = |x: i32| u64::from(x as u32);
        let (a, b, c) = wmma_inputs(32, a_m, b_m, c_m, put8, acc, None);
        let d = wmma(MatrixOp::WmmaI32I8U8, 32, &a, &b, &c).unwrap();
        assert_eq!(d[0][0] as u32 as i32, product(&a_m, &b_m, &c_m, 0, 0));
        assert_eq!(d[17][3] as u32 as i32, product(&a_m, &b_m, &c_m, 7, 1));
        let a4 = |i: u32, k: u32| (i as i32 + k as i32) % 16 - 8;
        let b4 = |k: u32, j: u32| (k as i32 * 3 + j as i32) % 16 - 8;
        let put4 = |v: &mut [u64; 16], k: u32, x: i32| {
            v[(k / 8) as usize] |= u64::from(x as u8 & 0xf) << (4 * (k % 8));
        };
        let (a, b, c) = wmma_inputs(64, a4, b4, c_m, put4, acc, None);
        let d = wmma(MatrixOp::WmmaI32I4, 64, &a, &b, &c).unwrap();
        for l in 0..64u32 {
            for v in 0..4u32 {
                let (i, j) = (4 * v + l / 16, l % 16);
                assert_eq!(
                    d[l as usize][v as usize] as u32 as i32,
                    product(&a4, &b4, &c_m, i, j)
                );
            }
        }
    }

    /// A and B must be the same in every group of 16 lanes.
    #[test]
    fn wmma_rejects_unreplicated_fragments() {
        let (mut a, b, c) = ([[0u64; 16]; 64], [[0u64; 16]; 64], [[0u64; 16]; 64]);
        a[20][3] = 1;
        let e = wmma(MatrixOp::WmmaF32F16, 32, &a, &b, &c).unwrap_err();
        assert!(e.contains("lane 20 differs from lane 4"), "{e}");
    }
}
