//! `agc run`: compile (or load) a kernel, fill its buffers, run it in the
//! simulator, and print or check what it wrote.
//!
//! ```text
//! agc run examples/vadd.agc --grid 256 \
//!     'a=f32[256]:iota' 'b=f32[256]:linear(0,2)' 'c=f32[256]' n=256 --print c --check
//! ```
//!
//! Role: the command-line face of `agc_sim`. The input is `.agc` text,
//! compiled with the driver's options into a `.hsaco`, or a code object
//! (`.o`/`.hsaco`, recognised by its ELF magic) loaded as it is. Kernel
//! arguments are given in order or as `NAME=VALUE`:
//!
//! | value | meaning |
//! | --- | --- |
//! | `256`, `-1`, `0x10`, `1.5`, `nan` | a scalar, read at the parameter's type |
//! | `f32:1.5` | a scalar of an explicit type (for code objects, whose metadata gives only sizes) |
//! | `T[N]` | a buffer of N elements of type T, zeroed |
//! | `T[N]:GEN` | a buffer filled by a generator |
//! | `local(N)` | N bytes of LDS for a `__local` pointer argument |
//!
//! Element types: `i8 i16 i32 i64 u8 u16 u32 u64 f16 bf16 f32 f64`.
//! Generators, evaluated per element index `i`:
//!
//! | generator | elements |
//! | --- | --- |
//! | a literal (`7`, `-0.5`, `0xff`) | that value |
//! | `iota` | `i` |
//! | `linear(A,B)` | `A + B*i` (integers wrap to the type; floats rounded once) |
//! | `random(SEED)` | integers uniform over the type, floats uniform in [0, 1) |
//! | `random(SEED,LO,HI)` | uniform in [LO, HI) (LO < HI, both finite at the type) |
//! | `[1,2,3]` | the listed values (`T[]` takes the length from the list) |
//! | `file(PATH)` | the file's bytes, little-endian (`T[]` takes the length from the file); a regular file of exactly the buffer's size |
//! | `text(PATH)` | numbers separated by spaces, commas or newlines (a regular file) |
//!
//! `random` is splitmix64 from SEED: the same seed gives the same data on
//! every machine. After the dispatch, buffers are printed (all, or those
//! `--print` names), `--save NAME=PATH` writes one as raw bytes,
//! `--expect NAME=GEN` compares one with a generator or file, and
//! `--check` runs the IR interpreter on the same inputs and compares every
//! buffer (bit for bit; NaNs match NaNs; `--ulp N` allows N units in the
//! last place for floats). `--stats` prints the simulator's counters.
//!
//! Invariant: every problem with the command line is a diagnostic naming
//! the argument (E0205), a failure in the simulator is E0206 with the PC
//! and the instruction, and a mismatch is E0207 listing the first
//! differing elements; nothing panics on user input.
//!
//! Limits ([`Limits`], the `--max-*` options): the run never allocates,
//! reads or executes without a bound. Element counts and byte sizes are
//! computed with checked arithmetic, and the buffers together must fit
//! `--max-memory` before any is filled (E0205); files are sized with
//! `stat` before they are opened, and only regular files are read, never
//! more than the buffer needs plus one byte; the grid's work-items must
//! fit `--max-work-items` (E0205). The simulator gets the same memory
//! limit for what it holds itself (private pages, LDS, the code and the
//! runtime's structures) and `--max-steps` for the dispatch; running out
//! of either is E0206, the kernel's own demand.
//!
//! Design: arguments are parsed against the kernel's signature — the IR
//! parameters for `.agc` input (names and types), the metadata's explicit
//! arguments for code objects (names and sizes) — so every literal is read
//! at the type it will have, and the same materialised bytes feed both the
//! simulator and, with `--check`, the interpreter.

use crate::Options;
use agc_ir::interp::{self, float::FloatFormat, ArgValue, ValueBits};
use agc_ir::{AddrSpace, Diagnostic, ErrorCode, Module, Span, Type};
use agc_sim::{Arg, Device};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The options of `agc run`.
#[derive(Debug, Clone, Default)]
#[cfg_attr(feature = "cli", derive(clap::Args), command(after_help = ARGS_HELP))]
pub struct RunArgs {
    /// The `.agc` file to compile, or a code object (`.o` or `.hsaco`) to
    /// load; `-` reads standard input.
    pub input: String,

    /// Kernel arguments, in order or as NAME=VALUE (see below).
    #[cfg_attr(
        feature = "cli",
        arg(allow_negative_numbers = true, value_name = "ARG")
    )]
    pub args: Vec<String>,

    /// The kernel to run (default: the only kernel of the input).
    #[cfg_attr(feature = "cli", arg(short = 'k', long, value_name = "NAME"))]
    pub kernel: Option<String>,

    /// Grid size in work-items, X[,Y[,Z]].
    // This comment is also the `--help` text, which shows markdown as it
    // is: the brackets stay, and rustdoc is told they are no link.
    #[allow(rustdoc::broken_intra_doc_links)]
    #[cfg_attr(feature = "cli", arg(long, value_name = "X[,Y[,Z]]"))]
    pub grid: String,

    /// Workgroup size, X[,Y[,Z]] (default: the kernel's
    /// reqd_workgroup_size, else min(64, grid X)).
    #[allow(rustdoc::broken_intra_doc_links)] // the `--help` text: see `grid`
    #[cfg_attr(
        feature = "cli",
        arg(long = "wg", visible_alias = "workgroup", value_name = "X[,Y[,Z]]")
    )]
    pub workgroup: Option<String>,

    /// Extra dynamic LDS bytes per workgroup.
    #[cfg_attr(feature = "cli", arg(long, value_name = "BYTES", default_value_t = 0))]
    pub lds: u32,

    /// Seed of the simulator's wave interleaving.
    #[cfg_attr(feature = "cli", arg(long, value_name = "N", default_value_t = 0))]
    pub seed: u64,

    /// Buffers to print after the run, comma separated (default: all).
    #[cfg_attr(
        feature = "cli",
        arg(long, value_delimiter = ',', value_name = "NAMES")
    )]
    pub print: Vec<String>,

    /// Print no buffers.
    #[cfg_attr(feature = "cli", arg(short = 'q', long))]
    pub quiet: bool,

    /// Compare a buffer with a generator or file after the run, e.g.
    /// c=file(c.bin) or c=linear(0,3).
    #[cfg_attr(feature = "cli", arg(long, value_name = "NAME=GEN"))]
    pub expect: Vec<String>,

    /// Write a buffer's bytes to a file after the run.
    #[cfg_attr(feature = "cli", arg(long, value_name = "NAME=PATH"))]
    pub save: Vec<String>,

    /// Run the IR interpreter on the same inputs and compare every buffer
    /// (`.agc` input only).
    #[cfg_attr(feature = "cli", arg(long))]
    pub check: bool,

    /// Float tolerance of --check and --expect in units in the last place.
    #[cfg_attr(feature = "cli", arg(long, value_name = "N", default_value_t = 0))]
    pub ulp: u64,

    /// Print the simulator's counters (instructions by class and opcode,
    /// waits, estimated cycles).
    #[cfg_attr(feature = "cli", arg(long))]
    pub stats: bool,

    /// Turn off the simulator's strict checks (waits, hazards,
    /// never-written registers).
    #[cfg_attr(feature = "cli", arg(long))]
    pub no_strict: bool,

    /// Device memory the run may use: the buffers, then everything the
    /// simulator holds for the dispatch (code, LDS, private pages).
    /// Suffixes K, M, G, T (powers of 1024); default 4G.
    #[cfg_attr(feature = "cli", arg(long, value_name = "SIZE"))]
    pub max_memory: Option<String>,

    /// Most work-items the grid may have (X*Y*Z); default 16777216 (2^24).
    #[cfg_attr(feature = "cli", arg(long, value_name = "N"))]
    pub max_work_items: Option<String>,

    /// Most wave instructions the dispatch may execute (all waves, and
    /// the interpreter's run under --check); default 1000000000.
    #[cfg_attr(feature = "cli", arg(long, value_name = "N"))]
    pub max_steps: Option<String>,
}

