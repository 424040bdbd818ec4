; Private (scratch) memory: arrays indexed by lane-dependent values and
; written in loops, a struct of mixed types, slots written on divergent
; paths, a uniform address holding lane-distinct data, offsets past the
; 4 KiB immediate field, private "atomics", and casts to flat and back.
; 70 work-items: a full wave and a 6-lane one.

; arr[i] = tid * i + s for i in 0..16, then out[tid] = arr[(tid + k) % 16]
; plus the sum of the array.
kernel @arrays(%s: i32, %k: i32, %out: ptr.global) {
    $arr = stack_slot 64, align 4
entry:
    %tid = workitem_id x
    %base = stack_addr $arr
    %zero = iconst.i32 0
    br fill(%zero)

fill(%i: i32):
    %four = iconst.i32 4
    %off = imul %i, %four
    %p = ptradd %base, %off
    %m = imul %tid, %i
    %v = iadd %m, %s
    store %v, %p, align 4
    %one = iconst.i32 1
    %i1 = iadd %i, %one
    %sixteen = iconst.i32 16
    %more = icmp ult %i1, %sixteen
    brif %more, fill(%i1), sum(%zero, %zero)

sum(%j: i32, %acc: i32):
    %four2 = iconst.i32 4
    %o2 = imul %j, %four2
    %q = ptradd %base, %o2
    %x = load.i32 %q, align 4
    %acc1 = iadd %acc, %x
    %one2 = iconst.i32 1
    %j1 = iadd %j, %one2
    %sixteen2 = iconst.i32 16
    %again = icmp ult %j1, %sixteen2
    brif %again, sum(%j1, %acc1), done

done:
    %tk = iadd %tid, %k
    %fifteen = iconst.i32 15
    %idx = and %tk, %fifteen
    %four3 = iconst.i32 4
    %o3 = imul %idx, %four3
    %r = ptradd %base, %o3
    %y = load.i32 %r, align 4
    %z = iadd %y, %acc1
    %t64 = zext.i64 %tid
    %f8 = iconst.i64 4
    %o64 = imul %t64, %f8
    %po = ptradd %out, %o64
    store %z, %po, align 4
    ret
}
; run: @arrays grid(70) wg(70) (s=3, k=5, out=i32[70](0)) => out == [51, 177, 305, 435, 567, 701, 837, 975, 1115, 1257, 1401, 1371, 1503, 1637, 1773, 1911, 2051, 2193, 2337, 2483, 2631, 2781, 2933, 3087, 3243, 3401, 3561, 3291, 3439, 3589, 3741, 3895, 4051, 4209, 4369, 4531, 4695, 4861, 5029, 5199, 5371, 5545, 5721, 5211, 5375, 5541, 5709, 5879, 6051, 6225, 6401, 6579, 6759, 6941, 7125, 7311, 7499, 7689, 7881, 7131, 7311, 7493, 7677, 7863, 8051, 8241, 8433, 8627, 8823, 9021]

