//! Wave execution: state, operand access, strict checks, scheduling.
//!
//! Role: runs the waves of one workgroup to completion. A [`Wave`] holds the
//! architectural state (PC, SGPRs, SCC, VGPRs/AGPRs, EXEC, VCC, M0, MODE,
//! private memory) plus the bookkeeping of the strict checks; `run_workgroup`
//! interleaves the waves and implements `s_barrier`. The per-format
//! semantics live in [`scalar`], [`vector`] and [`memory`].
//!
//! Execution model:
//! - One instruction executes for the whole wave at once: vector operands
//!   are read into 64-lane arrays on the stack, computed in tight loops over
//!   all lanes, and written back under the EXEC mask. No allocation per step.
//! - Memory instructions take effect when issued; their destination
//!   registers are merely *not yet readable*: each memory instruction
//!   enqueues a pending record on every counter the isa table declares for
//!   it (vm_cnt, lgkm_cnt, exp_cnt), and a load bumps a per-register
//!   pending count. `s_waitcnt` retires records per counter: vm_cnt and
//!   exp_cnt in issue order; lgkm_cnt in issue order among LDS operations,
//!   while SMEM (and FLAT, on lgkm) may return out of order, so those
//!   retire only at lgkmcnt(0) (seed 004). A record lists the counters
//!   that must cover it before its data is valid (`needs`): a FLAT access
//!   counts on both vm_cnt and lgkm_cnt, but its data waits only on the
//!   counter of the memory its lanes actually reached (lgkm for LDS, vm
//!   otherwise). Reading or overwriting a register with a pending count is
//!   an error whose message names the load's PC and the smallest wait that
//!   would cover it, except that a GLOBAL/SCRATCH/MUBUF load may overwrite
//!   a register whose outstanding loads are all such loads: they return in
//!   issue order (llc loads a short and then its d16_hi neighbour into one
//!   register without a wait).
//! - A VGPR lane read while active and never written is an error, and so
//!   is a read of a never-written SGPR, VCC or M0 (option `check_uninit`);
//!   the dispatcher marks the SGPRs it initialises.
//! - Hazards: each wave remembers its last 24 executed instructions (PC,
//!   the hazard rules each can start, the wait states it provided). Before
//!   an instruction that can end a rule executes, the history is walked
//!   back until the processor's largest wait count is reached; a producer
//!   closer than its rule allows is an error. Because the history is the
//!   executed stream, branches, calls and returns need no special case.
//! - Scheduling is deterministic: waves run in a seeded pseudo-random order
//!   for seeded quanta of 1..=8 instructions, so different seeds exercise
//!   different interleavings and the same seed reproduces a run.
//!
//! Central trick: scalar registers are stored by their *operand code*
//! (s0..s101, flat_scratch, xnack_mask, vcc, ttmp, m0, exec at 126/127), so
//! decoding a scalar operand needs no translation and EXEC/VCC are plain
//! array slots.

pub mod fatomic;
pub mod float;
pub mod halves;
pub mod matrix;
pub mod memory;
pub mod minmax;
pub mod packed;
pub mod private;
pub mod scalar;
pub mod trig;
pub mod vector;

use crate::device::GlobalMemory;
use crate::error::{ErrorKind, Result, SimError};
use crate::program::{Decoded, Program, Slot};
use crate::stats::Stats;
use agc_isa::hazards::RULES;
use agc_isa::minst::Operand;
use agc_isa::print::print;
use agc_isa::regs::{special, Reg, RegFile};
use std::collections::VecDeque;

/// Lanes of register storage: the widest wave (wave64). A wave of
/// [`Wave::lanes`] lanes uses the first that many; lane masks are `u64`
/// whose bits past the wave's lanes are always 0 ([`Wave::lane_mask`]).
pub const LANES: usize = 64;
/// One 32-bit value per lane.
pub type Lanes = [u32; LANES];
/// One 64-bit value per lane.
pub type Lanes64 = [u64; LANES];

/// Flat aperture bases chosen by sim (64-bit, 2^32-aligned, 2^32 bytes).
pub const SHARED_APERTURE: u64 = 0x1000_0000_0000_0000;
pub const PRIVATE_APERTURE: u64 = 0x2000_0000_0000_0000;
/// Base of the scratch buffer resource (V#) given to kernels: 48 bits, as
/// a V# base must be; MUBUF accesses through it reach private memory.
pub const SCRATCH_RSRC_BASE: u64 = 0x0000_8000_0000_0000;
/// The queue's scratch backing memory as the flat scratch init SGPRs give
/// it (seed 002, "Flat Scratch": the same base as the scratch V#'s). Wave
/// `w` of a workgroup owns the bytes from `w * 64 * private_size` on (its
/// private segment wave offset), so a prologue that forgets to add the
/// offset reaches another wave's scratch, or none, as on hardware.
pub const FLAT_SCRATCH_BASE: u64 = SCRATCH_RSRC_BASE;

pub(crate) const EXEC: usize = special::EXEC as usize;
pub(crate) const VCC: usize = special::VCC as usize;

/// The default of [`SimOptions::max_memory`]: 4 GiB.
pub const DEFAULT_MAX_MEMORY: u64 = 4 << 30;

/// Run-time checks, scheduling knobs and resource limits.
#[derive(Clone, Debug)]
pub struct SimOptions {
    /// Reads of never-written VGPR lanes (active lanes only) and of
    /// never-written SGPRs are errors.
    pub check_uninit: bool,
    /// Reads of registers with an outstanding (un-waited) load are errors.
    pub check_waitcnt: bool,
    /// Too few wait states between the instructions of a hazard rule
    /// (`agc_isa::hazards::RULES`), counted on the instructions the wave
    /// actually executed, is an error.
    pub check_hazards: bool,
    /// Seed of the wave interleaving.
    pub seed: u64,
    /// Instruction budget per wave before a dispatch fails as hung.
    pub max_steps_per_wave: u64,
    /// Wave instructions a whole dispatch may execute (all waves
    /// together) before it fails with `ErrorKind::Limit`.
    pub max_steps: u64,
    /// Bytes of device memory the simulator may hold during a dispatch:
    /// global allocations (buffers, the code image, the runtime's
    /// structures) plus LDS plus the private pages the kernel writes.
    /// Exceeding it is `ErrorKind::Limit`, checked before allocating.
    pub max_memory: u64,
    /// Make `v_rcp_iflag_f32`, `v_rsq`, `v_sqrt`, `v_exp` and `v_log` as
    /// inexact as the ISA allows (see `vector.rs`) instead of correctly
    /// rounded.
    pub approximate_transcendentals: bool,
}

impl Default for SimOptions {
    fn default() -> SimOptions {
        SimOptions {
            check_uninit: true,
            check_waitcnt: true,
            check_hazards: true,
            seed: 0,
            max_steps_per_wave: 50_000_000,
            max_steps: u64::MAX,
            max_memory: DEFAULT_MAX_MEMORY,
            approximate_transcendentals: false,
        }
    }
}

/// Where a wave stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WaveState {
    Running,
    AtBarrier,
    Ended,
}

/// Which file a pending load writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PFile {
    Scalar,
    Vgpr,
    Agpr,
}

/// Counter bits of [`Pending::needs`].
pub(crate) const CNT_VM: u8 = 1;
pub(crate) const CNT_LGKM: u8 = 2;
pub(crate) const CNT_EXP: u8 = 4;
/// GFX10+ vscnt: vector-memory stores and atomics without return.
pub(crate) const CNT_VS: u8 = 8;

