//! `; run:` directives: `.agc` files as executable specifications.
//!
//! Role: a comment line starting `; run:` states a call and its expected
//! outcome; [`run_directives`] executes every such line of a source text
//! against its parsed module and reports each result, and
//! [`format_failures`] prints the failures for a test log. The same lines
//! are meant to be run through the simulator on compiled code, so they
//! name only what both can observe: arguments, results, buffer contents,
//! and errors.
//!
//! Syntax (docs/ir.md, "`; run:` directives", is the reference):
//!
//! ```text
//! ; run: @add1(5) == 6
//! ; run: @divmod(7, 2) == (3, 1)
//! ; run: @f(1.0, [1, 2]) == 0.5 ulp 1
//! ; run: @div(1, 0) error "division by zero"
//! ; run: @vadd grid(256) wg(64) (a=f32[256](i), b=f32[256](2*i), c=f32[256](0), n=256) => c == (3*i)
//! ; run: @k grid(64) wave(32) lds(256) (out=i32[4](0)) => out == [1, 2, 3, 4]
//! ; run: @k grid(64) (out=i32[64](0), tmp=local(256)) => out == (i)
//! ```
//!
//! Design: a directive is lexed into tokens, then parsed against the
//! function's signature, so every literal is read at the type of the
//! parameter, result or buffer it belongs to. Problems (unknown function,
//! wrong count, malformed literal) are reported as failed results with a
//! message, never as panics.

use super::float::FloatFormat;
use super::{call_function_in, mask, run_kernel, ArgValue, Dispatch, Memory, ValueBits};
use crate::function::Function;
use crate::module::Module;
use crate::types::Type;
use core::fmt::Write as _;

/// The outcome of one `; run:` line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunResult {
    /// 1-based line number in the source.
    pub line: usize,
    /// The directive, after `; run:`.
    pub text: String,
    /// `Err` holds a readable explanation of the failure.
    pub outcome: Result<(), String>,
}

impl RunResult {
    pub fn passed(&self) -> bool {
        self.outcome.is_ok()
    }
}

/// What runs the kernel of a `; run:` directive: the interpreter, or
/// compiled code on a simulator. A fresh executor serves each directive.
pub trait KernelExecutor {
    /// Allocates a buffer holding `bytes`; returns its device address.
    fn alloc(&mut self, bytes: &[u8], read_only: bool) -> u64;
    /// Runs kernel `func` of `module` once over `dispatch`.
    fn run(
        &mut self,
        module: &Module,
        func: crate::FuncId,
        args: &[ArgValue],
        dispatch: &Dispatch,
    ) -> Result<(), String>;
    /// Reads `len` bytes at `addr`.
    fn read(&self, addr: u64, len: usize) -> Result<Vec<u8>, String>;
    /// The wave size kernel `name` runs at, when the executor fixes it
    /// (compiled code: its kernel descriptor); `None` when it follows
    /// the directive's `wave(N)` (the interpreter).
    fn wave_size(&mut self, _name: &str) -> Option<u32> {
        None
    }
}

/// The reference interpreter as a [`KernelExecutor`].
#[derive(Default)]
pub struct Interpreter {
    pub memory: Memory,
}

impl KernelExecutor for Interpreter {
    fn alloc(&mut self, bytes: &[u8], read_only: bool) -> u64 {
        if read_only {
            self.memory.alloc_read_only(bytes)
        } else {
            self.memory.alloc_init(bytes)
        }
    }
    fn run(
        &mut self,
        module: &Module,
        func: crate::FuncId,
        args: &[ArgValue],
        dispatch: &Dispatch,
    ) -> Result<(), String> {
        run_kernel(module, func, args, dispatch, &mut self.memory)
            .map(|_| ())
            .map_err(|e| e.to_string())
    }
    fn read(&self, addr: u64, len: usize) -> Result<Vec<u8>, String> {
        self.memory
            .read(addr, len)
            .map(|b| b.to_vec())
            .map_err(|e| e.to_string())
    }
}

/// The processor features `src` requires: the names on its
/// `; requires: a, b` lines, in order. A file that needs a hardware unit
/// (`mfma`) says so, and whoever compiles it for several processors runs
/// its directives only where the features hold; the interpreter itself
/// needs no feature.
pub fn required_features(src: &str) -> Vec<&str> {
    src.lines()
        .filter_map(|l| l.trim_start().strip_prefix("; requires:"))
        .flat_map(|rest| rest.split([',', ' ']))
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .collect()
}

