; Loads and stores with every flag, stack slots and LDS variables.
lds @tile: 1024, align 16
lds @flags: 4, align 4
lds @bytes: 3, align 1
lds @dyn: dynamic, align 16

kernel @memory(%g: ptr.global, %c: ptr.constant, %f: ptr.flat) {
    $buf = stack_slot 64, align 16
    $tmp = stack_slot 4, align 4
entry:
    %x = load.f32 %g, align 4
    %y = load.f32x4 %g, align 16, volatile
    %z = load.i64 %c, align 8, nontemporal
    %w = load.i8 %f, align 1, volatile, nontemporal
    %a = load.i32 %g, align 4, atomic monotonic agent
    %b = load.i32 %g, align 4, volatile, atomic acquire workgroup
    %c2 = load.i64 %f, align 8, atomic seq_cst system
    %pp = load.ptr.global %c, align 8
    %h = load.f16x2 %pp, align 4
    %buf = stack_addr $buf
    %tmp = stack_addr $tmp
    store %x, %tmp, align 4
    store %y, %buf, align 16, nontemporal
    %t = lds_addr @tile
    %d = lds_addr @dyn
    %fl = lds_addr @flags
    %by = lds_addr @bytes
    store %a, %fl, align 4, atomic release workgroup
    store %b, %t, align 4, volatile, nontemporal, atomic seq_cst workgroup_one_as
    store %w, %by, align 1, atomic monotonic singlethread
    store %h, %d, align 4
    store %z, %g, align 8, atomic release agent_one_as
    store %c2, %f, align 8, volatile
    ret
}
