//! Seed 002 tables 83 and 84 (GFX12) against llc-22, cell by cell.
//!
//! Oracle: `llc -mtriple=amdgcn-amd-amdhsa -mcpu=<gfx1200|gfx1201> -O2`
//! (LLVM 22, atomic optimizer off so one atomic stays one instruction),
//! in WGP mode and with `+cumode`, on one kernel per cell of operation ×
//! ordering × sync scope (each with its one-address-space form) ×
//! address space, plus fences and the volatile and nontemporal accesses.
//! Each kernel first loads from and stores to global memory and stores
//! to LDS, so that loadcnt, storecnt and dscnt are all busy, then
//! performs the access between two `s_sleep` markers. Between the
//! markers llc's output is reduced to what the memory model decides:
//! every memory and cache instruction with its `th:`/`scope:` bits, and,
//! at each of them and at the closing marker, whether loadcnt, storecnt
//! and dscnt have been waited down to zero (replaying the `s_wait_*`, the
//! combined forms included). agc's side is [`lookup`]'s sequence replayed
//! the same way, so a redundant wait in either and its absence compare
//! equal, a missing or extra effective wait does not.
//!
//! This checks the table, not the code generator: the whole-pipeline
//! comparison of `tests/memory_model_llc.rs` covers GFX12 once agc
//! generates GFX12 code. Every difference must be listed in `EXPLAINED`
//! with its reason (docs/memory-model.md gives the seed row).

use agc_isa::minst::CachePolicy;
use agc_isa::processors::{Processor, WaitCounter};
use agc_memmodel::model::{lookup, Access, MemOp, Order, Scope, Sequence, Space, Step, Variant};
use std::process::Command;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Load,
    Store,
    Rmw,
    RmwRet,
}

const ORDERS: [(&str, Order); 5] = [
    ("monotonic", Order::Monotonic),
    ("acquire", Order::Acquire),
    ("release", Order::Release),
    ("acq_rel", Order::AcqRel),
    ("seq_cst", Order::SeqCst),
];
const SCOPES: [(&str, Scope); 5] = [
    ("singlethread", Scope::SingleThread),
    ("wavefront", Scope::Wavefront),
    ("workgroup", Scope::Workgroup),
    ("agent", Scope::Agent),
    ("system", Scope::System),
];

fn llvm_scope(s: &str, one_as: bool) -> String {
    match (s, one_as) {
        ("system", false) => String::new(),
        ("system", true) => " syncscope(\"one-as\")".into(),
        (s, false) => format!(" syncscope(\"{s}\")"),
        (s, true) => format!(" syncscope(\"{s}-one-as\")"),
    }
}

struct Case {
    name: String,
    access: Access,
    llvm: String,
}

fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    let spaces = [
        ("global", Space::Global, 1),
        ("flat", Space::Generic, 0),
        ("local", Space::Local, 3),
    ];
    let kernel = |name: &str, p: &str, body: &str, tail: &str| {
        format!(
            "define amdgpu_kernel void @{name}({p} %p, i32 %v, ptr addrspace(1) %g, ptr addrspace(1) %h, ptr addrspace(3) %l) {{\n  %t = call i32 @llvm.amdgcn.workitem.id.x()\n  %pt = getelementptr i32, {p} %p, i32 %t\n  %ht = getelementptr i32, ptr addrspace(1) %h, i32 %t\n  %pre = load i32, ptr addrspace(1) %ht\n  store i32 1, ptr addrspace(1) %g\n  store i32 1, ptr addrspace(3) %l\n  call void @llvm.amdgcn.s.sleep(i32 1)\n{body}  call void @llvm.amdgcn.s.sleep(i32 2)\n{tail}  store i32 %pre, ptr addrspace(1) %ht\n  ret void\n}}\n"
        )
    };
    let base = Access {
        op: MemOp::Load,
        order: Order::NotAtomic,
        scope: Scope::System,
        one_as: false,
        space: Space::Global,
        volatile: false,
        nontemporal: false,
        rtn: false,
    };
    for (space, sp, as_num) in spaces {
        let p = format!("ptr addrspace({as_num})");
        for (ord, order) in ORDERS {
            for (sname, scope) in SCOPES {
                for one_as in [false, true] {
                    let ss = llvm_scope(sname, one_as);
                    for kind in [Kind::Load, Kind::Store, Kind::Rmw, Kind::RmwRet] {
                        if kind == Kind::Load && matches!(ord, "release" | "acq_rel") {
                            continue;
                        }
                        if kind == Kind::Store && matches!(ord, "acquire" | "acq_rel") {
                            continue;
                        }
                        let name = format!(
                            "{kind:?}_{space}_{ord}_{sname}{}",
                            if one_as { "_one_as" } else { "" }
                        )
                        .to_lowercase();
                        let (body, tail, op, rtn) = match kind {
                            Kind::Load => (
                                format!("  %r = load atomic i32, {p} %pt{ss} {ord}, align 4\n"),
                                "  store i32 %r, ptr addrspace(1) %g\n",
                                MemOp::Load,
                                false,
                            ),
                            Kind::Store => (
                                format!("  store atomic i32 %v, {p} %pt{ss} {ord}, align 4\n"),
                                "",
                                MemOp::Store,
                                false,
                            ),
                            Kind::Rmw => (
                                format!("  %r = atomicrmw add {p} %pt, i32 %v{ss} {ord}\n"),
                                "",
                                MemOp::Rmw,
                                false,
                            ),
                            _ => (
                                format!("  %r = atomicrmw add {p} %pt, i32 %v{ss} {ord}\n"),
                                "  store i32 %r, ptr addrspace(1) %g\n",
                                MemOp::Rmw,
                                true,
                            ),
                        };
                        let access = Access {
                            op,
                            order,
                            scope,
                            one_as,
                            space: sp,
                            rtn,
                            ..base
                        };
                        let llvm = kernel(&name, &p, &body, tail);
                        out.push(Case { name, access, llvm });
                    }
                }
            }
        }
    }
    for (ord, order) in &ORDERS[1..] {
        for (sname, scope) in SCOPES {
            for one_as in [false, true] {
                let name = format!("fence_{ord}_{sname}{}", if one_as { "_one_as" } else { "" });
                let body = format!("  fence{} {ord}\n", llvm_scope(sname, one_as));
                let access = Access {
                    op: MemOp::Fence,
                    order: *order,
                    scope,
                    one_as,
                    ..base
                };
                let llvm = kernel(&name, "ptr addrspace(1)", &body, "");
                out.push(Case { name, access, llvm });
            }
        }
    }
    for (what, md) in [
        ("plain", (false, false)),
        ("volatile", (true, false)),
        ("nontemporal", (false, true)),
    ] {
        // LDS has only the plain row.
        let n = if what == "plain" { 3 } else { 2 };
        for (space, sp, as_num) in &spaces[..n] {
            let p = format!("ptr addrspace({as_num})");
            let vol = if md.0 { " volatile" } else { "" };
            let nt = if md.1 { ", !nontemporal !0" } else { "" };
            for (op, body, tail) in [
                (
                    MemOp::Load,
                    format!("  %r = load{vol} i32, {p} %pt, align 4{nt}\n"),
                    "  store i32 %r, ptr addrspace(1) %g\n",
                ),
                (
                    MemOp::Store,
                    format!("  store{vol} i32 %v, {p} %pt, align 4{nt}\n"),
                    "",
                ),
            ] {
                let name = format!("plain_{op:?}_{space}_{what}").to_lowercase();
                let access = Access {
                    op,
                    space: *sp,
                    volatile: md.0,
                    nontemporal: md.1,
                    ..base
                };
                let llvm = kernel(&name, &p, &body, tail);
                out.push(Case { name, access, llvm });
            }
        }
    }
    out
}

