//! agc IR to LLVM IR text for `amdgcn-amd-amdhsa`, so that llc compiles
//! exactly the kernels agc compiles.
//!
//! Role: the yardstick's input. The benchmarks (`agc-bench`) and the
//! driver's `--emit llvm-ir` print a [`Module`] as an LLVM module that
//! llc-22 accepts; run in a simulator, llc's code must compute what the IR
//! interpreter computes (the export test in `agc-bench` checks that on
//! every example and benchmark kernel).
//!
//! Mapping, one IR concept at a time:
//!
//! | agc IR | LLVM IR |
//! | --- | --- |
//! | `kernel` / `func` / `internal func` | `amdgpu_kernel void` / `hidden` / `internal` function returning one value or a struct (the symbols agc gives them) |
//! | block parameters | `phi` nodes; a terminator reaching one block twice gets an edge block per edge |
//! | `ptr.flat/global/local/constant/private` | `ptr`, `ptr addrspace(1/3/4/5)` (seed 002 numbering) |
//! | `lds @v` | an `internal addrspace(3)` global (`external` zero-length for `dynamic`) |
//! | stack slots | `alloca [N x i8], addrspace(5)` in the entry block |
//! | `workitem_id`, `workgroup_id`, `lane_id` | `llvm.amdgcn.workitem.id.*`, `workgroup.id.*`, `mbcnt.lo/hi` |
//! | `workgroup_size`, `grid_size` | the code object V5 hidden arguments through `llvm.amdgcn.implicitarg.ptr`, as clang's device library reads them (a constant under `reqd_workgroup_size`) |
//! | `barrier` | workgroup release fence, `llvm.amdgcn.s.barrier`, workgroup acquire fence (HIP's `__syncthreads`) |
//! | atomics, fences | LLVM orderings with `syncscope("agent")`, `"workgroup-one-as"`, ... (system scope is LLVM's default); atomics carry `!amdgpu.no.fine.grained.memory` as HIP's do |
//! | `mfma SHAPE` | `llvm.amdgcn.mfma.f32.*` with cbsz = abid = blgp = 0 (the IR's lane layout is the hardware's) |
//! | `wmma SHAPE` | `llvm.amdgcn.wmma.*` overloaded on the accumulator and A/B types; bf16 as i16 vectors, integer signedness as the i1 sign operands (clamp 0), the 16-bit results' half as the i1 `op_sel` |
//! | wave operations | `readfirstlane`, `readlane`, `ballot`, `ds.bpermute` per 32-bit word, `wave.reduce.*` (an explicit `s_ff1`-style loop where LLVM 22 has no reduction) |
//! | float operations | `llvm.*` intrinsics with the IR's exact semantics: `minimumnum`/`maximumnum` (NaN-ignoring, -0 < +0), `roundeven`, `fptosi.sat`, `amdgcn.rcp`/`amdgcn.rsq` for the approximations |
//!
//! Fairness invariants: the export adds what clang's -O3 pipeline would
//! know about a kernel and nothing more: the `amdgpu-no-*` attributes the
//! AMDGPU attributor infers (computed here from the instructions each
//! function and its callees use), `uniform-work-group-size` (the IR
//! requires grids to be multiples of the workgroup), the flat workgroup
//! size and `!reqd_work_group_size`, the denormal modes of
//! `float_denorm_mode` (`denormal-fp-math[-f32]`), and code object version 5, the one
//! agc emits. Values are never assumed non-aliasing (`noalias`) because the
//! IR does not say so.
//!
//! The clever part is that constants, `lds_addr` and `stack_addr` are not
//! instructions in the output: a first pass gives such values their
//! operand text (`42`, `@tile`, `%ss0`), so every use prints the literal and
//! LLVM sees immediates exactly where agc does.
//!
//! What cannot be exported is an [`ExportError`] naming the instruction:
//! f64 `exp2`/`log2`/`sin`/`cos`, which LLVM's AMDGPU back end lowers only
//! through a math library.

use agc_ir::{
    AddrSpace, AtomicRmwOp, Block, Dim, FloatCC, FuncId, Function, Inst, IntCC, Kind, MatrixOp,
    MemArgs, Module, Opcode, Ordering, Payload, ReduceOp, Span, SyncScope, Type, Value,
};
use cranelift_entity::EntityRef;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// The LLVM intrinsic of each `mfma` shape (gfx908 names, which LLVM 22
/// accepts for gfx90a and gfx942 too).
fn mfma_intrinsic(m: MatrixOp) -> Option<&'static str> {
    Some(match m {
        MatrixOp::F32x16x16x4F32 => "llvm.amdgcn.mfma.f32.16x16x4f32",
        MatrixOp::F32x16x16x16F16 => "llvm.amdgcn.mfma.f32.16x16x16f16",
        MatrixOp::F32x4x4x1B16F32 => "llvm.amdgcn.mfma.f32.4x4x1f32",
        MatrixOp::F32x4x4x4B16F16 => "llvm.amdgcn.mfma.f32.4x4x4f16",
        MatrixOp::F32x32x32x8F16 => "llvm.amdgcn.mfma.f32.32x32x8f16",
        MatrixOp::F32x32x32x2F32 => "llvm.amdgcn.mfma.f32.32x32x2f32",
        _ => return None,
    })
}

/// The LLVM intrinsic family of a `wmma` (overloaded on the result and
/// the A/B types, suffixes added by the caller): `.f16`-style names of
/// the GFX11 instructions. LLVM 22 types their bf16 operands as i16
/// vectors, so bf16 values travel through bitcasts.
fn wmma_intrinsic(m: MatrixOp) -> &'static str {
    use agc_ir::MatrixElem as E;
    let i = m.info();
    match (i.elem, i.acc_lane.kind()) {
        (E::F16, Kind::F32) => "llvm.amdgcn.wmma.f32.16x16x16.f16",
        (E::Bf16, Kind::F32) => "llvm.amdgcn.wmma.f32.16x16x16.bf16",
        (E::F16, _) => "llvm.amdgcn.wmma.f16.16x16x16.f16",
        (E::Bf16, _) => "llvm.amdgcn.wmma.bf16.16x16x16.bf16",
        (E::Int8 { .. }, _) => "llvm.amdgcn.wmma.i32.16x16x16.iu8",
        _ => "llvm.amdgcn.wmma.i32.16x16x16.iu4",
    }
}

/// The `target datalayout` of amdgcn-amd-amdhsa (LLVM 22).
pub const DATALAYOUT: &str = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9";

/// What the export needs to know about the target.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExportOptions {
    /// The processor written into each function's `target-cpu`.
    pub cpu: String,
    /// 64 or 32: `wave_size`, `ballot`'s width and `lane_id`.
    pub wave_size: u32,
}

impl Default for ExportOptions {
    fn default() -> ExportOptions {
        ExportOptions {
            cpu: "gfx942".to_string(),
            wave_size: 64,
        }
    }
}

/// An instruction the export cannot express.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExportError {
    pub function: String,
    pub span: Span,
    pub message: String,
}

impl std::fmt::Display for ExportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "in `{}`: {}", self.function, self.message)
    }
}

impl std::error::Error for ExportError {}

/// Prints `module` as an LLVM IR module for llc.
pub fn export_module(module: &Module, options: &ExportOptions) -> Result<String, ExportError> {
    let mut out = String::with_capacity(4096);
    let mut decls: BTreeMap<String, String> = BTreeMap::new();
    let _ = writeln!(out, "; agc IR exported for llc");
    let _ = writeln!(out, "target datalayout = \"{DATALAYOUT}\"");
    let _ = writeln!(out, "target triple = \"amdgcn-amd-amdhsa\"\n");
    for (_, v) in module.lds_vars.iter() {
        if v.dynamic {
            let _ = writeln!(
                out,
                "{} = external addrspace(3) global [0 x i8], align {}",
                global(&v.name),
                v.align.max(1)
            );
        } else {
            let _ = writeln!(
                out,
                "{} = internal addrspace(3) global [{} x i8] poison, align {}",
                global(&v.name),
                v.size,
                v.align.max(1)
            );
        }
    }
    if !module.lds_vars.is_empty() {
        out.push('\n');
    }
    let uses = inputs_used(module);
    let mut attrs = Vec::new();
    let mut meta = vec![
        "!{i32 1, !\"amdhsa_code_object_version\", i32 500}".to_string(),
        "!{i32 1}".to_string(),
        "!{}".to_string(),
    ];
    for (id, func) in module.functions.iter() {
        let mut w = FnWriter::new(module, func, options, &mut decls);
        w.prepare()?;
        let header = w.header(id, attrs.len(), &mut meta);
        attrs.push(fn_attrs(func, uses[id.index()], options));
        let body = w.body()?;
        out.push_str(&header);
        out.push_str(" {\n");
        out.push_str(&body);
        out.push_str("}\n\n");
    }
    for d in decls.values() {
        out.push_str(d);
        out.push('\n');
    }
    if !decls.is_empty() {
        out.push('\n');
    }
    for (i, a) in attrs.iter().enumerate() {
        let _ = writeln!(out, "attributes #{i} = {{ {a} }}");
    }
    let _ = writeln!(out, "\n!llvm.module.flags = !{{!0}}");
    for (i, m) in meta.iter().enumerate() {
        let _ = writeln!(out, "!{i} = {m}");
    }
    Ok(out)
}

