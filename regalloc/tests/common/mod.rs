//! Shared test helpers: building MIR by hand and checking allocated code.
//!
//! Oracles used by the checks here: the isa table (every register operand
//! is of the file and width its slot takes, tuples aligned as the
//! hardware requires), the isa encoder/printer (every instruction
//! encodes), and for single-block functions a symbolic replay: walking
//! the output with "register r holds dword d of vreg v" facts, moves and
//! lane/AGPR spills copying facts, each MIR instruction must find every
//! dword it reads where it expects it.

#![allow(dead_code)]

use agc_isa::encode::encode;
use agc_isa::insts::{OpKind, Opcode};
use agc_isa::minst::{MInst, Operand};
use agc_isa::mir::*;
use agc_isa::print::print;
use agc_isa::processors::Processor;
use agc_isa::regs::{Reg, RegFile};
use agc_regalloc::{allocate_checked, AllocOptions, Allocated};
use std::collections::HashMap;

pub fn sub(v: VReg, offset: u8, dwords: u8) -> MOperand {
    MOperand::VReg {
        reg: v,
        offset,
        dwords,
    }
}

pub fn fixed(v: VReg, phys: Reg) -> MOperand {
    MOperand::Fixed { reg: v, phys }
}

/// A small builder over `MFunction`: the current block and shorthands.
pub struct B {
    pub f: MFunction,
    pub cur: MBlock,
}

impl B {
    pub fn new(name: &str) -> B {
        let mut f = MFunction::new(name);
        let cur = f.block();
        B { f, cur }
    }
    pub fn s(&mut self, n: u8) -> VReg {
        self.f.vreg(RegFile::Sgpr, n)
    }
    pub fn v(&mut self, n: u8) -> VReg {
        self.f.vreg(RegFile::Vgpr, n)
    }
    pub fn a(&mut self, n: u8) -> VReg {
        self.f.vreg(RegFile::Agpr, n)
    }
    pub fn o(&self, v: VReg) -> MOperand {
        self.f.op(v)
    }
    pub fn push(&mut self, i: MirInst) {
        let b = self.cur.index();
        self.f.blocks[b].insts.push(i);
    }
    pub fn real(&mut self, op: Opcode, ops: &[MOperand]) {
        self.push(MirInst::real(op, ops));
    }
    pub fn pseudo(&mut self, p: Pseudo, ops: &[MOperand]) {
        self.push(MirInst::pseudo(p, ops));
    }
    pub fn copy(&mut self, d: VReg, s: VReg) {
        let (d, s) = (self.o(d), self.o(s));
        self.pseudo(Pseudo::Copy, &[d, s]);
    }
    pub fn term(&mut self, t: Terminator) {
        let b = self.cur.index();
        self.f.blocks[b].term = t;
    }
    /// Entry with the kernarg pointer in s[0:1] and the work-item id in v0.
    pub fn entry(&mut self) -> (VReg, VReg) {
        let k = self.s(2);
        let tid = self.v(1);
        self.pseudo(
            Pseudo::Entry,
            &[fixed(k, Reg::s_range(0, 1)), fixed(tid, Reg::v(0))],
        );
        (k, tid)
    }
}

pub fn edge(b: MBlock, args: &[VReg]) -> Edge {
    Edge {
        block: b,
        args: args.iter().copied().collect(),
    }
}

fn file_ok(kind: OpKind, file: RegFile) -> bool {
    use OpKind::*;
    match kind {
        Sdst | Ssrc | Sgpr | SmemOffset | Saddr | SaddrOpt | Srsrc | Soffset => {
            matches!(file, RegFile::Sgpr | RegFile::Special | RegFile::Ttmp)
        }
        Vdst | Vgpr | VaddrOpt => file == RegFile::Vgpr,
        Vsrc => matches!(file, RegFile::Sgpr | RegFile::Vgpr | RegFile::Special),
        Adst | Asrc => file == RegFile::Agpr,
        AVdst | AVsrc => matches!(file, RegFile::Vgpr | RegFile::Agpr),
        _ => false,
    }
}

/// Allocates with the checker and verifies the output (see module doc).
pub fn alloc_and_verify(f: &MFunction, opts: &AllocOptions) -> Allocated {
    let out = allocate_checked(f, opts).unwrap_or_else(|e| panic!("{e}"));
    verify(f, opts, &out);
    out
}

