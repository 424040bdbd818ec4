//! Division and remainder by a constant, rewritten as multiplications and
//! shifts.
//!
//! Role: `udiv sdiv urem srem` whose divisor is an `iconst` become a short
//! sequence of `umulhi`/`smulhi`, shifts, adds and (for remainders) one
//! multiply-subtract. A general division on the GPU is a long expansion
//! (a float reciprocal refined by Newton steps, then two corrections, and
//! far longer for 64 bits); a constant divisor lets the compiler pay that
//! cost once, at compile time, in the *magic number*.
//!
//! # Why a multiply divides exactly
//!
//! For an `N`-bit unsigned `x < 2^B` (`B = N` unless the value was widened
//! from a narrower type) and a divisor `d` that is not a power of two, pick
//! a shift `p` and `m = ceil(2^p / d)`. Then `m·d = 2^p + e` with
//! `0 < e < d`, and
//!
//! ```text
//!   x·m / 2^p  =  x/d + x·e / (d·2^p)
//! ```
//!
//! Write `x = q·d + r` with `r <= d - 1`. If `e <= 2^(p-B)`, the error
//! term is below `x / (d·2^B) < 1/d`, so `x·m / 2^p` lies in
//! `[q + r/d, q + r/d + 1/d)`, never reaching `q + 1`: its floor is
//! exactly `q` (Granlund & Montgomery 1994, theorem 4.2). The pass takes
//! the smallest `p >= N` that satisfies the bound, so the sequence is
//! `umulhi(x, m) >> (p - N)`. `p = B + ceil(log2 d)` always satisfies it
//! (`e < d <= 2^ceil(log2 d)`), which bounds `m` by `2^(B+1)`: for full
//! width inputs the magic may need `N + 1` bits. Then either
//! - `d` is even, `d = d'·2^z`: shift `x` right by `z` first; `x >> z`
//!   has `B - z` bits, so the same bound gives an `N`-bit magic for `d'`;
//! - or the "add" form: with `m = 2^N + m'`, `t = umulhi(x, m')` is
//!   `floor(x·m / 2^N) - x`, so the quotient is `(x + t) >> (p - N)`,
//!   computed as `(t + ((x - t) >> 1)) >> (p - N - 1)` because `x + t`
//!   may not fit in `N` bits (`x - t` and `x + t` have the same parity,
//!   so the halving loses nothing).
//!
//! Signed division truncates toward zero. For `d > 0` the same `m` with
//! the bound `e <= 2^(p-(B-1))` (inputs have magnitude at most
//! `2^(B-1)`) gives `floor(x·m / 2^p) = floor(x/d)` for `x >= 0` as above;
//! for `x = -y < 0` it gives `-ceil(y·m / 2^p)`, and `y·m / 2^p =
//! y/d + y·e/(d·2^p)` is strictly above `floor(y/d)` (as `e > 0`) and at
//! most `floor(y/d) + 1` (as `r + y·e/2^p <= (d - 1) + 1`). So
//! `floor(x·m / 2^p) + 1` is the truncated quotient of a negative `x`:
//! the sequence adds the sign bit of `x`. Here `m < 2^B <= 2^N`, but it
//! may not fit in `N - 1` bits; then `smulhi` sees `m - 2^N` and the
//! pass adds `x` back. A negative divisor negates the quotient of `|d|`
//! (`srem x, d` equals `srem x, |d|`, so remainders need no negation).
//!
//! Powers of two need no multiply: `x >> k` and `x & (2^k - 1)` unsigned;
//! signed adds `2^k - 1` to negative dividends first (the bias, built
//! from the sign bits), so the arithmetic shift rounds toward zero.
//!
//! # Cases left alone, and undefined inputs
//!
//! Division by zero, `i1` operations and vectors (vector divisors are
//! never constants) are not touched. `sdiv INT_MIN, -1` is undefined in
//! the IR (the interpreter reports it), so the rewrite may return anything
//! there: `sdiv x, -1` becomes `ineg x`, and `srem x, -1` becomes `0`.
//! Every input on which the original is defined gets the interpreter's
//! result.
//!
//! `i8`/`i16` divisions are widened to `i32` (`zext` or `sext`, divide,
//! `trunc`): the GPU has no narrow multiply-high, and the narrow range
//! (`B = 8` or `16` in the bounds above) always yields a 32-bit magic with
//! no add fix-up.
//!
//! The pass rewrites every candidate it meets and creates none, so one run
//! reaches its fixpoint. New instructions inherit the division's span and
//! debug location; the division is unlinked and its result aliased.

