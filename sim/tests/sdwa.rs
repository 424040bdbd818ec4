//! SDWA execution, one instruction at a time. Oracle: values computed by
//! hand from the SDWA rules of the Vega ISA (operand select with zero or
//! sign extension, float modifiers on the selected part, `dst_sel` with
//! `dst_unused` pad/sext/preserve, VOPC results in VCC or an SGPR pair),
//! written into each case as constants. The kernels are assembled by
//! llvm-mc-22, so the bytes sim decodes are LLVM's, not agc's.

mod common;

use agc_isa::processors::Processor;
use agc_sim::{Arg, Device, Dispatch};

/// Register setup shared by every case (v0 = work-item id):
/// v1 = 0x8899aabb, v2 = 0x11223344, v5 = 2.0, v6 = -1.0,
/// v7 = half2(lo 2.0, hi 1.0), v8 = half2(lo 0.5, hi -3.0),
/// v9 = tid << 8 (tid in byte 1), s6 = 0x1234abcd.
const SETUP: &str = "
  v_mov_b32 v1, 0x8899aabb
  v_mov_b32 v2, 0x11223344
  v_mov_b32 v5, 2.0
  v_mov_b32 v6, -1.0
  v_mov_b32 v7, 0x3c004000
  v_mov_b32 v8, 0xc2003800
  v_lshlrev_b32 v9, 8, v0
  s_mov_b32 s6, 0x1234abcd
  v_lshlrev_b32 v4, 2, v0
";

/// The value every case's destination v3 holds before the instruction.
const OLD: u32 = 0xdead_beef;

struct Case {
    asm: &'static str,
    /// Expected v3 per lane.
    want: fn(u32) -> u32,
}

macro_rules! case {
    ($asm:expr, |$l:ident| $e:expr) => {
        Case {
            asm: $asm,
            want: |$l| $e,
        }
    };
    ($asm:expr, $v:expr) => {
        Case {
            asm: $asm,
            want: |_| $v,
        }
    };
}

