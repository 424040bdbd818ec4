//! MIR: machine code between instruction selection and emission.
//!
//! Role: the container that flows `lower` → `regalloc` → `memmodel` →
//! `emit`. It has two shapes:
//!
//! - [`MFunction`]: *virtual* MIR, as instruction selection writes it.
//!   Every value lives in a [`VReg`] of one register file (SGPR, VGPR or
//!   AGPR) and a width in dwords; the function is in SSA form (each vreg
//!   has exactly one def, block parameters play the role of phis), which
//!   is what regalloc2 requires. Instructions are real table rows
//!   ([`Opcode`]) or a handful of [`Pseudo`]s that register allocation
//!   expands; control flow is a [`Terminator`] per block, kept apart from
//!   the instruction list so that the allocator and the emitter agree on
//!   successors without decoding branches.
//! - [`Block`] lists of physical [`MInst`]s: *allocated* MIR, as register
//!   allocation hands it to `memmodel` and `emit`. A branch's label operand
//!   holds `Operand::Imm(index of the target block)`; blocks are laid out
//!   in vector order, so fall-through goes to the next block.
//!
//! Invariants of an [`MFunction`] (the producer guarantees them; the
//! allocator checks the cheap ones and reports an error, never panics):
//! - Operand lists follow the row's operand list of [`Opcode::info`] in
//!   assembly order, one [`MOperand`] per slot; the row says which slots
//!   are defs and uses and how many dwords each has.
//! - A [`MOperand::VReg`] names a dword range `[offset, offset + dwords)`
//!   of its vreg; reading one half of a 64-bit value costs no copy.
//!   Definitions always write the whole vreg (`offset == 0`, full width).
//! - Tuples are aligned as the hardware requires: SGPR tuples of 2 dwords
//!   at even registers, of 4 or more at multiples of 4; VGPR/AGPR tuples
//!   at even registers on processors with `aligned_vgpr_tuples`. The
//!   allocator derives this from [`VRegData`]; instruction selection does
//!   not spell it.
//! - Physical operands ([`MOperand::Phys`]) are only special registers
//!   (VCC, EXEC, M0, SCC-carrying rows, FLAT_SCRATCH) or registers the
//!   allocator never hands out. Fixed-register constraints on allocatable
//!   registers (kernel inputs, call arguments) use [`MOperand::Fixed`].
//! - The value of SCC does not survive a block boundary, and nothing
//!   between an SCC-setting instruction and its reader may set SCC; the
//!   allocator's moves and spills never touch SCC.

use crate::insts::Opcode;
use crate::minst::{MInst, Modifiers, Operand};
use crate::regs::{Reg, RegFile};
use smallvec::SmallVec;

/// A virtual register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VReg(pub u32);

/// A MIR block; its number is its position in the layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MBlock(pub u32);

impl VReg {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}
impl MBlock {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// What a virtual register holds: its file and width.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VRegData {
    /// `Sgpr`, `Vgpr` or `Agpr`.
    pub file: RegFile,
    /// Width in dwords: 1, 2, 3, 4, 8 or 16.
    pub dwords: u8,
    /// A lane mask (one bit per lane: EXEC-shaped compare results,
    /// carries, saved EXEC). Selection reads it where the width cannot
    /// tell: in wave32 a mask and a uniform boolean are both one SGPR.
    /// Copies of the data (variables, block parameters) keep it.
    pub mask: bool,
}

/// One explicit operand of a MIR instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MOperand {
    /// Dwords `[offset, offset + dwords)` of a virtual register.
    VReg { reg: VReg, offset: u8, dwords: u8 },
    /// A virtual register that must be in the physical register `phys`
    /// at this instruction (kernel inputs at entry, call arguments).
    Fixed { reg: VReg, phys: Reg },
    /// A physical register the allocator does not manage.
    Phys(Reg),
    /// Inline constant by operand code, as [`Operand::Inline`].
    Inline(u8),
    /// 32-bit literal.
    Literal(u32),
    /// Immediate field value, as [`Operand::Imm`].
    Imm(i32),
    /// `off`.
    Off,
}

impl MOperand {
    /// The whole of `reg`, whose width the caller states.
    pub fn whole(reg: VReg, dwords: u8) -> MOperand {
        MOperand::VReg {
            reg,
            offset: 0,
            dwords,
        }
    }
    /// The virtual register this operand names, if any.
    pub fn vreg(self) -> Option<VReg> {
        match self {
            MOperand::VReg { reg, .. } | MOperand::Fixed { reg, .. } => Some(reg),
            _ => None,
        }
    }
}