/// The defaults of `--max-memory`, `--max-work-items` and `--max-steps`.
pub const DEFAULT_MAX_MEMORY: u64 = agc_sim::exec::DEFAULT_MAX_MEMORY;
pub const DEFAULT_MAX_WORK_ITEMS: u64 = 1 << 24;
pub const DEFAULT_MAX_STEPS: u64 = 1_000_000_000;

/// The resource limits of one run, from the `--max-*` options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Bytes of device memory.
    pub memory: u64,
    pub work_items: u64,
    /// Wave instructions per dispatch.
    pub steps: u64,
}

impl Limits {
    /// Reads the `--max-*` options (E0205 when one is malformed).
    pub fn of(args: &RunArgs) -> Result<Limits, Diagnostic> {
        let opt = |v: &Option<String>, flag: &str, default: u64, size: bool| match v {
            None => Ok(default),
            Some(t) => {
                let n = if size { parse_size(t) } else { parse_count(t) };
                n.filter(|&n| n > 0).ok_or_else(|| {
                    bad(format!(
                        "--{flag} {t}: expected a positive {}",
                        if size {
                            "size such as 4096, 512M or 4G"
                        } else {
                            "integer"
                        }
                    ))
                })
            }
        };
        Ok(Limits {
            memory: opt(&args.max_memory, "max-memory", DEFAULT_MAX_MEMORY, true)?,
            work_items: opt(
                &args.max_work_items,
                "max-work-items",
                DEFAULT_MAX_WORK_ITEMS,
                false,
            )?,
            steps: opt(&args.max_steps, "max-steps", DEFAULT_MAX_STEPS, false)?,
        })
    }
}

/// A byte size: an integer with an optional binary suffix `K`, `M`, `G`
/// or `T` (also `KiB`, `KB`, ...; all powers of 1024), at most 2^64 - 1.
pub fn parse_size(s: &str) -> Option<u64> {
    let t = s.trim();
    let split = t
        .find(|c: char| !c.is_ascii_digit() && c != '_')
        .unwrap_or(t.len());
    let (digits, suffix) = t.split_at(split);
    let n = parse_count(digits)?;
    let shift = match suffix.to_ascii_uppercase().as_str() {
        "" | "B" => 0,
        "K" | "KB" | "KIB" => 10,
        "M" | "MB" | "MIB" => 20,
        "G" | "GB" | "GIB" => 30,
        "T" | "TB" | "TIB" => 40,
        _ => return None,
    };
    n.checked_mul(1 << shift)
}

/// A count: decimal digits, `_` allowed between them.
pub fn parse_count(s: &str) -> Option<u64> {
    let t = s.trim();
    if t.is_empty() || !t.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    t.replace('_', "").parse().ok()
}

/// `n` bytes for people: `4294967296 bytes (4 GiB)`.
pub fn show_bytes(n: u64) -> String {
    const UNITS: [(&str, u32); 4] = [("TiB", 40), ("GiB", 30), ("MiB", 20), ("KiB", 10)];
    match UNITS.iter().find(|(_, sh)| n >= 1 << sh) {
        Some((u, sh)) if n % (1 << sh) == 0 => format!("{n} bytes ({} {u})", n >> sh),
        Some((u, sh)) => format!("{n} bytes ({:.1} {u})", n as f64 / (1u64 << sh) as f64),
        None => format!("{n} bytes"),
    }
}

#[cfg_attr(not(feature = "cli"), allow(dead_code))]
const ARGS_HELP: &str = "\
Kernel arguments (ARG), in order or as NAME=VALUE:
  256  -1  0x10  1.5  nan       a scalar, read at the parameter's type
  f32:1.5                       a scalar of an explicit type
  'f32[256]'                    a zeroed buffer of 256 f32
  'f32[256]:GEN'                a buffer filled by a generator
  local(1024)                   LDS bytes for a __local pointer
Types: i8 i16 i32 i64 u8 u16 u32 u64 f16 bf16 f32 f64
Generators: 7 | iota | linear(A,B) | random(SEED) | random(SEED,LO,HI)
            | [1,2,3] | file(PATH) (raw little-endian) | text(PATH)
'T[]:GEN' takes the length from a list, file or text generator.
Limits: the buffers together fit --max-memory (default 4G), the grid
--max-work-items (default 2^24), the dispatch --max-steps (default 10^9).

Example:
  agc run examples/vadd.agc --grid 256 'a=f32[256]:iota' \\
      'b=f32[256]:linear(0,2)' 'c=f32[256]' n=256 --print c --check";

fn bad(message: impl Into<String>) -> Diagnostic {
    Diagnostic::new(ErrorCode::BadRunArgument, Span::NONE, message)
}

// ---------------------------------------------------------------- types ----

/// An element or scalar type of the command line.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Elem {
    I8,
    I16,
    I32,
    I64,
    U8,
    U16,
    U32,
    U64,
    F16,
    BF16,
    F32,
    F64,
}

