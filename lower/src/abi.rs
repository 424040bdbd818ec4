//! The kernel ABI as instruction selection sees it: which hardware inputs
//! a kernel reads, where they arrive, and the kernarg segment layout.
//!
//! Role: seed 002 ("initial kernel execution state") fixes the order of
//! the user SGPRs (private segment buffer, dispatch ptr, queue ptr, kernarg
//! segment ptr, dispatch id, flat scratch init, ...) and then the system
//! SGPRs (workgroup id x, y, z, workgroup info, private segment wave
//! offset), and puts work-item ids in v0..v2, or packed into v0 (10 bits
//! each) on processors with `packed_workitem_ids`. A kernel enables only
//! what it reads, so the registers are decided by one scan of the IR
//! before selection and the allocator sees them as fixed definitions.
//!
//! Scratch: a kernel with stack slots enables its private segment. Where
//! the processor reaches scratch through MUBUF
//! ([`ScratchAccess::Mubuf`]) that means the private segment buffer (the
//! first four user SGPRs) and the private segment wave offset (the last
//! system SGPR); a kernel that casts a private pointer to flat also takes
//! the flat scratch init pair, from which its entry sets FLAT_SCRATCH.
//! With architected flat scratch only the descriptor's enable bit is set.
//!
//! Implicit inputs of non-kernel functions ([`implicit_inputs`]): a
//! function cannot read the hardware's initial state, so the kernel
//! forwards what its callees read at the convention's fixed registers
//! (`agc_isa::callconv::IMPLICIT_INPUTS`): the work-item ids packed into
//! v31, the workgroup ids in s12-s14, the implicit argument pointer (the
//! kernarg pointer plus the explicit arguments' size, where
//! `workgroup_size` and `grid_size` find the hidden arguments) in s\[8:9\].
//! What a function needs is what it reads plus what its callees need, so
//! one pass over the call graph's strongly connected components in
//! reverse topological order (petgraph's Kosaraju gives them callees
//! first) settles every function; a cycle shares one set. A declaration
//! (code from another object) is assumed to read everything, as llc-22
//! assumes of a function without `amdgpu-no-*` attributes; the IR has no
//! operation for the dispatch pointer, queue pointer, dispatch id or LDS
//! kernel id, so their registers are reserved for such a callee but hold
//! nothing agc sets up.
//! The register layout of the arguments is a separate matter
//! ([`arg_layout`]): a function visible outside the module (external
//! linkage) may be called by code that knows only its declaration and
//! places `inreg` arguments after every input SGPR (s16 on, after s0-s3
//! on gfx942), so such a function skips all input registers whatever it
//! reads, and only an internal function packs its `inreg` arguments into
//! the input registers it does not receive. A kernel still sets up only
//! what the callee reads.
//!
//! Structs: the IR has no aggregate types. A frontend passes a struct of
//! up to 16 bytes as its fields, one argument (or result) each, and a
//! larger one by reference: the caller makes a stack slot (`stack_slot`,
//! `stack_addr`), stores the value there and passes the `ptr.private`;
//! a larger result comes back the same way (seed 002's `sret`: the
//! caller's slot, the pointer as the last argument, the callee stores
//! through it). A private pointer is an offset in the wave's scratch, so
//! it stays valid in the callee, whose frame lies above the caller's.
//!
//! Kernarg layout (code object V5): explicit arguments at their natural
//! alignment in order, then the 256 bytes of hidden arguments at the next
//! multiple of 8. `workgroup_size` reads `hidden_group_size_{x,y,z}` (u16 at
//! hidden offsets 12/14/16) and `grid_size` combines
//! `hidden_block_count_*` (u32 at 0/4/8) with the group size and
//! `hidden_remainder_*` (u16 at 18/20/22).

use agc_ir::instructions::{Dim, Payload};
use agc_ir::{AddrSpace, Function, Module, Opcode, Type};
use agc_isa::callconv::{ImplicitInput, ImplicitInputs};
use agc_isa::processors::{Processor, ScratchAccess};
use petgraph::graph::{DiGraph, NodeIndex};

/// Hidden-argument offsets relative to the start of the hidden block.
pub const HIDDEN_BLOCK_COUNT: u32 = 0;
pub const HIDDEN_GROUP_SIZE: u32 = 12;
pub const HIDDEN_REMAINDER: u32 = 18;
/// Size of the V5 hidden-argument block.
pub const HIDDEN_SIZE: u32 = 256;

