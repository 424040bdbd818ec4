//! Tokens of LLVM IR text.
//!
//! Role: cut the `.ll` text into tokens that borrow from it, with byte
//! spans, in one left-to-right pass and without allocating per token.
//! Invariants provided: every byte of the input is either inside a token,
//! whitespace, or a `;` comment; an input byte that starts no token is a
//! [`TokKind::Error`] token (the parser reports it at its span), never a
//! panic. The lexer knows nothing about instructions: keywords, types and
//! opcodes are all [`TokKind::Word`], which keeps it small and makes the
//! parser the one place that knows the grammar.
//!
//! The one piece of context it uses is the byte after a word or an
//! integer: `name:` is a [`TokKind::Label`], which serves both block labels
//! (`entry:`, `12:`) and the field names of specialized metadata
//! (`!DILocation(line: 3, ...)`).

/// What a token is; its text is `&src[span]`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TokKind {
    /// A bare word: keyword, type, opcode, `x` of array types, `true`.
    Word,
    /// `%name`, `%12`, `%"quoted name"` (the text excludes `%`).
    Local,
    /// `@name`, `@0`, `@"quoted"` (the text excludes `@`).
    Global,
    /// `#12`: an attribute group reference (the text is the number).
    AttrRef,
    /// `#dbg_value` and the other debug records (the text excludes `#`).
    DbgRecord,
    /// `!dbg`, `!DILocation`, `!llvm.module.flags`: a metadata name.
    MetaName,
    /// `!12`: a metadata node reference (the text is the number).
    MetaRef,
    /// `!"text"`: a metadata string (the text is inside the quotes).
    MetaString,
    /// `!` directly followed by `{`.
    Bang,
    /// `-12`, `42`.
    Int,
    /// `1.5`, `-2.0e+03`, and hexadecimal floats `0x3FF0000000000000`,
    /// `0xH3C00`, `0xR3F80` (the text is as written).
    Float,
    /// `"text"` (the text is inside the quotes, escapes untouched).
    Str,
    /// `name:` or `12:` (the text excludes the colon).
    Label,
    Eq,
    Comma,
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Less,
    Greater,
    Star,
    Colon,
    /// `|` between metadata flags.
    Pipe,
    /// `...` in a variadic parameter list.
    Ellipsis,
    /// `^12`: a module summary entry (outside the subset).
    Caret,
    /// A byte that starts no token.
    Error,
    Eof,
}

/// One token: its kind, where it is (`start..end`, the whole token as
/// written: sigil, quotes and all, so a diagnostic's span starts at the
/// `@` of `@name`), and how many of those bytes are not its text (`pre`
/// before: `@`, `%"`, `!"`; `post` after: a closing quote).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: TokKind,
    pub pre: u8,
    pub post: u8,
    pub start: u32,
    pub end: u32,
}

impl Token {
    /// The token's text: a name without its sigil and quotes, a string
    /// without its quotes, anything else as written.
    pub fn text(self, src: &str) -> &str {
        let s = self.start as usize + self.pre as usize;
        let e = (self.end as usize)
            .saturating_sub(self.post as usize)
            .max(s);
        src.get(s..e).unwrap_or("")
    }
}

/// Characters of a bare name: `[-a-zA-Z$._0-9]`.
fn is_name_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_')
}

