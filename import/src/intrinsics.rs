//! The LLVM intrinsics agc imports, as one table.
//!
//! Role: map an intrinsic's name to what [`crate::translate`] builds for
//! it. Each row is a base name (the part before LLVM's type suffixes:
//! `llvm.fabs` for `llvm.fabs.f32` and `llvm.fabs.v2f16`) and an
//! [`Intr`]; the lookup strips suffixes from the right until a base name
//! matches, so adding an intrinsic is adding a row. An `llvm.*` name with
//! no row is error E0301 naming it: agc never guesses what an intrinsic
//! does.
//!
//! Which rows are exact, and why (agc IR semantics are in docs/ir.md):
//! `llvm.fmuladd` may fuse or not, and agc's `fma` is one of the two
//! allowed results; `llvm.minnum`/`maxnum` (which may order -0 and +0
//! either way) and `minimumnum`/`maximumnum` are agc's minNum/maxNum;
//! `rint`, `nearbyint` and `roundeven` round to nearest even in the
//! default rounding mode; `llvm.amdgcn.rcp/rsq/exp2/log` are the
//! hardware approximations, as agc's `rcp rsqrt exp2 log2` are, and
//! `llvm.amdgcn.sqrt` (approximate) gets agc's correctly rounded `sqrt`.
//! `llvm.exp2`, `llvm.log2`, `llvm.sin`, `llvm.cos` are [`Intr::Approx`]
//! rows: without fast-math flags LLVM asks for library accuracy, which
//! agc's approximate operations do not promise, so only a call with `afn`
//! (approximate functions allowed, or `fast`) imports, and one without is
//! E0301. `llvm.amdgcn.sin/cos` take revolutions, not radians: not rows.

use agc_ir::{Dim, MatrixOp, Opcode, ReduceOp};
use rustc_hash::FxHashMap;
use std::sync::OnceLock;

/// What a call of an intrinsic becomes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Intr {
    WorkitemId(Dim),
    WorkgroupId(Dim),
    /// `llvm.amdgcn.implicitarg.ptr`: the hidden kernel arguments
    /// (see [`crate::hidden`]).
    ImplicitArgPtr,
    /// `llvm.amdgcn.dispatch.ptr`: the HSA dispatch packet.
    DispatchPtr,
    WaveSize,
    Barrier,
    Readfirstlane,
    Readlane,
    Ballot,
    MbcntLo,
    MbcntHi,
    Bpermute,
    WaveReduce(ReduceOp),
    /// With cbsz = abid = blgp = 0 (agc's lane layout is the hardware's).
    Mfma(MatrixOp),
    /// One operand, same type in and out.
    Unary(Opcode),
    /// Like `Unary`, an approximation of the library function: only for
    /// a call marked `afn`.
    Approx(Opcode),
    /// Two operands of the result's type.
    Binary(Opcode),
    /// Three operands of the result's type.
    Ternary(Opcode),
    /// `llvm.ldexp(x, i32 n)`.
    Ldexp,
    /// `llvm.abs(x, i1 poison_on_min)`: the flag only allows more.
    Abs,
    /// `llvm.ctlz/cttz(x, i1 zero_poison)`.
    CountZeros(Opcode),
    /// `llvm.fptosi.sat` / `fptoui.sat`: agc's conversions saturate.
    Convert(Opcode),
    /// `llvm.vector.reduce.*` of an integer vector: its lanes combined in
    /// order (the operations are associative and commutative).
    VecReduce(Opcode),
    /// `llvm.expect(x, c)` and `llvm.ssa.copy`: the first operand.
    First,
    /// `llvm.memcpy/memmove(dst, src, len, volatile)` with a small
    /// constant length: a copy in registers.
    Memcpy,
    /// `llvm.memset(dst, byte, len, volatile)` with a small constant length.
    Memset,
    /// Hints with no effect on what the program computes: lifetime
    /// markers, `assume`, debug intrinsics, scheduling hints, sleeps.
    Drop,
}

use Intr::*;