/// The counters the reduction tracks: loadcnt, storecnt, dscnt.
#[derive(Clone, Copy, Default)]
struct Busy {
    load: u32,
    store: u32,
    ds: u32,
}

impl Busy {
    fn show(self) -> String {
        let z = |c: u32| if c == 0 { "=0" } else { ">0" };
        format!(
            "[load{} store{} ds{}]",
            z(self.load),
            z(self.store),
            z(self.ds)
        )
    }
}

/// The `th:`/`scope:` bits as numbers (what [`CachePolicy::th`] and
/// [`CachePolicy::scope`] give), atomic-return hint excluded.
fn bits_text(th: u8, scope: u8) -> String {
    format!("th={th} scope={scope}")
}

/// A GFX12 mnemonic reduced to its class: `global_load`, `flat_store`,
/// `ds_atomic`, `global_inv`, ...
fn class(m: &str) -> Option<String> {
    let (unit, rest) = m.split_once('_')?;
    if !matches!(unit, "global" | "flat" | "ds" | "buffer" | "scratch") {
        return None;
    }
    if matches!(m, "global_inv" | "global_wb" | "global_wbinv") {
        return Some(m.to_string());
    }
    let kind = if rest.starts_with("load") {
        "load"
    } else if rest.starts_with("store") {
        "store"
    } else {
        "atomic"
    };
    Some(format!("{unit}_{kind}"))
}

/// llc's instruction lines between the two markers, reduced.
fn reduce_llc(lines: &[String]) -> Vec<String> {
    let mut b = Busy {
        load: 1,
        store: 1,
        ds: 1,
    };
    let mut out = Vec::new();
    let mut on = false;
    for l in lines {
        let mut words = l.split_whitespace();
        let m = words.next().unwrap_or("");
        let args: Vec<&str> = words.collect();
        if m == "s_sleep" {
            if on {
                out.push(format!("end {}", b.show()));
                return out;
            }
            on = true;
            continue;
        }
        if !on {
            continue;
        }
        let num = |s: &str| {
            let s = s.trim_end_matches(',');
            s.strip_prefix("0x")
                .map(|h| u32::from_str_radix(h, 16).unwrap())
                .unwrap_or_else(|| s.parse().unwrap())
        };
        match m {
            "s_wait_loadcnt" => b.load = b.load.min(num(args[0])),
            "s_wait_storecnt" => b.store = b.store.min(num(args[0])),
            "s_wait_dscnt" => b.ds = b.ds.min(num(args[0])),
            "s_wait_loadcnt_dscnt" => {
                let n = num(args[0]);
                b.load = b.load.min(n >> 8 & 63);
                b.ds = b.ds.min(n & 63);
            }
            "s_wait_storecnt_dscnt" => {
                let n = num(args[0]);
                b.store = b.store.min(n >> 8 & 63);
                b.ds = b.ds.min(n & 63);
            }
            _ => {}
        }
        let Some(c) = class(m) else { continue };
        let (mut th, mut scope, mut ret) = (0u8, 0u8, false);
        for a in &args {
            if let Some(s) = a.strip_prefix("scope:SCOPE_") {
                scope = match s {
                    "CU" => 0,
                    "SE" => 1,
                    "DEV" => 2,
                    "SYS" => 3,
                    o => panic!("scope {o}"),
                };
            }
            if let Some(t) = a.strip_prefix("th:TH_") {
                match t {
                    "ATOMIC_RETURN" => ret = true,
                    "LOAD_NT" | "STORE_NT" => th = 1,
                    o => panic!("th {o} in `{l}`"),
                }
            }
        }
        out.push(format!("{c} {} {}", bits_text(th, scope), b.show()));
        match c.as_str() {
            "global_inv" => b.load += 1,
            "global_wb" => b.store += 1,
            _ if c.starts_with("ds_") => b.ds += 1,
            _ => {
                let loads = c.ends_with("_load") || ret;
                if loads {
                    b.load += 1;
                } else {
                    b.store += 1;
                }
                if c.starts_with("flat_") {
                    b.ds += 1;
                }
            }
        }
    }
    panic!("markers missing in {lines:?}")
}

