//! Instruction data: the opcode, the controlling type, the value operands
//! and a small typed payload.
//!
//! Operands live in a [`ValueList`] drawn from the function's shared
//! [`ListPool`](cranelift_entity::ListPool), so creating an instruction never
//! allocates on its own; the payload is a `Copy` enum of at most 16 bytes.
//! Which payload an opcode carries follows from its [`Format`]; the
//! constructors on [`crate::Function`] and the builder keep the two in step,
//! and the verifier checks it for IR built by hand.

use crate::entities::{Block, FuncId, JumpTable, LdsVar, SigRef, StackSlot, Value};
use crate::opcodes::{Format, Opcode};
use crate::types::Type;
use core::fmt;
use cranelift_entity::EntityList;

/// A list of values stored in a function's value-list pool.
pub type ValueList = EntityList<Value>;

macro_rules! named_enum {
    ($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $variant:ident = $text:literal,)* }) => {
        $(#[$m])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $name { $($(#[$vm])* $variant,)* }
        impl $name {
            /// Every value, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];
            /// The text-format spelling.
            pub fn name(self) -> &'static str {
                match self { $($name::$variant => $text,)* }
            }
            /// Looks a value up by its text-format spelling.
            pub fn from_name(text: &str) -> Option<$name> {
                match text { $($text => Some($name::$variant),)* _ => None }
            }
        }
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.write_str(self.name()) }
        }
    };
}

named_enum! {
    /// Integer comparison condition.
    IntCC {
        Eq = "eq", Ne = "ne",
        Slt = "slt", Sle = "sle", Sgt = "sgt", Sge = "sge",
        Ult = "ult", Ule = "ule", Ugt = "ugt", Uge = "uge",
    }
}

named_enum! {
    /// Float comparison condition: `o*` are false when either operand is
    /// NaN, `u*` are true; `ord`/`uno` test for NaN alone.
    FloatCC {
        Oeq = "oeq", One = "one", Olt = "olt", Ole = "ole", Ogt = "ogt", Oge = "oge", Ord = "ord",
        Ueq = "ueq", Une = "une", Ult = "ult", Ule = "ule", Ugt = "ugt", Uge = "uge", Uno = "uno",
    }
}

named_enum! {
    /// A grid dimension.
    Dim { X = "x", Y = "y", Z = "z", }
}

named_enum! {
    /// Memory ordering of an atomic operation or fence (seed 002, memory
    /// model section). `NotAtomic` marks plain loads and stores.
    Ordering {
        NotAtomic = "not_atomic",
        Monotonic = "monotonic",
        Acquire = "acquire",
        Release = "release",
        AcqRel = "acq_rel",
        SeqCst = "seq_cst",
    }
}

named_enum! {
    /// Synchronization scope (seed 002, "内存范围" table). The `*_one_as`
    /// forms synchronize only with operations on the same address space.
    SyncScope {
        SingleThread = "singlethread",
        Wavefront = "wavefront",
        Workgroup = "workgroup",
        Agent = "agent",
        System = "system",
        SingleThreadOneAs = "singlethread_one_as",
        WavefrontOneAs = "wavefront_one_as",
        WorkgroupOneAs = "workgroup_one_as",
        AgentOneAs = "agent_one_as",
        SystemOneAs = "system_one_as",
    }
}

impl SyncScope {
    /// The scope with the one-address-space restriction dropped.
    pub fn base(self) -> SyncScope {
        match self {
            SyncScope::SingleThreadOneAs => SyncScope::SingleThread,
            SyncScope::WavefrontOneAs => SyncScope::Wavefront,
            SyncScope::WorkgroupOneAs => SyncScope::Workgroup,
            SyncScope::AgentOneAs => SyncScope::Agent,
            SyncScope::SystemOneAs => SyncScope::System,
            s => s,
        }
    }
    pub fn is_one_as(self) -> bool {
        self.base() != self
    }
}

named_enum! {
    /// The operation of an atomic read-modify-write.
    AtomicRmwOp {
        Add = "add", Sub = "sub", And = "and", Or = "or", Xor = "xor",
        Smin = "smin", Smax = "smax", Umin = "umin", Umax = "umax",
        /// `old >= v ? 0 : old + 1` (LLVM's `uinc_wrap`, hardware `inc`).
        Inc = "inc",
        /// `old == 0 || old > v ? v : old - 1` (LLVM's `udec_wrap`).
        Dec = "dec",
        Xchg = "xchg",
        Fadd = "fadd", Fmin = "fmin", Fmax = "fmax",
    }
}

