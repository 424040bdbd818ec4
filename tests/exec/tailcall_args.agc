; Tail calls beyond register-only arguments (from -O1), each checked
; against the interpreter (the expected values are its results):
; @fwd36 passes four of its five incoming stack dwords on to @sum35 in
; its own incoming argument area, reading them all first; @fwd33's two
; incoming stack dwords cannot hold @sum35's four, so it makes an
; ordinary call; @ir_fwd and @ir_swap pass `inreg` arguments, @ir_swap
; swapping two SGPRs; @many_fwd passes sixteen `inreg` arguments, which
; fill s16/s17 (the target moves to a free pair), after an ordinary call
; and with a frame (the epilogue's temporaries avoid the arguments);
; @wid_fwd and @wg_fwd forward the work-item and workgroup ids their
; callees read, in the registers they received them in; @esc passes
; the address of its own stack slot, so its call stays a call.
;
; run: @tailcall_args grid(128) wg(64) (o1=i32[128](0), o2=i32[128](0), o3=i32[128](0), o4=i32[128](0), o5=i32[128](0), o6=i32[128](0), o7=i32[128](0), o8=i32[128](0)) => o1 == [14910, 15540, 16170, 16800, 17430, 18060, 18690, 19320, 19950, 20580, 21210, 21840, 22470, 23100, 23730, 24360, 24990, 25620, 26250, 26880, 27510, 28140, 28770, 29400, 30030, 30660, 31290, 31920, 32550, 33180, 33810, 34440, 35070, 35700, 36330, 36960, 37590, 38220, 38850, 39480, 40110, 40740, 41370, 42000, 42630, 43260, 43890, 44520, 45150, 45780, 46410, 47040, 47670, 48300, 48930, 49560, 50190, 50820, 51450, 52080, 52710, 53340, 53970, 54600, 55230, 55860, 56490, 57120, 57750, 58380, 59010, 59640, 60270, 60900, 61530, 62160, 62790, 63420, 64050, 64680, 65310, 65940, 66570, 67200, 67830, 68460, 69090, 69720, 70350, 70980, 71610, 72240, 72870, 73500, 74130, 74760, 75390, 76020, 76650, 77280, 77910, 78540, 79170, 79800, 80430, 81060, 81690, 82320, 82950, 83580, 84210, 84840, 85470, 86100, 86730, 87360, 87990, 88620, 89250, 89880, 90510, 91140, 91770, 92400, 93030, 93660, 94290, 94920], o2 == [11440, 11968, 12496, 13024, 13552, 14080, 14608, 15136, 15664, 16192, 16720, 17248, 17776, 18304, 18832, 19360, 19888, 20416, 20944, 21472, 22000, 22528, 23056, 23584, 24112, 24640, 25168, 25696, 26224, 26752, 27280, 27808, 28336, 28864, 29392, 29920, 30448, 30976, 31504, 32032, 32560, 33088, 33616, 34144, 34672, 35200, 35728, 36256, 36784, 37312, 37840, 38368, 38896, 39424, 39952, 40480, 41008, 41536, 42064, 42592, 43120, 43648, 44176, 44704, 45232, 45760, 46288, 46816, 47344, 47872, 48400, 48928, 49456, 49984, 50512, 51040, 51568, 52096, 52624, 53152, 53680, 54208, 54736, 55264, 55792, 56320, 56848, 57376, 57904, 58432, 58960, 59488, 60016, 60544, 61072, 61600, 62128, 62656, 63184, 63712, 64240, 64768, 65296, 65824, 66352, 66880, 67408, 67936, 68464, 68992, 69520, 70048, 70576, 71104, 71632, 72160, 72688, 73216, 73744, 74272, 74800, 75328, 75856, 76384, 76912, 77440, 77968, 78496], o3 == [7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46, 49, 52, 55, 58, 61, 64, 67, 70, 73, 76, 79, 82, 85, 88, 91, 94, 97, 100, 103, 106, 109, 112, 115, 118, 121, 124, 127, 130, 133, 136, 139, 142, 145, 148, 151, 154, 157, 160, 163, 166, 169, 172, 175, 178, 181, 184, 187, 190, 193, 196, 263, 267, 271, 275, 279, 283, 287, 291, 295, 299, 303, 307, 311, 315, 319, 323, 327, 331, 335, 339, 343, 347, 351, 355, 359, 363, 367, 371, 375, 379, 383, 387, 391, 395, 399, 403, 407, 411, 415, 419, 423, 427, 431, 435, 439, 443, 447, 451, 455, 459, 463, 467, 471, 475, 479, 483, 487, 491, 495, 499, 503, 507, 511, 515], o4 == [3, 8, 13, 18, 23, 28, 33, 38, 43, 48, 53, 58, 63, 68, 73, 78, 83, 88, 93, 98, 103, 108, 113, 118, 123, 128, 133, 138, 143, 148, 153, 158, 163, 168, 173, 178, 183, 188, 193, 198, 203, 208, 213, 218, 223, 228, 233, 238, 243, 248, 253, 258, 263, 268, 273, 278, 283, 288, 293, 298, 303, 308, 313, 318, 388, 394, 400, 406, 412, 418, 424, 430, 436, 442, 448, 454, 460, 466, 472, 478, 484, 490, 496, 502, 508, 514, 520, 526, 532, 538, 544, 550, 556, 562, 568, 574, 580, 586, 592, 598, 604, 610, 616, 622, 628, 634, 640, 646, 652, 658, 664, 670, 676, 682, 688, 694, 700, 706, 712, 718, 724, 730, 736, 742, 748, 754, 760, 766], o5 == [1361, 1362, 1363, 1364, 1365, 1366, 1367, 1368, 1369, 1370, 1371, 1372, 1373, 1374, 1375, 1376, 1377, 1378, 1379, 1380, 1381, 1382, 1383, 1384, 1385, 1386, 1387, 1388, 1389, 1390, 1391, 1392, 1393, 1394, 1395, 1396, 1397, 1398, 1399, 1400, 1401, 1402, 1403, 1404, 1405, 1406, 1407, 1408, 1409, 1410, 1411, 1412, 1413, 1414, 1415, 1416, 1417, 1418, 1419, 1420, 1421, 1422, 1423, 1424, 1642, 1644, 1646, 1648, 1650, 1652, 1654, 1656, 1658, 1660, 1662, 1664, 1666, 1668, 1670, 1672, 1674, 1676, 1678, 1680, 1682, 1684, 1686, 1688, 1690, 1692, 1694, 1696, 1698, 1700, 1702, 1704, 1706, 1708, 1710, 1712, 1714, 1716, 1718, 1720, 1722, 1724, 1726, 1728, 1730, 1732, 1734, 1736, 1738, 1740, 1742, 1744, 1746, 1748, 1750, 1752, 1754, 1756, 1758, 1760, 1762, 1764, 1766, 1768], o6 == [0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 66, 69, 72, 75, 78, 81, 84, 87, 90, 93, 96, 99, 102, 105, 108, 111, 114, 117, 120, 123, 126, 129, 132, 135, 138, 141, 144, 147, 150, 153, 156, 159, 162, 165, 168, 171, 174, 177, 180, 183, 186, 189, 128, 131, 134, 137, 140, 143, 146, 149, 152, 155, 158, 161, 164, 167, 170, 173, 176, 179, 182, 185, 188, 191, 194, 197, 200, 203, 206, 209, 212, 215, 218, 221, 224, 227, 230, 233, 236, 239, 242, 245, 248, 251, 254, 257, 260, 263, 266, 269, 272, 275, 278, 281, 284, 287, 290, 293, 296, 299, 302, 305, 308, 311, 314, 317], o7 == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 1065, 1066, 1067, 1068, 1069, 1070, 1071, 1072, 1073, 1074, 1075, 1076, 1077, 1078, 1079, 1080, 1081, 1082, 1083, 1084, 1085, 1086, 1087, 1088, 1089, 1090, 1091, 1092, 1093, 1094, 1095, 1096, 1097, 1098, 1099, 1100, 1101, 1102, 1103, 1104, 1105, 1106, 1107, 1108, 1109, 1110, 1111, 1112, 1113, 1114, 1115, 1116, 1117, 1118, 1119, 1120, 1121, 1122, 1123, 1124, 1125, 1126, 1127, 1128], o8 == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127]

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

