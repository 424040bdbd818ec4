//! One file's function as regalloc2 sees it.
//!
//! Role: implements [`regalloc2::Function`] over the shared [`Cfg`] and
//! one attempt's operands: the file's [`FileOps`] with each local vreg
//! tagged with its class and each fixed register turned into the PReg of
//! its group. Other files' operands are absent, so a run is as large as
//! its own file's share of the code.
//!
//! Calls: a call's clobber set (registers of the file) becomes, per bank,
//! the PRegs whose group holds at least one clobbered register, minus the
//! groups the call's own results are fixed to (regalloc2 forbids a
//! register to be both a clobber and a def of one instruction; the result
//! def writes it anyway). Clobbers act at the call's late point, so the
//! fixed argument uses and the address operand, read early, may sit in
//! clobbered registers, and every value live across the call must not.

use crate::banks::Groups;
use crate::cfg::{Cfg, INST_BRANCH, INST_RET};
use crate::ops::{FileOps, Kind};
use regalloc2::{
    Block, Function, Inst, InstRange, Operand, OperandConstraint, OperandKind, OperandPos, PReg,
    PRegSet, RegClass, VReg,
};

pub(crate) const CLASSES: [RegClass; 3] = [RegClass::Int, RegClass::Float, RegClass::Vector];

pub(crate) struct View<'a> {
    pub cfg: &'a Cfg,
    pub fo: &'a FileOps,
    pub ops: Vec<Operand>,
    pub params: Vec<VReg>,
    pub args: Vec<VReg>,
    pub units: [u8; 3],
    /// Per call (sorted by instruction): the PRegs it clobbers.
    pub clobbers: Vec<(u32, PRegSet)>,
}

impl<'a> View<'a> {
    pub fn new(
        cfg: &'a Cfg,
        fo: &'a FileOps,
        class_of: &[u8],
        units: [u8; 3],
        g: &Groups,
        callees: &[agc_isa::mir::Callee],
    ) -> Self {
        let vreg = |l: u32| VReg::new(l as usize, CLASSES[class_of[l as usize] as usize]);
        let preg = |l: u32, r: u16| {
            let (c, k) = g.start[r as usize].expect("fixed registers are placed first");
            debug_assert_eq!(c, class_of[l as usize]);
            PReg::new(k as usize, CLASSES[c as usize])
        };
        let ops = fo
            .ops
            .iter()
            .map(|o| {
                let v = vreg(o.local);
                let (c, k, p) = match o.kind {
                    Kind::Use => (OperandConstraint::Reg, OperandKind::Use, OperandPos::Early),
                    Kind::Def => (OperandConstraint::Reg, OperandKind::Def, OperandPos::Late),
                    Kind::EarlyDef => (OperandConstraint::Reg, OperandKind::Def, OperandPos::Early),
                    Kind::Reuse(n) => (
                        OperandConstraint::Reuse(n as usize),
                        OperandKind::Def,
                        OperandPos::Late,
                    ),
                    Kind::FixedUse(r) => (
                        OperandConstraint::FixedReg(preg(o.local, r)),
                        OperandKind::Use,
                        OperandPos::Early,
                    ),
                    Kind::FixedDef(r) => (
                        OperandConstraint::FixedReg(preg(o.local, r)),
                        OperandKind::Def,
                        OperandPos::Late,
                    ),
                };
                Operand::new(v, c, k, p)
            })
            .collect();
        let clobbers = fo
            .calls
            .iter()
            .map(|&(inst, callee)| {
                let set = callees
                    .get(callee as usize)
                    .map(|c| c.clobbers)
                    .unwrap_or_default();
                let mut out = PRegSet::empty();
                for c in 0..3 {
                    let u = units[c] as u16;
                    for (k, &first) in g.first[c].iter().enumerate() {
                        if (first..first + u).any(|r| set.contains(fo.file, r)) {
                            out.add(PReg::new(k, CLASSES[c]));
                        }
                    }
                }
                for o in fo.inst_ops(inst as usize) {
                    if let Kind::FixedDef(r) = o.kind {
                        if let Some((c, k)) = g.start[r as usize] {
                            out.remove(PReg::new(k as usize, CLASSES[c as usize]));
                        }
                    }
                }
                (inst, out)
            })
            .collect();
        View {
            cfg,
            clobbers,
            fo,
            ops,
            params: fo.params.iter().map(|&l| vreg(l)).collect(),
            args: fo.args.iter().map(|&l| vreg(l)).collect(),
            units,
        }
    }
}

impl Function for View<'_> {
    fn num_insts(&self) -> usize {
        self.cfg.num_insts()
    }
    fn num_blocks(&self) -> usize {
        self.cfg.blocks.len()
    }
    fn entry_block(&self) -> Block {
        Block::new(0)
    }
    fn block_insns(&self, block: Block) -> InstRange {
        let b = block.index();
        InstRange::new(
            Inst::new(self.cfg.first_inst[b] as usize),
            Inst::new(self.cfg.first_inst[b + 1] as usize),
        )
    }
    fn block_succs(&self, block: Block) -> &[Block] {
        self.cfg.succs_of(block.index())
    }
    fn block_preds(&self, block: Block) -> &[Block] {
        self.cfg.preds_of(block.index())
    }
    fn block_params(&self, block: Block) -> &[VReg] {
        let b = block.index();
        &self.params[self.fo.param_start[b] as usize..self.fo.param_start[b + 1] as usize]
    }
    fn is_ret(&self, insn: Inst) -> bool {
        self.cfg.inst_kind[insn.index()] == INST_RET
    }
    fn is_branch(&self, insn: Inst) -> bool {
        self.cfg.inst_kind[insn.index()] == INST_BRANCH
    }
    fn branch_blockparams(&self, block: Block, _insn: Inst, succ_idx: usize) -> &[VReg] {
        let slot = self.cfg.succ_start[block.index()] as usize + succ_idx;
        &self.args[self.fo.arg_start[slot] as usize..self.fo.arg_start[slot + 1] as usize]
    }
    fn inst_operands(&self, insn: Inst) -> &[Operand] {
        let i = insn.index();
        &self.ops[self.fo.op_start[i] as usize..self.fo.op_start[i + 1] as usize]
    }
    fn inst_clobbers(&self, insn: Inst) -> PRegSet {
        match self
            .clobbers
            .binary_search_by_key(&(insn.index() as u32), |c| c.0)
        {
            Ok(i) => self.clobbers[i].1,
            Err(_) => PRegSet::empty(),
        }
    }
    fn num_vregs(&self) -> usize {
        self.fo.widths.len()
    }
    fn spillslot_size(&self, regclass: RegClass) -> usize {
        (self.units[regclass as usize] as usize).max(1)
    }
}
