//! The frontend-facing builder API: modules, functions, blocks,
//! instructions and mutable variables.
//!
//! A frontend makes a [`ModuleBuilder`], *declares* every function it will
//! emit (name, kind, signature) and every LDS variable, then *defines* the
//! bodies one at a time through a [`FunctionBuilder`]. Declaring first lets
//! a body call a function whose body comes later, or itself. Inside a body
//! the frontend positions the builder at a block and emits instructions
//! with [`FunctionBuilder::ins`], whose [`InstBuilder`] has one method per
//! operation (`iadd`, `load`, `brif`, ...). Frontend variables become SSA
//! values through [`FunctionBuilder::declare_var`] / [`def_var`] /
//! [`use_var`] and block sealing (the algorithm is in [`crate::ssa`]).
//!
//! # Errors: infallible methods, one report at the end
//!
//! Like cranelift-frontend, instruction methods return plain values, so a
//! frontend can write `let s = b.ins().fadd(x, y);`. A misuse (operand
//! types the typing rules reject, a branch into a sealed block, an
//! instruction after a terminator, reading a variable no path defined...)
//! is a bug in the frontend, but it is neither a panic nor silently wrong
//! IR: the builder records a [`Diagnostic`] naming the function, block and
//! instruction index, hands back a value of the most plausible type so
//! emission can go on, and [`FunctionBuilder::finish`] returns every
//! recorded error. Result types come from [`crate::typing::check_inst`] and
//! [`crate::typing::check_call`], the rules the parser and verifier also
//! use. When building recorded no error, `finish` also runs the
//! [verifier](crate::verifier), which sees what only the whole function
//! shows (dominance, unterminated blocks), so a function that finishes `Ok`
//! is valid IR. [`ModuleBuilder::finish`] returns the module only if no
//! function failed. The only panics are for entities of another module passed to
//! [`ModuleBuilder::define`] and indexing the slice [`InstBuilder::call`]
//! returns past the callee's result count.
//!
//! # Block order, entry, sealing
//!
//! A block enters the function's layout when the builder first switches to
//! it, so layout order is emission order. The entry block is the one made
//! by [`FunctionBuilder::create_entry_block`] (its parameters are the
//! function's parameters) or else the first block switched to; it is always
//! first in the layout, and no branch may target it. [`finish`] seals every
//! block still unsealed, so sealing early is an optimisation (fewer
//! temporary block parameters), not an obligation; sealing *too* early —
//! before all branches into the block exist — is an error.
//!
//! # Example
//!
//! A grid-stride vector add, `c[i] = a[i] + b[i]`, with the index kept in a
//! variable:
//!
//! ```
//! use agc_ir::builder::ModuleBuilder;
//! use agc_ir::ssa::Variable;
//! use agc_ir::{AddrSpace, Dim, IntCC, MemArgs, Type};
//! use cranelift_entity::EntityRef;
//!
//! let global = Type::ptr(AddrSpace::Global);
//! let mut mb = ModuleBuilder::new();
//! let vadd = mb.declare_kernel("vadd", &[("a", global), ("b", global), ("c", global), ("n", Type::I32)]);
//!
//! let mut b = mb.define(vadd);
//! b.set_reqd_workgroup_size([64, 1, 1]);
//! let entry = b.create_entry_block();
//! let header = b.create_block();
//! let body = b.create_block();
//! let exit = b.create_block();
//! let [pa, pb, pc, n] = *b.block_params(entry) else { unreachable!() };
//! let i = Variable::new(0);
//! b.declare_var(i, Type::I32);
//!
//! b.switch_to_block(entry);
//! let tid = b.ins().workitem_id(Dim::X);
//! let gid = b.ins().workgroup_id(Dim::X);
//! let size = b.ins().workgroup_size(Dim::X);
//! let base = b.ins().imul(gid, size);
//! let first = b.ins().iadd(base, tid);
//! b.def_var(i, first);
//! b.ins().br(header, &[]);
//!
//! // The loop header is not sealed yet: the back edge does not exist.
//! b.switch_to_block(header);
//! let iv = b.use_var(i);
//! let more = b.ins().icmp(IntCC::Slt, iv, n);
//! b.ins().brif(more, body, &[], exit, &[]);
//!
//! b.switch_to_block(body);
//! b.seal_block(body);
//! let iv = b.use_var(i);
//! let wide = b.ins().sext(Type::I64, iv);
//! let four = b.ins().iconst(Type::I64, 4);
//! let off = b.ins().imul(wide, four);
//! let (xa, xb, xc) = (b.ins().ptradd(pa, off), b.ins().ptradd(pb, off), b.ins().ptradd(pc, off));
//! let x = b.ins().load(Type::F32, xa, MemArgs::natural(Type::F32));
//! let y = b.ins().load(Type::F32, xb, MemArgs::natural(Type::F32));
//! let s = b.ins().fadd(x, y);
//! b.ins().store(s, xc, MemArgs::natural(Type::F32));
//! let stride = b.ins().grid_size(Dim::X);
//! let next = b.ins().iadd(iv, stride);
//! b.def_var(i, next);
//! b.ins().br(header, &[]);
//! b.seal_block(header); // both edges into the header now exist
//!
//! b.switch_to_block(exit);
//! b.seal_block(exit);
//! b.ins().ret(&[]);
//! b.finish().expect("a well-formed kernel");
//!
//! let module = mb.finish().expect("every declared function is defined");
//! assert!(agc_ir::verify_module(&module).is_ok()); // as `finish` checked
//! let f = &module.functions[vadd];
//! assert_eq!(f.layout.len(), 4);
//! // `i` merges two values in the header: one parameter there, none elsewhere.
//! assert_eq!(f.block_params(header).len(), 1);
//! assert_eq!(f.block_params(body).len(), 0);
//! ```
//!
//! [`def_var`]: FunctionBuilder::def_var
//! [`use_var`]: FunctionBuilder::use_var
//! [`finish`]: FunctionBuilder::finish

