//! Parser for the `.agc` text format (docs/ir.md): tokens to a [`Module`].
//!
//! Role: the text entry point of the IR. [`parse_module`] returns a module
//! whose every instruction, block, function header and LDS variable carries
//! the [`Span`] it was parsed from, whose value, block and slot names are
//! kept for the printer, and whose result types are all inferred. It does
//! *not* verify: dominance, terminators, branch arguments against block
//! parameters, returns against the signature and the like are the
//! verifier's. What the parser does check is everything needed to build the
//! module at all (names resolve, immediates fit their fields) plus the
//! typing rules of [`crate::typing`], because it needs them to know result
//! types.
//!
//! # Two phases
//!
//! 1. *Declare*: one pass over the top level reads `file` and `lds` items
//!    and function headers, skipping each body by brace matching. Calls and
//!    `lds_addr` can then name a function or variable defined further down,
//!    and debug locations can name any file of the table.
//! 2. *Define*: each body is parsed into its function, then its types are
//!    inferred (below), then its `switch` case values are checked against
//!    the now known scrutinee types.
//!
//! # The central trick: inferring types with a worklist
//!
//! Values may be used before their definition in the text (a loop body laid
//! out before the block that dominates it), so result types cannot be
//! computed while reading. Instead the body parser resolves every `%name` to
//! a [`Value`] on first mention, whether use or definition, leaving its type
//! open; only block parameters have a written type. Then, per function:
//!
//! - every instruction counts its operands of still-unknown type (`pending`),
//!   and an index from each unknown value to the instructions that read it
//!   is built (a counting sort into one flat array, no per-value vectors);
//! - instructions with nothing pending go on a queue; popping one calls
//!   [`check_inst`] (or [`check_call`] with the callee's signature), which
//!   returns the result type, and each reader of a newly typed result gets
//!   its count decremented, joining the queue at zero.
//!
//! Each instruction and each use is visited once, so inference is linear.
//! A violated typing rule is reported with the [`TypeError`]'s code at the
//! instruction's span, and its results become *poisoned*: readers of a
//! poisoned (or undefined) value are skipped silently, so one mistake gives
//! one error. Whatever is still pending when the queue runs dry depends on
//! itself without passing through a block parameter, which only happens
//! when a use is not dominated by its definition; the first such
//! instruction is reported as [`ErrorCode::Dominance`].
//!
//! # Error recovery
//!
//! The lexer reports every stray character; if there are any, parsing stops
//! there (a missing token would only produce noise). The parser collects
//! several errors: a malformed instruction or block label is reported and
//! skipped up to the next token that starts a line (newlines carry no
//! meaning, but in practice one instruction sits on one line); a malformed
//! top-level item is skipped up to the next `file`, `lds`, `kernel` or `func`
//! starting a line, jumping over brace-balanced bodies. A function with a
//! syntax error is not type-inferred and its undefined names are not
//! reported, since both would mostly echo the instruction that was dropped;
//! a function whose header failed to parse has its body skipped, and calls
//! to it are not checked. Name errors (undefined or redefined values,
//! blocks, globals) do not stop a function from being inferred. Diagnostics
//! come back sorted by position.
//!
//! # Spans and details
//!
//! An instruction's span runs from its first result (or mnemonic) to its
//! last token, debug location included; a block's span is its label
//! (`name(...):`); a function's span is its header without the body; an LDS
//! variable's span is its whole item. `fconst` decimals are converted with
//! one correct rounding to the constant's type (see [`float`]); `iconst` and
//! `switch` case values accept the signed or the unsigned range of their
//! width and are stored zero-extended.

use crate::diagnostic::{Diagnostic, ErrorCode};
use crate::entities::{Block, FileId, FuncId, Inst, JumpTable, LdsVar, StackSlot, Value};
use crate::function::{
    FuncKind, Function, Linkage, Param, Signature, StackSlotData, ValueData, ValueDef,
};
use crate::instructions::{
    AtomicRmwOp, BlockCall, Dim, FloatCC, InstData, IntCC, JumpTableData, MatrixFamily, MatrixOp,
    MemArgs, Ordering, Payload, ReduceOp, SyncScope, ValueList,
};
use crate::lexer::{tokenize, unescape, TokKind, Token};
use crate::module::{LdsVarData, Module};
use crate::opcodes::{Format, Opcode};
use crate::srcloc::{DebugLoc, Span};
use crate::types::Type;
use crate::typing::{check_call, check_inst, is_code_pointer, TypeError};
use cranelift_entity::packed_option::ReservedValue;
use cranelift_entity::{EntityRef, SecondaryMap};
use smallvec::SmallVec;
// Name tables hash with FxHash: names come from one input file and are
// looked up for every operand, where SipHash cost more than the rest of
// the lookup.
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// Parses a whole module. On failure returns every diagnostic found, sorted
/// by position; the first one is always precise.
pub fn parse_module(src: &str) -> Result<Module, Vec<Diagnostic>> {
    let (toks, lex_errors) = tokenize(src);
    if !lex_errors.is_empty() {
        return Err(lex_errors);
    }
    let mut p = Parser {
        src,
        toks,
        pos: 0,
        diags: Vec::new(),
    };
    let (mut module, decls, globals) = p.declare();
    for decl in decls {
        let mut func = decl.func;
        if let Some(body) = decl.body {
            p.pos = body;
            p.define(&globals, &decl.params, &mut func);
        }
        if !decl.duplicate {
            module.functions.push(func);
        }
    }
    if p.diags.is_empty() {
        Ok(module)
    } else {
        p.diags.sort_by_key(|d| (d.span.start, d.span.end));
        Err(p.diags)
    }
}

type PResult<T> = Result<T, Box<Diagnostic>>;

fn error<T>(code: ErrorCode, span: Span, message: impl Into<String>) -> PResult<T> {
    Err(Box::new(Diagnostic::new(code, span, message)))
}

/// A function header read in phase 1, with where its body starts.
struct Decl<'a> {
    func: Function,
    /// Parameter names and their spans, defined as entry-block parameters
    /// when the body is parsed.
    params: Vec<(&'a str, Span)>,
    /// Token index just after the body's `{`; `None` for a declaration.
    body: Option<usize>,
    /// A second definition of a name: its body is checked, then dropped.
    duplicate: bool,
}

/// The signature of a callee, as phase 2 needs it.
struct CalleeSig {
    name: String,
    params: Vec<Type>,
    returns: Vec<Type>,
}

/// Module-level names collected in phase 1.
struct Globals<'a> {
    funcs: HashMap<&'a str, FuncId>,
    /// Functions whose header did not parse; calls to them are not checked.
    broken_funcs: HashSet<&'a str>,
    sigs: Vec<CalleeSig>,
    lds: HashMap<&'a str, LdsVar>,
    num_files: usize,
}

struct Parser<'a> {
    src: &'a str,
    toks: Vec<Token>,
    /// Index of the next token; never past the final `Eof`.
    pos: usize,
    diags: Vec<Diagnostic>,
}

// ---------------------------------------------------------------------------
// Token-level helpers.

impl<'a> Parser<'a> {
    fn peek(&self) -> Token {
        self.toks[self.pos]
    }

    fn peek_at(&self, n: usize) -> Token {
        self.toks[(self.pos + n).min(self.toks.len() - 1)]
    }

    fn bump(&mut self) -> Token {
        let t = self.peek();
        if t.kind != TokKind::Eof {
            self.pos += 1;
        }
        t
    }

    fn at(&self, kind: TokKind) -> bool {
        self.peek().kind == kind
    }

    fn eat(&mut self, kind: TokKind) -> Option<Token> {
        self.at(kind).then(|| self.bump())
    }

    fn text(&self, t: Token) -> &'a str {
        let src: &'a str = self.src;
        &src[t.span.range()]
    }

    fn name(&self, t: Token) -> &'a str {
        let src: &'a str = self.src;
        t.name(src)
    }

    fn at_ident(&self, word: &str) -> bool {
        let t = self.peek();
        t.kind == TokKind::Ident && self.text(t) == word
    }

    /// "`foo`" or "end of input", for messages.
    fn found(&self, t: Token) -> String {
        if t.kind == TokKind::Eof {
            "end of input".to_string()
        } else {
            format!("`{}`", self.text(t))
        }
    }

    fn expect(&mut self, kind: TokKind, what: &str) -> PResult<Token> {
        if let Some(t) = self.eat(kind) {
            return Ok(t);
        }
        let t = self.peek();
        error(
            ErrorCode::Syntax,
            t.span,
            format!("expected {what}, found {}", self.found(t)),
        )
    }

    fn expect_word(&mut self, word: &str) -> PResult<Token> {
        if self.at_ident(word) {
            return Ok(self.bump());
        }
        let t = self.peek();
        error(
            ErrorCode::Syntax,
            t.span,
            format!("expected `{word}`, found {}", self.found(t)),
        )
    }

    /// End offset of the last consumed token.
    fn prev_end(&self) -> usize {
        match self.pos.checked_sub(1) {
            Some(i) => self.toks[i].span.end as usize,
            None => 0,
        }
    }

    fn span_from(&self, start: Span) -> Span {
        Span::new(
            start.start as usize,
            self.prev_end().max(start.end as usize),
        )
    }

    #[allow(clippy::boxed_local)] // errors travel boxed; this is where they land
    fn report(&mut self, d: Box<Diagnostic>) {
        self.diags.push(*d);
    }

    /// Skips the rest of a bad line: at least one token unless the parser
    /// already moved past `start` onto a new line.
    fn recover_line(&mut self, start: usize) {
        if self.pos == start && !matches!(self.peek().kind, TokKind::RBrace | TokKind::Eof) {
            self.bump();
        }
        while !self.peek().line_start && !matches!(self.peek().kind, TokKind::RBrace | TokKind::Eof)
        {
            self.bump();
        }
    }

    /// Skips to the next top-level keyword starting a line, jumping over
    /// brace-balanced bodies.
    fn recover_top(&mut self, start: usize) {
        if self.pos == start {
            self.bump();
        }
        loop {
            let t = self.peek();
            match t.kind {
                TokKind::Eof => return,
                TokKind::LBrace => {
                    self.skip_body();
                }
                TokKind::Ident
                    if t.line_start
                        && matches!(
                            self.text(t),
                            "file" | "lds" | "kernel" | "func" | "internal"
                        ) =>
                {
                    return
                }
                _ => {
                    self.bump();
                }
            }
        }
    }

    /// At `{`: moves past the matching `}`; false if the input ends first.
    fn skip_body(&mut self) -> bool {
        let mut depth = 0usize;
        loop {
            match self.bump().kind {
                TokKind::LBrace => depth += 1,
                TokKind::RBrace => {
                    depth -= 1;
                    if depth == 0 {
                        return true;
                    }
                }
                TokKind::Eof => return false,
                _ => {}
            }
        }
    }

    // ---- literals ----

    /// `TYPE [inreg] [align INT]`: a parameter's type in a header or a
    /// signature (`align` on pointers only: the pointee's alignment).
    fn parse_param_type(&mut self) -> PResult<Param> {
        let ty = self.parse_type()?;
        let inreg = self.at_ident("inreg");
        if inreg {
            self.bump();
        }
        let mut pointee_align = 0;
        if self.at_ident("align") {
            let span = self.peek().span;
            if ty.addr_space().is_none() {
                return error(
                    ErrorCode::AttributeValue,
                    span,
                    format!("`align` states a pointee's alignment; {ty} is not a pointer"),
                );
            }
            self.bump();
            pointee_align = self.align_literal()?;
        }
        Ok(Param {
            ty,
            inreg,
            pointee_align,
        })
    }

    /// An optional `-> T` or `-> (T, U, ...)` after a parameter list.
    fn parse_returns(&mut self, returns: &mut Vec<Type>) -> PResult<()> {
        if self.eat(TokKind::Arrow).is_some() {
            if self.eat(TokKind::LParen).is_some() {
                loop {
                    returns.push(self.parse_type()?);
                    if self.eat(TokKind::Comma).is_none() {
                        break;
                    }
                }
                self.expect(TokKind::RParen, "`,` or `)`")?;
            } else {
                returns.push(self.parse_type()?);
            }
        }
        Ok(())
    }

    fn parse_type(&mut self) -> PResult<Type> {
        let t = self.expect(TokKind::Ident, "a type")?;
        type_from_text(self.text(t), t.span)
    }

    /// An integer token as a signed 128-bit value.
    fn int_literal(&mut self, what: &str) -> PResult<(i128, Token)> {
        let t = self.peek();
        if t.kind != TokKind::Number {
            return error(
                ErrorCode::Syntax,
                t.span,
                format!("expected {what}, found {}", self.found(t)),
            );
        }
        self.bump();
        let v = parse_int(self.text(t), t.span)?;
        Ok((v, t))
    }

    fn u32_literal(&mut self, what: &str) -> PResult<u32> {
        let (v, t) = self.int_literal(what)?;
        u32::try_from(v).or_else(|_| {
            error(
                ErrorCode::BadImmediate,
                t.span,
                format!(
                    "{what} must be between 0 and {}, found {}",
                    u32::MAX,
                    self.text(t)
                ),
            )
        })
    }

    /// An alignment: a power of two that fits in `u32`.
    fn align_literal(&mut self) -> PResult<u32> {
        let start = self.peek().span;
        let a = self.u32_literal("an alignment")?;
        if !a.is_power_of_two() {
            return error(
                ErrorCode::BadImmediate,
                start,
                format!("alignment must be a power of two, found {a}"),
            );
        }
        Ok(a)
    }
}

