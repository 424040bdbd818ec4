//! MFMA (VOP3P-MAI) instructions: the wave's matrix multiply-accumulate.
//!
//! Role: whole-wave semantics of the MFMA rows of the isa table (f32
//! results from f32 or f16 inputs, f64 from f64). Sources A and B are one
//! VGPR/AGPR (f32), a pair (four f16, or one f64) per lane; source C and
//! the destination are 4, 16 or 32 consecutive registers (pairs for
//! f64) in the same file (AGPRs on gfx908, VGPRs or AGPRs on gfx90a+);
//! source C may be an inline constant, which every element then takes.
//!
//! The lane layout is the hardware's, as AMD's matrix-core examples load
//! and store it, written here in register terms from the block shape
//! alone (independently of the IR interpreter's formulation): with
//! `blocks` blocks of M x M outputs and `kpl` inputs per lane, lane `l`
//! belongs to block `b = l / (64 / blocks)`; inside its block, lane `w`
//! holds row/column `w % M` of k-group `g = w / M`, so A element `e` is
//! `A[b][w % M][g*kpl + e]` and B element `e` is `B[b][g*kpl + e][w % M]`.
//! The result goes by output block: a block of fewer than 256 elements
//! (4x4) takes `64 / blocks` lanes and the blocks sit side by side in
//! lanes; a larger one (16x16, 32x32) takes all 64 lanes and the blocks
//! follow each other in registers (`v_mfma_f32_32x32x1_2b_f32`: block 1
//! in registers 16-31). Inside a block, column `j` is the lane within a
//! lane group of M lanes, and rows go in chunks of (up to) four
//! consecutive registers, chunk `q` in lane group `q % groups` after the
//! chunks of the earlier groups: `D[i][j]` of a 32x32 block is in lane
//! `j + 32 * (i / 4 % 2)`, register `i % 4 + 4 * (i / 8)`; of a 16x16
//! block in lane `j + 16 * (i / 4)`, register `i % 4`; of the f64 4x4
//! blocks (one register pair per lane) in lane `16b + 4i + j`.
//!
//! Arithmetic: each element is an f32 (f64 for the f64 rows) fma chain
//! over k ascending starting from C, one rounding per step, denormals
//! kept, NaN results the canonical quiet NaN: the IR's definition of
//! `mfma` (docs/ir.md). How
//! the hardware orders and rounds its sums is not modelled; MODE's
//! denormal fields are not applied (where hardware flushes, results can
//! differ in denormals only).
//!
//! Not modelled (reported as such, never computed approximately): a
//! partial EXEC (the ISA sources agc checks against do not define which
//! lanes an MFMA then reads or writes), the `cbsz`/`abid`/`blgp`
//! broadcast controls, the gfx942 f64 `neg` modifiers, and MFMA rows the
//! isa table does not have.

use super::{fault, unsupported, Env, Lanes, Wave, LANES};
use crate::error::Result;
use crate::program::Decoded;
use agc_isa::insts::Opcode as O;
use agc_isa::minst::Operand;
use agc_isa::regs::Reg;

/// One MFMA row's geometry: rows per block, k, blocks, inputs per lane,
/// and whether its elements are f64.
struct Shape {
    m: usize,
    k: usize,
    blocks: usize,
    kpl: usize,
    f64: bool,
}

/// The shapes this module executes, one line per opcode.
fn shape(op: O) -> Option<Shape> {
    let (m, k, blocks, kpl, f64) = match op {
        O::VMfmaF3216x16x4f32 => (16, 4, 1, 1, false),
        O::VMfmaF3216x16x16f16 => (16, 16, 1, 4, false),
        O::VMfmaF324x4x1f32 => (4, 1, 16, 1, false),
        O::VMfmaF324x4x4f16 => (4, 4, 16, 4, false),
        O::VMfmaF3232x32x8f16 => (32, 8, 1, 4, false),
        O::VMfmaF3232x32x2f32 => (32, 2, 1, 1, false),
        O::VMfmaF3232x32x1f32 => (32, 1, 2, 1, false),
        O::VMfmaF6416x16x4f64 => (16, 4, 1, 1, true),
        O::VMfmaF644x4x4f64 => (4, 4, 4, 1, true),
        _ => return None,
    };
    Some(Shape {
        m,
        k,
        blocks,
        kpl,
        f64,
    })
}

