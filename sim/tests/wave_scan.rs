//! The simulator's cross-lane rows against clang-22's wave scans and
//! reductions: `tests/kernels/wave_scan.cl` (one atomic per work-item on
//! one address) compiled with LLVM's atomic optimizer in its DPP
//! strategy, which on GFX9 combines lanes with row_bcast and wave shifts
//! and on GFX11 with DPP16 `row_shr`/`row_xmask`, `v_permlanex16_b32`
//! (lane selects -1 for the scan, 0 for the reduction), and in wave64
//! `v_permlane64_b32` and `v_readlane`/`v_writelane` across the halves.
//! Runs on GFX9 and on gfx1100 (wave32 and wave64), gfx1151 and
//! gfx11-generic, under several wave interleavings, with the strict
//! checks on.
//!
//! Oracle: host arithmetic, independent of the interleaving. A fetch-add
//! returns, in each wave, the old value plus the sum of the active lanes
//! below (the scan's exclusive prefix in lane order), and the waves'
//! bases chain: sorted, each is the previous plus that wave's total, the
//! first is the initial value and the last plus its total is the final
//! one. A max leaves the maximum.
//!
//! Also here: llc-22's wave64 `llvm.amdgcn.wave.shuffle` on gfx1100,
//! which holds the simulator to a `ds_bpermute_b32` that reaches only the
//! reading lane's half, and the refusal of a DPP control gfx1100 lacks.

mod common;

use agc_sim::{Arg, Dispatch};
use common::{each, lanes, ClObjects, GFX11_WIDE};

static SCAN: ClObjects = ClObjects::with_gfx11(
    &["wave_scan.cl"],
    &["-mllvm", "-amdgpu-atomic-optimizer-strategy=DPP"],
    GFX11_WIDE,
);

// Whole waves: the scan's whole-wave code reads the work-item id in every
// lane (a partial wave's missing lanes never had one); the partial EXEC is
// `scan_add_odd`'s.
const N: usize = 256;
const INIT: u32 = 1000;

fn inputs() -> Vec<u32> {
    // Odd and even values in an irregular pattern; large enough that the
    // sum wraps.
    (0..N as u32)
        .map(|i| i.wrapping_mul(0x9e37_79b9) >> 3 | (i % 3 == 0) as u32)
        .collect()
}

/// Checks fetch-add results `out` of the lanes `takes` selects against
/// the scan semantics (module doc); returns the expected final value.
fn check_scan(ctx: &str, x: &[u32], out: &[u32], takes: impl Fn(u32) -> bool, w: usize) -> u32 {
    let mut bases = Vec::new();
    for (wave, chunk) in x.chunks(w).enumerate() {
        let mut prefix = 0u32;
        let mut base = None;
        for (l, &v) in chunk.iter().enumerate() {
            let i = wave * w + l;
            if !takes(v) {
                assert_eq!(out[i], 0xdead_beef, "{ctx}: lane {i} took no part");
                continue;
            }
            let b = *base.get_or_insert(out[i].wrapping_sub(prefix));
            assert_eq!(out[i], b.wrapping_add(prefix), "{ctx}: work-item {i}");
            prefix = prefix.wrapping_add(v);
        }
        if let Some(b) = base {
            bases.push((b, prefix));
        }
    }
    // The waves' atomics happen in some order: their bases chain.
    let mut next = INIT;
    let mut left = bases.clone();
    while !left.is_empty() {
        let k = left
            .iter()
            .position(|&(b, _)| b == next)
            .unwrap_or_else(|| panic!("{ctx}: no wave starts at {next}: {bases:?}"));
        next = next.wrapping_add(left.swap_remove(k).1);
    }
    next
}

#[test]
fn clang_dpp_scans_and_reductions_match_host_arithmetic() {
    let x = inputs();
    let mut ran = 0;
    each(&SCAN, &[0, 1, 7], |ctx, _, dev, m| {
        let w = lanes(m, "scan_add") as usize;
        for (kernel, odd) in [("scan_add", false), ("scan_add_odd", true)] {
            let (acc, input) = (dev.buffer_u32(&[INIT]), dev.buffer_u32(&x));
            let out = dev.alloc(4 * N);
            let args = [Arg::Buffer(acc), Arg::Buffer(input), Arg::Buffer(out)];
            dev.dispatch(m, kernel, Dispatch::linear(N as u32, 128), &args)
                .unwrap_or_else(|e| panic!("{ctx} {kernel}: {e}"));
            let got = dev.read_u32(out).unwrap();
            let takes = |v: u32| !odd || v & 1 != 0;
            let last = check_scan(&format!("{ctx} {kernel}"), &x, &got, takes, w);
            assert_eq!(
                dev.read_u32(acc).unwrap()[0],
                last,
                "{ctx} {kernel}: final value"
            );
        }
        let (acc, input) = (dev.buffer_u32(&[INIT]), dev.buffer_u32(&x));
        let args = [Arg::Buffer(acc), Arg::Buffer(input)];
        dev.dispatch(m, "reduce_umax", Dispatch::linear(N as u32, 128), &args)
            .unwrap_or_else(|e| panic!("{ctx} reduce_umax: {e}"));
        let want = x.iter().copied().fold(INIT, u32::max);
        assert_eq!(dev.read_u32(acc).unwrap()[0], want, "{ctx} reduce_umax");
        ran += 1;
    });
    assert!(ran >= 6, "only {ran} targets ran");
}

