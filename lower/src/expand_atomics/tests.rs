//! Oracles: the interpreter (the expanded loop must store and return the
//! same bits as the original float atomic, whose meaning is docs/ir.md's
//! float-atomic rules, on every pair of special values), the IR verifier,
//! and the selector (every case the table calls native is selected).

use super::*;
use agc_ir::interp::memory::Memory;
use agc_ir::interp::{run_kernel, ArgValue, Dispatch};
use agc_ir::{parse_module, verify_module, Module};

const F32S: &[u64] = &[
    0,
    0x8000_0000,
    0x3f80_0000,
    0xbf80_0000,
    0x3fc0_0000,
    1,
    0x8000_0003,
    0x0080_0000,
    0x00c0_0000,
    0x8080_0000,
    0x0040_0000,
    0x7f80_0000,
    0xff80_0000,
    0x7fc0_0000,
    0x7f80_0001,
    0xffc0_0005,
    0x7f7f_ffff,
    0x80c0_0000,
];
const F64S: &[u64] = &[
    0,
    1 << 63,
    0x3ff0_0000_0000_0000,
    0xbff0_0000_0000_0000,
    0x3ff8_0000_0000_0000,
    1,
    0x8000_0000_0000_0003,
    0x0010_0000_0000_0000,
    0x0018_0000_0000_0000,
    0x8010_0000_0000_0000,
    0x0008_0000_0000_0000,
    0x7ff0_0000_0000_0000,
    0xfff0_0000_0000_0000,
    0x7ff8_0000_0000_0000,
    0x7ff0_0000_0000_0001,
    0xfff8_0000_0000_0005,
    0x7fef_ffff_ffff_ffff,
    0x8018_0000_0000_0000,
];

/// A kernel doing `atomicrmw op` once per work-item on element `j` of `%a`
/// (through an LDS copy for `local`), storing the old value in `%old`.
fn kernel(op: &str, ty: &str, space: &str, scope: &str, modes: (u32, u32)) -> String {
    let size = if ty == "f64" { 8 } else { 4 };
    let n = F32S.len();
    let (m32, m64) = modes;
    let aspace = if space == "flat" { "flat" } else { "global" };
    let mut s = format!(
        "lds @s: {}\n\nkernel @k(%a: ptr.{aspace}, %v: ptr.global, %old: ptr.global) float_denorm_mode({m32}, {m64}) {{\nentry:\n",
        n * size
    );
    s += &format!(
        "    %i = workitem_id x\n    %g = workgroup_id x\n    %n = workgroup_size x\n    %gi = imul %g, %n\n    %j = iadd %gi, %i\n    %j64 = zext.i64 %j\n    %sz = iconst.i64 {size}\n    %off = imul %j64, %sz\n    %pa = ptradd %a, %off\n    %pv = ptradd %v, %off\n    %po = ptradd %old, %off\n    %x = load.{ty} %pv, align {size}\n"
    );
    let target = match space {
        "global" | "flat" => "%pa".to_string(),
        _ => {
            s += &format!(
                "    %base = lds_addr @s\n    %sz32 = iconst.i32 {size}\n    %lo = imul %i, %sz32\n    %pl = ptradd %base, %lo\n    %init = load.{ty} %pa, align {size}\n    store %init, %pl, align {size}\n"
            );
            "%pl".to_string()
        }
    };
    s += &format!("    %r = atomicrmw {op} {target}, %x, monotonic {scope}, align {size}\n    store %r, %po, align {size}\n");
    if space == "local" {
        s +=
            &format!("    %fin = load.{ty} %pl, align {size}\n    store %fin, %pa, align {size}\n");
    }
    s += "    ret\n}\n";
    s
}

