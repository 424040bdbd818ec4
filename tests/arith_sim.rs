//! Integer division, float division, square roots and the approximate
//! float operations, compiled by agc and run in the simulator, against the
//! IR interpreter on the same inputs.
//!
//! Oracle: `ir::interp::run_kernel` (docs/ir.md semantics) computes the
//! expected buffers. Correctly rounded operations (`sdiv udiv srem urem`,
//! `fdiv`, `sqrt`) must match bit for bit (any NaN matches any NaN);
//! approximate ones (`rcp rsqrt exp2 log2 sin cos`) must be within the
//! error docs/ir.md allows. Each operation runs twice: divergent (one
//! element per lane, VALU selection) and uniform (a uniform loop over the
//! elements in one work-item, SALU selection where agc has it). Inputs are
//! the special values (zeros of both signs, infinities, NaN, denormals,
//! extreme magnitudes, INT_MIN, -1, powers of two and their neighbours)
//! crossed with each other, plus pseudo-random values of every magnitude;
//! operations the IR leaves undefined (integer division by zero, INT_MIN /
//! -1) are left out. The divergent kernels also run with the simulator's
//! transcendentals (`v_rcp`, `v_sqrt`, ...) as inexact as the ISA allows,
//! so an expansion that relies on more accuracy than the hardware promises
//! fails.

use agc::ir::interp::{self, ArgValue, Memory};
use agc::{Emit, Options};
use agc_isa::processors::Processor;
use agc_sim::{Arg, Device};

const PROCS: [&str; 2] = ["gfx900", "gfx942"];

/// How close compiled results must be to the interpreter's.
#[derive(Clone, Copy, Debug)]
enum Tol {
    Exact,
    /// Within N units in the last place (denormal results: N units of the
    /// smallest denormal).
    Ulp(u64),
    /// Absolute error (sin, cos) for |x| <= 256π; larger inputs unchecked.
    Abs(f64),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ty {
    I8,
    I16,
    I32,
    I64,
    F32,
    F64,
}

impl Ty {
    fn name(self) -> &'static str {
        match self {
            Ty::I8 => "i8",
            Ty::I16 => "i16",
            Ty::I32 => "i32",
            Ty::I64 => "i64",
            Ty::F32 => "f32",
            Ty::F64 => "f64",
        }
    }
    fn bytes(self) -> usize {
        match self {
            Ty::I8 => 1,
            Ty::I16 => 2,
            Ty::I32 | Ty::F32 => 4,
            Ty::I64 | Ty::F64 => 8,
        }
    }
    fn bits(self) -> u32 {
        8 * self.bytes() as u32
    }
    fn is_float(self) -> bool {
        matches!(self, Ty::F32 | Ty::F64)
    }
}

/// Two kernels computing `o[i] = op(a[i], b[i])` (or `op(a[i])`): `@d`
/// with one element per work-item, `@u` in a uniform loop. With `konst`
/// the second operand is that constant instead of `b[i]`.
fn kernels(op: &str, ty: Ty, unary: bool, konst: Option<i64>) -> String {
    let t = ty.name();
    let sz = ty.bytes();
    let a = ty.bytes().trailing_zeros();
    let body = |idx: &str, pre: &str| {
        let mut s = format!(
            "    %{pre}i64 = zext.i64 {idx}\n    %{pre}sh = iconst.i64 {a}\n    %{pre}off = shl %{pre}i64, %{pre}sh\n    %{pre}pa = ptradd %a, %{pre}off\n    %{pre}pb = ptradd %b, %{pre}off\n    %{pre}po = ptradd %o, %{pre}off\n    %{pre}x = load.{t} %{pre}pa, align {sz}\n"
        );
        let y = match konst {
            Some(k) => {
                s += &format!("    %{pre}y = iconst.{t} {k}\n");
                format!("%{pre}y")
            }
            None => {
                s += &format!("    %{pre}y = load.{t} %{pre}pb, align {sz}\n");
                format!("%{pre}y")
            }
        };
        if unary {
            s += &format!("    %{pre}r = {op} %{pre}x\n");
        } else {
            s += &format!("    %{pre}r = {op} %{pre}x, {y}\n");
        }
        s += &format!("    store %{pre}r, %{pre}po, align {sz}\n");
        s
    };
    format!(
        "kernel @d(%a: ptr.global, %b: ptr.global, %o: ptr.global) {{\nentry:\n    %tid = workitem_id x\n    %gid = workgroup_id x\n    %size = workgroup_size x\n    %base = imul %gid, %size\n    %i = iadd %base, %tid\n{}    ret\n}}\n\n\
         kernel @u(%a: ptr.global, %b: ptr.global, %o: ptr.global, %n: i32) {{\nentry:\n    %zero = iconst.i32 0\n    br header(%zero)\n\nheader(%j: i32):\n    %more = icmp slt %j, %n\n    brif %more, body, exit\n\nbody:\n{}    %one = iconst.i32 1\n    %next = iadd %j, %one\n    br header(%next)\n\nexit:\n    ret\n}}\n",
        body("%i", ""),
        body("%j", "u")
    )
}

