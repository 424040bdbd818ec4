//! The wave engine: lanes in lockstep under an active mask, a SIMT
//! reconvergence stack, call frames, and the operations that need more
//! than one lane's registers (memory, wave operations, control flow).
//!
//! Role: a [`Wave`] runs until it finishes or waits at a barrier; the
//! workgroup scheduler (`grid`) decides what happens next.
//!
//! The reconvergence stack holds [`Entry`]s `(depth, pc, rpc, mask)`: the
//! top entry's lanes execute `pc` of the function at call depth `depth`;
//! when `pc` reaches `rpc` the entry is popped and the lanes continue as
//! part of the entry below. At a divergent branch the top entry's `pc` is
//! set to the branch's reconvergence point (the immediate post-dominator)
//! and one entry per target group is pushed above it; if the top entry
//! already waits for the same point it is replaced instead, so a loop with
//! a divergent exit does not grow the stack. A call sets the caller's pc to
//! the return point and pushes the callee's entry with `rpc = EXIT`; `ret`
//! sends lanes to `EXIT`. Invariants: the lanes of every entry are a subset
//! of the entry below it; every entry not created by a call or at the
//! bottom has the entry below it waiting at its `rpc`; all lanes of a wave
//! that have not exited share one call stack shape, so frames (register
//! bases, private bases) are per wave, not per lane.
//!
//! Registers are `regs[(frame.reg_base + slot) * nlanes + lane]`: one
//! dense array per wave, slots of a frame contiguous, lanes innermost.

use super::code::{Code, Op, Opnd, Program, EXIT};
use super::eval::{eval_pure, float_op, sext, trap, Trap};
use super::fatomic::{self, Unit};
use super::float::FloatFormat;
use super::memory::{
    Memory, Scratch, APERTURE_SIZE, CODE_BASE, CODE_STRIDE, LOCAL_APERTURE, PRIVATE_APERTURE,
};
use super::{mask, ErrorKind, InterpError, Limits, Location, Stats, ValueBits};
use crate::entities::FuncId;
use crate::instructions::{AtomicRmwOp, MatrixFamily, Payload, ReduceOp};
use crate::module::Module;
use crate::opcodes::Opcode;
use crate::types::{AddrSpace, Type};
use cranelift_entity::EntityRef;
use smallvec::SmallVec;

/// The dispatch a wave belongs to.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Geometry {
    pub grid: [u32; 3],
    pub workgroup_size: [u32; 3],
    pub workgroup_id: [u32; 3],
    pub wave_size: u32,
}

/// State shared by the waves of a run.
pub(crate) struct Env<'a> {
    pub module: &'a Module,
    pub program: &'a Program,
    /// `None` for device functions run by `call_function`.
    pub geometry: Option<Geometry>,
    pub limits: Limits,
    /// LDS offset of each variable.
    pub lds_offsets: Vec<u32>,
    pub stats: Stats,
    /// The dispatched kernel's `float_denorm_mode` (defaults applied):
    /// the MODE register every function of the dispatch runs under.
    pub denorm_modes: (u32, u32),
}

/// One call frame, shared by the wave's lanes.
#[derive(Copy, Clone, Debug)]
struct Frame {
    func: FuncId,
    reg_base: u32,
    reg_end: u32,
    priv_base: u32,
    priv_end: u32,
    /// The call operation in the caller (unused at depth 0).
    call_pc: u32,
}

/// A reconvergence-stack entry; see the module doc.
#[derive(Copy, Clone, Debug)]
struct Entry {
    depth: u32,
    pc: u32,
    rpc: u32,
    mask: u64,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum WaveState {
    Running,
    /// Waiting at the barrier `pc` of `func` with `mask`.
    Barrier {
        func: FuncId,
        pc: u32,
        mask: u64,
    },
    Done,
}

/// Where a pointer points.
#[derive(Copy, Clone, Debug)]
enum Place {
    Global(u64),
    Local(u64),
    Private(u64),
}

/// A failure inside one step, before the location is attached.
struct Fault {
    trap: Trap,
    lane: Option<u32>,
}

impl From<Trap> for Fault {
    fn from(trap: Trap) -> Fault {
        Fault { trap, lane: None }
    }
}

fn at_lane(lane: u32) -> impl Fn(Trap) -> Fault {
    move |trap| Fault {
        trap,
        lane: Some(lane),
    }
}

/// What a step did to the top entry's pc.
enum Flow {
    /// Advance to the next operation.
    Next,
    /// The step updated the reconvergence stack itself.
    Jumped,
    /// Wait at a barrier.
    Barrier,
}

/// The lanes set in `mask`, lowest first.
fn lanes(mut mask: u64) -> impl Iterator<Item = u32> {
    core::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let l = mask.trailing_zeros();
        mask &= mask - 1;
        Some(l)
    })
}

