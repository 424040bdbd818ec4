//! Scalar ALU and program-flow instructions (SOP1, SOP2, SOPC, SOPK, SOPP).
//!
//! Role: semantics of every scalar instruction sim implements, one arm per
//! operation, operating on the wave's SGPR array and SCC. Branch targets
//! are relative to the next instruction (`w.pc` already points there when
//! an arm runs).
//!
//! Invariant: an unimplemented opcode is an `Unsupported` error, never a
//! silent no-op.

use super::{unsupported, Env, Flow, Wave};
use crate::error::{ErrorKind, Result, SimError};
use crate::program::Decoded;
use agc_isa::insts::Opcode as O;
use agc_isa::minst::Operand;
use agc_isa::processors::{Generation, WaitcntLayout};

/// HW_REG ids (GFX9).
const HW_REG_MODE: u32 = 1;
const HW_REG_STATUS: u32 = 2;
const HW_REG_HW_ID: u32 = 4;
const HW_REG_SH_MEM_BASES: u32 = 15;

fn hwreg_field(v: i32) -> (u32, u32, u32) {
    let v = v as u32;
    (v & 0x3f, v >> 6 & 0x1f, (v >> 11 & 0x1f) + 1)
}

fn imm(op: &Operand) -> i32 {
    match *op {
        Operand::Imm(i) => i,
        Operand::Literal(l) => l as i32,
        _ => 0,
    }
}

fn bfe32(x: u32, ctl: u32, signed: bool) -> u32 {
    let off = ctl & 31;
    let w = (ctl >> 16) & 0x7f;
    if w == 0 {
        return 0;
    }
    let w = w.min(32 - off);
    let v = x >> off;
    if w == 32 {
        return v;
    }
    let m = v & ((1u32 << w) - 1);
    if signed {
        ((m << (32 - w)) as i32 >> (32 - w)) as u32
    } else {
        m
    }
}

fn bfe64(x: u64, ctl: u32, signed: bool) -> u64 {
    let off = ctl & 63;
    let w = (ctl >> 16) & 0x7f;
    if w == 0 {
        return 0;
    }
    let w = w.min(64 - off);
    let v = x >> off;
    if w == 64 {
        return v;
    }
    let m = v & ((1u64 << w) - 1);
    if signed {
        ((m << (64 - w)) as i64 >> (64 - w)) as u64
    } else {
        m
    }
}

