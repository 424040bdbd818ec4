//! Per-dispatch counters and a simple cost model.
//!
//! Role: what a run did — instructions issued per [`Class`], active
//! lane-operations, `s_waitcnt`s, barriers, jumps — and an estimated cycle
//! count from a deliberately simple issue-cost model, good for comparing
//! two compilations of the same kernel, not for predicting hardware time.
//!
//! Cost model (cycles per wave instruction, GCN/CDNA-like): SALU 1,
//! SMEM 1, branch 1 (+ 4 when a jump or taken branch refetches — counted
//! for `s_setpc`/`s_swappc` only), VALU 4 (64 lanes on a 16-wide SIMD),
//! slow VALU (64-bit, multiplies, transcendentals) 16, VMEM/FLAT 4 issue,
//! LDS 4 issue, `s_waitcnt` 20 (a flat stand-in for exposed latency),
//! barrier 20, other 1. Waves are summed, not overlapped.

use crate::program::Class;

/// Counters of one dispatch (or a sum of several).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Wave instructions executed, indexed like [`Class::ALL`].
    pub by_class: [u64; 11],
    /// Sum over VALU/memory instructions of active lanes.
    pub lane_ops: u64,
    pub waitcnts: u64,
    pub barriers: u64,
    pub jumps: u64,
    pub waves: u64,
    pub workgroups: u64,
}

fn cost(c: Class) -> u64 {
    match c {
        Class::Salu | Class::Smem | Class::Branch | Class::Other => 1,
        Class::Valu | Class::Vmem | Class::Flat | Class::Lds => 4,
        Class::ValuSlow => 16,
        Class::Waitcnt | Class::Barrier => 20,
    }
}

impl Stats {
    #[inline]
    pub(crate) fn count(&mut self, c: Class, exec: u64) {
        self.by_class[c as usize] += 1;
        if matches!(
            c,
            Class::Valu | Class::ValuSlow | Class::Vmem | Class::Flat | Class::Lds
        ) {
            self.lane_ops += exec.count_ones() as u64;
        }
    }

    /// Wave instructions of one class.
    pub fn count_of(&self, c: Class) -> u64 {
        self.by_class[c as usize]
    }

    /// All wave instructions.
    pub fn instructions(&self) -> u64 {
        self.by_class.iter().sum()
    }

    /// Estimated cycles under the module's cost model.
    pub fn estimated_cycles(&self) -> u64 {
        Class::ALL
            .iter()
            .map(|&c| cost(c) * self.by_class[c as usize])
            .sum::<u64>()
            + 4 * self.jumps
    }

    pub fn add(&mut self, o: &Stats) {
        for (a, b) in self.by_class.iter_mut().zip(o.by_class.iter()) {
            *a += b;
        }
        self.lane_ops += o.lane_ops;
        self.waitcnts += o.waitcnts;
        self.barriers += o.barriers;
        self.jumps += o.jumps;
        self.waves += o.waves;
        self.workgroups += o.workgroups;
    }
}
