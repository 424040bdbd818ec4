//! `mfma`: the wave matrix multiply-accumulate, to the VOP3P-MAI rows.
//!
//! Role: one IR `mfma` becomes one `v_mfma_*` whose sources A and B are
//! the operands in VGPRs (uniform operands are copied there: the matrix
//! core reads every lane's registers) and whose accumulator tuple is four
//! consecutive registers in the file the processor allows: AGPRs on
//! gfx908, where source C and the destination must be AGPRs (the copies
//! in and out are `v_accvgpr_write`/`v_accvgpr_read`, made by the
//! allocator's cross-file copies), VGPRs on gfx90a and later, where the
//! result is used directly. Either way the result may be exactly source
//! C's tuple (only a partial overlap is forbidden): the allocator lets it
//! overwrite C in place (a reuse constraint in VGPRs), so a loop-carried
//! accumulator is not moved on the back edge. Processors without matrix cores (gfx900,
//! gfx906) get an error at the instruction's span.
//!
//! The IR's lane layout is the hardware's (docs/ir.md), so no data moves
//! besides those copies; a C that is `splat 0.0` becomes the inline
//! constant 0 on gfx90a+ (gfx908 has no inline source C: four
//! `v_accvgpr_write_b32 aN, 0`), as it is at the start of every
//! accumulation;
//! on gfx908 a C that an earlier `mfma` produced is read from that
//! `mfma`'s AGPR tuple (any earlier block under uniform control flow,
//! where every value is a plain SSA register; the same block under
//! EXEC-mask control flow, where values crossing blocks travel through
//! merge variables).
//!
//! Trick (gfx908): a loop-carried accumulator, a block parameter some
//! `mfma` reads as C, is itself an AGPR tuple ([`Sel::agpr_param`]): the
//! back edge passes the `mfma`'s own result tuple and the entry edge
//! writes zeros (or the initial value) into AGPRs once, so the loop body
//! holds no `v_accvgpr_write`/`v_accvgpr_read` round trip; only readers
//! other than `mfma` get a VGPR copy at the top of the block.
//!
//! Divergent control flow: an `mfma` runs under the EXEC its block has,
//! as llc-22 emits it (no EXEC change around the instruction). The IR
//! defines `mfma` only when all 64 lanes of the wave are active
//! (docs/ir.md), and EXEC-mask lowering gives a block exactly the lanes
//! that reach it, so where the IR defines the result EXEC is all ones,
//! and a block that no lane reaches is skipped (`cf.rs` never lets a
//! body with an MFMA run with EXEC empty). A partial wave is undefined in
//! the IR; the simulator refuses it rather than guess what the matrix
//! core does with disabled lanes, which the ISA sources do not say.
//!
//! `wmma` (GFX11) becomes one `v_wmma_*`: the IR's lane layout is again
//! the hardware's, so A and B are their VGPR tuples as they stand and the
//! accumulator is eight dwords in wave32, four in wave64 (the IR type
//! says which, and a type that does not match the function's wave size
//! is an error at the instruction). The integer forms' signedness is
//! `neg_lo` bits 0 (A) and 1 (B), a 16-bit result's half `op_sel` bit 2.
//! A zero C of a 32-bit result is the inline constant 0, as llc-22
//! starts an accumulation. Otherwise the result reuses C's registers (as
//! for the VGPR MFMA accumulators):
//! a 16-bit form writes only one half of each dword, and the IR says
//! the other half is C's, so there C is always a tuple of its own (a
//! copy when it is also A or B, or a constant) that the result
//! overwrites in place.

use super::{imm, Sel, Val};
use crate::LowerError;
use agc_ir::entities::Block;
use agc_ir::instructions::{MatrixElem, MatrixOp, Payload};
use agc_ir::{Inst, Opcode as IrOp, Value};
use agc_isa::insts::Opcode;
use agc_isa::minst::Modifiers;
use agc_isa::mir::{MOperand, Pseudo, VReg};
use agc_isa::processors::Processor;
use agc_isa::regs::RegFile;
use smallvec::SmallVec;

