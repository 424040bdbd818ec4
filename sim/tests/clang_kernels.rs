//! sim against an independent compiler: OpenCL C kernels compiled by
//! clang-22 (and one LLVM IR kernel by llc-22) for gfx942, gfx90a and
//! gfx900, for GFX11 (gfx1100 in wave32 and wave64, gfx1151,
//! gfx11-generic) and for GFX12 (gfx1201 in wave32 and wave64, gfx1200;
//! `common::GFX11_GFX12_WIDE`), as relocatable objects and as
//! `ld.lld -shared` code objects,
//! run in sim on generated inputs and compared with Rust references.
//! Compiling and the per-combination loop live in `common/`.

mod common;

use agc_isa::processors::Processor;
use agc_sim::{Arg, Device, Dispatch, Executable};
use agc_tests::scratch_dir;
use common::{kernels_dir, run, tool, ClObjects, PROCS};
use std::process::Command;

static KERNELS: ClObjects = ClObjects::with_gfx11(&["kernels.cl"], &[], common::GFX11_GFX12_WIDE);

/// Compiled `kernels.cl` per processor: (relocatable, shared).
fn objects(p: Processor) -> &'static (Vec<u8>, Vec<u8>) {
    KERNELS.get(p)
}

/// Every (processor, object kind, seed) combination of `kernels.cl`.
fn each(mut f: impl FnMut(&str, &mut Device, &Executable)) {
    common::each(&KERNELS, &[0, 7], |ctx, _, dev, m| f(ctx, dev, m));
}

fn lcg(seed: u32, n: usize) -> Vec<u32> {
    let mut x = seed;
    (0..n)
        .map(|_| {
            x = x.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            x >> 8
        })
        .collect()
}

#[test]
fn vadd() {
    each(|ctx, dev, m| {
        let n = 1000;
        let a: Vec<i32> = lcg(1, n).iter().map(|&x| x as i32 - 5_000_000).collect();
        let b: Vec<i32> = lcg(2, n).iter().map(|&x| x as i32).collect();
        let (ba, bb, bc) = (dev.buffer_i32(&a), dev.buffer_i32(&b), dev.alloc(4 * n));
        let st = dev
            .dispatch(
                m,
                "vadd",
                Dispatch::linear(1024, 256),
                &[
                    Arg::Buffer(ba),
                    Arg::Buffer(bb),
                    Arg::Buffer(bc),
                    Arg::I32(n as i32),
                ],
            )
            .unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let c = dev.read_i32(bc).unwrap();
        for i in 0..n {
            assert_eq!(c[i], a[i].wrapping_add(b[i]), "{ctx}: c[{i}]");
        }
        // 1024 work-items: 16 wave64s or 32 wave32s.
        assert_eq!(st.waves, 1024 / common::lanes(m, "vadd") as u64, "{ctx}");
        assert!(
            st.waitcnts > 0 && st.estimated_cycles() > st.instructions(),
            "{ctx}"
        );
    });
}

#[test]
fn saxpy_partial_workgroup() {
    each(|ctx, dev, m| {
        // 300 work-items in groups of 128: the last group is partial and its
        // last wave has a partial EXEC.
        let n = 300;
        let x: Vec<f32> = lcg(3, n).iter().map(|&v| v as f32 / 1e5 - 40.0).collect();
        let y: Vec<f32> = lcg(4, n).iter().map(|&v| v as f32 / 3e4).collect();
        let (bx, by) = (dev.buffer_f32(&x), dev.buffer_f32(&y));
        let alpha = 1.75f32;
        dev.dispatch(
            m,
            "saxpy",
            Dispatch::linear(n as u32, 128),
            &[
                Arg::F32(alpha),
                Arg::Buffer(bx),
                Arg::Buffer(by),
                Arg::I32(n as i32),
            ],
        )
        .unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let r = dev.read_f32(by).unwrap();
        for i in 0..n {
            let want = alpha.mul_add(x[i], y[i]);
            assert_eq!(
                r[i].to_bits(),
                want.to_bits(),
                "{ctx}: y[{i}] = {} want {want}",
                r[i]
            );
        }
    });
}

