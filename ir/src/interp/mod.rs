//! The reference interpreter: the definition of what the IR means.
//!
//! Role: every later stage is checked against it. The GPU simulator runs
//! compiled code objects on the same inputs and must produce the same
//! memory (up to the documented tolerance of approximate operations);
//! `; run:` lines in `.agc` files ([`run_directives`]) are executable
//! specifications checked here and there. Precision of the semantics comes
//! first, speed second. `docs/ir.md`, section "Semantics", is the prose
//! version of this module and must change with it.
//!
//! # Execution model
//!
//! ```text
//!  run_kernel ─▶ for each workgroup (z, then y, then x; one at a time)
//!                  LDS = fresh, every byte uninitialised
//!                  waves = work-items in linear order (x fastest), wave_size each
//!                  loop:
//!                    run each wave, in order, until it ends or waits at a barrier
//!                    all ended             ─▶ next workgroup
//!                    all wait at one barrier, every work-item there ─▶ release
//!                    otherwise             ─▶ error: barrier not reached by all
//! ```
//!
//! Inside a wave the lanes run in lockstep under an active mask, the way
//! the hardware runs them, and reconverge by the classic SIMT-stack rule:
//! when the active lanes of a branch disagree, each group runs alone and all
//! meet again at the branch block's immediate post-dominator (or at the
//! function's return). Each group runs to the meeting point before the next
//! starts; groups run in the order of their first lane's target
//! (`brif`: the taken side first). A wave operation (`readfirstlane`,
//! `readlane`, `ballot`, `shuffle`, `wave_reduce`) sees exactly the lanes
//! active at that moment; `mfma` needs all 64 (see `matrix`). This is what structurized code does for
//! structured control flow, so `if (c) { ... } x = wave_reduce(...)` counts
//! every lane; for unstructured control flow the post-dominator rule is the
//! definition.
//!
//! Calls push a frame for every active lane (recursion is allowed up to
//! [`Limits::max_call_depth`]); a callee's lanes reconverge at its return.
//!
//! # Invariants this module relies on and keeps
//!
//! - The IR is checked as it is loaded (`code`): every instruction is run
//!   through [`crate::check_inst`]/[`crate::check_call`], branch arguments
//!   against block parameters, every block must end in a terminator. IR
//!   that fails is an [`ErrorKind::InvalidIr`] error, never a panic.
//!   Dominance is not checked (the verifier's job); a value read before it
//!   is written reads zero.
//! - A value is stored as its bits, one `u64` per vector lane,
//!   zero-extended from the lane width; every result is masked to its width.
//!
//! # The central trick
//!
//! Functions are translated once into a flat array of pre-resolved
//! operations (`code::Code`): operands are register-slot numbers, branch
//! targets are instruction indices with their argument copies listed, and
//! each branch carries its reconvergence point. Registers of a wave are one
//! dense array indexed `[slot][lane]`, so executing an operation is a
//! decode once, then a tight loop over the active lanes, with no map or
//! name lookup while running.

mod code;
pub(crate) mod eval;
pub mod fatomic;
pub mod float;
mod grid;
mod matrix;
pub mod memory;
pub mod run_directive;
mod wave;

use crate::entities::Inst;
use crate::opcodes::Opcode;
use crate::srcloc::Span;
use core::fmt;

pub use grid::{call_function, call_function_in, run_kernel};
pub use memory::{
    Memory, APERTURE_SIZE, BUFFER_ALIGN, GLOBAL_BASE, GUARD_GAP, LOCAL_APERTURE, LOCAL_NULL,
    PRIVATE_APERTURE, PRIVATE_NULL,
};
pub use run_directive::{
    format_failures, required_features, run_directives, run_kernel_directives_with, Interpreter,
    KernelExecutor, RunResult,
};

/// The bits of one IR value: lane `i` of a vector in element `i`,
/// zero-extended from the lane width; scalars use element 0.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ValueBits(pub [u64; 16]);

impl ValueBits {
    /// A scalar with the given bits.
    pub fn scalar(bits: u64) -> ValueBits {
        let mut v = [0; 16];
        v[0] = bits;
        ValueBits(v)
    }
    pub fn from_f32(x: f32) -> ValueBits {
        ValueBits::scalar(u64::from(x.to_bits()))
    }
    pub fn from_f64(x: f64) -> ValueBits {
        ValueBits::scalar(x.to_bits())
    }
    /// A vector from its lanes (at most four; extra lanes are ignored).
    pub fn from_lanes(lanes: &[u64]) -> ValueBits {
        let mut v = ValueBits::default();
        for (slot, &x) in v.0.iter_mut().zip(lanes) {
            *slot = x;
        }
        v
    }
    /// Lane `i` (element 0 of a scalar).
    pub fn lane(self, i: usize) -> u64 {
        self.0[i]
    }
    /// Element 0 as an `f32`.
    pub fn as_f32(self) -> f32 {
        f32::from_bits(self.0[0] as u32)
    }
    /// Element 0 as an `f64`.
    pub fn as_f64(self) -> f64 {
        f64::from_bits(self.0[0])
    }
}

