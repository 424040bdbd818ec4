//! Tests of the reference interpreter: every opcode, the memory model, the
//! execution model (waves, reconvergence, barriers, calls), and `; run:`
//! directives.
//!
//! Oracles: for integer operations, Rust's wrapping/checked arithmetic on
//! hand-picked edge cases; for f32/f64, Rust's IEEE arithmetic; for f16
//! and bf16, exact values worked out by hand from the formats (ties,
//! overflow, subnormals); for memory and dispatch behaviour, counts and
//! layouts computed independently in the test.
//!
//! IR is built through the `Function` API with a small local helper
//! (`Fb`), so that these tests do not depend on the parser; `.agc` files
//! with `; run:` lines under `tests/interp/` are parsed and executed by
//! `agc_files`.

use agc_ir::interp::float::FloatFormat;
use agc_ir::interp::{
    call_function, call_function_in, format_failures, run_directives, run_kernel, ArgValue,
    Dispatch, ErrorKind, InterpError, Memory, ValueBits, LOCAL_APERTURE, LOCAL_NULL,
    PRIVATE_APERTURE,
};
use agc_ir::{
    check_inst, AddrSpace, AtomicRmwOp, Block, Dim, FloatCC, FuncId, FuncKind, Function, IntCC,
    JumpTableData, MemArgs, Module, Opcode, Ordering, Param, Payload, ReduceOp, SyncScope, Type,
    Value,
};
use cranelift_entity::packed_option::ReservedValue;

// ---------------------------------------------------------------------------
// A minimal builder over the Function API.

struct Fb {
    f: Function,
    cur: Block,
}

impl Fb {
    fn new(name: &str, kind: FuncKind, params: &[Type], returns: &[Type]) -> Fb {
        let mut f = Function::new(name, kind);
        f.params = params.iter().map(|&ty| Param::new(ty)).collect();
        f.returns = returns.to_vec();
        let entry = f.create_block();
        for &ty in params {
            f.append_block_param(entry, ty);
        }
        Fb { f, cur: entry }
    }
    fn kernel(name: &str, params: &[Type]) -> Fb {
        Fb::new(name, FuncKind::Kernel, params, &[])
    }
    fn device(name: &str, params: &[Type], returns: &[Type]) -> Fb {
        Fb::new(name, FuncKind::Device, params, returns)
    }
    fn param(&self, k: usize) -> Value {
        let entry = self.f.layout[0];
        self.f.block_params(entry)[k]
    }
    fn name_params(&mut self, names: &[&str]) {
        for (k, n) in names.iter().enumerate() {
            let v = self.param(k);
            self.f.value_names[v] = Some((*n).into());
        }
    }
    fn op(&mut self, op: Opcode, ty: Type, args: &[Value], payload: Payload) -> Value {
        let tys: Vec<Type> = args.iter().map(|&a| self.f.value_type(a)).collect();
        let rt = check_inst(op, ty, &payload, &tys)
            .unwrap_or_else(|e| panic!("test IR: `{op}`: {}", e.message));
        let data = self.f.inst_data(op, ty, args, payload);
        let results: &[Type] = if rt.is_void() { &[] } else { &[rt] };
        let inst = self.f.make_inst(data, results);
        self.f.append_inst(self.cur, inst);
        self.f
            .first_result(inst)
            .unwrap_or_else(Value::reserved_value)
    }
    fn un(&mut self, op: Opcode, a: Value) -> Value {
        self.op(op, Type::VOID, &[a], Payload::None)
    }
    fn bin(&mut self, op: Opcode, a: Value, b: Value) -> Value {
        self.op(op, Type::VOID, &[a, b], Payload::None)
    }
    fn conv(&mut self, op: Opcode, ty: Type, a: Value) -> Value {
        self.op(op, ty, &[a], Payload::None)
    }
    fn iconst(&mut self, ty: Type, v: i64) -> Value {
        let bits = if ty.bits() >= 64 {
            v as u64
        } else {
            v as u64 & ((1u64 << ty.bits()) - 1)
        };
        self.op(Opcode::Iconst, ty, &[], Payload::Imm(bits))
    }
    fn i32(&mut self, v: i64) -> Value {
        self.iconst(Type::I32, v)
    }
    fn f32(&mut self, x: f32) -> Value {
        self.op(
            Opcode::Fconst,
            Type::F32,
            &[],
            Payload::FloatBits(u64::from(x.to_bits())),
        )
    }
    fn icmp(&mut self, cc: IntCC, a: Value, b: Value) -> Value {
        self.op(Opcode::Icmp, Type::VOID, &[a, b], Payload::IntCC(cc))
    }
    fn dim(&mut self, op: Opcode, d: Dim) -> Value {
        self.op(op, Type::VOID, &[], Payload::Dim(d))
    }
    fn nullary(&mut self, op: Opcode) -> Value {
        self.op(op, Type::VOID, &[], Payload::None)
    }
    /// `workgroup_id x * workgroup_size x + workitem_id x`.
    fn global_id(&mut self) -> Value {
        let g = self.dim(Opcode::WorkgroupId, Dim::X);
        let s = self.dim(Opcode::WorkgroupSize, Dim::X);
        let t = self.dim(Opcode::WorkitemId, Dim::X);
        let b = self.bin(Opcode::Imul, g, s);
        self.bin(Opcode::Iadd, b, t)
    }
    /// `base + idx * size` for an i32 index.
    fn elem(&mut self, base: Value, idx: Value, size: i64) -> Value {
        let wide = self.f.value_type(base).bits() == 64;
        let (idx, k) = if wide {
            let i = self.conv(Opcode::Sext, Type::I64, idx);
            (i, self.iconst(Type::I64, size))
        } else {
            (idx, self.i32(size))
        };
        let off = self.bin(Opcode::Imul, idx, k);
        self.bin(Opcode::Ptradd, base, off)
    }
    fn load(&mut self, ty: Type, p: Value, align: u32) -> Value {
        self.op(
            Opcode::Load,
            ty,
            &[p],
            Payload::Mem(MemArgs::aligned(align)),
        )
    }
    fn store(&mut self, v: Value, p: Value, align: u32) {
        let ty = self.f.value_type(v);
        self.op(
            Opcode::Store,
            ty,
            &[v, p],
            Payload::Mem(MemArgs::aligned(align)),
        );
    }
    fn rmw(&mut self, op: AtomicRmwOp, p: Value, v: Value) -> Value {
        let size = self.f.value_type(v).bytes();
        let mem = MemArgs::atomic(size, Ordering::SeqCst, SyncScope::Agent);
        self.op(
            Opcode::AtomicRmw,
            Type::VOID,
            &[p, v],
            Payload::AtomicRmw(op, mem),
        )
    }
    fn block(&mut self, params: &[Type]) -> (Block, Vec<Value>) {
        let b = self.f.create_block();
        let vs = params
            .iter()
            .map(|&ty| self.f.append_block_param(b, ty))
            .collect();
        (b, vs)
    }
    fn at(&mut self, b: Block) {
        self.cur = b;
    }
    fn br(&mut self, b: Block, args: &[Value]) {
        let bc = self.f.block_call(b, args);
        self.op(Opcode::Br, Type::VOID, &[], Payload::Jump(bc));
    }
    fn brif(&mut self, c: Value, t: Block, targs: &[Value], e: Block, eargs: &[Value]) {
        let t = self.f.block_call(t, targs);
        let e = self.f.block_call(e, eargs);
        self.op(Opcode::Brif, Type::VOID, &[c], Payload::Branch(t, e));
    }
    fn ret(&mut self, args: &[Value]) {
        self.op(Opcode::Return, Type::VOID, args, Payload::None);
    }
    fn call(&mut self, callee: FuncId, args: &[Value], rets: &[Type]) -> Vec<Value> {
        let data = self
            .f
            .inst_data(Opcode::Call, Type::VOID, args, Payload::Call(callee));
        let inst = self.f.make_inst(data, rets);
        self.f.append_inst(self.cur, inst);
        self.f.inst_results(inst).to_vec()
    }
}

fn gptr() -> Type {
    Type::ptr(AddrSpace::Global)
}

fn vec_ty(ty: Type, n: u32) -> Type {
    ty.with_lanes(n).unwrap()
}

fn module_of(funcs: Vec<Function>) -> (Module, Vec<FuncId>) {
    let mut m = Module::new();
    let ids = funcs.into_iter().map(|f| m.add_function(f)).collect();
    (m, ids)
}

/// Runs a one-instruction device function `ret op(args...)`.
fn eval(
    op: Opcode,
    ty: Type,
    payload: Payload,
    arg_tys: &[Type],
    args: &[ValueBits],
) -> Result<ValueBits, InterpError> {
    let rt = check_inst(op, ty, &payload, arg_tys).unwrap();
    let mut fb = Fb::device("f", arg_tys, &[rt]);
    let params: Vec<Value> = (0..arg_tys.len()).map(|k| fb.param(k)).collect();
    let r = fb.op(op, ty, &params, payload);
    fb.ret(&[r]);
    let (m, ids) = module_of(vec![fb.f]);
    call_function(&m, ids[0], args).map(|v| v[0])
}

fn s(bits: u64) -> ValueBits {
    ValueBits::scalar(bits)
}

fn bin(op: Opcode, ty: Type, a: u64, b: u64) -> Result<u64, InterpError> {
    eval(op, Type::VOID, Payload::None, &[ty, ty], &[s(a), s(b)]).map(|v| v.0[0])
}

fn un(op: Opcode, ty: Type, a: u64) -> u64 {
    eval(op, Type::VOID, Payload::None, &[ty], &[s(a)])
        .unwrap()
        .0[0]
}

fn conv(op: Opcode, from: Type, to: Type, a: u64) -> u64 {
    eval(op, to, Payload::None, &[from], &[s(a)]).unwrap().0[0]
}

fn f(x: f32) -> u64 {
    u64::from(x.to_bits())
}
fn d(x: f64) -> u64 {
    x.to_bits()
}
fn h(x: f64) -> u64 {
    FloatFormat::F16.from_f64(x)
}
fn bf(x: f64) -> u64 {
    FloatFormat::BF16.from_f64(x)
}
fn m32(x: i64) -> u64 {
    x as u64 & 0xffff_ffff
}

// ---------------------------------------------------------------------------
// Integer operations.

#[test]
fn integer_arithmetic_wraps() {
    use Opcode::*;
    let i8t = Type::I8;
    let i32t = Type::I32;
    let i64t = Type::I64;
    assert_eq!(bin(Iadd, i8t, 127, 1).unwrap(), 0x80);
    assert_eq!(bin(Iadd, i32t, 0xffff_ffff, 2).unwrap(), 1);
    assert_eq!(bin(Isub, i32t, 0, 1).unwrap(), 0xffff_ffff);
    assert_eq!(bin(Imul, i32t, 0x1_0000, 0x1_0000).unwrap(), 0);
    assert_eq!(bin(Imul, i64t, u64::MAX, 3).unwrap(), u64::MAX - 2);
    assert_eq!(bin(Iadd, Type::I1, 1, 1).unwrap(), 0);
    assert_eq!(bin(Sdiv, i32t, m32(-7), 2).unwrap(), m32(-3));
    assert_eq!(bin(Srem, i32t, m32(-7), 2).unwrap(), m32(-1));
    assert_eq!(bin(Udiv, i32t, m32(-7), 2).unwrap(), 0x7fff_fffc);
    assert_eq!(bin(Urem, i32t, m32(-7), 2).unwrap(), 1);
    assert_eq!(bin(Sdiv, i8t, 0x80, 2).unwrap(), 0xc0);
    assert_eq!(bin(Smin, i32t, m32(-1), 1).unwrap(), m32(-1));
    assert_eq!(bin(Smax, i32t, m32(-1), 1).unwrap(), 1);
    assert_eq!(bin(Umin, i32t, m32(-1), 1).unwrap(), 1);
    assert_eq!(bin(Umax, i32t, m32(-1), 1).unwrap(), m32(-1));
    assert_eq!(bin(Smulhi, i32t, m32(-(1 << 31)), 2).unwrap(), m32(-1));
    assert_eq!(
        bin(Umulhi, i32t, 0xffff_ffff, 0xffff_ffff).unwrap(),
        0xffff_fffe
    );
    assert_eq!(bin(Smulhi, i64t, u64::MAX, u64::MAX).unwrap(), 0);
    assert_eq!(bin(Umulhi, i64t, u64::MAX, 2).unwrap(), 1);
    assert_eq!(bin(Smulhi, Type::I16, 0x8000, 0x8000).unwrap(), 0x4000);
    assert_eq!(bin(And, i32t, 0xf0f0, 0xff00).unwrap(), 0xf000);
    assert_eq!(bin(Or, i32t, 0xf0f0, 0xff00).unwrap(), 0xfff0);
    assert_eq!(bin(Xor, i32t, 0xf0f0, 0xff00).unwrap(), 0x0ff0);
    assert_eq!(un(Ineg, i32t, m32(-(1 << 31))), m32(-(1 << 31)));
    assert_eq!(un(Ineg, i8t, 1), 0xff);
    assert_eq!(un(Iabs, i32t, m32(-5)), 5);
    assert_eq!(un(Iabs, i32t, m32(-(1 << 31))), 0x8000_0000);
    assert_eq!(un(Not, Type::I16, 0x00ff), 0xff00);
}

#[test]
fn shifts_take_the_amount_modulo_the_width() {
    use Opcode::*;
    assert_eq!(bin(Shl, Type::I32, 1, 33).unwrap(), 2);
    assert_eq!(bin(Shl, Type::I32, 1, 31).unwrap(), 0x8000_0000);
    assert_eq!(bin(Lshr, Type::I32, 0x8000_0000, 32).unwrap(), 0x8000_0000);
    assert_eq!(bin(Ashr, Type::I32, 0x8000_0000, 63).unwrap(), 0xffff_ffff);
    assert_eq!(bin(Ashr, Type::I32, 0x8000_0000, 4).unwrap(), 0xf800_0000);
    assert_eq!(bin(Shl, Type::I64, 1, 64 + 63).unwrap(), 1 << 63);
    assert_eq!(
        bin(Lshr, Type::I64, u64::MAX, 0xffff_ffff_ffff_ffbf).unwrap(),
        1
    );
    assert_eq!(bin(Shl, Type::I8, 1, 9).unwrap(), 2);
    assert_eq!(bin(Ashr, Type::I8, 0x80, 7).unwrap(), 0xff);
    assert_eq!(bin(Lshr, Type::I16, 0x8000, 16 + 15).unwrap(), 1);
}