impl AtomicRmwOp {
    pub fn is_float(self) -> bool {
        matches!(
            self,
            AtomicRmwOp::Fadd | AtomicRmwOp::Fmin | AtomicRmwOp::Fmax
        )
    }
}

named_enum! {
    /// The combining operation of a wave reduction.
    ReduceOp {
        Add = "add", And = "and", Or = "or", Xor = "xor",
        Smin = "smin", Smax = "smax", Umin = "umin", Umax = "umax",
        Fadd = "fadd", Fmin = "fmin", Fmax = "fmax",
    }
}

impl ReduceOp {
    pub fn is_float(self) -> bool {
        matches!(self, ReduceOp::Fadd | ReduceOp::Fmin | ReduceOp::Fmax)
    }
}

/// The matrix unit an operation runs on, which fixes its opcode (`mfma`
/// or `wmma`) and its lane layout.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MatrixFamily {
    /// CDNA matrix cores (`v_mfma_*`): a wave64, the layout of
    /// [`MatrixShape`].
    Mfma,
    /// RDNA3 wave matrix units (`v_wmma_*`): one 16x16x16 product per
    /// wave32 or wave64, the layout of docs/ir.md's "Matrix operations".
    Wmma,
}

/// How the elements of A and B are packed into their vector: one value
/// per lane of the IR vector, or several integers per `i32` lane.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MatrixElem {
    F32,
    F16,
    Bf16,
    /// Four 8-bit integers per `i32` lane, element `e` in bits
    /// `8*(e%4)..`; `signed` says how A (first) and B (second) read.
    Int8 {
        a_signed: bool,
        b_signed: bool,
    },
    /// Eight 4-bit integers per `i32` lane, element `e` in bits `4*(e%8)..`.
    Int4 {
        a_signed: bool,
        b_signed: bool,
    },
}

/// One matrix operation: spelling, unit, geometry and types. The table
/// [`MATRIX_OPS`] is the single description the parser, typing,
/// interpreter and back ends read.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MatrixInfo {
    pub name: &'static str,
    pub family: MatrixFamily,
    /// Rows of A and D (= columns of B and D) of one block.
    pub m: u32,
    pub k: u32,
    pub blocks: u32,
    /// The type of the A and B operands.
    pub input: Type,
    pub elem: MatrixElem,
    /// The lane type of C and of the result.
    pub acc_lane: Type,
    /// 16-bit results (WMMA f16/bf16 forms): whether each result takes
    /// the high half of its dword (`op_sel` bit 2) rather than the low one.
    pub hi: bool,
}

macro_rules! matrix_ops {
    ($($variant:ident = $name:literal, $fam:ident, $m:literal x $k:literal x $blocks:literal,
       $input:expr, $elem:expr, $acc:expr, $hi:literal;)*) => {
        /// A wave matrix multiply-accumulate: the shape and element types
        /// of an `mfma` or `wmma` (one row of [`MATRIX_OPS`] each).
        /// MFMA shapes are spelled as the gfx940 mnemonics (result type,
        /// `MxNxK` of one block, block count when several, input type);
        /// WMMA shapes as the GFX11 mnemonics, with the integer forms'
        /// signedness (`i8`/`u8`, `i8_u8` for signed A and unsigned B) and
        /// the 16-bit results' half (`_hi`) in the name.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum MatrixOp { $($variant,)* }

        /// Every matrix operation, in [`MatrixOp`] order.
        pub const MATRIX_OPS: &[(MatrixOp, MatrixInfo)] = &[$(
            (MatrixOp::$variant, MatrixInfo {
                name: $name,
                family: MatrixFamily::$fam,
                m: $m,
                k: $k,
                blocks: $blocks,
                input: $input,
                elem: $elem,
                acc_lane: $acc,
                hi: $hi,
            }),
        )*];
    };
}