/// Parses a type spelling, reporting [`ErrorCode::UnknownType`].
fn type_from_text(text: &str, span: Span) -> PResult<Type> {
    Type::parse(text).ok_or_else(|| {
        Box::new(
            Diagnostic::new(
                ErrorCode::UnknownType,
                span,
                format!("unknown type `{text}`"),
            )
            .with_help(
                "types are i1 i8 i16 i32 i64 f16 bf16 f32 f64, vectors such as f32x4 \
                     (2-4 lanes, not i1), and ptr.flat|global|local|constant|private",
            ),
        )
    })
}

/// Parses `-?(decimal | 0x hex)` into an `i128`.
fn parse_int(text: &str, span: Span) -> PResult<i128> {
    let (neg, mag) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (digits, radix) = match mag.strip_prefix("0x").or_else(|| mag.strip_prefix("0X")) {
        Some(hex) => (hex, 16),
        None => (mag, 10),
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return error(
            ErrorCode::Syntax,
            span,
            format!("malformed integer `{text}`"),
        );
    }
    let too_big = || {
        Box::new(Diagnostic::new(
            ErrorCode::BadImmediate,
            span,
            format!("integer `{text}` is too large"),
        ))
    };
    let m = u128::from_str_radix(digits, radix).map_err(|_| too_big())?;
    let m = i128::try_from(m).map_err(|_| too_big())?;
    Ok(if neg { -m } else { m })
}

/// Checks that `v` fits `ty` (signed or unsigned range of its width) and
/// returns its bits zero-extended from the width.
fn int_bits(v: i128, ty: Type, span: Span, text: &str) -> PResult<u64> {
    let w = ty.bits();
    let min = -(1i128 << (w - 1));
    let max = (1i128 << w) - 1;
    if v < min || v > max {
        return error(
            ErrorCode::BadImmediate,
            span,
            format!("`{text}` does not fit in {ty} (accepted range {min}..={max})"),
        );
    }
    let mask = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
    Ok(v as u64 & mask)
}

/// Levenshtein distance, for "did you mean" suggestions.
fn edit_distance(a: &str, b: &str) -> usize {
    let b = b.as_bytes();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, &ca) in a.as_bytes().iter().enumerate() {
        let mut diag = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let next = (diag + usize::from(ca != cb))
                .min(row[j] + 1)
                .min(row[j + 1] + 1);
            diag = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

/// The mnemonic closest to `name`, if it is close enough to be a typo.
fn suggest_opcode(name: &str) -> Option<&'static str> {
    let (best, dist) = Opcode::ALL
        .iter()
        .map(|op| (op.name(), edit_distance(name, op.name())))
        .min_by_key(|&(_, d)| d)?;
    (dist <= (name.len() / 2).max(2)).then_some(best)
}

const ORDERINGS: &str = "monotonic, acquire, release, acq_rel, seq_cst";

fn ordering_from_text(text: &str, span: Span) -> PResult<Ordering> {
    match Ordering::from_name(text) {
        Some(o) if o != Ordering::NotAtomic => Ok(o),
        _ => Err(Box::new(
            Diagnostic::new(
                ErrorCode::BadAttribute,
                span,
                format!("unknown memory ordering `{text}`"),
            )
            .with_help(format!("orderings are {ORDERINGS}")),
        )),
    }
}

fn scope_from_text(text: &str, span: Span) -> PResult<SyncScope> {
    SyncScope::from_name(text).ok_or_else(|| {
        Box::new(
            Diagnostic::new(
                ErrorCode::BadAttribute,
                span,
                format!("unknown synchronization scope `{text}`"),
            )
            .with_help(
                "scopes are singlethread, wavefront, workgroup, agent, system, \
                 and their `_one_as` forms",
            ),
        )
    })
}

/// Default alignment of an LDS variable or stack slot written without
/// `align`: the largest power of two dividing the size, at most 16.
fn default_align(size: u32) -> u32 {
    if size == 0 {
        16
    } else {
        (1u32 << size.trailing_zeros()).min(16)
    }
}

// ---------------------------------------------------------------------------
// Phase 1: the top level.

impl<'a> Parser<'a> {
    fn declare(&mut self) -> (Module, Vec<Decl<'a>>, Globals<'a>) {
        let mut module = Module::new();
        let mut decls = Vec::new();
        let mut g = Globals {
            funcs: HashMap::default(),
            broken_funcs: HashSet::default(),
            sigs: Vec::new(),
            lds: HashMap::default(),
            num_files: 0,
        };
        // Where each global name was first defined, for duplicate labels.
        let mut global_spans: HashMap<&'a str, Span> = HashMap::default();
        loop {
            let t = self.peek();
            let start = self.pos;
            let result = match (t.kind, self.text(t)) {
                (TokKind::Eof, _) => break,
                (TokKind::Ident, "file") => self.file_item(&mut module),
                (TokKind::Ident, "lds") => self.lds_item(&mut module, &mut g, &mut global_spans),
                (TokKind::Ident, "kernel" | "func" | "internal") => {
                    self.function_header(&mut decls, &mut g, &mut global_spans)
                }
                _ => error(
                    ErrorCode::Syntax,
                    t.span,
                    format!(
                        "expected `file`, `lds`, `kernel` or `func`, found {}",
                        self.found(t)
                    ),
                ),
            };
            if let Err(d) = result {
                self.report(d);
                self.recover_top(start);
            }
        }
        g.num_files = module.files.len();
        (module, decls, g)
    }

    /// `file INT STRING`
    fn file_item(&mut self, module: &mut Module) -> PResult<()> {
        self.bump();
        let (id, t) = self.int_literal("a file id")?;
        if id != module.files.len() as i128 {
            return error(
                ErrorCode::BadImmediate,
                t.span,
                format!(
                    "file ids count up from 0 in order: expected {}, found {}",
                    module.files.len(),
                    self.text(t)
                ),
            );
        }
        let s = self.expect(TokKind::Str, "a file name string")?;
        module.files.push(unescape(self.text(s)));
        Ok(())
    }

    /// Registers a global name, reporting a clash with an earlier one.
    fn define_global(
        &mut self,
        spans: &mut HashMap<&'a str, Span>,
        name: &'a str,
        span: Span,
        what: &str,
    ) -> bool {
        if let Some(&first) = spans.get(name) {
            self.diags.push(
                Diagnostic::new(
                    ErrorCode::DuplicateDefinition,
                    span,
                    format!("{what} `@{name}` is defined twice"),
                )
                .with_label(first, "first defined here")
                .with_note("functions and LDS variables share one namespace"),
            );
            return false;
        }
        spans.insert(name, span);
        true
    }

    /// `lds GLOBAL ":" (INT | "dynamic") ("," "align" INT)?`
    fn lds_item(
        &mut self,
        module: &mut Module,
        g: &mut Globals<'a>,
        spans: &mut HashMap<&'a str, Span>,
    ) -> PResult<()> {
        let kw = self.bump();
        let name_tok = self.expect(TokKind::Global, "an LDS variable name (`@name`)")?;
        self.expect(TokKind::Colon, "`:`")?;
        let (size, dynamic) = if self.at_ident("dynamic") {
            self.bump();
            (0, true)
        } else {
            (self.u32_literal("a size in bytes or `dynamic`")?, false)
        };
        let align = if self.eat(TokKind::Comma).is_some() {
            self.expect_word("align")?;
            self.align_literal()?
        } else {
            default_align(size)
        };
        let name = self.name(name_tok);
        let span = self.span_from(kw.span);
        if self.define_global(spans, name, name_tok.span, "LDS variable") {
            let id = module.lds_vars.push(LdsVarData {
                name: name.to_string(),
                size,
                align,
                dynamic,
                span,
            });
            g.lds.insert(name, id);
        }
        Ok(())
    }