fn lcg(seed: u64) -> impl FnMut() -> u64 {
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    move || {
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        x ^ (x >> 29)
    }
}

/// Interesting bit patterns of `ty`.
fn specials(ty: Ty) -> Vec<u64> {
    match ty {
        Ty::F32 => [
            0.0f32,
            -0.0,
            1.0,
            -1.0,
            3.0,
            0.1,
            -7.5,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
            f32::MAX,
            -f32::MAX,
            f32::MIN_POSITIVE,
            f32::from_bits(1),
            f32::from_bits(0x007f_ffff),
            f32::from_bits(0x8040_0000),
            1.0e-30,
            3.0e38,
            1.0e-5,
            7.0e25,
            1.0e20,
            2.0e-38,
            16777216.0,
            0.99999994,
        ]
        .iter()
        .map(|x| x.to_bits() as u64)
        .collect(),
        Ty::F64 => [
            0.0f64,
            -0.0,
            1.0,
            -1.0,
            3.0,
            0.1,
            -7.5,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
            f64::MAX,
            -f64::MAX,
            f64::MIN_POSITIVE,
            f64::from_bits(1),
            f64::from_bits(0x000f_ffff_ffff_ffff),
            f64::from_bits(0x8008_0000_0000_0000),
            1.0e-300,
            1.0e300,
            1.0e308,
            1.0e-310,
            7.0e150,
            2.0e-308,
            0.9999999999999999,
        ]
        .iter()
        .map(|x| x.to_bits())
        .collect(),
        _ => {
            let bits = ty.bits();
            let mask = if bits == 64 {
                u64::MAX
            } else {
                (1u64 << bits) - 1
            };
            let min = 1u64 << (bits - 1);
            let mut v = vec![
                0,
                1,
                2,
                3,
                7,
                10,
                mask,
                mask - 1,
                mask - 6,
                min,
                min - 1,
                min + 1,
            ];
            for k in [bits / 2, bits / 2 + 1, bits - 2, bits - 3] {
                v.push(1u64 << k);
                v.push((1u64 << k) - 1);
                v.push((1u64 << k) + 1);
                v.push(((1u64 << k) as i64).wrapping_neg() as u64 & mask);
            }
            v.sort();
            v.dedup();
            v
        }
    }
}

/// A random value of `ty` with a random magnitude.
fn random(ty: Ty, next: &mut impl FnMut() -> u64) -> u64 {
    let r = next();
    match ty {
        Ty::F32 => (r >> 32) & 0xffff_ffff,
        Ty::F64 => r,
        _ => {
            let bits = ty.bits();
            let width = 1 + (next() % bits as u64) as u32;
            let v = if width == 64 {
                r
            } else {
                r & ((1u64 << width) - 1)
            };
            let v = if next() & 1 == 1 { v.wrapping_neg() } else { v };
            if bits == 64 {
                v
            } else {
                v & ((1u64 << bits) - 1)
            }
        }
    }
}

fn sext(x: u64, bits: u32) -> i64 {
    ((x << (64 - bits)) as i64) >> (64 - bits)
}

/// Operand pairs for a binary operation: specials crossed, then random.
fn pairs(op: &str, ty: Ty, n_random: usize, seed: u64) -> Vec<(u64, u64)> {
    let sp = specials(ty);
    let mut v: Vec<(u64, u64)> = Vec::new();
    for &x in &sp {
        for &y in &sp {
            v.push((x, y));
        }
    }
    let mut next = lcg(seed);
    for _ in 0..n_random {
        let x = random(ty, &mut next);
        let y = random(ty, &mut next);
        v.push((x, y));
    }
    if !ty.is_float() {
        let bits = ty.bits();
        let signed = op.starts_with('s');
        v.retain(|&(x, y)| {
            y != 0
                && !(signed && sext(x, bits) == sext(1 << (bits - 1), bits) && sext(y, bits) == -1)
        });
    }
    v
}

