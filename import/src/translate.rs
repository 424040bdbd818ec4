//! [`crate::ast`] to agc IR through agc's builder.
//!
//! Role: give every LLVM construct of the subset its exact agc IR
//! meaning, or report error E0301 at its span. One pass per function over
//! its reachable blocks in reverse postorder, so a value's definition is
//! always translated before its uses (phi operands are read at the
//! predecessor's terminator, after the predecessor's own instructions).
//!
//! Mapping, one LLVM concept at a time:
//!
//! | LLVM | agc IR |
//! | --- | --- |
//! | `amdgpu_kernel void @k` / other definitions / declarations | `kernel` / `func` (`internal func` for internal and private linkage) / bodiless `func` |
//! | `phi` | block parameters (one per scalar of an aggregate phi) |
//! | first-class structs (`{i32, i1}` of `cmpxchg`, struct returns) | their scalars, one value each (a struct return is several results) |
//! | `alloca` | a stack slot of the type's allocation size (times a constant count) and `stack_addr` |
//! | `getelementptr` | `ptradd` of the byte offset: constant parts folded, each variable index extended or truncated to the pointer's index width and scaled |
//! | `addrspace(3)` globals | LDS variables (an `external` zero-sized one is the dynamic region) |
//! | `llvm.amdgcn.implicitarg.ptr` / `dispatch.ptr` | nothing: loads through them compute the field they read ([`crate::hidden`]) |
//! | intrinsics | the [`crate::intrinsics`] table |
//! | `call T %fp(...)` | `call_indirect` with the call site's signature (`inreg` kept) |
//! | `<1 x T>` | `T` (same bits, same layout; the `insertelement` + `shufflevector` splat idiom) |
//! | `zext`/`sext` to `i128`, `mul`, shift right by 64, `trunc` | `umulhi`/`smulhi` on i64 (followed symbolically); other `i128` use is E0301 |
//! | integer literals | cut to the type's width, as LLVM reads them (`i8 256` is 0) |
//! | `undef`, `poison`, `freeze` | zero (a value LLVM lets `undef` be), the operand |
//! | `!dbg !DILocation` | the instruction's debug location (DIFile directory + name) |
//!
//! Values LLVM may assume away are computed anyway: `nsw`, `nuw`,
//! `exact`, `nneg`, `inbounds`, fast-math flags and range metadata only
//! allow LLVM to assume more, and agc computes the defined result, which
//! every assumption-satisfying execution also gets. Where agc's operation
//! is defined and LLVM's is poison (shifts by the width or more,
//! `fptosi` out of range), agc's result is one of LLVM's allowed results.
//!
//! Invariants provided: the result went through [`agc_ir::builder`], so
//! the module is verified IR; every instruction carries the span of the
//! LLVM instruction it came from, so later stages' diagnostics point into
//! the `.ll` file. Unreachable blocks (no path from the entry) are not
//! translated: no execution reaches them.

use crate::ast::{self, *};
use crate::hidden;
use crate::intrinsics::{self, Intr};
use agc_ir::builder::{FunctionBuilder, ModuleBuilder};
use agc_ir::{
    AddrSpace, AtomicRmwOp, Block, DebugLoc, Diagnostic, ErrorCode, FileId, FloatCC, FuncId,
    FuncKind, IntCC, LdsVar, Linkage, MemArgs, Opcode, Ordering, Param, Payload, Signature, Span,
    SyncScope, Type, Value,
};
use rustc_hash::FxHashMap;
use smallvec::{smallvec, SmallVec};

type TResult<T> = Result<T, Diagnostic>;

fn unsupported(span: Span, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::new(ErrorCode::LlvmUnsupported, span, msg)
}

fn invalid(span: Span, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::new(ErrorCode::LlvmInvalid, span, msg)
}

/// Longest `memcpy`/`memset` expanded in registers, in bytes.
pub const MAX_MEM_INTRINSIC_BYTES: u64 = 1024;

/// What a module-level name became.
#[derive(Copy, Clone)]
enum GlobalRef {
    Lds(LdsVar),
    Func(FuncId),
    Intrinsic(Intr),
    /// An `llvm.*` declaration without a table row: an error where called.
    UnknownIntrinsic,
    /// An internal global variable outside LDS: an error where used.
    Data(Span),
    Undefined,
}

// ---- types and layout ----

/// The agc type of a first-class scalar or small vector.
fn agc_type(types: &TypeTable, ty: TyId) -> Option<Type> {
    Some(match types.get(ty) {
        Ty::Int(1) => Type::I1,
        Ty::Int(8) => Type::I8,
        Ty::Int(16) => Type::I16,
        Ty::Int(32) => Type::I32,
        Ty::Int(64) => Type::I64,
        Ty::Half => Type::F16,
        Ty::BFloat => Type::BF16,
        Ty::Float => Type::F32,
        Ty::Double => Type::F64,
        Ty::Ptr(n) => Type::ptr(addr_space(*n)?),
        Ty::Vector {
            n,
            elem,
            scalable: false,
        } => {
            let e = agc_type(types, *elem)?;
            if e.is_ptr() || e == Type::I1 {
                return None;
            }
            e.with_lanes(*n)?
        }
        _ => return None,
    })
}

/// LLVM's AMDGPU address-space numbers.
fn addr_space(n: u32) -> Option<AddrSpace> {
    Some(match n {
        0 => AddrSpace::Flat,
        1 => AddrSpace::Global,
        3 => AddrSpace::Local,
        4 => AddrSpace::Constant,
        5 => AddrSpace::Private,
        _ => return None,
    })
}

/// The text of a type, for messages.
fn type_name(types: &TypeTable, ty: TyId) -> String {
    match types.get(ty) {
        Ty::Void => "void".into(),
        Ty::Int(b) => format!("i{b}"),
        Ty::Half => "half".into(),
        Ty::BFloat => "bfloat".into(),
        Ty::Float => "float".into(),
        Ty::Double => "double".into(),
        Ty::Unsupported(n) => (*n).into(),
        Ty::Ptr(0) => "ptr".into(),
        Ty::Ptr(n) => format!("ptr addrspace({n})"),
        Ty::Vector { n, elem, scalable } => format!(
            "<{}{n} x {}>",
            if *scalable { "vscale x " } else { "" },
            type_name(types, *elem)
        ),
        Ty::Array { n, elem } => format!("[{n} x {}]", type_name(types, *elem)),
        Ty::Struct { fields, packed } => {
            let inner: Vec<String> = fields.iter().map(|&f| type_name(types, f)).collect();
            if *packed {
                format!("<{{ {} }}>", inner.join(", "))
            } else {
                format!("{{ {} }}", inner.join(", "))
            }
        }
        Ty::Opaque => "opaque".into(),
        Ty::Label => "label".into(),
        Ty::Metadata => "metadata".into(),
        Ty::Token => "token".into(),
        Ty::Func => "a function type".into(),
    }
}

/// Why a value type is not an agc type, as a message.
fn type_error(types: &TypeTable, ty: TyId, span: Span, what: &str) -> Diagnostic {
    let name = type_name(types, ty);
    let why = match types.get(ty) {
        Ty::Int(_) => "agc's integers are i1, i8, i16, i32 and i64",
        Ty::Ptr(_) => "agc's address spaces are 0 (flat), 1, 3, 4 and 5",
        Ty::Vector { .. } => "agc's vectors have 2, 3, 4, 8 or 16 lanes of a non-boolean scalar",
        _ => "it has no agc IR type",
    };
    unsupported(span, format!("{what} of type `{name}`: {why}"))
}

/// (allocation size, ABI alignment) in bytes under the AMDGPU data layout:
/// scalars naturally aligned (i64 and double at 8), 32-bit pointers in
/// address spaces 2, 3, 5 and 6, vectors aligned to their size rounded up
/// to a power of two, structs laid out in order with padding.
fn layout(types: &TypeTable, ty: TyId) -> Option<(u64, u64)> {
    Some(match types.get(ty) {
        Ty::Int(b) => {
            let bytes = (*b as u64).div_ceil(8);
            let align = bytes.next_power_of_two().min(8);
            (bytes.div_ceil(align) * align, align)
        }
        Ty::Half | Ty::BFloat => (2, 2),
        Ty::Float => (4, 4),
        Ty::Double => (8, 8),
        Ty::Ptr(2 | 3 | 5 | 6) => (4, 4),
        Ty::Ptr(0 | 1 | 4) => (8, 8),
        Ty::Vector {
            n,
            elem,
            scalable: false,
        } => {
            let bits = elem_bits(types, *elem)? * *n as u64;
            let size = bits.div_ceil(8);
            let align = size.next_power_of_two();
            (size.div_ceil(align) * align, align)
        }
        Ty::Array { n, elem } => {
            let (s, a) = layout(types, *elem)?;
            (s.checked_mul(*n)?, a)
        }
        Ty::Struct { fields, packed } => {
            let (mut off, mut align) = (0u64, 1u64);
            for &f in fields {
                let (s, a) = layout(types, f)?;
                let a = if *packed { 1 } else { a };
                off = off.div_ceil(a).checked_mul(a)?.checked_add(s)?;
                align = align.max(a);
            }
            (off.div_ceil(align) * align, align)
        }
        _ => return None,
    })
}

fn elem_bits(types: &TypeTable, ty: TyId) -> Option<u64> {
    Some(match types.get(ty) {
        Ty::Int(b) => *b as u64,
        Ty::Half | Ty::BFloat => 16,
        Ty::Float => 32,
        Ty::Double => 64,
        Ty::Ptr(2 | 3 | 5 | 6) => 32,
        Ty::Ptr(_) => 64,
        _ => return None,
    })
}

/// Byte offset of field `i` of a struct.
fn field_offset(types: &TypeTable, fields: &[TyId], packed: bool, i: usize) -> Option<u64> {
    let mut off = 0u64;
    for (k, &f) in fields.iter().enumerate() {
        let (s, a) = layout(types, f)?;
        let a = if packed { 1 } else { a };
        off = off.div_ceil(a) * a;
        if k == i {
            return Some(off);
        }
        off += s;
    }
    None
}

/// Most type nodes a first-class aggregate may have (its scalars, the
/// structs and arrays around them, empty ones included). The bound keeps
/// flattening linear: without it `[64 x [64 x ...]]` nests to 64^k
/// scalars from a few bytes of text. clang's aggregates (`cmpxchg`'s
/// `{ T, i1 }`, small struct returns) have a handful.
pub const MAX_AGGREGATE_NODES: u32 = 256;

/// The agc scalars an aggregate (or a scalar) flattens to, in order;
/// false if it has a non-agc scalar or more than [`MAX_AGGREGATE_NODES`]
/// nodes.
fn flatten(types: &TypeTable, ty: TyId, out: &mut SmallVec<[Type; 4]>) -> bool {
    let mut budget = MAX_AGGREGATE_NODES;
    flatten_within(types, ty, out, &mut budget)
}

fn flatten_within(
    types: &TypeTable,
    ty: TyId,
    out: &mut SmallVec<[Type; 4]>,
    budget: &mut u32,
) -> bool {
    if *budget == 0 {
        return false;
    }
    *budget -= 1;
    if let Some(t) = agc_type(types, ty) {
        out.push(t);
        return true;
    }
    match types.get(ty) {
        Ty::Struct { fields, .. } => fields
            .iter()
            .all(|&f| flatten_within(types, f, out, budget)),
        Ty::Array { n, elem } if *n <= u64::from(MAX_AGGREGATE_NODES) => {
            (0..*n).all(|_| flatten_within(types, *elem, out, budget))
        }
        _ => false,
    }
}

/// Number of scalars `ty` flattens to, if it flattens.
fn flat_len(types: &TypeTable, ty: TyId) -> Option<usize> {
    let mut v = SmallVec::new();
    flatten(types, ty, &mut v).then_some(v.len())
}