mod ins;

pub use ins::InstBuilder;

use crate::diagnostic::{
    block_label, Diagnostic, Diagnostics, ErrorCode, InstLoc, Location, SourceLoc,
};
use crate::entities::{Block, FileId, FuncId, Inst, LdsVar, SigRef, StackSlot, Value};
use crate::function::{FuncKind, Function, Linkage, Param, MAX_WORKGROUP_SIZE};
use crate::instructions::Payload;
use crate::module::{LdsVarData, Module};
use crate::opcodes::Opcode;
use crate::srcloc::{DebugLoc, Span};
use crate::ssa::{placeholder, SsaBuilder, SsaError, Variable};
use crate::types::{AddrSpace, Type};
use crate::typing::{check_call, check_inst};
use crate::verifier::verify_function;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::SecondaryMap;
use smallvec::SmallVec;
use std::collections::HashSet;

/// Builds a [`Module`]: declares functions and LDS variables, and hands out
/// a [`FunctionBuilder`] per function body. Keeps the scratch state of SSA
/// construction between functions, so building many functions reuses its
/// allocations.
pub struct ModuleBuilder {
    module: Module,
    /// Functions whose body was finished (or that came with a body).
    defined: SecondaryMap<FuncId, bool>,
    /// Names of functions and LDS variables: one `@` namespace.
    globals: HashSet<String>,
    errors: Vec<Diagnostic>,
    /// The parameter names given at declaration ("" for none), applied
    /// to the entry block's parameters.
    param_names: SecondaryMap<FuncId, Vec<Box<str>>>,
    ssa: SsaBuilder,
    state: FuncState,
}

/// Per-function bookkeeping of the function builder, kept in the module
/// builder so its allocations are reused.
#[derive(Default)]
struct FuncState {
    /// The block ends in a terminator.
    filled: SecondaryMap<Block, bool>,
    /// The block was switched to, so it is in the layout.
    in_layout: SecondaryMap<Block, bool>,
    entry: PackedOption<Block>,
    next_var: u32,
    value_names: HashSet<Box<str>>,
    block_names: HashSet<Box<str>>,
    /// Per variable and block, the index of the instruction after the
    /// first `use_var` there: where an undefined read is reported.
    first_use: std::collections::HashMap<(Variable, Block), u32>,
}

impl FuncState {
    fn clear(&mut self) {
        self.filled.clear();
        self.in_layout.clear();
        self.entry = None.into();
        self.next_var = 0;
        self.value_names.clear();
        self.block_names.clear();
        self.first_use.clear();
    }
}

impl Default for ModuleBuilder {
    fn default() -> ModuleBuilder {
        ModuleBuilder::new()
    }
}

/// True for a name the text format can spell after `@`, `%` or `$`.
fn is_ir_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'.')
}

/// True for a name the text format can spell as a block label.
fn is_block_name(name: &str) -> bool {
    is_ir_name(name) && !name.as_bytes()[0].is_ascii_digit() && !name.starts_with('.')
}

impl ModuleBuilder {
    pub fn new() -> ModuleBuilder {
        ModuleBuilder::from_module(Module::new())
    }

    /// Continues building an existing module: functions that already have
    /// blocks count as defined.
    pub fn from_module(module: Module) -> ModuleBuilder {
        let mut defined = SecondaryMap::new();
        let mut globals = HashSet::new();
        for (id, f) in module.functions.iter() {
            defined[id] = !f.layout.is_empty();
            globals.insert(f.name.clone());
        }
        for v in module.lds_vars.values() {
            globals.insert(v.name.clone());
        }
        ModuleBuilder {
            module,
            defined,
            globals,
            errors: Vec::new(),
            param_names: SecondaryMap::new(),
            ssa: SsaBuilder::new(),
            state: FuncState::default(),
        }
    }

    /// The module built so far.
    pub fn module(&self) -> &Module {
        &self.module
    }

    /// Errors recorded so far, by declarations and by finished functions.
    pub fn errors(&self) -> &[Diagnostic] {
        &self.errors
    }

    fn claim_global(&mut self, name: &str, what: &str) {
        if !is_ir_name(name) {
            self.errors.push(
                Diagnostic::new(
                    ErrorCode::BuilderMisuse,
                    Span::NONE,
                    format!("`{name}` is not a valid {what} name"),
                )
                .with_help("names are made of ASCII letters, digits, `_` and `.`"),
            );
        } else if !self.globals.insert(name.to_string()) {
            self.errors.push(Diagnostic::new(
                ErrorCode::DuplicateDefinition,
                Span::NONE,
                format!("`@{name}` is declared twice"),
            ));
            // Which global it is (a function or an LDS variable) is what
            // the message says; no location names a global twice.
        }
    }

