//! VOPC compares in their DPP form, which the Vega ISA allows (the DPP
//! dword may follow a VOP1, VOP2 or VOPC word) but LLVM 22 does not
//! assemble for GFX9, so the words are written with `.long`. Oracle: the
//! DPP lane rules of the ISA, applied by hand (the same rules the clang
//! kernels' VOP1/VOP2 DPP code checks end to end): source 0 comes from the
//! lane DPP selects, and a lane whose source is invalid is not written, so
//! its result bit is 0.

mod common;

use agc_isa::processors::Processor;
use agc_sim::{Arg, Device, Dispatch};

/// v0 = tid, v1 = f(tid); one VOPC DPP word pair `w0, w1`; VCC to buf[0:1].
fn vcc_after(p: Processor, v1: &str, w0: u32, w1: u32) -> u64 {
    let body = format!(
        "
  {v1}
  s_nop 1
  .long {w0:#010x}, {w1:#010x}
  s_nop 1
  v_mov_b32 v2, vcc_lo
  v_mov_b32 v3, vcc_hi
  v_mov_b32 v4, 0
  global_store_dwordx2 v4, v[2:3], s[4:5]
"
    );
    let elf = common::asm_kernel(p, &body);
    let mut dev = Device::new(p);
    let m = dev.load(&elf).unwrap();
    let buf = dev.alloc(8);
    dev.dispatch(&m, "k", Dispatch::linear(64, 64), &[Arg::Buffer(buf)])
        .unwrap_or_else(|e| panic!("{}: {e}", p.name()));
    dev.read_u64(buf).unwrap()[0]
}

/// `v_cmp_eq_u32_dpp vcc, v0, v1 <ctrl> row_mask:0xf bank_mask:0xf`:
/// VOPC opcode 0xca, src0 = 0xfa (DPP), vsrc1 = v1.
const CMP_EQ_U32_DPP: u32 = 0x7c00_0000 | 0xca << 17 | 1 << 9 | 0xfa;

fn dpp_word(ctrl: u32) -> u32 {
    0xff00_0000 | ctrl << 8
}

#[test]
fn vopc_dpp_quad_perm_and_row_shift() {
    for p in [Processor::Gfx900, Processor::Gfx90a, Processor::Gfx942] {
        // quad_perm:[1,0,3,2]: lane l reads v0 of lane l^1 == tid^1.
        let q = vcc_after(p, "v_xor_b32 v1, 1, v0", CMP_EQ_U32_DPP, dpp_word(0xb1));
        assert_eq!(q, u64::MAX, "{}", p.name());
        // row_shl:1: lane l reads lane l+1 of its row; the last lane of
        // each row has no source and is not written.
        let s = vcc_after(
            p,
            "v_add_u32_e32 v1, 1, v0",
            CMP_EQ_U32_DPP,
            dpp_word(0x101),
        );
        assert_eq!(s, 0x7fff_7fff_7fff_7fff, "{}", p.name());
        // The same compare without DPP: nothing matches tid + 1.
        let plain = vcc_after(p, "v_add_u32_e32 v1, 1, v0", 0x7d94_0300, 0xbf80_0000);
        assert_eq!(plain, 0, "{}", p.name());
    }
}
