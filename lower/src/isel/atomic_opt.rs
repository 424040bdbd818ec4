//! The atomic optimizer: one atomic per wave for atomics on a wave-uniform
//! address.
//!
//! Role: when `atomicrmw` targets an address that is the same in every
//! lane (its home is an SGPR or a constant) with an operation whose
//! per-lane updates can be combined first — integer `add sub and or xor
//! smin smax umin umax` — the lanes' values are combined in registers, the
//! lowest active lane alone performs the atomic with the combined value,
//! and, when the result is used, every lane's "old value" is rebuilt as if
//! the lanes had performed their atomics one after another in ascending
//! lane order (which is the order the IR interpreter uses):
//!
//! ```text
//! lo  = v_mbcnt_lo_u32_b32 exec_lo, 0      ; mb = active lanes below me
//! mb  = v_mbcnt_hi_u32_b32 exec_hi, lo
//! c   = v_cmp_eq_u32 0, mb                 ; the lowest active lane
//! data = combine(values of the active lanes)
//! saved = s_and_saveexec_b64 c             ; one lane left
//!   release steps ; atomic d, addr, data ; acquire steps
//! s_mov_b64 exec, saved
//! old = v_readfirstlane_b32 d
//! result = old OP (combination of the values of the lanes below me)
//! ```
//!
//! For a uniform value `v` the combination needs no cross-lane work:
//! `add`/`sub` store `popcount(exec) * v` and lane `i` gets `old ± mb * v`;
//! `xor` stores `v` when the count is odd and lane `i` gets `old ^ (mb odd
//! ? v : 0)`; the idempotent operations store `v` and every lane but the
//! first gets `old OP v`. 64-bit uniform values are aggregated for
//! `add sub and or`.
//!
//! A divergent 32-bit value with an unused result is reduced with
//! `wave_reduce`'s DPP sequence (`wave.rs`). With a used result it gets an
//! exclusive scan, in whole-wave mode (EXEC = all lanes, the inactive
//! lanes holding the identity), out of DPP rows:
//!
//! ```text
//! t = t OP t[row_shr:1]  ; t OP t[row_shr:2] ; row_shr:4 ; row_shr:8
//! a = t OP t[row_bcast:15]          ; rows 1-3 get the row below's total
//! t = a in rows 1 and 3, t in rows 0 and 2   (WriteLanes under EXEC)
//! t = t OP t[row_bcast:31]          ; rows 2 and 3 get lanes 0-31's total
//! ex = v_mov_b32 t[wave_shr:1]      ; exclusive; total = v_readlane t, 63
//! ```
//!
//! The trick that keeps the scan free of tied "old" operands (MIR is SSA
//! and cannot name the value a DPP row leaves in the lanes it does not
//! write): every step uses `bound_ctrl`, so a lane whose source lies
//! outside its row reads 0, and every operation is first mapped to one
//! whose identity is 0 by an involution on the bits: `and`/`umin` become
//! `or`/`umax` of `~x`, `smax` becomes `umax` of `x ^ 0x8000_0000`,
//! `smin` becomes `umax` of `x ^ 0x7fff_ffff`. The one step that must not
//! write some rows (`row_bcast:15` would count row 1 twice in row 2)
//! writes every row and is merged by a `WriteLanes` under an EXEC of rows 1
//! and 3.
//!
//! Memory model: the single atomic keeps the instruction's ordering and
//! scope; its release and acquire steps run inside the one-lane region
//! around it (as they do in LLVM's output, where the atomic sits in an
//! `if` on the first lane), and the wait pass places the `s_waitcnt` the
//! result needs before `v_readfirstlane`. Float atomics are never
//! aggregated: float addition is not associative, and the IR defines the
//! result of each lane's atomic bit for bit (docs/ir.md), which a
//! reassociated sum would not reproduce, fast-math or not.
//!
//! Invariants: applied only when [`crate::LowerOptions::atomic_optimizer`]
//! is set, never to volatile atomics, and only on wave64 (GFX9) code; the
//! result of every lane equals the result of the lanes' atomics run in
//! ascending lane order.

