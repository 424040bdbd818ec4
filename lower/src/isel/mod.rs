//! Instruction selection: a verified IR kernel to virtual MIR.
//!
//! Role: walks the blocks in the linear order of [`crate::linear`], picks
//! for each IR value a home — an SGPR vreg when [`crate::uniformity`] says
//! it is uniform, a VGPR vreg when it is divergent, an SGPR-pair lane mask
//! for divergent booleans, nothing at all for constants (they are folded
//! into operands as inline constants or literals at each use) — and emits
//! SALU, VALU and memory rows of the `isa` table for each instruction
//! (`ops.rs`, `mem.rs`). Control flow is lowered in one of two ways
//! (`cf.rs`): as plain scalar branches when no branch is divergent, or as
//! EXEC-mask code over the linear order otherwise.
//!
//! Invariants of the output: SSA over vregs (mutable quantities of EXEC
//! code go through [`crate::vars`]); every VALU row obeys the GFX9 operand
//! rules (`legalize_valu`): one scalar value or literal per instruction (the
//! constant bus), no literal in a VOP3 encoding, VGPR-only second sources of
//! 32-bit encodings (by commuting or falling back to VOP3).

mod arith;
mod atomic_opt;
mod bits;
mod call;
mod cf;
mod cmpsel;
mod fuse;
mod int64_float;
mod intops;
mod kernarg;
mod lanes;
mod math64;
mod matrix;
mod mem;
mod ops;
mod private;
mod wave;
mod wide;

use crate::abi::KernelInputs;
use crate::linear::Linear;
use crate::uniformity::Uniformity;
use crate::vars::{Var, Vars};
use crate::LowerError;
use agc_ir::cfg::ControlFlowGraph;
use agc_ir::entities::{Block, Value};
use agc_ir::{Function, Opcode as IrOp, Type};
use agc_isa::insts::{Format, OpKind, Opcode};
use agc_isa::minst::{Modifiers, Operand};
use agc_isa::mir::{
    BranchCond, Edge, MBlock, MFunction, MOperand, MirInst, Pseudo, SrcPos, Terminator, VReg,
    VRegData,
};
use agc_isa::regs::{Reg, RegFile};
use agc_isa::target::WaveSize;
pub use call::CallEnv;
pub(crate) use call::{callee_implicit_inputs, incoming_stack_bytes};
pub use call::{callee_stack, makes_indirect_calls};
use cranelift_entity::SecondaryMap;
use smallvec::SmallVec;

/// Where an IR value lives in MIR.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum Val {
    /// Not (yet) selected.
    #[default]
    None,
    /// A constant's bits (zero-extended from the type's width).
    Const(u64),
    /// A register: SGPR(s) for uniform values and uniform booleans (0/1),
    /// VGPR(s) for divergent values, an SGPR pair lane mask for divergent
    /// booleans.
    Reg(VReg),
    /// A uniform comparison folded into its only user, which re-emits the
    /// `s_cmp` right before it reads SCC.
    FoldedCmp,
}

/// The selector's state for one function.
pub(crate) struct Sel<'a> {
    pub func: &'a Function,
    pub uni: &'a Uniformity,
    pub lin: &'a Linear,
    pub inputs: &'a KernelInputs,
    pub lds_offsets: &'a [u32],
    /// The target: its wave size sets every lane mask's width.
    pub target: agc_isa::target::Target,
    /// The target's processor and the memory-model variant (tgsplit) the
    /// memory model's sequences are looked up for.
    pub proc: agc_isa::processors::Processor,
    pub mm_variant: agc_memmodel::model::Variant,
    pub mf: MFunction,
    pub vars: Vars,
    /// The MIR block being filled and the IR block it belongs to.
    pub cur: MBlock,
    pub ir_block: Block,
    pub loc: Option<SrcPos>,
    pub vals: SecondaryMap<Value, Val>,
    pub uses: SecondaryMap<Value, u32>,
    /// Values used outside a divergent cycle that defines them, and the
    /// VGPR variable that keeps each lane's last value.
    pub escape: SecondaryMap<Value, Option<Var>>,
    /// Kernel inputs as fixed vregs.
    pub kernarg_ptr: Option<VReg>,
    pub workgroup_id: [Option<VReg>; 3],
    pub tid_regs: [Option<VReg>; 3],
    /// In EXEC-mask code, values used outside their defining block: the
    /// defining block may be skipped (no lane wants it) on a path that
    /// still reaches the user, so the MIR CFG does not keep IR dominance;
    /// these values travel as SSA variables (undefined on the skip path).
    pub cross: SecondaryMap<Value, Option<Var>>,
    /// [`crate::LowerOptions::fast_math`].
    pub fast_math: bool,
    /// [`crate::LowerOptions::atomic_optimizer`].
    pub atomic_opt: crate::AtomicOptimizer,
    /// [`crate::LowerOptions::tail_calls`].
    pub tail_calls: bool,
    /// Blocks selection made inside an IR block (the atomic optimizer's
    /// lane loop), each to be laid out right after the first block of its
    /// pair; [`place_blocks`] moves them there at the end.
    pub placed_after: Vec<(MBlock, MBlock)>,
    /// The module and callee clobber sets, for `call`.
    pub calls: Option<CallEnv<'a>>,
    /// Set in non-kernel functions (`call.rs`).
    pub(crate) fun: Option<call::FuncState>,
    /// The private frame, and the scratch V# the entry made (MUBUF).
    pub frame: &'a crate::frame::Frame,
    pub scratch_rsrc: Option<MOperand>,
    /// A non-kernel function's frame base register (s32 or s33).
    pub fb: Option<MOperand>,
    /// Hidden kernarg dwords loaded at the entry, by byte offset.
    pub hidden_loaded: SmallVec<[(u32, MOperand); 4]>,
    /// u16 hidden fields already extracted: (IR block, byte offset,
    /// register) (`kernarg.rs`).
    pub hidden_fields: SmallVec<[(Block, u32, VReg); 4]>,
    /// Values that are a component of a tuple (explicit arguments of a
    /// merged load, 32- and 64-bit vector lanes): (alias, tuple, dword
    /// offset), resolved after selection (`kernarg.rs`).
    pub aliases: SmallVec<[(VReg, VReg, u8); 8]>,
    /// Implicit inputs of the calling convention (`call.rs`): per
    /// register, the dword a call passes there.
    pub implicit_vals: SmallVec<[(Reg, VReg); 6]>,
    /// The accumulator tuple of each `mfma` result selected into AGPRs
    /// (gfx908), so a chained `mfma` reads it without a round trip
    /// through VGPRs (`matrix.rs`).
    pub acc_homes: SmallVec<[(Value, VReg); 4]>,
    /// AGPR accumulators whose other readers are all in one later block:
    /// the VGPR copy is made at that block's top (`matrix.rs`).
    pub acc_late: SmallVec<[(Value, VReg, agc_ir::entities::Block); 2]>,
    /// Global loads no write of this function can precede, which may
    /// use the scalar cache when uniform (`mem::unclobbered_loads`).
    pub unclobbered: SecondaryMap<agc_ir::Inst, bool>,
    /// Where the last compare looked up by `cmpsel::select_user` sat in
    /// its block: compares are met in order, so the next search starts
    /// there instead of at the block's top (linear, not quadratic).
    pub cmp_pos_hint: core::cell::Cell<usize>,
}

