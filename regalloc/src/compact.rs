//! Register compaction on allocated code: recolours *webs* so that values
//! whose widths peak at different points share registers.
//!
//! Why: each bank ([`crate::banks`]) is sized for its width's peak
//! pressure over the whole function, so a function whose pairs peak in
//! one loop and whose single dwords peak in another pays for both peaks
//! side by side, and the register count is the highest register touched.
//! On the allocated code the banks are gone: only registers remain, and
//! values of any width can be packed together.
//!
//! A web is a maximal set of accesses (operands) of one file connected
//! through reaching definitions: a read joins every definition that may
//! reach any dword it reads, so a tuple assembled from separately written
//! parts is one web covering its widest access, and a sub-range read of a
//! tuple joins the tuple. Webs are built SSA-style with a union-find: each
//! block has a node per register live at its entry (joined with the
//! predecessors' values at the end of each predecessor), each operand is
//! a node, and a read joins the current node of each dword it reads.
//! Writes that keep part of the old value (tied operands, 16-bit rows,
//! SDWA/DPP rows, `s_cmov`) read it too.
//!
//! Two webs interfere when one is live where the other is written (the
//! classic SSA argument holds because every read has a reaching write:
//! registers live at the entry get pinned entry nodes). A web occupies
//! the whole range of its widest access wherever any of its dwords is
//! live: conservative, never wrong. Then webs are placed greedily, pinned
//! ones first at their own registers, at the lowest position that keeps
//! the web's alignment (congruent to its old position modulo the largest
//! alignment any of its accesses needs) and overlaps no placed
//! neighbour; two orders are tried (layout order of the first access, and
//! widest first) and the better kept, and only when it lowers the highest
//! register touched.
//!
//! Invariants needed, and what is pinned or skipped (the caller decides
//! per function and file):
//!
//! - every register access is an explicit operand: code with calls,
//!   returns (`s_swappc_b64`, `s_setpc_b64`, whose arguments and results
//!   are not operands) or relative indexing (`movrel`, `gpr_idx`) is left
//!   alone, and so is any operand past its opcode's operand table;
//! - a VALU write is a full write: VGPR and AGPR webs are only formed when
//!   the code never writes EXEC and no value is live in inactive lanes
//!   (`MFunction::inactive_lanes_live`), since otherwise an EXEC-masked
//!   write merges into the old value (`WriteLanes`);
//! - the registers in `pinned` (stack registers, spill lanes and the
//!   scratch V# and windows) and everything live at the entry (kernel
//!   inputs) stay where they are, with every web that touches them;
//! - an instruction that is not a plain single-dword ALU row (memory, MFMA,
//!   tuples: rows where a write partly overlapping a read may matter) keeps
//!   each def/use pair as it was: overlapping pairs are joined into one
//!   web, disjoint ones interfere.
//!
//! Costs: liveness is a bitset fixed point over blocks (four words per
//! block and file); webs, edges and placement are dense `Vec`s linear in
//! the operands plus the interference edges (each write against the
//! registers live after it); nothing allocates per instruction.

use crate::banks::alignment;
use agc_isa::insts::{Implicit, OpKind, Opcode, Role};
use agc_isa::minst::{MInst, Operand};
use agc_isa::mir::{Block, MBlockData, MOpcode, MOperand};
use agc_isa::regs::{Reg, RegFile};

/// Registers a file may have (VGPRs and AGPRs; SGPRs use the first 106).
const NREGS: usize = 256;
const WORDS: usize = NREGS / 64;
pub(crate) type Set = [u64; WORDS];
const NONE: u32 = u32::MAX;

pub(crate) fn set_has(s: &Set, r: usize) -> bool {
    s[r / 64] >> (r % 64) & 1 != 0
}
fn set_put(s: &mut Set, r: usize) {
    s[r / 64] |= 1 << (r % 64);
}
fn set_clear(s: &mut Set, r: usize) {
    s[r / 64] &= !(1 << (r % 64));
}
fn set_iter(s: &Set) -> impl Iterator<Item = usize> + '_ {
    (0..WORDS).flat_map(move |w| {
        let mut bits = s[w];
        core::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let b = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            Some(w * 64 + b)
        })
    })
}

