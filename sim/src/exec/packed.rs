//! VOP3P packed 16-bit instructions (`v_pk_*` on two 16-bit halves) and
//! the mixed-precision `v_{fma,mad}_mix{lo,hi}_f16` rows.
//!
//! Role: whole-wave semantics of the packed rows, called by
//! [`super::vector`] before its own table of opcodes.
//!
//! Operand selection: each source k is read as 32 bits; the operation's
//! low result takes the half `op_sel[k]` selects (0 low, 1 high) and its
//! high result the half `op_sel_hi[k]` selects. `neg_lo[k]`/`neg_hi[k]`
//! flip the sign bit of the half used for the low/high result (float rows
//! only). An inline constant is a 16-bit value in the low half with a
//! zero high half (the f16 encoding of a float constant for float rows,
//! the integer truncated to 16 bits otherwise): compilers select the low
//! half for both results (`op_sel_hi:0`) when they want a splat, and a
//! high-half read of a constant gives 0, which is what makes llc's
//! `v_pk_max_f16 v, v, 1.0 op_sel:[0,1] op_sel_hi:[1,0]` build `<0, 1.0>`.
//!
//! Float rows compute each half on f16 bit patterns: sums and products
//! through f64 (exact there, rounded once to f16), `v_pk_fma_f16` (and `v_pk_fmac_f16`, the VOP2 form whose
//! destination is the addend: low halves with low, high with high) exactly
//! in integers (`float::fma_f16`); denormals are flushed per
//! MODE's f16/f64 field (`Wave::keeps_denorm(true, _)`), inputs after the
//! modifiers and outputs after rounding; `clamp` clamps to [0, 1] (a NaN
//! becomes +0). `v_pk_min_f16`/`v_pk_max_f16` select an operand half's
//! bits under seed 000's NaN rules (`super::minmax`). Integer rows wrap, or saturate with `clamp` (signed for
//! the `_i16` rows, unsigned for `_u16`).
//!
//! Mix rows: `op_sel_hi[k]` = 1 reads source k as the f16 half `op_sel[k]`
//! selects, otherwise as f32; `neg_hi[k]` takes the absolute value and
//! `neg_lo[k]` negates (abs first). `v_fma_mix*` is fused in f32; the
//! f16 forms round the f32 result to f16 (sim's reading: the compiler
//! forms them from an f32 fma followed by an f16 truncation) and write
//! only the low (`mixlo`) or high (`mixhi`) half of the destination,
//! keeping the other half; that kept half is not checked for having been
//! written (compilers build packed values into undefined registers).

use super::float::{f16_to_f32, f32_to_f16, f64_to_f16, fma_f16};
use super::minmax::minmax16;
use super::{Env, Lanes, Wave, LANES};
use crate::error::Result;
use crate::program::Decoded;
use agc_isa::insts::Opcode as O;
use agc_isa::minst::Operand;
use agc_isa::regs::RegFile;

/// f16 bits with a denormal flushed to zero of its sign.
#[inline]
fn ftz16(h: u16) -> u16 {
    if h & 0x7c00 == 0 {
        h & 0x8000
    } else {
        h
    }
}

#[inline]
fn ftz32(x: f32) -> f32 {
    if x.is_subnormal() {
        f32::from_bits(x.to_bits() & 0x8000_0000)
    } else {
        x
    }
}

/// The packed-integer operation of `op` on one pair or triple of halves.
fn int_op(op: O, a: u16, b: u16, c: u16, clamp: bool) -> Option<u16> {
    let (sa, sb) = (a as i16 as i32, b as i16 as i32);
    let sat_i = |x: i32| x.clamp(i16::MIN as i32, i16::MAX as i32) as i16 as u16;
    let sat_u = |x: i32| x.clamp(0, u16::MAX as i32) as u16;
    Some(match op {
        O::VPkAddU16 if clamp => sat_u(a as i32 + b as i32),
        O::VPkAddI16 if clamp => sat_i(sa + sb),
        O::VPkAddU16 | O::VPkAddI16 => a.wrapping_add(b),
        O::VPkSubU16 if clamp => sat_u(a as i32 - b as i32),
        O::VPkSubI16 if clamp => sat_i(sa - sb),
        O::VPkSubU16 | O::VPkSubI16 => a.wrapping_sub(b),
        O::VPkMulLoU16 => a.wrapping_mul(b),
        O::VPkMadU16 if clamp => (a as u64 * b as u64 + c as u64).min(0xffff) as u16,
        O::VPkMadI16 if clamp => sat_i(sa * sb + c as i16 as i32),
        O::VPkMadU16 | O::VPkMadI16 => a.wrapping_mul(b).wrapping_add(c),
        O::VPkLshlrevB16 => b << (a & 15),
        O::VPkLshrrevB16 => b >> (a & 15),
        O::VPkAshrrevI16 => (b as i16 >> (a & 15)) as u16,
        O::VPkMaxI16 => sa.max(sb) as i16 as u16,
        O::VPkMinI16 => sa.min(sb) as i16 as u16,
        O::VPkMaxU16 => a.max(b),
        O::VPkMinU16 => a.min(b),
        _ => return None,
    })
}

/// f16 value of an inline constant code (float codes as f16, integer
/// codes truncated to 16 bits).
fn inline16(c: u8) -> u32 {
    const F16: [u16; 9] = [
        0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118,
    ];
    match c {
        128..=192 => (c - 128) as u32,
        193..=208 => (-((c - 192) as i32)) as u16 as u32,
        240..=248 => F16[(c - 240) as usize] as u32,
        _ => 0,
    }
}

