//! Cleanup pass tests: for each pass, inputs built through the API with
//! their exact expected output (rendered by `build::dump`), the verifier
//! run after every pass, idempotence on the pass's own output, and no
//! change on a function with nothing to do.

#[path = "passes/build.rs"]
mod build;

use agc_ir::passes::{self, constfold, cse, dce, simplify_cfg};
use agc_ir::*;
use build::{assert_valid, dump, vadd, Fb};

const I8: Type = Type::I8;
const I32: Type = Type::I32;
const I64: Type = Type::I64;
const F32: Type = Type::F32;
const GLOBAL: Type = Type::ptr(AddrSpace::Global);

type Pass = fn(&mut Function) -> bool;

const PASSES: [(&str, Pass); 4] = [
    ("constfold", constfold::run),
    ("dce", dce::run),
    ("cse", cse::run),
    ("simplify_cfg", simplify_cfg::run),
];

fn f0(m: &mut Module) -> &mut Function {
    &mut m.functions[FuncId::from_u32(0)]
}

/// Runs `pass` on the module's first function: it must change it, keep
/// it valid and then be idempotent. Compares the result with `expected`.
fn check(mut m: Module, pass: Pass, expected: &str) {
    assert_valid(&m);
    assert!(
        pass(f0(&mut m)),
        "the pass changed nothing:\n{}",
        dump(f0(&mut m))
    );
    assert_valid(&m);
    let out = dump(f0(&mut m));
    assert_eq!(out.trim(), expected.trim(), "\nactual output:\n{out}");
    assert!(
        !pass(f0(&mut m)),
        "not idempotent: second run changed\n{out}\ninto\n{}",
        dump(f0(&mut m))
    );
    assert_eq!(dump(f0(&mut m)), out);
}

#[test]
fn nothing_to_do_changes_nothing() {
    for (name, pass) in PASSES {
        let mut m = vadd();
        let before = dump(f0(&mut m));
        assert!(!pass(f0(&mut m)), "{name} changed vadd");
        assert_eq!(dump(f0(&mut m)), before, "{name}");
    }
    let mut m = vadd();
    let before = dump(f0(&mut m));
    assert!(!passes::run_default(&mut m, 2));
    assert_eq!(dump(f0(&mut m)), before);
}

// ---- constfold ----

#[test]
fn constfold_integers() {
    let (mut fb, p) = Fb::new(
        "f",
        FuncKind::Device,
        &[I32],
        &[I32, I32, I32, I32, I32, I8],
    );
    let a = fb.iconst(I32, 7);
    let b = fb.iconst(I32, -3);
    let c = fb.v(Opcode::Iadd, &[a, b]); // 4
    let d = fb.v(Opcode::Imul, &[c, c]); // 16
    let s = fb.iconst(I32, 33);
    let e = fb.v(Opcode::Shl, &[a, s]); // 7 << 1 = 14
    let lt = fb.icmp(IntCC::Slt, b, a); // true
    let sel = fb
        .ins(Opcode::Select, Type::VOID, &[lt, p[0], d], Payload::None)
        .unwrap(); // p0
    let zero = fb.iconst(I32, 0);
    let div0 = fb.v(Opcode::Udiv, &[a, zero]); // UB: stays
    let min = fb.iconst(I32, i32::MIN as i64);
    let m1 = fb.iconst(I32, -1);
    let ovf = fb.v(Opcode::Sdiv, &[min, m1]); // UB: stays
    let big = fb.iconst(I32, 0x1ff);
    let t = fb.conv(Opcode::Trunc, I8, big); // -1
    let n = fb.v(Opcode::Clz, &[c]); // 29
    let r = fb.v(Opcode::Isub, &[e, n]); // -15
    fb.ret(&[r, sel, div0, ovf, d, t]);
    check(
        fb.module(),
        constfold::run,
        "
block0(%v0: i32):
    %v1 = iconst.i32 7
    %v2 = iconst.i32 4294967293
    %v3 = iconst.i32 4
    %v4 = iconst.i32 16
    %v5 = iconst.i32 33
    %v6 = iconst.i32 14
    %v7 = iconst.i1 1
    %v9 = iconst.i32 0
    %v10 = udiv %v1, %v9
    %v11 = iconst.i32 2147483648
    %v12 = iconst.i32 4294967295
    %v13 = sdiv %v11, %v12
    %v14 = iconst.i32 511
    %v15 = iconst.i8 255
    %v16 = iconst.i32 29
    %v17 = iconst.i32 4294967281
    ret %v17, %v0, %v10, %v13, %v4, %v15
",
    );
}

