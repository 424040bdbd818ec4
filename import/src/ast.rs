//! The parsed form of an LLVM module: what [`crate::parser`] produces and
//! [`crate::translate`] consumes.
//!
//! Role: a faithful, flat record of the subset, with every name resolved
//! to a dense index and every construct carrying its byte span, so that
//! translation never looks at text again except to read names. Names
//! borrow from the source (`'a`); types are interned in a [`TypeTable`]
//! (so a type is a `u32` compared by value); constants live in one arena
//! per module ([`Module::consts`]); a function's values, arguments and
//! blocks share one dense local numbering ([`Local`]), as LLVM's names do.
//!
//! Invariants provided by the parser: every [`Local`] mentioned in a
//! function is defined exactly once in it (as an argument, a result or a
//! block); every [`TyId`] is an index of the module's type table; named
//! struct types are resolved to their bodies (an opaque one stays
//! [`Ty::Opaque`]).

use agc_ir::Span;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

pub type TyId = u32;

/// An LLVM type. Aggregates refer to their element types by id.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    Void,
    Int(u32),
    Half,
    BFloat,
    Float,
    Double,
    /// `x86_fp80`, `fp128`, `ppc_fp128`, `x86_amx`, `target(...)`: parsed
    /// so the error can name them.
    Unsupported(&'static str),
    Ptr(u32),
    Vector {
        n: u32,
        elem: TyId,
        scalable: bool,
    },
    Array {
        n: u64,
        elem: TyId,
    },
    Struct {
        fields: Vec<TyId>,
        packed: bool,
    },
    /// A named struct declared `type opaque`.
    Opaque,
    Label,
    Metadata,
    Token,
    /// A function type (only in declarations of indirect calls and `ptr`
    /// less code; never a value's type).
    Func,
}

/// Interned types: equal types have equal ids.
#[derive(Default)]
pub struct TypeTable {
    pub types: Vec<Ty>,
    ids: FxHashMap<Ty, TyId>,
}

impl TypeTable {
    pub fn intern(&mut self, ty: Ty) -> TyId {
        if let Some(&id) = self.ids.get(&ty) {
            return id;
        }
        let id = self.types.len() as TyId;
        self.types.push(ty.clone());
        self.ids.insert(ty, id);
        id
    }
    pub fn get(&self, id: TyId) -> &Ty {
        &self.types[id as usize]
    }
}

/// A function-local name: an argument, an instruction result or a block.
pub type Local = u32;

/// An operand's value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Val {
    Local(Local),
    /// A global variable or function, by index into [`Module::globals`].
    Global(u32),
    /// A constant, by index into [`Module::consts`].
    Const(u32),
}

/// A typed operand as written: `i32 %x`, `ptr addrspace(1) @g`, `float 1.0`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Opd {
    pub ty: TyId,
    pub v: Val,
    pub span: Span,
}

/// A constant; aggregates and expressions refer to their parts as operands.
#[derive(Clone, Debug, PartialEq)]
pub enum Const {
    /// An integer of up to 64 bits, zero-extended from its width.
    Int(u64),
    /// A float's bits in its own format (f16 bits for `half`, ...).
    Float(u64),
    Null,
    /// `undef` and `poison`: any value (the importer picks zero).
    Undef,
    Zero,
    /// `[...]`, `{...}`, `<...>` and `c"..."`: the elements in order.
    Aggregate(Vec<Opd>),
    /// `getelementptr [inbounds] (T, ptr P, idx...)`.
    Gep {
        src: TyId,
        base: Opd,
        idx: Vec<Opd>,
    },
    /// `addrspacecast (ptr P to ptr addrspace(N))` and other casts.
    Cast {
        op: CastOp,
        v: Opd,
        to: TyId,
    },
}