/// Whether a compaction of the VGPR/AGPR files is sound for this code
/// (module doc): nothing writes EXEC.
pub(crate) fn vector_ok(blocks: &[Block]) -> bool {
    !blocks.iter().flat_map(|b| &b.insts).any(|i| {
        writes_exec(
            i.opcode,
            i.operands.iter().map(|o| match o {
                Operand::Reg(r) => Some(*r),
                _ => None,
            }),
        )
    })
}

/// [`vector_ok`] on the code before allocation: what the allocator adds
/// writes EXEC only to keep inactive lanes (`MFunction::inactive_lanes_live`),
/// and no pseudo-instruction writes it.
pub(crate) fn vector_ok_mir(blocks: &[MBlockData]) -> bool {
    !blocks
        .iter()
        .flat_map(|b| &b.insts)
        .any(|i| match i.opcode {
            MOpcode::Real(op) => writes_exec(
                op,
                i.operands.iter().map(|o| match o {
                    MOperand::Phys(r) | MOperand::Fixed { phys: r, .. } => Some(*r),
                    _ => None,
                }),
            ),
            MOpcode::Pseudo(_) => false,
        })
}

/// Whether `op` writes EXEC, given the physical register (if any) of each
/// operand in table order.
fn writes_exec(op: Opcode, regs: impl Iterator<Item = Option<Reg>>) -> bool {
    let info = op.info();
    info.implicit.has(Implicit::DEF_EXEC)
        || regs.zip(info.operands).any(|(r, s)| {
            s.is_def()
                && r.is_some_and(|r| {
                    r.file == RegFile::Special
                        && r.index < Reg::EXEC.index + 2
                        && r.index + r.len as u16 > Reg::EXEC.index
                })
        })
}

/// A write that keeps part of the old register (so it reads it too).
fn partial_write(i: &MInst) -> bool {
    i.opcode.may_keep_dst()
        || i.mods.dpp.is_some()
        || i.mods.sdwa.is_some_and(|s| s.keeps_part_of_dst())
}

/// Code this pass does not understand (module doc): control transfers
/// whose arguments and results are not operands. (The isa table has no
/// relative-indexing rows; `movrel`/`gpr_idx` would belong here too.)
fn opaque(i: &MInst) -> bool {
    matches!(i.opcode, Opcode::SSwappcB64 | Opcode::SSetpcB64)
}

/// An instruction whose def/use pairs keep their relative placement.
fn strict(i: &MInst, file: RegFile) -> bool {
    let fmt = i.opcode.info().format;
    !(fmt.is_valu() || fmt.is_salu())
        || i.opcode.format() == agc_isa::insts::Format::Mai
        || i.operands
            .iter()
            .any(|o| matches!(o, Operand::Reg(r) if r.file == file && r.len > 1))
}

/// One register operand of the file: first register,
/// dwords, read, written.
#[derive(Clone, Copy)]
struct Acc {
    lo: usize,
    n: usize,
    read: bool,
    write: bool,
}

/// The accesses of `i` to `file`; `None` for an operand outside the table.
fn accesses(i: &MInst, file: RegFile, out: &mut Vec<Acc>) -> Option<()> {
    out.clear();
    let info = i.opcode.info();
    let partial = partial_write(i);
    for (k, o) in i.operands.iter().enumerate() {
        let Operand::Reg(r) = *o else { continue };
        if r.file != file {
            continue;
        }
        let slot = info.operands.get(k)?;
        // A lane mask is as wide as the wave's mask (one SGPR in wave32,
        // while the row gives the wave64 pair): the register says it.
        let n = if slot.is_lane_mask(info.format) {
            (r.len as usize).max(1)
        } else {
            (r.len as usize).max(slot.dwords as usize).max(1)
        };
        let lo = r.index as usize;
        if lo + n > NREGS {
            return None;
        }
        let write = slot.is_def();
        let read = slot.is_use() || (write && (partial || slot.role == Role::DefUse));
        out.push(Acc { lo, n, read, write });
    }
    Some(())
}

