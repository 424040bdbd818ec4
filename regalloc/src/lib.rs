//! Register allocation: the adapter between virtual MIR and regalloc2.
//!
//! Role in the pipeline: takes an [`MFunction`] (SSA over SGPR, VGPR and
//! AGPR vregs of 1-16 dwords, see `agc_isa::mir`) and returns allocated
//! [`Block`]s of physical [`agc_isa::minst::MInst`]s for `memmodel` and
//! `emit`, with the register counts the kernel descriptor needs.
//!
//! ```text
//!  MFunction ──check──▶ Locals (dense vreg numbers per file)
//!      │
//!      ├─ Cfg: layout, critical edges split, one inst numbering
//!      │
//!      ├─ per file, SGPR → VGPR → AGPR:
//!      │     FileOps (that file's operands only)
//!      │     liveness → pressure per width → banks (3 classes)
//!      │     place groups ─▶ regalloc2 (+ checker) ─▶ spilled and room left?
//!      │          ▲                                        │ grow the class
//!      │          └────────────────────────────────────────┘
//!      ├─ rewrite: operands → registers, edits → moves / spills,
//!      │           pseudos → moves, terminators → branches, layout
//!      └─ shorter encodings that depend on the registers chosen:
//!                  `s_movk_i32` ([`movk`]), `v_fmac_*` (`fmac`)
//! ```
//!
//! # The central trick: banks
//!
//! regalloc2 has three register classes of at most 64 PRegs, no aliasing
//! and no multi-register operands; AMDGPU has 102 SGPRs, 256 VGPRs, 256
//! AGPRs and aligned tuples. Two observations bridge the gap:
//!
//! - Register files never interfere (no instruction writes one file's
//!   register as a side effect of another's), so each file gets its own
//!   regalloc2 run that sees only that file's operands. All three runs
//!   share one CFG and one instruction numbering, so their edits merge by
//!   program point.
//! - Inside a run, each class is a *bank* (see `banks`): a unit width and
//!   a table mapping PReg `k` to an aligned group of that many registers.
//!   Groups of different banks are disjoint, so there is no aliasing; a
//!   vreg goes to the bank of its width (3 → 4, wider → 8/16), so a tuple
//!   is one PReg and a sub-range operand (`offset`, `dwords` of a tuple)
//!   is resolved at rewrite from the group's first register: reading a
//!   component costs no copy. Banks are sized per function from the
//!   register pressure of each width, fixed registers (kernel inputs) are
//!   groups placed first at their own index, and a class that spilled is
//!   grown and the file re-allocated while the budget has room.
//!
//! # Calls: fixed registers and clobbers on banks
//!
//! Call arguments and results, a function's incoming arguments and its
//! return address are `MOperand::Fixed` operands. Selection passes them
//! one dword per vreg, so each fixed register is a unit-1 group placed at
//! its own index before the banks fill up (`banks::place`), and every
//! vreg fixed anywhere joins the first unit-1 class, so two calls naming
//! the same register never ask for two groups there. regalloc2 then moves
//! values into and out of those PRegs around each call.
//!
//! A call's clobber set (`agc_isa::callconv::RegSet`: the convention's,
//! or what an already compiled callee actually writes) becomes, per bank,
//! every PReg whose group holds a clobbered register, minus the groups of
//! the call's own results (regalloc2 forbids a clobber that is also a def
//! of the instruction); clobbers act at the late point, so the early
//! argument uses may sit in clobbered registers (`view`). Pressure does not
//! see that values live across a call need unclobbered registers, so with
//! calls every class is sized up by the number of groups the clobbered
//! registers would fill. The stack registers (`MFunction::reserved`: s32,
//! s33 and the V# s\[0:3\] on MUBUF processors) are blocked for bank
//! placement in every function that has them. A non-kernel function may
//! use every other register: after rewriting, [`prologue`] saves the
//! callee-saved ones it wrote (SGPRs into lanes of a VGPR, VGPRs and
//! AGPRs to its stack frame with all lanes on) and restores them before
//! each return. Its EXEC save pair is s\[28:29\]. Spill slots of a function
//! that calls, or is called, are placed so that they survive calls and
//! leave the caller's inactive lanes alone (see "Spills").
//!
//! # Spills
//!
//! The budget limits the PRegs exposed; what does not fit, regalloc2
//! spills to slots counted in dwords. SGPR slots live in lanes of VGPRs
//! reserved above the VGPR banks (`v_writelane_b32` / `v_readlane_b32`,
//! 64 dwords per VGPR), VGPR slots in AGPRs reserved above the AGPR banks
//! (`v_accvgpr_write_b32` / `v_accvgpr_read_b32`) when the processor has
//! AGPRs. That is why files are allocated SGPR first: each run's spills
//! shrink the next file's budget. VGPR slots that do not fit in AGPRs
//! (gfx900/gfx906 have none; on gfx90a+ the unified file leaves no AGPR
//! budget beside the VGPRs) go to scratch, the last resort, when the
//! caller passes a [`ScratchSpill`] (the spill area of the kernel's
//! frame). The placement is mixed: when the slots outnumber the AGPR
//! budget (gfx908 under a large workgroup), the AGPR file is allocated
//! first with the whole budget, the first slots fill the AGPRs above it
//! and only the rest go to scratch, since an AGPR move is far cheaper
//! than a scratch round trip. Scratch slot `k` (counting from the first
//! one not in an AGPR) is the dword at `offset + 4k` of each work-item's
//! private segment, stored with `buffer_store_dword ... offset:` through a
//! scratch V# (MUBUF processors) or `scratch_store_dword off, v, off
//! offset:` (architected flat scratch). The V# sits in four SGPRs reserved
//! above the SGPR banks, set once at entry from the private segment buffer
//! (s\[0:3\]) plus the wave offset SGPR, so the spill code needs no register
//! from any allocation. Without a `ScratchSpill` such a function gets a
//! clear error, and the caller retries with the private segment enabled.
//! A spill area ending past the 4095-byte offset field (behind a large
//! frame, or a kernel's past a deep call chain) is addressed through
//! *window* SGPRs reserved beside the V#: window `j` is set once at the
//! entry (a device function's prologue) to the frame base plus the spill
//! offset plus `4096 j` bytes per lane, scaled to `soffset` units, and
//! slot `k` is `4 (k % 1024)` from window `k / 1024`. Setting them once
//! keeps the spill code itself free of SALU arithmetic, so spills still
//! never write SCC.
//!
//! In a function that calls or is called, slots must survive calls and
//! must not touch a caller's inactive lanes: SGPR slots take lanes of a
//! run of *callee-saved* VGPRs above the allocation (callees preserve
//! them; a device function's prologue saves them like any callee-saved
//! register it writes), and VGPR slots always go to scratch. A device
//! function's slots follow its own frame (`MFunction::frame_bytes`),
//! addressed from s33 when it calls and s32 otherwise through the V#
//! it was given, and its prologue lays the save area after them; a
//! kernel that calls gets its slots where its caller (the driver) puts
//! them, past the deepest call chain's stack, with its V# copy in
//! callee-saved SGPRs.
//! Moves and spills never write SCC, so a condition computed before them
//! survives to its branch.
//!
//! # Whole-wave moves
//!
//! A VGPR move copies only EXEC's lanes. In EXEC-mask code a value can be
//! live in lanes that are switched off where regalloc2 decides to move it
//! (a loop variable of lanes waiting at the loop header, the old value a
//! `WriteLanes` merges into), and a plain `v_mov_b32` there would lose
//! them. So when [`MFunction::inactive_lanes_live`] is set, every group of
//! VGPR/AGPR edits at one program point is bracketed by
//! `s_mov_b64 tmp, exec; s_mov_b64 exec, -1` and `s_mov_b64 exec, tmp`,
//! with `tmp` an SGPR pair kept out of the SGPR banks. `s_mov` leaves SCC
//! alone, and copies the selector asked for (`Copy`, `Combine`) are not
//! bracketed: they copy values defined for the current lanes only. On processors without `v_accvgpr_mov_b32`
//! (gfx908) one VGPR is reserved to bounce AGPR-to-AGPR moves.
//!
//! Before anything else, `remat` sets SGPR constants again in each
//! block that reads them, so that a constant defined once (the empty lane
//! mask of EXEC-mask control flow) holds no register across the kernel.
//!
//! After rewriting, `forward` lets the producer of a dword that is only
//! copied into a tuple write the tuple's register itself (the copies a
//! `Combine` of separately allocated parts costs), and `branches` drops
//! branches to where fall-through goes and the EXEC restore right before
//! `s_endpgm`. In a kernel without calls, `compact` then recolours the
//! allocated code's webs (values connected through reaching definitions)
//! so that widths peaking at different points share registers, which the
//! banks, each sized for its own peak, cannot; the counts returned are
//! the compacted code's.
//!
//! # Costs
//!
//! Linear in the code size per attempt, plus the liveness fixed point
//! (bitsets: blocks × vregs / 64 words per iteration). Every map is a
//! dense `Vec` indexed by instruction, block, vreg or register; operands
//! are flat arrays with per-instruction ranges; nothing allocates per
//! instruction except the output instructions themselves. A file is
//! re-allocated only when it spilled with budget left (at most
//! [`MAX_ATTEMPTS`] runs); the checker (in [`allocate_checked`]) runs
//! after each run. A large function of one block starts with spare
//! groups instead (`spare_groups`): in a long block, regalloc2's cost
//! after a forced eviction grows with the block, not only the spill.

