//! A structured generator of valid, UB-free IR kernels.
//!
//! Random bytes make poor compiler inputs: almost all of them die in the
//! lexer. This generator reads its decisions from an
//! [`arbitrary::Unstructured`] and drives the builder, so every input is a
//! verified kernel that exercises the later stages: integer and float
//! arithmetic, comparisons, selects, conversions, diamonds on divergent
//! conditions, counted loops, stores, LDS with barriers, atomics and wave
//! operations.
//!
//! The kernels are free of undefined behaviour by construction, so the
//! interpreter must run them to completion and every optimization level
//! must compute the same memory: divisors are forced non-zero (and
//! positive for signed division, which rules out `INT_MIN / -1`), memory
//! indices stay inside the buffers, barriers only appear where every
//! work-item reaches them, loops have small constant-bounded trip counts.
//!
//! Values live in typed pools. A diamond or loop body may use everything
//! defined before it; on leaving the construct the pools are cut back to
//! their length at entry (those values no longer dominate) and the values
//! merged through block parameters are pushed instead.

use agc_ir::builder::{FunctionBuilder, ModuleBuilder};
use agc_ir::{
    AddrSpace, AtomicRmwOp, Dim, FloatCC, FuncId, IntCC, LdsVar, MemArgs, Module, Ordering,
    ReduceOp, SyncScope, Type, Value,
};
use arbitrary::{Result, Unstructured};

/// Bytes of the output buffer each work-item owns: `SLOTS` 8-byte slots.
pub const SLOTS: u32 = 8;
/// Number of 4-byte atomic counters after the per-item slots.
pub const COUNTERS: u32 = 4;

/// A generated kernel and the dispatch it is meant for.
#[derive(Debug)]
pub struct Generated {
    pub module: Module,
    pub kernel: FuncId,
    /// Work-items per workgroup (x only).
    pub workgroup_size: u32,
    /// Number of workgroups.
    pub workgroups: u32,
    /// The i32 and f32 scalar arguments.
    pub x: i32,
    pub y: f32,
}

impl Generated {
    pub fn items(&self) -> u32 {
        self.workgroup_size * self.workgroups
    }
    /// Size of the output buffer in bytes.
    pub fn out_bytes(&self) -> u32 {
        self.items() * SLOTS * 8 + COUNTERS * 4
    }
    /// Size of the input buffer in bytes (one f32 per work-item).
    pub fn in_bytes(&self) -> u32 {
        self.items() * 4
    }
}

/// Typed pools of the values that dominate the current point.
#[derive(Clone, Default)]
struct Pools {
    i32s: Vec<Value>,
    i64s: Vec<Value>,
    f32s: Vec<Value>,
    f64s: Vec<Value>,
    bools: Vec<Value>,
}

impl Pools {
    fn lens(&self) -> [usize; 5] {
        [
            self.i32s.len(),
            self.i64s.len(),
            self.f32s.len(),
            self.f64s.len(),
            self.bools.len(),
        ]
    }
    fn truncate(&mut self, l: [usize; 5]) {
        self.i32s.truncate(l[0]);
        self.i64s.truncate(l[1]);
        self.f32s.truncate(l[2]);
        self.f64s.truncate(l[3]);
        self.bools.truncate(l[4]);
    }
    fn pool(&mut self, ty: Type) -> &mut Vec<Value> {
        match ty {
            Type::I32 => &mut self.i32s,
            Type::I64 => &mut self.i64s,
            Type::F32 => &mut self.f32s,
            Type::F64 => &mut self.f64s,
            _ => &mut self.bools,
        }
    }
}

const VALUE_TYPES: [Type; 4] = [Type::I32, Type::I64, Type::F32, Type::F64];

struct Gen<'u, 'd, 'b, 'a> {
    u: &'u mut Unstructured<'d>,
    b: &'b mut FunctionBuilder<'a>,
    pools: Pools,
    out: Value,
    /// Byte offset of this work-item's first slot in `out` (i64).
    slot_base: Value,
    /// Byte offset of the counters in `out` (i64).
    counters: Value,
    lds: LdsVar,
    tid: Value,
    next_slot: u32,
    depth: u32,
    budget: u32,
}

