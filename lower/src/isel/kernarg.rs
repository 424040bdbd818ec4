//! Kernel arguments: loaded once, in the entry block, merged.
//!
//! Role: the entry loads every kernel argument the kernel reads from the
//! kernarg segment (see [`crate::abi`]), adjacent dwords together as one
//! `s_load_dwordx2/x4/x8/x16` (SMEM reads any dword-aligned address; the
//! allocator aligns the destination tuple as the SMEM rules want).
//!
//! Explicit arguments: the dwords of the arguments of one or two dwords
//! that have uses are merged ([`plan_arg_loads`]); wider ones (vectors)
//! keep a load of their own. A load never starts at an odd dword unless
//! it is one dword wide, so a 64-bit argument (8-aligned, hence at an
//! even dword) lies at an even offset of its tuple and is a legal SGPR
//! pair operand, and no argument straddles two loads. Merged loads are
//! at most [`ARG_WIDTH_CAP`] (two) dwords wide: the allocator's banks
//! (`agc_regalloc`) give every tuple width its own class of registers
//! for the whole kernel and have no sub-register liveness, so a quad or
//! wider tuple of arguments opens a class that stays reserved after its
//! components die, while pairs share the class the kernarg pointer and
//! the lane masks need anyway. Over the bench suite (gfx942) wider
//! merges cost SGPRs on balance (bitonic, scan, spmv, stencils +2 to +4;
//! only nbody, whose sixteen dwords of arguments all live through its
//! loop, gains).
//!
//! Hidden arguments: `workgroup_size` and `grid_size` read dwords of the
//! hidden block; the dwords the whole kernel needs are found by one scan
//! ([`crate::abi::KernelInputs::hidden_dwords`]) and loaded the same way.
//! Users read their dword as a component (`MOperand` sub-range) of the
//! loaded tuple; a 16-bit field (a group size, a remainder) is extracted
//! once per block, and once for all blocks when the entry extracts it.
//!
//! The trick for explicit arguments (also used for the 32- and 64-bit
//! lanes of vectors, `lanes.rs`): an IR value's home is a whole vreg
//! (`Val::Reg`), but a merged argument is only a component of a tuple. So
//! the argument gets an *alias* vreg of its own width, which selection
//! uses like any other, and [`resolve_aliases`] rewrites every operand
//! naming an alias into the sub-range of the tuple once selection is done
//! (after the SSA variables are built, which may have used aliases too).
//! Reading a component costs no copy; only the places that need a whole
//! vreg (block arguments and fixed-register operands) get one `Copy`.
//!
//! Invariant: the entry block dominates every block in both control-flow
//! modes and is never skipped, so the loaded registers are defined
//! wherever they are read.

use super::{const32, Sel, Val};
use crate::LowerError;
use agc_isa::insts::Opcode;
use agc_isa::mir::{MFunction, MOperand, MirInst, Pseudo, Terminator, VReg};
use smallvec::SmallVec;

/// Load widths in dwords, widest first, with their opcodes.
const WIDTHS: &[(u32, Opcode)] = &[
    (16, Opcode::SLoadDwordx16),
    (8, Opcode::SLoadDwordx8),
    (4, Opcode::SLoadDwordx4),
    (2, Opcode::SLoadDwordx2),
    (1, Opcode::SLoadDword),
];

/// The widest merged load of explicit arguments, in dwords (module doc).
const ARG_WIDTH_CAP: u32 = 2;

/// Splits sorted, distinct dword offsets into loads `(byte offset, dwords)`:
/// each run of adjacent dwords as the fewest loads of the `WIDTHS` that
/// cover exactly the run (no dword read that no one uses).
pub(crate) fn plan_loads(dwords: &[u32]) -> Vec<(u32, u32)> {
    plan(dwords, false)
}

/// [`plan_loads`] for explicit arguments: a load wider than one dword
/// starts at an even dword (an 8-aligned byte offset), so that 64-bit
/// arguments land on even tuple offsets and none straddles two loads
/// (module doc).
pub(crate) fn plan_arg_loads(dwords: &[u32]) -> Vec<(u32, u32)> {
    plan(dwords, true)
}

fn plan(dwords: &[u32], even_starts: bool) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < dwords.len() {
        let mut n = 1;
        while i + n < dwords.len() && dwords[i + n] == dwords[i] + 4 * n as u32 {
            n += 1;
        }
        let (mut at, mut left) = (dwords[i], n as u32);
        while left > 0 {
            let cap = if even_starts { ARG_WIDTH_CAP } else { 16 };
            let w = if even_starts && at % 8 != 0 {
                1
            } else {
                WIDTHS
                    .iter()
                    .map(|x| x.0)
                    .find(|&w| w <= left && w <= cap)
                    .unwrap_or(1)
            };
            out.push((at, w));
            at += 4 * w;
            left -= w;
        }
        i += n;
    }
    out
}

/// The `s_load_dword*` row that loads `w` dwords.
fn load_opcode(w: u32) -> Opcode {
    WIDTHS
        .iter()
        .find(|x| x.0 == w)
        .map_or(Opcode::SLoadDword, |x| x.1)
}

