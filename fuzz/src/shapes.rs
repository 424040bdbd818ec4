//! Control-flow graphs of any size in the shapes that once made a pass
//! superlinear in blocks or recurse once per block.
//!
//! Role: hostile-input tests compile them at -O0 and -O2 (a 10^5-block
//! chain must take well under a second), and the bench's blocks axis
//! (`agc-bench`, scaling) fits compile time against their block count.
//! Each is one kernel whose blocks hold nothing but their branches, so the
//! count of blocks is the only thing that grows.
//!
//! - [`Shape::Chain`]: `br b0`, `b0: br b1`, ..., the last block returns.
//!   Every block has one predecessor: forwarding chains in the CFG
//!   cleanups, single-predecessor walks in SSA construction, long paths in
//!   SCC and DFS code.
//! - [`Shape::Exits`]: `bK: brif %q, bK+1, exit` on a divergent `%q`: n
//!   early exits sharing one post-dominator and one join with n
//!   predecessors (divergence regions, dead-code sweeps, wait-state
//!   folding over predecessors).
//! - [`Shape::Ifs`]: n nested divergent ifs, `iK: brif %q, iK+1, jK`, and
//!   the joins `jK: br jK-1` on the way out: n nested regions with n
//!   distinct post-dominators, and n saved EXEC masks live at the center.
//! - [`Shape::Loops`]: n nested loops, each counting its own parameter to
//!   a kernel argument: a loop-nesting forest n deep, whose every counter
//!   is live through all the loops inside it.
//! - [`Shape::Spins`]: n nested loops, each spinning until a volatile load
//!   reaches a kernel argument: as deep, with nothing live across a level
//!   but the kernel's arguments.

use std::fmt::Write as _;

/// A generated CFG shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Chain,
    Exits,
    Ifs,
    Loops,
    Spins,
}

impl Shape {
    pub const ALL: [Shape; 5] = [
        Shape::Chain,
        Shape::Exits,
        Shape::Ifs,
        Shape::Loops,
        Shape::Spins,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Shape::Chain => "chain",
            Shape::Exits => "exits",
            Shape::Ifs => "ifs",
            Shape::Loops => "loops",
            Shape::Spins => "spins",
        }
    }
}

/// The `.agc` text of kernel `@k(%out: ptr.global, %n: i32)` with about
/// `n` blocks of `shape`.
pub fn kernel(shape: Shape, n: usize) -> String {
    let n = n.max(1);
    let mut s = String::with_capacity(n * 32);
    s.push_str("kernel @k(%out: ptr.global, %n: i32) {\nentry:\n");
    match shape {
        Shape::Chain => {
            s.push_str("    br b0\n");
            for i in 0..n {
                let _ = writeln!(s, "b{i}:\n    br b{}", i + 1);
            }
            let _ = writeln!(s, "b{n}:\n    ret");
        }
        Shape::Exits => {
            s.push_str("    %t = workitem_id x\n    %q = icmp slt %t, %n\n    br b0\n");
            for i in 0..n {
                let _ = writeln!(s, "b{i}:\n    brif %q, b{}, exit", i + 1);
            }
            let _ = writeln!(s, "b{n}:\n    br exit\nexit:\n    ret");
        }
        Shape::Ifs => {
            let n = n.div_ceil(2);
            s.push_str("    %t = workitem_id x\n    %q = icmp slt %t, %n\n    br i0\n");
            for i in 0..n {
                let _ = writeln!(s, "i{i}:\n    brif %q, i{}, j{i}", i + 1);
            }
            let _ = writeln!(s, "i{n}:\n    br j{}", n - 1);
            for i in (1..n).rev() {
                let _ = writeln!(s, "j{i}:\n    br j{}", i - 1);
            }
            s.push_str("j0:\n    br exit\nexit:\n    ret\n");
        }
        Shape::Loops => {
            let n = n.div_ceil(2);
            s.push_str("    %z = iconst.i32 0\n    %one = iconst.i32 1\n    br h0(%z)\n");
            for i in 0..n {
                if i + 1 < n {
                    let _ = writeln!(s, "h{i}(%c{i}: i32):\n    br h{}(%z)", i + 1);
                } else {
                    let _ = writeln!(s, "h{i}(%c{i}: i32):\n    br l{i}");
                }
            }
            for i in (0..n).rev() {
                let next = if i > 0 {
                    format!("l{}", i - 1)
                } else {
                    "exit".into()
                };
                let _ = writeln!(
                    s,
                    "l{i}:\n    %d{i} = iadd %c{i}, %one\n    %q{i} = icmp slt %d{i}, %n\n    brif %q{i}, h{i}(%d{i}), {next}"
                );
            }
            s.push_str("exit:\n    ret\n");
        }
        Shape::Spins => {
            let n = n.div_ceil(2);
            s.push_str("    br h0\n");
            for i in 0..n {
                let next = if i + 1 < n {
                    format!("h{}", i + 1)
                } else {
                    format!("l{i}")
                };
                let _ = writeln!(s, "h{i}:\n    br {next}");
            }
            for i in (0..n).rev() {
                let next = if i > 0 {
                    format!("l{}", i - 1)
                } else {
                    "exit".into()
                };
                let _ = writeln!(
                    s,
                    "l{i}:\n    %v{i} = load.i32 %out, align 4, volatile\n    %q{i} = icmp slt %v{i}, %n\n    brif %q{i}, h{i}, {next}"
                );
            }
            s.push_str("exit:\n    ret\n");
        }
    }
    s.push_str("}\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every shape parses and verifies at every size, and has about the
    /// blocks asked for.
    #[test]
    fn shapes_are_valid_ir() {
        for shape in Shape::ALL {
            for n in [1, 2, 3, 10, 101] {
                let text = kernel(shape, n);
                let m = agc_ir::parse_module(&text)
                    .unwrap_or_else(|d| panic!("{shape:?} {n}: {d:?}\n{text}"));
                agc_ir::verify_module(&m).unwrap_or_else(|d| panic!("{shape:?} {n}: {d:?}"));
                let blocks = m.functions.values().next().unwrap().layout.len();
                assert!(
                    blocks >= n && blocks <= n + 4,
                    "{shape:?} {n}: {blocks} blocks"
                );
            }
        }
    }
}
