//! Which rows of the isa instruction table sim executes.
//!
//! Role: a coverage query for tests and tools. [`unexecuted`] lists the
//! rows a processor has that sim reports as unimplemented, so a test can
//! pin that list and a new row the decoder learns cannot go unnoticed.
//!
//! How: each row's representative instance (`agc_isa::sample`) is
//! encoded, pre-decoded like any `.text`, and run for one step on a wave
//! whose registers are all written and zero (EXEC = lane 0; all lanes for
//! MFMA rows), with the
//! strict checks off, global memory mapped at address 0 and a buffer
//! resource covering it, so the instruction gets as far as its semantics.
//! Only an [`ErrorKind::Unsupported`] error counts as "not executed": a
//! fault, a trap or an out-of-range access means the row is implemented
//! and merely disliked these operands. A row whose representative does not
//! encode, or does not decode back to itself, is listed too (sim could not
//! run it from a code object either).
//!
//! Invariant: the probe touches only its own wave, memory and program;
//! it is deterministic.

use crate::device::GlobalMemory;
use crate::error::ErrorKind;
use crate::exec::{self, Env, SimOptions, Wave};
use crate::program::{Program, Slot};
use crate::stats::Stats;
use agc_isa::encode::encode;
use agc_isa::insts::{Format, Opcode};
use agc_isa::minst::Operand;
use agc_isa::processors::Processor;
use agc_isa::regs::RegFile;
use agc_isa::sample::representative;

/// Bytes of global memory the probe maps at address 0.
const WINDOW: usize = 1 << 20;

/// Whether sim executes row `op` on `p` (false for rows `p` lacks).
pub fn executes(op: Opcode, p: Processor) -> bool {
    if !op.info().avail.contains(p) {
        return false;
    }
    let inst = representative(op, p);
    let mut text = Vec::new();
    if encode(&inst, p, &mut text).is_err() {
        return false;
    }
    // An s_endpgm after it, so a decoder that reads ahead finds code.
    text.extend_from_slice(&0xbf81_0000u32.to_le_bytes());
    let base = 0x1000;
    let prog = Program::new(&text, base, p);
    match prog.at(base) {
        Some(Slot::Inst(d)) if d.inst.opcode == op => {}
        _ => return false,
    }
    // At the processor's default wave size, as `Program::new` decodes.
    let mut w = Wave::new(0, 256, 256, 256, p.info().wave_sizes[0] as usize);
    w.set_generation(p.info().generation);
    w.pc = base;
    w.vinit.iter_mut().for_each(|m| *m = u64::MAX);
    w.ainit.iter_mut().for_each(|m| *m = u64::MAX);
    w.sinit = u128::MAX;
    // EXEC = lane 0, except for MFMA rows, whose partial-EXEC behaviour
    // is a state sim does not model (see `exec::matrix`): they run with
    // the full wave, which is how compiled code issues them.
    w.set_exec(if op.format() == Format::Mai {
        u64::MAX
    } else {
        1
    });
    // A buffer resource covering the window (base 0, num_records max).
    if op.format() == Format::Mubuf {
        for o in &inst.operands {
            if let Operand::Reg(r) = o {
                if r.file == RegFile::Sgpr && r.len == 4 {
                    w.s[r.index as usize + 2] = u32::MAX;
                }
            }
        }
    }
    let mut mem = GlobalMemory::default();
    mem.map_low(0, WINDOW);
    let mut lds = vec![0u8; 65536];
    let opts = SimOptions {
        check_uninit: false,
        check_waitcnt: false,
        check_hazards: false,
        ..SimOptions::default()
    };
    let mut stats = Stats::default();
    let mut budget = exec::private::Budget::new(1 << 20, 1 << 20);
    let mut steps_left = 1;
    let mut env = Env {
        prog: &prog,
        mem: &mut mem,
        lds: &mut lds,
        opts: &opts,
        stats: &mut stats,
        budget: &mut budget,
        steps_left: &mut steps_left,
    };
    !matches!(exec::step(&mut w, &mut env), Err(e) if matches!(e.kind, ErrorKind::Unsupported))
}

/// The rows `p` has that sim does not execute, in table order.
pub fn unexecuted(p: Processor) -> Vec<Opcode> {
    Opcode::ALL
        .iter()
        .copied()
        .filter(|&op| op.info().avail.contains(p) && !executes(op, p))
        .collect()
}
