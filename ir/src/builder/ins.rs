//! [`InstBuilder`]: one method per operation.
//!
//! Operations whose only inputs are value operands (the `Nullary`, `Dim`,
//! `Unary`, `Binary`, `Ternary` and `Convert` formats) get their methods
//! from [`simple_insts!`]: one line per method naming its opcode. The lines
//! are not a second source of truth: a test walks the opcode table
//! ([`crate::for_each_opcode!`]) and fails if an opcode has no method, a
//! method's name differs from the mnemonic, or a listed opcode has changed
//! format. The other formats carry payloads that want typed Rust arguments
//! (conditions, memory arguments, block targets) and are written by hand
//! below the generated ones.
//!
//! Every method funnels into [`FunctionBuilder::build`], which applies the
//! typing rules and records a diagnostic on failure (see the
//! [module doc](crate::builder) for the error policy).

use super::FunctionBuilder;
use crate::diagnostic::ErrorCode;
use crate::entities::{Block, FuncId, Inst, LdsVar, SigRef, StackSlot, Value};
use crate::instructions::{
    AtomicRmwOp, BlockCall, Dim, FloatCC, IntCC, JumpTableData, MatrixOp, MemArgs, Ordering,
    Payload, ReduceOp, SyncScope,
};
use crate::opcodes::{Format, Opcode};
use crate::ssa::placeholder;
use crate::types::Type;
use smallvec::SmallVec;

/// Builds one instruction at the insertion point of a [`FunctionBuilder`].
/// Made by [`FunctionBuilder::ins`]; each method consumes it.
pub struct InstBuilder<'b, 'a> {
    fb: &'b mut FunctionBuilder<'a>,
}

/// Generates the methods of the simple formats and the list the coverage
/// test checks against the opcode table.
macro_rules! simple_insts {
    ($($format:ident { $($method:ident = $op:ident),* $(,)? })*) => {
        impl<'b, 'a> InstBuilder<'b, 'a> {
            $($(simple_insts!(@method $format $method $op);)*)*
        }

        /// `(method name, opcode, format)` of every generated method.
        #[cfg(test)]
        pub(crate) const SIMPLE_INSTS: &[(&str, Opcode, Format)] = &[
            $($((stringify!($method), Opcode::$op, Format::$format),)*)*
        ];
    };
    (@method Nullary $method:ident $op:ident) => {
        #[doc = concat!("`", stringify!($method), "`: see [`Opcode::", stringify!($op), "`].")]
        pub fn $method(self) -> Value {
            self.value(Opcode::$op, Type::VOID, &[], Payload::None)
        }
    };
    (@method Dim $method:ident $op:ident) => {
        #[doc = concat!("`", stringify!($method), " dim`: see [`Opcode::", stringify!($op), "`].")]
        pub fn $method(self, dim: Dim) -> Value {
            self.value(Opcode::$op, Type::VOID, &[], Payload::Dim(dim))
        }
    };
    (@method Unary $method:ident $op:ident) => {
        #[doc = concat!("`", stringify!($method), " a`: see [`Opcode::", stringify!($op), "`].")]
        pub fn $method(self, a: Value) -> Value {
            self.value(Opcode::$op, Type::VOID, &[a], Payload::None)
        }
    };
    (@method Binary $method:ident $op:ident) => {
        #[doc = concat!("`", stringify!($method), " a, b`: see [`Opcode::", stringify!($op), "`].")]
        pub fn $method(self, a: Value, b: Value) -> Value {
            self.value(Opcode::$op, Type::VOID, &[a, b], Payload::None)
        }
    };
    (@method Ternary $method:ident $op:ident) => {
        #[doc = concat!("`", stringify!($method), " a, b, c`: see [`Opcode::", stringify!($op), "`].")]
        pub fn $method(self, a: Value, b: Value, c: Value) -> Value {
            self.value(Opcode::$op, Type::VOID, &[a, b, c], Payload::None)
        }
    };
    (@method Convert $method:ident $op:ident) => {
        #[doc = concat!("`", stringify!($method), ".ty a`: converts `a` to `ty`; see [`Opcode::", stringify!($op), "`].")]
        pub fn $method(self, ty: Type, a: Value) -> Value {
            self.value(Opcode::$op, ty, &[a], Payload::None)
        }
    };
}

