//! Copy forwarding on allocated code: `x = op ...; ...; t = mov x` with
//! `x` dead after the move becomes `t = op ...`.
//!
//! Why: regalloc2 has no multi-register operands, so a tuple is built by a
//! `Combine` whose parts were allocated on their own and are then copied
//! into the tuple's registers (the pair of a 64-bit address add, the
//! operands of `v_lshlrev_b64`). When the part's value is produced right
//! before and nothing else needs it, the producer can write the tuple's
//! register directly and the move disappears. The same holds for any
//! register-to-register move of one dword in the same file.
//!
//! The rewrite is done only when it is trivially safe, scanning within one
//! block (linear in its length times the short window between producer
//! and move):
//!
//! - the producer writes `x` through one explicit, plain `Def` operand of
//!   exactly one dword (no tied `DefUse`, no 16-bit row that could keep
//!   bits of the old register, no DPP row that could keep lanes of it: a
//!   DPP row qualifies only with every row and bank on and `bound_ctrl`,
//!   which writes 0 where the source lane is invalid) and writes nothing that
//!   overlaps `t`;
//! - between producer and move, nothing reads or writes `x` or `t`,
//!   nothing writes EXEC (the move copies the lanes the producer wrote)
//!   and there is no call (it reads its arguments and writes its results
//!   without naming them);
//!   the producer itself may read `t` when it is an ALU row (its sources
//!   are read before its result is written: `v_sub_co_u32 v7, vcc, v1,
//!   v3; v_mov_b32 v1, v7` becomes `v_sub_co_u32 v1, vcc, v1, v3`), not
//!   when it is a memory row, which an XNACK replay re-executes;
//! - after the move, `x` is written before it is read in the same block,
//!   or the block ends the program, or `x` is dead at the block's end by
//!   the register liveness of [`crate::compact::block_liveness`] (a loop's
//!   pointer increment: the producer writes the block parameter's register
//!   instead of a temporary copied at the back edge). That liveness counts
//!   a write as killing the register, true for SGPRs, and for VGPRs only
//!   when nothing writes EXEC and no inactive lane is live (the caller's
//!   `full_vector_writes`): else a lane a later masked write leaves alone
//!   would still need the producer's value. Calls and returns (`s_swappc_b64`,
//!   `s_setpc_b64`) count as reading every register, and a call also as
//!   writing every register: their arguments and results are not
//!   operands, so a producer is never looked for across a call (a result
//!   may come back in the register an argument went out in).

use crate::compact::{block_liveness, live_out, set_has, Set};
use agc_isa::insts::{Implicit, Opcode, Role};
use agc_isa::minst::{MInst, Operand};
use agc_isa::mir::Block;
use agc_isa::regs::{Reg, RegFile};

/// Register liveness at block ends, computed for a file the first time
/// a move needs it (`None` inside: not computable for this code).
struct LiveOut {
    full_vector_writes: bool,
    files: [Option<Option<(Vec<[u32; 2]>, Vec<Set>)>>; 2],
}

impl LiveOut {
    /// Whether register `x` may be live at the end of block `b`.
    fn may_be_live(&mut self, blocks: &[Block], b: usize, x: Reg) -> bool {
        let k = match x.file {
            RegFile::Sgpr => 0,
            RegFile::Vgpr if self.full_vector_writes => 1,
            _ => return true,
        };
        let live = self.files[k].get_or_insert_with(|| block_liveness(blocks, x.file));
        match live {
            Some((succs, live_in)) => set_has(&live_out(succs, live_in, b), x.index as usize),
            None => true,
        }
    }
}

/// Forwards copies in every block; returns how many moves were removed.
/// `full_vector_writes`: nothing writes EXEC and no inactive lane is live,
/// so a VGPR write kills the register (module doc).
pub fn forward_copies(blocks: &mut [Block], full_vector_writes: bool) -> u32 {
    let mut removed = 0;
    let mut live = LiveOut {
        full_vector_writes,
        files: [None, None],
    };
    for b in 0..blocks.len() {
        let mut i = 0;
        while i < blocks[b].insts.len() {
            let dead_at_end = |x: Reg| !live.may_be_live(blocks, b, x);
            match try_forward(&blocks[b].insts, i, dead_at_end) {
                Some((producer, dst_slot, t)) => {
                    let b = &mut blocks[b];
                    b.insts[producer].operands[dst_slot] = Operand::Reg(t);
                    b.insts.remove(i);
                    if !b.locs.is_empty() {
                        b.locs.remove(i);
                    }
                    removed += 1;
                }
                None => i += 1,
            }
        }
    }
    removed
}

