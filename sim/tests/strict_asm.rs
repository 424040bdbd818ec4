//! The strict checks of sim on hand-written code assembled by llvm-mc-22
//! (the oracle for the bytes, the kernel descriptor and the metadata
//! note): each negative test takes a correct kernel, removes or weakens
//! one `s_waitcnt` (or reads a register nobody wrote), and expects sim to
//! reject it with the PC, the instruction text and the wait that was
//! missing; each has a positive twin that runs, so the rejection is about
//! the one change. The hazard tests do the same with the wait states of
//! seed 004 table 8 (and the gfx942 rows the isa hazard table measured
//! with llc-22): too few `s_nop`s between producer and consumer is an
//! error naming both instructions and the rule.
//!
//! Kernels take one global buffer of 64 dwords (`buf[i] = 10 * i` on
//! entry) through the kernarg pointer in s[0:1], and run one wave of 64
//! lanes; the common prologue leaves the buffer address in s[4:5] and the
//! lane's byte offset in v1.

mod common;

use agc_isa::processors::Processor;
use agc_sim::{Arg, Device, Dispatch, ErrorKind, SimError};

const PROLOGUE: &str = "
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v1, 2, v0
";

/// Assembles `body` (after [`PROLOGUE`]) into a relocatable code object
/// for `p` with `lds` bytes of static LDS.
fn assemble(p: Processor, body: &str, lds: u32) -> Vec<u8> {
    let name = p.name();
    let accum = if matches!(p, Processor::Gfx90a | Processor::Gfx942) {
        "  .amdhsa_accum_offset 16\n"
    } else {
        ""
    };
    let src = format!(
        r#".amdgcn_target "amdgcn-amd-amdhsa--{name}"
.text
.globl k
.p2align 8
.type k,@function
k:
{PROLOGUE}
{body}
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 16
  .amdhsa_next_free_sgpr 16
  .amdhsa_group_segment_fixed_size {lds}
{accum}.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 8
    .kernarg_segment_align: 8
    .group_segment_fixed_size: {lds}
    .private_segment_fixed_size: 0
    .max_flat_workgroup_size: 64
    .sgpr_count: 16
    .vgpr_count: 16
    .wavefront_size: 64
    .args:
      - {{ .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }}
...
.end_amdgpu_metadata
"#
    );
    common::assemble(p, &src)
}

/// Runs `body` on `p`; returns the buffer afterwards.
fn run(p: Processor, body: &str, lds: u32) -> Result<Vec<u32>, SimError> {
    run_opts(p, body, lds, true)
}

fn run_opts(p: Processor, body: &str, lds: u32, hazards: bool) -> Result<Vec<u32>, SimError> {
    let elf = assemble(p, body, lds);
    let mut dev = Device::new(p);
    dev.options.check_hazards = hazards;
    let m = dev.load(&elf).unwrap_or_else(|e| panic!("load: {e}"));
    let buf = dev.buffer_u32(&(0..64).map(|i| 10 * i).collect::<Vec<_>>());
    dev.dispatch(&m, "k", Dispatch::linear(64, 64), &[Arg::Buffer(buf)])?;
    Ok(dev.read_u32(buf).unwrap())
}

const PROCS: [Processor; 2] = [Processor::Gfx900, Processor::Gfx942];

/// Expects `body` to fail with an unwaited read whose message contains
/// `needle` and whose instruction text starts with `inst`.
fn expect_unwaited(body: &str, lds: u32, inst: &str, needle: &str) {
    for p in PROCS {
        let e = run(p, body, lds).expect_err("must be rejected");
        assert!(
            matches!(&e.kind, ErrorKind::UnwaitedRead(m) if m.contains(needle)),
            "{}: {e}",
            p.name()
        );
        assert!(e.pc.is_some(), "{}: {e}", p.name());
        assert!(
            e.inst.as_deref().is_some_and(|i| i.starts_with(inst)),
            "{}: {e}",
            p.name()
        );
    }
}

fn expect_ok(body: &str, lds: u32) -> Vec<u32> {
    let mut last = Vec::new();
    for p in PROCS {
        last = run(p, body, lds).unwrap_or_else(|e| panic!("{}: {e}", p.name()));
    }
    last
}

const LOAD_ADD_STORE: &str = "
  global_load_dword v2, v1, s[4:5]
  WAIT
  v_add_u32 v2, 1, v2
  global_store_dword v1, v2, s[4:5]