    /// Declares a function with its signature; its body is given later
    /// through [`define`](ModuleBuilder::define). Each parameter comes
    /// with its name: the entry block's parameters get them when the body
    /// is built ([`FunctionBuilder::create_entry_block`]), the printed IR
    /// shows them (`%n`), and a kernel's code object metadata gives them
    /// as the arguments' `.name`, which is how `agc run n=256` and a
    /// runtime find an argument. An empty name leaves the parameter
    /// unnamed (the printer numbers it; the metadata has no `.name`).
    pub fn declare_function(
        &mut self,
        name: &str,
        kind: FuncKind,
        params: &[(&str, Param)],
        returns: &[Type],
    ) -> FuncId {
        self.claim_global(name, "function");
        let mut problems = Vec::new();
        if kind == FuncKind::Kernel && !returns.is_empty() {
            problems.push("a kernel cannot return values".to_string());
        }
        if kind == FuncKind::Kernel && params.iter().any(|(_, p)| p.inreg) {
            problems.push("kernel arguments cannot be `inreg`".to_string());
        }
        if let Some((_, p)) = params.iter().find(|(_, p)| p.ty.is_void()) {
            problems.push(format!("a parameter cannot have type {}", p.ty));
        }
        if returns.iter().any(|t| t.is_void()) {
            problems.push("a return type cannot be void".to_string());
        }
        let mut seen = HashSet::new();
        for (i, (n, _)) in params.iter().enumerate() {
            if n.is_empty() {
                continue;
            }
            if !is_ir_name(n) {
                problems.push(format!(
                    "parameter {i}: `{n}` is not a valid name (ASCII letters, digits, `_` and `.`)"
                ));
            } else if !seen.insert(n) {
                problems.push(format!("parameter {i}: the name `{n}` is used twice"));
            }
        }
        for p in problems {
            self.errors.push(
                Diagnostic::new(ErrorCode::Signature, Span::NONE, p).with_location(Location {
                    function: Some(name.to_string()),
                    ..Location::default()
                }),
            );
        }
        let mut func = Function::new(name, kind);
        func.params = params.iter().map(|(_, p)| *p).collect();
        func.returns = returns.to_vec();
        let id = self.module.add_function(func);
        self.defined[id] = false;
        self.param_names[id] = params
            .iter()
            .map(|&(n, _)| if is_ir_name(n) { n.into() } else { "".into() })
            .collect();
        id
    }

    /// Makes `id` callable only from this module (`internal func`): its
    /// symbol is local to the object. The verifier rejects an internal
    /// kernel and an internal function that is never given a body.
    ///
    /// # Panics
    ///
    /// If `id` is not a function of this module.
    pub fn set_linkage(&mut self, id: FuncId, linkage: Linkage) {
        self.module.functions[id].linkage = linkage;
    }

    /// Declares a kernel taking `params`, each with its name (kernels
    /// return nothing); see [`declare_function`](Self::declare_function)
    /// for what the names are for.
    ///
    /// ```
    /// use agc_ir::{builder::ModuleBuilder, AddrSpace, Type};
    /// let mut mb = ModuleBuilder::new();
    /// let k = mb.declare_kernel("scale", &[("out", Type::ptr(AddrSpace::Global)), ("n", Type::I32)]);
    /// let mut b = mb.define(k);
    /// let entry = b.create_entry_block();
    /// b.switch_to_block(entry);
    /// b.ins().ret(&[]);
    /// b.finish().unwrap();
    /// let m = mb.finish().unwrap();
    /// assert!(agc_ir::print_module(&m).contains("kernel @scale(%out: ptr.global, %n: i32)"));
    /// ```
    pub fn declare_kernel(&mut self, name: &str, params: &[(&str, Type)]) -> FuncId {
        let params: Vec<(&str, Param)> =
            params.iter().map(|&(n, ty)| (n, Param::new(ty))).collect();
        self.declare_function(name, FuncKind::Kernel, &params, &[])
    }

    /// Declares a device function with ordinary (per-lane) parameters,
    /// each with its name.
    pub fn declare_device_function(
        &mut self,
        name: &str,
        params: &[(&str, Type)],
        returns: &[Type],
    ) -> FuncId {
        let params: Vec<(&str, Param)> =
            params.iter().map(|&(n, ty)| (n, Param::new(ty))).collect();
        self.declare_function(name, FuncKind::Device, &params, returns)
    }

    /// Declares a static LDS variable of `size` bytes.
    pub fn declare_lds(&mut self, name: &str, size: u32, align: u32) -> LdsVar {
        self.check_align(align, name);
        self.claim_global(name, "LDS variable");
        self.module.add_lds(name, size, align)
    }

    /// Declares the dynamically sized LDS region (its size is given at
    /// dispatch time).
    pub fn declare_dynamic_lds(&mut self, name: &str, align: u32) -> LdsVar {
        self.check_align(align, name);
        if self.module.lds_vars.values().any(|v| v.dynamic) {
            self.errors.push(Diagnostic::new(
                ErrorCode::DuplicateDefinition,
                Span::NONE,
                format!("`@{name}`: a module has at most one dynamic LDS variable"),
            ));
        }
        self.claim_global(name, "LDS variable");
        self.module.lds_vars.push(LdsVarData {
            name: name.to_string(),
            size: 0,
            align,
            dynamic: true,
            span: Span::NONE,
        })
    }

    fn check_align(&mut self, align: u32, what: &str) {
        if !align.is_power_of_two() {
            self.errors.push(Diagnostic::new(
                ErrorCode::AttributeValue,
                Span::NONE,
                format!("`{what}`: alignment {align} is not a power of two"),
            ));
        }
    }

    /// Adds a source file for debug locations (deduplicated).
    pub fn add_file(&mut self, path: &str) -> FileId {
        self.module.add_file(path)
    }

