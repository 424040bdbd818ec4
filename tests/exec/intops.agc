; Integer operations with no single 32-bit row, divergent (one input per
; lane) and uniform (one input per workgroup of one lane): on i8 and i16
; (each lane's inputs truncated) smin, smax, umin, umax, smulhi, umulhi,
; shl, lshr, ashr (amounts taken modulo the width, inputs at and beyond
; it), ineg, not and iabs; iabs on i32 and i64 (the most negative value
; stays itself); sext, zext and trunc between i8 and i16. Expected values
; computed with Python's exact integers, independently of the interpreter.
; run: @intops grid(16) (x=i32[0, 1, -1, 127, -128, 200, 4660, -32768, 32767, 2147422848, -5, 77, 255, 128, -300, 12345], y=i32[0, 7, 9, 8, 15, -1, 3, 17, 16, 1, 255, -128, 2, 6, 31, -7], z=i64[0, 1, -1, -9223372036854775808, 9223372036854775807, -4294967296, 4294967301, -12345678901, 42, -42, 1099511627776, -1099511627776, 3, -3, 2147483647, -2147483648], out=i32[448](0), o64=i64[16](0)) => out == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 65535, 0, 0, 0, 0, 0, 1, 7, 1, 7, 0, 0, 128, 0, 0, 255, 254, 1, 1, 7, 1, 7, 0, 0, 128, 0, 0, 65535, 65534, 1, 1, 1, 1, 1, 255, 9, 9, 255, 255, 8, 254, 127, 255, 1, 0, 1, 65535, 9, 9, 65535, 65535, 8, 65024, 127, 65535, 1, 0, 1, 1, 65535, 255, 255, 8, 127, 8, 127, 3, 3, 127, 127, 127, 129, 128, 127, 8, 127, 8, 127, 0, 0, 32512, 0, 0, 65409, 65408, 127, 127, 127, 127, 127, 128, 15, 15, 128, 248, 7, 0, 1, 255, 128, 127, 128, 65408, 15, 15, 65408, 65535, 14, 0, 1, 65535, 128, 127, 128, 128, 65408, 128, 128, 200, 255, 200, 255, 0, 199, 0, 1, 255, 56, 55, 56, 65535, 200, 200, 65535, 65535, 199, 0, 0, 0, 65336, 65335, 200, 200, 65480, 200, 200, 3, 52, 3, 52, 0, 0, 160, 6, 6, 204, 203, 52, 3, 4660, 3, 4660, 0, 0, 37280, 582, 582, 60876, 60875, 4660, 4660, 52, 52, 52, 0, 17, 0, 17, 0, 0, 0, 0, 0, 0, 255, 0, 32768, 17, 17, 32768, 65527, 8, 0, 16384, 49152, 32768, 32767, 32768, 32768, 0, 0, 0, 255, 16, 16, 255, 255, 15, 255, 255, 255, 1, 0, 1, 16, 32767, 16, 32767, 7, 7, 32767, 32767, 32767, 32769, 32768, 32767, 32767, 65535, 255, 255, 128, 1, 1, 128, 255, 0, 0, 64, 192, 128, 127, 128, 1, 4736, 1, 4736, 0, 0, 9472, 2368, 2368, 60800, 60799, 4736, 2147422848, 65408, 128, 128, 251, 255, 251, 255, 0, 250, 128, 1, 255, 5, 4, 5, 65531, 255, 255, 65531, 65535, 254, 32768, 1, 65535, 5, 4, 5, 5, 65531, 251, 251, 128, 77, 77, 128, 217, 38, 77, 77, 77, 179, 178, 77, 65408, 77, 77, 65408, 65535, 76, 77, 77, 77, 65459, 65458, 77, 77, 77, 77, 77, 255, 2, 2, 255, 255, 1, 252, 63, 255, 1, 0, 1, 2, 255, 2, 255, 0, 0, 1020, 63, 63, 65281, 65280, 255, 255, 65535, 255, 255, 128, 6, 6, 128, 253, 3, 0, 2, 254, 128, 127, 128, 6, 128, 6, 128, 0, 0, 8192, 2, 2, 65408, 65407, 128, 128, 65408, 128, 128, 212, 31, 31, 212, 250, 25, 0, 1, 255, 44, 43, 44, 65236, 31, 31, 65236, 65535, 30, 0, 1, 65535, 300, 299, 300, 300, 65492, 212, 212, 249, 57, 57, 249, 254, 55, 114, 28, 28, 199, 198, 57, 65529, 12345, 12345, 65529, 65534, 12343, 29184, 24, 24, 53191, 53190, 12345, 12345, 57, 57, 57], o64 == [0, 1, 1, -9223372036854775808, 9223372036854775807, 4294967296, 4294967301, 12345678901, 42, 42, 1099511627776, 1099511627776, 3, 3, 2147483647, 2147483648]
; run: @intops_uniform grid(16) wg(1) (x=i32[0, 1, -1, 127, -128, 200, 4660, -32768, 32767, 2147422848, -5, 77, 255, 128, -300, 12345], y=i32[0, 7, 9, 8, 15, -1, 3, 17, 16, 1, 255, -128, 2, 6, 31, -7], z=i64[0, 1, -1, -9223372036854775808, 9223372036854775807, -4294967296, 4294967301, -12345678901, 42, -42, 1099511627776, -1099511627776, 3, -3, 2147483647, -2147483648], out=i32[448](0), o64=i64[16](0)) => out == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 65535, 0, 0, 0, 0, 0, 1, 7, 1, 7, 0, 0, 128, 0, 0, 255, 254, 1, 1, 7, 1, 7, 0, 0, 128, 0, 0, 65535, 65534, 1, 1, 1, 1, 1, 255, 9, 9, 255, 255, 8, 254, 127, 255, 1, 0, 1, 65535, 9, 9, 65535, 65535, 8, 65024, 127, 65535, 1, 0, 1, 1, 65535, 255, 255, 8, 127, 8, 127, 3, 3, 127, 127, 127, 129, 128, 127, 8, 127, 8, 127, 0, 0, 32512, 0, 0, 65409, 65408, 127, 127, 127, 127, 127, 128, 15, 15, 128, 248, 7, 0, 1, 255, 128, 127, 128, 65408, 15, 15, 65408, 65535, 14, 0, 1, 65535, 128, 127, 128, 128, 65408, 128, 128, 200, 255, 200, 255, 0, 199, 0, 1, 255, 56, 55, 56, 65535, 200, 200, 65535, 65535, 199, 0, 0, 0, 65336, 65335, 200, 200, 65480, 200, 200, 3, 52, 3, 52, 0, 0, 160, 6, 6, 204, 203, 52, 3, 4660, 3, 4660, 0, 0, 37280, 582, 582, 60876, 60875, 4660, 4660, 52, 52, 52, 0, 17, 0, 17, 0, 0, 0, 0, 0, 0, 255, 0, 32768, 17, 17, 32768, 65527, 8, 0, 16384, 49152, 32768, 32767, 32768, 32768, 0, 0, 0, 255, 16, 16, 255, 255, 15, 255, 255, 255, 1, 0, 1, 16, 32767, 16, 32767, 7, 7, 32767, 32767, 32767, 32769, 32768, 32767, 32767, 65535, 255, 255, 128, 1, 1, 128, 255, 0, 0, 64, 192, 128, 127, 128, 1, 4736, 1, 4736, 0, 0, 9472, 2368, 2368, 60800, 60799, 4736, 2147422848, 65408, 128, 128, 251, 255, 251, 255, 0, 250, 128, 1, 255, 5, 4, 5, 65531, 255, 255, 65531, 65535, 254, 32768, 1, 65535, 5, 4, 5, 5, 65531, 251, 251, 128, 77, 77, 128, 217, 38, 77, 77, 77, 179, 178, 77, 65408, 77, 77, 65408, 65535, 76, 77, 77, 77, 65459, 65458, 77, 77, 77, 77, 77, 255, 2, 2, 255, 255, 1, 252, 63, 255, 1, 0, 1, 2, 255, 2, 255, 0, 0, 1020, 63, 63, 65281, 65280, 255, 255, 65535, 255, 255, 128, 6, 6, 128, 253, 3, 0, 2, 254, 128, 127, 128, 6, 128, 6, 128, 0, 0, 8192, 2, 2, 65408, 65407, 128, 128, 65408, 128, 128, 212, 31, 31, 212, 250, 25, 0, 1, 255, 44, 43, 44, 65236, 31, 31, 65236, 65535, 30, 0, 1, 65535, 300, 299, 300, 300, 65492, 212, 212, 249, 57, 57, 249, 254, 55, 114, 28, 28, 199, 198, 57, 65529, 12345, 12345, 65529, 65534, 12343, 29184, 24, 24, 53191, 53190, 12345, 12345, 57, 57, 57], o64 == [0, 1, 1, -9223372036854775808, 9223372036854775807, 4294967296, 4294967301, 12345678901, 42, 42, 1099511627776, 1099511627776, 3, 3, 2147483647, 2147483648]

