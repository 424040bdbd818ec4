; Loop code at -O2: the inner loop of a tiled product reads LDS through
; two pointers carried by the loop (one add each per trip, no index
; arithmetic); a uniform loop over a global array that nothing in the
; kernel writes before it reads with s_load_dword (no vector load, no
; v_readfirstlane) through an SGPR pointer stepping 4 bytes, rotated to a
; guard and one branch per trip though its sum is stored after it.
; Oracle: llc-22 -O3 makes the same loop bodies for the same IR
; (agc --emit llvm-ir); the benches run these shapes in the simulator
; against the interpreter.
; RUN: agc --emit asm -C target-cpu=gfx942 -o - %s | FileCheck %s
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s

; CHECK-LABEL: tiled:
; CHECK:       s_barrier
; CHECK:       [[INNER:.LBB[0-9]+_[0-9]+]]:
; CHECK-NEXT:  ds_read_b64 v[{{[0-9]+}}:{{[0-9]+}}], [[PA:v[0-9]+]]{{$}}
; CHECK-NEXT:  ds_read_b64 v[{{[0-9]+}}:{{[0-9]+}}], [[PB:v[0-9]+]]{{$}}
; CHECK-NOT:   v_lshl
; CHECK-NOT:   v_mul
; CHECK:       v_add_u32_e32 [[PA]], 8, [[PA]]
; CHECK-NEXT:  v_add_u32_e32 [[PB]], 0x80, [[PB]]
; CHECK-NEXT:  s_cmp_lt_i32
; CHECK-NEXT:  s_cbranch_scc1 [[INNER]]

; CHECK-LABEL: counted:
; CHECK:       s_cmp_lt_i32
; CHECK-NEXT:  s_cbranch_scc0
; CHECK-NEXT:  [[LOOP:.LBB[0-9]+_[0-9]+]]:
; CHECK-NEXT:  s_load_dword s{{[0-9]+}}, s[[[LO:[0-9]+]]:{{[0-9]+}}], 0x0
; CHECK-NOT:   v_readfirstlane
; CHECK-NOT:   global_load
; CHECK:       s_add_u32 s{{[0-9]+}}, s[[LO]], 4
; CHECK:       s_cmp_lt_i32
; CHECK-NEXT:  s_cbranch_scc1 [[LOOP]]

lds @tile_a: 2048, align 16
lds @tile_b: 2048, align 16

kernel @tiled(%a: ptr.global, %out: ptr.global, %n: i32) reqd_workgroup_size(16, 16, 1) {
entry:
    %tx = workitem_id x
    %ty = workitem_id y
    %sixteen = iconst.i32 16
    %three = iconst.i32 3
    %three64 = iconst.i64 3
    %row = iadd %ty, %sixteen
    %la = lds_addr @tile_a
    %lb = lds_addr @tile_b
    %lrow = imul %ty, %sixteen
    %zero = iconst.i32 0
    %dzero = fconst.f64 0.0
    br tiles(%zero, %dzero)

tiles(%t: i32, %acc: f64):
    %arow = imul %row, %n
    %aidx = iadd %arow, %t
    %a64 = zext.i64 %aidx
    %aoff = shl %a64, %three64
    %pa = ptradd %a, %aoff
    %av = load.f64 %pa, align 8
    %lidx = iadd %lrow, %tx
    %loff = shl %lidx, %three
    %sa = ptradd %la, %loff
    store %av, %sa, align 8
    barrier
    br inner(%zero, %acc)

inner(%k: i32, %sum: f64):
    %ak = iadd %lrow, %k
    %akoff = shl %ak, %three
    %pak = ptradd %la, %akoff
    %x = load.f64 %pak, align 8
    %krow = imul %k, %sixteen
    %bk = iadd %krow, %tx
    %bkoff = shl %bk, %three
    %pbk = ptradd %lb, %bkoff
    %y = load.f64 %pbk, align 8
    %sum2 = fma %x, %y, %sum
    %one = iconst.i32 1
    %k2 = iadd %k, %one
    %kmore = icmp slt %k2, %sixteen
    brif %kmore, inner(%k2, %sum2), next_tile

next_tile:
    barrier
    %t2 = iadd %t, %sixteen
    %tmore = icmp slt %t2, %n
    brif %tmore, tiles(%t2, %sum2), done

done:
    store %sum2, %out, align 8
    ret
}

kernel @counted(%a: ptr.global, %out: ptr.global, %n: i32) {
entry:
    %zero = iconst.i32 0
    %two64 = iconst.i64 2
    br header(%zero, %zero)

header(%j: i32, %s: i32):
    %more = icmp slt %j, %n
    brif %more, body, done

body:
    %j64 = zext.i64 %j
    %joff = shl %j64, %two64
    %pj = ptradd %a, %joff
    %x = load.i32 %pj, align 4
    %s2 = iadd %s, %x
    %one = iconst.i32 1
    %j2 = iadd %j, %one
    br header(%j2, %s2)

done:
    store %s, %out, align 4
    ret
}