// Classes index several parallel per-class arrays at once.
#![allow(clippy::needless_range_loop)]

mod banks;
mod branches;
mod cfg;
mod check;
mod compact;
mod fmac;
mod forward;
pub mod movk;
mod ops;
pub mod prologue;
mod remat;
mod rewrite;
mod view;

use agc_isa::callconv;
use agc_isa::mir::{Block, MFunction};
use agc_isa::regs::RegFile;
use agc_isa::target::Target;
use core::fmt;

/// Register budgets and target of one allocation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AllocOptions {
    /// The processor and wave size: the lane-mask width and the lanes an
    /// SGPR spill can use come from it.
    pub target: Target,
    /// Allocatable SGPRs s0..s(max_sgprs-1); VCC and the other special
    /// registers are never allocated.
    pub max_sgprs: u16,
    pub max_vgprs: u16,
    /// 0 on processors without AGPRs.
    pub max_agprs: u16,
}

impl AllocOptions {
    /// The whole register files of `target`.
    pub fn new(target: impl Into<Target>) -> AllocOptions {
        let target = target.into();
        let info = target.info();
        AllocOptions {
            target,
            max_sgprs: info.addressable_sgprs,
            max_vgprs: info.vgprs,
            max_agprs: info.agprs,
        }
    }
}

/// Where VGPR spills go when AGPRs cannot take them (module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScratchSpill {
    pub access: agc_isa::processors::ScratchAccess,
    /// Byte offset of the spill area from the frame base (offset 0).
    pub offset: u32,
    /// MUBUF: the SGPR holding the private segment wave offset at entry
    /// (the private segment buffer is s\[0:3\]).
    pub wave_offset_sgpr: u16,
}

