//! The input of emission: a code object as the rest of the compiler hands
//! it over.
//!
//! Role: [`CodeObject`] is everything `emit` needs and nothing it has to
//! discover: per kernel, the allocated machine code ([`Block`]s of
//! [`MInst`]s with physical registers), the resources it uses
//! ([`Resources`]), how the hardware must initialise it ([`KernelAbi`]),
//! its kernel arguments ([`KernelArg`]) and attributes ([`KernelAttrs`]);
//! optionally, debug information ([`DebugInfo`], with the source positions
//! in [`Block::locs`]).
//! From these, `layout` resolves branches, `descriptor` builds the 64-byte
//! kernel descriptor, `metadata` the `NT_AMDGPU_METADATA` note, `asm` the
//! assembly text and `elf` the object files.
//!
//! Invariants the producer guarantees (checked by [`CodeObject::validate`],
//! which reports a clear [`EmitError`] instead of panicking later):
//! - Kernel names are non-empty, unique, and contain no whitespace or NUL.
//! - A branch instruction (an instruction whose row has an
//!   [`OpKind::Label`] operand: `s_branch`, `s_cbranch_*`) holds, in that
//!   operand, `Operand::Imm(b)` where `b` is the *index of the target
//!   block* in [`Kernel::blocks`], not a byte or dword offset. `layout`
//!   replaces it by the SOPP dword offset once addresses are known. Blocks
//!   are laid out in vector order, so fall-through goes to the next block.
//! - Resource counts are "highest register used + 1" per file; the special
//!   SGPRs (VCC, FLAT_SCRATCH, XNACK_MASK) are *not* included in
//!   [`Resources::sgprs`]: the descriptor adds them per the ABI rules (see
//!   `descriptor`).
//! - With [`CodeObject::debug`], every [`SrcPos::file`] indexes
//!   [`DebugInfo::files`], which is not empty and holds no empty or
//!   NUL-containing string.
//! - A call site is `s_getpc_b64 s[n:n+1]` followed by `s_add_u32 sn, sn,
//!   Imm(c)` and `s_addc_u32 sn+1, sn+1, Imm(c)`: `Imm(c)` in that source
//!   slot means "the low / high half of the PC-relative distance to callee
//!   `c`", where `c` numbers [`CodeObject::functions`] and then
//!   [`CodeObject::externs`] ([`CodeObject::callee_name`]). `layout` makes
//!   both literals; the relocatable object leaves them 0 under
//!   `R_AMDGPU_REL32_LO`/`_HI` relocations (addends 4 and 12, the distance
//!   from each literal back to the address `s_getpc_b64` produced), the
//!   shared object resolves them, as ld.lld would.
//! - Names of kernels, functions and externs are all distinct: they share
//!   the symbol table.
//! - [`Kernel::long_branch_sgprs`] names an even-aligned SGPR pair that is
//!   dead at every branch; it is only used when a branch is out of SOPP
//!   range and must be relaxed into the `s_getpc_b64` sequence.

use agc_isa::insts::{OpKind, Opcode};
use agc_isa::minst::{MInst, Operand};
use agc_isa::regs::{Reg, RegFile};
use agc_isa::target::Target;
use core::fmt;

/// All kernels and device functions of one code object, for one target.
#[derive(Clone, Debug)]
pub struct CodeObject {
    pub target: Target,
    pub kernels: Vec<Kernel>,
    /// Device functions defined here, each placed once in `.text` after
    /// the kernels, whatever calls them.
    pub functions: Vec<Function>,
    /// Functions called here and defined in another object: undefined
    /// symbols of the relocatable object (a shared object cannot be
    /// written while a call targets one).
    pub externs: Vec<String>,
    /// Debug information to emit (DWARF 5 `.debug_*` sections, `.file` /
    /// `.loc` directives); `None` writes none and ignores [`Block::locs`].
    pub debug: Option<DebugInfo>,
}

