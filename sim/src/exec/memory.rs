//! Memory instructions: SMEM, GLOBAL/FLAT/SCRATCH, DS.
//!
//! Role: address computation per format, the access itself (global memory,
//! the workgroup's LDS, per-lane private memory), and the counter
//! bookkeeping of the strict `s_waitcnt` check: every instruction is
//! recorded on the counters the isa table declares for it
//! (`InstInfo::counters`), loads with their destination registers.
//!
//! d16 rows (`*_load_{short,ubyte,sbyte}_d16{,_hi}`, `ds_read_{u8,i8,u16}_d16{,_hi}`)
//! write a 16-bit value (a byte zero- or sign-extended) into one half of
//! the destination VGPR and keep the other half, in the lanes EXEC
//! enables; `*_store_{byte,short}_d16_hi` store from the high half of the
//! data register. The preserved half is the ISA's definition; llc relies
//! on it only where SRAM ECC is off (gfx900), and on the other targets
//! the result does not depend on it. `s_memtime` / `s_memrealtime` read
//! deterministic clocks ([`MEMTIME_PER_STEP`]).
//!
//! Invariants: an access outside every allocation (or the LDS / private
//! size), or not aligned to min(size, 4) bytes (naturally for atomics), is
//! a `Memory` error naming the lane and address. Lanes execute in lane
//! order, so atomics from one instruction apply lane 0 first.
//!
//! Flat addressing: an address in [`SHARED_APERTURE`, +4 GiB) goes to LDS,
//! in [`PRIVATE_APERTURE`, +4 GiB) to the lane's private memory, anything
//! else to global memory. MUBUF resources (V#) hold 48-bit bases, too
//! short for the private aperture, so the scratch V# the dispatcher passes
//! has base [`SCRATCH_RSRC_BASE`]: MUBUF accesses within 4 GiB of it go to
//! the lane's private memory. Offsets are per lane: the runtime's scratch
//! V# enables swizzle and add_tid with index_stride 64, which interleaves
//! the lanes' dwords in the wave's scratch, a bijection that a program
//! addressing scratch through the V# cannot observe; a scratch V# with
//! other addressing bits (lanes would share addresses) is an error.
//! Other buffers are addressed as the V# says, swizzled or not, with the
//! lane id added to the index under add_tid_enable; word3 bits sim does
//! not model (user VM, NV, reserved) are errors, never ignored. Range
//! checks of swizzled buffers use the unswizzled rules (index against
//! num_records when the stride is non-zero, offset otherwise).
//!
//! Scratch addressing is checked as the hardware computes it: a MUBUF
//! scratch address is the V# base plus `soffset` (both unswizzled, so a
//! lane sees them divided by the wave size) plus the offset, and the
//! wave's scratch starts at the dispatcher's base plus its private segment
//! wave offset, so the prologue must have added that offset to the V#.
//! `scratch_*` instructions and flat accesses into the private aperture
//! are relative to FLAT_SCRATCH, which must hold the same wave base (set
//! by the hardware with architected flat scratch, by the prologue from the
//! flat scratch init SGPRs otherwise); a FLAT_SCRATCH never written is an
//! error, a wrong one shifts the access like on hardware.

use super::fatomic::{self, Unit};
use super::{
    fault, unsupported, Env, Lanes, Wave, CNT_EXP, CNT_LGKM, CNT_VM, FLAT_SCRATCH_BASE, LANES,
    PRIVATE_APERTURE, SCRATCH_RSRC_BASE, SHARED_APERTURE,
};
use crate::error::{ErrorKind, Result, SimError};
use crate::program::{AtomicOp, Decoded, MemKind};
use agc_isa::insts::{Format, OpKind, Opcode};
use agc_isa::minst::Operand;
use agc_isa::regs::Reg;

fn merr(m: String) -> SimError {
    SimError::new(ErrorKind::Memory(m))
}

/// The addressing fields of a buffer resource (V#) beyond base, stride
/// and num_records (GFX9 layout): word1 bit 31 swizzle_enable, word3 bits
/// 21-22 index_stride (8, 16, 32, 64 lanes) and bit 23 add_tid_enable.
#[derive(Clone, Copy)]
struct Vsharp {
    swizzle: bool,
    add_tid: bool,
    index_stride: u64,
    /// word3 bits whose effect sim does not model and that must be zero:
    /// user_vm_enable/mode (19-20), the reserved bits and nv (24-29).
    unmodelled_bits: u32,
}

impl Vsharp {
    fn new(w1: u32, w3: u32) -> Vsharp {
        Vsharp {
            swizzle: w1 >> 31 != 0,
            add_tid: w3 >> 23 & 1 != 0,
            index_stride: 8 << (w3 >> 21 & 3),
            unmodelled_bits: w3 & 0x3f18_0000,
        }
    }