impl Shape {
    /// Lanes and result registers (f64: register pairs) of one output
    /// block: blocks of fewer than 256 elements sit side by side in lane
    /// groups, larger ones fill all 64 lanes and follow each other in
    /// registers.
    fn out_block(&self) -> (usize, usize) {
        let e = self.m * self.m;
        let lanes = if e < 256 { LANES / self.blocks } else { LANES };
        (lanes, e / lanes)
    }

    /// (lane, register) of output element `D[b][i][j]`: rows go in chunks
    /// of up to four consecutive registers; chunk `q` of a block takes
    /// lane group `q % (lanes / m)` and the registers after the chunks of
    /// the groups before it.
    fn out_pos(&self, b: usize, i: usize, j: usize) -> (usize, usize) {
        let (lanes, regs) = self.out_block();
        let c = regs.min(4);
        let groups = lanes / self.m;
        let q = i / c;
        let (lane0, reg0) = if lanes < LANES {
            (b * lanes, 0)
        } else {
            (0, b * regs)
        };
        (
            lane0 + j + self.m * (q % groups),
            reg0 + i % c + c * (q / groups),
        )
    }

    /// Result registers (f64: pairs) per lane.
    fn out_regs(&self) -> usize {
        self.blocks * self.m * self.m / LANES
    }
}

const CANONICAL_NAN: u32 = 0x7fc0_0000;
const CANONICAL_NAN64: u64 = 0x7ff8_0000_0000_0000;

/// Executes `d` if it is an MFMA or a WMMA; `Ok(false)` otherwise.
pub(crate) fn exec(w: &mut Wave, env: &mut Env, d: &Decoded, exec: u64) -> Result<bool> {
    let i = &d.inst;
    if let Some(k) = wmma_kind(i.opcode) {
        wmma(w, env, d, exec, k)?;
        return Ok(true);
    }
    if i.opcode.info().format != agc_isa::insts::Format::Mai {
        return Ok(false);
    }
    let Some(s) = shape(i.opcode) else {
        return Err(unsupported());
    };
    let m = &i.mods;
    if m.cbsz != 0 || m.abid != 0 || m.blgp != 0 || m.neg != 0 || exec != u64::MAX {
        return Err(unsupported());
    }
    let o = &i.operands;
    let f16 = s.kpl == 4;
    // Sources A and B as f64 per (lane, element): f16 and f32 widen
    // exactly.
    let mut ab = [[[0f64; 4]; LANES]; 2];
    for (k, out) in ab.iter_mut().enumerate() {
        let src = &o[k + 1];
        let dwords = if f16 || s.f64 { 2 } else { 1 };
        let mut t: [Lanes; 2] = [[0; LANES]; 2];
        for (dw, td) in t.iter_mut().enumerate().take(dwords) {
            w.rv32(&dword(src, dw)?, exec, env, td)?;
        }
        for l in 0..LANES {
            let (lo, hi) = (t[0][l], t[1][l]);
            if s.f64 {
                out[l][0] = f64::from_bits(lo as u64 | (hi as u64) << 32);
            } else if f16 {
                out[l] = [lo, lo >> 16, hi, hi >> 16].map(|h| f16_to_f32(h as u16) as f64);
            } else {
                out[l][0] = f32::from_bits(lo) as f64;
            }
        }
    }
    let nreg = s.out_regs();
    let width = if s.f64 { 2 } else { 1 };
    let mut c = [[0u32; LANES]; 32];
    for (r, out) in c.iter_mut().enumerate().take(nreg * width) {
        w.rv32(&dword(&o[3], r)?, exec, env, out)?;
    }
    let lpb = LANES / s.blocks;
    // Lane and element holding A[b][row][k] (B[b][k][col] likewise).
    let pos = |b: usize, x: usize, k: usize| (b * lpb + (k / s.kpl) * s.m + x, k % s.kpl);
    let mut dst = [[0u32; LANES]; 32];
    for b in 0..s.blocks {
        for row in 0..s.m {
            for col in 0..s.m {
                let (l, r) = s.out_pos(b, row, col);
                if s.f64 {
                    let cv = c[2 * r][l] as u64 | (c[2 * r + 1][l] as u64) << 32;
                    let mut acc = f64::from_bits(cv);
                    for k in 0..s.k {
                        let (la, ea) = pos(b, row, k);
                        let (lb, eb) = pos(b, col, k);
                        acc = ab[0][la][ea].mul_add(ab[1][lb][eb], acc);
                    }
                    let bits = if acc.is_nan() {
                        CANONICAL_NAN64
                    } else {
                        acc.to_bits()
                    };
                    dst[2 * r][l] = bits as u32;
                    dst[2 * r + 1][l] = (bits >> 32) as u32;
                } else {
                    let mut acc = f32::from_bits(c[r][l]);
                    for k in 0..s.k {
                        let (la, ea) = pos(b, row, k);
                        let (lb, eb) = pos(b, col, k);
                        // f16 and f32 inputs are exact as f32.
                        acc = (ab[0][la][ea] as f32).mul_add(ab[1][lb][eb] as f32, acc);
                    }
                    dst[r][l] = if acc.is_nan() {
                        CANONICAL_NAN
                    } else {
                        acc.to_bits()
                    };
                }
            }
        }
    }
    for (r, vals) in dst.iter().enumerate().take(nreg * width) {
        w.wv32(&dword(&o[0], r)?, vals, exec, env)?;
    }
    Ok(true)
}