/// How VGPR spill slots in scratch are addressed: slot `first + k` is
/// the dword at `offset + 4k` from the frame base.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ScratchSlots {
    /// Slots below this one live in AGPRs (module doc, "Spills").
    pub first: u32,
    pub offset: u32,
    /// MUBUF: the first SGPR of the V# (`None`: architected flat scratch).
    pub rsrc: Option<u16>,
    /// The SGPR holding the frame base (`soffset` / `saddr`); `None` for
    /// a kernel, whose frame base is 0.
    pub base: Option<u16>,
    /// A spill area ending past the offset field: `(first, n)`, SGPRs
    /// `first..first + n` set once at the entry to the frame base plus
    /// `offset + 4096 j` per-lane bytes (in stack-pointer units); slot
    /// `k` is at `4 (k % 1024)` from window `k / 1024`.
    pub window: Option<(u16, u16)>,
}

impl ScratchSlots {
    /// Each window SGPR and the per-lane offset from the frame base it
    /// holds.
    pub fn windows(&self) -> impl Iterator<Item = (u16, u32)> {
        let (first, n) = self.window.unwrap_or((0, 0));
        let offset = self.offset;
        (0..n).map(move |j| (first + j, offset + SCRATCH_SPILL_LIMIT * u32::from(j)))
    }

    /// The SGPR (`soffset` / `saddr`) and the immediate offset of the
    /// `k`th slot in scratch (spill slot `first + k`).
    pub fn slot(&self, k: u32) -> (Option<u16>, u32) {
        let per = SCRATCH_SPILL_LIMIT / 4;
        match self.window {
            Some((first, _)) => (Some(first + (k / per) as u16), 4 * (k % per)),
            None => (self.base, self.offset + 4 * k),
        }
    }
}

/// Largest spill-area end the instructions' immediate offset reaches.
const SCRATCH_SPILL_LIMIT: u32 = 4096;

/// Allocated code and what it uses.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Allocated {
    /// Physical code; a branch's label operand is `Imm(block index)`.
    pub blocks: Vec<Block>,
    /// Registers used per file: the highest index touched + 1 (kernel
    /// inputs count even when unused).
    pub sgprs: u16,
    pub vgprs: u16,
    pub agprs: u16,
    /// Values stored to a spill slot (SGPR → VGPR lane, VGPR → AGPR).
    pub sgpr_spills: u32,
    pub vgpr_spills: u32,
    /// Register-to-register moves regalloc2 asked for (edits, not copies
    /// the MIR already had).
    pub moves_inserted: u32,
    /// regalloc2 runs the allocation took, over the files, the spill
    /// retries and both `remat` variants of a small function.
    pub allocator_runs: u32,
    /// Scratch bytes per lane of VGPR spills (from the spill offset of the
    /// [`ScratchSpill`]); 0 when nothing went to scratch.
    pub scratch_bytes: u32,
    /// A non-kernel function's frame: its size and where the prologue
    /// saved each callee-saved register (`prologue`).
    pub frame: Option<prologue::Frame>,
    /// Per call site in layout order (each `s_getpc_b64` / `s_add_u32` /
    /// `s_addc_u32` address computation a `FuncAddr` became): the index of
    /// the callee in `MFunction::callees`. The two literals of the
    /// sequence are 0 and carry the `REL32_LO`/`REL32_HI` relocations.
    pub call_sites: Vec<u32>,
}

/// Why allocation failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegallocError {
    /// Some instruction or fixed register needs more registers than the
    /// budget has.
    OverBudget {
        kernel: String,
        file: RegFile,
        needed: u32,
        budget: u16,
    },
    /// Pressure exceeds the budget and the only place left for spills is
    /// scratch memory.
    ScratchSpill {
        kernel: String,
        file: RegFile,
        budget: u16,
    },
    /// The input breaks a MIR invariant.
    Malformed {
        kernel: String,
        block: u32,
        inst: Option<u32>,
        msg: String,
    },
    /// regalloc2 rejected the input.
    Regalloc2 {
        kernel: String,
        file: RegFile,
        msg: String,
    },
    /// regalloc2's checker rejected an allocation.
    Checker {
        kernel: String,
        file: RegFile,
        msg: String,
    },
    /// A non-kernel function's frame cannot be laid out.
    Frame { kernel: String, msg: String },
}

fn file_name(f: RegFile) -> &'static str {
    match f {
        RegFile::Sgpr => "SGPRs",
        RegFile::Vgpr => "VGPRs",
        RegFile::Agpr => "AGPRs",
        RegFile::Ttmp => "TTMPs",
        RegFile::Special => "special registers",
    }
}

impl fmt::Display for RegallocError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RegallocError::OverBudget {
                kernel,
                file,
                needed,
                budget,
            } => write!(
                f,
                "kernel `{kernel}` needs {needed} {} but the budget is {budget}",
                file_name(*file)
            ),
            RegallocError::ScratchSpill {
                kernel,
                file,
                budget,
            } => write!(
                f,
                "kernel `{kernel}` needs more than {budget} {} and has nowhere but scratch memory to spill them; spilling to scratch is not implemented yet",
                file_name(*file)
            ),
            RegallocError::Malformed {
                kernel,
                block,
                inst,
                msg,
            } => {
                write!(f, "malformed MIR in kernel `{kernel}`, block {block}")?;
                if let Some(i) = inst {
                    write!(f, ", instruction {i}")?;
                }
                write!(f, ": {msg}")
            }
            RegallocError::Regalloc2 { kernel, file, msg } => write!(
                f,
                "register allocation of the {} of kernel `{kernel}` failed: {msg}",
                file_name(*file)
            ),
            RegallocError::Checker { kernel, file, msg } => write!(
                f,
                "regalloc2's checker rejected the {} of kernel `{kernel}`: {msg}",
                file_name(*file)
            ),
            RegallocError::Frame { kernel, msg } => {
                write!(f, "the stack frame of function `{kernel}`: {msg}")
            }
        }
    }
}

