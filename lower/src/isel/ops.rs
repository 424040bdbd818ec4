//! Selection of arithmetic, comparisons, conversions and dispatch geometry.
//!
//! Each IR operation has a scalar form (SALU, for uniform results) and a
//! vector form (VALU, for divergent ones); the tables below give both per
//! operation so the selection code is written once per *shape* (binary
//! 32-bit, binary 64-bit, compare, ...), not per opcode. 64-bit integer
//! arithmetic is split into 32-bit halves with carries, the way the
//! hardware does it (`s_add_u32`/`s_addc_u32`, `v_add_co_u32`/
//! `v_addc_co_u32`, `v_mad_u64_u32` for the low product).

use super::{const32, imm, Sel, Val};
use crate::LowerError;
use agc_ir::instructions::{Dim, FloatCC, IntCC, Payload};
use agc_ir::{Inst, Opcode as IrOp, Type, Value};
use agc_isa::insts::Opcode;
use agc_isa::minst::Modifiers;
use agc_isa::mir::{MOperand, VReg};
use agc_isa::regs::RegFile;

/// A 32-bit binary operation: scalar row, vector row, whether the vector
/// row may swap its sources, and the reversed vector row when it may not
/// (shifts and subtraction take their operands the other way round).
struct Bin32 {
    ir: IrOp,
    s: Opcode,
    v: Opcode,
    commutable: bool,
    v_rev: Option<Opcode>,
}

const BIN32: &[Bin32] = &[
    Bin32 {
        ir: IrOp::Iadd,
        s: Opcode::SAddU32,
        v: Opcode::VAddU32,
        commutable: true,
        v_rev: None,
    },
    Bin32 {
        ir: IrOp::Isub,
        s: Opcode::SSubU32,
        v: Opcode::VSubU32,
        commutable: false,
        v_rev: Some(Opcode::VSubrevU32),
    },
    Bin32 {
        ir: IrOp::Imul,
        s: Opcode::SMulI32,
        v: Opcode::VMulLoU32,
        commutable: true,
        v_rev: None,
    },
    Bin32 {
        ir: IrOp::And,
        s: Opcode::SAndB32,
        v: Opcode::VAndB32,
        commutable: true,
        v_rev: None,
    },
    Bin32 {
        ir: IrOp::Or,
        s: Opcode::SOrB32,
        v: Opcode::VOrB32,
        commutable: true,
        v_rev: None,
    },
    Bin32 {
        ir: IrOp::Xor,
        s: Opcode::SXorB32,
        v: Opcode::VXorB32,
        commutable: true,
        v_rev: None,
    },
    Bin32 {
        ir: IrOp::Smin,
        s: Opcode::SMinI32,
        v: Opcode::VMinI32,
        commutable: true,
        v_rev: None,
    },
    Bin32 {
        ir: IrOp::Smax,
        s: Opcode::SMaxI32,
        v: Opcode::VMaxI32,
        commutable: true,
        v_rev: None,
    },
    Bin32 {
        ir: IrOp::Umin,
        s: Opcode::SMinU32,
        v: Opcode::VMinU32,
        commutable: true,
        v_rev: None,
    },
    Bin32 {
        ir: IrOp::Umax,
        s: Opcode::SMaxU32,
        v: Opcode::VMaxU32,
        commutable: true,
        v_rev: None,
    },
    Bin32 {
        ir: IrOp::Umulhi,
        s: Opcode::SMulHiU32,
        v: Opcode::VMulHiU32,
        commutable: true,
        v_rev: None,
    },
    Bin32 {
        ir: IrOp::Smulhi,
        s: Opcode::SMulHiI32,
        v: Opcode::VMulHiI32,
        commutable: true,
        v_rev: None,
    },
    // Shifts: the VALU forms are "rev" (shift amount first).
    Bin32 {
        ir: IrOp::Shl,
        s: Opcode::SLshlB32,
        v: Opcode::VLshlrevB32,
        commutable: false,
        v_rev: Some(Opcode::VLshlrevB32),
    },
    Bin32 {
        ir: IrOp::Lshr,
        s: Opcode::SLshrB32,
        v: Opcode::VLshrrevB32,
        commutable: false,
        v_rev: Some(Opcode::VLshrrevB32),
    },
    Bin32 {
        ir: IrOp::Ashr,
        s: Opcode::SAshrI32,
        v: Opcode::VAshrrevI32,
        commutable: false,
        v_rev: Some(Opcode::VAshrrevI32),
    },
];

