//! The calling convention of non-kernel functions (seed 002, "non-kernel
//! functions"), as data.
//!
//! Role: one place that says which registers carry arguments, results,
//! the return address and the stack, and which registers a call
//! preserves, so that instruction selection (argument moves, frame
//! addresses), register allocation (what a call clobbers, what a callee
//! must save) and the code-object facts agree.
//!
//! The convention, GFX9 wave64 ([`Convention`] per processor):
//! - the scratch V# (MUBUF processors, gfx900-gfx90a): s\[0:3\], pointing at
//!   the wave's scratch; every function passes it on untouched. Processors
//!   with architected flat scratch (gfx942+) have no V#.
//! - arguments: VGPR arguments in v0..v30, dword by dword in order (v31
//!   is the work-item ids', whether they are passed or not); `inreg`
//!   (uniform) arguments in SGPRs up to s29, from s4 where s\[0:3\] hold the
//!   V# (the seed's "SGPR4-29") and from s0 otherwise (what LLVM 22 does
//!   on gfx942); an `inreg` dword that finds no SGPR left takes the next
//!   VGPR. What does not fit goes on the stack ([`StackArg`]),
//!   [`Convention::assign`] has the rule.
//! - implicit inputs ([`ImplicitInput`], seed 002's list after the
//!   source-language arguments): each at a fixed register, as llc-22
//!   places them — the packed work-item ids in v31, the dispatch pointer
//!   in s\[4:5\], the queue pointer in s\[6:7\], the implicit argument
//!   pointer in s\[8:9\], the dispatch id in s\[10:11\], the workgroup ids in
//!   s12-s14 and the LDS kernel id in s15. A function receives only those
//!   it (or a function it calls) reads; the argument registers of the
//!   others stay free for ordinary arguments, which skip the registers of
//!   the inputs passed ([`Convention::assign`]).
//! - results: v0..v31, dword by dword.
//! - return address: s\[30:31\], written by `s_swappc_b64`, read by
//!   `s_setpc_b64`.
//! - stack pointer s32, frame pointer s33. The stack grows up; s32 is the
//!   unswizzled offset of the first free byte: a wave-level byte offset
//!   (per-lane bytes x 64) next to the V# on MUBUF processors, where it is
//!   the `soffset` of buffer instructions, and a per-lane byte offset with
//!   architected flat scratch, where it is the `saddr` of `scratch_*`
//!   ([`Convention::sp_scale`]). Frames are multiples of 16 bytes per lane.
//! - preserved by a call: s\[0:3\] with a V#, s32 and above, the VGPR
//!   stripes v40-47, v56-63, ..., v248-255 (eight of every sixteen from
//!   v40), EXEC, the lanes of every VGPR that are inactive at the call, and
//!   on processors with a unified VGPR/AGPR file (gfx90a, gfx942) a32 and
//!   above. Everything else (the other low SGPRs, the other VGPRs, VCC,
//!   SCC, M0 and the other AGPRs) is clobbered.
//!
//! The trick: a [`RegSet`] is three small bitsets, so a call's clobber set
//! can be the convention's ([`Convention::clobbers`]) or, when the callee
//! was compiled first, exactly what that callee (and its callees) may
//! change — the interprocedural register allocation the seed allows. The
//! callee-saved registers are the complement of the clobbers inside the
//! allocatable files, minus the [`Convention::reserved`] stack registers:
//! a function may use them all and saves the ones it writes.

use crate::processors::ScratchAccess;
use crate::regs::{Reg, RegFile};
use smallvec::SmallVec;