#[test]
fn reduce_lds_barriers() {
    each(|ctx, dev, m| {
        let wg = 256u32;
        let groups = 6u32;
        let n = (wg * groups) as usize;
        // Small integers in f32: every summation order is exact.
        let x: Vec<f32> = lcg(5, n).iter().map(|&v| (v % 1000) as f32).collect();
        let (bx, bo) = (dev.buffer_f32(&x), dev.alloc(4 * groups as usize));
        dev.dispatch(
            m,
            "reduce",
            Dispatch::linear(wg * groups, wg),
            &[Arg::Buffer(bx), Arg::Buffer(bo), Arg::Local(4 * wg)],
        )
        .unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let r = dev.read_f32(bo).unwrap();
        for g in 0..groups as usize {
            let want: f32 = x[g * wg as usize..(g + 1) * wg as usize].iter().sum();
            assert_eq!(r[g], want, "{ctx}: group {g}");
        }
        // Static __local array.
        let xi: Vec<i32> = lcg(6, n).iter().map(|&v| v as i32 % 100_000).collect();
        let (bxi, boi) = (dev.buffer_i32(&xi), dev.alloc(4 * groups as usize));
        let st = dev
            .dispatch(
                m,
                "reduce_static",
                Dispatch::linear(wg * groups, wg),
                &[Arg::Buffer(bxi), Arg::Buffer(boi)],
            )
            .unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let r = dev.read_i32(boi).unwrap();
        for g in 0..groups as usize {
            let want: i32 = xi[g * wg as usize..(g + 1) * wg as usize].iter().sum();
            assert_eq!(r[g], want, "{ctx}: static group {g}");
        }
        assert!(
            st.barriers >= 9 * groups as u64,
            "{ctx}: {} barriers",
            st.barriers
        );
    });
}

#[test]
fn histogram_atomics() {
    each(|ctx, dev, m| {
        let n = 2000;
        let data: Vec<u8> = lcg(7, n).iter().map(|&v| v as u8).collect();
        let (bd, bb) = (dev.buffer_bytes(&data), dev.alloc(16 * 4));
        dev.dispatch(
            m,
            "hist",
            Dispatch::linear(2048, 64),
            &[Arg::Buffer(bd), Arg::Buffer(bb), Arg::I32(n as i32)],
        )
        .unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let mut want = [0u32; 16];
        for &d in &data {
            want[(d & 15) as usize] += 1;
        }
        assert_eq!(dev.read_u32(bb).unwrap(), want, "{ctx}");
    });
}

#[test]
fn cas_max() {
    each(|ctx, dev, m| {
        let n = 512;
        let v: Vec<i32> = lcg(8, n).iter().map(|&x| x as i32 - 8_000_000).collect();
        let (bv, bo) = (dev.buffer_i32(&v), dev.buffer_i32(&[i32::MIN]));
        dev.dispatch(
            m,
            "cas_max",
            Dispatch::linear(n as u32, 128),
            &[Arg::Buffer(bv), Arg::Buffer(bo)],
        )
        .unwrap_or_else(|e| panic!("{ctx}: {e}"));
        assert_eq!(
            dev.read_i32(bo).unwrap()[0],
            *v.iter().max().unwrap(),
            "{ctx}"
        );
    });
}

#[test]
fn divergent_branches_and_loops() {
    each(|ctx, dev, m| {
        let n = 640;
        let x: Vec<i32> = lcg(9, n).iter().map(|&v| v as i32 - 4_000_000).collect();
        let (bx, bo) = (dev.buffer_i32(&x), dev.alloc(4 * n));
        dev.dispatch(
            m,
            "diverge",
            Dispatch::linear(n as u32, 64),
            &[Arg::Buffer(bx), Arg::Buffer(bo)],
        )
        .unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let r = dev.read_i32(bo).unwrap();
        for i in 0..n {
            let x = x[i];
            let r0 = if x & 1 != 0 {
                x.wrapping_mul(3).wrapping_add(1)
            } else {
                x / 2 - 7
            };
            let acc = (0..(x & 31)).fold(0i32, |a, k| a.wrapping_add(k ^ r0));
            assert_eq!(r[i], r0.wrapping_add(acc), "{ctx}: out[{i}] for x = {x}");
        }
    });
}