#[test]
fn constfold_identities() {
    let (mut fb, p) = Fb::new(
        "f",
        FuncKind::Device,
        &[I32, I32],
        &[I32, I32, I32, I32, I32, I32],
    );
    let (x, y) = (p[0], p[1]);
    let zero = fb.iconst(I32, 0);
    let one = fb.iconst(I32, 1);
    let ones = fb.iconst(I32, -1);
    let a = fb.v(Opcode::Iadd, &[zero, x]); // x
    let b = fb.v(Opcode::Imul, &[a, one]); // x
    let c = fb.v(Opcode::And, &[y, zero]); // 0
    let d = fb.v(Opcode::Xor, &[b, x]); // x ^ x = 0
    let e = fb.v(Opcode::Or, &[y, ones]); // -1
    let f = fb.v(Opcode::Isub, &[y, zero]); // y
    let g = fb.v(Opcode::Umin, &[f, y]); // y
    let h = fb.v(Opcode::Iadd, &[x, y]); // stays
    let eq = fb.icmp(IntCC::Uge, h, h); // true
    let s = fb
        .ins(Opcode::Select, Type::VOID, &[eq, g, x], Payload::None)
        .unwrap(); // y
    fb.ret(&[a, c, d, e, s, h]);
    check(
        fb.module(),
        constfold::run,
        "
block0(%v0: i32, %v1: i32):
    %v2 = iconst.i32 0
    %v3 = iconst.i32 1
    %v4 = iconst.i32 4294967295
    %v7 = iconst.i32 0
    %v8 = iconst.i32 0
    %v9 = iconst.i32 4294967295
    %v12 = iadd %v0, %v1
    %v13 = iconst.i1 1
    ret %v0, %v7, %v8, %v9, %v1, %v12
",
    );
}

#[test]
fn constfold_branches() {
    let (mut fb, p) = Fb::new("f", FuncKind::Device, &[I32], &[I32]);
    let (a, ap) = fb.block(&[I32]);
    let (b, _) = fb.block(&[]);
    let (c, _) = fb.block(&[]);
    let f = fb.iconst(Type::I1, 0);
    fb.brif(f, a, &[p[0]], b, &[]);
    fb.at(a);
    fb.ret(&[ap[0]]);
    fb.at(b);
    let two = fb.iconst(I32, 2);
    fb.switch(two, a, &[(1, c), (2, c)]);
    // `a` needs an argument from the switch default: give it one.
    let jt = JumpTable::from_u32(0);
    let args = ValueList::from_slice(&[two], &mut fb.f.value_lists);
    fb.f.jump_tables[jt].default.args = args;
    fb.at(c);
    fb.ret(&[two]);
    check(
        fb.module(),
        constfold::run,
        "
block0(%v0: i32):
    %v2 = iconst.i1 0
    br block2
block1(%v1: i32):
    ret %v1
block2:
    %v3 = iconst.i32 2
    br block3
block3:
    ret %v3
",
    );
}

