; Linkage: `internal` functions are called only from this module (their
; symbols are local to the object); the others may be called from any
; object linked with it.
internal func @helper(%a: i32, %b: i32 inreg) -> i32 {
entry:
    %s = iadd %a, %b
    ret %s
}

func @api(%a: i32) -> i32 {
entry:
    %r = call @helper(%a, %a)
    ret %r
}

kernel @k(%x: i32, %out: ptr.global) {
entry:
    %r = call @api(%x)
    %t = call @helper(%r, %x)
    store %t, %out, align 4
    ret
}
