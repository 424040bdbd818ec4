//! GFX11 WMMA through clang-22: every `__builtin_amdgcn_wmma_*` shape
//! (f32 from f16 and bf16, f16 and bf16 results in either half, iu8 and
//! iu4 with per-operand signedness) compiled for gfx1100 and gfx1151 in
//! wave32 (`_w32`) and wave64 (`_w64`), run in sim and checked bit for
//! bit against a host product written here.
//!
//! Oracle: the register layout of RDNA3's WMMA as AMD documents it (the
//! GPUOpen WMMA example and AMD's matrix instruction calculator),
//! restated here independently of sim: lane `l` holds row `l % 16` of A
//! and column `l % 16` of B, element `k` in the `k`-th 16-bit half
//! (f16/bf16), byte (iu8) or nibble (iu4) of its registers, lanes 16
//! apart holding the same fragments; result register `v` of lane `l`
//! holds `D[v * W/16 + l / 16][l % 16]` in a wave of `W` lanes; a 16-bit
//! result sits in the half `op_sel[2]` names and the other half of the
//! destination (clang ties it to C) keeps C's. Numbers: the rounding
//! rule sim states (an f32 fma chain over k ascending from C, one final
//! rounding to nearest even for 16-bit results; integer sums wrap), on
//! random finite inputs. What this pins is the layout and the operand
//! encoding clang emits, not the hardware's summation order.

mod common;

use agc_isa::processors::Processor;
use agc_sim::{Arg, Dispatch};
use common::{each, f2h, h2f, ClObjects, Target};

static WMMA: ClObjects = ClObjects::with_gfx11(
    &["wmma.cl"],
    &[],
    &[
        Target::new(Processor::Gfx1100, false),
        Target::new(Processor::Gfx1100, true),
        Target::new(Processor::Gfx1151, false),
        Target::new(Processor::Gfx1151, true),
    ],
);

