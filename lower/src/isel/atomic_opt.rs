//! The atomic optimizer: one atomic per wave for atomics on a wave-uniform
//! address.
//!
//! Role: when `atomicrmw` targets an address that is the same in every
//! lane (its home is an SGPR or a constant) with an operation whose
//! per-lane updates can be combined first — integer `add sub and or xor
//! smin smax umin umax`, 32 or 64 bits — the lanes' values are combined
//! in registers, the lowest active lane alone performs the atomic with the
//! combined value, and, when the result is used, every lane's "old value"
//! is rebuilt as if the lanes had performed their atomics one after
//! another in ascending lane order (which is the order the IR interpreter
//! uses):
//!
//! ```text
//! lo  = v_mbcnt_lo_u32_b32 exec_lo, 0      ; mb = active lanes below me
//! mb  = v_mbcnt_hi_u32_b32 exec_hi, lo     ; (wave64; mb = lo in wave32)
//! data = combine(values of the active lanes); pre = my exclusive prefix
//! c   = v_cmp_eq_u32 0, mb                 ; the lowest active lane
//! saved = s_and_saveexec_b64 c             ; one lane left
//!   release steps ; atomic d, addr, data ; acquire steps
//! s_mov_b64 exec, saved
//! old = v_readfirstlane_b32 d
//! result = old OP pre
//! ```
//!
//! For a uniform value `v` the combination needs no cross-lane work:
//! `add`/`sub` store `popcount(exec) * v` and lane `i` gets `old ± mb * v`;
//! `xor` stores `v` when the count is odd and lane `i` gets `old ^ (mb odd
//! ? v : 0)`; the idempotent operations store `v` and every lane but the
//! first gets `old OP v`.
//!
//! A divergent value is combined by one of two strategies
//! ([`crate::AtomicOptimizer`]), both in `atomic_opt/`:
//!
//! - **DPP** (`dpp.rs`): an inclusive scan out of DPP row operations in
//!   whole-wave mode, a fixed dozen VALU steps whatever the number of
//!   active lanes; a 32-bit value whose result is unused takes
//!   `wave_reduce`'s shorter reduction instead.
//! - **Iterative** (`iterative.rs`): a scalar loop that visits the active
//!   lanes lowest first (`s_ff1_i32_b64` of the remaining mask),
//!   `v_readlane`s each lane's value into an SGPR accumulator and
//!   `v_writelane`s the accumulator before it into that lane: one
//!   iteration per active lane, the better choice when few lanes are on,
//!   and the one that needs no DPP. The DPP strategy's scan crosses rows
//!   with GFX9's row broadcasts and wave shifts or with GFX10+'s
//!   `v_permlanex16_b32` and lane reads and writes (`dpp.rs`); its
//!   reduction runs wherever `wave_reduce`'s does. It falls back to the
//!   lane loop on a processor with neither.
//!
//! 64-bit values run both strategies a dword at a time where the
//! operation allows (bitwise operations), with carries for `add`/`sub`
//! and a 64-bit compare and select for the minima and maxima.
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
//! is on, never to volatile atomics; wave32 and wave64 alike (the lane
//! masks, `v_mbcnt_hi` only in wave64, the EXEC rows by the wave size);
//! the result of every lane equals the result of the lanes' atomics run
//! in ascending lane order.

mod dpp;
mod iterative;

pub(super) use dpp::StepOp;

use super::{const32, imm, Sel, Val};
use crate::AtomicOptimizer;
use agc_ir::instructions::{AtomicRmwOp, MemArgs, ReduceOp};
use agc_ir::{AddrSpace, Type, Value};
use agc_isa::insts::Opcode;
use agc_isa::mir::{MOperand, VReg};
use agc_isa::regs::{Reg, RegFile};

/// How an operation is combined. `flip` is an involution on the bits that
/// turns the operation into `scan`, an operation with identity 0 (for the
/// DPP scan); it is also the operation's own identity (whatever flips to
/// 0), the high dword of it for 64 bits, whose low dword is `flip_lo64`.
struct Combine {
    op: AtomicRmwOp,
    /// The 0-identity operation the DPP scan runs (VOP2 row, DPP-able).
    scan: Opcode,
    /// The involution mapping the operation to `scan`, and the identity.
    flip: u32,
    /// The low dword of the 64-bit `flip`.
    flip_lo64: u32,
    /// `wave_reduce` operation for the total of a divergent value.
    reduce: ReduceOp,
    /// The VALU row applying the operation (`old OP x`) for 32 bits.
    valu: Opcode,
    /// The SALU row accumulating a value for 32 bits (`sub` accumulates a
    /// sum that the rebuild subtracts).
    salu: Opcode,
}

