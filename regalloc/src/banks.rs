//! Banks: how one register file is cut into regalloc2's three classes.
//!
//! regalloc2 knows three classes of at most 63 usable PRegs each, with no
//! aliasing. A *bank* is one class bound to a unit width `u` (1, 2, 4, 8
//! or 16 dwords) and a table of *groups*: PReg `k` of the bank stands for
//! registers `[group[k], group[k] + u)`. Groups of all banks are disjoint
//! and aligned as the hardware wants tuples (SGPR pairs even, SGPR quads
//! and wider at multiples of 4, VGPR/AGPR tuples even on processors with
//! aligned tuples), so any vreg of width `w <= u` placed in any PReg of
//! the bank is a legal operand, and no two PRegs alias.
//!
//! Choosing banks (per function, per file):
//! 1. Liveness (per vreg, a backward walk from its upward-exposed uses
//!    to its definitions; sparse live-out lists per block) gives the highest number of simultaneously live vregs per
//!    unit width.
//! 2. Unit widths map to classes: widths 3, 8 and 16 round up to 4, 8 and
//!    16. With more than three units in use, the three kept units are the
//!    ones (the widest always among them) that waste the fewest dwords
//!    when narrower values move up to the next kept unit, weighted by
//!    pressure, among the choices under which every fixed register still
//!    makes an aligned group that overlaps no other. With fewer than three, spare classes split the unit whose
//!    pressure exceeds 63 PRegs; each value then joins the class that is
//!    emptier where its live range ends (a backward walk with live counts
//!    per class). What is placed is a *web*, not a vreg: edge arguments, the block
//!    parameters they feed and reused inputs are joined by union-find
//!    first, because regalloc2 never moves a value between classes.
//! 3. Each class gets as many PRegs as its peak pressure, at least the
//!    register operands of one instruction, and at least its fixed
//!    registers; the caller grows a class and allocates again when
//!    regalloc2 spilled in it while the budget has room. Sizing tightly
//!    matters: regalloc2 spreads values over every register it is given,
//!    and the kernel's register count is the highest one touched.
//! 4. Placement: fixed registers (`MOperand::Fixed`) first, each as a
//!    group of its class at its own index; then the widest banks take the
//!    lowest free aligned positions, the unit-1 bank filling the holes.

use crate::cfg::Cfg;
use crate::ops::{FileOps, Kind};
use agc_isa::regs::RegFile;

/// Unit widths a class may have, by index.
pub(crate) const UNITS: [u8; 5] = [1, 2, 4, 8, 16];
/// PRegs per class regalloc2 lets us use (index 63 of class 0 is its
/// invalid marker, so all classes stop at 63).
pub(crate) const MAX_PREGS: u32 = 63;

/// The unit index a vreg of `dwords` needs.
pub(crate) fn unit_index(dwords: u8) -> usize {
    match dwords {
        1 => 0,
        2 => 1,
        3 | 4 => 2,
        5..=8 => 3,
        _ => 4,
    }
}

/// Hardware alignment of a group of `unit` registers in `file`.
pub(crate) fn alignment(file: RegFile, unit: u8, aligned_vgpr_tuples: bool) -> u16 {
    match file {
        RegFile::Sgpr => match unit {
            1 => 1,
            2 => 2,
            _ => 4,
        },
        _ if unit >= 2 && aligned_vgpr_tuples => 2,
        _ => 1,
    }
}

/// Live-out sets per layout block: the file's vregs live at the block's
/// end, ascending, as one flat list (`live_out[start[b]..start[b + 1]]`).
pub(crate) struct Liveness {
    /// Words of 64 vregs in a dense working set over the file's vregs.
    pub words: usize,
    start: Vec<u32>,
    live_out: Vec<u32>,
}

impl Liveness {
    /// The vregs live at the end of layout block `b`, ascending.
    pub fn live_out(&self, b: usize) -> &[u32] {
        &self.live_out[self.start[b] as usize..self.start[b + 1] as usize]
    }
}

/// Loads block `b`'s live-out set into the (all clear) working set `live`,
/// noting each vreg in `touched` so that [`clear`] can reset it.
fn load(lv: &Liveness, b: usize, live: &mut [u64], touched: &mut Vec<u32>) {
    for &v in lv.live_out(b) {
        live[v as usize / 64] |= 1 << (v % 64);
        touched.push(v);
    }
}

