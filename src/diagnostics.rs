//! Diagnostics: the error type of every compile call, and (feature
//! `render`) their rendering for people (rustc style) and tools (JSON).
//!
//! Every stage reports what it rejects as [`Diagnostic`](agc_ir::Diagnostic)s: a stable code,
//! a message, and where — a byte span into the text the IR was parsed
//! from, the IR [`Location`](agc_ir::Location) (function, block,
//! instruction) and the frontend's own `file:line:col` when the
//! instruction carried a debug location (see [`agc_ir::diagnostic`]). A
//! compile call (and the builder's `finish`) returns all of them as one
//! [`Diagnostics`], which is a `std::error::Error`, so `?` works in a
//! frontend's `main`.
//!
//! ```
//! use agc::ir::{builder::ModuleBuilder, AddrSpace, DebugLoc, MatrixOp, MemArgs, Type};
//!
//! // A kernel with one MFMA, built with a debug location, compiled for a
//! // processor without matrix cores.
//! let mut mb = ModuleBuilder::new();
//! let file = mb.add_file("matmul.c");
//! let k = mb.declare_kernel("k", &[("out", Type::ptr(AddrSpace::Global))]);
//! let mut b = mb.define(k);
//! let entry = b.create_entry_block();
//! b.switch_to_block(entry);
//! let out = b.block_params(entry)[0];
//! let x = b.ins().fconst(Type::F32, 1.0);
//! let acc = b.ins().splat(Type::F32X4, x);
//! b.set_debug_loc(DebugLoc::new(file, 7, 3));
//! let d = b.ins().mfma(MatrixOp::F32x16x16x4F32, x, x, acc);
//! b.set_debug_loc(DebugLoc::default());
//! b.ins().store(d, out, MemArgs::natural(Type::F32X4));
//! b.ins().ret(&[]);
//! b.finish()?;
//! let module = mb.finish()?;
//!
//! let errors = agc::compile(&module, &agc::Options::for_cpu("gfx900")?).unwrap_err();
//! let e = &errors[0];
//! assert_eq!(e.code, agc::ir::ErrorCode::Unsupported);
//! let at = e.location.source.as_ref().unwrap();
//! assert_eq!((at.file.as_str(), at.line, at.col), ("matmul.c", 7, 3));
//! assert_eq!(e.location.function.as_deref(), Some("k"));
//! assert_eq!(e.location.inst.unwrap().opcode, Some(agc::ir::Opcode::Mfma));
//! // One line, as `Display` prints it:
//! assert!(errors.to_string().contains("(at matmul.c:7:3, in function @k, block0, inst 2 (mfma))"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! With `render`, [`render_human`] gives rustc's layout: `error[E0200]:`,
//! `--> matmul.c:7:3` with the line of `matmul.c` when the file can be
//! read, the `.agc` excerpt when the IR was text, then the IR location,
//! notes and help. [`render_json`] gives one JSON object per diagnostic
//! with byte offsets and line/column positions, for editors and build
//! systems.

pub use agc_ir::Diagnostics;

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

#[cfg(feature = "render")]
pub use render::*;

#[cfg(feature = "render")]
mod render {
    use super::line_col;
    use agc_ir::{Diagnostic, SourceLoc, Span};
    use annotate_snippets::{AnnotationKind, Group, Level, Origin, Renderer, Snippet};
    use serde::Serialize;

    /// How diagnostics are written to stderr.
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
    #[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
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

    /// The largest frontend source file [`read_source_file`] reads for an
    /// excerpt: a diagnostic is no reason to read a huge file.
    pub const MAX_SOURCE_FILE: u64 = 16 << 20;

    /// Reads the frontend source file a debug location names, for its
    /// excerpt: only a regular file of at most [`MAX_SOURCE_FILE`] bytes
    /// of UTF-8 (a device or a FIFO could block or never end).
    pub fn read_source_file(path: &str) -> Option<String> {
        let meta = std::fs::metadata(path).ok()?;
        if !meta.is_file() || meta.len() > MAX_SOURCE_FILE {
            return None;
        }
        std::fs::read_to_string(path).ok()
    }