kernel @intops(%x: ptr.global, %y: ptr.global, %z: ptr.global, %out: ptr.global, %o64: ptr.global) {
entry:
    %i = workitem_id x
    %i64 = zext.i64 %i
    %c4 = iconst.i64 4
    %c8 = iconst.i64 8
    %ox = imul %i64, %c4
    %px = ptradd %x, %ox
    %py = ptradd %y, %ox
    %vx = load.i32 %px, align 4
    %vy = load.i32 %py, align 4
    %oz = imul %i64, %c8
    %pz = ptradd %z, %oz
    %vz = load.i64 %pz, align 8
    %kk = iconst.i64 112
    %ob = imul %i64, %kk
    %base = ptradd %out, %ob
    %x8 = trunc.i8 %vx
    %y8 = trunc.i8 %vy
    %rsmin8 = smin %x8, %y8
    %esmin8 = zext.i32 %rsmin8
    %off0 = iconst.i64 0
    %p0 = ptradd %base, %off0
    store %esmin8, %p0, align 4
    %rsmax8 = smax %x8, %y8
    %esmax8 = zext.i32 %rsmax8
    %off1 = iconst.i64 4
    %p1 = ptradd %base, %off1
    store %esmax8, %p1, align 4
    %rumin8 = umin %x8, %y8
    %eumin8 = zext.i32 %rumin8
    %off2 = iconst.i64 8
    %p2 = ptradd %base, %off2
    store %eumin8, %p2, align 4
    %rumax8 = umax %x8, %y8
    %eumax8 = zext.i32 %rumax8
    %off3 = iconst.i64 12
    %p3 = ptradd %base, %off3
    store %eumax8, %p3, align 4
    %rsmulhi8 = smulhi %x8, %y8
    %esmulhi8 = zext.i32 %rsmulhi8
    %off4 = iconst.i64 16
    %p4 = ptradd %base, %off4
    store %esmulhi8, %p4, align 4
    %rumulhi8 = umulhi %x8, %y8
    %eumulhi8 = zext.i32 %rumulhi8
    %off5 = iconst.i64 20
    %p5 = ptradd %base, %off5
    store %eumulhi8, %p5, align 4
    %rshl8 = shl %x8, %y8
    %eshl8 = zext.i32 %rshl8
    %off6 = iconst.i64 24
    %p6 = ptradd %base, %off6
    store %eshl8, %p6, align 4
    %rlshr8 = lshr %x8, %y8
    %elshr8 = zext.i32 %rlshr8
    %off7 = iconst.i64 28
    %p7 = ptradd %base, %off7
    store %elshr8, %p7, align 4
    %rashr8 = ashr %x8, %y8
    %eashr8 = zext.i32 %rashr8
    %off8 = iconst.i64 32
    %p8 = ptradd %base, %off8
    store %eashr8, %p8, align 4
    %rineg8 = ineg %x8
    %eineg8 = zext.i32 %rineg8
    %off9 = iconst.i64 36
    %p9 = ptradd %base, %off9
    store %eineg8, %p9, align 4
    %rnot8 = not %x8
    %enot8 = zext.i32 %rnot8
    %off10 = iconst.i64 40
    %p10 = ptradd %base, %off10
    store %enot8, %p10, align 4
    %riabs8 = iabs %x8
    %eiabs8 = zext.i32 %riabs8
    %off11 = iconst.i64 44
    %p11 = ptradd %base, %off11
    store %eiabs8, %p11, align 4
    %x16 = trunc.i16 %vx
    %y16 = trunc.i16 %vy
    %rsmin16 = smin %x16, %y16
    %esmin16 = zext.i32 %rsmin16
    %off12 = iconst.i64 48
    %p12 = ptradd %base, %off12
    store %esmin16, %p12, align 4
    %rsmax16 = smax %x16, %y16
    %esmax16 = zext.i32 %rsmax16
    %off13 = iconst.i64 52
    %p13 = ptradd %base, %off13
    store %esmax16, %p13, align 4
    %rumin16 = umin %x16, %y16
    %eumin16 = zext.i32 %rumin16
    %off14 = iconst.i64 56
    %p14 = ptradd %base, %off14
    store %eumin16, %p14, align 4
    %rumax16 = umax %x16, %y16
    %eumax16 = zext.i32 %rumax16
    %off15 = iconst.i64 60
    %p15 = ptradd %base, %off15
    store %eumax16, %p15, align 4
    %rsmulhi16 = smulhi %x16, %y16
    %esmulhi16 = zext.i32 %rsmulhi16
    %off16 = iconst.i64 64
    %p16 = ptradd %base, %off16
    store %esmulhi16, %p16, align 4
    %rumulhi16 = umulhi %x16, %y16
    %eumulhi16 = zext.i32 %rumulhi16
    %off17 = iconst.i64 68
    %p17 = ptradd %base, %off17
    store %eumulhi16, %p17, align 4
    %rshl16 = shl %x16, %y16
    %eshl16 = zext.i32 %rshl16
    %off18 = iconst.i64 72
    %p18 = ptradd %base, %off18
    store %eshl16, %p18, align 4
    %rlshr16 = lshr %x16, %y16
    %elshr16 = zext.i32 %rlshr16
    %off19 = iconst.i64 76
    %p19 = ptradd %base, %off19
    store %elshr16, %p19, align 4
    %rashr16 = ashr %x16, %y16
    %eashr16 = zext.i32 %rashr16
    %off20 = iconst.i64 80
    %p20 = ptradd %base, %off20
    store %eashr16, %p20, align 4
    %rineg16 = ineg %x16
    %eineg16 = zext.i32 %rineg16
    %off21 = iconst.i64 84
    %p21 = ptradd %base, %off21
    store %eineg16, %p21, align 4
    %rnot16 = not %x16
    %enot16 = zext.i32 %rnot16
    %off22 = iconst.i64 88
    %p22 = ptradd %base, %off22
    store %enot16, %p22, align 4
    %riabs16 = iabs %x16
    %eiabs16 = zext.i32 %riabs16
    %off23 = iconst.i64 92
    %p23 = ptradd %base, %off23
    store %eiabs16, %p23, align 4
    %abs32 = iabs %vx
    %off24 = iconst.i64 96
    %p24 = ptradd %base, %off24
    store %abs32, %p24, align 4
    %s816 = sext.i16 %x8
    %es816 = zext.i32 %s816
    %off25 = iconst.i64 100
    %p25 = ptradd %base, %off25
    store %es816, %p25, align 4
    %z816 = zext.i16 %x8
    %ez816 = zext.i32 %z816
    %off26 = iconst.i64 104
    %p26 = ptradd %base, %off26
    store %ez816, %p26, align 4
    %t168 = trunc.i8 %x16
    %et168 = zext.i32 %t168
    %off27 = iconst.i64 108
    %p27 = ptradd %base, %off27
    store %et168, %p27, align 4
    %abs64 = iabs %vz
    %p64 = ptradd %o64, %oz
    store %abs64, %p64, align 8
    ret
}