impl Elem {
    const ALL: [Elem; 12] = [
        Elem::I8,
        Elem::I16,
        Elem::I32,
        Elem::I64,
        Elem::U8,
        Elem::U16,
        Elem::U32,
        Elem::U64,
        Elem::F16,
        Elem::BF16,
        Elem::F32,
        Elem::F64,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Elem::I8 => "i8",
            Elem::I16 => "i16",
            Elem::I32 => "i32",
            Elem::I64 => "i64",
            Elem::U8 => "u8",
            Elem::U16 => "u16",
            Elem::U32 => "u32",
            Elem::U64 => "u64",
            Elem::F16 => "f16",
            Elem::BF16 => "bf16",
            Elem::F32 => "f32",
            Elem::F64 => "f64",
        }
    }

    pub fn parse(s: &str) -> Option<Elem> {
        Elem::ALL.into_iter().find(|e| e.name() == s)
    }

    pub fn bytes(self) -> usize {
        match self {
            Elem::I8 | Elem::U8 => 1,
            Elem::I16 | Elem::U16 | Elem::F16 | Elem::BF16 => 2,
            Elem::I32 | Elem::U32 | Elem::F32 => 4,
            Elem::I64 | Elem::U64 | Elem::F64 => 8,
        }
    }

    fn bits(self) -> u32 {
        self.bytes() as u32 * 8
    }

    fn mask(self) -> u64 {
        u64::MAX >> (64 - self.bits())
    }

    fn signed(self) -> bool {
        matches!(self, Elem::I8 | Elem::I16 | Elem::I32 | Elem::I64)
    }

    fn float(self) -> Option<FloatFormat> {
        FloatFormat::of(match self {
            Elem::F16 => Type::F16,
            Elem::BF16 => Type::BF16,
            Elem::F32 => Type::F32,
            Elem::F64 => Type::F64,
            _ => return None,
        })
    }

    /// The element type of an IR scalar type (`i1` travels as a byte).
    fn of_ir(ty: Type) -> Option<Elem> {
        Some(match ty {
            Type::I1 | Type::I8 => Elem::I8,
            Type::I16 => Elem::I16,
            Type::I32 => Elem::I32,
            Type::I64 => Elem::I64,
            Type::F16 => Elem::F16,
            Type::BF16 => Elem::BF16,
            Type::F32 => Elem::F32,
            Type::F64 => Elem::F64,
            _ => return None,
        })
    }

    /// The bits of literal `s` at this type: integers in decimal or
    /// `0x` hex (negative ones two's-complement), floats in Rust syntax
    /// plus `inf`/`nan`, or `0x` hex as the raw bits of a float.
    pub fn literal(self, s: &str) -> Result<u64, String> {
        let s = s.trim();
        let hex = |t: &str| u64::from_str_radix(&t.replace('_', ""), 16).ok();
        if let Some(h) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
            let v = hex(h).ok_or_else(|| format!("`{s}` is not a hex number"))?;
            if v & !self.mask() != 0 {
                return Err(format!("{s} does not fit {}", self.name()));
            }
            return Ok(v);
        }
        if let Some(f) = self.float() {
            let x = parse_f64(s).ok_or_else(|| format!("`{s}` is not a number"))?;
            return Ok(f.from_f64(x));
        }
        let v: i128 = s
            .replace('_', "")
            .parse()
            .map_err(|_| format!("`{s}` is not an integer"))?;
        let bits = self.bits();
        let (lo, hi) = if self.signed() {
            (-(1i128 << (bits - 1)), (1i128 << bits) - 1)
        } else {
            (0, (1i128 << bits) - 1)
        };
        // Signed types also accept their unsigned spelling (0..2^bits).
        if v < lo || v > hi {
            return Err(format!("{s} does not fit {}", self.name()));
        }
        Ok(v as u64 & self.mask())
    }

    /// `bits` as text: integers in decimal, floats in Rust's shortest
    /// round-trip form (`1.0`, `-0.0`, `NaN`, `inf`).
    pub fn show(self, bits: u64) -> String {
        let bits = bits & self.mask();
        match self {
            Elem::F32 => format!("{:?}", f32::from_bits(bits as u32)),
            Elem::F64 => format!("{:?}", f64::from_bits(bits)),
            // Every f16 and bf16 value is an f32 value.
            Elem::F16 | Elem::BF16 => {
                let f = self.float().expect("float type");
                format!("{:?}", f.to_f64(bits) as f32)
            }
            _ if self.signed() => {
                let sh = 64 - self.bits();
                (((bits << sh) as i64) >> sh).to_string()
            }
            _ => bits.to_string(),
        }
    }

    /// Whether `a` and `b` agree: equal bits, both NaN, or (with `ulp` > 0)
    /// floats at most `ulp` representable values apart.
    fn agree(self, a: u64, b: u64, ulp: u64) -> bool {
        if a == b {
            return true;
        }
        let Some(f) = self.float() else {
            return false;
        };
        if f.is_nan(a) || f.is_nan(b) {
            return f.is_nan(a) && f.is_nan(b);
        }
        if ulp == 0 {
            return false;
        }
        // Map to a monotonic integer line (sign-magnitude to offset).
        let sign = 1u64 << (self.bits() - 1);
        let key = |x: u64| -> i128 {
            if x & sign != 0 {
                -((x & !sign) as i128)
            } else {
                x as i128
            }
        };
        (key(a) - key(b)).unsigned_abs() <= ulp as u128
    }
}

fn parse_f64(s: &str) -> Option<f64> {
    match s.to_ascii_lowercase().as_str() {
        "nan" | "+nan" => Some(f64::NAN),
        "-nan" => Some(-f64::NAN),
        "inf" | "+inf" | "infinity" => Some(f64::INFINITY),
        "-inf" | "-infinity" => Some(f64::NEG_INFINITY),
        _ => s.replace('_', "").parse().ok(),
    }
}

// ----------------------------------------------------------- generators ----

/// How a buffer's elements are produced.
#[derive(Clone, Debug, PartialEq)]
pub enum Gen {
    Zero,
    Const(String),
    /// `start + step * i`.
    Linear(String, String),
    Random {
        seed: u64,
        range: Option<(String, String)>,
    },
    List(Vec<String>),
    File(PathBuf),
    Text(PathBuf),
}

/// The text inside `name(...)`, if `s` has that shape.
fn call<'a>(s: &'a str, name: &str) -> Option<&'a str> {
    s.strip_prefix(name)?
        .trim_start()
        .strip_prefix('(')?
        .strip_suffix(')')
}

fn split_list(s: &str) -> Vec<String> {
    s.split(',').map(|t| t.trim().to_string()).collect()
}

impl Gen {
    pub fn parse(s: &str) -> Result<Gen, String> {
        let s = s.trim();
        if s == "iota" {
            return Ok(Gen::Linear("0".into(), "1".into()));
        }
        if let Some(a) = call(s, "linear") {
            let v = split_list(a);
            return match v.as_slice() {
                [a, b] => Ok(Gen::Linear(a.clone(), b.clone())),
                _ => Err(format!("`{s}`: linear takes (START,STEP)")),
            };
        }
        if let Some(a) = call(s, "random") {
            let v = split_list(a);
            let seed = |t: &str| {
                t.parse::<u64>()
                    .map_err(|_| format!("`{s}`: the seed `{t}` is not an unsigned integer"))
            };
            return match v.as_slice() {
                [sd] => Ok(Gen::Random {
                    seed: seed(sd)?,
                    range: None,
                }),
                [sd, lo, hi] => Ok(Gen::Random {
                    seed: seed(sd)?,
                    range: Some((lo.clone(), hi.clone())),
                }),
                _ => Err(format!("`{s}`: random takes (SEED) or (SEED,LO,HI)")),
            };
        }
        if let Some(p) = call(s, "file") {
            return Ok(Gen::File(PathBuf::from(p.trim())));
        }
        if let Some(p) = call(s, "text") {
            return Ok(Gen::Text(PathBuf::from(p.trim())));
        }
        if let Some(l) = s.strip_prefix('[').and_then(|t| t.strip_suffix(']')) {
            return Ok(Gen::List(if l.trim().is_empty() {
                Vec::new()
            } else {
                split_list(l)
            }));
        }
        if s.is_empty() || s.contains(['(', ')', '[', ']']) {
            return Err(format!(
                "`{s}` is not a generator (a literal, iota, linear(A,B), random(SEED[,LO,HI]), \
                 [list], file(PATH) or text(PATH))"
            ));
        }
        Ok(Gen::Const(s.to_string()))
    }

    /// The element count this generator implies, if it implies one; a
    /// file is measured, not read, and a text file is read only when it
    /// is at most `max_bytes` long.
    fn natural_len(&self, ty: Elem, max_bytes: u64) -> Result<Option<usize>, String> {
        Ok(match self {
            Gen::List(v) => Some(v.len()),
            Gen::File(p) => {
                let n = regular_file_len(p)?;
                if n % ty.bytes() as u64 != 0 {
                    return Err(format!(
                        "`{}` has {n} bytes, not a whole number of {} elements",
                        p.display(),
                        ty.name()
                    ));
                }
                Some(usize::try_from(n / ty.bytes() as u64).map_err(|_| too_big(p))?)
            }
            Gen::Text(p) => Some(text_values(p, max_bytes)?.len()),
            _ => None,
        })
    }

