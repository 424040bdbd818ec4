//! Arithmetic the hardware has no single instruction for: integer division
//! and remainder, correctly rounded float division and square root, and
//! the approximate float operations whose hardware forms need range care.
//!
//! Role: expands `sdiv udiv srem urem` (i8/i16/i32/i64), `fdiv` (f32,
//! f64), `sqrt` (f32, f64), `rcp`/`rsqrt` (f32, f64) and `exp2 log2 sin
//! cos` (f32; the f64 forms are in `math64.rs`) into VALU (and, for uniform 32-bit integers, SALU) rows.
//! Every expansion is straight-line code, so it needs no blocks and works
//! the same inside EXEC-mask code.
//!
//! Invariants: results follow `docs/ir.md` exactly where the IR promises
//! correct rounding (`fdiv`, `sqrt`, integer division) and within the
//! documented error elsewhere, with the special values exact. The kernel's
//! MODE keeps f32 and f64 denormals (the descriptor's FLOAT_DENORM_MODE is
//! 3), so the division chains run without switching the denormal mode.
//! Division by zero and `INT_MIN / -1` are undefined in the IR; these
//! sequences then give some value and never trap.
//!
//! The tricks, and why they are sound:
//! - **Integer division by reciprocal.** The hardware divides nothing, but
//!   `v_rcp_iflag_f32` gives 1/y within 1 ulp. Scaling it by slightly less
//!   than 2^32 (2^64 for 64 bits) and truncating gives z ≤ 2^32/y, an
//!   *under*estimate; one Newton step in fixed point,
//!   `z += umulhi(z, -y*z)`, squares the relative error and keeps the
//!   estimate below 2^32/y (it can only gain `z·ε²` from below), so
//!   `q = umulhi(x, z)` is at most two below ⌊x/y⌋ and two conditional
//!   `q += 1, r -= y` steps finish. The 64-bit form starts from a 24-bit
//!   float estimate and needs two Newton steps (22 → 44 → all 64 bits);
//!   its 64×64 products are built from `v_mad_u64_u32`, whose 64-bit
//!   addend absorbs the carries.
//! - **Float division** uses the hardware's own protocol: `v_div_scale`
//!   moves numerator and denominator away from the exponent range where
//!   the reciprocal or the quotient would underflow or overflow (and sets
//!   VCC when the quotient must be scaled back), an `fma` Newton chain
//!   refines 1/d and the quotient, `v_div_fmas` applies the final
//!   correction and undoes the scaling under VCC, and `v_div_fixup` gives
//!   the IEEE special cases (0/0, inf/inf, x/0, NaN). VCC is the only
//!   register `v_div_fmas` reads its flag from, so the flag computed into
//!   an allocatable SGPR pair is copied into VCC right before it.
//! - **f32 sqrt**: `v_sqrt_f32` is within 1 ulp, so the correctly rounded
//!   root is one of s-1ulp, s, s+1ulp (neighbours by integer ±1 on the
//!   bits); the sign of the exact residual `fma(-s', s, x)` says on which
//!   side of each midpoint the true root lies (no f32 lies strictly between
//!   `s'·s` and the midpoint squared). Inputs below 2^-96 are scaled by
//!   2^32 first so the residuals stay exact and normal.
//! - **f64 sqrt**: from `v_rsq_f64` (about 2^-23 relative), one coupled
//!   Goldschmidt step for sqrt and 1/(2·sqrt), then two Newton corrections
//!   of the root using exact `fma` residuals, which rounds correctly;
//!   inputs below 2^-767 are scaled by 2^256 (root by 2^-128).
//! - **Approximate operations** avoid the hardware's flushing: `v_rcp_f32`
//!   works on the `frexp` mantissa and `v_ldexp_f32` applies the exponent
//!   (so denormal inputs and results come out right); `v_rsq_f32`,
//!   `v_log_f32` scale denormal inputs up; `v_exp_f32` computes 2^(x+64)
//!   for x < -126 and scales the result down. `v_sin_f32`/`v_cos_f32` take
//!   revolutions: x/(2π) is formed with its rounding error (`fma`) and a
//!   second constant for the low bits of 1/(2π), and `v_fract_f32` of the
//!   high part (exact) keeps the argument in [0, 1).
//! - **f64 rcp and rsqrt** go through the correctly rounded division (and
//!   square root), so their special values (`rcp ±0 = ±inf`, `rcp ±inf =
//!   ±0`, NaN in, NaN out; seed 003's list) come from `v_div_fixup_f64`.

use super::{const32, imm, split_const64, Sel, Val};
use crate::LowerError;
use agc_ir::{Inst, Opcode as IrOp, Type, Value};
use agc_isa::insts::Opcode;
use agc_isa::minst::{Modifiers, Operand};
use agc_isa::mir::MOperand;
use agc_isa::regs::RegFile;

type Op = MOperand;

