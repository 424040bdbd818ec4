//! Calls across a module: compile order, what each call clobbers, and the
//! linking of a kernel with the functions it reaches.
//!
//! Role: `codegen` compiles non-kernel functions callees first
//! ([`call_order`]), so that a call's clobber set is exactly what the
//! callee and everything it calls may write ([`clobbers_of`]) — the
//! interprocedural register allocation seed 002 allows — rather than the
//! whole caller-saved set. That matters before scratch memory exists: a
//! function that calls has no way to save a callee-saved register, so its
//! return address and live values must sit in caller-saved registers its
//! callee leaves alone.
//!
//! Linking: one module-wide layout. Every defined device function goes
//! into the code object once ([`Callees`] numbers them, then the declared
//! functions some code calls); a call site's address computation
//! (`s_getpc_b64` / `s_add_u32` / `s_addc_u32`, one per entry of
//! `call_sites`) gets `Operand::Imm(callee number)` as the literal of both
//! adds ([`resolve_calls`]). `emit` places the functions after the
//! kernels and either resolves the distance itself (`.hsaco`) or writes
//! the `R_AMDGPU_REL32_LO`/`_HI` relocations a linker resolves (`.o`), so
//! calls into another object (a declaration) link with `ld.lld`.
//! [`reachable`] gives what a kernel's descriptor must account for: the
//! registers of every function it reaches.
//!
//! Invariants: no recursion (reported as an error naming the cycle's
//! function); every function a kernel reaches is compiled before it.

use agc_ir::entities::FuncId;
use agc_ir::instructions::Payload;
use agc_ir::{Module, Opcode};
use agc_isa::callconv::{RegSet, RA_SGPR};
use agc_isa::insts::Opcode as MOp;
use agc_isa::minst::Operand;
use agc_isa::mir::Block;
use agc_isa::regs::RegFile;

/// A compiled non-kernel function, ready to be linked into kernels.
#[derive(Clone, Debug)]
pub struct CompiledFunction {
    pub blocks: Vec<Block>,
    /// Callee name per call site, in layout order.
    pub call_sites: Vec<String>,
    /// What a call to this function may write (its callees' sets included).
    pub clobbers: RegSet,
    pub sgprs: u16,
    pub vgprs: u16,
    pub agprs: u16,
    pub uses_vcc: bool,
}

