//! Calls across a module: compile order, what each call clobbers, and the
//! linking of a kernel with the functions it reaches.
//!
//! Role: `codegen` compiles non-kernel functions callees first
//! ([`call_graph`]), so that a call's clobber set is exactly what the
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
//! Recursion: [`call_graph`] orders the strongly connected components of
//! the call graph callees first. Calls inside a component are compiled
//! before their callee, so they clobber what the convention allows and
//! count no stack for the callee: a recursive function's stack is its own
//! frame plus what its calls out of the cycle need (llc-22 counts the
//! same), and a kernel reaching it sets `uses_dynamic_stack`, asking the
//! runtime for more scratch than `private_segment_fixed_size`.
//!
//! Invariant: every function a kernel reaches is compiled before it.

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
    /// A kernel reaching this function cannot bound its stack: the
    /// function is recursive or makes an indirect call.
    pub dynamic_stack: bool,
    /// The function makes an indirect call (a kernel reaching it counts
    /// the registers of every function of the module).
    pub indirect: bool,
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

/// The module's call graph as compilation needs it: an order where
/// callees come before callers, and which functions are recursive.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CallGraph {
    /// Every function, each strongly connected component after the ones
    /// it calls (Tarjan's order); inside a component, later-discovered
    /// functions first.
    pub order: Vec<FuncId>,
    /// Indexed by `FuncId`: the function is on a call cycle (it calls
    /// itself, directly or through others).
    pub recursive: Vec<bool>,
}

/// The call graph of `module` ([`CallGraph`]), by Tarjan's strongly
/// connected components, iteratively (a long call chain must not overflow
/// the compiler's own stack). Members of one component are compiled
/// before the calls between them are known, so those calls use the
/// convention's clobber set and count no stack for the callee.
pub fn call_graph(module: &Module) -> CallGraph {
    let n = module.functions.len();
    let succ: Vec<Vec<FuncId>> = module
        .functions
        .keys()
        .map(|f| direct_callees(module, f))
        .collect();
    const NONE: u32 = u32::MAX;
    /// Tarjan's per-function numbers and its stack.
    struct State {
        index: Vec<u32>,
        low: Vec<u32>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        next: u32,
        /// (function, next successor to visit)
        work: Vec<(usize, usize)>,
    }
    impl State {
        fn visit(&mut self, v: usize) {
            self.index[v] = self.next;
            self.low[v] = self.next;
            self.next += 1;
            self.stack.push(v);
            self.on_stack[v] = true;
            self.work.push((v, 0));
        }
    }
    let mut t = State {
        index: vec![NONE; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        next: 0,
        work: Vec::new(),
    };
    let mut g = CallGraph {
        order: Vec::with_capacity(n),
        recursive: vec![false; n],
    };
    for root in 0..n {
        if t.index[root] != NONE {
            continue;
        }
        t.visit(root);
        while let Some(&(v, k)) = t.work.last() {
            if k < succ[v].len() {
                if let Some(top) = t.work.last_mut() {
                    top.1 += 1;
                }
                let w = succ[v][k].as_u32() as usize;
                if t.index[w] == NONE {
                    t.visit(w);
                } else if t.on_stack[w] {
                    t.low[v] = t.low[v].min(t.index[w]);
                }
                continue;
            }
            t.work.pop();
            if let Some(&(u, _)) = t.work.last() {
                t.low[u] = t.low[u].min(t.low[v]);
            }
            if t.low[v] == t.index[v] {
                let start = t.stack.iter().rposition(|&x| x == v).unwrap_or(0);
                let scc: Vec<usize> = t.stack.drain(start..).collect();
                let cycle = scc.len() > 1 || succ[v].iter().any(|w| w.as_u32() as usize == v);
                for &x in scc.iter().rev() {
                    t.on_stack[x] = false;
                    g.recursive[x] = cycle;
                    g.order.push(FuncId::from_u32(x as u32));
                }
            }
        }
    }
    g
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
        for (f, func) in module.functions.iter() {
            for g in direct_callees(module, f) {
                called[g.as_u32() as usize] = true;
            }
            // An address taken is a call site too (its relocation names
            // the function).
            for &b in &func.layout {
                for &inst in &func.blocks[b].insts {
                    let d = &func.insts[inst];
                    if let (Opcode::FuncAddr, Payload::Call(g)) = (d.opcode, d.payload) {
                        called[g.as_u32() as usize] = true;
                    }
                }
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
        // The next instruction after `i` that is not a hazard wait
        // (GFX12's SGPR hazard may put an `s_wait_alu` inside a site).
        let next = |insts: &[agc_isa::minst::MInst], i: usize| {
            (i + 1..n).find(|&j| insts[j].opcode != MOp::SWaitcntDepctr)
        };
        for i in 0..n {
            if b.insts[i].opcode != MOp::SGetpcB64 {
                continue;
            }
            let Some(lo) = next(&b.insts, i) else {
                continue;
            };
            let Some(hi) = next(&b.insts, lo) else {
                continue;
            };
            let is_site = b.insts[lo].opcode == MOp::SAddU32
                && b.insts[hi].opcode == MOp::SAddcU32
                && b.insts[lo].operands.get(2) == Some(&Operand::Literal(0))
                && b.insts[hi].operands.get(2) == Some(&Operand::Literal(0));
            if is_site {
                let name = sites
                    .get(site)
                    .ok_or_else(|| LinkError("more call sites in the code than recorded".into()))?;
                let c = number(name).ok_or_else(|| LinkError(format!("no function `{name}`")))?;
                b.insts[lo].operands[2] = Operand::Imm(c as i32);
                b.insts[hi].operands[2] = Operand::Imm(c as i32);
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

    /// Callees come before callers; cycles are found (oracle: the call
    /// graphs drawn by hand).
    #[test]
    fn order_and_recursion() {
        let src = "func @c(%x: i32) -> i32 {\nentry:\n    ret %x\n}\n\
                   func @b(%x: i32) -> i32 {\nentry:\n    %y = call @c(%x)\n    ret %y\n}\n\
                   kernel @k() {\nentry:\n    %z = iconst.i32 1\n    %w = call @b(%z)\n    ret\n}\n";
        let m = agc_ir::parse_module(src).expect("parses");
        let g = call_graph(&m);
        assert_eq!(g.recursive, vec![false; 3]);
        let order: Vec<String> = g
            .order
            .iter()
            .map(|&f| m.functions[f].name.clone())
            .collect();
        assert_eq!(order, vec!["c", "b", "k"]);
        // @r calls itself; @p and @q call each other; @s only calls into
        // the cycle and @r.
        let rec = "func @r(%x: i32) -> i32 {\nentry:\n    %y = call @r(%x)\n    ret %y\n}\n\
                   func @p(%x: i32) -> i32 {\nentry:\n    %y = call @q(%x)\n    ret %y\n}\n\
                   func @q(%x: i32) -> i32 {\nentry:\n    %y = call @p(%x)\n    ret %y\n}\n\
                   func @s(%x: i32) -> i32 {\nentry:\n    %y = call @p(%x)\n    %z = call @r(%y)\n    ret %z\n}\n";
        let m = agc_ir::parse_module(rec).expect("parses");
        let g = call_graph(&m);
        assert_eq!(g.recursive, vec![true, true, true, false]);
        let names: Vec<&str> = g
            .order
            .iter()
            .map(|&f| m.functions[f].name.as_str())
            .collect();
        assert_eq!(names, vec!["r", "q", "p", "s"]);
    }
}