/// Successor blocks from the branches' labels and fall-through.
fn successors(blocks: &[Block]) -> Option<Vec<[u32; 2]>> {
    let n = blocks.len();
    let mut succs = vec![[NONE; 2]; n];
    for (b, blk) in blocks.iter().enumerate() {
        let mut k = 0;
        let mut push = |t: usize| -> Option<()> {
            if t >= n {
                return None;
            }
            if succs[b][..k].contains(&(t as u32)) {
                return Some(());
            }
            *succs[b].get_mut(k)? = t as u32;
            k += 1;
            Some(())
        };
        for i in &blk.insts {
            if opaque(i) {
                return None;
            }
            let info = i.opcode.info();
            if let Some(p) = info.operands.iter().position(|s| s.kind == OpKind::Label) {
                let Some(Operand::Imm(t)) = i.operands.get(p) else {
                    return None;
                };
                push(usize::try_from(*t).ok()?)?;
            }
        }
        let ends = blk
            .insts
            .last()
            .is_some_and(|i| matches!(i.opcode, Opcode::SBranch | Opcode::SEndpgm));
        if !ends {
            if b + 1 == n {
                return None;
            }
            push(b + 1)?;
        }
    }
    Some(succs)
}

struct Uf(Vec<u32>);

impl Uf {
    fn add(&mut self) -> u32 {
        self.0.push(self.0.len() as u32);
        self.0.len() as u32 - 1
    }
    fn find(&mut self, mut x: u32) -> u32 {
        while self.0[x as usize] != x {
            let p = self.0[self.0[x as usize] as usize];
            self.0[x as usize] = p;
            x = p;
        }
        x
    }
    fn union(&mut self, a: u32, b: u32) {
        let (a, b) = (self.find(a), self.find(b));
        // The older node stays the root: roots name webs by first access.
        if a < b {
            self.0[b as usize] = a;
        } else if b < a {
            self.0[a as usize] = b;
        }
    }
}

/// Liveness of `file`'s register dwords at block entries on allocated
/// code: the successors of each block and its live-in set, by a bitset
/// fixed point over the blocks. `None` for code the accesses cannot be
/// read from (calls, operands past their row). A write counts as a full
/// definition, which for VGPRs and AGPRs holds only where nothing writes
/// EXEC ([`vector_ok`]) and no inactive lane is live.
pub(crate) fn block_liveness(blocks: &[Block], file: RegFile) -> Option<(Vec<[u32; 2]>, Vec<Set>)> {
    let nb = blocks.len();
    let succs = successors(blocks)?;
    let mut acc: Vec<Acc> = Vec::with_capacity(8);
    let mut gen = vec![[0u64; WORDS]; nb];
    let mut kill = vec![[0u64; WORDS]; nb];
    for (b, blk) in blocks.iter().enumerate() {
        for i in &blk.insts {
            accesses(i, file, &mut acc)?;
            for a in acc.iter().filter(|a| a.read) {
                for r in a.lo..a.lo + a.n {
                    if !set_has(&kill[b], r) {
                        set_put(&mut gen[b], r);
                    }
                }
            }
            for a in acc.iter().filter(|a| a.write) {
                for r in a.lo..a.lo + a.n {
                    set_put(&mut kill[b], r);
                }
            }
        }
    }
    let mut live_in = vec![[0u64; WORDS]; nb];
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..nb).rev() {
            let out = live_out(&succs, &live_in, b);
            let mut inn = [0u64; WORDS];
            for w in 0..WORDS {
                inn[w] = gen[b][w] | (out[w] & !kill[b][w]);
            }
            if inn != live_in[b] {
                live_in[b] = inn;
                changed = true;
            }
        }
    }
    Some((succs, live_in))
}

/// The registers live at the end of block `b`: the union of its
/// successors' live-in sets.
pub(crate) fn live_out(succs: &[[u32; 2]], live_in: &[Set], b: usize) -> Set {
    let mut out = [0u64; WORDS];
    for &s in succs[b].iter().filter(|&&s| s != NONE) {
        for w in 0..WORDS {
            out[w] |= live_in[s as usize][w];
        }
    }
    out
}