simple_insts! {
    Nullary { lane_id = LaneId, wave_size = WaveSize }
    Dim {
        workitem_id = WorkitemId, workgroup_id = WorkgroupId,
        workgroup_size = WorkgroupSize, grid_size = GridSize,
    }
    Unary {
        ineg = Ineg, iabs = Iabs, not = Not, popcnt = Popcnt, clz = Clz, ctz = Ctz,
        bitrev = Bitrev,
        fneg = Fneg, fabs = Fabs, sqrt = Sqrt, rsqrt = Rsqrt, rcp = Rcp, exp2 = Exp2,
        log2 = Log2, sin = Sin, cos = Cos, floor = Floor, ceil = Ceil, ftrunc = Ftrunc,
        nearest = Nearest,
        readfirstlane = Readfirstlane, ballot = Ballot,
    }
    Binary {
        iadd = Iadd, isub = Isub, imul = Imul, sdiv = Sdiv, udiv = Udiv, srem = Srem,
        urem = Urem, smin = Smin, smax = Smax, umin = Umin, umax = Umax, smulhi = Smulhi,
        umulhi = Umulhi, and = And, or = Or, xor = Xor, shl = Shl, lshr = Lshr, ashr = Ashr,
        fadd = Fadd, fsub = Fsub, fmul = Fmul, fdiv = Fdiv, fmin = Fmin, fmax = Fmax,
        copysign = Copysign, ldexp = Ldexp,
        ptradd = Ptradd, readlane = Readlane, shuffle = Shuffle,
    }
    Ternary { fma = Fma, select = Select }
    Convert {
        sext = Sext, zext = Zext, trunc = Trunc, fpext = Fpext, fptrunc = Fptrunc,
        fptosi = Fptosi, fptoui = Fptoui, sitofp = Sitofp, uitofp = Uitofp,
        bitcast = Bitcast, ptrtoint = Ptrtoint, inttoptr = Inttoptr,
        addrspacecast = Addrspacecast, splat = Splat,
    }
}

/// Opcodes with hand-written methods, and the method's name.
#[cfg(test)]
pub(crate) const HAND_WRITTEN: &[(&str, Opcode)] = &[
    ("iconst", Opcode::Iconst),
    ("fconst", Opcode::Fconst),
    ("icmp", Opcode::Icmp),
    ("fcmp", Opcode::Fcmp),
    ("extractlane", Opcode::Extractlane),
    ("insertlane", Opcode::Insertlane),
    ("stack_addr", Opcode::StackAddr),
    ("lds_addr", Opcode::LdsAddr),
    ("load", Opcode::Load),
    ("store", Opcode::Store),
    ("atomic_rmw", Opcode::AtomicRmw),
    ("cmpxchg", Opcode::CmpXchg),
    ("fence", Opcode::Fence),
    ("barrier", Opcode::Barrier),
    ("wave_reduce", Opcode::WaveReduce),
    ("mfma", Opcode::Mfma),
    ("wmma", Opcode::Wmma),
    ("call", Opcode::Call),
    ("call_indirect", Opcode::CallIndirect),
    ("funcaddr", Opcode::FuncAddr),
    ("br", Opcode::Br),
    ("brif", Opcode::Brif),
    ("switch", Opcode::Switch),
    ("ret", Opcode::Return),
    ("unreachable", Opcode::Unreachable),
];

impl<'b, 'a> InstBuilder<'b, 'a> {
    pub(super) fn new(fb: &'b mut FunctionBuilder<'a>) -> InstBuilder<'b, 'a> {
        InstBuilder { fb }
    }

    /// Builds an instruction with one result and returns it.
    fn value(self, op: Opcode, ctrl: Type, args: &[Value], payload: Payload) -> Value {
        let inst = self.fb.build(op, ctrl, args, payload);
        let func = self.fb.func_mut();
        match func.first_result(inst) {
            Some(v) => v,
            None => placeholder(func, Type::I32),
        }
    }

    /// Builds an instruction without results.
    fn effect(self, op: Opcode, args: &[Value], payload: Payload) -> Inst {
        self.fb.build(op, Type::VOID, args, payload)
    }

