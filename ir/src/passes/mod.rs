//! Target-independent cleanups: constant folding, dead-code elimination,
//! common-subexpression elimination, CFG simplification, division by
//! constants through multiplication, and three loop passes: loop-invariant
//! code motion, strength reduction of addresses and loop rotation.
//!
//! Role: between the verifier and `lower`, these passes remove what
//! frontends leave behind (constant branches, duplicate address
//! arithmetic, unused values, chains of empty blocks) so that lowering
//! and register allocation see less. They are deliberately the *cheap*
//! cleanups: each is linear (or near-linear) in the function (the loop
//! passes: in the blocks of each natural loop, [`loops`]), and none
//! reasons about memory.
//!
//! Contract shared by every pass:
//! - Input: a function that passes the verifier. Output: a function that
//!   still does, with the same meaning under the reference interpreter.
//! - `run(func) -> bool` returns whether anything changed; run on its own
//!   output it returns `false` (each pass iterates to its own fixpoint).
//! - Uses are rewritten through [`Function::change_to_alias`] and
//!   [`Function::resolve_aliases`]; removed instructions are unlinked from
//!   their block, never freed, so entity-indexed side tables stay valid.
//!
//! The driver [`run_default`] runs them in the order below, repeating the
//! sequence until nothing changes (at most [`MAX_ROUNDS`] times):
//!
//! ```text
//!  constfold     constants, identities, constant branches -> br
//!  simplify_cfg  unreachable blocks, block merging, jump threading
//!  divconst      x / c and x % c -> multiply-high, shifts, adds
//!  cse           dominator-scoped value numbering
//!  licm          pure loop-invariant instructions -> before the loop
//!  lsr           ptradd base, f(counter) -> pointer carried by the loop
//!  loop_rotate   test at the top -> guard before the loop, test at the latch
//!  dce           unused results of removable instructions
//! ```
//!
//! Constant folding first because it turns branches into jumps, which
//! makes blocks unreachable for `simplify_cfg`; merging blocks puts more
//! duplicates into one dominator scope for `cse`. `divconst` runs after
//! folding (a constant dividend is folded whole, not expanded) and before
//! `cse`, so `x / c` and `x % c` share one multiply-high and the magic
//! constants are merged. `licm` runs on CSE's output (one copy of each
//! invariant left to move) and before `lsr`, so the offsets `lsr` sees
//! have their invariant parts outside the loop already; the start values
//! `lsr` builds before an inner loop are constant-folded and moved out of
//! the enclosing loop by the next round. `loop_rotate` runs after both, which
//! find a loop's counter in its header's parameters either way; the
//! guard it copies before the loop is often constant and folded by the
//! next round's `constfold`. `dce` last sweeps up the
//! constants, duplicates and address arithmetic the others orphaned. In debug builds the driver verifies
//! each function after every round (when the input was valid) and panics
//! on a pass bug, naming the round.

pub mod constfold;
pub mod cse;
pub mod dce;
pub mod divconst;
pub mod licm;
pub mod loop_rotate;
pub mod loops;
pub mod lsr;
pub mod simplify_cfg;

use crate::function::Function;
use crate::module::Module;
use crate::verifier::{verify_function, verify_module};

/// Most rounds of the pass sequence per function. Each round is linear,
/// and real inputs settle in two; the cap bounds the worst case.
pub const MAX_ROUNDS: usize = 4;

/// Runs the cleanups on one function, once each, in the default order.
/// Returns whether anything changed.
pub fn run_round(func: &mut Function) -> bool {
    let mut changed = constfold::run(func);
    changed |= simplify_cfg::run(func);
    changed |= divconst::run(func);
    changed |= cse::run(func);
    changed |= licm::run(func);
    changed |= lsr::run(func);
    changed |= loop_rotate::run(func);
    changed |= dce::run(func);
    changed
}

/// The default cleanup pipeline: nothing at `-O0`; at `-O1` and above,
/// [`run_round`] on every function until it settles or [`MAX_ROUNDS`].
/// Returns whether anything changed. The module must be verified.
pub fn run_default(module: &mut Module, opt_level: u8) -> bool {
    if opt_level == 0 {
        return false;
    }
    // Verify between rounds only if the input was valid: a pass may
    // assume valid input, so only then is an invalid output its fault.
    let check = cfg!(debug_assertions) && verify_module(module).is_ok();
    let ids: Vec<_> = module.functions.keys().collect();
    let mut changed_any = false;
    for id in ids {
        for round in 0..MAX_ROUNDS {
            let changed = run_round(&mut module.functions[id]);
            changed_any |= changed;
            if check {
                if let Err(errors) = verify_function(module, id) {
                    let list: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
                    panic!(
                        "cleanup round {round} broke `@{}`:\n{}",
                        module.functions[id].name,
                        list.join("\n")
                    );
                }
            }
            if !changed {
                break;
            }
        }
    }
    changed_any
}
