//! Rendering diagnostics for people (rustc style) and for tools (JSON).
//!
//! The IR crate fills [`Diagnostic`]s with a code, a message and byte spans;
//! this module turns them into text against the source they point into.
//! Human output uses annotate-snippets, rustc's own renderer, so agc's
//! errors read like rustc's: `error[E0005]: ...`, `--> file:line:col`, the
//! source excerpt with the span underlined, then notes and help. JSON output
//! is one object per line, with byte offsets and line/column positions, for
//! editors and build systems.

use agc_ir::{Diagnostic, Span};
use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};
use serde::Serialize;

/// How diagnostics are written to stderr.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum ErrorFormat {
    /// rustc-style text with source excerpts.
    #[default]
    Human,
    /// One JSON object per diagnostic per line.
    Json,
}

/// A source text and the name it is shown under.
pub struct Source<'a> {
    pub path: &'a str,
    pub text: &'a str,
}

/// Renders `diag` as rustc-style text. Spans outside the text (or
/// `Span::NONE`) render without an excerpt.
pub fn render_human(diag: &Diagnostic, source: Option<&Source<'_>>, color: bool) -> String {
    let mut title = diag.message.clone();
    if let Some(ctx) = &diag.context {
        title = format!("{title} (in {ctx})");
    }
    let mut group = Group::with_title(Level::ERROR.primary_title(title).id(diag.code.code()));
    if let Some(src) = source.filter(|s| in_bounds(diag.span, s.text)) {
        let mut snippet = Snippet::source(src.text).path(src.path).fold(true);
        snippet = snippet.annotation(AnnotationKind::Primary.span(diag.span.range()));
        for label in &diag.labels {
            if in_bounds(label.span, src.text) {
                snippet = snippet.annotation(
                    AnnotationKind::Context
                        .span(label.span.range())
                        .label(label.message.as_str()),
                );
            }
        }
        group = group.element(snippet);
    } else if let Some(src) = source {
        group = group.element(Level::NOTE.message(format!("in {}", src.path)));
    }
    for note in &diag.notes {
        group = group.element(Level::NOTE.message(note.as_str()));
    }
    let mut report: Vec<Group<'_>> = vec![group];
    if let Some(help) = &diag.help {
        report.push(Group::with_title(
            Level::HELP.secondary_title(help.as_str()),
        ));
    }
    let renderer = if color {
        Renderer::styled()
    } else {
        Renderer::plain()
    };
    renderer.render(&report)
}

fn in_bounds(span: Span, text: &str) -> bool {
    !span.is_none() && span.start <= span.end && (span.end as usize) <= text.len()
}

#[derive(Serialize)]
struct JsonSpan<'a> {
    file: &'a str,
    byte_start: u32,
    byte_end: u32,
    line_start: usize,
    column_start: usize,
    line_end: usize,
    column_end: usize,
    label: Option<&'a str>,
    is_primary: bool,
}

#[derive(Serialize)]
struct JsonDiagnostic<'a> {
    level: &'static str,
    code: &'static str,
    message: &'a str,
    context: Option<&'a str>,
    spans: Vec<JsonSpan<'a>>,
    notes: &'a [String],
    help: Option<&'a str>,
    rendered: String,
}

/// 1-based line and column (in characters) of byte `offset` in `text`.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(text.len());
    let before = &text[..floor_char_boundary(text, offset)];
    let line = before.bytes().filter(|&b| b == b'\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (line, before[line_start..].chars().count() + 1)
}

fn floor_char_boundary(text: &str, mut i: usize) -> usize {
    while i > 0 && !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn json_span<'a>(
    out: &mut Vec<JsonSpan<'a>>,
    src: &Source<'a>,
    span: Span,
    label: Option<&'a str>,
    is_primary: bool,
) {
    if !in_bounds(span, src.text) {
        return;
    }
    let (line_start, column_start) = line_col(src.text, span.start as usize);
    let (line_end, column_end) = line_col(src.text, span.end as usize);
    out.push(JsonSpan {
        file: src.path,
        byte_start: span.start,
        byte_end: span.end,
        line_start,
        column_start,
        line_end,
        column_end,
        label,
        is_primary,
    });
}

/// Renders `diag` as a single JSON line.
pub fn render_json<'a>(diag: &'a Diagnostic, source: Option<&Source<'a>>) -> String {
    let mut spans = Vec::new();
    if let Some(src) = source {
        json_span(&mut spans, src, diag.span, None, true);
        for l in &diag.labels {
            json_span(&mut spans, src, l.span, Some(l.message.as_str()), false);
        }
    }
    let json = JsonDiagnostic {
        level: "error",
        code: diag.code.code(),
        message: &diag.message,
        context: diag.context.as_deref(),
        spans,
        notes: &diag.notes,
        help: diag.help.as_deref(),
        rendered: render_human(diag, source, false),
    };
    serde_json::to_string(&json)
        .unwrap_or_else(|e| format!("{{\"level\":\"error\",\"message\":\"{e}\"}}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use agc_ir::ErrorCode;

    #[test]
    fn human_rendering_points_at_the_span() {
        let text = "kernel @k() {\nentry:\n    %x = frob %y\n    ret\n}\n";
        let start = text.find("frob").unwrap();
        let diag = Diagnostic::new(
            ErrorCode::UnknownOpcode,
            Span::new(start, start + 4),
            "unknown opcode `frob`",
        )
        .with_help("valid opcodes are listed in docs/ir.md");
        let out = render_human(
            &diag,
            Some(&Source {
                path: "k.agc",
                text,
            }),
            false,
        );
        assert!(
            out.starts_with("error[E0003]: unknown opcode `frob`"),
            "{out}"
        );
        assert!(out.contains("--> k.agc:3:10"), "{out}");
        assert!(out.contains("^^^^"), "{out}");
        assert!(out.contains("help: valid opcodes"), "{out}");
    }

    #[test]
    fn json_rendering_has_positions() {
        let text = "a\nbc\n";
        let diag = Diagnostic::new(ErrorCode::Syntax, Span::new(3, 4), "expected `x`");
        let out = render_json(
            &diag,
            Some(&Source {
                path: "f.agc",
                text,
            }),
        );
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["code"], "E0002");
        assert_eq!(v["spans"][0]["line_start"], 2);
        assert_eq!(v["spans"][0]["column_start"], 2);
        assert_eq!(v["spans"][0]["is_primary"], true);
    }

    #[test]
    fn diagnostics_without_spans_render_context() {
        let diag =
            Diagnostic::new(ErrorCode::TypeMismatch, Span::NONE, "bad").with_context("function @k");
        let out = render_human(&diag, None, false);
        assert!(out.contains("error[E0100]: bad (in function @k)"), "{out}");
    }
}
