//! Tests of the builder API and of SSA construction from variables.
//!
//! Two oracles. Structure: every built function must pass the verifier
//! (which `finish` also runs) and keep the builder's own promises (no
//! aliases left, no unplaced definitions), checked by `well_formed`.
//! Meaning: `run` interprets the
//! integer subset the SSA tests use, and `random_programs_match_reference`
//! compares it, on random control-flow graphs (irreducible ones included),
//! with a direct interpretation of the same variable program.

use agc_ir::builder::{FunctionBuilder, ModuleBuilder};
use agc_ir::cfg::inst_positions;
use agc_ir::ssa::Variable;
use agc_ir::*;
use cranelift_entity::EntityRef;
use std::collections::HashMap;

// ---------------------------------------------------------------------------
// Oracles
// ---------------------------------------------------------------------------

/// The verifier accepts the function, and the builder's own promises hold:
/// no operand or branch argument names an alias, and every value used is
/// defined by a placed instruction or a block parameter.
fn well_formed(module: &Module, id: FuncId) {
    verify_function(module, id).unwrap_or_else(|e| panic!("{e:#?}"));
    let func = &module.functions[id];
    let pos = inst_positions(func);
    for &block in &func.layout {
        for &inst in func.block_insts(block) {
            let mut uses = func.inst_args(inst).to_vec();
            func.for_each_block_call(inst, |bc| {
                uses.extend_from_slice(bc.args.as_slice(&func.value_lists))
            });
            for v in uses {
                match func.value_def(v) {
                    ValueDef::Param(..) => {}
                    ValueDef::Result(def, _) => assert!(pos[def].is_some(), "{v} unplaced"),
                    ValueDef::Alias(_) => panic!("{v} is an alias after finish"),
                }
            }
        }
    }
}

/// Interprets the integer subset (i1/i32 arithmetic, compares, select,
/// branches, switch, calls of nothing) with at most `fuel` block visits.
/// `None` when out of fuel.
fn run(func: &Function, args: &[i64], mut fuel: u32) -> Option<Vec<i64>> {
    let mut vals: HashMap<Value, i64> = HashMap::new();
    let wrap = |ty: Type, x: i64| -> i64 {
        match ty.bits() {
            1 => x & 1,
            32 => x as i32 as i64,
            _ => x,
        }
    };
    let mut block = func.entry_block().unwrap();
    let mut incoming: Vec<i64> = args.to_vec();
    loop {
        fuel = fuel.checked_sub(1)?;
        for (&p, &x) in func.block_params(block).iter().zip(&incoming) {
            vals.insert(p, x);
        }
        let mut next = None;
        for &inst in func.block_insts(block) {
            let d = func.insts[inst];
            let a: Vec<i64> = func.inst_args(inst).iter().map(|v| vals[v]).collect();
            let call_args = |bc: &BlockCall| -> Vec<i64> {
                bc.args
                    .as_slice(&func.value_lists)
                    .iter()
                    .map(|v| vals[v])
                    .collect()
            };
            let r = match d.opcode {
                Opcode::Iconst => {
                    let Payload::Imm(x) = d.payload else {
                        unreachable!()
                    };
                    wrap(d.ty, x as i64)
                }
                Opcode::Iadd => wrap(d.ty, a[0].wrapping_add(a[1])),
                Opcode::Isub => wrap(d.ty, a[0].wrapping_sub(a[1])),
                Opcode::Imul => wrap(d.ty, a[0].wrapping_mul(a[1])),
                Opcode::And => a[0] & a[1],
                Opcode::Xor => wrap(d.ty, a[0] ^ a[1]),
                Opcode::Urem => wrap(d.ty, ((a[0] as u32) % (a[1] as u32)) as i64),
                Opcode::Select => {
                    if a[0] != 0 {
                        a[1]
                    } else {
                        a[2]
                    }
                }
                Opcode::Icmp => {
                    let Payload::IntCC(cc) = d.payload else {
                        unreachable!()
                    };
                    let (x, y) = (a[0], a[1]);
                    let (ux, uy) = (x as u32, y as u32);
                    i64::from(match cc {
                        IntCC::Eq => x == y,
                        IntCC::Ne => x != y,
                        IntCC::Slt => x < y,
                        IntCC::Sle => x <= y,
                        IntCC::Sgt => x > y,
                        IntCC::Sge => x >= y,
                        IntCC::Ult => ux < uy,
                        IntCC::Ule => ux <= uy,
                        IntCC::Ugt => ux > uy,
                        IntCC::Uge => ux >= uy,
                    })
                }
                Opcode::Br => {
                    let Payload::Jump(bc) = d.payload else {
                        unreachable!()
                    };
                    next = Some((bc.block, call_args(&bc)));
                    continue;
                }
                Opcode::Brif => {
                    let Payload::Branch(t, e) = d.payload else {
                        unreachable!()
                    };
                    let bc = if a[0] != 0 { t } else { e };
                    next = Some((bc.block, call_args(&bc)));
                    continue;
                }
                Opcode::Switch => {
                    let Payload::Switch(jt) = d.payload else {
                        unreachable!()
                    };
                    let data = &func.jump_tables[jt];
                    let key = a[0] as u32 as u64;
                    let bc = data
                        .cases
                        .iter()
                        .find(|c| c.0 == key)
                        .map_or(data.default, |c| c.1);
                    next = Some((bc.block, call_args(&bc)));
                    continue;
                }
                Opcode::Return => return Some(a),
                op => panic!("run: {op} not supported"),
            };
            vals.insert(func.first_result(inst).unwrap(), r);
        }
        let (b, args) = next.expect("block ends in a branch");
        block = b;
        incoming = args;
    }
}

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

const G: Type = Type::ptr(AddrSpace::Global);

/// Parameters without names.
fn unnamed(params: &[Type]) -> Vec<(&'static str, Type)> {
    params.iter().map(|&t| ("", t)).collect()
}

fn i32_fn(mb: &mut ModuleBuilder, name: &str, params: usize) -> FuncId {
    mb.declare_device_function(name, &vec![("", Type::I32); params], &[Type::I32])
}

/// Builds a function with `f`, finishes it, checks it and returns the module.
fn build_one(
    params: &[Type],
    returns: &[Type],
    f: impl FnOnce(&mut FunctionBuilder, Block),
) -> (Module, FuncId) {
    let mut mb = ModuleBuilder::new();
    let id = mb.declare_device_function("f", &unnamed(params), returns);
    let mut b = mb.define(id);
    let entry = b.create_entry_block();
    b.switch_to_block(entry);
    f(&mut b, entry);
    b.finish().unwrap_or_else(|e| panic!("{e:#?}"));
    let module = mb.finish().unwrap();
    well_formed(&module, id);
    (module, id)
}

/// Builds a function expected to fail; returns the errors.
fn build_err(
    params: &[Type],
    returns: &[Type],
    f: impl FnOnce(&mut FunctionBuilder, Block),
) -> Vec<Diagnostic> {
    let mut mb = ModuleBuilder::new();
    let id = mb.declare_device_function("f", &unnamed(params), returns);
    let mut b = mb.define(id);
    let entry = b.create_entry_block();
    b.switch_to_block(entry);
    f(&mut b, entry);
    let errs = b.finish().expect_err("expected errors");
    // The module builder reports them too.
    assert_eq!(mb.finish().unwrap_err(), errs);
    errs.into()
}

fn last_inst(b: &FunctionBuilder) -> Inst {
    let block = b.current_block().unwrap();
    *b.func().block_insts(block).last().unwrap()
}

fn codes(errs: &[Diagnostic]) -> Vec<ErrorCode> {
    errs.iter().map(|d| d.code).collect()
}

// ---------------------------------------------------------------------------
// Instruction methods
// ---------------------------------------------------------------------------

type Bin = fn(InstBuilder<'_, '_>, Value, Value) -> Value;
type Un = fn(InstBuilder<'_, '_>, Value) -> Value;
type Conv = fn(InstBuilder<'_, '_>, Type, Value) -> Value;

