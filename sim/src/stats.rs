//! Per-dispatch counters and a simple, stall-free cost model.
//!
//! Role: what a run did — wave instructions issued per [`Class`] and per
//! opcode, active lane-operations, `s_waitcnt`s (and how many of them had
//! outstanding memory operations to wait for), barriers released, jumps —
//! and an estimated cycle count, good for comparing two compilations of
//! the same kernel, not for predicting hardware time. [`Stats`]'s
//! `Display` is the report `agc run --stats` prints.
//!
//! Cost model ([`Stats::estimated_cycles`]): the sum over executed wave
//! instructions of an issue cost per class, GCN/CDNA-like — SALU, SMEM,
//! branches, `s_waitcnt`, `s_barrier` and the rest 1; VALU 4 (64 lanes on
//! a 16-wide SIMD); slow VALU (64-bit operands, 32-bit multiplies,
//! transcendentals) 16; MFMA 4 per pass through the matrix core
//! ([`mfma_cycles`]); VMEM, FLAT and LDS 4 (address issue) — plus 4 per
//! jump through `s_setpc`/`s_swappc` (instruction refetch). It is
//! *stall-free*: memory latency, waits that would block, barrier skew and
//! wave overlap are not modelled; waves are summed one after another. The
//! `blocking_waits` counter tells how often latency would have been exposed.
//!
//! Invariant: counting never allocates after the first instruction
//! (`by_opcode` is sized to the isa table once).

use crate::program::Class;
use agc_isa::insts::{Opcode, INSTS};
use core::fmt;

/// Counters of one dispatch (or a sum of several).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Wave instructions executed, indexed like [`Class::ALL`].
    pub by_class: [u64; 12],
    /// Wave instructions executed, indexed by `Opcode as usize` (empty
    /// until the first instruction).
    pub by_opcode: Vec<u64>,
    /// Sum over VALU/memory instructions of active lanes.
    pub lane_ops: u64,
    /// `s_waitcnt` instructions executed.
    pub waitcnts: u64,
    /// `s_waitcnt`s that found memory operations still to retire (those
    /// that would stall on hardware unless the latency was hidden).
    pub blocking_waits: u64,
    /// Barriers released (once per workgroup and barrier).
    pub barriers: u64,
    /// Jumps through `s_setpc_b64`/`s_swappc_b64`.
    pub jumps: u64,
    pub waves: u64,
    pub workgroups: u64,
}

/// Issue cycles of one wave instruction of class `c`.
pub fn issue_cost(c: Class) -> u64 {
    match c {
        Class::Salu
        | Class::Smem
        | Class::Branch
        | Class::Waitcnt
        | Class::Barrier
        | Class::Other => 1,
        Class::Valu | Class::Vmem | Class::Flat | Class::Lds => 4,
        Class::ValuSlow => 16,
        // Per opcode, in `estimated_cycles`.
        Class::Mfma => 0,
    }
}

/// Issue cycles of one MFMA: 4 per pass through the matrix core (gfx90a
/// pass counts: 2 for the 4x4 shapes, 8 for 16x16, 16 for 32x32 and the
/// f64 16x16).
pub fn mfma_cycles(op: Opcode) -> u64 {
    let name = op.info().name;
    let passes = if name.contains("_4x4x") {
        2
    } else if name.contains("_16x16x") && !name.contains("f64") {
        8
    } else {
        16
    };
    4 * passes
}

/// Extra cycles of a jump through `s_setpc`/`s_swappc`.
pub const JUMP_COST: u64 = 4;

impl Stats {
    #[inline]
    pub(crate) fn count(&mut self, c: Class, op: Opcode, exec: u64) {
        self.by_class[c as usize] += 1;
        if self.by_opcode.len() != INSTS.len() {
            self.by_opcode.resize(INSTS.len(), 0);
        }
        self.by_opcode[op as usize] += 1;
        if matches!(
            c,
            Class::Valu | Class::ValuSlow | Class::Mfma | Class::Vmem | Class::Flat | Class::Lds
        ) {
            self.lane_ops += exec.count_ones() as u64;
        }
    }

    /// Wave instructions of one class.
    pub fn count_of(&self, c: Class) -> u64 {
        self.by_class[c as usize]
    }

    /// Wave instructions of one opcode.
    pub fn count_of_opcode(&self, op: Opcode) -> u64 {
        self.by_opcode.get(op as usize).copied().unwrap_or(0)
    }

    /// The executed opcodes, most frequent first (ties in table order).
    pub fn opcodes(&self) -> Vec<(Opcode, u64)> {
        let mut v: Vec<(Opcode, u64)> = self
            .by_opcode
            .iter()
            .enumerate()
            .filter(|&(_, &n)| n > 0)
            .map(|(i, &n)| (Opcode::ALL[i], n))
            .collect();
        v.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        v
    }

