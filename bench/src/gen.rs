//! Generated kernels of any size, for throughput and scaling.
//!
//! Role: `benches/large.agc` (thousands of instructions) and the scaling
//! benchmark's inputs (10^2 to 10^5 IR instructions, and modules of many
//! kernels) come from [`kernel`]. The same seed always gives the same
//! text, so the committed file can be checked against the generator.
//!
//! Shape: one work-item per element loads an `i32`, then runs a random
//! chain of integer operations (add, sub, mul, xor, and, or, shifts by
//! constants, min/max, compare-and-select) whose operands are drawn from
//! the last [`WINDOW`] values, so register pressure stays bounded whatever
//! the size; every [`DIAMOND`] instructions a branch on a bit of a value
//! (divergent across the wave) runs a few operations on each side and the
//! two results meet in a block parameter.
//!
//! The trick that makes a generated kernel checkable: the chain is built
//! as data first, then both printed and evaluated in Rust, so the `; run:`
//! line carries exact expected outputs without running any compiler.

use std::fmt::Write as _;

/// Operands are drawn from this many most recent values.
pub const WINDOW: usize = 12;
/// Instructions between two branches.
pub const DIAMOND: usize = 64;
/// Work-items (and checked outputs) of the generated `; run:` line.
pub const CHECKED: u32 = 64;

