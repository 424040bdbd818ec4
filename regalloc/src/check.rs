//! Validation of virtual MIR before allocation.
//!
//! Role: turns every malformed input the allocator could trip on into a
//! [`RegallocError::Malformed`] instead of a panic inside regalloc2: vreg
//! numbers, widths and files, operand counts against the table row, the
//! register file each slot kind accepts, sub-ranges within their vreg,
//! whole-register definitions, one definition per vreg, pseudo shapes and
//! block-argument arity. Dominance of uses is left to regalloc2's own SSA
//! validator, which runs on every allocation.
//!
//! It also numbers the vregs of each file densely (`local_of`), so each
//! per-file regalloc2 run sees `0..n` with no holes, and records the
//! registers the kernel's `Entry` fixes (they count as used even if dead).
//! A vreg that nothing mentions (a placeholder that SSA construction made
//! and then removed) gets no number, except the first of each file and
//! width, so the widths a file has (which pick its banks) stay those of
//! every vreg: dense liveness then costs what the code uses, not what
//! lowering once allocated. Numbers keep the MIR order, which is all the
//! allocation depends on.

use crate::{file_index, RegallocError};
use agc_isa::insts::{Format, OpKind};
use agc_isa::mir::{MFunction, MOpcode, MOperand, Pseudo, VReg};
use agc_isa::processors::Processor;
use agc_isa::regs::{Reg, RegFile};
use agc_isa::target::Target;

/// Dense per-file numbering of the vregs.
pub(crate) struct Locals {
    /// MIR vreg → index within its file.
    pub local_of: Vec<u32>,
    /// Per file (SGPR, VGPR, AGPR): local index → MIR vreg.
    pub vregs: [Vec<u32>; 3],
    /// Per file: one past the highest register an `Entry` operand fixes.
    pub entry_hi: [u16; 3],
}

fn kind_accepts(kind: OpKind, file: RegFile) -> bool {
    use OpKind::*;
    match kind {
        Sdst | Ssrc | Sgpr | SmemOffset | Saddr | SaddrOpt | Srsrc | Soffset => {
            file == RegFile::Sgpr
        }
        Vdst | Vgpr | VaddrOpt => file == RegFile::Vgpr,
        Vsrc => matches!(file, RegFile::Sgpr | RegFile::Vgpr),
        Adst | Asrc => file == RegFile::Agpr,
        AVdst | AVsrc => matches!(file, RegFile::Vgpr | RegFile::Agpr),
        // `Null` is the fixed null register, never a virtual one.
        Simm16 | Simm16Hex | DelayAlu | Depctr | Label | Waitcnt | Hwreg | Sendmsg | K32 | Null => {
            false
        }
    }
}

struct Checker<'a> {
    f: &'a MFunction,
    proc: Processor,
    defs: Vec<u8>,
    block: usize,
    inst: Option<usize>,
}

impl Checker<'_> {
    fn err(&self, msg: String) -> RegallocError {
        RegallocError::Malformed {
            kernel: self.f.name.clone(),
            block: self.block as u32,
            inst: self.inst.map(|i| i as u32),
            msg,
        }
    }

    fn vreg(&self, v: VReg) -> Result<(RegFile, u8), RegallocError> {
        match self.f.vregs.get(v.index()) {
            Some(d) => Ok((d.file, d.dwords)),
            None => Err(self.err(format!(
                "%{} is not a vreg of the function ({} vregs)",
                v.0,
                self.f.vregs.len()
            ))),
        }
    }

    fn def(&mut self, v: VReg) -> Result<(), RegallocError> {
        let d = &mut self.defs[v.index()];
        *d += 1;
        if *d > 1 {
            return Err(self.err(format!("%{} is defined twice (MIR must be SSA)", v.0)));
        }
        Ok(())
    }

    /// Checks one operand in slot `i`; returns its file when it names a vreg.
    fn operand(
        &mut self,
        o: MOperand,
        is_def: bool,
        is_use: bool,
        slot: Option<(OpKind, u8)>,
    ) -> Result<Option<(RegFile, u8)>, RegallocError> {
        let (reg, offset, dwords) = match o {
            MOperand::VReg {
                reg,
                offset,
                dwords,
            } => (reg, offset, dwords),
            MOperand::Fixed { reg, phys } => {
                let (file, w) = self.vreg(reg)?;
                if phys.file != file || phys.len != w {
                    return Err(self.err(format!(
                        "%{} ({} dwords of {:?}) is fixed to {phys}, which is not of its file and width",
                        reg.0, w, file
                    )));
                }
                (reg, 0, w)
            }
            _ => return Ok(None),
        };
        let (file, w) = self.vreg(reg)?;
        if is_def && is_use {
            return Err(self.err(format!(
                "%{} sits in a slot that is both read and written; SSA MIR cannot name its tied input",
                reg.0
            )));
        }
        if !is_def && !is_use {
            return Err(self.err(format!("%{} sits in a slot that takes no register", reg.0)));
        }
        if dwords == 0 || offset as u16 + dwords as u16 > w as u16 {
            return Err(self.err(format!(
                "dwords [{offset}, {}) are not within %{} of {w} dwords",
                offset as u16 + dwords as u16,
                reg.0
            )));
        }
        if is_def && (offset != 0 || dwords != w) {
            return Err(self.err(format!(
                "a definition must write all of %{} ({w} dwords), not dwords [{offset}, {})",
                reg.0,
                offset + dwords
            )));
        }
        if let Some((kind, slot_dwords)) = slot {
            if dwords != slot_dwords {
                return Err(self.err(format!(
                    "width mismatch: the slot takes {slot_dwords} dwords, the operand on %{} has {dwords}",
                    reg.0
                )));
            }
            if !kind_accepts(kind, file) {
                return Err(self.err(format!(
                    "%{} is a {:?} vreg in a {:?} slot",
                    reg.0, file, kind
                )));
            }
        }
        if is_def {
            self.def(reg)?;
        }
        Ok(Some((file, dwords)))
    }
}