    /// Builds any operation that takes no block or function operand, from
    /// its parts: for frontends driven by a table of opcodes. `ctrl` is the
    /// type written on the opcode (`load.f32`, `zext.i64`), `VOID` for
    /// others. Calls and branches have their own methods (their payloads
    /// name blocks and callees); passing one here, or a payload that does
    /// not fit the opcode's format, is an error.
    pub fn build(self, op: Opcode, ctrl: Type, args: &[Value], payload: Payload) -> Inst {
        let format = op.format();
        if matches!(
            format,
            Format::Call | Format::CallIndirect | Format::Jump | Format::Branch | Format::Switch
        ) {
            self.fb.error_for(
                op,
                ErrorCode::BuilderMisuse,
                format!("`{op}` must be built with its own method"),
            );
            return self
                .fb
                .build(Opcode::Unreachable, Type::VOID, &[], Payload::None);
        }
        if payload.kind() != Payload::expected_for(format) {
            self.fb.error_for(
                op,
                ErrorCode::Malformed,
                format!(
                    "`{op}` takes a {:?} payload, not {payload:?}",
                    Payload::expected_for(format)
                ),
            );
        }
        self.fb.build(op, ctrl, args, payload)
    }

    // ---- constants ----

    /// `iconst.ty imm`. `imm` may be written signed or unsigned: `-1` and
    /// `255` are the same `i8`. A value that fits neither way is an error.
    pub fn iconst(self, ty: Type, imm: i64) -> Value {
        let bits = ty.lane_bits();
        let fits =
            bits == 0 || bits >= 64 || (imm >= -(1i64 << (bits - 1)) && imm < (1i64 << bits));
        if !fits {
            self.fb.error_for(
                Opcode::Iconst,
                ErrorCode::BadImmediate,
                format!("constant {imm} does not fit in {ty}"),
            );
        }
        let mask = if bits == 0 || bits >= 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        self.value(Opcode::Iconst, ty, &[], Payload::Imm(imm as u64 & mask))
    }

    /// `fconst.ty x`, rounding `x` to `ty` to nearest, ties to even
    /// (so `fconst(F16, 0.1)` is the `f16` closest to 0.1).
    pub fn fconst(self, ty: Type, x: f64) -> Value {
        let bits = match ty {
            Type::F64 => x.to_bits(),
            Type::F32 => u64::from((x as f32).to_bits()),
            Type::F16 => narrow_float(x, 5, 10),
            Type::BF16 => narrow_float(x, 8, 7),
            // Not a float type: the typing rule reports it.
            _ => 0,
        };
        self.value(Opcode::Fconst, ty, &[], Payload::FloatBits(bits))
    }

    /// `fconst.f32 x`.
    pub fn fconst_f32(self, x: f32) -> Value {
        let bits = u64::from(x.to_bits());
        self.value(Opcode::Fconst, Type::F32, &[], Payload::FloatBits(bits))
    }

    /// `fconst.f64 x`.
    pub fn fconst_f64(self, x: f64) -> Value {
        self.value(
            Opcode::Fconst,
            Type::F64,
            &[],
            Payload::FloatBits(x.to_bits()),
        )
    }

    /// `fconst.ty` with exact IEEE bits (NaN payloads, for instance).
    pub fn fconst_bits(self, ty: Type, bits: u64) -> Value {
        let width = ty.bits();
        if width < 64 && bits >> width != 0 {
            self.fb.error_for(
                Opcode::Fconst,
                ErrorCode::BadImmediate,
                format!("bits {bits:#x} do not fit in {ty}"),
            );
        }
        self.value(Opcode::Fconst, ty, &[], Payload::FloatBits(bits))
    }

    // ---- comparisons and lanes ----

    /// `icmp cc a, b`, an `i1`.
    pub fn icmp(self, cc: IntCC, a: Value, b: Value) -> Value {
        self.value(Opcode::Icmp, Type::VOID, &[a, b], Payload::IntCC(cc))
    }

    /// `fcmp cc a, b`, an `i1`.
    pub fn fcmp(self, cc: FloatCC, a: Value, b: Value) -> Value {
        self.value(Opcode::Fcmp, Type::VOID, &[a, b], Payload::FloatCC(cc))
    }