#[test]
fn constfold_floats_and_conversions() {
    let rets = [F32, F32, F32, F32, Type::F16, I32, F32, I64, F32, Type::I1];
    let (mut fb, _) = Fb::new("f", FuncKind::Device, &[], &rets);
    let a = fb.fconst32(1.5);
    let b = fb.fconst32(2.25);
    let s = fb.v(Opcode::Fadd, &[a, b]); // 3.75 = 0x40700000
    let three = fb.fconst32(3.0);
    let one = fb.fconst32(1.0);
    let q = fb.v(Opcode::Fdiv, &[one, three]); // 0x3eaaaaab
    let r = fb.v(Opcode::Sqrt, &[b]); // approximate on hardware: stays
    let nan = fb.fconst32(f32::NAN);
    let n = fb.v(Opcode::Fadd, &[nan, one]); // NaN result: stays
    let h = fb
        .ins(Opcode::Fconst, Type::F16, &[], Payload::FloatBits(0x3c00))
        .unwrap();
    let nh = fb.v(Opcode::Fneg, &[h]); // 0xbc00
    let x = fb.fconst32(-3.7);
    let i = fb.conv(Opcode::Fptosi, I32, x); // -3
    let m2 = fb.iconst(I32, -2);
    let f = fb.conv(Opcode::Sitofp, F32, m2); // -2.0 = 0xc0000000
    let w = fb.conv(Opcode::Sext, I64, m2); // -2
    let fl = fb.v(Opcode::Floor, &[x]); // -4.0 = 0xc0800000
    let cmp = fb
        .ins(
            Opcode::Fcmp,
            Type::VOID,
            &[nan, one],
            Payload::FloatCC(FloatCC::Ult),
        )
        .unwrap(); // unordered: true
    fb.ret(&[s, q, r, n, nh, i, f, w, fl, cmp]);
    check(
        fb.module(),
        constfold::run,
        "
block0:
    %v0 = fconst.f32 0x3fc00000
    %v1 = fconst.f32 0x40100000
    %v2 = fconst.f32 0x40700000
    %v3 = fconst.f32 0x40400000
    %v4 = fconst.f32 0x3f800000
    %v5 = fconst.f32 0x3eaaaaab
    %v6 = sqrt %v1
    %v7 = fconst.f32 0x7fc00000
    %v8 = fadd %v7, %v4
    %v9 = fconst.f16 0x3c00
    %v10 = fconst.f16 0xbc00
    %v11 = fconst.f32 0xc06ccccd
    %v12 = iconst.i32 4294967293
    %v13 = iconst.i32 4294967294
    %v14 = fconst.f32 0xc0000000
    %v15 = iconst.i64 -2
    %v16 = fconst.f32 0xc0800000
    %v17 = iconst.i1 1
    ret %v2, %v5, %v6, %v8, %v10, %v12, %v14, %v15, %v16, %v17
",
    );
}

// ---- dce ----

#[test]
fn dce_removes_unused_chains_only() {
    let (mut fb, p) = Fb::kernel("k", &[GLOBAL, I32]);
    let a = fb.v(Opcode::Iadd, &[p[1], p[1]]);
    let b = fb.v(Opcode::Imul, &[a, a]); // dead, and makes `a` dead
    let _ = b;
    let mem = MemArgs::natural(I32);
    fb.ins(Opcode::Load, I32, &[p[0]], Payload::Mem(mem)); // dead plain load
    let mut vol = mem;
    vol.volatile = true;
    fb.ins(Opcode::Load, I32, &[p[0]], Payload::Mem(vol)); // volatile: kept
    let at = MemArgs::atomic(4, Ordering::Acquire, SyncScope::Agent);
    fb.ins(Opcode::Load, I32, &[p[0]], Payload::Mem(at)); // atomic: kept
    let rmw = MemArgs::atomic(4, Ordering::Monotonic, SyncScope::Agent);
    fb.ins(
        Opcode::AtomicRmw,
        I32,
        &[p[0], p[1]],
        Payload::AtomicRmw(AtomicRmwOp::Add, rmw),
    ); // kept
    let l = fb
        .ins(Opcode::LaneId, Type::VOID, &[], Payload::None)
        .unwrap();
    fb.v(Opcode::Readfirstlane, &[l]); // convergent but pure: removed, then `l`
    let c = fb.v(Opcode::Iadd, &[p[1], p[1]]);
    fb.ins(Opcode::Store, Type::VOID, &[c, p[0]], Payload::Mem(mem)); // kept, keeps `c`
    fb.ret(&[]);
    check(
        fb.module(),
        dce::run,
        "
block0(%v0: ptr.global, %v1: i32):
    %v5 = load %v0, align 4, volatile
    %v6 = load %v0, align 4, atomic acquire agent
    %v7 = atomicrmw add, %v0, %v1, align 4, atomic monotonic agent
    %v10 = iadd %v1, %v1
    store %v10, %v0, align 4
    ret
",
    );
}

// ---- cse ----

