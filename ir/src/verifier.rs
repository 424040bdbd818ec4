//! The IR verifier: checks that a module obeys every rule the rest of the
//! back end assumes, and reports each violation as a [`Diagnostic`].
//!
//! Role: the parser, the builder and every pass hand the verifier their
//! output; lowering may assume a verified module. The verifier never
//! panics on bad IR, whatever its entity indices, and reports *all* the
//! errors it finds, in a deterministic order: module-level errors first,
//! then per function in [`FuncId`] order its signature and attributes, its
//! layout, then block by block in layout order and instruction by
//! instruction in block order.
//!
//! What is checked, and the [`ErrorCode`] each rule reports:
//!
//! | rule | code |
//! | --- | --- |
//! | blocks in the layout exist and appear once; placed instructions exist and are placed once | `Malformed` |
//! | every block is non-empty, ends in a terminator, has none in the middle | `Terminator` |
//! | the payload kind fits the opcode's format ([`Payload::expected_for`]) | `Malformed` |
//! | operand and result types follow [`check_inst`] / [`check_call`]; `InstData::ty` and the result values agree with the inferred types | codes of the typing rule, `TypeMismatch` |
//! | branch arguments match the target's parameters | `BlockArgs` |
//! | no branch targets the entry block; branch targets exist and are laid out | `Malformed`, `UndefinedBlock` |
//! | entry block parameters equal the signature; `ret` operands match the returns; kernels return nothing | `Signature` |
//! | switch case values are distinct and fit the scrutinee's type | `Malformed`, `BadImmediate` |
//! | every use is dominated by its definition (branch arguments at the branch) | `Dominance` |
//! | every used value exists, is defined by a placed instruction or a laid-out block of this function, and aliases resolve without a cycle to a value of the same type | `UndefinedValue`, `Malformed`, `TypeMismatch` |
//! | stack slots, LDS variables, callees and jump tables exist; kernels are not called | `UndefinedGlobal`, `CallSignature` |
//! | debug locations name files of the module's file table | `UndefinedGlobal` |
//! | memory alignments are at most 2^31 bytes; stack slot and LDS alignments are powers of two; the dynamic LDS variable has size 0 | `AttributeValue` |
//! | kernel attributes are in range and consistent; device functions carry none; `inreg` only on device functions | `AttributeValue` |
//! | only device functions with a body are `internal` | `AttributeValue` |
//!
//! Deliberate non-rules, so that nobody adds them by accident:
//! - Uses inside *unreachable* blocks are not dominance-checked against
//!   definitions in other blocks (as LLVM does): no execution reaches them,
//!   the dominator tree says nothing about them, and cleanups delete them.
//!   A use before its definition *in the same block* is still an error.
//! - Atomics on private (scratch) memory are allowed: scratch is per lane,
//!   so they are plain read-modify-writes; lowering may expand them so.
//! - `lds_addr` of the dynamic LDS variable is allowed in kernels and
//!   device functions alike; its address is fixed per dispatch.
//! - Orderings: the typing rules already reject release loads, acquire
//!   stores, unordered atomics, `not_atomic`/`monotonic` fences and bad
//!   `cmpxchg` failure orderings. Every scope, including `singlethread` and
//!   `wavefront`, is valid with every ordering.
//! - Recursion (direct or mutual) is allowed.
//!
//! The central trick is that nothing here restates a typing rule: operand
//! types go through [`check_inst`]/[`check_call`], the same functions the
//! parser and builder use. The verifier adds only what typing cannot see:
//! structure, the CFG and dominance. Dominance queries are O(1) on the
//! pre/post-numbered [`DomTree`]; everything else is one linear walk. The
//! CFG handed to the dominator computation is rebuilt here from the valid
//! edges only, so broken branches cannot make the analysis panic.

use crate::cfg::{ControlFlowGraph, DomTree};
use crate::diagnostic::{Diagnostic, ErrorCode, InstLoc, Location, SourceLoc};
use crate::entities::{Block, FuncId, Inst, Value};
use crate::function::{FuncKind, Function, KernelAttrs, ValueDef};
use crate::instructions::{BlockCall, InstData, Payload};
use crate::module::Module;
use crate::opcodes::Opcode;
use crate::srcloc::Span;
use crate::types::Type;
use crate::typing::{check_call, check_inst, is_code_pointer};
use cranelift_entity::{EntityRef, SecondaryMap};
use smallvec::SmallVec;
use std::collections::HashSet;

const MAX_WORKGROUP_SIZE: u64 = crate::function::MAX_WORKGROUP_SIZE as u64;
/// Largest `waves_per_eu` value any supported target accepts.
const MAX_WAVES_PER_EU: u32 = 10;
/// Largest `align_log2` of a memory access (2 GiB), so `MemArgs::align`
/// cannot overflow.
const MAX_ALIGN_LOG2: u8 = 31;