impl<'a> Sel<'a> {
    // ---- emission ----

    /// A fresh vreg of at least `dwords` (see [`tuple_dwords`]).
    pub fn vreg(&mut self, file: RegFile, dwords: u8) -> VReg {
        self.mf.vreg(file, tuple_dwords(dwords))
    }
    pub fn sreg(&mut self, dwords: u8) -> VReg {
        self.vreg(RegFile::Sgpr, dwords)
    }
    pub fn vgpr_reg(&mut self, dwords: u8) -> VReg {
        self.vreg(RegFile::Vgpr, dwords)
    }
    pub fn op(&self, v: VReg) -> MOperand {
        self.mf.op(v)
    }
    /// Dword `i` of `v`.
    pub fn part(&self, v: VReg, i: u8) -> MOperand {
        MOperand::VReg {
            reg: v,
            offset: i,
            dwords: 1,
        }
    }

    pub fn push(&mut self, mut inst: MirInst) {
        inst.loc = self.loc;
        self.mf.blocks[self.cur.index()].insts.push(inst);
    }

    /// Emits a row whose operands need no legalization (SALU, memory),
    /// except the SALU's one-literal rule: a second distinct literal
    /// (two folded constants meeting in one `s_and_b32`) goes to an SGPR.
    /// Emits lane-mask instruction `op`, named by its wave64 row, in the
    /// target's wave size ([`Opcode::lane_mask_form`]): `s_and_b64` in
    /// wave64, `s_and_b32` in wave32. Every instruction that computes on
    /// EXEC, VCC or a compare result goes through here.
    pub fn mins(&mut self, op: Opcode, operands: &[MOperand]) {
        self.ins(op.lane_mask_form(self.target.wave), operands)
    }

    /// The target's encoding generation (counter layouts, opcode columns).
    pub fn generation(&self) -> agc_isa::processors::Generation {
        self.target.info().generation
    }

    /// EXEC as a lane mask: `exec` in wave64, `exec_lo` in wave32.
    pub fn exec_reg(&self) -> Reg {
        self.target.wave.exec()
    }

    /// VCC as a lane mask: `vcc` in wave64, `vcc_lo` in wave32.
    pub fn vcc_reg(&self) -> Reg {
        self.target.wave.vcc()
    }

    /// SGPRs in one lane mask.
    pub fn mask_dwords(&self) -> u8 {
        self.target.wave.mask_sgprs() as u8
    }

    pub fn ins(&mut self, op: Opcode, operands: &[MOperand]) {
        let op = op.form_on(self.proc);
        let mut inst = MirInst::real(op, operands);
        let mut literal = None;
        for o in inst.operands.iter_mut() {
            if let MOperand::Literal(k) = *o {
                match literal {
                    None => literal = Some(k),
                    Some(first) if first == k => {}
                    Some(_) => {
                        let r = self.s_const(k);
                        *o = self.op(r);
                    }
                }
            }
        }
        self.push(inst);
    }
    pub fn ins_mods(&mut self, op: Opcode, operands: &[MOperand], mods: Modifiers) {
        let mut i = MirInst::real(op, operands);
        i.mods = mods;
        self.push(i);
    }
    pub fn pseudo(&mut self, p: Pseudo, operands: &[MOperand]) {
        self.push(MirInst::pseudo(p, operands));
    }

    /// Ends the block being filled with a jump into a new one-block loop
    /// whose parameters start as `init` and returns them; selection goes
    /// on inside the loop until [`Sel::close_loop`]. For loops selection
    /// makes within one IR instruction: read every IR operand before
    /// opening, so that no SSA variable is read inside.
    pub fn open_loop(&mut self, init: &[VReg]) -> SmallVec<[VReg; 4]> {
        let pre = self.cur;
        let body = self.mf.block();
        let params: SmallVec<[VReg; 4]> = init
            .iter()
            .map(|&v| {
                let d = self.mf.vreg_data(v);
                self.mf.vreg_with(d)
            })
            .collect();
        self.mf.blocks[body.index()].params = params.clone();
        self.mf.blocks[pre.index()].term = Terminator::Jump(Edge {
            block: body,
            args: init.iter().copied().collect(),
        });
        self.vars.add_edge(pre, body);
        self.placed_after.push((pre, body));
        self.cur = body;
        params
    }

