//! Diagnostics with error codes and source spans.
//!
//! Every user-facing error the IR crate produces (parse errors, verifier
//! errors) is a [`Diagnostic`]: an [`ErrorCode`] from the table below, a
//! one-line message, the primary span it is about, optional secondary
//! labels, notes and a help line. Rendering (rustc style, or JSON) is the
//! driver's business; this crate only fills the fields. Codes are stable:
//! tests and users match on them, so a code is never reused for another
//! meaning.

use crate::srcloc::Span;
use core::fmt;

macro_rules! error_codes {
    ($($variant:ident $code:literal $summary:literal;)*) => {
        /// A stable error code. Generated from one table: code, summary.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum ErrorCode { $($variant,)* }
        impl ErrorCode {
            pub const ALL: &'static [ErrorCode] = &[$(ErrorCode::$variant,)*];
            /// The code as printed: `E0001`.
            pub fn code(self) -> &'static str {
                match self { $(ErrorCode::$variant => $code,)* }
            }
            /// A one-line description of the class of error.
            pub fn summary(self) -> &'static str {
                match self { $(ErrorCode::$variant => $summary,)* }
            }
        }
    };
}

error_codes! {
    // ---- text format ----
    UnexpectedChar      "E0001" "a character that starts no token";
    Syntax              "E0002" "the text does not follow the grammar";
    UnknownOpcode       "E0003" "an instruction mnemonic that names no opcode";
    UnknownType         "E0004" "a type name that names no type";
    UndefinedValue      "E0005" "a value used but never defined";
    RedefinedValue      "E0006" "a value name defined twice in one function";
    UndefinedBlock      "E0007" "a branch to a block that does not exist";
    UndefinedGlobal     "E0008" "a function, LDS variable or stack slot that does not exist";
    DuplicateDefinition "E0009" "a function, block, LDS variable or slot defined twice";
    BadImmediate        "E0010" "an immediate that does not fit its type or field";
    BadAttribute        "E0011" "an unknown or malformed attribute";
    // ---- verifier ----
    TypeMismatch        "E0100" "an operand or result of the wrong type";
    Dominance           "E0101" "a use that its definition does not dominate";
    Terminator          "E0102" "a block without a terminator, or one in the middle of a block";
    BlockArgs           "E0103" "branch arguments that do not match the target's parameters";
    AddressSpace        "E0104" "an operation not allowed on this address space";
    BadOrdering         "E0105" "a memory ordering or scope not allowed for this operation";
    CallSignature       "E0106" "a call whose arguments or results do not match the callee";
    AttributeValue      "E0107" "an attribute whose value is out of range or inconsistent";
    Signature           "E0108" "a function whose entry block or returns contradict its signature";
    Malformed           "E0109" "an instruction whose operands or payload do not fit its opcode";
    BuilderMisuse       "E0110" "builder calls in an order or with entities that cannot give valid IR";
    // ---- driver and back end ----
    Unsupported         "E0200" "a feature the chosen target or stage does not support";
    Io                  "E0201" "a file that could not be read or written";
    BadTarget           "E0202" "an unknown target, processor or feature";
    RegisterBudget      "E0203" "a kernel that needs more registers than its budget and cannot spill";
    Internal            "E0204" "an internal compiler error: a stage produced code a later stage rejects";
    // ---- agc run ----
    BadRunArgument      "E0205" "an `agc run` argument that is malformed or does not fit the kernel";
    SimFault            "E0206" "a kernel that faulted or broke a strict check in the simulator";
    RunMismatch         "E0207" "kernel outputs that differ from the expected values or the interpreter's";
    ResourceLimit       "E0208" "a kernel whose private memory, LDS or arguments exceed what the hardware or a descriptor field can hold";
    // ---- LLVM IR import (agc-import) ----
    LlvmSyntax          "E0300" "LLVM IR text that does not follow LLVM's grammar";
    LlvmUnsupported     "E0301" "an LLVM IR construct outside the subset agc imports (it has no exact agc IR equivalent)";
    LlvmUndefined       "E0302" "an LLVM value, block, function or metadata node used but never defined";
    LlvmInvalid         "E0303" "LLVM IR that breaks LLVM's own rules (operand types, a value defined twice, a use its definition does not dominate)";
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A secondary span with its own message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    pub span: Span,
    pub message: String,
}

/// One error, with everything needed to render it against its source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub code: ErrorCode,
    pub message: String,
    /// The primary location; `Span::NONE` when the IR has no source text
    /// (built through the API), in which case `context` names the place.
    pub span: Span,
    /// For IR without spans: where the error is, e.g. `function @k, block bb2, inst 5`.
    pub context: Option<String>,
    pub labels: Vec<Label>,
    pub notes: Vec<String>,
    pub help: Option<String>,
}

impl Diagnostic {
    pub fn new(code: ErrorCode, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            code,
            message: message.into(),
            span,
            context: None,
            labels: Vec::new(),
            notes: Vec::new(),
            help: None,
        }
    }
    pub fn with_label(mut self, span: Span, message: impl Into<String>) -> Diagnostic {
        self.labels.push(Label {
            span,
            message: message.into(),
        });
        self
    }
    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }
    pub fn with_help(mut self, help: impl Into<String>) -> Diagnostic {
        self.help = Some(help.into());
        self
    }
    pub fn with_context(mut self, context: impl Into<String>) -> Diagnostic {
        self.context = Some(context.into());
        self
    }
}

impl fmt::Display for Diagnostic {
    /// A plain one-line form: `error[E0005]: use of undefined value %x`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "error[{}]: {}", self.code, self.message)?;
        if let Some(ctx) = &self.context {
            write!(f, " (in {ctx})")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostic {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_unique() {
        let mut seen = std::collections::HashSet::new();
        for &c in ErrorCode::ALL {
            assert!(seen.insert(c.code()), "{} reused", c.code());
        }
    }
}
