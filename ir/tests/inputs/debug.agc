; Files, debug locations, kernel attributes and escaped strings.
file 0 "kernels/saxpy.cl"
file 1 "include/\"quoted\"\\path.h"
file 2 ""

lds @partial: 256, align 4

kernel @saxpy(%x: ptr.global, %y: ptr.global, %alpha: f32, %n: i32) flat_workgroup_size(64, 64) reqd_workgroup_size(64, 1, 1) waves_per_eu(1, 4) {
entry:
    %tid = workitem_id x !0:3:14
    %in = icmp ult %tid, %n !0:4:9
    brif %in, work, done !0:4:5

work:
    %i = zext.i64 %tid !0:5:20
    %four = iconst.i64 4
    %off = imul %i, %four !1:12:1
    %px = ptradd %x, %off !1:12:1
    %py = ptradd %y, %off !1:12:1
    %vx = load.f32 %px, align 4 !0:5:12
    %vy = load.f32 %py, align 4 !0:5:22
    %r = fma %alpha, %vx, %vy !0:5:18
    store %r, %py, align 4 !0:5:10
    %lds = lds_addr @partial !2:0:0
    store %r, %lds, align 4 !2:4294967295:4294967295
    br done !0:6:1

done:
    ret !0:7:1
}