/// Compacts `file` in `blocks`; registers in `pinned` (and everything
/// live at the entry) stay put. Returns the new count (highest register
/// + 1) when it went down, leaving `blocks` untouched otherwise.
pub(crate) fn compact(
    blocks: &mut [Block],
    file: RegFile,
    pinned: &[u16],
    aligned_vgpr_tuples: bool,
) -> Option<u16> {
    let nb = blocks.len();
    if nb == 0 {
        return None;
    }
    let (succs, live_in) = block_liveness(blocks, file)?;
    let mut acc: Vec<Acc> = Vec::with_capacity(8);

    // Nodes: block-entry nodes, then one per operand in layout order.
    let mut uf = Uf(Vec::new());
    let mut node_lo: Vec<u16> = Vec::new();
    let mut node_n: Vec<u8> = Vec::new();
    let mut node_al: Vec<u8> = Vec::new();
    let mut phi = vec![NONE; nb * NREGS];
    for b in 0..nb {
        for r in set_iter(&live_in[b]) {
            phi[b * NREGS + r] = uf.add();
            node_lo.push(r as u16);
            node_n.push(1);
            node_al.push(1);
        }
    }
    let entry_nodes = uf.0.len() as u32;
    let entry_pinned: Vec<u32> = set_iter(&live_in[0]).map(|r| phi[r]).collect();
    // The node of each register operand of the file, in operand order.
    let mut op_node: Vec<u32> = Vec::new();
    // Disjoint def/use pairs of strict instructions: they interfere.
    let mut apart: Vec<(u32, u32)> = Vec::new();
    // Register moves inside the file: (destination node, source node).
    let mut moves: Vec<(u32, u32)> = Vec::new();
    let mut cur = [NONE; NREGS];
    for (b, blk) in blocks.iter().enumerate() {
        for r in 0..NREGS {
            cur[r] = phi[b * NREGS + r];
        }
        for i in &blk.insts {
            accesses(i, file, &mut acc)?;
            let first = op_node.len();
            for a in &acc {
                let x = uf.add();
                node_lo.push(a.lo as u16);
                node_n.push(a.n as u8);
                node_al.push(alignment(file, a.n.min(16) as u8, aligned_vgpr_tuples) as u8);
                op_node.push(x);
                if a.read {
                    for r in a.lo..a.lo + a.n {
                        if cur[r] == NONE {
                            return None;
                        }
                        uf.union(x, cur[r]);
                    }
                }
            }
            if strict(i, file) {
                for (p, d) in acc.iter().enumerate().filter(|(_, a)| a.write) {
                    for (q, u) in acc.iter().enumerate().filter(|(_, a)| a.read) {
                        if p == q {
                            continue;
                        }
                        let (x, y) = (op_node[first + p], op_node[first + q]);
                        if d.lo < u.lo + u.n && u.lo < d.lo + d.n {
                            uf.union(x, y);
                        } else {
                            apart.push((x, y));
                        }
                    }
                }
            }
            if is_move(i, file) && acc.len() == 2 {
                moves.push((op_node[first], op_node[first + 1]));
            }
            for (p, a) in acc.iter().enumerate().filter(|(_, a)| a.write) {
                for r in a.lo..a.lo + a.n {
                    cur[r] = op_node[first + p];
                }
            }
        }
        for &s in succs[b].iter().filter(|&&s| s != NONE) {
            for r in set_iter(&live_in[s as usize]) {
                if cur[r] == NONE {
                    return None;
                }
                uf.union(cur[r], phi[s as usize * NREGS + r]);
            }
        }
    }

    // Webs: dense ids per root, the hull of their nodes, alignment.
    let nn = uf.0.len();
    let mut web_of_root = vec![NONE; nn];
    let mut web = vec![NONE; nn];
    let mut w_lo: Vec<u16> = Vec::new();
    let mut w_hi: Vec<u16> = Vec::new();
    let mut w_al: Vec<u16> = Vec::new();
    let mut w_pin: Vec<bool> = Vec::new();
    for x in 0..nn {
        let r = uf.find(x as u32) as usize;
        if web_of_root[r] == NONE {
            web_of_root[r] = w_lo.len() as u32;
            w_lo.push(u16::MAX);
            w_hi.push(0);
            w_al.push(1);
            w_pin.push(false);
        }
        let w = web_of_root[r] as usize;
        web[x] = w as u32;
        w_lo[w] = w_lo[w].min(node_lo[x]);
        w_hi[w] = w_hi[w].max(node_lo[x] + node_n[x] as u16);
        if x as u32 >= entry_nodes {
            w_al[w] = w_al[w].max(node_al[x] as u16);
        }
    }
    let nw = w_lo.len();
    for &x in &entry_pinned {
        w_pin[web[x as usize] as usize] = true;
    }
    for w in 0..nw {
        if pinned.iter().any(|&r| w_lo[w] <= r && r < w_hi[w]) {
            w_pin[w] = true;
        }
    }

    // Interference: each write against the webs live after it.
    let mut edges: Vec<(u32, u32)> = apart
        .iter()
        .map(|&(x, y)| (web[x as usize], web[y as usize]))
        .collect();
    let mut k_end = op_node.len();
    let mut owner = [NONE; NREGS];
    for b in (0..nb).rev() {
        let mut live = [0u64; WORDS];
        owner.fill(NONE);
        for &s in succs[b].iter().filter(|&&s| s != NONE) {
            for r in set_iter(&live_in[s as usize]) {
                set_put(&mut live, r);
                owner[r] = web[phi[s as usize * NREGS + r] as usize];
            }
        }
        for i in blocks[b].insts.iter().rev() {
            accesses(i, file, &mut acc)?;
            let first = k_end - acc.len();
            k_end = first;
            let wof = |p: usize| web[op_node[first + p] as usize];
            for (p, _) in acc.iter().enumerate().filter(|(_, a)| a.write) {
                let d = wof(p);
                // Every dword of a live tuple has the same owner: push each
                // web once per write, not once per dword (the sort below
                // would drop the repeats, but at a cost).
                let mut last = NONE;
                for r in set_iter(&live) {
                    if owner[r] != d && owner[r] != last {
                        edges.push((d, owner[r]));
                        last = owner[r];
                    }
                }
                for (q, _) in acc.iter().enumerate().filter(|(_, a)| a.write) {
                    if wof(q) != d {
                        edges.push((d, wof(q)));
                    }
                }
            }
            for a in acc.iter().filter(|a| a.write && !a.read) {
                for r in a.lo..a.lo + a.n {
                    set_clear(&mut live, r);
                    owner[r] = NONE;
                }
            }
            for (p, a) in acc.iter().enumerate().filter(|(_, a)| a.read) {
                for r in a.lo..a.lo + a.n {
                    set_put(&mut live, r);
                    owner[r] = wof(p);
                }
            }
        }
    }
    let mut adj: Vec<(u32, u32)> = Vec::with_capacity(edges.len() * 2);
    for &(a, b) in &edges {
        if a != b {
            adj.push((a, b));
            adj.push((b, a));
        }
    }
    drop(edges);
    adj.sort_unstable();
    adj.dedup();
    let mut start = vec![0u32; nw + 1];
    for &(a, _) in &adj {
        start[a as usize + 1] += 1;
    }
    for w in 0..nw {
        start[w + 1] += start[w];
    }

    // Move partners: web, partner, and the partner's base minus the
    // web's that makes the move copy a register onto itself.
    let mut prefs: Vec<(u32, u32, i32)> = Vec::with_capacity(moves.len() * 2);
    for &(d, src) in &moves {
        let (wd, ws) = (web[d as usize], web[src as usize]);
        if wd == ws {
            continue;
        }
        let od = i32::from(node_lo[d as usize]) - i32::from(w_lo[wd as usize]);
        let os = i32::from(node_lo[src as usize]) - i32::from(w_lo[ws as usize]);
        prefs.push((wd, ws, os - od));
        prefs.push((ws, wd, od - os));
    }
    prefs.sort_unstable();
    let mut pstart = vec![0u32; nw + 1];
    for &(a, _, _) in &prefs {
        pstart[a as usize + 1] += 1;
    }
    for w in 0..nw {
        pstart[w + 1] += pstart[w];
    }
    let g = Graph {
        lo: &w_lo,
        hi: &w_hi,
        al: &w_al,
        pin: &w_pin,
        start: &start,
        adj: &adj,
        pstart: &pstart,
        prefs: &prefs,
    };
    let old_hi = w_hi.iter().copied().max().unwrap_or(0);
    let mut order: Vec<u32> = (0..nw as u32).filter(|&w| !w_pin[w as usize]).collect();
    let mut best: Option<(u16, Vec<u16>)> = None;
    for widest_first in [false, true] {
        if widest_first {
            order.sort_by_key(|&w| (core::cmp::Reverse(w_hi[w as usize] - w_lo[w as usize]), w));
        }
        let Some(base) = place(&order, &g, old_hi) else {
            continue;
        };
        let hi = (0..nw)
            .map(|w| base[w] + (w_hi[w] - w_lo[w]))
            .max()
            .unwrap_or(0);
        if best.as_ref().is_none_or(|(h, _)| hi < *h) {
            best = Some((hi, base));
        }
    }
    let (hi, mut base) = best?;
    if hi >= old_hi {
        return None;
    }
    // Within the count found, keep every web that fits where it was: a
    // register reused at once makes false dependences for the scheduler.
    order.sort_unstable();
    if let Some(b) = place_keeping(&order, &g, hi) {
        base = b;
    }
    // Rewrite: every access moves with its web.
    let mut k = 0;
    for blk in blocks.iter_mut() {
        for i in &mut blk.insts {
            for o in i.operands.iter_mut() {
                let Operand::Reg(r) = o else { continue };
                if r.file != file {
                    continue;
                }
                let w = web[op_node[k] as usize] as usize;
                k += 1;
                r.index = r.index - w_lo[w] + base[w];
            }
        }
    }
    drop_identity_moves(blocks, file);
    Some(hi)
}

