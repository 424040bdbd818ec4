//! Printer: a [`Module`] to the canonical `.agc` text (docs/ir.md,
//! "Canonical form").
//!
//! Role: the inverse of [`crate::parser`]. For any text already in
//! canonical form, `print(parse(text)) == text` (comments and blank lines
//! aside), and for any module, `parse(print(m))` prints identically; the
//! round-trip tests hold both. It prints IR built through the API as well:
//! nothing here needs spans, and operands are printed through
//! [`Function::resolve`], so a module with pending aliases prints as if
//! they had been rewritten.
//!
//! Layout: files, then LDS variables, then functions in id order; a blank
//! line between those groups and between functions and blocks; stack slots
//! right after the function's `{`; instructions indented four spaces.
//!
//! The central trick is name assignment (`Names`): names kept from the
//! text are printed unchanged when they are valid and unique in their
//! function; every other entity gets a generated name (`%vN`, `blockN`,
//! `$ssN`, N its entity index) that is checked against the kept names and
//! given a `_K` suffix on collision. Generated names cannot collide with
//! each other (`vN` and `vN_K` differ in shape), so one probe per entity
//! suffices and names never change between a print and a reprint.

use crate::entities::{Block, FuncId, Inst, StackSlot, Value};
use crate::function::Function;
use crate::instructions::{BlockCall, MemArgs, Payload};
use crate::lexer::{is_valid_ident, is_valid_name};
use crate::module::Module;
use crate::opcodes::Format;
use crate::parser::float::{shortest_decimal, FloatFormat};
use crate::types::Type;
use core::fmt::{self, Write};
use cranelift_entity::EntityRef;
use std::collections::HashSet;

/// The whole module in canonical form.
pub fn print_module(m: &Module) -> String {
    let mut s = String::new();
    // Writing to a String cannot fail.
    let _ = write_module(&mut s, m);
    s
}

/// One function in canonical form (the names of callees and LDS variables
/// come from `m`).
pub fn print_function(m: &Module, id: FuncId) -> String {
    let mut s = String::new();
    let _ = write_function(&mut s, m, id);
    s
}

impl fmt::Display for Module {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_module(f, self)
    }
}

/// Writes the whole module in canonical form.
pub fn write_module(w: &mut dyn Write, m: &Module) -> fmt::Result {
    let mut first = true;
    let mut gap = |w: &mut dyn Write| -> fmt::Result {
        if !std::mem::replace(&mut first, false) {
            w.write_char('\n')?;
        }
        Ok(())
    };
    if !m.files.is_empty() {
        gap(w)?;
        for (id, path) in m.files.iter() {
            write!(w, "file {} ", id.index())?;
            write_string(w, path)?;
            w.write_char('\n')?;
        }
    }
    if !m.lds_vars.is_empty() {
        gap(w)?;
        for (_, v) in m.lds_vars.iter() {
            write!(w, "lds @{}: ", v.name)?;
            if v.dynamic {
                w.write_str("dynamic")?;
            } else {
                write!(w, "{}", v.size)?;
            }
            writeln!(w, ", align {}", v.align)?;
        }
    }
    for id in m.functions.keys() {
        gap(w)?;
        write_function(w, m, id)?;
    }
    Ok(())
}

fn write_string(w: &mut dyn Write, s: &str) -> fmt::Result {
    w.write_char('"')?;
    for c in s.chars() {
        if c == '"' || c == '\\' {
            w.write_char('\\')?;
        }
        w.write_char(c)?;
    }
    w.write_char('"')
}

/// A printed name: kept from the source, or generated.
#[derive(Copy, Clone)]
enum Name<'a> {
    Kept(&'a str),
    /// `{prefix}{index}` plus `_{suffix}` when the suffix is not zero.
    Gen(&'static str, u32, u32),
}

impl fmt::Display for Name<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Name::Kept(s) => f.write_str(s),
            Name::Gen(prefix, n, 0) => write!(f, "{prefix}{n}"),
            Name::Gen(prefix, n, k) => write!(f, "{prefix}{n}_{k}"),
        }
    }
}

/// Assigns a name to every entity `0..count`; see the module doc.
fn assign<'a>(
    count: usize,
    kept: impl Fn(usize) -> Option<&'a str>,
    valid: fn(&str) -> bool,
    prefix: &'static str,
) -> Vec<Name<'a>> {
    let mut taken: HashSet<&'a str> = HashSet::new();
    let mut names: Vec<Name<'a>> = (0..count)
        .map(|i| match kept(i) {
            Some(n) if valid(n) && taken.insert(n) => Name::Kept(n),
            _ => Name::Gen(prefix, i as u32, 0),
        })
        .collect();
    let mut buf = String::new();
    for name in &mut names {
        if let Name::Gen(_, i, k) = name {
            loop {
                buf.clear();
                let _ = write!(buf, "{}", Name::Gen(prefix, *i, *k));
                if !taken.contains(buf.as_str()) {
                    break;
                }
                *k += 1;
            }
        }
    }
    names
}

