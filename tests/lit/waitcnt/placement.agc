; Where `s_waitcnt` goes around barriers and loops.
; Oracles: llc-22 -O3 on the exported kernel (`--emit llvm-ir`) for the
; barriers: the wait selection puts before `s_barrier` keeps only what is
; still outstanding (nothing before the second barrier, whose LDS read was
; already waited for), and on gfx90a/gfx942 outside tgsplit mode only
; lgkmcnt, as seed 002 tables 80/81 ask of a workgroup release; gfx900 has
; no back-off barrier and drains vmcnt too. In tgsplit mode the barrier's
; workgroup acquire invalidates the L1 after `s_barrier` (`buffer_inv sc0`,
; llc-22 with fences around `s.barrier`), and the second barrier then
; waits for that invalidate's vmcnt. For the loop (llc folds it
; away), seed 004 section 4.4: the load issued before the loop is waited
; for once, before the loop, and the loop body waits for nothing.
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s --check-prefixes=CHECK,GFX900
; RUN: agc --emit asm -C target-cpu=gfx90a -o - %s | FileCheck %s --check-prefixes=CHECK,BACKOFF
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s --check-prefixes=CHECK,BACKOFF
; RUN: agc --emit asm -C target-cpu=gfx942 -C target-feature=+tgsplit -o - %s | FileCheck %s --check-prefixes=CHECK,GFX900,TG

lds @tile: 1024, align 16

; CHECK-LABEL: placement_barrier:
; CHECK:         global_store_dword
; CHECK-NEXT:    ds_write_b32
; GFX900-NEXT:   s_waitcnt vmcnt(0) lgkmcnt(0)
; BACKOFF-NEXT:  s_waitcnt lgkmcnt(0)
; CHECK-NEXT:    s_barrier
; TG-NEXT:       buffer_inv sc0
; CHECK-NEXT:    ds_read_b32
; CHECK-NEXT:    s_waitcnt lgkmcnt(0)
; CHECK-NEXT:    v_add_u32_e32
; TG-NEXT:       s_waitcnt vmcnt(0)
; CHECK-NEXT:    s_barrier
; TG-NEXT:       buffer_inv sc0
; CHECK-NEXT:    global_store_dword
; CHECK-NEXT:    s_endpgm
kernel @placement_barrier(%g: ptr.global, %out: ptr.global) reqd_workgroup_size(256, 1, 1) {
entry:
    %i = workitem_id x
    %base = lds_addr @tile
    %four = iconst.i32 4
    %o = imul %i, %four
    %p = ptradd %base, %o
    %o64 = zext.i64 %o
    %q = ptradd %g, %o64
    store %i, %q, align 4
    store %i, %p, align 4
    barrier
    %a = load.i32 %p, align 4
    %a2 = iadd %a, %a
    barrier
    %r = ptradd %out, %o64
    store %a2, %r, align 4
    ret
}

; CHECK-LABEL: placement_loop:
; CHECK:         global_load_dword [[X:v[0-9]+]]
; CHECK:         s_waitcnt vmcnt(0)
; CHECK-NEXT:  [[LOOP:.LBB[0-9_]+]]:
; CHECK-NOT:     s_waitcnt
; CHECK:         v_add_u32_e32 {{v[0-9]+}}, {{v[0-9]+}}, [[X]]
; CHECK-NOT:     s_waitcnt
; CHECK:         s_cbranch_scc1 [[LOOP]]
kernel @placement_loop(%g: ptr.global, %out: ptr.global, %n: i32) {
entry:
    %i = workitem_id x
    %four = iconst.i64 4
    %i64 = zext.i64 %i
    %o = imul %i64, %four
    %q = ptradd %g, %o
    %x = load.i32 %q, align 4
    %zero = iconst.i32 0
    br loop(%zero, %zero)

loop(%k: i32, %acc: i32):
    %acc2 = iadd %acc, %x
    %one = iconst.i32 1
    %k2 = iadd %k, %one
    %more = icmp slt %k2, %n
    brif %more, loop(%k2, %acc2), done

done:
    %r = ptradd %out, %o
    store %acc2, %r, align 4
    ret
}
