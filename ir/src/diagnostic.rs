//! Diagnostics with error codes, source spans and IR locations.
//!
//! Every user-facing error of every stage (the parser, the builder, the
//! verifier, selection, register allocation, emission) is a
//! [`Diagnostic`]: an [`ErrorCode`] from the table below, a one-line
//! message, the primary span it is about, optional secondary labels, notes
//! and a help line. Codes are stable: tests and users match on them, so a
//! code is never reused for another meaning.
//!
//! # Where: three kinds of position, one format
//!
//! - [`Diagnostic::span`]: a byte range in the text the IR was parsed from
//!   (`.agc` or LLVM IR); [`Span::NONE`] for IR built through the API.
//! - [`Diagnostic::location`]: where in the IR, as a [`Location`]: the
//!   function, the block and the instruction. Every stage fills what it
//!   knows, so IR built through the builder, which has no text, is still
//!   located. Blocks are named as the printer names them (`block body`
//!   for a block named `body`, `block3` for an unnamed one), instructions
//!   by their 0-based position in the block and their opcode, so
//!   `function @k, block body, inst 2 (mfma)` is the third instruction of
//!   `body` in the printed IR of `@k`.
//! - [`Location::source`]: the frontend's own `file:line:col` when the
//!   instruction carries a [`DebugLoc`] (what
//!   [`FunctionBuilder::set_debug_loc`](crate::FunctionBuilder::set_debug_loc)
//!   or `!file:line:col` in the text set).
//!
//! `Display` prints all of it on one line; the `agc` facade's
//! `diagnostics` module renders it rustc-style, with the source excerpts.
//!
//! ```
//! use agc_ir::{Diagnostic, ErrorCode, Location, SourceLoc, Span};
//! let d = Diagnostic::new(ErrorCode::Unsupported, Span::NONE, "`mfma` is not selected for gfx900")
//!     .with_location(Location {
//!         function: Some("k".into()),
//!         block: Some("entry".into()),
//!         inst: Some(agc_ir::InstLoc { index: 2, opcode: Some(agc_ir::Opcode::Mfma) }),
//!         source: Some(SourceLoc { file: "k.c".into(), line: 7, col: 3 }),
//!     });
//! assert_eq!(
//!     d.to_string(),
//!     "error[E0200]: `mfma` is not selected for gfx900 \
//!      (at k.c:7:3, in function @k, block entry, inst 2 (mfma))"
//! );
//! ```

use crate::entities::{Block, Inst};
use crate::function::Function;
use crate::module::Module;
use crate::opcodes::Opcode;
use crate::srcloc::{DebugLoc, Span};
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

/// A position in the frontend's source: a [`DebugLoc`] with its file
/// looked up in the module's file table. Prints as `file:line:col`
/// (`file:line` when the column is unknown).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SourceLoc {
    pub file: String,
    /// 1-based.
    pub line: u32,
    /// 1-based; 0 when unknown.
    pub col: u32,
}

impl SourceLoc {
    /// `loc` with its file named by `module`'s file table; `None` when
    /// `loc` is no location or names no file of the table.
    pub fn resolve(module: &Module, loc: DebugLoc) -> Option<SourceLoc> {
        if loc.is_none() {
            return None;
        }
        let file = module.files.get(loc.file)?;
        Some(SourceLoc {
            file: file.clone(),
            line: loc.line,
            col: loc.col,
        })
    }
}

impl fmt::Display for SourceLoc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.col == 0 {
            write!(f, "{}:{}", self.file, self.line)
        } else {
            write!(f, "{}:{}:{}", self.file, self.line, self.col)
        }
    }
}

/// An instruction, as a reader of the printed IR finds it in its block.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct InstLoc {
    /// 0-based position in the block.
    pub index: u32,
    /// The instruction's opcode; `None` when the diagnostic is about an
    /// instruction not built yet (a builder error about its operands
    /// names the opcode it was building).
    pub opcode: Option<Opcode>,
}

/// Where in the IR a diagnostic is (see the module documentation). Every
/// field is optional: a module-level error has none, a function-level one
/// only [`function`](Location::function).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Location {
    /// The function's name, without `@`.
    pub function: Option<String>,
    /// The block as the printer names it: its name, or `block3`.
    pub block: Option<String>,
    pub inst: Option<InstLoc>,
    /// The frontend's source position of the instruction (or, for a
    /// function-level error, of the function's first located instruction).
    pub source: Option<SourceLoc>,
}

impl Location {
    /// The function `func` and, as its source position, that of its first
    /// instruction with a debug location.
    pub fn of_function(module: &Module, func: &Function) -> Location {
        let source = func
            .layout
            .iter()
            .filter(|&&b| func.blocks.is_valid(b))
            .flat_map(|&b| func.blocks[b].insts.iter())
            .filter_map(|&i| func.debug_locs.get(i).copied())
            .find_map(|l| SourceLoc::resolve(module, l));
        Location {
            function: Some(func.name.clone()),
            source,
            ..Location::default()
        }
    }

    /// Block `block` of `func`, without an instruction.
    pub fn of_block(func: &Function, block: Block) -> Location {
        Location {
            function: Some(func.name.clone()),
            block: Some(block_label(func, block)),
            ..Location::default()
        }
    }

