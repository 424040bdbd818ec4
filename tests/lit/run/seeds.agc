; The simulator's wave interleaving is seeded (`agc run --seed`): the same
; seed reproduces a run, different seeds interleave the four waves of a
; workgroup differently. Oracles: a race-free kernel gives the same result
; under every seed (and the interpreter's); the order in which waves take
; atomic tickets, and the winner of a deliberate store race, change.
;
; Race-free: the ticket counter ends at 256 whatever the order, and
; reduce's result equals the interpreter's under every seed.
; RUN: for s in 0 1 2 3 4 5 6 7; do \
; RUN:   agc run %s -k tickets --grid 256 'out=i32[256]' 'ctr=i32[1]' --seed $s --print ctr; \
; RUN: done | sort -u | FileCheck %s --check-prefix=COUNT
; COUNT:      {{^}}  [0] 256
; COUNT-NEXT: {{^}}ctr: i32[1]
; COUNT-NOT:  {{.}}
; RUN: for s in 0 1 2 3 4 5 6 7; do \
; RUN:   agc run %S/../../../examples/reduce.agc --grid 1024 'in=f32[1024]:random(5,-1,1)' 'out=f32[4]' --seed $s -q --check; \
; RUN: done | sort -u | FileCheck %s --check-prefix=SAME
; SAME:     check: 2 buffers equal the interpreter's
; SAME-NOT: {{.}}
;
; Different seeds, different interleavings: the tickets' order differs
; between at least two of eight seeds, and one seed twice is one order.
; RUN: for s in 0 1 2 3 4 5 6 7; do \
; RUN:   agc run %s -k tickets --grid 256 'out=i32[256]' 'ctr=i32[1]' --seed $s --print out; \
; RUN: done | sort -u | grep -c '^  \[0\]' | FileCheck %s --check-prefix=ORDERS
; ORDERS: {{^[2-8]$}}
; RUN: agc run %s -k tickets --grid 256 'out=i32[256]' 'ctr=i32[1]' --seed 3 > %t.a
; RUN: agc run %s -k tickets --grid 256 'out=i32[256]' 'ctr=i32[1]' --seed 3 > %t.b
; RUN: cmp %t.a %t.b
;
; A racy kernel: every wave stores its index to out[0]; the last wave to
; run wins, and which one that is depends on the seed.
; RUN: for s in 0 1 2 3 4 5 6 7; do \
; RUN:   agc run %s -k race --grid 256 --wg 256 'out=i32[1]' --seed $s; \
; RUN: done | sort -u | FileCheck %s --check-prefix=RACE
; RACE:      {{^}}  [0] {{[0-3]$}}
; RACE-NEXT: {{^}}  [0] {{[0-3]$}}

lds @count: 4, align 4

; Each work-item takes a ticket from an LDS counter; work-item 0 writes
; the final count to ctr[0].
kernel @tickets(%out: ptr.global, %ctr: ptr.global) reqd_workgroup_size(256, 1, 1) {
entry:
    %tid = workitem_id x
    %c = lds_addr @count
    %zero = iconst.i32 0
    %one = iconst.i32 1
    %first = icmp eq %tid, %zero
    brif %first, init, take

init:
    store %zero, %c, align 4
    br take

take:
    barrier
    %t = atomicrmw add %c, %one, monotonic workgroup, align 4
    %i64 = zext.i64 %tid
    %two = iconst.i64 2
    %off = shl %i64, %two
    %p = ptradd %out, %off
    store %t, %p, align 4
    barrier
    brif %first, report, exit

report:
    %n = load.i32 %c, align 4
    store %n, %ctr, align 4
    br exit

exit:
    ret
}

kernel @race(%out: ptr.global) {
entry:
    %tid = workitem_id x
    %six = iconst.i32 6
    %wave = lshr %tid, %six
    store %wave, %out, align 4
    ret
}