use super::constfold::int_const;
use crate::entities::{Inst, Value};
use crate::function::Function;
use crate::instructions::{InstData, IntCC, Payload, ValueList};
use crate::interp::mask;
use crate::opcodes::Opcode;
use crate::srcloc::{DebugLoc, Span};
use crate::types::Type;

/// Rewrites divisions and remainders by constants. Returns whether
/// anything changed.
pub fn run(func: &mut Function) -> bool {
    let mut changed = false;
    for bi in 0..func.layout.len() {
        let block = func.layout[bi];
        if !func.blocks[block]
            .insts
            .iter()
            .any(|&i| candidate(func, i).is_some())
        {
            continue;
        }
        let old = std::mem::take(&mut func.blocks[block].insts);
        let mut out = Vec::with_capacity(old.len() + 8);
        for &inst in &old {
            let Some((op, x, d)) = candidate(func, inst) else {
                out.push(inst);
                continue;
            };
            let result = func.first_result(inst).expect("a division has a result");
            let ty = func.value_type(result);
            let mut e = Emit {
                span: func.spans[inst],
                loc: func.debug_locs[inst],
                func: &mut *func,
                out: &mut out,
            };
            let v = divrem(&mut e, op, ty, x, d);
            func.change_to_alias(result, v);
            changed = true;
        }
        func.blocks[block].insts = out;
    }
    if changed {
        func.resolve_aliases();
    }
    changed
}

/// The opcode, dividend and divisor bits of a division this pass rewrites.
fn candidate(func: &Function, inst: Inst) -> Option<(Opcode, Value, u64)> {
    let data = &func.insts[inst];
    let op = data.opcode;
    if !matches!(
        op,
        Opcode::Udiv | Opcode::Sdiv | Opcode::Urem | Opcode::Srem
    ) {
        return None;
    }
    let ty = func.value_type(func.first_result(inst)?);
    if ty.is_vector() || !matches!(ty.bits(), 8 | 16 | 32 | 64) {
        return None;
    }
    let args = func.inst_args(inst);
    let d = int_const(func, args[1])? & mask(ty.bits());
    (d != 0).then_some((op, args[0], d))
}

/// Appends new instructions, placed where the division was.
struct Emit<'a> {
    func: &'a mut Function,
    out: &'a mut Vec<Inst>,
    span: Span,
    loc: DebugLoc,
}

impl Emit<'_> {
    fn push(&mut self, opcode: Opcode, ty: Type, args: &[Value], payload: Payload) -> Value {
        let data = self.func.inst_data(opcode, ty, args, payload);
        let inst = self.func.make_inst(data, &[ty]);
        self.func.spans[inst] = self.span;
        self.func.debug_locs[inst] = self.loc;
        self.out.push(inst);
        self.func.first_result(inst).expect("one result")
    }

    fn iconst(&mut self, ty: Type, bits: u64) -> Value {
        let data = InstData {
            opcode: Opcode::Iconst,
            ty,
            args: ValueList::new(),
            payload: Payload::Imm(bits & mask(ty.bits())),
        };
        let inst = self.func.make_inst(data, &[ty]);
        self.func.spans[inst] = self.span;
        self.func.debug_locs[inst] = self.loc;
        self.out.push(inst);
        self.func.first_result(inst).expect("one result")
    }

    fn ty(&self, v: Value) -> Type {
        self.func.value_type(v)
    }

    fn bin(&mut self, op: Opcode, a: Value, b: Value) -> Value {
        let ty = self.ty(a);
        self.push(op, ty, &[a, b], Payload::None)
    }

    /// `op a, c` with a constant right operand.
    fn bin_c(&mut self, op: Opcode, a: Value, c: u64) -> Value {
        let ty = self.ty(a);
        let c = self.iconst(ty, c);
        self.bin(op, a, c)
    }

    /// A shift by `k`, or `a` itself when `k` is 0.
    fn shift(&mut self, op: Opcode, a: Value, k: u32) -> Value {
        if k == 0 {
            a
        } else {
            self.bin_c(op, a, u64::from(k))
        }
    }

    fn ineg(&mut self, a: Value) -> Value {
        let ty = self.ty(a);
        self.push(Opcode::Ineg, ty, &[a], Payload::None)
    }

    fn convert(&mut self, op: Opcode, to: Type, a: Value) -> Value {
        self.push(op, to, &[a], Payload::None)
    }
}

