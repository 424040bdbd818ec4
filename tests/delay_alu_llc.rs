//! `s_delay_alu` placement against llc-22 on llc's own instruction
//! streams.
//!
//! agc's and llc's code for a kernel differ, so their delays cannot be
//! compared instruction by instruction. Instead each example kernel is
//! exported to LLVM IR (`--emit llvm-ir`), compiled by llc-22 -O3 for
//! gfx1100 (wave32 and wave64, VOPD off so that every instruction is one
//! machine instruction), and the code object's `.text` decoded by agc's
//! decoder. llc's `s_delay_alu`s are taken out (remembering where each
//! stood and its immediate), the stream is cut into blocks at branches and
//! branch targets, and agc's pass (`agc_memmodel::insert_delay_alu`) runs
//! on it. Oracle: llc-22's delays. The test asserts that at least 90% of
//! llc's delays are reproduced exactly (same place, same immediate; 2060
//! of 2223 over 94 streams when written) and that agc places no more than
//! 5% more in all, and prints the differences. Kernels llc cannot compile
//! for gfx1100 (MFMA) or whose code uses instructions agc's table lacks
//! are skipped, and counted.
//!
//! Known divergences, left for later: llc issues `v_readlane_b32` and
//! `v_mad_u64_u32` as more than one cycle and does not count the latter
//! as a VALU for older results; where an SALU wait could join the
//! previous single delay llc sometimes starts a new one instead.

use agc_isa::decode::decode_wave;
use agc_isa::insts::Opcode;
use agc_isa::minst::{MInst, Operand};
use agc_isa::mir::{ends_flow, Block};
use agc_isa::processors::Processor;
use agc_isa::target::Target;
use std::path::Path;
use std::process::Command;

/// Runs `cmd`; whether it succeeded (a missing tool fails the test).
fn run(cmd: &mut Command) -> bool {
    let out = cmd.output().unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
    out.status.success()
}

/// `(index of the instruction it precedes, immediate)` of every delay,
/// over a stream without them.
type Delays = Vec<(usize, i32)>;

/// Splits `insts` into blocks (leaders: branch targets and what follows a
/// branch or an end of flow), branch operands rewritten to block indices.
/// Returns the blocks and, per block, the index of its first instruction.
fn blocks_of(insts: &[MInst], offsets: &[usize]) -> (Vec<Block>, Vec<usize>) {
    let at = |off: usize| offsets.iter().position(|&o| o == off);
    let target = |i: usize| -> Option<usize> {
        let inst = &insts[i];
        let label = inst
            .opcode
            .info()
            .operands
            .iter()
            .position(|o| o.kind == agc_isa::insts::OpKind::Label)?;
        let Some(Operand::Imm(k)) = inst.operands.get(label) else {
            return None;
        };
        let next = offsets[i] as i64 + 4;
        at((next + 4 * *k as i64) as usize)
    };
    let mut leader = vec![false; insts.len() + 1];
    leader[0] = true;
    for i in 0..insts.len() {
        if let Some(t) = target(i) {
            leader[t] = true;
            leader[i + 1] = true;
        }
        if ends_flow(&insts[i]) {
            leader[i + 1] = true;
        }
    }
    let starts: Vec<usize> = (0..insts.len()).filter(|&i| leader[i]).collect();
    let block_of = |i: usize| starts.iter().rposition(|&s| s <= i).unwrap();
    let mut blocks = Vec::new();
    for (b, &s) in starts.iter().enumerate() {
        let e = starts.get(b + 1).copied().unwrap_or(insts.len());
        let mut body: Vec<MInst> = insts[s..e].to_vec();
        for (j, inst) in body.iter_mut().enumerate() {
            if let Some(t) = target(s + j) {
                let slot = inst
                    .opcode
                    .info()
                    .operands
                    .iter()
                    .position(|o| o.kind == agc_isa::insts::OpKind::Label)
                    .unwrap();
                inst.operands[slot] = Operand::Imm(block_of(t) as i32);
            }
        }
        blocks.push(Block::new(body));
    }
    (blocks, starts)
}

