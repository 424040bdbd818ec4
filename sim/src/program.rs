//! The pre-decoded program: every instruction of `.text`, decoded once.
//!
//! Role: execution looks instructions up by program counter in O(1) and
//! never touches bytes. Alongside the [`MInst`], each slot carries what
//! execution would otherwise recompute on every step: the encoded length,
//! the issue class (for counters and the cost model) and, for memory and
//! compare rows, a small semantic summary derived once from the table row
//! ([`MemInfo`], [`CmpInfo`]), and the hazard rules the instruction can
//! start or end (bit masks over `agc_isa::hazards::RULES`), so that the
//! executed-stream hazard check only evaluates rules both ends can take
//! part in.
//!
//! Invariants: `.text` is decoded linearly from its start; bytes that do not
//! decode (data, padding, encodings agc does not model) become an error
//! slot that fails only if executed. `slot_of` maps every dword address to
//! the instruction starting there, or to none (mid-instruction).
//!
//! Central trick: memory operations and comparisons are described by their
//! mnemonic in the isa table (`global_load_sbyte`, `ds_add_rtn_u32`,
//! `v_cmpx_ngt_f32`); parsing the mnemonic once here keeps the executor
//! generic over widths, extensions, atomic operations and conditions
//! instead of one arm per opcode.

use agc_isa::decode::{decode_vopd, decode_wave};
use agc_isa::hazards::{
    consumer_regs, max_wait_states, producer_regs, wait_states_of, DEPCTR_RULES, RULES,
};
use agc_isa::insts::{Attrs, Format, Hazards, Opcode};
use agc_isa::minst::MInst;
use agc_isa::print::print;
use agc_isa::processors::Processor;
use agc_isa::regs::Reg;
use smallvec::SmallVec;

/// Issue classes, for statistics and the cost model.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Class {
    Salu,
    Smem,
    Valu,
    /// 64-bit or transcendental VALU (quarter rate in the cost model).
    ValuSlow,
    Vmem,
    Flat,
    Lds,
    Branch,
    Waitcnt,
    Barrier,
    Other,
    /// Matrix multiply-accumulate (MFMA): several passes through the
    /// matrix core ([`crate::stats::mfma_cycles`]).
    Mfma,
}

impl Class {
    pub const ALL: [Class; 12] = [
        Class::Salu,
        Class::Smem,
        Class::Valu,
        Class::ValuSlow,
        Class::Vmem,
        Class::Flat,
        Class::Lds,
        Class::Branch,
        Class::Waitcnt,
        Class::Barrier,
        Class::Other,
        Class::Mfma,
    ];

    /// The name `Stats`' report uses.
    pub fn name(self) -> &'static str {
        match self {
            Class::Salu => "salu",
            Class::Smem => "smem",
            Class::Valu => "valu",
            Class::ValuSlow => "valu-slow",
            Class::Vmem => "vmem",
            Class::Flat => "flat",
            Class::Lds => "lds",
            Class::Branch => "branch",
            Class::Waitcnt => "waitcnt",
            Class::Barrier => "barrier",
            Class::Other => "other",
            Class::Mfma => "mfma",
        }
    }
}

/// Atomic read-modify-write operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtomicOp {
    Add,
    Sub,
    Rsub,
    Swap,
    CmpSwap,
    Smin,
    Umin,
    Smax,
    Umax,
    And,
    Or,
    Xor,
    Inc,
    Dec,
    AddF32,
    AddF64,
    MinF32,
    MaxF32,
    MinF64,
    MaxF64,
    /// `ds_cmpst_f32`/`_f64`: float compare (seed 000: +0 == -0, NaN never
    /// equal).
    CmpSwapF32,
    CmpSwapF64,
    /// Packed two-lane adds.
    PkAddF16,
    PkAddBf16,
}