#[test]
fn cse_merges_dominated_repeats() {
    let (mut fb, p) = Fb::new("f", FuncKind::Device, &[GLOBAL, I32, I32], &[I32]);
    let (then_b, _) = fb.block(&[]);
    let (else_b, _) = fb.block(&[]);
    let (join, jp) = fb.block(&[I32]);
    let (x, y) = (p[1], p[2]);
    let a = fb.v(Opcode::Iadd, &[x, y]);
    let a2 = fb.v(Opcode::Iadd, &[y, x]); // commuted repeat
    let k = fb.iconst(I32, 5);
    let k2 = fb.iconst(I32, 5);
    let s = fb.v(Opcode::Isub, &[a, k]);
    let s2 = fb.v(Opcode::Isub, &[a2, k2]); // repeat once operands merge
    let d = fb.v(Opcode::Isub, &[k, a]); // not commutative: distinct
    let mem = Payload::Mem(MemArgs::natural(I32));
    let l1 = fb.ins(Opcode::Load, I32, &[p[0]], mem).unwrap();
    let l2 = fb.ins(Opcode::Load, I32, &[p[0]], mem).unwrap(); // loads never merge
    let r1 = fb.v(Opcode::Readfirstlane, &[x]);
    let r2 = fb.v(Opcode::Readfirstlane, &[x]); // same block: merges
    let c = fb.icmp(IntCC::Slt, s, s2);
    fb.brif(c, then_b, &[], else_b, &[]);
    fb.at(then_b);
    let t = fb.v(Opcode::Iadd, &[x, y]); // dominated by `a`: merges
    let r3 = fb.v(Opcode::Readfirstlane, &[x]); // other block: convergent, stays
    let sib1 = fb.v(Opcode::Isub, &[x, y]);
    let u = fb.v(Opcode::Imul, &[t, r3]);
    let u2 = fb.v(Opcode::Imul, &[u, sib1]);
    fb.br(join, &[u2]);
    fb.at(else_b);
    let sib2 = fb.v(Opcode::Isub, &[x, y]); // sibling of `sib1`: stays
    let e = fb.v(Opcode::Imul, &[d, l1]);
    let e2 = fb.v(Opcode::Imul, &[l2, r1]);
    let e3 = fb.v(Opcode::Iadd, &[e, e2]);
    let e4 = fb.v(Opcode::Iadd, &[e3, r2]);
    let e5 = fb.v(Opcode::Iadd, &[e4, sib2]);
    fb.br(join, &[e5]);
    fb.at(join);
    let j = fb.v(Opcode::Iadd, &[y, x]); // dominated by `a`: merges
    let z = fb.v(Opcode::Imul, &[jp[0], j]);
    fb.ret(&[z]);
    check(
        fb.module(),
        cse::run,
        "
block0(%v0: ptr.global, %v1: i32, %v2: i32):
    %v4 = iadd %v1, %v2
    %v6 = iconst.i32 5
    %v8 = isub %v4, %v6
    %v10 = isub %v6, %v4
    %v11 = load %v0, align 4
    %v12 = load %v0, align 4
    %v13 = readfirstlane %v1
    %v15 = icmp slt, %v8, %v8
    brif %v15, block1, block2
block1:
    %v17 = readfirstlane %v1
    %v18 = isub %v1, %v2
    %v19 = imul %v4, %v17
    %v20 = imul %v19, %v18
    br block3(%v20)
block2:
    %v21 = isub %v1, %v2
    %v22 = imul %v10, %v11
    %v23 = imul %v12, %v13
    %v24 = iadd %v22, %v23
    %v25 = iadd %v24, %v13
    %v26 = iadd %v25, %v21
    br block3(%v26)
block3(%v3: i32):
    %v28 = imul %v3, %v4
    ret %v28
",
    );
}

// ---- simplify_cfg ----

#[test]
fn simplify_cfg_removes_merges_and_threads() {
    let (mut fb, p) = Fb::new("f", FuncKind::Device, &[I32, Type::I1], &[I32]);
    let (a, _) = fb.block(&[]);
    let (fwd, fp) = fb.block(&[I32]);
    let (b, _) = fb.block(&[]);
    let (join, jp) = fb.block(&[I32, I32]);
    let (dead, _) = fb.block(&[]);
    let (tail, tp) = fb.block(&[I32]);
    let one = fb.iconst(I32, 1);
    fb.brif(p[1], a, &[], b, &[]);
    fb.at(a);
    let x = fb.v(Opcode::Iadd, &[p[0], one]);
    fb.br(fwd, &[x]);
    fb.at(fwd); // forwarding: only `br`, its parameter used only there
    fb.br(join, &[fp[0], one]);
    fb.at(b);
    fb.brif(p[1], fwd, &[p[0]], fwd, &[p[0]]); // same target: becomes br
    fb.at(join);
    let s = fb.v(Opcode::Iadd, &[jp[0], jp[1]]);
    fb.br(tail, &[s]); // tail's only predecessor: merged
    fb.at(dead); // unreachable: removed
    fb.br(join, &[one, one]);
    fb.at(tail);
    fb.ret(&[tp[0]]);
    check(
        fb.module(),
        simplify_cfg::run,
        "
block0(%v0: i32, %v1: i1):
    %v6 = iconst.i32 1
    brif %v1, block1, block4(%v0, %v6)
block1:
    %v7 = iadd %v0, %v6
    br block4(%v7, %v6)
block4(%v3: i32, %v4: i32):
    %v8 = iadd %v3, %v4
    ret %v8
",
    );
}