    /// The scratch V# the runtime builds: each lane's private offsets
    /// interleaved dword by dword across the 64 lanes of the wave. That
    /// layout is a bijection between (lane, offset) and the wave's
    /// scratch bytes, so sim keeps a private memory per lane instead.
    fn is_scratch(self) -> bool {
        self.swizzle && self.add_tid && self.index_stride == 64 && self.unmodelled_bits == 0
    }

    /// Byte offset from base + soffset of a swizzled access: records of
    /// `stride` bytes, each dword of a record (element size 4 on GFX9)
    /// interleaved across `index_stride` consecutive indices.
    fn swizzled(self, index: u64, offset: u64, stride: u64) -> u64 {
        let is = self.index_stride;
        (index / is * stride + offset / 4 * 4) * is + index % is * 4 + offset % 4
    }
}

/// Where one lane's access goes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Space {
    Global,
    Lds,
    Private,
}

/// Bits of the spaces an instruction's lanes reached.
const SP_LDS: u8 = 1;

fn space_bit(s: Space) -> u8 {
    match s {
        Space::Lds => SP_LDS,
        Space::Global => 2,
        Space::Private => 4,
    }
}

fn classify(addr: u64) -> (Space, u64) {
    if addr.wrapping_sub(SHARED_APERTURE) < 1 << 32 {
        (Space::Lds, addr - SHARED_APERTURE)
    } else if addr.wrapping_sub(PRIVATE_APERTURE) < 1 << 32 {
        (Space::Private, addr - PRIVATE_APERTURE)
    } else {
        (Space::Global, addr)
    }
}

/// Atomics must be naturally aligned; other accesses may be unaligned
/// (the HSA runtime runs GFX9 in unaligned access mode, and compilers
/// rely on it, e.g. by merging 2-byte-aligned halves into a dword store).
fn check_align(addr: u64, bytes: usize, atomic: bool, lane: usize) -> Result<()> {
    let a = if atomic { bytes } else { 1 } as u64;
    if a > 1 && addr % a != 0 {
        return Err(merr(format!(
            "lane {lane}: address {addr:#x} is not {a}-byte aligned"
        )));
    }
    Ok(())
}

/// A byte window of one lane's access to global memory or LDS (private
/// memory lends its windows itself: `Private::with`).
fn window<'m>(
    env: &'m mut Env,
    space: Space,
    addr: u64,
    n: usize,
    lane: usize,
) -> Result<&'m mut [u8]> {
    match space {
        Space::Global => env.mem.slice_mut(addr, n).ok_or_else(|| {
            merr(format!(
                "lane {lane}: global address {addr:#x}+{n} is outside every buffer"
            ))
        }),
        Space::Lds => {
            let len = env.lds.len();
            usize::try_from(addr)
                .ok()
                .and_then(|a| env.lds.get_mut(a..a.checked_add(n)?))
                .ok_or_else(|| merr(format!("lane {lane}: LDS address {addr:#x}+{n} is outside the {len}-byte allocation")))
        }
        Space::Private => Err(fault("private memory has no borrowed window")),
    }
}

/// The new memory value of an atomic on a `bits`-wide (32 or 64) word,
/// executed by `unit` under MODE `mode`.
///
/// One definition for both widths: operands arrive zero-extended, signed
/// comparisons sign-extend from `bits`, and the result is masked back.
/// Float operations follow seed 000's table ([`fatomic`]); they name their
/// width in the opcode, and a float operation on the other width cannot
/// come out of the decoder (it would leave memory as it was).
fn atomic_update(
    op: AtomicOp,
    (unit, mode): (Unit, u32),
    bits: u32,
    old: u64,
    src: u64,
    cmp: u64,
) -> u64 {
    let mask = if bits == 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    let sext = |x: u64| ((x << (64 - bits)) as i64) >> (64 - bits);
    if op.is_float() {
        return fatomic::update(op, unit, mode, bits, old, src, cmp).unwrap_or(old);
    }
    let new = match op {
        AtomicOp::Add => old.wrapping_add(src),
        AtomicOp::Sub => old.wrapping_sub(src),
        AtomicOp::Rsub => src.wrapping_sub(old),
        AtomicOp::Swap => src,
        AtomicOp::CmpSwap => {
            if old == cmp {
                src
            } else {
                old
            }
        }
        AtomicOp::Smin => sext(old).min(sext(src)) as u64,
        AtomicOp::Umin => old.min(src),
        AtomicOp::Smax => sext(old).max(sext(src)) as u64,
        AtomicOp::Umax => old.max(src),
        AtomicOp::And => old & src,
        AtomicOp::Or => old | src,
        AtomicOp::Xor => old ^ src,
        AtomicOp::Inc => {
            if old >= src {
                0
            } else {
                old + 1
            }
        }
        AtomicOp::Dec => {
            if old == 0 || old > src {
                src
            } else {
                old - 1
            }
        }
        _ => old,
    };
    new & mask
}