impl AtomicOp {
    /// Float operations follow seed 000's rules (`exec::fatomic`).
    pub fn is_float(self) -> bool {
        crate::exec::fatomic::classify(self).is_some()
    }
}

/// What a memory instruction does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemKind {
    /// Load `bytes` per lane (or per register for SMEM); `sext` sign-extends
    /// sub-dword loads.
    Load {
        sext: bool,
    },
    Store,
    /// A d16 load (`*_load_short_d16`, `ds_read_u8_d16_hi`...): a byte or
    /// short, zero- or (`sext`) sign-extended to 16 bits, goes to the low
    /// half (or with `hi` the high half) of the destination VGPR, whose
    /// other half keeps its bits.
    LoadD16 {
        sext: bool,
        hi: bool,
    },
    /// `*_store_byte_d16_hi` / `*_store_short_d16_hi`: stores the low
    /// byte or short of the data register's high half.
    StoreD16Hi,
    Atomic(AtomicOp),
    /// ds_read2 / ds_write2: two elements at offset0 and offset1 (times the
    /// element size, times 64 for st64).
    Load2 {
        st64: bool,
    },
    Store2 {
        st64: bool,
    },
    /// Cache control (buffer_wbinvl1, buffer_inv...): no effect here.
    Cache,
}

/// A memory instruction's shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemInfo {
    pub kind: MemKind,
    /// Bytes per element (per lane for vector memory).
    pub bytes: u8,
    /// Returns the pre-op value (atomics).
    pub rtn: bool,
}

/// Comparison conditions of VOPC rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cond {
    F,
    Lt,
    Eq,
    Le,
    Gt,
    Lg,
    Ne,
    Ge,
    O,
    U,
    Nge,
    Nlg,
    Ngt,
    Nle,
    Neq,
    Nlt,
    T,
    Class,
}

/// Operand type of a comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpTy {
    F16,
    F32,
    F64,
    I16,
    U16,
    I32,
    U32,
    I64,
    U64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CmpInfo {
    pub cond: Cond,
    pub ty: CmpTy,
    /// v_cmpx: also writes EXEC.
    pub writes_exec: bool,
}

/// One decoded instruction.
#[derive(Clone, Debug)]
pub struct Decoded {
    pub inst: MInst,
    pub len: u8,
    pub class: Class,
    pub mem: Option<MemInfo>,
    pub cmp: Option<CmpInfo>,
    /// Bit r: the instruction is a producer of `RULES[r]` on this processor.
    pub hz_prod: u32,
    /// Bit r: the instruction is a consumer of `RULES[r]` on this processor.
    pub hz_cons: u32,
    /// Wait states issuing it provides (`s_nop k`: k + 1).
    pub wait_states: u8,
    /// Its part in the `DEPCTR_RULES` in force (`None`: no part).
    pub depctr: Option<Box<DepctrFacts>>,
    /// GFX11 VOPD: `inst` is the X component and this the Y component,
    /// issued together (both read their sources before either writes).
    pub dual: Option<Box<Decoded>>,
}

/// What one instruction does to the rules of
/// `agc_isa::hazards::DEPCTR_RULES` in force (indices into that table).
#[derive(Clone, Debug, Default)]
pub struct DepctrFacts {
    /// Rules whose field it clears (an `s_waitcnt_depctr`), as a mask.
    pub clears: u32,
    /// The registers it reads as a consumer, per rule.
    pub cons: SmallVec<[(u8, Reg); 2]>,
    /// The registers it writes as a producer, per rule.
    pub prod: SmallVec<[(u8, Reg); 2]>,
    /// A VALU (counts for every rule), a transcendental too.
    pub valu: bool,
    pub trans: bool,
}

