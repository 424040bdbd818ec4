//! Oracle test for the instruction forms GFX10+ wave operations emit,
//! against `llvm-mc` from LLVM 22.
//!
//! `wave_reduce` on GFX10+ (lower/src/isel/wave.rs) runs the in-row DPP16
//! steps (quad_perm:[1,0,3,2], quad_perm:[2,3,0,1], row_ror:4, row_ror:8,
//! bound_ctrl) on every reduction's VOP2 row and on `v_mov_b32` (64-bit
//! steps), then `v_permlanex16_b32` with inline lane selects 0 and, in
//! wave64, `v_permlane64_b32`, and reads the last lane with
//! `v_readlane_b32` (31 or 63); a wave64 `shuffle` adds `ds_bpermute_b32`
//! on the swapped copy. The table's representative rows
//! (`llvm_mc_oracle.rs`) take other operands; here each of these exact
//! forms, on every GFX10 and GFX11 processor in wave32 and wave64 (but
//! `v_permlane64_b32` on GFX10, which lacks it), must be accepted
//! by llvm-mc with our text, assemble to our encoder's bytes, and decode
//! back (our decoder) to an instruction that prints and encodes the same.
//! The DPP16 controls GFX10+ adds (row_share, row_xmask) and GFX9's that
//! it lacks (row_bcast, wave shifts) are checked both ways against
//! [`agc_isa::encode::dpp_ctrl_ok`].

mod common;
use agc_isa::decode::decode_wave;
use agc_isa::encode::{dpp_ctrl_ok, encode};
use agc_isa::insts::Opcode;
use agc_isa::minst::{Dpp, MInst, Modifiers, Operand};
use agc_isa::print::print;
use agc_isa::processors::{Generation, Processor};
use agc_isa::regs::Reg;

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// The VOP2 rows of the reductions (wave.rs `REDUCE`) and `v_mov_b32`.
const DPP_ROWS: [Opcode; 11] = [
    Opcode::VAddU32,
    Opcode::VAndB32,
    Opcode::VOrB32,
    Opcode::VXorB32,
    Opcode::VMinI32,
    Opcode::VMaxI32,
    Opcode::VMinU32,
    Opcode::VMaxU32,
    Opcode::VAddF32,
    Opcode::VMinF32,
    Opcode::VMaxF32,
];

fn dpp(ctrl: u16) -> Modifiers {
    Modifiers {
        dpp: Some(Dpp {
            ctrl,
            row_mask: 0xf,
            bank_mask: 0xf,
            bound_ctrl: true,
        }),
        ..Modifiers::default()
    }
}

fn forms(wave: u8) -> Vec<MInst> {
    let v = |n| Operand::Reg(Reg::v(n));
    let mut out = Vec::new();
    // The in-row steps of the reduction.
    for ctrl in [0xb1, 0x4e, 0x124, 0x128] {
        for op in DPP_ROWS {
            out.push(MInst::new(op, &[v(1), v(2), v(2)]).with_mods(dpp(ctrl)));
        }
        out.push(MInst::new(Opcode::VMovB32, &[v(3), v(4)]).with_mods(dpp(ctrl)));
    }
    out.push(MInst::new(
        Opcode::VPermlanex16B32,
        &[v(5), v(6), Operand::int(0), Operand::int(0)],
    ));
    out.push(MInst::new(
        Opcode::VPermlanex16B32,
        &[v(5), v(6), Operand::Reg(Reg::s(2)), Operand::Reg(Reg::s(3))],
    ));
    out.push(MInst::new(Opcode::VPermlane64B32, &[v(7), v(8)]));
    out.push(MInst::new(
        Opcode::VReadlaneB32,
        &[
            Operand::Reg(Reg::s(4)),
            v(9),
            Operand::int(i32::from(wave) - 1),
        ],
    ));
    out.push(MInst::new(Opcode::DsBpermuteB32, &[v(10), v(11), v(12)]));
    out
}

#[test]
fn gfx11_wave_op_forms_match_llvm_mc() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for p in Processor::ALL
        .into_iter()
        .filter(|p| matches!(p.info().generation, Generation::Gfx10 | Generation::Gfx11))
    {
        for &wave in p.info().wave_sizes {
            // GFX10 has no `v_permlane64_b32` (its wave64 reductions are
            // yet to be lowered); every other form is the same.
            let insts: Vec<MInst> = forms(wave)
                .into_iter()
                .filter(|i| i.opcode.info().avail.contains(p))
                .collect();
            let texts: Vec<String> = insts.iter().map(|i| print(i, p)).collect();
            let run = common::llvm_mc_wave(p, wave, &texts);
            for (k, inst) in insts.iter().enumerate() {
                let tag = format!("{p} wave{wave}: `{}`", texts[k]);
                let Some((ltext, lbytes)) = run.results[k].clone() else {
                    failures.push(format!(
                        "{tag}: llvm-mc rejects it: {:?}",
                        run.rejected.get(&k)
                    ));
                    continue;
                };
                let mut ours = Vec::new();
                if let Err(e) = encode(inst, p, &mut ours) {
                    failures.push(format!("{tag}: our encoder: {e}"));
                    continue;
                }
                if ours != lbytes {
                    failures.push(format!(
                        "{tag}: ours {} llvm-mc {}",
                        hex(&ours),
                        hex(&lbytes)
                    ));
                }
                if ltext != texts[k] {
                    failures.push(format!("{tag}: llvm-mc prints `{ltext}`"));
                }
                match decode_wave(&lbytes, p, wave) {
                    Ok((d, n)) => {
                        let mut re = Vec::new();
                        let r = encode(&d, p, &mut re);
                        if n != lbytes.len() || r.is_err() || re != lbytes || print(&d, p) != ltext
                        {
                            failures.push(format!("{tag}: decodes to `{}` {r:?}", print(&d, p)));
                        }
                    }
                    Err(e) => failures.push(format!("{tag}: decode: {e}")),
                }
                checked += 1;
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked >= (9 + 13) * 2 * 50, "only {checked} forms checked");
}

/// `dpp_ctrl_ok` against llvm-mc: on gfx1100, gfx1010, gfx1030 and
/// gfx900, `v_mov_b32_dpp`
/// with every control agc knows is accepted exactly when the table says
/// the processor has it.
#[test]
fn dpp_controls_per_processor_match_llvm_mc() {
    let v = |n| Operand::Reg(Reg::v(n));
    let ctrls: Vec<u16> = [0x1b, 0x101, 0x111, 0x121, 0x130, 0x134, 0x138, 0x13c]
        .into_iter()
        .chain([0x140, 0x141, 0x142, 0x143, 0x150, 0x15f, 0x160, 0x16f])
        .collect();
    let mut failures = Vec::new();
    for p in [
        Processor::Gfx1100,
        Processor::Gfx1010,
        Processor::Gfx1030,
        Processor::Gfx900,
    ] {
        let insts: Vec<MInst> = ctrls
            .iter()
            .map(|&c| MInst::new(Opcode::VMovB32, &[v(1), v(2)]).with_mods(dpp(c)))
            .collect();
        let texts: Vec<String> = insts.iter().map(|i| print(i, p)).collect();
        let run = common::llvm_mc(p, &texts);
        for (k, &c) in ctrls.iter().enumerate() {
            let accepted = run.results[k].is_some();
            if accepted != dpp_ctrl_ok(p, c) {
                failures.push(format!(
                    "{p}: `{}`: llvm-mc accepts it: {accepted}, dpp_ctrl_ok: {}",
                    texts[k],
                    dpp_ctrl_ok(p, c)
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