    /// `["internal"] ("kernel" | "func") GLOBAL "(" params ")" returns? attr* "{"`,
    /// then skips the body. Whether `internal` fits the function (not a
    /// kernel, not a declaration) is the verifier's to say.
    fn function_header(
        &mut self,
        decls: &mut Vec<Decl<'a>>,
        g: &mut Globals<'a>,
        spans: &mut HashMap<&'a str, Span>,
    ) -> PResult<()> {
        let mut kw = self.bump();
        let start = kw.span;
        let linkage = if self.text(kw) == "internal" {
            if !self.at_ident("kernel") && !self.at_ident("func") {
                let t = self.peek();
                return error(
                    ErrorCode::Syntax,
                    t.span,
                    format!("expected `func` after `internal`, found {}", self.found(t)),
                );
            }
            kw = self.bump();
            Linkage::Internal
        } else {
            Linkage::External
        };
        let kind = if self.text(kw) == "kernel" {
            FuncKind::Kernel
        } else {
            FuncKind::Device
        };
        let name_tok = self.expect(TokKind::Global, "a function name (`@name`)")?;
        let name = self.name(name_tok);
        let mut func = Function::new(name, kind);
        func.linkage = linkage;
        let mut params = Vec::new();
        if let Err(d) = self.header_rest(&mut func, &mut params) {
            // Keep the name known so calls to it are not reported as
            // undefined, then skip the body.
            g.broken_funcs.insert(name);
            spans.entry(name).or_insert(name_tok.span);
            return Err(d);
        }
        func.span = self.span_from(start);
        let lbrace = self.peek();
        // A device function header without a body declares a function
        // defined in another object.
        let declaration = kind == FuncKind::Device && lbrace.kind != TokKind::LBrace;
        if lbrace.kind != TokKind::LBrace && !declaration {
            self.expect(TokKind::LBrace, "`{` to open the function body")?;
        }
        let body = (!declaration).then_some(self.pos + 1);
        if !declaration && !self.skip_body() {
            return Err(Box::new(
                Diagnostic::new(
                    ErrorCode::Syntax,
                    lbrace.span,
                    "this function body is never closed",
                )
                .with_help("add `}` after the last block"),
            ));
        }
        let fresh = self.define_global(spans, name, name_tok.span, "function");
        if fresh {
            let id = FuncId::new(g.sigs.len());
            g.funcs.insert(name, id);
            g.sigs.push(CalleeSig {
                name: name.to_string(),
                params: func.params.iter().map(|p| p.ty).collect(),
                returns: func.returns.clone(),
            });
        }
        decls.push(Decl {
            func,
            params,
            body,
            duplicate: !fresh,
        });
        Ok(())
    }

    fn header_rest(
        &mut self,
        func: &mut Function,
        params: &mut Vec<(&'a str, Span)>,
    ) -> PResult<()> {
        self.expect(TokKind::LParen, "`(`")?;
        if !self.at(TokKind::RParen) {
            loop {
                let v = self.expect(TokKind::Value, "a parameter (`%name: type`)")?;
                self.expect(TokKind::Colon, "`:`")?;
                func.params.push(self.parse_param_type()?);
                params.push((self.name(v), v.span));
                if self.eat(TokKind::Comma).is_none() {
                    break;
                }
            }
        }
        self.expect(TokKind::RParen, "`,` or `)`")?;
        self.parse_returns(&mut func.returns)?;
        // Attributes, up to the body or, for a declaration, the next item.
        while self.at(TokKind::Ident)
            && !["kernel", "func", "internal", "file", "lds"]
                .iter()
                .any(|k| self.at_ident(k))
        {
            self.attribute(func)?;
        }
        Ok(())
    }

    /// One kernel attribute, `name(INT, ...)`.
    fn attribute(&mut self, func: &mut Function) -> PResult<()> {
        let t = self.bump();
        let name = self.text(t);
        let arity = match name {
            "flat_workgroup_size" | "waves_per_eu" | "float_denorm_mode" => 2,
            "reqd_workgroup_size" => 3,
            _ => {
                return Err(Box::new(
                    Diagnostic::new(
                        ErrorCode::BadAttribute,
                        t.span,
                        format!("unknown function attribute `{name}`"),
                    )
                    .with_help(
                        "attributes are flat_workgroup_size(MIN, MAX), \
                         reqd_workgroup_size(X, Y, Z), waves_per_eu(MIN, MAX) and \
                         float_denorm_mode(F32, F16_64)",
                    ),
                ))
            }
        };
        let mut vals = [0u32; 3];
        self.expect(TokKind::LParen, "`(`")?;
        let mut n = 0;
        if !self.at(TokKind::RParen) {
            loop {
                let v = self.u32_literal("an attribute value")?;
                if n < 3 {
                    vals[n] = v;
                }
                n += 1;
                if self.eat(TokKind::Comma).is_none() {
                    break;
                }
            }
        }
        self.expect(TokKind::RParen, "`,` or `)`")?;
        let span = self.span_from(t.span);
        if n != arity {
            return error(
                ErrorCode::BadAttribute,
                span,
                format!("`{name}` takes {arity} values, found {n}"),
            );
        }
        let attrs = &mut func.attrs;
        let dup = match name {
            "flat_workgroup_size" => attrs
                .flat_workgroup_size
                .replace((vals[0], vals[1]))
                .is_some(),
            "waves_per_eu" => attrs.waves_per_eu.replace((vals[0], vals[1])).is_some(),
            "float_denorm_mode" => attrs
                .float_denorm_mode
                .replace((vals[0], vals[1]))
                .is_some(),
            _ => attrs.reqd_workgroup_size.replace(vals).is_some(),
        };
        if dup {
            return error(
                ErrorCode::BadAttribute,
                span,
                format!("attribute `{name}` is given twice"),
            );
        }
        Ok(())
    }
}

// ---------------------------------------------------------------------------
// Phase 2: function bodies.

/// Inference state of a value.
const UNKNOWN: u8 = 0;
const KNOWN: u8 = 1;
const POISON: u8 = 2;

/// A `switch` whose case values wait for the scrutinee's type.
struct PendingSwitch {
    inst: Inst,
    table: JumpTable,
    cases: Vec<(i128, Span, BlockCall)>,
}

/// Per-function name tables and bookkeeping of phase 2.
struct Body<'a> {
    values: HashMap<&'a str, Value>,
    blocks: HashMap<&'a str, Block>,
    slots: HashMap<&'a str, StackSlot>,
    /// Where each value was defined; `NONE` while only used.
    value_def: SecondaryMap<Value, Span>,
    /// Where each value was first mentioned.
    value_use: SecondaryMap<Value, Span>,
    block_def: SecondaryMap<Block, Span>,
    block_use: SecondaryMap<Block, Span>,
    state: SecondaryMap<Value, u8>,
    current: Option<Block>,
    switches: Vec<PendingSwitch>,
    /// Some instruction or label failed to parse.
    broken: bool,
}

/// A placeholder definition for values mentioned but not (yet) defined.
fn undefined_def() -> ValueDef {
    ValueDef::Param(Block::reserved_value(), 0)
}