/// vscnt is 6 bits (GFX10+, `s_waitcnt_vscnt null, 0x3f` does not wait).
const MAX_VS: usize = 63;

/// An outstanding memory operation (see the module doc).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Pending {
    pub id: u32,
    pub file: PFile,
    pub first: u16,
    pub n: u8,
    /// May complete out of order on lgkm_cnt (SMEM, FLAT).
    pub unordered_lgkm: bool,
    /// Counters that must still retire the record before its destination
    /// registers are valid (a subset of `on`).
    pub needs: u8,
    /// Address of the issuing instruction, for error messages.
    pub pc: u64,
}

/// Instructions kept for the hazard check: every instruction provides at
/// least one wait state and no GFX9 rule asks for more than 19 (the MFMA
/// bound `agc_isa::hazards::MFMA_UNMEASURED`; 5 without matrix cores,
/// `Program::hazard_window`), so the last 24 executed instructions always
/// cover the window.
const HISTORY: usize = 24;

/// One executed instruction, as the hazard check remembers it.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Executed {
    pc: u64,
    /// Rules it is a producer of (`Decoded::hz_prod`).
    prod: u32,
    wait_states: u8,
}

/// One wavefront.
pub struct Wave {
    pub pc: u64,
    /// Scalar registers by operand code (see the module doc).
    pub s: [u32; 128],
    pub scc: bool,
    pub v: Vec<Lanes>,
    pub a: Vec<Lanes>,
    pub(crate) vinit: Vec<u64>,
    pub(crate) ainit: Vec<u64>,
    pub(crate) spend: [u16; 128],
    pub(crate) vpend: Vec<u16>,
    pub(crate) apend: Vec<u16>,
    pub(crate) vmq: VecDeque<Pending>,
    pub(crate) lgkmq: VecDeque<Pending>,
    pub(crate) expq: VecDeque<Pending>,
    /// Written scalar slots (bit = operand code), for `check_uninit`.
    pub(crate) sinit: u128,
    next_id: u32,
    /// PC of the instruction being executed.
    pub(crate) cur_pc: u64,
    pub state: WaveState,
    /// Index of the wave in its workgroup.
    pub id: u32,
    /// Per-lane private memory, allocated page by page ([`private`]).
    pub(crate) private: private::Private,
    /// This wave's private segment wave offset: where its scratch starts
    /// in the queue's scratch memory (see [`FLAT_SCRATCH_BASE`]).
    pub(crate) scratch_wave_offset: u64,
    /// The MODE hardware register.
    pub mode: u32,
    pub steps: u64,
    /// The last executed instructions, newest at `hist_head - 1` (ring).
    pub(crate) hist: [Executed; HISTORY],
    pub(crate) hist_head: usize,
    /// Live producers of `DEPCTR_RULES`: (rule, register, VALUs and
    /// transcendentals executed since).
    pub(crate) depctr_live: Vec<(u8, agc_isa::regs::Reg, u8, u8)>,
    /// GFX12's SGPR read hazard along the path this wave executed
    /// (`agc_isa::sgpr_hazard`).
    pub(crate) sgpr_hazard: agc_isa::sgpr_hazard::SgprHazardState,
    /// GFX11's wave64 mask-write hazard along the executed path
    /// (`agc_isa::mask_write_hazard`).
    pub(crate) mask_write: agc_isa::mask_write_hazard::MaskWriteState,
    /// Set while a vector memory load writes its destination (see
    /// [`Wave::only_ordered_vm`]).
    pub(crate) ordered_vm_write: bool,
    /// Lanes of the wave: 64, or 32 for a wave32 kernel (GFX10+). The one
    /// place the wave size lives: EXEC, VCC and every lane mask an
    /// instruction reads or writes are this wide (`Wave::rmask`).
    pub lanes: usize,
    /// The architected FLAT_SCRATCH base where the generation does not
    /// map it to SGPRs (GFX11: only `s_getreg`/the hardware see it); on
    /// GFX9 FLAT_SCRATCH is the SGPR pair at 102 and this is `None`.
    pub(crate) flat_scratch_hw: Option<u64>,
    /// Scalar-memory stores and vector-memory stores count on a separate
    /// counter (GFX10+ `vscnt`, [`agc_isa::processors::GenerationInfo`]).
    pub(crate) split_vscnt: bool,
    /// Outstanding stores on vscnt (when `split_vscnt`).
    pub(crate) vsq: VecDeque<Pending>,
    /// The largest count vmcnt, lgkmcnt and expcnt hold on the wave's
    /// generation (the `s_waitcnt` field widths): more outstanding
    /// operations than this cannot exist.
    pub(crate) cnt_max: [usize; 3],
}

impl Wave {
    pub(crate) fn new(
        id: u32,
        vgprs: usize,
        agprs: usize,
        private_size: u32,
        lanes: usize,
    ) -> Wave {
        debug_assert!(lanes == 32 || lanes == 64);
        Wave {
            pc: 0,
            s: [0; 128],
            scc: false,
            v: vec![[0; LANES]; vgprs],
            a: vec![[0; LANES]; agprs],
            vinit: vec![0; vgprs],
            ainit: vec![0; agprs],
            spend: [0; 128],
            vpend: vec![0; vgprs],
            apend: vec![0; agprs],
            vmq: VecDeque::new(),
            lgkmq: VecDeque::new(),
            expq: VecDeque::new(),
            sinit: 0,
            next_id: 0,
            cur_pc: 0,
            state: WaveState::Running,
            id,
            private: private::Private::new(private_size),
            scratch_wave_offset: id as u64 * lanes as u64 * private_size as u64,
            mode: 0,
            steps: 0,
            hist: [Executed::default(); HISTORY],
            hist_head: 0,
            depctr_live: Vec::new(),
            sgpr_hazard: Default::default(),
            mask_write: Default::default(),
            ordered_vm_write: false,
            lanes,
            flat_scratch_hw: None,
            split_vscnt: false,
            vsq: VecDeque::new(),
            cnt_max: [63, 15, 7],
        }
    }

    /// Takes the counter facts of generation `g` (field widths, vscnt).
    pub(crate) fn set_generation(&mut self, g: agc_isa::processors::Generation) {
        use agc_isa::processors::WaitcntLayout as L;
        let gi = g.info();
        let w = &gi.waitcnt;
        self.cnt_max = [w.vmcnt, w.lgkmcnt, w.expcnt].map(|f| L::max(f) as usize);
        self.split_vscnt = gi.vscnt;
    }

    /// The bits of a lane mask this wave has: all 64, or the low 32.
    #[inline]
    pub fn lane_mask(&self) -> u64 {
        u64::MAX >> (64 - self.lanes)
    }
    /// SGPRs a lane mask takes: 1 in wave32 (`exec_lo`, `vcc_lo`), 2 in
    /// wave64.
    #[inline]
    pub(crate) fn mask_sgprs(&self) -> usize {
        self.lanes / 32
    }