/// The webs and their constraints, for [`place`].
struct Graph<'a> {
    lo: &'a [u16],
    hi: &'a [u16],
    al: &'a [u16],
    pin: &'a [bool],
    /// Interference, both directions, grouped by web (`adj[start[w]..]`).
    start: &'a [u32],
    adj: &'a [(u32, u32)],
    /// Move partners, grouped by web the same way.
    pstart: &'a [u32],
    prefs: &'a [(u32, u32, i32)],
}

/// Greedy placement in `order` (pinned webs stay): where a placed move
/// partner makes the move vanish if that is free, else the lowest free
/// aligned position; `None` when a web finds no room below `limit`.
fn place(order: &[u32], g: &Graph<'_>, limit: u16) -> Option<Vec<u16>> {
    place_with(order, g, limit, false)
}

/// [`place`], but a web's own position comes first when it is free.
fn place_keeping(order: &[u32], g: &Graph<'_>, limit: u16) -> Option<Vec<u16>> {
    place_with(order, g, limit, true)
}

fn place_with(order: &[u32], g: &Graph<'_>, limit: u16, keep: bool) -> Option<Vec<u16>> {
    let nw = g.lo.len();
    let mut base = vec![u16::MAX; nw];
    for w in 0..nw {
        if g.pin[w] {
            base[w] = g.lo[w];
        }
    }
    for &w in order {
        let w = w as usize;
        let mut busy = [0u64; WORDS];
        for &(_, n) in &g.adj[g.start[w] as usize..g.start[w + 1] as usize] {
            let n = n as usize;
            if base[n] != u16::MAX {
                for r in base[n]..base[n] + (g.hi[n] - g.lo[n]) {
                    set_put(&mut busy, r as usize);
                }
            }
        }
        let width = g.hi[w] - g.lo[w];
        let a = g.al[w];
        let fits = |b: u16| {
            b % a == g.lo[w] % a
                && b + width <= limit
                && (b..b + width).all(|r| !set_has(&busy, r as usize))
        };
        let own = Some(g.lo[w]).filter(|&b| keep && fits(b));
        let preferred = own.or_else(|| {
            g.prefs[g.pstart[w] as usize..g.pstart[w + 1] as usize]
                .iter()
                .filter(|&&(_, p, _)| base[p as usize] != u16::MAX)
                .filter_map(|&(_, p, d)| u16::try_from(i32::from(base[p as usize]) + d).ok())
                .find(|&b| fits(b))
        });
        let found = preferred.or_else(|| {
            let mut b = g.lo[w] % a;
            while b + width <= limit {
                if fits(b) {
                    return Some(b);
                }
                b += a;
            }
            None
        });
        base[w] = found?;
    }
    Some(base)
}

