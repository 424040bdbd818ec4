//! The register state a wave starts with, as seed 002 ("Initial Kernel
//! Execution State", table 75 for SGPRs, tables 76/77 for work-item ids)
//! defines it: every user and system SGPR the kernel descriptor enables,
//! packed densely from s0 in the table's order, disabled ones taking no
//! number; work-item ids in v0..v2, or packed 10:10:10 into v0 on
//! processors with packed work-item ids.
//!
//! Each kernel is assembled by llvm-mc-22 from `.amdhsa_*` directives (so
//! the descriptor's enable bits and USER_SGPR_COUNT are LLVM's encoding,
//! not sim's), claims a record per work-item with an atomic counter, and
//! stores every initial SGPR and its work-item id VGPRs there. The host
//! checks each value against what the seed says it holds: the dispatch
//! packet behind the dispatch pointer (sizes, kernarg address), the
//! kernarg segment behind its pointer, the private segment size, workgroup
//! ids, the workgroup info word ({first_wavefront, ..., waves in the
//! workgroup}), and a scratch wave offset shared by a wave's lanes and
//! distinct between the waves of a workgroup. Reading an SGPR sim did not
//! initialise is an error, so a layout that is one register off fails.

mod common;

use agc_isa::processors::Processor;
use agc_sim::{Arg, Device, Dispatch};
use common::assemble;

/// A field of table 75, in the table's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Field {
    PrivateSegmentBuffer,
    DispatchPtr,
    QueuePtr,
    KernargPtr,
    DispatchId,
    FlatScratchInit,
    PrivateSegmentSize,
    WorkgroupIdX,
    WorkgroupIdY,
    WorkgroupIdZ,
    WorkgroupInfo,
    WaveOffset,
}

use Field::*;

/// Seed 002 table 75, in order: field, SGPRs, the directive enabling it.
const TABLE_75: &[(Field, usize, &str)] = &[
    (PrivateSegmentBuffer, 4, "user_sgpr_private_segment_buffer"),
    (DispatchPtr, 2, "user_sgpr_dispatch_ptr"),
    (QueuePtr, 2, "user_sgpr_queue_ptr"),
    (KernargPtr, 2, "user_sgpr_kernarg_segment_ptr"),
    (DispatchId, 2, "user_sgpr_dispatch_id"),
    (FlatScratchInit, 2, "user_sgpr_flat_scratch_init"),
    (PrivateSegmentSize, 1, "user_sgpr_private_segment_size"),
    (WorkgroupIdX, 1, "system_sgpr_workgroup_id_x"),
    (WorkgroupIdY, 1, "system_sgpr_workgroup_id_y"),
    (WorkgroupIdZ, 1, "system_sgpr_workgroup_id_z"),
    (WorkgroupInfo, 1, "system_sgpr_workgroup_info"),
    (
        WaveOffset,
        1,
        "system_sgpr_private_segment_wavefront_offset",
    ),
];

/// Bytes per work-item record.
const RECORD: usize = 128;
const PRIVATE_SIZE: u32 = 20;

/// The first SGPR of each enabled field, and the SGPR count.
fn layout(enabled: &[Field]) -> (Vec<(Field, usize)>, usize) {
    let mut at = Vec::new();
    let mut n = 0;
    for &(f, size, _) in TABLE_75 {
        if enabled.contains(&f) {
            at.push((f, n));
            n += size;
        }
    }
    (at, n)
}

/// A kernel `k(uint *records, uint *counter)` storing s0..s(n-1) and its
/// work-item id VGPRs in a record per work-item.
fn kernel(p: Processor, enabled: &[Field], vgpr_ids: u32) -> Vec<u8> {
    let (at, n) = layout(enabled);
    let kernarg = at.iter().find(|(f, _)| *f == KernargPtr).unwrap().1;
    let packed = p.info().packed_workitem_ids;
    let ret = if p == Processor::Gfx942 { "sc0" } else { "glc" };
    let mut body = format!(
        "  s_load_dwordx4 s[40:43], s[{kernarg}:{}], 0x0
  v_mov_b32 v10, 0
  v_mov_b32 v11, 1
  s_waitcnt lgkmcnt(0)
  global_atomic_add v12, v10, v11, s[42:43] {ret}
  s_waitcnt vmcnt(0)
  v_lshlrev_b32 v12, 7, v12
",
        kernarg + 1
    );
    for r in 0..n {
        body += &format!(
            "  v_mov_b32 v13, s{r}\n  global_store_dword v12, v13, s[40:41] offset:{}\n",
            4 * r
        );
    }
    let ids = if packed { 1 } else { vgpr_ids as usize + 1 };
    for v in 0..ids {
        body += &format!(
            "  global_store_dword v12, v{v}, s[40:41] offset:{}\n",
            4 * (n + v)
        );
    }
    let mut directives = String::new();
    for &(f, _, d) in TABLE_75 {
        // Architected flat scratch has no scratch V#, flat scratch init
        // or wave-offset SGPR (the assembler rejects those directives).
        let scratch_sgpr = matches!(f, PrivateSegmentBuffer | FlatScratchInit | WaveOffset);
        if scratch_sgpr && p.info().architected_flat_scratch {
            continue;
        }
        directives += &format!("  .amdhsa_{d} {}\n", enabled.contains(&f) as u32);
    }
    if p.info().architected_flat_scratch {
        directives += "  .amdhsa_enable_private_segment 1\n";
    }
    if matches!(p, Processor::Gfx90a | Processor::Gfx942) {
        directives += "  .amdhsa_accum_offset 16\n";
    }
    let name = p.name();
    assemble(
        p,
        &format!(
            r#".amdgcn_target "amdgcn-amd-amdhsa--{name}"
.text
.globl k
.p2align 8
.type k,@function
k:
{body}  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
{directives}  .amdhsa_system_vgpr_workitem_id {vgpr_ids}
  .amdhsa_private_segment_fixed_size {PRIVATE_SIZE}
  .amdhsa_next_free_vgpr 16
  .amdhsa_next_free_sgpr 48
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 16
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: {PRIVATE_SIZE}
    .max_flat_workgroup_size: 256
    .sgpr_count: 48
    .vgpr_count: 16
    .wavefront_size: 64
    .args:
      - {{ .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }}
      - {{ .offset: 8, .size: 8, .value_kind: global_buffer, .address_space: global }}
...
.end_amdgpu_metadata
"#
        ),
    )
}

