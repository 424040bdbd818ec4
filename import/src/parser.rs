//! LLVM IR text to [`crate::ast`]: a hand-written recursive-descent parser.
//!
//! Role: read the module subset clang-22 and agc's own exporter write for
//! `amdgcn-amd-amdhsa`, in one pass over the tokens, resolving names to
//! dense indices as it goes (a name used before its definition gets its
//! index at the first mention and the definition fills it in). What the
//! grammar allows but the subset does not need is either skipped where it
//! cannot change the meaning (linkage words other than `internal`,
//! parameter and return attributes such as `noundef` or `align`,
//! metadata attachments other than `!dbg` and `!nontemporal`, comdats) or
//! recorded for [`crate::translate`] to report with its span (calling
//! conventions, `byval`, unknown types). Syntax errors stop the parse at
//! the first one (E0300): later errors in LLVM text are mostly echoes.
//!
//! Invariants provided: see [`crate::ast`]. Never panics: every token
//! access is bounds-checked (the token vector ends in `Eof`, and the
//! parser never moves past it) and nesting depth is capped
//! ([`MAX_DEPTH`]) so hostile input cannot overflow the stack.

use crate::ast::*;
use crate::lexer::{tokenize, TokKind, Token};
use agc_ir::{Diagnostic, ErrorCode, Span};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// Deepest nesting of types, constants and metadata the parser follows.
pub const MAX_DEPTH: u32 = 64;

type PResult<T> = Result<T, Diagnostic>;

/// Parses a whole module.
pub fn parse(src: &str) -> Result<Module<'_>, Diagnostic> {
    if src.len() >= u32::MAX as usize {
        return Err(Diagnostic::new(
            ErrorCode::LlvmUnsupported,
            Span::NONE,
            "LLVM IR text of 4 GiB or more",
        ));
    }
    let mut p = Parser {
        src,
        toks: tokenize(src),
        pos: 0,
        m: Module::default(),
        global_ids: FxHashMap::default(),
        named_types: FxHashMap::default(),
        depth: 0,
        f: None,
    };
    p.prescan_types();
    p.module()?;
    Ok(p.m)
}

/// State of the function being parsed.
struct FnState<'a> {
    names: FxHashMap<&'a str, Local>,
    locals: Vec<LocalDef>,
    local_names: Vec<&'a str>,
    /// Unnamed values so far: the number an unlabelled block takes.
    next_unnamed: u32,
    /// The number and local of an unlabelled entry block. Its name is in
    /// no source text to borrow, so it is matched by value instead
    /// (`%3` in a phi names it) and kept out of `names`.
    unnamed_entry: Option<(u32, Local)>,
}

/// A named struct type: where its body is, and its id once parsed.
#[derive(Copy, Clone)]
enum NamedType {
    At(usize),
    InProgress,
    Done(TyId),
}

struct Parser<'a> {
    src: &'a str,
    toks: Vec<Token>,
    pos: usize,
    m: Module<'a>,
    global_ids: FxHashMap<&'a str, u32>,
    named_types: FxHashMap<&'a str, NamedType>,
    depth: u32,
    f: Option<FnState<'a>>,
}

fn span_of(t: Token) -> Span {
    Span {
        start: t.start,
        end: t.end,
    }
}

/// Fast-math flags, `nsw`/`nuw`/`exact`/`disjoint`/`nneg`/`samesign` and
/// `inbounds`-like words: accepted and dropped (they only allow LLVM to
/// assume more; agc computes the defined result either way).
fn is_flag(w: &str) -> bool {
    matches!(
        w,
        "nnan"
            | "ninf"
            | "nsz"
            | "arcp"
            | "contract"
            | "afn"
            | "reassoc"
            | "fast"
            | "nsw"
            | "nuw"
            | "exact"
            | "disjoint"
            | "nneg"
            | "samesign"
            | "inbounds"
            | "nusw"
    )
}

impl<'a> Parser<'a> {
    // ---- tokens ----

