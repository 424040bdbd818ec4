//! f64 `exp2`, `log2`, `sin` and `cos`: GFX9 has no f64 transcendental
//! instructions, so each is a straight-line polynomial expansion built
//! from `v_fma_f64`, `v_ldexp_f64`, `v_frexp_*_f64` and the f64 division.
//!
//! Role: called from `arith.rs` for the f64 forms of the approximate
//! operations. The code is straight-line except for one block `sin`/`cos`
//! branch over (the large-argument reduction); that branch is uniform and
//! leaves EXEC alone, so everything works unchanged inside EXEC-mask
//! code, and uniform operands simply run on the VALU with the result read
//! back (as the other float expansions do).
//!
//! Contract (docs/ir.md): within 2 ulp of the exact result, with `log2 0 =
//! -inf`, `log2 x<0 = NaN`, `log2 +inf = +inf`, `exp2 -inf = +0`,
//! `exp2 +inf = +inf`, NaN in giving NaN, and denormal inputs and results
//! handled (the kernel's MODE keeps f64 denormals). `sin`/`cos` meet the
//! bound for every finite x (see below); ±inf gives NaN.
//! The bounds stated per function are the analysis; a bit-exact model of
//! each sequence measured at most 1 ulp against a correctly rounded libm
//! over 4·10^6 inputs per function, and the execution tests check 2 ulp.
//!
//! The algorithms, their reductions and why they are accurate:
//! - **exp2** (degree-13 Taylor polynomial of 2^f, 14 coefficients
//!   `ln2^k/k!`). x is clamped to [-1080, 1030] (beyond, the result is 0
//!   or inf anyway), n = rint(x) and f = x - n, exact, |f| ≤ 1/2. Then
//!   2^f = 1 + f·q(f), Horner with `fma`, and `v_ldexp_f64` applies 2^n,
//!   rounding once into the denormal range and saturating to inf. The
//!   truncation error is below 2^-57 relative; the rounding of `ln2` and
//!   of q add at most 0.35 ulp each and the final `fma` 0.5 ulp: under
//!   1.3 ulp. NaN is selected through at the end (the clamp would lose it).
//! - **log2** (`atanh` series, R of degree 10 in s²). `v_frexp` gives
//!   x = m·2^e with m in [1/2, 1) (denormals included); m < √½ is doubled
//!   so m is in [√½, √2) and f = m - 1 is exact. With s = f/(2+f) (the
//!   correctly rounded division), log(1+f) = 2·atanh(s) = f - hfsq +
//!   s·(hfsq + R), hfsq = f²/2 and R = Σ 2s^(2k)/(2k+1), k = 1..10
//!   (|s| ≤ 0.1716, truncation below 2^-60 relative). The identity keeps
//!   the leading term f exact and everything rounded in a tail at most
//!   0.21·|f|, so the tail's errors shrink by that factor. The product
//!   with 1/ln2 is formed in double-double (`fma` for the exact low part
//!   of f·(1/ln2)_hi, plus f·(1/ln2)_lo and tail·(1/ln2)_hi), and e is
//!   added with Fast2Sum (|e| ≥ 1 > |log2 m| or e = 0): one final
//!   rounding plus under 0.4 ulp from the tail, under 1 ulp in all.
//!   Special inputs (±0, negatives, ±inf, NaN) are selected by
//!   `v_cmp_class_f64`.
//! - **sin, cos** (Cody-Waite reduction by π/2 with a 3-part constant;
//!   Taylor polynomials of degree 17 for sin and 16 for cos on
//!   |r| ≤ π/4·(1 + 2^-40)). n = round(x·2/π) comes from adding the
//!   shifter 1.5·2^52 in the same `fma`: the sum's low dword is then n's
//!   low bits in two's complement, so the quadrant costs no conversion.
//!   r = x - n·(P1 + P2 + P3) (P1 + P2 + P3 = π/2 to about 2^-162) is
//!   kept as a double-double hi + lo: x - n·P1 is exact with `fma` (the
//!   difference is a multiple of 2^-53 below 2 in magnitude for
//!   |n| < 2^52), n·P2 is split exactly with `fma`, TwoSum adds them and
//!   n·P3 joins the low part. No double is closer to a multiple of π/2
//!   than 2^-61, so for |x| < 2^40 (|n| < 2^40) the reduction error
//!   n·2^-162 + 2^-122 stays below 2^-60 of |r|. sin(hi + lo) = hi +
//!   (hi³·S(hi²) + lo·(1 - hi²/2)); cos(hi + lo) = w + ((1 - w) - hi²/2 +
//!   hi⁴·C(hi²) - lo·hi - zl/2) with w = 1 - hi²/2 rounded and zl the
//!   exact low part of hi² (the bracket recovers what w lost). The
//!   truncation errors are below 2^-58; the rounded tails are at most
//!   0.11 (sin) and 0.31 (cos) of the result: under 1.2 ulp. Quadrant
//!   q (plus 1 for cos) picks sin or cos of r by its bit 0 and the sign by
//!   bit 1. Inputs below 2^-26 in magnitude return x for sin (x³/6 is
//!   below half an ulp; this keeps -0 and denormals exact). NaN flows
//!   through the arithmetic.
//! - **Payne-Hanek**, for |x| ≥ 2^40 (±inf included), where the 3-part
//!   constant is no longer accurate (those lanes enter the fast path as
//!   x·0 and their results are replaced). The fast path stays as it was:
//!   one `s_and_b64` of the lanes' mask with EXEC and an `s_cbranch_scc0`
//!   over the reduction below, which every lane computes and `v_cndmask`
//!   keeps only for the large ones (so no EXEC change, and the joining
//!   block parameters are ordinary copies). With x = M·2^E (M the 53-bit
//!   integer significand, E ≥ -12), the bits of 2/π at positions i ≤
//!   E - 2 contribute multiples of 4 to x·2/π and are dropped; the
//!   reduction reads the 224-bit window of [`TWO_OVER_PI_BITS`] that
//!   starts at the word holding bit E - 1 (word j = (be - 1045) >> 5 of the
//!   table with a zero word in front, be the biased exponent), chosen per
//!   lane by a five-stage barrel shifter of `v_cndmask`s on j's bits. The
//!   bits it leaves out weigh under M·2^(33-224) ≤ 2^-138. P = M·window
//!   is exact (two rows of `v_mad_u64_u32`, one carry chain); the binary
//!   point of x·2/π sits at a bit of P that `v_alignbit_b32` with the
//!   shift 31 - ((be - 1045) mod 32) lines up: the 2^1 bit, then the 2^0
//!   bit and 127 fraction bits in four words. n = the two integer bits
//!   plus the first fraction bit (round to nearest), and the fraction
//!   minus that bit is a signed 128-bit fixed-point f in [-1/2, 1/2). Its
//!   words convert exactly to f64 and add up (Fast2Sum where the leading
//!   pair may cancel) to a double-double; since no double lies closer to
//!   a multiple of π/2 than about 2^-61, |f| ≥ 2^-62 and its relative error
//!   stays below 2^-55. The product with π/2 as P1 + P2 in double-double
//!   gives hi + lo to about 2^-100 relative, better than the small path's
//!   2^-60, so the polynomial stage keeps its 1.2 ulp. The sign of x
//!   negates hi, lo and n; adding x·0 to hi turns ±inf into NaN.

