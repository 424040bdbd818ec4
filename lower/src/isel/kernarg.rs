//! Hidden kernel arguments: loaded once, in the entry block, merged.
//!
//! Role: `workgroup_size` and `grid_size` read dwords of the hidden
//! kernarg block (see [`crate::abi`]). Loading them where they are used
//! costs one `s_load` and one wait per use; instead, the dwords the whole
//! kernel needs are found by one scan ([`crate::abi::KernelInputs::hidden_dwords`])
//! and loaded at the entry, adjacent dwords together as one
//! `s_load_dwordx2/x4/x8/x16` (SMEM reads any dword-aligned address; the
//! allocator aligns the destination tuple as the SMEM rules want). Users
//! read their dword as a component of the loaded tuple, which costs no
//! copy.
//!
//! Invariant: the entry block dominates every block in both control-flow
//! modes and is never skipped, so the loaded registers are defined
//! wherever they are read.

use super::Sel;
use agc_isa::insts::Opcode;
use agc_isa::mir::MOperand;

/// Load widths in dwords, widest first, with their opcodes.
const WIDTHS: &[(u32, Opcode)] = &[
    (16, Opcode::SLoadDwordx16),
    (8, Opcode::SLoadDwordx8),
    (4, Opcode::SLoadDwordx4),
    (2, Opcode::SLoadDwordx2),
    (1, Opcode::SLoadDword),
];

/// Splits sorted, distinct dword offsets into loads `(byte offset, dwords)`:
/// each run of adjacent dwords as the fewest loads of the `WIDTHS` that
/// cover exactly the run (no dword read that no one uses).
pub(crate) fn plan_loads(dwords: &[u32]) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < dwords.len() {
        let mut n = 1;
        while i + n < dwords.len() && dwords[i + n] == dwords[i] + 4 * n as u32 {
            n += 1;
        }
        let (mut at, mut left) = (dwords[i], n as u32);
        while left > 0 {
            let w = WIDTHS.iter().map(|x| x.0).find(|&w| w <= left).unwrap_or(1);
            out.push((at, w));
            at += 4 * w;
            left -= w;
        }
        i += n;
    }
    out
}

impl Sel<'_> {
    /// Loads every hidden dword the kernel reads (call in the entry block,
    /// after the kernarg pointer is set up).
    pub(super) fn load_hidden_args(&mut self) {
        let Some(kp) = self.kernarg_ptr else {
            return;
        };
        let dwords = self.inputs.hidden_dwords(self.func);
        for (at, w) in plan_loads(&dwords) {
            let op = WIDTHS
                .iter()
                .find(|x| x.0 == w)
                .map_or(Opcode::SLoadDword, |x| x.1);
            let r = self.sreg(w as u8);
            let (ro, ko) = (self.op(r), self.op(kp));
            self.ins(op, &[ro, ko, MOperand::Imm(at as i32)]);
            for k in 0..w {
                let part = if w == 1 { ro } else { self.part(r, k as u8) };
                self.hidden_loaded.push((at + 4 * k, part));
            }
        }
    }

    /// The loaded hidden dword at byte offset `at`, if the entry loaded it.
    pub(super) fn hidden_dword(&self, at: u32) -> Option<MOperand> {
        self.hidden_loaded.iter().find(|x| x.0 == at).map(|x| x.1)
    }
}

#[cfg(test)]
mod tests {
    use super::plan_loads;

    /// Oracle: the SMEM load widths of the GFX9 ISA (1, 2, 4, 8, 16
    /// dwords) and the rule that no unused dword is read.
    #[test]
    fn adjacent_dwords_merge_into_the_fewest_loads() {
        // grid_size x: block count (0x20), group size (0x2c), remainder (0x30).
        assert_eq!(plan_loads(&[0x20, 0x2c, 0x30]), vec![(0x20, 1), (0x2c, 2)]);
        assert_eq!(plan_loads(&[0, 4, 8]), vec![(0, 2), (8, 1)]);
        assert_eq!(plan_loads(&[8, 12, 16, 20, 24]), vec![(8, 4), (24, 1)]);
        assert_eq!(plan_loads(&[]), vec![]);
    }
}
