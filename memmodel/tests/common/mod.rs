//! A tiny builder for allocated blocks, and helpers to look at the result.
#![allow(dead_code)]

use agc_isa::encode::encode;
pub use agc_isa::insts::Opcode;
use agc_isa::minst::{Dpp, MInst, Modifiers, Operand};
use agc_isa::mir::Block;
use agc_isa::print::print;
use agc_isa::processors::Processor;
use agc_isa::regs::Reg;

pub use agc_isa::insts::Opcode as O;

pub fn v(n: u16) -> Operand {
    Reg::v(n).into()
}
pub fn vv(a: u16, b: u16) -> Operand {
    Reg::v_range(a, b).into()
}
pub fn s(n: u16) -> Operand {
    Reg::s(n).into()
}
pub fn ss(a: u16, b: u16) -> Operand {
    Reg::s_range(a, b).into()
}
pub fn i(op: Opcode, ops: &[Operand]) -> MInst {
    MInst::new(op, ops)
}
/// `global_load_dword vd, v[a:a+1], off`
pub fn gload(d: u16, a: u16) -> MInst {
    i(O::GlobalLoadDword, &[v(d), vv(a, a + 1), Operand::Off])
}
/// `global_load_dword vd, va, s[sa:sa+1]`
pub fn gload_s(d: u16, a: u16, sa: u16) -> MInst {
    i(O::GlobalLoadDword, &[v(d), v(a), ss(sa, sa + 1)])
}
/// `global_store_dword v[a:a+1], vd, off`
pub fn gstore(a: u16, d: u16) -> MInst {
    i(O::GlobalStoreDword, &[vv(a, a + 1), v(d), Operand::Off])
}
pub fn add(d: u16, a: u16, b: u16) -> MInst {
    i(O::VAddU32, &[v(d), v(a), v(b)])
}
pub fn vmov(d: u16, a: u16) -> MInst {
    i(O::VMovB32, &[v(d), v(a)])
}
/// `s_load_dword sd, s[b:b+1], 0x0`
pub fn sload(d: u16, b: u16) -> MInst {
    i(O::SLoadDword, &[s(d), ss(b, b + 1), Operand::Imm(0)])
}
pub fn dsread(d: u16, a: u16) -> MInst {
    i(O::DsReadB32, &[v(d), v(a)])
}
pub fn dswrite(a: u16, d: u16) -> MInst {
    i(O::DsWriteB32, &[v(a), v(d)])
}
pub fn flatload(d: u16, a: u16) -> MInst {
    i(O::FlatLoadDword, &[v(d), vv(a, a + 1)])
}
pub fn cbranch(target: i32) -> MInst {
    i(O::SCbranchScc1, &[Operand::Imm(target)])
}
pub fn branch(target: i32) -> MInst {
    i(O::SBranch, &[Operand::Imm(target)])
}
pub fn endpgm() -> MInst {
    i(O::SEndpgm, &[])
}
pub fn nop(k: i32) -> MInst {
    i(O::SNop, &[Operand::Imm(k)])
}
pub fn dpp_mov(d: u16, a: u16) -> MInst {
    let mods = Modifiers {
        dpp: Some(Dpp {
            ctrl: 0x111,
            row_mask: 0xf,
            bank_mask: 0xf,
            bound_ctrl: false,
        }),
        ..Modifiers::default()
    };
    i(O::VMovB32, &[v(d), v(a)]).with_mods(mods)
}

pub fn blocks(bs: Vec<Vec<MInst>>) -> Vec<Block> {
    bs.into_iter().map(Block::new).collect()
}

/// Each block as llvm-mc text, branches shown by their block index.
pub fn text(bs: &[Block], p: Processor) -> Vec<Vec<String>> {
    bs.iter()
        .map(|b| {
            b.insts
                .iter()
                .map(|i| match agc_isa::mir::branch_target(i) {
                    Some(t) => format!("{} bb{t}", i.opcode.name()),
                    None => print(i, p),
                })
                .collect()
        })
        .collect()
}

/// Every `s_waitcnt` / `s_nop` in the output encodes on `p`.
pub fn assert_encodes(bs: &[Block], p: Processor) {
    for b in bs {
        for i in &b.insts {
            if matches!(i.opcode, O::SWaitcnt | O::SNop) {
                let mut out = Vec::new();
                encode(i, p, &mut out).unwrap_or_else(|e| panic!("{e:?} for {i:?}"));
                assert_eq!(out.len(), 4);
            }
        }
    }
}