pub fn verify(f: &MFunction, opts: &AllocOptions, out: &Allocated) {
    let p = opts.target.processor();
    let aligned = p.info().aligned_vgpr_tuples;
    let mut bytes = Vec::new();
    for (bi, b) in out.blocks.iter().enumerate() {
        for i in &b.insts {
            encode(i, p, &mut bytes).unwrap_or_else(|e| panic!("{}: {e:?}", print(i, p)));
            let text = print(i, p);
            for (o, slot) in i.operands.iter().zip(i.opcode.info().operands) {
                if let Operand::Reg(r) = o {
                    assert!(
                        file_ok(slot.kind, r.file),
                        "{text}: {r} in a {:?} slot",
                        slot.kind
                    );
                    if matches!(r.file, RegFile::Sgpr | RegFile::Vgpr | RegFile::Agpr) {
                        assert_eq!(r.len, slot.dwords, "{text}: width of {r}");
                    }
                    let align = match (r.file, r.len) {
                        (RegFile::Sgpr, 2) => 2,
                        (RegFile::Sgpr, n) if n >= 4 => 4,
                        (RegFile::Vgpr | RegFile::Agpr, n) if n >= 2 && aligned => 2,
                        _ => 1,
                    };
                    assert_eq!(r.index % align, 0, "{text}: {r} misaligned");
                    let (lim, max) = match r.file {
                        RegFile::Sgpr => (out.sgprs, opts.max_sgprs),
                        RegFile::Vgpr => (out.vgprs, opts.max_vgprs),
                        RegFile::Agpr => (out.agprs, opts.max_agprs),
                        _ => (u16::MAX, u16::MAX),
                    };
                    assert!(
                        r.index + r.len as u16 <= lim.min(max),
                        "{text}: {r} beyond the count/budget"
                    );
                }
            }
            if let Some(t) = branch_target(i) {
                assert!(
                    t < out.blocks.len(),
                    "block {bi}: {text} targets a missing block"
                );
            }
        }
    }
    if f.blocks.len() == 1 {
        replay(f, out);
    }
}

type Fact = (u32, u8);

fn is_move(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::SMovB32
            | Opcode::SMovB64
            | Opcode::VMovB32
            | Opcode::VAccvgprReadB32
            | Opcode::VAccvgprWriteB32
            | Opcode::VAccvgprMovB32
            | Opcode::VWritelaneB32
            | Opcode::VReadlaneB32
    )
}

fn key(r: Reg, i: u16) -> (RegFile, u16) {
    (r.file, r.index + i)
}

