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
//! LLVM does); booleans travel as 0/1. Results always come back in VGPRs.
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
//! Tail calls (from -O1, [`crate::LowerOptions::tail_calls`]): in a
//! device function without EXEC-mask code, a direct `call` whose results
//! the next instruction returns, unchanged and in order, jumps to the
//! callee instead: the function's `Return` terminator gets the callee's
//! address fixed at s[16:17] as its first operand (`s_setpc_b64` jumps
//! there), then the caller's own return address at s[30:31] and the
//! arguments in their registers; the epilogue that restores the
//! callee-saved registers and pops the frame runs before the jump, as
//! before any return, and the callee returns straight to our caller.
//! Only callees whose arguments all travel in VGPRs qualify: `inreg`
//! arguments could sit in the epilogue's temporaries (s[0:6]) or in
//! s[16:17], and a callee with stack arguments would need them written
//! over our own incoming ones (the convention allows a stack-argument
//! area no larger than the caller's; agc does not use that yet). An
//! indirect call is never a tail call.
//!
//! EXEC: a function runs with its caller's EXEC. Uniform control flow
//! leaves it alone. EXEC-mask control flow saves it at entry, merges each
//! lane's results at its `ret` with `WriteLanes` into one variable per
//! result, and restores EXEC in the exit block before the one `Return`.

use super::{Sel, Val};
use crate::vars::Var;
use crate::LowerError;
use agc_ir::instructions::Payload;
use agc_ir::{Opcode as IrOp, Type};
use agc_isa::callconv::{self, ArgLoc, Convention, RegSet};
use agc_isa::insts::Opcode;
use agc_isa::mir::{
    BranchCond, Callee, Edge, MBlock, MOperand, Pseudo, Terminator, VReg, VRegData,
};
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
    /// The processor's calling convention.
    pub conv: Convention,
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

/// Dwords a value of `ty` takes as an argument or result, or why it
/// cannot be passed yet.
fn abi_dwords(ty: Type) -> Result<u8, String> {
    if ty == Type::I1 || ty.bits() >= 32 && ty.bits() % 32 == 0 {
        Ok(Sel::dwords_of(ty))
    } else {
        Err(format!(
            "{ty} arguments and results of functions are not supported yet"
        ))
    }
}