/// Runs `@k` on every (memory, operand) pair; returns final memory and old
/// values.
fn run(m: &Module, vals: &[u64], size: usize) -> (Vec<u8>, Vec<u8>) {
    let n = vals.len();
    let mut a = Vec::new();
    let mut v = Vec::new();
    for &x in vals {
        for &y in vals {
            a.extend_from_slice(&x.to_le_bytes()[..size]);
            v.extend_from_slice(&y.to_le_bytes()[..size]);
        }
    }
    let mut mem = Memory::new();
    let pa = mem.alloc_init(&a);
    let pv = mem.alloc_init(&v);
    let po = mem.alloc(a.len());
    let fid = m.functions.keys().next().unwrap();
    let args = [ArgValue::Ptr(pa), ArgValue::Ptr(pv), ArgValue::Ptr(po)];
    let d = Dispatch::new([(n * n) as u32, 1, 1], [n as u32, 1, 1]);
    run_kernel(m, fid, &args, &d, &mut mem).unwrap();
    (
        mem.read(pa, a.len()).unwrap().to_vec(),
        mem.read(po, a.len()).unwrap().to_vec(),
    )
}

fn expanded(m: &Module) -> Result<Module, LowerError> {
    let mut out = m.clone();
    let fid = m.functions.keys().next().unwrap();
    let f = expand_where(&m.functions[fid], |_, _, _, _| true)?.into_owned();
    out.functions[fid] = f;
    Ok(out)
}

/// Oracle: the interpreter. On all 18 x 18 special-value pairs (zeros,
/// denormals, normals whose sum is denormal, infinities, quiet and
/// signalling NaNs), the loop stores and returns the atomic's bits, for
/// every operation, type, unit and denormal mode.
#[test]
fn loop_matches_the_float_atomic_rules_in_the_interpreter() {
    for op in ["fadd", "fmin", "fmax"] {
        for ty in ["f32", "f64"] {
            for space in ["global", "flat", "local"] {
                for modes in [(3, 3), (0, 0), (2, 2), (1, 1)] {
                    let src = kernel(op, ty, space, "agent", modes);
                    let m = parse_module(&src).unwrap();
                    let e = expanded(&m);
                    if op == "fadd" && space != "local" && modes == (1, 1) {
                        let err = e.unwrap_err();
                        assert!(
                            err.message.contains("float_denorm_mode 1"),
                            "{}",
                            err.message
                        );
                        continue;
                    }
                    let e = e.unwrap();
                    verify_module(&e).unwrap();
                    let (vals, size) = if ty == "f32" { (F32S, 4) } else { (F64S, 8) };
                    assert_eq!(
                        run(&m, vals, size),
                        run(&e, vals, size),
                        "{op} {ty} {space} {modes:?}"
                    );
                }
            }
        }
    }
}

/// The loop has the shape of llc-22's expansion of
/// `atomicrmw fadd ptr addrspace(1), double syncscope("agent") seq_cst`
/// on gfx900: the ordering and scope on the cmpxchg (failure: the load
/// half), a loop block, and the result is the old value.
#[test]
fn loop_carries_the_ordering_and_scope_like_llc() {
    let src = kernel("fadd", "f64", "global", "agent", (3, 3))
        .replace("monotonic agent", "acq_rel agent");
    let m = parse_module(&src).unwrap();
    let e = expanded(&m).unwrap();
    let text = agc_ir::print_module(&e);
    assert!(text.contains("cmpxchg %pa, %v"), "{text}");
    assert!(text.contains("acq_rel acquire agent"), "{text}");
    assert!(text.contains("atomic monotonic agent"), "{text}");
    assert!(!text.contains("atomicrmw"), "{text}");
}