#[test]
fn simplify_cfg_keeps_what_it_must() {
    // `fwd` only jumps, but its parameter is used in `next`, so it cannot
    // be bypassed; `l1`/`l2` forward to each other forever.
    let (mut fb, p) = Fb::new("f", FuncKind::Device, &[I32, Type::I1], &[I32]);
    let (a, _) = fb.block(&[]);
    let (fwd, fp) = fb.block(&[I32]);
    let (next, _) = fb.block(&[]);
    let (l1, _) = fb.block(&[]);
    let (l2, _) = fb.block(&[]);
    fb.brif(p[1], a, &[], l1, &[]);
    fb.at(a);
    fb.br(fwd, &[p[0]]);
    fb.at(fwd);
    fb.br(next, &[]);
    fb.at(next);
    fb.ret(&[fp[0]]);
    fb.at(l1);
    fb.br(l2, &[]);
    fb.at(l2);
    fb.br(l1, &[]);
    // `a` forwards and is bypassed; `fwd` stays (with `next` merged in);
    // the `l1`/`l2` cycle is never followed round: the entry's edge to
    // `l1` goes straight to `l2` (where `l1` leads), and `l1` merges into
    // `l2`, one self-loop.
    check(
        fb.module(),
        simplify_cfg::run,
        "
block0(%v0: i32, %v1: i1):
    brif %v1, block2(%v0), block5
block2(%v2: i32):
    ret %v2
block5:
    br block5
",
    );
}

// ---- the pipeline ----

#[test]
fn run_default_levels() {
    let build = || {
        let (mut fb, p) = Fb::kernel("k", &[GLOBAL, I32]);
        let (a, _) = fb.block(&[]);
        let (b, _) = fb.block(&[]);
        let (join, jp) = fb.block(&[I32]);
        let k = fb.iconst(I32, 4);
        let k2 = fb.iconst(I32, 4);
        let c = fb.icmp(IntCC::Eq, k, k2); // true
        fb.brif(c, a, &[], b, &[]);
        fb.at(a);
        let x = fb.v(Opcode::Iadd, &[p[1], k]);
        let unused = fb.v(Opcode::Imul, &[x, x]);
        let _ = unused;
        fb.br(join, &[x]);
        fb.at(b);
        fb.br(join, &[p[1]]);
        fb.at(join);
        let y = fb.v(Opcode::Iadd, &[p[1], k2]); // repeat of `x` once merged
        let z = fb.v(Opcode::Iadd, &[jp[0], y]);
        fb.ins(
            Opcode::Store,
            Type::VOID,
            &[z, p[0]],
            Payload::Mem(MemArgs::natural(I32)),
        );
        fb.ret(&[]);
        fb.module()
    };
    let mut m = build();
    let before = dump(f0(&mut m));
    assert!(!passes::run_default(&mut m, 0));
    assert_eq!(dump(f0(&mut m)), before);

    let mut m = build();
    assert!(passes::run_default(&mut m, 1));
    assert_valid(&m);
    let out = dump(f0(&mut m));
    let expected = "
block0(%v0: ptr.global, %v1: i32):
    %v3 = iconst.i32 4
    %v6 = iadd %v1, %v3
    %v9 = iadd %v6, %v6
    store %v9, %v0, align 4
    ret
";
    assert_eq!(out.trim(), expected.trim(), "\nactual output:\n{out}");
    assert!(!passes::run_default(&mut m, 1));
}

// ---- random functions: every pass keeps them valid ----