/// Hardware inputs a function reads, directly or through its callees.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
struct Uses {
    workitem: [bool; 3],
    workgroup: [bool; 3],
    implicitarg: bool,
    /// A private pointer is cast to flat: flat instructions may reach
    /// scratch, so the kernel needs FLAT_SCRATCH set up.
    flat_scratch: bool,
    /// Matrix operations, which may need AGPRs (clang then leaves
    /// `amdgpu-agpr-alloc` to llc).
    mfma: bool,
}

impl Uses {
    fn union(self, o: Uses) -> Uses {
        let or3 = |a: [bool; 3], b: [bool; 3]| [a[0] | b[0], a[1] | b[1], a[2] | b[2]];
        Uses {
            workitem: or3(self.workitem, o.workitem),
            workgroup: or3(self.workgroup, o.workgroup),
            implicitarg: self.implicitarg | o.implicitarg,
            flat_scratch: self.flat_scratch | o.flat_scratch,
            mfma: self.mfma | o.mfma,
        }
    }
}

fn inputs_used(module: &Module) -> Vec<Uses> {
    let n = module.functions.len();
    let mut uses = vec![Uses::default(); n];
    let mut callees: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (id, f) in module.functions.iter() {
        let u = &mut uses[id.index()];
        for &b in &f.layout {
            for &inst in f.block_insts(b) {
                let d = &f.insts[inst];
                let dim = match d.payload {
                    Payload::Dim(d) => d as usize,
                    _ => 0,
                };
                match d.opcode {
                    Opcode::WorkitemId => u.workitem[dim] = true,
                    Opcode::WorkgroupId => u.workgroup[dim] = true,
                    Opcode::WorkgroupSize if f.attrs.reqd_workgroup_size.is_none() => {
                        u.implicitarg = true
                    }
                    Opcode::GridSize => u.implicitarg = true,
                    Opcode::Addrspacecast
                        if f.value_type(f.inst_args(inst)[0]).addr_space()
                            == Some(AddrSpace::Private) =>
                    {
                        u.flat_scratch = true
                    }
                    Opcode::Mfma | Opcode::Wmma => u.mfma = true,
                    Opcode::Call => {
                        if let Payload::Call(c) = d.payload {
                            callees[id.index()].push(c.index());
                        }
                    }
                    // Any function whose address is taken may be called.
                    Opcode::CallIndirect => callees[id.index()].extend(0..n),
                    _ => {}
                }
            }
        }
    }
    // Propagate through the call graph to a fixpoint (modules are small).
    let mut changed = true;
    while changed {
        changed = false;
        for i in 0..n {
            for &c in &callees[i] {
                let u = uses[i].union(uses[c]);
                if u != uses[i] {
                    uses[i] = u;
                    changed = true;
                }
            }
        }
    }
    uses
}

fn fn_attrs(func: &Function, u: Uses, o: &ExportOptions) -> String {
    let mut a = format!("convergent nounwind \"target-cpu\"=\"{}\"", o.cpu);
    // Always named: wave64 is GFX9's only mode but GFX10+'s second one,
    // which llc takes only from the feature.
    if o.wave_size == 32 {
        a.push_str(" \"target-features\"=\"+wavefrontsize32\"");
    } else {
        a.push_str(" \"target-features\"=\"+wavefrontsize64\"");
    }
    if !func.is_kernel() {
        return a;
    }
    let (lo, hi) = func
        .attrs
        .reqd_workgroup_size
        .map(|s| {
            let n: u32 = s.iter().product();
            (n, n)
        })
        .or(func.attrs.flat_workgroup_size)
        .unwrap_or((1, 1024));
    let _ = write!(a, " \"amdgpu-flat-work-group-size\"=\"{lo},{hi}\"");
    if let Some((lo, hi)) = func.attrs.waves_per_eu {
        let _ = write!(a, " \"amdgpu-waves-per-eu\"=\"{lo},{hi}\"");
    }
    if let Some((m32, m16_64)) = func.attrs.float_denorm_mode {
        // LLVM spells a MODE denormal field as "output,input", each kept
        // ("ieee": bit 1 resp. bit 0 set) or flushed ("preserve-sign").
        let spell = |m: u32| {
            let keep = |bit: u32| {
                if m & bit != 0 {
                    "ieee"
                } else {
                    "preserve-sign"
                }
            };
            format!("{},{}", keep(2), keep(1))
        };
        let _ = write!(
            a,
            " \"denormal-fp-math\"=\"{}\" \"denormal-fp-math-f32\"=\"{}\"",
            spell(m16_64),
            spell(m32)
        );
    }
    a.push_str(" \"uniform-work-group-size\"=\"true\"");
    if !u.mfma {
        a.push_str(" \"amdgpu-agpr-alloc\"=\"0\"");
    }
    for name in [
        "dispatch-ptr",
        "queue-ptr",
        "dispatch-id",
        "heap-ptr",
        "hostcall-ptr",
        "multigrid-sync-arg",
        "completion-action",
        "default-queue",
        "lds-kernel-id",
    ] {
        let _ = write!(a, " \"amdgpu-no-{name}\"");
    }
    if !u.flat_scratch {
        a.push_str(" \"amdgpu-no-flat-scratch-init\"");
    }
    if !u.implicitarg {
        a.push_str(" \"amdgpu-no-implicitarg-ptr\"");
    }
    for (d, c) in ["x", "y", "z"].iter().enumerate() {
        if !u.workitem[d] {
            let _ = write!(a, " \"amdgpu-no-workitem-id-{c}\"");
        }
        if !u.workgroup[d] {
            let _ = write!(a, " \"amdgpu-no-workgroup-id-{c}\"");
        }
    }
    a
}

/// `@name`, quoted when LLVM's identifier syntax needs it.
fn global(name: &str) -> String {
    let plain = !name.is_empty()
        && !name.as_bytes()[0].is_ascii_digit()
        && name
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$' | b'-'));
    if plain {
        format!("@{name}")
    } else {
        format!("@\"{name}\"")
    }
}

/// The LLVM spelling of a type.
pub fn llvm_type(t: Type) -> String {
    if let Some(space) = t.addr_space() {
        return match space {
            AddrSpace::Flat => "ptr".to_string(),
            s => format!("ptr addrspace({})", s.number()),
        };
    }
    let lane = match t.kind() {
        Kind::Void => "void",
        Kind::I1 => "i1",
        Kind::I8 => "i8",
        Kind::I16 => "i16",
        Kind::I32 => "i32",
        Kind::I64 => "i64",
        Kind::F16 => "half",
        Kind::BF16 => "bfloat",
        Kind::F32 => "float",
        Kind::F64 => "double",
        Kind::Ptr => "ptr",
    };
    if t.is_vector() {
        format!("<{} x {lane}>", t.lanes())
    } else {
        lane.to_string()
    }
}

/// The overload suffix of an intrinsic for type `t` (`f32`, `v2f16`, `p1`).
fn mangle(t: Type) -> String {
    if let Some(space) = t.addr_space() {
        return format!("p{}", space.number());
    }
    let lane = match t.kind() {
        Kind::I1 => "i1",
        Kind::I8 => "i8",
        Kind::I16 => "i16",
        Kind::I32 => "i32",
        Kind::I64 => "i64",
        Kind::F16 => "f16",
        Kind::BF16 => "bf16",
        Kind::F32 => "f32",
        Kind::F64 => "f64",
        _ => "void",
    };
    if t.is_vector() {
        format!("v{}{lane}", t.lanes())
    } else {
        lane.to_string()
    }
}

