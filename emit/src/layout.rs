//! Code layout and branch relaxation.
//!
//! Role: gives every instruction of every kernel its byte offset in
//! `.text`, turns each branch's target *block index* into the SOPP `simm16`
//! dword offset, and produces the final machine code bytes. Kernels start
//! on 256-byte boundaries (the ABI's code alignment); the gaps and the
//! tail are filled with `s_nop 0`, as llvm-mc fills code alignment. On
//! processors whose row has a `code_end` (gfx90a+, GFX11), `.text` ends
//! with its pad instruction: aligned, then a fixed number more, exactly
//! like llc's `.p2alignl 6` / `.fill 256, 4, 0xbf800000` (gfx90a+) or
//! `.p2alignl 7` / `.fill 96` of `s_code_end` (GFX11).
//!
//! Branches: a SOPP branch jumps `simm16` dwords from the *next*
//! instruction, so it reaches [-32768, 32767] dwords. A branch whose target
//! is further away is relaxed into the long form, using the SGPR pair
//! `s[n:n+1]` that the producer reserved in [`Kernel::long_branch_sgprs`]:
//!
//! ```text
//!   s_getpc_b64 s[n:n+1]            ; address of the next instruction
//!   s_add_u32   sn,   sn,   lo(T - that address)
//!   s_addc_u32  sn+1, sn+1, hi(T - that address)
//!   s_setpc_b64 s[n:n+1]
//! ```
//!
//! and a conditional branch into its inverted short form jumping over that
//! sequence (`s_cbranch_scc1 T` → `s_cbranch_scc0 +5; long form to T`).
//! Out-of-range means |distance| > 128 KiB, so `lo` is always a literal
//! and `hi` (0 or -1) always an inline constant: the long form has a fixed
//! size (20 bytes), which is what makes the iteration simple.
//!
//! Calls: device functions follow the kernels, each placed once on a
//! 4-byte boundary (llc's `.p2align 2`), whatever calls them. A call
//! site's `s_add_u32` / `s_addc_u32` (callee number in the source slot,
//! see the kernel module doc) always takes a 32-bit literal, so its size
//! never depends on the distance: every unit (kernel or function) is laid
//! out alone, and only then are the literals patched with the distance
//! from the address `s_getpc_b64` produced to the callee. [`Text::calls`]
//! lists them for the relocatable object, which writes relocations there
//! instead; a call to an extern stays 0 in [`Text::bytes`].
//!
//! Central trick: sizes only grow. Every branch starts short; each round
//! recomputes offsets from per-instruction sizes (encoded once, up front)
//! and turns out-of-range short branches long. A long branch is never made
//! short again, so the number of long branches increases every round that
//! changes anything and the loop reaches a fixpoint in at most
//! (branches + 1) rounds; each round is linear in the instruction count.

use crate::kernel::{branch_operand, call_operand, Block, CodeObject, EmitError, Kernel};
use agc_isa::encode::encode;
use agc_isa::insts::Opcode;
use agc_isa::minst::{MInst, Operand};
use agc_isa::processors::Processor;
use agc_isa::regs::Reg;
use smallvec::SmallVec;

/// `s_nop 0`: the padding word.
pub const S_NOP_0: u32 = 0xbf80_0000;
/// Kernel entry alignment in bytes.
pub const KERNEL_ALIGN: u32 = 256;
/// Device function entry alignment in bytes.
pub const FUNCTION_ALIGN: u32 = 4;

/// One instruction at its final place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LaidInst {
    /// With branch offsets resolved (SOPP `simm16` in dwords).
    pub inst: MInst,
    /// Byte offset from the kernel entry.
    pub offset: u32,
    /// For a short branch to a block: the block index (the assembly
    /// printer prints the block's label instead of the number).
    pub target_block: Option<u32>,
    /// The source block and the index of the instruction in it that this
    /// instruction came from (a relaxed branch yields several).
    pub origin: (u32, u32),
    /// For the `s_add_u32` / `s_addc_u32` of a call site: the callee
    /// number (the assembly printer prints the symbol expression).
    pub callee: Option<u32>,
}

