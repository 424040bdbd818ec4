; Unusual but valid names: digits, dots, generated-looking names, all address spaces.
func @names.and_dots(%0: ptr.flat, %1.5: ptr.global, %v3: ptr.local, %_: ptr.constant, %x.y: ptr.private) -> ptr.private {
    $0 = stack_slot 8, align 8
    $a.b = stack_slot 1, align 1
entry:
    %v0 = stack_addr $0
    %v1 = stack_addr $a.b
    br block.1(%v0)

block.1(%p: ptr.private):
    br _blk(%p, %x.y)

_blk(%q: ptr.private, %r: ptr.private):
    %qi = ptrtoint.i32 %q
    %ri = ptrtoint.i32 %r
    %same = icmp eq %qi, %ri
    %out = select %same, %q, %r
    ret %out
}