    /// `extractlane v, lane`.
    pub fn extractlane(self, v: Value, lane: u8) -> Value {
        self.value(Opcode::Extractlane, Type::VOID, &[v], Payload::Lane(lane))
    }

    /// `insertlane v, x, lane`: `v` with lane `lane` replaced by `x`.
    pub fn insertlane(self, v: Value, x: Value, lane: u8) -> Value {
        self.value(Opcode::Insertlane, Type::VOID, &[v, x], Payload::Lane(lane))
    }

    // ---- addresses ----

    /// `stack_addr $slot`, a `ptr.private`.
    pub fn stack_addr(self, slot: StackSlot) -> Value {
        if !self.fb.func().stack_slots.is_valid(slot) {
            self.fb.error_for(
                Opcode::StackAddr,
                ErrorCode::UndefinedGlobal,
                format!("{slot} is not a stack slot of this function"),
            );
        }
        self.value(Opcode::StackAddr, Type::VOID, &[], Payload::StackSlot(slot))
    }

    /// `lds_addr @var`, a `ptr.local`.
    pub fn lds_addr(self, var: LdsVar) -> Value {
        if !self.fb.module().lds_vars.is_valid(var) {
            self.fb.error_for(
                Opcode::LdsAddr,
                ErrorCode::UndefinedGlobal,
                format!("{var} is not an LDS variable of this module"),
            );
        }
        self.value(Opcode::LdsAddr, Type::VOID, &[], Payload::Lds(var))
    }

    // ---- memory ----

    /// `load.ty ptr` with the given alignment, flags and ordering.
    pub fn load(self, ty: Type, ptr: Value, mem: MemArgs) -> Value {
        self.value(Opcode::Load, ty, &[ptr], Payload::Mem(mem))
    }

    /// `store v, ptr`.
    pub fn store(self, v: Value, ptr: Value, mem: MemArgs) -> Inst {
        self.effect(Opcode::Store, &[v, ptr], Payload::Mem(mem))
    }

    /// `atomicrmw op ptr, v, ordering scope`, naturally aligned; returns
    /// the old value.
    pub fn atomic_rmw(
        self,
        op: AtomicRmwOp,
        ptr: Value,
        v: Value,
        ordering: Ordering,
        scope: SyncScope,
    ) -> Value {
        let ty = self.fb.value_type(v);
        let mem = MemArgs::atomic(natural_align(ty), ordering, scope);
        self.atomic_rmw_mem(op, ptr, v, mem)
    }

    /// `atomicrmw` with explicit memory arguments (alignment, `volatile`).
    pub fn atomic_rmw_mem(self, op: AtomicRmwOp, ptr: Value, v: Value, mem: MemArgs) -> Value {
        self.value(
            Opcode::AtomicRmw,
            Type::VOID,
            &[ptr, v],
            Payload::AtomicRmw(op, mem),
        )
    }

    /// `cmpxchg ptr, expected, new, success failure scope`, naturally
    /// aligned; returns the old value.
    pub fn cmpxchg(
        self,
        ptr: Value,
        expected: Value,
        new: Value,
        success: Ordering,
        failure: Ordering,
        scope: SyncScope,
    ) -> Value {
        let ty = self.fb.value_type(expected);
        let mem = MemArgs::atomic(natural_align(ty), success, scope);
        self.cmpxchg_mem(ptr, expected, new, mem, failure)
    }

    /// `cmpxchg` with explicit memory arguments; `mem.ordering` is the
    /// success ordering.
    pub fn cmpxchg_mem(
        self,
        ptr: Value,
        expected: Value,
        new: Value,
        mem: MemArgs,
        failure: Ordering,
    ) -> Value {
        self.value(
            Opcode::CmpXchg,
            Type::VOID,
            &[ptr, expected, new],
            Payload::CmpXchg { mem, failure },
        )
    }

    /// `fence ordering scope`.
    pub fn fence(self, ordering: Ordering, scope: SyncScope) -> Inst {
        self.effect(Opcode::Fence, &[], Payload::Fence(ordering, scope))
    }

