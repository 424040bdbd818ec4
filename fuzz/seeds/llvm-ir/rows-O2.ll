; ModuleID = 'sim/tests/kernels/rows.cl'
source_filename = "sim/tests/kernels/rows.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@rows_d16.lh = internal unnamed_addr addrspace(3) global [64 x i16] undef, align 2
@rows_d16.ls = internal unnamed_addr addrspace(3) global [64 x i8] undef, align 1
@rows_d16.lu = internal unnamed_addr addrspace(3) global [64 x i8] undef, align 1

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden range(i64 0, 1024) i64 @_Z12get_local_idj(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 0
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = icmp eq i32 %0, 1
  %5 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %6 = tail call i32 @llvm.amdgcn.workitem.id.z()
  %7 = select i1 %4, i32 %5, i32 %6
  %8 = select i1 %2, i32 %3, i32 %7
  %9 = zext nneg i32 %8 to i64
  ret i64 %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.z() #1

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden range(i64 0, 4294967296) i64 @_Z12get_group_idj(i32 noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq i32 %0, 0
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = icmp eq i32 %0, 1
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %6 = tail call i32 @llvm.amdgcn.workgroup.id.z()
  %7 = select i1 %4, i32 %5, i32 %6
  %8 = select i1 %2, i32 %3, i32 %7
  %9 = zext i32 %8 to i64
  ret i64 %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #1

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden range(i64 1, 1025) i64 @_Z14get_local_sizej(i32 noundef %0) local_unnamed_addr #3 {
  %2 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %3 = icmp eq i32 %0, 1
  %4 = select i1 %3, i64 14, i64 16
  %5 = icmp eq i32 %0, 0
  %6 = select i1 %5, i64 12, i64 %4
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %2, i64 %6
  %8 = load i16, ptr addrspace(4) %7, align 2, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i64
  ret i64 %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden i64 @_Z17get_global_offsetj(i32 noundef %0) local_unnamed_addr #4 {
  %2 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %3 = getelementptr inbounds nuw i8, ptr addrspace(4) %2, i64 40
  %4 = zext i32 %0 to i64
  %5 = getelementptr inbounds nuw i64, ptr addrspace(4) %3, i64 %4
  %6 = load i64, ptr addrspace(4) %5, align 8, !tbaa !11
  ret i64 %6
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden i64 @_Z13get_global_idj(i32 noundef %0) local_unnamed_addr #5 {
  %2 = icmp eq i32 %0, 1
  %3 = select i1 %2, i64 14, i64 16
  %4 = icmp eq i32 %0, 0
  %5 = select i1 %4, i64 12, i64 %3
  %6 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 %5
  %8 = icmp eq i32 %0, 0
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = icmp eq i32 %0, 1
  %11 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %12 = tail call i32 @llvm.amdgcn.workgroup.id.z()
  %13 = select i1 %10, i32 %11, i32 %12
  %14 = select i1 %8, i32 %9, i32 %13
  %15 = zext i32 %14 to i64
  %16 = load i16, ptr addrspace(4) %7, align 2, !range !9, !invariant.load !10, !noundef !10
  %17 = zext nneg i16 %16 to i64
  %18 = mul nuw nsw i64 %17, %15
  %19 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %20 = tail call i32 @llvm.amdgcn.workitem.id.y()
  %21 = tail call i32 @llvm.amdgcn.workitem.id.z()
  %22 = select i1 %10, i32 %20, i32 %21
  %23 = select i1 %8, i32 %19, i32 %22
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 40
  %26 = zext i32 %0 to i64
  %27 = getelementptr inbounds nuw i64, ptr addrspace(4) %25, i64 %26
  %28 = load i64, ptr addrspace(4) %27, align 8, !tbaa !11
  %29 = add i64 %28, %24
  %30 = add i64 %29, %18
  ret i64 %30
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn
define hidden void @_Z7barrierj(i32 noundef %0) local_unnamed_addr #6 {
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #7

; Function Attrs: alwaysinline mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define hidden i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef %0) local_unnamed_addr #8 {
  %2 = atomicrmw volatile add ptr addrspace(1) %0, i32 1 syncscope("agent-one-as") monotonic, align 4, !amdgpu.no.fine.grained.memory !10, !amdgpu.no.remote.memory !10
  ret i32 %2
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define hidden i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #8 {
  %4 = cmpxchg volatile ptr addrspace(1) %0, i32 %1, i32 %2 syncscope("agent-one-as") monotonic monotonic, align 4
  %5 = extractvalue { i32, i1 } %4, 0
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @rows_sad(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #9 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = zext i32 %5 to i64
  %7 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 40
  %15 = load i64, ptr addrspace(4) %14, align 8, !tbaa !11
  %16 = add i64 %15, %13
  %17 = add i64 %16, %11
  %18 = shl i64 %17, 32
  %19 = ashr exact i64 %18, 32
  %20 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %19
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !5, !amdgpu.noclobber !10
  %22 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %19
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !5, !amdgpu.noclobber !10
  %24 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %19
  %25 = load i32, ptr addrspace(1) %24, align 4, !tbaa !5, !amdgpu.noclobber !10
  %26 = mul i64 %17, 21474836480
  %27 = ashr exact i64 %26, 30
  %28 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 %27
  %29 = tail call i32 @llvm.amdgcn.sad.u8(i32 %21, i32 %23, i32 %25)
  store i32 %29, ptr addrspace(1) %28, align 4, !tbaa !5
  %30 = tail call i32 @llvm.amdgcn.msad.u8(i32 %21, i32 %23, i32 %25)
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 4
  store i32 %30, ptr addrspace(1) %31, align 4, !tbaa !5
  %32 = tail call i32 @llvm.amdgcn.sad.hi.u8(i32 %21, i32 %23, i32 %25)
  %33 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 8
  store i32 %32, ptr addrspace(1) %33, align 4, !tbaa !5
  %34 = tail call i32 @llvm.amdgcn.sad.u16(i32 %21, i32 %23, i32 %25)
  %35 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 12
  store i32 %34, ptr addrspace(1) %35, align 4, !tbaa !5
  %36 = icmp ugt i32 %21, %23
  %37 = sub nuw i32 %21, %23
  %38 = sub nuw i32 %23, %21
  %39 = select i1 %36, i32 %37, i32 %38
  %40 = add i32 %39, %25
  %41 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 16
  store i32 %40, ptr addrspace(1) %41, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_rows_sad(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = zext i32 %5 to i64
  %7 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !9, !invariant.load !10, !noundef !10
  %10 = zext nneg i16 %9 to i64
  %11 = mul nuw nsw i64 %10, %6
  %12 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i8, ptr addrspace(4) %7, i64 40
  %15 = load i64, ptr addrspace(4) %14, align 8, !tbaa !11
  %16 = add i64 %15, %13
  %17 = add i64 %16, %11
  %18 = shl i64 %17, 32
  %19 = ashr exact i64 %18, 32
  %20 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %19
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !5
  %22 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %19
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !5
  %24 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %19
  %25 = load i32, ptr addrspace(1) %24, align 4, !tbaa !5
  %26 = mul i64 %17, 21474836480
  %27 = ashr exact i64 %26, 30
  %28 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 %27
  %29 = tail call i32 @llvm.amdgcn.sad.u8(i32 %21, i32 %23, i32 %25)
  store i32 %29, ptr addrspace(1) %28, align 4, !tbaa !5
  %30 = tail call i32 @llvm.amdgcn.msad.u8(i32 %21, i32 %23, i32 %25)
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 4
  store i32 %30, ptr addrspace(1) %31, align 4, !tbaa !5
  %32 = tail call i32 @llvm.amdgcn.sad.hi.u8(i32 %21, i32 %23, i32 %25)
  %33 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 8
  store i32 %32, ptr addrspace(1) %33, align 4, !tbaa !5
  %34 = tail call i32 @llvm.amdgcn.sad.u16(i32 %21, i32 %23, i32 %25)
  %35 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 12
  store i32 %34, ptr addrspace(1) %35, align 4, !tbaa !5
  %36 = icmp ugt i32 %21, %23
  %37 = sub nuw i32 %21, %23
  %38 = sub nuw i32 %23, %21
  %39 = select i1 %36, i32 %37, i32 %38
  %40 = add i32 %39, %25
  %41 = getelementptr inbounds nuw i8, ptr addrspace(1) %28, i64 16
  store i32 %40, ptr addrspace(1) %41, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @rows_f64(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef writeonly align 8 captures(none) %1) local_unnamed_addr #9 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = zext i32 %3 to i64
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i64
  %9 = mul nuw nsw i64 %8, %4
  %10 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !11
  %14 = add i64 %13, %11
  %15 = add i64 %14, %9
  %16 = trunc i64 %15 to i32
  %17 = shl i64 %15, 32
  %18 = ashr exact i64 %17, 29
  %19 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %18
  %20 = load double, ptr addrspace(1) %19, align 8, !tbaa !21, !amdgpu.noclobber !10
  %21 = mul i64 %15, 21474836480
  %22 = ashr exact i64 %21, 29
  %23 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %22
  %24 = tail call double @llvm.amdgcn.fract.f64(double %20)
  store double %24, ptr addrspace(1) %23, align 8, !tbaa !21
  %25 = and i32 %16, 31
  %26 = tail call double @llvm.amdgcn.trig.preop.f64(double %20, i32 %25)
  %27 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 8
  store double %26, ptr addrspace(1) %27, align 8, !tbaa !21
  %28 = tail call double @llvm.amdgcn.trig.preop.f64(double %20, i32 0)
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 16
  store double %28, ptr addrspace(1) %29, align 8, !tbaa !21
  %30 = tail call double @llvm.amdgcn.trig.preop.f64(double %20, i32 1)
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 24
  store double %30, ptr addrspace(1) %31, align 8, !tbaa !21
  %32 = tail call double @llvm.amdgcn.trig.preop.f64(double %20, i32 2)
  %33 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 32
  store double %32, ptr addrspace(1) %33, align 8, !tbaa !21
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_rows_f64(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef writeonly align 8 captures(none) %1) local_unnamed_addr #10 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = zext i32 %3 to i64
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i64
  %9 = mul nuw nsw i64 %8, %4
  %10 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 40
  %13 = load i64, ptr addrspace(4) %12, align 8, !tbaa !11
  %14 = add i64 %13, %11
  %15 = add i64 %14, %9
  %16 = trunc i64 %15 to i32
  %17 = shl i64 %15, 32
  %18 = ashr exact i64 %17, 29
  %19 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %18
  %20 = load double, ptr addrspace(1) %19, align 8, !tbaa !21
  %21 = mul i64 %15, 21474836480
  %22 = ashr exact i64 %21, 29
  %23 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %22
  %24 = tail call double @llvm.amdgcn.fract.f64(double %20)
  store double %24, ptr addrspace(1) %23, align 8, !tbaa !21
  %25 = and i32 %16, 31
  %26 = tail call double @llvm.amdgcn.trig.preop.f64(double %20, i32 %25)
  %27 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 8
  store double %26, ptr addrspace(1) %27, align 8, !tbaa !21
  %28 = tail call double @llvm.amdgcn.trig.preop.f64(double %20, i32 0)
  %29 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 16
  store double %28, ptr addrspace(1) %29, align 8, !tbaa !21
  %30 = tail call double @llvm.amdgcn.trig.preop.f64(double %20, i32 1)
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 24
  store double %30, ptr addrspace(1) %31, align 8, !tbaa !21
  %32 = tail call double @llvm.amdgcn.trig.preop.f64(double %20, i32 2)
  %33 = getelementptr inbounds nuw i8, ptr addrspace(1) %23, i64 32
  store double %32, ptr addrspace(1) %33, align 8, !tbaa !21
  ret void
}

; Function Attrs: nofree norecurse nounwind
define protected amdgpu_kernel void @rows_clock(ptr addrspace(1) noundef writeonly align 8 captures(none) %0, ptr addrspace(1) noundef align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #11 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = zext i32 %4 to i64
  %6 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i64
  %10 = mul nuw nsw i64 %9, %5
  %11 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 40
  %14 = load i64, ptr addrspace(4) %13, align 8, !tbaa !11
  %15 = add i64 %14, %12
  %16 = add i64 %15, %10
  %17 = tail call i64 @llvm.amdgcn.s.memtime()
  %18 = tail call i64 @llvm.amdgcn.s.memrealtime()
  %19 = shl i64 %16, 32
  %20 = ashr exact i64 %19, 30
  %21 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !5
  %23 = icmp sgt i32 %2, 0
  br i1 %23, label %24, label %31

24:                                               ; preds = %3, %24
  %25 = phi i32 [ %28, %24 ], [ %22, %3 ]
  %26 = phi i32 [ %29, %24 ], [ 0, %3 ]
  %27 = mul i32 %25, 3
  %28 = add i32 %27, %26
  %29 = add nuw nsw i32 %26, 1
  %30 = icmp eq i32 %29, %2
  br i1 %30, label %31, label %24

31:                                               ; preds = %24, %3
  %32 = phi i32 [ %22, %3 ], [ %28, %24 ]
  %33 = trunc i64 %16 to i32
  store i32 %32, ptr addrspace(1) %21, align 4, !tbaa !5
  %34 = tail call i64 @llvm.amdgcn.s.memtime()
  %35 = tail call i64 @llvm.amdgcn.s.memrealtime()
  %36 = shl nsw i32 %33, 2
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %37
  store i64 %17, ptr addrspace(1) %38, align 8, !tbaa !11
  %39 = getelementptr i8, ptr addrspace(1) %38, i64 8
  store i64 %34, ptr addrspace(1) %39, align 8, !tbaa !11
  %40 = getelementptr i8, ptr addrspace(1) %38, i64 16
  store i64 %18, ptr addrspace(1) %40, align 8, !tbaa !11
  %41 = getelementptr i8, ptr addrspace(1) %38, i64 24
  store i64 %35, ptr addrspace(1) %41, align 8, !tbaa !11
  ret void
}

; Function Attrs: alwaysinline nofree norecurse nounwind
define protected void @__clang_ocl_kern_imp_rows_clock(ptr addrspace(1) noundef writeonly align 8 captures(none) %0, ptr addrspace(1) noundef align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #12 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = zext i32 %4 to i64
  %6 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i64
  %10 = mul nuw nsw i64 %9, %5
  %11 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 40
  %14 = load i64, ptr addrspace(4) %13, align 8, !tbaa !11
  %15 = add i64 %14, %12
  %16 = add i64 %15, %10
  %17 = tail call i64 @llvm.amdgcn.s.memtime()
  %18 = tail call i64 @llvm.amdgcn.s.memrealtime()
  %19 = shl i64 %16, 32
  %20 = ashr exact i64 %19, 30
  %21 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !5
  %23 = icmp sgt i32 %2, 0
  br i1 %23, label %35, label %24

24:                                               ; preds = %35, %3
  %25 = phi i32 [ %22, %3 ], [ %39, %35 ]
  %26 = trunc i64 %16 to i32
  store i32 %25, ptr addrspace(1) %21, align 4, !tbaa !5
  %27 = tail call i64 @llvm.amdgcn.s.memtime()
  %28 = tail call i64 @llvm.amdgcn.s.memrealtime()
  %29 = shl nsw i32 %26, 2
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %30
  store i64 %17, ptr addrspace(1) %31, align 8, !tbaa !11
  %32 = getelementptr i8, ptr addrspace(1) %31, i64 8
  store i64 %27, ptr addrspace(1) %32, align 8, !tbaa !11
  %33 = getelementptr i8, ptr addrspace(1) %31, i64 16
  store i64 %18, ptr addrspace(1) %33, align 8, !tbaa !11
  %34 = getelementptr i8, ptr addrspace(1) %31, i64 24
  store i64 %28, ptr addrspace(1) %34, align 8, !tbaa !11
  ret void

35:                                               ; preds = %3, %35
  %36 = phi i32 [ %39, %35 ], [ %22, %3 ]
  %37 = phi i32 [ %40, %35 ], [ 0, %3 ]
  %38 = mul i32 %36, 3
  %39 = add i32 %38, %37
  %40 = add nuw nsw i32 %37, 1
  %41 = icmp eq i32 %40, %2
  br i1 %41, label %24, label %35
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @rows_d16(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef readonly align 2 captures(none) %1, ptr addrspace(1) noundef readonly align 1 captures(none) %2, ptr addrspace(1) noundef readonly align 1 captures(none) %3, ptr addrspace(1) noundef readonly align 1 captures(none) %4, ptr addrspace(1) noundef readonly align 1 captures(none) %5, ptr addrspace(1) noundef writeonly align 4 captures(none) %6, ptr addrspace(1) noundef writeonly align 2 captures(none) %7, ptr addrspace(1) noundef writeonly align 1 captures(none) %8) local_unnamed_addr #13 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !30 {
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %11 = zext i32 %10 to i64
  %12 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %12, i64 12
  %14 = load i16, ptr addrspace(4) %13, align 4, !range !9, !invariant.load !10, !noundef !10
  %15 = zext nneg i16 %14 to i64
  %16 = mul nuw nsw i64 %15, %11
  %17 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw i8, ptr addrspace(4) %12, i64 40
  %20 = load i64, ptr addrspace(4) %19, align 8, !tbaa !11
  %21 = add i64 %20, %18
  %22 = add i64 %21, %16
  %23 = shl i64 %22, 32
  %24 = ashr exact i64 %23, 32
  %25 = getelementptr inbounds i16, ptr addrspace(1) %1, i64 %24
  %26 = load i16, ptr addrspace(1) %25, align 2, !tbaa !31, !amdgpu.noclobber !10
  %27 = getelementptr inbounds nuw i16, ptr addrspace(3) @rows_d16.lh, i32 %17
  store i16 %26, ptr addrspace(3) %27, align 2, !tbaa !31
  %28 = getelementptr inbounds i8, ptr addrspace(1) %5, i64 %24
  %29 = load i8, ptr addrspace(1) %28, align 1, !tbaa !33, !amdgpu.noclobber !10
  %30 = getelementptr inbounds nuw i8, ptr addrspace(3) @rows_d16.ls, i32 %17
  store i8 %29, ptr addrspace(3) %30, align 1, !tbaa !33
  %31 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 %24
  %32 = load i8, ptr addrspace(1) %31, align 1, !tbaa !33, !amdgpu.noclobber !10
  %33 = getelementptr inbounds nuw i8, ptr addrspace(3) @rows_d16.lu, i32 %17
  store i8 %32, ptr addrspace(3) %33, align 1, !tbaa !33
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %34 = mul i64 %22, 25769803776
  %35 = ashr exact i64 %34, 30
  %36 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %35
  %37 = getelementptr inbounds i16, ptr addrspace(1) %0, i64 %24
  %38 = load i16, ptr addrspace(1) %37, align 2, !tbaa !31, !amdgpu.noclobber !10
  %39 = insertelement <2 x i16> poison, i16 %38, i64 0
  %40 = load i16, ptr addrspace(1) %25, align 2, !tbaa !31, !amdgpu.noclobber !10
  %41 = insertelement <2 x i16> %39, i16 %40, i64 1
  store <2 x i16> %41, ptr addrspace(1) %36, align 4, !tbaa !5
  %42 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 %24
  %43 = load i8, ptr addrspace(1) %42, align 1, !tbaa !33
  %44 = sext i8 %43 to i16
  %45 = insertelement <2 x i16> poison, i16 %44, i64 0
  %46 = load i8, ptr addrspace(1) %28, align 1, !tbaa !33
  %47 = sext i8 %46 to i16
  %48 = insertelement <2 x i16> %45, i16 %47, i64 1
  %49 = getelementptr inbounds nuw i8, ptr addrspace(1) %36, i64 4
  store <2 x i16> %48, ptr addrspace(1) %49, align 4, !tbaa !5
  %50 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %24
  %51 = load i8, ptr addrspace(1) %50, align 1, !tbaa !33
  %52 = zext i8 %51 to i16
  %53 = insertelement <2 x i16> poison, i16 %52, i64 0
  %54 = load i8, ptr addrspace(1) %31, align 1, !tbaa !33
  %55 = zext i8 %54 to i16
  %56 = insertelement <2 x i16> %53, i16 %55, i64 1
  %57 = getelementptr inbounds nuw i8, ptr addrspace(1) %36, i64 8
  store <2 x i16> %56, ptr addrspace(1) %57, align 4, !tbaa !5
  %58 = sub nsw i32 63, %17
  %59 = getelementptr inbounds i8, ptr addrspace(3) @rows_d16.ls, i32 %58
  %60 = load i8, ptr addrspace(3) %59, align 1, !tbaa !33
  %61 = sext i8 %60 to i16
  %62 = insertelement <2 x i16> poison, i16 %61, i64 0
  %63 = getelementptr inbounds i16, ptr addrspace(3) @rows_d16.lh, i32 %58
  %64 = load i16, ptr addrspace(3) %63, align 2, !tbaa !31
  %65 = insertelement <2 x i16> %62, i16 %64, i64 1
  %66 = getelementptr inbounds nuw i8, ptr addrspace(1) %36, i64 12
  store <2 x i16> %65, ptr addrspace(1) %66, align 4, !tbaa !5
  %67 = xor i32 %17, 1
  %68 = getelementptr inbounds nuw i16, ptr addrspace(3) @rows_d16.lh, i32 %67
  %69 = load i16, ptr addrspace(3) %68, align 2, !tbaa !31
  %70 = insertelement <2 x i16> poison, i16 %69, i64 0
  %71 = getelementptr inbounds i8, ptr addrspace(3) @rows_d16.lu, i32 %58
  %72 = load i8, ptr addrspace(3) %71, align 1, !tbaa !33
  %73 = zext i8 %72 to i16
  %74 = insertelement <2 x i16> %70, i16 %73, i64 1
  %75 = getelementptr inbounds nuw i8, ptr addrspace(1) %36, i64 16
  store <2 x i16> %74, ptr addrspace(1) %75, align 4, !tbaa !5
  %76 = bitcast <2 x i16> %41 to i32
  %77 = mul i32 %76, -1640531527
  %78 = lshr i32 %77, 16
  %79 = trunc nuw i32 %78 to i16
  %80 = getelementptr inbounds i16, ptr addrspace(1) %7, i64 %24
  store i16 %79, ptr addrspace(1) %80, align 2, !tbaa !31
  %81 = trunc i32 %78 to i8
  %82 = getelementptr inbounds i8, ptr addrspace(1) %8, i64 %24
  store i8 %81, ptr addrspace(1) %82, align 1, !tbaa !33
  %83 = load i8, ptr addrspace(1) %42, align 1, !tbaa !33
  %84 = sext i8 %83 to i16
  %85 = insertelement <2 x i16> poison, i16 %84, i64 0
  %86 = load i8, ptr addrspace(3) %33, align 1, !tbaa !33
  %87 = zext i8 %86 to i16
  %88 = insertelement <2 x i16> %85, i16 %87, i64 1
  %89 = getelementptr inbounds nuw i8, ptr addrspace(1) %36, i64 20
  store <2 x i16> %88, ptr addrspace(1) %89, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn
define protected void @__clang_ocl_kern_imp_rows_d16(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef readonly align 2 captures(none) %1, ptr addrspace(1) noundef readonly align 1 captures(none) %2, ptr addrspace(1) noundef readonly align 1 captures(none) %3, ptr addrspace(1) noundef readonly align 1 captures(none) %4, ptr addrspace(1) noundef readonly align 1 captures(none) %5, ptr addrspace(1) noundef writeonly align 4 captures(none) %6, ptr addrspace(1) noundef writeonly align 2 captures(none) %7, ptr addrspace(1) noundef writeonly align 1 captures(none) %8) local_unnamed_addr #14 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !30 {
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %11 = zext i32 %10 to i64
  %12 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %13 = getelementptr inbounds nuw i8, ptr addrspace(4) %12, i64 12
  %14 = load i16, ptr addrspace(4) %13, align 4, !range !9, !invariant.load !10, !noundef !10
  %15 = zext nneg i16 %14 to i64
  %16 = mul nuw nsw i64 %15, %11
  %17 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw i8, ptr addrspace(4) %12, i64 40
  %20 = load i64, ptr addrspace(4) %19, align 8, !tbaa !11
  %21 = add i64 %20, %18
  %22 = add i64 %21, %16
  %23 = shl i64 %22, 32
  %24 = ashr exact i64 %23, 32
  %25 = getelementptr inbounds i16, ptr addrspace(1) %1, i64 %24
  %26 = load i16, ptr addrspace(1) %25, align 2, !tbaa !31
  %27 = getelementptr inbounds nuw i16, ptr addrspace(3) @rows_d16.lh, i32 %17
  store i16 %26, ptr addrspace(3) %27, align 2, !tbaa !31
  %28 = getelementptr inbounds i8, ptr addrspace(1) %5, i64 %24
  %29 = load i8, ptr addrspace(1) %28, align 1, !tbaa !33
  %30 = getelementptr inbounds nuw i8, ptr addrspace(3) @rows_d16.ls, i32 %17
  store i8 %29, ptr addrspace(3) %30, align 1, !tbaa !33
  %31 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 %24
  %32 = load i8, ptr addrspace(1) %31, align 1, !tbaa !33
  %33 = getelementptr inbounds nuw i8, ptr addrspace(3) @rows_d16.lu, i32 %17
  store i8 %32, ptr addrspace(3) %33, align 1, !tbaa !33
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %34 = mul i64 %22, 25769803776
  %35 = ashr exact i64 %34, 30
  %36 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %35
  %37 = getelementptr inbounds i16, ptr addrspace(1) %0, i64 %24
  %38 = load i16, ptr addrspace(1) %37, align 2, !tbaa !31
  %39 = insertelement <2 x i16> poison, i16 %38, i64 0
  %40 = load i16, ptr addrspace(1) %25, align 2, !tbaa !31
  %41 = insertelement <2 x i16> %39, i16 %40, i64 1
  store <2 x i16> %41, ptr addrspace(1) %36, align 4, !tbaa !5
  %42 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 %24
  %43 = load i8, ptr addrspace(1) %42, align 1, !tbaa !33
  %44 = sext i8 %43 to i16
  %45 = insertelement <2 x i16> poison, i16 %44, i64 0
  %46 = load i8, ptr addrspace(1) %28, align 1, !tbaa !33
  %47 = sext i8 %46 to i16
  %48 = insertelement <2 x i16> %45, i16 %47, i64 1
  %49 = getelementptr inbounds nuw i8, ptr addrspace(1) %36, i64 4
  store <2 x i16> %48, ptr addrspace(1) %49, align 4, !tbaa !5
  %50 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %24
  %51 = load i8, ptr addrspace(1) %50, align 1, !tbaa !33
  %52 = zext i8 %51 to i16
  %53 = insertelement <2 x i16> poison, i16 %52, i64 0
  %54 = load i8, ptr addrspace(1) %31, align 1, !tbaa !33
  %55 = zext i8 %54 to i16
  %56 = insertelement <2 x i16> %53, i16 %55, i64 1
  %57 = getelementptr inbounds nuw i8, ptr addrspace(1) %36, i64 8
  store <2 x i16> %56, ptr addrspace(1) %57, align 4, !tbaa !5
  %58 = sub nsw i32 63, %17
  %59 = getelementptr inbounds i8, ptr addrspace(3) @rows_d16.ls, i32 %58
  %60 = load i8, ptr addrspace(3) %59, align 1, !tbaa !33
  %61 = sext i8 %60 to i16
  %62 = insertelement <2 x i16> poison, i16 %61, i64 0
  %63 = getelementptr inbounds i16, ptr addrspace(3) @rows_d16.lh, i32 %58
  %64 = load i16, ptr addrspace(3) %63, align 2, !tbaa !31
  %65 = insertelement <2 x i16> %62, i16 %64, i64 1
  %66 = getelementptr inbounds nuw i8, ptr addrspace(1) %36, i64 12
  store <2 x i16> %65, ptr addrspace(1) %66, align 4, !tbaa !5
  %67 = xor i32 %17, 1
  %68 = getelementptr inbounds nuw i16, ptr addrspace(3) @rows_d16.lh, i32 %67
  %69 = load i16, ptr addrspace(3) %68, align 2, !tbaa !31
  %70 = insertelement <2 x i16> poison, i16 %69, i64 0
  %71 = getelementptr inbounds i8, ptr addrspace(3) @rows_d16.lu, i32 %58
  %72 = load i8, ptr addrspace(3) %71, align 1, !tbaa !33
  %73 = zext i8 %72 to i16
  %74 = insertelement <2 x i16> %70, i16 %73, i64 1
  %75 = getelementptr inbounds nuw i8, ptr addrspace(1) %36, i64 16
  store <2 x i16> %74, ptr addrspace(1) %75, align 4, !tbaa !5
  %76 = bitcast <2 x i16> %41 to i32
  %77 = mul i32 %76, -1640531527
  %78 = lshr i32 %77, 16
  %79 = trunc nuw i32 %78 to i16
  %80 = getelementptr inbounds i16, ptr addrspace(1) %7, i64 %24
  store i16 %79, ptr addrspace(1) %80, align 2, !tbaa !31
  %81 = trunc i32 %78 to i8
  %82 = getelementptr inbounds i8, ptr addrspace(1) %8, i64 %24
  store i8 %81, ptr addrspace(1) %82, align 1, !tbaa !33
  %83 = load i8, ptr addrspace(1) %42, align 1, !tbaa !33
  %84 = sext i8 %83 to i16
  %85 = insertelement <2 x i16> poison, i16 %84, i64 0
  %86 = load i8, ptr addrspace(3) %33, align 1, !tbaa !33
  %87 = zext i8 %86 to i16
  %88 = insertelement <2 x i16> %85, i16 %87, i64 1
  %89 = getelementptr inbounds nuw i8, ptr addrspace(1) %36, i64 20
  store <2 x i16> %88, ptr addrspace(1) %89, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sad.u8(i32, i32, i32) #15

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.msad.u8(i32, i32, i32) #15

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sad.hi.u8(i32, i32, i32) #15

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sad.u16(i32, i32, i32) #15

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.amdgcn.fract.f64(double) #15

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.amdgcn.trig.preop.f64(double, i32) #15

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i64 @llvm.amdgcn.s.memtime() #16

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare i64 @llvm.amdgcn.s.memrealtime() #17

attributes #0 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #4 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-lds-kernel-id" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #5 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-lds-kernel-id" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #6 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #7 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #8 = { alwaysinline mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #10 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #11 = { nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #12 = { alwaysinline nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #13 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #14 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="false" }
attributes #15 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #16 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #17 = { mustprogress nocallback nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !7, i64 0}
!13 = !{i32 1, i32 1, i32 1, i32 1}
!14 = !{!"none", !"none", !"none", !"none"}
!15 = !{!"uint*", !"uint*", !"uint*", !"uint*"}
!16 = !{!"const", !"const", !"const", !""}
!17 = !{i32 1, i32 1}
!18 = !{!"none", !"none"}
!19 = !{!"double*", !"double*"}
!20 = !{!"const", !""}
!21 = !{!22, !22, i64 0}
!22 = !{!"double", !7, i64 0}
!23 = !{i32 1, i32 1, i32 0}
!24 = !{!"none", !"none", !"none"}
!25 = !{!"ulong*", !"uint*", !"int"}
!26 = !{!"", !"", !""}
!27 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!28 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!29 = !{!"ushort*", !"ushort*", !"uchar*", !"uchar*", !"char*", !"char*", !"uint*", !"ushort*", !"uchar*"}
!30 = !{!"const", !"const", !"const", !"const", !"const", !"const", !"", !"", !""}
!31 = !{!32, !32, i64 0}
!32 = !{!"short", !7, i64 0}
!33 = !{!7, !7, i64 0}
