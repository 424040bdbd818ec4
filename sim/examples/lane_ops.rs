//! Measures sim's speed in lane-operations per second on a clang-compiled
//! kernel (the divergent loop of tests/kernels/kernels.cl, gfx942).
//!
//! Run: `cargo run --release -p agc-sim --example lane_ops`
//! (needs clang-22 on PATH or in /usr/lib/llvm-22/bin).

use agc_isa::processors::Processor;
use agc_sim::{Arg, Device, Dispatch};
use std::process::Command;
use std::time::Instant;

fn main() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/kernels");
    let out = std::env::temp_dir().join(format!("agc-sim-bench-{}.o", std::process::id()));
    let clang = ["/usr/lib/llvm-22/bin/clang", "clang-22"]
        .into_iter()
        .find(|c| Command::new(c).arg("--version").output().is_ok())
        .expect("clang-22 is required");
    let st = Command::new(clang)
        .args([
            "-x",
            "cl",
            "-cl-std=CL2.0",
            "-target",
            "amdgcn-amd-amdhsa",
            "-mcpu=gfx942",
            "-nogpulib",
            "-O2",
            "-Wno-everything",
            "-c",
            "-o",
        ])
        .arg(&out)
        .arg(dir.join("kernels.cl"))
        .status()
        .expect("cannot run clang");
    assert!(st.success());
    let mut dev = Device::new(Processor::Gfx942);
    let m = dev.load(&std::fs::read(&out).unwrap()).unwrap();
    let n = 1 << 20;
    let x: Vec<i32> = (0..n as i32)
        .map(|i| i.wrapping_mul(2_654_435_761u32 as i32))
        .collect();
    let bx = dev.buffer_i32(&x);
    let bo = dev.alloc(4 * n);
    for (name, check) in [("checks on", true), ("checks off", false)] {
        dev.options.check_uninit = check;
        dev.options.check_waitcnt = check;
        let t = Instant::now();
        let s = dev
            .dispatch(
                &m,
                "diverge",
                Dispatch::linear(n as u32, 256),
                &[Arg::Buffer(bx), Arg::Buffer(bo)],
            )
            .unwrap();
        let dt = t.elapsed().as_secs_f64();
        println!(
            "{name}: {} wave instructions, {} lane-ops in {:.3} s: {:.1} M lane-ops/s, {:.1} M wave-instructions/s, est. {} cycles",
            s.instructions(),
            s.lane_ops,
            dt,
            s.lane_ops as f64 / dt / 1e6,
            s.instructions() as f64 / dt / 1e6,
            s.estimated_cycles()
        );
    }
}