/// The stack bytes per lane of a non-kernel function's incoming stack
/// arguments.
pub(crate) fn incoming_stack_bytes(
    func: &agc_ir::Function,
    conv: &Convention,
) -> Result<u32, LowerError> {
    let mut sig = Vec::with_capacity(func.params.len());
    for p in &func.params {
        let dw = abi_dwords(p.ty).map_err(|m| LowerError {
            message: m,
            span: func.span,
        })?;
        sig.push((dw, p.inreg));
    }
    Ok(conv.assign(&sig).1)
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

/// Results travel in v0..v31 only.
fn result_regs(conv: &Convention, sig: &[(u8, bool)]) -> Result<Vec<Reg>, usize> {
    let (locs, _) = conv.assign(sig);
    let mut out = Vec::with_capacity(locs.len());
    let mut value = 0usize;
    let mut left = sig.first().map_or(0, |s| s.0);
    for l in locs {
        while left == 0 {
            value += 1;
            left = sig[value].0;
        }
        left -= 1;
        match l {
            ArgLoc::Reg(r) => out.push(r),
            ArgLoc::Stack(_) => return Err(value),
        }
    }
    Ok(out)
}

impl Sel<'_> {
    /// The processor's calling convention.
    pub(super) fn conv(&self) -> Convention {
        self.calls
            .map(|c| c.conv)
            .unwrap_or_else(|| Convention::new(self.proc))
    }

    /// Rejects what a device function cannot do yet (before selection).
    pub(super) fn check_device_function(&self) -> Result<(), LowerError> {
        let func = self.func;
        for &b in &func.layout {
            for &inst in &func.blocks[b].insts {
                let op = func.insts[inst].opcode;
                if matches!(
                    op,
                    IrOp::WorkitemId | IrOp::WorkgroupId | IrOp::WorkgroupSize | IrOp::GridSize
                ) {
                    return Err(self.error(
                        inst,
                        format!(
                            "`{}` in device function `{}`: the implicit inputs of the calling convention are not passed yet; pass the value as an argument",
                            op.name(),
                            func.name
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    /// The entry of a non-kernel function: arguments and the return
    /// address as fixed definitions.
    pub(super) fn func_entry(&mut self) -> Result<(), LowerError> {
        let func = self.func;
        let mut sig = Vec::with_capacity(func.params.len());
        for p in &func.params {
            let dw = abi_dwords(p.ty).map_err(|m| LowerError {
                message: m,
                span: func.span,
            })?;
            sig.push((dw, p.inreg));
        }
        let conv = self.conv();
        let (locs, _) = conv.assign(&sig);
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
        self.pseudo(Pseudo::Entry, &fixed);
        // Stack arguments: one dword load each from the frame base.
        for (r, a) in loads {
            let ro = self.op(r);
            let fbo = self.fb.unwrap_or(MOperand::Off);
            self.stack_dword(true, ro, fbo, a.offset);
            if a.inreg {
                let k = parts.iter().position(|&p| p == r).unwrap_or(0);
                parts[k] = self.readfirstlane(r);
            }
        }
        let mut entry_exec = None;
        if self.mf.inactive_lanes_live {
            let e = self.sreg(2);
            let eo = self.op(e);
            self.ins(Opcode::SMovB64, &[eo, MOperand::Phys(Reg::EXEC)]);
            entry_exec = Some(e);
        }
        let mut ret_vars = SmallVec::new();
        if self.mf.inactive_lanes_live {
            for &ty in &func.returns {
                let dw = abi_dwords(ty).map_err(|m| LowerError {
                    message: m,
                    span: func.span,
                })?;
                let var = self.vars.declare(VRegData {
                    file: RegFile::Vgpr,
                    dwords: dw,
                });
                let u = self.vgpr_reg(dw);
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
            let r = if dw == 1 {
                ps[0]
            } else {
                let ops: SmallVec<[MOperand; 6]> = ps.iter().map(|&r| self.op(r)).collect();
                self.combine(file, &ops)
            };
            let home = if func.params[i].ty == Type::I1 && !inreg {
                self.vgpr_to_mask(r)
            } else {
                r
            };
            self.set(p, Val::Reg(home));
        }
        Ok(())
    }

    /// Values as 1-dword registers of `file` for fixed operands.
    fn dword_regs(&mut self, v: agc_ir::Value, file: RegFile, out: &mut Vec<VReg>) {
        let ty = self.func.value_type(v);
        let r = if file == RegFile::Vgpr {
            self.result_vgpr(v)
        } else if ty == Type::I1 {
            // A uniform boolean as 0/1 in an SGPR.
            match self.get(v) {
                Val::Reg(r) if self.mf.vreg_data(r).file == RegFile::Sgpr => r,
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
        let mut sig = Vec::new();
        for &ty in &self.func.returns {
            sig.push((abi_dwords(ty).map_err(|m| self.error(term, m))?, false));
        }
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
        let vals: Vec<VReg> = args.iter().map(|&a| self.result_vgpr(a)).collect();
        Ok(self.return_uses(&vals))
    }

    /// `ret` in EXEC-mask code: this block's lanes leave with these results.
    pub(super) fn record_return(&mut self, term: agc_ir::Inst) -> Result<(), LowerError> {
        if self.fun.is_none() || self.func.insts[term].opcode == IrOp::Unreachable {
            return Ok(());
        }
        self.check_results(term)?;
        let args: SmallVec<[agc_ir::Value; 4]> = self.func.inst_args(term).into();
        for (i, &a) in args.iter().enumerate() {
            let r = self.result_vgpr(a);
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
            self.ins(Opcode::SMovB64, &[MOperand::Phys(Reg::EXEC), eo]);
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
        let mut sig = Vec::with_capacity(args.len());
        for p in &callee.params {
            sig.push((abi_dwords(p.ty).map_err(|m| self.error(inst, m))?, p.inreg));
        }
        let conv = self.conv();
        let (arg_locs, _) = conv.assign(&sig);
        let mut rsig = Vec::with_capacity(callee.returns.len());
        for &ty in &callee.returns {
            rsig.push((abi_dwords(ty).map_err(|m| self.error(inst, m))?, false));
        }
        let res_regs = result_regs(&conv, &rsig)
            .map_err(|i| self.error(inst, format!("result {i} of the call does not fit v0-v31")))?;
        // Arguments as 1-dword vregs, in order.
        let mut parts: Vec<VReg> = Vec::with_capacity(arg_locs.len());
        for (i, &a) in args.iter().enumerate() {
            let file = if sig[i].1 {
                RegFile::Sgpr
            } else {
                RegFile::Vgpr
            };
            self.dword_regs(a, file, &mut parts);
        }
        // Stack arguments: stored from s32 up (module doc).
        let mut arg_regs: Vec<(VReg, Reg)> = Vec::with_capacity(parts.len());
        for (&r, &loc) in parts.iter().zip(&arg_locs) {
            match loc {
                ArgLoc::Reg(phys) => arg_regs.push((r, phys)),
                ArgLoc::Stack(a) => {
                    let v = if self.mf.vreg_data(r).file == RegFile::Vgpr {
                        r
                    } else {
                        let ro = self.op(r);
                        self.to_vgpr(ro, 1)
                    };
                    let vo = self.op(v);
                    let sp = MOperand::Phys(Reg::s(callconv::SP_SGPR));
                    self.stack_dword(false, vo, sp, a.offset);
                }
            }
        }
        // The callee's index in this function's table.
        let idx = match self.mf.callees.iter().position(|c| c.name == callee.name) {
            Some(i) => i,
            None => {
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
        };
        let addr = self.sreg(2);
        let ao = self.op(addr);
        self.pseudo(Pseudo::FuncAddr, &[ao, MOperand::Imm(idx as i32)]);
        let mut ops: SmallVec<[MOperand; 6]> = SmallVec::new();
        ops.push(MOperand::Imm(idx as i32));
        ops.push(MOperand::Imm(res_regs.len() as i32));
        ops.push(ao);
        let res_parts: Vec<VReg> = res_regs.iter().map(|_| self.vgpr_reg(1)).collect();
        for (&r, &phys) in res_parts.iter().zip(&res_regs) {
            ops.push(MOperand::Fixed { reg: r, phys });
        }
        for &(r, phys) in &arg_regs {
            ops.push(MOperand::Fixed { reg: r, phys });
        }
        self.pseudo(Pseudo::Call, &ops);
        // Results: tuples rebuilt, booleans back to lane masks.
        let results: SmallVec<[agc_ir::Value; 4]> = func.inst_results(inst).into();
        let mut k = 0usize;
        for (i, &res) in results.iter().enumerate() {
            let dw = rsig[i].0 as usize;
            let ps = &res_parts[k..k + dw];
            k += dw;
            let r = if dw == 1 {
                ps[0]
            } else {
                let o: SmallVec<[MOperand; 6]> = ps.iter().map(|&p| self.op(p)).collect();
                self.combine(RegFile::Vgpr, &o)
            };
            let home = if callee.returns[i] == Type::I1 {
                self.vgpr_to_mask(r)
            } else {
                r
            };
            self.set(res, Val::Reg(home));
        }
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
    ) -> Vec<VReg> {
        let mut arg_regs: Vec<(VReg, Reg)> = Vec::with_capacity(parts.len());
        for (&r, &loc) in parts.iter().zip(locs) {
            match loc {
                ArgLoc::Reg(phys) => arg_regs.push((r, phys)),
                ArgLoc::Stack(a) => {
                    let v = if self.mf.vreg_data(r).file == RegFile::Vgpr {
                        r
                    } else {
                        let ro = self.op(r);
                        self.to_vgpr(ro, 1)
                    };
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
        for &(r, phys) in &arg_regs {
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
        let mut psig = Vec::with_capacity(args.len());
        for p in &sig.params {
            psig.push((abi_dwords(p.ty).map_err(|m| self.error(inst, m))?, p.inreg));
        }
        let conv = self.conv();
        let (locs, _) = conv.assign(&psig);
        let mut rsig = Vec::with_capacity(sig.returns.len());
        for &ty in &sig.returns {
            rsig.push((abi_dwords(ty).map_err(|m| self.error(inst, m))?, false));
        }
        let res_regs = result_regs(&conv, &rsig)
            .map_err(|i| self.error(inst, format!("result {i} of the call does not fit v0-v31")))?;
        let mut parts: Vec<VReg> = Vec::with_capacity(locs.len());
        for (i, &a) in args.iter().enumerate() {
            let file = if psig[i].1 {
                RegFile::Sgpr
            } else {
                RegFile::Vgpr
            };
            self.dword_regs(a, file, &mut parts);
        }
        let idx = self.indirect_callee_index(env);
        let res_parts = if !self.div(fp) {
            let addr = self.sgpr(fp);
            self.call_pseudo(idx, addr, &parts, &locs, &res_regs)
        } else {
            self.waterfall_call(fp, idx, &parts, &locs, &res_regs)
        };
        // Results: tuples rebuilt, booleans back to lane masks.
        let results: SmallVec<[agc_ir::Value; 4]> = func.inst_results(inst).into();
        let mut k = 0usize;
        for (i, &res) in results.iter().enumerate() {
            let dw = rsig[i].0 as usize;
            let ps = &res_parts[k..k + dw];
            k += dw;
            let r = if dw == 1 {
                ps[0]
            } else {
                let o: SmallVec<[MOperand; 6]> = ps.iter().map(|&p| self.op(p)).collect();
                self.combine(RegFile::Vgpr, &o)
            };
            let home = if sig.returns[i] == Type::I1 {
                self.vgpr_to_mask(r)
            } else {
                r
            };
            self.set(res, Val::Reg(home));
        }
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
    ) -> Vec<VReg> {
        // The allocator's moves inside the loop must keep the lanes
        // other rounds own.
        self.mf.inactive_lanes_live = true;
        let exec = MOperand::Phys(Reg::EXEC);
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
        let saved = self.sreg(2);
        let so = self.op(saved);
        self.ins(Opcode::SMovB64, &[so, exec]);
        let vars: Vec<Var> = res_regs
            .iter()
            .map(|_| {
                self.vars.declare(VRegData {
                    file: RegFile::Vgpr,
                    dwords: 1,
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
        self.follow.push((pre, lp));
        self.follow.push((lp, cont));
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
            let c = self.sreg(2);
            let (co, ho) = (self.op(c), self.op(h));
            self.ins(Opcode::VCmpEqU32, &[co, first[k], ho]);
            eq.push(co);
        }
        let addr = self.combine(RegFile::Sgpr, &first);
        let (same, before) = (self.sreg(2), self.sreg(2));
        let (sa, bo) = (self.op(same), self.op(before));
        self.ins(Opcode::SAndB64, &[sa, eq[0], eq[1]]);
        self.ins(Opcode::SAndSaveexecB64, &[bo, sa]);
        let got = self.call_pseudo(idx, addr, parts, locs, res_regs);
        for (&var, &r) in vars.iter().zip(&got) {
            let old = self.vars.read(&mut self.mf, var, lp);
            let new = self.vgpr_reg(1);
            let (no, oo, ro) = (self.op(new), self.op(old), self.op(r));
            self.pseudo(Pseudo::WriteLanes, &[no, oo, ro]);
            self.vars.write(var, lp, new);
        }
        self.ins(Opcode::SXorB64, &[exec, exec, bo]);
        self.mf.blocks[lp.index()].term = Terminator::Branch {
            cond: BranchCond::Execnz,
            taken: Edge::to(lp),
            not_taken: Edge::to(cont),
        };
        self.vars.add_edge(lp, cont);
        self.vars.seal(&mut self.mf, lp);
        self.vars.seal(&mut self.mf, cont);
        self.cur = cont;
        self.ins(Opcode::SMovB64, &[exec, so]);
        vars.iter()
            .map(|&v| self.vars.read(&mut self.mf, v, cont))
            .collect()
    }
}

/// Lays out each block of `follow`'s pairs right after the block it
/// follows (a waterfall loop and its continuation after the code before
/// the call), keeping block 0 first and every other block in order, and
/// renumbers the branch targets. Selection makes such blocks in the
/// middle of an IR block, when the blocks of the whole function exist
/// already.
pub(crate) fn place_followers(f: &mut agc_isa::mir::MFunction, follow: &[(MBlock, MBlock)]) {
    if follow.is_empty() {
        return;
    }
    let n = f.blocks.len();
    let mut next: Vec<SmallVec<[MBlock; 1]>> = vec![SmallVec::new(); n];
    let mut is_follower = vec![false; n];
    for &(a, b) in follow {
        next[a.index()].push(b);
        is_follower[b.index()] = true;
    }
    let mut order: Vec<usize> = Vec::with_capacity(n);
    let mut stack: Vec<usize> = Vec::new();
    for (b, &follower) in is_follower.iter().enumerate() {
        if follower {
            continue;
        }
        stack.push(b);
        while let Some(x) = stack.pop() {
            order.push(x);
            stack.extend(next[x].iter().rev().map(|m| m.index()));
        }
    }
    let mut new_of = vec![0u32; n];
    for (i, &b) in order.iter().enumerate() {
        new_of[b] = i as u32;
    }
    let mut old: Vec<Option<agc_isa::mir::MBlockData>> = core::mem::take(&mut f.blocks)
        .into_iter()
        .map(Some)
        .collect();
    for &b in &order {
        if let Some(mut data) = old[b].take() {
            crate::vars::edges_mut(&mut data.term, |e| {
                e.block = MBlock(new_of[e.block.index()])
            });
            f.blocks.push(data);
        }
    }
}

/// The SGPR pair holding a tail call's target: caller-saved, above the
/// epilogue's temporaries and below the return address (llc-22 uses the
/// same pair).
const TAIL_TARGET_SGPR: u16 = 16;

impl Sel<'_> {
    /// Whether `call` at `inst` is a tail call (module doc).
    pub(super) fn is_tail_call(&self, inst: agc_ir::Inst) -> bool {
        let func = self.func;
        if !self.tail_calls || func.is_kernel() || self.uni.any_divergent_branch {
            return false;
        }
        if self.mf.inactive_lanes_live || func.params.iter().any(|p| p.inreg) {
            return false;
        }
        let (Some(env), Payload::Call(fid)) = (self.calls, func.insts[inst].payload) else {
            return false;
        };
        let callee = &env.module.functions[fid];
        if callee.is_kernel() || callee.params.iter().any(|p| p.inreg) {
            return false;
        }
        let mut sig = Vec::with_capacity(callee.params.len());
        for p in &callee.params {
            match abi_dwords(p.ty) {
                Ok(dw) => sig.push((dw, false)),
                Err(_) => return false,
            }
        }
        let conv = self.conv();
        let (locs, stack) = conv.assign(&sig);
        if stack != 0 || locs.iter().any(|l| !matches!(l, ArgLoc::Reg(_))) {
            return false;
        }
        // The next instruction returns exactly the call's results.
        let insts = &func.blocks[self.ir_block].insts;
        let Some(k) = insts.iter().position(|&i| i == inst) else {
            return false;
        };
        let Some(&next) = insts.get(k + 1) else {
            return false;
        };
        func.insts[next].opcode == IrOp::Return && func.inst_args(next) == func.inst_results(inst)
    }

    /// A tail call: its arguments, and the jump the `ret` after it
    /// becomes (module doc).
    pub(super) fn select_tail_call(&mut self, inst: agc_ir::Inst) -> Result<(), LowerError> {
        let func = self.func;
        let (Some(env), Payload::Call(fid)) = (self.calls, func.insts[inst].payload) else {
            return Err(self.error(inst, "tail call without a callee"));
        };
        let Some(ra) = self.fun.as_ref().map(|f| f.ra) else {
            return Err(self.error(inst, "a kernel makes no tail calls"));
        };
        let callee = &env.module.functions[fid];
        let mut sig = Vec::with_capacity(callee.params.len());
        for p in &callee.params {
            sig.push((abi_dwords(p.ty).map_err(|m| self.error(inst, m))?, false));
        }
        let conv = self.conv();
        let (locs, _) = conv.assign(&sig);
        let args: SmallVec<[agc_ir::Value; 8]> = func.inst_args(inst).into();
        let mut parts: Vec<VReg> = Vec::with_capacity(locs.len());
        for &a in &args {
            self.dword_regs(a, RegFile::Vgpr, &mut parts);
        }
        let idx = self.callee_index(env, fid);
        let addr = self.sreg(2);
        let ao = self.op(addr);
        self.pseudo(Pseudo::FuncAddr, &[ao, MOperand::Imm(idx as i32)]);
        let mut uses: SmallVec<[MOperand; 4]> = SmallVec::new();
        uses.push(MOperand::Fixed {
            reg: addr,
            phys: Reg::s_range(TAIL_TARGET_SGPR, TAIL_TARGET_SGPR + 1),
        });
        uses.push(MOperand::Fixed {
            reg: ra,
            phys: Reg::s_range(callconv::RA_SGPR, callconv::RA_SGPR + 1),
        });
        for (&r, &loc) in parts.iter().zip(&locs) {
            if let ArgLoc::Reg(phys) = loc {
                uses.push(MOperand::Fixed { reg: r, phys });
            }
        }
        if let Some(f) = self.fun.as_mut() {
            f.tail = Some(Terminator::Return(uses));
        }
        Ok(())
    }
}