/// f32 binary operations (VALU only; a uniform f32 op runs on the VALU and
/// is read back with `v_readfirstlane`, as GFX9 has no scalar float ALU).
const FBIN32: &[(IrOp, Opcode, bool)] = &[
    (IrOp::Fadd, Opcode::VAddF32, true),
    (IrOp::Fsub, Opcode::VSubF32, false),
    (IrOp::Fmul, Opcode::VMulF32, true),
    (IrOp::Fmin, Opcode::VMinF32, true),
    (IrOp::Fmax, Opcode::VMaxF32, true),
];
/// f16 binary operations: the 16-bit VOP2 rows, which read the low half
/// of each source and (on GFX9) zero the high half of the result, so an
/// f16 value stays zero-extended in its 32-bit register like an i16.
const FBIN16: &[(IrOp, Opcode, bool)] = &[
    (IrOp::Fadd, Opcode::VAddF16, true),
    (IrOp::Fsub, Opcode::VSubF16, false),
    (IrOp::Fmul, Opcode::VMulF16, true),
    (IrOp::Fmin, Opcode::VMinF16, true),
    (IrOp::Fmax, Opcode::VMaxF16, true),
];
const FBIN64: &[(IrOp, Opcode)] = &[
    (IrOp::Fadd, Opcode::VAddF64),
    (IrOp::Fmul, Opcode::VMulF64),
    (IrOp::Fmin, Opcode::VMinF64),
    (IrOp::Fmax, Opcode::VMaxF64),
];
/// f32 unary operations.
/// (Division, square root and the approximate operations are expanded in
/// `arith.rs`.)
const FUN32: &[(IrOp, Opcode)] = &[
    (IrOp::Floor, Opcode::VFloorF32),
    (IrOp::Ceil, Opcode::VCeilF32),
    (IrOp::Ftrunc, Opcode::VTruncF32),
    (IrOp::Nearest, Opcode::VRndneF32),
];
const FUN64: &[(IrOp, Opcode)] = &[
    (IrOp::Floor, Opcode::VFloorF64),
    (IrOp::Ceil, Opcode::VCeilF64),
    (IrOp::Ftrunc, Opcode::VTruncF64),
    (IrOp::Nearest, Opcode::VRndneF64),
];

/// Integer compares: (cc, scalar 32-bit, vector 32-bit, vector 64-bit).
pub(super) const ICMP: &[(IntCC, Opcode, Opcode, Opcode)] = &[
    (
        IntCC::Eq,
        Opcode::SCmpEqU32,
        Opcode::VCmpEqU32,
        Opcode::VCmpEqU64,
    ),
    (
        IntCC::Ne,
        Opcode::SCmpLgU32,
        Opcode::VCmpNeU32,
        Opcode::VCmpNeU64,
    ),
    (
        IntCC::Slt,
        Opcode::SCmpLtI32,
        Opcode::VCmpLtI32,
        Opcode::VCmpLtI64,
    ),
    (
        IntCC::Sle,
        Opcode::SCmpLeI32,
        Opcode::VCmpLeI32,
        Opcode::VCmpLeI64,
    ),
    (
        IntCC::Sgt,
        Opcode::SCmpGtI32,
        Opcode::VCmpGtI32,
        Opcode::VCmpGtI64,
    ),
    (
        IntCC::Sge,
        Opcode::SCmpGeI32,
        Opcode::VCmpGeI32,
        Opcode::VCmpGeI64,
    ),
    (
        IntCC::Ult,
        Opcode::SCmpLtU32,
        Opcode::VCmpLtU32,
        Opcode::VCmpLtU64,
    ),
    (
        IntCC::Ule,
        Opcode::SCmpLeU32,
        Opcode::VCmpLeU32,
        Opcode::VCmpLeU64,
    ),
    (
        IntCC::Ugt,
        Opcode::SCmpGtU32,
        Opcode::VCmpGtU32,
        Opcode::VCmpGtU64,
    ),
    (
        IntCC::Uge,
        Opcode::SCmpGeU32,
        Opcode::VCmpGeU32,
        Opcode::VCmpGeU64,
    ),
];

/// Float compares: (cc, f32 row, f64 row, f16 row). The `n*` rows are the
/// unordered forms (true when either input is NaN).
pub(super) const FCMP: &[(FloatCC, Opcode, Opcode, Opcode)] = &[
    (
        FloatCC::Oeq,
        Opcode::VCmpEqF32,
        Opcode::VCmpEqF64,
        Opcode::VCmpEqF16,
    ),
    (
        FloatCC::One,
        Opcode::VCmpLgF32,
        Opcode::VCmpLgF64,
        Opcode::VCmpLgF16,
    ),
    (
        FloatCC::Olt,
        Opcode::VCmpLtF32,
        Opcode::VCmpLtF64,
        Opcode::VCmpLtF16,
    ),
    (
        FloatCC::Ole,
        Opcode::VCmpLeF32,
        Opcode::VCmpLeF64,
        Opcode::VCmpLeF16,
    ),
    (
        FloatCC::Ogt,
        Opcode::VCmpGtF32,
        Opcode::VCmpGtF64,
        Opcode::VCmpGtF16,
    ),
    (
        FloatCC::Oge,
        Opcode::VCmpGeF32,
        Opcode::VCmpGeF64,
        Opcode::VCmpGeF16,
    ),
    (
        FloatCC::Ord,
        Opcode::VCmpOF32,
        Opcode::VCmpOF64,
        Opcode::VCmpOF16,
    ),
    (
        FloatCC::Uno,
        Opcode::VCmpUF32,
        Opcode::VCmpUF64,
        Opcode::VCmpUF16,
    ),
    (
        FloatCC::Une,
        Opcode::VCmpNeqF32,
        Opcode::VCmpNeqF64,
        Opcode::VCmpNeqF16,
    ),
    (
        FloatCC::Ueq,
        Opcode::VCmpNlgF32,
        Opcode::VCmpNlgF64,
        Opcode::VCmpNlgF16,
    ),
    (
        FloatCC::Ult,
        Opcode::VCmpNgeF32,
        Opcode::VCmpNgeF64,
        Opcode::VCmpNgeF16,
    ),
    (
        FloatCC::Ule,
        Opcode::VCmpNgtF32,
        Opcode::VCmpNgtF64,
        Opcode::VCmpNgtF16,
    ),
    (
        FloatCC::Ugt,
        Opcode::VCmpNleF32,
        Opcode::VCmpNleF64,
        Opcode::VCmpNleF16,
    ),
    (
        FloatCC::Uge,
        Opcode::VCmpNltF32,
        Opcode::VCmpNltF64,
        Opcode::VCmpNltF16,
    ),
];