/// What the DWARF compile unit says about the source; the line table
/// comes from [`Block::locs`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DebugInfo {
    /// `DW_AT_producer`, e.g. the compiler name and version.
    pub producer: String,
    /// `DW_AT_comp_dir`: the directory relative paths are relative to.
    pub comp_dir: String,
    /// Source files, indexed by [`SrcPos::file`]. `files[0]` is the primary
    /// source file (`DW_AT_name`, line table file 0). Must not be empty;
    /// duplicates are allowed and share one line table entry.
    pub files: Vec<String>,
    /// `DW_AT_language`: a `DW_LANG_*` code (0x15 is OpenCL), if any.
    pub language: Option<u16>,
}

pub use agc_isa::mir::{Block, SrcPos};

/// One kernel (an `amdgpu_kernel` entry point).
#[derive(Clone, Debug)]
pub struct Kernel {
    pub name: String,
    pub blocks: Vec<Block>,
    pub resources: Resources,
    pub abi: KernelAbi,
    pub args: Vec<KernelArg>,
    /// Size of the kernarg segment in bytes, hidden arguments included.
    pub kernarg_size: u32,
    /// Alignment of the kernarg segment (a power of two; llc writes the
    /// largest argument alignment, at least 8 with hidden arguments).
    pub kernarg_align: u32,
    pub attrs: KernelAttrs,
    /// SGPR pair for relaxed (out-of-range) branches; see the module doc.
    pub long_branch_sgprs: Option<Reg>,
}

/// A device function (a non-kernel function under the calling
/// convention): code only, no descriptor or metadata.
#[derive(Clone, Debug)]
pub struct Function {
    pub name: String,
    pub blocks: Vec<Block>,
    pub linkage: Linkage,
    /// SGPR pair for relaxed branches, as [`Kernel::long_branch_sgprs`].
    pub long_branch_sgprs: Option<Reg>,
}

/// Whether a device function is visible to other objects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Linkage {
    /// `STB_GLOBAL` with hidden visibility: other objects of the same link
    /// may call it, the loaded code object does not export it (what clang
    /// gives device functions, so calls need no GOT).
    Global,
    /// `STB_LOCAL`: only this object calls it.
    Local,
}

/// Registers and memory a kernel uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Resources {
    /// Highest numbered SGPR used + 1 (s0..s101), special SGPRs excluded.
    pub sgprs: u16,
    /// Highest VGPR used + 1.
    pub vgprs: u16,
    /// Highest AGPR used + 1 (0 when none).
    pub agprs: u16,
    /// Statically allocated LDS bytes (group segment).
    pub lds_bytes: u32,
    /// LDS beyond `lds_bytes` is sized at dispatch (extern shared arrays).
    pub dynamic_lds: bool,
    /// Scratch bytes per work-item.
    pub private_segment_size: u32,
    pub uses_dynamic_stack: bool,
    pub uses_vcc: bool,
    pub uses_flat_scratch: bool,
    pub sgpr_spill_count: u32,
    pub vgpr_spill_count: u32,
}

/// User SGPRs the command processor loads, in ABI order (seed 002, "initial
/// kernel execution state"): private segment buffer (4), dispatch ptr (2),
/// queue ptr (2), kernarg segment ptr (2), dispatch id (2), flat scratch
/// init (2), private segment size (1), then preloaded kernargs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UserSgprs {
    pub private_segment_buffer: bool,
    pub dispatch_ptr: bool,
    pub queue_ptr: bool,
    pub kernarg_segment_ptr: bool,
    pub dispatch_id: bool,
    pub flat_scratch_init: bool,
    pub private_segment_size: bool,
    /// Kernarg preload (gfx90a+): number of SGPRs (dwords) preloaded.
    pub kernarg_preload_length: u8,
    /// Kernarg preload: offset in dwords into the kernarg segment.
    pub kernarg_preload_offset: u16,
}

