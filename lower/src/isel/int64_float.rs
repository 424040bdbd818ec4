//! Conversions between 64-bit integers and floats: `sitofp`/`uitofp` from
//! i64 to f64, f32, f16 and bf16, and `fptosi`/`fptoui` from f64 and f32
//! (f16 and bf16 arrive here already extended to f32 by `crate::promote`)
//! to i64.
//!
//! The hardware converts only 32-bit integers, so every form is built
//! from those rows; all are straight-line VALU code (a uniform result is
//! read back with `v_readfirstlane`). The IR's semantics (`docs/ir.md`,
//! the interpreter's `float_to_int`): integer to float rounds to nearest
//! even; float to integer truncates toward zero and saturates, NaN giving
//! zero.
//!
//! The tricks, and why they are sound:
//! - **i64 → f64** is `cvt(hi)·2^32 + cvt_u32(lo)`: both terms are exact
//!   in f64 (`hi` signed for `sitofp`), so the one `v_add_f64` is the only
//!   rounding, and it rounds to nearest even.
//! - **i64 → f32** first rounds the integer *to odd* at 32 bits: shift it
//!   left until its top dword carries the leading significant bit (for
//!   `sitofp`, until just below the sign bit: `v_ffbh_i32` counts the bits
//!   that equal the sign), then OR "any bit left in the low dword" into
//!   the top dword's lowest bit. Truncating and setting the last bit when
//!   inexact is rounding to odd, for two's-complement values as well
//!   (truncation is a floor, and of the two neighbours exactly one is
//!   odd). A value rounded to odd at p bits and then to nearest even at
//!   q ≤ p - 2 bits is the once-rounded value, so `v_cvt_f32_u32`
//!   (`_i32`) of that dword followed by an exact `v_ldexp_f32` by the
//!   shift is correct. f16 and bf16 take the same odd dword through f64
//!   (exact) and the f64 → f16/bf16 path of `wide.rs`, which again rounds
//!   to odd on the way (32 ≥ 24 ≥ 11 + 2).
//! - **f64 → i64** splits the truncated value `t` as `hf·2^32 + lf` with
//!   `hf = floor(t·2^-32)`. `hi = cvt_i32(hf)` (`cvt_u32` for `fptoui`)
//!   saturates the high dword the way the IR wants; the low dword is
//!   computed from the *saturated* high dword converted back, `lf =
//!   fma(cvt_f64(hi), -2^32, t)`: in range that is `t - hf·2^32 ∈ [0,
//!   2^32)`, exact; above the range it is at least 2^32 and below it
//!   negative, so the saturating `v_cvt_u32_f64` gives all ones or zero,
//!   exactly the low dword of the saturated result; a NaN stays NaN and
//!   converts to zero like the high dword. No compares or selects are
//!   needed. f32 sources are extended to f64 first (exact).

use super::{imm, Sel};
use crate::LowerError;
use agc_ir::{Inst, Opcode as IrOp, Type};
use agc_isa::insts::Opcode;
use agc_isa::mir::MOperand;
use agc_isa::regs::RegFile;

type Op = MOperand;

/// -2^32 as an f64.
const F64_M2P32: f64 = -4_294_967_296.0;