/// Runs every `; run:` line of `src` against `module` (parsed from `src`).
pub fn run_directives(src: &str, module: &Module) -> Vec<RunResult> {
    let mut out = Vec::new();
    for (n, line) in src.lines().enumerate() {
        let Some(text) = line.trim_start().strip_prefix("; run:") else {
            continue;
        };
        let text = text.trim();
        out.push(RunResult {
            line: n + 1,
            text: text.to_string(),
            outcome: run_one(text, module, &mut Interpreter::default()),
        });
    }
    out
}

/// Runs the kernel directives of `src` with executors from `new_exec`
/// (one per directive). Directives that call device functions, or that
/// expect an error (undefined behaviour the interpreter detects and
/// compiled code need not), are left out of the results.
pub fn run_kernel_directives_with<E: KernelExecutor>(
    src: &str,
    module: &Module,
    mut new_exec: impl FnMut() -> E,
) -> Vec<RunResult> {
    let mut out = Vec::new();
    for (n, line) in src.lines().enumerate() {
        let Some(text) = line.trim_start().strip_prefix("; run:") else {
            continue;
        };
        let text = text.trim();
        let kernel = text
            .strip_prefix('@')
            .and_then(|t| {
                t.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.'))
                    .next()
            })
            .and_then(|name| module.function_by_name(name))
            .is_some_and(|id| module.functions[id].is_kernel());
        if !kernel || text.contains(" error ") || text.contains(" error\"") {
            continue;
        }
        // A directive that names a wave size states results for waves of
        // that size (reductions, ballots, lane ids): code compiled for
        // another wave size cannot be held to them, so it is left out.
        let mut exec = new_exec();
        if let (Some(want), Some(name)) = (launch_wave(text), text.strip_prefix('@')) {
            let name = name
                .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.'))
                .next()
                .unwrap_or("");
            if exec.wave_size(name).is_some_and(|w| w != want) {
                continue;
            }
        }
        out.push(RunResult {
            line: n + 1,
            text: text.to_string(),
            outcome: run_one(text, module, &mut exec),
        });
    }
    out
}

/// The failed results, one block each, or an empty string when all passed.
pub fn format_failures(results: &[RunResult]) -> String {
    let mut s = String::new();
    for r in results {
        if let Err(msg) = &r.outcome {
            let _ = writeln!(s, "line {}: ; run: {}", r.line, r.text);
            for l in msg.lines() {
                let _ = writeln!(s, "    {l}");
            }
        }
    }
    let failed = results.iter().filter(|r| !r.passed()).count();
    if failed > 0 {
        let _ = writeln!(s, "{failed} of {} run directives failed", results.len());
    }
    s
}

// ---- lexing ----

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    Global(String),
    /// `#3`: an argument by position.
    Index(usize),
    Num(String),
    Str(String),
    Punct(&'static str),
}

const PUNCTS: [&str; 18] = [
    "==", "=>", "<<", ">>", "(", ")", "[", "]", ",", "=", "+", "-", "*", "/", "%", "&", "|", "^",
];

fn lex(text: &str) -> Result<Vec<Tok>, String> {
    let b = text.as_bytes();
    let mut i = 0;
    let mut toks = Vec::new();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'.';
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c.is_ascii_alphabetic()
            || c == b'_'
            || ((c == b'@' || c == b'%') && b.get(i + 1).is_some_and(|&n| ident(n)))
        {
            let start = i;
            i += 1;
            while i < b.len() && ident(b[i]) {
                i += 1;
            }
            let word = text[start..i].to_string();
            toks.push(match c {
                b'@' => Tok::Global(word[1..].to_string()),
                // `%a` names a parameter as in the text format.
                b'%' => Tok::Ident(word[1..].to_string()),
                _ => Tok::Ident(word),
            });
        } else if c == b'#' {
            let start = i + 1;
            i += 1;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            let n = text[start..i].parse().map_err(|_| {
                format!(
                    "`#` must be followed by an argument number at column {}",
                    start
                )
            })?;
            toks.push(Tok::Index(n));
        } else if c.is_ascii_digit() || (c == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit))
        {
            let start = i;
            let hex = text[i..].starts_with("0x") || text[i..].starts_with("0X");
            i += if hex { 2 } else { 1 };
            while i < b.len() {
                let d = b[i];
                let exp_sign = !hex && (d == b'+' || d == b'-') && matches!(b[i - 1], b'e' | b'E');
                if d.is_ascii_alphanumeric() || d == b'.' || d == b'_' || exp_sign {
                    i += 1;
                } else {
                    break;
                }
            }
            toks.push(Tok::Num(text[start..i].to_string()));
        } else if c == b'"' {
            let mut s = String::new();
            i += 1;
            loop {
                match b.get(i) {
                    None => return Err("unterminated string".into()),
                    Some(b'"') => break,
                    Some(b'\\') if i + 1 < b.len() => {
                        s.push(b[i + 1] as char);
                        i += 2;
                    }
                    Some(_) => {
                        let ch = text[i..].chars().next().unwrap_or(' ');
                        s.push(ch);
                        i += ch.len_utf8();
                    }
                }
            }
            i += 1;
            toks.push(Tok::Str(s));
        } else if let Some(p) = PUNCTS.iter().find(|p| text[i..].starts_with(**p)) {
            toks.push(Tok::Punct(p));
            i += p.len();
        } else {
            let ch = text[i..].chars().next().unwrap_or('?');
            return Err(format!("unexpected `{ch}` at column {}", i + 1));
        }
    }
    Ok(toks)
}

