//! The rows of the isa instruction table that sim does not execute, per
//! processor, pinned: a row the decoder learns (or one sim stops
//! executing) changes the list and fails this test until the list here
//! is updated on purpose. Oracle: sim's own probe (`agc_sim::audit`),
//! which runs each row's representative instance for one step.
//!
//! None of these rows appears in what clang-22 -O2 emits for the OpenCL
//! kernels of this suite: they are scalar stores and cache controls,
//! messages, cube-map and legacy interpolation rows, GDS-style masked
//! ORs and the 16-bit normalisation/saturation conversions. Every MFMA
//! row of the table and every d16 memory row executes.

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
    "v_cvt_norm_i16_f16",
    "v_cvt_norm_u16_f16",
    "v_sat_pk_u8_i16",
    "v_cubeid_f32",
    "v_cubesc_f32",
    "v_cubetc_f32",
    "v_cubema_f32",
    "v_lerp_u8",
    "ds_mskor_b32",
    "ds_mskor_b64",
    "ds_mskor_rtn_b32",
    "ds_mskor_rtn_b64",
];

#[test]
fn unexecuted_rows_are_pinned() {
    for p in [Processor::Gfx900, Processor::Gfx90a, Processor::Gfx942] {
        let mut got: Vec<&str> = agc_sim::audit::unexecuted(p)
            .iter()
            .map(|o| o.info().name)
            .collect();
        let mut want: Vec<&str> = COMMON.to_vec();
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
