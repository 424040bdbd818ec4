//! The operands one register file contributes to its regalloc2 run.
//!
//! Role: a compact, class-free description of every register mention of
//! one file: per instruction a list of [`ROp`] (local vreg number and
//! role), per block the parameters, per edge the arguments. It is built
//! once per file; each allocation attempt turns it into regalloc2
//! `Operand`s for the bank layout it tries (class per vreg, PReg of each
//! fixed register), which is a linear copy.
//!
//! Invariants: the operands of an instruction appear in slot order, one
//! per slot naming a vreg of this file, so the rewriter can walk the slots
//! again and pick the allocations in the same order. An operand that
//! belongs to another file is simply absent: register files never
//! interfere.

use crate::cfg::{Cfg, LBlock};
use crate::check::Locals;
use agc_isa::insts::Format;
use agc_isa::mir::{MFunction, MOpcode, MOperand, Pseudo};
use agc_isa::regs::RegFile;

/// How an operand constrains its vreg.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Use,
    /// Written after the uses are read (may share a dying use's register).
    Def,
    /// Written while the uses are still read (MFMA results).
    EarlyDef,
    /// Written into the register of this instruction's operand `n`
    /// (index into this file's operand list of the instruction).
    Reuse(u8),
    /// Read from the physical register whose first index is given.
    FixedUse(u16),
    /// Written to the physical register whose first index is given.
    FixedDef(u16),
}