// ---- expressions over the element index `i` ----

#[derive(Clone, Debug)]
enum Expr {
    Num(String),
    Index,
    Neg(Box<Expr>),
    Bin(&'static str, Box<Expr>, Box<Expr>),
}

fn precedence(p: &str) -> Option<u8> {
    Some(match p {
        "|" => 1,
        "^" => 2,
        "&" => 3,
        "<<" | ">>" => 4,
        "+" | "-" => 5,
        "*" | "/" | "%" => 6,
        _ => return None,
    })
}

impl Expr {
    fn eval_int(&self, i: u64) -> Result<i64, String> {
        Ok(match self {
            Expr::Num(s) => parse_int(s)?,
            Expr::Index => i as i64,
            Expr::Neg(e) => e.eval_int(i)?.wrapping_neg(),
            Expr::Bin(op, a, b) => {
                let (a, b) = (a.eval_int(i)?, b.eval_int(i)?);
                match *op {
                    "+" => a.wrapping_add(b),
                    "-" => a.wrapping_sub(b),
                    "*" => a.wrapping_mul(b),
                    "/" | "%" if b == 0 => return Err("division by zero in an expression".into()),
                    "/" => a.wrapping_div(b),
                    "%" => a.wrapping_rem(b),
                    "&" => a & b,
                    "|" => a | b,
                    "^" => a ^ b,
                    "<<" => a.wrapping_shl(b as u32),
                    _ => a.wrapping_shr(b as u32),
                }
            }
        })
    }

    fn eval_float(&self, i: u64) -> Result<f64, String> {
        Ok(match self {
            Expr::Num(s) => parse_float(s)?,
            Expr::Index => i as f64,
            Expr::Neg(e) => -e.eval_float(i)?,
            Expr::Bin(op, a, b) => {
                let (a, b) = (a.eval_float(i)?, b.eval_float(i)?);
                match *op {
                    "+" => a + b,
                    "-" => a - b,
                    "*" => a * b,
                    "/" => a / b,
                    "%" => a % b,
                    _ => return Err(format!("`{op}` is not defined on floats")),
                }
            }
        })
    }

