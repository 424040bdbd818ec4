//! Verifier tests: a table of invalid functions, each with the error code
//! and message fragment it must produce, and valid functions that must
//! pass. Built through the `Function` API (see `passes/build.rs`).

#[path = "passes/build.rs"]
mod build;

use agc_ir::*;
use build::Fb;

const I32: Type = Type::I32;
const I64: Type = Type::I64;
const GLOBAL: Type = Type::ptr(AddrSpace::Global);

/// `func @f(i32) -> i32 { ret %0 }`: a valid base to break.
fn simple() -> (Fb, Vec<Value>) {
    Fb::new("f", FuncKind::Device, &[I32], &[I32])
}

/// A diamond: entry branches on `%c` to `then`/`else`, both jump to
/// `join(i32)`, which returns its parameter.
struct Diamond {
    fb: Fb,
    x: Value,
    then_b: Block,
    else_b: Block,
    join: Block,
    c: Value,
}

fn diamond() -> Diamond {
    let (mut fb, p) = simple();
    let (then_b, _) = fb.block(&[]);
    let (else_b, _) = fb.block(&[]);
    let (join, jp) = fb.block(&[I32]);
    let zero = fb.iconst(I32, 0);
    let c = fb.icmp(IntCC::Slt, p[0], zero);
    fb.brif(c, then_b, &[], else_b, &[]);
    fb.at(join);
    fb.ret(&[jp[0]]);
    Diamond {
        fb,
        x: p[0],
        then_b,
        else_b,
        join,
        c,
    }
}

type Case = (&'static str, fn() -> Module, ErrorCode, &'static str);