#[test]
fn bit_counting() {
    use Opcode::*;
    assert_eq!(un(Clz, Type::I32, 0), 32);
    assert_eq!(un(Clz, Type::I32, 1), 31);
    assert_eq!(un(Clz, Type::I8, 0x10), 3);
    assert_eq!(un(Clz, Type::I64, 0), 64);
    assert_eq!(un(Ctz, Type::I32, 0), 32);
    assert_eq!(un(Ctz, Type::I16, 0), 16);
    assert_eq!(un(Ctz, Type::I64, 1 << 40), 40);
    assert_eq!(un(Popcnt, Type::I32, 0xffff_ffff), 32);
    assert_eq!(un(Popcnt, Type::I8, 0x81), 2);
    assert_eq!(un(Bitrev, Type::I32, 1), 0x8000_0000);
    assert_eq!(un(Bitrev, Type::I8, 0x01), 0x80);
    assert_eq!(un(Bitrev, Type::I64, 0x3), 0xc000_0000_0000_0000);
}

#[test]
fn division_undefined_behaviour_is_an_error() {
    use Opcode::*;
    for op in [Sdiv, Udiv, Srem, Urem] {
        let e = bin(op, Type::I32, 5, 0).unwrap_err();
        assert_eq!(e.kind, ErrorKind::DivideByZero, "{op}");
        let loc = e.location.as_ref().unwrap();
        assert_eq!(loc.opcode, op);
        assert!(e.to_string().contains(&format!("`{op}`")), "{e}");
    }
    for op in [Sdiv, Srem] {
        let e = bin(op, Type::I32, 0x8000_0000, 0xffff_ffff).unwrap_err();
        assert_eq!(e.kind, ErrorKind::DivideOverflow, "{op}");
        let e = bin(op, Type::I64, 1 << 63, u64::MAX).unwrap_err();
        assert_eq!(e.kind, ErrorKind::DivideOverflow, "{op}");
    }
    // Unsigned division of the same bits is fine.
    assert_eq!(bin(Udiv, Type::I32, 0x8000_0000, 0xffff_ffff).unwrap(), 0);
}

#[test]
fn integer_compare_and_select() {
    let cases = [
        (IntCC::Eq, 3, 3, true),
        (IntCC::Ne, 3, 3, false),
        (IntCC::Slt, m32(-1), 0, true),
        (IntCC::Ult, m32(-1), 0, false),
        (IntCC::Sle, 4, 4, true),
        (IntCC::Sgt, 0, m32(-1), true),
        (IntCC::Sge, m32(-2), m32(-1), false),
        (IntCC::Ule, 4, 4, true),
        (IntCC::Ugt, m32(-1), 0, true),
        (IntCC::Uge, 0, 1, false),
    ];
    for (cc, a, b, want) in cases {
        let r = eval(
            Opcode::Icmp,
            Type::VOID,
            Payload::IntCC(cc),
            &[Type::I32, Type::I32],
            &[s(a), s(b)],
        )
        .unwrap();
        assert_eq!(r.0[0], u64::from(want), "{cc} {a} {b}");
    }
    let sel = |c: u64| {
        eval(
            Opcode::Select,
            Type::VOID,
            Payload::None,
            &[Type::I1, Type::F32, Type::F32],
            &[s(c), s(f(1.0)), s(f(2.0))],
        )
        .unwrap()
        .0[0]
    };
    assert_eq!(sel(1), f(1.0));
    assert_eq!(sel(0), f(2.0));
    // Pointers compare as unsigned addresses.
    let r = eval(
        Opcode::Icmp,
        Type::VOID,
        Payload::IntCC(IntCC::Ult),
        &[gptr(), gptr()],
        &[s(1), s(u64::MAX)],
    )
    .unwrap();
    assert_eq!(r.0[0], 1);
}

// ---------------------------------------------------------------------------
// Float operations.

#[test]
fn float_arithmetic_f32_f64() {
    use Opcode::*;
    assert_eq!(bin(Fadd, Type::F32, f(1.5), f(2.25)).unwrap(), f(3.75));
    assert_eq!(bin(Fsub, Type::F32, f(1.0), f(1.0)).unwrap(), f(0.0));
    assert_eq!(bin(Fmul, Type::F64, d(0.1), d(3.0)).unwrap(), d(0.1 * 3.0));
    assert_eq!(bin(Fdiv, Type::F32, f(1.0), f(3.0)).unwrap(), f(1.0 / 3.0));
    assert_eq!(
        bin(Fdiv, Type::F32, f(1.0), f(0.0)).unwrap(),
        f(f32::INFINITY)
    );
    assert_eq!(
        bin(Fdiv, Type::F32, f(-1.0), f(0.0)).unwrap(),
        f(f32::NEG_INFINITY)
    );
    // 0/0 and inf - inf give the canonical quiet NaN.
    assert_eq!(bin(Fdiv, Type::F32, f(0.0), f(0.0)).unwrap(), 0x7fc0_0000);
    assert_eq!(
        bin(Fsub, Type::F64, d(f64::INFINITY), d(f64::INFINITY)).unwrap(),
        0x7ff8_0000_0000_0000
    );
    // Subnormals are kept.
    let tiny = f32::from_bits(1);
    assert_eq!(bin(Fmul, Type::F32, f(tiny), f(2.0)).unwrap(), 2);
    // f32 addition rounds once, to nearest even: 1 + 2^-24 ties to 1.
    assert_eq!(
        bin(Fadd, Type::F32, f(1.0), f(2f32.powi(-24))).unwrap(),
        f(1.0)
    );
    assert_eq!(bin(Copysign, Type::F32, f(3.0), f(-0.0)).unwrap(), f(-3.0));
    assert_eq!(bin(Copysign, Type::F64, d(-3.0), d(1.0)).unwrap(), d(3.0));
}

#[test]
fn fmin_fmax_follow_minnum_maxnum() {
    use Opcode::*;
    let nan = 0x7fc0_0000;
    let snan = 0x7f80_0001;
    assert_eq!(bin(Fmin, Type::F32, nan, f(1.0)).unwrap(), f(1.0));
    assert_eq!(bin(Fmax, Type::F32, f(1.0), nan).unwrap(), f(1.0));
    assert_eq!(bin(Fmin, Type::F32, snan, f(-2.0)).unwrap(), f(-2.0));
    assert_eq!(bin(Fmin, Type::F32, nan, 0xffc0_0001).unwrap(), nan);
    assert_eq!(bin(Fmin, Type::F32, f(0.0), f(-0.0)).unwrap(), f(-0.0));
    assert_eq!(bin(Fmin, Type::F32, f(-0.0), f(0.0)).unwrap(), f(-0.0));
    assert_eq!(bin(Fmax, Type::F32, f(-0.0), f(0.0)).unwrap(), f(0.0));
    assert_eq!(
        bin(Fmax, Type::F64, d(-1.0), d(f64::NEG_INFINITY)).unwrap(),
        d(-1.0)
    );
    assert_eq!(bin(Fmin, Type::F16, h(2.0), h(-3.0)).unwrap(), h(-3.0));
    assert_eq!(bin(Fmax, Type::F16, 0x7e00, h(5.0)).unwrap(), h(5.0));
}

#[test]
fn unary_float_operations() {
    use Opcode::*;
    assert_eq!(un(Fneg, Type::F32, f(0.0)), f(-0.0));
    // fneg and fabs only touch the sign bit, NaN payload included.
    assert_eq!(un(Fneg, Type::F32, 0x7fc0_0001), 0xffc0_0001);
    assert_eq!(un(Fabs, Type::F32, f(-0.0)), f(0.0));
    assert_eq!(un(Fabs, Type::F16, 0xfc00), 0x7c00);
    assert_eq!(un(Sqrt, Type::F32, f(4.0)), f(2.0));
    assert_eq!(un(Sqrt, Type::F32, f(-1.0)), 0x7fc0_0000);
    assert_eq!(un(Sqrt, Type::F32, f(-0.0)), f(-0.0));
    assert_eq!(un(Sqrt, Type::F64, d(2.0)), d(2f64.sqrt()));
    assert_eq!(un(Rsqrt, Type::F32, f(4.0)), f(0.5));
    assert_eq!(un(Rsqrt, Type::F32, f(0.0)), f(f32::INFINITY));
    assert_eq!(un(Rcp, Type::F32, f(4.0)), f(0.25));
    assert_eq!(un(Rcp, Type::F32, f(-0.0)), f(f32::NEG_INFINITY));
    assert_eq!(un(Rcp, Type::F64, d(3.0)), d(1.0 / 3.0));
    assert_eq!(un(Exp2, Type::F32, f(3.0)), f(8.0));
    assert_eq!(un(Exp2, Type::F32, f(f32::NEG_INFINITY)), f(0.0));
    assert_eq!(un(Log2, Type::F32, f(8.0)), f(3.0));
    assert_eq!(un(Log2, Type::F32, f(0.0)), f(f32::NEG_INFINITY));
    assert_eq!(un(Log2, Type::F32, f(-1.0)), 0x7fc0_0000);
    assert_eq!(un(Sin, Type::F32, f(0.0)), f(0.0));
    assert_eq!(un(Cos, Type::F32, f(0.0)), f(1.0));
    assert_eq!(un(Sin, Type::F64, d(1.0)), d(1f64.sin()));
    assert_eq!(un(Cos, Type::F16, h(0.0)), h(1.0));
}

#[test]
fn rounding_to_integral_values() {
    use Opcode::*;
    let cases: [(Opcode, f32, f32); 16] = [
        (Floor, -1.5, -2.0),
        (Floor, 1.5, 1.0),
        (Floor, -0.0, -0.0),
        (Ceil, -1.5, -1.0),
        (Ceil, -0.5, -0.0),
        (Ceil, 1.2, 2.0),
        (Ftrunc, -1.5, -1.0),
        (Ftrunc, -0.5, -0.0),
        (Ftrunc, 2.9, 2.0),
        (Nearest, 2.5, 2.0),
        (Nearest, 3.5, 4.0),
        (Nearest, -2.5, -2.0),
        (Nearest, -0.5, -0.0),
        (Nearest, 0.5000001, 1.0),
        (Nearest, 8388609.0, 8388609.0),
        (Floor, f32::INFINITY, f32::INFINITY),
    ];
    for (op, x, want) in cases {
        assert_eq!(un(op, Type::F32, f(x)), f(want), "{op} {x}");
    }
    assert_eq!(un(Ftrunc, Type::F32, 0x7fc0_0000), 0x7fc0_0000);
    assert_eq!(un(Nearest, Type::F64, d(-1.5)), d(-2.0));
    assert_eq!(un(Nearest, Type::F16, h(0.5)), h(0.0));
    assert_eq!(un(Floor, Type::BF16, bf(-0.25)), bf(-1.0));
}

#[test]
fn fma_rounds_once() {
    let ty3 = |t| [t, t, t];
    let fma = |ty: Type, a: u64, b: u64, c: u64| {
        eval(
            Opcode::Fma,
            Type::VOID,
            Payload::None,
            &ty3(ty),
            &[s(a), s(b), s(c)],
        )
        .unwrap()
        .0[0]
    };
    let (a, b) = (1.0f32 + f32::EPSILON, 1.0f32 - f32::EPSILON / 2.0);
    assert_eq!(fma(Type::F32, f(a), f(b), f(-1.0)), f(a.mul_add(b, -1.0)));
    // The separately rounded a*b - 1 differs: the test really needs fusion.
    assert_ne!(a.mul_add(b, -1.0), a * b - 1.0);
    assert_eq!(
        fma(Type::F64, d(0.1), d(10.0), d(-1.0)),
        d(0.1f64.mul_add(10.0, -1.0))
    );
    // f16: (1 + 2^-10)^2 - 1 = 2^-9 + 2^-20, exact in f16 only as 2^-9 after
    // one rounding (2^-20 is far below half an ulp of 2^-9).
    let x = h(1.0 + 2f64.powi(-10));
    assert_eq!(
        fma(Type::F16, x, x, h(-1.0)),
        h(2f64.powi(-9) + 2f64.powi(-20))
    );
    assert_eq!(fma(Type::F16, h(2.0), h(3.0), h(1.0)), h(7.0));
}

#[test]
fn f16_and_bf16_arithmetic_rounds_correctly() {
    use Opcode::*;
    // 1 + 2^-11 is a tie between 1 and 1 + 2^-10: to even.
    assert_eq!(
        bin(Fadd, Type::F16, h(1.0), h(2f64.powi(-11))).unwrap(),
        h(1.0)
    );
    // 1 + 2^-10 + 2^-11 ties up to the even 1 + 2^-9.
    assert_eq!(
        bin(Fadd, Type::F16, h(1.0 + 2f64.powi(-10)), h(2f64.powi(-11))).unwrap(),
        0x3c02
    );
    // 65504 + 16 = 65520, the midpoint to 2^16: rounds to infinity.
    assert_eq!(bin(Fadd, Type::F16, h(65504.0), h(16.0)).unwrap(), 0x7c00);
    assert_eq!(
        bin(Fadd, Type::F16, h(65504.0), h(8.0)).unwrap(),
        h(65504.0)
    );
    // Subnormal results: 2^-14 / 4 = 2^-16 is representable.
    assert_eq!(
        bin(Fdiv, Type::F16, h(2f64.powi(-14)), h(4.0)).unwrap(),
        0x0100
    );
    assert_eq!(
        bin(Fmul, Type::F16, 1, h(0.5)).unwrap(),
        0,
        "2^-25 ties to 0"
    );
    assert_eq!(bin(Fdiv, Type::F16, h(1.0), h(3.0)).unwrap(), 0x3555);
    assert_eq!(bin(Fsub, Type::BF16, bf(1.0), bf(1.0)).unwrap(), 0);
    // bf16: 1 + 2^-8 ties to 1; 3 * (1 + 2^-7) = 3 + 3·2^-7 rounds to 3 + 2^-5.
    assert_eq!(
        bin(Fadd, Type::BF16, bf(1.0), bf(2f64.powi(-8))).unwrap(),
        bf(1.0)
    );
    assert_eq!(
        bin(Fmul, Type::BF16, bf(3.0), bf(1.0 + 2f64.powi(-7))).unwrap(),
        0x4042
    );
    assert_eq!(un(Opcode::Sqrt, Type::BF16, bf(4.0)), bf(2.0));
    assert_eq!(bin(Fdiv, Type::F16, h(0.0), h(0.0)).unwrap(), 0x7e00);
}