/// Verifies every function of `m` and the module's own tables.
pub fn verify_module(m: &Module) -> Result<(), Vec<Diagnostic>> {
    let mut errors = Vec::new();
    verify_module_tables(m, &mut errors);
    for id in m.functions.keys() {
        FuncVerifier::new(m, id, &mut errors).run();
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Verifies one function of `m`, against the module's functions (for
/// calls), LDS variables and file table.
pub fn verify_function(m: &Module, id: FuncId) -> Result<(), Vec<Diagnostic>> {
    let mut errors = Vec::new();
    if id.index() >= m.functions.len() {
        errors.push(Diagnostic::new(
            ErrorCode::UndefinedGlobal,
            Span::NONE,
            format!("function {id} does not exist"),
        ));
    } else {
        FuncVerifier::new(m, id, &mut errors).run();
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Module-level rules: unique names, sane LDS variables.
fn verify_module_tables(m: &Module, errors: &mut Vec<Diagnostic>) {
    let mut names: HashSet<&str> = HashSet::with_capacity(m.functions.len());
    for (_, f) in m.functions.iter() {
        if !names.insert(&f.name) {
            errors.push(
                Diagnostic::new(
                    ErrorCode::DuplicateDefinition,
                    f.span,
                    format!("function `@{}` is defined twice", f.name),
                )
                .with_location(Location::of_function(m, f)),
            );
        }
    }
    let mut lds_names: HashSet<&str> = HashSet::with_capacity(m.lds_vars.len());
    let mut dynamic_seen = false;
    for (_, v) in m.lds_vars.iter() {
        let diag = |code, msg: String| {
            // Module-level: the message names the variable.
            Diagnostic::new(code, v.span, msg)
        };
        if !lds_names.insert(&v.name) {
            errors.push(diag(
                ErrorCode::DuplicateDefinition,
                format!("LDS variable `@{}` is defined twice", v.name),
            ));
        }
        if !v.align.is_power_of_two() {
            errors.push(diag(
                ErrorCode::AttributeValue,
                format!(
                    "LDS variable `@{}` has alignment {}, which is not a power of two",
                    v.name, v.align
                ),
            ));
        }
        if v.dynamic {
            if v.size != 0 {
                errors.push(diag(
                    ErrorCode::AttributeValue,
                    format!(
                        "dynamic LDS variable `@{}` must have size 0, found {}",
                        v.name, v.size
                    ),
                ));
            }
            if dynamic_seen {
                errors.push(diag(
                    ErrorCode::DuplicateDefinition,
                    format!(
                        "LDS variable `@{}` is a second dynamic LDS variable",
                        v.name
                    ),
                ));
            }
            dynamic_seen = true;
        }
    }
}

/// The state of one function's verification.
struct FuncVerifier<'a> {
    module: &'a Module,
    func: &'a Function,
    errors: &'a mut Vec<Diagnostic>,
    /// Where each placed instruction is: its block and index there.
    pos: SecondaryMap<Inst, Option<(Block, u32)>>,
    /// Blocks that are in the layout (and exist).
    in_layout: SecondaryMap<Block, bool>,
    /// The layout with non-existent and repeated blocks dropped.
    blocks: Vec<Block>,
    /// Set when the layout is sound enough to compute dominators on.
    dom: Option<DomTree>,
    /// Scratch for operand types, reused for every instruction.
    arg_types: SmallVec<[Type; 8]>,
}

impl<'a> FuncVerifier<'a> {
    fn new(module: &'a Module, id: FuncId, errors: &'a mut Vec<Diagnostic>) -> Self {
        let func = &module.functions[id];
        FuncVerifier {
            module,
            func,
            errors,
            pos: SecondaryMap::with_capacity(func.insts.len()),
            in_layout: SecondaryMap::with_capacity(func.blocks.len()),
            blocks: Vec::with_capacity(func.layout.len()),
            dom: None,
            arg_types: SmallVec::new(),
        }
    }

    fn run(mut self) {
        self.check_signature();
        self.check_attrs();
        self.check_stack_slots();
        if !self.check_layout() {
            return;
        }
        self.check_entry();
        self.compute_dominators();
        for bi in 0..self.blocks.len() {
            let block = self.blocks[bi];
            self.check_block(block);
        }
    }

    // ---- naming and locating, for messages ----

    fn value_name(&self, v: Value) -> String {
        match self.func.value_names.get(v).and_then(|n| n.as_deref()) {
            Some(name) => format!("%{name}"),
            None => format!("%{v}"),
        }
    }

    fn block_name(&self, b: Block) -> String {
        crate::diagnostic::block_label(self.func, b)
    }

    fn func_diag(&mut self, code: ErrorCode, msg: impl Into<String>) {
        let d = Diagnostic::new(code, self.func.span, msg)
            .with_location(Location::of_function(self.module, self.func));
        self.errors.push(d);
    }

    fn block_diag(&mut self, block: Block, code: ErrorCode, msg: impl Into<String>) {
        let span = self
            .func
            .block_spans
            .get(block)
            .copied()
            .unwrap_or(Span::NONE);
        let d =
            Diagnostic::new(code, span, msg).with_location(Location::of_block(self.func, block));
        self.errors.push(d);
    }

    /// Located by `pos` (which knows the position even of an instruction
    /// placed twice or in a block missing from the layout) rather than by
    /// [`Location::of_inst`]'s search.
    fn inst_diagnostic(&self, inst: Inst, code: ErrorCode, msg: impl Into<String>) -> Diagnostic {
        let span = self.func.spans.get(inst).copied().unwrap_or(Span::NONE);
        let mut loc = Location {
            function: Some(self.func.name.clone()),
            ..Location::default()
        };
        if let Some((block, i)) = self.pos.get(inst).copied().flatten() {
            loc.block = Some(self.block_name(block));
            loc.inst = Some(InstLoc {
                index: i,
                opcode: self.func.insts.get(inst).map(|d| d.opcode),
            });
        }
        loc.source = self
            .func
            .debug_locs
            .get(inst)
            .and_then(|&l| SourceLoc::resolve(self.module, l));
        Diagnostic::new(code, span, msg).with_location(loc)
    }

    fn inst_diag(&mut self, inst: Inst, code: ErrorCode, msg: impl Into<String>) {
        let d = self.inst_diagnostic(inst, code, msg);
        self.errors.push(d);
    }

    // ---- function-level rules ----

    fn check_signature(&mut self) {
        let f = self.func;
        for (i, p) in f.params.iter().enumerate() {
            if p.ty.is_void() {
                self.func_diag(ErrorCode::Signature, format!("parameter {i} has no type"));
            }
            if p.pointee_align != 0
                && (p.ty.addr_space().is_none() || !p.pointee_align.is_power_of_two())
            {
                self.func_diag(
                    ErrorCode::AttributeValue,
                    format!(
                        "parameter {i} has `align {}`: only a pointer takes one, \
                         and it must be a power of two",
                        p.pointee_align
                    ),
                );
            }
            if p.inreg && f.kind == FuncKind::Kernel {
                self.func_diag(
                    ErrorCode::AttributeValue,
                    format!(
                        "parameter {i} of kernel `@{}` is `inreg`; kernel arguments \
                         always arrive in the kernarg segment",
                        f.name
                    ),
                );
            }
        }
        for (i, t) in f.returns.iter().enumerate() {
            if t.is_void() {
                self.func_diag(
                    ErrorCode::Signature,
                    format!("return value {i} has no type"),
                );
            }
        }
        if f.is_internal() && f.kind == FuncKind::Kernel {
            self.func_diag(
                ErrorCode::AttributeValue,
                format!(
                    "kernel `@{}` is `internal`; the runtime finds kernels by their symbols",
                    f.name
                ),
            );
        }
        if f.is_internal() && f.is_declaration() {
            self.func_diag(
                ErrorCode::AttributeValue,
                format!(
                    "declaration `@{}` is `internal`; it is defined in another object",
                    f.name
                ),
            );
        }
        if f.kind == FuncKind::Kernel && !f.returns.is_empty() {
            self.func_diag(
                ErrorCode::Signature,
                format!("kernel `@{}` must not return values", f.name),
            );
        }
    }

    fn check_attrs(&mut self) {
        let f = self.func;
        let a = &f.attrs;
        if f.kind == FuncKind::Device {
            if *a != KernelAttrs::default() {
                self.func_diag(
                    ErrorCode::AttributeValue,
                    format!("device function `@{}` carries kernel attributes", f.name),
                );
            }
            return;
        }
        if let Some((min, max)) = a.flat_workgroup_size {
            if min < 1 || u64::from(max) > MAX_WORKGROUP_SIZE || min > max {
                self.func_diag(
                    ErrorCode::AttributeValue,
                    format!(
                        "flat_workgroup_size({min}, {max}) must satisfy \
                         1 <= min <= max <= {MAX_WORKGROUP_SIZE}"
                    ),
                );
            }
        }
        if let Some([x, y, z]) = a.reqd_workgroup_size {
            let product = u64::from(x) * u64::from(y) * u64::from(z);
            if x == 0 || y == 0 || z == 0 || product > MAX_WORKGROUP_SIZE {
                self.func_diag(
                    ErrorCode::AttributeValue,
                    format!(
                        "reqd_workgroup_size({x}, {y}, {z}) must have every dimension \
                         at least 1 and at most {MAX_WORKGROUP_SIZE} work-items in all"
                    ),
                );
            } else if let Some((min, max)) = a.flat_workgroup_size {
                if product < u64::from(min) || product > u64::from(max) {
                    self.func_diag(
                        ErrorCode::AttributeValue,
                        format!(
                            "reqd_workgroup_size({x}, {y}, {z}) has {product} work-items, \
                             outside flat_workgroup_size({min}, {max})"
                        ),
                    );
                }
            }
        }
        if let Some((m32, m64)) = a.float_denorm_mode {
            if m32 > 3 || m64 > 3 {
                self.func_diag(
                    ErrorCode::AttributeValue,
                    format!(
                        "float_denorm_mode({m32}, {m64}): each mode is 0, 1, 2 or 3 \
                         (the descriptor's 2-bit FLOAT_DENORM_MODE fields)"
                    ),
                );
            }
        }
        if let Some((min, max)) = a.waves_per_eu {
            if min < 1 || max > MAX_WAVES_PER_EU || min > max {
                self.func_diag(
                    ErrorCode::AttributeValue,
                    format!(
                        "waves_per_eu({min}, {max}) must satisfy \
                         1 <= min <= max <= {MAX_WAVES_PER_EU}"
                    ),
                );
            }
        }
    }

    fn check_stack_slots(&mut self) {
        let f = self.func;
        for (slot, data) in f.stack_slots.iter() {
            if !data.align.is_power_of_two() {
                self.func_diag(
                    ErrorCode::AttributeValue,
                    format!(
                        "stack slot ${} has alignment {}, which is not a power of two",
                        f.slot_names
                            .get(slot)
                            .and_then(|n| n.as_deref())
                            .map_or_else(|| slot.to_string(), str::to_string),
                        data.align
                    ),
                );
            }
        }
    }

    /// Records where every instruction is placed and checks that blocks
    /// and instructions are placed once. Returns false when there is no
    /// entry block to verify from.
    fn check_layout(&mut self) -> bool {
        let f = self.func;
        if f.is_declaration() {
            return false;
        }
        if f.layout.is_empty() {
            self.func_diag(
                ErrorCode::Signature,
                format!("function `@{}` has no entry block", f.name),
            );
            return false;
        }
        for &block in &f.layout {
            if block.index() >= f.blocks.len() {
                self.func_diag(
                    ErrorCode::Malformed,
                    format!("the layout names {block}, which does not exist"),
                );
                continue;
            }
            if self.in_layout[block] {
                self.block_diag(
                    block,
                    ErrorCode::Malformed,
                    format!(
                        "block {} appears twice in the layout",
                        self.block_name(block)
                    ),
                );
                continue;
            }
            self.in_layout[block] = true;
            self.blocks.push(block);
        }
        for bi in 0..self.blocks.len() {
            let block = self.blocks[bi];
            for (i, &inst) in f.blocks[block].insts.iter().enumerate() {
                if inst.index() >= f.insts.len() {
                    self.block_diag(
                        block,
                        ErrorCode::Malformed,
                        format!(
                            "block {} lists {inst}, which does not exist",
                            self.block_name(block)
                        ),
                    );
                    continue;
                }
                if let Some((other, j)) = self.pos[inst] {
                    let msg = format!(
                        "{inst} is placed twice: at {} in block {} and at {i} in block {}",
                        j,
                        self.block_name(other),
                        self.block_name(block)
                    );
                    self.inst_diag(inst, ErrorCode::Malformed, msg);
                    continue;
                }
                self.pos[inst] = Some((block, i as u32));
            }
        }
        // `layout[0]` may have been dropped as bogus; without an entry no
        // CFG rule can be checked.
        f.layout[0].index() < f.blocks.len()
    }

    /// The entry block's parameters are the function's parameters.
    fn check_entry(&mut self) {
        let f = self.func;
        let entry = f.layout[0];
        let params = f.block_params(entry);
        if params.len() != f.params.len() {
            self.block_diag(
                entry,
                ErrorCode::Signature,
                format!(
                    "the entry block has {} parameter(s) but `@{}` takes {}",
                    params.len(),
                    f.name,
                    f.params.len()
                ),
            );
            return;
        }
        for (i, (&v, p)) in params.iter().zip(&f.params).enumerate() {
            let Some(data) = f.values.get(v) else {
                continue; // reported by check_block_params
            };
            if data.ty != p.ty {
                let msg = format!(
                    "entry block parameter {i} ({}) has type {}, but the signature says {}",
                    self.value_name(v),
                    data.ty,
                    p.ty
                );
                self.block_diag(entry, ErrorCode::Signature, msg);
            }
        }
    }

    /// Builds the CFG from the edges that are well formed (existing, laid
    /// out targets of the last instruction of each block) and computes the
    /// dominator tree on it. Broken edges are reported by `check_inst`.
    fn compute_dominators(&mut self) {
        let f = self.func;
        let mut cfg = ControlFlowGraph::default();
        for &block in &self.blocks {
            let Some(&last) = f.blocks[block].insts.last() else {
                continue;
            };
            let Some(data) = f.insts.get(last) else {
                continue;
            };
            if !data.opcode.is_terminator()
                || self.pos[last] != Some((block, f.blocks[block].insts.len() as u32 - 1))
            {
                continue;
            }
            let mut succs: SmallVec<[Block; 2]> = SmallVec::new();
            self.each_block_call(data, |bc| {
                if bc.block.index() < f.blocks.len() && self.in_layout[bc.block] {
                    succs.push(bc.block);
                }
            });
            for &s in &succs {
                cfg.preds[s].push(block);
            }
            cfg.succs[block] = succs;
        }
        self.dom = Some(DomTree::compute(f, &cfg));
    }

    /// Like [`Function::for_each_block_call`], but tolerates a missing
    /// jump table (reported elsewhere).
    fn each_block_call(&self, data: &InstData, mut f: impl FnMut(&BlockCall)) {
        match &data.payload {
            Payload::Jump(bc) => f(bc),
            Payload::Branch(t, e) => {
                f(t);
                f(e);
            }
            Payload::Switch(jt) => {
                if let Some(table) = self.func.jump_tables.get(*jt) {
                    f(&table.default);
                    for (_, bc) in &table.cases {
                        f(bc);
                    }
                }
            }
            _ => {}
        }
    }

    // ---- blocks ----

    fn check_block(&mut self, block: Block) {
        self.check_block_params(block);
        let f = self.func;
        let insts = &f.blocks[block].insts;
        if insts.is_empty() {
            self.block_diag(
                block,
                ErrorCode::Terminator,
                format!("block {} is empty", self.block_name(block)),
            );
            return;
        }
        let last = insts.len() - 1;
        for (i, &inst) in insts.iter().enumerate() {
            // Skip bogus and repeated placements (already reported).
            if self.pos[inst] != Some((block, i as u32)) {
                continue;
            }
            let is_term = f.insts[inst].opcode.is_terminator();
            if is_term && i != last {
                let msg = format!(
                    "terminator `{}` is in the middle of block {}",
                    f.insts[inst].opcode,
                    self.block_name(block)
                );
                self.inst_diag(inst, ErrorCode::Terminator, msg);
            } else if !is_term && i == last {
                let msg = format!(
                    "block {} does not end in a terminator (it ends in `{}`)",
                    self.block_name(block),
                    f.insts[inst].opcode
                );
                self.inst_diag(inst, ErrorCode::Terminator, msg);
            }
            self.check_inst(block, i, inst);
        }
    }

    /// Block parameters exist and say they are this block's parameters.
    fn check_block_params(&mut self, block: Block) {
        let f = self.func;
        for (n, &v) in f.block_params(block).iter().enumerate() {
            match f.values.get(v) {
                None => {
                    let msg = format!("parameter {n} is {v}, which does not exist");
                    self.block_diag(block, ErrorCode::Malformed, msg);
                }
                Some(data) if data.def != ValueDef::Param(block, n as u16) => {
                    let msg = format!(
                        "parameter {n} is {}, which is not defined as this block's parameter {n}",
                        self.value_name(v)
                    );
                    self.block_diag(block, ErrorCode::Malformed, msg);
                }
                Some(data) if data.ty.is_void() => {
                    let msg = format!("parameter {} has no type", self.value_name(v));
                    self.block_diag(block, ErrorCode::TypeMismatch, msg);
                }
                Some(_) => {}
            }
        }
    }

    // ---- instructions ----

    fn check_inst(&mut self, block: Block, index: usize, inst: Inst) {
        let f = self.func;
        let data = &f.insts[inst];
        self.check_debug_loc(inst);

        // The payload must be the one the format prescribes; the typing
        // rules and the checks below read it.
        let want = Payload::expected_for(data.opcode.format());
        if data.payload.kind() != want {
            let msg = format!(
                "`{}` must carry a {want:?} payload, found {:?}",
                data.opcode,
                data.payload.kind()
            );
            self.inst_diag(inst, ErrorCode::Malformed, msg);
            return;
        }
        let mut sound = self.check_payload_refs(inst, data);

        // Operands: exist, are defined here, dominate this use.
        for &arg in f.inst_args(inst) {
            sound &= self.check_use(block, index, inst, arg);
        }
        // Branch arguments are used at the branch (collected first because
        // `check_use` needs `&mut self`).
        let mut branch_args: SmallVec<[Value; 8]> = SmallVec::new();
        self.each_block_call(data, |bc| {
            branch_args.extend_from_slice(bc.args.as_slice(&f.value_lists))
        });
        let mut args_ok = true;
        for arg in branch_args {
            args_ok &= self.check_use(block, index, inst, arg);
        }
        if !sound {
            return;
        }

        // Types.
        self.arg_types.clear();
        for &arg in f.inst_args(inst) {
            let ty = f.values[f.resolve(arg)].ty;
            self.arg_types.push(ty);
        }
        self.check_types(inst, data);
        if args_ok {
            self.check_branch_targets(inst, data);
        }
        match data.opcode {
            Opcode::Return => self.check_return(inst),
            Opcode::Switch => self.check_switch(inst, data),
            _ => {}
        }
    }

    fn check_debug_loc(&mut self, inst: Inst) {
        let loc = self.func.debug_locs[inst];
        if !loc.is_none() && loc.file.index() >= self.module.files.len() {
            let msg = format!(
                "debug location names file {}, but the module has {} file(s)",
                loc.file.index(),
                self.module.files.len()
            );
            self.inst_diag(inst, ErrorCode::UndefinedGlobal, msg);
        }
    }

    /// Entities named by the payload exist. Returns false when typing
    /// cannot proceed.
    fn check_payload_refs(&mut self, inst: Inst, data: &InstData) -> bool {
        let f = self.func;
        let m = self.module;
        match data.payload {
            Payload::StackSlot(slot) if slot.index() >= f.stack_slots.len() => {
                self.inst_diag(
                    inst,
                    ErrorCode::UndefinedGlobal,
                    format!("stack slot {slot} does not exist"),
                );
                false
            }
            Payload::Lds(var) if var.index() >= m.lds_vars.len() => {
                self.inst_diag(
                    inst,
                    ErrorCode::UndefinedGlobal,
                    format!("LDS variable {var} does not exist"),
                );
                false
            }
            Payload::Call(callee) if callee.index() >= m.functions.len() => {
                self.inst_diag(
                    inst,
                    ErrorCode::UndefinedGlobal,
                    format!("callee {callee} does not exist"),
                );
                false
            }
            Payload::Sig(sig) if sig.index() >= f.signatures.len() => {
                self.inst_diag(
                    inst,
                    ErrorCode::Malformed,
                    format!("signature {sig} does not exist"),
                );
                false
            }
            Payload::Switch(jt) if jt.index() >= f.jump_tables.len() => {
                self.inst_diag(
                    inst,
                    ErrorCode::Malformed,
                    format!("jump table {jt} does not exist"),
                );
                false
            }
            Payload::Mem(mem) | Payload::AtomicRmw(_, mem) | Payload::CmpXchg { mem, .. }
                if mem.align_log2 > MAX_ALIGN_LOG2 =>
            {
                self.inst_diag(
                    inst,
                    ErrorCode::AttributeValue,
                    format!(
                        "alignment 2^{} is too large (at most 2^{MAX_ALIGN_LOG2})",
                        mem.align_log2
                    ),
                );
                false
            }
            _ => true,
        }
    }

    /// Follows `v`'s alias chain like [`Function::resolve`], but returns
    /// `None` instead of panicking or looping on a missing value or cycle.
    fn resolve_checked(&self, mut v: Value) -> Option<Value> {
        let values = &self.func.values;
        for _ in 0..=values.len() {
            match values.get(v)?.def {
                ValueDef::Alias(to) => v = to,
                _ => return Some(v),
            }
        }
        None
    }

    /// Checks one use of `arg` at instruction `index` of `block`: the value
    /// exists, its alias chain ends, it is defined in this function, and
    /// the definition dominates the use. Returns false when the value's
    /// type cannot be trusted.
    fn check_use(&mut self, block: Block, index: usize, inst: Inst, arg: Value) -> bool {
        let f = self.func;
        if arg.index() >= f.values.len() {
            self.inst_diag(
                inst,
                ErrorCode::UndefinedValue,
                format!("operand {arg} does not exist"),
            );
            return false;
        }
        let Some(v) = self.resolve_checked(arg) else {
            let msg = format!(
                "operand {} is an alias that does not resolve (a cycle or a missing value)",
                self.value_name(arg)
            );
            self.inst_diag(inst, ErrorCode::Malformed, msg);
            return false;
        };
        let def = f.values[v].def;
        if f.values[arg].ty != f.values[v].ty {
            let msg = format!(
                "operand {} of type {} is an alias of {} of type {}",
                self.value_name(arg),
                f.values[arg].ty,
                self.value_name(v),
                f.values[v].ty
            );
            self.inst_diag(inst, ErrorCode::TypeMismatch, msg);
        }
        // Where is it defined?
        let (def_block, def_pos) = match def {
            ValueDef::Result(d, n) => {
                let placed = self.pos.get(d).copied().flatten();
                let is_result = f
                    .results
                    .get(d)
                    .and_then(|r| r.get(n as usize, &f.value_lists))
                    == Some(v);
                match placed {
                    Some((b, p)) if is_result => (b, Some(p as usize)),
                    _ => {
                        let msg = format!(
                            "{} is used but its defining instruction {d} is not in any block",
                            self.value_name(v)
                        );
                        self.inst_diag(inst, ErrorCode::UndefinedValue, msg);
                        return false;
                    }
                }
            }
            ValueDef::Param(b, n) => {
                let laid_out = b.index() < f.blocks.len() && self.in_layout[b];
                if !laid_out || f.blocks[b].params.get(n as usize, &f.value_lists) != Some(v) {
                    let msg = format!(
                        "{} is used but it is a parameter of {b}, which is not in the layout",
                        self.value_name(v)
                    );
                    self.inst_diag(inst, ErrorCode::UndefinedValue, msg);
                    return false;
                }
                (b, None)
            }
            ValueDef::Alias(_) => unreachable!("resolved above"),
        };
        let Some(dom) = &self.dom else {
            return true;
        };
        let ok = if dom.is_reachable(block) {
            dom.dominates_use(def_block, def_pos, block, index)
        } else if def_block == block {
            // Unreachable: only the order inside the block is checked.
            def_pos.is_none_or(|d| d < index)
        } else {
            true
        };
        if !ok {
            let def_span = match def_pos {
                Some(_) => match def {
                    ValueDef::Result(d, _) => f.spans[d],
                    _ => Span::NONE,
                },
                None => f.block_spans[def_block],
            };
            let msg = format!(
                "use of {} is not dominated by its definition in block {}",
                self.value_name(v),
                self.block_name(def_block)
            );
            let d = self
                .inst_diagnostic(inst, ErrorCode::Dominance, msg)
                .with_label(def_span, "defined here");
            self.errors.push(d);
        }
        true
    }

    /// Operand types per the typing rules, then the instruction's recorded
    /// type and result values against the inferred ones.
    fn check_types(&mut self, inst: Inst, data: &InstData) {
        let f = self.func;
        let expected: SmallVec<[Type; 4]> = if data.opcode == Opcode::Call {
            let Payload::Call(callee_id) = data.payload else {
                return;
            };
            let callee = &self.module.functions[callee_id];
            if callee.kind == FuncKind::Kernel {
                let msg = format!("cannot call kernel `@{}`", callee.name);
                self.inst_diag(inst, ErrorCode::CallSignature, msg);
            }
            match check_call(
                &callee.name,
                callee.params.iter().map(|p| p.ty),
                &callee.returns,
                &self.arg_types,
            ) {
                Ok(rets) => rets.iter().copied().collect(),
                Err(e) => {
                    self.inst_diag(inst, e.code, e.message);
                    return;
                }
            }
        } else if data.opcode == Opcode::CallIndirect {
            let Payload::Sig(sig) = data.payload else {
                return;
            };
            let sig = &self.func.signatures[sig];
            let fp = self.arg_types.first().copied().unwrap_or(Type::VOID);
            if !is_code_pointer(fp) {
                let msg =
                    format!("`call_indirect` needs a 64-bit pointer to the callee, found {fp}");
                self.inst_diag(inst, ErrorCode::TypeMismatch, msg);
                return;
            }
            match check_call(
                "call_indirect",
                sig.params.iter().map(|p| p.ty),
                &sig.returns,
                &self.arg_types[1..],
            ) {
                Ok(rets) => rets.iter().copied().collect(),
                Err(e) => {
                    self.inst_diag(inst, e.code, e.message);
                    return;
                }
            }
        } else {
            if let (Opcode::FuncAddr, Payload::Call(callee)) = (data.opcode, data.payload) {
                let callee = &self.module.functions[callee];
                if callee.kind == FuncKind::Kernel {
                    let msg = format!("cannot take the address of kernel `@{}`", callee.name);
                    self.inst_diag(inst, ErrorCode::CallSignature, msg);
                }
            }
            match check_inst(data.opcode, data.ty, &data.payload, &self.arg_types) {
                Ok(t) if t.is_void() => SmallVec::new(),
                Ok(t) => smallvec::smallvec![t],
                Err(e) => {
                    self.inst_diag(inst, e.code, e.message);
                    return;
                }
            }
        };

        // The type recorded on the instruction.
        let want_ty = match data.opcode {
            Opcode::Store => self.arg_types[0],
            _ => expected.first().copied().unwrap_or(Type::VOID),
        };
        if data.ty != want_ty {
            let msg = format!(
                "`{}` records type {} but its {} is {}",
                data.opcode,
                data.ty,
                if data.opcode == Opcode::Store {
                    "stored value"
                } else {
                    "result"
                },
                want_ty
            );
            self.inst_diag(inst, ErrorCode::TypeMismatch, msg);
        }

        // Result values.
        let results = f.inst_results(inst);
        if results.len() != expected.len() {
            let msg = format!(
                "`{}` has {} result(s) but produces {}",
                data.opcode,
                results.len(),
                expected.len()
            );
            self.inst_diag(inst, ErrorCode::TypeMismatch, msg);
            return;
        }
        for (n, (&r, &want)) in results.iter().zip(&expected).enumerate() {
            let Some(rd) = f.values.get(r) else {
                let msg = format!("result {n} is {r}, which does not exist");
                self.inst_diag(inst, ErrorCode::Malformed, msg);
                continue;
            };
            if rd.def != ValueDef::Result(inst, n as u16) {
                let msg = format!(
                    "result {n} ({}) is not defined as this instruction's result",
                    self.value_name(r)
                );
                self.inst_diag(inst, ErrorCode::Malformed, msg);
            }
            if rd.ty != want {
                let msg = format!(
                    "result {} has type {} but `{}` produces {want}",
                    self.value_name(r),
                    rd.ty,
                    data.opcode
                );
                self.inst_diag(inst, ErrorCode::TypeMismatch, msg);
            }
        }
    }

    /// Branch targets exist, are not the entry block, and receive
    /// arguments matching their parameters.
    fn check_branch_targets(&mut self, inst: Inst, data: &InstData) {
        let f = self.func;
        let entry = f.layout[0];
        let mut calls: SmallVec<[BlockCall; 2]> = SmallVec::new();
        self.each_block_call(data, |bc| calls.push(*bc));
        for bc in calls {
            let target = bc.block;
            if target.index() >= f.blocks.len() || !self.in_layout[target] {
                let msg = format!("branch to {target}, which is not in the layout");
                self.inst_diag(inst, ErrorCode::UndefinedBlock, msg);
                continue;
            }
            if target == entry {
                let msg = format!(
                    "branch to the entry block {}; the entry block cannot have predecessors",
                    self.block_name(target)
                );
                self.inst_diag(inst, ErrorCode::Malformed, msg);
                continue;
            }
            let params = f.block_params(target);
            let args = bc.args.as_slice(&f.value_lists);
            if params.len() != args.len() {
                let msg = format!(
                    "branch to {} passes {} argument(s), but it has {} parameter(s)",
                    self.block_name(target),
                    args.len(),
                    params.len()
                );
                self.inst_diag(inst, ErrorCode::BlockArgs, msg);
                continue;
            }
            for (i, (&a, &p)) in args.iter().zip(params).enumerate() {
                let Some(pd) = f.values.get(p) else { continue };
                let at = f.values[f.resolve(a)].ty;
                if at != pd.ty {
                    let msg = format!(
                        "argument {i} ({}) of the branch to {} has type {at}, \
                         but parameter {} has type {}",
                        self.value_name(a),
                        self.block_name(target),
                        self.value_name(p),
                        pd.ty
                    );
                    self.inst_diag(inst, ErrorCode::BlockArgs, msg);
                }
            }
        }
    }

    fn check_return(&mut self, inst: Inst) {
        let f = self.func;
        let rets = &f.returns;
        if self.arg_types.len() != rets.len() {
            let msg = format!(
                "`ret` returns {} value(s), but `@{}` returns {}",
                self.arg_types.len(),
                f.name,
                rets.len()
            );
            self.inst_diag(inst, ErrorCode::Signature, msg);
            return;
        }
        let got_types = self.arg_types.clone();
        for (i, (&got, &want)) in got_types.iter().zip(rets).enumerate() {
            if got != want {
                let msg = format!(
                    "`ret` value {i} has type {got}, but `@{}` returns {want}",
                    f.name
                );
                self.inst_diag(inst, ErrorCode::Signature, msg);
            }
        }
    }

    fn check_switch(&mut self, inst: Inst, data: &InstData) {
        let Payload::Switch(jt) = data.payload else {
            return;
        };
        let Some(&ty) = self.arg_types.first() else {
            return;
        };
        let table = &self.func.jump_tables[jt];
        let bits = ty.bits();
        let mut values: Vec<u64> = Vec::with_capacity(table.cases.len());
        for &(v, _) in &table.cases {
            if bits < 64 && v >> bits != 0 {
                let msg = format!("switch case {v:#x} does not fit in {ty}");
                self.inst_diag(inst, ErrorCode::BadImmediate, msg);
            }
            values.push(v);
        }
        values.sort_unstable();
        for w in values.windows(2) {
            if w[0] == w[1] {
                let msg = format!("switch case {:#x} appears twice", w[0]);
                self.inst_diag(inst, ErrorCode::Malformed, msg);
            }
        }
    }
}