/// A tiny deterministic generator (64-bit LCG), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A random function over i32: blocks with one parameter each, random
/// arithmetic on the entry parameters, the block's own values and small
/// constants (chosen so identities and folds fire), and random
/// terminators: forward branches, back edges, switches, same-target
/// branches, constant conditions. Some blocks end up unreachable.
fn random_function(seed: u64) -> Module {
    let mut rng = Rng(seed);
    let (mut fb, p) = Fb::new("r", FuncKind::Device, &[I32, I32], &[I32]);
    let n = 2 + rng.below(7);
    let mut blocks = vec![fb.f.layout[0]];
    let mut params = vec![None];
    for _ in 1..n {
        let (b, bp) = fb.block(&[I32]);
        blocks.push(b);
        params.push(Some(bp[0]));
    }
    const OPS: [Opcode; 12] = [
        Opcode::Iadd,
        Opcode::Isub,
        Opcode::Imul,
        Opcode::And,
        Opcode::Or,
        Opcode::Xor,
        Opcode::Shl,
        Opcode::Lshr,
        Opcode::Smin,
        Opcode::Umax,
        Opcode::Udiv,
        Opcode::Sdiv,
    ];
    const CONSTS: [i64; 6] = [0, 1, -1, 2, 7, i32::MIN as i64];
    for i in 0..n {
        fb.at(blocks[i]);
        let mut vals: Vec<Value> = p.clone();
        vals.extend(params[i]);
        for _ in 0..rng.below(6) {
            let v = if rng.below(3) == 0 {
                fb.iconst(I32, CONSTS[rng.below(CONSTS.len())])
            } else {
                let (a, b) = (vals[rng.below(vals.len())], vals[rng.below(vals.len())]);
                fb.v(OPS[rng.below(OPS.len())], &[a, b])
            };
            vals.push(v);
        }
        let pick = |rng: &mut Rng| vals[rng.below(vals.len())];
        if i == n - 1 {
            let r = pick(&mut rng);
            fb.ret(&[r]);
            continue;
        }
        // Targets: any later block, or (rarely) an earlier non-entry one.
        let target = |rng: &mut Rng| {
            if i > 0 && rng.below(4) == 0 {
                blocks[1 + rng.below(i)]
            } else {
                blocks[i + 1 + rng.below(n - i - 1)]
            }
        };
        match rng.below(5) {
            0 => {
                let (t, a) = (target(&mut rng), pick(&mut rng));
                fb.br(t, &[a]);
            }
            1 => {
                let x = pick(&mut rng);
                let (t, a) = (target(&mut rng), pick(&mut rng));
                let d = blocks[i + 1];
                let default = fb.f.block_call(d, &[a]);
                let case = fb.f.block_call(t, &[x]);
                let jt = fb.f.jump_tables.push(JumpTableData {
                    default,
                    cases: vec![(1, case), (7, default)],
                });
                fb.raw(Opcode::Switch, Type::VOID, &[x], Payload::Switch(jt), &[]);
            }
            2 => {
                // Same target and arguments on both sides.
                let (t, a) = (target(&mut rng), pick(&mut rng));
                let c = fb.iconst(Type::I1, rng.below(2) as i64);
                let c = if rng.below(2) == 0 {
                    c
                } else {
                    fb.icmp(IntCC::Ult, a, a)
                };
                fb.brif(c, t, &[a], t, &[a]);
            }
            _ => {
                let (x, y) = (pick(&mut rng), pick(&mut rng));
                let c = fb.icmp(IntCC::Slt, x, y);
                let (t, ta) = (target(&mut rng), pick(&mut rng));
                let (e, ea) = (target(&mut rng), pick(&mut rng));
                fb.brif(c, t, &[ta], e, &[ea]);
            }
        }
    }
    fb.module()
}

#[test]
fn random_functions_stay_valid() {
    for seed in 0..400u64 {
        let m = random_function(seed);
        assert_valid(&m);
        for (name, pass) in PASSES {
            let mut m = m.clone();
            pass(f0(&mut m));
            if let Err(errors) = verify_module(&m) {
                let list: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
                panic!(
                    "seed {seed}: {name} broke\n{}\ninput:\n{}\noutput:\n{}",
                    list.join("\n"),
                    dump(&random_function(seed).functions[FuncId::from_u32(0)]),
                    dump(f0(&mut m))
                );
            }
            let out = dump(f0(&mut m));
            assert!(
                !pass(f0(&mut m)),
                "seed {seed}: {name} is not idempotent on\n{out}"
            );
        }
        let mut all = m.clone();
        // In debug builds `run_default` verifies after every round.
        passes::run_default(&mut all, 2);
        assert_valid(&all);
        assert!(
            !passes::run_default(&mut all, 2),
            "seed {seed}: pipeline did not settle"
        );
    }
}