#[test]
fn ldexp_scales_with_one_rounding() {
    let ld = |ty: Type, x: u64, n: i32| {
        eval(
            Opcode::Ldexp,
            Type::VOID,
            Payload::None,
            &[ty, Type::I32],
            &[s(x), s(n as u32 as u64)],
        )
        .unwrap()
        .0[0]
    };
    assert_eq!(ld(Type::F32, f(1.5), 4), f(24.0));
    assert_eq!(ld(Type::F32, f(1.0), -149), 1);
    // 1.5 · 2^-149 is a tie between 1 and 2 subnormal units: to even (2).
    assert_eq!(ld(Type::F32, f(1.5), -149), 2);
    assert_eq!(ld(Type::F32, f(1.0), 128), f(f32::INFINITY));
    assert_eq!(ld(Type::F32, f(-1.0), i32::MIN), f(-0.0));
    assert_eq!(ld(Type::F64, d(1.0), -1074), 1);
    assert_eq!(ld(Type::F64, d(3.0), 1023), d(3.0 * 2f64.powi(1023)));
    assert_eq!(ld(Type::F16, h(1.0), -24), 1);
    assert_eq!(ld(Type::F32, 0x7f80_0000, -5), 0x7f80_0000);
}

#[test]
fn float_compare_with_nan() {
    let nan = 0x7fc0_0000;
    let cmp = |cc: FloatCC, a: u64, b: u64| {
        eval(
            Opcode::Fcmp,
            Type::VOID,
            Payload::FloatCC(cc),
            &[Type::F32, Type::F32],
            &[s(a), s(b)],
        )
        .unwrap()
        .0[0]
            == 1
    };
    for cc in [
        FloatCC::Oeq,
        FloatCC::One,
        FloatCC::Olt,
        FloatCC::Ole,
        FloatCC::Ogt,
        FloatCC::Oge,
        FloatCC::Ord,
    ] {
        assert!(!cmp(cc, nan, f(1.0)), "{cc}");
    }
    for cc in [
        FloatCC::Ueq,
        FloatCC::Une,
        FloatCC::Ult,
        FloatCC::Ule,
        FloatCC::Ugt,
        FloatCC::Uge,
        FloatCC::Uno,
    ] {
        assert!(cmp(cc, f(1.0), nan), "{cc}");
    }
    assert!(cmp(FloatCC::Oeq, f(0.0), f(-0.0)));
    assert!(cmp(FloatCC::One, f(1.0), f(2.0)));
    assert!(!cmp(FloatCC::Ueq, f(1.0), f(2.0)));
    assert!(cmp(FloatCC::Olt, f(-1.0), f(2.0)));
    assert!(cmp(FloatCC::Ord, f(1.0), f(2.0)));
    assert!(!cmp(FloatCC::Une, f(2.0), f(2.0)));
}

// ---------------------------------------------------------------------------
// Conversions.

#[test]
fn integer_conversions() {
    use Opcode::*;
    assert_eq!(conv(Sext, Type::I8, Type::I32, 0xff), 0xffff_ffff);
    assert_eq!(conv(Sext, Type::I1, Type::I32, 1), 0xffff_ffff);
    assert_eq!(conv(Zext, Type::I8, Type::I64, 0xff), 0xff);
    assert_eq!(conv(Zext, Type::I1, Type::I32, 1), 1);
    assert_eq!(conv(Trunc, Type::I64, Type::I16, 0x1234_5678), 0x5678);
    assert_eq!(conv(Trunc, Type::I32, Type::I1, 6), 0);
}

#[test]
fn float_to_int_saturates() {
    use Opcode::*;
    let i32t = Type::I32;
    assert_eq!(conv(Fptosi, Type::F32, i32t, f(-1.9)), m32(-1));
    assert_eq!(conv(Fptosi, Type::F32, i32t, 0x7fc0_0000), 0);
    assert_eq!(conv(Fptosi, Type::F32, i32t, f(1e10)), 0x7fff_ffff);
    assert_eq!(conv(Fptosi, Type::F32, i32t, f(-1e10)), 0x8000_0000);
    assert_eq!(
        conv(Fptosi, Type::F32, i32t, f(f32::NEG_INFINITY)),
        0x8000_0000
    );
    assert_eq!(conv(Fptosi, Type::F64, Type::I8, d(300.0)), 0x7f);
    assert_eq!(conv(Fptosi, Type::F64, Type::I8, d(-300.0)), 0x80);
    assert_eq!(conv(Fptosi, Type::F64, Type::I64, d(-9.3e18)), 1 << 63);
    assert_eq!(conv(Fptoui, Type::F32, i32t, f(-5.0)), 0);
    assert_eq!(conv(Fptoui, Type::F32, i32t, f(5e9)), 0xffff_ffff);
    assert_eq!(conv(Fptoui, Type::F32, i32t, f(3.99)), 3);
    assert_eq!(conv(Fptoui, Type::F16, Type::I8, h(65504.0)), 0xff);
    assert_eq!(
        conv(Fptoui, Type::F64, Type::I64, d(1.8e19)),
        18_000_000_000_000_000_000
    );
    assert_eq!(conv(Fptoui, Type::F64, Type::I64, 0x7ff8_0000_0000_0000), 0);
}

#[test]
fn int_to_float_rounds_to_nearest_even() {
    use Opcode::*;
    assert_eq!(conv(Sitofp, Type::I32, Type::F32, m32(-1)), f(-1.0));
    assert_eq!(
        conv(Uitofp, Type::I32, Type::F32, 0xffff_ffff),
        f(4294967296.0)
    );
    // 2^24 + 1 ties to 2^24; 2^24 + 3 ties to 2^24 + 4.
    assert_eq!(
        conv(Sitofp, Type::I32, Type::F32, (1 << 24) + 1),
        f(16777216.0)
    );
    assert_eq!(
        conv(Sitofp, Type::I32, Type::F32, (1 << 24) + 3),
        f(16777220.0)
    );
    assert_eq!(
        conv(Sitofp, Type::I64, Type::F64, (1 << 53) + 1),
        d(2f64.powi(53))
    );
    assert_eq!(
        conv(Sitofp, Type::I64, Type::F64, 1 << 63),
        d(-2f64.powi(63))
    );
    assert_eq!(
        conv(Uitofp, Type::I64, Type::F64, 1 << 63),
        d(2f64.powi(63))
    );
    assert_eq!(conv(Uitofp, Type::I32, Type::F16, 65520), 0x7c00);
    assert_eq!(conv(Uitofp, Type::I32, Type::F16, 2049), h(2048.0));
    assert_eq!(conv(Sitofp, Type::I8, Type::BF16, 0x81), bf(-127.0));
    assert_eq!(conv(Sitofp, Type::I1, Type::F32, 1), f(-1.0));
    assert_eq!(conv(Uitofp, Type::I1, Type::F32, 1), f(1.0));
}

#[test]
fn float_width_conversions() {
    use Opcode::*;
    assert_eq!(conv(Fpext, Type::F16, Type::F32, h(1.5)), f(1.5));
    assert_eq!(conv(Fpext, Type::F16, Type::F64, 1), d(2f64.powi(-24)));
    assert_eq!(conv(Fpext, Type::BF16, Type::F32, 0x3f80), f(1.0));
    assert_eq!(
        conv(Fpext, Type::F32, Type::F64, f(0.1)),
        d(f64::from(0.1f32))
    );
    // f32 -> f16: 1 + 2^-11 ties to 1; just above rounds up.
    assert_eq!(
        conv(Fptrunc, Type::F32, Type::F16, f(1.0 + 2f32.powi(-11))),
        0x3c00
    );
    assert_eq!(
        conv(
            Fptrunc,
            Type::F32,
            Type::F16,
            f(1.0 + 2f32.powi(-11) + 2f32.powi(-20))
        ),
        0x3c01
    );
    assert_eq!(conv(Fptrunc, Type::F32, Type::F16, f(1e6)), 0x7c00);
    assert_eq!(conv(Fptrunc, Type::F32, Type::F16, f(-1e-9)), 0x8000);
    // f64 -> f16 rounds once: 1 + 2^-11 + 2^-40 is above the tie. Via f32
    // it would round to the tie first and then to even (wrong).
    assert_eq!(
        conv(
            Fptrunc,
            Type::F64,
            Type::F16,
            d(1.0 + 2f64.powi(-11) + 2f64.powi(-40))
        ),
        0x3c01
    );
    assert_eq!(
        conv(Fptrunc, Type::F64, Type::BF16, d(1.0 + 2f64.powi(-8))),
        0x3f80
    );
    assert_eq!(conv(Fptrunc, Type::F64, Type::F32, d(0.1)), f(0.1));
    assert_eq!(
        conv(Fptrunc, Type::F64, Type::F32, 0x7ff0_0000_0000_0001),
        0x7fc0_0000
    );
}

#[test]
fn bitcasts_and_pointer_casts() {
    use Opcode::*;
    assert_eq!(conv(Bitcast, Type::F32, Type::I32, f(1.0)), 0x3f80_0000);
    let f16x2 = vec_ty(Type::F16, 2);
    let r = eval(
        Bitcast,
        Type::I32,
        Payload::None,
        &[f16x2],
        &[ValueBits::from_lanes(&[0x3c00, 0xc000])],
    )
    .unwrap();
    assert_eq!(r.0[0], 0xc000_3c00, "lane 0 is the low half");
    let i32x2 = vec_ty(Type::I32, 2);
    let r = eval(
        Bitcast,
        i32x2,
        Payload::None,
        &[Type::I64],
        &[s(0x1111_2222_3333_4444)],
    )
    .unwrap();
    assert_eq!(r, ValueBits::from_lanes(&[0x3333_4444, 0x1111_2222]));
    let i8x4 = vec_ty(Type::I8, 4);
    let r = eval(
        Bitcast,
        vec_ty(Type::I16, 2),
        Payload::None,
        &[i8x4],
        &[ValueBits::from_lanes(&[1, 2, 3, 4])],
    )
    .unwrap();
    assert_eq!(r, ValueBits::from_lanes(&[0x0201, 0x0403]));

    assert_eq!(
        conv(Ptrtoint, gptr(), Type::I64, 0x1_0000_0040),
        0x1_0000_0040
    );
    assert_eq!(conv(Ptrtoint, gptr(), Type::I32, 0x1_0000_0040), 0x40);
    assert_eq!(
        conv(
            Inttoptr,
            Type::I64,
            Type::ptr(AddrSpace::Local),
            0x1_0000_0040
        ),
        0x40
    );
    let local = Type::ptr(AddrSpace::Local);
    let flat = Type::ptr(AddrSpace::Flat);
    let private = Type::ptr(AddrSpace::Private);
    assert_eq!(
        conv(Addrspacecast, local, flat, 0x10),
        LOCAL_APERTURE + 0x10
    );
    assert_eq!(
        conv(Addrspacecast, flat, local, LOCAL_APERTURE + 0x10),
        0x10
    );
    assert_eq!(conv(Addrspacecast, local, flat, LOCAL_NULL), 0);
    assert_eq!(conv(Addrspacecast, flat, private, 0), 0xffff_ffff);
    assert_eq!(conv(Addrspacecast, private, flat, 8), PRIVATE_APERTURE + 8);
    assert_eq!(
        conv(Addrspacecast, gptr(), flat, 0x1_0000_0000),
        0x1_0000_0000
    );
    assert_eq!(
        conv(
            Addrspacecast,
            gptr(),
            Type::ptr(AddrSpace::Constant),
            0x1_0000_0000
        ),
        0x1_0000_0000
    );
    let e = eval(
        Addrspacecast,
        local,
        Payload::None,
        &[flat],
        &[s(0x1_0000_0000)],
    )
    .unwrap_err();
    assert_eq!(e.kind, ErrorKind::OutOfBounds);
}

#[test]
fn ptradd_wraps_at_pointer_width() {
    let local = Type::ptr(AddrSpace::Local);
    let r = eval(
        Opcode::Ptradd,
        Type::VOID,
        Payload::None,
        &[local, Type::I32],
        &[s(0x10), s(m32(-0x20))],
    )
    .unwrap();
    assert_eq!(r.0[0], 0xffff_fff0);
    let r = eval(
        Opcode::Ptradd,
        Type::VOID,
        Payload::None,
        &[gptr(), Type::I32],
        &[s(0x1_0000_0000), s(m32(-4))],
    )
    .unwrap();
    assert_eq!(r.0[0], 0xffff_fffc);
    let r = eval(
        Opcode::Ptradd,
        Type::VOID,
        Payload::None,
        &[gptr(), Type::I64],
        &[s(0x1_0000_0000), s(8)],
    )
    .unwrap();
    assert_eq!(r.0[0], 0x1_0000_0008);
}

// ---------------------------------------------------------------------------
// Vectors.

