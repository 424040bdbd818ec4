//! The machine instruction table: one line per instruction.
//!
//! Role: the single source of truth for every instruction agc can emit
//! (GFX9, GFX10, GFX11, GFX12). Each line of [`for_each_inst!`](crate::for_each_inst) gives, in the
//! order of the ISA manual's row: the `Opcode` variant, the llvm-mc
//! mnemonic, the encoding [`Format`], the opcode number per generation
//! ([`GenOps`]: `op(gfx9, gfx10, gfx11, gfx12)`, in that order), the processors that have it ([`ProcSet`]), the explicit
//! operands in assembly order (each with its [`Role`] read/written,
//! [`OpKind`] and width in dwords), implicit register uses/defs
//! ([`Implicit`]), the wait counters it increments ([`Counters`]), its
//! hazard classes ([`Hazards`]) and attributes ([`Attrs`]); optional
//! trailing `SET "name"` pairs give the spelling on the processors of a
//! named [`ProcSet`] (`GFX942_UP` for the MFMA renames, `GFX11` or
//! `GFX11_UP` for the RDNA 3 names such as `global_load_b32`, `GFX12` for
//! the RDNA 4 ones such as `v_max_num_f32`), so no pass compares
//! processor names to pick a mnemonic.
//!
//! Central trick (wasmparser's `for_each_operator!`): the table is a macro
//! that hands the whole list to a consumer macro. This module's consumer
//! builds the [`Opcode`] enum and the static [`INSTS`] array of
//! [`InstInfo`]; the decoder builds its (format, opcode) index from the
//! same array at first use. Nothing else spells an opcode number.
//!
//! How the rows were produced: the operand shapes are written by hand;
//! the opcode numbers and availability masks were read off `llvm-mc
//! -show-encoding` (LLVM 22) for a representative of every row on every
//! processor, and `tests/llvm_mc_oracle.rs` re-checks all of them.
//!
//! Conventions:
//! - VOP1/VOP2/VOPC rows carry their e32 opcode; the VOP3 (e64) form is
//!   derived (VOPC + 0, VOP2 + 0x100, VOP1 + 0x140 on GFX9, + 0x180 on
//!   GFX10, GFX11 and GFX12: [`crate::processors::GenerationInfo`]).
//! - The `gfx11` column of the rows GFX9 and GFX11 share, and the GFX11
//!   spellings, were read off `llvm-mc -mcpu=gfx1100 -show-encoding`
//!   (LLVM 22) given the GFX9 text of every row: llvm-mc accepts most GFX9
//!   mnemonics as aliases and prints the GFX11 name. Rows whose GFX11
//!   form has other operands (v_cmpx writes only EXEC; the 16-bit VOP2
//!   integer rows and the VOP2 carry-out adds are VOP3-only; ds_cmpst
//!   became ds_cmpstore with its data operands swapped; v_pk_fmac_f16 has
//!   no VOP3 form and v_cvt_pkrtz_f16_f32 is VOP2 there) are absent there.
//! - The `gfx12` column was produced the same way: `llvm-mc
//!   -mcpu=gfx1200 -show-encoding` (LLVM 22) given the GFX11 text of every
//!   row (the GFX9 text where GFX11 lacks the row; returning atomics with
//!   `th:TH_ATOMIC_RETURN` for `glc`), the number read off the GFX12
//!   layout of the format llvm-mc chose, and a `GFX12 "name"` spelling
//!   where llvm-mc printed another mnemonic (`s_add_co_u32`,
//!   `v_max_num_f32`, `s_wait_alu`, `v_mad_co_u64_u32`, ...); gfx1201
//!   and gfx12-generic gave the same numbers. Rows llvm-mc rejects are
//!   absent (`-1`, and not in the [`ProcSet`]): the `s_cmpk_*`
//!   compares, `s_barrier` (GFX12 splits it into `s_barrier_signal` and
//!   `s_barrier_wait`), `s_waitcnt_*cnt null, k`, the GFX11 WMMA shapes
//!   (GFX12 WMMA takes other operand widths; no GFX12 WMMA rows yet, as
//!   nothing selects WMMA), `v_cmp*_f/t` (false/true), `buffer_gl0/gl1_inv`,
//!   `ds_cmpstore_f32/f64`, the f64 atomics. Also absent, though llvm-mc
//!   takes their text: the rows whose GFX12 encoding is another format
//!   (`v_add_f64`, `v_mul_f64`, `v_min/max_f64`, `v_lshlrev_b64` and
//!   `v_cvt_pkrtz_f16_f32` are VOP2 there, with e32 and e64 forms: they
//!   are the GFX12 rows `*Vop2`/`VMinNumF64`/`VMaxNumF64`/
//!   `VCvtPkRtzF16F32`, reached through [`Opcode::form_on`]), and
//!   `v_pk_fmac_f16` (e32-only there, not on GFX9). GFX9-only rows that
//!   GFX12 has again (`ds_pk_add_f16/bf16`, the packed f16/bf16 FLAT and
//!   global atomics) gained the column.
//! - The `gfx10` column was produced the same way, mechanically: every
//!   row's GFX9 text (then its GFX11 and GFX12 texts, then the GFX11 text
//!   with the RDNA 1 `andn2`/`orn2` spellings for RDNA 3's `and_not1`/
//!   `or_not1`, then the row's own name with our operands) went to `llvm-mc -show-encoding -mattr=+wavefrontsize64`
//!   for each of gfx1010-gfx1013, gfx1030-gfx1036 and both GFX10 generic
//!   targets (LLVM 22); the first text llvm-mc took with our operands
//!   and in the row's format gave the number, read off the GFX10 layout
//!   (VOP1/VOP2/VOPC e64 numbers less the e64 base), and the processors
//!   that took it gave the row's GFX10 part of the [`ProcSet`]: all of
//!   GFX10, or RDNA 1 only (`GFX10_1`: the scalar stores,
//!   `s_dcache_wb`, `v_mac_f32`, `v_mad_f32`, `v_mad_legacy_f32`,
//!   `v_madmk_f32`, `v_madak_f32`, which RDNA 2 dropped). A `GFX10
//!   "name"` pair gives llvm-mc's spelling where it differs from the row
//!   name (`v_add_nc_u32`, `s_andn2_saveexec_b32`, ...); GFX10 keeps the
//!   GFX9 memory names (`global_load_dword`, `ds_read_b32`). Rows llvm-mc
//!   rejects for every GFX10 processor have `-1` there: the GFX9 VOP2
//!   carry adds and 16-bit integer VOP2 rows (VOP3-only or renamed
//!   `_co_ci` on GFX10, as on GFX11: the GFX11 rows serve), the GFX9
//!   `v_cmpx` forms (GFX10 writes EXEC only: the `*Exec` rows), the
//!   f32/f64/packed FLAT and global float atomics, `buffer_wbinvl1*`,
//!   MFMA/AGPR/packed-f32 rows, the mix rows of gfx900 and the
//!   GFX11/GFX12-only rows; `v_pk_fmac_f16`, which llvm-mc takes but as a
//!   VOP2 without a VOP3 form (printed without `_e32`), is absent too, as
//!   on GFX11. `s_inst_prefetch` is a GFX10 row that GFX11 spells
//!   `s_set_inst_prefetch_distance`. By hand (llvm-mc-22 -mcpu=gfx1010
//!   and gfx1030 checked it, as the oracle test does): the VOP2
//!   `v_cvt_pk_rtz_f16_f32` row, which GFX10 spells `v_cvt_pkrtz_f16_f32`
//!   (VOP2 0x2f there, as on GFX11), so that [`Opcode::form_on`] finds it
//!   for GFX9's VOP3 row.
//! - `s_waitcnt` stays on GFX12 with the GFX11 layout (llvm-mc-22
//!   assembles and disassembles it; LLVM's maintainers call it deprecated
//!   there): its fields name counters GFX12 no longer has. GFX12 code
//!   waits with the split rows (`s_wait_loadcnt` ... `s_wait_expcnt`,
//!   `s_wait_loadcnt_dscnt`, `s_wait_storecnt_dscnt`), one per counter of
//!   [`crate::processors::GFX12_COUNTERS`]; their simm16 is the count
//!   (for the two-counter waits, [`crate::processors::GFX12_COMBINED_WAITS`]
//!   says where each count sits).
//! - Every VALU, DS and VMEM instruction reads EXEC; that implicit use is
//!   implied by the format and not repeated per row.
//! - Rows new after GFX9 (`op(-1, m, n, _)`): the wave32 lane-mask forms
//!   (`s_*_saveexec_b32`), `s_waitcnt_*cnt null, k`, `s_delay_alu`,
//!   `s_clause`, `s_code_end`, the permlanes, the VOP3-only carry-out adds
//!   and the VOP2 carry-in adds (`v_add_co_ci_u32`), `buffer_gl0/gl1_inv`
//!   and WMMA. WMMA rows give the wave32 operand widths; their C and D
//!   are `wacc` operands, half as wide in wave64
//!   ([`OperandInfo::dwords_in`]). GFX10 has them (`m` filled) but
//!   `s_delay_alu`, `v_permlane64_b32`, WMMA and `ds_cmpstore*` (GFX10
//!   keeps `ds_cmpst`). GFX12 has them
//!   under the same rows (their `gfx12` column is filled) but
//!   `s_waitcnt_*cnt`, `buffer_gl0/gl1_inv`, WMMA, the false/true
//!   `v_cmpx_f/t` compares and `ds_cmpstore_f32/f64`.
//! - GFX12-only rows (`op(-1, -1, -1, n)`): the split waits above,
//!   `s_barrier_signal` (SOP1, its source the barrier: `-1` for the
//!   workgroup's) and `s_barrier_wait`, `global_wb` and `global_inv` (the
//!   cache write-back and invalidate of the GFX12 memory model, scope in
//!   the cache policy), `s_load_b96`/`s_buffer_load_b96`, `s_add_nc_u64`,
//!   `s_mul_u64` and the VOP2 forms named above.
//! - The cache-policy modifier ([`crate::minst::CachePolicy`]) is glc/slc
//!   and dlc/scc/sc bits before GFX12 and the temporal hint plus scope on
//!   GFX12 (SMEM included); the printer spells it per
//!   [`crate::processors::CacheBits`].
//! - Counters: the [`Counters`] column names generation-neutral classes.
//!   GFX10+ count VM rows with a destination (loads, returning atomics)
//!   apart from those without (stores, atomics without return: vscnt on
//!   GFX11, storecnt on GFX12); [`Counters::LOAD`] marks a VM row without
//!   a destination that still counts as a load (GFX12 `global_inv`, on
//!   loadcnt). GFX12 splits LGKM into dscnt (DS, and FLAT besides its VM
//!   count) and kmcnt (SMEM and messages).
//! - `buffer_gl0_inv`/`buffer_gl1_inv` count on no counter: the wait pass
//!   must never credit an invalidate with a store's completion (counting
//!   an event the hardware does not would let `vscnt(n)` wait too little;
//!   not counting one it does only waits more).
//! - Atomics that return the old value are separate rows with the `RTN`
//!   attribute (they add a def and force glc/sc0, on GFX12 the return bit
//!   of the temporal hint); their opcode number is that of the no-return
//!   row.

use crate::processors::{procset::*, Generation, ProcSet, Processor};

/// Encoding formats. GFX12's VFLAT/VSCRATCH/VGLOBAL are `Flat`/`Scratch`/
/// `Global` and its VBUFFER is `Mubuf`: a row keeps its format across
/// generations, the encoder draws each generation's layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Format {
    Sop1,
    Sop2,
    Sopc,
    Sopk,
    Sopp,
    Smem,
    Vop1,
    Vop2,
    Vopc,
    /// VOP3-only (VOP3a, or VOP3b when the row has a scalar def besides
    /// the vector one).
    Vop3,
    Vop3p,
    /// VOP3P-MAI: MFMA (gfx908+).
    Mai,
    Ds,
    Flat,
    Global,
    Scratch,
    Mubuf,
}

impl Format {
    /// Whether instructions of this format are VALU.
    pub const fn is_valu(self) -> bool {
        matches!(
            self,
            Format::Vop1 | Format::Vop2 | Format::Vopc | Format::Vop3 | Format::Vop3p | Format::Mai
        )
    }
    /// Whether instructions of this format are SALU (not SMEM).
    pub const fn is_salu(self) -> bool {
        matches!(
            self,
            Format::Sop1 | Format::Sop2 | Format::Sopc | Format::Sopk | Format::Sopp
        )
    }
    /// Vector memory: MUBUF and the FLAT family.
    pub const fn is_vmem(self) -> bool {
        matches!(
            self,
            Format::Mubuf | Format::Flat | Format::Global | Format::Scratch
        )
    }
}

/// Opcode number per generation; `-1` = absent in that generation.
/// The columns are in hardware order, as `op(gfx9, gfx10, gfx11, gfx12)`
/// takes them. A row is available on a processor exactly when its
/// [`ProcSet`] contains it, and then its generation's column holds a
/// number (a test checks both directions).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GenOps {
    pub gfx9: i16,
    /// GFX10 (read off `llvm-mc -show-encoding -mcpu=gfx1030`, and
    /// gfx1010 for the rows gfx1030 lacks, LLVM 22; VOP1/VOP2/VOPC rows
    /// carry the e32 number as for GFX9).
    pub gfx10: i16,
    /// GFX11 (read off `llvm-mc -show-encoding -mcpu=gfx1100`, LLVM 22;
    /// VOP1/VOP2/VOPC rows carry the e32 number as for GFX9).
    pub gfx11: i16,
    /// GFX12 (read off `llvm-mc -show-encoding -mcpu=gfx1200`, LLVM 22,
    /// the same way).
    pub gfx12: i16,
}

impl GenOps {
    pub const fn get(self, g: Generation) -> Option<u16> {
        let v = match g {
            Generation::Gfx9 => self.gfx9,
            Generation::Gfx10 => self.gfx10,
            Generation::Gfx11 => self.gfx11,
            Generation::Gfx12 => self.gfx12,
        };
        if v < 0 {
            None
        } else {
            Some(v as u16)
        }
    }
}

const fn op(gfx9: i16, gfx10: i16, gfx11: i16, gfx12: i16) -> GenOps {
    GenOps {
        gfx9,
        gfx10,
        gfx11,
        gfx12,
    }
}

/// Whether an operand is read, written or both.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Use,
    Def,
    /// Read and written (tied: v_mac/v_fmac dst, v_writelane dst, MUBUF
    /// returning atomics' data, s_addk).
    DefUse,
}

/// What may stand in an operand slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpKind {
    /// Scalar destination (7-bit field): SGPR, TTMP, VCC, EXEC, M0...
    Sdst,
    /// Scalar source (8-bit field; 9-bit in VOP3): register, inline
    /// constant or (not in VOP3) a literal.
    Ssrc,
    /// SGPR tuple only (SMEM base/data, MUBUF resource).
    Sgpr,
    /// VGPR destination.
    Vdst,
    /// VALU source: VGPR, scalar, inline constant, literal (e32 src0 only).
    Vsrc,
    /// VGPR only (VOP2/VOPC src1, memory addresses).
    Vgpr,
    /// AGPR destination / source.
    Adst,
    Asrc,
    /// VGPR or AGPR (MFMA operands; memory data on gfx90a+).
    AVdst,
    AVsrc,
    /// 16-bit immediate (SOPK, SOPP).
    Simm16,
    /// 16-bit immediate llvm-mc prints in hex (`s_clause 0x3`).
    Simm16Hex,
    /// `s_delay_alu` dependency fields (GFX11): instid0 in bits 3:0,
    /// instskip 6:4, instid1 10:7, printed `instid0(VALU_DEP_1) | ...`.
    DelayAlu,
    /// `s_waitcnt_depctr` fields (GFX11), printed `depctr_va_vdst(0) ...`
    /// ([`DEPCTR_FIELDS`]).
    Depctr,
    /// The `null` register written out (the SGPR operand of GFX11's
    /// `s_waitcnt_*cnt`, which llvm-mc requires to be null).
    Null,
    /// Branch target: signed dword offset from the next instruction.
    Label,
    /// `s_waitcnt` counter fields.
    Waitcnt,
    /// `hwreg(id, offset, size)` of s_getreg/s_setreg.
    Hwreg,
    /// `sendmsg(...)` message.
    Sendmsg,
    /// SMEM offset: 21-bit signed immediate or SGPR.
    SmemOffset,
    /// Global `saddr`: SGPR pair or `off`.
    Saddr,
    /// Scratch `saddr`: SGPR or `off`.
    SaddrOpt,
    /// Scratch/MUBUF `vaddr`: VGPR or `off`.
    VaddrOpt,
    /// MUBUF resource descriptor s[n:n+3].
    Srsrc,
    /// MUBUF `soffset`: SGPR or inline constant.
    Soffset,
    /// The constant K of v_madmk/v_madak/v_fmamk/v_fmaak: always the
    /// literal dword after a VOP2 word (never an inline constant, not a
    /// source slot); f16 rows use its low half.
    K32,
}

/// One explicit operand of a table row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OperandInfo {
    pub role: Role,
    pub kind: OpKind,
    /// Width in dwords (registers in the tuple).
    pub dwords: u8,
    /// A per-lane share of a wave-wide matrix (WMMA's C and D): `dwords`
    /// is the wave32 width, and a wave64 spreads the same matrix over
    /// twice the lanes in half the registers.
    pub wave_split: bool,
}

impl OperandInfo {
    pub const fn is_def(&self) -> bool {
        matches!(self.role, Role::Def | Role::DefUse)
    }
    pub const fn is_use(&self) -> bool {
        matches!(self.role, Role::Use | Role::DefUse)
    }
    /// Whether the operand is a lane mask (one bit per lane: VOPC results,
    /// carries, v_cndmask's mask, v_div_scale's VCC): a scalar pair in a
    /// VALU row. The row gives the wave64 width; in wave32 it is one SGPR.
    pub const fn is_lane_mask(&self, format: Format) -> bool {
        format.is_valu() && matches!(self.kind, OpKind::Sdst | OpKind::Ssrc) && self.dwords == 2
    }
    /// The operand's width in a wave of `wave`'s size: the row's, except
    /// that a lane mask is one SGPR in wave32.
    pub const fn dwords_in(&self, format: Format, wave: crate::target::WaveSize) -> u8 {
        if self.is_lane_mask(format) {
            wave.mask_sgprs() as u8
        } else if self.wave_split && wave.mask_sgprs() == 2 {
            self.dwords / 2
        } else {
            self.dwords
        }
    }
}

const fn o(role: Role, kind: OpKind, dwords: u8) -> OperandInfo {
    OperandInfo {
        role,
        kind,
        dwords,
        wave_split: false,
    }
}
/// A WMMA accumulator or result: `n` dwords in wave32, `n / 2` in wave64.
const fn wacc(o: OperandInfo) -> OperandInfo {
    OperandInfo {
        wave_split: true,
        ..o
    }
}
// Short constructors for the table; the name says role and kind.
const fn sd(n: u8) -> OperandInfo {
    o(Role::Def, OpKind::Sdst, n)
}
const fn su(n: u8) -> OperandInfo {
    o(Role::Use, OpKind::Sdst, n)
}
const fn sdu(n: u8) -> OperandInfo {
    o(Role::DefUse, OpKind::Sdst, n)
}
const fn ss(n: u8) -> OperandInfo {
    o(Role::Use, OpKind::Ssrc, n)
}
const fn sdata(n: u8) -> OperandInfo {
    o(Role::Use, OpKind::Sgpr, n)
}
const fn vd(n: u8) -> OperandInfo {
    o(Role::Def, OpKind::Vdst, n)
}
const fn vdu(n: u8) -> OperandInfo {
    o(Role::DefUse, OpKind::Vdst, n)
}
const fn vs(n: u8) -> OperandInfo {
    o(Role::Use, OpKind::Vsrc, n)
}
const fn vv(n: u8) -> OperandInfo {
    o(Role::Use, OpKind::Vgpr, n)
}
const fn ad(n: u8) -> OperandInfo {
    o(Role::Def, OpKind::Adst, n)
}
const fn asrc(n: u8) -> OperandInfo {
    o(Role::Use, OpKind::Asrc, n)
}
const fn avd(n: u8) -> OperandInfo {
    o(Role::Def, OpKind::AVdst, n)
}
const fn avs(n: u8) -> OperandInfo {
    o(Role::Use, OpKind::AVsrc, n)
}
/// Memory destination (VGPR; AGPR allowed on gfx90a+).
const fn mdst(n: u8) -> OperandInfo {
    o(Role::Def, OpKind::AVdst, n)
}
/// Memory data source (VGPR; AGPR allowed on gfx90a+).
const fn mdata(n: u8) -> OperandInfo {
    o(Role::Use, OpKind::AVsrc, n)
}
/// MUBUF returning atomic: data in, old value out, same registers.
const fn mdatau(n: u8) -> OperandInfo {
    o(Role::DefUse, OpKind::AVdst, n)
}
const K16: OperandInfo = o(Role::Use, OpKind::Simm16, 0);
const K16HEX: OperandInfo = o(Role::Use, OpKind::Simm16Hex, 0);
const DELAY: OperandInfo = o(Role::Use, OpKind::DelayAlu, 0);
const DEPCTR: OperandInfo = o(Role::Use, OpKind::Depctr, 0);

/// The fields of the `s_waitcnt_depctr` immediate (GFX11): name, shift,
/// width, in the order llvm-mc prints them. A field at its maximum does
/// not wait. Oracle: `llvm-mc -show-encoding -mcpu=gfx1100` (LLVM 22) on
/// immediates with one field cleared.
pub const DEPCTR_FIELDS: [(&str, u8, u8); 7] = [
    ("hold_cnt", 7, 1),
    ("sa_sdst", 0, 1),
    ("va_vdst", 12, 4),
    ("va_sdst", 9, 3),
    ("va_ssrc", 8, 1),
    ("va_vcc", 1, 1),
    ("vm_vsrc", 2, 3),
];

/// The [`DEPCTR_FIELDS`] some processors lack, with the processors that
/// have them: `hold_cnt` is new in RDNA 2 (llvm-mc-22 -mcpu=gfx1010:
/// "depctr_hold_cnt is not supported on this GPU", and it prints an
/// immediate with bit 7 set raw).
pub const DEPCTR_FIELD_PROCS: &[(&str, ProcSet)] = &[("hold_cnt", GFX10_3.or(GFX11_UP))];

/// The `s_waitcnt_depctr` fields processor `p` has, in printing order.
pub fn depctr_fields(p: Processor) -> impl Iterator<Item = &'static (&'static str, u8, u8)> {
    DEPCTR_FIELDS.iter().filter(move |f| {
        DEPCTR_FIELD_PROCS
            .iter()
            .all(|&(n, set)| n != f.0 || set.contains(p))
    })
}
const NULLREG: OperandInfo = o(Role::Use, OpKind::Null, 1);
const LABEL: OperandInfo = o(Role::Use, OpKind::Label, 0);
const WAITCNT: OperandInfo = o(Role::Use, OpKind::Waitcnt, 0);
const HWREG: OperandInfo = o(Role::Use, OpKind::Hwreg, 0);
const SENDMSG: OperandInfo = o(Role::Use, OpKind::Sendmsg, 0);
const SBASE2: OperandInfo = o(Role::Use, OpKind::Sgpr, 2);
const SBASE4: OperandInfo = o(Role::Use, OpKind::Sgpr, 4);
const SOFF: OperandInfo = o(Role::Use, OpKind::SmemOffset, 1);
const SADDR: OperandInfo = o(Role::Use, OpKind::Saddr, 2);
const SADDR_OPT: OperandInfo = o(Role::Use, OpKind::SaddrOpt, 1);
const VADDR_OPT: OperandInfo = o(Role::Use, OpKind::VaddrOpt, 1);
const SRSRC: OperandInfo = o(Role::Use, OpKind::Srsrc, 4);
const SOFFSET: OperandInfo = o(Role::Use, OpKind::Soffset, 1);
const K32: OperandInfo = o(Role::Use, OpKind::K32, 1);

/// Implicit register uses and defs, as a bit set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Implicit(pub u8);

impl Implicit {
    pub const DEF_SCC: u8 = 1 << 0;
    pub const USE_SCC: u8 = 1 << 1;
    pub const DEF_EXEC: u8 = 1 << 2;
    pub const USE_EXEC: u8 = 1 << 3;
    pub const DEF_VCC: u8 = 1 << 4;
    pub const USE_VCC: u8 = 1 << 5;
    pub const USE_M0: u8 = 1 << 6;
    pub const fn has(self, bit: u8) -> bool {
        self.0 & bit != 0
    }
}
const DEF_SCC: u8 = Implicit::DEF_SCC;
const USE_SCC: u8 = Implicit::USE_SCC;
const DEF_EXEC: u8 = Implicit::DEF_EXEC;
const USE_EXEC: u8 = Implicit::USE_EXEC;
const USE_VCC: u8 = Implicit::USE_VCC;
const USE_M0: u8 = Implicit::USE_M0;
const fn imp(bits: u8) -> Implicit {
    Implicit(bits)
}

/// Wait counters an instruction increments when issued (GFX9: SMEM and DS
/// and messages → lgkm_cnt; MUBUF/GLOBAL/SCRATCH → vm_cnt; FLAT → both,
/// since it may address LDS or memory).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Counters(pub u8);

impl Counters {
    pub const VM: u8 = 1;
    pub const LGKM: u8 = 2;
    pub const EXP: u8 = 4;
    /// With `VM`: counts as a load (vmcnt on GFX10-GFX11, loadcnt on
    /// GFX12) although it writes no register, where a VM row without a
    /// destination otherwise counts as a store (vscnt, storecnt). GFX12's
    /// `global_inv` increments loadcnt (LLVM's GFX12 waitcnt insertion
    /// tracks it there).
    pub const LOAD: u8 = 8;
    pub const fn vm(self) -> bool {
        self.0 & Self::VM != 0
    }
    pub const fn lgkm(self) -> bool {
        self.0 & Self::LGKM != 0
    }
    pub const fn exp(self) -> bool {
        self.0 & Self::EXP != 0
    }
}
const NONE: u8 = 0;
const VM: u8 = Counters::VM;
const LGKM: u8 = Counters::LGKM;
const VM_LGKM: u8 = Counters::VM | Counters::LGKM;
const LOAD: u8 = Counters::LOAD;
const fn cnt(bits: u8) -> Counters {
    Counters(bits)
}

/// Hazard classes: the first or second column of seed 004 table 8 (Vega
/// "required software-inserted wait states") and the CDNA MFMA rules. A
/// hazard pass matches pairs of classes; the dynamic parts (which SGPR was
/// written, whether DPP is used) come from the instruction's operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Hazards(pub u16);

impl Hazards {
    /// s_setreg: 2 wait states before s_getreg/s_setreg of the same register.
    pub const SETREG: u16 = 1 << 0;
    pub const GETREG: u16 = 1 << 1;
    /// VALU that writes an SGPR or VCC (v_cmp, v_readlane, carry-out,
    /// v_div_scale): 4 before v_readlane/v_writelane lane select, 5 before
    /// a VMEM reading it, 4 before v_div_fmas (VCC).
    pub const VALU_SDST: u16 = 1 << 2;
    /// VALU that writes EXEC (v_cmpx): 5 before DPP, 5 before execz use.
    pub const VALU_EXEC: u16 = 1 << 3;
    /// v_readlane/v_writelane: reads an SGPR lane select.
    pub const LANESEL: u16 = 1 << 4;
    /// v_div_fmas: reads VCC implicitly.
    pub const DIV_FMAS: u16 = 1 << 5;
    /// Reads VCC (or an SGPR pair) as carry-in/mask.
    pub const VCC_CARRY: u16 = 1 << 6;
    /// VMEM store (or cmpswap) with more than 64 bits of data: 1 wait
    /// state before a VALU overwrites the data VGPRs.
    pub const STORE_GT64: u16 = 1 << 7;
    /// Scalar memory.
    pub const SMEM: u16 = 1 << 8;
    /// Vector memory: reads SGPR operands (5 after a VALU SGPR write).
    pub const VMEM: u16 = 1 << 9;
    /// MFMA (gfx908+): pass-count-dependent waits on srcC/dst overlap.
    pub const MFMA: u16 = 1 << 10;
    /// v_accvgpr_read/write.
    pub const ACCVGPR: u16 = 1 << 11;
    /// Transcendental VALU (gfx940 trans-use hazard).
    pub const TRANS: u16 = 1 << 12;
    /// Reads M0 (s_sendmsg): 1 wait state after an SALU writes M0.
    pub const READS_M0: u16 = 1 << 13;
    /// GFX11 WMMA: a WMMA reading the previous WMMA's result as A or B
    /// needs a VALU in between (`wmma-dst-srcab`).
    pub const WMMA: u16 = 1 << 14;
    pub const fn has(self, bit: u16) -> bool {
        self.0 & bit != 0
    }
}
const SETREG: u16 = Hazards::SETREG;
const GETREG: u16 = Hazards::GETREG;
const VALU_SDST: u16 = Hazards::VALU_SDST;
const VALU_EXEC: u16 = Hazards::VALU_EXEC;
const LANESEL: u16 = Hazards::LANESEL;
const DIV_FMAS: u16 = Hazards::DIV_FMAS;
const VCC_CARRY: u16 = Hazards::VCC_CARRY;
const STORE_GT64: u16 = Hazards::STORE_GT64;
const SMEM: u16 = Hazards::SMEM;
const VMEM: u16 = Hazards::VMEM;
const MFMA: u16 = Hazards::MFMA;
const ACCVGPR: u16 = Hazards::ACCVGPR;
const TRANS: u16 = Hazards::TRANS;
const READS_M0: u16 = Hazards::READS_M0;
const WMMA: u16 = Hazards::WMMA;
const fn hz(bits: u16) -> Hazards {
    Hazards(bits)
}