    /// EXEC as a lane mask. In wave32 EXEC_HI is not part of it (an SGPR
    /// slot of its own that nothing reads as a mask).
    #[inline]
    pub fn exec(&self) -> u64 {
        (self.s[EXEC] as u64 | (self.s[EXEC + 1] as u64) << 32) & self.lane_mask()
    }
    /// Writes EXEC (EXEC_LO alone in wave32).
    #[inline]
    pub fn set_exec(&mut self, e: u64) {
        self.s[EXEC] = e as u32;
        self.sinit |= 1 << EXEC;
        if self.lanes == 64 {
            self.s[EXEC + 1] = (e >> 32) as u32;
            self.sinit |= 2 << EXEC;
        }
    }
    /// Reads a lane-mask operand (VCC, an SGPR or pair, a constant):
    /// one SGPR in wave32, a pair in wave64; bits past the wave's lanes
    /// read 0.
    pub(crate) fn rmask(&self, op: &Operand, env: &Env) -> Result<u64> {
        let v = if self.lanes == 32 {
            self.rs32(op, env)? as u64
        } else {
            self.rs64(op, false, env)?
        };
        Ok(v & self.lane_mask())
    }
    /// Writes a lane-mask result (one SGPR in wave32, a pair in wave64).
    pub(crate) fn wmask(&mut self, op: &Operand, v: u64, env: &Env) -> Result<()> {
        if self.lanes == 32 {
            self.ws32(op, v as u32, env)
        } else {
            self.ws64(op, v, env)
        }
    }
    /// Sets scalar slot `c` as the dispatcher does (marks it written).
    pub(crate) fn init_sgpr(&mut self, c: usize, v: u32) {
        if c < 128 {
            self.s[c] = v;
            self.sinit |= 1 << c;
        }
    }
    /// VCC for a branch or a carry-in: checked like any scalar read.
    pub(crate) fn read_vcc(&self, env: &Env) -> Result<u64> {
        self.check_spend(VCC, self.mask_sgprs(), env)?;
        Ok(self.vcc())
    }
    /// VCC as a lane mask (VCC_LO in wave32).
    #[inline]
    pub fn vcc(&self) -> u64 {
        (self.s[VCC] as u64 | (self.s[VCC + 1] as u64) << 32) & self.lane_mask()
    }

    /// MODE.FP_DENORM (bits 4-7): whether denormals of f32 (`wide`
    /// false) or of f64 and f16 (`wide` true) are kept on input (`out`
    /// false) or on output. Each format's 2-bit field has bit 0 "allow
    /// input denormals" and bit 1 "allow output denormals"; a clear bit
    /// flushes them to zero of the same sign.
    #[inline]
    pub(crate) fn keeps_denorm(&self, wide: bool, out: bool) -> bool {
        self.mode >> (4 + 2 * wide as u32 + out as u32) & 1 != 0
    }

    /// MODE.IEEE (bit 9): min/max quiet signalling NaNs.
    #[inline]
    pub(crate) fn ieee_mode(&self) -> bool {
        self.mode >> 9 & 1 != 0
    }
}

fn unwaited(what: String) -> SimError {
    SimError::new(ErrorKind::UnwaitedRead(what))
}

pub(crate) fn fault(m: impl Into<String>) -> SimError {
    SimError::new(ErrorKind::Fault(m.into()))
}

/// The scalar-array slot of a scalar register.
#[inline]
pub(crate) fn scode(r: Reg) -> Result<usize> {
    let c = match r.file {
        RegFile::Sgpr => r.index as usize,
        RegFile::Ttmp => 108 + r.index as usize,
        RegFile::Special => r.index as usize,
        _ => return Err(fault(format!("{r} is not a scalar register"))),
    };
    if c + r.len as usize > 128 {
        return Err(fault(format!("{r} is not a writable scalar register")));
    }
    Ok(c)
}

const INLINE_F32: [u32; 9] = [
    0x3f00_0000,
    0xbf00_0000,
    0x3f80_0000,
    0xbf80_0000,
    0x4000_0000,
    0xc000_0000,
    0x4080_0000,
    0xc080_0000,
    0x3e22_f983,
];
const INLINE_F64: [u64; 9] = [
    0x3fe0_0000_0000_0000,
    0xbfe0_0000_0000_0000,
    0x3ff0_0000_0000_0000,
    0xbff0_0000_0000_0000,
    0x4000_0000_0000_0000,
    0xc000_0000_0000_0000,
    0x4010_0000_0000_0000,
    0xc010_0000_0000_0000,
    0x3fc4_5f30_6dc9_c882,
];

/// Value of an inline constant code as a 32-bit operand.
#[inline]
pub(crate) fn inline32(c: u8) -> u32 {
    match c {
        128..=192 => (c - 128) as u32,
        193..=208 => (-((c - 192) as i32)) as u32,
        240..=248 => INLINE_F32[(c - 240) as usize],
        _ => 0,
    }
}

/// Value of an inline constant code as a 64-bit operand (float constants
/// are f64 values).
#[inline]
fn inline64(c: u8) -> u64 {
    match c {
        128..=192 => (c - 128) as u64,
        193..=208 => (-((c - 192) as i64)) as u64,
        240..=248 => INLINE_F64[(c - 240) as usize],
        _ => 0,
    }
}

/// Execution context shared by the waves of a workgroup.
pub(crate) struct Env<'a> {
    pub prog: &'a Program,
    pub mem: &'a mut GlobalMemory,
    pub lds: &'a mut Vec<u8>,
    pub opts: &'a SimOptions,
    pub stats: &'a mut Stats,
    /// Memory the dispatch may still allocate (private pages).
    pub budget: &'a mut private::Budget,
    /// Wave instructions the dispatch may still execute.
    pub steps_left: &'a mut u64,
}

impl Wave {
    /// Checks a read of scalar slots `c..c + n`.
    fn check_spend(&self, c: usize, n: usize, env: &Env) -> Result<()> {
        self.check_spend_pending(c, n, env, "is read")?;
        let mask = ((1u128 << n) - 1) << c;
        if env.opts.check_uninit && self.sinit & mask != mask {
            let first = (!self.sinit & mask).trailing_zeros() as u16;
            let name = Reg::from_scalar_code(first, 1)
                .map_or_else(|| format!("s[{first}]"), |r| r.to_string());
            return Err(SimError::new(ErrorKind::UninitRead(format!(
                "{name} was never written"
            ))));
        }
        Ok(())
    }

    /// Checks that no load into scalar slots `c..c + n` is outstanding.
    fn check_spend_pending(&self, c: usize, n: usize, env: &Env, what: &str) -> Result<()> {
        if env.opts.check_waitcnt {
            if let Some(i) = (c..c + n).find(|&i| self.spend[i] != 0) {
                let name = Reg::from_scalar_code(i as u16, 1)
                    .map_or_else(|| format!("s[{i}]"), |r| r.to_string());
                return Err(unwaited(format!(
                    "{name} {what}{}",
                    self.hint(PFile::Scalar, i)
                )));
            }
        }
        Ok(())
    }

    /// Describes the outstanding load into register `i` of `file` and the
    /// smallest `s_waitcnt` that would cover it.
    fn hint(&self, file: PFile, i: usize) -> String {
        let hits = |p: &Pending| {
            p.file == file && (p.first as usize..p.first as usize + p.n as usize).contains(&i)
        };
        let mut waits = Vec::new();
        let mut pc = None;
        if let Some(k) = self
            .vmq
            .iter()
            .rposition(|p| hits(p) && p.needs & CNT_VM != 0)
        {
            pc = Some(self.vmq[k].pc);
            waits.push(format!("vmcnt({})", self.vmq.len() - 1 - k));
        }
        if let Some(k) = self
            .lgkmq
            .iter()
            .rposition(|p| hits(p) && p.needs & CNT_LGKM != 0)
        {
            let p = self.lgkmq[k];
            pc = pc.or(Some(p.pc));
            let n = if p.unordered_lgkm {
                0
            } else {
                self.lgkmq
                    .iter()
                    .skip(k + 1)
                    .filter(|q| !q.unordered_lgkm)
                    .count()
            };
            waits.push(format!("lgkmcnt({n})"));
        }
        if let Some(k) = self
            .expq
            .iter()
            .rposition(|p| hits(p) && p.needs & CNT_EXP != 0)
        {
            pc = pc.or(Some(self.expq[k].pc));
            waits.push(format!("expcnt({})", self.expq.len() - 1 - k));
        }
        match pc {
            Some(pc) => format!(
                " while the load issued at pc {pc:#x} is outstanding (s_waitcnt {} would cover it)",
                waits.join(" ")
            ),
            None => " while a load into it is outstanding".to_string(),
        }
    }