fn cases() -> Vec<Case> {
    use ErrorCode::*;
    vec![
        (
            "empty block",
            || {
                let (mut fb, p) = simple();
                let (b, _) = fb.block(&[]);
                fb.br(b, &[]);
                let _ = p;
                fb.module()
            },
            Terminator,
            "is empty",
        ),
        (
            "no terminator",
            || {
                let (mut fb, p) = simple();
                fb.v(Opcode::Iadd, &[p[0], p[0]]);
                fb.module()
            },
            Terminator,
            "does not end in a terminator",
        ),
        (
            "terminator in the middle",
            || {
                let (mut fb, p) = simple();
                fb.ret(&[p[0]]);
                fb.ret(&[p[0]]);
                fb.module()
            },
            Terminator,
            "in the middle",
        ),
        (
            "instruction placed twice",
            || {
                let (mut fb, p) = simple();
                let (b, _) = fb.block(&[]);
                let x = fb.v(Opcode::Iadd, &[p[0], p[0]]);
                fb.br(b, &[]);
                fb.at(b);
                let inst = fb.f.value_inst(x).unwrap();
                fb.f.append_inst(b, inst);
                fb.ret(&[x]);
                fb.module()
            },
            Malformed,
            "placed twice",
        ),
        (
            "instruction that does not exist",
            || {
                let (mut fb, p) = simple();
                fb.ret(&[p[0]]);
                let entry = fb.f.layout[0];
                fb.f.blocks[entry].insts.insert(0, Inst::from_u32(99));
                fb.module()
            },
            Malformed,
            "does not exist",
        ),
        (
            "block in the layout twice",
            || {
                let (mut fb, p) = simple();
                fb.ret(&[p[0]]);
                let entry = fb.f.layout[0];
                fb.f.layout.push(entry);
                fb.module()
            },
            Malformed,
            "twice in the layout",
        ),
        (
            "payload of the wrong kind",
            || {
                let (mut fb, p) = simple();
                fb.raw(Opcode::Iadd, I32, &[p[0], p[0]], Payload::Imm(3), &[I32]);
                fb.ret(&[p[0]]);
                fb.module()
            },
            Malformed,
            "payload",
        ),
        (
            "operands of two types",
            || {
                let (mut fb, p) = simple();
                let w = fb.iconst(I64, 1);
                fb.raw(Opcode::Iadd, I32, &[p[0], w], Payload::None, &[I32]);
                fb.ret(&[p[0]]);
                fb.module()
            },
            TypeMismatch,
            "must have one type",
        ),
        (
            "wrong arity",
            || {
                let (mut fb, p) = simple();
                fb.raw(Opcode::Iadd, I32, &[p[0]], Payload::None, &[I32]);
                fb.ret(&[p[0]]);
                fb.module()
            },
            Malformed,
            "takes 2 operands",
        ),
        (
            "recorded type disagrees",
            || {
                let (mut fb, p) = simple();
                fb.raw(Opcode::Iadd, I64, &[p[0], p[0]], Payload::None, &[I32]);
                fb.ret(&[p[0]]);
                fb.module()
            },
            TypeMismatch,
            "records type i64",
        ),
        (
            "result value of the wrong type",
            || {
                let (mut fb, p) = simple();
                fb.raw(Opcode::Iadd, I32, &[p[0], p[0]], Payload::None, &[I64]);
                fb.ret(&[p[0]]);
                fb.module()
            },
            TypeMismatch,
            "produces i32",
        ),
        (
            "missing result",
            || {
                let (mut fb, p) = simple();
                fb.raw(Opcode::Iadd, I32, &[p[0], p[0]], Payload::None, &[]);
                fb.ret(&[p[0]]);
                fb.module()
            },
            TypeMismatch,
            "has 0 result(s) but produces 1",
        ),
        (
            "store records the stored type",
            || {
                let (mut fb, p) = Fb::kernel("k", &[GLOBAL, I32]);
                let mem = Payload::Mem(MemArgs::natural(I32));
                fb.raw(Opcode::Store, Type::VOID, &[p[1], p[0]], mem, &[]);
                fb.ret(&[]);
                fb.module()
            },
            TypeMismatch,
            "stored value is i32",
        ),
        (
            "branch argument count",
            || {
                let mut d = diamond();
                d.fb.at(d.then_b);
                d.fb.br(d.join, &[]);
                d.fb.at(d.else_b);
                d.fb.br(d.join, &[d.x]);
                d.fb.module()
            },
            BlockArgs,
            "passes 0 argument(s), but it has 1",
        ),
        (
            "branch argument type",
            || {
                let mut d = diamond();
                d.fb.at(d.then_b);
                let c = d.c;
                d.fb.br(d.join, &[c]);
                d.fb.at(d.else_b);
                d.fb.br(d.join, &[d.x]);
                d.fb.module()
            },
            BlockArgs,
            "has type i1, but parameter",
        ),
        (
            "branch to the entry block",
            || {
                let (mut fb, _) = Fb::kernel("k", &[]);
                let entry = fb.f.layout[0];
                fb.br(entry, &[]);
                fb.module()
            },
            Malformed,
            "entry block",
        ),
        (
            "branch to a block not laid out",
            || {
                let (mut fb, p) = simple();
                let (b, _) = fb.block(&[]);
                fb.f.layout.pop();
                fb.br(b, &[]);
                let _ = p;
                fb.module()
            },
            UndefinedBlock,
            "not in the layout",
        ),
        (
            "entry parameters count",
            || {
                let (mut fb, p) = simple();
                fb.f.params.push(Param {
                    ty: I32,
                    inreg: false,
                    pointee_align: 0,
                });
                fb.ret(&[p[0]]);
                fb.module()
            },
            Signature,
            "the entry block has 1 parameter(s) but `@f` takes 2",
        ),
        (
            "entry parameter type",
            || {
                let (mut fb, p) = simple();
                fb.f.params[0].ty = I64;
                fb.ret(&[p[0]]);
                fb.module()
            },
            Signature,
            "but the signature says i64",
        ),
        (
            "ret count",
            || {
                let (mut fb, _) = simple();
                fb.ret(&[]);
                fb.module()
            },
            Signature,
            "`ret` returns 0 value(s)",
        ),
        (
            "ret type",
            || {
                let (mut fb, _) = simple();
                let w = fb.iconst(I64, 1);
                fb.ret(&[w]);
                fb.module()
            },
            Signature,
            "`ret` value 0 has type i64",
        ),
        (
            "kernel returning a value",
            || {
                let (mut fb, p) = Fb::new("k", FuncKind::Kernel, &[I32], &[I32]);
                fb.ret(&[p[0]]);
                fb.module()
            },
            Signature,
            "must not return values",
        ),
        (
            // (A device function without blocks is a declaration.)
            "kernel without blocks",
            || {
                let mut m = Module::new();
                m.add_function(Function::new("f", FuncKind::Kernel));
                m
            },
            Signature,
            "has no entry block",
        ),
        (
            "switch case repeated",
            || {
                let (mut fb, p) = simple();
                let (a, _) = fb.block(&[]);
                let (b, _) = fb.block(&[]);
                fb.switch(p[0], a, &[(1, b), (1, a)]);
                fb.at(a);
                fb.ret(&[p[0]]);
                fb.at(b);
                fb.ret(&[p[0]]);
                fb.module()
            },
            Malformed,
            "switch case 0x1 appears twice",
        ),
        (
            "switch case too wide",
            || {
                let (mut fb, _) = Fb::new("f", FuncKind::Device, &[Type::I8], &[]);
                let p = fb.f.block_params(fb.f.layout[0])[0];
                let (a, _) = fb.block(&[]);
                fb.switch(p, a, &[(256, a)]);
                fb.at(a);
                fb.ret(&[]);
                fb.module()
            },
            BadImmediate,
            "does not fit in i8",
        ),
        (
            "use before definition",
            || {
                let (mut fb, p) = simple();
                let x = fb.v(Opcode::Iadd, &[p[0], p[0]]);
                let y = fb.v(Opcode::Iadd, &[x, x]);
                fb.ret(&[y]);
                // Swap the two adds.
                let entry = fb.f.layout[0];
                fb.f.blocks[entry].insts.swap(0, 1);
                fb.module()
            },
            Dominance,
            "not dominated",
        ),
        (
            "use in a sibling",
            || {
                let mut d = diamond();
                d.fb.at(d.then_b);
                let t = d.fb.v(Opcode::Iadd, &[d.x, d.x]);
                d.fb.br(d.join, &[t]);
                d.fb.at(d.else_b);
                let e = d.fb.v(Opcode::Imul, &[t, d.x]);
                d.fb.br(d.join, &[e]);
                d.fb.module()
            },
            Dominance,
            "not dominated by its definition in block block1",
        ),
        (
            "branch argument not dominating",
            || {
                let mut d = diamond();
                d.fb.at(d.then_b);
                let t = d.fb.v(Opcode::Iadd, &[d.x, d.x]);
                d.fb.br(d.join, &[t]);
                d.fb.at(d.else_b);
                d.fb.br(d.join, &[t]);
                d.fb.module()
            },
            Dominance,
            "not dominated",
        ),
        (
            "alias cycle",
            || {
                let (mut fb, p) = simple();
                let x = fb.v(Opcode::Iadd, &[p[0], p[0]]);
                let y = fb.v(Opcode::Iadd, &[p[0], p[0]]);
                fb.ret(&[x]);
                fb.f.values[x].def = ValueDef::Alias(y);
                fb.f.values[y].def = ValueDef::Alias(x);
                fb.module()
            },
            Malformed,
            "does not resolve",
        ),
        (
            "operand that does not exist",
            || {
                let (mut fb, _) = simple();
                fb.ret(&[Value::from_u32(77)]);
                fb.module()
            },
            UndefinedValue,
            "does not exist",
        ),
        (
            "operand whose instruction is not placed",
            || {
                let (mut fb, p) = simple();
                let data =
                    fb.f.inst_data(Opcode::Iadd, I32, &[p[0], p[0]], Payload::None);
                let inst = fb.f.make_inst(data, &[I32]);
                let x = fb.f.first_result(inst).unwrap();
                fb.ret(&[x]);
                fb.module()
            },
            UndefinedValue,
            "not in any block",
        ),
        (
            "stack slot that does not exist",
            || {
                let (mut fb, p) = simple();
                fb.raw(
                    Opcode::StackAddr,
                    Type::ptr(AddrSpace::Private),
                    &[],
                    Payload::StackSlot(StackSlot::from_u32(3)),
                    &[Type::ptr(AddrSpace::Private)],
                );
                fb.ret(&[p[0]]);
                fb.module()
            },
            UndefinedGlobal,
            "stack slot ss3 does not exist",
        ),
        (
            "LDS variable that does not exist",
            || {
                let (mut fb, p) = simple();
                fb.raw(
                    Opcode::LdsAddr,
                    Type::ptr(AddrSpace::Local),
                    &[],
                    Payload::Lds(LdsVar::from_u32(0)),
                    &[Type::ptr(AddrSpace::Local)],
                );
                fb.ret(&[p[0]]);
                fb.module()
            },
            UndefinedGlobal,
            "LDS variable lds0 does not exist",
        ),
        (
            "callee that does not exist",
            || {
                let (mut fb, p) = simple();
                fb.raw(
                    Opcode::Call,
                    Type::VOID,
                    &[],
                    Payload::Call(FuncId::from_u32(5)),
                    &[],
                );
                fb.ret(&[p[0]]);
                fb.module()
            },
            UndefinedGlobal,
            "callee fn5 does not exist",
        ),
        (
            "call with wrong arguments",
            || {
                let (mut fb, _) = simple();
                let w = fb.iconst(I64, 1);
                let r = fb.raw(
                    Opcode::Call,
                    I32,
                    &[w],
                    Payload::Call(FuncId::from_u32(0)),
                    &[I32],
                );
                let r = fb.f.first_result(r).unwrap();
                fb.ret(&[r]);
                fb.module()
            },
            CallSignature,
            "argument 0 of `@f` must be i32, found i64",
        ),
        (
            "call of a kernel",
            || {
                let (mut k, _) = Fb::kernel("k", &[]);
                k.ret(&[]);
                let mut m = k.module();
                let (mut fb, p) = simple();
                fb.raw(
                    Opcode::Call,
                    Type::VOID,
                    &[],
                    Payload::Call(FuncId::from_u32(0)),
                    &[],
                );
                fb.ret(&[p[0]]);
                m.add_function(fb.f);
                m
            },
            CallSignature,
            "cannot call kernel `@k`",
        ),
        (
            "address of a kernel",
            || {
                let (mut k, _) = Fb::kernel("k", &[]);
                k.ret(&[]);
                let mut m = k.module();
                let (mut fb, p) = simple();
                fb.raw(
                    Opcode::FuncAddr,
                    Type::ptr(AddrSpace::Flat),
                    &[],
                    Payload::Call(FuncId::from_u32(0)),
                    &[Type::ptr(AddrSpace::Flat)],
                );
                fb.ret(&[p[0]]);
                m.add_function(fb.f);
                m
            },
            CallSignature,
            "cannot take the address of kernel `@k`",
        ),
        (
            "indirect call through an integer",
            || {
                let (mut fb, p) = simple();
                let sig = fb.f.import_signature(agc_ir::Signature {
                    params: vec![agc_ir::Param {
                        ty: I32,
                        inreg: false,
                        pointee_align: 0,
                    }],
                    returns: vec![I32],
                });
                let w = fb.iconst(I64, 1);
                let r = fb.raw(
                    Opcode::CallIndirect,
                    I32,
                    &[w, p[0]],
                    Payload::Sig(sig),
                    &[I32],
                );
                let r = fb.f.first_result(r).unwrap();
                fb.ret(&[r]);
                fb.module()
            },
            TypeMismatch,
            "`call_indirect` needs a 64-bit pointer to the callee, found i64",
        ),
        (
            "indirect call with wrong arguments",
            || {
                let (mut fb, p) = simple();
                let sig = fb.f.import_signature(agc_ir::Signature {
                    params: vec![agc_ir::Param {
                        ty: I64,
                        inreg: false,
                        pointee_align: 0,
                    }],
                    returns: vec![I32],
                });
                let fp = fb.raw(
                    Opcode::FuncAddr,
                    Type::ptr(AddrSpace::Flat),
                    &[],
                    Payload::Call(FuncId::from_u32(0)),
                    &[Type::ptr(AddrSpace::Flat)],
                );
                let fp = fb.f.first_result(fp).unwrap();
                let r = fb.raw(
                    Opcode::CallIndirect,
                    I32,
                    &[fp, p[0]],
                    Payload::Sig(sig),
                    &[I32],
                );
                let r = fb.f.first_result(r).unwrap();
                fb.ret(&[r]);
                fb.module()
            },
            CallSignature,
            "argument 0 of `@call_indirect` must be i64, found i32",
        ),
        (
            "debug location in a missing file",
            || {
                let (mut fb, p) = simple();
                let r = fb.ret(&[p[0]]);
                fb.f.debug_locs[r] = DebugLoc::new(FileId::from_u32(2), 1, 1);
                fb.module()
            },
            UndefinedGlobal,
            "names file 2",
        ),
        (
            "monotonic fence",
            || {
                let (mut fb, p) = simple();
                fb.raw(
                    Opcode::Fence,
                    Type::VOID,
                    &[],
                    Payload::Fence(Ordering::Monotonic, SyncScope::Agent),
                    &[],
                );
                fb.ret(&[p[0]]);
                fb.module()
            },
            BadOrdering,
            "monotonic",
        ),
        (
            "release load",
            || {
                let (mut fb, p) = Fb::kernel("k", &[GLOBAL]);
                let mem = MemArgs::atomic(4, Ordering::Release, SyncScope::Agent);
                fb.raw(Opcode::Load, I32, &[p[0]], Payload::Mem(mem), &[I32]);
                fb.ret(&[]);
                fb.module()
            },
            BadOrdering,
            "release",
        ),
        (
            "store to constant memory",
            || {
                let (mut fb, p) = Fb::kernel("k", &[Type::ptr(AddrSpace::Constant), I32]);
                fb.raw(
                    Opcode::Store,
                    I32,
                    &[p[1], p[0]],
                    Payload::Mem(MemArgs::natural(I32)),
                    &[],
                );
                fb.ret(&[]);
                fb.module()
            },
            AddressSpace,
            "constant",
        ),
        (
            "huge alignment",
            || {
                let (mut fb, p) = Fb::kernel("k", &[GLOBAL]);
                let mut mem = MemArgs::natural(I32);
                mem.align_log2 = 40;
                fb.raw(Opcode::Load, I32, &[p[0]], Payload::Mem(mem), &[I32]);
                fb.ret(&[]);
                fb.module()
            },
            AttributeValue,
            "too large",
        ),
        (
            "flat_workgroup_size min > max",
            || {
                let (mut fb, _) = Fb::kernel("k", &[]);
                fb.f.attrs.flat_workgroup_size = Some((256, 64));
                fb.ret(&[]);
                fb.module()
            },
            AttributeValue,
            "flat_workgroup_size(256, 64)",
        ),
        (
            "flat_workgroup_size too large",
            || {
                let (mut fb, _) = Fb::kernel("k", &[]);
                fb.f.attrs.flat_workgroup_size = Some((1, 2048));
                fb.ret(&[]);
                fb.module()
            },
            AttributeValue,
            "<= 1024",
        ),
        (
            "reqd_workgroup_size too large",
            || {
                let (mut fb, _) = Fb::kernel("k", &[]);
                fb.f.attrs.reqd_workgroup_size = Some([64, 32, 1]);
                fb.ret(&[]);
                fb.module()
            },
            AttributeValue,
            "reqd_workgroup_size(64, 32, 1)",
        ),
        (
            "reqd_workgroup_size zero",
            || {
                let (mut fb, _) = Fb::kernel("k", &[]);
                fb.f.attrs.reqd_workgroup_size = Some([64, 0, 1]);
                fb.ret(&[]);
                fb.module()
            },
            AttributeValue,
            "at least 1",
        ),
        (
            "reqd_workgroup_size outside the flat range",
            || {
                let (mut fb, _) = Fb::kernel("k", &[]);
                fb.f.attrs.reqd_workgroup_size = Some([64, 2, 1]);
                fb.f.attrs.flat_workgroup_size = Some((1, 64));
                fb.ret(&[]);
                fb.module()
            },
            AttributeValue,
            "has 128 work-items, outside flat_workgroup_size(1, 64)",
        ),
        (
            "waves_per_eu zero",
            || {
                let (mut fb, _) = Fb::kernel("k", &[]);
                fb.f.attrs.waves_per_eu = Some((0, 4));
                fb.ret(&[]);
                fb.module()
            },
            AttributeValue,
            "waves_per_eu(0, 4)",
        ),
        (
            "waves_per_eu too many",
            || {
                let (mut fb, _) = Fb::kernel("k", &[]);
                fb.f.attrs.waves_per_eu = Some((2, 11));
                fb.ret(&[]);
                fb.module()
            },
            AttributeValue,
            "<= 10",
        ),
        (
            "kernel attributes on a device function",
            || {
                let (mut fb, p) = simple();
                fb.f.attrs.waves_per_eu = Some((1, 2));
                fb.ret(&[p[0]]);
                fb.module()
            },
            AttributeValue,
            "device function `@f` carries kernel attributes",
        ),
        (
            "inreg kernel parameter",
            || {
                let (mut fb, _) = Fb::kernel("k", &[I32]);
                fb.f.params[0].inreg = true;
                fb.ret(&[]);
                fb.module()
            },
            AttributeValue,
            "is `inreg`",
        ),
        (
            "internal kernel",
            || {
                let (mut fb, _) = Fb::kernel("k", &[]);
                fb.f.linkage = Linkage::Internal;
                fb.ret(&[]);
                fb.module()
            },
            AttributeValue,
            "kernel `@k` is `internal`",
        ),
        (
            "internal declaration",
            || {
                let mut m = Module::new();
                let mut f = Function::new("ext", FuncKind::Device);
                f.linkage = Linkage::Internal;
                m.add_function(f);
                m
            },
            AttributeValue,
            "declaration `@ext` is `internal`",
        ),
        (
            "stack slot alignment",
            || {
                let (mut fb, p) = simple();
                fb.f.create_stack_slot(16, 3);
                fb.ret(&[p[0]]);
                fb.module()
            },
            AttributeValue,
            "not a power of two",
        ),
        (
            "dynamic LDS with a size",
            || {
                let (mut fb, p) = simple();
                fb.ret(&[p[0]]);
                let mut m = fb.module();
                let v = m.add_lds("dyn", 16, 4);
                m.lds_vars[v].dynamic = true;
                m
            },
            AttributeValue,
            "must have size 0",
        ),
        (
            "two functions of one name",
            || {
                let (mut fb, p) = simple();
                fb.ret(&[p[0]]);
                let f = fb.f.clone();
                let mut m = fb.module();
                m.add_function(f);
                m
            },
            DuplicateDefinition,
            "defined twice",
        ),
        (
            "alias to a value of another type",
            || {
                let (mut fb, p) = simple();
                let w = fb.iconst(I64, 1);
                let x = fb.v(Opcode::Iadd, &[p[0], p[0]]);
                fb.ret(&[x]);
                fb.f.values[x].def = ValueDef::Alias(w);
                let entry = fb.f.layout[0];
                fb.f.blocks[entry].insts.remove(1);
                fb.module()
            },
            TypeMismatch,
            "is an alias of",
        ),
    ]
}