#[test]
fn two_dimensional() {
    each(|ctx, dev, m| {
        let w = 48usize; // not a multiple of the 16x8 workgroup in y
        let a: Vec<f32> = lcg(10, w * w)
            .iter()
            .map(|&v| (v % 4096) as f32 * 0.25)
            .collect();
        let (ba, bb) = (dev.buffer_f32(&a), dev.alloc(4 * w * w));
        let d = Dispatch {
            grid: [w as u32, w as u32, 1],
            workgroup: [16, 8, 1],
            dynamic_lds: 0,
        };
        dev.dispatch(
            m,
            "mat2d",
            d,
            &[Arg::Buffer(ba), Arg::Buffer(bb), Arg::I32(w as i32)],
        )
        .unwrap_or_else(|e| panic!("{ctx}: {e}"));
        let b = dev.read_f32(bb).unwrap();
        for y in 0..w {
            for x in 0..w {
                let want = a[x * w + y].mul_add(2.0, y as f32);
                assert_eq!(b[y * w + x], want, "{ctx}: b[{y}][{x}]");
            }
        }
    });
}

#[test]
fn llvm_ir_kernel_reads_dispatch_packet() {
    for p in PROCS {
        let tmp = scratch_dir(&format!("agc-sim-ll-{}-", p.name()));
        let o = tmp.path().join("iota64.o");
        run(Command::new(tool("llc"))
            .args(["-mtriple=amdgcn-amd-amdhsa", "-O2", "-filetype=obj"])
            .arg(format!("-mcpu={}", p.name()))
            .arg("-o")
            .arg(&o)
            .arg(kernels_dir().join("iota64.ll")));
        let mut dev = Device::new(p);
        let m = dev.load(&std::fs::read(&o).unwrap()).unwrap();
        let n = 200u32;
        let out = dev.alloc(8 * 256);
        let mul = 0x1_0000_0003u64;
        dev.dispatch(
            &m,
            "iota64",
            Dispatch::linear(n, 64),
            &[Arg::Buffer(out), Arg::U64(mul)],
        )
        .unwrap_or_else(|e| panic!("{}: {e}", p.name()));
        let r = dev.read_u64(out).unwrap();
        for i in 0..256usize {
            let want = if (i as u32) < n {
                (i as u64).wrapping_mul(mul) + n as u64
            } else {
                0
            };
            assert_eq!(r[i], want, "{}: out[{i}]", p.name());
        }
    }
}