    fn peek(&self) -> Token {
        self.toks[self.pos.min(self.toks.len() - 1)]
    }
    fn peek_at(&self, k: usize) -> Token {
        self.toks[(self.pos + k).min(self.toks.len() - 1)]
    }
    fn kind(&self) -> TokKind {
        self.peek().kind
    }
    fn text(&self, t: Token) -> &'a str {
        t.text(self.src)
    }
    fn bump(&mut self) -> Token {
        let t = self.peek();
        if t.kind != TokKind::Eof {
            self.pos += 1;
        }
        t
    }
    fn span(&self) -> Span {
        span_of(self.peek())
    }
    fn err<T>(&self, msg: impl Into<String>) -> PResult<T> {
        Err(self.error_at(self.span(), msg))
    }
    fn error_at(&self, span: Span, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::new(ErrorCode::LlvmSyntax, span, msg)
    }
    fn unsupported<T>(&self, span: Span, msg: impl Into<String>) -> PResult<T> {
        Err(Diagnostic::new(ErrorCode::LlvmUnsupported, span, msg))
    }
    fn describe(&self, t: Token) -> String {
        match t.kind {
            TokKind::Eof => "the end of the input".to_string(),
            TokKind::Error => format!(
                "`{}`, which starts no LLVM token",
                self.src.get(t.start as usize..t.end as usize).unwrap_or("")
            ),
            _ => format!(
                "`{}`",
                self.src
                    .get(t.start as usize..t.end as usize)
                    .unwrap_or("")
                    .chars()
                    .take(40)
                    .collect::<String>()
            ),
        }
    }
    fn expect(&mut self, kind: TokKind, what: &str) -> PResult<Token> {
        if self.kind() == kind {
            return Ok(self.bump());
        }
        let t = self.peek();
        self.err(format!("expected {what}, found {}", self.describe(t)))
    }
    fn is_word(&self, w: &str) -> bool {
        let t = self.peek();
        t.kind == TokKind::Word && self.text(t) == w
    }
    fn eat_word(&mut self, w: &str) -> bool {
        if self.is_word(w) {
            self.bump();
            return true;
        }
        false
    }
    fn expect_word(&mut self, w: &str) -> PResult<Token> {
        if self.is_word(w) {
            return Ok(self.bump());
        }
        let t = self.peek();
        self.err(format!("expected `{w}`, found {}", self.describe(t)))
    }
    fn eat(&mut self, kind: TokKind) -> bool {
        if self.kind() == kind {
            self.bump();
            return true;
        }
        false
    }
    fn word(&mut self, what: &str) -> PResult<&'a str> {
        let t = self.expect(TokKind::Word, what)?;
        Ok(self.text(t))
    }
    fn uint(&mut self, what: &str) -> PResult<u64> {
        let t = self.expect(TokKind::Int, what)?;
        self.text(t)
            .parse::<u64>()
            .map_err(|_| self.error_at(span_of(t), format!("{what} out of range")))
    }
    /// Skips a balanced `( ... )` group starting at the current `(`.
    fn skip_parens(&mut self) -> PResult<()> {
        self.expect(TokKind::LParen, "`(`")?;
        let mut depth = 1u32;
        loop {
            match self.bump().kind {
                TokKind::LParen => depth += 1,
                TokKind::RParen => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(());
                    }
                }
                TokKind::Eof => return self.err("unterminated `(`"),
                _ => {}
            }
        }
    }
    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return self.unsupported(
                self.span(),
                format!("nesting deeper than {MAX_DEPTH} levels"),
            );
        }
        Ok(())
    }
    fn leave(&mut self) {
        self.depth -= 1;
    }

    // ---- module ----

    /// Notes where each named struct type's body is, so a type may be
    /// used before its definition (with opaque pointers a struct cannot
    /// contain itself, so resolving on demand terminates; a cycle is still
    /// caught).
    fn prescan_types(&mut self) {
        let mut i = 0;
        while i + 3 < self.toks.len() {
            let t = self.toks[i];
            if t.kind == TokKind::Local
                && self.toks[i + 1].kind == TokKind::Eq
                && self.toks[i + 2].kind == TokKind::Word
                && self.text(self.toks[i + 2]) == "type"
            {
                let name = self.text(t);
                self.named_types.entry(name).or_insert(NamedType::At(i + 3));
                i += 3;
            } else {
                i += 1;
            }
        }
    }

    fn module(&mut self) -> PResult<()> {
        loop {
            let t = self.peek();
            match t.kind {
                TokKind::Eof => return Ok(()),
                TokKind::Word => match self.text(t) {
                    "source_filename" => {
                        self.bump();
                        self.expect(TokKind::Eq, "`=`")?;
                        self.expect(TokKind::Str, "a file name")?;
                    }
                    "target" => {
                        self.bump();
                        let what = self.word("`triple` or `datalayout`")?;
                        self.expect(TokKind::Eq, "`=`")?;
                        let s = self.expect(TokKind::Str, "a string")?;
                        if what == "triple" {
                            let triple = self.text(s);
                            if !triple.starts_with("amdgcn-amd-amdhsa") {
                                return self.unsupported(
                                    span_of(s),
                                    format!("target triple `{triple}`: agc compiles for amdgcn-amd-amdhsa"),
                                );
                            }
                        }
                    }
                    "declare" | "define" => self.function()?,
                    "attributes" => self.attribute_group()?,
                    "module" | "uselistorder" | "uselistorder_bb" => {
                        return self.unsupported(
                            span_of(t),
                            format!("`{}` is outside the subset agc imports", self.text(t)),
                        )
                    }
                    w if w.starts_with('$') => {
                        // `$name = comdat any`: linker grouping, no meaning here.
                        self.bump();
                        self.expect(TokKind::Eq, "`=`")?;
                        self.expect_word("comdat")?;
                        self.word("a comdat kind")?;
                    }
                    _ => {
                        return self.err(format!(
                            "expected a top-level entity, found {}",
                            self.describe(t)
                        ))
                    }
                },
                TokKind::Local => {
                    // `%T = type ...`: parsed on demand; skip it here.
                    let name = self.text(t);
                    self.bump();
                    self.expect(TokKind::Eq, "`=`")?;
                    self.expect_word("type")?;
                    let before = self.pos;
                    let _ = self.named_type(name, span_of(t))?;
                    // named_type parsed the body elsewhere; skip it here.
                    self.pos = before;
                    if !self.eat_word("opaque") {
                        let _ = self.ty()?;
                    }
                }
                TokKind::Global => self.global_var()?,
                TokKind::MetaRef => self.metadata_def()?,
                TokKind::MetaName => {
                    // `!llvm.module.flags = !{...}`: named metadata.
                    self.bump();
                    self.expect(TokKind::Eq, "`=`")?;
                    let _ = self.md_value()?;
                }
                TokKind::Caret => {
                    return self.unsupported(
                        span_of(t),
                        "module summary entries (`^N`) are outside the subset agc imports",
                    )
                }
                _ => {
                    return self.err(format!(
                        "expected a top-level entity, found {}",
                        self.describe(t)
                    ))
                }
            }
        }
    }

    fn global_id(&mut self, name: &'a str, span: Span) -> u32 {
        if let Some(&id) = self.global_ids.get(name) {
            return id;
        }
        let id = self.m.globals.len() as u32;
        self.m.globals.push(Global::Undefined(name, span));
        self.global_ids.insert(name, id);
        id
    }

    fn define_global(&mut self, name: &'a str, span: Span, g: Global<'a>) -> PResult<()> {
        let id = self.global_id(name, span);
        let slot = &mut self.m.globals[id as usize];
        if !matches!(slot, Global::Undefined(..)) {
            return Err(Diagnostic::new(
                ErrorCode::LlvmInvalid,
                span,
                format!("`@{name}` is defined twice"),
            ));
        }
        *slot = g;
        Ok(())
    }

    /// Linkage, visibility and friends before a global's kind; returns
    /// whether the linkage is module-local.
    fn linkage_words(&mut self) -> (bool, Option<(&'a str, Span)>) {
        let mut internal = false;
        let mut bad = None;
        loop {
            let t = self.peek();
            if t.kind != TokKind::Word {
                break;
            }
            match self.text(t) {
                "private" | "internal" => internal = true,
                "external" | "hidden" | "protected" | "default" | "dso_local"
                | "dso_preemptable" | "linkonce_odr" | "weak_odr" | "linkonce" | "weak"
                | "unnamed_addr" | "local_unnamed_addr" => {}
                w @ ("common"
                | "appending"
                | "extern_weak"
                | "available_externally"
                | "externally_initialized"
                | "dllimport"
                | "dllexport") => {
                    bad.get_or_insert((w, span_of(t)));
                }
                "thread_local" => {
                    bad.get_or_insert(("thread_local", span_of(t)));
                    self.bump();
                    if self.kind() == TokKind::LParen {
                        let _ = self.skip_parens();
                    }
                    continue;
                }
                _ => break,
            }
            self.bump();
        }
        (internal, bad)
    }

    fn addrspace(&mut self) -> PResult<u32> {
        if !self.eat_word("addrspace") {
            return Ok(0);
        }
        self.expect(TokKind::LParen, "`(`")?;
        let n = self.uint("an address space")?;
        self.expect(TokKind::RParen, "`)`")?;
        u32::try_from(n).map_err(|_| self.error_at(self.span(), "address space out of range"))
    }

    fn global_var(&mut self) -> PResult<()> {
        let nt = self.bump();
        let name = self.text(nt);
        let span = span_of(nt);
        self.expect(TokKind::Eq, "`=`")?;
        let (internal, mut unsupported) = self.linkage_words();
        let mut external = false;
        if self.toks[self.pos.saturating_sub(1)].kind == TokKind::Word
            && self.text(self.toks[self.pos - 1]) == "external"
        {
            external = true;
        }
        let addrspace = self.addrspace()?;
        let (_, bad2) = self.linkage_words();
        if unsupported.is_none() {
            unsupported = bad2;
        }
        let constant = match self.word("`global` or `constant`")? {
            "global" => false,
            "constant" => true,
            "alias" | "ifunc" => {
                return self.unsupported(
                    span,
                    "aliases and ifuncs are outside the subset agc imports",
                )
            }
            w => return self.err(format!("expected `global` or `constant`, found `{w}`")),
        };
        let ty = self.ty()?;
        let init = if external
            || matches!(self.kind(), TokKind::Comma | TokKind::Eof)
            || (self.kind() == TokKind::Global && self.peek_at(1).kind == TokKind::Eq)
            || (self.kind() == TokKind::Word
                && matches!(
                    self.text(self.peek()),
                    "define" | "declare" | "attributes" | "target" | "source_filename"
                ))
            || matches!(self.kind(), TokKind::MetaRef | TokKind::MetaName)
                && self.peek_at(1).kind == TokKind::Eq
        {
            None
        } else {
            Some(self.value(ty)?)
        };
        let mut align = 0;
        while self.eat(TokKind::Comma) {
            let t = self.peek();
            match (t.kind, self.text(t)) {
                (TokKind::Word, "align") => {
                    self.bump();
                    align = self.uint("an alignment")?;
                }
                (TokKind::Word, "section" | "partition") => {
                    unsupported.get_or_insert((self.text(t), span_of(t)));
                    self.bump();
                    self.expect(TokKind::Str, "a name")?;
                }
                (TokKind::Word, "comdat") => {
                    self.bump();
                    if self.eat(TokKind::LParen) {
                        self.word("a comdat")?;
                        self.expect(TokKind::RParen, "`)`")?;
                    }
                }
                (TokKind::MetaName, _) => {
                    self.bump();
                    let _ = self.md_value()?;
                }
                _ => {
                    return self.err(format!(
                        "expected a global attribute, found {}",
                        self.describe(t)
                    ))
                }
            }
        }
        self.define_global(
            name,
            span,
            Global::Var(GlobalVar {
                name,
                span,
                ty,
                addrspace,
                constant,
                init,
                align,
                internal,
                unsupported,
            }),
        )
    }

    fn attribute_group(&mut self) -> PResult<()> {
        self.bump();
        let n = self.expect(TokKind::AttrRef, "`#N`")?;
        let id: u32 = self
            .text(n)
            .parse()
            .map_err(|_| self.error_at(span_of(n), "attribute group number out of range"))?;
        self.expect(TokKind::Eq, "`=`")?;
        self.expect(TokKind::LBrace, "`{`")?;
        let mut attrs = Vec::new();
        self.attr_list(&mut attrs, TokKind::RBrace)?;
        self.expect(TokKind::RBrace, "`}`")?;
        self.m.attr_groups.insert(id, attrs);
        Ok(())
    }

    /// Function attributes up to `end` (not consumed): string attributes
    /// are kept, keyword ones skipped.
    fn attr_list(&mut self, out: &mut Vec<(&'a str, &'a str)>, end: TokKind) -> PResult<()> {
        loop {
            let t = self.peek();
            match t.kind {
                k if k == end => return Ok(()),
                TokKind::Str => {
                    self.bump();
                    let key = self.text(t);
                    let val = if self.eat(TokKind::Eq) {
                        let v = self.expect(TokKind::Str, "a string")?;
                        self.text(v)
                    } else {
                        ""
                    };
                    out.push((key, val));
                }
                TokKind::Word => {
                    self.bump();
                    if self.eat(TokKind::Eq) {
                        self.bump();
                    } else if self.kind() == TokKind::LParen {
                        self.skip_parens()?;
                    }
                }
                _ => return Ok(()),
            }
        }
    }

    // ---- types ----

    fn is_type_start(&self) -> bool {
        let t = self.peek();
        match t.kind {
            TokKind::Less | TokKind::LBracket | TokKind::LBrace => true,
            TokKind::Local => self.named_types.contains_key(self.text(t)),
            TokKind::Word => {
                let w = self.text(t);
                matches!(
                    w,
                    "void"
                        | "half"
                        | "bfloat"
                        | "float"
                        | "double"
                        | "x86_fp80"
                        | "fp128"
                        | "ppc_fp128"
                        | "ptr"
                        | "label"
                        | "metadata"
                        | "token"
                        | "x86_amx"
                        | "target"
                ) || (w.len() > 1
                    && w.starts_with('i')
                    && w[1..].bytes().all(|c| c.is_ascii_digit()))
            }
            _ => false,
        }
    }

    fn named_type(&mut self, name: &'a str, span: Span) -> PResult<TyId> {
        match self.named_types.get(name).copied() {
            Some(NamedType::Done(id)) => Ok(id),
            Some(NamedType::InProgress) => {
                self.unsupported(span, format!("type `%{name}` contains itself"))
            }
            Some(NamedType::At(at)) => {
                self.named_types.insert(name, NamedType::InProgress);
                let saved = self.pos;
                self.pos = at;
                let r = if self.eat_word("opaque") {
                    Ok(self.m.types.intern(Ty::Opaque))
                } else {
                    self.ty()
                };
                self.pos = saved;
                let id = r?;
                self.named_types.insert(name, NamedType::Done(id));
                Ok(id)
            }
            None => Err(Diagnostic::new(
                ErrorCode::LlvmUndefined,
                span,
                format!("type `%{name}` is never defined"),
            )),
        }
    }

    fn ty(&mut self) -> PResult<TyId> {
        self.enter()?;
        let r = self.ty_inner();
        self.leave();
        let mut id = r?;
        // Function types `ret (params)` and the obsolete `T*`.
        loop {
            if self.kind() == TokKind::LParen {
                self.skip_parens()?;
                id = self.m.types.intern(Ty::Func);
            } else if self.kind() == TokKind::Star {
                return self.unsupported(
                    self.span(),
                    "typed pointers (`T*`) are outside the subset: LLVM 17 and later write `ptr`",
                );
            } else {
                return Ok(id);
            }
        }
    }

    fn ty_inner(&mut self) -> PResult<TyId> {
        let t = self.bump();
        let ty = match t.kind {
            TokKind::Word => match self.text(t) {
                "void" => Ty::Void,
                "half" => Ty::Half,
                "bfloat" => Ty::BFloat,
                "float" => Ty::Float,
                "double" => Ty::Double,
                "x86_fp80" => Ty::Unsupported("x86_fp80"),
                "fp128" => Ty::Unsupported("fp128"),
                "ppc_fp128" => Ty::Unsupported("ppc_fp128"),
                "x86_amx" => Ty::Unsupported("x86_amx"),
                "label" => Ty::Label,
                "metadata" => Ty::Metadata,
                "token" => Ty::Token,
                "target" => {
                    self.skip_parens()?;
                    Ty::Unsupported("target")
                }
                "ptr" => Ty::Ptr(self.addrspace()?),
                w if w.starts_with('i') => {
                    let bits: u32 = w[1..]
                        .parse()
                        .ok()
                        .filter(|&b| (1..=1 << 23).contains(&b))
                        .ok_or_else(|| {
                            self.error_at(span_of(t), format!("bad integer type `{w}`"))
                        })?;
                    Ty::Int(bits)
                }
                w => return Err(self.error_at(span_of(t), format!("expected a type, found `{w}`"))),
            },
            TokKind::Local => return self.named_type(self.text(t), span_of(t)),
            TokKind::LBracket => {
                let n = self.uint("an array length")?;
                self.expect_word("x")?;
                let elem = self.ty()?;
                self.expect(TokKind::RBracket, "`]`")?;
                Ty::Array { n, elem }
            }
            TokKind::Less => {
                if self.kind() == TokKind::LBrace {
                    self.bump();
                    let fields = self.struct_fields()?;
                    self.expect(TokKind::Greater, "`>`")?;
                    Ty::Struct {
                        fields,
                        packed: true,
                    }
                } else {
                    let scalable = self.eat_word("vscale");
                    if scalable {
                        self.expect_word("x")?;
                    }
                    let n = self.uint("a vector length")?;
                    self.expect_word("x")?;
                    let elem = self.ty()?;
                    self.expect(TokKind::Greater, "`>`")?;
                    let n = u32::try_from(n)
                        .map_err(|_| self.error_at(span_of(t), "vector length out of range"))?;
                    Ty::Vector { n, elem, scalable }
                }
            }
            TokKind::LBrace => {
                let fields = self.struct_fields()?;
                Ty::Struct {
                    fields,
                    packed: false,
                }
            }
            _ => {
                return Err(self.error_at(
                    span_of(t),
                    format!("expected a type, found {}", self.describe(t)),
                ))
            }
        };
        Ok(self.m.types.intern(ty))
    }

    /// `T, T, ... }` after the `{`.
    fn struct_fields(&mut self) -> PResult<Vec<TyId>> {
        let mut fields = Vec::new();
        if self.eat(TokKind::RBrace) {
            return Ok(fields);
        }
        loop {
            fields.push(self.ty()?);
            if self.eat(TokKind::RBrace) {
                return Ok(fields);
            }
            self.expect(TokKind::Comma, "`,` or `}`")?;
        }
    }

    // ---- values ----

    fn local_id(&mut self, name: &'a str, span: Span) -> PResult<Local> {
        let Some(f) = self.f.as_mut() else {
            return Err(self.error_at(span, format!("`%{name}` outside a function")));
        };
        if let Some(&id) = f.names.get(name) {
            return Ok(id);
        }
        if let Some((n, id)) = f.unnamed_entry {
            if name.bytes().all(|c| c.is_ascii_digit()) && name.parse() == Ok(n) {
                return Ok(id);
            }
        }
        let id = f.locals.len() as Local;
        f.locals.push(LocalDef::Undefined(span));
        f.local_names.push(name);
        f.names.insert(name, id);
        Ok(id)
    }

    fn define_local(&mut self, name: &'a str, span: Span, def: LocalDef) -> PResult<Local> {
        let id = self.local_id(name, span)?;
        let f = self.f.as_mut().expect("inside a function");
        if !matches!(f.locals[id as usize], LocalDef::Undefined(_)) {
            return Err(Diagnostic::new(
                ErrorCode::LlvmInvalid,
                span,
                format!("`%{name}` is defined twice"),
            ));
        }
        f.locals[id as usize] = def;
        if name.bytes().all(|c| c.is_ascii_digit()) {
            f.next_unnamed = f.next_unnamed.max(
                name.parse::<u32>()
                    .unwrap_or(u32::MAX - 1)
                    .saturating_add(1),
            );
        }
        Ok(id)
    }

    fn push_const(&mut self, c: Const) -> Val {
        self.m.consts.push(c);
        Val::Const(self.m.consts.len() as u32 - 1)
    }

    /// The rest of an `icmp`/`fcmp` (`op` names it in errors): flags, the
    /// predicate `from_word` reads, and two operands of one type.
    fn compare<P>(&mut self, op: &str, from_word: fn(&str) -> Option<P>) -> PResult<(P, Opd, Opd)> {
        self.skip_flags();
        let t = self.peek();
        let w = self.word("a predicate")?;
        let pred = from_word(w)
            .ok_or_else(|| self.error_at(span_of(t), format!("`{w}` is not an {op} predicate")))?;
        let a = self.typed_value()?;
        self.expect(TokKind::Comma, "`,`")?;
        let b = self.value(a.ty)?;
        Ok((pred, a, b))
    }

    /// The next word of a calling convention or return attribute, left
    /// unconsumed; `None` at the return type.
    fn before_return_type(&mut self) -> PResult<Option<Token>> {
        if self.is_type_start() {
            return Ok(None);
        }
        let t = self.peek();
        if t.kind != TokKind::Word {
            return self.err(format!(
                "expected a return type, found {}",
                self.describe(t)
            ));
        }
        Ok(Some(t))
    }

    /// A type then a value: `i32 %x`.
    fn typed_value(&mut self) -> PResult<Opd> {
        let ty = self.ty()?;
        self.value(ty)
    }

    /// A value of type `ty`.
    fn value(&mut self, ty: TyId) -> PResult<Opd> {
        self.enter()?;
        let start = self.span();
        let r = self.value_inner(ty);
        self.leave();
        let v = r?;
        let end = self.toks[self.pos.saturating_sub(1)];
        Ok(Opd {
            ty,
            v,
            span: start.to(span_of(end)),
        })
    }

    fn value_inner(&mut self, ty: TyId) -> PResult<Val> {
        let t = self.bump();
        let text = self.text(t);
        Ok(match t.kind {
            TokKind::Local => Val::Local(self.local_id(text, span_of(t))?),
            TokKind::Global => Val::Global(self.global_id(text, span_of(t))),
            TokKind::Int => {
                let bits = self.int_bits(t, ty)?;
                self.push_const(Const::Int(bits))
            }
            TokKind::Float => {
                let bits = self.float_bits(t, ty)?;
                self.push_const(Const::Float(bits))
            }
            TokKind::Word => match text {
                "true" => self.push_const(Const::Int(1)),
                "false" => self.push_const(Const::Int(0)),
                "null" | "none" => self.push_const(Const::Null),
                "undef" | "poison" => self.push_const(Const::Undef),
                "zeroinitializer" => self.push_const(Const::Zero),
                "c" if self.kind() == TokKind::Str => {
                    let s = self.bump();
                    let bytes = unescape(self.text(s));
                    let i8t = self.m.types.intern(Ty::Int(8));
                    let elems = bytes
                        .into_iter()
                        .map(|b| {
                            self.m.consts.push(Const::Int(b as u64));
                            Opd {
                                ty: i8t,
                                v: Val::Const(self.m.consts.len() as u32 - 1),
                                span: span_of(s),
                            }
                        })
                        .collect();
                    self.push_const(Const::Aggregate(elems))
                }
                "splat" => {
                    self.expect(TokKind::LParen, "`(`")?;
                    let e = self.typed_value()?;
                    self.expect(TokKind::RParen, "`)`")?;
                    let n = match self.m.types.get(ty) {
                        Ty::Vector { n, .. } => *n,
                        _ => return Err(self.error_at(span_of(t), "`splat` of a non-vector type")),
                    };
                    self.push_const(Const::Aggregate(vec![e; n.min(1 << 16) as usize]))
                }
                "getelementptr" => {
                    while self.kind() == TokKind::Word
                        && (is_flag(self.text(self.peek())) || self.is_word("inrange"))
                    {
                        if self.eat_word("inrange") {
                            self.skip_parens()?;
                        } else {
                            self.bump();
                        }
                    }
                    self.expect(TokKind::LParen, "`(`")?;
                    let src = self.ty()?;
                    self.expect(TokKind::Comma, "`,`")?;
                    let base = self.typed_value()?;
                    let mut idx = Vec::new();
                    while self.eat(TokKind::Comma) {
                        idx.push(self.typed_value()?);
                    }
                    self.expect(TokKind::RParen, "`)`")?;
                    self.push_const(Const::Gep { src, base, idx })
                }
                w if CastOp::from_word(w).is_some() => {
                    let op = CastOp::from_word(w).expect("checked");
                    self.expect(TokKind::LParen, "`(`")?;
                    let v = self.typed_value()?;
                    self.expect_word("to")?;
                    let to = self.ty()?;
                    self.expect(TokKind::RParen, "`)`")?;
                    self.push_const(Const::Cast { op, v, to })
                }
                "asm" => {
                    return self.unsupported(
                        span_of(t),
                        "inline assembly (`asm`) is outside the subset agc imports",
                    )
                }
                w => {
                    return self.unsupported(
                        span_of(t),
                        format!("the constant `{w}` is outside the subset agc imports"),
                    )
                }
            },
            TokKind::LBracket => {
                let elems = self.const_list(TokKind::RBracket)?;
                self.push_const(Const::Aggregate(elems))
            }
            TokKind::LBrace => {
                let elems = self.const_list(TokKind::RBrace)?;
                self.push_const(Const::Aggregate(elems))
            }
            TokKind::Less => {
                if self.eat(TokKind::LBrace) {
                    let elems = self.const_list(TokKind::RBrace)?;
                    self.expect(TokKind::Greater, "`>`")?;
                    self.push_const(Const::Aggregate(elems))
                } else {
                    let elems = self.const_list(TokKind::Greater)?;
                    self.push_const(Const::Aggregate(elems))
                }
            }
            TokKind::MetaRef | TokKind::MetaName | TokKind::Bang | TokKind::MetaString => {
                // A metadata argument of a debug intrinsic.
                self.pos -= 1;
                let _ = self.md_value()?;
                self.push_const(Const::Undef)
            }
            _ => {
                return Err(self.error_at(
                    span_of(t),
                    format!("expected a value, found {}", self.describe(t)),
                ))
            }
        })
    }

    /// Typed elements up to `end` (consumed).
    fn const_list(&mut self, end: TokKind) -> PResult<Vec<Opd>> {
        let mut v = Vec::new();
        if self.eat(end) {
            return Ok(v);
        }
        loop {
            v.push(self.typed_value()?);
            if self.eat(end) {
                return Ok(v);
            }
            self.expect(TokKind::Comma, "`,`")?;
        }
    }

    /// An integer literal's bits, truncated to `ty`'s width and
    /// zero-extended (64 bits for a non-integer context, which translation
    /// rejects). LLVM reads a literal as a two's-complement number of any
    /// size and keeps the low bits of the type's width (`i8 256` is 0,
    /// `i8 -129` is 127; llvm-as and llvm-dis agree), so no literal is
    /// out of range. Only the low 64 bits matter, so the digits are read
    /// modulo 2^64 in one pass, whatever their count.
    fn int_bits(&self, t: Token, ty: TyId) -> PResult<u64> {
        let text = self.text(t);
        let bits = match self.m.types.get(ty) {
            Ty::Int(b) => *b,
            _ => 64,
        };
        let (neg, digits) = match text.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, text.strip_prefix('+').unwrap_or(text)),
        };
        if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_digit()) {
            return Err(self.error_at(span_of(t), format!("bad integer `{text}`")));
        }
        let mag = digits.bytes().fold(0u64, |acc, c| {
            acc.wrapping_mul(10).wrapping_add(u64::from(c - b'0'))
        });
        let wide = if neg { mag.wrapping_neg() } else { mag };
        if bits >= 64 {
            // Wider types are kept only to be reported by translation
            // (agc has no wider integers).
            return Ok(wide);
        }
        Ok(wide & ((1u64 << bits) - 1))
    }

    /// A float literal's bits in `ty`'s format. LLVM writes a `float`
    /// or `double` constant in decimal only when the decimal is exact, and
    /// otherwise as the hexadecimal bits of the value as a `double`;
    /// `half` and `bfloat` always as `0xH`/`0xR` bits.
    fn float_bits(&self, t: Token, ty: TyId) -> PResult<u64> {
        let text = self.text(t);
        let bad = |msg: String| Err(Diagnostic::new(ErrorCode::LlvmInvalid, span_of(t), msg));
        let hex = |s: &str| u64::from_str_radix(s, 16).ok().filter(|_| !s.is_empty());
        let target = self.m.types.get(ty).clone();
        if let Some(h) = text.strip_prefix("0xH") {
            return match (hex(h), &target) {
                (Some(b), Ty::Half) if b <= 0xffff => Ok(b),
                _ => bad(format!("`{text}` is not a `half` constant here")),
            };
        }
        if let Some(h) = text.strip_prefix("0xR") {
            return match (hex(h), &target) {
                (Some(b), Ty::BFloat) if b <= 0xffff => Ok(b),
                _ => bad(format!("`{text}` is not a `bfloat` constant here")),
            };
        }
        if text.starts_with("0xK") || text.starts_with("0xL") || text.starts_with("0xM") {
            return self.unsupported(
                span_of(t),
                format!("`{text}`: 80- and 128-bit floats are outside the subset"),
            );
        }
        let x = if let Some(h) = text.strip_prefix("0x") {
            match hex(h) {
                Some(b) if h.len() <= 16 => f64::from_bits(b),
                _ => return bad(format!("bad hexadecimal float `{text}`")),
            }
        } else {
            match text.parse::<f64>() {
                Ok(x) => x,
                Err(_) => return bad(format!("bad float `{text}`")),
            }
        };
        match target {
            Ty::Double => Ok(x.to_bits()),
            Ty::Float => {
                let f = x as f32;
                if (f as f64).to_bits() != x.to_bits() && !x.is_nan() {
                    return bad(format!(
                        "`{text}` is not exactly representable as a `float`"
                    ));
                }
                if x.is_nan() {
                    // The NaN's payload moves to the top of f32's mantissa.
                    let b = x.to_bits();
                    let sign = ((b >> 63) as u32) << 31;
                    let m = ((b >> 29) & 0x7f_ffff) as u32;
                    return Ok((sign | 0x7f80_0000 | m) as u64);
                }
                Ok(f.to_bits() as u64)
            }
            Ty::Half | Ty::BFloat => f64_to_narrow_exact(x, matches!(target, Ty::Half))
                .map(u64::from)
                .map_or_else(
                    || bad(format!("`{text}` is not exactly representable here")),
                    Ok,
                ),
            _ => bad(format!("a float constant `{text}` for a non-float type")),
        }
    }

    // ---- metadata ----

    fn metadata_def(&mut self) -> PResult<()> {
        let t = self.bump();
        let id: u32 = self
            .text(t)
            .parse()
            .map_err(|_| self.error_at(span_of(t), "metadata number out of range"))?;
        self.expect(TokKind::Eq, "`=`")?;
        self.eat_word("distinct");
        let node = match self.md_value()? {
            MdVal::Node(n) => *n,
            _ => return self.err("expected a metadata node"),
        };
        self.m.metadata.insert(id, node);
        Ok(())
    }

    fn md_value(&mut self) -> PResult<MdVal<'a>> {
        self.enter()?;
        let r = self.md_value_inner();
        self.leave();
        r
    }

    fn md_value_inner(&mut self) -> PResult<MdVal<'a>> {
        let t = self.peek();
        Ok(match t.kind {
            TokKind::MetaRef => {
                self.bump();
                MdVal::Ref(
                    self.text(t)
                        .parse()
                        .map_err(|_| self.error_at(span_of(t), "metadata number out of range"))?,
                )
            }
            TokKind::MetaString => {
                self.bump();
                MdVal::Str(self.text(t))
            }
            TokKind::Bang => {
                self.bump();
                self.expect(TokKind::LBrace, "`{`")?;
                let mut fields = Vec::new();
                if !self.eat(TokKind::RBrace) {
                    loop {
                        fields.push(("", self.md_value()?));
                        if self.eat(TokKind::RBrace) {
                            break;
                        }
                        self.expect(TokKind::Comma, "`,` or `}`")?;
                    }
                }
                MdVal::Node(Box::new(MdNode { kind: "", fields }))
            }
            TokKind::MetaName => {
                self.bump();
                let kind = self.text(t);
                self.expect(TokKind::LParen, "`(`")?;
                let mut fields = Vec::new();
                if !self.eat(TokKind::RParen) {
                    loop {
                        let name = if self.kind() == TokKind::Label {
                            let l = self.bump();
                            self.text(l)
                        } else {
                            ""
                        };
                        fields.push((name, self.md_field()?));
                        if self.eat(TokKind::RParen) {
                            break;
                        }
                        self.expect(TokKind::Comma, "`,` or `)`")?;
                    }
                }
                MdVal::Node(Box::new(MdNode { kind, fields }))
            }
            TokKind::Word if self.text(t) == "null" => {
                self.bump();
                MdVal::Null
            }
            _ => MdVal::Value(self.typed_value()?),
        })
    }

    /// The value of a specialized node's field: a number, a string, a
    /// reference, a node, or flag words joined by `|`.
    fn md_field(&mut self) -> PResult<MdVal<'a>> {
        let t = self.peek();
        match t.kind {
            TokKind::Int => {
                self.bump();
                let text = self.text(t);
                Ok(MdVal::Int(
                    text.parse::<i64>()
                        .or_else(|_| text.parse::<u64>().map(|u| u as i64))
                        .map_err(|_| self.error_at(span_of(t), "number out of range"))?,
                ))
            }
            TokKind::Str => {
                self.bump();
                Ok(MdVal::Str(self.text(t)))
            }
            TokKind::Word if self.text(t) != "null" && !self.is_type_start() => {
                self.bump();
                let w = self.text(t);
                while self.eat(TokKind::Pipe) {
                    self.expect(TokKind::Word, "a flag")?;
                }
                Ok(MdVal::Word(w))
            }
            _ => self.md_value(),
        }
    }

    // ---- functions ----

    fn function(&mut self) -> PResult<()> {
        let kw = self.bump();
        let is_definition = self.text(kw) == "define";
        let (internal, _) = self.linkage_words();
        let mut kernel = false;
        let mut bad_cc = None;
        // Calling convention and return attributes, up to the return type.
        while let Some(t) = self.before_return_type()? {
            let w = self.text(t);
            self.bump();
            match w {
                "amdgpu_kernel" => kernel = true,
                "ccc" => {}
                "cc" => {
                    bad_cc.get_or_insert((w, span_of(t)));
                    self.uint("a calling convention number")?;
                }
                w if w.ends_with("cc") || w.starts_with("amdgpu_") || w.contains("call") => {
                    bad_cc.get_or_insert((w, span_of(t)));
                }
                "align" => {
                    self.uint("an alignment")?;
                }
                _ => {
                    if self.kind() == TokKind::LParen {
                        self.skip_parens()?;
                    }
                }
            }
        }
        let ret = self.ty()?;
        let nt = self.expect(TokKind::Global, "a function name")?;
        let name = self.text(nt);
        let span = span_of(nt);
        self.f = Some(FnState {
            names: FxHashMap::default(),
            locals: Vec::new(),
            local_names: Vec::new(),
            next_unnamed: 0,
            unnamed_entry: None,
        });
        let r = self.function_rest(name, span, ret, is_definition, internal, kernel, bad_cc);
        self.f = None;
        let func = r?;
        self.define_global(name, span, Global::Func(func))
    }

    #[allow(clippy::too_many_arguments)]
    fn function_rest(
        &mut self,
        name: &'a str,
        span: Span,
        ret: TyId,
        is_definition: bool,
        internal: bool,
        kernel: bool,
        bad_cc: Option<(&'a str, Span)>,
    ) -> PResult<Function<'a>> {
        self.expect(TokKind::LParen, "`(`")?;
        let mut params = Vec::new();
        let mut variadic = false;
        if !self.eat(TokKind::RParen) {
            loop {
                if self.eat(TokKind::Ellipsis) {
                    variadic = true;
                    self.expect(TokKind::RParen, "`)`")?;
                    break;
                }
                let start = self.span();
                let ty = self.ty()?;
                let mut inreg = false;
                let mut align = None;
                let mut unsupported_attr = None;
                loop {
                    let t = self.peek();
                    if t.kind != TokKind::Word {
                        break;
                    }
                    let w = self.text(t);
                    self.bump();
                    match w {
                        "inreg" => inreg = true,
                        "byval" | "byref" | "sret" | "inalloca" | "preallocated"
                        | "elementtype" => {
                            unsupported_attr.get_or_insert((w, span_of(t)));
                        }
                        "align" if self.kind() == TokKind::Int => {
                            let at = self.span();
                            align = Some((self.uint("an alignment")?, at));
                        }
                        _ => {}
                    }
                    if self.kind() == TokKind::LParen {
                        self.skip_parens()?;
                    }
                }
                let local = if self.kind() == TokKind::Local {
                    let t = self.bump();
                    let idx = params.len() as u32;
                    Some(self.define_local(self.text(t), span_of(t), LocalDef::Arg(idx))?)
                } else {
                    // An unnamed parameter takes the next number.
                    let f = self.f.as_mut().expect("inside a function");
                    f.next_unnamed += 1;
                    None
                };
                let end = self.toks[self.pos.saturating_sub(1)];
                params.push(ParamAst {
                    ty,
                    local,
                    inreg,
                    align,
                    unsupported_attr,
                    span: start.to(span_of(end)),
                });
                if self.eat(TokKind::RParen) {
                    break;
                }
                self.expect(TokKind::Comma, "`,` or `)`")?;
            }
        }
        let mut func = Function {
            name,
            span,
            ret,
            params,
            variadic,
            kernel,
            bad_cc,
            internal,
            attr_groups: SmallVec::new(),
            attrs: Vec::new(),
            metadata: Vec::new(),
            dbg: None,
            is_definition,
            locals: Vec::new(),
            local_names: Vec::new(),
            insts: Vec::new(),
            blocks: Vec::new(),
            unnamed_entry: None,
        };
        // Function attributes and attachments, up to the body.
        loop {
            let t = self.peek();
            match t.kind {
                TokKind::AttrRef => {
                    self.bump();
                    func.attr_groups.push(self.text(t).parse().map_err(|_| {
                        self.error_at(span_of(t), "attribute group number out of range")
                    })?);
                }
                TokKind::Str => {
                    let mut v = Vec::new();
                    self.attr_list(&mut v, TokKind::LBrace)?;
                    func.attrs.extend(v);
                }
                TokKind::MetaName if self.peek_at(1).kind != TokKind::Eq => {
                    self.bump();
                    let kind = self.text(t);
                    let nt = self.expect(TokKind::MetaRef, "`!N`")?;
                    let n: u32 = self
                        .text(nt)
                        .parse()
                        .map_err(|_| self.error_at(span_of(nt), "metadata number out of range"))?;
                    if kind == "dbg" {
                        func.dbg = Some(n);
                    } else {
                        func.metadata.push((kind, n, span_of(nt)));
                    }
                }
                TokKind::Word
                    if !matches!(
                        self.text(t),
                        "define" | "declare" | "attributes" | "target" | "source_filename"
                    ) =>
                {
                    let w = self.text(t);
                    self.bump();
                    match w {
                        "section" | "partition" | "gc" => {
                            self.expect(TokKind::Str, "a string")?;
                        }
                        "align" => {
                            self.uint("an alignment")?;
                        }
                        "addrspace" | "comdat" | "memory" => {
                            if self.kind() == TokKind::LParen {
                                self.skip_parens()?;
                            }
                        }
                        "prefix" | "prologue" | "personality" => {
                            return self.unsupported(
                                span_of(t),
                                format!("`{w}` is outside the subset agc imports"),
                            );
                        }
                        _ => {
                            if self.eat(TokKind::Eq) {
                                self.bump();
                            } else if self.kind() == TokKind::LParen {
                                self.skip_parens()?;
                            }
                        }
                    }
                }
                _ => break,
            }
        }
        if is_definition {
            self.body(&mut func)?;
        }
        let f = self.f.as_mut().expect("inside a function");
        for (i, d) in f.locals.iter().enumerate() {
            if let LocalDef::Undefined(span) = *d {
                return Err(Diagnostic::new(
                    ErrorCode::LlvmUndefined,
                    span,
                    format!(
                        "`%{}` is used but never defined in `@{name}`",
                        f.local_names[i]
                    ),
                ));
            }
        }
        func.locals = std::mem::take(&mut f.locals);
        func.local_names = std::mem::take(&mut f.local_names);
        Ok(func)
    }

    fn body(&mut self, func: &mut Function<'a>) -> PResult<()> {
        self.expect(TokKind::LBrace, "`{`")?;
        loop {
            let t = self.peek();
            if t.kind == TokKind::RBrace {
                self.bump();
                break;
            }
            let (name, lspan) = if t.kind == TokKind::Label {
                self.bump();
                (Some(self.text(t)), span_of(t))
            } else if func.blocks.is_empty() {
                (None, span_of(t))
            } else {
                return self.err(format!(
                    "expected a block label or `}}`, found {}",
                    self.describe(t)
                ));
            };
            let idx = func.blocks.len() as u32;
            let local = match name {
                Some(n) => self.define_local(n, lspan, LocalDef::Block(idx))?,
                None => {
                    // The unlabelled entry block takes the next number.
                    let f = self.f.as_mut().expect("inside a function");
                    let n = f.next_unnamed;
                    let id = f.locals.len() as Local;
                    f.locals.push(LocalDef::Block(idx));
                    f.local_names.push("");
                    f.unnamed_entry = Some((n, id));
                    f.next_unnamed = n.saturating_add(1);
                    func.unnamed_entry = Some(n);
                    id
                }
            };
            let first = func.insts.len() as u32;
            loop {
                let t = self.peek();
                if t.kind == TokKind::DbgRecord {
                    // `#dbg_value(...)`: debug records describe variables,
                    // which agc's DWARF does not cover; they change nothing.
                    self.bump();
                    self.skip_parens()?;
                    continue;
                }
                if matches!(t.kind, TokKind::Label | TokKind::RBrace | TokKind::Eof) {
                    if t.kind == TokKind::Eof {
                        return self.err("unterminated function body");
                    }
                    return self.err(format!(
                        "block `{}` does not end in a terminator",
                        name.map_or_else(|| "entry".to_string(), |n| format!("%{n}"))
                    ));
                }
                let inst = self.instruction(func.insts.len() as u32)?;
                let term = inst.is_terminator();
                func.insts.push(inst);
                if term {
                    break;
                }
            }
            let end = func.insts.len() as u32;
            func.blocks.push(BlockAst {
                local,
                insts: first..end,
                span: lspan,
            });
        }
        if func.blocks.is_empty() {
            return self.err("a function body needs at least one block");
        }
        Ok(())
    }

    // ---- instructions ----

    fn skip_flags(&mut self) {
        while self.kind() == TokKind::Word && is_flag(self.text(self.peek())) {
            self.bump();
        }
    }

    fn local_ref(&mut self) -> PResult<Local> {
        let t = self.expect(TokKind::Local, "a local name")?;
        self.local_id(self.text(t), span_of(t))
    }

    fn label_ref(&mut self) -> PResult<Local> {
        self.expect_word("label")?;
        self.local_ref()
    }

    fn ordering(&mut self) -> PResult<AtomicOrdering> {
        let t = self.peek();
        let w = self.word("a memory ordering")?;
        AtomicOrdering::from_word(w)
            .ok_or_else(|| self.error_at(span_of(t), format!("`{w}` is not a memory ordering")))
    }

    /// `[syncscope("s")] ordering`.
    fn atomic(&mut self) -> PResult<Atomic<'a>> {
        let (scope, scope_span) = if self.eat_word("syncscope") {
            self.expect(TokKind::LParen, "`(`")?;
            let s = self.expect(TokKind::Str, "a scope name")?;
            self.expect(TokKind::RParen, "`)`")?;
            (self.text(s), span_of(s))
        } else {
            ("", self.span())
        };
        let ordering = self.ordering()?;
        Ok(Atomic {
            ordering,
            scope,
            scope_span,
        })
    }

    /// `, align N` if present.
    fn opt_align(&mut self) -> PResult<u64> {
        if self.kind() == TokKind::Comma
            && self.peek_at(1).kind == TokKind::Word
            && self.text(self.peek_at(1)) == "align"
        {
            self.bump();
            self.bump();
            return self.uint("an alignment");
        }
        Ok(0)
    }

    fn instruction(&mut self, index: u32) -> PResult<Inst<'a>> {
        let start = self.span();
        let result = if self.kind() == TokKind::Local && self.peek_at(1).kind == TokKind::Eq {
            let t = self.bump();
            self.bump();
            Some((self.text(t), span_of(t)))
        } else {
            None
        };
        let op_tok = self.peek();
        let op = self.word("an instruction")?;
        let kind = self.inst_kind(op, op_tok)?;
        let mut inst = Inst {
            result: None,
            kind,
            span: start,
            dbg: None,
            nontemporal: false,
        };
        // Attachments: `, !name !N`.
        while self.kind() == TokKind::Comma && self.peek_at(1).kind == TokKind::MetaName {
            self.bump();
            let t = self.bump();
            let kind = self.text(t);
            let v = self.md_value()?;
            match (kind, v) {
                ("dbg", MdVal::Ref(n)) => inst.dbg = Some(n),
                ("nontemporal", _) => inst.nontemporal = true,
                _ => {}
            }
        }
        let end = self.toks[self.pos.saturating_sub(1)];
        inst.span = start.to(span_of(end));
        if let Some((name, span)) = result {
            inst.result = Some(self.define_local(name, span, LocalDef::Inst(index))?);
        } else if let Some(f) = self.f.as_mut() {
            // An unnamed non-void result would take a number; clang names
            // every result, so only void instructions come here.
            let _ = f;
        }
        Ok(inst)
    }

    fn inst_kind(&mut self, op: &'a str, op_tok: Token) -> PResult<InstKind<'a>> {
        if let Some(bin) = BinOp::from_word(op) {
            self.skip_flags();
            let a = self.typed_value()?;
            self.expect(TokKind::Comma, "`,`")?;
            let b = self.value(a.ty)?;
            return Ok(InstKind::Bin { op: bin, a, b });
        }
        if let Some(cast) = CastOp::from_word(op) {
            self.skip_flags();
            let v = self.typed_value()?;
            self.expect_word("to")?;
            let to = self.ty()?;
            return Ok(InstKind::Cast { op: cast, v, to });
        }
        Ok(match op {
            "fneg" => {
                self.skip_flags();
                InstKind::FNeg(self.typed_value()?)
            }
            "icmp" => {
                let (pred, a, b) = self.compare("icmp", ICmpPred::from_word)?;
                InstKind::ICmp { pred, a, b }
            }
            "fcmp" => {
                let (pred, a, b) = self.compare("fcmp", FCmpPred::from_word)?;
                InstKind::FCmp { pred, a, b }
            }
            "select" => {
                self.skip_flags();
                let c = self.typed_value()?;
                self.expect(TokKind::Comma, "`,`")?;
                let a = self.typed_value()?;
                self.expect(TokKind::Comma, "`,`")?;
                let b = self.typed_value()?;
                InstKind::Select { c, a, b }
            }
            "freeze" => InstKind::Freeze(self.typed_value()?),
            "phi" => {
                self.skip_flags();
                let ty = self.ty()?;
                let mut incoming = Vec::new();
                loop {
                    self.expect(TokKind::LBracket, "`[`")?;
                    let v = self.value(ty)?;
                    self.expect(TokKind::Comma, "`,`")?;
                    let b = self.local_ref()?;
                    self.expect(TokKind::RBracket, "`]`")?;
                    incoming.push((v, b));
                    if !(self.kind() == TokKind::Comma && self.peek_at(1).kind == TokKind::LBracket)
                    {
                        break;
                    }
                    self.bump();
                }
                InstKind::Phi { ty, incoming }
            }
            "alloca" => {
                self.eat_word("inalloca");
                let ty = self.ty()?;
                let mut count = None;
                let mut align = 0;
                let mut addrspace = 0;
                while self.kind() == TokKind::Comma && self.peek_at(1).kind == TokKind::Word {
                    self.bump();
                    if self.eat_word("align") {
                        align = self.uint("an alignment")?;
                    } else if self.is_word("addrspace") {
                        addrspace = self.addrspace()?;
                    } else {
                        count = Some(self.typed_value()?);
                    }
                }
                InstKind::Alloca {
                    ty,
                    count,
                    align,
                    addrspace,
                }
            }
            "load" => {
                let atomic = self.eat_word("atomic");
                let volatile = self.eat_word("volatile");
                let ty = self.ty()?;
                self.expect(TokKind::Comma, "`,`")?;
                let ptr = self.typed_value()?;
                let at = if atomic { Some(self.atomic()?) } else { None };
                let align = self.opt_align()?;
                InstKind::Load {
                    ty,
                    ptr,
                    access: Access {
                        align,
                        volatile,
                        atomic: at,
                    },
                }
            }
            "store" => {
                let atomic = self.eat_word("atomic");
                let volatile = self.eat_word("volatile");
                let v = self.typed_value()?;
                self.expect(TokKind::Comma, "`,`")?;
                let ptr = self.typed_value()?;
                let at = if atomic { Some(self.atomic()?) } else { None };
                let align = self.opt_align()?;
                InstKind::Store {
                    v,
                    ptr,
                    access: Access {
                        align,
                        volatile,
                        atomic: at,
                    },
                }
            }
            "atomicrmw" => {
                let volatile = self.eat_word("volatile");
                let t = self.peek();
                let w = self.word("an atomicrmw operation")?;
                let rmw = RmwOp::from_word(w).ok_or_else(|| {
                    self.error_at(span_of(t), format!("`{w}` is not an atomicrmw operation"))
                })?;
                let ptr = self.typed_value()?;
                self.expect(TokKind::Comma, "`,`")?;
                let v = self.typed_value()?;
                let at = self.atomic()?;
                let align = self.opt_align()?;
                InstKind::AtomicRmw {
                    op: rmw,
                    ptr,
                    v,
                    access: Access {
                        align,
                        volatile,
                        atomic: Some(at),
                    },
                }
            }
            "cmpxchg" => {
                self.eat_word("weak");
                let volatile = self.eat_word("volatile");
                let ptr = self.typed_value()?;
                self.expect(TokKind::Comma, "`,`")?;
                let cmp = self.typed_value()?;
                self.expect(TokKind::Comma, "`,`")?;
                let new = self.typed_value()?;
                let at = self.atomic()?;
                let failure = self.ordering()?;
                let align = self.opt_align()?;
                InstKind::CmpXchg {
                    ptr,
                    cmp,
                    new,
                    access: Access {
                        align,
                        volatile,
                        atomic: Some(at),
                    },
                    failure,
                }
            }
            "fence" => InstKind::Fence(self.atomic()?),
            "getelementptr" => {
                self.skip_flags();
                let src = self.ty()?;
                self.expect(TokKind::Comma, "`,`")?;
                let base = self.typed_value()?;
                let mut idx = SmallVec::new();
                while self.kind() == TokKind::Comma && self.peek_at(1).kind != TokKind::MetaName {
                    self.bump();
                    if self.eat_word("inrange") {
                        self.skip_parens()?;
                    }
                    idx.push(self.typed_value()?);
                }
                InstKind::Gep { src, base, idx }
            }
            "extractvalue" => {
                let agg = self.typed_value()?;
                let idx = self.indices()?;
                InstKind::ExtractValue { agg, idx }
            }
            "insertvalue" => {
                let agg = self.typed_value()?;
                self.expect(TokKind::Comma, "`,`")?;
                let v = self.typed_value()?;
                let idx = self.indices()?;
                InstKind::InsertValue { agg, v, idx }
            }
            "extractelement" => {
                let v = self.typed_value()?;
                self.expect(TokKind::Comma, "`,`")?;
                let idx = self.typed_value()?;
                InstKind::ExtractElement { v, idx }
            }
            "insertelement" => {
                let v = self.typed_value()?;
                self.expect(TokKind::Comma, "`,`")?;
                let x = self.typed_value()?;
                self.expect(TokKind::Comma, "`,`")?;
                let idx = self.typed_value()?;
                InstKind::InsertElement { v, x, idx }
            }
            "shufflevector" => {
                let a = self.typed_value()?;
                self.expect(TokKind::Comma, "`,`")?;
                let b = self.typed_value()?;
                self.expect(TokKind::Comma, "`,`")?;
                let m = self.typed_value()?;
                let mask = self.shuffle_mask(m)?;
                InstKind::ShuffleVector { a, b, mask }
            }
            "tail" | "musttail" | "notail" => {
                self.expect_word("call")?;
                self.call()?
            }
            "call" => self.call()?,
            "br" => {
                if self.is_word("label") {
                    InstKind::Br(self.label_ref()?)
                } else {
                    let c = self.typed_value()?;
                    self.expect(TokKind::Comma, "`,`")?;
                    let t = self.label_ref()?;
                    self.expect(TokKind::Comma, "`,`")?;
                    let f = self.label_ref()?;
                    InstKind::CondBr { c, t, f }
                }
            }
            "switch" => {
                let v = self.typed_value()?;
                self.expect(TokKind::Comma, "`,`")?;
                let default = self.label_ref()?;
                self.expect(TokKind::LBracket, "`[`")?;
                let mut cases = Vec::new();
                while !self.eat(TokKind::RBracket) {
                    let c = self.typed_value()?;
                    self.expect(TokKind::Comma, "`,`")?;
                    let b = self.label_ref()?;
                    cases.push((c, b));
                }
                InstKind::Switch { v, default, cases }
            }
            "ret" => {
                if self.eat_word("void") {
                    InstKind::Ret(None)
                } else {
                    InstKind::Ret(Some(self.typed_value()?))
                }
            }
            "unreachable" => InstKind::Unreachable,
            "invoke" | "resume" | "landingpad" | "catchswitch" | "catchret" | "cleanupret"
            | "catchpad" | "cleanuppad" | "indirectbr" | "callbr" | "va_arg" => {
                return self.unsupported(
                    span_of(op_tok),
                    format!("the `{op}` instruction is outside the subset agc imports"),
                )
            }
            _ => {
                return Err(self.error_at(
                    span_of(op_tok),
                    format!("`{op}` is not an LLVM instruction"),
                ))
            }
        })
    }

    fn indices(&mut self) -> PResult<SmallVec<[u32; 2]>> {
        let mut idx = SmallVec::new();
        while self.kind() == TokKind::Comma && self.peek_at(1).kind == TokKind::Int {
            self.bump();
            let n = self.uint("an index")?;
            idx.push(
                u32::try_from(n).map_err(|_| self.error_at(self.span(), "index out of range"))?,
            );
        }
        if idx.is_empty() {
            return self.err("expected an index");
        }
        Ok(idx)
    }

    fn shuffle_mask(&mut self, m: Opd) -> PResult<SmallVec<[i32; 4]>> {
        let n = match self.m.types.get(m.ty) {
            Ty::Vector { n, .. } => *n,
            _ => return Err(self.error_at(m.span, "a shufflevector mask must be a vector")),
        };
        let Val::Const(c) = m.v else {
            return Err(self.error_at(m.span, "a shufflevector mask must be a constant"));
        };
        let lane = |c: &Const| match c {
            Const::Int(v) => Some(*v as u32 as i32),
            Const::Undef => Some(-1),
            Const::Zero => Some(0),
            _ => None,
        };
        let out: Option<SmallVec<[i32; 4]>> = match &self.m.consts[c as usize] {
            Const::Aggregate(elems) => elems
                .iter()
                .map(|e| match e.v {
                    Val::Const(k) => lane(&self.m.consts[k as usize]),
                    _ => None,
                })
                .collect(),
            other => lane(other).map(|l| std::iter::repeat_n(l, n.min(1 << 16) as usize).collect()),
        };
        out.ok_or_else(|| {
            self.error_at(
                m.span,
                "a shufflevector mask must be a constant vector of integers",
            )
        })
    }

    fn call(&mut self) -> PResult<InstKind<'a>> {
        let mut afn = false;
        while self.kind() == TokKind::Word && is_flag(self.text(self.peek())) {
            let t = self.bump();
            afn |= matches!(self.text(t), "afn" | "fast");
        }
        // Calling convention and return attributes.
        while let Some(t) = self.before_return_type()? {
            let w = self.text(t);
            if w.ends_with("cc") || w.starts_with("amdgpu_") {
                return self.unsupported(
                    span_of(t),
                    format!(
                        "calls with calling convention `{w}` are outside the subset agc imports"
                    ),
                );
            }
            self.bump();
            if w == "align" || w == "cc" {
                self.uint("a number")?;
            } else if self.kind() == TokKind::LParen {
                self.skip_parens()?;
            }
        }
        let ret = self.ty()?;
        let callee = self.value(ret)?;
        self.expect(TokKind::LParen, "`(`")?;
        let mut args = SmallVec::new();
        let mut arg_align = SmallVec::new();
        let mut arg_inreg = SmallVec::new();
        if !self.eat(TokKind::RParen) {
            loop {
                let ty = self.ty()?;
                let mut align = 0;
                let mut inreg = false;
                // Argument attributes.
                loop {
                    let t = self.peek();
                    if t.kind != TokKind::Word
                        || matches!(
                            self.text(t),
                            "true"
                                | "false"
                                | "null"
                                | "undef"
                                | "poison"
                                | "zeroinitializer"
                                | "getelementptr"
                                | "splat"
                                | "c"
                        )
                        || CastOp::from_word(self.text(t)).is_some()
                    {
                        break;
                    }
                    self.bump();
                    if self.text(t) == "align" && self.kind() == TokKind::Int {
                        align = self.uint("an alignment")?;
                    } else if self.text(t) == "inreg" {
                        inreg = true;
                    } else if self.kind() == TokKind::LParen {
                        self.skip_parens()?;
                    }
                }
                args.push(self.value(ty)?);
                arg_align.push(align);
                arg_inreg.push(inreg);
                if self.eat(TokKind::RParen) {
                    break;
                }
                self.expect(TokKind::Comma, "`,` or `)`")?;
            }
        }
        // Function attributes after the call: `#N`, keywords.
        loop {
            let t = self.peek();
            match t.kind {
                // Call-site attributes are written as groups; a word
                // here already belongs to the next instruction.
                TokKind::AttrRef => {
                    self.bump();
                }
                TokKind::LBracket => {
                    return self.unsupported(
                        span_of(t),
                        "operand bundles are outside the subset agc imports",
                    );
                }
                _ => break,
            }
        }
        Ok(InstKind::Call {
            ret,
            callee,
            args,
            arg_align,
            arg_inreg,
            afn,
        })
    }
}