    /// Starts the body of the declared function `id`. Defining a function
    /// twice is an error; the second body replaces the first.
    ///
    /// # Panics
    ///
    /// If `id` is not a function of this module.
    pub fn define(&mut self, id: FuncId) -> FunctionBuilder<'_> {
        assert!(
            self.module.functions.is_valid(id),
            "{id} is not a function of this module"
        );
        let mut errors = Vec::new();
        let func = &mut self.module.functions[id];
        if self.defined[id] || !func.layout.is_empty() {
            errors.push(
                Diagnostic::new(
                    ErrorCode::DuplicateDefinition,
                    Span::NONE,
                    format!("function @{} is defined twice", func.name),
                )
                .with_location(Location {
                    function: Some(func.name.clone()),
                    ..Location::default()
                })
                .with_note("the second body replaces the first"),
            );
            let mut fresh = Function::new(func.name.clone(), func.kind);
            fresh.params = core::mem::take(&mut func.params);
            fresh.returns = core::mem::take(&mut func.returns);
            fresh.attrs = core::mem::take(&mut func.attrs);
            fresh.linkage = func.linkage;
            *func = fresh;
        }
        self.ssa.clear();
        self.state.clear();
        FunctionBuilder {
            mb: self,
            id,
            position: None.into(),
            loc: DebugLoc::default(),
            span: Span::NONE,
            building: None,
            errors,
        }
    }

    /// Leaves the device function `id` without a body: it is defined in
    /// another object (`func @f(...)` without a body in the text format).
    /// A kernel cannot be a declaration (the verifier says so).
    ///
    /// # Panics
    ///
    /// If `id` is not a function of this module.
    pub fn declare_external(&mut self, id: FuncId) {
        self.defined[id] = true;
    }

    /// Where the function `id` is in the source text a frontend imported
    /// it from, for diagnostics about the whole function.
    ///
    /// # Panics
    ///
    /// If `id` is not a function of this module.
    pub fn set_function_span(&mut self, id: FuncId, span: Span) {
        self.module.functions[id].span = span;
    }

    /// The finished module, or every error recorded while building it.
    /// A declared function whose body was never finished is an error.
    pub fn finish(mut self) -> Result<Module, Diagnostics> {
        for (id, f) in self.module.functions.iter() {
            if !self.defined[id] {
                self.errors.push(
                    Diagnostic::new(
                        ErrorCode::UndefinedGlobal,
                        Span::NONE,
                        format!(
                            "function @{} is declared but its body was never finished",
                            f.name
                        ),
                    )
                    .with_location(Location {
                        function: Some(f.name.clone()),
                        ..Location::default()
                    }),
                );
            }
        }
        if self.errors.is_empty() {
            Ok(self.module)
        } else {
            Err(Diagnostics(self.errors))
        }
    }

    /// The module as built, errors or not (for printing a partial module
    /// while debugging a frontend).
    pub fn into_module_unchecked(self) -> Module {
        self.module
    }
}

/// Builds the body of one function. Made by [`ModuleBuilder::define`];
/// consumed by [`FunctionBuilder::finish`].
pub struct FunctionBuilder<'a> {
    mb: &'a mut ModuleBuilder,
    id: FuncId,
    position: PackedOption<Block>,
    loc: DebugLoc,
    span: Span,
    /// The opcode of the instruction being built, for locating its errors.
    building: Option<Opcode>,
    errors: Vec<Diagnostic>,
}

impl<'a> FunctionBuilder<'a> {
    /// The function being built.
    pub fn id(&self) -> FuncId {
        self.id
    }

    /// The function as built so far (uses may still name aliases; see
    /// [`Function::resolve`]).
    pub fn func(&self) -> &Function {
        &self.mb.module.functions[self.id]
    }

    /// The module, for callee signatures and LDS variables.
    pub fn module(&self) -> &Module {
        &self.mb.module
    }

    fn func_mut(&mut self) -> &mut Function {
        &mut self.mb.module.functions[self.id]
    }

    /// Where a diagnostic about the next instruction points: the
    /// insertion point (the instruction's index is the one it gets when
    /// placed), the opcode being built, and the debug location set.
    fn location(&self) -> Location {
        let func = self.func();
        let mut loc = Location {
            function: Some(func.name.clone()),
            source: SourceLoc::resolve(&self.mb.module, self.loc),
            ..Location::default()
        };
        if let Some(b) = self.position.expand() {
            loc.block = Some(block_label(func, b));
            loc.inst = Some(InstLoc {
                index: func.blocks[b].insts.len() as u32,
                opcode: self.building,
            });
        }
        loc
    }

    /// Records an error about the next instruction at the current position.
    pub(crate) fn error(&mut self, code: ErrorCode, message: impl Into<String>) {
        let d = Diagnostic::new(code, self.span, message).with_location(self.location());
        self.errors.push(d);
    }

    /// Records an error about the next instruction, an `op` (checks the
    /// instruction methods make before building it).
    pub(crate) fn error_for(&mut self, op: Opcode, code: ErrorCode, message: impl Into<String>) {
        let outer = self.building.replace(op);
        self.error(code, message);
        self.building = outer;
    }

    /// Records an error about `inst`, already placed.
    fn error_at(&mut self, inst: Inst, code: ErrorCode, message: impl Into<String>) {
        let func = self.func();
        let mut loc = Location::of_inst(&self.mb.module, func, inst);
        if loc.source.is_none() {
            loc.source = SourceLoc::resolve(&self.mb.module, self.loc);
        }
        let d = Diagnostic::new(code, self.span, message).with_location(loc);
        self.errors.push(d);
    }

    /// Errors recorded so far.
    pub fn errors(&self) -> &[Diagnostic] {
        &self.errors
    }

    // ---- module-level declarations, usable mid-body ----

    /// See [`ModuleBuilder::declare_function`].
    pub fn declare_function(
        &mut self,
        name: &str,
        kind: FuncKind,
        params: &[(&str, Param)],
        returns: &[Type],
    ) -> FuncId {
        self.mb.declare_function(name, kind, params, returns)
    }

    /// See [`ModuleBuilder::declare_lds`].
    pub fn declare_lds(&mut self, name: &str, size: u32, align: u32) -> LdsVar {
        self.mb.declare_lds(name, size, align)
    }

    /// See [`ModuleBuilder::add_file`].
    pub fn add_file(&mut self, path: &str) -> FileId {
        self.mb.add_file(path)
    }

    // ---- function attributes and frame ----

    fn kernel_attr(&mut self, what: &str, ok: bool, detail: &str) -> bool {
        if !self.func().is_kernel() {
            self.error(
                ErrorCode::AttributeValue,
                format!("`{what}` applies to kernels only"),
            );
            return false;
        }
        if !ok {
            self.error(ErrorCode::AttributeValue, format!("`{what}`: {detail}"));
            return false;
        }
        true
    }

