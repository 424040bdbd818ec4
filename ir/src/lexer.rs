//! Lexer for the `.agc` text format: source text to a flat token vector.
//!
//! Role: the first half of [`crate::parser`]. Every token records its byte
//! [`Span`] and whether it is the first token on its line; the parser uses
//! the latter only for error recovery (after a bad instruction it skips to
//! the next line), never for meaning: newlines are insignificant in the
//! grammar.
//!
//! Invariants provided: spans are in increasing order and lie on `char`
//! boundaries; the token vector always ends with exactly one
//! [`TokKind::Eof`]. Comments (`;` to end of line) and whitespace produce no
//! tokens.
//!
//! The central trick is that tokens carry no text of their own, only a kind
//! and a span: the parser slices the source when it needs a name, so lexing
//! allocates nothing but the token vector. Sigiled names (`%x`, `@f`, `$s`)
//! span the sigil too; [`Token::name`] strips it.
//!
//! Numbers are lexed loosely (`-?[0-9][0-9A-Za-z_.]*` with an exponent sign
//! after `e`, plus `-inf` and friends) and interpreted by the parser, which
//! knows whether an integer or a float is expected there.
//!
//! Errors: a character that starts no token and an unterminated string or
//! unknown escape are [`ErrorCode::UnexpectedChar`]; the lexer reports the
//! problem, skips the character and carries on, so one pass reports every
//! stray character.

use crate::diagnostic::{Diagnostic, ErrorCode};
use crate::srcloc::Span;

/// What a token is; its text is `&src[span]`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TokKind {
    /// A bare identifier: keyword, mnemonic (with an optional `.type`
    /// suffix), type, block name, condition code...
    Ident,
    /// `%name`.
    Value,
    /// `@name`.
    Global,
    /// `$name`.
    Slot,
    /// An integer or float literal (also `-inf`).
    Number,
    /// A double-quoted string, quotes included in the span.
    Str,
    LParen,
    RParen,
    LBrace,
    RBrace,
    LBracket,
    RBracket,
    Comma,
    Colon,
    Equals,
    Bang,
    /// `->`.
    Arrow,
    Eof,
}

impl TokKind {
    /// How the kind is described in "expected X, found Y" messages.
    pub fn describe(self) -> &'static str {
        match self {
            TokKind::Ident => "an identifier",
            TokKind::Value => "a value (`%name`)",
            TokKind::Global => "a global name (`@name`)",
            TokKind::Slot => "a stack slot (`$name`)",
            TokKind::Number => "a number",
            TokKind::Str => "a string",
            TokKind::LParen => "`(`",
            TokKind::RParen => "`)`",
            TokKind::LBrace => "`{`",
            TokKind::RBrace => "`}`",
            TokKind::LBracket => "`[`",
            TokKind::RBracket => "`]`",
            TokKind::Comma => "`,`",
            TokKind::Colon => "`:`",
            TokKind::Equals => "`=`",
            TokKind::Bang => "`!`",
            TokKind::Arrow => "`->`",
            TokKind::Eof => "end of input",
        }
    }
}

/// One token.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: TokKind,
    pub span: Span,
    /// No other token precedes this one on its line.
    pub line_start: bool,
}

impl Token {
    /// The token's text.
    pub fn text(self, src: &str) -> &str {
        &src[self.span.range()]
    }

    /// The text without its sigil for `%x`, `@f` and `$s`; the whole text
    /// for other tokens.
    pub fn name(self, src: &str) -> &str {
        let text = self.text(src);
        match self.kind {
            TokKind::Value | TokKind::Global | TokKind::Slot => &text[1..],
            _ => text,
        }
    }
}

/// Characters of `%`, `@` and `$` names.
pub fn is_name_char(c: u8) -> bool {
    NAME_CHAR[c as usize]
}

/// [`is_name_char`] as a table: the lexer's inner loops run over names,
/// and one load per byte beats a chain of range tests.
static NAME_CHAR: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = b.is_ascii_alphanumeric() || b == b'_' || b == b'.';
        c += 1;
    }
    t
};

/// Characters that may start a bare identifier.
pub fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

/// True when `name` can be written after a sigil (`%name`).
pub fn is_valid_name(name: &str) -> bool {
    !name.is_empty() && name.bytes().all(is_name_char)
}

/// True when `name` can be written as a bare identifier (a block name).
pub fn is_valid_ident(name: &str) -> bool {
    let b = name.as_bytes();
    !b.is_empty() && is_ident_start(b[0]) && b.iter().all(|&c| is_name_char(c))
}