/// The operand roles of a memory row.
struct Roles<'a> {
    dst: Option<&'a Operand>,
    addr: Option<&'a Operand>,
    data: [Option<&'a Operand>; 2],
    saddr: Option<&'a Operand>,
    rsrc: Option<&'a Operand>,
    soffset: Option<&'a Operand>,
}

fn roles<'a>(d: &'a Decoded) -> Roles<'a> {
    let mut r = Roles {
        dst: None,
        addr: None,
        data: [None, None],
        saddr: None,
        rsrc: None,
        soffset: None,
    };
    let mut nd = 0;
    for (info, op) in d
        .inst
        .opcode
        .info()
        .operands
        .iter()
        .zip(d.inst.operands.iter())
    {
        match info.kind {
            OpKind::AVdst | OpKind::Vdst if info.is_def() => r.dst = Some(op),
            OpKind::Vgpr | OpKind::VaddrOpt => r.addr = Some(op),
            OpKind::AVsrc | OpKind::Vsrc => {
                if nd < 2 {
                    r.data[nd] = Some(op);
                }
                nd += 1;
            }
            OpKind::Saddr | OpKind::SaddrOpt => r.saddr = Some(op),
            OpKind::Srsrc => r.rsrc = Some(op),
            OpKind::Soffset => r.soffset = Some(op),
            _ => {}
        }
    }
    r
}

/// Registers of `op` (a register range) as a Reg, if any.
fn reg(op: Option<&Operand>) -> Option<Reg> {
    op.and_then(|o| o.reg())
}

/// ds_bpermute_b32, ds_permute_b32, ds_swizzle_b32: cross-lane moves
/// through the LDS crossbar, without touching LDS. A lane reading an
/// inactive lane gets 0.
fn lane_ds(w: &mut Wave, env: &mut Env, d: &Decoded) -> Result<()> {
    let o = &d.inst.operands;
    let exec = w.exec();
    let off = d.inst.mods.offset as u32 & 0xffff;
    let mut src_of = [usize::MAX; LANES];
    let mut data = [0u32; LANES];
    let mut out = [0u32; LANES];
    match d.inst.opcode {
        Opcode::DsSwizzleB32 => {
            for (l, s) in src_of.iter_mut().enumerate() {
                let from = if off & 0x8000 != 0 {
                    (l & !3) | (off as usize >> (2 * (l & 3)) & 3)
                } else {
                    let (and, or, xor) = (off & 31, off >> 5 & 31, off >> 10 & 31);
                    (l & 32) | ((((l as u32 & 31) & and) | or) ^ xor) as usize
                };
                *s = from;
            }
        }
        _ => {
            let mut a = [0u32; LANES];
            w.rv32(&o[1], exec, env, &mut a)?;
            // The lanes one permute addresses: the whole wave, or (GFX10+
            // wave64) the reading lane's half of 32.
            let span =
                usize::from(env.prog.processor.info().generation.info().permute_lanes).min(w.lanes);
            let lane = |l: usize, addr: u32| (l & !(span - 1)) | (addr / 4) as usize % span;
            if d.inst.opcode == Opcode::DsBpermuteB32 {
                for l in 0..w.lanes {
                    src_of[l] = lane(l, a[l].wrapping_add(off));
                }
            } else {
                // Forward permute: lane l sends to lane addr / 4 (of its
                // span); the highest sender wins.
                for l in 0..w.lanes {
                    if exec >> l & 1 != 0 {
                        src_of[lane(l, a[l].wrapping_add(off))] = l;
                    }
                }
            }
        }
    }
    let src = if d.inst.opcode == Opcode::DsSwizzleB32 {
        &o[1]
    } else {
        &o[2]
    };
    let mut need = 0u64;
    for &s in &src_of {
        if s < LANES && exec >> s & 1 != 0 {
            need |= 1 << s;
        }
    }
    w.rv32(src, need, env, &mut data)?;
    for l in 0..LANES {
        let s = src_of[l];
        out[l] = if s < LANES && exec >> s & 1 != 0 {
            data[s]
        } else {
            0
        };
    }
    w.wv32(&o[0], &out, exec, env)?;
    Ok(())
}