/// The machine row of each IR shape.
const ROWS: &[(MatrixOp, Opcode)] = &[
    (MatrixOp::F32x16x16x4F32, Opcode::VMfmaF3216x16x4f32),
    (MatrixOp::F32x16x16x16F16, Opcode::VMfmaF3216x16x16f16),
    (MatrixOp::F32x4x4x1B16F32, Opcode::VMfmaF324x4x1f32),
    (MatrixOp::F32x4x4x4B16F16, Opcode::VMfmaF324x4x4f16),
    (MatrixOp::F32x32x32x8F16, Opcode::VMfmaF3232x32x8f16),
    (MatrixOp::F32x32x32x2F32, Opcode::VMfmaF3232x32x2f32),
];

/// The machine row of a `wmma`: one per (input, result) element types;
/// signedness and the result half are modifiers of the row.
fn wmma_row(m: MatrixOp) -> Opcode {
    let i = m.info();
    match (i.elem, i.acc_lane.lane_bits(), i.acc_lane.is_int()) {
        (MatrixElem::F16, 32, _) => Opcode::VWmmaF3216x16x16F16,
        (MatrixElem::Bf16, 32, _) => Opcode::VWmmaF3216x16x16Bf16,
        (MatrixElem::F16, _, _) => Opcode::VWmmaF1616x16x16F16,
        (MatrixElem::Bf16, _, _) => Opcode::VWmmaBf1616x16x16Bf16,
        (MatrixElem::Int8 { .. }, _, _) => Opcode::VWmmaI3216x16x16Iu8,
        _ => Opcode::VWmmaI3216x16x16Iu4,
    }
}