/// Replaces the first `s_waitcnt vmcnt(0)` of the `vadd` kernel in a
/// relocatable object by `s_nop 0`: the add then reads its loaded operands
/// before any wait, which the strict check must report with the PC and the
/// instruction text.
#[test]
fn missing_waitcnt_is_caught() {
    for p in PROCS {
        let (o, _) = objects(p);
        let mut bytes = o.clone();
        let mut dev0 = Device::new(p);
        let m0 = dev0.load(&bytes).unwrap();
        let k = m0.kernel("vadd").unwrap();
        // Find the .text file offset of the kernel entry by searching the
        // kernel's first 8 code bytes.
        let text = &m0.code.text;
        let entry = (k.entry - m0.code.text_addr) as usize;
        let head = &text[entry..entry + 8];
        let text_off = bytes.windows(8).position(|w| w == head).unwrap() - entry;
        let wait = 0xbf8c_0f70u32.to_le_bytes();
        let rel = text[entry..]
            .chunks(4)
            .position(|c| c == wait)
            .expect("vadd has an s_waitcnt vmcnt(0)")
            * 4;
        let at = text_off + entry + rel;
        bytes[at..at + 4].copy_from_slice(&0xbf80_0000u32.to_le_bytes());
        let mut dev = Device::new(p);
        let m = dev.load(&bytes).unwrap();
        let a = dev.buffer_i32(&[1; 64]);
        let c = dev.alloc(256);
        let e = dev
            .dispatch(
                &m,
                "vadd",
                Dispatch::linear(64, 64),
                &[Arg::Buffer(a), Arg::Buffer(a), Arg::Buffer(c), Arg::I32(64)],
            )
            .expect_err("a read before s_waitcnt must fail");
        assert!(
            matches!(e.kind, agc_sim::ErrorKind::UnwaitedRead(_)),
            "{}: {e}",
            p.name()
        );
        assert!(e.pc.is_some() && e.inst.is_some(), "{}: {e}", p.name());
        // With the check off, the same code runs (the sim performs loads at
        // issue) and computes the sums.
        dev.options.check_waitcnt = false;
        dev.dispatch(
            &m,
            "vadd",
            Dispatch::linear(64, 64),
            &[Arg::Buffer(a), Arg::Buffer(a), Arg::Buffer(c), Arg::I32(64)],
        )
        .unwrap();
        assert_eq!(dev.read_i32(c).unwrap(), vec![2; 64]);
    }
}

/// Out-of-bounds accesses fault with the lane, address and instruction.
#[test]
fn out_of_bounds_is_caught() {
    let (o, _) = objects(Processor::Gfx942);
    let mut dev = Device::new(Processor::Gfx942);
    let m = dev.load(o).unwrap();
    let a = dev.buffer_i32(&[0; 16]);
    let c = dev.alloc(4 * 64);
    // n = 64 but `a` holds 16 elements.
    let e = dev
        .dispatch(
            &m,
            "vadd",
            Dispatch::linear(64, 64),
            &[Arg::Buffer(a), Arg::Buffer(c), Arg::Buffer(c), Arg::I32(64)],
        )
        .expect_err("reading past the buffer must fail");
    assert!(matches!(e.kind, agc_sim::ErrorKind::Memory(_)), "{e}");
    assert!(
        e.inst
            .as_deref()
            .is_some_and(|i| i.starts_with("global_load_dword")),
        "{e}"
    );
    // Wrong argument count and kinds are dispatch errors, not panics.
    assert!(dev
        .dispatch(&m, "vadd", Dispatch::linear(64, 64), &[Arg::Buffer(a)])
        .is_err());
    assert!(dev
        .dispatch(
            &m,
            "vadd",
            Dispatch::linear(64, 64),
            &[Arg::I32(0), Arg::Buffer(c), Arg::Buffer(c), Arg::I32(64)]
        )
        .is_err());
    assert!(dev
        .dispatch(&m, "nope", Dispatch::linear(64, 64), &[])
        .is_err());
}