pub(crate) fn exec(w: &mut Wave, env: &mut Env, d: &Decoded) -> Result<Flow> {
    let i = &d.inst;
    let o = &i.operands;
    let next = w.pc;
    macro_rules! s32 {
        ($k:expr) => {
            w.rs32(&o[$k], env)?
        };
    }
    macro_rules! s64 {
        ($k:expr) => {
            w.rs64(&o[$k], false, env)?
        };
    }
    // Two-source 32-bit ops with SCC = result != 0.
    macro_rules! bin32_nz {
        ($f:expr) => {{
            let (a, b) = (s32!(1), s32!(2));
            let f: fn(u32, u32) -> u32 = $f;
            let r = f(a, b);
            w.scc = r != 0;
            w.ws32(&o[0], r, env)?;
        }};
    }
    macro_rules! bin64_nz {
        ($f:expr) => {{
            let (a, b) = (s64!(1), s64!(2));
            let f: fn(u64, u64) -> u64 = $f;
            let r = f(a, b);
            w.scc = r != 0;
            w.ws64(&o[0], r, env)?;
        }};
    }
    macro_rules! saveexec {
        ($f:expr) => {{
            let s = s64!(1);
            let e = w.exec();
            let f: fn(u64, u64) -> u64 = $f;
            let r = f(s, e);
            w.ws64(&o[0], e, env)?;
            w.set_exec(r);
            w.scc = r != 0;
        }};
    }
    // The wave32 forms: EXEC_LO and a 32-bit SGPR.
    macro_rules! saveexec32 {
        ($f:expr) => {{
            let s = s32!(1);
            let e = w.exec() as u32;
            let f: fn(u32, u32) -> u32 = $f;
            let r = f(s, e);
            w.ws32(&o[0], e, env)?;
            w.set_exec(r as u64 | w.exec() & !0xffff_ffff);
            w.scc = r != 0;
        }};
    }
    macro_rules! cmp {
        ($t:ty, $op:tt) => {{
            let (a, b) = (s32!(0) as $t, s32!(1) as $t);
            w.scc = a $op b;
        }};
    }
    macro_rules! cmpk {
        ($t:ty, $op:tt, $k:ty) => {{
            let a = s32!(0) as $t;
            let b = imm(&o[1]) as $k as $t;
            w.scc = a $op b;
        }};
    }
    macro_rules! branch_if {
        ($c:expr) => {{
            if $c {
                w.pc = next.wrapping_add((imm(&o[0]) as i16 as i64 * 4) as u64);
            }
        }};
    }
    match i.opcode {
        // SOP1
        // Moves and selects copy written-ness with the value (see
        // `Wave::copy_scalar`).
        O::SMovB32 => w.copy_scalar(&o[0], &o[1], 1, env)?,
        O::SMovB64 => w.copy_scalar(&o[0], &o[1], 2, env)?,
        O::SCmovB32 => {
            let v = s32!(1);
            if w.scc {
                w.ws32(&o[0], v, env)?
            }
        }
        O::SCmovB64 => {
            let v = s64!(1);
            if w.scc {
                w.ws64(&o[0], v, env)?
            }
        }
        O::SNotB32 => {
            let r = !s32!(1);
            w.scc = r != 0;
            w.ws32(&o[0], r, env)?
        }
        O::SNotB64 => {
            let r = !s64!(1);
            w.scc = r != 0;
            w.ws64(&o[0], r, env)?
        }
        O::SBrevB32 => {
            let r = s32!(1).reverse_bits();
            w.ws32(&o[0], r, env)?
        }
        O::SBrevB64 => {
            let r = s64!(1).reverse_bits();
            w.ws64(&o[0], r, env)?
        }
        O::SBcnt1I32B32 | O::SBcnt0I32B32 => {
            let x = s32!(1);
            let r = if i.opcode == O::SBcnt1I32B32 {
                x.count_ones()
            } else {
                x.count_zeros()
            };
            w.scc = r != 0;
            w.ws32(&o[0], r, env)?
        }
        O::SBcnt1I32B64 | O::SBcnt0I32B64 => {
            let x = s64!(1);
            let r = if i.opcode == O::SBcnt1I32B64 {
                x.count_ones()
            } else {
                x.count_zeros()
            };
            w.scc = r != 0;
            w.ws32(&o[0], r, env)?
        }
        O::SFf1I32B32 | O::SFf0I32B32 => {
            let x = s32!(1);
            let x = if i.opcode == O::SFf0I32B32 { !x } else { x };
            let r = if x == 0 { u32::MAX } else { x.trailing_zeros() };
            w.ws32(&o[0], r, env)?
        }
        O::SFf1I32B64 | O::SFf0I32B64 => {
            let x = s64!(1);
            let x = if i.opcode == O::SFf0I32B64 { !x } else { x };
            let r = if x == 0 { u32::MAX } else { x.trailing_zeros() };
            w.ws32(&o[0], r, env)?
        }
        O::SFlbitI32B32 => {
            let x = s32!(1);
            let r = if x == 0 { u32::MAX } else { x.leading_zeros() };
            w.ws32(&o[0], r, env)?
        }
        O::SFlbitI32B64 => {
            let x = s64!(1);
            let r = if x == 0 { u32::MAX } else { x.leading_zeros() };
            w.ws32(&o[0], r, env)?
        }
        // Read-modify-write of the destination: set or clear bit S[4:0]
        // (S[5:0] for 64 bits).
        O::SBitset0B32 | O::SBitset1B32 => {
            let (d, bit) = (s32!(0), s32!(1) & 31);
            let r = if i.opcode == O::SBitset1B32 {
                d | 1 << bit
            } else {
                d & !(1 << bit)
            };
            w.ws32(&o[0], r, env)?
        }
        O::SBitset0B64 | O::SBitset1B64 => {
            let (d, bit) = (s64!(0), s32!(1) & 63);
            let r = if i.opcode == O::SBitset1B64 {
                d | 1 << bit
            } else {
                d & !(1 << bit)
            };
            w.ws64(&o[0], r, env)?
        }
        O::SSextI32I8 => {
            let r = s32!(1) as i8 as i32 as u32;
            w.ws32(&o[0], r, env)?
        }
        O::SSextI32I16 => {
            let r = s32!(1) as i16 as i32 as u32;
            w.ws32(&o[0], r, env)?
        }
        O::SAbsI32 => {
            let r = (s32!(1) as i32).wrapping_abs() as u32;
            w.scc = r != 0;
            w.ws32(&o[0], r, env)?
        }
        O::SAndSaveexecB64 => saveexec!(|s, e| s & e),
        O::SOrSaveexecB64 => saveexec!(|s, e| s | e),
        O::SXorSaveexecB64 => saveexec!(|s, e| s ^ e),
        O::SAndn2SaveexecB64 => saveexec!(|s, e| s & !e),
        O::SOrn2SaveexecB64 => saveexec!(|s, e| s | !e),
        O::SNandSaveexecB64 => saveexec!(|s, e| !(s & e)),
        O::SNorSaveexecB64 => saveexec!(|s, e| !(s | e)),
        O::SXnorSaveexecB64 => saveexec!(|s, e| !(s ^ e)),
        O::SAndn1SaveexecB64 => saveexec!(|s, e| !s & e),
        O::SOrn1SaveexecB64 => saveexec!(|s, e| !s | e),
        // GFX11 names: and_not1 = GFX9 andn2 (S0 & !EXEC), and_not0 = andn1.
        O::SAndSaveexecB32 => saveexec32!(|s, e| s & e),
        O::SOrSaveexecB32 => saveexec32!(|s, e| s | e),
        O::SXorSaveexecB32 => saveexec32!(|s, e| s ^ e),
        O::SAndNot1SaveexecB32 => saveexec32!(|s, e| s & !e),
        O::SAndNot0SaveexecB32 => saveexec32!(|s, e| !s & e),
        O::SOrNot1SaveexecB32 => saveexec32!(|s, e| s | !e),
        O::SGetpcB64 => w.ws64(&o[0], next, env)?,
        O::SSetpcB64 => {
            w.pc = s64!(0);
            env.stats.jumps += 1;
        }
        O::SSwappcB64 => {
            let t = s64!(1);
            w.ws64(&o[0], next, env)?;
            w.pc = t;
            env.stats.jumps += 1;
        }
        // SOP2
        O::SAddU32 => {
            let (a, b) = (s32!(1), s32!(2));
            let (r, c) = a.overflowing_add(b);
            w.scc = c;
            w.ws32(&o[0], r, env)?
        }
        O::SSubU32 => {
            let (a, b) = (s32!(1), s32!(2));
            let (r, c) = a.overflowing_sub(b);
            w.scc = c;
            w.ws32(&o[0], r, env)?
        }
        O::SAddI32 => {
            let (a, b) = (s32!(1) as i32, s32!(2) as i32);
            let (r, v) = a.overflowing_add(b);
            w.scc = v;
            w.ws32(&o[0], r as u32, env)?
        }
        O::SSubI32 => {
            let (a, b) = (s32!(1) as i32, s32!(2) as i32);
            let (r, v) = a.overflowing_sub(b);
            w.scc = v;
            w.ws32(&o[0], r as u32, env)?
        }
        O::SAddcU32 => {
            let (a, b) = (s32!(1) as u64, s32!(2) as u64);
            let r = a + b + w.scc as u64;
            w.scc = r >> 32 != 0;
            w.ws32(&o[0], r as u32, env)?
        }
        O::SSubbU32 => {
            let (a, b) = (s32!(1) as u64, s32!(2) as u64);
            let sub = b + w.scc as u64;
            w.scc = sub > a;
            w.ws32(&o[0], a.wrapping_sub(sub) as u32, env)?
        }
        O::SMinI32 | O::SMaxI32 => {
            let (a, b) = (s32!(1) as i32, s32!(2) as i32);
            let min = i.opcode == O::SMinI32;
            w.scc = if min { a < b } else { a > b };
            let r = if min { a.min(b) } else { a.max(b) };
            w.ws32(&o[0], r as u32, env)?
        }
        O::SMinU32 | O::SMaxU32 => {
            let (a, b) = (s32!(1), s32!(2));
            let min = i.opcode == O::SMinU32;
            w.scc = if min { a < b } else { a > b };
            let r = if min { a.min(b) } else { a.max(b) };
            w.ws32(&o[0], r, env)?
        }
        O::SCselectB32 => {
            let k = if w.scc { 1 } else { 2 };
            w.copy_scalar(&o[0], &o[k], 1, env)?
        }
        O::SCselectB64 => {
            let k = if w.scc { 1 } else { 2 };
            w.copy_scalar(&o[0], &o[k], 2, env)?
        }
        O::SAndB32 => bin32_nz!(|a, b| a & b),
        O::SOrB32 => bin32_nz!(|a, b| a | b),
        O::SXorB32 => bin32_nz!(|a, b| a ^ b),
        O::SAndn2B32 => bin32_nz!(|a, b| a & !b),
        O::SOrn2B32 => bin32_nz!(|a, b| a | !b),
        O::SNandB32 => bin32_nz!(|a, b| !(a & b)),
        O::SNorB32 => bin32_nz!(|a, b| !(a | b)),
        O::SXnorB32 => bin32_nz!(|a, b| !(a ^ b)),
        O::SLshlB32 => bin32_nz!(|a, b| a << (b & 31)),
        O::SLshrB32 => bin32_nz!(|a, b| a >> (b & 31)),
        O::SAshrI32 => bin32_nz!(|a, b| ((a as i32) >> (b & 31)) as u32),
        O::SAndB64 => bin64_nz!(|a, b| a & b),
        // GFX12 64-bit SALU arithmetic: no carry, SCC unchanged.
        O::SAddNcU64 | O::SMulU64 => {
            let (a, b) = (s64!(1), s64!(2));
            let r = if i.opcode == O::SAddNcU64 {
                a.wrapping_add(b)
            } else {
                a.wrapping_mul(b)
            };
            w.ws64(&o[0], r, env)?;
        }
        O::SOrB64 => bin64_nz!(|a, b| a | b),
        O::SXorB64 => bin64_nz!(|a, b| a ^ b),
        O::SAndn2B64 => bin64_nz!(|a, b| a & !b),
        O::SOrn2B64 => bin64_nz!(|a, b| a | !b),
        O::SNandB64 => bin64_nz!(|a, b| !(a & b)),
        O::SNorB64 => bin64_nz!(|a, b| !(a | b)),
        O::SXnorB64 => bin64_nz!(|a, b| !(a ^ b)),
        O::SLshlB64 | O::SLshrB64 | O::SAshrI64 => {
            let (a, b) = (s64!(1), s32!(2) & 63);
            let r = match i.opcode {
                O::SLshlB64 => a << b,
                O::SLshrB64 => a >> b,
                _ => ((a as i64) >> b) as u64,
            };
            w.scc = r != 0;
            w.ws64(&o[0], r, env)?
        }
        O::SBfmB32 => {
            let (a, b) = (s32!(1) & 31, s32!(2) & 31);
            let r = ((1u64 << a) - 1) as u32;
            w.ws32(&o[0], r.wrapping_shl(b), env)?
        }
        O::SBfmB64 => {
            let (a, b) = (s32!(1) & 63, s32!(2) & 63);
            let r = if a == 64 { u64::MAX } else { (1u64 << a) - 1 };
            w.ws64(&o[0], r.wrapping_shl(b), env)?
        }
        // RDNA 3.5 / GFX12 SALU float: IEEE add, round to nearest even
        // (the default MODE), denormals kept.
        O::SAddF32 => {
            let r = f32::from_bits(s32!(1)) + f32::from_bits(s32!(2));
            w.ws32(&o[0], r.to_bits(), env)?
        }
        O::SMulI32 => {
            let r = s32!(1).wrapping_mul(s32!(2));
            w.ws32(&o[0], r, env)?
        }
        O::SMulHiU32 => {
            let r = (s32!(1) as u64 * s32!(2) as u64) >> 32;
            w.ws32(&o[0], r as u32, env)?
        }
        O::SMulHiI32 => {
            let r = (s32!(1) as i32 as i64 * s32!(2) as i32 as i64) >> 32;
            w.ws32(&o[0], r as u32, env)?
        }
        O::SBfeU32 | O::SBfeI32 => {
            let r = bfe32(s32!(1), s32!(2), i.opcode == O::SBfeI32);
            w.scc = r != 0;
            w.ws32(&o[0], r, env)?
        }
        O::SBfeU64 | O::SBfeI64 => {
            let r = bfe64(s64!(1), s32!(2), i.opcode == O::SBfeI64);
            w.scc = r != 0;
            w.ws64(&o[0], r, env)?
        }
        O::SAbsdiffI32 => {
            let r = (s32!(1) as i32).wrapping_sub(s32!(2) as i32).wrapping_abs() as u32;
            w.scc = r != 0;
            w.ws32(&o[0], r, env)?
        }
        O::SLshl1AddU32 | O::SLshl2AddU32 | O::SLshl3AddU32 | O::SLshl4AddU32 => {
            let sh = match i.opcode {
                O::SLshl1AddU32 => 1,
                O::SLshl2AddU32 => 2,
                O::SLshl3AddU32 => 3,
                _ => 4,
            };
            let a = s32!(1) as u64;
            let r = (a << sh) + s32!(2) as u64;
            w.scc = r >> 32 != 0;
            w.ws32(&o[0], r as u32, env)?
        }
        O::SPackLlB32B16 => {
            let r = (s32!(1) & 0xffff) | s32!(2) << 16;
            w.ws32(&o[0], r, env)?
        }
        O::SPackLhB32B16 => {
            let r = (s32!(1) & 0xffff) | (s32!(2) & 0xffff_0000);
            w.ws32(&o[0], r, env)?
        }
        O::SPackHhB32B16 => {
            let r = s32!(1) >> 16 | (s32!(2) & 0xffff_0000);
            w.ws32(&o[0], r, env)?
        }
        // SOPC
        O::SCmpEqI32 | O::SCmpEqU32 => cmp!(u32, ==),
        O::SCmpLgI32 | O::SCmpLgU32 => cmp!(u32, !=),
        O::SCmpGtI32 => cmp!(i32, >),
        O::SCmpGeI32 => cmp!(i32, >=),
        O::SCmpLtI32 => cmp!(i32, <),
        O::SCmpLeI32 => cmp!(i32, <=),
        O::SCmpGtU32 => cmp!(u32, >),
        O::SCmpGeU32 => cmp!(u32, >=),
        O::SCmpLtU32 => cmp!(u32, <),
        O::SCmpLeU32 => cmp!(u32, <=),
        O::SCmpEqU64 => w.scc = s64!(0) == s64!(1),
        O::SCmpLgU64 => w.scc = s64!(0) != s64!(1),
        O::SBitcmp0B32 => w.scc = s32!(0) >> (s32!(1) & 31) & 1 == 0,
        O::SBitcmp1B32 => w.scc = s32!(0) >> (s32!(1) & 31) & 1 == 1,
        O::SBitcmp0B64 => w.scc = s64!(0) >> (s32!(1) & 63) & 1 == 0,
        O::SBitcmp1B64 => w.scc = s64!(0) >> (s32!(1) & 63) & 1 == 1,
        // SOPK
        O::SMovkI32 => w.ws32(&o[0], imm(&o[1]) as i16 as i32 as u32, env)?,
        O::SCmovkI32 => {
            if w.scc {
                w.ws32(&o[0], imm(&o[1]) as i16 as i32 as u32, env)?
            }
        }
        O::SAddkI32 => {
            let a = s32!(0) as i32;
            let (r, v) = a.overflowing_add(imm(&o[1]) as i16 as i32);
            w.scc = v;
            w.ws32(&o[0], r as u32, env)?
        }
        O::SMulkI32 => {
            let r = (s32!(0) as i32).wrapping_mul(imm(&o[1]) as i16 as i32);
            w.ws32(&o[0], r as u32, env)?
        }
        O::SCmpkEqI32 => cmpk!(i32, ==, i16),
        O::SCmpkLgI32 => cmpk!(i32, !=, i16),
        O::SCmpkGtI32 => cmpk!(i32, >, i16),
        O::SCmpkGeI32 => cmpk!(i32, >=, i16),
        O::SCmpkLtI32 => cmpk!(i32, <, i16),
        O::SCmpkLeI32 => cmpk!(i32, <=, i16),
        O::SCmpkEqU32 => cmpk!(u32, ==, u16),
        O::SCmpkLgU32 => cmpk!(u32, !=, u16),
        O::SCmpkGtU32 => cmpk!(u32, >, u16),
        O::SCmpkGeU32 => cmpk!(u32, >=, u16),
        O::SCmpkLtU32 => cmpk!(u32, <, u16),
        O::SCmpkLeU32 => cmpk!(u32, <=, u16),
        O::SGetregB32 => {
            let (id, off, size) = hwreg_field(imm(&o[1]));
            let full = match id {
                HW_REG_MODE => w.mode,
                HW_REG_STATUS => {
                    (w.scc as u32) | ((w.exec() == 0) as u32) << 9 | ((w.vcc() == 0) as u32) << 10
                }
                HW_REG_HW_ID => w.id,
                HW_REG_SH_MEM_BASES => {
                    ((super::SHARED_APERTURE >> 48) as u32) << 16
                        | (super::PRIVATE_APERTURE >> 48) as u32
                }
                _ => return Err(unsupported()),
            };
            let mask = if size == 32 {
                u32::MAX
            } else {
                (1 << size) - 1
            };
            w.ws32(&o[0], (full >> off) & mask, env)?
        }
        O::SSetregB32 | O::SSetregImm32B32 => {
            let (id, off, size) = hwreg_field(imm(&o[0]));
            if id != HW_REG_MODE {
                return Err(unsupported());
            }
            let v = s32!(1);
            let mask = if size == 32 {
                u32::MAX
            } else {
                ((1u32 << size) - 1) << off
            };
            w.mode = (w.mode & !mask) | ((v << off) & mask);
        }
        // SOPP
        O::SNop
        | O::SSleep
        | O::SSetprio
        | O::SIcacheInv
        | O::STtracedata
        | O::SIncperflevel
        | O::SDecperflevel => {}
        O::SEndpgm => return Ok(Flow::End),
        O::SBarrier => return Ok(Flow::Barrier),
        // GFX12's split barrier: the wave joins at `s_barrier_wait`; the
        // signal that precedes it (always -1, the workgroup barrier, in
        // agc's and llc's code) only announces arrival.
        O::SBarrierSignal => {}
        O::SBarrierWait => return Ok(Flow::Barrier),
        O::SWaitcnt => {
            // The field layout is the generation's (isa `GenerationInfo`).
            let v = imm(&o[0]) as u32;
            let lay = &env.prog.processor.info().generation.info().waitcnt;
            let vm = WaitcntLayout::get(lay.vmcnt, v);
            let exp = WaitcntLayout::get(lay.expcnt, v);
            let lgkm = WaitcntLayout::get(lay.lgkmcnt, v);
            env.stats.waitcnts += 1;
            if w.waitcnt(vm as usize, exp as usize, lgkm as usize) {
                env.stats.blocking_waits += 1;
            }
        }
        // GFX10+ single-counter waits: `s_waitcnt_*cnt sgpr, k` waits for
        // the counter to reach the SGPR's value plus k (llvm-mc requires
        // `null`, which reads 0).
        O::SWaitcntVscnt | O::SWaitcntVmcnt | O::SWaitcntExpcnt | O::SWaitcntLgkmcnt => {
            let n = s32!(0).wrapping_add(imm(&o[1]) as u32 & 0xffff) as usize;
            env.stats.waitcnts += 1;
            let max = usize::MAX;
            let blocked = match i.opcode {
                O::SWaitcntVscnt => w.waitcnt_vs(n),
                O::SWaitcntVmcnt => w.waitcnt(n, max, max),
                O::SWaitcntExpcnt => w.waitcnt(max, n, max),
                _ => w.waitcnt(max, max, n),
            };
            if blocked {
                env.stats.blocking_waits += 1;
            }
        }
        // GFX12's split counters, each with its own wait (the count is
        // the immediate), and the two combined forms (loadcnt or storecnt
        // in bits 13:8, dscnt in 5:0). loadcnt is the vm queue, storecnt
        // the vs queue; dscnt and kmcnt share the lgkm queue, told apart
        // by the file the operation writes (SMEM: SGPRs).
        O::SWaitLoadcnt
        | O::SWaitStorecnt
        | O::SWaitExpcnt
        | O::SWaitDscnt
        | O::SWaitKmcnt
        | O::SWaitSamplecnt
        | O::SWaitBvhcnt
        | O::SWaitLoadcntDscnt
        | O::SWaitStorecntDscnt => {
            let v = imm(&o[0]) as u32 & 0xffff;
            let max = usize::MAX;
            env.stats.waitcnts += 1;
            let (hi, lo) = ((v >> 8 & 63) as usize, (v & 63) as usize);
            let blocked = match i.opcode {
                O::SWaitLoadcnt => w.waitcnt(v as usize, max, max),
                O::SWaitStorecnt => w.waitcnt_vs(v as usize),
                O::SWaitExpcnt => w.waitcnt(max, v as usize, max),
                O::SWaitDscnt => w.waitcnt_ds(v as usize),
                O::SWaitKmcnt => w.waitcnt_km(v as usize),
                O::SWaitLoadcntDscnt => w.waitcnt(hi, max, max) | w.waitcnt_ds(lo),
                O::SWaitStorecntDscnt => w.waitcnt_vs(hi) | w.waitcnt_ds(lo),
                // No sample or BVH instruction is simulated.
                _ => false,
            };
            if blocked {
                env.stats.blocking_waits += 1;
            }
        }
        // Scheduling hints (GFX11): no effect on results.
        O::SDelayAlu | O::SClause | O::SWaitcntDepctr => {}
        O::SCodeEnd => {
            return Err(SimError::new(ErrorKind::Trap(
                "executed s_code_end (the padding after the last kernel)".into(),
            )))
        }
        O::SSethalt => {
            return Err(SimError::new(ErrorKind::Trap(format!(
                "s_sethalt {}",
                imm(&o[0])
            ))))
        }
        // GFX11 MSG_DEALLOC_VGPRS (message 3): the wave gives its VGPRs
        // back before s_endpgm; any later read of one is an error.
        O::SSendmsg
            if env.prog.processor.info().generation == Generation::Gfx11
                && imm(&o[0]) & 0xff == 3 =>
        {
            w.vinit.iter_mut().for_each(|m| *m = 0);
        }
        O::STrap => {
            return Err(SimError::new(ErrorKind::Trap(format!(
                "s_trap {}",
                imm(&o[0])
            ))))
        }
        O::SBranch => branch_if!(true),
        O::SCbranchScc0 => branch_if!(!w.scc),
        O::SCbranchScc1 => branch_if!(w.scc),
        O::SCbranchVccz => branch_if!(w.read_vcc(env)? == 0),
        O::SCbranchVccnz => branch_if!(w.read_vcc(env)? != 0),
        O::SCbranchExecz => branch_if!(w.exec() == 0),
        O::SCbranchExecnz => branch_if!(w.exec() != 0),
        _ => return Err(unsupported()),
    }
    Ok(Flow::Next)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bitfield_extract() {
        assert_eq!(bfe32(0xabcd_1234, 16 << 16 | 16, false), 0xabcd);
        assert_eq!(bfe32(0x0000_8000, 16 << 16, true), 0xffff_8000);
        assert_eq!(bfe32(0x1234, 0, false), 0);
        assert_eq!(bfe64(0xf000_0000_0000_0000, 4 << 16 | 60, true), u64::MAX);
    }
}