fn to_bytes(v: &[u64], ty: Ty) -> Vec<u8> {
    v.iter()
        .flat_map(|x| x.to_le_bytes()[..ty.bytes()].to_vec())
        .collect()
}

fn from_bytes(b: &[u8], ty: Ty) -> Vec<u64> {
    b.chunks(ty.bytes())
        .map(|c| {
            let mut w = [0u8; 8];
            w[..c.len()].copy_from_slice(c);
            u64::from_le_bytes(w)
        })
        .collect()
}

fn as_f64(bits: u64, ty: Ty) -> f64 {
    if ty == Ty::F32 {
        f32::from_bits(bits as u32) as f64
    } else {
        f64::from_bits(bits)
    }
}

/// Distance in units in the last place (sign-magnitude order).
fn ulps(a: u64, b: u64, ty: Ty) -> u64 {
    let key = |x: u64| -> i128 {
        let (sign, mag) = if ty == Ty::F32 {
            (x >> 31 & 1, x & 0x7fff_ffff)
        } else {
            (x >> 63, x & 0x7fff_ffff_ffff_ffff)
        };
        if sign == 1 {
            -(mag as i128)
        } else {
            mag as i128
        }
    };
    (key(a) - key(b)).unsigned_abs() as u64
}

fn agrees(got: u64, want: u64, x: u64, ty: Ty, tol: Tol) -> bool {
    if got == want {
        return true;
    }
    if !ty.is_float() {
        return false;
    }
    let (g, w) = (as_f64(got, ty), as_f64(want, ty));
    if g.is_nan() || w.is_nan() {
        return g.is_nan() && w.is_nan();
    }
    match tol {
        Tol::Exact => false,
        Tol::Ulp(n) => ulps(got, want, ty) <= n,
        Tol::Abs(e) => as_f64(x, ty).abs() > 256.0 * std::f64::consts::PI || (g - w).abs() <= e,
    }
}

/// Compiles `text` for `cpu` at `opt`.
fn compile(text: &str, cpu: &str, opt: u8, fast_math: bool) -> (agc::ir::Module, Vec<u8>) {
    let target = agc::target::resolve(agc::DEFAULT_TRIPLE, Some(cpu), "").unwrap();
    let options = Options {
        target,
        opt_level: opt,
        emit: vec![Emit::Link],
        fast_math,
        ..Options::default()
    };
    let mut module = agc::ir::parse_module(text).unwrap();
    let out = agc::compile_module(&mut module, &options)
        .unwrap_or_else(|d| panic!("compile failed for {cpu}: {d:?}\n{text}"));
    (module, out[0].bytes.clone())
}

