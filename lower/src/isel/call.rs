//! Non-kernel functions and calls under the calling convention
//! (`agc_isa::callconv`, seed 002 "non-kernel functions").
//!
//! Role: a function's entry defines its arguments and the return address
//! as fixed registers (`Entry`), its `ret` hands the results to a
//! `Return` terminator as fixed uses, and a `call` becomes `FuncAddr`
//! (the callee's PC-relative address) plus a `Call` pseudo whose results
//! are fixed defs and whose arguments are fixed uses. The register
//! allocator turns every fixed operand into a move where needed and keeps
//! values live across the call out of the callee's clobber set.
//!
//! Invariants: arguments and results travel one dword per register, each
//! a 1-dword vreg: a tuple argument is split into dword copies, a tuple
//! result is rebuilt with `Combine`. That keeps every fixed register a
//! unit-1 group of its register file's banks, so two calls that put an
//! `i64` and two `i32`s into the same registers never ask the allocator
//! for overlapping groups of different widths (and an unaligned `v[1:2]`
//! argument on a processor with aligned tuples is no problem).
//! Divergent (non-`inreg`) values go in VGPRs, `inreg` values in SGPRs (a
//! divergent value passed `inreg` is read from the first active lane, as
//! LLVM does). Results always come back in VGPRs.
//!
//! Values, as llc-22 passes them: every type narrower than a dword (`i1`,
//! `i8`, `i16`, `f16`, `bf16`) takes a dword of its own, value in the low
//! bits; 16-bit vectors go two lanes to a dword as they sit in memory
//! (`f16x3` takes two); `i8` vectors take one dword per lane; on the
//! stack each dword is a 4-byte slot. The sender's bits above a value
//! are undefined (llc leaves them so), so the receiver (a function's
//! entry, a call's results) clears them, which also restores the
//! zero-extended form narrow values keep in agc's registers; a boolean
//! is bit 0.
//!
//! The stack: arguments that do not fit their registers travel in scratch
//! at the offsets `Convention::assign` gives, from the stack pointer s32 at
//! the call: the caller stores them (`buffer_store_dword ... s32 offset:`
//! or `scratch_store_dword off, v, s32 offset:`), and the callee loads them
//! from its frame base, where they open its frame (`frame.rs`). `inreg`
//! dwords on the stack are read back with `v_readfirstlane_b32`.
//!
//! Indirect calls (`call_indirect`): `funcaddr @f` is the same
//! `FuncAddr` as a direct call's address, so the address is PC-relative
//! and a relocatable object carries `REL32_LO`/`REL32_HI` against `f`.
//! The call assumes the worst of its unknown callee: the convention's
//! whole clobber set (an entry of `MFunction::callees` with no name). A
//! uniform address is called as it is; a divergent one in a waterfall
//! loop, as llc-22 emits it: read the first active lane's address
//! (`v_readfirstlane_b32` twice), switch EXEC to the lanes that hold the
//! same address (`v_cmp_eq_u32` per half, where llc compares the pair
//! with `v_cmp_eq_u64`, then `s_and_saveexec_b64`), call, drop those
//! lanes (`s_xor_b64 exec, exec, before`) and loop while lanes remain;
//! each round merges its lanes' results with `WriteLanes`, and EXEC is
//! restored after the loop.
//!
//! Implicit inputs (`crate::abi`, module doc): a function's entry
//! defines the inputs it receives as fixed registers (v31, s8/s9,
//! s12-s14) and a call passes what its callee needs as fixed uses, from
//! the caller's own inputs or, in a kernel, from the values the entry
//! forwards (`Sel::forward_implicit_inputs`): v31 packs the work-item
//! ids (`v_lshl_or_b32` where the hardware gives them in v0-v2), s[8:9]
//! is the kernarg pointer plus the explicit arguments' size. Only those
//! three kinds have values in agc; the registers of the others (which the
//! IR cannot read) are reserved in argument placement but never written.
//!
//! Tail calls (from -O1, [`crate::LowerOptions::tail_calls`]): in a
//! device function (EXEC-mask code: see below), a direct `call` whose results
//! the next instruction returns, unchanged and in order, jumps to the
//! callee instead: the function's `Return` terminator gets the callee's
//! address as its first operand (`s_setpc_b64` jumps there), then the
//! caller's own return address at s[30:31], the arguments in their
//! registers and the implicit inputs the callee needs; the epilogue that
//! restores the callee-saved registers and pops the frame runs before the
//! jump, as before any return, and the callee returns straight to our
//! caller. The epilogue's temporaries avoid every register a `Return`
//! holds (`agc_regalloc` prologue), so `inreg` arguments are fine; the
//! target takes s[16:17] (llc-22's usual pair) unless an argument is
//! there, else the first free pair. The conditions, each as llc-22
//! decides for a `tail call`:
//! - stack arguments go into our own incoming argument area, at the
//!   frame base, so the callee's must fit in it (our incoming ones were
//!   all loaded at the entry, so overwriting them is safe);
//! - the callee's implicit inputs are ours: the bottom-up propagation
//!   gives a caller every input its callees need, in the same fixed
//!   registers, so they pass through unchanged;
//! - no address of our stack slots may escape (`frame_address_escapes`):
//!   the frame is gone when the callee runs (llc relies on the frontend's
//!   `tail` marker for this).
//!
//! An indirect call through a uniform address is a tail call on the same
//! terms, its callee reading every implicit input (so the caller must
//! have them all, as a function that calls indirectly does); through a
//! divergent address it is not: the waterfall loop calls once per
//! distinct address and must come back between rounds.
//!
//! EXEC: a function runs with its caller's EXEC. Uniform control flow
//! leaves it alone. EXEC-mask control flow saves it at entry, merges each
//! lane's results at its `ret` with `WriteLanes` into one variable per
//! result, and restores EXEC in the exit block before the one `Return`.
//!
//! Tail calls after reconvergence: a jump leaves with EXEC as it is, and
//! a lane switched off then never returns, so EXEC-mask code jumps only
//! from the block that runs with EXEC as it was at the entry
//! (`Sel::reconverged_exit`): the function's only `ret` block, outside
//! every cycle, reached from every block. It is last in the linear order,
//! so when it runs every lane has arrived; the call's arguments are its
//! block parameters, merged lane by lane like any other, and its
//! `Return` is the jump itself (`cf.rs` puts it in place of the edge to
//! the exit block). The exit block then only serves the start block's
//! skip edge (no lane runs): it has no results to merge, so none are
//! declared. The whole-wave moves of EXEC-mask code keep EXEC in
//! s[28:29], so a jump that would hold that pair stays a call.

use super::{Sel, Val};
use crate::vars::Var;
use crate::LowerError;
use agc_ir::instructions::Payload;
use agc_ir::{Opcode as IrOp, Type};
use agc_isa::callconv::{self, ArgLoc, Convention, ImplicitInput, ImplicitInputs, RegSet};
use agc_isa::insts::Opcode;
use agc_isa::mir::{BranchCond, Callee, Edge, MOperand, Pseudo, Terminator, VReg, VRegData};
use agc_isa::regs::{Reg, RegFile};
use smallvec::SmallVec;

/// What calls need from outside the function: the module (callee
/// signatures) and, per function of the module, the registers a call to
/// it may change when it is already compiled.
#[derive(Clone, Copy)]
pub struct CallEnv<'a> {
    pub module: &'a agc_ir::Module,
    /// Indexed by `FuncId`; `None` means the convention's clobber set.
    pub clobbers: &'a [Option<RegSet>],
    /// Indexed by `FuncId`: stack bytes per lane a call needs (missing
    /// means none).
    pub stacks: &'a [u32],
    /// Indexed by `FuncId`: the implicit inputs each function needs
    /// (`crate::abi::implicit_inputs`).
    pub implicit: &'a [ImplicitInputs],
    /// The processor's calling convention.
    pub conv: Convention,
}