impl From<Operand> for MOperand {
    fn from(o: Operand) -> MOperand {
        match o {
            Operand::Reg(r) => MOperand::Phys(r),
            Operand::Inline(c) => MOperand::Inline(c),
            Operand::Literal(l) => MOperand::Literal(l),
            Operand::Imm(i) => MOperand::Imm(i),
            Operand::Off => MOperand::Off,
        }
    }
}

/// Instructions that exist only before register allocation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pseudo {
    /// `[def, use]`: copy a whole value of the same width. Across files
    /// only SGPR → VGPR/AGPR and VGPR ↔ AGPR are allowed (VGPR → SGPR needs
    /// `v_readfirstlane`, which is a real instruction).
    Copy,
    /// `[def]`: a value with undefined contents (the start of a value
    /// that is then written lane by lane).
    ImplicitDef,
    /// `[def, old, value]`: `def` must be allocated to the register of
    /// `old`; it writes `value` to the lanes active in EXEC and keeps the
    /// others. Becomes a `v_mov_b32` per dword (or nothing when `value`
    /// already is in that register). This is how a divergent value is
    /// merged at a join without lying to the allocator about which lanes
    /// a write kills. `[def, old, value, lane]`: writes the scalar `value`
    /// to the one lane `lane` (`m0` or a constant) names, whatever EXEC
    /// holds: a `v_writelane_b32` per dword.
    WriteLanes,
    /// `[defs...]`: defines the kernel's inputs at entry; every operand is
    /// [`MOperand::Fixed`]. Emits nothing.
    Entry,
    /// `[def, parts...]`: builds a tuple from 32-bit parts in order (each
    /// a whole 1-dword vreg, a dword of a wider one, or a constant) — the
    /// REG_SEQUENCE of other compilers. Becomes one move per part that is
    /// not already in place.
    Combine,
    /// `[def, Imm(callee)]`: the address of [`MFunction::callees`]`[callee]`
    /// in an SGPR pair. Becomes `s_getpc_b64` + `s_add_u32` + `s_addc_u32`
    /// whose literals carry the callee's PC-relative `REL32_LO`/`REL32_HI`
    /// relocations (see [`Callee`]).
    FuncAddr,
    /// `[Imm(callee), Imm(n), addr, results..., arguments...]`: calls the
    /// function whose address `addr` (a [`Pseudo::FuncAddr`] result)
    /// holds, with `s_swappc_b64 s[30:31], addr`. The `n` results are
    /// [`MOperand::Fixed`] defs, the arguments [`MOperand::Fixed`] uses;
    /// the call clobbers `callees[callee].clobbers` except its results.
    Call,
}

/// A function called from an [`MFunction`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Callee {
    /// The symbol of the called function; empty for the unknown callee
    /// of indirect calls (`Call` through an address computed at run
    /// time), which no `FuncAddr` names.
    pub name: String,
    /// The registers a call to it may change (results included).
    pub clobbers: crate::callconv::RegSet,
}

/// The opcode of a MIR instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MOpcode {
    Real(Opcode),
    Pseudo(Pseudo),
}

/// A source position attached to an instruction, for DWARF line tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SrcPos {
    pub file: u32,
    pub line: u32,
    pub column: u32,
}

/// One MIR instruction.
#[derive(Clone, Debug, PartialEq)]
pub struct MirInst {
    pub opcode: MOpcode,
    pub operands: SmallVec<[MOperand; 6]>,
    pub mods: Modifiers,
    pub loc: Option<SrcPos>,
}

