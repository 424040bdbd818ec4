//! Vector ALU instructions (VOP1, VOP2, VOPC, VOP3, VOP3P subset; the
//! packed 16-bit and `mixlo`/`mixhi` VOP3P rows are in [`super::packed`],
//! the MFMA rows in [`super::matrix`]).
//!
//! Role: whole-wave semantics. Every arm reads its sources into 64-lane
//! arrays (scalars and constants broadcast), computes all 64 lanes in a
//! straight loop the compiler can vectorise, and writes back under EXEC;
//! VALU results written to SGPR masks (compares, carries) have inactive
//! lanes cleared, as on hardware.
//!
//! Float semantics: IEEE single/double arithmetic from Rust (round to
//! nearest even, fused `mul_add` for fma/fmac), VOP3 `abs`/`neg` source
//! modifiers, `clamp` and `omod` on f32 results, and denormal flushing
//! per MODE.FP_DENORM (initialised from the kernel descriptor's
//! FLOAT_DENORM_MODE fields, changed by `s_setreg`): f32 arithmetic obeys
//! bits 4-5, f64 and f16 arithmetic bits 6-7, each field's bit 0 keeping
//! input denormals and bit 1 output denormals; a flushed value becomes
//! zero of its sign (outputs after rounding). Conversions flush their
//! source by the source format's field and their result by the result
//! format's. f16 rows compute on the exact f16 values in f64 and round
//! once to f16 (`v_fma_f16` exactly in integers, `float::fma_f16`);
//! `v_cmp_class_f16` classifies the f16 bits themselves (an f16 denormal
//! is a denormal, not the normal f32 it widens to).
//! Comparisons, `v_cmp_class`, `v_div_scale` results and bit
//! moves do not flush (sim's choice where the ISA is silent; clang's
//! kernels built with `-cl-denorms-are-zero` and
//! `-fdenormal-fp-math=preserve-sign` agree with it, tests/clang_denorm.rs).
//! f32/f64 `v_min`/`v_max` (and `min3`/`max3`) ignore a quiet NaN and
//! order -0 below +0; with MODE.IEEE set (the kernel descriptor's
//! IEEE_MODE, on by default) a signalling NaN operand wins and is
//! returned quiet, which is how `v_max_f32 x, x` canonicalizes.
//! `v_mad_f32`/`v_mac_f32`/`v_madmk_f32`/`v_madak_f32` round twice and always flush denormals (they
//! are not fused on GFX9). Transcendentals (`v_rcp`, `v_sqrt`, `v_exp`...)
//! are computed correctly rounded, which can differ in the last bit from
//! the hardware's approximations; with
//! [`super::SimOptions::approximate_transcendentals`] `v_rcp_iflag_f32`,
//! `v_rsq`, `v_sqrt`, `v_exp` and `v_log` are moved off by as much as the
//! ISA says the hardware may be (to the other neighbour of the exact value
//! in f32, a fraction of the stated 2^29 ulps in f64), deterministically
//! per input, so that tests see whether a compiled sequence relies on more
//! accuracy than the hardware promises. (`v_rcp_f32`/`v_rcp_f64` stay
//! exact: the float division sequences every compiler uses need the
//! nearest reciprocal near powers of two.)
//!
//! VOP3 op_sel (the GFX9 16-bit rows that have it): source k reads its
//! high half when bit k is set; a 16-bit result is written to the low
//! half, or with bit 3 the high half, of the destination and the other
//! half keeps its bits. Which 16-bit rows keep the other half and which
//! zero it is table data per processor ([`super::halves`]).
//!
//! f16 `v_min`/`v_max`/`min3`/`max3`/`med3` (and `v_pk_min/max_f16`)
//! select an operand's bits ([`super::minmax`]), so a NaN keeps its
//! payload; `v_med3` with a NaN operand is `min3` (the ISA's rule, f32
//! and f16 alike).
//!
//! SDWA (`_sdwa` forms of VOP1/VOP2/VOPC): each 32-bit source is replaced
//! by its selected byte/word, zero- or sign-extended
//! ([`agc_isa::sdwa::SdwaSel::extract`]), before the float modifiers, so
//! neg/abs act on the selected part as the operation's type sees it (bit
//! 15 for f16, bit 31 for f32). The operation then runs unchanged and
//! `sdwa_dst` merges its 32-bit result into the selected part of the old
//! destination ([`agc_isa::sdwa::Sdwa::write`]); VOPC results go to VCC or
//! the SGPR pair the instruction names, like any compare. The old
//! destination bits kept by `UNUSED_PRESERVE` are not checked for having
//! been written (LLVM preserves undefined halves while building packed
//! values).

use super::float::{
    class16, div_fixup, div_fmas, div_scale, f16_to_f32, f32_to_f16_rtz, f64_to_f16, fma_f16,
    frexp, ldexp32, ldexp64,
};
use super::halves::keeps_other_half;
use super::minmax::{med3, med3_16, minmax16, nan16};
use super::{fault, unsupported, Env, Lanes, Lanes64, Wave, EXEC, LANES, VCC};
use crate::error::Result;
use crate::program::{CmpInfo, CmpTy, Cond, Decoded};
use agc_isa::insts::{Attrs, Opcode as O};
use agc_isa::minst::{Dpp, Modifiers, Operand};
use agc_isa::regs::RegFile;
use agc_isa::sdwa::{Sdwa, SdwaSel};

/// A deterministic pseudo-random step in -1..=1 from an input's bits.
fn wobble(salt: u64, bits: u64) -> i64 {
    let h = (bits ^ salt.wrapping_mul(0x9e37_79b9_7f4a_7c15))
        .wrapping_mul(0xff51_afd7_ed55_8ccd)
        .rotate_left(29)
        .wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    (h >> 61) as i64 % 3 - 1
}

/// An f32 transcendental from its value `v` in f64 (within a few f64 ulps
/// of exact, far below f32's): correctly rounded, or with
/// [`super::SimOptions::approximate_transcendentals`] either neighbour of the
/// exact value, chosen per input (a faithful result, which is what the
/// ISA's "1 ulp" allows); zero, infinite and NaN results stay exact.
fn approx32(on: bool, salt: u64, x: f32, v: f64) -> f32 {
    let r = v as f32;
    if !on || r == 0.0 || !r.is_finite() || wobble(salt, x.to_bits() as u64) == 0 {
        return r;
    }
    // One step of the bit pattern away from zero grows the magnitude.
    let toward_up = (r as f64) < v;
    let step: i32 = match ((r as f64) == v, toward_up == (r > 0.0)) {
        (true, _) => 0,
        (false, true) => 1,
        (false, false) => -1,
    };
    let moved = f32::from_bits((r.to_bits() as i32 + step) as u32);
    if moved.is_finite() && moved != 0.0 {
        moved
    } else {
        r
    }
}

/// The f64 counterpart: up to 3·2^26 ulps (about 2^-24.4 relative; the
/// ISA states 2^29 ulps for `v_rcp_f64`, `v_rsq_f64` and `v_sqrt_f64`).
fn approx64(on: bool, salt: u64, x: f64, r: f64) -> f64 {
    if !on || r == 0.0 || !r.is_finite() || r.is_subnormal() {
        return r;
    }
    let step = (wobble(salt, x.to_bits()) * (wobble(salt + 1, x.to_bits()) + 2)) << 26;
    let moved = f64::from_bits((r.to_bits() as i64 + step) as u64);
    if moved.is_finite() && moved.is_sign_negative() == r.is_sign_negative() {
        moved
    } else {
        r
    }
}

/// `v_sin_f32`/`v_cos_f32`: the argument is in revolutions (sin(2π·x)).
/// The documented input domain is [-256, 256]; sim computes every finite
/// argument the same way (what hardware returns outside the domain is not
/// modelled), infinities and NaN give NaN. The reduction to [-1/2, 1/2] is
/// exact, the rest is computed in f64 and rounded once.
fn sin_rev(x: f32, cos: bool) -> f32 {
    if !x.is_finite() {
        return f32::NAN;
    }
    if x == 0.0 {
        return if cos { 1.0 } else { x };
    }
    let r = x as f64 - (x as f64).round();
    let a = r * core::f64::consts::TAU;
    (if cos { a.cos() } else { a.sin() }) as f32
}

/// `v_sin`/`v_cos` of an input in revolutions, in f64.
fn sin_rev64(x: f64, cos: bool) -> f64 {
    if !x.is_finite() {
        return f64::NAN;
    }
    let a = (x - x.round()) * core::f64::consts::TAU;
    if cos {
        a.cos()
    } else {
        a.sin()
    }
}

/// `v_mad_f16`: a * b rounded to f16 and flushed, plus c, the sum rounded
/// by the caller (and flushed by it unless MODE keeps f16 denormals; the
/// product always flushes, as the f32 `v_mad` does).
/// The sum of absolute differences `v_sad_*` / `v_msad_u8` add to their
/// accumulator: per byte (`u8`), per half (`u16`) or of the whole dwords
/// (`u32`); `v_sad_hi_u8` shifts the byte sum to the high half, and
/// `v_msad_u8` skips the bytes whose reference (source 1) byte is zero.
fn sad(op: O, a: u32, b: u32) -> u32 {
    let diff = |x: u32, y: u32| x.abs_diff(y);
    let bytes = |skip_zero_ref: bool| {
        (0..4)
            .map(|k| (a >> (8 * k) & 0xff, b >> (8 * k) & 0xff))
            .filter(|&(_, y)| !skip_zero_ref || y != 0)
            .map(|(x, y)| diff(x, y))
            .sum::<u32>()
    };
    match op {
        O::VSadU8 => bytes(false),
        O::VSadHiU8 => bytes(false) << 16,
        O::VMsadU8 => bytes(true),
        O::VSadU16 => diff(a & 0xffff, b & 0xffff) + diff(a >> 16, b >> 16),
        _ => diff(a, b),
    }
}

/// `v_fract_f64`: `x - floor(x)`, kept below 1.0 (a tiny negative `x`
/// would round to 1.0; the result is then the largest double below 1,
/// 0x1.fffffffffffffp-1); NaN stays NaN (quieted) and an infinity gives
/// NaN. `-0` gives `+0` (`-0 - -0`).
fn fract64(a: f64) -> f64 {
    if a.is_nan() {
        return f64::from_bits(a.to_bits() | 1 << 51);
    }
    if a.is_infinite() {
        return f64::NAN;
    }
    (a - a.floor()).min(f64::from_bits(0x3fef_ffff_ffff_ffff))
}

fn mad16(a: f64, b: f64, c: f64) -> f64 {
    let p = f16_to_f32(ftz16(f64_to_f16(a * b))) as f64;
    p + c
}