    /// Reads a 32-bit scalar source (register, constant or literal).
    pub(crate) fn rs32(&self, op: &Operand, env: &Env) -> Result<u32> {
        match *op {
            Operand::Reg(r) if r.file == RegFile::Special && r.index >= 128 => Ok(match r.index {
                special::SCC => self.scc as u32,
                special::VCCZ => (self.vcc() == 0) as u32,
                special::EXECZ => (self.exec() == 0) as u32,
                special::SRC_SHARED_BASE => (SHARED_APERTURE >> 32) as u32,
                special::SRC_SHARED_LIMIT => ((SHARED_APERTURE >> 32) as u32) | 0xffff_ffff,
                special::SRC_PRIVATE_BASE => (PRIVATE_APERTURE >> 32) as u32,
                special::SRC_PRIVATE_LIMIT => ((PRIVATE_APERTURE >> 32) as u32) | 0xffff_ffff,
                _ => 0,
            }),
            Operand::Reg(r) if matches!(r.file, RegFile::Vgpr | RegFile::Agpr) => {
                Err(fault(format!("{r} used as a scalar operand")))
            }
            // `null` (GFX10+) reads 0.
            Operand::Reg(r) if r.file == RegFile::Special && r.index == special::NULL => Ok(0),
            Operand::Reg(r) => {
                let c = scode(r)?;
                self.check_spend(c, 1, env)?;
                Ok(self.s[c])
            }
            Operand::Inline(c) => Ok(inline32(c)),
            Operand::Literal(l) => Ok(l),
            Operand::Imm(i) => Ok(i as u32),
            Operand::Off => Ok(0),
        }
    }

    /// Reads a 64-bit scalar source. `fp` says the operand is an f64 (a
    /// literal then supplies the high half).
    pub(crate) fn rs64(&self, op: &Operand, fp: bool, env: &Env) -> Result<u64> {
        match *op {
            Operand::Reg(r) if r.file == RegFile::Special && r.index >= 128 => {
                let lo = self.rs32(op, env)? as u64;
                // src_shared_base etc. read as 64-bit give the aperture base.
                Ok(if matches!(r.index, 235..=238) {
                    lo << 32
                } else {
                    lo
                })
            }
            Operand::Reg(r) if r.file == RegFile::Special && r.index == special::NULL => Ok(0),
            Operand::Reg(r) if r.is_scalar() => {
                let c = scode(r)?;
                if c + 1 >= 128 {
                    return Err(fault(format!("{r} is not a register pair")));
                }
                self.check_spend(c, 2, env)?;
                Ok(self.s[c] as u64 | (self.s[c + 1] as u64) << 32)
            }
            Operand::Inline(c) => Ok(inline64(c)),
            Operand::Literal(l) if fp => Ok((l as u64) << 32),
            Operand::Literal(l) => Ok(l as u64),
            _ => self.rs32(op, env).map(|x| x as u64),
        }
    }

    /// Writes `n` scalar registers starting at the register of `op`.
    pub(crate) fn ws(&mut self, op: &Operand, vals: &[u32], env: &Env) -> Result<()> {
        let Operand::Reg(r) = *op else {
            return Err(fault("scalar destination is not a register"));
        };
        // Writes to `null` (GFX10+) are discarded.
        if r.file == RegFile::Special && r.index == special::NULL {
            return Ok(());
        }
        let c = scode(r)?;
        if c + vals.len() > 128 || (c..c + vals.len()).any(|i| i == 125) {
            return Err(fault(format!("bad scalar destination {r}")));
        }
        self.check_spend_pending(c, vals.len(), env, "is overwritten")?;
        self.s[c..c + vals.len()].copy_from_slice(vals);
        self.sinit |= ((1u128 << vals.len()) - 1) << c;
        Ok(())
    }
    /// `n` scalar registers copied from `src` (a register or a constant)
    /// to `dst`. A register source carries its written-ness along instead
    /// of failing when never written (as a memcheck tool does): register
    /// allocators move and select undefined values on paths where nothing
    /// uses them, and only a real use of one is a bug.
    pub(crate) fn copy_scalar(
        &mut self,
        dst: &Operand,
        src: &Operand,
        n: usize,
        env: &Env,
    ) -> Result<()> {
        // Constants and read-only sources (apertures, vccz, ...) read as usual.
        let is_null = |r: &Reg| r.file == RegFile::Special && r.index == special::NULL;
        let Some(c) = src
            .reg()
            .filter(|r| !is_null(r))
            .and_then(|r| scode(r).ok())
        else {
            let v = if n == 1 {
                self.rs32(src, env)? as u64
            } else {
                self.rs64(src, false, env)?
            };
            return if n == 1 {
                self.ws32(dst, v as u32, env)
            } else {
                self.ws64(dst, v, env)
            };
        };
        self.check_spend_pending(c, n, env, "is read")?;
        let vals: [u32; 2] = [self.s[c], self.s[c + n - 1]];
        let init = (self.sinit >> c) & ((1u128 << n) - 1);
        self.ws(dst, &vals[..n], env)?;
        let Operand::Reg(d) = *dst else {
            return Ok(());
        };
        let dc = scode(d)?;
        let mask = ((1u128 << n) - 1) << dc;
        self.sinit = (self.sinit & !mask) | (init << dc);
        Ok(())
    }
    pub(crate) fn ws32(&mut self, op: &Operand, v: u32, env: &Env) -> Result<()> {
        self.ws(op, &[v], env)
    }
    pub(crate) fn ws64(&mut self, op: &Operand, v: u64, env: &Env) -> Result<()> {
        self.ws(op, &[v as u32, (v >> 32) as u32], env)
    }

    fn vcheck(&self, file: RegFile, idx: usize, n: usize, lanes: u64, env: &Env) -> Result<()> {
        let (init, pend, len, p, pf) = match file {
            RegFile::Agpr => (&self.ainit, &self.apend, self.a.len(), 'a', PFile::Agpr),
            _ => (&self.vinit, &self.vpend, self.v.len(), 'v', PFile::Vgpr),
        };
        if idx + n > len {
            return Err(fault(format!(
                "{p}{} is beyond the {len} registers the kernel descriptor allocates",
                idx + n - 1
            )));
        }
        for i in idx..idx + n {
            if env.opts.check_waitcnt && pend[i] != 0 {
                return Err(unwaited(format!("{p}{i} is read{}", self.hint(pf, i))));
            }
            if env.opts.check_uninit && lanes & !init[i] != 0 {
                let lane = (lanes & !init[i]).trailing_zeros();
                return Err(SimError::new(ErrorKind::UninitRead(format!(
                    "{p}{i} lane {lane} was never written"
                ))));
            }
        }
        Ok(())
    }

    /// Reads a 32-bit vector source for the lanes in `lanes` (other lanes
    /// get unspecified values).
    pub(crate) fn rv32(&self, op: &Operand, lanes: u64, env: &Env, out: &mut Lanes) -> Result<()> {
        match *op {
            Operand::Reg(r) if matches!(r.file, RegFile::Vgpr | RegFile::Agpr) => {
                let i = r.index as usize;
                self.vcheck(r.file, i, 1, lanes, env)?;
                *out = if r.file == RegFile::Agpr {
                    self.a[i]
                } else {
                    self.v[i]
                };
                Ok(())
            }
            _ => {
                let x = self.rs32(op, env)?;
                *out = [x; LANES];
                Ok(())
            }
        }
    }