/// f32 bit patterns used below.
const F32_ONE: u32 = 0x3f80_0000;
/// 2^32 - 512: scales the f32 reciprocal to an underestimate of 2^32/y.
const F32_RCP_U32_SCALE: u32 = 0x4f7f_fffe;
/// 2^64·(1 - 2^-20): scales the f32 reciprocal of a 64-bit divisor to an
/// underestimate of 2^64/y (the f32 estimate is off by at most about
/// 3·2^-23 relative, well inside the 2^-20 margin).
const F32_RCP_U64_SCALE: u32 = 0x5f7f_fff0;
const F32_2P32: u32 = 0x4f80_0000;
const F32_2PM32: u32 = 0x2f80_0000;
const F32_M2P32: u32 = 0xcf80_0000;
/// 2^-96, 2^-16, 2^-126, 2^24, 2^12, 2^-64.
const F32_2PM96: u32 = 0x0f80_0000;
const F32_2PM16: u32 = 0x3780_0000;
const F32_MIN_NORMAL: u32 = 0x0080_0000;
const F32_2P24: u32 = 0x4b80_0000;
const F32_2P12: u32 = 0x4580_0000;
const F32_2PM64: u32 = 0x1f80_0000;
/// -126.0 and 64.0.
const F32_M126: u32 = 0xc2fc_0000;
/// 1/(2π) rounded to f32, and the f32 nearest to the rest.
const F32_INV_2PI_HI: u32 = 0x3e22_f983;
const F32_INV_2PI_LO: u32 = 0x31dc_9c88;
/// 2^-767: f64 square roots below it are computed on x·2^256.
const F64_SQRT_SCALE_BELOW: u64 = 0x1000_0000_0000_0000;
/// `v_cmp_class` masks: ±0 and +inf (which `sqrt` returns unchanged).
const CLASS_ZERO_PINF: u32 = 0x260;

