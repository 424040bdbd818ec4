//! NaN payloads through min/max/med3, against clang-22: `tests/kernels/nan.cl`,
//! built for gfx942, gfx90a and gfx900, canonicalizes f16 and f32 values
//! (`v_max_f16/f32 x, x`), takes `fmin`/`fmax` of canonicalized operands
//! (`v_min`/`v_max`), and calls `__builtin_amdgcn_fmed3h`/`fmed3f`
//! (`v_med3_f16`/`v_med3_f32` on the raw operands, both operand orders);
//! sim runs them over every triple of special operands: quiet and
//! signalling NaNs of both signs with distinct payloads, infinities, zeros
//! and ordinary numbers.
//!
//! Oracle: a host model of seed 000's "FP Max/Min selection" rules written
//! here on bit patterns (independent of sim's helpers), under MODE.IEEE
//! (the kernel descriptor's default): a signalling NaN operand, src0's
//! first, is the result made quiet with its payload kept; otherwise a
//! quiet NaN loses to a number; -0 orders below +0. `med3` follows the
//! ISA's definition: with a NaN operand it is `min3` (`min(min(s0, s1),
//! s2)`), otherwise the `max` of the two operands other than the one equal
//! to `max3` (src0 checked first, then src1). The f16 product keeps a NaN
//! operand's payload, made quiet (seed 000's rule for NaN inputs of the
//! adder, src0's first). Where two NaNs meet in a `min`/`max` that no rule
//! orders, any of the quieted NaN operands is accepted.

mod common;

use agc_sim::{Arg, Device, Dispatch, Executable};
use common::{each, ClObjects};

// GFX9 only: clang-22's GFX11 code for these kernels uses True16 operands
// (VGPR halves `v3.h` in 16-bit VOP1/VOP2/VOPC and VOP3 op_sel), which sim
// does not model; the decoder refuses them rather than misread them.
static NAN: ClObjects = ClObjects::gfx9_only(&["nan.cl"], &[]);

/// An IEEE binary format on bit patterns.
#[derive(Clone, Copy)]
struct Fmt {
    sign: u32,
    exp: u32,
    quiet: u32,
    to_f64: fn(u32) -> f64,
}

fn h2f(h: u32) -> f64 {
    let s = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let (e, m) = ((h >> 10 & 0x1f) as i32, (h & 0x3ff) as f64);
    s * match e {
        0 => m * 2f64.powi(-24),
        31 if m == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        _ => (1.0 + m / 1024.0) * 2f64.powi(e - 15),
    }
}

const F16: Fmt = Fmt {
    sign: 0x8000,
    exp: 0x7c00,
    quiet: 0x200,
    to_f64: h2f,
};
const F32: Fmt = Fmt {
    sign: 0x8000_0000,
    exp: 0x7f80_0000,
    quiet: 0x40_0000,
    to_f64: |b| f32::from_bits(b) as f64,
};

impl Fmt {
    fn nan(self, x: u32) -> bool {
        x & self.exp == self.exp && x & (2 * self.quiet - 1) != 0
    }
    fn snan(self, x: u32) -> bool {
        self.nan(x) && x & self.quiet == 0
    }
    /// Seed 000's selection, IEEE mode; `None` when two NaNs meet and no
    /// rule orders them.
    fn pick(self, a: u32, b: u32, max: bool) -> Option<u32> {
        if self.snan(a) {
            return Some(a | self.quiet);
        }
        if self.snan(b) {
            return Some(b | self.quiet);
        }
        match (self.nan(a), self.nan(b)) {
            (true, true) => None,
            (true, false) => Some(b),
            (false, true) => Some(a),
            _ => {
                let (x, y) = ((self.to_f64)(a), (self.to_f64)(b));
                let a_first = if x == y {
                    (a & self.sign == 0) == max
                } else {
                    (x > y) == max
                };
                Some(if a_first { a } else { b })
            }
        }
    }
    /// `pick` whose src0 may be the unordered quiet NaN (`None`).
    fn pick_opt(self, a: Option<u32>, b: u32, max: bool) -> Option<u32> {
        match a {
            Some(a) => self.pick(a, b, max),
            None if self.snan(b) => Some(b | self.quiet),
            None if self.nan(b) => None,
            None => Some(b),
        }
    }
    fn med3(self, [a, b, c]: [u32; 3]) -> Option<u32> {
        if [a, b, c].iter().any(|&x| self.nan(x)) {
            return self.pick_opt(self.pick(a, b, false), c, false);
        }
        let v = self.to_f64;
        let m = self.pick(self.pick(a, b, true)?, c, true)?;
        Some(if v(m) == v(a) {
            self.pick(b, c, true)?
        } else if v(m) == v(b) {
            self.pick(a, c, true)?
        } else {
            self.pick(a, b, true)?
        })
    }
    fn canon(self, x: u32) -> u32 {
        if self.nan(x) {
            x | self.quiet
        } else {
            x
        }
    }
    /// Whether `got` matches `want`; `None` accepts any quieted NaN
    /// operand of `ops`.
    fn ok(self, got: u32, want: Option<u32>, ops: &[u32]) -> bool {
        match want {
            Some(w) => got == w,
            None => ops.iter().any(|&x| self.nan(x) && got == x | self.quiet),
        }
    }
}