/// Splits `src` into tokens. Errors are reported for every stray character
/// and unterminated string; lexing continues past them.
pub fn tokenize(src: &str) -> (Vec<Token>, Vec<Diagnostic>) {
    let bytes = src.as_bytes();
    let mut toks = Vec::with_capacity(src.len() / 4 + 1);
    let mut diags = Vec::new();
    let mut i = 0;
    let mut line_start = true;
    if src.len() >= u32::MAX as usize {
        diags.push(Diagnostic::new(
            ErrorCode::Syntax,
            Span::new(0, 0),
            "input is too large (4 GiB or more)",
        ));
        toks.push(Token {
            kind: TokKind::Eof,
            span: Span::new(0, 0),
            line_start: true,
        });
        return (toks, diags);
    }
    while i < bytes.len() {
        let c = bytes[i];
        let start = i;
        let kind = match c {
            b'\n' => {
                line_start = true;
                i += 1;
                continue;
            }
            b' ' | b'\t' | b'\r' => {
                i += 1;
                continue;
            }
            b';' => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'(' => single(&mut i, TokKind::LParen),
            b')' => single(&mut i, TokKind::RParen),
            b'{' => single(&mut i, TokKind::LBrace),
            b'}' => single(&mut i, TokKind::RBrace),
            b'[' => single(&mut i, TokKind::LBracket),
            b']' => single(&mut i, TokKind::RBracket),
            b',' => single(&mut i, TokKind::Comma),
            b':' => single(&mut i, TokKind::Colon),
            b'=' => single(&mut i, TokKind::Equals),
            b'!' => single(&mut i, TokKind::Bang),
            b'%' | b'@' | b'$' => {
                i += 1;
                while i < bytes.len() && is_name_char(bytes[i]) {
                    i += 1;
                }
                if i == start + 1 {
                    diags.push(Diagnostic::new(
                        ErrorCode::UnexpectedChar,
                        Span::new(start, start + 1),
                        format!("`{}` must be followed by a name", c as char),
                    ));
                    continue;
                }
                match c {
                    b'%' => TokKind::Value,
                    b'@' => TokKind::Global,
                    _ => TokKind::Slot,
                }
            }
            b'-' if bytes.get(i + 1) == Some(&b'>') => {
                i += 2;
                TokKind::Arrow
            }
            b'-' if bytes.get(i + 1).is_some_and(|b| b.is_ascii_alphanumeric()) => {
                i += 1;
                lex_number(bytes, &mut i);
                TokKind::Number
            }
            b'0'..=b'9' => {
                lex_number(bytes, &mut i);
                TokKind::Number
            }
            b'"' => match lex_string(bytes, &mut i) {
                Ok(()) => TokKind::Str,
                Err(d) => {
                    diags.push(*d);
                    continue;
                }
            },
            c if is_ident_start(c) => {
                while i < bytes.len() && is_name_char(bytes[i]) {
                    i += 1;
                }
                TokKind::Ident
            }
            _ => {
                // Skip the whole (possibly multi-byte) character so spans stay
                // on char boundaries.
                let ch = src[i..].chars().next().unwrap_or('\u{fffd}');
                i += ch.len_utf8().max(1);
                diags.push(Diagnostic::new(
                    ErrorCode::UnexpectedChar,
                    Span::new(start, i),
                    format!("unexpected character {ch:?}"),
                ));
                continue;
            }
        };
        toks.push(Token {
            kind,
            span: Span::new(start, i),
            line_start,
        });
        line_start = false;
    }
    toks.push(Token {
        kind: TokKind::Eof,
        span: Span::new(src.len(), src.len()),
        line_start: true,
    });
    (toks, diags)
}

fn single(i: &mut usize, kind: TokKind) -> TokKind {
    *i += 1;
    kind
}

/// Consumes the rest of a number starting at `*i`: name characters, and a
/// sign directly after the `e` of a decimal exponent.
fn lex_number(bytes: &[u8], i: &mut usize) {
    let start = *i;
    while *i < bytes.len() {
        let c = bytes[*i];
        let exponent_sign = (c == b'+' || c == b'-')
            && matches!(bytes[*i - 1], b'e' | b'E')
            && !is_hex_prefix(&bytes[start..*i]);
        if !is_name_char(c) && !exponent_sign {
            break;
        }
        *i += 1;
    }
}

fn is_hex_prefix(text: &[u8]) -> bool {
    let t = text.strip_prefix(b"-").unwrap_or(text);
    t.len() >= 2 && t[0] == b'0' && (t[1] == b'x' || t[1] == b'X')
}

