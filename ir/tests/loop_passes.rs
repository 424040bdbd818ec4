//! Tests of the loop passes, `licm` (loop-invariant code motion) and `lsr`
//! (strength reduction of addresses), on IR text.
//!
//! Oracle: the reference interpreter. Every input carries `; run:`
//! directives whose expected results were worked out by hand; they must
//! pass before the pass, after it, and after the whole default pipeline.
//! Beside that, each test checks the shape the pass promises (what left
//! the loop, which header gained a pointer parameter), that the output
//! verifies, and that a second run changes nothing.

mod common;

use agc_ir::passes::{self, licm, lsr};
use agc_ir::{print_module, FuncId, Module, Opcode};
use common::{check_pass, f0, parse, SUM_LOOP};

/// The block named `name` of the first function.
fn block(m: &Module, name: &str) -> agc_ir::Block {
    let f = &m.functions[FuncId::from_u32(0)];
    *f.layout
        .iter()
        .find(|&&b| f.block_names[b].as_deref() == Some(name))
        .expect("block exists")
}

fn count_ops(m: &Module, name: &str, op: Opcode) -> usize {
    let f = &m.functions[FuncId::from_u32(0)];
    f.block_insts(block(m, name))
        .iter()
        .filter(|&&i| f.insts[i].opcode == op)
        .count()
}

/// A tiled inner product through LDS, as in a GEMM: lane t writes
/// `t` to slot t, then sums slots `row*16 + k` and `k*16 + col` over k.
const LDS_TILE: &str = r#"
; run: @tile grid(256) wg(256) (out=i32[256](0)) => out == (16 * (((i - i % 16) / 16) * 16) + 120 + 16 * (i % 16) + 16 * 120)

lds @t: 1024, align 16

kernel @tile(%out: ptr.global) reqd_workgroup_size(256, 1, 1) {
entry:
    %tid = workitem_id x
    %la = lds_addr @t
    %two = iconst.i32 2
    %sixteen = iconst.i32 16
    %toff = shl %tid, %two
    %slot = ptradd %la, %toff
    store %tid, %slot, align 4
    barrier
    %row = udiv %tid, %sixteen
    %col = urem %tid, %sixteen
    %lrow = imul %row, %sixteen
    %zero = iconst.i32 0
    br inner(%zero, %zero)

inner(%k: i32, %sum: i32):
    %ak = iadd %lrow, %k
    %akoff = shl %ak, %two
    %pa = ptradd %la, %akoff
    %x = load.i32 %pa, align 4
    %krow = imul %k, %sixteen
    %bk = iadd %krow, %col
    %bkoff = shl %bk, %two
    %pb = ptradd %la, %bkoff
    %y = load.i32 %pb, align 4
    %s1 = iadd %sum, %x
    %s2 = iadd %s1, %y
    %one = iconst.i32 1
    %k2 = iadd %k, %one
    %more = icmp slt %k2, %sixteen
    brif %more, inner(%k2, %s2), done

done:
    %tid64 = zext.i64 %tid
    %two64 = iconst.i64 2
    %ooff = shl %tid64, %two64
    %po = ptradd %out, %ooff
    store %s2, %po, align 4
    ret
}
"#;

/// Oracle: interpreter. Both LDS addresses become pointers carried by the
/// loop (stepping 4 and 64 bytes), so no `ptradd` of the tile base is
/// left in the loop, only the two increments.
#[test]
fn lsr_lds_tile_addresses_become_loop_pointers() {
    let m = lsr_checked(LDS_TILE);
    let f = &m.functions[FuncId::from_u32(0)];
    let inner = block(&m, "inner");
    assert_eq!(f.block_params(inner).len(), 4, "{}", print_module(&m));
    assert_eq!(count_ops(&m, "inner", Opcode::Ptradd), 2);
    let steps: Vec<u64> = f
        .block_insts(inner)
        .iter()
        .filter_map(|&i| match (f.insts[i].opcode, f.insts[i].payload) {
            (Opcode::Iconst, agc_ir::Payload::Imm(c)) => Some(c),
            _ => None,
        })
        .collect();
    assert!(steps.contains(&4) && steps.contains(&64), "{steps:?}");
}