const SPECIAL16: [u16; 14] = [
    0x7e00, 0x7c01, 0xfd55, 0x7f3a, 0xfe01, 0x7c00, 0xfc00, 0x0000, 0x8000, 0x3c00, 0xbc00, 0x4000,
    0x3800, 0x7bff,
];
const SPECIAL32: [u32; 14] = [
    0x7fc0_0000,
    0x7f80_0001,
    0xff81_2345,
    0x7fd0_beef,
    0xffc0_0001,
    0x7f80_0000,
    0xff80_0000,
    0x0000_0000,
    0x8000_0000,
    0x3f80_0000,
    0xbf80_0000,
    0x4000_0000,
    0x3f00_0000,
    0x7f7f_ffff,
];

/// Every ordered triple of `s`.
fn triples<T: Copy>(s: &[T]) -> (Vec<T>, Vec<T>, Vec<T>) {
    let n = s.len();
    let (mut a, mut b, mut c) = (Vec::new(), Vec::new(), Vec::new());
    for i in 0..n * n * n {
        a.push(s[i / (n * n)]);
        b.push(s[i / n % n]);
        c.push(s[i % n]);
    }
    (a, b, c)
}

fn le16(v: &[u16]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

#[test]
fn clang_nan_payloads_follow_seed_000_min_max_med3_rules() {
    let (a16, b16, c16) = triples(&SPECIAL16);
    let (a32, b32, c32) = triples(&SPECIAL32);
    let n16 = a16.len();
    let n32 = a32.len();
    let mut failures: Vec<String> = Vec::new();
    let mut fail = |line: String| {
        if failures.len() < 24 {
            failures.push(line);
        }
    };
    each(&NAN, &[0], |ctx, _, dev: &mut Device, m: &Executable| {
        let launch = |dev: &mut Device, k: &str, n: usize, args: &[Arg]| {
            let groups = n.div_ceil(64) as u32 * 64;
            dev.dispatch(m, k, Dispatch::linear(groups, 64), args)
                .unwrap_or_else(|e| panic!("{ctx} {k}: {e}"));
        };
        // f16: padded to whole waves with copies of the first triple.
        let pad16 = |v: &[u16]| {
            let mut v = v.to_vec();
            v.resize(n16.div_ceil(64) * 64, v[0]);
            le16(&v)
        };
        let bufs = [
            dev.buffer_bytes(&pad16(&a16)),
            dev.buffer_bytes(&pad16(&b16)),
            dev.buffer_bytes(&pad16(&c16)),
            dev.alloc(16 * n16.div_ceil(64) * 64),
        ];
        launch(dev, "nan_f16", n16, &bufs.map(Arg::Buffer));
        let words = dev.read_u32(bufs[3]).unwrap();
        let got: Vec<u32> = words.iter().flat_map(|w| [*w & 0xffff, *w >> 16]).collect();
        let f = F16;
        for i in 0..n16 {
            let (x, y, z) = (a16[i] as u32, b16[i] as u32, c16[i] as u32);
            let (cx, cy, cz) = (f.canon(x), f.canon(y), f.canon(z));
            let mul = if f.nan(x) {
                Some(x | f.quiet)
            } else if f.nan(y) {
                Some(y | f.quiet)
            } else {
                None
            };
            let want = [
                Some(cx),
                f.pick(cx, cy, false),
                f.pick(cx, cy, true),
                f.pick_opt(f.pick(cx, cy, false), cz, false),
                f.pick_opt(f.pick(cx, cy, true), cz, true),
                f.med3([x, y, z]),
                f.med3([z, x, y]),
                mul,
            ];
            for (j, w) in want.iter().enumerate() {
                let g = got[8 * i + j];
                // The product of numbers is the half suite's business.
                let ok = (j == 7 && w.is_none()) || f.ok(g, *w, &[x, y, z]);
                if !ok {
                    fail(format!(
                        "{ctx} nan_f16 op{j} x={x:#06x} y={y:#06x} z={z:#06x}: {g:#06x}, want {w:#06x?}"
                    ));
                }
            }
        }
        // f32.
        let pad32 = |dev: &mut Device, v: &[u32]| {
            let mut v = v.to_vec();
            v.resize(n32.div_ceil(64) * 64, v[0]);
            dev.buffer_u32(&v)
        };
        let bufs = [
            pad32(dev, &a32),
            pad32(dev, &b32),
            pad32(dev, &c32),
            dev.alloc(24 * n32.div_ceil(64) * 64),
        ];
        launch(dev, "nan_f32", n32, &bufs.map(Arg::Buffer));
        let got = dev.read_u32(bufs[3]).unwrap();
        let f = F32;
        for i in 0..n32 {
            let (x, y, z) = (a32[i], b32[i], c32[i]);
            let (cx, cy, cz) = (f.canon(x), f.canon(y), f.canon(z));
            let want = [
                Some(cx),
                f.pick(cx, cy, false),
                f.pick(cx, cy, true),
                f.pick_opt(f.pick(cx, cy, false), cz, false),
                f.med3([x, y, z]),
                f.med3([z, x, y]),
            ];
            for (j, w) in want.iter().enumerate() {
                let g = got[6 * i + j];
                if !f.ok(g, *w, &[x, y, z]) {
                    fail(format!(
                        "{ctx} nan_f32 op{j} x={x:#010x} y={y:#010x} z={z:#010x}: {g:#010x}, want {w:#010x?}"
                    ));
                }
            }
        }
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