/// agc's sequence for `c`, reduced as llc's output is.
fn reduce_agc(c: &Case, seq: &Sequence) -> Vec<String> {
    let mut b = Busy {
        load: 1,
        store: 1,
        ds: 1,
    };
    let mut out = Vec::new();
    let a = &c.access;
    let step = |s: &Step, b: &mut Busy, out: &mut Vec<String>| match *s {
        Step::WaitSplit(set) => {
            if set.has(WaitCounter::Load) {
                b.load = 0;
            }
            if set.has(WaitCounter::Store) {
                b.store = 0;
            }
            if set.has(WaitCounter::Ds) {
                b.ds = 0;
            }
        }
        Step::GlobalInv(p) => {
            out.push(format!(
                "global_inv {} {}",
                bits_text(p.th(), p.scope()),
                b.show()
            ));
            b.load += 1;
        }
        Step::GlobalWb(p) => {
            out.push(format!(
                "global_wb {} {}",
                bits_text(p.th(), p.scope()),
                b.show()
            ));
            b.store += 1;
        }
        ref o => panic!("{}: a step GFX12 does not have: {o:?}", c.name),
    };
    for s in &seq.before {
        step(s, &mut b, &mut out);
    }
    if a.op != MemOp::Fence {
        let unit = match a.space {
            Space::Global => "global",
            Space::Generic => "flat",
            _ => "ds",
        };
        let kind = match a.op {
            MemOp::Load => "load",
            MemOp::Store => "store",
            _ => "atomic",
        };
        // DS instructions have no cache bits.
        let bits = if unit == "ds" {
            CachePolicy::default()
        } else {
            seq.bits
        };
        out.push(format!(
            "{unit}_{kind} {} {}",
            bits_text(bits.th(), bits.scope()),
            b.show()
        ));
        if unit == "ds" {
            b.ds += 1;
        } else {
            if a.op == MemOp::Load || a.op == MemOp::Rmw && a.rtn {
                b.load += 1;
            } else {
                b.store += 1;
            }
            if unit == "flat" {
                b.ds += 1;
            }
        }
    }
    for s in &seq.after {
        step(s, &mut b, &mut out);
    }
    out.push(format!("end {}", b.show()));
    out
}

/// Kernel name → its instruction lines, from llc's assembly.
fn split_kernels(asm: &str) -> Vec<(String, Vec<String>)> {
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    for l in asm.lines() {
        let l = l.split(';').next().unwrap_or("");
        let t = l.trim();
        if let Some(name) = t.strip_suffix(':').filter(|_| !l.starts_with(['\t', ' '])) {
            if !name.starts_with('.') && !name.contains(' ') {
                out.push((name.to_string(), Vec::new()));
                continue;
            }
        }
        if t.is_empty() || t.starts_with(['.', ';']) {
            continue;
        }
        if let Some(k) = out.last_mut() {
            k.1.push(t.to_string());
        }
    }
    out
}

/// Differences with a reason (docs/memory-model.md): a predicate on
/// (case name, CU mode) and the reason.
#[allow(clippy::type_complexity)]
const EXPLAINED: &[(&str, fn(&str, bool) -> bool)] = &[
    (
        "seq_cst with a one-address-space scope: table 84 generates every instruction for seq_cst even for OpenCL (its seq_cst rows: \"except that all instructions must be generated even for OpenCL\"); llc-22 drops the cross-address-space s_wait_dscnt",
        |n, _| n.contains("seq_cst") && n.ends_with("_one_as"),
    ),
    (
        "seq_cst load at workgroup scope on global or flat memory in CU mode: llc-22 also waits loadcnt for the loaded value right after it; table 84's row is the load acquire row, which omits that wait in CU mode (the value is waited for by its first use, and a later seq_cst access's prefix waits loadcnt anyway)",
        |n, cu| cu && (n == "load_global_seq_cst_workgroup" || n == "load_flat_seq_cst_workgroup"),
    ),
];