#[rustfmt::skip]
const COMBINE: &[Combine] = &[
    Combine { op: AtomicRmwOp::Add, scan: Opcode::VAddU32, flip: 0, flip_lo64: 0, reduce: ReduceOp::Add, valu: Opcode::VAddU32, salu: Opcode::SAddU32 },
    Combine { op: AtomicRmwOp::Sub, scan: Opcode::VAddU32, flip: 0, flip_lo64: 0, reduce: ReduceOp::Add, valu: Opcode::VSubU32, salu: Opcode::SAddU32 },
    Combine { op: AtomicRmwOp::And, scan: Opcode::VOrB32, flip: u32::MAX, flip_lo64: u32::MAX, reduce: ReduceOp::And, valu: Opcode::VAndB32, salu: Opcode::SAndB32 },
    Combine { op: AtomicRmwOp::Or, scan: Opcode::VOrB32, flip: 0, flip_lo64: 0, reduce: ReduceOp::Or, valu: Opcode::VOrB32, salu: Opcode::SOrB32 },
    Combine { op: AtomicRmwOp::Xor, scan: Opcode::VXorB32, flip: 0, flip_lo64: 0, reduce: ReduceOp::Xor, valu: Opcode::VXorB32, salu: Opcode::SXorB32 },
    Combine { op: AtomicRmwOp::Smin, scan: Opcode::VMaxU32, flip: 0x7fff_ffff, flip_lo64: u32::MAX, reduce: ReduceOp::Smin, valu: Opcode::VMinI32, salu: Opcode::SMinI32 },
    Combine { op: AtomicRmwOp::Smax, scan: Opcode::VMaxU32, flip: 0x8000_0000, flip_lo64: 0, reduce: ReduceOp::Smax, valu: Opcode::VMaxI32, salu: Opcode::SMaxI32 },
    Combine { op: AtomicRmwOp::Umin, scan: Opcode::VMaxU32, flip: u32::MAX, flip_lo64: u32::MAX, reduce: ReduceOp::Umin, valu: Opcode::VMinU32, salu: Opcode::SMinU32 },
    Combine { op: AtomicRmwOp::Umax, scan: Opcode::VMaxU32, flip: 0, flip_lo64: 0, reduce: ReduceOp::Umax, valu: Opcode::VMaxU32, salu: Opcode::SMaxU32 },
];

impl Combine {
    /// Dword `i` of the flip (and identity) of a value of `dw` dwords.
    fn flip_part(&self, dw: u8, i: u8) -> u32 {
        if dw == 2 && i == 0 {
            self.flip_lo64
        } else {
            self.flip
        }
    }

    /// The operation the DPP scan runs, as an atomic operation.
    fn scan_op(&self) -> AtomicRmwOp {
        match self.scan {
            Opcode::VAddU32 => AtomicRmwOp::Add,
            Opcode::VOrB32 => AtomicRmwOp::Or,
            Opcode::VXorB32 => AtomicRmwOp::Xor,
            _ => AtomicRmwOp::Umax,
        }
    }
}

/// Float operations [`Sel::apply`] runs: f32 and f64 rows.
const FLOAT_APPLY: &[(AtomicRmwOp, Opcode, Opcode)] = &[
    (AtomicRmwOp::Fadd, Opcode::VAddF32, Opcode::VAddF64),
    (AtomicRmwOp::Fmin, Opcode::VMinF32, Opcode::VMinF64),
    (AtomicRmwOp::Fmax, Opcode::VMaxF32, Opcode::VMaxF64),
];

fn row_of(op: AtomicRmwOp) -> Option<&'static Combine> {
    COMBINE.iter().find(|c| c.op == op)
}

