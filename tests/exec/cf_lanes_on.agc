; EXEC-mask shapes whose bookkeeping cf.rs drops because lanes are known
; to be on: a scalar loop entered from the entry block (its header's start
; has no s_cbranch_execz) around a divergent if whose join mask starts as
; the zero mask on every iteration, with a divergent if after the loop
; (the loop's exit ORs nothing into EXEC). With wg(64) over 128 lanes and
; x = linear(-97, 5), the first wave has lanes on both sides of the
; in-loop if and the second only on one, and the if after the loop is
; taken by some lanes of the first wave and by all of the second; n = 1
; runs one trip. Expected buffers are the IR interpreter's (`agc run
; --check` agrees).
;
; run: @cf_lanes_on_loop grid(128) wg(64) (x=i32[128](5*i-97), out=i32[128](0), n=4) => out == [-85, -80, -75, -70, -65, -60, -55, -50, -45, -40, -35, -30, -25, -20, -15, -10, -5, 0, 2, 1, 3, 8, 13, 18, 23, 28, 33, 38, 172, 192, 212, 232, 252, 272, 292, 312, 332, 352, 372, 392, 412, 432, 452, 472, 492, 512, 532, 552, 572, 592, 612, 632, 652, 672, 692, 712, 732, 752, 772, 792, 812, 832, 852, 872, 892, 912, 932, 952, 972, 992, 1012, 1032, 1052, 1072, 1092, 1112, 1132, 1152, 1172, 1192, 1212, 1232, 1252, 1272, 1292, 1312, 1332, 1352, 1372, 1392, 1412, 1432, 1452, 1472, 1492, 1512, 1532, 1552, 1572, 1592, 1612, 1632, 1652, 1672, 1692, 1712, 1732, 1752, 1772, 1792, 1812, 1832, 1852, 1872, 1892, 1912, 1932, 1952, 1972, 1992, 2012, 2032, 2052, 2072, 2092, 2112, 2132, 2152]
; run: @cf_lanes_on_loop grid(128) wg(64) (x=i32[128](5*i-97), out=i32[128](0), n=1) => out == [-94, -89, -84, -79, -74, -69, -64, -59, -54, -49, -44, -39, -34, -29, -24, -19, -14, -9, -4, 1, 3, 8, 13, 18, 23, 28, 33, 38, 172, 192, 212, 232, 252, 272, 292, 312, 332, 352, 372, 392, 412, 432, 452, 472, 492, 512, 532, 552, 572, 592, 612, 632, 652, 672, 692, 712, 732, 752, 772, 792, 812, 832, 852, 872, 892, 912, 932, 952, 972, 992, 1012, 1032, 1052, 1072, 1092, 1112, 1132, 1152, 1172, 1192, 1212, 1232, 1252, 1272, 1292, 1312, 1332, 1352, 1372, 1392, 1412, 1432, 1452, 1472, 1492, 1512, 1532, 1552, 1572, 1592, 1612, 1632, 1652, 1672, 1692, 1712, 1732, 1752, 1772, 1792, 1812, 1832, 1852, 1872, 1892, 1912, 1932, 1952, 1972, 1992, 2012, 2032, 2052, 2072, 2092, 2112, 2132, 2152]

kernel @cf_lanes_on_loop(%x: ptr.global, %out: ptr.global, %n: i32) {
entry:
    %i = workitem_id x
    %g = workgroup_id x
    %wg = iconst.i32 64
    %base = imul %g, %wg
    %gi = iadd %base, %i
    %i64 = zext.i64 %gi
    %four = iconst.i64 4
    %off = imul %i64, %four
    %px = ptradd %x, %off
    %a = load.i32 %px, align 4
    %zero = iconst.i32 0
    %one = iconst.i32 1
    br loop(%zero, %a)

loop(%k: i32, %acc: i32):
    %neg = icmp slt %acc, %zero
    brif %neg, fix, latch(%acc)

fix:
    %three = iconst.i32 3
    %f = iadd %acc, %three
    br latch(%f)

latch(%v: i32):
    %k1 = iadd %k, %one
    %more = icmp slt %k1, %n
    brif %more, loop(%k1, %v), after(%v)

after(%w: i32):
    %big = iconst.i32 40
    %hi = icmp sgt %a, %big
    brif %hi, high, done(%w)

high:
    %four32 = iconst.i32 4
    %h = imul %w, %four32
    br done(%h)

done(%r: i32):
    %po = ptradd %out, %off
    store %r, %po, align 4
    ret
}