";

#[test]
fn vmcnt_missing_is_rejected() {
    let ok = expect_ok(&LOAD_ADD_STORE.replace("WAIT", "s_waitcnt vmcnt(0)"), 0);
    assert_eq!(ok, (0..64).map(|i| 10 * i + 1).collect::<Vec<_>>());
    expect_unwaited(
        &LOAD_ADD_STORE.replace("WAIT", ""),
        0,
        "v_add_u32",
        "v2 is read while the load issued at pc",
    );
    expect_unwaited(&LOAD_ADD_STORE.replace("WAIT", ""), 0, "v_add", "vmcnt(0)");
}

/// vm_cnt returns in order: after two loads, vmcnt(1) covers the first.
#[test]
fn vmcnt_in_order() {
    let two = "
  global_load_dword v2, v1, s[4:5]
  global_load_dword v3, v1, s[4:5]
  s_waitcnt vmcnt(1)
  v_mov_b32 v4, USE
  s_waitcnt vmcnt(0)
  global_store_dword v1, v4, s[4:5]
";
    let ok = expect_ok(&two.replace("USE", "v2"), 0);
    assert_eq!(ok[5], 50);
    expect_unwaited(&two.replace("USE", "v3"), 0, "v_mov_b32", "vmcnt(0)");
}

/// Overwriting a register whose load is outstanding is rejected too.
#[test]
fn overwrite_before_wait_is_rejected() {
    let body = "
  global_load_dword v2, v1, s[4:5]
  v_mov_b32 v2, 0
  s_waitcnt vmcnt(0)
";
    expect_unwaited(body, 0, "v_mov_b32_e32 v2, 0", "v2 is overwritten");
}

/// Vector memory loads return in issue order, so a second GLOBAL load
/// may write (here: merge a d16_hi half into) the destination of an
/// outstanding one, as llc-22 emits it on gfx900; a DS load or a VALU
/// write there is still rejected. Oracle: the ISA's in-order vm_cnt.
#[test]
fn ordered_vmem_loads_may_overwrite() {
    let ok = expect_ok(
        "
  v_and_b32 v3, 0xf8, v1
  global_load_ushort v2, v1, s[4:5]
  global_load_short_d16_hi v2, v3, s[4:5] offset:4
  s_waitcnt vmcnt(0)
  global_store_dword v1, v2, s[4:5]
",
        0,
    );
    // Word i holds 10 * i; lane 4 reads words 4 and 5.
    assert_eq!(ok[4], 40 | 50 << 16);
    expect_unwaited(
        "
  global_load_dword v2, v1, s[4:5]
  ds_read_b32 v2, v1
  s_waitcnt vmcnt(0) lgkmcnt(0)
",
        256,
        "ds_read_b32",
        "v2 is overwritten",
    );
}

/// SMEM may return out of order: with two scalar loads outstanding, only
/// lgkmcnt(0) makes either result valid.
#[test]
fn smem_needs_lgkmcnt_zero() {
    let two = "
  s_load_dword s6, s[4:5], 0x4
  s_load_dword s7, s[4:5], 0x8
  s_waitcnt lgkmcnt(WAIT)
  v_mov_b32 v2, s6
  global_store_dword v1, v2, s[4:5]
";
    let ok = expect_ok(&two.replace("WAIT", "0"), 0);
    assert_eq!(ok[7], 10);
    expect_unwaited(
        &two.replace("WAIT", "1"),
        0,
        "v_mov_b32_e32 v2, s6",
        "lgkmcnt(0)",
    );
}

/// LDS returns in order: after two ds_reads, lgkmcnt(1) covers the
/// first, not the second.
#[test]
fn ds_in_order() {
    let body = "
  ds_write_b32 v1, v1
  ds_read_b32 v2, v1
  ds_read_b32 v3, v1 offset:0
  s_waitcnt lgkmcnt(1)
  v_mov_b32 v4, USE
  s_waitcnt lgkmcnt(0)
  global_store_dword v1, v4, s[4:5]
";
    let ok = expect_ok(&body.replace("USE", "v2"), 256);
    assert_eq!(ok[3], 12);
    expect_unwaited(
        &body.replace("USE", "v3"),
        256,
        "v_mov_b32_e32 v4, v3",
        "lgkmcnt(0)",
    );
}

