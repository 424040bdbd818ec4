//! Prologue and epilogue of a non-kernel function: the stack frame and
//! the callee-saved registers the allocated code writes (seed 002,
//! "non-kernel functions"; the shapes are llc-22's for gfx900 and gfx942).
//!
//! Role: runs on allocated code, when it is known which callee-saved
//! registers the function writes. It lays the save area after the
//! function's own frame (`MFunction::frame_bytes`), inserts the saves at
//! the entry and the restores before every `s_setpc_b64`, and reports
//! the frame size and where each register went ([`Frame`]).
//!
//! ```text
//!  frame base (s32 on entry; s33 keeps it when the function calls)
//!  ├── incoming stack arguments, stack slots     (frame_bytes)
//!  ├── VGPR spill slots (4 bytes each)           (lib.rs, "Spills")
//!  ├── lane VGPRs, callee-saved VGPRs, AGPRs     (4 bytes each, all lanes)
//!  └── end rounded to 16: s32 moves here while the function runs calls
//! ```
//!
//! Saves: VGPRs (and AGPRs through the lane VGPR) are stored with EXEC
//! set to all lanes (`s_or_saveexec_b64 tmp, -1`), because a callee must
//! preserve the lanes inactive at the call too. SGPRs go into lanes of
//! *lane VGPRs* (`v_writelane_b32`; a second one when more SGPRs are
//! saved than a wave has lanes), chosen among the callee-saved VGPRs the
//! code does not use, so calls leave them alone; the caller's frame
//! pointer s33 takes lane 0 when the function sets its own.
//!
//! Invariants needed: the code never writes s32, s33 or the V# (they are
//! `Convention::reserved`, which the allocator leaves alone); at the
//! entry only argument registers and s[30:31] are live, at a return only
//! the return address and the VGPR results, so any other caller-saved
//! SGPR pair can hold EXEC meanwhile.
//!
//! The trick: the prologue stores relative to s32 before s33 exists (both
//! hold the same value then), and the epilogue restores s32 from s33
//! before reloading, so both address the save area with the same
//! immediate offsets and no extra register.

use crate::RegallocError;
use agc_isa::callconv::{self, Convention};
use agc_isa::insts::Opcode;
use agc_isa::minst::{MInst, Operand};
use agc_isa::mir::{Block, MFunction, MOperand, Pseudo};
use agc_isa::regs::{Reg, RegFile};
use smallvec::SmallVec;

/// Largest frame offset the immediate field of a stack access reaches.
const OFFSET_LIMIT: u32 = 4096;

/// Where a callee-saved register lives while the function runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveSlot {
    /// At this byte offset (per lane) from the frame base, all lanes.
    Stack(u32),
    /// In this lane, counted across the lane VGPRs: lane `k` is lane
    /// `k % wave` of `lane_vgprs[k / wave]`.
    Lane(u16),
}

/// The frame of a non-kernel function after allocation: what CFI and the
/// stack-size metadata need.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Frame {
    /// Bytes per lane the frame takes (a multiple of 16), including the
    /// incoming stack arguments.
    pub bytes: u32,
    /// The function sets the frame pointer s33 to its entry s32 (it calls
    /// and has a frame); otherwise the frame base stays s32.
    pub frame_pointer: bool,
    /// The VGPRs holding saved SGPRs in their lanes (one per wave size
    /// of saved SGPRs; empty when nothing is saved in lanes).
    pub lane_vgprs: SmallVec<[u16; 2]>,
    /// Each saved register (and the caller's s33, as `s33`) and its slot.
    pub saves: Vec<(Reg, SaveSlot)>,
}