/// A plain register move inside `file` (one that copies a register onto
/// itself does nothing).
fn is_move(i: &MInst, file: RegFile) -> bool {
    matches!(
        i.opcode,
        Opcode::SMovB32 | Opcode::SMovB64 | Opcode::VMovB32 | Opcode::VAccvgprMovB32
    ) && i.mods == Default::default()
        && matches!(
            (i.operands.first(), i.operands.get(1)),
            (Some(Operand::Reg(d)), Some(Operand::Reg(s))) if d.file == file && s.file == file && d.len == s.len
        )
}

/// Drops the moves of `file` that compaction turned into no-ops.
fn drop_identity_moves(blocks: &mut [Block], file: RegFile) {
    for b in blocks {
        let mut k = 0;
        let keep: Vec<bool> = b
            .insts
            .iter()
            .map(|i| !(is_move(i, file) && i.operands[0] == i.operands[1]))
            .collect();
        b.insts.retain(|_| {
            k += 1;
            keep[k - 1]
        });
        if !b.locs.is_empty() {
            let mut k = 0;
            b.locs.retain(|_| {
                k += 1;
                keep[k - 1]
            });
        }
    }
}

#[cfg(test)]
mod tests {
    //! Webs and recolouring on hand-written allocated code (oracle: the
    //! data flow of each sequence worked out by hand, and for the counts
    //! the live values at the densest point).