/// The printed names of one function's values, blocks and slots.
struct Names<'a> {
    values: Vec<Name<'a>>,
    blocks: Vec<Name<'a>>,
    slots: Vec<Name<'a>>,
}

impl<'a> Names<'a> {
    fn new(f: &'a Function) -> Names<'a> {
        Names {
            values: assign(
                f.values.len(),
                |i| f.value_names[Value::new(i)].as_deref(),
                is_valid_name,
                "v",
            ),
            blocks: assign(
                f.blocks.len(),
                |i| f.block_names[Block::new(i)].as_deref(),
                is_valid_ident,
                "block",
            ),
            slots: assign(
                f.stack_slots.len(),
                |i| f.slot_names[StackSlot::new(i)].as_deref(),
                is_valid_name,
                "ss",
            ),
        }
    }

    fn value(&self, v: Value) -> Name<'a> {
        self.values
            .get(v.index())
            .copied()
            .unwrap_or(Name::Gen("invalid", v.index() as u32, 0))
    }
    fn block(&self, b: Block) -> Name<'a> {
        self.blocks
            .get(b.index())
            .copied()
            .unwrap_or(Name::Gen("invalid", b.index() as u32, 0))
    }
    fn slot(&self, s: StackSlot) -> Name<'a> {
        self.slots
            .get(s.index())
            .copied()
            .unwrap_or(Name::Gen("invalid", s.index() as u32, 0))
    }
}

/// Writes one function in canonical form.
pub fn write_function(w: &mut dyn Write, m: &Module, id: FuncId) -> fmt::Result {
    let Some(f) = m.functions.get(id) else {
        return Ok(());
    };
    let names = Names::new(f);
    let p = FnPrinter { m, f, names };
    p.header(w)?;
    if f.is_declaration() {
        return Ok(());
    }
    for (i, &block) in f.layout.iter().enumerate() {
        if i > 0 {
            w.write_char('\n')?;
        }
        p.block(w, block, i == 0)?;
    }
    w.write_str("}\n")
}

struct FnPrinter<'a> {
    m: &'a Module,
    f: &'a Function,
    names: Names<'a>,
}

