//! The other half of a 16-bit result's VGPR, and the packing conversions.
//!
//! `halves_by_hand` runs each 16-bit row on a destination whose high half
//! holds 0xabcd, on every GFX9 processor, and checks what is left there.
//! Oracle: the GFX9 facts llc-22 compiles by (its table of the rows whose
//! result zeroes the high half: the VOP1/VOP2 rows and the `_legacy` VOP3
//! rows zero it; `v_mac_f16`, `v_madak_f16` and `v_madmk_f16` keep it on
//! GFX9, unlike GFX8; the op_sel rows write the half op_sel names).
//!
//! `clang_halves_kernels` runs `tests/kernels/halves.cl` built by clang-22
//! with f16 denormals flushed: llc selects `v_mad_legacy_f16`,
//! `v_madak_f16`, `v_madmk_f16` (gfx900) or packed f16 rows (gfx90a,
//! gfx942), and ors a `v_add_f16` result into a word without masking it,
//! which is only right if that row zeroes the high half. Its results are
//! compared with a host model (f16 values exact in f64, each product and
//! sum rounded once to f16 and flushed, as the non-fused mad does). The
//! same file calls `__builtin_amdgcn_cvt_pknorm_{i16,u16}`,
//! `cvt_pk_{i16,u16}` and `cvt_pk_u8_f32`, checked against the ISA's
//! definitions: clamp to [-1, 1] ([0, 1]), scale by 32767 (65535), round
//! to nearest even, NaN to 0; saturate i32/u32 to 16 bits; a byte rounded
//! to nearest even and clamped to [0, 255] replacing byte `src1 & 3`.

mod common;

use agc_isa::processors::Processor;
use agc_sim::{Arg, Device, Dispatch, Executable};
use common::{each, f2h, h2f, ClObjects};

// GFX9 only: clang-22's GFX11 code for these kernels uses True16 operands
// (VGPR halves `v3.h` in 16-bit VOP1/VOP2/VOPC and VOP3 op_sel), which sim
// does not model; the decoder refuses them rather than misread them.
static HALVES: ClObjects =
    ClObjects::gfx9_only(&["halves.cl"], &["-fdenormal-fp-math=preserve-sign"]);

/// (instructions writing v3, which starts as 0xabcd_3c00; v1 = 1.0,
/// v2 = 2.0, v4 = 3.0 in f16; the value v3 must hold afterwards).
const CASES: &[(&str, u32)] = &[
    // VOP2/VOP1 rows zero the high half.
    ("v_add_f16_e32 v3, v1, v2", 0x0000_4200),
    ("v_mul_f16_e64 v3, v1, v2", 0x0000_4000),
    ("v_max_f16_e32 v3, v1, v2", 0x0000_4000),
    ("v_cvt_f16_f32_e32 v3, 1.0", 0x0000_3c00),
    ("v_add_u16_e32 v3, v1, v2", 0x0000_7c00),
    // GFX9 keeps it for these three (3.0 = 1 * 2 + 1, 5.0 = 1 * 3 + 2).
    ("v_mac_f16_e32 v3, v1, v2", 0xabcd_4200),
    ("v_mac_f16_e64 v3, v1, v2", 0xabcd_4200),
    ("v_madak_f16 v3, v1, v2, 0x3c00", 0xabcd_4200),
    ("v_madmk_f16 v3, v1, 0x4200, v2", 0xabcd_4500),
    // The `_legacy` VOP3 rows zero it.
    ("v_mad_legacy_f16 v3, v1, v2, v1", 0x0000_4200),
    ("v_fma_legacy_f16 v3, v1, v2, v1", 0x0000_4200),
    ("v_div_fixup_legacy_f16 v3, v4, v2, v1", 0x0000_4200),
    // The op_sel rows write the half op_sel names and keep the other.
    ("v_fma_f16 v3, v1, v2, v1", 0xabcd_4200),
    ("v_fma_f16 v3, v1, v2, v1 op_sel:[0,0,0,1]", 0x4200_3c00),
    ("v_div_fixup_f16 v3, v4, v2, v1", 0xabcd_4200),
    ("v_med3_f16 v3, v1, v2, v4", 0xabcd_4000),
    ("v_mad_u16 v3, v1, 2, 0", 0xabcd_7800),
];