/// llc's code for `example`, decoded: the stream without delays, their
/// byte offsets, and llc's delays; `None` when the kernel has no GFX11
/// form (agc's export or llc rejects it: MFMA, say) or llc used an
/// instruction agc's table does not have.
fn llc_stream(example: &Path, wave64: bool) -> Option<(Vec<MInst>, Vec<usize>, Delays)> {
    let dir = agc_tests::scratch_dir("agc-delay-alu-");
    let (ll, obj, text) = (
        dir.path().join("k.ll"),
        dir.path().join("k.o"),
        dir.path().join("k.text"),
    );
    let mut agc = Command::new(env!("CARGO_BIN_EXE_agc"));
    agc.args(["-Z", "unstable-targets", "-C", "target-cpu=gfx1100", "-O2"]);
    if wave64 {
        agc.args(["-C", "target-feature=+wavefrontsize64"]);
    }
    if !run(agc.args(["--emit", "llvm-ir", "-o"]).arg(&ll).arg(example)) {
        return None;
    }
    let mut llc = Command::new(agc_tests::llvm_tool("llc"));
    llc.args([
        "-O3",
        "-mtriple=amdgcn-amd-amdhsa",
        "-mcpu=gfx1100",
        "-amdgpu-enable-vopd=0",
        "-filetype=obj",
    ]);
    if wave64 {
        llc.arg("-mattr=+wavefrontsize64");
    }
    if !run(llc.arg(&ll).arg("-o").arg(&obj)) {
        return None;
    }
    assert!(run(Command::new(agc_tests::llvm_tool("llvm-objcopy"))
        .arg(format!("--dump-section=.text={}", text.display()))
        .arg(&obj)));
    let bytes = std::fs::read(&text).unwrap();
    let wave = if wave64 { 64 } else { 32 };
    let (mut insts, mut offsets, mut delays) = (Vec::new(), Vec::new(), Vec::new());
    let mut off = 0;
    while off + 4 <= bytes.len() {
        let (inst, n) = decode_wave(&bytes[off..], Processor::Gfx1100, wave).ok()?;
        if inst.opcode == Opcode::SDelayAlu {
            let Some(Operand::Imm(v)) = inst.operands.first() else {
                panic!("s_delay_alu without immediate")
            };
            delays.push((insts.len(), *v));
        } else {
            insts.push(inst);
            offsets.push(off);
        }
        off += n;
    }
    Some((insts, offsets, delays))
}

/// agc's delays on the stream.
fn agc_delays(insts: &[MInst], offsets: &[usize], wave64: bool) -> Delays {
    let (mut blocks, starts) = blocks_of(insts, offsets);
    let mut target = Target::from(Processor::Gfx1100);
    if wave64 {
        target.set_feature("wavefrontsize64", true).unwrap();
    }
    agc_memmodel::insert_delay_alu(&mut blocks, &target);
    let mut out = Vec::new();
    for (b, blk) in blocks.iter().enumerate() {
        let mut k = starts[b];
        for inst in &blk.insts {
            if inst.opcode == Opcode::SDelayAlu {
                let Some(Operand::Imm(v)) = inst.operands.first() else {
                    unreachable!()
                };
                out.push((k, *v));
            } else {
                k += 1;
            }
        }
    }
    out
}

#[test]
fn delays_match_llc_on_llc_streams() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<_> = ["examples", "tests/exec"]
        .iter()
        .flat_map(|d| std::fs::read_dir(root.join(d)).unwrap())
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "agc"))
        .collect();
    files.sort();
    let (mut same, mut theirs_total, mut ours_total) = (0usize, 0usize, 0usize);
    let (mut compared, mut skipped) = (0usize, 0usize);
    let mut report = String::new();
    for f in &files {
        for wave64 in [false, true] {
            let Some((insts, offsets, theirs)) = llc_stream(f, wave64) else {
                skipped += 1;
                continue;
            };
            compared += 1;
            let ours = agc_delays(&insts, &offsets, wave64);
            theirs_total += theirs.len();
            ours_total += ours.len();
            same += theirs.iter().filter(|d| ours.contains(d)).count();
            if ours != theirs {
                let name = f.file_name().unwrap().to_string_lossy();
                let show = |d: &Delays, other: &Delays| {
                    d.iter()
                        .filter(|x| !other.contains(x))
                        .map(|(i, v)| {
                            let delay = MInst::new(Opcode::SDelayAlu, &[Operand::Imm(*v)]);
                            let before: Vec<String> = insts[i.saturating_sub(4)..*i]
                                .iter()
                                .map(|x| agc_isa::print::print(x, Processor::Gfx1100))
                                .collect();
                            format!(
                                "  {} before {}   (after: {})",
                                agc_isa::print::print(&delay, Processor::Gfx1100),
                                agc_isa::print::print(&insts[*i], Processor::Gfx1100),
                                before.join(" ; ")
                            )
                        })
                        .collect::<Vec<_>>()
                        .join("\n")
                };
                report += &format!(
                    "{name} wave{}: llc only:\n{}\nagc only:\n{}\n",
                    if wave64 { 64 } else { 32 },
                    show(&theirs, &ours),
                    show(&ours, &theirs)
                );
            }
        }
    }
    println!("{report}");
    println!(
        "{compared} streams compared ({skipped} not decodable): llc {theirs_total} delays, \
         agc {ours_total}, {same} identical"
    );
    assert!(
        compared >= skipped,
        "{compared} compared, {skipped} skipped"
    );
    assert!(
        theirs_total > 100,
        "too few delays to compare: {theirs_total}"
    );
    assert!(same * 100 >= theirs_total * 90, "{report}");
    assert!(ours_total * 100 <= theirs_total * 105, "{report}");
}