/// Dword `k` of a register operand; an inline constant stands for itself.
fn dword(op: &Operand, k: usize) -> Result<Operand> {
    match *op {
        Operand::Reg(r) if (k as u8) < r.len => {
            Ok(Operand::Reg(Reg::new(r.file, r.index + k as u16, 1)))
        }
        Operand::Reg(r) => Err(fault(format!("{r} has no dword {k}"))),
        other => Ok(other),
    }
}

/// An f16 bit pattern as the f32 of the same value (exact).
fn f16_to_f32(h: u16) -> f32 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = i32::from(h >> 10 & 0x1f);
    let frac = f32::from(h & 0x3ff);
    let mag = match exp {
        0 => frac * 2f32.powi(-24),
        0x1f if frac == 0.0 => f32::INFINITY,
        0x1f => f32::NAN,
        _ => (frac + 1024.0) * 2f32.powi(exp - 25),
    };
    sign * mag
}

/// The element types of a WMMA row: A/B elements, and the result's.
#[derive(Clone, Copy, PartialEq)]
enum WIn {
    F16,
    Bf16,
    Iu8,
    Iu4,
}

#[derive(Clone, Copy, PartialEq)]
enum WOut {
    F32,
    F16,
    Bf16,
    I32,
}

fn wmma_kind(op: O) -> Option<(WIn, WOut)> {
    Some(match op {
        O::VWmmaF3216x16x16F16 => (WIn::F16, WOut::F32),
        O::VWmmaF3216x16x16Bf16 => (WIn::Bf16, WOut::F32),
        O::VWmmaF1616x16x16F16 => (WIn::F16, WOut::F16),
        O::VWmmaBf1616x16x16Bf16 => (WIn::Bf16, WOut::Bf16),
        O::VWmmaI3216x16x16Iu8 => (WIn::Iu8, WOut::I32),
        O::VWmmaI3216x16x16Iu4 => (WIn::Iu4, WOut::I32),
        _ => return None,
    })
}

/// f32 to bf16 bits, to nearest even (finite or infinite inputs).
fn bf16_nearest(x: f32) -> u16 {
    let b = x.to_bits();
    let up = 0x7fff + (b >> 16 & 1);
    (b.wrapping_add(up) >> 16) as u16
}