const I8SS: MatrixElem = MatrixElem::Int8 {
    a_signed: true,
    b_signed: true,
};
const I8UU: MatrixElem = MatrixElem::Int8 {
    a_signed: false,
    b_signed: false,
};
const I8SU: MatrixElem = MatrixElem::Int8 {
    a_signed: true,
    b_signed: false,
};
const I8US: MatrixElem = MatrixElem::Int8 {
    a_signed: false,
    b_signed: true,
};
const I4SS: MatrixElem = MatrixElem::Int4 {
    a_signed: true,
    b_signed: true,
};
const I4UU: MatrixElem = MatrixElem::Int4 {
    a_signed: false,
    b_signed: false,
};
const I4SU: MatrixElem = MatrixElem::Int4 {
    a_signed: true,
    b_signed: false,
};
const I4US: MatrixElem = MatrixElem::Int4 {
    a_signed: false,
    b_signed: true,
};
const F16X16: Type = Type::F16.with_lanes_const(16);
const BF16X16: Type = Type::BF16.with_lanes_const(16);
const I32X4: Type = Type::I32.with_lanes_const(4);
const I32X2: Type = Type::I32.with_lanes_const(2);

#[rustfmt::skip]
matrix_ops! {
    // ---- MFMA (gfx908+): A, B one f32 or four f16 per lane; C, D f32x4 ----
    F32x16x16x4F32 = "f32_16x16x4_f32", Mfma, 16 x 4 x 1, Type::F32, MatrixElem::F32, Type::F32, false;
    F32x16x16x16F16 = "f32_16x16x16_f16", Mfma, 16 x 16 x 1, Type::F16X4, MatrixElem::F16, Type::F32, false;
    F32x4x4x1B16F32 = "f32_4x4x1_16b_f32", Mfma, 4 x 1 x 16, Type::F32, MatrixElem::F32, Type::F32, false;
    F32x4x4x4B16F16 = "f32_4x4x4_16b_f16", Mfma, 4 x 4 x 16, Type::F16X4, MatrixElem::F16, Type::F32, false;
    // ---- MFMA 32x32 (gfx908+): C, D f32x16 ----
    F32x32x32x8F16 = "f32_32x32x8_f16", Mfma, 32 x 8 x 1, Type::F16X4, MatrixElem::F16, Type::F32, false;
    F32x32x32x2F32 = "f32_32x32x2_f32", Mfma, 32 x 2 x 1, Type::F32, MatrixElem::F32, Type::F32, false;
    // ---- WMMA (GFX11): one 16x16x16 product; C, D 8 dwords in wave32, 4 in wave64 ----
    WmmaF32F16 = "f32_16x16x16_f16", Wmma, 16 x 16 x 1, F16X16, MatrixElem::F16, Type::F32, false;
    WmmaF32Bf16 = "f32_16x16x16_bf16", Wmma, 16 x 16 x 1, BF16X16, MatrixElem::Bf16, Type::F32, false;
    WmmaF16F16 = "f16_16x16x16_f16", Wmma, 16 x 16 x 1, F16X16, MatrixElem::F16, Type::F16, false;
    WmmaF16F16Hi = "f16_16x16x16_f16_hi", Wmma, 16 x 16 x 1, F16X16, MatrixElem::F16, Type::F16, true;
    WmmaBf16Bf16 = "bf16_16x16x16_bf16", Wmma, 16 x 16 x 1, BF16X16, MatrixElem::Bf16, Type::BF16, false;
    WmmaBf16Bf16Hi = "bf16_16x16x16_bf16_hi", Wmma, 16 x 16 x 1, BF16X16, MatrixElem::Bf16, Type::BF16, true;
    WmmaI32I8 = "i32_16x16x16_i8", Wmma, 16 x 16 x 1, I32X4, I8SS, Type::I32, false;
    WmmaI32U8 = "i32_16x16x16_u8", Wmma, 16 x 16 x 1, I32X4, I8UU, Type::I32, false;
    WmmaI32I8U8 = "i32_16x16x16_i8_u8", Wmma, 16 x 16 x 1, I32X4, I8SU, Type::I32, false;
    WmmaI32U8I8 = "i32_16x16x16_u8_i8", Wmma, 16 x 16 x 1, I32X4, I8US, Type::I32, false;
    WmmaI32I4 = "i32_16x16x16_i4", Wmma, 16 x 16 x 1, I32X2, I4SS, Type::I32, false;
    WmmaI32U4 = "i32_16x16x16_u4", Wmma, 16 x 16 x 1, I32X2, I4UU, Type::I32, false;
    WmmaI32I4U4 = "i32_16x16x16_i4_u4", Wmma, 16 x 16 x 1, I32X2, I4SU, Type::I32, false;
    WmmaI32U4I4 = "i32_16x16x16_u4_i4", Wmma, 16 x 16 x 1, I32X2, I4US, Type::I32, false;
}

