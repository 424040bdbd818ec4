//! MFMA (VOP3P-MAI) instructions: the wave's matrix multiply-accumulate.
//!
//! Role: whole-wave semantics of the MFMA rows agc selects. Sources A and
//! B are one VGPR/AGPR (f32) or a pair (four f16) per lane; source C and
//! the destination are four consecutive registers in the same file (AGPRs
//! on gfx908, VGPRs or AGPRs on gfx90a+); source C may be an inline
//! constant, which every element then takes.
//!
//! The lane layout is the hardware's, as AMD's matrix-core examples load
//! and store it, written here in register terms from the block shape
//! alone (independently of the IR interpreter's formulation): with
//! `blocks` blocks of M x M outputs and `kpl` inputs per lane, lane `l`
//! belongs to block `b = l / (64 / blocks)`; inside its block, lane `w`
//! holds row/column `w % M` of k-group `g = w / M`, so A element `e` is
//! `A[b][w % M][g*kpl + e]`, B element `e` is `B[b][g*kpl + e][w % M]`, and
//! destination register `r` is `D[b][4g + r][w % M]`.
//!
//! Arithmetic: each element is an f32 fma chain over k ascending starting
//! from C, one rounding per step, denormals kept, NaN results the
//! canonical quiet NaN: the IR's definition of `mfma` (docs/ir.md). How
//! the hardware orders and rounds its sums is not modelled; MODE's
//! denormal fields are not applied (where hardware flushes, results can
//! differ in denormals only).
//!
//! Not modelled (reported as such, never computed approximately): a
//! partial EXEC (the ISA sources agc checks against do not define which
//! lanes an MFMA then reads or writes), the `cbsz`/`abid`/`blgp`
//! broadcast controls, and MFMA shapes other than the four below.

use super::{fault, unsupported, Env, Lanes, Wave, LANES};
use crate::error::Result;
use crate::program::Decoded;
use agc_isa::insts::Opcode as O;
use agc_isa::minst::Operand;
use agc_isa::regs::Reg;

/// One MFMA row's geometry: rows per block, k, blocks, inputs per lane.
struct Shape {
    m: usize,
    k: usize,
    blocks: usize,
    kpl: usize,
}

/// The shapes this module executes, one line per opcode.
fn shape(op: O) -> Option<Shape> {
    let (m, k, blocks, kpl) = match op {
        O::VMfmaF3216x16x4f32 => (16, 4, 1, 1),
        O::VMfmaF3216x16x16f16 => (16, 16, 1, 4),
        O::VMfmaF324x4x1f32 => (4, 1, 16, 1),
        O::VMfmaF324x4x4f16 => (4, 4, 16, 4),
        _ => return None,
    };
    Some(Shape { m, k, blocks, kpl })
}

const CANONICAL_NAN: u32 = 0x7fc0_0000;

/// Executes `d` if it is an MFMA; `Ok(false)` otherwise.
pub(crate) fn exec(w: &mut Wave, env: &mut Env, d: &Decoded, exec: u64) -> Result<bool> {
    let i = &d.inst;
    if i.opcode.info().format != agc_isa::insts::Format::Mai {
        return Ok(false);
    }
    let Some(s) = shape(i.opcode) else {
        return Err(unsupported());
    };
    let m = &i.mods;
    if m.cbsz != 0 || m.abid != 0 || m.blgp != 0 || exec != u64::MAX {
        return Err(unsupported());
    }
    let o = &i.operands;
    let f16 = s.kpl == 4;
    // Sources A and B as f32 per (lane, element).
    let mut ab = [[[0f32; 4]; LANES]; 2];
    for (k, out) in ab.iter_mut().enumerate() {
        let src = &o[k + 1];
        let dwords = if f16 { 2 } else { 1 };
        for dw in 0..dwords {
            let mut t: Lanes = [0; LANES];
            w.rv32(&dword(src, dw)?, exec, env, &mut t)?;
            for (l, v) in t.iter().enumerate() {
                if f16 {
                    out[l][2 * dw] = f16_to_f32(*v as u16);
                    out[l][2 * dw + 1] = f16_to_f32((*v >> 16) as u16);
                } else {
                    out[l][0] = f32::from_bits(*v);
                }
            }
        }
    }
    let mut c = [[0u32; LANES]; 4];
    for (r, out) in c.iter_mut().enumerate() {
        w.rv32(&dword(&o[3], r)?, exec, env, out)?;
    }
    let lpb = LANES / s.blocks;
    // Lane and element holding A[b][row][k] (B[b][k][col] likewise).
    let pos = |b: usize, x: usize, k: usize| (b * lpb + (k / s.kpl) * s.m + x, k % s.kpl);
    let mut dst = [[0u32; LANES]; 4];
    for l in 0..LANES {
        let (b, wl) = (l / lpb, l % lpb);
        let (g, col) = (wl / s.m, wl % s.m);
        for (r, out) in dst.iter_mut().enumerate() {
            let row = 4 * g + r;
            let mut acc = f32::from_bits(c[r][l]);
            for k in 0..s.k {
                let (la, ea) = pos(b, row, k);
                let (lb, eb) = pos(b, col, k);
                acc = ab[0][la][ea].mul_add(ab[1][lb][eb], acc);
            }
            out[l] = if acc.is_nan() {
                CANONICAL_NAN
            } else {
                acc.to_bits()
            };
        }
    }
    for (r, vals) in dst.iter().enumerate() {
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
