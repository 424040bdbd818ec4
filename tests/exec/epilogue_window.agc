; Epilogues without a free SGPR pair (regalloc/src/prologue.rs, "Full
; argument registers"): @win23 (on gfx900: the callee's 23 `inreg`
; arguments hold s4-s26, the target s[28:29]) and @win27 (on gfx942:
; s0-s26) tail-call with only s27 free at the return, so the epilogue
; keeps EXEC in VCC, puts the caller's s33 in s27 and moves s33 itself
; by the 8 KiB window and back around the reload of the lane VGPR. On
; the other processors the same functions take the ordinary paths (or
; keep the call). @outer has a frame pointer and a stack slot it reads
; after both calls, so a wrong s33 or s32 after either epilogue shows in
; the result. 70 work-items: a full wave and a 6-lane one on wave64.
; Oracle: the IR interpreter.
;
; run: @epilogue_window grid(70) wg(70) (out=i32[70](0)) => out == [53562, 71424, 89290, 107160, 125034, 142912, 160794, 178680, 196570, 214464, 232362, 250264, 268170, 286080, 303994, 321912, 339834, 357760, 375690, 393624, 411562, 429504, 447450, 465400, 483354, 501312, 519274, 537240, 555210, 573184, 591162, 609144, 627130, 645120, 663114, 681112, 699114, 717120, 735130, 753144, 771162, 789184, 807210, 825240, 843274, 861312, 879354, 897400, 915450, 933504, 951562, 969624, 987690, 1005760, 1023834, 1041912, 1059994, 1078080, 1096170, 1114264, 1132362, 1150464, 1168570, 1186680, 1204794, 1222912, 1241034, 1259160, 1277290, 1295424]

func @sink23(%x: i32, %u0: i32 inreg, %u1: i32 inreg, %u2: i32 inreg, %u3: i32 inreg, %u4: i32 inreg, %u5: i32 inreg, %u6: i32 inreg, %u7: i32 inreg, %u8: i32 inreg, %u9: i32 inreg, %u10: i32 inreg, %u11: i32 inreg, %u12: i32 inreg, %u13: i32 inreg, %u14: i32 inreg, %u15: i32 inreg, %u16: i32 inreg, %u17: i32 inreg, %u18: i32 inreg, %u19: i32 inreg, %u20: i32 inreg, %u21: i32 inreg, %u22: i32 inreg) -> i32 {
entry:
    %w0 = iconst.i32 3
    %m0 = imul %u0, %w0
    %a0 = iadd %x, %m0
    %w1 = iconst.i32 4
    %m1 = imul %u1, %w1
    %a1 = iadd %a0, %m1
    %w2 = iconst.i32 5
    %m2 = imul %u2, %w2
    %a2 = iadd %a1, %m2
    %w3 = iconst.i32 6
    %m3 = imul %u3, %w3
    %a3 = iadd %a2, %m3
    %w4 = iconst.i32 7
    %m4 = imul %u4, %w4
    %a4 = iadd %a3, %m4
    %w5 = iconst.i32 8
    %m5 = imul %u5, %w5
    %a5 = iadd %a4, %m5
    %w6 = iconst.i32 9
    %m6 = imul %u6, %w6
    %a6 = iadd %a5, %m6
    %w7 = iconst.i32 10
    %m7 = imul %u7, %w7
    %a7 = iadd %a6, %m7
    %w8 = iconst.i32 11
    %m8 = imul %u8, %w8
    %a8 = iadd %a7, %m8
    %w9 = iconst.i32 12
    %m9 = imul %u9, %w9
    %a9 = iadd %a8, %m9
    %w10 = iconst.i32 13
    %m10 = imul %u10, %w10
    %a10 = iadd %a9, %m10
    %w11 = iconst.i32 14
    %m11 = imul %u11, %w11
    %a11 = iadd %a10, %m11
    %w12 = iconst.i32 15
    %m12 = imul %u12, %w12
    %a12 = iadd %a11, %m12
    %w13 = iconst.i32 16
    %m13 = imul %u13, %w13
    %a13 = iadd %a12, %m13
    %w14 = iconst.i32 17
    %m14 = imul %u14, %w14
    %a14 = iadd %a13, %m14
    %w15 = iconst.i32 18
    %m15 = imul %u15, %w15
    %a15 = iadd %a14, %m15
    %w16 = iconst.i32 19
    %m16 = imul %u16, %w16
    %a16 = iadd %a15, %m16
    %w17 = iconst.i32 20
    %m17 = imul %u17, %w17
    %a17 = iadd %a16, %m17
    %w18 = iconst.i32 21
    %m18 = imul %u18, %w18
    %a18 = iadd %a17, %m18
    %w19 = iconst.i32 22
    %m19 = imul %u19, %w19
    %a19 = iadd %a18, %m19
    %w20 = iconst.i32 23
    %m20 = imul %u20, %w20
    %a20 = iadd %a19, %m20
    %w21 = iconst.i32 24
    %m21 = imul %u21, %w21
    %a21 = iadd %a20, %m21
    %w22 = iconst.i32 25
    %m22 = imul %u22, %w22
    %a22 = iadd %a21, %m22
    ret %a22
}

