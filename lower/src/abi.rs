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
//! Kernarg layout (code object V5): explicit arguments at their natural
//! alignment in order, then the 256 bytes of hidden arguments at the next
//! multiple of 8. `workgroup_size` reads `hidden_group_size_{x,y,z}` (u16 at
//! hidden offsets 12/14/16) and `grid_size` combines
//! `hidden_block_count_*` (u32 at 0/4/8) with the group size and
//! `hidden_remainder_*` (u16 at 18/20/22).

use agc_ir::instructions::{Dim, Payload};
use agc_ir::{AddrSpace, Function, Opcode, Type};
use agc_isa::processors::{Processor, ScratchAccess};

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
}

/// What the hardware must initialise for a kernel, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelInputs {
    pub kernarg_ptr: bool,
    pub workgroup_id: [bool; 3],
    /// How many work-item id dimensions are enabled (0 = x only).
    pub workitem_id_dims: u8,
    pub packed_workitem_ids: bool,
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
            args,
            hidden_offset,
        }
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

    /// The private segment buffer (scratch V#) arrives in s[0:3].
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
        let wg = self.workgroup_id.iter().filter(|b| **b).count() as u16;
        self.wave_offset().then(|| self.user_sgprs() + wg)
    }

    /// The SGPR holding workgroup id `dim`, when enabled.
    pub fn workgroup_id_sgpr(&self, dim: usize) -> Option<u16> {
        if !self.workgroup_id[dim] {
            return None;
        }
        let before = self.workgroup_id[..dim].iter().filter(|b| **b).count() as u16;
        Some(self.user_sgprs() + before)
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