/// A GFX11 WMMA: one 16x16x16 `D = A x B + C` over the wave, in the
/// register layout of RDNA3 (AMD's WMMA examples and matrix instruction
/// calculator): lane `l` holds in its A registers row `l % 16` of A, in
/// its B registers column `l % 16` of B, element `k` at 16-bit half `k`
/// (f16/bf16), byte `k` (iu8) or nibble `k` (iu4) of the tuple; lanes
/// `l` and `l % 16` must hold the same A and B (refused otherwise, as is
/// a partial EXEC: the hardware reads replicated fragments and the ISA
/// sources do not say what it does otherwise). Result register `v` of
/// lane `l` holds `D[v * W/16 + l / 16][l % 16]` for a wave of `W`
/// lanes; the 16-bit forms read and write the half `op_sel[2]` selects
/// and leave the destination's other half as it was. Integer signedness
/// is `neg_lo` bit 0 (A) and 1 (B); clamp is refused.
fn wmma(
    w: &mut Wave,
    env: &mut Env,
    d: &Decoded,
    exec: u64,
    (win, wout): (WIn, WOut),
) -> Result<()> {
    let i = &d.inst;
    let m = &i.mods;
    let lanes = w.lanes;
    let all = if lanes == 64 {
        u64::MAX
    } else {
        (1u64 << lanes) - 1
    };
    let half_out = matches!(wout, WOut::F16 | WOut::Bf16);
    let int = wout == WOut::I32;
    let sel_ok = m.op_sel == 0 || (half_out && m.op_sel == 4);
    let neg_ok = m.neg == 0 || (int && m.neg <= 3);
    if exec != all || !sel_ok || !neg_ok || m.neg_hi != 0 || m.clamp || m.op_sel_hi_clear != 0 {
        return Err(unsupported());
    }
    let o = &i.operands;
    let in_dwords = match win {
        WIn::F16 | WIn::Bf16 => 8,
        WIn::Iu8 => 4,
        WIn::Iu4 => 2,
    };
    // A and B: [operand][dword][lane].
    let mut ab = [[[0u32; LANES]; 8]; 2];
    for (k, out) in ab.iter_mut().enumerate() {
        for (dw, t) in out.iter_mut().enumerate().take(in_dwords) {
            w.rv32(&dword(&o[k + 1], dw)?, exec, env, t)?;
        }
    }
    for l in 16..lanes {
        for x in &ab {
            if (0..in_dwords).any(|dw| x[dw][l] != x[dw][l % 16]) {
                return Err(unsupported());
            }
        }
    }
    let elem = |x: &[[u32; LANES]; 8], lane: usize, k: usize, signed: bool| -> (f32, i32) {
        match win {
            WIn::F16 => (f16_to_f32((x[k / 2][lane] >> (16 * (k % 2))) as u16), 0),
            WIn::Bf16 => (f32::from_bits(x[k / 2][lane] >> (16 * (k % 2)) << 16), 0),
            WIn::Iu8 => {
                let b = (x[k / 4][lane] >> (8 * (k % 4))) as u8;
                (
                    0.0,
                    if signed {
                        i32::from(b as i8)
                    } else {
                        i32::from(b)
                    },
                )
            }
            WIn::Iu4 => {
                let n = (x[k / 8][lane] >> (4 * (k % 8)) & 0xf) as i32;
                (0.0, if signed && n >= 8 { n - 16 } else { n })
            }
        }
    };
    let nreg = 256 / lanes;
    let (sa, sb) = (m.neg & 1 != 0, m.neg & 2 != 0);
    let hi = m.op_sel == 4;
    let mut c = [[0u32; LANES]; 8];
    let mut old = [[0u32; LANES]; 8];
    for r in 0..nreg {
        if half_out && !matches!(o[3], Operand::Reg(_)) {
            return Err(unsupported());
        }
        w.rv32(&dword(&o[3], r)?, exec, env, &mut c[r])?;
        if half_out {
            w.rv32(&dword(&o[0], r)?, exec, env, &mut old[r])?;
        }
    }
    let mut dst = [[0u32; LANES]; 8];
    for l in 0..lanes {
        let col = l % 16;
        for r in 0..nreg {
            let row = r * (lanes / 16) + l / 16;
            let cw = c[r][l];
            let ch = (if hi { cw >> 16 } else { cw }) as u16;
            dst[r][l] = if int {
                let mut acc = cw as i32;
                for k in 0..16 {
                    let (x, y) = (elem(&ab[0], row, k, sa).1, elem(&ab[1], col, k, sb).1);
                    acc = acc.wrapping_add(x.wrapping_mul(y));
                }
                acc as u32
            } else {
                let mut acc = match wout {
                    WOut::F32 => f32::from_bits(cw),
                    WOut::F16 => f16_to_f32(ch),
                    _ => f32::from_bits(u32::from(ch) << 16),
                };
                for k in 0..16 {
                    let (x, y) = (elem(&ab[0], row, k, false).0, elem(&ab[1], col, k, false).0);
                    acc = x.mul_add(y, acc);
                }
                let bits = match (wout, acc.is_nan()) {
                    (WOut::F32, true) => CANONICAL_NAN,
                    (WOut::F32, false) => acc.to_bits(),
                    (WOut::F16, true) => 0x7e00,
                    (WOut::F16, false) => u32::from(super::float::f32_to_f16(acc)),
                    (_, true) => 0x7fc0,
                    (_, false) => u32::from(bf16_nearest(acc)),
                };
                if !half_out {
                    bits
                } else if hi {
                    old[r][l] & 0xffff | bits << 16
                } else {
                    old[r][l] & 0xffff_0000 | bits
                }
            };
        }
    }
    for (r, vals) in dst.iter().enumerate().take(nreg) {
        w.wv32(&dword(&o[0], r)?, vals, exec, env)?;
    }
    Ok(())
}
