//! Rows reached through clang-22's builtins and llc's d16 memory rows,
//! each checked against a host reference written here from the ISA's
//! definition (never from sim's code):
//!
//! - `clang_rows_sad`: `v_sad_u8`, `v_msad_u8`, `v_sad_hi_u8`,
//!   `v_sad_u16` (builtins) and `v_sad_u32` (llc's pattern for
//!   `|a - b| + c`) on random words with equal, zero and extreme bytes.
//! - `clang_rows_f64`: `v_fract_f64` (x - floor(x), below 1.0 at most
//!   0x1.fffffffffffffp-1, NaN stays NaN, infinities give NaN) and
//!   `v_trig_preop_f64` against 2/pi written out here in hexadecimal
//!   (from `bc -l`, scale 450), including the exponent-dependent shift,
//!   the rescaling at exponent 1968 and the truncated denormal results;
//!   inputs NaN, infinities, -0, denormals, tiny negatives and huge values.
//! - `clang_rows_clock`: `s_memtime` / `s_memrealtime` read sim's
//!   documented deterministic clocks: the same values under every seed,
//!   time advancing by 4 per executed instruction, real time by 1/16 of it.
//! - `clang_rows_d16`: the d16_hi loads (global, LDS) llc-22 forms on
//!   gfx900 to fill the high half of a word, the d16_hi stores on every
//!   processor; `d16_by_hand` runs every d16 row (global, LDS, scratch,
//!   flat; lo and hi; zero- and sign-extending) with llvm-mc-22 bytes.
//! - `clang_rows_mfma`: the MFMA shapes on gfx90a and gfx942 against a
//!   host matrix product, each element an fma chain over k ascending from
//!   C (the rounding rule sim states for MFMA), with the lane/register
//!   layouts of AMD's matrix-core documentation restated here per shape
//!   (hazard checks on: llc-22's s_nops satisfy agc_isa's MFMA timing).
//! - `pk_fmac_by_hand`: `v_pk_fmac_f16` (llc never selects it; llvm-mc-22
//!   bytes) against an exactly rounded f16 fma per half.

mod common;

use agc_isa::processors::Processor;
use agc_sim::{Arg, Device, Dispatch, Executable};
use common::{each, f2h, h2f, ClObjects};

// GFX9 only: rows.cl uses s_memtime/s_memrealtime, which GFX11 lacks
// (clang-22 rejects the builtins); rows_cdna.cl is CDNA MFMA.
static ROWS: ClObjects = ClObjects::gfx9_only(&["rows.cl"], &[]);
static CDNA: ClObjects = ClObjects::gfx9_only(&["rows_cdna.cl"], &[]);

fn xorshift(seed: u64) -> impl FnMut() -> u64 {
    let mut x = seed | 1;
    move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    }
}

fn buf_u64(dev: &mut Device, v: &[u64]) -> agc_sim::Buffer {
    let bytes: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
    dev.buffer_bytes(&bytes)
}