impl std::error::Error for RegallocError {}

/// The allocated files, in allocation order.
pub(crate) const FILES: [RegFile; 3] = [RegFile::Sgpr, RegFile::Vgpr, RegFile::Agpr];

pub(crate) fn file_index(f: RegFile) -> Option<usize> {
    FILES.iter().position(|&x| x == f)
}

/// How many times one file may be allocated while growing spilled banks.
pub const MAX_ATTEMPTS: usize = 6;

/// Allocates `f`.
pub fn allocate(f: &MFunction, opts: &AllocOptions) -> Result<Allocated, RegallocError> {
    run(f, opts, None, false)
}

/// Allocates `f`, spilling VGPRs to scratch as `scratch` says when AGPRs
/// cannot take them; `checked` runs regalloc2's checker too.
pub fn allocate_with_scratch(
    f: &MFunction,
    opts: &AllocOptions,
    scratch: Option<ScratchSpill>,
    checked: bool,
) -> Result<Allocated, RegallocError> {
    run(f, opts, scratch, checked)
}

/// Allocates `f` and runs regalloc2's checker on every regalloc2 run
/// (tests and debug pipelines).
pub fn allocate_checked(f: &MFunction, opts: &AllocOptions) -> Result<Allocated, RegallocError> {
    run(f, opts, None, true)
}

/// One file's allocation.
pub(crate) struct FileAlloc {
    pub file: RegFile,
    pub units: [u8; 3],
    pub groups: banks::Groups,
    pub out: regalloc2::Output,
    /// Spill-slot dwords in use (0 when nothing spilled).
    pub spill_dwords: u32,
    /// Spill stores.
    pub spills: u32,
    /// First register of the spill area (in the next file down the line).
    pub spill_base: u16,
    /// VGPR slots in scratch instead (module doc, "Spills").
    pub scratch: Option<ScratchSlots>,
    /// regalloc2 runs this file took.
    pub runs: u32,
}

impl FileAlloc {
    /// One past the highest register an allocation or a move of the
    /// result names: what the code uses, which may be well below
    /// `groups.hi` (with calls, groups are placed past the clobbered
    /// registers up to the budget whether or not values land there).
    fn used_hi(&self) -> u16 {
        let reg_end = |a: regalloc2::Allocation| {
            a.as_reg().map_or(0, |p| {
                let c = p.class() as usize;
                self.groups.first[c][p.hw_enc()] + u16::from(self.units[c])
            })
        };
        let mut hi = self
            .out
            .allocs
            .iter()
            .map(|&a| reg_end(a))
            .max()
            .unwrap_or(0);
        for (_, edit) in &self.out.edits {
            let regalloc2::Edit::Move { from, to } = edit;
            hi = hi.max(reg_end(*from)).max(reg_end(*to));
        }
        hi
    }
}

struct Ctx<'a> {
    f: &'a MFunction,
    cfg: &'a cfg::Cfg,
    opts: &'a AllocOptions,
    checked: bool,
    /// Per file: the first attempt gets spare groups ([`spare_groups`]).
    spare: [bool; 3],
}

/// Functions of at least this many MIR instructions may start with
/// spare groups ([`spare_groups`]).
const SPARE_MIN_INSTS: usize = 16_384;

/// Per file, whether the first attempt gets a [`growth_step`] of spare
/// groups per class: in a large function of one block, without calls
/// and (for VGPRs and AGPRs) without EXEC writes.
///
/// Why large: with exactly the peak pressure, regalloc2's greedy (live
/// ranges by decreasing length) is sometimes forced to evict a long live
/// range. In a long block that costs far more than the spill: the evicted
/// range's first probe of each register lists every range it overlaps
/// (thousands), regalloc2 keeps that conflict table at its largest size
/// and clears it whole on every later probe, and then the spill makes us
/// allocate again. In the generated straight-line kernel of 10^5 IR
/// instructions this was a third of the compile time; the chance of one
/// such eviction grows with the length, and below this size an attempt
/// is cheap enough to retry.
///
/// Why one block without EXEC writes: there [`compact`] recolours every
/// web of the file in order of first access, which for a block's live
/// ranges is interval-graph colouring, so most spare registers come back
/// (all of them in the generated kernels; tuples assembled from parts
/// can cost one or two). In code with branches the spare groups would
/// stay, and it keeps the retry.
fn spare_groups(f: &MFunction) -> [bool; 3] {
    let plain = f.blocks.len() == 1
        && f.num_insts() >= SPARE_MIN_INSTS
        && f.callees.is_empty()
        && !f.device_function;
    let vector = plain && !f.inactive_lanes_live && compact::vector_ok_mir(&f.blocks);
    [plain, vector, vector]
}

/// How many groups a class grows by when regalloc2 spilled in it (and
/// the spare groups of [`spare_groups`]): a quarter, at least two.
fn growth_step(want: u32) -> u32 {
    (want / 4).max(2)
}

/// Functions up to this many MIR instructions try both variants of
/// [`remat`] and keep the one with fewer SGPRs; larger ones take the one
/// that adds no instruction at block ends, allocating once.
const REMAT_TRIAL_INSTS: usize = 2000;