impl MirInst {
    pub fn real(opcode: Opcode, operands: &[MOperand]) -> MirInst {
        MirInst {
            opcode: MOpcode::Real(opcode),
            operands: SmallVec::from_slice(operands),
            mods: Modifiers::default(),
            loc: None,
        }
    }
    pub fn pseudo(p: Pseudo, operands: &[MOperand]) -> MirInst {
        MirInst {
            opcode: MOpcode::Pseudo(p),
            operands: SmallVec::from_slice(operands),
            mods: Modifiers::default(),
            loc: None,
        }
    }
    /// The number of results of a [`Pseudo::Call`] (operand 1).
    pub fn call_results(&self) -> usize {
        match self.operands.get(1) {
            Some(MOperand::Imm(n)) if *n >= 0 => *n as usize,
            _ => 0,
        }
    }
    /// Whether operand slot `i` is written (from the row, or the pseudo's
    /// shape: operand 0 is the def of every pseudo except `Entry`, whose
    /// operands are all defs).
    pub fn is_def(&self, i: usize) -> bool {
        match self.opcode {
            MOpcode::Real(op) => op.info().operands.get(i).is_some_and(|o| o.is_def()),
            MOpcode::Pseudo(Pseudo::Entry) => true,
            MOpcode::Pseudo(Pseudo::Call) => i >= 3 && i < 3 + self.call_results(),
            MOpcode::Pseudo(_) => i == 0,
        }
    }
    /// Whether operand slot `i` is read.
    pub fn is_use(&self, i: usize) -> bool {
        match self.opcode {
            MOpcode::Real(op) => op.info().operands.get(i).is_some_and(|o| o.is_use()),
            MOpcode::Pseudo(Pseudo::Entry) => false,
            MOpcode::Pseudo(Pseudo::Call) => i == 2 || i >= 3 + self.call_results(),
            MOpcode::Pseudo(_) => i > 0,
        }
    }
}

/// How a conditional terminator decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BranchCond {
    Scc0,
    Scc1,
    Vccz,
    Vccnz,
    Execz,
    Execnz,
}

impl BranchCond {
    /// The `s_cbranch_*` row.
    pub fn opcode(self) -> Opcode {
        match self {
            BranchCond::Scc0 => Opcode::SCbranchScc0,
            BranchCond::Scc1 => Opcode::SCbranchScc1,
            BranchCond::Vccz => Opcode::SCbranchVccz,
            BranchCond::Vccnz => Opcode::SCbranchVccnz,
            BranchCond::Execz => Opcode::SCbranchExecz,
            BranchCond::Execnz => Opcode::SCbranchExecnz,
        }
    }
}

/// A successor edge with the block arguments it passes.
#[derive(Clone, Debug, PartialEq)]
pub struct Edge {
    pub block: MBlock,
    pub args: SmallVec<[VReg; 4]>,
}

impl Edge {
    pub fn to(block: MBlock) -> Edge {
        Edge {
            block,
            args: SmallVec::new(),
        }
    }
}

/// How a block ends.
#[derive(Clone, Debug, PartialEq)]
pub enum Terminator {
    /// Unconditional jump (`s_branch`, or nothing when the target is the
    /// next block in layout).
    Jump(Edge),
    /// `s_cbranch_<cond> taken`, else go to `not_taken` (falling through
    /// when it is the next block, else with an extra `s_branch`).
    Branch {
        cond: BranchCond,
        taken: Edge,
        not_taken: Edge,
    },
    /// `s_endpgm`.
    EndPgm,
    /// `s_setpc_b64` to the return address: the end of a non-kernel
    /// function. Every operand is a [`MOperand::Fixed`] use: the return
    /// address pair at s\[30:31\] first, then the results in their
    /// convention registers (`callconv`).
    Return(SmallVec<[MOperand; 4]>),
}

impl Terminator {
    /// Both successors of a conditional branch, or the single one.
    pub fn successors(&self) -> SmallVec<[&Edge; 2]> {
        match self {
            Terminator::Jump(e) => smallvec::smallvec![e],
            Terminator::Branch {
                taken, not_taken, ..
            } => smallvec::smallvec![taken, not_taken],
            Terminator::EndPgm | Terminator::Return(_) => SmallVec::new(),
        }
    }
}

/// A block of virtual MIR.
#[derive(Clone, Debug, PartialEq)]
pub struct MBlockData {
    /// Block parameters (SSA phis), defined on entry.
    pub params: SmallVec<[VReg; 4]>,
    pub insts: Vec<MirInst>,
    pub term: Terminator,
}

/// A function in virtual MIR. Block 0 is the entry; layout is index order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MFunction {
    pub name: String,
    pub vregs: Vec<VRegData>,
    pub blocks: Vec<MBlockData>,
    /// EXEC may hold fewer lanes than those whose VGPR values are live
    /// (EXEC-mask control flow): a lane switched off in one block keeps its
    /// values for the block where it runs again. A register allocator's
    /// own VGPR moves must then copy every lane, not just EXEC's.
    pub inactive_lanes_live: bool,
    /// A non-kernel function: it follows the calling convention
    /// (`callconv`), so it may only write caller-saved registers.
    pub device_function: bool,
    /// The functions [`Pseudo::FuncAddr`] and [`Pseudo::Call`] name, by index.
    pub callees: Vec<Callee>,
    /// Registers the allocator must not assign: the stack registers that
    /// selection and prologues name as physical operands
    /// (`callconv::Convention::reserved`), in kernels that call and in
    /// non-kernel functions.
    pub reserved: crate::callconv::RegSet,
    /// Non-kernel functions: bytes per lane of the frame below what the
    /// prologue saves (incoming stack arguments, then stack slots), from
    /// the frame base the prologue sets up.
    pub frame_bytes: u32,
}