    use super::*;

    fn s(i: u16, n: u8) -> Operand {
        Operand::Reg(Reg::new(RegFile::Sgpr, i, n))
    }
    fn v(i: u16, n: u8) -> Operand {
        Operand::Reg(Reg::new(RegFile::Vgpr, i, n))
    }
    fn ins(op: Opcode, ops: &[Operand]) -> MInst {
        MInst::new(op, ops)
    }
    fn end() -> MInst {
        ins(Opcode::SEndpgm, &[])
    }
    fn run(blocks: &mut [Block], file: RegFile) -> Option<u16> {
        compact(blocks, file, &[], true)
    }

    /// Pairs live first, single dwords later: the banks gave them
    /// disjoint registers (s[0:3] and s[4:6]), compaction lets the
    /// singles reuse the pairs' registers (two pairs at the densest point).
    #[test]
    fn widths_peaking_apart_share_registers() {
        let mut b = vec![Block::new(vec![
            ins(Opcode::SMovB64, &[s(0, 2), Operand::int(1)]),
            ins(Opcode::SMovB64, &[s(2, 2), Operand::int(2)]),
            ins(Opcode::SAddU32, &[s(4, 1), s(0, 1), s(2, 1)]),
            ins(Opcode::SAddU32, &[s(5, 1), s(1, 1), s(3, 1)]),
            ins(Opcode::SAddU32, &[s(6, 1), s(4, 1), s(5, 1)]),
            ins(Opcode::SCmpLtU32, &[s(6, 1), s(4, 1)]),
            end(),
        ])];
        assert_eq!(run(&mut b, RegFile::Sgpr), Some(5));
        let i = &b[0].insts;
        // The first single is written while both pairs are live (s1 + s3
        // is still to come), so it stays above them; the other two reuse
        // the first pair's registers.
        assert_eq!(i[0].operands[0], s(0, 2));
        assert_eq!(i[1].operands[0], s(2, 2));
        assert_eq!(i[2].operands[0], s(4, 1));
        assert_eq!(i[3].operands[0], s(0, 1));
        assert_eq!(agc_isa::mir::regs_used(&b, RegFile::Sgpr), 5);
        // The compare still reads what the adds wrote.
        assert_eq!(i[5].operands[0], i[4].operands[0]);
        assert_eq!(i[5].operands[1], i[2].operands[0]);
        assert_eq!(i[4].operands[1], i[2].operands[0]);
        assert_eq!(i[4].operands[2], i[3].operands[0]);
    }

    /// Registers live at the entry (kernel inputs) stay; a load's result
    /// must not overlap its address (a memory row is strict), everything
    /// else drops to the lowest free registers.
    #[test]
    fn entry_values_are_pinned_and_memory_results_clear_the_address() {
        let mut b = vec![Block::new(vec![
            ins(Opcode::SLoadDwordx2, &[s(8, 2), s(0, 2), Operand::int(0)]),
            ins(Opcode::SAddU32, &[s(10, 1), s(8, 1), s(9, 1)]),
            ins(Opcode::SCmpLtU32, &[s(10, 1), s(4, 1)]),
            end(),
        ])];
        assert_eq!(run(&mut b, RegFile::Sgpr), Some(5));
        let i = &b[0].insts;
        assert_eq!(i[0].operands[1], s(0, 2));
        // s4 is live at the entry too: the pair goes to s[2:3].
        assert_eq!(i[0].operands[0], s(2, 2));
        assert_eq!(i[1].operands[1..3], [s(2, 1), s(3, 1)]);
        assert_eq!(i[2].operands[1], s(4, 1));
        assert_eq!(i[1].operands[0], i[2].operands[0]);
    }