impl fmt::Display for MatrixOp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The geometry of a [`MatrixOp`]: `blocks` independent products
/// `D[b] = A[b] x B[b] + C[b]` with `A[b]` M x K, `B[b]` K x N and N = M.
///
/// The lane layout (the hardware's, as AMD's matrix-core examples load
/// and store it): the wave's 64 lanes are cut into `blocks` runs of
/// `64 / blocks` lanes, one per block; inside a run, lane `g*M + x`
/// (`x < M`) belongs to *k-group* `g`. That lane holds, in element `e` of
/// its operand, `A[b][x][g*kpl + e]` and `B[b][g*kpl + e][x]` (`kpl`
/// elements per lane), and in element `r` of the accumulator and result
/// `D[b][4*g + r][x]`. So a lane owns one row of A, one column of B and
/// a column strip of four rows of D (of 4k+... rows in chunks of four
/// for the 32x32 shapes; see [`MatrixShape::d_element`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MatrixShape {
    /// Rows of A and D, and columns of B and D.
    pub m: u32,
    pub k: u32,
    pub blocks: u32,
    /// A and B elements per lane (lanes of the input type).
    pub kpl: u32,
}

impl MatrixShape {
    fn lanes_per_block(self) -> u32 {
        64 / self.blocks
    }
    /// Accumulator elements per lane (4, or 16 for the 32x32 shapes).
    pub fn acc_elems(self) -> u32 {
        self.m * self.m * self.blocks / 64
    }
    /// `(block, row, col)` of the D (and C) element in `lane`, element `r`.
    /// Rows go in chunks of four consecutive elements; chunk `q` of a
    /// block sits in lane group `q % groups` (groups of M lanes) after
    /// the chunks of the groups before it, so a 32x32 block's row `i` is
    /// in lane group `i/4 % 2`, element `i%4 + 4*(i/8)`.
    pub fn d_element(self, lane: u32, r: u32) -> (u32, u32, u32) {
        let lpb = self.lanes_per_block();
        let (b, w) = (lane / lpb, lane % lpb);
        let groups = lpb / self.m;
        let q = w / self.m + groups * (r / 4);
        (b, 4 * q + r % 4, w % self.m)
    }
    /// `(lane, element)` holding `A[block][row][k]`.
    pub fn a_position(self, block: u32, row: u32, k: u32) -> (u32, u32) {
        let lane = block * self.lanes_per_block() + (k / self.kpl) * self.m + row;
        (lane, k % self.kpl)
    }
    /// `(lane, element)` holding `B[block][k][col]`: the same place as
    /// `A[block][col][k]`.
    pub fn b_position(self, block: u32, k: u32, col: u32) -> (u32, u32) {
        self.a_position(block, col, k)
    }
}

impl MatrixOp {
    /// Every operation, in declaration order.
    pub fn all() -> impl Iterator<Item = MatrixOp> {
        MATRIX_OPS.iter().map(|&(m, _)| m)
    }
    /// The table row of this operation.
    pub fn info(self) -> &'static MatrixInfo {
        &MATRIX_OPS[self as usize].1
    }
    /// The text-format spelling (unique within a family).
    pub fn name(self) -> &'static str {
        self.info().name
    }
    pub fn family(self) -> MatrixFamily {
        self.info().family
    }
    /// Looks an operation of `family` up by its spelling.
    pub fn from_name(family: MatrixFamily, text: &str) -> Option<MatrixOp> {
        MATRIX_OPS
            .iter()
            .find(|(_, i)| i.family == family && i.name == text)
            .map(|&(m, _)| m)
    }
    /// The spellings of `family`, space-separated (for diagnostics).
    pub fn names(family: MatrixFamily) -> String {
        let names: Vec<&str> = MATRIX_OPS
            .iter()
            .filter(|(_, i)| i.family == family)
            .map(|(_, i)| i.name)
            .collect();
        names.join(" ")
    }
    /// The MFMA geometry (WMMA has its own layout; see docs/ir.md).
    pub fn shape(self) -> MatrixShape {
        let i = self.info();
        MatrixShape {
            m: i.m,
            k: i.k,
            blocks: i.blocks,
            kpl: i.input.lanes(),
        }
    }
    /// The type of the A and B operands.
    pub fn input_type(self) -> Type {
        self.info().input
    }
    /// The type of the C operand and of the result in a wave of
    /// `wave` lanes, `None` if the operation has no form there (MFMA
    /// runs only in wave64). A WMMA accumulator holds 256 results over
    /// the wave, a 16-bit one in half dwords (one of each pair used).
    pub fn acc_type_for_wave(self, wave: u32) -> Option<Type> {
        let i = self.info();
        match i.family {
            MatrixFamily::Mfma => {
                let regs = i.m * i.m * i.blocks / 64;
                (wave == 64).then(|| i.acc_lane.with_lanes(regs)).flatten()
            }
            MatrixFamily::Wmma => {
                let per_lane = 256 / wave * if i.acc_lane.lane_bits() == 16 { 2 } else { 1 };
                i.acc_lane.with_lanes(per_lane)
            }
        }
    }
    /// The accumulator types the operation accepts, with the wave size
    /// each implies.
    pub fn acc_types(self) -> impl Iterator<Item = (u32, Type)> {
        [32, 64]
            .into_iter()
            .filter_map(move |w| self.acc_type_for_wave(w).map(|t| (w, t)))
    }
    /// The wave size an accumulator of type `t` implies, if `t` is one.
    pub fn wave_of_acc(self, t: Type) -> Option<u32> {
        self.acc_types().find(|&(_, a)| a == t).map(|(w, _)| w)
    }
}