#[test]
fn tables_83_84_agree_with_llc_22() {
    let llc = agc_tests::llvm_tool("llc");
    let cases = cases();
    let mut ll: String = cases.iter().map(|c| c.llvm.as_str()).collect();
    ll.push_str("declare i32 @llvm.amdgcn.workitem.id.x()\ndeclare void @llvm.amdgcn.s.sleep(i32)\n!0 = !{i32 1}\n");
    let dir = agc_tests::scratch_dir("agc-gfx12-mm-");
    let path = dir.path().join("cells.ll");
    std::fs::write(&path, &ll).unwrap();
    let mut unexplained = Vec::new();
    let mut used = vec![false; EXPLAINED.len()];
    let mut compared = 0;
    for p in [Processor::Gfx1200, Processor::Gfx1201] {
        for cumode in [false, true] {
            let o = Command::new(&llc)
                .args([
                    "-mtriple=amdgcn-amd-amdhsa",
                    &format!("-mcpu={}", p.name()),
                    "-O2",
                    "-amdgpu-atomic-optimizer-strategy=None",
                    if cumode {
                        "-mattr=+cumode"
                    } else {
                        "-mattr=-cumode"
                    },
                    "-o",
                    "-",
                ])
                .arg(&path)
                .output()
                .expect("run llc");
            assert!(
                o.status.success(),
                "llc failed: {}",
                String::from_utf8_lossy(&o.stderr)
            );
            let kernels = split_kernels(&String::from_utf8_lossy(&o.stdout));
            let v = Variant {
                tgsplit: false,
                xnack: false,
                cumode,
            };
            for c in &cases {
                let lines = &kernels
                    .iter()
                    .find(|k| k.0 == c.name)
                    .unwrap_or_else(|| panic!("llc lacks {}", c.name))
                    .1;
                let seq = lookup(p, c.access, v).unwrap_or_else(|e| panic!("{}: {e}", c.name));
                let (ours, theirs) = (reduce_agc(c, &seq), reduce_llc(lines));
                compared += 1;
                if ours == theirs {
                    continue;
                }
                if let Some(i) = EXPLAINED.iter().position(|(_, f)| f(&c.name, cumode)) {
                    used[i] = true;
                } else {
                    unexplained.push(format!(
                        "{p} cumode={cumode} {}:\n  agc: {}\n  llc: {}",
                        c.name,
                        ours.join(" | "),
                        theirs.join(" | ")
                    ));
                }
            }
        }
    }
    assert!(compared > 1000, "only {compared} cells compared");
    for (i, (why, _)) in EXPLAINED.iter().enumerate() {
        assert!(used[i], "explanation no longer needed, remove it: {why}");
    }
    assert!(
        unexplained.is_empty(),
        "{} of {compared} cells differ from llc-22 without an explanation:\n{}",
        unexplained.len(),
        unexplained.join("\n")
    );
}

/// Every row of table 84 is reached by a cell of the matrix above, so
/// the llc-22 comparison covers each (oracle: the row set itself, via
/// `find_row`).
#[test]
fn every_table_84_row_is_compared() {
    use agc_memmodel::model::{find_row, normalize, Generation};
    let table = Generation::Gfx12.table();
    let mut hit = vec![false; table.len()];
    for c in cases() {
        let r = find_row(table, &normalize(c.access)).unwrap();
        hit[table.iter().position(|x| core::ptr::eq(x, r)).unwrap()] = true;
    }
    let missed: Vec<usize> = (0..table.len()).filter(|&i| !hit[i]).collect();
    assert!(
        missed.is_empty(),
        "table 84 rows no cell reaches: {missed:?}"
    );
}