pub(crate) struct Wave {
    /// Linear work-item id (within the workgroup) of lane 0.
    pub first: u32,
    pub nlanes: u32,
    regs: Vec<u64>,
    frames: Vec<Frame>,
    simt: Vec<Entry>,
    private: Vec<Scratch>,
    /// Lanes that returned from the kernel.
    pub exited: u64,
    pub state: WaveState,
    /// What the entry function returned (device functions only).
    pub returned: Vec<ValueBits>,
}

impl Wave {
    /// A wave of `nlanes` lanes about to run `func` with `args` (the same
    /// for every lane).
    pub fn new(
        env: &Env<'_>,
        func: FuncId,
        first: u32,
        nlanes: u32,
        args: &[ValueBits],
    ) -> Result<Wave, InterpError> {
        let code = env.program.code(func);
        let mut wave = Wave {
            first,
            nlanes,
            regs: Vec::new(),
            frames: Vec::new(),
            simt: Vec::new(),
            private: vec![Scratch::default(); nlanes as usize],
            exited: 0,
            state: WaveState::Running,
            returned: Vec::new(),
        };
        wave.push_frame(env, code, func, 0)
            .map_err(|t| InterpError::new(t.kind, t.msg))?;
        for lane in 0..nlanes {
            for (&p, &v) in code.params.iter().zip(args) {
                wave.set(0, p, lane, v);
            }
        }
        wave.simt.push(Entry {
            depth: 0,
            pc: 0,
            rpc: EXIT,
            mask: mask(nlanes),
        });
        Ok(wave)
    }

    /// Every lane of the wave.
    pub fn all_lanes(&self) -> u64 {
        mask(self.nlanes)
    }

    /// Pushes a frame of `func`, or traps when its stack slots would take
    /// the work-item past [`Limits::max_private_bytes`].
    fn push_frame(
        &mut self,
        env: &Env<'_>,
        code: &Code,
        func: FuncId,
        call_pc: u32,
    ) -> Result<(), Trap> {
        let (reg_base, priv_start) = match self.frames.last() {
            Some(f) => (f.reg_end, f.priv_end),
            None => (0, 0),
        };
        let base = u64::from(priv_start).next_multiple_of(u64::from(code.frame_align));
        let end = base + u64::from(code.frame_size);
        let limit = env.limits.max_private_bytes;
        if end > u64::from(limit) {
            // A frame past 4 GiB was kept as `u32::MAX` (`code`).
            let needs = if code.frame_size == u32::MAX {
                format!("more than {end}")
            } else {
                end.to_string()
            };
            return Err(Trap {
                kind: ErrorKind::PrivateLimit,
                msg: format!(
                    "@{} needs {needs} bytes of private memory per work-item with its callers' frames, more than the limit of {limit}",
                    env.module.functions[func].name
                ),
            });
        }
        let (priv_base, priv_end) = (base as u32, end as u32);
        let end = (reg_base + code.num_slots) as usize * self.nlanes as usize;
        // Fresh registers read zero (a value read before it is written
        // is a verifier error; zero keeps such IR deterministic).
        self.regs.truncate(reg_base as usize * self.nlanes as usize);
        self.regs.resize(end, 0);
        for p in &mut self.private {
            p.resize(priv_base as usize);
            p.resize(priv_end as usize);
        }
        self.frames.push(Frame {
            func,
            reg_base,
            reg_end: reg_base + code.num_slots,
            priv_base,
            priv_end,
            call_pc,
        });
        Ok(())
    }

    fn pop_frame(&mut self) {
        if let Some(f) = self.frames.pop() {
            self.regs
                .truncate(f.reg_base as usize * self.nlanes as usize);
            let keep = self.frames.last().map_or(0, |p| p.priv_end);
            for p in &mut self.private {
                p.resize(keep as usize);
            }
        }
    }

    #[inline]
    fn get(&self, base: u32, o: Opnd, lane: u32) -> ValueBits {
        let mut v = ValueBits::default();
        let n = self.nlanes as usize;
        let start = (base + o.slot) as usize;
        for k in 0..o.lanes() as usize {
            v.0[k] = self.regs[(start + k) * n + lane as usize];
        }
        v
    }

    #[inline]
    fn set(&mut self, base: u32, o: Opnd, lane: u32, v: ValueBits) {
        let n = self.nlanes as usize;
        let start = (base + o.slot) as usize;
        for k in 0..o.lanes() as usize {
            self.regs[(start + k) * n + lane as usize] = v.0[k];
        }
    }

    /// Releases the wave from the barrier it waits at.
    pub fn release(&mut self) {
        if let Some(top) = self.simt.last_mut() {
            top.pc += 1;
        }
        self.state = WaveState::Running;
    }

