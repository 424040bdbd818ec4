//! Dead-code elimination: deletes instructions whose results nobody uses
//! and whose only effect is computing them.
//!
//! An instruction is *removable* when the opcode table says so
//! ([`Effects::removable`](crate::Effects::removable): it writes no memory,
//! orders nothing and is not a terminator) and, for loads, the access is
//! neither volatile nor atomic (an atomic load takes part in the memory
//! model's synchronization even when its value is ignored). Pure
//! convergent operations (`readfirstlane`, `ballot`, ...) are removable:
//! deleting them changes no other lane's result. Block parameters are not
//! removed here.
//!
//! The central trick is a use count per value, counted once over the
//! function through resolved aliases, and a worklist: deleting an
//! instruction decrements its operands' counts, and an operand whose count
//! drops to zero queues its defining instruction. Each instruction is
//! queued at most once per use that dies, so the pass is linear, and it
//! reaches its fixpoint in one run. Deleted instructions are unlinked in
//! one sweep over the blocks at the end.

use crate::entities::{Inst, Value};
use crate::function::{Function, ValueDef};
use crate::instructions::Payload;
use cranelift_entity::SecondaryMap;

/// Deletes unused removable instructions. Returns whether anything
/// changed.
pub fn run(func: &mut Function) -> bool {
    let mut uses: SecondaryMap<Value, u32> = SecondaryMap::with_capacity(func.values.len());
    let mut placed: SecondaryMap<Inst, bool> = SecondaryMap::with_capacity(func.insts.len());
    for &block in &func.layout {
        for &inst in &func.blocks[block].insts {
            placed[inst] = true;
            for_each_use(func, inst, |v| uses[v] += 1);
        }
    }

    let mut dead: SecondaryMap<Inst, bool> = SecondaryMap::with_capacity(func.insts.len());
    let mut worklist: Vec<Inst> = Vec::new();
    for &block in &func.layout {
        for &inst in &func.blocks[block].insts {
            if is_dead(func, inst, &uses) {
                worklist.push(inst);
            }
        }
    }
    let mut any = false;
    while let Some(inst) = worklist.pop() {
        if dead[inst] {
            continue;
        }
        dead[inst] = true;
        any = true;
        for_each_use(func, inst, |v| {
            uses[v] -= 1;
            if uses[v] == 0 {
                if let ValueDef::Result(def, _) = func.value_def(v) {
                    if placed[def] && !dead[def] && is_dead(func, def, &uses) {
                        worklist.push(def);
                    }
                }
            }
        });
    }
    if any {
        for i in 0..func.layout.len() {
            let block = func.layout[i];
            func.blocks[block].insts.retain(|&inst| !dead[inst]);
        }
    }
    any
}

/// True when `inst` may be deleted and none of its results is used.
fn is_dead(func: &Function, inst: Inst, uses: &SecondaryMap<Value, u32>) -> bool {
    let data = &func.insts[inst];
    if !data.opcode.effects().removable() {
        return false;
    }
    if let Payload::Mem(mem) = data.payload {
        if mem.volatile || mem.is_atomic() {
            return false;
        }
    }
    func.inst_results(inst).iter().all(|&r| uses[r] == 0)
}

/// Calls `f` on the resolved value of every operand and branch argument.
fn for_each_use(func: &Function, inst: Inst, mut f: impl FnMut(Value)) {
    for &arg in func.inst_args(inst) {
        f(func.resolve(arg));
    }
    func.for_each_block_call(inst, |bc| {
        for &arg in bc.args.as_slice(&func.value_lists) {
            f(func.resolve(arg));
        }
    });
}