    /// The bits of this expression's value at element `i` of type `ty`.
    fn bits(&self, ty: Type, i: u64) -> Result<u64, String> {
        if let Some(f) = FloatFormat::of(ty) {
            // A lone hex literal is the exact bit pattern, as in `fconst`.
            if let Expr::Num(s) = self {
                if let Some(hex) = s.strip_prefix("0x") {
                    let bits =
                        u64::from_str_radix(hex, 16).map_err(|_| format!("bad number `{s}`"))?;
                    if bits & !mask(f.bits()) != 0 {
                        return Err(format!("{s} does not fit {ty}"));
                    }
                    return Ok(bits);
                }
                // Read f32 literals directly: rounding a decimal first to
                // f64 and then to f32 could round twice.
                if f == FloatFormat::F32 {
                    if let Ok(x) = s.parse::<f32>() {
                        return Ok(u64::from(x.to_bits()));
                    }
                }
            }
            if let Expr::Neg(inner) = self {
                if let Expr::Num(s) = &**inner {
                    if f == FloatFormat::F32 && !s.starts_with("0x") {
                        if let Ok(x) = s.parse::<f32>() {
                            return Ok(u64::from((-x).to_bits()));
                        }
                    }
                }
            }
            return Ok(f.from_f64(self.eval_float(i)?));
        }
        let v = self.eval_int(i)?;
        let w = ty.lane_bits();
        if w < 64 && matches!(self, Expr::Num(_) | Expr::Neg(_)) {
            // A plain literal must fit as a signed or an unsigned number.
            let min = -(1i64 << (w - 1));
            if v < min || v > mask(w) as i64 {
                return Err(format!("{v} does not fit {ty}"));
            }
        }
        Ok(v as u64 & mask(w))
    }
}

fn parse_int(s: &str) -> Result<i64, String> {
    let s2 = s.replace('_', "");
    let r = if let Some(hex) = s2.strip_prefix("0x") {
        u64::from_str_radix(hex, 16).map(|v| v as i64)
    } else {
        s2.parse::<i64>()
            .or_else(|_| s2.parse::<u64>().map(|v| v as i64))
    };
    r.map_err(|_| format!("`{s}` is not an integer"))
}

fn parse_float(s: &str) -> Result<f64, String> {
    if s.starts_with("0x") {
        return parse_int(s).map(|v| v as f64);
    }
    s.parse::<f64>()
        .map_err(|_| format!("`{s}` is not a number"))
}

// ---- parsing ----

struct Parser {
    toks: Vec<Tok>,
    pos: usize,
}

impl Parser {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos)
    }
    fn peek_at(&self, n: usize) -> Option<&Tok> {
        self.toks.get(self.pos + n)
    }
    fn next(&mut self) -> Option<Tok> {
        let t = self.toks.get(self.pos).cloned();
        self.pos += 1;
        t
    }
    fn is(&self, p: &str) -> bool {
        matches!(self.peek(), Some(Tok::Punct(q)) if *q == p)
    }
    fn is_word(&self, w: &str) -> bool {
        matches!(self.peek(), Some(Tok::Ident(q)) if q == w)
    }
    fn eat(&mut self, p: &str) -> bool {
        if self.is(p) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn expect(&mut self, p: &str) -> Result<(), String> {
        if self.eat(p) {
            Ok(())
        } else {
            Err(format!("expected `{p}`, found {}", self.describe()))
        }
    }
    fn describe(&self) -> String {
        match self.peek() {
            None => "the end of the line".into(),
            Some(Tok::Ident(s)) | Some(Tok::Num(s)) => format!("`{s}`"),
            Some(Tok::Global(s)) => format!("`@{s}`"),
            Some(Tok::Index(n)) => format!("`#{n}`"),
            Some(Tok::Str(s)) => format!("\"{s}\""),
            Some(Tok::Punct(p)) => format!("`{p}`"),
        }
    }
    fn at_end(&self) -> bool {
        self.pos >= self.toks.len()
    }
    fn uint(&mut self) -> Result<u32, String> {
        match self.next() {
            Some(Tok::Num(s)) => parse_int(&s)
                .ok()
                .and_then(|v| u32::try_from(v).ok())
                .ok_or_else(|| format!("`{s}` is not a count")),
            _ => {
                self.pos -= 1;
                Err(format!("expected a number, found {}", self.describe()))
            }
        }
    }

    fn expr(&mut self, min_prec: u8) -> Result<Expr, String> {
        let mut lhs = self.atom()?;
        loop {
            let Some(Tok::Punct(p)) = self.peek() else {
                break;
            };
            let p = *p;
            let Some(prec) = precedence(p) else {
                break;
            };
            if prec < min_prec {
                break;
            }
            self.pos += 1;
            let rhs = self.expr(prec + 1)?;
            lhs = Expr::Bin(p, Box::new(lhs), Box::new(rhs));
        }
        Ok(lhs)
    }

    fn atom(&mut self) -> Result<Expr, String> {
        match self.next() {
            Some(Tok::Punct("-")) => Ok(Expr::Neg(Box::new(self.atom()?))),
            Some(Tok::Punct("(")) => {
                let e = self.expr(0)?;
                self.expect(")")?;
                Ok(e)
            }
            Some(Tok::Num(s)) => Ok(Expr::Num(s)),
            Some(Tok::Ident(s)) if s == "i" => Ok(Expr::Index),
            Some(Tok::Ident(s)) if matches!(s.as_str(), "inf" | "nan") => Ok(Expr::Num(s)),
            Some(Tok::Ident(s)) if s == "true" => Ok(Expr::Num("1".into())),
            Some(Tok::Ident(s)) if s == "false" => Ok(Expr::Num("0".into())),
            _ => {
                self.pos -= 1;
                Err(format!("expected a value, found {}", self.describe()))
            }
        }
    }

    /// A value of type `ty`: a scalar expression, or `[a, b, ...]` for a
    /// vector.
    fn value(&mut self, ty: Type) -> Result<ValueBits, String> {
        let mut v = ValueBits::default();
        if ty.is_vector() {
            self.expect("[")?;
            for k in 0..ty.lanes() as usize {
                if k > 0 {
                    self.expect(",")?;
                }
                v.0[k] = self.expr(0)?.bits(ty.lane_type(), 0)?;
            }
            self.expect("]")?;
        } else {
            v.0[0] = self.expr(0)?.bits(ty, 0)?;
        }
        Ok(v)
    }

    /// `(x, y, z)` with 1-3 counts; missing ones are 1.
    fn dims(&mut self) -> Result<[u32; 3], String> {
        self.expect("(")?;
        let mut d = [1; 3];
        for (k, slot) in d.iter_mut().enumerate() {
            if k > 0 && !self.eat(",") {
                break;
            }
            *slot = self.uint()?;
        }
        self.expect(")")?;
        Ok(d)
    }

    /// The contents of a buffer of `len` elements of `ty`: `(EXPR)` over
    /// the index `i`, or `[a, b, ...]` listing every element.
    fn contents(&mut self, ty: Type, len: Option<usize>) -> Result<Vec<u64>, String> {
        if self.eat("(") {
            let e = self.expr(0)?;
            self.expect(")")?;
            let len = len.ok_or("a generated buffer needs a length: `T[N](expr)`")?;
            return (0..len as u64).map(|i| e.bits(ty, i)).collect();
        }
        self.expect("[")?;
        let mut out = Vec::new();
        if !self.is("]") {
            loop {
                out.push(self.expr(0)?.bits(ty, out.len() as u64)?);
                if !self.eat(",") {
                    break;
                }
            }
        }
        self.expect("]")?;
        if let Some(len) = len {
            if out.len() != len {
                return Err(format!("{} elements listed, {len} expected", out.len()));
            }
        }
        Ok(out)
    }

    /// `[const] T[N](EXPR)` or `[const] T[a, b, ...]`.
    fn buffer(&mut self) -> Result<Buffer, String> {
        let read_only = self.is_word("const");
        if read_only {
            self.pos += 1;
        }
        let Some(Tok::Ident(name)) = self.next() else {
            return Err("expected a buffer type".into());
        };
        let ty = Type::parse(&name)
            .filter(|t| !t.is_vector() && !t.is_ptr() && *t != Type::I1)
            .ok_or_else(|| format!("`{name}` is not a buffer element type"))?;
        // `T[N](...)` or `T[N][...]`: a length, then a generator or a
        // list; otherwise `T[...]`, a list.
        let generated = matches!(
            (
                self.peek(),
                self.peek_at(1),
                self.peek_at(2),
                self.peek_at(3)
            ),
            (
                Some(Tok::Punct("[")),
                Some(Tok::Num(_)),
                Some(Tok::Punct("]")),
                Some(Tok::Punct("(" | "["))
            )
        );
        let elems = if generated {
            self.expect("[")?;
            let n = self.uint()? as usize;
            self.expect("]")?;
            self.contents(ty, Some(n))?
        } else {
            self.contents(ty, None)?
        };
        Ok(Buffer {
            ty,
            elems,
            read_only,
        })
    }

    fn starts_buffer(&self) -> bool {
        match (self.peek(), self.peek_at(1)) {
            (Some(Tok::Ident(w)), _) if w == "const" => true,
            (Some(Tok::Ident(t)), Some(Tok::Punct("["))) => Type::parse(t).is_some(),
            _ => false,
        }
    }
}