/// A FLAT load's data waits on the counter of the memory it reached:
/// vm_cnt for global memory, lgkm_cnt for LDS (through the shared
/// aperture).
#[test]
fn flat_waits_on_the_memory_it_reached() {
    let global = "
  v_mov_b32 v3, s5
  v_add_co_u32 v2, vcc, s4, v1
  s_nop 1 ; gfx942: a VALU reading an SGPR (vcc) a VALU wrote needs 2
  v_addc_co_u32 v3, vcc, 0, v3, vcc
  flat_load_dword v4, v[2:3]
  s_waitcnt vmcnt(0)
  v_add_u32 v4, 1, v4
  global_store_dword v1, v4, s[4:5]
";
    assert_eq!(expect_ok(global, 0)[2], 21);
    // v[6:7] = the shared aperture base (high half) + the lane's offset.
    let lds = "
  ds_write_b32 v1, v0
  s_waitcnt lgkmcnt(0)
  s_mov_b32 s9, src_shared_base
  v_mov_b32 v6, v1
  v_mov_b32 v7, s9
  flat_load_dword v4, v[6:7]
  s_waitcnt WAIT
  global_store_dword v1, v4, s[4:5]
";
    assert_eq!(expect_ok(&lds.replace("WAIT", "lgkmcnt(0)"), 256)[9], 9);
    expect_unwaited(
        &lds.replace("WAIT", "vmcnt(0)"),
        256,
        "global_store_dword",
        "lgkmcnt(0)",
    );
}

#[test]
fn never_written_registers_are_rejected() {
    for p in PROCS {
        // A VGPR nobody wrote.
        let e = run(p, "  v_add_u32 v2, v7, v0\n", 0).expect_err("v7 is unwritten");
        assert!(
            matches!(&e.kind, ErrorKind::UninitRead(m) if m.contains("v7 lane 0")),
            "{e}"
        );
        assert!(e.inst.as_deref() == Some("v_add_u32_e32 v2, v7, v0"), "{e}");
        // A VGPR written in the low 32 lanes only, read by all 64.
        let half = "
  s_mov_b64 exec, 0xffffffff
  v_mov_b32 v7, 1
  s_mov_b64 exec, -1
  v_add_u32 v2, v7, v0
";
        let e = run(p, half, 0).expect_err("v7 lane 32 is unwritten");
        assert!(
            matches!(&e.kind, ErrorKind::UninitRead(m) if m.contains("v7 lane 32")),
            "{e}"
        );
        // ... but reading it in the written lanes only is fine.
        let ok = half.replace("s_mov_b64 exec, -1", "");
        run(p, &ok, 0).unwrap_or_else(|e| panic!("{e}"));
        // An SGPR nobody wrote, and VCC.
        let e = run(p, "  s_add_u32 s2, s9, 1\n", 0).expect_err("s9 is unwritten");
        assert!(
            matches!(&e.kind, ErrorKind::UninitRead(m) if m.contains("s9")),
            "{e}"
        );
        let e = run(p, "  s_cbranch_vccz 0\n", 0).expect_err("vcc is unwritten");
        assert!(
            matches!(&e.kind, ErrorKind::UninitRead(m) if m.contains("vcc")),
            "{e}"
        );
    }
}

/// Expects `body` to fail on every processor with a hazard naming `rule`,
/// reported at the consumer `inst`; and to run with the check off.
fn expect_hazard(body: &str, inst: &str, rule: &str) {
    for p in PROCS {
        let e = run(p, body, 0).expect_err("must be rejected");
        assert!(
            matches!(&e.kind, ErrorKind::Hazard(m) if m.contains(rule)),
            "{}: {e}",
            p.name()
        );
        assert!(
            e.inst.as_deref().is_some_and(|i| i.starts_with(inst)),
            "{}: {e}",
            p.name()
        );
        run_opts(p, body, 0, false).unwrap_or_else(|e| panic!("{} unchecked: {e}", p.name()));
    }
}

/// Seed 004 table 8: a VALU writing an SGPR, then v_readlane using it as
/// the lane select, needs 4 wait states; `s_nop 3` gives 4, so does any
/// mix of instructions and nops adding up to 4, while 3 is too few.
#[test]
fn readlane_lane_select_needs_four_wait_states() {
    let body = "
  v_mov_b32 v2, 5
  v_readfirstlane_b32 s6, v2
  NOPS
  v_readlane_b32 s7, v1, s6
  s_nop 1
  v_mov_b32 v3, s7
  global_store_dword v1, v3, s[4:5]
";
    for nops in [
        "s_nop 3",
        "v_nop\n  s_nop 2",
        "s_nop 0\n  s_nop 0\n  s_nop 1",
    ] {
        let ok = expect_ok(&body.replace("NOPS", nops), 0);
        assert_eq!(ok, vec![20; 64], "{nops}");
    }
    for nops in ["", "s_nop 2", "v_nop\n  s_nop 1"] {
        expect_hazard(
            &body.replace("NOPS", nops),
            "v_readlane_b32 s7, v1, s6",
            "valu-sgpr-lanesel",
        );
    }
}