    /// Runs until the wave finishes, waits at a barrier, or faults.
    pub fn run(
        &mut self,
        env: &mut Env<'_>,
        memory: &mut Memory,
        lds: &mut Scratch,
    ) -> Result<(), InterpError> {
        let program = env.program;
        loop {
            let Some(top) = self.simt.last().copied() else {
                self.state = WaveState::Done;
                return Ok(());
            };
            if top.pc == top.rpc || top.pc == EXIT {
                self.simt.pop();
                let Some(next) = self.simt.last() else {
                    self.state = WaveState::Done;
                    return Ok(());
                };
                let keep = next.depth as usize + 1;
                while self.frames.len() > keep {
                    self.pop_frame();
                }
                continue;
            }
            let frame = self.frames[top.depth as usize];
            let code = program.code(frame.func);
            let op = code.ops[top.pc as usize];
            env.stats.wave_insts += 1;
            env.stats.lane_insts += u64::from(top.mask.count_ones());
            if env.stats.wave_insts > env.limits.max_steps {
                return Err(self.locate(
                    env,
                    frame.func,
                    &op,
                    Fault::from(Trap {
                        kind: ErrorKind::StepLimit,
                        msg: format!(
                            "more than {} wave-instructions executed",
                            env.limits.max_steps
                        ),
                    }),
                ));
            }
            match self.step(env, memory, lds, code, &op, top, frame) {
                Ok(Flow::Next) => {
                    if let Some(t) = self.simt.last_mut() {
                        t.pc += 1;
                    }
                }
                Ok(Flow::Jumped) => {}
                Ok(Flow::Barrier) => {
                    self.state = WaveState::Barrier {
                        func: frame.func,
                        pc: top.pc,
                        mask: top.mask,
                    };
                    return Ok(());
                }
                Err(fault) => return Err(self.locate(env, frame.func, &op, fault)),
            }
        }
    }

    fn locate(&self, env: &Env<'_>, func: FuncId, op: &Op, fault: Fault) -> InterpError {
        let f = &env.module.functions[func];
        InterpError {
            kind: fault.trap.kind,
            message: fault.trap.msg,
            location: Some(Location {
                func: f.name.clone(),
                inst: op.inst,
                opcode: op.opcode,
                span: f.spans[op.inst],
                workgroup: env.geometry.map_or([0; 3], |g| g.workgroup_id),
                lane: fault.lane.map(|l| self.first + l),
            }),
        }
    }

    /// Calls `callee` with `args` (registers of the caller's frame at
    /// `base`) for the lanes of `mask`; `top` is the calling entry, whose
    /// pc (or that of the entry below) is already the return point.
    fn enter(
        &mut self,
        env: &mut Env<'_>,
        callee: FuncId,
        args: &[Opnd],
        top: Entry,
        mask: u64,
        base: u32,
    ) -> Result<(), Fault> {
        if env.module.functions[callee].is_declaration() {
            return Err(Trap {
                kind: ErrorKind::InvalidIr,
                msg: format!(
                    "call to @{}, which is only declared (defined in another object)",
                    env.module.functions[callee].name
                ),
            }
            .into());
        }
        if top.depth + 1 > env.limits.max_call_depth {
            return Err(Trap {
                kind: ErrorKind::CallDepth,
                msg: format!(
                    "call to @{} nests deeper than {} calls",
                    env.module.functions[callee].name, env.limits.max_call_depth
                ),
            }
            .into());
        }
        let ccode = env.program.code(callee);
        // Frames above this depth belong to finished calls.
        while self.frames.len() > top.depth as usize + 1 {
            self.pop_frame();
        }
        self.push_frame(env, ccode, callee, top.pc)?;
        let new_base = self.frames[top.depth as usize + 1].reg_base;
        for lane in lanes(mask) {
            for (&a, &p) in args.iter().zip(&ccode.params) {
                let v = self.get(base, a, lane);
                self.set(new_base, p, lane, v);
            }
        }
        env.stats.max_call_depth = env.stats.max_call_depth.max(top.depth + 1);
        self.simt.push(Entry {
            depth: top.depth + 1,
            pc: 0,
            rpc: EXIT,
            mask,
        });
        Ok(())
    }