#[test]
fn invalid_functions_report_their_error() {
    for (name, make, code, fragment) in cases() {
        let m = make();
        let errors = match verify_module(&m) {
            Ok(()) => panic!("{name}: verified, expected {code:?}"),
            Err(e) => e,
        };
        let hit = errors
            .iter()
            .any(|d| d.code == code && d.message.contains(fragment));
        assert!(
            hit,
            "{name}: expected {code:?} containing {fragment:?}, got:\n{}",
            errors
                .iter()
                .map(|d| format!("  {:?}: {}", d.code, d.message))
                .collect::<Vec<_>>()
                .join("\n")
        );
        // API-built IR has no spans, so every diagnostic must say where:
        // its IR location, or for a module-level one (an LDS variable)
        // the global its message names.
        for d in &errors {
            assert!(
                !d.span.is_none() || d.location.ir().is_some() || d.message.contains('@'),
                "{name}: diagnostic without a place: {d}"
            );
        }
        // Deterministic: the same module gives the same list.
        assert_eq!(verify_module(&m).unwrap_err(), errors, "{name}");
    }
}

#[test]
fn every_error_is_reported_in_order() {
    let (mut fb, p) = simple();
    fb.f.attrs.waves_per_eu = Some((1, 2)); // function level: first
    let w = fb.iconst(I64, 1);
    fb.raw(Opcode::Iadd, I32, &[p[0], w], Payload::None, &[I32]); // second
    fb.ret(&[w]); // third
    let errors = verify_module(&fb.module()).unwrap_err();
    let codes: Vec<ErrorCode> = errors.iter().map(|d| d.code).collect();
    assert_eq!(
        codes,
        [
            ErrorCode::AttributeValue,
            ErrorCode::TypeMismatch,
            ErrorCode::Signature
        ]
    );
    let ctx = errors[1].location.ir().unwrap();
    assert!(
        ctx.contains("function @f") && ctx.contains("(iadd)"),
        "{ctx}"
    );
}