struct Buffer {
    ty: Type,
    elems: Vec<u64>,
    read_only: bool,
}

impl Buffer {
    fn bytes(&self) -> Vec<u8> {
        let w = self.ty.bytes() as usize;
        self.elems
            .iter()
            .flat_map(|e| e.to_le_bytes().into_iter().take(w))
            .collect()
    }
}

/// Whether two element bit patterns of `ty` agree: integers exactly,
/// floats bit-exactly except that all NaNs are equal, or within `ulp`
/// units in the last place when a tolerance is given.
fn same(ty: Type, want: u64, got: u64, ulp: u64) -> bool {
    let Some(f) = FloatFormat::of(ty) else {
        return want == got;
    };
    if f.is_nan(want) || f.is_nan(got) {
        return f.is_nan(want) && f.is_nan(got);
    }
    if ulp == 0 {
        return want == got;
    }
    // Map sign-magnitude onto a monotonic integer line (both zeros at 0).
    let line = |b: u64| -> i128 {
        let mag = i128::from(f.abs(b));
        if f.is_negative(b) {
            -mag
        } else {
            mag
        }
    };
    (line(want) - line(got)).unsigned_abs() <= u128::from(ulp)
}

fn show(ty: Type, bits: u64) -> String {
    match FloatFormat::of(ty) {
        Some(f) => format!("{} ({bits:#x})", f.to_f64(bits)),
        None => {
            let w = ty.lane_bits();
            let s = super::eval::sext(bits, w);
            if s < 0 {
                format!("{s} ({bits:#x})")
            } else {
                format!("{bits}")
            }
        }
    }
}