    /// The bytes of `len` elements of `ty`; a text file may be at most
    /// `max_bytes` long (raw files must hold exactly the buffer's bytes).
    pub fn fill(&self, ty: Elem, len: usize, max_bytes: u64) -> Result<Vec<u8>, String> {
        let size = ty.bytes();
        let total = len
            .checked_mul(size)
            .ok_or_else(|| format!("{len} elements of {} overflow the address space", ty.name()))?;
        let mut out = Vec::with_capacity(total);
        let mut push = |v: u64| out.extend_from_slice(&v.to_le_bytes()[..size]);
        match self {
            Gen::Zero => (0..len).for_each(|_| push(0)),
            Gen::Const(c) => {
                let v = ty.literal(c)?;
                (0..len).for_each(|_| push(v));
            }
            Gen::Linear(a, b) => {
                if let Some(f) = ty.float() {
                    let lit =
                        |t: &str| parse_f64(t).ok_or_else(|| format!("`{t}` is not a number"));
                    let (a, b) = (lit(a)?, lit(b)?);
                    (0..len).for_each(|i| push(f.from_f64(a + b * i as f64)));
                } else {
                    let lit = |t: &str| {
                        t.parse::<i128>()
                            .map_err(|_| format!("`{t}` is not an integer"))
                    };
                    let (a, b) = (lit(a)?, lit(b)?);
                    (0..len).for_each(|i| {
                        push((a.wrapping_add(b.wrapping_mul(i as i128))) as u64 & ty.mask())
                    });
                }
            }
            Gen::Random { seed, range } => {
                let mut rng = SplitMix(*seed);
                match (ty.float(), range) {
                    (Some(f), r) => {
                        let (lo, hi) = match r {
                            Some((lo, hi)) => float_range(f, ty, lo, hi)?,
                            None => (0.0, 1.0),
                        };
                        (0..len).for_each(|_| {
                            let u = (rng.next() >> 11) as f64 / (1u64 << 53) as f64;
                            push(f.from_f64(lo + (hi - lo) * u))
                        });
                    }
                    (None, None) => (0..len).for_each(|_| push(rng.next() & ty.mask())),
                    (None, Some((lo, hi))) => {
                        let lit = |t: &str| {
                            t.parse::<i128>()
                                .map_err(|_| format!("`{t}` is not an integer"))
                        };
                        let (lo, hi) = (lit(lo)?, lit(hi)?);
                        if hi <= lo {
                            return Err(format!("random range [{lo}, {hi}) is empty"));
                        }
                        let span = (hi - lo) as u128;
                        (0..len).for_each(|_| {
                            let r = (rng.next() as u128 % span) as i128;
                            push((lo + r) as u64 & ty.mask())
                        });
                    }
                }
            }
            Gen::List(v) => {
                if v.len() != len {
                    return Err(format!("{} values listed for {len} elements", v.len()));
                }
                for t in v {
                    push(ty.literal(t)?);
                }
            }
            Gen::File(p) => {
                let n = regular_file_len(p)?;
                let b = if n == total as u64 {
                    read_bounded(p, total as u64)?
                } else {
                    None
                };
                out = b.ok_or_else(|| {
                    format!(
                        "`{}` has {n} bytes; {len} elements of {} need {total}",
                        p.display(),
                        ty.name(),
                    )
                })?;
            }
            Gen::Text(p) => {
                let v = text_values(p, max_bytes)?;
                if v.len() != len {
                    return Err(format!(
                        "`{}` holds {} values; {len} are needed",
                        p.display(),
                        v.len()
                    ));
                }
                for t in &v {
                    push(ty.literal(t)?);
                }
            }
        }
        Ok(out)
    }
}

/// `[LO, HI)` of `random(SEED,LO,HI)` at float type `ty`: both bounds
/// finite at that type, LO below HI, and HI - LO finite (else the values
/// would be infinities and NaNs).
fn float_range(f: FloatFormat, ty: Elem, lo: &str, hi: &str) -> Result<(f64, f64), String> {
    let num = |t: &str| parse_f64(t).ok_or_else(|| format!("`{t}` is not a number"));
    let (l, h) = (num(lo)?, num(hi)?);
    let finite = |x: f64| f.to_f64(f.from_f64(x)).is_finite();
    if !finite(l) || !finite(h) {
        return Err(format!(
            "random range [{lo}, {hi}) is not finite at {}",
            ty.name()
        ));
    }
    if l >= h {
        return Err(format!("random range [{lo}, {hi}) is empty"));
    }
    if !finite(h - l) {
        return Err(format!(
            "random range [{lo}, {hi}) is wider than the largest finite {}",
            ty.name()
        ));
    }
    Ok((l, h))
}

fn too_big(p: &Path) -> String {
    format!("`{}` is too large for this machine", p.display())
}

/// The length of the regular file `p`. Anything else (a device such as
/// `/dev/zero`, a FIFO, a directory) has no length to fill a buffer from
/// and could be read forever; it is refused before it is opened.
fn regular_file_len(p: &Path) -> Result<u64, String> {
    let m = std::fs::metadata(p).map_err(|e| format!("cannot read `{}`: {e}", p.display()))?;
    if !m.is_file() {
        return Err(format!(
            "`{}` is not a regular file (devices, FIFOs and directories have no length to read)",
            p.display()
        ));
    }
    Ok(m.len())
}

/// The bytes of regular file `p` if it holds at most `max` of them
/// (`None` if it holds more); never reads more than `max + 1` bytes, so a
/// file that grows while it is read cannot exhaust memory.
fn read_bounded(p: &Path, max: u64) -> Result<Option<Vec<u8>>, String> {
    use std::io::Read as _;
    let cannot = |e: std::io::Error| format!("cannot read `{}`: {e}", p.display());
    let n = regular_file_len(p)?;
    if n > max {
        return Ok(None);
    }
    let f = std::fs::File::open(p).map_err(cannot)?;
    let mut b = Vec::with_capacity(usize::try_from(n).map_err(|_| too_big(p))?);
    f.take(max.saturating_add(1))
        .read_to_end(&mut b)
        .map_err(cannot)?;
    Ok((b.len() as u64 <= max).then_some(b))
}

/// The numbers of text file `p`, which may be at most `max_bytes` long.
fn text_values(p: &Path, max_bytes: u64) -> Result<Vec<String>, String> {
    let b = read_bounded(p, max_bytes)?.ok_or_else(|| {
        format!(
            "`{}` is larger than the memory limit ({}, --max-memory)",
            p.display(),
            show_bytes(max_bytes)
        )
    })?;
    let t = String::from_utf8(b).map_err(|_| format!("`{}` is not text", p.display()))?;
    Ok(t.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect())
}

/// splitmix64: the documented generator of `random(SEED)`, the same on
/// every machine (also the fuzzers' source of choices).
pub struct SplitMix(pub u64);