impl Sel<'_> {
    /// Selects `inst` if it converts between a 64-bit integer and a float;
    /// `Ok(false)` leaves other conversions to the caller.
    pub(super) fn convert_int64_float(&mut self, inst: Inst) -> Result<bool, LowerError> {
        let func = self.func;
        let op = func.insts[inst].opcode;
        let a = func.inst_args(inst)[0];
        let r = func.inst_results(inst)[0];
        let (from, to) = (func.value_type(a), func.value_type(r));
        let signed = matches!(op, IrOp::Sitofp | IrOp::Fptosi);
        match (op, from, to) {
            (IrOp::Sitofp | IrOp::Uitofp, Type::I64, Type::F64) => {
                let x = self.src_wide(a);
                let [lo, hi] = self.pair(x);
                let y = self.i64_to_f64(lo, hi, signed);
                self.finish_float_op(r, y);
            }
            (IrOp::Sitofp | IrOp::Uitofp, Type::I64, Type::F32 | Type::F16 | Type::BF16) => {
                let x = self.src_wide(a);
                let (m, e) = self.i64_to_odd32(x, signed);
                let y = if to == Type::F32 {
                    let cvt = if signed {
                        Opcode::VCvtF32I32
                    } else {
                        Opcode::VCvtF32U32
                    };
                    let f = self.v(cvt, &[m]);
                    self.v(Opcode::VLdexpF32, &[f, e])
                } else {
                    let cvt = if signed {
                        Opcode::VCvtF64I32
                    } else {
                        Opcode::VCvtF64U32
                    };
                    let f = self.v(cvt, &[m]);
                    let d = self.v(Opcode::VLdexpF64, &[f, e]);
                    let odd = self.f64_to_f32_odd(d);
                    if to == Type::F16 {
                        self.v(Opcode::VCvtF16F32, &[odd])
                    } else {
                        self.f32_to_bf16(odd)
                    }
                };
                self.finish_float_op(r, y);
            }
            (IrOp::Fptosi | IrOp::Fptoui, Type::F32 | Type::F64, Type::I64) => {
                let x = if from == Type::F32 {
                    let s = self.src(a, 0);
                    self.v(Opcode::VCvtF64F32, &[s])
                } else {
                    self.src_wide(a)
                };
                let [lo, hi] = self.f64_to_i64(x, signed);
                let d = self.combine(RegFile::Vgpr, &[lo, hi]);
                self.finish_float(r, d);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// `cvt(hi)·2^32 + cvt_u32(lo)`, one rounding (module doc).
    fn i64_to_f64(&mut self, lo: Op, hi: Op, signed: bool) -> Op {
        let cvt_hi = if signed {
            Opcode::VCvtF64I32
        } else {
            Opcode::VCvtF64U32
        };
        let h = self.v(cvt_hi, &[hi]);
        let h = self.v(Opcode::VLdexpF64, &[h, imm(32)]);
        let l = self.v(Opcode::VCvtF64U32, &[lo]);
        self.v(Opcode::VAddF64, &[h, l])
    }

    /// `x` rounded to odd at 32 bits: (the dword `m`, the exponent `e`)
    /// with `x ≈ m·2^e`, `m` signed for `signed` (module doc).
    fn i64_to_odd32(&mut self, x: Op, signed: bool) -> (Op, Op) {
        let [lo, hi] = self.pair(x);
        let n = if signed {
            // Bits equal to the sign in `hi` beyond the sign itself; when
            // `hi` is all sign (v_ffbh_i32 gives -1, so the first term is
            // huge), 32 if `lo` also starts with the sign, else 31.
            let c = self.v(Opcode::VFfbhI32, &[hi]);
            let c = self.v(Opcode::VAddU32, &[imm(-1), c]);
            let t = self.v(Opcode::VXorB32, &[lo, hi]);
            let t = self.v(Opcode::VAshrrevI32, &[imm(31), t]);
            let t = self.v(Opcode::VAddU32, &[imm(32), t]);
            self.v(Opcode::VMinU32, &[c, t])
        } else {
            // Leading zeros of `hi`; 32 when it is zero (v_ffbh gives -1).
            let c = self.v(Opcode::VFfbhU32, &[hi]);
            self.v(Opcode::VMinU32, &[imm(32), c])
        };
        let y = self.v(Opcode::VLshlrevB64, &[n, x]);
        let y = self.reg(y);
        let (ylo, yhi) = (self.part(y, 0), self.part(y, 1));
        let sticky = self.v(Opcode::VMinU32, &[imm(1), ylo]);
        let m = self.v(Opcode::VOrB32, &[yhi, sticky]);
        let e = self.v(Opcode::VSubU32, &[imm(32), n]);
        (m, e)
    }

    /// Truncating, saturating f64 → i64 / u64 (module doc): [lo, hi].
    fn f64_to_i64(&mut self, x: Op, signed: bool) -> [Op; 2] {
        let (to_int, to_float) = if signed {
            (Opcode::VCvtI32F64, Opcode::VCvtF64I32)
        } else {
            (Opcode::VCvtU32F64, Opcode::VCvtF64U32)
        };
        let t = self.v(Opcode::VTruncF64, &[x]);
        // -32 is no inline constant and VOP3 takes no literal: an SGPR.
        let m32 = self.s_const(-32i32 as u32);
        let m32 = self.op(m32);
        let s = self.v(Opcode::VLdexpF64, &[t, m32]);
        let hf = self.v(Opcode::VFloorF64, &[s]);
        let hi = self.v(to_int, &[hf]);
        let hb = self.v(to_float, &[hi]);
        let k = self.f64_const(F64_M2P32);
        let lf = self.v(Opcode::VFmaF64, &[hb, k, t]);
        let lo = self.v(Opcode::VCvtU32F64, &[lf]);
        [lo, hi]
    }
}