/// Row attributes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Attrs(pub u8);

impl Attrs {
    /// Atomic returning the pre-op value (glc/sc0 forced on).
    pub const RTN: u8 = 1;
    /// D16 load writing half a VGPR (the other half is preserved).
    pub const D16: u8 = 2;
    /// VOP1/VOP2 row without a VOP3 form (llvm-mc prints no `_e32`
    /// suffix).
    pub const E32_ONLY: u8 = 4;
    /// v_mad_mix/v_fma_mix: op_sel_hi defaults to all zeros (it selects
    /// f16 sources) instead of all ones.
    pub const MIX: u8 = 8;
    /// GFX9 VOP3 16-bit row with op_sel: bit k of VOP3a bits 11-13 reads
    /// the high half of source k, bit 14 writes a 16-bit result to the
    /// high half of the destination (the other half is preserved).
    pub const OPSEL: u8 = 16;
    /// Conditional move (`s_cmov*`): the destination keeps its old value
    /// when SCC is clear, so the write also reads it.
    pub const COND: u8 = 32;
    pub const fn has(self, bit: u8) -> bool {
        self.0 & bit != 0
    }
}
const RTN: u8 = Attrs::RTN;
const D16: u8 = Attrs::D16;
const E32_ONLY: u8 = Attrs::E32_ONLY;
const MIX: u8 = Attrs::MIX;
const OPSEL: u8 = Attrs::OPSEL;
const COND: u8 = Attrs::COND;
const fn attr(bits: u8) -> Attrs {
    Attrs(bits)
}

/// Everything the table says about one instruction.
#[derive(Debug)]
pub struct InstInfo {
    /// The GFX9 (gfx900) mnemonic, and the row's name in agc.
    pub name: &'static str,
    /// Other spellings: the first entry whose set holds the processor
    /// names the instruction there (gfx942+ MFMA renames, the GFX11
    /// `_b32`/`ds_load`/`_nc` names). llvm-mc prints these.
    pub spellings: &'static [(ProcSet, &'static str)],
    pub format: Format,
    pub ops: GenOps,
    pub avail: ProcSet,
    /// Explicit operands in assembly order.
    pub operands: &'static [OperandInfo],
    pub implicit: Implicit,
    pub counters: Counters,
    pub hazards: Hazards,
    pub attrs: Attrs,
}

impl InstInfo {
    /// The mnemonic llvm-mc uses for this processor.
    pub fn mnemonic(&self, p: Processor) -> &'static str {
        self.spellings
            .iter()
            .find(|(set, _)| set.contains(p))
            .map_or(self.name, |&(_, n)| n)
    }
    /// Whether `name` is one of the row's mnemonics (on any processor).
    pub fn is_spelled(&self, name: &str) -> bool {
        self.name == name || self.spellings.iter().any(|&(_, n)| n == name)
    }
    /// The opcode number in the generation of `p`, if `p` has the row.
    pub fn opcode_for(&self, p: Processor) -> Option<u16> {
        if !self.avail.contains(p) {
            return None;
        }
        self.ops.get(p.info().generation)
    }
    pub fn defs(&self) -> impl Iterator<Item = &'static OperandInfo> {
        self.operands.iter().filter(|o| o.is_def())
    }
    pub fn uses(&self) -> impl Iterator<Item = &'static OperandInfo> {
        self.operands.iter().filter(|o| o.is_use())
    }
}

macro_rules! define_insts {
    ($( $var:ident : $name:literal, $fmt:ident, $op:expr, $av:expr, [$($opnd:expr),*], $imp:expr, $cnt:expr, $hz:expr, $attr:expr $(, $set:ident $alt:literal)* ; )*) => {
        /// Every instruction of the table, in table order.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u16)]
        pub enum Opcode { $($var,)* }

        /// The table rows, indexed by `Opcode as usize`.
        pub static INSTS: &[InstInfo] = &[
            $(InstInfo {
                name: $name,
                spellings: &[$(($set, $alt)),*],
                format: Format::$fmt,
                ops: $op,
                avail: $av,
                operands: &[$($opnd),*],
                implicit: $imp,
                counters: $cnt,
                hazards: $hz,
                attrs: $attr,
            },)*
        ];

        impl Opcode {
            /// All opcodes in table order.
            pub const ALL: &'static [Opcode] = &[$(Opcode::$var,)*];
        }
    };
}

impl Opcode {
    pub fn info(self) -> &'static InstInfo {
        &INSTS[self as usize]
    }
    pub fn name(self) -> &'static str {
        self.info().name
    }
    pub fn format(self) -> Format {
        self.info().format
    }
    /// Whether the instruction may leave part of its destination register
    /// as it was: D16 loads write one half, and the VALU rows with 16-bit
    /// operands or results may keep the other half (op_sel, the mix rows,
    /// SDWA). Rewriting such an instruction's destination to another
    /// register would lose the kept half. Conservative: every row whose
    /// mnemonic names a 16-bit type counts.
    pub fn keeps_part_of_dst(self) -> bool {
        let i = self.info();
        i.attrs.has(Attrs::D16) || i.attrs.has(Attrs::MIX) || i.name.contains("16")
    }
    /// Whether a write of this opcode may leave (part of) the old
    /// destination in place, so that it reads it too: a partial write
    /// ([`Opcode::keeps_part_of_dst`]) or a conditional move.
    pub fn may_keep_dst(self) -> bool {
        self.keeps_part_of_dst() || self.info().attrs.has(Attrs::COND)
    }
    /// The VOP2 row that multiplies and adds into its own destination, for
    /// a VOP3 multiply-add whose addend is its result: `v_fma_f32 d, a, b,
    /// d` computes what `v_fmac_f32 d, a, b` does, in half the bytes. The
    /// accumulating row has its own availability (`v_fmac_f32` from
    /// gfx906, `v_fmac_f64` from gfx90a).
    pub fn accumulating_form(self) -> Option<Opcode> {
        match self {
            Opcode::VFmaF32 => Some(Opcode::VFmacF32),
            Opcode::VFmaF64 => Some(Opcode::VFmacF64),
            _ => None,
        }
    }
    /// The row that does what lane-mask instruction `self` (named by its
    /// wave64 row, the one GFX9 has) does at wave size `wave`: itself in
    /// wave64, its 32-bit form in wave32 (`s_and_saveexec_b64` →
    /// `s_and_saveexec_b32`, which reads and writes `exec_lo`). An
    /// instruction that is no lane-mask operation is itself.
    pub fn lane_mask_form(self, wave: crate::target::WaveSize) -> Opcode {
        if wave == crate::target::WaveSize::Wave64 {
            return self;
        }
        WAVE32_FORMS
            .iter()
            .find(|(w64, _)| *w64 == self)
            .map_or(self, |&(_, w32)| w32)
    }

    /// The row to emit on `p` for this one, written as selection writes
    /// it for GFX9: itself where `p` has it, else its form of `p`'s
    /// generation from `GENERATION_FORMS` (GFX11's VOP3-only carry-out
    /// adds and its `_co_ci` carry-in adds, GFX12's VOP2 f64 arithmetic),
    /// else itself (the encoder then reports the instruction as
    /// unavailable).
    pub fn form_on(self, p: crate::processors::Processor) -> Opcode {
        if self.info().avail.contains(p) {
            return self;
        }
        GENERATION_FORMS
            .iter()
            .find(|(gfx9, other)| *gfx9 == self && other.info().avail.contains(p))
            .map_or(self, |&(_, other)| other)
    }

    /// The row that does this one's work on `p` with its two data
    /// operands in the other order (`SWAPPED_DATA_FORMS`: GFX11's
    /// `ds_cmpstore`), when `p` lacks this row; `None` otherwise.
    pub fn swapped_data_form_on(self, p: crate::processors::Processor) -> Option<Opcode> {
        if self.info().avail.contains(p) {
            return None;
        }
        SWAPPED_DATA_FORMS
            .iter()
            .find(|(gfx9, other)| *gfx9 == self && other.info().avail.contains(p))
            .map(|&(_, other)| other)
    }

    /// Whether this row takes its two data operands in the order of
    /// `SWAPPED_DATA_FORMS`' second column (new value first).
    pub fn has_swapped_data(self) -> bool {
        SWAPPED_DATA_FORMS.iter().any(|&(_, o)| o == self)
    }

    /// Looks up the no-return row by mnemonic (any spelling).
    pub fn from_name(name: &str) -> Option<Opcode> {
        Opcode::ALL.iter().copied().find(|o| {
            let i = o.info();
            !i.attrs.has(Attrs::RTN) && i.is_spelled(name)
        })
    }
}

/// Lane-mask instructions as written for wave64, and their wave32 rows
/// ([`Opcode::lane_mask_form`]): one entry per pair. Selection writes the
/// wave64 row at a lane-mask site and asks for the target's form.
const WAVE32_FORMS: &[(Opcode, Opcode)] = &[
    (Opcode::SMovB64, Opcode::SMovB32),
    (Opcode::SCmovB64, Opcode::SCmovB32),
    (Opcode::SNotB64, Opcode::SNotB32),
    (Opcode::SAndB64, Opcode::SAndB32),
    (Opcode::SOrB64, Opcode::SOrB32),
    (Opcode::SXorB64, Opcode::SXorB32),
    (Opcode::SAndn2B64, Opcode::SAndn2B32),
    (Opcode::SOrn2B64, Opcode::SOrn2B32),
    (Opcode::SCselectB64, Opcode::SCselectB32),
    (Opcode::SLshrB64, Opcode::SLshrB32),
    (Opcode::SLshlB64, Opcode::SLshlB32),
    (Opcode::SBcnt1I32B64, Opcode::SBcnt1I32B32),
    (Opcode::SFf1I32B64, Opcode::SFf1I32B32),
    (Opcode::SCmpLgU64, Opcode::SCmpLgU32),
    (Opcode::SCmpEqU64, Opcode::SCmpEqU32),
    (Opcode::SAndSaveexecB64, Opcode::SAndSaveexecB32),
    (Opcode::SOrSaveexecB64, Opcode::SOrSaveexecB32),
    (Opcode::SXorSaveexecB64, Opcode::SXorSaveexecB32),
    (Opcode::SAndn2SaveexecB64, Opcode::SAndNot1SaveexecB32),
    (Opcode::SAndn1SaveexecB64, Opcode::SAndNot0SaveexecB32),
    (Opcode::SOrn2SaveexecB64, Opcode::SOrNot1SaveexecB32),
];

/// GFX9 rows and the rows that do their work on a later generation, where
/// the GFX9 row is gone ([`Opcode::form_on`]): same operands in the same
/// order (GFX11's carry-out adds exist only as VOP3, whose second source
/// may be any source; the carry-in adds were renamed `_co_ci`; GFX12's
/// 64-bit float adds, multiplies, min/max, `v_lshlrev_b64` and the
/// round-toward-zero f16 pack are VOP2, whose e64 form takes any second
/// source, selected by the encoder).
const GENERATION_FORMS: &[(Opcode, Opcode)] = &[
    (Opcode::VAddCoU32, Opcode::VAddCoU32E64),
    (Opcode::VSubCoU32, Opcode::VSubCoU32E64),
    (Opcode::VSubrevCoU32, Opcode::VSubrevCoU32E64),
    (Opcode::VAddcCoU32, Opcode::VAddCoCiU32),
    (Opcode::VSubbCoU32, Opcode::VSubCoCiU32),
    (Opcode::VSubbrevCoU32, Opcode::VSubrevCoCiU32),
    (Opcode::VAddF64, Opcode::VAddF64Vop2),
    (Opcode::VMulF64, Opcode::VMulF64Vop2),
    (Opcode::VMinF64, Opcode::VMinNumF64),
    (Opcode::VMaxF64, Opcode::VMaxNumF64),
    (Opcode::VLshlrevB64, Opcode::VLshlrevB64Vop2),
    (Opcode::VCvtPkrtzF16F32, Opcode::VCvtPkRtzF16F32),
];

/// GFX9 rows and the rows of a later generation that do the same work
/// with the two data operands swapped ([`Opcode::swapped_data_form_on`]):
/// `ds_cmpst` takes the compare value first, GFX11's `ds_cmpstore` the
/// new value (llvm-mc -mcpu=gfx1100 -show-encoding, LLVM 22: same opcode
/// numbers, data0 and data1 exchanged).
const SWAPPED_DATA_FORMS: &[(Opcode, Opcode)] = &[
    (Opcode::DsCmpstB32, Opcode::DsCmpstoreB32),
    (Opcode::DsCmpstRtnB32, Opcode::DsCmpstoreRtnB32),
    (Opcode::DsCmpstB64, Opcode::DsCmpstoreB64),
    (Opcode::DsCmpstRtnB64, Opcode::DsCmpstoreRtnB64),
];