#[test]
fn binary_and_unary_methods_make_their_opcode() {
    let int_bin: &[(Opcode, Bin)] = &[
        (Opcode::Iadd, |i, a, b| i.iadd(a, b)),
        (Opcode::Isub, |i, a, b| i.isub(a, b)),
        (Opcode::Imul, |i, a, b| i.imul(a, b)),
        (Opcode::Sdiv, |i, a, b| i.sdiv(a, b)),
        (Opcode::Udiv, |i, a, b| i.udiv(a, b)),
        (Opcode::Srem, |i, a, b| i.srem(a, b)),
        (Opcode::Urem, |i, a, b| i.urem(a, b)),
        (Opcode::Smin, |i, a, b| i.smin(a, b)),
        (Opcode::Smax, |i, a, b| i.smax(a, b)),
        (Opcode::Umin, |i, a, b| i.umin(a, b)),
        (Opcode::Umax, |i, a, b| i.umax(a, b)),
        (Opcode::Smulhi, |i, a, b| i.smulhi(a, b)),
        (Opcode::Umulhi, |i, a, b| i.umulhi(a, b)),
        (Opcode::And, |i, a, b| i.and(a, b)),
        (Opcode::Or, |i, a, b| i.or(a, b)),
        (Opcode::Xor, |i, a, b| i.xor(a, b)),
        (Opcode::Shl, |i, a, b| i.shl(a, b)),
        (Opcode::Lshr, |i, a, b| i.lshr(a, b)),
        (Opcode::Ashr, |i, a, b| i.ashr(a, b)),
        (Opcode::Readlane, |i, a, b| i.readlane(a, b)),
        (Opcode::Shuffle, |i, a, b| i.shuffle(a, b)),
    ];
    let float_bin: &[(Opcode, Bin)] = &[
        (Opcode::Fadd, |i, a, b| i.fadd(a, b)),
        (Opcode::Fsub, |i, a, b| i.fsub(a, b)),
        (Opcode::Fmul, |i, a, b| i.fmul(a, b)),
        (Opcode::Fdiv, |i, a, b| i.fdiv(a, b)),
        (Opcode::Fmin, |i, a, b| i.fmin(a, b)),
        (Opcode::Fmax, |i, a, b| i.fmax(a, b)),
        (Opcode::Copysign, |i, a, b| i.copysign(a, b)),
    ];
    let int_un: &[(Opcode, Un)] = &[
        (Opcode::Ineg, |i, a| i.ineg(a)),
        (Opcode::Iabs, |i, a| i.iabs(a)),
        (Opcode::Not, |i, a| i.not(a)),
        (Opcode::Popcnt, |i, a| i.popcnt(a)),
        (Opcode::Clz, |i, a| i.clz(a)),
        (Opcode::Ctz, |i, a| i.ctz(a)),
        (Opcode::Bitrev, |i, a| i.bitrev(a)),
        (Opcode::Readfirstlane, |i, a| i.readfirstlane(a)),
    ];
    let float_un: &[(Opcode, Un)] = &[
        (Opcode::Fneg, |i, a| i.fneg(a)),
        (Opcode::Fabs, |i, a| i.fabs(a)),
        (Opcode::Sqrt, |i, a| i.sqrt(a)),
        (Opcode::Rsqrt, |i, a| i.rsqrt(a)),
        (Opcode::Rcp, |i, a| i.rcp(a)),
        (Opcode::Exp2, |i, a| i.exp2(a)),
        (Opcode::Log2, |i, a| i.log2(a)),
        (Opcode::Sin, |i, a| i.sin(a)),
        (Opcode::Cos, |i, a| i.cos(a)),
        (Opcode::Floor, |i, a| i.floor(a)),
        (Opcode::Ceil, |i, a| i.ceil(a)),
        (Opcode::Ftrunc, |i, a| i.ftrunc(a)),
        (Opcode::Nearest, |i, a| i.nearest(a)),
    ];
    let (module, f) = build_one(&[Type::I32, Type::F32], &[], |b, entry| {
        let [x, y] = *b.block_params(entry) else {
            unreachable!()
        };
        let check = |b: &mut FunctionBuilder, op: Opcode, v: Value, ty: Type, args: &[Value]| {
            let inst = last_inst(b);
            let func = b.func();
            assert_eq!(func.insts[inst].opcode, op);
            assert_eq!(func.insts[inst].ty, ty, "{op}");
            assert_eq!(func.inst_args(inst), args, "{op}");
            assert_eq!(func.inst_results(inst), &[v], "{op}");
            assert_eq!(func.value_type(v), ty, "{op}");
            assert_eq!(func.insts[inst].payload, Payload::None);
        };
        for &(op, m) in int_bin {
            let v = m(b.ins(), x, x);
            check(b, op, v, Type::I32, &[x, x]);
        }
        for &(op, m) in float_bin {
            let v = m(b.ins(), y, y);
            check(b, op, v, Type::F32, &[y, y]);
        }
        for &(op, m) in int_un {
            let v = m(b.ins(), x);
            check(b, op, v, Type::I32, &[x]);
        }
        for &(op, m) in float_un {
            let v = m(b.ins(), y);
            check(b, op, v, Type::F32, &[y]);
        }
        let v = b.ins().ldexp(y, x);
        check(b, Opcode::Ldexp, v, Type::F32, &[y, x]);
        let v = b.ins().fma(y, y, y);
        check(b, Opcode::Fma, v, Type::F32, &[y, y, y]);
        let c = b.ins().icmp(IntCC::Eq, x, x);
        let v = b.ins().select(c, y, y);
        check(b, Opcode::Select, v, Type::F32, &[c, y, y]);
        let v = b.ins().ballot(c);
        check(b, Opcode::Ballot, v, Type::I64, &[c]);
        b.ins().ret(&[]);
    });
    assert_eq!(
        module.functions[f].num_placed_insts(),
        int_bin.len() + float_bin.len() + int_un.len() + float_un.len() + 6
    );
}

#[test]
fn conversions_take_the_target_type() {
    let cases: &[(Opcode, Conv, Type, Type)] = &[
        (Opcode::Sext, |i, t, a| i.sext(t, a), Type::I16, Type::I32),
        (Opcode::Zext, |i, t, a| i.zext(t, a), Type::I32, Type::I64),
        (Opcode::Trunc, |i, t, a| i.trunc(t, a), Type::I64, Type::I8),
        (Opcode::Fpext, |i, t, a| i.fpext(t, a), Type::F32, Type::F64),
        (
            Opcode::Fptrunc,
            |i, t, a| i.fptrunc(t, a),
            Type::F32,
            Type::F16,
        ),
        (
            Opcode::Fptosi,
            |i, t, a| i.fptosi(t, a),
            Type::F32,
            Type::I32,
        ),
        (
            Opcode::Fptoui,
            |i, t, a| i.fptoui(t, a),
            Type::F64,
            Type::I64,
        ),
        (
            Opcode::Sitofp,
            |i, t, a| i.sitofp(t, a),
            Type::I32,
            Type::F32,
        ),
        (
            Opcode::Uitofp,
            |i, t, a| i.uitofp(t, a),
            Type::I64,
            Type::F64,
        ),
        (
            Opcode::Bitcast,
            |i, t, a| i.bitcast(t, a),
            Type::F32,
            Type::I32,
        ),
        (Opcode::Ptrtoint, |i, t, a| i.ptrtoint(t, a), G, Type::I64),
        (Opcode::Inttoptr, |i, t, a| i.inttoptr(t, a), Type::I64, G),
        (
            Opcode::Addrspacecast,
            |i, t, a| i.addrspacecast(t, a),
            G,
            Type::ptr(AddrSpace::Flat),
        ),
        (
            Opcode::Splat,
            |i, t, a| i.splat(t, a),
            Type::F16,
            Type::F16.with_lanes(2).unwrap(),
        ),
    ];
    let params: Vec<Type> = cases.iter().map(|c| c.2).collect();
    build_one(&params, &[], |b, entry| {
        let ps = b.block_params(entry).to_vec();
        for (&(op, m, _, to), &p) in cases.iter().zip(&ps) {
            let v = m(b.ins(), to, p);
            let inst = last_inst(b);
            let d = b.func().insts[inst];
            assert_eq!((d.opcode, d.ty), (op, to));
            assert_eq!(b.func().value_type(v), to);
            assert_eq!(b.func().inst_args(inst), &[p]);
        }
        b.ins().ret(&[]);
    });
}

