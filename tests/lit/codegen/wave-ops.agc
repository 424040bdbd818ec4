; Wave operations: reductions, ballot, readlane, shuffle, readfirstlane.
; Oracle: llc-22 -O3 selects the same instruction forms for the matching
; llvm.amdgcn intrinsics and for its atomic optimizer's DPP reduction
; (DPP row operations inside each row of 16, row_bcast:15 and
; row_bcast:31 across rows, the total read from lane 63; v_mov_b32_dpp
; of each dword and a 64-bit VALU op for 64-bit values; v_cmp into a
; lane mask for a ballot, v_readlane with an inline or SGPR lane,
; ds_bpermute_b32 with a byte index for a divergent shuffle); the
; execution tests (tests/exec/wave.agc, tests/exec/wave64.agc) check the
; results in the simulator against the interpreter.
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s

; A divergent reduction runs on the whole wave (inactive lanes hold the
; identity, 0) with DPP inside each row of 16, then across rows by row
; broadcasts, each DPP step reading the VGPR the previous one wrote: seed
; 004's table asks for two wait states before it.
; CHECK-LABEL: reduce_add:
; CHECK:       s_or_saveexec_b64 [[SAVED:s.[0-9]+:[0-9]+.]], -1
; CHECK-NEXT:  v_mov_b32_e32 [[ID:v[0-9]+]], 0
; CHECK-NEXT:  s_mov_b64 exec, [[SAVED]]
; CHECK:       v_mov_b32_e32 [[ID]], [[X:v[0-9]+]]
; CHECK-NEXT:  s_mov_b64 exec, -1
; CHECK-NEXT:  s_nop
; CHECK-NEXT:  v_add_u32_dpp [[R:v[0-9]+]], [[ID]], [[ID]] quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
; CHECK-NEXT:  s_nop 1
; CHECK-NEXT:  v_add_u32_dpp [[R]], [[R]], [[R]] quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1
; CHECK-NEXT:  s_nop 1
; CHECK-NEXT:  v_add_u32_dpp [[R]], [[R]], [[R]] row_ror:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
; CHECK-NEXT:  s_nop 1
; CHECK-NEXT:  v_add_u32_dpp [[R]], [[R]], [[R]] row_ror:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
; CHECK-NEXT:  s_nop 1
; CHECK-NEXT:  v_add_u32_dpp [[R]], [[R]], [[R]] row_bcast:15 row_mask:0xf bank_mask:0xf bound_ctrl:1
; CHECK-NEXT:  s_nop 1
; CHECK-NEXT:  v_add_u32_dpp [[R]], [[R]], [[R]] row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
; CHECK:       v_readlane_b32 [[SUM:s[0-9]+]], [[R]], 63
; CHECK-NEXT:  s_mov_b64 exec, [[SAVED]]
; CHECK:       v_mov_b32_e32 [[OUT:v[0-9]+]], [[SUM]]
; CHECK:       global_store_dword v[{{[0-9]+:[0-9]+}}], [[OUT]], off
; CHECK-NEXT:  s_endpgm
kernel @reduce_add(%x: ptr.global, %out: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %o = imul %i64, %four
    %p = ptradd %x, %o
    %v = load.i32 %p, align 4
    %r = wave_reduce add %v
    %q = ptradd %out, %o
    store %r, %q, align 4
    ret
}

; A ballot is the compare's lane mask restricted to the active lanes;
; readlane takes an inline lane number or a uniform one in an SGPR, and a
; shuffle by a uniform index is a readlane too.
; CHECK-LABEL: ballot_lane:
; CHECK:       s_load_dword [[K:s[0-9]+]], s[0:1], 0x10
; CHECK:       v_cmp_lt_i32_e64 [[M:s.[0-9]+:[0-9]+.]], [[V:v[0-9]+]], 0
; CHECK-NEXT:  s_and_b64 [[M]], [[M]], exec
; CHECK-DAG:   v_readlane_b32 {{s[0-9]+}}, [[V]], 5
; CHECK-DAG:   v_readlane_b32 {{s[0-9]+}}, [[V]], [[K]]
; CHECK-NOT:   ds_bpermute
; CHECK:       s_endpgm
kernel @ballot_lane(%x: ptr.global, %out: ptr.global, %k: i32) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %o = imul %i64, %four
    %p = ptradd %x, %o
    %v = load.i32 %p, align 4
    %zero = iconst.i32 0
    %neg = icmp slt %v, %zero
    %b = ballot %neg
    %five = iconst.i32 5
    %l5 = readlane %v, %five
    %lk = readlane %v, %k
    %s = shuffle %v, %k
    %bl = trunc.i32 %b
    %t0 = iadd %l5, %lk
    %t1 = iadd %t0, %bl
    %t2 = iadd %t1, %s
    %q = ptradd %out, %o
    store %t2, %q, align 4
    ret
}

; A divergent shuffle goes through the LDS crossbar: ds_bpermute_b32 takes
; the source lane times 4, and its result waits on lgkmcnt.
; CHECK-LABEL: shuffle_divergent:
; CHECK:       v_xor_b32_e32 [[J:v[0-9]+]], 1, v0
; CHECK-NEXT:  v_lshlrev_b32_e32 [[JB:v[0-9]+]], 2, [[J]]
; CHECK:       ds_bpermute_b32 [[S:v[0-9]+]], [[JB]], [[V:v[0-9]+]]
; CHECK-NEXT:  v_readfirstlane_b32 [[F:s[0-9]+]], [[V]]
; CHECK-NEXT:  s_waitcnt lgkmcnt(0)
; CHECK:       v_add_u32_e32 {{v[0-9]+}}, [[F]], [[S]]
; CHECK:       s_endpgm
kernel @shuffle_divergent(%x: ptr.global, %out: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %o = imul %i64, %four
    %p = ptradd %x, %o
    %v = load.i32 %p, align 4
    %one = iconst.i32 1
    %j = xor %i, %one
    %s = shuffle %v, %j
    %first = readfirstlane %v
    %t = iadd %s, %first
    %q = ptradd %out, %o
    store %t, %q, align 4
    ret
}