    /// Ends the loop [`Sel::open_loop`] began: it repeats with parameters
    /// `next` while `cond` holds, and selection continues in the block
    /// after it, laid out right behind it.
    pub fn close_loop(&mut self, cond: BranchCond, next: &[VReg]) {
        let body = self.cur;
        let rest = self.mf.block();
        self.mf.blocks[body.index()].term = Terminator::Branch {
            cond,
            taken: Edge {
                block: body,
                args: next.iter().copied().collect(),
            },
            not_taken: Edge::to(rest),
        };
        self.vars.add_edge(body, body);
        self.vars.add_edge(body, rest);
        self.vars.seal(&mut self.mf, body);
        self.vars.seal(&mut self.mf, rest);
        self.placed_after.push((body, rest));
        self.cur = rest;
    }

    /// A fresh SGPR holding a 32-bit constant.
    pub fn s_const(&mut self, bits: u32) -> VReg {
        let r = self.sreg(1);
        let o = self.op(r);
        self.ins(Opcode::SMovB32, &[o, const32(bits)]);
        r
    }
    /// A fresh SGPR pair holding a 64-bit constant.
    pub fn s_const64(&mut self, bits: u64) -> VReg {
        let r = self.sreg(2);
        let o = self.op(r);
        let x = bits as i64;
        if (-16..=64).contains(&x) {
            self.ins(
                Opcode::SMovB64,
                &[o, MOperand::from(Operand::int(x as i32))],
            );
        } else {
            self.pseudo(
                Pseudo::Combine,
                &[o, const32(bits as u32), const32((bits >> 32) as u32)],
            );
        }
        r
    }
    /// A fresh VGPR holding a 32-bit constant.
    pub fn v_const(&mut self, bits: u32) -> VReg {
        let r = self.vgpr_reg(1);
        let o = self.op(r);
        self.ins(Opcode::VMovB32, &[o, const32(bits)]);
        r
    }

    /// Emits a VALU row after making its sources legal (see the module
    /// doc). `commutable` says sources 0 and 1 may be swapped.
    pub fn valu(&mut self, op: Opcode, operands: &[MOperand], commutable: bool) {
        let op = op.form_on(self.proc);
        let mut ops: SmallVec<[MOperand; 6]> = SmallVec::from_slice(operands);
        self.legalize_valu(op, &mut ops, commutable, Modifiers::default());
        self.push(MirInst {
            opcode: agc_isa::mir::MOpcode::Real(op),
            operands: ops,
            mods: Modifiers::default(),
            loc: None,
        });
    }
    pub fn valu_mods(&mut self, op: Opcode, operands: &[MOperand], mods: Modifiers) {
        let op = op.form_on(self.proc);
        let mut ops: SmallVec<[MOperand; 6]> = SmallVec::from_slice(operands);
        self.legalize_valu(op, &mut ops, false, mods);
        self.push(MirInst {
            opcode: agc_isa::mir::MOpcode::Real(op),
            operands: ops,
            mods,
            loc: None,
        });
    }

    fn is_vgpr(&self, o: &MOperand) -> bool {
        match o {
            MOperand::VReg { reg, .. } | MOperand::Fixed { reg, .. } => {
                self.mf.vreg_data(*reg).file == RegFile::Vgpr
            }
            MOperand::Phys(r) => r.file == RegFile::Vgpr,
            _ => false,
        }
    }
    fn scalar_key(&self, o: &MOperand) -> Option<(u8, u32, u8)> {
        match o {
            MOperand::VReg { reg, offset, .. } if self.mf.vreg_data(*reg).file == RegFile::Sgpr => {
                Some((0, reg.0, *offset))
            }
            MOperand::Fixed { reg, .. } if self.mf.vreg_data(*reg).file == RegFile::Sgpr => {
                Some((0, reg.0, 0))
            }
            MOperand::Phys(r) if r.is_scalar() => Some((1, r.index as u32, 0)),
            MOperand::Literal(l) => Some((2, *l, 0)),
            _ => None,
        }
    }