kernel @tailcall_args(%o1: ptr.global, %o2: ptr.global, %o3: ptr.global, %o4: ptr.global, %o5: ptr.global, %o6: ptr.global, %o7: ptr.global, %o8: ptr.global) {
entry:
    %t = workitem_id x
    %wg = workgroup_id x
    %c64 = iconst.i32 64
    %base = imul %wg, %c64
    %g = iadd %base, %t
    %g64 = zext.i64 %g
    %c4 = iconst.i64 4
    %off = imul %g64, %c4
    %k0 = iconst.i32 0
    %a0 = iadd %g, %k0
    %k1 = iconst.i32 1
    %a1 = iadd %g, %k1
    %k2 = iconst.i32 2
    %a2 = iadd %g, %k2
    %k3 = iconst.i32 3
    %a3 = iadd %g, %k3
    %k4 = iconst.i32 4
    %a4 = iadd %g, %k4
    %k5 = iconst.i32 5
    %a5 = iadd %g, %k5
    %k6 = iconst.i32 6
    %a6 = iadd %g, %k6
    %k7 = iconst.i32 7
    %a7 = iadd %g, %k7
    %k8 = iconst.i32 8
    %a8 = iadd %g, %k8
    %k9 = iconst.i32 9
    %a9 = iadd %g, %k9
    %k10 = iconst.i32 10
    %a10 = iadd %g, %k10
    %k11 = iconst.i32 11
    %a11 = iadd %g, %k11
    %k12 = iconst.i32 12
    %a12 = iadd %g, %k12
    %k13 = iconst.i32 13
    %a13 = iadd %g, %k13
    %k14 = iconst.i32 14
    %a14 = iadd %g, %k14
    %k15 = iconst.i32 15
    %a15 = iadd %g, %k15
    %k16 = iconst.i32 16
    %a16 = iadd %g, %k16
    %k17 = iconst.i32 17
    %a17 = iadd %g, %k17
    %k18 = iconst.i32 18
    %a18 = iadd %g, %k18
    %k19 = iconst.i32 19
    %a19 = iadd %g, %k19
    %k20 = iconst.i32 20
    %a20 = iadd %g, %k20
    %k21 = iconst.i32 21
    %a21 = iadd %g, %k21
    %k22 = iconst.i32 22
    %a22 = iadd %g, %k22
    %k23 = iconst.i32 23
    %a23 = iadd %g, %k23
    %k24 = iconst.i32 24
    %a24 = iadd %g, %k24
    %k25 = iconst.i32 25
    %a25 = iadd %g, %k25
    %k26 = iconst.i32 26
    %a26 = iadd %g, %k26
    %k27 = iconst.i32 27
    %a27 = iadd %g, %k27
    %k28 = iconst.i32 28
    %a28 = iadd %g, %k28
    %k29 = iconst.i32 29
    %a29 = iadd %g, %k29
    %k30 = iconst.i32 30
    %a30 = iadd %g, %k30
    %k31 = iconst.i32 31
    %a31 = iadd %g, %k31
    %k32 = iconst.i32 32
    %a32 = iadd %g, %k32
    %k33 = iconst.i32 33
    %a33 = iadd %g, %k33
    %k34 = iconst.i32 34
    %a34 = iadd %g, %k34
    %k35 = iconst.i32 35
    %a35 = iadd %g, %k35
    %r1 = call @fwd36(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32, %a33, %a34, %a35)
    %r2 = call @fwd33(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16, %a17, %a18, %a19, %a20, %a21, %a22, %a23, %a24, %a25, %a26, %a27, %a28, %a29, %a30, %a31, %a32)
    %u = iadd %wg, %k3
    %w = iadd %wg, %k5
    %r3 = call @ir_fwd(%g, %u)
    %r4 = call @ir_swap(%u, %w, %g)
    %v0 = iadd %wg, %k0
    %v1 = iadd %wg, %k1
    %v2 = iadd %wg, %k2
    %v3 = iadd %wg, %k3
    %v4 = iadd %wg, %k4
    %v5 = iadd %wg, %k5
    %v6 = iadd %wg, %k6
    %v7 = iadd %wg, %k7
    %v8 = iadd %wg, %k8
    %v9 = iadd %wg, %k9
    %v10 = iadd %wg, %k10
    %v11 = iadd %wg, %k11
    %v12 = iadd %wg, %k12
    %v13 = iadd %wg, %k13
    %v14 = iadd %wg, %k14
    %v15 = iadd %wg, %k15
    %r5 = call @many_fwd(%g, %v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v11, %v12, %v13, %v14, %v15)
    %r6 = call @wid_fwd(%g)
    %r7 = call @wg_fwd(%g)
    %r8 = call @esc(%g)
    %q1 = ptradd %o1, %off
    store %r1, %q1, align 4
    %q2 = ptradd %o2, %off
    store %r2, %q2, align 4
    %q3 = ptradd %o3, %off
    store %r3, %q3, align 4
    %q4 = ptradd %o4, %off
    store %r4, %q4, align 4
    %q5 = ptradd %o5, %off
    store %r5, %q5, align 4
    %q6 = ptradd %o6, %off
    store %r6, %q6, align 4
    %q7 = ptradd %o7, %off
    store %r7, %q7, align 4
    %q8 = ptradd %o8, %off
    store %r8, %q8, align 4
    ret
}