/// `x` as a 16-bit normalized integer (signed: clamped to [-1, 1] and
/// scaled by 32767; unsigned: [0, 1] and 65535), rounded to nearest even;
/// a NaN is 0.
fn norm16(x: f64, signed: bool) -> u32 {
    if x.is_nan() {
        0
    } else if signed {
        (x.clamp(-1.0, 1.0) * 32767.0).round_ties_even() as i32 as u16 as u32
    } else {
        (x.clamp(0.0, 1.0) * 65535.0).round_ties_even() as u32
    }
}

/// The f16 constant K of `v_madmk_f16`/`v_madak_f16` (a literal whose low
/// 16 bits are the f16).
fn lit16(op: &Operand) -> u16 {
    match *op {
        Operand::Literal(k) => k as u16,
        Operand::Imm(k) => k as u16,
        _ => 0,
    }
}

#[inline]
/// A denormal flushed to zero of its sign.
fn ftz(x: f32) -> f32 {
    if x.is_subnormal() {
        (0.0 as f32).copysign(x)
    } else {
        x
    }
}

#[inline]
/// A denormal flushed to zero of its sign.
fn ftz64(x: f64) -> f64 {
    if x.is_subnormal() {
        (0.0 as f64).copysign(x)
    } else {
        x
    }
}

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
fn fmin(a: f32, b: f32) -> f32 {
    if a.is_nan() {
        b
    } else if b.is_nan() || a < b {
        a
    } else if b < a {
        b
    } else if a.is_sign_negative() {
        a
    } else {
        b
    }
}

#[inline]
fn fmax(a: f32, b: f32) -> f32 {
    if a.is_nan() {
        b
    } else if b.is_nan() || a > b {
        a
    } else if b > a {
        b
    } else if a.is_sign_positive() {
        a
    } else {
        b
    }
}

fn fmin64(a: f64, b: f64) -> f64 {
    if a.is_nan() {
        b
    } else if b.is_nan() || a < b {
        a
    } else if b < a {
        b
    } else if a.is_sign_negative() {
        // -0 < +0, as the f32 form orders them.
        a
    } else {
        b
    }
}

fn fmax64(a: f64, b: f64) -> f64 {
    if a.is_nan() {
        b
    } else if b.is_nan() || a > b {
        a
    } else if b > a {
        b
    } else if a.is_sign_positive() {
        a
    } else {
        b
    }
}

/// IEEE mode (MODE.IEEE) min/max: a signalling NaN operand, src0's
/// first, is the result, quieted; only then are NaNs ignored. With IEEE
/// clear a signalling NaN is ignored like a quiet one. (This is what lets
/// `v_max_f32 x, x` canonicalize: compilers quiet NaNs with it.)
#[inline]
fn quiet_snan32(a: f32, b: f32) -> Option<f32> {
    let snan = |x: f32| x.is_nan() && x.to_bits() & 0x0040_0000 == 0;
    [a, b]
        .into_iter()
        .find(|&x| snan(x))
        .map(|x| f32::from_bits(x.to_bits() | 0x0040_0000))
}

#[inline]
fn quiet_snan64(a: f64, b: f64) -> Option<f64> {
    let snan = |x: f64| x.is_nan() && x.to_bits() & 1 << 51 == 0;
    [a, b]
        .into_iter()
        .find(|&x| snan(x))
        .map(|x| f64::from_bits(x.to_bits() | 1 << 51))
}

#[inline]
fn min32(a: f32, b: f32, ieee: bool) -> f32 {
    ieee.then(|| quiet_snan32(a, b))
        .flatten()
        .unwrap_or_else(|| fmin(a, b))
}

#[inline]
fn max32(a: f32, b: f32, ieee: bool) -> f32 {
    ieee.then(|| quiet_snan32(a, b))
        .flatten()
        .unwrap_or_else(|| fmax(a, b))
}

#[inline]
fn min64(a: f64, b: f64, ieee: bool) -> f64 {
    ieee.then(|| quiet_snan64(a, b))
        .flatten()
        .unwrap_or_else(|| fmin64(a, b))
}

#[inline]
fn max64(a: f64, b: f64, ieee: bool) -> f64 {
    ieee.then(|| quiet_snan64(a, b))
        .flatten()
        .unwrap_or_else(|| fmax64(a, b))
}

/// Applies VOP3 abs/neg of source `k` to f32 bit patterns.
#[inline]
fn mods32(m: &Modifiers, k: usize, x: &mut Lanes) {
    if m.abs >> k & 1 != 0 {
        x.iter_mut().for_each(|v| *v &= 0x7fff_ffff);
    }
    if m.neg >> k & 1 != 0 {
        x.iter_mut().for_each(|v| *v ^= 0x8000_0000);
    }
}

#[inline]
fn mods64(m: &Modifiers, k: usize, x: &mut Lanes64) {
    if m.abs >> k & 1 != 0 {
        x.iter_mut().for_each(|v| *v &= !(1 << 63));
    }
    if m.neg >> k & 1 != 0 {
        x.iter_mut().for_each(|v| *v ^= 1 << 63);
    }
}

fn class_bits(x: f64, signaling: bool) -> u32 {
    let neg = x.is_sign_negative();
    if x.is_nan() {
        return if signaling { 1 } else { 2 };
    }
    let b = if x.is_infinite() {
        if neg {
            2
        } else {
            9
        }
    } else if x == 0.0 {
        if neg {
            5
        } else {
            6
        }
    } else if x.is_subnormal() {
        if neg {
            4
        } else {
            7
        }
    } else if neg {
        3
    } else {
        8
    };
    1 << b
}

fn class32(x: u32) -> u32 {
    let f = f32::from_bits(x);
    if f.is_subnormal() {
        return if f.is_sign_negative() { 1 << 4 } else { 1 << 7 };
    }
    class_bits(f as f64, f.is_nan() && x & 0x0040_0000 == 0)
}

fn class64(x: u64) -> u32 {
    let f = f64::from_bits(x);
    class_bits(f, f.is_nan() && x & 0x0008_0000_0000_0000 == 0)
}

fn fcmp(c: Cond, a: f64, b: f64) -> bool {
    match c {
        Cond::F => false,
        Cond::Lt => a < b,
        Cond::Eq => a == b,
        Cond::Le => a <= b,
        Cond::Gt => a > b,
        Cond::Lg => a < b || a > b,
        Cond::Ne | Cond::Neq => a != b,
        Cond::Ge => a >= b,
        Cond::O => !a.is_nan() && !b.is_nan(),
        Cond::U => a.is_nan() || b.is_nan(),
        Cond::Nge => !(a >= b),
        Cond::Nlg => !(a < b || a > b),
        Cond::Ngt => !(a > b),
        Cond::Nle => !(a <= b),
        Cond::Nlt => !(a < b),
        Cond::T => true,
        Cond::Class => false,
    }
}

fn icmp<T: PartialOrd>(c: Cond, a: T, b: T) -> bool {
    match c {
        Cond::F => false,
        Cond::Lt => a < b,
        Cond::Eq => a == b,
        Cond::Le => a <= b,
        Cond::Gt => a > b,
        Cond::Ne | Cond::Lg | Cond::Neq => a != b,
        Cond::Ge => a >= b,
        Cond::T => true,
        _ => false,
    }
}

/// VOPC. With DPP (Vega ISA: a VOPC may carry the DPP dword), source 0
/// comes from the lanes DPP selects and the lanes DPP disables count as
/// inactive: their result bit is 0, as for EXEC-inactive lanes.
fn compare(w: &mut Wave, env: &mut Env, d: &Decoded, c: CmpInfo) -> Result<()> {
    // GFX11 v_cmpx has no SGPR result: EXEC is its only destination.
    // Its sources are shifted into the places the other rows have them.
    let no_sdst = !d
        .inst
        .opcode
        .info()
        .operands
        .first()
        .is_some_and(|r| r.is_def());
    let shifted;
    let o: &[Operand] = if no_sdst {
        let ops = &d.inst.operands;
        shifted = [Operand::Off, ops[0], ops[1]];
        &shifted
    } else {
        &d.inst.operands
    };
    let m = &d.inst.mods;
    let mut exec = w.exec();
    let mut r = 0u64;
    let wide = matches!(c.ty, CmpTy::F64 | CmpTy::I64 | CmpTy::U64);
    let mut dpp_src = None;
    if let Some(dp) = m.dpp {
        if wide {
            return Err(unsupported());
        }
        let (vals, write) = dpp_read(w, env, &o[1], &dp, exec)?;
        exec &= write;
        dpp_src = Some(vals);
    }
    if wide {
        let (mut a, mut b) = ([0u64; LANES], [0u64; LANES]);
        w.rv64(&o[1], c.ty == CmpTy::F64, exec, env, &mut a)?;
        if c.cond == Cond::Class {
            let mut bb = [0u32; LANES];
            w.rv32(&o[2], exec, env, &mut bb)?;
            mods64(m, 0, &mut a);
            for l in 0..LANES {
                r |= ((class64(a[l]) & bb[l] != 0) as u64) << l;
            }
        } else {
            w.rv64(&o[2], c.ty == CmpTy::F64, exec, env, &mut b)?;
            for l in 0..LANES {
                let t = match c.ty {
                    CmpTy::F64 => {
                        let (mut x, mut y) = (f64::from_bits(a[l]), f64::from_bits(b[l]));
                        if m.abs & 1 != 0 {
                            x = x.abs()
                        }
                        if m.neg & 1 != 0 {
                            x = -x
                        }
                        if m.abs & 2 != 0 {
                            y = y.abs()
                        }
                        if m.neg & 2 != 0 {
                            y = -y
                        }
                        fcmp(c.cond, x, y)
                    }
                    CmpTy::I64 => icmp(c.cond, a[l] as i64, b[l] as i64),
                    _ => icmp(c.cond, a[l], b[l]),
                };
                r |= (t as u64) << l;
            }
        }
    } else {
        let (mut a, mut b) = ([0u32; LANES], [0u32; LANES]);
        match dpp_src {
            Some(v) => a = v,
            None => w.rv32(&o[1], exec, env, &mut a)?,
        }
        w.rv32(&o[2], exec, env, &mut b)?;
        if let Some(s) = m.sdwa {
            sdwa_select(&s, 0, &mut a);
            sdwa_select(&s, 1, &mut b);
        }
        match c.ty {
            CmpTy::F16 => {
                let h = |x: u32, k: usize| {
                    let mut b = x as u16;
                    if m.abs >> k & 1 != 0 {
                        b &= 0x7fff;
                    }
                    if m.neg >> k & 1 != 0 {
                        b ^= 0x8000;
                    }
                    f16_to_f32(b)
                };
                for l in 0..LANES {
                    let x = h(a[l], 0);
                    let t = if c.cond == Cond::Class {
                        // Classified as f16 (an f16 denormal widens to a
                        // normal f32), on the bits after abs/neg.
                        let mut h = a[l] as u16;
                        if m.abs & 1 != 0 {
                            h &= 0x7fff;
                        }
                        if m.neg & 1 != 0 {
                            h ^= 0x8000;
                        }
                        class16(h) & b[l] != 0
                    } else {
                        fcmp(c.cond, x as f64, h(b[l], 1) as f64)
                    };
                    r |= (t as u64) << l;
                }
            }
            CmpTy::F32 if c.cond == Cond::Class => {
                mods32(m, 0, &mut a);
                for l in 0..LANES {
                    r |= ((class32(a[l]) & b[l] != 0) as u64) << l;
                }
            }
            CmpTy::F32 => {
                mods32(m, 0, &mut a);
                mods32(m, 1, &mut b);
                for l in 0..LANES {
                    let t = fcmp(
                        c.cond,
                        f32::from_bits(a[l]) as f64,
                        f32::from_bits(b[l]) as f64,
                    );
                    r |= (t as u64) << l;
                }
            }
            CmpTy::I32 => {
                for l in 0..LANES {
                    r |= (icmp(c.cond, a[l] as i32, b[l] as i32) as u64) << l;
                }
            }
            CmpTy::U32 => {
                for l in 0..LANES {
                    r |= (icmp(c.cond, a[l], b[l]) as u64) << l;
                }
            }
            CmpTy::I16 => {
                for l in 0..LANES {
                    r |= (icmp(c.cond, a[l] as i16, b[l] as i16) as u64) << l;
                }
            }
            CmpTy::U16 => {
                for l in 0..LANES {
                    r |= (icmp(c.cond, a[l] as u16, b[l] as u16) as u64) << l;
                }
            }
            _ => return Err(unsupported()),
        }
    }
    r &= exec;
    if !no_sdst {
        w.wmask(&o[0], r, env)?;
    }
    if c.writes_exec {
        w.set_exec(r);
    }
    Ok(())
}