fn pick(u: &mut Unstructured<'_>, pool: &[Value]) -> Result<Value> {
    Ok(pool[u.choose_index(pool.len())?])
}

impl Gen<'_, '_, '_, '_> {
    fn any(&mut self, ty: Type) -> Result<Value> {
        let pool = self.pools.pool(ty).clone();
        pick(self.u, &pool)
    }

    fn push(&mut self, v: Value) {
        let ty = self.b.value_type(v);
        self.pools.pool(ty).push(v);
    }

    /// One straight-line operation producing a new value.
    fn op(&mut self) -> Result<()> {
        let ty = *self.u.choose(&VALUE_TYPES)?;
        let a = self.any(ty)?;
        let c = self.any(ty)?;
        let v = if ty.is_int() {
            match self.u.int_in_range(0..=17)? {
                0 => self.b.ins().iadd(a, c),
                1 => self.b.ins().isub(a, c),
                2 => self.b.ins().imul(a, c),
                3 => self.b.ins().and(a, c),
                4 => self.b.ins().or(a, c),
                5 => self.b.ins().xor(a, c),
                6 => self.b.ins().shl(a, c),
                7 => self.b.ins().lshr(a, c),
                8 => self.b.ins().ashr(a, c),
                9 => self.b.ins().smin(a, c),
                10 => self.b.ins().umax(a, c),
                11 => self.b.ins().umulhi(a, c),
                12 => {
                    // Unsigned division by an odd (hence non-zero) divisor.
                    let one = self.b.ins().iconst(ty, 1);
                    let d = self.b.ins().or(c, one);
                    if self.u.arbitrary()? {
                        self.b.ins().udiv(a, d)
                    } else {
                        self.b.ins().urem(a, d)
                    }
                }
                13 => {
                    // Signed division by a positive divisor: never by zero,
                    // never INT_MIN / -1.
                    let one = self.b.ins().iconst(ty, 1);
                    let half = self.b.ins().lshr(c, one);
                    let d = self.b.ins().or(half, one);
                    if self.u.arbitrary()? {
                        self.b.ins().sdiv(a, d)
                    } else {
                        self.b.ins().srem(a, d)
                    }
                }
                14 => self.b.ins().popcnt(a),
                15 => self.b.ins().clz(a),
                16 => self.b.ins().bitrev(a),
                _ => {
                    let k = self.u.int_in_range(-40i64..=40)?;
                    self.b.ins().iconst(ty, k)
                }
            }
        } else {
            match self.u.int_in_range(0..=14)? {
                0 => self.b.ins().fadd(a, c),
                1 => self.b.ins().fsub(a, c),
                2 => self.b.ins().fmul(a, c),
                3 => self.b.ins().fdiv(a, c),
                4 => self.b.ins().fmin(a, c),
                5 => self.b.ins().fmax(a, c),
                6 => {
                    let d = self.any(ty)?;
                    self.b.ins().fma(a, c, d)
                }
                7 => self.b.ins().fneg(a),
                8 => self.b.ins().fabs(a),
                9 => self.b.ins().sqrt(a),
                10 => self.b.ins().floor(a),
                11 => self.b.ins().nearest(a),
                12 => {
                    // The sign of a NaN is unspecified (compiled code may
                    // return any NaN), so a NaN sign source becomes +0 and
                    // the result stays deterministic.
                    let ordered = self.b.ins().fcmp(FloatCC::Ord, c, c);
                    let zero = self.b.ins().fconst(ty, 0.0);
                    let sign = self.b.ins().select(ordered, c, zero);
                    self.b.ins().copysign(a, sign)
                }
                13 => {
                    let k = f64::from(self.u.int_in_range(-8i32..=8)?) * 0.5;
                    self.b.ins().fconst(ty, k)
                }
                _ => self.b.ins().ftrunc(a),
            }
        };
        self.push(v);
        Ok(())
    }

    fn compare(&mut self) -> Result<()> {
        let ty = *self.u.choose(&VALUE_TYPES)?;
        let a = self.any(ty)?;
        let c = self.any(ty)?;
        let v = if ty.is_int() {
            let cc = *self.u.choose(IntCC::ALL)?;
            self.b.ins().icmp(cc, a, c)
        } else {
            let cc = *self.u.choose(FloatCC::ALL)?;
            self.b.ins().fcmp(cc, a, c)
        };
        self.push(v);
        Ok(())
    }