/// Seed 004 table 8: a VALU writing a VGPR, then a DPP instruction reading
/// it, needs 2 wait states.
#[test]
fn dpp_after_valu_write_needs_two_wait_states() {
    let body = "
  v_add_u32 v2, 1, v0
  NOPS
  v_mov_b32_dpp v3, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
  global_store_dword v1, v3, s[4:5]
";
    let ok = expect_ok(&body.replace("NOPS", "s_nop 1"), 0);
    assert_eq!(ok[0..4], [2, 1, 4, 3]);
    expect_hazard(
        &body.replace("NOPS", "s_nop 0"),
        "v_mov_b32_dpp",
        "valu-vgpr-dpp",
    );
}

/// Seed 004 table 8, row "VALU writes EXEC, then a VALU DPP operation":
/// 5 wait states (the ALU does not forward EXEC to DPP).
#[test]
fn dpp_after_valu_exec_write_needs_five_wait_states() {
    let body = "
  v_cmpx_le_u32 vcc, 0, v0
  NOPS
  v_mov_b32_dpp v3, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
  global_store_dword v1, v3, s[4:5]
";
    let ok = expect_ok(&body.replace("NOPS", "s_nop 4"), 0);
    assert_eq!(ok[0..4], [1, 0, 3, 2]);
    for nops in ["s_nop 3", "v_nop\n  s_nop 2"] {
        expect_hazard(
            &body.replace("NOPS", nops),
            "v_mov_b32_dpp",
            "valu-exec-dpp",
        );
    }
}

/// Seed 004 table 8: v_div_fmas reads VCC, which a VALU (here v_cmp) wrote:
/// 4 wait states.
#[test]
fn div_fmas_after_vcc_write_needs_four_wait_states() {
    let body = "
  v_cvt_f32_u32 v2, v0
  v_cmp_lt_u32 vcc, 1, v0
  NOPS
  v_div_fmas_f32 v3, v2, 1.0, 1.0
  v_cvt_u32_f32 v3, v3
  global_store_dword v1, v3, s[4:5]
";
    let ok = expect_ok(&body.replace("NOPS", "s_nop 3"), 0);
    // Lanes 2.. have VCC set: fma(x, 1, 1) scaled by 2^64 saturates.
    assert_eq!(ok[0..3], [1, 2, u32::MAX]);
    expect_hazard(
        &body.replace("NOPS", "s_nop 2"),
        "v_div_fmas_f32",
        "valu-vcc-div-fmas",
    );
}

/// The relocations clang does not emit for code but an assembler does for
/// data and absolute addresses (ABS32_LO/HI on instruction literals, ABS32,
/// REL32 and REL64 on data), applied by sim when it places the object:
/// the values the kernel reads back are the ones the placed image needs.
#[test]
fn absolute_and_data_relocations() {
    let body = "
  s_mov_b32 s8, data@abs32@lo
  s_mov_b32 s9, data@abs32@hi
  s_mov_b32 s10, other@abs32@lo
  s_load_dwordx4 s[12:15], s[8:9], 0x0
  v_mov_b32 v3, 0
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v2, s8
  global_store_dword v3, v2, s[4:5]
  v_mov_b32 v2, s9
  global_store_dword v3, v2, s[4:5] offset:4
  v_mov_b32 v2, s12
  global_store_dword v3, v2, s[4:5] offset:8
  v_mov_b32 v2, s13
  global_store_dword v3, v2, s[4:5] offset:12
  v_mov_b32 v2, s14
  global_store_dword v3, v2, s[4:5] offset:16
  v_mov_b32 v2, s15
  global_store_dword v3, v2, s[4:5] offset:20
  v_mov_b32 v2, s10
  global_store_dword v3, v2, s[4:5] offset:24
  s_waitcnt vmcnt(0)
  s_endpgm
.section .rodata.t,\"a\"
.p2align 4
data:
  .long data
  .long other - .
  .quad other - .
.section .rodata.u,\"a\"
other:
  .long 7
.text
";
    for p in PROCS {
        use agc_sim::loader::{reloc, CodeObject};
        let code = CodeObject::parse(&assemble(p, body, 0)).unwrap();
        let mut types: Vec<u32> = code.image.relocs.iter().map(|r| r.r_type).collect();
        types.sort();
        types.dedup();
        assert_eq!(
            types,
            [
                reloc::ABS32_LO,
                reloc::ABS32_HI,
                reloc::REL32,
                reloc::REL64,
                reloc::ABS32
            ],
            "{}",
            p.name()
        );
        let buf = run(p, body, 0).unwrap_or_else(|e| panic!("{}: {e}", p.name()));
        assert_eq!(buf[2], buf[0], "{}: ABS32 vs ABS32_LO", p.name());
        assert!(buf[1] != 0, "{}: ABS32_HI of a device address", p.name());
        let (data, other) = (buf[0], buf[6]);
        assert_eq!(buf[3], other.wrapping_sub(data + 4), "{}: REL32", p.name());
        assert_eq!(
            [buf[4], buf[5]],
            [other.wrapping_sub(data + 8), 0],
            "{}: REL64",
            p.name()
        );
    }
}