#[test]
fn vector_operations_work_per_lane() {
    let f32x4 = vec_ty(Type::F32, 4);
    let a = ValueBits::from_lanes(&[f(1.0), f(2.0), f(3.0), f(4.0)]);
    let b = ValueBits::from_lanes(&[f(0.5), f(0.5), f(-3.0), 0x7fc0_0000]);
    let r = eval(
        Opcode::Fadd,
        Type::VOID,
        Payload::None,
        &[f32x4, f32x4],
        &[a, b],
    )
    .unwrap();
    assert_eq!(
        r,
        ValueBits::from_lanes(&[f(1.5), f(2.5), f(0.0), 0x7fc0_0000])
    );
    let r = eval(
        Opcode::Fmax,
        Type::VOID,
        Payload::None,
        &[f32x4, f32x4],
        &[a, b],
    )
    .unwrap();
    assert_eq!(r, ValueBits::from_lanes(&[f(1.0), f(2.0), f(3.0), f(4.0)]));
    let i16x2 = vec_ty(Type::I16, 2);
    let r = eval(
        Opcode::Iadd,
        Type::VOID,
        Payload::None,
        &[i16x2, i16x2],
        &[
            ValueBits::from_lanes(&[0xffff, 1]),
            ValueBits::from_lanes(&[1, 1]),
        ],
    )
    .unwrap();
    assert_eq!(r, ValueBits::from_lanes(&[0, 2]));
    let r = eval(
        Opcode::Extractlane,
        Type::VOID,
        Payload::Lane(2),
        &[f32x4],
        &[a],
    )
    .unwrap();
    assert_eq!(r.0[0], f(3.0));
    let r = eval(
        Opcode::Insertlane,
        Type::VOID,
        Payload::Lane(1),
        &[f32x4, Type::F32],
        &[a, s(f(9.0))],
    )
    .unwrap();
    assert_eq!(r, ValueBits::from_lanes(&[f(1.0), f(9.0), f(3.0), f(4.0)]));
    let r = eval(
        Opcode::Splat,
        vec_ty(Type::I32, 3),
        Payload::None,
        &[Type::I32],
        &[s(7)],
    )
    .unwrap();
    assert_eq!(r, ValueBits::from_lanes(&[7, 7, 7]));
    let f16x2 = vec_ty(Type::F16, 2);
    let r = eval(
        Opcode::Fmul,
        Type::VOID,
        Payload::None,
        &[f16x2, f16x2],
        &[
            ValueBits::from_lanes(&[h(1.5), h(65504.0)]),
            ValueBits::from_lanes(&[h(2.0), h(2.0)]),
        ],
    )
    .unwrap();
    assert_eq!(r, ValueBits::from_lanes(&[h(3.0), 0x7c00]));
    let i32x2 = vec_ty(Type::I32, 2);
    let r = eval(
        Opcode::Shl,
        Type::VOID,
        Payload::None,
        &[i32x2, i32x2],
        &[
            ValueBits::from_lanes(&[1, 1]),
            ValueBits::from_lanes(&[32, 35]),
        ],
    )
    .unwrap();
    assert_eq!(r, ValueBits::from_lanes(&[1, 8]));
    let r = eval(
        Opcode::Ldexp,
        Type::VOID,
        Payload::None,
        &[vec_ty(Type::F32, 2), i32x2],
        &[
            ValueBits::from_lanes(&[f(1.0), f(3.0)]),
            ValueBits::from_lanes(&[2, m32(-1)]),
        ],
    )
    .unwrap();
    assert_eq!(r, ValueBits::from_lanes(&[f(4.0), f(1.5)]));
}

// ---------------------------------------------------------------------------
// Kernels and memory.

/// `c[i] = a[i] + b[i]` for `i < n`.
fn vadd() -> Function {
    let mut fb = Fb::kernel("vadd", &[gptr(), gptr(), gptr(), Type::I32]);
    fb.name_params(&["a", "b", "c", "n"]);
    let (a, b, c, n) = (fb.param(0), fb.param(1), fb.param(2), fb.param(3));
    let i = fb.global_id();
    let inb = fb.icmp(IntCC::Slt, i, n);
    let (body, _) = fb.block(&[]);
    let (exit, _) = fb.block(&[]);
    fb.brif(inb, body, &[], exit, &[]);
    fb.at(body);
    let pa = fb.elem(a, i, 4);
    let pb = fb.elem(b, i, 4);
    let pc = fb.elem(c, i, 4);
    let x = fb.load(Type::F32, pa, 4);
    let y = fb.load(Type::F32, pb, 4);
    let sum = fb.bin(Opcode::Fadd, x, y);
    fb.store(sum, pc, 4);
    fb.br(exit, &[]);
    fb.at(exit);
    fb.ret(&[]);
    fb.f
}

#[test]
fn vadd_over_a_multi_workgroup_grid() {
    let (m, ids) = module_of(vec![vadd()]);
    let mut mem = Memory::new();
    let n = 1000u32;
    let a: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let b: Vec<f32> = (0..n).map(|i| 0.5 * i as f32).collect();
    let pa = mem.alloc_f32s(&a);
    let pb = mem.alloc_f32s(&b);
    let pc = mem.alloc(n as usize * 4);
    let args = [
        ArgValue::Ptr(pa),
        ArgValue::Ptr(pb),
        ArgValue::Ptr(pc),
        ArgValue::Int(i64::from(n)),
    ];
    let stats = run_kernel(&m, ids[0], &args, &Dispatch::linear(1024, 128), &mut mem).unwrap();
    assert_eq!(stats.workgroups, 8);
    assert_eq!(stats.waves, 16);
    let c = mem.read_f32s(pc, n as usize).unwrap();
    for i in 0..n as usize {
        assert_eq!(c[i], a[i] + b[i], "{i}");
    }
    // Wave32 gives the same memory.
    let pc2 = mem.alloc(n as usize * 4);
    let args = [
        ArgValue::Ptr(pa),
        ArgValue::Ptr(pb),
        ArgValue::Ptr(pc2),
        ArgValue::Int(i64::from(n)),
    ];
    let d = Dispatch {
        wave_size: 32,
        ..Dispatch::linear(1024, 128)
    };
    let stats = run_kernel(&m, ids[0], &args, &d, &mut mem).unwrap();
    assert_eq!(stats.waves, 32);
    assert_eq!(mem.read_f32s(pc2, n as usize).unwrap(), c);
}

#[test]
fn out_of_bounds_access_is_an_error() {
    let (m, ids) = module_of(vec![vadd()]);
    let mut mem = Memory::new();
    let pa = mem.alloc(64 * 4);
    let pb = mem.alloc(64 * 4);
    let pc = mem.alloc(63 * 4);
    let args = [
        ArgValue::Ptr(pa),
        ArgValue::Ptr(pb),
        ArgValue::Ptr(pc),
        ArgValue::Int(64),
    ];
    let e = run_kernel(&m, ids[0], &args, &Dispatch::linear(64, 64), &mut mem).unwrap_err();
    assert_eq!(e.kind, ErrorKind::OutOfBounds);
    let loc = e.location.as_ref().unwrap();
    assert_eq!(loc.opcode, Opcode::Store);
    assert_eq!(loc.lane, Some(63));
    assert!(e.message.contains("overruns the 252-byte buffer"), "{e}");
}

#[test]
fn misaligned_access_is_an_error() {
    // load.i32 at p + 2 declared `align 4`.
    let mut fb = Fb::kernel("k", &[gptr()]);
    let p = fb.param(0);
    let two = fb.iconst(Type::I64, 2);
    let q = fb.bin(Opcode::Ptradd, p, two);
    fb.load(Type::I32, q, 4);
    fb.ret(&[]);
    let (m, ids) = module_of(vec![fb.f]);
    let mut mem = Memory::new();
    let buf = mem.alloc(16);
    let e = run_kernel(
        &m,
        ids[0],
        &[ArgValue::Ptr(buf)],
        &Dispatch::linear(1, 1),
        &mut mem,
    )
    .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Misaligned);
    assert!(e.message.contains("not 4-byte aligned"), "{e}");
    // The same access declared `align 2` is fine.
    let mut fb = Fb::kernel("k", &[gptr()]);
    let p = fb.param(0);
    let two = fb.iconst(Type::I64, 2);
    let q = fb.bin(Opcode::Ptradd, p, two);
    fb.load(Type::I32, q, 2);
    fb.ret(&[]);
    let (m, ids) = module_of(vec![fb.f]);
    run_kernel(
        &m,
        ids[0],
        &[ArgValue::Ptr(buf)],
        &Dispatch::linear(1, 1),
        &mut mem,
    )
    .unwrap();
}

#[test]
fn stores_to_constant_memory_are_errors() {
    // Through a global pointer into a read-only buffer: a run-time error.
    let mut fb = Fb::kernel("k", &[gptr()]);
    let p = fb.param(0);
    let one = fb.i32(1);
    fb.store(one, p, 4);
    fb.ret(&[]);
    let (m, ids) = module_of(vec![fb.f]);
    let mut mem = Memory::new();
    let ro = mem.alloc_read_only(&[0; 4]);
    let e = run_kernel(
        &m,
        ids[0],
        &[ArgValue::Ptr(ro)],
        &Dispatch::linear(1, 1),
        &mut mem,
    )
    .unwrap_err();
    assert_eq!(e.kind, ErrorKind::ReadOnly);
    // Through a `ptr.constant`: the typing rules reject the IR.
    let cptr = Type::ptr(AddrSpace::Constant);
    let mut fb = Fb::kernel("k", &[cptr]);
    let p = fb.param(0);
    let one = fb.i32(1);
    let data = fb.f.inst_data(
        Opcode::Store,
        Type::I32,
        &[one, p],
        Payload::Mem(MemArgs::aligned(4)),
    );
    let inst = fb.f.make_inst(data, &[]);
    fb.f.append_inst(fb.cur, inst);
    fb.ret(&[]);
    let (m, ids) = module_of(vec![fb.f]);
    let e = run_kernel(
        &m,
        ids[0],
        &[ArgValue::Ptr(ro)],
        &Dispatch::linear(1, 1),
        &mut mem,
    )
    .unwrap_err();
    assert_eq!(e.kind, ErrorKind::InvalidIr);
    assert!(e.message.contains("constant"), "{e}");
    // Loads through a constant pointer read the same buffers.
    let mut fb = Fb::kernel("k", &[cptr, gptr()]);
    let (p, out) = (fb.param(0), fb.param(1));
    let v = fb.load(Type::I32, p, 4);
    fb.store(v, out, 4);
    fb.ret(&[]);
    let (m, ids) = module_of(vec![fb.f]);
    let ro = mem.alloc_read_only(&42u32.to_le_bytes());
    let out = mem.alloc(4);
    run_kernel(
        &m,
        ids[0],
        &[ArgValue::Ptr(ro), ArgValue::Ptr(out)],
        &Dispatch::linear(1, 1),
        &mut mem,
    )
    .unwrap();
    assert_eq!(mem.read_u32s(out, 1).unwrap(), [42]);
}

/// Reverses each workgroup's slice through LDS: `out[g*wg + t] = in[g*wg + wg-1-t]`.
fn lds_reverse(with_barrier: bool) -> (Module, FuncId) {
    let mut m = Module::new();
    let var = m.add_lds("tile", 256 * 4, 4);
    let mut fb = Fb::kernel("rev", &[gptr(), gptr()]);
    let (inp, out) = (fb.param(0), fb.param(1));
    let t = fb.dim(Opcode::WorkitemId, Dim::X);
    let wg = fb.dim(Opcode::WorkgroupSize, Dim::X);
    let gid = fb.global_id();
    let tile = fb.op(Opcode::LdsAddr, Type::VOID, &[], Payload::Lds(var));
    let src = fb.elem(inp, gid, 4);
    let x = fb.load(Type::I32, src, 4);
    let slot = fb.elem(tile, t, 4);
    fb.store(x, slot, 4);
    if with_barrier {
        fb.op(Opcode::Barrier, Type::VOID, &[], Payload::None);
    }
    let one = fb.i32(1);
    let last = fb.bin(Opcode::Isub, wg, one);
    let rt = fb.bin(Opcode::Isub, last, t);
    let rslot = fb.elem(tile, rt, 4);
    let y = fb.load(Type::I32, rslot, 4);
    let dst = fb.elem(out, gid, 4);
    fb.store(y, dst, 4);
    fb.ret(&[]);
    let id = m.add_function(fb.f);
    (m, id)
}

#[test]
fn lds_with_a_barrier_is_shared_by_the_workgroup() {
    let (m, id) = lds_reverse(true);
    let mut mem = Memory::new();
    let input: Vec<u32> = (0..512).collect();
    let pin = mem.alloc_u32s(&input);
    let pout = mem.alloc(512 * 4);
    let stats = run_kernel(
        &m,
        id,
        &[ArgValue::Ptr(pin), ArgValue::Ptr(pout)],
        &Dispatch::linear(512, 256),
        &mut mem,
    )
    .unwrap();
    assert_eq!(stats.barriers, 2);
    let out = mem.read_u32s(pout, 512).unwrap();
    for g in 0..2u32 {
        for t in 0..256u32 {
            assert_eq!(out[(g * 256 + t) as usize], g * 256 + 255 - t);
        }
    }
}

#[test]
fn reading_unwritten_lds_is_an_error() {
    // Without the barrier, wave 0 reads the slots wave 1..3 write later.
    let (m, id) = lds_reverse(false);
    let mut mem = Memory::new();
    let pin = mem.alloc(256 * 4);
    let pout = mem.alloc(256 * 4);
    let e = run_kernel(
        &m,
        id,
        &[ArgValue::Ptr(pin), ArgValue::Ptr(pout)],
        &Dispatch::linear(256, 256),
        &mut mem,
    )
    .unwrap_err();
    assert_eq!(e.kind, ErrorKind::Uninitialized);
    assert!(e.message.contains("never written"), "{e}");
    assert_eq!(e.location.unwrap().lane, Some(0));
}