impl Sel<'_> {
    pub(super) fn select_inst(&mut self, inst: Inst) -> Result<(), LowerError> {
        let func = self.func;
        let data = &func.insts[inst];
        self.loc = self.loc_of(inst);
        let results = func.inst_results(inst);
        let res = results.first().copied();
        let args = func.inst_args(inst);
        let ty = data.ty;
        let unsupported = |sel: &Sel, what: &str| {
            Err(sel.error(
                inst,
                format!("{what} is not supported by the GFX9 instruction selector yet"),
            ))
        };
        match data.opcode {
            IrOp::Iconst | IrOp::Fconst => {
                let bits = match data.payload {
                    Payload::Imm(b) | Payload::FloatBits(b) => b,
                    _ => 0,
                };
                self.set(res.unwrap(), Val::Const(bits));
            }
            IrOp::Iadd
            | IrOp::Isub
            | IrOp::Imul
            | IrOp::And
            | IrOp::Or
            | IrOp::Xor
            | IrOp::Smin
            | IrOp::Smax
            | IrOp::Umin
            | IrOp::Umax
            | IrOp::Umulhi
            | IrOp::Smulhi
            | IrOp::Shl
            | IrOp::Lshr
            | IrOp::Ashr => {
                let r = res.unwrap();
                if ty == Type::I1 {
                    return self.bool_op(inst, data.opcode);
                }
                let bits = ty.bits();
                if bits == 64 {
                    return self.int64_op(inst, data.opcode);
                }
                if bits < 32
                    && !matches!(
                        data.opcode,
                        IrOp::Iadd | IrOp::Isub | IrOp::Imul | IrOp::And | IrOp::Or | IrOp::Xor
                    )
                {
                    return self.narrow_int_op(inst, data.opcode);
                }
                if bits == 32 {
                    if let Some(out) = self.fused3(inst) {
                        self.set(r, Val::Reg(out));
                        return Ok(());
                    }
                }
                if let Some(out) = self.mul_by_power_of_two(inst) {
                    self.set(r, Val::Reg(out));
                    return Ok(());
                }
                let row = BIN32.iter().find(|b| b.ir == data.opcode).unwrap();
                let div = self.div(r);
                let (a, b) = (args[0], args[1]);
                let out = if !div {
                    let d = self.sreg(1);
                    let (dop, ao, bo) = (self.op(d), self.src(a, 0), self.src(b, 0));
                    self.ins(row.s, &[dop, ao, bo]);
                    d
                } else {
                    let d = self.vgpr_reg(1);
                    let dop = self.op(d);
                    let (ao, bo) = (self.src(a, 0), self.src(b, 0));
                    match row.v_rev {
                        // "rev" rows take (b, a): shifts always, subtraction
                        // when the VGPR is on the left.
                        Some(rev) if matches!(data.opcode, IrOp::Shl | IrOp::Lshr | IrOp::Ashr) => {
                            self.valu(rev, &[dop, bo, ao], false)
                        }
                        Some(rev) if self.is_vgpr_val(a) && !self.is_vgpr_val(b) => {
                            self.valu(rev, &[dop, bo, ao], false)
                        }
                        // Both factors below 2^24: the full-rate 24-bit
                        // multiply gives the same low 32 bits (llc does the
                        // same for work-item ids).
                        _ if data.opcode == IrOp::Imul
                            && self.below_2_24(a, 4)
                            && self.below_2_24(b, 4) =>
                        {
                            self.valu(Opcode::VMulU32U24, &[dop, ao, bo], true)
                        }
                        _ => self.valu(row.v, &[dop, ao, bo], row.commutable),
                    }
                    d
                };
                let out = self.truncate_small(out, bits, div);
                self.set(r, Val::Reg(out));
            }
            IrOp::Fadd | IrOp::Fsub | IrOp::Fmul | IrOp::Fmin | IrOp::Fmax
                if ty == Type::F32 || ty == Type::F16 =>
            {
                let (table, subrev) = if ty == Type::F16 {
                    (FBIN16, Opcode::VSubrevF16)
                } else {
                    (FBIN32, Opcode::VSubrevF32)
                };
                let (op, comm) = table
                    .iter()
                    .find(|x| x.0 == data.opcode)
                    .map(|x| (x.1, x.2))
                    .unwrap();
                let d = self.vgpr_reg(1);
                let (dop, ao, bo) = (self.op(d), self.src(args[0], 0), self.src(args[1], 0));
                if data.opcode == IrOp::Fsub
                    && self.is_vgpr_val(args[0])
                    && !self.is_vgpr_val(args[1])
                {
                    self.valu(subrev, &[dop, bo, ao], false);
                } else {
                    self.valu(op, &[dop, ao, bo], comm);
                }
                self.finish_float(res.unwrap(), d);
            }
            IrOp::Fadd | IrOp::Fsub | IrOp::Fmul | IrOp::Fmin | IrOp::Fmax if ty == Type::F64 => {
                let d = self.vgpr_reg(2);
                let (dop, ao, bo) = (self.op(d), self.src_wide(args[0]), self.src_wide(args[1]));
                if data.opcode == IrOp::Fsub {
                    let mods = Modifiers {
                        neg: 2,
                        ..Modifiers::default()
                    };
                    self.valu_mods(Opcode::VAddF64, &[dop, ao, bo], mods);
                } else {
                    let op = FBIN64.iter().find(|x| x.0 == data.opcode).unwrap().1;
                    self.valu(op, &[dop, ao, bo], true);
                }
                self.finish_float(res.unwrap(), d);
            }
            IrOp::Fma if ty == Type::F32 || ty == Type::F64 || ty == Type::F16 => {
                let (op, dw) = if ty == Type::F16 {
                    (Opcode::VFmaF16, 1)
                } else if ty == Type::F32 {
                    (Opcode::VFmaF32, 1)
                } else {
                    (Opcode::VFmaF64, 2)
                };
                let d = self.vgpr_reg(dw);
                let dop = self.op(d);
                let s: Vec<MOperand> = args
                    .iter()
                    .map(|&a| {
                        if dw == 1 {
                            self.src(a, 0)
                        } else {
                            self.src_wide(a)
                        }
                    })
                    .collect();
                self.valu(op, &[dop, s[0], s[1], s[2]], true);
                self.finish_float(res.unwrap(), d);
            }
            IrOp::Fneg | IrOp::Fabs if !ty.is_vector() => {
                // Sign-bit arithmetic on the high dword (bit 15 of the
                // zero-extended dword for f16 and bf16).
                let dw = Sel::dwords_of(ty);
                let sign = 1u32 << (ty.bits().min(32) - 1);
                let (s_op, v_op, k) = if data.opcode == IrOp::Fneg {
                    (Opcode::SXorB32, Opcode::VXorB32, sign)
                } else {
                    (Opcode::SAndB32, Opcode::VAndB32, sign - 1)
                };
                let div = self.div(res.unwrap());
                let hi = self.src(args[0], dw - 1);
                let file = if div { RegFile::Vgpr } else { RegFile::Sgpr };
                let h = self.vreg(file, 1);
                let ho = self.op(h);
                if div {
                    self.valu(v_op, &[ho, const32(k), hi], true);
                } else {
                    self.ins(s_op, &[ho, hi, const32(k)]);
                }
                let out = if dw == 1 {
                    h
                } else {
                    let lo = self.src(args[0], 0);
                    self.combine(file, &[lo, ho])
                };
                self.set(res.unwrap(), Val::Reg(out));
            }
            IrOp::Floor | IrOp::Ceil | IrOp::Ftrunc | IrOp::Nearest if ty == Type::F32 => {
                let op = FUN32.iter().find(|x| x.0 == data.opcode).unwrap().1;
                let d = self.vgpr_reg(1);
                let (dop, ao) = (self.op(d), self.src(args[0], 0));
                self.valu(op, &[dop, ao], false);
                self.finish_float(res.unwrap(), d);
            }
            IrOp::Floor | IrOp::Ceil | IrOp::Ftrunc | IrOp::Nearest if ty == Type::F64 => {
                let op = FUN64.iter().find(|x| x.0 == data.opcode).unwrap().1;
                let d = self.vgpr_reg(2);
                let (dop, ao) = (self.op(d), self.src_wide(args[0]));
                self.valu(op, &[dop, ao], false);
                self.finish_float(res.unwrap(), d);
            }
            IrOp::Icmp => {
                let cc = match data.payload {
                    Payload::IntCC(cc) => cc,
                    _ => IntCC::Eq,
                };
                let r = res.unwrap();
                let opty = func.value_type(args[0]);
                if self.fold_compare(inst, r) {
                    return Ok(());
                }
                if !self.div(r) && opty.bits() <= 32 {
                    // Uniform: fold into a single user in this block, else
                    // materialize 0/1.
                    if self.uses[r] == 1 && self.single_local_scc_user(inst, r) {
                        self.set(r, Val::FoldedCmp);
                    } else {
                        self.emit_scalar_compare_inst(inst);
                        let d = self.sreg(1);
                        let dop = self.op(d);
                        self.ins(Opcode::SCselectB32, &[dop, imm(1), imm(0)]);
                        self.set(r, Val::Reg(d));
                    }
                } else {
                    let row = ICMP.iter().find(|x| x.0 == cc).unwrap();
                    let m = self.new_mask();
                    let mo = self.op(m);
                    if opty.bits() == 64 {
                        let (ao, bo) = (self.src_wide(args[0]), self.src_wide(args[1]));
                        self.valu(row.3, &[mo, ao, bo], false);
                    } else {
                        let (ao, bo) = (self.src(args[0], 0), self.src(args[1], 0));
                        self.valu(row.2, &[mo, ao, bo], false);
                    }
                    if !self.div(r) {
                        // A uniform 64-bit compare: any active lane's answer.
                        let d = self.sreg(1);
                        let (dop, mo2) = (self.op(d), self.op(m));
                        self.mins(Opcode::SCmpLgU64, &[mo2, imm(0)]);
                        self.ins(Opcode::SCselectB32, &[dop, imm(1), imm(0)]);
                        self.set(r, Val::Reg(d));
                    } else {
                        self.set(r, Val::Reg(m));
                    }
                }
            }
            IrOp::Fcmp => {
                let cc = match data.payload {
                    Payload::FloatCC(cc) => cc,
                    _ => FloatCC::Oeq,
                };
                let r = res.unwrap();
                let opty = func.value_type(args[0]);
                if self.div(r) && self.fold_compare(inst, r) {
                    return Ok(());
                }
                let row = FCMP.iter().find(|x| x.0 == cc).unwrap();
                let m = self.new_mask();
                let mo = self.op(m);
                if opty == Type::F64 {
                    let (ao, bo) = (self.src_wide(args[0]), self.src_wide(args[1]));
                    self.valu(row.2, &[mo, ao, bo], false);
                } else if opty == Type::F32 || opty == Type::F16 {
                    let op = if opty == Type::F16 { row.3 } else { row.1 };
                    let (ao, bo) = (self.src(args[0], 0), self.src(args[1], 0));
                    self.valu(op, &[mo, ao, bo], false);
                } else {
                    return unsupported(self, &format!("`fcmp` on {opty}"));
                }
                if self.div(r) {
                    self.set(r, Val::Reg(m));
                } else {
                    let d = self.sreg(1);
                    let (dop, mo2) = (self.op(d), self.op(m));
                    self.mins(Opcode::SCmpLgU64, &[mo2, imm(0)]);
                    self.ins(Opcode::SCselectB32, &[dop, imm(1), imm(0)]);
                    self.set(r, Val::Reg(d));
                }
            }
            IrOp::Select => {
                if self.select_folded(inst)? {
                    return Ok(());
                }
                return self.select_op(inst);
            }
            IrOp::Sext
            | IrOp::Zext
            | IrOp::Trunc
            | IrOp::Bitcast
            | IrOp::Ptrtoint
            | IrOp::Inttoptr => return self.convert_int(inst),
            IrOp::Sitofp
            | IrOp::Uitofp
            | IrOp::Fptosi
            | IrOp::Fptoui
            | IrOp::Fpext
            | IrOp::Fptrunc => return self.convert_float(inst),
            IrOp::Extractlane | IrOp::Insertlane | IrOp::Splat => return self.select_lanes(inst),
            IrOp::Ptradd => return self.ptradd(inst),
            // On i1 (docs/ir.md semantics, the width being 1): popcnt and
            // bitrev are the bit itself, clz and ctz its complement; a
            // division is defined only by true (udiv: 1; sdiv: -1 of 0),
            // so the quotient is the dividend and the remainder false.
            IrOp::Popcnt | IrOp::Bitrev | IrOp::Udiv | IrOp::Sdiv if ty == Type::I1 => {
                let v = self.get(args[0]);
                self.set(res.unwrap(), v);
            }
            IrOp::Clz | IrOp::Ctz if ty == Type::I1 => return self.bool_op(inst, IrOp::Not),
            IrOp::Urem | IrOp::Srem if ty == Type::I1 => self.set(res.unwrap(), Val::Const(0)),
            IrOp::Popcnt | IrOp::Clz | IrOp::Ctz | IrOp::Bitrev => return self.bit_count(inst),
            IrOp::Copysign => return self.copysign(inst),
            IrOp::Readlane | IrOp::Ballot | IrOp::Shuffle | IrOp::WaveReduce => {
                return self.select_wave(inst)
            }
            IrOp::Mfma => return self.select_matrix(inst),
            IrOp::Wmma => return self.select_wmma(inst),
            IrOp::Ineg | IrOp::Not if ty.bits() == 32 => {
                let r = res.unwrap();
                let div = self.div(r);
                let a = self.src(args[0], 0);
                let file = if div { RegFile::Vgpr } else { RegFile::Sgpr };
                let d = self.vreg(file, 1);
                let dop = self.op(d);
                match (data.opcode, div) {
                    (IrOp::Ineg, false) => self.ins(Opcode::SSubU32, &[dop, imm(0), a]),
                    (IrOp::Ineg, true) => self.valu(Opcode::VSubU32, &[dop, imm(0), a], false),
                    (_, false) => self.ins(Opcode::SNotB32, &[dop, a]),
                    (_, true) => self.valu(Opcode::VNotB32, &[dop, a], false),
                }
                self.set(r, Val::Reg(d));
            }
            IrOp::Not if ty == Type::I1 => return self.bool_op(inst, IrOp::Not),
            IrOp::Ineg | IrOp::Not if ty.bits() < 32 => {
                return self.narrow_int_op(inst, data.opcode)
            }
            IrOp::Iabs => return self.narrow_int_op(inst, data.opcode),
            IrOp::Ldexp if ty == Type::F32 || ty == Type::F64 => {
                let (op, dw) = if ty == Type::F64 {
                    (Opcode::VLdexpF64, 2)
                } else {
                    (Opcode::VLdexpF32, 1)
                };
                let d = self.vgpr_reg(dw);
                let (dop, xo, no) = (self.op(d), self.src_wide(args[0]), self.src(args[1], 0));
                self.valu(op, &[dop, xo, no], false);
                self.finish_float(res.unwrap(), d);
            }
            IrOp::Ineg | IrOp::Not if ty.bits() == 64 => {
                let r = res.unwrap();
                let div = self.div(r);
                let (a0, a1) = (self.src(args[0], 0), self.src(args[0], 1));
                let z = imm(0);
                let out = match (data.opcode, div) {
                    (IrOp::Ineg, true) => {
                        self.vadd64_ops(Opcode::VSubCoU32, Opcode::VSubbCoU32, [z, z], [a0, a1])
                    }
                    (IrOp::Ineg, false) => {
                        let (lo, hi) = (self.sreg(1), self.sreg(1));
                        let (loo, hio) = (self.op(lo), self.op(hi));
                        self.ins(Opcode::SSubU32, &[loo, z, a0]);
                        self.ins(Opcode::SSubbU32, &[hio, z, a1]);
                        self.combine(RegFile::Sgpr, &[loo, hio])
                    }
                    (_, false) => {
                        let d = self.sreg(2);
                        let (dop, ao) = (self.op(d), self.src_wide(args[0]));
                        self.ins(Opcode::SNotB64, &[dop, ao]);
                        d
                    }
                    (_, true) => {
                        let mut parts = [MOperand::Off; 2];
                        for (i, a) in [a0, a1].into_iter().enumerate() {
                            let d = self.vgpr_reg(1);
                            let dop = self.op(d);
                            self.valu(Opcode::VNotB32, &[dop, a], false);
                            parts[i] = dop;
                        }
                        self.combine(RegFile::Vgpr, &parts)
                    }
                };
                self.set(r, Val::Reg(out));
            }
            IrOp::WorkitemId => {
                let dim = dim_of(&data.payload);
                let r = res.unwrap();
                let d = if self.inputs.packed_workitem_ids {
                    // The packed register holds x in bits 9:0, y in 19:10
                    // and z in 29:20; a field the descriptor does not
                    // enable, and bits 31:30, are zero (seed 002, "packed
                    // work-item IDs"). So the highest enabled field needs
                    // no mask, and x alone is v0 itself (in a kernel).
                    let v0 = self.tid_regs[0].unwrap();
                    let d = self.vgpr_reg(1);
                    let (dop, v0o) = (self.op(d), self.op(v0));
                    // Only a kernel knows which fields its descriptor
                    // enables; a function's v31 carries every id the
                    // kernel packs for any of its callees.
                    let kernel = func.is_kernel();
                    let reqd = func.attrs.reqd_workgroup_size.filter(|_| kernel);
                    let top = kernel && dim as u8 >= self.inputs.workitem_id_dims;
                    if dim == 0 && (top || reqd.is_some_and(|s| s[1] == 1 && s[2] == 1)) {
                        // v0 itself, also in a kernel that calls (the
                        // allocator moves it out of v0 when an argument
                        // goes there; tests/exec/workitem_calls.agc).
                        v0
                    } else if top {
                        let sh = imm(10 * dim as i32);
                        self.valu(Opcode::VLshrrevB32, &[dop, sh, v0o], false);
                        d
                    } else {
                        self.valu(
                            Opcode::VBfeU32,
                            &[dop, v0o, const32(10 * dim as u32), imm(10)],
                            false,
                        );
                        d
                    }
                } else {
                    self.tid_regs[dim].unwrap()
                };
                self.set(r, Val::Reg(d));
            }
            IrOp::WorkgroupId => {
                let dim = dim_of(&data.payload);
                let r = self.workgroup_id[dim].unwrap();
                self.set(res.unwrap(), Val::Reg(r));
            }
            IrOp::WorkgroupSize => {
                let dim = dim_of(&data.payload);
                if let Some(reqd) = func.attrs.reqd_workgroup_size {
                    self.set(res.unwrap(), Val::Const(reqd[dim] as u64));
                } else {
                    let d = self.hidden_u16(crate::abi::HIDDEN_GROUP_SIZE + 2 * dim as u32);
                    self.set(res.unwrap(), Val::Reg(d));
                }
            }
            IrOp::GridSize => {
                // block_count * group_size + remainder.
                let dim = dim_of(&data.payload);
                let count = self.hidden_u32(crate::abi::HIDDEN_BLOCK_COUNT + 4 * dim as u32);
                let size = self.hidden_u16(crate::abi::HIDDEN_GROUP_SIZE + 2 * dim as u32);
                let rem = self.hidden_u16(crate::abi::HIDDEN_REMAINDER + 2 * dim as u32);
                let p = self.sreg(1);
                let d = self.sreg(1);
                let (po, co, so, ro, dop) =
                    (self.op(p), count, self.op(size), self.op(rem), self.op(d));
                self.ins(Opcode::SMulI32, &[po, co, so]);
                self.ins(Opcode::SAddU32, &[dop, po, ro]);
                self.set(res.unwrap(), Val::Reg(d));
            }
            IrOp::WaveSize => {
                let lanes = self.target.wave.lanes();
                self.set(res.unwrap(), Val::Const(u64::from(lanes)))
            }
            IrOp::LaneId => {
                let lo = self.vgpr_reg(1);
                let d = self.vgpr_reg(1);
                let (loo, dop) = (self.op(lo), self.op(d));
                self.valu(Opcode::VMbcntLoU32B32, &[loo, imm(-1), imm(0)], false);
                self.valu(Opcode::VMbcntHiU32B32, &[dop, imm(-1), loo], false);
                self.set(res.unwrap(), Val::Reg(d));
            }
            IrOp::Load
            | IrOp::Store
            | IrOp::AtomicRmw
            | IrOp::CmpXchg
            | IrOp::Fence
            | IrOp::Barrier
            | IrOp::LdsAddr => return self.select_mem(inst),
            IrOp::StackAddr | IrOp::Addrspacecast => return self.select_private(inst),
            IrOp::Readfirstlane => {
                let r = res.unwrap();
                let out = match self.get(args[0]) {
                    Val::Reg(v) if self.mf.vreg_data(v).file == RegFile::Vgpr => {
                        self.readfirstlane(v)
                    }
                    Val::Reg(v) => v,
                    other => {
                        self.set(r, other);
                        return Ok(());
                    }
                };
                self.set(r, Val::Reg(out));
            }
            IrOp::Sdiv
            | IrOp::Udiv
            | IrOp::Srem
            | IrOp::Urem
            | IrOp::Fdiv
            | IrOp::Sqrt
            | IrOp::Rsqrt
            | IrOp::Rcp
            | IrOp::Exp2
            | IrOp::Log2
            | IrOp::Sin
            | IrOp::Cos
                if self.select_arith(inst)? => {}
            IrOp::Call if self.is_tail_call(inst) => return self.select_tail_call(inst),
            IrOp::Call => return self.select_call(inst),
            IrOp::CallIndirect if self.is_tail_call(inst) => return self.select_tail_call(inst),
            IrOp::CallIndirect => return self.select_call_indirect(inst),
            IrOp::FuncAddr => return self.select_funcaddr(inst),
            _ => return unsupported(self, &format!("`{}` on {}", data.opcode.name(), ty)),
        }
        Ok(())
    }

    /// Whether 32-bit `v` is known to be below 2^24, looking through
    /// `depth` definitions: constants, work-item ids (below the kernel's
    /// workgroup size, `KernelAttrs::max_workitem_id`), `and` with a small side, `lshr` and `urem` by a
    /// constant, `umin` with a small side, and sums and products of small
    /// values whose bounds stay small.
    fn below_2_24(&self, v: Value, depth: u32) -> bool {
        self.upper_bound(v, depth).is_some_and(|b| b < 1 << 24)
    }

    /// An upper bound of the unsigned 32-bit value `v` (see
    /// [`Self::below_2_24`]). Reads constants from the value table, not
    /// through `get`, which may emit the reads of a variable.
    fn upper_bound(&self, v: Value, depth: u32) -> Option<u64> {
        if let Val::Const(c) = self.vals[v] {
            return Some(c & 0xffff_ffff);
        }
        if depth == 0 {
            return None;
        }
        let func = self.func;
        let i = func.value_inst(v)?;
        let op = func.insts[i].opcode;
        if let (IrOp::WorkitemId, Payload::Dim(d)) = (op, func.insts[i].payload) {
            return Some(u64::from(func.attrs.max_workitem_id(d)));
        }
        let args = func.inst_args(i);
        if args.len() != 2 {
            return None;
        }
        let konst = match self.vals[args[1]] {
            Val::Const(c) => Some(c & 0xffff_ffff),
            _ => None,
        };
        let x = self.upper_bound(args[0], depth - 1);
        let y = self.upper_bound(args[1], depth - 1);
        let small = |b: u64| (b < 1 << 32).then_some(b);
        match op {
            IrOp::And | IrOp::Umin => match (x, y) {
                (Some(x), Some(y)) => Some(x.min(y)),
                (x, y) => x.or(y),
            },
            IrOp::Lshr => Some(x.unwrap_or(u64::from(u32::MAX)) >> (konst? % 32)),
            IrOp::Urem => konst.filter(|&k| k > 0).map(|k| k - 1),
            IrOp::Iadd => small(x? + y?),
            IrOp::Imul => small(x?.checked_mul(y?)?),
            _ => None,
        }
    }

    /// `imul x, 2^k` (either operand) as a left shift, for 32 and 64 bits.
    pub(super) fn mul_by_power_of_two(&mut self, inst: Inst) -> Option<VReg> {
        let func = self.func;
        if func.insts[inst].opcode != IrOp::Imul {
            return None;
        }
        let args = func.inst_args(inst);
        let r = func.inst_results(inst)[0];
        let bits = func.value_type(r).bits();
        let (x, k) = match (self.get(args[0]), self.get(args[1])) {
            (_, Val::Const(c)) if c.is_power_of_two() => (args[0], c.trailing_zeros()),
            (Val::Const(c), _) if c.is_power_of_two() => (args[1], c.trailing_zeros()),
            _ => return None,
        };
        let div = self.div(r);
        let sh = const32(k);
        Some(match (bits, div) {
            (32, false) => {
                let d = self.sreg(1);
                let (dop, xo) = (self.op(d), self.src(x, 0));
                self.ins(Opcode::SLshlB32, &[dop, xo, sh]);
                d
            }
            (32, true) => {
                let d = self.vgpr_reg(1);
                let (dop, xo) = (self.op(d), self.src(x, 0));
                self.valu(Opcode::VLshlrevB32, &[dop, sh, xo], false);
                d
            }
            (64, false) => {
                let d = self.sreg(2);
                let (dop, xo) = (self.op(d), self.src_wide(x));
                self.ins(Opcode::SLshlB64, &[dop, xo, sh]);
                d
            }
            (64, true) => {
                let d = self.vgpr_reg(2);
                let (dop, xo) = (self.op(d), self.src_wide(x));
                self.valu(Opcode::VLshlrevB64, &[dop, sh, xo], false);
                d
            }
            _ => return None,
        })
    }

    /// Whether `v` currently lives in VGPRs.
    pub(super) fn is_vgpr_val(&mut self, v: agc_ir::Value) -> bool {
        matches!(self.get(v), Val::Reg(r) if self.mf.vreg_data(r).file == RegFile::Vgpr)
    }

    /// A float result computed on the VALU: uniform results move back to an
    /// SGPR so that scalar users stay scalar.
    pub(super) fn finish_float(&mut self, r: agc_ir::Value, d: VReg) {
        if self.div(r) {
            self.set(r, Val::Reg(d));
        } else {
            let s = self.readfirstlane(d);
            self.set(r, Val::Reg(s));
        }
    }

    /// Masks an i8/i16 result to its width (arithmetic is done in 32 bits
    /// and values are kept zero-extended).
    fn truncate_small(&mut self, r: VReg, bits: u32, div: bool) -> VReg {
        if bits >= 32 {
            return r;
        }
        let k = const32((1u32 << bits) - 1);
        let file = if div { RegFile::Vgpr } else { RegFile::Sgpr };
        let d = self.vreg(file, 1);
        let (dop, ro) = (self.op(d), self.op(r));
        if div {
            self.valu(Opcode::VAndB32, &[dop, k, ro], true);
        } else {
            self.ins(Opcode::SAndB32, &[dop, ro, k]);
        }
        d
    }

    /// Whether the only user of `r` is the terminator or a select in the
    /// same block with no SCC-writing instruction in between: then the
    /// compare can be emitted right at that user.
    fn single_local_scc_user(&self, def: Inst, r: agc_ir::Value) -> bool {
        let func = self.func;
        let insts = &func.blocks[self.ir_block].insts;
        let Some(pos) = insts.iter().position(|&i| i == def) else {
            return false;
        };
        for &i in &insts[pos + 1..] {
            let d = &func.insts[i];
            let uses_it = func.inst_args(i).contains(&r);
            if uses_it {
                return matches!(d.opcode, IrOp::Brif) && !self.uni.any_divergent_branch;
            }
        }
        false
    }

    /// Re-emits the `s_cmp` of a folded compare value.
    pub(super) fn emit_scalar_compare(&mut self, v: agc_ir::Value) {
        if let agc_ir::ValueDef::Result(inst, _) = self.func.values[v].def {
            self.emit_scalar_compare_inst(inst);
        }
    }

    fn emit_scalar_compare_inst(&mut self, inst: Inst) {
        let func = self.func;
        let cc = match func.insts[inst].payload {
            Payload::IntCC(cc) => cc,
            _ => IntCC::Eq,
        };
        let args = func.inst_args(inst);
        let row = ICMP.iter().find(|x| x.0 == cc).unwrap();
        let (a, b) = (self.src(args[0], 0), self.src(args[1], 0));
        self.ins(row.1, &[a, b]);
    }
}

pub(super) fn dim_of(p: &Payload) -> usize {
    match p {
        Payload::Dim(Dim::Y) => 1,
        Payload::Dim(Dim::Z) => 2,
        _ => 0,
    }
}