    /// Reads a 64-bit vector source.
    pub(crate) fn rv64(
        &self,
        op: &Operand,
        fp: bool,
        lanes: u64,
        env: &Env,
        out: &mut Lanes64,
    ) -> Result<()> {
        match *op {
            Operand::Reg(r) if matches!(r.file, RegFile::Vgpr | RegFile::Agpr) => {
                let i = r.index as usize;
                self.vcheck(r.file, i, 2, lanes, env)?;
                let f = if r.file == RegFile::Agpr {
                    &self.a
                } else {
                    &self.v
                };
                let (lo, hi) = (&f[i], &f[i + 1]);
                for l in 0..LANES {
                    out[l] = lo[l] as u64 | (hi[l] as u64) << 32;
                }
                Ok(())
            }
            _ => {
                let x = self.rs64(op, fp, env)?;
                *out = [x; LANES];
                Ok(())
            }
        }
    }

    /// Reads a 64-bit vector source for an operation whose low result half
    /// depends only on the sources' low halves (add, multiply, shift
    /// left). LLVM leaves the high half of such a source undefined when it
    /// only wants the low half of the result, so never-written high lanes
    /// are not an error here: they are returned as a mask, and the caller
    /// marks the high half of its result unwritten in those lanes
    /// ([`Wave::untaint_hi`]), so a later real use still fails.
    pub(crate) fn rv64_lo(
        &self,
        op: &Operand,
        lanes: u64,
        env: &Env,
        out: &mut Lanes64,
    ) -> Result<u64> {
        if let Operand::Reg(r) = *op {
            if matches!(r.file, RegFile::Vgpr | RegFile::Agpr) {
                let i = r.index as usize;
                self.vcheck(r.file, i, 1, lanes, env)?;
                // Low half: full checks; high half: pending only (lanes = 0).
                self.vcheck(r.file, i + 1, 1, 0, env)?;
                let (f, init) = if r.file == RegFile::Agpr {
                    (&self.a, &self.ainit)
                } else {
                    (&self.v, &self.vinit)
                };
                let taint = lanes & !init[i + 1];
                for l in 0..LANES {
                    out[l] = f[i][l] as u64 | (f[i + 1][l] as u64) << 32;
                }
                return Ok(taint);
            }
        }
        self.rv64(op, false, lanes, env, out)?;
        Ok(0)
    }

    /// Marks the high half of the 64-bit register `op` unwritten in `lanes`.
    pub(crate) fn untaint_hi(&mut self, op: &Operand, lanes: u64) {
        if let Operand::Reg(r) = *op {
            let init = if r.file == RegFile::Agpr {
                &mut self.ainit
            } else {
                &mut self.vinit
            };
            if let Some(m) = init.get_mut(r.index as usize + 1) {
                *m &= !lanes;
            }
        }
    }

    fn vdst(&mut self, op: &Operand, n: usize, env: &Env) -> Result<(RegFile, usize)> {
        let Operand::Reg(r) = *op else {
            return Err(fault("vector destination is not a register"));
        };
        let (pend, len, pf) = match r.file {
            RegFile::Vgpr => (&self.vpend, self.v.len(), PFile::Vgpr),
            RegFile::Agpr => (&self.apend, self.a.len(), PFile::Agpr),
            _ => return Err(fault(format!("{r} is not a vector register"))),
        };
        let i = r.index as usize;
        if i + n > len {
            return Err(fault(format!(
                "{r} is beyond the {len} registers the kernel descriptor allocates"
            )));
        }
        if env.opts.check_waitcnt {
            let ordered = |k: usize| self.ordered_vm_write && self.only_ordered_vm(pf, k, pend[k]);
            if let Some(k) = (i..i + n).find(|&k| pend[k] != 0 && !ordered(k)) {
                let p = if pf == PFile::Agpr { 'a' } else { 'v' };
                return Err(unwaited(format!(
                    "{p}{k} is overwritten{}",
                    self.hint(pf, k)
                )));
            }
        }
        Ok((r.file, i))
    }

    /// Writes a 32-bit vector result under `mask`.
    pub(crate) fn wv32(&mut self, op: &Operand, vals: &Lanes, mask: u64, env: &Env) -> Result<()> {
        let (file, i) = self.vdst(op, 1, env)?;
        let (regs, init) = match file {
            RegFile::Agpr => (&mut self.a, &mut self.ainit),
            _ => (&mut self.v, &mut self.vinit),
        };
        masked_store(&mut regs[i], vals, mask);
        init[i] |= mask;
        Ok(())
    }

    /// A scalar source of a lane move (`v_writelane_b32`): its value and
    /// whether it was ever written, carried along as [`Wave::move_lanes`]
    /// does, so that a prologue may save a callee-saved SGPR nobody set.
    pub(crate) fn rs32_carry(&self, op: &Operand, env: &Env) -> Result<(u32, bool)> {
        if let Some(c) = op.reg().and_then(|r| scode(r).ok()) {
            if self.sinit >> c & 1 == 0 && env.opts.check_uninit {
                return Ok((self.s[c], false));
            }
        }
        Ok((self.rs32(op, env)?, true))
    }

    /// Marks `lanes` of the vector register `op` (or the scalar register
    /// `op`, any lane) never written: the destination of a move whose
    /// source was.
    pub(crate) fn unwrite(&mut self, op: &Operand, lanes: u64) {
        let Operand::Reg(r) = *op else { return };
        let i = r.index as usize;
        match r.file {
            RegFile::Vgpr if i < self.vinit.len() => self.vinit[i] &= !lanes,
            RegFile::Agpr if i < self.ainit.len() => self.ainit[i] &= !lanes,
            _ => {
                if let Ok(c) = scode(r) {
                    self.sinit &= !(1u128 << c);
                }
            }
        }
    }

    /// Whether lane `lane` of the vector register `op` was ever written.
    pub(crate) fn vlane_written(&self, op: &Operand, lane: u32) -> bool {
        let Operand::Reg(r) = *op else { return true };
        let i = r.index as usize;
        match r.file {
            RegFile::Vgpr => self.vinit.get(i).is_none_or(|m| m >> lane & 1 != 0),
            RegFile::Agpr => self.ainit.get(i).is_none_or(|m| m >> lane & 1 != 0),
            _ => true,
        }
    }

    /// Whether `op` is a VGPR or AGPR.
    pub(crate) fn is_vector_reg(&self, op: &Operand) -> bool {
        matches!(op, Operand::Reg(r) if matches!(r.file, RegFile::Vgpr | RegFile::Agpr))
    }

    /// A register-to-register move of the lanes in `mask`: the value and
    /// its written-ness travel together (an unwritten source lane leaves
    /// the destination lane unwritten instead of failing); pending loads
    /// are still errors.
    pub(crate) fn move_lanes(
        &mut self,
        dst: &Operand,
        src: &Operand,
        mask: u64,
        env: &Env,
    ) -> Result<()> {
        let Operand::Reg(s) = *src else {
            return Err(fault("move source is not a register"));
        };
        let si = s.index as usize;
        // Pending-load checks only (lanes = 0 skips the written check).
        self.vcheck(s.file, si, 1, 0, env)?;
        let (vals, sinit) = match s.file {
            RegFile::Agpr => (self.a[si], self.ainit[si]),
            _ => (self.v[si], self.vinit[si]),
        };
        let (file, i) = self.vdst(dst, 1, env)?;
        let (regs, init) = match file {
            RegFile::Agpr => (&mut self.a, &mut self.ainit),
            _ => (&mut self.v, &mut self.vinit),
        };
        masked_store(&mut regs[i], &vals, mask);
        init[i] = (init[i] & !mask) | (sinit & mask);
        Ok(())
    }