#[test]
fn private_stack_slots_are_per_work_item() {
    // Each work-item stores its id into a stack slot, reads it back through
    // a flat pointer, and writes it out; reading an unwritten slot fails.
    let mut fb = Fb::kernel("k", &[gptr()]);
    let out = fb.param(0);
    let ss = fb.f.create_stack_slot(8, 4);
    let t = fb.dim(Opcode::WorkitemId, Dim::X);
    let p = fb.op(Opcode::StackAddr, Type::VOID, &[], Payload::StackSlot(ss));
    fb.store(t, p, 4);
    let flat = fb.conv(Opcode::Addrspacecast, Type::ptr(AddrSpace::Flat), p);
    let v = fb.load(Type::I32, flat, 4);
    let dst = fb.elem(out, t, 4);
    fb.store(v, dst, 4);
    fb.ret(&[]);
    let (m, ids) = module_of(vec![fb.f]);
    let mut mem = Memory::new();
    let pout = mem.alloc(64 * 4);
    run_kernel(
        &m,
        ids[0],
        &[ArgValue::Ptr(pout)],
        &Dispatch::linear(64, 64),
        &mut mem,
    )
    .unwrap();
    assert_eq!(
        mem.read_u32s(pout, 64).unwrap(),
        (0..64).collect::<Vec<u32>>()
    );

    let mut fb = Fb::kernel("k", &[]);
    let ss = fb.f.create_stack_slot(8, 4);
    let p = fb.op(Opcode::StackAddr, Type::VOID, &[], Payload::StackSlot(ss));
    fb.load(Type::I32, p, 4);
    fb.ret(&[]);
    let (m, ids) = module_of(vec![fb.f]);
    let e = run_kernel(&m, ids[0], &[], &Dispatch::linear(1, 1), &mut mem).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Uninitialized);
}

#[test]
fn flat_pointers_reach_global_and_lds() {
    let mut m = Module::new();
    let var = m.add_lds("x", 4, 4);
    let flat = Type::ptr(AddrSpace::Flat);
    let mut fb = Fb::kernel("k", &[gptr()]);
    let out = fb.param(0);
    let l = fb.op(Opcode::LdsAddr, Type::VOID, &[], Payload::Lds(var));
    let lf = fb.conv(Opcode::Addrspacecast, flat, l);
    let seven = fb.i32(7);
    fb.store(seven, lf, 4);
    let v = fb.load(Type::I32, l, 4);
    let of = fb.conv(Opcode::Addrspacecast, flat, out);
    fb.store(v, of, 4);
    fb.ret(&[]);
    m.add_function(fb.f);
    let mut mem = Memory::new();
    let pout = mem.alloc(4);
    run_kernel(
        &m,
        FuncId::from_u32(0),
        &[ArgValue::Ptr(pout)],
        &Dispatch::linear(1, 1),
        &mut mem,
    )
    .unwrap();
    assert_eq!(mem.read_u32s(pout, 1).unwrap(), [7]);
}

#[test]
fn loads_and_stores_are_little_endian_for_every_type() {
    // Copy one value of each type from `in` to `out` at increasing offsets.
    let tys = [
        Type::I8,
        Type::I16,
        Type::I32,
        Type::I64,
        Type::F16,
        Type::BF16,
        Type::F32,
        Type::F64,
        vec_ty(Type::F32, 3),
        vec_ty(Type::I64, 4),
        vec_ty(Type::F16, 2),
        gptr(),
    ];
    let mut fb = Fb::kernel("k", &[gptr(), gptr()]);
    let (inp, out) = (fb.param(0), fb.param(1));
    let mut off = 0i64;
    for &ty in &tys {
        let k = fb.iconst(Type::I64, off);
        let src = fb.bin(Opcode::Ptradd, inp, k);
        let dst = fb.bin(Opcode::Ptradd, out, k);
        let v = fb.load(ty, src, 1);
        fb.store(v, dst, 1);
        off += i64::from(ty.bytes());
    }
    fb.ret(&[]);
    let (m, ids) = module_of(vec![fb.f]);
    let mut mem = Memory::new();
    let data: Vec<u8> = (0..off as u8).map(|x| x.wrapping_mul(37)).collect();
    let pin = mem.alloc_init(&data);
    let pout = mem.alloc(off as usize);
    run_kernel(
        &m,
        ids[0],
        &[ArgValue::Ptr(pin), ArgValue::Ptr(pout)],
        &Dispatch::linear(1, 1),
        &mut mem,
    )
    .unwrap();
    assert_eq!(mem.read(pout, off as usize).unwrap(), &data[..]);

    // A loaded i32 is the little-endian reading of its bytes.
    let mut fb = Fb::device("g", &[gptr()], &[Type::I32]);
    let p = fb.param(0);
    let v = fb.load(Type::I32, p, 4);
    fb.ret(&[v]);
    let (m, ids) = module_of(vec![fb.f]);
    let mut mem = Memory::new();
    let buf = mem.alloc_init(&[0x78, 0x56, 0x34, 0x12]);
    let r = call_function_in(&m, ids[0], &[s(buf)], &mut mem).unwrap();
    assert_eq!(r[0].0[0], 0x1234_5678);
}

// ---------------------------------------------------------------------------
// Atomics.

#[test]
fn atomic_histogram_counts_exactly() {
    // bins[gid % 8] += 1 from 4 workgroups of 256; also a global counter
    // whose returned old values must be a permutation of 0..1024.
    let mut fb = Fb::kernel("hist", &[gptr(), gptr()]);
    let (bins, olds) = (fb.param(0), fb.param(1));
    let gid = fb.global_id();
    let seven = fb.i32(7);
    let bin_i = fb.bin(Opcode::And, gid, seven);
    let pb = fb.elem(bins, bin_i, 4);
    let one = fb.i32(1);
    fb.rmw(AtomicRmwOp::Add, pb, one);
    let eight = fb.i32(8);
    let pc = fb.elem(bins, eight, 4);
    let old = fb.rmw(AtomicRmwOp::Add, pc, one);
    let po = fb.elem(olds, gid, 4);
    fb.store(old, po, 4);
    fb.ret(&[]);
    let (m, ids) = module_of(vec![fb.f]);
    let mut mem = Memory::new();
    let pbins = mem.alloc(9 * 4);
    let polds = mem.alloc(1024 * 4);
    run_kernel(
        &m,
        ids[0],
        &[ArgValue::Ptr(pbins), ArgValue::Ptr(polds)],
        &Dispatch::linear(1024, 256),
        &mut mem,
    )
    .unwrap();
    let counts = mem.read_u32s(pbins, 9).unwrap();
    assert_eq!(counts, [128, 128, 128, 128, 128, 128, 128, 128, 1024]);
    let mut olds = mem.read_u32s(polds, 1024).unwrap();
    olds.sort_unstable();
    assert_eq!(olds, (0..1024).collect::<Vec<u32>>());
}

/// Applies `rmw` to a one-word buffer holding `init` with operand `v` and
/// returns (old value returned, new memory contents).
fn rmw_once(op: AtomicRmwOp, ty: Type, init: u64, v: u64) -> (u64, u64) {
    let mut fb = Fb::device("r", &[gptr(), ty], &[ty]);
    let (p, x) = (fb.param(0), fb.param(1));
    let old = fb.rmw(op, p, x);
    fb.ret(&[old]);
    let (m, ids) = module_of(vec![fb.f]);
    let mut mem = Memory::new();
    let n = ty.bytes() as usize;
    let buf = mem.alloc_init(&init.to_le_bytes()[..n]);
    let r = call_function_in(&m, ids[0], &[s(buf), s(v)], &mut mem).unwrap();
    let mut bytes = [0u8; 8];
    bytes[..n].copy_from_slice(mem.read(buf, n).unwrap());
    (r[0].0[0], u64::from_le_bytes(bytes))
}

#[test]
fn atomic_rmw_operations() {
    use AtomicRmwOp::*;
    let i32t = Type::I32;
    assert_eq!(rmw_once(Add, i32t, 0xffff_ffff, 2), (0xffff_ffff, 1));
    assert_eq!(rmw_once(Sub, i32t, 0, 1), (0, 0xffff_ffff));
    assert_eq!(rmw_once(And, i32t, 0b1100, 0b1010), (0b1100, 0b1000));
    assert_eq!(rmw_once(Or, i32t, 0b1100, 0b1010), (0b1100, 0b1110));
    assert_eq!(rmw_once(Xor, i32t, 0b1100, 0b1010), (0b1100, 0b0110));
    assert_eq!(rmw_once(Smin, i32t, 5, m32(-1)), (5, m32(-1)));
    assert_eq!(rmw_once(Smax, i32t, 5, m32(-1)), (5, 5));
    assert_eq!(rmw_once(Umin, i32t, 5, m32(-1)), (5, 5));
    assert_eq!(rmw_once(Umax, i32t, 5, m32(-1)), (5, m32(-1)));
    assert_eq!(rmw_once(Xchg, Type::I64, 1 << 40, 3), (1 << 40, 3));
    // inc: old >= v ? 0 : old + 1.
    assert_eq!(rmw_once(Inc, i32t, 3, 5), (3, 4));
    assert_eq!(rmw_once(Inc, i32t, 5, 5), (5, 0));
    assert_eq!(rmw_once(Inc, i32t, 9, 5), (9, 0));
    // dec: old == 0 || old > v ? v : old - 1.
    assert_eq!(rmw_once(Dec, i32t, 3, 5), (3, 2));
    assert_eq!(rmw_once(Dec, i32t, 0, 5), (0, 5));
    assert_eq!(rmw_once(Dec, i32t, 9, 5), (9, 5));
    assert_eq!(
        rmw_once(Fadd, Type::F32, f(1.0), f(2f32.powi(-24))),
        (f(1.0), f(1.0))
    );
    assert_eq!(
        rmw_once(Fadd, Type::F64, d(1.5), d(2.25)),
        (d(1.5), d(3.75))
    );
    assert_eq!(
        rmw_once(Fmin, Type::F32, 0x7fc0_0000, f(2.0)),
        (0x7fc0_0000, f(2.0))
    );
    assert_eq!(
        rmw_once(Fmax, Type::F32, f(-0.0), f(0.0)),
        (f(-0.0), f(0.0))
    );
    assert_eq!(rmw_once(Xchg, Type::F32, f(1.0), f(2.0)), (f(1.0), f(2.0)));
    let f16x2 = vec_ty(Type::F16, 2);
    // Packed f16x2 fadd: lanes 1.0 + 0.5 and 65504 + 65504 (overflow).
    let mut fb = Fb::device("r", &[gptr(), f16x2], &[f16x2]);
    let (p, x) = (fb.param(0), fb.param(1));
    let old = fb.rmw(Fadd, p, x);
    fb.ret(&[old]);
    let (m, ids) = module_of(vec![fb.f]);
    let mut mem = Memory::new();
    let init = h(1.0) | h(65504.0) << 16;
    let buf = mem.alloc_init(&(init as u32).to_le_bytes());
    call_function_in(
        &m,
        ids[0],
        &[s(buf), ValueBits::from_lanes(&[h(0.5), h(65504.0)])],
        &mut mem,
    )
    .unwrap();
    assert_eq!(
        mem.read_u32s(buf, 1).unwrap(),
        [(h(1.5) | 0x7c00 << 16) as u32]
    );
}

#[test]
fn cmpxchg_returns_the_old_value() {
    let mut fb = Fb::device("c", &[gptr(), Type::I32, Type::I32], &[Type::I32]);
    let (p, e, n) = (fb.param(0), fb.param(1), fb.param(2));
    let mem_args = MemArgs::atomic(4, Ordering::AcqRel, SyncScope::Agent);
    let old = fb.op(
        Opcode::CmpXchg,
        Type::VOID,
        &[p, e, n],
        Payload::CmpXchg {
            mem: mem_args,
            failure: Ordering::Acquire,
        },
    );
    fb.ret(&[old]);
    let (m, ids) = module_of(vec![fb.f]);
    let mut mem = Memory::new();
    let buf = mem.alloc_u32s(&[10]);
    let r = call_function_in(&m, ids[0], &[s(buf), s(10), s(20)], &mut mem).unwrap();
    assert_eq!((r[0].0[0], mem.read_u32s(buf, 1).unwrap()[0]), (10, 20));
    let r = call_function_in(&m, ids[0], &[s(buf), s(10), s(30)], &mut mem).unwrap();
    assert_eq!((r[0].0[0], mem.read_u32s(buf, 1).unwrap()[0]), (20, 20));
}

#[test]
fn lds_atomics_and_fences() {
    // Every work-item of a workgroup adds 1 to an LDS counter (initialised
    // by work-item 0 before a barrier); then work-item 0 writes it out.
    let mut m = Module::new();
    let var = m.add_lds("count", 4, 4);
    let mut fb = Fb::kernel("k", &[gptr()]);
    let out = fb.param(0);
    let t = fb.dim(Opcode::WorkitemId, Dim::X);
    let l = fb.op(Opcode::LdsAddr, Type::VOID, &[], Payload::Lds(var));
    let zero = fb.i32(0);
    let is0 = fb.icmp(IntCC::Eq, t, zero);
    let (init, _) = fb.block(&[]);
    let (join, _) = fb.block(&[]);
    fb.brif(is0, init, &[], join, &[]);
    fb.at(init);
    fb.store(zero, l, 4);
    fb.br(join, &[]);
    fb.at(join);
    fb.op(
        Opcode::Fence,
        Type::VOID,
        &[],
        Payload::Fence(Ordering::Release, SyncScope::Workgroup),
    );
    fb.op(Opcode::Barrier, Type::VOID, &[], Payload::None);
    let one = fb.i32(1);
    fb.rmw(AtomicRmwOp::Add, l, one);
    fb.op(Opcode::Barrier, Type::VOID, &[], Payload::None);
    let (write, _) = fb.block(&[]);
    let (done, _) = fb.block(&[]);
    fb.brif(is0, write, &[], done, &[]);
    fb.at(write);
    let v = fb.load(Type::I32, l, 4);
    let g = fb.dim(Opcode::WorkgroupId, Dim::X);
    let dst = fb.elem(out, g, 4);
    fb.store(v, dst, 4);
    fb.br(done, &[]);
    fb.at(done);
    fb.ret(&[]);
    let id = m.add_function(fb.f);
    let mut mem = Memory::new();
    let pout = mem.alloc(3 * 4);
    run_kernel(
        &m,
        id,
        &[ArgValue::Ptr(pout)],
        &Dispatch::linear(3 * 192, 192),
        &mut mem,
    )
    .unwrap();
    assert_eq!(mem.read_u32s(pout, 3).unwrap(), [192, 192, 192]);
}

