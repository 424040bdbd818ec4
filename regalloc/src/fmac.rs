//! Accumulating multiply-adds: `v_fma_f32 d, a, b, d` becomes
//! `v_fmac_f32 d, a, b` (and the same for f64 on gfx90a and later).
//!
//! `v_fma_*` exists only as VOP3 (8 bytes). Its VOP2 sibling `v_fmac_*`
//! (4 bytes) reads its addend from its destination, so it fits exactly
//! when allocation gave the result the addend's register, which is the
//! usual case for an accumulator (a dot product, a GEMM's inner loop)
//! since regalloc2 prefers to reuse the register of a value that dies at
//! the instruction. Doing it after allocation keeps isel free of ties
//! (which would force copies when the addend lives on) and takes every
//! case where the registers happen to agree.
//!
//! A VOP2 instruction has no source modifiers, clamp or output modifier,
//! and its second source must be a VGPR; multiplication commutes, so the
//! sources are swapped when only the first is a VGPR. The result is the
//! same computation, bit for bit: both forms round once and honour the
//! same denormal mode. Runs last, after compaction and the prologue, so
//! no other pass needs to know the VOP2 form.

use agc_isa::insts::Opcode;
use agc_isa::minst::{MInst, Operand};
use agc_isa::mir::Block;
use agc_isa::processors::Processor;
use agc_isa::regs::RegFile;

/// Rewrites every eligible multiply-add for `proc`; returns how many. The
/// pairs of rows are the table's (`Opcode::accumulating_form`).
pub fn shorten(blocks: &mut [Block], proc: Processor) -> u32 {
    let mut n = 0;
    for inst in blocks.iter_mut().flat_map(|b| b.insts.iter_mut()) {
        let mac = inst.opcode.accumulating_form();
        if let Some(mac) = mac.filter(|m| m.info().avail.contains(proc)) {
            n += u32::from(shorten_one(inst, mac));
        }
    }
    n
}

/// Rewrites `inst`, a VOP3 multiply-add, as `mac` if it accumulates into
/// its destination and fits VOP2; returns whether it did.
fn shorten_one(inst: &mut MInst, mac: Opcode) -> bool {
    if inst.mods != Default::default() {
        return false;
    }
    let &[d, a, b, c] = inst.operands.as_slice() else {
        return false;
    };
    let vgpr = |o: Operand| matches!(o, Operand::Reg(r) if r.file == RegFile::Vgpr);
    // VOP2's first source reads VGPRs, SGPRs and constants; AGPRs only
    // through VOP3.
    let src0 = |o: Operand| match o {
        Operand::Reg(r) => matches!(r.file, RegFile::Vgpr | RegFile::Sgpr),
        Operand::Inline(_) => true,
        _ => false,
    };
    if c != d || !vgpr(d) {
        return false;
    }
    let (a, b) = if vgpr(b) && src0(a) {
        (a, b)
    } else if vgpr(a) && src0(b) {
        (b, a)
    } else {
        return false;
    };
    inst.opcode = mac;
    inst.operands.clear();
    inst.operands.extend([d, a, b]);
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use agc_isa::minst::Modifiers;
    use agc_isa::regs::Reg;

    fn fma(op: Opcode, ops: [Operand; 4]) -> MInst {
        MInst::new(op, &ops)
    }

    fn run(proc: Processor, insts: Vec<MInst>) -> (u32, Vec<MInst>) {
        let mut blocks = vec![Block::new(insts)];
        let n = shorten(&mut blocks, proc);
        (n, blocks.remove(0).insts)
    }

    /// Oracle: llc-22 emits `v_fmac_f32 v0, v1, v2` for
    /// `fma(v1, v2, acc)` accumulated in place on gfx942, and
    /// `v_fmac_f64` for the f64 form on gfx90a (its DGEMM inner loop).
    #[test]
    fn accumulators_take_the_vop2_form() {
        let v = |i| Operand::from(Reg::v(i));
        let v2 = |i| Operand::Reg(Reg::new(RegFile::Vgpr, i, 2));
        let (n, out) = run(
            Processor::Gfx90a,
            vec![
                fma(Opcode::VFmaF32, [v(0), v(1), v(2), v(0)]),
                fma(Opcode::VFmaF64, [v2(4), v2(6), v2(8), v2(4)]),
            ],
        );
        assert_eq!(n, 2);
        assert_eq!(out[0], MInst::new(Opcode::VFmacF32, &[v(0), v(1), v(2)]));
        assert_eq!(out[1], MInst::new(Opcode::VFmacF64, &[v2(4), v2(6), v2(8)]));
    }

    /// An SGPR or a constant goes to the first source; with the VGPR
    /// first, the factors swap.
    #[test]
    fn scalar_factor_moves_to_the_first_source() {
        let v = |i| Operand::from(Reg::v(i));
        let s = Operand::from(Reg::s(4));
        let (n, out) = run(
            Processor::Gfx942,
            vec![
                fma(Opcode::VFmaF32, [v(0), v(1), s, v(0)]),
                fma(Opcode::VFmaF32, [v(3), Operand::Inline(242), v(1), v(3)]),
            ],
        );
        assert_eq!(n, 2);
        assert_eq!(out[0], MInst::new(Opcode::VFmacF32, &[v(0), s, v(1)]));
        assert_eq!(
            out[1],
            MInst::new(Opcode::VFmacF32, &[v(3), Operand::Inline(242), v(1)])
        );
    }

    /// What VOP2 cannot say stays VOP3: another addend register, a source
    /// modifier, two scalar factors, an f64 accumulate before gfx90a and
    /// any `v_fmac_f32` on gfx900, which has none.
    #[test]
    fn other_forms_are_kept() {
        let v = |i| Operand::from(Reg::v(i));
        let v2 = |i| Operand::Reg(Reg::new(RegFile::Vgpr, i, 2));
        let s = |i| Operand::from(Reg::s(i));
        let negated = fma(Opcode::VFmaF32, [v(0), v(1), v(2), v(0)]).with_mods(Modifiers {
            neg: 0b001,
            ..Modifiers::default()
        });
        let kept = vec![
            fma(Opcode::VFmaF32, [v(0), v(1), v(2), v(3)]),
            negated,
            fma(Opcode::VFmaF32, [v(0), s(1), s(1), v(0)]),
        ];
        assert_eq!(run(Processor::Gfx942, kept.clone()), (0, kept));
        let f64_acc = vec![fma(Opcode::VFmaF64, [v2(4), v2(6), v2(8), v2(4)])];
        assert_eq!(run(Processor::Gfx908, f64_acc.clone()), (0, f64_acc));
        let f32_acc = vec![fma(Opcode::VFmaF32, [v(0), v(1), v(2), v(0)])];
        assert_eq!(run(Processor::Gfx900, f32_acc.clone()), (0, f32_acc));
    }
}
