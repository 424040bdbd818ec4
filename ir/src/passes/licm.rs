//! Loop-invariant code motion: a pure instruction inside a loop whose
//! operands are all defined outside it is moved out, to the end of the
//! header's immediate dominator, and so runs once instead of once per
//! iteration.
//!
//! Which instructions move: those that read, write and order nothing, are
//! not convergent, are not calls or terminators, have at least one operand
//! (an operand-free instruction — a constant, an address of a variable,
//! dispatch geometry — costs nothing to recompute: lowering folds it into
//! its users), and cannot trap. Moving out of a loop is speculation: the
//! moved instruction also runs when the loop body would not have (a loop
//! that runs zero times, a branch inside the loop not taken), so integer
//! division and remainder (which trap on zero) and `addrspacecast` (which
//! traps on an address outside the aperture) stay where they are.
//!
//! Where they go: the header's immediate dominator, right before its
//! terminator. For a natural loop it lies outside the loop and dominates
//! every block of it, and every operand defined outside the loop already
//! dominates it (a definition that dominates a use inside the loop
//! dominates the header, hence the header's closest strict dominator), so
//! no preheader block has to be made and the CFG is left unchanged.
//!
//! An operand-free operand defined inside the loop (`%four = iconst.i32 4`
//! next to its user) does not make its user variant: it moves out along
//! with the user. It never moves on its own.
//!
//! The trick: one walk over the blocks in reverse post-order, with no
//! per-loop visit. An instruction's operands come before it in that
//! order, so they sit where they will stay when it is reached; it then
//! climbs from its block's innermost loop, leaving each loop whose body
//! defines none of its operands for the loop (or the top level) that
//! holds that loop's header's immediate dominator (an enclosing loop, or
//! one that runs before it), and
//! moves once, to where the climb ends. A chain of invariant
//! computations therefore moves whole, and as far out as each link can
//! go; one run reaches the fixpoint, and the cost is one climb step per
//! loop an instruction actually leaves, not per loop it sits in (a deep
//! nest would make the latter quadratic).

use super::loops::{def_block, insert_before_terminator, LoopNest};
use crate::entities::{Inst, Value};
use crate::function::Function;
use crate::opcodes::Opcode;
use smallvec::SmallVec;

/// Hoists loop-invariant pure instructions. Returns whether anything
/// moved.
pub fn run(func: &mut Function) -> bool {
    let Some(LoopNest {
        dom,
        loops,
        innermost,
        mut place,
        ..
    }) = LoopNest::analyze(func)
    else {
        return false;
    };
    let mut changed = false;
    for &block in &dom.rpo {
        let Some(home) = innermost[block] else {
            continue;
        };
        let mut i = 0;
        while i < func.blocks[block].insts.len() {
            let inst = func.blocks[block].insts[i];
            if !movable(func, inst) {
                i += 1;
                continue;
            }
            // Climb while the operands are all defined outside the loop
            // (or are operand-free and move along).
            let mut target = None;
            let mut left: SmallVec<[usize; 4]> = SmallVec::new();
            let mut at = Some(home as usize);
            while let Some(li) = at {
                let l = &loops[li];
                let invariant = func.inst_args(inst).iter().all(|&a| {
                    def_block(func, &place, a).is_some_and(|b| !l.contains(b))
                        || free_def(func, a).is_some()
                });
                let Some(dest) = dom.idom(l.header).filter(|_| invariant) else {
                    break;
                };
                target = Some(dest);
                left.push(li);
                at = innermost[dest].map(|x| x as usize);
            }
            let Some(dest) = target else {
                i += 1;
                continue;
            };
            // Operand-free operands defined in the loops left go first.
            // (A header's immediate dominator may lie in a loop before
            // it rather than around it, so the loops left need not nest.)
            let args: SmallVec<[Value; 4]> = func.inst_args(inst).iter().copied().collect();
            for a in args {
                let Some(d) = free_def(func, a) else {
                    continue;
                };
                if let Some(from) = place[d].filter(|&b| left.iter().any(|&l| loops[l].contains(b)))
                {
                    func.remove_inst(from, d);
                    insert_before_terminator(func, dest, d);
                    place[d] = Some(dest);
                }
            }
            // An operand-free operand moved out of this block sat before
            // the instruction: find it again.
            let at = func.blocks[block]
                .insts
                .iter()
                .position(|&x| x == inst)
                .expect("the instruction is still in its block");
            func.blocks[block].insts.remove(at);
            insert_before_terminator(func, dest, inst);
            place[inst] = Some(dest);
            changed = true;
            i = at;
        }
    }
    changed
}

/// The instruction defining `v` when it is pure and has no operands (a
/// constant, an address of a variable, dispatch geometry): it can move
/// anywhere with the instruction that uses it.
fn free_def(func: &Function, v: Value) -> Option<Inst> {
    let inst = func.value_inst(v)?;
    let fx = func.insts[inst].opcode.effects();
    let pure = !(fx.reads || fx.writes || fx.ordering || fx.convergent || fx.terminator);
    (pure && func.inst_args(inst).is_empty() && func.insts[inst].opcode != Opcode::Call)
        .then_some(inst)
}

/// Whether `inst` may run more often than written, earlier, elsewhere.
fn movable(func: &Function, inst: Inst) -> bool {
    let op = func.insts[inst].opcode;
    let fx = op.effects();
    if fx.reads || fx.writes || fx.ordering || fx.convergent || fx.terminator {
        return false;
    }
    if func.inst_args(inst).is_empty() || func.inst_results(inst).is_empty() {
        return false;
    }
    !matches!(
        op,
        Opcode::Call
            | Opcode::CallIndirect
            | Opcode::Sdiv
            | Opcode::Udiv
            | Opcode::Srem
            | Opcode::Urem
            | Opcode::Addrspacecast
    )
}