/// How each lane's result is rebuilt after the single atomic.
enum Rebuild {
    /// Uniform value: from `mb` (active lanes below), the value and the
    /// first-lane mask.
    Uniform { mb: VReg, value: Value, first: VReg },
    /// Divergent value: each lane's exclusive prefix, in the flipped
    /// domain when `flipped` (the DPP scan's).
    Prefix { ex: VReg, flipped: bool },
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
        let info = self.target.info();
        if !self.atomic_opt.enabled()
            || m.volatile
            || !matches!(
                space,
                AddrSpace::Global | AddrSpace::Flat | AddrSpace::Local
            )
        {
            return None;
        }
        let row = row_of(op)?;
        let wide = match self.func.value_type(v) {
            Type::I32 => false,
            Type::I64 => true,
            _ => return None,
        };
        if !self.is_uniform_operand(p) {
            return None;
        }
        let uniform = self.is_uniform_operand(v);
        let dpp = self.atomic_opt == AtomicOptimizer::Dpp && info.has_dpp;
        // The scan needs GFX9's row broadcasts and wave shifts or GFX10+'s
        // v_permlanex16 (`dpp.rs`); the reduction runs wherever
        // `wave_reduce`'s does.
        let dpp_scan = dpp && (info.has_dpp_row_bcast || info.has_permlane16);
        let dpp_reduce = dpp && self.can_reduce_rows();
        // mb: the number of active lanes below this one (the high half of
        // EXEC only in wave64).
        let lo = self.vgpr_reg(1);
        let loo = self.op(lo);
        self.valu(
            Opcode::VMbcntLoU32B32,
            &[loo, MOperand::Phys(Reg::EXEC_LO), imm(0)],
            false,
        );
        let mb = if self.mask_dwords() == 2 {
            let mb = self.vgpr_reg(1);
            let mbo = self.op(mb);
            self.valu(
                Opcode::VMbcntHiU32B32,
                &[mbo, MOperand::Phys(Reg::EXEC_HI), loo],
                false,
            );
            mb
        } else {
            lo
        };
        let mbo = self.op(mb);
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
        } else if dpp_reduce && !wide && !returns {
            let x = self.src(v, 0);
            let total = self.reduce_dword(row.reduce, x)?;
            let t = self.op(total);
            (self.to_vgpr(t, 1), Rebuild::Nothing)
        } else if dpp_scan {
            let (ex, total) = self.dpp_scan(row, v, wide, returns);
            let rebuild = match ex {
                Some(ex) => Rebuild::Prefix {
                    ex,
                    flipped: row.flip != 0,
                },
                None => Rebuild::Nothing,
            };
            (total, rebuild)
        } else {
            let (total, pre) = self.lane_loop(row, v, wide, returns);
            let t = self.op(total);
            let rebuild = match pre {
                Some(ex) => Rebuild::Prefix { ex, flipped: false },
                None => Rebuild::Nothing,
            };
            (self.to_vgpr(t, if wide { 2 } else { 1 }), rebuild)
        };
        let first = match rebuild {
            Rebuild::Uniform { first, .. } => first,
            _ => self.new_mask(),
        };
        let fo = self.op(first);
        self.valu(Opcode::VCmpEqU32, &[fo, imm(0), mbo], false);
        let saved = self.new_mask();
        let so = self.op(saved);
        self.mins(Opcode::SAndSaveexecB64, &[so, fo]);
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
        let exec = MOperand::Phys(self.exec_reg());
        self.mins(Opcode::SMovB64, &[exec, so]);
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
            Rebuild::Prefix { ex, flipped: false } => {
                // The accumulation is the operation's own (sub subtracts
                // the sum of the lanes below).
                Some(self.apply(a.row.op, old, ex))
            }
            Rebuild::Prefix { ex, flipped: true } => {
                // old OP pre = flip(flip(old) SCAN flip(pre)).
                let dw = if a.wide { 2 } else { 1 };
                let oe = self.xor_parts(RegFile::Sgpr, old, a.row, dw);
                let t = self.apply(a.row.scan_op(), oe, ex);
                Some(self.xor_parts(RegFile::Vgpr, t, a.row, dw))
            }
        }
    }

    /// `x ^ flip` dword by dword, in `file` (SALU or VALU rows).
    fn xor_parts(&mut self, file: RegFile, x: VReg, row: &Combine, dw: u8) -> VReg {
        let (op, mut parts) = if file == RegFile::Sgpr {
            (Opcode::SXorB32, smallvec::SmallVec::<[MOperand; 2]>::new())
        } else {
            (Opcode::VXorB32, smallvec::SmallVec::new())
        };
        for i in 0..dw {
            let xi = if dw == 1 { self.op(x) } else { self.part(x, i) };
            let f = row.flip_part(dw, i);
            if f == 0 {
                parts.push(xi);
                continue;
            }
            let r = self.vreg(file, 1);
            let ro = self.op(r);
            if file == RegFile::Sgpr {
                self.ins(op, &[ro, xi, const32(f)]);
            } else {
                self.valu(op, &[ro, const32(f), xi], true);
            }
            parts.push(ro);
        }
        if dw == 1 {
            return parts[0].vreg().unwrap_or(x);
        }
        self.combine(file, &parts)
    }

    /// `a OP b` per lane on the VALU, 32 or 64 bits by the width of `a`
    /// (`b` the same width; either may be SGPRs). Float operations are
    /// `wave_reduce`'s (atomics never aggregate them).
    fn apply(&mut self, op: AtomicRmwOp, a: VReg, b: VReg) -> VReg {
        let wide = self.mf.vreg_data(a).dwords == 2;
        if let Some(&(_, f32op, f64op)) = FLOAT_APPLY.iter().find(|f| f.0 == op) {
            let dw = if wide { 2 } else { 1 };
            let r = self.vgpr_reg(dw);
            let (ro, ao, bo) = (self.op(r), self.op(a), self.op(b));
            self.valu(if wide { f64op } else { f32op }, &[ro, ao, bo], true);
            return r;
        }
        let row = row_of(op).unwrap_or(&COMBINE[0]);
        if !wide {
            let (ao, bo) = (self.op(a), self.op(b));
            let r = self.vgpr_reg(1);
            let ro = self.op(r);
            self.valu(row.valu, &[ro, ao, bo], false);
            return r;
        }
        let (a0, a1, b0, b1) = (
            self.part(a, 0),
            self.part(a, 1),
            self.part(b, 0),
            self.part(b, 1),
        );
        match op {
            AtomicRmwOp::Add => {
                self.vadd64_ops(Opcode::VAddCoU32, Opcode::VAddcCoU32, [a0, a1], [b0, b1])
            }
            AtomicRmwOp::Sub => {
                self.vadd64_ops(Opcode::VSubCoU32, Opcode::VSubbCoU32, [a0, a1], [b0, b1])
            }
            AtomicRmwOp::And | AtomicRmwOp::Or | AtomicRmwOp::Xor => {
                let (r0, r1) = (self.vgpr_reg(1), self.vgpr_reg(1));
                let (r0o, r1o) = (self.op(r0), self.op(r1));
                self.valu(row.valu, &[r0o, a0, b0], true);
                self.valu(row.valu, &[r1o, a1, b1], true);
                self.combine(RegFile::Vgpr, &[r0o, r1o])
            }
            _ => {
                let signed = matches!(op, AtomicRmwOp::Smin | AtomicRmwOp::Smax);
                let cmp = if signed {
                    Opcode::VCmpLtI64
                } else {
                    Opcode::VCmpLtU64
                };
                let lt = self.new_mask();
                let (lto, ao, bo) = (self.op(lt), self.op(a), self.op(b));
                self.valu(cmp, &[lto, ao, bo], false);
                if matches!(op, AtomicRmwOp::Smin | AtomicRmwOp::Umin) {
                    self.vselect(lt, &[a0, a1], &[b0, b1])
                } else {
                    self.vselect(lt, &[b0, b1], &[a0, a1])
                }
            }
        }
    }

    /// `v * n` for a uniform `v` (32 or 64 bits) and a lane count `n`
    /// (SGPR), on the SALU: its dwords, low first.
    pub(super) fn mul_by_count(
        &mut self,
        v: Value,
        n: MOperand,
        wide: bool,
    ) -> smallvec::SmallVec<[MOperand; 2]> {
        let v0 = self.src(v, 0);
        let lo = self.sreg(1);
        let loo = self.op(lo);
        self.ins(Opcode::SMulI32, &[loo, v0, n]);
        if !wide {
            return smallvec::smallvec![loo];
        }
        let v1 = self.src(v, 1);
        let (h1, h2, hi) = (self.sreg(1), self.sreg(1), self.sreg(1));
        let (h1o, h2o, hio) = (self.op(h1), self.op(h2), self.op(hi));
        self.ins(Opcode::SMulHiU32, &[h1o, v0, n]);
        self.ins(Opcode::SMulI32, &[h2o, v1, n]);
        self.ins(Opcode::SAddU32, &[hio, h1o, h2o]);
        smallvec::smallvec![loo, hio]
    }

    /// The combined value of a uniform `v` over EXEC's lanes, in VGPRs.
    fn uniform_total(&mut self, row: &Combine, v: Value, wide: bool) -> VReg {
        let exec = MOperand::Phys(self.exec_reg());
        match row.op {
            AtomicRmwOp::Add | AtomicRmwOp::Sub => {
                let n = self.sreg(1);
                let no = self.op(n);
                self.mins(Opcode::SBcnt1I32B64, &[no, exec]);
                if !wide && self.get(v) == Val::Const(1) {
                    // A counter: the count itself.
                    return self.to_vgpr(no, 1);
                }
                let parts = self.mul_by_count(v, no, wide);
                let mut vparts = smallvec::SmallVec::<[MOperand; 2]>::new();
                for p in parts {
                    let pv = self.to_vgpr(p, 1);
                    vparts.push(self.op(pv));
                }
                match vparts.as_slice() {
                    [MOperand::VReg { reg, .. }] => *reg,
                    _ => self.combine(RegFile::Vgpr, &vparts),
                }
            }
            AtomicRmwOp::Xor => {
                // v when the count is odd, else 0.
                let n = self.sreg(1);
                let no = self.op(n);
                self.mins(Opcode::SBcnt1I32B64, &[no, exec]);
                let odd = self.sreg(1);
                let oddo = self.op(odd);
                self.ins(Opcode::SAndB32, &[oddo, no, imm(1)]);
                let mut parts = smallvec::SmallVec::<[MOperand; 2]>::new();
                for i in 0..if wide { 2 } else { 1 } {
                    let vi = self.src(v, i);
                    let t = self.sreg(1);
                    let to = self.op(t);
                    self.ins(Opcode::SMulI32, &[to, vi, oddo]);
                    let tv = self.to_vgpr(to, 1);
                    parts.push(self.op(tv));
                }
                match parts.as_slice() {
                    [MOperand::VReg { reg, .. }] => *reg,
                    _ => self.combine(RegFile::Vgpr, &parts),
                }
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
                let id = self.to_vgpr(const32(row.flip), 1);
                let ido = self.op(id);
                self.valu(Opcode::VCndmaskB32, &[to, vvo, ido, fo], false);
            }
        }
        self.valu(row.valu, &[ro, oo, to], false);
        r
    }

    /// Each lane's result of a 64-bit aggregated atomic of a uniform value.
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
            AtomicRmwOp::Xor => {
                // old ^ (mb odd ? v : 0), a dword at a time.
                let odd = self.vgpr_reg(1);
                let oddo = self.op(odd);
                self.valu(Opcode::VAndB32, &[oddo, imm(1), mbo], true);
                let mut parts = [MOperand::Off; 2];
                for (k, (vk, ok)) in [(v0, o0), (v1, o1)].into_iter().enumerate() {
                    let (t, r) = (self.vgpr_reg(1), self.vgpr_reg(1));
                    let (to, ro) = (self.op(t), self.op(r));
                    self.valu(Opcode::VMulLoU32, &[to, oddo, vk], true);
                    self.valu(Opcode::VXorB32, &[ro, ok, to], true);
                    parts[k] = ro;
                }
                self.combine(RegFile::Vgpr, &parts)
            }
            _ => {
                // old OP (first lane ? identity : v).
                let mut parts = [MOperand::Off; 2];
                for (k, vk) in [v0, v1].into_iter().enumerate() {
                    let vv = self.to_vgpr(vk, 1);
                    let vvo = self.op(vv);
                    let id = self.to_vgpr(const32(row.flip_part(2, k as u8)), 1);
                    let ido = self.op(id);
                    let t = self.vgpr_reg(1);
                    let to = self.op(t);
                    self.valu(Opcode::VCndmaskB32, &[to, vvo, ido, fo], false);
                    parts[k] = to;
                }
                let t = self.combine(RegFile::Vgpr, &parts);
                self.apply(row.op, old, t)
            }
        }
    }
}