impl Kind {
    pub fn is_def(self) -> bool {
        !matches!(self, Kind::Use | Kind::FixedUse(_))
    }
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct ROp {
    pub local: u32,
    pub kind: Kind,
}

pub(crate) struct FileOps {
    pub file: RegFile,
    /// Local index → width in dwords.
    pub widths: Vec<u8>,
    /// Local index → MIR vreg.
    pub vregs: Vec<u32>,
    pub ops: Vec<ROp>,
    /// Per instruction, plus one.
    pub op_start: Vec<u32>,
    pub params: Vec<u32>,
    /// Per layout block, plus one.
    pub param_start: Vec<u32>,
    pub args: Vec<u32>,
    /// Per successor slot of the CFG (`cfg.succ_start[b] + j`), plus one.
    pub arg_start: Vec<u32>,
    /// The calls: (instruction, index into `MFunction::callees`), in order.
    pub calls: Vec<(u32, u32)>,
}

/// Whether operand `o` names a vreg of `file`; its local number if so.
fn local(f: &MFunction, l: &Locals, file: RegFile, o: MOperand) -> Option<u32> {
    let v = o.vreg()?;
    (f.vregs[v.index()].file == file).then(|| l.local_of[v.index()])
}

/// For an MFMA `[dst, A, B, C]` whose source C is a vreg of `file`, the
/// index of C among the instruction's operands of that file (what
/// [`Kind::Reuse`] names); `None` when C is a constant or in another
/// file, when either is not a whole tuple of the same width, or when A
/// or B names the same vreg (a reuse would then alias a
/// source the result must not overlap).
fn mfma_src_c(f: &MFunction, l: &Locals, file: RegFile, operands: &[MOperand]) -> Option<u8> {
    let [d, a, b, c] = operands else {
        return None;
    };
    // Both whole tuples of one width: the reuse pins whole registers.
    let whole = |o: &MOperand| match *o {
        MOperand::VReg {
            reg,
            offset: 0,
            dwords,
        } if f.vregs[reg.index()].dwords == dwords => Some((reg, dwords)),
        _ => None,
    };
    let ((dv, dw), (cv, cw)) = (whole(d)?, whole(c)?);
    if dw != cw || dv == cv {
        return None;
    }
    local(f, l, file, *d)?;
    local(f, l, file, *c)?;
    if a.vreg() == Some(cv) || b.vreg() == Some(cv) {
        return None;
    }
    let before = operands[..3]
        .iter()
        .filter(|&&o| local(f, l, file, o).is_some())
        .count();
    u8::try_from(before).ok()
}

pub(crate) fn build(f: &MFunction, cfg: &Cfg, l: &Locals, file: RegFile, fi: usize) -> FileOps {
    let vregs = l.vregs[fi].clone();
    let widths = vregs.iter().map(|&v| f.vregs[v as usize].dwords).collect();
    let mut ops = Vec::new();
    let mut op_start = Vec::with_capacity(cfg.num_insts() + 1);
    let mut params = Vec::new();
    let mut param_start = Vec::with_capacity(cfg.blocks.len() + 1);
    let mut args = Vec::new();
    let mut arg_start = Vec::with_capacity(cfg.succs.len() + 1);
    let mut calls = Vec::new();
    let locals_of = |vs: &[agc_isa::mir::VReg], out: &mut Vec<u32>| {
        for v in vs {
            if f.vregs[v.index()].file == file {
                out.push(l.local_of[v.index()]);
            }
        }
    };
    for lb in &cfg.blocks {
        param_start.push(params.len() as u32);
        match *lb {
            LBlock::Mir(b) => {
                let data = &f.blocks[b as usize];
                locals_of(&data.params, &mut params);
                for inst in &data.insts {
                    if let (MOpcode::Pseudo(Pseudo::Call), Some(MOperand::Imm(k))) =
                        (inst.opcode, inst.operands.first())
                    {
                        calls.push((op_start.len() as u32, *k as u32));
                    }
                    op_start.push(ops.len() as u32);
                    let first = ops.len();
                    // An MFMA result must not overlap its VGPR sources A
                    // and B; source C it may overwrite exactly in place
                    // (only a partial overlap is forbidden), as llc-22
                    // allocates it. In AGPRs (gfx908) source C is the only
                    // other AGPR operand, so a plain def lets the
                    // allocator do that. In VGPRs (gfx90a+) the result
                    // reuses source C's register, which regalloc2 models
                    // as a def starting early (clear of A and B) pinned
                    // to C: a loop-carried accumulator then stays in
                    // place instead of being moved on the back edge.
                    // WMMA (its accumulator rows are the wave-split
                    // operands) follows the same rule in VGPRs: its
                    // 16-bit forms write half of each result dword and
                    // must find C's other half there.
                    let mai = matches!(inst.opcode, MOpcode::Real(op)
                        if op.format() == Format::Mai
                            || op.info().operands.first().is_some_and(|o| o.wave_split));
                    let src_c = if mai && file != RegFile::Agpr {
                        mfma_src_c(f, l, file, &inst.operands)
                    } else {
                        None
                    };
                    let early = mai && file != RegFile::Agpr && src_c.is_none();
                    let write_lanes = inst.opcode == MOpcode::Pseudo(Pseudo::WriteLanes);
                    // A Combine's result is written part by part while the
                    // parts are still being read: it must not share a
                    // register with any of them.
                    let early = early || inst.opcode == MOpcode::Pseudo(Pseudo::Combine);
                    for (s, &o) in inst.operands.iter().enumerate() {
                        let Some(local) = local(f, l, file, o) else {
                            continue;
                        };
                        let def = inst.is_def(s);
                        let kind = match (o, def) {
                            (MOperand::Fixed { phys, .. }, true) => Kind::FixedDef(phys.index),
                            (MOperand::Fixed { phys, .. }, false) => Kind::FixedUse(phys.index),
                            (_, true) if write_lanes => Kind::Reuse((ops.len() - first + 1) as u8),
                            (_, true) if src_c.is_some() => Kind::Reuse(src_c.unwrap_or(0)),
                            (_, true) if early => Kind::EarlyDef,
                            (_, true) => Kind::Def,
                            (_, false) => Kind::Use,
                        };
                        ops.push(ROp { local, kind });
                    }
                }
                // The terminator: no operands (a Return's fixed uses
                // aside); its edge arguments follow.
                op_start.push(ops.len() as u32);
                if let agc_isa::mir::Terminator::Return(uses) = &data.term {
                    for &o in uses {
                        if let (Some(local), MOperand::Fixed { phys, .. }) =
                            (local(f, l, file, o), o)
                        {
                            ops.push(ROp {
                                local,
                                kind: Kind::FixedUse(phys.index),
                            });
                        }
                    }
                }
                for (j, e) in data.term.successors().iter().enumerate() {
                    arg_start.push(args.len() as u32);
                    if cfg.split_of[b as usize][j] == u32::MAX {
                        locals_of(&e.args, &mut args);
                    }
                }
            }
            LBlock::Split { pred, succ } => {
                op_start.push(ops.len() as u32);
                arg_start.push(args.len() as u32);
                let e = &f.blocks[pred as usize].term.successors()[succ as usize].args;
                locals_of(e, &mut args);
            }
        }
    }
    op_start.push(ops.len() as u32);
    param_start.push(params.len() as u32);
    arg_start.push(args.len() as u32);
    FileOps {
        file,
        widths,
        vregs,
        ops,
        op_start,
        params,
        param_start,
        args,
        arg_start,
        calls,
    }
}

impl FileOps {
    pub fn inst_ops(&self, i: usize) -> &[ROp] {
        &self.ops[self.op_start[i] as usize..self.op_start[i + 1] as usize]
    }
    pub fn block_params(&self, b: usize) -> &[u32] {
        &self.params[self.param_start[b] as usize..self.param_start[b + 1] as usize]
    }
    pub fn edge_args(&self, slot: usize) -> &[u32] {
        &self.args[self.arg_start[slot] as usize..self.arg_start[slot + 1] as usize]
    }
}
