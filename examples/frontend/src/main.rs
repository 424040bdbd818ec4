//! What a language frontend does with agc, start to finish: build a
//! kernel through the builder, compile it for a processor, and run the
//! code object in the simulator. Only public, documented items of `agc`
//! are used, and `agc` is linked without its default features: the
//! compiler and the simulator, nothing of the driver.
//!
//! The kernel is SAXPY over a grid-stride loop, `y[i] = a * x[i] + y[i]`
//! for every `i < n`, with the index kept in a frontend variable (the
//! builder turns it into a loop-header parameter) and the arithmetic in
//! a device function, as a frontend lowering a source-level call would
//! emit it. Every instruction carries a position in `saxpy.src`, the
//! frontend's (imaginary) source, so an error would name that line.
//!
//! `cargo run -p agc-example-frontend` prints the first results for
//! gfx942; `cargo test -p agc-example-frontend` checks them against the
//! same loop in Rust on gfx942 and gfx90a.

use agc::ir::builder::ModuleBuilder;
use agc::ir::{AddrSpace, DebugLoc, Dim, IntCC, MemArgs, Module, Type};
use agc::sim::{Arg, Device, Dispatch};
use std::process::ExitCode;

/// The module: a device function `axpy(a, x, y) = a * x + y` and the
/// kernel `saxpy(x, y, a, n)` that calls it for every element.
fn build() -> Result<Module, agc::Diagnostics> {
    let global = Type::ptr(AddrSpace::Global);
    let f32 = MemArgs::natural(Type::F32);
    let mut mb = ModuleBuilder::new();
    let src = mb.add_file("saxpy.src");
    // Declared first, so the kernel's body can call it.
    let axpy = mb.declare_device_function(
        "axpy",
        &[("a", Type::F32), ("x", Type::F32), ("y", Type::F32)],
        &[Type::F32],
    );
    let saxpy = mb.declare_kernel(
        "saxpy",
        &[
            ("x", global),
            ("y", global),
            ("a", Type::F32),
            ("n", Type::I32),
        ],
    );

    let mut b = mb.define(saxpy);
    b.set_flat_workgroup_size(1, 256);
    let entry = b.create_entry_block();
    let [header, body, exit] = [(); 3].map(|_| b.create_block());
    let [x, y, a, n] = *b.block_params(entry) else {
        unreachable!("saxpy is declared with four parameters")
    };
    let i = b.create_var(Type::I32);

    b.switch_to_block(entry);
    b.set_debug_loc(DebugLoc::new(src, 1, 1));
    let tid = b.ins().workitem_id(Dim::X);
    let gid = b.ins().workgroup_id(Dim::X);
    let size = b.ins().workgroup_size(Dim::X);
    let base = b.ins().imul(gid, size);
    let first = b.ins().iadd(base, tid);
    b.def_var(i, first);
    b.ins().br(header, &[]);

    // Not sealed yet: the back edge from `body` does not exist.
    b.switch_to_block(header);
    b.set_debug_loc(DebugLoc::new(src, 2, 5));
    let iv = b.use_var(i);
    let more = b.ins().icmp(IntCC::Slt, iv, n);
    b.ins().brif(more, body, &[], exit, &[]);

    b.switch_to_block(body);
    b.seal_block(body);
    b.set_debug_loc(DebugLoc::new(src, 3, 9));
    let iv = b.use_var(i);
    let wide = b.ins().sext(Type::I64, iv);
    let four = b.ins().iconst(Type::I64, 4);
    let off = b.ins().imul(wide, four);
    let px = b.ins().ptradd(x, off);
    let py = b.ins().ptradd(y, off);
    let vx = b.ins().load(Type::F32, px, f32);
    let vy = b.ins().load(Type::F32, py, f32);
    let r = b.ins().call(axpy, &[a, vx, vy])[0];
    b.ins().store(r, py, f32);
    let stride = b.ins().grid_size(Dim::X);
    let next = b.ins().iadd(iv, stride);
    b.def_var(i, next);
    b.ins().br(header, &[]);
    b.seal_block(header); // both edges into the header exist now

    b.switch_to_block(exit);
    b.seal_block(exit);
    b.ins().ret(&[]);
    b.finish()?;

    let mut b = mb.define(axpy);
    let entry = b.create_entry_block();
    b.switch_to_block(entry);
    b.set_debug_loc(DebugLoc::new(src, 7, 12));
    let [a, x, y] = *b.block_params(entry) else {
        unreachable!("axpy is declared with three parameters")
    };
    let r = b.ins().fma(a, x, y);
    b.ins().ret(&[r]);
    b.finish()?;

    Ok(mb.finish()?)
}