/// LLVM string escapes: `\\` and `\XX` (two hex digits).
pub fn unescape(s: &str) -> Vec<u8> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' && i + 1 < b.len() && b[i + 1] == b'\\' {
            out.push(b'\\');
            i += 2;
        } else if b[i] == b'\\'
            && i + 2 < b.len()
            && b[i + 1].is_ascii_hexdigit()
            && b[i + 2].is_ascii_hexdigit()
        {
            let h = std::str::from_utf8(&b[i + 1..i + 3])
                .ok()
                .and_then(|h| u8::from_str_radix(h, 16).ok());
            out.push(h.unwrap_or(0));
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    out
}

/// `x` as f16 (`half`) or bf16 bits, if it is exactly representable.
pub fn f64_to_narrow_exact(x: f64, half: bool) -> Option<u16> {
    let (ebits, mbits) = if half { (5u32, 10u32) } else { (8, 7) };
    let bias = (1i32 << (ebits - 1)) - 1;
    let sign = if x.is_sign_negative() { 1u16 << 15 } else { 0 };
    if x.is_nan() {
        return Some(sign | (((1u16 << ebits) - 1) << mbits) | (1 << (mbits - 1)));
    }
    if x.is_infinite() {
        return Some(sign | (((1u16 << ebits) - 1) << mbits));
    }
    if x == 0.0 {
        return Some(sign);
    }
    let a = x.abs();
    let e = a.log2().floor() as i32;
    // Normal range, or the denormal exponent.
    let e = e.max(1 - bias);
    if e > bias {
        return None;
    }
    let scaled = a / 2f64.powi(e - mbits as i32);
    if scaled.fract() != 0.0 || scaled >= (2u64 << mbits) as f64 {
        return None;
    }
    let m = scaled as u32;
    if m >= 1 << mbits {
        let exp = (e + bias) as u32;
        Some(sign | (exp << mbits | (m - (1 << mbits))) as u16)
    } else {
        // Denormal.
        Some(sign | m as u16)
    }
}