    /// `v_swap_b32`: two moves at once, each carrying "never written"
    /// along with the values like [`Wave::move_lanes`]; pending loads of
    /// either register are errors.
    pub(crate) fn swap_lanes(
        &mut self,
        a: &Operand,
        b: &Operand,
        mask: u64,
        env: &Env,
    ) -> Result<()> {
        let (fa, ia) = self.vdst(a, 1, env)?;
        let (fb, ib) = self.vdst(b, 1, env)?;
        if fa != RegFile::Vgpr || fb != RegFile::Vgpr {
            return Err(fault("v_swap_b32 operands must be VGPRs"));
        }
        self.vcheck(fa, ia, 1, 0, env)?;
        self.vcheck(fb, ib, 1, 0, env)?;
        let (va, na, vb, nb) = (self.v[ia], self.vinit[ia], self.v[ib], self.vinit[ib]);
        masked_store(&mut self.v[ia], &vb, mask);
        masked_store(&mut self.v[ib], &va, mask);
        self.vinit[ia] = (na & !mask) | (nb & mask);
        self.vinit[ib] = (nb & !mask) | (na & mask);
        Ok(())
    }

    /// Writes a 64-bit vector result under `mask`.
    pub(crate) fn wv64(
        &mut self,
        op: &Operand,
        vals: &Lanes64,
        mask: u64,
        env: &Env,
    ) -> Result<()> {
        let (file, i) = self.vdst(op, 2, env)?;
        let (regs, init) = match file {
            RegFile::Agpr => (&mut self.a, &mut self.ainit),
            _ => (&mut self.v, &mut self.vinit),
        };
        let mut lo = [0u32; LANES];
        let mut hi = [0u32; LANES];
        for l in 0..LANES {
            lo[l] = vals[l] as u32;
            hi[l] = (vals[l] >> 32) as u32;
        }
        masked_store(&mut regs[i], &lo, mask);
        masked_store(&mut regs[i + 1], &hi, mask);
        init[i] |= mask;
        init[i + 1] |= mask;
        Ok(())
    }

    /// Records an outstanding memory instruction on the counters `on`
    /// (CNT_* bits); `dst` is its destination, if it writes registers,
    /// valid once the counters in `needs` have retired the record.
    pub(crate) fn push_pending(
        &mut self,
        dst: Option<Reg>,
        on: u8,
        needs: u8,
        unordered_lgkm: bool,
    ) -> Result<()> {
        let (file, first, n) = match dst {
            Some(r) => match r.file {
                RegFile::Vgpr => (PFile::Vgpr, r.index, r.len),
                RegFile::Agpr => (PFile::Agpr, r.index, r.len),
                _ => (PFile::Scalar, scode(r)? as u16, r.len),
            },
            None => (PFile::Scalar, 0, 0),
        };
        let p = Pending {
            id: self.next_id,
            file,
            first,
            n,
            unordered_lgkm,
            needs: needs & on,
            pc: self.cur_pc,
        };
        self.next_id = self.next_id.wrapping_add(1);
        let counts = self.counts(file);
        let (a, b) = (first as usize, first as usize + n as usize);
        if b > counts.len() {
            return Err(fault(format!(
                "destination register {first}+{n} is beyond the allocated registers"
            )));
        }
        if p.needs != 0 {
            for c in &mut counts[a..b] {
                *c += 1;
            }
        }
        if on & CNT_VM != 0 {
            self.vmq.push_back(p);
        }
        if on & CNT_LGKM != 0 {
            self.lgkmq.push_back(p);
        }
        if on & CNT_EXP != 0 {
            self.expq.push_back(p);
        }
        if on & CNT_VS != 0 {
            self.vsq.push_back(p);
        }
        // A counter cannot count past its field: at the limit the
        // hardware holds the next issue until the oldest operation
        // completes. Retiring it here keeps every queue (and the scans in
        // `retire` and `waitcnt`) bounded, so a long loop of stores
        // without waits stays linear.
        while self.vmq.len() > self.cnt_max[0] {
            if let Some(p) = self.vmq.pop_front() {
                self.retire(p, CNT_VM);
            }
        }
        while self.lgkmq.len() > self.cnt_max[1] {
            if let Some(p) = self.lgkmq.pop_front() {
                self.retire(p, CNT_LGKM);
            }
        }
        while self.expq.len() > self.cnt_max[2] {
            if let Some(p) = self.expq.pop_front() {
                self.retire(p, CNT_EXP);
            }
        }
        while self.vsq.len() > MAX_VS {
            if let Some(p) = self.vsq.pop_front() {
                self.retire(p, CNT_VS);
            }
        }
        Ok(())
    }

    /// Whether the `count` outstanding loads into register `k` of `file`
    /// are all vector memory loads waiting on vm_cnt alone: those return
    /// in issue order, so a later one of them may overwrite (or, d16,
    /// merge into) the register without a wait in between.
    fn only_ordered_vm(&self, file: PFile, k: usize, count: u16) -> bool {
        let n = self
            .vmq
            .iter()
            .filter(|p| p.file == file && p.needs == CNT_VM)
            .filter(|p| (p.first as usize..p.first as usize + p.n as usize).contains(&k))
            .count();
        n == count as usize
    }

    fn counts(&mut self, file: PFile) -> &mut [u16] {
        match file {
            PFile::Scalar => &mut self.spend[..],
            PFile::Vgpr => &mut self.vpend[..],
            PFile::Agpr => &mut self.apend[..],
        }
    }

    /// Counter `cnt` has retired `p` (already removed from that queue):
    /// once no counter it needs remains, its registers become readable.
    fn retire(&mut self, p: Pending, cnt: u8) {
        if p.needs & cnt == 0 {
            return;
        }
        let rest = |q: &mut VecDeque<Pending>| -> u8 {
            let mut left = 0;
            for r in q.iter_mut().filter(|r| r.id == p.id) {
                r.needs &= !cnt;
                left = r.needs;
            }
            left
        };
        let left = rest(&mut self.vmq)
            | rest(&mut self.lgkmq)
            | rest(&mut self.expq)
            | rest(&mut self.vsq);
        if left == 0 {
            let (a, b) = (p.first as usize, p.first as usize + p.n as usize);
            for c in &mut self.counts(p.file)[a..b] {
                *c = c.saturating_sub(1);
            }
        }
    }

    /// `s_waitcnt vmcnt(vm) expcnt(exp) lgkmcnt(lgkm)`: retires what the
    /// counts guarantee complete. Returns whether anything was retired
    /// (the wait would have blocked on hardware).
    pub(crate) fn waitcnt(&mut self, vm: usize, exp: usize, lgkm: usize) -> bool {
        let before = self.vmq.len() + self.expq.len() + self.lgkmq.len();
        while self.vmq.len() > vm {
            if let Some(p) = self.vmq.pop_front() {
                self.retire(p, CNT_VM);
            }
        }
        while self.expq.len() > exp {
            if let Some(p) = self.expq.pop_front() {
                self.retire(p, CNT_EXP);
            }
        }
        if lgkm == 0 {
            while let Some(p) = self.lgkmq.pop_front() {
                self.retire(p, CNT_LGKM);
            }
        } else {
            // In-order LDS ops: the oldest (ordered - lgkm) are complete
            // whatever the unordered ones did.
            let ordered = self.lgkmq.iter().filter(|p| !p.unordered_lgkm).count();
            for _ in 0..ordered.saturating_sub(lgkm) {
                let Some(k) = self.lgkmq.iter().position(|p| !p.unordered_lgkm) else {
                    break;
                };
                if let Some(p) = self.lgkmq.remove(k) {
                    self.retire(p, CNT_LGKM);
                }
            }
        }
        self.vmq.len() + self.expq.len() + self.lgkmq.len() != before
    }