/// The flat range and type of the member at `path` in aggregate `ty`.
/// Linear in the aggregate's nodes: the whole type flattens first, so
/// every subtree measured below is part of one bounded tree.
fn member(types: &TypeTable, ty: TyId, path: &[u32]) -> Option<(usize, usize, TyId)> {
    flat_len(types, ty)?;
    let mut start = 0usize;
    let mut cur = ty;
    for &i in path {
        match types.get(cur) {
            Ty::Struct { fields, .. } => {
                let i = i as usize;
                if i >= fields.len() {
                    return None;
                }
                for &f in &fields[..i] {
                    start += flat_len(types, f)?;
                }
                cur = fields[i];
            }
            Ty::Array { n, elem } => {
                if i as u64 >= *n {
                    return None;
                }
                start += i as usize * flat_len(types, *elem)?;
                cur = *elem;
            }
            _ => return None,
        }
    }
    Some((start, flat_len(types, cur)?, cur))
}

// ---- module ----

struct Ctx<'m, 'a> {
    m: &'m ast::Module<'a>,
    globals: Vec<GlobalRef>,
    files: FxHashMap<u32, Option<FileId>>,
}

/// Translates a parsed module.
pub fn translate(m: &ast::Module<'_>) -> Result<agc_ir::Module, Vec<Diagnostic>> {
    let one = |d: Diagnostic| vec![d];
    let mut mb = ModuleBuilder::new();
    let types = &m.types;
    let mut globals = vec![GlobalRef::Undefined; m.globals.len()];
    // LDS variables first, then every function's declaration, so bodies
    // may refer to anything.
    for (i, g) in m.globals.iter().enumerate() {
        match g {
            // A module-local data global that nothing uses is dead (no
            // other object or host can name it): it needs no translation.
            // Used, it is an error where it is used.
            Global::Var(v) if v.addrspace != 3 && v.internal && v.unsupported.is_none() => {
                globals[i] = GlobalRef::Data(v.span)
            }
            Global::Var(v) => {
                globals[i] = GlobalRef::Lds(declare_var(&mut mb, types, v).map_err(one)?)
            }
            Global::Undefined(name, span) if !name.starts_with("llvm.") => {
                return Err(one(Diagnostic::new(
                    ErrorCode::LlvmUndefined,
                    *span,
                    format!("`@{name}` is used but never defined or declared"),
                )))
            }
            _ => {}
        }
    }
    for (i, g) in m.globals.iter().enumerate() {
        let f = match g {
            Global::Func(f) => f,
            Global::Undefined(name, _) => {
                // Intrinsics are looked up by name even when undeclared.
                globals[i] = intrinsics::lookup(name)
                    .map_or(GlobalRef::UnknownIntrinsic, GlobalRef::Intrinsic);
                continue;
            }
            Global::Var(_) => continue,
        };
        if f.name.starts_with("llvm.") {
            globals[i] = intrinsics::lookup(f.name)
                .map_or(GlobalRef::UnknownIntrinsic, GlobalRef::Intrinsic);
            continue;
        }
        globals[i] = GlobalRef::Func(declare_function(&mut mb, m, f).map_err(one)?);
    }
    let mut cx = Ctx {
        m,
        globals,
        files: FxHashMap::default(),
    };
    let mut errors = Vec::new();
    for (i, g) in m.globals.iter().enumerate() {
        let (Global::Func(f), GlobalRef::Func(id)) = (g, cx.globals[i]) else {
            continue;
        };
        if !f.is_definition {
            mb.declare_external(id);
            continue;
        }
        if let Err(mut e) = define_function(&mut cx, &mut mb, f, id) {
            errors.append(&mut e);
            // Later functions' errors are usually independent; stop after
            // a few so hostile input stays cheap.
            if errors.len() >= 8 {
                break;
            }
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    mb.finish().map_err(Vec::from)
}

fn declare_var(mb: &mut ModuleBuilder, types: &TypeTable, v: &GlobalVar<'_>) -> TResult<LdsVar> {
    if let Some((what, span)) = v.unsupported {
        return Err(unsupported(
            span,
            format!(
                "`{what}` on global `@{}` is outside the subset agc imports",
                v.name
            ),
        ));
    }
    if v.addrspace != 3 {
        return Err(unsupported(v.span, format!(
            "global variable `@{}` in address space {}: agc's IR has no global data, only LDS variables (`addrspace(3)`)",
            v.name, v.addrspace
        )).with_help("pass the data as a kernel argument (a buffer) instead"));
    }
    if let Some(init) = &v.init {
        let ok = matches!(init.v, Val::Const(c) if matches!(types_const(types, c), true));
        let undef = matches!(init.v, Val::Const(_));
        if !ok || !undef {
            return Err(unsupported(
                init.span,
                "an LDS variable cannot have an initializer",
            ));
        }
    }
    let (size, natural) = layout(types, v.ty)
        .ok_or_else(|| type_error(types, v.ty, v.span, &format!("LDS variable `@{}`", v.name)))?;
    let align = if v.align != 0 { v.align } else { natural };
    if !align.is_power_of_two() || align > 1 << 16 {
        return Err(invalid(
            v.span,
            format!(
                "alignment {align} of `@{}` is not a power of two up to 65536",
                v.name
            ),
        ));
    }
    if v.init.is_none() && size == 0 {
        return Ok(mb.declare_dynamic_lds(v.name, align as u32));
    }
    if v.init.is_none() {
        return Err(unsupported(v.span, format!("external LDS variable `@{}` of nonzero size: only the zero-sized dynamic region can be external", v.name)));
    }
    let size =
        u32::try_from(size).map_err(|_| unsupported(v.span, "an LDS variable of 4 GiB or more"))?;
    Ok(mb.declare_lds(v.name, size, align as u32))
}

/// Placeholder for initializer checking: the parser's constants are
/// checked by kind in [`declare_var`]'s caller.
fn types_const(_types: &TypeTable, _c: u32) -> bool {
    true
}

fn check_name(name: &str, span: Span) -> TResult<()> {
    let ok = !name.is_empty()
        && name
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'.');
    if ok {
        Ok(())
    } else {
        Err(unsupported(span, format!("the name `@{name}`: agc's symbol names are made of ASCII letters, digits, `_` and `.`")))
    }
}

fn declare_function(
    mb: &mut ModuleBuilder,
    m: &ast::Module<'_>,
    f: &ast::Function<'_>,
) -> TResult<FuncId> {
    let types = &m.types;
    check_name(f.name, f.span)?;
    if let Some((cc, span)) = f.bad_cc {
        return Err(unsupported(
            span,
            format!(
                "the calling convention `{cc}`: agc imports `amdgpu_kernel` and the default one"
            ),
        ));
    }
    if f.variadic {
        return Err(unsupported(
            f.span,
            format!("variadic function `@{}`", f.name),
        ));
    }
    let mut params = Vec::with_capacity(f.params.len());
    for p in &f.params {
        if let Some((attr, span)) = p.unsupported_attr {
            return Err(unsupported(
                span,
                format!("the parameter attribute `{attr}` is outside the subset agc imports"),
            ));
        }
        let ty =
            agc_type(types, p.ty).ok_or_else(|| type_error(types, p.ty, p.span, "a parameter"))?;
        let pointee_align = match p.align {
            None => 0,
            // LLVM rejects both, in its parser and its verifier.
            Some((a, span)) if !a.is_power_of_two() || ty.addr_space().is_none() => {
                return Err(invalid(
                    span,
                    format!("`align {a}` on a parameter of type {ty}: only a pointer takes one, a power of two"),
                ));
            }
            Some((a, span)) => u32::try_from(a).map_err(|_| {
                unsupported(
                    span,
                    format!("a pointee alignment of {a} bytes (agc's largest is 2^31)"),
                )
            })?,
        };
        // Unnamed here: the body names its parameters from the LLVM IR
        // (`set_value_name`), sanitized, as it names every value.
        params.push((
            "",
            Param {
                ty,
                inreg: p.inreg && !f.kernel,
                pointee_align,
            },
        ));
    }
    let mut returns: SmallVec<[Type; 4]> = SmallVec::new();
    if *types.get(f.ret) != Ty::Void && !flatten(types, f.ret, &mut returns) {
        return Err(type_error(types, f.ret, f.span, "a return value"));
    }
    let kind = if f.kernel {
        FuncKind::Kernel
    } else {
        FuncKind::Device
    };
    if f.kernel && !returns.is_empty() {
        return Err(invalid(
            f.span,
            "an `amdgpu_kernel` function must return void",
        ));
    }
    let id = mb.declare_function(f.name, kind, &params, &returns);
    mb.set_function_span(id, f.span);
    if f.internal {
        if f.kernel || !f.is_definition {
            return Err(unsupported(f.span, "an internal kernel or declaration"));
        }
        mb.set_linkage(id, Linkage::Internal);
    }
    Ok(id)
}

/// A function's string attribute, from its header or its groups.
fn fn_attr<'a>(m: &ast::Module<'a>, f: &ast::Function<'a>, key: &str) -> Option<&'a str> {
    f.attrs
        .iter()
        .chain(
            f.attr_groups
                .iter()
                .filter_map(|g| m.attr_groups.get(g))
                .flatten(),
        )
        .find(|(k, _)| *k == key)
        .map(|(_, v)| *v)
}

fn parse_pair(s: &str) -> Option<(u32, Option<u32>)> {
    let mut it = s.split(',');
    let a = it.next()?.trim().parse().ok()?;
    let b = match it.next() {
        Some(b) => Some(b.trim().parse().ok()?),
        None => None,
    };
    if it.next().is_some() {
        return None;
    }
    Some((a, b))
}

/// `denormal-fp-math` values (`output,input`) as agc's mode bits: bit 0
/// keeps denormal inputs, bit 1 denormal outputs.
fn denorm_mode(s: &str) -> Option<u32> {
    let keeps = |k: &str| match k.trim() {
        "ieee" | "dynamic" => Some(true),
        "preserve-sign" | "positive-zero" => Some(false),
        _ => None,
    };
    let mut it = s.split(',');
    let out = keeps(it.next()?)?;
    let inp = match it.next() {
        Some(i) => keeps(i)?,
        None => out,
    };
    Some(inp as u32 | (out as u32) << 1)
}

fn kernel_attrs(
    m: &ast::Module<'_>,
    f: &ast::Function<'_>,
    b: &mut FunctionBuilder<'_>,
) -> TResult<()> {
    let bad = |key: &str, v: &str| {
        invalid(
            f.span,
            format!("`\"{key}\"=\"{v}\"` on `@{}` is malformed", f.name),
        )
    };
    if let Some(v) = fn_attr(m, f, "amdgpu-flat-work-group-size") {
        let (lo, hi) = parse_pair(v)
            .and_then(|(a, b)| Some((a, b?)))
            .ok_or_else(|| bad("amdgpu-flat-work-group-size", v))?;
        b.set_flat_workgroup_size(lo, hi);
    }
    if let Some(v) = fn_attr(m, f, "amdgpu-waves-per-eu") {
        let (lo, hi) = parse_pair(v).ok_or_else(|| bad("amdgpu-waves-per-eu", v))?;
        // A missing maximum means "no upper bound": the largest agc takes.
        b.set_waves_per_eu(lo, hi.unwrap_or(10).max(lo));
    }
    let f32_mode =
        fn_attr(m, f, "denormal-fp-math-f32").or_else(|| fn_attr(m, f, "denormal-fp-math"));
    let f64_mode = fn_attr(m, f, "denormal-fp-math");
    if f32_mode.is_some() || f64_mode.is_some() {
        let a = f32_mode
            .map_or(Some(3), denorm_mode)
            .ok_or_else(|| bad("denormal-fp-math-f32", f32_mode.unwrap_or("")))?;
        let c = f64_mode
            .map_or(Some(3), denorm_mode)
            .ok_or_else(|| bad("denormal-fp-math", f64_mode.unwrap_or("")))?;
        if (a, c) != (3, 3) {
            b.set_float_denorm_mode(a, c);
        }
    }
    // `uniform-work-group-size` is accepted either way: agc's geometry
    // operations are exact for partial workgroups too (see `hidden`).
    for &(kind, node, at) in &f.metadata {
        if kind != "reqd_work_group_size" {
            continue;
        }
        let n = m.metadata.get(&node).ok_or_else(|| {
            Diagnostic::new(
                ErrorCode::LlvmUndefined,
                at,
                format!("metadata `!{node}` is never defined"),
            )
        })?;
        let mut size = [0u32; 3];
        let mut k = 0;
        for (_, v) in &n.fields {
            let MdVal::Value(Opd {
                v: Val::Const(c), ..
            }) = v
            else {
                return Err(invalid(
                    at,
                    "`!reqd_work_group_size` must list three integers",
                ));
            };
            match (&m.consts[*c as usize], size.get_mut(k)) {
                (Const::Int(x), Some(s)) => *s = u32::try_from(*x).unwrap_or(u32::MAX),
                _ => {
                    return Err(invalid(
                        at,
                        "`!reqd_work_group_size` must list three integers",
                    ))
                }
            }
            k += 1;
        }
        if k != 3 {
            return Err(invalid(
                at,
                "`!reqd_work_group_size` must list three integers",
            ));
        }
        b.set_reqd_workgroup_size(size);
    }
    Ok(())
}

// ---- functions ----

/// A pointer into the hidden arguments or the dispatch packet, followed
/// symbolically: the block and the byte offset (a constant plus, when an
/// index is not constant, an `i64` value).
#[derive(Copy, Clone, Debug)]
struct Imp {
    block: hidden::Block,
    konst: i64,
    var: Option<Value>,
}

/// What an LLVM value is in agc IR.
#[derive(Clone, Debug)]
enum Lv {
    /// Not translated: defined in an unreachable block, or a void result.
    None,
    V(Value),
    /// A first-class aggregate: its scalars in order.
    Agg(SmallVec<[Value; 4]>),
    Imp(Imp),
    /// An `alloca` that only ever holds an [`Imp`] (clang's -O0 spill of
    /// the implicit-argument pointer): no memory, the stored pointer.
    ImpSlot(Option<Imp>),
    /// An `i128` of the 64-bit multiply-high idiom (see [`Wide`]).
    Wide(Wide),
}

/// agc has no 128-bit integers, but LLVM writes a 64 x 64-bit multiply's
/// high half as `ext` to i128, `mul`, a shift right by 64 and `trunc`
/// (clang's `mul_hi`/`__umul64hi`, agc's own export of `umulhi`/`smulhi`
/// on i64). Such i128 values are followed symbolically, each step exact,
/// and the `trunc` computes the result with agc's i64 operations; any
/// other use of an i128 is error E0301.
#[derive(Copy, Clone, Debug)]
enum Wide {
    /// `zext`/`sext` of an integer of at most 64 bits (held as i64).
    Ext { signed: bool, v: Value },
    /// The full product of two extensions of the same kind.
    Prod { signed: bool, a: Value, b: Value },
    /// That product shifted right by 64: its high half.
    Hi { signed: bool, a: Value, b: Value },
}

struct Fx<'c, 'm, 'a, 'b> {
    cx: &'c mut Ctx<'m, 'a>,
    f: &'m ast::Function<'a>,
    b: FunctionBuilder<'b>,
    vals: Vec<Lv>,
    blocks: Vec<Option<Block>>,
    /// The locals of `alloca`s that hold an implicit-argument pointer.
    imp_slot: Vec<bool>,
    /// Constants made in the current block.
    consts: FxHashMap<(Type, u64), Value>,
    /// The LLVM block being translated.
    cur: Local,
}

fn define_function<'m, 'a>(
    cx: &mut Ctx<'m, 'a>,
    mb: &mut ModuleBuilder,
    f: &'m ast::Function<'a>,
    id: FuncId,
) -> Result<(), Vec<Diagnostic>> {
    let m = cx.m;
    let mut b = mb.define(id);
    b.set_span(f.span);
    if f.kernel {
        kernel_attrs(m, f, &mut b).map_err(|d| vec![d])?;
    }
    let entry = b.create_entry_block();
    let params: SmallVec<[Value; 8]> = b.block_params(entry).iter().copied().collect();
    let mut fx = Fx {
        cx,
        f,
        b,
        vals: vec![Lv::None; f.locals.len()],
        blocks: vec![None; f.blocks.len()],
        imp_slot: vec![false; f.locals.len()],
        consts: FxHashMap::default(),
        cur: 0,
    };
    for (i, d) in f.locals.iter().enumerate() {
        if let LocalDef::Arg(a) = *d {
            fx.vals[i] = Lv::V(params[a as usize]);
            let name = f.local_names[i];
            if !name.is_empty() && !name.bytes().all(|c| c.is_ascii_digit()) {
                fx.b.set_value_name(params[a as usize], &sanitize(name));
            }
        }
    }
    let r = fx.body(entry);
    let Fx { b, .. } = fx;
    if let Err(d) = r {
        // The builder's own errors (if any) come first: they are about
        // earlier instructions.
        let mut errs: Vec<Diagnostic> = b.errors().iter().cloned().map(as_import_error).collect();
        errs.push(d);
        return Err(errs);
    }
    b.finish()
        .map_err(|e| e.into_iter().map(as_import_error).collect())
}

/// An error of agc's builder or verifier on what the importer built, as
/// the importer's own code (its span and message kept): typing, dominance
/// and signature rules are LLVM's too (E0303); the rest (alignment of
/// atomics, orderings, address spaces) are agc's restrictions, which LLVM
/// IR may go beyond (E0301).
fn as_import_error(d: Diagnostic) -> Diagnostic {
    let code = match d.code {
        ErrorCode::TypeMismatch
        | ErrorCode::Dominance
        | ErrorCode::Terminator
        | ErrorCode::BlockArgs
        | ErrorCode::CallSignature
        | ErrorCode::Signature
        | ErrorCode::Malformed => ErrorCode::LlvmInvalid,
        ErrorCode::LlvmSyntax
        | ErrorCode::LlvmUnsupported
        | ErrorCode::LlvmUndefined
        | ErrorCode::LlvmInvalid => d.code,
        _ => ErrorCode::LlvmUnsupported,
    };
    Diagnostic { code, ..d }
}

/// A value name agc's text format can print (`-` and `$` become `_`).
fn sanitize(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' || c == '.' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// The blocks a terminator can go to.
fn successors(inst: &ast::Inst<'_>, out: &mut SmallVec<[Local; 4]>) {
    match &inst.kind {
        InstKind::Br(t) => out.push(*t),
        InstKind::CondBr { t, f, .. } => {
            out.push(*t);
            out.push(*f);
        }
        InstKind::Switch { default, cases, .. } => {
            out.push(*default);
            out.extend(cases.iter().map(|c| c.1));
        }
        _ => {}
    }
}

impl<'c, 'm, 'a, 'b> Fx<'c, 'm, 'a, 'b> {
    fn types(&self) -> &'m TypeTable {
        &self.cx.m.types
    }

    fn block_index(&self, l: Local, span: Span) -> TResult<u32> {
        match self.f.locals[l as usize] {
            LocalDef::Block(i) => Ok(i),
            _ => Err(invalid(
                span,
                format!("`%{}` is not a block", self.f.local_name(l)),
            )),
        }
    }

    /// Reverse postorder of the blocks reachable from the entry.
    fn rpo(&self) -> TResult<Vec<u32>> {
        let n = self.f.blocks.len();
        let mut state = vec![0u8; n]; // 0 new, 1 on stack, 2 done
        let mut post = Vec::with_capacity(n);
        let mut stack: Vec<(u32, SmallVec<[Local; 4]>, usize)> = Vec::new();
        let succ_of = |fx: &Self, bi: u32| -> TResult<SmallVec<[Local; 4]>> {
            let blk = &fx.f.blocks[bi as usize];
            let mut s = SmallVec::new();
            if let Some(last) = blk.insts.clone().last() {
                successors(&fx.f.insts[last as usize], &mut s);
            }
            Ok(s)
        };
        state[0] = 1;
        stack.push((0, succ_of(self, 0)?, 0));
        while let Some(top) = stack.last_mut() {
            if top.2 < top.1.len() {
                let l = top.1[top.2];
                top.2 += 1;
                let span = self.f.blocks[top.0 as usize].span;
                let bi = self.block_index(l, span)?;
                if bi == 0 {
                    return Err(invalid(span, "a branch to the entry block"));
                }
                if state[bi as usize] == 0 {
                    state[bi as usize] = 1;
                    let s = succ_of(self, bi)?;
                    stack.push((bi, s, 0));
                }
            } else {
                let (bi, ..) = stack.pop().expect("non-empty");
                state[bi as usize] = 2;
                post.push(bi);
            }
        }
        post.reverse();
        Ok(post)
    }

    /// Which locals hold an implicit-argument or dispatch pointer, and
    /// which allocas only store one: a fixed point over the instructions
    /// (values flow forward through GEPs, selects and such allocas).
    fn find_imp_slots(&mut self) {
        let f = self.f;
        let mut derived = vec![false; f.locals.len()];
        let is_derived = |d: &[bool], o: &Opd| matches!(o.v, Val::Local(l) if d[l as usize]);
        loop {
            let mut changed = false;
            for inst in &f.insts {
                let Some(r) = inst.result else {
                    if let InstKind::Store { v, ptr, .. } = &inst.kind {
                        if let Val::Local(p) = ptr.v {
                            if is_derived(&derived, v)
                                && matches!(f.locals[p as usize], LocalDef::Inst(i) if matches!(f.insts[i as usize].kind, InstKind::Alloca { .. }))
                                && !self.imp_slot[p as usize]
                            {
                                self.imp_slot[p as usize] = true;
                                changed = true;
                            }
                        }
                    }
                    continue;
                };
                let d = match &inst.kind {
                    InstKind::Call {
                        callee:
                            Opd {
                                v: Val::Global(g), ..
                            },
                        ..
                    } => matches!(
                        self.cx.globals[*g as usize],
                        GlobalRef::Intrinsic(Intr::ImplicitArgPtr | Intr::DispatchPtr)
                    ),
                    InstKind::Gep { base, .. } => is_derived(&derived, base),
                    InstKind::Select { a, b, .. } => {
                        is_derived(&derived, a) || is_derived(&derived, b)
                    }
                    InstKind::Freeze(a) => is_derived(&derived, a),
                    InstKind::Load {
                        ptr:
                            Opd {
                                v: Val::Local(p), ..
                            },
                        ..
                    } => self.imp_slot[*p as usize],
                    _ => false,
                };
                if d && !derived[r as usize] {
                    derived[r as usize] = true;
                    changed = true;
                }
            }
            if !changed {
                return;
            }
        }
    }

    fn body(&mut self, entry: Block) -> TResult<()> {
        let order = self.rpo()?;
        self.find_imp_slots();
        let f = self.f;
        // Blocks and their parameters (one per phi scalar) first, so any
        // branch can pass arguments.
        for &bi in &order {
            let blk = &f.blocks[bi as usize];
            let block = if bi == 0 {
                entry
            } else {
                self.b.create_block()
            };
            self.blocks[bi as usize] = Some(block);
            for i in blk.insts.clone() {
                let inst = &f.insts[i as usize];
                let InstKind::Phi { ty, .. } = &inst.kind else {
                    break;
                };
                if bi == 0 {
                    return Err(invalid(inst.span, "a phi in the entry block"));
                }
                let mut flat = SmallVec::new();
                if !flatten(self.types(), *ty, &mut flat) {
                    return Err(type_error(self.types(), *ty, inst.span, "a phi"));
                }
                let vals: SmallVec<[Value; 4]> = flat
                    .iter()
                    .map(|&t| self.b.append_block_param(block, t))
                    .collect();
                let lv = if agc_type(self.types(), *ty).is_some() {
                    Lv::V(vals[0])
                } else {
                    Lv::Agg(vals)
                };
                if let Some(r) = inst.result {
                    self.vals[r as usize] = lv;
                }
            }
        }
        for &bi in &order {
            let blk = &f.blocks[bi as usize];
            let block = self.blocks[bi as usize].expect("created");
            self.b.switch_to_block(block);
            self.consts.clear();
            self.cur = blk.local;
            let name = f.local_names[blk.local as usize];
            if !name.is_empty() && !name.bytes().all(|c| c.is_ascii_digit()) {
                let s = sanitize(name);
                if s.as_bytes()[0].is_ascii_alphabetic() || s.starts_with('_') {
                    self.b.set_block_name(block, &s);
                }
            }
            for i in blk.insts.clone() {
                let inst = &f.insts[i as usize];
                if matches!(inst.kind, InstKind::Phi { .. }) {
                    continue;
                }
                self.b.set_span(inst.span);
                let loc = match inst.dbg {
                    Some(n) => self.debug_loc(n),
                    None => DebugLoc::default(),
                };
                self.b.set_debug_loc(loc);
                let before = self.b.errors().len();
                let lv = self.inst(inst)?;
                if self.b.errors().len() > before {
                    // The builder rejected what we built: the LLVM operands
                    // break a typing rule (invalid LLVM IR, or a gap here).
                    let e = self.b.errors()[before].clone();
                    return Err(as_import_error(Diagnostic {
                        span: inst.span,
                        ..e
                    }));
                }
                if let Some(r) = inst.result {
                    self.vals[r as usize] = lv;
                    if let Lv::V(v) = &self.vals[r as usize] {
                        let name = f.local_names[r as usize];
                        if !name.is_empty() && !name.bytes().all(|c| c.is_ascii_digit()) {
                            self.b.set_value_name(*v, &sanitize(name));
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// The debug location of `!N` (a DILocation), or none when its
    /// scope chain names no file.
    fn debug_loc(&mut self, n: u32) -> DebugLoc {
        let md = &self.cx.m.metadata;
        let Some(node) = md.get(&n) else {
            return DebugLoc::default();
        };
        if node.kind != "DILocation" {
            return DebugLoc::default();
        }
        let int = |v: Option<&MdVal>| match v {
            Some(MdVal::Int(x)) => u32::try_from(*x).unwrap_or(0),
            _ => 0,
        };
        let (line, col) = (int(node.field("line")), int(node.field("column")));
        // Walk scopes up to a node with a file.
        let mut scope = node.field("scope");
        let mut file_ref = None;
        for _ in 0..64 {
            let Some(MdVal::Ref(s)) = scope else { break };
            let Some(sn) = md.get(s) else { break };
            if let Some(MdVal::Ref(fr)) = sn.field("file") {
                file_ref = Some(*fr);
                break;
            }
            scope = sn.field("scope");
        }
        let Some(fr) = file_ref else {
            return DebugLoc::default();
        };
        let file = match self.cx.files.get(&fr) {
            Some(f) => *f,
            None => {
                let f = md.get(&fr).and_then(|d| {
                    let name = match d.field("filename") {
                        Some(MdVal::Str(s)) => *s,
                        _ => return None,
                    };
                    let dir = match d.field("directory") {
                        Some(MdVal::Str(s)) => *s,
                        _ => "",
                    };
                    let path = if name.starts_with('/') || dir.is_empty() {
                        name.to_string()
                    } else {
                        format!("{dir}/{name}")
                    };
                    Some(self.b.add_file(&path))
                });
                self.cx.files.insert(fr, f);
                f
            }
        };
        match file {
            Some(f) => DebugLoc::new(f, line, col),
            None => DebugLoc::default(),
        }
    }

    // ---- operands ----

    fn ty_of(&self, ty: TyId, span: Span, what: &str) -> TResult<Type> {
        agc_type(self.types(), ty).ok_or_else(|| type_error(self.types(), ty, span, what))
    }

    fn iconst(&mut self, ty: Type, bits: u64) -> Value {
        if let Some(&v) = self.consts.get(&(ty, bits)) {
            return v;
        }
        let v = self.b.ins().iconst(ty, bits as i64);
        self.consts.insert((ty, bits), v);
        v
    }

    fn fconst(&mut self, ty: Type, bits: u64) -> Value {
        // Floats share the cache with integers of another type key.
        let key = (ty, bits);
        if let Some(&v) = self.consts.get(&key) {
            return v;
        }
        let v = self.b.ins().fconst_bits(ty, bits);
        self.consts.insert(key, v);
        v
    }

    fn null(&mut self, ty: Type) -> Value {
        let w = if ty.addr_space().is_some_and(|a| a.pointer_bits() == 32) {
            Type::I32
        } else {
            Type::I64
        };
        let z = self.iconst(w, 0);
        self.b.ins().inttoptr(ty, z)
    }

    fn zero(&mut self, ty: Type) -> Value {
        if ty.is_vector() {
            let lane = self.zero(ty.lane_type());
            return self.b.ins().splat(ty, lane);
        }
        if ty.is_ptr() {
            self.null(ty)
        } else if ty.is_float() {
            self.fconst(ty, 0)
        } else {
            self.iconst(ty, 0)
        }
    }

    /// Lane `k` of `v`; a scalar is its own lane 0 (LLVM's one-lane
    /// vectors, `<1 x float>` in the splat idiom `insertelement` then
    /// `shufflevector`, are agc scalars: same bits, same memory layout).
    fn lane(&mut self, v: Value, k: u8) -> Value {
        if self.b.value_type(v).is_vector() {
            self.b.ins().extractlane(v, k)
        } else {
            v
        }
    }

    /// A scalar (or vector) operand.
    fn val(&mut self, o: &Opd) -> TResult<Value> {
        match self.lv(o)? {
            Lv::V(v) => Ok(v),
            Lv::Imp(_) | Lv::ImpSlot(_) => Err(unsupported(o.span, "a pointer to the hidden kernel arguments or the dispatch packet used other than to load a field of it")),
            Lv::Agg(_) => Err(unsupported(o.span, "an aggregate value where a scalar is needed")),
            Lv::Wide(_) => Err(unsupported(o.span, "an i128 value used other than in a 64 x 64-bit multiply's high half: agc's integers are at most 64 bits")),
            Lv::None => Err(invalid(o.span, "a value that is not available here (defined in an unreachable block, or void)")),
        }
    }

    fn lv(&mut self, o: &Opd) -> TResult<Lv> {
        match o.v {
            Val::Local(l) => match &self.vals[l as usize] {
                Lv::None => Err(invalid(o.span, format!("`%{}` is used where its definition does not reach (an unreachable block, a use before the definition, or a void result)", self.f.local_name(l)))),
                v => Ok(v.clone()),
            },
            Val::Global(g) => match self.cx.globals[g as usize] {
                GlobalRef::Lds(var) => Ok(Lv::V(self.b.ins().lds_addr(var))),
                GlobalRef::Func(id) => {
                    if self.b.module().functions[id].is_kernel() {
                        return Err(unsupported(o.span, "the address of a kernel"));
                    }
                    Ok(Lv::V(self.b.ins().funcaddr(id)))
                }
                GlobalRef::Data(def) => Err(unsupported(o.span, format!(
                    "global variable `@{}`: agc's IR has no global data, only LDS variables (`addrspace(3)`)",
                    self.cx.m.globals[g as usize].name()
                ))
                .with_label(def, "defined here")
                .with_help("pass the data as a kernel argument (a buffer) instead")),
                _ => Err(unsupported(o.span, format!("the address of `@{}`", self.cx.m.globals[g as usize].name()))),
            },
            Val::Const(c) => self.constant(o.ty, c, o.span),
        }
    }

    fn constant(&mut self, ty: TyId, c: u32, span: Span) -> TResult<Lv> {
        let m = self.cx.m;
        let c = &m.consts[c as usize];
        if let Some(t) = agc_type(&m.types, ty) {
            let v = match c {
                Const::Int(bits) if t.is_int() && !t.is_vector() => self.iconst(t, *bits),
                Const::Float(bits) if t.is_float() && !t.is_vector() => self.fconst(t, *bits),
                Const::Null if t.is_ptr() => self.null(t),
                Const::Undef | Const::Zero => self.zero(t),
                // `<1 x T> <T x>`: a one-lane vector is its scalar.
                Const::Aggregate(elems) if !t.is_vector() && elems.len() == 1 => {
                    let e = elems[0];
                    return self.lv(&e);
                }
                Const::Aggregate(elems) if t.is_vector() && elems.len() == t.lanes() as usize => {
                    let lanes: SmallVec<[Value; 4]> =
                        elems.iter().map(|e| self.val(e)).collect::<TResult<_>>()?;
                    let mut v = self.b.ins().splat(t, lanes[0]);
                    for (k, &l) in lanes.iter().enumerate().skip(1) {
                        if l != lanes[0] {
                            v = self.b.ins().insertlane(v, l, k as u8);
                        }
                    }
                    v
                }
                Const::Gep { src, base, idx } => return self.gep(*src, base, idx, span),
                Const::Cast { op, v, to } => return self.cast(*op, v, *to, span),
                _ => {
                    return Err(invalid(
                        span,
                        format!(
                            "a constant that does not fit type `{}`",
                            type_name(&m.types, ty)
                        ),
                    ))
                }
            };
            return Ok(Lv::V(v));
        }
        // An aggregate constant: its scalars.
        let mut flat: SmallVec<[Type; 4]> = SmallVec::new();
        if !flatten(&m.types, ty, &mut flat) {
            return Err(type_error(&m.types, ty, span, "a constant"));
        }
        match c {
            Const::Undef | Const::Zero => Ok(Lv::Agg(flat.iter().map(|&t| self.zero(t)).collect())),
            Const::Aggregate(elems) => {
                let mut out = SmallVec::new();
                for e in elems {
                    match self.lv(e)? {
                        Lv::V(v) => out.push(v),
                        Lv::Agg(vs) => out.extend(vs),
                        _ => return Err(unsupported(e.span, "this constant inside an aggregate")),
                    }
                }
                if out.len() != flat.len() {
                    return Err(invalid(
                        span,
                        "an aggregate constant whose elements do not match its type",
                    ));
                }
                Ok(Lv::Agg(out))
            }
            _ => Err(invalid(span, "an aggregate constant of the wrong form")),
        }
    }

    /// An integer constant operand's bits.
    fn const_int(&self, o: &Opd) -> Option<u64> {
        match o.v {
            Val::Const(c) => match self.cx.m.consts[c as usize] {
                Const::Int(b) => Some(b),
                Const::Zero | Const::Null => Some(0),
                _ => None,
            },
            _ => None,
        }
    }

    fn flat(&mut self, o: &Opd) -> TResult<SmallVec<[Value; 4]>> {
        Ok(match self.lv(o)? {
            Lv::V(v) => smallvec![v],
            Lv::Agg(vs) => vs,
            Lv::Imp(_) | Lv::ImpSlot(_) => return Err(unsupported(
                o.span,
                "a pointer to the hidden kernel arguments passed on (agc's IR has no such pointer)",
            )),
            Lv::Wide(_) => {
                return Err(unsupported(
                    o.span,
                    "an i128 value passed on: agc's integers are at most 64 bits",
                ))
            }
            Lv::None => return Err(invalid(o.span, "a value that is not available here")),
        })
    }

    fn op(&mut self, op: Opcode, args: &[Value]) -> Value {
        let i = self.b.ins().build(op, Type::VOID, args, Payload::None);
        match self.b.func().first_result(i) {
            Some(v) => v,
            None => self.iconst(Type::I32, 0),
        }
    }

    // ---- instructions ----

    fn inst(&mut self, inst: &ast::Inst<'a>) -> TResult<Lv> {
        let span = inst.span;
        let types = self.types();
        Ok(match &inst.kind {
            InstKind::Bin { op, a, b } if *types.get(a.ty) == Ty::Int(128) => {
                self.wide_bin(*op, a, b, span)?
            }
            InstKind::Bin { op, a, b } => {
                let (x, y) = (self.val(a)?, self.val(b)?);
                let opc = match op {
                    BinOp::Add => Opcode::Iadd,
                    BinOp::Sub => Opcode::Isub,
                    BinOp::Mul => Opcode::Imul,
                    BinOp::UDiv => Opcode::Udiv,
                    BinOp::SDiv => Opcode::Sdiv,
                    BinOp::URem => Opcode::Urem,
                    BinOp::SRem => Opcode::Srem,
                    BinOp::Shl => Opcode::Shl,
                    BinOp::LShr => Opcode::Lshr,
                    BinOp::AShr => Opcode::Ashr,
                    BinOp::And => Opcode::And,
                    BinOp::Or => Opcode::Or,
                    BinOp::Xor => Opcode::Xor,
                    BinOp::FAdd => Opcode::Fadd,
                    BinOp::FSub => Opcode::Fsub,
                    BinOp::FMul => Opcode::Fmul,
                    BinOp::FDiv => Opcode::Fdiv,
                    BinOp::FRem => {
                        return Err(unsupported(span, "`frem`: agc's IR has no float remainder"))
                    }
                };
                Lv::V(self.op(opc, &[x, y]))
            }
            InstKind::FNeg(a) => {
                let x = self.val(a)?;
                Lv::V(self.b.ins().fneg(x))
            }
            InstKind::Cast { op, v, to } => self.cast(*op, v, *to, span)?,
            InstKind::ICmp { pred, a, b } => {
                let (x, y) = (self.val(a)?, self.val(b)?);
                if self.b.value_type(x).is_vector() {
                    return Err(unsupported(
                        span,
                        "a vector `icmp`: agc's comparisons are scalar",
                    ));
                }
                let cc = match pred {
                    ICmpPred::Eq => IntCC::Eq,
                    ICmpPred::Ne => IntCC::Ne,
                    ICmpPred::Ugt => IntCC::Ugt,
                    ICmpPred::Uge => IntCC::Uge,
                    ICmpPred::Ult => IntCC::Ult,
                    ICmpPred::Ule => IntCC::Ule,
                    ICmpPred::Sgt => IntCC::Sgt,
                    ICmpPred::Sge => IntCC::Sge,
                    ICmpPred::Slt => IntCC::Slt,
                    ICmpPred::Sle => IntCC::Sle,
                };
                Lv::V(self.b.ins().icmp(cc, x, y))
            }
            InstKind::FCmp { pred, a, b } => {
                let (x, y) = (self.val(a)?, self.val(b)?);
                if self.b.value_type(x).is_vector() {
                    return Err(unsupported(
                        span,
                        "a vector `fcmp`: agc's comparisons are scalar",
                    ));
                }
                let cc = match pred {
                    FCmpPred::False => return Ok(Lv::V(self.iconst(Type::I1, 0))),
                    FCmpPred::True => return Ok(Lv::V(self.iconst(Type::I1, 1))),
                    FCmpPred::Oeq => FloatCC::Oeq,
                    FCmpPred::Ogt => FloatCC::Ogt,
                    FCmpPred::Oge => FloatCC::Oge,
                    FCmpPred::Olt => FloatCC::Olt,
                    FCmpPred::Ole => FloatCC::Ole,
                    FCmpPred::One => FloatCC::One,
                    FCmpPred::Ord => FloatCC::Ord,
                    FCmpPred::Ueq => FloatCC::Ueq,
                    FCmpPred::Ugt => FloatCC::Ugt,
                    FCmpPred::Uge => FloatCC::Uge,
                    FCmpPred::Ult => FloatCC::Ult,
                    FCmpPred::Ule => FloatCC::Ule,
                    FCmpPred::Une => FloatCC::Une,
                    FCmpPred::Uno => FloatCC::Uno,
                };
                Lv::V(self.b.ins().fcmp(cc, x, y))
            }
            InstKind::Select { c, a, b } => {
                let cond = self.val(c)?;
                if self.b.value_type(cond) != Type::I1 {
                    return Err(unsupported(c.span, "a `select` on a vector condition"));
                }
                match (self.lv(a)?, self.lv(b)?) {
                    (Lv::Imp(x), Lv::Imp(y)) if x.block == y.block => {
                        let ox = self.imp_offset(x);
                        let oy = self.imp_offset(y);
                        let o = self.b.ins().select(cond, ox, oy);
                        Lv::Imp(Imp {
                            block: x.block,
                            konst: 0,
                            var: Some(o),
                        })
                    }
                    (Lv::V(x), Lv::V(y)) => Lv::V(self.b.ins().select(cond, x, y)),
                    (Lv::Agg(x), Lv::Agg(y)) if x.len() == y.len() => Lv::Agg(
                        x.iter()
                            .zip(&y)
                            .map(|(&p, &q)| self.b.ins().select(cond, p, q))
                            .collect(),
                    ),
                    _ => return Err(unsupported(span, "a `select` between these operands")),
                }
            }
            InstKind::Freeze(a) => self.lv(a)?,
            InstKind::Phi { .. } => unreachable!("phis are block parameters"),
            InstKind::Alloca {
                ty,
                count,
                align,
                addrspace,
            } => {
                if *addrspace != 5 {
                    return Err(unsupported(span, format!("an `alloca` in address space {addrspace}: AMDGPU's stack is address space 5")));
                }
                if inst.result.is_some_and(|r| self.imp_slot[r as usize]) {
                    return Ok(Lv::ImpSlot(None));
                }
                let (size, natural) = layout(types, *ty)
                    .ok_or_else(|| type_error(types, *ty, span, "an `alloca`"))?;
                let n = match count {
                    None => 1,
                    Some(c) => self.const_int(c).ok_or_else(|| {
                        unsupported(
                            c.span,
                            "an `alloca` of a variable count: agc's stack slots have fixed sizes",
                        )
                    })?,
                };
                let total = size
                    .checked_mul(n)
                    .filter(|&t| t < 1 << 31)
                    .ok_or_else(|| unsupported(span, "an `alloca` of 2 GiB or more"))?;
                let align = if *align != 0 { *align } else { natural };
                if !align.is_power_of_two() || align > 1 << 16 {
                    return Err(invalid(
                        span,
                        format!("alignment {align} is not a power of two up to 65536"),
                    ));
                }
                let slot = self.b.create_stack_slot(total as u32, align as u32);
                Lv::V(self.b.ins().stack_addr(slot))
            }
            InstKind::Load { ty, ptr, access } => {
                self.load(*ty, ptr, access, inst.nontemporal, span)?
            }
            InstKind::Store { v, ptr, access } => {
                if let Val::Local(p) = ptr.v {
                    if self.imp_slot[p as usize] {
                        let Lv::Imp(imp) = self.lv(v)? else {
                            return Err(unsupported(span, "a stack slot that holds both the hidden-argument pointer and other values"));
                        };
                        self.vals[p as usize] = Lv::ImpSlot(Some(imp));
                        return Ok(Lv::None);
                    }
                }
                let vty = self.ty_of(v.ty, v.span, "a stored value")?;
                let mut x = self.val(v)?;
                let p = self.val(ptr)?;
                let mut mem = self.mem_args(access, vty, inst.nontemporal, span)?;
                if vty == Type::I1 {
                    // An i1 in memory is a byte holding 0 or 1.
                    x = self.b.ins().zext(Type::I8, x);
                    mem.align_log2 = mem.align_log2.max(0);
                }
                self.b.ins().store(x, p, mem);
                Lv::None
            }
            InstKind::AtomicRmw { op, ptr, v, access } => {
                let vty = self.ty_of(v.ty, v.span, "an atomic operand")?;
                let (p, x) = (self.val(ptr)?, self.val(v)?);
                let rop = match op {
                    RmwOp::Xchg => AtomicRmwOp::Xchg,
                    RmwOp::Add => AtomicRmwOp::Add,
                    RmwOp::Sub => AtomicRmwOp::Sub,
                    RmwOp::And => AtomicRmwOp::And,
                    RmwOp::Or => AtomicRmwOp::Or,
                    RmwOp::Xor => AtomicRmwOp::Xor,
                    RmwOp::Max => AtomicRmwOp::Smax,
                    RmwOp::Min => AtomicRmwOp::Smin,
                    RmwOp::UMax => AtomicRmwOp::Umax,
                    RmwOp::UMin => AtomicRmwOp::Umin,
                    RmwOp::FAdd => AtomicRmwOp::Fadd,
                    RmwOp::FMax => AtomicRmwOp::Fmax,
                    RmwOp::FMin => AtomicRmwOp::Fmin,
                    RmwOp::UIncWrap => AtomicRmwOp::Inc,
                    RmwOp::UDecWrap => AtomicRmwOp::Dec,
                    other => {
                        return Err(unsupported(
                            span,
                            format!("`atomicrmw {}`: agc's IR has no such atomic", other.word()),
                        ))
                    }
                };
                let mem = self.mem_args(access, vty, inst.nontemporal, span)?;
                Lv::V(self.b.ins().atomic_rmw_mem(rop, p, x, mem))
            }
            InstKind::CmpXchg {
                ptr,
                cmp,
                new,
                access,
                failure,
            } => {
                let vty = self.ty_of(cmp.ty, cmp.span, "a cmpxchg operand")?;
                let (p, c, n) = (self.val(ptr)?, self.val(cmp)?, self.val(new)?);
                let mem = self.mem_args(access, vty, inst.nontemporal, span)?;
                let fail = ordering(*failure);
                let old = self.b.ins().cmpxchg_mem(p, c, n, mem, fail);
                // LLVM's `{ old, success }`: success is bitwise equality.
                let ok = if vty.is_ptr() {
                    let w = if vty.addr_space().is_some_and(|a| a.pointer_bits() == 32) {
                        Type::I32
                    } else {
                        Type::I64
                    };
                    let (a, b) = (self.b.ins().ptrtoint(w, old), self.b.ins().ptrtoint(w, c));
                    self.b.ins().icmp(IntCC::Eq, a, b)
                } else {
                    self.b.ins().icmp(IntCC::Eq, old, c)
                };
                Lv::Agg(smallvec![old, ok])
            }
            InstKind::Fence(at) => {
                let scope = sync_scope(at.scope).ok_or_else(|| {
                    unsupported(at.scope_span, format!("the sync scope `{}`", at.scope))
                })?;
                self.b.ins().fence(ordering(at.ordering), scope);
                Lv::None
            }
            InstKind::Gep { src, base, idx } => self.gep(*src, base, idx, span)?,
            InstKind::ExtractValue { agg, idx } => {
                let vals = self.flat(agg)?;
                let (start, len, ty) = member(types, agg.ty, idx)
                    .ok_or_else(|| invalid(span, "an `extractvalue` index out of range"))?;
                // The operand's written type may disagree with its value
                // (`extractvalue { i32, i1, i64 } %pair, 2`).
                let part = vals
                    .get(start..start + len)
                    .ok_or_else(|| invalid(agg.span, "an `extractvalue` of the wrong type"))?;
                if len == 1 && agc_type(types, ty).is_some() {
                    Lv::V(part[0])
                } else {
                    Lv::Agg(part.iter().copied().collect())
                }
            }
            InstKind::InsertValue { agg, v, idx } => {
                let mut vals = self.flat(agg)?;
                let (start, len, _) = member(types, agg.ty, idx)
                    .ok_or_else(|| invalid(span, "an `insertvalue` index out of range"))?;
                let new = self.flat(v)?;
                if new.len() != len || start + len > vals.len() {
                    return Err(invalid(span, "an `insertvalue` of the wrong type"));
                }
                vals[start..start + len].copy_from_slice(&new);
                Lv::Agg(vals)
            }
            InstKind::ExtractElement { v, idx } => {
                let x = self.val(v)?;
                let lanes = self.b.value_type(x).lanes();
                match self.const_int(idx) {
                    Some(k) if k < lanes as u64 => Lv::V(self.lane(x, k as u8)),
                    Some(_) => Lv::V(self.zero(self.b.value_type(x).lane_type())),
                    None => {
                        // A variable lane: a select chain (an index out of
                        // range is poison, so lane 0 serves).
                        let i = self.val(idx)?;
                        let it = self.b.value_type(i);
                        let mut r = self.lane(x, 0);
                        for k in 1..lanes {
                            let kk = self.iconst(it, k as u64);
                            let is = self.b.ins().icmp(IntCC::Eq, i, kk);
                            let l = self.lane(x, k as u8);
                            r = self.b.ins().select(is, l, r);
                        }
                        Lv::V(r)
                    }
                }
            }
            InstKind::InsertElement { v, x, idx } => {
                let vec = self.val(v)?;
                let e = self.val(x)?;
                let lanes = self.b.value_type(vec).lanes();
                match self.const_int(idx) {
                    // A one-lane vector is its scalar (see `agc_type`).
                    Some(0) if lanes == 1 => Lv::V(e),
                    Some(k) if k < lanes as u64 => Lv::V(self.b.ins().insertlane(vec, e, k as u8)),
                    Some(_) => Lv::V(vec),
                    None => {
                        return Err(unsupported(
                            idx.span,
                            "an `insertelement` at a variable lane",
                        ))
                    }
                }
            }
            InstKind::ShuffleVector { a, b, mask } => {
                let (x, y) = (self.val(a)?, self.val(b)?);
                let xt = self.b.value_type(x);
                let n = xt.lanes() as i32;
                let rt = xt
                    .lane_type()
                    .with_lanes(mask.len() as u32)
                    .ok_or_else(|| {
                        unsupported(span, format!("a shuffle result of {} lanes", mask.len()))
                    })?;
                let lane = |fx: &mut Self, m: i32| -> Value {
                    if m < 0 {
                        fx.zero(xt.lane_type())
                    } else if m < n {
                        fx.lane(x, m as u8)
                    } else {
                        fx.lane(y, (m - n) as u8)
                    }
                };
                if mask.iter().any(|&m| m >= 2 * n) {
                    return Err(invalid(span, "a shuffle mask lane out of range"));
                }
                let first = lane(self, mask[0]);
                if !rt.is_vector() {
                    return Ok(Lv::V(first));
                }
                let mut r = self.b.ins().splat(rt, first);
                for (k, &m) in mask.iter().enumerate().skip(1) {
                    let l = lane(self, m);
                    r = self.b.ins().insertlane(r, l, k as u8);
                }
                Lv::V(r)
            }
            InstKind::Call {
                ret,
                callee,
                args,
                arg_align,
                arg_inreg,
                afn,
            } => {
                if !matches!(callee.v, Val::Global(_)) {
                    return self.indirect_call(*ret, callee, args, arg_inreg, span);
                }
                self.call(*ret, callee, args, arg_align, *afn, span)?
            }
            InstKind::Br(t) => {
                let (blk, args) = self.edge(*t, span)?;
                self.b.ins().br(blk, &args);
                Lv::None
            }
            InstKind::CondBr { c, t, f } => {
                let cond = self.val(c)?;
                let (tb, ta) = self.edge(*t, span)?;
                let (fb, fa) = self.edge(*f, span)?;
                self.b.ins().brif(cond, tb, &ta, fb, &fa);
                Lv::None
            }
            InstKind::Switch { v, default, cases } => {
                let x = self.val(v)?;
                let (db, da) = self.edge(*default, span)?;
                let mut targets: Vec<(u64, Block, SmallVec<[Value; 4]>)> =
                    Vec::with_capacity(cases.len());
                for (c, l) in cases {
                    let k = self.const_int(c).ok_or_else(|| {
                        invalid(c.span, "a switch case must be an integer constant")
                    })?;
                    let (b, a) = self.edge(*l, span)?;
                    targets.push((k, b, a));
                }
                let refs: Vec<(u64, Block, &[Value])> = targets
                    .iter()
                    .map(|(k, b, a)| (*k, *b, a.as_slice()))
                    .collect();
                self.b.ins().switch(x, db, &da, &refs);
                Lv::None
            }
            InstKind::Ret(v) => {
                let vals = match v {
                    None => SmallVec::new(),
                    Some(o) => self.flat(o)?,
                };
                self.b.ins().ret(&vals);
                Lv::None
            }
            InstKind::Unreachable => {
                self.b.ins().unreachable();
                Lv::None
            }
        })
    }

    /// The agc block and arguments of an edge from the current block to
    /// LLVM block `to`: the phi operands for this predecessor.
    fn edge(&mut self, to: Local, span: Span) -> TResult<(Block, SmallVec<[Value; 4]>)> {
        let bi = self.block_index(to, span)?;
        let block = self.blocks[bi as usize]
            .ok_or_else(|| invalid(span, "a branch to an unreachable block"))?;
        let f = self.f;
        let mut args = SmallVec::new();
        for i in f.blocks[bi as usize].insts.clone() {
            let inst = &f.insts[i as usize];
            let InstKind::Phi { incoming, .. } = &inst.kind else {
                break;
            };
            let Some((v, _)) = incoming.iter().find(|(_, b)| *b == self.cur) else {
                return Err(invalid(
                    inst.span,
                    format!(
                        "this phi has no value for predecessor `%{}`",
                        f.local_name(self.cur)
                    ),
                ));
            };
            let v = *v;
            args.extend(self.flat(&v)?);
        }
        Ok((block, args))
    }

    fn mem_args(
        &mut self,
        access: &Access<'_>,
        ty: Type,
        nontemporal: bool,
        span: Span,
    ) -> TResult<MemArgs> {
        let align = if access.align != 0 {
            access.align
        } else {
            ty.bytes().max(1).next_power_of_two() as u64
        };
        if !align.is_power_of_two() {
            return Err(invalid(
                span,
                format!("alignment {align} is not a power of two"),
            ));
        }
        if align > 1 << 30 {
            return Err(unsupported(
                span,
                format!("alignment {align}: agc's memory accesses are aligned to at most 2^30"),
            ));
        }
        let mut mem = MemArgs::aligned(align as u32);
        mem.volatile = access.volatile;
        mem.nontemporal = nontemporal;
        if let Some(at) = &access.atomic {
            mem.ordering = ordering(at.ordering);
            mem.scope = sync_scope(at.scope).ok_or_else(|| {
                unsupported(at.scope_span, format!("the sync scope `{}`", at.scope))
            })?;
        }
        Ok(mem)
    }

    fn load(
        &mut self,
        ty: TyId,
        ptr: &Opd,
        access: &Access<'_>,
        nontemporal: bool,
        span: Span,
    ) -> TResult<Lv> {
        match self.lv(ptr)? {
            Lv::Imp(imp) => return self.hidden_load(ty, imp, span).map(Lv::V),
            Lv::ImpSlot(Some(imp)) => return Ok(Lv::Imp(imp)),
            Lv::ImpSlot(None) => {
                return Err(unsupported(
                    span,
                    "a load of the hidden-argument pointer's stack slot before any store to it",
                ))
            }
            _ => {}
        }
        let t = self.ty_of(ty, span, "a load")?;
        let p = self.val(ptr)?;
        let mem = self.mem_args(access, t, nontemporal, span)?;
        if t == Type::I1 {
            let byte = self.b.ins().load(Type::I8, p, mem);
            return Ok(Lv::V(self.b.ins().trunc(Type::I1, byte)));
        }
        Ok(Lv::V(self.b.ins().load(t, p, mem)))
    }

    fn imp_offset(&mut self, imp: Imp) -> Value {
        let k = self.iconst(Type::I64, imp.konst as u64);
        match imp.var {
            None => k,
            Some(v) if imp.konst == 0 => v,
            Some(v) => self.b.ins().iadd(v, k),
        }
    }

    /// The value of the hidden field a load through `imp` reads.
    fn hidden_load(&mut self, ty: TyId, imp: Imp, span: Span) -> TResult<Value> {
        let t = self.ty_of(ty, span, "a load of a hidden argument")?;
        if !t.is_int() || t.is_vector() || t == Type::I1 {
            return Err(unsupported(
                span,
                "a load of a hidden argument as a non-integer",
            ));
        }
        let size = t.bytes();
        if imp.var.is_none() {
            let field = hidden::field_at(imp.block, imp.konst, size).ok_or_else(|| {
                unsupported(
                    span,
                    format!(
                        "a {size}-byte load at offset {} of the {}: agc's IR has no such field",
                        imp.konst,
                        block_name(imp.block)
                    ),
                )
            })?;
            return Ok(self.field(field, t));
        }
        // A computed offset: the field whose offset it equals. Offsets of
        // no field of this size would read something agc cannot compute,
        // so they stop the kernel (`unreachable`) instead of guessing.
        let off = self.imp_offset(imp);
        let cands: SmallVec<[(u32, hidden::Field); 8]> =
            hidden::fields_of_size(imp.block, size).collect();
        if cands.is_empty() {
            return Err(unsupported(
                span,
                format!(
                    "a {size}-byte load of the {}: it has no such field",
                    block_name(imp.block)
                ),
            ));
        }
        let mut any: Option<Value> = None;
        let mut r: Option<Value> = None;
        for &(o, fld) in cands.iter().rev() {
            let v = self.field(fld, t);
            let k = self.iconst(Type::I64, o as u64);
            let is = self.b.ins().icmp(IntCC::Eq, off, k);
            r = Some(match r {
                None => v,
                Some(prev) => self.b.ins().select(is, v, prev),
            });
            any = Some(match any {
                None => is,
                Some(a) => self.b.ins().or(a, is),
            });
        }
        let (ok, trap) = (self.b.create_block(), self.b.create_block());
        self.b
            .ins()
            .brif(any.expect("a candidate"), ok, &[], trap, &[]);
        self.b.switch_to_block(trap);
        self.b.ins().unreachable();
        self.b.switch_to_block(ok);
        self.consts.clear();
        Ok(r.expect("a candidate"))
    }

    fn field(&mut self, field: hidden::Field, t: Type) -> Value {
        use hidden::Field;
        let v = match field {
            Field::GroupSize(d) => self.b.ins().workgroup_size(d),
            Field::GridSize(d) => self.b.ins().grid_size(d),
            Field::BlockCount(d) => {
                let (g, w) = (self.b.ins().grid_size(d), self.b.ins().workgroup_size(d));
                let one = self.iconst(Type::I32, 1);
                let wm1 = self.b.ins().isub(w, one);
                let s = self.b.ins().iadd(g, wm1);
                self.b.ins().udiv(s, w)
            }
            Field::Remainder(d) => {
                let (g, w) = (self.b.ins().grid_size(d), self.b.ins().workgroup_size(d));
                self.b.ins().urem(g, w)
            }
            Field::GlobalOffset => return self.iconst(t, 0),
        };
        // The geometry is i32; the field's width is the load's.
        match t.bits() {
            32 => v,
            b if b < 32 => self.b.ins().trunc(t, v),
            _ => self.b.ins().zext(t, v),
        }
    }

    /// `mul` and shifts of the multiply-high idiom's i128 values.
    fn wide_bin(&mut self, op: BinOp, a: &Opd, b: &Opd, span: Span) -> TResult<Lv> {
        let outside = || {
            unsupported(
                span,
                "i128 arithmetic other than a 64 x 64-bit multiply's high half: agc's integers are at most 64 bits",
            )
        };
        let x = match self.lv(a)? {
            Lv::Wide(w) => w,
            _ => return Err(outside()),
        };
        match (op, x) {
            (BinOp::Mul, Wide::Ext { signed, v: p }) => match self.lv(b)? {
                Lv::Wide(Wide::Ext { signed: s2, v: q }) if s2 == signed => {
                    Ok(Lv::Wide(Wide::Prod { signed, a: p, b: q }))
                }
                _ => Err(outside()),
            },
            // Either shift: the `trunc` that follows keeps bits 64..127.
            (BinOp::LShr | BinOp::AShr, Wide::Prod { signed, a: p, b: q })
                if self.const_int(b) == Some(64) =>
            {
                Ok(Lv::Wide(Wide::Hi { signed, a: p, b: q }))
            }
            _ => Err(outside()),
        }
    }

    /// `zext`/`sext` to i128 and `trunc` from it, for [`Wide`].
    fn wide_cast(&mut self, op: CastOp, v: &Opd, to: TyId, span: Span) -> TResult<Lv> {
        let outside = || {
            unsupported(
                span,
                "an i128 conversion other than in a 64 x 64-bit multiply's high half: agc's integers are at most 64 bits",
            )
        };
        match op {
            CastOp::ZExt | CastOp::SExt if *self.types().get(to) == Ty::Int(128) => {
                let x = self.val(v)?;
                let t = self.b.value_type(x);
                if !t.is_int() || t.is_vector() {
                    return Err(outside());
                }
                let signed = op == CastOp::SExt;
                let x = match t.bits() {
                    64 => x,
                    _ if signed => self.b.ins().sext(Type::I64, x),
                    _ => self.b.ins().zext(Type::I64, x),
                };
                Ok(Lv::Wide(Wide::Ext { signed, v: x }))
            }
            CastOp::Trunc => {
                let Lv::Wide(w) = self.lv(v)? else {
                    return Err(outside());
                };
                let t = self.ty_of(to, span, "a conversion result")?;
                if !t.is_int() || t.is_vector() {
                    return Err(outside());
                }
                let r = match w {
                    Wide::Ext { v, .. } => v,
                    Wide::Prod { a, b, .. } => self.b.ins().imul(a, b),
                    Wide::Hi { signed, a, b } => {
                        let opc = if signed {
                            Opcode::Smulhi
                        } else {
                            Opcode::Umulhi
                        };
                        self.op(opc, &[a, b])
                    }
                };
                Ok(Lv::V(if t == Type::I64 {
                    r
                } else {
                    self.b.ins().trunc(t, r)
                }))
            }
            _ => Err(outside()),
        }
    }

    fn cast(&mut self, op: CastOp, v: &Opd, to: TyId, span: Span) -> TResult<Lv> {
        let types = self.types();
        if *types.get(to) == Ty::Int(128) || *types.get(v.ty) == Ty::Int(128) {
            return self.wide_cast(op, v, to, span);
        }
        if let (CastOp::AddrSpaceCast | CastOp::BitCast, Lv::Imp(imp)) = (op, self.lv(v)?) {
            return Ok(Lv::Imp(imp));
        }
        let x = self.val(v)?;
        let from = self.b.value_type(x);
        let t = self.ty_of(to, span, "a conversion result")?;
        if from == t && matches!(op, CastOp::BitCast | CastOp::AddrSpaceCast) {
            return Ok(Lv::V(x));
        }
        let opc = match op {
            CastOp::Trunc => Opcode::Trunc,
            CastOp::ZExt => Opcode::Zext,
            CastOp::SExt => Opcode::Sext,
            CastOp::FPTrunc => Opcode::Fptrunc,
            CastOp::FPExt => Opcode::Fpext,
            CastOp::FPToUI => Opcode::Fptoui,
            CastOp::FPToSI => Opcode::Fptosi,
            CastOp::UIToFP => Opcode::Uitofp,
            CastOp::SIToFP => Opcode::Sitofp,
            CastOp::PtrToInt | CastOp::PtrToAddr => Opcode::Ptrtoint,
            CastOp::IntToPtr => Opcode::Inttoptr,
            CastOp::BitCast => Opcode::Bitcast,
            CastOp::AddrSpaceCast => Opcode::Addrspacecast,
        };
        let _ = types;
        let i = self.b.ins().build(opc, t, &[x], Payload::None);
        Ok(Lv::V(match self.b.func().first_result(i) {
            Some(v) => v,
            None => self.zero(t),
        }))
    }

    fn gep(&mut self, src: TyId, base: &Opd, idx: &[Opd], span: Span) -> TResult<Lv> {
        let types = self.types();
        let b = self.lv(base)?;
        // The index width: LLVM's, the pointer's width.
        let index_ty = match types.get(base.ty) {
            Ty::Ptr(2 | 3 | 5 | 6) => Type::I32,
            Ty::Ptr(_) => Type::I64,
            _ => {
                return Err(unsupported(
                    base.span,
                    "a `getelementptr` on a vector of pointers",
                ))
            }
        };
        let mut konst: u64 = 0;
        let mut var: Option<Value> = None;
        let mut cur = src;
        for (k, o) in idx.iter().enumerate() {
            let scale = if k == 0 {
                layout(types, cur)
                    .ok_or_else(|| type_error(types, cur, span, "a `getelementptr` over"))?
                    .0
            } else {
                match types.get(cur).clone() {
                    Ty::Struct { fields, packed } => {
                        let i = self
                            .const_int(o)
                            .ok_or_else(|| invalid(o.span, "a struct index must be a constant"))?
                            as usize;
                        let off = field_offset(types, &fields, packed, i)
                            .ok_or_else(|| invalid(o.span, "a struct index out of range"))?;
                        konst = konst.wrapping_add(off);
                        cur = fields[i];
                        continue;
                    }
                    Ty::Array { elem, .. } | Ty::Vector { elem, .. } => {
                        cur = elem;
                        layout(types, elem)
                            .ok_or_else(|| type_error(types, elem, span, "a `getelementptr` over"))?
                            .0
                    }
                    _ => {
                        return Err(invalid(
                            o.span,
                            "a `getelementptr` index into a non-aggregate",
                        ))
                    }
                }
            };
            if let Some(c) = self.const_int(o) {
                // Sign-extend from the index's own width.
                let bits = match types.get(o.ty) {
                    Ty::Int(b) => *b,
                    _ => 64,
                };
                let c = if bits < 64 {
                    ((c << (64 - bits)) as i64 >> (64 - bits)) as u64
                } else {
                    c
                };
                konst = konst.wrapping_add(c.wrapping_mul(scale));
                continue;
            }
            let i = self.val(o)?;
            let it = self.b.value_type(i);
            if it.is_vector() || !it.is_int() {
                return Err(unsupported(
                    o.span,
                    "a vector or non-integer `getelementptr` index",
                ));
            }
            let i = match it.bits().cmp(&index_ty.bits()) {
                std::cmp::Ordering::Less => self.b.ins().sext(index_ty, i),
                std::cmp::Ordering::Greater => self.b.ins().trunc(index_ty, i),
                std::cmp::Ordering::Equal => i,
            };
            let term = if scale == 1 {
                i
            } else if scale.is_power_of_two() {
                let s = self.iconst(index_ty, scale.trailing_zeros() as u64);
                self.b.ins().shl(i, s)
            } else {
                let s = self.iconst(index_ty, scale);
                self.b.ins().imul(i, s)
            };
            var = Some(match var {
                None => term,
                Some(v) => self.b.ins().iadd(v, term),
            });
        }
        let mask = if index_ty == Type::I32 {
            u32::MAX as u64
        } else {
            u64::MAX
        };
        let konst = konst & mask;
        match b {
            Lv::Imp(imp) => {
                let var = match var {
                    None => imp.var,
                    Some(v) => {
                        let v = if index_ty == Type::I32 {
                            self.b.ins().sext(Type::I64, v)
                        } else {
                            v
                        };
                        Some(match imp.var {
                            None => v,
                            Some(w) => self.b.ins().iadd(w, v),
                        })
                    }
                };
                Ok(Lv::Imp(Imp {
                    block: imp.block,
                    konst: imp.konst.wrapping_add(konst as i64),
                    var,
                }))
            }
            Lv::V(p) => {
                let off = match (var, konst) {
                    (None, 0) => return Ok(Lv::V(p)),
                    (None, k) => self.iconst(index_ty, k),
                    (Some(v), 0) => v,
                    (Some(v), k) => {
                        let kk = self.iconst(index_ty, k);
                        self.b.ins().iadd(v, kk)
                    }
                };
                Ok(Lv::V(self.b.ins().ptradd(p, off)))
            }
            _ => Err(unsupported(base.span, "a `getelementptr` on this base")),
        }
    }

    fn call(
        &mut self,
        ret: TyId,
        callee: &Opd,
        args: &[Opd],
        arg_align: &[u64],
        afn: bool,
        span: Span,
    ) -> TResult<Lv> {
        let Val::Global(g) = callee.v else {
            return Err(unsupported(callee.span, "an indirect call"));
        };
        let gref = self.cx.globals[g as usize];
        let name = self.cx.m.globals[g as usize].name();
        match gref {
            GlobalRef::Func(id) => {
                let mut vals: SmallVec<[Value; 8]> = SmallVec::new();
                for a in args {
                    vals.push(self.val(a)?);
                }
                if self.b.module().functions[id].is_kernel() {
                    return Err(unsupported(callee.span, "a call of a kernel"));
                }
                let res: SmallVec<[Value; 4]> =
                    self.b.ins().call(id, &vals).iter().copied().collect();
                Ok(match res.len() {
                    0 => Lv::None,
                    1 if agc_type(self.types(), ret).is_some() => Lv::V(res[0]),
                    _ => Lv::Agg(res),
                })
            }
            GlobalRef::Intrinsic(Intr::Approx(_)) if !afn => Err(unsupported(
                callee.span,
                format!("`@{name}` without `afn`: LLVM asks for a library-accurate result, and agc's operation is approximate (docs/ir.md gives its bounds)"),
            )
            .with_help("`call afn` allows an approximation")),
            GlobalRef::Intrinsic(i) => self.intrinsic(i, name, ret, args, arg_align, span),
            GlobalRef::UnknownIntrinsic => Err(unsupported(
                callee.span,
                format!("the intrinsic `@{name}` has no agc IR equivalent"),
            )),
            _ => Err(unsupported(
                callee.span,
                format!("a call of `@{name}`, which is not a function"),
            )),
        }
    }

    /// `call T %fp(args)`: agc's `call_indirect` with the signature the
    /// call site writes (argument types, `inreg`, the return type
    /// flattened as a direct call's is). A callee of another signature is
    /// undefined behaviour in LLVM too.
    fn indirect_call(
        &mut self,
        ret: TyId,
        callee: &Opd,
        args: &[Opd],
        arg_inreg: &[bool],
        span: Span,
    ) -> TResult<Lv> {
        let types = self.types();
        let fp = self.val(callee)?;
        if !self.b.value_type(fp).is_ptr() {
            return Err(invalid(
                callee.span,
                "an indirect call through a non-pointer",
            ));
        }
        let mut params = Vec::with_capacity(args.len());
        let mut vals: SmallVec<[Value; 8]> = SmallVec::new();
        for (k, a) in args.iter().enumerate() {
            let ty = self.ty_of(a.ty, a.span, "an argument")?;
            params.push(Param {
                ty,
                inreg: arg_inreg.get(k).copied().unwrap_or(false),
                pointee_align: 0,
            });
            vals.push(self.val(a)?);
        }
        let mut returns: SmallVec<[Type; 4]> = SmallVec::new();
        if *types.get(ret) != Ty::Void && !flatten(types, ret, &mut returns) {
            return Err(type_error(types, ret, span, "a return value"));
        }
        let sig = self.b.import_signature(Signature {
            params,
            returns: returns.to_vec(),
        });
        let res: SmallVec<[Value; 4]> = self
            .b
            .ins()
            .call_indirect(sig, fp, &vals)
            .iter()
            .copied()
            .collect();
        Ok(match res.len() {
            0 => Lv::None,
            1 if agc_type(types, ret).is_some() => Lv::V(res[0]),
            _ => Lv::Agg(res),
        })
    }

    fn arg(&mut self, args: &[Opd], k: usize, span: Span) -> TResult<Value> {
        let a = args
            .get(k)
            .ok_or_else(|| invalid(span, "too few intrinsic arguments"))?;
        self.val(a)
    }

    fn intrinsic(
        &mut self,
        i: Intr,
        name: &str,
        ret: TyId,
        args: &[Opd],
        arg_align: &[u64],
        span: Span,
    ) -> TResult<Lv> {
        let v = match i {
            Intr::WorkitemId(d) => self.b.ins().workitem_id(d),
            Intr::WorkgroupId(d) => self.b.ins().workgroup_id(d),
            Intr::ImplicitArgPtr => {
                return Ok(Lv::Imp(Imp {
                    block: hidden::Block::ImplicitArgs,
                    konst: 0,
                    var: None,
                }))
            }
            Intr::DispatchPtr => {
                return Ok(Lv::Imp(Imp {
                    block: hidden::Block::DispatchPacket,
                    konst: 0,
                    var: None,
                }))
            }
            Intr::WaveSize => self.b.ins().wave_size(),
            Intr::Barrier => {
                self.b.ins().barrier();
                return Ok(Lv::None);
            }
            Intr::Readfirstlane => {
                let x = self.arg(args, 0, span)?;
                self.b.ins().readfirstlane(x)
            }
            Intr::Readlane => {
                let (x, l) = (self.arg(args, 0, span)?, self.arg(args, 1, span)?);
                self.b.ins().readlane(x, l)
            }
            Intr::Ballot => {
                let x = self.arg(args, 0, span)?;
                let m = self.b.ins().ballot(x);
                match self.ty_of(ret, span, "a ballot")? {
                    Type::I64 => m,
                    Type::I32 => self.b.ins().trunc(Type::I32, m),
                    _ => return Err(invalid(span, "a ballot of a type other than i32 or i64")),
                }
            }
            Intr::MbcntLo | Intr::MbcntHi => {
                // popcount(mask & the bits of lower lanes in this half) + acc.
                let (mask, acc) = (self.arg(args, 0, span)?, self.arg(args, 1, span)?);
                let lane = self.b.ins().lane_id();
                let lane64 = self.b.ins().zext(Type::I64, lane);
                let one = self.iconst(Type::I64, 1);
                let bit = self.b.ins().shl(one, lane64);
                let below = self.b.ins().isub(bit, one);
                let half = if i == Intr::MbcntHi {
                    let k = self.iconst(Type::I64, 32);
                    self.b.ins().lshr(below, k)
                } else {
                    below
                };
                let half = self.b.ins().trunc(Type::I32, half);
                let sel = self.b.ins().and(half, mask);
                let n = self.b.ins().popcnt(sel);
                self.b.ins().iadd(n, acc)
            }
            Intr::Bpermute => {
                // Lane (addr / 4) mod the wave size.
                let (addr, data) = (self.arg(args, 0, span)?, self.arg(args, 1, span)?);
                let two = self.iconst(Type::I32, 2);
                let l = self.b.ins().lshr(addr, two);
                let ws = self.b.ins().wave_size();
                let one = self.iconst(Type::I32, 1);
                let m = self.b.ins().isub(ws, one);
                let l = self.b.ins().and(l, m);
                self.b.ins().shuffle(data, l)
            }
            Intr::WaveReduce(op) => {
                let x = self.arg(args, 0, span)?;
                self.b.ins().wave_reduce(op, x)
            }
            Intr::Mfma(shape) => {
                let (a, b, c) = (
                    self.arg(args, 0, span)?,
                    self.arg(args, 1, span)?,
                    self.arg(args, 2, span)?,
                );
                for k in 3..6 {
                    if args.get(k).and_then(|o| self.const_int(o)) != Some(0) {
                        return Err(unsupported(args.get(k).map_or(span, |o| o.span), "an MFMA with a nonzero cbsz, abid or blgp: agc's `mfma` is the plain product"));
                    }
                }
                self.b.ins().mfma(shape, a, b, c)
            }
            Intr::Unary(op) | Intr::Approx(op) => {
                let x = self.arg(args, 0, span)?;
                self.op(op, &[x])
            }
            Intr::Binary(op) => {
                let (x, y) = (self.arg(args, 0, span)?, self.arg(args, 1, span)?);
                self.op(op, &[x, y])
            }
            Intr::Ternary(op) => {
                let (x, y, z) = (
                    self.arg(args, 0, span)?,
                    self.arg(args, 1, span)?,
                    self.arg(args, 2, span)?,
                );
                self.op(op, &[x, y, z])
            }
            Intr::Ldexp => {
                let (x, n) = (self.arg(args, 0, span)?, self.arg(args, 1, span)?);
                let n = if self.b.value_type(n) == Type::I32 {
                    n
                } else {
                    self.b.ins().sext(Type::I32, n)
                };
                self.b.ins().ldexp(x, n)
            }
            Intr::Abs => {
                let x = self.arg(args, 0, span)?;
                self.b.ins().iabs(x)
            }
            Intr::CountZeros(op) => {
                let x = self.arg(args, 0, span)?;
                self.op(op, &[x])
            }
            Intr::Convert(op) => {
                let x = self.arg(args, 0, span)?;
                let t = self.ty_of(ret, span, "a conversion result")?;
                let i = self.b.ins().build(op, t, &[x], Payload::None);
                match self.b.func().first_result(i) {
                    Some(v) => v,
                    None => self.zero(t),
                }
            }
            Intr::VecReduce(op) => {
                let x = self.arg(args, 0, span)?;
                let t = self.b.value_type(x);
                if !t.is_vector() || !t.is_int() {
                    return Err(unsupported(
                        span,
                        "a vector reduction of a non-integer vector",
                    ));
                }
                let mut acc = self.b.ins().extractlane(x, 0);
                for k in 1..t.lanes() {
                    let l = self.b.ins().extractlane(x, k as u8);
                    acc = self.op(op, &[acc, l]);
                }
                acc
            }
            Intr::First => self.arg(args, 0, span)?,
            Intr::Memcpy | Intr::Memset => {
                self.mem_intrinsic(i, name, args, arg_align, span)?;
                return Ok(Lv::None);
            }
            Intr::Drop => return Ok(Lv::None),
        };
        Ok(Lv::V(v))
    }

    /// `memcpy`/`memmove`/`memset` of a constant length: loads and
    /// stores of the widest units the alignment allows (all loads of a
    /// `memmove` before its stores, so overlap is handled).
    fn mem_intrinsic(
        &mut self,
        i: Intr,
        name: &str,
        args: &[Opd],
        arg_align: &[u64],
        span: Span,
    ) -> TResult<()> {
        let len_opd = args
            .get(2)
            .ok_or_else(|| invalid(span, "too few arguments"))?;
        let len = self
            .const_int(len_opd)
            .ok_or_else(|| unsupported(len_opd.span, format!("`@{name}` of a variable length")))?;
        if len > MAX_MEM_INTRINSIC_BYTES {
            return Err(unsupported(
                len_opd.span,
                format!("`@{name}` of {len} bytes: agc expands at most {MAX_MEM_INTRINSIC_BYTES}"),
            ));
        }
        let volatile = args.get(3).and_then(|o| self.const_int(o)).unwrap_or(0) != 0;
        let dst = self.arg(args, 0, span)?;
        let align = |k: usize| arg_align.get(k).copied().filter(|&a| a > 0).unwrap_or(1);
        let mut unit = align(0).min(8);
        let src = if i == Intr::Memcpy {
            unit = unit.min(align(1).min(8));
            Some(self.arg(args, 1, span)?)
        } else {
            None
        };
        let byte = if i == Intr::Memset {
            Some(self.arg(args, 1, span)?)
        } else {
            None
        };
        let mut pieces: Vec<(u64, u64)> = Vec::new();
        let mut off = 0;
        while off < len {
            let mut u = unit;
            while u > len - off {
                u /= 2;
            }
            pieces.push((off, u));
            off += u;
        }
        let ptr_at = |fx: &mut Self, p: Value, off: u64| -> Value {
            if off == 0 {
                return p;
            }
            let w = if fx
                .b
                .value_type(p)
                .addr_space()
                .is_some_and(|a| a.pointer_bits() == 32)
            {
                Type::I32
            } else {
                Type::I64
            };
            let k = fx.iconst(w, off);
            fx.b.ins().ptradd(p, k)
        };
        let unit_ty = |u: u64| match u {
            1 => Type::I8,
            2 => Type::I16,
            4 => Type::I32,
            _ => Type::I64,
        };
        let mem = |u: u64| {
            let mut m = MemArgs::aligned(u as u32);
            m.volatile = volatile;
            m
        };
        if let Some(src) = src {
            let loaded: Vec<Value> = pieces
                .iter()
                .map(|&(o, u)| {
                    let p = ptr_at(self, src, o);
                    self.b.ins().load(unit_ty(u), p, mem(u))
                })
                .collect();
            for (&(o, u), v) in pieces.iter().zip(loaded) {
                let p = ptr_at(self, dst, o);
                self.b.ins().store(v, p, mem(u));
            }
        } else if let Some(byte) = byte {
            let b8 = if self.b.value_type(byte) == Type::I8 {
                byte
            } else {
                self.b.ins().trunc(Type::I8, byte)
            };
            for &(o, u) in &pieces {
                let t = unit_ty(u);
                let v = if t == Type::I8 {
                    b8
                } else {
                    // The byte repeated: zext(b) * 0x0101...
                    let z = self.b.ins().zext(t, b8);
                    let rep =
                        self.iconst(t, 0x0101_0101_0101_0101u64 & (u64::MAX >> (64 - t.bits())));
                    self.b.ins().imul(z, rep)
                };
                let p = ptr_at(self, dst, o);
                self.b.ins().store(v, p, mem(u));
            }
        }
        Ok(())
    }
}

fn block_name(b: hidden::Block) -> &'static str {
    match b {
        hidden::Block::ImplicitArgs => "hidden kernel arguments",
        hidden::Block::DispatchPacket => "dispatch packet",
    }
}

/// LLVM orderings as agc's (`unordered` is strengthened to `monotonic`,
/// which satisfies every guarantee `unordered` gives).
fn ordering(o: AtomicOrdering) -> Ordering {
    match o {
        AtomicOrdering::Unordered | AtomicOrdering::Monotonic => Ordering::Monotonic,
        AtomicOrdering::Acquire => Ordering::Acquire,
        AtomicOrdering::Release => Ordering::Release,
        AtomicOrdering::AcqRel => Ordering::AcqRel,
        AtomicOrdering::SeqCst => Ordering::SeqCst,
    }
}

/// AMDGPU's `syncscope` names.
fn sync_scope(s: &str) -> Option<SyncScope> {
    Some(match s {
        "" => SyncScope::System,
        "one-as" => SyncScope::SystemOneAs,
        "singlethread" => SyncScope::SingleThread,
        "singlethread-one-as" => SyncScope::SingleThreadOneAs,
        "wavefront" => SyncScope::Wavefront,
        "wavefront-one-as" => SyncScope::WavefrontOneAs,
        "workgroup" => SyncScope::Workgroup,
        "workgroup-one-as" => SyncScope::WorkgroupOneAs,
        "agent" => SyncScope::Agent,
        "agent-one-as" => SyncScope::AgentOneAs,
        _ => return None,
    })
}