/// One explicit kernel argument in the kernarg segment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArgLayout {
    pub name: String,
    pub ty: Type,
    pub offset: u32,
    pub size: u32,
    pub align: u32,
    /// For pointers: the address space they point into.
    pub pointee: Option<AddrSpace>,
    /// The parameter's stated pointee alignment (`align N`), 0 if none.
    pub pointee_align: u32,
}

/// What the hardware must initialise for a kernel, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelInputs {
    pub kernarg_ptr: bool,
    pub workgroup_id: [bool; 3],
    /// How many work-item id dimensions are enabled (0 = x only).
    pub workitem_id_dims: u8,
    pub packed_workitem_ids: bool,
    /// The workgroup IDs arrive in TTMP9/TTMP7, not in system SGPRs
    /// (`agc_isa::processors::GenerationInfo::architected_sgprs`).
    pub architected_sgprs: bool,
    pub args: Vec<ArgLayout>,
    /// Offset of the hidden arguments (8-aligned end of the explicit ones).
    pub hidden_offset: u32,
    /// The kernel uses private memory (module doc: which inputs follow).
    pub private_segment: bool,
    /// The kernel sets up the stack pointer for its callees
    /// ([`KernelInputs::enable_stack`]).
    pub stack: bool,
    /// FLAT_SCRATCH must be set up for flat accesses that reach scratch.
    pub flat_scratch_init: bool,
    pub scratch_access: ScratchAccess,
    /// The implicit inputs of the calling convention: for a kernel, those
    /// its callees need (it forwards them at each call); for a non-kernel
    /// function, those it receives ([`implicit_inputs`]).
    pub implicit: ImplicitInputs,
}

impl KernelInputs {
    /// Scans `func` for the inputs it reads.
    pub fn scan(func: &Function, names: impl Fn(usize) -> String, p: Processor) -> KernelInputs {
        let mut wg = [false; 3];
        let mut tid_dims = 0u8;
        let mut hidden = false;
        let mut private = false;
        let mut private_to_flat = false;
        for &b in &func.layout {
            for &inst in &func.blocks[b].insts {
                let d = &func.insts[inst];
                let dim = match d.payload {
                    Payload::Dim(Dim::X) => 0,
                    Payload::Dim(Dim::Y) => 1,
                    Payload::Dim(Dim::Z) => 2,
                    _ => 0,
                };
                match d.opcode {
                    Opcode::WorkgroupId => wg[dim] = true,
                    Opcode::WorkitemId => tid_dims = tid_dims.max(dim as u8),
                    Opcode::WorkgroupSize => hidden = true,
                    Opcode::GridSize => {
                        hidden = true;
                    }
                    Opcode::StackAddr => private = true,
                    Opcode::Addrspacecast => {
                        let from = func.value_type(func.inst_args(inst)[0]).addr_space();
                        private_to_flat |= from == Some(AddrSpace::Private);
                    }
                    _ => {}
                }
            }
        }
        let mut offset = 0u32;
        let mut args = Vec::new();
        for (i, param) in func.params.iter().enumerate() {
            let size = param.ty.bytes().max(1);
            let align = size.next_power_of_two().min(16);
            offset = offset.next_multiple_of(align);
            args.push(ArgLayout {
                name: names(i),
                ty: param.ty,
                offset,
                size,
                align,
                pointee: param.ty.addr_space(),
                pointee_align: param.pointee_align,
            });
            offset += size;
        }
        let hidden_offset = offset.next_multiple_of(8);
        let scratch_access = p.info().scratch_access;
        KernelInputs {
            private_segment: private,
            stack: false,
            flat_scratch_init: private && private_to_flat && scratch_access == ScratchAccess::Mubuf,
            scratch_access,
            kernarg_ptr: !args.is_empty() || hidden,
            workgroup_id: wg,
            workitem_id_dims: tid_dims,
            packed_workitem_ids: p.info().packed_workitem_ids,
            architected_sgprs: p.info().generation.info().architected_sgprs,
            args,
            hidden_offset,
            implicit: ImplicitInputs::default(),
        }
    }

    /// A kernel whose callees need `need`: the hardware inputs it must
    /// enable to forward them (the kernarg pointer for the implicit
    /// argument pointer).
    pub fn forward(&mut self, need: ImplicitInputs) {
        for d in 0..3 {
            self.workgroup_id[d] |= need.contains(ImplicitInput::workgroup_id(d));
            if need.contains(ImplicitInput::workitem_id(d)) {
                self.workitem_id_dims = self.workitem_id_dims.max(d as u8);
            }
        }
        self.kernarg_ptr |= need.contains(ImplicitInput::ImplicitArgPtr);
        self.implicit = need;
    }