func @sink27(%x: i32, %u0: i32 inreg, %u1: i32 inreg, %u2: i32 inreg, %u3: i32 inreg, %u4: i32 inreg, %u5: i32 inreg, %u6: i32 inreg, %u7: i32 inreg, %u8: i32 inreg, %u9: i32 inreg, %u10: i32 inreg, %u11: i32 inreg, %u12: i32 inreg, %u13: i32 inreg, %u14: i32 inreg, %u15: i32 inreg, %u16: i32 inreg, %u17: i32 inreg, %u18: i32 inreg, %u19: i32 inreg, %u20: i32 inreg, %u21: i32 inreg, %u22: i32 inreg, %u23: i32 inreg, %u24: i32 inreg, %u25: i32 inreg, %u26: i32 inreg) -> i32 {
entry:
    %w0 = iconst.i32 3
    %m0 = imul %u0, %w0
    %a0 = iadd %x, %m0
    %w1 = iconst.i32 4
    %m1 = imul %u1, %w1
    %a1 = iadd %a0, %m1
    %w2 = iconst.i32 5
    %m2 = imul %u2, %w2
    %a2 = iadd %a1, %m2
    %w3 = iconst.i32 6
    %m3 = imul %u3, %w3
    %a3 = iadd %a2, %m3
    %w4 = iconst.i32 7
    %m4 = imul %u4, %w4
    %a4 = iadd %a3, %m4
    %w5 = iconst.i32 8
    %m5 = imul %u5, %w5
    %a5 = iadd %a4, %m5
    %w6 = iconst.i32 9
    %m6 = imul %u6, %w6
    %a6 = iadd %a5, %m6
    %w7 = iconst.i32 10
    %m7 = imul %u7, %w7
    %a7 = iadd %a6, %m7
    %w8 = iconst.i32 11
    %m8 = imul %u8, %w8
    %a8 = iadd %a7, %m8
    %w9 = iconst.i32 12
    %m9 = imul %u9, %w9
    %a9 = iadd %a8, %m9
    %w10 = iconst.i32 13
    %m10 = imul %u10, %w10
    %a10 = iadd %a9, %m10
    %w11 = iconst.i32 14
    %m11 = imul %u11, %w11
    %a11 = iadd %a10, %m11
    %w12 = iconst.i32 15
    %m12 = imul %u12, %w12
    %a12 = iadd %a11, %m12
    %w13 = iconst.i32 16
    %m13 = imul %u13, %w13
    %a13 = iadd %a12, %m13
    %w14 = iconst.i32 17
    %m14 = imul %u14, %w14
    %a14 = iadd %a13, %m14
    %w15 = iconst.i32 18
    %m15 = imul %u15, %w15
    %a15 = iadd %a14, %m15
    %w16 = iconst.i32 19
    %m16 = imul %u16, %w16
    %a16 = iadd %a15, %m16
    %w17 = iconst.i32 20
    %m17 = imul %u17, %w17
    %a17 = iadd %a16, %m17
    %w18 = iconst.i32 21
    %m18 = imul %u18, %w18
    %a18 = iadd %a17, %m18
    %w19 = iconst.i32 22
    %m19 = imul %u19, %w19
    %a19 = iadd %a18, %m19
    %w20 = iconst.i32 23
    %m20 = imul %u20, %w20
    %a20 = iadd %a19, %m20
    %w21 = iconst.i32 24
    %m21 = imul %u21, %w21
    %a21 = iadd %a20, %m21
    %w22 = iconst.i32 25
    %m22 = imul %u22, %w22
    %a22 = iadd %a21, %m22
    %w23 = iconst.i32 26
    %m23 = imul %u23, %w23
    %a23 = iadd %a22, %m23
    %w24 = iconst.i32 27
    %m24 = imul %u24, %w24
    %a24 = iadd %a23, %m24
    %w25 = iconst.i32 28
    %m25 = imul %u25, %w25
    %a25 = iadd %a24, %m25
    %w26 = iconst.i32 29
    %m26 = imul %u26, %w26
    %a26 = iadd %a25, %m26
    ret %a26
}

