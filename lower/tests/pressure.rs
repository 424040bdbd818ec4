//! Register pressure of EXEC-mask code must not grow with the number of
//! divergent joins.
//!
//! Regression: the value a join's parameter variable holds before its
//! first merge is undefined, and SSA construction used to make that
//! undefined value in the entry block, so every join's variable was live
//! from the entry to its first merge, all at once: a kernel with a
//! divergent branch every 64 instructions ran out of VGPRs (E0203) at
//! about 1,000 instructions. Oracle: a backward liveness fixed point over
//! the selected MIR (independent of the selector), compared between a
//! kernel with 4 and one with 48 diamonds of the same shape.

use agc_isa::mir::{MFunction, MOperand};
use agc_isa::processors::Processor;
use agc_isa::regs::RegFile;

/// A chain of arithmetic with `diamonds` divergent if/else joins.
fn kernel(diamonds: usize) -> String {
    let mut s = String::from(
        "kernel @k(%in: ptr.global, %out: ptr.global) {\nentry:\n    %tid = workitem_id x\n    %i = zext.i64 %tid\n    %two = iconst.i64 2\n    %off = shl %i, %two\n    %pin = ptradd %in, %off\n    %x0 = load.i32 %pin, align 4\n    %y0 = iadd %x0, %x0\n",
    );
    for d in 0..diamonds {
        let (x, y) = (format!("%x{d}"), format!("%y{d}"));
        s += &format!("    %k{d} = iconst.i32 {}\n", 1000 + d);
        s += &format!("    %a{d} = iadd {x}, %k{d}\n    %b{d} = xor %a{d}, {y}\n");
        s += &format!(
            "    %m{d} = iconst.i32 {}\n    %c{d} = and %b{d}, %m{d}\n",
            1 << (d % 8)
        );
        s += &format!("    %z{d} = iconst.i32 0\n    %t{d} = icmp ne %c{d}, %z{d}\n");
        s += &format!("    brif %t{d}, then{d}, else{d}\n");
        s += &format!("then{d}:\n    %p{d} = iadd %b{d}, %a{d}\n    br join{d}(%p{d})\n");
        s += &format!("else{d}:\n    %q{d} = imul %b{d}, %k{d}\n    br join{d}(%q{d})\n");
        s += &format!(
            "join{d}(%x{}: i32):\n    %y{} = iadd %x{}, %b{d}\n",
            d + 1,
            d + 1,
            d + 1
        );
    }
    s += &format!(
        "    %pout = ptradd %out, %off\n    store %y{diamonds}, %pout, align 4\n    ret\n}}\n"
    );
    s
}

/// The most VGPR vregs live at once anywhere in `f`.
fn peak_vgprs(f: &MFunction) -> usize {
    let n = f.vregs.len();
    let is_v = |v: agc_isa::mir::VReg| f.vreg_data(v).file == RegFile::Vgpr;
    let mut live_in = vec![vec![false; n]; f.blocks.len()];
    let live_out = |live_in: &Vec<Vec<bool>>, b: usize| {
        let mut out = vec![false; n];
        for e in f.blocks[b].term.successors() {
            let s = e.block.index();
            for (v, &l) in live_in[s].iter().enumerate() {
                out[v] |= l;
            }
            for p in &f.blocks[s].params {
                out[p.index()] = false;
            }
            for a in &e.args {
                out[a.index()] = true;
            }
        }
        out
    };
    // Walks block `b` backwards from its live-out set; returns its live-in
    // and the peak count of live VGPR vregs.
    let walk = |b: usize, mut live: Vec<bool>| {
        let count = |live: &Vec<bool>| {
            (0..n)
                .filter(|&v| live[v] && is_v(agc_isa::mir::VReg(v as u32)))
                .count()
        };
        let mut peak = count(&live);
        for inst in f.blocks[b].insts.iter().rev() {
            for (i, o) in inst.operands.iter().enumerate() {
                if let (true, Some(v)) = (inst.is_def(i), o.vreg()) {
                    live[v.index()] = false;
                }
            }
            for (i, o) in inst.operands.iter().enumerate() {
                if let (true, Some(v)) = (inst.is_use(i), o.vreg()) {
                    if matches!(o, MOperand::VReg { .. } | MOperand::Fixed { .. }) {
                        live[v.index()] = true;
                    }
                }
            }
            peak = peak.max(count(&live));
        }
        for p in &f.blocks[b].params {
            live[p.index()] = false;
        }
        (live, peak)
    };
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..f.blocks.len()).rev() {
            let (li, _) = walk(b, live_out(&live_in, b));
            if li != live_in[b] {
                live_in[b] = li;
                changed = true;
            }
        }
    }
    (0..f.blocks.len())
        .map(|b| walk(b, live_out(&live_in, b)).1)
        .max()
        .unwrap_or(0)
}

fn peak_for(diamonds: usize) -> usize {
    let m = agc_ir::parse_module(&kernel(diamonds)).unwrap();
    let (_, func) = m.functions.iter().next().unwrap();
    let k = agc_lower::lower_kernel(&m, func, Processor::Gfx942).unwrap();
    peak_vgprs(&k.mir)
}

#[test]
fn vgpr_pressure_does_not_grow_with_divergent_joins() {
    let (few, many) = (peak_for(4), peak_for(48));
    assert!(
        many <= few + 1,
        "peak live VGPRs: {few} with 4 joins, {many} with 48"
    );
    assert!(many <= 12, "peak live VGPRs with 48 joins: {many}");
}