; 64-bit reductions step both dwords through v_mov_b32_dpp (DPP rows are
; 32-bit) and apply the 64-bit operation: v_add_f64 for fadd, with -0.0
; (0x80000000 in the high dword) in the inactive lanes; a 64-bit unsigned
; compare and two selects for umin, with all ones there. The two moves of
; a step are independent, so only the first waits for the previous step.
; CHECK-LABEL: reduce_f64:
; CHECK:       s_or_saveexec_b64 [[SAVED:s.[0-9]+:[0-9]+.]], -1
; CHECK-DAG:   v_mov_b32_e32 {{v[0-9]+}}, 0{{$}}
; CHECK-DAG:   v_mov_b32_e32 {{v[0-9]+}}, 0x80000000
; CHECK:       s_mov_b64 exec, -1
; CHECK-NEXT:  v_mov_b32_dpp v[[L:[0-9]+]], {{v[0-9]+}} quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
; CHECK-NEXT:  v_mov_b32_dpp {{v[0-9]+}}, {{v[0-9]+}} quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
; CHECK-NEXT:  v_add_f64 [[T:v.[0-9]+:[0-9]+.]], v{{.}}[[L]]:{{[0-9]+}}], [[T]]
; CHECK-NEXT:  s_nop 1
; CHECK-NEXT:  v_mov_b32_dpp {{.*}} quad_perm:[2,3,0,1]
; CHECK-NEXT:  v_mov_b32_dpp {{.*}} quad_perm:[2,3,0,1]
; CHECK-NEXT:  v_add_f64
; CHECK:       v_mov_b32_dpp {{.*}} row_ror:4
; CHECK:       v_mov_b32_dpp {{.*}} row_ror:8
; CHECK:       v_mov_b32_dpp {{.*}} row_bcast:15
; CHECK:       v_mov_b32_dpp {{.*}} row_bcast:31
; CHECK-NEXT:  v_mov_b32_dpp {{.*}} row_bcast:31
; CHECK-NEXT:  v_add_f64
; CHECK-DAG:   v_readlane_b32 {{s[0-9]+}}, {{v[0-9]+}}, 63
; CHECK-DAG:   v_readlane_b32 {{s[0-9]+}}, {{v[0-9]+}}, 63
; CHECK:       s_mov_b64 exec, [[SAVED]]
; CHECK:       s_or_saveexec_b64 [[SAVED2:s.[0-9]+:[0-9]+.]], -1
; CHECK-DAG:   v_mov_b32_e32 {{v[0-9]+}}, -1
; CHECK-DAG:   v_mov_b32_e32 {{v[0-9]+}}, -1
; CHECK:       v_mov_b32_dpp {{.*}} quad_perm:[1,0,3,2]
; CHECK-NEXT:  v_mov_b32_dpp {{.*}} quad_perm:[1,0,3,2]
; CHECK-NEXT:  v_cmp_lt_u64_e{{(32|64)}}
; CHECK:       v_cndmask_b32
; CHECK:       v_cndmask_b32
; CHECK:       row_bcast:31
; CHECK:       v_readlane_b32 {{s[0-9]+}}, {{v[0-9]+}}, 63
; CHECK:       s_mov_b64 exec, [[SAVED2]]
; CHECK:       s_endpgm
kernel @reduce_f64(%x: ptr.global, %y: ptr.global, %out: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %eight = iconst.i64 8
    %o = imul %i64, %eight
    %p = ptradd %x, %o
    %v = load.f64 %p, align 8
    %r = wave_reduce fadd %v
    %py = ptradd %y, %o
    %w = load.i64 %py, align 8
    %m = wave_reduce umin %w
    %b = bitcast.i64 %r
    %s = iadd %b, %m
    %q = ptradd %out, %o
    store %s, %q, align 8
    ret
}

; A kernel of whole waves with no divergent branch before the reduction
; runs it with every lane already active: no EXEC save, no identity, the
; first DPP step reads the loaded value.
; CHECK-LABEL: reduce_full:
; CHECK-NOT:   exec
; CHECK:       global_load_dword [[X:v[0-9]+]]
; CHECK-NEXT:  s_waitcnt vmcnt(0)
; CHECK-NEXT:  v_max_i32_dpp [[R:v[0-9]+]], [[X]], [[X]] quad_perm:[1,0,3,2]
; CHECK-NOT:   exec
; CHECK:       v_max_i32_dpp [[R]], [[R]], [[R]] row_bcast:31
; CHECK-NOT:   exec
; CHECK:       v_readlane_b32 {{s[0-9]+}}, [[R]], 63
; CHECK-NOT:   exec
; CHECK:       s_endpgm
kernel @reduce_full(%x: ptr.global, %out: ptr.global) reqd_workgroup_size(128, 1, 1) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %four = iconst.i64 4
    %o = imul %i64, %four
    %p = ptradd %x, %o
    %v = load.i32 %p, align 4
    %r = wave_reduce smax %v
    %q = ptradd %out, %o
    store %r, %q, align 4
    ret
}