/// Runs kernel `name` over `xs`/`ys` in the interpreter and, per
/// processor, in the simulator; returns a failure report.
fn run_one(
    op: &str,
    ty: Ty,
    unary: bool,
    konst: Option<i64>,
    xs: &[u64],
    ys: &[u64],
    tol: Tol,
) -> String {
    let text = kernels(op, ty, unary, konst);
    let n = xs.len();
    let wg = 64usize;
    let padded = n.div_ceil(wg) * wg;
    let mut xs = xs.to_vec();
    let mut ys = ys.to_vec();
    // Pad with a harmless operand pair (1 op 1).
    xs.resize(padded, 1);
    ys.resize(padded, 1);
    let (xb, yb) = (to_bytes(&xs, ty), to_bytes(&ys, ty));
    let zero = vec![0u8; xb.len()];
    let mut report = String::new();
    let module = agc::ir::parse_module(&text).unwrap();
    // The interpreter's answer, per kernel.
    let mut want: Vec<Vec<u64>> = Vec::new();
    for (kname, grid) in [("d", padded as u32), ("u", 1)] {
        let func = module.function_by_name(kname).unwrap();
        let mut mem = Memory::new();
        let (pa, pb, po) = (
            mem.alloc_init(&xb),
            mem.alloc_init(&yb),
            mem.alloc_init(&zero),
        );
        let mut args = vec![ArgValue::Ptr(pa), ArgValue::Ptr(pb), ArgValue::Ptr(po)];
        if kname == "u" {
            args.push(ArgValue::Int(padded as i64));
        }
        let wgs = if kname == "d" { wg as u32 } else { 1 };
        interp::run_kernel(
            &module,
            func,
            &args,
            &interp::Dispatch::linear(grid, wgs),
            &mut mem,
        )
        .unwrap_or_else(|e| panic!("interpreter: {e}\n{text}"));
        want.push(from_bytes(mem.read(po, xb.len()).unwrap(), ty));
    }
    for cpu in PROCS {
        for opt in [0u8, 2] {
            let (_, hsaco) = compile(&text, cpu, opt, false);
            let target = agc::target::resolve(agc::DEFAULT_TRIPLE, Some(cpu), "").unwrap();
            let p: Processor = target.id.processor;
            for (k, (kname, grid, approx)) in [
                ("d", padded as u32, false),
                ("u", 1, false),
                ("d", padded as u32, true),
            ]
            .into_iter()
            .enumerate()
            {
                let k = k % 2;
                let mut dev = Device::new(p);
                dev.options.approximate_transcendentals = approx;
                let loaded = dev.load(&hsaco).unwrap();
                let (ba, bb, bo) = (
                    dev.buffer_bytes(&xb),
                    dev.buffer_bytes(&yb),
                    dev.buffer_bytes(&zero),
                );
                let mut args = vec![Arg::Buffer(ba), Arg::Buffer(bb), Arg::Buffer(bo)];
                if kname == "u" {
                    args.push(Arg::I32(padded as i32));
                }
                let wgs = if kname == "d" { wg as u32 } else { 1 };
                let d = agc_sim::Dispatch {
                    grid: [grid, 1, 1],
                    workgroup: [wgs, 1, 1],
                    dynamic_lds: 0,
                };
                if let Err(e) = dev.dispatch(&loaded, kname, d, &args) {
                    report += &format!(
                        "{op}.{} @{kname} {cpu} -O{opt}{}: {e}\n",
                        ty.name(),
                        tag(approx)
                    );
                    continue;
                }
                let got = from_bytes(&dev.read(bo.addr, xb.len()).unwrap(), ty);
                let mut bad = 0;
                for i in 0..n {
                    if !agrees(got[i], want[k][i], xs[i], ty, tol) {
                        bad += 1;
                        if bad <= 4 {
                            report += &format!(
                                "{op}.{} @{kname} {cpu} -O{opt}{}: op({:#x}, {:#x}) = {:#x}, interpreter {:#x}{}\n",
                                ty.name(),
                                tag(approx),
                                xs[i],
                                if konst.is_some() { konst.unwrap() as u64 } else { ys[i] },
                                got[i],
                                want[k][i],
                                if ty.is_float() {
                                    format!(
                                        " ({:e} vs {:e})",
                                        as_f64(got[i], ty),
                                        as_f64(want[k][i], ty)
                                    )
                                } else {
                                    String::new()
                                }
                            );
                        }
                    }
                }
                if bad > 4 {
                    report += &format!("  ... {bad} mismatches in all\n");
                }
            }
        }
    }
    report
}

fn tag(approx: bool) -> &'static str {
    if approx {
        " (inexact transcendentals)"
    } else {
        ""
    }
}

fn binary(op: &str, ty: Ty, tol: Tol, n_random: usize) -> String {
    let v = pairs(op, ty, n_random, op.len() as u64 * 31 + ty.bits() as u64);
    let (xs, ys): (Vec<u64>, Vec<u64>) = v.into_iter().unzip();
    run_one(op, ty, false, None, &xs, &ys, tol)
}

fn unary(op: &str, ty: Ty, tol: Tol, n_random: usize) -> String {
    let mut xs = specials(ty);
    let mut next = lcg(op.len() as u64 * 7 + ty.bits() as u64);
    for _ in 0..n_random {
        xs.push(random(ty, &mut next));
    }
    if ty == Ty::F64 {
        // Arguments where the results are neither 0, 1 nor inf.
        for i in 0..n_random {
            let u = (next() >> 11) as f64 / (1u64 << 53) as f64;
            let x = match op {
                "exp2" if i % 2 == 0 => -1100.0 + 2200.0 * u,
                "exp2" => 4.0 * u - 2.0,
                "log2" if i % 2 == 0 => 1.0 + (u - 0.5) / 64.0,
                "log2" => 2f64.powf(-1074.0 + 2098.0 * u),
                _ if i % 3 == 0 => (u - 0.5) * 20.0,
                _ => {
                    let x = 2f64.powf(-30.0 + 72.0 * u);
                    if i % 2 == 0 {
                        -x
                    } else {
                        x
                    }
                }
            };
            xs.push(x.to_bits());
        }
        // Multiples of π/2 and their neighbours, the hardest reductions.
        if op == "sin" || op == "cos" {
            for k in [1.0, 2.0, 3.0, 4.0, 355.0, 103993.0, 1e6, 6.0e11] {
                let x = k * std::f64::consts::FRAC_PI_2;
                for d in [-1i64, 0, 1] {
                    xs.push((x.to_bits() as i64 + d) as u64);
                }
            }
        }
    } else if op == "sin" || op == "cos" {
        // Arguments in the documented range, most of them.
        for i in 0..n_random {
            let x = (next() % 2_000_000) as f64 / 1_000_000.0 - 1.0;
            xs.push(((x * 256.0 * std::f64::consts::PI) as f32).to_bits() as u64);
            xs.push(((i as f32) * 0.37).to_bits() as u64);
        }
    }
    let ys = vec![0; xs.len()];
    run_one(op, ty, true, None, &xs, &ys, tol)
}