impl Sel<'_> {
    pub(super) fn select_wmma(&mut self, inst: Inst) -> Result<(), LowerError> {
        let func = self.func;
        let Payload::Matrix(m) = func.insts[inst].payload else {
            return Err(self.error(inst, "`wmma` without a shape"));
        };
        let opcode = wmma_row(m);
        if !opcode.info().avail.contains(self.proc) {
            return Err(self.error(
                inst,
                format!(
                    "`wmma {m}` is not selected for {}: it has no WMMA units",
                    self.proc
                ),
            ));
        }
        let args = func.inst_args(inst);
        let r = func.inst_results(inst)[0];
        let acc = func.value_type(args[2]);
        let wave = self.target.wave.lanes();
        let Some(acc_wave) = m.wave_of_acc(acc).filter(|&w| w == wave) else {
            return Err(self.error(
                inst,
                format!(
                    "`wmma {m}` with a {acc} accumulator is not the wave{wave} form this \
                     function is compiled for (that is {})",
                    m.acc_type_for_wave(wave)
                        .map_or("none".to_string(), |t| t.to_string())
                ),
            ));
        };
        let dwords = (acc.bits() / 32) as u8;
        debug_assert!(acc_wave == 32 || dwords == 4);
        let a = self.vgpr(args[0]);
        let b = self.vgpr(args[1]);
        let info = m.info();
        let c = if acc.lane_bits() == 16 {
            // The result keeps C's other halves: give it a tuple of its
            // own to overwrite (the allocator then reuses it for D).
            let cv = self.vgpr(args[2]);
            let t = self.vgpr_reg(dwords);
            let (to, co) = (self.op(t), self.op(cv));
            self.pseudo(Pseudo::Copy, &[to, co]);
            self.op(t)
        } else if self.is_zero_splat(args[2]) {
            // A zero accumulator is the inline constant 0 (as llc-22
            // writes the start of an accumulation).
            imm(0)
        } else {
            let cv = self.vgpr(args[2]);
            self.op(cv)
        };
        let d = self.vgpr_reg(dwords);
        let mut mods = Modifiers::default();
        match info.elem {
            MatrixElem::Int8 { a_signed, b_signed } | MatrixElem::Int4 { a_signed, b_signed } => {
                mods.neg = u8::from(a_signed) | u8::from(b_signed) << 1;
            }
            _ => {}
        }
        if info.hi {
            mods.op_sel = 4;
        }
        let ops = [self.op(d), self.op(a), self.op(b), c];
        self.ins_mods(opcode, &ops, mods);
        self.set(r, Val::Reg(d));
        Ok(())
    }

    pub(super) fn select_matrix(&mut self, inst: Inst) -> Result<(), LowerError> {
        let func = self.func;
        let Payload::Matrix(shape) = func.insts[inst].payload else {
            return Err(self.error(inst, "`mfma` without a shape"));
        };
        let Some(&(_, opcode)) = ROWS.iter().find(|(m, _)| *m == shape) else {
            return Err(self.error(inst, format!("`mfma {shape}` has no machine row")));
        };
        if !opcode.info().avail.contains(self.proc) {
            return Err(self.error(
                inst,
                format!(
                    "`mfma` needs matrix cores, which {} does not have",
                    self.proc
                ),
            ));
        }
        let args = func.inst_args(inst);
        let r = func.inst_results(inst)[0];
        let a = self.vgpr(args[0]);
        let b = self.vgpr(args[1]);
        let acc_file = self.acc_file();
        // 4 accumulator dwords for 16x16 and 4x4 shapes, 16 for 32x32.
        let dw = Self::dwords_of(func.value_type(args[2]));
        // Under EXEC-mask control flow a value used in another block is
        // read through its merge variable (the skip paths bypass its
        // definition), so only a same-block producer's tuple is at hand.
        let chained = if self.uni.any_divergent_branch
            && self.uni.def_block(args[2]) != Some(self.ir_block)
        {
            None
        } else {
            self.acc_home(args[2])
        };
        // gfx908 takes no inline constant as source C (llvm-mc: "inline
        // constants are not allowed for this operand").
        let zero = self.is_zero_splat(args[2]);
        let c = if zero && acc_file == RegFile::Vgpr {
            imm(0)
        } else if zero {
            let t = self.vreg(RegFile::Agpr, dw);
            let to = self.op(t);
            self.agpr_zeros(to, dw);
            to
        } else if let (Some(t), RegFile::Agpr) = (chained, acc_file) {
            self.op(t)
        } else {
            let cv = self.vgpr(args[2]);
            if acc_file == RegFile::Agpr {
                let t = self.vreg(RegFile::Agpr, dw);
                let (to, co) = (self.op(t), self.op(cv));
                self.pseudo(Pseudo::Copy, &[to, co]);
                self.op(t)
            } else {
                self.op(cv)
            }
        };
        let d = self.vreg(acc_file, dw);
        let ops: [MOperand; 4] = [self.op(d), self.op(a), self.op(b), c];
        self.ins(opcode, &ops);
        let late = (acc_file == RegFile::Agpr && !self.uni.any_divergent_branch)
            .then(|| self.other_reader_blocks(r))
            .filter(|bs| bs.len() <= 1 && !bs.contains(&self.ir_block));
        let home = if let Some(bs) = late {
            // Only `mfma`s and AGPR accumulator edges read it here: the
            // VGPR copy, if any, waits for the one block that needs it.
            self.acc_homes.push((r, d));
            if let Some(&b) = bs.first() {
                self.acc_late.push((r, d, b));
            }
            d
        } else if acc_file == RegFile::Agpr {
            self.acc_homes.push((r, d));
            let v = self.vgpr_reg(dw);
            let (vo, dop) = (self.op(v), self.op(d));
            self.pseudo(Pseudo::Copy, &[vo, dop]);
            v
        } else {
            d
        };
        self.set(r, Val::Reg(home));
        Ok(())
    }

    /// The file of the MFMA rows' accumulators on this processor.
    fn acc_file(&self) -> RegFile {
        if self.proc == Processor::Gfx908 {
            RegFile::Agpr
        } else {
            RegFile::Vgpr
        }
    }

    /// The AGPR tuple that holds accumulator `v`, if it has one.
    pub(super) fn acc_home(&self, v: Value) -> Option<VReg> {
        self.acc_homes
            .iter()
            .find(|(x, _)| *x == v)
            .map(|&(_, t)| t)
    }

    /// Whether block parameter `p` is a loop-carried accumulator kept in
    /// AGPRs (gfx908, uniform control flow): an `f32x4` that some `mfma`
    /// reads as source C. Then the blocks of its other readers, which
    /// need a VGPR copy.
    pub(super) fn agpr_param(&self, p: Value) -> Option<SmallVec<[Block; 2]>> {
        self.c_of_mfma(p).then(|| self.other_reader_blocks(p))
    }

    /// The blocks where something other than an `mfma` (as C) or an edge
    /// into an AGPR accumulator parameter reads `v`.
    fn other_reader_blocks(&self, v: Value) -> SmallVec<[Block; 2]> {
        let func = self.func;
        let mut out: SmallVec<[Block; 2]> = SmallVec::new();
        for &b in &self.lin.order {
            let mut other = false;
            for &inst in &func.blocks[b].insts {
                let is_mfma = func.insts[inst].opcode == IrOp::Mfma;
                for (i, &a) in func.inst_args(inst).iter().enumerate() {
                    other |= a == v && !(is_mfma && i == 2);
                }
                func.for_each_block_call(inst, |call| {
                    let params = func.block_params(call.block);
                    for (i, &a) in call.args.as_slice(&func.value_lists).iter().enumerate() {
                        other |= a == v && !self.c_of_mfma(params[i]);
                    }
                });
            }
            if other {
                out.push(b);
            }
        }
        out
    }

    /// Whether `p` is a non-entry block parameter that a gfx908 `mfma`
    /// reads as C, in a function without divergent branches (where block
    /// parameters are plain SSA registers).
    fn c_of_mfma(&self, p: Value) -> bool {
        let func = self.func;
        if self.acc_file() != RegFile::Agpr
            || self.uni.any_divergent_branch
            || !Self::is_mfma_acc(func.value_type(p))
            || !matches!(func.values[p].def, agc_ir::ValueDef::Param(b, _) if Some(&b) != self.lin.order.first())
        {
            return false;
        }
        self.lin.order.iter().any(|&b| {
            func.blocks[b]
                .insts
                .iter()
                .any(|&i| func.insts[i].opcode == IrOp::Mfma && func.inst_args(i)[2] == p)
        })
    }

    /// The AGPR tuple passed for `a` to an AGPR accumulator parameter:
    /// an earlier `mfma`'s own tuple, zeros written straight into AGPRs,
    /// or a copy of the VGPR value.
    pub(super) fn agpr_arg(&mut self, a: Value) -> VReg {
        if let Some(t) = self.acc_home(a) {
            return t;
        }
        let dw = Self::dwords_of(self.func.value_type(a));
        let t = self.vreg(RegFile::Agpr, dw);
        let to = self.op(t);
        if self.is_zero_splat(a) {
            self.agpr_zeros(to, dw);
        } else {
            let v = self.vgpr(a);
            let vo = self.op(v);
            self.pseudo(Pseudo::Copy, &[to, vo]);
        }
        t
    }

    /// Zeros into the `dw` AGPRs of `to` (gfx908 has no inline source C).
    fn agpr_zeros(&mut self, to: MOperand, dw: u8) {
        let mut ops: SmallVec<[MOperand; 17]> = SmallVec::new();
        ops.push(to);
        ops.extend((0..dw).map(|_| imm(0)));
        self.pseudo(Pseudo::Combine, &ops);
    }

    /// Whether `t` is the type of an MFMA accumulator (`f32x4`, `f32x16`).
    pub(super) fn is_mfma_acc(t: agc_ir::Type) -> bool {
        MatrixOp::all()
            .filter(|m| m.family() == agc_ir::MatrixFamily::Mfma)
            .any(|m| m.acc_type_for_wave(64) == Some(t))
    }

    /// Whether `v` is `splat` of the constant +0.0.
    fn is_zero_splat(&self, v: Value) -> bool {
        self.const_splat_dwords(v) == Some([0, 0])
    }
}