/// Rewrites every operand naming an alias vreg (`aliases[v]` = the tuple
/// and the dword offset it stands for) into that sub-range of the tuple.
/// Block arguments and fixed-register operands need a whole vreg: they
/// get a `Copy` of the sub-range, at the end of the block or right
/// before the instruction.
pub(crate) fn resolve_aliases(mf: &mut MFunction, aliases: &[(VReg, VReg, u8)]) {
    if aliases.is_empty() {
        return;
    }
    let mut direct: Vec<Option<(VReg, u8)>> = vec![None; mf.vregs.len()];
    for &(a, base, k) in aliases {
        direct[a.index()] = Some((base, k));
    }
    // An alias of an alias (a lane of a merged vector argument, or of a
    // vector read from a variable that stands for an alias) names the
    // first tuple. Chains are short and acyclic (an alias is made after
    // its base); they are followed whatever order they were recorded in.
    let mut of: Vec<Option<(VReg, u8)>> = vec![None; mf.vregs.len()];
    for &(a, _, _) in aliases {
        let (mut base, mut k) = direct[a.index()].unwrap();
        while let Some((b, k0)) = direct[base.index()] {
            (base, k) = (b, k0 + k);
        }
        of[a.index()] = Some((base, k));
    }
    let sub = |mf: &MFunction, v: VReg| {
        of[v.index()].map(|(base, k)| MOperand::VReg {
            reg: base,
            offset: k,
            dwords: mf.vreg_data(v).dwords,
        })
    };
    for b in 0..mf.blocks.len() {
        let mut insts = std::mem::take(&mut mf.blocks[b].insts);
        let mut out = Vec::with_capacity(insts.len());
        for mut inst in insts.drain(..) {
            for o in inst.operands.iter_mut() {
                match *o {
                    MOperand::VReg {
                        reg,
                        offset,
                        dwords,
                    } => {
                        if let Some((base, k)) = of[reg.index()] {
                            *o = MOperand::VReg {
                                reg: base,
                                offset: k + offset,
                                dwords,
                            };
                        }
                    }
                    MOperand::Fixed { reg, phys } => {
                        if let Some(part) = sub(mf, reg) {
                            let d = mf.vreg_data(reg);
                            let t = mf.vreg(d.file, d.dwords);
                            out.push(MirInst::pseudo(Pseudo::Copy, &[mf.op(t), part]));
                            *o = MOperand::Fixed { reg: t, phys };
                        }
                    }
                    _ => {}
                }
            }
            out.push(inst);
        }
        // Block arguments and a return's fixed uses, copied at the end.
        let mut term = std::mem::replace(&mut mf.blocks[b].term, Terminator::EndPgm);
        let mut whole = |mf: &mut MFunction, v: VReg| -> VReg {
            match sub(mf, v) {
                Some(part) => {
                    let d = mf.vreg_data(v);
                    let t = mf.vreg(d.file, d.dwords);
                    out.push(MirInst::pseudo(Pseudo::Copy, &[mf.op(t), part]));
                    t
                }
                None => v,
            }
        };
        if let Terminator::Return(uses) = &mut term {
            for o in uses.iter_mut() {
                if let MOperand::Fixed { reg, phys } = *o {
                    *o = MOperand::Fixed {
                        reg: whole(mf, reg),
                        phys,
                    };
                }
            }
        }
        crate::vars::edges_mut(&mut term, |e| {
            for a in e.args.iter_mut() {
                *a = whole(mf, *a);
            }
        });
        mf.blocks[b].term = term;
        mf.blocks[b].insts = out;
    }
}