/// Replaces `op x, d` of type `ty` (8 to 64 bits, `d != 0`, as `ty`-wide
/// bits); returns the value holding the result.
fn divrem(e: &mut Emit, op: Opcode, ty: Type, x: Value, d: u64) -> Value {
    let signed = matches!(op, Opcode::Sdiv | Opcode::Srem);
    let want_q = matches!(op, Opcode::Udiv | Opcode::Sdiv);
    let b = ty.bits();
    if b >= 32 {
        return if signed {
            signed_divrem(e, want_q, x, sext(d, b), b)
        } else {
            unsigned_divrem(e, want_q, x, d, b)
        };
    }
    // Narrow types: divide in i32, where the narrow range keeps the magic
    // to 32 bits; the quotient and remainder fit the narrow type again
    // (except for the undefined `INT_MIN / -1`).
    let wide = if signed {
        let xw = e.convert(Opcode::Sext, Type::I32, x);
        signed_divrem(e, want_q, xw, sext(d, b), b)
    } else {
        let xw = e.convert(Opcode::Zext, Type::I32, x);
        unsigned_divrem(e, want_q, xw, d, b)
    };
    e.convert(Opcode::Trunc, ty, wide)
}

fn sext(bits: u64, w: u32) -> i64 {
    ((bits << (64 - w)) as i64) >> (64 - w)
}

/// Unsigned quotient or remainder of `x` (the emitter's type, `n` bits,
/// holding a `b`-bit value) by `d` in `1..2^b`.
fn unsigned_divrem(e: &mut Emit, want_q: bool, x: Value, d: u64, b: u32) -> Value {
    let ty = e.ty(x);
    let n = ty.bits();
    if d == 1 {
        return if want_q { x } else { e.iconst(ty, 0) };
    }
    if d.is_power_of_two() {
        return if want_q {
            e.shift(Opcode::Lshr, x, d.trailing_zeros())
        } else {
            e.bin_c(Opcode::And, x, d - 1)
        };
    }
    if u128::from(d) > 1u128 << (b - 1) {
        // x < 2^b < 2d: the quotient is 0 or 1, one compare decides.
        let dv = e.iconst(ty, d);
        let ge = e.push(Opcode::Icmp, Type::I1, &[x, dv], Payload::IntCC(IntCC::Uge));
        let (yes, no) = if want_q {
            (e.iconst(ty, 1), e.iconst(ty, 0))
        } else {
            (e.bin(Opcode::Isub, x, dv), x)
        };
        return e.push(Opcode::Select, ty, &[ge, yes, no], Payload::None);
    }
    let q = unsigned_quotient(e, x, d, b, n);
    if want_q {
        q
    } else {
        remainder(e, x, q, d)
    }
}

/// `floor(x / d)` for `d` not a power of two and below `2^(b-1)`.
fn unsigned_quotient(e: &mut Emit, x: Value, d: u64, b: u32, n: u32) -> Value {
    let (m, s) = magic(d, n, b);
    if m < 1u128 << n {
        let t = e.bin_c(Opcode::Umulhi, x, m as u64);
        return e.shift(Opcode::Lshr, t, s);
    }
    let z = d.trailing_zeros();
    if z > 0 {
        // Even divisor: the pre-shifted dividend is narrower, and its
        // magic fits in n bits (module doc).
        let d2 = d >> z;
        let (m, s) = magic(d2, n, b - z);
        debug_assert!(m < 1u128 << n);
        let xs = e.shift(Opcode::Lshr, x, z);
        let t = e.bin_c(Opcode::Umulhi, xs, m as u64);
        return e.shift(Opcode::Lshr, t, s);
    }
    // The (n+1)-bit magic: t = umulhi(x, m - 2^n), q = (x + t) >> s
    // without overflowing; s >= 1 because m >= 2^n needs 2^s > d / 2.
    let t = e.bin_c(Opcode::Umulhi, x, (m - (1u128 << n)) as u64);
    let diff = e.bin(Opcode::Isub, x, t);
    let half = e.shift(Opcode::Lshr, diff, 1);
    let sum = e.bin(Opcode::Iadd, t, half);
    e.shift(Opcode::Lshr, sum, s - 1)
}

/// `x - q·d`, the remainder that goes with quotient `q`.
fn remainder(e: &mut Emit, x: Value, q: Value, d: u64) -> Value {
    let qd = e.bin_c(Opcode::Imul, q, d);
    e.bin(Opcode::Isub, x, qd)
}