#[test]
fn constants_lanes_and_geometry() {
    let v2 = Type::I32.with_lanes(2).unwrap();
    build_one(&[v2], &[], |b, entry| {
        let vec = b.block_params(entry)[0];
        let imm = |b: &FunctionBuilder| b.func().insts[last_inst(b)].payload;
        let k = b.ins().iconst(Type::I32, -1);
        assert_eq!(imm(b), Payload::Imm(0xffff_ffff));
        assert_eq!(b.func().value_type(k), Type::I32);
        b.ins().iconst(Type::I8, 255);
        assert_eq!(imm(b), Payload::Imm(0xff));
        b.ins().iconst(Type::I8, -128);
        assert_eq!(imm(b), Payload::Imm(0x80));
        b.ins().iconst(Type::I1, 1);
        assert_eq!(imm(b), Payload::Imm(1));
        b.ins().iconst(Type::I64, -2);
        assert_eq!(imm(b), Payload::Imm(u64::MAX - 1));
        b.ins().fconst_f32(1.5);
        assert_eq!(imm(b), Payload::FloatBits(0x3fc0_0000));
        b.ins().fconst_f64(-2.0);
        assert_eq!(imm(b), Payload::FloatBits((-2.0f64).to_bits()));
        let h = b.ins().fconst(Type::F16, 1.0);
        assert_eq!(imm(b), Payload::FloatBits(0x3c00));
        assert_eq!(b.func().value_type(h), Type::F16);
        b.ins().fconst(Type::BF16, 1.0);
        assert_eq!(imm(b), Payload::FloatBits(0x3f80));
        b.ins().fconst(Type::F32, 0.1);
        assert_eq!(imm(b), Payload::FloatBits(u64::from(0.1f32.to_bits())));
        b.ins().fconst_bits(Type::F32, 0x7fc0_0001);
        assert_eq!(imm(b), Payload::FloatBits(0x7fc0_0001));

        let l = b.ins().extractlane(vec, 1);
        assert_eq!(imm(b), Payload::Lane(1));
        assert_eq!(b.func().value_type(l), Type::I32);
        let w = b.ins().insertlane(vec, l, 0);
        assert_eq!(b.func().value_type(w), v2);
        assert_eq!(b.func().inst_args(last_inst(b)), &[vec, l]);

        for (dim, f) in [(Dim::X, 0), (Dim::Y, 1), (Dim::Z, 2)] {
            let ops: [(Opcode, Value); 4] = [
                (Opcode::WorkitemId, b.ins().workitem_id(dim)),
                (Opcode::WorkgroupId, b.ins().workgroup_id(dim)),
                (Opcode::WorkgroupSize, b.ins().workgroup_size(dim)),
                (Opcode::GridSize, b.ins().grid_size(dim)),
            ];
            for (op, v) in ops {
                let inst = b.func().value_inst(v).unwrap();
                let d = b.func().insts[inst];
                assert_eq!((d.opcode, d.payload), (op, Payload::Dim(dim)), "{f}");
                assert_eq!(b.func().value_type(v), Type::I32);
            }
        }
        let lane = b.ins().lane_id();
        assert_eq!(b.func().insts[last_inst(b)].opcode, Opcode::LaneId);
        let ws = b.ins().wave_size();
        assert_eq!(b.func().insts[last_inst(b)].opcode, Opcode::WaveSize);
        let r = b.ins().wave_reduce(ReduceOp::Umax, lane);
        assert_eq!(imm(b), Payload::Reduce(ReduceOp::Umax));
        assert_eq!(b.func().value_type(r), Type::I32);
        assert_eq!(b.func().value_type(ws), Type::I32);
        b.ins().ret(&[]);
    });
}

#[test]
fn memory_and_synchronization() {
    let l = Type::ptr(AddrSpace::Local);
    let mut mb = ModuleBuilder::new();
    let tile = mb.declare_lds("tile", 256, 16);
    let f = mb.declare_kernel("k", &[("p", G)]);
    let mut b = mb.define(f);
    let entry = b.create_entry_block();
    b.switch_to_block(entry);
    let p = b.block_params(entry)[0];
    let slot = b.create_stack_slot(16, 8);

    let sp = b.ins().stack_addr(slot);
    assert_eq!(b.func().value_type(sp), Type::ptr(AddrSpace::Private));
    assert_eq!(
        b.func().insts[last_inst(&b)].payload,
        Payload::StackSlot(slot)
    );
    let lp = b.ins().lds_addr(tile);
    assert_eq!(b.func().value_type(lp), l);
    assert_eq!(b.func().insts[last_inst(&b)].payload, Payload::Lds(tile));

    let mem = MemArgs::natural(Type::F32);
    let x = b.ins().load(Type::F32, p, mem);
    let d = b.func().insts[last_inst(&b)];
    assert_eq!(
        (d.opcode, d.ty, d.payload),
        (Opcode::Load, Type::F32, Payload::Mem(mem))
    );
    let st = b.ins().store(x, lp, mem);
    let d = b.func().insts[st];
    // A store's controlling type is the stored value's; it has no result.
    assert_eq!((d.opcode, d.ty), (Opcode::Store, Type::F32));
    assert!(b.func().inst_results(st).is_empty());
    assert_eq!(b.func().inst_args(st), &[x, lp]);

    let one = b.ins().iconst(Type::I32, 1);
    let old = b
        .ins()
        .atomic_rmw(AtomicRmwOp::Add, p, one, Ordering::AcqRel, SyncScope::Agent);
    let d = b.func().insts[last_inst(&b)];
    assert_eq!(d.opcode, Opcode::AtomicRmw);
    assert_eq!(
        d.payload,
        Payload::AtomicRmw(
            AtomicRmwOp::Add,
            MemArgs::atomic(4, Ordering::AcqRel, SyncScope::Agent)
        )
    );
    assert_eq!(b.func().value_type(old), Type::I32);
    let seen = b.ins().cmpxchg(
        p,
        old,
        one,
        Ordering::SeqCst,
        Ordering::Acquire,
        SyncScope::Workgroup,
    );
    let d = b.func().insts[last_inst(&b)];
    assert_eq!(
        d.payload,
        Payload::CmpXchg {
            mem: MemArgs::atomic(4, Ordering::SeqCst, SyncScope::Workgroup),
            failure: Ordering::Acquire
        }
    );
    assert_eq!(b.func().inst_args(last_inst(&b)), &[p, old, one]);
    assert_eq!(b.func().value_type(seen), Type::I32);
    let fence = b.ins().fence(Ordering::Release, SyncScope::Workgroup);
    assert_eq!(
        b.func().insts[fence].payload,
        Payload::Fence(Ordering::Release, SyncScope::Workgroup)
    );
    let bar = b.ins().barrier();
    assert_eq!(b.func().insts[bar].opcode, Opcode::Barrier);
    b.ins().ret(&[]);
    b.finish().unwrap();
    let module = mb.finish().unwrap();
    well_formed(&module, f);
    assert_eq!(module.functions[f].stack_slots[slot].size, 16);
}

/// `funcaddr` and `call_indirect` through the builder: the address is a
/// `ptr.flat`, equal signatures share one reference, results follow the
/// signature (oracle: the verifier and the IR's typing rules).
#[test]
fn indirect_calls() {
    let mut mb = ModuleBuilder::new();
    let k = mb.declare_kernel("k", &[("p", G)]);
    let pair = mb.declare_device_function("pair", &[("x", Type::I32)], &[Type::I32, Type::F32]);
    let mut b = mb.define(k);
    let entry = b.create_entry_block();
    b.switch_to_block(entry);
    let fp = b.ins().funcaddr(pair);
    assert_eq!(b.value_type(fp), Type::ptr(agc_ir::AddrSpace::Flat));
    let sig = agc_ir::Signature {
        params: vec![agc_ir::Param {
            ty: Type::I32,
            inreg: false,
            pointee_align: 0,
        }],
        returns: vec![Type::I32, Type::F32],
    };
    let s1 = b.import_signature(sig.clone());
    let s2 = b.import_signature(sig);
    assert_eq!(s1, s2);
    let x = b.ins().iconst(Type::I32, 7);
    let results = b.ins().call_indirect(s1, fp, &[x]).to_vec();
    assert_eq!(results.len(), 2);
    assert_eq!(b.value_type(results[1]), Type::F32);
    let d = b.func().insts[last_inst(&b)];
    assert_eq!(
        (d.opcode, d.payload),
        (Opcode::CallIndirect, Payload::Sig(s1))
    );
    assert_eq!(b.func().inst_args(last_inst(&b)), &[fp, x]);
    b.ins().ret(&[]);
    b.finish().unwrap();
    let mut b = mb.define(pair);
    let entry = b.create_entry_block();
    b.switch_to_block(entry);
    let n = b.block_params(entry)[0];
    let f = b.ins().fconst(Type::F32, 1.0);
    b.ins().ret(&[n, f]);
    b.finish().unwrap();
    let module = mb.finish().unwrap();
    well_formed(&module, k);
}

#[test]
fn calls_use_signatures_declared_before_the_bodies() {
    let mut mb = ModuleBuilder::new();
    let k = mb.declare_kernel("k", &[("p", G)]);
    // Declared after `k`, defined after `k`'s body calls it.
    let pair = mb.declare_device_function("pair", &[("x", Type::I32)], &[Type::I32, Type::F32]);

    let mut b = mb.define(k);
    let entry = b.create_entry_block();
    b.switch_to_block(entry);
    let x = b.ins().iconst(Type::I32, 7);
    let results = b.ins().call(pair, &[x]).to_vec();
    assert_eq!(results.len(), 2);
    assert_eq!(b.value_type(results[0]), Type::I32);
    assert_eq!(b.value_type(results[1]), Type::F32);
    let d = b.func().insts[last_inst(&b)];
    assert_eq!(
        (d.opcode, d.ty, d.payload),
        (Opcode::Call, Type::I32, Payload::Call(pair))
    );
    b.ins().ret(&[]);
    b.finish().unwrap();

    // `pair` calls itself.
    let mut b = mb.define(pair);
    let entry = b.create_entry_block();
    b.switch_to_block(entry);
    let n = b.block_params(entry)[0];
    let r = b.ins().call(pair, &[n]).to_vec();
    b.ins().ret(&r);
    b.finish().unwrap();
    let module = mb.finish().unwrap();
    well_formed(&module, k);
    well_formed(&module, pair);
}