pub(crate) fn exec(w: &mut Wave, env: &mut Env, d: &Decoded) -> Result<()> {
    let info = d.inst.opcode.info();
    if matches!(
        d.inst.opcode,
        Opcode::DsBpermuteB32 | Opcode::DsPermuteB32 | Opcode::DsSwizzleB32
    ) {
        lane_ds(w, env, d)?;
        return w.push_pending(d.inst.operands[0].reg(), CNT_LGKM, CNT_LGKM, false);
    }
    if let Some(t) = clock(w, d.inst.opcode) {
        let dst = &d.inst.operands[0];
        w.ws(dst, &[t as u32, (t >> 32) as u32], env)?;
        return w.push_pending(dst.reg(), CNT_LGKM, CNT_LGKM, true);
    }
    let Some(mi) = d.mem else {
        return Err(unsupported());
    };
    let cnt = info.counters;
    let on =
        (cnt.vm() as u8 * CNT_VM) | (cnt.lgkm() as u8 * CNT_LGKM) | (cnt.exp() as u8 * CNT_EXP);
    // The counters the data waits on: for FLAT, those of the memory the
    // lanes reached.
    let needs = match info.format {
        Format::Smem => smem(w, env, d, mi.bytes as usize).map(|_| on)?,
        Format::Global | Format::Flat | Format::Scratch | Format::Mubuf => {
            let spaces = vmem(w, env, d)?;
            if info.format == Format::Flat {
                ((spaces & SP_LDS != 0) as u8 * CNT_LGKM) | ((spaces & !SP_LDS != 0) as u8 * CNT_VM)
            } else {
                on
            }
        }
        Format::Ds => ds(w, env, d).map(|_| on)?,
        _ => return Err(unsupported()),
    };
    // Counter bookkeeping (after the access, so an instruction may read
    // and overwrite its own destination, as atomics with return do).
    let unordered = info.format == Format::Smem || info.format == Format::Flat;
    let dst = if info.format == Format::Smem {
        d.inst.operands.first().and_then(|o| o.reg())
    } else {
        reg(roles(d).dst)
    };
    let writes = match mi.kind {
        MemKind::Store | MemKind::StoreD16Hi | MemKind::Store2 { .. } | MemKind::Cache => false,
        MemKind::Atomic(_) => mi.rtn,
        _ => true,
    };
    // GFX10+: vector-memory stores and atomics without return count on
    // vscnt instead of vmcnt.
    let vector_mem = !matches!(info.format, Format::Smem | Format::Ds);
    let on = if w.split_vscnt && vector_mem && !writes && mi.kind != MemKind::Cache {
        on & !CNT_VM | super::CNT_VS
    } else {
        on
    };
    w.push_pending(dst.filter(|_| writes), on, needs, unordered)
}

/// The destination's bits before a d16 load (zero for other rows): the
/// half the load does not write keeps them. Read without the
/// never-written check, as SDWA's preserved bits are: building a packed
/// value from two d16 loads into a fresh register is the rows' purpose.
fn d16_old(w: &Wave, mi: &crate::program::MemInfo, dst: Option<&Operand>) -> Lanes {
    match (mi.kind, dst) {
        (MemKind::LoadD16 { .. }, Some(Operand::Reg(r))) => {
            let file = if r.file == agc_isa::regs::RegFile::Agpr {
                &w.a
            } else {
                &w.v
            };
            file.get(r.index as usize).copied().unwrap_or([0; LANES])
        }
        _ => [0; LANES],
    }
}

/// A d16 load's new destination value: the byte or short in `win`, zero-
/// or sign-extended to 16 bits, in the low or (`hi`) high half of `old`.
fn d16_merge(win: &[u8], sext: bool, hi: bool, old: u32) -> u32 {
    let v = match (win.len(), sext) {
        (1, true) => win[0] as i8 as u16,
        (1, false) => win[0] as u16,
        _ => u16::from_le_bytes([win[0], win[1]]),
    } as u32;
    if hi {
        old & 0xffff | v << 16
    } else {
        old & 0xffff_0000 | v
    }
}

/// Cycles of the `s_memtime` clock per executed instruction.
pub const MEMTIME_PER_STEP: u64 = 4;
/// `s_memtime` ticks per `s_memrealtime` tick (a 100 MHz clock next to a
/// core clock in the GHz range).
pub const REALTIME_DIVISOR: u64 = 16;

/// The value `s_memtime` / `s_memrealtime` return, `None` for other rows.
///
/// Both are deterministic clocks derived from the wave's own count of
/// executed instructions (`Wave::steps`, which includes the reading
/// instruction): `s_memtime` gives [`MEMTIME_PER_STEP`] per instruction,
/// so two reads in one wave always differ, by 4 per instruction between
/// them; `s_memrealtime` gives that divided by [`REALTIME_DIVISOR`] (it
/// never decreases, and may not move between close reads, like a slower
/// constant-rate clock). Neither depends on the interleaving seed or on
/// other waves, so a program's output stays a function of its inputs.
fn clock(w: &Wave, op: Opcode) -> Option<u64> {
    let t = w.steps * MEMTIME_PER_STEP;
    match op {
        Opcode::SMemtime => Some(t),
        Opcode::SMemrealtime => Some(t / REALTIME_DIVISOR),
        _ => None,
    }
}