pub(crate) fn check(f: &MFunction, target: &Target) -> Result<Locals, RegallocError> {
    let proc = target.processor();
    let wave = target.wave;
    let mut c = Checker {
        f,
        proc,
        defs: vec![0; f.vregs.len()],
        block: 0,
        inst: None,
    };
    if f.blocks.is_empty() {
        return Err(c.err("the function has no blocks".into()));
    }
    let mentioned = mentioned(f);
    let mut local_of = vec![u32::MAX; f.vregs.len()];
    let mut vregs: [Vec<u32>; 3] = Default::default();
    // Per file, the widths (bit `dwords`) that already have a number.
    let mut widths = [0u32; 3];
    for (i, d) in f.vregs.iter().enumerate() {
        let fi = match file_index(d.file) {
            Some(fi) if d.file != RegFile::Agpr || c.proc.info().has_agprs => fi,
            _ => {
                return Err(c.err(format!(
                    "%{i} is in the {:?} file, which {} does not allocate",
                    d.file,
                    c.proc.name()
                )))
            }
        };
        if !matches!(d.dwords, 1 | 2 | 3 | 4 | 8 | 16) {
            return Err(c.err(format!("%{i} has width {} dwords", d.dwords)));
        }
        let bit = 1u32 << d.dwords;
        if mentioned.get(i).copied().unwrap_or(true) || widths[fi] & bit == 0 {
            widths[fi] |= bit;
            local_of[i] = vregs[fi].len() as u32;
            vregs[fi].push(i as u32);
        }
    }
    let mut entry_hi = [0u16; 3];
    let nblocks = f.blocks.len();
    for (b, data) in f.blocks.iter().enumerate() {
        c.block = b;
        c.inst = None;
        for &p in &data.params {
            c.vreg(p)?;
            c.def(p)?;
        }
        for (i, inst) in data.insts.iter().enumerate() {
            c.inst = Some(i);
            let ops = &inst.operands;
            match inst.opcode {
                MOpcode::Real(op) => {
                    let info = op.info();
                    if ops.len() != info.operands.len() {
                        return Err(c.err(format!(
                            "`{}` takes {} operands, got {}",
                            info.name,
                            info.operands.len(),
                            ops.len()
                        )));
                    }
                    if info.format == Format::Sopp
                        && info.operands.iter().any(|o| o.kind == OpKind::Label)
                    {
                        return Err(c.err(format!(
                            "`{}` is a branch; control flow belongs in the block terminator",
                            info.name
                        )));
                    }
                    for (&o, oi) in ops.iter().zip(info.operands) {
                        // The VGPR-only second source of VOP2/VOPC holds
                        // only in the 32-bit encoding; the encoder falls
                        // back to VOP3, where any source may be scalar.
                        let kind = match (info.format, oi.kind) {
                            (Format::Vop2 | Format::Vopc, OpKind::Vgpr) if oi.is_use() => {
                                OpKind::Vsrc
                            }
                            (_, k) => k,
                        };
                        // A global access with an SGPR base (`saddr`)
                        // takes a 32-bit VGPR offset instead of a pair.
                        let saddr = info.format == Format::Global
                            && oi.kind == OpKind::Vgpr
                            && !matches!(ops.last(), Some(MOperand::Off));
                        let dwords = if saddr {
                            1
                        } else {
                            oi.dwords_in(info.format, wave)
                        };
                        c.operand(o, oi.is_def(), oi.is_use(), Some((kind, dwords)))?;
                    }
                }
                MOpcode::Pseudo(p @ (Pseudo::Call | Pseudo::FuncAddr)) => {
                    check_call(&mut c, p, inst)?;
                }
                MOpcode::Pseudo(p) => {
                    let want = match p {
                        Pseudo::Copy => Some(2),
                        Pseudo::ImplicitDef => Some(1),
                        Pseudo::WriteLanes if ops.len() == 4 => Some(4),
                        Pseudo::WriteLanes => Some(3),
                        Pseudo::Entry | Pseudo::Combine => None,
                        Pseudo::Call | Pseudo::FuncAddr => None,
                    };
                    if want.is_some_and(|n| n != ops.len()) {
                        return Err(c.err(format!(
                            "{p:?} takes {} operands, got {}",
                            want.unwrap_or(0),
                            ops.len()
                        )));
                    }
                    let mut shapes = [None; 3];
                    for (s, &o) in ops.iter().enumerate() {
                        let is_def = inst.is_def(s);
                        let fixed = matches!(o, MOperand::Fixed { .. });
                        if (p == Pseudo::Entry) != fixed {
                            return Err(c.err(format!(
                                "operand {s} of {p:?}: only Entry takes (and needs) fixed registers"
                            )));
                        }
                        if p == Pseudo::WriteLanes && s == 3 {
                            // The lane: m0 or a constant (v_writelane's
                            // lane select besides an SGPR value).
                            if !matches!(o, MOperand::Phys(Reg::M0) | MOperand::Inline(_)) {
                                return Err(c.err(
                                    "the lane of a one-lane WriteLanes must be m0 or an inline constant".into(),
                                ));
                            }
                            continue;
                        }
                        let shape = c.operand(o, is_def, inst.is_use(s), None)?;
                        if p == Pseudo::Combine && s > 0 {
                            // Parts: 1-dword registers or constants.
                            let ok = match o {
                                MOperand::VReg { dwords, .. } => dwords == 1,
                                MOperand::Inline(_) | MOperand::Literal(_) => true,
                                _ => false,
                            };
                            if !ok {
                                return Err(c.err(format!(
                                    "part {s} of Combine must be one dword of a register or a 32-bit constant"
                                )));
                            }
                            if let (Some((pf, _)), Some((df, dw))) = (shape, shapes[0]) {
                                let fits = pf == df || (df != RegFile::Sgpr && pf != RegFile::Agpr);
                                if !fits || ops.len() - 1 != dw as usize {
                                    return Err(c.err(format!(
                                        "Combine of {} parts into {dw} dwords of {df:?} (part {s} is {pf:?})",
                                        ops.len() - 1
                                    )));
                                }
                            }
                            continue;
                        }
                        let Some(shape) = shape else {
                            return Err(
                                c.err(format!("operand {s} of {p:?} must be a virtual register"))
                            );
                        };
                        if let MOperand::Fixed { phys, .. } = o {
                            let fi = file_index(phys.file).unwrap_or(0);
                            entry_hi[fi] = entry_hi[fi].max(phys.index + phys.len as u16);
                        }
                        if s < 3 {
                            shapes[s] = Some(shape);
                        }
                    }
                    check_pseudo(&c, p, ops, shapes)?;
                }
            }
        }
        c.inst = None;
        if let agc_isa::mir::Terminator::Return(uses) = &data.term {
            if !matches!(uses.first(), Some(MOperand::Fixed { phys, .. }) if phys.file == RegFile::Sgpr && phys.len == 2)
            {
                return Err(
                    c.err("a Return starts with the return address, fixed to an SGPR pair".into())
                );
            }
            for &o in uses {
                if !matches!(o, MOperand::Fixed { .. }) {
                    return Err(c.err("every operand of a Return is a fixed register".into()));
                }
                c.operand(o, false, true, None)?;
            }
        }
        for e in data.term.successors() {
            let t = e.block.index();
            if t >= nblocks {
                return Err(c.err(format!("branch to block {t}, of {nblocks}")));
            }
            let params = &f.blocks[t].params;
            if params.len() != e.args.len() {
                return Err(c.err(format!(
                    "the edge to block {t} passes {} arguments for {} parameters",
                    e.args.len(),
                    params.len()
                )));
            }
            for (&a, &p) in e.args.iter().zip(params) {
                let (fa, wa) = c.vreg(a)?;
                let (fp, wp) = c.vreg(p)?;
                if fa != fp || wa != wp {
                    return Err(c.err(format!(
                        "the edge to block {t} passes %{} ({wa} dwords of {fa:?}) for %{} ({wp} dwords of {fp:?})",
                        a.0, p.0
                    )));
                }
            }
        }
    }
    if !f.blocks[0].params.is_empty() {
        c.block = 0;
        return Err(c.err("the entry block has parameters".into()));
    }
    Ok(Locals {
        local_of,
        vregs,
        entry_hi,
    })
}