    /// `barrier`: a workgroup execution barrier.
    pub fn barrier(self) -> Inst {
        self.effect(Opcode::Barrier, &[], Payload::None)
    }

    /// `wave_reduce op x`: `x` combined over the active lanes.
    pub fn wave_reduce(self, op: ReduceOp, x: Value) -> Value {
        self.value(Opcode::WaveReduce, Type::VOID, &[x], Payload::Reduce(op))
    }

    /// `mfma shape a, b, c`: the wave's matrix multiply-accumulate
    /// `D = A x B + C`, each operand spread over the 64 lanes as
    /// [`MatrixShape`](crate::MatrixShape) describes; every lane of a
    /// wave64 must be active (docs/ir.md).
    pub fn mfma(self, shape: MatrixOp, a: Value, b: Value, c: Value) -> Value {
        self.value(Opcode::Mfma, Type::VOID, &[a, b, c], Payload::Matrix(shape))
    }

    /// `wmma shape a, b, c`: the GFX11 wave matrix multiply-accumulate,
    /// one 16x16x16 product over a wave32 or wave64 (the accumulator's
    /// width says which; docs/ir.md gives the lane layout), every lane
    /// active.
    pub fn wmma(self, shape: MatrixOp, a: Value, b: Value, c: Value) -> Value {
        self.value(Opcode::Wmma, Type::VOID, &[a, b, c], Payload::Matrix(shape))
    }

    // ---- calls ----

    /// `funcaddr @callee`: the address of a device function, a `ptr.flat`
    /// for `call_indirect`.
    pub fn funcaddr(self, callee: FuncId) -> Value {
        let ok = self
            .fb
            .module()
            .functions
            .get(callee)
            .map(|f| !f.is_kernel());
        match ok {
            None => self.fb.error_for(
                Opcode::FuncAddr,
                ErrorCode::UndefinedGlobal,
                format!("{callee} is not a function of this module"),
            ),
            Some(false) => self.fb.error_for(
                Opcode::FuncAddr,
                ErrorCode::CallSignature,
                format!("{callee} is a kernel; only device functions have addresses"),
            ),
            Some(true) => {}
        }
        self.value(Opcode::FuncAddr, Type::VOID, &[], Payload::Call(callee))
    }