; A struct {i8, i16, i32, i64, f64} at constant offsets (uniform
; addresses, lane-distinct contents), and a pair written on divergent
; paths: odd lanes and even lanes store different values.
kernel @structs(%a: i32, %out: ptr.global) {
    $st = stack_slot 24, align 8
    $pair = stack_slot 8, align 4
entry:
    %tid = workitem_id x
    %b = stack_addr $st
    %ta = iadd %tid, %a
    %t8 = trunc.i8 %ta
    store %t8, %b, align 8
    %c2 = iconst.i32 2
    %p2 = ptradd %b, %c2
    %m = imul %tid, %a
    %t16 = trunc.i16 %m
    store %t16, %p2, align 2
    %c4 = iconst.i32 4
    %p4 = ptradd %b, %c4
    store %ta, %p4, align 4
    %c8 = iconst.i32 8
    %p8 = ptradd %b, %c8
    %t64 = zext.i64 %tid
    %k33 = iconst.i64 33
    %hi = shl %t64, %k33
    %a64 = zext.i64 %a
    %w = or %hi, %a64
    store %w, %p8, align 8
    %c16 = iconst.i32 16
    %p16 = ptradd %b, %c16
    %tf = sitofp.f64 %tid
    %half = fconst.f64 0.5
    %h = fmul %tf, %half
    store %h, %p16, align 8
    %pp = stack_addr $pair
    %c4b = iconst.i32 4
    %pq = ptradd %pp, %c4b
    %one = iconst.i32 1
    %bit = and %tid, %one
    %odd = icmp ne %bit, %one
    brif %odd, even, oddl

oddl:
    %k3 = iconst.i32 3
    %x3 = imul %tid, %k3
    store %x3, %pp, align 4
    %k7 = iconst.i32 7
    store %k7, %pq, align 4
    br join

even:
    %k100 = iconst.i32 100
    %x100 = iadd %tid, %k100
    store %x100, %pp, align 4
    store %tid, %pq, align 4
    br join

join:
    %l8 = load.i8 %b, align 8
    %l16 = load.i16 %p2, align 2
    %l32 = load.i32 %p4, align 4
    %l64 = load.i64 %p8, align 8
    %lf = load.f64 %p16, align 8
    %e8 = zext.i32 %l8
    %e16 = zext.i32 %l16
    %r0 = iadd %e8, %e16
    %k1 = iconst.i64 1
    %s64 = lshr %l64, %k1
    %lo = trunc.i32 %s64
    %k32 = iconst.i64 32
    %s32 = lshr %l64, %k32
    %hi32 = trunc.i32 %s32
    %r2 = xor %lo, %hi32
    %two = fconst.f64 2.0
    %f2 = fmul %lf, %two
    %fi = fptosi.i32 %f2
    %q0 = load.i32 %pp, align 4
    %q1 = load.i32 %pq, align 4
    %q = iadd %q0, %q1
    %r3 = iadd %fi, %q
    %k16 = iconst.i64 16
    %o = imul %t64, %k16
    %po = ptradd %out, %o
    store %r0, %po, align 4
    %c4o = iconst.i64 4
    %po1 = ptradd %po, %c4o
    store %l32, %po1, align 4
    %c8o = iconst.i64 8
    %po2 = ptradd %po, %c8o
    store %r2, %po2, align 4
    %c12o = iconst.i64 12
    %po3 = ptradd %po, %c12o
    store %r3, %po3, align 4
    ret
}
; run: @structs grid(70) wg(70) (a=300, out=i32[280](0)) => out == [44, 300, 150, 100, 345, 301, 148, 11, 646, 302, 146, 106, 947, 303, 144, 19, 1248, 304, 158, 112, 1549, 305, 156, 27, 1850, 306, 154, 118, 2151, 307, 152, 35, 2452, 308, 134, 124, 2753, 309, 132, 43, 3054, 310, 130, 130, 3355, 311, 128, 51, 3656, 312, 142, 136, 3957, 313, 140, 59, 4258, 314, 138, 142, 4559, 315, 136, 67, 4860, 316, 182, 148, 5161, 317, 180, 75, 5462, 318, 178, 154, 5763, 319, 176, 83, 6064, 320, 190, 160, 6365, 321, 188, 91, 6666, 322, 186, 166, 6967, 323, 184, 99, 7268, 324, 166, 172, 7569, 325, 164, 107, 7870, 326, 162, 178, 8171, 327, 160, 115, 8472, 328, 174, 184, 8773, 329, 172, 123, 9074, 330, 170, 190, 9375, 331, 168, 131, 9676, 332, 214, 196, 9977, 333, 212, 139, 10278, 334, 210, 202, 10579, 335, 208, 147, 10880, 336, 222, 208, 11181, 337, 220, 155, 11482, 338, 218, 214, 11783, 339, 216, 163, 12084, 340, 198, 220, 12385, 341, 196, 171, 12686, 342, 194, 226, 12987, 343, 192, 179, 13288, 344, 206, 232, 13589, 345, 204, 187, 13890, 346, 202, 238, 14191, 347, 200, 195, 14492, 348, 246, 244, 14793, 349, 244, 203, 15094, 350, 242, 250, 15395, 351, 240, 211, 15696, 352, 254, 256, 15997, 353, 252, 219, 16298, 354, 250, 262, 16599, 355, 248, 227, 16900, 356, 230, 268, 17201, 357, 228, 235, 17502, 358, 226, 274, 17803, 359, 224, 243, 18104, 360, 238, 280, 18405, 361, 236, 251, 18706, 362, 234, 286, 19007, 363, 232, 259, 19308, 364, 22, 292, 19609, 365, 20, 267, 19910, 366, 18, 298, 20211, 367, 16, 275, 20512, 368, 30, 304, 20813, 369, 28, 283]