    /// The function at address `target` of a `call_indirect` in `caller`,
    /// checked against the call's signature.
    fn indirect_callee(
        &self,
        env: &Env<'_>,
        caller: FuncId,
        op: &Op,
        target: u64,
    ) -> Result<FuncId, Fault> {
        let bad = |msg: String| {
            Fault::from(Trap {
                kind: ErrorKind::BadCallTarget,
                msg,
            })
        };
        let k = target.wrapping_sub(CODE_BASE);
        let id = (k % CODE_STRIDE == 0)
            .then_some(k / CODE_STRIDE)
            .filter(|&i| (i as usize) < env.module.functions.len() && target >= CODE_BASE)
            .map(|i| FuncId::new(i as usize))
            .filter(|&f| env.program.codes[f.index()].is_some())
            .ok_or_else(|| {
                bad(format!(
                    "`call_indirect` to {target:#x}, which is no function's address"
                ))
            })?;
        let callee = &env.module.functions[id];
        let want = match op.payload {
            Payload::Sig(sig) => env.module.functions[caller].signatures.get(sig),
            _ => None,
        };
        let fits = want.is_some_and(|w| w.params == callee.params && w.returns == callee.returns);
        if !fits {
            return Err(bad(format!(
                "`call_indirect` to @{}, whose signature differs from the call's",
                callee.name
            )));
        }
        Ok(id)
    }

    #[allow(clippy::too_many_arguments)]
    fn step(
        &mut self,
        env: &mut Env<'_>,
        memory: &mut Memory,
        lds: &mut Scratch,
        code: &Code,
        op: &Op,
        top: Entry,
        frame: Frame,
    ) -> Result<Flow, Fault> {
        use Opcode::*;
        let base = frame.reg_base;
        let args = &code.opnds[op.args as usize..op.args as usize + op.nargs as usize];
        let res = &code.opnds[op.res as usize..op.res as usize + op.nres as usize];
        match op.opcode {
            Br | Brif | Switch => {
                self.branch(code, op, top, base);
                Ok(Flow::Jumped)
            }
            Return => {
                if top.depth == 0 {
                    self.exited |= top.mask;
                    if !args.is_empty() {
                        // Only device functions run by `call_function`
                        // (one lane) return values from depth 0.
                        let lane = top.mask.trailing_zeros();
                        self.returned = args.iter().map(|&a| self.get(base, a, lane)).collect();
                    }
                } else {
                    // Results go straight into the caller's registers; the
                    // caller does not run until every lane has returned.
                    let caller = self.frames[top.depth as usize - 1];
                    let ccode = env.program.code(caller.func);
                    let call = ccode.ops[frame.call_pc as usize];
                    let dst =
                        &ccode.opnds[call.res as usize..call.res as usize + call.nres as usize];
                    for lane in lanes(top.mask) {
                        for (&a, &d) in args.iter().zip(dst) {
                            let v = self.get(base, a, lane);
                            self.set(caller.reg_base, d, lane, v);
                        }
                    }
                }
                if let Some(t) = self.simt.last_mut() {
                    t.pc = EXIT;
                }
                Ok(Flow::Jumped)
            }
            Unreachable => Err(Fault {
                trap: Trap {
                    kind: ErrorKind::Unreachable,
                    msg: "`unreachable` executed".into(),
                },
                lane: Some(top.mask.trailing_zeros()),
            }),
            Call => {
                let Payload::Call(callee) = op.payload else {
                    return Err(Trap {
                        kind: ErrorKind::InvalidIr,
                        msg: "call without callee".into(),
                    }
                    .into());
                };
                if let Some(t) = self.simt.last_mut() {
                    t.pc += 1;
                }
                self.enter(env, callee, args, top, top.mask, base)?;
                Ok(Flow::Jumped)
            }
            CallIndirect => {
                // The lanes whose callee is the first active lane's call it
                // now; the others run this operation again when they have
                // returned, as compiled code's waterfall loop does.
                let first = top.mask.trailing_zeros();
                let target = self.get(base, args[0], first).0[0];
                let group = lanes(top.mask)
                    .filter(|&l| self.get(base, args[0], l).0[0] == target)
                    .fold(0u64, |m, l| m | 1 << l);
                let callee = self.indirect_callee(env, frame.func, op, target)?;
                let rest = top.mask & !group;
                if let Some(t) = self.simt.last_mut() {
                    t.pc += 1;
                }
                if rest != 0 {
                    self.simt.push(Entry {
                        depth: top.depth,
                        pc: top.pc,
                        rpc: top.pc + 1,
                        mask: rest,
                    });
                }
                let entry = Entry { mask: group, ..top };
                self.enter(env, callee, &args[1..], entry, group, base)?;
                Ok(Flow::Jumped)
            }
            FuncAddr => {
                let Payload::Call(f) = op.payload else {
                    return Err(Trap {
                        kind: ErrorKind::InvalidIr,
                        msg: "funcaddr without a function".into(),
                    }
                    .into());
                };
                let addr = ValueBits::scalar(CODE_BASE + CODE_STRIDE * f.index() as u64);
                for lane in lanes(top.mask) {
                    self.set(base, res[0], lane, addr);
                }
                Ok(Flow::Next)
            }
            Barrier => {
                geometry(env)?;
                Ok(Flow::Barrier)
            }
            Fence => Ok(Flow::Next),
            Readfirstlane | Readlane | Ballot | Shuffle | WaveReduce => {
                geometry(env)?;
                self.wave_op(op, args, res[0], top.mask, base)?;
                Ok(Flow::Next)
            }
            Mfma | Wmma => {
                geometry(env)?;
                self.matrix_op(op, args, res[0], top.mask, base)?;
                Ok(Flow::Next)
            }
            WorkitemId | WorkgroupId | WorkgroupSize | GridSize | LaneId | WaveSize => {
                let g = geometry(env)?;
                let dim = match op.payload {
                    Payload::Dim(d) => d as usize,
                    _ => 0,
                };
                let [wx, wy, _] = g.workgroup_size;
                for lane in lanes(top.mask) {
                    let lin = self.first + lane;
                    let local = [lin % wx, lin / wx % wy, lin / (wx * wy)];
                    let v = match op.opcode {
                        WorkitemId => local[dim],
                        WorkgroupId => g.workgroup_id[dim],
                        WorkgroupSize => g.workgroup_size[dim],
                        GridSize => g.grid[dim],
                        LaneId => lin % g.wave_size,
                        _ => g.wave_size,
                    };
                    self.set(base, res[0], lane, ValueBits::scalar(u64::from(v)));
                }
                Ok(Flow::Next)
            }
            StackAddr => {
                let off = match op.payload {
                    Payload::StackSlot(ss) => frame.priv_base + code.slot_offsets[ss],
                    _ => 0,
                };
                for lane in lanes(top.mask) {
                    self.set(base, res[0], lane, ValueBits::scalar(u64::from(off)));
                }
                Ok(Flow::Next)
            }
            LdsAddr => {
                geometry(env)?;
                let off = match op.payload {
                    Payload::Lds(var) => env.lds_offsets[var.index()],
                    _ => 0,
                };
                for lane in lanes(top.mask) {
                    self.set(base, res[0], lane, ValueBits::scalar(u64::from(off)));
                }
                Ok(Flow::Next)
            }
            Load | Store | AtomicRmw | CmpXchg => {
                for lane in lanes(top.mask) {
                    self.memory_op(env, memory, lds, op, args, res, base, lane)
                        .map_err(at_lane(lane))?;
                }
                Ok(Flow::Next)
            }
            _ => {
                let mut tys: SmallVec<[Type; 3]> = SmallVec::new();
                tys.extend(args.iter().map(|a| a.ty));
                let mut vals: SmallVec<[ValueBits; 3]> = SmallVec::new();
                for lane in lanes(top.mask) {
                    vals.clear();
                    vals.extend(args.iter().map(|&a| self.get(base, a, lane)));
                    let r = eval_pure(op.opcode, op.ty, &op.payload, &tys, &vals)
                        .map_err(at_lane(lane))?;
                    self.set(base, res[0], lane, r);
                }
                Ok(Flow::Next)
            }
        }
    }