/// The inputs of the run: `n` elements, `x[i] = i`, `y[i] = 1 - i/2`.
fn inputs(n: usize) -> (Vec<f32>, Vec<f32>) {
    let x = (0..n).map(|i| i as f32).collect();
    let y = (0..n).map(|i| 1.0 - i as f32 * 0.5).collect();
    (x, y)
}

/// Compiles the module for `cpu` and runs `saxpy` with `a = 3` on `n`
/// elements in the simulator, with fewer work-items than elements so the
/// loop goes round; returns `y` afterwards.
fn run(cpu: &str, n: usize) -> Result<Vec<f32>, Box<dyn std::error::Error>> {
    let module = build()?;
    let options = agc::Options::for_cpu(cpu)?;
    let hsaco = agc::compile(&module, &options)?;

    let mut dev = Device::new(options.target.processor());
    let exe = dev.load(&hsaco)?;
    let (x, y) = inputs(n);
    let xs = dev.buffer_f32(&x);
    let ys = dev.buffer_f32(&y);
    let args = [
        Arg::Buffer(xs),
        Arg::Buffer(ys),
        Arg::F32(3.0),
        Arg::I32(i32::try_from(n)?),
    ];
    dev.dispatch(&exe, "saxpy", Dispatch::linear(128, 64), &args)?;
    Ok(dev.read_f32(ys)?)
}

fn main() -> ExitCode {
    match run("gfx942", 1000) {
        Ok(y) => {
            println!("saxpy on gfx942 (simulated): y[0..8] = {:?}", &y[..8]);
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Oracle: the same loop in Rust, with `f32::mul_add` for the fused
    /// multiply-add `fma` is (one rounding), compared bit for bit.
    #[test]
    fn saxpy_equals_the_rust_loop() {
        let n = 1000;
        let (x, y) = inputs(n);
        let want: Vec<u32> = x
            .iter()
            .zip(&y)
            .map(|(&x, &y)| 3.0f32.mul_add(x, y).to_bits())
            .collect();
        for cpu in ["gfx942", "gfx90a"] {
            let got: Vec<u32> = run(cpu, n)
                .unwrap_or_else(|e| panic!("{cpu}: {e}"))
                .iter()
                .map(|v| v.to_bits())
                .collect();
            assert_eq!(got, want, "{cpu}");
        }
    }

    /// The parameter names given to `declare_kernel` are the kernel
    /// arguments' names in the code object's metadata (oracle: the
    /// simulator's reading of the metadata note).
    #[test]
    fn parameter_names_reach_the_metadata() {
        let hsaco =
            agc::compile(&build().unwrap(), &agc::Options::for_cpu("gfx942").unwrap()).unwrap();
        let code = agc::sim::loader::CodeObject::parse(&hsaco).unwrap();
        let k = code.kernels.iter().find(|k| k.name == "saxpy").unwrap();
        let names: Vec<Option<&str>> = k
            .meta
            .args
            .iter()
            .take(4)
            .map(|a| a.name.as_deref())
            .collect();
        assert_eq!(names, [Some("x"), Some("y"), Some("a"), Some("n")]);
    }
}