/// Outstanding operations are bounded by the counters' widths (vmcnt
/// holds 63 on GFX9): 20000 stores in a loop without a wait, then one
/// `s_waitcnt vmcnt(0)`, run in linear time and leave the last value.
/// Oracle: the loop's arithmetic; the time bound is generous (the
/// quadratic behaviour it guards against takes minutes).
#[test]
fn long_store_streams_without_waits_stay_linear() {
    let body = "
  s_mov_b32 s6, 20000
store_loop:
  v_mov_b32 v2, s6
  global_store_dword v1, v2, s[4:5]
  s_sub_u32 s6, s6, 1
  s_cmp_lg_u32 s6, 0
  s_cbranch_scc1 store_loop
  s_waitcnt vmcnt(0)
";
    let t = std::time::Instant::now();
    assert_eq!(expect_ok(body, 0), vec![1; 64]);
    assert!(t.elapsed().as_secs() < 60, "{:?}", t.elapsed());
}

/// `s_trap` ends the dispatch with a Trap error naming the instruction,
/// and a misaligned atomic is a Memory error naming the lane. Oracle: the
/// strictness sim documents (traps are errors; atomics must be naturally
/// aligned).
#[test]
fn traps_and_misaligned_atomics_are_errors() {
    for p in PROCS {
        let e = run(p, "  s_trap 2\n", 0).expect_err("s_trap must fail");
        assert!(matches!(e.kind, ErrorKind::Trap(_)), "{}: {e}", p.name());
        assert!(
            e.inst.as_deref().is_some_and(|i| i.starts_with("s_trap")),
            "{}: {e}",
            p.name()
        );
        let e = run(p, "  global_atomic_add v1, v1, s[4:5] offset:2\n", 0)
            .expect_err("misaligned atomic must fail");
        assert!(
            matches!(&e.kind, ErrorKind::Memory(m) if m.contains("lane 0") && m.contains("aligned")),
            "{}: {e}",
            p.name()
        );
    }
}

/// A gfx1100 wave32 kernel around `body`, assembled by llvm-mc-22: the
/// buffer address in s[4:5], the lane's byte offset in v1.
fn gfx11_kernel(body: &str) -> Vec<u8> {
    let src = format!(
        r#".amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
.text
.globl k
.p2align 8
.type k,@function
k:
  s_load_b64 s[4:5], s[0:1], 0x0
  s_waitcnt lgkmcnt(0)
  v_lshlrev_b32 v1, 2, v0
{body}
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 48
  .amdhsa_next_free_sgpr 16
  .amdhsa_wavefront_size32 1
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
    .private_segment_fixed_size: 0
    .max_flat_workgroup_size: 64
    .sgpr_count: 16
    .vgpr_count: 48
    .wavefront_size: 32
    .args:
      - {{ .offset: 0, .size: 8, .value_kind: global_buffer, .address_space: global }}
...
.end_amdgpu_metadata
"#
    );
    common::assemble(Processor::Gfx1100, &src)
}

