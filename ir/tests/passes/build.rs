//! A small function builder and dumper for the verifier and pass tests.
//!
//! Until the text parser and printer land, tests build IR through the
//! `Function` API with these helpers and compare against [`dump`], a
//! compact, deterministic rendering of the layout. Result types are
//! inferred with the shared typing rules, as the real builder does, so a
//! test states only opcodes and operands.

#![allow(dead_code)]

use agc_ir::*;

pub struct Fb {
    pub f: Function,
    pub cur: Block,
}

impl Fb {
    /// A function with an entry block whose parameters match `params`.
    pub fn new(name: &str, kind: FuncKind, params: &[Type], returns: &[Type]) -> (Fb, Vec<Value>) {
        let mut f = Function::new(name, kind);
        f.params = params.iter().map(|&ty| Param::new(ty)).collect();
        f.returns = returns.to_vec();
        let entry = f.create_block();
        let vals = params
            .iter()
            .map(|&t| f.append_block_param(entry, t))
            .collect();
        (Fb { f, cur: entry }, vals)
    }

    pub fn kernel(name: &str, params: &[Type]) -> (Fb, Vec<Value>) {
        Fb::new(name, FuncKind::Kernel, params, &[])
    }

    /// Creates a block with parameters (not switched to).
    pub fn block(&mut self, params: &[Type]) -> (Block, Vec<Value>) {
        let b = self.f.create_block();
        let vals = params
            .iter()
            .map(|&t| self.f.append_block_param(b, t))
            .collect();
        (b, vals)
    }

    pub fn at(&mut self, b: Block) {
        self.cur = b;
    }

    /// Appends an instruction; the result type is inferred by `check_inst`
    /// (which must accept it). Returns the result, if any.
    pub fn ins(&mut self, op: Opcode, ty: Type, args: &[Value], payload: Payload) -> Option<Value> {
        let tys: Vec<Type> = args.iter().map(|&a| self.f.value_type(a)).collect();
        let rt = check_inst(op, ty, &payload, &tys).expect("test IR is well typed");
        let data_ty = if op == Opcode::Store { tys[0] } else { rt };
        let data = self.f.inst_data(op, data_ty, args, payload);
        let results: &[Type] = if rt.is_void() { &[] } else { &[rt] };
        let inst = self.f.make_inst(data, results);
        self.f.append_inst(self.cur, inst);
        self.f.first_result(inst)
    }

    /// Appends an instruction exactly as given, with `results` result
    /// types, without consulting the typing rules (for invalid IR).
    pub fn raw(
        &mut self,
        op: Opcode,
        ty: Type,
        args: &[Value],
        payload: Payload,
        results: &[Type],
    ) -> Inst {
        let data = self.f.inst_data(op, ty, args, payload);
        let inst = self.f.make_inst(data, results);
        self.f.append_inst(self.cur, inst);
        inst
    }

    pub fn v(&mut self, op: Opcode, args: &[Value]) -> Value {
        self.ins(op, Type::VOID, args, Payload::None)
            .expect("a result")
    }

    pub fn iconst(&mut self, ty: Type, v: i64) -> Value {
        let bits = (v as u64)
            & if ty.bits() >= 64 {
                u64::MAX
            } else {
                (1 << ty.bits()) - 1
            };
        self.ins(Opcode::Iconst, ty, &[], Payload::Imm(bits))
            .unwrap()
    }

    pub fn fconst32(&mut self, x: f32) -> Value {
        self.ins(
            Opcode::Fconst,
            Type::F32,
            &[],
            Payload::FloatBits(x.to_bits().into()),
        )
        .unwrap()
    }

    pub fn fconst64(&mut self, x: f64) -> Value {
        self.ins(
            Opcode::Fconst,
            Type::F64,
            &[],
            Payload::FloatBits(x.to_bits()),
        )
        .unwrap()
    }

    pub fn icmp(&mut self, cc: IntCC, a: Value, b: Value) -> Value {
        self.ins(Opcode::Icmp, Type::VOID, &[a, b], Payload::IntCC(cc))
            .unwrap()
    }

    pub fn conv(&mut self, op: Opcode, to: Type, a: Value) -> Value {
        self.ins(op, to, &[a], Payload::None).unwrap()
    }

    pub fn br(&mut self, b: Block, args: &[Value]) -> Inst {
        let bc = self.f.block_call(b, args);
        self.raw(Opcode::Br, Type::VOID, &[], Payload::Jump(bc), &[])
    }

    pub fn brif(&mut self, c: Value, t: Block, targs: &[Value], e: Block, eargs: &[Value]) -> Inst {
        let t = self.f.block_call(t, targs);
        let e = self.f.block_call(e, eargs);
        self.raw(Opcode::Brif, Type::VOID, &[c], Payload::Branch(t, e), &[])
    }

    pub fn switch(&mut self, x: Value, default: Block, cases: &[(u64, Block)]) -> Inst {
        let default = self.f.block_call(default, &[]);
        let cases = cases
            .iter()
            .map(|&(v, b)| (v, self.f.block_call(b, &[])))
            .collect();
        let jt = self.f.jump_tables.push(JumpTableData { default, cases });
        self.raw(Opcode::Switch, Type::VOID, &[x], Payload::Switch(jt), &[])
    }

    pub fn ret(&mut self, args: &[Value]) -> Inst {
        self.raw(Opcode::Return, Type::VOID, args, Payload::None, &[])
    }

    /// Wraps the function in a module of its own.
    pub fn module(self) -> Module {
        let mut m = Module::new();
        m.add_function(self.f);
        m
    }
}