/// [`DepctrFacts`] of `inst` on `p`, `None` when it plays no part.
fn depctr_facts(inst: &MInst, p: Processor) -> Option<Box<DepctrFacts>> {
    let mut f = DepctrFacts::default();
    let mut any = false;
    for (i, r) in DEPCTR_RULES.iter().enumerate() {
        if !r.procs.contains(p) {
            continue;
        }
        any = true;
        if r.cleared_by(inst) {
            f.clears |= 1 << i;
        }
        for reg in consumer_regs(r.consumer, inst).into_iter().flatten() {
            f.cons.push((i as u8, reg));
        }
        for reg in producer_regs(r.producer, inst).into_iter().flatten() {
            f.prod.push((i as u8, reg));
        }
    }
    let info = inst.opcode.info();
    f.valu = info.format.is_valu();
    f.trans = f.valu && info.hazards.has(Hazards::TRANS);
    let part = f.clears != 0 || !f.cons.is_empty() || !f.prod.is_empty() || f.valu;
    (any && part).then(|| Box::new(f))
}

/// The hazard rules `inst` can produce and consume on `p` (see [`Decoded`]).
fn hazard_masks(inst: &MInst, p: Processor) -> (u32, u32) {
    let (mut prod, mut cons) = (0, 0);
    for (r, rule) in RULES.iter().enumerate().take(32) {
        if rule.wait_states(p) == 0 {
            continue;
        }
        if producer_regs(rule.producer, inst).is_some() {
            prod |= 1 << r;
        }
        if consumer_regs(rule.consumer, inst).is_some() {
            cons |= 1 << r;
        }
    }
    (prod, cons)
}

/// One slot of the program.
#[derive(Clone, Debug)]
pub enum Slot {
    Inst(Box<Decoded>),
    /// Bytes that did not decode; the message is reported when executed.
    Bad(String),
}

/// The whole `.text`, decoded.
#[derive(Clone, Debug)]
pub struct Program {
    pub processor: Processor,
    /// The wave size the bytes were decoded for (lane-mask operands are
    /// one SGPR in wave32, a pair in wave64).
    pub wave_size: u32,
    pub base: u64,
    /// The most wait states any hazard rule asks for on `processor`: how
    /// far back the executed-stream check looks.
    pub hazard_window: u32,
    /// Whether GFX12's SGPR read hazard holds on `processor`.
    pub sgpr_hazard: bool,
    /// Whether GFX11's VALU partial-forwarding hazard holds: `processor`
    /// has it and the code runs in waves of its size.
    pub partial_forwarding: bool,
    /// Whether GFX11's VALU mask-write hazard holds (processor and wave
    /// size).
    pub mask_write: bool,
    /// Per dword of `.text`: index into `slots`, or `u32::MAX`.
    index: Vec<u32>,
    slots: Vec<Slot>,
}

fn class_of(inst: &MInst) -> Class {
    let info = inst.opcode.info();
    let name = info.name;
    match info.format {
        Format::Sopp => {
            if inst.opcode == Opcode::SWaitcnt {
                Class::Waitcnt
            } else if matches!(inst.opcode, Opcode::SBarrier | Opcode::SBarrierWait) {
                Class::Barrier
            } else if name.starts_with("s_branch") || name.starts_with("s_cbranch") {
                Class::Branch
            } else {
                Class::Other
            }
        }
        Format::Sop1 if name.contains("pc_b64") => Class::Branch,
        Format::Sop1 | Format::Sop2 | Format::Sopc | Format::Sopk => Class::Salu,
        Format::Smem => Class::Smem,
        Format::Ds => Class::Lds,
        Format::Flat => Class::Flat,
        Format::Global | Format::Scratch | Format::Mubuf => Class::Vmem,
        Format::Mai => Class::Mfma,
        _ => {
            let wide = info.operands.iter().any(|o| o.dwords == 2 && !o.is_def())
                && !name.starts_with("v_cndmask")
                && !name.starts_with("v_addc")
                && !name.starts_with("v_subb");
            let trans = [
                "v_rcp", "v_rsq", "v_sqrt", "v_exp", "v_log", "v_sin", "v_cos",
            ]
            .iter()
            .any(|p| name.starts_with(p));
            if wide || trans || name.starts_with("v_mul_lo") || name.starts_with("v_mul_hi") {
                Class::ValuSlow
            } else {
                Class::Valu
            }
        }
    }
}