/// The literal of a call site's `s_add_u32` (low half) or `s_addc_u32`
/// (high half): what `R_AMDGPU_REL32_LO` / `_HI` patch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CallFixup {
    /// Byte offset of the literal dword in `.text`.
    pub offset: u32,
    /// Callee number (kernel module doc).
    pub callee: u32,
    /// The high half (`s_addc_u32`).
    pub hi: bool,
    /// The relocation addend: the distance from the address `s_getpc_b64`
    /// produced to the literal (4 for the low half, 12 for the high).
    pub addend: u32,
}

/// The laid-out code of one kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelCode {
    /// Byte offset of the kernel entry in `.text`.
    pub text_offset: u32,
    /// Code size in bytes (the `.size` of the kernel symbol; padding
    /// excluded).
    pub size: u32,
    /// Byte offset of each block from the kernel entry.
    pub block_offsets: Vec<u32>,
    pub insts: Vec<LaidInst>,
    /// How many branches were relaxed into the long form.
    pub long_branches: u32,
    /// Indices in `insts` of the call sites' `s_add_u32` / `s_addc_u32`.
    pub calls: Vec<usize>,
}

/// The whole `.text` section.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Text {
    pub bytes: Vec<u8>,
    pub kernels: Vec<KernelCode>,
    /// The device functions' code, in [`crate::CodeObject::functions`]
    /// order, after the kernels.
    pub functions: Vec<KernelCode>,
    /// Every call site literal, in `.text` order.
    pub calls: Vec<CallFixup>,
    /// Byte offset where the end padding (`code_end`) starts, if any.
    pub tail_offset: u32,
}

/// The condition-inverted form of a conditional SOPP branch.
fn inverse(op: Opcode) -> Option<Opcode> {
    use Opcode::*;
    Some(match op {
        SCbranchScc0 => SCbranchScc1,
        SCbranchScc1 => SCbranchScc0,
        SCbranchVccz => SCbranchVccnz,
        SCbranchVccnz => SCbranchVccz,
        SCbranchExecz => SCbranchExecnz,
        SCbranchExecnz => SCbranchExecz,
        _ => return None,
    })
}

/// The long form of a branch at `offset` to `target` (byte offsets in the
/// kernel), using the SGPR pair starting at `pair`.
fn long_form(op: Opcode, offset: u32, target: u32, pair: u16) -> SmallVec<[MInst; 5]> {
    let mut out = SmallVec::new();
    let mut getpc_at = offset;
    if let Some(inv) = inverse(op) {
        // Skip the 20-byte unconditional sequence: 5 dwords.
        out.push(MInst::new(
            inv,
            &[Operand::Imm(LONG_UNCOND_BYTES as i32 / 4)],
        ));
        getpc_at += 4;
    }
    let delta = target as i64 - (getpc_at as i64 + 4);
    let (lo, hi) = (delta as u32, (delta >> 32) as u32);
    let (s_lo, s_hi) = (Reg::s(pair), Reg::s(pair + 1));
    let pc = Reg::s_range(pair, pair + 1);
    out.push(MInst::new(Opcode::SGetpcB64, &[pc.into()]));
    out.push(MInst::new(
        Opcode::SAddU32,
        &[s_lo.into(), s_lo.into(), Operand::b32(lo)],
    ));
    out.push(MInst::new(
        Opcode::SAddcU32,
        &[s_hi.into(), s_hi.into(), Operand::b32(hi)],
    ));
    out.push(MInst::new(Opcode::SSetpcB64, &[pc.into()]));
    out
}

/// Size of the unconditional long form (see the module doc).
const LONG_UNCOND_BYTES: u32 = 20;

fn long_size(op: Opcode) -> u32 {
    LONG_UNCOND_BYTES + if inverse(op).is_some() { 4 } else { 0 }
}

/// Whether a SOPP branch at byte `offset` reaches byte `target`.
pub fn in_range(offset: u32, target: u32) -> bool {
    let d = (target as i64 - (offset as i64 + 4)) / 4;
    (-32768..=32767).contains(&d)
}