/// Clears the working set bits listed in `touched` (costs what the block
/// touched, not the size of the file).
fn clear(live: &mut [u64], touched: &mut Vec<u32>) {
    for v in touched.drain(..) {
        live[v as usize / 64] = 0;
    }
}

/// Liveness of one file's vregs, computed sparsely: per vreg, a backward
/// walk over the predecessors from the blocks that use it before any
/// definition there, stopping at blocks that define it. The work is the
/// sum of the live ranges measured in blocks, not blocks times vregs.
pub(crate) fn liveness(cfg: &Cfg, fo: &FileOps) -> Liveness {
    let n = fo.widths.len();
    let words = n.div_ceil(64).max(1);
    let nb = cfg.blocks.len();
    const NONE: u32 = u32::MAX;
    // Per block: (vreg, block) of upward-exposed uses and of definitions
    // (block parameters count as defined at the entry).
    let mut def_stamp = vec![NONE; n];
    let mut use_stamp = vec![NONE; n];
    let mut exposed: Vec<(u32, u32)> = Vec::new();
    let mut defined: Vec<(u32, u32)> = Vec::new();
    for b in 0..nb {
        let bb = b as u32;
        fn def(v: u32, bb: u32, def_stamp: &mut [u32], defined: &mut Vec<(u32, u32)>) {
            if def_stamp[v as usize] != bb {
                def_stamp[v as usize] = bb;
                defined.push((v, bb));
            }
        }
        fn use_(v: u32, bb: u32, stamps: (&[u32], &mut [u32]), exposed: &mut Vec<(u32, u32)>) {
            let (def_stamp, use_stamp) = stamps;
            if def_stamp[v as usize] != bb && use_stamp[v as usize] != bb {
                use_stamp[v as usize] = bb;
                exposed.push((v, bb));
            }
        }
        for &p in fo.block_params(b) {
            def(p, bb, &mut def_stamp, &mut defined);
        }
        for i in cfg.first_inst[b]..cfg.first_inst[b + 1] {
            let ops = fo.inst_ops(i as usize);
            for o in ops.iter().filter(|o| !o.kind.is_def()) {
                use_(o.local, bb, (&def_stamp, &mut use_stamp), &mut exposed);
            }
            for o in ops.iter().filter(|o| o.kind.is_def()) {
                def(o.local, bb, &mut def_stamp, &mut defined);
            }
        }
        for j in 0..cfg.succs_of(b).len() {
            for &a in fo.edge_args(cfg.succ_start[b] as usize + j) {
                use_(a, bb, (&def_stamp, &mut use_stamp), &mut exposed);
            }
        }
    }
    // Group both lists by vreg (counting sort, blocks stay in order).
    let by_vreg = |pairs: &[(u32, u32)]| -> (Vec<u32>, Vec<u32>) {
        let mut start = vec![0u32; n + 1];
        for &(v, _) in pairs {
            start[v as usize + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut blocks = vec![0u32; pairs.len()];
        for &(v, b) in pairs {
            blocks[fill[v as usize] as usize] = b;
            fill[v as usize] += 1;
        }
        (start, blocks)
    };
    let (use_start, use_blocks) = by_vreg(&exposed);
    let (def_start, def_blocks) = by_vreg(&defined);
    drop((exposed, defined));
    // Per vreg in ascending order, so every block's list comes out sorted.
    let mut out_of: Vec<Vec<u32>> = vec![Vec::new(); nb];
    let (mut in_mark, mut out_mark, mut kill_mark) =
        (vec![NONE; nb], vec![NONE; nb], vec![NONE; nb]);
    let mut work: Vec<u32> = Vec::new();
    for v in 0..n as u32 {
        let uses = &use_blocks[use_start[v as usize] as usize..use_start[v as usize + 1] as usize];
        if uses.is_empty() {
            continue;
        }
        for &d in &def_blocks[def_start[v as usize] as usize..def_start[v as usize + 1] as usize] {
            kill_mark[d as usize] = v;
        }
        for &u in uses {
            if in_mark[u as usize] != v {
                in_mark[u as usize] = v;
                work.push(u);
            }
        }
        while let Some(b) = work.pop() {
            for p in cfg.preds_of(b as usize) {
                let p = p.index();
                if out_mark[p] != v {
                    out_mark[p] = v;
                    out_of[p].push(v);
                }
                if kill_mark[p] != v && in_mark[p] != v {
                    in_mark[p] = v;
                    work.push(p as u32);
                }
            }
        }
    }
    let mut start = Vec::with_capacity(nb + 1);
    let mut live_out = Vec::with_capacity(out_of.iter().map(Vec::len).sum());
    for l in &out_of {
        start.push(live_out.len() as u32);
        live_out.extend_from_slice(l);
    }
    start.push(live_out.len() as u32);
    Liveness {
        words,
        start,
        live_out,
    }
}

/// Peak number of simultaneously live vregs per key (`key[local]` <
/// `counts.len()`), measured before and across every instruction.
pub(crate) fn pressure(cfg: &Cfg, fo: &FileOps, lv: &Liveness, key: &[u8], counts: &mut [u32]) {
    let k = counts.len();
    let mut live = vec![0u64; lv.words];
    let mut touched: Vec<u32> = Vec::new();
    let mut cur = vec![0u32; k];
    let mut dead_defs = vec![0u32; k];
    let peak = |cur: &[u32], extra: &[u32], counts: &mut [u32]| {
        for c in 0..k {
            counts[c] = counts[c].max(cur[c] + extra[c]);
        }
    };
    for b in 0..cfg.blocks.len() {
        clear(&mut live, &mut touched);
        load(lv, b, &mut live, &mut touched);
        cur.iter_mut().for_each(|c| *c = 0);
        for &v in lv.live_out(b) {
            cur[key[v as usize] as usize] += 1;
        }
        let add = |live: &mut [u64], touched: &mut Vec<u32>, cur: &mut [u32], v: u32| {
            let (w, bit) = (v as usize / 64, 1u64 << (v % 64));
            if live[w] & bit == 0 {
                live[w] |= bit;
                touched.push(v);
                cur[key[v as usize] as usize] += 1;
            }
        };
        for j in 0..cfg.succs_of(b).len() {
            for &a in fo.edge_args(cfg.succ_start[b] as usize + j) {
                add(&mut live, &mut touched, &mut cur, a);
            }
        }
        peak(&cur, &dead_defs, counts);
        for i in (cfg.first_inst[b]..cfg.first_inst[b + 1]).rev() {
            let ops = fo.inst_ops(i as usize);
            dead_defs.iter_mut().for_each(|c| *c = 0);
            for o in ops.iter().filter(|o| o.kind.is_def()) {
                let (w, bit) = (o.local as usize / 64, 1u64 << (o.local % 64));
                let c = key[o.local as usize] as usize;
                if live[w] & bit != 0 {
                    live[w] &= !bit;
                    cur[c] -= 1;
                }
                dead_defs[c] += 1;
            }
            // Across the instruction: what stays live plus its results.
            peak(&cur, &dead_defs, counts);
            dead_defs.iter_mut().for_each(|c| *c = 0);
            for o in ops.iter().filter(|o| !o.kind.is_def()) {
                add(&mut live, &mut touched, &mut cur, o.local);
            }
            // Early defs are live while the uses are read.
            for o in ops.iter().filter(|o| o.kind == Kind::EarlyDef) {
                dead_defs[key[o.local as usize] as usize] += 1;
            }
            peak(&cur, &dead_defs, counts);
        }
    }
}

/// The classes of one file's run.
pub(crate) struct BankChoice {
    /// Unit width per class (0 = class unused).
    pub units: [u8; 3],
    /// Class per local vreg.
    pub class_of: Vec<u8>,
}

/// Maps unit widths to classes from the per-unit pressure (see the module
/// doc, step 2).
pub(crate) fn choose(
    cfg: &Cfg,
    fo: &FileOps,
    lv: &Liveness,
    unit_pressure: &[u32; 5],
    aligned_vgpr_tuples: bool,
) -> BankChoice {
    let mut present = [false; 5];
    for &w in &fo.widths {
        present[unit_index(w)] = true;
    }
    let used: Vec<usize> = (0..5).filter(|&u| present[u]).collect();
    // classes_of_unit[u] = the classes vregs of unit u may take.
    let mut classes_of_unit: [smallvec::SmallVec<[u8; 3]>; 5] = Default::default();
    let mut units = [0u8; 3];
    if used.len() <= 3 {
        for (c, &u) in used.iter().enumerate() {
            units[c] = UNITS[u];
            classes_of_unit[u].push(c as u8);
        }
        // Spare classes split the most crowded unit.
        for c in used.len()..3 {
            let best = used
                .iter()
                .copied()
                .filter(|&u| unit_pressure[u] > MAX_PREGS * classes_of_unit[u].len() as u32)
                .max_by_key(|&u| unit_pressure[u] / classes_of_unit[u].len() as u32);
            if let Some(u) = best {
                units[c] = UNITS[u];
                classes_of_unit[u].push(c as u8);
            }
        }
    } else {
        // Keep the widest and the two others that waste the least, among
        // the choices under which the fixed registers still fit (a fixed
        // register moved up to a wider unit becomes a wider group, which
        // may overlap its neighbours: s[0:3] as an 8-group would swallow
        // the kernarg pointer in s[4:5]). If no choice fits, the cheapest
        // is kept and placement reports the conflict.
        let mut fixed: Vec<(u16, usize)> = fo
            .ops
            .iter()
            .filter_map(|o| match o.kind {
                Kind::FixedUse(r) | Kind::FixedDef(r) => {
                    Some((r, unit_index(fo.widths[o.local as usize])))
                }
                _ => None,
            })
            .collect();
        fixed.sort_unstable();
        fixed.dedup();
        let widest = *used.last().unwrap_or(&4);
        let mut best = (false, u64::MAX, [0usize; 3]);
        for a in 0..used.len() {
            for b in a + 1..used.len() {
                if used[b] == widest {
                    continue;
                }
                let keep = [used[a], used[b], widest];
                if keep[0] == widest {
                    continue;
                }
                let cost: u64 = used
                    .iter()
                    .map(|&u| {
                        let t = keep.iter().copied().find(|&k| k >= u).unwrap_or(widest);
                        unit_pressure[u] as u64 * (UNITS[t] - UNITS[u]) as u64
                    })
                    .sum();
                let fits = fixed_fit(fo.file, aligned_vgpr_tuples, &fixed, &keep);
                if (fits, core::cmp::Reverse(cost)) > (best.0, core::cmp::Reverse(best.1)) {
                    best = (fits, cost, keep);
                }
            }
        }
        for (c, &u) in best.2.iter().enumerate() {
            units[c] = UNITS[u];
        }
        for &u in &used {
            let c = (0..3).find(|&c| units[c] >= UNITS[u]).unwrap_or(2);
            classes_of_unit[u].push(c as u8);
        }
    }
    // Values regalloc2 connects must share a class, since it never moves a
    // value between classes: an edge argument and the block parameter it
    // feeds, and a def with the input it reuses. Union-find groups them,
    // and each group alternates as one. A fixed register is one group, so
    // a group holding a fixed vreg takes the first class of its unit.
    let n = fo.widths.len();
    let mut parent: Vec<u32> = (0..n as u32).collect();
    fn find(parent: &mut [u32], mut x: u32) -> u32 {
        while parent[x as usize] != x {
            // Path halving keeps the trees flat without recursion.
            parent[x as usize] = parent[parent[x as usize] as usize];
            x = parent[x as usize];
        }
        x
    }
    let union = |parent: &mut Vec<u32>, a: u32, b: u32| {
        let (ra, rb) = (find(parent, a), find(parent, b));
        if ra != rb {
            parent[ra.max(rb) as usize] = ra.min(rb);
        }
    };
    for b in 0..cfg.blocks.len() {
        for (j, t) in cfg.succs_of(b).iter().enumerate() {
            let args = fo.edge_args(cfg.succ_start[b] as usize + j);
            for (&a, &p) in args.iter().zip(fo.block_params(t.index())) {
                union(&mut parent, a, p);
            }
        }
    }
    for i in 0..cfg.num_insts() {
        let ops = fo.inst_ops(i);
        for o in ops {
            if let Kind::Reuse(k) = o.kind {
                if let Some(input) = ops.get(k as usize) {
                    union(&mut parent, o.local, input.local);
                }
            }
        }
    }
    let mut fixed_root = vec![false; n];
    for o in &fo.ops {
        if matches!(o.kind, Kind::FixedUse(_) | Kind::FixedDef(_)) {
            let r = find(&mut parent, o.local);
            fixed_root[r as usize] = true;
        }
    }
    // A unit with one class needs no choice; a web of a split unit gets
    // the class that is emptier where the web ends. The walk goes backward
    // through each block as `pressure` does, counting the live vregs of
    // each class; a web is decided when first met, which is where one of
    // its values is last used (or live out), and joins the class of its
    // unit with the fewest live values there. Alternating in numbering
    // order instead is blind to lifetimes: a selector that emits a
    // short-lived temporary before every long-lived value would put every
    // long-lived value in the same class, which then spills while its
    // twin stays empty.
    let mut d = Decider {
        parent,
        root_class: vec![Decider::UNDECIDED; n],
        turn: [0; 5],
        classes_of_unit: &classes_of_unit,
        fixed_root: &fixed_root,
        widths: &fo.widths,
    };
    let mut live = vec![0u64; lv.words];
    let mut touched: Vec<u32> = Vec::new();
    for b in (0..cfg.blocks.len()).rev() {
        clear(&mut live, &mut touched);
        load(lv, b, &mut live, &mut touched);
        let mut cur = [0u32; 3];
        for &v in lv.live_out(b) {
            cur[d.decide(&cur, v) as usize] += 1;
        }
        for j in 0..cfg.succs_of(b).len() {
            for &a in fo.edge_args(cfg.succ_start[b] as usize + j) {
                d.add_live(&mut cur, &mut live, &mut touched, a);
            }
        }
        for i in (cfg.first_inst[b]..cfg.first_inst[b + 1]).rev() {
            let ops = fo.inst_ops(i as usize);
            for o in ops.iter().filter(|o| o.kind.is_def()) {
                let (w, bit) = (o.local as usize / 64, 1u64 << (o.local % 64));
                let c = d.decide(&cur, o.local);
                if live[w] & bit != 0 {
                    live[w] &= !bit;
                    cur[c as usize] -= 1;
                }
            }
            for o in ops.iter().filter(|o| !o.kind.is_def()) {
                d.add_live(&mut cur, &mut live, &mut touched, o.local);
            }
        }
        for &p in fo.block_params(b) {
            d.decide(&cur, p);
        }
    }
    let class_of = (0..n as u32).map(|l| d.decide(&[0; 3], l)).collect();
    BankChoice { units, class_of }
}

/// Whether the fixed registers `(first register, unit index)` can all be
/// groups of their banks when only the units in `keep` (ascending) have a
/// class: each moves up to the narrowest kept unit at least its own, and
/// the resulting groups must be aligned and must not overlap (two fixed
/// registers starting at the same place in the same unit are one group).
fn fixed_fit(file: RegFile, aligned: bool, fixed: &[(u16, usize)], keep: &[usize; 3]) -> bool {
    let mut groups: smallvec::SmallVec<[(u16, u16); 8]> = smallvec::SmallVec::new();
    for &(r, u) in fixed {
        let k = keep.iter().copied().find(|&k| k >= u).unwrap_or(keep[2]);
        let w = UNITS[k] as u16;
        if r % alignment(file, w as u8, aligned) != 0 {
            return false;
        }
        if groups.contains(&(r, w)) {
            continue;
        }
        if groups.iter().any(|&(s, n)| r < s + n && s < r + w) {
            return false;
        }
        groups.push((r, w));
    }
    true
}

/// The class decisions of [`choose`]'s backward walk, per web root.
struct Decider<'a> {
    /// Union-find parents; a root is the smallest member of its web.
    parent: Vec<u32>,
    root_class: Vec<u8>,
    /// Per unit, webs decided so far (breaks ties in turn).
    turn: [usize; 5],
    classes_of_unit: &'a [smallvec::SmallVec<[u8; 3]>; 5],
    fixed_root: &'a [bool],
    widths: &'a [u8],
}

impl Decider<'_> {
    const UNDECIDED: u8 = u8::MAX;

    fn find(&mut self, mut x: u32) -> u32 {
        while self.parent[x as usize] != x {
            // Path halving keeps the trees flat without recursion.
            self.parent[x as usize] = self.parent[self.parent[x as usize] as usize];
            x = self.parent[x as usize];
        }
        x
    }

    /// The class of `v`'s web, deciding it now if it is not yet: the
    /// class of its unit with the fewest values live (`cur`), ties taken
    /// in turn; a web holding a fixed register takes its unit's first.
    fn decide(&mut self, cur: &[u32; 3], v: u32) -> u8 {
        let r = self.find(v) as usize;
        if self.root_class[r] == Self::UNDECIDED {
            let u = unit_index(self.widths[r]);
            let cs = &self.classes_of_unit[u];
            self.root_class[r] = if self.fixed_root[r] || cs.len() == 1 {
                cs[0]
            } else {
                let start = self.turn[u] % cs.len();
                self.turn[u] += 1;
                (0..cs.len())
                    .map(|k| cs[(start + k) % cs.len()])
                    .min_by_key(|&c| cur[c as usize])
                    .unwrap_or(cs[0])
            };
        }
        self.root_class[r]
    }

    /// Marks `v` live (a use, or an edge argument), counting it in its
    /// class.
    fn add_live(&mut self, cur: &mut [u32; 3], live: &mut [u64], touched: &mut Vec<u32>, v: u32) {
        let (w, bit) = (v as usize / 64, 1u64 << (v % 64));
        if live[w] & bit == 0 {
            live[w] |= bit;
            touched.push(v);
            cur[self.decide(cur, v) as usize] += 1;
        }
    }
}