func @win23(%x: i32, %u: i32 inreg) -> i32 {
    $big = stack_slot 8192, align 4
entry:
    %p = stack_addr $big
    %far = iconst.i32 8000
    %q = ptradd %p, %far
    store %x, %q, align 4
    %v = load.i32 %q, align 4
    %acc = iadd %v, %u
    %k0 = iconst.i32 1
    %u0 = iadd %u, %k0
    %k1 = iconst.i32 2
    %u1 = iadd %u, %k1
    %k2 = iconst.i32 3
    %u2 = iadd %u, %k2
    %k3 = iconst.i32 4
    %u3 = iadd %u, %k3
    %k4 = iconst.i32 5
    %u4 = iadd %u, %k4
    %k5 = iconst.i32 6
    %u5 = iadd %u, %k5
    %k6 = iconst.i32 7
    %u6 = iadd %u, %k6
    %k7 = iconst.i32 8
    %u7 = iadd %u, %k7
    %k8 = iconst.i32 9
    %u8 = iadd %u, %k8
    %k9 = iconst.i32 10
    %u9 = iadd %u, %k9
    %k10 = iconst.i32 11
    %u10 = iadd %u, %k10
    %k11 = iconst.i32 12
    %u11 = iadd %u, %k11
    %k12 = iconst.i32 13
    %u12 = iadd %u, %k12
    %k13 = iconst.i32 14
    %u13 = iadd %u, %k13
    %k14 = iconst.i32 15
    %u14 = iadd %u, %k14
    %k15 = iconst.i32 16
    %u15 = iadd %u, %k15
    %k16 = iconst.i32 17
    %u16 = iadd %u, %k16
    %k17 = iconst.i32 18
    %u17 = iadd %u, %k17
    %k18 = iconst.i32 19
    %u18 = iadd %u, %k18
    %k19 = iconst.i32 20
    %u19 = iadd %u, %k19
    %k20 = iconst.i32 21
    %u20 = iadd %u, %k20
    %k21 = iconst.i32 22
    %u21 = iadd %u, %k21
    %k22 = iconst.i32 23
    %u22 = iadd %u, %k22
    %r = call @sink23(%acc, %u0, %u1, %u2, %u3, %u4, %u5, %u6, %u7, %u8, %u9, %u10, %u11, %u12, %u13, %u14, %u15, %u16, %u17, %u18, %u19, %u20, %u21, %u22)
    ret %r
}

