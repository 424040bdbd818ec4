//! Vector legalization: element-wise operations on vectors become one
//! scalar operation per lane, in the IR, before selection.
//!
//! Role: the GFX9 selector keeps a vector value in consecutive dwords laid
//! out exactly as in memory (lane 0 lowest; 16-bit lanes two to a dword,
//! 8-bit lanes four), so loads, stores, bitcasts, `select`, block
//! parameters and call arguments of vector type move whole registers and
//! need no splitting. What has no vector form in the selector is the
//! arithmetic: every instruction whose typing rule is element-wise
//! (`Int`, `Float`, `Ldexp` signatures, and the numeric conversions) with
//! a vector result is rewritten as
//!
//! ```text
//!   %r = fadd %a, %b              ; f32x2
//! into
//!   %a0 = extractlane %a, 0   %b0 = extractlane %b, 0   %r0 = fadd %a0, %b0
//!   %a1 = extractlane %a, 1   %b1 = extractlane %b, 1   %r1 = fadd %a1, %b1
//!   %v = splat.f32x2 %r0      %r = insertlane %v, %r1, 1
//! ```
//!
//! and the scalar operations then follow the ordinary rules (`promote`
//! runs after this pass, so an `f16x2 fdiv` ends as two f32 divisions).
//!
//! Invariants: the output verifies and computes what the input computed,
//! lane by lane (the IR defines vector operations as independent lanes).
//! No vector arithmetic reaches selection.
//!
//! Trick: the rebuilt vector is a `splat` followed by an `insertlane`
//! chain, which the selector recognises and assembles in one step (each
//! dword built once from its lanes), so the chain costs no intermediate
//! vectors in registers.

use crate::rewrite::{rewrite_function, Rewriter};
use crate::LowerError;
use agc_ir::instructions::Payload;
use agc_ir::{Function, Inst, Opcode, Sig, Value};
use std::borrow::Cow;

/// Whether `op` works lane by lane when its result is a vector.
fn elementwise(op: Opcode) -> bool {
    use Opcode::*;
    matches!(op.sig(), Sig::Int | Sig::Float | Sig::Ldexp)
        || matches!(
            op,
            Sext | Zext | Trunc | Fpext | Fptrunc | Fptosi | Fptoui | Sitofp | Uitofp
        )
}

fn wanted(f: &Function, i: Inst) -> bool {
    let d = &f.insts[i];
    elementwise(d.opcode)
        && f.first_result(i)
            .is_some_and(|r| f.value_type(r).is_vector())
}

/// Scalarizes the element-wise vector operations of `func` (borrowing it
/// unchanged when it has none).
pub fn run(func: &Function) -> Result<Cow<'_, Function>, LowerError> {
    rewrite_function(func, "vector legalization", wanted, split)
}

fn split(rw: &mut Rewriter<'_>) -> Result<Value, LowerError> {
    let at = rw.at;
    let data = rw.f.insts[at];
    let args: smallvec::SmallVec<[Value; 3]> = rw.f.inst_args(at).iter().copied().collect();
    let ty = rw.f.value_type(rw.f.inst_results(at)[0]);
    let lanes = ty.lanes();
    let mut parts: smallvec::SmallVec<[Value; 4]> = smallvec::SmallVec::new();
    for l in 0..lanes {
        let mut scalar_args: smallvec::SmallVec<[Value; 3]> = smallvec::SmallVec::new();
        for &a in &args {
            if rw.f.value_type(a).is_vector() {
                let x = rw.op(Opcode::Extractlane, ty, &[a], Payload::Lane(l as u8))?;
                scalar_args.push(x);
            } else {
                scalar_args.push(a);
            }
        }
        let p = rw.op(data.opcode, data.ty.lane_type(), &scalar_args, data.payload)?;
        parts.push(p);
    }
    let mut v = rw.convert(Opcode::Splat, ty, parts[0])?;
    for (l, &p) in parts.iter().enumerate().skip(1) {
        v = rw.op(Opcode::Insertlane, ty, &[v, p], Payload::Lane(l as u8))?;
    }
    Ok(v)
}