impl Sel<'_> {
    /// Selects `inst` if it is one of this module's operations; returns
    /// `Ok(false)` when it is not (the caller reports it).
    pub(super) fn select_arith(&mut self, inst: Inst) -> Result<bool, LowerError> {
        let func = self.func;
        let data = &func.insts[inst];
        let ty = data.ty;
        let args = func.inst_args(inst);
        let Some(&r) = func.inst_results(inst).first() else {
            return Ok(false);
        };
        let op = data.opcode;
        match op {
            IrOp::Sdiv | IrOp::Udiv | IrOp::Srem | IrOp::Urem => {
                let bits = ty.bits();
                if ty.is_vector() || !matches!(bits, 8 | 16 | 32 | 64) {
                    return Ok(false);
                }
                let out = if bits == 64 {
                    self.int_divrem64(op, args[0], args[1], r)
                } else {
                    self.int_divrem32(op, args[0], args[1], r, bits)
                };
                self.set(r, Val::Reg(out));
            }
            IrOp::Fdiv if ty == Type::F32 => {
                let (n, d) = (self.src(args[0], 0), self.src(args[1], 0));
                let q = if self.fast_math {
                    self.fdiv32_fast(n, d)
                } else {
                    self.fdiv32(n, d)
                };
                self.finish_float_op(r, q);
            }
            IrOp::Fdiv if ty == Type::F64 => {
                let (n, d) = (self.src_wide(args[0]), self.src_wide(args[1]));
                let q = self.fdiv64(n, d);
                self.finish_float_op(r, q);
            }
            IrOp::Sqrt
            | IrOp::Rsqrt
            | IrOp::Rcp
            | IrOp::Exp2
            | IrOp::Log2
            | IrOp::Sin
            | IrOp::Cos
                if ty == Type::F32 =>
            {
                let x = self.src(args[0], 0);
                let y = match op {
                    IrOp::Sqrt => self.sqrt32(x),
                    IrOp::Rsqrt => self.rsqrt32(x),
                    IrOp::Rcp => self.rcp32(x),
                    IrOp::Exp2 => self.exp2_32(x),
                    IrOp::Log2 => self.log2_32(x),
                    IrOp::Sin => self.trig32(Opcode::VSinF32, x),
                    _ => self.trig32(Opcode::VCosF32, x),
                };
                self.finish_float_op(r, y);
            }
            IrOp::Exp2 | IrOp::Log2 | IrOp::Sin | IrOp::Cos if ty == Type::F64 => {
                let x = self.src_wide(args[0]);
                let y = match op {
                    IrOp::Exp2 => self.exp2_64(x),
                    IrOp::Log2 => self.log2_64(x),
                    IrOp::Sin => self.trig64(x, false),
                    _ => self.trig64(x, true),
                };
                self.finish_float_op(r, y);
            }
            IrOp::Sqrt | IrOp::Rsqrt | IrOp::Rcp if ty == Type::F64 => {
                let x = self.src_wide(args[0]);
                let one = self.f64_const(1.0);
                let y = match op {
                    IrOp::Sqrt => self.sqrt64(x),
                    IrOp::Rcp => self.fdiv64(one, x),
                    _ => {
                        let s = self.sqrt64(x);
                        self.fdiv64(one, s)
                    }
                };
                self.finish_float_op(r, y);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// A float result computed in VGPRs: stays there when divergent, goes
    /// back to SGPRs when uniform.
    pub(super) fn finish_float_op(&mut self, r: Value, v: Op) {
        let v = self.reg(v);
        self.finish_float(r, v);
    }

    // ---- emission helpers: each returns its result as an operand ----

    /// A VALU row with a fresh 1-dword VGPR result.
    pub(super) fn v(&mut self, op: Opcode, srcs: &[Op]) -> Op {
        self.vm(op, srcs, Modifiers::default())
    }
    /// A VALU row with source modifiers (bit i of `neg` negates source i).
    pub(super) fn vm(&mut self, op: Opcode, srcs: &[Op], mods: Modifiers) -> Op {
        let d = self.vgpr_reg(op.info().operands[0].dwords.max(1));
        let mut ops = smallvec::SmallVec::<[Op; 6]>::new();
        ops.push(self.op(d));
        ops.extend_from_slice(srcs);
        if mods == Modifiers::default() {
            self.valu(op, &ops, false);
        } else {
            self.valu_mods(op, &ops, mods);
        }
        self.op(d)
    }
    /// `fma(-a, b, c)` in f32 or f64.
    fn fnma(&mut self, op: Opcode, a: Op, b: Op, c: Op) -> Op {
        self.vm(op, &[a, b, c], neg(0))
    }
    /// A VALU compare into a fresh lane mask.
    pub(super) fn vcmp(&mut self, op: Opcode, a: Op, b: Op) -> Op {
        let m = self.new_mask();
        let mo = self.op(m);
        self.valu(op, &[mo, a, b], false);
        mo
    }
    /// Per lane `mask ? t : f`.
    pub(super) fn cnd(&mut self, mask: Op, f: Op, t: Op) -> Op {
        self.v(Opcode::VCndmaskB32, &[f, t, mask])
    }
    /// A row that also writes a carry/flag mask: (result, mask).
    fn v_flag(&mut self, op: Opcode, srcs: &[Op]) -> (Op, Op) {
        let d = self.vgpr_reg(op.info().operands[0].dwords.max(1));
        let m = self.new_mask();
        let mut ops = smallvec::SmallVec::<[Op; 6]>::new();
        ops.push(self.op(d));
        ops.push(self.op(m));
        ops.extend_from_slice(srcs);
        self.valu(op, &ops, false);
        (self.op(d), self.op(m))
    }
    /// An SALU row with a fresh SGPR result.
    pub(super) fn s(&mut self, op: Opcode, srcs: &[Op]) -> Op {
        let d = self.sreg(1);
        let mut ops = smallvec::SmallVec::<[Op; 6]>::new();
        ops.push(self.op(d));
        ops.extend_from_slice(srcs);
        self.ins(op, &ops);
        self.op(d)
    }
    /// An operand in a VGPR (registers of other files and constants are
    /// copied), so that one value can fill several slots that must agree.
    pub(super) fn in_vgpr(&mut self, o: Op, dwords: u8) -> Op {
        if self.operand_is_vgpr(&o) {
            o
        } else {
            self.to_vgpr_operand(o, dwords)
        }
    }
    /// The register behind an operand (the helpers here return whole
    /// fresh vregs; anything else is copied into a VGPR).
    pub(super) fn reg(&mut self, o: Op) -> agc_isa::mir::VReg {
        match o {
            MOperand::VReg {
                reg,
                offset: 0,
                dwords,
                ..
            } if dwords == self.mf.vreg_data(reg).dwords => reg,
            other => self.to_vgpr(other, 1),
        }
    }
    /// An f64 constant operand: inline when encodable, else an SGPR pair.
    pub(super) fn f64_const(&mut self, x: f64) -> Op {
        match Operand::f64(x) {
            Some(Operand::Inline(c)) => MOperand::from(Operand::Inline(c)),
            _ => {
                let r = self.s_const64(x.to_bits());
                self.op(r)
            }
        }
    }

    // ---- integer division ----

    /// 8-, 16- and 32-bit `sdiv udiv srem urem`. Small types are kept
    /// zero-extended: unsigned forms divide them as they are, signed forms
    /// sign-extend first and mask the result.
    fn int_divrem32(
        &mut self,
        op: IrOp,
        a: Value,
        b: Value,
        r: Value,
        bits: u32,
    ) -> agc_isa::mir::VReg {
        let div = self.div(r);
        let signed = matches!(op, IrOp::Sdiv | IrOp::Srem);
        let want_q = matches!(op, IrOp::Sdiv | IrOp::Udiv);
        let (mut x, mut y) = (self.src(a, 0), self.src(b, 0));
        if let (false, Val::Const(c)) = (signed, self.get(b)) {
            if c.is_power_of_two() {
                // x / 2^k = x >> k, x % 2^k = x & (2^k - 1).
                let k = c.trailing_zeros();
                let o = match (want_q, div) {
                    (true, true) => self.v(Opcode::VLshrrevB32, &[const32(k), x]),
                    (true, false) => self.s(Opcode::SLshrB32, &[x, const32(k)]),
                    (false, true) => self.v(Opcode::VAndB32, &[const32(c as u32 - 1), x]),
                    (false, false) => self.s(Opcode::SAndB32, &[x, const32(c as u32 - 1)]),
                };
                return self.reg(o);
            }
        }
        if signed && bits < 32 {
            x = self.sext_to_32(x, bits, div);
            y = self.sext_to_32(y, bits, div);
        }
        let out = match (signed, div) {
            (false, true) => {
                let (q, rem) = self.udivrem32_v(x, y, want_q);
                if want_q {
                    q
                } else {
                    rem
                }
            }
            (false, false) => {
                let (q, rem) = self.udivrem32_s(x, y, want_q);
                if want_q {
                    q
                } else {
                    rem
                }
            }
            (true, true) => {
                // |x| / |y| with the signs put back: q takes sign(x)^sign(y),
                // r takes sign(x).
                let sx = self.v(Opcode::VAshrrevI32, &[imm(31), x]);
                let sy = self.v(Opcode::VAshrrevI32, &[imm(31), y]);
                let ax = self.v(Opcode::VAddU32, &[x, sx]);
                let ax = self.v(Opcode::VXorB32, &[ax, sx]);
                let ay = self.v(Opcode::VAddU32, &[y, sy]);
                let ay = self.v(Opcode::VXorB32, &[ay, sy]);
                let (q, rem) = self.udivrem32_v(ax, ay, want_q);
                let (val, s) = if want_q {
                    (q, self.v(Opcode::VXorB32, &[sx, sy]))
                } else {
                    (rem, sx)
                };
                let t = self.v(Opcode::VXorB32, &[val, s]);
                self.v(Opcode::VSubU32, &[t, s])
            }
            (true, false) => {
                let sx = self.s(Opcode::SAshrI32, &[x, imm(31)]);
                let sy = self.s(Opcode::SAshrI32, &[y, imm(31)]);
                let ax = self.s(Opcode::SAddU32, &[x, sx]);
                let ax = self.s(Opcode::SXorB32, &[ax, sx]);
                let ay = self.s(Opcode::SAddU32, &[y, sy]);
                let ay = self.s(Opcode::SXorB32, &[ay, sy]);
                let (q, rem) = self.udivrem32_s(ax, ay, want_q);
                let (val, s) = if want_q {
                    (q, self.s(Opcode::SXorB32, &[sx, sy]))
                } else {
                    (rem, sx)
                };
                let t = self.s(Opcode::SXorB32, &[val, s]);
                self.s(Opcode::SSubU32, &[t, s])
            }
        };
        let out = if signed && bits < 32 {
            let k = const32((1u32 << bits) - 1);
            if div {
                self.v(Opcode::VAndB32, &[k, out])
            } else {
                self.s(Opcode::SAndB32, &[out, k])
            }
        } else {
            out
        };
        self.reg(out)
    }

    /// Sign-extends the low `bits` of a zero-extended small integer.
    fn sext_to_32(&mut self, x: Op, bits: u32, div: bool) -> Op {
        if div {
            self.v(Opcode::VBfeI32, &[x, imm(0), const32(bits)])
        } else {
            let op = if bits == 8 {
                Opcode::SSextI32I8
            } else {
                Opcode::SSextI32I16
            };
            self.s(op, &[x])
        }
    }

    /// z ≈ 2^32/y from below, on the VALU (see the module doc).
    fn recip_u32(&mut self, y: Op) -> Op {
        let fy = self.v(Opcode::VCvtF32U32, &[y]);
        let r = self.v(Opcode::VRcpIflagF32, &[fy]);
        let s = self.v(Opcode::VMulF32, &[const32(F32_RCP_U32_SCALE), r]);
        self.v(Opcode::VCvtU32F32, &[s])
    }

    /// Unsigned 32-bit quotient and remainder, divergent. With `want_q`
    /// false the quotient is not tracked through the corrections (the
    /// returned quotient is then only the estimate).
    fn udivrem32_v(&mut self, x: Op, y: Op, want_q: bool) -> (Op, Op) {
        let z = self.recip_u32(y);
        let ny = self.v(Opcode::VSubU32, &[imm(0), y]);
        let e = self.v(Opcode::VMulLoU32, &[ny, z]);
        let h = self.v(Opcode::VMulHiU32, &[z, e]);
        let z = self.v(Opcode::VAddU32, &[z, h]);
        let mut q = self.v(Opcode::VMulHiU32, &[x, z]);
        let p = self.v(Opcode::VMulLoU32, &[q, y]);
        let mut rem = self.v(Opcode::VSubU32, &[x, p]);
        for step in 0..2 {
            let ge = self.vcmp(Opcode::VCmpGeU32, rem, y);
            if want_q {
                let q1 = self.v(Opcode::VAddU32, &[imm(1), q]);
                q = self.cnd(ge, q, q1);
            }
            // The quotient's last step needs no remainder.
            if !(want_q && step == 1) {
                let r1 = self.v(Opcode::VSubU32, &[rem, y]);
                rem = self.cnd(ge, rem, r1);
            }
        }
        (q, rem)
    }

    /// Unsigned 32-bit quotient and remainder, uniform: the reciprocal
    /// estimate on the VALU (GFX9 has no scalar float unit), read back
    /// once, and the integer steps on the SALU.
    fn udivrem32_s(&mut self, x: Op, y: Op, want_q: bool) -> (Op, Op) {
        let zv = self.recip_u32(y);
        let zv = self.reg(zv);
        let z = self.readfirstlane(zv);
        let z = self.op(z);
        let ny = self.s(Opcode::SSubU32, &[imm(0), y]);
        let e = self.s(Opcode::SMulI32, &[ny, z]);
        let h = self.s(Opcode::SMulHiU32, &[z, e]);
        let z = self.s(Opcode::SAddU32, &[z, h]);
        let mut q = self.s(Opcode::SMulHiU32, &[x, z]);
        let p = self.s(Opcode::SMulI32, &[q, y]);
        let mut rem = self.s(Opcode::SSubU32, &[x, p]);
        for step in 0..2 {
            // The candidates first: their adds write SCC.
            let q1 = want_q.then(|| self.s(Opcode::SAddU32, &[q, imm(1)]));
            let last_q = want_q && step == 1;
            let r1 = (!last_q).then(|| self.s(Opcode::SSubU32, &[rem, y]));
            self.ins(Opcode::SCmpGeU32, &[rem, y]);
            if let Some(q1) = q1 {
                q = self.s(Opcode::SCselectB32, &[q1, q]);
            }
            if let Some(r1) = r1 {
                rem = self.s(Opcode::SCselectB32, &[r1, rem]);
            }
        }
        (q, rem)
    }

    /// 64-bit `sdiv udiv srem urem`, computed on the VALU (uniform
    /// results are read back with `v_readfirstlane`).
    fn int_divrem64(&mut self, op: IrOp, a: Value, b: Value, r: Value) -> agc_isa::mir::VReg {
        let signed = matches!(op, IrOp::Sdiv | IrOp::Srem);
        let want_q = matches!(op, IrOp::Sdiv | IrOp::Udiv);
        let (x, y) = (self.src_wide(a), self.src_wide(b));
        let (x, y) = (self.pair(x), self.pair(y));
        let out = if signed {
            let sx = self.v(Opcode::VAshrrevI32, &[imm(31), x[1]]);
            let sy = self.v(Opcode::VAshrrevI32, &[imm(31), y[1]]);
            let ax = self.abs64(x, sx);
            let ay = self.abs64(y, sy);
            let (q, rem) = self.udivrem64(ax, ay, want_q);
            let (val, s) = if want_q {
                (q, self.v(Opcode::VXorB32, &[sx, sy]))
            } else {
                (rem, sx)
            };
            let t = [
                self.v(Opcode::VXorB32, &[val[0], s]),
                self.v(Opcode::VXorB32, &[val[1], s]),
            ];
            self.sub64(t, [s, s])
        } else {
            let (q, rem) = self.udivrem64(x, y, want_q);
            if want_q {
                q
            } else {
                rem
            }
        };
        let v = self.combine(RegFile::Vgpr, &out);
        if self.div(r) {
            v
        } else {
            self.readfirstlane(v)
        }
    }

    /// The two halves of a 64-bit operand.
    pub(super) fn pair(&mut self, o: Op) -> [Op; 2] {
        match o {
            MOperand::VReg { reg, offset, .. } => [
                MOperand::VReg {
                    reg,
                    offset,
                    dwords: 1,
                },
                MOperand::VReg {
                    reg,
                    offset: offset + 1,
                    dwords: 1,
                },
            ],
            MOperand::Inline(_) | MOperand::Literal(_) => {
                let (lo, hi) = split_const64(o);
                [lo, hi]
            }
            other => [other, imm(0)],
        }
    }

    /// (x + s) ^ s with s the sign mask of x: |x| as an unsigned value.
    fn abs64(&mut self, x: [Op; 2], s: Op) -> [Op; 2] {
        let t = self.add64(x, [s, s]);
        [
            self.v(Opcode::VXorB32, &[t[0], s]),
            self.v(Opcode::VXorB32, &[t[1], s]),
        ]
    }

    fn add64(&mut self, a: [Op; 2], b: [Op; 2]) -> [Op; 2] {
        let r = self.vadd64_ops(Opcode::VAddCoU32, Opcode::VAddcCoU32, a, b);
        [self.part(r, 0), self.part(r, 1)]
    }
    fn sub64(&mut self, a: [Op; 2], b: [Op; 2]) -> [Op; 2] {
        let r = self.vadd64_ops(Opcode::VSubCoU32, Opcode::VSubbCoU32, a, b);
        [self.part(r, 0), self.part(r, 1)]
    }

    /// `v_mad_u64_u32 a, b, c`: the full 64-bit a·b + c.
    fn mad64(&mut self, a: Op, b: Op, c: Op) -> [Op; 2] {
        let (d, _) = self.v_flag(Opcode::VMadU64U32, &[a, b, c]);
        let reg = self.reg(d);
        [self.part(reg, 0), self.part(reg, 1)]
    }

    /// The low 64 bits of a·b.
    fn mullo64(&mut self, a: [Op; 2], b: [Op; 2]) -> [Op; 2] {
        let p = self.mad64(a[0], b[0], imm(0));
        let t = self.v(Opcode::VMulLoU32, &[a[0], b[1]]);
        let u = self.v(Opcode::VMulLoU32, &[a[1], b[0]]);
        let h = self.v(Opcode::VAddU32, &[p[1], t]);
        let h = self.v(Opcode::VAddU32, &[h, u]);
        [p[0], h]
    }

    /// The high 64 bits of the 128-bit a·b, in four multiplies and no
    /// explicit additions: with `t = mulhi(a0, b0)`, `m = a1·b0 + t` fits
    /// 64 bits, and `n = a0·b1 + m` is the whole middle column; its
    /// overflow is the carry-out `v_mad_u64_u32` reports, so the answer
    /// is `a1·b1 + (carry:n.hi)`, one more multiply-add. Literal halves
    /// (the magic numbers of division by a constant) go to SGPRs once,
    /// which VOP3 rows may read, instead of a VGPR copy per use.
    pub(super) fn mulhi64(&mut self, a: [Op; 2], b: [Op; 2]) -> [Op; 2] {
        let a = [self.sgpr_if_literal(a[0]), self.sgpr_if_literal(a[1])];
        let b = [self.sgpr_if_literal(b[0]), self.sgpr_if_literal(b[1])];
        let t = self.v(Opcode::VMulHiU32, &[a[0], b[0]]);
        let t64 = self.combine(RegFile::Vgpr, &[t, imm(0)]);
        let t64 = self.op(t64);
        let (m, _) = self.v_flag(Opcode::VMadU64U32, &[a[1], b[0], t64]);
        let (n, carry) = self.v_flag(Opcode::VMadU64U32, &[a[0], b[1], m]);
        let n = self.reg(n);
        let c01 = self.cnd(carry, imm(0), imm(1));
        let x = self.combine(RegFile::Vgpr, &[self.part(n, 1), c01]);
        let x = self.op(x);
        self.mad64(a[1], b[1], x)
    }

    /// A literal operand moved to a fresh SGPR (other operands as they
    /// are).
    fn sgpr_if_literal(&mut self, o: Op) -> Op {
        match o {
            MOperand::Literal(k) => {
                let r = self.s_const(k);
                self.op(r)
            }
            other => other,
        }
    }

    /// Unsigned 64-bit quotient and remainder (see the module doc).
    fn udivrem64(&mut self, x: [Op; 2], y: [Op; 2], want_q: bool) -> ([Op; 2], [Op; 2]) {
        // The f32 estimate of 2^64/y, split into 32-bit halves.
        let fl = self.v(Opcode::VCvtF32U32, &[y[0]]);
        let fh = self.v(Opcode::VCvtF32U32, &[y[1]]);
        let fy = self.v(Opcode::VFmaF32, &[fh, const32(F32_2P32), fl]);
        let rc = self.v(Opcode::VRcpIflagF32, &[fy]);
        let s = self.v(Opcode::VMulF32, &[const32(F32_RCP_U64_SCALE), rc]);
        let sh = self.v(Opcode::VMulF32, &[const32(F32_2PM32), s]);
        let sh = self.v(Opcode::VTruncF32, &[sh]);
        let sl = self.v(Opcode::VFmaF32, &[sh, const32(F32_M2P32), s]);
        let mut z = [
            self.v(Opcode::VCvtU32F32, &[sl]),
            self.v(Opcode::VCvtU32F32, &[sh]),
        ];
        // Two Newton steps: z += umulhi(z, -y·z).
        let ny = self.sub64([imm(0), imm(0)], y);
        for _ in 0..2 {
            let e = self.mullo64(ny, z);
            let h = self.mulhi64(z, e);
            z = self.add64(z, h);
        }
        let mut q = self.mulhi64(x, z);
        let p = self.mullo64(q, y);
        let mut rem = self.sub64(x, p);
        let yv = self.combine(RegFile::Vgpr, &y);
        let yv = self.op(yv);
        for step in 0..2 {
            let rv = self.combine(RegFile::Vgpr, &rem);
            let rv = self.op(rv);
            let ge = self.vcmp(Opcode::VCmpGeU64, rv, yv);
            if want_q {
                let q1 = self.add64(q, [imm(1), imm(0)]);
                q = [self.cnd(ge, q[0], q1[0]), self.cnd(ge, q[1], q1[1])];
            }
            if !(want_q && step == 1) {
                let r1 = self.sub64(rem, y);
                rem = [self.cnd(ge, rem[0], r1[0]), self.cnd(ge, rem[1], r1[1])];
            }
        }
        (q, rem)
    }

    // ---- f32 ----

    /// `v_div_scale_f32 s0, den, num`: (scaled value, VCC flag).
    fn div_scale(&mut self, op: Opcode, s0: Op, den: Op, num: Op) -> (Op, Op) {
        self.v_flag(op, &[s0, den, num])
    }

    /// Correctly rounded n/d (see the module doc).
    fn fdiv32(&mut self, n: Op, d: Op) -> Op {
        let (n, d) = (self.in_vgpr(n, 1), self.in_vgpr(d, 1));
        let (ds, _) = self.div_scale(Opcode::VDivScaleF32, d, d, n);
        let (ns, flag) = self.div_scale(Opcode::VDivScaleF32, n, d, n);
        let one = const32(F32_ONE);
        let r = self.v(Opcode::VRcpF32, &[ds]);
        let e = self.fnma(Opcode::VFmaF32, ds, r, one);
        let r = self.v(Opcode::VFmaF32, &[e, r, r]);
        let q = self.v(Opcode::VMulF32, &[ns, r]);
        let t = self.fnma(Opcode::VFmaF32, ds, q, ns);
        let q = self.v(Opcode::VFmaF32, &[t, r, q]);
        let t = self.fnma(Opcode::VFmaF32, ds, q, ns);
        let vcc = MOperand::Phys(self.vcc_reg());
        self.mins(Opcode::SMovB64, &[vcc, flag]);
        let q = self.v(Opcode::VDivFmasF32, &[t, r, q]);
        self.v(Opcode::VDivFixupF32, &[q, d, n])
    }

    /// n · rcp(d): within 2.5 ulp for normal operands (the fast-math form).
    fn fdiv32_fast(&mut self, n: Op, d: Op) -> Op {
        let r = self.v(Opcode::VRcpF32, &[d]);
        if n == const32(F32_ONE) {
            return r;
        }
        self.v(Opcode::VMulF32, &[n, r])
    }

    /// Correctly rounded square root (see the module doc).
    fn sqrt32(&mut self, x: Op) -> Op {
        let need = self.vcmp(Opcode::VCmpGtF32, const32(F32_2PM96), x);
        let k = self.cnd(need, const32(F32_ONE), const32(F32_2P32));
        let sx = self.v(Opcode::VMulF32, &[x, k]);
        let s = self.v(Opcode::VSqrtF32, &[sx]);
        let down = self.v(Opcode::VAddU32, &[imm(-1), s]);
        let up = self.v(Opcode::VAddU32, &[imm(1), s]);
        let rd = self.fnma(Opcode::VFmaF32, down, s, sx);
        let ru = self.fnma(Opcode::VFmaF32, up, s, sx);
        // rd <= 0: the root is below the midpoint of down and s.
        let m = self.vcmp(Opcode::VCmpGeF32, imm(0), rd);
        let s = self.cnd(m, s, down);
        // ru > 0: the root is above the midpoint of s and up.
        let m = self.vcmp(Opcode::VCmpLtF32, imm(0), ru);
        let s = self.cnd(m, s, up);
        let k = self.cnd(need, const32(F32_ONE), const32(F32_2PM16));
        let s = self.v(Opcode::VMulF32, &[s, k]);
        let special = self.vcmp(Opcode::VCmpClassF32, sx, const32(CLASS_ZERO_PINF));
        self.cnd(special, s, sx)
    }

    /// 1/x within 1 ulp, denormals included: rcp of the frexp mantissa,
    /// then the exponent by ldexp.
    fn rcp32(&mut self, x: Op) -> Op {
        let m = self.v(Opcode::VFrexpMantF32, &[x]);
        let e = self.v(Opcode::VFrexpExpI32F32, &[x]);
        let r = self.v(Opcode::VRcpF32, &[m]);
        let ne = self.v(Opcode::VSubU32, &[imm(0), e]);
        self.v(Opcode::VLdexpF32, &[r, ne])
    }

    /// 1/sqrt(x) within 1 ulp: denormal inputs scaled by 2^24 (the result
    /// then by 2^12).
    fn rsqrt32(&mut self, x: Op) -> Op {
        let need = self.vcmp(Opcode::VCmpGtF32, const32(F32_MIN_NORMAL), x);
        let k = self.cnd(need, const32(F32_ONE), const32(F32_2P24));
        let sx = self.v(Opcode::VMulF32, &[x, k]);
        let r = self.v(Opcode::VRsqF32, &[sx]);
        let k = self.cnd(need, const32(F32_ONE), const32(F32_2P12));
        self.v(Opcode::VMulF32, &[r, k])
    }

    /// 2^x: below -126 the result would be denormal, which `v_exp_f32`
    /// flushes, so compute 2^(x+64)·2^-64 there.
    fn exp2_32(&mut self, x: Op) -> Op {
        let need = self.vcmp(Opcode::VCmpGtF32, const32(F32_M126), x);
        let add = self.cnd(need, imm(0), const32(64f32.to_bits()));
        let sx = self.v(Opcode::VAddF32, &[x, add]);
        let e = self.v(Opcode::VExpF32, &[sx]);
        let k = self.cnd(need, const32(F32_ONE), const32(F32_2PM64));
        self.v(Opcode::VMulF32, &[e, k])
    }

    /// log2(x): denormal inputs (which `v_log_f32` flushes) are scaled by
    /// 2^32 and 32 subtracted.
    fn log2_32(&mut self, x: Op) -> Op {
        let need = self.vcmp(Opcode::VCmpGtF32, const32(F32_MIN_NORMAL), x);
        let k = self.cnd(need, const32(F32_ONE), const32(F32_2P32));
        let sx = self.v(Opcode::VMulF32, &[x, k]);
        let l = self.v(Opcode::VLogF32, &[sx]);
        let sub = self.cnd(need, imm(0), const32(32f32.to_bits()));
        self.v(Opcode::VSubF32, &[l, sub])
    }

    /// sin or cos: the argument in revolutions with its low bits kept
    /// (see the module doc).
    fn trig32(&mut self, op: Opcode, x: Op) -> Op {
        let x = self.in_vgpr(x, 1);
        let hi = const32(F32_INV_2PI_HI);
        let t = self.v(Opcode::VMulF32, &[hi, x]);
        let err = self.vm(Opcode::VFmaF32, &[x, hi, t], neg(2));
        let lo = self.v(Opcode::VFmaF32, &[x, const32(F32_INV_2PI_LO), err]);
        let f = self.v(Opcode::VFractF32, &[t]);
        let rev = self.v(Opcode::VAddF32, &[f, lo]);
        self.v(op, &[rev])
    }

    // ---- f64 ----

    /// Correctly rounded n/d.
    pub(super) fn fdiv64(&mut self, n: Op, d: Op) -> Op {
        let (n, d) = (self.in_vgpr(n, 2), self.in_vgpr(d, 2));
        let one = self.f64_const(1.0);
        let (ds, _) = self.div_scale(Opcode::VDivScaleF64, d, d, n);
        let r = self.v(Opcode::VRcpF64, &[ds]);
        let e = self.fnma(Opcode::VFmaF64, ds, r, one);
        let r = self.v(Opcode::VFmaF64, &[r, e, r]);
        let e = self.fnma(Opcode::VFmaF64, ds, r, one);
        let r = self.v(Opcode::VFmaF64, &[r, e, r]);
        let (ns, flag) = self.div_scale(Opcode::VDivScaleF64, n, d, n);
        let q = self.v(Opcode::VMulF64, &[ns, r]);
        let t = self.fnma(Opcode::VFmaF64, ds, q, ns);
        let vcc = MOperand::Phys(self.vcc_reg());
        self.mins(Opcode::SMovB64, &[vcc, flag]);
        let q = self.v(Opcode::VDivFmasF64, &[t, r, q]);
        self.v(Opcode::VDivFixupF64, &[q, d, n])
    }

    /// Correctly rounded f64 square root (see the module doc).
    fn sqrt64(&mut self, x: Op) -> Op {
        let x = self.in_vgpr(x, 2);
        let lim = self.f64_const(f64::from_bits(F64_SQRT_SCALE_BELOW));
        let need = self.vcmp(Opcode::VCmpLtF64, x, lim);
        let up = self.cnd(need, imm(0), const32(256));
        let sx = self.v(Opcode::VLdexpF64, &[x, up]);
        let y = self.v(Opcode::VRsqF64, &[sx]);
        let half = MOperand::from(Operand::Inline(240));
        let g = self.v(Opcode::VMulF64, &[sx, y]);
        let h = self.v(Opcode::VMulF64, &[half, y]);
        let r = self.fnma(Opcode::VFmaF64, h, g, half);
        let g = self.v(Opcode::VFmaF64, &[g, r, g]);
        let h = self.v(Opcode::VFmaF64, &[h, r, h]);
        let d = self.fnma(Opcode::VFmaF64, g, g, sx);
        let g = self.v(Opcode::VFmaF64, &[d, h, g]);
        let d = self.fnma(Opcode::VFmaF64, g, g, sx);
        let g = self.v(Opcode::VFmaF64, &[d, h, g]);
        let down = self.cnd(need, imm(0), const32(-128i32 as u32));
        let g = self.v(Opcode::VLdexpF64, &[g, down]);
        let special = self.vcmp(Opcode::VCmpClassF64, sx, const32(CLASS_ZERO_PINF));
        let (g, sx) = (self.pair(g), self.pair(sx));
        let lo = self.cnd(special, g[0], sx[0]);
        let hi = self.cnd(special, g[1], sx[1]);
        let out = self.combine(RegFile::Vgpr, &[lo, hi]);
        self.op(out)
    }
}

/// Modifiers negating source `i`.
pub(super) fn neg(i: u8) -> Modifiers {
    Modifiers {
        neg: 1 << i,
        ..Modifiers::default()
    }
}