    fn legalize_valu(
        &mut self,
        op: Opcode,
        ops: &mut SmallVec<[MOperand; 6]>,
        commutable: bool,
        mods: Modifiers,
    ) {
        let info = op.info();
        let srcs: SmallVec<[usize; 3]> = info
            .operands
            .iter()
            .enumerate()
            .filter(|(_, o)| {
                o.role == agc_isa::insts::Role::Use
                    && matches!(o.kind, OpKind::Vsrc | OpKind::Vgpr | OpKind::Ssrc)
            })
            .map(|(i, _)| i)
            .collect();
        let ndefs = info.operands.iter().filter(|o| o.is_def()).count();
        // Commute a scalar second source into the first slot.
        if commutable
            && srcs.len() >= 2
            && !self.is_vgpr(&ops[srcs[1]])
            && self.is_vgpr(&ops[srcs[0]])
        {
            ops.swap(srcs[0], srcs[1]);
        }
        let fmt = info.format;
        let vop3 = match fmt {
            Format::Vop1 => mods != Modifiers::default(),
            // The 32-bit encoding writes VCC only, and needs a VGPR second.
            Format::Vopc => {
                ops[0] != MOperand::Phys(self.vcc_reg())
                    || mods != Modifiers::default()
                    || srcs.len() != 2
                    || !self.is_vgpr(&ops[srcs[1]])
            }
            Format::Vop2 => {
                ndefs == 2
                    || srcs.len() == 3
                    || mods != Modifiers::default()
                    || (srcs.len() >= 2 && !self.is_vgpr(&ops[srcs[1]]))
            }
            _ => true,
        };
        // A literal cannot sit in a VOP3 encoding on GFX9: give it a VGPR.
        // Slots of kind `Vgpr` must hold a VGPR whatever the encoding.
        for (k, &i) in srcs.iter().enumerate() {
            let kind = info.operands[i].kind;
            let dw = info.operands[i].dwords.max(1);
            let needs_vgpr = kind == OpKind::Vgpr && !vop3 && k >= 1 && !self.is_vgpr(&ops[i]);
            let bad_literal = matches!(ops[i], MOperand::Literal(_)) && (vop3 || k >= 1);
            let vgpr_only = kind == OpKind::Vgpr
                && !self.is_vgpr(&ops[i])
                && fmt != Format::Vop2
                && fmt != Format::Vopc;
            if needs_vgpr && fmt != Format::Vop2 && fmt != Format::Vopc || bad_literal || vgpr_only
            {
                ops[i] = self.to_vgpr_operand(ops[i], dw);
            }
        }
        // The constant bus: one distinct scalar register or literal. Scalar
        // slots (carry-in, masks) always use it, so they claim it first and
        // vector-source slots yield.
        let mut seen: Option<(u8, u32, u8)> = None;
        for (i, o) in info.operands.iter().enumerate() {
            if o.role == agc_isa::insts::Role::Use && o.kind == OpKind::Ssrc {
                if let Some(k) = self.scalar_key(&ops[i]) {
                    seen.get_or_insert(k);
                }
            }
        }
        for &i in &srcs {
            if info.operands[i].kind == OpKind::Ssrc {
                continue;
            }
            if let Some(k) = self.scalar_key(&ops[i]) {
                match seen {
                    None => seen = Some(k),
                    Some(s) if s == k => {}
                    Some(_) => {
                        let dw = info.operands[i].dwords.max(1);
                        ops[i] = self.to_vgpr_operand(ops[i], dw);
                    }
                }
            }
        }
        // Carry-in / mask sources (Ssrc slots of VOP2 rows) must be SGPRs.
        for (i, o) in info.operands.iter().enumerate() {
            if o.role == agc_isa::insts::Role::Use
                && o.kind == OpKind::Ssrc
                && matches!(ops[i], MOperand::Literal(_) | MOperand::Inline(_))
            {
                let dw = o.dwords_in(fmt, self.target.wave).max(1);
                let r = self.sreg(dw);
                let ro = self.op(r);
                let opc = if dw == 2 {
                    Opcode::SMovB64
                } else {
                    Opcode::SMovB32
                };
                self.ins(opc, &[ro, ops[i]]);
                ops[i] = ro;
            }
        }
    }

    /// Copies an operand into fresh VGPRs.
    pub fn to_vgpr_operand(&mut self, o: MOperand, dwords: u8) -> MOperand {
        let r = self.to_vgpr(o, dwords);
        self.op(r)
    }

    /// `r` itself when it is a VGPR, else a copy of its dword in one.
    pub fn vreg_in_vgpr(&mut self, r: VReg) -> VReg {
        if self.mf.vreg_data(r).file == RegFile::Vgpr {
            r
        } else {
            let ro = self.op(r);
            self.to_vgpr(ro, 1)
        }
    }

    /// Copies an operand into fresh VGPRs; returns them.
    pub fn to_vgpr(&mut self, o: MOperand, dwords: u8) -> VReg {
        let r = self.vgpr_reg(dwords);
        let ro = self.op(r);
        match o {
            MOperand::VReg { .. } | MOperand::Fixed { .. } | MOperand::Phys(_) if dwords == 1 => {
                self.ins(Opcode::VMovB32, &[ro, o]);
            }
            MOperand::VReg { .. } | MOperand::Fixed { .. } | MOperand::Phys(_) => {
                self.pseudo(Pseudo::Copy, &[ro, o]);
            }
            _ if dwords == 1 => self.ins(Opcode::VMovB32, &[ro, o]),
            _ => {
                // A 64-bit inline constant: both halves from its value.
                let (lo, hi) = split_const64(o);
                self.pseudo(Pseudo::Combine, &[ro, lo, hi]);
            }
        }
        r
    }

    /// A lane mask as 0/1 per lane in a VGPR.
    pub fn mask_to_vgpr(&mut self, m: VReg) -> VReg {
        let t = self.vgpr_reg(1);
        let (to, mo) = (self.op(t), self.op(m));
        self.valu(Opcode::VCndmaskB32, &[to, imm(0), imm(1), mo], false);
        t
    }

    /// 0/1 per lane in a VGPR as a lane mask.
    pub fn vgpr_to_mask(&mut self, r: VReg) -> VReg {
        let m = self.new_mask();
        let (mo, ro) = (self.op(m), self.op(r));
        self.valu(Opcode::VCmpNeU32, &[mo, imm(0), ro], false);
        m
    }

    // ---- values ----

    /// Records the home of an IR value.
    pub fn set(&mut self, v: Value, home: Val) {
        self.vals[v] = home;
        let is_bool = self.func.value_type(v) == Type::I1;
        if let (Some(var), Val::Reg(r)) = (self.escape[v], home) {
            // Keep this lane's latest value for uses beyond the cycle.
            self.write_lanes_var(var, r, is_bool);
        }
        if let (Some(var), Val::Reg(r)) = (self.cross[v], home) {
            let want = self.vars.data(var);
            let have = self.mf.vreg_data(r);
            let r = if want.file == have.file {
                r
            } else if want.file == RegFile::Vgpr {
                self.to_vgpr(self.op(r), have.dwords)
            } else {
                self.readfirstlane(r)
            };
            self.vars.write(var, self.cur, r);
        }
    }