use super::{const32, imm, Sel, Val};
use agc_ir::instructions::{AtomicRmwOp, MemArgs, ReduceOp};
use agc_ir::{AddrSpace, Type, Value};
use agc_isa::insts::Opcode;
use agc_isa::minst::{Dpp, Modifiers};
use agc_isa::mir::{MOpcode, MOperand, MirInst, Pseudo, VReg};
use agc_isa::processors::Generation;
use agc_isa::regs::{Reg, RegFile};

/// How an operation is combined: the bits `x ^ flip` turn it into `op0`,
/// an operation with identity 0 (for the divergent scan), and the rows
/// that rebuild a lane's result.
struct Combine {
    op: AtomicRmwOp,
    /// The 0-identity operation the scan runs (VOP2 row, DPP-able).
    scan: Opcode,
    /// The involution mapping the operation to `scan`.
    flip: u32,
    /// `wave_reduce` operation for the total of a divergent value.
    reduce: ReduceOp,
    /// The VALU row applying the operation (`old OP x`) for 32 bits.
    valu: Opcode,
    /// The operation's identity (32-bit), for the first lane's rebuild.
    identity: u32,
}

#[rustfmt::skip]
const COMBINE: &[Combine] = &[
    Combine { op: AtomicRmwOp::Add, scan: Opcode::VAddU32, flip: 0, reduce: ReduceOp::Add, valu: Opcode::VAddU32, identity: 0 },
    Combine { op: AtomicRmwOp::Sub, scan: Opcode::VAddU32, flip: 0, reduce: ReduceOp::Add, valu: Opcode::VSubU32, identity: 0 },
    Combine { op: AtomicRmwOp::And, scan: Opcode::VOrB32, flip: u32::MAX, reduce: ReduceOp::And, valu: Opcode::VAndB32, identity: u32::MAX },
    Combine { op: AtomicRmwOp::Or, scan: Opcode::VOrB32, flip: 0, reduce: ReduceOp::Or, valu: Opcode::VOrB32, identity: 0 },
    Combine { op: AtomicRmwOp::Xor, scan: Opcode::VXorB32, flip: 0, reduce: ReduceOp::Xor, valu: Opcode::VXorB32, identity: 0 },
    Combine { op: AtomicRmwOp::Smin, scan: Opcode::VMaxU32, flip: 0x7fff_ffff, reduce: ReduceOp::Smin, valu: Opcode::VMinI32, identity: 0x7fff_ffff },
    Combine { op: AtomicRmwOp::Smax, scan: Opcode::VMaxU32, flip: 0x8000_0000, reduce: ReduceOp::Smax, valu: Opcode::VMaxI32, identity: 0x8000_0000 },
    Combine { op: AtomicRmwOp::Umin, scan: Opcode::VMaxU32, flip: u32::MAX, reduce: ReduceOp::Umin, valu: Opcode::VMinU32, identity: u32::MAX },
    Combine { op: AtomicRmwOp::Umax, scan: Opcode::VMaxU32, flip: 0, reduce: ReduceOp::Umax, valu: Opcode::VMaxU32, identity: 0 },
];

/// The in-row inclusive scan steps (source lane `l - n` within the row).
const ROW_SHR: [u16; 4] = [0x111, 0x112, 0x114, 0x118];
const ROW_BCAST15: u16 = 0x142;
const ROW_BCAST31: u16 = 0x143;
const WAVE_SHR1: u16 = 0x138;
/// Rows 1 and 3 of a wave64 EXEC mask.
const ROWS_1_3: u64 = 0xffff_0000_ffff_0000;

fn dpp(ctrl: u16) -> Modifiers {
    Modifiers {
        dpp: Some(Dpp {
            ctrl,
            row_mask: 0xf,
            bank_mask: 0xf,
            bound_ctrl: true,
        }),
        ..Modifiers::default()
    }
}

