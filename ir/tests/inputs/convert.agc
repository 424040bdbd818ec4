; Every conversion, lane operation and address computation.
func @convert(%i: i32, %f: f32, %h: f16, %d: f64, %p: ptr.global, %l: ptr.local, %v: f32x4, %hv: f16x2) -> i64 {
entry:
    %sx = sext.i64 %i
    %zx = zext.i64 %i
    %tr = trunc.i16 %i
    %tb = trunc.i1 %i
    %zb = zext.i8 %tb
    %fe = fpext.f64 %f
    %hf = fpext.f32 %h
    %ft = fptrunc.f16 %d
    %bt = fptrunc.bf16 %f
    %fs = fptosi.i32 %f
    %fu = fptoui.i64 %d
    %sf = sitofp.f32 %i
    %uf = uitofp.f16 %tr
    %bc = bitcast.i32 %f
    %bv = bitcast.f16x2 %i
    %bw = bitcast.i32 %hv
    %pi = ptrtoint.i64 %p
    %ip = inttoptr.ptr.global %sx
    %lf = addrspacecast.ptr.flat %l
    %fl = addrspacecast.ptr.local %lf
    %gc = addrspacecast.ptr.constant %p
    %sp = splat.f32x4 %f
    %si = splat.i16x2 %tr
    %e0 = extractlane %v, 0
    %e3 = extractlane %v, 3
    %ins = insertlane %v, %e0, 2
    %sum = fadd %ins, %sp
    %vx = sext.i32x2 %si
    %off = iconst.i32 16
    %pa = ptradd %p, %off
    %pb = ptradd %pa, %sx
    %la = ptradd %fl, %off
    ret %pi
}