#[test]
fn branches_carry_their_targets() {
    build_one(&[Type::I32], &[Type::I32], |b, entry| {
        let x = b.block_params(entry)[0];
        let (t, e, j) = (b.create_block(), b.create_block(), b.create_block());
        let tp = b.append_block_param(t, Type::I32);
        let jp = b.append_block_param(j, Type::I32);
        let c = b.ins().icmp(IntCC::Ult, x, x);
        let br = b.ins().brif(c, t, &[x], e, &[]);
        let Payload::Branch(bt, be) = b.func().insts[br].payload else {
            panic!()
        };
        assert_eq!((bt.block, be.block), (t, e));
        assert_eq!(bt.args.as_slice(&b.func().value_lists), &[x]);
        assert!(b.is_filled(entry));

        b.switch_to_block(t);
        b.ins().br(j, &[tp]);
        b.switch_to_block(e);
        let sw = b.ins().switch(x, j, &[x], &[(1, t, &[x]), (2, j, &[x])]);
        let Payload::Switch(jt) = b.func().insts[sw].payload else {
            panic!()
        };
        let data = &b.func().jump_tables[jt];
        assert_eq!(data.default.block, j);
        assert_eq!(
            data.cases
                .iter()
                .map(|c| (c.0, c.1.block))
                .collect::<Vec<_>>(),
            [(1, t), (2, j)]
        );
        b.switch_to_block(j);
        let r = b.ins().ret(&[jp]);
        assert_eq!(b.func().inst_args(r), &[jp]);
    });
}

#[test]
fn generic_build_for_table_driven_frontends() {
    build_one(&[Type::I32], &[], |b, entry| {
        let x = b.block_params(entry)[0];
        let inst = b
            .ins()
            .build(Opcode::Umin, Type::VOID, &[x, x], Payload::None);
        assert_eq!(
            b.value_type(b.func().first_result(inst).unwrap()),
            Type::I32
        );
        let inst = b.ins().build(Opcode::Zext, Type::I64, &[x], Payload::None);
        assert_eq!(
            b.value_type(b.func().first_result(inst).unwrap()),
            Type::I64
        );
        b.ins().ret(&[]);
    });
    let errs = build_err(&[Type::I32], &[], |b, entry| {
        let x = b.block_params(entry)[0];
        b.ins()
            .build(Opcode::Iadd, Type::VOID, &[x, x], Payload::Imm(3));
        b.ins().build(Opcode::Br, Type::VOID, &[], Payload::None);
    });
    assert_eq!(
        codes(&errs),
        [ErrorCode::Malformed, ErrorCode::BuilderMisuse]
    );
}

#[test]
fn debug_locations_and_attributes() {
    let mut mb = ModuleBuilder::new();
    let file = mb.add_file("vadd.cl");
    assert_eq!(mb.add_file("vadd.cl"), file);
    let k = mb.declare_kernel("k", &[]);
    let mut b = mb.define(k);
    b.set_flat_workgroup_size(64, 256);
    b.set_reqd_workgroup_size([64, 2, 1]);
    b.set_waves_per_eu(2, 4);
    let entry = b.create_entry_block();
    b.switch_to_block(entry);
    let a = b.ins().lane_id();
    b.set_debug_loc(DebugLoc::new(file, 3, 7));
    let c = b.ins().lane_id();
    b.set_debug_loc(DebugLoc::default());
    let r = b.ins().ret(&[]);
    b.set_value_name(c, "lane");
    b.set_block_name(entry, "entry");
    b.finish().unwrap();
    let m = mb.finish().unwrap();
    let func = &m.functions[k];
    assert!(func.debug_locs[func.value_inst(a).unwrap()].is_none());
    assert_eq!(
        func.debug_locs[func.value_inst(c).unwrap()],
        DebugLoc::new(file, 3, 7)
    );
    assert!(func.debug_locs[r].is_none());
    assert_eq!(func.attrs.flat_workgroup_size, Some((64, 256)));
    assert_eq!(func.attrs.reqd_workgroup_size, Some([64, 2, 1]));
    assert_eq!(func.attrs.waves_per_eu, Some((2, 4)));
    assert_eq!(func.value_names[c].as_deref(), Some("lane"));
    assert_eq!(func.block_names[entry].as_deref(), Some("entry"));
    assert_eq!(m.files[file], "vadd.cl");
}

// ---------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------

#[test]
fn type_errors_are_recorded_with_context_and_emission_goes_on() {
    let errs = build_err(&[Type::I32, Type::F32], &[], |b, entry| {
        let [x, y] = *b.block_params(entry) else {
            unreachable!()
        };
        b.ins().iconst(Type::I32, 1);
        // inst 1: mixed types
        let bad = b.ins().iadd(x, y);
        // A value of the plausible type comes back, and building goes on.
        assert_eq!(b.value_type(bad), Type::I32);
        let c = b.ins().fcmp(FloatCC::Olt, x, x); // inst 2: ints to fcmp
        assert_eq!(b.value_type(c), Type::I1);
        b.ins().iconst(Type::I8, 300); // inst 3
        b.ins().fconst(Type::I32, 1.0); // inst 4
        b.ins().ret(&[x]); // inst 5: returns nothing
    });
    assert_eq!(
        codes(&errs),
        [
            ErrorCode::TypeMismatch,
            ErrorCode::TypeMismatch,
            ErrorCode::BadImmediate,
            ErrorCode::TypeMismatch,
            ErrorCode::Signature
        ]
    );
    assert_eq!(
        errs[0].location.ir().as_deref(),
        Some("function @f, block0, inst 1 (iadd)")
    );
    assert_eq!(
        errs[4].location.ir().as_deref(),
        Some("function @f, block0, inst 5 (ret)")
    );
    assert!(errs[0].message.contains("i32") && errs[0].message.contains("f32"));
}

#[test]
fn memory_rule_violations() {
    let c = Type::ptr(AddrSpace::Constant);
    let errs = build_err(&[c, Type::I32], &[], |b, entry| {
        let [p, x] = *b.block_params(entry) else {
            unreachable!()
        };
        b.ins().store(x, p, MemArgs::natural(Type::I32));
        let atomic = MemArgs::atomic(4, Ordering::Acquire, SyncScope::Agent);
        b.ins().store(x, p, atomic);
        b.ins().fence(Ordering::Monotonic, SyncScope::Agent);
        b.ins().ret(&[]);
    });
    assert_eq!(
        codes(&errs),
        [
            ErrorCode::AddressSpace,
            ErrorCode::AddressSpace,
            ErrorCode::BadOrdering
        ]
    );
}

#[test]
fn call_errors() {
    let mut mb = ModuleBuilder::new();
    let g = mb.declare_device_function("g", &[("x", Type::I32)], &[Type::F32]);
    let f = mb.declare_device_function("f", &[("x", Type::I64)], &[]);
    let mut b = mb.define(f);
    let entry = b.create_entry_block();
    b.switch_to_block(entry);
    let x = b.block_params(entry)[0];
    let r = b.ins().call(g, &[x]).to_vec();
    // The results still follow the callee's signature.
    assert_eq!(r.len(), 1);
    assert_eq!(b.value_type(r[0]), Type::F32);
    b.ins().ret(&[]);
    let errs = b.finish().unwrap_err();
    assert_eq!(codes(&errs), [ErrorCode::CallSignature]);
    let all = mb.finish().unwrap_err();
    // `g` was never defined.
    assert_eq!(
        codes(&all),
        [ErrorCode::CallSignature, ErrorCode::UndefinedGlobal]
    );
}

#[test]
fn misuse_is_reported_not_panicked() {
    let errs = build_err(&[], &[], |b, entry| {
        let other = b.create_block();
        b.ins().ret(&[]);
        b.ins().lane_id(); // after the terminator
        b.seal_block(other);
        b.switch_to_block(other);
        b.ins().br(entry, &[]); // to the entry
    });
    // The instruction after `ret` and the branch to the entry. (With
    // errors recorded, `finish` does not run the verifier.)
    assert_eq!(
        codes(&errs),
        [ErrorCode::Terminator, ErrorCode::BuilderMisuse]
    );
    assert!(errs[1].message.contains("entry"), "{}", errs[1]);
    // A branch into a sealed block:
    let errs = build_err(&[], &[], |b, _| {
        let t = b.create_block();
        b.seal_block(t);
        b.ins().br(t, &[]);
        b.switch_to_block(t);
        b.ins().ret(&[]);
    });
    assert_eq!(codes(&errs), [ErrorCode::BuilderMisuse]);
    assert!(errs[0].message.contains("sealed"));
}