/// How each lane's result is rebuilt after the single atomic.
enum Rebuild {
    /// Uniform value: from `mb` (active lanes below), the value and the
    /// first-lane mask.
    Uniform { mb: VReg, value: Value, first: VReg },
    /// Divergent value: the exclusive scan in the flipped domain.
    Scan { ex: VReg },
    /// The result is not used.
    Nothing,
}

/// An aggregated atomic between [`Sel::aggregate_begin`] and
/// [`Sel::aggregate_end`].
pub(super) struct Aggregate {
    /// The combined value the single atomic applies (VGPRs).
    pub data: VReg,
    /// EXEC before the election.
    saved: VReg,
    row: &'static Combine,
    wide: bool,
    rebuild: Rebuild,
}

impl Sel<'_> {
    fn is_uniform_operand(&mut self, v: Value) -> bool {
        match self.get(v) {
            Val::Const(_) => true,
            Val::Reg(r) => self.mf.vreg_data(r).file == RegFile::Sgpr,
            _ => false,
        }
    }

    /// Starts an aggregated atomic if the optimizer applies to
    /// `atomicrmw op p, v` (see the module doc): computes the combined
    /// value and leaves EXEC holding the first active lane only. The caller
    /// emits the atomic (with its memory-model steps) on
    /// [`Aggregate::data`] and then calls [`Sel::aggregate_end`].
    pub(super) fn aggregate_begin(
        &mut self,
        op: AtomicRmwOp,
        m: MemArgs,
        space: AddrSpace,
        p: Value,
        v: Value,
        returns: bool,
    ) -> Option<Aggregate> {
        // Wave64 with GFX9's DPP controls (row_bcast, wave_shr).
        let gfx9 = matches!(self.proc.info().generation, Generation::Gfx9);
        if !self.atomic_opt
            || !gfx9
            || m.volatile
            || !matches!(
                space,
                AddrSpace::Global | AddrSpace::Flat | AddrSpace::Local
            )
        {
            return None;
        }
        let row = COMBINE.iter().find(|c| c.op == op)?;
        let ty = self.func.value_type(v);
        let uniform = self.is_uniform_operand(v);
        let wide = match ty {
            Type::I32 => false,
            Type::I64
                if uniform
                    && matches!(
                        op,
                        AtomicRmwOp::Add | AtomicRmwOp::Sub | AtomicRmwOp::And | AtomicRmwOp::Or
                    ) =>
            {
                true
            }
            _ => return None,
        };
        if !self.is_uniform_operand(p) {
            return None;
        }
        // mb: the number of active lanes below this one.
        let lo = self.vgpr_reg(1);
        let mb = self.vgpr_reg(1);
        let (loo, mbo) = (self.op(lo), self.op(mb));
        self.valu(
            Opcode::VMbcntLoU32B32,
            &[loo, MOperand::Phys(Reg::EXEC_LO), imm(0)],
            false,
        );
        self.valu(
            Opcode::VMbcntHiU32B32,
            &[mbo, MOperand::Phys(Reg::EXEC_HI), loo],
            false,
        );
        let (data, rebuild) = if uniform {
            let data = self.uniform_total(row, v, wide);
            let rebuild = if returns {
                Rebuild::Uniform {
                    mb,
                    value: v,
                    first: self.new_mask(),
                }
            } else {
                Rebuild::Nothing
            };
            (data, rebuild)
        } else if !returns {
            let x = self.src(v, 0);
            let total = self.reduce_dword(row.reduce, x)?;
            let t = self.op(total);
            (self.to_vgpr(t, 1), Rebuild::Nothing)
        } else {
            let (ex, total) = self.exclusive_scan(row, v);
            (total, Rebuild::Scan { ex })
        };
        let first = match rebuild {
            Rebuild::Uniform { first, .. } => first,
            _ => self.new_mask(),
        };
        let fo = self.op(first);
        self.valu(Opcode::VCmpEqU32, &[fo, imm(0), mbo], false);
        let saved = self.sreg(2);
        let so = self.op(saved);
        self.ins(Opcode::SAndSaveexecB64, &[so, fo]);
        Some(Aggregate {
            data,
            saved,
            row,
            wide,
            rebuild,
        })
    }

    /// Ends an aggregated atomic: restores EXEC and, when the atomic's
    /// result `d` (valid in the first lane) is used, returns each lane's
    /// result.
    pub(super) fn aggregate_end(&mut self, a: Aggregate, d: Option<VReg>) -> Option<VReg> {
        let so = self.op(a.saved);
        self.ins(Opcode::SMovB64, &[MOperand::Phys(Reg::EXEC), so]);
        let d = d?;
        let old = self.readfirstlane(d);
        match a.rebuild {
            Rebuild::Nothing => Some(old),
            Rebuild::Uniform { mb, value, first } if a.wide => {
                Some(self.rebuild_uniform64(a.row, old, mb, value, first))
            }
            Rebuild::Uniform { mb, value, first } => {
                Some(self.rebuild_uniform32(a.row, old, mb, value, first))
            }
            Rebuild::Scan { ex } => {
                let oo = self.op(old);
                let exo = self.op(ex);
                let r = self.vgpr_reg(1);
                let ro = self.op(r);
                if a.row.flip == 0 {
                    // add, sub, or, xor, umax: the scan's operation is the
                    // rebuild's (sub subtracts the sum of the lanes below).
                    self.valu(a.row.valu, &[ro, oo, exo], false);
                    return Some(r);
                }
                let oe = self.sreg(1);
                let oeo = self.op(oe);
                self.ins(Opcode::SXorB32, &[oeo, oo, const32(a.row.flip)]);
                let t = self.vgpr_reg(1);
                let to = self.op(t);
                self.valu(a.row.scan, &[to, oeo, exo], false);
                self.valu(Opcode::VXorB32, &[ro, const32(a.row.flip), to], false);
                Some(r)
            }
        }
    }

    /// The combined value of a uniform `v` over EXEC's lanes, in VGPRs.
    fn uniform_total(&mut self, row: &Combine, v: Value, wide: bool) -> VReg {
        let exec = MOperand::Phys(Reg::EXEC);
        match row.op {
            AtomicRmwOp::Add | AtomicRmwOp::Sub => {
                let n = self.sreg(1);
                let no = self.op(n);
                self.ins(Opcode::SBcnt1I32B64, &[no, exec]);
                if !wide && self.get(v) == Val::Const(1) {
                    // A counter: the count itself.
                    return self.to_vgpr(no, 1);
                }
                let v0 = self.src(v, 0);
                let lo = self.sreg(1);
                let loo = self.op(lo);
                self.ins(Opcode::SMulI32, &[loo, v0, no]);
                if !wide {
                    return self.to_vgpr(loo, 1);
                }
                let v1 = self.src(v, 1);
                let (h1, h2, hi) = (self.sreg(1), self.sreg(1), self.sreg(1));
                let (h1o, h2o, hio) = (self.op(h1), self.op(h2), self.op(hi));
                self.ins(Opcode::SMulHiU32, &[h1o, v0, no]);
                self.ins(Opcode::SMulI32, &[h2o, v1, no]);
                self.ins(Opcode::SAddU32, &[hio, h1o, h2o]);
                let lov = self.to_vgpr(loo, 1);
                let hiv = self.to_vgpr(hio, 1);
                let (a, b) = (self.op(lov), self.op(hiv));
                self.combine(RegFile::Vgpr, &[a, b])
            }
            AtomicRmwOp::Xor => {
                // v when the count is odd, else 0 (32-bit only).
                let n = self.sreg(1);
                let no = self.op(n);
                self.ins(Opcode::SBcnt1I32B64, &[no, exec]);
                let odd = self.sreg(1);
                let oddo = self.op(odd);
                self.ins(Opcode::SAndB32, &[oddo, no, imm(1)]);
                let v0 = self.src(v, 0);
                let t = self.sreg(1);
                let to = self.op(t);
                self.ins(Opcode::SMulI32, &[to, v0, oddo]);
                self.to_vgpr(to, 1)
            }
            // Idempotent: the value itself.
            _ => self.vgpr(v),
        }
    }

    /// Each lane's result of a 32-bit aggregated atomic of a uniform value.
    fn rebuild_uniform32(
        &mut self,
        row: &Combine,
        old: VReg,
        mb: VReg,
        v: Value,
        first: VReg,
    ) -> VReg {
        let (oo, mbo, fo) = (self.op(old), self.op(mb), self.op(first));
        let r = self.vgpr_reg(1);
        let ro = self.op(r);
        let t = self.vgpr_reg(1);
        let to = self.op(t);
        let v0 = self.src(v, 0);
        match row.op {
            AtomicRmwOp::Add | AtomicRmwOp::Sub if self.get(v) == Val::Const(1) => {
                // A counter: old ± the lanes below.
                self.valu(row.valu, &[ro, oo, mbo], false);
                return r;
            }
            AtomicRmwOp::Add | AtomicRmwOp::Sub => {
                self.valu(Opcode::VMulLoU32, &[to, mbo, v0], true);
            }
            AtomicRmwOp::Xor => {
                let odd = self.vgpr_reg(1);
                let oddo = self.op(odd);
                self.valu(Opcode::VAndB32, &[oddo, imm(1), mbo], true);
                self.valu(Opcode::VMulLoU32, &[to, oddo, v0], true);
            }
            _ => {
                // The first lane combines with nothing: the identity.
                let vv = self.vgpr(v);
                let vvo = self.op(vv);
                let id = self.to_vgpr(const32(row.identity), 1);
                let ido = self.op(id);
                self.valu(Opcode::VCndmaskB32, &[to, vvo, ido, fo], false);
            }
        }
        self.valu(row.valu, &[ro, oo, to], false);
        r
    }

    /// Each lane's result of a 64-bit aggregated atomic of a uniform value
    /// (`add sub and or`).
    fn rebuild_uniform64(
        &mut self,
        row: &Combine,
        old: VReg,
        mb: VReg,
        v: Value,
        first: VReg,
    ) -> VReg {
        let (o0, o1) = (self.part(old, 0), self.part(old, 1));
        let (mbo, fo) = (self.op(mb), self.op(first));
        let (v0, v1) = (self.src(v, 0), self.src(v, 1));
        match row.op {
            AtomicRmwOp::Add | AtomicRmwOp::Sub => {
                // mb * v in 64 bits (mb < 64).
                let (lo, h1, h2, hi) = (
                    self.vgpr_reg(1),
                    self.vgpr_reg(1),
                    self.vgpr_reg(1),
                    self.vgpr_reg(1),
                );
                let (loo, h1o, h2o, hio) = (self.op(lo), self.op(h1), self.op(h2), self.op(hi));
                self.valu(Opcode::VMulLoU32, &[loo, mbo, v0], true);
                self.valu(Opcode::VMulHiU32, &[h1o, mbo, v0], true);
                self.valu(Opcode::VMulLoU32, &[h2o, mbo, v1], true);
                self.valu(Opcode::VAddU32, &[hio, h1o, h2o], true);
                let (lo_op, hi_op) = if row.op == AtomicRmwOp::Add {
                    (Opcode::VAddCoU32, Opcode::VAddcCoU32)
                } else {
                    (Opcode::VSubCoU32, Opcode::VSubbCoU32)
                };
                self.vadd64_ops(lo_op, hi_op, [o0, o1], [loo, hio])
            }
            _ => {
                let mut parts = [MOperand::Off; 2];
                for (k, (vk, ok)) in [(v0, o0), (v1, o1)].into_iter().enumerate() {
                    let vv = self.to_vgpr(vk, 1);
                    let vvo = self.op(vv);
                    let id = self.to_vgpr(const32(row.identity), 1);
                    let ido = self.op(id);
                    let t = self.vgpr_reg(1);
                    let to = self.op(t);
                    self.valu(Opcode::VCndmaskB32, &[to, vvo, ido, fo], false);
                    let r = self.vgpr_reg(1);
                    let ro = self.op(r);
                    self.valu(row.valu, &[ro, ok, to], false);
                    parts[k] = ro;
                }
                self.combine(RegFile::Vgpr, &parts)
            }
        }
    }

    /// The exclusive scan of a divergent 32-bit `v` in the flipped domain
    /// (module doc) and the total in VGPRs, unflipped, for the atomic.
    fn exclusive_scan(&mut self, row: &Combine, v: Value) -> (VReg, VReg) {
        // WriteLanes keeps lanes EXEC does not cover: the allocator's own
        // moves must copy every lane.
        self.mf.inactive_lanes_live = true;
        let exec = MOperand::Phys(Reg::EXEC);
        let x = self.src(v, 0);
        let x = if row.flip != 0 {
            let f = self.vgpr_reg(1);
            let fo = self.op(f);
            self.valu(Opcode::VXorB32, &[fo, const32(row.flip), x], true);
            fo
        } else if self.operand_is_vgpr(&x) {
            x
        } else {
            self.to_vgpr_operand(x, 1)
        };
        let saved = self.sreg(2);
        let so = self.op(saved);
        self.ins(Opcode::SMovB64, &[so, exec]);
        self.ins(Opcode::SMovB64, &[exec, imm(-1)]);
        let z = self.v_const(0);
        self.ins(Opcode::SMovB64, &[exec, so]);
        let t1 = self.vgpr_reg(1);
        let (t1o, zo) = (self.op(t1), self.op(z));
        self.pseudo(Pseudo::WriteLanes, &[t1o, zo, x]);
        self.ins(Opcode::SMovB64, &[exec, imm(-1)]);
        let mut t = t1;
        for ctrl in ROW_SHR {
            t = self.dpp_step(row.scan, ctrl, t);
        }
        let a = self.dpp_step(row.scan, ROW_BCAST15, t);
        let rows = self.s_const64(ROWS_1_3);
        let ro = self.op(rows);
        self.ins(Opcode::SMovB64, &[exec, ro]);
        let merged = self.vgpr_reg(1);
        let (mo, to, ao) = (self.op(merged), self.op(t), self.op(a));
        self.pseudo(Pseudo::WriteLanes, &[mo, to, ao]);
        self.ins(Opcode::SMovB64, &[exec, imm(-1)]);
        let incl = self.dpp_step(row.scan, ROW_BCAST31, merged);
        let ex = self.vgpr_reg(1);
        let (exo, io) = (self.op(ex), self.op(incl));
        self.push(MirInst {
            opcode: MOpcode::Real(Opcode::VMovB32),
            operands: [exo, io].into_iter().collect(),
            mods: dpp(WAVE_SHR1),
            loc: None,
        });
        let total = self.sreg(1);
        let tto = self.op(total);
        self.ins(Opcode::VReadlaneB32, &[tto, io, imm(63)]);
        self.ins(Opcode::SMovB64, &[exec, so]);
        let total = if row.flip != 0 {
            let u = self.sreg(1);
            let uo = self.op(u);
            self.ins(Opcode::SXorB32, &[uo, tto, const32(row.flip)]);
            uo
        } else {
            tto
        };
        (ex, self.to_vgpr(total, 1))
    }

    /// `d = op(t[ctrl], t)` with `bound_ctrl` (a lane whose source is
    /// outside the pattern reads 0, the identity).
    fn dpp_step(&mut self, op: Opcode, ctrl: u16, t: VReg) -> VReg {
        let d = self.vgpr_reg(1);
        let (dop, to) = (self.op(d), self.op(t));
        self.push(MirInst {
            opcode: MOpcode::Real(op),
            operands: [dop, to, to].into_iter().collect(),
            mods: dpp(ctrl),
            loc: None,
        });
        d
    }
}