impl<'a> Parser<'a> {
    /// Parses one body (the parser is just after its `{`), infers its types
    /// and checks its switch cases.
    fn define(&mut self, g: &Globals<'a>, params: &[(&'a str, Span)], func: &mut Function) {
        let mut b = Body {
            values: HashMap::default(),
            blocks: HashMap::default(),
            slots: HashMap::default(),
            value_def: SecondaryMap::with_default(Span::NONE),
            value_use: SecondaryMap::with_default(Span::NONE),
            block_def: SecondaryMap::with_default(Span::NONE),
            block_use: SecondaryMap::with_default(Span::NONE),
            state: SecondaryMap::new(),
            current: None,
            switches: Vec::new(),
            broken: false,
        };
        let body_start = self.peek().span;
        loop {
            let t = self.peek();
            let start = self.pos;
            let result = match t.kind {
                TokKind::RBrace => {
                    self.bump();
                    break;
                }
                // Phase 1 made sure the body is closed; this is defensive.
                TokKind::Eof => break,
                TokKind::Slot if func.layout.is_empty() => self.slot(func, &mut b),
                TokKind::Ident
                    if matches!(self.peek_at(1).kind, TokKind::Colon | TokKind::LParen) =>
                {
                    self.label(func, params, &mut b)
                }
                TokKind::Value | TokKind::Ident => self.inst(g, func, &mut b),
                TokKind::Slot => error(
                    ErrorCode::Syntax,
                    t.span,
                    "stack slots are declared before the first block",
                ),
                _ => error(
                    ErrorCode::Syntax,
                    t.span,
                    format!(
                        "expected an instruction or a block label, found {}",
                        self.found(t)
                    ),
                ),
            };
            if let Err(d) = result {
                self.report(d);
                b.broken = true;
                self.recover_line(start);
            }
        }
        if func.layout.is_empty() && !b.broken {
            self.diags.push(Diagnostic::new(
                ErrorCode::Syntax,
                func.span.to(body_start),
                format!("function `@{}` has no blocks", func.name),
            ));
            return;
        }
        if b.broken {
            return;
        }
        self.check_names(func, &mut b);
        self.infer(g, func, &mut b);
        self.finish_switches(func, &mut b);
    }

    /// `$name = stack_slot INT ("," "align" INT)?`
    fn slot(&mut self, func: &mut Function, b: &mut Body<'a>) -> PResult<()> {
        let t = self.bump();
        self.expect(TokKind::Equals, "`=`")?;
        self.expect_word("stack_slot")?;
        let size = self.u32_literal("a slot size in bytes")?;
        let align = if self.eat(TokKind::Comma).is_some() {
            self.expect_word("align")?;
            self.align_literal()?
        } else {
            default_align(size)
        };
        let name = self.name(t);
        let span = self.span_from(t.span);
        let slot = func.stack_slots.push(StackSlotData { size, align, span });
        func.slot_names[slot] = Some(name.into());
        if b.slots.insert(name, slot).is_some() {
            return error(
                ErrorCode::DuplicateDefinition,
                t.span,
                format!("stack slot `${name}` is defined twice"),
            );
        }
        Ok(())
    }

    /// A block mentioned by a label or a branch.
    fn block_ref(&mut self, func: &mut Function, b: &mut Body<'a>, t: Token) -> Block {
        let name = self.name(t);
        if let Some(&block) = b.blocks.get(name) {
            return block;
        }
        // Not in the layout until its label is seen.
        let block = func.blocks.push(Default::default());
        func.block_names[block] = Some(name.into());
        b.block_use[block] = t.span;
        b.blocks.insert(name, block);
        block
    }

    /// A value used as an operand or branch argument.
    fn use_value(&mut self, func: &mut Function, b: &mut Body<'a>, t: Token) -> Value {
        let name = self.name(t);
        if let Some(&v) = b.values.get(name) {
            return v;
        }
        let v = func.values.push(ValueData {
            ty: Type::VOID,
            def: undefined_def(),
        });
        func.value_names[v] = Some(name.into());
        b.value_use[v] = t.span;
        b.values.insert(name, v);
        v
    }

    /// Defines the value named by `t` (result or block parameter).
    fn def_value(
        &mut self,
        func: &mut Function,
        b: &mut Body<'a>,
        t: Token,
        def: ValueDef,
        ty: Option<Type>,
    ) -> Value {
        let name = self.name(t);
        let v = match b.values.get(name) {
            Some(&v) if !b.value_def[v].is_none() => {
                self.diags.push(
                    Diagnostic::new(
                        ErrorCode::RedefinedValue,
                        t.span,
                        format!("value `%{name}` is defined twice"),
                    )
                    .with_label(b.value_def[v], "first defined here"),
                );
                // Carry on with an anonymous value so the rest still parses.
                func.values.push(ValueData {
                    ty: Type::VOID,
                    def,
                })
            }
            Some(&v) => v,
            None => {
                let v = func.values.push(ValueData {
                    ty: Type::VOID,
                    def,
                });
                func.value_names[v] = Some(name.into());
                b.values.insert(name, v);
                v
            }
        };
        func.values[v].def = def;
        b.value_def[v] = t.span;
        if let Some(ty) = ty {
            func.values[v].ty = ty;
            b.state[v] = KNOWN;
        }
        v
    }

    /// `name ["(" %v: type, ... ")"] ":"`
    fn label(
        &mut self,
        func: &mut Function,
        params: &[(&'a str, Span)],
        b: &mut Body<'a>,
    ) -> PResult<()> {
        let t = self.bump();
        let name = self.name(t);
        let mut block = self.block_ref(func, b, t);
        if !b.block_def[block].is_none() {
            self.diags.push(
                Diagnostic::new(
                    ErrorCode::DuplicateDefinition,
                    t.span,
                    format!("block `{name}` is defined twice"),
                )
                .with_label(b.block_def[block], "first defined here"),
            );
            block = func.blocks.push(Default::default());
        }
        b.block_def[block] = t.span;
        func.layout.push(block);
        b.current = Some(block);
        let entry = func.layout.len() == 1;
        if entry {
            for (n, (&(pname, pspan), p)) in params.iter().zip(&func.params.clone()).enumerate() {
                let tok = Token {
                    kind: TokKind::Value,
                    span: pspan,
                    line_start: false,
                };
                debug_assert_eq!(self.name(tok), pname);
                let v = self.def_value(func, b, tok, ValueDef::Param(block, n as u16), Some(p.ty));
                func.blocks[block].params.push(v, &mut func.value_lists);
            }
        }
        if let Some(open) = self.eat(TokKind::LParen) {
            if entry {
                return Err(Box::new(
                    Diagnostic::new(
                        ErrorCode::Signature,
                        open.span,
                        format!("entry block `{name}` cannot declare parameters"),
                    )
                    .with_help("the entry block's parameters are the function's; declare them in the header"),
                ));
            }
            if !self.at(TokKind::RParen) {
                let mut n = 0u16;
                loop {
                    let v = self.expect(TokKind::Value, "a block parameter (`%name: type`)")?;
                    self.expect(TokKind::Colon, "`:`")?;
                    let ty = self.parse_type()?;
                    let val = self.def_value(func, b, v, ValueDef::Param(block, n), Some(ty));
                    func.blocks[block].params.push(val, &mut func.value_lists);
                    n = n.wrapping_add(1);
                    if self.eat(TokKind::Comma).is_none() {
                        break;
                    }
                }
            }
            self.expect(TokKind::RParen, "`,` or `)`")?;
        }
        self.expect(TokKind::Colon, "`:` after the block label")?;
        func.block_spans[block] = self.span_from(t.span);
        Ok(())
    }

    /// `@name` of a function.
    fn function_ref(&mut self, g: &Globals<'a>) -> PResult<FuncId> {
        let t = self.expect(TokKind::Global, "a function (`@name`)")?;
        let name = self.name(t);
        Ok(match g.funcs.get(name) {
            Some(&f) => f,
            None => {
                if !g.broken_funcs.contains(name) {
                    self.diags.push(Diagnostic::new(
                        ErrorCode::UndefinedGlobal,
                        t.span,
                        format!("no function `@{name}`"),
                    ));
                }
                FuncId::reserved_value()
            }
        })
    }

    /// `"(" [type ["inreg"], ...] ")" ["->" (type | "(" type, ... ")")]`:
    /// a signature, written as a function header without parameter names.
    fn signature(&mut self) -> PResult<Signature> {
        let mut sig = Signature::default();
        self.expect(TokKind::LParen, "`(`")?;
        if !self.at(TokKind::RParen) {
            loop {
                sig.params.push(self.parse_param_type()?);
                if self.eat(TokKind::Comma).is_none() {
                    break;
                }
            }
        }
        self.expect(TokKind::RParen, "`,` or `)`")?;
        self.parse_returns(&mut sig.returns)?;
        Ok(sig)
    }

    /// One or more comma-separated values; stops before a comma that is not
    /// followed by a value (memory flags, block calls...).
    fn values(
        &mut self,
        func: &mut Function,
        b: &mut Body<'a>,
        out: &mut SmallVec<[Value; 4]>,
    ) -> PResult<()> {
        let t = self.expect(TokKind::Value, "a value operand (`%name`)")?;
        out.push(self.use_value(func, b, t));
        while self.at(TokKind::Comma) && self.peek_at(1).kind == TokKind::Value {
            self.bump();
            let t = self.bump();
            out.push(self.use_value(func, b, t));
        }
        Ok(())
    }

    /// `block ["(" [%v, ...] ")"]`
    fn block_call(&mut self, func: &mut Function, b: &mut Body<'a>) -> PResult<BlockCall> {
        let t = self.expect(TokKind::Ident, "a block name")?;
        let block = self.block_ref(func, b, t);
        let mut args: SmallVec<[Value; 4]> = SmallVec::new();
        if self.eat(TokKind::LParen).is_some() {
            if !self.at(TokKind::RParen) {
                self.values(func, b, &mut args)?;
            }
            self.expect(TokKind::RParen, "`,` or `)`")?;
        }
        Ok(func.block_call(block, &args))
    }

    fn ident_in<T>(
        &mut self,
        what: &str,
        code: ErrorCode,
        lookup: impl Fn(&str) -> Option<T>,
        choices: &str,
    ) -> PResult<T> {
        let t = self.expect(TokKind::Ident, what)?;
        let text = self.text(t);
        lookup(text).ok_or_else(|| {
            Box::new(
                Diagnostic::new(code, t.span, format!("expected {what}, found `{text}`"))
                    .with_help(format!("one of: {choices}")),
            )
        })
    }

    fn ordering(&mut self) -> PResult<Ordering> {
        let t = self.expect(TokKind::Ident, "a memory ordering")?;
        ordering_from_text(self.text(t), t.span)
    }

    fn scope(&mut self) -> PResult<SyncScope> {
        // A scope left out is noticed at the next line's first word:
        // report what is missing where it is missing, not that word.
        let end = self.prev_end();
        let t = self.expect(TokKind::Ident, "a synchronization scope")?;
        if self.src[end..t.span.start as usize].contains('\n') {
            let at = match self.pos.checked_sub(2) {
                Some(i) => self.toks[i].span,
                None => Span::new(end, end),
            };
            return Err(Box::new(
                Diagnostic::new(
                    ErrorCode::Syntax,
                    at,
                    "expected a synchronization scope after the ordering",
                )
                .with_help(
                    "scopes are singlethread, wavefront, workgroup, agent, system, \
                     and their `_one_as` forms",
                ),
            ));
        }
        scope_from_text(self.text(t), t.span)
    }

    /// Memory flags after a `,`: `align N`, `volatile`, `nontemporal` and,
    /// for loads and stores, `atomic ORDERING SCOPE`, each at most once, in
    /// any order; `align` is required.
    fn mem_flags(&mut self, mem: &mut MemArgs, allow_atomic: bool, start: Span) -> PResult<()> {
        let mut seen = [false; 4];
        loop {
            let t = self.expect(TokKind::Ident, "a memory flag (`align N`, `volatile`...)")?;
            let text = self.text(t);
            let i = match text {
                "align" => {
                    let a = self.align_literal()?;
                    mem.align_log2 = a.trailing_zeros() as u8;
                    0
                }
                "volatile" => {
                    mem.volatile = true;
                    1
                }
                "nontemporal" => {
                    mem.nontemporal = true;
                    2
                }
                "atomic" if allow_atomic => {
                    mem.ordering = self.ordering()?;
                    mem.scope = self.scope()?;
                    3
                }
                _ => {
                    let flags = if allow_atomic {
                        "align N, volatile, nontemporal, atomic ORDERING SCOPE"
                    } else {
                        "align N, volatile, nontemporal"
                    };
                    return Err(Box::new(
                        Diagnostic::new(
                            ErrorCode::BadAttribute,
                            t.span,
                            format!("unknown memory flag `{text}`"),
                        )
                        .with_help(format!("flags here are {flags}")),
                    ));
                }
            };
            if std::mem::replace(&mut seen[i], true) {
                return error(
                    ErrorCode::BadAttribute,
                    t.span,
                    format!("memory flag `{text}` is given twice"),
                );
            }
            if !(self.at(TokKind::Comma) && self.peek_at(1).kind == TokKind::Ident) {
                break;
            }
            self.bump();
        }
        if !seen[0] {
            return error(
                ErrorCode::BadAttribute,
                self.span_from(start),
                "memory access without `align N`",
            );
        }
        Ok(())
    }

    /// The `, flags` tail of a memory access; `align` is required, so the
    /// comma is too.
    fn mem_tail(&mut self, mem: &mut MemArgs, allow_atomic: bool, start: Span) -> PResult<()> {
        if self.eat(TokKind::Comma).is_none() {
            return Err(Box::new(
                Diagnostic::new(
                    ErrorCode::BadAttribute,
                    self.span_from(start),
                    "memory access without `align N`",
                )
                .with_help("write the guaranteed alignment, as in `, align 4`"),
            ));
        }
        self.mem_flags(mem, allow_atomic, start)
    }

    /// `[%r, ... =] mnemonic[.type] operands [!F:L:C]`
    fn inst(&mut self, g: &Globals<'a>, func: &mut Function, b: &mut Body<'a>) -> PResult<()> {
        let first = self.peek();
        let Some(block) = b.current else {
            return error(
                ErrorCode::Syntax,
                first.span,
                "expected a block label before the first instruction",
            );
        };
        let mut results: SmallVec<[Token; 2]> = SmallVec::new();
        if self.at(TokKind::Value) {
            loop {
                results.push(self.expect(TokKind::Value, "a result name (`%name`)")?);
                if self.eat(TokKind::Comma).is_none() {
                    break;
                }
            }
            self.expect(TokKind::Equals, "`=`")?;
        }
        let mn = self.expect(TokKind::Ident, "an instruction mnemonic")?;
        let text = self.text(mn);
        let (opname, suffix) = match text.find('.') {
            Some(i) => (
                &text[..i],
                Some((
                    &text[i + 1..],
                    Span::new(mn.span.start as usize + i + 1, mn.span.end as usize),
                )),
            ),
            None => (text, None),
        };
        let op_span = Span::new(
            mn.span.start as usize,
            mn.span.start as usize + opname.len(),
        );
        let Some(op) = Opcode::from_name(opname) else {
            let mut d = Diagnostic::new(
                ErrorCode::UnknownOpcode,
                op_span,
                format!("unknown instruction `{opname}`"),
            );
            if let Some(s) = suggest_opcode(opname) {
                d = d.with_help(format!("did you mean `{s}`?"));
            }
            return Err(Box::new(d));
        };
        let format = op.format();
        let typed = matches!(
            format,
            Format::IntConst | Format::FloatConst | Format::Convert | Format::Load
        );
        let ty = match (typed, suffix) {
            (true, Some((s, span))) => type_from_text(s, span)?,
            (true, None) => {
                return error(
                    ErrorCode::Syntax,
                    mn.span,
                    format!("`{op}` needs a type suffix, as in `{op}.i32`"),
                )
            }
            (false, Some((_, span))) => {
                return error(
                    ErrorCode::Syntax,
                    span,
                    format!("`{op}` takes no type suffix"),
                )
            }
            (false, None) => Type::VOID,
        };

        let mut args: SmallVec<[Value; 4]> = SmallVec::new();
        let mut cases: Vec<(i128, Span, BlockCall)> = Vec::new();
        let payload = match format {
            Format::Nullary => Payload::None,
            Format::Dim => Payload::Dim(self.ident_in(
                "a dimension",
                ErrorCode::Syntax,
                Dim::from_name,
                "x, y, z",
            )?),
            Format::IntConst => {
                let (v, t) = self.int_literal("an integer constant")?;
                let bits = if ty.is_int() && !ty.is_vector() {
                    int_bits(v, ty, t.span, self.text(t))?
                } else {
                    0 // check_inst reports the type.
                };
                Payload::Imm(bits)
            }
            Format::FloatConst => {
                let t = self.peek();
                if !matches!(t.kind, TokKind::Number | TokKind::Ident) {
                    return error(
                        ErrorCode::Syntax,
                        t.span,
                        format!("expected a float constant, found {}", self.found(t)),
                    );
                }
                self.bump();
                let bits = match float::FloatFormat::of(ty) {
                    Some(f) => float_literal(self.text(t), t.span, f, ty)?,
                    None => 0, // check_inst reports the type.
                };
                Payload::FloatBits(bits)
            }
            Format::Unary | Format::Binary | Format::Ternary | Format::Convert => {
                self.values(func, b, &mut args)?;
                Payload::None
            }
            Format::IntCompare => {
                let cc = self.ident_in(
                    "an integer condition",
                    ErrorCode::Syntax,
                    IntCC::from_name,
                    "eq ne slt sle sgt sge ult ule ugt uge",
                )?;
                self.values(func, b, &mut args)?;
                Payload::IntCC(cc)
            }
            Format::FloatCompare => {
                let cc = self.ident_in(
                    "a float condition",
                    ErrorCode::Syntax,
                    FloatCC::from_name,
                    "oeq one olt ole ogt oge ord ueq une ult ule ugt uge uno",
                )?;
                self.values(func, b, &mut args)?;
                Payload::FloatCC(cc)
            }
            Format::Lane | Format::InsertLane => {
                self.values(func, b, &mut args)?;
                self.expect(TokKind::Comma, "`,` and a lane index")?;
                let (v, t) = self.int_literal("a lane index")?;
                let lane = u8::try_from(v).or_else(|_| {
                    error(
                        ErrorCode::BadImmediate,
                        t.span,
                        format!("lane index {v} is out of range"),
                    )
                })?;
                Payload::Lane(lane)
            }
            Format::Load | Format::Store => {
                self.values(func, b, &mut args)?;
                let mut mem = MemArgs::aligned(1);
                self.mem_tail(&mut mem, true, first.span)?;
                Payload::Mem(mem)
            }
            Format::AtomicRmw => {
                let rmw = self.ident_in(
                    "an atomic operation",
                    ErrorCode::Syntax,
                    AtomicRmwOp::from_name,
                    "add sub and or xor smin smax umin umax inc dec xchg fadd fmin fmax",
                )?;
                self.values(func, b, &mut args)?;
                self.expect(TokKind::Comma, "`,` and a memory ordering")?;
                let ordering = self.ordering()?;
                let scope = self.scope()?;
                let mut mem = MemArgs::atomic(1, ordering, scope);
                self.mem_tail(&mut mem, false, first.span)?;
                Payload::AtomicRmw(rmw, mem)
            }
            Format::CmpXchg => {
                self.values(func, b, &mut args)?;
                self.expect(TokKind::Comma, "`,` and the success ordering")?;
                let success = self.ordering()?;
                let failure = self.ordering()?;
                let scope = self.scope()?;
                let mut mem = MemArgs::atomic(1, success, scope);
                self.mem_tail(&mut mem, false, first.span)?;
                Payload::CmpXchg { mem, failure }
            }
            Format::Fence => {
                let ordering = self.ordering()?;
                Payload::Fence(ordering, self.scope()?)
            }
            Format::Reduce => {
                let r = self.ident_in(
                    "a reduction",
                    ErrorCode::Syntax,
                    ReduceOp::from_name,
                    "add and or xor smin smax umin umax fadd fmin fmax",
                )?;
                self.values(func, b, &mut args)?;
                Payload::Reduce(r)
            }
            Format::Matrix => {
                let family = if op == Opcode::Wmma {
                    MatrixFamily::Wmma
                } else {
                    MatrixFamily::Mfma
                };
                let m = self.ident_in(
                    "a matrix shape",
                    ErrorCode::Syntax,
                    |t| MatrixOp::from_name(family, t),
                    &MatrixOp::names(family),
                )?;
                self.values(func, b, &mut args)?;
                Payload::Matrix(m)
            }
            Format::StackAddr => {
                let t = self.expect(TokKind::Slot, "a stack slot (`$name`)")?;
                let name = self.name(t);
                match b.slots.get(name) {
                    Some(&s) => Payload::StackSlot(s),
                    None => {
                        return error(
                            ErrorCode::UndefinedGlobal,
                            t.span,
                            format!("no stack slot `${name}` in this function"),
                        )
                    }
                }
            }
            Format::LdsAddr => {
                let t = self.expect(TokKind::Global, "an LDS variable (`@name`)")?;
                let name = self.name(t);
                match g.lds.get(name) {
                    Some(&v) => Payload::Lds(v),
                    None => {
                        self.diags.push(Diagnostic::new(
                            ErrorCode::UndefinedGlobal,
                            t.span,
                            format!("no LDS variable `@{name}`"),
                        ));
                        Payload::Lds(LdsVar::reserved_value())
                    }
                }
            }
            Format::FuncAddr => Payload::Call(self.function_ref(g)?),
            Format::CallIndirect => {
                let t = self.expect(TokKind::Value, "the callee's address (`%name`)")?;
                args.push(self.use_value(func, b, t));
                self.expect(TokKind::LParen, "`(`")?;
                if !self.at(TokKind::RParen) {
                    self.values(func, b, &mut args)?;
                }
                self.expect(TokKind::RParen, "`,` or `)`")?;
                self.expect(TokKind::Colon, "`:` and the callee's signature")?;
                let sig = self.signature()?;
                Payload::Sig(func.import_signature(sig))
            }
            Format::Call => {
                let callee = self.function_ref(g)?;
                self.expect(TokKind::LParen, "`(`")?;
                if !self.at(TokKind::RParen) {
                    self.values(func, b, &mut args)?;
                }
                self.expect(TokKind::RParen, "`,` or `)`")?;
                Payload::Call(callee)
            }
            Format::Jump => Payload::Jump(self.block_call(func, b)?),
            Format::Branch => {
                self.values(func, b, &mut args)?;
                self.expect(TokKind::Comma, "`,`")?;
                let then = self.block_call(func, b)?;
                self.expect(TokKind::Comma, "`,`")?;
                Payload::Branch(then, self.block_call(func, b)?)
            }
            Format::Switch => {
                self.values(func, b, &mut args)?;
                self.expect(TokKind::Comma, "`,`")?;
                let default = self.block_call(func, b)?;
                self.expect(TokKind::Comma, "`,` and the case list")?;
                self.expect(TokKind::LBracket, "`[`")?;
                if !self.at(TokKind::RBracket) {
                    loop {
                        let (v, t) = self.int_literal("a case value")?;
                        self.expect(TokKind::Colon, "`:`")?;
                        cases.push((v, t.span, self.block_call(func, b)?));
                        if self.eat(TokKind::Comma).is_none() {
                            break;
                        }
                    }
                }
                self.expect(TokKind::RBracket, "`,` or `]`")?;
                let table = func.jump_tables.push(JumpTableData {
                    default,
                    cases: Vec::new(),
                });
                Payload::Switch(table)
            }
            Format::Return => {
                if self.at(TokKind::Value) {
                    self.values(func, b, &mut args)?;
                }
                Payload::None
            }
        };

        let mut loc = DebugLoc::default();
        if self.eat(TokKind::Bang).is_some() {
            let ft = self.peek();
            let file = self.u32_literal("a file id")?;
            self.expect(TokKind::Colon, "`:`")?;
            let line = self.u32_literal("a line number")?;
            self.expect(TokKind::Colon, "`:`")?;
            let col = self.u32_literal("a column number")?;
            if file as usize >= g.num_files {
                return error(
                    ErrorCode::UndefinedGlobal,
                    ft.span,
                    format!("no file {file} in the file table"),
                );
            }
            loc = DebugLoc::new(FileId::from_u32(file), line, col);
        }

        let span = self.span_from(first.span);
        let data = InstData {
            opcode: op,
            ty,
            args: ValueList::from_slice(&args, &mut func.value_lists),
            payload,
        };
        let inst = func.insts.push(data);
        func.spans[inst] = span;
        if !loc.is_none() {
            func.debug_locs[inst] = loc;
        }
        for (n, &t) in results.iter().enumerate() {
            let v = self.def_value(func, b, t, ValueDef::Result(inst, n as u16), None);
            func.results[inst].push(v, &mut func.value_lists);
        }
        if let Payload::Switch(table) = payload {
            b.switches.push(PendingSwitch { inst, table, cases });
        }
        func.append_inst(block, inst);
        Ok(())
    }

    /// Reports blocks and values that are mentioned but never defined;
    /// undefined values are poisoned for inference.
    fn check_names(&mut self, func: &Function, b: &mut Body<'a>) {
        for (_, &block) in b.blocks.iter() {
            if b.block_def[block].is_none() {
                self.diags.push(Diagnostic::new(
                    ErrorCode::UndefinedBlock,
                    b.block_use[block],
                    format!(
                        "no block `{}` in this function",
                        func.block_names[block].as_deref().unwrap_or("?")
                    ),
                ));
            }
        }
        for (_, &v) in b.values.iter() {
            if b.value_def[v].is_none() {
                self.diags.push(Diagnostic::new(
                    ErrorCode::UndefinedValue,
                    b.value_use[v],
                    format!(
                        "use of undefined value `%{}`",
                        func.value_names[v].as_deref().unwrap_or("?")
                    ),
                ));
                b.state[v] = POISON;
            }
        }
    }

    /// The worklist inference of the module doc.
    fn infer(&mut self, g: &Globals<'a>, func: &mut Function, b: &mut Body<'a>) {
        let mut pending: SecondaryMap<Inst, u32> = SecondaryMap::new();
        // (value, reader) for every operand of still-unknown type.
        let mut edges: Vec<(Value, Inst)> = Vec::new();
        let mut queue: Vec<Inst> = Vec::new();
        for &block in &func.layout {
            for &inst in &func.blocks[block].insts {
                for &arg in func.insts[inst].args.as_slice(&func.value_lists) {
                    if b.state[arg] == UNKNOWN {
                        pending[inst] += 1;
                        edges.push((arg, inst));
                    }
                }
                if pending[inst] == 0 {
                    queue.push(inst);
                }
            }
        }
        // Counting sort of the edges by value: readers of `v` are
        // `readers[start[v]..start[v + 1]]`.
        let nvalues = func.values.len();
        let mut start = vec![0u32; nvalues + 1];
        for &(v, _) in &edges {
            start[v.index() + 1] += 1;
        }
        for i in 0..nvalues {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut readers = vec![Inst::reserved_value(); edges.len()];
        for &(v, inst) in &edges {
            readers[fill[v.index()] as usize] = inst;
            fill[v.index()] += 1;
        }
        drop(edges);

        // The queue is processed in FIFO order so that errors come out
        // roughly in text order.
        let mut head = 0;
        let mut done = 0usize;
        let mut arg_tys: SmallVec<[Type; 4]> = SmallVec::new();
        while head < queue.len() {
            let inst = queue[head];
            head += 1;
            done += 1;
            self.infer_inst(g, func, b, inst, &mut arg_tys);
            for &r in func.results[inst].as_slice(&func.value_lists) {
                // Values created for unnamed results are past the index.
                if r.index() >= nvalues {
                    continue;
                }
                let (lo, hi) = (start[r.index()] as usize, start[r.index() + 1] as usize);
                for &reader in &readers[lo..hi] {
                    pending[reader] -= 1;
                    if pending[reader] == 0 {
                        queue.push(reader);
                    }
                }
            }
        }
        if done < func.num_placed_insts() {
            // Report the first stuck instruction in layout order.
            let stuck = func
                .layout
                .iter()
                .flat_map(|&bl| func.blocks[bl].insts.iter().copied())
                .find(|&i| pending[i] > 0);
            if let Some(inst) = stuck {
                let unknown = func.insts[inst]
                    .args
                    .as_slice(&func.value_lists)
                    .iter()
                    .find(|&&a| b.state[a] == UNKNOWN)
                    .map(|&a| func.value_names[a].as_deref().unwrap_or("?").to_string())
                    .unwrap_or_default();
                self.diags.push(
                    Diagnostic::new(
                        ErrorCode::Dominance,
                        func.spans[inst],
                        format!("cannot infer the type of `%{unknown}`: it depends on itself"),
                    )
                    .with_note(
                        "a value can only reach its own definition through a block \
                         parameter; this use is not dominated by its definition",
                    ),
                );
            }
        }
    }

    /// Types one instruction whose operand types are all settled.
    fn infer_inst(
        &mut self,
        g: &Globals<'a>,
        func: &mut Function,
        b: &mut Body<'a>,
        inst: Inst,
        arg_tys: &mut SmallVec<[Type; 4]>,
    ) {
        let data = func.insts[inst];
        let args = data.args.as_slice(&func.value_lists);
        let poisoned = args.iter().any(|&a| b.state[a] != KNOWN);
        arg_tys.clear();
        arg_tys.extend(args.iter().map(|&a| func.values[a].ty));
        let span = func.spans[inst];
        let one: [Type; 1];
        let result: Result<&[Type], TypeError> = if poisoned {
            Err(TypeError {
                code: ErrorCode::Malformed,
                message: String::new(),
            })
        } else if let Payload::Sig(sig) = data.payload {
            let sig = &func.signatures[sig];
            let fp_ok = arg_tys.first().is_some_and(|t| is_code_pointer(*t));
            if !fp_ok {
                Err(TypeError {
                    code: ErrorCode::TypeMismatch,
                    message: format!(
                        "`call_indirect` needs a 64-bit pointer to the callee, found {}",
                        arg_tys.first().copied().unwrap_or(Type::VOID)
                    ),
                })
            } else {
                check_call(
                    "call_indirect",
                    sig.params.iter().map(|p| p.ty),
                    &sig.returns,
                    &arg_tys[1..],
                )
            }
        } else if let (Opcode::Call, Payload::Call(callee)) = (data.opcode, data.payload) {
            match g.sigs.get(callee.index()) {
                Some(sig) => {
                    check_call(&sig.name, sig.params.iter().copied(), &sig.returns, arg_tys)
                }
                None => Err(TypeError {
                    code: ErrorCode::Malformed,
                    message: String::new(),
                }),
            }
        } else {
            match check_inst(data.opcode, data.ty, &data.payload, arg_tys) {
                Ok(t) => {
                    one = [t];
                    Ok(if t.is_void() { &one[..0] } else { &one[..] })
                }
                Err(e) => Err(e),
            }
        };
        let tys = match result {
            Ok(tys) => tys,
            Err(e) => {
                // An empty message marks a silent poisoning (an operand or
                // the callee was already reported).
                if !e.message.is_empty() {
                    self.diags.push(Diagnostic::new(e.code, span, e.message));
                }
                self.poison_results(func, b, inst);
                return;
            }
        };
        let named = func.results[inst].len(&func.value_lists);
        if named == 0 {
            for (n, &ty) in tys.iter().enumerate() {
                let v = func.values.push(ValueData {
                    ty,
                    def: ValueDef::Result(inst, n as u16),
                });
                func.results[inst].push(v, &mut func.value_lists);
                b.state[v] = KNOWN;
            }
        } else if named != tys.len() {
            let (code, message) = match data.payload {
                Payload::Sig(_) => (
                    ErrorCode::CallSignature,
                    format!(
                        "the signature returns {} value(s), but {named} result(s) are named",
                        tys.len()
                    ),
                ),
                Payload::Call(callee) if data.opcode == Opcode::Call => (
                    ErrorCode::CallSignature,
                    format!(
                        "`@{}` returns {} value(s), but {named} result(s) are named",
                        g.sigs[callee.index()].name,
                        tys.len()
                    ),
                ),
                _ if tys.is_empty() => (
                    ErrorCode::Malformed,
                    format!("`{}` produces no value to name", data.opcode),
                ),
                _ => (
                    ErrorCode::Malformed,
                    format!("`{}` produces one value, found {named} names", data.opcode),
                ),
            };
            self.diags.push(Diagnostic::new(code, span, message));
            self.poison_results(func, b, inst);
            return;
        } else {
            for (n, &ty) in tys.iter().enumerate() {
                let v = func.results[inst].as_slice(&func.value_lists)[n];
                func.values[v].ty = ty;
                b.state[v] = KNOWN;
            }
        }
        func.insts[inst].ty = if data.opcode == Opcode::Store {
            arg_tys[0]
        } else {
            tys.first().copied().unwrap_or(Type::VOID)
        };
    }

    fn poison_results(&mut self, func: &Function, b: &mut Body<'a>, inst: Inst) {
        for &r in func.results[inst].as_slice(&func.value_lists) {
            b.state[r] = POISON;
        }
    }

    /// Converts `switch` case values now that scrutinee types are known.
    fn finish_switches(&mut self, func: &mut Function, b: &mut Body<'a>) {
        for sw in std::mem::take(&mut b.switches) {
            let Some(scrutinee) = func.insts[sw.inst].args.first(&func.value_lists) else {
                continue;
            };
            let ty = func.values[scrutinee].ty;
            if b.state[scrutinee] != KNOWN || !ty.is_int() || ty.is_vector() {
                continue; // Already reported.
            }
            let mut seen: HashMap<u64, Span> =
                HashMap::with_capacity_and_hasher(sw.cases.len(), Default::default());
            let mut cases = Vec::with_capacity(sw.cases.len());
            for (v, span, call) in sw.cases {
                let text = &self.src[span.range()];
                match int_bits(v, ty, span, text) {
                    Ok(bits) => {
                        if let Some(&first) = seen.get(&bits) {
                            self.diags.push(
                                Diagnostic::new(
                                    ErrorCode::BadImmediate,
                                    span,
                                    format!("case `{text}` appears twice in this switch"),
                                )
                                .with_label(first, "first case with this value"),
                            );
                            continue;
                        }
                        seen.insert(bits, span);
                        cases.push((bits, call));
                    }
                    Err(d) => self.report(d),
                }
            }
            func.jump_tables[sw.table].cases = cases;
        }
    }
}

/// An `fconst` operand: `inf`, `-inf`, `nan`, `0x` bits or a decimal.
fn float_literal(text: &str, span: Span, f: float::FloatFormat, ty: Type) -> PResult<u64> {
    match text {
        "inf" => return Ok(f.infinity(false)),
        "-inf" => return Ok(f.infinity(true)),
        "nan" => return Ok(f.canonical_nan()),
        _ => {}
    }
    if let Some(hex) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        let bits = u64::from_str_radix(hex, 16).map_err(|_| {
            Box::new(Diagnostic::new(
                ErrorCode::BadImmediate,
                span,
                format!("malformed or too long float bits `{text}`"),
            ))
        })?;
        if f.width() < 64 && bits >> f.width() != 0 {
            return error(
                ErrorCode::BadImmediate,
                span,
                format!("bits `{text}` do not fit in {ty}"),
            );
        }
        return Ok(bits);
    }
    match float::parse_decimal(text, f) {
        Ok(bits) => Ok(bits),
        Err(float::DecimalError::Malformed) => Err(Box::new(
            Diagnostic::new(
                ErrorCode::Syntax,
                span,
                format!("malformed float constant `{text}`"),
            )
            .with_help(
                "write a decimal (`1.5`, `-2e-3`), `inf`, `-inf`, `nan` or exact bits `0x3c00`",
            ),
        )),
        Err(float::DecimalError::Overflow) => error(
            ErrorCode::BadImmediate,
            span,
            format!("`{text}` is too large for {ty}"),
        ),
    }
}

/// Float formats, correctly rounded conversion from decimal and from `f64`,
/// and the shortest round-tripping decimal, for the parser and printer.
///
/// The conversion to `f16`, `bf16` and `f32` goes through `f64`: Rust
/// parses the decimal into the nearest `f64` (correctly rounded), and
/// `round_f64` rounds that to the target, nearest-even. Rounding twice can
/// differ from rounding once only when the first rounding lands exactly on a
/// midpoint between two target values (midpoints are themselves `f64`
/// values, so the first rounding can reach but never cross one). In that one
/// case the decimal text is compared exactly with the midpoint (against its
/// exact decimal expansion) and the tie is broken by the true side, so the
/// whole conversion is a single correct rounding.
pub mod float {
    use crate::types::Type;
    use core::cmp::Ordering;

    /// An IEEE binary interchange format.
    #[derive(Copy, Clone, Debug, PartialEq, Eq)]
    pub struct FloatFormat {
        pub exp_bits: u32,
        /// Stored mantissa bits (without the hidden bit).
        pub mant_bits: u32,
    }

    impl FloatFormat {
        pub const F16: FloatFormat = FloatFormat {
            exp_bits: 5,
            mant_bits: 10,
        };
        pub const BF16: FloatFormat = FloatFormat {
            exp_bits: 8,
            mant_bits: 7,
        };
        pub const F32: FloatFormat = FloatFormat {
            exp_bits: 8,
            mant_bits: 23,
        };
        pub const F64: FloatFormat = FloatFormat {
            exp_bits: 11,
            mant_bits: 52,
        };

        /// The format of a scalar float type.
        pub fn of(ty: Type) -> Option<FloatFormat> {
            match ty {
                Type::F16 => Some(FloatFormat::F16),
                Type::BF16 => Some(FloatFormat::BF16),
                Type::F32 => Some(FloatFormat::F32),
                Type::F64 => Some(FloatFormat::F64),
                _ => None,
            }
        }

        pub fn width(self) -> u32 {
            1 + self.exp_bits + self.mant_bits
        }
        fn max_exp_field(self) -> u64 {
            (1 << self.exp_bits) - 1
        }
        fn bias(self) -> i32 {
            (1 << (self.exp_bits - 1)) - 1
        }
        fn sign_bit(self, neg: bool) -> u64 {
            u64::from(neg) << (self.exp_bits + self.mant_bits)
        }
        pub fn infinity(self, neg: bool) -> u64 {
            self.sign_bit(neg) | self.max_exp_field() << self.mant_bits
        }
        /// The canonical quiet NaN: positive, only the top mantissa bit set.
        pub fn canonical_nan(self) -> u64 {
            self.infinity(false) | 1 << (self.mant_bits - 1)
        }
        pub fn is_nan(self, bits: u64) -> bool {
            let mant = bits & ((1 << self.mant_bits) - 1);
            (bits >> self.mant_bits) & self.max_exp_field() == self.max_exp_field() && mant != 0
        }
        pub fn is_infinite(self, bits: u64) -> bool {
            bits & !self.sign_bit(true) == self.infinity(false)
        }
    }

    /// `2^n` for `n` in the normal range of `f64`.
    fn pow2(n: i32) -> f64 {
        f64::from_bits(((n + 1023) as u64) << 52)
    }

    /// The exact `f64` value of `bits` in format `f` (NaN payloads are
    /// kept in the top mantissa bits).
    pub fn to_f64(bits: u64, f: FloatFormat) -> f64 {
        if f == FloatFormat::F64 {
            return f64::from_bits(bits);
        }
        let neg = bits & f.sign_bit(true) != 0;
        let e = (bits >> f.mant_bits) & f.max_exp_field();
        let mant = bits & ((1 << f.mant_bits) - 1);
        let mag = if e == f.max_exp_field() {
            f64::from_bits(0x7ff << 52 | mant << (52 - f.mant_bits))
        } else if e == 0 {
            mant as f64 * pow2(1 - f.bias() - f.mant_bits as i32)
        } else {
            ((1 << f.mant_bits) | mant) as f64 * pow2(e as i32 - f.bias() - f.mant_bits as i32)
        };
        if neg {
            -mag
        } else {
            mag
        }
    }

    /// Rounds `x` to format `f`, to nearest. An exact tie goes up in
    /// magnitude if `tie` is `Greater`, down if `Less`, to even if `Equal`.
    /// Returns the bits and whether a tie was met.
    pub fn round_f64(x: f64, f: FloatFormat, tie: Ordering) -> (u64, bool) {
        let sign = f.sign_bit(x.is_sign_negative());
        if x.is_nan() {
            return (f.canonical_nan(), false);
        }
        if x.is_infinite() {
            return (f.infinity(x < 0.0), false);
        }
        if x == 0.0 {
            return (sign, false);
        }
        let bits = x.to_bits();
        let e_field = ((bits >> 52) & 0x7ff) as i32;
        let frac = bits & ((1 << 52) - 1);
        // |x| = sig * 2^exp exactly.
        let (sig, exp) = if e_field == 0 {
            (frac, -1074)
        } else {
            (frac | 1 << 52, e_field - 1075)
        };
        let m = f.mant_bits as i32;
        let top = 63 - sig.leading_zeros() as i32 + exp; // floor(log2 |x|)
        let q = top.max(1 - f.bias()) - m; // exponent of one unit in the last place
        let shift = q - exp;
        let mut tied = false;
        let mut mant = if shift <= 0 {
            sig << (-shift).min(63)
        } else if shift >= 64 {
            0 // below half the smallest subnormal (sig < 2^53)
        } else {
            let kept = sig >> shift;
            let rem = sig & ((1 << shift) - 1);
            let half = 1u64 << (shift - 1);
            tied = rem == half;
            let up = rem > half
                || (tied
                    && match tie {
                        Ordering::Greater => true,
                        Ordering::Less => false,
                        Ordering::Equal => kept & 1 == 1,
                    });
            kept + u64::from(up)
        };
        let mut e = q + m + f.bias();
        if mant >= 1 << (m + 1) {
            mant >>= 1;
            e += 1;
        }
        if mant < 1 << m {
            return (sign | mant, tied); // subnormal or zero
        }
        if e as u64 >= f.max_exp_field() {
            return (sign | f.infinity(false), tied);
        }
        (sign | (e as u64) << m | (mant & ((1 << m) - 1)), tied)
    }

    /// Why a decimal did not convert.
    #[derive(Copy, Clone, Debug, PartialEq, Eq)]
    pub enum DecimalError {
        /// Not `-?digits[.digits][e[+-]digits]`.
        Malformed,
        /// Finite, but rounds to infinity in the format.
        Overflow,
    }

    fn is_decimal(text: &str) -> bool {
        let b = text.strip_prefix('-').unwrap_or(text).as_bytes();
        let mut i = 0;
        let digits = |i: &mut usize| {
            let s = *i;
            while *i < b.len() && b[*i].is_ascii_digit() {
                *i += 1;
            }
            *i - s
        };
        if digits(&mut i) == 0 {
            return false;
        }
        if i < b.len() && b[i] == b'.' {
            i += 1;
            digits(&mut i);
        }
        if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
            i += 1;
            if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
                i += 1;
            }
            if digits(&mut i) == 0 {
                return false;
            }
        }
        i == b.len()
    }

    /// Converts a decimal to the bits of format `f` with one correct
    /// rounding (see the module doc).
    pub fn parse_decimal(text: &str, f: FloatFormat) -> Result<u64, DecimalError> {
        if !is_decimal(text) {
            return Err(DecimalError::Malformed);
        }
        let x: f64 = text.parse().map_err(|_| DecimalError::Malformed)?;
        let bits = if f == FloatFormat::F64 {
            x.to_bits()
        } else {
            let (bits, tied) = round_f64(x, f, Ordering::Equal);
            if tied {
                let mag = text.strip_prefix('-').unwrap_or(text);
                round_f64(x, f, compare_decimal(mag, x.abs())).0
            } else {
                bits
            }
        };
        if f.is_infinite(bits) {
            return Err(DecimalError::Overflow);
        }
        Ok(bits)
    }

    /// Significant digits (no leading or trailing zeros) and the decimal
    /// exponent of the first one; `None` for zero.
    fn normalize(text: &str) -> Option<(String, i64)> {
        let (mant, exp) = match text.find(['e', 'E']) {
            Some(i) => (&text[..i], text[i + 1..].parse::<i64>().ok()?),
            None => (text, 0),
        };
        let (int, frac) = mant.split_once('.').unwrap_or((mant, ""));
        let all: String = int.chars().chain(frac.chars()).collect();
        let lz = all.bytes().take_while(|&c| c == b'0').count();
        let digits = all[lz..].trim_end_matches('0');
        if digits.is_empty() {
            return None;
        }
        Some((digits.to_string(), int.len() as i64 - lz as i64 - 1 + exp))
    }

    /// Compares a non-negative decimal with a finite positive `f64`
    /// exactly.
    fn compare_decimal(text: &str, x: f64) -> Ordering {
        // 800 digits cover the exact expansion of any f64 midpoint of a
        // narrower format.
        let exact = format!("{x:.800e}");
        match (normalize(text), normalize(&exact)) {
            (Some((da, ea)), Some((db, eb))) => ea.cmp(&eb).then_with(|| da.cmp(&db)),
            (None, Some(_)) => Ordering::Less,
            _ => Ordering::Equal,
        }
    }

    /// Writes `digits × 10^exp` (first digit before the point) in the
    /// canonical style: positional for exponents -5..=16, else `d.ddde±x`.
    fn render(neg: bool, digits: &str, exp: i64) -> String {
        let mut s = String::with_capacity(digits.len() + 8);
        if neg {
            s.push('-');
        }
        if digits == "0" || digits.is_empty() {
            s.push_str("0.0");
            return s;
        }
        if (-5..17).contains(&exp) {
            if exp >= 0 {
                let int = exp as usize + 1;
                if digits.len() > int {
                    s.push_str(&digits[..int]);
                    s.push('.');
                    s.push_str(&digits[int..]);
                } else {
                    s.push_str(digits);
                    s.extend(std::iter::repeat_n('0', int - digits.len()));
                    s.push_str(".0");
                }
            } else {
                s.push_str("0.");
                s.extend(std::iter::repeat_n('0', (-exp - 1) as usize));
                s.push_str(digits);
            }
        } else {
            s.push_str(&digits[..1]);
            if digits.len() > 1 {
                s.push('.');
                s.push_str(&digits[1..]);
            }
            s.push('e');
            s.push_str(&exp.to_string());
        }
        s
    }

    /// Splits Rust's `{:e}` output into sign, digits and exponent.
    fn split_exp(s: &str) -> (bool, String, i64) {
        let (neg, s) = match s.strip_prefix('-') {
            Some(r) => (true, r),
            None => (false, s),
        };
        let (mant, exp) = s.split_once('e').unwrap_or((s, "0"));
        let digits: String = mant.chars().filter(|&c| c != '.').collect();
        let digits = digits.trim_end_matches('0');
        let digits = if digits.is_empty() { "0" } else { digits };
        (neg, digits.to_string(), exp.parse().unwrap_or(0))
    }

    /// The shortest decimal that [`parse_decimal`] reads back to `bits`,
    /// written canonically; `bits` must be finite and not NaN.
    pub fn shortest_decimal(bits: u64, f: FloatFormat) -> String {
        let s = if f == FloatFormat::F64 {
            format!("{:e}", f64::from_bits(bits))
        } else if f == FloatFormat::F32 {
            format!("{:e}", f32::from_bits(bits as u32))
        } else {
            let x = to_f64(bits, f);
            let mut found = format!("{x:e}");
            for p in 0..17 {
                let s = format!("{x:.p$e}");
                if parse_decimal(&s, f) == Ok(bits) {
                    found = s;
                    break;
                }
            }
            found
        };
        let (neg, digits, exp) = split_exp(&s);
        render(neg, &digits, exp)
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        fn all_finite(f: FloatFormat) -> impl Iterator<Item = u64> {
            (0..1u64 << f.width()).filter(move |&b| !f.is_nan(b) && !f.is_infinite(b))
        }

        #[test]
        fn half_and_bfloat_exhaustive_round_trip() {
            for f in [FloatFormat::F16, FloatFormat::BF16] {
                for bits in all_finite(f) {
                    let x = to_f64(bits, f);
                    assert_eq!(round_f64(x, f, Ordering::Equal).0, bits, "{bits:#x}");
                    let text = shortest_decimal(bits, f);
                    assert_eq!(parse_decimal(&text, f), Ok(bits), "{bits:#x} as {text}");
                }
            }
        }

        #[test]
        fn midpoints_round_to_even_and_nudges_break_ties() {
            let f = FloatFormat::F16;
            // 1.0 and its successor 1 + 2^-10: the midpoint ties to even (1.0).
            let mid = 1.0 + 2f64.powi(-11);
            assert_eq!(round_f64(mid, f, Ordering::Equal), (0x3c00, true));
            assert_eq!(round_f64(mid, f, Ordering::Greater).0, 0x3c01);
            // A decimal just above the midpoint that rounds to the midpoint
            // as an f64 must still round up: exactly 1.00048828125 plus 1e-30.
            assert_eq!(parse_decimal("1.00048828125", f), Ok(0x3c00));
            assert_eq!(
                parse_decimal("1.000488281250000000000000000001", f),
                Ok(0x3c01)
            );
            assert_eq!(
                parse_decimal("1.000488281249999999999999999999", f),
                Ok(0x3c00)
            );
            // Overflow threshold of f16: 65520 rounds to infinity, below stays.
            assert_eq!(parse_decimal("65519.99", f), Ok(0x7bff));
            assert_eq!(parse_decimal("65520", f), Err(DecimalError::Overflow));
            assert_eq!(
                parse_decimal("1e400", FloatFormat::F64),
                Err(DecimalError::Overflow)
            );
            // Subnormals.
            assert_eq!(parse_decimal("5.960464477539063e-8", f), Ok(1));
            assert_eq!(parse_decimal("1e-9", f), Ok(0));
            assert_eq!(parse_decimal("-1e-9", f), Ok(0x8000));
        }

        #[test]
        fn f32_matches_hardware_rounding() {
            // A xorshift stream of f64 bit patterns; Rust's `as f32` is a
            // correctly rounded nearest-even conversion: the oracle.
            let mut s = 0x9e3779b97f4a7c15u64;
            for _ in 0..200_000 {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                // Bias the exponent towards the f32 range.
                let bits = (s & 0x800f_ffff_ffff_ffff) | ((0x340 + (s >> 52) % 0x180) << 52);
                let x = f64::from_bits(bits);
                let want = (x as f32).to_bits() as u64;
                assert_eq!(
                    round_f64(x, FloatFormat::F32, Ordering::Equal).0,
                    want,
                    "{x:e}"
                );
            }
        }

        #[test]
        fn canonical_text() {
            let f = FloatFormat::F64;
            let show = |x: f64| shortest_decimal(x.to_bits(), f);
            assert_eq!(show(1.5), "1.5");
            assert_eq!(show(-0.0), "-0.0");
            assert_eq!(show(100.0), "100.0");
            assert_eq!(show(1e-300), "1e-300");
            assert_eq!(show(1.25e20), "1.25e20");
            assert_eq!(show(0.00001), "0.00001");
            assert_eq!(show(0.1), "0.1");
            assert_eq!(shortest_decimal(0x3e00, FloatFormat::F16), "1.5");
            assert_eq!(shortest_decimal(0x3dcd, FloatFormat::F16), "1.45");
            assert_eq!(FloatFormat::F32.canonical_nan(), 0x7fc0_0000);
            assert_eq!(FloatFormat::F16.canonical_nan(), 0x7e00);
            assert_eq!(FloatFormat::BF16.canonical_nan(), 0x7fc0);
            assert_eq!(FloatFormat::F64.canonical_nan(), 0x7ff8_0000_0000_0000);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const VADD: &str = r#"
; c[i] = a[i] + b[i] for i < n
kernel @vadd(%a: ptr.global, %b: ptr.global, %c: ptr.global, %n: i32) reqd_workgroup_size(64, 1, 1) {
entry:
    %tid = workitem_id x
    %gid = workgroup_id x
    %size = workgroup_size x
    %base = imul %gid, %size
    %i = iadd %base, %tid
    %in = icmp slt %i, %n
    brif %in, body, exit

body:
    %i64 = sext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %pa = ptradd %a, %off
    %pb = ptradd %b, %off
    %pc = ptradd %c, %off
    %x = load.f32 %pa, align 4
    %y = load.f32 %pb, align 4
    %s = fadd %x, %y
    store %s, %pc, align 4
    br exit

exit:
    ret
}
"#;

    fn parse_ok(src: &str) -> Module {
        parse_module(src).unwrap_or_else(|d| panic!("{d:#?}"))
    }

    #[test]
    fn parses_the_reference_example() {
        let m = parse_ok(VADD);
        let f = &m.functions[FuncId::new(0)];
        assert_eq!(f.name, "vadd");
        assert_eq!(f.attrs.reqd_workgroup_size, Some([64, 1, 1]));
        assert_eq!(f.layout.len(), 3);
        assert_eq!(f.num_placed_insts(), 19);
        let entry = f.layout[0];
        assert_eq!(f.block_params(entry).len(), 4);
        // Inferred types: the store's `ty` is its stored value's type.
        let body = f.layout[1];
        let store = f.block_insts(body)[9];
        assert_eq!(f.insts[store].opcode, Opcode::Store);
        assert_eq!(f.insts[store].ty, Type::F32);
        let ptradd = f.block_insts(body)[3];
        let r = f.first_result(ptradd).unwrap();
        assert_eq!(f.value_type(r), Type::ptr(crate::AddrSpace::Global));
        assert_eq!(&VADD[f.spans[store].range()], "store %s, %pc, align 4");
        assert_eq!(&VADD[f.block_spans[body].range()], "body:");
    }

    #[test]
    fn forward_references_are_inferred() {
        // `loop` is laid out before `entry`'s successor that defines %k.
        let src = "
func @f(%x: i32) -> i32 {
entry:
    br pre
use:
    %r = iadd %k, %j
    ret %r
pre:
    %j = iadd %k, %x
    %k = imul %x, %x
    br use
}
";
        let m = parse_ok(src);
        let f = &m.functions[FuncId::new(0)];
        for v in f.values.keys() {
            assert_eq!(f.value_type(v), Type::I32, "{:?}", f.value_names[v]);
        }
    }

    #[test]
    fn self_dependency_is_a_dominance_error() {
        let src = "func @f() {\nentry:\n    %a = iadd %b, %b\n    %b = iadd %a, %a\n    ret\n}\n";
        let d = parse_module(src).unwrap_err();
        assert_eq!(d.len(), 1, "{d:#?}");
        assert_eq!(d[0].code, ErrorCode::Dominance);
        assert_eq!(&src[d[0].span.range()], "%a = iadd %b, %b");
    }

    #[test]
    fn one_error_per_mistake() {
        // The bad `fadd` poisons %x; its readers stay silent.
        let src = "func @f(%i: i32) {\nentry:\n    %x = fadd %i, %i\n    %y = fmul %x, %x\n    %z = fneg %y\n    ret\n}\n";
        let d = parse_module(src).unwrap_err();
        assert_eq!(d.len(), 1, "{d:#?}");
        assert_eq!(d[0].code, ErrorCode::TypeMismatch);
    }

    #[test]
    fn immediates() {
        let src = "func @f() {\nentry:\n    %a = iconst.i8 -1\n    %b = iconst.i8 255\n    %c = iconst.i1 -1\n    %h = fconst.f16 1.5\n    %n = fconst.bf16 nan\n    %q = fconst.f32 0x7fc00001\n    ret\n}\n";
        let m = parse_ok(src);
        let f = &m.functions[FuncId::new(0)];
        let pay: Vec<Payload> = f.block_insts(f.layout[0])[..6]
            .iter()
            .map(|&i| f.insts[i].payload)
            .collect();
        assert_eq!(
            pay,
            [
                Payload::Imm(0xff),
                Payload::Imm(0xff),
                Payload::Imm(1),
                Payload::FloatBits(0x3e00),
                Payload::FloatBits(0x7fc0),
                Payload::FloatBits(0x7fc0_0001)
            ]
        );
        let d = parse_module(&src.replace("255", "256")).unwrap_err();
        assert_eq!(d[0].code, ErrorCode::BadImmediate);
    }

    #[test]
    fn suggestions() {
        assert_eq!(suggest_opcode("fadd2"), Some("fadd"));
        assert_eq!(suggest_opcode("workitemid"), Some("workitem_id"));
        assert_eq!(suggest_opcode("zzzzzzzzzzzzzzzzzzz"), None);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }
}