fn atomic_op(s: &str) -> Option<AtomicOp> {
    Some(match s {
        "add_u32" | "add" | "add_x2" | "add_u64" => AtomicOp::Add,
        "sub_u32" | "sub" | "sub_x2" | "sub_u64" => AtomicOp::Sub,
        "rsub_u32" | "rsub_u64" => AtomicOp::Rsub,
        "swap" | "swap_x2" | "wrxchg_b32" | "wrxchg_b64" => AtomicOp::Swap,
        "cmpswap" | "cmpswap_x2" | "cmpst_b32" | "cmpst_b64" | "cmpstore_b32" | "cmpstore_b64" => {
            AtomicOp::CmpSwap
        }
        "smin" | "smin_x2" | "min_i32" | "min_i64" => AtomicOp::Smin,
        "umin" | "umin_x2" | "min_u32" | "min_u64" => AtomicOp::Umin,
        "smax" | "smax_x2" | "max_i32" | "max_i64" => AtomicOp::Smax,
        "umax" | "umax_x2" | "max_u32" | "max_u64" => AtomicOp::Umax,
        "and" | "and_x2" | "and_b32" | "and_b64" => AtomicOp::And,
        "or" | "or_x2" | "or_b32" | "or_b64" => AtomicOp::Or,
        "xor" | "xor_x2" | "xor_b32" | "xor_b64" => AtomicOp::Xor,
        "inc" | "inc_x2" | "inc_u32" | "inc_u64" => AtomicOp::Inc,
        "dec" | "dec_x2" | "dec_u32" | "dec_u64" => AtomicOp::Dec,
        "add_f32" => AtomicOp::AddF32,
        "add_f64" => AtomicOp::AddF64,
        "min_f32" => AtomicOp::MinF32,
        "max_f32" => AtomicOp::MaxF32,
        "min_f64" => AtomicOp::MinF64,
        "max_f64" => AtomicOp::MaxF64,
        "cmpst_f32" | "cmpstore_f32" => AtomicOp::CmpSwapF32,
        "cmpst_f64" | "cmpstore_f64" => AtomicOp::CmpSwapF64,
        "pk_add_f16" => AtomicOp::PkAddF16,
        "pk_add_bf16" => AtomicOp::PkAddBf16,
        _ => return None,
    })
}

/// Element size from a load/store suffix (`dword`, `dwordx4`, `ubyte`,
/// `b64`, `u16`...), and whether it sign-extends.
fn width(s: &str) -> Option<(u8, bool)> {
    Some(match s {
        "dword" | "b32" => (4, false),
        "dwordx2" | "b64" => (8, false),
        "dwordx3" | "b96" => (12, false),
        "dwordx4" | "b128" => (16, false),
        "ubyte" | "u8" | "byte" | "b8" => (1, false),
        "sbyte" | "i8" => (1, true),
        "ushort" | "u16" | "short" | "b16" => (2, false),
        "sshort" | "i16" => (2, true),
        _ => return None,
    })
}