fn show_value(ty: Type, v: ValueBits) -> String {
    if ty.is_vector() {
        let lanes: Vec<String> = (0..ty.lanes() as usize)
            .map(|k| show(ty.lane_type(), v.0[k]))
            .collect();
        format!("[{}]", lanes.join(", "))
    } else {
        show(ty, v.0[0])
    }
}

fn param_name(f: &Function, k: usize) -> Option<&str> {
    let entry = f.entry_block()?;
    let v = *f.block_params(entry).get(k)?;
    f.value_names[v]
        .as_deref()
        .map(|n| n.trim_start_matches('%'))
}

/// Parses `ulp N` if present.
fn tolerance(p: &mut Parser) -> Result<u64, String> {
    if p.is_word("ulp") {
        p.pos += 1;
        Ok(u64::from(p.uint()?))
    } else {
        Ok(0)
    }
}

/// Checks a run's error against an `error "text"` expectation.
fn expect_error<E: core::fmt::Display>(p: &mut Parser, got: Result<(), E>) -> Result<(), String> {
    let Some(Tok::Str(want)) = p.next() else {
        return Err("`error` must be followed by a quoted message".into());
    };
    if !p.at_end() {
        return Err(format!(
            "unexpected {} after the expected error",
            p.describe()
        ));
    }
    match got {
        Ok(()) => Err(format!(
            "expected an error containing \"{want}\", but the run succeeded"
        )),
        Err(e) if e.to_string().contains(&want) => Ok(()),
        Err(e) => Err(format!("expected an error containing \"{want}\", got: {e}")),
    }
}

/// The `wave(N)` a kernel directive's launch names, if any.
fn launch_wave(text: &str) -> Option<u32> {
    let mut p = Parser {
        toks: lex(text).ok()?,
        pos: 0,
    };
    let Some(Tok::Global(_)) = p.next() else {
        return None;
    };
    loop {
        if p.is_word("wave") {
            p.pos += 1;
            p.expect("(").ok()?;
            return p.uint().ok();
        } else if p.is_word("grid") || p.is_word("wg") {
            p.pos += 1;
            p.dims().ok()?;
        } else if p.is_word("lds") {
            p.pos += 1;
            p.expect("(").ok()?;
            p.uint().ok()?;
            p.expect(")").ok()?;
        } else {
            return None;
        }
    }
}

fn run_one(text: &str, module: &Module, exec: &mut dyn KernelExecutor) -> Result<(), String> {
    let mut p = Parser {
        toks: lex(text)?,
        pos: 0,
    };
    let Some(Tok::Global(name)) = p.next() else {
        return Err("a run directive starts with `@function`".into());
    };
    let id = module
        .function_by_name(&name)
        .ok_or_else(|| format!("no function @{name} in the module"))?;
    let f = &module.functions[id];
    if f.is_kernel() {
        run_kernel_directive(&mut p, module, id, exec)
    } else {
        run_call_directive(&mut p, module, id)
    }
}

fn run_call_directive(p: &mut Parser, module: &Module, id: crate::FuncId) -> Result<(), String> {
    let f = &module.functions[id];
    p.expect("(")?;
    let mut args = Vec::new();
    for (k, param) in f.params.iter().enumerate() {
        if k > 0 {
            p.expect(",")?;
        }
        args.push(
            p.value(param.ty)
                .map_err(|e| format!("argument {k}: {e}"))?,
        );
    }
    if !p.eat(")") {
        return Err(format!(
            "@{} takes {} arguments; expected `)`, found {}",
            f.name,
            f.params.len(),
            p.describe()
        ));
    }
    let mut memory = Memory::new();
    let result = call_function_in(module, id, &args, &mut memory);
    if p.is_word("error") {
        p.pos += 1;
        return expect_error(p, result.map(|_| ()));
    }
    p.expect("==")?;
    let multi = f.returns.len() != 1;
    if multi {
        p.expect("(")?;
    }
    let mut want = Vec::new();
    for (k, &ty) in f.returns.iter().enumerate() {
        if k > 0 {
            p.expect(",")?;
        }
        want.push(p.value(ty).map_err(|e| format!("result {k}: {e}"))?);
    }
    if multi {
        p.expect(")")?;
    }
    let ulp = tolerance(p)?;
    if !p.at_end() {
        return Err(format!("unexpected {}", p.describe()));
    }
    let got = result.map_err(|e| format!("the call failed: {e}"))?;
    let mut errors = Vec::new();
    for (k, ((&ty, w), g)) in f.returns.iter().zip(&want).zip(&got).enumerate() {
        let ok = (0..ty.lanes() as usize).all(|l| same(ty.lane_type(), w.0[l], g.0[l], ulp));
        if !ok {
            errors.push(format!(
                "result {k}: expected {}, got {}",
                show_value(ty, *w),
                show_value(ty, *g)
            ));
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors.join("\n"))
    }
}