    fn select_or_convert(&mut self) -> Result<()> {
        let v = match self.u.int_in_range(0..=7)? {
            0 => {
                let ty = *self.u.choose(&VALUE_TYPES)?;
                let c = self.any(Type::I1)?;
                let a = self.any(ty)?;
                let d = self.any(ty)?;
                self.b.ins().select(c, a, d)
            }
            1 => {
                let a = self.any(Type::I32)?;
                self.b.ins().sext(Type::I64, a)
            }
            2 => {
                let a = self.any(Type::I64)?;
                self.b.ins().trunc(Type::I32, a)
            }
            3 => {
                let a = self.any(Type::F32)?;
                self.b.ins().fpext(Type::F64, a)
            }
            4 => {
                let a = self.any(Type::F64)?;
                self.b.ins().fptrunc(Type::F32, a)
            }
            5 => {
                let a = self.any(Type::I32)?;
                self.b.ins().sitofp(Type::F32, a)
            }
            6 => {
                let a = self.any(Type::F32)?;
                self.b.ins().bitcast(Type::I32, a)
            }
            _ => {
                let a = self.any(Type::I1)?;
                self.b.ins().zext(Type::I32, a)
            }
        };
        self.push(v);
        Ok(())
    }

    /// Stores a value into the next slot of this work-item, if one is left.
    fn store(&mut self) -> Result<()> {
        if self.next_slot >= SLOTS {
            return Ok(());
        }
        let ty = *self.u.choose(&VALUE_TYPES)?;
        let v = self.any(ty)?;
        let off = self
            .b
            .ins()
            .iconst(Type::I64, i64::from(self.next_slot * 8));
        let at = self.b.ins().iadd(self.slot_base, off);
        let p = self.b.ins().ptradd(self.out, at);
        self.b.ins().store(v, p, MemArgs::aligned(8));
        self.next_slot += 1;
        Ok(())
    }

    fn atomic(&mut self) -> Result<()> {
        // Each counter has its own operation: one commutative operation
        // alone gives a final value independent of the order the
        // work-items run in, but two different ones on the same counter
        // (umax then add) do not commute, and the test would depend on the
        // interleaving.
        const OPS: [AtomicRmwOp; COUNTERS as usize] = [
            AtomicRmwOp::Add,
            AtomicRmwOp::Xor,
            AtomicRmwOp::Umax,
            AtomicRmwOp::Or,
        ];
        let k = self.u.int_in_range(0..=COUNTERS - 1)?;
        let op = OPS[k as usize];
        let off = self.b.ins().iconst(Type::I64, i64::from(k * 4));
        let at = self.b.ins().iadd(self.counters, off);
        let p = self.b.ins().ptradd(self.out, at);
        let v = self.any(Type::I32)?;
        let scope = *self
            .u
            .choose(&[SyncScope::Agent, SyncScope::Workgroup, SyncScope::System])?;
        self.b
            .ins()
            .atomic_rmw(op, p, v, Ordering::Monotonic, scope);
        Ok(())
    }

    /// A uniform-control-flow LDS round trip: every work-item writes its
    /// slot, a barrier, then reads its neighbour's.
    fn lds_exchange(&mut self) -> Result<()> {
        let v = self.any(Type::I32)?;
        let base = self.b.ins().lds_addr(self.lds);
        let four = self.b.ins().iconst(Type::I32, 4);
        let mine = self.b.ins().imul(self.tid, four);
        let p = self.b.ins().ptradd(base, mine);
        self.b.ins().store(v, p, MemArgs::aligned(4));
        self.b.ins().barrier();
        let one = self.b.ins().iconst(Type::I32, 1);
        let next = self.b.ins().iadd(self.tid, one);
        let size = self.b.ins().workgroup_size(Dim::X);
        let wrapped = self.b.ins().urem(next, size);
        let theirs = self.b.ins().imul(wrapped, four);
        let q = self.b.ins().ptradd(base, theirs);
        let r = self.b.ins().load(Type::I32, q, MemArgs::aligned(4));
        self.push(r);
        // A second barrier so a later exchange cannot overwrite a slot
        // before its neighbour has read it.
        self.b.ins().barrier();
        Ok(())
    }

