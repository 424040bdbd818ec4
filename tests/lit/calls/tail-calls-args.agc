; Tail calls with stack, `inreg` and implicit-input arguments (from -O1),
; against llc-22's decisions on the exported IR with every call marked
; `tail` (llc tail-calls where the convention allows; the frontend's
; `tail` promise stands in for agc's own escape check, so @esc is not
; compared): @fwd36's stack arguments fit its incoming area and go
; there, @fwd33's do not, so it calls; `inreg` arguments and the
; work-item and workgroup ids travel in the callee's registers (the
; `inreg` ones of these external functions from s16, after every input
; SGPR, as llc-22 places them); when the arguments fill s16/s17 the
; target takes another pair (llc picks s[28:29], agc the first free
; pair, here s[4:5], whose input the callee does not read); @esc
; passes the address of its own stack slot and keeps its call.
; REQUIRES: llvm
; RUN: agc --emit asm -C target-cpu=gfx900 -o - %s | FileCheck %s
; RUN: agc --emit llvm-ir -o - %s | sed -e 's/= call /= tail call /' | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -O2 -o - | FileCheck %s --check-prefix=LLC

; CHECK-LABEL: fwd36:
; CHECK-NOT:   s_swappc_b64
; CHECK:       buffer_store_dword v{{[0-9]+}}, off, s[0:3], s33 offset:12
; CHECK:       s_mov_b32 s32, s33
; CHECK:       s_setpc_b64 s[16:17]
; CHECK-LABEL: fwd33:
; CHECK:       s_swappc_b64 s[30:31]
; CHECK:       s_setpc_b64 s[30:31]
; CHECK-LABEL: ir_fwd:
; CHECK:       s_mov_b32 s17, 7
; CHECK:       s_addc_u32 s5, s5, scale@rel32@hi+12
; CHECK-NEXT:  s_setpc_b64 s[4:5]
; CHECK-LABEL: ir_swap:
; CHECK-NOT:   s_swappc_b64
; CHECK:       s_setpc_b64 s[4:5]
; CHECK-LABEL: many_fwd:
; CHECK:       s_swappc_b64 s[30:31]
; CHECK:       s_mov_b32 s28, s{{[0-9]+}}
; CHECK:       s_or_saveexec_b64 s[6:7], -1
; CHECK:       s_setpc_b64 s[4:5]
; CHECK-LABEL: wid_fwd:
; CHECK-NOT:   v31
; CHECK:       s_setpc_b64 s[16:17]
; CHECK-LABEL: wg_fwd:
; CHECK-NOT:   s_swappc_b64
; CHECK:       s_setpc_b64 s[16:17]
; CHECK-LABEL: esc:
; CHECK:       s_swappc_b64 s[30:31]
; CHECK:       s_setpc_b64 s[30:31]

; LLC-LABEL: fwd36:
; LLC-NOT:   s_swappc_b64
; LLC:       s_setpc_b64 s[{{[0-9]+}}:{{[0-9]+}}]
; LLC-LABEL: fwd33:
; LLC:       s_swappc_b64 s[30:31]
; LLC-LABEL: ir_fwd:
; LLC-NOT:   s_swappc_b64
; LLC-LABEL: ir_swap:
; LLC-NOT:   s_swappc_b64
; LLC-LABEL: many_fwd:
; LLC:       s_swappc_b64 s[30:31]
; LLC:       s_setpc_b64 s[28:29]
; LLC-LABEL: wid_fwd:
; LLC-NOT:   s_swappc_b64
; LLC-LABEL: wg_fwd:
; LLC-NOT:   s_swappc_b64
; LLC-LABEL: deref:

func @sum35(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %a4: i32, %a5: i32, %a6: i32, %a7: i32, %a8: i32, %a9: i32, %a10: i32, %a11: i32, %a12: i32, %a13: i32, %a14: i32, %a15: i32, %a16: i32, %a17: i32, %a18: i32, %a19: i32, %a20: i32, %a21: i32, %a22: i32, %a23: i32, %a24: i32, %a25: i32, %a26: i32, %a27: i32, %a28: i32, %a29: i32, %a30: i32, %a31: i32, %a32: i32, %a33: i32, %a34: i32) -> i32 {
entry:
    %acc0 = iadd %a0, %a0
    %acc0b = isub %acc0, %a0
    %w1 = iconst.i32 2
    %m1 = imul %a1, %w1
    %acc1 = iadd %acc0b, %m1
    %w2 = iconst.i32 3
    %m2 = imul %a2, %w2
    %acc2 = iadd %acc1, %m2
    %w3 = iconst.i32 4
    %m3 = imul %a3, %w3
    %acc3 = iadd %acc2, %m3
    %w4 = iconst.i32 5
    %m4 = imul %a4, %w4
    %acc4 = iadd %acc3, %m4
    %w5 = iconst.i32 6
    %m5 = imul %a5, %w5
    %acc5 = iadd %acc4, %m5
    %w6 = iconst.i32 7
    %m6 = imul %a6, %w6
    %acc6 = iadd %acc5, %m6
    %w7 = iconst.i32 8
    %m7 = imul %a7, %w7
    %acc7 = iadd %acc6, %m7
    %w8 = iconst.i32 9
    %m8 = imul %a8, %w8
    %acc8 = iadd %acc7, %m8
    %w9 = iconst.i32 10
    %m9 = imul %a9, %w9
    %acc9 = iadd %acc8, %m9
    %w10 = iconst.i32 11
    %m10 = imul %a10, %w10
    %acc10 = iadd %acc9, %m10
    %w11 = iconst.i32 12
    %m11 = imul %a11, %w11
    %acc11 = iadd %acc10, %m11
    %w12 = iconst.i32 13
    %m12 = imul %a12, %w12
    %acc12 = iadd %acc11, %m12
    %w13 = iconst.i32 14
    %m13 = imul %a13, %w13
    %acc13 = iadd %acc12, %m13
    %w14 = iconst.i32 15
    %m14 = imul %a14, %w14
    %acc14 = iadd %acc13, %m14
    %w15 = iconst.i32 16
    %m15 = imul %a15, %w15
    %acc15 = iadd %acc14, %m15
    %w16 = iconst.i32 17
    %m16 = imul %a16, %w16
    %acc16 = iadd %acc15, %m16
    %w17 = iconst.i32 18
    %m17 = imul %a17, %w17
    %acc17 = iadd %acc16, %m17
    %w18 = iconst.i32 19
    %m18 = imul %a18, %w18
    %acc18 = iadd %acc17, %m18
    %w19 = iconst.i32 20
    %m19 = imul %a19, %w19
    %acc19 = iadd %acc18, %m19
    %w20 = iconst.i32 21
    %m20 = imul %a20, %w20
    %acc20 = iadd %acc19, %m20
    %w21 = iconst.i32 22
    %m21 = imul %a21, %w21
    %acc21 = iadd %acc20, %m21
    %w22 = iconst.i32 23
    %m22 = imul %a22, %w22
    %acc22 = iadd %acc21, %m22
    %w23 = iconst.i32 24
    %m23 = imul %a23, %w23
    %acc23 = iadd %acc22, %m23
    %w24 = iconst.i32 25
    %m24 = imul %a24, %w24
    %acc24 = iadd %acc23, %m24
    %w25 = iconst.i32 26
    %m25 = imul %a25, %w25
    %acc25 = iadd %acc24, %m25
    %w26 = iconst.i32 27
    %m26 = imul %a26, %w26
    %acc26 = iadd %acc25, %m26
    %w27 = iconst.i32 28
    %m27 = imul %a27, %w27
    %acc27 = iadd %acc26, %m27
    %w28 = iconst.i32 29
    %m28 = imul %a28, %w28
    %acc28 = iadd %acc27, %m28
    %w29 = iconst.i32 30
    %m29 = imul %a29, %w29
    %acc29 = iadd %acc28, %m29
    %w30 = iconst.i32 31
    %m30 = imul %a30, %w30
    %acc30 = iadd %acc29, %m30
    %w31 = iconst.i32 32
    %m31 = imul %a31, %w31
    %acc31 = iadd %acc30, %m31
    %w32 = iconst.i32 33
    %m32 = imul %a32, %w32
    %acc32 = iadd %acc31, %m32
    %w33 = iconst.i32 34
    %m33 = imul %a33, %w33
    %acc33 = iadd %acc32, %m33
    %w34 = iconst.i32 35
    %m34 = imul %a34, %w34
    %acc34 = iadd %acc33, %m34
    ret %acc34
}

func @fwd36(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %a4: i32, %a5: i32, %a6: i32, %a7: i32, %a8: i32, %a9: i32, %a10: i32, %a11: i32, %a12: i32, %a13: i32, %a14: i32, %a15: i32, %a16: i32, %a17: i32, %a18: i32, %a19: i32, %a20: i32, %a21: i32, %a22: i32, %a23: i32, %a24: i32, %a25: i32, %a26: i32, %a27: i32, %a28: i32, %a29: i32, %a30: i32, %a31: i32, %a32: i32, %a33: i32, %a34: i32, %a35: i32) -> i32 {
entry:
    %r = call @sum35(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35)
    ret %r
}

func @fwd33(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %a4: i32, %a5: i32, %a6: i32, %a7: i32, %a8: i32, %a9: i32, %a10: i32, %a11: i32, %a12: i32, %a13: i32, %a14: i32, %a15: i32, %a16: i32, %a17: i32, %a18: i32, %a19: i32, %a20: i32, %a21: i32, %a22: i32, %a23: i32, %a24: i32, %a25: i32, %a26: i32, %a27: i32, %a28: i32, %a29: i32, %a30: i32, %a31: i32, %a32: i32) -> i32 {
entry:
    %z = iconst.i32 0
    %r = call @sum35(%a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %z, %z, %z)
    ret %r
}

func @scale(%x: i32, %u: i32 inreg, %w: i32 inreg) -> i32 {
entry:
    %m = imul %x, %u
    %r = iadd %m, %w
    ret %r
}

