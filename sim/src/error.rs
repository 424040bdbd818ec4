//! Errors of loading and running code objects.
//!
//! Role: one error type for the whole crate. Loading errors say what is
//! malformed; execution errors carry the wave's program counter and the
//! instruction's llvm-mc text, because an emulator error is almost always a
//! compiler bug and the first question is "which instruction?".
//!
//! Invariant: nothing in `sim` panics on bad input (malformed ELF, bad
//! metadata, out-of-bounds or misaligned accesses, unsupported
//! instructions); it returns a [`SimError`].

use core::fmt;

/// What went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The code object is malformed or lacks something the runtime needs.
    Load(String),
    /// The dispatch request does not fit the kernel (arguments, sizes).
    Dispatch(String),
    /// An instruction could not be decoded (reported when executed).
    Decode(String),
    /// An instruction that `sim` does not implement.
    Unsupported,
    /// A memory access outside every allocation, or misaligned.
    Memory(String),
    /// A read of a register whose load has not been waited for with
    /// `s_waitcnt`.
    UnwaitedRead(String),
    /// A read of a VGPR lane that was never written.
    UninitRead(String),
    /// Too few wait states between two instructions of a hazard rule
    /// (names the earlier instruction, its PC and the rule).
    Hazard(String),
    /// `s_trap`, or a wave running past the end of its code.
    Trap(String),
    /// Anything else the hardware would fault on or leave undefined.
    Fault(String),
    /// The step budget of a wave ran out (a hang).
    Timeout,
    /// A resource limit of the simulator ([`crate::SimOptions`]: memory,
    /// dispatch steps) or of the hardware (private segment size) would be
    /// exceeded; the message names the figure and the limit.
    Limit(String),
}

/// An error, with the instruction where it happened when there is one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimError {
    pub kind: ErrorKind,
    /// Byte address of the faulting instruction.
    pub pc: Option<u64>,
    /// The instruction in llvm-mc syntax.
    pub inst: Option<String>,
    /// Workgroup id and wave index within the workgroup.
    pub wave: Option<([u32; 3], u32)>,
}

impl SimError {
    pub fn new(kind: ErrorKind) -> SimError {
        SimError {
            kind,
            pc: None,
            inst: None,
            wave: None,
        }
    }
    pub fn load(msg: impl Into<String>) -> SimError {
        SimError::new(ErrorKind::Load(msg.into()))
    }
    pub fn dispatch(msg: impl Into<String>) -> SimError {
        SimError::new(ErrorKind::Dispatch(msg.into()))
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorKind::Load(m) => write!(f, "bad code object: {m}"),
            ErrorKind::Dispatch(m) => write!(f, "bad dispatch: {m}"),
            ErrorKind::Decode(m) => write!(f, "undecodable instruction: {m}"),
            ErrorKind::Unsupported => write!(f, "instruction not implemented by sim"),
            ErrorKind::Memory(m) => write!(f, "memory fault: {m}"),
            ErrorKind::UnwaitedRead(m) => write!(f, "read before s_waitcnt: {m}"),
            ErrorKind::UninitRead(m) => write!(f, "read of an unwritten register: {m}"),
            ErrorKind::Hazard(m) => write!(f, "missing wait states: {m}"),
            ErrorKind::Trap(m) => write!(f, "trap: {m}"),
            ErrorKind::Fault(m) => write!(f, "fault: {m}"),
            ErrorKind::Timeout => write!(f, "step budget exhausted (hang?)"),
            ErrorKind::Limit(m) => write!(f, "limit exceeded: {m}"),
        }
    }
}

impl fmt::Display for SimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.kind)?;
        if let Some(pc) = self.pc {
            write!(f, " at pc {pc:#x}")?;
        }
        if let Some(i) = &self.inst {
            write!(f, " `{i}`")?;
        }
        if let Some((wg, w)) = self.wave {
            write!(f, " (workgroup {wg:?}, wave {w})")?;
        }
        Ok(())
    }
}

impl std::error::Error for SimError {}

pub type Result<T> = core::result::Result<T, SimError>;
