//! Functions: the data-flow graph, the block layout, stack slots and the
//! source positions of every instruction.
//!
//! Storage is dense: instructions, values and blocks live in
//! `PrimaryMap`s, operand and result lists in one `ListPool`, and each block
//! keeps its instructions in order in a `Vec`. The block order of the
//! function is `layout`; its first block is the entry, whose parameters are
//! the function's parameters.
//!
//! Removing an instruction only unlinks it from its block; its entity stays
//! allocated (and unreachable) so that side tables indexed by `Inst` stay
//! valid during a pass.

use crate::entities::{Block, Inst, JumpTable, SigRef, StackSlot, Value};
use crate::instructions::{BlockCall, Dim, InstData, JumpTableData, Payload, ValueList};
use crate::opcodes::Opcode;
use crate::srcloc::{DebugLoc, Span};
use crate::types::Type;
use cranelift_entity::{ListPool, PrimaryMap, SecondaryMap};
use smallvec::SmallVec;

/// Whether a function is a kernel (dispatched by the runtime) or a device
/// function (called from kernels and other device functions).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FuncKind {
    Kernel,
    Device,
}

/// Who may call a function: any object it is linked with, or only the
/// functions of its own module (`internal func` in the text format).
///
/// An internal function's symbol is local to the object (`STB_LOCAL`), so
/// two linked objects may each have one of the same name. Kernels are
/// found by the runtime through their symbols and declarations are defined
/// elsewhere, so both are always external.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Linkage {
    #[default]
    External,
    Internal,
}

/// One parameter of a function's signature.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Param {
    pub ty: Type,
    /// The argument is uniform across the wave and passed in an SGPR
    /// (device functions only; kernel arguments always arrive in the kernarg
    /// segment).
    pub inreg: bool,
    /// A pointer parameter's `align N`: the pointee is aligned to N bytes
    /// (a power of two); 0 when unstated. A kernel's `ptr.local` argument
    /// reports it to the runtime, which places the dynamic LDS it passes
    /// there accordingly (metadata `.pointee_align`).
    pub pointee_align: u32,
}

impl Param {
    /// A parameter of type `ty`, neither `inreg` nor with an alignment.
    pub const fn new(ty: Type) -> Param {
        Param {
            ty,
            inreg: false,
            pointee_align: 0,
        }
    }
}

/// The parameters and results of a function, as `call_indirect` names
/// the callee it expects.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Signature {
    pub params: Vec<Param>,
    pub returns: Vec<Type>,
}

impl Signature {
    /// The signature `func` is called with.
    pub fn of(func: &Function) -> Signature {
        Signature {
            params: func.params.clone(),
            returns: func.returns.clone(),
        }
    }
}

/// Largest workgroup the hardware supports, in work-items (in any one
/// dimension too).
pub const MAX_WORKGROUP_SIZE: u32 = 1024;

/// Kernel attributes that map onto the kernel descriptor and metadata.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct KernelAttrs {
    /// Minimum and maximum flat workgroup size the kernel supports.
    pub flat_workgroup_size: Option<(u32, u32)>,
    /// The exact workgroup size every dispatch uses.
    pub reqd_workgroup_size: Option<[u32; 3]>,
    /// Minimum and maximum waves per execution unit to budget registers for.
    pub waves_per_eu: Option<(u32, u32)>,
    /// The MODE register's denormal controls while the kernel runs, as the
    /// descriptor's FLOAT_DENORM_MODE_32 and FLOAT_DENORM_MODE_16_64
    /// fields (0 flushes inputs and outputs, 1 flushes outputs, 2 flushes
    /// inputs, 3 keeps both); `None` is (3, 3). They change what float
    /// atomics store (docs/ir.md, "Float atomics").
    pub float_denorm_mode: Option<(u32, u32)>,
}