    /// `br`, `brif`, `switch`: pick each lane's edge, copy its arguments,
    /// and split the top entry when the lanes disagree.
    fn branch(&mut self, code: &Code, op: &Op, top: Entry, base: u32) {
        let edges = &code.edges[op.edges as usize..(op.edges + op.nedges) as usize];
        // Lanes per edge, in the terminator's target order.
        let mut groups: SmallVec<[u64; 4]> = SmallVec::from_elem(0, edges.len());
        for lane in lanes(top.mask) {
            let k = match op.opcode {
                Opcode::Brif => {
                    let c = self.get(base, code.opnds[op.args as usize], lane).0[0];
                    usize::from(c & 1 == 0)
                }
                Opcode::Switch => {
                    let v = self.get(base, code.opnds[op.args as usize], lane).0[0];
                    edges[1..]
                        .iter()
                        .position(|e| e.case == v)
                        .map_or(0, |i| i + 1)
                }
                _ => 0,
            };
            groups[k] |= 1 << lane;
        }
        // Parallel copy per lane: all arguments are read before any
        // parameter is written (a loop may pass its parameters rotated).
        let mut tmp: SmallVec<[ValueBits; 8]> = SmallVec::new();
        for (edge, &m) in edges.iter().zip(&groups) {
            let copies = &code.copies[edge.copies as usize..(edge.copies + edge.ncopies) as usize];
            for lane in lanes(m) {
                tmp.clear();
                tmp.extend(copies.iter().map(|c| self.get(base, c.src, lane)));
                for (c, &v) in copies.iter().zip(&tmp) {
                    let dst = Opnd {
                        slot: c.dst,
                        ty: c.src.ty,
                    };
                    self.set(base, dst, lane, v);
                }
            }
        }
        let taken = groups.iter().filter(|&&m| m != 0).count();
        let Some(t) = self.simt.last_mut() else {
            return;
        };
        if taken == 1 {
            let k = groups.iter().position(|&m| m != 0).unwrap_or(0);
            t.pc = edges[k].pc;
            return;
        }
        // Divergence: wait for every group at the reconvergence point.
        let rpc = op.rpc;
        if t.rpc == rpc && rpc != EXIT {
            // The entry below already waits at `rpc` with these lanes.
            self.simt.pop();
        } else {
            t.pc = rpc;
        }
        // Push in reverse so that the first target's group runs first.
        for (edge, &m) in edges.iter().zip(&groups).rev() {
            if m != 0 && edge.pc != rpc {
                self.simt.push(Entry {
                    depth: top.depth,
                    pc: edge.pc,
                    rpc,
                    mask: m,
                });
            }
        }
    }