kernel @intops_uniform(%x: ptr.global, %y: ptr.global, %z: ptr.global, %out: ptr.global, %o64: ptr.global) {
entry:
    %i = workgroup_id x
    %i64 = zext.i64 %i
    %c4 = iconst.i64 4
    %c8 = iconst.i64 8
    %ox = imul %i64, %c4
    %px = ptradd %x, %ox
    %py = ptradd %y, %ox
    %vx = load.i32 %px, align 4
    %vy = load.i32 %py, align 4
    %oz = imul %i64, %c8
    %pz = ptradd %z, %oz
    %vz = load.i64 %pz, align 8
    %kk = iconst.i64 112
    %ob = imul %i64, %kk
    %base = ptradd %out, %ob
    %x8 = trunc.i8 %vx
    %y8 = trunc.i8 %vy
    %rsmin8 = smin %x8, %y8
    %esmin8 = zext.i32 %rsmin8
    %off0 = iconst.i64 0
    %p0 = ptradd %base, %off0
    store %esmin8, %p0, align 4
    %rsmax8 = smax %x8, %y8
    %esmax8 = zext.i32 %rsmax8
    %off1 = iconst.i64 4
    %p1 = ptradd %base, %off1
    store %esmax8, %p1, align 4
    %rumin8 = umin %x8, %y8
    %eumin8 = zext.i32 %rumin8
    %off2 = iconst.i64 8
    %p2 = ptradd %base, %off2
    store %eumin8, %p2, align 4
    %rumax8 = umax %x8, %y8
    %eumax8 = zext.i32 %rumax8
    %off3 = iconst.i64 12
    %p3 = ptradd %base, %off3
    store %eumax8, %p3, align 4
    %rsmulhi8 = smulhi %x8, %y8
    %esmulhi8 = zext.i32 %rsmulhi8
    %off4 = iconst.i64 16
    %p4 = ptradd %base, %off4
    store %esmulhi8, %p4, align 4
    %rumulhi8 = umulhi %x8, %y8
    %eumulhi8 = zext.i32 %rumulhi8
    %off5 = iconst.i64 20
    %p5 = ptradd %base, %off5
    store %eumulhi8, %p5, align 4
    %rshl8 = shl %x8, %y8
    %eshl8 = zext.i32 %rshl8
    %off6 = iconst.i64 24
    %p6 = ptradd %base, %off6
    store %eshl8, %p6, align 4
    %rlshr8 = lshr %x8, %y8
    %elshr8 = zext.i32 %rlshr8
    %off7 = iconst.i64 28
    %p7 = ptradd %base, %off7
    store %elshr8, %p7, align 4
    %rashr8 = ashr %x8, %y8
    %eashr8 = zext.i32 %rashr8
    %off8 = iconst.i64 32
    %p8 = ptradd %base, %off8
    store %eashr8, %p8, align 4
    %rineg8 = ineg %x8
    %eineg8 = zext.i32 %rineg8
    %off9 = iconst.i64 36
    %p9 = ptradd %base, %off9
    store %eineg8, %p9, align 4
    %rnot8 = not %x8
    %enot8 = zext.i32 %rnot8
    %off10 = iconst.i64 40
    %p10 = ptradd %base, %off10
    store %enot8, %p10, align 4
    %riabs8 = iabs %x8
    %eiabs8 = zext.i32 %riabs8
    %off11 = iconst.i64 44
    %p11 = ptradd %base, %off11
    store %eiabs8, %p11, align 4
    %x16 = trunc.i16 %vx
    %y16 = trunc.i16 %vy
    %rsmin16 = smin %x16, %y16
    %esmin16 = zext.i32 %rsmin16
    %off12 = iconst.i64 48
    %p12 = ptradd %base, %off12
    store %esmin16, %p12, align 4
    %rsmax16 = smax %x16, %y16
    %esmax16 = zext.i32 %rsmax16
    %off13 = iconst.i64 52
    %p13 = ptradd %base, %off13
    store %esmax16, %p13, align 4
    %rumin16 = umin %x16, %y16
    %eumin16 = zext.i32 %rumin16
    %off14 = iconst.i64 56
    %p14 = ptradd %base, %off14
    store %eumin16, %p14, align 4
    %rumax16 = umax %x16, %y16
    %eumax16 = zext.i32 %rumax16
    %off15 = iconst.i64 60
    %p15 = ptradd %base, %off15
    store %eumax16, %p15, align 4
    %rsmulhi16 = smulhi %x16, %y16
    %esmulhi16 = zext.i32 %rsmulhi16
    %off16 = iconst.i64 64
    %p16 = ptradd %base, %off16
    store %esmulhi16, %p16, align 4
    %rumulhi16 = umulhi %x16, %y16
    %eumulhi16 = zext.i32 %rumulhi16
    %off17 = iconst.i64 68
    %p17 = ptradd %base, %off17
    store %eumulhi16, %p17, align 4
    %rshl16 = shl %x16, %y16
    %eshl16 = zext.i32 %rshl16
    %off18 = iconst.i64 72
    %p18 = ptradd %base, %off18
    store %eshl16, %p18, align 4
    %rlshr16 = lshr %x16, %y16
    %elshr16 = zext.i32 %rlshr16
    %off19 = iconst.i64 76
    %p19 = ptradd %base, %off19
    store %elshr16, %p19, align 4
    %rashr16 = ashr %x16, %y16
    %eashr16 = zext.i32 %rashr16
    %off20 = iconst.i64 80
    %p20 = ptradd %base, %off20
    store %eashr16, %p20, align 4
    %rineg16 = ineg %x16
    %eineg16 = zext.i32 %rineg16
    %off21 = iconst.i64 84
    %p21 = ptradd %base, %off21
    store %eineg16, %p21, align 4
    %rnot16 = not %x16
    %enot16 = zext.i32 %rnot16
    %off22 = iconst.i64 88
    %p22 = ptradd %base, %off22
    store %enot16, %p22, align 4
    %riabs16 = iabs %x16
    %eiabs16 = zext.i32 %riabs16
    %off23 = iconst.i64 92
    %p23 = ptradd %base, %off23
    store %eiabs16, %p23, align 4
    %abs32 = iabs %vx
    %off24 = iconst.i64 96
    %p24 = ptradd %base, %off24
    store %abs32, %p24, align 4
    %s816 = sext.i16 %x8
    %es816 = zext.i32 %s816
    %off25 = iconst.i64 100
    %p25 = ptradd %base, %off25
    store %es816, %p25, align 4
    %z816 = zext.i16 %x8
    %ez816 = zext.i32 %z816
    %off26 = iconst.i64 104
    %p26 = ptradd %base, %off26
    store %ez816, %p26, align 4
    %t168 = trunc.i8 %x16
    %et168 = zext.i32 %t168
    %off27 = iconst.i64 108
    %p27 = ptradd %base, %off27
    store %et168, %p27, align 4
    %abs64 = iabs %vz
    %p64 = ptradd %o64, %oz
    store %abs64, %p64, align 8
    ret
}