const GFX9: [Processor; 5] = [
    Processor::Gfx900,
    Processor::Gfx906,
    Processor::Gfx908,
    Processor::Gfx90a,
    Processor::Gfx942,
];

#[test]
fn halves_by_hand() {
    let mut body = String::from(
        "  v_lshlrev_b32 v5, 2, v0
  v_mov_b32 v1, 0x3c00
  v_mov_b32 v2, 0x4000
  v_mov_b32 v4, 0x4200
",
    );
    for (asm, _) in CASES {
        body.push_str(&format!(
            "  v_mov_b32 v3, 0xabcd3c00\n  {asm}\n  global_store_dword v5, v3, s[4:5]\n  v_add_u32 v5, 0x100, v5\n"
        ));
    }
    for p in GFX9 {
        let elf = common::asm_kernel(p, &body);
        let mut dev = Device::new(p);
        let m = dev.load(&elf).unwrap();
        let buf = dev.alloc(256 * CASES.len());
        dev.dispatch(&m, "k", Dispatch::linear(64, 64), &[Arg::Buffer(buf)])
            .unwrap_or_else(|e| panic!("{}: {e}", p.name()));
        let out = dev.read_u32(buf).unwrap();
        for (k, (asm, want)) in CASES.iter().enumerate() {
            for l in 0..64 {
                assert_eq!(
                    out[64 * k + l],
                    *want,
                    "{} lane {l}: {asm}: {:#010x}, want {want:#010x}",
                    p.name(),
                    out[64 * k + l]
                );
            }
        }
    }
}

fn ftz16(h: u16) -> u16 {
    if h & 0x7c00 == 0 {
        h & 0x8000
    } else {
        h
    }
}

/// Non-fused f16 multiply-add with denormals flushed: the product and
/// the sum each rounded once.
fn mad16(a: u16, b: u16, c: u16) -> u16 {
    let p = ftz16(f2h(h2f(ftz16(a)) * h2f(ftz16(b))));
    ftz16(f2h(h2f(p) + h2f(ftz16(c))))
}

fn same16(g: u16, w: u16) -> bool {
    let nan = |h: u16| h & 0x7c00 == 0x7c00 && h & 0x3ff != 0;
    g == w || (nan(g) && nan(w))
}

fn norm16(x: f32, signed: bool) -> u32 {
    let x = x as f64;
    if x.is_nan() {
        0
    } else if signed {
        (x.clamp(-1.0, 1.0) * 32767.0).round_ties_even() as i32 as u16 as u32
    } else {
        (x.clamp(0.0, 1.0) * 65535.0).round_ties_even() as u32
    }
}

const N: usize = 1024;

fn xorshift(seed: u64) -> impl FnMut() -> u64 {
    let mut x = seed | 1;
    move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    }
}