fn read_u64(dev: &Device, b: agc_sim::Buffer) -> Vec<u64> {
    dev.read(b.addr, b.size)
        .unwrap()
        .chunks_exact(8)
        .map(|c| u64::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

fn run(dev: &mut Device, m: &Executable, name: &str, n: u32, wg: u32, args: &[Arg], what: &str) {
    dev.dispatch(m, name, Dispatch::linear(n, wg), args)
        .unwrap_or_else(|e| panic!("{what} {name}: {e}"));
}

// ---- v_sad_* ----

fn bytes(x: u32) -> [u32; 4] {
    [x & 0xff, x >> 8 & 0xff, x >> 16 & 0xff, x >> 24]
}

/// The ISA's definitions: per-byte (per-half, whole) absolute
/// differences summed into the accumulator, wrapping at 32 bits.
fn sad_ref(a: u32, b: u32, c: u32) -> [u32; 5] {
    let d = |x: u32, y: u32| if x > y { x - y } else { y - x };
    let (ab, bb) = (bytes(a), bytes(b));
    let s8: u32 = (0..4).map(|k| d(ab[k], bb[k])).sum();
    let m8: u32 = (0..4)
        .filter(|&k| bb[k] != 0)
        .map(|k| d(ab[k], bb[k]))
        .sum();
    let s16 = d(a & 0xffff, b & 0xffff) + d(a >> 16, b >> 16);
    [
        s8.wrapping_add(c),
        m8.wrapping_add(c),
        (s8 << 16).wrapping_add(c),
        s16.wrapping_add(c),
        d(a, b).wrapping_add(c),
    ]
}

#[test]
fn clang_rows_sad() {
    const N: usize = 512;
    let mut r = xorshift(0x5ad);
    let mut word = move || {
        let x = r();
        match x % 8 {
            0 => 0,
            1 => u32::MAX,
            2 => (x >> 8) as u32 & 0xff00_ff00,
            _ => (x >> 16) as u32,
        }
    };
    let a: Vec<u32> = (0..N).map(|_| word()).collect();
    let mut b: Vec<u32> = (0..N).map(|_| word()).collect();
    let c: Vec<u32> = (0..N).map(|_| word()).collect();
    b[7] = a[7]; // equal words: every difference is zero
    each(&ROWS, &[0, 7], |what, _, dev, m| {
        let (ba, bb, bc) = (dev.buffer_u32(&a), dev.buffer_u32(&b), dev.buffer_u32(&c));
        let out = dev.alloc(4 * 5 * N);
        let args = [ba, bb, bc, out].map(Arg::Buffer);
        run(dev, m, "rows_sad", N as u32, 64, &args, what);
        let got = dev.read_u32(out).unwrap();
        for i in 0..N {
            assert_eq!(
                got[5 * i..5 * i + 5],
                sad_ref(a[i], b[i], c[i]),
                "{what}: item {i}: a {:#x} b {:#x} c {:#x} (sad_u8, msad_u8, sad_hi_u8, sad_u16, sad_u32)",
                a[i],
                b[i],
                c[i]
            );
        }
    });
}

// ---- v_fract_f64, v_trig_preop_f64 ----

/// 2/pi in hexadecimal, 0.A2F9836E...: `echo 'scale=450; obase=16;
/// 2/(4*a(1))' | bc -l` (more than the 1201 bits the ISA's table has).
const TWO_OVER_PI_HEX: &str = "A2F9836E4E441529FC2757D1F534DDC0DB6295993C439041FE5163ABDEBBC561B7246E3A424DD2E006492EEA09D1921CFE1DEB1CB129A73EE88235F52EBB4484E99C7026B45F7E413991D639835339F49C845F8BBDF9283B1FF897FFDE05980FEF2F118B5A0A6D1F6D367ECF27CB09B74F463F669E5FEA2D7527BAC7EBE5F17B3D0739F78A5292EA6BFB5FB11F8D5D0856033046FC7B6BABF0CFBC209AF4361DA9E391615EE61B086599855F14A068408DFFD8804D732731060615";

/// Bit `k` (1-based, the 2^-k place) of 2/pi; the ISA's table stops
/// after bit 1201.
fn two_over_pi_bit(k: usize) -> u64 {
    if k == 0 || k > 1201 {
        return 0;
    }
    let digit = TWO_OVER_PI_HEX.as_bytes()[(k - 1) / 4] as char;
    (digit.to_digit(16).unwrap() as u64) >> (3 - (k - 1) % 4) & 1
}

/// The ISA's pseudocode of V_TRIG_PREOP_F64: shift = 53 * seg (+ e -
/// 1077 above exponent 1077); 53 bits of 2/pi after that shift, scaled
/// by 2^(-53 - shift) (+128 from exponent 1968 on), rounded toward zero.
fn trig_preop_ref(x: f64, seg: u32) -> u64 {
    let e = (x.to_bits() >> 52 & 0x7ff) as i64;
    let shift = 53 * (seg & 31) as i64 + (e - 1077).max(0);
    let mut m = 0u64;
    for k in 1..=53 {
        m = m << 1 | two_over_pi_bit((shift + k) as usize);
    }
    let scale = -53 - shift + if e >= 1968 { 128 } else { 0 };
    if m == 0 {
        return 0;
    }
    // Exact value m * 2^scale; as a double by repeated halving with the
    // lost bits dropped (toward zero) once it is denormal.
    let msb = 63 - m.leading_zeros() as i64;
    let top = scale + msb;
    if top >= -1022 {
        let frac = (m << (52 - msb)) & ((1 << 52) - 1);
        ((top + 1023) as u64) << 52 | frac
    } else {
        let sh = -1074 - scale;
        if sh >= 64 {
            0
        } else {
            m >> sh
        }
    }
}

/// V_FRACT_F64 per the ISA: NaN in, NaN out; infinities give NaN; else
/// min(x - floor(x), 0x1.fffffffffffffp-1).
fn fract_ref(x: f64) -> f64 {
    if x.is_infinite() {
        return f64::NAN;
    }
    let f = x - x.floor();
    if f >= 1.0 {
        f64::from_bits(0x3fef_ffff_ffff_ffff)
    } else {
        f
    }
}

#[test]
fn clang_rows_f64() {
    let mut inputs: Vec<f64> = vec![
        f64::NAN,
        -f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
        0.0,
        -0.0,
        f64::from_bits(1),
        -f64::from_bits(1),
        -f64::from_bits(0x000f_ffff_ffff_ffff),
        -1e-300,
        -1e-17,
        -2.5,
        0.75,
        1.0,
        2f64.powi(53) + 2.0,
        2f64.powi(54),
        2f64.powi(55),
        -2f64.powi(60),
        1e100,
        1e300,
        f64::from_bits(1968u64 << 52),
        f64::from_bits(1967u64 << 52 | 0xf_ffff_ffff_ffff),
        f64::MAX,
        -f64::MAX,
        f64::MIN_POSITIVE,
    ];
    let mut r = xorshift(0xf64);
    while inputs.len() < 256 {
        let x = r();
        inputs.push(f64::from_bits(if x % 4 == 0 {
            x
        } else {
            x & 0x80ff_ffff_ffff_ffff | 0x3c00_0000_0000_0000
        }));
    }
    let n = inputs.len();
    let bits: Vec<u64> = inputs.iter().map(|x| x.to_bits()).collect();
    each(&ROWS, &[0], |what, _, dev, m| {
        let a = buf_u64(dev, &bits);
        let out = dev.alloc(8 * 5 * n);
        run(
            dev,
            m,
            "rows_f64",
            n as u32,
            64,
            &[Arg::Buffer(a), Arg::Buffer(out)],
            what,
        );
        let got = read_u64(dev, out);
        for (i, &x) in inputs.iter().enumerate() {
            let g = &got[5 * i..5 * i + 5];
            let want = fract_ref(x);
            let fg = f64::from_bits(g[0]);
            assert!(
                g[0] == want.to_bits() || (want.is_nan() && fg.is_nan()),
                "{what}: fract({x:e} = {:#x}) = {fg:e} ({:#x}), want {want:e}",
                x.to_bits(),
                g[0]
            );
            for (k, seg) in [i as u32 & 31, 0, 1, 2].into_iter().enumerate() {
                assert_eq!(
                    g[1 + k],
                    trig_preop_ref(x, seg),
                    "{what}: trig_preop({x:e} = {:#x}, {seg})",
                    x.to_bits()
                );
            }
        }
    });
}

// ---- s_memtime, s_memrealtime ----

#[test]
fn clang_rows_clock() {
    const N: usize = 128;
    let mut first: Option<Vec<u64>> = None;
    each(&ROWS, &[0, 3, 11], |what, p, dev, m| {
        let out = dev.alloc(8 * 4 * N);
        let acc = dev.buffer_u32(&[1; N]);
        let steps = 40;
        let args = [Arg::Buffer(out), Arg::Buffer(acc), Arg::I32(steps)];
        run(dev, m, "rows_clock", N as u32, 64, &args, what);
        let got = read_u64(dev, out);
        for i in 0..N {
            let (t0, t1, r0, r1) = (got[4 * i], got[4 * i + 1], got[4 * i + 2], got[4 * i + 3]);
            assert!(t0 > 0 && t0 % 4 == 0, "{what}: s_memtime {t0}");
            // At least one instruction per loop iteration in between.
            assert!(
                t1 - t0 >= 4 * steps as u64 && (t1 - t0) % 4 == 0,
                "{what}: s_memtime {t0} then {t1}"
            );
            // Real time: a sixteenth of the same count, read a few
            // instructions apart from the s_memtime reads.
            let (dt, dr) = ((t1 - t0) / 16, r1 - r0.min(r1));
            assert!(
                r0 <= r1 && dr + 4 >= dt && dr <= dt + 4,
                "{what}: s_memrealtime {r0} then {r1}, s_memtime {t0} then {t1}"
            );
        }
        // The clocks are the wave's own: the same under every seed and
        // object kind of one processor.
        if p == Processor::Gfx942 {
            match &first {
                None => first = Some(got),
                Some(f) => assert_eq!(f, &got, "{what}: clocks differ between runs"),
            }
        }
    });
}

// ---- d16 ----

#[test]
fn clang_rows_d16() {
    const N: usize = 256;
    let mut r = xorshift(0xd16);
    let mut v16 = |k: usize| -> Vec<u16> {
        (0..N)
            .map(|i| if i == k { 0x8000 } else { r() as u16 })
            .collect()
    };
    let (h, g) = (v16(3), v16(5));
    let (u, v, s, t): (Vec<u8>, Vec<u8>, Vec<u8>, Vec<u8>) = (
        h.iter().map(|x| (x >> 3) as u8).collect(),
        g.iter().map(|x| (x >> 5) as u8).collect(),
        h.iter().map(|x| (x >> 8) as u8 | 0x80).collect(),
        g.iter().map(|x| (x >> 4) as u8).collect(),
    );
    let sx = |b: u8| b as i8 as i16 as u16 as u32;
    each(&ROWS, &[0, 5], |what, _, dev, m| {
        let le16 = |x: &[u16]| x.iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>();
        let bufs = [
            dev.buffer_bytes(&le16(&h)),
            dev.buffer_bytes(&le16(&g)),
            dev.buffer_bytes(&u),
            dev.buffer_bytes(&v),
            dev.buffer_bytes(&s),
            dev.buffer_bytes(&t),
            dev.alloc(4 * 6 * N),
            dev.alloc(2 * N),
            dev.alloc(N),
        ];
        run(
            dev,
            m,
            "rows_d16",
            N as u32,
            64,
            &bufs.map(Arg::Buffer),
            what,
        );
        let out = dev.read_u32(bufs[6]).unwrap();
        let hi16 = dev.read(bufs[7].addr, 2 * N).unwrap();
        let hi8 = dev.read(bufs[8].addr, N).unwrap();
        for i in 0..N {
            let (l, base) = (i % 64, i - i % 64);
            let want = [
                h[i] as u32 | (g[i] as u32) << 16,
                sx(s[i]) | sx(t[i]) << 16,
                u[i] as u32 | (v[i] as u32) << 16,
                sx(t[base + 63 - l]) | (g[base + 63 - l] as u32) << 16,
                g[base + (l ^ 1)] as u32 | (v[base + 63 - l] as u32) << 16,
                sx(s[i]) | (v[i] as u32) << 16,
            ];
            assert_eq!(out[6 * i..6 * i + 6], want, "{what}: item {i}");
            let w = want[0].wrapping_mul(0x9e37_79b9);
            assert_eq!(
                u16::from_le_bytes([hi16[2 * i], hi16[2 * i + 1]]),
                (w >> 16) as u16,
                "{what}: item {i} short store of the high half"
            );
            assert_eq!(
                hi8[i],
                (w >> 16) as u8,
                "{what}: item {i} byte store of the high half"
            );
        }
    });
}

/// Every d16 row by hand: v3 starts as 0xabcd_1234 (never written
/// halves keep their bits), memory holds bytes 0x81 0xf2 ...; lo rows
/// replace bits 15:0, hi rows bits 31:16; ubyte zero-extends, sbyte
/// sign-extends to 16 bits; the d16_hi stores write the high half's low
/// byte or short. Oracle: the ISA's definitions.
#[test]
fn d16_by_hand() {
    // (load row, its extension of the byte/short at the address).
    let loads: &[(&str, u16)] = &[
        ("load_short_d16", 0xf281),
        ("load_ubyte_d16", 0x0081),
        ("load_sbyte_d16", 0xff81),
    ];
    let ds: &[(&str, u16)] = &[
        ("ds_read_u16_d16", 0xf281),
        ("ds_read_u8_d16", 0x0081),
        ("ds_read_i8_d16", 0xff81),
    ];
    // Data at buffer offset 0x1800 (v1) and LDS address 0 (v8); results
    // from offset 0, 0x100 bytes per case.
    let mut body = String::from(
        "  v_mov_b32 v1, 0x1800
  v_mov_b32 v8, 0
  v_mov_b32 v2, 0xa5c3f281
  global_store_dword v1, v2, s[4:5]
  ds_write_b32 v8, v2
  s_waitcnt vmcnt(0) lgkmcnt(0)
  v_add_co_u32 v6, vcc, s4, v1
  v_mov_b32 v7, s5
  s_nop 1
  v_addc_co_u32 v7, vcc, 0, v7, vcc
  v_lshlrev_b32 v5, 2, v0
",
    );
    let mut want: Vec<u32> = Vec::new();
    let mut case = |body: &mut String, insn: String, v: u32| {
        body.push_str(&format!(
            "  v_mov_b32 v3, 0xabcd1234\n  {insn}\n  s_waitcnt vmcnt(0) lgkmcnt(0)\n  global_store_dword v5, v3, s[4:5]\n  v_add_u32 v5, 0x100, v5\n"
        ));
        want.push(v);
    };
    for &(row, x) in loads {
        for hi in [false, true] {
            let suffix = if hi { "_hi" } else { "" };
            let v = if hi {
                0x1234 | (x as u32) << 16
            } else {
                0xabcd_0000 | x as u32
            };
            case(&mut body, format!("global_{row}{suffix} v3, v1, s[4:5]"), v);
            case(&mut body, format!("flat_{row}{suffix} v3, v[6:7]"), v);
        }
    }
    for &(row, x) in ds {
        for hi in [false, true] {
            let suffix = if hi { "_hi" } else { "" };
            let v = if hi {
                0x1234 | (x as u32) << 16
            } else {
                0xabcd_0000 | x as u32
            };
            case(&mut body, format!("{row}{suffix} v3, v8"), v);
        }
    }
    // Stores of the high half, read back whole.
    body.push_str(
        "  v_mov_b32 v2, 0x11223344
  v_mov_b32 v3, 0xa5c3f281
  global_store_dword v1, v2, s[4:5] offset:4
  s_waitcnt vmcnt(0)
  global_store_short_d16_hi v1, v3, s[4:5] offset:4
  s_waitcnt vmcnt(0)
  global_store_byte_d16_hi v1, v3, s[4:5] offset:7
  ds_write_b32 v8, v2 offset:4
  ds_write_b16_d16_hi v8, v3 offset:4
  ds_write_b8_d16_hi v8, v3 offset:7
  s_waitcnt vmcnt(0) lgkmcnt(0)
  global_load_dword v3, v1, s[4:5] offset:4
  s_waitcnt vmcnt(0)
  global_store_dword v5, v3, s[4:5]
  v_add_u32 v5, 0x100, v5
  ds_read_b32 v3, v8 offset:4
  s_waitcnt lgkmcnt(0)
  global_store_dword v5, v3, s[4:5]
  v_add_u32 v5, 0x100, v5
",
    );
    // 0x11223344 with bytes 0-1 = 0xa5c3 and byte 3 = 0xc3.
    want.push(0xc322_a5c3);
    want.push(0xc322_a5c3);
    for p in [Processor::Gfx900, Processor::Gfx90a, Processor::Gfx942] {
        let elf = common::asm_kernel_lds(p, &body, 64);
        let mut dev = Device::new(p);
        let m = dev.load(&elf).unwrap();
        let buf = dev.alloc(0x1808);
        assert!(256 * want.len() <= 0x1800);
        // Lanes 8..16 stay inactive in a partial wave: their words are 0.
        dev.dispatch(&m, "k", Dispatch::linear(8, 64), &[Arg::Buffer(buf)])
            .unwrap_or_else(|e| panic!("{}: {e}", p.name()));
        let out = dev.read_u32(buf).unwrap();
        for (k, &v) in want.iter().enumerate() {
            for l in 0..8 {
                assert_eq!(
                    out[64 * k + l],
                    v,
                    "{} case {k} lane {l}: {:#010x}",
                    p.name(),
                    out[64 * k + l]
                );
            }
        }
    }
}

// ---- MFMA ----

/// One MFMA shape as AMD's matrix-core documentation lays it out.
struct Mfma {
    kernel: &'static str,
    m: usize,
    k: usize,
    blocks: usize,
    /// Inputs per lane (4 for f16).
    kpl: usize,
    f64: bool,
    /// Result registers (f64: pairs) per lane.
    regs: usize,
    /// (lane, register) of D[b][i][j].
    d_at: fn(usize, usize, usize) -> (usize, usize),
}

const SHAPES: &[Mfma] = &[
    Mfma {
        kernel: "rows_mfma_32x32x8f16",
        m: 32,
        k: 8,
        blocks: 1,
        kpl: 4,
        f64: false,
        regs: 16,
        d_at: |_, i, j| (j + 32 * (i / 4 % 2), i % 4 + 4 * (i / 8)),
    },
    Mfma {
        kernel: "rows_mfma_32x32x2f32",
        m: 32,
        k: 2,
        blocks: 1,
        kpl: 1,
        f64: false,
        regs: 16,
        d_at: |_, i, j| (j + 32 * (i / 4 % 2), i % 4 + 4 * (i / 8)),
    },
    Mfma {
        kernel: "rows_mfma_32x32x1f32",
        m: 32,
        k: 1,
        blocks: 2,
        kpl: 1,
        f64: false,
        regs: 32,
        d_at: |b, i, j| (j + 32 * (i / 4 % 2), 16 * b + i % 4 + 4 * (i / 8)),
    },
    Mfma {
        kernel: "rows_mfma_16x16x4f64",
        m: 16,
        k: 4,
        blocks: 1,
        kpl: 1,
        f64: true,
        regs: 4,
        d_at: |_, i, j| (j + 16 * (i / 4), i % 4),
    },
    Mfma {
        kernel: "rows_mfma_4x4x4f64",
        m: 4,
        k: 4,
        blocks: 4,
        kpl: 1,
        f64: true,
        regs: 1,
        d_at: |b, i, j| (16 * b + 4 * i + j, 0),
    },
];

#[test]
fn clang_rows_mfma() {
    let mut r = xorshift(0x3fa);
    for s in SHAPES {
        // Inputs: A and B elements per lane (f16 normals, f32 or f64
        // values in a modest range with some -0 and denormals), C per
        // lane and register.
        let ain = s.kpl;
        let mut rand_val = |x: u64| -> f64 {
            match x % 16 {
                0 => -0.0,
                1 if s.f64 => f64::from_bits(x >> 12),
                1 => f32::from_bits((x >> 41) as u32) as f64,
                _ => ((x >> 20) % 2001) as f64 / 64.0 - 15.0,
            }
        };
        let a: Vec<Vec<u64>> = (0..64).map(|_| (0..ain).map(|_| r()).collect()).collect();
        let b: Vec<Vec<u64>> = (0..64).map(|_| (0..ain).map(|_| r()).collect()).collect();
        let c: Vec<Vec<u64>> = (0..64)
            .map(|_| (0..s.regs).map(|_| r()).collect())
            .collect();
        // Bit patterns per element and their values.
        let f16_of =
            |x: u64| -> u16 { (0x3000 + (x >> 30) % 0x1800) as u16 | ((x >> 50) as u16 & 0x8000) };
        let val = |x: u64, rv: &mut dyn FnMut(u64) -> f64| -> (u64, f64) {
            if s.kpl == 4 {
                let h = f16_of(x);
                (h as u64, h2f(h))
            } else if s.f64 {
                let v = rv(x);
                (v.to_bits(), v)
            } else {
                let v = rv(x) as f32;
                (v.to_bits() as u64, v as f64)
            }
        };
        let mut av = vec![vec![(0u64, 0f64); ain]; 64];
        let mut bv = vec![vec![(0u64, 0f64); ain]; 64];
        let mut cv = vec![vec![(0u64, 0f64); s.regs]; 64];
        for l in 0..64 {
            for e in 0..ain {
                av[l][e] = val(a[l][e], &mut rand_val);
                bv[l][e] = val(b[l][e], &mut rand_val);
            }
            for q in 0..s.regs {
                let v = rand_val(c[l][q]);
                cv[l][q] = if s.f64 {
                    (v.to_bits(), v)
                } else {
                    ((v as f32).to_bits() as u64, v as f32 as f64)
                };
            }
        }
        // Serialised buffers: A/B elements packed per lane, C per lane.
        let pack = |v: &Vec<Vec<(u64, f64)>>, width: usize| -> Vec<u8> {
            v.iter()
                .flat_map(|lane| {
                    lane.iter()
                        .flat_map(|&(bits, _)| bits.to_le_bytes()[..width].to_vec())
                })
                .collect()
        };
        let in_w = if s.kpl == 4 {
            2
        } else if s.f64 {
            8
        } else {
            4
        };
        let out_w = if s.f64 { 8 } else { 4 };
        let (ab, bb, cb) = (pack(&av, in_w), pack(&bv, in_w), pack(&cv, out_w));
        // The reference product.
        let lpb = 64 / s.blocks;
        let at = |blk: usize, x: usize, k: usize| (blk * lpb + (k / s.kpl) * s.m + x, k % s.kpl);
        let mut want = vec![vec![0u64; s.regs]; 64];
        for blk in 0..s.blocks {
            for i in 0..s.m {
                for j in 0..s.m {
                    let (l, q) = (s.d_at)(blk, i, j);
                    let mut acc64 = cv[l][q].1;
                    let mut acc32 = cv[l][q].1 as f32;
                    for k in 0..s.k {
                        let (la, ea) = at(blk, i, k);
                        let (lb, eb) = at(blk, j, k);
                        let (x, y) = (av[la][ea].1, bv[lb][eb].1);
                        acc64 = x.mul_add(y, acc64);
                        acc32 = (x as f32).mul_add(y as f32, acc32);
                    }
                    want[l][q] = if s.f64 {
                        acc64.to_bits()
                    } else {
                        acc32.to_bits() as u64
                    };
                }
            }
        }
        each(&CDNA, &[0], |what, p, dev, m| {
            if p == Processor::Gfx900 {
                return;
            }
            let bufs = [
                dev.buffer_bytes(&ab),
                dev.buffer_bytes(&bb),
                dev.buffer_bytes(&cb),
                dev.alloc(64 * s.regs * out_w),
            ];
            run(dev, m, s.kernel, 64, 64, &bufs.map(Arg::Buffer), what);
            let got = dev.read(bufs[3].addr, 64 * s.regs * out_w).unwrap();
            for l in 0..64 {
                for q in 0..s.regs {
                    let o = (l * s.regs + q) * out_w;
                    let mut g = [0u8; 8];
                    g[..out_w].copy_from_slice(&got[o..o + out_w]);
                    assert_eq!(
                        u64::from_le_bytes(g),
                        want[l][q],
                        "{what} {}: lane {l} register {q}",
                        s.kernel
                    );
                }
            }
        });
    }
}

// ---- v_pk_fmac_f16 ----

/// `x` exactly representable as a double plus the error `err` it was
/// rounded with, to f16 (nearest even): rounding to odd first keeps the
/// second rounding exact (53 >= 11 + 2 bits).
fn fma16_ref(a: u16, b: u16, c: u16) -> u16 {
    let (x, y, z) = (h2f(a), h2f(b), h2f(c));
    let p = x * y; // exact: 22 bits
    let s = p + z;
    let bb = s - p;
    let err = (p - (s - bb)) + (z - bb);
    let s = if err != 0.0 && s.to_bits() & 1 == 0 {
        // Round to odd: step toward the exact value.
        let up = (err > 0.0) == (s > 0.0);
        f64::from_bits(if up { s.to_bits() + 1 } else { s.to_bits() - 1 })
    } else {
        s
    };
    f2h(s)
}

/// `v_pk_fmac_f16 v3, v1, v2`: each half of v3 becomes v1 * v2 + v3 of
/// that half, rounded once. Lane l's operands are derived from l.
#[test]
fn pk_fmac_by_hand() {
    let body = "  v_lshlrev_b32 v5, 2, v0
  v_mul_u32_u24 v1, 0x2b1d, v0
  v_and_b32 v1, 0x3fff3fff, v1
  v_or_b32 v1, 0x30003000, v1
  v_mul_u32_u24 v2, 0x1f37, v0
  v_xor_b32 v2, 0x0b5a8e21, v2
  v_and_b32 v2, 0xbfffbfff, v2
  v_mul_u32_u24 v3, 0x3a5d, v0
  v_and_b32 v3, 0xbbffbbff, v3
  v_pk_fmac_f16 v3, v1, v2
  global_store_dword v5, v3, s[4:5]";
    for p in [Processor::Gfx90a, Processor::Gfx942] {
        let elf = common::asm_kernel(p, body);
        let mut dev = Device::new(p);
        let m = dev.load(&elf).unwrap();
        let buf = dev.alloc(256);
        dev.dispatch(&m, "k", Dispatch::linear(64, 64), &[Arg::Buffer(buf)])
            .unwrap_or_else(|e| panic!("{}: {e}", p.name()));
        let out = dev.read_u32(buf).unwrap();
        for l in 0..64u32 {
            let v1 = (l * 0x2b1d) & 0x3fff_3fff | 0x3000_3000;
            let v2 = ((l * 0x1f37) ^ 0x0b5a_8e21) & 0xbfff_bfff;
            let v3 = (l * 0x3a5d) & 0xbbff_bbff;
            let half = |x: u32, k: u32| (x >> (16 * k)) as u16;
            let want = (0..2).fold(0u32, |w, k| {
                w | (fma16_ref(half(v1, k), half(v2, k), half(v3, k)) as u32) << (16 * k)
            });
            assert_eq!(
                out[l as usize],
                want,
                "{} lane {l}: {:#010x}",
                p.name(),
                out[l as usize]
            );
        }
    }
}