use super::arith::neg;
use super::{const32, imm, Sel};
use agc_isa::insts::Opcode;
use agc_isa::minst::Modifiers;
use agc_isa::mir::{BranchCond, Edge, MOperand, Terminator, VReg};
use agc_isa::regs::RegFile;
use smallvec::SmallVec;

type Op = MOperand;

/// Taylor coefficients of 2^f: ln2^k/k!, k = 1..13 (bit patterns, each
/// the f64 nearest the exact value).
const EXP2_COEFFS: [u64; 13] = [
    0x3fe6_2e42_fefa_39ef,
    0x3fce_bfbd_ff82_c58f,
    0x3fac_6b08_d704_a0c0,
    0x3f83_b2ab_6fba_4e77,
    0x3f55_d87f_e78a_6731,
    0x3f24_3091_2f86_c787,
    0x3eef_fcbf_c588_b0c7,
    0x3eb6_2c02_23a5_c824,
    0x3e7b_5253_d395_e7c4,
    0x3e3e_4cf5_158b_8eca,
    0x3dfe_8cac_7351_bb25,
    0x3dbc_3bd6_50fc_2986,
    0x3d78_1619_3166_d0f9,
];
/// The clamp of exp2's argument: below -1080 the result rounds to 0,
/// above 1030 to inf.
const EXP2_MIN: f64 = -1080.0;
const EXP2_MAX: f64 = 1030.0;

/// The atanh series' R(s) = Σ 2/(2k+1)·z^k, k = 1..10, z = s²: the
/// coefficients 2/(2k+1).
const LOG2_COEFFS: [u64; 10] = [
    0x3fe5_5555_5555_5555,
    0x3fd9_9999_9999_999a,
    0x3fd2_4924_9249_2492,
    0x3fcc_71c7_1c71_c71c,
    0x3fc7_45d1_745d_1746,
    0x3fc3_b13b_13b1_3b14,
    0x3fc1_1111_1111_1111,
    0x3fbe_1e1e_1e1e_1e1e,
    0x3fba_f286_bca1_af28,
    0x3fb8_6186_1861_8618,
];
/// √½ rounded: mantissas below it are doubled.
const SQRT_HALF: u64 = 0x3fe6_a09e_667f_3bcd;
/// 1/ln2 as a double-double.
const INV_LN2_HI: u64 = 0x3ff7_1547_652b_82fe;
const INV_LN2_LO: u64 = 0x3c77_77d0_ffda_0d24;