#[test]
fn finish_runs_the_verifier() {
    // Wrong branch arguments, a branch to a block never switched to, and an
    // unterminated block: only the whole function shows them.
    let errs = build_err(&[Type::I32], &[], |b, entry| {
        let x = b.block_params(entry)[0];
        let (t, e, never) = (b.create_block(), b.create_block(), b.create_block());
        b.append_block_param(t, Type::I64);
        let c = b.ins().icmp(IntCC::Eq, x, x);
        b.ins().brif(c, t, &[x], e, &[]);
        b.switch_to_block(t);
        b.ins().br(never, &[]);
        b.switch_to_block(e);
    });
    assert_eq!(
        codes(&errs),
        [
            ErrorCode::BlockArgs,
            ErrorCode::UndefinedBlock,
            ErrorCode::Terminator
        ]
    );
    // A value used where its definition does not dominate.
    let errs = build_err(&[Type::I32], &[], |b, entry| {
        let x = b.block_params(entry)[0];
        let [t, j] = [(); 2].map(|_| b.create_block());
        let c = b.ins().icmp(IntCC::Eq, x, x);
        b.ins().brif(c, t, &[], j, &[]);
        b.switch_to_block(t);
        let y = b.ins().iadd(x, x);
        b.ins().br(j, &[]);
        b.switch_to_block(j);
        b.ins().iadd(y, y);
        b.ins().ret(&[]);
    });
    assert_eq!(codes(&errs), [ErrorCode::Dominance, ErrorCode::Dominance]);
}

#[test]
fn module_level_errors() {
    let mut mb = ModuleBuilder::new();
    mb.declare_kernel("k", &[]);
    mb.declare_kernel("k", &[]);
    mb.declare_lds("bad name", 4, 3);
    mb.declare_function(
        "d",
        FuncKind::Kernel,
        &[(
            "x",
            Param {
                ty: Type::I32,
                inreg: true,
                pointee_align: 0,
            },
        )],
        &[Type::I32],
    );
    let errs = mb.finish().unwrap_err();
    assert_eq!(
        codes(&errs),
        [
            ErrorCode::DuplicateDefinition,
            ErrorCode::AttributeValue,
            ErrorCode::BuilderMisuse,
            ErrorCode::Signature,
            ErrorCode::Signature,
            ErrorCode::UndefinedGlobal,
            ErrorCode::UndefinedGlobal,
            ErrorCode::UndefinedGlobal,
        ]
    );
}

#[test]
fn defining_twice_replaces_the_body_and_is_an_error() {
    let mut mb = ModuleBuilder::new();
    let f = i32_fn(&mut mb, "f", 1);
    for k in [1, 2] {
        let mut b = mb.define(f);
        let e = b.create_entry_block();
        b.switch_to_block(e);
        let v = b.ins().iconst(Type::I32, k);
        b.ins().ret(&[v]);
        let r = b.finish();
        assert_eq!(r.is_ok(), k == 1);
    }
    let m = mb.into_module_unchecked();
    let func = &m.functions[f];
    assert_eq!(func.layout.len(), 1);
    assert_eq!(run(func, &[0], 10), Some(vec![2]));
}

#[test]
fn kernel_attribute_values_are_checked() {
    let mut mb = ModuleBuilder::new();
    let d = mb.declare_device_function("d", &[], &[]);
    let mut b = mb.define(d);
    b.set_reqd_workgroup_size([64, 1, 1]); // not a kernel
    let e = b.create_entry_block();
    b.switch_to_block(e);
    b.ins().ret(&[]);
    assert_eq!(codes(&b.finish().unwrap_err()), [ErrorCode::AttributeValue]);
    let k = mb.declare_kernel("k", &[]);
    let mut b = mb.define(k);
    b.set_flat_workgroup_size(256, 64);
    b.set_reqd_workgroup_size([64, 64, 1]);
    b.set_waves_per_eu(0, 1);
    b.create_stack_slot(4, 3);
    let e = b.create_entry_block();
    b.switch_to_block(e);
    b.ins().ret(&[]);
    assert_eq!(
        codes(&b.finish().unwrap_err()),
        [ErrorCode::AttributeValue; 4]
    );
}

// ---------------------------------------------------------------------------
// SSA construction
// ---------------------------------------------------------------------------

fn var(n: usize) -> Variable {
    Variable::new(n)
}

#[test]
fn straight_line_variables_need_no_parameters() {
    let (m, f) = build_one(&[Type::I32], &[Type::I32], |b, entry| {
        let x = b.block_params(entry)[0];
        b.declare_var(var(0), Type::I32);
        b.def_var(var(0), x);
        let next = b.create_block();
        b.ins().br(next, &[]);
        b.switch_to_block(next);
        b.seal_block(next);
        let v = b.use_var(var(0));
        assert_eq!(v, x);
        let y = b.ins().iadd(v, v);
        b.def_var(var(0), y);
        assert_eq!(b.use_var(var(0)), y);
        let r = b.use_var(var(0));
        b.ins().ret(&[r]);
    });
    let func = &m.functions[f];
    assert!(func
        .layout
        .iter()
        .all(|&b| func.block_params(b).len() == (b == func.layout[0]) as usize));
    assert_eq!(run(func, &[21], 10), Some(vec![42]));
}

/// `if (x < 10) { v = x + 1 } else { v = 5 }; return v`, and a second
/// variable assigned before the branch only.
#[test]
fn diamond_merges_with_one_parameter() {
    let (m, f) = build_one(&[Type::I32], &[Type::I32], |b, entry| {
        let x = b.block_params(entry)[0];
        let (v, w) = (var(0), var(1));
        b.declare_var(v, Type::I32);
        b.declare_var(w, Type::I32);
        b.def_var(w, x);
        let (t, e, j) = (b.create_block(), b.create_block(), b.create_block());
        let ten = b.ins().iconst(Type::I32, 10);
        let c = b.ins().icmp(IntCC::Slt, x, ten);
        b.ins().brif(c, t, &[], e, &[]);
        for blk in [t, e] {
            b.seal_block(blk);
        }
        b.switch_to_block(t);
        let one = b.ins().iconst(Type::I32, 1);
        let s = b.ins().iadd(x, one);
        b.def_var(v, s);
        b.ins().br(j, &[]);
        b.switch_to_block(e);
        let five = b.ins().iconst(Type::I32, 5);
        b.def_var(v, five);
        b.ins().br(j, &[]);
        b.switch_to_block(j);
        b.seal_block(j);
        let r = b.use_var(v);
        let ww = b.use_var(w);
        assert_eq!(ww, x, "no parameter for a variable both sides agree on");
        let sum = b.ins().iadd(r, ww);
        b.ins().ret(&[sum]);
    });
    let func = &m.functions[f];
    let j = func.layout[3];
    assert_eq!(func.block_params(j).len(), 1);
    assert_eq!(run(func, &[3], 10), Some(vec![7]));
    assert_eq!(run(func, &[30], 10), Some(vec![35]));
}

/// `s = 0; for (i = 0; i < n; i++) s += i; return s` with the header
/// unsealed while the body is built.
#[test]
fn counter_loop() {
    let (m, f) = build_one(&[Type::I32], &[Type::I32], |b, entry| {
        let n = b.block_params(entry)[0];
        let (i, s) = (b.create_var(Type::I32), b.create_var(Type::I32));
        assert_ne!(i, s);
        let zero = b.ins().iconst(Type::I32, 0);
        b.def_var(i, zero);
        b.def_var(s, zero);
        let (header, body, exit) = (b.create_block(), b.create_block(), b.create_block());
        b.ins().br(header, &[]);
        b.switch_to_block(header);
        let iv = b.use_var(i);
        let c = b.ins().icmp(IntCC::Slt, iv, n);
        b.ins().brif(c, body, &[], exit, &[]);
        b.switch_to_block(body);
        b.seal_block(body);
        let iv = b.use_var(i);
        let sv = b.use_var(s);
        let s2 = b.ins().iadd(sv, iv);
        b.def_var(s, s2);
        let one = b.ins().iconst(Type::I32, 1);
        let i2 = b.ins().iadd(iv, one);
        b.def_var(i, i2);
        b.ins().br(header, &[]);
        b.seal_block(header);
        b.switch_to_block(exit);
        b.seal_block(exit);
        let r = b.use_var(s);
        b.ins().ret(&[r]);
    });
    let func = &m.functions[f];
    assert_eq!(
        func.block_params(func.layout[1]).len(),
        2,
        "i and s in the header"
    );
    assert_eq!(run(func, &[5], 100), Some(vec![10]));
    assert_eq!(run(func, &[0], 100), Some(vec![0]));
}