impl UserSgprs {
    /// The number of user SGPRs these settings occupy.
    pub fn count(&self) -> u32 {
        let fields = [
            (self.private_segment_buffer, 4),
            (self.dispatch_ptr, 2),
            (self.queue_ptr, 2),
            (self.kernarg_segment_ptr, 2),
            (self.dispatch_id, 2),
            (self.flat_scratch_init, 2),
            (self.private_segment_size, 1),
        ];
        fields.iter().filter(|f| f.0).map(|f| f.1).sum::<u32>() + self.kernarg_preload_length as u32
    }
}

/// How the hardware initialises a wave: user SGPRs, system SGPRs (after
/// the user SGPRs) and work-item ID VGPRs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KernelAbi {
    pub user: UserSgprs,
    pub workgroup_id: [bool; 3],
    pub workgroup_info: bool,
    /// The private segment wave offset SGPR (gfx9 before architected flat
    /// scratch) / "enable private segment" (gfx942+); both are rsrc2 bit 0.
    pub private_segment: bool,
    /// Work-item IDs in v0 (0 = x only, 1 = x and y, 2 = x, y and z).
    pub workitem_id_vgprs: u8,
}

impl KernelAbi {
    /// What llc enables for a kernel that makes no special use of the ABI
    /// (observed with `llc -mtriple=amdgcn-amd-amdhsa`, LLVM 22, code
    /// object V5): all of dispatch/queue/kernarg/dispatch-id pointers,
    /// plus the private segment buffer and flat scratch init on processors
    /// without architected flat scratch; workgroup IDs x/y/z; work-item IDs
    /// x/y/z. A real compiler enables only what the kernel reads; this is
    /// the conservative choice and the oracle tests' reference point.
    pub fn llc_default(target: &Target) -> KernelAbi {
        let architected = target.info().architected_flat_scratch;
        KernelAbi {
            user: UserSgprs {
                private_segment_buffer: !architected,
                dispatch_ptr: true,
                queue_ptr: true,
                kernarg_segment_ptr: true,
                dispatch_id: true,
                flat_scratch_init: !architected,
                private_segment_size: false,
                kernarg_preload_length: 0,
                kernarg_preload_offset: 0,
            },
            workgroup_id: [true; 3],
            workgroup_info: false,
            private_segment: false,
            workitem_id_vgprs: 2,
        }
    }

    /// A minimal ABI: only the kernarg segment pointer and workgroup ID x,
    /// work-item ID x.
    pub fn minimal() -> KernelAbi {
        KernelAbi {
            user: UserSgprs {
                kernarg_segment_ptr: true,
                ..UserSgprs::default()
            },
            workgroup_id: [true, false, false],
            workgroup_info: false,
            private_segment: false,
            workitem_id_vgprs: 0,
        }
    }

    /// User SGPRs plus system SGPRs: the first SGPR free for the program.
    pub fn initialized_sgprs(&self) -> u32 {
        self.user.count()
            + self.workgroup_id.iter().filter(|b| **b).count() as u32
            + self.workgroup_info as u32
            + self.private_segment as u32
    }
}

/// Address spaces as the metadata names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AddressSpace {
    Private,
    Global,
    Constant,
    Local,
    Generic,
    Region,
}

impl AddressSpace {
    pub fn name(self) -> &'static str {
        match self {
            AddressSpace::Private => "private",
            AddressSpace::Global => "global",
            AddressSpace::Constant => "constant",
            AddressSpace::Local => "local",
            AddressSpace::Generic => "generic",
            AddressSpace::Region => "region",
        }
    }
}

/// What the kernel does with the memory behind a pointer argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// Not stated (no `.actual_access` key).
    Unknown,
    ReadOnly,
    WriteOnly,
    ReadWrite,
}

impl Access {
    pub fn name(self) -> Option<&'static str> {
        match self {
            Access::Unknown => None,
            Access::ReadOnly => Some("read_only"),
            Access::WriteOnly => Some("write_only"),
            Access::ReadWrite => Some("read_write"),
        }
    }
}