fn mem_info(inst: &MInst) -> Option<MemInfo> {
    let info = inst.opcode.info();
    let name = info.name;
    let rtn = info.attrs.has(Attrs::RTN);
    // The d16 rows: the element rows they are halves of, then the half.
    let d16 = name
        .strip_suffix("_d16_hi")
        .map(|n| (n, true))
        .or(name.strip_suffix("_d16").map(|n| (n, false)));
    if let Some((base, hi)) = d16 {
        // `load_short_d16` halves `load_ushort` (16 bits need no extension).
        let base = base.replace("load_short", "load_ushort");
        let whole = Opcode::ALL.iter().find(|o| o.info().name == base)?;
        let mut m = mem_info(&MInst::new(*whole, &[]))?;
        m.kind = match m.kind {
            MemKind::Load { sext } if m.bytes <= 2 => MemKind::LoadD16 { sext, hi },
            MemKind::Store if hi && m.bytes <= 2 => MemKind::StoreD16Hi,
            _ => return None,
        };
        return Some(m);
    }
    match info.format {
        Format::Smem => {
            let rest = name
                .strip_prefix("s_load_")
                .or(name.strip_prefix("s_buffer_load_"))?;
            let (bytes, _) = width(rest).or_else(|| match rest {
                "dwordx8" => Some((32, false)),
                "dwordx16" => Some((64, false)),
                _ => None,
            })?;
            Some(MemInfo {
                kind: MemKind::Load { sext: false },
                bytes,
                rtn: false,
            })
        }
        Format::Global | Format::Flat | Format::Scratch | Format::Mubuf => {
            let rest = name.split_once('_')?.1;
            if let Some(w) = rest.strip_prefix("load_") {
                let (bytes, sext) = width(w)?;
                Some(MemInfo {
                    kind: MemKind::Load { sext },
                    bytes,
                    rtn: false,
                })
            } else if let Some(w) = rest.strip_prefix("store_") {
                let (bytes, _) = width(w)?;
                Some(MemInfo {
                    kind: MemKind::Store,
                    bytes,
                    rtn: false,
                })
            } else if let Some(a) = rest.strip_prefix("atomic_") {
                let op = atomic_op(a)?;
                let bytes = if a.ends_with("x2") || a.ends_with("64") {
                    8
                } else {
                    4
                };
                Some(MemInfo {
                    kind: MemKind::Atomic(op),
                    bytes,
                    rtn,
                })
            } else if rest.starts_with("wb") || rest == "inv" || rest.ends_with("_inv") {
                Some(MemInfo {
                    kind: MemKind::Cache,
                    bytes: 0,
                    rtn: false,
                })
            } else {
                None
            }
        }
        Format::Ds => {
            let rest = name.strip_prefix("ds_")?;
            if let Some(w) = rest
                .strip_prefix("read2st64_")
                .or(rest.strip_prefix("read2_"))
            {
                let (bytes, _) = width(w)?;
                let st64 = rest.starts_with("read2st64");
                Some(MemInfo {
                    kind: MemKind::Load2 { st64 },
                    bytes,
                    rtn: false,
                })
            } else if let Some(w) = rest
                .strip_prefix("write2st64_")
                .or(rest.strip_prefix("write2_"))
            {
                let (bytes, _) = width(w)?;
                let st64 = rest.starts_with("write2st64");
                Some(MemInfo {
                    kind: MemKind::Store2 { st64 },
                    bytes,
                    rtn: false,
                })
            } else if let Some(w) = rest.strip_prefix("read_") {
                let (bytes, sext) = width(w)?;
                Some(MemInfo {
                    kind: MemKind::Load { sext },
                    bytes,
                    rtn: false,
                })
            } else if let Some(w) = rest.strip_prefix("write_") {
                let (bytes, _) = width(w)?;
                Some(MemInfo {
                    kind: MemKind::Store,
                    bytes,
                    rtn: false,
                })
            } else {
                let (a, rtn) = match rest.split_once("_rtn_") {
                    Some((op, ty)) => (format!("{op}_{ty}"), true),
                    None => (rest.to_string(), false),
                };
                let op = atomic_op(&a)?;
                let bytes = if a.ends_with("64") { 8 } else { 4 };
                Some(MemInfo {
                    kind: MemKind::Atomic(op),
                    bytes,
                    rtn,
                })
            }
        }
        _ => None,
    }
}

