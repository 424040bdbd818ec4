//! Builds a vector-add module through the builder API and prints it.
//!
//! The kernel `vadd` walks the arrays with a grid-stride loop whose index is
//! a frontend variable (the builder turns it into a loop-header parameter),
//! and calls a device function `add` that is declared before the kernel's
//! body and defined after it. Every instruction carries a debug location in
//! `vadd.cl`.
//!
//! Run with `cargo run -p agc-ir --example build_vadd`.

use agc_ir::builder::ModuleBuilder;
use agc_ir::{AddrSpace, DebugLoc, Dim, Function, IntCC, MemArgs, Module, Payload, Type, ValueDef};

fn build() -> Module {
    let global = Type::ptr(AddrSpace::Global);
    let mut mb = ModuleBuilder::new();
    let file = mb.add_file("vadd.cl");
    // Declarations first: the kernel's body can then call `add`.
    let vadd = mb.declare_kernel(
        "vadd",
        &[
            ("a", global),
            ("b", global),
            ("c", global),
            ("n", Type::I32),
        ],
    );
    let add =
        mb.declare_device_function("add", &[("x", Type::F32), ("y", Type::F32)], &[Type::F32]);

    let mut b = mb.define(vadd);
    b.set_reqd_workgroup_size([256, 1, 1]);
    let entry = b.create_entry_block();
    let [header, body, exit] = [(); 3].map(|_| b.create_block());
    for (block, name) in [
        (entry, "entry"),
        (header, "header"),
        (body, "body"),
        (exit, "exit"),
    ] {
        b.set_block_name(block, name);
    }
    let [pa, pb, pc, n] = *b.block_params(entry) else {
        unreachable!("the signature has four parameters")
    };
    let i = b.create_var(Type::I32);

    b.switch_to_block(entry);
    b.set_debug_loc(DebugLoc::new(file, 2, 13));
    let tid = b.ins().workitem_id(Dim::X);
    let gid = b.ins().workgroup_id(Dim::X);
    let size = b.ins().workgroup_size(Dim::X);
    let base = b.ins().imul(gid, size);
    let first = b.ins().iadd(base, tid);
    b.def_var(i, first);
    b.ins().br(header, &[]);

    b.switch_to_block(header);
    b.set_debug_loc(DebugLoc::new(file, 3, 5));
    let iv = b.use_var(i);
    let more = b.ins().icmp(IntCC::Slt, iv, n);
    b.ins().brif(more, body, &[], exit, &[]);

    b.switch_to_block(body);
    b.seal_block(body);
    b.set_debug_loc(DebugLoc::new(file, 4, 9));
    let iv = b.use_var(i);
    let wide = b.ins().sext(Type::I64, iv);
    let four = b.ins().iconst(Type::I64, 4);
    let off = b.ins().imul(wide, four);
    let xa = b.ins().ptradd(pa, off);
    let xb = b.ins().ptradd(pb, off);
    let xc = b.ins().ptradd(pc, off);
    let x = b.ins().load(Type::F32, xa, MemArgs::natural(Type::F32));
    let y = b.ins().load(Type::F32, xb, MemArgs::natural(Type::F32));
    let s = b.ins().call(add, &[x, y])[0];
    b.ins().store(s, xc, MemArgs::natural(Type::F32));
    b.set_debug_loc(DebugLoc::new(file, 3, 30));
    let stride = b.ins().grid_size(Dim::X);
    let next = b.ins().iadd(iv, stride);
    b.def_var(i, next);
    b.ins().br(header, &[]);
    b.seal_block(header);

    b.switch_to_block(exit);
    b.seal_block(exit);
    b.ins().ret(&[]);
    b.finish().expect("vadd is well-formed");

    let mut b = mb.define(add);
    let entry = b.create_entry_block();
    b.switch_to_block(entry);
    b.set_debug_loc(DebugLoc::new(file, 1, 1));
    let [x, y] = *b.block_params(entry) else {
        unreachable!("the signature has two parameters")
    };
    let s = b.ins().fadd(x, y);
    b.ins().ret(&[s]);
    b.finish().expect("add is well-formed");

    mb.finish().expect("every declared function is defined")
}

/// A plain listing of a function, one instruction per line. (The IR
/// printer gives the canonical `.agc` text; this listing shows the same
/// structure without depending on it.)
fn list(module: &Module, func: &Function) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    let value = |v| match func.value_def(v) {
        ValueDef::Alias(to) => format!("{to}"),
        _ => format!("{v}"),
    };
    let sig: Vec<String> = func.params.iter().map(|p| p.ty.to_string()).collect();
    let rets: Vec<String> = func.returns.iter().map(|t| t.to_string()).collect();
    writeln!(
        out,
        "{:?} @{}({}) -> ({})",
        func.kind,
        func.name,
        sig.join(", "),
        rets.join(", ")
    )
    .unwrap();
    for &block in &func.layout {
        let params: Vec<String> = func
            .block_params(block)
            .iter()
            .map(|&p| format!("{}: {}", value(p), func.value_type(p)))
            .collect();
        let name = func.block_names[block].as_deref().unwrap_or("");
        writeln!(out, "{block} {name}({}):", params.join(", ")).unwrap();
        for &inst in func.block_insts(block) {
            let d = &func.insts[inst];
            let results: Vec<String> = func.inst_results(inst).iter().map(|&v| value(v)).collect();
            let args: Vec<String> = func.inst_args(inst).iter().map(|&v| value(v)).collect();
            let mut targets = Vec::new();
            func.for_each_block_call(inst, |bc| {
                let a: Vec<String> = bc
                    .args
                    .as_slice(&func.value_lists)
                    .iter()
                    .map(|&v| value(v))
                    .collect();
                targets.push(format!("{}({})", bc.block, a.join(", ")));
            });
            let lhs = if results.is_empty() {
                String::new()
            } else {
                format!("{} = ", results.join(", "))
            };
            let loc = func.debug_locs[inst];
            let loc = if loc.is_none() {
                String::new()
            } else {
                format!("  ; {}:{}:{}", module.files[loc.file], loc.line, loc.col)
            };
            // Branch targets are listed above; other payloads as they are.
            let payload = match d.payload {
                Payload::None | Payload::Jump(_) | Payload::Branch(..) | Payload::Switch(_) => {
                    String::new()
                }
                p => format!(" {p:?}"),
            };
            writeln!(
                out,
                "    {lhs}{}.{} {}{payload}{loc}",
                d.opcode,
                d.ty,
                [args, targets].concat().join(", ")
            )
            .unwrap();
        }
    }
    out
}

fn main() {
    let module = build();
    for func in module.functions.values() {
        println!("{}", list(&module, func));
    }
}