    /// All wave instructions.
    pub fn instructions(&self) -> u64 {
        self.by_class.iter().sum()
    }

    /// Estimated cycles under the module's stall-free cost model.
    pub fn estimated_cycles(&self) -> u64 {
        Class::ALL
            .iter()
            .map(|&c| issue_cost(c) * self.by_class[c as usize])
            .sum::<u64>()
            + self
                .by_opcode
                .iter()
                .enumerate()
                .filter(|&(i, &n)| n > 0 && INSTS[i].format == agc_isa::insts::Format::Mai)
                .map(|(i, &n)| n * mfma_cycles(Opcode::ALL[i]))
                .sum::<u64>()
            + JUMP_COST * self.jumps
    }

    pub fn add(&mut self, o: &Stats) {
        for (a, b) in self.by_class.iter_mut().zip(o.by_class.iter()) {
            *a += b;
        }
        if self.by_opcode.len() < o.by_opcode.len() {
            self.by_opcode.resize(o.by_opcode.len(), 0);
        }
        for (a, b) in self.by_opcode.iter_mut().zip(o.by_opcode.iter()) {
            *a += b;
        }
        self.lane_ops += o.lane_ops;
        self.waitcnts += o.waitcnts;
        self.blocking_waits += o.blocking_waits;
        self.barriers += o.barriers;
        self.jumps += o.jumps;
        self.waves += o.waves;
        self.workgroups += o.workgroups;
    }
}

/// Opcodes listed by `Display`.
const TOP_OPCODES: usize = 12;

impl fmt::Display for Stats {
    /// A few lines of `key: value` text; classes and opcodes with a zero
    /// count are left out.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "workgroups: {}", self.workgroups)?;
        writeln!(f, "waves: {}", self.waves)?;
        write!(f, "wave instructions: {}", self.instructions())?;
        let mut sep = " (";
        for c in Class::ALL {
            let n = self.count_of(c);
            if n > 0 {
                write!(f, "{sep}{} {n}", c.name())?;
                sep = ", ";
            }
        }
        writeln!(f, "{}", if sep == ", " { ")" } else { "" })?;
        writeln!(f, "lane operations: {}", self.lane_ops)?;
        writeln!(
            f,
            "s_waitcnt: {} ({} blocking)",
            self.waitcnts, self.blocking_waits
        )?;
        writeln!(f, "barriers released: {}", self.barriers)?;
        writeln!(f, "jumps: {}", self.jumps)?;
        writeln!(
            f,
            "estimated cycles: {} (stall-free issue model)",
            self.estimated_cycles()
        )?;
        let ops = self.opcodes();
        write!(f, "top opcodes:")?;
        for (op, n) in ops.iter().take(TOP_OPCODES) {
            write!(f, " {} {n}", op.name())?;
        }
        if ops.len() > TOP_OPCODES {
            write!(f, " (+{} more)", ops.len() - TOP_OPCODES)?;
        }
        writeln!(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cost model, by hand: 2 SALU + 3 VALU + 1 slow VALU + 1 wait +
    /// 1 jump = 2 + 12 + 16 + 1 + 4.
    #[test]
    fn cost_model_by_hand() {
        let mut s = Stats::default();
        s.count(Class::Salu, Opcode::SMovB32, 0);
        s.count(Class::Salu, Opcode::SMovB32, 0);
        for _ in 0..3 {
            s.count(Class::Valu, Opcode::VMovB32, u64::MAX);
        }
        s.count(Class::ValuSlow, Opcode::VRcpF32, 0xff);
        s.count(Class::Waitcnt, Opcode::SWaitcnt, 0);
        s.jumps = 1;
        assert_eq!(s.instructions(), 7);
        assert_eq!(s.lane_ops, 3 * 64 + 8);
        assert_eq!(s.estimated_cycles(), 2 + 12 + 16 + 1 + 4);
        assert_eq!(s.count_of_opcode(Opcode::VMovB32), 3);
        assert_eq!(s.opcodes()[0], (Opcode::VMovB32, 3));
        let mut sum = Stats::default();
        sum.add(&s);
        sum.add(&s);
        assert_eq!(sum.estimated_cycles(), 2 * s.estimated_cycles());
        assert_eq!(sum.count_of_opcode(Opcode::SMovB32), 4);
        let text = s.to_string();
        assert!(text.contains("wave instructions: 7 (salu 2, valu 3, valu-slow 1, waitcnt 1)"));
        assert!(
            text.contains("top opcodes: v_mov_b32 3 s_mov_b32 2"),
            "{text}"
        );
    }
}