/// A kernel argument or device-function argument, converted to the
/// parameter's type by [`ArgValue::to_bits`].
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum ArgValue {
    /// Raw bits, used as they are.
    Bits(ValueBits),
    /// An integer for an integer parameter; it must fit the parameter's
    /// width as a signed or an unsigned number.
    Int(i64),
    F32(f32),
    F64(f64),
    /// An address for a pointer parameter (from [`Memory::alloc`], or a
    /// local/private offset).
    Ptr(u64),
    /// For a kernel's `ptr.local` parameter: this many bytes of LDS,
    /// allocated per workgroup behind the kernel's LDS (static variables,
    /// then the dispatch's dynamic bytes), each argument at its stated
    /// pointee alignment and at least 16, in argument order (as ROCm's
    /// runtime places `dynamic_shared_pointer` arguments); the parameter
    /// receives the offset.
    Local(u32),
}

impl From<ValueBits> for ArgValue {
    fn from(v: ValueBits) -> ArgValue {
        ArgValue::Bits(v)
    }
}

impl ArgValue {
    /// The bits this argument gives a parameter of type `ty`.
    pub fn to_bits(self, ty: crate::types::Type) -> Result<ValueBits, String> {
        let width = ty.lane_bits();
        let fits = |x: u64| width >= 64 || x >> width == 0;
        match self {
            ArgValue::Bits(v) => {
                let lanes = ty.lanes().max(1) as usize;
                if v.0[..lanes].iter().all(|&x| fits(x)) && v.0[lanes..].iter().all(|&x| x == 0) {
                    Ok(v)
                } else {
                    Err(format!("bits {v:x?} do not fit {ty}"))
                }
            }
            ArgValue::Int(i) if ty.is_int() && !ty.is_vector() => {
                let min = if width >= 64 {
                    i64::MIN
                } else {
                    -(1i64 << (width - 1))
                };
                let max_u = if width >= 64 {
                    u64::MAX
                } else {
                    (1u64 << width) - 1
                };
                if i < min || (i > 0 && i as u64 > max_u) {
                    return Err(format!("{i} does not fit {ty}"));
                }
                Ok(ValueBits::scalar(i as u64 & mask(width)))
            }
            ArgValue::F32(x) if ty == crate::types::Type::F32 => Ok(ValueBits::from_f32(x)),
            ArgValue::F64(x) if ty == crate::types::Type::F64 => Ok(ValueBits::from_f64(x)),
            ArgValue::Ptr(p) if ty.is_ptr() => {
                if fits(p) {
                    Ok(ValueBits::scalar(p))
                } else {
                    Err(format!("address {p:#x} does not fit {ty}"))
                }
            }
            ArgValue::Local(_) => Err(format!(
                "a local buffer is passed only to a kernel's ptr.local parameter, not as {ty}"
            )),
            other => Err(format!("{other:?} cannot be passed as {ty}")),
        }
    }
}

/// All-ones in the low `bits` bits.
pub(crate) fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// Resource limits that turn runaway programs into errors.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Deepest call nesting allowed (the kernel is depth 0).
    pub max_call_depth: u32,
    /// Most wave-instructions one dispatch may execute.
    pub max_steps: u64,
    /// Most private (stack-slot) bytes one work-item may have across its
    /// live frames. The hardware gives a work-item at most 131056 bytes
    /// (GFX9, wave64); the default is larger so that the interpreter runs
    /// whatever a target could, and bounds its memory at 64 lanes times
    /// this per wave.
    pub max_private_bytes: u32,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_call_depth: 256,
            max_steps: 1 << 30,
            max_private_bytes: 1 << 20,
        }
    }
}

/// The shape of a kernel launch.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Dispatch {
    /// Total work-items in each dimension (HSA's grid size, what
    /// `grid_size` returns); must be a multiple of `workgroup_size`.
    pub grid: [u32; 3],
    /// Work-items per workgroup in each dimension.
    pub workgroup_size: [u32; 3],
    /// 64 (default) or 32.
    pub wave_size: u32,
    /// Bytes of the dynamic LDS region that follows the static variables.
    pub dynamic_lds: u32,
    pub limits: Limits,
}

impl Dispatch {
    /// A one-dimensional dispatch of `grid` work-items in workgroups of
    /// `workgroup_size`, wave64, no dynamic LDS.
    pub fn linear(grid: u32, workgroup_size: u32) -> Dispatch {
        Dispatch::new([grid, 1, 1], [workgroup_size, 1, 1])
    }

    pub fn new(grid: [u32; 3], workgroup_size: [u32; 3]) -> Dispatch {
        Dispatch {
            grid,
            workgroup_size,
            wave_size: 64,
            dynamic_lds: 0,
            limits: Limits::default(),
        }
    }
}