/// Whether agc has a value for implicit input `i`: the IR reads only the
/// work-item and workgroup ids and the hidden arguments.
fn provided(i: ImplicitInput) -> bool {
    !matches!(
        i,
        ImplicitInput::DispatchPtr
            | ImplicitInput::QueuePtr
            | ImplicitInput::DispatchId
            | ImplicitInput::LdsKernelId
    )
}

/// The registers (one dword each) that carry the provided inputs of
/// `set`, v31 once for all work-item ids.
fn implicit_regs(set: ImplicitInputs) -> SmallVec<[Reg; 6]> {
    let mut out: SmallVec<[Reg; 6]> = SmallVec::new();
    for i in set.iter().filter(|&i| provided(i)) {
        let (r, dw) = i.location();
        for k in 0..u16::from(dw) {
            let one = Reg {
                index: r.index + k,
                len: 1,
                ..r
            };
            if !out.contains(&one) {
                out.push(one);
            }
        }
    }
    out
}

/// The union of the implicit inputs of the functions `func` calls.
pub(crate) fn callee_implicit_inputs(
    func: &agc_ir::Function,
    implicit: &[ImplicitInputs],
) -> ImplicitInputs {
    let mut set = ImplicitInputs::default();
    for &b in &func.layout {
        for &inst in &func.blocks[b].insts {
            if let Payload::Call(fid) = func.insts[inst].payload {
                set.union(
                    implicit
                        .get(fid.as_u32() as usize)
                        .copied()
                        .unwrap_or(ImplicitInputs::ALL),
                );
            } else if func.insts[inst].opcode == IrOp::CallIndirect {
                set.union(ImplicitInputs::ALL);
            }
        }
    }
    set
}

/// A call's operands (`Sel::call_operands`).
struct CallOperands {
    locs: Vec<ArgLoc>,
    res_regs: Vec<Reg>,
    parts: Vec<VReg>,
}

/// The function-specific state of selection.
pub(crate) struct FuncState {
    /// The return address, fixed at s[30:31] on entry.
    pub ra: VReg,
    /// EXEC on entry (EXEC-mask code only).
    pub entry_exec: Option<VReg>,
    /// One VGPR variable per result (EXEC-mask code only).
    pub ret_vars: SmallVec<[Var; 4]>,
    /// The jump of a tail call just selected, which the `ret` after it
    /// becomes.
    pub tail: Option<Terminator>,
}

/// Dwords a value of `ty` takes as an argument or result (module doc,
/// "Values"): an `i8` vector one per lane, anything else its dwords.
pub(crate) fn abi_dwords(ty: Type) -> u8 {
    if ty.is_vector() && ty.lane_type() == Type::I8 {
        ty.lanes() as u8
    } else {
        Sel::dwords_of(ty)
    }
}

/// The meaningful low bits of the last dword of a value of `ty` as it
/// travels, when fewer than 32 (`None`): what a receiver keeps of it.
fn abi_last_bits(ty: Type) -> Option<u32> {
    let bits = if ty.is_vector() && ty.lane_type() == Type::I8 {
        8
    } else {
        ty.bits() % 32
    };
    (bits != 0).then_some(bits)
}

/// The stack bytes per lane of a non-kernel function's incoming stack
/// arguments.
pub(crate) fn incoming_stack_bytes(
    func: &agc_ir::Function,
    conv: &Convention,
    implicit: ImplicitInputs,
) -> Result<u32, LowerError> {
    let sig: Vec<(u8, bool)> = func
        .params
        .iter()
        .map(|p| (abi_dwords(p.ty), p.inreg))
        .collect();
    Ok(conv.assign(&sig, crate::abi::arg_layout(func, implicit)).1)
}

/// `None` when `func` makes no call, else the most stack bytes per lane
/// one of its direct calls needs. An indirect call counts as a call that
/// needs none (its callee is unknown: the kernel asks for a dynamic
/// stack), and so does `funcaddr`, which names a callee like a call does
/// (the prologue then treats the function as one that calls).
pub fn callee_stack(func: &agc_ir::Function, stacks: &[u32]) -> Option<u32> {
    let mut deepest = None;
    for &b in &func.layout {
        for &inst in &func.blocks[b].insts {
            let d = &func.insts[inst];
            let s = match (d.opcode, d.payload) {
                (IrOp::Call, Payload::Call(fid)) => {
                    stacks.get(fid.as_u32() as usize).copied().unwrap_or(0)
                }
                (IrOp::CallIndirect | IrOp::FuncAddr, _) => 0,
                _ => continue,
            };
            deepest = Some(deepest.unwrap_or(0u32).max(s));
        }
    }
    deepest
}

/// Whether `op` transfers control to another function: `call` or
/// `call_indirect`.
pub(crate) fn is_call(op: IrOp) -> bool {
    matches!(op, IrOp::Call | IrOp::CallIndirect)
}

/// Whether `func` makes an indirect call: its callee may need any stack
/// and any implicit input, and may write every caller-saved register.
pub fn makes_indirect_calls(func: &agc_ir::Function) -> bool {
    func.layout.iter().any(|&b| {
        func.blocks[b]
            .insts
            .iter()
            .any(|&i| func.insts[i].opcode == IrOp::CallIndirect)
    })
}

/// Results travel in v0..v31 only; `Err` names the first result that
/// does not fit.
fn result_regs(conv: &Convention, sig: &[(u8, bool)]) -> Result<Vec<Reg>, usize> {
    let total: usize = sig.iter().map(|s| usize::from(s.0)).sum();
    conv.results(total).ok_or_else(|| {
        let mut end = 0usize;
        sig.iter()
            .position(|s| {
                end += usize::from(s.0);
                end > usize::from(callconv::ARG_VGPRS)
            })
            .unwrap_or(0)
    })
}