impl SplitMix {
    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

// ------------------------------------------------------------ arguments ----

/// One kernel argument as written on the command line.
#[derive(Clone, Debug, PartialEq)]
pub enum ArgSpec {
    Scalar {
        ty: Option<Elem>,
        text: String,
    },
    Buffer {
        ty: Elem,
        len: Option<usize>,
        gen: Gen,
    },
    Local(u32),
}

impl ArgSpec {
    /// Parses `[NAME=]VALUE`.
    pub fn parse(s: &str) -> Result<(Option<String>, ArgSpec), String> {
        let (name, v) = match s.split_once('=') {
            Some((n, v))
                if !n.is_empty()
                    && n.chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
                    && !n.starts_with(|c: char| c.is_ascii_digit()) =>
            {
                (Some(n.to_string()), v)
            }
            _ => (None, s),
        };
        let v = v.trim();
        if let Some(n) = call(v, "local") {
            let n = n
                .trim()
                .parse()
                .map_err(|_| format!("`{v}`: local takes a byte count"))?;
            return Ok((name, ArgSpec::Local(n)));
        }
        if let Some((ty, rest)) = v.split_once('[') {
            let elem = Elem::parse(ty).ok_or_else(|| format!("`{ty}` is not an element type"))?;
            let (len, after) = rest
                .split_once(']')
                .ok_or_else(|| format!("`{v}`: missing `]`"))?;
            let len = if len.trim().is_empty() {
                None
            } else {
                Some(
                    len.trim()
                        .parse()
                        .map_err(|_| format!("`{v}`: `{len}` is not an element count"))?,
                )
            };
            let gen = match after.strip_prefix(':') {
                Some(g) => Gen::parse(g)?,
                None if after.is_empty() => Gen::Zero,
                None => return Err(format!("`{v}`: expected `:GENERATOR` after `]`")),
            };
            return Ok((name, ArgSpec::Buffer { ty: elem, len, gen }));
        }
        if let Some((ty, text)) = v.split_once(':') {
            if let Some(e) = Elem::parse(ty) {
                return Ok((
                    name,
                    ArgSpec::Scalar {
                        ty: Some(e),
                        text: text.to_string(),
                    },
                ));
            }
        }
        if v.is_empty() {
            return Err(format!("`{s}`: empty value"));
        }
        Ok((
            name,
            ArgSpec::Scalar {
                ty: None,
                text: v.to_string(),
            },
        ))
    }
}

/// What a kernel parameter takes.
#[derive(Clone, Debug, PartialEq)]
enum ParamKind {
    /// A global or constant pointer: a buffer (or a raw address).
    Pointer { constant: bool },
    /// A `__local` pointer: LDS bytes.
    Local,
    /// A by-value scalar of a known type.
    Typed(Elem),
    /// A by-value argument known only by its size (code objects).
    Sized(u32),
}

#[derive(Clone, Debug)]
struct Param {
    name: String,
    kind: ParamKind,
    /// The IR type, for the interpreter.
    ir: Option<Type>,
}

/// A materialised argument.
#[derive(Clone, Debug)]
enum Value {
    Buffer {
        ty: Elem,
        bytes: Vec<u8>,
        constant: bool,
    },
    Address(u64),
    Scalar(Vec<u8>),
    Local(u32),
}

fn scalar_for(kind: &ParamKind, spec_ty: Option<Elem>, text: &str) -> Result<Vec<u8>, String> {
    let (ty, size) = match (kind, spec_ty) {
        (ParamKind::Typed(t), None) => (*t, t.bytes()),
        (ParamKind::Typed(t), Some(s)) if s.bytes() == t.bytes() => (s, t.bytes()),
        (ParamKind::Typed(t), Some(s)) => {
            return Err(format!(
                "a {} value cannot be passed as {}",
                s.name(),
                t.name()
            ))
        }
        (ParamKind::Sized(n), Some(s)) if s.bytes() == *n as usize => (s, s.bytes()),
        (ParamKind::Sized(n), Some(s)) => {
            return Err(format!(
                "a {} value has {} bytes; the argument has {n}",
                s.name(),
                s.bytes()
            ))
        }
        (ParamKind::Sized(n), None) => {
            let float =
                text.contains(['.', 'e', 'E', 'n', 'N', 'i', 'I']) && !text.starts_with("0x");
            let ty = match (n, float) {
                (1, false) => Elem::U8,
                (2, false) => Elem::U16,
                (4, false) => Elem::U32,
                (8, false) => Elem::U64,
                (2, true) => Elem::F16,
                (4, true) => Elem::F32,
                (8, true) => Elem::F64,
                _ => {
                    return Err(format!(
                        "an argument of {n} bytes needs an explicit type (e.g. `u32:1`) or a buffer"
                    ))
                }
            };
            // Negative integers spell two's complement of the width.
            let ty = if !float && text.starts_with('-') {
                match ty {
                    Elem::U8 => Elem::I8,
                    Elem::U16 => Elem::I16,
                    Elem::U32 => Elem::I32,
                    _ => Elem::I64,
                }
            } else {
                ty
            };
            (ty, *n as usize)
        }
        (ParamKind::Pointer { .. }, _) => (Elem::U64, 8),
        (ParamKind::Local, _) => return Err("a __local pointer takes `local(BYTES)`".into()),
    };
    let v = ty.literal(text)?;
    Ok(v.to_le_bytes()[..size].to_vec())
}

/// Device memory the buffers may still take (`--max-memory`).
#[derive(Clone, Copy, Debug)]
struct Room {
    left: u64,
    limit: u64,
}

fn materialize(p: &Param, spec: &ArgSpec, room: &mut Room) -> Result<Value, String> {
    match (&p.kind, spec) {
        (ParamKind::Local, ArgSpec::Local(n)) => Ok(Value::Local(*n)),
        (ParamKind::Local, _) => Err("a __local pointer takes `local(BYTES)`".into()),
        (_, ArgSpec::Local(_)) => Err("`local(N)` is only for __local pointer arguments".into()),
        (ParamKind::Pointer { constant }, ArgSpec::Buffer { ty, len, gen }) => {
            let len = match len {
                Some(n) => *n,
                None => gen
                    .natural_len(*ty, room.limit)?
                    .ok_or_else(|| format!("give the element count, e.g. `{}[256]`", ty.name()))?,
            };
            // Checked before anything is allocated or read.
            let bytes = (len as u64)
                .checked_mul(ty.bytes() as u64)
                .filter(|&b| b <= room.left);
            let Some(bytes) = bytes else {
                let size = (len as u128) * ty.bytes() as u128;
                let size = u64::try_from(size).map_or_else(|_| format!("{size} bytes"), show_bytes);
                return Err(format!(
                    "{}[{len}] is {size}; the buffers may take at most {} (--max-memory){}",
                    ty.name(),
                    show_bytes(room.limit),
                    if room.left < room.limit {
                        format!(", {} after the buffers before it", show_bytes(room.left))
                    } else {
                        String::new()
                    }
                ));
            };
            room.left -= bytes;
            Ok(Value::Buffer {
                ty: *ty,
                bytes: gen.fill(*ty, len, room.limit)?,
                constant: *constant,
            })
        }
        (ParamKind::Pointer { .. }, ArgSpec::Scalar { ty: None, text }) => {
            Ok(Value::Address(Elem::U64.literal(text)?))
        }
        (ParamKind::Pointer { .. }, ArgSpec::Scalar { .. }) => {
            Err("a pointer takes a buffer such as `f32[256]` or a raw address".into())
        }
        (_, ArgSpec::Buffer { .. }) => Err(format!(
            "this argument is a {}, not a pointer; give a value such as `1`",
            match &p.kind {
                ParamKind::Typed(t) => t.name().to_string(),
                ParamKind::Sized(n) => format!("{n}-byte value"),
                _ => "value".into(),
            }
        )),
        (k, ArgSpec::Scalar { ty, text }) => Ok(Value::Scalar(scalar_for(k, *ty, text)?)),
    }
}

/// Binds the command-line arguments to the parameters: positional ones
/// first, in order, then named ones; the buffers together may take at
/// most `max_memory` bytes.
fn bind(params: &[Param], given: &[String], max_memory: u64) -> Result<Vec<Value>, Diagnostic> {
    let mut room = Room {
        left: max_memory,
        limit: max_memory,
    };
    let mut slots: Vec<Option<ArgSpec>> = vec![None; params.len()];
    let mut next = 0;
    for g in given {
        let (name, spec) = ArgSpec::parse(g).map_err(|m| bad(format!("argument `{g}`: {m}")))?;
        let k = match name {
            Some(n) => params.iter().position(|p| p.name == n).ok_or_else(|| {
                bad(format!("argument `{g}`: the kernel has no parameter `{n}`")).with_help(
                    format!(
                        "its parameters are: {}",
                        params
                            .iter()
                            .map(|p| p.name.as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                )
            })?,
            None => {
                while next < slots.len() && slots[next].is_some() {
                    next += 1;
                }
                if next == slots.len() {
                    return Err(bad(format!(
                        "argument `{g}`: the kernel takes only {} arguments",
                        params.len()
                    )));
                }
                next
            }
        };
        if slots[k].is_some() {
            return Err(bad(format!(
                "argument `{g}`: parameter `{}` is given twice",
                params[k].name
            )));
        }
        slots[k] = Some(spec);
    }
    let mut values = Vec::with_capacity(params.len());
    for (p, s) in params.iter().zip(slots) {
        let s = s.ok_or_else(|| {
            bad(format!("no value for parameter `{}`", p.name))
                .with_help("give every kernel argument, in order or as NAME=VALUE")
        })?;
        values.push(
            materialize(p, &s, &mut room)
                .map_err(|m| bad(format!("argument `{}`: {m}", p.name)))?,
        );
    }
    Ok(values)
}

fn parse_dims(s: &str, what: &str) -> Result<[u32; 3], Diagnostic> {
    let parts: Vec<&str> = s.split(',').map(str::trim).collect();
    if parts.is_empty() || parts.len() > 3 {
        return Err(bad(format!("--{what} {s}: expected X, X,Y or X,Y,Z")));
    }
    let mut d = [1u32; 3];
    for (i, p) in parts.iter().enumerate() {
        d[i] = match p.parse::<u32>() {
            Ok(v) if v > 0 => v,
            _ => {
                return Err(bad(format!(
                    "--{what} {s}: `{p}` is not a positive integer"
                )))
            }
        };
    }
    Ok(d)
}

// ------------------------------------------------------------ the run ----

/// A kernel to run: its parameters, and the module for `--check`.
struct Target {
    name: String,
    params: Vec<Param>,
    reqd_wg: Option<[u32; 3]>,
}

fn pick<'a>(names: &[&'a str], want: Option<&str>) -> Result<&'a str, Diagnostic> {
    match want {
        Some(w) => names.iter().copied().find(|n| *n == w).ok_or_else(|| {
            bad(format!("no kernel named `{w}`"))
                .with_help(format!("the kernels are: {}", names.join(", ")))
        }),
        None => match names {
            [one] => Ok(one),
            [] => Err(bad("the input has no kernel")),
            _ => Err(bad("the input has several kernels")
                .with_help(format!("choose one with -k: {}", names.join(", ")))),
        },
    }
}