/// Base name, meaning.
const TABLE: &[(&str, Intr)] = &[
    ("llvm.amdgcn.workitem.id.x", WorkitemId(Dim::X)),
    ("llvm.amdgcn.workitem.id.y", WorkitemId(Dim::Y)),
    ("llvm.amdgcn.workitem.id.z", WorkitemId(Dim::Z)),
    ("llvm.amdgcn.workgroup.id.x", WorkgroupId(Dim::X)),
    ("llvm.amdgcn.workgroup.id.y", WorkgroupId(Dim::Y)),
    ("llvm.amdgcn.workgroup.id.z", WorkgroupId(Dim::Z)),
    ("llvm.amdgcn.implicitarg.ptr", ImplicitArgPtr),
    ("llvm.amdgcn.dispatch.ptr", DispatchPtr),
    ("llvm.amdgcn.wavefrontsize", WaveSize),
    ("llvm.amdgcn.s.barrier", Barrier),
    ("llvm.amdgcn.readfirstlane", Readfirstlane),
    ("llvm.amdgcn.readlane", Readlane),
    ("llvm.amdgcn.ballot", Ballot),
    ("llvm.amdgcn.mbcnt.lo", MbcntLo),
    ("llvm.amdgcn.mbcnt.hi", MbcntHi),
    ("llvm.amdgcn.ds.bpermute", Bpermute),
    ("llvm.amdgcn.wave.reduce.add", WaveReduce(ReduceOp::Add)),
    ("llvm.amdgcn.wave.reduce.and", WaveReduce(ReduceOp::And)),
    ("llvm.amdgcn.wave.reduce.or", WaveReduce(ReduceOp::Or)),
    ("llvm.amdgcn.wave.reduce.xor", WaveReduce(ReduceOp::Xor)),
    ("llvm.amdgcn.wave.reduce.min", WaveReduce(ReduceOp::Smin)),
    ("llvm.amdgcn.wave.reduce.max", WaveReduce(ReduceOp::Smax)),
    ("llvm.amdgcn.wave.reduce.umin", WaveReduce(ReduceOp::Umin)),
    ("llvm.amdgcn.wave.reduce.umax", WaveReduce(ReduceOp::Umax)),
    // Float reductions in any order: agc's `wave_reduce fadd` grants
    // compiled code any association, and `fmin`/`fmax` are minNum/maxNum
    // (the forms agc's own export writes).
    ("llvm.amdgcn.wave.reduce.fadd", WaveReduce(ReduceOp::Fadd)),
    ("llvm.amdgcn.wave.reduce.fmin", WaveReduce(ReduceOp::Fmin)),
    ("llvm.amdgcn.wave.reduce.fmax", WaveReduce(ReduceOp::Fmax)),
    (
        "llvm.amdgcn.mfma.f32.16x16x4f32",
        Mfma(MatrixOp::F32x16x16x4F32),
    ),
    (
        "llvm.amdgcn.mfma.f32.16x16x16f16",
        Mfma(MatrixOp::F32x16x16x16F16),
    ),
    (
        "llvm.amdgcn.mfma.f32.4x4x1f32",
        Mfma(MatrixOp::F32x4x4x1B16F32),
    ),
    (
        "llvm.amdgcn.mfma.f32.4x4x4f16",
        Mfma(MatrixOp::F32x4x4x4B16F16),
    ),
    (
        "llvm.amdgcn.mfma.f32.32x32x8f16",
        Mfma(MatrixOp::F32x32x32x8F16),
    ),
    (
        "llvm.amdgcn.mfma.f32.32x32x2f32",
        Mfma(MatrixOp::F32x32x32x2F32),
    ),
    ("llvm.exp2", Approx(Opcode::Exp2)),
    ("llvm.log2", Approx(Opcode::Log2)),
    ("llvm.sin", Approx(Opcode::Sin)),
    ("llvm.cos", Approx(Opcode::Cos)),
    ("llvm.amdgcn.rcp", Unary(Opcode::Rcp)),
    ("llvm.amdgcn.rsq", Unary(Opcode::Rsqrt)),
    ("llvm.amdgcn.exp2", Unary(Opcode::Exp2)),
    ("llvm.amdgcn.log", Unary(Opcode::Log2)),
    ("llvm.amdgcn.sqrt", Unary(Opcode::Sqrt)),
    ("llvm.fabs", Unary(Opcode::Fabs)),
    ("llvm.sqrt", Unary(Opcode::Sqrt)),
    ("llvm.floor", Unary(Opcode::Floor)),
    ("llvm.ceil", Unary(Opcode::Ceil)),
    ("llvm.trunc", Unary(Opcode::Ftrunc)),
    ("llvm.rint", Unary(Opcode::Nearest)),
    ("llvm.nearbyint", Unary(Opcode::Nearest)),
    ("llvm.roundeven", Unary(Opcode::Nearest)),
    ("llvm.ctpop", Unary(Opcode::Popcnt)),
    ("llvm.bitreverse", Unary(Opcode::Bitrev)),
    ("llvm.copysign", Binary(Opcode::Copysign)),
    ("llvm.minnum", Binary(Opcode::Fmin)),
    ("llvm.maxnum", Binary(Opcode::Fmax)),
    ("llvm.minimumnum", Binary(Opcode::Fmin)),
    ("llvm.maximumnum", Binary(Opcode::Fmax)),
    ("llvm.smin", Binary(Opcode::Smin)),
    ("llvm.smax", Binary(Opcode::Smax)),
    ("llvm.umin", Binary(Opcode::Umin)),
    ("llvm.umax", Binary(Opcode::Umax)),
    ("llvm.fma", Ternary(Opcode::Fma)),
    ("llvm.fmuladd", Ternary(Opcode::Fma)),
    ("llvm.ldexp", Ldexp),
    ("llvm.abs", Abs),
    ("llvm.ctlz", CountZeros(Opcode::Clz)),
    ("llvm.cttz", CountZeros(Opcode::Ctz)),
    ("llvm.fptosi.sat", Convert(Opcode::Fptosi)),
    ("llvm.fptoui.sat", Convert(Opcode::Fptoui)),
    ("llvm.vector.reduce.add", VecReduce(Opcode::Iadd)),
    ("llvm.vector.reduce.mul", VecReduce(Opcode::Imul)),
    ("llvm.vector.reduce.and", VecReduce(Opcode::And)),
    ("llvm.vector.reduce.or", VecReduce(Opcode::Or)),
    ("llvm.vector.reduce.xor", VecReduce(Opcode::Xor)),
    ("llvm.vector.reduce.smin", VecReduce(Opcode::Smin)),
    ("llvm.vector.reduce.smax", VecReduce(Opcode::Smax)),
    ("llvm.vector.reduce.umin", VecReduce(Opcode::Umin)),
    ("llvm.vector.reduce.umax", VecReduce(Opcode::Umax)),
    ("llvm.expect", First),
    ("llvm.ssa.copy", First),
    ("llvm.memcpy", Memcpy),
    ("llvm.memcpy.inline", Memcpy),
    ("llvm.memmove", Memcpy),
    ("llvm.memset", Memset),
    ("llvm.memset.inline", Memset),
    ("llvm.lifetime.start", Drop),
    ("llvm.lifetime.end", Drop),
    ("llvm.assume", Drop),
    ("llvm.dbg.value", Drop),
    ("llvm.dbg.declare", Drop),
    ("llvm.dbg.label", Drop),
    ("llvm.dbg.assign", Drop),
    ("llvm.experimental.noalias.scope.decl", Drop),
    ("llvm.donothing", Drop),
    ("llvm.sideeffect", Drop),
    ("llvm.amdgcn.s.sleep", Drop),
    ("llvm.amdgcn.sched.barrier", Drop),
    ("llvm.amdgcn.sched.group.barrier", Drop),
    ("llvm.amdgcn.s.setprio", Drop),
];