/// First SGPR of the return address pair.
pub const RA_SGPR: u16 = 30;
/// The stack pointer SGPR.
pub const SP_SGPR: u16 = 32;
/// The frame pointer SGPR (a function that calls and has a frame).
pub const FP_SGPR: u16 = 33;
/// Argument and result VGPRs: v0..v31.
pub const ARG_VGPRS: u16 = 32;
/// One past the last `inreg` argument SGPR (s29).
pub const ARG_SGPRS_END: u16 = 30;
/// SGPRs a callee may write without saving them end here: s0..s31 (s30-s31
/// hold the return address, which the callee reads last).
pub const CALLER_SAVED_SGPRS: u16 = 32;
/// AGPRs a callee may write without saving them on processors with a
/// unified register file (a0..a31).
pub const CALLER_SAVED_AGPRS: u16 = 32;
/// Alignment of every frame and of the stack pointer, in bytes per lane.
pub const STACK_ALIGN: u32 = 16;
/// The SGPR pair (s\[28:29\], caller-saved, below the return address) where
/// a non-kernel function in EXEC-mask code keeps EXEC around its
/// whole-wave moves: register allocation reserves it, and a tail call
/// must not need it for its target or arguments.
pub const WHOLE_WAVE_EXEC_SGPR: u16 = 28;

/// One implicit input of the calling convention (module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ImplicitInput {
    WorkitemIdX,
    WorkitemIdY,
    WorkitemIdZ,
    DispatchPtr,
    QueuePtr,
    ImplicitArgPtr,
    DispatchId,
    WorkgroupIdX,
    WorkgroupIdY,
    WorkgroupIdZ,
    LdsKernelId,
}

/// Where each implicit input travels: its first register and its dwords,
/// one entry per input in seed 002's order (the work-item ids share v31,
/// 10 bits each from bit 0; seed 002 table 88). The registers are the
/// ones llc-22 uses on GFX9 (checked by `tests/lit/calls`).
pub const IMPLICIT_INPUTS: &[(ImplicitInput, Reg, u8)] = &[
    (ImplicitInput::WorkitemIdX, Reg::v(31), 1),
    (ImplicitInput::WorkitemIdY, Reg::v(31), 1),
    (ImplicitInput::WorkitemIdZ, Reg::v(31), 1),
    (ImplicitInput::DispatchPtr, Reg::s(4), 2),
    (ImplicitInput::QueuePtr, Reg::s(6), 2),
    (ImplicitInput::ImplicitArgPtr, Reg::s(8), 2),
    (ImplicitInput::DispatchId, Reg::s(10), 2),
    (ImplicitInput::WorkgroupIdX, Reg::s(12), 1),
    (ImplicitInput::WorkgroupIdY, Reg::s(13), 1),
    (ImplicitInput::WorkgroupIdZ, Reg::s(14), 1),
    (ImplicitInput::LdsKernelId, Reg::s(15), 1),
];

/// The VGPR of the packed work-item ids and the bit width of each id.
pub const WORKITEM_ID_VGPR: u16 = 31;
pub const WORKITEM_ID_BITS: u32 = 10;

impl ImplicitInput {
    /// The input's first register and dwords (`IMPLICIT_INPUTS`).
    pub fn location(self) -> (Reg, u8) {
        IMPLICIT_INPUTS
            .iter()
            .find(|e| e.0 == self)
            .map_or((Reg::v(WORKITEM_ID_VGPR), 1), |e| (e.1, e.2))
    }
    /// The work-item id of dimension `d` (0-2).
    pub fn workitem_id(d: usize) -> ImplicitInput {
        [Self::WorkitemIdX, Self::WorkitemIdY, Self::WorkitemIdZ][d.min(2)]
    }
    /// The workgroup id of dimension `d` (0-2).
    pub fn workgroup_id(d: usize) -> ImplicitInput {
        [Self::WorkgroupIdX, Self::WorkgroupIdY, Self::WorkgroupIdZ][d.min(2)]
    }
}

/// A set of implicit inputs: one bit per [`ImplicitInput`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ImplicitInputs(pub u16);

