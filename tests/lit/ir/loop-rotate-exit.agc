; Loop rotation with a value used after the loop, in machine code: a
; uniform loop summing three floats keeps one branch per trip (the
; latch's `s_cbranch_scc1` back to the loop's first block, no
; `s_branch`), and the sums stay in the registers the guard set: no copy
; on the back edge, none on the exit edge. The guard's zeros are made
; once for both of its edges (lower/src/isel/cf.rs), so regalloc2 can
; give each sum, the loop's parameter and the exit's parameter one
; register. Oracle: llc-22 rotates the same loop and keeps one branch per
; trip; tests/exec/loop_rotate_exit.agc runs such loops in the simulator.
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s

; CHECK-LABEL: loop_rotate_exit:
; CHECK:         v_mov_b32_e32 [[X:v[0-9]+]], 0
; CHECK:         v_mov_b32_e32 [[Y:v[0-9]+]], 0
; CHECK:         v_mov_b32_e32 [[Z:v[0-9]+]], 0
; CHECK:         s_cbranch_scc0 [[DONE:.LBB0_[0-9]+]]
; CHECK:       [[LOOP:.LBB0_[0-9]+]]:
; CHECK-NOT:     v_mov
; CHECK-NOT:     s_branch
; CHECK:         v_add_f32_e32 [[X]], v{{[0-9]+}}, [[X]]{{$}}
; CHECK:         v_add_f32_e32 [[Y]], v{{[0-9]+}}, [[Y]]{{$}}
; CHECK:         v_add_f32_e32 [[Z]], v{{[0-9]+}}, [[Z]]{{$}}
; CHECK-NOT:     v_mov
; CHECK-NOT:     s_branch
; CHECK:         s_cbranch_scc1 [[LOOP]]
; CHECK-NEXT:  [[DONE]]:
; CHECK:         global_store_dwordx3 {{v\[[0-9]+:[0-9]+\]}}, {{v\[[0-9]+:[0-9]+\]}}, off
kernel @loop_rotate_exit(%a: ptr.global, %out: ptr.global, %n: i32) {
entry:
    %zero = iconst.i32 0
    %fzero = fconst.f32 0.0
    %tid = workitem_id x
    %t64 = zext.i64 %tid
    %twelve = iconst.i64 12
    %toff = imul %t64, %twelve
    %pa = ptradd %a, %toff
    %po = ptradd %out, %toff
    %four = iconst.i64 4
    %eight = iconst.i64 8
    br head(%zero, %fzero, %fzero, %fzero)

head(%j: i32, %sx: f32, %sy: f32, %sz: f32):
    %more = icmp slt %j, %n
    brif %more, body, done

body:
    %py = ptradd %pa, %four
    %pz = ptradd %pa, %eight
    %x = load.f32 %pa, align 4
    %y = load.f32 %py, align 4
    %z = load.f32 %pz, align 4
    %nx = fadd %x, %sx
    %ny = fadd %y, %sy
    %nz = fadd %z, %sz
    %one = iconst.i32 1
    %j2 = iadd %j, %one
    br head(%j2, %nx, %ny, %nz)

done:
    %poy = ptradd %po, %four
    %poz = ptradd %po, %eight
    store %sx, %po, align 4
    store %sy, %poy, align 4
    store %sz, %poz, align 4
    ret
}