    fn wave_op(&mut self) -> Result<()> {
        let v = match self.u.int_in_range(0..=3)? {
            0 => {
                let a = self.any(Type::I32)?;
                self.b.ins().readfirstlane(a)
            }
            1 => {
                let a = self.any(Type::I32)?;
                let op = *self.u.choose(&[
                    ReduceOp::Add,
                    ReduceOp::Umax,
                    ReduceOp::Xor,
                    ReduceOp::Smin,
                ])?;
                self.b.ins().wave_reduce(op, a)
            }
            2 => {
                let c = self.any(Type::I1)?;
                self.b.ins().ballot(c)
            }
            _ => {
                let lane = self.b.ins().lane_id();
                self.b.ins().readfirstlane(lane)
            }
        };
        self.push(v);
        Ok(())
    }

    /// `if (c) { ... } else { ... }` merging one value of a random type.
    fn diamond(&mut self) -> Result<()> {
        let c = self.any(Type::I1)?;
        let ty = *self.u.choose(&VALUE_TYPES)?;
        let then_b = self.b.create_block();
        let else_b = self.b.create_block();
        let join = self.b.create_block();
        let merged = self.b.append_block_param(join, ty);
        self.b.ins().brif(c, then_b, &[], else_b, &[]);
        let saved = self.pools.lens();
        for block in [then_b, else_b] {
            self.b.switch_to_block(block);
            self.b.seal_block(block);
            self.depth += 1;
            self.body(3)?;
            self.depth -= 1;
            let v = self.any(ty)?;
            self.b.ins().br(join, &[v]);
            self.pools.truncate(saved);
        }
        self.b.switch_to_block(join);
        self.b.seal_block(join);
        self.push(merged);
        Ok(())
    }

    /// `for (i = 0; i < n; i++) acc = f(acc)` with `n` in 1..=4, possibly
    /// different per work-item.
    fn counted_loop(&mut self) -> Result<()> {
        let ty = *self.u.choose(&VALUE_TYPES)?;
        let init = self.any(ty)?;
        let bound_src = self.any(Type::I32)?;
        let three = self.b.ins().iconst(Type::I32, 3);
        let masked = self.b.ins().and(bound_src, three);
        let one = self.b.ins().iconst(Type::I32, 1);
        let n = self.b.ins().iadd(masked, one);
        let zero = self.b.ins().iconst(Type::I32, 0);
        let header = self.b.create_block();
        let exit = self.b.create_block();
        let i = self.b.append_block_param(header, Type::I32);
        let acc = self.b.append_block_param(header, ty);
        let result = self.b.append_block_param(exit, ty);
        self.b.ins().br(header, &[zero, init]);
        self.b.switch_to_block(header);
        let saved = self.pools.lens();
        self.push(i);
        self.push(acc);
        self.depth += 1;
        self.body(3)?;
        self.depth -= 1;
        let next_acc = self.any(ty)?;
        let one = self.b.ins().iconst(Type::I32, 1);
        let i2 = self.b.ins().iadd(i, one);
        let more = self.b.ins().icmp(IntCC::Slt, i2, n);
        self.b
            .ins()
            .brif(more, header, &[i2, next_acc], exit, &[next_acc]);
        self.b.seal_block(header);
        self.pools.truncate(saved);
        self.b.switch_to_block(exit);
        self.b.seal_block(exit);
        self.push(result);
        Ok(())
    }

    fn body(&mut self, max_steps: u32) -> Result<()> {
        let steps = self.u.int_in_range(1..=max_steps)?;
        for _ in 0..steps {
            if self.budget == 0 {
                break;
            }
            self.budget -= 1;
            let top = self.depth == 0;
            match self.u.int_in_range(0..=19)? {
                0..=8 => self.op()?,
                9 | 10 => self.compare()?,
                11 | 12 => self.select_or_convert()?,
                13 | 14 => self.store()?,
                15 => self.atomic()?,
                16 if self.depth < 3 => self.diamond()?,
                17 if self.depth < 3 => self.counted_loop()?,
                18 if top => self.lds_exchange()?,
                19 => self.wave_op()?,
                _ => self.op()?,
            }
        }
        Ok(())
    }
}