// ---------------------------------------------------------------------------
// Barriers.

#[test]
fn barrier_in_divergent_code_is_an_error() {
    // `if (tid < 32) barrier;` in a workgroup of 64.
    let mut fb = Fb::kernel("k", &[]);
    let t = fb.dim(Opcode::WorkitemId, Dim::X);
    let k = fb.i32(32);
    let c = fb.icmp(IntCC::Ult, t, k);
    let (then, _) = fb.block(&[]);
    let (exit, _) = fb.block(&[]);
    fb.brif(c, then, &[], exit, &[]);
    fb.at(then);
    fb.op(Opcode::Barrier, Type::VOID, &[], Payload::None);
    fb.br(exit, &[]);
    fb.at(exit);
    fb.ret(&[]);
    let (m, ids) = module_of(vec![fb.f]);
    let e = run_kernel(
        &m,
        ids[0],
        &[],
        &Dispatch::linear(64, 64),
        &mut Memory::new(),
    )
    .unwrap_err();
    assert_eq!(e.kind, ErrorKind::BarrierDivergence);
    let text = e.to_string();
    assert!(
        text.contains("barrier not reached by all work-items of the workgroup"),
        "{text}"
    );
    assert!(text.contains("32-63"), "{text}");
    // With two waves split by the condition, wave 1 never reaches it.
    let e = run_kernel(
        &m,
        ids[0],
        &[],
        &Dispatch {
            wave_size: 32,
            ..Dispatch::linear(64, 64)
        },
        &mut Memory::new(),
    )
    .unwrap_err();
    assert_eq!(e.kind, ErrorKind::BarrierDivergence);
    assert!(e.to_string().contains("work-items 32-63 returned"), "{e}");
}

#[test]
fn barriers_at_different_instructions_are_an_error() {
    // `if (tid < 32) barrier A else barrier B` with wave32: each wave is
    // uniform, but the waves wait at different barriers.
    let mut fb = Fb::kernel("k", &[]);
    let t = fb.dim(Opcode::WorkitemId, Dim::X);
    let k = fb.i32(32);
    let c = fb.icmp(IntCC::Ult, t, k);
    let (a, _) = fb.block(&[]);
    let (b, _) = fb.block(&[]);
    let (exit, _) = fb.block(&[]);
    fb.brif(c, a, &[], b, &[]);
    fb.at(a);
    fb.op(Opcode::Barrier, Type::VOID, &[], Payload::None);
    fb.br(exit, &[]);
    fb.at(b);
    fb.op(Opcode::Barrier, Type::VOID, &[], Payload::None);
    fb.br(exit, &[]);
    fb.at(exit);
    fb.ret(&[]);
    let (m, ids) = module_of(vec![fb.f]);
    let d = Dispatch {
        wave_size: 32,
        ..Dispatch::linear(64, 64)
    };
    let e = run_kernel(&m, ids[0], &[], &d, &mut Memory::new()).unwrap_err();
    assert_eq!(e.kind, ErrorKind::BarrierDivergence);
    assert!(e.to_string().contains("different barrier"), "{e}");
    // A uniform condition per workgroup is fine: all take the same side.
    let mut fb = Fb::kernel("k", &[]);
    let g = fb.dim(Opcode::WorkgroupId, Dim::X);
    let zero = fb.i32(0);
    let c = fb.icmp(IntCC::Eq, g, zero);
    let (a, _) = fb.block(&[]);
    let (b, _) = fb.block(&[]);
    let (exit, _) = fb.block(&[]);
    fb.brif(c, a, &[], b, &[]);
    fb.at(a);
    fb.op(Opcode::Barrier, Type::VOID, &[], Payload::None);
    fb.br(exit, &[]);
    fb.at(b);
    fb.op(Opcode::Barrier, Type::VOID, &[], Payload::None);
    fb.br(exit, &[]);
    fb.at(exit);
    fb.ret(&[]);
    let (m, ids) = module_of(vec![fb.f]);
    let stats = run_kernel(
        &m,
        ids[0],
        &[],
        &Dispatch::linear(256, 128),
        &mut Memory::new(),
    )
    .unwrap();
    assert_eq!(stats.barriers, 2);
}

// ---------------------------------------------------------------------------
// Wave operations and reconvergence.

/// A kernel writing, per work-item, the result of `body(fb, tid)` to `out`.
fn per_item(body: impl FnOnce(&mut Fb, Value) -> Value) -> (Module, FuncId) {
    let mut fb = Fb::kernel("k", &[gptr()]);
    let out = fb.param(0);
    let t = fb.global_id();
    let r = body(&mut fb, t);
    let dst = fb.elem(out, t, 4);
    fb.store(r, dst, 4);
    fb.ret(&[]);
    let (m, ids) = module_of(vec![fb.f]);
    (m, ids[0])
}

fn run_per_item(m: &Module, id: FuncId, d: &Dispatch) -> Result<Vec<u32>, InterpError> {
    let n = (d.grid[0] * d.grid[1] * d.grid[2]) as usize;
    let mut mem = Memory::new();
    let out = mem.alloc(n * 4);
    run_kernel(m, id, &[ArgValue::Ptr(out)], d, &mut mem)?;
    Ok(mem.read_u32s(out, n).unwrap())
}

#[test]
fn wave_reduce_after_an_if_sees_every_lane() {
    // if (tid odd) { x = wave_reduce add 1 } ; y = wave_reduce add 1
    // out = x * 1000 + y (x = 0 for even lanes).
    let (m, id) = per_item(|fb, t| {
        let one = fb.i32(1);
        let odd = fb.bin(Opcode::And, t, one);
        let c = fb.conv(Opcode::Trunc, Type::I1, odd);
        let (then, _) = fb.block(&[]);
        let (join, jp) = fb.block(&[Type::I32]);
        let zero = fb.i32(0);
        fb.brif(c, then, &[], join, &[zero]);
        fb.at(then);
        let x = fb.op(
            Opcode::WaveReduce,
            Type::VOID,
            &[one],
            Payload::Reduce(ReduceOp::Add),
        );
        fb.br(join, &[x]);
        fb.at(join);
        let y = fb.op(
            Opcode::WaveReduce,
            Type::VOID,
            &[one],
            Payload::Reduce(ReduceOp::Add),
        );
        let k = fb.i32(1000);
        let xk = fb.bin(Opcode::Imul, jp[0], k);
        fb.bin(Opcode::Iadd, xk, y)
    });
    let out = run_per_item(&m, id, &Dispatch::linear(128, 128)).unwrap();
    for (i, &v) in out.iter().enumerate() {
        let want = if i % 2 == 1 { 32 * 1000 + 64 } else { 64 };
        assert_eq!(v, want, "{i}");
    }
    let out = run_per_item(
        &m,
        id,
        &Dispatch {
            wave_size: 32,
            ..Dispatch::linear(96, 96)
        },
    )
    .unwrap();
    assert_eq!(out[1], 16 * 1000 + 32);
    assert_eq!(out[2], 32);
}

#[test]
fn ballot_readfirstlane_readlane_in_divergent_code() {
    // In the branch taken by lanes with tid % 3 == 0 (lanes 0, 3, ... 63):
    // out = readfirstlane(tid) + popcount(ballot(true)) * 1000, and
    // readlane(tid * 2, 3) * 100000. Other lanes write 7.
    let (m, id) = per_item(|fb, t| {
        let three = fb.i32(3);
        let r = fb.bin(Opcode::Urem, t, three);
        let zero = fb.i32(0);
        let c = fb.icmp(IntCC::Eq, r, zero);
        let (then, _) = fb.block(&[]);
        let (join, jp) = fb.block(&[Type::I32]);
        let seven = fb.i32(7);
        fb.brif(c, then, &[], join, &[seven]);
        fb.at(then);
        let first = fb.un(Opcode::Readfirstlane, t);
        let tru = fb.iconst(Type::I1, 1);
        let mask = fb.un(Opcode::Ballot, tru);
        let cnt = fb.un(Opcode::Popcnt, mask);
        let cnt = fb.conv(Opcode::Trunc, Type::I32, cnt);
        let k = fb.i32(1000);
        let ck = fb.bin(Opcode::Imul, cnt, k);
        let two = fb.i32(2);
        let t2 = fb.bin(Opcode::Imul, t, two);
        let l3 = fb.bin(Opcode::Readlane, t2, three);
        let k2 = fb.i32(100_000);
        let lk = fb.bin(Opcode::Imul, l3, k2);
        let a = fb.bin(Opcode::Iadd, first, ck);
        let v = fb.bin(Opcode::Iadd, a, lk);
        fb.br(join, &[v]);
        fb.at(join);
        jp[0]
    });
    let out = run_per_item(&m, id, &Dispatch::linear(64, 64)).unwrap();
    for (i, &v) in out.iter().enumerate() {
        let want = if i % 3 == 0 {
            // Active: lanes 0, 3, ..., 63 (22 lanes); lane 3 holds 6.
            (22 * 1000 + 6 * 100_000) as u32
        } else {
            7
        };
        assert_eq!(v, want, "{i}");
    }
    // Ballot's mask: lane bits within the wave.
    let (m, id) = per_item(|fb, t| {
        let one = fb.i32(1);
        let odd = fb.bin(Opcode::And, t, one);
        let c = fb.conv(Opcode::Trunc, Type::I1, odd);
        let b = fb.un(Opcode::Ballot, c);
        let lo = fb.conv(Opcode::Trunc, Type::I32, b);
        let thirty_two = fb.iconst(Type::I64, 32);
        let hi = fb.bin(Opcode::Lshr, b, thirty_two);
        let hi = fb.conv(Opcode::Trunc, Type::I32, hi);
        fb.bin(Opcode::Xor, lo, hi)
    });
    let out = run_per_item(&m, id, &Dispatch::linear(64, 64)).unwrap();
    assert_eq!(out[0], 0);
    let out = run_per_item(
        &m,
        id,
        &Dispatch {
            wave_size: 32,
            ..Dispatch::linear(64, 64)
        },
    )
    .unwrap();
    assert_eq!(out[5], 0xaaaa_aaaa, "wave32 ballot has zero high bits");
}

#[test]
fn readlane_of_an_inactive_lane_is_an_error() {
    let (m, id) = per_item(|fb, t| {
        let k = fb.i32(10);
        let c = fb.icmp(IntCC::Ult, t, k);
        let (then, _) = fb.block(&[]);
        let (join, jp) = fb.block(&[Type::I32]);
        fb.brif(c, then, &[], join, &[t]);
        fb.at(then);
        let src = fb.i32(20);
        let v = fb.bin(Opcode::Readlane, t, src);
        fb.br(join, &[v]);
        fb.at(join);
        jp[0]
    });
    let e = run_per_item(&m, id, &Dispatch::linear(64, 64)).unwrap_err();
    assert_eq!(e.kind, ErrorKind::BadLane);
    assert!(e.message.contains("lane 20 is inactive"), "{e}");
    // Out of the wave.
    let (m, id) = per_item(|fb, t| {
        let src = fb.i32(40);
        fb.bin(Opcode::Shuffle, t, src)
    });
    let e = run_per_item(
        &m,
        id,
        &Dispatch {
            wave_size: 32,
            ..Dispatch::linear(32, 32)
        },
    )
    .unwrap_err();
    assert_eq!(e.kind, ErrorKind::BadLane);
    assert!(e.message.contains("outside the wave"), "{e}");
}

#[test]
fn shuffle_rotates_within_the_wave() {
    // out[t] = shuffle(t * 10, (lane + 1) % wave_size)
    let (m, id) = per_item(|fb, t| {
        let ten = fb.i32(10);
        let v = fb.bin(Opcode::Imul, t, ten);
        let lane = fb.nullary(Opcode::LaneId);
        let ws = fb.nullary(Opcode::WaveSize);
        let one = fb.i32(1);
        let n = fb.bin(Opcode::Iadd, lane, one);
        let src = fb.bin(Opcode::Urem, n, ws);
        fb.bin(Opcode::Shuffle, v, src)
    });
    let out = run_per_item(
        &m,
        id,
        &Dispatch {
            wave_size: 32,
            ..Dispatch::linear(64, 64)
        },
    )
    .unwrap();
    for (i, &v) in out.iter().enumerate() {
        let src = i / 32 * 32 + (i % 32 + 1) % 32;
        assert_eq!(v as usize, src * 10, "{i}");
    }
}