func @ir_fwd(%x: i32, %u: i32 inreg) -> i32 {
entry:
    %s = iconst.i32 7
    %r = call @scale(%x, %u, %s)
    ret %r
}

func @ir_swap(%u: i32 inreg, %w: i32 inreg, %x: i32) -> i32 {
entry:
    %r = call @scale(%x, %w, %u)
    ret %r
}

func @many_ir(%x: i32, %u0: i32 inreg, %u1: i32 inreg, %u2: i32 inreg, %u3: i32 inreg, %u4: i32 inreg, %u5: i32 inreg, %u6: i32 inreg, %u7: i32 inreg, %u8: i32 inreg, %u9: i32 inreg, %u10: i32 inreg, %u11: i32 inreg, %u12: i32 inreg, %u13: i32 inreg, %u14: i32 inreg, %u15: i32 inreg) -> i32 {
entry:
    %w0 = iconst.i32 2
    %m0 = imul %u0, %w0
    %s0 = iadd %x, %m0
    %w1 = iconst.i32 3
    %m1 = imul %u1, %w1
    %s1 = iadd %s0, %m1
    %w2 = iconst.i32 4
    %m2 = imul %u2, %w2
    %s2 = iadd %s1, %m2
    %w3 = iconst.i32 5
    %m3 = imul %u3, %w3
    %s3 = iadd %s2, %m3
    %w4 = iconst.i32 6
    %m4 = imul %u4, %w4
    %s4 = iadd %s3, %m4
    %w5 = iconst.i32 7
    %m5 = imul %u5, %w5
    %s5 = iadd %s4, %m5
    %w6 = iconst.i32 8
    %m6 = imul %u6, %w6
    %s6 = iadd %s5, %m6
    %w7 = iconst.i32 9
    %m7 = imul %u7, %w7
    %s7 = iadd %s6, %m7
    %w8 = iconst.i32 10
    %m8 = imul %u8, %w8
    %s8 = iadd %s7, %m8
    %w9 = iconst.i32 11
    %m9 = imul %u9, %w9
    %s9 = iadd %s8, %m9
    %w10 = iconst.i32 12
    %m10 = imul %u10, %w10
    %s10 = iadd %s9, %m10
    %w11 = iconst.i32 13
    %m11 = imul %u11, %w11
    %s11 = iadd %s10, %m11
    %w12 = iconst.i32 14
    %m12 = imul %u12, %w12
    %s12 = iadd %s11, %m12
    %w13 = iconst.i32 15
    %m13 = imul %u13, %w13
    %s13 = iadd %s12, %m13
    %w14 = iconst.i32 16
    %m14 = imul %u14, %w14
    %s14 = iadd %s13, %m14
    %w15 = iconst.i32 17
    %m15 = imul %u15, %w15
    %s15 = iadd %s14, %m15
    ret %s15
}

func @many_fwd(%x: i32, %u0: i32 inreg, %u1: i32 inreg, %u2: i32 inreg, %u3: i32 inreg, %u4: i32 inreg, %u5: i32 inreg, %u6: i32 inreg, %u7: i32 inreg, %u8: i32 inreg, %u9: i32 inreg, %u10: i32 inreg, %u11: i32 inreg, %u12: i32 inreg, %u13: i32 inreg, %u14: i32 inreg, %u15: i32 inreg) -> i32 {
    $m = stack_slot 4, align 4
entry:
    %p = stack_addr $m
    store %x, %p, align 4
    %y = call @scale(%x, %u0, %u1)
    %v = load.i32 %p, align 4
    %t = iadd %y, %v
    %r = call @many_ir(%t, %u1, %u2, %u3, %u4, %u5, %u6, %u7, %u8, %u9, %u10, %u11, %u12, %u13, %u14, %u15, %u0)
    ret %r
}

func @wid_add(%x: i32) -> i32 {
entry:
    %t = workitem_id x
    %r = iadd %x, %t
    ret %r
}

func @wid_fwd(%x: i32) -> i32 {
entry:
    %y = iadd %x, %x
    %r = call @wid_add(%y)
    ret %r
}

func @wg_add(%x: i32) -> i32 {
entry:
    %g = workgroup_id x
    %k = iconst.i32 1000
    %m = imul %g, %k
    %r = iadd %x, %m
    ret %r
}

func @wg_fwd(%x: i32) -> i32 {
    $m = stack_slot 8, align 4
entry:
    %p = stack_addr $m
    %one = iconst.i32 1
    %y = iadd %x, %one
    store %y, %p, align 4
    %z = load.i32 %p, align 4
    %r = call @wg_add(%z)
    ret %r
}

func @deref(%p: ptr.private) -> i32 {
entry:
    %v = load.i32 %p, align 4
    ret %v
}

func @esc(%x: i32) -> i32 {
    $m = stack_slot 4, align 4
entry:
    %p = stack_addr $m
    store %x, %p, align 4
    %r = call @deref(%p)
    ret %r
}