impl KernelAttrs {
    /// The largest `workitem_id` in `dim` any dispatch can see: one less
    /// than the required size in that dimension, else than the largest
    /// flat workgroup size, else than the hardware's largest workgroup.
    pub fn max_workitem_id(&self, dim: Dim) -> u32 {
        let d = match dim {
            Dim::X => 0,
            Dim::Y => 1,
            Dim::Z => 2,
        };
        let size = match (self.reqd_workgroup_size, self.flat_workgroup_size) {
            (Some(r), _) => r[d],
            (None, Some((_, max))) => max,
            (None, None) => MAX_WORKGROUP_SIZE,
        };
        size.saturating_sub(1)
    }
}

impl KernelAttrs {
    /// The (f32, f16/f64) denormal controls, defaults applied.
    pub fn denorm_modes(&self) -> (u32, u32) {
        self.float_denorm_mode.unwrap_or((3, 3))
    }
}

/// A private stack slot: `size` bytes aligned to `align` in scratch memory.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct StackSlotData {
    pub size: u32,
    pub align: u32,
    /// Where the slot is declared (`Span::NONE` when built in code
    /// without a location); a frame that outgrows the hardware's private
    /// segment is reported here.
    pub span: Span,
}

/// Where a value comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ValueDef {
    /// The `n`th result of an instruction.
    Result(Inst, u16),
    /// The `n`th parameter of a block.
    Param(Block, u16),
    /// Replaced by another value; see [`Function::change_to_alias`].
    Alias(Value),
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ValueData {
    pub ty: Type,
    pub def: ValueDef,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BlockData {
    pub params: ValueList,
    /// The block's instructions in order; the last is its terminator once
    /// the function is complete.
    pub insts: Vec<Inst>,
}

/// A kernel or device function.
#[derive(Clone, Debug)]
pub struct Function {
    pub name: String,
    pub kind: FuncKind,
    pub linkage: Linkage,
    pub params: Vec<Param>,
    pub returns: Vec<Type>,
    pub attrs: KernelAttrs,

    pub insts: PrimaryMap<Inst, InstData>,
    pub results: SecondaryMap<Inst, ValueList>,
    pub blocks: PrimaryMap<Block, BlockData>,
    pub values: PrimaryMap<Value, ValueData>,
    pub value_lists: ListPool<Value>,
    pub stack_slots: PrimaryMap<StackSlot, StackSlotData>,
    pub jump_tables: PrimaryMap<JumpTable, JumpTableData>,
    /// Signatures of indirect calls, each once.
    pub signatures: PrimaryMap<SigRef, Signature>,
    /// Block order; `layout[0]` is the entry block.
    pub layout: Vec<Block>,

    /// Names given in the text format, printed back unchanged.
    pub value_names: SecondaryMap<Value, Option<Box<str>>>,
    pub block_names: SecondaryMap<Block, Option<Box<str>>>,
    pub slot_names: SecondaryMap<StackSlot, Option<Box<str>>>,
    /// Where each instruction came from in the `.agc` text.
    pub spans: SecondaryMap<Inst, Span>,
    pub block_spans: SecondaryMap<Block, Span>,
    /// The span of the function's header, for function-level diagnostics.
    pub span: Span,
    /// The frontend's source location of each instruction.
    pub debug_locs: SecondaryMap<Inst, DebugLoc>,
}

impl Function {
    pub fn new(name: impl Into<String>, kind: FuncKind) -> Function {
        Function {
            name: name.into(),
            kind,
            linkage: Linkage::External,
            params: Vec::new(),
            returns: Vec::new(),
            attrs: KernelAttrs::default(),
            insts: PrimaryMap::new(),
            results: SecondaryMap::new(),
            blocks: PrimaryMap::new(),
            values: PrimaryMap::new(),
            value_lists: ListPool::new(),
            stack_slots: PrimaryMap::new(),
            jump_tables: PrimaryMap::new(),
            signatures: PrimaryMap::new(),
            layout: Vec::new(),
            value_names: SecondaryMap::new(),
            block_names: SecondaryMap::new(),
            slot_names: SecondaryMap::new(),
            spans: SecondaryMap::new(),
            block_spans: SecondaryMap::new(),
            span: Span::NONE,
            debug_locs: SecondaryMap::new(),
        }
    }

    pub fn is_kernel(&self) -> bool {
        self.kind == FuncKind::Kernel
    }

    /// Whether only functions of the same module may call this one.
    pub fn is_internal(&self) -> bool {
        self.linkage == Linkage::Internal
    }

    /// A device function without a body: declared here, defined in
    /// another object (calls to it become undefined symbols).
    pub fn is_declaration(&self) -> bool {
        self.kind == FuncKind::Device && self.layout.is_empty()
    }

    /// The reference of signature `sig`, added when new (signatures are
    /// kept once each, so equal signatures have equal references).
    pub fn import_signature(&mut self, sig: Signature) -> SigRef {
        match self.signatures.iter().find(|(_, s)| **s == sig) {
            Some((r, _)) => r,
            None => self.signatures.push(sig),
        }
    }

    // ---- blocks ----

    /// Creates a block and appends it to the layout.
    pub fn create_block(&mut self) -> Block {
        let block = self.blocks.push(BlockData::default());
        self.layout.push(block);
        block
    }

    /// The entry block, if the function has any block.
    pub fn entry_block(&self) -> Option<Block> {
        self.layout.first().copied()
    }

    /// Appends a parameter of type `ty` to `block`.
    pub fn append_block_param(&mut self, block: Block, ty: Type) -> Value {
        let n = self.blocks[block].params.len(&self.value_lists);
        let value = self.values.push(ValueData {
            ty,
            def: ValueDef::Param(block, n as u16),
        });
        self.blocks[block].params.push(value, &mut self.value_lists);
        value
    }

    pub fn block_params(&self, block: Block) -> &[Value] {
        self.blocks[block].params.as_slice(&self.value_lists)
    }

    pub fn block_insts(&self, block: Block) -> &[Inst] {
        &self.blocks[block].insts
    }

    /// The last instruction of `block` if it is a terminator.
    pub fn terminator(&self, block: Block) -> Option<Inst> {
        let last = *self.blocks[block].insts.last()?;
        self.insts[last].opcode.is_terminator().then_some(last)
    }

    // ---- instructions ----

    /// Creates an instruction (not yet in any block) with results of the
    /// given types.
    pub fn make_inst(&mut self, data: InstData, result_types: &[Type]) -> Inst {
        let inst = self.insts.push(data);
        for (n, &ty) in result_types.iter().enumerate() {
            let value = self.values.push(ValueData {
                ty,
                def: ValueDef::Result(inst, n as u16),
            });
            self.results[inst].push(value, &mut self.value_lists);
        }
        inst
    }

    /// Builds an `InstData` whose operands are copied into the pool.
    pub fn inst_data(
        &mut self,
        opcode: Opcode,
        ty: Type,
        args: &[Value],
        payload: Payload,
    ) -> InstData {
        InstData {
            opcode,
            ty,
            args: ValueList::from_slice(args, &mut self.value_lists),
            payload,
        }
    }

    /// A branch target with its arguments copied into the pool.
    pub fn block_call(&mut self, block: Block, args: &[Value]) -> BlockCall {
        BlockCall {
            block,
            args: ValueList::from_slice(args, &mut self.value_lists),
        }
    }

    pub fn append_inst(&mut self, block: Block, inst: Inst) {
        self.blocks[block].insts.push(inst);
    }

    pub fn inst_args(&self, inst: Inst) -> &[Value] {
        self.insts[inst].args.as_slice(&self.value_lists)
    }

    pub fn inst_results(&self, inst: Inst) -> &[Value] {
        self.results[inst].as_slice(&self.value_lists)
    }

    /// The first result of `inst`, if it has one.
    pub fn first_result(&self, inst: Inst) -> Option<Value> {
        self.results[inst].first(&self.value_lists)
    }

    pub fn value_type(&self, value: Value) -> Type {
        self.values[value].ty
    }

    pub fn value_def(&self, value: Value) -> ValueDef {
        self.values[value].def
    }

    /// The instruction defining `value`, if it is an instruction result.
    pub fn value_inst(&self, value: Value) -> Option<Inst> {
        match self.values[self.resolve(value)].def {
            ValueDef::Result(inst, _) => Some(inst),
            _ => None,
        }
    }

    /// Follows alias chains to the value that really defines `value`.
    pub fn resolve(&self, value: Value) -> Value {
        resolve_in(&self.values, value)
    }

    /// Makes every use of `value` mean `to`. Uses are rewritten lazily by
    /// [`Function::resolve_aliases`]; until then [`Function::resolve`] sees
    /// through the alias.
    pub fn change_to_alias(&mut self, value: Value, to: Value) {
        debug_assert_ne!(self.resolve(to), value, "alias cycle");
        self.values[value].def = ValueDef::Alias(to);
    }

    /// Rewrites every operand and branch argument that names an alias to the
    /// value behind it. Linear in the size of the function.
    pub fn resolve_aliases(&mut self) {
        if !self
            .values
            .values()
            .any(|v| matches!(v.def, ValueDef::Alias(_)))
        {
            return;
        }
        let order: Vec<Block> = self.layout.clone();
        for block in order {
            for i in 0..self.blocks[block].insts.len() {
                let inst = self.blocks[block].insts[i];
                let mut args = self.insts[inst].args;
                for arg in args.as_mut_slice(&mut self.value_lists).iter_mut() {
                    *arg = resolve_in(&self.values, *arg);
                }
                let mut calls: SmallVec<[ValueList; 4]> = SmallVec::new();
                self.for_each_block_call(inst, |bc| calls.push(bc.args));
                for mut list in calls {
                    for arg in list.as_mut_slice(&mut self.value_lists).iter_mut() {
                        *arg = resolve_in(&self.values, *arg);
                    }
                }
            }
        }
    }

    /// Calls `f` on every branch target of `inst` (none for non-branches).
    pub fn for_each_block_call(&self, inst: Inst, mut f: impl FnMut(&BlockCall)) {
        match &self.insts[inst].payload {
            Payload::Jump(bc) => f(bc),
            Payload::Branch(t, e) => {
                f(t);
                f(e);
            }
            Payload::Switch(jt) => {
                let data = &self.jump_tables[*jt];
                f(&data.default);
                for (_, bc) in &data.cases {
                    f(bc);
                }
            }
            _ => {}
        }
    }

    /// The successor blocks of `block`, in branch order, with duplicates.
    pub fn successors(&self, block: Block) -> SmallVec<[Block; 2]> {
        let mut out = SmallVec::new();
        if let Some(term) = self.terminator(block) {
            self.for_each_block_call(term, |bc| out.push(bc.block));
        }
        out
    }

    /// Removes `inst` from `block`'s instruction list. O(block length).
    pub fn remove_inst(&mut self, block: Block, inst: Inst) {
        self.blocks[block].insts.retain(|&i| i != inst);
    }

    /// Number of instructions placed in blocks.
    pub fn num_placed_insts(&self) -> usize {
        self.layout
            .iter()
            .map(|&b| self.blocks[b].insts.len())
            .sum()
    }

    /// Creates a stack slot.
    pub fn create_stack_slot(&mut self, size: u32, align: u32) -> StackSlot {
        self.stack_slots.push(StackSlotData {
            size,
            align,
            span: Span::NONE,
        })
    }
}

fn resolve_in(values: &PrimaryMap<Value, ValueData>, mut value: Value) -> Value {
    // Chains are short (each alias points at an older value), but guard
    // against a cycle made by a buggy pass rather than spin forever.
    for _ in 0..values.len() + 1 {
        match values[value].def {
            ValueDef::Alias(to) => value = to,
            _ => return value,
        }
    }
    value
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bound follows the attributes' definitions: the required size
    /// per dimension first, then the flat maximum, then the hardware's.
    #[test]
    fn max_workitem_id_from_the_attributes() {
        let mut a = KernelAttrs::default();
        assert_eq!(a.max_workitem_id(Dim::X), MAX_WORKGROUP_SIZE - 1);
        a.flat_workgroup_size = Some((1, 256));
        assert_eq!(a.max_workitem_id(Dim::Z), 255);
        a.reqd_workgroup_size = Some([64, 4, 1]);
        assert_eq!(a.max_workitem_id(Dim::X), 63);
        assert_eq!(a.max_workitem_id(Dim::Y), 3);
        assert_eq!(a.max_workitem_id(Dim::Z), 0);
    }
}