impl Sel<'_> {
    /// The processor's calling convention.
    pub(super) fn conv(&self) -> Convention {
        self.calls
            .map(|c| c.conv)
            .unwrap_or_else(|| Convention::new(&self.target))
    }

    /// The entry of a non-kernel function: arguments and the return
    /// address as fixed definitions.
    pub(super) fn func_entry(&mut self) -> Result<(), LowerError> {
        let func = self.func;
        let sig: Vec<(u8, bool)> = func
            .params
            .iter()
            .map(|p| (abi_dwords(p.ty), p.inreg))
            .collect();
        let conv = self.conv();
        let (locs, _) = conv.assign(&sig, crate::abi::arg_layout(func, self.inputs.implicit));
        // Frame and stack registers (module doc of `frame.rs`): the frame
        // base is s33 when the function calls (its prologue moves s32
        // past the frame), else s32 itself.
        self.mf.reserved = conv.reserved();
        self.mf.frame_bytes = self.frame.size();
        let calls = callee_stack(func, &[]).is_some();
        let fb = if calls {
            callconv::FP_SGPR
        } else {
            callconv::SP_SGPR
        };
        self.fb = Some(MOperand::Phys(Reg::s(fb)));
        let ra = self.sreg(2);
        let mut fixed: SmallVec<[MOperand; 6]> = SmallVec::new();
        fixed.push(MOperand::Fixed {
            reg: ra,
            phys: Reg::s_range(callconv::RA_SGPR, callconv::RA_SGPR + 1),
        });
        let mut parts: Vec<VReg> = Vec::with_capacity(locs.len());
        let mut loads: Vec<(VReg, callconv::StackArg)> = Vec::new();
        for &loc in &locs {
            match loc {
                ArgLoc::Reg(phys) => {
                    let r = self.vreg(phys.file, 1);
                    fixed.push(MOperand::Fixed { reg: r, phys });
                    parts.push(r);
                }
                ArgLoc::Stack(a) => {
                    let r = self.vreg(RegFile::Vgpr, 1);
                    loads.push((r, a));
                    parts.push(r);
                }
            }
        }
        // Implicit inputs: one fixed dword each, kept for the calls.
        for phys in implicit_regs(self.inputs.implicit) {
            let r = self.vreg(phys.file, 1);
            fixed.push(MOperand::Fixed { reg: r, phys });
            self.implicit_vals.push((phys, r));
        }
        self.pseudo(Pseudo::Entry, &fixed);
        self.receive_implicit_inputs();
        // Stack arguments: one dword load each from the frame base.
        for (r, a) in loads {
            let ro = self.op(r);
            let fbo = self.fb.unwrap_or(MOperand::Off);
            self.stack_dword(true, ro, fbo, a.offset);
        }
        // `inreg` dwords that came in a VGPR or on the stack (no SGPR was
        // left): the same in every lane.
        let inreg_dwords = sig
            .iter()
            .flat_map(|&(dw, inreg)| (0..dw).map(move |_| inreg));
        for (k, inreg) in inreg_dwords.enumerate() {
            if inreg && self.mf.vreg_data(parts[k]).file == RegFile::Vgpr {
                parts[k] = self.readfirstlane(parts[k]);
            }
        }
        let mut entry_exec = None;
        if self.mf.inactive_lanes_live {
            let e = self.new_mask();
            let eo = self.op(e);
            let exec = MOperand::Phys(self.exec_reg());
            self.mins(Opcode::SMovB64, &[eo, exec]);
            entry_exec = Some(e);
        }
        let mut ret_vars = SmallVec::new();
        // When the only way out is a tail call after reconvergence, the
        // exit block is reached only when no lane runs: nothing to merge.
        let exit_jumps = self.reconverged_exit().is_some_and(|b| {
            let insts = &func.blocks[b].insts;
            insts.len() >= 2 && self.tail_call_in(b, insts[insts.len() - 2])
        });
        if self.mf.inactive_lanes_live && !exit_jumps {
            // One variable per result dword as it travels.
            let dwords: usize = func.returns.iter().map(|&t| abi_dwords(t) as usize).sum();
            for _ in 0..dwords {
                let var = self.vars.declare(VRegData {
                    file: RegFile::Vgpr,
                    dwords: 1,
                    mask: false,
                });
                let u = self.vgpr_reg(1);
                let uo = self.op(u);
                self.pseudo(Pseudo::ImplicitDef, &[uo]);
                self.vars.write(var, self.cur, u);
                ret_vars.push(var);
            }
        }
        self.fun = Some(FuncState {
            ra,
            entry_exec,
            ret_vars,
            tail: None,
        });
        let entry = self.lin.order[0];
        let mut k = 0usize;
        for (i, &p) in func.block_params(entry).iter().enumerate() {
            let (dw, inreg) = sig[i];
            let ps = &parts[k..k + dw as usize];
            k += dw as usize;
            if self.uses[p] == 0 {
                continue;
            }
            let file = if inreg { RegFile::Sgpr } else { RegFile::Vgpr };
            let home = self.received(ps, func.params[i].ty, file);
            self.set(p, Val::Reg(home));
        }
        Ok(())
    }

    /// A value of `ty` from the dwords it travelled in (module doc,
    /// "Values"): the sender's bits above the value are not trusted, so
    /// they are cleared (a boolean keeps bit 0, as 0/1 in an SGPR or as a
    /// lane mask), and `i8` vector lanes are packed back into one dword.
    fn received(&mut self, parts: &[VReg], ty: Type, file: RegFile) -> VReg {
        let vector = file == RegFile::Vgpr;
        let mut ps: SmallVec<[VReg; 4]> = parts.into();
        let keep = |bits: u32| super::const32(((1u64 << bits) - 1) as u32);
        let and = |s: &mut Self, r: VReg, bits: u32| -> VReg {
            let d = s.vreg(file, 1);
            let (dop, ro) = (s.op(d), s.op(r));
            if vector {
                s.valu(Opcode::VAndB32, &[dop, keep(bits), ro], true);
            } else {
                s.ins(Opcode::SAndB32, &[dop, ro, keep(bits)]);
            }
            d
        };
        if ty.is_vector() && ty.lane_type() == Type::I8 {
            let mut acc = and(self, ps[0], 8);
            for (k, &lane) in ps.iter().enumerate().skip(1) {
                let byte = and(self, lane, 8);
                let d = self.vreg(file, 1);
                let (dop, bo, ao) = (self.op(d), self.op(byte), self.op(acc));
                let shift = super::imm(8 * k as i32);
                if vector {
                    self.valu(Opcode::VLshlOrB32, &[dop, bo, shift, ao], false);
                } else {
                    let t = self.sreg(1);
                    let to = self.op(t);
                    self.ins(Opcode::SLshlB32, &[to, bo, shift]);
                    self.ins(Opcode::SOrB32, &[dop, to, ao]);
                }
                acc = d;
            }
            return acc;
        }
        if let (Some(bits), Some(last)) = (abi_last_bits(ty), ps.last_mut()) {
            *last = and(self, *last, bits);
        }
        let r = if ps.len() == 1 {
            ps[0]
        } else {
            let ops: SmallVec<[MOperand; 6]> = ps.iter().map(|&r| self.op(r)).collect();
            self.combine(file, &ops)
        };
        if ty == Type::I1 && vector {
            self.vgpr_to_mask(r)
        } else {
            r
        }
    }

    /// A function's implicit inputs as the selector's input registers:
    /// the packed work-item ids, the workgroup ids and the implicit
    /// argument pointer, which stands in for the kernarg pointer (the
    /// hidden arguments start there: `hidden_offset` is 0).
    fn receive_implicit_inputs(&mut self) {
        let find = |s: &Self, phys: Reg| s.implicit_vals.iter().find(|x| x.0 == phys).map(|x| x.1);
        self.tid_regs[0] = find(self, Reg::v(callconv::WORKITEM_ID_VGPR));
        for d in 0..3 {
            let (r, _) = ImplicitInput::workgroup_id(d).location();
            self.workgroup_id[d] = find(self, r);
        }
        let (p, _) = ImplicitInput::ImplicitArgPtr.location();
        if let (Some(lo), Some(hi)) = (find(self, p), find(self, Reg::s(p.index + 1))) {
            let parts = [self.op(lo), self.op(hi)];
            self.kernarg_ptr = Some(self.combine(RegFile::Sgpr, &parts));
            self.load_hidden_args();
        }
    }

    /// A kernel's values for the implicit inputs its callees need (after
    /// the entry): `kernarg` is the kernarg pointer's two halves.
    pub(super) fn forward_implicit_inputs(&mut self, kernarg: Option<(VReg, VReg)>) {
        let need = self.inputs.implicit;
        if need.any_workitem_id() {
            let ids: SmallVec<[VReg; 3]> = self.tid_regs.iter().flatten().copied().collect();
            let mut packed = ids[0];
            if !self.inputs.packed_workitem_ids {
                for (d, &id) in ids.iter().enumerate().skip(1) {
                    let t = self.vgpr_reg(1);
                    let (to, io, po) = (self.op(t), self.op(id), self.op(packed));
                    let shift = super::imm((callconv::WORKITEM_ID_BITS * d as u32) as i32);
                    self.valu(Opcode::VLshlOrB32, &[to, io, shift, po], false);
                    packed = t;
                }
            }
            self.implicit_vals
                .push((Reg::v(callconv::WORKITEM_ID_VGPR), packed));
        }
        if need.contains(ImplicitInput::ImplicitArgPtr) {
            if let Some((lo, hi)) = kernarg {
                let (l, h) = (self.sreg(1), self.sreg(1));
                let (lo_, hi_, lo, hi) = (self.op(l), self.op(h), self.op(lo), self.op(hi));
                let off = super::const32(self.inputs.hidden_offset);
                self.ins(Opcode::SAddU32, &[lo_, lo, off]);
                self.ins(Opcode::SAddcU32, &[hi_, hi, super::imm(0)]);
                let (p, _) = ImplicitInput::ImplicitArgPtr.location();
                self.implicit_vals.push((p, l));
                self.implicit_vals.push((Reg::s(p.index + 1), h));
            }
        }
        for d in 0..3 {
            if let (true, Some(r)) = (
                need.contains(ImplicitInput::workgroup_id(d)),
                self.workgroup_id[d],
            ) {
                let (phys, _) = ImplicitInput::workgroup_id(d).location();
                self.implicit_vals.push((phys, r));
            }
        }
    }

    /// Values as 1-dword registers of `file` for fixed operands.
    fn dword_regs(&mut self, v: agc_ir::Value, file: RegFile, out: &mut Vec<VReg>) {
        let ty = self.func.value_type(v);
        let r = if file == RegFile::Vgpr {
            self.result_vgpr(v)
        } else if ty == Type::I1 {
            // A uniform boolean as 0/1 in an SGPR.
            match self.get(v) {
                Val::Reg(r) if self.is_mask_reg(r) => {
                    // A divergent one: the first active lane's.
                    let b = self.mask_to_vgpr(r);
                    self.readfirstlane(b)
                }
                Val::Reg(r) if self.mf.vreg_data(r).file == RegFile::Sgpr => r,
                Val::Reg(r) => self.readfirstlane(r),
                _ => {
                    self.scc_of(v);
                    let r = self.sreg(1);
                    let ro = self.op(r);
                    self.ins(Opcode::SCselectB32, &[ro, super::imm(1), super::imm(0)]);
                    r
                }
            }
        } else {
            self.sgpr(v)
        };
        if ty.is_vector() && ty.lane_type() == Type::I8 {
            // One lane per dword, zero-extended.
            for k in 0..ty.lanes() {
                let d = self.vreg(file, 1);
                let (dop, ro) = (self.op(d), self.op(r));
                if file == RegFile::Vgpr {
                    self.valu(
                        Opcode::VBfeU32,
                        &[dop, ro, super::imm(8 * k as i32), super::imm(8)],
                        false,
                    );
                } else {
                    let field = super::const32((8 * k) | (8 << 16));
                    self.ins(Opcode::SBfeU32, &[dop, ro, field]);
                }
                out.push(d);
            }
            return;
        }
        let dw = self.mf.vreg_data(r).dwords;
        if dw == 1 {
            out.push(r);
            return;
        }
        let mov = if file == RegFile::Vgpr {
            Opcode::VMovB32
        } else {
            Opcode::SMovB32
        };
        for i in 0..dw {
            let d = self.vreg(file, 1);
            let (dop, src) = (self.op(d), self.part(r, i));
            self.ins(mov, &[dop, src]);
            out.push(d);
        }
    }

    /// The results of a `ret` as fixed uses (RA first), in VGPRs.
    fn return_uses(&mut self, vals: &[VReg]) -> Terminator {
        let Some(ra) = self.fun.as_ref().map(|f| f.ra) else {
            return Terminator::EndPgm;
        };
        let mut uses: SmallVec<[MOperand; 4]> = SmallVec::new();
        uses.push(MOperand::Fixed {
            reg: ra,
            phys: Reg::s_range(callconv::RA_SGPR, callconv::RA_SGPR + 1),
        });
        let mut v = 0u16;
        for &r in vals {
            let dw = self.mf.vreg_data(r).dwords;
            if dw == 1 {
                uses.push(MOperand::Fixed {
                    reg: r,
                    phys: Reg::v(v),
                });
                v += 1;
                continue;
            }
            for i in 0..dw {
                let d = self.vgpr_reg(1);
                let (dop, src) = (self.op(d), self.part(r, i));
                self.ins(Opcode::VMovB32, &[dop, src]);
                uses.push(MOperand::Fixed {
                    reg: d,
                    phys: Reg::v(v),
                });
                v += 1;
            }
        }
        Terminator::Return(uses)
    }

    /// A result value in VGPRs (booleans as 0/1).
    fn result_vgpr(&mut self, v: agc_ir::Value) -> VReg {
        if self.func.value_type(v) == Type::I1 {
            let m = self.mask_of(v);
            return self.mask_to_vgpr(m);
        }
        self.vgpr(v)
    }

    fn check_results(&self, term: agc_ir::Inst) -> Result<(), LowerError> {
        let sig: Vec<(u8, bool)> = self
            .func
            .returns
            .iter()
            .map(|&ty| (abi_dwords(ty), false))
            .collect();
        result_regs(&self.conv(), &sig).map_err(|i| {
            self.error(
                term,
                format!("result {i} does not fit the result registers v0-v31"),
            )
        })?;
        Ok(())
    }

    /// `ret` in uniform control flow: the function's `Return` terminator
    /// (`s_endpgm` in a kernel).
    pub(super) fn return_term(&mut self, term: agc_ir::Inst) -> Result<Terminator, LowerError> {
        if self.fun.is_none() {
            return Ok(Terminator::EndPgm);
        }
        if let Some(t) = self.fun.as_mut().and_then(|f| f.tail.take()) {
            return Ok(t);
        }
        if self.func.insts[term].opcode == IrOp::Unreachable {
            return Ok(self.return_uses(&[]));
        }
        self.check_results(term)?;
        let args: SmallVec<[agc_ir::Value; 4]> = self.func.inst_args(term).into();
        let mut vals: Vec<VReg> = Vec::with_capacity(args.len());
        for &a in &args {
            self.dword_regs(a, RegFile::Vgpr, &mut vals);
        }
        Ok(self.return_uses(&vals))
    }

    /// `ret` in EXEC-mask code: this block's lanes leave with these results.
    pub(super) fn record_return(&mut self, term: agc_ir::Inst) -> Result<(), LowerError> {
        if self.fun.is_none() || self.func.insts[term].opcode == IrOp::Unreachable {
            return Ok(());
        }
        self.check_results(term)?;
        let args: SmallVec<[agc_ir::Value; 4]> = self.func.inst_args(term).into();
        let mut vals: Vec<VReg> = Vec::with_capacity(args.len());
        for &a in &args {
            self.dword_regs(a, RegFile::Vgpr, &mut vals);
        }
        for (i, &r) in vals.iter().enumerate() {
            let Some(var) = self.fun.as_ref().map(|f| f.ret_vars[i]) else {
                continue;
            };
            let old = self.vars.read(&mut self.mf, var, self.cur);
            let dw = self.mf.vreg_data(old).dwords;
            let new = self.vgpr_reg(dw);
            let (no, oo, ro) = (self.op(new), self.op(old), self.op(r));
            self.pseudo(Pseudo::WriteLanes, &[no, oo, ro]);
            self.vars.write(var, self.cur, new);
        }
        Ok(())
    }

    /// The exit block of EXEC-mask code: `s_endpgm` for a kernel; for a
    /// function, EXEC restored and the merged results returned.
    pub(super) fn exit_term(&mut self) -> Terminator {
        let Some((exec, vars)) = self
            .fun
            .as_ref()
            .map(|f| (f.entry_exec, f.ret_vars.clone()))
        else {
            return Terminator::EndPgm;
        };
        let vals: Vec<VReg> = vars
            .iter()
            .map(|&v| self.vars.read(&mut self.mf, v, self.cur))
            .collect();
        if let Some(e) = exec {
            let eo = self.op(e);
            let exec = MOperand::Phys(self.exec_reg());
            self.mins(Opcode::SMovB64, &[exec, eo]);
        }
        self.return_uses(&vals)
    }

    /// `call @f(args)`.
    pub(super) fn select_call(&mut self, inst: agc_ir::Inst) -> Result<(), LowerError> {
        let func = self.func;
        let Payload::Call(fid) = func.insts[inst].payload else {
            return Err(self.error(inst, "call without a callee"));
        };
        let Some(env) = self.calls else {
            return Err(self.error(inst, "calls need the module of the callee"));
        };
        let callee = &env.module.functions[fid];
        if callee.is_kernel() {
            return Err(self.error(
                inst,
                format!("`{}` is a kernel and cannot be called", callee.name),
            ));
        }
        let args: SmallVec<[agc_ir::Value; 8]> = func.inst_args(inst).into();
        let need = env
            .implicit
            .get(fid.as_u32() as usize)
            .copied()
            .unwrap_or(ImplicitInputs::ALL);
        let layout = crate::abi::arg_layout(callee, need);
        let ops = self.call_operands(inst, &callee.params, &callee.returns, &args, layout)?;
        let implicit = self.implicit_args(inst, need, &format!("`{}`", callee.name))?;
        let idx = self.callee_index(env, fid);
        let addr = self.sreg(2);
        let ao = self.op(addr);
        self.pseudo(Pseudo::FuncAddr, &[ao, MOperand::Imm(idx as i32)]);
        let res_parts =
            self.call_pseudo(idx, addr, &ops.parts, &ops.locs, &ops.res_regs, &implicit);
        self.bind_results(inst, &callee.returns, &res_parts);
        Ok(())
    }
}