fn run(
    f: &MFunction,
    opts: &AllocOptions,
    scratch: Option<ScratchSpill>,
    checked: bool,
) -> Result<Allocated, RegallocError> {
    // Constants read far from their definition are set again where read
    // (`remat`), so that they hold no register in between.
    let size = f.num_insts();
    let uses_only = remat::rematerialize(f, false);
    let with_edges = if size <= REMAT_TRIAL_INSTS {
        remat::rematerialize(f, true)
    } else {
        None
    };
    let first = run_one(uses_only.as_ref().unwrap_or(f), opts, scratch, checked);
    let Some(g) = with_edges else {
        return first;
    };
    let second = run_one(&g, opts, scratch, checked);
    let runs = [&first, &second]
        .iter()
        .map(|r| r.as_ref().map_or(0, |a| a.allocator_runs))
        .sum();
    let kept = match (first, second) {
        (Ok(a), Ok(b)) if b.sgprs < a.sgprs => Ok(b),
        (Ok(a), _) => Ok(a),
        (Err(_), Ok(b)) => Ok(b),
        (Err(e), Err(_)) => Err(e),
    };
    kept.map(|a| Allocated {
        allocator_runs: runs,
        ..a
    })
}

fn run_one(
    f: &MFunction,
    opts: &AllocOptions,
    scratch: Option<ScratchSpill>,
    checked: bool,
) -> Result<Allocated, RegallocError> {
    let proc = opts.target.processor();
    let locals = check::check(f, &opts.target)?;
    let cfg = cfg::Cfg::build(f);
    let cx = Ctx {
        f,
        cfg: &cfg,
        opts,
        checked,
        spare: spare_groups(f),
    };
    let over = |file, needed: u32, budget| RegallocError::OverBudget {
        kernel: f.name.clone(),
        file,
        needed,
        budget,
    };
    // Nobody allocates the stack registers (`MFunction::reserved`); a
    // non-kernel function's EXEC save pair is s[28:29] (module doc,
    // "Calls").
    let device = f.device_function;
    let calls = !f.callees.is_empty();
    // Spill slots must survive calls, and a device function must not
    // disturb its caller's inactive lanes: SGPR slots go to lanes of
    // callee-saved VGPRs, VGPR slots to the stack frame (module doc).
    let calls_mode = device || calls;
    let conv = callconv::Convention::new(&opts.target);
    let blocked = |file: RegFile, budget: u16| -> Vec<bool> {
        (0..budget)
            .map(|r| {
                f.reserved.contains(file, r)
                    || device
                        && file == RegFile::Sgpr
                        && f.inactive_lanes_live
                        && (r == DEVICE_EXEC_TMP || r == DEVICE_EXEC_TMP + 1)
            })
            .collect()
    };
    // SGPRs, two fewer when VGPR moves must save EXEC (module doc).
    let exec_save = if f.inactive_lanes_live && !device {
        2
    } else {
        0
    };
    if exec_save > opts.max_sgprs {
        return Err(over(RegFile::Sgpr, exec_save as u32, opts.max_sgprs));
    }
    let fo_s = ops::build(f, &cfg, &locals, RegFile::Sgpr, 0);
    let sb = opts.max_sgprs - exec_save;
    let mut s = alloc_file(&cx, &fo_s, sb, &blocked(RegFile::Sgpr, sb))?;
    let exec_tmp = f.inactive_lanes_live.then(|| {
        if device {
            DEVICE_EXEC_TMP
        } else {
            let mut t = s.groups.hi.max(locals.entry_hi[0]).next_multiple_of(2);
            while f.reserved.contains(RegFile::Sgpr, t) || f.reserved.contains(RegFile::Sgpr, t + 1)
            {
                t += 2;
            }
            t
        }
    });
    // VGPRs, below the SGPR spill lanes and the AGPR bounce register.
    // One dword per lane of each spill VGPR.
    let spill_vgprs = s.spill_dwords.div_ceil(opts.target.lanes()) as u16;
    let agpr_tmp = u16::from(
        !locals.vregs[2].is_empty()
            && !agc_isa::insts::Opcode::VAccvgprMovB32
                .info()
                .avail
                .contains(proc),
    );
    let reserved = spill_vgprs + agpr_tmp;
    if reserved > opts.max_vgprs {
        return Err(over(RegFile::Vgpr, reserved as u32, opts.max_vgprs));
    }
    let fo_v = ops::build(f, &cfg, &locals, RegFile::Vgpr, 1);
    let vb = opts.max_vgprs - reserved;
    let mut v = alloc_file(&cx, &fo_v, vb, &blocked(RegFile::Vgpr, vb))?;
    let vgpr_hi = v.groups.hi.max(locals.entry_hi[1]);
    s.spill_base = vgpr_hi;
    let mut agpr_tmp_reg = (agpr_tmp != 0).then_some(vgpr_hi + spill_vgprs);
    if calls_mode && spill_vgprs > 0 {
        // A run of callee-saved VGPRs (one stripe holds eight) above
        // everything allocated; a device function's prologue saves them.
        let from = vgpr_hi + agpr_tmp;
        let run = (from..opts.max_vgprs.saturating_sub(spill_vgprs - 1))
            .find(|&b| (b..b + spill_vgprs).all(callconv::vgpr_callee_saved));
        let Some(b) = run else {
            return Err(over(
                RegFile::Vgpr,
                u32::from(from + spill_vgprs),
                opts.max_vgprs,
            ));
        };
        s.spill_base = b;
        agpr_tmp_reg = (agpr_tmp != 0).then_some(vgpr_hi);
    }
    // AGPRs, below the VGPR spill slots they hold: all of them when they
    // fit beside the budget, else the allocation takes the whole budget
    // first and the first slots fill what it leaves (module doc).
    let vslots = v.spill_dwords;
    let agpr_room = if calls_mode || !proc.info().has_agprs {
        0
    } else {
        u32::from(opts.max_agprs)
    };
    let all_in_agprs = vslots <= agpr_room;
    let fo_a = ops::build(f, &cfg, &locals, RegFile::Agpr, 2);
    let ab = if all_in_agprs {
        opts.max_agprs - vslots as u16
    } else {
        opts.max_agprs
    };
    let a = alloc_file(&cx, &fo_a, ab, &blocked(RegFile::Agpr, ab))?;
    if a.spill_dwords > 0 {
        return Err(RegallocError::ScratchSpill {
            kernel: f.name.clone(),
            file: RegFile::Agpr,
            budget: ab,
        });
    }
    let agpr_hi = a.groups.hi.max(locals.entry_hi[2]);
    v.spill_base = agpr_hi;
    let agpr_slots = if all_in_agprs {
        vslots
    } else {
        u32::from(opts.max_agprs.saturating_sub(agpr_hi)).min(agpr_room)
    };
    // The rest in scratch.
    let scratch_slots = vslots - agpr_slots;
    let mut sgpr_hi = 0u16;
    if scratch_slots > 0 {
        let no_scratch = RegallocError::ScratchSpill {
            kernel: f.name.clone(),
            file: RegFile::Vgpr,
            budget: opts.max_vgprs - reserved,
        };
        // A device function's slots follow its frame (prologue.rs), from
        // s33 when it calls (the frame pointer) and s32 otherwise.
        let scratch = if device {
            Some(ScratchSpill {
                access: proc.info().scratch_access,
                offset: f.frame_bytes.next_multiple_of(4),
                wave_offset_sgpr: 0,
            })
        } else {
            scratch
        };
        let Some(sc) = scratch else {
            return Err(no_scratch);
        };
        let base = device.then_some(if calls {
            callconv::FP_SGPR
        } else {
            callconv::SP_SGPR
        });
        // SGPRs for the V# copy and the windows, above everything
        // allocated (what the code uses, not the groups placed: with
        // calls those reach the budget); across calls they must be
        // callee-saved.
        let above = s.used_hi().max(locals.entry_hi[0]);
        let above = exec_tmp.map_or(above, |t| above.max(t + 2));
        let mut above = if calls {
            above.max(callconv::FP_SGPR + 1)
        } else {
            above
        };
        let rsrc = match sc.access {
            agc_isa::processors::ScratchAccess::Mubuf if device => conv.rsrc_sgpr(),
            agc_isa::processors::ScratchAccess::Mubuf => {
                let r = above.next_multiple_of(4);
                if r + 4 > opts.max_sgprs {
                    return Err(over(RegFile::Sgpr, r as u32 + 4, opts.max_sgprs));
                }
                above = r + 4;
                sgpr_hi = above;
                Some(r)
            }
            agc_isa::processors::ScratchAccess::ArchitectedFlat => None,
        };
        let window = if sc.offset + 4 * scratch_slots > SCRATCH_SPILL_LIMIT {
            let n = (4 * scratch_slots).div_ceil(SCRATCH_SPILL_LIMIT) as u16;
            let taken = |r: u16| {
                f.reserved.contains(RegFile::Sgpr, r)
                    || device
                        && (r == DEVICE_EXEC_TMP
                            || r == DEVICE_EXEC_TMP + 1
                            || r == callconv::RA_SGPR
                            || r == callconv::RA_SGPR + 1)
            };
            let from = (above..opts.max_sgprs.saturating_sub(n - 1))
                .find(|&w| (w..w + n).all(|r| !taken(r)));
            let Some(w) = from else {
                return Err(over(RegFile::Sgpr, u32::from(above + n), opts.max_sgprs));
            };
            sgpr_hi = w + n;
            Some((w, n))
        } else {
            None
        };
        v.scratch = Some(ScratchSlots {
            first: agpr_slots,
            offset: sc.offset,
            rsrc,
            base,
            window,
        });
    }
    let files = [s, v, a];
    let mut out = rewrite::rewrite(
        f,
        &cfg,
        &files,
        proc,
        opts.target.lanes(),
        agpr_tmp_reg,
        exec_tmp,
    );
    out.allocator_runs = files.iter().map(|fa| fa.runs).sum();
    let mut windows: Vec<(u16, u32)> = Vec::new();
    if let Some(slots) = files[1].scratch {
        out.scratch_bytes = 4 * scratch_slots;
        windows = slots.windows().collect();
        // A kernel's own V# copy (a device function's is s[0:3]) and
        // windows (a device function's prologue sets its own).
        if let (Some(sc), false) = (scratch, device) {
            rewrite::scratch_prologue(
                &mut out.blocks,
                slots.rsrc,
                sc.wave_offset_sgpr,
                &windows,
                conv.sp_scale(),
            );
        }
    }
    out.sgprs = out.sgprs.max(sgpr_hi);
    let full_vector_writes = !f.inactive_lanes_live && compact::vector_ok(&out.blocks);
    forward::forward_copies(&mut out.blocks, full_vector_writes);
    branches::tidy(&mut out.blocks);
    if !device && !calls {
        // Registers compaction must leave alone (compact.rs): the stack
        // registers, the scratch V# and windows, the SGPR spill lanes,
        // the AGPR bounce VGPR and the AGPR spill slots.
        let mut pin: [Vec<u16>; 3] = Default::default();
        for (k, file) in FILES.into_iter().enumerate() {
            pin[k].extend((0..256).filter(|&r| f.reserved.contains(file, r)));
        }
        if let Some(slots) = files[1].scratch {
            if let Some(q) = slots.rsrc {
                pin[0].extend(q..q + 4);
            }
            pin[0].extend(slots.windows().map(|(w, _)| w));
        }
        if spill_vgprs > 0 {
            pin[1].extend(files[0].spill_base..files[0].spill_base + spill_vgprs);
        }
        pin[1].extend(agpr_tmp_reg);
        let aslots = agpr_slots.min(256) as u16;
        pin[2].extend(files[1].spill_base..files[1].spill_base.saturating_add(aslots));
        let vector = !f.inactive_lanes_live && compact::vector_ok(&out.blocks);
        let aligned = proc.info().aligned_vgpr_tuples;
        for (k, file) in FILES.into_iter().enumerate() {
            if k > 0 && !vector {
                continue;
            }
            if compact::compact(&mut out.blocks, file, &pin[k], aligned).is_some() {
                let n = agc_isa::mir::regs_used(&out.blocks, file);
                match file {
                    RegFile::Sgpr => out.sgprs = n.max(sgpr_hi),
                    RegFile::Vgpr => out.vgprs = n,
                    _ => out.agprs = n,
                }
            }
        }
    }
    out.sgprs = out.sgprs.max(locals.entry_hi[0]);
    out.vgprs = out.vgprs.max(locals.entry_hi[1]);
    out.agprs = out.agprs.max(locals.entry_hi[2]);
    out.sgpr_spills = files[0].spills;
    out.vgpr_spills = files[1].spills;
    if device {
        out.frame = Some(prologue::insert(
            f,
            &mut out.blocks,
            &conv,
            out.scratch_bytes,
            &windows,
        )?);
    }
    movk::shorten(&mut out.blocks);
    fmac::shorten(&mut out.blocks, proc);
    Ok(out)
}