/// If the move at `i` can be forwarded: the producer's index, the slot of
/// its destination operand, and the move's destination.
fn try_forward(
    insts: &[MInst],
    i: usize,
    mut dead_at_end: impl FnMut(Reg) -> bool,
) -> Option<(usize, usize, Reg)> {
    let mv = &insts[i];
    if !matches!(mv.opcode, Opcode::VMovB32 | Opcode::SMovB32) || mv.mods != Default::default() {
        return None;
    }
    let (Operand::Reg(t), Operand::Reg(x)) = (mv.operands[0], mv.operands[1]) else {
        return None;
    };
    if t == x || t.len != 1 || x.len != 1 || t.file != x.file {
        return None;
    }
    if !matches!(x.file, RegFile::Vgpr | RegFile::Sgpr) {
        return None;
    }
    // The producer: the nearest earlier instruction touching x or t.
    let mut j = i;
    let producer = loop {
        if j == 0 {
            return None;
        }
        j -= 1;
        let inst = &insts[j];
        // A call writes its results (and clobbers) without naming them:
        // the value moved after it may be the call's, not an earlier row's.
        if writes_exec(inst) || is_call(inst) {
            return None;
        }
        if let Some(slot) = plain_def_of(inst, x) {
            // An ALU producer may read `t`: it reads its sources before
            // it writes. A memory producer may not (an XNACK replay reads
            // its address registers again).
            let alu = inst.opcode.info().format.is_valu() || inst.opcode.info().format.is_salu();
            if writes(inst, t) || (touches(inst, t) && !alu) {
                return None;
            }
            break (j, slot);
        }
        if touches(inst, t) || touches(inst, x) {
            return None;
        }
    };
    // x must be dead after the move.
    for inst in &insts[i + 1..] {
        if reads(inst, x) {
            return None;
        }
        if writes(inst, x) {
            return Some((producer.0, producer.1, t));
        }
    }
    let ends_program = insts.last().is_some_and(|l| l.opcode == Opcode::SEndpgm);
    (ends_program || dead_at_end(x)).then_some((producer.0, producer.1, t))
}

/// The slot through which `inst` writes exactly `x`, when that write is
/// the plain kind the module doc requires.
fn plain_def_of(inst: &MInst, x: Reg) -> Option<usize> {
    let info = inst.opcode.info();
    // A DPP row keeps the old value of lanes whose source is invalid or
    // whose row or bank is masked off, unless it writes 0 there
    // (`bound_ctrl`) with every row and bank on.
    let partial_dpp = inst
        .mods
        .dpp
        .is_some_and(|d| !(d.bound_ctrl && d.row_mask == 0xf && d.bank_mask == 0xf));
    if partial_dpp || inst.opcode.may_keep_dst() {
        return None;
    }
    let mut found = None;
    for (k, (o, slot)) in inst.operands.iter().zip(info.operands).enumerate() {
        let Operand::Reg(r) = *o else { continue };
        if !slot.is_def() || !overlaps(r, x) {
            continue;
        }
        if r != x || slot.role != Role::Def || found.is_some() {
            return None;
        }
        found = Some(k);
    }
    found
}

fn overlaps(a: Reg, b: Reg) -> bool {
    a.file == b.file && a.index < b.index + b.len as u16 && b.index < a.index + a.len as u16
}

/// A call or a return (or a jump to another function).
fn is_call(inst: &MInst) -> bool {
    matches!(inst.opcode, Opcode::SSwappcB64 | Opcode::SSetpcB64)
}

fn reads(inst: &MInst, r: Reg) -> bool {
    // A call or return reads its argument or result registers without
    // naming them: treat it as reading everything.
    if is_call(inst) {
        return true;
    }
    let info = inst.opcode.info();
    inst.operands
        .iter()
        .zip(info.operands)
        .any(|(o, slot)| slot.is_use() && matches!(o, Operand::Reg(x) if overlaps(*x, r)))
}