; i1 operands of popcnt, bitrev (the bit), clz, ctz (its complement) and
; of the divisions by true (udiv: the dividend; sdiv of false: false;
; remainders false), divergent and uniform; values worked out by hand
; from docs/ir.md's definitions at width 1.
; run: @intops_bool grid(8) (out=i32[64](0)) => out == [1, 1, 0, 0, 1, 0, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0]
; run: @intops_bool_uniform grid(8) wg(1) (out=i32[64](0)) => out == [1, 1, 0, 0, 1, 0, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0]

kernel @intops_bool(%out: ptr.global) {
entry:
    %i = workitem_id x
    %three = iconst.i32 3
    %hundred = iconst.i32 100
    %b = icmp ult %i, %three
    %t = icmp ult %i, %hundred
    %f = icmp ugt %i, %hundred
    %i64 = zext.i64 %i
    %k32 = iconst.i64 32
    %ob = imul %i64, %k32
    %base = ptradd %out, %ob
    %r0 = popcnt %b
    %e0 = zext.i32 %r0
    %o0 = iconst.i64 0
    %p0 = ptradd %base, %o0
    store %e0, %p0, align 4
    %r1 = bitrev %b
    %e1 = zext.i32 %r1
    %o1 = iconst.i64 4
    %p1 = ptradd %base, %o1
    store %e1, %p1, align 4
    %r2 = clz %b
    %e2 = zext.i32 %r2
    %o2 = iconst.i64 8
    %p2 = ptradd %base, %o2
    store %e2, %p2, align 4
    %r3 = ctz %b
    %e3 = zext.i32 %r3
    %o3 = iconst.i64 12
    %p3 = ptradd %base, %o3
    store %e3, %p3, align 4
    %r4 = udiv %b, %t
    %e4 = zext.i32 %r4
    %o4 = iconst.i64 16
    %p4 = ptradd %base, %o4
    store %e4, %p4, align 4
    %r5 = sdiv %f, %t
    %e5 = zext.i32 %r5
    %o5 = iconst.i64 20
    %p5 = ptradd %base, %o5
    store %e5, %p5, align 4
    %r6 = urem %b, %t
    %e6 = zext.i32 %r6
    %o6 = iconst.i64 24
    %p6 = ptradd %base, %o6
    store %e6, %p6, align 4
    %r7 = srem %f, %t
    %e7 = zext.i32 %r7
    %o7 = iconst.i64 28
    %p7 = ptradd %base, %o7
    store %e7, %p7, align 4
    ret
}