fn ir_target(module: &Module, want: Option<&str>) -> Result<Target, Diagnostic> {
    let kernels: Vec<&str> = module
        .functions
        .values()
        .filter(|f| f.is_kernel())
        .map(|f| f.name.as_str())
        .collect();
    let name = pick(&kernels, want)?;
    let f = &module.functions[module.function_by_name(name).expect("listed above")];
    let entry_params = f.entry_block().map(|b| f.block_params(b)).unwrap_or(&[]);
    let mut params = Vec::new();
    for (k, p) in f.params.iter().enumerate() {
        let pname = entry_params
            .get(k)
            .and_then(|&v| f.value_names[v].as_deref())
            .map_or_else(
                || format!("arg{k}"),
                |n| n.trim_start_matches('%').to_string(),
            );
        let kind = match p.ty.addr_space() {
            Some(AddrSpace::Local) => ParamKind::Local,
            Some(AddrSpace::Private) => {
                return Err(bad(format!(
                    "parameter `{pname}` is a private pointer, which a dispatch cannot pass"
                )))
            }
            Some(s) => ParamKind::Pointer {
                constant: s == AddrSpace::Constant,
            },
            None => ParamKind::Typed(Elem::of_ir(p.ty).ok_or_else(|| {
                bad(format!(
                    "parameter `{pname}` has type {}, which `agc run` cannot pass yet",
                    p.ty
                ))
            })?),
        };
        params.push(Param {
            name: pname,
            kind,
            ir: Some(p.ty),
        });
    }
    Ok(Target {
        name: name.to_string(),
        params,
        reqd_wg: f.attrs.reqd_workgroup_size,
    })
}

fn elf_target(
    code: &agc_sim::loader::CodeObject,
    want: Option<&str>,
) -> Result<Target, Diagnostic> {
    let names: Vec<&str> = code.kernels.iter().map(|k| k.name.as_str()).collect();
    let name = pick(&names, want)?;
    let k = code.kernel(name).expect("listed above");
    let params = k
        .meta
        .args
        .iter()
        .filter(|a| !a.is_hidden())
        .enumerate()
        .map(|(i, a)| Param {
            name: a.name.clone().unwrap_or_else(|| format!("arg{i}")),
            kind: match a.value_kind.as_str() {
                "global_buffer" => ParamKind::Pointer {
                    constant: a.address_space.as_deref() == Some("constant"),
                },
                "dynamic_shared_pointer" => ParamKind::Local,
                _ => ParamKind::Sized(a.size),
            },
            ir: None,
        })
        .collect();
    Ok(Target {
        name: name.to_string(),
        params,
        reqd_wg: None,
    })
}

/// Runs `agc run`: compiles or loads `input` (its bytes), dispatches, and
/// writes the report (buffers, check results, stats) to `out`.
pub fn run(
    args: &RunArgs,
    options: &Options,
    input: &[u8],
    out: &mut dyn std::io::Write,
) -> Result<(), Vec<Diagnostic>> {
    run_as(args, options, input, crate::InputFormat::Agc, out)
}

