//! The opcode table: every IR operation, listed once.
//!
//! [`for_each_opcode!`](crate::for_each_opcode) is the single source of truth, in the manner of
//! wasmparser's `for_each_operator!`: one line per opcode giving its Rust
//! variant, its text-format mnemonic, its [`Format`] (the shape of its
//! operands and payload), its typing rule ([`Sig`]), its [`Uniformity`]
//! and its [`Effects`]. The [`Opcode`] enum, name lookup and the per-opcode
//! queries are generated from it here; the parser, printer, verifier,
//! interpreter and passes consume the generated queries rather than
//! matching on opcodes for facts the table already states.
//!
//! To add an operation: add its line, then give it semantics in the
//! interpreter and a lowering; the parser, printer and verifier follow from
//! the table unless the operation has a new [`Format`].

/// Invokes `$mac!` with the whole opcode table.
///
/// Each entry is `Variant "mnemonic" Format Sig Uniformity Effects;`.
#[macro_export]
macro_rules! for_each_opcode {
    ($mac:ident) => {
        $mac! {
            // ---- constants ----
            Iconst        "iconst"        IntConst     Special          Normal    PURE;
            Fconst        "fconst"        FloatConst   Special          Normal    PURE;
            // ---- integer arithmetic: operands and result share one integer type ----
            Iadd          "iadd"          Binary       Int              Normal    PURE;
            Isub          "isub"          Binary       Int              Normal    PURE;
            Imul          "imul"          Binary       Int              Normal    PURE;
            Sdiv          "sdiv"          Binary       Int              Normal    PURE;
            Udiv          "udiv"          Binary       Int              Normal    PURE;
            Srem          "srem"          Binary       Int              Normal    PURE;
            Urem          "urem"          Binary       Int              Normal    PURE;
            Smin          "smin"          Binary       Int              Normal    PURE;
            Smax          "smax"          Binary       Int              Normal    PURE;
            Umin          "umin"          Binary       Int              Normal    PURE;
            Umax          "umax"          Binary       Int              Normal    PURE;
            Smulhi        "smulhi"        Binary       Int              Normal    PURE;
            Umulhi        "umulhi"        Binary       Int              Normal    PURE;
            And           "and"           Binary       Int              Normal    PURE;
            Or            "or"            Binary       Int              Normal    PURE;
            Xor           "xor"           Binary       Int              Normal    PURE;
            Shl           "shl"           Binary       Int              Normal    PURE;
            Lshr          "lshr"          Binary       Int              Normal    PURE;
            Ashr          "ashr"          Binary       Int              Normal    PURE;
            Ineg          "ineg"          Unary        Int              Normal    PURE;
            Iabs          "iabs"          Unary        Int              Normal    PURE;
            Not           "not"           Unary        Int              Normal    PURE;
            Popcnt        "popcnt"        Unary        Int              Normal    PURE;
            Clz           "clz"           Unary        Int              Normal    PURE;
            Ctz           "ctz"           Unary        Int              Normal    PURE;
            Bitrev        "bitrev"        Unary        Int              Normal    PURE;
            // ---- float arithmetic: operands and result share one float type ----
            Fadd          "fadd"          Binary       Float            Normal    PURE;
            Fsub          "fsub"          Binary       Float            Normal    PURE;
            Fmul          "fmul"          Binary       Float            Normal    PURE;
            Fdiv          "fdiv"          Binary       Float            Normal    PURE;
            Fmin          "fmin"          Binary       Float            Normal    PURE;
            Fmax          "fmax"          Binary       Float            Normal    PURE;
            Copysign      "copysign"      Binary       Float            Normal    PURE;
            Fma           "fma"           Ternary      Float            Normal    PURE;
            Fneg          "fneg"          Unary        Float            Normal    PURE;
            Fabs          "fabs"          Unary        Float            Normal    PURE;
            Sqrt          "sqrt"          Unary        Float            Normal    PURE;
            Rsqrt         "rsqrt"         Unary        Float            Normal    PURE;
            Rcp           "rcp"           Unary        Float            Normal    PURE;
            Exp2          "exp2"          Unary        Float            Normal    PURE;
            Log2          "log2"          Unary        Float            Normal    PURE;
            Sin           "sin"           Unary        Float            Normal    PURE;
            Cos           "cos"           Unary        Float            Normal    PURE;
            Floor         "floor"         Unary        Float            Normal    PURE;
            Ceil          "ceil"          Unary        Float            Normal    PURE;
            Ftrunc        "ftrunc"        Unary        Float            Normal    PURE;
            Nearest       "nearest"       Unary        Float            Normal    PURE;
            Ldexp         "ldexp"         Binary       Ldexp            Normal    PURE;
            // ---- comparisons and select ----
            Icmp          "icmp"          IntCompare   Special          Normal    PURE;
            Fcmp          "fcmp"          FloatCompare Special          Normal    PURE;
            Select        "select"        Ternary      Select           Normal    PURE;
            // ---- conversions: the result type is written on the opcode ----
            Sext          "sext"          Convert      Special          Normal    PURE;
            Zext          "zext"          Convert      Special          Normal    PURE;
            Trunc         "trunc"         Convert      Special          Normal    PURE;
            Fpext         "fpext"         Convert      Special          Normal    PURE;
            Fptrunc       "fptrunc"       Convert      Special          Normal    PURE;
            Fptosi        "fptosi"        Convert      Special          Normal    PURE;
            Fptoui        "fptoui"        Convert      Special          Normal    PURE;
            Sitofp        "sitofp"        Convert      Special          Normal    PURE;
            Uitofp        "uitofp"        Convert      Special          Normal    PURE;
            Bitcast       "bitcast"       Convert      Special          Normal    PURE;
            Ptrtoint      "ptrtoint"      Convert      Special          Normal    PURE;
            Inttoptr      "inttoptr"      Convert      Special          Normal    PURE;
            Addrspacecast "addrspacecast" Convert      Special          Normal    PURE;
            // ---- vectors ----
            Extractlane   "extractlane"   Lane         Special          Normal    PURE;
            Insertlane    "insertlane"    InsertLane   Special          Normal    PURE;
            Splat         "splat"         Convert      Special          Normal    PURE;
            // ---- addresses ----
            Ptradd        "ptradd"        Binary       Ptradd           Normal    PURE;
            StackAddr     "stack_addr"    StackAddr    Special          Uniform   PURE;
            LdsAddr       "lds_addr"      LdsAddr      Special          Uniform   PURE;
            // ---- memory ----
            Load          "load"          Load         Special          Normal    LOAD;
            Store         "store"         Store        Special          Normal    STORE;
            AtomicRmw     "atomicrmw"     AtomicRmw    Special          Divergent ATOMIC;
            CmpXchg       "cmpxchg"       CmpXchg      Special          Divergent ATOMIC;
            Fence         "fence"         Fence        Special          Normal    BARRIER;
            Barrier       "barrier"       Nullary      Special          Normal    CONVERGENT_BARRIER;
            // ---- dispatch geometry ----
            WorkitemId    "workitem_id"   Dim          Special          Divergent PURE;
            WorkgroupId   "workgroup_id"  Dim          Special          Uniform   PURE;
            WorkgroupSize "workgroup_size" Dim         Special          Uniform   PURE;
            GridSize      "grid_size"     Dim          Special          Uniform   PURE;
            LaneId        "lane_id"       Nullary      Special          Divergent PURE;
            WaveSize      "wave_size"     Nullary      Special          Uniform   PURE;
            // ---- wave operations: results are uniform over the active lanes ----
            Readfirstlane "readfirstlane" Unary        Special          Uniform   CONVERGENT;
            Readlane      "readlane"      Binary       Special          Uniform   CONVERGENT;
            Ballot        "ballot"        Unary        Special          Uniform   CONVERGENT;
            Shuffle       "shuffle"       Binary       Special          Divergent CONVERGENT;
            WaveReduce    "wave_reduce"   Reduce       Special          Uniform   CONVERGENT;
            // ---- matrix operations: the whole wave computes one product ----
            Mfma          "mfma"          Matrix       Special          Divergent CONVERGENT;
            Wmma          "wmma"          Matrix       Special          Divergent CONVERGENT;
            // ---- calls ----
            Call          "call"          Call         Special          Divergent CALL;
            CallIndirect  "call_indirect" CallIndirect Special          Divergent CALL;
            FuncAddr      "funcaddr"      FuncAddr     Special          Uniform   PURE;
            // ---- terminators ----
            Br            "br"            Jump         Special          Normal    TERMINATOR;
            Brif          "brif"          Branch       Special          Normal    TERMINATOR;
            Switch        "switch"        Switch       Special          Normal    TERMINATOR;
            Return        "ret"           Return       Special          Normal    TERMINATOR;
            Unreachable   "unreachable"   Nullary      Special          Normal    TERMINATOR;
        }
    };
}