    /// GFX12 `s_wait_dscnt ds`: retires LDS operations (the lgkm queue's
    /// entries that are not scalar loads) until at most `ds` are
    /// outstanding; in issue order, except FLAT's LDS side, which only 0
    /// guarantees. Returns whether it would block.
    pub(crate) fn waitcnt_ds(&mut self, ds: usize) -> bool {
        let is_ds = |p: &Pending| p.file != PFile::Scalar;
        let before = self.lgkmq.len();
        // With an out-of-order (FLAT) operation pending, only a wait for
        // 0 is sure to retire anything.
        let unordered = self.lgkmq.iter().any(|p| is_ds(p) && p.unordered_lgkm);
        if ds == 0 || !unordered {
            while self.lgkmq.iter().filter(|p| is_ds(p)).count() > ds {
                let Some(k) = self.lgkmq.iter().position(is_ds) else {
                    break;
                };
                if let Some(p) = self.lgkmq.remove(k) {
                    self.retire(p, CNT_LGKM);
                }
            }
        }
        self.lgkmq.len() != before
    }

    /// GFX12 `s_wait_kmcnt km`: scalar loads return out of order, so only
    /// a wait for 0 retires them. Returns whether it would block.
    pub(crate) fn waitcnt_km(&mut self, km: usize) -> bool {
        let before = self.lgkmq.len();
        if km == 0 {
            while let Some(k) = self.lgkmq.iter().position(|p| p.file == PFile::Scalar) {
                if let Some(p) = self.lgkmq.remove(k) {
                    self.retire(p, CNT_LGKM);
                }
            }
        }
        self.lgkmq.len() != before
    }

    /// `s_waitcnt_vscnt null, vs` (GFX10+): retires the oldest stores
    /// until at most `vs` are outstanding. Returns whether it would block.
    pub(crate) fn waitcnt_vs(&mut self, vs: usize) -> bool {
        let before = self.vsq.len();
        while self.vsq.len() > vs {
            if let Some(p) = self.vsq.pop_front() {
                self.retire(p, CNT_VS);
            }
        }
        self.vsq.len() != before
    }
}

/// `dst[l] = src[l]` for the lanes in `mask`.
#[inline]
pub(crate) fn masked_store(dst: &mut Lanes, src: &Lanes, mask: u64) {
    if mask == u64::MAX {
        *dst = *src;
    } else {
        for l in 0..LANES {
            if mask >> l & 1 != 0 {
                dst[l] = src[l];
            }
        }
    }
}

/// What an instruction did to control flow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Flow {
    Next,
    Barrier,
    End,
}

/// Executes one instruction of `w`.
pub(crate) fn step(w: &mut Wave, env: &mut Env) -> Result<Flow> {
    let pc = w.pc;
    let d: &Decoded = match env.prog.at(pc) {
        Some(Slot::Inst(d)) => d,
        Some(Slot::Bad(m)) => return Err(SimError::new(ErrorKind::Decode(m.clone()))),
        None => {
            return Err(SimError::new(ErrorKind::Trap(format!(
                "pc {pc:#x} is not the start of an instruction in .text"
            ))))
        }
    };
    if env.opts.check_hazards && d.hz_cons != 0 {
        check_hazards(w, env, d)?;
    }
    if env.opts.check_hazards && d.depctr.is_some() {
        check_depctr(w, env, d)?;
    }
    if env.opts.check_hazards && env.prog.sgpr_hazard {
        check_sgpr_hazard(w, env, d)?;
    }
    if env.opts.check_hazards && env.prog.partial_forwarding {
        check_partial_forwarding(w, env, d)?;
    }
    if env.opts.check_hazards && env.prog.mask_write {
        check_mask_write(w, env, d)?;
    }
    w.hist[w.hist_head % HISTORY] = Executed {
        pc,
        prod: d.hz_prod,
        wait_states: d.wait_states,
    };
    w.hist_head = w.hist_head.wrapping_add(1);
    w.pc = pc + d.len as u64;
    w.cur_pc = pc;
    w.steps += 1;
    env.stats.count(d.class, d.inst.opcode, w.exec());
    let fmt = d.inst.opcode.format();
    if fmt.is_salu() {
        scalar::exec(w, env, d)
    } else if fmt.is_valu() {
        match &d.dual {
            Some(y) => vector::exec_dual(w, env, d, y),
            None => vector::exec(w, env, d),
        }
        .map(|_| Flow::Next)
    } else {
        memory::exec(w, env, d).map(|_| Flow::Next)
    }
}

/// Checks the hazard rules `d` ends against the instructions the wave
/// executed before it: walking back from the newest, the wait states of
/// the instructions in between must reach what each rule asks for.
fn check_hazards(w: &Wave, env: &Env, d: &Decoded) -> Result<()> {
    let p = env.prog.processor;
    let mut gap = 0u32;
    for k in 1..=HISTORY.min(w.hist_head) {
        let e = w.hist[(w.hist_head - k) % HISTORY];
        if gap >= env.prog.hazard_window {
            break;
        }
        let mut rules = e.prod & d.hz_cons;
        if rules != 0 {
            let Some(Slot::Inst(prev)) = env.prog.at(e.pc) else {
                break;
            };
            while rules != 0 {
                let r = rules.trailing_zeros() as usize;
                rules &= rules - 1;
                let rule = &RULES[r];
                let need = rule.required(&prev.inst, &d.inst, p) as u32;
                if gap < need {
                    return Err(SimError::new(ErrorKind::Hazard(format!(
                        "`{}` at pc {:#x} needs {need} wait states before this instruction, \
                         {gap} executed in between (rule {}, {})",
                        print(&prev.inst, p),
                        e.pc,
                        rule.name,
                        rule.source
                    ))));
                }
            }
        }
        gap += e.wait_states as u32;
    }
    Ok(())
}

/// Checks GFX11's wave64 VALU mask-write hazard on the executed path: a
/// read of an SGPR written after a VALU read it as a lane mask, or a
/// branch, call or return, with no `s_waitcnt_depctr` in between, is an
/// error. Calls and returns start the other side afresh, as the inserting
/// pass analyses each function alone.
fn check_mask_write(w: &mut Wave, env: &Env, d: &Decoded) -> Result<()> {
    use agc_isa::mask_write_hazard::{MaskWriteState, MASK_WRITE};
    let need = w.mask_write.step(&d.inst, false);
    if agc_isa::mir::crosses_functions(&d.inst) {
        w.mask_write = MaskWriteState::default();
    }
    if need.is_empty() {
        return Ok(());
    }
    let p = env.prog.processor;
    let fix = agc_isa::minst::MInst::new(
        agc_isa::insts::Opcode::SWaitcntDepctr,
        &[agc_isa::minst::Operand::Imm(need.depctr_imm() as i32)],
    );
    Err(SimError::new(ErrorKind::Hazard(format!(
        "`{}` follows a write of an SGPR a VALU read as a lane mask with no `{}` \
         in between (VALU mask write, {})",
        print(&d.inst, p),
        print(&fix, p),
        MASK_WRITE.source
    ))))
}