#[derive(Clone, Copy, Debug)]
enum Op {
    Bin(&'static str, usize, usize),
    ShiftK(&'static str, usize, u32),
    AddK(usize, u32),
    /// `icmp ult a, b; select`, the smaller of the two.
    MinSel(usize, usize),
    /// Branch on bit `bit` of `v`: `then` and `else` ops, merged.
    Diamond {
        v: usize,
        bit: u32,
        then: usize,
        els: usize,
    },
}

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // splitmix64
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

const BINS: [&str; 8] = ["iadd", "isub", "imul", "xor", "and", "or", "smin", "umax"];

fn eval_bin(op: &str, a: u32, b: u32) -> u32 {
    match op {
        "iadd" => a.wrapping_add(b),
        "isub" => a.wrapping_sub(b),
        "imul" => a.wrapping_mul(b),
        "xor" => a ^ b,
        "and" => a & b,
        "or" => a | b,
        "smin" => (a as i32).min(b as i32) as u32,
        _ => a.max(b),
    }
}

/// A generated program: value 0 is the loaded input.
struct Program {
    ops: Vec<Op>,
}

fn build(target_insts: usize, seed: u64, diamond: usize) -> Program {
    let mut rng = Rng(seed);
    let mut ops = Vec::new();
    let mut values = 1usize; // value 0: the input
    let mut insts = 0usize;
    let mut since_branch = 0usize;
    // used[v]: value v is an operand of something already. The first
    // operand is the oldest unused value in the window, so no value dies
    // unused and nothing is left for dead-code elimination.
    let mut used: Vec<bool> = vec![false];
    let pick = |rng: &mut Rng, values: usize| values - 1 - rng.below(values.min(WINDOW));
    let oldest = |used: &mut Vec<bool>, rng: &mut Rng, values: usize| {
        let lo = values.saturating_sub(WINDOW);
        let v = (lo..values)
            .find(|&v| !used[v])
            .unwrap_or_else(|| pick(rng, values));
        used[v] = true;
        v
    };
    while insts < target_insts {
        if since_branch >= diamond && target_insts - insts > 8 {
            since_branch = 0;
            let v = oldest(&mut used, &mut rng, values);
            let (then, els) = (1 + rng.below(3), 1 + rng.below(3));
            ops.push(Op::Diamond {
                v,
                bit: rng.below(6) as u32,
                then,
                els,
            });
            // and, icmp, brif, then ops + br, else ops + br.
            insts += 3 + then + els + 2;
            values += 1;
            used.push(false);
            continue;
        }
        let a = oldest(&mut used, &mut rng, values);
        let op = match rng.below(10) {
            0..=5 => {
                let b = distinct(pick(&mut rng, values), a, values);
                used[b] = true;
                Op::Bin(BINS[rng.below(BINS.len())], a, b)
            }
            6 => Op::ShiftK(
                if rng.below(2) == 0 { "shl" } else { "lshr" },
                a,
                1 + rng.below(7) as u32,
            ),
            7 | 8 => Op::AddK(a, rng.next() as u32 & 0xffff),
            _ => {
                let b = distinct(pick(&mut rng, values), a, values);
                used[b] = true;
                Op::MinSel(a, b)
            }
        };
        insts += match op {
            Op::ShiftK(..) | Op::AddK(..) | Op::MinSel(..) => 2,
            _ => 1,
        };
        since_branch += 1;
        ops.push(op);
        values += 1;
        used.push(false);
    }
    Program { ops }
}

/// `b`, or another recent value when it is `a` (`x - x` and `x ^ x` would
/// fold the rest of the chain to constants).
fn distinct(b: usize, a: usize, values: usize) -> usize {
    if b != a {
        b
    } else if a + 1 < values {
        a + 1
    } else {
        a.saturating_sub(1)
    }
}

/// The side of a diamond: `n` ops on `v`, each combining with a constant.
fn side_op(k: usize) -> (&'static str, u32) {
    [("iadd", 0x9e37), ("xor", 0x5bd1), ("imul", 3)][k % 3]
}

impl Program {
    fn eval(&self, x: u32) -> u32 {
        let mut v = Vec::with_capacity(self.ops.len() + 1);
        v.push(x);
        for op in &self.ops {
            let r = match *op {
                Op::Bin(o, a, b) => eval_bin(o, v[a], v[b]),
                Op::ShiftK(o, a, k) => {
                    if o == "shl" {
                        v[a] << k
                    } else {
                        v[a] >> k
                    }
                }
                Op::AddK(a, k) => v[a].wrapping_add(k),
                Op::MinSel(a, b) => v[a].min(v[b]),
                Op::Diamond {
                    v: s,
                    bit,
                    then,
                    els,
                } => {
                    let n = if v[s] >> bit & 1 == 1 { then } else { els };
                    let base = if v[s] >> bit & 1 == 1 { 0 } else { 1 };
                    let mut y = v[s];
                    for k in 0..n {
                        let (o, c) = side_op(k + base);
                        y = eval_bin(o, y, c);
                    }
                    y
                }
            };
            v.push(r);
        }
        *v.last().expect("at least the input")
    }

    fn print_body(&self, out: &mut String, name: &str) {
        let _ = writeln!(out, "entry:");
        let _ = writeln!(out, "    %tid = workitem_id x");
        let _ = writeln!(out, "    %gid = workgroup_id x");
        let _ = writeln!(out, "    %size = workgroup_size x");
        let _ = writeln!(out, "    %base = imul %gid, %size");
        let _ = writeln!(out, "    %i = iadd %base, %tid");
        let _ = writeln!(out, "    %i64 = zext.i64 %i");
        let _ = writeln!(out, "    %two = iconst.i64 2");
        let _ = writeln!(out, "    %off = shl %i64, %two");
        let _ = writeln!(out, "    %pin = ptradd %in, %off");
        let _ = writeln!(out, "    %x0 = load.i32 %pin, align 4");
        let mut block = 0usize;
        for (n, op) in self.ops.iter().enumerate() {
            let d = n + 1;
            match *op {
                Op::Bin(o, a, b) => {
                    let _ = writeln!(out, "    %x{d} = {o} %x{a}, %x{b}");
                }
                Op::ShiftK(o, a, k) => {
                    let _ = writeln!(out, "    %k{d} = iconst.i32 {k}");
                    let _ = writeln!(out, "    %x{d} = {o} %x{a}, %k{d}");
                }
                Op::AddK(a, k) => {
                    let _ = writeln!(out, "    %k{d} = iconst.i32 {k}");
                    let _ = writeln!(out, "    %x{d} = iadd %x{a}, %k{d}");
                }
                Op::MinSel(a, b) => {
                    let _ = writeln!(out, "    %c{d} = icmp ult %x{a}, %x{b}");
                    let _ = writeln!(out, "    %x{d} = select %c{d}, %x{a}, %x{b}");
                }
                Op::Diamond { v, bit, then, els } => {
                    block += 1;
                    let _ = writeln!(out, "    %m{d} = iconst.i32 {}", 1u32 << bit);
                    let _ = writeln!(out, "    %b{d} = and %x{v}, %m{d}");
                    let _ = writeln!(out, "    %z{d} = iconst.i32 0");
                    let _ = writeln!(out, "    %c{d} = icmp ne %b{d}, %z{d}");
                    let _ = writeln!(out, "    brif %c{d}, t{block}, e{block}\n");
                    for (label, count, base) in [("t", then, 0), ("e", els, 1)] {
                        let _ = writeln!(out, "{label}{block}:");
                        let mut prev = format!("%x{v}");
                        for k in 0..count {
                            let (o, c) = side_op(k + base);
                            let _ = writeln!(out, "    %{label}k{d}_{k} = iconst.i32 {c}");
                            let _ =
                                writeln!(out, "    %{label}{d}_{k} = {o} {prev}, %{label}k{d}_{k}");
                            prev = format!("%{label}{d}_{k}");
                        }
                        let _ = writeln!(out, "    br j{block}({prev})\n");
                    }
                    let _ = writeln!(out, "j{block}(%x{d}: i32):");
                }
            }
        }
        let last = self.ops.len();
        let _ = writeln!(out, "    %pout = ptradd %out, %off");
        let _ = writeln!(out, "    store %x{last}, %pout, align 4");
        let _ = writeln!(out, "    ret");
        let _ = name;
    }
}

/// A kernel `@name(%in, %out)` of about `insts` IR instructions, with the
/// expected outputs for inputs `in[i] = i`, i < [`CHECKED`].
pub fn kernel(name: &str, insts: usize, seed: u64) -> (String, Vec<u32>) {
    kernel_with(name, insts, seed, DIAMOND)
}

/// [`kernel`] with a branch every `diamond` instructions (`usize::MAX`:
/// straight-line code).
pub fn kernel_with(name: &str, insts: usize, seed: u64, diamond: usize) -> (String, Vec<u32>) {
    let p = build(insts.saturating_sub(14), seed, diamond);
    let mut out = String::with_capacity(insts * 32);
    let _ = writeln!(
        out,
        "kernel @{name}(%in: ptr.global, %out: ptr.global) flat_workgroup_size(1, 256) {{"
    );
    p.print_body(&mut out, name);
    out.push_str("}\n");
    let expected = (0..CHECKED).map(|x| p.eval(x)).collect();
    (out, expected)
}

/// A whole `.agc` file: a comment, the `; run:` line and the kernel.
pub fn file(name: &str, insts: usize, seed: u64, diamond: usize) -> String {
    let (k, expected) = kernel_with(name, insts, seed, diamond);
    let list: Vec<String> = expected.iter().map(|v| (*v as i32).to_string()).collect();
    format!(
        "; A generated kernel of about {insts} IR instructions (agc-bench's generator,\n\
         ; seed {seed}): a random chain of integer operations with a divergent branch\n\
         ; every {diamond} instructions. Regenerate with `cargo run -p agc-bench -- --write-large`.\n\
         ;\n\
         ; run: @{name} grid({CHECKED}) wg({CHECKED}) (in=i32[{CHECKED}](i), out=i32[{CHECKED}](0)) => out == [{}]\n\n{k}",
        list.join(", ")
    )
}

/// A module of `count` generated kernels of about `insts` instructions each.
pub fn module(count: usize, insts: usize, seed: u64) -> String {
    let mut out = String::new();
    for k in 0..count {
        let (text, _) = kernel(&format!("k{k}"), insts, seed.wrapping_add(k as u64));
        out.push_str(&text);
        out.push('\n');
    }
    out
}

/// The committed `benches/large.agc`: a branch every 128 instructions
/// (with one every 64, agc runs out of VGPRs today; docs/performance.md).
pub fn large_file() -> String {
    file("large", 4000, 42, 128)
}