fn writes(inst: &MInst, r: Reg) -> bool {
    let info = inst.opcode.info();
    inst.operands
        .iter()
        .zip(info.operands)
        .any(|(o, slot)| slot.is_def() && matches!(o, Operand::Reg(x) if overlaps(*x, r)))
}

fn touches(inst: &MInst, r: Reg) -> bool {
    inst.operands
        .iter()
        .any(|o| matches!(o, Operand::Reg(x) if overlaps(*x, r)))
}

fn writes_exec(inst: &MInst) -> bool {
    inst.opcode.info().implicit.has(Implicit::DEF_EXEC) || writes(inst, Reg::EXEC)
}

#[cfg(test)]
mod tests {
    //! Each rule of the module doc, passing and failing, on hand-written
    //! allocated code (oracle: the rules themselves, instruction by
    //! instruction).

    use super::*;

    fn v(i: u16) -> Operand {
        Operand::Reg(Reg::v(i))
    }
    fn ins(op: Opcode, ops: &[Operand]) -> MInst {
        MInst::new(op, ops)
    }
    fn run(insts: Vec<MInst>) -> (u32, Vec<MInst>) {
        let mut blocks = vec![Block::new(insts)];
        let n = forward_copies(&mut blocks, false);
        (n, blocks.pop().unwrap().insts)
    }
    fn end() -> MInst {
        ins(Opcode::SEndpgm, &[])
    }

    /// A call's result in v1 is not the value the instruction before the
    /// call wrote to v1 (its argument): the move after the call stays.
    #[test]
    fn no_producer_across_a_call() {
        let s = |i: u16, n: u8| Operand::Reg(Reg::new(RegFile::Sgpr, i, n));
        let (n, _) = run(vec![
            ins(Opcode::VAddF32, &[v(1), v(2), v(3)]),
            ins(Opcode::SSwappcB64, &[s(30, 2), s(4, 2)]),
            ins(Opcode::VMovB32, &[v(5), v(1)]),
            end(),
        ]);
        assert_eq!(n, 0);
    }

    #[test]
    fn producer_writes_the_tuple_register() {
        let (n, out) = run(vec![
            ins(Opcode::VAddF32, &[v(0), v(1), v(2)]),
            ins(Opcode::VMulF32, &[v(3), v(1), v(2)]),
            ins(Opcode::VMovB32, &[v(4), v(0)]),
            ins(Opcode::VMovB32, &[v(0), v(1)]),
            ins(
                Opcode::GlobalStoreDword,
                &[
                    Operand::Reg(Reg::new(RegFile::Vgpr, 4, 2)),
                    v(0),
                    Operand::Off,
                ],
            ),
            end(),
        ]);
        assert_eq!(n, 1);
        assert_eq!(out[0], ins(Opcode::VAddF32, &[v(4), v(1), v(2)]));
        assert_eq!(out.len(), 5);
    }

    #[test]
    fn kept_when_the_source_is_read_later() {
        let (n, _) = run(vec![
            ins(Opcode::VAddF32, &[v(0), v(1), v(2)]),
            ins(Opcode::VMovB32, &[v(4), v(0)]),
            ins(Opcode::VMulF32, &[v(5), v(0), v(2)]),
            end(),
        ]);
        assert_eq!(n, 0);
    }

    #[test]
    fn kept_when_the_destination_is_touched_in_between() {
        let (n, _) = run(vec![
            ins(Opcode::VAddF32, &[v(0), v(1), v(2)]),
            ins(Opcode::VMulF32, &[v(5), v(4), v(2)]),
            ins(Opcode::VMovB32, &[v(4), v(0)]),
            end(),
        ]);
        assert_eq!(n, 0);
    }

    #[test]
    fn kept_across_an_exec_write() {
        let (n, _) = run(vec![
            ins(Opcode::VAddF32, &[v(0), v(1), v(2)]),
            ins(
                Opcode::SMovB64,
                &[Operand::Reg(Reg::EXEC), Operand::int(-1)],
            ),
            ins(Opcode::VMovB32, &[v(4), v(0)]),
            end(),
        ]);
        assert_eq!(n, 0);
    }