macro_rules! keyword_enum {
    ($(#[$m:meta])* $name:ident { $($variant:ident = $text:literal,)* }) => {
        $(#[$m])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum $name { $($variant,)* }
        impl $name {
            pub fn from_word(w: &str) -> Option<$name> {
                match w { $($text => Some($name::$variant),)* _ => None }
            }
            pub fn word(self) -> &'static str {
                match self { $($name::$variant => $text,)* }
            }
        }
    };
}

keyword_enum! {
    /// Two-operand arithmetic.
    BinOp {
        Add = "add", Sub = "sub", Mul = "mul", UDiv = "udiv", SDiv = "sdiv",
        URem = "urem", SRem = "srem", Shl = "shl", LShr = "lshr", AShr = "ashr",
        And = "and", Or = "or", Xor = "xor",
        FAdd = "fadd", FSub = "fsub", FMul = "fmul", FDiv = "fdiv", FRem = "frem",
    }
}

keyword_enum! {
    CastOp {
        Trunc = "trunc", ZExt = "zext", SExt = "sext", FPTrunc = "fptrunc", FPExt = "fpext",
        FPToUI = "fptoui", FPToSI = "fptosi", UIToFP = "uitofp", SIToFP = "sitofp",
        PtrToInt = "ptrtoint", IntToPtr = "inttoptr", BitCast = "bitcast",
        AddrSpaceCast = "addrspacecast", PtrToAddr = "ptrtoaddr",
    }
}

keyword_enum! {
    ICmpPred {
        Eq = "eq", Ne = "ne", Ugt = "ugt", Uge = "uge", Ult = "ult", Ule = "ule",
        Sgt = "sgt", Sge = "sge", Slt = "slt", Sle = "sle",
    }
}

keyword_enum! {
    FCmpPred {
        False = "false", Oeq = "oeq", Ogt = "ogt", Oge = "oge", Olt = "olt", Ole = "ole",
        One = "one", Ord = "ord", Ueq = "ueq", Ugt = "ugt", Uge = "uge", Ult = "ult",
        Ule = "ule", Une = "une", Uno = "uno", True = "true",
    }
}

keyword_enum! {
    AtomicOrdering {
        Unordered = "unordered", Monotonic = "monotonic", Acquire = "acquire",
        Release = "release", AcqRel = "acq_rel", SeqCst = "seq_cst",
    }
}

keyword_enum! {
    RmwOp {
        Xchg = "xchg", Add = "add", Sub = "sub", And = "and", Nand = "nand", Or = "or",
        Xor = "xor", Max = "max", Min = "min", UMax = "umax", UMin = "umin",
        FAdd = "fadd", FSub = "fsub", FMax = "fmax", FMin = "fmin",
        FMaximum = "fmaximum", FMinimum = "fminimum",
        UIncWrap = "uinc_wrap", UDecWrap = "udec_wrap",
        USubCond = "usub_cond", USubSat = "usub_sat",
    }
}

/// Ordering and `syncscope("...")` of an atomic (the scope text as
/// written; empty for the default, system scope).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Atomic<'a> {
    pub ordering: AtomicOrdering,
    pub scope: &'a str,
    pub scope_span: Span,
}

/// Memory-access details shared by load and store.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Access<'a> {
    /// `align N`; 0 when not written.
    pub align: u64,
    pub volatile: bool,
    pub atomic: Option<Atomic<'a>>,
}

