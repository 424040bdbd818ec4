//! Tests of loop rotation (`passes::loop_rotate`) on IR text.
//!
//! Oracle: the reference interpreter. Every input carries `; run:`
//! directives whose expected results were worked out by hand, zero-trip
//! runs included; they must pass before the pass, after it, and after the
//! whole default pipeline. Beside that, each test checks the promised
//! shape (the header is gone, the latch ends in a `brif` back to the
//! loop's first block), that the output verifies, and that a second run
//! changes nothing.

mod common;

use agc_ir::passes::loop_rotate;
use agc_ir::{print_module, FuncId, Module, Opcode};
use common::{check_pass, f0, parse, SUM_LOOP};

fn has_block(m: &Module, name: &str) -> bool {
    let f = &m.functions[FuncId::from_u32(0)];
    f.layout
        .iter()
        .any(|&b| f.block_names[b].as_deref() == Some(name))
}

/// The number of `brif`s whose targets include the block they end.
fn self_branches(m: &Module) -> usize {
    let f = &m.functions[FuncId::from_u32(0)];
    f.layout
        .iter()
        .filter(|&&b| {
            f.terminator(b)
                .is_some_and(|t| f.insts[t].opcode == Opcode::Brif && f.successors(b).contains(&b))
        })
        .count()
}

/// Oracle: interpreter, including the zero-trip run. The exit block gets
/// the sum as a parameter; the body becomes a one-block loop.
#[test]
fn rotates_sum_with_exit_value() {
    let m = check_pass(SUM_LOOP, loop_rotate::run_with_exit_values);
    assert!(!has_block(&m, "header"), "{}", print_module(&m));
    assert_eq!(self_branches(&m), 1, "{}", print_module(&m));
    let f = &m.functions[FuncId::from_u32(0)];
    let done = *f.layout.last().expect("blocks");
    assert_eq!(f.block_params(done).len(), 1);
}

/// Oracle: interpreter. The pipeline's entry point rotates the sum too:
/// its trip count is a kernel argument, so all lanes leave together.
#[test]
fn pipeline_entry_rotates_uniform_exit_values() {
    let m = check_pass(SUM_LOOP, loop_rotate::run);
    assert!(!has_block(&m, "header"), "{}", print_module(&m));
    assert_eq!(self_branches(&m), 1, "{}", print_module(&m));
}

/// The sum up to a per-lane bound (the lane's id, so lanes leave at
/// different trips): the pipeline's entry point leaves it, the forced
/// entry point rotates it. Oracle: interpreter on a 4-lane wave.
const DIVERGENT_SUM: &str = r#"
; run: @dsum grid(4) wg(4) (out=i32[4](9)) => out == [0, 0, 1, 3]

kernel @dsum(%out: ptr.global) {
entry:
    %n = workitem_id x
    %zero = iconst.i32 0
    %two64 = iconst.i64 2
    br header(%zero, %zero)

header(%j: i32, %s: i32):
    %more = icmp slt %j, %n
    brif %more, body, done

body:
    %s2 = iadd %s, %j
    %one = iconst.i32 1
    %j2 = iadd %j, %one
    br header(%j2, %s2)

done:
    %n64 = zext.i64 %n
    %noff = shl %n64, %two64
    %p = ptradd %out, %noff
    store %s, %p, align 4
    ret
}
"#;

#[test]
fn pipeline_entry_leaves_divergent_exit_values() {
    let mut m = parse(DIVERGENT_SUM);
    assert!(!loop_rotate::run(f0(&mut m)));
    let m = check_pass(DIVERGENT_SUM, loop_rotate::run_with_exit_values);
    assert!(!has_block(&m, "header"), "{}", print_module(&m));
}

/// A uniform trip count, but a device function's argument: its lanes
/// may differ, so the pipeline's entry point leaves the loop.
#[test]
fn pipeline_entry_leaves_device_function_exit_values() {
    let src = SUM_LOOP
        .lines()
        .filter(|l| !l.starts_with("; run:"))
        .collect::<Vec<_>>()
        .join("\n")
        .replace("kernel @sum", "func @sum");
    let mut m = parse(&src);
    assert!(!loop_rotate::run(f0(&mut m)));
}

/// A second exit (a break on a loaded element) keeps the pipeline's
/// entry point from rotating a loop with exit values.
#[test]
fn pipeline_entry_leaves_two_exits_with_exit_values() {
    let mut m = parse(TWO_EXITS);
    assert!(!loop_rotate::run(f0(&mut m)));
}

/// Stores inside the loop, nothing used after: the pipeline rotates it;
/// the guard before the loop takes the entry's arguments.
#[test]
fn rotates_loop_without_exit_values() {
    let src = SUM_LOOP
        .replace(
            "    %s2 = iadd %s, %x\n",
            "    %s2 = iadd %s, %x\n    store %s2, %out, align 4\n",
        )
        .replace("done:\n    store %s, %out, align 4\n", "done:\n");
    let m = check_pass(&src, loop_rotate::run);
    assert!(!has_block(&m, "header"));
    assert_eq!(self_branches(&m), 1, "{}", print_module(&m));
}