/// Calls to non-inlined functions and program-scope data, from the
/// relocatable object (sim applies REL32_LO/HI, REL64 and ABS64) and the
/// linked one (RELATIVE64): results equal the Rust reference, and the
/// `__global` counters persist across dispatches of one loaded module.
#[test]
fn calls_and_program_scope_data() {
    use agc_sim::loader::{reloc, CodeObject};
    for p in PROCS {
        let (o, so) = objects(p);
        let types = |b: &[u8]| -> Vec<u32> {
            let mut t: Vec<u32> = CodeObject::parse(b)
                .unwrap()
                .image
                .relocs
                .iter()
                .map(|r| r.r_type)
                .collect();
            t.sort();
            t.dedup();
            t
        };
        assert_eq!(
            types(o),
            [reloc::ABS64, reloc::REL64, reloc::REL32_LO, reloc::REL32_HI],
            "{}",
            p.name()
        );
        assert_eq!(types(so), [reloc::RELATIVE64], "{}", p.name());
    }
    let table = [3i64, 1, 4, 1, 5, 9, 2, 6];
    let big = [1_000_000_007i64, -5, 1 << 40, 77];
    let picks = [table[5], table[2]];
    let n = 200usize;
    let input: Vec<i32> = (0..n as i32).map(|i| (i * 37) % 101 - 50).collect();
    each(|ctx, dev, m| {
        let a = dev.buffer_i32(&input);
        let out = dev.alloc(8 * n);
        for round in 1..=2u32 {
            let stats = dev
                .dispatch(
                    m,
                    "calls",
                    Dispatch::linear(n as u32, 64),
                    &[Arg::Buffer(a), Arg::Buffer(out)],
                )
                .unwrap_or_else(|e| panic!("{ctx}: {e}"));
            assert!(stats.jumps > 0, "{ctx}: no call was executed");
            let got = dev.read_u64(out).unwrap();
            for i in 0..n {
                let x = input[i] as i64;
                let lookup = (table[i & 7] * x + (big[i & 3] >> 8) + picks[i & 1]) as i32 as i64;
                let twice = x * 3 + big[(x & 3) as usize];
                assert_eq!(got[i] as i64, lookup + twice, "{ctx}: out[{i}], x = {x}");
            }
            let h = dev.alloc(16);
            dev.dispatch(m, "read_hits", Dispatch::linear(4, 4), &[Arg::Buffer(h)])
                .unwrap_or_else(|e| panic!("{ctx}: {e}"));
            assert_eq!(
                dev.read_u32(h).unwrap(),
                [50 * round; 4],
                "{ctx}: round {round}"
            );
        }
    });
}

static GOT: ClObjects = ClObjects::new(&["got_use.cl", "got_def.cl"], &["-fvisibility=default"]);

/// Globals of default visibility defined in another translation unit go
/// through the GOT: the joined `.o` keeps clang-22's `GOTPCREL32_LO/HI`
/// (sim builds the GOT), the `.hsaco` has ld.lld's `.got` with dynamic
/// `ABS64`s. Oracle: the initial values in `got_def.cl` and the count of
/// dispatches.
#[test]
fn got_relocations() {
    use agc_sim::loader::{reloc, CodeObject};
    for p in PROCS {
        let (o, so) = GOT.get(p);
        let has = |b: &[u8], t: u32| {
            // Parse rewrites GOTPCREL*, so look at the raw ELF.
            use object::{Object, ObjectSection};
            let f = object::File::parse(b).unwrap();
            f.sections()
                .flat_map(|s| s.relocations().collect::<Vec<_>>())
                .chain(f.dynamic_relocations().into_iter().flatten())
                .any(|(_, r)| matches!(r.flags(), object::RelocationFlags::Elf { r_type } if r_type.0 == t))
        };
        assert!(
            has(o, reloc::GOTPCREL32_LO) && has(o, reloc::GOTPCREL32_HI),
            "{}",
            p.name()
        );
        assert!(
            has(so, reloc::ABS64) && !has(so, reloc::GOTPCREL32_LO),
            "{}",
            p.name()
        );
        assert!(CodeObject::parse(o).is_ok());
    }
    let weights = [0.5f32, 1.0, 2.0, 4.0];
    common::each(&GOT, &[0, 3], |ctx, _, dev, m| {
        let n = 100;
        let out = dev.alloc(4 * n);
        let c = dev.alloc(4);
        for round in 1..=2 {
            dev.dispatch(
                m,
                "use_globals",
                Dispatch::linear(n as u32, 64),
                &[Arg::Buffer(out)],
            )
            .unwrap_or_else(|e| panic!("{ctx}: {e}"));
            let got = dev.read_f32(out).unwrap();
            for (i, g) in got.iter().enumerate() {
                assert_eq!(*g, weights[i & 3] * i as f32, "{ctx}: out[{i}]");
            }
            dev.dispatch(m, "read_counter", Dispatch::linear(1, 1), &[Arg::Buffer(c)])
                .unwrap_or_else(|e| panic!("{ctx}: {e}"));
            assert_eq!(
                dev.read_i32(c).unwrap(),
                [10 + 5 * round],
                "{ctx}: round {round}"
            );
        }
    });
}