    /// Instruction `inst` of `func`: its block and position when it is
    /// placed, its opcode, and its debug location resolved in `module`.
    /// Never panics, whatever `inst` is.
    pub fn of_inst(module: &Module, func: &Function, inst: Inst) -> Location {
        let mut loc = Location {
            function: Some(func.name.clone()),
            ..Location::default()
        };
        let opcode = func.insts.get(inst).map(|d| d.opcode);
        let placed = func
            .layout
            .iter()
            .filter(|&&b| func.blocks.is_valid(b))
            .find_map(|&b| {
                let at = func.blocks[b].insts.iter().position(|&i| i == inst)?;
                Some((b, at as u32))
            });
        if let Some((b, index)) = placed {
            loc.block = Some(block_label(func, b));
            loc.inst = Some(InstLoc { index, opcode });
        }
        loc.source = func
            .debug_locs
            .get(inst)
            .and_then(|&l| SourceLoc::resolve(module, l));
        loc
    }

    /// True when no field is set.
    pub fn is_empty(&self) -> bool {
        *self == Location::default()
    }

    /// The IR part (function, block, instruction) in the one format of the
    /// module documentation; `None` when there is none.
    pub fn ir(&self) -> Option<String> {
        use fmt::Write as _;
        let mut s = String::new();
        if let Some(f) = &self.function {
            let _ = write!(s, "function @{f}");
        }
        if let Some(b) = &self.block {
            if !s.is_empty() {
                s.push_str(", ");
            }
            // `block3` says it is a block already; a name gets the word.
            let generated = b.strip_prefix("block").is_some_and(|n| {
                !n.is_empty() && n.bytes().all(|c| c.is_ascii_digit() || c == b'_')
            });
            if generated {
                s.push_str(b);
            } else {
                let _ = write!(s, "block {b}");
            }
        }
        if let Some(i) = &self.inst {
            if !s.is_empty() {
                s.push_str(", ");
            }
            let _ = write!(s, "inst {}", i.index);
            if let Some(op) = i.opcode {
                let _ = write!(s, " ({})", op.name());
            }
        }
        (!s.is_empty()).then_some(s)
    }
}

impl fmt::Display for Location {
    /// `at k.c:7:3, in function @k, block entry, inst 2 (mfma)`, leaving
    /// out what is unknown.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut sep = "";
        if let Some(src) = &self.source {
            write!(f, "at {src}")?;
            sep = ", ";
        }
        if let Some(ir) = self.ir() {
            write!(f, "{sep}in {ir}")?;
        }
        Ok(())
    }
}

/// The label the printer gives `block` of `func`: its name when it has a
/// valid one, else `block` and its number.
pub fn block_label(func: &Function, block: Block) -> String {
    match func.block_names.get(block).and_then(|n| n.as_deref()) {
        Some(name) if crate::lexer::is_valid_ident(name) => name.to_string(),
        _ => block.to_string(),
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
    /// The primary location in the text the IR was parsed from;
    /// `Span::NONE` when the IR has no source text (built through the API).
    pub span: Span,
    /// Where in the IR, and the frontend's source position when one was
    /// set (see the module documentation).
    pub location: Location,
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
            location: Location::default(),
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
    /// Sets where in the IR the error is.
    pub fn with_location(mut self, location: Location) -> Diagnostic {
        self.location = location;
        self
    }
    /// Fills the parts of the location this diagnostic does not have yet
    /// from `outer` (a stage that knows only the function adds it to an
    /// error that named the instruction without it).
    pub fn or_location(mut self, outer: &Location) -> Diagnostic {
        let l = &mut self.location;
        if l.function.is_none() {
            l.function.clone_from(&outer.function);
        }
        if l.block.is_none() && l.inst.is_none() {
            l.block.clone_from(&outer.block);
            l.inst = outer.inst;
        }
        if l.source.is_none() {
            l.source.clone_from(&outer.source);
        }
        self
    }
}

impl fmt::Display for Diagnostic {
    /// A plain one-line form: `error[E0005]: use of undefined value %x`,
    /// then the location when there is one:
    /// ` (at k.c:7:3, in function @k, block entry, inst 2 (mfma))`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "error[{}]: {}", self.code, self.message)?;
        if !self.location.is_empty() {
            write!(f, " ({})", self.location)?;
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

/// Every diagnostic of one failed step (building a function, compiling a
/// module), in the order they were found. Dereferences to the `Vec`, so
/// `errors[0]`, `errors.iter()` and `errors.len()` work; `Display`
/// prints one diagnostic per line; it is a `std::error::Error`, so `?`
/// carries it into a `Box<dyn Error>`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl core::ops::Deref for Diagnostics {
    type Target = Vec<Diagnostic>;
    fn deref(&self) -> &Vec<Diagnostic> {
        &self.0
    }
}

impl core::ops::DerefMut for Diagnostics {
    fn deref_mut(&mut self) -> &mut Vec<Diagnostic> {
        &mut self.0
    }
}

impl From<Vec<Diagnostic>> for Diagnostics {
    fn from(v: Vec<Diagnostic>) -> Diagnostics {
        Diagnostics(v)
    }
}

impl From<Diagnostic> for Diagnostics {
    fn from(d: Diagnostic) -> Diagnostics {
        Diagnostics(vec![d])
    }
}

impl From<Diagnostics> for Vec<Diagnostic> {
    fn from(d: Diagnostics) -> Vec<Diagnostic> {
        d.0
    }
}

impl IntoIterator for Diagnostics {
    type Item = Diagnostic;
    type IntoIter = std::vec::IntoIter<Diagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl<'a> IntoIterator for &'a Diagnostics {
    type Item = &'a Diagnostic;
    type IntoIter = core::slice::Iter<'a, Diagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostics {}