/// The shape of an instruction's operands and payload; decides how it is
/// parsed, printed and stored (see [`crate::Payload`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// No operands: `lane_id`, `barrier`, `unreachable`.
    Nullary,
    /// A dimension payload: `workitem_id x`.
    Dim,
    /// `iconst.T imm`.
    IntConst,
    /// `fconst.T imm`.
    FloatConst,
    Unary,
    Binary,
    Ternary,
    /// `icmp cc a, b`.
    IntCompare,
    /// `fcmp cc a, b`.
    FloatCompare,
    /// One operand, the result type written on the opcode: `zext.i64 x`.
    Convert,
    /// `extractlane v, N`.
    Lane,
    /// `insertlane v, x, N`.
    InsertLane,
    Load,
    Store,
    AtomicRmw,
    CmpXchg,
    Fence,
    /// `wave_reduce op x`.
    Reduce,
    /// `mfma shape a, b, c` / `wmma shape a, b, c`.
    Matrix,
    StackAddr,
    LdsAddr,
    Call,
    /// `call_indirect %fp(args) : (params) -> results`.
    CallIndirect,
    /// `funcaddr @f`.
    FuncAddr,
    Jump,
    Branch,
    Switch,
    Return,
}

/// The typing rule of an opcode, checked by the verifier and used by the
/// builder to infer result types.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Sig {
    /// All operands and the result share one integer type.
    Int,
    /// All operands and the result share one float type.
    Float,
    /// `(float T, i32 or i32xN) -> T`.
    Ldexp,
    /// `(i1, T, T) -> T`.
    Select,
    /// `(ptr, i32|i64) -> ptr`, same address space.
    Ptradd,
    /// A rule specific to the opcode, written out in the verifier.
    Special,
}