    fn write_lanes_var(&mut self, var: Var, r: VReg, is_bool: bool) {
        let src = if is_bool && self.is_mask_reg(r) {
            // A lane mask escapes as 0/1 per lane.
            self.mask_to_vgpr(r)
        } else {
            r
        };
        let old = self.vars.read(&mut self.mf, var, self.cur);
        let dw = self.mf.vreg_data(old).dwords;
        let new = self.vgpr_reg(dw);
        let (no, oo, so) = (self.op(new), self.op(old), self.op(src));
        self.pseudo(Pseudo::WriteLanes, &[no, oo, so]);
        self.vars.write(var, self.cur, new);
    }

    /// Whether `r` is the lane-mask home of a divergent boolean.
    /// (Only meaningful for booleans: a uniform boolean is one SGPR.) In
    /// wave64 the width says it; in wave32, where both are one SGPR, the
    /// register's mask flag ([`VRegData::mask`], set by
    /// [`Sel::new_mask`] and kept by every copy of the data).
    fn is_mask_reg(&self, r: VReg) -> bool {
        let d = self.mf.vreg_data(r);
        match self.target.wave {
            WaveSize::Wave64 => d.file == RegFile::Sgpr && d.dwords == 2,
            WaveSize::Wave32 => d.file == RegFile::Sgpr && d.mask,
        }
    }

    /// The home of `v` as seen from the current block: the escape
    /// variable's value when the use crosses a divergent cycle's exit.
    pub fn get(&mut self, v: Value) -> Val {
        if let Val::Const(_) = self.vals[v] {
            // Constants are the same in every lane and iteration.
            return self.vals[v];
        }
        if let Some(var) = self.escape[v] {
            if self.uni.temporal(self.lin, v, self.ir_block) {
                let r = self.vars.read(&mut self.mf, var, self.cur);
                if self.func.value_type(v) == Type::I1 {
                    // Back from 0/1 per lane to a lane mask.
                    return Val::Reg(self.vgpr_to_mask(r));
                }
                return Val::Reg(r);
            }
        }
        if let Some(var) = self.cross[v] {
            if self.uni.def_block(v) != Some(self.ir_block) {
                return Val::Reg(self.vars.read(&mut self.mf, var, self.cur));
            }
        }
        self.vals[v]
    }

    /// Whether the use of `v` here is divergent.
    pub fn div(&self, v: Value) -> bool {
        self.uni.use_is_divergent(self.lin, v, self.ir_block)
    }

    pub fn dwords_of(ty: Type) -> u8 {
        (ty.bits().div_ceil(32)).max(1) as u8
    }

    /// A fresh lane mask: an SGPR pair in wave64, one SGPR in wave32.
    pub fn new_mask(&mut self) -> VReg {
        self.mf.vreg_with(self.mask_data())
    }

    /// The shape of a lane mask (an SGPR pair in wave64, one SGPR in
    /// wave32, flagged as a mask).
    pub fn mask_data(&self) -> VRegData {
        VRegData {
            file: RegFile::Sgpr,
            dwords: self.mask_dwords(),
            mask: true,
        }
    }

    /// A 32-bit source operand for a SALU or VALU source slot: a register
    /// (dword `part` of it) or a folded constant.
    pub fn src(&mut self, v: Value, part: u8) -> MOperand {
        match self.get(v) {
            Val::Const(bits) => const32((bits >> (32 * part as u64)) as u32),
            Val::Reg(r) => {
                if self.mf.vreg_data(r).dwords == 1 {
                    self.op(r)
                } else {
                    self.part(r, part)
                }
            }
            Val::None | Val::FoldedCmp => imm(0),
        }
    }
    /// The whole value as an operand of its width (64-bit constants must
    /// be inline-encodable; others are materialized in SGPRs).
    pub fn src_wide(&mut self, v: Value) -> MOperand {
        let ty = self.func.value_type(v);
        let dw = Self::dwords_of(ty);
        match self.get(v) {
            Val::Const(bits) if dw == 2 => {
                let x = bits as i64;
                if (-16..=64).contains(&x) {
                    MOperand::from(Operand::int(x as i32))
                } else {
                    let r = self.s_const64(bits);
                    self.op(r)
                }
            }
            Val::Reg(r) => self.op(r),
            _ => self.src(v, 0),
        }
    }

    /// The value in VGPRs (copying scalars and constants).
    pub fn vgpr(&mut self, v: Value) -> VReg {
        let ty = self.func.value_type(v);
        let dw = Self::dwords_of(ty);
        match self.get(v) {
            Val::Reg(r) if self.mf.vreg_data(r).file == RegFile::Vgpr => r,
            Val::Reg(r) if ty == Type::I1 && self.is_mask_reg(r) => self.mask_to_vgpr(r),
            other => {
                if let Some(r) = self.vgpr_const_splat(v) {
                    return r;
                }
                let o = match other {
                    Val::Reg(r) => self.op(r),
                    Val::Const(bits) if dw == 2 => {
                        let r = self.vgpr_reg(2);
                        let ro = self.op(r);
                        self.pseudo(
                            Pseudo::Combine,
                            &[ro, const32(bits as u32), const32((bits >> 32) as u32)],
                        );
                        return r;
                    }
                    _ => self.src(v, 0),
                };
                self.to_vgpr(o, dw)
            }
        }
    }

    /// A `splat` of a constant, built in VGPRs from the constant: a
    /// uniform splat is selected into SGPRs, and copying it would keep
    /// those SGPRs live up to the copy for the same one `v_mov` per dword
    /// that moving the constant costs (a loop's zeroed accumulator). The
    /// SGPR splat, left unread, goes with dead code elimination.
    fn vgpr_const_splat(&mut self, v: Value) -> Option<VReg> {
        let words = self.const_splat_dwords(v)?;
        let dw = Self::dwords_of(self.func.value_type(v));
        let r = self.vgpr_reg(dw);
        let mut ops: SmallVec<[MOperand; 9]> = SmallVec::new();
        ops.push(self.op(r));
        ops.extend((0..dw as usize).map(|d| const32(words[d % 2])));
        self.pseudo(Pseudo::Combine, &ops);
        Some(r)
    }

