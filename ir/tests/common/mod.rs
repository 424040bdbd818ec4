//! The harness the loop-pass tests share: parse and verify IR text, run
//! its `; run:` directives in the reference interpreter, and check a pass
//! for effect, validity, unchanged results and idempotence.

#![allow(dead_code)]

use agc_ir::interp::{format_failures, run_directives};
use agc_ir::passes;
use agc_ir::{parse_module, print_module, verify_module, FuncId, Function, Module};

pub fn parse(src: &str) -> Module {
    let m = parse_module(src).expect("test IR parses");
    assert!(verify_module(&m).is_ok(), "test IR verifies");
    m
}

pub fn f0(m: &mut Module) -> &mut Function {
    &mut m.functions[FuncId::from_u32(0)]
}

/// The interpreter agrees with every `; run:` line of `src` on `m`.
pub fn assert_runs(src: &str, m: &Module, when: &str) {
    let results = run_directives(src, m);
    assert!(!results.is_empty(), "no run lines");
    let failures = format_failures(&results);
    assert!(
        failures.is_empty(),
        "{when}:\n{failures}\n{}",
        print_module(m)
    );
}

/// Runs `pass` on `src`'s first function: it must change it, keep it
/// valid and its results, and then be idempotent. Returns the output.
pub fn check_pass(src: &str, pass: fn(&mut Function) -> bool) -> Module {
    let mut m = parse(src);
    assert_runs(src, &m, "before the pass");
    assert!(pass(f0(&mut m)), "the pass changed nothing");
    if let Err(errors) = verify_module(&m) {
        panic!("invalid output: {errors:?}\n{}", print_module(&m));
    }
    assert_runs(src, &m, "after the pass");
    let once = print_module(&m);
    assert!(!pass(f0(&mut m)), "not idempotent:\n{once}");
    assert_eq!(print_module(&m), once);
    // And through the whole pipeline.
    let mut all = parse(src);
    passes::run_default(&mut all, 2);
    assert_runs(src, &all, "after the default pipeline");
    m
}

/// A sum over a global array, stored after the loop. `j` counts up by one
/// from zero while `j slt n`, so `zext(j)` is exact (strength reduction
/// turns the address into a pointer stepping 4 bytes), and the header's
/// `%s` is used after the loop (only rotation with exit values rotates
/// it). Its `; run:` lines include a zero-trip run.
pub const SUM_LOOP: &str = r#"
; run: @sum grid(1) wg(1) (a=i32[8](i + 1), out=i32[1](0), n=8) => out == [36]
; run: @sum grid(1) wg(1) (a=i32[8](i + 1), out=i32[1](0), n=0) => out == [0]
; run: @sum grid(1) wg(1) (a=i32[8](i + 1), out=i32[1](0), n=3) => out == [6]

kernel @sum(%a: ptr.global, %out: ptr.global, %n: i32) {
entry:
    %zero = iconst.i32 0
    %two64 = iconst.i64 2
    br header(%zero, %zero)

header(%j: i32, %s: i32):
    %more = icmp slt %j, %n
    brif %more, body, done

body:
    %j64 = zext.i64 %j
    %joff = shl %j64, %two64
    %pj = ptradd %a, %joff
    %x = load.i32 %pj, align 4
    %s2 = iadd %s, %x
    %one = iconst.i32 1
    %j2 = iadd %j, %one
    br header(%j2, %s2)

done:
    store %s, %out, align 4
    ret
}
"#;