/// Dispatches `enabled` on `p` over `grid` in `wg` workgroups and checks
/// every record against the seed's definitions.
fn check(p: Processor, enabled: &[Field], grid: [u32; 3], wg: [u32; 3]) {
    let what = format!("{} {enabled:?}", p.name());
    let vgpr_ids = 2;
    let obj = kernel(p, enabled, vgpr_ids);
    let mut dev = Device::new(p);
    let m = dev.load(&obj).unwrap();
    let items: u32 = grid.iter().product();
    let records = dev.alloc(RECORD * items as usize);
    let counter = dev.alloc(4);
    let d = Dispatch {
        grid,
        workgroup: wg,
        dynamic_lds: 0,
    };
    dev.dispatch(&m, "k", d, &[Arg::Buffer(records), Arg::Buffer(counter)])
        .unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_eq!(dev.read_u32(counter).unwrap(), [items], "{what}");
    let words = dev.read_u32(records).unwrap();
    let (at, n) = layout(enabled);
    let reg = |rec: &[u32], f: Field, k: usize| -> Option<u32> {
        at.iter().find(|(g, _)| *g == f).map(|&(_, s)| rec[s + k])
    };
    let pair = |rec: &[u32], f: Field| {
        reg(rec, f, 0).map(|lo| lo as u64 | (reg(rec, f, 1).unwrap() as u64) << 32)
    };
    let wg_items = wg.iter().product::<u32>();
    let waves_per_wg = wg_items.div_ceil(64);
    let mut seen = std::collections::HashSet::new();
    // (workgroup, wave) -> wave offset, and (workgroup, offset) -> wave.
    let mut offset_of = std::collections::HashMap::new();
    let mut wave_at = std::collections::HashMap::new();
    let mut first_record: Option<Vec<u32>> = None;
    for rec in words.chunks_exact(RECORD / 4) {
        let tid: [u32; 3] = if p.info().packed_workitem_ids {
            let v = rec[n];
            [v & 0x3ff, v >> 10 & 0x3ff, v >> 20 & 0x3ff]
        } else {
            [rec[n], rec[n + 1], rec[n + 2]]
        };
        // Table 77: bits 30-31 of the packed id are zero.
        if p.info().packed_workitem_ids {
            assert_eq!(rec[n] >> 30, 0, "{what}");
        }
        let gid: [u32; 3] = std::array::from_fn(|i| {
            let f = [WorkgroupIdX, WorkgroupIdY, WorkgroupIdZ][i];
            reg(rec, f, 0).unwrap_or(0)
        });
        for i in 0..3 {
            assert!(
                tid[i] < wg[i] && gid[i] < grid[i] / wg[i],
                "{what}: {tid:?} {gid:?}"
            );
        }
        assert!(seen.insert((gid, tid)), "{what}: {gid:?} {tid:?} twice");
        let local = tid[0] + wg[0] * (tid[1] + wg[1] * tid[2]);
        let wave = local / 64;
        // Per-dispatch user SGPRs are the same in every wave.
        let user_end = at
            .iter()
            .filter(|(f, _)| *f <= PrivateSegmentSize)
            .map(|&(f, s)| s + TABLE_75.iter().find(|t| t.0 == f).unwrap().1)
            .max()
            .unwrap_or(0);
        match &first_record {
            None => first_record = Some(rec[..user_end].to_vec()),
            Some(r) => assert_eq!(&rec[..user_end], &r[..], "{what}: user SGPRs differ"),
        }
        if let Some(b) = reg(rec, PrivateSegmentBuffer, 1) {
            assert_ne!(b >> 31, 0, "{what}: scratch V# without swizzle_enable");
        }
        if let Some(k) = pair(rec, KernargPtr) {
            let args = dev.read(k, 16).unwrap();
            assert_eq!(args[..8], records.addr.to_le_bytes(), "{what}");
            assert_eq!(args[8..], counter.addr.to_le_bytes(), "{what}");
        }
        if let Some(pk) = pair(rec, DispatchPtr) {
            let b = dev.read(pk, 64).unwrap();
            let u16_at = |o: usize| u16::from_le_bytes([b[o], b[o + 1]]) as u32;
            let u32_at = |o: usize| u32::from_le_bytes(b[o..o + 4].try_into().unwrap());
            let u64_at = |o: usize| u64::from_le_bytes(b[o..o + 8].try_into().unwrap());
            assert_eq!(u16_at(0) & 0xff, 2, "{what}: packet type");
            assert_eq!(u16_at(2) & 3, 3, "{what}: dimensions");
            assert_eq!([u16_at(4), u16_at(6), u16_at(8)], wg, "{what}");
            assert_eq!([u32_at(12), u32_at(16), u32_at(20)], grid, "{what}");
            assert_eq!(u32_at(24), PRIVATE_SIZE, "{what}");
            assert_eq!(Some(u64_at(40)), pair(rec, KernargPtr), "{what}");
            // The kernel object is the descriptor: its first word is the
            // group segment size, then the private segment size.
            let kd = dev.read(u64_at(32), 8).unwrap();
            assert_eq!(kd[4..8], PRIVATE_SIZE.to_le_bytes(), "{what}");
        }
        if let Some(q) = pair(rec, QueuePtr) {
            assert!(dev.read(q, 64).is_ok(), "{what}: queue not readable");
        }
        if let Some(size) = reg(rec, PrivateSegmentSize, 0) {
            assert_eq!(size, PRIVATE_SIZE, "{what}");
        }
        if let Some(info) = reg(rec, WorkgroupInfo, 0) {
            assert_eq!(info & 0x3f, waves_per_wg, "{what}: waves in workgroup");
            assert_eq!(info >> 31, (wave == 0) as u32, "{what}: first wavefront");
            assert_eq!(info >> 6 & 0x1ff_ffff, 0, "{what}: reserved bits");
        }
        if let Some(off) = reg(rec, WaveOffset, 0) {
            let prev = offset_of.insert((gid, wave), off);
            assert!(prev.is_none_or(|o| o == off), "{what}: lanes disagree");
            let prev = wave_at.insert((gid, off), wave);
            assert!(prev.is_none_or(|w| w == wave), "{what}: waves share");
        }
    }
    assert_eq!(seen.len(), items as usize, "{what}");
}