    /// A non-kernel function: no kernel arguments; its work-item ids come
    /// packed in v31 and its hidden arguments at the implicit argument
    /// pointer, both only if `need` has them.
    pub fn receive(&mut self, need: ImplicitInputs) {
        self.args.clear();
        self.kernarg_ptr = false;
        self.workgroup_id = [false; 3];
        self.workitem_id_dims = 0;
        self.packed_workitem_ids = true;
        self.hidden_offset = 0;
        self.implicit = need;
    }

    /// Enables the private segment (stack slots, or spills found later).
    pub fn enable_private_segment(&mut self) {
        self.private_segment = true;
    }

    /// A kernel that calls functions needing stack: the private segment,
    /// and on MUBUF processors flat scratch too, since callees may cast
    /// private pointers to flat ones (seed 002: functions start with
    /// FLAT_SCRATCH set up).
    pub fn enable_stack(&mut self) {
        self.private_segment = true;
        self.stack = true;
        if self.scratch_access == ScratchAccess::Mubuf {
            self.flat_scratch_init = true;
        }
    }

    /// The private segment buffer (scratch V#) arrives in s\[0:3\].
    pub fn private_segment_buffer(&self) -> bool {
        self.private_segment && self.scratch_access == ScratchAccess::Mubuf
    }

    /// The private segment wave offset arrives after the system SGPRs.
    pub fn wave_offset(&self) -> bool {
        self.private_segment_buffer()
    }

    /// Number of user SGPRs, in seed 002's order: private segment buffer
    /// (4), kernarg segment pointer (2), flat scratch init (2).
    pub fn user_sgprs(&self) -> u16 {
        4 * self.private_segment_buffer() as u16
            + 2 * self.kernarg_ptr as u16
            + 2 * self.flat_scratch_init as u16
    }

    /// First SGPR of the kernarg segment pointer.
    pub fn kernarg_ptr_sgpr(&self) -> u16 {
        4 * self.private_segment_buffer() as u16
    }

    /// First SGPR of the flat scratch init pair, when enabled.
    pub fn flat_scratch_init_sgpr(&self) -> Option<u16> {
        self.flat_scratch_init
            .then(|| self.kernarg_ptr_sgpr() + 2 * self.kernarg_ptr as u16)
    }

    /// The SGPR holding the private segment wave offset, when enabled.
    pub fn wave_offset_sgpr(&self) -> Option<u16> {
        let wg = self.system_workgroup_ids(3);
        self.wave_offset().then(|| self.user_sgprs() + wg)
    }

    /// The SGPR holding workgroup id `dim`, when enabled and a system
    /// SGPR (with architected SGPRs it is in a TTMP register instead).
    pub fn workgroup_id_sgpr(&self, dim: usize) -> Option<u16> {
        if !self.workgroup_id[dim] || self.architected_sgprs {
            return None;
        }
        Some(self.user_sgprs() + self.system_workgroup_ids(dim))
    }

    /// How many of the first `dims` workgroup IDs are system SGPRs.
    fn system_workgroup_ids(&self, dims: usize) -> u16 {
        if self.architected_sgprs {
            return 0;
        }
        self.workgroup_id[..dims].iter().filter(|b| **b).count() as u16
    }

