//! agc's SSA IR: the input language of the back end.
//!
//! Role in the pipeline: frontends produce a [`Module`] through the builder
//! API or the `.agc` text format; the verifier checks it; the reference
//! interpreter defines what it means; target-independent cleanups simplify
//! it; `lower` consumes it.
//!
//! ```text
//!   .agc text ──parser──▶ Module ◀──builder── frontend
//!                           │
//!                       verifier   (types, dominance, terminators, rules)
//!                           │
//!                       cleanups   (const-fold, DCE, CSE, CFG simplify)
//!                           │
//!                           ▼
//!                  lower (instruction selection)
//! ```
//!
//! Invariants of a verified module: SSA with block parameters (no phis);
//! every block ends in exactly one terminator; every use is dominated by its
//! definition; operand types follow the opcode table; the entry block's
//! parameters are the function's parameters.
//!
//! The central trick is the opcode table ([`for_each_opcode!`]): each
//! operation is listed once with its format, typing rule, uniformity and
//! effects, and every consumer is driven by that line.

pub mod builder;
pub mod cfg;
pub mod diagnostic;
pub mod entities;
pub mod function;
pub mod instructions;
pub mod interp;
pub mod lexer;
pub mod module;
pub mod opcodes;
pub mod parser;
pub mod passes;
pub mod printer;
pub mod srcloc;
pub mod ssa;
pub mod types;
pub mod typing;
pub mod verifier;

pub use builder::{FunctionBuilder, InstBuilder, ModuleBuilder};
pub use diagnostic::{
    block_label, Diagnostic, Diagnostics, ErrorCode, InstLoc, Label, Location, SourceLoc,
};
pub use entities::{Block, FileId, FuncId, Inst, JumpTable, LdsVar, SigRef, StackSlot, Value};
pub use function::{
    BlockData, FuncKind, Function, KernelAttrs, Linkage, Param, Signature, StackSlotData,
    ValueData, ValueDef, MAX_WORKGROUP_SIZE,
};
pub use instructions::{
    AtomicRmwOp, BlockCall, Dim, FloatCC, InstData, IntCC, JumpTableData, MatrixElem, MatrixFamily,
    MatrixInfo, MatrixOp, MatrixShape, MemArgs, Ordering, Payload, PayloadKind, ReduceOp,
    SyncScope, ValueList, MATRIX_OPS,
};
pub use module::{LdsVarData, Module};
pub use opcodes::{Effects, Format, Opcode, Sig, Uniformity};
pub use parser::parse_module;
pub use printer::{print_function, print_module};
pub use srcloc::{DebugLoc, Span};
pub use ssa::Variable;
pub use types::{AddrSpace, Kind, Type};
pub use typing::{check_call, check_inst, TypeError};
pub use verifier::{verify_function, verify_module};