/// sin(r) = r + r³·S(r²): S's coefficients (-1)^k/(2k+1)!, k = 1..8.
const SIN_COEFFS: [u64; 8] = [
    0xbfc5_5555_5555_5555,
    0x3f81_1111_1111_1111,
    0xbf2a_01a0_1a01_a01a,
    0x3ec7_1de3_a556_c734,
    0xbe5a_e645_67f5_44e4,
    0x3de6_1246_13a8_6d09,
    0xbd6a_e7f3_e733_b81f,
    0x3ce9_52c7_7030_ad4a,
];
/// cos(r) = 1 - r²/2 + r⁴·C(r²): C's coefficients (-1)^k/(2k)!,
/// k = 2..8.
const COS_COEFFS: [u64; 7] = [
    0x3fa5_5555_5555_5555,
    0xbf56_c16c_16c1_6c17,
    0x3efa_01a0_1a01_a01a,
    0xbe92_7e4f_b778_9f5c,
    0x3e21_eed8_eff8_d898,
    0xbda9_3974_a8c0_7c9d,
    0x3d2a_e7f3_e733_b81f,
];
/// 2/π rounded, and π/2 = P1 + P2 + P3 (each the f64 nearest the rest).
const TWO_OVER_PI: u64 = 0x3fe4_5f30_6dc9_c883;
const PIO2_1: u64 = 0x3ff9_21fb_5444_2d18;
const PIO2_2: u64 = 0x3c91_a626_3314_5c07;
const PIO2_3: u64 = 0xb91f_1976_b7ed_8fbc;
/// 1.5·2^52: adding it rounds to an integer kept in the low mantissa bits.
const SHIFTER: f64 = 6_755_399_441_055_744.0;
/// 2/π in binary, 32 fraction bits a word, most significant first:
/// 2/π = 0.a2f9836e 4e441529 fc2757d1 ... (hexadecimal). 37 words (1184
/// bits) cover every window the Payne-Hanek reduction reads: window j
/// (0..=31, from the exponent) takes table words j-1 ..= j+5 (word -1 is
/// zero). Computed with exact integer arithmetic (Machin's formula,
/// π = 16·atan(1/5) - 4·atan(1/239), to 1400 bits); the test below checks
/// the leading 53 bits against `FRAC_2_PI`.
const TWO_OVER_PI_BITS: [u32; 37] = [
    0xa2f9836e, 0x4e441529, 0xfc2757d1, 0xf534ddc0, 0xdb629599, 0x3c439041, 0xfe5163ab, 0xdebbc561,
    0xb7246e3a, 0x424dd2e0, 0x06492eea, 0x09d1921c, 0xfe1deb1c, 0xb129a73e, 0xe88235f5, 0x2ebb4484,
    0xe99c7026, 0xb45f7e41, 0x3991d639, 0x835339f4, 0x9c845f8b, 0xbdf9283b, 0x1ff897ff, 0xde05980f,
    0xef2f118b, 0x5a0a6d1f, 0x6d367ecf, 0x27cb09b7, 0x4f463f66, 0x9e5fea2d, 0x7527bac7, 0xebe5f17b,
    0x3d0739f7, 0x8a5292ea, 0x6bfb5fb1, 0x1f8d5d08, 0x56033046,
];
/// Words of 2/π the Payne-Hanek product uses (224 bits; see the module doc).
const WINDOW: usize = 7;
/// The documented range of the reduction, and the magnitude below which
/// sin x rounds to x.
const TRIG_MAX: f64 = 1_099_511_627_776.0; // 2^40
const SIN_TINY: u64 = 0x3e50_0000_0000_0000; // 2^-26

/// `v_cmp_class` masks: ±0; +inf; everything `log2` does not compute
/// (NaNs, negatives, ±0, +inf).
const CLASS_ZERO: u32 = 0x060;
const CLASS_PINF: u32 = 0x200;
const CLASS_LOG2_SPECIAL: u32 = 0x27f;
/// High dwords of +inf, -inf and the quiet NaN.
const HI_PINF: u32 = 0x7ff0_0000;
const HI_NINF: u32 = 0xfff0_0000;
const HI_QNAN: u32 = 0x7ff8_0000;