/// An integer constant of `t`'s lane width, written as LLVM reads it.
fn int_literal(t: Type, bits: u64) -> String {
    let w = t.lane_bits();
    if w == 1 {
        return if bits & 1 == 1 { "true" } else { "false" }.to_string();
    }
    let v = if w >= 64 {
        bits as i64
    } else {
        ((bits << (64 - w)) as i64) >> (64 - w)
    };
    v.to_string()
}

/// A float constant in LLVM's exact hexadecimal forms.
fn float_literal(t: Type, bits: u64) -> String {
    match t.kind() {
        Kind::F16 => format!("0xH{:04X}", bits & 0xffff),
        Kind::BF16 => format!("0xR{:04X}", bits & 0xffff),
        Kind::F64 => format!("0x{bits:016X}"),
        _ => {
            // LLVM writes a float as the double with the same value; widen
            // the bits by hand so NaN payloads survive.
            let b = bits as u32;
            let sign = u64::from(b >> 31) << 63;
            let exp = (b >> 23) & 0xff;
            let frac = u64::from(b & 0x7f_ffff);
            let d = if exp == 0xff {
                sign | (0x7ffu64 << 52) | (frac << 29)
            } else if exp == 0 && frac == 0 {
                sign
            } else {
                (f32::from_bits(b) as f64).to_bits()
            };
            format!("0x{d:016X}")
        }
    }
}

/// A constant of type `t` with every lane `lane` (a literal).
fn splat_const(t: Type, lane: &str) -> String {
    if t.is_vector() {
        format!("splat ({} {lane})", llvm_type(t.lane_type()))
    } else {
        lane.to_string()
    }
}

fn scope_text(s: SyncScope) -> &'static str {
    match s {
        SyncScope::SingleThread => " syncscope(\"singlethread\")",
        SyncScope::Wavefront => " syncscope(\"wavefront\")",
        SyncScope::Workgroup => " syncscope(\"workgroup\")",
        SyncScope::Agent => " syncscope(\"agent\")",
        SyncScope::System => "",
        SyncScope::SingleThreadOneAs => " syncscope(\"singlethread-one-as\")",
        SyncScope::WavefrontOneAs => " syncscope(\"wavefront-one-as\")",
        SyncScope::WorkgroupOneAs => " syncscope(\"workgroup-one-as\")",
        SyncScope::AgentOneAs => " syncscope(\"agent-one-as\")",
        SyncScope::SystemOneAs => " syncscope(\"one-as\")",
    }
}

fn ordering_text(o: Ordering) -> &'static str {
    match o {
        Ordering::NotAtomic => "",
        Ordering::Monotonic => "monotonic",
        Ordering::Acquire => "acquire",
        Ordering::Release => "release",
        Ordering::AcqRel => "acq_rel",
        Ordering::SeqCst => "seq_cst",
    }
}

fn icmp_text(cc: IntCC) -> &'static str {
    cc.name()
}

fn fcmp_text(cc: FloatCC) -> &'static str {
    cc.name()
}

fn rmw_text(op: AtomicRmwOp) -> &'static str {
    match op {
        AtomicRmwOp::Add => "add",
        AtomicRmwOp::Sub => "sub",
        AtomicRmwOp::And => "and",
        AtomicRmwOp::Or => "or",
        AtomicRmwOp::Xor => "xor",
        AtomicRmwOp::Smin => "min",
        AtomicRmwOp::Smax => "max",
        AtomicRmwOp::Umin => "umin",
        AtomicRmwOp::Umax => "umax",
        AtomicRmwOp::Inc => "uinc_wrap",
        AtomicRmwOp::Dec => "udec_wrap",
        AtomicRmwOp::Xchg => "xchg",
        AtomicRmwOp::Fadd => "fadd",
        AtomicRmwOp::Fmin => "fmin",
        AtomicRmwOp::Fmax => "fmax",
    }
}

fn dim_char(d: Dim) -> &'static str {
    d.name()
}

/// Writes one function.
struct FnWriter<'a> {
    module: &'a Module,
    f: &'a Function,
    o: &'a ExportOptions,
    decls: &'a mut BTreeMap<String, String>,
    /// Operand text of values that are not instructions in the output.
    fixed: Vec<Option<String>>,
    /// The LLVM label the current IR block's code ends in so far (a block
    /// split by an expanded loop ends in a later label).
    current_end: String,
    current_block: Block,
    /// The current block's text.
    cur: String,
    tmp: u32,
}