/// What a dispatch did, for tests and for comparing against the simulator.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub workgroups: u64,
    pub waves: u64,
    /// Operations executed by a wave (once per active mask).
    pub wave_insts: u64,
    /// Operations executed by a lane (once per active lane).
    pub lane_insts: u64,
    /// Barriers released (once per workgroup and barrier).
    pub barriers: u64,
    /// Deepest call nesting reached.
    pub max_call_depth: u32,
}

/// The class of an [`InterpError`]. Most are undefined behaviour of the
/// program, which the interpreter reports instead of picking a result.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// The IR is malformed (fails a typing rule, a block lacks a
    /// terminator, a branch passes the wrong arguments...).
    InvalidIr,
    /// Arguments that do not match the function's parameters, or a
    /// function of the wrong kind.
    BadArguments,
    /// A dispatch shape the kernel or the machine cannot run.
    BadDispatch,
    /// `sdiv`/`udiv`/`srem`/`urem` by zero.
    DivideByZero,
    /// `sdiv`/`srem` of the most negative value by -1.
    DivideOverflow,
    /// An access outside every buffer, outside LDS, or outside the live
    /// private frames; or a flat address in no aperture's range.
    OutOfBounds,
    /// An address that is not a multiple of the access's declared alignment.
    Misaligned,
    /// A store or atomic to a read-only buffer.
    ReadOnly,
    /// A read of LDS or private bytes never written.
    Uninitialized,
    /// `unreachable` executed.
    Unreachable,
    /// A barrier that not every work-item of the workgroup reaches together.
    BarrierDivergence,
    /// `readlane`/`shuffle` naming a lane outside the wave or not active,
    /// or a `readlane` index that differs between the active lanes, or an
    /// `mfma` without all 64 lanes of a wave64 active.
    BadLane,
    /// A wave, workgroup or dispatch operation where there is none
    /// (device functions run by [`call_function`]).
    NoDispatch,
    /// Calls nested deeper than [`Limits::max_call_depth`].
    CallDepth,
    /// `call_indirect` to an address that is no function's, or to a
    /// function whose signature is not the call's.
    BadCallTarget,
    /// More than [`Limits::max_steps`] wave-instructions.
    StepLimit,
    /// Frames whose stack slots take more than
    /// [`Limits::max_private_bytes`] per work-item.
    PrivateLimit,
}

impl ErrorKind {
    /// A short, stable name used by `; run: ... error "..."` lines.
    pub fn name(self) -> &'static str {
        match self {
            ErrorKind::InvalidIr => "invalid IR",
            ErrorKind::BadArguments => "bad arguments",
            ErrorKind::BadDispatch => "bad dispatch",
            ErrorKind::DivideByZero => "division by zero",
            ErrorKind::DivideOverflow => "division overflow",
            ErrorKind::OutOfBounds => "out of bounds",
            ErrorKind::Misaligned => "misaligned",
            ErrorKind::ReadOnly => "read-only",
            ErrorKind::Uninitialized => "uninitialized",
            ErrorKind::Unreachable => "unreachable",
            ErrorKind::BarrierDivergence => {
                "barrier not reached by all work-items of the workgroup"
            }
            ErrorKind::BadLane => "bad lane",
            ErrorKind::NoDispatch => "no dispatch",
            ErrorKind::CallDepth => "call depth",
            ErrorKind::PrivateLimit => "private memory limit",
            ErrorKind::BadCallTarget => "bad call target",
            ErrorKind::StepLimit => "step limit",
        }
    }
}

/// Where an error happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    /// The function being executed.
    pub func: String,
    pub inst: Inst,
    pub opcode: Opcode,
    /// The instruction's span in the `.agc` text, if it was parsed.
    pub span: Span,
    /// The workgroup id (zeros for [`call_function`]).
    pub workgroup: [u32; 3],
    /// The work-item's linear id within its workgroup, when one lane is
    /// at fault.
    pub lane: Option<u32>,
}

/// A run that stopped: undefined behaviour, a limit, or bad input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InterpError {
    pub kind: ErrorKind,
    /// What went wrong, with the values involved.
    pub message: String,
    pub location: Option<Location>,
}

impl InterpError {
    pub(crate) fn new(kind: ErrorKind, message: impl Into<String>) -> InterpError {
        InterpError {
            kind,
            message: message.into(),
            location: None,
        }
    }
}

impl fmt::Display for InterpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.kind.name(), self.message)?;
        if let Some(loc) = &self.location {
            write!(f, " (at `{}` {} in @{}", loc.opcode, loc.inst, loc.func)?;
            let [x, y, z] = loc.workgroup;
            write!(f, ", workgroup ({x}, {y}, {z})")?;
            if let Some(lane) = loc.lane {
                write!(f, ", work-item {lane}")?;
            }
            if !loc.span.is_none() {
                write!(f, ", bytes {}..{}", loc.span.start, loc.span.end)?;
            }
            write!(f, ")")?;
        }
        Ok(())
    }
}

impl std::error::Error for InterpError {}