    /// The kernel supports workgroups of `min..=max` work-items.
    pub fn set_flat_workgroup_size(&mut self, min: u32, max: u32) {
        if self.kernel_attr(
            "flat_workgroup_size",
            min >= 1 && min <= max && max <= MAX_WORKGROUP_SIZE,
            &format!("needs 1 <= min <= max <= {MAX_WORKGROUP_SIZE}"),
        ) {
            self.func_mut().attrs.flat_workgroup_size = Some((min, max));
        }
    }

    /// Every dispatch of the kernel uses exactly this workgroup size.
    pub fn set_reqd_workgroup_size(&mut self, size: [u32; 3]) {
        let total = size.iter().map(|&s| u64::from(s)).product::<u64>();
        if self.kernel_attr(
            "reqd_workgroup_size",
            size.iter().all(|&s| s >= 1) && total <= u64::from(MAX_WORKGROUP_SIZE),
            &format!(
                "each dimension must be at least 1 and the product at most {MAX_WORKGROUP_SIZE}"
            ),
        ) {
            self.func_mut().attrs.reqd_workgroup_size = Some(size);
        }
    }

    /// Budget registers for `min..=max` waves per execution unit.
    pub fn set_waves_per_eu(&mut self, min: u32, max: u32) {
        if self.kernel_attr(
            "waves_per_eu",
            min >= 1 && min <= max,
            "needs 1 <= min <= max",
        ) {
            self.func_mut().attrs.waves_per_eu = Some((min, max));
        }
    }

    /// The kernel runs with these FLOAT_DENORM_MODE_32 and
    /// FLOAT_DENORM_MODE_16_64 values (each 0..=3).
    pub fn set_float_denorm_mode(&mut self, f32_mode: u32, f16_64_mode: u32) {
        if self.kernel_attr(
            "float_denorm_mode",
            f32_mode <= 3 && f16_64_mode <= 3,
            "each mode is 0, 1, 2 or 3",
        ) {
            self.func_mut().attrs.float_denorm_mode = Some((f32_mode, f16_64_mode));
        }
    }

    /// The reference of a call signature for `call_indirect` (equal
    /// signatures share one).
    pub fn import_signature(&mut self, sig: crate::function::Signature) -> SigRef {
        self.func_mut().import_signature(sig)
    }

    /// A private stack slot of `size` bytes aligned to `align` (a power of
    /// two); its address is [`InstBuilder::stack_addr`].
    pub fn create_stack_slot(&mut self, size: u32, align: u32) -> StackSlot {
        if !align.is_power_of_two() {
            self.error(
                ErrorCode::AttributeValue,
                format!("stack slot alignment {align} is not a power of two"),
            );
        }
        self.func_mut().create_stack_slot(size, align)
    }

    /// Sets the source location given to instructions built from now on
    /// (`DebugLoc::default()` stops attaching locations).
    pub fn set_debug_loc(&mut self, loc: DebugLoc) {
        if !loc.is_none() && !self.mb.module.files.is_valid(loc.file) {
            self.error(
                ErrorCode::BuilderMisuse,
                format!("{} is not in the module's file table", loc.file),
            );
            self.loc = DebugLoc::default();
            return;
        }
        self.loc = loc;
    }

    /// Sets the span in the source text (of a frontend that imports text,
    /// such as LLVM IR) given to instructions built from now on and to the
    /// errors recorded about them; `Span::NONE` stops attaching spans.
    pub fn set_span(&mut self, span: Span) {
        self.span = span;
    }

    /// Names a value in the printed IR (`%name`). Naming an entry block
    /// parameter this way is the same as naming the parameter in the
    /// declaration ([`ModuleBuilder::declare_kernel`]).
    pub fn set_value_name(&mut self, value: Value, name: &str) {
        if !self.check_value(value) {
            return;
        }
        if !is_ir_name(name) || !self.mb.state.value_names.insert(name.into()) {
            self.error(
                ErrorCode::BuilderMisuse,
                format!("`%{name}` is not a valid value name or is used twice"),
            );
            return;
        }
        self.func_mut().value_names[value] = Some(name.into());
    }

    /// Names a block in the printed IR.
    pub fn set_block_name(&mut self, block: Block, name: &str) {
        if !self.check_block(block) {
            return;
        }
        if !is_block_name(name) || !self.mb.state.block_names.insert(name.into()) {
            self.error(
                ErrorCode::BuilderMisuse,
                format!("`{name}` is not a valid block name or is used twice"),
            );
            return;
        }
        self.func_mut().block_names[block] = Some(name.into());
    }

    // ---- blocks ----

    /// Creates a block. It joins the layout when first switched to.
    pub fn create_block(&mut self) -> Block {
        self.func_mut().blocks.push(Default::default())
    }

    /// Creates the entry block, with the function's parameters as its
    /// parameters. Must come before switching to any block.
    pub fn create_entry_block(&mut self) -> Block {
        let block = self.create_block();
        if self.mb.state.entry.is_some() {
            self.error(
                ErrorCode::BuilderMisuse,
                "the entry block is already chosen (the first block switched to is the entry)",
            );
            return block;
        }
        let names = self.mb.param_names[self.id].clone();
        let func = &mut self.mb.module.functions[self.id];
        let types: SmallVec<[Type; 8]> = func.params.iter().map(|p| p.ty).collect();
        for (i, ty) in types.into_iter().enumerate() {
            let v = func.append_block_param(block, ty);
            if let Some(name) = names.get(i).filter(|n| !n.is_empty()) {
                // Declaration checked the names are valid and distinct.
                self.mb.state.value_names.insert(name.clone());
                func.value_names[v] = Some(name.clone());
            }
        }
        self.mb.state.entry = block.into();
        self.mb.ssa.set_entry(block);
        block
    }

    /// The entry block, once chosen.
    pub fn entry_block(&self) -> Option<Block> {
        self.mb.state.entry.expand()
    }