/// Hidden (implicit) kernel arguments of code object V5 (seed 002, the
/// `.value_kind` values starting with `hidden_`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HiddenKind {
    BlockCountX,
    BlockCountY,
    BlockCountZ,
    GroupSizeX,
    GroupSizeY,
    GroupSizeZ,
    RemainderX,
    RemainderY,
    RemainderZ,
    GlobalOffsetX,
    GlobalOffsetY,
    GlobalOffsetZ,
    GridDims,
    PrintfBuffer,
    HostcallBuffer,
    MultigridSyncArg,
    HeapV1,
    DefaultQueue,
    CompletionAction,
    DynamicLdsSize,
    PrivateBase,
    SharedBase,
    QueuePtr,
    None,
}

impl HiddenKind {
    pub fn value_kind(self) -> &'static str {
        use HiddenKind::*;
        match self {
            BlockCountX => "hidden_block_count_x",
            BlockCountY => "hidden_block_count_y",
            BlockCountZ => "hidden_block_count_z",
            GroupSizeX => "hidden_group_size_x",
            GroupSizeY => "hidden_group_size_y",
            GroupSizeZ => "hidden_group_size_z",
            RemainderX => "hidden_remainder_x",
            RemainderY => "hidden_remainder_y",
            RemainderZ => "hidden_remainder_z",
            GlobalOffsetX => "hidden_global_offset_x",
            GlobalOffsetY => "hidden_global_offset_y",
            GlobalOffsetZ => "hidden_global_offset_z",
            GridDims => "hidden_grid_dims",
            PrintfBuffer => "hidden_printf_buffer",
            HostcallBuffer => "hidden_hostcall_buffer",
            MultigridSyncArg => "hidden_multigrid_sync_arg",
            HeapV1 => "hidden_heap_v1",
            DefaultQueue => "hidden_default_queue",
            CompletionAction => "hidden_completion_action",
            DynamicLdsSize => "hidden_dynamic_lds_size",
            PrivateBase => "hidden_private_base",
            SharedBase => "hidden_shared_base",
            QueuePtr => "hidden_queue_ptr",
            None => "hidden_none",
        }
    }
}

/// The kind of a kernel argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgKind {
    /// A pointer to global (or constant) memory.
    GlobalBuffer {
        address_space: AddressSpace,
        access: Access,
    },
    /// A value copied into the kernarg segment.
    ByValue,
    /// A pointer to LDS (OpenCL's `__local` argument): the runtime
    /// allocates the dynamic LDS behind the kernel's static LDS, aligned
    /// to `pointee_align` bytes, and passes its 32-bit offset.
    DynamicSharedPointer {
        pointee_align: u32,
    },
    Hidden(HiddenKind),
}

/// One kernel argument in the kernarg segment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelArg {
    /// Source name; may be empty (no `.name` key then).
    pub name: String,
    pub offset: u32,
    pub size: u32,
    pub align: u32,
    pub kind: ArgKind,
}

impl KernelArg {
    fn hidden(kind: HiddenKind, offset: u32, size: u32) -> KernelArg {
        KernelArg {
            name: String::new(),
            offset,
            size,
            align: size,
            kind: ArgKind::Hidden(kind),
        }
    }

    /// The code object V5 implicit arguments llc appends after the explicit
    /// ones (starting at `base`, which must be 8-aligned) for a kernel
    /// that uses none of them specially; they span 256 bytes.
    pub fn hidden_v5(base: u32) -> Vec<KernelArg> {
        use HiddenKind::*;
        let table: [(HiddenKind, u32, u32); 19] = [
            (BlockCountX, 0, 4),
            (BlockCountY, 4, 4),
            (BlockCountZ, 8, 4),
            (GroupSizeX, 12, 2),
            (GroupSizeY, 14, 2),
            (GroupSizeZ, 16, 2),
            (RemainderX, 18, 2),
            (RemainderY, 20, 2),
            (RemainderZ, 22, 2),
            (GlobalOffsetX, 40, 8),
            (GlobalOffsetY, 48, 8),
            (GlobalOffsetZ, 56, 8),
            (GridDims, 64, 2),
            (HostcallBuffer, 80, 8),
            (MultigridSyncArg, 88, 8),
            (HeapV1, 96, 8),
            (DefaultQueue, 104, 8),
            (CompletionAction, 112, 8),
            (QueuePtr, 200, 8),
        ];
        table
            .iter()
            .map(|&(k, off, size)| KernelArg::hidden(k, base + off, size))
            .collect()
    }
}