impl Sel<'_> {
    /// The index in `MFunction::callees` of the function `fid` (added
    /// on first use): a direct call's or a `funcaddr`'s.
    fn callee_index(&mut self, env: CallEnv<'_>, fid: agc_ir::FuncId) -> usize {
        let callee = &env.module.functions[fid];
        if let Some(i) = self.mf.callees.iter().position(|c| c.name == callee.name) {
            return i;
        }
        let clobbers = env
            .clobbers
            .get(fid.as_u32() as usize)
            .copied()
            .flatten()
            .unwrap_or_else(|| env.conv.clobbers());
        self.mf.callees.push(Callee {
            name: callee.name.clone(),
            clobbers,
        });
        self.mf.callees.len() - 1
    }

    /// The index of the unknown callee of indirect calls: no symbol, the
    /// convention's whole clobber set.
    fn indirect_callee_index(&mut self, env: CallEnv<'_>) -> usize {
        if let Some(i) = self.mf.callees.iter().position(|c| c.name.is_empty()) {
            return i;
        }
        self.mf.callees.push(Callee {
            name: String::new(),
            clobbers: env.conv.clobbers(),
        });
        self.mf.callees.len() - 1
    }

    /// `funcaddr @f`: the PC-relative address of `f` in an SGPR pair.
    pub(super) fn select_funcaddr(&mut self, inst: agc_ir::Inst) -> Result<(), LowerError> {
        let func = self.func;
        let Payload::Call(fid) = func.insts[inst].payload else {
            return Err(self.error(inst, "funcaddr without a function"));
        };
        let Some(env) = self.calls else {
            return Err(self.error(inst, "function addresses need the module"));
        };
        if env.module.functions[fid].is_kernel() {
            return Err(self.error(inst, "a kernel has no address to call"));
        }
        let idx = self.callee_index(env, fid);
        let addr = self.sreg(2);
        let ao = self.op(addr);
        self.pseudo(Pseudo::FuncAddr, &[ao, MOperand::Imm(idx as i32)]);
        let res = func.inst_results(inst)[0];
        self.set(res, Val::Reg(addr));
        Ok(())
    }

    /// A call's operands under the convention: the argument dwords as
    /// 1-dword vregs (SGPRs for `inreg` ones) with their locations, and
    /// the result registers. Direct and indirect calls share it.
    fn call_operands(
        &mut self,
        inst: agc_ir::Inst,
        params: &[agc_ir::function::Param],
        returns: &[Type],
        args: &[agc_ir::Value],
        layout: ImplicitInputs,
    ) -> Result<CallOperands, LowerError> {
        let sig: Vec<(u8, bool)> = params.iter().map(|p| (abi_dwords(p.ty), p.inreg)).collect();
        let conv = self.conv();
        let (locs, _) = conv.assign(&sig, layout);
        let rsig: Vec<(u8, bool)> = returns.iter().map(|&ty| (abi_dwords(ty), false)).collect();
        let res_regs = result_regs(&conv, &rsig)
            .map_err(|i| self.error(inst, format!("result {i} of the call does not fit v0-v31")))?;
        let mut parts: Vec<VReg> = Vec::with_capacity(locs.len());
        for (&a, &(_, inreg)) in args.iter().zip(&sig) {
            let file = if inreg { RegFile::Sgpr } else { RegFile::Vgpr };
            self.dword_regs(a, file, &mut parts);
        }
        Ok(CallOperands {
            locs,
            res_regs,
            parts,
        })
    }

    /// Gives `inst`'s results their values from the result dwords of a
    /// call: tuples rebuilt, narrow values cleared, booleans back to lane
    /// masks (`received`).
    fn bind_results(&mut self, inst: agc_ir::Inst, returns: &[Type], res_parts: &[VReg]) {
        let results: SmallVec<[agc_ir::Value; 4]> = self.func.inst_results(inst).into();
        let mut k = 0usize;
        for (&res, &ty) in results.iter().zip(returns) {
            let dw = abi_dwords(ty) as usize;
            let home = self.received(&res_parts[k..k + dw], ty, RegFile::Vgpr);
            k += dw;
            self.set(res, Val::Reg(home));
        }
    }

    /// The caller's values of the implicit inputs `need` (`abi`), each
    /// with the register a call passes it in; `who` names the callee in
    /// the error when the caller does not have one.
    fn implicit_args(
        &self,
        inst: agc_ir::Inst,
        need: ImplicitInputs,
        who: &str,
    ) -> Result<SmallVec<[(VReg, Reg); 6]>, LowerError> {
        let mut out = SmallVec::new();
        for phys in implicit_regs(need) {
            let Some(&(_, r)) = self.implicit_vals.iter().find(|x| x.0 == phys) else {
                return Err(self.error(
                    inst,
                    format!(
                        "{who} needs the implicit input in {phys:?}, which `{}` does not have",
                        self.func.name
                    ),
                ));
            };
            out.push((r, phys));
        }
        Ok(out)
    }

    /// The `Call` pseudo of callee `idx` through the SGPR pair `addr`:
    /// argument dwords `parts` to `locs` (stack ones stored from s32
    /// first), results fixed at `res_regs`; returns the result dwords.
    fn call_pseudo(
        &mut self,
        idx: usize,
        addr: VReg,
        parts: &[VReg],
        locs: &[ArgLoc],
        res_regs: &[Reg],
        implicit: &[(VReg, Reg)],
    ) -> Vec<VReg> {
        let mut arg_regs: Vec<(VReg, Reg)> = Vec::with_capacity(parts.len());
        for (&r, &loc) in parts.iter().zip(locs) {
            match loc {
                ArgLoc::Reg(phys) if phys.file != self.mf.vreg_data(r).file => {
                    // An `inreg` dword no SGPR was left for.
                    let ro = self.op(r);
                    let v = self.to_vgpr(ro, 1);
                    arg_regs.push((v, phys));
                }
                ArgLoc::Reg(phys) => arg_regs.push((r, phys)),
                ArgLoc::Stack(a) => {
                    let v = self.vreg_in_vgpr(r);
                    let vo = self.op(v);
                    let sp = MOperand::Phys(Reg::s(callconv::SP_SGPR));
                    self.stack_dword(false, vo, sp, a.offset);
                }
            }
        }
        let mut ops: SmallVec<[MOperand; 6]> = SmallVec::new();
        ops.push(MOperand::Imm(idx as i32));
        ops.push(MOperand::Imm(res_regs.len() as i32));
        ops.push(self.op(addr));
        let res_parts: Vec<VReg> = res_regs.iter().map(|_| self.vgpr_reg(1)).collect();
        for (&r, &phys) in res_parts.iter().zip(res_regs) {
            ops.push(MOperand::Fixed { reg: r, phys });
        }
        for &(r, phys) in arg_regs.iter().chain(implicit) {
            ops.push(MOperand::Fixed { reg: r, phys });
        }
        self.pseudo(Pseudo::Call, &ops);
        res_parts
    }

    /// `call_indirect %fp(args) : sig` (module doc).
    pub(super) fn select_call_indirect(&mut self, inst: agc_ir::Inst) -> Result<(), LowerError> {
        let func = self.func;
        let Payload::Sig(sr) = func.insts[inst].payload else {
            return Err(self.error(inst, "call_indirect without a signature"));
        };
        let Some(env) = self.calls else {
            return Err(self.error(inst, "calls need the module of the callee"));
        };
        let sig = &func.signatures[sr];
        let all: SmallVec<[agc_ir::Value; 8]> = func.inst_args(inst).into();
        let (fp, args) = (all[0], &all[1..]);
        // The unknown callee may read every implicit input (`abi`).
        let ops = self.call_operands(inst, &sig.params, &sig.returns, args, ImplicitInputs::ALL)?;
        let implicit = self.implicit_args(inst, ImplicitInputs::ALL, "an indirect call")?;
        let idx = self.indirect_callee_index(env);
        let res_parts = if !self.div(fp) {
            let addr = self.sgpr(fp);
            self.call_pseudo(idx, addr, &ops.parts, &ops.locs, &ops.res_regs, &implicit)
        } else {
            self.waterfall_call(fp, idx, &ops.parts, &ops.locs, &ops.res_regs, &implicit)
        };
        self.bind_results(inst, &sig.returns, &res_parts);
        Ok(())
    }

    /// A call through the divergent address `fp`, one round per distinct
    /// address (module doc); returns the result dwords of every lane.
    ///
    /// ```text
    /// pre:  saved = exec; results = undefined
    /// loop: addr = readfirstlane(fp); before = exec
    ///       exec &= (fp.lo == addr.lo) & (fp.hi == addr.hi)
    ///       call addr; results = WriteLanes(results, v0..)
    ///       exec = before & ~exec; s_cbranch_execnz loop
    /// cont: exec = saved
    /// ```
    fn waterfall_call(
        &mut self,
        fp: agc_ir::Value,
        idx: usize,
        parts: &[VReg],
        locs: &[ArgLoc],
        res_regs: &[Reg],
        implicit: &[(VReg, Reg)],
    ) -> Vec<VReg> {
        // The allocator's moves inside the loop must keep the lanes
        // other rounds own.
        self.mf.inactive_lanes_live = true;
        let exec = MOperand::Phys(self.exec_reg());
        // The address as two 1-dword VGPRs: it lives across the call, and
        // single dwords fit the few callee-saved VGPRs a tight budget has
        // where an aligned pair might not.
        let fpv = self.vgpr(fp);
        let mut halves: SmallVec<[VReg; 2]> = SmallVec::new();
        for i in 0..2 {
            let h = self.vgpr_reg(1);
            let (ho, src) = (self.op(h), self.part(fpv, i));
            self.ins(Opcode::VMovB32, &[ho, src]);
            halves.push(h);
        }
        let saved = self.new_mask();
        let so = self.op(saved);
        self.mins(Opcode::SMovB64, &[so, exec]);
        let vars: Vec<Var> = res_regs
            .iter()
            .map(|_| {
                self.vars.declare(VRegData {
                    file: RegFile::Vgpr,
                    dwords: 1,
                    mask: false,
                })
            })
            .collect();
        for &var in &vars {
            let u = self.vgpr_reg(1);
            let uo = self.op(u);
            self.pseudo(Pseudo::ImplicitDef, &[uo]);
            self.vars.write(var, self.cur, u);
        }
        let pre = self.cur;
        let (lp, cont) = (self.mf.block(), self.mf.block());
        self.mf.blocks[pre.index()].term = Terminator::Jump(Edge::to(lp));
        self.vars.add_edge(pre, lp);
        self.vars.add_edge(lp, lp);
        self.placed_after.push((pre, lp));
        self.placed_after.push((lp, cont));
        self.cur = lp;
        // Both reads first: a compare right after the read of its SGPR
        // would wait for the VALU-write-SGPR hazard.
        let mut first: SmallVec<[MOperand; 2]> = SmallVec::new();
        for &h in &halves {
            let s = self.sreg(1);
            let (so, ho) = (self.op(s), self.op(h));
            self.ins(Opcode::VReadfirstlaneB32, &[so, ho]);
            first.push(so);
        }
        let mut eq: SmallVec<[MOperand; 2]> = SmallVec::new();
        for (k, &h) in halves.iter().enumerate() {
            let c = self.new_mask();
            let (co, ho) = (self.op(c), self.op(h));
            self.ins(Opcode::VCmpEqU32, &[co, first[k], ho]);
            eq.push(co);
        }
        let addr = self.combine(RegFile::Sgpr, &first);
        let (same, before) = (self.new_mask(), self.new_mask());
        let (sa, bo) = (self.op(same), self.op(before));
        self.mins(Opcode::SAndB64, &[sa, eq[0], eq[1]]);
        self.mins(Opcode::SAndSaveexecB64, &[bo, sa]);
        let got = self.call_pseudo(idx, addr, parts, locs, res_regs, implicit);
        for (&var, &r) in vars.iter().zip(&got) {
            let old = self.vars.read(&mut self.mf, var, lp);
            let new = self.vgpr_reg(1);
            let (no, oo, ro) = (self.op(new), self.op(old), self.op(r));
            self.pseudo(Pseudo::WriteLanes, &[no, oo, ro]);
            self.vars.write(var, lp, new);
        }
        self.mins(Opcode::SXorB64, &[exec, exec, bo]);
        self.mf.blocks[lp.index()].term = Terminator::Branch {
            cond: BranchCond::Execnz,
            taken: Edge::to(lp),
            not_taken: Edge::to(cont),
        };
        self.vars.add_edge(lp, cont);
        self.vars.seal(&mut self.mf, lp);
        self.vars.seal(&mut self.mf, cont);
        self.cur = cont;
        self.mins(Opcode::SMovB64, &[exec, so]);
        vars.iter()
            .map(|&v| self.vars.read(&mut self.mf, v, cont))
            .collect()
    }
}