#[test]
fn wave_reductions() {
    fn reduce(r: ReduceOp, ty: Type, vals: impl Fn(u32) -> u64) -> u64 {
        // A device-free kernel: every lane reduces vals(lane) and lane 0
        // stores the result.
        let mut fb = Fb::kernel("k", &[gptr(), gptr()]);
        let (inp, out) = (fb.param(0), fb.param(1));
        let t = fb.dim(Opcode::WorkitemId, Dim::X);
        let size = ty.bytes() as i64;
        let p = fb.elem(inp, t, size);
        let x = fb.load(ty, p, ty.bytes());
        let v = fb.op(Opcode::WaveReduce, Type::VOID, &[x], Payload::Reduce(r));
        let zero = fb.i32(0);
        let q = fb.elem(out, zero, size);
        let is0 = fb.icmp(IntCC::Eq, t, zero);
        let (w, _) = fb.block(&[]);
        let (e, _) = fb.block(&[]);
        fb.brif(is0, w, &[], e, &[]);
        fb.at(w);
        fb.store(v, q, ty.bytes());
        fb.br(e, &[]);
        fb.at(e);
        fb.ret(&[]);
        let (m, ids) = module_of(vec![fb.f]);
        let mut mem = Memory::new();
        let bytes: Vec<u8> = (0..64)
            .flat_map(|l| vals(l).to_le_bytes().into_iter().take(ty.bytes() as usize))
            .collect();
        let pin = mem.alloc_init(&bytes);
        let pout = mem.alloc(8);
        run_kernel(
            &m,
            ids[0],
            &[ArgValue::Ptr(pin), ArgValue::Ptr(pout)],
            &Dispatch::linear(64, 64),
            &mut mem,
        )
        .unwrap();
        let mut b = [0u8; 8];
        b.copy_from_slice(mem.read(pout, 8).unwrap());
        u64::from_le_bytes(b)
            & if ty.bytes() == 4 {
                0xffff_ffff
            } else {
                u64::MAX
            }
    }
    let i32t = Type::I32;
    assert_eq!(reduce(ReduceOp::Add, i32t, |l| u64::from(l)), 2016);
    assert_eq!(reduce(ReduceOp::Add, i32t, |_| 0x8000_0000), 0, "wraps");
    assert_eq!(reduce(ReduceOp::And, i32t, |l| u64::from(l | 0x100)), 0x100);
    assert_eq!(reduce(ReduceOp::Or, i32t, |l| 1 << (l % 32)), 0xffff_ffff);
    assert_eq!(reduce(ReduceOp::Xor, i32t, |l| u64::from(l)), 0);
    assert_eq!(
        reduce(ReduceOp::Smin, i32t, |l| m32(i64::from(l) - 10)),
        m32(-10)
    );
    assert_eq!(reduce(ReduceOp::Smax, i32t, |l| m32(-i64::from(l))), 0);
    assert_eq!(
        reduce(ReduceOp::Umin, i32t, |l| m32(-i64::from(l) - 1)),
        m32(-64)
    );
    assert_eq!(
        reduce(ReduceOp::Umax, Type::I64, |l| u64::from(l) << 40),
        63 << 40
    );
    assert_eq!(
        reduce(ReduceOp::Fadd, Type::F32, |l| f(l as f32 * 0.5)),
        f(1008.0)
    );
    assert_eq!(
        reduce(ReduceOp::Fmin, Type::F32, |l| if l == 5 {
            0x7fc0_0000
        } else {
            f(l as f32 - 3.0)
        }),
        f(-3.0)
    );
    assert_eq!(
        reduce(ReduceOp::Fmax, Type::F64, |l| d(f64::from(l))),
        d(63.0)
    );
}

#[test]
fn wave_operations_need_a_dispatch() {
    let mut fb = Fb::device("f", &[Type::I32], &[Type::I32]);
    let x = fb.param(0);
    let r = fb.un(Opcode::Readfirstlane, x);
    fb.ret(&[r]);
    let (m, ids) = module_of(vec![fb.f]);
    let e = call_function(&m, ids[0], &[s(1)]).unwrap_err();
    assert_eq!(e.kind, ErrorKind::NoDispatch);
    let mut fb = Fb::device("f", &[], &[Type::I32]);
    let r = fb.dim(Opcode::WorkitemId, Dim::X);
    fb.ret(&[r]);
    let (m, ids) = module_of(vec![fb.f]);
    assert_eq!(
        call_function(&m, ids[0], &[]).unwrap_err().kind,
        ErrorKind::NoDispatch
    );
}

// ---------------------------------------------------------------------------
// Dispatch geometry.

#[test]
fn dispatch_geometry_in_three_dimensions() {
    // out[linear global id] = packed (wg x,y,z, item x,y,z, sizes, grid, lane).
    let mut fb = Fb::kernel("k", &[gptr()]);
    let out = fb.param(0);
    let mut vals = Vec::new();
    for op in [
        Opcode::WorkitemId,
        Opcode::WorkgroupId,
        Opcode::WorkgroupSize,
        Opcode::GridSize,
    ] {
        for dim in [Dim::X, Dim::Y, Dim::Z] {
            vals.push(fb.dim(op, dim));
        }
    }
    vals.push(fb.nullary(Opcode::LaneId));
    vals.push(fb.nullary(Opcode::WaveSize));
    // Linear global id = (gz*GY + gy)*GX + gx, with g = wg*size + item.
    let mut gl = Vec::new();
    for k in 0..3 {
        let a = fb.bin(Opcode::Imul, vals[3 + k], vals[6 + k]);
        gl.push(fb.bin(Opcode::Iadd, a, vals[k]));
    }
    let zy = fb.bin(Opcode::Imul, gl[2], vals[10]);
    let zy = fb.bin(Opcode::Iadd, zy, gl[1]);
    let lin = fb.bin(Opcode::Imul, zy, vals[9]);
    let lin = fb.bin(Opcode::Iadd, lin, gl[0]);
    let n = vals.len() as i64;
    let sixteen = fb.i32(n);
    let base = fb.bin(Opcode::Imul, lin, sixteen);
    for (k, &v) in vals.iter().enumerate() {
        let kk = fb.i32(k as i64);
        let idx = fb.bin(Opcode::Iadd, base, kk);
        let p = fb.elem(out, idx, 4);
        fb.store(v, p, 4);
    }
    fb.ret(&[]);
    let (m, ids) = module_of(vec![fb.f]);
    let grid = [8u32, 6, 4];
    let wg = [4u32, 3, 2];
    let d = Dispatch {
        wave_size: 32,
        ..Dispatch::new(grid, wg)
    };
    let total = (8 * 6 * 4) as usize;
    let mut mem = Memory::new();
    let pout = mem.alloc(total * 14 * 4);
    let stats = run_kernel(&m, ids[0], &[ArgValue::Ptr(pout)], &d, &mut mem).unwrap();
    assert_eq!(stats.workgroups, 2 * 2 * 2);
    let out = mem.read_u32s(pout, total * 14).unwrap();
    for z in 0..4u32 {
        for y in 0..6u32 {
            for x in 0..8u32 {
                let lin = ((z * 6 + y) * 8 + x) as usize;
                let rec = &out[lin * 14..lin * 14 + 14];
                let item = [x % 4, y % 3, z % 2];
                let local_lin = item[0] + item[1] * 4 + item[2] * 12;
                let want = [
                    item[0],
                    item[1],
                    item[2],
                    x / 4,
                    y / 3,
                    z / 2,
                    4,
                    3,
                    2,
                    8,
                    6,
                    4,
                    local_lin % 32,
                    32,
                ];
                assert_eq!(rec, want, "({x}, {y}, {z})");
            }
        }
    }
}

#[test]
fn bad_dispatches_are_rejected() {
    let (m, ids) = module_of(vec![vadd()]);
    let mut mem = Memory::new();
    let p = mem.alloc(4);
    let args = [
        ArgValue::Ptr(p),
        ArgValue::Ptr(p),
        ArgValue::Ptr(p),
        ArgValue::Int(0),
    ];
    for d in [
        Dispatch::linear(100, 64),
        Dispatch::linear(2048, 2048),
        Dispatch {
            wave_size: 16,
            ..Dispatch::linear(64, 64)
        },
    ] {
        let e = run_kernel(&m, ids[0], &args, &d, &mut mem).unwrap_err();
        assert_eq!(e.kind, ErrorKind::BadDispatch, "{d:?}");
    }
    let e = run_kernel(&m, ids[0], &args[..3], &Dispatch::linear(64, 64), &mut mem).unwrap_err();
    assert_eq!(e.kind, ErrorKind::BadArguments);
    let bad = [
        ArgValue::Ptr(p),
        ArgValue::Ptr(p),
        ArgValue::Ptr(p),
        ArgValue::Int(1 << 40),
    ];
    let e = run_kernel(&m, ids[0], &bad, &Dispatch::linear(64, 64), &mut mem).unwrap_err();
    assert_eq!(e.kind, ErrorKind::BadArguments);
    let e = call_function(&m, ids[0], &[]).unwrap_err();
    assert_eq!(e.kind, ErrorKind::BadArguments);
}

// ---------------------------------------------------------------------------
// Control flow and calls.

/// `fact(n) = n <= 1 ? 1 : n * fact(n - 1)`, recursive.
fn factorial(m: &mut Module) -> FuncId {
    let id = FuncId::from_u32(m.functions.len() as u32);
    let mut fb = Fb::device("fact", &[Type::I64], &[Type::I64]);
    let n = fb.param(0);
    let one = fb.iconst(Type::I64, 1);
    let c = fb.icmp(IntCC::Sle, n, one);
    let (base, _) = fb.block(&[]);
    let (rec, _) = fb.block(&[]);
    fb.brif(c, base, &[], rec, &[]);
    fb.at(base);
    fb.ret(&[one]);
    fb.at(rec);
    let n1 = fb.bin(Opcode::Isub, n, one);
    let r = fb.call(id, &[n1], &[Type::I64]);
    let p = fb.bin(Opcode::Imul, n, r[0]);
    fb.ret(&[p]);
    assert_eq!(m.add_function(fb.f), id);
    id
}

#[test]
fn recursive_device_function() {
    let mut m = Module::new();
    let id = factorial(&mut m);
    let r = call_function(&m, id, &[s(10)]).unwrap();
    assert_eq!(r[0].0[0], 3_628_800);
    let r = call_function(&m, id, &[s(20)]).unwrap();
    assert_eq!(r[0].0[0], 2_432_902_008_176_640_000);
    let e = call_function(&m, id, &[s(1000)]).unwrap_err();
    assert_eq!(e.kind, ErrorKind::CallDepth);

    // Called from a kernel with divergent arguments: out[t] = fact(t % 8).
    let mut fb = Fb::kernel("k", &[gptr()]);
    let out = fb.param(0);
    let t = fb.global_id();
    let seven = fb.i32(7);
    let n = fb.bin(Opcode::And, t, seven);
    let n64 = fb.conv(Opcode::Zext, Type::I64, n);
    let r = fb.call(id, &[n64], &[Type::I64]);
    let p = fb.elem(out, t, 8);
    fb.store(r[0], p, 8);
    fb.ret(&[]);
    let k = m.add_function(fb.f);
    let mut mem = Memory::new();
    let pout = mem.alloc(128 * 8);
    let stats = run_kernel(
        &m,
        k,
        &[ArgValue::Ptr(pout)],
        &Dispatch::linear(128, 64),
        &mut mem,
    )
    .unwrap();
    assert_eq!(stats.max_call_depth, 7);
    let bytes = mem.read(pout, 128 * 8).unwrap();
    let facts = [1u64, 1, 2, 6, 24, 120, 720, 5040];
    for t in 0..128 {
        let v = u64::from_le_bytes(bytes[t * 8..t * 8 + 8].try_into().unwrap());
        assert_eq!(v, facts[t % 8], "{t}");
    }
}

#[test]
fn multiple_returns_and_private_memory_in_calls() {
    // divmod(a, b) -> (a / b, a % b) through a stack slot in the callee.
    let mut fb = Fb::device("divmod", &[Type::I32, Type::I32], &[Type::I32, Type::I32]);
    let (a, b) = (fb.param(0), fb.param(1));
    let ss = fb.f.create_stack_slot(4, 4);
    let p = fb.op(Opcode::StackAddr, Type::VOID, &[], Payload::StackSlot(ss));
    let q = fb.bin(Opcode::Udiv, a, b);
    fb.store(q, p, 4);
    let r = fb.bin(Opcode::Urem, a, b);
    let q2 = fb.load(Type::I32, p, 4);
    fb.ret(&[q2, r]);
    let (m, ids) = module_of(vec![fb.f]);
    let r = call_function(&m, ids[0], &[s(17), s(5)]).unwrap();
    assert_eq!((r[0].0[0], r[1].0[0]), (3, 2));
}

#[test]
fn loops_switch_and_block_parameters() {
    // sum(n) = 0 + 1 + ... + (n-1) with a loop; then switch on n % 4
    // adding 100, 200, 300 or (default) 0.
    let mut fb = Fb::device("f", &[Type::I32], &[Type::I32]);
    let n = fb.param(0);
    let zero = fb.i32(0);
    let (head, hp) = fb.block(&[Type::I32, Type::I32]);
    let (body, _) = fb.block(&[]);
    let (done, _) = fb.block(&[]);
    fb.br(head, &[zero, zero]);
    fb.at(head);
    let (i, acc) = (hp[0], hp[1]);
    let c = fb.icmp(IntCC::Slt, i, n);
    fb.brif(c, body, &[], done, &[]);
    fb.at(body);
    let acc2 = fb.bin(Opcode::Iadd, acc, i);
    let one = fb.i32(1);
    let i2 = fb.bin(Opcode::Iadd, i, one);
    fb.br(head, &[i2, acc2]);
    fb.at(done);
    let three = fb.i32(3);
    let k = fb.bin(Opcode::And, n, three);
    let (out, op) = fb.block(&[Type::I32]);
    let cases: Vec<(u64, agc_ir::BlockCall)> = (1..=3)
        .map(|c| {
            let v = fb.i32(c as i64 * 100);
            (c, fb.f.block_call(out, &[v]))
        })
        .collect();
    let default = fb.f.block_call(out, &[zero]);
    let jt = fb.f.jump_tables.push(JumpTableData { default, cases });
    fb.op(Opcode::Switch, Type::VOID, &[k], Payload::Switch(jt));
    fb.at(out);
    let r = fb.bin(Opcode::Iadd, acc, op[0]);
    fb.ret(&[r]);
    let (m, ids) = module_of(vec![fb.f]);
    for n in [0u64, 1, 5, 10, 11] {
        let r = call_function(&m, ids[0], &[s(n)]).unwrap()[0].0[0];
        let want = n * n.saturating_sub(1) / 2 + [0, 100, 200, 300][(n % 4) as usize];
        assert_eq!(r, want, "{n}");
    }
}