impl ImplicitInputs {
    /// Every input: what a function of another object is assumed to read
    /// (llc-22 assumes as much of a function without `amdgpu-no-*`
    /// attributes, and places its ordinary arguments accordingly).
    pub const ALL: ImplicitInputs = ImplicitInputs((1 << 11) - 1);
    pub fn contains(self, i: ImplicitInput) -> bool {
        self.0 & (1 << i as u16) != 0
    }
    pub fn insert(&mut self, i: ImplicitInput) {
        self.0 |= 1 << i as u16;
    }
    pub fn union(&mut self, other: ImplicitInputs) {
        self.0 |= other.0;
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The inputs in the set, in seed 002's order.
    pub fn iter(self) -> impl Iterator<Item = ImplicitInput> {
        IMPLICIT_INPUTS
            .iter()
            .map(|e| e.0)
            .filter(move |&i| self.contains(i))
    }
    /// Whether any work-item id is in the set (v31 is passed).
    pub fn any_workitem_id(self) -> bool {
        (0..3).any(|d| self.contains(ImplicitInput::workitem_id(d)))
    }
    /// The registers the inputs in the set occupy.
    pub fn registers(self) -> RegSet {
        let mut s = RegSet::default();
        for i in self.iter() {
            let (r, dw) = i.location();
            for k in 0..u16::from(dw) {
                s.insert(r.file, r.index + k);
            }
        }
        s
    }
}

/// Whether VGPR `v` is preserved across calls: v40-47, v56-63, ... .
pub const fn vgpr_callee_saved(v: u16) -> bool {
    v >= 40 && (v - 40) % 16 < 8
}

/// The convention on one processor (module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Convention {
    /// The processor has a unified VGPR/AGPR file.
    pub unified: bool,
    /// How functions reach scratch; MUBUF keeps a V# in s\[0:3\].
    pub access: ScratchAccess,
    /// Lanes per wave.
    pub wave: u32,
}

impl Convention {
    pub fn new(target: &crate::target::Target) -> Convention {
        let info = target.info();
        Convention {
            unified: info.unified_vgpr_file.is_some(),
            access: info.scratch_access,
            wave: target.lanes(),
        }
    }
    /// The first SGPR of the scratch V#, if the processor uses one.
    pub fn rsrc_sgpr(&self) -> Option<u16> {
        (self.access == ScratchAccess::Mubuf).then_some(0)
    }
    /// The first `inreg` argument SGPR.
    pub fn first_arg_sgpr(&self) -> u16 {
        if self.rsrc_sgpr().is_some() {
            4
        } else {
            0
        }
    }
    /// Stack-pointer units per per-lane byte: the wave size on MUBUF
    /// processors (an unswizzled wave offset), 1 with flat scratch.
    pub fn sp_scale(&self) -> u32 {
        if self.rsrc_sgpr().is_some() {
            self.wave
        } else {
            1
        }
    }
    /// Registers no function allocates: the V#, s32 and s33. They are
    /// written only by prologues, epilogues and kernel entries.
    pub fn reserved(&self) -> RegSet {
        let mut s = RegSet::default();
        if let Some(r) = self.rsrc_sgpr() {
            s.insert_reg(Reg::s_range(r, r + 3));
        }
        s.insert(RegFile::Sgpr, SP_SGPR);
        s.insert(RegFile::Sgpr, FP_SGPR);
        s
    }
    /// The registers a call may change (module doc).
    pub fn clobbers(&self) -> RegSet {
        let mut s = RegSet::default();
        for r in self.first_arg_sgpr()..CALLER_SAVED_SGPRS {
            s.insert(RegFile::Sgpr, r);
        }
        for v in 0..256 {
            if !vgpr_callee_saved(v) {
                s.insert(RegFile::Vgpr, v);
            }
        }
        let agprs = if self.unified {
            CALLER_SAVED_AGPRS
        } else {
            256
        };
        for a in 0..agprs {
            s.insert(RegFile::Agpr, a);
        }
        s
    }
    /// Whether a function that writes register `index` of `file` must
    /// save it in its prologue and restore it in its epilogue.
    pub fn callee_saved(&self, file: RegFile, index: u16) -> bool {
        !self.clobbers().contains(file, index) && !self.reserved().contains(file, index)
    }
    /// Where the argument dwords of a signature go, dword by dword in
    /// order, as llc-22 places them: an `inreg` dword takes the next SGPR
    /// from [`Convention::first_arg_sgpr`] to s29 that no implicit input
    /// of `implicit` holds (so an `i64` may straddle the workgroup ids:
    /// s11 and s13), and when those run out it goes where other dwords
    /// go: the next of v0..v30 (v31 is the work-item ids' register,
    /// passed or not), then consecutive 4-byte stack slots from offset 0.
    /// A value may thus straddle its registers and the stack. Returns one
    /// location per dword in order and the stack bytes per lane they take.
    pub fn assign(&self, values: &[(u8, bool)], implicit: ImplicitInputs) -> (Vec<ArgLoc>, u32) {
        let taken = implicit.registers();
        let sgprs: SmallVec<[u16; 32]> = (self.first_arg_sgpr()..ARG_SGPRS_END)
            .filter(|&r| !taken.contains(RegFile::Sgpr, r))
            .collect();
        let (mut s, mut v) = (0usize, 0u16);
        let mut stack = 0u32;
        let mut out = Vec::new();
        for &(dwords, inreg) in values {
            for _ in 0..dwords {
                if inreg && s < sgprs.len() {
                    out.push(ArgLoc::Reg(Reg::s(sgprs[s])));
                    s += 1;
                } else if v < WORKITEM_ID_VGPR {
                    out.push(ArgLoc::Reg(Reg::v(v)));
                    v += 1;
                } else {
                    out.push(ArgLoc::Stack(StackArg {
                        offset: stack,
                        inreg,
                    }));
                    stack += 4;
                }
            }
        }
        (out, stack)
    }

