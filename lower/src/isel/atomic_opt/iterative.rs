//! The atomic optimizer's iterative strategy: a scalar loop over the
//! active lanes, lowest first.
//!
//! ```text
//!   s_mov_b64 m, exec ; s_mov acc, identity
//! loop:
//!   lane = s_ff1_i32_b64 m               ; the lowest lane left
//!   x    = v_readlane_b32 v, lane         ; its value (a dword at a time)
//!   s_mov_b32 m0, lane
//!   pre  = v_writelane_b32 acc, m0        ; its exclusive prefix
//!   acc  = acc OP x                       ; SALU
//!   m    = s_andn2_b64 m, (1 << lane)     ; SCC: lanes left
//!   s_cbranch_scc1 loop
//! ```
//!
//! The loop is uniform control flow inside one IR instruction: MIR block
//! parameters carry `m`, `acc` and `pre` around the back edge
//! ([`Sel::open_loop`]), so the allocator sees plain SSA. `v_writelane`
//! writes one lane whatever EXEC holds and keeps the others, which SSA MIR
//! spells as a one-lane `WriteLanes` tied to the previous `pre`; its lane
//! select is `m0` because GFX9's constant bus cannot read two SGPRs (the
//! value and the lane) in one VOP3. The prefix needs no flip: the lanes
//! are visited in order, so the accumulator before a lane is exactly the
//! combination of the lanes below it, the identity for the first. 64-bit
//! minima and maxima have no SALU compare: the high dwords decide unless
//! they are equal, the low dwords (unsigned) then.

use super::{Combine, Sel};
use agc_ir::instructions::AtomicRmwOp;
use agc_ir::Value;
use agc_isa::insts::Opcode;
use agc_isa::mir::{BranchCond, MOperand, Pseudo, VReg};
use agc_isa::regs::{Reg, RegFile};

use super::super::imm;

impl Sel<'_> {
    /// The combination of a divergent `v` over the active lanes, in SGPRs,
    /// and (when `want_prefix`) each lane's exclusive prefix in VGPRs.
    pub(super) fn lane_loop(
        &mut self,
        row: &Combine,
        v: Value,
        wide: bool,
        want_prefix: bool,
    ) -> (VReg, Option<VReg>) {
        let dw: u8 = if wide { 2 } else { 1 };
        // Every IR operand is read before the loop opens.
        let x = self.vgpr(v);
        let m_init = self.new_mask();
        let mo = self.op(m_init);
        let exec = MOperand::Phys(self.exec_reg());
        self.mins(Opcode::SMovB64, &[mo, exec]);
        let acc_init = if wide {
            let id = (u64::from(row.flip) << 32) | u64::from(row.flip_lo64);
            self.s_const64(id)
        } else {
            self.s_const(row.flip)
        };
        let mut init = smallvec::SmallVec::<[VReg; 3]>::from_slice(&[m_init, acc_init]);
        if want_prefix {
            let p = self.vgpr_reg(dw);
            let po = self.op(p);
            self.pseudo(Pseudo::ImplicitDef, &[po]);
            init.push(p);
        }
        let params = self.open_loop(&init);
        let (m, acc) = (params[0], params[1]);
        let lane = self.sreg(1);
        let (lo, mo) = (self.op(lane), self.op(m));
        self.mins(Opcode::SFf1I32B64, &[lo, mo]);
        let val = self.readlane_reg(x, lo);
        let pre = params.get(2).map(|&pre| {
            self.ins(Opcode::SMovB32, &[MOperand::Phys(Reg::M0), lo]);
            let p2 = self.vgpr_reg(dw);
            let (p2o, preo, acco) = (self.op(p2), self.op(pre), self.op(acc));
            self.pseudo(
                Pseudo::WriteLanes,
                &[p2o, preo, acco, MOperand::Phys(Reg::M0)],
            );
            p2
        });
        let acc2 = if wide {
            self.salu64(row.op, acc, val)
        } else {
            let a = self.sreg(1);
            let (ao, acco, vo) = (self.op(a), self.op(acc), self.op(val));
            self.ins(row.salu, &[ao, acco, vo]);
            a
        };
        let bit = self.new_mask();
        let bo = self.op(bit);
        self.mins(Opcode::SLshlB64, &[bo, imm(1), lo]);
        let m2 = self.new_mask();
        let m2o = self.op(m2);
        // Last: its SCC (lanes left) decides the branch.
        self.mins(Opcode::SAndn2B64, &[m2o, mo, bo]);
        let mut next = smallvec::SmallVec::<[VReg; 3]>::from_slice(&[m2, acc2]);
        next.extend(pre);
        self.close_loop(BranchCond::Scc1, &next);
        (acc2, pre)
    }

    /// `a OP b` on 64-bit SGPR pairs (`sub` accumulates a sum).
    fn salu64(&mut self, op: AtomicRmwOp, a: VReg, b: VReg) -> VReg {
        let (ao, bo) = (self.op(a), self.op(b));
        let (a0, a1, b0, b1) = (
            self.part(a, 0),
            self.part(a, 1),
            self.part(b, 0),
            self.part(b, 1),
        );
        if matches!(op, AtomicRmwOp::Add | AtomicRmwOp::Sub) {
            let (lo, hi) = (self.sreg(1), self.sreg(1));
            let (loo, hio) = (self.op(lo), self.op(hi));
            self.ins(Opcode::SAddU32, &[loo, a0, b0]);
            self.ins(Opcode::SAddcU32, &[hio, a1, b1]);
            return self.combine(RegFile::Sgpr, &[loo, hio]);
        }
        let r = self.sreg(2);
        let ro = self.op(r);
        match op {
            AtomicRmwOp::And => self.ins(Opcode::SAndB64, &[ro, ao, bo]),
            AtomicRmwOp::Or => self.ins(Opcode::SOrB64, &[ro, ao, bo]),
            AtomicRmwOp::Xor => self.ins(Opcode::SXorB64, &[ro, ao, bo]),
            _ => {
                let signed = matches!(op, AtomicRmwOp::Smin | AtomicRmwOp::Smax);
                let min = matches!(op, AtomicRmwOp::Smin | AtomicRmwOp::Umin);
                // `a < b ? a : b` for a minimum, `a < b ? b : a` for a maximum.
                let (t, f) = if min { (ao, bo) } else { (bo, ao) };
                let (by_lo, by_hi) = (self.sreg(2), self.sreg(2));
                let (blo, bhi) = (self.op(by_lo), self.op(by_hi));
                self.ins(Opcode::SCmpLtU32, &[a0, b0]);
                self.ins(Opcode::SCselectB64, &[blo, t, f]);
                let hi_lt = if signed {
                    Opcode::SCmpLtI32
                } else {
                    Opcode::SCmpLtU32
                };
                self.ins(hi_lt, &[a1, b1]);
                self.ins(Opcode::SCselectB64, &[bhi, t, f]);
                self.ins(Opcode::SCmpEqU32, &[a1, b1]);
                self.ins(Opcode::SCselectB64, &[ro, blo, bhi]);
            }
        }
        r
    }
}