fn lsr_checked(src: &str) -> Module {
    check_pass(src, lsr::run)
}

/// Oracle: interpreter, including the zero-trip run.
#[test]
fn lsr_zext_of_bounded_counter_becomes_a_pointer() {
    let m = lsr_checked(SUM_LOOP);
    let f = &m.functions[FuncId::from_u32(0)];
    assert_eq!(f.block_params(block(&m, "header")).len(), 3);
    assert_eq!(count_ops(&m, "body", Opcode::Ptradd), 1);
}

/// A counter stepping by 2 under `slt` may wrap past the bound, so its
/// `zext` is not affine and the address is left alone.
#[test]
fn lsr_leaves_zext_of_a_counter_that_may_wrap() {
    let src = SUM_LOOP.replace("%one = iconst.i32 1", "%one = iconst.i32 2");
    let mut m = parse(&src);
    assert!(!lsr::run(f0(&mut m)));
}

/// A counter that starts from a value only known at run time may be
/// negative, so its `zext` is not affine either.
#[test]
fn lsr_leaves_zext_of_a_counter_with_unknown_start() {
    let src = SUM_LOOP
        .replace("br header(%zero, %zero)", "br header(%n, %zero)")
        .replace("icmp slt %j, %n", "icmp slt %j, %zero");
    let mut m = parse(&src);
    assert!(!lsr::run(f0(&mut m)));
}

/// A down-counting LDS loop (`k - 1`) wraps exactly like the address, so
/// it is reduced too; its pointer steps by -16 bytes.
#[test]
fn lsr_down_counter_on_lds() {
    let src = r#"
; run: @down grid(64) wg(64) (out=i32[64](0)) => out == (2 * i + 12)

lds @t: 1024, align 16

kernel @down(%out: ptr.global) reqd_workgroup_size(64, 1, 1) {
entry:
    %tid = workitem_id x
    %la = lds_addr @t
    %two = iconst.i32 2
    %toff = shl %tid, %two
    %slot = ptradd %la, %toff
    store %tid, %slot, align 4
    %sixtyfour = iconst.i32 64
    %hi = iadd %tid, %sixtyfour
    %hoff = shl %hi, %two
    %hslot = ptradd %la, %hoff
    store %hi, %hslot, align 4
    barrier
    %three = iconst.i32 3
    %zero = iconst.i32 0
    br loop(%three, %zero)

loop(%k: i32, %sum: i32):
    %k2x = shl %k, %two
    %idx = iadd %tid, %k2x
    %off = shl %idx, %two
    %p = ptradd %la, %off
    %x = load.i32 %p, align 4
    %s2 = iadd %sum, %x
    %one = iconst.i32 1
    %k2 = isub %k, %one
    %more = icmp sge %k2, %zero
    brif %more, loop(%k2, %s2), done

done:
    %tid64 = zext.i64 %tid
    %two64 = iconst.i64 2
    %ooff = shl %tid64, %two64
    %po = ptradd %out, %ooff
    %half = iconst.i32 2
    %avg = udiv %s2, %half
    store %avg, %po, align 4
    ret
}
"#;
    let m = lsr_checked(src);
    let f = &m.functions[FuncId::from_u32(0)];
    let l = block(&m, "loop");
    assert!(f.block_insts(l).iter().any(|&i| matches!(
        (f.insts[i].opcode, f.insts[i].payload),
        (Opcode::Iconst, agc_ir::Payload::Imm(0xffff_fff0))
    )));
}

/// Nested loops with invariant arithmetic at both depths: `row * n` is
/// invariant in the outer loop, `base + t` in the inner one. LICM moves
/// each as far out as it is invariant; the division by a loop-invariant
/// value stays (it could trap if hoisted above a zero-trip loop).
const NESTED: &str = r#"
; run: @nest grid(1) wg(1) (a=i32[16](i), out=i32[1](0), n=4, d=2) => out == [3840]
; run: @nest grid(1) wg(1) (a=i32[16](i), out=i32[1](0), n=0, d=0) => out == [0]