/// One instruction.
#[derive(Clone, Debug)]
pub enum InstKind<'a> {
    Bin {
        op: BinOp,
        a: Opd,
        b: Opd,
    },
    FNeg(Opd),
    Cast {
        op: CastOp,
        v: Opd,
        to: TyId,
    },
    ICmp {
        pred: ICmpPred,
        a: Opd,
        b: Opd,
    },
    FCmp {
        pred: FCmpPred,
        a: Opd,
        b: Opd,
    },
    Select {
        c: Opd,
        a: Opd,
        b: Opd,
    },
    Freeze(Opd),
    /// `phi T [v, %bb], ...`: incoming (value, block).
    Phi {
        ty: TyId,
        incoming: Vec<(Opd, Local)>,
    },
    Alloca {
        ty: TyId,
        count: Option<Opd>,
        align: u64,
        addrspace: u32,
    },
    Load {
        ty: TyId,
        ptr: Opd,
        access: Access<'a>,
    },
    Store {
        v: Opd,
        ptr: Opd,
        access: Access<'a>,
    },
    AtomicRmw {
        op: RmwOp,
        ptr: Opd,
        v: Opd,
        access: Access<'a>,
    },
    CmpXchg {
        ptr: Opd,
        cmp: Opd,
        new: Opd,
        access: Access<'a>,
        failure: AtomicOrdering,
    },
    Fence(Atomic<'a>),
    Gep {
        src: TyId,
        base: Opd,
        idx: SmallVec<[Opd; 3]>,
    },
    ExtractValue {
        agg: Opd,
        idx: SmallVec<[u32; 2]>,
    },
    InsertValue {
        agg: Opd,
        v: Opd,
        idx: SmallVec<[u32; 2]>,
    },
    ExtractElement {
        v: Opd,
        idx: Opd,
    },
    InsertElement {
        v: Opd,
        x: Opd,
        idx: Opd,
    },
    /// The mask's elements; -1 for `poison`/`undef` lanes.
    ShuffleVector {
        a: Opd,
        b: Opd,
        mask: SmallVec<[i32; 4]>,
    },
    /// `call`: the callee operand (a global or a local for indirect calls)
    /// and the arguments, with `ret` the return type.
    Call {
        ret: TyId,
        callee: Opd,
        args: SmallVec<[Opd; 4]>,
        arg_align: SmallVec<[u64; 4]>,
        /// `inreg` on each argument (the signature of an indirect call).
        arg_inreg: SmallVec<[bool; 4]>,
        /// `afn` (or `fast`) among the call's fast-math flags: the callee
        /// may be approximated.
        afn: bool,
    },
    Br(Local),
    CondBr {
        c: Opd,
        t: Local,
        f: Local,
    },
    Switch {
        v: Opd,
        default: Local,
        cases: Vec<(Opd, Local)>,
    },
    Ret(Option<Opd>),
    Unreachable,
}

/// One instruction with its result, span and attachments.
#[derive(Clone, Debug)]
pub struct Inst<'a> {
    pub result: Option<Local>,
    pub kind: InstKind<'a>,
    pub span: Span,
    /// `!dbg !N`.
    pub dbg: Option<u32>,
    /// `!nontemporal !N` on a load or store.
    pub nontemporal: bool,
}

impl Inst<'_> {
    pub fn is_terminator(&self) -> bool {
        matches!(
            self.kind,
            InstKind::Br(_)
                | InstKind::CondBr { .. }
                | InstKind::Switch { .. }
                | InstKind::Ret(_)
                | InstKind::Unreachable
        )
    }
}

/// A basic block: its label's local and its instructions (indices into
/// [`Function::insts`]).
#[derive(Clone, Debug)]
pub struct BlockAst {
    pub local: Local,
    pub insts: std::ops::Range<u32>,
    pub span: Span,
}

/// What a local names.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LocalDef {
    /// Mentioned but not (yet) defined; the span of the first mention.
    Undefined(Span),
    Arg(u32),
    /// The result of instruction `i`.
    Inst(u32),
    Block(u32),
}

/// A function parameter.
#[derive(Clone, Debug)]
pub struct ParamAst<'a> {
    pub ty: TyId,
    pub local: Option<Local>,
    pub inreg: bool,
    /// `align N` (a pointer's pointee alignment) and the span of N.
    pub align: Option<(u64, Span)>,
    /// `byval`, `byref`, `sret`, `inalloca`, `preallocated`: the first
    /// attribute outside the subset, with its span.
    pub unsupported_attr: Option<(&'a str, Span)>,
    pub span: Span,
}