/// What a tail call jumps to.
#[derive(Clone, Copy)]
enum TailTarget {
    Direct(agc_ir::FuncId),
    /// Through this uniform function pointer.
    Indirect(agc_ir::Value),
}

/// The callee of a possible tail call, from its declaration or from the
/// signature of a `call_indirect`.
struct TailCallee<'f> {
    params: &'f [agc_ir::function::Param],
    returns: &'f [Type],
    need: ImplicitInputs,
    /// The inputs the callee's argument layout skips
    /// (`crate::abi::arg_layout`).
    layout: ImplicitInputs,
    target: TailTarget,
    name: &'f str,
}

/// The SGPR pair a tail call's target prefers: caller-saved, above the
/// epilogue's temporaries and below the return address (llc-22 uses the
/// same pair when no argument is in it).
const TAIL_TARGET_SGPR: u16 = 16;

/// Whether the address of one of `func`'s stack slots may outlive the
/// function: a `stack_addr` value, or a `ptradd` of one, used other than
/// as the address of a load or store (passed to a call, stored, cast,
/// returned, sent along a branch). A tail call pops the frame before the
/// callee runs, so such a function makes none.
fn frame_address_escapes(func: &agc_ir::Function) -> bool {
    if func.stack_slots.is_empty() {
        return false;
    }
    let mut frame_ptr: cranelift_entity::SecondaryMap<agc_ir::Value, bool> =
        cranelift_entity::SecondaryMap::new();
    for &b in &func.layout {
        for &i in &func.blocks[b].insts {
            let d = &func.insts[i];
            let derived = d.opcode == IrOp::StackAddr
                || (d.opcode == IrOp::Ptradd && frame_ptr[func.inst_args(i)[0]]);
            if derived {
                for &r in func.inst_results(i) {
                    frame_ptr[r] = true;
                }
            }
        }
    }
    for &b in &func.layout {
        for &i in &func.blocks[b].insts {
            let d = &func.insts[i];
            let args = func.inst_args(i);
            for (k, &a) in args.iter().enumerate() {
                if !frame_ptr[a] {
                    continue;
                }
                let as_address = match d.opcode {
                    IrOp::Load => k == 0,
                    IrOp::Store => k == 1,
                    IrOp::Ptradd => k == 0,
                    _ => false,
                };
                if !as_address {
                    return true;
                }
            }
            // Branch arguments carry values to block parameters.
            let mut sent = false;
            func.for_each_block_call(i, |bc| {
                sent |= bc
                    .args
                    .as_slice(&func.value_lists)
                    .iter()
                    .any(|&a| frame_ptr[a]);
            });
            if sent {
                return true;
            }
        }
    }
    false
}