impl Sel<'_> {
    /// 2^x (see the module doc).
    pub(super) fn exp2_64(&mut self, x: Op) -> Op {
        let x = self.in_vgpr(x, 2);
        let lo = self.k64(EXP2_MIN.to_bits());
        let hi = self.k64(EXP2_MAX.to_bits());
        let xc = self.v(Opcode::VMaxF64, &[x, lo]);
        let xc = self.v(Opcode::VMinF64, &[xc, hi]);
        let n = self.v(Opcode::VRndneF64, &[xc]);
        let f = self.vm(Opcode::VAddF64, &[xc, n], neg(1));
        let q = self.horner64(&EXP2_COEFFS, f);
        let one = self.k64(1f64.to_bits());
        let p = self.v(Opcode::VFmaF64, &[f, q, one]);
        let ni = self.v(Opcode::VCvtI32F64, &[n]);
        let y = self.v(Opcode::VLdexpF64, &[p, ni]);
        let nan = self.vcmp(Opcode::VCmpUF64, x, x);
        self.sel64(nan, y, x)
    }

    /// log2(x) (see the module doc).
    pub(super) fn log2_64(&mut self, x: Op) -> Op {
        let x = self.in_vgpr(x, 2);
        let m = self.v(Opcode::VFrexpMantF64, &[x]);
        let e = self.v(Opcode::VFrexpExpI32F64, &[x]);
        let sqrt_half = self.k64(SQRT_HALF);
        let small = self.vcmp(Opcode::VCmpGtF64, sqrt_half, m);
        let k = self.cnd(small, imm(0), imm(1));
        let m = self.v(Opcode::VLdexpF64, &[m, k]);
        let e = self.v(Opcode::VSubU32, &[e, k]);
        let ef = self.v(Opcode::VCvtF64I32, &[e]);
        let minus_one = self.k64((-1f64).to_bits());
        let two = self.k64(2f64.to_bits());
        let f = self.v(Opcode::VAddF64, &[m, minus_one]);
        let d = self.v(Opcode::VAddF64, &[f, two]);
        let s = self.fdiv64(f, d);
        let z = self.v(Opcode::VMulF64, &[s, s]);
        let r = self.horner64(&LOG2_COEFFS, z);
        let r = self.v(Opcode::VMulF64, &[z, r]);
        let half = self.k64(0.5f64.to_bits());
        let hf = self.v(Opcode::VMulF64, &[half, f]);
        let hfsq = self.v(Opcode::VMulF64, &[hf, f]);
        let t = self.v(Opcode::VAddF64, &[hfsq, r]);
        let tail = self.vm(Opcode::VFmaF64, &[s, t, hfsq], neg(2));
        // (f + tail)·(1/ln2) in double-double.
        let ih = self.k64(INV_LN2_HI);
        let il = self.k64(INV_LN2_LO);
        let p = self.v(Opcode::VMulF64, &[f, ih]);
        let pe = self.vm(Opcode::VFmaF64, &[f, ih, p], neg(2));
        let t = self.v(Opcode::VFmaF64, &[f, il, pe]);
        let t = self.v(Opcode::VFmaF64, &[tail, ih, t]);
        // e + p by Fast2Sum, then the low parts.
        let s1 = self.v(Opcode::VAddF64, &[ef, p]);
        let a = self.vm(Opcode::VAddF64, &[s1, ef], neg(1));
        let err = self.vm(Opcode::VAddF64, &[p, a], neg(1));
        let t = self.v(Opcode::VAddF64, &[err, t]);
        let y = self.v(Opcode::VAddF64, &[s1, t]);
        // Special inputs.
        let special = self.vcmp(Opcode::VCmpClassF64, x, const32(CLASS_LOG2_SPECIAL));
        let zero = self.vcmp(Opcode::VCmpClassF64, x, const32(CLASS_ZERO));
        let pinf = self.vcmp(Opcode::VCmpClassF64, x, const32(CLASS_PINF));
        let sv = self.cnd(pinf, const32(HI_QNAN), const32(HI_PINF));
        let sv = self.cnd(zero, sv, const32(HI_NINF));
        let y = self.pair(y);
        let lo = self.cnd(special, y[0], imm(0));
        let hi = self.cnd(special, y[1], sv);
        let out = self.combine(RegFile::Vgpr, &[lo, hi]);
        self.op(out)
    }

    /// sin(x), or cos(x) when `cos` (see the module doc).
    pub(super) fn trig64(&mut self, x: Op, cos: bool) -> Op {
        let x = self.in_vgpr(x, 2);
        // Inputs beyond the reduction's range are reduced as x·0: ±0 when
        // finite, NaN for ±inf.
        let lim = self.k64(TRIG_MAX.to_bits());
        let abs0 = Modifiers {
            abs: 1,
            ..Modifiers::default()
        };
        let big = self.vcmp_mods(Opcode::VCmpGeF64, &[x, lim], abs0);
        let x0 = self.v(Opcode::VMulF64, &[x, imm(0)]);
        let xr = self.sel64(big, x, x0);
        // n = round(x·2/π) and its low bits.
        let shifter = self.k64(SHIFTER.to_bits());
        let two_over_pi = self.k64(TWO_OVER_PI);
        let t = self.v(Opcode::VFmaF64, &[xr, two_over_pi, shifter]);
        let n = self.vm(Opcode::VAddF64, &[t, shifter], neg(1));
        let q = self.pair(t)[0];
        // r = hi + lo = xr - n·(P1 + P2 + P3).
        let p1 = self.k64(PIO2_1);
        let p2 = self.k64(PIO2_2);
        let p3 = self.k64(PIO2_3);
        let r1 = self.vm(Opcode::VFmaF64, &[n, p1, xr], neg(0));
        let hh = self.v(Opcode::VMulF64, &[n, p2]);
        let hl = self.vm(Opcode::VFmaF64, &[n, p2, hh], neg(2));
        let s = self.vm(Opcode::VAddF64, &[r1, hh], neg(1));
        let bb = self.vm(Opcode::VAddF64, &[s, r1], neg(1));
        let sb = self.vm(Opcode::VAddF64, &[s, bb], neg(1));
        let e1 = self.vm(Opcode::VAddF64, &[r1, sb], neg(1));
        let e2 = self.vm(
            Opcode::VAddF64,
            &[hh, bb],
            Modifiers {
                neg: 3,
                ..Modifiers::default()
            },
        );
        let e = self.v(Opcode::VAddF64, &[e1, e2]);
        let el = self.vm(Opcode::VAddF64, &[e, hl], neg(1));
        let lo = self.vm(Opcode::VFmaF64, &[n, p3, el], neg(0));
        let hi = self.v(Opcode::VAddF64, &[s, lo]);
        let dh = self.vm(Opcode::VAddF64, &[hi, s], neg(1));
        let lo = self.vm(Opcode::VAddF64, &[lo, dh], neg(1));
        // Lanes beyond the 3-part reduction's range take Payne-Hanek's.
        let (hi, lo, q) = self.large_trig_reduction(x, big, [hi, lo, q]);
        let z = self.v(Opcode::VMulF64, &[hi, hi]);
        let half = self.k64(0.5f64.to_bits());
        let one = self.k64(1f64.to_bits());
        // sin(hi + lo).
        let ps = self.horner64(&SIN_COEFFS, z);
        let h3 = self.v(Opcode::VMulF64, &[hi, z]);
        // -0.5 as its own inline constant: a `neg` modifier on the inline
        // 0.5 prints as `-0.5`, which assemblers encode as the constant.
        let mhalf = self.k64((-0.5f64).to_bits());
        let lh = self.v(Opcode::VMulF64, &[lo, mhalf]);
        let u = self.v(Opcode::VFmaF64, &[lh, z, lo]);
        let st = self.v(Opcode::VFmaF64, &[h3, ps, u]);
        let sn = self.v(Opcode::VAddF64, &[hi, st]);
        // cos(hi + lo).
        let zl = self.vm(Opcode::VFmaF64, &[hi, hi, z], neg(2));
        let pc = self.horner64(&COS_COEFFS, z);
        let hz = self.v(Opcode::VMulF64, &[z, half]);
        let w = self.vm(Opcode::VAddF64, &[one, hz], neg(1));
        let c1 = self.vm(Opcode::VAddF64, &[one, w], neg(1));
        let corr = self.vm(Opcode::VAddF64, &[c1, hz], neg(1));
        let z2 = self.v(Opcode::VMulF64, &[z, z]);
        let a = self.v(Opcode::VFmaF64, &[z2, pc, corr]);
        let a = self.vm(Opcode::VFmaF64, &[hi, lo, a], neg(0));
        let a = self.v(Opcode::VFmaF64, &[mhalf, zl, a]);
        let cs = self.v(Opcode::VAddF64, &[w, a]);
        // Quadrant: bit 0 picks cos(r), bit 1 negates.
        let q = if cos {
            self.v(Opcode::VAddU32, &[imm(1), q])
        } else {
            q
        };
        let odd = self.v(Opcode::VAndB32, &[imm(1), q]);
        let odd = self.vcmp(Opcode::VCmpNeU32, imm(0), odd);
        let y = self.sel64(odd, sn, cs);
        let sign = self.v(Opcode::VAndB32, &[imm(2), q]);
        let sign = self.v(Opcode::VLshlrevB32, &[const32(30), sign]);
        let y = self.pair(y);
        let yhi = self.v(Opcode::VXorB32, &[sign, y[1]]);
        let mut out = [y[0], yhi];
        if !cos {
            let tiny = self.k64(SIN_TINY);
            let small = self.vcmp_mods(Opcode::VCmpLtF64, &[x, tiny], abs0);
            let xs = self.pair(x);
            out = [
                self.cnd(small, out[0], xs[0]),
                self.cnd(small, out[1], xs[1]),
            ];
        }
        let out = self.combine(RegFile::Vgpr, &out);
        self.op(out)
    }

    /// The Payne-Hanek reduction of `x` (module doc), for the lanes of
    /// `big` (|x| ≥ 2^40, ±inf included): returns (hi, lo, n) with
    /// hi + lo = x - n·π/2, where `fast` (the 3-part reduction's values)
    /// is kept on the other lanes. The code runs only when some active
    /// lane needs it: a uniform branch on `big & exec` skips it, so the
    /// common path pays one SALU test and a branch. EXEC is not changed
    /// (every lane computes, `big` selects), so the joining block
    /// parameters are copied under the whole EXEC.
    fn large_trig_reduction(&mut self, x: Op, big: Op, fast: [Op; 3]) -> (Op, Op, Op) {
        let hi = self.reg(fast[0]);
        let lo = self.reg(fast[1]);
        let q = self.reg(fast[2]);
        let any = self.new_mask();
        let anyo = self.op(any);
        let exec = MOperand::Phys(self.exec_reg());
        self.mins(Opcode::SAndB64, &[anyo, big, exec]);
        let pre = self.cur;
        let (slow, join) = (self.mf.block(), self.mf.block());
        let params: [VReg; 3] = [self.vgpr_reg(2), self.vgpr_reg(2), self.vgpr_reg(1)];
        self.mf.blocks[join.index()].params = params.iter().copied().collect();
        self.mf.blocks[pre.index()].term = Terminator::Branch {
            cond: BranchCond::Scc0,
            taken: Edge {
                block: join,
                args: [hi, lo, q].into_iter().collect(),
            },
            not_taken: Edge::to(slow),
        };
        self.vars.add_edge(pre, slow);
        self.vars.seal(&mut self.mf, slow);
        self.placed_after.push((pre, slow));
        self.cur = slow;
        let (shi, slo, sq) = self.payne_hanek(x);
        let (ho, lo_o, qo) = (self.op(hi), self.op(lo), self.op(q));
        let hi2 = self.sel64(big, ho, shi);
        let lo2 = self.sel64(big, lo_o, slo);
        let q2 = self.cnd(big, qo, sq);
        let args = [self.reg(hi2), self.reg(lo2), self.reg(q2)];
        self.mf.blocks[slow.index()].term = Terminator::Jump(Edge {
            block: join,
            args: args.into_iter().collect(),
        });
        self.vars.add_edge(pre, join);
        self.vars.add_edge(slow, join);
        self.vars.seal(&mut self.mf, join);
        self.placed_after.push((slow, join));
        self.cur = join;
        let [a, b, c] = params;
        (self.op(a), self.op(b), self.op(c))
    }

    /// x·2/π = n + f with |f| ≤ 1/2 from the 2/π bits of [`TWO_OVER_PI_BITS`]
    /// (module doc, "Payne-Hanek"); returns f·π/2 as hi + lo and n.
    fn payne_hanek(&mut self, x: Op) -> (Op, Op, Op) {
        let xs = self.pair(x);
        // x = M·2^E, M = mhi·2^32 + mlo; be the biased exponent.
        let be = self.v(Opcode::VBfeU32, &[xs[1], imm(20), imm(11)]);
        let mhi = self.v(Opcode::VAndB32, &[const32(0xf_ffff), xs[1]]);
        let mhi = self.v(Opcode::VOrB32, &[const32(0x10_0000), mhi]);
        let mlo = xs[0];
        // d = be - 1045 = 32·j + r: window j, shift s = 31 - r (= !d in
        // the 5 bits the shifters read).
        let d = self.v(Opcode::VSubU32, &[be, const32(1045)]);
        let sft = self.v(Opcode::VNotB32, &[d]);
        let j = self.v(Opcode::VLshrrevB32, &[imm(5), d]);
        // V = the words j..j+6 of the table (word 0 = zero, word k =
        // TWO_OVER_PI_BITS[k - 1]), by a barrel shifter on j's bits.
        let table_word = |k: usize| -> u32 {
            if k == 0 {
                0
            } else {
                TWO_OVER_PI_BITS.get(k - 1).copied().unwrap_or(0)
            }
        };
        let mut window: SmallVec<[Op; 40]> =
            (0..WINDOW + 31).map(|k| const32(table_word(k))).collect();
        for bit in (0..5).rev() {
            let step = 1usize << bit;
            let b = self.v(Opcode::VAndB32, &[const32(step as u32), j]);
            let m = self.vcmp(Opcode::VCmpNeU32, imm(0), b);
            let len = WINDOW + step - 1;
            let mut next: SmallVec<[Op; 40]> = SmallVec::new();
            for k in 0..len {
                let (f, t) = (window[k], window[k + step]);
                let t = self.in_vgpr(t, 1);
                next.push(self.cnd(m, f, t));
            }
            window = next;
        }
        // P = M·V, little-endian words: A = mlo·V, B = mhi·V, P = A + B·2^32.
        let row = |sel: &mut Self, m: Op| -> SmallVec<[Op; 8]> {
            let mut out = SmallVec::new();
            let mut carry = imm(0);
            for k in 0..WINDOW {
                let vk = window[WINDOW - 1 - k];
                let acc = if k == 0 {
                    imm(0)
                } else {
                    let c = sel.combine(RegFile::Vgpr, &[carry, imm(0)]);
                    sel.op(c)
                };
                let d = sel.vgpr_reg(2);
                let f = sel.new_mask();
                let (dop, fo) = (sel.op(d), sel.op(f));
                sel.valu(Opcode::VMadU64U32, &[dop, fo, m, vk, acc], false);
                out.push(sel.part(d, 0));
                carry = sel.part(d, 1);
            }
            out.push(carry);
            out
        };
        let a = row(self, mlo);
        let b = row(self, mhi);
        // P[1..=6] (P[0] = A[0] carries nothing).
        let mut p: SmallVec<[Op; 8]> = SmallVec::new();
        p.push(a[0]);
        let mut carry = None;
        for k in 1..WINDOW {
            let d = self.vgpr_reg(1);
            let c = self.new_mask();
            let (dop, co) = (self.op(d), self.op(c));
            let (x0, y0) = (a[k], self.in_vgpr(b[k - 1], 1));
            match carry {
                None => self.valu(Opcode::VAddCoU32, &[dop, co, x0, y0], false),
                Some(ci) => self.valu(Opcode::VAddcCoU32, &[dop, co, x0, y0, ci], false),
            }
            carry = Some(co);
            p.push(dop);
        }
        // The two integer bits and 128 fraction bits: z[0] bit 31 is the
        // 2^0 bit, q1 the 2^1 bit.
        let q1 = self.v(Opcode::VBfeU32, &[p[6], sft, imm(1)]);
        let z: SmallVec<[Op; 4]> = (0..4)
            .map(|k| self.v(Opcode::VAlignbitB32, &[p[6 - k], p[5 - k], sft]))
            .collect();
        // n = 2·q1 + q0 + (f ≥ 1/2); g = the fraction as a signed number
        // in [-1/2, 1/2), words of weights 2^-32 (signed), 2^-64, ...
        let q0 = self.v(Opcode::VLshrrevB32, &[imm(31), z[0]]);
        let rb = self.v(Opcode::VBfeU32, &[z[0], imm(30), imm(1)]);
        let q1x2 = self.v(Opcode::VLshlrevB32, &[imm(1), q1]);
        let n = self.v(Opcode::VAdd3U32, &[q0, rb, q1x2]);
        let mut g: SmallVec<[Op; 4]> = (0..3)
            .map(|k| self.v(Opcode::VAlignbitB32, &[z[k], z[k + 1], imm(31)]))
            .collect();
        g.push(self.v(Opcode::VLshlrevB32, &[imm(1), z[3]]));
        let term = |sel: &mut Self, k: usize| -> Op {
            let op = if k == 0 {
                Opcode::VCvtF64I32
            } else {
                Opcode::VCvtF64U32
            };
            let c = sel.v(op, &[g[k]]);
            let e = sel.s_const((-32 * (k as i32 + 1)) as u32);
            let eo = sel.op(e);
            sel.v(Opcode::VLdexpF64, &[c, eo])
        };
        let (t0, t1, t2, t3) = (term(self, 0), term(self, 1), term(self, 2), term(self, 3));
        // f = s1 + lo (Fast2Sum of the two leading terms, see the module doc).
        let s1 = self.v(Opcode::VAddF64, &[t0, t1]);
        let zz = self.vm(Opcode::VAddF64, &[s1, t0], neg(1));
        let e = self.vm(Opcode::VAddF64, &[t1, zz], neg(1));
        let t = self.v(Opcode::VAddF64, &[t2, t3]);
        let l = self.v(Opcode::VAddF64, &[e, t]);
        let fh = self.v(Opcode::VAddF64, &[s1, l]);
        let dd = self.vm(Opcode::VAddF64, &[fh, s1], neg(1));
        let fl = self.vm(Opcode::VAddF64, &[l, dd], neg(1));
        // r = (fh + fl)·(P1 + P2) in double-double.
        let p1 = self.k64(PIO2_1);
        let p2 = self.k64(PIO2_2);
        let rh = self.v(Opcode::VMulF64, &[fh, p1]);
        let re = self.vm(Opcode::VFmaF64, &[fh, p1, rh], neg(2));
        let rl = self.v(Opcode::VFmaF64, &[fh, p2, re]);
        let rl = self.v(Opcode::VFmaF64, &[fl, p1, rl]);
        let hi = self.v(Opcode::VAddF64, &[rh, rl]);
        let dh = self.vm(Opcode::VAddF64, &[hi, rh], neg(1));
        let lo = self.vm(Opcode::VAddF64, &[rl, dh], neg(1));
        // x < 0: negate r and n. ±inf: hi + x·0 is NaN.
        let negx = self.vcmp(Opcode::VCmpGtU32, xs[1], const32(0x7fff_ffff));
        let nn = self.v(Opcode::VSubU32, &[imm(0), n]);
        let n = self.cnd(negx, n, nn);
        let sign = self.v(Opcode::VAndB32, &[const32(0x8000_0000), xs[1]]);
        let hp = self.pair(hi);
        let lp = self.pair(lo);
        let hh = self.v(Opcode::VXorB32, &[sign, hp[1]]);
        let lh = self.v(Opcode::VXorB32, &[sign, lp[1]]);
        let hi = self.combine(RegFile::Vgpr, &[hp[0], hh]);
        let lo = self.combine(RegFile::Vgpr, &[lp[0], lh]);
        let x0 = self.v(Opcode::VMulF64, &[x, imm(0)]);
        let hio = self.op(hi);
        let hi = self.v(Opcode::VAddF64, &[hio, x0]);
        (hi, self.op(lo), n)
    }

    // ---- helpers ----

    /// An f64 constant from its bits (inline when encodable).
    fn k64(&mut self, bits: u64) -> Op {
        self.f64_const(f64::from_bits(bits))
    }

    /// c[0] + z·(c[1] + z·(... + z·c[last])) with `fma`.
    fn horner64(&mut self, coeffs: &[u64], z: Op) -> Op {
        let Some((&last, rest)) = coeffs.split_last() else {
            return imm(0);
        };
        let mut p = self.k64(last);
        for &c in rest.iter().rev() {
            let c = self.k64(c);
            p = self.v(Opcode::VFmaF64, &[p, z, c]);
        }
        p
    }

    /// Per lane `mask ? t : f` on 64-bit values.
    fn sel64(&mut self, mask: Op, f: Op, t: Op) -> Op {
        let (f, t) = (self.pair(f), self.pair(t));
        let lo = self.cnd(mask, f[0], t[0]);
        let hi = self.cnd(mask, f[1], t[1]);
        let out = self.combine(RegFile::Vgpr, &[lo, hi]);
        self.op(out)
    }

    /// A VALU compare with source modifiers into a fresh lane mask.
    fn vcmp_mods(&mut self, op: Opcode, srcs: &[Op], mods: Modifiers) -> Op {
        let m = self.new_mask();
        let mo = self.op(m);
        let mut ops = smallvec::SmallVec::<[Op; 4]>::new();
        ops.push(mo);
        ops.extend_from_slice(srcs);
        self.valu_mods(op, &ops, mods);
        mo
    }
}

