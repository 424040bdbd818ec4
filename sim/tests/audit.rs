//! The rows of the isa instruction table that sim does not execute, per
//! processor, pinned: a row the decoder learns (or one sim stops
//! executing) changes the list and fails this test until the list here
//! is updated on purpose. Oracle: sim's own probe (`agc_sim::audit`),
//! which runs each row's representative instance for one step.
//!
//! None of these rows appears in what clang-22 -O2 emits for the OpenCL
//! kernels of this suite; the d16 loads and stores (half-register memory
//! rows, which llc uses to build packed 16-bit values from memory on
//! GFX9), `s_memtime`/`s_memrealtime` (clock builtins) and `v_sad_*` are
//! the ones ordinary code can reach.

mod common;

use agc_isa::processors::Processor;
use agc_sim::{Arg, Device, Dispatch};

/// Rows no GFX9 processor runs in sim.
const COMMON: &[&str] = &[
    "s_wqm_b32",
    "s_flbit_i32",
    "s_wqm_b64",
    "s_flbit_i32_i64",
    "s_wakeup",
    "s_endpgm_saved",
    "s_setkill",
    "s_sendmsg",
    "s_sendmsghalt",
    "s_store_dword",
    "s_buffer_store_dword",
    "s_store_dwordx2",
    "s_buffer_store_dwordx2",
    "s_store_dwordx4",
    "s_buffer_store_dwordx4",
    "s_dcache_wb",
    "s_dcache_inv",
    "s_dcache_wb_vol",
    "s_dcache_inv_vol",
    "s_memtime",
    "s_memrealtime",
    "v_cvt_norm_i16_f16",
    "v_cvt_norm_u16_f16",
    "v_sat_pk_u8_i16",
    "v_fract_f64",
    "v_cubeid_f32",
    "v_cubesc_f32",
    "v_cubetc_f32",
    "v_cubema_f32",
    "v_lerp_u8",
    "v_sad_u8",
    "v_sad_hi_u8",
    "v_sad_u16",
    "v_sad_u32",
    "v_msad_u8",
    "v_trig_preop_f64",
    "ds_write_b8_d16_hi",
    "ds_write_b16_d16_hi",
    "ds_mskor_b32",
    "ds_mskor_b64",
    "ds_read_u8_d16",
    "ds_read_u8_d16_hi",
    "ds_read_i8_d16",
    "ds_read_i8_d16_hi",
    "ds_read_u16_d16",
    "ds_read_u16_d16_hi",
    "ds_mskor_rtn_b32",
    "ds_mskor_rtn_b64",
    "flat_load_short_d16",
    "flat_load_short_d16_hi",
    "flat_load_ubyte_d16",
    "flat_load_ubyte_d16_hi",
    "flat_load_sbyte_d16",
    "flat_load_sbyte_d16_hi",
    "flat_store_byte_d16_hi",
    "flat_store_short_d16_hi",
    "global_load_short_d16",
    "global_load_short_d16_hi",
    "global_load_ubyte_d16",
    "global_load_ubyte_d16_hi",
    "global_load_sbyte_d16",
    "global_load_sbyte_d16_hi",
    "global_store_byte_d16_hi",
    "global_store_short_d16_hi",
    "scratch_load_short_d16",
    "scratch_load_short_d16_hi",
    "scratch_load_ubyte_d16",
    "scratch_load_ubyte_d16_hi",
    "scratch_load_sbyte_d16",
    "scratch_load_sbyte_d16_hi",
    "scratch_store_byte_d16_hi",
    "scratch_store_short_d16_hi",
];

/// Rows of gfx90a and gfx942 only.
const GFX90A_UP: &[&str] = &[
    "v_pk_fmac_f16",
    "v_mfma_f32_32x32x8f16",
    "v_mfma_f32_16x16x4f32",
    "v_mfma_f32_4x4x1f32",
    "v_mfma_f32_4x4x4f16",
    "v_mfma_f32_16x16x16f16",
    "v_mfma_f32_32x32x2f32",
    "v_mfma_f32_32x32x1f32",
    "v_mfma_f64_16x16x4f64",
    "v_mfma_f64_4x4x4f64",
];

#[test]
fn unexecuted_rows_are_pinned() {
    for p in [Processor::Gfx900, Processor::Gfx90a, Processor::Gfx942] {
        let mut got: Vec<&str> = agc_sim::audit::unexecuted(p)
            .iter()
            .map(|o| o.info().name)
            .collect();
        let mut want: Vec<&str> = COMMON.to_vec();
        if p != Processor::Gfx900 {
            want.extend(GFX90A_UP);
        }
        if p == Processor::Gfx90a {
            want.push("buffer_invl2");
        }
        got.sort_unstable();
        want.sort_unstable();
        let new: Vec<_> = got.iter().filter(|n| !want.contains(n)).collect();
        let gone: Vec<_> = want.iter().filter(|n| !got.contains(n)).collect();
        assert!(
            new.is_empty() && gone.is_empty(),
            "{}: newly unexecuted {new:?}; now executed (remove from the list) {gone:?}",
            p.name()
        );
    }
}

/// `v_swap_b32` (which llc forms from move triples on GFX9) exchanges
/// two VGPRs in the active lanes only. Oracle: the ISA's definition.
#[test]
fn swap_b32_by_hand() {
    let body = "  v_lshlrev_b32 v5, 2, v0
  v_mov_b32 v3, 0x1111
  v_mov_b32 v6, v0
  s_mov_b64 exec, 0xffff
  v_swap_b32 v3, v6
  s_mov_b64 exec, -1
  global_store_dword v5, v3, s[4:5]
  global_store_dword v5, v6, s[4:5] offset:256";
    for p in [Processor::Gfx900, Processor::Gfx90a, Processor::Gfx942] {
        let elf = common::asm_kernel(p, body);
        let mut dev = Device::new(p);
        let m = dev.load(&elf).unwrap();
        let buf = dev.alloc(512);
        dev.dispatch(&m, "k", Dispatch::linear(64, 64), &[Arg::Buffer(buf)])
            .unwrap_or_else(|e| panic!("{}: {e}", p.name()));
        let out = dev.read_u32(buf).unwrap();
        for l in 0..64u32 {
            let (v3, v6) = if l < 16 { (l, 0x1111) } else { (0x1111, l) };
            assert_eq!(out[l as usize], v3, "{} lane {l} v3", p.name());
            assert_eq!(out[64 + l as usize], v6, "{} lane {l} v6", p.name());
        }
    }
}