/// Signed quotient or remainder of `x` (the emitter's type, `n` bits,
/// holding a sign-extended `b`-bit value) by `d`, a non-zero `b`-bit
/// value.
fn signed_divrem(e: &mut Emit, want_q: bool, x: Value, d: i64, b: u32) -> Value {
    let ty = e.ty(x);
    let n = ty.bits();
    let a = d.unsigned_abs();
    if a == 1 {
        return match (want_q, d < 0) {
            (true, false) => x,
            // Wraps for INT_MIN, which is undefined anyway.
            (true, true) => e.ineg(x),
            (false, _) => e.iconst(ty, 0),
        };
    }
    if a.is_power_of_two() {
        // Add 2^k - 1 to negative x (its top k bits of sign, moved down),
        // so the arithmetic shift rounds toward zero.
        let k = a.trailing_zeros();
        let sign = e.shift(Opcode::Ashr, x, k - 1);
        let bias = e.shift(Opcode::Lshr, sign, n - k);
        let biased = e.bin(Opcode::Iadd, x, bias);
        if !want_q {
            let rounded = e.bin_c(Opcode::And, biased, !(a - 1));
            return e.bin(Opcode::Isub, x, rounded);
        }
        let q = e.shift(Opcode::Ashr, biased, k);
        return if d < 0 { e.ineg(q) } else { q };
    }
    let (m, s) = magic(a, n, b - 1);
    debug_assert!(m < 1u128 << n);
    let mut t = e.bin_c(Opcode::Smulhi, x, m as u64);
    if m >= 1u128 << (n - 1) {
        // smulhi saw m - 2^n, a negative number: add back x·2^n / 2^n.
        t = e.bin(Opcode::Iadd, t, x);
    }
    let floor = e.shift(Opcode::Ashr, t, s);
    let neg = e.shift(Opcode::Lshr, x, n - 1);
    let q = e.bin(Opcode::Iadd, floor, neg);
    if want_q {
        if d < 0 {
            e.ineg(q)
        } else {
            q
        }
    } else {
        remainder(e, x, q, a)
    }
}