/// Group tables of the three classes.
#[derive(Clone, Debug, Default)]
pub(crate) struct Groups {
    pub first: [Vec<u16>; 3],
    /// Register → (class, PReg index) of the group starting there.
    pub start: Vec<Option<(u8, u8)>>,
    /// One past the highest register of any group.
    pub hi: u16,
}

/// Why placement failed.
pub(crate) enum PlaceError {
    /// A fixed register does not fit the budget: needs this many registers.
    Budget(u32),
    /// A fixed register is misaligned for its bank, or overlaps another.
    Conflict(String),
}

/// Places groups (module doc, step 4): fixed registers first, then up to
/// `want[c]` groups per class, widest units first, lowest positions first,
/// never on a `blocked` register (registers a non-kernel function may not
/// write; fixed registers are placed whether blocked or not).
pub(crate) fn place(
    file: RegFile,
    aligned_vgpr_tuples: bool,
    budget: u16,
    units: [u8; 3],
    want: [u32; 3],
    fixed: &[(u16, u8)],
    blocked: &[bool],
) -> Result<Groups, PlaceError> {
    let mut used = vec![false; budget as usize];
    let mut g = Groups {
        start: vec![None; budget as usize],
        ..Groups::default()
    };
    for &(r, c) in fixed {
        let u = units[c as usize] as u16;
        if matches!(g.start.get(r as usize), Some(Some((c2, _))) if *c2 == c) {
            continue;
        }
        if r + u > budget {
            return Err(PlaceError::Budget((r + u) as u32));
        }
        let al = alignment(file, u as u8, aligned_vgpr_tuples);
        if r % al != 0 || used[r as usize..(r + u) as usize].iter().any(|&x| x) {
            return Err(PlaceError::Conflict(format!(
                "fixed register {} cannot be a {u}-register group of its bank (misaligned or overlapping another fixed register)",
                agc_isa::regs::Reg::new(file, r, u as u8)
            )));
        }
        used[r as usize..(r + u) as usize]
            .iter_mut()
            .for_each(|x| *x = true);
        g.start[r as usize] = Some((c, g.first[c as usize].len() as u8));
        g.first[c as usize].push(r);
    }
    for (u, &b) in used.iter_mut().zip(blocked) {
        *u |= b;
    }
    let mut order = [0usize, 1, 2];
    order.sort_by_key(|&c| core::cmp::Reverse(units[c]));
    for c in order {
        let u = units[c] as u16;
        if u == 0 {
            continue;
        }
        let al = alignment(file, u as u8, aligned_vgpr_tuples);
        let mut r = 0u16;
        while (g.first[c].len() as u32) < want[c] && r + u <= budget {
            if used[r as usize..(r + u) as usize].iter().any(|&x| x) {
                r += al;
                continue;
            }
            used[r as usize..(r + u) as usize]
                .iter_mut()
                .for_each(|x| *x = true);
            g.start[r as usize] = Some((c as u8, g.first[c].len() as u8));
            g.first[c].push(r);
            r += u;
        }
    }
    g.hi = (0..3)
        .flat_map(|c| g.first[c].iter().map(move |&r| r + units[c] as u16))
        .max()
        .unwrap_or(0);
    Ok(g)
}