/// Executes `d` if it is a packed 16-bit or mix row; `Ok(false)` leaves
/// it to the caller.
pub(crate) fn exec(w: &mut Wave, env: &mut Env, d: &Decoded, exec: u64) -> Result<bool> {
    let i = &d.inst;
    let m = &i.mods;
    let o = &i.operands;
    let op = i.opcode;
    let mix = matches!(
        op,
        O::VFmaMixloF16 | O::VFmaMixhiF16 | O::VMadMixloF16 | O::VMadMixhiF16
    );
    let float = matches!(
        op,
        O::VPkAddF16 | O::VPkMulF16 | O::VPkFmaF16 | O::VPkFmacF16 | O::VPkMinF16 | O::VPkMaxF16
    );
    if !mix && !float && int_op(op, 0, 0, 0, false).is_none() {
        return Ok(false);
    }
    let mut nsrc = o.len() - 1;
    let mut src = [[0u32; LANES]; 3];
    for k in 0..nsrc {
        match o[k + 1] {
            Operand::Inline(c) if !mix => src[k] = [inline16(c); LANES],
            ref x => w.rv32(x, exec, env, &mut src[k])?,
        }
    }
    // v_pk_fmac_f16 (VOP2): the destination is the addend of both halves.
    if op == O::VPkFmacF16 {
        w.rv32(&o[0], exec, env, &mut src[2])?;
        nsrc = 3;
    }
    let (keep_in, keep_out) = (w.keeps_denorm(true, false), w.keeps_denorm(true, true));
    let ieee = w.ieee_mode();
    let mut r: Lanes = [0; LANES];
    if mix {
        let in32 = w.keeps_denorm(false, false);
        let fused = matches!(op, O::VFmaMixloF16 | O::VFmaMixhiF16);
        let hi_dst = matches!(op, O::VFmaMixhiF16 | O::VMadMixhiF16);
        let old = match o[0] {
            Operand::Reg(reg) if reg.file == RegFile::Vgpr && (reg.index as usize) < w.v.len() => {
                w.v[reg.index as usize]
            }
            _ => [0; LANES],
        };
        for l in 0..LANES {
            let mut x = [0f32; 3];
            for (k, xk) in x.iter_mut().enumerate() {
                let t = src[k][l];
                let mut v = if m.op_sel_hi_clear >> k & 1 != 0 {
                    let h = if m.op_sel >> k & 1 != 0 { t >> 16 } else { t } as u16;
                    f16_to_f32(if keep_in { h } else { ftz16(h) })
                } else {
                    let v = f32::from_bits(t);
                    if in32 {
                        v
                    } else {
                        ftz32(v)
                    }
                };
                if m.neg_hi >> k & 1 != 0 {
                    v = v.abs();
                }
                if m.neg >> k & 1 != 0 {
                    v = -v;
                }
                *xk = v;
            }
            let mut f = if fused {
                x[0].mul_add(x[1], x[2])
            } else {
                ftz32(ftz32(x[0] * x[1]) + x[2])
            };
            if m.clamp {
                f = if f.is_nan() { 0.0 } else { f.clamp(0.0, 1.0) };
            }
            let mut h = f32_to_f16(f);
            if !keep_out {
                h = ftz16(h);
            }
            r[l] = if hi_dst {
                old[l] & 0xffff | (h as u32) << 16
            } else {
                old[l] & 0xffff_0000 | h as u32
            };
        }
        return w.wv32(&o[0], &r, exec, env).map(|()| true);
    }
    // The two operand sets: (half select bits, negate bits) per result.
    let sel_lo = m.op_sel;
    let sel_hi = !m.op_sel_hi_clear & 7;
    for (res, (sel, neg)) in [(sel_lo, m.neg), (sel_hi, m.neg_hi)]
        .into_iter()
        .enumerate()
    {
        for l in 0..LANES {
            let mut h = [0u16; 3];
            for k in 0..nsrc {
                let t = src[k][l];
                h[k] = if sel >> k & 1 != 0 { t >> 16 } else { t } as u16;
                if float {
                    if neg >> k & 1 != 0 {
                        h[k] ^= 0x8000;
                    }
                    if !keep_in {
                        h[k] = ftz16(h[k]);
                    }
                }
            }
            let v = if float {
                let f = |x: u16| f16_to_f32(x) as f64;
                let mut bits = match op {
                    O::VPkAddF16 => f64_to_f16(f(h[0]) + f(h[1])),
                    O::VPkMulF16 => f64_to_f16(f(h[0]) * f(h[1])),
                    O::VPkFmaF16 | O::VPkFmacF16 => fma_f16(h[0], h[1], h[2]),
                    O::VPkMinF16 => minmax16(h[0], h[1], ieee, false),
                    _ => minmax16(h[0], h[1], ieee, true),
                };
                if m.clamp {
                    let x = f(bits);
                    bits = f64_to_f16(if x.is_nan() { 0.0 } else { x.clamp(0.0, 1.0) });
                }
                if keep_out {
                    bits
                } else {
                    ftz16(bits)
                }
            } else {
                int_op(op, h[0], h[1], h[2], m.clamp).unwrap_or(0)
            };
            r[l] |= (v as u32) << (16 * res);
        }
    }
    w.wv32(&o[0], &r, exec, env).map(|()| true)
}