    /// Appends a parameter to `block`; branches into it pass an argument
    /// for it. Declare a block's parameters before using variables in it.
    pub fn append_block_param(&mut self, block: Block, ty: Type) -> Value {
        if !self.check_block(block) {
            return placeholder(self.func_mut(), ty);
        }
        if ty.is_void() {
            self.error(ErrorCode::TypeMismatch, "a block parameter cannot be void");
        }
        if self.mb.state.entry.expand() == Some(block) {
            self.error(
                ErrorCode::Signature,
                "the entry block's parameters are the function's parameters",
            );
        }
        self.mb.ssa.check_user_param(block);
        self.drain_ssa_errors(Some(block), None);
        self.func_mut().append_block_param(block, ty)
    }

    /// The parameters of `block` (none for a block of another function).
    pub fn block_params(&self, block: Block) -> &[Value] {
        let func = self.func();
        if func.blocks.is_valid(block) {
            func.block_params(block)
        } else {
            &[]
        }
    }

    /// Makes `block` the insertion point, adding it to the layout the first
    /// time (the first block switched to becomes the entry if none was
    /// created explicitly).
    pub fn switch_to_block(&mut self, block: Block) {
        if !self.check_block(block) {
            self.position = None.into();
            return;
        }
        self.position = block.into();
        let state = &mut self.mb.state;
        if state.in_layout[block] {
            return;
        }
        state.in_layout[block] = true;
        if state.entry.is_none() {
            state.entry = block.into();
            self.mb.ssa.set_entry(block);
        }
        let is_entry = state.entry.expand() == Some(block);
        let layout = &mut self.mb.module.functions[self.id].layout;
        if is_entry {
            layout.insert(0, block);
        } else {
            layout.push(block);
        }
    }

    /// The insertion point.
    pub fn current_block(&self) -> Option<Block> {
        self.position.expand()
    }

    /// True once `block` ends in a terminator.
    pub fn is_filled(&self, block: Block) -> bool {
        self.mb.state.filled[block]
    }

    /// Declares that every branch into `block` has been built. See
    /// [`crate::ssa`].
    pub fn seal_block(&mut self, block: Block) {
        if !self.check_block(block) {
            return;
        }
        let func = &mut self.mb.module.functions[self.id];
        self.mb.ssa.seal_block(func, block);
        self.drain_ssa_errors(Some(block), None);
    }

    /// Seals every block. Useful when the frontend does not track when
    /// predecessors are complete; [`finish`](FunctionBuilder::finish) does
    /// it too.
    pub fn seal_all_blocks(&mut self) {
        let func = &mut self.mb.module.functions[self.id];
        self.mb.ssa.seal_all_blocks(func);
        self.drain_ssa_errors(None, None);
    }

    pub fn is_sealed(&self, block: Block) -> bool {
        self.mb.ssa.is_sealed(block)
    }

    // ---- variables ----

    /// Declares `var` with type `ty`.
    pub fn declare_var(&mut self, var: Variable, ty: Type) {
        if ty.is_void() {
            self.error(ErrorCode::TypeMismatch, format!("{var} cannot be void"));
            return;
        }
        let state = &mut self.mb.state;
        state.next_var = state.next_var.max(var.as_u32().saturating_add(1));
        self.mb.ssa.declare_var(var, ty);
        self.drain_ssa_errors(self.position.expand(), None);
    }

    /// Declares a variable numbered after every variable declared so far.
    pub fn create_var(&mut self, ty: Type) -> Variable {
        let var = Variable::from_u32(self.mb.state.next_var);
        self.declare_var(var, ty);
        var
    }

    /// Assigns `value` to `var` at the insertion point.
    pub fn def_var(&mut self, var: Variable, value: Value) {
        if !self.check_value(value) {
            return;
        }
        let Some(block) = self.position.expand() else {
            self.error(ErrorCode::BuilderMisuse, "`def_var` with no current block");
            return;
        };
        let func = &self.mb.module.functions[self.id];
        self.mb.ssa.def_var(func, var, value, block);
        self.drain_ssa_errors(Some(block), None);
    }

    /// The value of `var` at the insertion point.
    pub fn use_var(&mut self, var: Variable) -> Value {
        let Some(block) = self.position.expand() else {
            self.error(ErrorCode::BuilderMisuse, "`use_var` with no current block");
            let ty = self.mb.ssa.var_type(var).unwrap_or(Type::I32);
            return placeholder(self.func_mut(), ty);
        };
        let next = self.func().blocks[block].insts.len() as u32;
        self.mb.state.first_use.entry((var, block)).or_insert(next);
        let func = &mut self.mb.module.functions[self.id];
        let v = self.mb.ssa.use_var(func, var, block);
        self.drain_ssa_errors(Some(block), None);
        v
    }

