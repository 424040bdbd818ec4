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
//!  ├── lane VGPR, callee-saved VGPRs, AGPRs      (4 bytes each, all lanes)
//!  └── end rounded to 16: s32 moves here while the function runs calls
//! ```
//!
//! Saves: VGPRs (and AGPRs through the lane VGPR) are stored with EXEC
//! set to all lanes (`s_or_saveexec_b64 tmp, -1`), because a callee must
//! preserve the lanes inactive at the call too. SGPRs go into lanes of
//! *lane VGPRs* (`v_writelane_b32`, a second one past 64 SGPRs), chosen
//! among the callee-saved VGPRs the code does not use, so calls leave
//! them alone; the caller's frame pointer s33 takes lane 0 of the first
//! when the function sets its own.
//!
//! Invariants needed: the code never writes s32, s33 or the V# (they are
//! `Convention::reserved`, which the allocator leaves alone); at the
//! entry only argument registers and s\[30:31\] are live, at a return only
//! the fixed uses of the `Return` (the return address and the VGPR
//! results; for a tail call also the target pair, the callee's `inreg`
//! arguments and implicit inputs), so any other caller-saved SGPR pair
//! can hold EXEC meanwhile: the epilogue's temporaries are the first
//! ones no `Return` holds.
//!
//! Large frames: the immediate field reaches 4095 bytes per lane (MUBUF:
//! 12 bits unsigned; GFX9 flat scratch: 13 bits signed). A save past it
//! is addressed from an SGPR set to the frame base plus the save's 4 KiB
//! multiple, scaled to stack-pointer units (`s_add_u32 t, s32, hi`), with
//! the remainder in the field, one `s_add_u32` per 4 KiB window (as
//! llc-22 does; SCC is dead at the entry and at a return). At the entry
//! `t` is any SGPR below s30 that carries no argument; at a return the
//! next one no `Return` holds after the epilogue's temporaries. VGPR spill slots past the field
//! use window SGPRs of their own (lib.rs, "Spills"), which the prologue
//! sets once the frame base is known. The s32/s33 arithmetic takes any
//! 32-bit literal, so it needs nothing special.
//!
//! Full argument registers: when every caller-saved SGPR pair below s30
//! carries an argument at the entry (or is held by a tail call's
//! operands at a return), EXEC's copy goes to VCC, which the convention
//! never uses for arguments and which is dead at both points (llc-22
//! takes callee-saved SGPRs the function does not otherwise use there,
//! s40 and s\[42:43\] for such a function on gfx900; VCC leaves every
//! callee-saved register alone). Without a free SGPR for
//! a 4 KiB window, the base register itself (s32, or s33) moves by the
//! window and back around the saves. Without one for the caller's s33
//! at a return, the epilogue restores s32 first and reads s33 straight
//! from its lane, reloading the save area from s32 (equal to s33 then).
//!
//! The trick: the prologue stores relative to s32 before s33 exists (both
//! hold the same value then), and the epilogue restores s32 from s33
//! before reloading, so both address the save area with the same
//! offsets and no register beyond the window.

use crate::RegallocError;
use agc_isa::callconv::{self, Convention};
use agc_isa::insts::Opcode;
use agc_isa::minst::{MInst, Operand};
use agc_isa::mir::{Block, MFunction, MOperand, Pseudo};
use agc_isa::regs::{Reg, RegFile};

/// Largest frame offset the immediate field of a stack access reaches.
const OFFSET_LIMIT: u32 = 4096;

/// Where a callee-saved register lives while the function runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveSlot {
    /// At this byte offset (per lane) from the frame base, all lanes.
    Stack(u32),
    /// In this lane (the second field) of this lane VGPR.
    Lane(u16, u16),
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
    /// of them; the first also carries the AGPR saves).
    pub lane_vgprs: Vec<u16>,
    /// Each saved register (and the caller's s33, as `s33`) and its slot.
    pub saves: Vec<(Reg, SaveSlot)>,
}