    /// Where the result dwords go: v0..v31 in order; `None` when they
    /// need more.
    pub fn results(&self, dwords: usize) -> Option<Vec<Reg>> {
        (dwords <= usize::from(ARG_VGPRS)).then(|| (0..dwords as u16).map(Reg::v).collect())
    }
}

/// A dword passed in memory: at `offset` bytes (per lane) from the stack
/// pointer at the call, which is the callee's incoming stack pointer. An
/// `inreg` dword on the stack holds the same value in every lane.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StackArg {
    pub offset: u32,
    pub inreg: bool,
}

/// Where one argument dword travels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgLoc {
    Reg(Reg),
    Stack(StackArg),
}

/// A set of SGPRs, VGPRs and AGPRs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct RegSet {
    pub sgpr: [u64; 2],
    pub vgpr: [u64; 4],
    pub agpr: [u64; 4],
}

impl RegSet {
    /// The SGPRs, VGPRs and AGPRs allocated code names: what a function
    /// writes or reads, for its prologue's saves and its callers' clobbers.
    pub fn mentioned_by(blocks: &[crate::mir::Block]) -> RegSet {
        let mut set = RegSet::default();
        for b in blocks {
            for i in &b.insts {
                for o in &i.operands {
                    if let crate::minst::Operand::Reg(r) = o {
                        if matches!(r.file, RegFile::Sgpr | RegFile::Vgpr | RegFile::Agpr) {
                            set.insert_reg(*r);
                        }
                    }
                }
            }
        }
        set
    }