    /// The kernarg dwords (byte offsets, ascending, each once) that the
    /// hidden-argument reads of `func` need: `workgroup_size` without a
    /// required size reads the group size, `grid_size` the block count,
    /// group size and remainder of its dimension.
    pub fn hidden_dwords(&self, func: &Function) -> Vec<u32> {
        let mut out = Vec::new();
        for &b in &func.layout {
            for &inst in &func.blocks[b].insts {
                let d = &func.insts[inst];
                let dim = match d.payload {
                    Payload::Dim(Dim::Y) => 1,
                    Payload::Dim(Dim::Z) => 2,
                    _ => 0,
                };
                let size = self.hidden_offset + HIDDEN_GROUP_SIZE + 2 * dim;
                match d.opcode {
                    Opcode::WorkgroupSize if func.attrs.reqd_workgroup_size.is_none() => {
                        out.push(size & !3)
                    }
                    Opcode::GridSize => {
                        out.push(self.hidden_offset + HIDDEN_BLOCK_COUNT + 4 * dim);
                        out.push(size & !3);
                        out.push((self.hidden_offset + HIDDEN_REMAINDER + 2 * dim) & !3);
                    }
                    _ => {}
                }
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Size of the kernarg segment, hidden arguments included.
    pub fn kernarg_size(&self) -> u32 {
        self.hidden_offset + HIDDEN_SIZE
    }
}

/// The implicit inputs `func` reads itself: its work-item and workgroup
/// ids, and the implicit argument pointer for the hidden arguments
/// `workgroup_size` (without a required size) and `grid_size` read. A
/// declaration reads everything ([`ImplicitInputs::ALL`], module doc).
pub fn own_implicit_inputs(func: &Function) -> ImplicitInputs {
    // A declared function and the unknown callee of an indirect call may
    // read any input, as llc-22 assumes without `amdgpu-no-*` attributes.
    if func.is_declaration() || crate::isel::makes_indirect_calls(func) {
        return ImplicitInputs::ALL;
    }
    let mut set = ImplicitInputs::default();
    for &b in &func.layout {
        for &inst in &func.blocks[b].insts {
            let d = &func.insts[inst];
            let dim = match d.payload {
                Payload::Dim(Dim::Y) => 1,
                Payload::Dim(Dim::Z) => 2,
                _ => 0,
            };
            match d.opcode {
                Opcode::WorkitemId => set.insert(ImplicitInput::workitem_id(dim)),
                Opcode::WorkgroupId => set.insert(ImplicitInput::workgroup_id(dim)),
                Opcode::WorkgroupSize if func.attrs.reqd_workgroup_size.is_none() => {
                    set.insert(ImplicitInput::ImplicitArgPtr)
                }
                Opcode::GridSize => set.insert(ImplicitInput::ImplicitArgPtr),
                _ => {}
            }
        }
    }
    set
}

/// The implicit inputs whose registers the argument layout of `func`
/// skips (module doc): those it receives when it has internal linkage,
/// else all of them. A caller in another object knows only the
/// declaration and places `inreg` arguments after every input SGPR, as
/// llc-22 does for a function without `amdgpu-no-*` attributes; the
/// inputs a caller actually sets up stay `need`.
pub fn arg_layout(func: &Function, need: ImplicitInputs) -> ImplicitInputs {
    if func.is_internal() {
        need
    } else {
        ImplicitInputs::ALL
    }
}

/// Per function of `module` (indexed by `FuncId`), the implicit inputs
/// it needs: its own and, transitively, its callees' (module doc). For a
/// kernel, what it reads or must forward.
pub fn implicit_inputs(module: &Module) -> Vec<ImplicitInputs> {
    let n = module.functions.len();
    let mut graph: DiGraph<(), ()> = DiGraph::with_capacity(n, n);
    let nodes: Vec<NodeIndex> = (0..n).map(|_| graph.add_node(())).collect();
    let mut own = Vec::with_capacity(n);
    let mut address_taken = vec![false; n];
    for (f, func) in module.functions.iter() {
        own.push(own_implicit_inputs(func));
        for &b in &func.layout {
            for &inst in &func.blocks[b].insts {
                if let Payload::Call(callee) = func.insts[inst].payload {
                    let (from, to) = (f.as_u32() as usize, callee.as_u32() as usize);
                    if to < n {
                        graph.update_edge(nodes[from], nodes[to], ());
                        if func.insts[inst].opcode == Opcode::FuncAddr {
                            address_taken[to] = true;
                        }
                    }
                }
            }
        }
    }
    // A function whose address is taken may be called indirectly, and an
    // indirect call passes every input (its callee is unknown), so the
    // function must expect all of them where the convention puts them:
    // its `inreg` arguments start after the input SGPRs, as llc-22 places
    // them for a function without `amdgpu-no-*` attributes.
    for (set, &taken) in own.iter_mut().zip(&address_taken) {
        if taken {
            *set = ImplicitInputs::ALL;
        }
    }
    let mut need = own;
    // Kosaraju (iterative; SCCs callees first, like Tarjan) so that a long
    // call chain costs no call stack.
    for scc in petgraph::algo::kosaraju_scc(&graph) {
        let mut set = ImplicitInputs::default();
        for &node in &scc {
            set.union(need[node.index()]);
            for callee in graph.neighbors(node) {
                set.union(need[callee.index()]);
            }
        }
        for &node in &scc {
            need[node.index()] = set;
        }
    }
    need
}