/// Attributes of a memory access, packed into four bytes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct MemArgs {
    /// log2 of the guaranteed alignment in bytes.
    pub align_log2: u8,
    pub volatile: bool,
    pub nontemporal: bool,
    /// `NotAtomic` for plain accesses.
    pub ordering: Ordering,
    /// Meaningful only when `ordering` is not `NotAtomic`.
    pub scope: SyncScope,
}

impl MemArgs {
    /// A plain, naturally aligned access of `ty`.
    pub fn natural(ty: Type) -> MemArgs {
        MemArgs::aligned(ty.bytes().max(1).next_power_of_two())
    }

    /// A plain access aligned to `align` bytes (a power of two).
    pub fn aligned(align: u32) -> MemArgs {
        MemArgs {
            align_log2: align.max(1).trailing_zeros() as u8,
            volatile: false,
            nontemporal: false,
            ordering: Ordering::NotAtomic,
            scope: SyncScope::System,
        }
    }

    /// An atomic access with `ordering` at `scope`.
    pub fn atomic(align: u32, ordering: Ordering, scope: SyncScope) -> MemArgs {
        MemArgs {
            ordering,
            scope,
            ..MemArgs::aligned(align)
        }
    }

    pub fn align(self) -> u32 {
        1u32 << self.align_log2.min(31)
    }
    pub fn is_atomic(self) -> bool {
        self.ordering != Ordering::NotAtomic
    }
}

/// A branch target: a block and the arguments passed to its parameters.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BlockCall {
    pub block: Block,
    pub args: ValueList,
}

/// The targets of a `switch`: a default and one target per case value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct JumpTableData {
    pub default: BlockCall,
    /// Case values (as unsigned bit patterns of the scrutinee's type) and
    /// their targets; values are distinct.
    pub cases: Vec<(u64, BlockCall)>,
}

/// The non-value part of an instruction. Which variant an opcode carries is
/// fixed by its [`Format`]; see [`Payload::expected_for`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Payload {
    None,
    /// `iconst`: the bits of the constant, zero-extended from its width.
    Imm(u64),
    /// `fconst`: the IEEE bits of the constant, zero-extended from its width.
    FloatBits(u64),
    IntCC(IntCC),
    FloatCC(FloatCC),
    Dim(Dim),
    /// `extractlane` / `insertlane` lane index.
    Lane(u8),
    /// `load` / `store`.
    Mem(MemArgs),
    AtomicRmw(AtomicRmwOp, MemArgs),
    /// `cmpxchg`: `mem.ordering` is the success ordering.
    CmpXchg {
        mem: MemArgs,
        failure: Ordering,
    },
    Fence(Ordering, SyncScope),
    Reduce(ReduceOp),
    /// `mfma` / `wmma`: the operation.
    Matrix(MatrixOp),
    StackSlot(StackSlot),
    Lds(LdsVar),
    /// `call` and `funcaddr`: the function.
    Call(FuncId),
    /// `call_indirect`: the signature of the callee.
    Sig(SigRef),
    Jump(BlockCall),
    /// `brif`: taken when the condition is true, else.
    Branch(BlockCall, BlockCall),
    Switch(JumpTable),
}