/// The magic number and post-shift for dividing an `n`-bit register
/// holding a value of at most `b` significant bits by `d` (not a power of
/// two, `d < 2^b`): the smallest `s` such that `m = ceil(2^(n+s) / d)`
/// meets `m·d - 2^(n+s) <= 2^(n+s-b)`. Returns `(m, s)`; `m` has at most
/// `b + 1` bits (module doc).
fn magic(d: u64, n: u32, b: u32) -> (u128, u32) {
    let d = u128::from(d);
    let mut s = 0;
    loop {
        // p <= b + ceil(log2 d) <= 127 for every input the callers pass,
        // and p >= n >= b keeps the bound's shift in range.
        let p = n + s;
        let two_p = 1u128 << p;
        let m = two_p.div_ceil(d);
        if m * d - two_p <= 1u128 << (p - b) {
            return (m, s);
        }
        s += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interp::{call_function, ValueBits};
    use crate::module::Module;
    use crate::parser::parse_module;
    use crate::verifier::verify_module;
    use crate::FuncId;

    /// Fixed-seed xorshift64, for reproducible pseudo-random dividends.
    struct XorShift(u64);

    impl XorShift {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
    }

    /// Divisors: all of 1..=300, powers of two and their neighbours (both
    /// signs), the extremes, some famous ones, and wide ones.
    fn divisors(w: u32) -> Vec<u64> {
        let m = mask(w);
        let mut v: Vec<u64> = (1..=300).collect();
        for k in 1..w {
            for delta in [-1i64, 0, 1] {
                let p = (1i64 << k).wrapping_add(delta) as u64;
                v.push(p & m);
                v.push(p.wrapping_neg() & m);
            }
        }
        let min = 1u64 << (w - 1);
        v.extend([min, min - 1, min + 1, m, m - 1, 7, 641, 6_700_417]);
        v.extend((1..=20u64).map(|i| i.wrapping_neg() & m));
        if w == 64 {
            v.extend([
                274_177,
                67_280_421_310_721,
                1_000_000_007,
                10_000_000_000_000_000_000,
                0x5555_5555_5555_5555,
                0x9e37_79b9_7f4a_7c15,
                (-1_000_000_007i64) as u64,
            ]);
        }
        let mut rng = XorShift(0x2545_f491_4f6c_dd1d);
        v.extend((0..40).map(|_| {
            let k = rng.next() % u64::from(w);
            rng.next() >> k
        }));
        let mut v: Vec<u64> = v.into_iter().map(|d| d & m).filter(|&d| d != 0).collect();
        v.sort_unstable();
        v.dedup();
        v
    }

    /// Dividends: edge values and fixed-seed pseudo-random ones.
    fn dividends(w: u32) -> Vec<u64> {
        let m = mask(w);
        let min = 1u64 << (w - 1);
        let mut v = vec![0, 1, 2, 3, m, m - 1, min, min + 1, min - 1, min - 2];
        v.extend([6, 7, 8, 100, 641, 6_700_417, 4_294_967_295, 4_294_967_296]);
        let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
        v.extend((0..24).map(|i| rng.next() >> (i % 3 * 11)));
        v.into_iter().map(|x| x & m).collect()
    }

    /// A module whose one function returns `(q, r)` of `x` by `d`.
    fn module(w: u32, signed: bool, d: u64) -> Module {
        let (div, rem) = if signed {
            ("sdiv", "srem")
        } else {
            ("udiv", "urem")
        };
        let src = format!(
            "func @f(%x: i{w}) -> (i{w}, i{w}) {{\nentry:\n    %d = iconst.i{w} {d}\n    \
             %q = {div} %x, %d\n    %r = {rem} %x, %d\n    ret %q, %r\n}}\n"
        );
        parse_module(&src).expect("test IR parses")
    }

    fn call(m: &Module, x: u64) -> Option<Vec<u64>> {
        let out = call_function(m, FuncId::from_u32(0), &[ValueBits::scalar(x)]).ok()?;
        Some(out.iter().map(|v| v.0[0]).collect())
    }

    /// Oracle: the reference interpreter, before and after the pass, on
    /// every divisor and dividend of `divisors`/`dividends`.
    fn check_width(w: u32) {
        let xs = dividends(w);
        for d in divisors(w) {
            for signed in [false, true] {
                let before = module(w, signed, d);
                let mut after = before.clone();
                let f = &mut after.functions[FuncId::from_u32(0)];
                assert!(run(f), "i{w} {signed} by {d}: nothing rewritten");
                assert!(!run(f), "i{w} {signed} by {d}: no fixpoint");
                let f = &after.functions[FuncId::from_u32(0)];
                let ops = [Opcode::Udiv, Opcode::Sdiv, Opcode::Urem, Opcode::Srem];
                assert!(f.layout.iter().all(|&b| f.blocks[b]
                    .insts
                    .iter()
                    .all(|&i| !ops.contains(&f.insts[i].opcode))));
                assert!(verify_module(&after).is_ok(), "i{w} by {d}: invalid");
                for &x in &xs {
                    // Undefined inputs (INT_MIN / -1) are not compared.
                    let Some(want) = call(&before, x) else {
                        continue;
                    };
                    let got = call(&after, x);
                    assert_eq!(
                        got,
                        Some(want),
                        "i{w} {} {x:#x} by {d:#x}",
                        if signed { "signed" } else { "unsigned" }
                    );
                }
            }
        }
    }

    #[test]
    fn i32_matches_interpreter() {
        check_width(32);
    }

    #[test]
    fn i64_matches_interpreter() {
        check_width(64);
    }

    #[test]
    fn i16_matches_interpreter() {
        check_width(16);
    }

    #[test]
    fn i8_matches_interpreter() {
        check_width(8);
    }

    /// Oracle: exhaustive comparison with Rust's `/` and `%` (which agree
    /// with the interpreter) of the magic numbers, for 8-bit inputs and
    /// every divisor, at every register width and value range used.
    #[test]
    fn magic_is_exact_for_all_8_bit_inputs() {
        for d in 3..256u64 {
            if d.is_power_of_two() {
                continue;
            }
            let (m, s) = magic(d, 32, 8);
            assert!(m < 1 << 32);
            for x in 0..256u128 {
                assert_eq!((x * m) >> (32 + s), x / u128::from(d), "{x} / {d}");
            }
            for x in -128i128..128 {
                let (m, s) = magic(d, 32, 7);
                let q = ((x * m as i128) >> (32 + s)) + i128::from(x < 0);
                assert_eq!(q, x / i128::from(d), "{x} / {d} signed");
            }
        }
    }

    /// Known magic numbers (Hacker's Delight, table 10-2 and 10-1): 7 needs
    /// the 33-bit form, 3 does not; signed 7 needs the add-back of x.
    #[test]
    fn known_magic_numbers() {
        assert_eq!(magic(3, 32, 32), (0xAAAA_AAAB, 1));
        assert_eq!(magic(7, 32, 32), (0x1_2492_4925, 3));
        // 641 · 6700417 = 2^32 + 1: the error is 1, no shift needed.
        assert_eq!(magic(641, 32, 32), (6_700_417, 0));
        assert_eq!(magic(3, 32, 31), (0x5555_5556, 0));
        assert_eq!(magic(7, 32, 31), (0x9249_2493, 2));
        assert_eq!(magic(5, 32, 31), (0x6666_6667, 1));
    }

    #[test]
    fn division_by_zero_is_left_alone() {
        for signed in [false, true] {
            let mut m = module(32, signed, 0);
            assert!(!run(&mut m.functions[FuncId::from_u32(0)]));
        }
    }
}