/// IEEE mode and floating-point rounding/denormal controls of rsrc1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FloatMode {
    /// 0 = nearest even, 1 = +inf, 2 = -inf, 3 = zero.
    pub round_32: u8,
    pub round_16_64: u8,
    /// 0 = flush src and dst, 1 = flush dst, 2 = flush src, 3 = no flush.
    pub denorm_32: u8,
    pub denorm_16_64: u8,
    pub dx10_clamp: bool,
    pub ieee: bool,
    pub fp16_overflow: bool,
}

impl Default for FloatMode {
    /// llc's defaults for compute kernels (LLVM 22): round to nearest even,
    /// keep denormals, DX10 clamp and IEEE mode on.
    fn default() -> FloatMode {
        FloatMode {
            round_32: 0,
            round_16_64: 0,
            denorm_32: 3,
            denorm_16_64: 3,
            dx10_clamp: true,
            ieee: true,
            fp16_overflow: false,
        }
    }
}

/// Attributes that reach the descriptor or the metadata.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KernelAttrs {
    pub max_flat_workgroup_size: u32,
    pub reqd_workgroup_size: Option<[u32; 3]>,
    pub uniform_work_group_size: bool,
    pub float: FloatMode,
    /// Enable the trap handler bit of rsrc2 (normally set by the CP).
    pub trap_handler: bool,
}

impl Default for KernelAttrs {
    fn default() -> KernelAttrs {
        KernelAttrs {
            max_flat_workgroup_size: 1024,
            reqd_workgroup_size: None,
            uniform_work_group_size: false,
            float: FloatMode::default(),
            trap_handler: false,
        }
    }
}

/// Why a code object could not be emitted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EmitError {
    BadKernelName(String),
    DuplicateKernel(String),
    /// A branch names a block that does not exist.
    BadBranchTarget {
        kernel: String,
        block: usize,
        target: i64,
    },
    /// A branch is out of SOPP range and the kernel names no SGPR pair for
    /// the long form.
    NoLongBranchSgprs {
        kernel: String,
    },
    /// The long-branch SGPR pair is not an even-aligned `s[n:n+1]`.
    BadLongBranchSgprs {
        kernel: String,
    },
    Encode {
        kernel: String,
        message: String,
    },
    /// A resource exceeds what the processor or the descriptor field holds.
    Resource {
        kernel: String,
        message: String,
    },
    /// `Block::locs` is neither empty nor one entry per instruction.
    BadLocs {
        kernel: String,
        block: usize,
    },
    /// A source position names a file missing from [`DebugInfo::files`].
    BadDebugFile {
        kernel: String,
        block: usize,
        file: u32,
    },
    /// [`DebugInfo`] is unusable (no files, a NUL or empty string, ...).
    BadDebugInfo(String),
    /// A call site names callee number `callee`, which is neither a
    /// function nor an extern of the code object.
    BadCallee {
        kernel: String,
        callee: i64,
    },
    /// A shared object was asked for while `caller` calls `callee`, which
    /// is only declared (link the relocatable object instead).
    UndefinedCallee {
        caller: String,
        callee: String,
    },
    /// The DWARF writer failed.
    Dwarf(String),
    Elf(String),
}