    /// `call_indirect %fp(args) : sig`: calls the function whose address
    /// `fp` holds, which must have signature `sig`
    /// ([`FunctionBuilder::import_signature`]); returns the results.
    pub fn call_indirect(self, sig: SigRef, fp: Value, args: &[Value]) -> &'b [Value] {
        let fb = self.fb;
        let inst = fb.build_call_indirect(sig, fp, args);
        fb.func().inst_results(inst)
    }

    /// `call @callee(args)`; returns the results, typed by the callee's
    /// signature (empty if `callee` is not a function of the module).
    pub fn call(self, callee: FuncId, args: &[Value]) -> &'b [Value] {
        let fb = self.fb;
        let inst = fb.build_call(callee, args);
        fb.func().inst_results(inst)
    }

    // ---- terminators ----

    /// `br block(args)`.
    pub fn br(mut self, block: Block, args: &[Value]) -> Inst {
        let Some(args) = self.branch_args(&[(block, args)]) else {
            return self.unreachable();
        };
        self.fb.build_branch(Opcode::Br, &[], |func| {
            Payload::Jump(func.block_call(block, &args[0]))
        })
    }

    /// `brif c, then(then_args), else(else_args)`: to `then` when `c` (an
    /// `i1`) is true.
    pub fn brif(
        mut self,
        c: Value,
        then: Block,
        then_args: &[Value],
        els: Block,
        else_args: &[Value],
    ) -> Inst {
        let Some(args) = self.branch_args(&[(then, then_args), (els, else_args)]) else {
            return self.unreachable();
        };
        self.fb.build_branch(Opcode::Brif, &[c], |func| {
            let t = func.block_call(then, &args[0]);
            let e = func.block_call(els, &args[1]);
            Payload::Branch(t, e)
        })
    }

    /// `switch v, default(default_args), [case: block(args), ...]`. Case
    /// values are the unsigned bit patterns of `v`'s type, each at most once.
    pub fn switch(
        mut self,
        v: Value,
        default: Block,
        default_args: &[Value],
        cases: &[(u64, Block, &[Value])],
    ) -> Inst {
        let mut targets: SmallVec<[(Block, &[Value]); 8]> = SmallVec::new();
        targets.push((default, default_args));
        targets.extend(cases.iter().map(|&(_, b, a)| (b, a)));
        let Some(args) = self.branch_args(&targets) else {
            return self.unreachable();
        };
        let width = self.fb.value_type(v).bits();
        let mut seen: SmallVec<[u64; 16]> = cases.iter().map(|c| c.0).collect();
        seen.sort_unstable();
        if let Some(w) = seen.windows(2).find(|w| w[0] == w[1]) {
            self.fb.error_for(
                Opcode::Switch,
                ErrorCode::Malformed,
                format!("`switch` case {} appears twice", w[0]),
            );
        }
        if let Some(&big) = seen
            .last()
            .filter(|&&c| width < 64 && width > 0 && c >> width != 0)
        {
            self.fb.error_for(
                Opcode::Switch,
                ErrorCode::BadImmediate,
                format!(
                    "`switch` case {big} does not fit in {}",
                    self.fb.value_type(v)
                ),
            );
        }
        self.fb.build_branch(Opcode::Switch, &[v], |func| {
            let default = func.block_call(default, &args[0]);
            let cases: Vec<(u64, BlockCall)> = cases
                .iter()
                .zip(&args[1..])
                .map(|(&(value, block, _), a)| (value, func.block_call(block, a)))
                .collect();
            let jt = func.jump_tables.push(JumpTableData { default, cases });
            Payload::Switch(jt)
        })
    }

    /// `ret values`; they must match the function's return types.
    pub fn ret(self, values: &[Value]) -> Inst {
        let func = self.fb.func();
        let got: SmallVec<[Type; 4]> = values.iter().map(|&v| self.fb.value_type(v)).collect();
        if got.as_slice() != func.returns.as_slice() {
            let show = |ts: &[Type]| {
                ts.iter()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let message = format!(
                "`ret` of ({}) in a function returning ({})",
                show(&got),
                show(&func.returns)
            );
            self.fb
                .error_for(Opcode::Return, ErrorCode::Signature, message);
        }
        self.effect(Opcode::Return, values, Payload::None)
    }

    /// `unreachable`.
    pub fn unreachable(self) -> Inst {
        self.effect(Opcode::Unreachable, &[], Payload::None)
    }

    /// Checks branch targets and arguments: foreign blocks make the branch
    /// an error (`None`, and the caller builds `unreachable` instead);
    /// foreign argument values become placeholders.
    fn branch_args(
        &mut self,
        targets: &[(Block, &[Value])],
    ) -> Option<SmallVec<[SmallVec<[Value; 4]>; 2]>> {
        let mut out = SmallVec::new();
        let mut ok = true;
        for &(block, args) in targets {
            ok &= self.fb.check_block(block);
            let mut list = SmallVec::new();
            for &a in args {
                if self.fb.check_value(a) {
                    list.push(a);
                } else {
                    list.push(placeholder(self.fb.func_mut(), Type::I32));
                }
            }
            out.push(list);
        }
        ok.then_some(out)
    }
}

/// The alignment an atomic access of `ty` needs.
fn natural_align(ty: Type) -> u32 {
    ty.bytes().max(1).next_power_of_two()
}