func @win27(%x: i32, %u: i32 inreg) -> i32 {
    $big = stack_slot 8192, align 4
entry:
    %p = stack_addr $big
    %far = iconst.i32 8000
    %q = ptradd %p, %far
    store %x, %q, align 4
    %v = load.i32 %q, align 4
    %acc = iadd %v, %u
    %k0 = iconst.i32 1
    %u0 = iadd %u, %k0
    %k1 = iconst.i32 2
    %u1 = iadd %u, %k1
    %k2 = iconst.i32 3
    %u2 = iadd %u, %k2
    %k3 = iconst.i32 4
    %u3 = iadd %u, %k3
    %k4 = iconst.i32 5
    %u4 = iadd %u, %k4
    %k5 = iconst.i32 6
    %u5 = iadd %u, %k5
    %k6 = iconst.i32 7
    %u6 = iadd %u, %k6
    %k7 = iconst.i32 8
    %u7 = iadd %u, %k7
    %k8 = iconst.i32 9
    %u8 = iadd %u, %k8
    %k9 = iconst.i32 10
    %u9 = iadd %u, %k9
    %k10 = iconst.i32 11
    %u10 = iadd %u, %k10
    %k11 = iconst.i32 12
    %u11 = iadd %u, %k11
    %k12 = iconst.i32 13
    %u12 = iadd %u, %k12
    %k13 = iconst.i32 14
    %u13 = iadd %u, %k13
    %k14 = iconst.i32 15
    %u14 = iadd %u, %k14
    %k15 = iconst.i32 16
    %u15 = iadd %u, %k15
    %k16 = iconst.i32 17
    %u16 = iadd %u, %k16
    %k17 = iconst.i32 18
    %u17 = iadd %u, %k17
    %k18 = iconst.i32 19
    %u18 = iadd %u, %k18
    %k19 = iconst.i32 20
    %u19 = iadd %u, %k19
    %k20 = iconst.i32 21
    %u20 = iadd %u, %k20
    %k21 = iconst.i32 22
    %u21 = iadd %u, %k21
    %k22 = iconst.i32 23
    %u22 = iadd %u, %k22
    %k23 = iconst.i32 24
    %u23 = iadd %u, %k23
    %k24 = iconst.i32 25
    %u24 = iadd %u, %k24
    %k25 = iconst.i32 26
    %u25 = iadd %u, %k25
    %k26 = iconst.i32 27
    %u26 = iadd %u, %k26
    %r = call @sink27(%acc, %u0, %u1, %u2, %u3, %u4, %u5, %u6, %u7, %u8, %u9, %u10, %u11, %u12, %u13, %u14, %u15, %u16, %u17, %u18, %u19, %u20, %u21, %u22, %u23, %u24, %u25, %u26)
    ret %r
}

func @outer(%x: i32, %u: i32 inreg) -> i32 {
    $keep = stack_slot 64, align 4
entry:
    %p = stack_addr $keep
    %fifteen = iconst.i32 15
    %four = iconst.i32 4
    %i = and %x, %fifteen
    %off = imul %i, %four
    %q = ptradd %p, %off
    store %x, %q, align 4
    %a = call @win23(%x, %u)
    %b = call @win27(%a, %u)
    %v = load.i32 %q, align 4
    %s = iadd %b, %v
    %three = iconst.i32 3
    %w = iadd %v, %three
    %t = imul %s, %w
    ret %t
}

kernel @epilogue_window(%out: ptr.global) {
entry:
    %t = workitem_id x
    %wg = workgroup_id x
    %seven = iconst.i32 7
    %u = iadd %wg, %seven
    %r = call @outer(%t, %u)
    %four = iconst.i32 4
    %o = imul %t, %four
    %a = ptradd %out, %o
    store %r, %a, align 4
    ret
}