impl fmt::Display for EmitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EmitError::BadKernelName(n) => write!(f, "invalid symbol name `{n}`"),
            EmitError::DuplicateKernel(n) => write!(f, "symbol `{n}` defined twice"),
            EmitError::BadBranchTarget {
                kernel,
                block,
                target,
            } => write!(
                f,
                "kernel `{kernel}`: branch in block {block} targets missing block {target}"
            ),
            EmitError::NoLongBranchSgprs { kernel } => write!(
                f,
                "kernel `{kernel}`: a branch is out of range and no SGPR pair was reserved for the long form"
            ),
            EmitError::BadLongBranchSgprs { kernel } => write!(
                f,
                "kernel `{kernel}`: the long-branch registers must be an even-aligned SGPR pair"
            ),
            EmitError::Encode { kernel, message } => write!(f, "kernel `{kernel}`: {message}"),
            EmitError::Resource { kernel, message } => write!(f, "kernel `{kernel}`: {message}"),
            EmitError::BadLocs { kernel, block } => write!(
                f,
                "kernel `{kernel}`: block {block} has debug positions for only some instructions"
            ),
            EmitError::BadDebugFile {
                kernel,
                block,
                file,
            } => write!(
                f,
                "kernel `{kernel}`: block {block} names source file {file}, which the debug info does not list"
            ),
            EmitError::BadCallee { kernel, callee } => write!(
                f,
                "`{kernel}`: a call site names callee {callee}, which the code object neither defines nor declares"
            ),
            EmitError::UndefinedCallee { caller, callee } => write!(
                f,
                "`{caller}` calls `{callee}`, which is not defined here: emit a relocatable object and link it with the object that defines `{callee}`"
            ),
            EmitError::BadDebugInfo(m) => write!(f, "debug info: {m}"),
            EmitError::Dwarf(m) => write!(f, "DWARF writer: {m}"),
            EmitError::Elf(m) => write!(f, "ELF writer: {m}"),
        }
    }
}

impl std::error::Error for EmitError {}

/// Whether `inst` is a SOPP branch (its row has a label operand); returns
/// the operand index of the label.
pub fn branch_operand(inst: &MInst) -> Option<usize> {
    inst.opcode
        .info()
        .operands
        .iter()
        .position(|o| o.kind == OpKind::Label)
}

/// A call site's callee number, if `inst` is the `s_add_u32` /
/// `s_addc_u32` of one (module doc).
pub fn call_operand(inst: &MInst) -> Option<i32> {
    match (inst.opcode, inst.operands.get(2)) {
        (Opcode::SAddU32 | Opcode::SAddcU32, Some(Operand::Imm(c))) => Some(*c),
        _ => None,
    }
}

impl CodeObject {
    /// A code object without functions, externs or debug information.
    pub fn with_kernels(target: impl Into<Target>, kernels: Vec<Kernel>) -> CodeObject {
        CodeObject {
            target: target.into(),
            kernels,
            functions: Vec::new(),
            externs: Vec::new(),
            debug: None,
        }
    }

    /// The symbol a call site's callee number `c` names (module doc).
    pub fn callee_name(&self, c: u32) -> Option<&str> {
        let c = c as usize;
        match self.functions.get(c) {
            Some(f) => Some(&f.name),
            None => self
                .externs
                .get(c - self.functions.len())
                .map(|s| s.as_str()),
        }
    }