/// Rounds `x` to a binary float with `ebits` exponent and `mbits` fraction
/// bits (f16: 5, 10; bf16: 8, 7), to nearest with ties to even, and
/// returns its bits. NaNs stay quiet NaNs keeping the top payload bits.
pub(crate) fn narrow_float(x: f64, ebits: u32, mbits: u32) -> u64 {
    let bits = x.to_bits();
    let sign = (bits >> 63) << (ebits + mbits);
    let inf = ((1u64 << ebits) - 1) << mbits;
    if x.is_nan() {
        let payload = (bits & ((1u64 << 52) - 1)) >> (52 - mbits);
        return sign | inf | payload | 1 << (mbits - 1);
    }
    if x.is_infinite() {
        return sign | inf;
    }
    let biased = ((bits >> 52) & 0x7ff) as i32;
    if biased == 0 {
        // Zero or an f64 subnormal: far below half the smallest subnormal
        // of any narrower format.
        return sign;
    }
    // x = m * 2^(e - 52) with the implicit bit in m.
    let m = (bits & ((1u64 << 52) - 1)) | 1 << 52;
    let e = biased - 1023;
    let bias = (1i32 << (ebits - 1)) - 1;
    let emin = 1 - bias;
    let subnormal = e < emin;
    // Low bits of m to drop: the fraction width, plus the distance below
    // the smallest normal exponent for subnormals.
    let shift = 52 - mbits as i32 + if subnormal { emin - e } else { 0 };
    if shift > 53 {
        // m < 2^53 <= half an ulp: rounds to zero.
        return sign;
    }
    let shift = shift as u32;
    let mut q = m >> shift;
    let rem = m & ((1u64 << shift) - 1);
    let half = 1u64 << (shift - 1);
    if rem > half || (rem == half && q & 1 == 1) {
        q += 1;
    }
    // A carry out of the fraction bumps the exponent by the addition; a
    // subnormal rounding up to 2^mbits lands on the smallest normal.
    let mag = if subnormal {
        q
    } else {
        (((e + bias) as u64) << mbits) + q - (1u64 << mbits)
    };
    if mag >= inf {
        return sign | inf;
    }
    sign | mag
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Every opcode of the table has exactly one builder method, named as
    /// its mnemonic unless hand-written, and generated methods are for the
    /// format the table states.
    #[test]
    fn every_opcode_has_one_method() {
        let mut by_op: HashMap<Opcode, &str> = HashMap::new();
        for &(name, op, format) in SIMPLE_INSTS {
            assert_eq!(op.format(), format, "{op} changed format; move its method");
            assert_eq!(
                name,
                op.name(),
                "method for {op} must be named as the mnemonic"
            );
            assert!(by_op.insert(op, name).is_none(), "{op} listed twice");
        }
        for &(name, op) in HAND_WRITTEN {
            assert!(by_op.insert(op, name).is_none(), "{op} listed twice");
        }
        for &op in Opcode::ALL {
            assert!(by_op.contains_key(&op), "opcode {op} has no builder method");
        }
        assert_eq!(by_op.len(), Opcode::ALL.len());
    }

    #[test]
    fn narrow_float_rounds_to_nearest_even() {
        let h = |x| narrow_float(x, 5, 10);
        assert_eq!(h(1.0), 0x3c00);
        assert_eq!(h(-2.0), 0xc000);
        assert_eq!(h(0.0), 0);
        assert_eq!(h(-0.0), 0x8000);
        assert_eq!(h(65504.0), 0x7bff);
        assert_eq!(h(65519.0), 0x7bff);
        assert_eq!(h(65520.0), 0x7c00); // the tie rounds to even: infinity
        assert_eq!(h(1e10), 0x7c00);
        assert_eq!(h(f64::NEG_INFINITY), 0xfc00);
        assert_eq!(h(2f64.powi(-14)), 0x0400); // smallest normal
        assert_eq!(h(2f64.powi(-24)), 0x0001); // smallest subnormal
        assert_eq!(h(2f64.powi(-25)), 0); // tie to even: zero
        assert_eq!(h(1.5 * 2f64.powi(-25)), 1);
        assert_eq!(h(1.0 + 2f64.powi(-11)), 0x3c00); // tie to even: down
        assert_eq!(h(1.0 + 3.0 * 2f64.powi(-11)), 0x3c02); // tie to even: up
        assert_eq!(h(0.1), 0x2e66);
        assert_eq!(h(f64::NAN) & 0x7e00, 0x7e00);
        let bf = |x| narrow_float(x, 8, 7);
        assert_eq!(bf(1.0), 0x3f80);
        assert_eq!(bf(core::f64::consts::PI), 0x4049);
        assert_eq!(bf(-0.5), 0xbf00);
        assert_eq!(bf(f64::MAX), 0x7f80);
        // bf16 is the top half of f32 where no rounding happens.
        for x in [3.0f64, 0.75, 1024.0, -7.5] {
            assert_eq!(bf(x), u64::from((x as f32).to_bits() >> 16));
        }
    }
}