/// Inserts the prologue and epilogues of `f` into its allocated `blocks`.
pub(crate) fn insert(
    f: &MFunction,
    blocks: &mut [Block],
    conv: &Convention,
    spill_bytes: u32,
    windows: &[(u16, u32)],
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
    // One lane VGPR per wave-size of saved SGPRs (s33 first).
    let lanes = u32::from(frame_pointer) + cs_s.len() as u32;
    let n_lane_vgprs = if need_lanes {
        lanes.div_ceil(conv.wave).max(1) as usize
    } else {
        0
    };
    let lane_vgprs: Vec<u16> = (0..256u16)
        .filter(|&v| callconv::vgpr_callee_saved(v) && !used.contains(RegFile::Vgpr, v))
        .take(n_lane_vgprs)
        .collect();
    if lane_vgprs.len() < n_lane_vgprs {
        return Err(too_big("no VGPR is free to hold the saved SGPRs"));
    }
    let lane_vgpr = lane_vgprs.first().copied();
    let lane_at =
        |k: u32| -> (u16, u16) { (lane_vgprs[(k / conv.wave) as usize], (k % conv.wave) as u16) };
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
    let bytes = off.next_multiple_of(callconv::STACK_ALIGN);
    let mut lane = 0u32;
    let mut lane_of: Vec<(u16, u16, u16)> = Vec::new();
    if frame_pointer {
        let (l, k) = lane_at(0);
        saves.push((Reg::s(callconv::FP_SGPR), SaveSlot::Lane(l, k)));
        lane = 1;
    }
    for &s in &cs_s {
        let (l, k) = lane_at(lane);
        lane_of.push((s, l, k));
        saves.push((Reg::s(s), SaveSlot::Lane(l, k)));
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
    // EXEC's copy while all lanes save: a free caller-saved pair, else
    // VCC, which carries no argument and is dead at the entry and at a
    // return (module doc, "Full argument registers").
    let exec_copy =
        |live: &callconv::RegSet| free_pair(live).map_or(Reg::VCC, |t| Reg::s_range(t, t + 1));
    let entry_tmp = whole_wave.then(|| exec_copy(&entry_live));
    // At a return, the registers of every `Return`'s fixed uses are live:
    // the return address and results, and for a tail call the target
    // pair, the callee's arguments and implicit inputs. The epilogue's
    // temporaries (an EXEC pair, the caller's s33, the window SGPR) are
    // the first caller-saved SGPRs none of them holds.
    let mut exit_live = callconv::RegSet::default();
    for b in &f.blocks {
        if let agc_isa::mir::Terminator::Return(uses) = &b.term {
            for o in uses {
                if let MOperand::Fixed { phys, .. } = o {
                    exit_live.insert_reg(*phys);
                }
            }
        }
    }
    let exit_tmp = exec_copy(&exit_live);
    let mut exit_singles = (first..callconv::RA_SGPR).filter(|&r| {
        !exit_live.contains(RegFile::Sgpr, r)
            && !(exit_tmp.file == RegFile::Sgpr && (r == exit_tmp.index || r == exit_tmp.index + 1))
    });
    // `None`: the caller's s33 goes from its lane straight back to s33
    // once s32 has its entry value again, and the reloads address the
    // save area from s32.
    let fp_tmp = exit_singles.next().filter(|_| frame_pointer);
    // Saves past the offset field: one SGPR holds the frame base plus
    // their 4 KiB window (module doc); at the entry any SGPR that carries
    // no argument, at a return the next one no `Return` holds. Without
    // one, the base register itself moves by the window and back.
    let far = whole_wave && off > OFFSET_LIMIT;
    let entry_off = if far {
        (first..callconv::RA_SGPR).find(|&r| {
            !entry_live.contains(RegFile::Sgpr, r)
                && !entry_tmp
                    .is_some_and(|t| t.file == RegFile::Sgpr && (r == t.index || r == t.index + 1))
        })
    } else {
        None
    };
    let exit_off = if far { exit_singles.next() } else { None };
    let sp = Reg::s(callconv::SP_SGPR);
    let fp = Reg::s(callconv::FP_SGPR);

    let mut pro: Vec<MInst> = Vec::new();
    if let Some(tp) = entry_tmp {
        pro.push(MInst::new(
            Opcode::SOrSaveexecB64,
            &[tp.into(), Operand::int(-1)],
        ));
        let mut at = Window::new(conv, sp, entry_off, far);
        for &(v, o) in &stack_v {
            at.access(&mut pro, false, Reg::v(v), o);
        }
        // AGPRs through the lane VGPR, whose own value is stored already.
        if let Some(l) = lane_vgpr {
            for &(a, o) in &stack_a {
                pro.push(MInst::new(
                    Opcode::VAccvgprReadB32,
                    &[Reg::v(l).into(), Reg::a(a).into()],
                ));
                at.access(&mut pro, false, Reg::v(l), o);
            }
        }
        at.finish(&mut pro);
        pro.push(MInst::new(Opcode::SMovB64, &[Reg::EXEC.into(), tp.into()]));
    }
    if let Some(l) = lane_vgpr {
        if frame_pointer {
            pro.push(MInst::new(
                Opcode::VWritelaneB32,
                &[Reg::v(l).into(), fp.into(), Operand::int(0)],
            ));
        }
        for &(s, v, k) in &lane_of {
            pro.push(MInst::new(
                Opcode::VWritelaneB32,
                &[Reg::v(v).into(), Reg::s(s).into(), Operand::int(k as i32)],
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

    // The spill windows (lib.rs), from the frame base.
    for &(w, o) in windows {
        let base = if frame_pointer { fp } else { sp };
        pro.push(MInst::new(
            Opcode::SAddU32,
            &[
                Reg::s(w).into(),
                base.into(),
                Operand::b32(o.wrapping_mul(conv.sp_scale())),
            ],
        ));
    }

    let mut epi: Vec<MInst> = Vec::new();
    if let Some(l) = lane_vgpr {
        for &(s, v, k) in &lane_of {
            epi.push(MInst::new(
                Opcode::VReadlaneB32,
                &[Reg::s(s).into(), Reg::v(v).into(), Operand::int(k as i32)],
            ));
        }
        if let (true, Some(t)) = (frame_pointer, fp_tmp) {
            epi.push(MInst::new(
                Opcode::VReadlaneB32,
                &[Reg::s(t).into(), Reg::v(l).into(), Operand::int(0)],
            ));
        }
    }
    if bump {
        epi.push(MInst::new(Opcode::SMovB32, &[sp.into(), fp.into()]));
    }
    // No SGPR for the caller's s33: it comes back now (s32 holds the
    // frame base), before the lane VGPR is reloaded.
    let fp_direct = frame_pointer && fp_tmp.is_none();
    if let (true, Some(l)) = (fp_direct, lane_vgpr) {
        epi.push(MInst::new(
            Opcode::VReadlaneB32,
            &[fp.into(), Reg::v(l).into(), Operand::int(0)],
        ));
    }
    if whole_wave {
        let base = if frame_pointer && !fp_direct { fp } else { sp };
        let tp = exit_tmp;
        epi.push(MInst::new(
            Opcode::SOrSaveexecB64,
            &[tp.into(), Operand::int(-1)],
        ));
        let mut at = Window::new(conv, base, exit_off, far);
        if let Some(l) = lane_vgpr {
            for &(a, o) in &stack_a {
                at.access(&mut epi, true, Reg::v(l), o);
                epi.push(MInst::new(
                    Opcode::VAccvgprWriteB32,
                    &[Reg::a(a).into(), Reg::v(l).into()],
                ));
            }
        }
        for &(v, o) in &stack_v {
            at.access(&mut epi, true, Reg::v(v), o);
        }
        at.finish(&mut epi);
        epi.push(MInst::new(Opcode::SMovB64, &[Reg::EXEC.into(), tp.into()]));
    }
    if let (true, Some(t)) = (frame_pointer, fp_tmp) {
        epi.push(MInst::new(Opcode::SMovB32, &[fp.into(), Reg::s(t).into()]));
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

/// Addresses a run of save-area dwords from a stack register: offsets
/// below [`OFFSET_LIMIT`] go in the immediate field; a farther one sets
/// `tmp` to the base plus its 4 KiB multiple (scaled to stack-pointer
/// units) once per window and puts the remainder in the field.
struct Window<'a> {
    conv: &'a Convention,
    base: Reg,
    tmp: Option<u16>,
    /// Without `tmp`, offsets past the field move `base` itself by
    /// their 4 KiB multiple, and [`Window::finish`] moves it back.
    in_place: bool,
    /// The 4 KiB multiple `tmp` (or `base`, in place) holds now.
    current: Option<u32>,
}

impl<'a> Window<'a> {
    /// `far`: some offset of the run may be past the field.
    fn new(conv: &'a Convention, base: Reg, tmp: Option<u16>, far: bool) -> Window<'a> {
        Window {
            conv,
            base,
            tmp,
            in_place: far && tmp.is_none(),
            current: None,
        }
    }

    /// One dword of VGPR `v` at `off` per-lane bytes past the base.
    fn access(&mut self, out: &mut Vec<MInst>, load: bool, v: Reg, off: u32) {
        let (hi, lo) = split_offset(off);
        let scale = self.conv.sp_scale();
        let base = match self.tmp {
            Some(t) if hi > 0 => {
                if self.current != Some(hi) {
                    out.push(MInst::new(
                        Opcode::SAddU32,
                        &[
                            Reg::s(t).into(),
                            self.base.into(),
                            Operand::b32(hi.wrapping_mul(scale)),
                        ],
                    ));
                    self.current = Some(hi);
                }
                Reg::s(t)
            }
            _ if self.in_place => {
                let now = self.current.unwrap_or(0);
                if now != hi {
                    out.push(MInst::new(
                        Opcode::SAddU32,
                        &[
                            self.base.into(),
                            self.base.into(),
                            Operand::b32(hi.wrapping_sub(now).wrapping_mul(scale)),
                        ],
                    ));
                    self.current = Some(hi);
                }
                self.base
            }
            // `insert` provides a register whenever an offset is past
            // the field.
            _ => self.base,
        };
        out.push(stack_access(self.conv, load, v, base, lo));
    }

    /// Moves an in-place base back to the frame base.
    fn finish(&mut self, out: &mut Vec<MInst>) {
        if let (true, Some(now)) = (self.in_place, self.current.filter(|&n| n != 0)) {
            out.push(MInst::new(
                Opcode::SAddU32,
                &[
                    self.base.into(),
                    self.base.into(),
                    Operand::b32(0u32.wrapping_sub(now).wrapping_mul(self.conv.sp_scale())),
                ],
            ));
            self.current = Some(0);
        }
    }
}

/// A per-lane offset as a 4 KiB multiple and the remainder, which fits
/// the immediate field of both MUBUF (12 bits unsigned) and GFX9 flat
/// scratch (13 bits signed).
pub(crate) fn split_offset(off: u32) -> (u32, u32) {
    (off & !(OFFSET_LIMIT - 1), off & (OFFSET_LIMIT - 1))
}

/// One dword of VGPR `v` at `base + off` (a stack register or a window
/// of one; `off` per lane, below [`OFFSET_LIMIT`]).
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