impl FnPrinter<'_> {
    fn val(&self, v: Value) -> Name<'_> {
        if v.index() < self.f.values.len() {
            self.names.value(self.f.resolve(v))
        } else {
            self.names.value(v)
        }
    }

    /// Definitions print their own names; only uses go through aliases.
    fn defs(&self, w: &mut dyn Write, vs: &[Value]) -> fmt::Result {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                w.write_str(", ")?;
            }
            write!(w, "%{}", self.names.value(v))?;
        }
        Ok(())
    }

    fn vals(&self, w: &mut dyn Write, vs: &[Value]) -> fmt::Result {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                w.write_str(", ")?;
            }
            write!(w, "%{}", self.val(v))?;
        }
        Ok(())
    }

    fn header(&self, w: &mut dyn Write) -> fmt::Result {
        let f = self.f;
        let kw = if f.is_kernel() { "kernel" } else { "func" };
        if f.is_internal() {
            w.write_str("internal ")?;
        }
        write!(w, "{kw} @{}(", f.name)?;
        let entry_params = f
            .entry_block()
            .filter(|b| b.index() < f.blocks.len())
            .map(|b| f.block_params(b))
            .unwrap_or(&[]);
        for (i, p) in f.params.iter().enumerate() {
            if i > 0 {
                w.write_str(", ")?;
            }
            match entry_params.get(i) {
                Some(&v) => write!(w, "%{}", self.names.value(v))?,
                None => write!(w, "%arg{i}")?,
            }
            write!(w, ": {}", p.ty)?;
            if p.inreg {
                w.write_str(" inreg")?;
            }
            if p.pointee_align != 0 {
                write!(w, " align {}", p.pointee_align)?;
            }
        }
        w.write_char(')')?;
        write_returns(w, &f.returns)?;
        let a = &f.attrs;
        if let Some((lo, hi)) = a.flat_workgroup_size {
            write!(w, " flat_workgroup_size({lo}, {hi})")?;
        }
        if let Some([x, y, z]) = a.reqd_workgroup_size {
            write!(w, " reqd_workgroup_size({x}, {y}, {z})")?;
        }
        if let Some((lo, hi)) = a.waves_per_eu {
            write!(w, " waves_per_eu({lo}, {hi})")?;
        }
        if let Some((m32, m64)) = a.float_denorm_mode {
            write!(w, " float_denorm_mode({m32}, {m64})")?;
        }
        if f.is_declaration() {
            return w.write_char('\n');
        }
        w.write_str(" {\n")?;
        for (slot, data) in f.stack_slots.iter() {
            writeln!(
                w,
                "    ${} = stack_slot {}, align {}",
                self.names.slot(slot),
                data.size,
                data.align
            )?;
        }
        Ok(())
    }

    fn block(&self, w: &mut dyn Write, block: Block, entry: bool) -> fmt::Result {
        let f = self.f;
        if block.index() >= f.blocks.len() {
            return Ok(());
        }
        write!(w, "{}", self.names.block(block))?;
        let params = f.block_params(block);
        if !entry && !params.is_empty() {
            w.write_char('(')?;
            for (i, &v) in params.iter().enumerate() {
                if i > 0 {
                    w.write_str(", ")?;
                }
                write!(w, "%{}: {}", self.names.value(v), f.value_type(v))?;
            }
            w.write_char(')')?;
        }
        w.write_str(":\n")?;
        for &inst in f.block_insts(block) {
            if inst.index() < f.insts.len() {
                self.inst(w, inst)?;
            }
        }
        Ok(())
    }

    fn block_call(&self, w: &mut dyn Write, bc: &BlockCall) -> fmt::Result {
        write!(w, "{}", self.names.block(bc.block))?;
        let args = bc.args.as_slice(&self.f.value_lists);
        if !args.is_empty() {
            w.write_char('(')?;
            self.vals(w, args)?;
            w.write_char(')')?;
        }
        Ok(())
    }

    fn mem_flags(&self, w: &mut dyn Write, mem: &MemArgs, with_atomic: bool) -> fmt::Result {
        write!(w, ", align {}", mem.align())?;
        if mem.volatile {
            w.write_str(", volatile")?;
        }
        if mem.nontemporal {
            w.write_str(", nontemporal")?;
        }
        if with_atomic && mem.is_atomic() {
            write!(w, ", atomic {} {}", mem.ordering, mem.scope)?;
        }
        Ok(())
    }

    fn inst(&self, w: &mut dyn Write, inst: Inst) -> fmt::Result {
        let f = self.f;
        let data = &f.insts[inst];
        let op = data.opcode;
        let format = op.format();
        w.write_str("    ")?;
        let results = f.inst_results(inst);
        if !results.is_empty() {
            self.defs(w, results)?;
            w.write_str(" = ")?;
        }
        w.write_str(op.name())?;
        if matches!(
            format,
            Format::IntConst | Format::FloatConst | Format::Convert | Format::Load
        ) {
            write!(w, ".{}", data.ty)?;
        }
        let args = f.inst_args(inst);
        let sp = |w: &mut dyn Write| w.write_char(' ');
        match (format, &data.payload) {
            (Format::Dim, Payload::Dim(d)) => write!(w, " {d}")?,
            (Format::IntConst, &Payload::Imm(bits)) => write!(w, " {}", int_text(bits, data.ty))?,
            (Format::FloatConst, &Payload::FloatBits(bits)) => {
                write!(w, " {}", float_text(bits, data.ty))?
            }
            (Format::IntCompare, Payload::IntCC(cc)) => {
                write!(w, " {cc} ")?;
                self.vals(w, args)?;
            }
            (Format::FloatCompare, Payload::FloatCC(cc)) => {
                write!(w, " {cc} ")?;
                self.vals(w, args)?;
            }
            (Format::Lane | Format::InsertLane, Payload::Lane(lane)) => {
                sp(w)?;
                self.vals(w, args)?;
                write!(w, ", {lane}")?;
            }
            (Format::Load | Format::Store, Payload::Mem(mem)) => {
                sp(w)?;
                self.vals(w, args)?;
                self.mem_flags(w, mem, true)?;
            }
            (Format::AtomicRmw, Payload::AtomicRmw(rmw, mem)) => {
                write!(w, " {rmw} ")?;
                self.vals(w, args)?;
                write!(w, ", {} {}", mem.ordering, mem.scope)?;
                self.mem_flags(w, mem, false)?;
            }
            (Format::CmpXchg, Payload::CmpXchg { mem, failure }) => {
                sp(w)?;
                self.vals(w, args)?;
                write!(w, ", {} {failure} {}", mem.ordering, mem.scope)?;
                self.mem_flags(w, mem, false)?;
            }
            (Format::Fence, Payload::Fence(ordering, scope)) => write!(w, " {ordering} {scope}")?,
            (Format::Reduce, Payload::Reduce(r)) => {
                write!(w, " {r} ")?;
                self.vals(w, args)?;
            }
            (Format::Matrix, Payload::Matrix(m)) => {
                write!(w, " {m} ")?;
                self.vals(w, args)?;
            }
            (Format::StackAddr, &Payload::StackSlot(slot)) => {
                write!(w, " ${}", self.names.slot(slot))?
            }
            (Format::LdsAddr, &Payload::Lds(var)) => match self.m.lds_vars.get(var) {
                Some(v) => write!(w, " @{}", v.name)?,
                None => write!(w, " @invalid_{}", var.index())?,
            },
            (Format::FuncAddr, &Payload::Call(callee)) => match self.m.functions.get(callee) {
                Some(c) => write!(w, " @{}", c.name)?,
                None => write!(w, " @invalid_{}", callee.index())?,
            },
            (Format::CallIndirect, &Payload::Sig(sig)) if !args.is_empty() => {
                write!(w, " %{}(", self.val(args[0]))?;
                self.vals(w, &args[1..])?;
                w.write_str(") : ")?;
                match f.signatures.get(sig) {
                    Some(s) => write_signature(w, s)?,
                    None => w.write_str("<invalid signature>")?,
                }
            }
            (Format::Call, &Payload::Call(callee)) => {
                match self.m.functions.get(callee) {
                    Some(c) => write!(w, " @{}(", c.name)?,
                    None => write!(w, " @invalid_{}(", callee.index())?,
                }
                self.vals(w, args)?;
                w.write_char(')')?;
            }
            (Format::Jump, Payload::Jump(bc)) => {
                sp(w)?;
                self.block_call(w, bc)?;
            }
            (Format::Branch, Payload::Branch(then, els)) => {
                sp(w)?;
                self.vals(w, args)?;
                w.write_str(", ")?;
                self.block_call(w, then)?;
                w.write_str(", ")?;
                self.block_call(w, els)?;
            }
            (Format::Switch, &Payload::Switch(jt)) => {
                sp(w)?;
                self.vals(w, args)?;
                let ty = args
                    .first()
                    .filter(|v| v.index() < f.values.len())
                    .map_or(Type::I64, |&v| f.value_type(f.resolve(v)));
                match f.jump_tables.get(jt) {
                    Some(table) => {
                        w.write_str(", ")?;
                        self.block_call(w, &table.default)?;
                        w.write_str(", [")?;
                        for (i, (value, bc)) in table.cases.iter().enumerate() {
                            if i > 0 {
                                w.write_str(", ")?;
                            }
                            write!(w, "{}: ", int_text(*value, ty))?;
                            self.block_call(w, bc)?;
                        }
                        w.write_char(']')?;
                    }
                    None => w.write_str(", <invalid jump table>")?,
                }
            }
            (
                Format::Nullary
                | Format::Unary
                | Format::Binary
                | Format::Ternary
                | Format::Convert
                | Format::Return,
                Payload::None,
            ) => {
                if !args.is_empty() {
                    sp(w)?;
                    self.vals(w, args)?;
                }
            }
            // IR built by hand with a payload that does not fit the opcode:
            // the verifier reports it; print something recognisable.
            (_, payload) => write!(w, " <malformed {payload:?}>")?,
        }
        let loc = f.debug_locs[inst];
        if !loc.is_none() {
            write!(w, " !{}:{}:{}", loc.file.index(), loc.line, loc.col)?;
        }
        w.write_char('\n')
    }
}