    fn wave_op(
        &mut self,
        op: &Op,
        args: &[Opnd],
        res: Opnd,
        active: u64,
        base: u32,
    ) -> Result<(), Fault> {
        let first = active.trailing_zeros();
        let value = match op.opcode {
            Opcode::Readfirstlane => self.get(base, args[0], first),
            Opcode::Readlane => {
                let idx = self.get(base, args[1], first).0[0];
                for lane in lanes(active) {
                    let other = self.get(base, args[1], lane).0[0];
                    if other != idx {
                        return Err(Fault {
                            trap: Trap {
                                kind: ErrorKind::BadLane,
                                msg: format!(
                                    "`readlane` index differs between active lanes ({idx} and {other})"
                                ),
                            },
                            lane: Some(lane),
                        });
                    }
                }
                let src = self.check_lane(idx, active).map_err(at_lane(first))?;
                self.get(base, args[0], src)
            }
            Opcode::Ballot => {
                let mut bits = 0u64;
                for lane in lanes(active) {
                    if self.get(base, args[0], lane).0[0] & 1 != 0 {
                        bits |= 1 << lane;
                    }
                }
                ValueBits::scalar(bits)
            }
            Opcode::Shuffle => {
                for lane in lanes(active) {
                    let idx = self.get(base, args[1], lane).0[0];
                    let src = self.check_lane(idx, active).map_err(at_lane(lane))?;
                    let v = self.get(base, args[0], src);
                    self.set(base, res, lane, v);
                }
                return Ok(());
            }
            _ => {
                let Payload::Reduce(r) = op.payload else {
                    return Err(Trap {
                        kind: ErrorKind::InvalidIr,
                        msg: "wave_reduce without an operation".into(),
                    }
                    .into());
                };
                let ty = args[0].ty;
                let mut acc = self.get(base, args[0], first).0[0];
                for lane in lanes(active & !(1 << first)) {
                    let x = self.get(base, args[0], lane).0[0];
                    acc = reduce(r, ty, acc, x);
                }
                ValueBits::scalar(acc)
            }
        };
        for lane in lanes(active) {
            self.set(base, res, lane, value);
        }
        Ok(())
    }

    /// `mfma`: needs a wave64 with every lane active (the operation reads
    /// and writes all 64 lanes' registers).
    fn matrix_op(
        &mut self,
        op: &Op,
        args: &[Opnd],
        res: Opnd,
        active: u64,
        base: u32,
    ) -> Result<(), Fault> {
        let Payload::Matrix(shape) = op.payload else {
            return Err(Trap {
                kind: ErrorKind::InvalidIr,
                msg: "matrix operation without a shape".into(),
            }
            .into());
        };
        let name = if shape.family() == MatrixFamily::Wmma {
            "wmma"
        } else {
            "mfma"
        };
        let all = if self.nlanes == 64 {
            u64::MAX
        } else {
            (1u64 << self.nlanes) - 1
        };
        let want = shape.acc_type_for_wave(self.nlanes);
        if want.is_none() || active != all {
            return Err(Trap {
                kind: ErrorKind::BadLane,
                msg: if want.is_none() {
                    format!("`{name} {shape}` has no wave{} form", self.nlanes)
                } else {
                    format!(
                        "`{name}` needs all {} lanes of the wave active, found {}",
                        self.nlanes,
                        active.count_ones()
                    )
                },
            }
            .into());
        }
        let mut regs = [[[0u64; 16]; 64]; 3];
        for (slot, &a) in regs.iter_mut().zip(args) {
            for (lane, r) in slot.iter_mut().enumerate().take(self.nlanes as usize) {
                *r = self.get(base, a, lane as u32).0;
            }
        }
        let d = if shape.family() == MatrixFamily::Wmma {
            // The accumulator's type names the wave size it was written for.
            if shape.wave_of_acc(args[2].ty) != Some(self.nlanes) {
                return Err(Trap {
                    kind: ErrorKind::BadLane,
                    msg: format!(
                        "`wmma {shape}` with this accumulator is the wave{} form, run in a wave{}",
                        96 - self.nlanes,
                        self.nlanes
                    ),
                }
                .into());
            }
            super::matrix::wmma(shape, self.nlanes, &regs[0], &regs[1], &regs[2]).map_err(
                |msg| Trap {
                    kind: ErrorKind::BadLane,
                    msg,
                },
            )?
        } else {
            super::matrix::mfma(shape, &regs[0], &regs[1], &regs[2])
        };
        for (lane, v) in d.into_iter().enumerate().take(self.nlanes as usize) {
            self.set(base, res, lane as u32, ValueBits(v));
        }
        Ok(())
    }