impl MFunction {
    pub fn new(name: impl Into<String>) -> MFunction {
        MFunction {
            name: name.into(),
            vregs: Vec::new(),
            blocks: Vec::new(),
            inactive_lanes_live: false,
            device_function: false,
            callees: Vec::new(),
            reserved: crate::callconv::RegSet::default(),
            frame_bytes: 0,
        }
    }
    /// A fresh virtual register.
    pub fn vreg(&mut self, file: RegFile, dwords: u8) -> VReg {
        self.vreg_with(VRegData {
            file,
            dwords,
            mask: false,
        })
    }

    /// A new virtual register of shape `data` (a copy of another's keeps
    /// its lane-mask flag).
    pub fn vreg_with(&mut self, data: VRegData) -> VReg {
        self.vregs.push(data);
        VReg(self.vregs.len() as u32 - 1)
    }

    /// Instructions over all blocks (terminators not counted).
    pub fn num_insts(&self) -> usize {
        self.blocks.iter().map(|b| b.insts.len()).sum()
    }

    pub fn vreg_data(&self, v: VReg) -> VRegData {
        self.vregs[v.index()]
    }
    /// A fresh empty block ending in `s_endpgm` until its terminator is set.
    pub fn block(&mut self) -> MBlock {
        self.blocks.push(MBlockData {
            params: SmallVec::new(),
            insts: Vec::new(),
            term: Terminator::EndPgm,
        });
        MBlock(self.blocks.len() as u32 - 1)
    }
    /// The whole-register operand of `v`.
    pub fn op(&self, v: VReg) -> MOperand {
        MOperand::whole(v, self.vregs[v.index()].dwords)
    }
}

/// A basic block of allocated code: physical instructions; a branch's label
/// operand names a block index (see the module doc).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Block {
    pub insts: Vec<MInst>,
    /// Either empty (no debug positions) or one entry per instruction.
    pub locs: Vec<Option<SrcPos>>,
}

impl Block {
    pub fn new(insts: Vec<MInst>) -> Block {
        Block {
            insts,
            locs: Vec::new(),
        }
    }
    /// Inserts `inst` at `at`, keeping `locs` parallel (an inserted
    /// instruction takes the position of the one it precedes).
    pub fn insert(&mut self, at: usize, inst: MInst) {
        self.insts.insert(at, inst);
        if !self.locs.is_empty() {
            let loc = self.locs.get(at).copied().flatten();
            self.locs.insert(at, loc);
        }
    }
}

/// The block a branch instruction targets, when `inst` is a branch in
/// allocated form (label operand `Imm(block index)`).
pub fn branch_target(inst: &MInst) -> Option<usize> {
    let info = inst.opcode.info();
    let slot = info
        .operands
        .iter()
        .position(|o| o.kind == crate::insts::OpKind::Label)?;
    match inst.operands.get(slot) {
        Some(Operand::Imm(b)) if *b >= 0 => Some(*b as usize),
        _ => None,
    }
}

/// Whether control never falls through `inst` to the next instruction.
pub fn ends_flow(inst: &MInst) -> bool {
    matches!(
        inst.opcode,
        Opcode::SBranch | Opcode::SEndpgm | Opcode::SSetpcB64
    )
}

/// Whether `inst` hands control to another function or back to the
/// caller: a call (`s_swappc_b64`) or a return or tail call
/// (`s_setpc_b64`). Hazard tracking that does not follow control across
/// functions starts afresh there.
pub fn crosses_functions(inst: &MInst) -> bool {
    matches!(inst.opcode, Opcode::SSwappcB64 | Opcode::SSetpcB64)
}