    /// When `v` is a `splat` of a constant: its dwords, which repeat with
    /// period two (lanes of 8 and 16 bits packed, 64-bit lanes low dword
    /// first).
    pub(super) fn const_splat_dwords(&self, v: Value) -> Option<[u32; 2]> {
        let func = self.func;
        let def = func.value_inst(v)?;
        if func.insts[def].opcode != IrOp::Splat {
            return None;
        }
        // Constants are the same in every block: read the table, not `get`.
        let Val::Const(bits) = self.vals[func.inst_args(def)[0]] else {
            return None;
        };
        Some(match func.value_type(v).lane_bits() {
            64 => [bits as u32, (bits >> 32) as u32],
            32 => [bits as u32; 2],
            16 => [(bits as u32 & 0xffff) * 0x1_0001; 2],
            8 => [(bits as u32 & 0xff) * 0x0101_0101; 2],
            _ => return None,
        })
    }

    /// The value in SGPRs (uniform values only).
    pub fn sgpr(&mut self, v: Value) -> VReg {
        let ty = self.func.value_type(v);
        let dw = Self::dwords_of(ty);
        match self.get(v) {
            Val::Reg(r) if self.mf.vreg_data(r).file == RegFile::Sgpr => r,
            Val::Reg(r) => self.readfirstlane(r),
            Val::Const(bits) => {
                if dw == 2 {
                    self.s_const64(bits)
                } else {
                    self.s_const(bits as u32)
                }
            }
            Val::None | Val::FoldedCmp => self.s_const(0),
        }
    }

    /// `v_readfirstlane_b32` per dword: a uniform value held in VGPRs.
    pub fn readfirstlane(&mut self, r: VReg) -> VReg {
        let dw = self.mf.vreg_data(r).dwords;
        if dw == 1 {
            let s = self.sreg(1);
            let so = self.op(s);
            let ro = self.op(r);
            self.ins(Opcode::VReadfirstlaneB32, &[so, ro]);
            return s;
        }
        let mut parts: SmallVec<[MOperand; 6]> = SmallVec::new();
        let s = self.sreg(dw);
        parts.push(self.op(s));
        for i in 0..dw {
            let p = self.sreg(1);
            let po = self.op(p);
            let ri = self.part(r, i);
            self.ins(Opcode::VReadfirstlaneB32, &[po, ri]);
            parts.push(po);
        }
        self.pseudo(Pseudo::Combine, &parts);
        s
    }

    /// Combines 32-bit parts into one tuple vreg of `file` (the parts of
    /// one whole vreg of `file`, in order, are that vreg: no copies).
    pub fn combine(&mut self, file: RegFile, parts: &[MOperand]) -> VReg {
        if let Some(MOperand::VReg { reg, .. }) = parts.first() {
            let data = self.mf.vreg_data(*reg);
            let whole = data.file == file
                && usize::from(data.dwords) == parts.len()
                && parts.iter().enumerate().all(|(i, p)| {
                    *p == MOperand::VReg {
                        reg: *reg,
                        offset: i as u8,
                        dwords: 1,
                    }
                });
            if whole {
                return *reg;
            }
        }
        let r = self.vreg(file, parts.len() as u8);
        let mut ops: SmallVec<[MOperand; 9]> = SmallVec::new();
        ops.push(self.op(r));
        ops.extend_from_slice(parts);
        // A rounded-up tuple (`tuple_dwords`) gets zeros in its spare
        // dwords, so that copying the whole tuple never reads unwritten
        // registers.
        let spare = usize::from(self.mf.vreg_data(r).dwords) - parts.len();
        ops.extend(core::iter::repeat_n(imm(0), spare));
        self.push(MirInst::pseudo(Pseudo::Combine, &ops));
        r
    }

    /// A divergent boolean's lane mask (converting uniform booleans).
    pub fn mask_of(&mut self, v: Value) -> VReg {
        match self.get(v) {
            Val::Reg(r) if self.is_mask_reg(r) => r,
            Val::Const(c) => {
                let m = self.new_mask();
                let mo = self.op(m);
                let k = if c & 1 != 0 { imm(-1) } else { imm(0) };
                self.mins(Opcode::SMovB64, &[mo, k]);
                m
            }
            Val::Reg(r) if self.mf.vreg_data(r).file == RegFile::Vgpr => self.vgpr_to_mask(r),
            _ => {
                self.scc_of(v);
                let m = self.new_mask();
                let mo = self.op(m);
                self.mins(Opcode::SCselectB64, &[mo, imm(-1), imm(0)]);
                m
            }
        }
    }

    /// Sets SCC to a uniform boolean (re-emitting a folded compare).
    pub fn scc_of(&mut self, v: Value) {
        match self.get(v) {
            Val::FoldedCmp => self.emit_scalar_compare(v),
            Val::Const(c) => {
                let k = MOperand::from(Operand::int((c & 1) as i32));
                self.ins(Opcode::SCmpLgU32, &[k, imm(0)]);
            }
            _ => {
                let r = self.sgpr(v);
                let ro = self.op(r);
                self.ins(Opcode::SCmpLgU32, &[ro, imm(0)]);
            }
        }
    }

    pub fn error(&self, inst: agc_ir::Inst, message: impl Into<String>) -> LowerError {
        LowerError::unsupported(message.into(), self.func.spans[inst]).at(inst)
    }
}

/// The register-tuple width that holds `dwords`: the allocator's tuples
/// are 1, 2, 3, 4, 8 and 16 dwords, so a 6-dword value (`i64x3`,
/// `f64x3`) lives in the low dwords of an 8-dword tuple and is read and
/// written by dword ranges; the two spare dwords are never loaded or
/// stored.
pub(crate) fn tuple_dwords(dwords: u8) -> u8 {
    match dwords {
        5..=7 => 8,
        9..=15 => 16,
        n => n,
    }
}

