; Branches with arguments, loops laid out before their dominators, switch and unreachable.
func @loop(%n: i32) -> i32 {
entry:
    %zero = iconst.i32 0
    br header(%zero, %zero)

body:
    %acc2 = iadd %acc, %i
    %i2 = iadd %i, %one
    br header(%i2, %acc2)

exit:
    ret %acc

header(%i: i32, %acc: i32):
    %one = iconst.i32 1
    %more = icmp slt %i, %n
    brif %more, body, exit
}

func @late_def(%x: f32) -> f32 {
entry:
    br mid

tail:
    %z = fmul %y, %y
    ret %z

mid:
    %y = fadd %x, %x
    br tail
}

func @switch8(%v: i8, %w: i64) -> i32 {
entry:
    %k = iconst.i32 7
    switch %v, dflt, [0: a, -1: b(%k), 127: c, -128: c]

a:
    switch %w, dflt, [9223372036854775807: c, -9223372036854775808: dflt]

b(%bk: i32):
    ret %bk

c:
    %ten = iconst.i32 10
    ret %ten

dflt:
    unreachable
}

func @empty_switch(%v: i32) {
entry:
    switch %v, done, []

done:
    ret
}

func @diamond(%c: i1, %a: f64, %b: f64) -> f64 {
entry:
    brif %c, left(%a), right(%b, %a)

left(%l: f64):
    br join(%l)

right(%r: f64, %s: f64):
    %rs = fsub %r, %s
    br join(%rs)

join(%j: f64):
    ret %j
}