/// The instruction table. Pass a macro name; it receives every row.
#[macro_export]
#[rustfmt::skip]
macro_rules! for_each_inst {
    ($m:ident) => { $m! {
    SMovB32: "s_mov_b32", Sop1, op(0x000, 0x003, 0x000, 0x000), ALL, [sd(1), ss(1)], imp(0), cnt(NONE), hz(0), attr(0);
    SCmovB32: "s_cmov_b32", Sop1, op(0x002, 0x005, 0x002, 0x002), ALL, [sd(1), ss(1)], imp(USE_SCC), cnt(NONE), hz(0), attr(COND);
    SNotB32: "s_not_b32", Sop1, op(0x004, 0x007, 0x01e, 0x01e), ALL, [sd(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SWqmB32: "s_wqm_b32", Sop1, op(0x006, 0x009, 0x01c, 0x01c), ALL, [sd(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SBrevB32: "s_brev_b32", Sop1, op(0x008, 0x00b, 0x004, 0x004), ALL, [sd(1), ss(1)], imp(0), cnt(NONE), hz(0), attr(0);
    SBcnt0I32B32: "s_bcnt0_i32_b32", Sop1, op(0x00a, 0x00d, 0x016, 0x016), ALL, [sd(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SBcnt1I32B32: "s_bcnt1_i32_b32", Sop1, op(0x00c, 0x00f, 0x018, 0x018), ALL, [sd(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SFf0I32B32: "s_ff0_i32_b32", Sop1, op(0x00e, 0x011, -1, -1), GFX9.or(GFX10), [sd(1), ss(1)], imp(0), cnt(NONE), hz(0), attr(0);
    SFf1I32B32: "s_ff1_i32_b32", Sop1, op(0x010, 0x013, 0x008, 0x008), ALL, [sd(1), ss(1)], imp(0), cnt(NONE), hz(0), attr(0), GFX11_UP "s_ctz_i32_b32";
    SFlbitI32B32: "s_flbit_i32_b32", Sop1, op(0x012, 0x015, 0x00a, 0x00a), ALL, [sd(1), ss(1)], imp(0), cnt(NONE), hz(0), attr(0), GFX11_UP "s_clz_i32_u32";
    SFlbitI32: "s_flbit_i32", Sop1, op(0x014, 0x017, 0x00c, 0x00c), ALL, [sd(1), ss(1)], imp(0), cnt(NONE), hz(0), attr(0), GFX11_UP "s_cls_i32";
    SSextI32I8: "s_sext_i32_i8", Sop1, op(0x016, 0x019, 0x00e, 0x00e), ALL, [sd(1), ss(1)], imp(0), cnt(NONE), hz(0), attr(0);
    SSextI32I16: "s_sext_i32_i16", Sop1, op(0x017, 0x01a, 0x00f, 0x00f), ALL, [sd(1), ss(1)], imp(0), cnt(NONE), hz(0), attr(0);
    SBitset0B32: "s_bitset0_b32", Sop1, op(0x018, 0x01b, 0x010, 0x010), ALL, [sd(1), ss(1)], imp(0), cnt(NONE), hz(0), attr(0);
    SBitset1B32: "s_bitset1_b32", Sop1, op(0x01a, 0x01d, 0x012, 0x012), ALL, [sd(1), ss(1)], imp(0), cnt(NONE), hz(0), attr(0);
    SBitset0B64: "s_bitset0_b64", Sop1, op(0x019, 0x01c, 0x011, 0x011), ALL, [sd(2), ss(1)], imp(0), cnt(NONE), hz(0), attr(0);
    SBitset1B64: "s_bitset1_b64", Sop1, op(0x01b, 0x01e, 0x013, 0x013), ALL, [sd(2), ss(1)], imp(0), cnt(NONE), hz(0), attr(0);
    SAbsI32: "s_abs_i32", Sop1, op(0x030, 0x034, 0x015, 0x015), ALL, [sd(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SMovB64: "s_mov_b64", Sop1, op(0x001, 0x004, 0x001, 0x001), ALL, [sd(2), ss(2)], imp(0), cnt(NONE), hz(0), attr(0);
    SCmovB64: "s_cmov_b64", Sop1, op(0x003, 0x006, 0x003, 0x003), ALL, [sd(2), ss(2)], imp(USE_SCC), cnt(NONE), hz(0), attr(COND);
    SNotB64: "s_not_b64", Sop1, op(0x005, 0x008, 0x01f, 0x01f), ALL, [sd(2), ss(2)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SWqmB64: "s_wqm_b64", Sop1, op(0x007, 0x00a, 0x01d, 0x01d), ALL, [sd(2), ss(2)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SBrevB64: "s_brev_b64", Sop1, op(0x009, 0x00c, 0x005, 0x005), ALL, [sd(2), ss(2)], imp(0), cnt(NONE), hz(0), attr(0);
    SBcnt0I32B64: "s_bcnt0_i32_b64", Sop1, op(0x00b, 0x00e, 0x017, 0x017), ALL, [sd(1), ss(2)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SBcnt1I32B64: "s_bcnt1_i32_b64", Sop1, op(0x00d, 0x010, 0x019, 0x019), ALL, [sd(1), ss(2)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SFf0I32B64: "s_ff0_i32_b64", Sop1, op(0x00f, 0x012, -1, -1), GFX9.or(GFX10), [sd(1), ss(2)], imp(0), cnt(NONE), hz(0), attr(0);
    SFf1I32B64: "s_ff1_i32_b64", Sop1, op(0x011, 0x014, 0x009, 0x009), ALL, [sd(1), ss(2)], imp(0), cnt(NONE), hz(0), attr(0), GFX11_UP "s_ctz_i32_b64";
    SFlbitI32B64: "s_flbit_i32_b64", Sop1, op(0x013, 0x016, 0x00b, 0x00b), ALL, [sd(1), ss(2)], imp(0), cnt(NONE), hz(0), attr(0), GFX11_UP "s_clz_i32_u64";
    SFlbitI32I64: "s_flbit_i32_i64", Sop1, op(0x015, 0x018, 0x00d, 0x00d), ALL, [sd(1), ss(2)], imp(0), cnt(NONE), hz(0), attr(0), GFX11_UP "s_cls_i32_i64";
    SAndSaveexecB32: "s_and_saveexec_b32", Sop1, op(-1, 0x03c, 0x020, 0x020), GFX10_UP, [sd(1), ss(1)], imp(DEF_SCC | DEF_EXEC | USE_EXEC), cnt(NONE), hz(0), attr(0);
    SOrSaveexecB32: "s_or_saveexec_b32", Sop1, op(-1, 0x03d, 0x022, 0x022), GFX10_UP, [sd(1), ss(1)], imp(DEF_SCC | DEF_EXEC | USE_EXEC), cnt(NONE), hz(0), attr(0);
    SXorSaveexecB32: "s_xor_saveexec_b32", Sop1, op(-1, 0x03e, 0x024, 0x024), GFX10_UP, [sd(1), ss(1)], imp(DEF_SCC | DEF_EXEC | USE_EXEC), cnt(NONE), hz(0), attr(0);
    SAndNot0SaveexecB32: "s_and_not0_saveexec_b32", Sop1, op(-1, 0x044, 0x02c, 0x02c), GFX10_UP, [sd(1), ss(1)], imp(DEF_SCC | DEF_EXEC | USE_EXEC), cnt(NONE), hz(0), attr(0), GFX10 "s_andn1_saveexec_b32";
    SAndNot1SaveexecB32: "s_and_not1_saveexec_b32", Sop1, op(-1, 0x03f, 0x030, 0x030), GFX10_UP, [sd(1), ss(1)], imp(DEF_SCC | DEF_EXEC | USE_EXEC), cnt(NONE), hz(0), attr(0), GFX10 "s_andn2_saveexec_b32";
    SOrNot1SaveexecB32: "s_or_not1_saveexec_b32", Sop1, op(-1, 0x040, 0x032, 0x032), GFX10_UP, [sd(1), ss(1)], imp(DEF_SCC | DEF_EXEC | USE_EXEC), cnt(NONE), hz(0), attr(0), GFX10 "s_orn2_saveexec_b32";
    SAndSaveexecB64: "s_and_saveexec_b64", Sop1, op(0x020, 0x024, 0x021, 0x021), ALL, [sd(2), ss(2)], imp(DEF_SCC | DEF_EXEC | USE_EXEC), cnt(NONE), hz(0), attr(0);
    SOrSaveexecB64: "s_or_saveexec_b64", Sop1, op(0x021, 0x025, 0x023, 0x023), ALL, [sd(2), ss(2)], imp(DEF_SCC | DEF_EXEC | USE_EXEC), cnt(NONE), hz(0), attr(0);
    SXorSaveexecB64: "s_xor_saveexec_b64", Sop1, op(0x022, 0x026, 0x025, 0x025), ALL, [sd(2), ss(2)], imp(DEF_SCC | DEF_EXEC | USE_EXEC), cnt(NONE), hz(0), attr(0);
    SAndn2SaveexecB64: "s_andn2_saveexec_b64", Sop1, op(0x023, 0x027, 0x031, 0x031), ALL, [sd(2), ss(2)], imp(DEF_SCC | DEF_EXEC | USE_EXEC), cnt(NONE), hz(0), attr(0), GFX11_UP "s_and_not1_saveexec_b64";
    SOrn2SaveexecB64: "s_orn2_saveexec_b64", Sop1, op(0x024, 0x028, 0x033, 0x033), ALL, [sd(2), ss(2)], imp(DEF_SCC | DEF_EXEC | USE_EXEC), cnt(NONE), hz(0), attr(0), GFX11_UP "s_or_not1_saveexec_b64";
    SNandSaveexecB64: "s_nand_saveexec_b64", Sop1, op(0x025, 0x029, 0x027, 0x027), ALL, [sd(2), ss(2)], imp(DEF_SCC | DEF_EXEC | USE_EXEC), cnt(NONE), hz(0), attr(0);
    SNorSaveexecB64: "s_nor_saveexec_b64", Sop1, op(0x026, 0x02a, 0x029, 0x029), ALL, [sd(2), ss(2)], imp(DEF_SCC | DEF_EXEC | USE_EXEC), cnt(NONE), hz(0), attr(0);
    SXnorSaveexecB64: "s_xnor_saveexec_b64", Sop1, op(0x027, 0x02b, 0x02b, 0x02b), ALL, [sd(2), ss(2)], imp(DEF_SCC | DEF_EXEC | USE_EXEC), cnt(NONE), hz(0), attr(0);
    SAndn1SaveexecB64: "s_andn1_saveexec_b64", Sop1, op(0x033, 0x037, 0x02d, 0x02d), ALL, [sd(2), ss(2)], imp(DEF_SCC | DEF_EXEC | USE_EXEC), cnt(NONE), hz(0), attr(0), GFX11_UP "s_and_not0_saveexec_b64";
    SOrn1SaveexecB64: "s_orn1_saveexec_b64", Sop1, op(0x034, 0x038, 0x02f, 0x02f), ALL, [sd(2), ss(2)], imp(DEF_SCC | DEF_EXEC | USE_EXEC), cnt(NONE), hz(0), attr(0), GFX11_UP "s_or_not0_saveexec_b64";
    SGetpcB64: "s_getpc_b64", Sop1, op(0x01c, 0x01f, 0x047, 0x047), ALL, [sd(2)], imp(0), cnt(NONE), hz(0), attr(0);
    SSetpcB64: "s_setpc_b64", Sop1, op(0x01d, 0x020, 0x048, 0x048), ALL, [ss(2)], imp(0), cnt(NONE), hz(0), attr(0);
    SSwappcB64: "s_swappc_b64", Sop1, op(0x01e, 0x021, 0x049, 0x049), ALL, [sd(2), ss(2)], imp(0), cnt(NONE), hz(0), attr(0);
    SBarrierSignal: "s_barrier_signal", Sop1, op(-1, -1, -1, 0x04e), GFX12, [ss(1)], imp(0), cnt(NONE), hz(0), attr(0);
    SAddU32: "s_add_u32", Sop2, op(0x000, 0x000, 0x000, 0x000), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0), GFX12 "s_add_co_u32";
    SSubU32: "s_sub_u32", Sop2, op(0x001, 0x001, 0x001, 0x001), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0), GFX12 "s_sub_co_u32";
    SAddI32: "s_add_i32", Sop2, op(0x002, 0x002, 0x002, 0x002), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0), GFX12 "s_add_co_i32";
    SSubI32: "s_sub_i32", Sop2, op(0x003, 0x003, 0x003, 0x003), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0), GFX12 "s_sub_co_i32";
    SAddcU32: "s_addc_u32", Sop2, op(0x004, 0x004, 0x004, 0x004), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC | USE_SCC), cnt(NONE), hz(0), attr(0), GFX12 "s_add_co_ci_u32";
    SSubbU32: "s_subb_u32", Sop2, op(0x005, 0x005, 0x005, 0x005), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC | USE_SCC), cnt(NONE), hz(0), attr(0), GFX12 "s_sub_co_ci_u32";
    SMinI32: "s_min_i32", Sop2, op(0x006, 0x006, 0x012, 0x012), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SMinU32: "s_min_u32", Sop2, op(0x007, 0x007, 0x013, 0x013), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SMaxI32: "s_max_i32", Sop2, op(0x008, 0x008, 0x014, 0x014), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SMaxU32: "s_max_u32", Sop2, op(0x009, 0x009, 0x015, 0x015), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SCselectB32: "s_cselect_b32", Sop2, op(0x00a, 0x00a, 0x030, 0x030), ALL, [sd(1), ss(1), ss(1)], imp(USE_SCC), cnt(NONE), hz(0), attr(0);
    SAndB32: "s_and_b32", Sop2, op(0x00c, 0x00e, 0x016, 0x016), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SOrB32: "s_or_b32", Sop2, op(0x00e, 0x010, 0x018, 0x018), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SXorB32: "s_xor_b32", Sop2, op(0x010, 0x012, 0x01a, 0x01a), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SAndn2B32: "s_andn2_b32", Sop2, op(0x012, 0x014, 0x022, 0x022), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0), GFX11_UP "s_and_not1_b32";
    SOrn2B32: "s_orn2_b32", Sop2, op(0x014, 0x016, 0x024, 0x024), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0), GFX11_UP "s_or_not1_b32";
    SNandB32: "s_nand_b32", Sop2, op(0x016, 0x018, 0x01c, 0x01c), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SNorB32: "s_nor_b32", Sop2, op(0x018, 0x01a, 0x01e, 0x01e), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SXnorB32: "s_xnor_b32", Sop2, op(0x01a, 0x01c, 0x020, 0x020), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SLshlB32: "s_lshl_b32", Sop2, op(0x01c, 0x01e, 0x008, 0x008), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SLshrB32: "s_lshr_b32", Sop2, op(0x01e, 0x020, 0x00a, 0x00a), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SAshrI32: "s_ashr_i32", Sop2, op(0x020, 0x022, 0x00c, 0x00c), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SBfmB32: "s_bfm_b32", Sop2, op(0x022, 0x024, 0x02a, 0x02a), ALL, [sd(1), ss(1), ss(1)], imp(0), cnt(NONE), hz(0), attr(0);
    SMulI32: "s_mul_i32", Sop2, op(0x024, 0x026, 0x02c, 0x02c), ALL, [sd(1), ss(1), ss(1)], imp(0), cnt(NONE), hz(0), attr(0);
    SBfeU32: "s_bfe_u32", Sop2, op(0x025, 0x027, 0x026, 0x026), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SBfeI32: "s_bfe_i32", Sop2, op(0x026, 0x028, 0x027, 0x027), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SAbsdiffI32: "s_absdiff_i32", Sop2, op(0x02a, 0x02c, 0x006, 0x006), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SMulHiU32: "s_mul_hi_u32", Sop2, op(0x02c, 0x035, 0x02d, 0x02d), ALL, [sd(1), ss(1), ss(1)], imp(0), cnt(NONE), hz(0), attr(0);
    SMulHiI32: "s_mul_hi_i32", Sop2, op(0x02d, 0x036, 0x02e, 0x02e), ALL, [sd(1), ss(1), ss(1)], imp(0), cnt(NONE), hz(0), attr(0);
    SLshl1AddU32: "s_lshl1_add_u32", Sop2, op(0x02e, 0x02e, 0x00e, 0x00e), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SLshl2AddU32: "s_lshl2_add_u32", Sop2, op(0x02f, 0x02f, 0x00f, 0x00f), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SLshl3AddU32: "s_lshl3_add_u32", Sop2, op(0x030, 0x030, 0x010, 0x010), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SLshl4AddU32: "s_lshl4_add_u32", Sop2, op(0x031, 0x031, 0x011, 0x011), ALL, [sd(1), ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SPackLlB32B16: "s_pack_ll_b32_b16", Sop2, op(0x032, 0x032, 0x032, 0x032), ALL, [sd(1), ss(1), ss(1)], imp(0), cnt(NONE), hz(0), attr(0);
    SPackLhB32B16: "s_pack_lh_b32_b16", Sop2, op(0x033, 0x033, 0x033, 0x033), ALL, [sd(1), ss(1), ss(1)], imp(0), cnt(NONE), hz(0), attr(0);
    SPackHhB32B16: "s_pack_hh_b32_b16", Sop2, op(0x034, 0x034, 0x034, 0x034), ALL, [sd(1), ss(1), ss(1)], imp(0), cnt(NONE), hz(0), attr(0);
    SCselectB64: "s_cselect_b64", Sop2, op(0x00b, 0x00b, 0x031, 0x031), ALL, [sd(2), ss(2), ss(2)], imp(USE_SCC), cnt(NONE), hz(0), attr(0);
    SAndB64: "s_and_b64", Sop2, op(0x00d, 0x00f, 0x017, 0x017), ALL, [sd(2), ss(2), ss(2)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SOrB64: "s_or_b64", Sop2, op(0x00f, 0x011, 0x019, 0x019), ALL, [sd(2), ss(2), ss(2)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SXorB64: "s_xor_b64", Sop2, op(0x011, 0x013, 0x01b, 0x01b), ALL, [sd(2), ss(2), ss(2)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SAndn2B64: "s_andn2_b64", Sop2, op(0x013, 0x015, 0x023, 0x023), ALL, [sd(2), ss(2), ss(2)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0), GFX11_UP "s_and_not1_b64";
    SOrn2B64: "s_orn2_b64", Sop2, op(0x015, 0x017, 0x025, 0x025), ALL, [sd(2), ss(2), ss(2)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0), GFX11_UP "s_or_not1_b64";
    SNandB64: "s_nand_b64", Sop2, op(0x017, 0x019, 0x01d, 0x01d), ALL, [sd(2), ss(2), ss(2)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SNorB64: "s_nor_b64", Sop2, op(0x019, 0x01b, 0x01f, 0x01f), ALL, [sd(2), ss(2), ss(2)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SXnorB64: "s_xnor_b64", Sop2, op(0x01b, 0x01d, 0x021, 0x021), ALL, [sd(2), ss(2), ss(2)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SLshlB64: "s_lshl_b64", Sop2, op(0x01d, 0x01f, 0x009, 0x009), ALL, [sd(2), ss(2), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SLshrB64: "s_lshr_b64", Sop2, op(0x01f, 0x021, 0x00b, 0x00b), ALL, [sd(2), ss(2), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SAshrI64: "s_ashr_i64", Sop2, op(0x021, 0x023, 0x00d, 0x00d), ALL, [sd(2), ss(2), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SBfeU64: "s_bfe_u64", Sop2, op(0x027, 0x029, 0x028, 0x028), ALL, [sd(2), ss(2), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SBfeI64: "s_bfe_i64", Sop2, op(0x028, 0x02a, 0x029, 0x029), ALL, [sd(2), ss(2), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SBfmB64: "s_bfm_b64", Sop2, op(0x023, 0x025, 0x02b, 0x02b), ALL, [sd(2), ss(1), ss(1)], imp(0), cnt(NONE), hz(0), attr(0);
    SAddNcU64: "s_add_nc_u64", Sop2, op(-1, -1, -1, 0x053), GFX12, [sd(2), ss(2), ss(2)], imp(0), cnt(NONE), hz(0), attr(0);
    SMulU64: "s_mul_u64", Sop2, op(-1, -1, -1, 0x055), GFX12, [sd(2), ss(2), ss(2)], imp(0), cnt(NONE), hz(0), attr(0);
    SAddF32: "s_add_f32", Sop2, op(-1, -1, 0x040, 0x040), GFX1150_UP, [sd(1), ss(1), ss(1)], imp(0), cnt(NONE), hz(0), attr(0);
    SCmpEqI32: "s_cmp_eq_i32", Sopc, op(0x000, 0x000, 0x000, 0x000), ALL, [ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SCmpLgI32: "s_cmp_lg_i32", Sopc, op(0x001, 0x001, 0x001, 0x001), ALL, [ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SCmpGtI32: "s_cmp_gt_i32", Sopc, op(0x002, 0x002, 0x002, 0x002), ALL, [ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SCmpGeI32: "s_cmp_ge_i32", Sopc, op(0x003, 0x003, 0x003, 0x003), ALL, [ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SCmpLtI32: "s_cmp_lt_i32", Sopc, op(0x004, 0x004, 0x004, 0x004), ALL, [ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SCmpLeI32: "s_cmp_le_i32", Sopc, op(0x005, 0x005, 0x005, 0x005), ALL, [ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SCmpEqU32: "s_cmp_eq_u32", Sopc, op(0x006, 0x006, 0x006, 0x006), ALL, [ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SCmpLgU32: "s_cmp_lg_u32", Sopc, op(0x007, 0x007, 0x007, 0x007), ALL, [ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SCmpGtU32: "s_cmp_gt_u32", Sopc, op(0x008, 0x008, 0x008, 0x008), ALL, [ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SCmpGeU32: "s_cmp_ge_u32", Sopc, op(0x009, 0x009, 0x009, 0x009), ALL, [ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SCmpLtU32: "s_cmp_lt_u32", Sopc, op(0x00a, 0x00a, 0x00a, 0x00a), ALL, [ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SCmpLeU32: "s_cmp_le_u32", Sopc, op(0x00b, 0x00b, 0x00b, 0x00b), ALL, [ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SBitcmp0B32: "s_bitcmp0_b32", Sopc, op(0x00c, 0x00c, 0x00c, 0x00c), ALL, [ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SBitcmp1B32: "s_bitcmp1_b32", Sopc, op(0x00d, 0x00d, 0x00d, 0x00d), ALL, [ss(1), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SBitcmp0B64: "s_bitcmp0_b64", Sopc, op(0x00e, 0x00e, 0x00e, 0x00e), ALL, [ss(2), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SBitcmp1B64: "s_bitcmp1_b64", Sopc, op(0x00f, 0x00f, 0x00f, 0x00f), ALL, [ss(2), ss(1)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SCmpEqU64: "s_cmp_eq_u64", Sopc, op(0x012, 0x012, 0x010, 0x010), ALL, [ss(2), ss(2)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SCmpLgU64: "s_cmp_lg_u64", Sopc, op(0x013, 0x013, 0x011, 0x011), ALL, [ss(2), ss(2)], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SMovkI32: "s_movk_i32", Sopk, op(0x000, 0x000, 0x000, 0x000), ALL, [sd(1), K16], imp(0), cnt(NONE), hz(0), attr(0);
    SCmovkI32: "s_cmovk_i32", Sopk, op(0x001, 0x002, 0x002, 0x002), ALL, [sd(1), K16], imp(USE_SCC), cnt(NONE), hz(0), attr(COND);
    SCmpkEqI32: "s_cmpk_eq_i32", Sopk, op(0x002, 0x003, 0x003, -1), PRE_GFX12, [su(1), K16], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SCmpkLgI32: "s_cmpk_lg_i32", Sopk, op(0x003, 0x004, 0x004, -1), PRE_GFX12, [su(1), K16], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SCmpkGtI32: "s_cmpk_gt_i32", Sopk, op(0x004, 0x005, 0x005, -1), PRE_GFX12, [su(1), K16], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SCmpkGeI32: "s_cmpk_ge_i32", Sopk, op(0x005, 0x006, 0x006, -1), PRE_GFX12, [su(1), K16], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SCmpkLtI32: "s_cmpk_lt_i32", Sopk, op(0x006, 0x007, 0x007, -1), PRE_GFX12, [su(1), K16], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SCmpkLeI32: "s_cmpk_le_i32", Sopk, op(0x007, 0x008, 0x008, -1), PRE_GFX12, [su(1), K16], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SCmpkEqU32: "s_cmpk_eq_u32", Sopk, op(0x008, 0x009, 0x009, -1), PRE_GFX12, [su(1), K16], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SCmpkLgU32: "s_cmpk_lg_u32", Sopk, op(0x009, 0x00a, 0x00a, -1), PRE_GFX12, [su(1), K16], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SCmpkGtU32: "s_cmpk_gt_u32", Sopk, op(0x00a, 0x00b, 0x00b, -1), PRE_GFX12, [su(1), K16], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SCmpkGeU32: "s_cmpk_ge_u32", Sopk, op(0x00b, 0x00c, 0x00c, -1), PRE_GFX12, [su(1), K16], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SCmpkLtU32: "s_cmpk_lt_u32", Sopk, op(0x00c, 0x00d, 0x00d, -1), PRE_GFX12, [su(1), K16], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SCmpkLeU32: "s_cmpk_le_u32", Sopk, op(0x00d, 0x00e, 0x00e, -1), PRE_GFX12, [su(1), K16], imp(DEF_SCC), cnt(NONE), hz(0), attr(0);
    SAddkI32: "s_addk_i32", Sopk, op(0x00e, 0x00f, 0x00f, 0x00f), ALL, [sdu(1), K16], imp(DEF_SCC), cnt(NONE), hz(0), attr(0), GFX12 "s_addk_co_i32";
    SMulkI32: "s_mulk_i32", Sopk, op(0x00f, 0x010, 0x010, 0x010), ALL, [sdu(1), K16], imp(0), cnt(NONE), hz(0), attr(0);
    SGetregB32: "s_getreg_b32", Sopk, op(0x011, 0x012, 0x011, 0x011), ALL, [sd(1), HWREG], imp(0), cnt(NONE), hz(GETREG), attr(0);
    SSetregB32: "s_setreg_b32", Sopk, op(0x012, 0x013, 0x012, 0x012), ALL, [HWREG, su(1)], imp(0), cnt(NONE), hz(SETREG), attr(0);
    SSetregImm32B32: "s_setreg_imm32_b32", Sopk, op(0x014, 0x015, 0x013, 0x013), ALL, [HWREG, K32], imp(0), cnt(NONE), hz(SETREG), attr(0);
    SEndpgm: "s_endpgm", Sopp, op(0x001, 0x001, 0x030, 0x030), ALL, [], imp(0), cnt(NONE), hz(0), attr(0);
    SBarrier: "s_barrier", Sopp, op(0x00a, 0x00a, 0x03d, -1), PRE_GFX12, [], imp(0), cnt(NONE), hz(0), attr(0);
    SIcacheInv: "s_icache_inv", Sopp, op(0x013, 0x013, 0x03c, 0x03c), ALL, [], imp(0), cnt(NONE), hz(0), attr(0);
    STtracedata: "s_ttracedata", Sopp, op(0x016, 0x016, 0x03a, 0x03a), ALL, [], imp(0), cnt(NONE), hz(0), attr(0);
    SWakeup: "s_wakeup", Sopp, op(0x003, 0x003, 0x034, 0x034), ALL, [], imp(0), cnt(NONE), hz(0), attr(0);
    SEndpgmSaved: "s_endpgm_saved", Sopp, op(0x01b, 0x01b, 0x031, 0x031), ALL, [], imp(0), cnt(NONE), hz(0), attr(0);
    SNop: "s_nop", Sopp, op(0x000, 0x000, 0x000, 0x000), ALL, [K16], imp(0), cnt(NONE), hz(0), attr(0);
    SSleep: "s_sleep", Sopp, op(0x00e, 0x00e, 0x003, 0x003), ALL, [K16], imp(0), cnt(NONE), hz(0), attr(0);
    SSetprio: "s_setprio", Sopp, op(0x00f, 0x00f, 0x035, 0x035), ALL, [K16], imp(0), cnt(NONE), hz(0), attr(0);
    STrap: "s_trap", Sopp, op(0x012, 0x012, 0x010, 0x010), ALL, [K16], imp(0), cnt(NONE), hz(0), attr(0);
    SIncperflevel: "s_incperflevel", Sopp, op(0x014, 0x014, 0x038, 0x038), ALL, [K16], imp(0), cnt(NONE), hz(0), attr(0);
    SDecperflevel: "s_decperflevel", Sopp, op(0x015, 0x015, 0x039, 0x039), ALL, [K16], imp(0), cnt(NONE), hz(0), attr(0);
    SSetkill: "s_setkill", Sopp, op(0x00b, 0x00b, 0x001, 0x001), ALL, [K16], imp(0), cnt(NONE), hz(0), attr(0);
    SBranch: "s_branch", Sopp, op(0x002, 0x002, 0x020, 0x020), ALL, [LABEL], imp(0), cnt(NONE), hz(0), attr(0);
    SCbranchScc0: "s_cbranch_scc0", Sopp, op(0x004, 0x004, 0x021, 0x021), ALL, [LABEL], imp(USE_SCC), cnt(NONE), hz(0), attr(0);
    SCbranchScc1: "s_cbranch_scc1", Sopp, op(0x005, 0x005, 0x022, 0x022), ALL, [LABEL], imp(USE_SCC), cnt(NONE), hz(0), attr(0);
    SCbranchVccz: "s_cbranch_vccz", Sopp, op(0x006, 0x006, 0x023, 0x023), ALL, [LABEL], imp(USE_VCC), cnt(NONE), hz(0), attr(0);
    SCbranchVccnz: "s_cbranch_vccnz", Sopp, op(0x007, 0x007, 0x024, 0x024), ALL, [LABEL], imp(USE_VCC), cnt(NONE), hz(0), attr(0);
    SCbranchExecz: "s_cbranch_execz", Sopp, op(0x008, 0x008, 0x025, 0x025), ALL, [LABEL], imp(USE_EXEC), cnt(NONE), hz(0), attr(0);
    SCbranchExecnz: "s_cbranch_execnz", Sopp, op(0x009, 0x009, 0x026, 0x026), ALL, [LABEL], imp(USE_EXEC), cnt(NONE), hz(0), attr(0);
    SWaitcntVscnt: "s_waitcnt_vscnt", Sopk, op(-1, 0x017, 0x018, -1), GFX10.or(GFX11), [NULLREG, K16], imp(0), cnt(NONE), hz(0), attr(0);
    SWaitcntVmcnt: "s_waitcnt_vmcnt", Sopk, op(-1, 0x018, 0x019, -1), GFX10.or(GFX11), [NULLREG, K16], imp(0), cnt(NONE), hz(0), attr(0);
    SWaitcntExpcnt: "s_waitcnt_expcnt", Sopk, op(-1, 0x019, 0x01a, -1), GFX10.or(GFX11), [NULLREG, K16], imp(0), cnt(NONE), hz(0), attr(0);
    SWaitcntLgkmcnt: "s_waitcnt_lgkmcnt", Sopk, op(-1, 0x01a, 0x01b, -1), GFX10.or(GFX11), [NULLREG, K16], imp(0), cnt(NONE), hz(0), attr(0);
    SDelayAlu: "s_delay_alu", Sopp, op(-1, -1, 0x007, 0x007), GFX11_UP, [DELAY], imp(0), cnt(NONE), hz(0), attr(0);
    SClause: "s_clause", Sopp, op(-1, 0x021, 0x005, 0x005), GFX10_UP, [K16HEX], imp(0), cnt(NONE), hz(0), attr(0);
    SCodeEnd: "s_code_end", Sopp, op(-1, 0x01f, 0x01f, 0x01f), GFX10_UP, [], imp(0), cnt(NONE), hz(0), attr(0);
    SInstPrefetch: "s_inst_prefetch", Sopp, op(-1, 0x020, 0x004, -1), GFX10.or(GFX11), [K16HEX], imp(0), cnt(NONE), hz(0), attr(0), GFX11 "s_set_inst_prefetch_distance";
    SWaitcntDepctr: "s_waitcnt_depctr", Sopp, op(-1, 0x023, 0x008, 0x008), GFX10_UP, [DEPCTR], imp(0), cnt(NONE), hz(0), attr(0), GFX12 "s_wait_alu";
    SSethalt: "s_sethalt", Sopp, op(-1, 0x00d, 0x002, 0x002), GFX10_UP, [K16], imp(0), cnt(NONE), hz(0), attr(0);
    SWaitLoadcnt: "s_wait_loadcnt", Sopp, op(-1, -1, -1, 0x040), GFX12, [K16HEX], imp(0), cnt(NONE), hz(0), attr(0);
    SWaitStorecnt: "s_wait_storecnt", Sopp, op(-1, -1, -1, 0x041), GFX12, [K16HEX], imp(0), cnt(NONE), hz(0), attr(0);
    SWaitSamplecnt: "s_wait_samplecnt", Sopp, op(-1, -1, -1, 0x042), GFX12, [K16HEX], imp(0), cnt(NONE), hz(0), attr(0);
    SWaitBvhcnt: "s_wait_bvhcnt", Sopp, op(-1, -1, -1, 0x043), GFX12, [K16HEX], imp(0), cnt(NONE), hz(0), attr(0);
    SWaitExpcnt: "s_wait_expcnt", Sopp, op(-1, -1, -1, 0x044), GFX12, [K16HEX], imp(0), cnt(NONE), hz(0), attr(0);
    SWaitDscnt: "s_wait_dscnt", Sopp, op(-1, -1, -1, 0x046), GFX12, [K16HEX], imp(0), cnt(NONE), hz(0), attr(0);
    SWaitKmcnt: "s_wait_kmcnt", Sopp, op(-1, -1, -1, 0x047), GFX12, [K16HEX], imp(0), cnt(NONE), hz(0), attr(0);
    SWaitLoadcntDscnt: "s_wait_loadcnt_dscnt", Sopp, op(-1, -1, -1, 0x048), GFX12, [K16HEX], imp(0), cnt(NONE), hz(0), attr(0);
    SWaitStorecntDscnt: "s_wait_storecnt_dscnt", Sopp, op(-1, -1, -1, 0x049), GFX12, [K16HEX], imp(0), cnt(NONE), hz(0), attr(0);
    SBarrierWait: "s_barrier_wait", Sopp, op(-1, -1, -1, 0x014), GFX12, [K16], imp(0), cnt(NONE), hz(0), attr(0);
    SWaitcnt: "s_waitcnt", Sopp, op(0x00c, 0x00c, 0x009, 0x009), ALL, [WAITCNT], imp(0), cnt(NONE), hz(0), attr(0);
    SSendmsg: "s_sendmsg", Sopp, op(0x010, 0x010, 0x036, 0x036), ALL, [SENDMSG], imp(USE_M0), cnt(LGKM), hz(READS_M0), attr(0);
    SSendmsghalt: "s_sendmsghalt", Sopp, op(0x011, 0x011, 0x037, 0x037), ALL, [SENDMSG], imp(USE_M0), cnt(LGKM), hz(READS_M0), attr(0);
    SLoadDword: "s_load_dword", Smem, op(0x000, 0x000, 0x000, 0x000), ALL, [sd(1), SBASE2, SOFF], imp(0), cnt(LGKM), hz(SMEM), attr(0), GFX11_UP "s_load_b32";
    SBufferLoadDword: "s_buffer_load_dword", Smem, op(0x008, 0x008, 0x008, 0x010), ALL, [sd(1), SBASE4, SOFF], imp(0), cnt(LGKM), hz(SMEM), attr(0), GFX11_UP "s_buffer_load_b32";
    SLoadDwordx2: "s_load_dwordx2", Smem, op(0x001, 0x001, 0x001, 0x001), ALL, [sd(2), SBASE2, SOFF], imp(0), cnt(LGKM), hz(SMEM), attr(0), GFX11_UP "s_load_b64";
    SBufferLoadDwordx2: "s_buffer_load_dwordx2", Smem, op(0x009, 0x009, 0x009, 0x011), ALL, [sd(2), SBASE4, SOFF], imp(0), cnt(LGKM), hz(SMEM), attr(0), GFX11_UP "s_buffer_load_b64";
    SLoadDwordx4: "s_load_dwordx4", Smem, op(0x002, 0x002, 0x002, 0x002), ALL, [sd(4), SBASE2, SOFF], imp(0), cnt(LGKM), hz(SMEM), attr(0), GFX11_UP "s_load_b128";
    SBufferLoadDwordx4: "s_buffer_load_dwordx4", Smem, op(0x00a, 0x00a, 0x00a, 0x012), ALL, [sd(4), SBASE4, SOFF], imp(0), cnt(LGKM), hz(SMEM), attr(0), GFX11_UP "s_buffer_load_b128";
    SLoadDwordx8: "s_load_dwordx8", Smem, op(0x003, 0x003, 0x003, 0x003), ALL, [sd(8), SBASE2, SOFF], imp(0), cnt(LGKM), hz(SMEM), attr(0), GFX11_UP "s_load_b256";
    SBufferLoadDwordx8: "s_buffer_load_dwordx8", Smem, op(0x00b, 0x00b, 0x00b, 0x013), ALL, [sd(8), SBASE4, SOFF], imp(0), cnt(LGKM), hz(SMEM), attr(0), GFX11_UP "s_buffer_load_b256";
    SLoadDwordx16: "s_load_dwordx16", Smem, op(0x004, 0x004, 0x004, 0x004), ALL, [sd(16), SBASE2, SOFF], imp(0), cnt(LGKM), hz(SMEM), attr(0), GFX11_UP "s_load_b512";
    SBufferLoadDwordx16: "s_buffer_load_dwordx16", Smem, op(0x00c, 0x00c, 0x00c, 0x014), ALL, [sd(16), SBASE4, SOFF], imp(0), cnt(LGKM), hz(SMEM), attr(0), GFX11_UP "s_buffer_load_b512";
    SLoadB96: "s_load_b96", Smem, op(-1, -1, -1, 0x005), GFX12, [sd(3), SBASE2, SOFF], imp(0), cnt(LGKM), hz(SMEM), attr(0);
    SBufferLoadB96: "s_buffer_load_b96", Smem, op(-1, -1, -1, 0x015), GFX12, [sd(3), SBASE4, SOFF], imp(0), cnt(LGKM), hz(SMEM), attr(0);
    SStoreDword: "s_store_dword", Smem, op(0x010, 0x010, -1, -1), GFX9.or(GFX10_1), [sdata(1), SBASE2, SOFF], imp(0), cnt(LGKM), hz(SMEM), attr(0);
    SBufferStoreDword: "s_buffer_store_dword", Smem, op(0x018, 0x018, -1, -1), GFX9.or(GFX10_1), [sdata(1), SBASE4, SOFF], imp(0), cnt(LGKM), hz(SMEM), attr(0);
    SStoreDwordx2: "s_store_dwordx2", Smem, op(0x011, 0x011, -1, -1), GFX9.or(GFX10_1), [sdata(2), SBASE2, SOFF], imp(0), cnt(LGKM), hz(SMEM), attr(0);
    SBufferStoreDwordx2: "s_buffer_store_dwordx2", Smem, op(0x019, 0x019, -1, -1), GFX9.or(GFX10_1), [sdata(2), SBASE4, SOFF], imp(0), cnt(LGKM), hz(SMEM), attr(0);
    SStoreDwordx4: "s_store_dwordx4", Smem, op(0x012, 0x012, -1, -1), GFX9.or(GFX10_1), [sdata(4), SBASE2, SOFF], imp(0), cnt(LGKM), hz(SMEM), attr(0);
    SBufferStoreDwordx4: "s_buffer_store_dwordx4", Smem, op(0x01a, 0x01a, -1, -1), GFX9.or(GFX10_1), [sdata(4), SBASE4, SOFF], imp(0), cnt(LGKM), hz(SMEM), attr(0);
    SDcacheWb: "s_dcache_wb", Smem, op(0x021, 0x021, -1, -1), GFX9.or(GFX10_1), [], imp(0), cnt(LGKM), hz(SMEM), attr(0);
    SDcacheInv: "s_dcache_inv", Smem, op(0x020, 0x020, 0x021, 0x021), ALL, [], imp(0), cnt(LGKM), hz(SMEM), attr(0);
    SDcacheWbVol: "s_dcache_wb_vol", Smem, op(0x023, -1, -1, -1), GFX9, [], imp(0), cnt(LGKM), hz(SMEM), attr(0);
    SDcacheInvVol: "s_dcache_inv_vol", Smem, op(0x022, -1, -1, -1), GFX9, [], imp(0), cnt(LGKM), hz(SMEM), attr(0);
    SMemtime: "s_memtime", Smem, op(0x024, 0x024, -1, -1), GFX9.or(GFX10), [sd(2)], imp(0), cnt(LGKM), hz(SMEM), attr(0);
    SMemrealtime: "s_memrealtime", Smem, op(0x025, 0x025, -1, -1), GFX9.or(GFX10), [sd(2)], imp(0), cnt(LGKM), hz(SMEM), attr(0);
    VNop: "v_nop", Vop1, op(0x000, 0x000, 0x000, 0x000), ALL, [], imp(0), cnt(NONE), hz(0), attr(E32_ONLY);
    VMovB32: "v_mov_b32", Vop1, op(0x001, 0x001, 0x001, 0x001), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VCvtF32I32: "v_cvt_f32_i32", Vop1, op(0x005, 0x005, 0x005, 0x005), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VCvtF32U32: "v_cvt_f32_u32", Vop1, op(0x006, 0x006, 0x006, 0x006), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VCvtU32F32: "v_cvt_u32_f32", Vop1, op(0x007, 0x007, 0x007, 0x007), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VCvtI32F32: "v_cvt_i32_f32", Vop1, op(0x008, 0x008, 0x008, 0x008), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VCvtF16F32: "v_cvt_f16_f32", Vop1, op(0x00a, 0x00a, 0x00a, 0x00a), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VCvtF32F16: "v_cvt_f32_f16", Vop1, op(0x00b, 0x00b, 0x00b, 0x00b), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VCvtRpiI32F32: "v_cvt_rpi_i32_f32", Vop1, op(0x00c, 0x00c, 0x00c, 0x00c), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0), GFX11_UP "v_cvt_nearest_i32_f32";
    VCvtFlrI32F32: "v_cvt_flr_i32_f32", Vop1, op(0x00d, 0x00d, 0x00d, 0x00d), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0), GFX11_UP "v_cvt_floor_i32_f32";
    VCvtF32Ubyte0: "v_cvt_f32_ubyte0", Vop1, op(0x011, 0x011, 0x011, 0x011), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VCvtF32Ubyte1: "v_cvt_f32_ubyte1", Vop1, op(0x012, 0x012, 0x012, 0x012), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VCvtF32Ubyte2: "v_cvt_f32_ubyte2", Vop1, op(0x013, 0x013, 0x013, 0x013), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VCvtF32Ubyte3: "v_cvt_f32_ubyte3", Vop1, op(0x014, 0x014, 0x014, 0x014), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VFractF32: "v_fract_f32", Vop1, op(0x01b, 0x020, 0x020, 0x020), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VTruncF32: "v_trunc_f32", Vop1, op(0x01c, 0x021, 0x021, 0x021), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VCeilF32: "v_ceil_f32", Vop1, op(0x01d, 0x022, 0x022, 0x022), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VRndneF32: "v_rndne_f32", Vop1, op(0x01e, 0x023, 0x023, 0x023), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VFloorF32: "v_floor_f32", Vop1, op(0x01f, 0x024, 0x024, 0x024), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VExpF32: "v_exp_f32", Vop1, op(0x020, 0x025, 0x025, 0x025), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(TRANS), attr(0);
    VLogF32: "v_log_f32", Vop1, op(0x021, 0x027, 0x027, 0x027), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(TRANS), attr(0);
    VRcpF32: "v_rcp_f32", Vop1, op(0x022, 0x02a, 0x02a, 0x02a), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(TRANS), attr(0);
    VRcpIflagF32: "v_rcp_iflag_f32", Vop1, op(0x023, 0x02b, 0x02b, 0x02b), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(TRANS), attr(0);
    VRsqF32: "v_rsq_f32", Vop1, op(0x024, 0x02e, 0x02e, 0x02e), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(TRANS), attr(0);
    VSqrtF32: "v_sqrt_f32", Vop1, op(0x027, 0x033, 0x033, 0x033), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(TRANS), attr(0);
    VSinF32: "v_sin_f32", Vop1, op(0x029, 0x035, 0x035, 0x035), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(TRANS), attr(0);
    VCosF32: "v_cos_f32", Vop1, op(0x02a, 0x036, 0x036, 0x036), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(TRANS), attr(0);
    VNotB32: "v_not_b32", Vop1, op(0x02b, 0x037, 0x037, 0x037), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VBfrevB32: "v_bfrev_b32", Vop1, op(0x02c, 0x038, 0x038, 0x038), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VFfbhU32: "v_ffbh_u32", Vop1, op(0x02d, 0x039, 0x039, 0x039), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0), GFX11_UP "v_clz_i32_u32";
    VFfblB32: "v_ffbl_b32", Vop1, op(0x02e, 0x03a, 0x03a, 0x03a), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0), GFX11_UP "v_ctz_i32_b32";
    VFfbhI32: "v_ffbh_i32", Vop1, op(0x02f, 0x03b, 0x03b, 0x03b), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0), GFX11_UP "v_cls_i32";
    VFrexpExpI32F32: "v_frexp_exp_i32_f32", Vop1, op(0x033, 0x03f, 0x03f, 0x03f), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VFrexpMantF32: "v_frexp_mant_f32", Vop1, op(0x034, 0x040, 0x040, 0x040), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VCvtF16U16: "v_cvt_f16_u16", Vop1, op(0x039, 0x050, 0x050, 0x050), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VCvtF16I16: "v_cvt_f16_i16", Vop1, op(0x03a, 0x051, 0x051, 0x051), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VCvtU16F16: "v_cvt_u16_f16", Vop1, op(0x03b, 0x052, 0x052, 0x052), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VCvtI16F16: "v_cvt_i16_f16", Vop1, op(0x03c, 0x053, 0x053, 0x053), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VRcpF16: "v_rcp_f16", Vop1, op(0x03d, 0x054, 0x054, 0x054), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(TRANS), attr(0);
    VSqrtF16: "v_sqrt_f16", Vop1, op(0x03e, 0x055, 0x055, 0x055), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(TRANS), attr(0);
    VRsqF16: "v_rsq_f16", Vop1, op(0x03f, 0x056, 0x056, 0x056), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(TRANS), attr(0);
    VLogF16: "v_log_f16", Vop1, op(0x040, 0x057, 0x057, 0x057), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(TRANS), attr(0);
    VExpF16: "v_exp_f16", Vop1, op(0x041, 0x058, 0x058, 0x058), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(TRANS), attr(0);
    VFrexpMantF16: "v_frexp_mant_f16", Vop1, op(0x042, 0x059, 0x059, 0x059), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VFrexpExpI16F16: "v_frexp_exp_i16_f16", Vop1, op(0x043, 0x05a, 0x05a, 0x05a), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VFloorF16: "v_floor_f16", Vop1, op(0x044, 0x05b, 0x05b, 0x05b), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VCeilF16: "v_ceil_f16", Vop1, op(0x045, 0x05c, 0x05c, 0x05c), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VTruncF16: "v_trunc_f16", Vop1, op(0x046, 0x05d, 0x05d, 0x05d), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VRndneF16: "v_rndne_f16", Vop1, op(0x047, 0x05e, 0x05e, 0x05e), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VFractF16: "v_fract_f16", Vop1, op(0x048, 0x05f, 0x05f, 0x05f), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VSinF16: "v_sin_f16", Vop1, op(0x049, 0x060, 0x060, 0x060), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(TRANS), attr(0);
    VCosF16: "v_cos_f16", Vop1, op(0x04a, 0x061, 0x061, 0x061), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(TRANS), attr(0);
    VCvtNormI16F16: "v_cvt_norm_i16_f16", Vop1, op(0x04d, 0x063, 0x063, 0x063), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VCvtNormU16F16: "v_cvt_norm_u16_f16", Vop1, op(0x04e, 0x064, 0x064, 0x064), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VSatPkU8I16: "v_sat_pk_u8_i16", Vop1, op(0x04f, 0x062, 0x062, 0x062), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VSwapB32: "v_swap_b32", Vop1, op(0x051, 0x065, 0x065, 0x065), ALL, [vd(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(E32_ONLY);
    VFractF64: "v_fract_f64", Vop1, op(0x032, 0x03e, 0x03e, 0x03e), ALL, [vd(2), vs(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VTruncF64: "v_trunc_f64", Vop1, op(0x017, 0x017, 0x017, 0x017), ALL, [vd(2), vs(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VCeilF64: "v_ceil_f64", Vop1, op(0x018, 0x018, 0x018, 0x018), ALL, [vd(2), vs(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VRndneF64: "v_rndne_f64", Vop1, op(0x019, 0x019, 0x019, 0x019), ALL, [vd(2), vs(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VFloorF64: "v_floor_f64", Vop1, op(0x01a, 0x01a, 0x01a, 0x01a), ALL, [vd(2), vs(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VRcpF64: "v_rcp_f64", Vop1, op(0x025, 0x02f, 0x02f, 0x02f), ALL, [vd(2), vs(2)], imp(0), cnt(NONE), hz(TRANS), attr(0);
    VRsqF64: "v_rsq_f64", Vop1, op(0x026, 0x031, 0x031, 0x031), ALL, [vd(2), vs(2)], imp(0), cnt(NONE), hz(TRANS), attr(0);
    VSqrtF64: "v_sqrt_f64", Vop1, op(0x028, 0x034, 0x034, 0x034), ALL, [vd(2), vs(2)], imp(0), cnt(NONE), hz(TRANS), attr(0);
    VFrexpMantF64: "v_frexp_mant_f64", Vop1, op(0x031, 0x03d, 0x03d, 0x03d), ALL, [vd(2), vs(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VCvtI32F64: "v_cvt_i32_f64", Vop1, op(0x003, 0x003, 0x003, 0x003), ALL, [vd(1), vs(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VCvtU32F64: "v_cvt_u32_f64", Vop1, op(0x015, 0x015, 0x015, 0x015), ALL, [vd(1), vs(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VCvtF32F64: "v_cvt_f32_f64", Vop1, op(0x00f, 0x00f, 0x00f, 0x00f), ALL, [vd(1), vs(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VFrexpExpI32F64: "v_frexp_exp_i32_f64", Vop1, op(0x030, 0x03c, 0x03c, 0x03c), ALL, [vd(1), vs(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VCvtF64I32: "v_cvt_f64_i32", Vop1, op(0x004, 0x004, 0x004, 0x004), ALL, [vd(2), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VCvtF64F32: "v_cvt_f64_f32", Vop1, op(0x010, 0x010, 0x010, 0x010), ALL, [vd(2), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VCvtF64U32: "v_cvt_f64_u32", Vop1, op(0x016, 0x016, 0x016, 0x016), ALL, [vd(2), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VReadfirstlaneB32: "v_readfirstlane_b32", Vop1, op(0x002, 0x002, 0x002, 0x002), ALL, [sd(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(E32_ONLY);
    VMovB64: "v_mov_b64", Vop1, op(0x038, -1, -1, -1), GFX942_UP, [vd(2), vs(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VAccvgprMovB32: "v_accvgpr_mov_b32", Vop1, op(0x052, -1, -1, -1), GFX90A_UP, [ad(1), asrc(1)], imp(0), cnt(NONE), hz(ACCVGPR), attr(E32_ONLY);
    VAddF32: "v_add_f32", Vop2, op(0x001, 0x003, 0x003, 0x003), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VSubF32: "v_sub_f32", Vop2, op(0x002, 0x004, 0x004, 0x004), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VSubrevF32: "v_subrev_f32", Vop2, op(0x003, 0x005, 0x005, 0x005), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMulF32: "v_mul_f32", Vop2, op(0x005, 0x008, 0x008, 0x008), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMulI32I24: "v_mul_i32_i24", Vop2, op(0x006, 0x009, 0x009, 0x009), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMulHiI32I24: "v_mul_hi_i32_i24", Vop2, op(0x007, 0x00a, 0x00a, 0x00a), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMulU32U24: "v_mul_u32_u24", Vop2, op(0x008, 0x00b, 0x00b, 0x00b), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMulHiU32U24: "v_mul_hi_u32_u24", Vop2, op(0x009, 0x00c, 0x00c, 0x00c), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMinF32: "v_min_f32", Vop2, op(0x00a, 0x00f, 0x00f, 0x015), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0), GFX12 "v_min_num_f32";
    VMaxF32: "v_max_f32", Vop2, op(0x00b, 0x010, 0x010, 0x016), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0), GFX12 "v_max_num_f32";
    VMinI32: "v_min_i32", Vop2, op(0x00c, 0x011, 0x011, 0x011), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMaxI32: "v_max_i32", Vop2, op(0x00d, 0x012, 0x012, 0x012), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMinU32: "v_min_u32", Vop2, op(0x00e, 0x013, 0x013, 0x013), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMaxU32: "v_max_u32", Vop2, op(0x00f, 0x014, 0x014, 0x014), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VLshrrevB32: "v_lshrrev_b32", Vop2, op(0x010, 0x016, 0x019, 0x019), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VAshrrevI32: "v_ashrrev_i32", Vop2, op(0x011, 0x018, 0x01a, 0x01a), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VLshlrevB32: "v_lshlrev_b32", Vop2, op(0x012, 0x01a, 0x018, 0x018), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VAndB32: "v_and_b32", Vop2, op(0x013, 0x01b, 0x01b, 0x01b), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VOrB32: "v_or_b32", Vop2, op(0x014, 0x01c, 0x01c, 0x01c), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VXorB32: "v_xor_b32", Vop2, op(0x015, 0x01d, 0x01d, 0x01d), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VAddF16: "v_add_f16", Vop2, op(0x01f, 0x032, 0x032, 0x032), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VSubF16: "v_sub_f16", Vop2, op(0x020, 0x033, 0x033, 0x033), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VSubrevF16: "v_subrev_f16", Vop2, op(0x021, 0x034, 0x034, 0x034), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMulF16: "v_mul_f16", Vop2, op(0x022, 0x035, 0x035, 0x035), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VAddU16: "v_add_u16", Vop2, op(0x026, -1, -1, -1), GFX9, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VSubU16: "v_sub_u16", Vop2, op(0x027, -1, -1, -1), GFX9, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VSubrevU16: "v_subrev_u16", Vop2, op(0x028, -1, -1, -1), GFX9, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMulLoU16: "v_mul_lo_u16", Vop2, op(0x029, -1, -1, -1), GFX9, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VLshlrevB16: "v_lshlrev_b16", Vop2, op(0x02a, -1, -1, -1), GFX9, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VLshrrevB16: "v_lshrrev_b16", Vop2, op(0x02b, -1, -1, -1), GFX9, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VAshrrevI16: "v_ashrrev_i16", Vop2, op(0x02c, -1, -1, -1), GFX9, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMaxF16: "v_max_f16", Vop2, op(0x02d, 0x039, 0x039, 0x031), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0), GFX12 "v_max_num_f16";
    VMinF16: "v_min_f16", Vop2, op(0x02e, 0x03a, 0x03a, 0x030), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0), GFX12 "v_min_num_f16";
    VMaxU16: "v_max_u16", Vop2, op(0x02f, -1, -1, -1), GFX9, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMaxI16: "v_max_i16", Vop2, op(0x030, -1, -1, -1), GFX9, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMinU16: "v_min_u16", Vop2, op(0x031, -1, -1, -1), GFX9, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMinI16: "v_min_i16", Vop2, op(0x032, -1, -1, -1), GFX9, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VLdexpF16: "v_ldexp_f16", Vop2, op(0x033, 0x03b, 0x03b, 0x03b), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VAddU32: "v_add_u32", Vop2, op(0x034, 0x025, 0x025, 0x025), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0), GFX11_UP "v_add_nc_u32", GFX10 "v_add_nc_u32";
    VSubU32: "v_sub_u32", Vop2, op(0x035, 0x026, 0x026, 0x026), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0), GFX11_UP "v_sub_nc_u32", GFX10 "v_sub_nc_u32";
    VSubrevU32: "v_subrev_u32", Vop2, op(0x036, 0x027, 0x027, 0x027), ALL, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0), GFX11_UP "v_subrev_nc_u32", GFX10 "v_subrev_nc_u32";
    VXnorB32: "v_xnor_b32", Vop2, op(0x03d, 0x01e, 0x01e, 0x01e), GFX906_UP.or(GFX10_UP), [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VLdexpF32: "v_ldexp_f32", Vop3, op(0x288, 0x362, 0x31c, 0x31c), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VPkFmacF16: "v_pk_fmac_f16", Vop2, op(0x03c, -1, -1, -1), GFX908_UP, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMacF32: "v_mac_f32", Vop2, op(0x016, 0x01f, -1, -1), PRE_GFX942.or(GFX10_1), [vdu(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMacF16: "v_mac_f16", Vop2, op(0x023, -1, -1, -1), GFX9, [vdu(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VFmacF32: "v_fmac_f32", Vop2, op(0x03b, 0x02b, 0x02b, 0x02b), GFX906_UP.or(GFX10_UP), [vdu(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VAddCoU32: "v_add_co_u32", Vop2, op(0x019, -1, -1, -1), GFX9, [vd(1), sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VSubCoU32: "v_sub_co_u32", Vop2, op(0x01a, -1, -1, -1), GFX9, [vd(1), sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VSubrevCoU32: "v_subrev_co_u32", Vop2, op(0x01b, -1, -1, -1), GFX9, [vd(1), sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VAddcCoU32: "v_addc_co_u32", Vop2, op(0x01c, -1, -1, -1), GFX9, [vd(1), sd(2), vs(1), vv(1), ss(2)], imp(0), cnt(NONE), hz(VALU_SDST | VCC_CARRY), attr(0);
    VSubbCoU32: "v_subb_co_u32", Vop2, op(0x01d, -1, -1, -1), GFX9, [vd(1), sd(2), vs(1), vv(1), ss(2)], imp(0), cnt(NONE), hz(VALU_SDST | VCC_CARRY), attr(0);
    VSubbrevCoU32: "v_subbrev_co_u32", Vop2, op(0x01e, -1, -1, -1), GFX9, [vd(1), sd(2), vs(1), vv(1), ss(2)], imp(0), cnt(NONE), hz(VALU_SDST | VCC_CARRY), attr(0);
    VCndmaskB32: "v_cndmask_b32", Vop2, op(0x000, 0x001, 0x001, 0x001), ALL, [vd(1), vs(1), vv(1), ss(2)], imp(0), cnt(NONE), hz(VCC_CARRY), attr(0);
    VFmacF64: "v_fmac_f64", Vop2, op(0x004, -1, -1, -1), GFX90A_UP, [vdu(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VMadmkF32: "v_madmk_f32", Vop2, op(0x017, 0x020, -1, -1), PRE_GFX942.or(GFX10_1), [vd(1), vs(1), K32, vv(1)], imp(0), cnt(NONE), hz(0), attr(E32_ONLY);
    VMadakF32: "v_madak_f32", Vop2, op(0x018, 0x021, -1, -1), PRE_GFX942.or(GFX10_1), [vd(1), vs(1), vv(1), K32], imp(0), cnt(NONE), hz(0), attr(E32_ONLY);
    VFmamkF32: "v_fmamk_f32", Vop2, op(0x017, 0x02c, 0x02c, 0x02c), GFX942_UP.or(GFX10_UP), [vd(1), vs(1), K32, vv(1)], imp(0), cnt(NONE), hz(0), attr(E32_ONLY);
    VFmaakF32: "v_fmaak_f32", Vop2, op(0x018, 0x02d, 0x02d, 0x02d), GFX942_UP.or(GFX10_UP), [vd(1), vs(1), vv(1), K32], imp(0), cnt(NONE), hz(0), attr(E32_ONLY);
    VMadmkF16: "v_madmk_f16", Vop2, op(0x024, -1, -1, -1), GFX9, [vd(1), vs(1), K32, vv(1)], imp(0), cnt(NONE), hz(0), attr(E32_ONLY);
    VMadakF16: "v_madak_f16", Vop2, op(0x025, -1, -1, -1), GFX9, [vd(1), vs(1), vv(1), K32], imp(0), cnt(NONE), hz(0), attr(E32_ONLY);
    VCmpFF32: "v_cmp_f_f32", Vopc, op(0x040, 0x000, 0x010, -1), PRE_GFX12, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpLtF32: "v_cmp_lt_f32", Vopc, op(0x041, 0x001, 0x011, 0x011), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpEqF32: "v_cmp_eq_f32", Vopc, op(0x042, 0x002, 0x012, 0x012), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpLeF32: "v_cmp_le_f32", Vopc, op(0x043, 0x003, 0x013, 0x013), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpGtF32: "v_cmp_gt_f32", Vopc, op(0x044, 0x004, 0x014, 0x014), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpLgF32: "v_cmp_lg_f32", Vopc, op(0x045, 0x005, 0x015, 0x015), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpGeF32: "v_cmp_ge_f32", Vopc, op(0x046, 0x006, 0x016, 0x016), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpOF32: "v_cmp_o_f32", Vopc, op(0x047, 0x007, 0x017, 0x017), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpUF32: "v_cmp_u_f32", Vopc, op(0x048, 0x008, 0x018, 0x018), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpNgeF32: "v_cmp_nge_f32", Vopc, op(0x049, 0x009, 0x019, 0x019), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpNlgF32: "v_cmp_nlg_f32", Vopc, op(0x04a, 0x00a, 0x01a, 0x01a), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpNgtF32: "v_cmp_ngt_f32", Vopc, op(0x04b, 0x00b, 0x01b, 0x01b), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpNleF32: "v_cmp_nle_f32", Vopc, op(0x04c, 0x00c, 0x01c, 0x01c), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpNeqF32: "v_cmp_neq_f32", Vopc, op(0x04d, 0x00d, 0x01d, 0x01d), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpNltF32: "v_cmp_nlt_f32", Vopc, op(0x04e, 0x00e, 0x01e, 0x01e), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpTruF32: "v_cmp_tru_f32", Vopc, op(0x04f, 0x00f, 0x01f, -1), PRE_GFX12, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0), GFX11 "v_cmp_t_f32";
    VCmpFF64: "v_cmp_f_f64", Vopc, op(0x060, 0x020, 0x020, -1), PRE_GFX12, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpLtF64: "v_cmp_lt_f64", Vopc, op(0x061, 0x021, 0x021, 0x021), ALL, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpEqF64: "v_cmp_eq_f64", Vopc, op(0x062, 0x022, 0x022, 0x022), ALL, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpLeF64: "v_cmp_le_f64", Vopc, op(0x063, 0x023, 0x023, 0x023), ALL, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpGtF64: "v_cmp_gt_f64", Vopc, op(0x064, 0x024, 0x024, 0x024), ALL, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpLgF64: "v_cmp_lg_f64", Vopc, op(0x065, 0x025, 0x025, 0x025), ALL, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpGeF64: "v_cmp_ge_f64", Vopc, op(0x066, 0x026, 0x026, 0x026), ALL, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpOF64: "v_cmp_o_f64", Vopc, op(0x067, 0x027, 0x027, 0x027), ALL, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpUF64: "v_cmp_u_f64", Vopc, op(0x068, 0x028, 0x028, 0x028), ALL, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpNgeF64: "v_cmp_nge_f64", Vopc, op(0x069, 0x029, 0x029, 0x029), ALL, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpNlgF64: "v_cmp_nlg_f64", Vopc, op(0x06a, 0x02a, 0x02a, 0x02a), ALL, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpNgtF64: "v_cmp_ngt_f64", Vopc, op(0x06b, 0x02b, 0x02b, 0x02b), ALL, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpNleF64: "v_cmp_nle_f64", Vopc, op(0x06c, 0x02c, 0x02c, 0x02c), ALL, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpNeqF64: "v_cmp_neq_f64", Vopc, op(0x06d, 0x02d, 0x02d, 0x02d), ALL, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpNltF64: "v_cmp_nlt_f64", Vopc, op(0x06e, 0x02e, 0x02e, 0x02e), ALL, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpTruF64: "v_cmp_tru_f64", Vopc, op(0x06f, 0x02f, 0x02f, -1), PRE_GFX12, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0), GFX11 "v_cmp_t_f64";
    VCmpFF16: "v_cmp_f_f16", Vopc, op(0x020, 0x0c8, 0x000, -1), PRE_GFX12, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpLtF16: "v_cmp_lt_f16", Vopc, op(0x021, 0x0c9, 0x001, 0x001), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpEqF16: "v_cmp_eq_f16", Vopc, op(0x022, 0x0ca, 0x002, 0x002), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpLeF16: "v_cmp_le_f16", Vopc, op(0x023, 0x0cb, 0x003, 0x003), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpGtF16: "v_cmp_gt_f16", Vopc, op(0x024, 0x0cc, 0x004, 0x004), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpLgF16: "v_cmp_lg_f16", Vopc, op(0x025, 0x0cd, 0x005, 0x005), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpGeF16: "v_cmp_ge_f16", Vopc, op(0x026, 0x0ce, 0x006, 0x006), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpOF16: "v_cmp_o_f16", Vopc, op(0x027, 0x0cf, 0x007, 0x007), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpUF16: "v_cmp_u_f16", Vopc, op(0x028, 0x0e8, 0x008, 0x008), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpNgeF16: "v_cmp_nge_f16", Vopc, op(0x029, 0x0e9, 0x009, 0x009), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpNlgF16: "v_cmp_nlg_f16", Vopc, op(0x02a, 0x0ea, 0x00a, 0x00a), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpNgtF16: "v_cmp_ngt_f16", Vopc, op(0x02b, 0x0eb, 0x00b, 0x00b), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpNleF16: "v_cmp_nle_f16", Vopc, op(0x02c, 0x0ec, 0x00c, 0x00c), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpNeqF16: "v_cmp_neq_f16", Vopc, op(0x02d, 0x0ed, 0x00d, 0x00d), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpNltF16: "v_cmp_nlt_f16", Vopc, op(0x02e, 0x0ee, 0x00e, 0x00e), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpTruF16: "v_cmp_tru_f16", Vopc, op(0x02f, 0x0ef, 0x00f, -1), PRE_GFX12, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0), GFX11 "v_cmp_t_f16";
    VCmpFI32: "v_cmp_f_i32", Vopc, op(0x0c0, 0x080, 0x040, -1), PRE_GFX12, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpLtI32: "v_cmp_lt_i32", Vopc, op(0x0c1, 0x081, 0x041, 0x041), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpEqI32: "v_cmp_eq_i32", Vopc, op(0x0c2, 0x082, 0x042, 0x042), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpLeI32: "v_cmp_le_i32", Vopc, op(0x0c3, 0x083, 0x043, 0x043), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpGtI32: "v_cmp_gt_i32", Vopc, op(0x0c4, 0x084, 0x044, 0x044), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpNeI32: "v_cmp_ne_i32", Vopc, op(0x0c5, 0x085, 0x045, 0x045), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpGeI32: "v_cmp_ge_i32", Vopc, op(0x0c6, 0x086, 0x046, 0x046), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpTI32: "v_cmp_t_i32", Vopc, op(0x0c7, 0x087, 0x047, -1), PRE_GFX12, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpFU32: "v_cmp_f_u32", Vopc, op(0x0c8, 0x0c0, 0x048, -1), PRE_GFX12, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpLtU32: "v_cmp_lt_u32", Vopc, op(0x0c9, 0x0c1, 0x049, 0x049), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpEqU32: "v_cmp_eq_u32", Vopc, op(0x0ca, 0x0c2, 0x04a, 0x04a), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpLeU32: "v_cmp_le_u32", Vopc, op(0x0cb, 0x0c3, 0x04b, 0x04b), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpGtU32: "v_cmp_gt_u32", Vopc, op(0x0cc, 0x0c4, 0x04c, 0x04c), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpNeU32: "v_cmp_ne_u32", Vopc, op(0x0cd, 0x0c5, 0x04d, 0x04d), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpGeU32: "v_cmp_ge_u32", Vopc, op(0x0ce, 0x0c6, 0x04e, 0x04e), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpTU32: "v_cmp_t_u32", Vopc, op(0x0cf, 0x0c7, 0x04f, -1), PRE_GFX12, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpFI64: "v_cmp_f_i64", Vopc, op(0x0e0, 0x0a0, 0x050, -1), PRE_GFX12, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpLtI64: "v_cmp_lt_i64", Vopc, op(0x0e1, 0x0a1, 0x051, 0x051), ALL, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpEqI64: "v_cmp_eq_i64", Vopc, op(0x0e2, 0x0a2, 0x052, 0x052), ALL, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpLeI64: "v_cmp_le_i64", Vopc, op(0x0e3, 0x0a3, 0x053, 0x053), ALL, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpGtI64: "v_cmp_gt_i64", Vopc, op(0x0e4, 0x0a4, 0x054, 0x054), ALL, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpNeI64: "v_cmp_ne_i64", Vopc, op(0x0e5, 0x0a5, 0x055, 0x055), ALL, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpGeI64: "v_cmp_ge_i64", Vopc, op(0x0e6, 0x0a6, 0x056, 0x056), ALL, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpTI64: "v_cmp_t_i64", Vopc, op(0x0e7, 0x0a7, 0x057, -1), PRE_GFX12, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpFU64: "v_cmp_f_u64", Vopc, op(0x0e8, 0x0e0, 0x058, -1), PRE_GFX12, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpLtU64: "v_cmp_lt_u64", Vopc, op(0x0e9, 0x0e1, 0x059, 0x059), ALL, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpEqU64: "v_cmp_eq_u64", Vopc, op(0x0ea, 0x0e2, 0x05a, 0x05a), ALL, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpLeU64: "v_cmp_le_u64", Vopc, op(0x0eb, 0x0e3, 0x05b, 0x05b), ALL, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpGtU64: "v_cmp_gt_u64", Vopc, op(0x0ec, 0x0e4, 0x05c, 0x05c), ALL, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpNeU64: "v_cmp_ne_u64", Vopc, op(0x0ed, 0x0e5, 0x05d, 0x05d), ALL, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpGeU64: "v_cmp_ge_u64", Vopc, op(0x0ee, 0x0e6, 0x05e, 0x05e), ALL, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpTU64: "v_cmp_t_u64", Vopc, op(0x0ef, 0x0e7, 0x05f, -1), PRE_GFX12, [sd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpFI16: "v_cmp_f_i16", Vopc, op(0x0a0, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpLtI16: "v_cmp_lt_i16", Vopc, op(0x0a1, 0x089, 0x031, 0x031), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpEqI16: "v_cmp_eq_i16", Vopc, op(0x0a2, 0x08a, 0x032, 0x032), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpLeI16: "v_cmp_le_i16", Vopc, op(0x0a3, 0x08b, 0x033, 0x033), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpGtI16: "v_cmp_gt_i16", Vopc, op(0x0a4, 0x08c, 0x034, 0x034), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpNeI16: "v_cmp_ne_i16", Vopc, op(0x0a5, 0x08d, 0x035, 0x035), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpGeI16: "v_cmp_ge_i16", Vopc, op(0x0a6, 0x08e, 0x036, 0x036), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpTI16: "v_cmp_t_i16", Vopc, op(0x0a7, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpFU16: "v_cmp_f_u16", Vopc, op(0x0a8, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpLtU16: "v_cmp_lt_u16", Vopc, op(0x0a9, 0x0a9, 0x039, 0x039), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpEqU16: "v_cmp_eq_u16", Vopc, op(0x0aa, 0x0aa, 0x03a, 0x03a), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpLeU16: "v_cmp_le_u16", Vopc, op(0x0ab, 0x0ab, 0x03b, 0x03b), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpGtU16: "v_cmp_gt_u16", Vopc, op(0x0ac, 0x0ac, 0x03c, 0x03c), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpNeU16: "v_cmp_ne_u16", Vopc, op(0x0ad, 0x0ad, 0x03d, 0x03d), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpGeU16: "v_cmp_ge_u16", Vopc, op(0x0ae, 0x0ae, 0x03e, 0x03e), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpTU16: "v_cmp_t_u16", Vopc, op(0x0af, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpClassF32: "v_cmp_class_f32", Vopc, op(0x010, 0x088, 0x07e, 0x07e), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpClassF16: "v_cmp_class_f16", Vopc, op(0x014, 0x08f, 0x07d, 0x07d), ALL, [sd(2), vs(1), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpClassF64: "v_cmp_class_f64", Vopc, op(0x012, 0x0a8, 0x07f, 0x07f), ALL, [sd(2), vs(2), vv(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VCmpxFF32: "v_cmpx_f_f32", Vopc, op(0x050, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxLtF32: "v_cmpx_lt_f32", Vopc, op(0x051, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxEqF32: "v_cmpx_eq_f32", Vopc, op(0x052, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxLeF32: "v_cmpx_le_f32", Vopc, op(0x053, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxGtF32: "v_cmpx_gt_f32", Vopc, op(0x054, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxLgF32: "v_cmpx_lg_f32", Vopc, op(0x055, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxGeF32: "v_cmpx_ge_f32", Vopc, op(0x056, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxOF32: "v_cmpx_o_f32", Vopc, op(0x057, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxUF32: "v_cmpx_u_f32", Vopc, op(0x058, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxNgeF32: "v_cmpx_nge_f32", Vopc, op(0x059, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxNlgF32: "v_cmpx_nlg_f32", Vopc, op(0x05a, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxNgtF32: "v_cmpx_ngt_f32", Vopc, op(0x05b, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxNleF32: "v_cmpx_nle_f32", Vopc, op(0x05c, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxNeqF32: "v_cmpx_neq_f32", Vopc, op(0x05d, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxNltF32: "v_cmpx_nlt_f32", Vopc, op(0x05e, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxTruF32: "v_cmpx_tru_f32", Vopc, op(0x05f, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxFF64: "v_cmpx_f_f64", Vopc, op(0x070, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxLtF64: "v_cmpx_lt_f64", Vopc, op(0x071, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxEqF64: "v_cmpx_eq_f64", Vopc, op(0x072, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxLeF64: "v_cmpx_le_f64", Vopc, op(0x073, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxGtF64: "v_cmpx_gt_f64", Vopc, op(0x074, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxLgF64: "v_cmpx_lg_f64", Vopc, op(0x075, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxGeF64: "v_cmpx_ge_f64", Vopc, op(0x076, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxOF64: "v_cmpx_o_f64", Vopc, op(0x077, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxUF64: "v_cmpx_u_f64", Vopc, op(0x078, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxNgeF64: "v_cmpx_nge_f64", Vopc, op(0x079, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxNlgF64: "v_cmpx_nlg_f64", Vopc, op(0x07a, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxNgtF64: "v_cmpx_ngt_f64", Vopc, op(0x07b, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxNleF64: "v_cmpx_nle_f64", Vopc, op(0x07c, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxNeqF64: "v_cmpx_neq_f64", Vopc, op(0x07d, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxNltF64: "v_cmpx_nlt_f64", Vopc, op(0x07e, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxTruF64: "v_cmpx_tru_f64", Vopc, op(0x07f, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxFF16: "v_cmpx_f_f16", Vopc, op(0x030, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxLtF16: "v_cmpx_lt_f16", Vopc, op(0x031, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxEqF16: "v_cmpx_eq_f16", Vopc, op(0x032, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxLeF16: "v_cmpx_le_f16", Vopc, op(0x033, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxGtF16: "v_cmpx_gt_f16", Vopc, op(0x034, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxLgF16: "v_cmpx_lg_f16", Vopc, op(0x035, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxGeF16: "v_cmpx_ge_f16", Vopc, op(0x036, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxOF16: "v_cmpx_o_f16", Vopc, op(0x037, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxUF16: "v_cmpx_u_f16", Vopc, op(0x038, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxNgeF16: "v_cmpx_nge_f16", Vopc, op(0x039, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxNlgF16: "v_cmpx_nlg_f16", Vopc, op(0x03a, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxNgtF16: "v_cmpx_ngt_f16", Vopc, op(0x03b, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxNleF16: "v_cmpx_nle_f16", Vopc, op(0x03c, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxNeqF16: "v_cmpx_neq_f16", Vopc, op(0x03d, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxNltF16: "v_cmpx_nlt_f16", Vopc, op(0x03e, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxTruF16: "v_cmpx_tru_f16", Vopc, op(0x03f, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxFI32: "v_cmpx_f_i32", Vopc, op(0x0d0, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxLtI32: "v_cmpx_lt_i32", Vopc, op(0x0d1, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxEqI32: "v_cmpx_eq_i32", Vopc, op(0x0d2, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxLeI32: "v_cmpx_le_i32", Vopc, op(0x0d3, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxGtI32: "v_cmpx_gt_i32", Vopc, op(0x0d4, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxNeI32: "v_cmpx_ne_i32", Vopc, op(0x0d5, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxGeI32: "v_cmpx_ge_i32", Vopc, op(0x0d6, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxTI32: "v_cmpx_t_i32", Vopc, op(0x0d7, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxFU32: "v_cmpx_f_u32", Vopc, op(0x0d8, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxLtU32: "v_cmpx_lt_u32", Vopc, op(0x0d9, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxEqU32: "v_cmpx_eq_u32", Vopc, op(0x0da, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxLeU32: "v_cmpx_le_u32", Vopc, op(0x0db, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxGtU32: "v_cmpx_gt_u32", Vopc, op(0x0dc, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxNeU32: "v_cmpx_ne_u32", Vopc, op(0x0dd, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxGeU32: "v_cmpx_ge_u32", Vopc, op(0x0de, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxTU32: "v_cmpx_t_u32", Vopc, op(0x0df, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxFI64: "v_cmpx_f_i64", Vopc, op(0x0f0, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxLtI64: "v_cmpx_lt_i64", Vopc, op(0x0f1, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxEqI64: "v_cmpx_eq_i64", Vopc, op(0x0f2, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxLeI64: "v_cmpx_le_i64", Vopc, op(0x0f3, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxGtI64: "v_cmpx_gt_i64", Vopc, op(0x0f4, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxNeI64: "v_cmpx_ne_i64", Vopc, op(0x0f5, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxGeI64: "v_cmpx_ge_i64", Vopc, op(0x0f6, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxTI64: "v_cmpx_t_i64", Vopc, op(0x0f7, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxFU64: "v_cmpx_f_u64", Vopc, op(0x0f8, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxLtU64: "v_cmpx_lt_u64", Vopc, op(0x0f9, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxEqU64: "v_cmpx_eq_u64", Vopc, op(0x0fa, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxLeU64: "v_cmpx_le_u64", Vopc, op(0x0fb, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxGtU64: "v_cmpx_gt_u64", Vopc, op(0x0fc, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxNeU64: "v_cmpx_ne_u64", Vopc, op(0x0fd, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxGeU64: "v_cmpx_ge_u64", Vopc, op(0x0fe, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxTU64: "v_cmpx_t_u64", Vopc, op(0x0ff, -1, -1, -1), GFX9, [sd(2), vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxFI16: "v_cmpx_f_i16", Vopc, op(0x0b0, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxLtI16: "v_cmpx_lt_i16", Vopc, op(0x0b1, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxEqI16: "v_cmpx_eq_i16", Vopc, op(0x0b2, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxLeI16: "v_cmpx_le_i16", Vopc, op(0x0b3, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxGtI16: "v_cmpx_gt_i16", Vopc, op(0x0b4, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxNeI16: "v_cmpx_ne_i16", Vopc, op(0x0b5, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxGeI16: "v_cmpx_ge_i16", Vopc, op(0x0b6, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxTI16: "v_cmpx_t_i16", Vopc, op(0x0b7, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxFU16: "v_cmpx_f_u16", Vopc, op(0x0b8, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxLtU16: "v_cmpx_lt_u16", Vopc, op(0x0b9, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxEqU16: "v_cmpx_eq_u16", Vopc, op(0x0ba, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxLeU16: "v_cmpx_le_u16", Vopc, op(0x0bb, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxGtU16: "v_cmpx_gt_u16", Vopc, op(0x0bc, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxNeU16: "v_cmpx_ne_u16", Vopc, op(0x0bd, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxGeU16: "v_cmpx_ge_u16", Vopc, op(0x0be, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxTU16: "v_cmpx_t_u16", Vopc, op(0x0bf, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxClassF32: "v_cmpx_class_f32", Vopc, op(0x011, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxClassF16: "v_cmpx_class_f16", Vopc, op(0x015, -1, -1, -1), GFX9, [sd(2), vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    VCmpxClassF64: "v_cmpx_class_f64", Vopc, op(0x013, -1, -1, -1), GFX9, [sd(2), vs(2), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_SDST | VALU_EXEC), attr(0);
    // GFX11 v_cmpx: EXEC is the only result (no SGPR destination); the
    // opcode is the v_cmp one plus 0x80 (llvm-mc -show-encoding -mcpu=gfx1100).
    VCmpxFF32Exec: "v_cmpx_f_f32", Vopc, op(-1, 0x010, 0x090, -1), GFX10.or(GFX11), [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxLtF32Exec: "v_cmpx_lt_f32", Vopc, op(-1, 0x011, 0x091, 0x091), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxEqF32Exec: "v_cmpx_eq_f32", Vopc, op(-1, 0x012, 0x092, 0x092), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxLeF32Exec: "v_cmpx_le_f32", Vopc, op(-1, 0x013, 0x093, 0x093), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxGtF32Exec: "v_cmpx_gt_f32", Vopc, op(-1, 0x014, 0x094, 0x094), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxLgF32Exec: "v_cmpx_lg_f32", Vopc, op(-1, 0x015, 0x095, 0x095), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxGeF32Exec: "v_cmpx_ge_f32", Vopc, op(-1, 0x016, 0x096, 0x096), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxOF32Exec: "v_cmpx_o_f32", Vopc, op(-1, 0x017, 0x097, 0x097), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxUF32Exec: "v_cmpx_u_f32", Vopc, op(-1, 0x018, 0x098, 0x098), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxNgeF32Exec: "v_cmpx_nge_f32", Vopc, op(-1, 0x019, 0x099, 0x099), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxNlgF32Exec: "v_cmpx_nlg_f32", Vopc, op(-1, 0x01a, 0x09a, 0x09a), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxNgtF32Exec: "v_cmpx_ngt_f32", Vopc, op(-1, 0x01b, 0x09b, 0x09b), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxNleF32Exec: "v_cmpx_nle_f32", Vopc, op(-1, 0x01c, 0x09c, 0x09c), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxNeqF32Exec: "v_cmpx_neq_f32", Vopc, op(-1, 0x01d, 0x09d, 0x09d), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxNltF32Exec: "v_cmpx_nlt_f32", Vopc, op(-1, 0x01e, 0x09e, 0x09e), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxTruF32Exec: "v_cmpx_tru_f32", Vopc, op(-1, 0x01f, 0x09f, -1), GFX10.or(GFX11), [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0), GFX11 "v_cmpx_t_f32";
    VCmpxFF64Exec: "v_cmpx_f_f64", Vopc, op(-1, 0x030, 0x0a0, -1), GFX10.or(GFX11), [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxLtF64Exec: "v_cmpx_lt_f64", Vopc, op(-1, 0x031, 0x0a1, 0x0a1), GFX10_UP, [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxEqF64Exec: "v_cmpx_eq_f64", Vopc, op(-1, 0x032, 0x0a2, 0x0a2), GFX10_UP, [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxLeF64Exec: "v_cmpx_le_f64", Vopc, op(-1, 0x033, 0x0a3, 0x0a3), GFX10_UP, [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxGtF64Exec: "v_cmpx_gt_f64", Vopc, op(-1, 0x034, 0x0a4, 0x0a4), GFX10_UP, [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxLgF64Exec: "v_cmpx_lg_f64", Vopc, op(-1, 0x035, 0x0a5, 0x0a5), GFX10_UP, [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxGeF64Exec: "v_cmpx_ge_f64", Vopc, op(-1, 0x036, 0x0a6, 0x0a6), GFX10_UP, [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxOF64Exec: "v_cmpx_o_f64", Vopc, op(-1, 0x037, 0x0a7, 0x0a7), GFX10_UP, [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxUF64Exec: "v_cmpx_u_f64", Vopc, op(-1, 0x038, 0x0a8, 0x0a8), GFX10_UP, [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxNgeF64Exec: "v_cmpx_nge_f64", Vopc, op(-1, 0x039, 0x0a9, 0x0a9), GFX10_UP, [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxNlgF64Exec: "v_cmpx_nlg_f64", Vopc, op(-1, 0x03a, 0x0aa, 0x0aa), GFX10_UP, [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxNgtF64Exec: "v_cmpx_ngt_f64", Vopc, op(-1, 0x03b, 0x0ab, 0x0ab), GFX10_UP, [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxNleF64Exec: "v_cmpx_nle_f64", Vopc, op(-1, 0x03c, 0x0ac, 0x0ac), GFX10_UP, [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxNeqF64Exec: "v_cmpx_neq_f64", Vopc, op(-1, 0x03d, 0x0ad, 0x0ad), GFX10_UP, [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxNltF64Exec: "v_cmpx_nlt_f64", Vopc, op(-1, 0x03e, 0x0ae, 0x0ae), GFX10_UP, [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxTruF64Exec: "v_cmpx_tru_f64", Vopc, op(-1, 0x03f, 0x0af, -1), GFX10.or(GFX11), [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0), GFX11 "v_cmpx_t_f64";
    VCmpxFF16Exec: "v_cmpx_f_f16", Vopc, op(-1, 0x0d8, 0x080, -1), GFX10.or(GFX11), [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxLtF16Exec: "v_cmpx_lt_f16", Vopc, op(-1, 0x0d9, 0x081, 0x081), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxEqF16Exec: "v_cmpx_eq_f16", Vopc, op(-1, 0x0da, 0x082, 0x082), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxLeF16Exec: "v_cmpx_le_f16", Vopc, op(-1, 0x0db, 0x083, 0x083), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxGtF16Exec: "v_cmpx_gt_f16", Vopc, op(-1, 0x0dc, 0x084, 0x084), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxLgF16Exec: "v_cmpx_lg_f16", Vopc, op(-1, 0x0dd, 0x085, 0x085), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxGeF16Exec: "v_cmpx_ge_f16", Vopc, op(-1, 0x0de, 0x086, 0x086), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxOF16Exec: "v_cmpx_o_f16", Vopc, op(-1, 0x0df, 0x087, 0x087), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxUF16Exec: "v_cmpx_u_f16", Vopc, op(-1, 0x0f8, 0x088, 0x088), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxNgeF16Exec: "v_cmpx_nge_f16", Vopc, op(-1, 0x0f9, 0x089, 0x089), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxNlgF16Exec: "v_cmpx_nlg_f16", Vopc, op(-1, 0x0fa, 0x08a, 0x08a), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxNgtF16Exec: "v_cmpx_ngt_f16", Vopc, op(-1, 0x0fb, 0x08b, 0x08b), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxNleF16Exec: "v_cmpx_nle_f16", Vopc, op(-1, 0x0fc, 0x08c, 0x08c), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxNeqF16Exec: "v_cmpx_neq_f16", Vopc, op(-1, 0x0fd, 0x08d, 0x08d), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxNltF16Exec: "v_cmpx_nlt_f16", Vopc, op(-1, 0x0fe, 0x08e, 0x08e), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxTruF16Exec: "v_cmpx_tru_f16", Vopc, op(-1, 0x0ff, 0x08f, -1), GFX10.or(GFX11), [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0), GFX11 "v_cmpx_t_f16";
    VCmpxFI32Exec: "v_cmpx_f_i32", Vopc, op(-1, 0x090, 0x0c0, -1), GFX10.or(GFX11), [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxLtI32Exec: "v_cmpx_lt_i32", Vopc, op(-1, 0x091, 0x0c1, 0x0c1), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxEqI32Exec: "v_cmpx_eq_i32", Vopc, op(-1, 0x092, 0x0c2, 0x0c2), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxLeI32Exec: "v_cmpx_le_i32", Vopc, op(-1, 0x093, 0x0c3, 0x0c3), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxGtI32Exec: "v_cmpx_gt_i32", Vopc, op(-1, 0x094, 0x0c4, 0x0c4), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxNeI32Exec: "v_cmpx_ne_i32", Vopc, op(-1, 0x095, 0x0c5, 0x0c5), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxGeI32Exec: "v_cmpx_ge_i32", Vopc, op(-1, 0x096, 0x0c6, 0x0c6), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxTI32Exec: "v_cmpx_t_i32", Vopc, op(-1, 0x097, 0x0c7, -1), GFX10.or(GFX11), [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxFU32Exec: "v_cmpx_f_u32", Vopc, op(-1, 0x0d0, 0x0c8, -1), GFX10.or(GFX11), [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxLtU32Exec: "v_cmpx_lt_u32", Vopc, op(-1, 0x0d1, 0x0c9, 0x0c9), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxEqU32Exec: "v_cmpx_eq_u32", Vopc, op(-1, 0x0d2, 0x0ca, 0x0ca), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxLeU32Exec: "v_cmpx_le_u32", Vopc, op(-1, 0x0d3, 0x0cb, 0x0cb), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxGtU32Exec: "v_cmpx_gt_u32", Vopc, op(-1, 0x0d4, 0x0cc, 0x0cc), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxNeU32Exec: "v_cmpx_ne_u32", Vopc, op(-1, 0x0d5, 0x0cd, 0x0cd), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxGeU32Exec: "v_cmpx_ge_u32", Vopc, op(-1, 0x0d6, 0x0ce, 0x0ce), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxTU32Exec: "v_cmpx_t_u32", Vopc, op(-1, 0x0d7, 0x0cf, -1), GFX10.or(GFX11), [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxFI64Exec: "v_cmpx_f_i64", Vopc, op(-1, 0x0b0, 0x0d0, -1), GFX10.or(GFX11), [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxLtI64Exec: "v_cmpx_lt_i64", Vopc, op(-1, 0x0b1, 0x0d1, 0x0d1), GFX10_UP, [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxEqI64Exec: "v_cmpx_eq_i64", Vopc, op(-1, 0x0b2, 0x0d2, 0x0d2), GFX10_UP, [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxLeI64Exec: "v_cmpx_le_i64", Vopc, op(-1, 0x0b3, 0x0d3, 0x0d3), GFX10_UP, [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxGtI64Exec: "v_cmpx_gt_i64", Vopc, op(-1, 0x0b4, 0x0d4, 0x0d4), GFX10_UP, [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxNeI64Exec: "v_cmpx_ne_i64", Vopc, op(-1, 0x0b5, 0x0d5, 0x0d5), GFX10_UP, [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxGeI64Exec: "v_cmpx_ge_i64", Vopc, op(-1, 0x0b6, 0x0d6, 0x0d6), GFX10_UP, [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxTI64Exec: "v_cmpx_t_i64", Vopc, op(-1, 0x0b7, 0x0d7, -1), GFX10.or(GFX11), [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxFU64Exec: "v_cmpx_f_u64", Vopc, op(-1, 0x0f0, 0x0d8, -1), GFX10.or(GFX11), [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxLtU64Exec: "v_cmpx_lt_u64", Vopc, op(-1, 0x0f1, 0x0d9, 0x0d9), GFX10_UP, [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxEqU64Exec: "v_cmpx_eq_u64", Vopc, op(-1, 0x0f2, 0x0da, 0x0da), GFX10_UP, [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxLeU64Exec: "v_cmpx_le_u64", Vopc, op(-1, 0x0f3, 0x0db, 0x0db), GFX10_UP, [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxGtU64Exec: "v_cmpx_gt_u64", Vopc, op(-1, 0x0f4, 0x0dc, 0x0dc), GFX10_UP, [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxNeU64Exec: "v_cmpx_ne_u64", Vopc, op(-1, 0x0f5, 0x0dd, 0x0dd), GFX10_UP, [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxGeU64Exec: "v_cmpx_ge_u64", Vopc, op(-1, 0x0f6, 0x0de, 0x0de), GFX10_UP, [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxTU64Exec: "v_cmpx_t_u64", Vopc, op(-1, 0x0f7, 0x0df, -1), GFX10.or(GFX11), [vs(2), vv(2)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxLtI16Exec: "v_cmpx_lt_i16", Vopc, op(-1, 0x099, 0x0b1, 0x0b1), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxEqI16Exec: "v_cmpx_eq_i16", Vopc, op(-1, 0x09a, 0x0b2, 0x0b2), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxLeI16Exec: "v_cmpx_le_i16", Vopc, op(-1, 0x09b, 0x0b3, 0x0b3), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxGtI16Exec: "v_cmpx_gt_i16", Vopc, op(-1, 0x09c, 0x0b4, 0x0b4), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxNeI16Exec: "v_cmpx_ne_i16", Vopc, op(-1, 0x09d, 0x0b5, 0x0b5), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxGeI16Exec: "v_cmpx_ge_i16", Vopc, op(-1, 0x09e, 0x0b6, 0x0b6), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxLtU16Exec: "v_cmpx_lt_u16", Vopc, op(-1, 0x0b9, 0x0b9, 0x0b9), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxEqU16Exec: "v_cmpx_eq_u16", Vopc, op(-1, 0x0ba, 0x0ba, 0x0ba), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxLeU16Exec: "v_cmpx_le_u16", Vopc, op(-1, 0x0bb, 0x0bb, 0x0bb), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxGtU16Exec: "v_cmpx_gt_u16", Vopc, op(-1, 0x0bc, 0x0bc, 0x0bc), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxNeU16Exec: "v_cmpx_ne_u16", Vopc, op(-1, 0x0bd, 0x0bd, 0x0bd), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxGeU16Exec: "v_cmpx_ge_u16", Vopc, op(-1, 0x0be, 0x0be, 0x0be), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxClassF32Exec: "v_cmpx_class_f32", Vopc, op(-1, 0x098, 0x0fe, 0x0fe), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxClassF16Exec: "v_cmpx_class_f16", Vopc, op(-1, 0x09f, 0x0fd, 0x0fd), GFX10_UP, [vs(1), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VCmpxClassF64Exec: "v_cmpx_class_f64", Vopc, op(-1, 0x0b8, 0x0ff, 0x0ff), GFX10_UP, [vs(2), vv(1)], imp(DEF_EXEC), cnt(NONE), hz(VALU_EXEC), attr(0);
    VMadLegacyF32: "v_mad_legacy_f32", Vop3, op(0x1c0, 0x140, -1, -1), PRE_GFX942.or(GFX10_1), [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMadF32: "v_mad_f32", Vop3, op(0x1c1, 0x141, -1, -1), PRE_GFX942.or(GFX10_1), [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMadI32I24: "v_mad_i32_i24", Vop3, op(0x1c2, 0x142, 0x20a, 0x20a), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMadU32U24: "v_mad_u32_u24", Vop3, op(0x1c3, 0x143, 0x20b, 0x20b), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VCubeidF32: "v_cubeid_f32", Vop3, op(0x1c4, 0x144, 0x20c, 0x20c), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VCubescF32: "v_cubesc_f32", Vop3, op(0x1c5, 0x145, 0x20d, 0x20d), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VCubetcF32: "v_cubetc_f32", Vop3, op(0x1c6, 0x146, 0x20e, 0x20e), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VCubemaF32: "v_cubema_f32", Vop3, op(0x1c7, 0x147, 0x20f, 0x20f), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VBfeU32: "v_bfe_u32", Vop3, op(0x1c8, 0x148, 0x210, 0x210), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VBfeI32: "v_bfe_i32", Vop3, op(0x1c9, 0x149, 0x211, 0x211), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VBfiB32: "v_bfi_b32", Vop3, op(0x1ca, 0x14a, 0x212, 0x212), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VFmaF32: "v_fma_f32", Vop3, op(0x1cb, 0x14b, 0x213, 0x213), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VLerpU8: "v_lerp_u8", Vop3, op(0x1cd, 0x14d, 0x215, 0x215), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VAlignbitB32: "v_alignbit_b32", Vop3, op(0x1ce, 0x14e, 0x216, 0x216), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VAlignbyteB32: "v_alignbyte_b32", Vop3, op(0x1cf, 0x14f, 0x217, 0x217), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMin3F32: "v_min3_f32", Vop3, op(0x1d0, 0x151, 0x219, 0x229), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0), GFX12 "v_min3_num_f32";
    VMin3I32: "v_min3_i32", Vop3, op(0x1d1, 0x152, 0x21a, 0x21a), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMin3U32: "v_min3_u32", Vop3, op(0x1d2, 0x153, 0x21b, 0x21b), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMax3F32: "v_max3_f32", Vop3, op(0x1d3, 0x154, 0x21c, 0x22a), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0), GFX12 "v_max3_num_f32";
    VMax3I32: "v_max3_i32", Vop3, op(0x1d4, 0x155, 0x21d, 0x21d), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMax3U32: "v_max3_u32", Vop3, op(0x1d5, 0x156, 0x21e, 0x21e), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMed3F32: "v_med3_f32", Vop3, op(0x1d6, 0x157, 0x21f, 0x231), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0), GFX12 "v_med3_num_f32";
    VMed3I32: "v_med3_i32", Vop3, op(0x1d7, 0x158, 0x220, 0x220), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMed3U32: "v_med3_u32", Vop3, op(0x1d8, 0x159, 0x221, 0x221), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VSadU8: "v_sad_u8", Vop3, op(0x1d9, 0x15a, 0x222, 0x222), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VSadHiU8: "v_sad_hi_u8", Vop3, op(0x1da, 0x15b, 0x223, 0x223), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VSadU16: "v_sad_u16", Vop3, op(0x1db, 0x15c, 0x224, 0x224), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VSadU32: "v_sad_u32", Vop3, op(0x1dc, 0x15d, 0x225, 0x225), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VCvtPkU8F32: "v_cvt_pk_u8_f32", Vop3, op(0x1dd, 0x15e, 0x226, 0x226), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VDivFixupF32: "v_div_fixup_f32", Vop3, op(0x1de, 0x15f, 0x227, 0x227), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMsadU8: "v_msad_u8", Vop3, op(0x1e4, 0x171, 0x239, 0x239), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VPermB32: "v_perm_b32", Vop3, op(0x1ed, 0x344, 0x244, 0x244), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMadU32U16: "v_mad_u32_u16", Vop3, op(0x1f1, 0x373, 0x259, 0x259), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(OPSEL);
    VMadI32I16: "v_mad_i32_i16", Vop3, op(0x1f2, 0x375, 0x25a, 0x25a), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(OPSEL);
    VXadU32: "v_xad_u32", Vop3, op(0x1f3, 0x345, 0x245, 0x245), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMin3F16: "v_min3_f16", Vop3, op(0x1f4, 0x351, 0x249, 0x22b), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(OPSEL), GFX12 "v_min3_num_f16";
    VMin3I16: "v_min3_i16", Vop3, op(0x1f5, 0x352, 0x24a, 0x24a), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(OPSEL);
    VMin3U16: "v_min3_u16", Vop3, op(0x1f6, 0x353, 0x24b, 0x24b), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(OPSEL);
    VMax3F16: "v_max3_f16", Vop3, op(0x1f7, 0x354, 0x24c, 0x22c), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(OPSEL), GFX12 "v_max3_num_f16";
    VMax3I16: "v_max3_i16", Vop3, op(0x1f8, 0x355, 0x24d, 0x24d), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(OPSEL);
    VMax3U16: "v_max3_u16", Vop3, op(0x1f9, 0x356, 0x24e, 0x24e), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(OPSEL);
    VMed3F16: "v_med3_f16", Vop3, op(0x1fa, 0x357, 0x24f, 0x232), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(OPSEL), GFX12 "v_med3_num_f16";
    VMed3I16: "v_med3_i16", Vop3, op(0x1fb, 0x358, 0x250, 0x250), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(OPSEL);
    VMed3U16: "v_med3_u16", Vop3, op(0x1fc, 0x359, 0x251, 0x251), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(OPSEL);
    VLshlAddU32: "v_lshl_add_u32", Vop3, op(0x1fd, 0x346, 0x246, 0x246), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VAddLshlU32: "v_add_lshl_u32", Vop3, op(0x1fe, 0x347, 0x247, 0x247), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VAdd3U32: "v_add3_u32", Vop3, op(0x1ff, 0x36d, 0x255, 0x255), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VLshlOrB32: "v_lshl_or_b32", Vop3, op(0x200, 0x36f, 0x256, 0x256), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VAndOrB32: "v_and_or_b32", Vop3, op(0x201, 0x371, 0x257, 0x257), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VOr3B32: "v_or3_b32", Vop3, op(0x202, 0x372, 0x258, 0x258), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMadU16: "v_mad_u16", Vop3, op(0x204, 0x340, 0x241, 0x241), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(OPSEL);
    VMadI16: "v_mad_i16", Vop3, op(0x205, 0x35e, 0x253, 0x253), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(OPSEL);
    VFmaF16: "v_fma_f16", Vop3, op(0x206, 0x34b, 0x248, 0x248), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(OPSEL);
    VDivFixupF16: "v_div_fixup_f16", Vop3, op(0x207, 0x35f, 0x254, 0x254), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(OPSEL);
    VMadLegacyF16: "v_mad_legacy_f16", Vop3, op(0x1ea, -1, -1, -1), GFX9, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VFmaLegacyF16: "v_fma_legacy_f16", Vop3, op(0x1ee, -1, -1, -1), GFX9, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VDivFixupLegacyF16: "v_div_fixup_legacy_f16", Vop3, op(0x1ef, -1, -1, -1), GFX9, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VDivFmasF32: "v_div_fmas_f32", Vop3, op(0x1e2, 0x16f, 0x237, 0x237), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(USE_VCC), cnt(NONE), hz(DIV_FMAS), attr(0);
    VDivFmasF64: "v_div_fmas_f64", Vop3, op(0x1e3, 0x170, 0x238, 0x238), ALL, [vd(2), vs(2), vs(2), vs(2)], imp(USE_VCC), cnt(NONE), hz(DIV_FMAS), attr(0);
    VFmaF64: "v_fma_f64", Vop3, op(0x1cc, 0x14c, 0x214, 0x214), ALL, [vd(2), vs(2), vs(2), vs(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VDivFixupF64: "v_div_fixup_f64", Vop3, op(0x1df, 0x160, 0x228, 0x228), ALL, [vd(2), vs(2), vs(2), vs(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VAddF64: "v_add_f64", Vop3, op(0x280, 0x164, 0x327, -1), PRE_GFX12, [vd(2), vs(2), vs(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VMulF64: "v_mul_f64", Vop3, op(0x281, 0x165, 0x328, -1), PRE_GFX12, [vd(2), vs(2), vs(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VMinF64: "v_min_f64", Vop3, op(0x282, 0x166, 0x329, -1), PRE_GFX12, [vd(2), vs(2), vs(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VMaxF64: "v_max_f64", Vop3, op(0x283, 0x167, 0x32a, -1), PRE_GFX12, [vd(2), vs(2), vs(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VLdexpF64: "v_ldexp_f64", Vop3, op(0x284, 0x168, 0x32b, 0x32b), ALL, [vd(2), vs(2), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VTrigPreopF64: "v_trig_preop_f64", Vop3, op(0x292, 0x174, 0x32f, 0x32f), ALL, [vd(2), vs(2), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VLshlrevB64: "v_lshlrev_b64", Vop3, op(0x28f, 0x2ff, 0x33c, -1), PRE_GFX12, [vd(2), vs(1), vs(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VLshrrevB64: "v_lshrrev_b64", Vop3, op(0x290, 0x300, 0x33d, 0x33d), ALL, [vd(2), vs(1), vs(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VAshrrevI64: "v_ashrrev_i64", Vop3, op(0x291, 0x301, 0x33e, 0x33e), ALL, [vd(2), vs(1), vs(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VMulLoU32: "v_mul_lo_u32", Vop3, op(0x285, 0x169, 0x32c, 0x32c), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMulHiU32: "v_mul_hi_u32", Vop3, op(0x286, 0x16a, 0x32d, 0x32d), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMulHiI32: "v_mul_hi_i32", Vop3, op(0x287, 0x16c, 0x32e, 0x32e), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VBcntU32B32: "v_bcnt_u32_b32", Vop3, op(0x28b, 0x364, 0x31e, 0x31e), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMbcntLoU32B32: "v_mbcnt_lo_u32_b32", Vop3, op(0x28c, 0x365, 0x31f, 0x31f), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMbcntHiU32B32: "v_mbcnt_hi_u32_b32", Vop3, op(0x28d, 0x366, 0x320, 0x320), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VCvtPkrtzF16F32: "v_cvt_pkrtz_f16_f32", Vop3, op(0x296, -1, -1, -1), GFX9, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VCvtPknormI16F32: "v_cvt_pknorm_i16_f32", Vop3, op(0x294, 0x368, 0x321, 0x321), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0), GFX11_UP "v_cvt_pk_norm_i16_f32";
    VCvtPknormU16F32: "v_cvt_pknorm_u16_f32", Vop3, op(0x295, 0x369, 0x322, 0x322), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0), GFX11_UP "v_cvt_pk_norm_u16_f32";
    VCvtPkU16U32: "v_cvt_pk_u16_u32", Vop3, op(0x297, 0x36a, 0x323, 0x323), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VCvtPkI16I32: "v_cvt_pk_i16_i32", Vop3, op(0x298, 0x36b, 0x324, 0x324), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VBfmB32: "v_bfm_b32", Vop3, op(0x293, 0x363, 0x31d, 0x31d), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VAddI32: "v_add_i32", Vop3, op(0x29c, 0x37f, 0x326, 0x326), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0), GFX11_UP "v_add_nc_i32", GFX10 "v_add_nc_i32";
    VSubI32: "v_sub_i32", Vop3, op(0x29d, 0x376, 0x325, 0x325), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0), GFX11_UP "v_sub_nc_i32", GFX10 "v_sub_nc_i32";
    VPackB32F16: "v_pack_b32_f16", Vop3, op(0x2a0, 0x311, 0x311, 0x311), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(OPSEL);
    VCvtPknormI16F16: "v_cvt_pknorm_i16_f16", Vop3, op(0x299, 0x312, 0x312, 0x312), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(OPSEL), GFX11_UP "v_cvt_pk_norm_i16_f16";
    VCvtPknormU16F16: "v_cvt_pknorm_u16_f16", Vop3, op(0x29a, 0x313, 0x313, 0x313), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(OPSEL), GFX11_UP "v_cvt_pk_norm_u16_f16";
    VAddI16: "v_add_i16", Vop3, op(0x29e, -1, -1, -1), GFX9, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(OPSEL);
    VSubI16: "v_sub_i16", Vop3, op(0x29f, -1, -1, -1), GFX9, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(OPSEL);
    VDivScaleF32: "v_div_scale_f32", Vop3, op(0x1e0, 0x16d, 0x2fc, 0x2fc), ALL, [vd(1), sd(2), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VDivScaleF64: "v_div_scale_f64", Vop3, op(0x1e1, 0x16e, 0x2fd, 0x2fd), ALL, [vd(2), sd(2), vs(2), vs(2), vs(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VMadU64U32: "v_mad_u64_u32", Vop3, op(0x1e8, 0x176, 0x2fe, 0x2fe), ALL, [vd(2), sd(2), vs(1), vs(1), vs(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0), GFX12 "v_mad_co_u64_u32";
    VMadI64I32: "v_mad_i64_i32", Vop3, op(0x1e9, 0x177, 0x2ff, 0x2ff), ALL, [vd(2), sd(2), vs(1), vs(1), vs(2)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0), GFX12 "v_mad_co_i64_i32";
    VReadlaneB32: "v_readlane_b32", Vop3, op(0x289, 0x360, 0x360, 0x360), ALL, [sd(1), vv(1), ss(1)], imp(0), cnt(NONE), hz(VALU_SDST | LANESEL), attr(0);
    VWritelaneB32: "v_writelane_b32", Vop3, op(0x28a, 0x361, 0x361, 0x361), ALL, [vdu(1), ss(1), ss(1)], imp(0), cnt(NONE), hz(LANESEL), attr(0);
    VLshlAddU64: "v_lshl_add_u64", Vop3, op(0x208, -1, -1, -1), GFX942_UP, [vd(2), vs(2), vs(1), vs(2)], imp(0), cnt(NONE), hz(0), attr(0);
    // The permlanes' destination keeps its old value only in active lanes
    // whose source lane EXEC disables (without fetch-inactive or
    // bound_ctrl, op_sel bits 0 and 1). agc runs them with every lane on
    // (whole-wave mode), where no old value survives, so the slot is a
    // plain def: SSA MIR cannot name a tied input.
    VPermlane16B32: "v_permlane16_b32", Vop3, op(-1, 0x377, 0x25b, 0x25b), GFX10_UP, [vd(1), vv(1), ss(1), ss(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VPermlanex16B32: "v_permlanex16_b32", Vop3, op(-1, 0x378, 0x25c, 0x25c), GFX10_UP, [vd(1), vv(1), ss(1), ss(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VPermlane64B32: "v_permlane64_b32", Vop1, op(-1, -1, 0x067, 0x067), GFX11_UP, [vd(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(E32_ONLY);
    VAddCoU32E64: "v_add_co_u32", Vop3, op(-1, 0x30f, 0x300, 0x300), GFX10_UP, [vd(1), sd(2), vs(1), vs(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VSubCoU32E64: "v_sub_co_u32", Vop3, op(-1, 0x310, 0x301, 0x301), GFX10_UP, [vd(1), sd(2), vs(1), vs(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VSubrevCoU32E64: "v_subrev_co_u32", Vop3, op(-1, 0x319, 0x302, 0x302), GFX10_UP, [vd(1), sd(2), vs(1), vs(1)], imp(0), cnt(NONE), hz(VALU_SDST), attr(0);
    VAddCoCiU32: "v_add_co_ci_u32", Vop2, op(-1, 0x028, 0x020, 0x020), GFX10_UP, [vd(1), sd(2), vs(1), vv(1), ss(2)], imp(0), cnt(NONE), hz(VALU_SDST | VCC_CARRY), attr(0);
    VSubCoCiU32: "v_sub_co_ci_u32", Vop2, op(-1, 0x029, 0x021, 0x021), GFX10_UP, [vd(1), sd(2), vs(1), vv(1), ss(2)], imp(0), cnt(NONE), hz(VALU_SDST | VCC_CARRY), attr(0);
    VSubrevCoCiU32: "v_subrev_co_ci_u32", Vop2, op(-1, 0x02a, 0x022, 0x022), GFX10_UP, [vd(1), sd(2), vs(1), vv(1), ss(2)], imp(0), cnt(NONE), hz(VALU_SDST | VCC_CARRY), attr(0);
    // GFX12 VOP2 forms of rows that are VOP3-only before (llvm-mc-22
    // -mcpu=gfx1200 encodes their unsuffixed text as VOP2 e32).
    VAddF64Vop2: "v_add_f64", Vop2, op(-1, -1, -1, 0x002), GFX12, [vd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VMulF64Vop2: "v_mul_f64", Vop2, op(-1, -1, -1, 0x006), GFX12, [vd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VMinNumF64: "v_min_num_f64", Vop2, op(-1, -1, -1, 0x00d), GFX12, [vd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VMaxNumF64: "v_max_num_f64", Vop2, op(-1, -1, -1, 0x00e), GFX12, [vd(2), vs(2), vv(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VLshlrevB64Vop2: "v_lshlrev_b64", Vop2, op(-1, -1, -1, 0x01f), GFX12, [vd(2), vs(1), vv(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VCvtPkRtzF16F32: "v_cvt_pk_rtz_f16_f32", Vop2, op(-1, 0x02f, 0x02f, 0x02f), GFX10_UP, [vd(1), vs(1), vv(1)], imp(0), cnt(NONE), hz(0), attr(0), GFX10 "v_cvt_pkrtz_f16_f32";
    VWmmaF3216x16x16F16: "v_wmma_f32_16x16x16_f16", Vop3p, op(-1, -1, 0x040, -1), GFX11, [wacc(vd(8)), vv(8), vv(8), wacc(vv(8))], imp(0), cnt(NONE), hz(WMMA), attr(0);
    VWmmaF3216x16x16Bf16: "v_wmma_f32_16x16x16_bf16", Vop3p, op(-1, -1, 0x041, -1), GFX11, [wacc(vd(8)), vv(8), vv(8), wacc(vv(8))], imp(0), cnt(NONE), hz(WMMA), attr(0);
    VWmmaF1616x16x16F16: "v_wmma_f16_16x16x16_f16", Vop3p, op(-1, -1, 0x042, -1), GFX11, [wacc(vd(8)), vv(8), vv(8), wacc(vv(8))], imp(0), cnt(NONE), hz(WMMA), attr(0);
    VWmmaBf1616x16x16Bf16: "v_wmma_bf16_16x16x16_bf16", Vop3p, op(-1, -1, 0x043, -1), GFX11, [wacc(vd(8)), vv(8), vv(8), wacc(vv(8))], imp(0), cnt(NONE), hz(WMMA), attr(0);
    VWmmaI3216x16x16Iu8: "v_wmma_i32_16x16x16_iu8", Vop3p, op(-1, -1, 0x044, -1), GFX11, [wacc(vd(8)), vv(4), vv(4), wacc(vv(8))], imp(0), cnt(NONE), hz(WMMA), attr(0);
    VWmmaI3216x16x16Iu4: "v_wmma_i32_16x16x16_iu4", Vop3p, op(-1, -1, 0x045, -1), GFX11, [wacc(vd(8)), vv(2), vv(2), wacc(vv(8))], imp(0), cnt(NONE), hz(WMMA), attr(0);
    VPkAddF16: "v_pk_add_f16", Vop3p, op(0x00f, 0x00f, 0x00f, 0x00f), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VPkMulF16: "v_pk_mul_f16", Vop3p, op(0x010, 0x010, 0x010, 0x010), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VPkMinF16: "v_pk_min_f16", Vop3p, op(0x011, 0x011, 0x011, 0x01b), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0), GFX12 "v_pk_min_num_f16";
    VPkMaxF16: "v_pk_max_f16", Vop3p, op(0x012, 0x012, 0x012, 0x01c), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0), GFX12 "v_pk_max_num_f16";
    VPkAddI16: "v_pk_add_i16", Vop3p, op(0x002, 0x002, 0x002, 0x002), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VPkAddU16: "v_pk_add_u16", Vop3p, op(0x00a, 0x00a, 0x00a, 0x00a), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VPkSubI16: "v_pk_sub_i16", Vop3p, op(0x003, 0x003, 0x003, 0x003), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VPkSubU16: "v_pk_sub_u16", Vop3p, op(0x00b, 0x00b, 0x00b, 0x00b), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VPkMulLoU16: "v_pk_mul_lo_u16", Vop3p, op(0x001, 0x001, 0x001, 0x001), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VPkLshlrevB16: "v_pk_lshlrev_b16", Vop3p, op(0x004, 0x004, 0x004, 0x004), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VPkLshrrevB16: "v_pk_lshrrev_b16", Vop3p, op(0x005, 0x005, 0x005, 0x005), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VPkAshrrevI16: "v_pk_ashrrev_i16", Vop3p, op(0x006, 0x006, 0x006, 0x006), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VPkMaxI16: "v_pk_max_i16", Vop3p, op(0x007, 0x007, 0x007, 0x007), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VPkMinI16: "v_pk_min_i16", Vop3p, op(0x008, 0x008, 0x008, 0x008), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VPkMaxU16: "v_pk_max_u16", Vop3p, op(0x00c, 0x00c, 0x00c, 0x00c), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VPkMinU16: "v_pk_min_u16", Vop3p, op(0x00d, 0x00d, 0x00d, 0x00d), ALL, [vd(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VPkFmaF16: "v_pk_fma_f16", Vop3p, op(0x00e, 0x00e, 0x00e, 0x00e), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VPkMadI16: "v_pk_mad_i16", Vop3p, op(0x000, 0x000, 0x000, 0x000), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VPkMadU16: "v_pk_mad_u16", Vop3p, op(0x009, 0x009, 0x009, 0x009), ALL, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(0);
    VMadMixF32: "v_mad_mix_f32", Vop3p, op(0x020, -1, -1, -1), GFX900, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(MIX);
    VMadMixloF16: "v_mad_mixlo_f16", Vop3p, op(0x021, -1, -1, -1), GFX900, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(MIX);
    VMadMixhiF16: "v_mad_mixhi_f16", Vop3p, op(0x022, -1, -1, -1), GFX900, [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(MIX);
    VFmaMixF32: "v_fma_mix_f32", Vop3p, op(0x020, 0x020, 0x020, 0x020), GFX904_906_UP.or(GFX10_UP), [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(MIX);
    VFmaMixloF16: "v_fma_mixlo_f16", Vop3p, op(0x021, 0x021, 0x021, 0x021), GFX904_906_UP.or(GFX10_UP), [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(MIX);
    VFmaMixhiF16: "v_fma_mixhi_f16", Vop3p, op(0x022, 0x022, 0x022, 0x022), GFX904_906_UP.or(GFX10_UP), [vd(1), vs(1), vs(1), vs(1)], imp(0), cnt(NONE), hz(0), attr(MIX);
    VPkAddF32: "v_pk_add_f32", Vop3p, op(0x032, -1, -1, -1), GFX90A_UP, [vd(2), vs(2), vs(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VPkMulF32: "v_pk_mul_f32", Vop3p, op(0x031, -1, -1, -1), GFX90A_UP, [vd(2), vs(2), vs(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VPkMovB32: "v_pk_mov_b32", Vop3p, op(0x033, -1, -1, -1), GFX90A_UP, [vd(2), vs(2), vs(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VPkFmaF32: "v_pk_fma_f32", Vop3p, op(0x030, -1, -1, -1), GFX90A_UP, [vd(2), vs(2), vs(2), vs(2)], imp(0), cnt(NONE), hz(0), attr(0);
    VAccvgprReadB32: "v_accvgpr_read_b32", Vop3p, op(0x058, -1, -1, -1), GFX908_UP, [vd(1), asrc(1)], imp(0), cnt(NONE), hz(ACCVGPR), attr(0);
    VAccvgprWriteB32: "v_accvgpr_write_b32", Vop3p, op(0x059, -1, -1, -1), GFX908_UP, [ad(1), vs(1)], imp(0), cnt(NONE), hz(ACCVGPR), attr(0);
    VMfmaF3232x32x8f16: "v_mfma_f32_32x32x8f16", Mai, op(0x04c, -1, -1, -1), GFX908_UP, [avd(16), avs(2), avs(2), avs(16)], imp(0), cnt(NONE), hz(MFMA), attr(0), GFX942_UP "v_mfma_f32_32x32x8_f16";
    VMfmaF3216x16x4f32: "v_mfma_f32_16x16x4f32", Mai, op(0x045, -1, -1, -1), GFX908_UP, [avd(4), avs(1), avs(1), avs(4)], imp(0), cnt(NONE), hz(MFMA), attr(0), GFX942_UP "v_mfma_f32_16x16x4_f32";
    VMfmaF324x4x1f32: "v_mfma_f32_4x4x1f32", Mai, op(0x042, -1, -1, -1), GFX908_UP, [avd(4), avs(1), avs(1), avs(4)], imp(0), cnt(NONE), hz(MFMA), attr(0), GFX942_UP "v_mfma_f32_4x4x1_16b_f32";
    VMfmaF324x4x4f16: "v_mfma_f32_4x4x4f16", Mai, op(0x04a, -1, -1, -1), GFX908_UP, [avd(4), avs(2), avs(2), avs(4)], imp(0), cnt(NONE), hz(MFMA), attr(0), GFX942_UP "v_mfma_f32_4x4x4_16b_f16";
    VMfmaF3216x16x16f16: "v_mfma_f32_16x16x16f16", Mai, op(0x04d, -1, -1, -1), GFX908_UP, [avd(4), avs(2), avs(2), avs(4)], imp(0), cnt(NONE), hz(MFMA), attr(0), GFX942_UP "v_mfma_f32_16x16x16_f16";
    VMfmaF3232x32x2f32: "v_mfma_f32_32x32x2f32", Mai, op(0x044, -1, -1, -1), GFX908_UP, [avd(16), avs(1), avs(1), avs(16)], imp(0), cnt(NONE), hz(MFMA), attr(0), GFX942_UP "v_mfma_f32_32x32x2_f32";
    VMfmaF3232x32x1f32: "v_mfma_f32_32x32x1f32", Mai, op(0x040, -1, -1, -1), GFX908_UP, [avd(32), avs(1), avs(1), avs(32)], imp(0), cnt(NONE), hz(MFMA), attr(0), GFX942_UP "v_mfma_f32_32x32x1_2b_f32";
    VMfmaF6416x16x4f64: "v_mfma_f64_16x16x4f64", Mai, op(0x06e, -1, -1, -1), GFX90A_UP, [avd(8), avs(2), avs(2), avs(8)], imp(0), cnt(NONE), hz(MFMA), attr(0), GFX942_UP "v_mfma_f64_16x16x4_f64";
    VMfmaF644x4x4f64: "v_mfma_f64_4x4x4f64", Mai, op(0x06f, -1, -1, -1), GFX90A_UP, [avd(2), avs(2), avs(2), avs(2)], imp(0), cnt(NONE), hz(MFMA), attr(0), GFX942_UP "v_mfma_f64_4x4x4_4b_f64";
    DsWriteB32: "ds_write_b32", Ds, op(0x00d, 0x00d, 0x00d, 0x00d), ALL, [vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_store_b32";
    DsWriteB8: "ds_write_b8", Ds, op(0x01e, 0x01e, 0x01e, 0x01e), ALL, [vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_store_b8";
    DsWriteB16: "ds_write_b16", Ds, op(0x01f, 0x01f, 0x01f, 0x01f), ALL, [vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_store_b16";
    DsAddU32: "ds_add_u32", Ds, op(0x000, 0x000, 0x000, 0x000), ALL, [vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsSubU32: "ds_sub_u32", Ds, op(0x001, 0x001, 0x001, 0x001), ALL, [vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsRsubU32: "ds_rsub_u32", Ds, op(0x002, 0x002, 0x002, 0x002), ALL, [vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsIncU32: "ds_inc_u32", Ds, op(0x003, 0x003, 0x003, 0x003), ALL, [vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsDecU32: "ds_dec_u32", Ds, op(0x004, 0x004, 0x004, 0x004), ALL, [vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsMinI32: "ds_min_i32", Ds, op(0x005, 0x005, 0x005, 0x005), ALL, [vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsMaxI32: "ds_max_i32", Ds, op(0x006, 0x006, 0x006, 0x006), ALL, [vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsMinU32: "ds_min_u32", Ds, op(0x007, 0x007, 0x007, 0x007), ALL, [vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsMaxU32: "ds_max_u32", Ds, op(0x008, 0x008, 0x008, 0x008), ALL, [vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsAndB32: "ds_and_b32", Ds, op(0x009, 0x009, 0x009, 0x009), ALL, [vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsOrB32: "ds_or_b32", Ds, op(0x00a, 0x00a, 0x00a, 0x00a), ALL, [vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsXorB32: "ds_xor_b32", Ds, op(0x00b, 0x00b, 0x00b, 0x00b), ALL, [vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsMinF32: "ds_min_f32", Ds, op(0x012, 0x012, 0x012, 0x012), ALL, [vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX12 "ds_min_num_f32";
    DsMaxF32: "ds_max_f32", Ds, op(0x013, 0x013, 0x013, 0x013), ALL, [vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX12 "ds_max_num_f32";
    DsAddF32: "ds_add_f32", Ds, op(0x015, 0x015, 0x015, 0x015), ALL, [vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsWriteB8D16Hi: "ds_write_b8_d16_hi", Ds, op(0x054, 0x0a0, 0x0a0, 0x0a0), ALL, [vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_store_b8_d16_hi";
    DsWriteB16D16Hi: "ds_write_b16_d16_hi", Ds, op(0x055, 0x0a1, 0x0a1, 0x0a1), ALL, [vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_store_b16_d16_hi";
    DsWriteB64: "ds_write_b64", Ds, op(0x04d, 0x04d, 0x04d, 0x04d), ALL, [vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_store_b64";
    DsAddU64: "ds_add_u64", Ds, op(0x040, 0x040, 0x040, 0x040), ALL, [vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsSubU64: "ds_sub_u64", Ds, op(0x041, 0x041, 0x041, 0x041), ALL, [vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsRsubU64: "ds_rsub_u64", Ds, op(0x042, 0x042, 0x042, 0x042), ALL, [vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsIncU64: "ds_inc_u64", Ds, op(0x043, 0x043, 0x043, 0x043), ALL, [vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsDecU64: "ds_dec_u64", Ds, op(0x044, 0x044, 0x044, 0x044), ALL, [vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsMinI64: "ds_min_i64", Ds, op(0x045, 0x045, 0x045, 0x045), ALL, [vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsMaxI64: "ds_max_i64", Ds, op(0x046, 0x046, 0x046, 0x046), ALL, [vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsMinU64: "ds_min_u64", Ds, op(0x047, 0x047, 0x047, 0x047), ALL, [vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsMaxU64: "ds_max_u64", Ds, op(0x048, 0x048, 0x048, 0x048), ALL, [vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsAndB64: "ds_and_b64", Ds, op(0x049, 0x049, 0x049, 0x049), ALL, [vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsOrB64: "ds_or_b64", Ds, op(0x04a, 0x04a, 0x04a, 0x04a), ALL, [vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsXorB64: "ds_xor_b64", Ds, op(0x04b, 0x04b, 0x04b, 0x04b), ALL, [vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsMinF64: "ds_min_f64", Ds, op(0x052, 0x052, 0x052, 0x052), ALL, [vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0), GFX12 "ds_min_num_f64";
    DsMaxF64: "ds_max_f64", Ds, op(0x053, 0x053, 0x053, 0x053), ALL, [vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0), GFX12 "ds_max_num_f64";
    DsAddF64: "ds_add_f64", Ds, op(0x05c, -1, -1, -1), GFX90A_UP, [vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsWriteB96: "ds_write_b96", Ds, op(0x0de, 0x0de, 0x0de, 0x0de), ALL, [vv(1), mdata(3)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_store_b96";
    DsWriteB128: "ds_write_b128", Ds, op(0x0df, 0x0df, 0x0df, 0x0df), ALL, [vv(1), mdata(4)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_store_b128";
    DsWrite2B32: "ds_write2_b32", Ds, op(0x00e, 0x00e, 0x00e, 0x00e), ALL, [vv(1), mdata(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_store_2addr_b32";
    DsWrite2st64B32: "ds_write2st64_b32", Ds, op(0x00f, 0x00f, 0x00f, 0x00f), ALL, [vv(1), mdata(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_store_2addr_stride64_b32";
    DsCmpstB32: "ds_cmpst_b32", Ds, op(0x010, 0x010, -1, -1), GFX9.or(GFX10), [vv(1), mdata(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsCmpstF32: "ds_cmpst_f32", Ds, op(0x011, 0x011, -1, -1), GFX9.or(GFX10), [vv(1), mdata(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsMskorB32: "ds_mskor_b32", Ds, op(0x00c, 0x00c, 0x00c, 0x00c), ALL, [vv(1), mdata(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsWrite2B64: "ds_write2_b64", Ds, op(0x04e, 0x04e, 0x04e, 0x04e), ALL, [vv(1), mdata(2), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_store_2addr_b64";
    DsWrite2st64B64: "ds_write2st64_b64", Ds, op(0x04f, 0x04f, 0x04f, 0x04f), ALL, [vv(1), mdata(2), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_store_2addr_stride64_b64";
    DsCmpstB64: "ds_cmpst_b64", Ds, op(0x050, 0x050, -1, -1), GFX9.or(GFX10), [vv(1), mdata(2), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsCmpstF64: "ds_cmpst_f64", Ds, op(0x051, 0x051, -1, -1), GFX9.or(GFX10), [vv(1), mdata(2), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsMskorB64: "ds_mskor_b64", Ds, op(0x04c, 0x04c, 0x04c, 0x04c), ALL, [vv(1), mdata(2), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsReadB32: "ds_read_b32", Ds, op(0x036, 0x036, 0x036, 0x036), ALL, [mdst(1), vv(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_load_b32";
    DsReadU8: "ds_read_u8", Ds, op(0x03a, 0x03a, 0x03a, 0x03a), ALL, [mdst(1), vv(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_load_u8";
    DsReadI8: "ds_read_i8", Ds, op(0x039, 0x039, 0x039, 0x039), ALL, [mdst(1), vv(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_load_i8";
    DsReadU16: "ds_read_u16", Ds, op(0x03c, 0x03c, 0x03c, 0x03c), ALL, [mdst(1), vv(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_load_u16";
    DsReadI16: "ds_read_i16", Ds, op(0x03b, 0x03b, 0x03b, 0x03b), ALL, [mdst(1), vv(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_load_i16";
    DsReadU8D16: "ds_read_u8_d16", Ds, op(0x056, 0x0a2, 0x0a2, 0x0a2), ALL, [mdst(1), vv(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_load_u8_d16";
    DsReadU8D16Hi: "ds_read_u8_d16_hi", Ds, op(0x057, 0x0a3, 0x0a3, 0x0a3), ALL, [mdst(1), vv(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_load_u8_d16_hi";
    DsReadI8D16: "ds_read_i8_d16", Ds, op(0x058, 0x0a4, 0x0a4, 0x0a4), ALL, [mdst(1), vv(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_load_i8_d16";
    DsReadI8D16Hi: "ds_read_i8_d16_hi", Ds, op(0x059, 0x0a5, 0x0a5, 0x0a5), ALL, [mdst(1), vv(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_load_i8_d16_hi";
    DsReadU16D16: "ds_read_u16_d16", Ds, op(0x05a, 0x0a6, 0x0a6, 0x0a6), ALL, [mdst(1), vv(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_load_u16_d16";
    DsReadU16D16Hi: "ds_read_u16_d16_hi", Ds, op(0x05b, 0x0a7, 0x0a7, 0x0a7), ALL, [mdst(1), vv(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_load_u16_d16_hi";
    DsReadB64: "ds_read_b64", Ds, op(0x076, 0x076, 0x076, 0x076), ALL, [mdst(2), vv(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_load_b64";
    DsReadB96: "ds_read_b96", Ds, op(0x0fe, 0x0fe, 0x0fe, 0x0fe), ALL, [mdst(3), vv(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_load_b96";
    DsReadB128: "ds_read_b128", Ds, op(0x0ff, 0x0ff, 0x0ff, 0x0ff), ALL, [mdst(4), vv(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_load_b128";
    DsRead2B32: "ds_read2_b32", Ds, op(0x037, 0x037, 0x037, 0x037), ALL, [mdst(2), vv(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_load_2addr_b32";
    DsRead2st64B32: "ds_read2st64_b32", Ds, op(0x038, 0x038, 0x038, 0x038), ALL, [mdst(2), vv(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_load_2addr_stride64_b32";
    DsRead2B64: "ds_read2_b64", Ds, op(0x077, 0x077, 0x077, 0x077), ALL, [mdst(4), vv(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_load_2addr_b64";
    DsRead2st64B64: "ds_read2st64_b64", Ds, op(0x078, 0x078, 0x078, 0x078), ALL, [mdst(4), vv(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_load_2addr_stride64_b64";
    DsAddRtnU32: "ds_add_rtn_u32", Ds, op(0x020, 0x020, 0x020, 0x020), ALL, [mdst(1), vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsSubRtnU32: "ds_sub_rtn_u32", Ds, op(0x021, 0x021, 0x021, 0x021), ALL, [mdst(1), vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsRsubRtnU32: "ds_rsub_rtn_u32", Ds, op(0x022, 0x022, 0x022, 0x022), ALL, [mdst(1), vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsIncRtnU32: "ds_inc_rtn_u32", Ds, op(0x023, 0x023, 0x023, 0x023), ALL, [mdst(1), vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsDecRtnU32: "ds_dec_rtn_u32", Ds, op(0x024, 0x024, 0x024, 0x024), ALL, [mdst(1), vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsMinRtnI32: "ds_min_rtn_i32", Ds, op(0x025, 0x025, 0x025, 0x025), ALL, [mdst(1), vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsMaxRtnI32: "ds_max_rtn_i32", Ds, op(0x026, 0x026, 0x026, 0x026), ALL, [mdst(1), vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsMinRtnU32: "ds_min_rtn_u32", Ds, op(0x027, 0x027, 0x027, 0x027), ALL, [mdst(1), vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsMaxRtnU32: "ds_max_rtn_u32", Ds, op(0x028, 0x028, 0x028, 0x028), ALL, [mdst(1), vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsAndRtnB32: "ds_and_rtn_b32", Ds, op(0x029, 0x029, 0x029, 0x029), ALL, [mdst(1), vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsOrRtnB32: "ds_or_rtn_b32", Ds, op(0x02a, 0x02a, 0x02a, 0x02a), ALL, [mdst(1), vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsXorRtnB32: "ds_xor_rtn_b32", Ds, op(0x02b, 0x02b, 0x02b, 0x02b), ALL, [mdst(1), vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsWrxchgRtnB32: "ds_wrxchg_rtn_b32", Ds, op(0x02d, 0x02d, 0x02d, 0x02d), ALL, [mdst(1), vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_storexchg_rtn_b32";
    DsMinRtnF32: "ds_min_rtn_f32", Ds, op(0x032, 0x032, 0x032, 0x032), ALL, [mdst(1), vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX12 "ds_min_num_rtn_f32";
    DsMaxRtnF32: "ds_max_rtn_f32", Ds, op(0x033, 0x033, 0x033, 0x033), ALL, [mdst(1), vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0), GFX12 "ds_max_num_rtn_f32";
    DsAddRtnF32: "ds_add_rtn_f32", Ds, op(0x035, 0x055, 0x079, 0x079), ALL, [mdst(1), vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsBpermuteB32: "ds_bpermute_b32", Ds, op(0x03f, 0x0b3, 0x0b3, 0x0b3), ALL, [mdst(1), vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsPermuteB32: "ds_permute_b32", Ds, op(0x03e, 0x0b2, 0x0b2, 0x0b2), ALL, [mdst(1), vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsAddRtnU64: "ds_add_rtn_u64", Ds, op(0x060, 0x060, 0x060, 0x060), ALL, [mdst(2), vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsSubRtnU64: "ds_sub_rtn_u64", Ds, op(0x061, 0x061, 0x061, 0x061), ALL, [mdst(2), vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsRsubRtnU64: "ds_rsub_rtn_u64", Ds, op(0x062, 0x062, 0x062, 0x062), ALL, [mdst(2), vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsIncRtnU64: "ds_inc_rtn_u64", Ds, op(0x063, 0x063, 0x063, 0x063), ALL, [mdst(2), vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsDecRtnU64: "ds_dec_rtn_u64", Ds, op(0x064, 0x064, 0x064, 0x064), ALL, [mdst(2), vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsMinRtnI64: "ds_min_rtn_i64", Ds, op(0x065, 0x065, 0x065, 0x065), ALL, [mdst(2), vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsMaxRtnI64: "ds_max_rtn_i64", Ds, op(0x066, 0x066, 0x066, 0x066), ALL, [mdst(2), vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsMinRtnU64: "ds_min_rtn_u64", Ds, op(0x067, 0x067, 0x067, 0x067), ALL, [mdst(2), vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsMaxRtnU64: "ds_max_rtn_u64", Ds, op(0x068, 0x068, 0x068, 0x068), ALL, [mdst(2), vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsAndRtnB64: "ds_and_rtn_b64", Ds, op(0x069, 0x069, 0x069, 0x069), ALL, [mdst(2), vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsOrRtnB64: "ds_or_rtn_b64", Ds, op(0x06a, 0x06a, 0x06a, 0x06a), ALL, [mdst(2), vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsXorRtnB64: "ds_xor_rtn_b64", Ds, op(0x06b, 0x06b, 0x06b, 0x06b), ALL, [mdst(2), vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsWrxchgRtnB64: "ds_wrxchg_rtn_b64", Ds, op(0x06d, 0x06d, 0x06d, 0x06d), ALL, [mdst(2), vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0), GFX11_UP "ds_storexchg_rtn_b64";
    DsMinRtnF64: "ds_min_rtn_f64", Ds, op(0x072, 0x072, 0x072, 0x072), ALL, [mdst(2), vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0), GFX12 "ds_min_num_rtn_f64";
    DsMaxRtnF64: "ds_max_rtn_f64", Ds, op(0x073, 0x073, 0x073, 0x073), ALL, [mdst(2), vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0), GFX12 "ds_max_num_rtn_f64";
    DsAddRtnF64: "ds_add_rtn_f64", Ds, op(0x07c, -1, -1, -1), GFX90A_UP, [mdst(2), vv(1), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsPkAddF16: "ds_pk_add_f16", Ds, op(0x017, -1, -1, 0x09a), GFX942_UP.or(GFX12), [vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsPkAddRtnF16: "ds_pk_add_rtn_f16", Ds, op(0x0b7, -1, -1, 0x0aa), GFX942_UP.or(GFX12), [mdst(1), vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsPkAddBf16: "ds_pk_add_bf16", Ds, op(0x018, -1, -1, 0x09b), GFX942_UP.or(GFX12), [vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsPkAddRtnBf16: "ds_pk_add_rtn_bf16", Ds, op(0x0b8, -1, -1, 0x0ab), GFX942_UP.or(GFX12), [mdst(1), vv(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsCmpstRtnB32: "ds_cmpst_rtn_b32", Ds, op(0x030, 0x030, -1, -1), GFX9.or(GFX10), [mdst(1), vv(1), mdata(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsCmpstRtnF32: "ds_cmpst_rtn_f32", Ds, op(0x031, 0x031, -1, -1), GFX9.or(GFX10), [mdst(1), vv(1), mdata(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsMskorRtnB32: "ds_mskor_rtn_b32", Ds, op(0x02c, 0x02c, 0x02c, 0x02c), ALL, [mdst(1), vv(1), mdata(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsCmpstRtnB64: "ds_cmpst_rtn_b64", Ds, op(0x070, 0x070, -1, -1), GFX9.or(GFX10), [mdst(2), vv(1), mdata(2), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsCmpstRtnF64: "ds_cmpst_rtn_f64", Ds, op(0x071, 0x071, -1, -1), GFX9.or(GFX10), [mdst(2), vv(1), mdata(2), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    // GFX11 ds_cmpstore: data0 is the new value, data1 the compare value
    // (the reverse of GFX9 ds_cmpst; llvm-mc -show-encoding -mcpu=gfx1100).
    DsCmpstoreB32: "ds_cmpstore_b32", Ds, op(-1, -1, 0x010, 0x010), GFX11_UP, [vv(1), mdata(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsCmpstoreF32: "ds_cmpstore_f32", Ds, op(-1, -1, 0x011, -1), GFX11, [vv(1), mdata(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsCmpstoreB64: "ds_cmpstore_b64", Ds, op(-1, -1, 0x050, 0x050), GFX11_UP, [vv(1), mdata(2), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsCmpstoreF64: "ds_cmpstore_f64", Ds, op(-1, -1, 0x051, -1), GFX11, [vv(1), mdata(2), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsCmpstoreRtnB32: "ds_cmpstore_rtn_b32", Ds, op(-1, -1, 0x030, 0x030), GFX11_UP, [mdst(1), vv(1), mdata(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsCmpstoreRtnF32: "ds_cmpstore_rtn_f32", Ds, op(-1, -1, 0x031, -1), GFX11, [mdst(1), vv(1), mdata(1), mdata(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsCmpstoreRtnB64: "ds_cmpstore_rtn_b64", Ds, op(-1, -1, 0x070, 0x070), GFX11_UP, [mdst(2), vv(1), mdata(2), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsCmpstoreRtnF64: "ds_cmpstore_rtn_f64", Ds, op(-1, -1, 0x071, -1), GFX11, [mdst(2), vv(1), mdata(2), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsMskorRtnB64: "ds_mskor_rtn_b64", Ds, op(0x06c, 0x06c, 0x06c, 0x06c), ALL, [mdst(2), vv(1), mdata(2), mdata(2)], imp(0), cnt(LGKM), hz(0), attr(0);
    DsSwizzleB32: "ds_swizzle_b32", Ds, op(0x03d, 0x035, 0x035, 0x035), ALL, [mdst(1), vv(1)], imp(0), cnt(LGKM), hz(0), attr(0);
    FlatLoadDword: "flat_load_dword", Flat, op(0x014, 0x00c, 0x014, 0x014), ALL, [mdst(1), vv(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_load_b32";
    FlatLoadDwordx2: "flat_load_dwordx2", Flat, op(0x015, 0x00d, 0x015, 0x015), ALL, [mdst(2), vv(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_load_b64";
    FlatLoadDwordx3: "flat_load_dwordx3", Flat, op(0x016, 0x00f, 0x016, 0x016), ALL, [mdst(3), vv(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_load_b96";
    FlatLoadDwordx4: "flat_load_dwordx4", Flat, op(0x017, 0x00e, 0x017, 0x017), ALL, [mdst(4), vv(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_load_b128";
    FlatLoadUbyte: "flat_load_ubyte", Flat, op(0x010, 0x008, 0x010, 0x010), ALL, [mdst(1), vv(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_load_u8";
    FlatLoadSbyte: "flat_load_sbyte", Flat, op(0x011, 0x009, 0x011, 0x011), ALL, [mdst(1), vv(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_load_i8";
    FlatLoadUshort: "flat_load_ushort", Flat, op(0x012, 0x00a, 0x012, 0x012), ALL, [mdst(1), vv(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_load_u16";
    FlatLoadSshort: "flat_load_sshort", Flat, op(0x013, 0x00b, 0x013, 0x013), ALL, [mdst(1), vv(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_load_i16";
    FlatLoadShortD16: "flat_load_short_d16", Flat, op(0x024, 0x024, 0x020, 0x020), ALL, [mdst(1), vv(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(D16), GFX11_UP "flat_load_d16_b16";
    FlatLoadShortD16Hi: "flat_load_short_d16_hi", Flat, op(0x025, 0x025, 0x023, 0x023), ALL, [mdst(1), vv(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(D16), GFX11_UP "flat_load_d16_hi_b16";
    FlatLoadUbyteD16: "flat_load_ubyte_d16", Flat, op(0x020, 0x020, 0x01e, 0x01e), ALL, [mdst(1), vv(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(D16), GFX11_UP "flat_load_d16_u8";
    FlatLoadUbyteD16Hi: "flat_load_ubyte_d16_hi", Flat, op(0x021, 0x021, 0x021, 0x021), ALL, [mdst(1), vv(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(D16), GFX11_UP "flat_load_d16_hi_u8";
    FlatLoadSbyteD16: "flat_load_sbyte_d16", Flat, op(0x022, 0x022, 0x01f, 0x01f), ALL, [mdst(1), vv(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(D16), GFX11_UP "flat_load_d16_i8";
    FlatLoadSbyteD16Hi: "flat_load_sbyte_d16_hi", Flat, op(0x023, 0x023, 0x022, 0x022), ALL, [mdst(1), vv(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(D16), GFX11_UP "flat_load_d16_hi_i8";
    FlatStoreDword: "flat_store_dword", Flat, op(0x01c, 0x01c, 0x01a, 0x01a), ALL, [vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_store_b32";
    FlatStoreDwordx2: "flat_store_dwordx2", Flat, op(0x01d, 0x01d, 0x01b, 0x01b), ALL, [vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_store_b64";
    FlatStoreDwordx3: "flat_store_dwordx3", Flat, op(0x01e, 0x01f, 0x01c, 0x01c), ALL, [vv(2), mdata(3)], imp(0), cnt(VM_LGKM), hz(VMEM | STORE_GT64), attr(0), GFX11_UP "flat_store_b96";
    FlatStoreDwordx4: "flat_store_dwordx4", Flat, op(0x01f, 0x01e, 0x01d, 0x01d), ALL, [vv(2), mdata(4)], imp(0), cnt(VM_LGKM), hz(VMEM | STORE_GT64), attr(0), GFX11_UP "flat_store_b128";
    FlatStoreByte: "flat_store_byte", Flat, op(0x018, 0x018, 0x018, 0x018), ALL, [vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_store_b8";
    FlatStoreShort: "flat_store_short", Flat, op(0x01a, 0x01a, 0x019, 0x019), ALL, [vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_store_b16";
    FlatStoreByteD16Hi: "flat_store_byte_d16_hi", Flat, op(0x019, 0x019, 0x024, 0x024), ALL, [vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_store_d16_hi_b8";
    FlatStoreShortD16Hi: "flat_store_short_d16_hi", Flat, op(0x01b, 0x01b, 0x025, 0x025), ALL, [vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_store_d16_hi_b16";
    GlobalLoadDword: "global_load_dword", Global, op(0x014, 0x00c, 0x014, 0x014), ALL, [mdst(1), vv(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_load_b32";
    GlobalLoadDwordx2: "global_load_dwordx2", Global, op(0x015, 0x00d, 0x015, 0x015), ALL, [mdst(2), vv(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_load_b64";
    GlobalLoadDwordx3: "global_load_dwordx3", Global, op(0x016, 0x00f, 0x016, 0x016), ALL, [mdst(3), vv(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_load_b96";
    GlobalLoadDwordx4: "global_load_dwordx4", Global, op(0x017, 0x00e, 0x017, 0x017), ALL, [mdst(4), vv(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_load_b128";
    GlobalLoadUbyte: "global_load_ubyte", Global, op(0x010, 0x008, 0x010, 0x010), ALL, [mdst(1), vv(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_load_u8";
    GlobalLoadSbyte: "global_load_sbyte", Global, op(0x011, 0x009, 0x011, 0x011), ALL, [mdst(1), vv(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_load_i8";
    GlobalLoadUshort: "global_load_ushort", Global, op(0x012, 0x00a, 0x012, 0x012), ALL, [mdst(1), vv(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_load_u16";
    GlobalLoadSshort: "global_load_sshort", Global, op(0x013, 0x00b, 0x013, 0x013), ALL, [mdst(1), vv(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_load_i16";
    GlobalLoadShortD16: "global_load_short_d16", Global, op(0x024, 0x024, 0x020, 0x020), ALL, [mdst(1), vv(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(D16), GFX11_UP "global_load_d16_b16";
    GlobalLoadShortD16Hi: "global_load_short_d16_hi", Global, op(0x025, 0x025, 0x023, 0x023), ALL, [mdst(1), vv(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(D16), GFX11_UP "global_load_d16_hi_b16";
    GlobalLoadUbyteD16: "global_load_ubyte_d16", Global, op(0x020, 0x020, 0x01e, 0x01e), ALL, [mdst(1), vv(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(D16), GFX11_UP "global_load_d16_u8";
    GlobalLoadUbyteD16Hi: "global_load_ubyte_d16_hi", Global, op(0x021, 0x021, 0x021, 0x021), ALL, [mdst(1), vv(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(D16), GFX11_UP "global_load_d16_hi_u8";
    GlobalLoadSbyteD16: "global_load_sbyte_d16", Global, op(0x022, 0x022, 0x01f, 0x01f), ALL, [mdst(1), vv(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(D16), GFX11_UP "global_load_d16_i8";
    GlobalLoadSbyteD16Hi: "global_load_sbyte_d16_hi", Global, op(0x023, 0x023, 0x022, 0x022), ALL, [mdst(1), vv(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(D16), GFX11_UP "global_load_d16_hi_i8";
    GlobalStoreDword: "global_store_dword", Global, op(0x01c, 0x01c, 0x01a, 0x01a), ALL, [vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_store_b32";
    GlobalStoreDwordx2: "global_store_dwordx2", Global, op(0x01d, 0x01d, 0x01b, 0x01b), ALL, [vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_store_b64";
    GlobalStoreDwordx3: "global_store_dwordx3", Global, op(0x01e, 0x01f, 0x01c, 0x01c), ALL, [vv(2), mdata(3), SADDR], imp(0), cnt(VM), hz(VMEM | STORE_GT64), attr(0), GFX11_UP "global_store_b96";
    GlobalStoreDwordx4: "global_store_dwordx4", Global, op(0x01f, 0x01e, 0x01d, 0x01d), ALL, [vv(2), mdata(4), SADDR], imp(0), cnt(VM), hz(VMEM | STORE_GT64), attr(0), GFX11_UP "global_store_b128";
    GlobalStoreByte: "global_store_byte", Global, op(0x018, 0x018, 0x018, 0x018), ALL, [vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_store_b8";
    GlobalStoreShort: "global_store_short", Global, op(0x01a, 0x01a, 0x019, 0x019), ALL, [vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_store_b16";
    GlobalStoreByteD16Hi: "global_store_byte_d16_hi", Global, op(0x019, 0x019, 0x024, 0x024), ALL, [vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_store_d16_hi_b8";
    GlobalStoreShortD16Hi: "global_store_short_d16_hi", Global, op(0x01b, 0x01b, 0x025, 0x025), ALL, [vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_store_d16_hi_b16";
    ScratchLoadDword: "scratch_load_dword", Scratch, op(0x014, 0x00c, 0x014, 0x014), ALL, [mdst(1), VADDR_OPT, SADDR_OPT], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "scratch_load_b32";
    ScratchLoadDwordx2: "scratch_load_dwordx2", Scratch, op(0x015, 0x00d, 0x015, 0x015), ALL, [mdst(2), VADDR_OPT, SADDR_OPT], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "scratch_load_b64";
    ScratchLoadDwordx3: "scratch_load_dwordx3", Scratch, op(0x016, 0x00f, 0x016, 0x016), ALL, [mdst(3), VADDR_OPT, SADDR_OPT], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "scratch_load_b96";
    ScratchLoadDwordx4: "scratch_load_dwordx4", Scratch, op(0x017, 0x00e, 0x017, 0x017), ALL, [mdst(4), VADDR_OPT, SADDR_OPT], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "scratch_load_b128";
    ScratchLoadUbyte: "scratch_load_ubyte", Scratch, op(0x010, 0x008, 0x010, 0x010), ALL, [mdst(1), VADDR_OPT, SADDR_OPT], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "scratch_load_u8";
    ScratchLoadSbyte: "scratch_load_sbyte", Scratch, op(0x011, 0x009, 0x011, 0x011), ALL, [mdst(1), VADDR_OPT, SADDR_OPT], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "scratch_load_i8";
    ScratchLoadUshort: "scratch_load_ushort", Scratch, op(0x012, 0x00a, 0x012, 0x012), ALL, [mdst(1), VADDR_OPT, SADDR_OPT], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "scratch_load_u16";
    ScratchLoadSshort: "scratch_load_sshort", Scratch, op(0x013, 0x00b, 0x013, 0x013), ALL, [mdst(1), VADDR_OPT, SADDR_OPT], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "scratch_load_i16";
    ScratchLoadShortD16: "scratch_load_short_d16", Scratch, op(0x024, 0x024, 0x020, 0x020), ALL, [mdst(1), VADDR_OPT, SADDR_OPT], imp(0), cnt(VM), hz(VMEM), attr(D16), GFX11_UP "scratch_load_d16_b16";
    ScratchLoadShortD16Hi: "scratch_load_short_d16_hi", Scratch, op(0x025, 0x025, 0x023, 0x023), ALL, [mdst(1), VADDR_OPT, SADDR_OPT], imp(0), cnt(VM), hz(VMEM), attr(D16), GFX11_UP "scratch_load_d16_hi_b16";
    ScratchLoadUbyteD16: "scratch_load_ubyte_d16", Scratch, op(0x020, 0x020, 0x01e, 0x01e), ALL, [mdst(1), VADDR_OPT, SADDR_OPT], imp(0), cnt(VM), hz(VMEM), attr(D16), GFX11_UP "scratch_load_d16_u8";
    ScratchLoadUbyteD16Hi: "scratch_load_ubyte_d16_hi", Scratch, op(0x021, 0x021, 0x021, 0x021), ALL, [mdst(1), VADDR_OPT, SADDR_OPT], imp(0), cnt(VM), hz(VMEM), attr(D16), GFX11_UP "scratch_load_d16_hi_u8";
    ScratchLoadSbyteD16: "scratch_load_sbyte_d16", Scratch, op(0x022, 0x022, 0x01f, 0x01f), ALL, [mdst(1), VADDR_OPT, SADDR_OPT], imp(0), cnt(VM), hz(VMEM), attr(D16), GFX11_UP "scratch_load_d16_i8";
    ScratchLoadSbyteD16Hi: "scratch_load_sbyte_d16_hi", Scratch, op(0x023, 0x023, 0x022, 0x022), ALL, [mdst(1), VADDR_OPT, SADDR_OPT], imp(0), cnt(VM), hz(VMEM), attr(D16), GFX11_UP "scratch_load_d16_hi_i8";
    ScratchStoreDword: "scratch_store_dword", Scratch, op(0x01c, 0x01c, 0x01a, 0x01a), ALL, [VADDR_OPT, mdata(1), SADDR_OPT], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "scratch_store_b32";
    ScratchStoreDwordx2: "scratch_store_dwordx2", Scratch, op(0x01d, 0x01d, 0x01b, 0x01b), ALL, [VADDR_OPT, mdata(2), SADDR_OPT], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "scratch_store_b64";
    ScratchStoreDwordx3: "scratch_store_dwordx3", Scratch, op(0x01e, 0x01f, 0x01c, 0x01c), ALL, [VADDR_OPT, mdata(3), SADDR_OPT], imp(0), cnt(VM), hz(VMEM | STORE_GT64), attr(0), GFX11_UP "scratch_store_b96";
    ScratchStoreDwordx4: "scratch_store_dwordx4", Scratch, op(0x01f, 0x01e, 0x01d, 0x01d), ALL, [VADDR_OPT, mdata(4), SADDR_OPT], imp(0), cnt(VM), hz(VMEM | STORE_GT64), attr(0), GFX11_UP "scratch_store_b128";
    ScratchStoreByte: "scratch_store_byte", Scratch, op(0x018, 0x018, 0x018, 0x018), ALL, [VADDR_OPT, mdata(1), SADDR_OPT], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "scratch_store_b8";
    ScratchStoreShort: "scratch_store_short", Scratch, op(0x01a, 0x01a, 0x019, 0x019), ALL, [VADDR_OPT, mdata(1), SADDR_OPT], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "scratch_store_b16";
    ScratchStoreByteD16Hi: "scratch_store_byte_d16_hi", Scratch, op(0x019, 0x019, 0x024, 0x024), ALL, [VADDR_OPT, mdata(1), SADDR_OPT], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "scratch_store_d16_hi_b8";
    ScratchStoreShortD16Hi: "scratch_store_short_d16_hi", Scratch, op(0x01b, 0x01b, 0x025, 0x025), ALL, [VADDR_OPT, mdata(1), SADDR_OPT], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "scratch_store_d16_hi_b16";
    FlatAtomicSwap: "flat_atomic_swap", Flat, op(0x040, 0x030, 0x033, 0x033), ALL, [vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_atomic_swap_b32";
    FlatAtomicSwapRtn: "flat_atomic_swap", Flat, op(0x040, 0x030, 0x033, 0x033), ALL, [mdst(1), vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN), GFX11_UP "flat_atomic_swap_b32";
    FlatAtomicSwapX2: "flat_atomic_swap_x2", Flat, op(0x060, 0x050, 0x041, 0x041), ALL, [vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_atomic_swap_b64";
    FlatAtomicSwapX2Rtn: "flat_atomic_swap_x2", Flat, op(0x060, 0x050, 0x041, 0x041), ALL, [mdst(2), vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN), GFX11_UP "flat_atomic_swap_b64";
    FlatAtomicAdd: "flat_atomic_add", Flat, op(0x042, 0x032, 0x035, 0x035), ALL, [vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_atomic_add_u32";
    FlatAtomicAddRtn: "flat_atomic_add", Flat, op(0x042, 0x032, 0x035, 0x035), ALL, [mdst(1), vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN), GFX11_UP "flat_atomic_add_u32";
    FlatAtomicAddX2: "flat_atomic_add_x2", Flat, op(0x062, 0x052, 0x043, 0x043), ALL, [vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_atomic_add_u64";
    FlatAtomicAddX2Rtn: "flat_atomic_add_x2", Flat, op(0x062, 0x052, 0x043, 0x043), ALL, [mdst(2), vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN), GFX11_UP "flat_atomic_add_u64";
    FlatAtomicSub: "flat_atomic_sub", Flat, op(0x043, 0x033, 0x036, 0x036), ALL, [vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_atomic_sub_u32";
    FlatAtomicSubRtn: "flat_atomic_sub", Flat, op(0x043, 0x033, 0x036, 0x036), ALL, [mdst(1), vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN), GFX11_UP "flat_atomic_sub_u32";
    FlatAtomicSubX2: "flat_atomic_sub_x2", Flat, op(0x063, 0x053, 0x044, 0x044), ALL, [vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_atomic_sub_u64";
    FlatAtomicSubX2Rtn: "flat_atomic_sub_x2", Flat, op(0x063, 0x053, 0x044, 0x044), ALL, [mdst(2), vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN), GFX11_UP "flat_atomic_sub_u64";
    FlatAtomicSmin: "flat_atomic_smin", Flat, op(0x044, 0x035, 0x038, 0x038), ALL, [vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_atomic_min_i32";
    FlatAtomicSminRtn: "flat_atomic_smin", Flat, op(0x044, 0x035, 0x038, 0x038), ALL, [mdst(1), vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN), GFX11_UP "flat_atomic_min_i32";
    FlatAtomicSminX2: "flat_atomic_smin_x2", Flat, op(0x064, 0x055, 0x045, 0x045), ALL, [vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_atomic_min_i64";
    FlatAtomicSminX2Rtn: "flat_atomic_smin_x2", Flat, op(0x064, 0x055, 0x045, 0x045), ALL, [mdst(2), vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN), GFX11_UP "flat_atomic_min_i64";
    FlatAtomicUmin: "flat_atomic_umin", Flat, op(0x045, 0x036, 0x039, 0x039), ALL, [vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_atomic_min_u32";
    FlatAtomicUminRtn: "flat_atomic_umin", Flat, op(0x045, 0x036, 0x039, 0x039), ALL, [mdst(1), vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN), GFX11_UP "flat_atomic_min_u32";
    FlatAtomicUminX2: "flat_atomic_umin_x2", Flat, op(0x065, 0x056, 0x046, 0x046), ALL, [vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_atomic_min_u64";
    FlatAtomicUminX2Rtn: "flat_atomic_umin_x2", Flat, op(0x065, 0x056, 0x046, 0x046), ALL, [mdst(2), vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN), GFX11_UP "flat_atomic_min_u64";
    FlatAtomicSmax: "flat_atomic_smax", Flat, op(0x046, 0x037, 0x03a, 0x03a), ALL, [vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_atomic_max_i32";
    FlatAtomicSmaxRtn: "flat_atomic_smax", Flat, op(0x046, 0x037, 0x03a, 0x03a), ALL, [mdst(1), vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN), GFX11_UP "flat_atomic_max_i32";
    FlatAtomicSmaxX2: "flat_atomic_smax_x2", Flat, op(0x066, 0x057, 0x047, 0x047), ALL, [vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_atomic_max_i64";
    FlatAtomicSmaxX2Rtn: "flat_atomic_smax_x2", Flat, op(0x066, 0x057, 0x047, 0x047), ALL, [mdst(2), vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN), GFX11_UP "flat_atomic_max_i64";
    FlatAtomicUmax: "flat_atomic_umax", Flat, op(0x047, 0x038, 0x03b, 0x03b), ALL, [vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_atomic_max_u32";
    FlatAtomicUmaxRtn: "flat_atomic_umax", Flat, op(0x047, 0x038, 0x03b, 0x03b), ALL, [mdst(1), vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN), GFX11_UP "flat_atomic_max_u32";
    FlatAtomicUmaxX2: "flat_atomic_umax_x2", Flat, op(0x067, 0x058, 0x048, 0x048), ALL, [vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_atomic_max_u64";
    FlatAtomicUmaxX2Rtn: "flat_atomic_umax_x2", Flat, op(0x067, 0x058, 0x048, 0x048), ALL, [mdst(2), vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN), GFX11_UP "flat_atomic_max_u64";
    FlatAtomicAnd: "flat_atomic_and", Flat, op(0x048, 0x039, 0x03c, 0x03c), ALL, [vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_atomic_and_b32";
    FlatAtomicAndRtn: "flat_atomic_and", Flat, op(0x048, 0x039, 0x03c, 0x03c), ALL, [mdst(1), vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN), GFX11_UP "flat_atomic_and_b32";
    FlatAtomicAndX2: "flat_atomic_and_x2", Flat, op(0x068, 0x059, 0x049, 0x049), ALL, [vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_atomic_and_b64";
    FlatAtomicAndX2Rtn: "flat_atomic_and_x2", Flat, op(0x068, 0x059, 0x049, 0x049), ALL, [mdst(2), vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN), GFX11_UP "flat_atomic_and_b64";
    FlatAtomicOr: "flat_atomic_or", Flat, op(0x049, 0x03a, 0x03d, 0x03d), ALL, [vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_atomic_or_b32";
    FlatAtomicOrRtn: "flat_atomic_or", Flat, op(0x049, 0x03a, 0x03d, 0x03d), ALL, [mdst(1), vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN), GFX11_UP "flat_atomic_or_b32";
    FlatAtomicOrX2: "flat_atomic_or_x2", Flat, op(0x069, 0x05a, 0x04a, 0x04a), ALL, [vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_atomic_or_b64";
    FlatAtomicOrX2Rtn: "flat_atomic_or_x2", Flat, op(0x069, 0x05a, 0x04a, 0x04a), ALL, [mdst(2), vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN), GFX11_UP "flat_atomic_or_b64";
    FlatAtomicXor: "flat_atomic_xor", Flat, op(0x04a, 0x03b, 0x03e, 0x03e), ALL, [vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_atomic_xor_b32";
    FlatAtomicXorRtn: "flat_atomic_xor", Flat, op(0x04a, 0x03b, 0x03e, 0x03e), ALL, [mdst(1), vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN), GFX11_UP "flat_atomic_xor_b32";
    FlatAtomicXorX2: "flat_atomic_xor_x2", Flat, op(0x06a, 0x05b, 0x04b, 0x04b), ALL, [vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_atomic_xor_b64";
    FlatAtomicXorX2Rtn: "flat_atomic_xor_x2", Flat, op(0x06a, 0x05b, 0x04b, 0x04b), ALL, [mdst(2), vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN), GFX11_UP "flat_atomic_xor_b64";
    FlatAtomicInc: "flat_atomic_inc", Flat, op(0x04b, 0x03c, 0x03f, 0x03f), ALL, [vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_atomic_inc_u32";
    FlatAtomicIncRtn: "flat_atomic_inc", Flat, op(0x04b, 0x03c, 0x03f, 0x03f), ALL, [mdst(1), vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN), GFX11_UP "flat_atomic_inc_u32";
    FlatAtomicIncX2: "flat_atomic_inc_x2", Flat, op(0x06b, 0x05c, 0x04c, 0x04c), ALL, [vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_atomic_inc_u64";
    FlatAtomicIncX2Rtn: "flat_atomic_inc_x2", Flat, op(0x06b, 0x05c, 0x04c, 0x04c), ALL, [mdst(2), vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN), GFX11_UP "flat_atomic_inc_u64";
    FlatAtomicDec: "flat_atomic_dec", Flat, op(0x04c, 0x03d, 0x040, 0x040), ALL, [vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_atomic_dec_u32";
    FlatAtomicDecRtn: "flat_atomic_dec", Flat, op(0x04c, 0x03d, 0x040, 0x040), ALL, [mdst(1), vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN), GFX11_UP "flat_atomic_dec_u32";
    FlatAtomicDecX2: "flat_atomic_dec_x2", Flat, op(0x06c, 0x05d, 0x04d, 0x04d), ALL, [vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_atomic_dec_u64";
    FlatAtomicDecX2Rtn: "flat_atomic_dec_x2", Flat, op(0x06c, 0x05d, 0x04d, 0x04d), ALL, [mdst(2), vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN), GFX11_UP "flat_atomic_dec_u64";
    FlatAtomicCmpswap: "flat_atomic_cmpswap", Flat, op(0x041, 0x031, 0x034, 0x034), ALL, [vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0), GFX11_UP "flat_atomic_cmpswap_b32";
    FlatAtomicCmpswapRtn: "flat_atomic_cmpswap", Flat, op(0x041, 0x031, 0x034, 0x034), ALL, [mdst(1), vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN), GFX11_UP "flat_atomic_cmpswap_b32";
    FlatAtomicCmpswapX2: "flat_atomic_cmpswap_x2", Flat, op(0x061, 0x051, 0x042, 0x042), ALL, [vv(2), mdata(4)], imp(0), cnt(VM_LGKM), hz(VMEM | STORE_GT64), attr(0), GFX11_UP "flat_atomic_cmpswap_b64";
    FlatAtomicCmpswapX2Rtn: "flat_atomic_cmpswap_x2", Flat, op(0x061, 0x051, 0x042, 0x042), ALL, [mdst(2), vv(2), mdata(4)], imp(0), cnt(VM_LGKM), hz(VMEM | STORE_GT64), attr(RTN), GFX11_UP "flat_atomic_cmpswap_b64";
    FlatAtomicAddF32: "flat_atomic_add_f32", Flat, op(0x04d, -1, 0x056, 0x056), GFX942_UP.or(GFX11_UP), [vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0);
    FlatAtomicAddF32Rtn: "flat_atomic_add_f32", Flat, op(0x04d, -1, -1, 0x056), GFX942_UP.or(GFX12), [mdst(1), vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN);
    FlatAtomicPkAddF16: "flat_atomic_pk_add_f16", Flat, op(0x04e, -1, -1, 0x059), GFX942_UP.or(GFX12), [vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0);
    FlatAtomicPkAddF16Rtn: "flat_atomic_pk_add_f16", Flat, op(0x04e, -1, -1, 0x059), GFX942_UP.or(GFX12), [mdst(1), vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN);
    FlatAtomicAddF64: "flat_atomic_add_f64", Flat, op(0x04f, -1, -1, -1), GFX90A_UP, [vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0);
    FlatAtomicAddF64Rtn: "flat_atomic_add_f64", Flat, op(0x04f, -1, -1, -1), GFX90A_UP, [mdst(2), vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN);
    FlatAtomicMinF64: "flat_atomic_min_f64", Flat, op(0x050, -1, -1, -1), GFX90A_UP, [vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0);
    FlatAtomicMinF64Rtn: "flat_atomic_min_f64", Flat, op(0x050, -1, -1, -1), GFX90A_UP, [mdst(2), vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN);
    FlatAtomicMaxF64: "flat_atomic_max_f64", Flat, op(0x051, -1, -1, -1), GFX90A_UP, [vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0);
    FlatAtomicMaxF64Rtn: "flat_atomic_max_f64", Flat, op(0x051, -1, -1, -1), GFX90A_UP, [mdst(2), vv(2), mdata(2)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN);
    FlatAtomicPkAddBf16: "flat_atomic_pk_add_bf16", Flat, op(0x052, -1, -1, 0x05a), GFX942_UP.or(GFX12), [vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(0);
    FlatAtomicPkAddBf16Rtn: "flat_atomic_pk_add_bf16", Flat, op(0x052, -1, -1, 0x05a), GFX942_UP.or(GFX12), [mdst(1), vv(2), mdata(1)], imp(0), cnt(VM_LGKM), hz(VMEM), attr(RTN);
    GlobalAtomicSwap: "global_atomic_swap", Global, op(0x040, 0x030, 0x033, 0x033), ALL, [vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_atomic_swap_b32";
    GlobalAtomicSwapRtn: "global_atomic_swap", Global, op(0x040, 0x030, 0x033, 0x033), ALL, [mdst(1), vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "global_atomic_swap_b32";
    GlobalAtomicSwapX2: "global_atomic_swap_x2", Global, op(0x060, 0x050, 0x041, 0x041), ALL, [vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_atomic_swap_b64";
    GlobalAtomicSwapX2Rtn: "global_atomic_swap_x2", Global, op(0x060, 0x050, 0x041, 0x041), ALL, [mdst(2), vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "global_atomic_swap_b64";
    GlobalAtomicAdd: "global_atomic_add", Global, op(0x042, 0x032, 0x035, 0x035), ALL, [vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_atomic_add_u32";
    GlobalAtomicAddRtn: "global_atomic_add", Global, op(0x042, 0x032, 0x035, 0x035), ALL, [mdst(1), vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "global_atomic_add_u32";
    GlobalAtomicAddX2: "global_atomic_add_x2", Global, op(0x062, 0x052, 0x043, 0x043), ALL, [vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_atomic_add_u64";
    GlobalAtomicAddX2Rtn: "global_atomic_add_x2", Global, op(0x062, 0x052, 0x043, 0x043), ALL, [mdst(2), vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "global_atomic_add_u64";
    GlobalAtomicSub: "global_atomic_sub", Global, op(0x043, 0x033, 0x036, 0x036), ALL, [vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_atomic_sub_u32";
    GlobalAtomicSubRtn: "global_atomic_sub", Global, op(0x043, 0x033, 0x036, 0x036), ALL, [mdst(1), vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "global_atomic_sub_u32";
    GlobalAtomicSubX2: "global_atomic_sub_x2", Global, op(0x063, 0x053, 0x044, 0x044), ALL, [vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_atomic_sub_u64";
    GlobalAtomicSubX2Rtn: "global_atomic_sub_x2", Global, op(0x063, 0x053, 0x044, 0x044), ALL, [mdst(2), vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "global_atomic_sub_u64";
    GlobalAtomicSmin: "global_atomic_smin", Global, op(0x044, 0x035, 0x038, 0x038), ALL, [vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_atomic_min_i32";
    GlobalAtomicSminRtn: "global_atomic_smin", Global, op(0x044, 0x035, 0x038, 0x038), ALL, [mdst(1), vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "global_atomic_min_i32";
    GlobalAtomicSminX2: "global_atomic_smin_x2", Global, op(0x064, 0x055, 0x045, 0x045), ALL, [vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_atomic_min_i64";
    GlobalAtomicSminX2Rtn: "global_atomic_smin_x2", Global, op(0x064, 0x055, 0x045, 0x045), ALL, [mdst(2), vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "global_atomic_min_i64";
    GlobalAtomicUmin: "global_atomic_umin", Global, op(0x045, 0x036, 0x039, 0x039), ALL, [vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_atomic_min_u32";
    GlobalAtomicUminRtn: "global_atomic_umin", Global, op(0x045, 0x036, 0x039, 0x039), ALL, [mdst(1), vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "global_atomic_min_u32";
    GlobalAtomicUminX2: "global_atomic_umin_x2", Global, op(0x065, 0x056, 0x046, 0x046), ALL, [vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_atomic_min_u64";
    GlobalAtomicUminX2Rtn: "global_atomic_umin_x2", Global, op(0x065, 0x056, 0x046, 0x046), ALL, [mdst(2), vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "global_atomic_min_u64";
    GlobalAtomicSmax: "global_atomic_smax", Global, op(0x046, 0x037, 0x03a, 0x03a), ALL, [vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_atomic_max_i32";
    GlobalAtomicSmaxRtn: "global_atomic_smax", Global, op(0x046, 0x037, 0x03a, 0x03a), ALL, [mdst(1), vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "global_atomic_max_i32";
    GlobalAtomicSmaxX2: "global_atomic_smax_x2", Global, op(0x066, 0x057, 0x047, 0x047), ALL, [vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_atomic_max_i64";
    GlobalAtomicSmaxX2Rtn: "global_atomic_smax_x2", Global, op(0x066, 0x057, 0x047, 0x047), ALL, [mdst(2), vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "global_atomic_max_i64";
    GlobalAtomicUmax: "global_atomic_umax", Global, op(0x047, 0x038, 0x03b, 0x03b), ALL, [vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_atomic_max_u32";
    GlobalAtomicUmaxRtn: "global_atomic_umax", Global, op(0x047, 0x038, 0x03b, 0x03b), ALL, [mdst(1), vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "global_atomic_max_u32";
    GlobalAtomicUmaxX2: "global_atomic_umax_x2", Global, op(0x067, 0x058, 0x048, 0x048), ALL, [vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_atomic_max_u64";
    GlobalAtomicUmaxX2Rtn: "global_atomic_umax_x2", Global, op(0x067, 0x058, 0x048, 0x048), ALL, [mdst(2), vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "global_atomic_max_u64";
    GlobalAtomicAnd: "global_atomic_and", Global, op(0x048, 0x039, 0x03c, 0x03c), ALL, [vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_atomic_and_b32";
    GlobalAtomicAndRtn: "global_atomic_and", Global, op(0x048, 0x039, 0x03c, 0x03c), ALL, [mdst(1), vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "global_atomic_and_b32";
    GlobalAtomicAndX2: "global_atomic_and_x2", Global, op(0x068, 0x059, 0x049, 0x049), ALL, [vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_atomic_and_b64";
    GlobalAtomicAndX2Rtn: "global_atomic_and_x2", Global, op(0x068, 0x059, 0x049, 0x049), ALL, [mdst(2), vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "global_atomic_and_b64";
    GlobalAtomicOr: "global_atomic_or", Global, op(0x049, 0x03a, 0x03d, 0x03d), ALL, [vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_atomic_or_b32";
    GlobalAtomicOrRtn: "global_atomic_or", Global, op(0x049, 0x03a, 0x03d, 0x03d), ALL, [mdst(1), vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "global_atomic_or_b32";
    GlobalAtomicOrX2: "global_atomic_or_x2", Global, op(0x069, 0x05a, 0x04a, 0x04a), ALL, [vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_atomic_or_b64";
    GlobalAtomicOrX2Rtn: "global_atomic_or_x2", Global, op(0x069, 0x05a, 0x04a, 0x04a), ALL, [mdst(2), vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "global_atomic_or_b64";
    GlobalAtomicXor: "global_atomic_xor", Global, op(0x04a, 0x03b, 0x03e, 0x03e), ALL, [vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_atomic_xor_b32";
    GlobalAtomicXorRtn: "global_atomic_xor", Global, op(0x04a, 0x03b, 0x03e, 0x03e), ALL, [mdst(1), vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "global_atomic_xor_b32";
    GlobalAtomicXorX2: "global_atomic_xor_x2", Global, op(0x06a, 0x05b, 0x04b, 0x04b), ALL, [vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_atomic_xor_b64";
    GlobalAtomicXorX2Rtn: "global_atomic_xor_x2", Global, op(0x06a, 0x05b, 0x04b, 0x04b), ALL, [mdst(2), vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "global_atomic_xor_b64";
    GlobalAtomicInc: "global_atomic_inc", Global, op(0x04b, 0x03c, 0x03f, 0x03f), ALL, [vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_atomic_inc_u32";
    GlobalAtomicIncRtn: "global_atomic_inc", Global, op(0x04b, 0x03c, 0x03f, 0x03f), ALL, [mdst(1), vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "global_atomic_inc_u32";
    GlobalAtomicIncX2: "global_atomic_inc_x2", Global, op(0x06b, 0x05c, 0x04c, 0x04c), ALL, [vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_atomic_inc_u64";
    GlobalAtomicIncX2Rtn: "global_atomic_inc_x2", Global, op(0x06b, 0x05c, 0x04c, 0x04c), ALL, [mdst(2), vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "global_atomic_inc_u64";
    GlobalAtomicDec: "global_atomic_dec", Global, op(0x04c, 0x03d, 0x040, 0x040), ALL, [vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_atomic_dec_u32";
    GlobalAtomicDecRtn: "global_atomic_dec", Global, op(0x04c, 0x03d, 0x040, 0x040), ALL, [mdst(1), vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "global_atomic_dec_u32";
    GlobalAtomicDecX2: "global_atomic_dec_x2", Global, op(0x06c, 0x05d, 0x04d, 0x04d), ALL, [vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_atomic_dec_u64";
    GlobalAtomicDecX2Rtn: "global_atomic_dec_x2", Global, op(0x06c, 0x05d, 0x04d, 0x04d), ALL, [mdst(2), vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "global_atomic_dec_u64";
    GlobalAtomicCmpswap: "global_atomic_cmpswap", Global, op(0x041, 0x031, 0x034, 0x034), ALL, [vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "global_atomic_cmpswap_b32";
    GlobalAtomicCmpswapRtn: "global_atomic_cmpswap", Global, op(0x041, 0x031, 0x034, 0x034), ALL, [mdst(1), vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "global_atomic_cmpswap_b32";
    GlobalAtomicCmpswapX2: "global_atomic_cmpswap_x2", Global, op(0x061, 0x051, 0x042, 0x042), ALL, [vv(2), mdata(4), SADDR], imp(0), cnt(VM), hz(VMEM | STORE_GT64), attr(0), GFX11_UP "global_atomic_cmpswap_b64";
    GlobalAtomicCmpswapX2Rtn: "global_atomic_cmpswap_x2", Global, op(0x061, 0x051, 0x042, 0x042), ALL, [mdst(2), vv(2), mdata(4), SADDR], imp(0), cnt(VM), hz(VMEM | STORE_GT64), attr(RTN), GFX11_UP "global_atomic_cmpswap_b64";
    GlobalAtomicAddF32: "global_atomic_add_f32", Global, op(0x04d, -1, 0x056, 0x056), GFX908_UP.or(GFX11_UP), [vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0);
    GlobalAtomicAddF32Rtn: "global_atomic_add_f32", Global, op(0x04d, -1, 0x056, 0x056), GFX90A_UP.or(GFX11_UP), [mdst(1), vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN);
    GlobalAtomicPkAddF16: "global_atomic_pk_add_f16", Global, op(0x04e, -1, -1, 0x059), GFX908_UP.or(GFX12), [vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0);
    GlobalAtomicPkAddF16Rtn: "global_atomic_pk_add_f16", Global, op(0x04e, -1, -1, 0x059), GFX90A_UP.or(GFX12), [mdst(1), vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN);
    GlobalAtomicAddF64: "global_atomic_add_f64", Global, op(0x04f, -1, -1, -1), GFX90A_UP, [vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0);
    GlobalAtomicAddF64Rtn: "global_atomic_add_f64", Global, op(0x04f, -1, -1, -1), GFX90A_UP, [mdst(2), vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN);
    GlobalAtomicMinF64: "global_atomic_min_f64", Global, op(0x050, -1, -1, -1), GFX90A_UP, [vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0);
    GlobalAtomicMinF64Rtn: "global_atomic_min_f64", Global, op(0x050, -1, -1, -1), GFX90A_UP, [mdst(2), vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN);
    GlobalAtomicMaxF64: "global_atomic_max_f64", Global, op(0x051, -1, -1, -1), GFX90A_UP, [vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0);
    GlobalAtomicMaxF64Rtn: "global_atomic_max_f64", Global, op(0x051, -1, -1, -1), GFX90A_UP, [mdst(2), vv(2), mdata(2), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN);
    GlobalAtomicPkAddBf16: "global_atomic_pk_add_bf16", Global, op(0x052, -1, -1, 0x05a), GFX942_UP.or(GFX12), [vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(0);
    GlobalAtomicPkAddBf16Rtn: "global_atomic_pk_add_bf16", Global, op(0x052, -1, -1, 0x05a), GFX942_UP.or(GFX12), [mdst(1), vv(2), mdata(1), SADDR], imp(0), cnt(VM), hz(VMEM), attr(RTN);
    GlobalWb: "global_wb", Global, op(-1, -1, -1, 0x02c), GFX12, [], imp(0), cnt(VM), hz(VMEM), attr(0);
    GlobalInv: "global_inv", Global, op(-1, -1, -1, 0x02b), GFX12, [], imp(0), cnt(VM | LOAD), hz(VMEM), attr(0);
    BufferLoadDword: "buffer_load_dword", Mubuf, op(0x014, 0x00c, 0x014, 0x014), ALL, [mdst(1), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "buffer_load_b32";
    BufferLoadDwordx2: "buffer_load_dwordx2", Mubuf, op(0x015, 0x00d, 0x015, 0x015), ALL, [mdst(2), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "buffer_load_b64";
    BufferLoadDwordx3: "buffer_load_dwordx3", Mubuf, op(0x016, 0x00f, 0x016, 0x016), ALL, [mdst(3), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "buffer_load_b96";
    BufferLoadDwordx4: "buffer_load_dwordx4", Mubuf, op(0x017, 0x00e, 0x017, 0x017), ALL, [mdst(4), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "buffer_load_b128";
    BufferLoadUbyte: "buffer_load_ubyte", Mubuf, op(0x010, 0x008, 0x010, 0x010), ALL, [mdst(1), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "buffer_load_u8";
    BufferLoadSbyte: "buffer_load_sbyte", Mubuf, op(0x011, 0x009, 0x011, 0x011), ALL, [mdst(1), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "buffer_load_i8";
    BufferLoadUshort: "buffer_load_ushort", Mubuf, op(0x012, 0x00a, 0x012, 0x012), ALL, [mdst(1), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "buffer_load_u16";
    BufferLoadSshort: "buffer_load_sshort", Mubuf, op(0x013, 0x00b, 0x013, 0x013), ALL, [mdst(1), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "buffer_load_i16";
    BufferStoreDword: "buffer_store_dword", Mubuf, op(0x01c, 0x01c, 0x01a, 0x01a), ALL, [mdata(1), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "buffer_store_b32";
    BufferStoreDwordx2: "buffer_store_dwordx2", Mubuf, op(0x01d, 0x01d, 0x01b, 0x01b), ALL, [mdata(2), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "buffer_store_b64";
    BufferStoreDwordx3: "buffer_store_dwordx3", Mubuf, op(0x01e, 0x01f, 0x01c, 0x01c), ALL, [mdata(3), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM | STORE_GT64), attr(0), GFX11_UP "buffer_store_b96";
    BufferStoreDwordx4: "buffer_store_dwordx4", Mubuf, op(0x01f, 0x01e, 0x01d, 0x01d), ALL, [mdata(4), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM | STORE_GT64), attr(0), GFX11_UP "buffer_store_b128";
    BufferStoreByte: "buffer_store_byte", Mubuf, op(0x018, 0x018, 0x018, 0x018), ALL, [mdata(1), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "buffer_store_b8";
    BufferStoreShort: "buffer_store_short", Mubuf, op(0x01a, 0x01a, 0x019, 0x019), ALL, [mdata(1), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "buffer_store_b16";
    BufferAtomicAdd: "buffer_atomic_add", Mubuf, op(0x042, 0x032, 0x035, 0x035), ALL, [mdata(1), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "buffer_atomic_add_u32";
    BufferAtomicAddRtn: "buffer_atomic_add", Mubuf, op(0x042, 0x032, 0x035, 0x035), ALL, [mdatau(1), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "buffer_atomic_add_u32";
    BufferAtomicSub: "buffer_atomic_sub", Mubuf, op(0x043, 0x033, 0x036, 0x036), ALL, [mdata(1), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "buffer_atomic_sub_u32";
    BufferAtomicSubRtn: "buffer_atomic_sub", Mubuf, op(0x043, 0x033, 0x036, 0x036), ALL, [mdatau(1), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "buffer_atomic_sub_u32";
    BufferAtomicSmax: "buffer_atomic_smax", Mubuf, op(0x046, 0x037, 0x03a, 0x03a), ALL, [mdata(1), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "buffer_atomic_max_i32";
    BufferAtomicSmaxRtn: "buffer_atomic_smax", Mubuf, op(0x046, 0x037, 0x03a, 0x03a), ALL, [mdatau(1), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "buffer_atomic_max_i32";
    BufferAtomicUmax: "buffer_atomic_umax", Mubuf, op(0x047, 0x038, 0x03b, 0x03b), ALL, [mdata(1), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "buffer_atomic_max_u32";
    BufferAtomicUmaxRtn: "buffer_atomic_umax", Mubuf, op(0x047, 0x038, 0x03b, 0x03b), ALL, [mdatau(1), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "buffer_atomic_max_u32";
    BufferAtomicAnd: "buffer_atomic_and", Mubuf, op(0x048, 0x039, 0x03c, 0x03c), ALL, [mdata(1), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "buffer_atomic_and_b32";
    BufferAtomicAndRtn: "buffer_atomic_and", Mubuf, op(0x048, 0x039, 0x03c, 0x03c), ALL, [mdatau(1), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "buffer_atomic_and_b32";
    BufferAtomicOr: "buffer_atomic_or", Mubuf, op(0x049, 0x03a, 0x03d, 0x03d), ALL, [mdata(1), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "buffer_atomic_or_b32";
    BufferAtomicOrRtn: "buffer_atomic_or", Mubuf, op(0x049, 0x03a, 0x03d, 0x03d), ALL, [mdatau(1), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "buffer_atomic_or_b32";
    BufferAtomicXor: "buffer_atomic_xor", Mubuf, op(0x04a, 0x03b, 0x03e, 0x03e), ALL, [mdata(1), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "buffer_atomic_xor_b32";
    BufferAtomicXorRtn: "buffer_atomic_xor", Mubuf, op(0x04a, 0x03b, 0x03e, 0x03e), ALL, [mdatau(1), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "buffer_atomic_xor_b32";
    BufferAtomicSwap: "buffer_atomic_swap", Mubuf, op(0x040, 0x030, 0x033, 0x033), ALL, [mdata(1), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "buffer_atomic_swap_b32";
    BufferAtomicSwapRtn: "buffer_atomic_swap", Mubuf, op(0x040, 0x030, 0x033, 0x033), ALL, [mdatau(1), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "buffer_atomic_swap_b32";
    BufferAtomicCmpswap: "buffer_atomic_cmpswap", Mubuf, op(0x041, 0x031, 0x034, 0x034), ALL, [mdata(2), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(0), GFX11_UP "buffer_atomic_cmpswap_b32";
    BufferAtomicCmpswapRtn: "buffer_atomic_cmpswap", Mubuf, op(0x041, 0x031, 0x034, 0x034), ALL, [mdatau(2), VADDR_OPT, SRSRC, SOFFSET], imp(0), cnt(VM), hz(VMEM), attr(RTN), GFX11_UP "buffer_atomic_cmpswap_b32";
    BufferWbinvl1: "buffer_wbinvl1", Mubuf, op(0x03e, -1, -1, -1), PRE_GFX942, [], imp(0), cnt(VM), hz(VMEM), attr(0);
    BufferWbinvl1Vol: "buffer_wbinvl1_vol", Mubuf, op(0x03f, -1, -1, -1), PRE_GFX942, [], imp(0), cnt(VM), hz(VMEM), attr(0);
    BufferWbl2: "buffer_wbl2", Mubuf, op(0x028, -1, -1, -1), GFX90A_UP, [], imp(0), cnt(VM), hz(VMEM), attr(0);
    BufferGl0Inv: "buffer_gl0_inv", Mubuf, op(-1, 0x071, 0x02b, -1), GFX10.or(GFX11), [], imp(0), cnt(NONE), hz(VMEM), attr(0);
    BufferGl1Inv: "buffer_gl1_inv", Mubuf, op(-1, 0x072, 0x02c, -1), GFX10.or(GFX11), [], imp(0), cnt(NONE), hz(VMEM), attr(0);
    BufferInv: "buffer_inv", Mubuf, op(0x029, -1, -1, -1), GFX942_UP, [], imp(0), cnt(VM), hz(VMEM), attr(0);
    BufferInvl2: "buffer_invl2", Mubuf, op(0x029, -1, -1, -1), GFX90A, [], imp(0), cnt(VM), hz(VMEM), attr(0);
    } };
}

for_each_inst!(define_insts);

#[cfg(test)]
mod attr_tests {
    use super::*;

    /// A row is available on a processor exactly when its mask holds the
    /// processor, and then the processor's generation column has a
    /// number; a generation column with a number has a processor of that
    /// generation in the mask.
    #[test]
    fn lane_mask_forms_pair_like_rows() {
        use crate::target::WaveSize;
        for &(w64, w32) in WAVE32_FORMS {
            let (a, b) = (w64.info(), w32.info());
            assert_eq!(a.format, b.format, "{w64:?}");
            assert_eq!(a.operands.len(), b.operands.len(), "{w64:?}");
            // Every 2-dword operand of the wave64 row is 1 dword in wave32;
            // the rest agree.
            for (x, y) in a.operands.iter().zip(b.operands) {
                assert_eq!((x.role, x.kind), (y.role, y.kind), "{w64:?}");
                let want = if x.dwords == 2 { 1 } else { x.dwords };
                assert_eq!(y.dwords, want, "{w64:?}");
            }
            assert_eq!(a.implicit, b.implicit, "{w64:?}");
            assert!(
                b.avail.contains(crate::processors::Processor::Gfx1100),
                "{w32:?}"
            );
            assert_eq!(w64.lane_mask_form(WaveSize::Wave64), w64);
            assert_eq!(w64.lane_mask_form(WaveSize::Wave32), w32);
        }
        assert_eq!(
            Opcode::SAddU32.lane_mask_form(WaveSize::Wave32),
            Opcode::SAddU32
        );
    }

    #[test]
    fn generation_forms_pair_like_rows() {
        for &(a, b) in GENERATION_FORMS {
            let (x, y) = (a.info(), b.info());
            assert_eq!(x.operands.len(), y.operands.len(), "{a:?}");
            for (o, q) in x.operands.iter().zip(y.operands) {
                assert_eq!((o.role, o.dwords), (q.role, q.dwords), "{a:?}");
            }
            assert_eq!(x.implicit, y.implicit, "{a:?}");
            // The later row serves exactly where the earlier one is gone.
            assert!(x.avail.and(y.avail).is_empty(), "{a:?}");
            assert!(!y.avail.is_empty(), "{b:?}");
            for p in Processor::ALL {
                let want = if y.avail.contains(p) { b } else { a };
                assert_eq!(a.form_on(p), want, "{a:?} on {p}");
            }
        }
        assert_eq!(
            Opcode::VAddCoU32.form_on(Processor::Gfx1100),
            Opcode::VAddCoU32E64
        );
        assert_eq!(
            Opcode::VAddCoU32.form_on(Processor::Gfx1201),
            Opcode::VAddCoU32E64
        );
        assert_eq!(Opcode::VAddF64.form_on(Processor::Gfx1100), Opcode::VAddF64);
        assert_eq!(
            Opcode::VAddF64.form_on(Processor::Gfx1200),
            Opcode::VAddF64Vop2
        );
    }

    #[test]
    fn swapped_data_forms_pair_like_rows() {
        use crate::processors::Processor;
        for &(a, b) in SWAPPED_DATA_FORMS {
            let (x, y) = (a.info(), b.info());
            assert_eq!(x.format, y.format, "{a:?}");
            assert_eq!(x.operands, y.operands, "{a:?}");
            assert_eq!(a.swapped_data_form_on(Processor::Gfx942), None);
            assert_eq!(a.swapped_data_form_on(Processor::Gfx1100), Some(b));
            assert!(b.has_swapped_data() && !a.has_swapped_data());
        }
    }

    #[test]
    fn masks_and_opcode_columns_agree() {
        for &op in Opcode::ALL {
            let i = op.info();
            for p in Processor::ALL {
                let g = p.info().generation;
                if i.avail.contains(p) {
                    assert!(i.ops.get(g).is_some(), "{} on {p}: no {g} opcode", i.name);
                }
            }
            for g in crate::processors::GENERATIONS
                .iter()
                .map(|gi| gi.generation)
            {
                if i.ops.get(g).is_some() {
                    assert!(
                        Processor::ALL
                            .iter()
                            .any(|&p| p.info().generation == g && i.avail.contains(p)),
                        "{}: {g} opcode but no {g} processor",
                        i.name
                    );
                }
            }
        }
    }

    /// A generic target has a row exactly when every processor it covers
    /// has it (seed 002: a generic code object runs on all of them).
    #[test]
    fn generic_targets_have_what_all_members_have() {
        for p in Processor::ALL {
            let Some(gen) = &p.info().generic else {
                continue;
            };
            for &op in Opcode::ALL {
                let i = op.info();
                let all = gen.members.iter().all(|&m| i.avail.contains(m));
                assert_eq!(i.avail.contains(p), all, "{} on {p}", i.name);
            }
        }
    }

    /// Rows for GFX11 that GFX9 has under another name carry the GFX11
    /// spelling, and spellings never repeat a row's own name.
    #[test]
    fn spellings_differ_from_the_name() {
        for &op in Opcode::ALL {
            let i = op.info();
            for &(set, n) in i.spellings {
                assert_ne!(n, i.name);
                assert!(!set.is_empty());
            }
        }
        assert_eq!(
            Opcode::GlobalLoadDword.info().mnemonic(Processor::Gfx1100),
            "global_load_b32"
        );
        assert_eq!(
            Opcode::GlobalLoadDword.info().mnemonic(Processor::Gfx90a),
            "global_load_dword"
        );
        assert_eq!(Opcode::from_name("ds_load_b32"), Some(Opcode::DsReadB32));
    }

    /// Oracle: the GFX9 ISA's SOP1/SOPK descriptions: exactly the
    /// `s_cmov*` rows write only when SCC is set, so they (and no plain
    /// move) may keep their destination.
    #[test]
    fn exactly_the_conditional_moves_may_keep_their_destination() {
        for &op in Opcode::ALL {
            let name = op.info().name;
            let cond = op.info().attrs.has(Attrs::COND);
            assert_eq!(cond, name.starts_with("s_cmov"), "{name}");
            if cond {
                assert!(op.may_keep_dst(), "{name}");
            }
        }
        assert!(!Opcode::SMovB32.may_keep_dst());
    }

    /// Oracle: the GFX9 ISA's VOP2 descriptions of `v_fmac_*` (D = S0 * S1
    /// + D): each accumulating row is VOP2, reads and writes its
    /// destination, and has the width of its VOP3 multiply-add, whose
    /// sources it keeps but the last.
    #[test]
    fn accumulating_forms_read_their_destination() {
        let mut pairs = 0;
        for &op in Opcode::ALL {
            let Some(mac) = op.accumulating_form() else {
                continue;
            };
            pairs += 1;
            let (fma, acc) = (op.info(), mac.info());
            assert_eq!(
                (fma.format, acc.format),
                (Format::Vop3, Format::Vop2),
                "{}",
                acc.name
            );
            assert_eq!(acc.operands[0].role, Role::DefUse, "{}", acc.name);
            assert_eq!(acc.operands.len() + 1, fma.operands.len(), "{}", acc.name);
            for (a, f) in acc.operands.iter().zip(fma.operands) {
                assert_eq!(a.dwords, f.dwords, "{}", acc.name);
            }
        }
        assert_eq!(pairs, 2);
    }
}