/// The source lane DPP control `ctrl` gives lane `l` of a wave of `lanes`
/// lanes, if any. The controls a processor lacks (GFX9's wave shifts and
/// row broadcasts on GFX10+, DPP16's row_share/row_xmask on GFX9) never
/// get here: [`dpp_read`] refuses them.
fn dpp_lane(ctrl: u16, l: usize, lanes: usize) -> Option<usize> {
    let row = l & !15;
    let r = l & 15;
    let c = ctrl as usize;
    match c {
        0x00..=0xff => Some((l & !3) | (c >> (2 * (l & 3)) & 3)),
        0x101..=0x10f => (r + (c & 15) < 16).then(|| l + (c & 15)),
        0x111..=0x11f => (r >= (c & 15)).then(|| l - (c & 15)),
        0x121..=0x12f => Some(row | ((r + 16 - (c & 15)) & 15)),
        0x130 => (l + 1 < lanes).then_some(l + 1),
        0x134 => Some((l + 1) % lanes),
        0x138 => (l > 0).then(|| l - 1),
        0x13c => Some((l + lanes - 1) % lanes),
        0x140 => Some(row | (15 - r)),
        0x141 => Some((l & !7) | (7 - (l & 7))),
        0x142 => (l >= 16).then(|| row - 1),
        0x143 => (l >= 32).then_some(31),
        // row_share:n: every lane of the row reads the row's lane n;
        // row_xmask:n: lane r of the row reads lane r ^ n.
        0x150..=0x15f => Some(row | (c & 15)),
        0x160..=0x16f => Some(row | (r ^ (c & 15))),
        _ => None,
    }
}

/// Reads the DPP source `op` for every lane: (values, lanes to write).
/// A lane whose row or bank is masked off is not written; a lane whose
/// source lane is invalid or inactive reads 0 with `bound_ctrl`, and is
/// not written without it.
fn dpp_read(w: &Wave, env: &Env, op: &Operand, dp: &Dpp, exec: u64) -> Result<(Lanes, u64)> {
    if !agc_isa::encode::dpp_ctrl_ok(env.prog.processor, dp.ctrl) {
        return Err(fault(format!(
            "DPP control {:#x} does not exist on {}",
            dp.ctrl, env.prog.processor
        )));
    }
    let mut src_lanes = 0u64;
    let mut from = [usize::MAX; LANES];
    let mut write = 0u64;
    for l in 0..w.lanes {
        if dp.row_mask >> (l / 16) & 1 == 0 || dp.bank_mask >> ((l & 15) / 4) & 1 == 0 {
            continue;
        }
        match dpp_lane(dp.ctrl, l, w.lanes).filter(|&s| exec >> s & 1 != 0) {
            Some(s) => {
                from[l] = s;
                src_lanes |= 1 << s;
                write |= 1 << l;
            }
            None if dp.bound_ctrl => write |= 1 << l,
            None => {}
        }
    }
    let mut t = [0u32; LANES];
    w.rv32(op, src_lanes & exec, env, &mut t)?;
    let mut out = [0u32; LANES];
    for l in 0..LANES {
        if from[l] != usize::MAX {
            out[l] = t[from[l]];
        }
    }
    Ok((out, write))
}

/// SDWA source selection of source number `k` (0 or 1), in place.
#[inline]
fn sdwa_select(s: &Sdwa, k: usize, x: &mut Lanes) {
    if s.src_sel[k] != SdwaSel::Dword {
        x.iter_mut().for_each(|v| *v = s.src(k, *v));
    }
}

/// A GFX11 VOPD pair: the hardware reads both components' sources before
/// writing either destination. Running one after the other gives that
/// when the second does not read the first's destination, so Y runs
/// first when it reads X's; a pair where each reads the other's result
/// (which LLVM never forms) is unsupported rather than guessed.
pub(crate) fn exec_dual(w: &mut Wave, env: &mut Env, x: &Decoded, y: &Decoded) -> Result<()> {
    let reads = |a: &Decoded, b: &Decoded| {
        let Some(Operand::Reg(dst)) = b.inst.operands.first() else {
            return false;
        };
        a.inst.operands[1..]
            .iter()
            .any(|o| matches!(o, Operand::Reg(r) if r.file == dst.file && r.index == dst.index))
    };
    match (reads(y, x), reads(x, y)) {
        (false, _) => {
            exec(w, env, x)?;
            exec(w, env, y)
        }
        (true, false) => {
            exec(w, env, y)?;
            exec(w, env, x)
        }
        (true, true) => Err(unsupported()),
    }
}

/// Executes a VALU instruction (with the SDWA destination select, if any).
pub(crate) fn exec(w: &mut Wave, env: &mut Env, d: &Decoded) -> Result<()> {
    match d.inst.mods.sdwa {
        Some(s) if d.cmp.is_none() && s.dst_sel != SdwaSel::Dword => sdwa_dst(w, env, d, s),
        _ if keeps_other_half(env.prog.processor, &d.inst) => half_dst(w, env, d),
        _ => exec_op(w, env, d),
    }
}

/// The 16-bit result (the low half of what the operation computes) goes
/// to the low or, with op_sel bit 3, the high half of the destination;
/// the other half keeps its old bits in the lanes EXEC enables.
fn half_dst(w: &mut Wave, env: &mut Env, d: &Decoded) -> Result<()> {
    let dst = match d.inst.operands.first() {
        Some(Operand::Reg(r)) if r.file == RegFile::Vgpr && (r.index as usize) < w.v.len() => {
            r.index as usize
        }
        _ => return exec_op(w, env, d),
    };
    let old = w.v[dst];
    let exec = w.exec();
    exec_op(w, env, d)?;
    let hi = d.inst.mods.op_sel >> 3 & 1 != 0;
    let new = &mut w.v[dst];
    for l in 0..LANES {
        if exec >> l & 1 != 0 {
            let h = new[l] & 0xffff;
            new[l] = if hi {
                old[l] & 0xffff | h << 16
            } else {
                old[l] & 0xffff_0000 | h
            };
        }
    }
    Ok(())
}

/// SDWA `dst_sel`: the operation writes its whole 32-bit result, then the
/// selected part of it is merged into the old destination per
/// `dst_unused` in the lanes EXEC enabled (a VOP1/VOP2 SDWA instruction
/// never changes EXEC, and its destination is a VGPR).
fn sdwa_dst(w: &mut Wave, env: &mut Env, d: &Decoded, s: Sdwa) -> Result<()> {
    let dst = match d.inst.operands.first() {
        Some(Operand::Reg(r)) if r.file == RegFile::Vgpr && (r.index as usize) < w.v.len() => {
            r.index as usize
        }
        // Not a VGPR the wave has: let the operation report it.
        _ => return exec_op(w, env, d),
    };
    let old = w.v[dst];
    let exec = w.exec();
    exec_op(w, env, d)?;
    let new = &mut w.v[dst];
    for l in 0..LANES {
        if exec >> l & 1 != 0 {
            new[l] = s.write(old[l], new[l]);
        }
    }
    Ok(())
}