/// Whether each vreg appears in the code: as a block parameter, an
/// operand, an edge argument or a returned value. Numbers out of range
/// are left to the checks.
fn mentioned(f: &MFunction) -> Vec<bool> {
    let mut m = vec![false; f.vregs.len()];
    let mut mark = |v: VReg| {
        if let Some(x) = m.get_mut(v.index()) {
            *x = true;
        }
    };
    for data in &f.blocks {
        data.params.iter().for_each(|&p| mark(p));
        for inst in &data.insts {
            inst.operands
                .iter()
                .filter_map(|o| o.vreg())
                .for_each(&mut mark);
        }
        for e in data.term.successors() {
            e.args.iter().for_each(|&a| mark(a));
        }
        if let agc_isa::mir::Terminator::Return(uses) = &data.term {
            uses.iter().filter_map(|o| o.vreg()).for_each(&mut mark);
        }
    }
    m
}

fn check_pseudo(
    c: &Checker<'_>,
    p: Pseudo,
    ops: &[MOperand],
    shapes: [Option<(RegFile, u8)>; 3],
) -> Result<(), RegallocError> {
    use RegFile::*;
    match p {
        Pseudo::Copy => {
            let (Some((fd, wd)), Some((fs, ws))) = (shapes[0], shapes[1]) else {
                return Ok(());
            };
            if wd != ws {
                return Err(c.err(format!(
                    "width mismatch: Copy of {ws} dwords into {wd} dwords"
                )));
            }
            let ok = matches!(
                (fd, fs),
                (Sgpr, Sgpr) | (Vgpr, Sgpr | Vgpr | Agpr) | (Agpr, Sgpr | Vgpr | Agpr)
            );
            if !ok {
                return Err(c.err(format!(
                    "Copy from {fs:?} to {fd:?} is not a move (use v_readfirstlane)"
                )));
            }
        }
        Pseudo::WriteLanes => {
            let (Some((fd, wd)), Some((fo, wo)), Some((fv, wv))) =
                (shapes[0], shapes[1], shapes[2])
            else {
                return Ok(());
            };
            let old_whole = matches!(ops[1], MOperand::VReg { offset: 0, .. })
                && ops[1].vreg().map(|v| c.f.vregs[v.index()].dwords) == Some(wo);
            if fd != Vgpr || fo != Vgpr || wd != wo || wv != wd || !old_whole {
                return Err(c.err(format!(
                    "WriteLanes needs a VGPR def, the whole old value of the same width and a value of that width; got {fd:?}×{wd}, {fo:?}×{wo}, {fv:?}×{wv}"
                )));
            }
            if fv == Agpr {
                return Err(c.err("WriteLanes cannot take its value from an AGPR".into()));
            }
            if ops.len() == 4 && fv != Sgpr {
                return Err(c.err("a one-lane WriteLanes takes its value from SGPRs".into()));
            }
        }
        Pseudo::ImplicitDef | Pseudo::Entry | Pseudo::Combine => {}
        Pseudo::Call | Pseudo::FuncAddr => {}
    }
    Ok(())
}