    /// Checks the invariants of the module doc.
    pub fn validate(&self) -> Result<(), EmitError> {
        let mut names: Vec<&str> = Vec::with_capacity(self.kernels.len());
        let all = self.kernels.iter().map(|k| &k.name);
        let all = all
            .chain(self.functions.iter().map(|f| &f.name))
            .chain(&self.externs);
        for name in all {
            let bad = name.is_empty()
                || name.ends_with(".kd")
                || name
                    .chars()
                    .any(|c| c.is_whitespace() || c == '\0' || c == '"' || c == ',');
            if bad {
                return Err(EmitError::BadKernelName(name.clone()));
            }
            if names.contains(&name.as_str()) {
                return Err(EmitError::DuplicateKernel(name.clone()));
            }
            names.push(name);
        }
        let callees = self.functions.len() + self.externs.len();
        for k in &self.kernels {
            k.validate(&self.target)?;
            validate_code(&k.name, &k.blocks, k.long_branch_sgprs, callees)?;
        }
        for f in &self.functions {
            validate_code(&f.name, &f.blocks, f.long_branch_sgprs, callees)?;
        }
        if let Some(d) = &self.debug {
            d.validate()?;
            let units = self.kernels.iter().map(|k| (&k.name, &k.blocks));
            let units = units.chain(self.functions.iter().map(|f| (&f.name, &f.blocks)));
            for (name, blocks) in units {
                for (bi, b) in blocks.iter().enumerate() {
                    for pos in b.locs.iter().flatten() {
                        if pos.file as usize >= d.files.len() {
                            return Err(EmitError::BadDebugFile {
                                kernel: name.clone(),
                                block: bi,
                                file: pos.file,
                            });
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

impl DebugInfo {
    fn validate(&self) -> Result<(), EmitError> {
        let bad = |m: &str| Err(EmitError::BadDebugInfo(m.into()));
        if self.files.is_empty() {
            return bad("no source files (files[0] names the compile unit)");
        }
        if self.comp_dir.is_empty() || self.files.iter().any(|f| f.is_empty()) {
            return bad("empty directory or file name");
        }
        let strings = [&self.producer, &self.comp_dir];
        if strings
            .into_iter()
            .chain(&self.files)
            .any(|s| s.contains('\0'))
        {
            return bad("a string contains NUL");
        }
        Ok(())
    }
}

impl Kernel {
    fn validate(&self, target: &Target) -> Result<(), EmitError> {
        let info = target.info();
        let res = |message: String| EmitError::Resource {
            kernel: self.name.clone(),
            message,
        };
        let r = &self.resources;
        if r.sgprs > info.addressable_sgprs {
            return Err(res(format!(
                "{} SGPRs used, {} addressable",
                r.sgprs, info.addressable_sgprs
            )));
        }
        if r.vgprs > info.vgprs || r.agprs > info.agprs {
            return Err(res(format!(
                "{} VGPRs / {} AGPRs used, the processor has {} / {}",
                r.vgprs, r.agprs, info.vgprs, info.agprs
            )));
        }
        if r.lds_bytes > info.lds_bytes {
            return Err(res(format!(
                "{} bytes of LDS, the processor has {}",
                r.lds_bytes, info.lds_bytes
            )));
        }
        if self.abi.workitem_id_vgprs > 2 {
            return Err(res("workitem_id_vgprs must be 0, 1 or 2".into()));
        }
        if self.abi.user.count() > 16 {
            return Err(res(format!(
                "{} user SGPRs, at most 16",
                self.abi.user.count()
            )));
        }
        if !self.kernarg_align.is_power_of_two() {
            return Err(res("kernarg alignment must be a power of two".into()));
        }
        Ok(())
    }
}

/// The checks kernels and functions share: long-branch pair, debug
/// positions, branch targets and callee numbers (`callees` of them).
fn validate_code(
    name: &str,
    blocks: &[Block],
    long_branch_sgprs: Option<Reg>,
    callees: usize,
) -> Result<(), EmitError> {
    if let Some(p) = long_branch_sgprs {
        if p.file != RegFile::Sgpr || p.len != 2 || p.index % 2 != 0 {
            return Err(EmitError::BadLongBranchSgprs {
                kernel: name.to_string(),
            });
        }
    }
    for (bi, b) in blocks.iter().enumerate() {
        if !b.locs.is_empty() && b.locs.len() != b.insts.len() {
            return Err(EmitError::BadLocs {
                kernel: name.to_string(),
                block: bi,
            });
        }
        for inst in &b.insts {
            if let Some(i) = branch_operand(inst) {
                let target = match inst.operands.get(i) {
                    Some(Operand::Imm(t)) => *t as i64,
                    _ => -1,
                };
                if target < 0 || target as usize >= blocks.len() {
                    return Err(EmitError::BadBranchTarget {
                        kernel: name.to_string(),
                        block: bi,
                        target,
                    });
                }
            }
            if let Some(c) = call_operand(inst) {
                if c < 0 || c as usize >= callees {
                    return Err(EmitError::BadCallee {
                        kernel: name.to_string(),
                        callee: c as i64,
                    });
                }
            }
        }
    }
    Ok(())
}