/// Generates one kernel from the bytes in `u`.
pub fn generate(u: &mut Unstructured<'_>) -> Result<Generated> {
    let global = Type::ptr(AddrSpace::Global);
    let workgroup_size = *u.choose(&[1u32, 7, 32, 64, 100])?;
    let workgroups = u.int_in_range(1..=3)?;
    let x: i32 = u.arbitrary()?;
    let y = f32::from(u.int_in_range(-64i16..=64)?) * 0.25;

    let mut mb = ModuleBuilder::new();
    let lds = mb.declare_lds("exchange", workgroup_size * 4, 4);
    let kernel = mb.declare_kernel(
        "fuzz",
        &[
            ("out", global),
            ("input", global),
            ("x", Type::I32),
            ("y", Type::F32),
        ],
    );
    {
        let mut b = mb.define(kernel);
        b.set_flat_workgroup_size(1, 256);
        let entry = b.create_entry_block();
        let [out, input, xv, yv] = *b.block_params(entry) else {
            unreachable!("the kernel was declared with four parameters")
        };
        b.switch_to_block(entry);
        let tid = b.ins().workitem_id(Dim::X);
        let gid = b.ins().workgroup_id(Dim::X);
        let wsz = b.ins().workgroup_size(Dim::X);
        let base = b.ins().imul(gid, wsz);
        let item = b.ins().iadd(base, tid);
        let item64 = b.ins().zext(Type::I64, item);
        let slot_bytes = b.ins().iconst(Type::I64, i64::from(SLOTS * 8));
        let slot_base = b.ins().imul(item64, slot_bytes);
        let grid = b.ins().grid_size(Dim::X);
        let grid64 = b.ins().zext(Type::I64, grid);
        let counters = b.ins().imul(grid64, slot_bytes);
        let four = b.ins().iconst(Type::I64, 4);
        let in_off = b.ins().imul(item64, four);
        let in_ptr = b.ins().ptradd(input, in_off);
        let loaded = b.ins().load(Type::F32, in_ptr, MemArgs::aligned(4));
        let yd = b.ins().fpext(Type::F64, yv);
        let is_odd = {
            let one = b.ins().iconst(Type::I32, 1);
            let bit = b.ins().and(item, one);
            b.ins().icmp(IntCC::Ne, bit, one)
        };
        let seven = b.ins().iconst(Type::I32, 7);
        let k64 = b.ins().iconst(Type::I64, -3);
        let pools = Pools {
            i32s: vec![tid, item, xv, seven],
            i64s: vec![item64, k64],
            f32s: vec![yv, loaded],
            f64s: vec![yd],
            bools: vec![is_odd],
        };
        let budget = u.int_in_range(1..=60)?;
        let mut g = Gen {
            u,
            b: &mut b,
            pools,
            out,
            slot_base,
            counters,
            lds,
            tid,
            next_slot: 0,
            depth: 0,
            budget,
        };
        g.body(40)?;
        // Whatever happened, store the latest value of each type so the
        // computation is observable.
        for ty in VALUE_TYPES {
            let v = *g.pools.pool(ty).last().expect("pools start non-empty");
            if g.next_slot < SLOTS {
                let off = g.b.ins().iconst(Type::I64, i64::from(g.next_slot * 8));
                let at = g.b.ins().iadd(g.slot_base, off);
                let p = g.b.ins().ptradd(g.out, at);
                g.b.ins().store(v, p, MemArgs::aligned(8));
                g.next_slot += 1;
            }
        }
        b.ins().ret(&[]);
        // The generator only builds valid IR; a builder or verifier error
        // here is a finding (in the generator or in the builder), so it
        // panics and the harness reports the input.
        if let Err(diags) = b.finish() {
            panic!("the generator built invalid IR: {diags:#?}");
        }
    }
    let module = match mb.finish() {
        Ok(m) => m,
        Err(diags) => panic!("the generator built an invalid module: {diags:#?}"),
    };
    Ok(Generated {
        module,
        kernel,
        workgroup_size,
        workgroups,
        x,
        y,
    })
}