/// `(T [inreg] [align N], ...) [-> T | -> (T, ...)]`, as a header writes it.
fn write_signature(w: &mut dyn Write, sig: &crate::function::Signature) -> fmt::Result {
    w.write_char('(')?;
    for (i, p) in sig.params.iter().enumerate() {
        if i > 0 {
            w.write_str(", ")?;
        }
        write!(w, "{}", p.ty)?;
        if p.inreg {
            w.write_str(" inreg")?;
        }
        if p.pointee_align != 0 {
            write!(w, " align {}", p.pointee_align)?;
        }
    }
    w.write_char(')')?;
    write_returns(w, &sig.returns)?;
    Ok(())
}

/// An integer constant in signed decimal (`i1` as `0`/`1`).
fn int_text(bits: u64, ty: Type) -> String {
    let w = ty.bits();
    if ty == Type::I1 {
        return (bits & 1).to_string();
    }
    if !(2..=64).contains(&w) {
        return bits.to_string();
    }
    let shift = 64 - w;
    (((bits << shift) as i64) >> shift).to_string()
}

/// A float constant: shortest round-tripping decimal, `inf`/`-inf`, or
/// zero-padded `0x` bits for NaNs.
fn float_text(bits: u64, ty: Type) -> String {
    let Some(f) = FloatFormat::of(ty) else {
        return format!("{bits:#x}");
    };
    if f.is_nan(bits) || (f.width() < 64 && bits >> f.width() != 0) {
        return format!("0x{bits:0width$x}", width = (f.width() / 4) as usize);
    }
    if f.is_infinite(bits) {
        return if bits == f.infinity(true) {
            "-inf"
        } else {
            "inf"
        }
        .to_string();
    }
    shortest_decimal(bits, f)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::function::{FuncKind, Param};
    use crate::instructions::InstData;
    use crate::opcodes::Opcode;

    #[test]
    fn constants() {
        assert_eq!(int_text(0xff, Type::I8), "-1");
        assert_eq!(int_text(1, Type::I1), "1");
        assert_eq!(int_text(u64::MAX, Type::I64), "-1");
        assert_eq!(int_text(0x7fff_ffff, Type::I32), "2147483647");
        assert_eq!(float_text(0x7e00, Type::F16), "0x7e00");
        assert_eq!(float_text(0xff80_0000, Type::F32), "-inf");
        assert_eq!(float_text(0x3ff8_0000_0000_0000, Type::F64), "1.5");
        assert_eq!(float_text(0x7fc0_0001, Type::F32), "0x7fc00001");
    }

    #[test]
    fn generated_names_avoid_kept_ones() {
        let kept = [Some("v1"), None, Some("x"), Some("x"), Some("bad name")];
        let names = assign(5, |i| kept[i], is_valid_name, "v");
        let shown: Vec<String> = names.iter().map(|n| n.to_string()).collect();
        assert_eq!(shown, ["v1", "v1_1", "x", "v3", "v4"]);
    }

    #[test]
    fn prints_api_built_ir_through_aliases() {
        let mut m = Module::new();
        let mut f = Function::new("k", FuncKind::Device);
        f.params.push(Param::new(Type::I32));
        f.returns.push(Type::I32);
        let entry = f.create_block();
        let x = f.append_block_param(entry, Type::I32);
        let data = f.inst_data(Opcode::Iadd, Type::I32, &[x, x], Payload::None);
        let add = f.make_inst(data, &[Type::I32]);
        f.append_inst(entry, add);
        let sum = f.first_result(add).unwrap();
        let data = f.inst_data(Opcode::Imul, Type::I32, &[sum, sum], Payload::None);
        let mul = f.make_inst(data, &[Type::I32]);
        f.append_inst(entry, mul);
        let prod = f.first_result(mul).unwrap();
        // `prod` now means `sum`; the return prints `%v1`.
        f.change_to_alias(prod, sum);
        let data = InstData {
            opcode: Opcode::Return,
            ty: Type::VOID,
            args: crate::ValueList::from_slice(&[prod], &mut f.value_lists),
            payload: Payload::None,
        };
        let ret = f.make_inst(data, &[]);
        f.append_inst(entry, ret);
        f.value_names[x] = Some("v1".into()); // collides with the generated %v1
        let id = m.add_function(f);
        let text = print_function(&m, id);
        assert_eq!(
            text,
            "func @k(%v1: i32) -> i32 {\nblock0:\n    %v1_1 = iadd %v1, %v1\n    \
             %v2 = imul %v1_1, %v1_1\n    ret %v1_1\n}\n"
        );
        // And it reads back.
        let back = crate::parse_module(&text).unwrap();
        assert_eq!(print_module(&back), text);
    }
}

/// ` -> T` or ` -> (T, U)` after a parameter list; nothing for no
/// results. Function headers and call signatures share it.
fn write_returns(w: &mut dyn fmt::Write, returns: &[Type]) -> fmt::Result {
    match returns {
        [] => Ok(()),
        [t] => write!(w, " -> {t}"),
        ts => {
            w.write_str(" -> (")?;
            for (i, t) in ts.iter().enumerate() {
                if i > 0 {
                    w.write_str(", ")?;
                }
                write!(w, "{t}")?;
            }
            w.write_char(')')
        }
    }
}