/// `FuncAddr [def pair, Imm(callee)]` and `Call [Imm(callee), Imm(n),
/// addr pair, n fixed defs, fixed uses]` (see `agc_isa::mir::Pseudo`).
fn check_call(
    c: &mut Checker<'_>,
    p: Pseudo,
    inst: &agc_isa::mir::MirInst,
) -> Result<(), RegallocError> {
    let ops = &inst.operands;
    let callee_at = if p == Pseudo::FuncAddr { 1 } else { 0 };
    match ops.get(callee_at) {
        Some(MOperand::Imm(k)) if (*k as usize) < c.f.callees.len() && *k >= 0 => {}
        _ => return Err(c.err(format!("{p:?} names no callee of the function"))),
    }
    let pair = if p == Pseudo::FuncAddr { 0 } else { 2 };
    if p == Pseudo::FuncAddr && ops.len() != 2
        || p == Pseudo::Call && (ops.len() < 3 || 3 + inst.call_results() > ops.len())
    {
        return Err(c.err(format!("{p:?} has the wrong number of operands")));
    }
    for (s, &o) in ops.iter().enumerate() {
        if s == callee_at || p == Pseudo::Call && s == 1 {
            continue;
        }
        let shape = c.operand(o, inst.is_def(s), inst.is_use(s), None)?;
        let fixed = matches!(o, MOperand::Fixed { .. });
        if s == pair {
            if shape != Some((RegFile::Sgpr, 2)) || fixed {
                return Err(c.err(format!("{p:?}: the address is a virtual SGPR pair")));
            }
        } else if !fixed || shape.map(|s| s.1) != Some(1) {
            return Err(c.err(format!(
                "{p:?}: arguments and results are 1-dword fixed registers"
            )));
        }
    }
    Ok(())
}