/// A small integer as an operand (an inline constant for -16..=64).
pub(crate) fn imm(x: i32) -> MOperand {
    MOperand::from(Operand::int(x))
}

/// A 32-bit constant as an operand: inline when possible, else a literal.
pub(crate) fn const32(bits: u32) -> MOperand {
    MOperand::from(Operand::b32(bits))
}

fn split_const64(o: MOperand) -> (MOperand, MOperand) {
    let bits = match o {
        MOperand::Inline(c) => Operand::inline_value64(c).unwrap_or(0),
        MOperand::Literal(l) => u64::from(l),
        other => return (other, imm(0)),
    };
    (const32(bits as u32), const32((bits >> 32) as u32))
}

/// Selects one kernel.
pub(crate) fn select_kernel(
    func: &Function,
    inputs: &KernelInputs,
    lds_offsets: &[u32],
    target: &agc_isa::target::Target,
    options: &crate::LowerOptions,
    calls: Option<CallEnv<'_>>,
    frame: &crate::frame::Frame,
) -> Result<MFunction, LowerError> {
    let cfg = ControlFlowGraph::compute(func);
    let dom = agc_ir::cfg::DomTree::compute(func, &cfg);
    let lin = Linear::compute(&cfg, &dom);
    let uni = crate::uniformity::analyze(func, &cfg, &dom, &lin);
    let mut sel = Sel {
        func,
        uni: &uni,
        lin: &lin,
        inputs,
        lds_offsets,
        target: *target,
        proc: target.processor(),
        mm_variant: agc_memmodel::model::Variant::of(target),
        mf: MFunction::new(func.name.clone()),
        vars: Vars::new(),
        cur: MBlock(0),
        ir_block: lin.order[0],
        loc: None,
        vals: SecondaryMap::new(),
        uses: SecondaryMap::new(),
        escape: SecondaryMap::new(),
        kernarg_ptr: None,
        workgroup_id: [None; 3],
        tid_regs: [None; 3],
        cross: SecondaryMap::new(),
        fast_math: options.fast_math,
        atomic_opt: options.atomic_optimizer,

        tail_calls: options.tail_calls,
        placed_after: Vec::new(),
        calls,
        fun: None,
        frame,
        scratch_rsrc: None,
        fb: None,
        hidden_loaded: SmallVec::new(),
        hidden_fields: SmallVec::new(),
        aliases: SmallVec::new(),
        implicit_vals: SmallVec::new(),
        acc_homes: SmallVec::new(),
        acc_late: SmallVec::new(),
        unclobbered: mem::unclobbered_loads(func, &cfg, &uni),
        cmp_pos_hint: core::cell::Cell::new(0),
    };
    sel.mf.device_function = !func.is_kernel();
    sel.count_uses();
    cf::run(&mut sel)?;
    let wave = sel.target.wave;
    let Sel {
        mut mf,
        vars,
        placed_after,
        aliases,
        ..
    } = sel;
    let resolved = vars.finish(&mut mf);
    if mf.inactive_lanes_live {
        cf::fold_zero_ors(&mut mf, wave);
    }
    // A lane alias recorded on a vector read from a variable names that
    // read's placeholder, which `finish` may have removed.
    let aliases: SmallVec<[(VReg, VReg, u8); 8]> = aliases
        .iter()
        .map(|&(a, base, k)| (a, resolved.get(base), k))
        .collect();
    kernarg::resolve_aliases(&mut mf, &aliases);
    place_blocks(&mut mf, &placed_after);
    Ok(mf)
}

/// Lays out each block of `after` right behind its anchor (pairs
/// `(anchor, block)` in creation order; an anchor may itself be placed),
/// renumbering every block and edge, so that a loop selection makes
/// inside an IR block (an atomic's lane loop, an indirect call's
/// waterfall) falls through where it can instead of jumping to the end of
/// the function. Block 0 stays the entry.
fn place_blocks(mf: &mut MFunction, after: &[(MBlock, MBlock)]) {
    if after.is_empty() {
        return;
    }
    let n = mf.blocks.len();
    let mut follow: Vec<SmallVec<[MBlock; 2]>> = vec![SmallVec::new(); n];
    let mut placed = vec![false; n];
    for &(anchor, b) in after {
        follow[anchor.index()].push(b);
        placed[b.index()] = true;
    }
    let mut order: Vec<MBlock> = Vec::with_capacity(n);
    let mut stack: Vec<MBlock> = Vec::new();
    for b in (0..n as u32).map(MBlock) {
        if placed[b.index()] {
            continue;
        }
        stack.push(b);
        while let Some(x) = stack.pop() {
            order.push(x);
            stack.extend(follow[x.index()].iter().rev().copied());
        }
    }
    let mut new_index = vec![MBlock(0); n];
    for (i, b) in order.iter().enumerate() {
        new_index[b.index()] = MBlock(i as u32);
    }
    let mut old: Vec<Option<agc_isa::mir::MBlockData>> = std::mem::take(&mut mf.blocks)
        .into_iter()
        .map(Some)
        .collect();
    for b in &order {
        if let Some(mut data) = old[b.index()].take() {
            crate::vars::edges_mut(&mut data.term, |e| e.block = new_index[e.block.index()]);
            mf.blocks.push(data);
        }
    }
}