/// Inserts the prologue and epilogues of `f` into its allocated `blocks`.
pub(crate) fn insert(
    f: &MFunction,
    blocks: &mut [Block],
    conv: &Convention,
    spill_bytes: u32,
) -> Result<Frame, RegallocError> {
    let used = callconv::RegSet::mentioned_by(blocks);
    let calls = !f.callees.is_empty();
    let saved = |file: RegFile, n: u16| -> Vec<u16> {
        (0..n)
            .filter(|&r| used.contains(file, r) && conv.callee_saved(file, r))
            .collect()
    };
    let cs_s = saved(RegFile::Sgpr, 106);
    let cs_v = saved(RegFile::Vgpr, 256);
    let cs_a = saved(RegFile::Agpr, 256);
    let too_big = |what: &str| RegallocError::Frame {
        kernel: f.name.clone(),
        msg: what.to_string(),
    };
    // Whether s33 will be needed is only known with the frame size, and
    // the frame size depends on the lane VGPR; a frame pointer needs the
    // lane VGPR, so decide on "has anything at all".
    let locals = f.frame_bytes.next_multiple_of(4) + spill_bytes;
    let needs_frame = locals > 0 || !cs_v.is_empty() || !cs_a.is_empty() || !cs_s.is_empty();
    let frame_pointer = calls && needs_frame;
    let need_lanes = frame_pointer || !cs_s.is_empty() || !cs_a.is_empty();
    let lanes = usize::from(frame_pointer) + cs_s.len();
    // One lane VGPR per wave's worth of saved SGPRs (a function using
    // most of the SGPR file saves more of them than one VGPR has lanes).
    let n_lane_vgprs = if need_lanes {
        lanes.div_ceil(conv.wave as usize).max(1)
    } else {
        0
    };
    let lane_vgprs: SmallVec<[u16; 2]> = (0..256u16)
        .filter(|&v| callconv::vgpr_callee_saved(v) && !used.contains(RegFile::Vgpr, v))
        .take(n_lane_vgprs)
        .collect();
    if lane_vgprs.len() < n_lane_vgprs {
        return Err(too_big("no VGPR is free to hold the saved SGPRs"));
    }
    let lane_vgpr = lane_vgprs.first().copied();
    // Lane `k` of the save is lane `k % wave` of lane VGPR `k / wave`.
    let wave = conv.wave as usize;
    let lane_reg = |k: u16| Reg::v(lane_vgprs[k as usize / wave]);
    let lane_idx = |k: u16| Operand::int((k as usize % wave) as i32);
    // The save area.
    let mut off = locals;
    let mut saves: Vec<(Reg, SaveSlot)> = Vec::new();
    let mut stack_v: Vec<(u16, u32)> = Vec::new();
    for &v in lane_vgprs.iter().chain(&cs_v) {
        stack_v.push((v, off));
        saves.push((Reg::v(v), SaveSlot::Stack(off)));
        off += 4;
    }
    let mut stack_a: Vec<(u16, u32)> = Vec::new();
    for &a in &cs_a {
        stack_a.push((a, off));
        saves.push((Reg::a(a), SaveSlot::Stack(off)));
        off += 4;
    }
    if off > OFFSET_LIMIT {
        return Err(too_big("the frame is larger than 4 KiB per lane"));
    }
    let bytes = off.next_multiple_of(callconv::STACK_ALIGN);
    let mut lane = 0u16;
    let mut lane_of: Vec<(u16, u16)> = Vec::new();
    if frame_pointer {
        saves.push((Reg::s(callconv::FP_SGPR), SaveSlot::Lane(0)));
        lane = 1;
    }
    for &s in &cs_s {
        lane_of.push((s, lane));
        saves.push((Reg::s(s), SaveSlot::Lane(lane)));
        lane += 1;
    }
    // EXEC save pairs and the s33 temporary (module doc, invariants).
    let mut entry_live = callconv::RegSet::default();
    if let Some(b) = f.blocks.first() {
        for i in &b.insts {
            if i.opcode == agc_isa::mir::MOpcode::Pseudo(Pseudo::Entry) {
                for o in &i.operands {
                    if let MOperand::Fixed { phys, .. } = o {
                        entry_live.insert_reg(*phys);
                    }
                }
            }
        }
    }
    let first = conv.first_arg_sgpr();
    let free_pair = |live: &callconv::RegSet| {
        (first..callconv::RA_SGPR)
            .step_by(2)
            .find(|&r| !live.contains(RegFile::Sgpr, r) && !live.contains(RegFile::Sgpr, r + 1))
    };
    let whole_wave = !stack_v.is_empty();
    let entry_tmp =
        if whole_wave {
            Some(free_pair(&entry_live).ok_or_else(|| {
                too_big("every SGPR pair below s30 carries an argument at the entry")
            })?)
        } else {
            None
        };
    let exit_tmp = first;
    let fp_tmp = first + 2;
    let sp = Reg::s(callconv::SP_SGPR);
    let fp = Reg::s(callconv::FP_SGPR);
    let store = |v: Reg, base: Reg, off: u32| stack_access(conv, false, v, base, off);
    let load = |v: Reg, base: Reg, off: u32| stack_access(conv, true, v, base, off);

    let mut pro: Vec<MInst> = Vec::new();
    if let Some(t) = entry_tmp {
        let tp = Reg::s_range(t, t + 1);
        pro.push(MInst::new(
            Opcode::SOrSaveexecB64,
            &[tp.into(), Operand::int(-1)],
        ));
        for &(v, o) in &stack_v {
            pro.push(store(Reg::v(v), sp, o));
        }
        // AGPRs through the lane VGPR, whose own value is stored already.
        if let Some(l) = lane_vgpr {
            for &(a, o) in &stack_a {
                pro.push(MInst::new(
                    Opcode::VAccvgprReadB32,
                    &[Reg::v(l).into(), Reg::a(a).into()],
                ));
                pro.push(store(Reg::v(l), sp, o));
            }
        }
        pro.push(MInst::new(Opcode::SMovB64, &[Reg::EXEC.into(), tp.into()]));
    }
    if !lane_vgprs.is_empty() {
        if frame_pointer {
            pro.push(MInst::new(
                Opcode::VWritelaneB32,
                &[lane_reg(0).into(), fp.into(), lane_idx(0)],
            ));
        }
        for &(s, k) in &lane_of {
            pro.push(MInst::new(
                Opcode::VWritelaneB32,
                &[lane_reg(k).into(), Reg::s(s).into(), lane_idx(k)],
            ));
        }
    }
    let bump = calls && bytes > 0;
    if frame_pointer {
        pro.push(MInst::new(Opcode::SMovB32, &[fp.into(), sp.into()]));
    }
    if bump {
        pro.push(MInst::new(
            Opcode::SAddU32,
            &[sp.into(), sp.into(), Operand::b32(bytes * conv.sp_scale())],
        ));
    }

    let mut epi: Vec<MInst> = Vec::new();
    if !lane_vgprs.is_empty() {
        for &(s, k) in &lane_of {
            epi.push(MInst::new(
                Opcode::VReadlaneB32,
                &[Reg::s(s).into(), lane_reg(k).into(), lane_idx(k)],
            ));
        }
        if frame_pointer {
            epi.push(MInst::new(
                Opcode::VReadlaneB32,
                &[Reg::s(fp_tmp).into(), lane_reg(0).into(), lane_idx(0)],
            ));
        }
    }
    if bump {
        epi.push(MInst::new(Opcode::SMovB32, &[sp.into(), fp.into()]));
    }
    if whole_wave {
        let base = if frame_pointer { fp } else { sp };
        let tp = Reg::s_range(exit_tmp, exit_tmp + 1);
        epi.push(MInst::new(
            Opcode::SOrSaveexecB64,
            &[tp.into(), Operand::int(-1)],
        ));
        if let Some(l) = lane_vgpr {
            for &(a, o) in &stack_a {
                epi.push(load(Reg::v(l), base, o));
                epi.push(MInst::new(
                    Opcode::VAccvgprWriteB32,
                    &[Reg::a(a).into(), Reg::v(l).into()],
                ));
            }
        }
        for &(v, o) in &stack_v {
            epi.push(load(Reg::v(v), base, o));
        }
        epi.push(MInst::new(Opcode::SMovB64, &[Reg::EXEC.into(), tp.into()]));
    }
    if frame_pointer {
        epi.push(MInst::new(
            Opcode::SMovB32,
            &[fp.into(), Reg::s(fp_tmp).into()],
        ));
    }

    if let Some(b) = blocks.first_mut() {
        splice(b, 0, &pro);
    }
    if !epi.is_empty() {
        for b in blocks.iter_mut() {
            let mut i = 0;
            while i < b.insts.len() {
                if b.insts[i].opcode == Opcode::SSetpcB64 {
                    splice(b, i, &epi);
                    i += epi.len();
                }
                i += 1;
            }
        }
    }
    Ok(Frame {
        bytes: if needs_frame { bytes } else { 0 },
        frame_pointer,
        lane_vgprs,
        saves,
    })
}