#[test]
fn rotating_block_arguments_is_a_parallel_copy() {
    // Swap three times: (a, b) <- (b, a); from (1, 2) the result is (2, 1).
    // A sequential copy would give (2, 2).
    let mut fb = Fb::device("f", &[], &[Type::I32, Type::I32]);
    let (head, hp) = fb.block(&[Type::I32, Type::I32, Type::I32]);
    let (exit, _) = fb.block(&[]);
    let one = fb.i32(1);
    let two = fb.i32(2);
    let zero = fb.i32(0);
    fb.br(head, &[one, two, zero]);
    fb.at(head);
    let (a, b, i) = (hp[0], hp[1], hp[2]);
    let one2 = fb.i32(1);
    let i2 = fb.bin(Opcode::Iadd, i, one2);
    let four = fb.i32(4);
    let c = fb.icmp(IntCC::Slt, i2, four);
    let again = fb.f.block_call(head, &[b, a, i2]);
    let out = fb.f.block_call(exit, &[]);
    fb.op(Opcode::Brif, Type::VOID, &[c], Payload::Branch(again, out));
    fb.at(exit);
    fb.ret(&[a, b]);
    let (m, ids) = module_of(vec![fb.f]);
    let r = call_function(&m, ids[0], &[]).unwrap();
    assert_eq!((r[0].0[0], r[1].0[0]), (2, 1));
}

#[test]
fn divergent_loop_exits_reconverge() {
    // Each lane loops tid % 5 times; after the loop, wave_reduce counts the
    // lanes (all 64) and out = iterations + 1000 * count.
    let (m, id) = per_item(|fb, t| {
        let five = fb.i32(5);
        let n = fb.bin(Opcode::Urem, t, five);
        let zero = fb.i32(0);
        let (head, hp) = fb.block(&[Type::I32]);
        let (body, _) = fb.block(&[]);
        let (exit, _) = fb.block(&[]);
        fb.br(head, &[zero]);
        fb.at(head);
        let c = fb.icmp(IntCC::Ult, hp[0], n);
        fb.brif(c, body, &[], exit, &[]);
        fb.at(body);
        let one = fb.i32(1);
        let i2 = fb.bin(Opcode::Iadd, hp[0], one);
        fb.br(head, &[i2]);
        fb.at(exit);
        let one = fb.i32(1);
        let cnt = fb.op(
            Opcode::WaveReduce,
            Type::VOID,
            &[one],
            Payload::Reduce(ReduceOp::Add),
        );
        let k = fb.i32(1000);
        let ck = fb.bin(Opcode::Imul, cnt, k);
        fb.bin(Opcode::Iadd, ck, hp[0])
    });
    let out = run_per_item(&m, id, &Dispatch::linear(64, 64)).unwrap();
    for (i, &v) in out.iter().enumerate() {
        assert_eq!(v, 64_000 + (i as u32 % 5), "{i}");
    }
}

#[test]
fn unreachable_and_step_limit_are_errors() {
    let mut fb = Fb::device("f", &[], &[]);
    fb.op(Opcode::Unreachable, Type::VOID, &[], Payload::None);
    let (m, ids) = module_of(vec![fb.f]);
    assert_eq!(
        call_function(&m, ids[0], &[]).unwrap_err().kind,
        ErrorKind::Unreachable
    );

    let mut fb = Fb::kernel("spin", &[]);
    let (l, _) = fb.block(&[]);
    fb.br(l, &[]);
    fb.at(l);
    fb.br(l, &[]);
    let (m, ids) = module_of(vec![fb.f]);
    let mut d = Dispatch::linear(64, 64);
    d.limits.max_steps = 1000;
    let e = run_kernel(&m, ids[0], &[], &d, &mut Memory::new()).unwrap_err();
    assert_eq!(e.kind, ErrorKind::StepLimit);
}

#[test]
fn malformed_ir_is_reported_not_panicked_on() {
    // A block without a terminator.
    let mut fb = Fb::device("f", &[], &[]);
    fb.i32(1);
    let (m, ids) = module_of(vec![fb.f]);
    let e = call_function(&m, ids[0], &[]).unwrap_err();
    assert_eq!(e.kind, ErrorKind::InvalidIr);
    // A branch passing the wrong number of arguments.
    let mut fb = Fb::device("f", &[], &[]);
    let (b, _) = fb.block(&[Type::I32]);
    fb.br(b, &[]);
    fb.at(b);
    fb.ret(&[]);
    let (m, ids) = module_of(vec![fb.f]);
    let e = call_function(&m, ids[0], &[]).unwrap_err();
    assert!(e.message.contains("do not match"), "{e}");
    // Operands of mismatched types.
    let mut fb = Fb::device("f", &[Type::I32, Type::I64], &[]);
    let (a, b) = (fb.param(0), fb.param(1));
    let data =
        fb.f.inst_data(Opcode::Iadd, Type::VOID, &[a, b], Payload::None);
    let inst = fb.f.make_inst(data, &[Type::I32]);
    fb.f.append_inst(fb.cur, inst);
    fb.ret(&[]);
    let (m, ids) = module_of(vec![fb.f]);
    let e = call_function(&m, ids[0], &[s(1), s(2)]).unwrap_err();
    assert_eq!(e.kind, ErrorKind::InvalidIr);
}

#[test]
fn early_return_before_a_barrier_is_an_error() {
    // if (tid >= 16) return; barrier;
    let mut fb = Fb::kernel("k", &[]);
    let t = fb.dim(Opcode::WorkitemId, Dim::X);
    let k = fb.i32(16);
    let c = fb.icmp(IntCC::Uge, t, k);
    let (out, _) = fb.block(&[]);
    let (rest, _) = fb.block(&[]);
    fb.brif(c, out, &[], rest, &[]);
    fb.at(out);
    fb.ret(&[]);
    fb.at(rest);
    fb.op(Opcode::Barrier, Type::VOID, &[], Payload::None);
    fb.ret(&[]);
    let (m, ids) = module_of(vec![fb.f]);
    let e = run_kernel(
        &m,
        ids[0],
        &[],
        &Dispatch::linear(64, 64),
        &mut Memory::new(),
    )
    .unwrap_err();
    assert_eq!(e.kind, ErrorKind::BarrierDivergence);
    assert!(e.to_string().contains("work-items 16-63 returned"), "{e}");
}

// ---------------------------------------------------------------------------
// `; run:` directives.

fn directive_module() -> Module {
    let mut m = Module::new();
    m.add_function(vadd());
    let mut fb = Fb::device("add1", &[Type::I32], &[Type::I32]);
    let x = fb.param(0);
    let one = fb.i32(1);
    let r = fb.bin(Opcode::Iadd, x, one);
    fb.ret(&[r]);
    m.add_function(fb.f);
    let mut fb = Fb::device("divmod", &[Type::I32, Type::I32], &[Type::I32, Type::I32]);
    let (a, b) = (fb.param(0), fb.param(1));
    let q = fb.bin(Opcode::Sdiv, a, b);
    let r = fb.bin(Opcode::Srem, a, b);
    fb.ret(&[q, r]);
    m.add_function(fb.f);
    let f32x2 = vec_ty(Type::F32, 2);
    let mut fb = Fb::device("scale", &[f32x2, Type::F32], &[f32x2]);
    let (v, k) = (fb.param(0), fb.param(1));
    let kk = fb.conv(Opcode::Splat, f32x2, k);
    let r = fb.bin(Opcode::Fmul, v, kk);
    fb.ret(&[r]);
    m.add_function(fb.f);
    let mut fb = Fb::device("rcp", &[Type::F32], &[Type::F32]);
    let x = fb.param(0);
    let r = fb.un(Opcode::Rcp, x);
    fb.ret(&[r]);
    m.add_function(fb.f);
    m
}

#[test]
fn run_directives_pass_and_fail_readably() {
    let m = directive_module();
    let src = "\
; run: @add1(5) == 6
; run: @add1(0x7fffffff) == -2147483648
; run: @divmod(-7, 2) == (-3, -1)
; run: @divmod(1, 0) error \"division by zero\"
; run: @scale([1.5, -2], 2.0) == [3, -4]
; run: @rcp(3.0) == 0.33333334 ulp 1
; run: @rcp(0x80000000) == -inf
; run: @vadd grid(256) wg(64) (a=f32[256](i), b=f32[256](2*i), c=f32[256](0), n=256) => c == (3*i)
; run: @vadd grid(128) wave(32) (%a=f32[1, 2], %b=f32[2](0.5), %c=f32[2](0), %n=2) => #2 == f32[2][1.5, 2.5]
; run: @vadd grid(64) (a=f32[4](i), b=f32[4](i), c=f32[3](0), n=4) error \"out of bounds\"
; run: @vadd grid(64) (a=f32[4](i), b=f32[4](i), c=const f32[4](0), n=4) error \"read-only\"
";
    let results = run_directives(src, &m);
    assert_eq!(results.len(), 11);
    assert_eq!(format_failures(&results), "", "all should pass");

    let bad = "\
; run: @add1(5) == 7
; run: @vadd grid(64) (a=f32[4](i), b=f32[4](i), c=f32[4](0), n=4) => c == (3*i)
; run: @nope(1) == 1
; run: @add1(1, 2) == 3
; run: @add1(1) == 2 extra
; run: @add1(99999999999) == 0
; run: @divmod(1, 1) error \"division\"
; run: @vadd (x=f32[4](i), b=f32[4](i), c=f32[4](0), n=4)
; run: @add1(1 +) == 2
";
    let results = run_directives(bad, &m);
    assert_eq!(results.len(), 9);
    assert!(results.iter().all(|r| !r.passed()), "{results:#?}");
    let text = format_failures(&results);
    assert!(text.contains("line 1: ; run: @add1(5) == 7"), "{text}");
    assert!(text.contains("expected 7, got 6"), "{text}");
    assert!(text.contains("#2[1]: expected 3"), "{text}");
    assert!(text.contains("no function @nope"), "{text}");
    assert!(text.contains("takes 1 arguments"), "{text}");
    assert!(text.contains("unexpected `extra`"), "{text}");
    assert!(text.contains("does not fit i32"), "{text}");
    assert!(text.contains("but the run succeeded"), "{text}");
    assert!(text.contains("argument 0 is %a, not %x"), "{text}");
    assert!(text.contains("expected a value"), "{text}");
    assert!(text.contains("9 of 9 run directives failed"), "{text}");
}

/// Every `.agc` file under `tests/interp/`: parsed, verified, and its
/// `; run:` lines executed (oracle: the values written in each line).
#[test]
fn agc_files() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/interp");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .map(|rd| rd.filter_map(|e| e.ok()).map(|e| e.path()).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|e| e == "agc"));
    files.sort();
    assert!(!files.is_empty());
    for path in &files {
        let src = std::fs::read_to_string(path).unwrap();
        let name = path.display();
        let module = agc_ir::parse_module(&src).unwrap_or_else(|d| panic!("{name}: {d:#?}"));
        agc_ir::verify_module(&module).unwrap_or_else(|d| panic!("{name}: {d:#?}"));
        let results = agc_ir::interp::run_directives(&src, &module);
        assert!(!results.is_empty(), "{name} has no `; run:` lines");
        assert!(
            results.iter().all(|r| r.passed()),
            "{name}:\n{}",
            agc_ir::interp::format_failures(&results)
        );
    }
}

#[test]
fn constants() {
    // fconst of each float type, iconst of each integer type, NaN bits kept.
    let mut fb = Fb::device(
        "c",
        &[],
        &[
            Type::F32,
            Type::F64,
            Type::F16,
            Type::F32,
            Type::I1,
            Type::I64,
            Type::I8,
        ],
    );
    let a = fb.f32(-2.5);
    let b = fb.op(Opcode::Fconst, Type::F64, &[], Payload::FloatBits(d(0.1)));
    let c = fb.op(Opcode::Fconst, Type::F16, &[], Payload::FloatBits(0x3c01));
    let n = fb.op(
        Opcode::Fconst,
        Type::F32,
        &[],
        Payload::FloatBits(0x7fc0_1234),
    );
    let t = fb.iconst(Type::I1, 1);
    let big = fb.iconst(Type::I64, -2);
    let small = fb.iconst(Type::I8, -1);
    fb.ret(&[a, b, c, n, t, big, small]);
    let (m, ids) = module_of(vec![fb.f]);
    let r: Vec<u64> = call_function(&m, ids[0], &[])
        .unwrap()
        .iter()
        .map(|v| v.0[0])
        .collect();
    assert_eq!(
        r,
        [f(-2.5), d(0.1), 0x3c01, 0x7fc0_1234, 1, u64::MAX - 1, 0xff]
    );
}

/// Stack slots whose sizes sum past 4 GiB, or past the private-memory
/// limit, trap with `PrivateLimit` before any memory is reserved. Before:
/// the frame size was summed in 32 bits (4294967292 + 8 wrapped to a
/// 4-byte frame, so both slots overlapped) and a 4 GiB slot was
/// allocated for each of 64 lanes.
#[test]
fn stack_slots_past_the_private_limit_trap() {
    for (slots, needs) in [
        (
            "$a = stack_slot 4294967292, align 4\n    $b = stack_slot 8, align 4",
            "needs more than 4294967295 bytes",
        ),
        ("$a = stack_slot 2097152, align 4", "needs 2097152 bytes"),
    ] {
        let text = format!(
            "kernel @k(%out: ptr.global) {{\n    {slots}\nentry:\n    %p = stack_addr $a\n    %v = iconst.i32 1\n    store %v, %p, align 4\n    ret\n}}\n"
        );
        let m = agc_ir::parse_module(&text).unwrap();
        let mut mem = Memory::new();
        let out = mem.alloc(4);
        let id = m.function_by_name("k").unwrap();
        let e = run_kernel(
            &m,
            id,
            &[ArgValue::Ptr(out)],
            &Dispatch::linear(64, 64),
            &mut mem,
        )
        .unwrap_err();
        assert_eq!(e.kind, ErrorKind::PrivateLimit, "{e}");
        assert!(e.message.contains(needs), "{e}");
        assert!(e.message.contains("limit of 1048576"), "{e}");
    }
}