/// Symbolic replay of a single-block function (module doc).
fn replay(f: &MFunction, out: &Allocated) {
    let mut regs: HashMap<(RegFile, u16), Fact> = HashMap::new();
    let mut lanes: HashMap<(u16, i32), Fact> = HashMap::new();
    // Copy and WriteLanes give their def the source's facts.
    let mut alias: HashMap<u32, (u32, u8)> = HashMap::new();
    let mut undef = std::collections::HashSet::new();
    let canon = |alias: &HashMap<u32, (u32, u8)>, v: u32, d: u8| -> Fact {
        let (mut v, mut d) = (v, d);
        while let Some(&(s, off)) = alias.get(&v) {
            v = s;
            d += off;
        }
        (v, d)
    };
    let out_insts: Vec<&MInst> = out.blocks.iter().flat_map(|b| &b.insts).collect();
    let mut k = 0;
    let apply_move = |i: &MInst,
                      regs: &mut HashMap<(RegFile, u16), Fact>,
                      lanes: &mut HashMap<(u16, i32), Fact>| {
        let lane = |o: &Operand| match o {
            Operand::Inline(c) if *c <= 192 => *c as i32 - 128,
            _ => panic!("lane select {o:?}"),
        };
        let r = |n: usize| i.operands[n].reg().unwrap();
        match i.opcode {
            Opcode::VWritelaneB32 => {
                let s = regs.get(&key(r(1), 0)).copied();
                if let Some(s) = s {
                    lanes.insert((r(0).index, lane(&i.operands[2])), s);
                }
            }
            Opcode::VReadlaneB32 => {
                let s = lanes.get(&(r(1).index, lane(&i.operands[2]))).copied();
                match s {
                    Some(s) => regs.insert(key(r(0), 0), s),
                    None => regs.remove(&key(r(0), 0)),
                };
            }
            // EXEC saves and restores around whole-wave moves carry no
            // value facts.
            _ if i.operands.iter().any(|o| o.reg() == Some(Reg::EXEC)) => {}
            _ if i.operands[1].reg().is_none() => {}
            _ => {
                let (d, s) = (r(0), r(1));
                for j in 0..d.len as u16 {
                    match regs.get(&key(s, j)).copied() {
                        Some(x) => regs.insert(key(d, j), x),
                        None => regs.remove(&key(d, j)),
                    };
                }
            }
        }
    };
    for m in &f.blocks[0].insts {
        let ops = &m.operands;
        match m.opcode {
            MOpcode::Pseudo(Pseudo::Entry) => {
                for o in ops {
                    if let MOperand::Fixed { reg, phys } = o {
                        for j in 0..phys.len as u16 {
                            regs.insert(key(*phys, j), (reg.0, j as u8));
                        }
                    }
                }
            }
            MOpcode::Pseudo(Pseudo::ImplicitDef) => {
                undef.insert(ops[0].vreg().unwrap().0);
            }
            // The replay tracks whole-vreg aliases only; Combine results
            // are checked by regalloc2's checker and, end to end, by the
            // simulator tests of the `agc` crate.
            MOpcode::Pseudo(Pseudo::Combine) => {
                undef.insert(ops[0].vreg().unwrap().0);
            }
            // Calls are checked by regalloc2's checker (clobbers included)
            // and, end to end, by the simulator tests of the `agc` crate.
            MOpcode::Pseudo(Pseudo::FuncAddr | Pseudo::Call) => {}
            MOpcode::Pseudo(Pseudo::Copy | Pseudo::WriteLanes) => {
                let src = if m.opcode == MOpcode::Pseudo(Pseudo::Copy) {
                    ops[1]
                } else {
                    ops[2]
                };
                if let MOperand::VReg { reg, offset, .. } = src {
                    alias.insert(ops[0].vreg().unwrap().0, (reg.0, offset));
                }
            }
            MOpcode::Real(op) => {
                while k < out_insts.len() && out_insts[k].opcode != op {
                    assert!(
                        is_move(out_insts[k].opcode),
                        "unexpected {:?}",
                        out_insts[k]
                    );
                    apply_move(out_insts[k], &mut regs, &mut lanes);
                    k += 1;
                }
                let i = out_insts
                    .get(k)
                    .unwrap_or_else(|| panic!("{op:?} missing from the output"));
                k += 1;
                for (s, o) in ops.iter().enumerate() {
                    let (reg, offset) = match *o {
                        MOperand::VReg { reg, offset, .. } => (reg, offset),
                        MOperand::Fixed { reg, .. } => (reg, 0),
                        _ => continue,
                    };
                    let r = i.operands[s].reg().unwrap();
                    if m.is_use(s) {
                        for j in 0..r.len {
                            let want = canon(&alias, reg.0, offset + j);
                            if undef.contains(&want.0) {
                                continue;
                            }
                            assert_eq!(
                                regs.get(&key(r, j as u16)),
                                Some(&want),
                                "{:?}: operand {s} ({r}) does not hold dword {} of %{}",
                                i,
                                want.1,
                                want.0
                            );
                        }
                    }
                }
                for (s, o) in ops.iter().enumerate() {
                    if m.is_def(s) {
                        let reg = o.vreg().unwrap();
                        let r = i.operands[s].reg().unwrap();
                        for j in 0..r.len {
                            regs.insert(key(r, j as u16), (reg.0, j));
                        }
                    }
                }
            }
        }
    }
    for i in &out_insts[k..] {
        assert!(
            is_move(i.opcode) || i.opcode == Opcode::SEndpgm,
            "unexpected {i:?}"
        );
    }
}

/// All instructions of `out`, printed.
pub fn listing(out: &Allocated, p: Processor) -> String {
    let mut s = String::new();
    for (bi, b) in out.blocks.iter().enumerate() {
        s += &format!("bb{bi}:\n");
        for i in &b.insts {
            s += &format!("  {}\n", print(i, p));
        }
    }
    s
}

pub fn count(out: &Allocated, op: Opcode) -> usize {
    out.blocks
        .iter()
        .flat_map(|b| &b.insts)
        .filter(|i| i.opcode == op)
        .count()
}