/// Inserts `insts` before index `at` of `b`, keeping `locs` parallel.
fn splice(b: &mut Block, at: usize, insts: &[MInst]) {
    if !b.locs.is_empty() {
        b.locs.splice(at..at, insts.iter().map(|_| None));
    }
    b.insts.splice(at..at, insts.iter().cloned());
}

/// One dword of VGPR `v` at `base + off` (a stack register; `off` per
/// lane, below [`OFFSET_LIMIT`]).
fn stack_access(conv: &Convention, load: bool, v: Reg, base: Reg, off: u32) -> MInst {
    let mut i = match (conv.rsrc_sgpr(), load) {
        (Some(r), true) => MInst::new(
            Opcode::BufferLoadDword,
            &[
                v.into(),
                Operand::Off,
                Reg::s_range(r, r + 3).into(),
                base.into(),
            ],
        ),
        (Some(r), false) => MInst::new(
            Opcode::BufferStoreDword,
            &[
                v.into(),
                Operand::Off,
                Reg::s_range(r, r + 3).into(),
                base.into(),
            ],
        ),
        (None, true) => MInst::new(
            Opcode::ScratchLoadDword,
            &[v.into(), Operand::Off, base.into()],
        ),
        (None, false) => MInst::new(
            Opcode::ScratchStoreDword,
            &[Operand::Off, v.into(), base.into()],
        ),
    };
    i.mods.offset = off as i32;
    i
}