/// The strict check of DPP controls: GFX9's row broadcasts do not exist
/// in DPP16, and the simulator refuses one on gfx1100 rather than guess
/// (`agc_isa::encode::dpp_ctrl_ok`, itself checked against llvm-mc in
/// `isa/tests/llvm_mc_wave_ops.rs`). llvm-mc rejects the text there, so
/// the bytes are those of `v_mov_b32_dpp v1, v2 row_share:3
/// row_mask:0xf bank_mask:0xf bound_ctrl:1` (llvm-mc-22 -mcpu=gfx1100:
/// fa02027e025309ff) with the control 0x153 replaced by row_bcast:15's
/// 0x142.
#[test]
fn a_dpp_control_gfx11_lacks_is_refused() {
    let p = agc_isa::processors::Processor::Gfx1100;
    let body = "  v_mov_b32 v2, v0\n  s_nop 7\n  .long 0x7e0202fa, 0xff094202\n";
    let code = common::asm_kernel(p, body);
    let mut dev = agc_sim::Device::new(p);
    let m = dev.load(&code).unwrap();
    let buf = dev.alloc(1024);
    let e = dev
        .dispatch(&m, "k", Dispatch::linear(32, 32), &[Arg::Buffer(buf)])
        .expect_err("row_bcast:15 ran on gfx1100");
    assert!(
        e.to_string()
            .contains("DPP control 0x142 does not exist on gfx1100"),
        "{e}"
    );
}

/// The 32-lane reach of `ds_bpermute_b32` in a GFX11 wave64
/// (`GenerationInfo::permute_lanes`) against llc-22's code for
/// `llvm.amdgcn.wave.shuffle` (`tests/kernels/wave_shuffle.ll`, every lane
/// reading lane `l ^ 33`): on gfx1100 in wave64 llc permutes the value
/// and its halves swapped by `v_permlane64_b32` and selects per lane, so
/// the result is right only if one permute stays in the reading lane's
/// half; on gfx942 one permute reaches the whole wave. Oracle: host
/// arithmetic (`x[l ^ 33]` within each 64-lane group of work-items).
#[test]
fn llc_wave64_shuffle_across_halves_matches_host_arithmetic() {
    use agc_isa::processors::Processor;
    for (p, attr) in [
        (Processor::Gfx1100, "+wavefrontsize64"),
        (Processor::Gfx942, ""),
    ] {
        let tmp = agc_tests::scratch_dir(&format!("agc-sim-shuffle-{}-", p.name()));
        let o = tmp.path().join("wave_shuffle.o");
        common::run(
            std::process::Command::new(common::tool("llc"))
                .args(["-mtriple=amdgcn-amd-amdhsa", "-O2", "-filetype=obj"])
                .arg(format!("-mcpu={}", p.name()))
                .arg(format!("-mattr={attr}"))
                .arg("-o")
                .arg(&o)
                .arg(common::kernels_dir().join("wave_shuffle.ll")),
        );
        let mut dev = agc_sim::Device::new(p);
        let m = dev.load(&std::fs::read(&o).unwrap()).unwrap();
        assert_eq!(lanes(&m, "shuffle33"), 64, "{}", p.name());
        let n = 128usize;
        let x: Vec<u32> = (0..n as u32).map(|i| i * 1000 + 7).collect();
        let (out, input) = (dev.alloc(4 * n), dev.buffer_u32(&x));
        dev.dispatch(
            &m,
            "shuffle33",
            // One workgroup of two waves: the kernel indexes by the
            // work-item id within the workgroup.
            Dispatch::linear(n as u32, n as u32),
            &[Arg::Buffer(out), Arg::Buffer(input)],
        )
        .unwrap_or_else(|e| panic!("{}: {e}", p.name()));
        let got = dev.read_u32(out).unwrap();
        for i in 0..n {
            assert_eq!(got[i], x[i ^ 33], "{}: work-item {i}", p.name());
        }
    }
}