kernel @nest(%a: ptr.global, %out: ptr.global, %n: i32, %d: i32) {
entry:
    %zero = iconst.i32 0
    br outer(%zero, %zero)

outer(%r: i32, %acc: i32):
    %rmore = icmp slt %r, %n
    brif %rmore, obody, done

obody:
    %rown = imul %r, %n
    br inner(%zero, %acc)

inner(%c: i32, %s: i32):
    %nn = imul %n, %n
    %four = iconst.i32 4
    %nn4 = imul %nn, %four
    %q = udiv %nn4, %d
    %idx = iadd %rown, %c
    %i64 = zext.i64 %idx
    %two64 = iconst.i64 2
    %off = shl %i64, %two64
    %p = ptradd %a, %off
    %x = load.i32 %p, align 4
    %x2 = imul %x, %q
    %s2 = iadd %s, %x2
    %one = iconst.i32 1
    %c2 = iadd %c, %one
    %cmore = icmp slt %c2, %n
    brif %cmore, inner(%c2, %s2), onext

onext:
    %r2 = iadd %r, %one
    br outer(%r2, %s2)

done:
    store %acc, %out, align 4
    ret
}
"#;

/// Oracle: interpreter (including n = 0, d = 0, where a hoisted division
/// would trap). `n * n` and `* 4` leave both loops, `udiv` stays inside.
#[test]
fn licm_hoists_invariants_out_of_nested_loops() {
    let m = check_pass(NESTED, licm::run);
    assert_eq!(
        count_ops(&m, "inner", Opcode::Imul),
        1,
        "{}",
        print_module(&m)
    );
    assert_eq!(count_ops(&m, "inner", Opcode::Udiv), 1);
    assert_eq!(count_ops(&m, "entry", Opcode::Imul), 2);
}

/// Code already outside every loop, and loops with nothing invariant,
/// are left alone.
#[test]
fn loop_passes_leave_loop_free_and_clean_code_alone() {
    for src in [LDS_TILE, SUM_LOOP] {
        let mut m = parse(src);
        passes::run_default(&mut m, 2);
        assert!(!licm::run(f0(&mut m)));
        assert!(!lsr::run(f0(&mut m)));
    }
    let vadd = r#"
kernel @k(%a: ptr.global) {
entry:
    %t = workitem_id x
    %t64 = zext.i64 %t
    %p = ptradd %a, %t64
    store %t, %p, align 4
    ret
}
"#;
    let mut m = parse(vadd);
    assert!(!licm::run(f0(&mut m)));
    assert!(!lsr::run(f0(&mut m)));
}

/// More candidate addresses than `lsr`'s cap leave the loop as it is
/// (all or nothing, so a second run has nothing to add either).
#[test]
fn lsr_leaves_loops_with_too_many_addresses() {
    let mut body = String::new();
    let mut sum = String::from("%sum");
    for i in 0..9 {
        body.push_str(&format!(
            "    %o{i} = iadd %k, %c{i}\n    %s{i} = shl %o{i}, %two\n    \
             %p{i} = ptradd %la, %s{i}\n    %x{i} = load.i32 %p{i}, align 4\n    \
             %t{i} = iadd {sum}, %x{i}\n"
        ));
        sum = format!("%t{i}");
    }
    let consts: String = (0..9)
        .map(|i| format!("    %c{i} = iconst.i32 {}\n", 16 * i))
        .collect();
    let src = format!(
        "lds @t: 1024, align 16\n\nkernel @many(%out: ptr.global) {{\nentry:\n    \
         %la = lds_addr @t\n    %two = iconst.i32 2\n    %zero = iconst.i32 0\n{consts}    \
         br loop(%zero, %zero)\n\nloop(%k: i32, %sum: i32):\n{body}    %one = iconst.i32 1\n    \
         %k2 = iadd %k, %one\n    %lim = iconst.i32 4\n    %more = icmp slt %k2, %lim\n    \
         brif %more, loop(%k2, {sum}), done\n\ndone:\n    store {sum}, %out, align 4\n    ret\n}}\n"
    );
    let mut m = parse(&src);
    assert!(!lsr::run(f0(&mut m)));
    let fewer = src.replace("%c8 = iconst.i32 128", "%c8 = iconst.i32 0");
    let mut m = parse(&fewer);
    passes::cse::run(f0(&mut m));
    assert!(lsr::run(f0(&mut m)), "eight distinct addresses are reduced");
}