    #[test]
    fn kept_when_the_block_continues_without_a_redefinition() {
        let (n, _) = run(vec![
            ins(Opcode::VAddF32, &[v(0), v(1), v(2)]),
            ins(Opcode::VMovB32, &[v(4), v(0)]),
        ]);
        assert_eq!(n, 0);
    }

    #[test]
    fn an_alu_producer_may_read_the_destination() {
        let (n, out) = run(vec![
            ins(Opcode::VSubU32, &[v(7), v(1), v(3)]),
            ins(Opcode::VMovB32, &[v(1), v(7)]),
            end(),
        ]);
        assert_eq!(n, 1);
        assert_eq!(out[0], ins(Opcode::VSubU32, &[v(1), v(1), v(3)]));
    }

    #[test]
    fn kept_for_a_load_reading_the_destination() {
        let (n, _) = run(vec![
            ins(
                Opcode::GlobalLoadDword,
                &[
                    v(7),
                    Operand::Reg(Reg::new(RegFile::Vgpr, 1, 2)),
                    Operand::Off,
                ],
            ),
            ins(Opcode::VMovB32, &[v(1), v(7)]),
            end(),
        ]);
        assert_eq!(n, 0);
    }

    #[test]
    fn kept_across_a_call_that_returns_in_the_source() {
        // v0 after the call is the call's result, not the first move's.
        let sp = Operand::Reg(Reg::new(RegFile::Sgpr, 6, 2));
        let ra = Operand::Reg(Reg::new(RegFile::Sgpr, 30, 2));
        let (n, _) = run(vec![
            ins(Opcode::VMovB32, &[v(0), v(8)]),
            ins(Opcode::SSwappcB64, &[ra, sp]),
            ins(Opcode::VMovB32, &[v(8), v(0)]),
            end(),
        ]);
        assert_eq!(n, 0);
    }

    #[test]
    fn kept_for_a_tied_producer() {
        // v_fmac_f32 reads its destination.
        let (n, _) = run(vec![
            ins(Opcode::VFmacF32, &[v(0), v(1), v(2)]),
            ins(Opcode::VMovB32, &[v(4), v(0)]),
            end(),
        ]);
        assert_eq!(n, 0);
    }

    /// A loop whose body ends `x = op; ...; t = mov x` and branches back:
    /// the body block, then an exit block reading `read_in_exit`.
    fn loop_blocks(x: u16, read_in_exit: u16) -> Vec<Block> {
        let s = |i: u16| Operand::Reg(Reg::new(RegFile::Sgpr, i, 1));
        vec![
            Block::new(vec![
                ins(Opcode::VAddU32, &[v(x), v(8), v(9)]),
                ins(Opcode::SAddU32, &[s(0), s(0), Operand::Inline(129)]),
                ins(Opcode::VMovB32, &[v(8), v(x)]),
                ins(Opcode::SCmpLtU32, &[s(0), s(1)]),
                ins(Opcode::SCbranchScc1, &[Operand::Imm(0)]),
            ]),
            Block::new(vec![
                ins(
                    Opcode::GlobalStoreDword,
                    &[
                        Operand::Reg(Reg::new(RegFile::Vgpr, 2, 2)),
                        v(read_in_exit),
                        Operand::Off,
                    ],
                ),
                end(),
            ]),
        ]
    }

    /// The temporary of a loop's back-edge copy is dead at the block's
    /// end (neither the loop nor the exit reads it): the producer writes
    /// the parameter's register. Oracle: the liveness rule of the module
    /// doc, with the loop's blocks written out.
    #[test]
    fn dead_at_the_block_end_across_a_back_edge() {
        let mut blocks = loop_blocks(10, 8);
        assert_eq!(forward_copies(&mut blocks, true), 1);
        assert_eq!(
            blocks[0].insts[0],
            ins(Opcode::VAddU32, &[v(8), v(8), v(9)])
        );
        assert_eq!(blocks[0].insts.len(), 4);
    }

    /// Kept when the exit reads the temporary, and for VGPRs when writes
    /// may be masked (`full_vector_writes` false).
    #[test]
    fn kept_when_live_out_or_writes_may_be_masked() {
        let mut live = loop_blocks(10, 10);
        assert_eq!(forward_copies(&mut live, true), 0);
        let mut masked = loop_blocks(10, 8);
        assert_eq!(forward_copies(&mut masked, false), 0);
    }
}