/// A function definition or declaration.
#[derive(Clone, Debug)]
pub struct Function<'a> {
    pub name: &'a str,
    pub span: Span,
    pub ret: TyId,
    pub params: Vec<ParamAst<'a>>,
    pub variadic: bool,
    /// `amdgpu_kernel`.
    pub kernel: bool,
    /// A calling convention outside the subset, with its span.
    pub bad_cc: Option<(&'a str, Span)>,
    /// `internal` or `private` linkage.
    pub internal: bool,
    /// `#N` attribute group references.
    pub attr_groups: SmallVec<[u32; 2]>,
    /// String attributes written inline in the header.
    pub attrs: Vec<(&'a str, &'a str)>,
    /// `!reqd_work_group_size !N` and other attachments: (name, node,
    /// the span of `!N`).
    pub metadata: Vec<(&'a str, u32, Span)>,
    /// `!dbg !N` of a definition (its DISubprogram).
    pub dbg: Option<u32>,
    pub is_definition: bool,
    pub locals: Vec<LocalDef>,
    /// The text of each named local (`""` for none), for value names.
    pub local_names: Vec<&'a str>,
    pub insts: Vec<Inst<'a>>,
    pub blocks: Vec<BlockAst>,
    /// The number an unlabelled entry block takes (its `local_names`
    /// entry is `""`: the text is in no source to borrow).
    pub unnamed_entry: Option<u32>,
}

impl Function<'_> {
    /// A local's name for messages: its text, or the unlabelled entry
    /// block's number.
    pub fn local_name(&self, l: Local) -> LocalName<'_> {
        let text = self.local_names[l as usize];
        let entry = self.blocks.first().is_some_and(|b| b.local == l);
        LocalName(
            text,
            self.unnamed_entry.filter(|_| entry && text.is_empty()),
        )
    }
}

/// What [`Function::local_name`] returns; prints without allocating.
pub struct LocalName<'f>(&'f str, Option<u32>);

impl std::fmt::Display for LocalName<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.1 {
            Some(n) => write!(f, "{n}"),
            None => f.write_str(self.0),
        }
    }
}

/// A global variable.
#[derive(Clone, Debug)]
pub struct GlobalVar<'a> {
    pub name: &'a str,
    pub span: Span,
    pub ty: TyId,
    pub addrspace: u32,
    pub constant: bool,
    /// `None` for an `external` declaration.
    pub init: Option<Opd>,
    pub align: u64,
    pub internal: bool,
    /// `thread_local`, `section`, `externally_initialized`... outside the
    /// subset.
    pub unsupported: Option<(&'a str, Span)>,
}

/// A module-level name: a global variable or a function.
#[derive(Clone, Debug)]
pub enum Global<'a> {
    /// Named in an operand before (or without) a definition; the span of
    /// the first mention.
    Undefined(&'a str, Span),
    Var(GlobalVar<'a>),
    Func(Function<'a>),
}

impl<'a> Global<'a> {
    pub fn name(&self) -> &'a str {
        match self {
            Global::Undefined(n, _) => n,
            Global::Var(v) => v.name,
            Global::Func(f) => f.name,
        }
    }
}

/// A metadata value inside a node.
#[derive(Clone, Debug, PartialEq)]
pub enum MdVal<'a> {
    Ref(u32),
    Str(&'a str),
    Int(i64),
    /// A typed value: `i32 64`, `ptr @f`.
    Value(Opd),
    /// A bare word: `DW_TAG_base_type`, `true`, `FlagPrototyped`.
    Word(&'a str),
    Null,
    /// An inline node (`!{...}`, `!DIExpression()`).
    Node(Box<MdNode<'a>>),
}

/// A metadata node: generic (`!{...}`, no kind) or specialized
/// (`!DILocation(line: 1, ...)`, fields named).
#[derive(Clone, Debug, PartialEq, Default)]
pub struct MdNode<'a> {
    pub kind: &'a str,
    pub fields: Vec<(&'a str, MdVal<'a>)>,
}

impl<'a> MdNode<'a> {
    pub fn field(&self, name: &str) -> Option<&MdVal<'a>> {
        self.fields.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }
}

/// The whole module.
#[derive(Default)]
pub struct Module<'a> {
    pub types: TypeTable,
    pub consts: Vec<Const>,
    pub globals: Vec<Global<'a>>,
    pub attr_groups: FxHashMap<u32, Vec<(&'a str, &'a str)>>,
    pub metadata: FxHashMap<u32, MdNode<'a>>,
}