; A frame past the 4 KiB immediate offset field: a constant address of
; 5000 and lane-dependent ones above 4096; private atomics (not atomic:
; each work-item owns its memory) return the old value.
kernel @big(%a: i32, %out: ptr.global) {
    $pad = stack_slot 4100, align 4
    $big = stack_slot 4096, align 16
entry:
    %tid = workitem_id x
    %b = stack_addr $big
    %c = iconst.i32 900
    %pc = ptradd %b, %c
    store %tid, %pc, align 4
    %k4 = iconst.i32 4
    %to = imul %tid, %k4
    %pd = ptradd %b, %to
    %ta = iadd %tid, %a
    store %ta, %pd, align 4
    %old = atomicrmw add %pd, %a, monotonic agent, align 4
    %old2 = atomicrmw umax %pc, %a, seq_cst system, align 4
    %old3 = cmpxchg %pd, %ta, %tid, monotonic monotonic agent, align 4
    %old4 = atomicrmw xchg %pc, %tid, monotonic agent, align 4
    %v = load.i32 %pd, align 4
    %u = load.i32 %pc, align 4
    %s1 = iadd %old, %old2
    %s2 = iadd %old3, %old4
    %s3 = iadd %v, %u
    %s4 = iadd %s1, %s2
    %s5 = imul %s3, %a
    %r = iadd %s4, %s5
    %t64 = zext.i64 %tid
    %k4l = iconst.i64 4
    %o = imul %t64, %k4l
    %po = ptradd %out, %o
    store %r, %po, align 4
    ret
}
; run: @big grid(70) wg(70) (a=11, out=i32[70](0)) => out == [286, 311, 336, 361, 386, 411, 436, 461, 486, 511, 536, 561, 587, 613, 639, 665, 691, 717, 743, 769, 795, 821, 847, 873, 899, 925, 951, 977, 1003, 1029, 1055, 1081, 1107, 1133, 1159, 1185, 1211, 1237, 1263, 1289, 1315, 1341, 1367, 1393, 1419, 1445, 1471, 1497, 1523, 1549, 1575, 1601, 1627, 1653, 1679, 1705, 1731, 1757, 1783, 1809, 1835, 1861, 1887, 1913, 1939, 1965, 1991, 2017, 2043, 2069]

; Private pointers cast to flat (uniform and lane-dependent), written and
; read through flat instructions, and cast back; the null private pointer
; maps to flat null and back.
kernel @casts(%a: i32, %out: ptr.global) {
    $arr = stack_slot 512, align 8
entry:
    %tid = workitem_id x
    %b = stack_addr $arr
    %fb = addrspacecast.ptr.flat %b
    store %a, %fb, align 4
    %k4 = iconst.i32 4
    %to = imul %tid, %k4
    %c8 = iconst.i32 8
    %t8 = iadd %to, %c8
    %pd = ptradd %b, %t8
    %fd = addrspacecast.ptr.flat %pd
    %ta = iadd %tid, %a
    store %ta, %fd, align 4
    %x = load.i32 %b, align 4
    %y = load.i32 %pd, align 4
    %back = addrspacecast.ptr.private %fd
    %c1 = iconst.i32 1
    store %c1, %back, align 4
    %z = load.i32 %fd, align 4
    %ub = addrspacecast.ptr.private %fb
    %w = load.i32 %ub, align 4
    %null = iconst.i32 -1
    %np = inttoptr.ptr.private %null
    %nf = addrspacecast.ptr.flat %np
    %ni = ptrtoint.i64 %nf
    %nt = trunc.i32 %ni
    %zf = iconst.i64 0
    %zp = inttoptr.ptr.flat %zf
    %zb = addrspacecast.ptr.private %zp
    %zi = ptrtoint.i32 %zb
    %s1 = iadd %x, %y
    %s2 = iadd %z, %w
    %s3 = iadd %nt, %zi
    %s4 = iadd %s1, %s2
    %r = iadd %s4, %s3
    %t64 = zext.i64 %tid
    %k4l = iconst.i64 4
    %o = imul %t64, %k4l
    %po = ptradd %out, %o
    store %r, %po, align 4
    ret
}
; run: @casts grid(70) wg(70) (a=21, out=i32[70](0)) => out == [63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 130, 131, 132]