/// A loop that never changes a variable gets no parameter for it: the
/// incomplete parameter made while the header was unsealed is trivial.
#[test]
fn trivial_parameters_are_removed() {
    let (m, f) = build_one(&[Type::I32, Type::I32], &[Type::I32], |b, entry| {
        let [n, k] = *b.block_params(entry) else {
            unreachable!()
        };
        let (i, kv) = (var(0), var(1));
        b.declare_var(i, Type::I32);
        b.declare_var(kv, Type::I32);
        b.def_var(i, n);
        b.def_var(kv, k);
        let (h1, h2, body, exit) = (
            b.create_block(),
            b.create_block(),
            b.create_block(),
            b.create_block(),
        );
        b.ins().br(h1, &[]);
        // Two nested unsealed headers read `kv`: two incomplete parameters,
        // the inner one receiving the outer one: removal must cascade.
        b.switch_to_block(h1);
        let k1 = b.use_var(kv);
        b.ins().br(h2, &[]);
        b.switch_to_block(h2);
        let k2 = b.use_var(kv);
        assert_ne!(k1, k2);
        let iv = b.use_var(i);
        let c = b.ins().icmp(IntCC::Ugt, iv, k2);
        b.ins().brif(c, body, &[], exit, &[]);
        b.switch_to_block(body);
        b.seal_block(body);
        let one = b.ins().iconst(Type::I32, 1);
        let iv = b.use_var(i);
        let i2 = b.ins().isub(iv, one);
        b.def_var(i, i2);
        let c = b.ins().icmp(IntCC::Eq, i2, k1);
        b.ins().brif(c, h1, &[], h2, &[]);
        b.seal_block(h1);
        b.seal_block(h2);
        b.switch_to_block(exit);
        b.seal_block(exit);
        let r = b.use_var(kv);
        let iv = b.use_var(i);
        let r = b.ins().iadd(r, iv);
        b.ins().ret(&[r]);
    });
    let func = &m.functions[f];
    let total: usize = func.layout[1..]
        .iter()
        .map(|&b| func.block_params(b).len())
        .sum();
    // Only `i` merges values: one parameter in each header.
    assert_eq!(total, 2, "{func:#?}");
    assert_eq!(run(func, &[10, 3], 100), Some(vec![6]));
}

/// `for i < n { for j < i { s += j } }`, sealing nothing until `finish`.
#[test]
fn nested_loops_sealed_by_finish() {
    let (m, f) = build_one(&[Type::I32], &[Type::I32], |b, entry| {
        let n = b.block_params(entry)[0];
        let (i, j, s) = (var(0), var(1), var(2));
        for v in [i, j, s] {
            b.declare_var(v, Type::I32);
        }
        let zero = b.ins().iconst(Type::I32, 0);
        b.def_var(i, zero);
        b.def_var(s, zero);
        let [oh, ob, ih, ib, il, exit] = [(); 6].map(|_| b.create_block());
        b.ins().br(oh, &[]);
        b.switch_to_block(oh);
        let iv = b.use_var(i);
        let c = b.ins().icmp(IntCC::Slt, iv, n);
        b.ins().brif(c, ob, &[], exit, &[]);
        b.switch_to_block(ob);
        let zero = b.ins().iconst(Type::I32, 0);
        b.def_var(j, zero);
        b.ins().br(ih, &[]);
        b.switch_to_block(ih);
        let jv = b.use_var(j);
        let iv = b.use_var(i);
        let c = b.ins().icmp(IntCC::Slt, jv, iv);
        b.ins().brif(c, ib, &[], il, &[]);
        b.switch_to_block(ib);
        let jv = b.use_var(j);
        let sv = b.use_var(s);
        let s2 = b.ins().iadd(sv, jv);
        b.def_var(s, s2);
        let one = b.ins().iconst(Type::I32, 1);
        let j2 = b.ins().iadd(jv, one);
        b.def_var(j, j2);
        b.ins().br(ih, &[]);
        b.switch_to_block(il);
        let iv = b.use_var(i);
        let one = b.ins().iconst(Type::I32, 1);
        let i2 = b.ins().iadd(iv, one);
        b.def_var(i, i2);
        b.ins().br(oh, &[]);
        b.switch_to_block(exit);
        let r = b.use_var(s);
        b.ins().ret(&[r]);
    });
    // sum over i < 5 of sum over j < i of j = 0+0+1+3+6
    assert_eq!(run(&m.functions[f], &[5], 1000), Some(vec![10]));
}

/// `while (true) { i++; if (i % 3 == 0) continue; if (i > n) break; s += i }`
#[test]
fn loop_with_break_and_continue() {
    let (m, f) = build_one(&[Type::I32], &[Type::I32], |b, entry| {
        let n = b.block_params(entry)[0];
        let (i, s) = (var(0), var(1));
        b.declare_var(i, Type::I32);
        b.declare_var(s, Type::I32);
        let zero = b.ins().iconst(Type::I32, 0);
        b.def_var(i, zero);
        b.def_var(s, zero);
        let [head, notcont, accum, exit] = [(); 4].map(|_| b.create_block());
        b.ins().br(head, &[]);
        b.switch_to_block(head);
        let iv = b.use_var(i);
        let one = b.ins().iconst(Type::I32, 1);
        let i2 = b.ins().iadd(iv, one);
        b.def_var(i, i2);
        let three = b.ins().iconst(Type::I32, 3);
        let r = b.ins().urem(i2, three);
        let c = b.ins().icmp(IntCC::Eq, r, zero);
        b.ins().brif(c, head, &[], notcont, &[]); // continue
        b.switch_to_block(notcont);
        b.seal_block(notcont);
        let iv = b.use_var(i);
        let c = b.ins().icmp(IntCC::Sgt, iv, n);
        b.ins().brif(c, exit, &[], accum, &[]); // break
        b.switch_to_block(accum);
        b.seal_block(accum);
        let iv = b.use_var(i);
        let sv = b.use_var(s);
        let s2 = b.ins().iadd(sv, iv);
        b.def_var(s, s2);
        b.ins().br(head, &[]);
        b.seal_block(head);
        b.switch_to_block(exit);
        b.seal_block(exit);
        let r = b.use_var(s);
        b.ins().ret(&[r]);
    });
    // i = 1, 2, 4, 5, 7 (<= 7): 1+2+4+5+7
    assert_eq!(run(&m.functions[f], &[7], 1000), Some(vec![19]));
}

/// Two blocks entering each other from the entry: no single loop header.
#[test]
fn irreducible_control_flow() {
    let (m, f) = build_one(&[Type::I32, Type::I32], &[Type::I32], |b, entry| {
        let [x, n] = *b.block_params(entry) else {
            unreachable!()
        };
        let v = var(0);
        b.declare_var(v, Type::I32);
        b.def_var(v, x);
        let [a, bb, exit] = [(); 3].map(|_| b.create_block());
        let zero = b.ins().iconst(Type::I32, 0);
        let c = b.ins().icmp(IntCC::Eq, x, zero);
        b.ins().brif(c, a, &[], bb, &[]);
        // a: v += 1; if v < n goto b else exit
        b.switch_to_block(a);
        let vv = b.use_var(v);
        let one = b.ins().iconst(Type::I32, 1);
        let v2 = b.ins().iadd(vv, one);
        b.def_var(v, v2);
        let c = b.ins().icmp(IntCC::Slt, v2, n);
        b.ins().brif(c, bb, &[], exit, &[]);
        // b: v += 2; goto a
        b.switch_to_block(bb);
        let vv = b.use_var(v);
        let two = b.ins().iconst(Type::I32, 2);
        let v2 = b.ins().iadd(vv, two);
        b.def_var(v, v2);
        b.ins().br(a, &[]);
        b.seal_all_blocks();
        b.switch_to_block(exit);
        let r = b.use_var(v);
        b.ins().ret(&[r]);
    });
    let func = &m.functions[f];
    // x = 0 enters a: 1, b: 3, a: 4, b: 6, a: 7 >= 7 -> exit
    assert_eq!(run(func, &[0, 7], 100), Some(vec![7]));
    // x = 1 enters b: 3, a: 4, b: 6, a: 7 -> exit
    assert_eq!(run(func, &[1, 7], 100), Some(vec![7]));
    assert_eq!(run(func, &[1, 2], 100), Some(vec![4]));
}

