//! Source positions: where a piece of IR came from.
//!
//! Two kinds are kept, for two readers. A [`Span`] is a byte range in the
//! `.agc` text the IR was parsed from; diagnostics point at it. A
//! [`DebugLoc`] is the frontend's own `file:line:col` (the language source
//! the IR was generated from); DWARF line tables are built from it. IR made
//! through the builder has no spans but may carry debug locations.

use crate::entities::FileId;
use cranelift_entity::packed_option::ReservedValue;

/// A byte range `start..end` in a source text. `Span::NONE` marks IR that
/// was not parsed from text.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub const NONE: Span = Span {
        start: u32::MAX,
        end: u32::MAX,
    };

    pub fn new(start: usize, end: usize) -> Span {
        Span {
            start: start as u32,
            end: end as u32,
        }
    }
    pub fn is_none(self) -> bool {
        self == Span::NONE
    }
    pub fn range(self) -> core::ops::Range<usize> {
        self.start as usize..self.end as usize
    }
    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        if self.is_none() {
            return other;
        }
        if other.is_none() {
            return self;
        }
        Span {
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }
}

impl Default for Span {
    fn default() -> Span {
        Span::NONE
    }
}

/// A frontend source location: file, 1-based line, 1-based column (0 when
/// unknown). The default value means "no location".
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DebugLoc {
    pub file: FileId,
    pub line: u32,
    pub col: u32,
}

impl DebugLoc {
    pub fn new(file: FileId, line: u32, col: u32) -> DebugLoc {
        DebugLoc { file, line, col }
    }
    pub fn is_none(self) -> bool {
        self.file.is_reserved_value()
    }
}

impl Default for DebugLoc {
    fn default() -> DebugLoc {
        DebugLoc {
            file: FileId::reserved_value(),
            line: 0,
            col: 0,
        }
    }
}