fn cmp_info(inst: &MInst) -> Option<CmpInfo> {
    let name = inst.opcode.info().name;
    let (rest, writes_exec) = match name.strip_prefix("v_cmpx_") {
        Some(r) => (r, true),
        None => (name.strip_prefix("v_cmp_")?, false),
    };
    let (c, t) = rest.split_once('_')?;
    let cond = match c {
        "f" => Cond::F,
        "lt" => Cond::Lt,
        "eq" => Cond::Eq,
        "le" => Cond::Le,
        "gt" => Cond::Gt,
        "lg" => Cond::Lg,
        "ne" => Cond::Ne,
        "ge" => Cond::Ge,
        "o" => Cond::O,
        "u" => Cond::U,
        "nge" => Cond::Nge,
        "nlg" => Cond::Nlg,
        "ngt" => Cond::Ngt,
        "nle" => Cond::Nle,
        "neq" => Cond::Neq,
        "nlt" => Cond::Nlt,
        "t" | "tru" => Cond::T,
        "class" => Cond::Class,
        _ => return None,
    };
    let ty = match t {
        "f16" => CmpTy::F16,
        "f32" => CmpTy::F32,
        "f64" => CmpTy::F64,
        "i16" => CmpTy::I16,
        "u16" => CmpTy::U16,
        "i32" => CmpTy::I32,
        "u32" => CmpTy::U32,
        "i64" => CmpTy::I64,
        "u64" => CmpTy::U64,
        _ => return None,
    };
    Some(CmpInfo {
        cond,
        ty,
        writes_exec,
    })
}

impl Program {
    /// Decodes `text`, which starts at address `base`, for the
    /// processor's default wave size.
    pub fn new(text: &[u8], base: u64, processor: Processor) -> Program {
        Program::new_wave(text, base, processor, processor.info().wave_sizes[0] as u32)
    }

    /// Decodes `text` for waves of `wave_size` lanes.
    pub fn new_wave(text: &[u8], base: u64, processor: Processor, wave_size: u32) -> Program {
        let mut index = vec![u32::MAX; text.len().div_ceil(4)];
        let mut slots = Vec::new();
        let mut off = 0usize;
        while off + 4 <= text.len() {
            let decoded = |inst: MInst, len: usize| {
                let (hz_prod, hz_cons) = hazard_masks(&inst, processor);
                Decoded {
                    hz_prod,
                    hz_cons,
                    wait_states: wait_states_of(&inst).min(255) as u8,
                    depctr: depctr_facts(&inst, processor),
                    class: class_of(&inst),
                    mem: mem_info(&inst),
                    cmp: cmp_info(&inst),
                    len: len as u8,
                    inst,
                    dual: None,
                }
            };
            let bytes = &text[off..];
            let (slot, len) = match decode_vopd(bytes, processor, wave_size as u8) {
                Ok(Some((v, len))) => {
                    let mut d = decoded(v.x, len);
                    let y = decoded(v.y, len);
                    // The pair's hazard footprint is both components'.
                    d.hz_prod |= y.hz_prod;
                    d.hz_cons |= y.hz_cons;
                    d.dual = Some(Box::new(y));
                    (Slot::Inst(Box::new(d)), len)
                }
                Err(e) => (Slot::Bad(e.to_string()), 4),
                Ok(None) => match decode_wave(bytes, processor, wave_size as u8) {
                    Ok((inst, len)) => (Slot::Inst(Box::new(decoded(inst, len))), len),
                    Err(e) => (Slot::Bad(e.to_string()), 4),
                },
            };
            index[off / 4] = slots.len() as u32;
            slots.push(slot);
            off += len;
        }
        Program {
            processor,
            wave_size,
            base,
            hazard_window: max_wait_states(processor) as u32,
            sgpr_hazard: agc_isa::sgpr_hazard::SGPR_HAZARD.procs.contains(processor),
            partial_forwarding: {
                let f = agc_isa::partial_forwarding::PARTIAL_FORWARDING;
                f.procs.contains(processor) && f.wave == wave_size as u32
            },
            mask_write: {
                let f = agc_isa::mask_write_hazard::MASK_WRITE;
                f.procs.contains(processor) && f.wave == wave_size as u32
            },
            index,
            slots,
        }
    }

