//! Huge control-flow graphs compile without recursion that grows with the
//! input and in time that grows linearly with the blocks.
//!
//! Each shape of `agc_fuzz::shapes` is compiled in-process at -O0 and -O2
//! for gfx942 into a loadable object, on a test thread (whose stack is
//! libtest's 2 MiB, a quarter of a main thread's, so recursion per block
//! shows up early). Before the fixes these inputs broke: the 10^5-block
//! chain overflowed the stack in the loop-nesting forest (recursive SCCs)
//! and took 83 s at -O2 in jump threading; the 8,000 early exits took
//! 15-25 s in dead-code removal and divergence regions. The oracle is the
//! object itself: it must be produced, and `llvm-readelf` must read it
//! (checked for the largest input by `object`'s parser, here without
//! LLVM). Time is not asserted (tests are not benchmarks; the bench's
//! blocks axis measures it), but a quadratic pass at these sizes would
//! make this test run for minutes.

use agc::{compile_text, Emit, Options};
use agc_fuzz::shapes::{kernel, Shape};

fn compile(shape: Shape, blocks: usize, opt_level: u8) {
    let text = kernel(shape, blocks);
    let options = Options {
        opt_level,
        emit: vec![Emit::Link],
        ..Options::default()
    };
    let out = compile_text(&text, &options)
        .unwrap_or_else(|d| panic!("{shape:?} x{blocks} -O{opt_level}: {d:?}"));
    let bytes = &out[0].bytes;
    let file = object::File::parse(&bytes[..])
        .unwrap_or_else(|e| panic!("{shape:?} x{blocks} -O{opt_level}: not an object: {e}"));
    use object::Object as _;
    assert!(
        file.symbols()
            .any(|s| object::ObjectSymbol::name(&s) == Ok("k")),
        "{shape:?} x{blocks} -O{opt_level}: no kernel symbol"
    );
}

#[test]
fn a_chain_of_100000_blocks() {
    for o in [0, 2] {
        compile(Shape::Chain, 100_000, o);
    }
}

#[test]
fn eight_thousand_early_exits() {
    for o in [0, 2] {
        compile(Shape::Exits, 8_000, o);
    }
}

/// Before: divergent ifs nested 2,000 deep (4,000 blocks) took 3.9 s and
/// 330 MB at -O0, growing as blocks^2.2 (each level's waiting mask was read down the
/// whole chain of inner blocks, merged at every join, and swept away one
/// level per dead-code pass; each branch's influence region was walked
/// again for every level around it).
#[test]
fn ifs_nested_5000_deep() {
    for o in [0, 2] {
        compile(Shape::Ifs, 10_000, o);
    }
}

/// Before: 10^4 nested spin loops (2 x 10^4 blocks) took 13.8 s at -O2
/// in the release driver, 12.4 s of it in hazard wait states (the
/// backward search from the nest's shared header kept its visited
/// (block, distance) pairs in a list, scanned once per predecessor), and
/// the loop passes were O(blocks x depth) (`find_loops`, LICM, LSR, the
/// wait pass's loop hoisting, the EXEC-mask order): 1.6 s after, linear.
#[test]
fn spin_loops_nested_10000_deep() {
    for o in [0, 2] {
        compile(Shape::Spins, 20_000, o);
    }
}

/// Counting loops nested 250 deep: every counter is live through every
/// inner loop, so register allocation is proportional to blocks x depth
/// (docs/performance.md), and in debug builds regalloc2's checker, which
/// runs on every allocation there, grows faster still; deeper nests are
/// the bench's (release) matter. This one covers the loop passes'
/// iterative forms on a nest with live values across levels.
#[test]
fn counting_loops_nested_250_deep() {
    for o in [0, 2] {
        compile(Shape::Loops, 500, o);
    }
}