/// The EXEC save pair of a non-kernel function in EXEC-mask code.
const DEVICE_EXEC_TMP: u16 = agc_isa::callconv::WHOLE_WAVE_EXEC_SGPR;

/// Allocates one file (module doc: banks, the grow-and-retry loop).
fn alloc_file(
    cx: &Ctx<'_>,
    fo: &ops::FileOps,
    budget: u16,
    blocked: &[bool],
) -> Result<FileAlloc, RegallocError> {
    let file = fo.file;
    let kernel = || cx.f.name.clone();
    let mut fa = FileAlloc {
        file,
        units: [0; 3],
        groups: banks::Groups::default(),
        out: regalloc2::Output::default(),
        spill_dwords: 0,
        spills: 0,
        spill_base: 0,
        scratch: None,
        runs: 0,
    };
    if fo.widths.is_empty() {
        return Ok(fa);
    }
    let aligned = cx.opts.target.info().aligned_vgpr_tuples;
    let lv = banks::liveness(cx.cfg, fo);
    let unit_key: Vec<u8> = fo
        .widths
        .iter()
        .map(|&w| banks::unit_index(w) as u8)
        .collect();
    let mut unit_p = [0u32; 5];
    banks::pressure(cx.cfg, fo, &lv, &unit_key, &mut unit_p);
    let choice = banks::choose(cx.cfg, fo, &lv, &unit_p, aligned);
    let units = choice.units;
    let mut class_p = [0u32; 3];
    banks::pressure(cx.cfg, fo, &lv, &choice.class_of, &mut class_p);
    // Floors: the register operands of one instruction, and fixed groups.
    let mut floor = [0u32; 3];
    for i in 0..cx.cfg.num_insts() {
        // Per class: uses, late defs, early defs (live across both).
        let mut n = [[0u32; 3]; 3];
        for o in fo.inst_ops(i) {
            let slot = match o.kind {
                ops::Kind::Use | ops::Kind::FixedUse(_) => 0,
                ops::Kind::EarlyDef => 2,
                _ => 1,
            };
            n[choice.class_of[o.local as usize] as usize][slot] += 1;
        }
        for c in 0..3 {
            floor[c] = floor[c].max(n[c][0].max(n[c][1]) + n[c][2]);
        }
    }
    let mut fixed: Vec<(u16, u8)> = fo
        .ops
        .iter()
        .filter_map(|o| match o.kind {
            ops::Kind::FixedUse(r) | ops::Kind::FixedDef(r) => {
                Some((r, choice.class_of[o.local as usize]))
            }
            _ => None,
        })
        .collect();
    fixed.sort_unstable();
    fixed.dedup();
    for c in 0..3 {
        let nfixed = fixed.iter().filter(|&&(_, k)| k as usize == c).count() as u32;
        floor[c] = floor[c].max(nfixed).min(banks::MAX_PREGS);
    }
    let cost = |n: &[u32; 3]| -> u32 { (0..3).map(|c| n[c] * units[c] as u32).sum() };
    let needed = cost(&floor);
    if needed > budget as u32 {
        return Err(RegallocError::OverBudget {
            kernel: kernel(),
            file,
            needed,
            budget,
        });
    }
    let mut want = [0u32; 3];
    // With calls, values live across a call need registers outside its
    // clobber set, which pressure does not see: every class also gets as
    // many groups as the calls' clobbered registers would fill, so that
    // placing from the bottom reaches past them.
    let mut clobbered = 0u32;
    for r in 0..budget {
        if cx.f.callees.iter().any(|c| c.clobbers.contains(file, r)) {
            clobbered += 1;
        }
    }
    for c in 0..3 {
        let extra = if units[c] != 0 {
            clobbered.div_ceil(units[c] as u32)
        } else {
            0
        };
        want[c] = (class_p[c].max(floor[c]) + extra).min(banks::MAX_PREGS);
        if cx.spare.get(file as usize) == Some(&true) && units[c] != 0 {
            want[c] = (want[c] + growth_step(want[c])).min(banks::MAX_PREGS);
        }
    }
    // Shrink to the budget, from the class with the most slack dwords.
    while cost(&want) > budget as u32 {
        let c = (0..3)
            .filter(|&c| want[c] > floor[c])
            .max_by_key(|&c| (want[c] - floor[c]) * units[c] as u32)
            .unwrap_or(0);
        want[c] -= 1;
    }
    let env_of = |g: &banks::Groups| regalloc2::MachineEnv {
        preferred_regs_by_class: core::array::from_fn(|c| {
            let mut set = regalloc2::PRegSet::empty();
            for k in 0..g.first[c].len() {
                set.add(regalloc2::PReg::new(k, view::CLASSES[c]));
            }
            set
        }),
        non_preferred_regs_by_class: [regalloc2::PRegSet::empty(); 3],
        scratch_by_class: [None; 3],
        fixed_stack_slots: Vec::new(),
    };
    let ra_opts = regalloc2::RegallocOptions {
        // A check of the input, as the checker is: debug builds only (its
        // dominator computation is quadratic in some CFG shapes).
        validate_ssa: cfg!(debug_assertions),
        ..Default::default()
    };
    for attempt in 0..MAX_ATTEMPTS {
        // A fresh context per attempt: regalloc2 keeps its scratch tables
        // at their largest size and clears them whole on every probe, so
        // an attempt that evicted a long live range (a table of thousands
        // of conflicts) would make every probe of the next attempt pay for
        // it, quadratic in the kernel's length.
        let mut ctx = regalloc2::Ctx::default();
        let groups = banks::place(file, aligned, budget, units, want, &fixed, blocked).map_err(
            |e| match e {
                banks::PlaceError::Budget(n) => RegallocError::OverBudget {
                    kernel: kernel(),
                    file,
                    needed: n,
                    budget,
                },
                banks::PlaceError::Conflict(msg) => RegallocError::Malformed {
                    kernel: kernel(),
                    block: 0,
                    inst: None,
                    msg,
                },
            },
        )?;
        for c in 0..3 {
            if (groups.first[c].len() as u32) < floor[c] {
                return Err(RegallocError::OverBudget {
                    kernel: kernel(),
                    file,
                    needed: needed.max(groups.hi as u32 + units[c] as u32),
                    budget,
                });
            }
        }
        let view = view::View::new(cx.cfg, fo, &choice.class_of, units, &groups, &cx.f.callees);
        let env = env_of(&groups);
        fa.runs += 1;
        match regalloc2::run_with_ctx(&view, &env, &ra_opts, &mut ctx) {
            Ok(_) => {}
            // Constraints that did not fit the banks: give every class room.
            Err(regalloc2::RegAllocError::TooManyLiveRegs) if attempt + 1 < MAX_ATTEMPTS => {
                let before = want;
                for c in 0..3 {
                    if units[c] != 0
                        && want[c] < banks::MAX_PREGS
                        && cost(&want) + (units[c] as u32) <= budget as u32
                    {
                        want[c] += 1;
                    }
                }
                if want != before {
                    continue;
                }
                return Err(RegallocError::Regalloc2 {
                    kernel: kernel(),
                    file,
                    msg: describe_ra_error(&regalloc2::RegAllocError::TooManyLiveRegs, fo),
                });
            }
            Err(e) => {
                return Err(RegallocError::Regalloc2 {
                    kernel: kernel(),
                    file,
                    msg: describe_ra_error(&e, fo),
                })
            }
        }
        if cx.checked {
            let mut checker = regalloc2::checker::Checker::new(&view, &env);
            checker.prepare(&ctx.output);
            checker.run().map_err(|e| RegallocError::Checker {
                kernel: kernel(),
                file,
                msg: format!("{e:?}"),
            })?;
        }
        // Which classes spilled?
        let mut spilled = [false; 3];
        let mut spills = 0;
        for (_, regalloc2::Edit::Move { from, to }) in &ctx.output.edits {
            if from.is_stack() || to.is_stack() {
                let r = from.as_reg().or(to.as_reg());
                if let Some(r) = r {
                    spilled[r.class() as usize] = true;
                }
                spills += u32::from(to.is_stack());
            }
        }
        let mut grown = false;
        if attempt + 1 < MAX_ATTEMPTS {
            for c in 0..3 {
                if spilled[c] && want[c] < banks::MAX_PREGS {
                    let mut w = want;
                    w[c] = (want[c] + growth_step(want[c])).min(banks::MAX_PREGS);
                    while w[c] > want[c] && cost(&w) > budget as u32 {
                        w[c] -= 1;
                    }
                    if w[c] > want[c] {
                        want = w;
                        grown = true;
                    }
                }
            }
        }
        if !grown {
            fa.units = units;
            fa.groups = groups;
            fa.out = core::mem::take(&mut ctx.output);
            fa.spills = spills;
            fa.spill_dwords = if spills > 0 {
                fa.out.num_spillslots as u32
            } else {
                0
            };
            return Ok(fa);
        }
    }
    unreachable_attempts(cx, file)
}

/// The retry loop always returns on its last attempt; this keeps the
/// compiler (and a reader) sure of it without a panic.
fn unreachable_attempts(cx: &Ctx<'_>, file: RegFile) -> Result<FileAlloc, RegallocError> {
    Err(RegallocError::Regalloc2 {
        kernel: cx.f.name.clone(),
        file,
        msg: "allocation did not settle".into(),
    })
}

/// regalloc2's error with vregs named as in the MIR.
fn describe_ra_error(e: &regalloc2::RegAllocError, fo: &ops::FileOps) -> String {
    use regalloc2::RegAllocError as E;
    let mir = |v: regalloc2::VReg| fo.vregs.get(v.vreg()).copied().unwrap_or(u32::MAX);
    match e {
        E::SSA(v, i) => format!(
            "%{} is used where its definition does not dominate (regalloc2 instruction {})",
            mir(*v),
            i.index()
        ),
        E::EntryLivein => "a value is used in the entry block before any definition".into(),
        E::TooManyLiveRegs => {
            "more fixed-register values are live at once than there are registers".into()
        }
        other => format!("{other}"),
    }
}