    /// Turns the SSA builder's errors into diagnostics. `block` is where
    /// the call that raised them works, `inst` the instruction just placed
    /// when the call was [`place`](Self::place): errors there are about
    /// it. An undefined variable found when a block is sealed is located
    /// at the first instruction that read the variable in that block
    /// (`FuncState::first_use`), when the frontend read it there.
    fn drain_ssa_errors(&mut self, block: Option<Block>, inst: Option<Inst>) {
        let found: SmallVec<[SsaError; 2]> = self.mb.ssa.take_errors().collect();
        for e in found {
            let (code, message, elsewhere) = match e {
                SsaError::Undeclared(v) => (
                    ErrorCode::UndefinedValue,
                    format!("{v} is used before it is declared"),
                    None,
                ),
                SsaError::Redeclared(v) => (
                    ErrorCode::DuplicateDefinition,
                    format!("{v} is declared twice"),
                    None,
                ),
                SsaError::DefType {
                    var,
                    expected,
                    found,
                } => (
                    ErrorCode::TypeMismatch,
                    format!("{var} has type {expected} but is assigned a {found}"),
                    None,
                ),
                SsaError::Undefined { var, block: used } => (
                    ErrorCode::UndefinedValue,
                    format!("{var} is used before definition on a path from the entry"),
                    (Some(used) != block || inst.is_some()).then_some((var, used)),
                ),
                SsaError::BranchToSealed(b) => (
                    ErrorCode::BuilderMisuse,
                    format!("branch to {b}, which is already sealed"),
                    None,
                ),
                SsaError::ParamAfterSsaParams(b) => (
                    ErrorCode::BuilderMisuse,
                    format!(
                        "a parameter appended to {b} after variables were read in it; \
                         declare block parameters first"
                    ),
                    None,
                ),
            };
            match (elsewhere, inst) {
                (Some((var, used)), _) => {
                    let func = self.func();
                    let mut loc = Location::of_block(func, used);
                    if let Some(&index) = self.mb.state.first_use.get(&(var, used)) {
                        let opcode = func.blocks[used]
                            .insts
                            .get(index as usize)
                            .map(|&i| func.insts[i].opcode);
                        loc.inst = Some(InstLoc { index, opcode });
                        if let Some(&i) = func.blocks[used].insts.get(index as usize) {
                            loc.source = SourceLoc::resolve(&self.mb.module, func.debug_locs[i]);
                        }
                    }
                    self.errors
                        .push(Diagnostic::new(code, Span::NONE, message).with_location(loc));
                }
                (None, Some(inst)) => self.error_at(inst, code, message),
                (None, None) if block.is_some() && block == self.position.expand() => {
                    self.error(code, message)
                }
                (None, None) => {
                    let func = self.func();
                    let loc = match block {
                        Some(b) => Location::of_block(func, b),
                        None => Location {
                            function: Some(func.name.clone()),
                            ..Location::default()
                        },
                    };
                    self.errors
                        .push(Diagnostic::new(code, Span::NONE, message).with_location(loc));
                }
            }
        }
    }

    // ---- instructions ----