    /// A loop-carried value is one web through the back edge: every
    /// access moves together.
    #[test]
    fn a_loop_variable_moves_as_one_web() {
        let mut b = vec![
            Block::new(vec![ins(Opcode::SMovB32, &[s(9, 1), Operand::int(0)])]),
            Block::new(vec![
                ins(Opcode::SAddU32, &[s(9, 1), s(9, 1), Operand::int(1)]),
                ins(Opcode::SCmpLtU32, &[s(9, 1), Operand::int(10)]),
                ins(Opcode::SCbranchScc1, &[Operand::Imm(1)]),
            ]),
            Block::new(vec![
                ins(Opcode::SAddU32, &[s(12, 1), s(9, 1), s(9, 1)]),
                ins(Opcode::SCmpLtU32, &[s(12, 1), s(9, 1)]),
                end(),
            ]),
        ];
        assert_eq!(run(&mut b, RegFile::Sgpr), Some(2));
        assert_eq!(b[0].insts[0].operands[0], s(0, 1));
        assert_eq!(b[1].insts[0].operands[..2], [s(0, 1), s(0, 1)]);
        assert_eq!(b[2].insts[0].operands[..], [s(1, 1), s(0, 1), s(0, 1)]);
        assert_eq!(b[2].insts[1].operands[1], s(0, 1));
    }

    /// A load whose result overlaps its address keeps the overlap (one
    /// web); a tied write into a register nothing defined (spill lanes)
    /// reads an entry value and is pinned.
    #[test]
    fn overlapping_memory_operands_and_tied_writes() {
        let mut b = vec![Block::new(vec![
            ins(Opcode::VMovB32, &[v(6, 1), Operand::int(0)]),
            ins(Opcode::VMovB32, &[v(7, 1), Operand::int(0)]),
            ins(Opcode::GlobalLoadDword, &[v(6, 1), v(6, 2), Operand::Off]),
            ins(Opcode::VWritelaneB32, &[v(3, 1), s(0, 1), Operand::int(3)]),
            ins(Opcode::VAddU32, &[v(8, 1), v(6, 1), v(3, 1)]),
            ins(Opcode::VAddU32, &[v(8, 1), v(8, 1), v(8, 1)]),
            end(),
        ])];
        assert_eq!(run(&mut b, RegFile::Vgpr), Some(4));
        let i = &b[0].insts;
        assert_eq!(i[2].operands[..2], [v(0, 1), v(0, 2)]);
        assert_eq!(i[3].operands[0], v(3, 1));
        assert_eq!(i[4].operands[0], v(0, 1));
    }

    /// Nothing to gain: the code is left as it was.
    #[test]
    fn dense_code_is_left_alone() {
        let code = vec![
            ins(Opcode::SMovB32, &[s(0, 1), Operand::int(1)]),
            ins(Opcode::SAddU32, &[s(1, 1), s(0, 1), s(0, 1)]),
            ins(Opcode::SAddU32, &[s(0, 1), s(0, 1), s(1, 1)]),
            end(),
        ];
        let mut b = vec![Block::new(code.clone())];
        assert_eq!(run(&mut b, RegFile::Sgpr), None);
        assert_eq!(b[0].insts, code);
    }

    /// Calls and EXEC writes are outside what the pass understands.
    #[test]
    fn calls_and_exec_writes_are_refused() {
        let mut b = vec![Block::new(vec![
            ins(Opcode::SMovB32, &[s(9, 1), Operand::int(1)]),
            ins(Opcode::SSwappcB64, &[s(30, 2), s(4, 2)]),
            end(),
        ])];
        assert_eq!(run(&mut b, RegFile::Sgpr), None);
        let b = vec![Block::new(vec![
            ins(
                Opcode::SMovB64,
                &[Operand::Reg(Reg::EXEC), Operand::int(-1)],
            ),
            end(),
        ])];
        assert!(!vector_ok(&b));
    }
}