/// The SGPR pair for a tail call's target, given `taken`, the SGPRs
/// fixed anywhere in the function (`Sel::fixed_sgprs`): s[16:17] unless
/// one of them is there, else the first free pair from the first
/// argument SGPR (`None`: no tail call). A fixed register is a one-dword
/// group of the allocator's banks, so the pair must overlap none.
fn tail_target(conv: &Convention, taken: &callconv::RegSet) -> Option<u16> {
    let free = |p: u16| !taken.contains(RegFile::Sgpr, p) && !taken.contains(RegFile::Sgpr, p + 1);
    std::iter::once(TAIL_TARGET_SGPR)
        .chain((conv.first_arg_sgpr()..callconv::RA_SGPR).step_by(2))
        .find(|&p| free(p))
}

impl<'a> Sel<'a> {
    /// The SGPRs that are fixed operands somewhere in the function: its
    /// own arguments and implicit inputs at the entry, and those of every
    /// call.
    fn fixed_sgprs(&self) -> callconv::RegSet {
        let func = self.func;
        let conv = self.conv();
        let mut taken = callconv::RegSet::default();
        let mut add = |params: &[agc_ir::function::Param],
                       need: ImplicitInputs,
                       layout: ImplicitInputs| {
            let sig: Vec<(u8, bool)> = params.iter().map(|p| (abi_dwords(p.ty), p.inreg)).collect();
            for loc in conv.assign(&sig, layout).0 {
                if let ArgLoc::Reg(phys) = loc {
                    taken.insert_reg(phys);
                }
            }
            for phys in implicit_regs(need) {
                taken.insert_reg(phys);
            }
        };
        add(
            &func.params,
            self.inputs.implicit,
            crate::abi::arg_layout(func, self.inputs.implicit),
        );
        for &b in &func.layout {
            for &i in &func.blocks[b].insts {
                match (func.insts[i].opcode, func.insts[i].payload) {
                    (IrOp::Call, Payload::Call(fid)) => {
                        if let Some(env) = self.calls {
                            let need = env
                                .implicit
                                .get(fid.as_u32() as usize)
                                .copied()
                                .unwrap_or(ImplicitInputs::ALL);
                            let callee = &env.module.functions[fid];
                            add(&callee.params, need, crate::abi::arg_layout(callee, need));
                        }
                    }
                    (IrOp::CallIndirect, Payload::Sig(sr)) => {
                        add(
                            &func.signatures[sr].params,
                            ImplicitInputs::ALL,
                            ImplicitInputs::ALL,
                        );
                    }
                    _ => {}
                }
            }
        }
        taken
    }