#[test]
fn clang_halves_kernels() {
    let mut next = xorshift(0x5eed);
    // f16 operands: normal values of moderate size (sums stay finite),
    // with a few zeros, denormals and infinities.
    let mut h = move || {
        let r = next();
        match r % 16 {
            0 => (r >> 8) as u16 & 0x83ff,
            1 => 0x7c00 | (r >> 8) as u16 & 0x8000,
            _ => {
                ((r >> 8) as u16 & 0x8000)
                    | (((r >> 16) % 20 + 5) as u16) << 10
                    | (r >> 24) as u16 & 0x3ff
            }
        }
    };
    let (a, b, c): (Vec<u16>, Vec<u16>, Vec<u16>) = (
        (0..N).map(|_| h()).collect(),
        (0..N).map(|_| h()).collect(),
        (0..N).map(|_| h()).collect(),
    );
    let special = [
        f32::NAN,
        f32::INFINITY,
        -f32::INFINITY,
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        -0.5,
        2.0,
        -2.0,
        127.5,
        128.5,
        254.5,
        255.5,
        300.7,
        1e-5,
        0.999_99,
        -70000.5,
        1.5e9,
    ];
    let mut next = xorshift(0xfeed);
    let mut f = move |i: usize| {
        if i < special.len() * special.len() {
            return (special[i / special.len()], special[i % special.len()]);
        }
        let r = next();
        let u = |x: u64| (x & 0xffff_ffff) as f32 / 2f32.powi(31) - 1.0;
        (u(r) * 1.5, u(r >> 32) * 400.0)
    };
    let (x, y): (Vec<f32>, Vec<f32>) = (0..N).map(&mut f).unzip();
    let le16 = |v: &[u16]| v.iter().flat_map(|h| h.to_le_bytes()).collect::<Vec<u8>>();
    let mut failures: Vec<String> = Vec::new();
    each(&HALVES, &[0], |ctx, _, dev: &mut Device, m: &Executable| {
        let bufs = [
            dev.buffer_bytes(&le16(&a)),
            dev.buffer_bytes(&le16(&b)),
            dev.buffer_bytes(&le16(&c)),
            dev.alloc(16 * N),
        ];
        dev.dispatch(
            m,
            "halves_mad",
            Dispatch::linear(N as u32, 64),
            &bufs.map(Arg::Buffer),
        )
        .unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let got = dev.read_u32(bufs[3]).unwrap();
        for i in 0..N {
            let (p, q, r) = (a[i], b[i], c[i]);
            let add = ftz16(f2h(h2f(ftz16(p)) + h2f(ftz16(q))));
            let want = [
                (mad16(p, q, r) as u32, 0),
                (mad16(p, 0x4300, r) as u32, 0),
                (mad16(p, q, 0x3d00) as u32, 0),
                (add as u32, mad16(p, q, r) as u32),
            ];
            for (j, &(lo, hi)) in want.iter().enumerate() {
                let g = got[4 * i + j];
                let ok = same16(g as u16, lo as u16) && same16((g >> 16) as u16, hi as u16);
                if !ok && failures.len() < 24 {
                    failures.push(format!(
                        "{ctx} halves_mad op{j} a={p:#06x} b={q:#06x} c={r:#06x}: {g:#010x}, want hi {hi:#06x} lo {lo:#06x}"
                    ));
                }
            }
        }
        let bufs = [dev.buffer_f32(&x), dev.buffer_f32(&y), dev.alloc(20 * N)];
        dev.dispatch(
            m,
            "halves_pk",
            Dispatch::linear(N as u32, 64),
            &bufs.map(Arg::Buffer),
        )
        .unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let got = dev.read_u32(bufs[2]).unwrap();
        for i in 0..N {
            let (p, q) = (x[i], y[i]);
            let (pi, qi) = (p.to_bits(), q.to_bits());
            let sat = |v: u32| (v as i32).clamp(-0x8000, 0x7fff) as u16 as u32;
            let byte = if p.is_nan() {
                0
            } else {
                (p as f64).clamp(0.0, 255.0).round_ties_even() as u32
            };
            let sh = 8 * (i as u32 & 3);
            let want = [
                norm16(p, true) | norm16(q, true) << 16,
                norm16(p, false) | norm16(q, false) << 16,
                sat(pi) | sat(qi) << 16,
                pi.min(0xffff) | qi.min(0xffff) << 16,
                qi & !(0xff << sh) | byte << sh,
            ];
            for (j, w) in want.iter().enumerate() {
                let g = got[5 * i + j];
                if g != *w && failures.len() < 24 {
                    failures.push(format!(
                        "{ctx} halves_pk op{j} x={p:e} y={q:e}: {g:#010x}, want {w:#010x}"
                    ));
                }
            }
        }
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