    /// Renders `diag` as rustc-style text; the frontend source file of
    /// its debug location is read from disk ([`read_source_file`]). See
    /// [`render_human_with`].
    pub fn render_human(diag: &Diagnostic, source: Option<&Source<'_>>, color: bool) -> String {
        render_human_with(diag, source, &read_source_file, color)
    }

    /// The byte range of `loc` in `text`: from its column (in characters)
    /// to the end of the word there, at least one character; `None` when
    /// the line is past the end of the text.
    fn loc_range(text: &str, loc: &SourceLoc) -> Option<core::ops::Range<usize>> {
        let start_of_line = if loc.line <= 1 {
            0
        } else {
            text.match_indices('\n').nth(loc.line as usize - 2)?.0 + 1
        };
        let line = &text[start_of_line..];
        let line = &line[..line.find('\n').unwrap_or(line.len())];
        let col = loc.col.max(1) as usize - 1;
        let start = line.char_indices().nth(col).map_or(line.len(), |(i, _)| i);
        let word = line[start..]
            .char_indices()
            .find(|&(_, c)| !(c.is_alphanumeric() || c == '_'))
            .map_or(line.len() - start, |(i, _)| i);
        let len = if word > 0 {
            word
        } else {
            line[start..].chars().next().map_or(0, char::len_utf8)
        };
        Some(start_of_line + start..start_of_line + start + len)
    }

    /// Renders `diag` as rustc-style text: the title with its code; the
    /// excerpt of `source` at the span when the span lies in it; the
    /// frontend's `--> file:line:col` when a debug location was set, with
    /// the line of that file when `load` gives its text (the excerpt is
    /// the primary one when the IR had no text); the IR location
    /// (function, block, instruction) as a note when no excerpt of the IR
    /// text shows it; then notes and help.
    pub fn render_human_with(
        diag: &Diagnostic,
        source: Option<&Source<'_>>,
        load: &dyn Fn(&str) -> Option<String>,
        color: bool,
    ) -> String {
        let title = diag.message.clone();
        let mut group = Group::with_title(Level::ERROR.primary_title(title).id(diag.code.code()));
        let in_text = source.filter(|s| in_bounds(diag.span, s.text));
        if let Some(src) = in_text {
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
        }
        let loaded = diag
            .location
            .source
            .as_ref()
            .and_then(|loc| Some((loc, load(&loc.file)?)));
        let frontend_text;
        match (&diag.location.source, loaded) {
            (Some(_), Some((loc, text))) if loc_range(&text, loc).is_some() => {
                frontend_text = text;
                let range = loc_range(&frontend_text, loc).expect("checked");
                let kind = if in_text.is_some() {
                    AnnotationKind::Context
                } else {
                    AnnotationKind::Primary
                };
                group = group.element(
                    Snippet::source(frontend_text.as_str())
                        .path(loc.file.as_str())
                        .fold(true)
                        .annotation(kind.span(range)),
                );
            }
            (Some(loc), _) => {
                let mut origin = Origin::path(loc.file.as_str()).line(loc.line as usize);
                if loc.col > 0 {
                    origin = origin.char_column(loc.col as usize);
                }
                group = group.element(origin);
            }
            (None, _) => {}
        }
        let ir = diag.location.ir();
        if in_text.is_none() {
            if let Some(ir) = &ir {
                group = group.element(Level::NOTE.message(format!("in {ir}")));
            }
            if let (Some(src), None) = (source, &diag.location.source) {
                group = group.element(Level::NOTE.message(format!("in {}", src.path)));
            }
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
    struct JsonSource<'a> {
        file: &'a str,
        line: u32,
        column: u32,
    }

    #[derive(Serialize)]
    struct JsonLocation<'a> {
        function: Option<&'a str>,
        block: Option<&'a str>,
        inst: Option<u32>,
        opcode: Option<&'static str>,
        source: Option<JsonSource<'a>>,
    }