    /// The lane a `readlane`/`shuffle` index names, if it is active.
    fn check_lane(&self, idx: u64, active: u64) -> Result<u32, Trap> {
        if idx >= u64::from(self.nlanes) || active >> idx & 1 == 0 {
            let why = if idx >= u64::from(self.nlanes) {
                "outside the wave"
            } else {
                "inactive"
            };
            return trap(ErrorKind::BadLane, format!("lane {idx} is {why}"));
        }
        Ok(idx as u32)
    }

    #[allow(clippy::too_many_arguments)]
    fn memory_op(
        &mut self,
        env: &Env<'_>,
        memory: &mut Memory,
        lds: &mut Scratch,
        op: &Op,
        args: &[Opnd],
        res: &[Opnd],
        base: u32,
        lane: u32,
    ) -> Result<(), Trap> {
        let (ptr, mem) = match (op.opcode, op.payload) {
            (Opcode::Store, Payload::Mem(m)) => (args[1], m),
            (_, Payload::Mem(m)) | (_, Payload::AtomicRmw(_, m)) => (args[0], m),
            (_, Payload::CmpXchg { mem, .. }) => (args[0], mem),
            _ => {
                return trap(
                    ErrorKind::InvalidIr,
                    "memory operation without memory arguments",
                )
            }
        };
        let space = ptr.ty.addr_space().unwrap_or(AddrSpace::Flat);
        let addr = self.get(base, ptr, lane).0[0];
        let ty = op.ty;
        let size = ty.bytes() as usize;
        if addr % u64::from(mem.align()) != 0 {
            return trap(
                ErrorKind::Misaligned,
                format!(
                    "{size}-byte access at {} address {addr:#x} is not {}-byte aligned",
                    space.name(),
                    mem.align()
                ),
            );
        }
        let place = match space {
            AddrSpace::Global | AddrSpace::Constant => Place::Global(addr),
            AddrSpace::Local => Place::Local(addr),
            AddrSpace::Private => Place::Private(addr),
            AddrSpace::Flat => {
                if addr.wrapping_sub(LOCAL_APERTURE) < APERTURE_SIZE {
                    Place::Local(addr - LOCAL_APERTURE)
                } else if addr.wrapping_sub(PRIVATE_APERTURE) < APERTURE_SIZE {
                    Place::Private(addr - PRIVATE_APERTURE)
                } else {
                    Place::Global(addr)
                }
            }
        };
        if matches!(place, Place::Local(_)) && env.geometry.is_none() {
            return trap(ErrorKind::NoDispatch, "LDS access outside a dispatch");
        }
        if op.opcode == Opcode::Store {
            if space == AddrSpace::Constant {
                return trap(ErrorKind::ReadOnly, "store through a constant pointer");
            }
            let v = self.get(base, args[0], lane);
            let bytes = encode(ty, v);
            return self.write(memory, lds, place, lane, &bytes[..size]);
        }
        let mut buf = [0u8; 32];
        self.read(memory, lds, place, lane, &mut buf[..size])?;
        let old = decode(ty, &buf[..size]);
        let new = match op.payload {
            Payload::AtomicRmw(rmw, _) => {
                let unit = if space == AddrSpace::Local {
                    Unit::Lds
                } else {
                    Unit::Memory
                };
                let v = self.get(base, args[1], lane);
                Some(rmw_value(rmw, ty, old, v, (unit, env.denorm_modes)))
            }
            Payload::CmpXchg { .. } => {
                let expected = self.get(base, args[1], lane);
                (old == expected).then(|| self.get(base, args[2], lane))
            }
            _ => None,
        };
        if let Some(new) = new {
            if space == AddrSpace::Constant {
                return trap(ErrorKind::ReadOnly, "atomic through a constant pointer");
            }
            let bytes = encode(ty, new);
            self.write(memory, lds, place, lane, &bytes[..size])?;
        }
        self.set(base, res[0], lane, old);
        Ok(())
    }