#[test]
fn spans_are_used_when_present() {
    let (mut fb, p) = simple();
    let r = fb.ret(&[]);
    fb.f.spans[r] = Span::new(10, 13);
    let _ = p;
    let errors = verify_module(&fb.module()).unwrap_err();
    assert_eq!(errors[0].span, Span::new(10, 13));
    // The IR location is there as well, in the one format.
    assert_eq!(errors[0].location.function.as_deref(), Some("f"));
}

#[test]
fn verify_function_checks_one_function() {
    let (mut good, p) = simple();
    good.ret(&[p[0]]);
    let mut m = good.module();
    let (mut bad, _) = Fb::new("g", FuncKind::Device, &[], &[I32]);
    bad.ret(&[]);
    let g = m.add_function(bad.f);
    assert!(verify_function(&m, FuncId::from_u32(0)).is_ok());
    assert_eq!(
        verify_function(&m, g).unwrap_err()[0].code,
        ErrorCode::Signature
    );
    assert_eq!(
        verify_function(&m, FuncId::from_u32(9)).unwrap_err()[0].code,
        ErrorCode::UndefinedGlobal
    );
}

// ---- valid functions ----

type ValidCase = (&'static str, fn() -> Module);

fn valid_cases() -> Vec<ValidCase> {
    vec![
        ("vadd kernel", || {
            let (mut fb, p) = Fb::kernel("vadd", &[GLOBAL, GLOBAL, GLOBAL, I32]);
            fb.f.attrs.reqd_workgroup_size = Some([64, 1, 1]);
            fb.f.attrs.flat_workgroup_size = Some((64, 64));
            fb.f.attrs.waves_per_eu = Some((1, 10));
            let (body, _) = fb.block(&[]);
            let (exit, _) = fb.block(&[]);
            let tid = fb
                .ins(Opcode::WorkitemId, I32, &[], Payload::Dim(Dim::X))
                .unwrap();
            let gid = fb
                .ins(Opcode::WorkgroupId, I32, &[], Payload::Dim(Dim::X))
                .unwrap();
            let size = fb
                .ins(Opcode::WorkgroupSize, I32, &[], Payload::Dim(Dim::X))
                .unwrap();
            let base = fb.v(Opcode::Imul, &[gid, size]);
            let i = fb.v(Opcode::Iadd, &[base, tid]);
            let inb = fb.icmp(IntCC::Slt, i, p[3]);
            fb.brif(inb, body, &[], exit, &[]);
            fb.at(body);
            let i64v = fb.conv(Opcode::Sext, I64, i);
            let four = fb.iconst(I64, 4);
            let off = fb.v(Opcode::Imul, &[i64v, four]);
            let pa = fb.v(Opcode::Ptradd, &[p[0], off]);
            let pb = fb.v(Opcode::Ptradd, &[p[1], off]);
            let pc = fb.v(Opcode::Ptradd, &[p[2], off]);
            let mem = Payload::Mem(MemArgs::natural(Type::F32));
            let x = fb.ins(Opcode::Load, Type::F32, &[pa], mem).unwrap();
            let y = fb.ins(Opcode::Load, Type::F32, &[pb], mem).unwrap();
            let s = fb.v(Opcode::Fadd, &[x, y]);
            fb.ins(Opcode::Store, Type::VOID, &[s, pc], mem);
            fb.br(exit, &[]);
            fb.at(exit);
            fb.ret(&[]);
            fb.module()
        }),
        ("counted loop with block parameters", || {
            let (mut fb, p) = simple();
            let (head, hp) = fb.block(&[I32, I32]);
            let (exit, _) = fb.block(&[]);
            let zero = fb.iconst(I32, 0);
            fb.br(head, &[zero, zero]);
            fb.at(head);
            let one = fb.iconst(I32, 1);
            let i2 = fb.v(Opcode::Iadd, &[hp[0], one]);
            let acc = fb.v(Opcode::Iadd, &[hp[1], hp[0]]);
            let more = fb.icmp(IntCC::Slt, i2, p[0]);
            fb.brif(more, head, &[i2, acc], exit, &[]);
            fb.at(exit);
            fb.ret(&[acc]);
            fb.module()
        }),
        ("diamond", || {
            let mut d = diamond();
            d.fb.at(d.then_b);
            let t = d.fb.v(Opcode::Iadd, &[d.x, d.x]);
            d.fb.br(d.join, &[t]);
            d.fb.at(d.else_b);
            d.fb.br(d.join, &[d.x]);
            d.fb.module()
        }),
        ("recursion and calls", || {
            let (mut fb, p) = simple();
            let r = fb.raw(
                Opcode::Call,
                I32,
                &[p[0]],
                Payload::Call(FuncId::from_u32(0)),
                &[I32],
            );
            let r = fb.f.first_result(r).unwrap();
            fb.ret(&[r]);
            let mut m = fb.module();
            let (mut k, _) = Fb::kernel("k", &[]);
            let one = k.iconst(I32, 1);
            k.raw(
                Opcode::Call,
                I32,
                &[one],
                Payload::Call(FuncId::from_u32(0)),
                &[I32],
            );
            k.ret(&[]);
            m.add_function(k.f);
            m
        }),
        ("unreachable block using anything", || {
            let mut d = diamond();
            d.fb.at(d.then_b);
            let t = d.fb.v(Opcode::Iadd, &[d.x, d.x]);
            d.fb.br(d.join, &[t]);
            d.fb.at(d.else_b);
            d.fb.br(d.join, &[d.x]);
            // Not reachable: may use `t` although nothing dominates it.
            let (dead, _) = d.fb.block(&[]);
            d.fb.at(dead);
            let u = d.fb.v(Opcode::Imul, &[t, t]);
            d.fb.br(d.join, &[u]);
            d.fb.module()
        }),
        (
            "switch, atomics on private memory, LDS, fences, aliases",
            || {
                let (mut fb, p) = Fb::new("f", FuncKind::Device, &[I32], &[]);
                fb.f.params[0].inreg = true;
                let (a, _) = fb.block(&[]);
                let (b, _) = fb.block(&[]);
                let slot = fb.f.create_stack_slot(8, 8);
                let sp = fb
                    .ins(Opcode::StackAddr, Type::VOID, &[], Payload::StackSlot(slot))
                    .unwrap();
                let mem = MemArgs::atomic(4, Ordering::SeqCst, SyncScope::SingleThread);
                fb.ins(
                    Opcode::AtomicRmw,
                    I32,
                    &[sp, p[0]],
                    Payload::AtomicRmw(AtomicRmwOp::Add, mem),
                );
                fb.ins(
                    Opcode::LdsAddr,
                    Type::VOID,
                    &[],
                    Payload::Lds(LdsVar::from_u32(0)),
                );
                fb.ins(
                    Opcode::Fence,
                    Type::VOID,
                    &[],
                    Payload::Fence(Ordering::Acquire, SyncScope::Wavefront),
                );
                let x = fb.v(Opcode::Iadd, &[p[0], p[0]]);
                let y = fb.v(Opcode::Iadd, &[p[0], p[0]]);
                let z = fb.v(Opcode::Imul, &[y, y]);
                // `y` is now an alias of `x`; its instruction is gone.
                fb.f.change_to_alias(y, x);
                let entry = fb.f.layout[0];
                let y_inst = fb.f.blocks[entry].insts[5];
                fb.f.remove_inst(entry, y_inst);
                let _ = z;
                fb.switch(p[0], a, &[(0, b), (0xffff_ffff, a)]);
                fb.at(a);
                fb.ret(&[]);
                fb.at(b);
                fb.ret(&[]);
                let mut m = fb.module();
                let lds = m.add_lds("dyn", 0, 16);
                m.lds_vars[lds].dynamic = true;
                m.add_file("a.cl");
                let r = m.functions[FuncId::from_u32(0)].terminator(a).unwrap();
                m.functions[FuncId::from_u32(0)].debug_locs[r] =
                    DebugLoc::new(FileId::from_u32(0), 3, 1);
                m
            },
        ),
    ]
}

#[test]
fn valid_functions_pass() {
    for (name, make) in valid_cases() {
        let m = make();
        if let Err(errors) = verify_module(&m) {
            let list: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
            panic!("{name}: rejected:\n{}", list.join("\n"));
        }
    }
}