/// The registers of `file` an allocated instruction stream touches: the
/// highest index + 1 (the resource count the descriptor wants).
pub fn regs_used(blocks: &[Block], file: RegFile) -> u16 {
    let mut hi = 0u16;
    for b in blocks {
        for i in &b.insts {
            for o in &i.operands {
                if let Operand::Reg(r) = o {
                    if r.file == file {
                        hi = hi.max(r.index + r.len as u16);
                    }
                }
            }
        }
    }
    hi
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pseudo_roles() {
        let mut f = MFunction::new("k");
        let a = f.vreg(RegFile::Vgpr, 1);
        let b = f.vreg(RegFile::Vgpr, 1);
        let c = MirInst::pseudo(Pseudo::Copy, &[f.op(a), f.op(b)]);
        assert!(c.is_def(0) && !c.is_use(0));
        assert!(c.is_use(1) && !c.is_def(1));
        let add = MirInst::real(Opcode::VAddF32, &[f.op(a), f.op(b), f.op(b)]);
        assert!(add.is_def(0) && add.is_use(1) && add.is_use(2));
    }

    #[test]
    fn branch_targets_in_allocated_form() {
        let br = MInst::new(Opcode::SCbranchScc1, &[Operand::Imm(3)]);
        assert_eq!(branch_target(&br), Some(3));
        assert!(!ends_flow(&br));
        assert!(ends_flow(&MInst::new(Opcode::SBranch, &[Operand::Imm(0)])));
    }
}

/// Prints virtual MIR for debugging and tests: one line per instruction,
/// vregs as `%<file><n>` (`%s3`, `%v7`, `%a1`) with a `[i]` or `[i:j]`
/// dword range when an operand names part of a tuple.
pub fn print_function(f: &MFunction) -> String {
    use core::fmt::Write;
    let name = |v: VReg| {
        let d = f.vregs.get(v.index()).copied();
        let c = match d.map(|d| d.file) {
            Some(RegFile::Sgpr) => 's',
            Some(RegFile::Vgpr) => 'v',
            Some(RegFile::Agpr) => 'a',
            _ => '?',
        };
        format!("%{c}{}", v.0)
    };
    let operand = |o: &MOperand| match *o {
        MOperand::VReg {
            reg,
            offset,
            dwords,
        } => {
            let whole = f.vregs.get(reg.index()).map(|d| d.dwords) == Some(dwords) && offset == 0;
            if whole {
                name(reg)
            } else if dwords == 1 {
                format!("{}[{offset}]", name(reg))
            } else {
                format!("{}[{offset}:{}]", name(reg), offset + dwords - 1)
            }
        }
        MOperand::Fixed { reg, phys } => format!("{}={}", name(reg), phys),
        MOperand::Phys(r) => format!("{r}"),
        MOperand::Inline(c) => match c {
            128..=192 => format!("{}", c as i32 - 128),
            193..=208 => format!("{}", 192 - c as i32),
            _ => format!("inline({c})"),
        },
        MOperand::Literal(l) => format!("0x{l:x}"),
        MOperand::Imm(i) => format!("imm({i})"),
        MOperand::Off => "off".to_string(),
    };
    let edge = |e: &Edge| {
        let args: Vec<String> = e.args.iter().map(|&a| name(a)).collect();
        if args.is_empty() {
            format!("bb{}", e.block.0)
        } else {
            format!("bb{}({})", e.block.0, args.join(", "))
        }
    };
    let mut out = String::new();
    let _ = writeln!(out, "function {}:", f.name);
    for (i, b) in f.blocks.iter().enumerate() {
        let params: Vec<String> = b.params.iter().map(|&p| name(p)).collect();
        if params.is_empty() {
            let _ = writeln!(out, "bb{i}:");
        } else {
            let _ = writeln!(out, "bb{i}({}):", params.join(", "));
        }
        for inst in &b.insts {
            let op = match inst.opcode {
                MOpcode::Real(o) => o.name().to_string(),
                MOpcode::Pseudo(p) => format!("{p:?}").to_lowercase(),
            };
            let ops: Vec<String> = inst.operands.iter().map(operand).collect();
            let mut mods = String::new();
            if inst.mods.offset != 0 {
                let _ = write!(mods, " offset:{}", inst.mods.offset);
            }
            let _ = writeln!(out, "    {op} {}{mods}", ops.join(", "));
        }
        let t = match &b.term {
            Terminator::Jump(e) => format!("s_branch {}", edge(e)),
            Terminator::Branch {
                cond,
                taken,
                not_taken,
            } => {
                format!(
                    "{} {}, else {}",
                    cond.opcode().name(),
                    edge(taken),
                    edge(not_taken)
                )
            }
            Terminator::EndPgm => "s_endpgm".to_string(),
            Terminator::Return(uses) => {
                let ops: Vec<String> = uses.iter().map(operand).collect();
                format!("return {}", ops.join(", "))
            }
        };
        let _ = writeln!(out, "    {t}");
    }
    out
}