fn exec_op(w: &mut Wave, env: &mut Env, d: &Decoded) -> Result<()> {
    let approx = env.opts.approximate_transcendentals;
    let i = &d.inst;
    let o = &i.operands;
    let m = &i.mods;
    if let Some(c) = d.cmp {
        return compare(w, env, d, c);
    }
    // DPP: source 0 is read from other lanes, and lanes whose row, bank
    // or source is disabled are not written (`exec` is narrowed).
    let src0 = i
        .opcode
        .info()
        .operands
        .iter()
        .position(|r| !r.is_def())
        .unwrap_or(1);
    let mut dpp_src: Option<Lanes> = None;
    let mut exec = w.exec();
    if let Some(dp) = m.dpp {
        let (vals, write) = dpp_read(w, env, &o[src0], &dp, exec)?;
        dpp_src = Some(vals);
        exec &= write;
    }
    let exec = exec;
    if super::packed::exec(w, env, d, exec)? || super::matrix::exec(w, env, d, exec)? {
        return Ok(());
    }
    // Denormal controls of MODE, per format and direction (see
    // `Wave::keeps_denorm`): f32 arithmetic flushes what its field says,
    // f64 and f16 arithmetic what theirs says.
    let (in32, out32) = (w.keeps_denorm(false, false), w.keeps_denorm(false, true));
    let ieee = w.ieee_mode();
    // VOP3 op_sel source bits (VOP3P rows keep theirs for their own use).
    let half_sel = if i.opcode.info().attrs.has(Attrs::OPSEL) {
        m.op_sel & 7
    } else {
        0
    };
    let (in64, out64) = (w.keeps_denorm(true, false), w.keeps_denorm(true, true));
    // Source k (operand index) as 32-bit lanes, SDWA-selected.
    macro_rules! v32 {
        ($k:expr) => {{
            match dpp_src {
                Some(t) if $k == src0 => t,
                _ => {
                    let mut t = [0u32; LANES];
                    w.rv32(&o[$k], exec, env, &mut t)?;
                    if let Some(s) = &m.sdwa {
                        if $k >= src0 && $k - src0 < 2 {
                            sdwa_select(s, $k - src0, &mut t);
                        }
                    }
                    // VOP3 op_sel (GFX9 16-bit rows): the high half.
                    if $k >= src0 && half_sel >> ($k - src0) & 1 != 0 {
                        t.iter_mut().for_each(|v| *v >>= 16);
                    }
                    t
                }
            }
        }};
    }
    // f16 source (low half) as f64, with VOP3 abs/neg on bit 15.
    macro_rules! h16s {
        ($k:expr, $src:expr) => {{
            let t = v32!($k);
            let mut f = [0f64; LANES];
            for l in 0..LANES {
                let mut h = t[l] as u16;
                if m.abs >> $src & 1 != 0 {
                    h &= 0x7fff;
                }
                if m.neg >> $src & 1 != 0 {
                    h ^= 0x8000;
                }
                if !in64 {
                    h = ftz16(h);
                }
                f[l] = f16_to_f32(h) as f64;
            }
            f
        }};
    }
    // f16 source (low half) as bits, with VOP3 abs/neg on bit 15 and
    // input flushing: for the rows that select an operand.
    macro_rules! h16b {
        ($k:expr, $src:expr) => {{
            let t = v32!($k);
            let mut f = [0u16; LANES];
            for l in 0..LANES {
                let mut h = t[l] as u16;
                if m.abs >> $src & 1 != 0 {
                    h &= 0x7fff;
                }
                if m.neg >> $src & 1 != 0 {
                    h ^= 0x8000;
                }
                f[l] = if in64 { h } else { ftz16(h) };
            }
            f
        }};
    }
    // f16 bits result (one of the flushed operands): clamp only.
    macro_rules! outb16 {
        ($r:expr) => {{
            let r: [u16; LANES] = $r;
            let mut b = [0u32; LANES];
            for l in 0..LANES {
                let h = r[l];
                b[l] = if !m.clamp {
                    h
                } else if nan16(h) {
                    0
                } else {
                    f64_to_f16((f16_to_f32(h) as f64).clamp(0.0, 1.0))
                } as u32;
            }
            w.wv32(&o[0], &b, exec, env)?;
        }};
    }
    macro_rules! outh16 {
        ($r:expr) => {{
            let r: [f64; LANES] = $r;
            let mut b = [0u32; LANES];
            for l in 0..LANES {
                let x = if m.clamp {
                    if r[l].is_nan() {
                        0.0
                    } else {
                        r[l].clamp(0.0, 1.0)
                    }
                } else {
                    r[l]
                };
                let h = f64_to_f16(x);
                b[l] = if out64 { h } else { ftz16(h) } as u32;
            }
            w.wv32(&o[0], &b, exec, env)?;
        }};
    }
    macro_rules! unh16 {
        (|$a:ident| $e:expr) => {{
            let $a = h16s!(1, 0);
            outh16!(map!(1, |l| {
                let $a = $a[l];
                $e
            }))
        }};
    }
    macro_rules! v64 {
        ($k:expr, $fp:expr) => {{
            let mut t = [0u64; LANES];
            w.rv64(&o[$k], $fp, exec, env, &mut t)?;
            t
        }};
    }
    // f32 source: operand k is source number k - first_src.
    macro_rules! f32s {
        ($k:expr, $src:expr) => {{
            let mut t = v32!($k);
            mods32(m, $src, &mut t);
            let mut f = [0f32; LANES];
            for l in 0..LANES {
                f[l] = f32::from_bits(t[l]);
                if !in32 {
                    f[l] = ftz(f[l]);
                }
            }
            f
        }};
    }
    macro_rules! f64s {
        ($k:expr, $src:expr) => {{
            let mut t = v64!($k, true);
            mods64(m, $src, &mut t);
            let mut f = [0f64; LANES];
            for l in 0..LANES {
                f[l] = f64::from_bits(t[l]);
                if !in64 {
                    f[l] = ftz64(f[l]);
                }
            }
            f
        }};
    }
    macro_rules! out32 {
        ($r:expr) => {{
            let r: Lanes = $r;
            w.wv32(&o[0], &r, exec, env)?;
        }};
    }
    macro_rules! outf32 {
        ($r:expr) => {{
            let r: [f32; LANES] = $r;
            let mut b = [0u32; LANES];
            for l in 0..LANES {
                let mut x = r[l];
                x = match m.omod {
                    1 => x * 2.0,
                    2 => x * 4.0,
                    3 => x * 0.5,
                    _ => x,
                };
                if m.clamp {
                    x = if x.is_nan() { 0.0 } else { x.clamp(0.0, 1.0) };
                }
                if !out32 {
                    x = ftz(x);
                }
                b[l] = x.to_bits();
            }
            w.wv32(&o[0], &b, exec, env)?;
        }};
    }
    macro_rules! outf64 {
        ($r:expr) => {{
            let r: [f64; LANES] = $r;
            let mut b = [0u64; LANES];
            for l in 0..LANES {
                let mut x = r[l];
                x = match m.omod {
                    1 => x * 2.0,
                    2 => x * 4.0,
                    3 => x * 0.5,
                    _ => x,
                };
                if m.clamp {
                    x = if x.is_nan() { 0.0 } else { x.clamp(0.0, 1.0) };
                }
                if !out64 {
                    x = ftz64(x);
                }
                b[l] = x.to_bits();
            }
            w.wv64(&o[0], &b, exec, env)?;
        }};
    }
    macro_rules! map {
        ($n:expr, |$l:ident| $e:expr) => {{
            let mut r = [Default::default(); LANES];
            for $l in 0..LANES {
                r[$l] = $e;
            }
            r
        }};
    }
    macro_rules! un {
        (|$a:ident| $e:expr) => {{
            let $a = v32!(1);
            out32!(map!(1, |l| {
                let $a = $a[l];
                $e
            }))
        }};
    }
    macro_rules! bin {
        (|$a:ident, $b:ident| $e:expr) => {{
            let ($a, $b) = (v32!(1), v32!(2));
            out32!(map!(1, |l| {
                let ($a, $b) = ($a[l], $b[l]);
                $e
            }))
        }};
    }
    macro_rules! tri {
        (|$a:ident, $b:ident, $c:ident| $e:expr) => {{
            let ($a, $b, $c) = (v32!(1), v32!(2), v32!(3));
            out32!(map!(1, |l| {
                let ($a, $b, $c) = ($a[l], $b[l], $c[l]);
                $e
            }))
        }};
    }
    macro_rules! unf {
        (|$a:ident| $e:expr) => {{
            let $a = f32s!(1, 0);
            outf32!(map!(1, |l| {
                let $a = $a[l];
                $e
            }))
        }};
    }
    macro_rules! binf {
        (|$a:ident, $b:ident| $e:expr) => {{
            let ($a, $b) = (f32s!(1, 0), f32s!(2, 1));
            outf32!(map!(1, |l| {
                let ($a, $b) = ($a[l], $b[l]);
                $e
            }))
        }};
    }
    macro_rules! trif {
        (|$a:ident, $b:ident, $c:ident| $e:expr) => {{
            let ($a, $b, $c) = (f32s!(1, 0), f32s!(2, 1), f32s!(3, 2));
            outf32!(map!(1, |l| {
                let ($a, $b, $c) = ($a[l], $b[l], $c[l]);
                $e
            }))
        }};
    }
    macro_rules! unf64 {
        (|$a:ident| $e:expr) => {{
            let $a = f64s!(1, 0);
            outf64!(map!(1, |l| {
                let $a = $a[l];
                $e
            }))
        }};
    }
    macro_rules! binf64 {
        (|$a:ident, $b:ident| $e:expr) => {{
            let ($a, $b) = (f64s!(1, 0), f64s!(2, 1));
            outf64!(map!(1, |l| {
                let ($a, $b) = ($a[l], $b[l]);
                $e
            }))
        }};
    }
    // Carry-out ops: [vdst, sdst, src0, src1 (, carry-in)].
    macro_rules! carry {
        (|$a:ident, $b:ident, $ci:ident| $e:expr) => {{
            let ($a, $b) = (v32!(2), v32!(3));
            let cin = if o.len() > 4 { w.rmask(&o[4], env)? } else { 0 };
            let mut r = [0u32; LANES];
            let mut co = 0u64;
            for l in 0..LANES {
                let ($a, $b, $ci) = ($a[l] as u64, $b[l] as u64, (cin >> l & 1) as u64);
                let (v, c): (u32, bool) = $e;
                r[l] = v;
                co |= (c as u64) << l;
            }
            w.wv32(&o[0], &r, exec, env)?;
            w.wmask(&o[1], co & exec, env)?;
        }};
    }
    match i.opcode {
        O::VNop => {}
        // VOP1
        O::VMovB32 | O::VAccvgprWriteB32 | O::VAccvgprReadB32 | O::VAccvgprMovB32
            if dpp_src.is_none() && m.sdwa.is_none() && w.is_vector_reg(&o[1]) =>
        {
            // A plain register move copies "never written" along with the
            // value (as memcheck tools do): register allocators move
            // undefined values across edges, and only a real use of one
            // is a bug.
            w.move_lanes(&o[0], &o[1], exec, env)?
        }
        O::VMovB32 | O::VAccvgprWriteB32 | O::VAccvgprReadB32 | O::VAccvgprMovB32 => {
            let a = v32!(1);
            out32!(a)
        }
        O::VSwapB32 => w.swap_lanes(&o[0], &o[1], exec, env)?,
        O::VMovB64 => {
            let a = v64!(1, false);
            w.wv64(&o[0], &a, exec, env)?
        }
        O::VReadfirstlaneB32 => {
            let lane = if exec == 0 { 0 } else { exec.trailing_zeros() };
            let mut t = [0u32; LANES];
            w.rv32(&o[1], 1 << lane, env, &mut t)?;
            w.ws32(&o[0], t[lane as usize], env)?
        }
        // Lane moves carry written-ness like other moves (`move_lanes`).
        O::VReadlaneB32 => {
            // The lane select counts modulo the wave's lanes.
            let lane = w.rs32(&o[2], env)? & (w.lanes as u32 - 1);
            let mut t = [0u32; LANES];
            let written = w.vlane_written(&o[1], lane);
            w.rv32(&o[1], u64::from(written) << lane, env, &mut t)?;
            w.ws32(&o[0], t[lane as usize], env)?;
            if !written {
                w.unwrite(&o[0], 0);
            }
        }
        O::VWritelaneB32 => {
            let (x, written) = w.rs32_carry(&o[1], env)?;
            let lane = w.rs32(&o[2], env)? & (w.lanes as u32 - 1);
            w.wv32(&o[0], &[x; LANES], 1 << lane, env)?;
            if !written {
                w.unwrite(&o[0], 1 << lane);
            }
        }
        // GFX10+ cross-lane moves. v_permlane16/x16: lane `l` reads lane
        // `sel[l % 16]` (a nibble of src2:src1) of its own row of 16, or
        // (x16) of the other row of its 32-lane half; a source lane EXEC
        // disables gives 0 with bound_ctrl (op_sel bit 1), keeps the old
        // value without, unless fetch-inactive (op_sel bit 0) reads it.
        O::VPermlane16B32 | O::VPermlanex16B32 => {
            let sel = u64::from(w.rs32(&o[2], env)?) | u64::from(w.rs32(&o[3], env)?) << 32;
            let (fi, bc) = (m.op_sel & 1 != 0, m.op_sel & 2 != 0);
            let mut from = [usize::MAX; LANES];
            let (mut need, mut write) = (0u64, 0u64);
            for l in (0..w.lanes).filter(|&l| exec >> l & 1 != 0) {
                let n = (sel >> (4 * (l & 15)) & 15) as usize;
                let src = if i.opcode == O::VPermlane16B32 {
                    (l & !15) | n
                } else {
                    (l & !31) | ((l & 16) ^ 16) | n
                };
                if fi || exec >> src & 1 != 0 {
                    from[l] = src;
                    need |= 1 << src;
                    write |= 1 << l;
                } else if bc {
                    write |= 1 << l;
                }
            }
            let mut t = [0u32; LANES];
            w.rv32(&o[1], need, env, &mut t)?;
            let out: Lanes = std::array::from_fn(|l| if from[l] < LANES { t[from[l]] } else { 0 });
            w.wv32(&o[0], &out, write, env)?
        }
        // v_permlane64: lane `l` reads lane `l ^ 32` (wave64; nothing in
        // wave32). The ISA sources agc is checked against do not say what
        // a disabled source lane gives, so reading one is refused.
        O::VPermlane64B32 => {
            if w.lanes == 64 {
                let need: u64 = (0..64)
                    .filter(|&l| exec >> l & 1 != 0)
                    .fold(0, |m, l| m | 1 << (l ^ 32));
                if need & !exec != 0 {
                    return Err(fault(format!(
                        "v_permlane64_b32 reads lane {}, which EXEC disables",
                        (need & !exec).trailing_zeros()
                    )));
                }
                let mut t = [0u32; LANES];
                w.rv32(&o[1], need, env, &mut t)?;
                let out: Lanes = std::array::from_fn(|l| t[l ^ 32]);
                w.wv32(&o[0], &out, exec, env)?
            }
        }
        O::VNotB32 => un!(|a| !a),
        O::VBfrevB32 => un!(|a| a.reverse_bits()),
        O::VFfbhU32 => un!(|a| if a == 0 { u32::MAX } else { a.leading_zeros() }),
        O::VFfblB32 => un!(|a| if a == 0 { u32::MAX } else { a.trailing_zeros() }),
        // The position, counted from the MSB, of the first bit that
        // differs from the sign bit (so 31 for 1, 1 for 0x4000_0000).
        O::VFfbhI32 => un!(|a| {
            let x = if (a as i32) < 0 { !a } else { a };
            if a == 0 || a == u32::MAX {
                u32::MAX
            } else {
                x.leading_zeros()
            }
        }),
        O::VCvtF32I32 => un!(|a| (a as i32 as f32).to_bits()),
        O::VCvtF32U32 => un!(|a| (a as f32).to_bits()),
        O::VCvtI32F32 => {
            let a = f32s!(1, 0);
            out32!(map!(1, |l| a[l] as i32 as u32))
        }
        O::VCvtU32F32 => {
            let a = f32s!(1, 0);
            out32!(map!(1, |l| a[l] as u32))
        }
        O::VCvtFlrI32F32 => {
            let a = f32s!(1, 0);
            out32!(map!(1, |l| a[l].floor() as i32 as u32))
        }
        O::VCvtRpiI32F32 => {
            let a = f32s!(1, 0);
            out32!(map!(1, |l| (a[l] + 0.5).floor() as i32 as u32))
        }
        O::VCvtF32Ubyte0 => un!(|a| ((a & 0xff) as f32).to_bits()),
        O::VCvtF32Ubyte1 => un!(|a| ((a >> 8 & 0xff) as f32).to_bits()),
        O::VCvtF32Ubyte2 => un!(|a| ((a >> 16 & 0xff) as f32).to_bits()),
        O::VCvtF32Ubyte3 => un!(|a| ((a >> 24) as f32).to_bits()),
        O::VFractF32 => unf!(|a| {
            let f = a - a.floor();
            if a.is_infinite() {
                f32::NAN
            } else {
                f.min(f32::from_bits(0x3f7f_ffff))
            }
        }),
        O::VTruncF32 => unf!(|a| a.trunc()),
        O::VCeilF32 => unf!(|a| a.ceil()),
        O::VFloorF32 => unf!(|a| a.floor()),
        O::VRndneF32 => unf!(|a| a.round_ties_even()),
        O::VExpF32 => unf!(|a| approx32(approx, 1, a, (a as f64).exp2())),
        O::VLogF32 => unf!(|a| approx32(approx, 2, a, (a as f64).log2())),
        // The division chain's Newton steps cannot repair a reciprocal
        // that is faithful but not nearest for denominators just below a
        // power of two, so `v_rcp_f32`/`v_rcp_f64` stay correctly rounded
        // even in the inexact mode; the integer form is inexact there.
        O::VRcpF32 => unf!(|a| 1.0 / a),
        O::VRcpIflagF32 => unf!(|a| approx32(approx, 3, a, 1.0 / a as f64)),
        O::VRsqF32 => unf!(|a| approx32(approx, 4, a, 1.0 / (a as f64).sqrt())),
        O::VSqrtF32 => unf!(|a| approx32(approx, 5, a, (a as f64).sqrt())),
        O::VSinF32 => unf!(|a| sin_rev(a, false)),
        O::VCosF32 => unf!(|a| sin_rev(a, true)),
        O::VCvtF64F32 => {
            let a = f32s!(1, 0);
            let r: Lanes64 = map!(1, |l| (a[l] as f64).to_bits());
            w.wv64(&o[0], &r, exec, env)?
        }
        O::VCvtF32F64 => {
            let a = f64s!(1, 0);
            outf32!(map!(1, |l| a[l] as f32))
        }
        O::VCvtF64I32 | O::VCvtF64U32 => {
            let a = v32!(1);
            let s = i.opcode == O::VCvtF64I32;
            let r: Lanes64 = map!(1, |l| if s { a[l] as i32 as f64 } else { a[l] as f64 }
                .to_bits());
            w.wv64(&o[0], &r, exec, env)?
        }
        O::VCvtI32F64 => {
            let a = f64s!(1, 0);
            out32!(map!(1, |l| a[l] as i32 as u32))
        }
        O::VCvtU32F64 => {
            let a = f64s!(1, 0);
            out32!(map!(1, |l| a[l] as u32))
        }
        O::VTruncF64 => unf64!(|a| a.trunc()),
        O::VCeilF64 => unf64!(|a| a.ceil()),
        O::VFloorF64 => unf64!(|a| a.floor()),
        O::VRndneF64 => unf64!(|a| a.round_ties_even()),
        O::VSqrtF64 => unf64!(|a| approx64(approx, 6, a, a.sqrt())),
        O::VRcpF64 => unf64!(|a| 1.0 / a),
        // VOP2
        O::VAddF32 => binf!(|a, b| a + b),
        O::VSubF32 => binf!(|a, b| a - b),
        O::VSubrevF32 => binf!(|a, b| b - a),
        O::VMulF32 => binf!(|a, b| a * b),
        O::VMinF32 => binf!(|a, b| min32(a, b, ieee)),
        O::VMaxF32 => binf!(|a, b| max32(a, b, ieee)),
        O::VLdexpF32 => {
            let a = f32s!(1, 0);
            let b = v32!(2);
            outf32!(map!(1, |l| ldexp32(a[l], b[l] as i32)))
        }
        O::VMulI32I24 => {
            bin!(|a, b| ((a << 8) as i32 >> 8).wrapping_mul((b << 8) as i32 >> 8) as u32)
        }
        O::VMulHiI32I24 => bin!(|a, b| ((((a << 8) as i32 >> 8) as i64
            * (((b << 8) as i32 >> 8) as i64))
            >> 32) as u32),
        O::VMulU32U24 => bin!(|a, b| (a & 0xff_ffff).wrapping_mul(b & 0xff_ffff)),
        O::VMulHiU32U24 => {
            bin!(|a, b| (((a & 0xff_ffff) as u64 * (b & 0xff_ffff) as u64) >> 32) as u32)
        }
        O::VMinI32 => bin!(|a, b| (a as i32).min(b as i32) as u32),
        O::VMaxI32 => bin!(|a, b| (a as i32).max(b as i32) as u32),
        O::VMinU32 => bin!(|a, b| a.min(b)),
        O::VMaxU32 => bin!(|a, b| a.max(b)),
        O::VLshrrevB32 => bin!(|a, b| b >> (a & 31)),
        O::VAshrrevI32 => bin!(|a, b| ((b as i32) >> (a & 31)) as u32),
        O::VLshlrevB32 => bin!(|a, b| b << (a & 31)),
        O::VAndB32 => bin!(|a, b| a & b),
        O::VOrB32 => bin!(|a, b| a | b),
        O::VXorB32 => bin!(|a, b| a ^ b),
        O::VXnorB32 => bin!(|a, b| !(a ^ b)),
        O::VAddU32 | O::VAddI32 => {
            if m.clamp {
                bin!(|a, b| a.saturating_add(b))
            } else {
                bin!(|a, b| a.wrapping_add(b))
            }
        }
        O::VSubU32 | O::VSubI32 => bin!(|a, b| a.wrapping_sub(b)),
        // 16-bit integer VOP2 (GFX9 16-bit results zero the high half;
        // clamp saturates the unsigned add/sub).
        O::VAddU16 if m.clamp => bin!(|a, b| (a as u16).saturating_add(b as u16) as u32),
        O::VAddU16 => bin!(|a, b| a.wrapping_add(b) & 0xffff),
        O::VSubU16 if m.clamp => bin!(|a, b| (a as u16).saturating_sub(b as u16) as u32),
        O::VSubU16 => bin!(|a, b| a.wrapping_sub(b) & 0xffff),
        O::VSubrevU16 if m.clamp => bin!(|a, b| (b as u16).saturating_sub(a as u16) as u32),
        O::VSubrevU16 => bin!(|a, b| b.wrapping_sub(a) & 0xffff),
        O::VMulLoU16 => bin!(|a, b| a.wrapping_mul(b) & 0xffff),
        O::VLshlrevB16 => bin!(|a, b| b << (a & 15) & 0xffff),
        O::VLshrrevB16 => bin!(|a, b| (b & 0xffff) >> (a & 15)),
        O::VAshrrevI16 => bin!(|a, b| (b as i16 >> (a & 15)) as u16 as u32),
        O::VMaxU16 => bin!(|a, b| (a as u16).max(b as u16) as u32),
        O::VMinU16 => bin!(|a, b| (a as u16).min(b as u16) as u32),
        O::VMaxI16 => bin!(|a, b| (a as i16).max(b as i16) as u16 as u32),
        O::VMinI16 => bin!(|a, b| (a as i16).min(b as i16) as u16 as u32),
        O::VSubrevU32 => bin!(|a, b| b.wrapping_sub(a)),
        O::VMacF32 => {
            let (a, b) = (f32s!(1, 0), f32s!(2, 1));
            let c = f32s!(0, 2);
            outf32!(map!(1, |l| ftz(ftz(a[l] * b[l]) + c[l])))
        }
        O::VFmacF32 => {
            let (a, b) = (f32s!(1, 0), f32s!(2, 1));
            let c = f32s!(0, 2);
            outf32!(map!(1, |l| a[l].mul_add(b[l], c[l])))
        }
        // K constants (the literal operand): madmk/fmamk multiply by K,
        // madak/fmaak add K.
        O::VMadmkF32 => {
            let (a, k, b) = (f32s!(1, 0), f32s!(2, 2), f32s!(3, 1));
            outf32!(map!(1, |l| ftz(ftz(a[l] * k[l]) + b[l])))
        }
        O::VMadakF32 => {
            let (a, b, k) = (f32s!(1, 0), f32s!(2, 1), f32s!(3, 2));
            outf32!(map!(1, |l| ftz(ftz(a[l] * b[l]) + k[l])))
        }
        O::VFmamkF32 => {
            let (a, k, b) = (f32s!(1, 0), f32s!(2, 2), f32s!(3, 1));
            outf32!(map!(1, |l| a[l].mul_add(k[l], b[l])))
        }
        O::VFmaakF32 => {
            let (a, b, k) = (f32s!(1, 0), f32s!(2, 1), f32s!(3, 2));
            outf32!(map!(1, |l| a[l].mul_add(b[l], k[l])))
        }
        O::VFmacF64 => {
            let (a, b) = (f64s!(1, 0), f64s!(2, 1));
            let c = f64s!(0, 2);
            outf64!(map!(1, |l| a[l].mul_add(b[l], c[l])))
        }
        O::VAddCoU32 | O::VAddCoU32E64 => carry!(|a, b, _c| {
            let s = a + b;
            (s as u32, s >> 32 != 0)
        }),
        O::VSubCoU32 | O::VSubCoU32E64 => carry!(|a, b, _c| (a.wrapping_sub(b) as u32, b > a)),
        O::VSubrevCoU32 | O::VSubrevCoU32E64 => {
            carry!(|a, b, _c| (b.wrapping_sub(a) as u32, a > b))
        }
        O::VAddcCoU32 | O::VAddCoCiU32 => carry!(|a, b, c| {
            let s = a + b + c;
            (s as u32, s >> 32 != 0)
        }),
        O::VSubbCoU32 | O::VSubCoCiU32 => {
            carry!(|a, b, c| (a.wrapping_sub(b + c) as u32, b + c > a))
        }
        O::VSubbrevCoU32 | O::VSubrevCoCiU32 => {
            carry!(|a, b, c| (b.wrapping_sub(a + c) as u32, a + c > b))
        }
        O::VCndmaskB32 => {
            let (mut a, mut b) = (v32!(1), v32!(2));
            mods32(m, 0, &mut a);
            mods32(m, 1, &mut b);
            let mask = w.rmask(&o[3], env)?;
            out32!(map!(1, |l| if mask >> l & 1 != 0 { b[l] } else { a[l] }))
        }
        // VOP3
        O::VMadF32 | O::VMadLegacyF32 => trif!(|a, b, c| ftz(ftz(a * b) + c)),
        O::VFmaF32 => trif!(|a, b, c| a.mul_add(b, c)),
        O::VFmaF64 => {
            let (a, b, c) = (f64s!(1, 0), f64s!(2, 1), f64s!(3, 2));
            outf64!(map!(1, |l| a[l].mul_add(b[l], c[l])))
        }
        O::VMin3F32 => trif!(|a, b, c| min32(min32(a, b, ieee), c, ieee)),
        O::VMax3F32 => trif!(|a, b, c| max32(max32(a, b, ieee), c, ieee)),
        O::VMed3F32 => trif!(|a, b, c| med3(
            [a, b, c],
            f32::is_nan,
            |x, y| x == y,
            |x, y| min32(x, y, ieee),
            |x, y| max32(x, y, ieee)
        )),
        O::VMadI32I24 => tri!(|a, b, c| ((a << 8) as i32 >> 8)
            .wrapping_mul((b << 8) as i32 >> 8)
            .wrapping_add(c as i32) as u32),
        O::VMadU32U24 => {
            tri!(|a, b, c| (a & 0xff_ffff).wrapping_mul(b & 0xff_ffff).wrapping_add(c))
        }
        O::VMadU32U16 => tri!(|a, b, c| (a & 0xffff).wrapping_mul(b & 0xffff).wrapping_add(c)),
        O::VMadI32I16 => tri!(|a, b, c| (a as i16 as i32)
            .wrapping_mul(b as i16 as i32)
            .wrapping_add(c as i32) as u32),
        O::VBfeU32 => tri!(|a, b, c| {
            let (off, wd) = (b & 31, c & 31);
            if wd == 0 {
                0
            } else {
                (a >> off) & ((1u64 << wd) - 1) as u32
            }
        }),
        O::VBfeI32 => tri!(|a, b, c| {
            let (off, wd) = (b & 31, c & 31);
            if wd == 0 {
                0
            } else {
                (((a >> off) << (32 - wd)) as i32 >> (32 - wd)) as u32
            }
        }),
        O::VBfiB32 => tri!(|a, b, c| (a & b) | (!a & c)),
        O::VBfmB32 => bin!(|a, b| (((1u64 << (a & 31)) - 1) as u32).wrapping_shl(b & 31)),
        O::VAlignbitB32 => tri!(|a, b, c| (((a as u64) << 32 | b as u64) >> (c & 31)) as u32),
        // Byte permute of {src0, src1} (src1 is bytes 0-3): selector
        // bytes 0-7 pick a byte, 8-11 replicate the sign bit of bytes
        // 1, 3, 5, 7, 12 gives 0x00 and 13 and above 0xff.
        O::VPermB32 => tri!(|a, b, c| {
            let x = (a as u64) << 32 | b as u64;
            (0..4).fold(0u32, |r, k| {
                let sel = c >> (8 * k) & 0xff;
                let byte = match sel {
                    0..=7 => (x >> (8 * sel) & 0xff) as u32,
                    8..=11 => 0xff * (x >> (16 * (sel - 8) + 15) & 1) as u32,
                    12 => 0,
                    _ => 0xff,
                };
                r | byte << (8 * k)
            })
        }),
        O::VAlignbyteB32 => tri!(|a, b, c| (((a as u64) << 32 | b as u64) >> (8 * (c & 3))) as u32),
        O::VMin3I32 => tri!(|a, b, c| (a as i32).min(b as i32).min(c as i32) as u32),
        O::VMax3I32 => tri!(|a, b, c| (a as i32).max(b as i32).max(c as i32) as u32),
        O::VMin3U32 => tri!(|a, b, c| a.min(b).min(c)),
        O::VMax3U32 => tri!(|a, b, c| a.max(b).max(c)),
        O::VMed3I32 => tri!(|a, b, c| {
            let (a, b, c) = (a as i32, b as i32, c as i32);
            a.min(b).max(a.max(b).min(c)) as u32
        }),
        O::VMed3U32 => tri!(|a, b, c| a.min(b).max(a.max(b).min(c))),
        O::VXadU32 => tri!(|a, b, c| (a ^ b).wrapping_add(c)),
        O::VLshlAddU32 => tri!(|a, b, c| (a << (b & 31)).wrapping_add(c)),
        O::VAddLshlU32 => tri!(|a, b, c| a.wrapping_add(b) << (c & 31)),
        O::VAdd3U32 => tri!(|a, b, c| a.wrapping_add(b).wrapping_add(c)),
        O::VLshlOrB32 => tri!(|a, b, c| (a << (b & 31)) | c),
        O::VAndOrB32 => tri!(|a, b, c| (a & b) | c),
        O::VOr3B32 => tri!(|a, b, c| a | b | c),
        O::VMulLoU32 => bin!(|a, b| a.wrapping_mul(b)),
        O::VMulHiU32 => bin!(|a, b| ((a as u64 * b as u64) >> 32) as u32),
        O::VMulHiI32 => bin!(|a, b| ((a as i32 as i64 * b as i32 as i64) >> 32) as u32),
        O::VBcntU32B32 => bin!(|a, b| a.count_ones().wrapping_add(b)),
        O::VMbcntLoU32B32 => {
            let (a, b) = (v32!(1), v32!(2));
            out32!(map!(1, |l| (a[l] & ((1u64 << l) - 1) as u32)
                .count_ones()
                .wrapping_add(b[l])))
        }
        O::VMbcntHiU32B32 => {
            let (a, b) = (v32!(1), v32!(2));
            out32!(map!(1, |l| {
                let mask = if l <= 32 {
                    0
                } else {
                    ((1u64 << (l - 32)) - 1) as u32
                };
                (a[l] & mask).count_ones().wrapping_add(b[l])
            }))
        }
        O::VAddF64 | O::VAddF64Vop2 => binf64!(|a, b| a + b),
        O::VMulF64 | O::VMulF64Vop2 => binf64!(|a, b| a * b),
        O::VMinF64 | O::VMinNumF64 => binf64!(|a, b| min64(a, b, ieee)),
        O::VMaxF64 | O::VMaxNumF64 => binf64!(|a, b| max64(a, b, ieee)),
        O::VLshlrevB64 | O::VLshlrevB64Vop2 => {
            let a = v32!(1);
            let mut b = [0u64; LANES];
            let taint = w.rv64_lo(&o[2], exec, env, &mut b)?;
            let r: Lanes64 = map!(1, |l| b[l] << (a[l] & 63));
            w.wv64(&o[0], &r, exec, env)?;
            w.untaint_hi(&o[0], taint);
        }
        O::VLshrrevB64 | O::VAshrrevI64 => {
            let (a, b) = (v32!(1), v64!(2, false));
            let r: Lanes64 = match i.opcode {
                O::VLshlrevB64 => map!(1, |l| b[l] << (a[l] & 63)),
                O::VLshrrevB64 => map!(1, |l| b[l] >> (a[l] & 63)),
                _ => map!(1, |l| ((b[l] as i64) >> (a[l] & 63)) as u64),
            };
            w.wv64(&o[0], &r, exec, env)?
        }
        O::VLshlAddU64 => {
            let (mut a, b, mut c) = ([0u64; LANES], v32!(2), [0u64; LANES]);
            let taint =
                w.rv64_lo(&o[1], exec, env, &mut a)? | w.rv64_lo(&o[3], exec, env, &mut c)?;
            let r: Lanes64 = map!(1, |l| (a[l] << (b[l] & 63)).wrapping_add(c[l]));
            w.wv64(&o[0], &r, exec, env)?;
            w.untaint_hi(&o[0], taint);
        }
        O::VMadU64U32 | O::VMadI64I32 => {
            let (a, b, mut c) = (v32!(2), v32!(3), [0u64; LANES]);
            let taint = w.rv64_lo(&o[4], exec, env, &mut c)?;
            let s = i.opcode == O::VMadI64I32;
            let mut r = [0u64; LANES];
            let mut co = 0u64;
            for l in 0..LANES {
                let (v, carry) = if s {
                    let p = a[l] as i32 as i128 * b[l] as i32 as i128 + c[l] as i64 as i128;
                    (p as u64, p != p as i64 as i128)
                } else {
                    let p = a[l] as u128 * b[l] as u128 + c[l] as u128;
                    (p as u64, p >> 64 != 0)
                };
                r[l] = v;
                co |= (carry as u64) << l;
            }
            w.wv64(&o[0], &r, exec, env)?;
            w.untaint_hi(&o[0], taint);
            w.wmask(&o[1], co & exec, env)?;
        }
        O::VPkMovB32 => {
            let (a, b) = (v64!(1, false), v64!(2, false));
            let sel_lo = m.op_sel & 1 != 0;
            let sel_hi = m.op_sel_hi_clear >> 1 & 1 == 0;
            let r: Lanes64 = map!(1, |l| {
                let lo = if sel_lo {
                    a[l] >> 32
                } else {
                    a[l] & 0xffff_ffff
                };
                let hi = if sel_hi {
                    b[l] >> 32
                } else {
                    b[l] & 0xffff_ffff
                };
                lo | hi << 32
            });
            w.wv64(&o[0], &r, exec, env)?
        }
        // Division helpers (see `float`).
        O::VDivScaleF32 => {
            let (a, b, c) = (f32s!(2, 0), f32s!(3, 1), f32s!(4, 2));
            let mut r = [0u32; LANES];
            let mut vcc = 0u64;
            for l in 0..LANES {
                let (x, v) = div_scale(a[l], b[l], c[l]);
                r[l] = x.to_bits();
                vcc |= (v as u64) << l;
            }
            w.wv32(&o[0], &r, exec, env)?;
            w.wmask(&o[1], vcc & exec, env)?;
        }
        O::VDivScaleF64 => {
            let (a, b, c) = (f64s!(2, 0), f64s!(3, 1), f64s!(4, 2));
            let mut r = [0u64; LANES];
            let mut vcc = 0u64;
            for l in 0..LANES {
                let (x, v) = div_scale(a[l], b[l], c[l]);
                r[l] = x.to_bits();
                vcc |= (v as u64) << l;
            }
            w.wv64(&o[0], &r, exec, env)?;
            w.wmask(&o[1], vcc & exec, env)?;
        }
        O::VDivFmasF32 => {
            let vcc = w.read_vcc(env)?;
            let (a, b, c) = (f32s!(1, 0), f32s!(2, 1), f32s!(3, 2));
            outf32!(map!(1, |l| div_fmas(a[l], b[l], c[l], vcc >> l & 1 != 0)))
        }
        O::VDivFmasF64 => {
            let vcc = w.read_vcc(env)?;
            let (a, b, c) = (f64s!(1, 0), f64s!(2, 1), f64s!(3, 2));
            outf64!(map!(1, |l| div_fmas(a[l], b[l], c[l], vcc >> l & 1 != 0)))
        }
        O::VDivFixupF32 => trif!(|q, den, num| div_fixup(q, den, num)),
        O::VDivFixupF64 => {
            let (a, b, c) = (f64s!(1, 0), f64s!(2, 1), f64s!(3, 2));
            outf64!(map!(1, |l| div_fixup(a[l], b[l], c[l])))
        }
        // Sums of absolute differences plus an accumulator (clamp
        // saturates the sum at u32::MAX instead of wrapping).
        O::VSadU8 | O::VSadHiU8 | O::VSadU16 | O::VSadU32 | O::VMsadU8 => {
            let op = i.opcode;
            tri!(|a, b, c| {
                let s = sad(op, a, b);
                if m.clamp {
                    s.saturating_add(c)
                } else {
                    s.wrapping_add(c)
                }
            })
        }
        O::VFractF64 => unf64!(|a| fract64(a)),
        O::VTrigPreopF64 => {
            let a = f64s!(1, 0);
            let b = v32!(2);
            outf64!(map!(1, |l| super::trig::trig_preop(a[l], b[l])))
        }
        O::VFrexpMantF32 => unf!(|a| frexp(a).0),
        O::VFrexpMantF64 => unf64!(|a| frexp(a).0),
        O::VFrexpExpI32F32 => {
            let a = f32s!(1, 0);
            out32!(map!(1, |l| frexp(a[l]).1 as u32))
        }
        O::VFrexpExpI32F64 => {
            let a = f64s!(1, 0);
            out32!(map!(1, |l| frexp(a[l]).1 as u32))
        }
        O::VLdexpF64 => {
            let a = f64s!(1, 0);
            let b = v32!(2);
            outf64!(map!(1, |l| ldexp64(a[l], b[l] as i32)))
        }
        O::VRsqF64 => unf64!(|a| approx64(approx, 8, a, 1.0 / a.sqrt())),
        // f16 (GFX9 16-bit results zero the high half).
        O::VAddF16 => {
            let (a, b) = (h16s!(1, 0), h16s!(2, 1));
            outh16!(map!(1, |l| a[l] + b[l]))
        }
        O::VSubF16 => {
            let (a, b) = (h16s!(1, 0), h16s!(2, 1));
            outh16!(map!(1, |l| a[l] - b[l]))
        }
        O::VSubrevF16 => {
            let (a, b) = (h16s!(1, 0), h16s!(2, 1));
            outh16!(map!(1, |l| b[l] - a[l]))
        }
        O::VMulF16 => {
            let (a, b) = (h16s!(1, 0), h16s!(2, 1));
            outh16!(map!(1, |l| a[l] * b[l]))
        }
        // f16 min/max rows select an operand's bits (`minmax`).
        O::VMaxF16 => {
            let (a, b) = (h16b!(1, 0), h16b!(2, 1));
            outb16!(map!(1, |l| minmax16(a[l], b[l], ieee, true)))
        }
        O::VMinF16 => {
            let (a, b) = (h16b!(1, 0), h16b!(2, 1));
            outb16!(map!(1, |l| minmax16(a[l], b[l], ieee, false)))
        }
        O::VFmaF16 | O::VFmaLegacyF16 => {
            let (a, b, c) = (h16s!(1, 0), h16s!(2, 1), h16s!(3, 2));
            // Rounded once, exactly (`float::fma_f16`); the operands are
            // f16 values, so the f64 -> f16 -> f64 trips are exact.
            outh16!(map!(1, |l| f16_to_f32(fma_f16(
                f64_to_f16(a[l]),
                f64_to_f16(b[l]),
                f64_to_f16(c[l])
            )) as f64))
        }
        // v_mad_f16 / v_mac_f16: not fused; the product rounds to f16
        // and, like the f32 forms, both roundings flush denormals.
        O::VMacF16 => {
            let (a, b, c) = (h16s!(1, 0), h16s!(2, 1), h16s!(0, 2));
            outh16!(map!(1, |l| mad16(a[l], b[l], c[l])))
        }
        O::VMadLegacyF16 => {
            let (a, b, c) = (h16s!(1, 0), h16s!(2, 1), h16s!(3, 2));
            outh16!(map!(1, |l| mad16(a[l], b[l], c[l])))
        }
        O::VMadmkF16 => {
            let (a, c) = (h16s!(1, 0), h16s!(3, 2));
            let k = f16_to_f32(lit16(&o[2])) as f64;
            outh16!(map!(1, |l| mad16(a[l], k, c[l])))
        }
        O::VMadakF16 => {
            let (a, b) = (h16s!(1, 0), h16s!(2, 1));
            let k = f16_to_f32(lit16(&o[3])) as f64;
            outh16!(map!(1, |l| mad16(a[l], b[l], k)))
        }
        O::VDivFixupF16 | O::VDivFixupLegacyF16 => {
            let (q, den, num) = (h16s!(1, 0), h16s!(2, 1), h16s!(3, 2));
            outh16!(map!(1, |l| div_fixup(q[l], den[l], num[l])))
        }
        O::VMin3F16 | O::VMax3F16 => {
            let (a, b, c) = (h16b!(1, 0), h16b!(2, 1), h16b!(3, 2));
            let max = i.opcode == O::VMax3F16;
            outb16!(map!(1, |l| minmax16(
                minmax16(a[l], b[l], ieee, max),
                c[l],
                ieee,
                max
            )))
        }
        O::VMed3F16 => {
            let (a, b, c) = (h16b!(1, 0), h16b!(2, 1), h16b!(3, 2));
            outb16!(map!(1, |l| med3_16([a[l], b[l], c[l]], ieee)))
        }
        // f16 rounding and transcendental rows: computed in f64 from the
        // exact f16 value and rounded once (correctly rounded, like the
        // f32 rows without `approximate_transcendentals`).
        O::VRcpF16 => unh16!(|a| 1.0 / a),
        O::VSqrtF16 => unh16!(|a| a.sqrt()),
        O::VRsqF16 => unh16!(|a| 1.0 / a.sqrt()),
        O::VLogF16 => unh16!(|a| a.log2()),
        O::VExpF16 => unh16!(|a| a.exp2()),
        O::VSinF16 => unh16!(|a| sin_rev64(a, false)),
        O::VCosF16 => unh16!(|a| sin_rev64(a, true)),
        O::VFloorF16 => unh16!(|a| a.floor()),
        O::VCeilF16 => unh16!(|a| a.ceil()),
        O::VTruncF16 => unh16!(|a| a.trunc()),
        O::VRndneF16 => unh16!(|a| a.round_ties_even()),
        O::VFractF16 => unh16!(|a| if a.is_infinite() {
            f64::NAN
        } else {
            // The largest f16 below 1 bounds the result.
            (a - a.floor()).min(1.0 - 2f64.powi(-11))
        }),
        O::VFrexpMantF16 => unh16!(|a| frexp(a).0),
        O::VFrexpExpI16F16 => {
            let a = h16s!(1, 0);
            out32!(map!(1, |l| frexp(a[l]).1 as i16 as u16 as u32))
        }
        O::VLdexpF16 => {
            let a = h16s!(1, 0);
            let b = v32!(2);
            // The exponent is a 16-bit signed integer; a * 2^n is exact in
            // f64 for every f16 a and |n| <= 100, past which the result
            // is 0 or infinite either way.
            outh16!(map!(1, |l| a[l]
                * 2f64.powi((b[l] as i16 as i32).clamp(-100, 100))))
        }
        O::VMin3I16 => tri!(|a, b, c| (a as i16).min(b as i16).min(c as i16) as u16 as u32),
        O::VMax3I16 => tri!(|a, b, c| (a as i16).max(b as i16).max(c as i16) as u16 as u32),
        O::VMin3U16 => tri!(|a, b, c| (a as u16).min(b as u16).min(c as u16) as u32),
        O::VMax3U16 => tri!(|a, b, c| (a as u16).max(b as u16).max(c as u16) as u32),
        O::VMed3I16 => tri!(|a, b, c| {
            let (a, b, c) = (a as i16, b as i16, c as i16);
            a.min(b).max(a.max(b).min(c)) as u16 as u32
        }),
        O::VMed3U16 => tri!(|a, b, c| {
            let (a, b, c) = (a as u16, b as u16, c as u16);
            a.min(b).max(a.max(b).min(c)) as u32
        }),
        O::VMadU16 if m.clamp => tri!(|a, b, c| ((a & 0xffff) as u64 * (b & 0xffff) as u64
            + (c & 0xffff) as u64)
            .min(0xffff) as u32),
        O::VMadU16 => tri!(|a, b, c| a.wrapping_mul(b).wrapping_add(c) & 0xffff),
        O::VMadI16 if m.clamp => tri!(|a, b, c| (a as i16 as i32 * b as i16 as i32
            + c as i16 as i32)
            .clamp(i16::MIN as i32, i16::MAX as i32)
            as i16 as u16 as u32),
        O::VMadI16 => tri!(|a, b, c| a.wrapping_mul(b).wrapping_add(c) & 0xffff),
        O::VAddI16 if m.clamp => bin!(|a, b| (a as i16).saturating_add(b as i16) as u16 as u32),
        O::VAddI16 => bin!(|a, b| a.wrapping_add(b) & 0xffff),
        O::VSubI16 if m.clamp => bin!(|a, b| (a as i16).saturating_sub(b as i16) as u16 as u32),
        O::VSubI16 => bin!(|a, b| a.wrapping_sub(b) & 0xffff),
        O::VCvtF32F16 => {
            let a = h16s!(1, 0);
            outf32!(map!(1, |l| a[l] as f32))
        }
        O::VCvtF16F32 => {
            let a = f32s!(1, 0);
            outh16!(map!(1, |l| a[l] as f64))
        }
        O::VCvtF16U16 => un!(|a| f64_to_f16((a & 0xffff) as f64) as u32),
        O::VCvtF16I16 => un!(|a| f64_to_f16(a as i16 as f64) as u32),
        O::VCvtU16F16 => {
            let a = h16s!(1, 0);
            out32!(map!(1, |l| a[l] as u16 as u32))
        }
        O::VCvtI16F16 => {
            let a = h16s!(1, 0);
            out32!(map!(1, |l| a[l] as i16 as u16 as u32))
        }
        O::VPackB32F16 => {
            // op_sel is applied by `v32!`.
            let (a, b) = (v32!(1), v32!(2));
            out32!(map!(1, |l| {
                let mut x = a[l] & 0xffff;
                let mut y = b[l] & 0xffff;
                if m.neg & 1 != 0 {
                    x ^= 0x8000;
                }
                if m.neg & 2 != 0 {
                    y ^= 0x8000;
                }
                x | y << 16
            }))
        }
        O::VCvtPkrtzF16F32 => {
            let (a, b) = (f32s!(1, 0), f32s!(2, 1));
            out32!(map!(1, |l| f32_to_f16_rtz(a[l]) as u32
                | (f32_to_f16_rtz(b[l]) as u32) << 16))
        }
        // Packing conversions: source 0 to the low half, source 1 to the
        // high one. Normalized rows clamp to [-1, 1] ([0, 1] unsigned),
        // scale by 32767 (65535) and round to nearest even; a NaN gives 0.
        O::VCvtPknormI16F32 | O::VCvtPknormU16F32 => {
            let (a, b) = (f32s!(1, 0), f32s!(2, 1));
            let s = i.opcode == O::VCvtPknormI16F32;
            out32!(map!(1, |l| norm16(a[l] as f64, s) | norm16(b[l] as f64, s) << 16))
        }
        O::VCvtPknormI16F16 | O::VCvtPknormU16F16 => {
            let (a, b) = (h16s!(1, 0), h16s!(2, 1));
            let s = i.opcode == O::VCvtPknormI16F16;
            out32!(map!(1, |l| norm16(a[l], s) | norm16(b[l], s) << 16))
        }
        // Integer packing saturates each 32-bit source to 16 bits.
        O::VCvtPkU16U32 => bin!(|a, b| a.min(0xffff) | b.min(0xffff) << 16),
        O::VCvtPkI16I32 => bin!(|a, b| {
            let sat = |x: u32| (x as i32).clamp(-0x8000, 0x7fff) as u16 as u32;
            sat(a) | sat(b) << 16
        }),
        // The f32 source rounded to nearest even and clamped to [0, 255]
        // (NaN: 0) replaces byte `src1 & 3` of source 2.
        O::VCvtPkU8F32 => {
            let a = f32s!(1, 0);
            let (b, c) = (v32!(2), v32!(3));
            out32!(map!(1, |l| {
                let x = a[l] as f64;
                let u = if x.is_nan() {
                    0
                } else {
                    x.clamp(0.0, 255.0).round_ties_even() as u32
                };
                let sh = 8 * (b[l] & 3);
                c[l] & !(0xff << sh) | u << sh
            }))
        }
        // Mixed precision: op_sel_hi[k] = 1 reads source k as the f16 in
        // the half op_sel[k] selects; neg_lo negates, neg_hi takes |x|.
        O::VFmaMixF32 | O::VMadMixF32 => {
            let mut src = [[0f64; LANES]; 3];
            for (k, sv) in src.iter_mut().enumerate() {
                let t = v32!(k + 1);
                let f16 = m.op_sel_hi_clear >> k & 1 != 0;
                let hi = m.op_sel >> k & 1 != 0;
                for l in 0..LANES {
                    let mut x = if f16 {
                        let h = (if hi { t[l] >> 16 } else { t[l] }) as u16;
                        f16_to_f32(if in64 { h } else { ftz16(h) }) as f64
                    } else {
                        let x = f32::from_bits(t[l]);
                        (if in32 { x } else { ftz(x) }) as f64
                    };
                    if m.neg_hi >> k & 1 != 0 {
                        x = x.abs();
                    }
                    if m.neg >> k & 1 != 0 {
                        x = -x;
                    }
                    sv[l] = x;
                }
            }
            let fused = i.opcode == O::VFmaMixF32;
            outf32!(map!(1, |l| {
                let (a, b, c) = (src[0][l] as f32, src[1][l] as f32, src[2][l] as f32);
                if fused {
                    a.mul_add(b, c)
                } else {
                    ftz(ftz(a * b) + c)
                }
            }))
        }
        // Packed f32 (gfx90a+): op_sel[k] picks the half of source k for
        // the low result, op_sel_hi[k] for the high one.
        O::VPkAddF32 | O::VPkMulF32 | O::VPkFmaF32 => {
            let n = if i.opcode == O::VPkFmaF32 { 3 } else { 2 };
            let mut lo = [[0f32; LANES]; 3];
            let mut hi = [[0f32; LANES]; 3];
            for k in 0..n {
                // An inline constant is its 32-bit value in the low half
                // and zero in the high one (compilers select the low half
                // for both results, `op_sel_hi:0`).
                let t = match o[k + 1] {
                    Operand::Inline(c) => [super::inline32(c) as u64; LANES],
                    _ => v64!(k + 1, false),
                };
                let (sl, sh) = (m.op_sel >> k & 1 != 0, m.op_sel_hi_clear >> k & 1 == 0);
                for l in 0..LANES {
                    let half = |h: bool| f32::from_bits((if h { t[l] >> 32 } else { t[l] }) as u32);
                    let (mut a, mut b) = (half(sl), half(sh));
                    if m.neg >> k & 1 != 0 {
                        a = -a;
                    }
                    if m.neg_hi >> k & 1 != 0 {
                        b = -b;
                    }
                    if !in32 {
                        a = ftz(a);
                        b = ftz(b);
                    }
                    lo[k][l] = a;
                    hi[k][l] = b;
                }
            }
            let f = |s: &[[f32; LANES]; 3], l: usize| -> f32 {
                let r = match i.opcode {
                    O::VPkAddF32 => s[0][l] + s[1][l],
                    O::VPkMulF32 => s[0][l] * s[1][l],
                    _ => s[0][l].mul_add(s[1][l], s[2][l]),
                };
                let r = if m.clamp {
                    if r.is_nan() {
                        0.0
                    } else {
                        r.clamp(0.0, 1.0)
                    }
                } else {
                    r
                };
                if out32 {
                    r
                } else {
                    ftz(r)
                }
            };
            let r: Lanes64 = map!(1, |l| f(&lo, l).to_bits() as u64
                | (f(&hi, l).to_bits() as u64) << 32);
            w.wv64(&o[0], &r, exec, env)?
        }
        _ => return Err(unsupported()),
    }
    let _ = (EXEC, VCC);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn float_helpers() {
        assert_eq!(fmin(f32::NAN, 1.0), 1.0);
        assert!(fmin(-0.0, 0.0).is_sign_negative());
        assert!(fmax(-0.0, 0.0).is_sign_positive());
        // IEEE mode: a signalling NaN wins, quieted (src0's first);
        // without it, it is ignored like a quiet NaN.
        let snan = f32::from_bits(0x7f80_0005);
        assert_eq!(max32(snan, snan, true).to_bits(), 0x7fc0_0005);
        assert_eq!(min32(1.0, snan, true).to_bits(), 0x7fc0_0005);
        assert_eq!(
            min32(f32::from_bits(0xff80_0003), snan, true).to_bits(),
            0xffc0_0003
        );
        assert_eq!(min32(1.0, snan, false), 1.0);
        let snan64 = f64::from_bits(0x7ff0_0000_0000_0007);
        assert_eq!(max64(2.0, snan64, true).to_bits(), 0x7ff8_0000_0000_0007);
        assert_eq!(max64(2.0, snan64, false), 2.0);
        assert_eq!(ftz(f32::from_bits(1)), 0.0);
        assert_eq!(class32(0xff80_0000), 1 << 2);
        assert_eq!(class32(0x0000_0001), 1 << 7);
        assert_eq!(class64(0x7ff8_0000_0000_0000), 1 << 1);
        assert!(fcmp(Cond::Nge, f64::NAN, 1.0) && !fcmp(Cond::Lt, f64::NAN, 1.0));
    }
}