/// A variable read in a block before any branch into it exists: the
/// parameter is completed when the block is sealed, after its predecessors
/// were built (in the order: use, branches, seal).
#[test]
fn use_before_predecessors_exist() {
    let (m, f) = build_one(&[Type::I32], &[Type::I32], |b, entry| {
        let x = b.block_params(entry)[0];
        let v = var(0);
        b.declare_var(v, Type::I32);
        let [join, t, e] = [(); 3].map(|_| b.create_block());
        // Emit the join block first.
        b.switch_to_block(join);
        let r = b.use_var(v);
        b.ins().ret(&[r]);
        b.switch_to_block(entry);
        let c = b.ins().icmp(IntCC::Sgt, x, x);
        b.ins().brif(c, t, &[], e, &[]);
        b.switch_to_block(t);
        b.seal_block(t);
        let k = b.ins().iconst(Type::I32, 11);
        b.def_var(v, k);
        b.ins().br(join, &[]);
        b.switch_to_block(e);
        b.seal_block(e);
        let k = b.ins().iconst(Type::I32, 22);
        b.def_var(v, k);
        b.ins().br(join, &[]);
        b.seal_block(join);
    });
    let func = &m.functions[f];
    assert_eq!(func.layout[0], func.entry_block().unwrap());
    assert_eq!(run(func, &[1], 10), Some(vec![22]));
}

/// A `switch` reaching one block along several edges (two cases and the
/// default, with different frontend arguments) and a `brif` with both edges
/// to one block: each edge gets the variable's argument.
#[test]
fn switch_and_double_edges() {
    let (m, f) = build_one(&[Type::I32], &[Type::I32], |b, entry| {
        let x = b.block_params(entry)[0];
        let v = var(0);
        b.declare_var(v, Type::I32);
        let [j, other, j2] = [(); 3].map(|_| b.create_block());
        let tag = b.append_block_param(j, Type::I32);
        let (k1, k2, k3) = (
            b.ins().iconst(Type::I32, 100),
            b.ins().iconst(Type::I32, 200),
            b.ins().iconst(Type::I32, 300),
        );
        b.def_var(v, x);
        b.ins().switch(
            x,
            j,
            &[k3],
            &[(1, j, &[k1]), (2, other, &[]), (3, j, &[k2])],
        );
        b.switch_to_block(other);
        b.seal_block(other);
        let z = b.ins().iconst(Type::I32, 1000);
        b.def_var(v, z);
        b.ins().br(j, &[k1]);
        b.switch_to_block(j);
        b.seal_block(j);
        let vv = b.use_var(v);
        let s = b.ins().iadd(vv, tag);
        b.def_var(v, s);
        let c = b.ins().icmp(IntCC::Eq, s, s);
        b.ins().brif(c, j2, &[], j2, &[]);
        b.switch_to_block(j2);
        b.seal_block(j2);
        let r = b.use_var(v);
        b.ins().ret(&[r]);
    });
    let func = &m.functions[f];
    assert_eq!(func.block_params(func.layout[2]).len(), 2, "tag, then v");
    assert_eq!(run(func, &[1], 10), Some(vec![101]));
    assert_eq!(run(func, &[2], 10), Some(vec![1100]));
    assert_eq!(run(func, &[3], 10), Some(vec![203]));
    assert_eq!(run(func, &[9], 10), Some(vec![309]));
}

#[test]
fn undefined_on_a_path_is_an_error() {
    let errs = build_err(&[Type::I32], &[Type::I32], |b, entry| {
        let x = b.block_params(entry)[0];
        let v = var(0);
        b.declare_var(v, Type::I32);
        let [t, j] = [(); 2].map(|_| b.create_block());
        let c = b.ins().icmp(IntCC::Eq, x, x);
        b.ins().brif(c, t, &[], j, &[]);
        b.switch_to_block(t);
        b.def_var(v, x);
        b.ins().br(j, &[]);
        b.switch_to_block(j);
        b.seal_all_blocks();
        let r = b.use_var(v);
        assert_eq!(b.value_type(r), Type::I32);
        b.ins().ret(&[r]);
    });
    assert_eq!(codes(&errs), [ErrorCode::UndefinedValue]);
    assert!(errs[0]
        .message
        .contains("before definition on a path from the entry"));
    // Read at the insertion point: the next instruction, the `ret`.
    assert_eq!(
        errs[0].location.ir().as_deref(),
        Some("function @f, block2, inst 0")
    );

    // Found at sealing time too, for a use in an unsealed block.
    let errs = build_err(&[], &[], |b, _| {
        let v = var(3);
        b.declare_var(v, Type::F32);
        let h = b.create_block();
        b.ins().br(h, &[]);
        b.switch_to_block(h);
        b.use_var(v);
        b.ins().ret(&[]);
    });
    assert_eq!(codes(&errs), [ErrorCode::UndefinedValue]);
    // Found when `finish` seals block1: located at the instruction after
    // the read, the `ret`.
    assert_eq!(
        errs[0].location.ir().as_deref(),
        Some("function @f, block1, inst 0 (ret)")
    );
}

#[test]
fn variable_misuse() {
    let errs = build_err(&[Type::I64], &[], |b, entry| {
        let x = b.block_params(entry)[0];
        b.use_var(var(0)); // undeclared
        b.declare_var(var(1), Type::I32);
        b.declare_var(var(1), Type::I32); // twice
        b.def_var(var(1), x); // wrong type
        b.ins().ret(&[]);
    });
    assert_eq!(
        codes(&errs),
        [
            ErrorCode::UndefinedValue,
            ErrorCode::DuplicateDefinition,
            ErrorCode::TypeMismatch
        ]
    );
    // A frontend parameter after variables made parameters in the block.
    let errs = build_err(&[Type::I32], &[], |b, entry| {
        let x = b.block_params(entry)[0];
        b.declare_var(var(0), Type::I32);
        b.def_var(var(0), x);
        let h = b.create_block();
        b.ins().br(h, &[]);
        b.switch_to_block(h);
        b.use_var(var(0));
        b.append_block_param(h, Type::I32);
        b.ins().ret(&[]);
    });
    assert!(codes(&errs).contains(&ErrorCode::BuilderMisuse), "{errs:?}");
}

/// Unreachable code reads zero, without an error.
#[test]
fn unreachable_blocks_read_zero() {
    let (m, f) = build_one(&[Type::I32], &[Type::I32], |b, entry| {
        let x = b.block_params(entry)[0];
        let v = var(0);
        b.declare_var(v, Type::ptr(AddrSpace::Local));
        let w = var(1);
        b.declare_var(w, Type::F32.with_lanes(2).unwrap());
        b.ins().ret(&[x]);
        let dead = b.create_block();
        b.switch_to_block(dead);
        b.seal_block(dead);
        let p = b.use_var(v);
        let q = b.use_var(w);
        b.ins().store(q, p, MemArgs::natural(Type::F32));
        b.ins().ret(&[x]);
    });
    let func = &m.functions[f];
    let dead = func.layout[1];
    let ops: Vec<Opcode> = func
        .block_insts(dead)
        .iter()
        .map(|&i| func.insts[i].opcode)
        .collect();
    assert_eq!(
        ops,
        [
            Opcode::Fconst,
            Opcode::Splat,
            Opcode::Iconst,
            Opcode::Inttoptr,
            Opcode::Store,
            Opcode::Return
        ]
    );
}

/// In unreachable code a trivial parameter's value may be defined after a
/// use of the parameter (here: a block whose only predecessor is itself,
/// reading a variable before assigning it). The parameter must stay.
#[test]
fn unreachable_self_loop_keeps_its_parameter() {
    build_one(&[], &[], |b, _| {
        let v = var(0);
        b.declare_var(v, Type::I32);
        b.ins().ret(&[]);
        let dead = b.create_block();
        b.switch_to_block(dead);
        let old = b.use_var(v);
        let new = b.ins().iadd(old, old);
        b.def_var(v, new);
        b.ins().br(dead, &[]);
        b.seal_block(dead);
        assert_eq!(b.func().block_params(dead), &[old]);
    });
}

/// A very long chain of single-predecessor blocks and of merge blocks is
/// resolved without recursion.
#[test]
fn long_chains_do_not_recurse() {
    const N: usize = 50_000;
    let (m, f) = build_one(&[Type::I32], &[Type::I32], |b, entry| {
        let x = b.block_params(entry)[0];
        let v = var(0);
        b.declare_var(v, Type::I32);
        b.def_var(v, x);
        let mut prev_cond = b.ins().icmp(IntCC::Eq, x, x);
        for _ in 0..N {
            // Each step is a diamond whose arms do not touch `v`, so the
            // lookup from the end walks back through all of them.
            let [t, j] = [(); 2].map(|_| b.create_block());
            b.ins().brif(prev_cond, t, &[], j, &[]);
            b.switch_to_block(t);
            b.ins().br(j, &[]);
            b.switch_to_block(j);
            prev_cond = b.ins().icmp(IntCC::Ne, x, x);
        }
        b.seal_all_blocks();
        let r = b.use_var(v);
        assert_eq!(r, x);
        b.ins().ret(&[r]);
    });
    let func = &m.functions[f];
    assert_eq!(func.layout.len(), 2 * N + 1);
    assert!(func.layout[1..]
        .iter()
        .all(|&b| func.block_params(b).is_empty()));
}