    /// An instruction builder at the insertion point.
    pub fn ins<'b>(&'b mut self) -> InstBuilder<'b, 'a> {
        InstBuilder::new(self)
    }

    /// The type of `value`.
    pub fn value_type(&self, value: Value) -> Type {
        let func = self.func();
        if func.values.is_valid(value) {
            func.value_type(value)
        } else {
            Type::VOID
        }
    }

    pub(crate) fn check_value(&mut self, value: Value) -> bool {
        let ok = self.func().values.is_valid(value);
        if !ok {
            self.error(
                ErrorCode::BuilderMisuse,
                format!("{value} is not a value of this function"),
            );
        }
        ok
    }

    pub(crate) fn check_block(&mut self, block: Block) -> bool {
        let ok = self.func().blocks.is_valid(block);
        if !ok {
            self.error(
                ErrorCode::BuilderMisuse,
                format!("{block} is not a block of this function"),
            );
        }
        ok
    }

    /// Operands with foreign values replaced by placeholders of type i32,
    /// and their types.
    fn operands(&mut self, args: &[Value]) -> (SmallVec<[Value; 4]>, SmallVec<[Type; 4]>) {
        let mut vals = SmallVec::new();
        let mut tys = SmallVec::new();
        for &v in args {
            let v = if self.check_value(v) {
                v
            } else {
                placeholder(self.func_mut(), Type::I32)
            };
            tys.push(self.func().value_type(v));
            vals.push(v);
        }
        (vals, tys)
    }

    /// Builds and places an instruction other than `call`: checks it with
    /// the typing rules, makes its result, places it at the insertion point
    /// and, for branches, records the predecessor edges.
    pub(crate) fn build(
        &mut self,
        op: Opcode,
        ctrl: Type,
        args: &[Value],
        payload: Payload,
    ) -> Inst {
        self.building = Some(op);
        let (args, tys) = self.operands(args);
        let result = match check_inst(op, ctrl, &payload, &tys) {
            Ok(t) => t,
            Err(e) => {
                self.error(e.code, e.message);
                fallback_type(op, ctrl, &tys)
            }
        };
        // The controlling type of a `store` is the stored value's.
        let ty = if op == Opcode::Store {
            tys.first().copied().unwrap_or(Type::VOID)
        } else {
            result
        };
        let func = self.func_mut();
        let data = func.inst_data(op, ty, &args, payload);
        let results: &[Type] = if result.is_void() { &[] } else { &[result] };
        let inst = func.make_inst(data, results);
        self.place(inst);
        self.building = None;
        inst
    }

    /// Builds and places a call of `callee`.
    pub(crate) fn build_call(&mut self, callee: FuncId, args: &[Value]) -> Inst {
        self.building = Some(Opcode::Call);
        let inst = self.build_call_inner(callee, args);
        self.building = None;
        inst
    }

    fn build_call_inner(&mut self, callee: FuncId, args: &[Value]) -> Inst {
        let (args, tys) = self.operands(args);
        if !self.mb.module.functions.is_valid(callee) {
            self.error(
                ErrorCode::UndefinedGlobal,
                format!("{callee} is not a function of this module"),
            );
            let func = self.func_mut();
            let data = func.inst_data(Opcode::Call, Type::VOID, &args, Payload::Call(callee));
            let inst = func.make_inst(data, &[]);
            self.place(inst);
            return inst;
        }
        let target = &self.mb.module.functions[callee];
        let returns: SmallVec<[Type; 4]> = target.returns.iter().copied().collect();
        let checked = check_call(
            &target.name,
            target.params.iter().map(|p| p.ty),
            &returns,
            &tys,
        )
        .map(|_| ());
        if let Err(e) = checked {
            self.error(e.code, e.message);
        }
        let ty = returns.first().copied().unwrap_or(Type::VOID);
        let func = self.func_mut();
        let data = func.inst_data(Opcode::Call, ty, &args, Payload::Call(callee));
        let inst = func.make_inst(data, &returns);
        self.place(inst);
        inst
    }

    /// Builds and places an indirect call through `fp` with signature
    /// `sig`.
    pub(crate) fn build_call_indirect(&mut self, sig: SigRef, fp: Value, args: &[Value]) -> Inst {
        self.building = Some(Opcode::CallIndirect);
        let inst = self.build_call_indirect_inner(sig, fp, args);
        self.building = None;
        inst
    }

    fn build_call_indirect_inner(&mut self, sig: SigRef, fp: Value, args: &[Value]) -> Inst {
        let mut all: SmallVec<[Value; 8]> = SmallVec::new();
        all.push(fp);
        all.extend_from_slice(args);
        let (all, tys) = self.operands(&all);
        let Some(signature) = self.func().signatures.get(sig).cloned() else {
            self.error(
                ErrorCode::Malformed,
                format!("{sig} is not a signature of this function"),
            );
            let func = self.func_mut();
            let data = func.inst_data(Opcode::CallIndirect, Type::VOID, &all, Payload::Sig(sig));
            let inst = func.make_inst(data, &[]);
            self.place(inst);
            return inst;
        };
        if !crate::typing::is_code_pointer(tys[0]) {
            self.error(
                ErrorCode::TypeMismatch,
                format!(
                    "`call_indirect` needs a 64-bit pointer to the callee, found {}",
                    tys[0]
                ),
            );
        }
        let checked = check_call(
            "call_indirect",
            signature.params.iter().map(|p| p.ty),
            &signature.returns,
            &tys[1..],
        )
        .map(|_| ());
        if let Err(e) = checked {
            self.error(e.code, e.message);
        }
        let ty = signature.returns.first().copied().unwrap_or(Type::VOID);
        let func = self.func_mut();
        let data = func.inst_data(Opcode::CallIndirect, ty, &all, Payload::Sig(sig));
        let inst = func.make_inst(data, &signature.returns);
        self.place(inst);
        inst
    }

    /// Makes an instruction whose payload refers to blocks: `make` builds
    /// the payload inside the function (branch arguments go into its pool).
    pub(crate) fn build_branch(
        &mut self,
        op: Opcode,
        args: &[Value],
        make: impl FnOnce(&mut Function) -> Payload,
    ) -> Inst {
        let payload = make(self.func_mut());
        self.build(op, Type::VOID, args, payload)
    }

    fn place(&mut self, inst: Inst) {
        let loc = self.loc;
        let Some(block) = self.position.expand() else {
            self.error(
                ErrorCode::BuilderMisuse,
                "instruction built with no current block (call `switch_to_block` first)",
            );
            return;
        };
        if self.mb.state.filled[block] {
            self.error(
                ErrorCode::Terminator,
                format!("instruction after the terminator of {block}"),
            );
        }
        let func = &mut self.mb.module.functions[self.id];
        func.append_inst(block, inst);
        if !loc.is_none() {
            func.debug_locs[inst] = loc;
        }
        if !self.span.is_none() {
            func.spans[inst] = self.span;
        }
        if !func.insts[inst].opcode.is_terminator() {
            return;
        }
        self.mb.state.filled[block] = true;
        let mut targets: SmallVec<[Block; 4]> = SmallVec::new();
        func.for_each_block_call(inst, |bc| targets.push(bc.block));
        for target in targets {
            if self.mb.state.entry.expand() == Some(target) {
                self.error_at(
                    inst,
                    ErrorCode::BuilderMisuse,
                    format!("branch to the entry block {target}"),
                );
                continue;
            }
            self.mb.ssa.declare_predecessor(target, block, inst);
        }
        self.drain_ssa_errors(Some(block), Some(inst));
    }

    /// Completes the function: seals every block, removes trivial block
    /// parameters and rewrites aliases. Then, if building recorded no
    /// error, runs the [verifier](crate::verifier) on the function, which
    /// finds what only the whole function shows (a block left without a
    /// terminator, a value used where its definition does not dominate,
    /// branch arguments against parameters added later); so `Ok` means the
    /// function is valid IR. (With errors already recorded the verifier
    /// would mostly repeat them, so it is skipped.) Returns every error.
    pub fn finish(mut self) -> Result<(), Diagnostics> {
        self.seal_all_blocks();
        let func = &mut self.mb.module.functions[self.id];
        self.mb.ssa.finish(func);
        func.resolve_aliases();
        if self.errors.is_empty() {
            if let Err(found) = verify_function(&self.mb.module, self.id) {
                self.errors.extend(found);
            }
        }
        self.mb.defined[self.id] = true;
        if self.errors.is_empty() {
            Ok(())
        } else {
            self.mb.errors.extend(self.errors.iter().cloned());
            Err(Diagnostics(self.errors))
        }
    }
}

/// The result type given to an instruction whose operands break the typing
/// rules, so that emission can continue: what the instruction would produce
/// for plausible operands.
fn fallback_type(op: Opcode, ctrl: Type, args: &[Type]) -> Type {
    use Opcode::*;
    match op {
        Store | Fence | Barrier | Br | Brif | Switch | Return | Unreachable | Call => Type::VOID,
        Icmp | Fcmp => Type::I1,
        Ballot => Type::I64,
        WorkitemId | WorkgroupId | WorkgroupSize | GridSize | LaneId | WaveSize => Type::I32,
        StackAddr => Type::ptr(AddrSpace::Private),
        LdsAddr => Type::ptr(AddrSpace::Local),
        Select => args.get(1).copied().unwrap_or(Type::I32),
        Extractlane => args.first().map_or(Type::I32, |t| t.lane_type()),
        AtomicRmw => args.get(1).copied().unwrap_or(Type::I32),
        CmpXchg => args.get(1).copied().unwrap_or(Type::I32),
        _ if !ctrl.is_void() => ctrl,
        _ => args
            .iter()
            .copied()
            .find(|t| !t.is_void())
            .unwrap_or(Type::I32),
    }
}