/// Cuts `src` into tokens; the last one is [`TokKind::Eof`].
pub fn tokenize(src: &str) -> Vec<Token> {
    let b = src.as_bytes();
    // About one token per five bytes in clang's output.
    let mut out = Vec::with_capacity(b.len() / 5 + 1);
    let mut i = 0usize;
    let n = b.len();
    while i < n {
        let c = b[i];
        let start = i;
        let kind = match c {
            b' ' | b'\t' | b'\r' | b'\n' => {
                i += 1;
                continue;
            }
            b';' => {
                while i < n && b[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'%' | b'@' => {
                i += 1;
                let quoted = i < n && b[i] == b'"';
                let (s, e) = if quoted {
                    let s = i + 1;
                    i = skip_string(b, s);
                    (s, string_end(b, s, i))
                } else {
                    let s = i;
                    while i < n && is_name_byte(b[i]) {
                        i += 1;
                    }
                    (s, i)
                };
                let kind = if e == s && !quoted {
                    TokKind::Error
                } else if c == b'%' {
                    TokKind::Local
                } else {
                    TokKind::Global
                };
                push_name(&mut out, kind, start, s, e, i);
                continue;
            }
            b'#' => {
                i += 1;
                let s = i;
                while i < n && is_name_byte(b[i]) {
                    i += 1;
                }
                let kind = if s == i {
                    TokKind::Error
                } else if b[s].is_ascii_digit() {
                    TokKind::AttrRef
                } else {
                    TokKind::DbgRecord
                };
                push_name(&mut out, kind, start, s, i, i);
                continue;
            }
            b'!' => {
                i += 1;
                if i < n && b[i] == b'"' {
                    let s = i + 1;
                    i = skip_string(b, s);
                    let e = string_end(b, s, i);
                    push_name(&mut out, TokKind::MetaString, start, s, e, i);
                    continue;
                }
                if i < n && b[i] == b'{' {
                    push(&mut out, TokKind::Bang, start, i);
                    continue;
                }
                let s = i;
                while i < n && (is_name_byte(b[i]) || b[i] == b'\\') {
                    i += 1;
                }
                let kind = if s == i {
                    TokKind::Error
                } else if b[s..i].iter().all(u8::is_ascii_digit) {
                    TokKind::MetaRef
                } else {
                    TokKind::MetaName
                };
                push_name(&mut out, kind, start, s, i, i);
                continue;
            }
            b'"' => {
                let s = i + 1;
                i = skip_string(b, s);
                let e = string_end(b, s, i);
                if i < n && b[i] == b':' {
                    // The span stops at the closing quote, as a bare
                    // label's stops before its colon.
                    push_name(&mut out, TokKind::Label, start, s, e, i);
                    i += 1;
                } else {
                    push_name(&mut out, TokKind::Str, start, s, e, i);
                }
                continue;
            }
            b'=' => single(&mut i, TokKind::Eq),
            b',' => single(&mut i, TokKind::Comma),
            b'(' => single(&mut i, TokKind::LParen),
            b')' => single(&mut i, TokKind::RParen),
            b'[' => single(&mut i, TokKind::LBracket),
            b']' => single(&mut i, TokKind::RBracket),
            b'{' => single(&mut i, TokKind::LBrace),
            b'}' => single(&mut i, TokKind::RBrace),
            b'<' => single(&mut i, TokKind::Less),
            b'>' => single(&mut i, TokKind::Greater),
            b'*' => single(&mut i, TokKind::Star),
            b':' => single(&mut i, TokKind::Colon),
            b'^' => single(&mut i, TokKind::Caret),
            b'|' => single(&mut i, TokKind::Pipe),
            b'.' if b[i..].starts_with(b"...") => {
                i += 3;
                TokKind::Ellipsis
            }
            b'-' | b'+' | b'0'..=b'9' => {
                let kind = number(b, &mut i);
                if kind == TokKind::Label {
                    push(&mut out, kind, start, i);
                    i += 1; // the colon
                    continue;
                }
                kind
            }
            c if is_name_byte(c) => {
                while i < n && is_name_byte(b[i]) {
                    i += 1;
                }
                if i < n && b[i] == b':' {
                    push(&mut out, TokKind::Label, start, i);
                    i += 1;
                    continue;
                }
                TokKind::Word
            }
            _ => {
                // One whole UTF-8 character, so the span stays on a
                // character boundary.
                i += 1;
                while i < n && (b[i] & 0xc0) == 0x80 {
                    i += 1;
                }
                TokKind::Error
            }
        };
        push(&mut out, kind, start, i);
    }
    push(&mut out, TokKind::Eof, n, n);
    out
}

fn push(out: &mut Vec<Token>, kind: TokKind, s: usize, e: usize) {
    push_name(out, kind, s, s, e, e);
}

/// A token spanning `start..end` whose text is `s..e` inside it.
fn push_name(out: &mut Vec<Token>, kind: TokKind, start: usize, s: usize, e: usize, end: usize) {
    // A sigil and an opening quote, a closing quote: at most two bytes.
    out.push(Token {
        kind,
        pre: (s - start) as u8,
        post: (end - e) as u8,
        start: start as u32,
        end: end as u32,
    });
}

/// Where the text of a string whose body starts at `s` ends, given `i`
/// from [`skip_string`]: before the closing quote, or at the end of the
/// input if there is none.
fn string_end(b: &[u8], s: usize, i: usize) -> usize {
    if i > s && b.get(i - 1) == Some(&b'"') {
        i - 1
    } else {
        i
    }
}

fn single(i: &mut usize, kind: TokKind) -> TokKind {
    *i += 1;
    kind
}

/// Index just past the closing quote of a string whose body starts at
/// `s` (the end of input if it is unterminated). LLVM strings have no
/// backslash-quote escape (`\22` is a quote), so the first `"` ends it.
fn skip_string(b: &[u8], s: usize) -> usize {
    match b[s.min(b.len())..].iter().position(|&c| c == b'"') {
        Some(p) => s + p + 1,
        None => b.len(),
    }
}

/// An integer, a decimal float, a hexadecimal float, or `12:` (a label);
/// a sign not followed by a digit is an error token.
fn number(b: &[u8], i: &mut usize) -> TokKind {
    let start = *i;
    let n = b.len();
    if matches!(b[*i], b'-' | b'+') {
        *i += 1;
    }
    if *i >= n || !b[*i].is_ascii_digit() {
        // `-inf` and friends are not LLVM syntax; a lone sign starts nothing.
        while *i < n && is_name_byte(b[*i]) {
            *i += 1;
        }
        return TokKind::Error;
    }
    if b[*i] == b'0' && *i + 1 < n && b[*i + 1] == b'x' {
        *i += 2;
        if *i < n && matches!(b[*i], b'H' | b'R' | b'K' | b'L' | b'M') {
            *i += 1;
        }
        while *i < n && b[*i].is_ascii_hexdigit() {
            *i += 1;
        }
        return TokKind::Float;
    }
    while *i < n && b[*i].is_ascii_digit() {
        *i += 1;
    }
    let mut float = false;
    if *i < n && b[*i] == b'.' {
        float = true;
        *i += 1;
        while *i < n && b[*i].is_ascii_digit() {
            *i += 1;
        }
        if *i < n && matches!(b[*i], b'e' | b'E') {
            *i += 1;
            if *i < n && matches!(b[*i], b'-' | b'+') {
                *i += 1;
            }
            while *i < n && b[*i].is_ascii_digit() {
                *i += 1;
            }
        }
    }
    if !float && *i < n && b[*i] == b':' && b[start] != b'-' && b[start] != b'+' {
        // `12:` — a numbered block label (the caller skips the colon).
        return TokKind::Label;
    }
    if *i < n && is_name_byte(b[*i]) {
        // `12abc`: a number glued to a name is no token of LLVM's.
        while *i < n && is_name_byte(b[*i]) {
            *i += 1;
        }
        return TokKind::Error;
    }
    if float {
        TokKind::Float
    } else {
        TokKind::Int
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<(TokKind, &str)> {
        tokenize(src)
            .into_iter()
            .map(|t| (t.kind, t.text(src)))
            .collect()
    }

    #[test]
    fn names_numbers_metadata() {
        use TokKind::*;
        assert_eq!(
            kinds("%x = add nsw i32 %0, -7, !dbg !12 #3"),
            vec![
                (Local, "x"),
                (Eq, "="),
                (Word, "add"),
                (Word, "nsw"),
                (Word, "i32"),
                (Local, "0"),
                (Comma, ","),
                (Int, "-7"),
                (Comma, ","),
                (MetaName, "dbg"),
                (MetaRef, "12"),
                (AttrRef, "3"),
                (Eof, "")
            ]
        );
        assert_eq!(
            kinds("entry:\n12: ; c\n !{ !\"s\" } 0xH3C00 1.5e+00 @\"a b\" line: 3"),
            vec![
                (Label, "entry"),
                (Label, "12"),
                (Bang, "!"),
                (LBrace, "{"),
                (MetaString, "s"),
                (RBrace, "}"),
                (Float, "0xH3C00"),
                (Float, "1.5e+00"),
                (Global, "a b"),
                (Label, "line"),
                (Int, "3"),
                (Eof, "")
            ]
        );
    }

    #[test]
    fn hostile_bytes_are_error_tokens() {
        for src in ["\u{e9}", "%", "-", "\"open", "!", "#", "12ab", "@\"", "!\""] {
            let toks = tokenize(src);
            assert_eq!(toks.last().unwrap().kind, TokKind::Eof, "{src:?}");
            for t in &toks {
                assert!(
                    src.get(t.start as usize..t.end as usize).is_some(),
                    "{src:?}"
                );
            }
        }
    }
}