/// How an opcode's result relates to the uniformity of its operands.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Uniformity {
    /// Uniform exactly when every operand is uniform (and, for memory
    /// reads, the address is).
    Normal,
    /// Always one value for the whole wave.
    Uniform,
    /// May differ between lanes whatever the operands are.
    Divergent,
}

/// What an instruction does besides computing its results.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Effects {
    /// Reads memory.
    pub reads: bool,
    /// Writes memory.
    pub writes: bool,
    /// Orders memory or synchronizes work-items; never moved or removed.
    pub ordering: bool,
    /// Depends on the set of active lanes: may not be moved across control
    /// flow or merged with a copy in another block.
    pub convergent: bool,
    /// Ends a block.
    pub terminator: bool,
}

impl Effects {
    pub const PURE: Effects = Effects {
        reads: false,
        writes: false,
        ordering: false,
        convergent: false,
        terminator: false,
    };
    pub const LOAD: Effects = Effects {
        reads: true,
        ..Effects::PURE
    };
    pub const STORE: Effects = Effects {
        writes: true,
        ..Effects::PURE
    };
    pub const ATOMIC: Effects = Effects {
        reads: true,
        writes: true,
        ordering: true,
        ..Effects::PURE
    };
    pub const BARRIER: Effects = Effects {
        ordering: true,
        ..Effects::PURE
    };
    pub const CONVERGENT: Effects = Effects {
        convergent: true,
        ..Effects::PURE
    };
    pub const CONVERGENT_BARRIER: Effects = Effects {
        ordering: true,
        convergent: true,
        ..Effects::PURE
    };
    pub const CALL: Effects = Effects {
        reads: true,
        writes: true,
        ordering: true,
        convergent: true,
        terminator: false,
    };
    pub const TERMINATOR: Effects = Effects {
        terminator: true,
        ..Effects::PURE
    };

    /// True when an unused result lets the instruction be deleted.
    pub fn removable(self) -> bool {
        !self.writes && !self.ordering && !self.terminator
    }
}

macro_rules! define_opcodes {
    ($($variant:ident $name:literal $format:ident $sig:ident $uni:ident $eff:ident;)*) => {
        /// An IR operation. Generated from [`for_each_opcode!`](crate::for_each_opcode).
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum Opcode {
            $($variant,)*
        }

        impl Opcode {
            /// Every opcode, in table order.
            pub const ALL: &'static [Opcode] = &[$(Opcode::$variant,)*];

            /// The text-format mnemonic.
            pub fn name(self) -> &'static str {
                match self { $(Opcode::$variant => $name,)* }
            }
            pub fn format(self) -> Format {
                match self { $(Opcode::$variant => Format::$format,)* }
            }
            pub fn sig(self) -> Sig {
                match self { $(Opcode::$variant => Sig::$sig,)* }
            }
            pub fn uniformity(self) -> Uniformity {
                match self { $(Opcode::$variant => Uniformity::$uni,)* }
            }
            pub fn effects(self) -> Effects {
                match self { $(Opcode::$variant => Effects::$eff,)* }
            }
        }
    };
}

for_each_opcode!(define_opcodes);

impl Opcode {
    /// Looks an opcode up by mnemonic.
    ///
    /// A hash table built once; the parser calls this for every
    /// instruction, so it must not allocate (one short hash and one
    /// comparison, where a search over sorted names compares about eight).
    pub fn from_name(name: &str) -> Option<Opcode> {
        use std::sync::OnceLock;
        static BY_NAME: OnceLock<rustc_hash::FxHashMap<&'static str, Opcode>> = OnceLock::new();
        BY_NAME
            .get_or_init(|| Opcode::ALL.iter().map(|&op| (op.name(), op)).collect())
            .get(name)
            .copied()
    }

    pub fn is_terminator(self) -> bool {
        self.effects().terminator
    }
}

impl core::fmt::Display for Opcode {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_found() {
        for &op in Opcode::ALL {
            assert_eq!(Opcode::from_name(op.name()), Some(op));
        }
        assert_eq!(Opcode::from_name("nope"), None);
    }

    #[test]
    fn terminators_have_terminator_formats() {
        for &op in Opcode::ALL {
            let branchy = matches!(
                op.format(),
                Format::Jump | Format::Branch | Format::Switch | Format::Return
            );
            if branchy {
                assert!(op.is_terminator(), "{op}");
            }
        }
    }
}