kernel @intops_bool_uniform(%out: ptr.global) {
entry:
    %i = workgroup_id x
    %three = iconst.i32 3
    %hundred = iconst.i32 100
    %b = icmp ult %i, %three
    %t = icmp ult %i, %hundred
    %f = icmp ugt %i, %hundred
    %i64 = zext.i64 %i
    %k32 = iconst.i64 32
    %ob = imul %i64, %k32
    %base = ptradd %out, %ob
    %r0 = popcnt %b
    %e0 = zext.i32 %r0
    %o0 = iconst.i64 0
    %p0 = ptradd %base, %o0
    store %e0, %p0, align 4
    %r1 = bitrev %b
    %e1 = zext.i32 %r1
    %o1 = iconst.i64 4
    %p1 = ptradd %base, %o1
    store %e1, %p1, align 4
    %r2 = clz %b
    %e2 = zext.i32 %r2
    %o2 = iconst.i64 8
    %p2 = ptradd %base, %o2
    store %e2, %p2, align 4
    %r3 = ctz %b
    %e3 = zext.i32 %r3
    %o3 = iconst.i64 12
    %p3 = ptradd %base, %o3
    store %e3, %p3, align 4
    %r4 = udiv %b, %t
    %e4 = zext.i32 %r4
    %o4 = iconst.i64 16
    %p4 = ptradd %base, %o4
    store %e4, %p4, align 4
    %r5 = sdiv %f, %t
    %e5 = zext.i32 %r5
    %o5 = iconst.i64 20
    %p5 = ptradd %base, %o5
    store %e5, %p5, align 4
    %r6 = urem %b, %t
    %e6 = zext.i32 %r6
    %o6 = iconst.i64 24
    %p6 = ptradd %base, %o6
    store %e6, %p6, align 4
    %r7 = srem %f, %t
    %e7 = zext.i32 %r7
    %o7 = iconst.i64 28
    %p7 = ptradd %base, %o7
    store %e7, %p7, align 4
    ret
}