    /// Whether `call` at `inst` is a tail call (module doc).
    pub(super) fn is_tail_call(&self, inst: agc_ir::Inst) -> bool {
        self.tail_call_in(self.ir_block, inst)
    }

    /// Whether `inst` of `block` is a tail call.
    fn tail_call_in(&self, block: agc_ir::entities::Block, inst: agc_ir::Inst) -> bool {
        let func = self.func;
        if !self.tail_calls || func.is_kernel() {
            return false;
        }
        if !matches!(func.insts[inst].opcode, IrOp::Call | IrOp::CallIndirect) {
            return false;
        }
        // The next instruction returns exactly the call's results.
        let insts = &func.blocks[block].insts;
        let Some(k) = insts.iter().position(|&i| i == inst) else {
            return false;
        };
        let Some(&next) = insts.get(k + 1) else {
            return false;
        };
        if func.insts[next].opcode != IrOp::Return
            || func.inst_args(next) != func.inst_results(inst)
        {
            return false;
        }
        // EXEC-mask code: only where every lane has come back (module
        // doc, "Tail calls after reconvergence").
        let masked = self.uni.any_divergent_branch;
        if masked && self.reconverged_exit() != Some(block) {
            return false;
        }
        if self.mf.inactive_lanes_live && !masked {
            return false;
        }
        let Some(callee) = self.tail_callee(block, inst) else {
            return false;
        };
        let need = callee.need;
        // The callee's implicit inputs are passed on from ours, in the
        // same registers (their places are fixed): we must have each.
        if implicit_regs(need)
            .iter()
            .any(|phys| !self.implicit_vals.iter().any(|x| x.0 == *phys))
        {
            return false;
        }
        // Stack arguments go where ours came in: they must fit there.
        let conv = self.conv();
        let sig: Vec<(u8, bool)> = callee
            .params
            .iter()
            .map(|p| (abi_dwords(p.ty), p.inreg))
            .collect();
        let (locs, stack) = conv.assign(&sig, callee.layout);
        let Some(target) = tail_target(&conv, &self.fixed_sgprs()) else {
            return false;
        };
        // The whole-wave moves of EXEC-mask code keep EXEC in a fixed
        // SGPR pair, which must not be one the jump holds.
        if self.mf.inactive_lanes_live {
            let holds = |r: Reg| {
                r.file == RegFile::Sgpr
                    && r.index <= callconv::WHOLE_WAVE_EXEC_SGPR + 1
                    && callconv::WHOLE_WAVE_EXEC_SGPR < r.index + u16::from(r.len)
            };
            if holds(Reg::s_range(target, target + 1))
                || locs
                    .iter()
                    .any(|l| matches!(l, ArgLoc::Reg(r) if holds(*r)))
            {
                return false;
            }
        }
        if stack > 0 {
            let ours = incoming_stack_bytes(func, &conv, self.inputs.implicit).unwrap_or(0);
            if stack > ours {
                return false;
            }
        }
        !frame_address_escapes(func)
    }