/// Discriminant of [`Payload`], for checking a payload against a format.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PayloadKind {
    None,
    Imm,
    FloatBits,
    IntCC,
    FloatCC,
    Dim,
    Lane,
    Mem,
    AtomicRmw,
    CmpXchg,
    Fence,
    Reduce,
    Matrix,
    StackSlot,
    Lds,
    Call,
    Sig,
    Jump,
    Branch,
    Switch,
}

impl Payload {
    pub fn kind(&self) -> PayloadKind {
        match self {
            Payload::None => PayloadKind::None,
            Payload::Imm(_) => PayloadKind::Imm,
            Payload::FloatBits(_) => PayloadKind::FloatBits,
            Payload::IntCC(_) => PayloadKind::IntCC,
            Payload::FloatCC(_) => PayloadKind::FloatCC,
            Payload::Dim(_) => PayloadKind::Dim,
            Payload::Lane(_) => PayloadKind::Lane,
            Payload::Mem(_) => PayloadKind::Mem,
            Payload::AtomicRmw(..) => PayloadKind::AtomicRmw,
            Payload::CmpXchg { .. } => PayloadKind::CmpXchg,
            Payload::Fence(..) => PayloadKind::Fence,
            Payload::Reduce(_) => PayloadKind::Reduce,
            Payload::Matrix(_) => PayloadKind::Matrix,
            Payload::StackSlot(_) => PayloadKind::StackSlot,
            Payload::Lds(_) => PayloadKind::Lds,
            Payload::Call(_) => PayloadKind::Call,
            Payload::Sig(_) => PayloadKind::Sig,
            Payload::Jump(_) => PayloadKind::Jump,
            Payload::Branch(..) => PayloadKind::Branch,
            Payload::Switch(_) => PayloadKind::Switch,
        }
    }

    /// The payload kind an instruction of `format` must carry.
    pub fn expected_for(format: Format) -> PayloadKind {
        match format {
            Format::Nullary
            | Format::Unary
            | Format::Binary
            | Format::Ternary
            | Format::Convert
            | Format::Return => PayloadKind::None,
            Format::Dim => PayloadKind::Dim,
            Format::IntConst => PayloadKind::Imm,
            Format::FloatConst => PayloadKind::FloatBits,
            Format::IntCompare => PayloadKind::IntCC,
            Format::FloatCompare => PayloadKind::FloatCC,
            Format::Lane | Format::InsertLane => PayloadKind::Lane,
            Format::Load | Format::Store => PayloadKind::Mem,
            Format::AtomicRmw => PayloadKind::AtomicRmw,
            Format::CmpXchg => PayloadKind::CmpXchg,
            Format::Fence => PayloadKind::Fence,
            Format::Reduce => PayloadKind::Reduce,
            Format::Matrix => PayloadKind::Matrix,
            Format::StackAddr => PayloadKind::StackSlot,
            Format::LdsAddr => PayloadKind::Lds,
            Format::Call | Format::FuncAddr => PayloadKind::Call,
            Format::CallIndirect => PayloadKind::Sig,
            Format::Jump => PayloadKind::Jump,
            Format::Branch => PayloadKind::Branch,
            Format::Switch => PayloadKind::Switch,
        }
    }
}

/// One instruction.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct InstData {
    pub opcode: Opcode,
    /// The type of the (first) result, or of the value operand for opcodes
    /// without a result (`store`); `VOID` otherwise.
    pub ty: Type,
    /// Value operands, in the order the text format writes them.
    pub args: ValueList,
    pub payload: Payload,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payload_stays_small() {
        // An instruction is touched by every pass; keep it to half a cache line.
        assert!(core::mem::size_of::<Payload>() <= 24);
        assert!(core::mem::size_of::<InstData>() <= 32);
    }

    #[test]
    fn enum_names_round_trip() {
        for &s in SyncScope::ALL {
            assert_eq!(SyncScope::from_name(s.name()), Some(s));
        }
        assert_eq!(SyncScope::AgentOneAs.base(), SyncScope::Agent);
        assert!(SyncScope::AgentOneAs.is_one_as());
        for &o in AtomicRmwOp::ALL {
            assert_eq!(AtomicRmwOp::from_name(o.name()), Some(o));
        }
    }
}