impl Sel<'_> {
    fn count_uses(&mut self) {
        let func = self.func;
        for &b in &self.lin.order {
            for &inst in &func.blocks[b].insts {
                for &a in func.inst_args(inst) {
                    self.uses[a] += 1;
                }
                func.for_each_block_call(inst, |call| {
                    for &a in call.args.as_slice(&func.value_lists) {
                        self.uses[a] += 1;
                    }
                });
            }
        }
    }

    /// Emits the kernel's entry: fixed input registers and argument loads.
    fn entry(&mut self) -> Result<(), LowerError> {
        if !self.func.is_kernel() {
            return self.func_entry();
        }
        let mut fixed: SmallVec<[MOperand; 6]> = SmallVec::new();
        // With calls, fixed registers must all be single dwords (see
        // `call.rs`): the kernarg pointer arrives as two halves.
        let has_calls = self.calls.is_some()
            && self.func.layout.iter().any(|&b| {
                self.func.blocks[b]
                    .insts
                    .iter()
                    .any(|&i| call::is_call(self.func.insts[i].opcode))
            });
        // A kernel that calls keeps the V# in s[0:3] as a reserved
        // register (`private.rs`), not as a wide fixed input.
        let psb = (self.inputs.private_segment_buffer() && !self.inputs.stack).then(|| {
            let r = self.sreg(4);
            fixed.push(MOperand::Fixed {
                reg: r,
                phys: Reg::s_range(0, 3),
            });
            r
        });
        let mut kernarg_halves = None;
        if self.inputs.kernarg_ptr && has_calls {
            let k = self.inputs.kernarg_ptr_sgpr();
            let (lo, hi) = (self.sreg(1), self.sreg(1));
            fixed.push(MOperand::Fixed {
                reg: lo,
                phys: Reg::s(k),
            });
            fixed.push(MOperand::Fixed {
                reg: hi,
                phys: Reg::s(k + 1),
            });
            kernarg_halves = Some((lo, hi));
        } else if self.inputs.kernarg_ptr {
            let r = self.sreg(2);
            self.kernarg_ptr = Some(r);
            let k = self.inputs.kernarg_ptr_sgpr();
            fixed.push(MOperand::Fixed {
                reg: r,
                phys: Reg::s_range(k, k + 1),
            });
        }
        // The flat scratch init pair, in halves too with calls: an
        // argument may travel in one of its registers.
        let mut init_halves = None;
        let mut init = None;
        if let Some(k) = self.inputs.flat_scratch_init_sgpr() {
            if has_calls {
                let (lo, hi) = (self.sreg(1), self.sreg(1));
                fixed.push(MOperand::Fixed {
                    reg: lo,
                    phys: Reg::s(k),
                });
                fixed.push(MOperand::Fixed {
                    reg: hi,
                    phys: Reg::s(k + 1),
                });
                init_halves = Some((lo, hi));
            } else {
                let r = self.sreg(2);
                fixed.push(MOperand::Fixed {
                    reg: r,
                    phys: Reg::s_range(k, k + 1),
                });
                init = Some(r);
            }
        }
        for d in 0..3 {
            if let Some(s) = self.inputs.workgroup_id_sgpr(d) {
                let r = self.sreg(1);
                self.workgroup_id[d] = Some(r);
                fixed.push(MOperand::Fixed {
                    reg: r,
                    phys: Reg::s(s),
                });
            }
        }
        let architected_ids = self.inputs.architected_sgprs;
        let wave = self.inputs.wave_offset_sgpr().map(|k| {
            let r = self.sreg(1);
            fixed.push(MOperand::Fixed {
                reg: r,
                phys: Reg::s(k),
            });
            r
        });
        let nv = if self.inputs.packed_workitem_ids {
            1
        } else {
            self.inputs.workitem_id_dims as usize + 1
        };
        for d in 0..nv {
            let r = self.vgpr_reg(1);
            self.tid_regs[d] = Some(r);
            fixed.push(MOperand::Fixed {
                reg: r,
                phys: Reg::v(d as u16),
            });
        }
        self.pseudo(Pseudo::Entry, &fixed);
        if architected_ids {
            // Architected SGPRs: X in TTMP9, Y and Z in the halves of
            // TTMP7 (the registers the hardware writes; copied so that the
            // allocator owns the values).
            let ttmp = |n| MOperand::Phys(Reg::ttmp(n));
            for d in 0..3 {
                if !self.inputs.workgroup_id[d] {
                    continue;
                }
                let r = self.sreg(1);
                let dst = self.op(r);
                match d {
                    0 => self.ins(Opcode::SMovB32, &[dst, ttmp(9)]),
                    1 => self.ins(Opcode::SAndB32, &[dst, ttmp(7), const32(0xffff)]),
                    _ => self.ins(Opcode::SLshrB32, &[dst, ttmp(7), const32(16)]),
                }
                self.workgroup_id[d] = Some(r);
            }
        }
        if let Some((lo, hi)) = kernarg_halves {
            let parts = [self.op(lo), self.op(hi)];
            self.kernarg_ptr = Some(self.combine(RegFile::Sgpr, &parts));
        }
        if let Some((lo, hi)) = init_halves {
            let parts = [self.op(lo), self.op(hi)];
            init = Some(self.combine(RegFile::Sgpr, &parts));
        }
        self.forward_implicit_inputs(kernarg_halves);
        self.scratch_entry(psb, init, wave);
        self.load_explicit_args()?;
        self.load_hidden_args();
        Ok(())
    }

    /// Sub-dword kernel arguments: extract the argument's bits from the
    /// loaded dword (`s_bfe_u32` takes offset | width << 16).
    fn narrow_loaded(&mut self, r: VReg, ty: Type, shift: u32) -> VReg {
        let bits = if ty == Type::I1 { 1 } else { ty.bits() };
        if bits >= 32 {
            return r;
        }
        let t = self.sreg(1);
        let (to, ro) = (self.op(t), self.op(r));
        self.ins(Opcode::SBfeU32, &[to, ro, const32(shift | bits << 16)]);
        t
    }
}