    /// In EXEC-mask code, the block that runs with EXEC as it was at the
    /// entry once every lane has come back: the only block that leaves
    /// the function, outside every cycle, that every reachable block
    /// reaches. It is then last in the linear order (edges into it go
    /// forward, and a block after it would sit in a cycle around it), so
    /// when its start runs no lane waits anywhere else and EXEC holds
    /// every lane the function was called with.
    pub(super) fn reconverged_exit(&self) -> Option<agc_ir::entities::Block> {
        let func = self.func;
        let lin = self.lin;
        let &last = lin.order.last()?;
        if lin.cycle_of[last].is_some() {
            return None;
        }
        let leaves = |b: agc_ir::entities::Block| {
            func.blocks[b]
                .insts
                .last()
                .is_some_and(|&t| matches!(func.insts[t].opcode, IrOp::Return | IrOp::Unreachable))
        };
        if lin.order.iter().any(|&b| leaves(b) != (b == last)) {
            return None;
        }
        // Every block reaches `last`: backwards from it over the edges.
        let mut preds: Vec<SmallVec<[u32; 2]>> = vec![SmallVec::new(); lin.order.len()];
        for (k, &b) in lin.order.iter().enumerate() {
            if let Some(&t) = func.blocks[b].insts.last() {
                func.for_each_block_call(t, |call| {
                    let to = lin.pos[call.block];
                    if (to as usize) < preds.len() {
                        preds[to as usize].push(k as u32);
                    }
                });
            }
        }
        let mut seen = vec![false; lin.order.len()];
        let mut work = vec![lin.order.len() as u32 - 1];
        seen[lin.order.len() - 1] = true;
        while let Some(k) = work.pop() {
            for &p in &preds[k as usize] {
                if !std::mem::replace(&mut seen[p as usize], true) {
                    work.push(p);
                }
            }
        }
        seen.iter().all(|&s| s).then_some(last)
    }

    /// The callee a `call` or a `call_indirect` through a uniform
    /// address at `inst` of `block` could tail-call, if it is a function.
    fn tail_callee(
        &self,
        block: agc_ir::entities::Block,
        inst: agc_ir::Inst,
    ) -> Option<TailCallee<'a>> {
        let func = self.func;
        let env = self.calls?;
        match func.insts[inst].payload {
            Payload::Call(fid) => {
                let callee = &env.module.functions[fid];
                if callee.is_kernel() {
                    return None;
                }
                let need = env
                    .implicit
                    .get(fid.as_u32() as usize)
                    .copied()
                    .unwrap_or(ImplicitInputs::ALL);
                Some(TailCallee {
                    params: &callee.params,
                    returns: &callee.returns,
                    need,
                    layout: crate::abi::arg_layout(callee, need),
                    target: TailTarget::Direct(fid),
                    name: callee.name.as_str(),
                })
            }
            Payload::Sig(sr) => {
                let fp = *func.inst_args(inst).first()?;
                // A divergent address needs the waterfall loop, which
                // returns to us after every round.
                if self.uni.use_is_divergent(self.lin, fp, block) {
                    return None;
                }
                let sig = &func.signatures[sr];
                Some(TailCallee {
                    params: &sig.params,
                    returns: &sig.returns,
                    // The unknown callee may read every implicit input.
                    need: ImplicitInputs::ALL,
                    layout: ImplicitInputs::ALL,
                    target: TailTarget::Indirect(fp),
                    name: "an indirect callee",
                })
            }
            _ => None,
        }
    }

    /// A tail call: its arguments, and the jump the `ret` after it
    /// becomes (module doc).
    pub(super) fn select_tail_call(&mut self, inst: agc_ir::Inst) -> Result<(), LowerError> {
        let func = self.func;
        let (Some(env), Some(callee)) = (self.calls, self.tail_callee(self.ir_block, inst)) else {
            return Err(self.error(inst, "tail call without a callee"));
        };
        let Some(ra) = self.fun.as_ref().map(|f| f.ra) else {
            return Err(self.error(inst, "a kernel makes no tail calls"));
        };
        let need = callee.need;
        let all: SmallVec<[agc_ir::Value; 8]> = func.inst_args(inst).into();
        let args = match callee.target {
            TailTarget::Direct(_) => &all[..],
            TailTarget::Indirect(_) => &all[1..],
        };
        let ops = self.call_operands(inst, callee.params, callee.returns, args, callee.layout)?;
        let who = match callee.target {
            TailTarget::Direct(_) => format!("`{}`", callee.name),
            TailTarget::Indirect(_) => callee.name.to_string(),
        };
        let implicit = self.implicit_args(inst, need, &who)?;
        let mut fixed: SmallVec<[MOperand; 8]> = SmallVec::new();
        for (&r, &loc) in ops.parts.iter().zip(&ops.locs) {
            match loc {
                ArgLoc::Reg(phys) => {
                    let r = if phys.file != self.mf.vreg_data(r).file {
                        // An `inreg` dword no SGPR was left for.
                        let ro = self.op(r);
                        self.to_vgpr(ro, 1)
                    } else {
                        r
                    };
                    fixed.push(MOperand::Fixed { reg: r, phys });
                }
                ArgLoc::Stack(a) => {
                    // Into our own incoming argument area, at the frame
                    // base (our entry s32, the callee's too once the
                    // epilogue has run).
                    let v = self.vreg_in_vgpr(r);
                    let vo = self.op(v);
                    let Some(fb) = self.fb else {
                        return Err(
                            self.error(inst, "a tail call with stack arguments needs a frame base")
                        );
                    };
                    self.stack_dword(false, vo, fb, a.offset);
                }
            }
        }
        for &(r, phys) in &implicit {
            fixed.push(MOperand::Fixed { reg: r, phys });
        }
        let Some(target) = tail_target(&self.conv(), &self.fixed_sgprs()) else {
            return Err(self.error(inst, "no SGPR pair is left for the tail call's target"));
        };
        let addr = match callee.target {
            TailTarget::Direct(fid) => {
                let idx = self.callee_index(env, fid);
                let addr = self.sreg(2);
                let ao = self.op(addr);
                self.pseudo(Pseudo::FuncAddr, &[ao, MOperand::Imm(idx as i32)]);
                addr
            }
            TailTarget::Indirect(fp) => {
                // The jump's address operand is fixed to the target pair;
                // the callee's symbol stays unknown, as for a call.
                self.indirect_callee_index(env);
                self.sgpr(fp)
            }
        };
        let mut uses: SmallVec<[MOperand; 4]> = SmallVec::new();
        uses.push(MOperand::Fixed {
            reg: addr,
            phys: Reg::s_range(target, target + 1),
        });
        uses.push(MOperand::Fixed {
            reg: ra,
            phys: Reg::s_range(callconv::RA_SGPR, callconv::RA_SGPR + 1),
        });
        uses.extend(fixed);
        if let Some(f) = self.fun.as_mut() {
            f.tail = Some(Terminator::Return(uses));
        }
        Ok(())
    }
}
