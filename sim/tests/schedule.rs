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
        let elf = common::asm_kernel(p, TICKETS);
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
        let elf = common::asm_kernel(p, TICKETS);
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
        let elf = common::asm_kernel(p, body);
        let winners: BTreeSet<u32> = SEEDS.map(|s| run(p, &elf, s, 1)[0]).collect();
        assert!(winners.len() >= 2, "{}: always {winners:?}", p.name());
        assert!(winners.iter().all(|&w| w < 4), "{}: {winners:?}", p.name());
    }
}