fn assert_clean(report: String) {
    assert!(report.is_empty(), "{report}");
}

#[test]
fn udiv_urem_match_the_interpreter() {
    let mut r = String::new();
    for ty in [Ty::I32, Ty::I8, Ty::I16] {
        r += &binary("udiv", ty, Tol::Exact, 300);
        r += &binary("urem", ty, Tol::Exact, 300);
    }
    assert_clean(r);
}

#[test]
fn sdiv_srem_match_the_interpreter() {
    let mut r = String::new();
    for ty in [Ty::I32, Ty::I8, Ty::I16] {
        r += &binary("sdiv", ty, Tol::Exact, 300);
        r += &binary("srem", ty, Tol::Exact, 300);
    }
    assert_clean(r);
}

#[test]
fn div_rem_i64_match_the_interpreter() {
    let mut r = String::new();
    for op in ["udiv", "urem", "sdiv", "srem"] {
        r += &binary(op, Ty::I64, Tol::Exact, 400);
    }
    assert_clean(r);
}

/// Division by constants: powers of two take the shift/mask path, others
/// the general one with a constant operand.
#[test]
fn division_by_constants_matches_the_interpreter() {
    let mut r = String::new();
    let mut next = lcg(99);
    let xs: Vec<u64> = (0..200)
        .map(|_| random(Ty::I32, &mut next))
        .chain(specials(Ty::I32))
        .collect();
    let ys = vec![0; xs.len()];
    for k in [1i64, 2, 7, 16, 1 << 30, -1, -3, -16] {
        for op in ["udiv", "urem", "sdiv", "srem"] {
            if k == -1 && op.starts_with('s') {
                continue;
            }
            r += &run_one(op, Ty::I32, false, Some(k), &xs, &ys, Tol::Exact);
        }
    }
    assert_clean(r);
}

#[test]
fn fdiv_is_correctly_rounded() {
    let mut r = String::new();
    r += &binary("fdiv", Ty::F32, Tol::Exact, 600);
    r += &binary("fdiv", Ty::F64, Tol::Exact, 600);
    assert_clean(r);
}

#[test]
fn sqrt_is_correctly_rounded() {
    let mut r = String::new();
    r += &unary("sqrt", Ty::F32, Tol::Exact, 600);
    r += &unary("sqrt", Ty::F64, Tol::Exact, 600);
    assert_clean(r);
}

#[test]
fn rcp_and_rsqrt_are_within_one_ulp() {
    let mut r = String::new();
    for ty in [Ty::F32, Ty::F64] {
        r += &unary("rcp", ty, Tol::Ulp(1), 400);
        r += &unary("rsqrt", ty, Tol::Ulp(1), 400);
    }
    assert_clean(r);
}

#[test]
fn exp2_log2_sin_cos_are_within_the_documented_error() {
    let mut r = String::new();
    r += &unary("exp2", Ty::F32, Tol::Ulp(1), 400);
    r += &unary("log2", Ty::F32, Tol::Ulp(1), 400);
    r += &unary("sin", Ty::F32, Tol::Abs(2f64.powi(-20)), 300);
    r += &unary("cos", Ty::F32, Tol::Abs(2f64.powi(-20)), 300);
    assert_clean(r);
}

/// f64 `exp2 log2 sin cos` (expanded in `lower/src/isel/math64.rs`)
/// against the interpreter (libm), within docs/ir.md's 2 ulp.
#[test]
fn f64_exp2_log2_sin_cos_are_within_two_ulp() {
    let mut r = String::new();
    r += &unary("exp2", Ty::F64, Tol::Ulp(2), 600);
    r += &unary("log2", Ty::F64, Tol::Ulp(2), 600);
    r += &unary("sin", Ty::F64, Tol::Ulp(2), 600);
    r += &unary("cos", Ty::F64, Tol::Ulp(2), 600);
    assert_clean(r);
}
