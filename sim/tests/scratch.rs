//! Scratch as the hardware addresses it: llc-22's private-memory code
//! (MUBUF through the scratch V# plus the wave offset on gfx900/gfx90a,
//! flat accesses through FLAT_SCRATCH set from the flat scratch init
//! SGPRs, architected flat scratch on gfx942) runs correctly with four
//! waves per workgroup, each owning its own slice of the scratch memory;
//! hand-written kernels that skip the wave offset or never set up
//! FLAT_SCRATCH fail with a memory error instead of passing by luck.
//!
//! Oracles: llc-22's code (its prologue follows seed 002, "Flat Scratch"
//! and "Private Segment Buffer") and the values the kernel must produce.

mod common;

use agc_isa::processors::Processor;
use agc_sim::{Arg, Device, Dispatch, ErrorKind};
use agc_tests::scratch_dir;
use common::{assemble, run, tool};
use std::process::Command;

/// out[t] = t + 1, through a private array written by MUBUF/scratch
/// stores and updated through a flat pointer into the private aperture.
const KERNEL_LL: &str = r#"
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %a = alloca [16 x i32], align 4, addrspace(5)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = and i32 %tid, 15
  %p = getelementptr [16 x i32], ptr addrspace(5) %a, i32 0, i32 %i
  store volatile i32 %tid, ptr addrspace(5) %p
  %f = addrspacecast ptr addrspace(5) %p to ptr
  %v = load volatile i32, ptr %f
  %v2 = add i32 %v, 1
  store volatile i32 %v2, ptr %f
  %w = load volatile i32, ptr addrspace(5) %p
  %g = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %w, ptr addrspace(1) %g
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"#;

fn llc(p: Processor) -> Vec<u8> {
    let dir = scratch_dir("agc-sim-scratch-");
    let (ll, o) = (
        dir.path().join("k.ll"),
        dir.path().join(format!("k-{}.o", p.name())),
    );
    std::fs::write(&ll, KERNEL_LL).unwrap();
    run(Command::new(tool("llc"))
        .args(["-mtriple=amdgcn-amd-amdhsa", "-O2", "-filetype=obj"])
        .arg(format!("-mcpu={}", p.name()))
        .arg(&ll)
        .arg("-o")
        .arg(&o));
    std::fs::read(&o).unwrap()
}

#[test]
fn llc_scratch_code_runs_with_four_waves_per_workgroup() {
    for p in [Processor::Gfx900, Processor::Gfx90a, Processor::Gfx942] {
        let obj = llc(p);
        let mut dev = Device::new(p);
        let m = dev.load(&obj).unwrap();
        let out = dev.alloc(4 * 256);
        dev.dispatch(&m, "k", Dispatch::linear(256, 256), &[Arg::Buffer(out)])
            .unwrap_or_else(|e| panic!("{}: {e}", p.name()));
        let r = dev.read_i32(out).unwrap();
        for (t, &v) in r.iter().enumerate() {
            assert_eq!(v, t as i32 + 1, "{}: out[{t}]", p.name());
        }
    }
}