fn run_kernel_directive(
    p: &mut Parser,
    module: &Module,
    id: crate::FuncId,
    exec: &mut dyn KernelExecutor,
) -> Result<(), String> {
    let f = &module.functions[id];
    let (mut grid, mut wg, mut wave, mut lds) = (None, None, 64, 0);
    loop {
        if p.is_word("grid") {
            p.pos += 1;
            grid = Some(p.dims()?);
        } else if p.is_word("wg") {
            p.pos += 1;
            wg = Some(p.dims()?);
        } else if p.is_word("wave") {
            p.pos += 1;
            p.expect("(")?;
            wave = p.uint()?;
            p.expect(")")?;
        } else if p.is_word("lds") {
            p.pos += 1;
            p.expect("(")?;
            lds = p.uint()?;
            p.expect(")")?;
        } else {
            break;
        }
    }
    let wg = wg
        .or(f.attrs.reqd_workgroup_size)
        .or(grid)
        .unwrap_or([1; 3]);
    let grid = grid.unwrap_or(wg);

    // Arguments: scalars, or buffers allocated in a fresh memory.
    let mut args = Vec::new();
    let mut buffers: Vec<Option<(u64, Type, usize)>> = Vec::new();
    p.expect("(")?;
    for (k, param) in f.params.iter().enumerate() {
        if k > 0 {
            p.expect(",")?;
        }
        if let (Some(Tok::Ident(n)), Some(Tok::Punct("="))) = (p.peek(), p.peek_at(1)) {
            let n = n.clone();
            if let Some(want) = param_name(f, k) {
                if want != n {
                    return Err(format!("argument {k} is %{want}, not %{n}"));
                }
            }
            p.pos += 2;
        }
        if p.is_word("local") && param.ty == Type::ptr(crate::AddrSpace::Local) {
            // `local(BYTES)`: LDS for a `__local` pointer argument.
            p.pos += 1;
            p.expect("(")?;
            let n = p.uint().map_err(|e| format!("argument {k}: {e}"))?;
            p.expect(")")?;
            args.push(ArgValue::Local(n));
            buffers.push(None);
        } else if p.starts_buffer() {
            if !param.ty.is_ptr() {
                return Err(format!("argument {k} is {}, not a pointer", param.ty));
            }
            let b = p.buffer().map_err(|e| format!("argument {k}: {e}"))?;
            let bytes = b.bytes();
            let addr = exec.alloc(&bytes, b.read_only);
            args.push(ArgValue::Ptr(addr));
            buffers.push(Some((addr, b.ty, b.elems.len())));
        } else {
            let v = p
                .value(param.ty)
                .map_err(|e| format!("argument {k}: {e}"))?;
            args.push(ArgValue::Bits(v));
            buffers.push(None);
        }
    }
    if !p.eat(")") {
        return Err(format!(
            "@{} takes {} arguments; expected `)`, found {}",
            f.name,
            f.params.len(),
            p.describe()
        ));
    }
    let dispatch = Dispatch {
        grid,
        workgroup_size: wg,
        wave_size: wave,
        dynamic_lds: lds,
        ..Dispatch::new(grid, wg)
    };
    let result = exec.run(module, id, &args, &dispatch);
    if p.is_word("error") {
        p.pos += 1;
        return expect_error(p, result);
    }
    result.map_err(|e| format!("the dispatch failed: {e}"))?;
    if p.at_end() {
        return Ok(());
    }
    p.expect("=>")?;
    let mut errors = Vec::new();
    loop {
        // Which buffer: `name` or `#k`.
        let k = match p.next() {
            Some(Tok::Index(k)) => k,
            Some(Tok::Ident(n)) => (0..f.params.len())
                .find(|&k| param_name(f, k) == Some(n.as_str()))
                .ok_or_else(|| format!("@{} has no parameter %{n}", f.name))?,
            _ => {
                p.pos -= 1;
                return Err(format!("expected a buffer name, found {}", p.describe()));
            }
        };
        let Some(Some((addr, ty, len))) = buffers.get(k).copied() else {
            return Err(format!("argument {k} is not a buffer"));
        };
        p.expect("==")?;
        // An optional `T[N]` restating the buffer's type.
        if p.starts_buffer() {
            let b = p.buffer()?;
            if b.ty != ty || b.elems.len() != len {
                return Err(format!(
                    "argument {k} is {ty}[{len}], the expectation says {}[{}]",
                    b.ty,
                    b.elems.len()
                ));
            }
            compare(exec, k, addr, ty, &b.elems, tolerance(p)?, &mut errors)?;
        } else {
            let want = p.contents(ty, Some(len))?;
            compare(exec, k, addr, ty, &want, tolerance(p)?, &mut errors)?;
        }
        if !p.eat(",") {
            break;
        }
    }
    if !p.at_end() {
        return Err(format!("unexpected {}", p.describe()));
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors.join("\n"))
    }
}