fn smem(w: &mut Wave, env: &mut Env, d: &Decoded, bytes: usize) -> Result<()> {
    let o = &d.inst.operands;
    let base = w.rs64(&o[1], false, env)?;
    let off = match o[2] {
        Operand::Imm(i) => i as i64 as u64,
        ref op => w.rs32(op, env)? as u64,
    };
    // SMEM ignores the two low address bits.
    let addr = base.wrapping_add(off) & !3;
    let src = env.mem.slice_mut(addr, bytes).ok_or_else(|| {
        merr(format!(
            "scalar load of {bytes} bytes at {addr:#x} is outside every buffer"
        ))
    })?;
    let mut vals = [0u32; 16];
    for (k, c) in src.chunks_exact(4).enumerate() {
        vals[k] = u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
    }
    w.ws(&o[0], &vals[..bytes / 4], env)
}

/// Executes a GLOBAL/FLAT/SCRATCH access; returns the spaces it reached.
fn vmem(w: &mut Wave, env: &mut Env, d: &Decoded) -> Result<u8> {
    let fmt = d.inst.opcode.format();
    let mi = d.mem.unwrap_or(crate::program::MemInfo {
        kind: MemKind::Cache,
        bytes: 0,
        rtn: false,
    });
    if mi.kind == MemKind::Cache {
        return Ok(0);
    }
    let r = roles(d);
    let exec = w.exec();
    let mode = w.mode;
    let off = d.inst.mods.offset as i64 as u64;
    // Per-lane addresses.
    let mut addr = [0u64; LANES];
    // Lanes outside a buffer resource's range (MUBUF): loads read 0,
    // stores and atomics do nothing, as on hardware.
    let mut oob = 0u64;
    match fmt {
        Format::Mubuf => {
            let (Some(rs), Some(so)) = (r.rsrc, r.soffset) else {
                return Err(unsupported());
            };
            let Operand::Reg(rr) = *rs else {
                return Err(unsupported());
            };
            let word = |k: u16| Operand::Reg(Reg::new(rr.file, rr.index + k, 1));
            let (w0, w1, w2, w3) = (
                w.rs32(&word(0), env)?,
                w.rs32(&word(1), env)?,
                w.rs32(&word(2), env)?,
                w.rs32(&word(3), env)?,
            );
            let base = w0 as u64 | ((w1 & 0xffff) as u64) << 32;
            let stride = (w1 >> 16 & 0x3fff) as u64;
            let v = Vsharp::new(w1, w3);
            let soff = w.rs32(so, env)? as u64;
            let fl = d.inst.mods.flags;
            let (idxen, offen) = (
                fl & agc_isa::minst::flags::IDXEN != 0,
                fl & agc_isa::minst::flags::OFFEN != 0,
            );
            let mut idx = [0u32; LANES];
            let mut vo = [0u32; LANES];
            if let Some(Operand::Reg(va)) = r.addr.copied() {
                let first = Operand::Reg(Reg::new(va.file, va.index, 1));
                let second = Operand::Reg(Reg::new(va.file, va.index + 1, 1));
                match (idxen, offen) {
                    (true, true) => {
                        w.rv32(&first, exec, env, &mut idx)?;
                        w.rv32(&second, exec, env, &mut vo)?;
                    }
                    (true, false) => w.rv32(&first, exec, env, &mut idx)?,
                    (false, true) => w.rv32(&first, exec, env, &mut vo)?,
                    _ => {}
                }
            }
            let pbase = base.wrapping_sub(SCRATCH_RSRC_BASE);
            let private = pbase < 1 << 32;
            if private && !v.is_scratch() {
                return Err(fault(format!(
                    "a scratch buffer resource without swizzle_enable, add_tid_enable, \
                     index_stride 64 and stride 0 (word1 {w1:#010x}, word3 {w3:#010x}) \
                     would make lanes share addresses; sim models scratch only as the \
                     runtime sets it up"
                )));
            }
            if !private && v.unmodelled_bits != 0 {
                return Err(fault(format!(
                    "buffer resource word3 bits {:#010x} (word3 {w3:#010x}) are not modelled",
                    v.unmodelled_bits
                )));
            }
            for l in 0..LANES {
                // add_tid_enable adds the lane id to the index.
                if v.add_tid {
                    idx[l] = idx[l].wrapping_add(l as u32);
                }
                let o = vo[l] as u64 + off;
                // Range check: by index for structured buffers, by offset
                // for raw ones.
                let out = if stride != 0 {
                    idx[l] as u64 >= w2 as u64
                } else {
                    o + mi.bytes as u64 > w2 as u64
                };
                oob |= (out as u64) << l;
                addr[l] = if private {
                    // Base and `soffset` are unswizzled wave-level byte
                    // offsets: each lane sees 1/lanes of them.
                    let wave = pbase.wrapping_add(soff).wrapping_sub(w.scratch_wave_offset);
                    let lane = (wave as i64 / w.lanes as i64) as u64;
                    PRIVATE_APERTURE + (lane.wrapping_add(o) & 0xffff_ffff)
                } else if v.swizzle {
                    base.wrapping_add(soff)
                        .wrapping_add(v.swizzled(idx[l] as u64, o, stride))
                } else {
                    base.wrapping_add(soff)
                        .wrapping_add(o)
                        .wrapping_add(stride * idx[l] as u64)
                };
            }
        }
        Format::Scratch => {
            let mut v = [0u32; LANES];
            if let Some(op @ Operand::Reg(_)) = r.addr {
                w.rv32(op, exec, env, &mut v)?;
            }
            let s = match r.saddr {
                Some(op @ Operand::Reg(_)) => w.rs32(op, env)? as u64,
                _ => 0,
            };
            for l in 0..LANES {
                // The offset is signed (a two's-complement u64): wrap.
                let a = (v[l] as u64).wrapping_add(s).wrapping_add(off);
                addr[l] = PRIVATE_APERTURE + (a & 0xffff_ffff);
            }
        }
        _ => {
            let saddr = match r.saddr {
                Some(op @ Operand::Reg(_)) => Some(w.rs64(op, false, env)?),
                _ => None,
            };
            let Some(a) = r.addr else {
                return Err(unsupported());
            };
            match saddr {
                Some(s) => {
                    let mut v = [0u32; LANES];
                    w.rv32(a, exec, env, &mut v)?;
                    for l in 0..LANES {
                        addr[l] = s.wrapping_add(v[l] as u64).wrapping_add(off);
                    }
                }
                None => {
                    let mut v = [0u64; LANES];
                    w.rv64(a, false, exec, env, &mut v)?;
                    for l in 0..LANES {
                        addr[l] = v[l].wrapping_add(off);
                    }
                }
            }
        }
    }
    let bytes = mi.bytes as usize;
    let ndw = bytes.div_ceil(4);
    // Data operands.
    let store_to_scratch = matches!(mi.kind, MemKind::Store | MemKind::StoreD16Hi)
        && matches!(fmt, Format::Mubuf | Format::Scratch);
    let old = d16_old(w, &mi, r.dst);
    let mut data = [[0u32; LANES]; 4];
    let mut data2 = [[0u32; LANES]; 4];
    if let Some(Operand::Reg(dr)) = r.data[0] {
        let per = match mi.kind {
            MemKind::Atomic(AtomicOp::CmpSwap) => ndw, // data then cmp in one tuple
            _ => dr.len as usize,
        };
        for k in 0..dr.len as usize {
            let op = Operand::Reg(Reg::new(dr.file, dr.index + k as u16, 1));
            let mut t: Lanes = [0; LANES];
            // Storing a never-written value to scratch is no use of it (a
            // prologue saving a callee-saved register nobody set).
            let checked = if store_to_scratch { 0 } else { exec };
            w.rv32(&op, checked, env, &mut t)?;
            if k < per {
                data[k] = t;
            } else if k - per < 4 {
                data2[k - per] = t;
            }
        }
    }
    let mut out = [[0u32; LANES]; 4];
    let mut spaces = 0u8;
    // FLAT_SCRATCH relative to this wave's scratch base (module doc).
    let mut flat_scratch: Option<u64> = None;
    for l in 0..LANES {
        if exec >> l & 1 == 0 || oob >> l & 1 != 0 {
            continue;
        }
        let (space, mut a) = classify(addr[l]);
        if space == Space::Private && matches!(fmt, Format::Flat | Format::Scratch) {
            let delta = match flat_scratch {
                Some(d) => d,
                None => {
                    let fs = Operand::Reg(Reg::FLAT_SCRATCH);
                    let v = match w.flat_scratch_hw {
                        Some(v) => v,
                        None => w.rs64(&fs, false, env).map_err(|_| {
                            merr("scratch access through FLAT_SCRATCH, which was never set up (flat scratch init + wave offset)".to_string())
                        })?,
                    };
                    let d = v.wrapping_sub(FLAT_SCRATCH_BASE + w.scratch_wave_offset);
                    *flat_scratch.insert(d)
                }
            };
            a = a.wrapping_add(delta) & 0xffff_ffff;
        }
        spaces |= space_bit(space);
        let atomic = matches!(mi.kind, MemKind::Atomic(_));
        check_align(a, bytes, atomic, l)?;
        // Private memory is paged: the access runs on a window the pages
        // lend (see `private`), global and LDS bytes are borrowed directly.
        let apply = |win: &mut [u8], out: &mut [Lanes; 4]| -> Result<()> {
            match mi.kind {
                MemKind::Load { sext } => {
                    let mut buf = [0u8; 16];
                    buf[..bytes].copy_from_slice(win);
                    let v = match (bytes, sext) {
                        (1, true) => buf[0] as i8 as i32 as u32,
                        (2, true) => i16::from_le_bytes([buf[0], buf[1]]) as i32 as u32,
                        _ => 0,
                    };
                    for k in 0..ndw {
                        out[k][l] = u32::from_le_bytes([
                            buf[4 * k],
                            buf[4 * k + 1],
                            buf[4 * k + 2],
                            buf[4 * k + 3],
                        ]);
                    }
                    if sext {
                        out[0][l] = v;
                    }
                }
                MemKind::LoadD16 { sext, hi } => out[0][l] = d16_merge(win, sext, hi, old[l]),
                MemKind::StoreD16Hi => {
                    win.copy_from_slice(&(data[0][l] >> 16).to_le_bytes()[..bytes])
                }
                MemKind::Store => {
                    let mut buf = [0u8; 16];
                    for k in 0..ndw {
                        buf[4 * k..4 * k + 4].copy_from_slice(&data[k][l].to_le_bytes());
                    }
                    win.copy_from_slice(&buf[..bytes]);
                }
                MemKind::Atomic(op) => {
                    if bytes == 4 {
                        let old = u32::from_le_bytes([win[0], win[1], win[2], win[3]]);
                        let new = atomic_update(
                            op,
                            (Unit::Memory, mode),
                            32,
                            u64::from(old),
                            u64::from(data[0][l]),
                            u64::from(data2[0][l]),
                        ) as u32;
                        win.copy_from_slice(&new.to_le_bytes());
                        out[0][l] = old;
                    } else {
                        let mut b = [0u8; 8];
                        b.copy_from_slice(win);
                        let old = u64::from_le_bytes(b);
                        let src = data[0][l] as u64 | (data[1][l] as u64) << 32;
                        let cmp = data2[0][l] as u64 | (data2[1][l] as u64) << 32;
                        let new = atomic_update(op, (Unit::Memory, mode), 64, old, src, cmp);
                        win.copy_from_slice(&new.to_le_bytes());
                        out[0][l] = old as u32;
                        out[1][l] = (old >> 32) as u32;
                    }
                }
                _ => return Err(unsupported()),
            }
            Ok(())
        };
        if space == Space::Private {
            w.private
                .with(l, a, bytes, env.budget, |win| apply(win, &mut out))??;
        } else {
            let win = window(env, space, a, bytes, l)?;
            apply(win, &mut out)?;
        }
    }
    let writes = matches!(mi.kind, MemKind::Load { .. } | MemKind::LoadD16 { .. })
        || (mi.rtn && matches!(mi.kind, MemKind::Atomic(_)));
    if writes {
        let Some(Operand::Reg(dr)) = r.dst else {
            return Err(unsupported());
        };
        w.ordered_vm_write = fmt != Format::Flat && !matches!(mi.kind, MemKind::Atomic(_));
        let mut res = Ok(());
        for k in 0..(dr.len as usize).min(4) {
            let op = Operand::Reg(Reg::new(dr.file, dr.index + k as u16, 1));
            res = res.and_then(|()| w.wv32(&op, &out[k], exec, env));
        }
        w.ordered_vm_write = false;
        res?;
    }
    Ok(spaces)
}