/// Checks GFX11's wave64 VALU partial-forwarding hazard: the scan of
/// `agc_isa::partial_forwarding` over the instructions this wave executed
/// before `d`, newest first, as far as the history reaches.
fn check_partial_forwarding(w: &Wave, env: &Env, d: &Decoded) -> Result<()> {
    use agc_isa::partial_forwarding::{PfScan, Verdict, PARTIAL_FORWARDING};
    let Some(mut scan) = PfScan::new(&d.inst, false) else {
        return Ok(());
    };
    for k in 1..=HISTORY.min(w.hist_head) {
        let e = w.hist[(w.hist_head - k) % HISTORY];
        let Some(Slot::Inst(prev)) = env.prog.at(e.pc) else {
            break;
        };
        match scan.visit(&prev.inst) {
            Verdict::Continue => {}
            Verdict::Expired => break,
            Verdict::Found => {
                let p = env.prog.processor;
                return Err(SimError::new(ErrorKind::Hazard(format!(
                    "`{}` reads VGPRs written by VALUs on both sides of the EXEC write at or \
                     before pc {:#x}, with no s_waitcnt_depctr va_vdst(0) in between \
                     (VALU partial forwarding, {})",
                    print(&d.inst, p),
                    e.pc,
                    PARTIAL_FORWARDING.source
                ))));
            }
        }
    }
    Ok(())
}

/// Checks and advances GFX12's SGPR read hazard on the executed path: an
/// instruction the state machine says needs an `s_wait_alu` that is not
/// there is an error. A VOPD pair issues as one instruction.
fn check_sgpr_hazard(w: &mut Wave, env: &Env, d: &Decoded) -> Result<()> {
    let need = match &d.dual {
        Some(y) => w.sgpr_hazard.step(&[&d.inst, &y.inst]),
        None => w.sgpr_hazard.step(&[&d.inst]),
    };
    // A call or return hands over with nothing pending (it waited for
    // everything) and every SGPR possibly read by the other side's VALUs;
    // the return address `s_swappc_b64` writes is not pending in the
    // callee (the same assumption the inserting pass makes at a device
    // function's entry).
    if agc_isa::mir::crosses_functions(&d.inst) {
        w.sgpr_hazard = agc_isa::sgpr_hazard::SgprHazardState::at_function_entry();
    }
    if need.is_empty() {
        return Ok(());
    }
    let p = env.prog.processor;
    let fix = agc_isa::minst::MInst::new(
        agc_isa::insts::Opcode::SWaitcntDepctr,
        &[agc_isa::minst::Operand::Imm(need.depctr_imm() as i32)],
    );
    Err(SimError::new(ErrorKind::Hazard(format!(
        "`{}` reads an SGPR written since a VALU read it, with no `{}` before it \
         (SGPR read hazard, {})",
        print(&d.inst, p),
        print(&fix, p),
        agc_isa::sgpr_hazard::SGPR_HAZARD.source
    ))))
}

/// Checks and advances the rules of `agc_isa::hazards::DEPCTR_RULES`,
/// which count executed VALUs rather than wait states: a consumer reading
/// a register of a live producer is an error; a depctr clearing a rule's
/// field ends its producers; a VALU ages them. A VOPD pair is one VALU
/// whose two components both read and write.
fn check_depctr(w: &mut Wave, env: &Env, d: &Decoded) -> Result<()> {
    let p = env.prog.processor;
    let parts = [Some(d), d.dual.as_deref()];
    let facts = || parts.iter().flatten().filter_map(|x| x.depctr.as_deref());
    for f in facts() {
        if f.clears != 0 {
            w.depctr_live.retain(|l| f.clears >> l.0 & 1 == 0);
        }
        for &(rule, reg) in &f.cons {
            if let Some(l) = w
                .depctr_live
                .iter()
                .find(|l| l.0 == rule && agc_isa::hazards::overlaps(l.1, reg))
            {
                let r = &agc_isa::hazards::DEPCTR_RULES[rule as usize];
                return Err(SimError::new(ErrorKind::Hazard(format!(
                    "`{}` reads {} which a producer of rule {} wrote {} VALUs before, \
                     with no {} in between ({})",
                    print(&d.inst, p),
                    reg,
                    r.name,
                    l.2,
                    r.fix_text(),
                    r.source
                ))));
            }
        }
    }
    let valu = facts().any(|f| f.valu);
    let trans = facts().any(|f| f.trans);
    if valu {
        w.depctr_live.retain_mut(|l| {
            l.2 += 1;
            l.3 += u8::from(trans);
            let r = &agc_isa::hazards::DEPCTR_RULES[l.0 as usize];
            l.2 < r.valus && l.3 < r.trans
        });
    }
    for f in facts() {
        for &(rule, reg) in &f.prod {
            w.depctr_live
                .retain(|l| !(l.0 == rule && agc_isa::hazards::overlaps(l.1, reg)));
            w.depctr_live.push((rule, reg, 0, 0));
        }
    }
    Ok(())
}

/// A small deterministic PRNG (splitmix64) for the interleaving.
pub(crate) struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// Runs the waves of one workgroup until all have ended.
pub(crate) fn run_workgroup(
    waves: &mut [Wave],
    env: &mut Env,
    rng: &mut Rng,
    wg: [u32; 3],
) -> Result<()> {
    let n = waves.len();
    loop {
        let running: u64 = (0..n)
            .filter(|&i| waves[i].state == WaveState::Running)
            .fold(0, |m, i| m | 1 << i);
        if running == 0 {
            let at_barrier = waves.iter().any(|w| w.state == WaveState::AtBarrier);
            if !at_barrier {
                return Ok(());
            }
            // Every live wave has arrived (ended waves do not count).
            env.stats.barriers += 1;
            for w in waves.iter_mut() {
                if w.state == WaveState::AtBarrier {
                    w.state = WaveState::Running;
                }
            }
            continue;
        }
        // Pick a running wave and a quantum.
        let r = rng.next();
        let k = (r % running.count_ones() as u64) as u32;
        let mut m = running;
        for _ in 0..k {
            m &= m - 1;
        }
        let i = m.trailing_zeros() as usize;
        let quantum = 1 + (r >> 32) % 8;
        let w = &mut waves[i];
        for _ in 0..quantum {
            if w.steps >= env.opts.max_steps_per_wave {
                let mut e = SimError::new(ErrorKind::Timeout);
                e.pc = Some(w.pc);
                e.wave = Some((wg, w.id));
                return Err(e);
            }
            if *env.steps_left == 0 {
                let mut e = SimError::new(ErrorKind::Limit(format!(
                    "the dispatch executed {} wave instructions, its step limit",
                    env.opts.max_steps
                )));
                e.pc = Some(w.pc);
                e.wave = Some((wg, w.id));
                return Err(e);
            }
            *env.steps_left -= 1;
            let pc = w.pc;
            match step(w, env) {
                Ok(Flow::Next) => {}
                Ok(Flow::Barrier) => {
                    w.state = WaveState::AtBarrier;
                    break;
                }
                Ok(Flow::End) => {
                    w.state = WaveState::Ended;
                    break;
                }
                Err(mut e) => {
                    e.pc = Some(pc);
                    e.inst = env.prog.text_at(pc);
                    e.wave = Some((wg, w.id));
                    return Err(e);
                }
            }
        }
    }
}

pub(crate) fn unsupported() -> SimError {
    SimError::new(ErrorKind::Unsupported)
}