/// Two exits (the header's test and a `break` on a negative element), an
/// entry by `brif` (so the guard is a new block), and header values used
/// after the loop on both exits' sides.
const TWO_EXITS: &str = r#"
; run: @find grid(1) wg(1) (a=i32[6](3 - i), out=i32[2](0), n=6, go=1) => out == [4, 6]
; run: @find grid(1) wg(1) (a=i32[6](i + 1), out=i32[2](0), n=6, go=1) => out == [6, 21]
; run: @find grid(1) wg(1) (a=i32[6](i + 1), out=i32[2](0), n=0, go=1) => out == [0, 0]
; run: @find grid(1) wg(1) (a=i32[6](i + 1), out=i32[2](0), n=6, go=0) => out == [0, 0]

kernel @find(%a: ptr.global, %out: ptr.global, %n: i32, %go: i32) {
entry:
    %zero = iconst.i32 0
    %two64 = iconst.i64 2
    %four64 = iconst.i64 4
    %out1 = ptradd %out, %four64
    %g = icmp ne %go, %zero
    brif %g, header(%zero, %zero), skip

header(%j: i32, %s: i32):
    %more = icmp slt %j, %n
    brif %more, body, done

body:
    %j64 = zext.i64 %j
    %joff = shl %j64, %two64
    %pj = ptradd %a, %joff
    %x = load.i32 %pj, align 4
    %neg = icmp slt %x, %zero
    brif %neg, found, latch

latch:
    %s2 = iadd %s, %x
    %one = iconst.i32 1
    %j2 = iadd %j, %one
    br header(%j2, %s2)

found:
    store %j, %out, align 4
    store %s, %out1, align 4
    ret

done:
    store %j, %out, align 4
    store %s, %out1, align 4
    ret

skip:
    ret
}
"#;

/// Oracle: interpreter (a break on the first negative element, at index
/// 4 after 3+2+1+0 = 6; no break; zero trips; never entered).
#[test]
fn rotates_loop_with_two_exits_entered_by_brif() {
    let m = check_pass(TWO_EXITS, loop_rotate::run_with_exit_values);
    assert!(!has_block(&m, "header"), "{}", print_module(&m));
}

/// Nested loops: an inner count from 0 to `i` inside an outer count from
/// 0 to `n`, both tested at the top; out[i] = 0 + 1 + ... + (i - 1).
/// Both are rotated (the outer one in a second sweep).
const NESTED: &str = r#"
; run: @tri grid(1) wg(1) (out=i32[5](7), n=5) => out == [0, 0, 1, 3, 6]
; run: @tri grid(1) wg(1) (out=i32[5](7), n=0) => out == [7, 7, 7, 7, 7]

kernel @tri(%out: ptr.global, %n: i32) {
entry:
    %zero = iconst.i32 0
    %one = iconst.i32 1
    %two64 = iconst.i64 2
    br outer(%zero)

outer(%i: i32):
    %omore = icmp slt %i, %n
    brif %omore, pre, exit

pre:
    br inner(%zero, %zero)

inner(%k: i32, %s: i32):
    %imore = icmp slt %k, %i
    brif %imore, ibody, store

ibody:
    %s2 = iadd %s, %k
    %k2 = iadd %k, %one
    br inner(%k2, %s2)

store:
    %i64 = zext.i64 %i
    %ioff = shl %i64, %two64
    %p = ptradd %out, %ioff
    store %s, %p, align 4
    %i2 = iadd %i, %one
    br outer(%i2)

exit:
    ret
}
"#;

/// Oracle: interpreter, including the zero-trip outer loop and the
/// zero-trip inner loop of the first outer trip.
#[test]
fn rotates_nested_loops() {
    let m = check_pass(NESTED, loop_rotate::run_with_exit_values);
    assert!(
        !has_block(&m, "outer") && !has_block(&m, "inner"),
        "{}",
        print_module(&m)
    );
    let f = &m.functions[FuncId::from_u32(0)];
    let brifs = f
        .layout
        .iter()
        .filter(|&&b| {
            f.terminator(b)
                .is_some_and(|t| f.insts[t].opcode == Opcode::Brif)
        })
        .count();
    // Two guards and two latches.
    assert_eq!(brifs, 4, "{}", print_module(&m));
}

/// A header that reads memory is not copied.
#[test]
fn leaves_header_with_a_load() {
    let src = SUM_LOOP.replace(
        "    %more = icmp slt %j, %n\n",
        "    %first = load.i32 %a, align 4\n    %more = icmp slt %j, %first\n",
    );
    let mut m = parse(&src);
    assert!(!loop_rotate::run_with_exit_values(f0(&mut m)));
}

/// A header longer than `MAX_HEADER_INSTS` is not copied.
#[test]
fn leaves_long_header() {
    let mut chain = String::new();
    let mut last = "%j".to_string();
    for k in 0..loop_rotate::MAX_HEADER_INSTS {
        chain.push_str(&format!("    %c{k} = iadd {last}, %n\n"));
        last = format!("%c{k}");
    }
    let src = SUM_LOOP.replace(
        "    %more = icmp slt %j, %n\n",
        &format!("{chain}    %more = icmp slt {last}, %n\n"),
    );
    let mut m = parse(&src);
    assert!(!loop_rotate::run_with_exit_values(f0(&mut m)));
}
