; Loop rotation with values used after the loop (ir passes::loop_rotate,
; "Exit values"). `@loop_rotate_exit_uniform` counts to a kernel argument,
; so every lane leaves at the same trip and the pipeline rotates it: the
; exit block takes the sum and the counter as parameters from the guard
; (zero trips) and from the latch. `@loop_rotate_exit_divergent` counts to
; a per-lane bound, so lanes leave at different trips (zero for some); the
; pipeline leaves it top-tested. Expected buffers are worked out by hand
; (lane i of the uniform kernel: sum over j < n of (x[i] + j), stored as
; sum * 100 + n; of the divergent one: the same with n = x[i], 0 when
; x[i] <= 0); the harness also checks them against the IR interpreter.
;
; run: @loop_rotate_exit_uniform grid(16) (x=i32[0,1,2,3,4,5,8,9,-1,-8,7,6,3,2,-3,10], out=i32[16](7), n=0) => out == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
; run: @loop_rotate_exit_uniform grid(16) (x=i32[0,1,2,3,4,5,8,9,-1,-8,7,6,3,2,-3,10], out=i32[16](7), n=1) => out == [1, 101, 201, 301, 401, 501, 801, 901, -99, -799, 701, 601, 301, 201, -299, 1001]
; run: @loop_rotate_exit_uniform grid(16) (x=i32[0,1,2,3,4,5,8,9,-1,-8,7,6,3,2,-3,10], out=i32[16](7), n=40) => out == [78040, 82040, 86040, 90040, 94040, 98040, 110040, 114040, 74040, 46040, 106040, 102040, 90040, 86040, 66040, 118040]
; run: @loop_rotate_exit_divergent grid(16) (x=i32[0,1,2,3,4,5,8,9,-1,-8,7,6,3,2,-3,10], out=i32[16](7)) => out == [0, 101, 502, 1203, 2204, 3505, 9208, 11709, 0, 0, 7007, 5106, 1203, 502, 0, 14510]

kernel @loop_rotate_exit_uniform(%x: ptr.global, %out: ptr.global, %n: i32) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %po = ptradd %out, %off
    %v = load.i32 %px, align 4
    %zero = iconst.i32 0
    %one = iconst.i32 1
    %hundred = iconst.i32 100
    br head(%zero, %zero)

head(%j: i32, %s: i32):
    %more = icmp slt %j, %n
    brif %more, body, done

body:
    %d = iadd %v, %j
    %s2 = iadd %s, %d
    %j2 = iadd %j, %one
    br head(%j2, %s2)

done:
    %sh = imul %s, %hundred
    %r = iadd %sh, %j
    store %r, %po, align 4
    ret
}

kernel @loop_rotate_exit_divergent(%x: ptr.global, %out: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %po = ptradd %out, %off
    %v = load.i32 %px, align 4
    %zero = iconst.i32 0
    %one = iconst.i32 1
    %hundred = iconst.i32 100
    br head(%zero, %zero)

head(%j: i32, %s: i32):
    %more = icmp slt %j, %v
    brif %more, body, done

body:
    %d = iadd %v, %j
    %s2 = iadd %s, %d
    %j2 = iadd %j, %one
    br head(%j2, %s2)

done:
    %sh = imul %s, %hundred
    %r = iadd %sh, %j
    store %r, %po, align 4
    ret
}
