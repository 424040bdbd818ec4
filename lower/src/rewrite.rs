//! A small instruction rewriter shared by the IR-to-IR legalization passes
//! (`scalarize`, `promote`).
//!
//! Role: a pass walks each block once and, for an instruction it replaces,
//! emits the replacement sequence in its place through [`Rewriter::op`],
//! then aliases the old result to the new value; [`rewrite_function`]
//! rebuilds the block lists and resolves the aliases at the end, so uses
//! anywhere in the function (later blocks, branch arguments) follow
//! without a use list.
//!
//! Invariants: every emitted instruction is typed by the IR's own rules
//! (`check_inst`), so a pass cannot build an ill-typed function without
//! getting an error, and carries the replaced instruction's span and debug
//! location, so diagnostics and line tables still point at the source.

use crate::LowerError;
use agc_ir::instructions::Payload;
use agc_ir::{check_inst, Function, Inst, Opcode, Type, Value};
use std::borrow::Cow;

/// Emits replacement instructions for one original instruction.
pub(crate) struct Rewriter<'a> {
    pub f: &'a mut Function,
    /// The new instruction list of the block being rewritten.
    out: &'a mut Vec<Inst>,
    /// The instruction being replaced (for spans and debug locations).
    pub at: Inst,
    /// The name of the pass, for error messages.
    pass: &'static str,
}

impl Rewriter<'_> {
    /// Emits `op` with operands `args` (`ctrl` is the type written on the
    /// opcode, for conversions and constants) and returns its result.
    pub fn op(
        &mut self,
        op: Opcode,
        ctrl: Type,
        args: &[Value],
        payload: Payload,
    ) -> Result<Value, LowerError> {
        let tys: smallvec::SmallVec<[Type; 3]> =
            args.iter().map(|&a| self.f.value_type(a)).collect();
        let ty = check_inst(op, ctrl, &payload, &tys).map_err(|e| {
            LowerError::unsupported(
                format!("{}: {}", self.pass, e.message),
                self.f.spans[self.at],
            )
            .at(self.at)
        })?;
        let data = self.f.inst_data(op, ty, args, payload);
        let i = self.f.make_inst(data, &[ty]);
        self.f.spans[i] = self.f.spans[self.at];
        self.f.debug_locs[i] = self.f.debug_locs[self.at];
        self.out.push(i);
        Ok(self.f.inst_results(i)[0])
    }

    /// A conversion (`fpext.f32 %x`).
    pub fn convert(&mut self, op: Opcode, to: Type, x: Value) -> Result<Value, LowerError> {
        self.op(op, to, &[x], Payload::None)
    }
}

/// Rewrites `func` with `replace`, which is called for every instruction
/// `wanted` selects and returns the value replacing its result. Borrows
/// `func` unchanged when nothing is wanted.
pub(crate) fn rewrite_function<'f>(
    func: &'f Function,
    pass: &'static str,
    wanted: impl Fn(&Function, Inst) -> bool,
    mut replace: impl FnMut(&mut Rewriter<'_>) -> Result<Value, LowerError>,
) -> Result<Cow<'f, Function>, LowerError> {
    let any = func
        .layout
        .iter()
        .any(|&b| func.block_insts(b).iter().any(|&i| wanted(func, i)));
    if !any {
        return Ok(Cow::Borrowed(func));
    }
    let mut f = func.clone();
    let layout = f.layout.clone();
    for b in layout {
        let old = std::mem::take(&mut f.blocks[b].insts);
        let mut out = Vec::with_capacity(old.len());
        for &i in &old {
            if !wanted(&f, i) {
                out.push(i);
                continue;
            }
            let result = f.inst_results(i)[0];
            let mut rw = Rewriter {
                f: &mut f,
                out: &mut out,
                at: i,
                pass,
            };
            let v = replace(&mut rw)?;
            f.change_to_alias(result, v);
        }
        f.blocks[b].insts = out;
    }
    f.resolve_aliases();
    Ok(Cow::Owned(f))
}