fn xorshift(seed: u64) -> impl FnMut() -> u64 {
    let mut x = seed | 1;
    move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    }
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum In {
    F16,
    Bf16,
    /// Bytes; A signed, B unsigned (the kernel's sign operands).
    Iu8,
    /// Nibbles; both signed.
    Iu4,
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Out {
    F32,
    F16 { hi: bool },
    Bf16 { hi: bool },
    I32,
}

const CASES: &[(&str, In, Out)] = &[
    ("wmma_f32_f16", In::F16, Out::F32),
    ("wmma_f32_bf16", In::Bf16, Out::F32),
    ("wmma_f16_lo", In::F16, Out::F16 { hi: false }),
    ("wmma_f16_hi", In::F16, Out::F16 { hi: true }),
    ("wmma_bf16_hi", In::Bf16, Out::Bf16 { hi: true }),
    ("wmma_iu8", In::Iu8, Out::I32),
    ("wmma_iu4", In::Iu4, Out::I32),
];

fn bf2f(b: u16) -> f32 {
    f32::from_bits(u32::from(b) << 16)
}

/// f32 to bf16, nearest even (finite values).
fn f2bf(x: f32) -> u16 {
    let b = x.to_bits();
    ((b + 0x7fff + (b >> 16 & 1)) >> 16) as u16
}

/// An element's bits and value: small f16/bf16 normals of either sign,
/// bytes, nibbles.
fn element(kind: In, x: u64) -> (u32, f32, i32) {
    match kind {
        In::F16 => {
            let h = (0x3000 + (x >> 20) % 0x1800) as u16 | ((x >> 50) as u16 & 0x8000);
            (u32::from(h), h2f(h) as f32, 0)
        }
        In::Bf16 => {
            let b = (0x3e00 + (x >> 20) % 0x0200) as u16 | ((x >> 50) as u16 & 0x8000);
            (u32::from(b), bf2f(b), 0)
        }
        In::Iu8 => {
            let b = (x >> 24) as u8;
            (u32::from(b), 0.0, 0)
        }
        In::Iu4 => {
            let n = (x >> 24) as u32 & 0xf;
            (n, 0.0, if n >= 8 { n as i32 - 16 } else { n as i32 })
        }
    }
}

/// Packs 16 elements into the dwords of a fragment.
fn pack(kind: In, e: &[u32; 16]) -> Vec<u32> {
    let per = match kind {
        In::F16 | In::Bf16 => 2,
        In::Iu8 => 4,
        In::Iu4 => 8,
    };
    let bits = 32 / per;
    (0..16 / per)
        .map(|j| (0..per).fold(0u32, |w, t| w | e[j * per + t] << (bits * t)))
        .collect()
}

#[test]
fn clang_wmma_matches_host_products() {
    let mut r = xorshift(0x1157);
    let mut ran = 0;
    for &(kernel, kin, kout) in CASES {
        // A[i][k] and B[k][j] as (bits, float value, signed value).
        let a: Vec<Vec<(u32, f32, i32)>> = (0..16)
            .map(|_| (0..16).map(|_| element(kin, r())).collect())
            .collect();
        let b: Vec<Vec<(u32, f32, i32)>> = (0..16)
            .map(|_| (0..16).map(|_| element(kin, r())).collect())
            .collect();
        let cwords: Vec<u32> = (0..64 * 8).map(|_| (r() >> 16) as u32).collect();
        // Integer values of the operands as the kernel's signs read them.
        let ival = |x: (u32, f32, i32), signed: bool| -> i32 {
            match kin {
                In::Iu8 if signed => x.0 as u8 as i8 as i32,
                In::Iu8 => x.0 as i32,
                _ => x.2,
            }
        };
        each(&WMMA, &[0], |what, _p, dev, m| {
            if m.kernel(kernel).is_none() {
                return; // the GFX9 objects are empty
            }
            let lanes = common::lanes(m, kernel) as usize;
            let nreg = 256 / lanes;
            let g = lanes / 16;
            // Fragments: lane l holds row l % 16 of A, column l % 16 of B.
            let (mut ab, mut bb, mut cb) = (Vec::new(), Vec::new(), Vec::new());
            let mut c = vec![vec![0u32; nreg]; lanes];
            for l in 0..lanes {
                let x = l % 16;
                let arow: [u32; 16] = std::array::from_fn(|k| a[x][k].0);
                let bcol: [u32; 16] = std::array::from_fn(|k| b[k][x].0);
                ab.extend(pack(kin, &arow).iter().flat_map(|w| w.to_le_bytes()));
                bb.extend(pack(kin, &bcol).iter().flat_map(|w| w.to_le_bytes()));
                for v in 0..nreg {
                    let w = match kout {
                        // f32 C: finite values.
                        Out::F32 => ((cwords[l * 8 + v] % 2001) as f32 / 16.0 - 60.0).to_bits(),
                        Out::F16 { .. } => {
                            let lo = f2h(f64::from((cwords[l * 8 + v] % 512) as f32 / 8.0 - 32.0));
                            u32::from(lo) | (cwords[l * 8 + v] & 0x3bff_0000)
                        }
                        Out::Bf16 { .. } => {
                            let hi = f2bf((cwords[l * 8 + v] % 512) as f32 / 8.0 - 32.0);
                            u32::from(hi) << 16 | (cwords[l * 8 + v] & 0x3bff)
                        }
                        Out::I32 => cwords[l * 8 + v],
                    };
                    c[l][v] = w;
                    cb.extend(w.to_le_bytes());
                }
            }
            let bufs = [
                dev.buffer_bytes(&ab),
                dev.buffer_bytes(&bb),
                dev.buffer_bytes(&cb),
                dev.alloc(lanes * nreg * 4),
            ];
            dev.dispatch(
                m,
                kernel,
                Dispatch::linear(lanes as u32, lanes as u32),
                &bufs.map(Arg::Buffer),
            )
            .unwrap_or_else(|e| panic!("{what} {kernel}: {e}"));
            let got = dev.read(bufs[3].addr, lanes * nreg * 4).unwrap();
            for l in 0..lanes {
                for v in 0..nreg {
                    let (i, j) = (v * g + l / 16, l % 16);
                    let cw = c[l][v];
                    let want = match kout {
                        Out::I32 => {
                            let mut acc = cw as i32;
                            for k in 0..16 {
                                let x = ival(a[i][k], true);
                                let y = ival(b[k][j], kin == In::Iu4);
                                acc = acc.wrapping_add(x.wrapping_mul(y));
                            }
                            acc as u32
                        }
                        _ => {
                            let hi = matches!(kout, Out::F16 { hi: true } | Out::Bf16 { hi: true });
                            let ch = (if hi { cw >> 16 } else { cw & 0xffff }) as u16;
                            let mut acc = match kout {
                                Out::F32 => f32::from_bits(cw),
                                Out::F16 { .. } => h2f(ch) as f32,
                                _ => bf2f(ch),
                            };
                            for k in 0..16 {
                                acc = a[i][k].1.mul_add(b[k][j].1, acc);
                            }
                            let bits = match kout {
                                Out::F32 => acc.to_bits(),
                                Out::F16 { .. } => u32::from(f2h(f64::from(acc))),
                                _ => u32::from(f2bf(acc)),
                            };
                            match kout {
                                Out::F32 => bits,
                                _ if hi => cw & 0xffff | bits << 16,
                                _ => cw & 0xffff_0000 | bits,
                            }
                        }
                    };
                    let o = (l * nreg + v) * 4;
                    let g32 = u32::from_le_bytes(got[o..o + 4].try_into().unwrap());
                    assert_eq!(
                        g32, want,
                        "{what} {kernel}: lane {l} register {v} (D[{i}][{j}])"
                    );
                }
            }
            ran += 1;
        });
    }
    // 7 kernels x 4 GFX11 targets x 2 object kinds.
    assert_eq!(ran, 56);
}