fn value(f: &Function, v: Value) -> String {
    match &f.value_names[v] {
        Some(n) => format!("%{n}"),
        None => format!("%{}", f.resolve(v)),
    }
}

fn call(f: &Function, bc: &BlockCall) -> String {
    let args: Vec<String> = bc
        .args
        .as_slice(&f.value_lists)
        .iter()
        .map(|&a| value(f, a))
        .collect();
    if args.is_empty() {
        bc.block.to_string()
    } else {
        format!("{}({})", bc.block, args.join(", "))
    }
}

/// Memory flags in the text format's order.
fn mem_text(mem: &MemArgs) -> String {
    let mut s = format!("align {}", mem.align());
    if mem.volatile {
        s += ", volatile";
    }
    if mem.is_atomic() {
        s += &format!(", atomic {} {}", mem.ordering, mem.scope);
    }
    s
}

/// A compact rendering of `f`'s layout: one line per block header and
/// per instruction, payloads in Debug form except branch targets.
pub fn dump(f: &Function) -> String {
    let mut out = String::new();
    for &b in &f.layout {
        let params: Vec<String> = f
            .block_params(b)
            .iter()
            .map(|&p| format!("{}: {}", value(f, p), f.value_type(p)))
            .collect();
        if params.is_empty() {
            out += &format!("{b}:\n");
        } else {
            out += &format!("{b}({}):\n", params.join(", "));
        }
        for &inst in f.block_insts(b) {
            let data = &f.insts[inst];
            let results: Vec<String> = f.inst_results(inst).iter().map(|&r| value(f, r)).collect();
            let mut line = String::from("    ");
            if !results.is_empty() {
                line += &format!("{} = ", results.join(", "));
            }
            line += data.opcode.name();
            if matches!(data.opcode, Opcode::Iconst | Opcode::Fconst)
                || data.opcode.format() == Format::Convert
            {
                line += &format!(".{}", data.ty);
            }
            let mut ops: Vec<String> = f.inst_args(inst).iter().map(|&a| value(f, a)).collect();
            match &data.payload {
                Payload::None => {}
                Payload::Imm(x) => ops.push(format!("{}", *x as i64)),
                Payload::FloatBits(x) => ops.push(format!("{x:#x}")),
                Payload::IntCC(cc) => ops.insert(0, cc.to_string()),
                Payload::FloatCC(cc) => ops.insert(0, cc.to_string()),
                Payload::Jump(bc) => ops.push(call(f, bc)),
                Payload::Branch(t, e) => {
                    ops.push(call(f, t));
                    ops.push(call(f, e));
                }
                Payload::Switch(jt) => {
                    let t = &f.jump_tables[*jt];
                    ops.push(call(f, &t.default));
                    for (v, bc) in &t.cases {
                        ops.push(format!("{v}: {}", call(f, bc)));
                    }
                }
                Payload::Mem(mem) => ops.push(mem_text(mem)),
                Payload::AtomicRmw(op, mem) => {
                    ops.insert(0, op.to_string());
                    ops.push(mem_text(mem));
                }
                p => ops.push(format!("{p:?}")),
            }
            if !ops.is_empty() {
                line += " ";
                line += &ops.join(", ");
            }
            out += &line;
            out += "\n";
        }
    }
    out
}

/// Verifies `m`, panicking with every diagnostic if it fails.
pub fn assert_valid(m: &Module) {
    if let Err(errors) = verify_module(m) {
        let list: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        panic!(
            "invalid IR:\n{}\n{}",
            list.join("\n"),
            dump(&m.functions[FuncId::from_u32(0)])
        );
    }
}

/// The vadd kernel of docs/ir.md: valid, and nothing for any cleanup to do.
pub fn vadd() -> Module {
    let g = Type::ptr(AddrSpace::Global);
    let (mut fb, p) = Fb::kernel("vadd", &[g, g, g, Type::I32]);
    fb.f.attrs.reqd_workgroup_size = Some([64, 1, 1]);
    let (body, _) = fb.block(&[]);
    let (exit, _) = fb.block(&[]);
    let tid = fb
        .ins(Opcode::WorkitemId, Type::VOID, &[], Payload::Dim(Dim::X))
        .unwrap();
    let gid = fb
        .ins(Opcode::WorkgroupId, Type::VOID, &[], Payload::Dim(Dim::X))
        .unwrap();
    let size = fb
        .ins(Opcode::WorkgroupSize, Type::VOID, &[], Payload::Dim(Dim::X))
        .unwrap();
    let base = fb.v(Opcode::Imul, &[gid, size]);
    let i = fb.v(Opcode::Iadd, &[base, tid]);
    let inb = fb.icmp(IntCC::Slt, i, p[3]);
    fb.brif(inb, body, &[], exit, &[]);
    fb.at(body);
    let i64v = fb.conv(Opcode::Sext, Type::I64, i);
    let four = fb.iconst(Type::I64, 4);
    let off = fb.v(Opcode::Imul, &[i64v, four]);
    let pa = fb.v(Opcode::Ptradd, &[p[0], off]);
    let pb = fb.v(Opcode::Ptradd, &[p[1], off]);
    let pc = fb.v(Opcode::Ptradd, &[p[2], off]);
    let mem = Payload::Mem(MemArgs::natural(Type::F32));
    let x = fb.ins(Opcode::Load, Type::F32, &[pa], mem).unwrap();
    let y = fb.ins(Opcode::Load, Type::F32, &[pb], mem).unwrap();
    let s = fb.v(Opcode::Fadd, &[x, y]);
    fb.ins(Opcode::Store, Type::VOID, &[s, pc], mem);
    fb.br(exit, &[]);
    fb.at(exit);
    fb.ret(&[]);
    fb.module()
}
