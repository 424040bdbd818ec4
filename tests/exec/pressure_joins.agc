; Register pressure across many divergent joins: a generated chain of about
; 1000 integer operations with a divergent branch every 16 (the bench
; generator, seed 1, `agc-bench --gen 1000 16`). Over 64 values of one width
; are live, so the allocator splits that width over two register classes;
; block parameters and the edge arguments feeding them must land in the
; same class (a mismatch once crashed the allocator).
;
; run: @k grid(64) wg(64) (in=i32[64](i), out=i32[64](0)) => out == [-251375326, 32539126, 32539126, 32539126, 32539126, 32539126, 32539126, 32539126, 32539126, 0, 32539126, -1585762877, 32539126, 0, 32539126, -1104653586, 32539126, -2091799726, -2091799726, 32539126, 32539126, -2091799726, -2091799726, 32539126, 32539126, 0, -2091799726, -1657366288, 32539126, -643703320, -788386866, 9484756, 32539126, 32539126, -167730600, 32539126, -167730600, -167730600, 32539126, -727302288, 32539126, 0, -167730600, -1585762877, -167730600, 0, 32539126, 0, 32539126, -1939692827, -275973161, 32539126, -35475809, -275973161, -705595473, 0, 32539126, 32539126, 0, 0, 0, -1033806455, 0, -79250926]