/// The functions `f` calls directly, each once, in `FuncId` order.
pub fn direct_callees(module: &Module, f: FuncId) -> Vec<FuncId> {
    let func = &module.functions[f];
    let mut out = Vec::new();
    for &b in &func.layout {
        for &inst in &func.blocks[b].insts {
            let d = &func.insts[inst];
            if let (Opcode::Call, Payload::Call(c)) = (d.opcode, &d.payload) {
                out.push(*c);
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// Every function of the module in an order where callees come before
/// callers (depth-first post-order from each function in `FuncId` order);
/// `Err(f)` names a function on a call cycle.
pub fn call_order(module: &Module) -> Result<Vec<FuncId>, FuncId> {
    let n = module.functions.len();
    // 0 = unvisited, 1 = on the stack, 2 = done.
    let mut state = vec![0u8; n];
    let mut order = Vec::with_capacity(n);
    for (root, _) in module.functions.iter() {
        if state[root.as_u32() as usize] != 0 {
            continue;
        }
        let mut stack: Vec<(FuncId, Vec<FuncId>, usize)> =
            vec![(root, direct_callees(module, root), 0)];
        state[root.as_u32() as usize] = 1;
        while let Some(top) = stack.last_mut() {
            if top.2 < top.1.len() {
                let c = top.1[top.2];
                top.2 += 1;
                match state[c.as_u32() as usize] {
                    0 => {
                        state[c.as_u32() as usize] = 1;
                        let cs = direct_callees(module, c);
                        stack.push((c, cs, 0));
                    }
                    1 => return Err(c),
                    _ => {}
                }
            } else {
                let f = top.0;
                state[f.as_u32() as usize] = 2;
                order.push(f);
                stack.pop();
            }
        }
    }
    Ok(order)
}

/// The registers allocated code mentions, plus the return address pair
/// (`s_swappc_b64` writes it) and the callees' own sets.
pub fn clobbers_of(blocks: &[Block], callees: &[&RegSet]) -> RegSet {
    let mut set = RegSet::mentioned_by(blocks);
    set.insert(RegFile::Sgpr, RA_SGPR);
    set.insert(RegFile::Sgpr, RA_SGPR + 1);
    for c in callees {
        set.union(c);
    }
    set
}

/// Why linking failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkError(pub String);

/// The callee numbering of a module's code object (`emit`'s kernel
/// module doc): the defined device functions in `FuncId` order, then the
/// declared ones some function calls.
#[derive(Clone, Debug, Default)]
pub struct Callees {
    pub defined: Vec<FuncId>,
    pub externs: Vec<FuncId>,
}

impl Callees {
    pub fn new(module: &Module) -> Callees {
        let mut c = Callees::default();
        let mut called = vec![false; module.functions.len()];
        for (f, _) in module.functions.iter() {
            for g in direct_callees(module, f) {
                called[g.as_u32() as usize] = true;
            }
        }
        for (f, func) in module.functions.iter() {
            if func.is_declaration() {
                if called[f.as_u32() as usize] {
                    c.externs.push(f);
                }
            } else if !func.is_kernel() {
                c.defined.push(f);
            }
        }
        c
    }

    /// The callee number of the function called `name`.
    pub fn number(&self, module: &Module, name: &str) -> Option<u32> {
        self.defined
            .iter()
            .chain(&self.externs)
            .position(|&f| module.functions[f].name == name)
            .map(|i| i as u32)
    }
}

/// The functions the call sites `call_sites` reach, directly or through
/// the compiled functions' own calls, in `FuncId` order; declarations are
/// included (they have no code to follow).
pub fn reachable(
    module: &Module,
    call_sites: &[String],
    compiled: &[Option<CompiledFunction>],
) -> Result<Vec<FuncId>, LinkError> {
    let by_name = |name: &str| {
        module
            .functions
            .iter()
            .find(|(_, f)| f.name == name)
            .map(|(id, _)| id)
            .ok_or_else(|| LinkError(format!("no function `{name}`")))
    };
    let mut reach: Vec<FuncId> = Vec::new();
    let mut work: Vec<FuncId> = Vec::new();
    for name in call_sites {
        work.push(by_name(name)?);
    }
    while let Some(f) = work.pop() {
        if reach.contains(&f) {
            continue;
        }
        reach.push(f);
        if module.functions[f].is_declaration() {
            continue;
        }
        let cf = compiled[f.as_u32() as usize]
            .as_ref()
            .ok_or_else(|| LinkError(format!("`{}` was not compiled", module.functions[f].name)))?;
        for name in &cf.call_sites {
            work.push(by_name(name)?);
        }
    }
    reach.sort_unstable();
    Ok(reach)
}

/// Writes each call site's callee number (`number` of the name recorded
/// in `call_sites`, in code order) into the literals of its `s_add_u32` /
/// `s_addc_u32`, where register allocation left zero literals.
pub fn resolve_calls(
    blocks: &mut [Block],
    sites: &[String],
    number: &dyn Fn(&str) -> Option<u32>,
) -> Result<(), LinkError> {
    let mut site = 0usize;
    for b in blocks.iter_mut() {
        let n = b.insts.len();
        for i in 0..n {
            let is_site = b.insts[i].opcode == MOp::SGetpcB64
                && i + 2 < n
                && b.insts[i + 1].opcode == MOp::SAddU32
                && b.insts[i + 2].opcode == MOp::SAddcU32
                && b.insts[i + 1].operands.get(2) == Some(&Operand::Literal(0))
                && b.insts[i + 2].operands.get(2) == Some(&Operand::Literal(0));
            if is_site {
                let name = sites
                    .get(site)
                    .ok_or_else(|| LinkError("more call sites in the code than recorded".into()))?;
                let c = number(name).ok_or_else(|| LinkError(format!("no function `{name}`")))?;
                b.insts[i + 1].operands[2] = Operand::Imm(c as i32);
                b.insts[i + 2].operands[2] = Operand::Imm(c as i32);
                site += 1;
            }
        }
    }
    if site != sites.len() {
        return Err(LinkError(format!(
            "{} call sites recorded, {site} found in the code",
            sites.len()
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Callees come before callers; a cycle is reported.
    #[test]
    fn order_and_recursion() {
        let src = "func @c(%x: i32) -> i32 {\nentry:\n    ret %x\n}\n\
                   func @b(%x: i32) -> i32 {\nentry:\n    %y = call @c(%x)\n    ret %y\n}\n\
                   kernel @k() {\nentry:\n    %z = iconst.i32 1\n    %w = call @b(%z)\n    ret\n}\n";
        let m = agc_ir::parse_module(src).expect("parses");
        let order: Vec<String> = call_order(&m)
            .expect("no cycle")
            .iter()
            .map(|&f| m.functions[f].name.clone())
            .collect();
        assert_eq!(order, vec!["c", "b", "k"]);
        let rec = "func @r(%x: i32) -> i32 {\nentry:\n    %y = call @r(%x)\n    ret %y\n}\n";
        let m = agc_ir::parse_module(rec).expect("parses");
        assert!(call_order(&m).is_err());
    }
}