/// Lays out one kernel whose entry is at `text_offset`, appending its
/// bytes to `out`.
pub fn layout_kernel(
    k: &Kernel,
    p: Processor,
    text_offset: u32,
    out: &mut Vec<u8>,
) -> Result<KernelCode, EmitError> {
    let unit = Unit {
        name: &k.name,
        blocks: &k.blocks,
        long_branch_sgprs: k.long_branch_sgprs,
    };
    layout_unit(&unit, p, text_offset, out)
}

/// The code of a kernel or a device function.
struct Unit<'a> {
    name: &'a str,
    blocks: &'a [Block],
    long_branch_sgprs: Option<Reg>,
}

/// Lays out one unit whose entry is at `text_offset`, appending its bytes
/// to `out`; call literals are left 0 (see [`layout_text`]).
fn layout_unit(
    k: &Unit,
    p: Processor,
    text_offset: u32,
    out: &mut Vec<u8>,
) -> Result<KernelCode, EmitError> {
    let enc_err = |e: agc_isa::encode::EncodeError| EmitError::Encode {
        kernel: k.name.to_string(),
        message: e.to_string(),
    };
    // Flat per-instruction sizes; branches are 4 bytes while short.
    let n: usize = k.blocks.iter().map(|b| b.insts.len()).sum();
    let mut size = Vec::with_capacity(n);
    // (flat index, target block, opcode): the opcode kept here, since
    // finding the instruction again from its flat index walks the blocks.
    let mut branches: Vec<(usize, u32, agc_isa::insts::Opcode)> = Vec::new();
    let mut scratch = Vec::with_capacity(16);
    for b in k.blocks {
        for inst in &b.insts {
            scratch.clear();
            if let Some(li) = branch_operand(inst) {
                let Operand::Imm(t) = inst.operands[li] else {
                    unreachable!("validated: branch label is Imm")
                };
                branches.push((size.len(), t as u32, inst.opcode));
                let mut probe = inst.clone();
                probe.operands[li] = Operand::Imm(0);
                encode(&probe, p, &mut scratch).map_err(enc_err)?;
            } else if let Some(probe) = call_probe(inst) {
                encode(&probe, p, &mut scratch).map_err(enc_err)?;
            } else {
                encode(inst, p, &mut scratch).map_err(enc_err)?;
            }
            size.push(scratch.len() as u32);
        }
    }
    // Fixpoint: offsets from sizes, then grow out-of-range branches.
    let mut offset = vec![0u32; n];
    let mut block_offsets = vec![0u32; k.blocks.len()];
    let mut long = vec![false; branches.len()];
    loop {
        let mut at = 0u32;
        let mut flat = 0;
        for (bi, b) in k.blocks.iter().enumerate() {
            block_offsets[bi] = at;
            for _ in &b.insts {
                offset[flat] = at;
                at += size[flat];
                flat += 1;
            }
        }
        let mut changed = false;
        for (j, &(fi, tb, op)) in branches.iter().enumerate() {
            if !long[j] && !in_range(offset[fi], block_offsets[tb as usize]) {
                long[j] = true;
                size[fi] = long_size(op);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let code_size: u32 = size.iter().sum();
    if long.iter().any(|l| *l) && k.long_branch_sgprs.is_none() {
        return Err(EmitError::NoLongBranchSgprs {
            kernel: k.name.to_string(),
        });
    }
    // Emit.
    let start = out.len();
    let mut insts = Vec::with_capacity(n + 4 * long.iter().filter(|l| **l).count());
    let mut flat = 0;
    let mut next_branch = 0;
    let mut calls = Vec::new();
    for (bi, b) in k.blocks.iter().enumerate() {
        for (ii, inst) in b.insts.iter().enumerate() {
            let origin = (bi as u32, ii as u32);
            let at = offset[flat];
            if let (Some(probe), Some(c)) = (call_probe(inst), call_operand(inst)) {
                encode(&probe, p, out).map_err(enc_err)?;
                calls.push(insts.len());
                insts.push(LaidInst {
                    inst: probe,
                    offset: at,
                    target_block: None,
                    origin,
                    callee: Some(c as u32),
                });
                flat += 1;
                continue;
            }
            let is_branch = next_branch < branches.len() && branches[next_branch].0 == flat;
            if is_branch {
                let (_, tb, _) = branches[next_branch];
                let target = block_offsets[tb as usize];
                if long[next_branch] {
                    let pair = k.long_branch_sgprs.map(|r| r.index).unwrap_or(0);
                    let mut o = at;
                    for li in long_form(inst.opcode, at, target, pair) {
                        let before = out.len();
                        encode(&li, p, out).map_err(enc_err)?;
                        let len = (out.len() - before) as u32;
                        insts.push(LaidInst {
                            inst: li,
                            offset: o,
                            target_block: None,
                            origin,
                            callee: None,
                        });
                        o += len;
                    }
                    debug_assert_eq!(o - at, size[flat], "long-form size");
                } else {
                    let li = branch_operand(inst).expect("branch");
                    let mut resolved = inst.clone();
                    resolved.operands[li] =
                        Operand::Imm(((target as i64 - (at as i64 + 4)) / 4) as i32);
                    encode(&resolved, p, out).map_err(enc_err)?;
                    insts.push(LaidInst {
                        inst: resolved,
                        offset: at,
                        target_block: Some(tb),
                        origin,
                        callee: None,
                    });
                }
                next_branch += 1;
            } else {
                encode(inst, p, out).map_err(enc_err)?;
                insts.push(LaidInst {
                    inst: inst.clone(),
                    offset: at,
                    target_block: None,
                    origin,
                    callee: None,
                });
            }
            flat += 1;
        }
    }
    debug_assert_eq!((out.len() - start) as u32, code_size);
    Ok(KernelCode {
        text_offset,
        size: code_size,
        block_offsets,
        insts,
        long_branches: long.iter().filter(|l| **l).count() as u32,
        calls,
    })
}

/// A call site's add with a zero literal in the callee slot (the size it
/// always has, and its bytes in a relocatable object).
fn call_probe(inst: &MInst) -> Option<MInst> {
    call_operand(inst)?;
    let mut probe = inst.clone();
    probe.operands[2] = Operand::Literal(0);
    Some(probe)
}

fn pad_nops(out: &mut Vec<u8>, to: usize) {
    while out.len() < to {
        out.extend_from_slice(&S_NOP_0.to_le_bytes());
    }
}

/// Lays out all kernels, then all device functions, of a code object
/// into one `.text`, and resolves the calls between them.
pub fn layout_text(co: &CodeObject) -> Result<Text, EmitError> {
    let p = co.target.processor();
    let mut bytes = Vec::new();
    let mut kernels = Vec::with_capacity(co.kernels.len());
    for k in &co.kernels {
        let at = bytes.len().next_multiple_of(KERNEL_ALIGN as usize);
        pad_nops(&mut bytes, at);
        kernels.push(layout_kernel(k, p, at as u32, &mut bytes)?);
    }
    let mut functions = Vec::with_capacity(co.functions.len());
    for f in &co.functions {
        let at = bytes.len().next_multiple_of(FUNCTION_ALIGN as usize);
        pad_nops(&mut bytes, at);
        let unit = Unit {
            name: &f.name,
            blocks: &f.blocks,
            long_branch_sgprs: f.long_branch_sgprs,
        };
        functions.push(layout_unit(&unit, p, at as u32, &mut bytes)?);
    }
    let tail_offset = bytes.len() as u32;
    if let Some(end) = co.target.info().code_end {
        let at = bytes.len().next_multiple_of(end.align as usize);
        let word = end.pad.word().to_le_bytes();
        while bytes.len() < at + 4 * end.dwords as usize {
            bytes.extend_from_slice(&word);
        }
    }
    // Patch the call literals: distance from the address the call's
    // `s_getpc_b64` produced (the literal's address minus the addend) to
    // the callee's entry.
    let entries: Vec<u32> = functions.iter().map(|f| f.text_offset).collect();
    let mut calls = Vec::new();
    for code in kernels.iter_mut().chain(functions.iter_mut()) {
        for &i in &code.calls {
            // The address `s_getpc_b64` produced: the one before this
            // add (a hazard wait may stand between them, so the addend is
            // measured, not assumed).
            let getpc = code.insts[..i]
                .iter()
                .rposition(|x| x.inst.opcode == Opcode::SGetpcB64)
                .map_or(0, |g| code.insts[g].offset + 4);
            let li = &mut code.insts[i];
            let hi = li.inst.opcode == Opcode::SAddcU32;
            let literal = code.text_offset + li.offset + 4;
            let addend = literal - (code.text_offset + getpc);
            let callee = li.callee.unwrap_or(0);
            calls.push(CallFixup {
                offset: literal,
                callee,
                hi,
                addend,
            });
            let Some(&entry) = entries.get(callee as usize) else {
                continue;
            };
            let delta = entry as i64 + addend as i64 - literal as i64;
            let part = if hi {
                (delta >> 32) as u32
            } else {
                delta as u32
            };
            li.inst.operands[2] = Operand::Literal(part);
            bytes[literal as usize..literal as usize + 4].copy_from_slice(&part.to_le_bytes());
        }
    }
    Ok(Text {
        bytes,
        kernels,
        functions,
        calls,
        tail_offset,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::{KernelAbi, KernelAttrs, Resources};
    use agc_isa::target::Target;

    fn kernel(blocks: Vec<Vec<MInst>>, pair: Option<Reg>) -> Kernel {
        Kernel {
            name: "k".into(),
            blocks: blocks.into_iter().map(Block::new).collect(),
            resources: Resources::default(),
            abi: KernelAbi::minimal(),
            args: Vec::new(),
            kernarg_size: 0,
            kernarg_align: 8,
            attrs: KernelAttrs::default(),
            long_branch_sgprs: pair,
        }
    }

    fn br(op: Opcode, block: i32) -> MInst {
        MInst::new(op, &[Operand::Imm(block)])
    }

    fn nops(n: usize) -> Vec<MInst> {
        vec![MInst::new(Opcode::SNop, &[Operand::Imm(0)]); n]
    }

    fn lay(k: &Kernel) -> KernelCode {
        let mut out = Vec::new();
        layout_kernel(k, Processor::Gfx900, 0, &mut out).unwrap()
    }

    #[test]
    fn in_range_branches_get_dword_offsets() {
        // b0: s_cbranch_scc1 b2 ; b1: s_nop x3, s_branch b0 ; b2: s_endpgm
        let mut b1 = nops(3);
        b1.push(br(Opcode::SBranch, 0));
        let k = kernel(
            vec![
                vec![br(Opcode::SCbranchScc1, 2)],
                b1,
                vec![MInst::new(Opcode::SEndpgm, &[])],
            ],
            None,
        );
        let c = lay(&k);
        assert_eq!(c.block_offsets, vec![0, 4, 20]);
        assert_eq!(c.insts[0].inst.operands[0], Operand::Imm(4)); // (20 - 4) / 4
        assert_eq!(c.insts[4].inst.operands[0], Operand::Imm(-5)); // (0 - 20) / 4
        assert_eq!(c.insts[4].target_block, Some(0));
        assert_eq!(c.long_branches, 0);
        assert_eq!(c.size, 24);
    }

    #[test]
    fn range_limits_are_exact() {
        assert!(in_range(0, 4 + 32767 * 4));
        assert!(!in_range(0, 4 + 32768 * 4));
        assert!(in_range(32768 * 4 - 4, 0)); // -32768 dwords from next
        assert!(!in_range(32768 * 4, 0));
    }

    #[test]
    fn out_of_range_forward_branch_is_relaxed() {
        let k = kernel(
            vec![
                vec![br(Opcode::SBranch, 2)],
                nops(40000),
                vec![MInst::new(Opcode::SEndpgm, &[])],
            ],
            Some(Reg::s_range(10, 11)),
        );
        let c = lay(&k);
        assert_eq!(c.long_branches, 1);
        let ops: Vec<Opcode> = c.insts[..4].iter().map(|i| i.inst.opcode).collect();
        assert_eq!(
            ops,
            [
                Opcode::SGetpcB64,
                Opcode::SAddU32,
                Opcode::SAddcU32,
                Opcode::SSetpcB64
            ]
        );
        assert_eq!(c.block_offsets[2], 20 + 40000 * 4);
        // getpc yields 4; target - 4.
        assert_eq!(
            c.insts[1].inst.operands[2],
            Operand::Literal(20 + 40000 * 4 - 4)
        );
        assert_eq!(c.insts[2].inst.operands[2], Operand::int(0));
    }

    #[test]
    fn out_of_range_backward_conditional_branch_is_inverted_and_relaxed() {
        let mut b1 = nops(40000);
        b1.push(br(Opcode::SCbranchVccnz, 0));
        let k = kernel(
            vec![nops(1), b1, vec![MInst::new(Opcode::SEndpgm, &[])]],
            Some(Reg::s_range(4, 5)),
        );
        let c = lay(&k);
        assert_eq!(c.long_branches, 1);
        let at = 4 + 40000 * 4;
        let i = c.insts.iter().position(|i| i.offset == at).unwrap();
        assert_eq!(c.insts[i].inst.opcode, Opcode::SCbranchVccz);
        assert_eq!(c.insts[i].inst.operands[0], Operand::Imm(5));
        let delta = -((at + 8) as i64);
        assert_eq!(c.insts[i + 2].inst.operands[2], Operand::b32(delta as u32));
        assert_eq!(c.insts[i + 3].inst.operands[2], Operand::int(-1));
        assert_eq!(c.block_offsets[2], at + 24);
    }

    /// Relaxing one branch pushes another, which spans it, out of range:
    /// the second relaxation happens only in the second round.
    #[test]
    fn relaxation_reaches_a_fixpoint() {
        // B0: s_branch B2 | B1: s_cbranch_scc0 B3; nops(pad)
        // B2: s_endpgm; nops(40000) | B3: s_endpgm
        // Round 1: B1's branch (40000+ dwords) goes long, growing by 20
        // bytes; B0's branch spans it and fits only before that growth.
        let pad = 32766;
        let mut b1 = vec![br(Opcode::SCbranchScc0, 3)];
        b1.extend(nops(pad));
        let mut b2 = vec![MInst::new(Opcode::SEndpgm, &[])];
        b2.extend(nops(40000));
        let k = kernel(
            vec![
                vec![br(Opcode::SBranch, 2)],
                b1,
                b2,
                vec![MInst::new(Opcode::SEndpgm, &[])],
            ],
            Some(Reg::s_range(0, 1)),
        );
        // Before growth B0 would reach B2 with exactly 32767 dwords.
        assert!(in_range(0, 8 + pad as u32 * 4));
        let c = lay(&k);
        assert_eq!(c.long_branches, 2);
        assert_eq!(c.block_offsets[2], 20 + 24 + pad as u32 * 4);
        for i in &c.insts {
            if let Some(t) = i.target_block {
                assert!(in_range(i.offset, c.block_offsets[t as usize]));
            }
        }
    }

    #[test]
    fn out_of_range_without_sgprs_is_an_error() {
        let k = kernel(
            vec![
                vec![br(Opcode::SBranch, 2)],
                nops(40000),
                vec![MInst::new(Opcode::SEndpgm, &[])],
            ],
            None,
        );
        let mut out = Vec::new();
        let e = layout_kernel(&k, Processor::Gfx900, 0, &mut out).unwrap_err();
        assert_eq!(e, EmitError::NoLongBranchSgprs { kernel: "k".into() });
    }

    #[test]
    fn kernels_are_aligned_and_tail_padded() {
        let t = Target::parse_id("gfx90a").unwrap();
        let mut k = kernel(vec![vec![MInst::new(Opcode::SEndpgm, &[])]], None);
        let mut k2 = k.clone();
        k2.name = "k2".into();
        k.abi = KernelAbi::minimal();
        let text = layout_text(&CodeObject::with_kernels(t, vec![k, k2])).unwrap();
        assert_eq!(text.kernels[1].text_offset, 256);
        assert_eq!(text.tail_offset, 260);
        assert_eq!(text.bytes.len(), 320 + 1024);
        assert_eq!(&text.bytes[4..8], &S_NOP_0.to_le_bytes());
        let t900 = Target::parse_id("gfx900").unwrap();
        let k = kernel(vec![vec![MInst::new(Opcode::SEndpgm, &[])]], None);
        let co = CodeObject::with_kernels(t900, vec![k]);
        assert_eq!(layout_text(&co).unwrap().bytes.len(), 4);
    }
}
