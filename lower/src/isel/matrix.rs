//! `mfma`: the wave matrix multiply-accumulate, to the VOP3P-MAI rows.
//!
//! Role: one IR `mfma` becomes one `v_mfma_*` whose sources A and B are
//! the operands in VGPRs (uniform operands are copied there: the matrix
//! core reads every lane's registers) and whose accumulator tuple is four
//! consecutive registers in the file the processor allows: AGPRs on
//! gfx908, where source C and the destination must be AGPRs (the copies
//! in and out are `v_accvgpr_write`/`v_accvgpr_read`, made by the
//! allocator's cross-file copies), VGPRs on gfx90a and later, where the
//! result is used directly. Processors without matrix cores (gfx900,
//! gfx906) and functions with divergent branches get an error at the
//! instruction's span.
//!
//! The IR's lane layout is the hardware's (docs/ir.md), so no data moves
//! besides those copies; a C that is `splat 0.0` becomes the inline
//! constant 0 on gfx90a+ (gfx908 has no inline source C: four
//! `v_accvgpr_write_b32 aN, 0`), as it is at the start of every
//! accumulation;
//! on gfx908
//! a C that an earlier `mfma` produced is read from that `mfma`'s AGPR
//! tuple (valid because such functions have no divergent control flow, so
//! every value is a plain SSA register; a loop-carried accumulator is a
//! block parameter in VGPRs and still makes the round trip).
//!
//! Invariants relied on: the IR requires a full wave64 with every lane
//! active. agc does not prove that for a block under divergent control
//! flow, so it selects `mfma` only in functions without divergent
//! branches, where EXEC is the dispatch's full mask everywhere (the IR
//! also asks for whole waves, so that mask is all ones).

use super::{imm, Sel, Val};
use crate::LowerError;
use agc_ir::instructions::{MatrixOp, Payload};
use agc_ir::{Inst, Opcode as IrOp, Value};
use agc_isa::insts::Opcode;
use agc_isa::mir::{MOperand, Pseudo};
use agc_isa::processors::Processor;
use agc_isa::regs::RegFile;

/// The machine row of each IR shape.
const ROWS: &[(MatrixOp, Opcode)] = &[
    (MatrixOp::F32x16x16x4F32, Opcode::VMfmaF3216x16x4f32),
    (MatrixOp::F32x16x16x16F16, Opcode::VMfmaF3216x16x16f16),
    (MatrixOp::F32x4x4x1B16F32, Opcode::VMfmaF324x4x1f32),
    (MatrixOp::F32x4x4x4B16F16, Opcode::VMfmaF324x4x4f16),
];

impl Sel<'_> {
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
        if self.uni.any_divergent_branch {
            return Err(self.error(
                inst,
                "`mfma` in a function with divergent branches is not selected yet \
                 (it needs every lane of the wave active, which agc proves only \
                 without divergent control flow)",
            ));
        }
        let args = func.inst_args(inst);
        let r = func.inst_results(inst)[0];
        let a = self.vgpr(args[0]);
        let b = self.vgpr(args[1]);
        let acc_file = if self.proc == Processor::Gfx908 {
            RegFile::Agpr
        } else {
            RegFile::Vgpr
        };
        let chained = self
            .acc_homes
            .iter()
            .find(|(v, _)| *v == args[2])
            .map(|&(_, t)| t);
        // gfx908 takes no inline constant as source C (llvm-mc: "inline
        // constants are not allowed for this operand").
        let zero = self.is_zero_splat(args[2]);
        let c = if zero && acc_file == RegFile::Vgpr {
            imm(0)
        } else if zero {
            let t = self.vreg(RegFile::Agpr, 4);
            let to = self.op(t);
            self.pseudo(Pseudo::Combine, &[to, imm(0), imm(0), imm(0), imm(0)]);
            to
        } else if let (Some(t), RegFile::Agpr) = (chained, acc_file) {
            self.op(t)
        } else {
            let cv = self.vgpr(args[2]);
            if acc_file == RegFile::Agpr {
                let t = self.vreg(RegFile::Agpr, 4);
                let (to, co) = (self.op(t), self.op(cv));
                self.pseudo(Pseudo::Copy, &[to, co]);
                self.op(t)
            } else {
                self.op(cv)
            }
        };
        let d = self.vreg(acc_file, 4);
        let ops: [MOperand; 4] = [self.op(d), self.op(a), self.op(b), c];
        self.ins(opcode, &ops);
        let home = if acc_file == RegFile::Agpr {
            self.acc_homes.push((r, d));
            let v = self.vgpr_reg(4);
            let (vo, dop) = (self.op(v), self.op(d));
            self.pseudo(Pseudo::Copy, &[vo, dop]);
            v
        } else {
            d
        };
        self.set(r, Val::Reg(home));
        Ok(())
    }

    /// Whether `v` is `splat` of the constant +0.0.
    fn is_zero_splat(&mut self, v: Value) -> bool {
        let func = self.func;
        let Some(def) = func.value_inst(v) else {
            return false;
        };
        func.insts[def].opcode == IrOp::Splat
            && matches!(self.get(func.inst_args(def)[0]), Val::Const(0))
    }
}
