//! Lowers every example kernel for every GFX9 processor and checks the MIR
//! is well formed: SSA (one def per vreg), every use defined, operand
//! counts matching the isa table rows, edge arguments matching block
//! parameters. Execution correctness is checked end to end by the
//! simulator tests of the `agc` crate; this test catches malformed MIR at
//! the stage that produced it.

use agc_isa::mir::{MFunction, MOpcode, MOperand, Pseudo};
use agc_isa::processors::Processor;

fn check_ssa(f: &MFunction) -> Result<(), String> {
    let mut defs = vec![0u32; f.vregs.len()];
    for b in &f.blocks {
        for &p in &b.params {
            defs[p.index()] += 1;
        }
        for inst in &b.insts {
            if let MOpcode::Real(op) = inst.opcode {
                let n = op.info().operands.len();
                if inst.operands.len() != n {
                    return Err(format!(
                        "{}: {} operands, row has {n}",
                        op.name(),
                        inst.operands.len()
                    ));
                }
            }
            for (i, o) in inst.operands.iter().enumerate() {
                if inst.is_def(i) {
                    if let Some(v) = o.vreg() {
                        defs[v.index()] += 1;
                        if let MOperand::VReg { offset, dwords, .. } = o {
                            let w = f.vreg_data(v).dwords;
                            if *offset != 0 || *dwords != w {
                                return Err(format!(
                                    "partial def of %{} in {:?}",
                                    v.0, inst.opcode
                                ));
                            }
                        }
                    }
                }
            }
            if inst.opcode == MOpcode::Pseudo(Pseudo::Entry) {
                assert!(inst
                    .operands
                    .iter()
                    .all(|o| matches!(o, MOperand::Fixed { .. })));
            }
        }
    }
    for (i, &d) in defs.iter().enumerate() {
        if d > 1 {
            return Err(format!("%{i} defined {d} times"));
        }
    }
    for b in &f.blocks {
        for inst in &b.insts {
            for (i, o) in inst.operands.iter().enumerate() {
                if inst.is_use(i) {
                    if let Some(v) = o.vreg() {
                        if defs[v.index()] == 0 {
                            return Err(format!("%{} used but never defined", v.0));
                        }
                    }
                }
            }
        }
        for e in b.term.successors() {
            let params = &f.blocks[e.block.index()].params;
            if params.len() != e.args.len() {
                return Err(format!(
                    "edge to bb{}: {} args for {} params",
                    e.block.0,
                    e.args.len(),
                    params.len()
                ));
            }
            for a in &e.args {
                if defs[a.index()] == 0 {
                    return Err(format!("edge argument %{} never defined", a.0));
                }
            }
        }
    }
    Ok(())
}

#[test]
fn examples_lower_to_well_formed_mir() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples");
    let mut count = 0;
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    paths.sort();
    for path in paths {
        if path.extension().and_then(|e| e.to_str()) != Some("agc") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for opt in [0u8, 2] {
            let mut m = agc_ir::parse_module(&text).unwrap();
            agc_ir::passes::run_default(&mut m, opt);
            for p in Processor::codegen() {
                for (_, func) in m.functions.iter() {
                    let k = agc_lower::lower_kernel(&m, func, p)
                        .unwrap_or_else(|e| panic!("{}: {}: {e}", path.display(), func.name));
                    if let Err(e) = check_ssa(&k.mir) {
                        panic!(
                            "{} -O{opt} {:?}: {e}\n{}",
                            path.display(),
                            p,
                            agc_isa::mir::print_function(&k.mir)
                        );
                    }
                    count += 1;
                }
            }
        }
    }
    assert!(count >= 6 * 2 * 6, "lowered {count} kernels");
}

/// Prints the MIR of one example (run with `--nocapture` to read it).
#[test]
fn vadd_mir_shape() {
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/vadd.agc"))
            .unwrap();
    let mut m = agc_ir::parse_module(&text).unwrap();
    agc_ir::passes::run_default(&mut m, 2);
    let (_, func) = m.functions.iter().next().unwrap();
    let k = agc_lower::lower_kernel(&m, func, Processor::Gfx942).unwrap();
    let text = agc_isa::mir::print_function(&k.mir);
    println!("{text}");
    // The bounds check is divergent: EXEC-mask code, the compare into VCC
    // and EXEC narrowed with one s_and_saveexec_b64; nothing restores EXEC
    // before the end.
    assert!(text.contains("v_cmp_gt_i32 vcc"), "{text}");
    assert!(text.contains("s_and_saveexec_b64"), "{text}");
    assert!(!text.contains("s_or_b64"), "{text}");
    assert!(text.contains("s_cbranch_execz"), "{text}");
    assert!(text.contains("global_load_dword"), "{text}");
    assert!(text.contains("global_store_dword"), "{text}");
    assert!(text.contains("v_add_f32"), "{text}");
}
