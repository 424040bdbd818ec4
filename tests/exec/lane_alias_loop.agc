; A vector built before a divergent loop (`insertlane` into a `splat`)
; and read inside it, followed by a second divergent loop. The loop's
; reads of the vector's lanes are aliases of the tuple, and the tuple is
; the loop header's placeholder for the value from before the loop; the
; alias table kept the placeholder after SSA construction removed it, so
; allocation failed with "does not dominate" (clang-22 -O2 `diverge` of
; the simulator's kernels.cl, imported). Expected values computed by hand
; (per lane x: four updates of a = ((a + (x, 0)) xor (1, 3)) from (0, 0),
; s = a.0 + a.1, then s + 0 + 1 + ... + (x - 1)).
;
; run: @lane_alias_loop grid(16) (out=i32[16](0)) => out == [0, 0, 9, 11, 22, 26, 39, 45, 60, 68, 85, 95, 114, 126, 147, 161]

kernel @lane_alias_loop(%out: ptr.global) {
entry:
    %x = workitem_id x
    %zero = iconst.i32 0
    %one = iconst.i32 1
    %three = iconst.i32 3
    %ten = iconst.i32 10
    %zs = splat.i32x2 %zero
    %v = insertlane %zs, %x, 0
    %w0 = insertlane %zs, %one, 0
    %w = insertlane %w0, %three, 1
    br header(%zero, %zs)

header(%n: i32, %a: i32x2):
    %sum = iadd %a, %v
    %t = xor %sum, %w
    %two = iconst.i32 2
    %n2 = iadd %n, %two
    %done = icmp eq %n2, %ten
    brif %done, exit1, header(%n2, %t)

exit1:
    %a0 = extractlane %a, 0
    %a1 = extractlane %a, 1
    %s = iadd %a0, %a1
    %none = icmp eq %x, %zero
    brif %none, end(%s), body2(%zero, %s)

body2(%j: i32, %acc: i32):
    %acc2 = iadd %acc, %j
    %j2 = iadd %j, %one
    %last = icmp eq %j2, %x
    brif %last, end(%acc2), body2(%j2, %acc2)

end(%r: i32):
    %x64 = zext.i64 %x
    %four = iconst.i64 4
    %off = imul %x64, %four
    %p = ptradd %out, %off
    store %r, %p, align 4
    ret
}