/// The meaning of intrinsic `name` (with its type suffixes), if it has a row.
pub fn lookup(name: &str) -> Option<Intr> {
    static MAP: OnceLock<FxHashMap<&'static str, Intr>> = OnceLock::new();
    let map = MAP.get_or_init(|| TABLE.iter().copied().collect());
    let mut base = name;
    loop {
        if let Some(&i) = map.get(base) {
            return Some(i);
        }
        // Only the part after the first two components can be a suffix.
        match base.rfind('.') {
            Some(at) if at > "llvm.".len() => base = &base[..at],
            _ => return None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suffixes_are_stripped() {
        assert_eq!(lookup("llvm.fabs.f32"), Some(Unary(Opcode::Fabs)));
        assert_eq!(lookup("llvm.fabs.v2f16"), Some(Unary(Opcode::Fabs)));
        assert_eq!(
            lookup("llvm.fptosi.sat.i32.f32"),
            Some(Convert(Opcode::Fptosi))
        );
        assert_eq!(lookup("llvm.memcpy.p1.p5.i64"), Some(Memcpy));
        assert_eq!(
            lookup("llvm.amdgcn.workitem.id.x"),
            Some(WorkitemId(Dim::X))
        );
        // A row, but only a call marked `afn` imports (see the module doc).
        assert_eq!(lookup("llvm.exp2.f32"), Some(Approx(Opcode::Exp2)));
        assert_eq!(lookup("llvm.amdgcn.sin.f32"), None);
        assert_eq!(lookup("llvm"), None);
    }

    #[test]
    fn base_names_are_unique() {
        let mut seen = std::collections::HashSet::new();
        for (n, _) in TABLE {
            assert!(seen.insert(n), "{n} twice");
        }
    }
}