/// [`run`] for a text input in `format` (an ELF input is a code object
/// whatever the format says).
pub fn run_as(
    args: &RunArgs,
    options: &Options,
    input: &[u8],
    format: crate::InputFormat,
    out: &mut dyn std::io::Write,
) -> Result<(), Vec<Diagnostic>> {
    let one = |d: Diagnostic| vec![d];
    let limits = Limits::of(args).map_err(one)?;
    let is_elf = input.starts_with(b"\x7fELF");
    if is_elf && args.check {
        return Err(one(bad(
            "--check needs `.agc` or `.ll` input: the interpreter runs the IR",
        )));
    }

    // Compile or load.
    let (elf, source_module, target) = if is_elf {
        let code = agc_sim::loader::CodeObject::parse_within(input, limits.memory)
            .map_err(|e| one(bad(format!("cannot load the code object: {e}"))))?;
        let t = elf_target(&code, args.kernel.as_deref()).map_err(one)?;
        (input.to_vec(), None, t)
    } else {
        let text = std::str::from_utf8(input).map_err(|_| {
            one(bad(
                "the input is neither UTF-8 text nor an ELF code object",
            ))
        })?;
        let source = crate::parse_input(text, format)?;
        agc_ir::verify_module(&source)?;
        let t = ir_target(&source, args.kernel.as_deref()).map_err(one)?;
        let mut module = source.clone();
        let opts = Options {
            emit: vec![crate::Emit::Link],
            ..options.clone()
        };
        let outputs = crate::compile_module(&mut module, &opts)?;
        let elf = outputs
            .into_iter()
            .next()
            .map(|o| o.bytes)
            .ok_or_else(|| one(bad("compilation produced no code object")))?;
        (elf, Some(source), t)
    };

    let grid = parse_dims(&args.grid, "grid").map_err(one)?;
    let items: u64 = grid.iter().map(|&x| x as u64).product();
    if items > limits.work_items {
        return Err(one(bad(format!(
            "--grid {}: {items} work-items exceed the limit of {}",
            args.grid, limits.work_items
        ))
        .with_help("--max-work-items N raises the limit")));
    }
    let workgroup = match &args.workgroup {
        Some(w) => parse_dims(w, "wg").map_err(one)?,
        None => target.reqd_wg.unwrap_or([grid[0].min(64), 1, 1]),
    };
    let values = bind(&target.params, &args.args, limits.memory).map_err(one)?;
    for n in args.print.iter().map(String::as_str).chain(
        args.expect
            .iter()
            .chain(&args.save)
            .filter_map(|e| e.split_once('=').map(|x| x.0)),
    ) {
        let ok = target
            .params
            .iter()
            .zip(&values)
            .any(|(p, v)| p.name == n && matches!(v, Value::Buffer { .. }));
        if !ok {
            return Err(one(bad(format!("`{n}` names no buffer argument"))));
        }
    }
    for e in args.expect.iter().chain(&args.save) {
        if !e.contains('=') {
            return Err(one(bad(format!("`{e}`: expected NAME=VALUE"))));
        }
    }

    // The simulator.
    let code = agc_sim::loader::CodeObject::parse_within(&elf, limits.memory)
        .map_err(|e| one(bad(format!("cannot load the code object: {e}"))))?;
    let mut dev = Device::new(code.processor);
    dev.options.seed = args.seed;
    dev.options.max_memory = limits.memory;
    dev.options.max_steps = limits.steps;
    if args.no_strict {
        dev.options.check_uninit = false;
        dev.options.check_waitcnt = false;
        dev.options.check_hazards = false;
    }
    let fault = |e: agc_sim::SimError| {
        let d = Diagnostic::new(
            ErrorCode::SimFault,
            Span::NONE,
            format!("kernel `{}` failed in the simulator: {e}", target.name),
        );
        use agc_sim::ErrorKind as K;
        vec![match e.kind {
            K::UnwaitedRead(_) | K::UninitRead(_) | K::Hazard(_) => d.with_help(
                "--no-strict turns off the checks for waits, hazards and unwritten registers",
            ),
            K::Timeout | K::Limit(_) => {
                d.with_help("--max-memory and --max-steps set the simulator's limits")
            }
            _ => d,
        }]
    };
    let loaded = dev.load(&elf).map_err(fault)?;
    let mut sim_args = Vec::new();
    let mut buffers: Vec<Option<agc_sim::Buffer>> = Vec::new();
    for v in &values {
        let (a, b) = match v {
            Value::Buffer { bytes, .. } => {
                let b = dev.buffer_bytes(bytes);
                (Arg::Buffer(b), Some(b))
            }
            Value::Address(x) => (Arg::Ptr(*x), None),
            Value::Scalar(bytes) => (Arg::Bytes(bytes.clone()), None),
            Value::Local(n) => (Arg::Local(*n), None),
        };
        sim_args.push(a);
        buffers.push(b);
    }
    let dispatch = agc_sim::Dispatch {
        grid,
        workgroup,
        dynamic_lds: args.lds,
    };
    let stats = dev
        .dispatch(&loaded, &target.name, dispatch, &sim_args)
        .map_err(fault)?;
    let mut results: Vec<Option<Vec<u8>>> = Vec::new();
    for b in &buffers {
        results.push(match b {
            Some(b) => Some(dev.read(b.addr, b.size).map_err(fault)?),
            None => None,
        });
    }

    // Report.
    let mut text = String::new();
    let named = |n: &str| args.print.is_empty() || args.print.iter().any(|p| p == n);
    for ((p, v), r) in target.params.iter().zip(&values).zip(&results) {
        if let (Value::Buffer { ty, .. }, Some(bytes)) = (v, r) {
            if !args.quiet && named(&p.name) {
                show_buffer(&mut text, &p.name, *ty, bytes);
            }
        }
    }
    let io = |e: std::io::Error| {
        one(Diagnostic::new(
            ErrorCode::Io,
            Span::NONE,
            format!("cannot write output: {e}"),
        ))
    };
    out.write_all(text.as_bytes()).map_err(io)?;
    text.clear();

    for s in &args.save {
        let (n, path) = s.split_once('=').expect("checked above");
        let k = target
            .params
            .iter()
            .position(|p| p.name == n)
            .expect("checked above");
        let bytes = results[k].as_ref().expect("a buffer");
        crate::output::replace_file(Path::new(path), bytes).map_err(|e| {
            one(Diagnostic::new(
                ErrorCode::Io,
                Span::NONE,
                format!("cannot write `{path}`: {e}"),
            ))
        })?;
    }

    let mut errors = Vec::new();
    for e in &args.expect {
        let (n, g) = e.split_once('=').expect("checked above");
        let k = target
            .params
            .iter()
            .position(|p| p.name == n)
            .expect("checked above");
        let Value::Buffer { ty, .. } = &values[k] else {
            continue;
        };
        let got = results[k].as_ref().expect("a buffer");
        let want = Gen::parse(g)
            .and_then(|g| g.fill(*ty, got.len() / ty.bytes(), limits.memory))
            .map_err(|m| one(bad(format!("--expect {e}: {m}"))))?;
        match compare(*ty, got, &want, args.ulp) {
            None => {
                let _ = writeln!(text, "expect {n}: ok");
            }
            Some(diff) => errors.push(
                Diagnostic::new(
                    ErrorCode::RunMismatch,
                    Span::NONE,
                    format!(
                        "buffer `{n}` differs from the expected values ({})",
                        diff.summary
                    ),
                )
                .with_note(diff.lines),
            ),
        }
    }

    if args.check {
        let module = source_module
            .as_ref()
            .expect("--check needs .agc input, checked above");
        let interp_results = interpret(
            module,
            &target,
            &values,
            grid,
            workgroup,
            args.lds,
            limits.steps,
            options.target.lanes(),
        )
        .map_err(|m| {
            one(Diagnostic::new(
                ErrorCode::RunMismatch,
                Span::NONE,
                format!("the interpreter rejected the run: {m}"),
            ))
        })?;
        let mut compared = 0;
        for (((p, v), got), want) in target
            .params
            .iter()
            .zip(&values)
            .zip(&results)
            .zip(&interp_results)
        {
            let (Value::Buffer { ty, .. }, Some(got), Some(want)) = (v, got, want) else {
                continue;
            };
            compared += 1;
            if let Some(diff) = compare(*ty, got, want, args.ulp) {
                errors.push(
                    Diagnostic::new(
                        ErrorCode::RunMismatch,
                        Span::NONE,
                        format!(
                            "buffer `{}` differs between the simulator and the interpreter ({})",
                            p.name, diff.summary
                        ),
                    )
                    .with_note(diff.lines)
                    .with_help("each line reads: index: simulator value, interpreter value"),
                );
            }
        }
        if errors.is_empty() {
            let _ = writeln!(
                text,
                "check: {compared} buffer{} equal the interpreter's",
                if compared == 1 { "" } else { "s" }
            );
        }
    }

    if args.stats {
        let _ = writeln!(text, "stats:");
        for l in stats.to_string().lines() {
            let _ = writeln!(text, "  {l}");
        }
    }
    out.write_all(text.as_bytes()).map_err(io)?;
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Elements per printed line.
const PER_LINE: usize = 8;

fn show_buffer(text: &mut String, name: &str, ty: Elem, bytes: &[u8]) {
    let n = bytes.len() / ty.bytes();
    let _ = writeln!(text, "{name}: {}[{n}]", ty.name());
    for start in (0..n).step_by(PER_LINE) {
        let _ = write!(text, "  [{start}]");
        for i in start..(start + PER_LINE).min(n) {
            let _ = write!(text, " {}", ty.show(element(bytes, ty, i)));
        }
        text.push('\n');
    }
}

fn element(bytes: &[u8], ty: Elem, i: usize) -> u64 {
    let s = ty.bytes();
    let mut b = [0u8; 8];
    b[..s].copy_from_slice(&bytes[i * s..(i + 1) * s]);
    u64::from_le_bytes(b)
}

/// How two buffers differ.
struct Diff {
    summary: String,
    lines: String,
}

/// Mismatches listed in a diagnostic.
const SHOW_MISMATCHES: usize = 8;

fn compare(ty: Elem, got: &[u8], want: &[u8], ulp: u64) -> Option<Diff> {
    let n = got.len() / ty.bytes();
    let mut bad = Vec::new();
    let mut count = 0;
    for i in 0..n {
        let (a, b) = (element(got, ty, i), element(want, ty, i));
        if !ty.agree(a, b, ulp) {
            count += 1;
            if bad.len() < SHOW_MISMATCHES {
                bad.push(format!("[{i}]: {} vs {}", ty.show(a), ty.show(b)));
            }
        }
    }
    (count > 0).then(|| Diff {
        summary: format!("{count} of {n} elements"),
        lines: bad.join("\n"),
    })
}

/// Runs the IR interpreter on the same inputs; returns each buffer's
/// final bytes (None for non-buffers).
#[allow(clippy::too_many_arguments)]
fn interpret(
    module: &Module,
    target: &Target,
    values: &[Value],
    grid: [u32; 3],
    workgroup: [u32; 3],
    lds: u32,
    max_steps: u64,
    wave_size: u32,
) -> Result<Vec<Option<Vec<u8>>>, String> {
    let func = module
        .function_by_name(&target.name)
        .ok_or_else(|| format!("no kernel `{}`", target.name))?;
    let mut mem = interp::Memory::new();
    let mut args = Vec::new();
    let mut addrs = Vec::new();
    for (p, v) in target.params.iter().zip(values) {
        let ty = p.ir.ok_or("no IR type")?;
        let (a, addr) = match v {
            Value::Buffer {
                bytes, constant, ..
            } => {
                let addr = if *constant {
                    mem.alloc_read_only(bytes)
                } else {
                    mem.alloc_init(bytes)
                };
                (ArgValue::Ptr(addr), Some((addr, bytes.len())))
            }
            Value::Address(x) => (ArgValue::Ptr(*x), None),
            Value::Scalar(bytes) => {
                let mut b = [0u8; 8];
                b[..bytes.len()].copy_from_slice(bytes);
                let mut bits = u64::from_le_bytes(b);
                if ty == Type::I1 {
                    bits &= 1;
                }
                (ArgValue::Bits(ValueBits::scalar(bits)), None)
            }
            Value::Local(n) => (ArgValue::Local(*n), None),
        };
        args.push(a);
        addrs.push(addr);
    }
    let mut d = interp::Dispatch::new(grid, workgroup);
    // The compiled code's wave size: wave operations see that many lanes.
    d.wave_size = wave_size;
    d.dynamic_lds = lds;
    d.limits.max_steps = max_steps;
    interp::run_kernel(module, func, &args, &d, &mut mem).map_err(|e| e.to_string())?;
    addrs
        .into_iter()
        .map(|a| match a {
            Some((addr, len)) => mem
                .read(addr, len)
                .map(|b| Some(b.to_vec()))
                .map_err(|e| e.to_string()),
            None => Ok(None),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Literals at each type, by hand.
    #[test]
    fn literals() {
        assert_eq!(Elem::I32.literal("-1"), Ok(0xffff_ffff));
        assert_eq!(Elem::I8.literal("255"), Ok(0xff));
        assert!(Elem::I8.literal("256").is_err());
        assert!(Elem::U16.literal("-1").is_err());
        assert_eq!(Elem::F32.literal("1.5"), Ok(1.5f32.to_bits() as u64));
        assert_eq!(Elem::F32.literal("0x7fc00001"), Ok(0x7fc0_0001));
        assert_eq!(Elem::F16.literal("1.0"), Ok(0x3c00));
        assert_eq!(Elem::BF16.literal("-2"), Ok(0xc000));
        assert_eq!(Elem::F64.literal("-inf"), Ok(f64::NEG_INFINITY.to_bits()));
        assert!(Elem::F32.literal("x").is_err());
        assert_eq!(Elem::I16.show(0xffff), "-1");
        assert_eq!(Elem::F32.show((-0.0f32).to_bits() as u64), "-0.0");
        assert_eq!(Elem::F16.show(0x3c00), "1.0");
    }

    /// Generators against values computed by hand.
    #[test]
    fn generators() {
        let f = |g: &str, ty: Elem, n: usize| Gen::parse(g).unwrap().fill(ty, n, 1 << 20).unwrap();
        assert_eq!(f("iota", Elem::U8, 4), vec![0, 1, 2, 3]);
        assert_eq!(f("linear(10,-3)", Elem::I8, 3), vec![10, 7, 4]);
        assert_eq!(f("linear(250,3)", Elem::U8, 3), vec![250, 253, 0]);
        assert_eq!(f("7", Elem::I16, 2), vec![7, 0, 7, 0]);
        assert_eq!(f("[1,-1]", Elem::I8, 2), vec![1, 0xff]);
        let h = f("linear(0.5,0.25)", Elem::F32, 3);
        assert_eq!(&h[8..12], &1.0f32.to_le_bytes());
        // Seeded: reproducible, in range, and different seeds differ.
        let a = f("random(3,-5,5)", Elem::I32, 100);
        assert_eq!(a, f("random(3,-5,5)", Elem::I32, 100));
        assert_ne!(a, f("random(4,-5,5)", Elem::I32, 100));
        assert!(a
            .chunks(4)
            .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
            .all(|x| (-5..5).contains(&x)));
        let u = f("random(1)", Elem::F64, 50);
        assert!(u
            .chunks(8)
            .map(|c| f64::from_le_bytes(c.try_into().unwrap()))
            .all(|x| (0.0..1.0).contains(&x)));
        assert!(Gen::parse("random(x)").is_err());
        assert!(Gen::parse("linear(1)").is_err());
        assert!(Gen::parse("[1,2]")
            .unwrap()
            .fill(Elem::I32, 3, 1 << 20)
            .is_err());
    }

    #[test]
    fn argument_syntax() {
        let p = |s: &str| ArgSpec::parse(s).unwrap();
        assert_eq!(
            p("a=f32[16]:iota"),
            (
                Some("a".into()),
                ArgSpec::Buffer {
                    ty: Elem::F32,
                    len: Some(16),
                    gen: Gen::Linear("0".into(), "1".into())
                }
            )
        );
        assert_eq!(
            p("-3"),
            (
                None,
                ArgSpec::Scalar {
                    ty: None,
                    text: "-3".into()
                }
            )
        );
        assert_eq!(
            p("x=f64:2.5"),
            (
                Some("x".into()),
                ArgSpec::Scalar {
                    ty: Some(Elem::F64),
                    text: "2.5".into()
                }
            )
        );
        assert_eq!(p("local(64)"), (None, ArgSpec::Local(64)));
        assert!(ArgSpec::parse("q32[4]").is_err());
        assert!(ArgSpec::parse("f32[4").is_err());
        assert!(ArgSpec::parse("f32[x]").is_err());
        assert!(ArgSpec::parse("f32[4]junk").is_err());
    }

    /// ULP distance and NaN rules of the comparison.
    #[test]
    fn agreement() {
        let one = 1.0f32.to_bits() as u64;
        assert!(Elem::F32.agree(one, one + 1, 1));
        assert!(!Elem::F32.agree(one, one + 2, 1));
        assert!(Elem::F32.agree(0x7fc0_0000, 0xffc0_0001, 0));
        assert!(!Elem::F32.agree(0, 0x8000_0000, 0));
        assert!(Elem::F32.agree(0, 0x8000_0000, 1));
        assert!(!Elem::I32.agree(1, 2, 5));
    }
}