impl Sel<'_> {
    /// Loads the explicit kernel arguments that have uses (call in the
    /// entry block, after the kernarg pointer is set up) and makes each
    /// one's value: the loaded tuple itself when it is exactly the
    /// argument, else an alias of its component (module doc).
    pub(super) fn load_explicit_args(&mut self) -> Result<(), LowerError> {
        let func = self.func;
        let entry = self.lin.order[0];
        let params = func.block_params(entry);
        let kp = match self.kernarg_ptr {
            Some(k) => self.op(k),
            None => MOperand::Imm(0),
        };
        let mut dwords: SmallVec<[u32; 16]> = SmallVec::new();
        for (i, &p) in params.iter().enumerate() {
            let a = &self.inputs.args[i];
            let dw = Self::dwords_of(a.ty) as u32;
            if self.uses[p] > 0 && dw <= 2 {
                dwords.extend((0..dw).map(|k| (a.offset & !3) + 4 * k));
            }
        }
        dwords.sort_unstable();
        dwords.dedup();
        let mut tuples: SmallVec<[(u32, u32, VReg); 8]> = SmallVec::new();
        for (at, w) in plan_arg_loads(&dwords) {
            let r = self.sreg(w as u8);
            let ro = self.op(r);
            self.ins(load_opcode(w), &[ro, kp, MOperand::Imm(at as i32)]);
            tuples.push((at, w, r));
        }
        for (i, &p) in params.iter().enumerate() {
            if self.uses[p] == 0 {
                continue;
            }
            let a = &self.inputs.args[i];
            let (ty, offset) = (a.ty, a.offset);
            let dw = Self::dwords_of(ty);
            let (off, shift) = (offset & !3, (offset & 3) * 8);
            let r = if dw <= 2 {
                let tuple = tuples
                    .iter()
                    .find(|t| t.0 <= off && off < t.0 + 4 * t.1)
                    .copied();
                let Some((at, w, t)) = tuple else {
                    return Err(LowerError::unsupported(
                        format!("kernel argument %{i} has no load"),
                        func.span,
                    ));
                };
                if w == u32::from(dw) {
                    t
                } else {
                    let alias = self.sreg(dw);
                    self.aliases.push((alias, t, ((off - at) / 4) as u8));
                    alias
                }
            } else {
                let w = match dw {
                    3 | 4 => 4,
                    5..=8 => 8,
                    9..=16 => 16,
                    _ => {
                        return Err(LowerError::unsupported(
                            format!("kernel argument %{i} of {ty} is wider than 64 bytes"),
                            func.span,
                        ))
                    }
                };
                let r = self.sreg(w);
                let ro = self.op(r);
                self.ins(
                    load_opcode(u32::from(w)),
                    &[ro, kp, MOperand::Imm(off as i32)],
                );
                r
            };
            let r = self.narrow_loaded(r, ty, shift);
            self.set(p, Val::Reg(r));
        }
        Ok(())
    }

    /// Loads every hidden dword the kernel reads (call in the entry block,
    /// after the kernarg pointer is set up).
    pub(super) fn load_hidden_args(&mut self) {
        let Some(kp) = self.kernarg_ptr else {
            return;
        };
        let dwords = self.inputs.hidden_dwords(self.func);
        for (at, w) in plan_loads(&dwords) {
            let op = load_opcode(w);
            let r = self.sreg(w as u8);
            let (ro, ko) = (self.op(r), self.op(kp));
            self.ins(op, &[ro, ko, MOperand::Imm(at as i32)]);
            for k in 0..w {
                let part = if w == 1 { ro } else { self.part(r, k as u8) };
                self.hidden_loaded.push((at + 4 * k, part));
            }
        }
    }

    /// The loaded hidden dword at byte offset `at`, if the entry loaded it.
    pub(super) fn hidden_dword(&self, at: u32) -> Option<MOperand> {
        self.hidden_loaded.iter().find(|x| x.0 == at).map(|x| x.1)
    }

    /// A u16 hidden kernel argument as a uniform 32-bit value, extracted
    /// once per IR block: a later read in the same block, or any read
    /// after one in the entry block (which dominates every block, module
    /// doc), reuses the register.
    pub(super) fn hidden_u16(&mut self, off: u32) -> VReg {
        let at = self.inputs.hidden_offset + off;
        let entry = self.lin.order[0];
        let here = self.ir_block;
        if let Some(&(_, _, d)) = self
            .hidden_fields
            .iter()
            .find(|x| x.1 == at && (x.0 == here || x.0 == entry))
        {
            return d;
        }
        let wo = self.hidden_load(at & !3);
        let d = self.sreg(1);
        let dop = self.op(d);
        self.ins(
            Opcode::SBfeU32,
            &[dop, wo, const32(((at & 3) * 8) | (16 << 16))],
        );
        self.hidden_fields.push((here, at, d));
        d
    }
    pub(super) fn hidden_u32(&mut self, off: u32) -> MOperand {
        let at = self.inputs.hidden_offset + off;
        self.hidden_load(at)
    }
    /// A hidden dword: as the entry loaded it, else loaded here.
    fn hidden_load(&mut self, at: u32) -> MOperand {
        if let Some(o) = self.hidden_dword(at) {
            return o;
        }
        let kp = self
            .kernarg_ptr
            .expect("hidden arguments enable the kernarg pointer");
        let w = self.sreg(1);
        let (wo, ko) = (self.op(w), self.op(kp));
        self.ins(Opcode::SLoadDword, &[wo, ko, MOperand::Imm(at as i32)]);
        wo
    }
}

#[cfg(test)]
mod tests {
    use super::plan_loads;

    /// Oracle: the SMEM load widths of the GFX9 ISA (1, 2, 4, 8, 16
    /// dwords) and the rule that no unused dword is read.
    #[test]
    fn adjacent_dwords_merge_into_the_fewest_loads() {
        // grid_size x: block count (0x20), group size (0x2c), remainder (0x30).
        assert_eq!(plan_loads(&[0x20, 0x2c, 0x30]), vec![(0x20, 1), (0x2c, 2)]);
        assert_eq!(plan_loads(&[0, 4, 8]), vec![(0, 2), (8, 1)]);
        assert_eq!(plan_loads(&[8, 12, 16, 20, 24]), vec![(8, 4), (24, 1)]);
        assert_eq!(plan_loads(&[]), vec![]);
    }
}