const ALL: &[Field] = &[
    PrivateSegmentBuffer,
    DispatchPtr,
    QueuePtr,
    KernargPtr,
    DispatchId,
    FlatScratchInit,
    PrivateSegmentSize,
    WorkgroupIdX,
    WorkgroupIdY,
    WorkgroupIdZ,
    WorkgroupInfo,
    WaveOffset,
];

/// Everything enabled, then a sparse choice whose disabled fields must
/// take no SGPR numbers; three-dimensional grids of two-wave workgroups.
#[test]
fn initial_sgprs_follow_seed_table_75_gfx900_gfx90a() {
    let sparse = &[
        QueuePtr,
        KernargPtr,
        PrivateSegmentSize,
        WorkgroupIdZ,
        WaveOffset,
    ];
    for p in [Processor::Gfx900, Processor::Gfx90a] {
        check(p, ALL, [16, 16, 4], [8, 8, 2]);
        check(p, sparse, [8, 8, 4], [8, 8, 2]);
    }
}

/// Architected flat scratch (gfx942): no scratch V#, no flat scratch
/// init, no wave-offset SGPR; the rest of table 75 as on GFX9.
#[test]
fn initial_sgprs_follow_seed_table_75_gfx942() {
    let fields: Vec<Field> = ALL
        .iter()
        .copied()
        .filter(|f| !matches!(f, PrivateSegmentBuffer | FlatScratchInit | WaveOffset))
        .collect();
    check(Processor::Gfx942, &fields, [16, 16, 4], [8, 8, 2]);
    check(
        Processor::Gfx942,
        &[KernargPtr, WorkgroupIdY],
        [8, 16, 1],
        [8, 8, 1],
    );
}

/// Two dispatches on one device carry different dispatch ids.
#[test]
fn dispatch_ids_differ_between_dispatches() {
    let p = Processor::Gfx900;
    let obj = kernel(p, &[KernargPtr, DispatchId], 0);
    let mut dev = Device::new(p);
    let m = dev.load(&obj).unwrap();
    let mut ids = Vec::new();
    for _ in 0..2 {
        let records = dev.alloc(RECORD * 64);
        let counter = dev.alloc(4);
        dev.dispatch(
            &m,
            "k",
            Dispatch::linear(64, 64),
            &[Arg::Buffer(records), Arg::Buffer(counter)],
        )
        .unwrap();
        let w = dev.read_u32(records).unwrap();
        ids.push(w[2] as u64 | (w[3] as u64) << 32);
    }
    assert_ne!(ids[0], ids[1]);
}