kernel @k(%in: ptr.global, %out: ptr.global) flat_workgroup_size(1, 256) {
entry:
    %tid = workitem_id x
    %gid = workgroup_id x
    %size = workgroup_size x
    %base = imul %gid, %size
    %i = iadd %base, %tid
    %i64 = zext.i64 %i
    %two = iconst.i64 2
    %off = shl %i64, %two
    %pin = ptradd %in, %off
    %x0 = load.i32 %pin, align 4
    %x1 = smin %x0, %x0
    %x2 = iadd %x1, %x0
    %x3 = iadd %x2, %x1
    %x4 = smin %x3, %x2
    %x5 = iadd %x4, %x2
    %c6 = icmp ult %x5, %x2
    %x6 = select %c6, %x5, %x2
    %x7 = iadd %x6, %x0
    %k8 = iconst.i32 5
    %x8 = shl %x7, %k8
    %k9 = iconst.i32 1
    %x9 = lshr %x8, %k9
    %c10 = icmp ult %x9, %x8
    %x10 = select %c10, %x9, %x8
    %x11 = and %x10, %x4
    %x12 = and %x11, %x10
    %x13 = or %x12, %x4
    %x14 = and %x13, %x5
    %x15 = xor %x14, %x11
    %k16 = iconst.i32 24705
    %x16 = iadd %x15, %k16
    %m17 = iconst.i32 4
    %b17 = and %x16, %m17
    %z17 = iconst.i32 0
    %c17 = icmp ne %b17, %z17
    brif %c17, t1, e1

t1:
    %tk17_0 = iconst.i32 40503
    %t17_0 = iadd %x16, %tk17_0
    %tk17_1 = iconst.i32 23505
    %t17_1 = xor %t17_0, %tk17_1
    br j1(%t17_1)

e1:
    %ek17_0 = iconst.i32 23505
    %e17_0 = xor %x16, %ek17_0
    br j1(%e17_0)

j1(%x17: i32):
    %c18 = icmp ult %x17, %x15
    %x18 = select %c18, %x17, %x15
    %x19 = iadd %x18, %x13
    %k20 = iconst.i32 19087
    %x20 = iadd %x19, %k20
    %c21 = icmp ult %x20, %x17
    %x21 = select %c21, %x20, %x17
    %x22 = imul %x21, %x11
    %x23 = and %x22, %x11
    %x24 = and %x23, %x17
    %x25 = isub %x24, %x13
    %k26 = iconst.i32 9569
    %x26 = iadd %x25, %k26
    %x27 = xor %x26, %x25
    %k28 = iconst.i32 34627
    %x28 = iadd %x27, %k28
    %k29 = iconst.i32 25534
    %x29 = iadd %x28, %k29
    %x30 = isub %x29, %x24
    %k31 = iconst.i32 18903
    %x31 = iadd %x30, %k31
    %x32 = isub %x31, %x26
    %x33 = and %x32, %x22
    %m34 = iconst.i32 1
    %b34 = and %x33, %m34
    %z34 = iconst.i32 0
    %c34 = icmp ne %b34, %z34
    brif %c34, t2, e2

t2:
    %tk34_0 = iconst.i32 40503
    %t34_0 = iadd %x33, %tk34_0
    br j2(%t34_0)

e2:
    %ek34_0 = iconst.i32 23505
    %e34_0 = xor %x33, %ek34_0
    %ek34_1 = iconst.i32 3
    %e34_1 = imul %e34_0, %ek34_1
    %ek34_2 = iconst.i32 40503
    %e34_2 = iadd %e34_1, %ek34_2
    br j2(%e34_2)

j2(%x34: i32):
    %k35 = iconst.i32 2
    %x35 = lshr %x34, %k35
    %k36 = iconst.i32 19073
    %x36 = iadd %x35, %k36
    %x37 = isub %x36, %x30
    %x38 = xor %x37, %x30
    %k39 = iconst.i32 3
    %x39 = lshr %x38, %k39
    %c40 = icmp ult %x39, %x29
    %x40 = select %c40, %x39, %x29
    %x41 = imul %x40, %x33
    %x42 = imul %x41, %x35
    %c43 = icmp ult %x42, %x36
    %x43 = select %c43, %x42, %x36
    %x44 = imul %x43, %x35
    %x45 = smin %x44, %x42
    %c46 = icmp ult %x45, %x37
    %x46 = select %c46, %x45, %x37
    %k47 = iconst.i32 28371
    %x47 = iadd %x46, %k47
    %x48 = or %x47, %x39
    %k49 = iconst.i32 6
    %x49 = lshr %x48, %k49
    %x50 = or %x49, %x41
    %m51 = iconst.i32 8
    %b51 = and %x50, %m51
    %z51 = iconst.i32 0
    %c51 = icmp ne %b51, %z51
    brif %c51, t3, e3

t3:
    %tk51_0 = iconst.i32 40503
    %t51_0 = iadd %x50, %tk51_0
    %tk51_1 = iconst.i32 23505
    %t51_1 = xor %t51_0, %tk51_1
    br j3(%t51_1)

e3:
    %ek51_0 = iconst.i32 23505
    %e51_0 = xor %x50, %ek51_0
    br j3(%e51_0)

j3(%x51: i32):
    %x52 = imul %x51, %x45
    %x53 = or %x52, %x49
    %x54 = or %x53, %x49
    %k55 = iconst.i32 18436
    %x55 = iadd %x54, %k55
    %x56 = isub %x55, %x48
    %x57 = iadd %x56, %x55
    %x58 = isub %x57, %x52
    %x59 = iadd %x58, %x57
    %x60 = umax %x59, %x56
    %k61 = iconst.i32 2
    %x61 = lshr %x60, %k61
    %c62 = icmp ult %x61, %x56
    %x62 = select %c62, %x61, %x56
    %x63 = and %x62, %x53
    %x64 = smin %x63, %x56
    %x65 = xor %x64, %x53
    %x66 = xor %x65, %x57
    %x67 = smin %x66, %x61
    %m68 = iconst.i32 32
    %b68 = and %x67, %m68
    %z68 = iconst.i32 0
    %c68 = icmp ne %b68, %z68
    brif %c68, t4, e4

t4:
    %tk68_0 = iconst.i32 40503
    %t68_0 = iadd %x67, %tk68_0
    %tk68_1 = iconst.i32 23505
    %t68_1 = xor %t68_0, %tk68_1
    %tk68_2 = iconst.i32 3
    %t68_2 = imul %t68_1, %tk68_2
    br j4(%t68_2)

e4:
    %ek68_0 = iconst.i32 23505
    %e68_0 = xor %x67, %ek68_0
    br j4(%e68_0)

j4(%x68: i32):
    %k69 = iconst.i32 6041
    %x69 = iadd %x68, %k69
    %x70 = iadd %x69, %x67
    %x71 = iadd %x70, %x60
    %x72 = or %x71, %x70
    %k73 = iconst.i32 1
    %x73 = lshr %x72, %k73
    %k74 = iconst.i32 2
    %x74 = lshr %x73, %k74
    %x75 = xor %x74, %x67
    %c76 = icmp ult %x75, %x71
    %x76 = select %c76, %x75, %x71
    %k77 = iconst.i32 19979
    %x77 = iadd %x76, %k77
    %x78 = iadd %x77, %x68
    %x79 = xor %x78, %x74
    %c80 = icmp ult %x79, %x78
    %x80 = select %c80, %x79, %x78
    %c81 = icmp ult %x80, %x70
    %x81 = select %c81, %x80, %x70
    %x82 = xor %x81, %x74
    %x83 = isub %x82, %x81
    %x84 = isub %x83, %x80
    %m85 = iconst.i32 1
    %b85 = and %x84, %m85
    %z85 = iconst.i32 0
    %c85 = icmp ne %b85, %z85
    brif %c85, t5, e5

t5:
    %tk85_0 = iconst.i32 40503
    %t85_0 = iadd %x84, %tk85_0
    %tk85_1 = iconst.i32 23505
    %t85_1 = xor %t85_0, %tk85_1
    br j5(%t85_1)

e5:
    %ek85_0 = iconst.i32 23505
    %e85_0 = xor %x84, %ek85_0
    br j5(%e85_0)

j5(%x85: i32):
    %k86 = iconst.i32 3520
    %x86 = iadd %x85, %k86
    %c87 = icmp ult %x86, %x80
    %x87 = select %c87, %x86, %x80
    %x88 = smin %x87, %x77
    %x89 = umax %x88, %x84
    %k90 = iconst.i32 64195
    %x90 = iadd %x89, %k90
    %x91 = imul %x90, %x86
    %k92 = iconst.i32 2988
    %x92 = iadd %x91, %k92
    %c93 = icmp ult %x92, %x91
    %x93 = select %c93, %x92, %x91
    %c94 = icmp ult %x93, %x92
    %x94 = select %c94, %x93, %x92
    %k95 = iconst.i32 3
    %x95 = shl %x94, %k95
    %x96 = iadd %x95, %x84
    %k97 = iconst.i32 16136
    %x97 = iadd %x96, %k97
    %k98 = iconst.i32 38153
    %x98 = iadd %x97, %k98
    %x99 = or %x98, %x88
    %k100 = iconst.i32 5
    %x100 = lshr %x99, %k100
    %x101 = smin %x100, %x95
    %m102 = iconst.i32 8
    %b102 = and %x101, %m102
    %z102 = iconst.i32 0
    %c102 = icmp ne %b102, %z102
    brif %c102, t6, e6

t6:
    %tk102_0 = iconst.i32 40503
    %t102_0 = iadd %x101, %tk102_0
    %tk102_1 = iconst.i32 23505
    %t102_1 = xor %t102_0, %tk102_1
    br j6(%t102_1)

e6:
    %ek102_0 = iconst.i32 23505
    %e102_0 = xor %x101, %ek102_0
    br j6(%e102_0)

j6(%x102: i32):
    %k103 = iconst.i32 641
    %x103 = iadd %x102, %k103
    %x104 = xor %x103, %x100
    %x105 = imul %x104, %x103
    %x106 = and %x105, %x97
    %k107 = iconst.i32 3
    %x107 = shl %x106, %k107
    %x108 = and %x107, %x106
    %x109 = iadd %x108, %x103
    %x110 = umax %x109, %x108
    %x111 = or %x110, %x102
    %x112 = isub %x111, %x101
    %x113 = umax %x112, %x102
    %k114 = iconst.i32 20218
    %x114 = iadd %x113, %k114
    %k115 = iconst.i32 19501
    %x115 = iadd %x114, %k115
    %x116 = iadd %x115, %x113
    %k117 = iconst.i32 3
    %x117 = shl %x116, %k117
    %k118 = iconst.i32 15629
    %x118 = iadd %x117, %k118
    %m119 = iconst.i32 8
    %b119 = and %x118, %m119
    %z119 = iconst.i32 0
    %c119 = icmp ne %b119, %z119
    brif %c119, t7, e7

t7:
    %tk119_0 = iconst.i32 40503
    %t119_0 = iadd %x118, %tk119_0
    %tk119_1 = iconst.i32 23505
    %t119_1 = xor %t119_0, %tk119_1
    br j7(%t119_1)

e7:
    %ek119_0 = iconst.i32 23505
    %e119_0 = xor %x118, %ek119_0
    br j7(%e119_0)

j7(%x119: i32):
    %x120 = smin %x119, %x111
    %k121 = iconst.i32 6
    %x121 = shl %x120, %k121
    %k122 = iconst.i32 3
    %x122 = shl %x121, %k122
    %x123 = smin %x122, %x121
    %x124 = isub %x123, %x117
    %x125 = iadd %x124, %x118
    %k126 = iconst.i32 29334
    %x126 = iadd %x125, %k126
    %k127 = iconst.i32 58081
    %x127 = iadd %x126, %k127
    %x128 = imul %x127, %x124
    %k129 = iconst.i32 32710
    %x129 = iadd %x128, %k129
    %c130 = icmp ult %x129, %x121
    %x130 = select %c130, %x129, %x121
    %k131 = iconst.i32 1188
    %x131 = iadd %x130, %k131
    %x132 = isub %x131, %x130
    %x133 = smin %x132, %x123
    %k134 = iconst.i32 33462
    %x134 = iadd %x133, %k134
    %x135 = and %x134, %x130
    %m136 = iconst.i32 1
    %b136 = and %x135, %m136
    %z136 = iconst.i32 0
    %c136 = icmp ne %b136, %z136
    brif %c136, t8, e8

t8:
    %tk136_0 = iconst.i32 40503
    %t136_0 = iadd %x135, %tk136_0
    %tk136_1 = iconst.i32 23505
    %t136_1 = xor %t136_0, %tk136_1
    br j8(%t136_1)

e8:
    %ek136_0 = iconst.i32 23505
    %e136_0 = xor %x135, %ek136_0
    br j8(%e136_0)

j8(%x136: i32):
    %x137 = smin %x136, %x131
    %c138 = icmp ult %x137, %x130
    %x138 = select %c138, %x137, %x130
    %x139 = iadd %x138, %x132
    %x140 = smin %x139, %x134
    %k141 = iconst.i32 46019
    %x141 = iadd %x140, %k141
    %x142 = iadd %x141, %x132
    %k143 = iconst.i32 15241
    %x143 = iadd %x142, %k143
    %x144 = and %x143, %x136
    %x145 = isub %x144, %x142
    %x146 = smin %x145, %x137
    %c147 = icmp ult %x146, %x135
    %x147 = select %c147, %x146, %x135
    %k148 = iconst.i32 1
    %x148 = lshr %x147, %k148
    %x149 = and %x148, %x145
    %x150 = or %x149, %x148
    %k151 = iconst.i32 2
    %x151 = shl %x150, %k151
    %x152 = smin %x151, %x146
    %m153 = iconst.i32 4
    %b153 = and %x152, %m153
    %z153 = iconst.i32 0
    %c153 = icmp ne %b153, %z153
    brif %c153, t9, e9

t9:
    %tk153_0 = iconst.i32 40503
    %t153_0 = iadd %x152, %tk153_0
    %tk153_1 = iconst.i32 23505
    %t153_1 = xor %t153_0, %tk153_1
    %tk153_2 = iconst.i32 3
    %t153_2 = imul %t153_1, %tk153_2
    br j9(%t153_2)

e9:
    %ek153_0 = iconst.i32 23505
    %e153_0 = xor %x152, %ek153_0
    %ek153_1 = iconst.i32 3
    %e153_1 = imul %e153_0, %ek153_1
    %ek153_2 = iconst.i32 40503
    %e153_2 = iadd %e153_1, %ek153_2
    br j9(%e153_2)

j9(%x153: i32):
    %x154 = smin %x153, %x145
    %x155 = smin %x154, %x144
    %x156 = smin %x155, %x146
    %k157 = iconst.i32 37468
    %x157 = iadd %x156, %k157
    %x158 = iadd %x157, %x148
    %x159 = xor %x158, %x157
    %x160 = imul %x159, %x156
    %x161 = and %x160, %x156
    %k162 = iconst.i32 42013
    %x162 = iadd %x161, %k162
    %x163 = umax %x162, %x154
    %x164 = iadd %x163, %x162
    %x165 = smin %x164, %x155
    %k166 = iconst.i32 10601
    %x166 = iadd %x165, %k166
    %k167 = iconst.i32 42017
    %x167 = iadd %x166, %k167
    %k168 = iconst.i32 49075
    %x168 = iadd %x167, %k168
    %x169 = smin %x168, %x161
    %m170 = iconst.i32 1
    %b170 = and %x169, %m170
    %z170 = iconst.i32 0
    %c170 = icmp ne %b170, %z170
    brif %c170, t10, e10

t10:
    %tk170_0 = iconst.i32 40503
    %t170_0 = iadd %x169, %tk170_0
    br j10(%t170_0)

e10:
    %ek170_0 = iconst.i32 23505
    %e170_0 = xor %x169, %ek170_0
    %ek170_1 = iconst.i32 3
    %e170_1 = imul %e170_0, %ek170_1
    br j10(%e170_1)

j10(%x170: i32):
    %k171 = iconst.i32 8081
    %x171 = iadd %x170, %k171
    %x172 = smin %x171, %x170
    %x173 = xor %x172, %x162
    %c174 = icmp ult %x173, %x163
    %x174 = select %c174, %x173, %x163
    %k175 = iconst.i32 5
    %x175 = lshr %x174, %k175
    %x176 = isub %x175, %x167
    %k177 = iconst.i32 24359
    %x177 = iadd %x176, %k177
    %k178 = iconst.i32 5
    %x178 = lshr %x177, %k178
    %k179 = iconst.i32 2375
    %x179 = iadd %x178, %k179
    %x180 = iadd %x179, %x169
    %c181 = icmp ult %x180, %x178
    %x181 = select %c181, %x180, %x178
    %x182 = xor %x181, %x174
    %x183 = or %x182, %x177
    %k184 = iconst.i32 33498
    %x184 = iadd %x183, %k184
    %x185 = and %x184, %x176
    %x186 = umax %x185, %x174
    %m187 = iconst.i32 1
    %b187 = and %x186, %m187
    %z187 = iconst.i32 0
    %c187 = icmp ne %b187, %z187
    brif %c187, t11, e11

t11:
    %tk187_0 = iconst.i32 40503
    %t187_0 = iadd %x186, %tk187_0
    %tk187_1 = iconst.i32 23505
    %t187_1 = xor %t187_0, %tk187_1
    %tk187_2 = iconst.i32 3
    %t187_2 = imul %t187_1, %tk187_2
    br j11(%t187_2)

e11:
    %ek187_0 = iconst.i32 23505
    %e187_0 = xor %x186, %ek187_0
    %ek187_1 = iconst.i32 3
    %e187_1 = imul %e187_0, %ek187_1
    %ek187_2 = iconst.i32 40503
    %e187_2 = iadd %e187_1, %ek187_2
    br j11(%e187_2)

j11(%x187: i32):
    %x188 = smin %x187, %x177
    %x189 = xor %x188, %x187
    %x190 = iadd %x189, %x183
    %x191 = umax %x190, %x187
    %x192 = umax %x191, %x187
    %x193 = imul %x192, %x191
    %k194 = iconst.i32 7852
    %x194 = iadd %x193, %k194
    %k195 = iconst.i32 35906
    %x195 = iadd %x194, %k195
    %x196 = isub %x195, %x188
    %x197 = isub %x196, %x185
    %x198 = or %x197, %x196
    %x199 = or %x198, %x194
    %x200 = umax %x199, %x193
    %k201 = iconst.i32 2
    %x201 = shl %x200, %k201
    %k202 = iconst.i32 22509
    %x202 = iadd %x201, %k202
    %k203 = iconst.i32 2
    %x203 = shl %x202, %k203
    %m204 = iconst.i32 1
    %b204 = and %x203, %m204
    %z204 = iconst.i32 0
    %c204 = icmp ne %b204, %z204
    brif %c204, t12, e12

t12:
    %tk204_0 = iconst.i32 40503
    %t204_0 = iadd %x203, %tk204_0
    %tk204_1 = iconst.i32 23505
    %t204_1 = xor %t204_0, %tk204_1
    %tk204_2 = iconst.i32 3
    %t204_2 = imul %t204_1, %tk204_2
    br j12(%t204_2)

e12:
    %ek204_0 = iconst.i32 23505
    %e204_0 = xor %x203, %ek204_0
    %ek204_1 = iconst.i32 3
    %e204_1 = imul %e204_0, %ek204_1
    %ek204_2 = iconst.i32 40503
    %e204_2 = iadd %e204_1, %ek204_2
    br j12(%e204_2)

j12(%x204: i32):
    %x205 = umax %x204, %x203
    %x206 = or %x205, %x194
    %x207 = or %x206, %x202
    %k208 = iconst.i32 1
    %x208 = lshr %x207, %k208
    %x209 = umax %x208, %x204
    %k210 = iconst.i32 46949
    %x210 = iadd %x209, %k210
    %x211 = umax %x210, %x201
    %x212 = imul %x211, %x206
    %k213 = iconst.i32 7
    %x213 = lshr %x212, %k213
    %x214 = smin %x213, %x204
    %x215 = umax %x214, %x209
    %c216 = icmp ult %x215, %x204
    %x216 = select %c216, %x215, %x204
    %x217 = and %x216, %x205
    %k218 = iconst.i32 53831
    %x218 = iadd %x217, %k218
    %x219 = imul %x218, %x214
    %c220 = icmp ult %x219, %x217
    %x220 = select %c220, %x219, %x217
    %m221 = iconst.i32 4
    %b221 = and %x220, %m221
    %z221 = iconst.i32 0
    %c221 = icmp ne %b221, %z221
    brif %c221, t13, e13

t13:
    %tk221_0 = iconst.i32 40503
    %t221_0 = iadd %x220, %tk221_0
    %tk221_1 = iconst.i32 23505
    %t221_1 = xor %t221_0, %tk221_1
    br j13(%t221_1)

e13:
    %ek221_0 = iconst.i32 23505
    %e221_0 = xor %x220, %ek221_0
    %ek221_1 = iconst.i32 3
    %e221_1 = imul %e221_0, %ek221_1
    %ek221_2 = iconst.i32 40503
    %e221_2 = iadd %e221_1, %ek221_2
    br j13(%e221_2)

j13(%x221: i32):
    %x222 = and %x221, %x213
    %x223 = and %x222, %x212
    %x224 = umax %x223, %x214
    %x225 = iadd %x224, %x217
    %k226 = iconst.i32 4
    %x226 = lshr %x225, %k226
    %x227 = xor %x226, %x218
    %x228 = imul %x227, %x226
    %x229 = isub %x228, %x224
    %x230 = umax %x229, %x228
    %x231 = or %x230, %x222
    %x232 = or %x231, %x224
    %x233 = umax %x232, %x227
    %x234 = smin %x233, %x222
    %x235 = imul %x234, %x232
    %x236 = and %x235, %x228
    %k237 = iconst.i32 54543
    %x237 = iadd %x236, %k237
    %m238 = iconst.i32 16
    %b238 = and %x237, %m238
    %z238 = iconst.i32 0
    %c238 = icmp ne %b238, %z238
    brif %c238, t14, e14

t14:
    %tk238_0 = iconst.i32 40503
    %t238_0 = iadd %x237, %tk238_0
    br j14(%t238_0)

e14:
    %ek238_0 = iconst.i32 23505
    %e238_0 = xor %x237, %ek238_0
    %ek238_1 = iconst.i32 3
    %e238_1 = imul %e238_0, %ek238_1
    %ek238_2 = iconst.i32 40503
    %e238_2 = iadd %e238_1, %ek238_2
    br j14(%e238_2)

j14(%x238: i32):
    %x239 = smin %x238, %x228
    %x240 = or %x239, %x232
    %k241 = iconst.i32 4
    %x241 = shl %x240, %k241
    %x242 = smin %x241, %x235
    %x243 = isub %x242, %x238
    %x244 = smin %x243, %x242
    %x245 = isub %x244, %x235
    %x246 = smin %x245, %x244
    %k247 = iconst.i32 5
    %x247 = shl %x246, %k247
    %x248 = or %x247, %x237
    %x249 = imul %x248, %x245
    %x250 = or %x249, %x242
    %c251 = icmp ult %x250, %x239
    %x251 = select %c251, %x250, %x239
    %c252 = icmp ult %x251, %x250
    %x252 = select %c252, %x251, %x250
    %c253 = icmp ult %x252, %x244
    %x253 = select %c253, %x252, %x244
    %x254 = isub %x253, %x245
    %m255 = iconst.i32 1
    %b255 = and %x254, %m255
    %z255 = iconst.i32 0
    %c255 = icmp ne %b255, %z255
    brif %c255, t15, e15

t15:
    %tk255_0 = iconst.i32 40503
    %t255_0 = iadd %x254, %tk255_0
    %tk255_1 = iconst.i32 23505
    %t255_1 = xor %t255_0, %tk255_1
    %tk255_2 = iconst.i32 3
    %t255_2 = imul %t255_1, %tk255_2
    br j15(%t255_2)

e15:
    %ek255_0 = iconst.i32 23505
    %e255_0 = xor %x254, %ek255_0
    %ek255_1 = iconst.i32 3
    %e255_1 = imul %e255_0, %ek255_1
    %ek255_2 = iconst.i32 40503
    %e255_2 = iadd %e255_1, %ek255_2
    br j15(%e255_2)

j15(%x255: i32):
    %x256 = umax %x255, %x252
    %k257 = iconst.i32 3
    %x257 = lshr %x256, %k257
    %x258 = or %x257, %x253
    %x259 = isub %x258, %x257
    %x260 = iadd %x259, %x256
    %x261 = smin %x260, %x250
    %x262 = smin %x261, %x256
    %x263 = or %x262, %x254
    %k264 = iconst.i32 7
    %x264 = lshr %x263, %k264
    %x265 = or %x264, %x257
    %k266 = iconst.i32 59573
    %x266 = iadd %x265, %k266
    %k267 = iconst.i32 47350
    %x267 = iadd %x266, %k267
    %x268 = xor %x267, %x258
    %x269 = umax %x268, %x258
    %x270 = imul %x269, %x268
    %x271 = umax %x270, %x263
    %m272 = iconst.i32 1
    %b272 = and %x271, %m272
    %z272 = iconst.i32 0
    %c272 = icmp ne %b272, %z272
    brif %c272, t16, e16

t16:
    %tk272_0 = iconst.i32 40503
    %t272_0 = iadd %x271, %tk272_0
    %tk272_1 = iconst.i32 23505
    %t272_1 = xor %t272_0, %tk272_1
    br j16(%t272_1)

e16:
    %ek272_0 = iconst.i32 23505
    %e272_0 = xor %x271, %ek272_0
    %ek272_1 = iconst.i32 3
    %e272_1 = imul %e272_0, %ek272_1
    br j16(%e272_1)

j16(%x272: i32):
    %x273 = isub %x272, %x264
    %x274 = or %x273, %x270
    %x275 = isub %x274, %x268
    %k276 = iconst.i32 6
    %x276 = shl %x275, %k276
    %x277 = isub %x276, %x275
    %x278 = xor %x277, %x276
    %x279 = isub %x278, %x272
    %x280 = and %x279, %x270
    %k281 = iconst.i32 14987
    %x281 = iadd %x280, %k281
    %x282 = smin %x281, %x271
    %c283 = icmp ult %x282, %x275
    %x283 = select %c283, %x282, %x275
    %x284 = umax %x283, %x278
    %k285 = iconst.i32 62297
    %x285 = iadd %x284, %k285
    %x286 = and %x285, %x278
    %k287 = iconst.i32 6
    %x287 = lshr %x286, %k287
    %x288 = umax %x287, %x278
    %m289 = iconst.i32 2
    %b289 = and %x288, %m289
    %z289 = iconst.i32 0
    %c289 = icmp ne %b289, %z289
    brif %c289, t17, e17

t17:
    %tk289_0 = iconst.i32 40503
    %t289_0 = iadd %x288, %tk289_0
    %tk289_1 = iconst.i32 23505
    %t289_1 = xor %t289_0, %tk289_1
    br j17(%t289_1)

e17:
    %ek289_0 = iconst.i32 23505
    %e289_0 = xor %x288, %ek289_0
    %ek289_1 = iconst.i32 3
    %e289_1 = imul %e289_0, %ek289_1
    %ek289_2 = iconst.i32 40503
    %e289_2 = iadd %e289_1, %ek289_2
    br j17(%e289_2)

j17(%x289: i32):
    %x290 = xor %x289, %x282
    %x291 = iadd %x290, %x289
    %x292 = isub %x291, %x287
    %x293 = iadd %x292, %x288
    %x294 = isub %x293, %x292
    %x295 = and %x294, %x285
    %k296 = iconst.i32 36754
    %x296 = iadd %x295, %k296
    %k297 = iconst.i32 7109
    %x297 = iadd %x296, %k297
    %x298 = or %x297, %x290
    %k299 = iconst.i32 43012
    %x299 = iadd %x298, %k299
    %x300 = umax %x299, %x298
    %k301 = iconst.i32 12585
    %x301 = iadd %x300, %k301
    %k302 = iconst.i32 36046
    %x302 = iadd %x301, %k302
    %x303 = smin %x302, %x297
    %x304 = iadd %x303, %x292
    %x305 = imul %x304, %x301
    %m306 = iconst.i32 8
    %b306 = and %x305, %m306
    %z306 = iconst.i32 0
    %c306 = icmp ne %b306, %z306
    brif %c306, t18, e18

t18:
    %tk306_0 = iconst.i32 40503
    %t306_0 = iadd %x305, %tk306_0
    %tk306_1 = iconst.i32 23505
    %t306_1 = xor %t306_0, %tk306_1
    %tk306_2 = iconst.i32 3
    %t306_2 = imul %t306_1, %tk306_2
    br j18(%t306_2)

e18:
    %ek306_0 = iconst.i32 23505
    %e306_0 = xor %x305, %ek306_0
    %ek306_1 = iconst.i32 3
    %e306_1 = imul %e306_0, %ek306_1
    %ek306_2 = iconst.i32 40503
    %e306_2 = iadd %e306_1, %ek306_2
    br j18(%e306_2)

j18(%x306: i32):
    %c307 = icmp ult %x306, %x295
    %x307 = select %c307, %x306, %x295
    %k308 = iconst.i32 64400
    %x308 = iadd %x307, %k308
    %x309 = and %x308, %x307
    %k310 = iconst.i32 30677
    %x310 = iadd %x309, %k310
    %c311 = icmp ult %x310, %x306
    %x311 = select %c311, %x310, %x306
    %k312 = iconst.i32 51127
    %x312 = iadd %x311, %k312
    %x313 = imul %x312, %x307
    %x314 = umax %x313, %x312
    %x315 = xor %x314, %x309
    %x316 = umax %x315, %x314
    %x317 = isub %x316, %x306
    %k318 = iconst.i32 7
    %x318 = shl %x317, %k318
    %c319 = icmp ult %x318, %x317
    %x319 = select %c319, %x318, %x317
    %x320 = isub %x319, %x318
    %c321 = icmp ult %x320, %x313
    %x321 = select %c321, %x320, %x313
    %k322 = iconst.i32 3
    %x322 = shl %x321, %k322
    %m323 = iconst.i32 32
    %b323 = and %x322, %m323
    %z323 = iconst.i32 0
    %c323 = icmp ne %b323, %z323
    brif %c323, t19, e19

t19:
    %tk323_0 = iconst.i32 40503
    %t323_0 = iadd %x322, %tk323_0
    br j19(%t323_0)

e19:
    %ek323_0 = iconst.i32 23505
    %e323_0 = xor %x322, %ek323_0
    br j19(%e323_0)

j19(%x323: i32):
    %x324 = iadd %x323, %x316
    %k325 = iconst.i32 42362
    %x325 = iadd %x324, %k325
    %x326 = iadd %x325, %x314
    %k327 = iconst.i32 59947
    %x327 = iadd %x326, %k327
    %k328 = iconst.i32 7134
    %x328 = iadd %x327, %k328
    %x329 = isub %x328, %x326
    %x330 = isub %x329, %x325
    %x331 = smin %x330, %x326
    %x332 = and %x331, %x323
    %x333 = xor %x332, %x331
    %k334 = iconst.i32 52557
    %x334 = iadd %x333, %k334
    %x335 = umax %x334, %x332
    %x336 = isub %x335, %x327
    %x337 = imul %x336, %x335
    %k338 = iconst.i32 17513
    %x338 = iadd %x337, %k338
    %x339 = iadd %x338, %x330
    %m340 = iconst.i32 1
    %b340 = and %x339, %m340
    %z340 = iconst.i32 0
    %c340 = icmp ne %b340, %z340
    brif %c340, t20, e20

t20:
    %tk340_0 = iconst.i32 40503
    %t340_0 = iadd %x339, %tk340_0
    %tk340_1 = iconst.i32 23505
    %t340_1 = xor %t340_0, %tk340_1
    %tk340_2 = iconst.i32 3
    %t340_2 = imul %t340_1, %tk340_2
    br j20(%t340_2)

e20:
    %ek340_0 = iconst.i32 23505
    %e340_0 = xor %x339, %ek340_0
    %ek340_1 = iconst.i32 3
    %e340_1 = imul %e340_0, %ek340_1
    %ek340_2 = iconst.i32 40503
    %e340_2 = iadd %e340_1, %ek340_2
    br j20(%e340_2)

j20(%x340: i32):
    %k341 = iconst.i32 60233
    %x341 = iadd %x340, %k341
    %k342 = iconst.i32 4
    %x342 = shl %x341, %k342
    %x343 = imul %x342, %x334
    %c344 = icmp ult %x343, %x333
    %x344 = select %c344, %x343, %x333
    %x345 = smin %x344, %x343
    %x346 = smin %x345, %x335
    %x347 = smin %x346, %x336
    %x348 = isub %x347, %x345
    %x349 = imul %x348, %x345
    %k350 = iconst.i32 7
    %x350 = lshr %x349, %k350
    %c351 = icmp ult %x350, %x346
    %x351 = select %c351, %x350, %x346
    %x352 = imul %x351, %x347
    %k353 = iconst.i32 50940
    %x353 = iadd %x352, %k353
    %x354 = iadd %x353, %x346
    %k355 = iconst.i32 3
    %x355 = shl %x354, %k355
    %k356 = iconst.i32 3
    %x356 = lshr %x355, %k356
    %m357 = iconst.i32 2
    %b357 = and %x356, %m357
    %z357 = iconst.i32 0
    %c357 = icmp ne %b357, %z357
    brif %c357, t21, e21

t21:
    %tk357_0 = iconst.i32 40503
    %t357_0 = iadd %x356, %tk357_0
    %tk357_1 = iconst.i32 23505
    %t357_1 = xor %t357_0, %tk357_1
    br j21(%t357_1)

e21:
    %ek357_0 = iconst.i32 23505
    %e357_0 = xor %x356, %ek357_0
    %ek357_1 = iconst.i32 3
    %e357_1 = imul %e357_0, %ek357_1
    %ek357_2 = iconst.i32 40503
    %e357_2 = iadd %e357_1, %ek357_2
    br j21(%e357_2)

j21(%x357: i32):
    %x358 = or %x357, %x349
    %c359 = icmp ult %x358, %x354
    %x359 = select %c359, %x358, %x354
    %x360 = umax %x359, %x355
    %x361 = and %x360, %x352
    %x362 = and %x361, %x354
    %x363 = umax %x362, %x360
    %k364 = iconst.i32 4
    %x364 = lshr %x363, %k364
    %x365 = smin %x364, %x358
    %x366 = smin %x365, %x359
    %x367 = smin %x366, %x359
    %x368 = umax %x367, %x356
    %x369 = umax %x368, %x367
    %x370 = xor %x369, %x358
    %x371 = umax %x370, %x360
    %x372 = isub %x371, %x366
    %x373 = umax %x372, %x367
    %m374 = iconst.i32 32
    %b374 = and %x373, %m374
    %z374 = iconst.i32 0
    %c374 = icmp ne %b374, %z374
    brif %c374, t22, e22

t22:
    %tk374_0 = iconst.i32 40503
    %t374_0 = iadd %x373, %tk374_0
    br j22(%t374_0)

e22:
    %ek374_0 = iconst.i32 23505
    %e374_0 = xor %x373, %ek374_0
    br j22(%e374_0)

j22(%x374: i32):
    %x375 = xor %x374, %x366
    %k376 = iconst.i32 51422
    %x376 = iadd %x375, %k376
    %x377 = imul %x376, %x373
    %x378 = umax %x377, %x375
    %k379 = iconst.i32 32399
    %x379 = iadd %x378, %k379
    %x380 = umax %x379, %x369
    %x381 = and %x380, %x372
    %x382 = iadd %x381, %x374
    %x383 = iadd %x382, %x372
    %x384 = smin %x383, %x381
    %x385 = isub %x384, %x378
    %x386 = iadd %x385, %x384
    %x387 = iadd %x386, %x382
    %k388 = iconst.i32 1
    %x388 = shl %x387, %k388
    %x389 = xor %x388, %x377
    %x390 = smin %x389, %x378
    %m391 = iconst.i32 1
    %b391 = and %x390, %m391
    %z391 = iconst.i32 0
    %c391 = icmp ne %b391, %z391
    brif %c391, t23, e23

t23:
    %tk391_0 = iconst.i32 40503
    %t391_0 = iadd %x390, %tk391_0
    br j23(%t391_0)

e23:
    %ek391_0 = iconst.i32 23505
    %e391_0 = xor %x390, %ek391_0
    %ek391_1 = iconst.i32 3
    %e391_1 = imul %e391_0, %ek391_1
    %ek391_2 = iconst.i32 40503
    %e391_2 = iadd %e391_1, %ek391_2
    br j23(%e391_2)

j23(%x391: i32):
    %k392 = iconst.i32 1
    %x392 = shl %x391, %k392
    %x393 = iadd %x392, %x381
    %k394 = iconst.i32 14737
    %x394 = iadd %x393, %k394
    %x395 = imul %x394, %x386
    %x396 = and %x395, %x384
    %x397 = umax %x396, %x395
    %x398 = isub %x397, %x396
    %c399 = icmp ult %x398, %x388
    %x399 = select %c399, %x398, %x388
    %x400 = iadd %x399, %x389
    %x401 = imul %x400, %x396
    %k402 = iconst.i32 2
    %x402 = lshr %x401, %k402
    %k403 = iconst.i32 48903
    %x403 = iadd %x402, %k403
    %x404 = smin %x403, %x398
    %x405 = smin %x404, %x403
    %k406 = iconst.i32 31527
    %x406 = iadd %x405, %k406
    %c407 = icmp ult %x406, %x402
    %x407 = select %c407, %x406, %x402
    %m408 = iconst.i32 4
    %b408 = and %x407, %m408
    %z408 = iconst.i32 0
    %c408 = icmp ne %b408, %z408
    brif %c408, t24, e24

t24:
    %tk408_0 = iconst.i32 40503
    %t408_0 = iadd %x407, %tk408_0
    %tk408_1 = iconst.i32 23505
    %t408_1 = xor %t408_0, %tk408_1
    br j24(%t408_1)

e24:
    %ek408_0 = iconst.i32 23505
    %e408_0 = xor %x407, %ek408_0
    br j24(%e408_0)

j24(%x408: i32):
    %c409 = icmp ult %x408, %x405
    %x409 = select %c409, %x408, %x405
    %k410 = iconst.i32 39134
    %x410 = iadd %x409, %k410
    %c411 = icmp ult %x410, %x399
    %x411 = select %c411, %x410, %x399
    %x412 = and %x411, %x404
    %x413 = xor %x412, %x403
    %x414 = or %x413, %x404
    %x415 = isub %x414, %x404
    %k416 = iconst.i32 40138
    %x416 = iadd %x415, %k416
    %k417 = iconst.i32 51216
    %x417 = iadd %x416, %k417
    %x418 = iadd %x417, %x409
    %x419 = iadd %x418, %x416
    %k420 = iconst.i32 43304
    %x420 = iadd %x419, %k420
    %x421 = isub %x420, %x415
    %x422 = iadd %x421, %x410
    %x423 = xor %x422, %x411
    %x424 = or %x423, %x414
    %m425 = iconst.i32 4
    %b425 = and %x424, %m425
    %z425 = iconst.i32 0
    %c425 = icmp ne %b425, %z425
    brif %c425, t25, e25

t25:
    %tk425_0 = iconst.i32 40503
    %t425_0 = iadd %x424, %tk425_0
    br j25(%t425_0)

e25:
    %ek425_0 = iconst.i32 23505
    %e425_0 = xor %x424, %ek425_0
    %ek425_1 = iconst.i32 3
    %e425_1 = imul %e425_0, %ek425_1
    %ek425_2 = iconst.i32 40503
    %e425_2 = iadd %e425_1, %ek425_2
    br j25(%e425_2)

j25(%x425: i32):
    %k426 = iconst.i32 3
    %x426 = shl %x425, %k426
    %c427 = icmp ult %x426, %x417
    %x427 = select %c427, %x426, %x417
    %x428 = isub %x427, %x419
    %x429 = umax %x428, %x417
    %x430 = smin %x429, %x422
    %k431 = iconst.i32 57328
    %x431 = iadd %x430, %k431
    %x432 = isub %x431, %x422
    %x433 = isub %x432, %x423
    %x434 = iadd %x433, %x429
    %c435 = icmp ult %x434, %x424
    %x435 = select %c435, %x434, %x424
    %x436 = or %x435, %x432
    %x437 = and %x436, %x429
    %k438 = iconst.i32 37026
    %x438 = iadd %x437, %k438
    %x439 = and %x438, %x428
    %k440 = iconst.i32 61213
    %x440 = iadd %x439, %k440
    %k441 = iconst.i32 6
    %x441 = shl %x440, %k441
    %m442 = iconst.i32 1
    %b442 = and %x441, %m442
    %z442 = iconst.i32 0
    %c442 = icmp ne %b442, %z442
    brif %c442, t26, e26

t26:
    %tk442_0 = iconst.i32 40503
    %t442_0 = iadd %x441, %tk442_0
    %tk442_1 = iconst.i32 23505
    %t442_1 = xor %t442_0, %tk442_1
    %tk442_2 = iconst.i32 3
    %t442_2 = imul %t442_1, %tk442_2
    br j26(%t442_2)

e26:
    %ek442_0 = iconst.i32 23505
    %e442_0 = xor %x441, %ek442_0
    %ek442_1 = iconst.i32 3
    %e442_1 = imul %e442_0, %ek442_1
    %ek442_2 = iconst.i32 40503
    %e442_2 = iadd %e442_1, %ek442_2
    br j26(%e442_2)

j26(%x442: i32):
    %x443 = umax %x442, %x436
    %x444 = isub %x443, %x432
    %x445 = iadd %x444, %x439
    %x446 = and %x445, %x439
    %x447 = umax %x446, %x436
    %k448 = iconst.i32 4
    %x448 = lshr %x447, %k448
    %x449 = umax %x448, %x439
    %k450 = iconst.i32 64907
    %x450 = iadd %x449, %k450
    %k451 = iconst.i32 53538
    %x451 = iadd %x450, %k451
    %k452 = iconst.i32 25562
    %x452 = iadd %x451, %k452
    %x453 = isub %x452, %x447
    %x454 = iadd %x453, %x449
    %x455 = or %x454, %x449
    %x456 = iadd %x455, %x452
    %x457 = umax %x456, %x445
    %k458 = iconst.i32 7
    %x458 = shl %x457, %k458
    %m459 = iconst.i32 4
    %b459 = and %x458, %m459
    %z459 = iconst.i32 0
    %c459 = icmp ne %b459, %z459
    brif %c459, t27, e27

t27:
    %tk459_0 = iconst.i32 40503
    %t459_0 = iadd %x458, %tk459_0
    %tk459_1 = iconst.i32 23505
    %t459_1 = xor %t459_0, %tk459_1
    %tk459_2 = iconst.i32 3
    %t459_2 = imul %t459_1, %tk459_2
    br j27(%t459_2)

e27:
    %ek459_0 = iconst.i32 23505
    %e459_0 = xor %x458, %ek459_0
    %ek459_1 = iconst.i32 3
    %e459_1 = imul %e459_0, %ek459_1
    %ek459_2 = iconst.i32 40503
    %e459_2 = iadd %e459_1, %ek459_2
    br j27(%e459_2)

j27(%x459: i32):
    %x460 = isub %x459, %x458
    %x461 = xor %x460, %x451
    %x462 = smin %x461, %x457
    %c463 = icmp ult %x462, %x459
    %x463 = select %c463, %x462, %x459
    %k464 = iconst.i32 4
    %x464 = lshr %x463, %k464
    %x465 = and %x464, %x459
    %k466 = iconst.i32 2
    %x466 = lshr %x465, %k466
    %x467 = smin %x466, %x462
    %x468 = and %x467, %x466
    %c469 = icmp ult %x468, %x462
    %x469 = select %c469, %x468, %x462
    %c470 = icmp ult %x469, %x459
    %x470 = select %c470, %x469, %x459
    %x471 = umax %x470, %x462
    %k472 = iconst.i32 47889
    %x472 = iadd %x471, %k472
    %x473 = xor %x472, %x471
    %x474 = or %x473, %x472
    %c475 = icmp ult %x474, %x470
    %x475 = select %c475, %x474, %x470
    %m476 = iconst.i32 2
    %b476 = and %x475, %m476
    %z476 = iconst.i32 0
    %c476 = icmp ne %b476, %z476
    brif %c476, t28, e28

t28:
    %tk476_0 = iconst.i32 40503
    %t476_0 = iadd %x475, %tk476_0
    %tk476_1 = iconst.i32 23505
    %t476_1 = xor %t476_0, %tk476_1
    br j28(%t476_1)

e28:
    %ek476_0 = iconst.i32 23505
    %e476_0 = xor %x475, %ek476_0
    %ek476_1 = iconst.i32 3
    %e476_1 = imul %e476_0, %ek476_1
    %ek476_2 = iconst.i32 40503
    %e476_2 = iadd %e476_1, %ek476_2
    br j28(%e476_2)

j28(%x476: i32):
    %x477 = smin %x476, %x469
    %k478 = iconst.i32 20077
    %x478 = iadd %x477, %k478
    %x479 = isub %x478, %x477
    %x480 = imul %x479, %x471
    %x481 = iadd %x480, %x470
    %k482 = iconst.i32 27586
    %x482 = iadd %x481, %k482
    %k483 = iconst.i32 25534
    %x483 = iadd %x482, %k483
    %x484 = xor %x483, %x473
    %x485 = or %x484, %x478
    %x486 = smin %x485, %x474
    %x487 = smin %x486, %x475
    %x488 = isub %x487, %x479
    %k489 = iconst.i32 47055
    %x489 = iadd %x488, %k489
    %x490 = iadd %x489, %x484
    %k491 = iconst.i32 30948
    %x491 = iadd %x490, %k491
    %k492 = iconst.i32 1
    %x492 = lshr %x491, %k492
    %m493 = iconst.i32 1
    %b493 = and %x492, %m493
    %z493 = iconst.i32 0
    %c493 = icmp ne %b493, %z493
    brif %c493, t29, e29

t29:
    %tk493_0 = iconst.i32 40503
    %t493_0 = iadd %x492, %tk493_0
    br j29(%t493_0)

e29:
    %ek493_0 = iconst.i32 23505
    %e493_0 = xor %x492, %ek493_0
    %ek493_1 = iconst.i32 3
    %e493_1 = imul %e493_0, %ek493_1
    br j29(%e493_1)

j29(%x493: i32):
    %x494 = isub %x493, %x492
    %x495 = or %x494, %x490
    %c496 = icmp ult %x495, %x486
    %x496 = select %c496, %x495, %x486
    %x497 = imul %x496, %x493
    %x498 = or %x497, %x494
    %x499 = xor %x498, %x491
    %x500 = isub %x499, %x497
    %x501 = umax %x500, %x499
    %x502 = smin %x501, %x491
    %x503 = and %x502, %x497
    %x504 = or %x503, %x493
    %k505 = iconst.i32 6747
    %x505 = iadd %x504, %k505
    %x506 = or %x505, %x494
    %x507 = umax %x506, %x498
    %x508 = xor %x507, %x506
    %x509 = imul %x508, %x506
    %m510 = iconst.i32 2
    %b510 = and %x509, %m510
    %z510 = iconst.i32 0
    %c510 = icmp ne %b510, %z510
    brif %c510, t30, e30

t30:
    %tk510_0 = iconst.i32 40503
    %t510_0 = iadd %x509, %tk510_0
    br j30(%t510_0)

e30:
    %ek510_0 = iconst.i32 23505
    %e510_0 = xor %x509, %ek510_0
    br j30(%e510_0)

j30(%x510: i32):
    %x511 = isub %x510, %x499
    %x512 = or %x511, %x509
    %x513 = iadd %x512, %x506
    %x514 = or %x513, %x510
    %k515 = iconst.i32 20887
    %x515 = iadd %x514, %k515
    %x516 = smin %x515, %x504
    %k517 = iconst.i32 1331
    %x517 = iadd %x516, %k517
    %c518 = icmp ult %x517, %x514
    %x518 = select %c518, %x517, %x514
    %x519 = or %x518, %x508
    %x520 = smin %x519, %x509
    %c521 = icmp ult %x520, %x516
    %x521 = select %c521, %x520, %x516
    %x522 = isub %x521, %x520
    %x523 = iadd %x522, %x511
    %x524 = umax %x523, %x521
    %k525 = iconst.i32 3
    %x525 = lshr %x524, %k525
    %k526 = iconst.i32 6672
    %x526 = iadd %x525, %k526
    %m527 = iconst.i32 32
    %b527 = and %x526, %m527
    %z527 = iconst.i32 0
    %c527 = icmp ne %b527, %z527
    brif %c527, t31, e31

t31:
    %tk527_0 = iconst.i32 40503
    %t527_0 = iadd %x526, %tk527_0
    %tk527_1 = iconst.i32 23505
    %t527_1 = xor %t527_0, %tk527_1
    %tk527_2 = iconst.i32 3
    %t527_2 = imul %t527_1, %tk527_2
    br j31(%t527_2)

e31:
    %ek527_0 = iconst.i32 23505
    %e527_0 = xor %x526, %ek527_0
    %ek527_1 = iconst.i32 3
    %e527_1 = imul %e527_0, %ek527_1
    %ek527_2 = iconst.i32 40503
    %e527_2 = iadd %e527_1, %ek527_2
    br j31(%e527_2)

j31(%x527: i32):
    %x528 = smin %x527, %x525
    %k529 = iconst.i32 31214
    %x529 = iadd %x528, %k529
    %x530 = isub %x529, %x524
    %k531 = iconst.i32 1
    %x531 = lshr %x530, %k531
    %x532 = umax %x531, %x526
    %x533 = imul %x532, %x529
    %x534 = umax %x533, %x522
    %c535 = icmp ult %x534, %x531
    %x535 = select %c535, %x534, %x531
    %x536 = isub %x535, %x532
    %c537 = icmp ult %x536, %x525
    %x537 = select %c537, %x536, %x525
    %k538 = iconst.i32 4
    %x538 = lshr %x537, %k538
    %x539 = imul %x538, %x529
    %c540 = icmp ult %x539, %x538
    %x540 = select %c540, %x539, %x538
    %c541 = icmp ult %x540, %x537
    %x541 = select %c541, %x540, %x537
    %c542 = icmp ult %x541, %x540
    %x542 = select %c542, %x541, %x540
    %x543 = smin %x542, %x539
    %x544 = umax %x543, %x533
    %x545 = smin %x544, %x538
    %pout = ptradd %out, %off
    store %x545, %pout, align 4
    ret
}
