//! Translation of functions into the interpreter's executable form.
//!
//! Role: before anything runs, each function reachable from the entry is
//! checked and flattened into a [`Code`]: operations in layout order (a
//! block is a contiguous range; the entry block starts at 0), every operand
//! a register-slot number, every branch target an operation index with the
//! list of argument copies it performs, every branch annotated with its
//! reconvergence point (the pc of its block's immediate post-dominator, or
//! [`EXIT`]). The engine then never looks at `Function` again.
//!
//! Invariants provided: every operation passed the shared typing rules
//! ([`check_inst`], [`check_call`]) and the payload matches its format;
//! every block ends in exactly one terminator; branch arguments match the
//! target's parameters; returns match the signature; call targets exist.
//! So the engine may index operands without checking arity or types.
//!
//! Register slots: value `v` of a function with `lanes` lanes occupies
//! slots `slot[v] .. slot[v] + lanes`; a frame has `num_slots` slots.

use super::{ErrorKind, InterpError};
use crate::entities::{Block, FuncId, Inst, StackSlot, Value};
use crate::function::Function;
use crate::instructions::{BlockCall, Payload};
use crate::module::Module;
use crate::opcodes::Opcode;
use crate::types::Type;
use crate::typing::{check_call, check_inst};
use cranelift_entity::{EntityRef, SecondaryMap};
use smallvec::SmallVec;

/// The reconvergence point of branches whose paths meet only at the
/// function's return; also the pc of a lane that has returned.
pub(crate) const EXIT: u32 = u32::MAX;

/// A value operand: its first register slot and its type.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Opnd {
    pub slot: u32,
    pub ty: Type,
}

impl Opnd {
    pub fn lanes(self) -> u32 {
        self.ty.lanes().max(1)
    }
}

/// One pre-resolved operation.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Op {
    pub inst: Inst,
    pub opcode: Opcode,
    /// The result type; for `store`, the stored value's type.
    pub ty: Type,
    pub payload: Payload,
    /// Operands: `opnds[args .. args + nargs]`.
    pub args: u32,
    pub nargs: u16,
    /// Results: `opnds[res .. res + nres]`.
    pub res: u32,
    pub nres: u16,
    /// Branches: the first of their edges (`switch`: default, then cases).
    pub edges: u32,
    pub nedges: u32,
    /// Branches: where their lanes meet again.
    pub rpc: u32,
}

/// A branch target.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Edge {
    pub pc: u32,
    /// Argument copies: `copies[copies .. copies + ncopies]`.
    pub copies: u32,
    pub ncopies: u32,
    /// `switch` case value (unused for other edges).
    pub case: u64,
}

/// Copies a branch argument into a parameter of the target block.
#[derive(Copy, Clone, Debug)]
pub(crate) struct ArgCopy {
    pub src: Opnd,
    pub dst: u32,
}

/// A function in executable form.
#[derive(Clone, Debug)]
pub(crate) struct Code {
    pub ops: Vec<Op>,
    pub opnds: Vec<Opnd>,
    pub edges: Vec<Edge>,
    pub copies: Vec<ArgCopy>,
    pub num_slots: u32,
    /// The function's parameters.
    pub params: Vec<Opnd>,
    /// Offset of each stack slot from the frame's private base.
    pub slot_offsets: SecondaryMap<StackSlot, u32>,
    pub frame_size: u32,
    pub frame_align: u32,
    /// Widest argument list of any branch, for the copy buffer.
    pub max_copies: u32,
}

/// Every function reachable from an entry, translated.
pub(crate) struct Program {
    pub codes: Vec<Option<Code>>,
}

impl Program {
    /// Translates `entry` and everything it calls, transitively.
    pub fn new(module: &Module, entry: FuncId) -> Result<Program, InterpError> {
        let mut codes: Vec<Option<Code>> = vec![None; module.functions.len()];
        let mut work = vec![entry];
        while let Some(id) = work.pop() {
            if codes[id.index()].is_some() {
                continue;
            }
            let code = translate(module, &module.functions[id], &mut work)?;
            codes[id.index()] = Some(code);
        }
        Ok(Program { codes })
    }

    pub fn code(&self, id: FuncId) -> &Code {
        // Every callee was translated before the program was returned.
        self.codes[id.index()]
            .as_ref()
            .expect("callee translated with its caller")
    }
}

fn invalid(func: &Function, inst: Option<Inst>, msg: impl Into<String>) -> InterpError {
    let at = match inst {
        Some(inst) => format!("@{}, {inst}", func.name),
        None => format!("@{}", func.name),
    };
    InterpError::new(ErrorKind::InvalidIr, format!("{} (in {at})", msg.into()))
}