fn run_gfx11(body: &str, hazards: bool) -> Result<Vec<u32>, SimError> {
    let elf = gfx11_kernel(body);
    let mut dev = Device::new(Processor::Gfx1100);
    dev.options.check_hazards = hazards;
    let m = dev.load(&elf).unwrap_or_else(|e| panic!("load: {e}"));
    let buf = dev.buffer_u32(&(0..64).map(|i| 10 * i).collect::<Vec<_>>());
    dev.dispatch(&m, "k", Dispatch::linear(64, 64), &[Arg::Buffer(buf)])?;
    Ok(dev.read_u32(buf).unwrap())
}

/// The GFX11 `trans-use` row of `agc_isa::hazards::DEPCTR_RULES` (llc-22:
/// a transcendental's result read by a VALU needs `s_waitcnt_depctr
/// va_vdst(0)` unless 6 VALUs or 2 transcendentals issued in between;
/// SALUs and `s_nop`s do not count). Each body computes the same values,
/// so the unchecked runs agree with the checked ones.
#[test]
fn gfx11_trans_use_needs_depctr_or_six_valus() {
    let body = "
  v_cvt_f32_u32 v2, v0
  v_exp_f32 v3, v2
  FIX
  v_cvt_u32_f32 v4, v3
  global_store_b32 v1, v4, s[4:5]
";
    let reference = run_gfx11(&body.replace("FIX", ""), false).expect("unchecked run");
    let valus = |n: usize| vec!["v_nop"; n].join("\n  ");
    for fix in [
        "s_waitcnt_depctr depctr_va_vdst(0)".to_string(),
        valus(6),
        "v_exp_f32 v5, v2\n  v_exp_f32 v6, v2".to_string(),
    ] {
        let got =
            run_gfx11(&body.replace("FIX", &fix), true).unwrap_or_else(|e| panic!("{fix}: {e}"));
        assert_eq!(got, reference, "{fix}");
    }
    for fix in [
        String::new(),
        valus(5),
        vec!["s_nop 0"; 8].join("\n  "),
        "v_exp_f32 v5, v2".to_string(),
    ] {
        let e = run_gfx11(&body.replace("FIX", &fix), true).expect_err("must be rejected");
        assert!(
            matches!(&e.kind, ErrorKind::Hazard(m) if m.contains("trans-use")),
            "{fix}: {e}"
        );
        assert!(
            e.inst
                .as_deref()
                .is_some_and(|i| i.starts_with("v_cvt_u32_f32")),
            "{fix}: {e}"
        );
    }
}

/// The GFX11 `wmma-dst-srcab` row of `agc_isa::hazards::DEPCTR_RULES`
/// (llc-22 on gfx1100/gfx1151: a WMMA reading the previous WMMA's result
/// as A or B needs a VALU, `v_nop`, in between; as C nothing; `s_nop`
/// does not count). The inputs are zeros (replicated fragments), so the
/// unchecked and checked runs agree.
#[test]
fn gfx11_wmma_result_as_source_a_needs_a_valu() {
    let zero: String = (8..40).map(|r| format!("v_mov_b32 v{r}, 0\n  ")).collect();
    let body = format!(
        "
  {zero}v_wmma_f16_16x16x16_f16 v[24:31], v[8:15], v[16:23], v[24:31]
  FIX
  v_wmma_f16_16x16x16_f16 v[32:39], SRC, v[16:23], v[32:39]
  global_store_b32 v1, v32, s[4:5]
"
    );
    let a = body.replace("SRC", "v[24:31]");
    let reference = run_gfx11(&a.replace("FIX", ""), false).expect("unchecked run");
    for fix in ["v_nop", "v_add_f32 v40, v8, v9"] {
        let got = run_gfx11(&a.replace("FIX", fix), true).unwrap_or_else(|e| panic!("{fix}: {e}"));
        assert_eq!(got, reference, "{fix}");
    }
    // As C (and an unrelated A), the same registers need nothing.
    let c = body.replace("SRC", "v[8:15]").replace(
        "v[32:39], v[8:15], v[16:23], v[32:39]",
        "v[24:31], v[8:15], v[16:23], v[24:31]",
    );
    run_gfx11(&c.replace("FIX", ""), true).expect("D read as C");
    for fix in ["", "s_nop 0"] {
        let e = run_gfx11(&a.replace("FIX", fix), true).expect_err("must be rejected");
        assert!(
            matches!(&e.kind, ErrorKind::Hazard(m) if m.contains("wmma-dst-srcab")),
            "{fix}: {e}"
        );
    }
}