/// Oracle: the selector. Every case the table calls native is left alone
/// and selected; every other case is expanded and then selected, on every
/// processor, scope and address space.
#[test]
fn native_table_agrees_with_the_selector() {
    for proc in Processor::codegen() {
        for op in ["fadd", "fmin", "fmax"] {
            for ty in ["f32", "f64"] {
                for space in ["global", "flat", "local"] {
                    for scope in ["agent", "system", "workgroup"] {
                        let m = parse_module(&kernel(op, ty, space, scope, (3, 3))).unwrap();
                        let f = m.functions.values().next().unwrap();
                        let x = expand(f, proc).unwrap();
                        let native = matches!(x, Cow::Borrowed(_));
                        let left = x
                            .layout
                            .iter()
                            .flat_map(|&b| x.block_insts(b))
                            .filter(|&&i| matches!(x.insts[i].payload, Payload::AtomicRmw(..)))
                            .count();
                        assert_eq!(left, native as usize, "{proc:?} {op} {ty} {space} {scope}");
                        let r = crate::lower_kernel(&m, f, proc);
                        assert!(
                            r.is_ok(),
                            "{proc:?} {op} {ty} {space} {scope}: {:?}",
                            r.err()
                        );
                    }
                }
            }
        }
    }
}

/// Packed adds: native (and selected: `ds_pk_add_f16/bf16`,
/// `global/flat_atomic_pk_add_f16/bf16`, encodings checked against llvm-mc
/// in the isa table) on gfx942 and later up to agent scope; elsewhere
/// compare-and-swap loops, selected on every processor.
#[test]
fn packed_adds_are_native_on_gfx942_and_loops_elsewhere() {
    for proc in Processor::codegen() {
        for ty in ["f16x2", "bf16x2"] {
            for space in ["global", "flat", "local"] {
                for scope in ["agent", "system"] {
                    let src = kernel("fadd", ty, space, scope, (3, 3));
                    let m = parse_module(&src).unwrap();
                    let f = m.functions.values().next().unwrap();
                    let native =
                        procset::GFX942_UP.contains(proc) && (space == "local" || scope == "agent");
                    let x = expand(f, proc).unwrap();
                    assert_eq!(
                        matches!(x, Cow::Borrowed(_)),
                        native,
                        "{proc:?} {ty} {space} {scope}"
                    );
                    let r = crate::lower_kernel(&m, f, proc);
                    assert!(r.is_ok(), "{proc:?} {ty} {space} {scope}: {:?}", r.err());
                }
            }
        }
    }
}

const F16S: &[u32] = &[
    0, 0x8000, 0x3c00, 0xbc00, 0x3e00, 1, 0x8003, 0x0400, 0x0600, 0x8400, 0x0200, 0x7c00, 0xfc00,
    0x7e00, 0x7c01, 0xfe05, 0x7bff, 0x8600,
];
const BF16S: &[u32] = &[
    0, 0x8000, 0x3f80, 0xbf80, 0x3fc0, 1, 0x8003, 0x0080, 0x00c0, 0x8080, 0x0040, 0x7f80, 0xff80,
    0x7fc0, 0x7f81, 0xffc5, 0x7f7f, 0x80c0,
];

/// Oracle: the interpreter. Packed adds as loops store and return the
/// atomic's bits on every pair of packed special values (each lane a
/// zero, denormal, normal with a denormal sum, infinity, quiet or
/// signalling NaN; the two lanes of a word differ), for every unit and
/// denormal mode (f16 follows the second field, bf16 the first).
#[test]
fn packed_loop_matches_the_float_atomic_rules_in_the_interpreter() {
    for (ty, specials) in [("f16x2", F16S), ("bf16x2", BF16S)] {
        let n = specials.len();
        let words: Vec<u64> = (0..n)
            .map(|i| u64::from(specials[i] | specials[(i * 5 + 7) % n] << 16))
            .collect();
        for space in ["global", "flat", "local"] {
            for modes in [(3, 3), (0, 0), (2, 2), (1, 1), (3, 0), (0, 3)] {
                let src = kernel("fadd", ty, space, "agent", modes);
                let m = parse_module(&src).unwrap();
                let e = expanded(&m);
                let field = if ty == "f16x2" { modes.1 } else { modes.0 };
                if space != "local" && field == 1 {
                    assert!(e.is_err(), "{ty} {space} {modes:?}");
                    continue;
                }
                let e = e.unwrap();
                verify_module(&e).unwrap();
                assert_eq!(
                    run(&m, &words, 4),
                    run(&e, &words, 4),
                    "{ty} {space} {modes:?}"
                );
            }
        }
    }
}