fn compare(
    exec: &dyn KernelExecutor,
    k: usize,
    addr: u64,
    ty: Type,
    want: &[u64],
    ulp: u64,
    errors: &mut Vec<String>,
) -> Result<(), String> {
    let w = ty.bytes() as usize;
    let bytes = exec.read(addr, want.len() * w)?;
    let mut bad = 0;
    for (i, (&want, chunk)) in want.iter().zip(bytes.chunks_exact(w)).enumerate() {
        let mut lane = [0u8; 8];
        lane[..w].copy_from_slice(chunk);
        let got = u64::from_le_bytes(lane);
        if !same(ty, want, got, ulp) {
            if bad < 8 {
                errors.push(format!(
                    "#{k}[{i}]: expected {}, got {}",
                    show(ty, want),
                    show(ty, got)
                ));
            }
            bad += 1;
        }
    }
    if bad > 8 {
        errors.push(format!("#{k}: {bad} elements differ in all"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An executor fixed at one wave size: the interpreter run at that
    /// size whatever the directive says, as compiled code would be.
    struct FixedWave(Interpreter, u32);

    impl KernelExecutor for FixedWave {
        fn alloc(&mut self, bytes: &[u8], read_only: bool) -> u64 {
            self.0.alloc(bytes, read_only)
        }
        fn run(
            &mut self,
            module: &Module,
            func: crate::FuncId,
            args: &[ArgValue],
            dispatch: &Dispatch,
        ) -> Result<(), String> {
            let d = Dispatch {
                wave_size: self.1,
                ..*dispatch
            };
            self.0.run(module, func, args, &d)
        }
        fn read(&self, addr: u64, len: usize) -> Result<Vec<u8>, String> {
            self.0.read(addr, len)
        }
        fn wave_size(&mut self, _name: &str) -> Option<u32> {
            Some(self.1)
        }
    }

    /// Oracle: the IR's `wave_size` (docs/ir.md). A directive naming
    /// another wave size than the executor's is left out; one naming the
    /// same, or none, runs at the executor's.
    #[test]
    fn directives_naming_another_wave_size_are_skipped() {
        let src = "\
; run: @k grid(4) wave(64) (out=i32[4](0)) => out == (64)
; run: @k grid(4) lds(0) wave(32) (out=i32[4](0)) => out == (32)
; run: @k grid(4) (out=i32[4](0)) => out == (32)
kernel @k(%out: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %o = imul %i64, %four
    %p = ptradd %out, %o
    %w = wave_size
    store %w, %p, align 4
    ret
}
";
        let m = crate::parse_module(src).unwrap();
        let r = run_kernel_directives_with(src, &m, || FixedWave(Interpreter::default(), 32));
        let lines: Vec<usize> = r.iter().map(|r| r.line).collect();
        assert_eq!(lines, [2, 3], "{r:?}");
        assert!(r.iter().all(RunResult::passed), "{}", format_failures(&r));
        assert_eq!(
            launch_wave("@k grid(4) wg(2) lds(16) wave(32) (x)"),
            Some(32)
        );
        assert_eq!(launch_wave("@k grid(4) (x)"), None);
    }

    #[test]
    fn lexes_and_evaluates_expressions() {
        let mut p = Parser {
            toks: lex("3*i + 1 << 2 % 7").unwrap(),
            pos: 0,
        };
        let e = p.expr(0).unwrap();
        assert_eq!(e.eval_int(2).unwrap(), 28);
        let mut p = Parser {
            toks: lex("-(i / 2) * 0.5e1").unwrap(),
            pos: 0,
        };
        let e = p.expr(0).unwrap();
        assert_eq!(e.eval_float(3.0 as u64).unwrap(), -7.5);
        assert!(lex("a $ b").unwrap_err().contains('$'));
    }

    #[test]
    fn float_comparison() {
        let f = Type::F32;
        let one = u64::from(1.0f32.to_bits());
        assert!(same(f, one, one + 1, 1));
        assert!(!same(f, one, one + 2, 1));
        assert!(!same(f, 0, 0x8000_0000, 0));
        assert!(same(f, 0, 0x8000_0001, 1));
        assert!(same(f, 0x7fc0_0000, 0xffc0_0001, 0));
        assert!(!same(f, 0x7fc0_0000, 0, 100));
    }
}