    #[derive(Serialize)]
    struct JsonDiagnostic<'a> {
        level: &'static str,
        code: &'static str,
        message: &'a str,
        /// The IR location in its one-line form (`function @k, block
        /// body, inst 2 (mfma)`).
        context: Option<String>,
        location: JsonLocation<'a>,
        spans: Vec<JsonSpan<'a>>,
        notes: &'a [String],
        help: Option<&'a str>,
        rendered: String,
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

    /// Renders `diag` as a single JSON line: code, message, the spans
    /// into `source` with line/column positions, the IR location and the
    /// frontend source position, notes, help and the human rendering.
    pub fn render_json<'a>(diag: &'a Diagnostic, source: Option<&Source<'a>>) -> String {
        let mut spans = Vec::new();
        if let Some(src) = source {
            json_span(&mut spans, src, diag.span, None, true);
            for l in &diag.labels {
                json_span(&mut spans, src, l.span, Some(l.message.as_str()), false);
            }
        }
        let loc = &diag.location;
        let json = JsonDiagnostic {
            level: "error",
            code: diag.code.code(),
            message: &diag.message,
            context: loc.ir(),
            location: JsonLocation {
                function: loc.function.as_deref(),
                block: loc.block.as_deref(),
                inst: loc.inst.map(|i| i.index),
                opcode: loc.inst.and_then(|i| i.opcode).map(|o| o.name()),
                source: loc.source.as_ref().map(|s| JsonSource {
                    file: &s.file,
                    line: s.line,
                    column: s.col,
                }),
            },
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
        use agc_ir::{ErrorCode, InstLoc, Location, Opcode};

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

        fn located() -> Diagnostic {
            Diagnostic::new(ErrorCode::Unsupported, Span::NONE, "no mfma here").with_location(
                Location {
                    function: Some("k".into()),
                    block: Some("body".into()),
                    inst: Some(InstLoc {
                        index: 2,
                        opcode: Some(Opcode::Mfma),
                    }),
                    source: Some(SourceLoc {
                        file: "k.c".into(),
                        line: 2,
                        col: 5,
                    }),
                },
            )
        }

        /// Oracle: the source text given to the loader, and rustc's
        /// layout: the frontend's file:line:col as the `-->` line, its
        /// line quoted with the word at the column underlined, the IR
        /// location as a note.
        #[test]
        fn debug_locations_render_with_the_frontend_source() {
            let d = located();
            let load = |p: &str| (p == "k.c").then(|| "int x;\nint mfma_here(y);\n".to_string());
            let out = render_human_with(&d, None, &load, false);
            assert!(out.contains("--> k.c:2:5"), "{out}");
            assert!(out.contains("int mfma_here(y);"), "{out}");
            assert!(out.contains("    ^^^^^^^^^"), "{out}");
            assert!(
                out.contains("note: in function @k, block body, inst 2 (mfma)"),
                "{out}"
            );
            // The file cannot be read: the position alone.
            let out = render_human_with(&d, None, &|_| None, false);
            assert!(out.contains("--> k.c:2:5"), "{out}");
            let v: serde_json::Value = serde_json::from_str(&render_json(&d, None)).unwrap();
            assert_eq!(v["location"]["source"]["line"], 2);
            assert_eq!(v["location"]["opcode"], "mfma");
            assert_eq!(v["context"], "function @k, block body, inst 2 (mfma)");
        }

        #[test]
        fn diagnostics_without_spans_render_their_location() {
            let diag = Diagnostic::new(ErrorCode::TypeMismatch, Span::NONE, "bad").with_location(
                Location {
                    function: Some("k".into()),
                    ..Location::default()
                },
            );
            let out = render_human(&diag, None, false);
            assert!(out.contains("error[E0100]: bad"), "{out}");
            assert!(out.contains("note: in function @k"), "{out}");
        }
    }
}
