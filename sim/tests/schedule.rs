//! The seeded wave scheduler, on hand-written kernels assembled by
//! llvm-mc-22: one workgroup of four waves. Oracles: a race-free result
//! (an atomic counter's final value, 256) must be the same under every
//! seed; the order in which waves take their atomic tickets must differ
//! between seeds and repeat for the same seed; and the winner of a
//! deliberate store race must change with the seed.

mod common;

use agc_isa::processors::Processor;
use agc_sim::{Arg, Device, Dispatch};
use std::collections::BTreeSet;

/// A kernel `k(uint *buf)` around `body` (buffer address in s[4:5], the
/// work-item id in v0), for a 256-work-item workgroup.
fn kernel(p: Processor, body: &str) -> Vec<u8> {
    let name = p.name();
    let accum = if matches!(p, Processor::Gfx90a | Processor::Gfx942) {
        "  .amdhsa_accum_offset 16\n"
    } else {
        ""
    };
    common::assemble(
        p,
        &format!(
            r#".amdgcn_target "amdgcn-amd-amdhsa--{name}"
.text
.globl k
.p2align 8
.type k,@function
k:
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
{body}
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 16
  .amdhsa_next_free_sgpr 16
{accum}.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .max_flat_workgroup_size: 256
    .sgpr_count: 16
    .vgpr_count: 16
    .wavefront_size: 64
    .args:
      - {{ .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }}
...
.end_amdgpu_metadata
"#
        ),
    )
}

/// Runs `elf` once with `seed` on a zeroed buffer of `n` dwords.
fn run(p: Processor, elf: &[u8], seed: u64, n: usize) -> Vec<u32> {
    let mut dev = Device::new(p);
    dev.options.seed = seed;
    let m = dev.load(elf).unwrap();
    let buf = dev.alloc(4 * n);
    dev.dispatch(&m, "k", Dispatch::linear(256, 256), &[Arg::Buffer(buf)])
        .unwrap_or_else(|e| panic!("{} seed {seed}: {e}", p.name()));
    dev.read_u32(buf).unwrap()
}

const PROCS: [Processor; 2] = [Processor::Gfx900, Processor::Gfx90a];
const SEEDS: std::ops::Range<u64> = 0..16;

/// buf[0] counts; buf[1 + tid] is the ticket work-item tid took.
const TICKETS: &str = "
  v_mov_b32 v2, 0
  v_mov_b32 v3, 1
  global_atomic_add v4, v2, v3, s[4:5] glc
  v_lshlrev_b32 v5, 2, v0
  s_waitcnt vmcnt(0)
  global_store_dword v5, v4, s[4:5] offset:4
";

#[test]
fn race_free_result_is_the_same_under_every_seed() {
    for p in PROCS {
        let elf = kernel(p, TICKETS);
        for seed in SEEDS {
            let b = run(p, &elf, seed, 257);
            assert_eq!(b[0], 256, "{} seed {seed}", p.name());
            // Every ticket handed out once.
            let t: BTreeSet<u32> = b[1..].iter().copied().collect();
            assert_eq!(t, (0..256).collect(), "{} seed {seed}", p.name());
        }
    }
}

#[test]
fn seeds_change_the_interleaving_and_repeat_it() {
    for p in PROCS {
        let elf = kernel(p, TICKETS);
        // The order of the four waves: the first ticket of each.
        let order = |seed| {
            let b = run(p, &elf, seed, 257);
            [b[1], b[65], b[129], b[193]]
        };
        let orders: BTreeSet<[u32; 4]> = SEEDS.map(order).collect();
        assert!(orders.len() >= 3, "{}: only {orders:?}", p.name());
        for seed in [0, 5] {
            assert_eq!(order(seed), order(seed), "{} seed {seed}", p.name());
        }
    }
}

#[test]
fn racy_store_outcome_depends_on_the_seed() {
    // Every wave stores its index (tid / 64) to buf[0]: the last one wins.
    let body = "
  v_lshrrev_b32 v1, 6, v0
  v_mov_b32 v2, 0
  global_store_dword v2, v1, s[4:5]
";
    for p in PROCS {
        let elf = kernel(p, body);
        let winners: BTreeSet<u32> = SEEDS.map(|s| run(p, &elf, s, 1)[0]).collect();
        assert!(winners.len() >= 2, "{}: always {winners:?}", p.name());
        assert!(winners.iter().all(|&w| w < 4), "{}: {winners:?}", p.name());
    }
}