    /// The instruction starting at byte address `pc`.
    #[inline]
    pub fn at(&self, pc: u64) -> Option<&Slot> {
        let off = pc.checked_sub(self.base)?;
        if off % 4 != 0 {
            return None;
        }
        let i = *self.index.get((off / 4) as usize)?;
        self.slots.get(i as usize)
    }

    /// The llvm-mc text of the instruction at `pc`, for error messages.
    pub fn text_at(&self, pc: u64) -> Option<String> {
        match self.at(pc)? {
            Slot::Inst(d) => Some(match &d.dual {
                Some(y) => format!(
                    "{} :: {}",
                    print(&d.inst, self.processor),
                    print(&y.inst, self.processor)
                ),
                None => print(&d.inst, self.processor),
            }),
            Slot::Bad(m) => Some(format!("<{m}>")),
        }
    }

    /// Number of slots (decoded instructions and undecodable dwords).
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_and_indexes() {
        // s_mov_b32 s0, 0x12345678 (literal); s_endpgm; garbage.
        let text = [
            0xff, 0x00, 0x80, 0xbe, 0x78, 0x56, 0x34, 0x12, 0x00, 0x00, 0x81, 0xbf, 0xff, 0xff,
            0xff, 0xff,
        ];
        let p = Program::new(&text, 0x1000, Processor::Gfx900);
        assert!(
            matches!(p.at(0x1000), Some(Slot::Inst(d)) if d.len == 8 && d.class == Class::Salu)
        );
        assert!(p.at(0x1004).is_none());
        assert!(matches!(p.at(0x1008), Some(Slot::Inst(d)) if d.inst.opcode == Opcode::SEndpgm));
        assert!(matches!(p.at(0x100c), Some(Slot::Bad(_))));
        assert!(p.at(0x1010).is_none());
        assert_eq!(p.text_at(0x1000).unwrap(), "s_mov_b32 s0, 0x12345678");
    }

    #[test]
    fn mem_and_cmp_shapes() {
        let m = |o: Opcode| mem_info(&MInst::new(o, &[])).unwrap();
        assert_eq!(m(Opcode::GlobalLoadDwordx2).bytes, 8);
        assert_eq!(
            m(Opcode::GlobalLoadSbyte).kind,
            MemKind::Load { sext: true }
        );
        assert_eq!(m(Opcode::DsAddRtnU32).kind, MemKind::Atomic(AtomicOp::Add));
        assert!(m(Opcode::DsAddRtnU32).rtn);
        assert_eq!(
            m(Opcode::GlobalAtomicCmpswapRtn).kind,
            MemKind::Atomic(AtomicOp::CmpSwap)
        );
        assert_eq!(m(Opcode::DsRead2B32).kind, MemKind::Load2 { st64: false });
        // d16 rows are halves of the element rows.
        let d = m(Opcode::GlobalLoadShortD16Hi);
        assert_eq!(
            (d.kind, d.bytes),
            (
                MemKind::LoadD16 {
                    sext: false,
                    hi: true
                },
                2
            )
        );
        let d = m(Opcode::DsReadI8D16);
        assert_eq!(
            (d.kind, d.bytes),
            (
                MemKind::LoadD16 {
                    sext: true,
                    hi: false
                },
                1
            )
        );
        let d = m(Opcode::ScratchStoreByteD16Hi);
        assert_eq!((d.kind, d.bytes), (MemKind::StoreD16Hi, 1));
        assert_eq!(m(Opcode::SLoadDwordx4).bytes, 16);
        let c = cmp_info(&MInst::new(Opcode::VCmpxNgtF32, &[])).unwrap();
        assert_eq!((c.cond, c.ty, c.writes_exec), (Cond::Ngt, CmpTy::F32, true));
    }
}