fn translate(
    module: &Module,
    func: &Function,
    work: &mut Vec<FuncId>,
) -> Result<Code, InterpError> {
    // ---- register slots ----
    let mut slot_of: SecondaryMap<Value, u32> = SecondaryMap::new();
    let mut num_slots = 0u32;
    for (v, data) in func.values.iter() {
        slot_of[v] = num_slots;
        num_slots += data.ty.lanes().max(1);
    }
    let opnd = |v: Value| {
        let v = func.resolve(v);
        Opnd {
            slot: slot_of[v],
            ty: func.value_type(v),
        }
    };

    // ---- block layout ----
    let Some(entry) = func.entry_block() else {
        return Err(invalid(func, None, "function has no blocks"));
    };
    let mut block_pc: SecondaryMap<Block, u32> = SecondaryMap::with_default(EXIT);
    let mut pc = 0u32;
    for &block in &func.layout {
        let insts = func.block_insts(block);
        let Some(&last) = insts.last() else {
            return Err(invalid(func, None, format!("{block} is empty")));
        };
        if !func.insts[last].opcode.is_terminator() {
            return Err(invalid(
                func,
                Some(last),
                format!("{block} does not end in a terminator"),
            ));
        }
        if let Some(&mid) = insts[..insts.len() - 1]
            .iter()
            .find(|&&i| func.insts[i].opcode.is_terminator())
        {
            return Err(invalid(
                func,
                Some(mid),
                "terminator in the middle of a block",
            ));
        }
        block_pc[block] = pc;
        pc += insts.len() as u32;
    }

    let params: Vec<Opnd> = func.block_params(entry).iter().map(|&v| opnd(v)).collect();
    let param_types: Vec<Type> = func.params.iter().map(|p| p.ty).collect();
    if params.iter().map(|o| o.ty).ne(param_types.iter().copied()) {
        return Err(invalid(
            func,
            None,
            "the entry block's parameters differ from the signature",
        ));
    }

    let ipdom = post_dominators(func, &block_pc);

    let mut code = Code {
        ops: Vec::with_capacity(pc as usize),
        opnds: Vec::new(),
        edges: Vec::new(),
        copies: Vec::new(),
        num_slots,
        params,
        slot_offsets: SecondaryMap::new(),
        frame_size: 0,
        frame_align: 1,
        max_copies: 0,
    };

    // ---- operations ----
    for &block in &func.layout {
        for &inst in func.block_insts(block) {
            let data = &func.insts[inst];
            let op = data.opcode;
            if data.payload.kind() != Payload::expected_for(op.format()) {
                return Err(invalid(
                    func,
                    Some(inst),
                    format!("`{op}` has the wrong payload"),
                ));
            }
            let args = func.inst_args(inst);
            let arg_tys: SmallVec<[Type; 4]> = args.iter().map(|&v| opnd(v).ty).collect();
            let results = func.inst_results(inst);
            if let (Opcode::FuncAddr, Payload::Call(callee)) = (op, data.payload) {
                // A function whose address is taken may be called
                // through it.
                match module.functions.get(callee) {
                    Some(target) if !target.is_kernel() => work.push(callee),
                    _ => {
                        return Err(invalid(
                            func,
                            Some(inst),
                            "`funcaddr` of a kernel or a missing function",
                        ))
                    }
                }
            }
            let want: SmallVec<[Type; 2]> = if let Payload::Sig(sig) = data.payload {
                let Some(sig) = func.signatures.get(sig) else {
                    return Err(invalid(func, Some(inst), "missing signature"));
                };
                if !arg_tys
                    .first()
                    .is_some_and(|t| crate::typing::is_code_pointer(*t))
                {
                    return Err(invalid(
                        func,
                        Some(inst),
                        "`call_indirect` without a pointer to the callee",
                    ));
                }
                check_call(
                    "call_indirect",
                    sig.params.iter().map(|p| p.ty),
                    &sig.returns,
                    &arg_tys[1..],
                )
                .map_err(|e| invalid(func, Some(inst), e.message))?
                .iter()
                .copied()
                .collect()
            } else if let (Opcode::Call, Payload::Call(callee)) = (op, data.payload) {
                let Some(target) = module.functions.get(callee) else {
                    return Err(invalid(
                        func,
                        Some(inst),
                        format!("call to missing {callee}"),
                    ));
                };
                if target.is_kernel() {
                    return Err(invalid(func, Some(inst), "kernels cannot be called"));
                }
                work.push(callee);
                check_call(
                    &target.name,
                    target.params.iter().map(|p| p.ty),
                    &target.returns,
                    &arg_tys,
                )
                .map_err(|e| invalid(func, Some(inst), e.message))?
                .iter()
                .copied()
                .collect()
            } else {
                let ty = check_inst(op, data.ty, &data.payload, &arg_tys)
                    .map_err(|e| invalid(func, Some(inst), e.message))?;
                if ty.is_void() {
                    SmallVec::new()
                } else {
                    SmallVec::from_slice(&[ty])
                }
            };
            let got: SmallVec<[Type; 2]> = results.iter().map(|&v| func.value_type(v)).collect();
            if got != want {
                return Err(invalid(
                    func,
                    Some(inst),
                    format!("`{op}` results are {got:?}, the typing rules give {want:?}"),
                ));
            }
            if op == Opcode::Return && arg_tys.as_slice() != func.returns.as_slice() {
                return Err(invalid(
                    func,
                    Some(inst),
                    format!(
                        "`ret` of {arg_tys:?} in a function returning {:?}",
                        func.returns
                    ),
                ));
            }
            if let Payload::StackSlot(ss) = data.payload {
                if func.stack_slots.get(ss).is_none() {
                    return Err(invalid(
                        func,
                        Some(inst),
                        format!("missing stack slot {ss}"),
                    ));
                }
            }
            if let Payload::Lds(var) = data.payload {
                if module.lds_vars.get(var).is_none() {
                    return Err(invalid(
                        func,
                        Some(inst),
                        format!("missing LDS variable {var}"),
                    ));
                }
            }

            let first_arg = code.opnds.len() as u32;
            code.opnds.extend(args.iter().map(|&v| opnd(v)));
            let first_res = code.opnds.len() as u32;
            code.opnds.extend(results.iter().map(|&v| opnd(v)));
            let ty = if op == Opcode::Store {
                arg_tys[0]
            } else {
                want.first().copied().unwrap_or(Type::VOID)
            };

            // Branch targets, in the order the engine tries them.
            let first_edge = code.edges.len() as u32;
            let mut targets: SmallVec<[(BlockCall, u64); 2]> = SmallVec::new();
            match &data.payload {
                Payload::Jump(bc) => targets.push((*bc, 0)),
                Payload::Branch(t, e) => {
                    targets.push((*t, 0));
                    targets.push((*e, 0));
                }
                Payload::Switch(jt) => {
                    let Some(table) = func.jump_tables.get(*jt) else {
                        return Err(invalid(
                            func,
                            Some(inst),
                            format!("missing jump table {jt}"),
                        ));
                    };
                    targets.push((table.default, 0));
                    targets.extend(table.cases.iter().map(|&(v, bc)| (bc, v)));
                }
                _ => {}
            }
            for (bc, case) in &targets {
                let pc = block_pc[bc.block];
                if pc == EXIT || bc.block == entry {
                    return Err(invalid(
                        func,
                        Some(inst),
                        format!("branch to {} (not a branch target)", bc.block),
                    ));
                }
                let args = bc.args.as_slice(&func.value_lists);
                let params = func.block_params(bc.block);
                let arg_tys = args.iter().map(|&v| opnd(v).ty);
                if args.len() != params.len()
                    || arg_tys.ne(params.iter().map(|&p| func.value_type(p)))
                {
                    return Err(invalid(
                        func,
                        Some(inst),
                        format!("arguments to {} do not match its parameters", bc.block),
                    ));
                }
                let first_copy = code.copies.len() as u32;
                for (&a, &p) in args.iter().zip(params) {
                    code.copies.push(ArgCopy {
                        src: opnd(a),
                        dst: slot_of[p],
                    });
                }
                code.max_copies = code.max_copies.max(args.len() as u32);
                code.edges.push(Edge {
                    pc,
                    copies: first_copy,
                    ncopies: args.len() as u32,
                    case: *case,
                });
            }

            code.ops.push(Op {
                inst,
                opcode: op,
                ty,
                payload: data.payload,
                args: first_arg,
                nargs: args.len() as u16,
                res: first_res,
                nres: results.len() as u16,
                edges: first_edge,
                nedges: targets.len() as u32,
                rpc: ipdom[block],
            });
        }
    }

    // ---- private frame: stack slots at aligned offsets ----
    // Summed in 64 bits: slots of 4294967292 and 8 bytes must not wrap to
    // a small frame. A frame past 4 GiB keeps `u32::MAX`, which no
    // private-memory limit admits (`Limits::max_private_bytes`).
    let mut size = 0u64;
    for (ss, data) in func.stack_slots.iter() {
        let align = data
            .align
            .max(1)
            .checked_next_power_of_two()
            .unwrap_or(1 << 31);
        size = size.next_multiple_of(u64::from(align));
        code.slot_offsets[ss] = u32::try_from(size).unwrap_or(u32::MAX);
        size += u64::from(data.size);
        code.frame_align = code.frame_align.max(align);
    }
    code.frame_size = u32::try_from(size).unwrap_or(u32::MAX);
    Ok(code)
}

/// The pc of each block's immediate post-dominator, or [`EXIT`] when the
/// block's paths meet only at the return (or never reach one).
///
/// Computed as dominators of the reversed CFG rooted at a virtual exit
/// node that every returning (or `unreachable`) block flows into.
fn post_dominators(
    func: &Function,
    block_pc: &SecondaryMap<Block, u32>,
) -> SecondaryMap<Block, u32> {
    let n = func.blocks.len();
    let exit = n;
    let mut edges: Vec<(u32, u32)> = Vec::with_capacity(n * 2);
    for &block in &func.layout {
        let succs = func.successors(block);
        if succs.is_empty() {
            edges.push((exit as u32, block.index() as u32));
        }
        for s in succs.into_iter().filter(|s| s.index() < n) {
            edges.push((s.index() as u32, block.index() as u32));
        }
    }
    let idoms = crate::cfg::immediate_dominators(n + 1, exit, &edges);
    let mut out = SecondaryMap::with_default(EXIT);
    for &block in &func.layout {
        let d = idoms[block.index()];
        if d != u32::MAX && d as usize != exit {
            out[block] = block_pc[Block::new(d as usize)];
        }
    }
    out
}