impl<'a> FnWriter<'a> {
    fn new(
        module: &'a Module,
        f: &'a Function,
        o: &'a ExportOptions,
        decls: &'a mut BTreeMap<String, String>,
    ) -> FnWriter<'a> {
        FnWriter {
            module,
            f,
            o,
            decls,
            fixed: vec![None; f.values.len()],
            current_end: String::new(),
            current_block: Block::new(0),
            cur: String::new(),
            tmp: 0,
        }
    }

    fn err(&self, inst: Inst, message: impl Into<String>) -> ExportError {
        ExportError {
            function: self.f.name.clone(),
            span: self.f.spans[inst],
            message: message.into(),
        }
    }

    /// Gives constants, `lds_addr` and `stack_addr` results their text.
    fn prepare(&mut self) -> Result<(), ExportError> {
        let f = self.f;
        for &b in &f.layout {
            for &inst in f.block_insts(b) {
                let d = &f.insts[inst];
                let Some(r) = f.first_result(inst) else {
                    continue;
                };
                let text = match (d.opcode, d.payload) {
                    (Opcode::Iconst, Payload::Imm(bits)) => int_literal(d.ty, bits),
                    (Opcode::Fconst, Payload::FloatBits(bits)) => float_literal(d.ty, bits),
                    (Opcode::LdsAddr, Payload::Lds(v)) => global(&self.module.lds_vars[v].name),
                    (Opcode::FuncAddr, Payload::Call(g)) => global(&self.module.functions[g].name),
                    (Opcode::StackAddr, Payload::StackSlot(s)) => format!("%ss{}", s.index()),
                    (Opcode::WaveSize, _) => self.o.wave_size.to_string(),
                    (Opcode::WorkgroupSize, Payload::Dim(dim)) => {
                        match f.attrs.reqd_workgroup_size {
                            Some(s) => s[dim as usize].to_string(),
                            None => continue,
                        }
                    }
                    _ => continue,
                };
                self.fixed[r.index()] = Some(text);
            }
        }
        Ok(())
    }

    fn header(&self, id: FuncId, attr: usize, meta: &mut Vec<String>) -> String {
        let f = self.f;
        let _ = id;
        let params: Vec<String> = f
            .params
            .iter()
            .zip(f.entry_block().map_or(&[][..], |b| f.block_params(b)))
            .map(|(p, &v)| {
                let inreg = if p.inreg && !f.is_kernel() {
                    " inreg"
                } else {
                    ""
                };
                let align = if p.pointee_align != 0 {
                    format!(" align {}", p.pointee_align)
                } else {
                    String::new()
                };
                format!("{}{inreg}{align} %v{}", llvm_type(p.ty), v.index())
            })
            .collect();
        let mut h = if f.is_kernel() {
            format!(
                "define amdgpu_kernel void {}({}) #{attr}",
                global(&f.name),
                params.join(", ")
            )
        } else {
            format!(
                "define {} {} {}({}) #{attr}",
                if f.is_internal() {
                    "internal"
                } else {
                    "hidden"
                },
                ret_type(&f.returns),
                global(&f.name),
                params.join(", ")
            )
        };
        if let Some([x, y, z]) = f.attrs.reqd_workgroup_size.filter(|_| f.is_kernel()) {
            let _ = write!(h, " !reqd_work_group_size !{}", meta.len());
            meta.push(format!("!{{i32 {x}, i32 {y}, i32 {z}}}"));
        }
        h
    }

    fn body(mut self) -> Result<String, ExportError> {
        let f = self.f;
        // Every block's text (label and phis added afterwards).
        let mut texts: Vec<(Block, String)> = Vec::with_capacity(f.layout.len());
        let mut edge_blocks = String::new();
        // Incoming (value text, predecessor label) per block parameter.
        let mut incoming: Vec<Vec<Vec<(String, String)>>> = f
            .blocks
            .keys()
            .map(|b| vec![Vec::new(); f.block_params(b).len()])
            .collect();
        for (n, &b) in f.layout.iter().enumerate() {
            self.cur.clear();
            self.current_end = label(b);
            self.current_block = b;
            if n == 0 {
                for (s, d) in f.stack_slots.iter() {
                    let _ = writeln!(
                        self.cur,
                        "  %ss{} = alloca [{} x i8], align {}, addrspace(5)",
                        s.index(),
                        d.size,
                        d.align.max(1)
                    );
                }
            }
            for &inst in f.block_insts(b) {
                if f.insts[inst].opcode.is_terminator() {
                    self.terminator(b, inst, &mut incoming, &mut edge_blocks)?;
                } else {
                    self.inst(inst)?;
                }
            }
            texts.push((b, std::mem::take(&mut self.cur)));
        }
        let mut out = String::new();
        for (n, (b, text)) in texts.into_iter().enumerate() {
            if n > 0 {
                out.push('\n');
            }
            let _ = writeln!(out, "{}:", label(b));
            // The entry block's parameters are the function's.
            let params = if n == 0 { &[][..] } else { f.block_params(b) };
            for (i, &p) in params.iter().enumerate() {
                let inc = &incoming[b.index()][i];
                let list: Vec<String> = inc.iter().map(|(v, l)| format!("[ {v}, %{l} ]")).collect();
                let _ = writeln!(
                    out,
                    "  %v{} = phi {} {}",
                    p.index(),
                    llvm_type(f.value_type(p)),
                    list.join(", ")
                );
            }
            out.push_str(&text);
        }
        out.push_str(&edge_blocks);
        Ok(out)
    }

    // ---- helpers ----

    fn val(&self, v: Value) -> String {
        let v = self.f.resolve(v);
        match &self.fixed[v.index()] {
            Some(t) => t.clone(),
            None => format!("%v{}", v.index()),
        }
    }

    fn typed(&self, v: Value) -> String {
        format!("{} {}", llvm_type(self.f.value_type(v)), self.val(v))
    }

    fn fresh(&mut self) -> String {
        self.tmp += 1;
        format!("%t{}", self.tmp)
    }

    fn fresh_label(&mut self, b: Block) -> String {
        self.tmp += 1;
        format!("{}.x{}", label(b), self.tmp)
    }

    fn line(&mut self, s: &str) {
        self.cur.push_str("  ");
        self.cur.push_str(s);
        self.cur.push('\n');
    }

    /// `dest = call ret @name(args)`, declaring the intrinsic.
    fn call(&mut self, dest: &str, ret: &str, name: &str, args: &[String]) {
        let tys: Vec<&str> = args
            .iter()
            .map(|a| {
                // Argument text is "TYPE VALUE"; the type is all but the
                // last space-separated word.
                a.rsplit_once(' ').map_or("", |(t, _)| t)
            })
            .collect();
        self.decls
            .entry(name.to_string())
            .or_insert_with(|| format!("declare {ret} @{name}({})", tys.join(", ")));
        let lhs = if dest.is_empty() {
            String::new()
        } else {
            format!("{dest} = ")
        };
        self.line(&format!("{lhs}call {ret} @{name}({})", args.join(", ")));
    }

    /// A fresh value computed by `call`.
    fn call_tmp(&mut self, ret: &str, name: &str, args: &[String]) -> String {
        let t = self.fresh();
        self.call(&t, ret, name, args);
        t
    }

    fn res(&self, inst: Inst) -> String {
        let r = self.f.first_result(inst).expect("instruction has a result");
        format!("%v{}", r.index())
    }

    // ---- instructions ----

    fn inst(&mut self, inst: Inst) -> Result<(), ExportError> {
        let f = self.f;
        let d = f.insts[inst];
        let args = f.inst_args(inst);
        let ty = d.ty;
        if let Some(r) = f.first_result(inst) {
            if self.fixed[f.resolve(r).index()].is_some() {
                return Ok(());
            }
        }
        let lt = llvm_type(ty);
        // Operand texts (the export is not a hot path).
        let texts: Vec<String> = args.iter().map(|&v| self.val(v)).collect();
        let a = |i: usize| texts[i].clone();
        use Opcode as O;
        match d.opcode {
            O::Iconst | O::Fconst | O::LdsAddr | O::StackAddr | O::WaveSize | O::FuncAddr => {}
            O::Iadd
            | O::Isub
            | O::Imul
            | O::Sdiv
            | O::Udiv
            | O::Srem
            | O::Urem
            | O::And
            | O::Or
            | O::Xor => {
                let op = match d.opcode {
                    O::Iadd => "add",
                    O::Isub => "sub",
                    O::Imul => "mul",
                    O::Sdiv => "sdiv",
                    O::Udiv => "udiv",
                    O::Srem => "srem",
                    O::Urem => "urem",
                    O::And => "and",
                    O::Or => "or",
                    _ => "xor",
                };
                let s = format!("{} = {op} {lt} {}, {}", self.res(inst), a(0), a(1));
                self.line(&s);
            }
            O::Shl | O::Lshr | O::Ashr => {
                // The IR takes the amount modulo the width.
                let op = match d.opcode {
                    O::Shl => "shl",
                    O::Lshr => "lshr",
                    _ => "ashr",
                };
                let mask = splat_const(ty, &(ty.lane_bits() - 1).to_string());
                let m = self.fresh();
                let s = format!("{m} = and {lt} {}, {mask}", a(1));
                self.line(&s);
                let s = format!("{} = {op} {lt} {}, {m}", self.res(inst), a(0));
                self.line(&s);
            }
            O::Smin | O::Smax | O::Umin | O::Umax => {
                let name = format!("llvm.{}.{}", d.opcode.name(), mangle(ty));
                let r = self.res(inst);
                self.call(&r, &lt, &name, &[self.typed(args[0]), self.typed(args[1])]);
            }
            O::Smulhi | O::Umulhi => {
                let (ext, w) = if d.opcode == O::Smulhi {
                    ("sext", ty.lane_bits())
                } else {
                    ("zext", ty.lane_bits())
                };
                let wide = if ty.is_vector() {
                    format!("<{} x i{}>", ty.lanes(), 2 * w)
                } else {
                    format!("i{}", 2 * w)
                };
                let (x, y, p, h) = (self.fresh(), self.fresh(), self.fresh(), self.fresh());
                let lines = [
                    format!("{x} = {ext} {lt} {} to {wide}", a(0)),
                    format!("{y} = {ext} {lt} {} to {wide}", a(1)),
                    format!("{p} = mul {wide} {x}, {y}"),
                    format!(
                        "{h} = lshr {wide} {p}, {}",
                        if ty.is_vector() {
                            format!("splat (i{} {w})", 2 * w)
                        } else {
                            w.to_string()
                        }
                    ),
                    format!("{} = trunc {wide} {h} to {lt}", self.res(inst)),
                ];
                for l in lines {
                    self.line(&l);
                }
            }
            O::Ineg => {
                let zero = if ty.is_vector() {
                    "zeroinitializer".to_string()
                } else {
                    "0".to_string()
                };
                let s = format!("{} = sub {lt} {zero}, {}", self.res(inst), a(0));
                self.line(&s);
            }
            O::Not => {
                let ones = if ty == Type::I1 {
                    "true".to_string()
                } else {
                    splat_const(ty, "-1")
                };
                let s = format!("{} = xor {lt} {}, {ones}", self.res(inst), a(0));
                self.line(&s);
            }
            O::Iabs => {
                let r = self.res(inst);
                let name = format!("llvm.abs.{}", mangle(ty));
                self.call(&r, &lt, &name, &[self.typed(args[0]), "i1 false".into()]);
            }
            O::Popcnt | O::Bitrev => {
                let base = if d.opcode == O::Popcnt {
                    "ctpop"
                } else {
                    "bitreverse"
                };
                let r = self.res(inst);
                let name = format!("llvm.{base}.{}", mangle(ty));
                self.call(&r, &lt, &name, &[self.typed(args[0])]);
            }
            O::Clz | O::Ctz => {
                let base = if d.opcode == O::Clz { "ctlz" } else { "cttz" };
                let r = self.res(inst);
                let name = format!("llvm.{base}.{}", mangle(ty));
                self.call(&r, &lt, &name, &[self.typed(args[0]), "i1 false".into()]);
            }
            O::Fadd | O::Fsub | O::Fmul | O::Fdiv => {
                let op = match d.opcode {
                    O::Fadd => "fadd",
                    O::Fsub => "fsub",
                    O::Fmul => "fmul",
                    _ => "fdiv",
                };
                let s = format!("{} = {op} {lt} {}, {}", self.res(inst), a(0), a(1));
                self.line(&s);
            }
            O::Fneg => {
                let s = format!("{} = fneg {lt} {}", self.res(inst), a(0));
                self.line(&s);
            }
            O::Fmin
            | O::Fmax
            | O::Copysign
            | O::Fma
            | O::Fabs
            | O::Sqrt
            | O::Floor
            | O::Ceil
            | O::Ftrunc
            | O::Nearest => {
                let base = match d.opcode {
                    O::Fmin => "minimumnum",
                    O::Fmax => "maximumnum",
                    O::Copysign => "copysign",
                    O::Fma => "fma",
                    O::Fabs => "fabs",
                    O::Sqrt => "sqrt",
                    O::Floor => "floor",
                    O::Ceil => "ceil",
                    O::Ftrunc => "trunc",
                    _ => "roundeven",
                };
                let r = self.res(inst);
                let name = format!("llvm.{base}.{}", mangle(ty));
                let targs: Vec<String> = args.iter().map(|&v| self.typed(v)).collect();
                self.call(&r, &lt, &name, &targs);
            }
            O::Rsqrt | O::Rcp | O::Exp2 | O::Log2 | O::Sin | O::Cos => {
                self.approx(inst, d.opcode, ty, args[0])?;
            }
            O::Ldexp => {
                let r = self.res(inst);
                let et = f.value_type(args[1]);
                let name = format!("llvm.ldexp.{}.{}", mangle(ty), mangle(et));
                self.call(&r, &lt, &name, &[self.typed(args[0]), self.typed(args[1])]);
            }
            O::Icmp | O::Fcmp => {
                let (op, cc) = match d.payload {
                    Payload::IntCC(cc) => ("icmp", icmp_text(cc)),
                    Payload::FloatCC(cc) => ("fcmp", fcmp_text(cc)),
                    _ => return Err(self.err(inst, "malformed comparison")),
                };
                let s = format!(
                    "{} = {op} {cc} {}, {}",
                    self.res(inst),
                    self.typed(args[0]),
                    a(1)
                );
                self.line(&s);
            }
            O::Select => {
                let s = format!(
                    "{} = select i1 {}, {}, {}",
                    self.res(inst),
                    a(0),
                    self.typed(args[1]),
                    self.typed(args[2])
                );
                self.line(&s);
            }
            O::Sext
            | O::Zext
            | O::Trunc
            | O::Fpext
            | O::Fptrunc
            | O::Sitofp
            | O::Uitofp
            | O::Bitcast
            | O::Ptrtoint
            | O::Inttoptr
            | O::Addrspacecast => {
                let op = d.opcode.name();
                let s = format!("{} = {op} {} to {lt}", self.res(inst), self.typed(args[0]));
                self.line(&s);
            }
            O::Fptosi | O::Fptoui => {
                let base = if d.opcode == O::Fptosi {
                    "fptosi"
                } else {
                    "fptoui"
                };
                let r = self.res(inst);
                let from = f.value_type(args[0]);
                let name = format!("llvm.{base}.sat.{}.{}", mangle(ty), mangle(from));
                self.call(&r, &lt, &name, &[self.typed(args[0])]);
            }
            O::Splat => {
                let t = self.fresh();
                let vt = format!("<1 x {}>", llvm_type(ty.lane_type()));
                let s = format!(
                    "{t} = insertelement {vt} poison, {}, i32 0",
                    self.typed(args[0])
                );
                self.line(&s);
                let s = format!(
                    "{} = shufflevector {vt} {t}, {vt} poison, <{} x i32> zeroinitializer",
                    self.res(inst),
                    ty.lanes()
                );
                self.line(&s);
            }
            O::Extractlane => {
                let Payload::Lane(k) = d.payload else {
                    return Err(self.err(inst, "malformed extractlane"));
                };
                let s = format!(
                    "{} = extractelement {}, i32 {k}",
                    self.res(inst),
                    self.typed(args[0])
                );
                self.line(&s);
            }
            O::Insertlane => {
                let Payload::Lane(k) = d.payload else {
                    return Err(self.err(inst, "malformed insertlane"));
                };
                let s = format!(
                    "{} = insertelement {}, {}, i32 {k}",
                    self.res(inst),
                    self.typed(args[0]),
                    self.typed(args[1])
                );
                self.line(&s);
            }
            O::Ptradd => {
                let s = format!(
                    "{} = getelementptr i8, {}, {}",
                    self.res(inst),
                    self.typed(args[0]),
                    self.typed(args[1])
                );
                self.line(&s);
            }
            O::Load => {
                let Payload::Mem(m) = d.payload else {
                    return Err(self.err(inst, "malformed load"));
                };
                let s = format!(
                    "{} = load{} {lt}, {}{}{}",
                    self.res(inst),
                    atomic_volatile(m),
                    self.typed(args[0]),
                    atomic_tail(m),
                    mem_meta(m, false)
                );
                self.line(&s);
            }
            O::Store => {
                let Payload::Mem(m) = d.payload else {
                    return Err(self.err(inst, "malformed store"));
                };
                let s = format!(
                    "store{} {}, {}{}{}",
                    atomic_volatile(m),
                    self.typed(args[0]),
                    self.typed(args[1]),
                    atomic_tail(m),
                    mem_meta(m, false)
                );
                self.line(&s);
            }
            O::AtomicRmw => {
                let Payload::AtomicRmw(op, m) = d.payload else {
                    return Err(self.err(inst, "malformed atomicrmw"));
                };
                let s = format!(
                    "{} = atomicrmw{} {} {}, {}{} {}, align {}{}",
                    self.res(inst),
                    if m.volatile { " volatile" } else { "" },
                    rmw_text(op),
                    self.typed(args[0]),
                    self.typed(args[1]),
                    scope_text(m.scope),
                    ordering_text(m.ordering),
                    m.align(),
                    mem_meta(m, true)
                );
                self.line(&s);
            }
            O::CmpXchg => {
                let Payload::CmpXchg { mem: m, failure } = d.payload else {
                    return Err(self.err(inst, "malformed cmpxchg"));
                };
                let t = self.fresh();
                let s = format!(
                    "{t} = cmpxchg{} {}, {}, {}{} {} {}, align {}{}",
                    if m.volatile { " volatile" } else { "" },
                    self.typed(args[0]),
                    self.typed(args[1]),
                    self.typed(args[2]),
                    scope_text(m.scope),
                    ordering_text(m.ordering),
                    ordering_text(failure),
                    m.align(),
                    mem_meta(m, true)
                );
                self.line(&s);
                let s = format!("{} = extractvalue {{ {lt}, i1 }} {t}, 0", self.res(inst));
                self.line(&s);
            }
            O::Fence => {
                let Payload::Fence(o, s) = d.payload else {
                    return Err(self.err(inst, "malformed fence"));
                };
                if o != Ordering::Monotonic && o != Ordering::NotAtomic {
                    let s = format!("fence{} {}", scope_text(s), ordering_text(o));
                    self.line(&s);
                }
            }
            O::Barrier => {
                self.line("fence syncscope(\"workgroup\") release");
                self.call("", "void", "llvm.amdgcn.s.barrier", &[]);
                self.line("fence syncscope(\"workgroup\") acquire");
            }
            O::WorkitemId | O::WorkgroupId => {
                let Payload::Dim(dim) = d.payload else {
                    return Err(self.err(inst, "malformed dimension"));
                };
                let base = if d.opcode == O::WorkitemId {
                    "workitem"
                } else {
                    "workgroup"
                };
                let r = self.res(inst);
                let name = format!("llvm.amdgcn.{base}.id.{}", dim_char(dim));
                self.call(&r, "i32", &name, &[]);
            }
            O::WorkgroupSize => {
                let Payload::Dim(dim) = d.payload else {
                    return Err(self.err(inst, "malformed dimension"));
                };
                let size = self.hidden(12 + 2 * dim as u32, 16);
                let s = format!("{} = zext i16 {size} to i32", self.res(inst));
                self.line(&s);
            }
            O::GridSize => {
                let Payload::Dim(dim) = d.payload else {
                    return Err(self.err(inst, "malformed dimension"));
                };
                let dim = dim as u32;
                let count = self.hidden(4 * dim, 32);
                let size = self.hidden(12 + 2 * dim, 16);
                let rem = self.hidden(18 + 2 * dim, 16);
                let (s32, r32, p) = (self.fresh(), self.fresh(), self.fresh());
                let lines = [
                    format!("{s32} = zext i16 {size} to i32"),
                    format!("{r32} = zext i16 {rem} to i32"),
                    format!("{p} = mul i32 {count}, {s32}"),
                    format!("{} = add i32 {p}, {r32}", self.res(inst)),
                ];
                for l in lines {
                    self.line(&l);
                }
            }
            O::LaneId => {
                let lo = self.call_tmp(
                    "i32",
                    "llvm.amdgcn.mbcnt.lo",
                    &["i32 -1".into(), "i32 0".into()],
                );
                let r = self.res(inst);
                if self.o.wave_size == 64 {
                    self.call(
                        &r,
                        "i32",
                        "llvm.amdgcn.mbcnt.hi",
                        &["i32 -1".into(), format!("i32 {lo}")],
                    );
                } else {
                    let s = format!("{r} = add i32 {lo}, 0");
                    self.line(&s);
                }
            }
            O::Readfirstlane | O::Readlane => {
                let lane = (d.opcode == O::Readlane).then(|| a(1));
                let v = self.wave_read(args[0], lane);
                let s = format!("{} = {}", self.res(inst), v);
                self.line(&s);
            }
            O::Ballot => {
                let r = self.res(inst);
                if self.o.wave_size == 64 {
                    self.call(&r, "i64", "llvm.amdgcn.ballot.i64", &[self.typed(args[0])]);
                } else {
                    let b = self.call_tmp("i32", "llvm.amdgcn.ballot.i32", &[self.typed(args[0])]);
                    let s = format!("{r} = zext i32 {b} to i64");
                    self.line(&s);
                }
            }
            O::Shuffle => self.shuffle(inst, args[0], args[1]),
            O::WaveReduce => {
                let Payload::Reduce(op) = d.payload else {
                    return Err(self.err(inst, "malformed wave_reduce"));
                };
                self.reduce(inst, op, ty, args[0]);
            }
            O::Mfma => {
                let Payload::Matrix(m) = d.payload else {
                    return Err(self.err(inst, "malformed mfma"));
                };
                let Some(name) = mfma_intrinsic(m) else {
                    return Err(self.err(inst, format!("`mfma {m}` has no LLVM intrinsic")));
                };
                let r = self.res(inst);
                let mut targs: Vec<String> = args.iter().map(|&v| self.typed(v)).collect();
                // cbsz, abid, blgp: no broadcast.
                targs.extend(["i32 0".to_string(), "i32 0".into(), "i32 0".into()]);
                let ret = llvm_type(self.f.value_type(args[2]));
                self.call(&r, &ret, name, &targs);
            }
            O::Wmma => {
                let Payload::Matrix(m) = d.payload else {
                    return Err(self.err(inst, "malformed wmma"));
                };
                self.wmma(inst, m, args);
            }
            O::Call => {
                let Payload::Call(callee) = d.payload else {
                    return Err(self.err(inst, "malformed call"));
                };
                let cf = &self.module.functions[callee];
                let rt = ret_type(&cf.returns);
                let targs: Vec<String> = args.iter().map(|&v| self.typed(v)).collect();
                let results = f.inst_results(inst);
                let call = format!("call {rt} {}({})", global(&cf.name), targs.join(", "));
                match results.len() {
                    0 => self.line(&call),
                    1 => {
                        let s = format!("%v{} = {call}", results[0].index());
                        self.line(&s);
                    }
                    _ => {
                        let t = self.fresh();
                        let s = format!("{t} = {call}");
                        self.line(&s);
                        for (i, r) in results.iter().enumerate() {
                            let s = format!("%v{} = extractvalue {rt} {t}, {i}", r.index());
                            self.line(&s);
                        }
                    }
                }
            }
            O::CallIndirect => {
                let Payload::Sig(sig) = d.payload else {
                    return Err(self.err(inst, "malformed call_indirect"));
                };
                if f.value_type(args[0]) != Type::ptr(agc_ir::AddrSpace::Flat) {
                    return Err(self.err(inst, "indirect call through a non-flat pointer"));
                }
                let sig = &f.signatures[sig];
                let rt = ret_type(&sig.returns);
                let targs: Vec<String> = args[1..]
                    .iter()
                    .zip(&sig.params)
                    .map(|(&v, p)| {
                        let inreg = if p.inreg { " inreg" } else { "" };
                        format!("{}{inreg} {}", llvm_type(p.ty), self.val(v))
                    })
                    .collect();
                let results = f.inst_results(inst);
                let call = format!("call {rt} {}({})", self.val(args[0]), targs.join(", "));
                match results.len() {
                    0 => self.line(&call),
                    1 => {
                        let s = format!("%v{} = {call}", results[0].index());
                        self.line(&s);
                    }
                    _ => {
                        let t = self.fresh();
                        let s = format!("{t} = {call}");
                        self.line(&s);
                        for (i, r) in results.iter().enumerate() {
                            let s = format!("%v{} = extractvalue {rt} {t}, {i}", r.index());
                            self.line(&s);
                        }
                    }
                }
            }
            O::Br | O::Brif | O::Switch | O::Return | O::Unreachable => {
                return Err(self.err(inst, "terminator in the middle of a block"))
            }
        }
        Ok(())
    }

    /// Loads a hidden kernel argument of `bits` at `offset` from the start
    /// of the hidden block (code object V5).
    fn hidden(&mut self, offset: u32, bits: u32) -> String {
        let base = self.call_tmp("ptr addrspace(4)", "llvm.amdgcn.implicitarg.ptr", &[]);
        let p = self.fresh();
        let s = format!("{p} = getelementptr i8, ptr addrspace(4) {base}, i64 {offset}");
        self.line(&s);
        let v = self.fresh();
        let s = format!(
            "{v} = load i{bits}, ptr addrspace(4) {p}, align {}, !invariant.load !2",
            bits / 8
        );
        self.line(&s);
        v
    }

    /// `rsqrt rcp exp2 log2 sin cos` within the IR's tolerances.
    fn approx(&mut self, inst: Inst, op: Opcode, ty: Type, x: Value) -> Result<(), ExportError> {
        let lane = ty.lane_type();
        if lane == Type::F64
            && matches!(op, Opcode::Exp2 | Opcode::Log2 | Opcode::Sin | Opcode::Cos)
        {
            return Err(self.err(
                inst,
                format!(
                    "f64 `{}` needs a math library; LLVM's AMDGPU back end has no lowering for it",
                    op.name()
                ),
            ));
        }
        let r = self.res(inst);
        let lt = llvm_type(ty);
        let generic = |name: &str| format!("llvm.{name}.{}", mangle(ty));
        match op {
            Opcode::Exp2 | Opcode::Log2 | Opcode::Sin | Opcode::Cos => {
                // `afn`: the IR's operation is an approximation (within
                // docs/ir.md's bounds), which is what `afn` lets LLVM use;
                // without it LLVM must give library accuracy, more than
                // agc promises (and agc's importer reads it back only so).
                let name = generic(op.name());
                self.decls
                    .entry(name.clone())
                    .or_insert_with(|| format!("declare {lt} @{name}({lt})"));
                let s = format!("{r} = call afn {lt} @{name}({})", self.typed(x));
                self.line(&s);
                return Ok(());
            }
            _ => {}
        }
        // rcp / rsqrt.
        if lane == Type::F64 {
            let one = splat_const(ty, &float_literal(Type::F64, 1f64.to_bits()));
            let src = if op == Opcode::Rsqrt {
                let name = generic("sqrt");
                self.call_tmp(&lt, &name, &[self.typed(x)])
            } else {
                self.val(x)
            };
            let s = format!("{r} = fdiv {lt} {one}, {src}");
            self.line(&s);
            return Ok(());
        }
        let name = if op == Opcode::Rsqrt {
            "llvm.amdgcn.rsq"
        } else {
            "llvm.amdgcn.rcp"
        };
        // The amdgcn intrinsics are scalar f16/f32: go lane by lane, and
        // through f32 for bf16.
        let mut acc = "poison".to_string();
        for i in 0..ty.lanes() {
            let mut e = if ty.is_vector() {
                let t = self.fresh();
                let s = format!("{t} = extractelement {}, i32 {i}", self.typed(x));
                self.line(&s);
                t
            } else {
                self.val(x)
            };
            let lane_lt = llvm_type(lane);
            let (calc_t, widened) = if lane == Type::BF16 {
                let t = self.fresh();
                let s = format!("{t} = fpext bfloat {e} to float");
                self.line(&s);
                e = t;
                ("float".to_string(), true)
            } else {
                (lane_lt.clone(), false)
            };
            let m = if widened {
                "f32".to_string()
            } else {
                mangle(lane)
            };
            let mut y = self.call_tmp(&calc_t, &format!("{name}.{m}"), &[format!("{calc_t} {e}")]);
            if widened {
                let t = self.fresh();
                let s = format!("{t} = fptrunc float {y} to bfloat");
                self.line(&s);
                y = t;
            }
            if ty.is_vector() {
                let dest = if i + 1 == ty.lanes() {
                    r.clone()
                } else {
                    self.fresh()
                };
                let s = format!("{dest} = insertelement {lt} {acc}, {lane_lt} {y}, i32 {i}");
                self.line(&s);
                acc = dest;
            } else {
                let s = format!("{r} = bitcast {lane_lt} {y} to {lane_lt}");
                self.line(&s);
            }
        }
        Ok(())
    }

    /// `readfirstlane` (lane `None`) or `readlane` of `v`: emits the
    /// computation and returns the right-hand side of the instruction that
    /// gives the result its own name (a no-op cast or a truncation).
    fn wave_read(&mut self, v: Value, lane: Option<String>) -> String {
        let ty = self.f.value_type(v);
        let (name, extra) = match &lane {
            Some(l) => ("llvm.amdgcn.readlane", vec![format!("i32 {l}")]),
            None => ("llvm.amdgcn.readfirstlane", vec![]),
        };
        if ty.bits() >= 32 {
            let lt = llvm_type(ty);
            let mut args = vec![self.typed(v)];
            args.extend(extra);
            let t = self.call_tmp(&lt, &format!("{name}.{}", mangle(ty)), &args);
            return format!("bitcast {lt} {t} to {lt}");
        }
        // Narrow values travel in an i32.
        let lt = llvm_type(ty);
        let it = format!("i{}", ty.bits());
        let mut x = self.val(v);
        if !ty.is_int() || ty.is_vector() {
            let t = self.fresh();
            let s = format!("{t} = bitcast {lt} {x} to {it}");
            self.line(&s);
            x = t;
        }
        let w = self.fresh();
        let s = format!("{w} = zext {it} {x} to i32");
        self.line(&s);
        let mut args = vec![format!("i32 {w}")];
        args.extend(extra);
        let y = self.call_tmp("i32", &format!("{name}.i32"), &args);
        if !ty.is_int() || ty.is_vector() {
            let t = self.fresh();
            let s = format!("{t} = trunc i32 {y} to {it}");
            self.line(&s);
            format!("bitcast {it} {t} to {lt}")
        } else {
            format!("trunc i32 {y} to {it}")
        }
    }

    /// `shuffle`: `ds_bpermute` on each 32-bit word of the value.
    /// `wmma`: the intrinsic, bf16 operands bitcast to and from i16
    /// vectors; the integer forms pass each operand's signedness and no
    /// clamp, the 16-bit forms the half (`op_sel`) as the last argument.
    fn wmma(&mut self, inst: Inst, m: MatrixOp, args: &[Value]) {
        use agc_ir::MatrixElem as E;
        let info = m.info();
        let as_ll = |t: Type| {
            if t.kind() == Kind::BF16 {
                Type::I16.with_lanes(t.lanes()).unwrap_or(t)
            } else {
                t
            }
        };
        let mut ops: Vec<String> = Vec::new();
        for &v in args {
            let t = self.f.value_type(v);
            if t.kind() == Kind::BF16 {
                let tmp = self.fresh();
                let line = format!(
                    "{tmp} = bitcast {} to {}",
                    self.typed(v),
                    llvm_type(as_ll(t))
                );
                self.line(&line);
                ops.push(format!("{} {tmp}", llvm_type(as_ll(t))));
            } else {
                ops.push(self.typed(v));
            }
        }
        let acc = self.f.value_type(args[2]);
        let name = format!(
            "{}.{}.{}",
            wmma_intrinsic(m),
            mangle(as_ll(acc)),
            mangle(as_ll(info.input))
        );
        let targs: Vec<String> = match info.elem {
            E::Int8 { a_signed, b_signed } | E::Int4 { a_signed, b_signed } => vec![
                format!("i1 {}", u8::from(a_signed)),
                ops[0].clone(),
                format!("i1 {}", u8::from(b_signed)),
                ops[1].clone(),
                ops[2].clone(),
                "i1 0".into(),
            ],
            _ if acc.lane_bits() == 16 => {
                let mut v = ops.clone();
                v.push(format!("i1 {}", u8::from(info.hi)));
                v
            }
            _ => ops.clone(),
        };
        let r = self.res(inst);
        let ret = llvm_type(as_ll(acc));
        if acc.kind() == Kind::BF16 {
            let t = self.call_tmp(&ret, &name, &targs);
            let line = format!("{r} = bitcast {ret} {t} to {}", llvm_type(acc));
            self.line(&line);
        } else {
            self.call(&r, &ret, &name, &targs);
        }
    }

    fn shuffle(&mut self, inst: Inst, v: Value, idx: Value) {
        let ty = self.f.value_type(v);
        let lt = llvm_type(ty);
        let bits = ty.bits();
        let words = bits.div_ceil(32);
        let addr = self.fresh();
        let s = format!("{addr} = shl i32 {}, 2", self.val(idx));
        self.line(&s);
        // To an integer of the value's width, then of whole words.
        let ib = format!("i{bits}");
        let mut x = self.val(v);
        if ty.is_ptr() {
            let t = self.fresh();
            let s = format!("{t} = ptrtoint {lt} {x} to {ib}");
            self.line(&s);
            x = t;
        } else if !ty.is_int() || ty.is_vector() {
            let t = self.fresh();
            let s = format!("{t} = bitcast {lt} {x} to {ib}");
            self.line(&s);
            x = t;
        }
        let iw = format!("i{}", 32 * words);
        if bits != 32 * words {
            let t = self.fresh();
            let s = format!("{t} = zext {ib} {x} to {iw}");
            self.line(&s);
            x = t;
        }
        let mut whole = x;
        if words == 1 {
            whole = self.call_tmp(
                "i32",
                "llvm.amdgcn.ds.bpermute",
                &[format!("i32 {addr}"), format!("i32 {whole}")],
            );
        } else {
            let vt = format!("<{words} x i32>");
            let vec = self.fresh();
            let s = format!("{vec} = bitcast {iw} {whole} to {vt}");
            self.line(&s);
            let mut acc = "poison".to_string();
            for i in 0..words {
                let e = self.fresh();
                let s = format!("{e} = extractelement {vt} {vec}, i32 {i}");
                self.line(&s);
                let p = self.call_tmp(
                    "i32",
                    "llvm.amdgcn.ds.bpermute",
                    &[format!("i32 {addr}"), format!("i32 {e}")],
                );
                let n = self.fresh();
                let s = format!("{n} = insertelement {vt} {acc}, i32 {p}, i32 {i}");
                self.line(&s);
                acc = n;
            }
            let t = self.fresh();
            let s = format!("{t} = bitcast {vt} {acc} to {iw}");
            self.line(&s);
            whole = t;
        }
        if bits != 32 * words {
            let t = self.fresh();
            let s = format!("{t} = trunc {iw} {whole} to {ib}");
            self.line(&s);
            whole = t;
        }
        let r = self.res(inst);
        let s = if ty.is_ptr() {
            format!("{r} = inttoptr {ib} {whole} to {lt}")
        } else {
            format!("{r} = bitcast {ib} {whole} to {lt}")
        };
        self.line(&s);
    }

    /// `wave_reduce`: LLVM 22's `llvm.amdgcn.wave.reduce.*` where it has
    /// one (every integer form, f32), else the same iterative loop written
    /// out: take the lowest remaining active lane, read it, combine.
    fn reduce(&mut self, inst: Inst, op: ReduceOp, ty: Type, x: Value) {
        let lt = llvm_type(ty);
        let r = self.res(inst);
        let llvm_op = match op {
            ReduceOp::Add => "add",
            ReduceOp::And => "and",
            ReduceOp::Or => "or",
            ReduceOp::Xor => "xor",
            ReduceOp::Smin => "min",
            ReduceOp::Smax => "max",
            ReduceOp::Umin => "umin",
            ReduceOp::Umax => "umax",
            ReduceOp::Fadd => "fadd",
            ReduceOp::Fmin => "fmin",
            ReduceOp::Fmax => "fmax",
        };
        if ty != Type::F64 {
            let name = format!("llvm.amdgcn.wave.reduce.{llvm_op}.{}", mangle(ty));
            self.call(&r, &lt, &name, &[self.typed(x), "i32 0".into()]);
            return;
        }
        // f64: the iterative strategy by hand.
        let b = self.current_block;
        let (from, head, exit) = (
            self.current_end.clone(),
            self.fresh_label(b),
            self.fresh_label(b),
        );
        let identity = match op {
            ReduceOp::Fadd => float_literal(Type::F64, (-0.0f64).to_bits()),
            ReduceOp::Fmin => float_literal(Type::F64, f64::INFINITY.to_bits()),
            _ => float_literal(Type::F64, f64::NEG_INFINITY.to_bits()),
        };
        let ballot = self.call_tmp("i64", "llvm.amdgcn.ballot.i64", &["i1 true".into()]);
        let s = format!("br label %{head}");
        self.line(&s);
        let (acc, mask, acc2, mask2) = (self.fresh(), self.fresh(), self.fresh(), self.fresh());
        let _ = writeln!(self.cur, "\n{head}:");
        let s = format!("{acc} = phi double [ {identity}, %{from} ], [ {acc2}, %{head} ]");
        self.line(&s);
        let s = format!("{mask} = phi i64 [ {ballot}, %{from} ], [ {mask2}, %{head} ]");
        self.line(&s);
        let lane64 = self.call_tmp(
            "i64",
            "llvm.cttz.i64",
            &[format!("i64 {mask}"), "i1 true".into()],
        );
        let lane = self.fresh();
        let s = format!("{lane} = trunc i64 {lane64} to i32");
        self.line(&s);
        let y = self.call_tmp(
            "double",
            "llvm.amdgcn.readlane.f64",
            &[self.typed(x), format!("i32 {lane}")],
        );
        let combine = match op {
            ReduceOp::Fadd => format!("{acc2} = fadd double {acc}, {y}"),
            _ => {
                let name = if op == ReduceOp::Fmin {
                    "llvm.minimumnum.f64"
                } else {
                    "llvm.maximumnum.f64"
                };
                self.decls
                    .entry(name.to_string())
                    .or_insert_with(|| format!("declare double @{name}(double, double)"));
                format!("{acc2} = call double @{name}(double {acc}, double {y})")
            }
        };
        self.line(&combine);
        let (m1, more) = (self.fresh(), self.fresh());
        let lines = [
            format!("{m1} = sub i64 {mask}, 1"),
            format!("{mask2} = and i64 {mask}, {m1}"),
            format!("{more} = icmp ne i64 {mask2}, 0"),
            format!("br i1 {more}, label %{head}, label %{exit}"),
        ];
        for l in lines {
            self.line(&l);
        }
        let _ = writeln!(self.cur, "\n{exit}:");
        let s = format!(
            "{r} = fadd double {acc2}, {}",
            float_literal(Type::F64, (-0.0f64).to_bits())
        );
        self.line(&s);
        self.current_end = exit;
    }

    // ---- terminators ----

    fn terminator(
        &mut self,
        b: Block,
        inst: Inst,
        incoming: &mut [Vec<Vec<(String, String)>>],
        edge_blocks: &mut String,
    ) -> Result<(), ExportError> {
        let f = self.f;
        let d = &f.insts[inst];
        let from = self.current_end.clone();
        let mut edges: Vec<(Block, Vec<Value>)> = Vec::new();
        f.for_each_block_call(inst, |bc| {
            edges.push((bc.block, bc.args.as_slice(&f.value_lists).to_vec()))
        });
        // The label each edge leaves from, splitting edges that would make
        // two phi entries for one predecessor.
        let mut labels = Vec::with_capacity(edges.len());
        for (k, (t, args)) in edges.iter().enumerate() {
            let dup = edges.iter().filter(|(u, _)| u == t).count() > 1;
            let target = if dup && !args.is_empty() {
                let e = format!("{}.e{k}", label(b));
                let _ = write!(edge_blocks, "\n{e}:\n  br label %{}\n", label(*t));
                e
            } else {
                label(*t)
            };
            let pred = if dup && !args.is_empty() {
                target.clone()
            } else {
                from.clone()
            };
            for (i, &a) in args.iter().enumerate() {
                incoming[t.index()][i].push((self.val(a), pred.clone()));
            }
            labels.push(target);
        }
        let args = f.inst_args(inst);
        let text = match d.opcode {
            Opcode::Br => format!("br label %{}", labels[0]),
            Opcode::Brif => format!(
                "br i1 {}, label %{}, label %{}",
                self.val(args[0]),
                labels[0],
                labels[1]
            ),
            Opcode::Switch => {
                let Payload::Switch(jt) = d.payload else {
                    return Err(self.err(inst, "malformed switch"));
                };
                let st = f.value_type(args[0]);
                let cases: Vec<String> = f.jump_tables[jt]
                    .cases
                    .iter()
                    .zip(&labels[1..])
                    .map(|((c, _), l)| {
                        format!("{} {}, label %{l}", llvm_type(st), int_literal(st, *c))
                    })
                    .collect();
                format!(
                    "switch {}, label %{} [ {} ]",
                    self.typed(args[0]),
                    labels[0],
                    cases.join(" ")
                )
            }
            Opcode::Return => {
                if f.is_kernel() || f.returns.is_empty() {
                    "ret void".to_string()
                } else if f.returns.len() == 1 {
                    format!("ret {}", self.typed(args[0]))
                } else {
                    let rt = ret_type(&f.returns);
                    let mut acc = "poison".to_string();
                    for (i, &a) in args.iter().enumerate() {
                        let t = self.fresh();
                        let s = format!("{t} = insertvalue {rt} {acc}, {}, {i}", self.typed(a));
                        self.line(&s);
                        acc = t;
                    }
                    format!("ret {rt} {acc}")
                }
            }
            _ => "unreachable".to_string(),
        };
        self.line(&text);
        Ok(())
    }
}

fn label(b: Block) -> String {
    format!("b{}", b.index())
}

fn ret_type(returns: &[Type]) -> String {
    match returns {
        [] => "void".to_string(),
        [t] => llvm_type(*t),
        ts => format!(
            "{{ {} }}",
            ts.iter()
                .map(|&t| llvm_type(t))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

fn atomic_volatile(m: MemArgs) -> String {
    let mut s = String::new();
    if m.is_atomic() {
        s.push_str(" atomic");
    }
    if m.volatile {
        s.push_str(" volatile");
    }
    s
}

/// `[syncscope] ordering, align N` for loads and stores.
fn atomic_tail(m: MemArgs) -> String {
    if m.is_atomic() {
        format!(
            "{} {}, align {}",
            scope_text(m.scope),
            ordering_text(m.ordering),
            m.align()
        )
    } else {
        format!(", align {}", m.align())
    }
}

fn mem_meta(m: MemArgs, rmw: bool) -> String {
    let mut s = String::new();
    if m.nontemporal {
        s.push_str(", !nontemporal !1");
    }
    if rmw {
        s.push_str(", !amdgpu.no.fine.grained.memory !2");
    }
    s
}