/// A gfx900 kernel storing and reloading its work-item id in scratch,
/// with `prologue` between entry and the accesses; 256 work-items.
fn gfx900_scratch_kernel(prologue: &str, access: &str) -> Vec<u8> {
    assemble(
        Processor::Gfx900,
        &format!(
            r#".amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
.globl k
.p2align 8
.type k,@function
k:
  s_load_dwordx2 s[10:11], s[4:5], 0x0
{prologue}
{access}
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  global_store_dword v1, v2, s[10:11]
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_user_sgpr_flat_scratch_init 1
  .amdhsa_system_sgpr_private_segment_wavefront_offset 1
  .amdhsa_private_segment_fixed_size 16
  .amdhsa_next_free_vgpr 16
  .amdhsa_next_free_sgpr 16
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 16
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

/// User SGPRs: V# s[0:3], kernarg s[4:5], flat scratch init s[6:7];
/// system: workgroup id x s8, wave offset s9.
const MUBUF: &str = "  buffer_store_dword v0, off, s[0:3], 0 offset:4\n  buffer_load_dword v2, off, s[0:3], 0 offset:4";
const SCRATCH: &str =
    "  v_mov_b32 v3, 4\n  scratch_store_dword v3, v0, off\n  scratch_load_dword v2, v3, off";
const ADD_WAVE_OFFSET: &str = "  s_add_u32 s0, s0, s9\n  s_addc_u32 s1, s1, 0";
const SET_FLAT_SCRATCH: &str =
    "  s_add_u32 flat_scratch_lo, s6, s9\n  s_addc_u32 flat_scratch_hi, s7, 0";

fn run_gfx900(obj: &[u8]) -> Result<Vec<i32>, agc_sim::SimError> {
    let mut dev = Device::new(Processor::Gfx900);
    let m = dev.load(obj).unwrap();
    let out = dev.alloc(4 * 256);
    dev.dispatch(&m, "k", Dispatch::linear(256, 256), &[Arg::Buffer(out)])?;
    Ok(dev.read_i32(out).unwrap())
}

#[test]
fn scratch_needs_the_wave_offset_and_flat_scratch_setup() {
    let iota: Vec<i32> = (0..256).collect();
    for (prologue, access) in [(ADD_WAVE_OFFSET, MUBUF), (SET_FLAT_SCRATCH, SCRATCH)] {
        let r = run_gfx900(&gfx900_scratch_kernel(prologue, access)).unwrap();
        assert_eq!(r, iota, "{access}");
    }
    for (prologue, access) in [("", MUBUF), ("", SCRATCH)] {
        let e = run_gfx900(&gfx900_scratch_kernel(prologue, access)).unwrap_err();
        assert!(
            matches!(e.kind, ErrorKind::Memory(_) | ErrorKind::UninitRead(_)),
            "{access}: {e}"
        );
    }
}

/// A scratch V# whose swizzle_enable bit the kernel clears would make
/// every lane of a wave address the same bytes on hardware; sim reports
/// it at the access instead of keeping per-lane memory regardless.
#[test]
fn scratch_resource_without_swizzle_is_an_error_at_the_access() {
    let prologue = format!("{ADD_WAVE_OFFSET}\n  s_and_b32 s1, s1, 0x7fffffff");
    let e = run_gfx900(&gfx900_scratch_kernel(&prologue, MUBUF)).unwrap_err();
    let text = e.to_string();
    assert!(matches!(e.kind, ErrorKind::Fault(_)), "{text}");
    assert!(
        text.contains("buffer_store_dword") && text.contains("swizzle_enable"),
        "{text}"
    );
}

/// A global buffer V# with swizzle_enable, add_tid_enable, index_stride 16
/// and a 32-byte stride, addressed as the ISA's swizzled buffer formula
/// says: index = vindex + lane id, element size 4,
/// offset = (index / 16 * stride + offset / 4 * 4) * 16 + index % 16 * 4
/// + offset % 4. Oracle: that formula evaluated on the host for every
/// store, against the bytes sim wrote.
#[test]
fn swizzled_add_tid_buffer_follows_the_isa_formula() {
    let body = "  s_mov_b32 s8, s4
  s_and_b32 s9, s5, 0xffff
  s_or_b32 s9, s9, 0x80200000
  s_mov_b32 s10, -1
  s_mov_b32 s11, 0x00a27000
  v_and_b32 v2, 0xffffffc0, v0
  v_add_u32 v3, 1, v0
  v_add_u32 v4, 0x1000, v0
  buffer_store_dword v3, v2, s[8:11], 0 idxen
  buffer_store_dword v4, v2, s[8:11], 0 idxen offset:12
  buffer_store_short v0, v2, s[8:11], 0 idxen offset:22
  s_waitcnt vmcnt(0)";
    for p in [Processor::Gfx900, Processor::Gfx90a] {
        let obj = common::asm_kernel(p, body);
        let mut dev = Device::new(p);
        let m = dev.load(&obj).unwrap();
        let size = 256 * 32;
        let buf = dev.alloc(size);
        dev.dispatch(&m, "k", Dispatch::linear(256, 256), &[Arg::Buffer(buf)])
            .unwrap_or_else(|e| panic!("{}: {e}", p.name()));
        let got: Vec<u8> = dev
            .read_u32(buf)
            .unwrap()
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .collect();
        let mut want = vec![0u8; size];
        let at = |index: usize, offset: usize| {
            (index / 16 * 32 + offset / 4 * 4) * 16 + index % 16 * 4 + offset % 4
        };
        for t in 0..256usize {
            for (offset, bytes) in [
                (0, (t as u32 + 1).to_le_bytes().to_vec()),
                (12, (t as u32 + 0x1000).to_le_bytes().to_vec()),
                (22, (t as u16).to_le_bytes().to_vec()),
            ] {
                for (k, b) in bytes.into_iter().enumerate() {
                    want[at(t, offset + k)] = b;
                }
            }
        }
        assert_eq!(got, want, "{}", p.name());
    }
}