    fn read(
        &self,
        memory: &Memory,
        lds: &Scratch,
        place: Place,
        lane: u32,
        out: &mut [u8],
    ) -> Result<(), Trap> {
        match place {
            Place::Global(a) => memory.device_read(a, out),
            Place::Local(o) => lds.read(o, out, "LDS"),
            Place::Private(o) => self.private[lane as usize].read(o, out, "private"),
        }
    }

    fn write(
        &mut self,
        memory: &mut Memory,
        lds: &mut Scratch,
        place: Place,
        lane: u32,
        data: &[u8],
    ) -> Result<(), Trap> {
        match place {
            Place::Global(a) => memory.device_write(a, data),
            Place::Local(o) => lds.write(o, data, "LDS"),
            Place::Private(o) => self.private[lane as usize].write(o, data, "private"),
        }
    }
}

fn geometry(env: &Env<'_>) -> Result<Geometry, Fault> {
    env.geometry.ok_or_else(|| {
        Fault::from(Trap {
            kind: ErrorKind::NoDispatch,
            msg: "wave, workgroup and dispatch operations need a kernel dispatch".into(),
        })
    })
}

/// The bytes of a value in memory: lanes packed, each little-endian.
fn encode(ty: Type, v: ValueBits) -> [u8; 32] {
    let mut out = [0u8; 32];
    let w = (ty.lane_bits() as usize).div_ceil(8);
    for i in 0..ty.lanes().max(1) as usize {
        out[i * w..(i + 1) * w].copy_from_slice(&v.0[i].to_le_bytes()[..w]);
    }
    out
}

fn decode(ty: Type, bytes: &[u8]) -> ValueBits {
    let mut v = ValueBits::default();
    let w = (ty.lane_bits() as usize).div_ceil(8);
    for i in 0..ty.lanes().max(1) as usize {
        let mut lane = [0u8; 8];
        lane[..w].copy_from_slice(&bytes[i * w..(i + 1) * w]);
        v.0[i] = u64::from_le_bytes(lane);
    }
    v
}

/// The value an atomic read-modify-write stores, given the old one; float
/// operations follow the float-atomics rules of the executing unit under
/// the dispatch's denormal modes (`fatomic`).
fn rmw_value(
    rmw: AtomicRmwOp,
    ty: Type,
    old: ValueBits,
    v: ValueBits,
    (unit, modes): (Unit, (u32, u32)),
) -> ValueBits {
    use AtomicRmwOp::*;
    let w = ty.lane_bits();
    let m = mask(w);
    let (a, b) = (old.0[0], v.0[0]);
    let (sa, sb) = (sext(a, w), sext(b, w));
    let scalar = match rmw {
        Add => a.wrapping_add(b),
        Sub => a.wrapping_sub(b),
        And => a & b,
        Or => a | b,
        Xor => a ^ b,
        Smin => sa.min(sb) as u64,
        Smax => sa.max(sb) as u64,
        Umin => a.min(b),
        Umax => a.max(b),
        Inc => {
            if a >= b {
                0
            } else {
                a + 1
            }
        }
        Dec => {
            if a == 0 || a > b {
                b
            } else {
                a - 1
            }
        }
        Xchg => b,
        Fadd | Fmin | Fmax => {
            let f = FloatFormat::of(ty).unwrap_or(FloatFormat::F32);
            let mut out = ValueBits::default();
            let Some(rule) = fatomic::rule(rmw, unit) else {
                return old;
            };
            for i in 0..ty.lanes().max(1) as usize {
                out.0[i] = fatomic::store(rule, f, modes, old.0[i], v.0[i]);
            }
            return out;
        }
    };
    ValueBits::scalar(scalar & m)
}

/// One step of a wave reduction, in ascending lane order.
fn reduce(r: ReduceOp, ty: Type, acc: u64, x: u64) -> u64 {
    let w = ty.lane_bits();
    let (sa, sx) = (sext(acc, w), sext(x, w));
    let v = match r {
        ReduceOp::Add => acc.wrapping_add(x),
        ReduceOp::And => acc & x,
        ReduceOp::Or => acc | x,
        ReduceOp::Xor => acc ^ x,
        ReduceOp::Smin => sa.min(sx) as u64,
        ReduceOp::Smax => sa.max(sx) as u64,
        ReduceOp::Umin => acc.min(x),
        ReduceOp::Umax => acc.max(x),
        ReduceOp::Fadd | ReduceOp::Fmin | ReduceOp::Fmax => {
            let f = FloatFormat::of(ty).unwrap_or(FloatFormat::F32);
            let op = match r {
                ReduceOp::Fadd => Opcode::Fadd,
                ReduceOp::Fmin => Opcode::Fmin,
                _ => Opcode::Fmax,
            };
            return float_op(op, f, acc, x);
        }
    };
    v & mask(w)
}