fn cases() -> Vec<Case> {
    vec![
        // Byte 0 of v1 (0xbb) + word 1 of v2 (0x1122) = 0x11dd; byte 0xdd
        // lands in byte 1 and the rest is preserved, padded or sign-filled.
        case!(
            "v_add_u32_sdwa v3, v1, v2 dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:WORD_1",
            0xdead_ddef
        ),
        case!(
            "v_add_u32_sdwa v3, v1, v2 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:WORD_1",
            0x0000_dd00
        ),
        case!(
            "v_add_u32_sdwa v3, v1, v2 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_0 src1_sel:WORD_1",
            0xffff_dd00
        ),
        // 0x44 + 0x22 = 0x66: positive byte, sext fills zeros.
        case!(
            "v_add_u32_sdwa v3, v2, v2 dst_sel:BYTE_2 dst_unused:UNUSED_SEXT src0_sel:BYTE_0 src1_sel:BYTE_2",
            0x0066_0000
        ),
        // sext(0xaa) + 0x44 = -86 + 68 = -18.
        case!(
            "v_add_u32_sdwa v3, sext(v1), v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:BYTE_0",
            0xffff_ffee
        ),
        // Byte 3 (0x88) moved into word 1, word 0 preserved.
        case!(
            "v_mov_b32_sdwa v3, v1 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3",
            0x0088_beef
        ),
        // sext(word 1 = 0x8899) into byte 0 with pad.
        case!(
            "v_mov_b32_sdwa v3, sext(v1) dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:WORD_1",
            0x0000_0099
        ),
        // An SGPR source: byte 1 of s6 (0xab) + byte 3 of v2 (0x11).
        case!(
            "v_add_u32_sdwa v3, s6, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:BYTE_3",
            0xbc
        ),
        // An inline constant source with sext: sext(byte 0 of -1) + 0x44.
        case!(
            "v_add_u32_sdwa v3, sext(-1), v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_0",
            0x43
        ),
        // f16: hi(v7) = 1.0 plus -lo(v8) = -0.5 gives 0.5 (0x3800) in word 1.
        case!(
            "v_add_f16_sdwa v3, v7, -v8 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:WORD_0",
            0x3800_beef
        ),
        // |hi(v8)| = 3.0 times lo(v7) = 2.0 gives 6.0 (0x4600), padded.
        case!(
            "v_mul_f16_sdwa v3, |v8|, v7 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:WORD_0",
            0x0000_4600
        ),
        // -(hi(v8) = -3.0) widened to f32: 3.0.
        case!(
            "v_cvt_f32_f16_sdwa v3, -v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1",
            0x4040_0000
        ),
        // f32: (2.0 + |-1.0|) * 2 = 6.0; -(-1.0) * 2.0 = 2.0 clamped to 1.0.
        case!(
            "v_add_f32_sdwa v3, v5, |v6| mul:2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD",
            0x40c0_0000
        ),
        case!(
            "v_mul_f32_sdwa v3, -v6, v5 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD",
            0x3f80_0000
        ),
        // 16-bit integer ops: 0x88 + 0x1122 = 0x11aa into word 1;
        // sext(0xbb) * sext(0xaa) = -69 * -86 = 5934.
        case!(
            "v_add_u16_sdwa v3, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_3 src1_sel:WORD_1",
            0x11aa_beef
        ),
        case!(
            "v_mul_i32_i24_sdwa v3, sext(v1), sext(v1) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_1",
            5934
        ),
        // Per-lane source: byte 1 of v9 is the lane id; 3 * tid in word 1.
        case!(
            "v_mul_u32_u24_sdwa v3, v9, 3 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1 src1_sel:DWORD",
            |l| (3 * l) << 16 | 0xbeef
        ),
        // VOPC into VCC: byte 1 of v9 (tid) < 20.
        case!(
            "v_cmp_lt_u32_sdwa vcc, v9, v10 src0_sel:BYTE_1 src1_sel:DWORD
  s_nop 1
  v_cndmask_b32 v3, 0, 1, vcc",
            |l| (l < 20) as u32
        ),
        // VOPC into an SGPR pair, i16 compare of sext(0xaa) = -86 and
        // word 1 of v2 (0x1122): true in every lane.
        case!(
            "v_cmp_lt_i16_sdwa s[10:11], sext(v1), v2 src0_sel:BYTE_1 src1_sel:WORD_1
  s_nop 1
  v_cndmask_b32 v3, 0, 1, s[10:11]",
            1
        ),
        // Word 1 of v2 (0x1122) > lane id: true everywhere; in i16,
        // byte 3 of v1 (0x88) zero-extended is 136 > tid for every lane.
        case!(
            "v_cmp_gt_i16_sdwa s[10:11], v1, v0 src0_sel:BYTE_3 src1_sel:DWORD
  s_nop 1
  v_cndmask_b32 v3, 0, 2, s[10:11]",
            2
        ),
        // The plain 16-bit and byte-permute operations SDWA code comes
        // with: 0x3344 - 0xaabb wraps to 0x8889, 0xaabb >> 4 = 0xaab
        // (GFX9 zeroes the high half); v_perm picks bytes 2, 1 of v2, byte
        // 3 of v1, and a constant 0xff (selector 13) or 0x00 (12).
        case!("v_sub_u16_e32 v3, v2, v1", 0x8889),
        case!("v_lshrrev_b16_e32 v3, 4, v1", 0x0aab),
        case!(
            "s_mov_b32 s7, 0x0d070102
  v_perm_b32 v3, v1, v2, s7",
            0xff88_3322
        ),
        case!(
            "s_mov_b32 s7, 0x0c070102
  v_perm_b32 v3, v1, v2, s7",
            0x0088_3322
        ),
        // Partial EXEC: only lanes 0-3 are written.
        case!(
            "s_mov_b64 exec, 15
  v_mov_b32_sdwa v3, v1 dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1
  s_mov_b64 exec, -1",
            |l| if l < 4 { 0xdead_beaa } else { OLD }
        ),
    ]
}

fn run(p: Processor, cases: &[Case]) -> Vec<u32> {
    let mut body = String::from(SETUP);
    for c in cases {
        body.push_str(&format!(
            "  v_mov_b32 v3, {OLD:#x}\n  v_mov_b32 v10, 20\n  {}\n  global_store_dword v4, v3, s[4:5]\n  v_add_u32 v4, 0x100, v4\n",
            c.asm
        ));
    }
    let elf = common::asm_kernel(p, &body);
    let mut dev = Device::new(p);
    let m = dev.load(&elf).unwrap();
    let buf = dev.alloc(256 * cases.len());
    dev.dispatch(&m, "k", Dispatch::linear(64, 64), &[Arg::Buffer(buf)])
        .unwrap_or_else(|e| panic!("{}: {e}", p.name()));
    dev.read_u32(buf).unwrap()
}

#[test]
fn sdwa_by_hand() {
    let cases = cases();
    for p in [
        Processor::Gfx900,
        Processor::Gfx906,
        Processor::Gfx90a,
        Processor::Gfx942,
    ] {
        let out = run(p, &cases);
        for (k, c) in cases.iter().enumerate() {
            for l in 0..64 {
                assert_eq!(
                    out[64 * k + l as usize],
                    (c.want)(l),
                    "{} lane {l}: {}",
                    p.name(),
                    c.asm
                );
            }
        }
    }
}
