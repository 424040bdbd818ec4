; Every integer and float condition code, select, and pointer compares.
func @icmp_all(%a: i32, %b: i32, %p: ptr.global, %q: ptr.global) -> i1 {
entry:
    %eq = icmp eq %a, %b
    %ne = icmp ne %a, %b
    %slt = icmp slt %a, %b
    %sle = icmp sle %a, %b
    %sgt = icmp sgt %a, %b
    %sge = icmp sge %a, %b
    %ult = icmp ult %a, %b
    %ule = icmp ule %a, %b
    %ugt = icmp ugt %a, %b
    %uge = icmp uge %a, %b
    %peq = icmp eq %p, %q
    %x1 = and %eq, %ne
    %x2 = or %x1, %slt
    %x3 = xor %x2, %sle
    %x4 = and %x3, %sgt
    %x5 = or %x4, %sge
    %x6 = xor %x5, %ult
    %x7 = and %x6, %ule
    %x8 = or %x7, %ugt
    %x9 = xor %x8, %uge
    %x10 = and %x9, %peq
    ret %x10
}

func @fcmp_all(%a: f64, %b: f64) -> i1 {
entry:
    %oeq = fcmp oeq %a, %b
    %one = fcmp one %a, %b
    %olt = fcmp olt %a, %b
    %ole = fcmp ole %a, %b
    %ogt = fcmp ogt %a, %b
    %oge = fcmp oge %a, %b
    %ord = fcmp ord %a, %b
    %ueq = fcmp ueq %a, %b
    %une = fcmp une %a, %b
    %ult = fcmp ult %a, %b
    %ule = fcmp ule %a, %b
    %ugt = fcmp ugt %a, %b
    %uge = fcmp uge %a, %b
    %uno = fcmp uno %a, %b
    %s1 = select %oeq, %one, %olt
    %s2 = select %ole, %ogt, %oge
    %s3 = select %ord, %ueq, %une
    %s4 = select %ult, %ule, %ugt
    %s5 = select %uge, %uno, %s1
    %s6 = select %s2, %s3, %s4
    %r = xor %s5, %s6
    ret %r
}

func @select_types(%c: i1, %v: f32x4, %w: f32x4, %p: ptr.local, %q: ptr.local) -> (f32x4, ptr.local) {
entry:
    %sv = select %c, %v, %w
    %sp = select %c, %p, %q
    ret %sv, %sp
}
