; Device functions with several results, calls before the callee's definition.
kernel @caller(%a: i32, %b: i32, %out: ptr.global) {
entry:
    %q, %r = call @divmod(%a, %b)
    %s = call @add3(%q, %r, %a)
    %t, %u, %w = call @triple(%s)
    call @sink(%t)
    call @nothing()
    %x = iadd %t, %u
    %y = iadd %x, %w
    store %y, %out, align 4
    ret
}

func @divmod(%a: i32, %b: i32 inreg) -> (i32, i32) {
entry:
    %q = udiv %a, %b
    %r = urem %a, %b
    ret %q, %r
}

func @add3(%a: i32, %b: i32, %c: i32) -> i32 {
entry:
    %ab = iadd %a, %b
    %abc = iadd %ab, %c
    ret %abc
}

func @triple(%a: i32 inreg) -> (i32, i32, i32) {
entry:
    %b = call @add3(%a, %a, %a)
    ret %a, %b, %a
}

func @sink(%a: i32) {
entry:
    ret
}

func @nothing() {
entry:
    ret
}

func @recursive(%n: i32) -> i32 {
entry:
    %zero = iconst.i32 0
    %done = icmp eq %n, %zero
    brif %done, base, step

base:
    ret %zero

step:
    %one = iconst.i32 1
    %m = isub %n, %one
    %r = call @recursive(%m)
    %s = iadd %r, %n
    ret %s
}