/// Checks of the tables against the exact values they stand for, and of
/// the sequences' arithmetic identities, done on the host in f64.
#[cfg(test)]
mod tests {
    use super::*;

    fn fact(n: u64) -> f64 {
        (1..=n).map(|k| k as f64).product()
    }

    /// Each coefficient within 2 ulp of the host's evaluation of its
    /// formula (the host's own rounding is a few ulp at most; the tables
    /// hold the correctly rounded values).
    fn close(bits: u64, want: f64) -> bool {
        let got = f64::from_bits(bits);
        ((got - want) / want).abs() < 4.0 * f64::EPSILON
    }

    #[test]
    fn coefficients_match_their_formulas() {
        let ln2 = std::f64::consts::LN_2;
        for (k, &c) in EXP2_COEFFS.iter().enumerate() {
            let k = k as i32 + 1;
            assert!(close(c, ln2.powi(k) / fact(k as u64)), "exp2 {k}");
        }
        for (k, &c) in LOG2_COEFFS.iter().enumerate() {
            assert!(close(c, 2.0 / (2 * k + 3) as f64), "log2 {k}");
        }
        for (k, &c) in SIN_COEFFS.iter().enumerate() {
            let k = k as u64 + 1;
            let sign = if k % 2 == 1 { -1.0 } else { 1.0 };
            assert!(close(c, sign / fact(2 * k + 1)), "sin {k}");
        }
        for (k, &c) in COS_COEFFS.iter().enumerate() {
            let k = k as u64 + 2;
            let sign = if k % 2 == 1 { -1.0 } else { 1.0 };
            assert!(close(c, sign / fact(2 * k)), "cos {k}");
        }
        assert_eq!(f64::from_bits(TWO_OVER_PI), std::f64::consts::FRAC_2_PI);
        // The table's leading 54 bits, rounded to 53, are 2/π's f64.
        let top = (u64::from(TWO_OVER_PI_BITS[0]) << 22) | u64::from(TWO_OVER_PI_BITS[1] >> 10);
        let m = (top + 1) >> 1;
        assert_eq!(m, (TWO_OVER_PI & ((1 << 52) - 1)) | (1 << 52));
        assert_eq!(f64::from_bits(PIO2_1), std::f64::consts::FRAC_PI_2);
        assert_eq!(f64::from_bits(INV_LN2_HI), std::f64::consts::LOG2_E);
        assert_eq!(f64::from_bits(SQRT_HALF), std::f64::consts::FRAC_1_SQRT_2);
        // The parts shrink by at least 2^53 each, so their sum is π/2 to
        // about 2^-162.
        let (p1, p2, p3) = (
            f64::from_bits(PIO2_1),
            f64::from_bits(PIO2_2),
            f64::from_bits(PIO2_3),
        );
        assert!(p2.abs() <= p1 * f64::EPSILON && p3.abs() <= p2.abs() * f64::EPSILON);
        let (h, l) = (f64::from_bits(INV_LN2_HI), f64::from_bits(INV_LN2_LO));
        assert!(l.abs() <= h * f64::EPSILON);
    }
}