fn ds(w: &mut Wave, env: &mut Env, d: &Decoded) -> Result<()> {
    let mi = d.mem.ok_or_else(unsupported)?;
    if d.inst.mods.flags & agc_isa::minst::flags::GDS != 0 {
        return Err(unsupported());
    }
    let r = roles(d);
    let exec = w.exec();
    let mode = w.mode;
    let mut va = [0u32; LANES];
    let Some(a) = r.addr else {
        return Err(unsupported());
    };
    w.rv32(a, exec, env, &mut va)?;
    let bytes = mi.bytes as usize;
    let ndw = bytes.div_ceil(4);
    let m = &d.inst.mods;
    // Element offsets (bytes) of the one or two accesses.
    let (offs, n_acc): ([u64; 2], usize) = match mi.kind {
        MemKind::Load2 { st64 } | MemKind::Store2 { st64 } => {
            let scale = bytes as u64 * if st64 { 64 } else { 1 };
            ([m.offset as u64 * scale, m.offset1 as u64 * scale], 2)
        }
        _ => ([m.offset as u64 & 0xffff, 0], 1),
    };
    // Data: up to two operands of up to 4 dwords.
    let mut data = [[[0u32; LANES]; 4]; 2];
    for (j, dop) in r.data.iter().enumerate() {
        if let Some(Operand::Reg(dr)) = dop {
            for k in 0..(dr.len as usize).min(4) {
                let op = Operand::Reg(Reg::new(dr.file, dr.index + k as u16, 1));
                w.rv32(&op, exec, env, &mut data[j][k])?;
            }
        }
    }
    let mut out = [[0u32; LANES]; 4];
    let old = d16_old(w, &mi, r.dst);
    for l in 0..LANES {
        if exec >> l & 1 == 0 {
            continue;
        }
        for acc in 0..n_acc {
            // LDS addresses are 32 bits: base + offset wraps (llc folds
            // `63 - id` into a negated base and an offset).
            let addr = u64::from(va[l].wrapping_add(offs[acc] as u32));
            let atomic = matches!(mi.kind, MemKind::Atomic(_));
            check_align(addr, bytes, atomic, l)?;
            let win = window(env, Space::Lds, addr, bytes, l)?;
            match mi.kind {
                MemKind::Load { .. } | MemKind::Load2 { .. } => {
                    let sext = matches!(mi.kind, MemKind::Load { sext: true });
                    let mut buf = [0u8; 16];
                    buf[..bytes].copy_from_slice(win);
                    for k in 0..ndw {
                        out[acc * ndw + k][l] = u32::from_le_bytes([
                            buf[4 * k],
                            buf[4 * k + 1],
                            buf[4 * k + 2],
                            buf[4 * k + 3],
                        ]);
                    }
                    if sext {
                        out[0][l] = match bytes {
                            1 => buf[0] as i8 as i32 as u32,
                            _ => i16::from_le_bytes([buf[0], buf[1]]) as i32 as u32,
                        };
                    }
                }
                MemKind::LoadD16 { sext, hi } => out[0][l] = d16_merge(win, sext, hi, old[l]),
                MemKind::StoreD16Hi => {
                    win.copy_from_slice(&(data[0][0][l] >> 16).to_le_bytes()[..bytes])
                }
                MemKind::Store | MemKind::Store2 { .. } => {
                    let src = if mi.kind == MemKind::Store {
                        &data[0]
                    } else {
                        &data[acc]
                    };
                    let mut buf = [0u8; 16];
                    for k in 0..ndw {
                        buf[4 * k..4 * k + 4].copy_from_slice(&src[k][l].to_le_bytes());
                    }
                    win.copy_from_slice(&buf[..bytes]);
                }
                MemKind::Atomic(op) => {
                    // ds_cmpst (GFX9): data0 is the compare value, data1
                    // the new one; GFX11's ds_cmpstore has them the other
                    // way round, as the FLAT cmpswap rows do.
                    let cmpst = matches!(
                        op,
                        AtomicOp::CmpSwap | AtomicOp::CmpSwapF32 | AtomicOp::CmpSwapF64
                    ) && !d.inst.opcode.info().name.starts_with("ds_cmpstore");
                    let (src, cmp) = if cmpst {
                        (&data[1], &data[0])
                    } else {
                        (&data[0], &data[1])
                    };
                    if bytes == 4 {
                        let old = u32::from_le_bytes([win[0], win[1], win[2], win[3]]);
                        let new = atomic_update(
                            op,
                            (Unit::Lds, mode),
                            32,
                            u64::from(old),
                            u64::from(src[0][l]),
                            u64::from(cmp[0][l]),
                        ) as u32;
                        win.copy_from_slice(&new.to_le_bytes());
                        out[0][l] = old;
                    } else {
                        let mut b = [0u8; 8];
                        b.copy_from_slice(win);
                        let old = u64::from_le_bytes(b);
                        let s = src[0][l] as u64 | (src[1][l] as u64) << 32;
                        let c = cmp[0][l] as u64 | (cmp[1][l] as u64) << 32;
                        win.copy_from_slice(
                            &atomic_update(op, (Unit::Lds, mode), 64, old, s, c).to_le_bytes(),
                        );
                        out[0][l] = old as u32;
                        out[1][l] = (old >> 32) as u32;
                    }
                }
                _ => return Err(unsupported()),
            }
        }
    }
    let writes = matches!(
        mi.kind,
        MemKind::Load { .. } | MemKind::LoadD16 { .. } | MemKind::Load2 { .. }
    ) || (mi.rtn && matches!(mi.kind, MemKind::Atomic(_)));
    if writes {
        let Some(Operand::Reg(dr)) = r.dst else {
            return Err(unsupported());
        };
        for k in 0..(dr.len as usize).min(4) {
            let op = Operand::Reg(Reg::new(dr.file, dr.index + k as u16, 1));
            w.wv32(&op, &out[k], exec, env)?;
        }
    }
    Ok(())
}