    fn words(&self, file: RegFile) -> &[u64] {
        match file {
            RegFile::Sgpr => &self.sgpr,
            RegFile::Vgpr => &self.vgpr,
            RegFile::Agpr => &self.agpr,
            _ => &[],
        }
    }
    fn words_mut(&mut self, file: RegFile) -> &mut [u64] {
        match file {
            RegFile::Sgpr => &mut self.sgpr,
            RegFile::Vgpr => &mut self.vgpr,
            RegFile::Agpr => &mut self.agpr,
            _ => &mut [],
        }
    }
    /// Whether register `index` of `file` is in the set.
    pub fn contains(&self, file: RegFile, index: u16) -> bool {
        let w = self.words(file);
        let i = index as usize;
        i / 64 < w.len() && w[i / 64] & (1 << (i % 64)) != 0
    }
    /// Adds register `index` of `file` (out-of-range indices are ignored).
    pub fn insert(&mut self, file: RegFile, index: u16) {
        let w = self.words_mut(file);
        let i = index as usize;
        if i / 64 < w.len() {
            w[i / 64] |= 1 << (i % 64);
        }
    }
    /// Adds every register of `r` (a tuple adds each of its registers).
    pub fn insert_reg(&mut self, r: Reg) {
        for k in 0..r.len.max(1) as u16 {
            self.insert(r.file, r.index + k);
        }
    }
    pub fn union(&mut self, other: &RegSet) {
        for (a, b) in self.sgpr.iter_mut().zip(other.sgpr) {
            *a |= b;
        }
        for (a, b) in self.vgpr.iter_mut().zip(other.vgpr) {
            *a |= b;
        }
        for (a, b) in self.agpr.iter_mut().zip(other.agpr) {
            *a |= b;
        }
    }
    /// Keeps only the registers also in `other`.
    pub fn intersect(&mut self, other: &RegSet) {
        for (a, b) in self.sgpr.iter_mut().zip(other.sgpr) {
            *a &= b;
        }
        for (a, b) in self.vgpr.iter_mut().zip(other.vgpr) {
            *a &= b;
        }
        for (a, b) in self.agpr.iter_mut().zip(other.agpr) {
            *a &= b;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::processors::Processor;

    /// Seed 002, "non-kernel functions": the preserved VGPR stripes.
    #[test]
    fn seed_vgpr_stripes() {
        let saved: Vec<u16> = (0..256).filter(|&v| vgpr_callee_saved(v)).collect();
        assert_eq!(saved.len(), 14 * 8);
        assert_eq!(&saved[..9], &[40, 41, 42, 43, 44, 45, 46, 47, 56]);
        assert_eq!(*saved.last().unwrap(), 255);
        assert!(!vgpr_callee_saved(39) && !vgpr_callee_saved(48) && !vgpr_callee_saved(247));
    }

    /// Seed 002 and llc-22 output: `inreg` dwords from s0 on gfx942
    /// (from s4 beside the V# on gfx900), others from v0.
    #[test]
    fn argument_registers() {
        let c = Convention::new(&Processor::Gfx942.into());
        let (r, st) = c.assign(
            &[(1, true), (1, false), (2, false), (1, false)],
            ImplicitInputs::default(),
        );
        let regs = [Reg::s(0), Reg::v(0), Reg::v(1), Reg::v(2), Reg::v(3)];
        assert_eq!(r, regs.map(ArgLoc::Reg).to_vec());
        assert_eq!(st, 0);
        let (r, _) = Convention::new(&Processor::Gfx900.into())
            .assign(&[(1, true)], ImplicitInputs::default());
        assert_eq!(r, vec![ArgLoc::Reg(Reg::s(4))]);
    }

    /// llc-22 output for a function of 35 arguments (31 i32s in v0-v30,
    /// then i64, i32, i64, i32): v31 is never an argument register, so
    /// every later VGPR argument goes on the stack, dword after dword from
    /// 0; with 30 i32s first, an i64 straddles v30 and the stack; `inreg`
    /// dwords beyond s29 take VGPRs (32 `inreg` i32s after one i32 on
    /// gfx942 without `amdgpu-no-*` attributes: s0-s3, s16-s29, then v1-v14).
    #[test]
    fn stack_arguments() {
        let c = Convention::new(&Processor::Gfx942.into());
        let mut sig = vec![(1u8, false); 31];
        sig.extend([(2, false), (1, false), (2, false), (1, false)]);
        let (r, st) = c.assign(&sig, ImplicitInputs::default());
        let stack = |o| {
            ArgLoc::Stack(StackArg {
                offset: o,
                inreg: false,
            })
        };
        assert_eq!(r[30], ArgLoc::Reg(Reg::v(30)));
        assert_eq!(&r[31..], &[0, 4, 8, 12, 16, 20].map(stack));
        assert_eq!(st, 24);
        let mut sig = vec![(1u8, false); 30];
        sig.extend([(2, false), (1, false)]);
        let (r, st) = c.assign(&sig, ImplicitInputs::default());
        assert_eq!(r[30], ArgLoc::Reg(Reg::v(30)));
        assert_eq!(&r[31..], &[0, 4].map(stack));
        assert_eq!(st, 8);
        let mut sig = vec![(1u8, false)];
        sig.extend([(1, true); 32]);
        let (r, _) = c.assign(&sig, ImplicitInputs::ALL);
        let want: Vec<ArgLoc> = [Reg::v(0)]
            .into_iter()
            .chain((0..4).chain(16..30).map(Reg::s))
            .chain((1..15).map(Reg::v))
            .map(ArgLoc::Reg)
            .collect();
        assert_eq!(r, want);
    }

    /// llc-22 output (`-mcpu=gfx942`/`gfx900`, a callee reading only
    /// workgroup id x, with the `amdgpu-no-*` attributes of the others):
    /// 14 `inreg` i32s skip s12, the workgroup id; without attributes
    /// (every input) they skip s4-s15; a 32nd VGPR argument goes on the
    /// stack, work-item ids or not; an `i64` straddles s12.
    #[test]
    fn implicit_inputs_keep_their_registers() {
        let mut wg = ImplicitInputs::default();
        wg.insert(ImplicitInput::WorkgroupIdX);
        let sregs = |c: Convention, sig: &[(u8, bool)], imp| -> Vec<u16> {
            c.assign(sig, imp)
                .0
                .iter()
                .filter_map(|l| match l {
                    ArgLoc::Reg(r) if r.file == RegFile::Sgpr => Some(r.index),
                    _ => None,
                })
                .collect()
        };
        let gfx942 = Convention::new(&Processor::Gfx942.into());
        let gfx900 = Convention::new(&Processor::Gfx900.into());
        let sig14 = vec![(1u8, true); 14];
        let mut want: Vec<u16> = (0..12).chain(13..15).collect();
        assert_eq!(sregs(gfx942, &sig14, wg), want);
        want = (4..12).chain(13..19).collect();
        assert_eq!(sregs(gfx900, &sig14, wg), want);
        want = (0..4).chain(16..26).collect();
        assert_eq!(sregs(gfx942, &sig14, ImplicitInputs::ALL), want);
        want = (16..30).collect();
        assert_eq!(sregs(gfx900, &sig14, ImplicitInputs::ALL), want);
        let mut sig = vec![(1u8, true); 11];
        sig.push((2, true));
        assert_eq!(sregs(gfx942, &sig, wg)[11..], [11, 13]);
        let mut tid = ImplicitInputs::default();
        tid.insert(ImplicitInput::WorkitemIdX);
        let (r, st) = gfx942.assign(&[(1, false); 32], tid);
        assert_eq!(
            r,
            gfx942
                .assign(&[(1, false); 32], ImplicitInputs::default())
                .0
        );
        assert_eq!(r[30], ArgLoc::Reg(Reg::v(30)));
        assert_eq!(
            r[31],
            ArgLoc::Stack(StackArg {
                offset: 0,
                inreg: false
            })
        );
        assert_eq!(st, 4);
        assert_eq!(tid.registers(), {
            let mut s = RegSet::default();
            s.insert(RegFile::Vgpr, 31);
            s
        });
    }

    #[test]
    fn clobber_sets() {
        let c = Convention::new(&Processor::Gfx942.into()).clobbers();
        assert!(c.contains(RegFile::Sgpr, 0) && c.contains(RegFile::Sgpr, 31));
        assert!(!c.contains(RegFile::Sgpr, SP_SGPR));
        assert!(c.contains(RegFile::Vgpr, 39) && !c.contains(RegFile::Vgpr, 40));
        assert!(c.contains(RegFile::Agpr, 31) && !c.contains(RegFile::Agpr, 32));
        let m = Convention::new(&Processor::Gfx900.into());
        assert!(m.clobbers().contains(RegFile::Agpr, 200));
        // The V# survives calls and is nobody's to allocate.
        assert!(
            !m.clobbers().contains(RegFile::Sgpr, 3) && m.clobbers().contains(RegFile::Sgpr, 4)
        );
        assert!(m.reserved().contains(RegFile::Sgpr, 0) && !m.callee_saved(RegFile::Sgpr, 0));
        assert!(m.callee_saved(RegFile::Sgpr, 34) && !m.callee_saved(RegFile::Sgpr, FP_SGPR));
        assert_eq!(
            (
                m.sp_scale(),
                Convention::new(&Processor::Gfx942.into()).sp_scale()
            ),
            (64, 1)
        );
    }
}