/// Checks a string starting at the opening quote `*i` and moves past the
/// closing quote. Only `\\` and `\"` are escapes.
fn lex_string(bytes: &[u8], i: &mut usize) -> Result<(), Box<Diagnostic>> {
    let start = *i;
    *i += 1;
    while *i < bytes.len() {
        match bytes[*i] {
            b'"' => {
                *i += 1;
                return Ok(());
            }
            b'\\' => {
                if !matches!(bytes.get(*i + 1), Some(b'\\' | b'"')) {
                    let end = (*i + 2).min(bytes.len());
                    // Keep the span on a char boundary.
                    let end = (end..=bytes.len())
                        .find(|&e| e == bytes.len() || (bytes[e] as i8) >= -0x40)
                        .unwrap_or(bytes.len());
                    let d = Diagnostic::new(
                        ErrorCode::UnexpectedChar,
                        Span::new(*i, end),
                        "unknown escape in string (only `\\\\` and `\\\"` exist)",
                    );
                    // Resynchronise at the closing quote, if any.
                    *i += 1;
                    while *i < bytes.len() && bytes[*i] != b'"' && bytes[*i] != b'\n' {
                        *i += 1;
                    }
                    if *i < bytes.len() && bytes[*i] == b'"' {
                        *i += 1;
                    }
                    return Err(Box::new(d));
                }
                *i += 2;
            }
            _ => *i += 1,
        }
    }
    Err(Box::new(
        Diagnostic::new(
            ErrorCode::UnexpectedChar,
            Span::new(start, start + 1),
            "unterminated string",
        )
        .with_help("add the closing `\"`"),
    ))
}

/// The contents of a string token (quotes removed, escapes resolved).
pub fn unescape(text: &str) -> String {
    let inner = text
        .strip_prefix('"')
        .and_then(|t| t.strip_suffix('"'))
        .unwrap_or(text);
    let mut out = String::with_capacity(inner.len());
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            if let Some(n) = chars.next() {
                out.push(n);
            }
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Oracle: the grammar's definition (`[A-Za-z0-9_.]`), byte by byte.
    #[test]
    fn name_char_table_is_the_grammar_class() {
        for c in 0..=255u8 {
            let want = c.is_ascii_alphanumeric() || c == b'_' || c == b'.';
            assert_eq!(is_name_char(c), want, "{c}");
        }
    }

    fn kinds(src: &str) -> Vec<TokKind> {
        let (toks, diags) = tokenize(src);
        assert!(diags.is_empty(), "{diags:?}");
        toks.into_iter().map(|t| t.kind).collect()
    }

    #[test]
    fn tokens_and_spans() {
        use TokKind::*;
        let src = "%x = load.f32 %p, align 4 ; c\n  br exit(%y) !0:1:2";
        let (toks, diags) = tokenize(src);
        assert!(diags.is_empty());
        let texts: Vec<&str> = toks.iter().map(|t| t.text(src)).collect();
        assert_eq!(
            texts,
            [
                "%x", "=", "load.f32", "%p", ",", "align", "4", "br", "exit", "(", "%y", ")", "!",
                "0", ":", "1", ":", "2", ""
            ]
        );
        assert!(toks[0].line_start && !toks[1].line_start && toks[7].line_start);
        assert_eq!(toks[0].name(src), "x");
        assert_eq!(
            kinds("-> -inf [ ] { } = $s @g \"\""),
            [Arrow, Number, LBracket, RBracket, LBrace, RBrace, Equals, Slot, Global, Str, Eof]
        );
    }

    #[test]
    fn numbers() {
        let src = "1.5e-3 0x1e-2 -inf -12";
        let (toks, _) = tokenize(src);
        let texts: Vec<&str> = toks.iter().map(|t| t.text(src)).collect();
        // A hex literal ends before `-`, which then starts a new number.
        assert_eq!(texts, ["1.5e-3", "0x1e", "-2", "-inf", "-12", ""]);
        assert!(toks[..5].iter().all(|t| t.kind == TokKind::Number));
    }

    #[test]
    fn strings() {
        let src = r#"file 0 "a\"b\\c""#;
        let (toks, diags) = tokenize(src);
        assert!(diags.is_empty());
        assert_eq!(toks[2].kind, TokKind::Str);
        assert_eq!(unescape(toks[2].text(src)), "a\"b\\c");
    }

    #[test]
    fn errors() {
        let (_, d) = tokenize("%a = # iadd");
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].code, ErrorCode::UnexpectedChar);
        assert_eq!(d[0].span, Span::new(5, 6));
        let (_, d) = tokenize("file 0 \"abc");
        assert_eq!(d[0].message, "unterminated string");
        let (_, d) = tokenize("é % \"\\n\"");
        assert_eq!(d.len(), 3);
        assert_eq!(d[0].span, Span::new(0, 2));
    }
}