// ---------------------------------------------------------------------------
// Random programs against a reference interpreter
// ---------------------------------------------------------------------------

/// A tiny deterministic generator (xorshift), so failures reproduce.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[derive(Clone, Debug)]
enum Stmt {
    Const(usize, i64),
    Add(usize, usize, usize),
    Mul(usize, usize, usize),
}

#[derive(Clone, Debug)]
enum Term {
    Goto(usize),
    If(usize, usize, usize, usize),
    Switch(usize, Vec<(u64, usize)>, usize),
    Return(usize),
}

struct Program {
    vars: usize,
    blocks: Vec<(Vec<Stmt>, Term)>,
}

fn random_program(rng: &mut Rng) -> Program {
    let vars = 1 + rng.below(6);
    let nblocks = 2 + rng.below(10);
    let mut blocks = Vec::new();
    for bi in 0..nblocks {
        let mut stmts = Vec::new();
        if bi == 0 {
            // Every variable is defined in the entry (from the arguments or
            // constants), so no path reads an undefined variable.
            for v in 0..vars {
                stmts.push(Stmt::Const(v, rng.below(7) as i64));
            }
        }
        for _ in 0..rng.below(5) {
            let (d, a, b) = (rng.below(vars), rng.below(vars), rng.below(vars));
            stmts.push(match rng.below(3) {
                0 => Stmt::Const(d, rng.below(100) as i64 - 50),
                1 => Stmt::Add(d, a, b),
                _ => Stmt::Mul(d, a, b),
            });
        }
        // Never branch to the entry block (index 0).
        let target = |rng: &mut Rng| 1 + rng.below(nblocks - 1);
        let term = match rng.below(6) {
            0 => Term::Return(rng.below(vars)),
            1 | 2 => Term::Goto(target(rng)),
            3 => {
                let cases = (0..1 + rng.below(3))
                    .map(|k| (k as u64 * 2, target(rng)))
                    .collect();
                Term::Switch(rng.below(vars), cases, target(rng))
            }
            _ => Term::If(rng.below(vars), rng.below(vars), target(rng), target(rng)),
        };
        blocks.push((stmts, term));
    }
    Program { vars, blocks }
}

fn eval_reference(p: &Program, mut fuel: u32) -> Option<i64> {
    let mut vals = vec![0i64; p.vars];
    let mut b = 0;
    loop {
        fuel = fuel.checked_sub(1)?;
        let (stmts, term) = &p.blocks[b];
        for s in stmts {
            match *s {
                Stmt::Const(d, k) => vals[d] = k as i32 as i64,
                Stmt::Add(d, x, y) => {
                    vals[d] = (vals[x] as i32).wrapping_add(vals[y] as i32) as i64
                }
                Stmt::Mul(d, x, y) => {
                    vals[d] = (vals[x] as i32).wrapping_mul(vals[y] as i32) as i64
                }
            }
        }
        b = match term {
            Term::Goto(t) => *t,
            Term::If(x, y, t, e) => {
                if vals[*x] < vals[*y] {
                    *t
                } else {
                    *e
                }
            }
            Term::Switch(x, cases, d) => {
                let key = vals[*x] as u32 as u64;
                cases.iter().find(|c| c.0 == key).map_or(*d, |c| c.1)
            }
            Term::Return(x) => return Some(vals[*x]),
        };
    }
}

/// Builds the program with variables. `early_seal`: seal each block as soon
/// as its last predecessor is emitted (else leave it to `finish`).
fn build_program(p: &Program, early_seal: bool) -> Module {
    let mut mb = ModuleBuilder::new();
    let f = mb.declare_device_function("p", &[], &[Type::I32]);
    let mut b = mb.define(f);
    let blocks: Vec<Block> = (0..p.blocks.len())
        .map(|i| {
            if i == 0 {
                b.create_entry_block()
            } else {
                b.create_block()
            }
        })
        .collect();
    // Predecessor branch counts, to know when a block can be sealed.
    let mut remaining = vec![0usize; p.blocks.len()];
    for (_, term) in &p.blocks {
        let mut ts: Vec<usize> = match term {
            Term::Goto(t) => vec![*t],
            Term::If(_, _, t, e) => vec![*t, *e],
            Term::Switch(_, cases, d) => cases.iter().map(|c| c.1).chain([*d]).collect(),
            Term::Return(_) => vec![],
        };
        ts.sort_unstable();
        ts.dedup();
        for t in ts {
            remaining[t] += 1;
        }
    }
    let vars: Vec<Variable> = (0..p.vars).map(|_| b.create_var(Type::I32)).collect();
    for (bi, (stmts, term)) in p.blocks.iter().enumerate() {
        b.switch_to_block(blocks[bi]);
        if early_seal && remaining[bi] == 0 {
            b.seal_block(blocks[bi]);
        }
        for s in stmts {
            match *s {
                Stmt::Const(d, k) => {
                    let v = b.ins().iconst(Type::I32, k);
                    b.def_var(vars[d], v);
                }
                Stmt::Add(d, x, y) | Stmt::Mul(d, x, y) => {
                    let (xv, yv) = (b.use_var(vars[x]), b.use_var(vars[y]));
                    let v = if matches!(s, Stmt::Add(..)) {
                        b.ins().iadd(xv, yv)
                    } else {
                        b.ins().imul(xv, yv)
                    };
                    b.def_var(vars[d], v);
                }
            }
        }
        let mut targets: Vec<usize> = Vec::new();
        match term {
            Term::Goto(t) => {
                b.ins().br(blocks[*t], &[]);
                targets.push(*t);
            }
            Term::If(x, y, t, e) => {
                let (xv, yv) = (b.use_var(vars[*x]), b.use_var(vars[*y]));
                let c = b.ins().icmp(IntCC::Slt, xv, yv);
                b.ins().brif(c, blocks[*t], &[], blocks[*e], &[]);
                targets.extend([*t, *e]);
            }
            Term::Switch(x, cases, d) => {
                let xv = b.use_var(vars[*x]);
                let cs: Vec<(u64, Block, &[Value])> = cases
                    .iter()
                    .map(|&(k, t)| (k, blocks[t], &[][..]))
                    .collect();
                b.ins().switch(xv, blocks[*d], &[], &cs);
                targets.extend(cases.iter().map(|c| c.1).chain([*d]));
            }
            Term::Return(x) => {
                let v = b.use_var(vars[*x]);
                b.ins().ret(&[v]);
            }
        }
        targets.sort_unstable();
        targets.dedup();
        for t in targets {
            remaining[t] -= 1;
            if early_seal && remaining[t] == 0 && t <= bi {
                b.seal_block(blocks[t]);
            }
        }
    }
    if let Err(e) = b.finish() {
        panic!(
            "{e:#?}\nprogram: {:?}, early sealing: {early_seal}",
            p.blocks
        );
    }
    let m = mb.finish().unwrap();
    well_formed(&m, f);
    m
}

#[test]
fn random_programs_match_reference() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut compared = 0;
    for case in 0..1500 {
        let p = random_program(&mut rng);
        let want = eval_reference(&p, 200);
        for early in [false, true] {
            let m = build_program(&p, early);
            let func = &m.functions.values().next().unwrap();
            let got = run(func, &[], 200).map(|r| r[0]);
            assert_eq!(
                got, want,
                "case {case}, early sealing {early}: {:?}",
                p.blocks
            );
            compared += want.is_some() as usize;
        }
    }
    // Most programs terminate within the fuel: the comparison is not vacuous.
    assert!(compared > 1000, "only {compared} terminating runs");
}

/// `set_linkage` marks a device function internal, printed as
/// `internal func` (the parser reads it back the same: printer oracle);
/// an internal kernel is rejected by the verifier when its body finishes.
#[test]
fn internal_linkage_is_printed_and_checked() {
    let mut mb = ModuleBuilder::new();
    let f = i32_fn(&mut mb, "f", 1);
    mb.set_linkage(f, Linkage::Internal);
    let mut b = mb.define(f);
    let e = b.create_entry_block();
    b.switch_to_block(e);
    let x = b.block_params(e)[0];
    b.ins().ret(&[x]);
    b.finish().unwrap();
    let k = mb.declare_kernel("k", &[]);
    mb.set_linkage(k, Linkage::Internal);
    let mut b = mb.define(k);
    let e = b.create_entry_block();
    b.switch_to_block(e);
    b.ins().ret(&[]);
    assert_eq!(codes(&b.finish().unwrap_err()), [ErrorCode::AttributeValue]);
    let m = mb.into_module_unchecked();
    let text = print_module(&m);
    assert!(text.starts_with("internal func @f(%"), "{text}");
    let back = parse_module(&text).unwrap();
    assert_eq!(back.functions[f].linkage, Linkage::Internal);
    assert_eq!(back.functions[k].linkage, Linkage::Internal);
}
